# kplan agent and kplan run --agents: what is refused before any
# connection (exit 2, a sentence naming the problem). The runs themselves
# are in tests/kafka/test_agents.sh (a real broker).
. tests/lib.sh

$KPLAN agent --help >"$T_TMP/h.out" 2>&1
expect_rc "agent --help exits 0" 0 $?
contains "agent --help names --name" "$T_TMP/h.out" "--name NAME"
contains "kplan --help lists agent" <($KPLAN --help 2>&1) "agent"

$KPLAN agent -X bootstrap.servers=127.0.0.1:1 >/dev/null 2>"$T_TMP/e1"
expect_rc "agent without --name: exit 2" 2 $?
contains "agent without --name: says so" "$T_TMP/e1" "--name NAME is required"

$KPLAN agent --name a1 >/dev/null 2>"$T_TMP/e2"
expect_rc "agent without a cluster: exit 2" 2 $?
contains "agent without a cluster: says so" "$T_TMP/e2" "no bootstrap.servers"

$KPLAN agent --name a1 --control-topic t --results-topic t \
	-X bootstrap.servers=127.0.0.1:1 >/dev/null 2>"$T_TMP/e3"
expect_rc "agent with one topic for both: exit 2" 2 $?
contains "agent with one topic for both: says so" "$T_TMP/e3" "two different names"

$KPLAN agent --name a1 --payload-dir "$T_TMP/none" \
	-X bootstrap.servers=127.0.0.1:1 >/dev/null 2>"$T_TMP/e3b"
expect_rc "agent with a --payload-dir that is not a directory: exit 2" 2 $?
contains "agent with a --payload-dir that is not a directory: says so" "$T_TMP/e3b" "--payload-dir $T_TMP/none: not a directory"
contains "agent --help names --payload-dir" "$T_TMP/h.out" "--payload-dir DIR"

# A payload file runs on agents: not refused (the closed port then fails
# the connection, exit 3).
printf 'one\ntwo\n' >"$T_TMP/records.txt"
sed -e 's|"name": "steady",|"name": "steady", "payload_file": "'"$T_TMP"'/records.txt",|' \
	tests/kafka/plans/agents.json >"$T_TMP/payload.json"
KP_KAFKA_BOOTSTRAP=127.0.0.1:1 KPLAN_IT_TOPIC=t timeout 60 $KPLAN run --agents 2 \
	--out "$T_TMP/payload" "$T_TMP/payload.json" >/dev/null 2>"$T_TMP/e3c"
expect_rc "run --agents with a payload file: taken (exit 3: no cluster)" 3 $?
lacks "run --agents with a payload file: not refused" "$T_TMP/e3c" "on agents yet"

printf 'sasl.password=${KPLAN_AGENT_TEST_UNSET}\n' >"$T_TMP/p.properties"
$KPLAN agent --name a1 -X bootstrap.servers=127.0.0.1:1 "$T_TMP/p.properties" \
	>/dev/null 2>"$T_TMP/e4"
expect_rc "agent with an unset \${ENV} in its properties: exit 2" 2 $?
contains "agent with an unset \${ENV}: names the variable" "$T_TMP/e4" "KPLAN_AGENT_TEST_UNSET"

$KPLAN run --agents 2 plans/quickstart.json >/dev/null 2>"$T_TMP/e5"
expect_rc "run --agents on the embedded cluster: exit 2" 2 $?
contains "run --agents on the embedded cluster: says why" "$T_TMP/e5" "needs a real cluster"

# Faults live in the embedded cluster, agents need a real one: refused
# for good, not "yet", before anything connects.
$KPLAN run --agents 2 tests/plans/good/faults-down.json >/dev/null 2>"$T_TMP/e6"
expect_rc "run --agents with faults: exit 2" 2 $?
contains "run --agents with faults: names the tier and says why" "$T_TMP/e6" \
	"tier all down: faults are injected only into the embedded cluster, and agents need a real one"
lacks "run --agents with faults: not \"yet\"" "$T_TMP/e6" "yet"
lacks "run --agents with faults: nothing connected" "$T_TMP/e6" "connecting"

# A capacity search runs on agents: not refused (the closed port then
# fails the connection, exit 3).
printf '{"name": "s", "cluster": {"bootstrap.servers": "127.0.0.1:1"},\n "tiers": [{"name": "find", "rate": "search", "search": {"from": 1000, "to": 4000, "max_trials": 3, "trial": "2s"}}]}\n' \
	>"$T_TMP/search.json"
timeout 60 $KPLAN run --agents 2 --agents-wait 1 --out "$T_TMP/search" \
	"$T_TMP/search.json" >/dev/null 2>"$T_TMP/e15"
expect_rc "run --agents with a capacity search: taken (exit 3: no cluster)" 3 $?
lacks "run --agents with a capacity search: not refused" "$T_TMP/e15" "on agents yet"

for bad in 0 1.5 x 257; do
	$KPLAN run --agents $bad plans/quickstart.json >/dev/null 2>"$T_TMP/e7"
	expect_rc "run --agents $bad: exit 2" 2 $?
done
contains "run --agents: says what it expects" "$T_TMP/e7" "a count from 1 to 256"

$KPLAN run --control-topic c plans/quickstart.json >/dev/null 2>"$T_TMP/e8"
expect_rc "run --control-topic without --agents: exit 2" 2 $?
contains "run --control-topic without --agents: says so" "$T_TMP/e8" "need --agents N"

$KPLAN run --agents 2 --control-topic c --results-topic c \
	-X bootstrap.servers=127.0.0.1:1 plans/quickstart.json >/dev/null 2>"$T_TMP/e9"
expect_rc "run --agents with one topic for both: exit 2" 2 $?

# Still refused, naming the tier: parallel workloads.
$KPLAN run --agents 2 -X bootstrap.servers=127.0.0.1:1 \
	tests/plans/good/workloads.json >/dev/null 2>"$T_TMP/e13"
expect_rc "run --agents with parallel workloads: exit 2" 2 $?
contains "run --agents with parallel workloads: names the tier" "$T_TMP/e13" "tier peak/orders: kplan does not run parallel workloads on agents yet"
printf '{"name": "b", "cluster": {"bootstrap.servers": "127.0.0.1:1"},\n "tiers": [{"name": "drain", "messages": 1000, "rate": 100, "backlog": {"pause": "3s"}}]}\n' \
	>"$T_TMP/backlog.json"
# A backlog drain runs on agents: not refused (the closed port then
# fails the connection, exit 3).
timeout 60 $KPLAN run --agents 2 --out "$T_TMP/backlog" "$T_TMP/backlog.json" \
	>/dev/null 2>"$T_TMP/e14"
expect_rc "run --agents with a backlog drain: taken (exit 3: no cluster)" 3 $?
lacks "run --agents with a backlog drain: not refused" "$T_TMP/e14" "on agents yet"

# Consumer mode "during" runs on agents: not refused (the closed port
# then fails the connection, exit 3).
KP_KAFKA_BOOTSTRAP=127.0.0.1:1 KPLAN_IT_TOPIC=t timeout 60 $KPLAN run --agents 2 \
	--set defaults.consumer.mode=during --out "$T_TMP/during" \
	tests/kafka/plans/agents.json >/dev/null 2>"$T_TMP/e12"
expect_rc "run --agents with consumer mode \"during\": taken (exit 3: no cluster)" 3 $?
lacks "run --agents with consumer mode \"during\": not refused" "$T_TMP/e12" "on agents yet"

# agents.on_loss: checked with the plan, before anything connects (the
# cluster named is a closed port).
$KPLAN run --agents 2 -X bootstrap.servers=127.0.0.1:1 --set agents.on_loss=halt \
	plans/quickstart.json >"$T_TMP/o10" 2>"$T_TMP/e10"
expect_rc "run --agents with agents.on_loss \"halt\": exit 2" 2 $?
contains "agents.on_loss \"halt\": says what it expects" "$T_TMP/e10" \
	'agents.on_loss (--set agents.on_loss=halt): expected "continue"'
lacks "agents.on_loss \"halt\": nothing connected" "$T_TMP/e10" "connecting"
$KPLAN validate --set agents.on_loss=stop plans/quickstart.json >/dev/null 2>"$T_TMP/e11"
expect_rc "validate takes agents.on_loss \"stop\"" 0 $?

finish
