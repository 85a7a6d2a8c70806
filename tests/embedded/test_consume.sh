# kplan consume on the embedded cluster: every message counted, end-to-end
# latency recorded, join time apart from fetch time, Kafka's CSV, timeout.
. tests/lib.sh

KAFKA_HEADER="start.time, end.time, data.consumed.in.MB, MB.sec, data.consumed.in.nMsg, nMsg.sec, rebalance.time.ms, fetch.time.ms, fetch.MB.sec, fetch.nMsg.sec"

# 200,000 messages of 100 B over 12 partitions (the mock keeps ~5 MiB each).
$KPLAN consume --topic c200k --messages 200000 --record-size 100 \
	--partitions 12 >"$T_TMP/c.out" 2>"$T_TMP/c.err"
expect_rc "consume 200,000 exits 0" 0 $?
contains "every message counted" "$T_TMP/c.out" "kplan: consumed 200000 of 200000 messages (completeness 100.0000%, missing 0)"
contains "end-to-end histogram holds every message" "$T_TMP/c.out" "(200000 messages)"
contains "says it fills the embedded cluster first" "$T_TMP/c.err" "filling the embedded cluster with 200000 messages"
# Kafka's CSV: the header exactly, then a row with as many columns.
if [ "$(sed -n 1p "$T_TMP/c.out")" = "$KAFKA_HEADER" ]; then
	pass "CSV header is Kafka's"
else fail "CSV header is Kafka's" "$(sed -n 1p "$T_TMP/c.out")"; fi
row=$(sed -n 2p "$T_TMP/c.out")
cols=$(echo "$row" | awk -F', ' '{ print NF }')
expect_rc "CSV row has Kafka's 10 columns" 10 "$cols"
# Fetch-only excludes the group join: the mock's join takes about 3 s and
# lands in rebalance.time.ms, not in fetch.time.ms.
rebalance=$(echo "$row" | awk -F', ' '{ print $7 }')
fetch=$(echo "$row" | awk -F', ' '{ print $8 }')
nmsg=$(echo "$row" | awk -F', ' '{ print $6 }')
fnmsg=$(echo "$row" | awk -F', ' '{ print $10 }')
echo "NOTE: rebalance.time.ms $rebalance, fetch.time.ms $fetch, nMsg.sec $nmsg, fetch.nMsg.sec $fnmsg"
# The figures' arithmetic holds on any host: fetch.nMsg.sec is the
# messages over fetch.time.ms alone, nMsg.sec over the join and the fetch
# together (how much faster fetching alone is, is bench/embedded_timing.sh's).
if [ "$rebalance" -ge 2500 ]; then
	pass "the ~3 s join is in rebalance time ($rebalance ms)"
else fail "the ~3 s join is in rebalance time" "rebalance $rebalance fetch $fetch"; fi
if awk -v a="$fnmsg" -v b="$nmsg" -v r="$rebalance" -v f="$fetch" 'BEGIN {
	n = 200000; exit !(a > b && (n / a * 1000 - f) ^ 2 <= 1 && (n / b * 1000 - r - f) ^ 2 <= 4) }'; then
	pass "fetch-only rate excludes the join (fetch.nMsg.sec = messages / fetch.time.ms > nMsg.sec)"
else fail "fetch-only rate excludes the join" "nMsg.sec $nmsg, fetch.nMsg.sec $fnmsg, rebalance $rebalance ms, fetch $fetch ms"; fi

# --hide-header and --show-detailed-stats keep Kafka's forms.
$KPLAN consume --topic c2 --messages 1000 --hide-header >"$T_TMP/h.out" 2>/dev/null
lacks "--hide-header drops the header" "$T_TMP/h.out" "start.time"
$KPLAN consume --topic c3 --messages 1000 --show-detailed-stats \
	--reporting-interval 500 >"$T_TMP/d.out" 2>/dev/null
contains "detailed header" "$T_TMP/d.out" "time, threadId, data.consumed.in.MB, MB.sec, data.consumed.in.nMsg, nMsg.sec, rebalance.time.ms, fetch.time.ms, fetch.MB.sec, fetch.nMsg.sec"

# No data: a clear message and exit 1 when the timeout ends (how soon
# after it is bench/embedded_timing.sh's; `timeout 60` only ends a hang).
start=$(date +%s%N)
timeout -k 5 60 $KPLAN consume --topic empty --messages 100 --fill 0 --timeout 3000 \
	>"$T_TMP/e.out" 2>"$T_TMP/e.err"
rc=$?
ms=$(( ($(date +%s%N) - start) / 1000000 ))
expect_rc "no data: exit 1" 1 $rc
contains "no data: Kafka's warning" "$T_TMP/e.out" "WARNING: Exiting before consuming the expected number of messages: timeout (3000 ms) exceeded."
contains "no data: kplan's message" "$T_TMP/e.err" "no message for 3000 ms"
echo "NOTE: no-data consumer stopped after $ms ms (timeout 3000 ms)"
# One label, one metric: the run's terminal summary and its reports name
# the consume rate over fetch time "Fetch msg/s", and the rate over the
# whole consume phase (group join included) "msg/s incl. join"; each
# label shows its own figure from results.json, and no label is used for
# the other metric.
cat >"$T_TMP/labels.json" <<'JSON'
{ "name": "labels", "topic": {"name": "kplan-labels", "partitions": 3},
  "tiers": [ {"name": "l", "messages": 3000, "rate": 3000, "record_size": 100} ],
  "criteria": [ {"metric": "consume.completeness", "op": ">=", "threshold": 1} ] }
JSON
$KPLAN run -o "$T_TMP/labels" "$T_TMP/labels.json" >"$T_TMP/l.out" 2>"$T_TMP/l.err"; rc=$?
expect_rc "labels: the run completes" 0 $rc
R="$T_TMP/labels/results.json"
fetch=$(json_get "$R" "'%.0f' % d['tiers'][0]['consume']['fetch_msgs_per_sec']")
whole=$(json_get "$R" "'%.1f' % d['tiers'][0]['consume']['msgs_per_sec']")
hdr=$(grep -m1 '^tier ' "$T_TMP/l.out")
case $hdr in
*"Fetch msg/s"*) pass "labels: the terminal names the fetch-only rate Fetch msg/s" ;;
*) fail "labels: the terminal names the fetch-only rate Fetch msg/s" "$hdr" ;;
esac
lacks "labels: no 'consume msg/s' on the terminal" "$T_TMP/l.out" "consume msg/s"
got=$(grep -m1 '^l ' "$T_TMP/l.out" | awk '{ print $6 }')
expect_rc "labels: the terminal's Fetch msg/s is consume.fetch_msgs_per_sec" "$fetch" "$got"
# No criterion is on a consume rate: the front table shows the rates with
# the join, and its headers say that no criterion judged them.
contains "labels: report.md's front table names the whole-phase rate, not judged" "$T_TMP/labels/report.md" "| Consume | Messages | MiB | MiB/s incl. join, not judged | msg/s incl. join, not judged | Seconds |"
front=$(awk -F' *[|] *' '/^[|] Consume [|]/ { on = 1; next } on && /^[|] l [|]/ { print $6; exit }' "$T_TMP/labels/report.md" | tr -d ',')
expect_rc "labels: report.md's msg/s incl. join is consume.msgs_per_sec" "$whole" "$front"
contains "labels: the appendix names both" "$T_TMP/labels/report.md" "| msg/s incl. join | MiB/s incl. join | Fetch msg/s | Fetch MiB/s |"
$PY - "$T_TMP/labels/report.xlsx" >"$T_TMP/l.cells" 2>&1 <<'PYEOF'
import sys, openpyxl
wb = openpyxl.load_workbook(sys.argv[1])
for ws in wb:
    for row in ws.iter_rows(values_only=True):
        for v in row:
            if isinstance(v, str) and "msg/s" in v:
                print(v)
PYEOF
contains "labels: the workbook names the whole-phase rate" "$T_TMP/l.cells" "msg/s incl. join"
contains "labels: the workbook names the fetch-only rate" "$T_TMP/l.cells" "Fetch msg/s"
lacks "labels: the workbook has no other name for them" "$T_TMP/l.cells" "Fetch-only rate"
# A rate is judged with its uncertainty (docs/metrics.md): 100,000
# messages read back from the mock in a fraction of a second are a rate
# whose window's ends are each known to one round trip. >= 1,000 msg/s
# and >= 1e9 msg/s both lie far outside the range those ends allow,
# however fast or slow this host read: the first is PASS, the second
# FAIL, and the run is FAIL (exit 1). The extrapolation still drains
# nothing with a fetch under 1 s.
cat >"$T_TMP/window.json" <<'JSON'
{ "name": "window", "topic": {"name": "kplan-window", "partitions": 6},
  "tiers": [ {"name": "100k", "messages": 100000, "rate": "unlimited", "record_size": 100} ],
  "criteria": [ {"metric": "consume.fetch_msgs_per_sec", "op": ">=", "threshold": 1000},
                {"metric": "consume.fetch_msgs_per_sec", "op": ">=", "threshold": 1e9},
                {"metric": "consume.completeness", "op": ">=", "threshold": 1} ],
  "target": {"messages": "1M", "window": "1h"} }
JSON
$KPLAN run -o "$T_TMP/window" "$T_TMP/window.json" >"$T_TMP/w.out" 2>"$T_TMP/w.err"; rc=$?
R="$T_TMP/window/results.json"
fs=$(json_get "$R" "d['tiers'][0]['consume']['fetch_s']")
echo "NOTE: 100,000 messages fetched in $fs s"
fetch_checks="[c for c in d['evaluation']['checks'] if c['metric'] == 'consume.fetch_msgs_per_sec']"
expect_rc "window: >= 1,000 msg/s is PASS, >= 1e9 msg/s is FAIL" "1000.0 PASS 1000000000.0 FAIL" \
	"$(json_get "$R" "' '.join(str(float(c['threshold'])) + ' ' + c['verdict'] for c in $fetch_checks)")"
expect_rc "window: the consume phase read every message" 100000 "$(json_get "$R" "d['tiers'][0]['consume']['messages']")"
# The figures on each check hold together: the range holds the rate, the
# window is the fetch time, each end's error is one round trip recorded
# by the consumer's statistics (its highest p95), or the clock's grain.
expect_rc "window: each check's range holds its rate, over the fetch time" "True True" \
	"$(json_get "$R" "' '.join(str(c['rate_low'] <= c['rate_value'] == c['value'] and (c['rate_high'] is None or c['rate_value'] <= c['rate_high']) and c['rate_window_s'] == d['tiers'][0]['consume']['fetch_s'] and c['rate_end_error_s'] > 0) for c in $fetch_checks)")"
# (results.json names the round trip's per-second p95s' mean
# rtt_mean_of_p95s_ms; older files rtt_p95_ms.)
rtts="[s.get('rtt_mean_of_p95s_ms', s.get('rtt_p95_ms')) for s in d['tiers'][0]['consume']['client']['stats'] if s.get('rtt_mean_of_p95s_ms', s.get('rtt_p95_ms')) is not None]"
expect_rc "window: each end's error is the consumer's round trip" "True" \
	"$(json_get "$R" "(lambda c, rt: (c['rate_end_error_from'] == 'round_trip' and len(rt) > 0 and abs(c['rate_end_error_s'] - max(rt) / 1000) < 1e-9) or (c['rate_end_error_from'] == 'clock' and c['rate_end_error_s'] == 0.001) or (c['rate_end_error_from'] == 'interval' and not rt))($fetch_checks[0], $rtts)")"
# The 1e9 check failed on the embedded cluster: the rig's limit, so the
# run is INCONCLUSIVE, not FAIL.
expect_rc "window: the run is INCONCLUSIVE (the embedded cluster)" INCONCLUSIVE "$(json_get "$R" "d['evaluation']['verdict']")"
expect_rc "window: exit 1" 1 $rc
lacks "window: evaluate writes no sentence for a rate" "$R" "measured over"
contains "window: the front table shows the judged fetch rate" "$T_TMP/window/report.md" "| Consume | Messages | MiB | Fetch MiB/s, not judged | Fetch msg/s | Fetch seconds |"
if [ "$(json_get "$R" "int(d['tiers'][0]['consume']['fetch_s'] < 1)")" = 1 ]; then
	expect_rc "window: the extrapolation drains nothing with it: null, with its reason" "None no_backlog_read None no_backlog_read" "$(json_get "$R" "(lambda x: '%s %s %s %s' % (x['consume_msgs_per_sec'], x['unknown'].get('consume_msgs_per_sec'), x['drain_s'], x['unknown'].get('drain_s')))(d['evaluation']['extrapolation'])")"
else
	echo "NOTE: this host fetched 100,000 messages in $fs s: the extrapolation may use it"
fi
# The same results judged against the rate it measured: a limit within
# the range its window's ends allow is not judged (INCOMPLETE, code
# within_error, the run not PASS), and both languages say so with the
# figures, from the report model's words.
mkdir -p "$T_TMP/within"
$PY - "$R" "$T_TMP/within/results.json" <<'PYEOF'
import json, sys
d = json.load(open(sys.argv[1]))
c = [c for c in d['evaluation']['checks'] if c['metric'] == 'consume.fetch_msgs_per_sec'][0]
d['plan']['source']['criteria'][1]['threshold'] = c['rate_value']
json.dump(d, open(sys.argv[2], 'w'))
PYEOF
$KPLAN report "$T_TMP/within/results.json" >"$T_TMP/within.out" 2>&1; rc=$?
expect_rc "within: kplan report exits 1" 1 $rc
contains "within: the terminal says why in words" "$T_TMP/within.out" "could not be judged; the first: consume.fetch_msgs_per_sec on 100k: "
contains "within: ... the range that holds the limit" "$T_TMP/within.out" "a range that holds the limit"
$KPLAN report --lang zh-CN -o "$T_TMP/within-zh" "$T_TMP/within/results.json" >"$T_TMP/within-zh.out" 2>&1
contains "within: report.md gives the rate, its window and its range" "$T_TMP/within/report.md" ", a range that holds the limit"
contains "within: the front page says not judged" "$T_TMP/within/report.md" "consume fetch rate not judged, limit"
contains "within: the verdict's reason words the check" "$T_TMP/within/report.md" "**INCOMPLETE**: 1 of 3 checks could not be judged; the first: consume.fetch_msgs_per_sec on 100k: "
contains "within: the ends' error is given" "$T_TMP/within/report.md" "each end known to"
contains "within: zh-CN says the same" "$T_TMP/within-zh/report.md" "阈值落在此范围内"
finish
