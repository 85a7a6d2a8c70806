# A sweep whose points run three times, on the 3-broker cluster with
# replication factor 3, min.insync.replicas 2 and acks=all (as
# plans/sweep-linger.json, smaller): the runs are interleaved tiers;
# each point's median, range and noise, the best point or the tie and
# its findings follow from the runs (tests/sweep_check.py); the report
# shows the spread; kplan compare takes a point's runs together. Bounded:
# 6 runs of 50,000 messages, read in one consumer group by one static
# member (group.instance.id): each run's consumer takes over the
# assignment the run before it left, without waiting out the brokers'
# group.initial.rebalance.delay.ms (3 s) in a new group.
. tests/lib.sh

: "${KP_CLUSTER_BOOTSTRAP:?run under tests/kafka/with-cluster.sh or tests/run cluster}"
export KPLAN_IT_TOPIC="kplan-it-repeat-$(date +%s%N)"

cat >"$T_TMP/plan.json" <<'PLAN'
{
  "name": "it-sweep-repeat",
  "cluster": { "bootstrap.servers": "${KP_CLUSTER_BOOTSTRAP}" },
  "topic": { "name": "${KPLAN_IT_TOPIC}", "partitions": 6, "replication_factor": 3,
             "config": { "min.insync.replicas": "2" } },
  "defaults": { "messages": "50k", "rate": "unlimited", "record_size": 1000,
                "warmup": 1000, "producer": { "acks": "all" },
                "consumer": { "timeout": "60s", "group": "${KPLAN_IT_TOPIC}",
                              "config": { "group.instance.id": "${KPLAN_IT_TOPIC}" } } },
  "tiers": [
    { "name": "linger", "repeat": 3, "sweep": { "linger.ms": [0, 5] } }
  ],
  "criteria": [
    { "metric": "produce.errors", "op": "<=", "threshold": 0 },
    { "metric": "consume.completeness", "op": ">=", "threshold": 1 }
  ]
}
PLAN

OUT="$T_TMP/run"
t0=$(date +%s)
timeout 600 $KPLAN run "$T_TMP/plan.json" --out "$OUT" >"$T_TMP/r.out" 2>&1
rc=$?
echo "NOTE: the sweep ran in $(( $(date +%s) - t0 )) s, exit $rc"
if [ $rc -le 1 ] && [ -s "$OUT/results.json" ]; then pass "the sweep ran (exit $rc)"
else fail "the sweep ran" "exit $rc: $(tail -5 "$T_TMP/r.out")"; fi
R="$OUT/results.json"
expect_rc "six runs, interleaved, all complete" \
	"linger linger.ms=0 #1|linger linger.ms=5 #1|linger linger.ms=0 #2|linger linger.ms=5 #2|linger linger.ms=0 #3|linger linger.ms=5 #3 complete" \
	"$(json_get "$R" "'|'.join(t['name'] for t in d['tiers']) + ' ' + ' '.join(sorted(set(t['status'] for t in d['tiers'])))")"
if $PY tests/sweep_check.py "$R" >"$T_TMP/sc.out" 2>&1; then pass "points, spreads, best or tie follow from the runs: $(tail -1 "$T_TMP/sc.out")"
else fail "points, spreads, best or tie follow from the runs" "$(tail -5 "$T_TMP/sc.out")"; fi
contains "findings: the noise of the runs" "$R" 'Noise: each point ran 3 times'
# What a capacity planner reads: each point's median and range.
$PY - "$R" <<'PYEOF'
import json, sys
s = json.load(open(sys.argv[1]))["evaluation"]["sweeps"][0]
for p in s["points"]:
    print("NOTE: %s: median %.0f msg/s (%.0f to %.0f), p95 %.2f ms (%.2f to %.2f), %.1f s%s" % (
        p["tier"], p["produce_msgs_per_sec"], p["produce_msgs_per_sec_min"],
        p["produce_msgs_per_sec_max"], p["latency_p95_ms"],
        p["latency_p95_ms_min"], p["latency_p95_ms_max"],
        p["produce_duration_s"], " (best)" if p["best"] else " (tie)" if p["tied"] else ""))
for f in s["findings"]:
    print("NOTE: finding: " + f["text"])
PYEOF
contains "report.md: the table with the ranges" "$OUT/report.md" "| linger.ms | Runs | Produced for | Produce msg/s"
contains "report.md: the range in two columns" "$OUT/report.md" "| msg/s, lowest run | msg/s, highest run |"
contains "chart: error bars" "$OUT/charts/sweep-linger-throughput.svg" '<g class="error-bars"'
$KPLAN compare "$R" "$R" >"$T_TMP/c.out" 2>&1
expect_rc "compare with itself: exit 0" 0 $?
contains "compare: a point by the medians of its runs" "$T_TMP/c.out" "tier linger linger.ms=5 (medians of 3 runs in A and 3 in B)"
finish
