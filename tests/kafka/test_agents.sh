# kplan run --agents N against the real test broker, with kplan agent
# processes on this host (docs/agents.md): the same plan in one process
# and on 3 agents; counts exact, the aggregate rate, the merged p95; an
# agent SIGKILLed mid-tier gives an honest incomplete tier naming it; a
# coordinator SIGKILLed mid-tier leaves its agents idle within a bound;
# the agents' SASL password travels nowhere. Every process runs under
# timeout, so the script stops by itself.
. tests/lib.sh

: "${KP_KAFKA_BOOTSTRAP:?run under tests/kafka/with-broker.sh}"
stamp=$(date +%s%N)
CT="kplan-it-control-$stamp"
RT="kplan-it-results-$stamp"
TOPICS=(--control-topic "$CT" --results-topic "$RT")
# The agents connect over SASL with their own credentials; the
# coordinator over PLAINTEXT.
SASL=(-X "bootstrap.servers=$KP_KAFKA_SASL_BOOTSTRAP"
	-X security.protocol=SASL_PLAINTEXT -X sasl.mechanisms=SCRAM-SHA-512
	-X "sasl.username=$KP_SASL_USER")
export KPLAN_AGENT_PASSWORD="$KP_SASL_PASSWORD"
printf 'sasl.password=${KPLAN_AGENT_PASSWORD}\n' >"$T_TMP/agent.properties"

start_agents() { # prefix count [agent options...]
	local prefix=$1 n=$2; shift 2
	pids=()
	for k in $(seq 1 "$n"); do
		timeout 300 $KPLAN agent --name "$prefix$k" "${TOPICS[@]}" \
			"${SASL[@]}" "$@" "$T_TMP/agent.properties" \
			>"$T_TMP/$prefix$k.log" 2>&1 &
		pids+=($!)
	done
}

# 1. The plan in one process: the reference.
export KPLAN_IT_TOPIC="kplan-it-agents-one-$stamp"
timeout 120 $KPLAN run -q tests/kafka/plans/agents.json --out "$T_TMP/one" \
	>"$T_TMP/one.out" 2>"$T_TMP/one.err"
rc=$?
if [ $rc -le 1 ]; then pass "one process: run completed (exit $rc)"
else fail "one process: run completed" "exit $rc: $(tail -5 "$T_TMP/one.err")"; fi

# 2. The same plan on 3 agents.
export KPLAN_IT_TOPIC="kplan-it-agents-three-$stamp"
start_agents a 3 --once
timeout 150 $KPLAN run --agents 3 --agents-wait 60 "${TOPICS[@]}" \
	tests/kafka/plans/agents.json --out "$T_TMP/three" \
	>"$T_TMP/three.out" 2>"$T_TMP/three.err"
rc=$?
for p in "${pids[@]}"; do wait "$p"; done
R="$T_TMP/three/results.json"
if [ $rc -le 1 ]; then pass "3 agents: run completed (exit $rc)"
else fail "3 agents: run completed" "exit $rc: $(tail -8 "$T_TMP/three.err")"; fi
expect_rc "3 agents: tier complete" complete "$(json_get "$R" "d['tiers'][0]['status']")"
expect_rc "3 agents: every message sent and delivered once (30,000)" "30000 30000 0" \
	"$(json_get "$R" "'%d %d %d' % (d['tiers'][0]['produce']['sent'], d['tiers'][0]['produce']['delivered'], d['tiers'][0]['produce']['failed'])")"
expect_rc "3 agents: each sent its third (i = k mod 3)" "3" \
	"$(grep -l 'steady: 10000 of 30000 messages, share' "$T_TMP"/a[123].log | wc -l)"
expect_rc "3 agents: every acknowledged message read back, by message" "1 30000 0 0 1" \
	"$(json_get "$R" "'%d %d %d %d %g' % (d['tiers'][0]['consume']['accounting']['identity'], d['tiers'][0]['consume']['accounting']['distinct'], d['tiers'][0]['consume']['accounting']['lost'], d['tiers'][0]['consume']['accounting']['duplicates'], d['tiers'][0]['consume']['completeness'])")"
expect_rc "3 agents: their consumers shared one group (3 consumers)" 3 \
	"$(json_get "$R" "d['tiers'][0]['consume']['consumers']")"
expect_rc "3 agents: the merged histogram holds every measured message" 1 \
	"$(json_get "$R" "int(d['tiers'][0]['produce']['histograms']['latency_us']['count'] == d['tiers'][0]['produce']['measured'] == 30000 - 300)")"
expect_rc "3 agents: results list them with versions and clock offsets" "a1 a2 a3 ok" \
	"$(json_get "$R" "' '.join(sorted(a['name'] for a in d['agents'])) + ' ' + ('ok' if all(a['kplan_version'] and a['librdkafka_version'] == '2.0.2' and isinstance(a['clock_offset_ms'], (int, float)) and a['round_trip_ms'] > 0 for a in d['agents']) else 'bad')")"
rate=$(json_get "$R" "d['tiers'][0]['produce']['achieved_rate']")
expect_rc "3 agents: aggregate rate within 0.1% of 3,000 msg/s ($rate)" 1 \
	"$(json_get "$R" "int(abs(d['tiers'][0]['produce']['achieved_rate'] / 3000 - 1) <= 0.001)")"
p95_one=$(json_get "$T_TMP/one/results.json" "d['tiers'][0]['produce']['latency_ms']['p95_ms']")
p95_three=$(json_get "$R" "d['tiers'][0]['produce']['latency_ms']['p95_ms']")
# Within noise: 3 processes on 2 shared cores, 1 ms of scheduling either way.
expect_rc "3 agents: merged p95 $p95_three ms within noise of one process's $p95_one ms" 1 \
	"$($PY -c "import sys; a,b=float(sys.argv[1]),float(sys.argv[2]); print(int(b <= 2*a + 1 and b >= a/2 - 1))" "$p95_one" "$p95_three")"
contains "3 agents: report's Environment lists the agents" "$T_TMP/three/report.md" "| a2 |"
hits=$(grep -rlF -- "$KP_SASL_PASSWORD" "$T_TMP/three" "$T_TMP/three.out" "$T_TMP/three.err" "$T_TMP"/a[123].log 2>/dev/null | wc -l)
expect_rc "3 agents: the password is in no report, log or output" 0 "$hits"
# What went over the bus, as the broker stored it.
segs=$(ls tests/kafka/.run/data/"$CT"-0/*.log tests/kafka/.run/data/"$RT"-0/*.log 2>/dev/null | wc -l)
if [ "$segs" -ge 2 ]; then
	hits=$(grep -lF -- "$KP_SASL_PASSWORD" tests/kafka/.run/data/"$CT"-0/*.log tests/kafka/.run/data/"$RT"-0/*.log | wc -l)
	expect_rc "3 agents: the password is on neither agent topic" 0 "$hits"
	expect_rc "3 agents: ...which do hold the run's messages (run ID)" 1 \
		"$(grep -qaF -- "$(json_get "$R" "d['run']['id']")" tests/kafka/.run/data/"$CT"-0/*.log && echo 1)"
else
	echo "NOTE: agent topics' segments not found (a broker of another tree): bus not inspected"
fi

# 3. An agent SIGKILLed in the middle of a tier.
export KPLAN_IT_TOPIC="kplan-it-agents-kill-$stamp" KPLAN_IT_MESSAGES=60000
start_agents k 3 --once
timeout 150 $KPLAN run --agents 3 --agent-timeout 4 "${TOPICS[@]}" \
	tests/kafka/plans/agents.json --out "$T_TMP/kill" \
	>"$T_TMP/kill.out" 2>"$T_TMP/kill.err" &
coord=$!
for _ in $(seq 1 600); do
	grep -q "steady: 20000 of 60000" "$T_TMP/k3.log" 2>/dev/null && break
	sleep 0.1
done
sleep 8 # the common start is 3 s after the tier command; then 5 s of load
kill -KILL "${pids[2]}"
wait "$coord"
rc=$?
wait "${pids[0]}" "${pids[1]}"
R="$T_TMP/kill/results.json"
expect_rc "killed agent: run exits 1 (incomplete)" 1 $rc
expect_rc "killed agent: tier incomplete" incomplete "$(json_get "$R" "d['tiers'][0]['status']")"
contains "killed agent: the reason names it" "$R" "agent k3 ("
contains "killed agent: ...as stopped heartbeating mid-tier" "$R" "stopped heartbeating during the produce phase"
expect_rc "killed agent: marked lost in agents" 1 \
	"$(json_get "$R" "sum(1 for a in d['agents'] if a['name'] == 'k3' and a['lost'])")"
expect_rc "killed agent: what it reported before is kept (others' 40,000 and some of its own)" 1 \
	"$(json_get "$R" "int(40000 + 3000 < d['tiers'][0]['produce']['delivered'] < 60000)")"
expect_rc "killed agent: the rest of the run went on: read back what the log holds" 1 \
	"$(json_get "$R" "int(d['tiers'][0]['consume']['messages'] >= d['tiers'][0]['produce']['delivered'])")"
unset KPLAN_IT_MESSAGES

# 4. A coordinator SIGKILLed in the middle of a tier.
export KPLAN_IT_TOPIC="kplan-it-agents-coord-$stamp" KPLAN_IT_MESSAGES=90000
start_agents c 2 --coordinator-timeout 5
timeout 150 $KPLAN run --agents 2 "${TOPICS[@]}" \
	tests/kafka/plans/agents.json --out "$T_TMP/coord" \
	>"$T_TMP/coord.out" 2>"$T_TMP/coord.err" &
coord=$!
for _ in $(seq 1 600); do
	grep -q "steady: 45000 of 90000" "$T_TMP/c2.log" 2>/dev/null && break
	sleep 0.1
done
sleep 6
kill -KILL "$coord"
killed_at=$(date +%s)
wait "$coord" 2>/dev/null
idle=""
for _ in $(seq 1 200); do
	if grep -q "tier steady: delivered" "$T_TMP/c1.log" &&
		grep -q "tier steady: delivered" "$T_TMP/c2.log"; then
		idle=$(($(date +%s) - killed_at)); break
	fi
	sleep 0.1
done
if [ -n "$idle" ] && [ "$idle" -le 10 ]; then
	pass "killed coordinator: both agents stopped sending within ${idle} s (bound 10 s)"
else fail "killed coordinator: agents stopped sending" "not within 20 s: $(tail -3 "$T_TMP/c1.log")"; fi
contains "killed coordinator: the agent says why" "$T_TMP/c1.log" "no word from the coordinator"
sent=$(grep -o "delivered [0-9]*" "$T_TMP/c1.log" | head -1 | cut -d' ' -f2)
expect_rc "killed coordinator: the load stopped early (agent c1 sent $sent of its 45,000)" 1 \
	"$([ "${sent:-45000}" -lt 45000 ] && echo 1)"
check "killed coordinator: agents still up, idle, waiting for another" kill -0 "${pids[0]}" "${pids[1]}"
kill -TERM "${pids[@]}"
wait "${pids[0]}"; r1=$?
wait "${pids[1]}"; r2=$?
expect_rc "agents exit 0 on SIGTERM" "0 0" "$r1 $r2"
unset KPLAN_IT_MESSAGES

# 5. Too few agents: a clear error naming who came, exit 3.
export KPLAN_IT_TOPIC="kplan-it-agents-few-$stamp"
start_agents f 1 --once
timeout 60 $KPLAN run --agents 2 --agents-wait 8 "${TOPICS[@]}" \
	tests/kafka/plans/agents.json --out "$T_TMP/few" \
	>"$T_TMP/few.out" 2>"$T_TMP/few.err"
rc=$?
expect_rc "too few agents: exit 3" 3 $rc
contains "too few agents: names who came" "$T_TMP/few.err" "1 of 2 agents came within 8 s: f1 ("
wait "${pids[0]}"
expect_rc "too few agents: the one that came is told the run ended, exits (--once)" 0 $?

if [ "$T_FAILS" -gt 0 ]; then
	for f in "$T_TMP"/*.log "$T_TMP"/*.err; do
		echo "---- $f"; tail -n 6 "$f"
	done
fi
finish
