# No function in src/ is over 150 lines (docs/style.md): the check passes
# on the tree, finds a function of 151 lines with its name, lets one of
# 150 pass, and make style-check runs it.
. tests/lib.sh

if out=$(sh tests/check-functions.sh 2>&1); then
	pass "check-functions: $(echo "$out" | tail -n 1 | sed 's/^check-functions: //')"
else
	fail "check-functions" "$(echo "$out" | head -n 20)"
fi

# body N: a function of N lines from its opening brace to its closing one.
body() {
	printf 'static int\nplanted_%s(int a,\n            int b)\n{\n' "$1"
	i=2
	while [ "$i" -lt "$1" ]; do
		printf '        a += b;\n'
		i=$((i + 1))
	done
	printf '}\n'
}
body 151 >"$T_TMP/long.c"
body 150 >"$T_TMP/ok.c"
if out=$(sh tests/check-functions.sh "$T_TMP/long.c" 2>&1); then
	fail "check-functions finds a function of 151 lines" "passed: $out"
elif echo "$out" | grep -qF "long.c:4: planted_151 is 151 lines"; then
	pass "check-functions finds a function of 151 lines, by name and line"
else
	fail "check-functions finds a function of 151 lines" "$out"
fi
if out=$(sh tests/check-functions.sh "$T_TMP/ok.c" 2>&1); then
	pass "check-functions lets a function of 150 lines pass"
else
	fail "check-functions lets a function of 150 lines pass" "$out"
fi
if grep -q 'check-functions.sh' Makefile &&
	sed -n '/^style-check:/,/^$/p' Makefile | grep -q 'check-functions.sh'; then
	pass "make style-check runs check-functions"
else
	fail "make style-check runs check-functions" "not in its recipe"
fi
finish
