# Concurrent workloads on the embedded cluster (tests/plans/good/
# workloads.json): three producers and consumers on three topics at the
# same time, per-workload results and the group's aggregate judged by the
# "aggregate": true criteria, in results.json, report.md and the workbook.
. tests/lib.sh

# py FILE CODE: runs statements on the JSON of FILE as d.
py() { $PY -c 'import json, sys; d = json.load(open(sys.argv[1])); exec(sys.argv[2])' "$1" "$2"; }

OUT="$T_TMP/wl"
start=$(date +%s)
timeout 120 $KPLAN run tests/plans/good/workloads.json --out "$OUT" >"$T_TMP/out" 2>"$T_TMP/err"; rc=$?
echo "NOTE: three workloads: exit $rc in $(( $(date +%s) - start )) s"
expect_rc "workloads: exit 1 (an aggregate criterion fails)" 1 $rc
R="$OUT/results.json"
check "workloads: results.json written" test -s "$R"
expect_rc "workloads: three tiers, each complete, each on its own topic" \
	"peak/orders:complete:kplan-wl-peak_orders peak/clicks:complete:kplan-wl-peak_clicks peak/logs:complete:kplan-wl-peak_logs" \
	"$(json_get "$R" "' '.join('%s:%s:%s' % (t['name'], t['status'], t['topic']) for t in d['tiers'])")"
expect_rc "workloads: the clicks topic has its own 12 partitions" 12 \
	"$(json_get "$R" "[t['partitions'] for t in d['cluster']['topics'] if t['name'] == 'kplan-wl-peak_clicks'][0]")"
# At the same time: every workload was still producing when the last
# one started (overlap, not a timing bound a loaded host can miss).
expect_rc "workloads: ran at the same time (their produce phases overlap)" True \
	"$(py "$R" "import datetime as D; s = [(D.datetime.strptime(t['produce']['started_at'], '%Y-%m-%dT%H:%M:%SZ').timestamp(), t['produce']['total_s']) for t in d['tiers']]; last = max(a for a, _ in s); print(all(a + b + 1 >= last for a, b in s))")"
expect_rc "workloads: every workload reconciles and is read back" "6000/6000/0 12000/12000/0 6000/6000/0" \
	"$(json_get "$R" "' '.join('%d/%d/%d' % (t['produce']['sent'], t['produce']['delivered'], t['consume']['missing']) for t in d['tiers'])")"
expect_rc "workloads: the group's aggregate adds up the counts" "peak 24000 24000 4000" \
	"$(py "$R" "g = d['evaluation']['groups'][0]; print(g['name'], g['produce']['sent'], g['consume']['messages'], int(g['produce']['target_msgs_per_sec']))")"
expect_rc "workloads: the aggregate rate is the sum of the workloads' rates, measured" True \
	"$(py "$R" "g = d['evaluation']['groups'][0]['produce']['achieved_msgs_per_sec']; s = sum(t['produce']['achieved_rate'] for t in d['tiers']); print(abs(g - s) <= 1e-6 * s and g > 0)")"
expect_rc "workloads: the aggregate p99 is at least each workload's p50" True \
	"$(py "$R" "g = d['evaluation']['groups'][0]['produce']['latency_ms']['p99_ms']; print(all(g >= t['produce']['latency_ms']['p50_ms'] for t in d['tiers']))")"
# The rate criterion (>= 3,900 of the 4,000 msg/s planned) PASSes on an
# idle host; here its verdict follows the aggregate measured.
expect_rc "workloads: aggregate criteria judged once, on the group" "peak:produce.rate.achieved_msgs_per_sec:True peak:produce.latency.p99_ms:FAIL" \
	"$(json_get "$R" "' '.join('%s:%s:%s' % (c['tier'], c['metric'], c['verdict'] == ('PASS' if d['evaluation']['groups'][0]['produce']['achieved_msgs_per_sec'] >= 3900 else 'FAIL') if c['metric'].startswith('produce.rate') else c['verdict']) for c in d['evaluation']['checks'] if c['tier'] == 'peak')")"
expect_rc "workloads: per-workload criteria judged on each workload" "PASS PASS PASS" \
	"$(json_get "$R" "' '.join(c['verdict'] for c in d['evaluation']['checks'] if c['metric'] == 'consume.completeness')")"
# The group's p99 failed on the embedded cluster: the rig's limit, so
# each workload and the run are INCONCLUSIVE, not FAIL.
expect_rc "workloads: a group failing its p99 on the embedded cluster makes each workload and the run INCONCLUSIVE" "INCONCLUSIVE INCONCLUSIVE INCONCLUSIVE INCONCLUSIVE" \
	"$(py "$R" "print(' '.join([t['verdict'] for t in d['evaluation']['tiers']] + [d['evaluation']['verdict']]))")"
contains "workloads: report.md judges the group" "$OUT/report.md" "**Tier peak:** p99 produce latency"
contains "workloads: report.md lists the workloads with their group" "$OUT/report.md" "| peak/clicks | 12,000 | 2,000 msg/s |"
expect_rc "workloads: the workbook has a Workloads sheet" True \
	"$($PY -c "import openpyxl, sys; print('Workloads' in openpyxl.load_workbook(sys.argv[1]).sheetnames)" "$OUT/report.xlsx")"
finish
