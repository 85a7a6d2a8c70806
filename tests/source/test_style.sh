# The house style (docs/style.md): every C file as clang-format (the
# repository's .clang-format) writes it, as make style-check checks.
. tests/lib.sh

if ! command -v clang-format >/dev/null 2>&1; then
	fail "clang-format is installed" "not found (make test-deps installs it)"
	finish
fi
if out=$(make -s style-check 2>&1); then
	pass "make style-check: every C file as clang-format writes it"
else
	fail "make style-check" "$(echo "$out" | head -n 30)"
fi
finish
