#!/usr/bin/env bash
# bench/broker_timing.sh: how soon kplan gives up or refuses on the real
# test broker (tests/kafka/), the bounds tests/kafka and tests/cluster
# used to assert, which a loaded 2-core host can miss; the tests keep the
# exit codes and the messages, under a `timeout` that only ends a hang
# (docs/benchmarks.md, "Timings of the embedded cluster").
#
#   make build/kplan
#   KPLAN=build/kplan tests/kafka/with-broker.sh bash bench/broker_timing.sh
#
# Prints one row per figure: what was measured, the bound the tests used,
# and whether this run met it. Exit 0 when every row holds, 1 otherwise.
# About 3 minutes.
set -u
cd "$(dirname "$0")/.."
: "${KP_KAFKA_BOOTSTRAP:?run under tests/kafka/with-broker.sh}"
export KP_KAFKA_BOOTSTRAP
. bench/lib.sh
topics() { timeout 60 tests/kafka/perf-tool.sh topics --bootstrap-server "$KP_KAFKA_BOOTSTRAP" "$@"; }
child() { pgrep -P "$1" | head -n 1; }

bench_header

# An empty topic (tests/kafka/test_perf_tools.sh): exit 1 at the
# timeout, the group join included.
TE="kplan-bench-empty-$stamp"
topics --create --topic "$TE" --partitions 1 --replication-factor 1 >/dev/null 2>&1
t0=$(now_ms)
timeout 60 $KPLAN consume --bootstrap-server "$KP_KAFKA_BOOTSTRAP" --topic "$TE" \
	--messages 10 --timeout 5000 >/dev/null 2>&1
ms=$(($(now_ms) - t0))
row "consume an empty topic, --timeout 5000: exit after" "$ms ms" "7000 ms at most" "$((ms <= 7000))"

# A wrong password and no broker (tests/kafka/test_run.sh): exit 3.
t0=$(now_ms)
KPLAN_IT_TOPIC="kplan-bench-sasl-$stamp" KPLAN_IT_PASSWORD=not-the-password \
	timeout 60 $KPLAN run tests/kafka/plans/sasl.json --out "$OUT/wrong" >/dev/null 2>&1
ms=$(($(now_ms) - t0))
row "run with a wrong SASL password: exit 3 after" "$ms ms" "30000 ms at most" "$((ms <= 30000))"
t0=$(now_ms)
KP_KAFKA_BOOTSTRAP=127.0.0.1:1 KPLAN_IT_TOPIC=unused timeout 60 \
	$KPLAN run tests/kafka/plans/plain.json --out "$OUT/none" >/dev/null 2>&1
ms=$(($(now_ms) - t0))
row "run with no broker listening: exit 3 after" "$ms ms" "30000 ms at most" "$((ms <= 30000))"

# A topic that is not the plan's (tests/cluster/test_topic_truth.sh):
# refused, exit 3, before the first tier.
TA="kplan-bench-other-$stamp"
topics --create --topic "$TA" --partitions 1 --replication-factor 1 >/dev/null 2>&1
sed "s/\${KPLAN_IT_TOPIC}/$TA/; s/\"partitions\": 3/\"partitions\": 4/" \
	tests/kafka/plans/plain.json >"$OUT/other.json"
t0=$(now_ms)
timeout 120 $KPLAN run -q "$OUT/other.json" --out "$OUT/other" >/dev/null 2>&1
ms=$(($(now_ms) - t0))
row "run on a topic that is not the plan's: exit 3 after" "$ms ms" "10000 ms at most" "$((ms <= 10000))"

# The same fixed-rate tier with linger.ms=100 against linger.ms=0
# (tests/kafka/test_sweep.sh): kplan compare flags the median latency.
printf '%s\n' '{ "name": "bench-compare",' \
	'  "cluster": { "bootstrap.servers": "${KP_KAFKA_BOOTSTRAP}" },' \
	'  "topic": { "name": "${KPLAN_IT_TOPIC}", "partitions": 3, "replication_factor": 1 },' \
	'  "defaults": { "record_size": 200, "warmup": 200, "consumer": { "enabled": false } },' \
	'  "tiers": [ { "name": "steady", "messages": 4000, "rate": 1000,' \
	'    "producer": { "acks": "all", "linger.ms": "${KPLAN_IT_LINGER}" } } ] }' >"$OUT/steady.json"
for l in 0 100; do
	KPLAN_IT_TOPIC="kplan-bench-linger$l-$stamp" KPLAN_IT_LINGER=$l \
		timeout 120 $KPLAN run -q "$OUT/steady.json" --out "$OUT/linger$l" >/dev/null 2>&1
done
$KPLAN compare "$OUT/linger0" "$OUT/linger100" >"$OUT/cmp.out" 2>&1
grep -q "regression  steady: produce.latency.p50_ms" "$OUT/cmp.out"
flagged=$((1 - $?))
row "compare linger.ms=100 with 0: p50 flagged a regression" \
	"$(get "$OUT/linger100/results.json" "d['tiers'][0]['produce']['latency_ms']['p50_ms']") ms" "flagged" "$flagged"

# A backlog drain on 3 agents (tests/kafka/test_agents.sh): each agent's
# consumers start the 1 s pause after the common start.
sed -e 's|"tiers": \[|"tiers": [ { "name": "drain", "messages": 30000, "rate": 3000, "backlog": { "pause": "1s" } }|' \
	-e '/"name": "steady"/d' tests/kafka/plans/agents.json >"$OUT/backlog.json"
TOPICS=(--control-topic "kplan-bench-control-$stamp" --results-topic "kplan-bench-results-$stamp")
export KPLAN_IT_TOPIC="kplan-bench-backlog-$stamp"
for k in 1 2 3; do
	timeout 300 $KPLAN agent --name "b$k" "${TOPICS[@]}" --once \
		-X "bootstrap.servers=$KP_KAFKA_BOOTSTRAP" >"$OUT/b$k.log" 2>&1 &
	pids+=($!)
done
timeout 150 $KPLAN run --agents 3 --agents-wait 60 "${TOPICS[@]}" "$OUT/backlog.json" \
	--out "$OUT/backlog" >/dev/null 2>&1
for p in "${pids[@]}"; do wait "$p"; done
pids=()
v=$(get "$OUT/backlog/results.json" "round(d['tiers'][0]['consume']['backlog']['start_delay_s'], 2)")
row "backlog drain on 3 agents, 1 s pause: consumers started after" "$v s" "1 to 1.5 s" "$(holds "$v >= 1 && $v < 1.5")"

# A coordinator SIGKILLed mid-tier (tests/kafka/test_agents.sh): its
# agents, --coordinator-timeout 5, stop sending.
export KPLAN_IT_TOPIC="kplan-bench-coord-$stamp" KPLAN_IT_MESSAGES=90000
for k in 1 2; do
	timeout 300 $KPLAN agent --name "c$k" "${TOPICS[@]}" --coordinator-timeout 5 \
		-X "bootstrap.servers=$KP_KAFKA_BOOTSTRAP" >"$OUT/c$k.log" 2>&1 &
	pids+=($!)
done
timeout 150 $KPLAN run --agents 2 --agents-wait 60 "${TOPICS[@]}" \
	tests/kafka/plans/agents.json --out "$OUT/coord" >/dev/null 2>&1 &
coord=$!
for _ in $(seq 1 600); do
	grep -q "steady: 45000 of 90000" "$OUT/c2.log" 2>/dev/null && break
	sleep 0.1
done
sleep 6
kill -KILL "$(child "$coord")"
t0=$(now_ms)
wait "$coord" 2>/dev/null
ms=
for _ in $(seq 1 600); do
	if grep -q "tier steady: delivered" "$OUT/c1.log" && grep -q "tier steady: delivered" "$OUT/c2.log"; then
		ms=$(($(now_ms) - t0))
		break
	fi
	sleep 0.1
done
row "agents of a killed coordinator: stopped sending after" "${ms:-over 60000} ms" "10000 ms at most" "$([ -n "$ms" ] && echo $((ms <= 10000)) || echo 0)"

bench_end
