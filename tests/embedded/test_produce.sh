# kplan produce on the embedded cluster: latency truth under an injected
# RTT and under a broker outage, the reconciliation of counts, and Kafka's
# line formats. How close the achieved rate comes to the target and how
# low the latencies are is the host's: bench/embedded_timing.sh.
. tests/lib.sh

# A fixed rate: the achieved rate is measured and reported against the
# target (within +-0.1% on an idle host: bench/embedded_timing.sh).
$KPLAN produce --topic rate --num-records 10000 --record-size 100 \
	--throughput 5000 --reporting-interval 500 >"$T_TMP/rate.out" 2>"$T_TMP/rate.err"
expect_rc "5,000 msg/s run exits 0" 0 $?
pct=$(sed -n 's/^kplan: achieved .* (target 5000.0 msg\/s, \([0-9.]*\)%)$/\1/p' "$T_TMP/rate.out")
echo "NOTE: 5,000 msg/s for 2 s: achieved ${pct}% of target"
if [ -n "$pct" ] && awk -v p="$pct" 'BEGIN { exit !(p > 0) }'; then
	pass "achieved rate measured against the target ($pct%)"
else
	fail "achieved rate measured against the target" "got '$pct' ($(cat "$T_TMP/rate.out"))"
fi
contains "counts reconcile" "$T_TMP/rate.out" "kplan: sent 10000, delivered 10000, failed 0, undelivered 0"
# Kafka's interval and final line formats.
if grep -Eq '^[0-9]+ records sent, [0-9]+\.[0-9] records/sec \([0-9]+\.[0-9]{2} MB/sec\), [0-9]+\.[0-9] ms avg latency, [0-9]+\.[0-9] ms max latency\.$' "$T_TMP/rate.out"; then
	pass "interval lines in Kafka's format"
else fail "interval lines in Kafka's format" "$(head -3 "$T_TMP/rate.out")"; fi
if grep -Eq '^10000 records sent, [0-9]+\.[0-9]{6} records/sec \([0-9]+\.[0-9]{2} MB/sec\), [0-9]+\.[0-9]{2} ms avg latency, [0-9]+\.[0-9]{2} ms max latency, [0-9]+ ms 50th, [0-9]+ ms 95th, [0-9]+ ms 99th, [0-9]+ ms 99\.9th\.$' "$T_TMP/rate.out"; then
	pass "final line in Kafka's format"
else fail "final line in Kafka's format" "$(grep records "$T_TMP/rate.out" | tail -1)"; fi
contains "embedded cluster announced" "$T_TMP/rate.err" "NOT evidence about any Kafka cluster"

# Latency truth: 20 ms RTT injected, linger.ms=0, 1,000 msg/s: no message
# is served in less than the round trip, so p50 service latency is at
# least 20 ms (at most 24 ms on an idle host: bench/embedded_timing.sh,
# which also times the delivery reports served between messages).
$KPLAN produce --topic rtt --num-records 3000 --record-size 100 \
	--throughput 1000 --producer-props linger.ms=0 --fault rtt=20ms@0s \
	>"$T_TMP/rtt.out" 2>&1
expect_rc "RTT run exits 0" 0 $?
p50=$(sed -n 's/^kplan: service latency.*: avg [0-9.]* ms, p50 \([0-9.]*\),.*/\1/p' "$T_TMP/rtt.out")
echo "NOTE: 20 ms RTT, 1,000 msg/s, linger.ms=0: p50 service latency $p50 ms"
if [ -n "$p50" ] && awk -v p="$p50" 'BEGIN { exit !(p >= 20) }'; then
	pass "p50 service latency at least the 20 ms RTT ($p50 ms)"
else fail "p50 service latency at least the 20 ms RTT" "got '$p50'"; fi

# A 2 s outage of every broker in the middle of a 1,000 msg/s run: the
# corrected p99 shows the stall.
$KPLAN produce --topic outage --num-records 5000 --record-size 100 \
	--throughput 1000 --fault down=2s@2s >"$T_TMP/down.out" 2>&1
expect_rc "outage run exits 0 (everything delivered after the outage)" 0 $?
p99=$(sed -n 's/^kplan: corrected latency.*, p99 \([0-9.]*\),.*/\1/p' "$T_TMP/down.out")
echo "NOTE: 2 s outage at 1,000 msg/s: corrected p99 $p99 ms"
if [ -n "$p99" ] && awk -v p="$p99" 'BEGIN { exit !(p >= 1000) }'; then
	pass "corrected p99 >= 1 s after a 2 s outage ($p99 ms)"
else fail "corrected p99 >= 1 s after a 2 s outage" "got '$p99'"; fi
contains "outage announced" "$T_TMP/down.out" "fault at 2.0 s: broker down starts"

# The load host's own figures in results.json (a one-tier run): read
# and sane, whatever the host. The embedded cluster's brokers are in this
# process, on 127.0.0.1: on this host.
cat >"$T_TMP/host.json" <<'PLAN'
{ "kplan": 1, "name": "host", "title": "The load host's figures",
  "description": "One small tier on the embedded cluster.",
  "topic": { "partitions": 3 },
  "defaults": { "record_size": 100, "warmup": 100,
                "consumer": { "timeout": "20s" } },
  "tiers": [ { "name": "2k", "messages": 2000, "rate": 1000 } ],
  "criteria": [ { "metric": "produce.errors", "op": "<=", "threshold": 0 } ] }
PLAN
$KPLAN run "$T_TMP/host.json" --out "$T_TMP/host" >"$T_TMP/host.out" 2>&1
expect_rc "one-tier run exits 0" 0 $?
R="$T_TMP/host/results.json"
for ph in produce consume; do
	S="d['tiers'][0]['$ph']['client']['stats'][0]"
	P="$S['points']"
	check "$ph: host_cpu over the phase in [0, 1]" \
		test "$(json_get "$R" "0 <= $S['host_cpu'] <= 1")" = True
	check "$ph: affinity_cpus at least 1" \
		test "$(json_get "$R" "$S['affinity_cpus'] >= 1")" = True
	check "$ph: brokers_local true on the embedded cluster, a broker on 127.0.0.1 named" \
		test "$(json_get "$R" "$S['brokers_local'] is True and $S['local_broker'].split(' ')[1].startswith('127.0.0.1:')")" = True
	# No quota: null; one: above 0. Throttling null where no cgroup is
	# readable, else a share and seconds.
	check "$ph: cgroup figures null or sane" \
		test "$(json_get "$R" "($S['cgroup_quota_cores'] is None or $S['cgroup_quota_cores'] > 0) and ($S['cgroup_throttled'] is None or 0 <= $S['cgroup_throttled'] <= 1) and ($S['cgroup_throttled_s'] is None or $S['cgroup_throttled_s'] >= 0)")" = True
	check "$ph: per-point host_cpu and cgroup_throttled as long as the series, null or in [0, 1], host_cpu measured" \
		test "$(json_get "$R" "all(len($P[k]) == len($P['t_s']) and all(x is None or 0 <= x <= 1 for x in $P[k]) for k in ('host_cpu', 'cgroup_throttled')) and any(x is not None for x in $P['host_cpu'])")" = True
done
S="d['tiers'][0]['produce']['client']['stats'][0]"
check "produce: each stage's mean recorded beside the mean of its per-second p95s, named so" \
	test "$(json_get "$R" "all($S[k] is not None and $S[k] >= 0 for k in ('sched_mean_ms', 'queue_mean_ms', 'send_mean_ms', 'rtt_mean_ms', 'rtt_mean_of_p95s_ms')) and 'rtt_p95_ms' not in $S")" = True
L="d['evaluation']['tiers'][0]['produce_limit']"
check "produce: the limit compared the stages by their means" \
	test "$(json_get "$R" "$L['stages_by'] == 'mean' and $L['mean_ms'] > 0")" = True
for ph in produce consume; do
	S="d['tiers'][0]['$ph']['client']['stats'][0]"
	L="d['evaluation']['tiers'][0]['${ph}_limit']"
	check "$ph: the limit's samples are the intervals with requests in them" \
		test "$(json_get "$R" "$L['samples'] == sum(1 for x in $S['points']['requests'] if x)")" = True
done
P="d['tiers'][0]['produce']['client']['stats'][0]['points']"
check "produce: a slow broker named in some interval, its p95 at least the others' median" \
	test "$(json_get "$R" "any(b is not None for b in $P['slow_broker']) and all(b is None or (s is not None and (o is None or s >= o)) for b, s, o in zip($P['slow_broker'], $P['slow_rtt_p95_ms'], $P['others_rtt_p95_ms']))")" = True
P="d['tiers'][0]['consume']['client']['stats'][0]['points']"
check "consume: no slow broker (a fetch's round trip waits for data)" \
	test "$(json_get "$R" "all(b is None for b in $P['slow_broker'])")" = True

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
