# kplan validate/run --set PATH=VALUE: plan overrides from the command
# line, checked as the file is, stored in results.json and listed in the
# reports.
. tests/lib.sh

$KPLAN validate plans/onboarding.json --set topic.replication_factor=1 \
	--set topic.config.min.insync.replicas=1 \
	--set 'tiers[10M].messages=1M' --set defaults.producer.linger.ms=20 \
	>"$T_TMP/out" 2>"$T_TMP/err"; rc=$?
expect_rc "validate --set: exit 0" 0 $rc
contains "validate --set: lists the overrides" "$T_TMP/out" "overrides --set topic.replication_factor=1"
contains "validate --set: the tier by name" "$T_TMP/out" "--set tiers[10M].messages=1M"
contains "validate --set: the new replication factor" "$T_TMP/out" "replication factor 1"
contains "validate --set: the new message count" "$T_TMP/out" "1,000,000"
contains "validate --set: the producer property" "$T_TMP/out" "linger.ms=20"

# A replication factor below the plan's min.insync.replicas (2) with
# acks=all: every write would fail, refused before anything connects.
$KPLAN validate plans/onboarding.json --set topic.replication_factor=1 >"$T_TMP/out" 2>"$T_TMP/err"; rc=$?
expect_rc "replication factor under min.insync.replicas: exit 2" 2 $rc
contains "replication factor under min.insync.replicas: says why" "$T_TMP/err" 'topic.config["min.insync.replicas"]: 2 is above the replication factor 1 of the topic tier "100k" writes to with acks=all: every write would fail with NOT_ENOUGH_REPLICAS'

# Errors as the file's, naming the path and the override; exit 2 at once.
$KPLAN validate plans/onboarding.json --set 'tiers[10M].messages=lots' >"$T_TMP/out" 2>"$T_TMP/err"; rc=$?
expect_rc "bad value: exit 2" 2 $rc
contains "bad value: the path and the override" "$T_TMP/err" "tiers[2].messages (--set tiers[10M].messages=lots): expected a whole count"
$KPLAN validate plans/onboarding.json --set 'tiers[20M].messages=1' >"$T_TMP/out" 2>"$T_TMP/err"; rc=$?
expect_rc "unknown tier: exit 2" 2 $rc
contains "unknown tier: names the tiers" "$T_TMP/err" "tiers has no element 20M (its names: 100k, 1M, 10M, capacity, backlog)"
$KPLAN validate plans/onboarding.json --set topic.partitons=3 >"$T_TMP/out" 2>"$T_TMP/err"; rc=$?
expect_rc "unknown key: exit 2" 2 $rc
contains "unknown key: a suggestion" "$T_TMP/err" 'unknown key "partitons" (did you mean "partitions"?)'
$KPLAN validate plans/onboarding.json --set novalue >"$T_TMP/out" 2>"$T_TMP/err"; rc=$?
expect_rc "no '=': exit 2" 2 $rc
contains "no '=': says what is expected" "$T_TMP/err" "--set: expected PATH=VALUE"
# Exit 2 and no "connecting to": refused before connecting (`timeout 60`
# only ends a hang).
timeout -k 5 60 $KPLAN run plans/onboarding.json --set 'tiers[10M].rate=fast' >"$T_TMP/out" 2>"$T_TMP/err"; rc=$?
expect_rc "run with a bad override: exit 2" 2 $rc
lacks "run with a bad override: nothing connects" "$T_TMP/err" "connecting to"

# A run: the overrides are in results.json and in both reports; a secret
# value is redacted everywhere.
cat >"$T_TMP/plan.json" <<'JSON'
{ "name": "set-test", "topic": {"name": "kplan-set", "partitions": 2},
  "tiers": [ {"name": "small", "messages": 200, "rate": 1000} ],
  "criteria": [ {"metric": "produce.errors", "op": "<=", "threshold": 0} ] }
JSON
$KPLAN run -q -o "$T_TMP/r" "$T_TMP/plan.json" --set 'tiers[small].messages=300' \
	--set cluster.config.sasl.password=hunter2 --set cluster.config.security.protocol=plaintext \
	>"$T_TMP/out" 2>"$T_TMP/err"; rc=$?
expect_rc "run --set: exit 0" 0 $rc
contains "run --set: says so" "$T_TMP/out" "override: --set tiers[small].messages=300"
expect_rc "run --set: the tier ran 300 messages" 300 "$(json_get "$T_TMP/r/results.json" "d['tiers'][0]['produce']['sent']")"
expect_rc "run --set: results.json run.overrides" "['tiers[small].messages=300', 'cluster.config.sasl.password=[redacted]', 'cluster.config.security.protocol=plaintext']" \
	"$(json_get "$T_TMP/r/results.json" "d['run']['overrides']")"
contains "run --set: report.md lists them" "$T_TMP/r/report.md" '- `tiers[small].messages=300`'
if grep -rq hunter2 "$T_TMP/r" "$T_TMP/out"; then fail "run --set: the secret is nowhere" "found"; else pass "run --set: the secret is nowhere"; fi
$KPLAN report -o "$T_TMP/again" "$T_TMP/r/results.json" >/dev/null 2>&1
contains "report: the overrides again" "$T_TMP/again/report.md" '- `tiers[small].messages=300`'
finish
