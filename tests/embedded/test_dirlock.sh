# One run per report directory: while a kplan run writes DIR, a second
# `kplan run --resume DIR` and a `kplan report` writing into DIR are
# refused at once (exit 2, the holder's pid named, results.json
# untouched); a kplan report writing elsewhere is not. A run SIGKILLed
# leaves its lock file, which holds no lock: the resume takes it over,
# and while that resume runs, a second resume is refused naming the
# resume's pid. Once a run ends its lock file is gone.
. tests/lib.sh

cat >"$T_TMP/plan.json" <<'PLAN'
{
  "name": "dirlock",
  "topic": { "name": "kplan-dirlock", "partitions": 3 },
  "defaults": { "record_size": 100, "warmup": 0 },
  "tiers": [
    { "name": "t1", "messages": 1000, "rate": 2000 },
    { "name": "t2", "messages": 20000, "rate": 2000 },
    { "name": "t3", "messages": 1000, "rate": 2000 }
  ]
}
PLAN
OUT="$T_TMP/run"
LOCK="$OUT/.kplan.lock"

# wait_first DIR: until tiers[0] of DIR/results.json is complete (at
# most 120 s: a bound on a hang, not a timing).
wait_first() {
	for _ in $(seq 1 1200); do
		$PY -c 'import json,sys; d=json.load(open(sys.argv[1])); sys.exit(0 if d["tiers"][0]["status"] == "complete" else 1)' "$1/results.json" 2>/dev/null && return 0
		sleep 0.1
	done
	return 1
}

# wait_holder PID: until the lock file names PID (at most 120 s).
wait_holder() {
	for _ in $(seq 1 1200); do
		[ "$(cat "$LOCK" 2>/dev/null)" = "$1" ] && return 0
		sleep 0.1
	done
	return 1
}

$KPLAN run "$T_TMP/plan.json" -q --out "$OUT" >"$T_TMP/a.out" 2>"$T_TMP/a.err" &
a=$!
if wait_first "$OUT"; then pass "the run is under way (its first tier in results.json)"
else fail "the run is under way" "$(tail -3 "$T_TMP/a.err")"; fi
expect_rc "the run's lock file names its pid" "$a" "$(cat "$LOCK" 2>/dev/null)"
cp "$OUT/results.json" "$T_TMP/before.json"

$KPLAN run --resume "$OUT" -q >"$T_TMP/b.out" 2>"$T_TMP/b.err"
expect_rc "a resume while the run writes: refused (exit 2)" 2 $?
contains "a resume while the run writes: names the holder's pid" "$T_TMP/b.err" "is being written by another kplan (pid $a)"
lacks "a resume while the run writes: connects to nothing" "$T_TMP/b.err" "connecting to"

$KPLAN report "$OUT" >"$T_TMP/c.out" 2>"$T_TMP/c.err"
expect_rc "kplan report into the run's directory: refused (exit 2)" 2 $?
contains "kplan report into the run's directory: names the holder's pid" "$T_TMP/c.err" "(pid $a)"
if [ -e "$OUT/report.md" ]; then fail "kplan report into the run's directory: writes nothing" "report.md is there"
else pass "kplan report into the run's directory: writes nothing"; fi

$KPLAN report "$OUT/results.json" --out "$T_TMP/elsewhere" >"$T_TMP/d.out" 2>"$T_TMP/d.err"
rc=$?
if [ $rc -le 1 ] && [ -s "$T_TMP/elsewhere/report.md" ]; then pass "kplan report of the run into another directory: written (exit $rc)"
else fail "kplan report of the run into another directory" "exit $rc: $(cat "$T_TMP/d.err")"; fi

kill -KILL $a 2>/dev/null
wait $a 2>/dev/null
if [ -e "$LOCK" ]; then pass "a SIGKILLed run leaves its lock file"
else fail "a SIGKILLed run leaves its lock file" "no $LOCK"; fi

$KPLAN run --resume "$OUT" -q >"$T_TMP/e.out" 2>"$T_TMP/e.err" &
b=$!
if wait_holder "$b"; then pass "the resume takes over the killed run's lock"
else fail "the resume takes over the killed run's lock" "lock says '$(cat "$LOCK" 2>/dev/null)': $(tail -3 "$T_TMP/e.err")"; fi
$KPLAN run --resume "$OUT" -q >"$T_TMP/f.out" 2>"$T_TMP/f.err"
expect_rc "two resumes at once: the second refused (exit 2)" 2 $?
contains "two resumes at once: names the first's pid" "$T_TMP/f.err" "(pid $b)"
wait $b
rc=$?
if [ $rc -le 1 ]; then pass "two resumes at once: the first runs to the end (exit $rc)"
else fail "two resumes at once: the first runs to the end" "exit $rc: $(tail -5 "$T_TMP/e.err")"; fi
expect_rc "the resumed run: every tier complete" "complete complete complete" \
	"$(json_get "$OUT/results.json" "' '.join(t['status'] for t in d['tiers'])")"
if [ -e "$LOCK" ]; then fail "a run that ended leaves no lock file" "$LOCK is there"
else pass "a run that ended leaves no lock file"; fi
finish
