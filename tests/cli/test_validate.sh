# Every example plan validates; the onboarding plan's summary gives its
# tiers, the ~38 min estimate and the target figures, and prints nothing
# on stderr.
. tests/lib.sh

for f in plans/*.json; do
	$KPLAN validate -q "$f" >"$T_TMP/out" 2>"$T_TMP/err"; rc=$?
	expect_rc "$f validates" 0 $rc
	if [ -s "$T_TMP/err" ]; then fail "$f: stderr empty" "$(cat "$T_TMP/err")"; fi
done

$KPLAN validate plans/onboarding.json >"$T_TMP/out" 2>"$T_TMP/err"; rc=$?
expect_rc "onboarding: exit 0" 0 $rc
contains "onboarding: the 10M tier's produce time" "$T_TMP/out" "33 min 20 s"
contains "onboarding: the fixed-rate estimate" "$T_TMP/out" "fixed-rate tiers produce for 37 min 30 s (about 38 min)"
contains "onboarding: the unlimited tier is not guessed" "$T_TMP/out" "its time depends on the cluster"
contains "onboarding: total messages" "$T_TMP/out" "12,100,000 messages"
contains "onboarding: required peak" "$T_TMP/out" "1157.4 msg/s on average, 3472.2 msg/s at peak"
contains "onboarding: storage" "$T_TMP/out" "1.91 TiB over 7 d at 1,000 B x RF 3 (2.10 TiB with 10% overhead)"
contains "onboarding: says it is valid" "$T_TMP/out" "plan is valid"
if [ -s "$T_TMP/err" ]; then fail "onboarding: stderr empty" "$(cat "$T_TMP/err")"; else pass "onboarding: stderr empty"; fi
finish
