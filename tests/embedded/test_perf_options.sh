# kplan produce / consume with Kafka 4.x's options on the embedded
# cluster: warm-up lines, keys by range or at random, monotonic payloads,
# the seed, the 4.2 names of the config options and their precedence,
# --num-records, --hide-header, --include; options of older tools and
# share groups answered with a sentence and exit 2 before any connection.
#
# What a record holds is read from --print-metrics' "bytes" (key + value
# bytes of the measured records): with --payload-monotonic the values are
# "0", "1", ... and keys in [0, R) are decimal too, so each distribution
# has an exact byte count, computed here the way Kafka's tool writes them.
. tests/lib.sh

# bytes ARGS...: the "bytes" figure of a 2,000-record monotonic run.
bytes() {
	$KPLAN produce --topic kb --num-records 2000 --payload-monotonic \
		--throughput -1 --print-metrics "$@" >"$T_TMP/b.out" 2>"$T_TMP/b.err" || {
		echo "exit $?: $(tail -n 2 "$T_TMP/b.err")"
		return
	}
	sed -n 's/^kplan: metrics: .*, bytes \([0-9]*\), .*/\1/p' "$T_TMP/b.out"
}
# digits N R: the decimal digits of i (R=0) or of i mod R, for i < N.
digits() { $PY -c 'import sys; n, r = int(sys.argv[1]), int(sys.argv[2]); print(sum(len(str(i % r if r else i)) for i in range(n)))' "$1" "$2"; }

# --- warm-up: Kafka 4's lines -------------------------------------------
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
# Without a warm-up, neither line.
$KPLAN produce --topic t --num-records 500 --record-size 100 --throughput -1 >"$T_TMP/nw.out" 2>&1
lacks "no warm-up: no warm-up line" "$T_TMP/nw.out" "Warmup first"
lacks "no warm-up: no steady state line" "$T_TMP/nw.out" "steady state records sent"

# --- payloads and keys, by their bytes ----------------------------------
v=$(digits 2000 0)
expect_rc "--payload-monotonic: the values are 0 .. 1999 in decimal ($v bytes)" "$v" "$(bytes)"
expect_rc "--key-distribution range, 10: keys 0 .. 9 in turn" "$((v + $(digits 2000 10)))" \
	"$(bytes --key-distribution range --record-key-range 10)"
expect_rc "--key-distribution range, 1000: keys 0 .. 999 in turn" "$((v + $(digits 2000 1000)))" \
	"$(bytes --key-distribution range --record-key-range 1000)"
expect_rc "--key-distribution none: null keys" "$v" "$(bytes --key-distribution none)"
r7=$(bytes --key-distribution random --record-key-range 1000 --random-seed 7)
r7b=$(bytes --key-distribution random --record-key-range 1000 --random-seed 7)
r8=$(bytes --key-distribution random --record-key-range 1000 --random-seed 8)
s7=$(bytes --key-distribution random --record-key-range 1000 --seed 7)
echo "NOTE: 2,000 monotonic records: values $v B; random keys in [0, 1000): seed 7 $((r7 - v)) B, seed 8 $((r8 - v)) B of keys (uniform: 5780 expected)"
expect_rc "--random-seed: the same seed, the same keys" "$r7" "$r7b"
check "--random-seed: another seed, other keys" test "$r7" != "$r8"
expect_rc "--seed is --random-seed" "$r7" "$s7"
# Uniform over [0, 1000): 1% one digit, 9% two, 90% three: 2.89 digits a
# key; keys in a smaller range would have fewer.
if [ -n "$r7" ] && awk -v k="$((r7 - v))" 'BEGIN { exit !(k >= 0.97 * 5780 && k <= 1.03 * 5780) }'; then
	pass "random keys spread over [0, 1000) ($((r7 - v)) B of keys)"
else fail "random keys spread over [0, 1000)" "got '$r7'"; fi
$KPLAN produce --topic t --num-records 500 --record-size 50 --throughput -1 \
	--key-distribution random --record-key-range 3 >"$T_TMP/r.out" 2>&1
expect_rc "random keys of 50 B records: exit 0" 0 $?
contains "random keys of 50 B records: all delivered" "$T_TMP/r.out" "kplan: sent 500, delivered 500, failed 0"

# --- the config file and the properties: Kafka's precedence -------------
# message.max.bytes=1000 refuses 2,000-byte records: the file is applied;
# a --command-property overrides it, before or after it on the line.
printf 'message.max.bytes=1000\n' >"$T_TMP/small.properties"
pp() {
	$KPLAN produce --topic t --num-records 100 --record-size 2000 --throughput -1 "$@" \
		>"$T_TMP/pp.out" 2>"$T_TMP/pp.err"
}
pp --command-config "$T_TMP/small.properties"
expect_rc "--command-config: applied (records over its message.max.bytes fail, exit 1)" 1 $?
contains "--command-config: the error by code" "$T_TMP/pp.out" "kplan: error MSG_SIZE_TOO_LARGE: 100 messages"
pp --command-config "$T_TMP/small.properties" --command-property message.max.bytes=100000
expect_rc "--command-property after --command-config wins" 0 $?
pp --command-property message.max.bytes=100000 --command-config "$T_TMP/small.properties"
expect_rc "--command-property before --command-config wins too" 0 $?
contains "--command-property before: every record delivered" "$T_TMP/pp.out" "kplan: sent 100, delivered 100, failed 0"
pp -X message.max.bytes=100000 --producer.config "$T_TMP/small.properties"
expect_rc "the older names (--producer.config) and -X rank the same" 0 $?
pp --producer.config "$T_TMP/small.properties" --producer-props acks=1
expect_rc "--producer-props leaves the file's other keys" 1 $?
# Kafka's nargs='+': several pairs after one --command-property.
$KPLAN produce --topic t --num-records 2000 --payload-monotonic --throughput -1 \
	--key-distribution range --record-key-range 10 --random-seed 7 \
	--command-property acks=1 batch.size=16384 linger.ms=1 >"$T_TMP/k.out" 2>"$T_TMP/k.err"
expect_rc "--command-property K=V K=V ...: exit 0" 0 $?
contains "--command-property K=V K=V ...: every record delivered" "$T_TMP/k.out" "kplan: sent 2000, delivered 2000, failed 0"

# --- consume: --num-records, --messages, --hide-header, the config ------
printf 'fetch.max.wait.ms=10\n' >"$T_TMP/c.properties"
$KPLAN consume --topic t --num-records 1000 --command-config "$T_TMP/c.properties" \
	--command-property fetch.min.bytes=1 >"$T_TMP/c.out" 2>"$T_TMP/c.err"
expect_rc "consume --num-records --command-config --command-property: exit 0" 0 $?
contains "consume --num-records: consumed them" "$T_TMP/c.out" "kplan: consumed 1000 of 1000 messages"
contains "consume: the CSV header without --hide-header" "$T_TMP/c.out" "start.time, end.time"
$KPLAN consume --topic t --messages 1000 --hide-header >"$T_TMP/h.out" 2>"$T_TMP/h.err"
expect_rc "consume --messages (the older name) --hide-header: exit 0" 0 $?
lacks "consume --hide-header: no header" "$T_TMP/h.out" "start.time, end.time"
awk -F', ' 'NR == 1 && NF == 10 && $5 == 1000 { ok = 1 } END { exit !ok }' "$T_TMP/h.out"
check "consume --hide-header: the row first, 1000 records" test $? -eq 0
$KPLAN consume --include 'kplan-.*' --num-records 10 >/dev/null 2>"$T_TMP/i.err"
expect_rc "consume --include on the embedded cluster: exit 2" 2 $?
contains "consume --include: says it reads a real cluster" "$T_TMP/i.err" "--include reads the topics of a real cluster"

# --- older tools' options, share groups: exit 2, before connecting ------
# 127.0.0.1:9 answers nothing: an answer after a connection attempt
# would come after librdkafka gave up, with exit 3, so exit 2 is the
# proof (bench/embedded_timing.sh times how soon it comes).
B=127.0.0.1:9
# refused NAME WANT_RC ERRFILE COMMAND...: the exit code; `timeout 60`
# only ends a command that hangs.
refused() {
	local name=$1 want=$2 errf=$3
	shift 3
	timeout -k 5 60 "$@" >/dev/null 2>"$errf"
	expect_rc "$name: exit $want" "$want" "$?"
}
refused "pre-0.9 producer options" 2 "$T_TMP/l.err" $KPLAN produce --broker-list $B --topics t \
	--messages 1000 --message-size 200 --batch-size 200 --compression-codec 2
contains "--broker-list replaced" "$T_TMP/l.err" "--broker-list $B: now --bootstrap-server $B"
contains "--messages replaced" "$T_TMP/l.err" "--messages 1000: now --num-records 1000"
contains "--message-size replaced" "$T_TMP/l.err" "--message-size 200: now --record-size 200"
contains "--batch-size replaced" "$T_TMP/l.err" "-X batch.num.messages=200"
contains "--compression-codec replaced" "$T_TMP/l.err" "-X compression.codec=snappy"
contains "the equivalent command" "$T_TMP/l.err" "kplan produce --bootstrap-server $B --topic t --num-records 1000 --record-size 200 -X batch.num.messages=200 -X compression.codec=snappy --throughput -1"
lacks "no 'unknown option'" "$T_TMP/l.err" "unknown option"
# Kafka's tool takes no -X: its line gives the Java property through
# --command-property, and says what it cannot take.
contains "Kafka's tool's own line" "$T_TMP/l.err" "kafka-producer-perf-test.sh --bootstrap-server $B --topic t --num-records 1000 --record-size 200 --command-property compression.type=snappy --throughput -1"
contains "what Kafka's tool cannot take" "$T_TMP/l.err" "(batch.num.messages=200 left out: a librdkafka property the Java producer has no counterpart of; its batch.size counts bytes)"
lacks "no -X offered as valid for Kafka's tool" "$T_TMP/l.err" "and with Kafka's kafka-producer-perf-test.sh today"
# An option given under its old and its new name: once in the command.
refused "old and new name of one option" 2 "$T_TMP/l2.err" $KPLAN produce --broker-list $B --topic t \
	--num-records 100 --message-size 100 --record-size 100
contains "old and new name: the old one left out" "$T_TMP/l2.err" "--message-size 100: now --record-size, which this command line gives already: left out"
n=$(grep -o -- '--record-size' "$T_TMP/l2.err" | wc -l)
expect_rc "old and new name: --record-size twice in all (the explanation and the command), not three times" 2 "$n"
refused "consume --zookeeper" 2 "$T_TMP/z.err" $KPLAN consume --zookeeper localhost:2181 --topic t --messages 100
contains "consume --zookeeper: what replaced it" "$T_TMP/z.err" "--zookeeper localhost:2181: gone"
contains "consume --zookeeper: the equivalent command" "$T_TMP/z.err" "kplan consume --topic t --messages 100 --bootstrap-server BROKER:9092"
refused "produce --zookeeper" 2 "$T_TMP/pz.err" $KPLAN produce --zookeeper localhost:2181 --topic t \
	--num-records 10 --record-size 10 --throughput -1
contains "produce --zookeeper: what replaced it" "$T_TMP/pz.err" "--zookeeper localhost:2181: gone"
refused "consume --broker-list" 2 "$T_TMP/bl.err" $KPLAN consume --broker-list $B --topic t --messages 100
contains "consume --broker-list: the equivalent command" "$T_TMP/bl.err" "kplan consume --bootstrap-server $B --topic t --messages 100"
# Share groups: not faked.
refused "consume --share-group" 2 "$T_TMP/s.err" $KPLAN consume --bootstrap-server $B --topic t \
	--num-records 10 --share-group g
contains "--share-group: names the librdkafka it needs" "$T_TMP/s.err" "librdkafka has from version 2.15.0"
contains "--share-group: and the one it has" "$T_TMP/s.err" "built with librdkafka 2.0.2"
refused "share-consume" 2 "$T_TMP/s2.err" $KPLAN share-consume --bootstrap-server $B --topic t --group g --num-records 10
contains "share-consume: the same sentence" "$T_TMP/s2.err" "librdkafka has from version 2.15.0"
# The new options' own mistakes.
for bad in "--key-distribution range" "--key-distribution zipf --record-key-range 3" \
	"--record-key-range 0 --key-distribution range" "--record-key-range 5" \
	"--payload-monotonic --record-size 10" "--random-seed x" \
	"--keys 3 --key-distribution range --record-key-range 3"; do
	# shellcheck disable=SC2086
	refused "produce $bad" 2 "$T_TMP/bad.err" $KPLAN produce --bootstrap-server $B --topic t \
		--num-records 10 --throughput -1 --record-size 10 $bad
done
refused "produce --command-config of a missing file" 2 "$T_TMP/cf.err" $KPLAN produce --bootstrap-server $B \
	--topic t --num-records 10 --throughput -1 --record-size 10 --command-config "$T_TMP/none.properties"
contains "produce --command-config: names the file" "$T_TMP/cf.err" "none.properties"
refused "consume --command-config of a missing file" 2 "$T_TMP/ccf.err" $KPLAN consume --bootstrap-server $B \
	--topic t --num-records 10 --command-config "$T_TMP/none.properties"
contains "consume --command-config: names the file" "$T_TMP/ccf.err" "none.properties"
refused "consume --command-property typo" 2 "$T_TMP/cp.err" $KPLAN consume --bootstrap-server $B \
	--topic t --num-records 10 --command-property fetch.min.byte=1
contains "consume --command-property: a suggestion" "$T_TMP/cp.err" 'did you mean "fetch.min.bytes"?'
# --- transactions, as Kafka 4's ProducerPerformance runs them -----------
# Either option, or a transactional.id property, runs transactions: the
# id is --transactional-id's, else the property's, else
# performance-producer-<UUID>; a transaction lasts 3,000 ms unless
# --transaction-duration-ms says otherwise. A transactional.id property
# is no longer handed to a producer that never starts transactions
# (every message failed with _STATE).
txn() { # NAME WANT_LINE ARGS...: exit 0, every message delivered, the line
	name=$1 want=$2; shift 2
	$KPLAN produce --topic ktx --num-records 1000 --record-size 100 \
		--throughput -1 "$@" >"$T_TMP/x.out" 2>"$T_TMP/x.err"
	expect_rc "transactions, $name: exit 0" 0 $?
	contains "transactions, $name: every message delivered" "$T_TMP/x.out" "kplan: sent 1000, delivered 1000, failed 0, undelivered 0"
	if grep -qE -- "$want" "$T_TMP/x.err"; then pass "transactions, $name: $want"; else
		fail "transactions, $name: $want" "$(grep -i transaction "$T_TMP/x.err")"; fi
}
txn "--transactional-id alone" '^kplan produce: transactions of 3000 ms, transactional.id tx-1$' --transactional-id tx-1
txn "--transaction-duration-ms alone" '^kplan produce: transactions of 500 ms, transactional.id performance-producer-[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$' --transaction-duration-ms 500
txn "transactional.id in --producer-props" '^kplan produce: transactions of 3000 ms, transactional.id from-props$' --producer-props transactional.id=from-props
txn "transactional.id in --command-property" '^kplan produce: transactions of 3000 ms, transactional.id from-cmd$' --command-property transactional.id=from-cmd
txn "--transactional-id over the property" '^kplan produce: transactions of 3000 ms, transactional.id opt$' --transactional-id opt --command-property transactional.id=prop
$KPLAN produce --topic ktx --num-records 10 --record-size 10 --throughput -1 >"$T_TMP/x.out" 2>"$T_TMP/x.err"
lacks "no transaction option: no transactions" "$T_TMP/x.err" "transactions of"
$KPLAN produce --topic ktx --num-records 10 --record-size 10 --throughput -1 \
	--transaction-duration-ms 0 >"$T_TMP/x.out" 2>"$T_TMP/x.err"; rc=$?
expect_rc "--transaction-duration-ms 0: exit 2" 2 $rc
contains "--transaction-duration-ms 0: the range" "$T_TMP/x.err" "--transaction-duration-ms: expected 1 to 86,400,000 ms, got 0"
finish
