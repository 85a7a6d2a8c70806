# kplan produce on the embedded cluster: rate accuracy, latency truth under
# an injected RTT and under a broker outage, the reconciliation of counts,
# and Kafka's line formats.
. tests/lib.sh

# Rate accuracy: 5,000 msg/s for 20 s within +-0.1 %.
$KPLAN produce --topic rate --num-records 100000 --record-size 100 \
	--throughput 5000 >"$T_TMP/rate.out" 2>"$T_TMP/rate.err"
expect_rc "5,000 msg/s run exits 0" 0 $?
pct=$(sed -n 's/^kplan: achieved .* (target 5000.0 msg\/s, \([0-9.]*\)%)$/\1/p' "$T_TMP/rate.out")
echo "NOTE: 5,000 msg/s for 20 s: achieved ${pct}% of target"
if [ -n "$pct" ] && awk -v p="$pct" 'BEGIN { exit !(p >= 99.9 && p <= 100.1) }'; then
	pass "achieved rate within +-0.1% of 5,000 msg/s ($pct%)"
else
	fail "achieved rate within +-0.1% of 5,000 msg/s" "got '$pct' ($(cat "$T_TMP/rate.out"))"
fi
contains "counts reconcile" "$T_TMP/rate.out" "kplan: sent 100000, delivered 100000, failed 0, undelivered 0"
# Kafka's interval and final line formats.
if grep -Eq '^[0-9]+ records sent, [0-9]+\.[0-9] records/sec \([0-9]+\.[0-9]{2} MB/sec\), [0-9]+\.[0-9] ms avg latency, [0-9]+\.[0-9] ms max latency\.$' "$T_TMP/rate.out"; then
	pass "interval lines in Kafka's format"
else fail "interval lines in Kafka's format" "$(head -3 "$T_TMP/rate.out")"; fi
if grep -Eq '^100000 records sent, [0-9]+\.[0-9]{6} records/sec \([0-9]+\.[0-9]{2} MB/sec\), [0-9]+\.[0-9]{2} ms avg latency, [0-9]+\.[0-9]{2} ms max latency, [0-9]+ ms 50th, [0-9]+ ms 95th, [0-9]+ ms 99th, [0-9]+ ms 99\.9th\.$' "$T_TMP/rate.out"; then
	pass "final line in Kafka's format"
else fail "final line in Kafka's format" "$(grep records "$T_TMP/rate.out" | tail -1)"; fi
contains "embedded cluster announced" "$T_TMP/rate.err" "NOT evidence about any Kafka cluster"

# Latency truth: 20 ms RTT injected, linger.ms=0, 1,000 msg/s: p50 service
# latency 20 to 24 ms.
$KPLAN produce --topic rtt --num-records 10000 --record-size 100 \
	--throughput 1000 --producer-props linger.ms=0 --fault rtt=20ms@0s \
	>"$T_TMP/rtt.out" 2>&1
expect_rc "RTT run exits 0" 0 $?
p50=$(sed -n 's/^kplan: service latency.*: avg [0-9.]* ms, p50 \([0-9.]*\),.*/\1/p' "$T_TMP/rtt.out")
echo "NOTE: 20 ms RTT, 1,000 msg/s, linger.ms=0: p50 service latency $p50 ms"
if [ -n "$p50" ] && awk -v p="$p50" 'BEGIN { exit !(p >= 20 && p <= 24) }'; then
	pass "p50 service latency 20..24 ms with a 20 ms RTT ($p50 ms)"
else fail "p50 service latency 20..24 ms with a 20 ms RTT" "got '$p50'"; fi

# Delivery reports are timed when they are served: a worker waiting for
# its next message must serve them, not sleep through the gap. At 500
# msg/s the gap is 2 ms, so a worker that slept through it measured every
# p50 at 2 ms or more. The best of three short runs (a loaded host makes
# any one of them slow) must stay under 1 ms on the mock.
best=
for i in 1 2 3; do
	$KPLAN produce --topic gap --num-records 1000 --record-size 100 \
		--throughput 500 --producer-props linger.ms=0 >"$T_TMP/gap.out" 2>&1
	v=$(sed -n 's/^kplan: service latency.*: avg [0-9.]* ms, p50 \([0-9.]*\),.*/\1/p' "$T_TMP/gap.out")
	[ -n "$v" ] && { [ -z "$best" ] || awk -v a="$v" -v b="$best" 'BEGIN { exit !(a < b) }'; } && best=$v
done
echo "NOTE: 500 msg/s, linger.ms=0: best p50 service latency of 3 runs $best ms"
if [ -n "$best" ] && awk -v p="$best" 'BEGIN { exit !(p < 1) }'; then
	pass "reports served between messages: p50 under 1 ms at 500 msg/s ($best ms)"
else fail "reports served between messages: p50 under 1 ms at 500 msg/s" "got '$best'"; fi

# A 2 s outage of every broker in the middle of a 1,000 msg/s run: the
# corrected p99 shows the stall.
$KPLAN produce --topic outage --num-records 10000 --record-size 100 \
	--throughput 1000 --fault down=2s@4s >"$T_TMP/down.out" 2>&1
expect_rc "outage run exits 0 (everything delivered after the outage)" 0 $?
p99=$(sed -n 's/^kplan: corrected latency.*, p99 \([0-9.]*\),.*/\1/p' "$T_TMP/down.out")
echo "NOTE: 2 s outage at 1,000 msg/s: corrected p99 $p99 ms"
if [ -n "$p99" ] && awk -v p="$p99" 'BEGIN { exit !(p >= 1000) }'; then
	pass "corrected p99 >= 1 s after a 2 s outage ($p99 ms)"
else fail "corrected p99 >= 1 s after a 2 s outage" "got '$p99'"; fi
contains "outage announced" "$T_TMP/down.out" "fault at 4.0 s: broker down starts"

# Usage errors: exit 2, the problem named.
$KPLAN produce --topic t --num-records 10 --throughput 5 2>"$T_TMP/u.err"
expect_rc "missing --record-size: exit 2" 2 $?
contains "missing option named" "$T_TMP/u.err" "one of --record-size, --payload-file or --payload-monotonic are required"
$KPLAN produce --topic t --num-records 10 --record-size 10 --throughput fast 2>"$T_TMP/u.err"
expect_rc "bad --throughput: exit 2" 2 $?
contains "bad throughput named" "$T_TMP/u.err" "--throughput: expected messages per second above 0, or -1 for no limit, got \"fast\""
$KPLAN produce --topic t --num-records 10 --record-size 10 --throughput 5 --producer-props linger.mss=1 2>"$T_TMP/u.err"
expect_rc "unknown property: exit 2" 2 $?
contains "unknown property suggested" "$T_TMP/u.err" 'did you mean "linger.ms"?'
finish
