# The topic under test is the plan's, on the 3-broker Kafka 4.4.0 cluster
# with Kafka's shipped defaults (auto.create.topics.enable=true):
#
#   - a topic the broker auto-created (1 partition, RF 1, min.insync 1)
#     is refused at once with exit 3, each difference named, no report
#     directory left behind;
#   - so is an existing topic made with other settings (min.insync.replicas
#     and retention.ms differ);
#   - a matching existing topic is used and reported as found;
#   - "existing": "accept" measures a differing topic as it is, and the
#     reports show it as it is;
#   - a new topic is created with the plan's partitions, RF and configs,
#     and kplan produce --create-topic reads its topic back the same way.
. tests/lib.sh

: "${KP_CLUSTER_BOOTSTRAP:?run under tests/kafka/with-cluster.sh or tests/run cluster}"
B=$KP_CLUSTER_BOOTSTRAP
export KP_PERF_KAFKA=${KP_PERF_KAFKA:-4.4.0}
stamp=$(date +%s%N)

topics() { timeout 60 "$KP_PERF_TOOL" topics --bootstrap-server "$B" "$@"; }

# mkplan FILE TOPIC PARTITIONS RF EXISTING: a one-tier plan on TOPIC that
# wants min.insync.replicas 2 and retention.ms 3600000. No consume phase:
# what is checked here is the topic, and each group join would cost the
# broker's group.initial.rebalance.delay.ms (3 s).
mkplan() {
	cat >"$1" <<EOF
{
  "kplan": 1, "name": "truth", "title": "Topic truth",
  "cluster": { "bootstrap.servers": "$B" },
  "topic": { "name": "$2", "partitions": $3, "replication_factor": $4,
             "existing": "$5",
             "config": { "min.insync.replicas": 2, "retention.ms": 3600000 } },
  "defaults": { "record_size": 200, "producer": { "acks": "all" },
                "consumer": { "enabled": false } },
  "tiers": [ { "name": "2k", "messages": 2000, "rate": 1000 } ],
  "criteria": [ { "metric": "produce.errors", "op": "<=", "threshold": 0 } ]
}
EOF
}

# run_plan NAME PLAN OUT: kplan run, bounded; sets RC and MS.
run_plan() {
	local t0
	t0=$(date +%s%N)
	timeout -k 5 120 $KPLAN run -q --out "$3" "$2" >"$3.out" 2>"$3.err"
	RC=$?
	MS=$((($(date +%s%N) - t0) / 1000000))
	echo "NOTE: $1: exit $RC after $MS ms"
}

# ---- a topic the broker auto-created ------------------------------------
TA="kplan-it-auto-$stamp"
timeout 90 "$KP_PERF_TOOL" producer --bootstrap-server "$B" --topic "$TA" \
	--num-records 100 --record-size 100 --throughput -1 \
	--command-property acks=1 >"$T_TMP/auto.out" 2>&1
topics --describe --topic "$TA" >"$T_TMP/auto.desc" 2>&1
contains "the broker auto-created $TA with its defaults (1 partition)" "$T_TMP/auto.desc" "PartitionCount: 1"
mkplan "$T_TMP/auto.json" "$TA" 4 2 match
run_plan auto "$T_TMP/auto.json" "$T_TMP/auto"
# Refused before the first tier: no report directory is left (how soon:
# bench/broker_timing.sh).
expect_rc "auto-created topic: exit 3" 3 $RC
sed 's/^/    /' "$T_TMP/auto.err" | head -3
contains "auto-created topic: names the topic" "$T_TMP/auto.err" "topic $TA on the cluster is not the plan's topic"
contains "auto-created topic: partitions" "$T_TMP/auto.err" "partitions: the plan wants 4, the cluster has 1"
contains "auto-created topic: replication factor" "$T_TMP/auto.err" "replication factor: the plan wants 2, the cluster has 1"
contains "auto-created topic: min.insync.replicas" "$T_TMP/auto.err" "min.insync.replicas: the plan wants 2, the cluster has 1"
contains "auto-created topic: retention.ms" "$T_TMP/auto.err" "retention.ms: the plan wants 3600000, the cluster has 604800000"
contains "auto-created topic: says what to do" "$T_TMP/auto.err" 'set topic.existing to "accept"'
[ ! -e "$T_TMP/auto" ] && pass "auto-created topic: no report directory left" ||
	fail "auto-created topic: no report directory left" "$(ls -A "$T_TMP/auto")"

# ---- a topic made beforehand with other configs --------------------------
TO="kplan-it-other-$stamp"
topics --create --topic "$TO" --partitions 6 --replication-factor 3 >/dev/null 2>&1
mkplan "$T_TMP/other.json" "$TO" 6 3 match
run_plan other "$T_TMP/other.json" "$T_TMP/other"
expect_rc "existing topic with other configs: exit 3" 3 $RC
contains "existing topic with other configs: min.insync.replicas" "$T_TMP/other.err" "min.insync.replicas: the plan wants 2, the cluster has 1"
lacks "existing topic with other configs: partitions match, not named" "$T_TMP/other.err" "partitions: the plan wants"

# ---- a new topic, then the same topic found ------------------------------
TN="kplan-it-new-$stamp"
mkplan "$T_TMP/new.json" "$TN" 6 3 match
run_plan new "$T_TMP/new.json" "$T_TMP/new"
expect_rc "new topic: exit 0" 0 $RC
expect_rc "new topic: created with 6 partitions, RF 3, min.insync.replicas 2, retention 1 h" "True 6 3 2 3600000" \
	"$(json_get "$T_TMP/new/results.json" "' '.join(str(x) for t in d['cluster']['topics'] for x in [t['created'], t['partitions'], t['replication_factor'], t['config']['min.insync.replicas'], t['config']['retention.ms']])")"
expect_rc "new topic: every partition has 3 replicas" True \
	"$(json_get "$T_TMP/new/results.json" "all(len(p['replicas']) == 3 for p in d['cluster']['topics'][0]['layout'])")"
topics --describe --topic "$TN" >"$T_TMP/new.desc" 2>&1
contains "new topic: Kafka's own tool sees min.insync.replicas=2" "$T_TMP/new.desc" "min.insync.replicas=2"
run_plan found "$T_TMP/new.json" "$T_TMP/found"
expect_rc "matching existing topic: exit 0" 0 $RC
expect_rc "matching existing topic: reported as found, not created" False \
	"$(json_get "$T_TMP/found/results.json" "d['cluster']['topics'][0]['created']")"
contains "matching existing topic: report.md says it was not created" "$T_TMP/found/report.md" "| $TN | 6 | 3 | no |"

# ---- "existing": "accept" ------------------------------------------------
mkplan "$T_TMP/accept.json" "$TA" 4 2 accept
run_plan accept "$T_TMP/accept.json" "$T_TMP/accept"
expect_rc "accept: the run goes on (exit 0)" 0 $RC
contains "accept: a warning names the differences" "$T_TMP/accept.err" "is used as the cluster has it"
expect_rc "accept: results.json has the topic as it is, accepted_as_is" "1 1 True False" \
	"$(json_get "$T_TMP/accept/results.json" "' '.join(str(x) for t in d['cluster']['topics'] for x in [t['partitions'], t['replication_factor'], t['accepted_as_is'], t['created']])")"
contains "accept: Scenarios show the topic as it is" "$T_TMP/accept/report.md" "$TA (1 partitions, RF 1)"
lacks "accept: Scenarios never show the plan's wish" "$T_TMP/accept/report.md" "$TA (4 partitions"
contains "accept: the warning is in report.md" "$T_TMP/accept/report.md" "partitions: the plan wants 4, the cluster has 1"

# ---- kplan produce --create-topic ----------------------------------------
TP="kplan-it-produce-$stamp"
timeout 60 $KPLAN produce --bootstrap-server "$B" --topic "$TP" --num-records 1000 \
	--record-size 100 --throughput -1 --create-topic --partitions 6 \
	--replication-factor 3 --topic-config min.insync.replicas=2 \
	--producer-props acks=all >"$T_TMP/p1.out" 2>"$T_TMP/p1.err"
expect_rc "produce --create-topic: exit 0" 0 $?
contains "produce --create-topic: says it created the topic as asked" "$T_TMP/p1.err" "topic $TP created: 6 partitions, replication factor 3"
timeout 60 $KPLAN produce --bootstrap-server "$B" --topic "$TP" --num-records 10 \
	--record-size 100 --throughput -1 --create-topic --partitions 6 \
	--replication-factor 2 --producer-props acks=all >"$T_TMP/p2.out" 2>"$T_TMP/p2.err"
expect_rc "produce --create-topic on a topic with another RF: exit 3" 3 $?
contains "produce --create-topic: names the difference" "$T_TMP/p2.err" "replication factor: the plan wants 2, the cluster has 3"
finish
