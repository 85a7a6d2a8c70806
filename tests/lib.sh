# Shell test helpers, sourced by tests/*/test_*.sh (run from the repo root
# by tests/run). Each check prints "PASS: name" or "FAIL: name: why"; the
# script's exit status is the number of failures (capped).

KPLAN=${KPLAN:-build/asan/kplan}
T_FAILS=0
T_TMP=$(mktemp -d "${TMPDIR:-/tmp}/kplan-test.XXXXXX")
trap 'rm -rf "$T_TMP"' EXIT

pass() { echo "PASS: $1"; }
fail() { echo "FAIL: $1: $2"; T_FAILS=$((T_FAILS + 1)); }

# check NAME COMMAND...: passes when the command succeeds.
check() {
	name=$1; shift
	if "$@"; then pass "$name"; else fail "$name" "command failed: $*"; fi
}

# expect_rc NAME WANT RC
expect_rc() {
	if [ "$3" = "$2" ]; then pass "$1"; else fail "$1" "exit code $3, expected $2"; fi
}

# contains NAME FILE TEXT: fixed-string search.
contains() {
	if grep -qF -- "$3" "$2"; then pass "$1"; else
		fail "$1" "'$3' not found in $2: $(head -c 600 "$2")"; fi
}

# lacks NAME FILE TEXT
lacks() {
	if grep -qF -- "$3" "$2"; then fail "$1" "'$3' found in $2"; else pass "$1"; fi
}

# Debian's python with its modules (openpyxl), not whatever is first on PATH.
PY=/usr/bin/python3

# json_get FILE EXPR: prints a value of a JSON file (EXPR in Python on d).
json_get() {
	$PY -c 'import json,sys; d=json.load(open(sys.argv[1])); print(eval(sys.argv[2]))' "$1" "$2"
}

finish() {
	[ "$T_FAILS" -gt 100 ] && T_FAILS=100
	exit "$T_FAILS"
}
