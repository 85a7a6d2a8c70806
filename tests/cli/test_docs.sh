# The reference documentation keeps up with the code: every metric of the
# catalog is in docs/metrics.md, every plan key the parser accepts is in
# docs/plan.md, every full plan shown in docs/plan.md validates, and the
# man page renders cleanly and covers every command and option.
#
# Markers in docs/plan.md, on the line just before a code block:
#   <!-- doc-test: skip ... -->   the block is not checked
#   <!-- doc-test: error ... -->  the block is a plan that must be rejected
#   <!-- doc-test: file NAME -->  the block is written to NAME next to the
#                                 plans (a properties or payload file they use)
. tests/lib.sh

PLAN_MD=docs/plan.md
METRICS_MD=docs/metrics.md
MAN=docs/kplan.1

for f in "$PLAN_MD" "$METRICS_MD" "$MAN"; do
	if [ -s "$f" ]; then pass "$f exists"; else fail "$f exists" "missing or empty"; fi
done

# ---- metrics.md: every metric name, and the generated catalog table ----
$KPLAN metrics >"$T_TMP/metrics.txt" 2>"$T_TMP/err"; rc=$?
expect_rc "kplan metrics runs" 0 $rc
n=0
for m in $(awk 'NF { print $1 }' "$T_TMP/metrics.txt"); do
	n=$((n + 1))
	if grep -qF -- "\`$m\`" "$METRICS_MD"; then :; else
		fail "metrics.md names $m" "\`$m\` not found in $METRICS_MD"; fi
done
[ "$n" -ge 20 ] && pass "metrics.md names every metric ($n)" ||
	fail "metrics listed by kplan metrics" "only $n"
$KPLAN metrics --markdown >"$T_TMP/metrics.md" 2>/dev/null
missing=0
while IFS= read -r line; do
	grep -qxF -- "$line" "$METRICS_MD" || { missing=$((missing + 1));
		fail "metrics.md catalog table is current" "line not found: $line"; }
done <"$T_TMP/metrics.md"
[ "$missing" -eq 0 ] && pass "metrics.md catalog table matches kplan metrics --markdown"

# ---- metrics.md: every default Prometheus query (kplan validate lists
# them for a plan with cluster.prometheus), and the JMX exporter
# configuration it reads ----
KP_PROM_URL=http://127.0.0.1:9 KP_CLUSTER_BOOTSTRAP=127.0.0.1:9 KPLAN_IT_TOPIC=t \
	$KPLAN validate tests/cluster/plans/brokers.json 2>/dev/null |
	awk '$1 == "query" { print $2 }' >"$T_TMP/queries.txt"
n=0
for q in $(cat "$T_TMP/queries.txt"); do
	n=$((n + 1))
	grep -qF -- "| \`$q\` |" "$METRICS_MD" ||
		fail "metrics.md documents the query $q" "no row | \`$q\` | in $METRICS_MD"
done
[ "$n" -ge 20 ] && pass "metrics.md documents every default broker query ($n)" ||
	fail "queries listed by kplan validate" "only $n"
bad=0
for m in $(grep -oE 'kafka_[a-z_]+' src/plan/promql.c | sort -u); do
	grep -qF -- "$m" docs/jmx-exporter.yml || { bad=$((bad + 1));
		fail "docs/jmx-exporter.yml makes $m" "not named in docs/jmx-exporter.yml"; }
done
[ "$bad" -eq 0 ] && pass "docs/jmx-exporter.yml names every kafka_ metric the queries read"

# ---- plan.md: every key of the parser's key lists ----
# Every "static const char *const NAME[] = { ... };" list in src/plan/plan*.c,
# printed as "NAME key" lines, plus the sweep parameters of sweep_kind().
awk '
	/static const char \*const [A-Za-z_0-9]+\[\] *=/ {
		name = $0; sub(/.*\*const /, "", name); sub(/\[.*/, "", name)
		inlist = 1
	}
	inlist {
		line = $0
		while (match(line, /"[^"]*"/)) {
			print name, substr(line, RSTART + 1, RLENGTH - 2)
			line = substr(line, RSTART + RLENGTH)
		}
		if ($0 ~ /};/) inlist = 0
	}
	/\{ *"[^"]+", *KP_SWEEP_[A-Z_]+ *\}/ {
		line = $0; match(line, /"[^"]*"/)
		print "sweep", substr(line, RSTART + 1, RLENGTH - 2)
	}
' src/plan/plan*.c >"$T_TMP/keys.txt"
for list in top_keys tier_keys consumer_keys workload_keys sweep; do
	if grep -q "^$list " "$T_TMP/keys.txt"; then pass "key list $list found in src/plan/plan*.c"; else
		fail "key list $list found in src/plan/plan*.c" "the extraction found nothing; update this test"; fi
done
n=0
while read -r list key; do
	n=$((n + 1))
	re=$(printf '%s' "$key" | sed 's/[].[*^$\\/]/\\&/g')
	# `key`, or a path ending in it: `cluster.config`, `approvers[].role`.
	if grep -qE -- "\`([^\` ]*[].])?$re\`" "$PLAN_MD"; then :; else
		fail "plan.md documents $list key $key" "\`$key\` not found in $PLAN_MD"; fi
done <"$T_TMP/keys.txt"
[ "$n" -ge 50 ] && pass "plan.md documents every parser key ($n)" ||
	fail "keys extracted from src/plan/plan*.c" "only $n"

# ---- plan.md: every full plan in a code block validates ----
mkdir -p "$T_TMP/docplans"
awk -v dir="$T_TMP/docplans" '
	/^<!-- doc-test:/ { marker = $0; next }
	/^```/ {
		if (!inb) { inb = 1; n++; buf = ""; m = marker; marker = ""; next }
		inb = 0
		if (m ~ /doc-test: skip/) next
		if (m ~ /doc-test: file /) {
			f = m; sub(/.*doc-test: file */, "", f); sub(/ *-->.*/, "", f)
			printf "%s", buf > (dir "/" f); close(dir "/" f); next
		}
		t = buf; sub(/^[ \t\n]*/, "", t)
		if (substr(t, 1, 1) == "{" && buf ~ /"tiers"/) {
			kind = (m ~ /doc-test: error/) ? "error" : "plan"
			f = sprintf("%s/%s-%02d.json", dir, kind, n)
			printf "%s", buf > f; close(f)
		}
		next
	}
	inb { buf = buf $0 "\n"; next }
	!/^[ \t]*$/ { marker = "" }
' "$PLAN_MD"
n=0
for f in "$T_TMP"/docplans/plan-*.json "$T_TMP"/docplans/error-*.json; do
	[ -e "$f" ] || continue
	b=$(basename "$f" .json)
	# Variables the plan needs without a default get a dummy value.
	vars=$(grep -oE '\$\{[A-Za-z_][A-Za-z0-9_]*\}' "$f" | tr -d '${}' | sort -u)
	(
		for v in $vars; do export "$v=doc-test"; done
		exec $KPLAN validate -q "$f"
	) >"$T_TMP/out" 2>"$T_TMP/err"; rc=$?
	case $b in
	plan-*)
		n=$((n + 1))
		if [ $rc -eq 0 ]; then pass "plan.md block $b validates"; else
			fail "plan.md block $b validates" "exit $rc: $(cat "$T_TMP/err") -- $(head -c 300 "$f")"; fi ;;
	error-*)
		expect_rc "plan.md block $b is rejected" 2 $rc ;;
	esac
done
[ "$n" -ge 10 ] && pass "plan.md has full plans to validate ($n)" ||
	fail "plan.md plans found" "only $n"

# ---- the man page ----
if command -v groff >/dev/null 2>&1; then
	groff -man -Tutf8 -ww -z "$MAN" >"$T_TMP/groff" 2>&1; rc=$?
	if [ $rc -eq 0 ] && [ ! -s "$T_TMP/groff" ]; then pass "kplan.1 renders without groff warnings"; else
		fail "kplan.1 renders without groff warnings" "exit $rc: $(head -c 600 "$T_TMP/groff")"; fi
else
	echo "SKIP: groff not installed: kplan.1 not rendered"
fi
if command -v man >/dev/null 2>&1; then
	MANWIDTH=80 man -P cat -l "$MAN" >"$T_TMP/man" 2>"$T_TMP/manerr"; rc=$?
	expect_rc "man -l kplan.1" 0 $rc
	contains "man -l kplan.1 shows the header" "$T_TMP/man" "KPLAN(1)"
fi

# A .TP takes the next line as its tag: a paragraph or section macro
# there leaves a label hanging with nothing to label.
awk 'prev == ".TP" && /^\.(PP|LP|P|TP|SH|SS|IP)( |$)/ { print NR ": " prev " then " $0 }
     { prev = $0 }' "$MAN" >"$T_TMP/tp"
if [ -s "$T_TMP/tp" ]; then fail "kplan.1: every .TP has a tag" "$(cat "$T_TMP/tp")"; else
	pass "kplan.1: every .TP has a tag"; fi

# Every command of kplan --help has a synopsis line and a section, and
# every long option of its --help is in the man page.
$KPLAN --help >"$T_TMP/help" 2>&1
cmds=$(awk '/^Commands:/ { on = 1; next } on && /^$/ { exit } on { print $1 }' "$T_TMP/help")
[ -n "$cmds" ] && pass "kplan --help lists commands" ||
	fail "kplan --help lists commands" "none found"
sed 's/\\-/-/g' "$MAN" >"$T_TMP/man.src"
for c in $cmds; do
	if grep -qE "^\.SS \"?(kplan )?$c\"?\$" "$T_TMP/man.src"; then pass "kplan.1 has a section for $c"; else
		fail "kplan.1 has a section for $c" "no '.SS $c' in $MAN"; fi
	if grep -qE "^\.B kplan $c( |\$)" "$T_TMP/man.src"; then pass "kplan.1 synopsis has $c"; else
		fail "kplan.1 synopsis has $c" "no '.B kplan $c' in $MAN"; fi
	$KPLAN "$c" --help >"$T_TMP/chelp" 2>&1
	bad=0
	for o in $(grep -oE -- '--[a-z][a-z0-9.-]*[a-z0-9]' "$T_TMP/chelp" | sort -u); do
		grep -qF -- "$o" "$T_TMP/man.src" || { bad=$((bad + 1));
			fail "kplan.1 documents $c $o" "$o (from kplan $c --help) not in $MAN"; }
	done
	[ "$bad" -eq 0 ] && pass "kplan.1 documents every option of kplan $c --help"
	# A default given as another option ("default: --num-records") names
	# an option the same --help lists, under its current name.
	for o in $(grep -oE -- 'default: --[a-z][a-z0-9-]*' "$T_TMP/chelp" | sed 's/default: //' | sort -u); do
		if grep -qE -- "^ +(-[A-Za-z], )?$o( |,|$)" "$T_TMP/chelp"; then
			pass "kplan $c --help: the default $o is one of its options"
		else
			fail "kplan $c --help: the default $o is one of its options" "$(grep -F -- "default: $o" "$T_TMP/chelp")"
		fi
	done
done
for o in --help --version; do
	grep -qF -- "$o" "$T_TMP/man.src" && pass "kplan.1 documents kplan $o" ||
		fail "kplan.1 documents kplan $o" "missing"
done
# ---- plan.md says what the parser does -------------------------------
# The headers limit: 64 accepted, 65 refused, and plan.md says both.
hdrs() { $PY -c 'import json, sys
n = int(sys.argv[1])
print(json.dumps({"name": "h", "tiers": [{"name": "a", "messages": 10, "rate": 10,
    "headers": {"h%d" % i: "v" for i in range(n)}}]}))' "$1"; }
hdrs 64 >"$T_TMP/h64.json"; hdrs 65 >"$T_TMP/h65.json"
$KPLAN validate -q "$T_TMP/h64.json" >/dev/null 2>&1; expect_rc "64 headers are accepted" 0 $?
$KPLAN validate -q "$T_TMP/h65.json" >/dev/null 2>"$T_TMP/err"; expect_rc "65 headers are refused" 2 $?
contains "plan.md: at most 64 headers, more is an error" "$PLAN_MD" "at most 64, more is an error"
lacks "plan.md: no 'at most 64 are used'" "$PLAN_MD" "at most 64 are used"
# The consume phase: after the produce phase, or during it.
lacks "plan.md: the consume phase is not said to start after the produce phase whatever the mode" "$PLAN_MD" "The consume phase starts after the produce phase has finished."
# ---- README --------------------------------------------------------------
# Every bullet of the feature list is whole: a bullet's lines after its
# first continue its sentences (an indented line that starts a new
# sentence in lower case, cut from elsewhere, is not one).
$PY - README.md >"$T_TMP/frag" <<'PYEOF'
import re, sys
lines = open(sys.argv[1], encoding="utf-8").read().split("\n")
for i in range(1, len(lines)):
    prev, line = lines[i - 1], lines[i]
    if re.match(r"^  [a-z]", line) and re.search(r"[.!?:]\)?$", prev.rstrip()) \
            and (prev.startswith("  ") or prev.startswith("- ")):
        print("%d: %s" % (i + 1, line.strip()))
PYEOF
if [ -s "$T_TMP/frag" ]; then fail "README: no bullet carries a fragment of another" "$(cat "$T_TMP/frag")"; else
	pass "README: no bullet carries a fragment of another"; fi
# The --set example of the feature list validates as written.
sets=$(tr '\n' ' ' <README.md | tr -s ' ' | grep -o '`kplan run --scale 0.01` rehearses a plan at 1% of its messages; `--set [^`]*`' |
	sed 's/.*; `//; s/`$//')
if [ -n "$sets" ]; then
	# shellcheck disable=SC2086
	$KPLAN validate -q plans/onboarding.json $sets >/dev/null 2>"$T_TMP/err"
	expect_rc "README: its --set example validates ($sets)" 0 $?
else
	fail "README: its --set example validates" "the example was not found"
fi
# The tour's estimate for the onboarding plan is validate's.
readme_min=$(grep -m1 'kplan validate plans/onboarding.json' README.md | grep -oE '~[0-9]+ min' | tr -dc '0-9')
validate_min=$($KPLAN validate plans/onboarding.json | grep -oE '\(about [0-9]+ min\)' | tr -dc '0-9')
if [ -n "$readme_min" ] && [ "$readme_min" = "$validate_min" ]; then
	pass "README's tour: ~$readme_min min, as validate says"
else
	fail "README's tour: the estimate is validate's" "README ~${readme_min:-?} min, validate about ${validate_min:-?} min"
fi
finish
