#!/bin/sh
# tests/golden/check_cmark.sh REPORT.md [MIN]
#
# Renders a Markdown report as GitHub does (cmark-gfm with the table
# extension) and counts its <table> elements: a table broken by a stray
# "|" or a missing delimiter row renders as a paragraph instead. Prints
# the count; fails when it is below MIN (default 6, the English report's
# floor) or when cmark-gfm is missing (Debian: apt-get install cmark-gfm).
set -eu

if [ $# -lt 1 ] || [ $# -gt 2 ]; then
	echo "usage: $0 REPORT.md [MIN]" >&2
	exit 2
fi
report=$1
min=${2:-6}

if ! command -v cmark-gfm >/dev/null 2>&1; then
	echo "FAIL: cmark-gfm not found (apt-get install cmark-gfm)" >&2
	exit 1
fi
if [ ! -r "$report" ]; then
	echo "FAIL: cannot read $report" >&2
	exit 1
fi

html=$(cmark-gfm -e table "$report")
count=$(printf '%s\n' "$html" | grep -o '<table>' | wc -l | tr -d ' ')
echo "$report: $count tables"
if [ "$count" -lt "$min" ]; then
	echo "FAIL: expected at least $min tables" >&2
	exit 1
fi
