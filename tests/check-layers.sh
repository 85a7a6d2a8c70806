#!/bin/sh
# tests/check-layers.sh: the source tree is in layers (docs/style.md).
#
#   base      util, units, json, props, sha256, mustache, hist, pacer, ...
#   plan      the plan model and its checks, the metric catalog
#   model     results and results.json, the contract
#   kafka     clusters, producers, consumers, faults, the cluster watch
#   prom      the Prometheus client: the brokers' own metrics (libcurl)
#   evaluate  criteria, extrapolation, sweeps, compare (pure)
#   report    the report model and its writers
#   app       main, the commands, run
#
# A file includes only its own layer and the layers it stands on; kafka,
# prom and evaluate stand side by side and never include each other, and
# no report includes kafka or prom (a writer never talks to a server).
# librdkafka's headers are included only in kafka and app,
# libxlsxwriter's only in report, libcurl's only in prom. No .c file is over 1,500 lines. Prints one line per breach and
# a summary; exits 1 when there is any.
set -u
cd "$(dirname "$0")/.." || exit 2

allowed() {
	case $1 in
	base) echo "base" ;;
	plan) echo "base plan" ;;
	model) echo "base plan model" ;;
	kafka) echo "base plan model kafka" ;;
	prom) echo "base plan model prom" ;;
	evaluate) echo "base plan model evaluate" ;;
	report) echo "base plan model evaluate report" ;;
	app) echo "base plan model kafka prom evaluate report app" ;;
	*) echo "" ;;
	esac
}

bad=0
files=0
breach() {
	echo "check-layers: $*"
	bad=$((bad + 1))
}

for f in src/*.c src/*.h; do
	[ -e "$f" ] && breach "$f: every source file belongs to a layer folder"
done

for f in src/*/*.c src/*/*.h; do
	[ -e "$f" ] || continue
	files=$((files + 1))
	layer=$(basename "$(dirname "$f")")
	ok=$(allowed "$layer")
	if [ -z "$ok" ]; then
		breach "$f: $layer is not a layer (base plan model kafka prom evaluate report app)"
		continue
	fi
	# Quoted includes name the layer: #include "plan/plan.h".
	grep -n '^[[:space:]]*#[[:space:]]*include[[:space:]]*"' "$f" |
		sed 's/^\([0-9]*\):.*"\([^"]*\)".*/\1 \2/' |
		while read -r line inc; do
			case $inc in
			version.h | kp_rdtables.h) continue ;; # generated, build/gen
			*/*) ;;
			*)
				echo "check-layers: $f:$line: #include \"$inc\" names no layer (write \"layer/$inc\")"
				continue
				;;
			esac
			to=${inc%%/*}
			case " $ok " in
			*" $to "*) ;;
			*) echo "check-layers: $f:$line: $layer includes $inc: $layer stands on $(echo "$ok" | sed "s/ *$layer\$//") only" ;;
			esac
		done >>"${TMPDIR:-/tmp}/check-layers.$$"
	case $layer in
	kafka | app) ;;
	*)
		if grep -n '#[[:space:]]*include[[:space:]]*<librdkafka/' "$f" >/dev/null; then
			breach "$f: $layer includes librdkafka (only kafka and app may)"
		fi
		;;
	esac
	case $layer in
	prom) ;;
	*)
		if grep -n '#[[:space:]]*include[[:space:]]*<curl/' "$f" >/dev/null; then
			breach "$f: $layer includes libcurl (only prom may)"
		fi
		;;
	esac
	case $layer in
	report) ;;
	*)
		if grep -n '#[[:space:]]*include[[:space:]]*<xlsxwriter' "$f" >/dev/null; then
			breach "$f: $layer includes libxlsxwriter (only report may)"
		fi
		;;
	esac
	case $f in
	*.c)
		n=$(wc -l <"$f")
		[ "$n" -gt 1500 ] && breach "$f: $n lines (at most 1,500 a file)"
		;;
	esac
done
if [ -s "${TMPDIR:-/tmp}/check-layers.$$" ]; then
	cat "${TMPDIR:-/tmp}/check-layers.$$"
	bad=$((bad + $(wc -l <"${TMPDIR:-/tmp}/check-layers.$$")))
fi
rm -f "${TMPDIR:-/tmp}/check-layers.$$"

echo "check-layers: $files files in $(ls -d src/*/ | wc -l) layers, $bad breaches"
[ "$bad" -eq 0 ]
