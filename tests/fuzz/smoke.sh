# The fuzzing smoke test: every libFuzzer target (tests/fuzz/fuzz_*.c)
# for FUZZ_SECONDS (15) from a copy of its seed corpus, then every saved
# reproducer under tests/fuzz/regressions/TARGET/ through its target once.
# A reproducer is a failure found once; it passes when the bug is fixed.
. tests/lib.sh

secs=${FUZZ_SECONDS:-15}
build=${FUZZ_BUILD:-build/fuzz}

for f in tests/fuzz/fuzz_*.c; do
	t=${f#tests/fuzz/fuzz_}
	t=${t%.c}
	out=$T_TMP/fuzz-$t.out
	tests/fuzz/run.sh "$secs" "$t" >"$out" 2>&1
	rc=$?
	line=$(grep "^fuzz $t: .* executions in " "$out" | tail -n 1)
	execs=$(echo "$line" | sed -n 's/^fuzz [^:]*: \([0-9]*\) executions.*/\1/p')
	if [ $rc -eq 0 ] && [ "${execs:-0}" -gt 0 ]; then
		pass "$line"
	else
		fail "fuzz $t for $secs s" "exit $rc: $(cat "$out")"
	fi
done

# Replays report on stderr, whatever tests/run set.
ASAN_OPTIONS=detect_leaks=1
UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
export ASAN_OPTIONS UBSAN_OPTIONS
unset LSAN_OPTIONS
n=0
for dir in tests/fuzz/regressions/*/; do
	[ -d "$dir" ] || continue
	t=$(basename "$dir")
	if ! tests/fuzz/build.sh "$t" "$build" >"$T_TMP/build.out" 2>&1; then
		fail "regressions of $t" "no target to replay them: $(tail -n 20 "$T_TMP/build.out")"
		continue
	fi
	for input in "$dir"*; do
		[ -f "$input" ] || continue
		n=$((n + 1))
		"$build/$t" "$input" >"$T_TMP/replay.out" 2>&1
		rc=$?
		if [ $rc -eq 0 ]; then
			pass "regression $input"
		else
			fail "regression $input" "exit $rc: $(grep -E -A 12 'broken contract|ERROR|runtime error' "$T_TMP/replay.out" | head -n 30)"
		fi
	done
done
echo "NOTE: $n reproducers replayed"
finish
