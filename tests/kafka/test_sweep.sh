# Sweeps against the real test broker: a small plan (acks 1/all and
# linger.ms 0/5, each point run three times, and their grid run once)
# writes the comparison tables with each point's spread, the sweep charts
# and the findings into report.md, results.json and the workbook's Sweeps
# sheet. Then kplan compare flags a regression introduced on purpose
# (linger.ms=100 at a fixed rate) and exits 1.
#
# The sweep's 16 runs read one topic in one consumer group as one static
# member (group.instance.id, a client setting): each run's consumer takes
# over the assignment the run before it left, where 16 new groups would
# each wait out the broker's group.initial.rebalance.delay.ms (3 s).
. tests/lib.sh

: "${KP_KAFKA_BOOTSTRAP:?run under tests/kafka/with-broker.sh}"
stamp=$(date +%s%N)

cat >"$T_TMP/sweep.json" <<'EOF'
{
  "name": "it-sweep",
  "title": "Integration: sweeps",
  "cluster": { "bootstrap.servers": "${KP_KAFKA_BOOTSTRAP}" },
  "topic": { "name": "${KPLAN_IT_TOPIC}", "partitions": 3, "replication_factor": 1 },
  "defaults": {
    "messages": "20k", "rate": "unlimited", "record_size": 200, "warmup": 200,
    "consumer": { "timeout": "30s", "group": "${KPLAN_IT_TOPIC}",
                  "config": { "group.instance.id": "${KPLAN_IT_TOPIC}" } }
  },
  "tiers": [
    { "name": "acks", "sweep": { "acks": ["1", "all"] } },
    { "name": "linger", "producer": { "acks": "all" },
      "sweep": { "linger.ms": [0, 5] } },
    { "name": "grid", "messages": "10k", "repeat": 1,
      "sweep": { "acks": ["1", "all"], "linger.ms": [0, 5] } }
  ],
  "criteria": [
    { "metric": "produce.errors", "op": "<=", "threshold": 0 },
    { "metric": "consume.completeness", "op": ">=", "threshold": 1 }
  ]
}
EOF

export KPLAN_IT_TOPIC="kplan-it-sweep-$stamp"
OUT="$T_TMP/sweep"
t0=$(date +%s)
$KPLAN run "$T_TMP/sweep.json" --out "$OUT" >"$T_TMP/s.out" 2>"$T_TMP/s.err"
rc=$?
echo "NOTE: sweep plan: exit $rc in $(( $(date +%s) - t0 )) s"
if [ $rc -eq 0 ] || [ $rc -eq 1 ]; then pass "sweep plan ran (exit $rc)"
else fail "sweep plan ran" "exit $rc: $(tail -5 "$T_TMP/s.err")"; fi
R="$OUT/results.json"
MD="$OUT/report.md"
expect_rc "eight sweep points in 16 runs, all complete" "16 complete" "$(json_get "$R" "str(len(d['tiers'])) + ' ' + ' '.join(sorted(set(t['status'] for t in d['tiers'])))")"
expect_rc "the runs of acks interleaved" "acks acks=1 #1|acks acks=all #1|acks acks=1 #2" "$(json_get "$R" "'|'.join(t['name'] for t in d['tiers'][:3])")"

# results.json: the sweeps, their points, best point and findings.
expect_rc "results.json: three sweeps" "acks linger grid" "$(json_get "$R" "' '.join(s['group'] for s in d['evaluation']['sweeps'])")"
expect_rc "results.json: points per sweep" "2 2 4" "$(json_get "$R" "' '.join(str(len(s['points'])) for s in d['evaluation']['sweeps'])")"
expect_rc "results.json: the grid's second parameter" "linger.ms" "$(json_get "$R" "d['evaluation']['sweeps'][2]['param2']")"
expect_rc "results.json: every point measured a rate" 8 "$(json_get "$R" "sum(1 for s in d['evaluation']['sweeps'] for p in s['points'] if (p['produce_msgs_per_sec'] or 0) > 0)")"
expect_rc "results.json: runs per point" "3 3 1" "$(json_get "$R" "' '.join(str(s['runs']) for s in d['evaluation']['sweeps'])")"
expect_rc "results.json: each point's range holds its median" True "$(json_get "$R" "all(p['produce_msgs_per_sec_min'] <= p['produce_msgs_per_sec'] <= p['produce_msgs_per_sec_max'] for s in d['evaluation']['sweeps'] for p in s['points'])")"
# A best point or a tie within noise, not both (or neither: no point
# passed); the grid ran once: no noise measured, no point is called best.
expect_rc "results.json: a best point or a tie" True "$(json_get "$R" "all(sum(1 for p in s['points'] if p['best']) + int(s['tie']) <= 1 for s in d['evaluation']['sweeps'])")"
expect_rc "results.json: the grid ran once: a tie" "None True" "$(json_get "$R" "str(d['evaluation']['sweeps'][2]['best']) + ' ' + str(d['evaluation']['sweeps'][2]['tie'])")"
expect_rc "results.json: findings for every sweep" True "$(json_get "$R" "all(len(s['findings']) >= 2 for s in d['evaluation']['sweeps'])")"
contains "results.json: the noise of the runs" "$R" '"Noise: each point ran 3 times'
contains "results.json: single runs cannot tell noise" "$R" '"Each point ran once, so kplan cannot tell'

# report.md: the section, a table per sweep, the findings, the charts.
if grep -Eq '^### (A\.[0-9]+ )?Sweeps$' "$MD"; then pass "report.md: Sweeps section"
else fail "report.md: Sweeps section" "no '### ... Sweeps' heading in $MD"; fi
contains "report.md: acks sweep heading" "$MD" "#### Sweep acks: acks"
contains "report.md: grid heading" "$MD" "#### Sweep grid: acks × linger.ms"
# The headers, one value per column (a column no criterion judged says so
# after its name: ", not judged").
contains "report.md: acks table header" "$MD" "| acks | Runs | Produced for | Produce msg/s"
contains "report.md: acks table, the runs' range in two columns" "$MD" "| msg/s, lowest run | msg/s, highest run | MiB/s"
contains "report.md: acks table, the p95's range in two columns" "$MD" "| p95, lowest run (ms) | p95, highest run (ms) | p99 (ms)"
contains "report.md: acks table, errors and verdict last" "$MD" "| Errors | Verdict |"
contains "report.md: grid table header" "$MD" "| acks | linger.ms | Runs | Produced for | Produce msg/s"
contains "report.md: the tied points of the grid marked" "$MD" "(tie) |"
contains "acks throughput chart: error bars" "$OUT/charts/sweep-acks-throughput.svg" '<g class="error-bars"'
missing=$($PY - "$R" "$MD" <<'PYEOF'
import json, sys
d = json.load(open(sys.argv[1]))
md = open(sys.argv[2], encoding="utf-8").read()
print(sum(1 for s in d["evaluation"]["sweeps"] for f in s["findings"]
          if "- " + f["text"] not in md))
PYEOF
)
expect_rc "report.md: every finding of results.json, as a bullet" 0 "$missing"
for s in acks linger grid; do
	for k in throughput latency; do
		f="$OUT/charts/sweep-$s-$k.svg"
		if [ -s "$f" ] && $PY -c 'import sys, xml.etree.ElementTree as E; r = E.parse(sys.argv[1]).getroot(); sys.exit(0 if r.tag.endswith("svg") else 1)' "$f"; then
			pass "chart sweep-$s-$k.svg is a well-formed SVG"
		else
			fail "chart sweep-$s-$k.svg is a well-formed SVG" "missing or not XML"
		fi
		contains "report.md links sweep-$s-$k.svg" "$MD" "](charts/sweep-$s-$k.svg)"
	done
done
if command -v cmark-gfm >/dev/null 2>&1; then
	if out=$(tests/golden/check_cmark.sh "$MD" 9 2>&1); then pass "report.md tables render: $out"
	else fail "report.md tables render" "$out"; fi
fi

# The workbook's Sweeps sheet: a table per sweep with numbers, the
# findings, two native charts per sweep.
$PY - "$OUT/report.xlsx" "$R" >"$T_TMP/x.out" 2>&1 <<'PYEOF'
import json, sys, openpyxl
wb = openpyxl.load_workbook(sys.argv[1])
d = json.load(open(sys.argv[2]))
assert "Sweeps" in wb.sheetnames, wb.sheetnames
ws = wb["Sweeps"]
texts = [c.value for row in ws.iter_rows() for c in row if isinstance(c.value, str)]
for s in d["evaluation"]["sweeps"]:
    head = "Sweep %s: %s" % (s["group"], s["param"])
    assert any(t.startswith(head) for t in texts), head
    for f in s["findings"]:
        assert "\u2022 " + f["text"] in texts, f["text"]
    for p in s["points"]:
        rows = [r for r in ws.iter_rows(values_only=True)
                if len(r) > 4 and isinstance(r[4], float)
                and abs(r[4] - p["produce_msgs_per_sec"]) < 1e-6 * r[4]]
        assert rows, "no row for %s" % p["tier"]
charts = getattr(ws, "_charts", [])
assert len(charts) == 2 * len(d["evaluation"]["sweeps"]), len(charts)
refs = [(sr.yVal or sr.val).numRef.f for c in charts for sr in c.series]
assert refs and all(r.startswith("Sweeps!") or r.startswith("'Sweeps'!") for r in refs), refs[:3]
print("%d charts, %d series" % (len(charts), len(refs)))
PYEOF
if [ $? -eq 0 ]; then pass "workbook Sweeps sheet: tables, findings, charts ($(tail -1 "$T_TMP/x.out"))"
else fail "workbook Sweeps sheet" "$(tail -5 "$T_TMP/x.out")"; fi
"$PY" tests/xlsx/check_workbook.py "$OUT/report.xlsx" "$R" >"$T_TMP/cw.out" 2>&1
if [ $? -eq 0 ]; then pass "check_workbook.py accepts the sweep workbook"
else fail "check_workbook.py accepts the sweep workbook" "$(grep FAIL "$T_TMP/cw.out" | head -5)"; fi

# kplan compare: the same fixed-rate tier with linger.ms=100 is a
# regression of the median latency.
cat >"$T_TMP/steady.json" <<'EOF'
{
  "name": "it-compare",
  "cluster": { "bootstrap.servers": "${KP_KAFKA_BOOTSTRAP}" },
  "topic": { "name": "${KPLAN_IT_TOPIC}", "partitions": 3, "replication_factor": 1 },
  "defaults": { "record_size": 200, "warmup": 200, "consumer": { "timeout": "30s" } },
  "tiers": [
    { "name": "steady", "messages": 4000, "rate": 1000,
      "producer": { "acks": "all", "linger.ms": "${KPLAN_IT_LINGER}" } }
  ]
}
EOF
export KPLAN_IT_TOPIC="kplan-it-compare-a-$stamp" KPLAN_IT_LINGER=0
$KPLAN run "$T_TMP/steady.json" --out "$T_TMP/a" >"$T_TMP/a.out" 2>&1
rc=$?
if [ $rc -le 1 ] && [ -s "$T_TMP/a/results.json" ]; then pass "compare: run A (linger.ms=0)"
else fail "compare: run A (linger.ms=0)" "exit $rc: $(tail -3 "$T_TMP/a.out")"; fi
export KPLAN_IT_TOPIC="kplan-it-compare-b-$stamp" KPLAN_IT_LINGER=100
$KPLAN run "$T_TMP/steady.json" --out "$T_TMP/b" >"$T_TMP/b.out" 2>&1
rc=$?
if [ $rc -le 1 ] && [ -s "$T_TMP/b/results.json" ]; then pass "compare: run B (linger.ms=100)"
else fail "compare: run B (linger.ms=100)" "exit $rc: $(tail -3 "$T_TMP/b.out")"; fi
$KPLAN compare "$T_TMP/a" "$T_TMP/b" --out "$T_TMP/cmp" >"$T_TMP/c.out" 2>"$T_TMP/c.err"
rc=$?
lacks "compare: no embedded warning for the real broker" "$T_TMP/c.out" "EMBEDDED CLUSTER"
pa=$(json_get "$T_TMP/a/results.json" "d['tiers'][0]['produce']['latency_ms']['p50_ms']")
pb=$(json_get "$T_TMP/b/results.json" "d['tiers'][0]['produce']['latency_ms']['p50_ms']")
echo "NOTE: p50 A $pa ms, B $pb ms"
check "compare: compare.md and compare.xlsx written" test -s "$T_TMP/cmp/compare.md" -a -s "$T_TMP/cmp/compare.xlsx"
# B waits out linger.ms on an idle host, A does not: a regression of the
# median (bench/broker_timing.sh). A host loaded enough to hold A's
# median that long too shows none; compare must then call none.
if awk -v a="$pa" -v b="$pb" 'BEGIN { exit !(b > 1.1 * a && b - a > 5) }'; then
	expect_rc "compare: linger.ms=100 is a regression, exit 1" 1 $rc
	contains "compare: the median latency is flagged" "$T_TMP/c.out" "regression  steady: produce.latency.p50_ms"
	contains "compare.md: the regression" "$T_TMP/cmp/compare.md" '| steady | `produce.latency.p50_ms` |'
else
	echo "NOTE: run A's p50 was as long as B's linger.ms=100 (a loaded host): no regression of the median to flag"
	lacks "compare: the median latency is not flagged when it did not worsen" "$T_TMP/c.out" "regression  steady: produce.latency.p50_ms"
fi
# A run compared with itself: nothing changed, exit 0.
$KPLAN compare "$R" "$R" >"$T_TMP/self.out" 2>&1
expect_rc "a run compared with itself: exit 0" 0 $?
lacks "a run compared with itself: no change" "$T_TMP/self.out" "REGRESSION"
finish
