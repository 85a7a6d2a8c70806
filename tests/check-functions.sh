#!/bin/sh
# tests/check-functions.sh [FILE.c ...]: no function in src/ is over 150
# lines (docs/style.md), with no allow-list: a longer one is split at its
# seams into named functions. A function runs from the line of its
# opening brace, which clang-format's Linux style puts alone in column 0,
# to the closing brace in column 0; its name is the last line before it
# that starts in column 0 (the signature's first line). make style-check
# runs this; FILEs (default: every .c file under src/) are for the test of
# the check itself. Prints one line per breach and a summary; exits 1
# when there is any.
set -u
cd "$(dirname "$0")/.." || exit 2
max=150
[ $# -gt 0 ] || set -- src/*/*.c src/*/*/*.c
awk -v max="$max" '
	FNR == 1 { inb = 0; files++ }
	/^\{/ { inb = 1; start = FNR; name = sig; next }
	/^\}/ {
		if (inb) {
			n = FNR - start + 1
			funcs++
			if (n > max) {
				sub(/[[:space:]]*\(.*/, "", name)
				sub(/.*[ *]/, "", name)
				printf "check-functions: %s:%d: %s is %d lines (at most %d a function)\n", FILENAME, start, name, n, max
				bad++
			}
		}
		inb = 0
		next
	}
	/^[A-Za-z_]/ { sig = $0 }
	END {
		printf "check-functions: %d functions in %d files, %d over %d lines\n", funcs, files, bad, max
		exit bad > 0
	}
' "$@"
