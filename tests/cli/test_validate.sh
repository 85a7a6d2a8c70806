# Every example plan validates (and the bench sweep of tests/cluster/plans); the onboarding plan's summary gives its
# tiers, its estimate (at most ~58 min, as the README says) and the target figures, and prints nothing
# on stderr.
. tests/lib.sh

for f in plans/*.json; do
	$KPLAN validate -q "$f" >"$T_TMP/out" 2>"$T_TMP/err"; rc=$?
	expect_rc "$f validates" 0 $rc
	if [ -s "$T_TMP/err" ]; then fail "$f: stderr empty" "$(cat "$T_TMP/err")"; fi
done

# The scaled-down sweep of bench/sweep_repeat.sh (validate does not
# connect): 4 points x 3 runs.
KP_CLUSTER_BOOTSTRAP=127.0.0.1:39112 $KPLAN validate tests/cluster/plans/sweep-linger.json >"$T_TMP/out" 2>&1; rc=$?
expect_rc "tests/cluster/plans/sweep-linger.json validates" 0 $rc
contains "the scaled-down linger sweep: 12 runs" "$T_TMP/out" "linger: 4 points (linger.ms) x 3 runs = 12 tiers, 7,200,000 messages"

$KPLAN validate plans/onboarding.json >"$T_TMP/out" 2>"$T_TMP/err"; rc=$?
expect_rc "onboarding: exit 0" 0 $rc
contains "onboarding: the 10M tier's produce time" "$T_TMP/out" "33 min 20 s"
contains "onboarding: the estimate, the search at its longest" "$T_TMP/out" "the tiers produce for at most 57 min 48 s (about 58 min)"
contains "onboarding: the search's worst case" "$T_TMP/out" "at most 17 min 28 s"
contains "onboarding: the search's trials are not counted as messages" "$T_TMP/out" "12,100,000 messages and the capacity search's trials"

contains "onboarding: required peak" "$T_TMP/out" "1157.4 msg/s on average, 3472.2 msg/s at peak"
contains "onboarding: storage" "$T_TMP/out" "1.91 TiB over 7 d at 1,000 B x RF 3 (2.10 TiB with 10% overhead)"
contains "onboarding: the declared broker hosts" "$T_TMP/out" "hosts     3 hosts declared, Kafka 3.9.1"
KAFKA_RELEASE=3.7.1 $KPLAN validate plans/onboarding.json >"$T_TMP/out2" 2>&1
contains "onboarding: the declared release from KAFKA_RELEASE" "$T_TMP/out2" "hosts     3 hosts declared, Kafka 3.7.1"
contains "onboarding: says it is valid" "$T_TMP/out" "plan is valid"
if [ -s "$T_TMP/err" ]; then fail "onboarding: stderr empty" "$(cat "$T_TMP/err")"; else pass "onboarding: stderr empty"; fi

# A rehearsal: --scale multiplies every tier's messages (and warm-up).
$KPLAN validate --scale 0.01 plans/onboarding.json >"$T_TMP/out" 2>"$T_TMP/err"; rc=$?
expect_rc "--scale 0.01: exit 0" 0 $rc
contains "--scale 0.01: says it is a rehearsal" "$T_TMP/out" "rehearsal --scale 0.01: every tier runs 1% of its messages"
contains "--scale 0.01: total messages" "$T_TMP/out" "121,000 messages"
contains "--scale 0.01: the 10M tier's time" "$T_TMP/out" "20.0 s"
contains "--scale 0.01: warm-up scaled" "$T_TMP/out" "first 10 messages excluded"
$KPLAN validate --scale 5% plans/onboarding.json >"$T_TMP/out" 2>&1; rc=$?
expect_rc "--scale 5%: exit 0" 0 $rc
contains "--scale 5%: total messages" "$T_TMP/out" "605,000 messages"
for bad in 0 2 -0.5 x 1e400 ''; do
	$KPLAN validate --scale "$bad" plans/onboarding.json >"$T_TMP/out" 2>"$T_TMP/err"; rc=$?
	expect_rc "--scale '$bad': exit 2" 2 $rc
	contains "--scale '$bad': says what is expected" "$T_TMP/err" "--scale: expected a factor above 0 and at most 1"
done
$KPLAN run --scale 3 plans/quickstart.json >"$T_TMP/out" 2>"$T_TMP/err"; rc=$?
expect_rc "run --scale 3: exit 2 before anything runs" 2 $rc
contains "run --scale 3: says what is expected" "$T_TMP/err" "--scale: expected a factor above 0 and at most 1"
lacks "run --scale 3: nothing ran" "$T_TMP/out" "EMBEDDED CLUSTER"
# A criterion for every tier is N/A, by the plan, on a tier it cannot
# judge: validate names the tier and the reason.
cat >"$T_TMP/every.json" <<'PLAN'
{"name": "every", "tiers": [{"name": "fixed", "messages": 1000, "rate": 100},
  {"name": "burst", "messages": 1000, "rate": "unlimited"}],
 "criteria": [{"metric": "produce.rate.achieved_ratio", "op": ">=", "threshold": 0.99}]}
PLAN
$KPLAN validate "$T_TMP/every.json" >"$T_TMP/out" 2>"$T_TMP/err"; rc=$?
expect_rc "every tier, one unlimited: valid" 0 $rc
contains "every tier, one unlimited: N/A on it, with the reason" "$T_TMP/out" 'N/A on burst: tier "burst" has an unlimited rate: produce.rate.achieved_ratio has no target rate to compare with'
contains "every tier, one unlimited: judges the other" "$T_TMP/out" "judges 1 of the 2 tiers it selects"
# kplan run refuses a criterion that can never judge the tier it names
# as validate does: exit 2 before anything connects (the port is closed).
$KPLAN run --out "$T_TMP/never" --set cluster.bootstrap.servers=127.0.0.1:9 \
	tests/plans/bad/46-e2e-after.json >"$T_TMP/out" 2>"$T_TMP/err"; rc=$?
expect_rc "run, e2e on a tier read after producing: exit 2" 2 $rc
contains "run, e2e on a tier read after producing: the path and the reason" "$T_TMP/err" 'criteria[0].tiers[0]: this criterion can never judge "20k"'
lacks "run, e2e on a tier read after producing: nothing connected" "$T_TMP/err" "127.0.0.1:9"
check "run, e2e on a tier read after producing: no report directory" test ! -e "$T_TMP/never"
# A capacity search warms up at its first rate before trial 1 (by
# default a trial's length), and validate counts it, and the repeat of a
# failure at the lowest rate, in the estimate: (3 trials + 1 repeat) x
# (2 s + 0.4 s of their own warm-up) = 9.6 s, plus the warm-up.
for w in default:2.0:11.6 0s:0:9.6 7s:7.0:16.6; do
	set -- $(echo "$w" | tr ':' ' ')
	if [ "$1" = default ]; then key=''; else key=", \"warmup\": \"$1\""; fi
	printf '{"name": "w", "tiers": [{"name": "find", "rate": "search", "search": {"from": 1000, "to": 8000, "trial": "2s", "max_trials": 3%s}}]}\n' "$key" >"$T_TMP/warm.json"
	$KPLAN validate "$T_TMP/warm.json" >"$T_TMP/out" 2>"$T_TMP/err"; rc=$?
	expect_rc "search warm-up $1: valid" 0 $rc
	if [ "$2" = 0 ]; then
		contains "search warm-up $1: none, said so" "$T_TMP/out" "no warm-up before trial 1 (search.warmup is 0)"
	else
		contains "search warm-up $1: said, with its rate" "$T_TMP/out" "before trial 1: a warm-up of $2 s at 1,000 msg/s, not measured"
	fi
	contains "search warm-up $1: in the estimate" "$T_TMP/out" "at most $3 s"
	contains "search warm-up $1: the repeat said" "$T_TMP/out" "a trial that fails at the lowest rate tried runs once more"
done
# A rehearsal scales a warm-up the plan sets, as it does the tier's.
$KPLAN validate --scale 0.5 "$T_TMP/warm.json" >"$T_TMP/out" 2>&1
contains "search warm-up --scale 0.5: halved" "$T_TMP/out" "before trial 1: a warm-up of 3.5 s at 1,000 msg/s"
# The capacity model's keys (docs/plan.md): a host's fractional cores,
# its link in bit/s and its disks' write throughput, and a threshold of
# one resource, checked before any connection.
cat >"$T_TMP/sizing.json" <<'PLAN'
{"name": "sizing", "cluster": {"bootstrap.servers": "127.0.0.1:1",
  "hosts": [{"count": 2, "cores": 0.25, "network": "10G", "disk_throughput": "500MiB", "disk_size": "1TiB"}]},
 "tiers": [{"name": "a", "messages": 10, "rate": 1}],
 "target": {"messages": "100M", "thresholds": {"cpu": 0.7}}}
PLAN
$KPLAN validate "$T_TMP/sizing.json" >"$T_TMP/out" 2>&1; rc=$?
expect_rc "capacity keys: exit 0" 0 $rc
contains "capacity keys: fractional cores" "$T_TMP/out" "2 hosts declared, 0.25 cores"
contains "capacity keys: the link in bit/s" "$T_TMP/out" "10,000,000,000 bit/s link"
contains "capacity keys: the disks' throughput" "$T_TMP/out" "disks write 500 MiB/s"
contains "capacity keys: the thresholds, one set" "$T_TMP/out" "capacity model thresholds: cpu 0.7, network_in 0.8"

# Emulated hosts (cluster.emulated_hosts): said, and the default host_cpu
# query (node_exporter's, the whole machine's) is not asked; a plan's own
# host_cpu is.
cat >"$T_TMP/emulated.json" <<'PLAN'
{"name": "emulated", "cluster": {"bootstrap.servers": "198.18.77.11:9092",
  "emulated_hosts": true, "prometheus": {"url": "http://127.0.0.1:9"}},
 "tiers": [{"name": "a", "messages": 10, "rate": 1}]}
PLAN
$KPLAN validate "$T_TMP/emulated.json" >"$T_TMP/out" 2>&1; rc=$?
expect_rc "emulated hosts: exit 0" 0 $rc
contains "emulated hosts: said" "$T_TMP/out" "hosts     emulated on one machine: a host's CPU is its cgroup's or not measured"
lacks "emulated hosts: no default host_cpu query" "$T_TMP/out" "query host_cpu "
contains "emulated hosts: the other defaults asked" "$T_TMP/out" "query process_cpu "
$KPLAN validate --set 'cluster.prometheus.queries=[{"name": "host_cpu", "promql": "cg_cpu{$SEL}", "unit": "%"}]' \
	"$T_TMP/emulated.json" >"$T_TMP/out" 2>&1; rc=$?
expect_rc "emulated hosts, own host_cpu: exit 0" 0 $rc
contains "emulated hosts: the plan's own host_cpu asked" "$T_TMP/out" "query host_cpu "
$KPLAN validate --set cluster.emulated_hosts=false "$T_TMP/emulated.json" >"$T_TMP/out" 2>&1
contains "not emulated: the default host_cpu asked" "$T_TMP/out" "query host_cpu "
lacks "not emulated: not said" "$T_TMP/out" "emulated on one machine"
finish
