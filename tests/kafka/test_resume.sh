# kplan run --resume against the real test broker, whose topic outlives
# the process: a run SIGKILLed in its second tier goes on with --resume
# from that tier's start. The tiers complete; the first tier's JSON is as
# it was; the killed attempt's messages of the second tier stay in the
# topic, counted apart (written, from the offsets), and the resumed
# tier's consumers read only its own attempt's. A topic that no longer
# matches what the run read back is refused (exit 3) before any load.
. tests/lib.sh

: "${KP_KAFKA_BOOTSTRAP:?run under tests/kafka/with-broker.sh}"
export KPLAN_IT_TOPIC="kplan-it-resume-$(date +%s%N)"
PLAN=tests/kafka/plans/resume.json
OUT="$T_TMP/run"
R="$OUT/results.json"

# poll EXPR: until EXPR (Python on d, results.json) holds, at most 120 s
# (a bound on a hang, not a timing).
poll() {
	for _ in $(seq 1 1200); do
		$PY -c 'import json,sys; d=json.load(open(sys.argv[1])); sys.exit(0 if eval(sys.argv[2]) else 1)' "$R" "$1" 2>/dev/null && return 0
		sleep 0.1
	done
	return 1
}

tier0() {
	$PY -c 'import json,sys; d=json.load(open(sys.argv[1]), parse_float=str, parse_int=str, object_pairs_hook=list); print(repr(dict(d)["tiers"][0]))' "$1"
}

$KPLAN run "$PLAN" -q --out "$OUT" >"$T_TMP/a.out" 2>"$T_TMP/a.err" &
pid=$!
# In t2: its attempt has it in its cut; t2 sends 10 s of messages, and
# a second of them is in the topic when the run is killed.
if poll "d['tiers'][0]['status'] == 'complete' and any(c['tier'] == 't2' for c in d['run']['attempts'][-1]['cut'])"; then
	pass "the run is in its second tier"
else
	fail "the run is in its second tier" "$(tail -3 "$T_TMP/a.err")"
fi
sleep 2
kill -KILL $pid 2>/dev/null
wait $pid 2>/dev/null
cp "$R" "$T_TMP/killed.json"
expect_rc "killed: t2 not finished" "running complete pending" "$(json_get "$R" "' '.join([d['run']['status'], d['tiers'][0]['status'], d['tiers'][1]['status']])")"

# A topic that no longer matches: the run's read-back says 5 partitions,
# the cluster has 3.
cp -r "$OUT" "$T_TMP/other"
$PY - "$T_TMP/other/results.json" <<'PY'
import json, sys
d = json.load(open(sys.argv[1]))
d['cluster']['topics'][0]['partitions'] = 5
json.dump(d, open(sys.argv[1], 'w'), indent=1)
PY
$KPLAN run --resume "$T_TMP/other" -q >"$T_TMP/o.out" 2>"$T_TMP/o.err"
expect_rc "a topic that no longer matches: refused (exit 3)" 3 $?
contains "a topic that no longer matches: says so" "$T_TMP/o.err" "no longer matches"
expect_rc "a topic that no longer matches: nothing ran" "running pending" "$(json_get "$T_TMP/other/results.json" "d['run']['status'] + ' ' + d['tiers'][1]['status']")"

$KPLAN run --resume "$OUT" -q >"$T_TMP/b.out" 2>"$T_TMP/b.err"
rc=$?
if [ $rc -eq 0 ] || [ $rc -eq 1 ]; then pass "resumed (exit $rc)"
else fail "resumed" "exit $rc: $(tail -5 "$T_TMP/b.err")"; fi
expect_rc "resumed: every tier complete" "complete complete complete" "$(json_get "$R" "' '.join(t['status'] for t in d['tiers'])")"
expect_rc "resumed: the same run id" "$(json_get "$T_TMP/killed.json" "d['run']['id']")" "$(json_get "$R" "d['run']['id']")"
if [ "$(tier0 "$T_TMP/killed.json")" = "$(tier0 "$R")" ]; then pass "resumed: the first tier's JSON unchanged"
else fail "resumed: the first tier's JSON unchanged" "tiers[0] differs"; fi
expect_rc "resumed: the killed attempt's t2 messages counted from the offsets" True "$(json_get "$R" "d['run']['attempts'][0]['status'] == 'killed' and d['run']['attempts'][0]['cut'][0]['written'] is not None and d['run']['attempts'][0]['cut'][0]['written'] > 0")"
echo "NOTE: the killed attempt wrote $(json_get "$R" "d['run']['attempts'][0]['cut'][0]['written']") messages of t2"
# The offsets hold together: t2's killed attempt started where t1 ended;
# its resumed run starts after what the killed one wrote.
expect_rc "the killed attempt's t2 started where t1 ended" True "$(json_get "$R" "sum(d['run']['attempts'][0]['cut'][0]['start_offsets']) == sum(p['end'] for p in d['tiers'][0]['produce']['partitions'])")"
expect_rc "the resumed t2 starts after the killed attempt's messages" True "$(json_get "$R" "sum(p['start'] for p in d['tiers'][1]['produce']['partitions']) == sum(d['run']['attempts'][0]['cut'][0]['start_offsets']) + d['run']['attempts'][0]['cut'][0]['written']")"
expect_rc "the resumed t2: every message produced and read back, none other" "10000 10000 10000" "$(json_get "$R" "' '.join(str(x) for x in [d['tiers'][1]['produce']['delivered'], d['tiers'][1]['consume']['messages'], d['tiers'][1]['consume'].get('distinct', d['tiers'][1]['consume']['messages'])])")"
expect_rc "the resumed t2 read no other attempt's message" 0 "$(json_get "$R" "d['tiers'][1]['consume'].get('foreign', 0) + d['tiers'][1]['consume'].get('duplicates', 0)")"
contains "the report names the attempts" "$OUT/report.md" "| 2 |"
finish
