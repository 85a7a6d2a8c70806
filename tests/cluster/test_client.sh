# The load client on the 3-broker Kafka 4.4.0 cluster (issue "Kafka-tool
# parity"): kplan's producers start from the Java client's defaults where
# librdkafka's would load the cluster otherwise, results.json says so and
# holds the client's statistics per interval, and each phase's limit is
# named where the time went:
#   1. acks=all, linger.ms=0, 2,000 msg/s: at most 5 requests in flight
#      per broker (librdkafka's default is 1,000,000), every property that
#      differs from librdkafka's default listed with why;
#   2. the same tier with librdkafka's own defaults;
#   3. kplan on one CPU shared with busy loops (taskset), and kplan in a
#      cgroup held to 3% of a core;
#   4. a broker SIGSTOPped for 4 s at acks=1.
# Correctness only: the counts, that each figure exists and is sane, that
# a cause or "not determined" is given with consistent figures, and that
# brokers on the load client's own host (127.0.0.1 here) make every tier
# no evidence about the cluster, on the front page and in the conclusion.
# Which cause a live run names depends on the machine: that is
# bench/attribution.py (make bench-attribution), not a test.
. tests/lib.sh

: "${KP_CLUSTER_BOOTSTRAP:?run under tests/kafka/with-cluster.sh or tests/run cluster}"
: "${KP_CLUSTER_SCRIPT:?run under tests/kafka/with-cluster.sh or tests/run cluster}"
C=$KP_CLUSTER_SCRIPT
export B=$KP_CLUSTER_BOOTSTRAP
export T="kplan-client-$(date +%s%N)"
HOGS=

cleanup() {
	for p in $HOGS; do kill "$p" 2>/dev/null; done
	# A broker left stopped would hold the next tests: continue it.
	for n in 1 2 3; do
		pid=$("$C" pid "$n" 2>/dev/null) && kill -CONT "$pid" 2>/dev/null
	done
	rm -rf "$T_TMP"
}
trap cleanup EXIT

plan() { # FILE MESSAGES RATE LINGER RECORD_SIZE [ACKS]
	cat >"$1" <<EOF
{ "name": "client", "cluster": { "bootstrap.servers": "\${B}" },
  "topic": { "name": "\${T}", "partitions": 6, "replication_factor": 3,
             "config": { "min.insync.replicas": "2" } },
  "defaults": { "record_size": $5, "consumer": { "enabled": false },
                "producer": { "acks": "${6:-all}", "linger.ms": $4 } },
  "tiers": [ { "name": "t", "messages": $2, "rate": $3 } ],
  "criteria": [ { "metric": "produce.rate.achieved_ratio", "op": ">=",
                  "threshold": 0.99 } ] }
EOF
}

# py FILE EXPR: EXPR in Python on the results d of FILE.
py() { json_get "$1" "$2" 2>&1; }

# The statistics of the tier's produce phase are there and sane: samples,
# a point per interval (bounded), each of the 3 brokers, a CPU share.
stats_sane() { # NAME RESULTS
	got=$(py "$2" "(lambda s: (s['samples'] > 0, 0 < len(s['points']['t_s']) <= 240,
		sorted(b['id'] for b in s['brokers']) == [1, 2, 3],
		s['cpu_s'] > 0 and s['wall_s'] > 0,
		all(x is None or x >= 0 for x in s['points']['rtt_p95_ms'])))(
		d['tiers'][0]['produce']['client']['stats'][0])")
	expect_rc "$1: client statistics per interval, every broker, CPU" \
		"(True, True, True, True, True)" "$got"
}

# What the evaluation says of the tier holds together: a cause or "not
# determined" (never none, with statistics recorded), a share of the
# stages' mean between 0 and 1 when one is given, a named cause only from
# 3 intervals with requests or more, and the brokers on 127.0.0.1 (this
# host): no evidence about the cluster, in results.json, on the front
# page and in the conclusion, which never says the cluster fails.
evidence_sane() { # NAME DIR
	local r=$2/results.json
	expect_rc "$1: a cause or 'not determined', with a sane share" True \
		"$(py "$r" "(lambda l: l.get('kind') in ('client-cpu', 'client-requests', 'throttle',
			'round-trip', 'broker', 'replication', 'host', 'not-determined')
			and (l.get('share_of_mean') is None or 0 <= l['share_of_mean'] <= 1)
			and (l['kind'] == 'not-determined' or l['samples'] >= 3)
			and (l['kind'] != 'broker' or l.get('broker') in (1, 2, 3)))(
			d['evaluation']['tiers'][0].get('produce_limit', {}))")"
	expect_rc "$1: brokers on the load client's own host, recorded" "True True False" \
		"$(py "$r" "(lambda s, l: '%s %s %s' % (s['brokers_local'], l['host_shared'], l['cluster_evidence']))(
			d['tiers'][0]['produce']['client']['stats'][0], d['evaluation']['tiers'][0]['produce_limit'])")"
	contains "$1: the front page says it is no evidence about the cluster" \
		"$2/report.md" "no evidence about a cluster"
	if grep -q "does not meet the plan" "$2/report.md"; then
		fail "$1: the conclusion does not say the cluster fails" "it does: $(grep -m1 'does not meet' "$2/report.md")"
	else
		pass "$1: the conclusion does not say the cluster fails"
	fi
}


note_run() { # NAME RESULTS
	echo "NOTE: $1: $(py "$2" "'achieved %.1f msg/s of %d, p95 %.3f ms, limit %s' % (
		d['tiers'][0]['produce']['achieved_rate'], d['tiers'][0]['produce']['target_rate'],
		d['tiers'][0]['produce']['latency_ms']['p95_ms'],
		d['evaluation']['tiers'][0].get('produce_limit', {}))")"
}

# ---- 1. the Java client's defaults at acks=all, linger.ms=0 -----------
plan "$T_TMP/p.json" 20000 2000 0 1000
timeout 300 "$KPLAN" run -q --out "$T_TMP/java" "$T_TMP/p.json" >"$T_TMP/java.out" 2>&1
rc=$?
[ "$rc" -le 1 ] && pass "java defaults: the run completed (exit $rc)" ||
	fail "java defaults: the run completed" "exit $rc: $(tail -5 "$T_TMP/java.out")"
R=$T_TMP/java/results.json
expect_rc "java defaults: every message delivered" "20000 20000 0" \
	"$(py "$R" "' '.join(str(d['tiers'][0]['produce'][k]) for k in ('sent', 'delivered', 'failed'))")"
expect_rc "java defaults: recorded as the run's" "java" \
	"$(py "$R" "d['tiers'][0]['produce']['client']['defaults']")"
expect_rc "java defaults: 5 requests in flight, and why" "5 1000000 java-in-flight" \
	"$(py "$R" "' '.join(next((s['value'], s['librdkafka_default'], s['why']) for s in
		d['tiers'][0]['produce']['client']['settings']
		if s['key'] == 'max.in.flight.requests.per.connection'))")"
expect_rc "java defaults: TCP_NODELAY, murmur2, a 2-minute timeout, and why" \
	"true java-nodelay murmur2_random java-partitioner 120000 java-delivery-timeout" \
	"$(py "$R" "' '.join(' '.join((s['value'], s['why'])) for k in
		('socket.nagle.disable', 'partitioner', 'message.timeout.ms') for s in
		d['tiers'][0]['produce']['client']['settings'] if s['key'] == k)")"
expect_rc "java defaults: the plan's own settings say so" "0 plan" \
	"$(py "$R" "' '.join(next((s['value'], s['why']) for s in
		d['tiers'][0]['produce']['client']['settings'] if s['key'] == 'queue.buffering.max.ms'))")"
stats_sane "java defaults" "$R"
# With 5 in flight per connection, no broker ever had more: a fact of the
# client's configuration, whatever the machine's speed.
expect_rc "java defaults: at most 5 requests in flight per broker" True \
	"$(py "$R" "max(b['in_flight_max'] or 0 for b in d['tiers'][0]['produce']['client']['stats'][0]['brokers']) <= 5")"
contains "java defaults: the environment lists the settings" "$T_TMP/java/report.md" \
	"max.in.flight.requests.per.connection"
note_run "java defaults, acks=all, linger.ms=0, 2,000 msg/s" "$R"

# ---- 2. librdkafka's own defaults: the client's own pipeline ----------
plan "$T_TMP/p5.json" 20000 5000 0 1000
timeout 300 "$KPLAN" run -q --client-defaults librdkafka --out "$T_TMP/rd" \
	"$T_TMP/p5.json" >"$T_TMP/rd.out" 2>&1
rc=$?
[ "$rc" -le 1 ] && pass "librdkafka defaults: the run completed (exit $rc)" ||
	fail "librdkafka defaults: the run completed" "exit $rc: $(tail -5 "$T_TMP/rd.out")"
R=$T_TMP/rd/results.json
expect_rc "librdkafka defaults: recorded, and no in-flight limit of kplan's" "librdkafka None" \
	"$(py "$R" "d['tiers'][0]['produce']['client']['defaults'] + ' ' + str(next((s['value'] for s in
		d['tiers'][0]['produce']['client']['settings'] if s['key'] == 'max.in.flight.requests.per.connection'), None))")"
stats_sane "librdkafka defaults" "$R"
note_run "librdkafka defaults, acks=all, linger.ms=0, 5,000 msg/s" "$R"
evidence_sane "librdkafka defaults" "$T_TMP/rd"

# ---- 3. the load client held to a fraction of one CPU ------------------
# kplan and three busy loops share CPU 0: kplan gets about a quarter of it.
if command -v taskset >/dev/null 2>&1 && [ "$(nproc)" -ge 2 ]; then
	for i in 1 2 3; do
		taskset -c 0 sh -c 'end=$(( $(date +%s) + 200 )); while [ $(date +%s) -lt $end ]; do :; done' &
		HOGS="$HOGS $!"
	done
	plan "$T_TMP/pc.json" 60000 20000 5 100
	timeout 300 taskset -c 0 "$KPLAN" run -q --out "$T_TMP/cpu" "$T_TMP/pc.json" \
		>"$T_TMP/cpu.out" 2>&1
	rc=$?
	for p in $HOGS; do kill "$p" 2>/dev/null; done
	wait $HOGS 2>/dev/null
	HOGS=
	[ "$rc" -le 1 ] && pass "CPU held: the run completed (exit $rc)" ||
		fail "CPU held: the run completed" "exit $rc: $(tail -5 "$T_TMP/cpu.out")"
	R=$T_TMP/cpu/results.json
	stats_sane "CPU held" "$R"
	note_run "CPU held to a quarter of one core, 20,000 msg/s" "$R"
	evidence_sane "CPU held" "$T_TMP/cpu"
	expect_rc "CPU held: its affinity is the one CPU taskset gave it" 1 \
		"$(py "$R" "d['tiers'][0]['produce']['client']['stats'][0]['affinity_cpus']")"
else
	echo "SKIP: CPU held: needs taskset and 2 CPUs"
fi

# ---- 3b. the load client in a cgroup held to 3% of a core ----------------
# As a load pod with a CPU limit runs: the quota and the throttling of its
# own cgroup are recorded (which cause is named is the benchmark's).
CG=/sys/fs/cgroup/cpu
if [ "$(id -u)" -eq 0 ] && [ -w "$CG/cgroup.procs" ] && [ -e "$CG/cpu.cfs_quota_us" ]; then
	G="$CG/kplan-test-$$"
	mkdir "$G" && echo 100000 >"$G/cpu.cfs_period_us" && echo 3000 >"$G/cpu.cfs_quota_us"
	plan "$T_TMP/pg.json" 10000 2000 5 1000
	timeout 300 sh -c 'echo $$ >"$1/cgroup.procs" && shift && exec "$@"' sh "$G" \
		"$KPLAN" run -q --out "$T_TMP/cg" "$T_TMP/pg.json" >"$T_TMP/cg.out" 2>&1
	rc=$?
	rmdir "$G" 2>/dev/null
	[ "$rc" -le 1 ] && pass "cgroup: the run completed (exit $rc)" ||
		fail "cgroup: the run completed" "exit $rc: $(tail -5 "$T_TMP/cg.out")"
	R=$T_TMP/cg/results.json
	stats_sane "cgroup" "$R"
	note_run "cgroup held to 3% of a core, 2,000 msg/s" "$R"
	expect_rc "cgroup: its quota recorded, its throttling measured" "0.03 True" \
		"$(py "$R" "(lambda s: '%g %s' % (s['cgroup_quota_cores'], s['cgroup_throttled'] is not None and 0 <= s['cgroup_throttled'] <= 1))(
			d['tiers'][0]['produce']['client']['stats'][0])")"
	evidence_sane "cgroup" "$T_TMP/cg"
else
	echo "SKIP: cgroup: needs root and the cgroup v1 cpu controller at $CG"
fi

# ---- 4. a broker stopped for 4 s ---------------------------------------
# acks=1: the leaders on the other brokers answer without broker 2, so
# only the requests to broker 2 wait for the stop.
plan "$T_TMP/ps.json" 24000 2000 5 1000 1
timeout 300 "$KPLAN" run -q --out "$T_TMP/stop" "$T_TMP/ps.json" >"$T_TMP/stop.out" 2>&1 &
run=$!
# The tier starts after the topic is read back; its 12 s of load are
# under way after about 5 s.
sleep 7
pid=$("$C" pid 2)
kill -STOP "$pid" && sleep 4 && kill -CONT "$pid"
wait $run
rc=$?
[ "$rc" -le 1 ] && pass "broker stopped: the run completed (exit $rc)" ||
	fail "broker stopped: the run completed" "exit $rc: $(tail -5 "$T_TMP/stop.out")"
R=$T_TMP/stop/results.json
stats_sane "broker stopped" "$R"
note_run "broker 2 stopped for 4 s, 2,000 msg/s" "$R"
expect_rc "broker stopped: every message delivered" "24000 0" \
	"$(py "$R" "'%d %d' % (d['tiers'][0]['produce']['delivered'], d['tiers'][0]['produce']['failed'])")"
evidence_sane "broker stopped" "$T_TMP/stop"
expect_rc "broker stopped: its round trip reached the stop" True \
	"$(py "$R" "next(b['rtt_max_ms'] for b in d['tiers'][0]['produce']['client']['stats'][0]['brokers'] if b['id'] == 2) >= 2000")"
finish
