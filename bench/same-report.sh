#!/bin/sh
# bench/same-report.sh REV [RESULTS...]: does the kplan of this tree write
# the same reports as the kplan of git revision REV? For each RESULTS
# (default: reports/example/results.json and reports/example-shared/
# results.json) and each language (en, zh-CN) both binaries run
# `kplan report RESULTS --lang L --out DIR`; the Markdown and the charts
# are compared byte for byte, the workbooks cell by cell (every sheet,
# value and formula; bench/xlsx_cells.py). Prints one line per report set
# and a summary; exits 1 on any difference. What a refactor must keep.
set -eu
cd "$(dirname "$0")/.."
rev=${1:?usage: bench/same-report.sh REV [RESULTS...]}
shift
[ $# -gt 0 ] || set -- reports/example/results.json reports/example-shared/results.json
old=$(bench/build-rev.sh "$rev")
make -s build/kplan >&2
new=build/kplan
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
bad=0
sets=0
for r in "$@"; do
	for lang in en zh-CN; do
		sets=$((sets + 1))
		a=$tmp/$sets/old
		b=$tmp/$sets/new
		mkdir -p "$a" "$b"
		ra=0
		rb=0
		"$old" report "$r" --lang "$lang" --out "$a" >"$a.out" 2>&1 || ra=$?
		"$new" report "$r" --lang "$lang" --out "$b" >"$b.out" 2>&1 || rb=$?
		what=""
		[ "$ra" = "$rb" ] || what="$what exit $ra/$rb;"
		# The output names its own directory: old/ and new/ read as one.
		sed "s|$a|DIR|g" "$a.out" >"$a.said"
		sed "s|$b|DIR|g" "$b.out" >"$b.said"
		cmp -s "$a.said" "$b.said" || what="$what terminal output;"
		for f in $(cd "$a" && find . -type f ! -name '*.xlsx' | sort) \
		    $(cd "$b" && find . -type f ! -name '*.xlsx' | sort); do
			cmp -s "$a/$f" "$b/$f" 2>/dev/null || what="$what ${f#./};"
		done
		if ! /usr/bin/python3 bench/xlsx_cells.py "$a/report.xlsx" \
		    "$b/report.xlsx" >"$tmp/$sets.cells"; then
			what="$what report.xlsx cells ($(head -n 3 "$tmp/$sets.cells" | tr '\n' ' '));"
		fi
		if [ -n "$what" ]; then
			echo "same-report: $r ($lang): differs:$what"
			bad=$((bad + 1))
		else
			echo "same-report: $r ($lang): same Markdown, charts, cells, exit $rb"
		fi
	done
done
echo "same-report: $sets report sets against $rev, $bad differ"
[ "$bad" -eq 0 ]
