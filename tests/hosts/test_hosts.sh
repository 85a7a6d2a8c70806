# Emulated hosts (tests/hosts/hosts.sh): the 3-broker Kafka 4.4.0 cluster
# with each broker on a host of its own (network namespace, address on
# one bridge, CPU budget by cgroup) and kplan on a client host. Asserts
# correctness only: the hosts are what they claim (no route out, each
# broker in its own namespace and cgroup, budgets applied after start),
# a run on them is evidence about the cluster with each broker's figures
# from its own host, a second start is refused while the first owner
# lives, a killed run's leftovers are reclaimed by the next start, and
# stop leaves nothing behind. Which verdict or cause a live run gives is
# a benchmark's (make bench-hosts), not asserted here.
. tests/lib.sh

H=tests/hosts/hosts.sh
export KP_HOSTS_DIR=$T_TMP/hosts
owner_pid=
cleanup() {
	[ -n "$owner_pid" ] && kill "$owner_pid" 2>/dev/null
	$H stop >/dev/null 2>&1
	rm -rf "$T_TMP"
}
trap cleanup EXIT

# A stand-in for the process that owns the hosts (with-hosts.sh's role).
new_owner() {
	sleep 600 &
	owner_pid=$!
}

cg=/sys/fs/cgroup/cpu/kplan-hosts
quota() { cat "$cg/$1/cpu.cfs_quota_us" 2>/dev/null; }
ns_of() { readlink "/proc/$1/ns/net"; }

if [ "$(id -u)" != 0 ] || [ ! -d /sys/fs/cgroup/cpu ]; then
	fail "emulated hosts need root and cgroup v1's cpu controller" "uid $(id -u)"
	finish
fi

# Bad input: each refused before anything is made, with what to do.
nothing_left() {
	[ -z "$(ip netns list | grep -o 'kplan-h-[a-z0-9]*')" ] &&
		[ -z "$(ip -br link | awk '{print $1}' | grep -E '^kplan-')" ] &&
		[ ! -d /sys/fs/cgroup/cpu/kplan-hosts ] && echo none
}
chmod 755 "$T_TMP"
setpriv --reuid=65534 --regid=65534 --clear-groups $H start >"$T_TMP/nobody.out" 2>&1
expect_rc "a start by a user who is not root: refused (exit 1)" 1 $?
contains "the refusal says root is needed and how" "$T_TMP/nobody.out" "emulated hosts need root"
expect_rc "the refused start left nothing" none "$(nothing_left)"
ip link add kph-taken type bridge && ip addr add 198.18.77.250/24 dev kph-taken && ip link set kph-taken up
$H start >"$T_TMP/taken.out" 2>&1
expect_rc "a start where the hosts' subnet is already in use: refused (exit 1)" 1 $?
contains "the refusal names the subnet and what to do" "$T_TMP/taken.out" "198.18.77.0/24 is already routed on this machine"
ip link del kph-taken
expect_rc "the refused start left nothing" none "$(nothing_left)"

new_owner
t0=$(date +%s)
KP_HOSTS_OWNER=$owner_pid $H start >"$T_TMP/start.out" 2>&1
rc=$?
echo "NOTE: hosts.sh start: exit $rc after $(($(date +%s) - t0)) s"
expect_rc "hosts.sh start: exit 0" 0 "$rc"
[ "$rc" = 0 ] || {
	tail -40 "$T_TMP/start.out"
	finish
}
expect_rc "hosts.sh status: the hosts and 3 brokers answer" 0 "$($H status >/dev/null 2>&1; echo $?)"
eval "$($H env)"
export KP_CLUSTER_BOOTSTRAP KP_HOSTS_PROM_URL

# The network: four namespaces, none with a route off the bridge, and the
# machine does not forward.
expect_rc "the machine does not forward IPv4" 0 "$(cat /proc/sys/net/ipv4/ip_forward)"
for h in b1 b2 b3 client; do
	expect_rc "host $h: no default route" "" "$(ip -n kplan-h-$h route show default)"
	expect_rc "host $h: every route is on the bridge's subnet" "198.18.77.0/24" \
		"$(ip -n kplan-h-$h route show | awk '{print $1}' | sort -u | tr '\n' ' ' | sed 's/ $//')"
done
expect_rc "the bootstrap names the three broker hosts" \
	"198.18.77.11:39112,198.18.77.12:39122,198.18.77.13:39132" "$KP_CLUSTER_BOOTSTRAP"

# Each broker's JVM on its own host: its namespace and cgroup, budget set.
nets=
for k in 1 2 3; do
	p=$(KP_CLUSTER_DIR=$KP_HOSTS_DIR/cluster tests/kafka/cluster.sh pid $k 2>/dev/null)
	expect_rc "broker $k: its JVM in host b$k's network namespace" \
		"$(stat -L -c 'net:[%i]' /run/netns/kplan-h-b$k)" "$(ns_of "$p")"
	expect_rc "broker $k: its JVM in host b$k's cpu and cpuacct cgroups" "cpu /kplan-hosts/b$k cpuacct /kplan-hosts/b$k" \
		"$(awk -F: '$2 == "cpu" || $2 == "cpuacct" { print $2, $3 }' "/proc/$p/cgroup" | sort | tr '\n' ' ' | sed 's/ $//')"
	expect_rc "broker $k: budget 0.4 cores once started (quota per 10 ms period)" 4000 "$(quota b$k)"
	nets="$nets $(ns_of "$p")"
done
expect_rc "three brokers, three namespaces" 3 "$(echo $nets | tr ' ' '\n' | sort -u | wc -l)"
expect_rc "the client host's budget: 0.3 cores" 3000 "$(quota client)"
v=$($H cpu b1)
expect_rc "hosts.sh cpu b1: the host's CPU seconds so far, a positive number" 1 \
	"$(awk -v v="$v" 'BEGIN { print (v > 0) ? 1 : 0 }')"

# A second start while the owner lives is refused, and changes nothing.
new_pid=$(KP_CLUSTER_DIR=$KP_HOSTS_DIR/cluster tests/kafka/cluster.sh pid 1)
KP_HOSTS_OWNER=$$ $H start >"$T_TMP/again.out" 2>&1
expect_rc "a second start while the first owner lives: refused (exit 1)" 1 $?
contains "the refusal says why" "$T_TMP/again.out" "already run for process $owner_pid"
expect_rc "the refused start left broker 1 running" "$new_pid" \
	"$(KP_CLUSTER_DIR=$KP_HOSTS_DIR/cluster tests/kafka/cluster.sh pid 1 2>/dev/null)"

# A run from the client host: evidence about the cluster, each broker's
# figures from its own host.
OUT=$T_TMP/run
export KPLAN_IT_TOPIC=kplan-it-hosts-$(date +%s)
t0=$(date +%s)
timeout -k 5 300 $H client $KPLAN run --out "$OUT" tests/hosts/plans/hosts.json >"$T_TMP/run.out" 2>"$T_TMP/run.err"
rc=$?
echo "NOTE: kplan run on the client host: exit $rc after $(($(date +%s) - t0)) s"
expect_rc "kplan run on the client host: exit 0 or 1 (a verdict, not an error)" 0 $((rc > 1))
R=$OUT/results.json
if [ -s "$R" ]; then
	expect_rc "every tier sent, delivered and read back every message" True \
		"$(json_get "$R" "all(t['status'] == 'complete' and t['produce']['delivered'] == t['produce']['sent'] and t['consume']['accounting']['lost'] == 0 for t in d['tiers'])")"
	expect_rc "every phase: the client found no broker on its own host" True \
		"$(json_get "$R" "all(s['brokers_local'] is False for t in d['tiers'] for k in ('produce', 'consume') for s in t[k]['client']['stats'])")"
	expect_rc "every phase: its host not shared with a broker, so a determined limit is evidence about the cluster" True \
		"$(json_get "$R" "all(not l['host_shared'] and (l['kind'] == 'not-determined' or l['cluster_evidence']) for t in d['evaluation']['tiers'] for l in (t['produce_limit'], t['consume_limit']))")"
	lacks "no tier's rig record says the brokers were on the load host" "$R" "rig.brokers-on-load-host"
	expect_rc "kplan saw its own cgroup's budget on the client host (cores)" 0.3 \
		"$(json_get "$R" "d['tiers'][0]['produce']['client']['stats'][0]['cgroup_quota_cores']")"
	expect_rc "results.json says the hosts were emulated" True "$(json_get "$R" "d['cluster']['emulated_hosts']")"
	expect_rc "the client host's CPU is its cgroup's, a share of its budget (0 to 1) or not measured" True \
		"$(json_get "$R" "all(s['host_cpu_of'] == 'cgroup' and (s['host_cpu'] is None or 0 <= s['host_cpu'] <= 1) for t in d['tiers'] for k in ('produce', 'consume') for s in t[k]['client']['stats'])")"
	expect_rc "each broker's process CPU from its own host's exporter, by node id" \
		"1 198.18.77.11:39114|2 198.18.77.12:39124|3 198.18.77.13:39134" \
		"$(json_get "$R" "'|'.join(sorted('%d %s' % (s['node_id'], s['broker']) for q in d['tiers'][0]['brokers']['windows'][0]['queries'] if q['name'] == 'process_cpu' for s in q['series']))")"
	expect_rc "each broker's process CPU: a figure, above 0 and within its budget's reach" True \
		"$(json_get "$R" "all(0 < s['window'] < 1 for q in d['tiers'][0]['brokers']['windows'][0]['queries'] if q['name'] == 'process_cpu' for s in q['series'])")"
	expect_rc "no node_exporter on emulated hosts: the hosts' CPU is not the machine's" "[]" \
		"$(json_get "$R" "[s['broker'] for q in d['tiers'][0]['brokers']['windows'][0]['queries'] if q['name'] == 'host_cpu' for s in q['series']]")"
	echo "NOTE: run on emulated hosts: verdict $(json_get "$R" "d['evaluation']['verdict']")"
else
	fail "results.json written" "$(tail -5 "$T_TMP/run.err")"
fi

# Budgets below the kernel's 1 ms quota get a longer period; default
# sets the start's budget back.
$H hold 2 0.05 >/dev/null 2>&1
expect_rc "hold 2 0.05: 1 ms of every 20 ms" "1000 20000" "$(quota b2) $(cat $cg/b2/cpu.cfs_period_us)"
$H hold all default >/dev/null 2>&1
expect_rc "hold all default: 4 ms of every 10 ms again" "4000 10000" "$(quota b2) $(cat $cg/b2/cpu.cfs_period_us)"
$H hold 4 0.1 >/dev/null 2>&1
expect_rc "hold of a broker that does not exist: a usage error (exit 2)" 2 $?

# A run killed with its owner: everything left behind, then reclaimed by
# the next start.
old=$(KP_CLUSTER_DIR=$KP_HOSTS_DIR/cluster tests/kafka/cluster.sh pid 2)
old_prom=$(cat "$KP_HOSTS_DIR/prom/prometheus.pid")
kill -KILL "$owner_pid"
wait "$owner_pid" 2>/dev/null
new_owner
KP_HOSTS_OWNER=$owner_pid $H start >"$T_TMP/reclaim.out" 2>&1
rc=$?
expect_rc "a start after the owner died: reclaims and starts (exit 0)" 0 "$rc"
contains "the start says it reclaimed the dead run's hosts" "$T_TMP/reclaim.out" "reclaiming the hosts of a run whose owner is gone"
expect_rc "the dead run's broker 2 is gone" 1 "$(kill -0 "$old" 2>/dev/null; echo $?)"
expect_rc "the dead run's Prometheus is gone" 1 "$(kill -0 "$old_prom" 2>/dev/null; echo $?)"
expect_rc "the new hosts answer" 0 "$($H status >/dev/null 2>&1; echo $?)"

# Stop leaves nothing: no namespace, veth, bridge, cgroup or process.
$H stop >"$T_TMP/stop.out" 2>&1
expect_rc "hosts.sh stop: exit 0" 0 $?
expect_rc "no namespace left" "" "$(ip netns list | grep -o 'kplan-h-[a-z0-9]*' | tr '\n' ' ')"
expect_rc "no veth or bridge left" "" "$(ip -br link | awk '{print $1}' | grep -E '^kplan-' | tr '\n' ' ')"
expect_rc "no cgroup left" "" "$(ls -d /sys/fs/cgroup/cpu/kplan-hosts /sys/fs/cgroup/cpuacct/kplan-hosts 2>/dev/null)"
expect_rc "no broker process left" "" "$(pgrep -f "$KP_HOSTS_DIR/cluster" | tr '\n' ' ')"
kill "$owner_pid" 2>/dev/null
owner_pid=
finish
