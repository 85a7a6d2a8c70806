# The source tree is in layers (docs/style.md): make check-layers passes,
# and the check finds each kind of breach it promises to find, in a copy
# of the tree with one breach planted at a time.
. tests/lib.sh

if out=$(sh tests/check-layers.sh 2>&1); then
	pass "check-layers: $(echo "$out" | tail -n 1 | sed 's/^check-layers: //')"
else
	fail "check-layers" "$out"
fi

# plant NAME FILE LINE: a copy of the tree with LINE added to FILE must
# fail the check with a line naming FILE.
plant() {
	name=$1 file=$2 line=$3
	rm -rf "$T_TMP/tree"
	mkdir -p "$T_TMP/tree/tests"
	cp -R src "$T_TMP/tree/src"
	cp tests/check-layers.sh "$T_TMP/tree/tests/"
	case $file in
	*.c | *.h) printf '%s\n' "$line" >>"$T_TMP/tree/$file" ;;
	esac
	if out=$(sh "$T_TMP/tree/tests/check-layers.sh" 2>&1); then
		fail "check-layers finds $name" "passed: $out"
	elif echo "$out" | grep -qF "$file"; then
		pass "check-layers finds $name"
	else
		fail "check-layers finds $name" "no line names $file: $out"
	fi
}

plant "a plan file including kafka" src/plan/plan.c '#include "kafka/cluster.h"'
plant "kafka including evaluate" src/kafka/producer.c '#include "evaluate/evaluate.h"'
plant "evaluate including kafka" src/evaluate/compare.c '#include "kafka/watch.h"'
plant "a report including kafka" src/report/model/report_model.c '#include "kafka/stamp.h"'
plant "librdkafka outside kafka, run and app" src/plan/metrics.c '#include <librdkafka/rdkafka.h>'
plant "libxlsxwriter outside report" src/evaluate/compare.c '#include <xlsxwriter.h>'
plant "an include naming no layer" src/base/util.c '#include "util.h"'
plant "kafka including prom" src/kafka/producer.c '#include "prom/promclient.h"'
plant "prom including kafka" src/prom/promclient.c '#include "kafka/cluster.h"'
plant "a report including prom" src/report/model/report_model.c '#include "prom/collect.h"'
plant "libcurl outside prom" src/run/engine.c '#include <curl/curl.h>'
# The run engine ends at results.json: it writes no report, and no
# report knows the engine.
plant "the run engine including a report" src/run/engine.c '#include "report/reports.h"'
plant "a report including the run engine" src/report/reports.c '#include "run/engine.h"'
# report's parts include one way: writer -> model -> words.
plant "the report model including a writer" src/report/model/model_extrapolation.c '#include "report/md/md_view.h"'
plant "the words including the model" src/report/words/lang.c '#include "report/model/model.h"'
plant "a writer including the other" src/report/md/report_md.c '#include "report/xlsx/report_xlsx.h"'
plant "a part including the report set" src/report/draw/chart.c '#include "report/reports.h"'
plant "a sentence written in evaluate" src/evaluate/verdict.c 'static const char *const why = "the cluster was too slow";'
# A comment and an error's words are not a judgment's: no breach.
rm -rf "$T_TMP/tree"
mkdir -p "$T_TMP/tree/tests"
cp -R src "$T_TMP/tree/src"
cp tests/check-layers.sh "$T_TMP/tree/tests/"
printf '%s\n' '/* the cluster was too slow */' 'static int e(char *s, size_t n) { return kp_err(s, n, "out of memory while reading"); }' >>"$T_TMP/tree/src/evaluate/verdict.c"
if out=$(sh "$T_TMP/tree/tests/check-layers.sh" 2>&1); then
	pass "check-layers lets evaluate/ keep comments and an error's words"
else
	fail "check-layers lets evaluate/ keep comments and an error's words" "$out"
fi

# A file over 1,500 lines.
rm -rf "$T_TMP/tree"
mkdir -p "$T_TMP/tree/tests"
cp -R src "$T_TMP/tree/src"
cp tests/check-layers.sh "$T_TMP/tree/tests/"
awk 'BEGIN { for (i = 0; i < 1600; i++) print "/* line */" }' >>"$T_TMP/tree/src/base/units.c"
if out=$(sh "$T_TMP/tree/tests/check-layers.sh" 2>&1); then
	fail "check-layers finds a file over 1,500 lines" "passed"
else
	contains "check-layers finds a file over 1,500 lines" <(echo "$out") "src/base/units.c:"
fi
finish
