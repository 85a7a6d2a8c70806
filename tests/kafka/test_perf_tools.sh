# kplan produce / consume and Kafka's own ProducerPerformance /
# ConsumerPerformance on the same broker with the same flags; one parser
# (bench/perf_parse.py) reads both outputs.
. tests/lib.sh

: "${KP_KAFKA_BOOTSTRAP:?run under tests/kafka/with-broker.sh}"
stamp=$(date +%s%N)
TK="kplan-it-kafka-$stamp"
TP="kplan-it-kplan-$stamp"
for t in "$TK" "$TP"; do
	"$KP_PERF_TOOL" topics --bootstrap-server "$KP_KAFKA_BOOTSTRAP" --create \
		--topic "$t" --partitions 3 --replication-factor 1 >/dev/null 2>&1
	check "topic $t created" test $? -eq 0
done

PFLAGS="--num-records 50000 --record-size 100 --throughput -1 --producer-props bootstrap.servers=$KP_KAFKA_BOOTSTRAP acks=1"
# shellcheck disable=SC2086
"$KP_PERF_TOOL" producer --topic "$TK" $PFLAGS >"$T_TMP/kp.out" 2>"$T_TMP/kp.err"
expect_rc "Kafka's ProducerPerformance ran" 0 $?
# shellcheck disable=SC2086
$KPLAN produce --topic "$TP" $PFLAGS >"$T_TMP/pp.out" 2>"$T_TMP/pp.err"
expect_rc "kplan produce ran" 0 $?
for who in kp pp; do
	if $PY bench/perf_parse.py producer "$T_TMP/$who.out" >"$T_TMP/$who.json" 2>"$T_TMP/$who.perr"; then
		pass "the parser reads $who's producer output: $(cat "$T_TMP/$who.json")"
	else fail "the parser reads $who's producer output" "$(cat "$T_TMP/$who.perr"; tail -3 "$T_TMP/$who.out")"; fi
done
expect_rc "both produced 50,000 records" "50000 50000" "$(json_get "$T_TMP/kp.json" "d['records']") $(json_get "$T_TMP/pp.json" "d['records']")"

CFLAGS="--bootstrap-server $KP_KAFKA_BOOTSTRAP --messages 50000 --timeout 30000"
# shellcheck disable=SC2086
"$KP_PERF_TOOL" consumer --topic "$TK" $CFLAGS >"$T_TMP/kc.out" 2>"$T_TMP/kc.err"
expect_rc "Kafka's ConsumerPerformance ran" 0 $?
# shellcheck disable=SC2086
$KPLAN consume --topic "$TP" $CFLAGS >"$T_TMP/pc.out" 2>"$T_TMP/pc.err"
expect_rc "kplan consume ran" 0 $?
for who in kc pc; do
	if $PY bench/perf_parse.py consumer "$T_TMP/$who.out" >"$T_TMP/$who.json" 2>"$T_TMP/$who.perr"; then
		pass "the parser reads $who's consumer output: $(cat "$T_TMP/$who.json")"
	else fail "the parser reads $who's consumer output" "$(cat "$T_TMP/$who.perr"; head -3 "$T_TMP/$who.out")"; fi
done
if [ "$(sed -n 1p "$T_TMP/kc.out")" = "$(sed -n 1p "$T_TMP/pc.out")" ]; then
	pass "the CSV headers are identical"
else fail "the CSV headers are identical" "$(sed -n 1p "$T_TMP/kc.out") / $(sed -n 1p "$T_TMP/pc.out")"; fi
expect_rc "kplan consumed the 50,000 messages" 50000 "$(json_get "$T_TMP/pc.json" "d['data.consumed.in.nMsg']")"

# A consumer with no data: a clear message and exit 1 within the timeout
# plus 2 s (the group join on a real broker is part of the wait).
TE="kplan-it-empty-$stamp"
"$KP_PERF_TOOL" topics --bootstrap-server "$KP_KAFKA_BOOTSTRAP" --create \
	--topic "$TE" --partitions 1 --replication-factor 1 >/dev/null 2>&1
t0=$(date +%s%N)
$KPLAN consume --bootstrap-server "$KP_KAFKA_BOOTSTRAP" --topic "$TE" \
	--messages 10 --timeout 5000 >"$T_TMP/e.out" 2>"$T_TMP/e.err"
rc=$?
ms=$(( ($(date +%s%N) - t0) / 1000000 ))
expect_rc "empty topic: exit 1" 1 $rc
contains "empty topic: clear message" "$T_TMP/e.err" "no message for 5000 ms"
echo "NOTE: empty topic: stopped after $ms ms (timeout 5000 ms)"
if [ "$ms" -le 7000 ]; then pass "empty topic: within the timeout + 2 s ($ms ms)"
else fail "empty topic: within the timeout + 2 s" "$ms ms"; fi
finish
