#!/bin/sh
# tests/check-layers.sh: the source tree is in layers (docs/style.md).
#
#   base      util, units, json, props, sha256, mustache, hist, pacer, ...
#   plan      the plan model and its checks, the metric catalog
#   results   results and results.json, the contract
#   kafka     clusters, producers, consumers, faults, the cluster watch
#   prom      the Prometheus client: the brokers' own metrics (libcurl)
#   evaluate  criteria, extrapolation, sweeps, compare (pure)
#   run       the run engine: a parsed plan to a written results.json
#             (tiers, searches, agents, resume, the brokers' windows,
#             the live metrics)
#   report    the report model and its writers, a folder per part:
#             words (catalogs), model, draw (SVG), md, xlsx; the
#             parts include one way (a writer its model, the model its
#             words) and report/ itself (reports, hlog, junit) all of them
#   app       main, the commands (thin: options, then a layer's work)
#
# A file includes only its own layer and the layers it stands on; kafka,
# prom and evaluate stand side by side and never include each other, no
# report includes kafka, prom or run (a writer never talks to a server),
# and run includes no report (the engine ends at results.json).
# librdkafka's headers are included only in kafka, run and app,
# libxlsxwriter's only in report, libcurl's only in prom. No .c file is
# over 1,500 lines. evaluate/ makes judgments as records and writes no
# words a person reads: no string literal of three words or more there,
# outside comments and an error's words (kp_err). Prints one line per
# breach and a summary; exits 1 when there is any.
set -u
cd "$(dirname "$0")/.." || exit 2

# allowed LAYER: sets ok to the layers LAYER may include ("" for none).
# Here and below no command substitution per file: the suite runs this
# check nine times (tests/source/test_layers.sh), and on a loaded 2-core
# host each fork costs milliseconds.
allowed() {
	case $1 in
	base) ok="base" ;;
	plan) ok="base plan" ;;
	results) ok="base plan results" ;;
	kafka) ok="base plan results kafka" ;;
	prom) ok="base plan results prom" ;;
	evaluate) ok="base plan results evaluate" ;;
	run) ok="base plan results kafka prom evaluate run" ;;
	report) ok="base plan results evaluate report" ;;
	app) ok="base plan results kafka prom evaluate run report app" ;;
	*) ok="" ;;
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

# Every file in a layer folder; the includes and sizes are read by one
# awk over them all (a fork or two per file made this check take seconds
# on a loaded host, and the suite runs it nine times).
known=""
for f in src/*/*.c src/*/*.h src/*/*/*.c src/*/*/*.h; do
	[ -e "$f" ] || continue
	files=$((files + 1))
	layer=${f#src/}
	layer=${layer%%/*}
	allowed "$layer"
	if [ -z "$ok" ]; then
		breach "$f: $layer is not a layer (base plan results kafka prom evaluate run report app)"
		continue
	fi
	known="$known $f"
done
if [ -n "$known" ]; then
	# shellcheck disable=SC2086
	out=$(awk '
	function allowed(l) {
		if (l == "base") return "base"
		if (l == "plan") return "base plan"
		if (l == "results") return "base plan results"
		if (l == "kafka") return "base plan results kafka"
		if (l == "prom") return "base plan results prom"
		if (l == "evaluate") return "base plan results evaluate"
		if (l == "run") return "base plan results kafka prom evaluate run"
		if (l == "report") return "base plan results evaluate report"
		return "base plan results kafka prom evaluate run report app"
	}
	function done_file() {
		if (cur != "" && cur ~ /\.c$/ && n > 1500)
			print "check-layers: " cur ": " n " lines (at most 1,500 a file)"
	}
	# A layer folder may hold a folder per part (report: words, model,
	# draw, md, xlsx); the parts include one way, writer -> model ->
	# words, and the layer folder itself stands on them all.
	function parts(p) {
		if (p == "words") return "words"
		if (p == "model") return "words model"
		if (p == "draw") return "words model draw"
		if (p == "md") return "words model draw md"
		if (p == "xlsx") return "words model draw xlsx"
		return ""
	}
	function part_of(path,   q, k) {
		q = path; sub(/^src\//, "", q)
		k = split(q, seg, "/")
		return k >= 3 ? seg[2] : ""
	}
	FNR == 1 {
		done_file()
		cur = FILENAME; n = 0; rd = 0; xl = 0; cu = 0; incomment = 0; inerr = 0
		layer = FILENAME; sub(/^src\//, "", layer); sub(/\/.*/, "", layer)
		part = part_of(FILENAME)
		if (part != "" && parts(part) == "")
			later = later "check-layers: " FILENAME ": " part " is not a part of " layer " (words model draw md xlsx)\n"
		ok = allowed(layer)
		mine = ok; sub(" *" layer "$", "", mine)
	}
	{ n = FNR }
	# evaluate/ makes judgments as records and writes no sentence a
	# person reads (design.md, "Judgments as data, worded once"): a
	# string literal of three words or more in evaluate/ is a breach,
	# outside comments and the words of an error (kp_err).
	function words_check(line,   s, lit, w, k) {
		s = line
		while (match(s, /"([^"\\]|\\.)*"/)) {
			lit = substr(s, RSTART + 1, RLENGTH - 2)
			s = substr(s, RSTART + RLENGTH)
			w = 0
			k = lit
			gsub(/%[-0-9.*]*[a-z]+/, " ", k)
			while (match(k, /[A-Za-z][A-Za-z'\''-]*/)) {
				w++
				k = substr(k, RSTART + RLENGTH)
			}
			if (w >= 3 && index(lit, " ") > 0)
				return lit
		}
		return ""
	}
	layer == "evaluate" && FILENAME ~ /\.c$/ {
		t = $0
		if (incomment) {
			if (index(t, "*/") == 0) next
			t = substr(t, index(t, "*/") + 2); incomment = 0
		}
		while (index(t, "/*") > 0) {
			c0 = index(t, "/*")
			rest = substr(t, c0 + 2)
			if (index(rest, "*/") == 0) { t = substr(t, 1, c0 - 1); incomment = 1; break }
			t = substr(t, 1, c0 - 1) substr(rest, index(rest, "*/") + 2)
		}
		if (t ~ /kp_err\(/) inerr = 1
		if (!inerr) {
			lit = words_check(t)
			if (lit != "")
				later = later "check-layers: " FILENAME ":" FNR ": evaluate/ writes words (\"" substr(lit, 1, 50) "\"): a judgment is a record, worded by the report model\n"
		}
		if (inerr && t ~ /;[[:space:]]*$/) inerr = 0
	}
	/^[[:space:]]*#[[:space:]]*include[[:space:]]*"/ {
		inc = $0; sub(/"[^"]*$/, "", inc); sub(/^.*"/, "", inc)
		if (inc == "version.h" || inc == "kp_rdtables.h") next
		if (inc !~ /\//) {
			later = later "check-layers: " FILENAME ":" FNR ": #include \"" inc "\" names no layer (write \"layer/" inc "\")\n"
			next
		}
		to = inc; sub(/\/.*/, "", to)
		if (index(" " ok " ", " " to " ") == 0)
			later = later "check-layers: " FILENAME ":" FNR ": " layer " includes " inc ": " layer " stands on " mine " only\n"
		else if (to == layer && part != "") {
			tp = part_of("src/" inc)
			if (tp == "" || index(" " parts(part) " ", " " tp " ") == 0)
				later = later "check-layers: " FILENAME ":" FNR ": " layer "/" part " includes " inc ": " part " stands on " parts(part) " only\n"
		}
	}
	/#[[:space:]]*include[[:space:]]*<librdkafka\// {
		if (layer != "kafka" && layer != "run" && layer != "app" && !rd) {
			print "check-layers: " FILENAME ": " layer " includes librdkafka (only kafka, run and app may)"
			rd = 1
		}
	}
	/#[[:space:]]*include[[:space:]]*<xlsxwriter/ {
		if (layer != "report" && !xl) {
			print "check-layers: " FILENAME ": " layer " includes libxlsxwriter (only report may)"
			xl = 1
		}
	}
	/#[[:space:]]*include[[:space:]]*<curl\// {
		if (layer != "prom" && !cu) {
			print "check-layers: " FILENAME ": " layer " includes libcurl (only prom may)"
			cu = 1
		}
	}
	END { done_file(); printf "%s", later }
	' $known)
	if [ -n "$out" ]; then
		echo "$out"
		bad=$((bad + $(echo "$out" | wc -l)))
	fi
fi

echo "check-layers: $files files in $(ls -d src/*/ | wc -l) layers, $bad breaches"
[ "$bad" -eq 0 ]
