# CI gates on the embedded cluster: kplan run --junit from a run whose
# latency criterion fails there, read by xmllint and by lxml as a CI
# system's JUnit reader reads them (tests/junit_check.py): on the
# embedded cluster the rig, not a cluster, was the limit, so each failed
# check and the verdict are skipped cases of type INCONCLUSIVE with the
# rig's record as their message (the failure's own message, with the
# value, the limit and the margin, is tests/unit/test_junit.c's); an abort criterion that stops a 20 s tier once
# it can no longer pass: the time it saved, its front page in both
# languages, its JUnit file; abort refused on a metric judged at the end.
. tests/lib.sh

# Two short tiers; the p95 limit of 1 us cannot hold, the error count can.
cat >"$T_TMP/fail.json" <<'EOF2'
{
  "name": "gates-fail",
  "topic": { "partitions": 3 },
  "defaults": { "record_size": 100, "consumer": { "enabled": false } },
  "tiers": [
    { "name": "first", "messages": 1000, "rate": 2000 },
    { "name": "second", "messages": 1000, "rate": 2000 }
  ],
  "criteria": [
    { "metric": "produce.latency.p95_ms", "op": "<=", "threshold": 0.001 },
    { "metric": "produce.errors", "op": "<=", "threshold": 0 }
  ]
}
EOF2
$KPLAN run -q "$T_TMP/fail.json" --out "$T_TMP/fail" --junit "$T_TMP/fail.xml" >"$T_TMP/fail.out" 2>&1
expect_rc "an INCONCLUSIVE run exits 1" 1 $?
expect_rc "INCONCLUSIVE, its reason the embedded cluster" "INCONCLUSIVE rig.embedded-cluster" \
	"$(json_get "$T_TMP/fail/results.json" "d['evaluation']['verdict'] + ' ' + d['evaluation']['inconclusive']['code']")"
contains "the summary names the JUnit file" "$T_TMP/fail.out" "junit     $T_TMP/fail.xml"
if xmllint --noout "$T_TMP/fail.xml" 2>"$T_TMP/lint.err"; then pass "xmllint reads the failing run's JUnit file"
else fail "xmllint reads the failing run's JUnit file" "$(head -5 "$T_TMP/lint.err")"; fi
# 2 checks on 2 tiers and the verdict; the p95 checks and the verdict are
# INCONCLUSIVE: skipped, not failed.
if $PY tests/junit_check.py "$T_TMP/fail.xml" --expect 5,0,0,3 >"$T_TMP/jc.out" 2>&1; then
	pass "lxml: 5 cases, 3 skipped as INCONCLUSIVE, counts in the attributes"
else fail "lxml: 5 cases, 3 skipped as INCONCLUSIVE, counts in the attributes" "$(cat "$T_TMP/jc.out")"; fi
cat "$T_TMP/jc.out" | sed 's/^/NOTE: /'
contains "the skipped check says why: the rig's record" "$T_TMP/jc.out" \
	"inconclusive: first produce.latency.p95_ms <= 0.001 ms: tier first, produce phase: the brokers were librdkafka's in-process mock cluster"
contains "the verdict is skipped with its reason" "$T_TMP/jc.out" "inconclusive: verdict verdict: 2 of 2 tiers failed a rate or latency criterion"
# The same checks as results.json judged them, one case each.
expect_rc "one case per check of results.json" \
	"$(json_get "$T_TMP/fail/results.json" "len(d['evaluation']['checks']) + 1")" \
	"$($PY -c 'from lxml import etree; import sys; print(len(etree.parse(sys.argv[1]).findall(".//testcase")))' "$T_TMP/fail.xml")"
contains "the report is named after the plan" "$T_TMP/fail.xml" '<testsuites name="kplan run gates-fail"'

# In Chinese: the same cases, the message from the Chinese catalog.
$KPLAN run -q "$T_TMP/fail.json" --lang zh-CN --out "$T_TMP/failzh" --junit "$T_TMP/zh.xml" >/dev/null 2>&1
expect_rc "zh-CN: a failing run exits 1" 1 $?
if $PY tests/junit_check.py "$T_TMP/zh.xml" --expect 5,0,0,3 >"$T_TMP/jz.out" 2>&1; then
	pass "zh-CN: lxml reads it, UTF-8"
else fail "zh-CN: lxml reads it, UTF-8" "$(cat "$T_TMP/jz.out")"; fi
contains "zh-CN: the message in Chinese" "$T_TMP/jz.out" "场景 first（生产阶段）：broker 是 librdkafka 的进程内模拟集群"

# --junit with an empty name is a usage error; an unwritable path a
# runtime one, after the reports.
$KPLAN run "$T_TMP/fail.json" --junit "" >/dev/null 2>"$T_TMP/e.err"
expect_rc "--junit '': exit 2" 2 $?
contains "--junit '': says what is expected" "$T_TMP/e.err" "--junit: expected a file name"
$KPLAN run -q "$T_TMP/fail.json" --out "$T_TMP/nodir" --junit "$T_TMP/no/such/dir/j.xml" >/dev/null 2>"$T_TMP/w.err"
expect_rc "--junit into a missing directory: exit 3" 3 $?
contains "--junit: names the file" "$T_TMP/w.err" "no/such/dir/j.xml"

# ---- abort ----
# 20 s at 1,000 msg/s; from 1 s on the embedded brokers answer 60 ms
# late, so the p95 cannot hold 30 ms: after 2 s of it the tier stops, and
# "abort": true runs no further tier.
cat >"$T_TMP/abort.json" <<'EOF2'
{
  "name": "gates-abort",
  "topic": { "partitions": 3 },
  "defaults": { "record_size": 100, "producer": { "linger.ms": 0 },
                "consumer": { "enabled": false } },
  "tiers": [
    { "name": "slow", "messages": 20000, "rate": 1000,
      "faults": ["rtt=60ms@1s+30s"] },
    { "name": "after", "messages": 1000, "rate": 1000 }
  ],
  "criteria": [
    { "metric": "produce.latency.p95_ms", "op": "<=", "threshold": 30,
      "abort": true, "abort_grace": "2s" }
  ]
}
EOF2
t0=$(date +%s)
$KPLAN run "$T_TMP/abort.json" --out "$T_TMP/ab" --junit "$T_TMP/ab.xml" >"$T_TMP/ab.out" 2>&1
rc=$?
echo "NOTE: the aborted run took $(( $(date +%s) - t0 )) s, start and reports included, for a 20 s tier"
expect_rc "an aborted run exits 1" 1 $rc
R="$T_TMP/ab/results.json"
expect_rc "results.json records the stop: criterion, scope" "0 run" \
	"$(json_get "$R" "'%d %s' % (d['tiers'][0]['abort']['criterion'], d['tiers'][0]['abort']['scope'])")"
expect_rc "the stop came before the schedule's end, with its time and reason" True \
	"$(json_get "$R" "0 < d['tiers'][0]['abort']['at_s'] < d['tiers'][0]['abort']['planned_s'] == 20 and d['tiers'][0]['abort']['at'].endswith('Z') and 'produce.latency.p95_ms' in d['tiers'][0]['abort']['reason']")"
echo "NOTE: time saved: $(json_get "$R" "'%.1f s of the 20 s tier (stopped at %.1f s, %d of 20,000 messages sent)' % (d['tiers'][0]['abort']['planned_s'] - d['tiers'][0]['abort']['at_s'], d['tiers'][0]['abort']['at_s'], d['tiers'][0]['produce']['sent'])")"
expect_rc "the tier's reason: the abort, a code with the criterion and when" "aborted produce.latency.p95_ms <= 30 ms True" \
	"$(json_get "$R" "(lambda t: '%s %s %s' % (t['reason_code'], t['reason_figures']['criterion'], t['reason_figures']['at_s'] == t['abort']['at_s'] and t['reason'].startswith('stopped early by the abort criterion produce.latency.p95_ms <= 30 ms: ')))(d['tiers'][0])")"
expect_rc "fewer messages sent than the tier's" True "$(json_get "$R" "d['tiers'][0]['produce']['sent'] < 20000")"
expect_rc "the next tier did not run (abort: true)" "incomplete pending" \
	"$(json_get "$R" "' '.join(t['status'] for t in d['tiers'])")"
expect_rc "run status stopped" stopped "$(json_get "$R" "d['run']['status']")"
# A latency abort on the embedded cluster: the rig, not a cluster, was
# the limit. INCONCLUSIVE, its reason the embedded cluster, exit 1.
expect_rc "verdict INCONCLUSIVE" INCONCLUSIVE "$(json_get "$R" "d['evaluation']['verdict']")"
expect_rc "its reason: the embedded cluster, on tier slow" "rig.embedded-cluster slow" \
	"$(json_get "$R" "d['evaluation']['inconclusive']['code'] + ' ' + d['evaluation']['inconclusive']['subject']['tier']")"
expect_rc "the abort criterion's check FAILs on the figure that stopped it, the rig's" "FAIL True" \
	"$(json_get "$R" "'%s %s' % (d['evaluation']['checks'][0]['verdict'], d['evaluation']['checks'][0].get('rig_limited'))")"
expect_rc "the check is a code: aborted, and its note the abort's reason, in English" "True True" \
	"$(json_get "$R" "'%s %s' % (d['evaluation']['checks'][0].get('aborted'), d['evaluation']['checks'][0]['note'] == d['tiers'][0]['abort']['reason'])")"
expect_rc "the reason: how long on the wrong side of the limit (for_s), and after how long of the schedule" True \
	"$(json_get "$R" "d['tiers'][0]['abort']['for_s'] > 0 and 'on the wrong side of the limit for ' in d['tiers'][0]['abort']['reason'] and d['tiers'][0]['abort']['reason'].endswith('of its 20.0 s schedule')")"
contains "the front page says it" "$T_TMP/ab/report.md" "**Verdict:** **INCONCLUSIVE**: 1 of 2 tiers failed a rate or latency criterion"
sed -n '/^\*\*Verdict/p' "$T_TMP/ab/report.md" | sed 's/^/NOTE: front page: /'
$KPLAN report "$T_TMP/ab" --lang zh-CN --out "$T_TMP/abzh" >/dev/null 2>&1
contains "the Chinese front page says it" "$T_TMP/abzh/report.md" "**验收结论：无法判定**：有 1 个场景（共 2 个）未达到速率或延迟判定标准"
sed -n '/^\*\*验收结论/p' "$T_TMP/abzh/report.md" | sed 's/^/NOTE: front page (zh-CN): /'
if $PY tests/junit_check.py "$T_TMP/ab.xml" >"$T_TMP/abj.out" 2>&1; then pass "the aborted run's JUnit file reads"
else fail "the aborted run's JUnit file reads" "$(cat "$T_TMP/abj.out")"; fi
contains "JUnit: the abort criterion is INCONCLUSIVE on the embedded cluster" "$T_TMP/abj.out" "inconclusive: slow produce.latency.p95_ms <= 30 ms: tier slow, produce phase: "
contains "JUnit: the next tier is an error, not run" "$T_TMP/abj.out" "error: after produce.latency.p95_ms <= 30 ms"

# "abort": "tier": the next tier runs.
$KPLAN run -q "$T_TMP/abort.json" --set 'criteria[0].abort="tier"' --out "$T_TMP/abt" >/dev/null 2>&1
expect_rc "abort \"tier\": the next tier still runs" "incomplete complete" \
	"$(json_get "$T_TMP/abt/results.json" "' '.join(t['status'] for t in d['tiers'])")"

# Refused before connecting: a metric known only at the end.
$KPLAN validate "$T_TMP/abort.json" --set criteria[0].metric=consume.completeness --set 'criteria[0].op=">="' --set criteria[0].threshold=1 >"$T_TMP/v.out" 2>&1
expect_rc "abort on consume.completeness: plan error, exit 2" 2 $?
contains "the error names the path and why" "$T_TMP/v.out" "criteria[0].abort"
finish
