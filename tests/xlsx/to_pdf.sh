#!/bin/sh
# tests/xlsx/to_pdf.sh WORKBOOK OUTDIR
#
# Converts a workbook to PDF with LibreOffice (headless), as a reader
# without Excel would print it, so that its pages can be looked at:
#     pdftoppm -r 80 -png OUTDIR/report.pdf OUTDIR/page
# Needs LibreOffice Calc (Debian: libreoffice-calc-nogui). A throwaway
# profile makes it work as root and in CI; the conversion is bounded by
# timeout 180. Exits 0 when a non-empty PDF was written, 1 otherwise,
# 2 on usage errors.
set -u

if [ $# -ne 2 ]; then
	echo "usage: $0 WORKBOOK OUTDIR" >&2
	exit 2
fi
workbook=$1 outdir=$2
if [ ! -f "$workbook" ]; then
	echo "FAIL: to_pdf: $workbook: no such file"
	exit 1
fi
if ! command -v soffice >/dev/null 2>&1; then
	echo "FAIL: to_pdf: soffice not found (apt-get install -y" \
		"--no-install-recommends libreoffice-calc-nogui)"
	exit 1
fi
mkdir -p "$outdir" || exit 1
tmp=$(mktemp -d "${TMPDIR:-/tmp}/kplan-lo.XXXXXX") || exit 1
tmp=$(cd "$tmp" && pwd)
trap 'rm -rf "$tmp"' EXIT INT TERM

pdf="$outdir/$(basename "${workbook%.*}").pdf"
rm -f "$pdf"
timeout 180 soffice "-env:UserInstallation=file://$tmp/profile" \
	--headless --norestore --convert-to pdf --outdir "$outdir" \
	"$workbook" >"$tmp/log" 2>&1
rc=$?
if [ ! -s "$pdf" ]; then
	echo "FAIL: to_pdf: no PDF from $workbook (soffice exit $rc)"
	sed 's/^/  /' "$tmp/log"
	exit 1
fi
pages=
if command -v pdfinfo >/dev/null 2>&1; then
	pages=$(pdfinfo "$pdf" 2>/dev/null | sed -n 's/^Pages: *//p')
	if [ -z "$pages" ] || [ "$pages" -lt 1 ]; then
		echo "FAIL: to_pdf: $pdf is not a readable PDF"
		exit 1
	fi
	pages=" ($pages pages)"
fi
echo "PASS: to_pdf: $pdf$pages"
