# Every plan in tests/plans/bad/ is rejected with exit 2 and a message
# that names the place (file:line:column and/or the JSON path).
. tests/lib.sh

n=0
cd tests/plans/bad || exit 1
K=../../../$KPLAN
while IFS=$(printf '\t') read -r file want; do
	case $file in '#'*|'') continue ;; esac
	n=$((n + 1))
	$K validate "$file" >"$T_TMP/out" 2>"$T_TMP/err"; rc=$?
	expect_rc "bad plan $file: exit 2" 2 $rc
	contains "bad plan $file: message names the place" "$T_TMP/err" "$want"
	if [ -s "$T_TMP/out" ]; then fail "bad plan $file: stdout empty" "$(cat "$T_TMP/out")"; fi
done < EXPECTED
# Every file in the directory is listed in EXPECTED.
for f in *.json; do
	grep -q "^$f	" EXPECTED || fail "bad plan $f listed in EXPECTED" "missing"
done
[ "$n" -ge 25 ] && pass "at least 25 bad plans ($n)" || fail "at least 25 bad plans" "$n"

# A FIFO and an unreadable file as plans (files made here: git keeps neither).
mkfifo "$T_TMP/fifo.json"
$K validate "$T_TMP/fifo.json" 2>"$T_TMP/err"; rc=$?
expect_rc "FIFO plan: exit 2" 2 $rc
contains "FIFO plan: says what it is" "$T_TMP/err" "fifo.json: is not a regular file"
$K validate "$T_TMP" 2>"$T_TMP/err"; rc=$?
expect_rc "directory plan: exit 2" 2 $rc
contains "directory plan: says what it is" "$T_TMP/err" ": is a directory"
head -c 300000 /dev/zero | tr '\0' ' ' >"$T_TMP/huge.json"
$K validate "$T_TMP/huge.json" 2>"$T_TMP/err"; rc=$?
expect_rc "huge plan: exit 2" 2 $rc
contains "huge plan: names the limit" "$T_TMP/err" "larger than the limit"
$K validate "$T_TMP/no-such-plan.json" 2>"$T_TMP/err"; rc=$?
expect_rc "missing plan: exit 2" 2 $rc
contains "missing plan: names the file" "$T_TMP/err" "no-such-plan.json: cannot open"
finish
