# Faults on the real test broker in the middle of a kplan run: (a) the
# broker paused with SIGSTOP for 8 s, then SIGCONT; (b) the broker killed
# with SIGKILL and not restarted during the run. kplan must end by itself
# (`timeout` at LIMIT, far above the plan's timeouts, only ends a hang;
# the elapsed time is a NOTE) with exit 1, an honest verdict, counts that
# reconcile and every report written. Named zz_ to run last in the kafka suite: it kills
# the broker, then restarts it (broker.sh stop, to clean its state, then
# start), so the machine is left with a broker running as it was found.
. tests/lib.sh

: "${KP_KAFKA_BOOTSTRAP:?run under tests/kafka/with-broker.sh}"
BROKER=tests/kafka/broker.sh
RUN_DIR=${KP_BROKER_DIR:-tests/kafka/.run}
stamp=$(date +%s%N)

# The broker process started by broker.sh from RUN_DIR: the only one this
# test may stop or kill.
if ! $BROKER status >/dev/null 2>&1; then
	fail "a broker answers at the start" "$($BROKER status 2>&1)"
	finish
fi
BPID=$(cat "$RUN_DIR/broker.pid" 2>/dev/null)
if [ -z "$BPID" ] || ! ps -o args= -p "$BPID" 2>/dev/null | grep -qF "kafka.Kafka"; then
	echo "NOTE: the broker that answers was not started by broker.sh from $RUN_DIR: not paused or killed, tests skipped"
	finish
fi

# Whatever happens (a failed check, Ctrl-C), the broker is never left
# stopped, and a killed broker is started again.
KILLED=0 RESTARTED=0
restore() {
	kill -CONT "$BPID" 2>/dev/null
	if [ "$KILLED" = 1 ] && [ "$RESTARTED" = 0 ]; then
		RESTARTED=1
		$BROKER stop >/dev/null 2>&1
		$BROKER start >/dev/null 2>&1
	fi
}
trap 'restore; rm -rf "$T_TMP"' EXIT
trap 'exit 130' INT TERM

py() {
	$PY -c "import json,sys; d=json.load(open(sys.argv[1])); $2" "$1" 2>&1
}

# start_run NAME PLAN OUT: kplan run in the background, bounded by
# `timeout`; waits (at most 60 s) until the first tier has started.
start_run() {
	T0=$(date +%s%N)
	timeout -k 5 "$LIMIT" $KPLAN run "$2" --out "$3" >"$3.out" 2>"$3.err" &
	PID=$!
	for _ in $(seq 1 600); do
		grep -q "^tier " "$3.err" && return 0
		kill -0 $PID 2>/dev/null || break
		sleep 0.1
	done
	fail "$1: the first tier started" "$(tail -5 "$3.err")"
	kill $PID 2>/dev/null
	wait $PID
	return 1
}

# end_run NAME BOUND_S: waits for kplan; exit 1. BOUND_S, what the plan's
# timeouts add up to, is printed beside the time it took, not judged.
end_run() {
	wait $PID
	RC=$?
	SECS=$(( ($(date +%s%N) - T0) / 1000000000 ))
	echo "NOTE: $1: exit $RC after $SECS s (the plan's timeouts: $2 s)"
	expect_rc "$1: kplan ends with exit 1 (FAIL, INCONCLUSIVE or INCOMPLETE; 124 would be a hang)" 1 $RC
}

# reports NAME OUT: results.json valid with the run complete, a whole
# workbook, report.md with the verdict; the counts reconcile.
reports() {
	local label=$1 out=$2 v
	v=$(py "$out/results.json" "print(d['run']['status'], d['evaluation']['verdict'])")
	case "$v" in
	"complete FAIL" | "complete INCOMPLETE" | "complete INCONCLUSIVE") pass "$label: results.json complete, verdict not PASS ($v)" ;;
	*) fail "$label: results.json complete, verdict not PASS" "$v" ;;
	esac
	if $PY -c 'import sys, zipfile
z = zipfile.ZipFile(sys.argv[1])
assert z.testzip() is None
z.getinfo("xl/workbook.xml")' "$out/report.xlsx" 2>/dev/null; then
		pass "$label: report.xlsx is a complete workbook"
	else fail "$label: report.xlsx is a complete workbook" "$(ls -l "$out" 2>&1)"; fi
	if [ -s "$out/report.md" ] && grep -qF "**${v#* }**" "$out/report.md"; then
		pass "$label: report.md written with the verdict"
	else fail "$label: report.md written with the verdict" "$(ls -l "$out" 2>&1)"; fi
	expect_rc "$label: sent = delivered + failed + undelivered, errors by code = failed, in every tier" "" \
		"$(py "$out/results.json" "print(' '.join(t['name'] for t in d['tiers'] if t['produce'] and (t['produce']['sent'] != t['produce']['delivered'] + t['produce']['failed'] + t['produce']['undelivered'] or sum(t['produce']['errors'].values()) != t['produce']['failed'])))")"
}

# ---- (a) paused for 8 s ----------------------------------------------------
# 15,000 messages at 1,000 msg/s; at about 4 s the broker stops for 8 s.
# message.timeout.ms is 4 s, so the messages waiting through the pause time
# out in the client: produce.errors fails, and the corrected p99 of those
# that waited less than 4 s fails its 1 s criterion too. Bound: 15 s of
# schedule, 10 s of drain at most, 20 s of consumer timeout at most.
export KPLAN_IT_TOPIC="kplan-it-pause-$stamp"
OUT="$T_TMP/pause"
LIMIT=120
if start_run "pause" tests/plans/good/faults-kafka-pause.json "$OUT"; then
	sleep 4
	kill -STOP "$BPID"
	echo "NOTE: broker $BPID stopped (SIGSTOP) at $(( ($(date +%s%N) - T0) / 1000000 )) ms"
	sleep 8
	kill -CONT "$BPID"
	end_run "pause" 60
	R="$OUT/results.json"
	reports "pause" "$OUT"
	v=$(py "$R" "p = d['tiers'][0]['produce']; print(p['sent'], p['delivered'], p['failed'], p['undelivered'], sorted(p['errors']), p['latency_ms']['p99_ms'])")
	echo "NOTE: pause: sent, delivered, failed, undelivered, codes, corrected p99: $v"
	expect_rc "pause: 15,000 sent, some failed with _MSG_TIMED_OUT, the rest delivered" True \
		"$(py "$R" "p = d['tiers'][0]['produce']; print(p['sent'] == 15000 and p['failed'] > 0 and '_MSG_TIMED_OUT' in p['errors'] and p['delivered'] > 0)")"
	expect_rc "pause: the tier is incomplete, its verdict FAIL" "incomplete FAIL" \
		"$(py "$R" "print(d['tiers'][0]['status'], d['evaluation']['tiers'][0]['verdict'])")"
	expect_rc "pause: the reason gives the failed count and the code" True \
		"$(py "$R" "t = d['tiers'][0]; print(('%s failed (_MSG_TIMED_OUT' % format(t['produce']['failed'], ',')) in t['reason'])")"
	expect_rc "pause: both criteria fail (produce.errors, p99 >= 1 s after waiting out the pause)" "FAIL FAIL" \
		"$(py "$R" "print(' '.join(c['verdict'] for c in d['evaluation']['checks']))")"
	expect_rc "pause: the interval series shows the stall (an interval with no delivery, one with errors)" "True True" \
		"$(py "$R" "iv = d['tiers'][0]['produce']['intervals']; print(any(i['msgs'] == 0 for i in iv[1:-1]), any(i['errors'] > 0 for i in iv))")"
	expect_rc "pause: after SIGCONT every delivered message is read back" True \
		"$(py "$R" "t = d['tiers'][0]; print(t['consume']['messages'] >= t['produce']['delivered'] and t['consume']['completeness'] == 1)")"
	$BROKER status >/dev/null 2>&1
	expect_rc "pause: the broker answers again after SIGCONT" 0 $?
fi

# ---- (b) killed --------------------------------------------------------------
# Two tiers; the broker is killed about 4 s into the first and stays down.
# The first tier's remaining messages time out (message.timeout.ms 4 s) or
# stay undelivered at the 5 s drain timeout; the offsets after it cannot be
# read, and the second tier cannot start: each offsets query gives up after
# 30 s (kp_cluster_high_watermarks). Bound: 10 s + 5 s + 2 x 30 s.
export KPLAN_IT_TOPIC="kplan-it-kill-$stamp"
OUT="$T_TMP/kill"
LIMIT=180
if start_run "kill" tests/plans/good/faults-kafka-kill.json "$OUT"; then
	sleep 4
	KILLED=1
	kill -KILL "$BPID"
	echo "NOTE: broker $BPID killed (SIGKILL) at $(( ($(date +%s%N) - T0) / 1000000 )) ms"
	end_run "kill" 90
	R="$OUT/results.json"
	reports "kill" "$OUT"
	v=$(py "$R" "p = d['tiers'][0]['produce']; print(p['sent'], p['delivered'], p['failed'], p['undelivered'], sorted(p['errors']))")
	echo "NOTE: kill: sent, delivered, failed, undelivered, codes: $v"
	expect_rc "kill: every message of the first tier sent, some delivered before the kill, the rest lost" True \
		"$(py "$R" "p = d['tiers'][0]['produce']; print(p['sent'] == 10000 and 0 < p['delivered'] < 10000)")"
	expect_rc "kill: tier statuses incomplete (it ran) and failed (it could not start)" "incomplete failed" \
		"$(py "$R" "print(' '.join(t['status'] for t in d['tiers']))")"
	expect_rc "kill: the first tier's reason counts the lost messages" True \
		"$(py "$R" "t = d['tiers'][0]; p = t['produce']; print(t['reason'].startswith('not every message was delivered: %s failed' % format(p['failed'], ',')) and ('%s undelivered' % format(p['undelivered'], ',')) in t['reason'])")"
	expect_rc "kill: the second tier's reason says the offsets could not be read" True \
		"$(py "$R" "r = d['tiers'][1]['reason'] or ''; print(r.startswith('produce phase: offsets of') and 'no answer within 30 s' in r)")"
	expect_rc "kill: tier verdicts FAIL (produce.errors) and INCOMPLETE, run verdict FAIL" "FAIL INCOMPLETE FAIL" \
		"$(py "$R" "print(' '.join(t['verdict'] for t in d['evaluation']['tiers']), d['evaluation']['verdict'])")"
	contains "kill: report.md gives the first tier's reason" "$OUT/report.md" "not every message was delivered"
fi

# ---- leave a broker running, as found ----------------------------------------
if [ "$KILLED" = 1 ]; then
	RESTARTED=1
	$BROKER stop >"$T_TMP/stop.out" 2>&1
	t0=$(date +%s)
	$BROKER start >"$T_TMP/start.out" 2>&1
	expect_rc "the broker restarts after the kill (broker.sh stop, start)" 0 $?
	echo "NOTE: broker restarted in $(( $(date +%s) - t0 )) s"
fi
$BROKER status >/dev/null 2>&1
expect_rc "a broker answers at the end, as at the start" 0 $?
finish
