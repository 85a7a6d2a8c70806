# Every local input of kplan produce / consume / run is checked before
# anything connects: a mistake is a usage error (exit 2) at once, not a
# runtime failure (exit 3) after the 15 s attempt to reach the cluster.
# The broker named is one nothing listens on (127.0.0.1:9), so a check
# that came after the connection would answer 3: the exit code is the
# proof, and `timeout 60` only ends a command that hangs (how soon the
# answer comes is timed by bench/embedded_timing.sh).
# Each case prints a NOTE row: class | exit | message | time.
. tests/lib.sh

B=127.0.0.1:9
printf '' >"$T_TMP/empty.txt"
printf '\n\n\n' >"$T_TMP/delims.txt"
printf 'bootstrap.servers=%s\nlinger.mss=5\n' "$B" >"$T_TMP/typo.properties"
printf 'acks=sometimes\n' >"$T_TMP/badvalue.properties"
cat >"$T_TMP/plan.json" <<JSON
{ "name": "lc", "cluster": {"bootstrap.servers": "$B"},
  "topic": {"name": "kplan-lc"}, "tiers": [{"name": "a", "messages": 10, "rate": 10}] }
JSON
long=$(printf 'x%.0s' $(seq 250))

# case CLASS WANT_TEXT COMMAND...  (exit 2 expected; RC=3 case_ ... for
# the documented exit 3 of a report directory that cannot be made)
case_() {
	class=$1 want=$2; shift 2
	wantrc=${RC:-2}
	t0=$(date +%s%N)
	timeout -k 5 60 "$@" >"$T_TMP/out" 2>"$T_TMP/err"; rc=$?
	ms=$(( ($(date +%s%N) - t0) / 1000000 ))
	msg=$(grep -v "^Try 'kplan" "$T_TMP/err" | head -n 1 | cut -c1-150)
	echo "NOTE: $class | $rc | $msg | $ms ms"
	expect_rc "$class: exit $wantrc" "$wantrc" $rc
	contains "$class: says what is wrong" "$T_TMP/err" "$want"
	lacks "$class: nothing connects" "$T_TMP/err" "connecting to"
}

P="$KPLAN produce --bootstrap-server $B --num-records 10 --throughput 10"
case_ "payload file missing" "no-such.txt: cannot open" $P --topic t --payload-file "$T_TMP/no-such.txt"
case_ "payload file empty" "is empty: no payload to send" $P --topic t --payload-file "$T_TMP/empty.txt"
case_ "payload file only delimiters" "holds no record" $P --topic t --payload-file "$T_TMP/delims.txt"
case_ "topic name with a space" "a topic name holds only letters" $P --topic "my topic" --record-size 10
case_ "topic name .." 'Kafka does not allow "." or ".."' $P --topic .. --record-size 10
case_ "topic name of 250 characters" "at most 249 characters" $P --topic "$long" --record-size 10
case_ "empty bootstrap list" "the bootstrap list is empty" $KPLAN produce --bootstrap-server '' --topic t --num-records 10 --throughput 10 --record-size 10
case_ "bootstrap list of commas" "an empty entry" $KPLAN produce --bootstrap-server ' , ' --topic t --num-records 10 --throughput 10 --record-size 10
case_ "bootstrap port out of range" "expected a port from 1 to 65535" $KPLAN produce --bootstrap-server 'h:99999' --topic t --num-records 10 --throughput 10 --record-size 10
case_ "record size 0" "--record-size: expected 1 to 100 MiB" $P --topic t --record-size 0
case_ "num-records not a number" "--num-records" $KPLAN produce --bootstrap-server $B --topic t --num-records ten --throughput 10 --record-size 10
case_ "warm-up not below num-records" "must be strictly fewer" $P --topic t --record-size 10 --warmup-records 10
# --fault acts on the embedded cluster only: refused with a real one
# before anything connects, and so before --create-topic creates a thing.
case_ "--fault with a real cluster" "--fault needs the embedded cluster (no bootstrap server), got --bootstrap-server $B" $P --topic t --record-size 10 --fault down=1s@0s --create-topic --partitions 1
case_ "--fault with bootstrap.servers in the properties" "--fault needs the embedded cluster (no bootstrap server), got bootstrap.servers=$B" $KPLAN produce --topic t --num-records 10 --throughput 10 --record-size 10 --producer-props bootstrap.servers=$B --fault rtt=5ms@0s
case_ "throughput 0" "--throughput: expected messages per second above 0, or -1 for no limit" $KPLAN produce --bootstrap-server $B --topic t --num-records 10 --throughput 0 --record-size 10
case_ "key range without distribution" "--key-distribution must be 'range' or 'random'" $P --topic t --record-size 10 --record-key-range 5
case_ "unknown client property" 'did you mean "linger.ms"' $P --topic t --record-size 10 --command-property linger.mss=5
case_ "bad client property value" "acks" $P --topic t --record-size 10 -X acks=sometimes
# --command-property takes key=value pairs up to the next option, short
# ones included (as Kafka's argparse does): the -X after it is an option.
case_ "-X after --command-property is an option" 'did you mean "linger.ms"' $P --topic t --record-size 10 --command-property acks=all -X linger.mss=5
case_ "property file value" "acks" $P --topic t --record-size 10 --command-config "$T_TMP/badvalue.properties"
case_ "property file missing" "no-such.properties" $P --topic t --record-size 10 --producer.config "$T_TMP/no-such.properties"
case_ "key distribution unknown" "--key-distribution: expected none, range or random" $P --topic t --record-size 10 --key-distribution zipf --record-key-range 5
case_ "random keys without a range" "--record-key-range is required" $P --topic t --record-size 10 --key-distribution random
case_ "key range 0" "--record-key-range should be greater than zero" $P --topic t --record-size 10 --key-distribution range --record-key-range 0
case_ "record size and monotonic payload" "exactly one of --record-size, --payload-file or --payload-monotonic" $P --topic t --record-size 10 --payload-monotonic
case_ "random seed not a number" "--random-seed" $P --topic t --record-size 10 --random-seed seven
case_ "pre-0.9 producer options" "--messages 10: now --num-records 10" $KPLAN produce --broker-list $B --topic t --messages 10 --message-size 10
case_ "consume: --zookeeper" "--zookeeper localhost:2181: gone" $KPLAN consume --zookeeper localhost:2181 --topic t --messages 5
case_ "consume: --share-group" "librdkafka has from version 2.15.0" $KPLAN consume --bootstrap-server $B --topic t --num-records 5 --share-group g
case_ "consume: property file missing" "no-such.properties" $KPLAN consume --bootstrap-server $B --topic t --num-records 5 --command-config "$T_TMP/no-such.properties"
case_ "consume: unknown client property" 'did you mean "fetch.min.bytes"' $KPLAN consume --bootstrap-server $B --topic t --num-records 5 --command-property fetch.min.byte=1
case_ "consume: topic name" "a topic name holds only letters" $KPLAN consume --bootstrap-server $B --topic 'a/b' --num-records 5
case_ "consume: --include not a regex" "--include: not a regular expression" $KPLAN consume --bootstrap-server $B --include '(' --num-records 5
case_ "consume: empty bootstrap list" "the bootstrap list is empty" $KPLAN consume --bootstrap-server '' --topic t --num-records 5
case_ "consume: --num-records 0" "--num-records: bad value" $KPLAN consume --bootstrap-server $B --topic t --num-records 0
case_ "run: plan bootstrap of commas" "an empty entry" $KPLAN run --set 'cluster.bootstrap.servers=,' "$T_TMP/plan.json"
case_ "run: override of a bad rate" "expected a rate from 0.001 to 1,000,000,000 msg/s" $KPLAN run --set 'tiers[a].rate=fast' "$T_TMP/plan.json"
case_ "run: -X bootstrap.servers= (empty)" "the bootstrap list is empty" $KPLAN run -X bootstrap.servers= "$T_TMP/plan.json"
case_ "run: declared host of an unknown release" 'expected a Kafka release such as "3.9.0"' $KPLAN run --set 'cluster.hosts=[{"count": 3, "kafka": "latest"}]' "$T_TMP/plan.json"
case_ "run: declared host that declares nothing" "declares nothing about the host: give at least one of cores" $KPLAN run --set 'cluster.hosts=[{"count": 3}]' "$T_TMP/plan.json"
RC=3 case_ "run: --out that cannot be made (exit 3, documented)" "cannot create directory" $KPLAN run -o /proc/kplan-no/x "$T_TMP/plan.json"
finish
