#!/bin/sh
# tests/fuzz/run.sh SECONDS [TARGET...]
#
# Builds each libFuzzer target (every tests/fuzz/fuzz_*.c when none is
# named) and runs it for SECONDS on a copy of its seed corpus
# tests/fuzz/corpus/TARGET/ in a temporary directory: nothing is written
# into the repository but the build under $FUZZ_BUILD (build/fuzz). Prints
# one line per target:
#
#   fuzz TARGET: EXECS executions in S s, N crashes
#
# and exits 1 when a target did not build or crashed (a crash, leak,
# timeout or out-of-memory input). The inputs that failed are kept in a temporary
# directory whose path is printed, with the sanitizer report; replay one
# with `build/fuzz/TARGET FILE`.
#
# FUZZ_KEEP_GOING=1 keeps fuzzing after a crash (libFuzzer's -fork=1 with
# -ignore_crashes, -ignore_timeouts and -ignore_ooms), for long runs that
# should collect every distinct failure rather than stop at the first.
set -u
cd "$(dirname "$0")/../.."

if [ $# -lt 1 ] || ! [ "$1" -gt 0 ] 2>/dev/null; then
	echo "usage: tests/fuzz/run.sh SECONDS [TARGET...]" >&2
	exit 2
fi
seconds=$1
shift
if [ $# -eq 0 ]; then
	for f in tests/fuzz/fuzz_*.c; do
		t=${f#tests/fuzz/fuzz_}
		set -- "$@" "${t%.c}"
	done
fi
build=${FUZZ_BUILD:-build/fuzz}

# The sanitizers report on stderr (into the log below), whatever the
# caller's settings; leaks count as crashes.
ASAN_OPTIONS=detect_leaks=1:allocator_may_return_null=1
UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
export ASAN_OPTIONS UBSAN_OPTIONS
unset LSAN_OPTIONS

status=0
for target in "$@"; do
	if ! tests/fuzz/build.sh "$target" "$build"; then
		echo "fuzz $target: build failed"
		status=1
		continue
	fi
	work=$(mktemp -d "${TMPDIR:-/tmp}/kplan-fuzz-$target.XXXXXX")
	mkdir -p "$work/corpus" "$work/artifacts"
	if [ -d "tests/fuzz/corpus/$target" ]; then
		cp -R "tests/fuzz/corpus/$target/." "$work/corpus/"
	fi
	mode=
	if [ -n "${FUZZ_KEEP_GOING:-}" ]; then
		mode="-fork=1 -ignore_crashes=1 -ignore_timeouts=1 -ignore_ooms=1"
	fi
	dict=
	if [ -f "tests/fuzz/$target.dict" ]; then
		dict=-dict=tests/fuzz/$target.dict
	fi
	t0=$(date +%s)
	# shellcheck disable=SC2086
	"$build/$target" -max_total_time="$seconds" -rss_limit_mb=2048 \
		-timeout=10 -print_final_stats=1 \
		-artifact_prefix="$work/artifacts/" $mode $dict "$work/corpus" \
		>"$work/log" 2>&1
	rc=$?
	secs=$(($(date +%s) - t0))
	execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$work/log" |
		tail -n 1)
	if [ -z "$execs" ]; then
		# -fork=1 prints no final stats: its last "#N: cov: ..." line.
		execs=$(sed -n 's/^#\([0-9]*\): cov:.*/\1/p' "$work/log" |
			tail -n 1)
	fi
	crashes=$(find "$work/artifacts" -type f \( -name 'crash-*' \
		-o -name 'leak-*' -o -name 'timeout-*' -o -name 'oom-*' \) |
		wc -l)
	crashes=$((crashes + 0))
	if [ "$rc" -ne 0 ] && [ "$crashes" -eq 0 ]; then
		crashes=1
	fi
	echo "fuzz $target: ${execs:-0} executions in $secs s, $crashes crashes"
	if [ "$crashes" -gt 0 ]; then
		status=1
		echo "fuzz $target: exit $rc; inputs and log kept in $work:"
		find "$work/artifacts" -type f | head -n 10 | sed 's/^/  /'
		grep -E -A 30 'broken contract|^==[0-9]+==ERROR|runtime error:|^==[0-9]+== ERROR: libFuzzer' \
			"$work/log" | head -n 60 | sed 's/^/  | /'
	else
		rm -rf "$work"
	fi
done
exit $status
