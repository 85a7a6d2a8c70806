# Failover on the 3-broker Kafka 4.4.0 cluster (Kafka's shipped defaults):
# the leader of partition 0 is SIGKILLed during a tier and started again
# 12 s later, once during the produce phase and once during the consume
# phase, on a topic with 6 partitions, RF 3 and min.insync.replicas 2.
#
#   (a) produce phase, acks=all + idempotence: 0 lost, 0 duplicates,
#       completeness 100%, the consume phase completes, the report says
#       that the broker left and leaders moved;
#   (b) consume phase, same settings: the consume phase survives the
#       leader change and completes;
#   (c) produce phase, acks=1 without idempotence: whatever is lost is
#       counted and reported, and the counts reconcile.
#
# Each run is bounded with `timeout`; the killed node is always started
# again, also when a check fails or the test is interrupted.
. tests/lib.sh

: "${KP_CLUSTER_BOOTSTRAP:?run under tests/kafka/with-cluster.sh or tests/run cluster}"
: "${KP_CLUSTER_SCRIPT:?run under tests/kafka/with-cluster.sh or tests/run cluster}"
C=$KP_CLUSTER_SCRIPT
export KP_CLUSTER_BOOTSTRAP KP_PERF_KAFKA=${KP_PERF_KAFKA:-4.4.0}
stamp=$(date +%s%N)
PLAN=tests/cluster/plans/failover.json

KILLED=
restore() {
	if [ -n "$KILLED" ]; then
		$C start-node "$KILLED" >/dev/null 2>&1
		KILLED=
	fi
}
trap 'restore; rm -rf "$T_TMP"' EXIT
trap 'exit 130' INT TERM

py() {
	$PY -c "import json,sys; d=json.load(open(sys.argv[1])); t=d['tiers'][0]; p=t['produce']; c=t['consume']; a=c['accounting']; $2" "$1" 2>&1
}

# wait_line FILE TEXT SECONDS: until FILE holds TEXT (0) or time is up (1).
wait_line() {
	for _ in $(seq 1 $(($3 * 10))); do
		grep -qF -- "$2" "$1" && return 0
		kill -0 "$PID" 2>/dev/null || return 1
		sleep 0.1
	done
	return 1
}

# failover NAME PHASE: runs the plan, kills the leader of partition 0 when
# PHASE (produce or consume) is under way, starts it again 12 s later.
failover() {
	local name=$1 phase=$2 out=$T_TMP/$1 leader t_kill
	export KPLAN_IT_TOPIC="kplan-it-$name-$stamp"
	T0=$(date +%s%N)
	timeout -k 5 240 $KPLAN run "$PLAN" --out "$out" >"$out.out" 2>"$out.err" &
	PID=$!
	if ! wait_line "$out.err" "tier 100k:" 60; then
		fail "$name: the tier started" "$(tail -5 "$out.err")"
		wait $PID
		return 1
	fi
	leader=$($C leader "$KPLAN_IT_TOPIC" 0 2>"$T_TMP/leader.err")
	case $leader in
	[123]) ;;
	*)
		fail "$name: the leader of partition 0 is known" "$(cat "$T_TMP/leader.err")"
		wait $PID
		return 1
		;;
	esac
	if [ "$phase" = consume ] && ! wait_line "$out.err" "consume phase:" 120; then
		fail "$name: the consume phase started" "$(tail -5 "$out.err")"
		wait $PID
		return 1
	fi
	KILLED=$leader
	KILL_WALL=$(date +%s.%N)
	$C kill "$leader" >/dev/null 2>&1
	t_kill=$((($(date +%s%N) - T0) / 1000000))
	echo "NOTE: $name: node $leader (leader of partition 0) killed at $t_kill ms, in the $phase phase"
	sleep 12
	$C start-node "$leader" >"$T_TMP/start.out" 2>&1
	expect_rc "$name: node $leader starts again" 0 $?
	KILLED=
	wait $PID
	RC=$?
	echo "NOTE: $name: kplan exit $RC after $((($(date +%s%N) - T0) / 1000000000)) s"
	R=$out/results.json
	if [ ! -f "$R" ]; then
		fail "$name: results.json written" "$(tail -5 "$out.err")"
		return 1
	fi
	KLEADER=$leader
	OUT=$out
	return 0
}

# figures NAME: the figures the closing note quotes.
figures() {
	echo "NOTE: $1: $(py "$R" "print('sent %d, delivered %d, failed %d, undelivered %d; read %d distinct, lost %d, duplicates %d, read unacknowledged %d; completeness %.4f%%; corrected p99 %.1f ms' % (p['sent'], p['delivered'], p['failed'], p['undelivered'], a['distinct'], a['lost'], a['duplicates'], a['unacked_read'], 100 * c['completeness'], p['latency_ms']['p99_ms']))")"
	echo "NOTE: $1: events: $(sed -n 's/^  100k: cluster: //p' "$OUT.err")"
}

# ---- (a) the leader killed in the produce phase, acks=all ----------------
export KPLAN_IT_ACKS=all KPLAN_IT_IDEMPOTENCE=true
if failover produce-kill produce; then
	figures produce-kill
	expect_rc "produce-kill: exit 0 (every criterion passed)" 0 $RC
	expect_rc "produce-kill: every message delivered, none failed" "100000 0 0" \
		"$(py "$R" "print(p['delivered'], p['failed'], p['undelivered'])")"
	expect_rc "produce-kill: counted message by message: 0 lost, 0 duplicates, all read" "True 0 0 100000" \
		"$(py "$R" "print(a['identity'], a['lost'], a['duplicates'], a['distinct'])")"
	expect_rc "produce-kill: completeness 100%, tier complete" "1 complete" \
		"$(py "$R" "print(c['completeness'], t['status'])")"
	# The cluster fences the killed broker broker.session.timeout.ms (9 s)
	# after the kill: in the produce phase when it lasts that long, in the
	# consume phase when a loaded host ended the produce phase first.
	expect_rc "produce-kill: the killed broker left, in the events" True \
		"$(py "$R" "print(any(e['kind'] == 'broker_left' and e['broker'] == $KLEADER for e in t['events']))")"
	left_in=$(py "$R" "print(([e['phase'] for e in t['events'] if e['kind'] == 'broker_left' and e['broker'] == $KLEADER] + ['no'])[0])")
	expect_rc "produce-kill: the leader of partition 0 moved" True \
		"$(py "$R" "print(any(e['kind'] == 'leaders_moved' and 0 in e['partitions'] for e in t['events']))")"
	contains "produce-kill: report.md says the broker left" "$OUT/report.md" "broker $KLEADER left, seen at t="
	contains "produce-kill: report.md says leaders moved" "$OUT/report.md" "moved, seen at t="
	if [ "$left_in" = produce ]; then
		contains "produce-kill: the latency chart marks it" "$OUT/charts/latency-100k.svg" "broker $KLEADER left"
	else
		echo "NOTE: produce-kill: the broker was seen leaving in the $left_in phase, after the produce phase: the produce latency chart has no mark to show"
	fi
fi

# ---- (b) the leader killed in the consume phase ---------------------------
if failover consume-kill consume; then
	figures consume-kill
	expect_rc "consume-kill: exit 0" 0 $RC
	expect_rc "consume-kill: the consume phase completed: 0 lost, 0 duplicates, all read" "True 0 0 100000 1" \
		"$(py "$R" "print(a['identity'], a['lost'], a['duplicates'], a['distinct'], c['completeness'])")"
	expect_rc "consume-kill: tier complete, no timeout" "complete False" \
		"$(py "$R" "print(t['status'], c['timed_out'])")"
	# The cluster drops a killed broker from its metadata only when it
	# fences it, broker.session.timeout.ms (9 s by Kafka's default) after
	# the kill: the event is due only when the consume phase outlasted that.
	left=$(py "$R" "print(any(e['kind'] == 'broker_left' and e['broker'] == $KLEADER and e['phase'] == 'consume' for e in t['events']))")
	after=$(py "$R" "import calendar,time; s=calendar.timegm(time.strptime(c['started_at'][:19], '%Y-%m-%dT%H:%M:%S')); print('%.1f' % (s + c['duration_s'] - $KILL_WALL))")
	if [ "$left" = True ]; then
		pass "consume-kill: the broker left during the consume phase"
	elif awk -v a="$after" 'BEGIN { exit !(a < 11) }'; then
		echo "NOTE: consume-kill: the consume phase ended $after s after the kill, before the cluster fenced the broker: no event was due"
		pass "consume-kill: no broker event, and none was due ($after s < 9 s + a metadata poll)"
	else
		fail "consume-kill: the broker left during the consume phase" "no broker_left event, though the consume phase ran $after s after the kill"
	fi
fi

# ---- (c), (d) acks=1 and acks=0 without idempotence: loss is counted ------
# Whether a message is lost depends on what the killed leader had not yet
# replicated (acks=1) or written (acks=0): the counts must reconcile, and
# any loss must be reported.
lossy() { # NAME
	local name=$1 lost
	figures "$name"
	expect_rc "$name: sent = delivered + failed + undelivered" True \
		"$(py "$R" "print(p['sent'] == p['delivered'] + p['failed'] + p['undelivered'])")"
	expect_rc "$name: read = delivered - lost + read unacknowledged" True \
		"$(py "$R" "print(a['identity'] and a['distinct'] == p['delivered'] - a['lost'] + a['unacked_read'])")"
	expect_rc "$name: missing is the lost count, completeness from it" True \
		"$(py "$R" "print(c['missing'] == a['lost'] and abs(c['completeness'] - (p['delivered'] - a['lost']) / max(p['delivered'], 1)) < 1e-9)")"
	lost=$(py "$R" "print(a['lost'])")
	if [ "$lost" -gt 0 ] 2>/dev/null; then
		expect_rc "$name: $lost lost: the tier is incomplete and the run fails (exit 1)" "incomplete 1" \
			"$(py "$R" "print(t['status'])") $RC"
		contains "$name: report.md counts the lost messages" "$OUT/report.md" "$($PY -c "print(f'{$lost:,}')") acknowledged but never read (lost)"
		contains "$name: the tier's reason names the loss" "$OUT/report.md" "$($PY -c "print(f'{$lost:,}')") acknowledged messages were not read back (lost"
	else
		expect_rc "$name: nothing lost this time: the tier is complete" complete \
			"$(py "$R" "print(t['status'])")"
	fi
}
export KPLAN_IT_ACKS=1 KPLAN_IT_IDEMPOTENCE=false
failover acks1-kill produce && lossy acks1-kill
export KPLAN_IT_ACKS=0
failover acks0-kill produce && lossy acks0-kill
finish
