#!/bin/sh
# tests/xlsx/screenshots.sh OUTDIR REPORT_DIR LANG [REPORT_DIR LANG]...
#
# The pictures the README shows, as a reader sees the reports: for each
# report directory, the workbook's Summary sheet (LibreOffice headless to
# PDF, its first page to PNG: OUTDIR/summary-LANG.png) and the first screen
# of report.md (cmark-gfm to HTML, headless Chromium: OUTDIR/report-LANG.png).
# make images runs it on reports/example and reports/example.zh-CN.
# Needs libreoffice-calc-nogui, poppler-utils, cmark-gfm and chromium.
# Exits 0 when every picture was written, 1 otherwise, 2 on usage errors.
set -u

if [ $# -lt 3 ] || [ $(($# % 2)) -ne 1 ]; then
	echo "usage: $0 OUTDIR REPORT_DIR LANG [REPORT_DIR LANG]..." >&2
	exit 2
fi
out=$1
shift
here=$(cd "$(dirname "$0")" && pwd)
for tool in pdftoppm cmark-gfm chromium; do
	if ! command -v "$tool" >/dev/null 2>&1; then
		echo "FAIL: screenshots: $tool not found" >&2
		exit 1
	fi
done
mkdir -p "$out" || exit 1
out=$(cd "$out" && pwd)
tmp=$(mktemp -d "${TMPDIR:-/tmp}/kplan-shots.XXXXXX") || exit 1
trap 'rm -rf "$tmp"' EXIT INT TERM
bad=0
while [ $# -ge 2 ]; do
	dir=$1 lang=$2
	shift 2
	w="$tmp/$lang"
	mkdir -p "$w"
	# The workbook's first page: the Summary sheet.
	if sh "$here/to_pdf.sh" "$dir/report.xlsx" "$w" >"$w/pdf.log" &&
		pdftoppm -png -r 70 -f 1 -l 1 -singlefile "$w/report.pdf" \
			"$out/summary-$lang"; then
		echo "wrote $out/summary-$lang.png"
	else
		cat "$w/pdf.log"
		bad=1
	fi
	# The Markdown as GitHub would show it, charts beside it.
	cp -r "$dir/." "$w/md"
	{
		printf '<!doctype html><meta charset="utf-8"><style>'
		printf 'body{font-family:"DejaVu Sans","Noto Sans CJK SC",sans-serif;'
		printf 'max-width:900px;margin:24px auto;font-size:15px;line-height:1.5}'
		printf 'table{border-collapse:collapse}td,th{border:1px solid #ccc;'
		printf 'padding:3px 6px}blockquote{color:#555;border-left:4px solid #ddd;'
		printf 'margin-left:0;padding-left:12px}</style>\n'
		cmark-gfm --extension table "$w/md/report.md"
	} >"$w/md/report.html" || bad=1
	if timeout 120 chromium --headless --no-sandbox --disable-gpu \
		--hide-scrollbars --window-size=1000,1300 \
		--screenshot="$out/report-$lang.png" \
		"file://$w/md/report.html" >"$w/chromium.log" 2>&1 &&
		[ -s "$out/report-$lang.png" ]; then
		echo "wrote $out/report-$lang.png"
	else
		cat "$w/chromium.log"
		bad=1
	fi
done
exit $bad
