# Faults in the middle of a run on the embedded cluster (plan key "faults"):
# brokers down, request errors on Produce and Fetch, an RTT spike; and a run
# killed with SIGKILL. Each run must end with exit 0 or 1, an honest
# verdict, counts that reconcile, the errors by code, and every report
# written; a killed run leaves a valid results.json that `kplan report`
# turns into the reports. `timeout` only ends a run that hangs; how long
# each run takes against the bound its plan implies, and the latency
# bands a loaded host can miss, are measured by bench/embedded_timing.sh.
. tests/lib.sh

PLANS=tests/plans/good

# py FILE CODE: runs Python CODE with d = the JSON of FILE.
py() {
	$PY -c "import json,sys; d=json.load(open(sys.argv[1])); $2" "$1" 2>&1
}

# run_plan NAME LIMIT_S OUT PLAN: kplan run under `timeout` (LIMIT_S, far
# above what the plan needs: it only ends a hung run, exit 124); sets RC
# and SECS; stdout and stderr go to OUT.out and OUT.err.
run_plan() {
	local name=$1 limit=$2 out=$3 plan=$4 t0
	t0=$(date +%s%N)
	timeout -k 5 "$limit" $KPLAN run "$plan" --out "$out" >"$out.out" 2>"$out.err"
	RC=$?
	SECS=$(( ($(date +%s%N) - t0) / 1000000000 ))
	echo "NOTE: $name: exit $RC after $SECS s"
	if [ $RC -eq 0 ] || [ $RC -eq 1 ]; then
		pass "$name: ends by itself with exit 0 or 1 (exit $RC)"
	else
		fail "$name: ends by itself with exit 0 or 1" \
			"exit $RC (124 = still running at the limit): $(tail -5 "$out.err")"
	fi
}

# reports_written NAME OUT: results.json parses, report.xlsx is a whole
# workbook, report.md is there with its verdict, and no temporary file is
# left behind.
reports_written() {
	local name=$1 out=$2 v
	v=$(py "$out/results.json" "print(d['evaluation']['verdict'])")
	case "$v" in
	PASS | FAIL | INCONCLUSIVE | INCOMPLETE) pass "$name: results.json is valid with a verdict ($v)" ;;
	*) fail "$name: results.json is valid with a verdict" "$v" ;;
	esac
	if $PY -c 'import sys, zipfile
z = zipfile.ZipFile(sys.argv[1])
assert z.testzip() is None
z.getinfo("xl/workbook.xml")' "$out/report.xlsx" 2>/dev/null; then
		pass "$name: report.xlsx is a complete workbook"
	else fail "$name: report.xlsx is a complete workbook" "$(ls -l "$out" 2>&1)"; fi
	if [ -s "$out/report.md" ] && grep -qF "**$v**" "$out/report.md"; then
		pass "$name: report.md written with the verdict $v"
	else fail "$name: report.md written with the verdict $v" "$(ls -l "$out" 2>&1)"; fi
	if [ -z "$(find "$out" -name '*.tmp.*')" ]; then pass "$name: no temporary file left"
	else fail "$name: no temporary file left" "$(find "$out" -name '*.tmp.*')"; fi
}

# reconciles NAME RESULTS: sent = delivered + failed + undelivered in every
# tier; the produce interval series add up to the delivered and failed
# counts; the errors by code add up to the failed count.
reconciles() {
	local name=$1 r=$2
	expect_rc "$name: sent = delivered + failed + undelivered in every tier" "" \
		"$(py "$r" "print(' '.join(t['name'] for t in d['tiers'] if t['produce']['sent'] != t['produce']['delivered'] + t['produce']['failed'] + t['produce']['undelivered']))")"
	expect_rc "$name: interval series add up to the delivered and failed counts" "" \
		"$(py "$r" "print(' '.join(t['name'] for t in d['tiers'] if sum(i['msgs'] for i in t['produce']['intervals']) != t['produce']['delivered'] or sum(i['errors'] for i in t['produce']['intervals']) != t['produce']['failed']))")"
	expect_rc "$name: errors by code add up to the failed count" "" \
		"$(py "$r" "print(' '.join(t['name'] for t in d['tiers'] if sum(t['produce']['errors'].values()) != t['produce']['failed']))")"
}

# not_pass_when_lost NAME RESULTS: a tier with failed or undelivered
# messages is not complete, not PASS, and its reason gives the counts and
# every error code.
not_pass_when_lost() {
	local name=$1 r=$2
	expect_rc "$name: every tier that lost messages is incomplete, not PASS, with a reason naming counts and codes" "" \
		"$(py "$r" "
ev = {t['name']: t['verdict'] for t in d['evaluation']['tiers']}
bad = []
for t in d['tiers']:
    p = t['produce']
    if p['failed'] + p['undelivered'] == 0:
        continue
    why = t['reason'] or ''
    ok = (t['status'] == 'incomplete' and ev[t['name']] != 'PASS'
          and ('{:,} failed'.format(p['failed'])) in why
          and ('{:,} undelivered'.format(p['undelivered'])) in why
          and t['reason_code'] in ('undelivered', 'undelivered-codes')
          and t['reason_figures']['failed'] == p['failed']
          and t['reason_figures']['undelivered'] == p['undelivered']
          and all(c in why for c in p['errors']))
    if not ok:
        bad.append('%s: %s %s %r' % (t['name'], t['status'], ev[t['name']], why))
print('; '.join(bad))")"
}

# verdict_exit NAME RESULTS WANT: the run verdict is WANT and the exit code 1.
verdict_exit() {
	expect_rc "$1: verdict $3" "$3" "$(py "$2" "print(d['evaluation']['verdict'])")"
	expect_rc "$1: exit 1 for a $3 verdict" 1 "$RC"
}

# ---- (a) brokers down ------------------------------------------------------
# "all down": every broker down for 3 s from 2.2 s while 2,500 messages go
# out at 1,000 msg/s; "one down": broker 1 only, 3 s from 2 s; "outlasts
# drain": every broker down for 6 s from 1 s with a 2 s drain timeout.
OUT="$T_TMP/down"
run_plan "brokers down" 240 "$OUT" "$PLANS/faults-down.json"
R="$OUT/results.json"
reports_written "brokers down" "$OUT"
reconciles "brokers down" "$R"
not_pass_when_lost "brokers down" "$R"
# On the embedded cluster a failed latency is the rig's, not a cluster's:
# INCONCLUSIVE, with the embedded cluster as its reason.
verdict_exit "brokers down" "$R" INCONCLUSIVE
expect_rc "brokers down: INCONCLUSIVE because the brokers were the embedded cluster" rig.embedded-cluster \
	"$(py "$R" "print(d['evaluation']['inconclusive']['code'])")"
expect_rc "brokers down: statuses complete, complete, incomplete" "complete complete incomplete" \
	"$(py "$R" "print(' '.join(t['status'] for t in d['tiers']))")"
expect_rc "brokers down: tier verdicts INCONCLUSIVE (p99), INCONCLUSIVE (p99) unless broker 1 led nothing, INCOMPLETE (lost messages)" True \
	"$(py "$R" "v = [t['verdict'] for t in d['evaluation']['tiers']]; led = sum(1 for p in d['cluster']['topics'][0]['layout'] if p['leader'] == 1); print(v[0] == 'INCONCLUSIVE' and v[1] == ('INCONCLUSIVE' if led else 'PASS') and v[2] == 'INCOMPLETE')")"
# After the outage every message of the first two tiers arrives and is
# read. A retried batch may have been written twice (the producer is not
# idempotent): a duplicate is read too, nothing may be missing.
expect_rc "brokers down: every message of the first two tiers delivered and read back" "2500 0 True 6000 0 True" \
	"$(py "$R" "print(' '.join('%d %d %s' % (t['produce']['delivered'], t['consume']['missing'], t['consume']['messages'] >= t['produce']['delivered']) for t in d['tiers'][:2]))")"
dups=$(py "$R" "print(sum(t['consume']['messages'] - t['produce']['delivered'] for t in d['tiers'][:2]))")
echo "NOTE: brokers down: $dups message(s) read twice after retries"
p99=$(py "$R" "print(d['tiers'][0]['produce']['latency_ms']['p99_ms'])")
echo "NOTE: all brokers down 3 s: corrected p99 $p99 ms"
if awk -v p="$p99" 'BEGIN { exit !(p >= 3000) }'; then
	pass "brokers down: corrected p99 covers the 3 s outage ($p99 ms >= 3000)"
else fail "brokers down: corrected p99 covers the 3 s outage" "$p99 ms"; fi
# The interval series shows the stall where it was: deliveries in the
# intervals up to the one ending at 3 s (the outage starts at 2.2 s),
# nothing in the intervals ending at 4 and 5 s (every broker down until
# 5.2 s). How many came just before it depends on the host's speed.
expect_rc "brokers down: deliveries before the outage, in the intervals up to 3 s" True \
	"$(py "$R" "print(sum(i['msgs'] for i in d['tiers'][0]['produce']['intervals'] if i['t_s'] <= 3) > 0)")"
expect_rc "brokers down: no delivery in the intervals ending at 4 and 5 s" "0 0" \
	"$(py "$R" "iv = {i['t_s']: i['msgs'] for i in d['tiers'][0]['produce']['intervals']}; print(iv.get(4), iv.get(5))")"
# The mock cluster picks partition leaders at random: with 24 partitions
# broker 1 leads about 8 of them (none with a probability of 6 in 100,000).
p99=$(py "$R" "print(d['tiers'][1]['produce']['latency_ms']['p99_ms'])")
p50=$(py "$R" "print(d['tiers'][1]['produce']['latency_ms']['p50_ms'])")
led=$(py "$R" "print(sum(1 for p in d['cluster']['topics'][0]['layout'] if p['leader'] == 1))")
echo "NOTE: broker 1 of 3 (leader of $led of 24 partitions) down 3 s: corrected p50 $p50 ms, p99 $p99 ms"
# Its partitions stall (p99 >= 2 s), the others go on: messages are
# delivered in the intervals ending at 3, 4 and 5 s, while it is down.
# (A p50 under 100 ms, the others' speed, is bench/embedded_timing.sh's.)
during=$(py "$R" "print(sum(i['msgs'] for i in d['tiers'][1]['produce']['intervals'] if 3 <= i['t_s'] <= 5))")
if [ "$led" = 0 ]; then
	echo "NOTE: broker 1 leads no partition in this run: its outage cannot show"
elif awk -v p="$p99" -v n="$during" 'BEGIN { exit !(p >= 2000 && n > 0) }'; then
	pass "brokers down: one broker down stalls its partitions only (p99 $p99 ms >= 2000, $during delivered meanwhile)"
else fail "brokers down: one broker down stalls its partitions only" "p99 $p99 ms, $during delivered while it was down"; fi
expect_rc "brokers down: the outage outlasting the drain leaves undelivered messages, none failed" "True 0" \
	"$(py "$R" "p = d['tiers'][2]['produce']; print(p['undelivered'] > 0, p['failed'])")"
contains "brokers down: the reason says the drain timeout ended" "$OUT/results.json" "undelivered when the drain timeout ended"
contains "brokers down: report.md gives the reason" "$OUT/report.md" "undelivered when the drain timeout ended"

# ---- (b) request errors ----------------------------------------------------
# Produce errors with retries disabled (and with 2 retries against 60
# errors in a row): some messages really fail. Fetch errors in the consume
# phase: the consumer recovers and reads everything; but an authorization
# error ends the consume phase, and the tier is then not complete.
OUT="$T_TMP/errors"
run_plan "request errors" 180 "$OUT" "$PLANS/faults-errors.json"
R="$OUT/results.json"
reports_written "request errors" "$OUT"
reconciles "request errors" "$R"
not_pass_when_lost "request errors" "$R"
verdict_exit "request errors" "$R" FAIL
expect_rc "request errors: errors by code, per tier" \
	"NOT_ENOUGH_REPLICAS REQUEST_TIMED_OUT NOT_ENOUGH_REPLICAS - -" \
	"$(py "$R" "print(' '.join(','.join(sorted(t['produce']['errors'])) or '-' for t in d['tiers']))")"
expect_rc "request errors: every Produce error tier lost messages and nothing else" "True True True" \
	"$(py "$R" "print(' '.join(str(t['produce']['failed'] > 0 and t['produce']['undelivered'] == 0) for t in d['tiers'][:3]))")"
n=$(py "$R" "print(d['tiers'][0]['produce']['errors'].get('NOT_ENOUGH_REPLICAS'))")
echo "NOTE: 20 NOT_ENOUGH_REPLICAS answers with retries=0: $n messages failed"
# 20 failed requests carry at least 20 messages; 3,000 sent at most.
if [ -n "$n" ] && [ "$n" -ge 20 ] && [ "$n" -lt 3000 ]; then
	pass "request errors: NOT_ENOUGH_REPLICAS counted per message (20 <= $n < 3000)"
else fail "request errors: NOT_ENOUGH_REPLICAS counted per message" "'$n'"; fi
expect_rc "request errors: produce.errors checks FAIL on the three Produce tiers, PASS on the Fetch error tier, INCOMPLETE where nothing was read back" \
	"FAIL FAIL FAIL PASS INCOMPLETE" \
	"$(py "$R" "print(' '.join(c['verdict'] for c in d['evaluation']['checks'] if c['metric'] == 'produce.errors'))")"
expect_rc "request errors: the failed check records the measured value" True \
	"$(py "$R" "c = [c for c in d['evaluation']['checks'] if c['metric'] == 'produce.errors'][0]; print(c['value'] == d['tiers'][0]['produce']['failed'] + d['tiers'][0]['produce']['undelivered'])")"
expect_rc "request errors: what was delivered is read back (completeness 1 in the first four tiers)" "1 1 1 1" \
	"$(py "$R" "print(' '.join('%g' % t['consume']['completeness'] for t in d['tiers'][:4]))")"
expect_rc "request errors: the Fetch error tier completes and passes" "complete PASS" \
	"$(py "$R" "print(d['tiers'][3]['status'], d['evaluation']['tiers'][3]['verdict'])")"
fs=$(py "$R" "print(round(d['tiers'][3]['consume']['fetch_s'], 2), round(d['tiers'][0]['consume']['fetch_s'], 2))")
echo "NOTE: consume fetch time with 10 Fetch errors / without: $fs s"
# 2,000 messages take well under a second to fetch; ten failed fetches and
# their back-offs take longer: the errors did reach the consumer.
expect_rc "request errors: the Fetch errors slowed the consumer (fetch time >= 1 s)" True \
	"$(py "$R" "print(d['tiers'][3]['consume']['fetch_s'] >= 1.0)")"
# The consume phase ended by an authorization error: incomplete, never
# PASS, the reason says why; the run exit stays 1.
expect_rc "request errors: a consume phase ended by TOPIC_AUTHORIZATION_FAILED leaves the tier incomplete, INCOMPLETE" \
	"incomplete INCOMPLETE" "$(py "$R" "print(d['tiers'][4]['status'], d['evaluation']['tiers'][4]['verdict'])")"
expect_rc "request errors: its reason names the consume phase and the error" True \
	"$(py "$R" "r = d['tiers'][4]['reason'] or ''; print(r.startswith('consume phase:') and 'authorization failed' in r)")"
expect_rc "request errors: its reason's code and the error as its figure" "consume-error True" \
	"$(py "$R" "t = d['tiers'][4]; print(t['reason_code'], 'authorization failed' in t['reason_figures']['error'])")"
for code in NOT_ENOUGH_REPLICAS REQUEST_TIMED_OUT; do
	contains "request errors: report.md names $code" "$OUT/report.md" "$code"
	if unzip -p "$OUT/report.xlsx" 'xl/*.xml' 'xl/worksheets/*.xml' 2>/dev/null | grep -qF "$code"; then
		pass "request errors: report.xlsx names $code"
	else fail "request errors: report.xlsx names $code" "not in the workbook's XML"; fi
done

# ---- (c) an RTT spike -------------------------------------------------------
# Every broker answers 200 ms late from 2 s to 5 s of an 8 s tier.
OUT="$T_TMP/rtt"
run_plan "RTT spike" 120 "$OUT" "$PLANS/faults-rtt.json"
R="$OUT/results.json"
reports_written "RTT spike" "$OUT"
reconciles "RTT spike" "$R"
verdict_exit "RTT spike" "$R" INCONCLUSIVE
# The spike FAILs its p99 <= 100 ms, on the embedded cluster: the tier is
# INCONCLUSIVE; the calm tier's verdict follows its own p99 (PASS on an
# idle host: bench/embedded_timing.sh).
expect_rc "RTT spike: both tiers complete, spike INCONCLUSIVE, calm judged on its own p99" "complete complete INCONCLUSIVE True" \
	"$(py "$R" "c = d['tiers'][0]['produce']['latency_ms']['p99_ms']; v = [t['verdict'] for t in d['evaluation']['tiers']]; print(' '.join(t['status'] for t in d['tiers']), v[1], v[0] == ('PASS' if c <= 100 else 'INCONCLUSIVE'))")"
v=$(py "$R" "p = d['tiers'][1]['produce']; print(p['latency_ms']['p99_ms'], p['service_latency_ms']['p99_ms'], p['latency_ms']['p50_ms'], d['tiers'][0]['produce']['latency_ms']['p99_ms'])")
echo "NOTE: 200 ms RTT for 3 s of 8: corrected p99, service p99, corrected p50, calm p99 (ms): $v"
set -- $v
# That p50 and the calm tier stay under 100 ms is the host's speed
# (bench/embedded_timing.sh); the spike's lower bounds hold anywhere.
if awk -v c="$1" -v s="$2" 'BEGIN { exit !(c >= 200 && s >= 200 && c >= s) }'; then
	pass "RTT spike: p99 reflects the 200 ms spike (corrected $1 >= service $2 >= 200 ms)"
else fail "RTT spike: p99 reflects the 200 ms spike" "corrected p99 $1, service p99 $2, p50 $3, calm p99 $4"; fi
expect_rc "RTT spike: the failed check is the p99 criterion, with its value" True \
	"$(py "$R" "c = [c for c in d['evaluation']['checks'] if c['tier'] == 'spike'][0]; print(c['verdict'] == 'FAIL' and c['value'] == d['tiers'][1]['produce']['latency_ms']['p99_ms'])")"
# The interval series places the spike: p99 >= 200 ms in the intervals
# ending at 4 and 5 s (under 100 ms before and after it on an idle host:
# bench/embedded_timing.sh).
expect_rc "RTT spike: the intervals ending at 4 and 5 s show the spike" True \
	"$(py "$R" "iv = {i['t_s']: i['p99_ms'] for i in d['tiers'][1]['produce']['intervals']}; print(iv[4] >= 200 and iv[5] >= 200)")"

# ---- crash safety: SIGKILL ----------------------------------------------------
# Killed while the second tier produces (its "tier long" line is printed
# after results.json was saved with the first tier): results.json keeps the
# first tier complete and the others pending, the run "running"; kplan
# report rebuilds the reports from it and exits 1 (INCOMPLETE).
OUT="$T_TMP/kill"
$KPLAN run "$PLANS/faults-kill.json" --out "$OUT" >"$OUT.out" 2>"$OUT.err" &
pid=$!
for _ in $(seq 1 600); do
	grep -q "^tier long:" "$OUT.err" && break
	kill -0 $pid 2>/dev/null || break
	sleep 0.1
done
sleep 1
if kill -0 $pid 2>/dev/null; then
	kill -KILL $pid
	{ wait $pid; } 2>/dev/null
	expect_rc "SIGKILL: the run was killed (exit 137)" 137 $?
else
	wait $pid
	fail "SIGKILL: the run was still running when killed" "it had ended: $(tail -3 "$OUT.err")"
fi
R="$OUT/results.json"
expect_rc "SIGKILL: results.json is valid, the run marked running" running "$(py "$R" "print(d['run']['status'])")"
expect_rc "SIGKILL: the first tier complete, the others pending" "complete pending pending" \
	"$(py "$R" "print(' '.join(t['status'] for t in d['tiers']))")"
expect_rc "SIGKILL: the first tier's figures kept (2,000 delivered and read)" "2000 2000" \
	"$(py "$R" "t = d['tiers'][0]; print(t['produce']['delivered'], t['consume']['messages'])")"
if [ -z "$(find "$OUT" -name '*.tmp.*')" ]; then pass "SIGKILL: no temporary file left"
else fail "SIGKILL: no temporary file left" "$(find "$OUT" -name '*.tmp.*')"; fi
sum=$(sha256sum <"$R")
timeout 60 $KPLAN report "$OUT" >"$T_TMP/kr.out" 2>&1
expect_rc "SIGKILL: kplan report on the directory exits 1 (INCOMPLETE)" 1 $?
contains "SIGKILL: kplan report says INCOMPLETE" "$T_TMP/kr.out" "INCOMPLETE"
reports_written "SIGKILL: kplan report" "$OUT"
expect_rc "SIGKILL: kplan report leaves results.json as it was" "$sum" "$(sha256sum <"$R")"
expect_rc "SIGKILL: report.md shows the tiers as complete, pending, pending" "3" \
	"$(grep -cE '^\| (first|long|never) \| [^|]* \| (complete|pending) \|' "$OUT/report.md")"

# Killed before any tier finished: every tier pending, still valid.
OUT="$T_TMP/kill0"
$KPLAN run "$PLANS/faults-kill.json" --out "$OUT" >"$OUT.out" 2>"$OUT.err" &
pid=$!
for _ in $(seq 1 300); do
	grep -q "^tier first:" "$OUT.err" && break
	sleep 0.05
done
kill -KILL $pid
{ wait $pid; } 2>/dev/null
expect_rc "SIGKILL in the first tier: results.json valid, every tier pending" "running pending pending pending" \
	"$(py "$OUT/results.json" "print(d['run']['status'], ' '.join(t['status'] for t in d['tiers']))")"
timeout 60 $KPLAN report "$OUT" --out "$T_TMP/kill0-report" >/dev/null 2>&1
expect_rc "SIGKILL in the first tier: kplan report --out exits 1" 1 $?
reports_written "SIGKILL in the first tier: kplan report --out" "$T_TMP/kill0-report"
finish
