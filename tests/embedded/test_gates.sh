# CI gates on the embedded cluster: kplan run --junit from a failing run
# and from a passing one, read by xmllint and by lxml as a CI system's
# JUnit reader reads them (tests/junit_check.py); the failure's message
# carries the value, the limit and the margin.
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
expect_rc "a failing run exits 1" 1 $?
contains "the summary names the JUnit file" "$T_TMP/fail.out" "junit     $T_TMP/fail.xml"
if xmllint --noout "$T_TMP/fail.xml" 2>"$T_TMP/lint.err"; then pass "xmllint reads the failing run's JUnit file"
else fail "xmllint reads the failing run's JUnit file" "$(head -5 "$T_TMP/lint.err")"; fi
# 2 checks on 2 tiers and the verdict; the p95 checks and the verdict fail.
if $PY tests/junit_check.py "$T_TMP/fail.xml" --expect 5,3,0,0 >"$T_TMP/jc.out" 2>&1; then
	pass "lxml: 5 cases, 3 failures, counts in the attributes"
else fail "lxml: 5 cases, 3 failures, counts in the attributes" "$(cat "$T_TMP/jc.out")"; fi
cat "$T_TMP/jc.out" | sed 's/^/NOTE: /'
contains "the failure says the value, the limit and how far over" "$T_TMP/jc.out" \
	"failure: first produce.latency.p95_ms <= 0.001 ms: p95 produce latency "
contains "the limit in the message" "$T_TMP/jc.out" "limit ≤ 0.001 ms: "
contains "the margin in the message" "$T_TMP/jc.out" "over the limit"
contains "the verdict is a failing case with its reason" "$T_TMP/jc.out" "failure: verdict verdict: "
# The same checks as results.json judged them, one case each.
expect_rc "one case per check of results.json" \
	"$(json_get "$T_TMP/fail/results.json" "len(d['evaluation']['checks']) + 1")" \
	"$($PY -c 'from lxml import etree; import sys; print(len(etree.parse(sys.argv[1]).findall(".//testcase")))' "$T_TMP/fail.xml")"
contains "the report is named after the plan" "$T_TMP/fail.xml" '<testsuites name="kplan run gates-fail"'

# In Chinese: the same cases, the message from the Chinese catalog.
$KPLAN run -q "$T_TMP/fail.json" --lang zh-CN --out "$T_TMP/failzh" --junit "$T_TMP/zh.xml" >/dev/null 2>&1
expect_rc "zh-CN: a failing run exits 1" 1 $?
if $PY tests/junit_check.py "$T_TMP/zh.xml" --expect 5,3,0,0 >"$T_TMP/jz.out" 2>&1; then
	pass "zh-CN: lxml reads it, UTF-8"
else fail "zh-CN: lxml reads it, UTF-8" "$(cat "$T_TMP/jz.out")"; fi
contains "zh-CN: the message in Chinese" "$T_TMP/jz.out" "阈值 ≤ 0.001 ms"

# --junit with an empty name is a usage error; an unwritable path a
# runtime one, after the reports.
$KPLAN run "$T_TMP/fail.json" --junit "" >/dev/null 2>"$T_TMP/e.err"
expect_rc "--junit '': exit 2" 2 $?
contains "--junit '': says what is expected" "$T_TMP/e.err" "--junit: expected a file name"
$KPLAN run -q "$T_TMP/fail.json" --out "$T_TMP/nodir" --junit "$T_TMP/no/such/dir/j.xml" >/dev/null 2>"$T_TMP/w.err"
expect_rc "--junit into a missing directory: exit 3" 3 $?
contains "--junit: names the file" "$T_TMP/w.err" "no/such/dir/j.xml"
finish
