#!/usr/bin/env bash
#
#   bench/sweep_repeat.sh [PLAN] [OUT]
#
# Runs a sweep plan twice, one run after the other, on the 3-broker Kafka
# 4.4.0 test cluster (tests/kafka/with-cluster.sh starts it unless one
# runs), and prints for each run every sweep's table (the median of each
# point's runs, their lowest and highest run) and its findings, then the
# two runs' conclusions side by side and what kplan compare makes of the
# pair. A measurement, not a pass/fail test: it shows whether the
# findings of a sweep survive running it again.
#
# PLAN defaults to tests/cluster/plans/sweep-linger.json: plans/sweep-linger.json
# scaled down to 4 of its 7 points (12 runs of 600,000 messages a pass,
# a few minutes); plans/sweep-linger.json itself (21 runs a pass) takes
# longer. The plan takes its cluster from KP_CLUSTER_BOOTSTRAP or
# KAFKA_BOOTSTRAP, both set here to the test cluster. OUT defaults to
# bench/results/sweep-repeat-<UTC time>, which holds run1/ and run2/
# (each a report directory) and compare.txt. The plan's topics are
# deleted before each run. Each run is stopped (SIGINT, so it still
# writes its results) after KP_SWEEP_RUN_TIMEOUT seconds, 900 unless
# set. The brokers keep what a run produces: 1,000-byte records at
# replication factor 3 take about 3 GB of disk per million messages
# until the next run deletes the topic. Exit 0 when both runs wrote
# their results, 1 otherwise.
set -u
cd "$(dirname "$0")/.."

plan=${1:-tests/cluster/plans/sweep-linger.json}
out=${2:-bench/results/sweep-repeat-$(date -u +%Y%m%dT%H%M%SZ)}
KPLAN=${KPLAN:-build/kplan}
run_timeout=${KP_SWEEP_RUN_TIMEOUT:-900}
PY=/usr/bin/python3

if [ -z "${KP_CLUSTER_BOOTSTRAP:-}" ]; then
	exec tests/kafka/with-cluster.sh "$0" "$plan" "$out"
fi
export KAFKA_BOOTSTRAP=$KP_CLUSTER_BOOTSTRAP
mkdir -p "$out"
# The plan's topic (and its sweeps' per-point topics, named after it):
# deleted before each run, so that the second run starts as the first
# did and the data of both runs is never on the disks at once.
topic=$($PY -c 'import json, sys; print(json.load(open(sys.argv[1])).get("topic", {}).get("name", ""))' "$plan")

for i in 1 2; do
	if [ -n "$topic" ]; then
		timeout 120 "$KP_PERF_TOOL" topics --bootstrap-server "$KAFKA_BOOTSTRAP" \
			--delete --if-exists --topic "$topic.*" >/dev/null 2>&1
		sleep 5
	fi
	echo "== run $i of $plan on $KAFKA_BOOTSTRAP ($(date -u +%H:%M:%S) UTC)"
	t0=$(date +%s)
	timeout -s INT -k 60 "$run_timeout" $KPLAN run "$plan" --out "$out/run$i" -q \
		>"$out/run$i.log" 2>&1
	rc=$?
	echo "   exit $rc after $(( $(date +%s) - t0 )) s"
	if [ ! -s "$out/run$i/results.json" ]; then
		echo "run $i wrote no results:" >&2
		tail -5 "$out/run$i.log" >&2
		exit 1
	fi
done

$KPLAN compare "$out/run1" "$out/run2" >"$out/compare.txt" 2>&1

$PY - "$out/run1/results.json" "$out/run2/results.json" "$out/compare.txt" <<'PYEOF'
import json, sys

runs = [json.load(open(p)) for p in sys.argv[1:3]]
compare = open(sys.argv[3], encoding="utf-8").read().splitlines()

def num(v, fmt):
    return "-" if v is None else fmt % v

for k, d in enumerate(runs, 1):
    print("\n== run %d: %s, %s to %s" % (k, d["run"]["id"],
          d["run"]["started_at"], d["run"]["finished_at"]))
    for s in d["evaluation"]["sweeps"]:
        print("\nsweep %s: %s, %d runs per point, interleaved" %
              (s["group"], s["param"], s["runs"]))
        print("  %-10s %4s %8s %10s %21s %9s %19s %s" % (
            s["param"], "runs", "produce", "msg/s", "lowest-highest run",
            "p95 ms", "lowest-highest run", ""))
        for p in s["points"]:
            mark = "best" if p["best"] else "tie" if p["tied"] else ""
            print("  %-10s %4d %7ss %10s %10s-%-10s %9s %9s-%-9s %s" % (
                p["value"], p["runs_measured"],
                num(p["produce_duration_s"], "%.1f"),
                num(p["produce_msgs_per_sec"], "%.0f"),
                num(p["produce_msgs_per_sec_min"], "%.0f"),
                num(p["produce_msgs_per_sec_max"], "%.0f"),
                num(p["latency_p95_ms"], "%.3f"),
                num(p["latency_p95_ms_min"], "%.3f"),
                num(p["latency_p95_ms_max"], "%.3f"), mark))
        print("  findings:")
        for f in s["findings"]:
            print("  - " + f)

print("\n== the two runs' conclusions")
for a, b in zip(runs[0]["evaluation"]["sweeps"], runs[1]["evaluation"]["sweeps"]):
    def said(s):
        if s["best"]:
            return "best " + s["best"]
        tied = [p["value"] for p in s["points"] if p["tied"]]
        return "no best; tie of %s=%s" % (s["param"], ", ".join(tied))
    print("sweep %s: run 1 %s; run 2 %s; %s" % (
        a["group"], said(a), said(b),
        "the same" if said(a) == said(b) else "different"))
    fa, fb = a["findings"], b["findings"]
    for x, y in zip(fa, fb):
        print("  run 1: " + x)
        print("  run 2: " + y)

print("\n== kplan compare run1 run2 (the points by the medians of their runs)")
for line in compare:
    if (line.startswith("tier ") or "produce.rate.achieved_msgs_per_sec" in line
            or "produce.latency.p95_ms" in line or line.startswith("verdict")):
        print("  " + line.strip())
PYEOF
echo
echo "reports: $out/run1/report.md $out/run2/report.md; compare: $out/compare.txt"
