# The capacity search and the backlog drain on the embedded cluster.
# tests/plans/good/search-knee.json makes a knee: one partition, one
# request in flight, one message a request and every broker 10 ms late,
# so the producer cannot send much more than 100 msg/s. The search must
# find it (not its upper bound), follow its rule trial by trial, soak the
# rate found, and the reports must say so; the drain must catch up and
# give the extrapolation its outage catch-up time.
. tests/lib.sh

PLAN=tests/plans/good/search-knee.json
OUT=$T_TMP/knee
$KPLAN validate "$PLAN" >"$T_TMP/v.out" 2>&1
expect_rc "validate the knee plan" 0 $?
contains "validate prints the search rule" "$T_TMP/v.out" "search: 25 msg/s to 3,200 msg/s, x2 until a trial fails, then bisected to within 10%; at most 9 trials of 2.0 s"
contains "validate says the warm-up before trial 1" "$T_TMP/v.out" "before trial 1: a warm-up of 2.0 s at 25 msg/s, not measured"
# The warm-up (2 s), 9 trials and the repeat of a failure at the lowest
# rate (2 s and 0.4 s of their own warm-up each), 3 soaks (3 s + 0.6 s).
contains "validate bounds the search's time" "$T_TMP/v.out" "at most 36.8 s"
start=$(date +%s%N)
$KPLAN run "$PLAN" --out "$OUT" >"$T_TMP/out" 2>"$T_TMP/err"; rc=$?
secs=$(( ($(date +%s%N) - start) / 1000000000 ))
echo "NOTE: knee plan: exit $rc in $secs s"
expect_rc "run: the verdict (exit 0 or 1)" 0 $(( rc > 1 ))
R=$OUT/results.json
s="d['tiers'][0]['search']"
echo "NOTE: trials $(json_get "$R" "[(t['kind'], t['rate'], t['pass']) for t in $s['trials']]")"
found=$(json_get "$R" "$s['found_rate']")
echo "NOTE: found $found msg/s, sustained $(json_get "$R" "$s['sustained_rate']") msg/s"
# About 100 msg/s at most (one 10 ms round trip a message); a loaded host
# finds it lower, never above, and one that stalls the first trial (25
# msg/s) past its p95 of 100 ms finds none, and says so.
expect_rc "found a knee at 110 msg/s at most" True "$(json_get "$R" "0 <= $s['found_rate'] <= 110")"
knee=$(json_get "$R" "int($s['found_rate'] > 0)")
expect_rc "not at the upper bound" False "$(json_get "$R" "$s['at_bound']")"
expect_rc "a trial failed, with the reason" True "$(json_get "$R" "any(not t['pass'] and t['why'] for t in $s['trials'] if t['kind'] == 'trial')")"
expect_rc "each failed trial's reason is the report model's English words of its rules" True \
	"$(json_get "$R" "all(__import__('re').fullmatch(r'(nothing was measured|\\d+ of \\d+ messages not delivered|(achieved [\\d.]+ msg/s, under [\\d.]+% of \\d+ msg/s|produce\\.[a-z_.0-9]+ \\S+ ?\\S*( in its worst \\S+ window \\(\\d+ of \\d+ windows failed\\))?, criterion \\S+ \\S+ ?\\S*)(; .*)?)', t['why']) for t in $s['trials'] if not t['pass'] and t['kind'] == 'trial' and t['why'])")"
# The rule, trial by trial: from, x2 while every trial passes, then the
# midpoint of the highest pass and the lowest fail, until they are within
# the precision (10%); the found rate is the highest pass.
$PY - "$R" >"$T_TMP/rule" 2>&1 <<'PYEOF'
import json, sys
d = json.load(open(sys.argv[1]))
s = d['tiers'][0]['search']
trials = [t for t in s['trials'] if t['kind'] == 'trial']
lo, hi, want, again = 0, 0, 25, 0
for n, t in enumerate(trials, 1):
    if t['rate'] != want or t.get('repeat_of', 0) != again:
        print("trial", n, t['rate'], t.get('repeat_of'), "expected", want, again); sys.exit(1)
    # A failure at the lowest rate tried is run once more, then decides.
    if not t['pass'] and lo == 0 and not again:
        again = n
        continue
    again = 0
    if t['pass']:
        lo = t['rate']
    else:
        hi = t['rate']
    if lo == 0:
        break
    if hi == 0:
        want = min(lo * 2, 3200)
    elif (hi - lo) / lo <= 0.1:
        break
    else:
        want = int((lo + hi) / 2 + 0.5)
print("rule ok", lo, hi, len(trials))
if s['found_rate'] != lo:
    print("found", s['found_rate'], "expected", lo); sys.exit(1)
if len([t for t in trials if 'repeat_of' not in t]) > 9:
    print("more than max_trials"); sys.exit(1)
PYEOF
contains "every trial rate follows the rule, the found rate is the highest pass" "$T_TMP/rule" "rule ok"
# The warm-up before trial 1: at the first rate, 2 s of it (50 messages),
# in results.json apart from the trials, whose counts leave it out (a
# trial: 2 s and its own 0.4 s warm-up, 60 messages).
expect_rc "results.json: the warm-up at the first rate, all its messages" "25 50" "$(json_get "$R" "'%d %d' % ($s['warmup']['rate'], $s['warmup']['messages'])")"
expect_rc "results.json: the warm-up took some time" True "$(json_get "$R" "$s['warmup']['seconds'] > 0")"
expect_rc "results.json: trial 1 counts its own messages only" 60 "$(json_get "$R" "$s['trials'][0]['sent']")"
contains "the terminal says the warm-up" "$T_TMP/err" "knee: warm-up at 25 msg/s for 2.0 s, not measured"
took=$(json_get "$R" "round(sum(t['duration_s'] for t in $s['trials']), 1)")
# Within validate's bound on an idle host: bench/embedded_timing.sh.
echo "NOTE: the search measured for $took s; validate said at most 36.8 s"
contains "the terminal says what the search found" "$T_TMP/out" "search knee: "
if [ "$knee" = 1 ]; then
	expect_rc "the soak ran at the found rate or backed off x0.9" True "$(json_get "$R" "[t['rate'] for t in $s['trials'] if t['kind'] == 'soak'][0] == $found")"
	expect_rc "the tier's result is the soak's: its rate is the tier's target" True "$(json_get "$R" "abs(d['tiers'][0]['produce']['target_rate'] - [t['rate'] for t in $s['trials'] if t['kind'] == 'soak'][-1]) < 1e-9")"
	contains "every trial on stderr" "$T_TMP/err" "knee: trial 1 at 25 msg/s: pass"
	# The extrapolation: capacity from the search, not from a fixed tier.
	expect_rc "capacity from tier knee" knee "$(json_get "$R" "d['evaluation']['extrapolation']['sustainable_tier']")"
	kind=$(json_get "$R" "d['evaluation']['extrapolation']['capacity']")
	case $kind in sustained | trials) pass "capacity kind from the search ($kind)" ;;
	*) fail "capacity kind from the search" "$kind" ;; esac
else
	# A stall of ~150 ms fails the first trial's p95 (the search below,
	# from 400 msg/s, checks that case in full).
	echo "NOTE: this host failed the first trial at 25 msg/s: no knee to follow"
	contains "no rate met the criteria: said so" <(cat "$T_TMP/out" "$T_TMP/err") "capacity at the criteria under 25 msg/s"
fi
# The drain: caught up while the producers went on, faster than they wrote.
b="d['tiers'][1]['consume']['backlog']"
expect_rc "the drain caught up, producers still running" "True False" "$(json_get "$R" "str($b['drained']) + ' ' + str($b['producers_stopped'])")"
expect_rc "the consumers started after the 3 s pause" True "$(json_get "$R" "2.9 <= $b['start_delay_s']")"
drain=$(json_get "$R" "d['evaluation']['extrapolation']['backlog_drain_msgs_per_sec']")
echo "NOTE: drain $drain msg/s, caught up $(json_get "$R" "$b['caught_up_s']") s after joining, $(json_get "$R" "$b['start_delay_s']") s late"
# Above the 2,000 msg/s written on an idle host (bench/embedded_timing.sh);
# here: the messages read while behind over the time it took, when that
# time is long enough to be a rate (docs/metrics.md, "A rate needs a
# window"); a catch-up within 1 s gives the extrapolation no drain rate.
if [ "$(json_get "$R" "$b['caught_up_s'] >= 1")" = True ]; then
	expect_rc "the drain rate is the messages read while behind over the catch-up time" True "$(json_get "$R" "$b['caught_up_messages'] > 0 and abs($drain - $b['caught_up_messages'] / $b['caught_up_s']) <= 1e-9 * $drain")"
	expect_rc "outage catch-up = outage x peak / (drain - peak)" True "$(json_get "$R" "abs(d['evaluation']['extrapolation']['outage_catch_up_s'] - 600 * d['evaluation']['extrapolation']['required_peak_msgs_per_sec'] / ($drain - d['evaluation']['extrapolation']['required_peak_msgs_per_sec'])) < 1e-6")"
else
	echo "NOTE: the drain caught up within 1 s here: too short a window for a rate"
	expect_rc "a catch-up within 1 s gives no drain rate, nor an outage catch-up" True "$(json_get "$R" "not d['evaluation']['extrapolation'].get('backlog_drain_msgs_per_sec') and not d['evaluation']['extrapolation'].get('outage_catch_up_s')")"
fi
# The reports.
trials=$(json_get "$R" "len($s['trials'])")
rows=$(sed -n '/^#### Capacity search, tier knee/,/^### /p' "$OUT/report.md" | grep -cE '^\| (trial|soak|final run) [0-9]')
expect_rc "report.md: a row for every trial and soak" "$trials" "$rows"
contains "report.md: the search's rule" "$OUT/report.md" "the rate grows until a trial fails, then the last passing and the first failing rates are bisected"
contains "report.md: the drain" "$OUT/report.md" "### Backlog drain, tier drain"
contains "report.md: the warm-up, its rate and length" "$OUT/report.md" "Before trial 1 the search warmed up at 25 msg/s for "
check "report.md: the knee chart written" test -s "$OUT/charts/search-knee-latency.svg"
$PY - "$OUT/report.xlsx" "$trials" >"$T_TMP/xl" 2>&1 <<'PYEOF'
import sys, openpyxl
wb = openpyxl.load_workbook(sys.argv[1])
ws = wb["Capacity"]
vals = [[c.value for c in r] for r in ws.iter_rows()]
runs = [r for r in vals if isinstance(r[0], str) and r[0].split(" ")[0] in ("trial", "soak", "final") and isinstance(r[1], (int, float))]
print("runs", len(runs))
print("charts", len(ws._charts))
print("drain", any(r[0] == "Drain rate while behind (msg/s)" and isinstance(r[1], float) for r in vals))
print("warmup", any(r[0] == "Warm-up" and isinstance(r[1], str) and r[1].startswith("Before trial 1 the search warmed up at 25 msg/s") for r in vals))
# Each chart's line runs left to right: its x values ascend.
def cells(ref):
    rng = ref.split("!")[1].replace("$", "")
    return [c[0].value for c in ws[rng]] if ":" in rng else [ws[rng].value]
xs = [cells(se.xVal.numRef.f) for ch in ws._charts for se in ch.series[:2]]
print("ascending", all(len(v) >= 2 and v == sorted(v) for v in xs))
PYEOF
contains "workbook Capacity sheet: a row for every trial and soak" "$T_TMP/xl" "runs $trials"
contains "workbook Capacity sheet: two native charts" "$T_TMP/xl" "charts 2"
contains "workbook Capacity sheet: the drain rate as a number" "$T_TMP/xl" "drain True"
contains "workbook Capacity sheet: the warm-up said" "$T_TMP/xl" "warmup True"
contains "workbook Capacity sheet: the charts' points in order of rate" "$T_TMP/xl" "ascending True"
# The whole workbook against its results: sheets (Capacity included),
# front page, number formats, nothing numeric stored as text.
if /usr/bin/python3 tests/xlsx/check_workbook.py "$OUT/report.xlsx" "$R" >"$T_TMP/cw" 2>&1; then
	pass "workbook with a capacity search passes check_workbook.py"
else fail "workbook with a capacity search passes check_workbook.py" "$(grep -v '^PASS' "$T_TMP/cw")"; fi
# Rebuilt from results.json alone: the same search.
$KPLAN report --out "$T_TMP/rebuilt" "$R" >/dev/null 2>&1
expect_rc "kplan report: exit 0 or 1" 0 $(( $? > 1 ))
if cmp -s <(sed -n '/^### Capacity search/,/^## 7/p' "$OUT/report.md") \
	<(sed -n '/^### Capacity search/,/^## 7/p' "$T_TMP/rebuilt/report.md"); then
	pass "kplan report rebuilds the same capacity search section"
else fail "kplan report rebuilds the same capacity search section" "differs"; fi
# A search whose lowest rate is above the knee: the first trial fails, and
# that trial is what the tier measured, judged like any tier (FAIL with its
# cause); the capacity is under the lowest rate, and no other tier (the
# drain, whose latency no criterion judges) stands in for it.
# The drain tier is there to stand in, and must not: 10,000 messages (5 s,
# longer than its 3 s pause) are enough for that.
sed 's/"from": 25, "to": 3200/"from": 400, "to": 3200/' "$PLAN" >"$T_TMP/high.json"
$KPLAN run "$T_TMP/high.json" --set 'tiers[drain].messages=10000' --out "$T_TMP/high" >"$T_TMP/high.out" 2>&1
expect_rc "first trial fails: exit 1" 1 $?
H=$T_TMP/high/results.json
# Its latency failed on the embedded cluster: the rig's limit, not a
# cluster's, so the tier is INCONCLUSIVE with the embedded cluster as
# its reason.
expect_rc "first trial fails: the tier is complete and INCONCLUSIVE (the embedded cluster)" "complete INCONCLUSIVE rig.embedded-cluster" "$(json_get "$H" "d['tiers'][0]['status'] + ' ' + d['evaluation']['tiers'][0]['verdict'] + ' ' + d['evaluation']['tiers'][0]['rig']['code']")"
# It is tried once more before no rate holds: two trials at 400 msg/s,
# the second marked as the first's repeat, both kept.
expect_rc "first trial fails: repeated once, both failed, both kept" "trial:400:False:None trial:400:False:1" \
	"$(json_get "$H" "' '.join('%s:%d:%s:%s' % (t['kind'], t['rate'], t['pass'], t.get('repeat_of')) for t in d['tiers'][0]['search']['trials'])")"
expect_rc "first trial fails: the tier's produce result is the repeat's" True "$(json_get "$H" "d['tiers'][0]['produce']['latency_ms']['p95_ms'] == d['tiers'][0]['search']['trials'][1]['latency_ms']['p95_ms']")"
expect_rc "first trial fails: the warm-up ran at 400 msg/s" 400 "$(json_get "$H" "int(d['tiers'][0]['search']['warmup']['rate'])")"
expect_rc "first trial fails: the note says the repeat failed too" True "$(json_get "$H" "d['tiers'][0]['search']['note'].endswith('failed, and so did its repeat')")"
rows=$(grep -cE '^\| trial [0-9]' "$T_TMP/high/report.md")
expect_rc "first trial fails: report.md, a row for each trial" 2 "$rows"
contains "first trial fails: report.md, the repeat's row" "$T_TMP/high/report.md" "| trial 2 (repeats trial 1) | 400 |"
contains "first trial fails: report.md, the lowest rate tried twice" "$T_TMP/high/report.md" "The lowest rate, 400 msg/s, was tried twice: trial 1 failed and so did its repeat, trial 2, so no rate held."
contains "first trial fails: report.md, the warm-up" "$T_TMP/high/report.md" "Before trial 1 the search warmed up at 400 msg/s for "
$PY - "$T_TMP/high/report.xlsx" >"$T_TMP/hxl" 2>&1 <<'PYEOF'
import sys, openpyxl
ws = openpyxl.load_workbook(sys.argv[1])["Capacity"]
vals = [[c.value for c in r] for r in ws.iter_rows()]
print("rows", [r[0] for r in vals if isinstance(r[0], str) and r[0].startswith("trial ")])
print("twice", any(r[0] == "Lowest rate tried twice" and "was tried twice" in str(r[1]) for r in vals))
print("warmup", any(r[0] == "Warm-up" for r in vals))
PYEOF
contains "first trial fails: workbook, both trials" "$T_TMP/hxl" "rows ['trial 1', 'trial 2 (repeats trial 1)']"
contains "first trial fails: workbook, the lowest rate tried twice" "$T_TMP/hxl" "twice True"
contains "first trial fails: workbook, the warm-up" "$T_TMP/hxl" "warmup True"
# The same in Chinese, from results.json alone.
$KPLAN report --lang zh-CN --out "$T_TMP/high-zh" "$H" >/dev/null 2>&1
contains "first trial fails: report.md in Chinese, the repeat's row" "$T_TMP/high-zh/report.md" "| 试验 2（重复试验 1） | 400 |"
contains "first trial fails: report.md in Chinese, tried twice" "$T_TMP/high-zh/report.md" "最低速率 400 msg/s 试验了两次"
contains "first trial fails: report.md in Chinese, the warm-up" "$T_TMP/high-zh/report.md" "第 1 次试验之前，搜索先以 400 msg/s 预热"
$PY - "$T_TMP/high-zh/report.xlsx" >"$T_TMP/hzxl" 2>&1 <<'PYEOF'
import sys, openpyxl
wb = openpyxl.load_workbook(sys.argv[1])
vals = [[c.value for c in r] for ws in wb for r in ws.iter_rows()]
print("twice", any(r[0] == "最低速率试验两次" for r in vals))
print("warmup", any(r[0] == "预热" for r in vals))
PYEOF
contains "first trial fails: workbook in Chinese, tried twice" "$T_TMP/hzxl" "twice True"
contains "first trial fails: workbook in Chinese, the warm-up" "$T_TMP/hzxl" "warmup True"
expect_rc "first trial fails: capacity under 400 msg/s, nothing else stands in" "none 400" "$(json_get "$H" "d['evaluation']['extrapolation']['capacity'] + ' ' + str(int(d['evaluation']['extrapolation']['capacity_below_msgs_per_sec']))")"
contains "first trial fails: the headline says so" "$T_TMP/high.out" "capacity at the criteria under 400 msg/s (the capacity search's lowest rate failed them)"
contains "first trial fails: the cause on the terminal" "$T_TMP/high.out" "FAIL knee: produce.latency.p95_ms"

# Two soaks, each with a consume phase: a 300 ms round trip from 1.5 s to
# 3 s of every run passes the 1 s trials and fails both 3 s soaks. The
# second soak reads in a group of its own: in the group the first one
# left, the embedded cluster would hold its join for the session timeout
# (45 s), past the consumer's 10 s, and read nothing.
cat >"$T_TMP/soaks.json" <<'EOF'
{
  "name": "soaks",
  "topic": { "partitions": 2 },
  "defaults": { "record_size": 100, "warmup": 0,
                "consumer": { "timeout": "10s" } },
  "tiers": [
    { "name": "s", "rate": "search", "faults": ["rtt=300ms@1.5s+1.5s"],
      "search": { "from": 500, "to": 1000, "trial": "1s", "soak": "3s",
                  "max_trials": 2, "max_soaks": 2 } }
  ],
  "criteria": [
    { "metric": "produce.latency.p95_ms", "op": "<=", "threshold": 100 }
  ]
}
EOF
timeout -k 5 120 $KPLAN run "$T_TMP/soaks.json" --out "$T_TMP/soaks" >"$T_TMP/soaks.out" 2>&1
expect_rc "two soaks: exit 1 (neither held)" 1 $?
S=$T_TMP/soaks/results.json
expect_rc "two soaks: both ran and failed" "soak:False soak:False" \
	"$(json_get "$S" "' '.join('%s:%s' % (t['kind'], t['pass']) for t in d['tiers'][0]['search']['trials'] if t['kind'] == 'soak')")"
expect_rc "two soaks: the second soak's messages all read back, the tier complete" "complete 0 True" \
	"$(json_get "$S" "' '.join(str(x) for x in (d['tiers'][0]['status'], d['tiers'][0]['consume']['missing'], d['tiers'][0]['consume']['messages'] == d['tiers'][0]['produce']['delivered'] > 0))")"
finish
