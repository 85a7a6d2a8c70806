# kplan run --resume on the embedded cluster. The mock cluster lives only
# inside a kplan process, so a resumed run gets a new one (its topic
# made again): a run SIGKILLed once its first tier is in results.json
# goes on with --resume: every tier complete, the first tier's JSON as it
# was, the same run id, the report naming two attempts. A changed plan is
# refused before any load; Ctrl-C says how to resume; a run that is over
# is not run again; a directory that is not a run is a usage error.
. tests/lib.sh

cat >"$T_TMP/plan.json" <<'PLAN'
{
  "name": "resume",
  "topic": { "name": "kplan-resume", "partitions": 3 },
  "defaults": { "record_size": 100, "warmup": 0 },
  "tiers": [
    { "name": "t1", "messages": 1000, "rate": 2000 },
    { "name": "t2", "messages": 20000, "rate": 2000 },
    { "name": "t3", "messages": 1000, "rate": 2000 }
  ],
  "criteria": [
    { "metric": "consume.completeness", "op": ">=", "threshold": 1 }
  ]
}
PLAN

# wait_first DIR: until tiers[0] of DIR/results.json is complete (at
# most 120 s: a bound on a hang, not a timing).
wait_first() {
	for _ in $(seq 1 1200); do
		$PY -c 'import json,sys; d=json.load(open(sys.argv[1])); sys.exit(0 if d["tiers"][0]["status"] == "complete" else 1)' "$1/results.json" 2>/dev/null && return 0
		sleep 0.1
	done
	return 1
}

# The value text of tiers[0], numbers as written (parse_float=str), keys
# in their order.
tier0() {
	$PY -c 'import json,sys; d=json.load(open(sys.argv[1]), parse_float=str, parse_int=str, object_pairs_hook=list); print(repr(dict(d)["tiers"][0]))' "$1"
}

OUT="$T_TMP/run"
$KPLAN run "$T_TMP/plan.json" -q --out "$OUT" >"$T_TMP/a.out" 2>"$T_TMP/a.err" &
pid=$!
if wait_first "$OUT"; then pass "the first tier is in results.json while the run goes on"
else fail "the first tier is in results.json while the run goes on" "$(tail -3 "$T_TMP/a.err")"; fi
kill -KILL $pid 2>/dev/null
wait $pid 2>/dev/null
R="$OUT/results.json"
cp "$R" "$T_TMP/killed.json"
check "the run keeps a copy of its plan" cmp -s "$T_TMP/plan.json" "$OUT/plan.json"
expect_rc "killed: status running, t2 and t3 not finished" "running complete" "$(json_get "$R" "d['run']['status'] + ' ' + d['tiers'][0]['status']")"
expect_rc "killed: t3 pending" pending "$(json_get "$R" "d['tiers'][2]['status']")"
expect_rc "killed: its attempt ran t1" "['t1']" "$(json_get "$R" "d['run']['attempts'][0]['tiers']")"
run_id=$(json_get "$R" "d['run']['id']")

# A plan changed since: refused, nothing run, results.json untouched.
cp "$T_TMP/plan.json" "$T_TMP/plan.orig"
sed -i 's/"messages": 1000, "rate": 2000 }/"messages": 1001, "rate": 2000 }/' "$T_TMP/plan.json"
$KPLAN run --resume "$OUT" -q >"$T_TMP/c.out" 2>"$T_TMP/c.err"
expect_rc "a changed plan: refused (exit 2)" 2 $?
contains "a changed plan: says so" "$T_TMP/c.err" "has changed since the run started"
check "a changed plan: results.json untouched" cmp -s "$R" "$T_TMP/killed.json"
cp "$T_TMP/plan.orig" "$T_TMP/plan.json"

$KPLAN run --resume "$OUT" >"$T_TMP/b.out" 2>"$T_TMP/b.err"
rc=$?
if [ $rc -eq 0 ] || [ $rc -eq 1 ]; then pass "resumed (exit $rc)"
else fail "resumed" "exit $rc: $(tail -5 "$T_TMP/b.err")"; fi
contains "resumed: says it resumes the run" "$T_TMP/b.out" "resuming run $run_id"
expect_rc "resumed: every tier complete" "complete complete complete" "$(json_get "$R" "' '.join(t['status'] for t in d['tiers'])")"
expect_rc "resumed: run complete, the same run id" "complete $run_id" "$(json_get "$R" "d['run']['status'] + ' ' + d['run']['id']")"
expect_rc "resumed: every message of t2 and t3 produced and read back" "20000 20000 1000 1000" "$(json_get "$R" "' '.join(str(t['produce']['delivered']) + ' ' + str(t['consume']['messages']) for t in d['tiers'][1:])")"
if [ "$(tier0 "$T_TMP/killed.json")" = "$(tier0 "$R")" ]; then pass "resumed: the first tier's JSON unchanged"
else fail "resumed: the first tier's JSON unchanged" "tiers[0] differs"; fi
expect_rc "resumed: two attempts, the first killed in t2" "killed ['t1'] t2" "$(json_get "$R" "' '.join([d['run']['attempts'][0]['status'], str(d['run']['attempts'][0]['tiers']), d['run']['attempts'][0]['cut'][0]['tier']])")"
expect_rc "resumed: the second ran t2 and t3, under its own run tag" "complete ['t2', 't3'] True" "$(json_get "$R" "' '.join([d['run']['attempts'][1]['status'], str(d['run']['attempts'][1]['tiers']), str(d['run']['attempts'][1]['tag'] != d['run']['attempts'][0]['tag'])])")"
contains "the report names the attempts" "$OUT/report.md" "| 2 |"
contains "the report: the first ended without finishing" "$OUT/report.md" "ended without finishing"

# Over: says so, exits by its verdict, runs nothing.
cp "$R" "$T_TMP/done.json"
$KPLAN run --resume "$OUT" >"$T_TMP/d.out" 2>"$T_TMP/d.err"
rc=$?
verdict=$(json_get "$R" "d['evaluation']['verdict']")
want=1; [ "$verdict" = PASS ] && want=0
expect_rc "a complete run: exit by its verdict ($verdict)" $want $rc
contains "a complete run: nothing to resume" "$T_TMP/d.out" "nothing to resume"
check "a complete run: results.json untouched" cmp -s "$R" "$T_TMP/done.json"

# Not a run.
$KPLAN run --resume "$T_TMP" >/dev/null 2>"$T_TMP/e.err"
expect_rc "not a run directory: exit 2" 2 $?
contains "not a run directory: says so" "$T_TMP/e.err" "not a kplan run directory"
$KPLAN run --resume "$OUT" "$T_TMP/plan.json" >/dev/null 2>"$T_TMP/f.err"
expect_rc "--resume with a PLAN: usage error" 2 $?
$KPLAN run --resume "$OUT" --agents 2 >/dev/null 2>"$T_TMP/g.err"
expect_rc "--resume with --agents: refused" 2 $?
contains "--resume with --agents: says why" "$T_TMP/g.err" "not supported yet"

# Ctrl-C: an interrupted run that says how to resume it, and resumes.
OUT2="$T_TMP/int"
$KPLAN run "$T_TMP/plan.json" -q --out "$OUT2" >"$T_TMP/h.out" 2>"$T_TMP/h.err" &
pid=$!
wait_first "$OUT2"
kill -INT $pid 2>/dev/null
wait $pid
expect_rc "Ctrl-C: exit 1" 1 $?
contains "Ctrl-C: says how to resume" "$T_TMP/h.err" "kplan: interrupted; resume with: kplan run --resume $OUT2"
R2="$OUT2/results.json"
expect_rc "Ctrl-C: run interrupted" interrupted "$(json_get "$R2" "d['run']['status']")"
$KPLAN run --resume "$OUT2" -q >"$T_TMP/i.out" 2>"$T_TMP/i.err"
rc=$?
if [ $rc -eq 0 ] || [ $rc -eq 1 ]; then pass "Ctrl-C: resumed (exit $rc)"
else fail "Ctrl-C: resumed" "exit $rc: $(tail -5 "$T_TMP/i.err")"; fi
expect_rc "Ctrl-C: resumed, every tier complete" "complete complete complete" "$(json_get "$R2" "' '.join(t['status'] for t in d['tiers'])")"
# The interrupted tier's messages stay with its attempt, apart from the
# tier's figures (those of its run in the second attempt).
expect_rc "Ctrl-C: the interrupted tier's counts kept apart" True "$(json_get "$R2" "all(c['sent'] is not None and c['delivered'] is not None and c['sent'] <= 20000 for c in d['run']['attempts'][0]['cut']) and d['tiers'][1]['produce']['delivered'] == 20000")"
finish
