# kplan produce / consume with Kafka 4.x's options: warm-up lines, keys
# by range, monotonic payloads, the 4.2 names of the config options,
# --num-records; options of older tools and share groups answered with a
# sentence and exit 2.
. tests/lib.sh

$KPLAN produce --topic t --num-records 6000 --record-size 100 --throughput 3000 \
	--warmup-records 1000 --reporting-interval 1000 >"$T_TMP/w.out" 2>"$T_TMP/w.err"
expect_rc "warm-up: exit 0" 0 $?
expect_rc "warm-up: Kafka's first line" \
	"Warmup first 1000 records. Steady state results will print after the complete test summary." \
	"$(sed -n 1p "$T_TMP/w.out")"
contains "warm-up: In steady state." "$T_TMP/w.out" "In steady state."
grep -E '^6000 records sent, [0-9.]+ records/sec \([0-9.]+ MB/sec\), [0-9.]+ ms avg latency, [0-9.]+ ms max latency, [0-9]+ ms 50th, [0-9]+ ms 95th, [0-9]+ ms 99th, [0-9]+ ms 99.9th\.$' "$T_TMP/w.out" >/dev/null
check "warm-up: the final line counts every record" test $? -eq 0
grep -E '^5000 steady state records sent, [0-9.]+ records/sec \([0-9.]+ MB/sec\), [0-9.]+ ms avg latency, [0-9.]+ ms max latency, [0-9]+ ms 50th, [0-9]+ ms 95th, [0-9]+ ms 99th, [0-9]+ ms 99.9th\.$' "$T_TMP/w.out" >/dev/null
check "warm-up: the steady state line follows it" test $? -eq 0
n1=$(grep -n ' steady state records sent' "$T_TMP/w.out" | cut -d: -f1)
n0=$(grep -n '^6000 records sent' "$T_TMP/w.out" | cut -d: -f1)
check "warm-up: steady state after the total, as Kafka prints them" test "$((n0 + 1))" = "$n1"
if $PY bench/perf_parse.py producer "$T_TMP/w.out" >"$T_TMP/w.json" 2>"$T_TMP/w.perr"; then
	pass "warm-up: the parser of Kafka's lines reads it"
else fail "warm-up: the parser of Kafka's lines reads it" "$(cat "$T_TMP/w.perr")"; fi

# Kafka 4.2's names, keys by range, monotonic payloads, --random-seed.
printf 'linger.ms=5\n' >"$T_TMP/p.properties"
$KPLAN produce --topic t --num-records 2000 --payload-monotonic --throughput -1 \
	--key-distribution range --record-key-range 10 --random-seed 7 \
	--command-config "$T_TMP/p.properties" --command-property acks=1 batch.size=16384 \
	>"$T_TMP/k.out" 2>"$T_TMP/k.err"
expect_rc "4.x options: exit 0" 0 $?
contains "4.x options: every record delivered" "$T_TMP/k.out" "kplan: sent 2000, delivered 2000, failed 0"
$KPLAN produce --topic t --num-records 500 --record-size 50 --throughput -1 \
	--key-distribution random --record-key-range 3 >"$T_TMP/r.out" 2>&1
expect_rc "random keys: exit 0" 0 $?
for bad in "--key-distribution range" "--key-distribution zipf --record-key-range 3" \
	"--record-key-range 0 --key-distribution range" "--payload-monotonic --record-size 10" \
	"--keys 3 --key-distribution range --record-key-range 3"; do
	# shellcheck disable=SC2086
	$KPLAN produce --topic t --num-records 10 --throughput -1 --record-size 10 $bad >/dev/null 2>"$T_TMP/b.err"
	expect_rc "bad keys or payload ($bad): exit 2" 2 $?
done

# Consume: --num-records, --command-property.
$KPLAN consume --topic t --num-records 1000 --command-property fetch.wait.max.ms=10 \
	--hide-header >"$T_TMP/c.out" 2>"$T_TMP/c.err"
expect_rc "consume --num-records: exit 0" 0 $?
contains "consume --num-records: consumed them" "$T_TMP/c.out" "kplan: consumed 1000 of 1000 messages"
lacks "consume --hide-header: no header" "$T_TMP/c.out" "start.time, end.time"

# Older tools' options: what replaced them, the equivalent command, exit 2.
$KPLAN produce --broker-list localhost:9092 --topics t --messages 1000 --message-size 200 \
	--batch-size 200 --compression-codec 2 >"$T_TMP/l.out" 2>"$T_TMP/l.err"
expect_rc "pre-0.9 producer options: exit 2" 2 $?
contains "--messages replaced" "$T_TMP/l.err" "--messages 1000: now --num-records 1000"
contains "--message-size replaced" "$T_TMP/l.err" "--message-size 200: now --record-size 200"
contains "--batch-size replaced" "$T_TMP/l.err" "-X batch.num.messages=200"
contains "--compression-codec replaced" "$T_TMP/l.err" "-X compression.codec=snappy"
contains "the equivalent command" "$T_TMP/l.err" "kplan produce --bootstrap-server localhost:9092 --topic t --num-records 1000 --record-size 200 -X batch.num.messages=200 -X compression.codec=snappy --throughput -1"
lacks "no 'unknown option'" "$T_TMP/l.err" "unknown option"
$KPLAN consume --zookeeper localhost:2181 --topic t --messages 100 >"$T_TMP/z.out" 2>"$T_TMP/z.err"
expect_rc "consume --zookeeper: exit 2" 2 $?
contains "consume --zookeeper: what replaced it" "$T_TMP/z.err" "--zookeeper localhost:2181: gone"
contains "consume --zookeeper: the equivalent command" "$T_TMP/z.err" "kplan consume --topic t --messages 100 --bootstrap-server BROKER:9092"
$KPLAN consume --broker-list k1:9092 --topic t --messages 100 >"$T_TMP/bl.out" 2>"$T_TMP/bl.err"
expect_rc "consume --broker-list: exit 2" 2 $?
contains "consume --broker-list: the equivalent command" "$T_TMP/bl.err" "kplan consume --bootstrap-server k1:9092 --topic t --messages 100"
# Share groups: not faked.
$KPLAN consume --topic t --num-records 10 --share-group g >/dev/null 2>"$T_TMP/s.err"
expect_rc "consume --share-group: exit 2" 2 $?
contains "--share-group: names the librdkafka it needs" "$T_TMP/s.err" "librdkafka has from version 2.15.0"
contains "--share-group: and the one it has" "$T_TMP/s.err" "built with librdkafka 2.0.2"
$KPLAN share-consume --bootstrap-server h:9092 --topic t --group g --num-records 10 >/dev/null 2>"$T_TMP/s2.err"
expect_rc "share-consume: exit 2" 2 $?
contains "share-consume: the same sentence" "$T_TMP/s2.err" "librdkafka has from version 2.15.0"
finish
