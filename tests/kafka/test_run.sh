# kplan run against the real test broker, over PLAINTEXT and SASL/SCRAM:
# topics created with the plan's partitions, acks=all, every message
# produced and consumed, verdicts computed; the SASL password, given
# through ${ENV}, appears in no output; a wrong password and a port with
# no broker end with a clear error and exit 3 (`timeout 60` only ends a
# hang; how soon they end is bench/broker_timing.sh's).
. tests/lib.sh

: "${KP_KAFKA_BOOTSTRAP:?run under tests/kafka/with-broker.sh}"
stamp=$(date +%s%N)

# PLAINTEXT. plain.json's two tiers read in one group as one static
# member (group.instance.id): the second joins without the broker's 3 s
# group.initial.rebalance.delay.ms.
export KPLAN_IT_TOPIC="kplan-it-plain-$stamp"
$KPLAN run tests/kafka/plans/plain.json --out "$T_TMP/plain" \
	>"$T_TMP/p.out" 2>"$T_TMP/p.err"
rc=$?
R="$T_TMP/plain/results.json"
if [ $rc -eq 0 ] || [ $rc -eq 1 ]; then pass "PLAINTEXT run completed (exit $rc)"
else fail "PLAINTEXT run completed" "exit $rc: $(tail -5 "$T_TMP/p.err")"; fi
contains "first line names the cluster" "$T_TMP/p.out" "against $KP_KAFKA_BOOTSTRAP"
expect_rc "topic created by the run" True "$(json_get "$R" "d['cluster']['topics'][0]['created']")"
expect_rc "topic has the plan's 3 partitions" 3 "$(json_get "$R" "d['cluster']['topics'][0]['partitions']")"
expect_rc "partition layout recorded (3 leaders)" 3 "$(json_get "$R" "sum(1 for p in d['cluster']['topics'][0]['layout'] if p['leader'] >= 0)")"
expect_rc "broker recorded" 1 "$(json_get "$R" "len(d['cluster']['brokers'])")"
expect_rc "broker version from the cluster" 1 "$(json_get "$R" "int('inter.broker.protocol.version' in (d['cluster']['broker_version'] or ''))")"
expect_rc "broker API versions recorded (Produce among them)" 1 "$(json_get "$R" "int(any(a['api'] == 'Produce' and a['max'] >= 9 for a in d['cluster']['api_versions']))")"
expect_rc "acks=all in the plan as run" all "$(json_get "$R" "d['plan']['source']['defaults']['producer']['acks']")"
expect_rc "every message produced (5,000 + 50,000)" "5000 50000" "$(json_get "$R" "' '.join(str(t['produce']['delivered']) for t in d['tiers'])")"
expect_rc "every message consumed" "5000 50000" "$(json_get "$R" "' '.join(str(t['consume']['messages']) for t in d['tiers'])")"
expect_rc "both tiers complete" "complete complete" "$(json_get "$R" "' '.join(t['status'] for t in d['tiers'])")"
expect_rc "verdicts computed for every check" 0 "$(json_get "$R" "sum(1 for c in d['evaluation']['checks'] if c['verdict'] not in ('PASS', 'FAIL', 'N/A'))")"
expect_rc "not embedded" False "$(json_get "$R" "d['cluster']['embedded']")"
verdict=$(json_get "$R" "d['evaluation']['verdict']")
want=1; [ "$verdict" = PASS ] && want=0
expect_rc "exit code follows the verdict ($verdict)" $want $rc
check "workbook and report written" test -s "$T_TMP/plain/report.xlsx" -a -s "$T_TMP/plain/report.md"

# SASL/SCRAM-SHA-512, the password from the environment.
export KPLAN_IT_TOPIC="kplan-it-sasl-$stamp"
export KPLAN_IT_PASSWORD="$KP_SASL_PASSWORD"
$KPLAN run tests/kafka/plans/sasl.json --out "$T_TMP/sasl" \
	>"$T_TMP/s.out" 2>"$T_TMP/s.err"
rc=$?
R="$T_TMP/sasl/results.json"
if [ $rc -eq 0 ] || [ $rc -eq 1 ]; then pass "SASL run completed (exit $rc)"
else fail "SASL run completed" "exit $rc: $(tail -5 "$T_TMP/s.err")"; fi
expect_rc "SASL: topic created with the plan's 3 partitions" "True 3" "$(json_get "$R" "'%s %d' % (d['cluster']['topics'][0]['created'], d['cluster']['topics'][0]['partitions'])")"
expect_rc "SASL: acks=all in the plan as run" all "$(json_get "$R" "d['plan']['source']['defaults']['producer']['acks']")"
expect_rc "SASL: tier complete" complete "$(json_get "$R" "d['tiers'][0]['status']")"
expect_rc "SASL: verdicts computed for every check" "0 2" "$(json_get "$R" "'%d %d' % (sum(1 for c in d['evaluation']['checks'] if c['verdict'] not in ('PASS', 'FAIL', 'N/A')), len(d['evaluation']['checks']))")"
verdict=$(json_get "$R" "d['evaluation']['verdict']")
want=1; [ "$verdict" = PASS ] && want=0
expect_rc "SASL: exit code follows the verdict ($verdict)" $want $rc
expect_rc "SASL: every message produced and consumed" "3000 3000" "$(json_get "$R" "str(d['tiers'][0]['produce']['delivered']) + ' ' + str(d['tiers'][0]['consume']['messages'])")"
expect_rc "SASL: security protocol recorded" SASL_PLAINTEXT "$(json_get "$R" "d['client']['config']['security.protocol']")"
expect_rc "SASL: password shown redacted" "[redacted]" "$(json_get "$R" "d['client']['config']['sasl.password']")"
hits=$(grep -rlF -- "$KP_SASL_PASSWORD" "$T_TMP/sasl" "$T_TMP/s.out" "$T_TMP/s.err" 2>/dev/null | wc -l)
expect_rc "SASL: the password is in no output file, stdout or stderr" 0 "$hits"

# A wrong password: a clear error, exit 3, no hang.
export KPLAN_IT_PASSWORD="not-the-password"
t0=$(date +%s)
timeout 60 $KPLAN run tests/kafka/plans/sasl.json --out "$T_TMP/wrong" \
	>"$T_TMP/w.out" 2>"$T_TMP/w.err"
rc=$?
secs=$(( $(date +%s) - t0 ))
expect_rc "wrong password: exit 3" 3 $rc
contains "wrong password: says authentication failed" "$T_TMP/w.err" "Authentication failed"
contains "wrong password: says what to check" "$T_TMP/w.err" "check sasl.username, sasl.password and sasl.mechanism"
lacks "wrong password: the password is not printed" "$T_TMP/w.err" "not-the-password"
echo "NOTE: wrong password: exit $rc after $secs s"

# No broker listening: a clear error, exit 3, no hang.
t0=$(date +%s)
KP_KAFKA_BOOTSTRAP=127.0.0.1:1 KPLAN_IT_TOPIC=unused timeout 60 \
	$KPLAN run tests/kafka/plans/plain.json --out "$T_TMP/none" \
	>"$T_TMP/n.out" 2>"$T_TMP/n.err"
rc=$?
secs=$(( $(date +%s) - t0 ))
expect_rc "no broker: exit 3" 3 $rc
contains "no broker: names the address" "$T_TMP/n.err" "cannot reach the cluster at 127.0.0.1:1"
echo "NOTE: no broker: exit $rc after $secs s"
finish
