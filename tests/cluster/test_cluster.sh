# The 3-broker Kafka 4.4.0 test cluster (tests/kafka/cluster.sh), checked
# with Kafka's own tools only: 3 brokers answer, a replicated topic is
# created as asked, Kafka's default auto.create.topics.enable=true is in
# force, and a SIGKILLed partition leader is replaced while it is down and
# rejoins when started again. Every wait is bounded.
. tests/lib.sh

: "${KP_CLUSTER_BOOTSTRAP:?run under tests/kafka/with-cluster.sh or tests/run cluster}"
: "${KP_CLUSTER_SCRIPT:?run under tests/kafka/with-cluster.sh or tests/run cluster}"
C=$KP_CLUSTER_SCRIPT
B=$KP_CLUSTER_BOOTSTRAP
export KP_PERF_KAFKA=${KP_PERF_KAFKA:-4.4.0}
stamp=$(date +%s%N)
TR="kplan-it-rf3-$stamp"
TA="kplan-it-auto-$stamp"

# Kafka's tools, each bounded in time.
topics() { timeout 60 "$KP_PERF_TOOL" topics --bootstrap-server "$B" "$@"; }
produce() { # TOPIC COUNT ACKS
	timeout 90 "$KP_PERF_TOOL" producer --bootstrap-server "$B" --topic "$1" \
		--num-records "$2" --record-size 100 --throughput -1 \
		--command-property "acks=$3" delivery.timeout.ms=60000
}

# tfield FILE KEY: a field of the topic line of a --describe output.
# pfield FILE PARTITION KEY: a field of a partition line.
describe_field() {
	awk -F'\t' -v part="$2" -v key="$3" '
		{ delete f
		  for (i = 1; i <= NF; i++) {
			  sub(/^ +/, "", $i)
			  n = index($i, ": ")
			  if (n) f[substr($i, 1, n - 1)] = substr($i, n + 2)
		  }
		  if (part == "" && ("PartitionCount" in f)) { print f[key]; exit }
		  if (part != "" && ("Partition" in f) && f["Partition"] == part) { print f[key]; exit }
		}' "$1"
}
tfield() { describe_field "$1" "" "$2"; }
pfield() { describe_field "$1" "$2" "$3"; }

# The number of ids in a comma-separated list ("1,2,3" -> 3).
count_ids() { echo "$1" | tr ',' '\n' | grep -c '^[0-9][0-9]*$'; }

# 1. Three brokers answer (registered, unfenced, answering ApiVersions).
"$C" status >"$T_TMP/status.out" 2>&1
expect_rc "cluster.sh status: the cluster runs" 0 $?
contains "3 brokers answer" "$T_TMP/status.out" "3 brokers answer"

# 2. A topic with 6 partitions, replication factor 3, min.insync.replicas=2.
topics --create --topic "$TR" --partitions 6 --replication-factor 3 \
	--config min.insync.replicas=2 >"$T_TMP/create.out" 2>&1
expect_rc "topic $TR created (6 partitions, RF 3, min.insync.replicas=2)" 0 $?
topics --describe --topic "$TR" >"$T_TMP/rf3.out" 2>"$T_TMP/rf3.err"
expect_rc "topic $TR described" 0 $?
expect_rc "$TR: PartitionCount 6" 6 "$(tfield "$T_TMP/rf3.out" PartitionCount)"
expect_rc "$TR: ReplicationFactor 3" 3 "$(tfield "$T_TMP/rf3.out" ReplicationFactor)"
case ",$(tfield "$T_TMP/rf3.out" Configs)," in
*,min.insync.replicas=2,*) pass "$TR: min.insync.replicas=2" ;;
*) fail "$TR: min.insync.replicas=2" "Configs: $(tfield "$T_TMP/rf3.out" Configs)" ;;
esac
bad=
for p in 0 1 2 3 4 5; do
	r=$(pfield "$T_TMP/rf3.out" "$p" Replicas)
	i=$(pfield "$T_TMP/rf3.out" "$p" Isr)
	[ "$(count_ids "$r")" = 3 ] && [ "$(count_ids "$i")" = 3 ] || bad="$bad p$p=[$r/$i]"
done
if [ -z "$bad" ]; then pass "$TR: every partition has 3 replicas, all in sync"
else fail "$TR: every partition has 3 replicas, all in sync" "$bad: $(cat "$T_TMP/rf3.out")"; fi
ids=$(for p in 0 1 2 3 4 5; do pfield "$T_TMP/rf3.out" "$p" Replicas | tr ',' '\n'; done | sort -u | tr '\n' ' ')
expect_rc "$TR: replicas on brokers 1, 2 and 3" "1 2 3 " "$ids"

# 3. auto.create.topics.enable is Kafka's default, true: producing to a
# topic that does not exist creates it with num.partitions=1 and
# default.replication.factor=1.
topics --list >"$T_TMP/list.out" 2>"$T_TMP/list.err"
expect_rc "topics listed" 0 $?
if grep -qxF "$TA" "$T_TMP/list.out"; then fail "$TA does not exist yet" "it is listed"
else pass "$TA does not exist yet"; fi
produce "$TA" 100 1 >"$T_TMP/auto.out" 2>"$T_TMP/auto.err"
expect_rc "ProducerPerformance to the missing topic $TA ran" 0 $?
contains "ProducerPerformance sent its 100 records to $TA" "$T_TMP/auto.out" "100 records sent"
topics --describe --topic "$TA" >"$T_TMP/auto-desc.out" 2>"$T_TMP/auto-desc.err"
expect_rc "topic $TA was created by the producer" 0 $?
expect_rc "$TA: 1 partition (num.partitions default)" 1 "$(tfield "$T_TMP/auto-desc.out" PartitionCount)"
expect_rc "$TA: replication factor 1 (default.replication.factor default)" 1 "$(tfield "$T_TMP/auto-desc.out" ReplicationFactor)"

produce "$TR" 1000 all >"$T_TMP/p1.out" 2>"$T_TMP/p1.err"
contains "1000 records to $TR with acks=all" "$T_TMP/p1.out" "1000 records sent"

# 4. The leader of partition 0, killed with SIGKILL: another replica leads
# while it is down (after the controller's broker session timeout, 9 s by
# default), and it rejoins when started again.
L=$("$C" leader "$TR" 0 2>"$T_TMP/leader.err")
case "$L" in
1 | 2 | 3) pass "cluster.sh leader $TR 0 names a node: $L" ;;
*) fail "cluster.sh leader $TR 0 names a node" "'$L' $(cat "$T_TMP/leader.err")" ;;
esac
case "$L" in 1 | 2 | 3) ;; *) finish ;; esac

"$C" kill "$L" >"$T_TMP/kill.out" 2>&1
expect_rc "cluster.sh kill $L" 0 $?
t0=$(date +%s)
"$C" status >"$T_TMP/status-down.out" 2>&1
expect_rc "cluster.sh status with node $L down: exit 1" 1 $?
new=
# A wait, not a bound on the election: 60 s only ends one that never comes.
while [ $(($(date +%s) - t0)) -lt 60 ]; do
	new=$("$C" leader "$TR" 0 2>/dev/null)
	case "$new" in
	1 | 2 | 3) [ "$new" != "$L" ] && break ;;
	esac
	new=
	sleep 1
done
if [ -n "$new" ]; then
	pass "a new leader for $TR partition 0 while node $L is down: node $new"
	echo "NOTE: new leader elected $(($(date +%s) - t0)) s after the SIGKILL of node $L"
else
	fail "a new leader for $TR partition 0 while node $L is down" "none within 60 s"
fi
produce "$TR" 1000 all >"$T_TMP/p2.out" 2>"$T_TMP/p2.err"
contains "1000 records to $TR with acks=all, min.insync.replicas=2, node $L down" "$T_TMP/p2.out" "1000 records sent"

t0=$(date +%s)
KP_CLUSTER_START_TIMEOUT=90 "$C" start-node "$L" >"$T_TMP/restart.out" 2>&1
rc=$?
expect_rc "cluster.sh start-node $L: 3 brokers again" 0 $rc
echo "NOTE: node $L up again in $(($(date +%s) - t0)) s"
[ $rc = 0 ] || cat "$T_TMP/restart.out"
"$C" status >"$T_TMP/status-up.out" 2>&1
expect_rc "cluster.sh status after the restart" 0 $?

# Node L catches up and is back in the ISR of partition 0 (60 s only
# ends a wait for a replica that never catches up).
t0=$(date +%s)
isr=
while [ $(($(date +%s) - t0)) -lt 60 ]; do
	topics --describe --topic "$TR" >"$T_TMP/rf3b.out" 2>/dev/null
	isr=$(pfield "$T_TMP/rf3b.out" 0 Isr)
	[ "$(count_ids "$isr")" = 3 ] && break
	sleep 2
done
expect_rc "node $L back in the ISR of $TR partition 0 (ISR $isr)" 3 "$(count_ids "$isr")"

# Every record produced before and during the outage can be read.
timeout 90 "$KP_PERF_TOOL" consumer --bootstrap-server "$B" --topic "$TR" \
	--num-records 2000 --timeout 30000 >"$T_TMP/c.out" 2>"$T_TMP/c.err"
expect_rc "ConsumerPerformance read $TR" 0 $?
n=$(awk -F', ' 'NR == 2 { print $5 }' "$T_TMP/c.out")
expect_rc "ConsumerPerformance read the 2000 records of $TR" 2000 "$n"
finish
