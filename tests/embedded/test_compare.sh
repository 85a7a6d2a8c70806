# kplan compare on the embedded cluster: a run against a copy of itself
# flags no regression (exit 0); the same plan with a 50 ms round trip
# injected into the embedded brokers while it produces flags one (exit 1)
# and lists the tier that only the second run has; --out writes
# compare.md and compare.xlsx; usage errors exit 2 and unreadable inputs
# 3. Whether two runs of the same plan stay within the default threshold
# is the host's noise, measured by bench/embedded_timing.sh.
. tests/lib.sh

# Fixed-rate tiers with linger.ms=0: their rate and median latency repeat
# between identical runs (docs/compare.md, "Noise"); the slow plan adds a
# 50 ms round trip for 4 s and a tier of its own.
BASE=tests/plans/good/compare-base.json
SLOW=tests/plans/good/compare-slow.json

$KPLAN run "$BASE" --out "$T_TMP/a1" >"$T_TMP/a1.out" 2>&1
rc=$?
if [ $rc -le 1 ] && [ -s "$T_TMP/a1/results.json" ]; then pass "run a1 of the base plan"
else fail "run a1 of the base plan" "exit $rc: $(tail -3 "$T_TMP/a1.out")"; fi
mkdir -p "$T_TMP/a2" && cp "$T_TMP/a1/results.json" "$T_TMP/a2/"
$KPLAN run "$SLOW" --out "$T_TMP/b" >"$T_TMP/b.out" 2>&1
rc=$?
if [ $rc -le 1 ] && [ -s "$T_TMP/b/results.json" ]; then pass "run of the plan with a 50 ms round trip"
else fail "run of the plan with a 50 ms round trip" "exit $rc: $(tail -3 "$T_TMP/b.out")"; fi

# The same figures: nothing flagged at the default threshold.
$KPLAN compare "$T_TMP/a1/results.json" "$T_TMP/a2/results.json" >"$T_TMP/same.out" 2>&1
rc=$?
expect_rc "identical settings: exit 0" 0 $rc
[ $rc -eq 0 ] || cat "$T_TMP/same.out"
contains "identical settings: no regression" "$T_TMP/same.out" "verdict  no regression"
contains "the first line says the runs were embedded" "$T_TMP/same.out" "EMBEDDED CLUSTER: run A and B"
contains "the steady tier is compared" "$T_TMP/same.out" "tier steady"
contains "the rate is a row" "$T_TMP/same.out" "produce.rate.achieved_msgs_per_sec"
contains "the default threshold is printed" "$T_TMP/same.out" "threshold 10%"

# The 50 ms round trip: a regression, exit 1; report directories work as
# inputs too.
$KPLAN compare "$T_TMP/a1" "$T_TMP/b" --out "$T_TMP/cmp" --junit "$T_TMP/cmp.xml" >"$T_TMP/slow.out" 2>"$T_TMP/slow.err"
rc=$?
expect_rc "50 ms round trip: exit 1" 1 $rc
# --junit: a case per compared figure, the regression a failure with A,
# B and the change, read by xmllint and lxml.
if xmllint --noout "$T_TMP/cmp.xml" 2>"$T_TMP/lint.err"; then pass "compare --junit: xmllint reads it"
else fail "compare --junit: xmllint reads it" "$(head -5 "$T_TMP/lint.err")"; fi
if $PY tests/junit_check.py "$T_TMP/cmp.xml" >"$T_TMP/cj.out" 2>&1; then pass "compare --junit: lxml reads it, counts match"
else fail "compare --junit: lxml reads it, counts match" "$(cat "$T_TMP/cj.out")"; fi
contains "compare --junit: the p50 regression fails with B, A and the change" "$T_TMP/cj.out" \
	"failure: steady produce.latency.p50_ms: B "
expect_rc "compare --junit: one failure per regression the terminal lists" \
	"$(grep -c '^regression  ' "$T_TMP/slow.out")" "$(grep -c '^failure: ' "$T_TMP/cj.out")"
contains "the median latency is flagged" "$T_TMP/slow.out" "regression  steady: produce.latency.p50_ms"
contains "the verdict says REGRESSION" "$T_TMP/slow.out" "verdict  REGRESSION"
contains "a tier only in B is listed, not compared" "$T_TMP/slow.out" "only in B (not compared): extra"
lacks "a tier only in B has no table" "$T_TMP/slow.out" "tier extra"
p50a=$(json_get "$T_TMP/a1/results.json" "d['tiers'][0]['produce']['latency_ms']['p50_ms']")
p50b=$(json_get "$T_TMP/b/results.json" "d['tiers'][0]['produce']['latency_ms']['p50_ms']")
echo "NOTE: p50 of steady: $p50a ms without, $p50b ms with the 50 ms round trip"

# --out: the Markdown comparison and the workbook.
check "compare.md written" test -s "$T_TMP/cmp/compare.md"
check "compare.xlsx written" test -s "$T_TMP/cmp/compare.xlsx"
contains "compare.md: the embedded warning comes first" "$T_TMP/cmp/compare.md" "> **Warning: embedded cluster.**"
case "$(sed -n 1p "$T_TMP/cmp/compare.md")" in
"> **Warning: embedded cluster.**"*) pass "compare.md: first line is the embedded warning" ;;
*) fail "compare.md: first line is the embedded warning" "$(sed -n 1p "$T_TMP/cmp/compare.md")" ;;
esac
contains "compare.md: verdict" "$T_TMP/cmp/compare.md" "**REGRESSION**"
contains "compare.md: regressions table" "$T_TMP/cmp/compare.md" '| steady | `produce.latency.p50_ms` |'
contains "compare.md: only in B" "$T_TMP/cmp/compare.md" "## Only in run B"
contains "stdout names the files" "$T_TMP/slow.out" "report   $T_TMP/cmp/compare.md"
if command -v cmark-gfm >/dev/null 2>&1; then
	if out=$(tests/golden/check_cmark.sh "$T_TMP/cmp/compare.md" 3 2>&1); then
		pass "compare.md renders its tables: $out"
	else
		fail "compare.md renders its tables" "$out"
	fi
fi
$PY - "$T_TMP/cmp/compare.xlsx" >"$T_TMP/xlsx.out" 2>&1 <<'PYEOF'
import sys, openpyxl
wb = openpyxl.load_workbook(sys.argv[1])
ws = wb["Comparison"]
cells = [c.value for row in ws.iter_rows() for c in row if c.value is not None]
assert "REGRESSION" in cells, "no REGRESSION cell"
rows = [r for r in ws.iter_rows(values_only=True)
        if r[0] == "steady" and r[1] == "produce.latency.p50_ms"]
assert rows, "no row for steady produce.latency.p50_ms"
r = rows[0]
assert isinstance(r[4], float) and isinstance(r[5], float) and r[5] > r[4], r
assert r[10] == "REGRESSION", r
assert ws.protection.sheet, "sheet not protected"
print("ok", r[4], r[5])
PYEOF
if [ $? -eq 0 ]; then pass "compare.xlsx: the regression row, numbers as numbers ($(cat "$T_TMP/xlsx.out"))"
else fail "compare.xlsx: the regression row" "$(tail -3 "$T_TMP/xlsx.out")"; fi

# --metric: only the named metrics, and the verdict on them alone (the
# rate under the round trip holds on an idle host; a loaded one may not).
$KPLAN compare "$T_TMP/a1" "$T_TMP/b" --metric produce.rate.achieved_msgs_per_sec >"$T_TMP/m.out" 2>&1
rc=$?
want=0; grep -q '^regression  ' "$T_TMP/m.out" && want=1
expect_rc "--metric achieved rate: exit 1 only for a regression of the rate" $want $rc
lacks "--metric: other metrics left out" "$T_TMP/m.out" "produce.latency.p50_ms"
# --min-ms above the change: not a regression.
$KPLAN compare "$T_TMP/a1" "$T_TMP/b" --metric produce.latency.p50_ms --min-ms 100000 >"$T_TMP/mm.out" 2>&1
expect_rc "--min-ms above the change: exit 0" 0 $?

# Usage errors: exit 2; unreadable input: exit 3.
$KPLAN compare "$T_TMP/a1" >"$T_TMP/u.out" 2>"$T_TMP/u.err"
expect_rc "one input: exit 2" 2 $?
contains "one input: says what is expected" "$T_TMP/u.err" "expected two runs"
$KPLAN compare --threshold ten "$T_TMP/a1" "$T_TMP/a2" >/dev/null 2>"$T_TMP/t.err"
expect_rc "--threshold ten: exit 2" 2 $?
contains "--threshold: names the value" "$T_TMP/t.err" '"ten"'
$KPLAN compare --metric produce.latency.p96_ms "$T_TMP/a1" "$T_TMP/a2" >/dev/null 2>"$T_TMP/mm.err"
expect_rc "unknown metric: exit 2" 2 $?
contains "unknown metric: did you mean" "$T_TMP/mm.err" 'did you mean "produce.latency.p95_ms"'
$KPLAN compare "$T_TMP/a1" "$T_TMP/no-such.json" >/dev/null 2>"$T_TMP/n.err"
expect_rc "missing input: exit 3" 3 $?
contains "missing input: names the file" "$T_TMP/n.err" "no-such.json"
printf '{ not json' >"$T_TMP/bad.json"
$KPLAN compare "$T_TMP/bad.json" "$T_TMP/a1" >/dev/null 2>"$T_TMP/bad.err"
expect_rc "broken input: exit 2 (not results)" 2 $?
$KPLAN compare --help >"$T_TMP/h.out" 2>&1
expect_rc "--help: exit 0" 0 $?
contains "--help: the usage line" "$T_TMP/h.out" "Usage: kplan compare"
finish
