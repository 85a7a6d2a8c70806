#!/usr/bin/env bash
#
# Emulated hosts on one machine: the 3-broker Apache Kafka 4.4.0 test
# cluster (tests/kafka/cluster.sh, Kafka's shipped defaults) with each
# broker on a host of its own, and a host for the load client.
#
#   hosts.sh start               reclaim a dead run's leftovers, make the hosts, start the cluster and Prometheus
#   hosts.sh stop                stop everything started, remove the hosts
#   hosts.sh status              exit 0 when the hosts and 3 brokers answer, 3 when none runs
#   hosts.sh env                 shell assignments for the test scripts
#   hosts.sh client CMD [ARG...] run CMD on the client host (its network and its CPU budget)
#   hosts.sh hold WHO CORES|off|default
#                                set a budget (cores), lift it, or set the default back:
#                                WHO is a broker 1-3, client, or all (the brokers)
#   hosts.sh cpu HOST            print HOST's CPU use so far, in seconds (cpuacct)
#
# A host is a network namespace (kplan-h-b1, -b2, -b3, kplan-h-client)
# joined by a veth to one bridge (kplan-h0) in the machine's namespace,
# with an address of 198.18.77.0/24 (RFC 2544's range for benchmarks):
# the bridge .1, broker N .1N, the client .100. No packet leaves the
# machine: the hosts have no default route, every address is on the
# bridge, and the machine's forwarding is left off (start refuses to run
# when it is on). KP_HOSTS_LINK_RATE (tc tbf, such as 100mbit) caps each
# host's link; this kernel has no netem, so no delay is added.
#
# A host's CPU budget is a cgroup: v1's cpu and cpuacct hierarchies
# (kplan-hosts/NAME under /sys/fs/cgroup/cpu and /sys/fs/cgroup/cpuacct),
# or v2's cpu.max where the machine has only the unified hierarchy. A
# process enters a host through 'hosts.sh exec' (used by cluster.sh and
# 'client'): it joins the host's cgroups, then its network namespace only
# (nsenter --net, not 'ip netns exec', which remounts /sys and would hide
# the cgroup from kplan). The brokers start unheld (the JVM's start-up at
# a small budget takes minutes) and get their budget once the cluster
# answers. Budgets: KP_HOSTS_BROKER_CORES (0.4 each) and
# KP_HOSTS_CLIENT_CORES (0.3): 1.5 of the machine's 2 cores, room left
# for Prometheus and the machine. A JVM compiles its hot paths in its
# first minutes of load, slowly at a small budget: a bench warms the
# brokers up unheld ('hold all off', a load, 'hold all default'). The CFS period is 10 ms
# (KP_HOSTS_PERIOD_US, microseconds): a host of 0.35 cores runs 3.5 ms of
# every 10; at the kernel's default 100 ms a held broker would stall for
# 65 ms at a time, which no host of that size does.
#
# Prometheus (Debian's) runs in the client host's network on 127.0.0.1,
# as a monitoring agent beside the client would, and scrapes each
# broker's JMX exporter at its host's address; no node_exporter (it sees
# the whole machine, not a host: the plan declares emulated_hosts).
#
# Ownership: start records its owner (KP_HOSTS_OWNER, else the process
# that called it). While the owner lives, another start is refused; once
# it is dead, the next start reclaims what it left (processes in the
# hosts' cgroups, namespaces, veths, bridge, cgroups), so a killed run
# does not break the next one. Stop removes everything, even after a
# failure.
#
# Exit codes: 0 ok; 1 failure (the message says why); 2 usage error;
# status: 1 not all running, 3 none running.

set -u

here=$(cd "$(dirname "$0")" && pwd)
kafka="$(cd "$here/../kafka" && pwd)"
run="${KP_HOSTS_DIR:-$here/.run}"
net=198.18.77
bridge=kplan-h0
ns_prefix=kplan-h-
cg_name=kplan-hosts
broker_cores="${KP_HOSTS_BROKER_CORES:-0.4}"
client_cores="${KP_HOSTS_CLIENT_CORES:-0.3}"
link_rate="${KP_HOSTS_LINK_RATE:-}"
period_us="${KP_HOSTS_PERIOD_US:-10000}"
hosts="b1 b2 b3 client"
# Prometheus's cgroup: no budget, but reclaim finds its processes.
groups="$hosts monitor"

say() { echo "hosts.sh: $*" >&2; }
die() {
    say "$*"
    exit 1
}

addr_of() {
    case "$1" in
    b[1-3]) echo "$net.1${1#b}" ;;
    client) echo "$net.100" ;;
    esac
}

check_host() {
    case "$1" in
    b1 | b2 | b3 | client) ;;
    *)
        say "a host is b1, b2, b3 or client, found '$1'"
        exit 2
        ;;
    esac
}

# The cgroup folders of a host: v1's cpu and cpuacct, or v2's one.
cg_v2() { [ ! -e /sys/fs/cgroup/cpu/cpu.cfs_quota_us ] && [ -e /sys/fs/cgroup/cgroup.controllers ]; }
cg_dirs() {
    if cg_v2; then
        echo "/sys/fs/cgroup/$cg_name${1:+/$1}"
    else
        echo "/sys/fs/cgroup/cpu/$cg_name${1:+/$1} /sys/fs/cgroup/cpuacct/$cg_name${1:+/$1}"
    fi
}

# $1 = host, $2 = cores or "off".
set_budget() {
    local d quota period="$period_us"
    d=$(cg_dirs "$1" | cut -d' ' -f1)
    if [ "$2" = off ]; then
        quota=-1
    else
        # The kernel's smallest quota is 1 ms: a smaller budget gets a
        # longer period (0.05 cores: 1 ms of every 20).
        set -- "$1" "$2" "$(awk -v c="$2" -v p="$period" 'BEGIN {
            q = c * p; if (q < 1000) { p = int(1000 / c + 0.5); q = 1000 }
            printf "%d %d", q, p }')"
        quota=${3% *}
        period=${3#* }
    fi
    if cg_v2; then
        [ "$quota" = -1 ] && quota=max
        echo "$quota $period" >"$d/cpu.max"
    elif [ "$quota" = -1 ]; then
        echo -1 >"$d/cpu.cfs_quota_us" && echo "$period" >"$d/cpu.cfs_period_us"
    else
        # The quota lifted first: the kernel refuses a period that the
        # quota in force does not fit, so the new period is set free of
        # it, then the new quota.
        echo -1 >"$d/cpu.cfs_quota_us" && echo "$period" >"$d/cpu.cfs_period_us" &&
            echo "$quota" >"$d/cpu.cfs_quota_us"
    fi
}

check_cores() {
    awk -v c="$1" 'BEGIN { exit !(c ~ /^[0-9]*\.?[0-9]+$/ && c >= 0.01 && c <= 64) }' ||
        die "$2 must be a number of cores from 0.01, found '$1'"
}

# ---- reclaiming -----------------------------------------------------------

owner_alive() {
    local p
    [ -f "$run/owner" ] || return 1
    p=$(cat "$run/owner")
    case "$p" in '' | *[!0-9]*) return 1 ;; esac
    kill -0 "$p" 2>/dev/null
}

# Everything a run leaves: the processes in the hosts' cgroups, the
# namespaces, veths, bridge and cgroups. Quiet about what is not there.
reclaim() {
    local d h p n=0
    for d in $(cg_dirs); do
        [ -d "$d" ] || continue
        for p in $(cat "$d"/*/cgroup.procs 2>/dev/null); do
            kill -KILL "$p" 2>/dev/null && n=$((n + 1))
        done
    done
    [ "$n" = 0 ] || say "reclaimed: killed $n process(es) left in the hosts' cgroups"
    sleep 0.2
    for d in $(cg_dirs); do
        [ -d "$d" ] || continue
        for h in $groups; do
            [ -d "$d/$h" ] && rmdir "$d/$h" 2>/dev/null
        done
        rmdir "$d" 2>/dev/null
    done
    for h in $hosts; do
        ip netns del "$ns_prefix$h" 2>/dev/null
        ip link del "kplan-$h" 2>/dev/null
    done
    ip link del "$bridge" 2>/dev/null
    rm -rf "$run/cluster"/node* "$run/prom"
    rm -f "$run/owner"
    return 0
}

leftovers() {
    local h d
    ip link show "$bridge" >/dev/null 2>&1 && return 0
    for h in $hosts; do
        [ -e "/run/netns/$ns_prefix$h" ] && return 0
    done
    for d in $(cg_dirs); do
        [ -d "$d" ] && return 0
    done
    return 1
}

# ---- making the hosts -----------------------------------------------------

make_host() {
    local h="$1" ns="$ns_prefix$1" d
    ip netns add "$ns" || return 1
    ip link add "kplan-$h" type veth peer name eth0 netns "$ns" || return 1
    ip link set "kplan-$h" master "$bridge" up || return 1
    ip -n "$ns" link set lo up || return 1
    ip -n "$ns" addr add "$(addr_of "$h")/24" dev eth0 || return 1
    ip -n "$ns" link set eth0 up || return 1
    if [ -n "$link_rate" ]; then
        ip netns exec "$ns" tc qdisc add dev eth0 root tbf rate "$link_rate" \
            burst 64kb latency 50ms || return 1
    fi
    for d in $(cg_dirs "$h"); do
        mkdir -p "$d" || return 1
    done
    if cg_v2; then
        echo +cpu >"/sys/fs/cgroup/cgroup.subtree_control" 2>/dev/null
        echo +cpu >"$(cg_dirs)/cgroup.subtree_control" || return 1
    fi
    set_budget "$h" off
}

# What start needs, checked before anything is made: each failure says
# what is wrong and what to do.
preflight() {
    [ "$(id -u)" = 0 ] ||
        die "emulated hosts need root (network namespaces, veths, cgroups): run as root, or with sudo"
    command -v ip >/dev/null 2>&1 && ip netns list >/dev/null 2>&1 ||
        die "'ip netns' is not available: install iproute2 (Debian: apt-get install iproute2)"
    command -v nsenter >/dev/null 2>&1 ||
        die "nsenter not found: install util-linux (Debian: apt-get install util-linux)"
    { [ -e /sys/fs/cgroup/cpu/cpu.cfs_quota_us ] && [ -e /sys/fs/cgroup/cpuacct/cpuacct.usage ]; } ||
        { cg_v2 && grep -qw cpu /sys/fs/cgroup/cgroup.controllers; } ||
        die "no cgroup cpu controller here (v1 cpu and cpuacct under /sys/fs/cgroup, or v2 with cpu): a host's CPU budget needs one"
    [ "$(cat /proc/sys/net/ipv4/ip_forward)" = 0 ] ||
        die "this machine forwards IPv4 (net.ipv4.ip_forward=1), so the hosts' packets could leave it: set it to 0 (sysctl -w net.ipv4.ip_forward=0), or run elsewhere"
}

# After a dead run's leftovers are reclaimed: the hosts' subnet is free.
subnet_free() {
    ! ip route show "$net.0/24" 2>/dev/null | grep -q . ||
        die "$net.0/24 is already routed on this machine ($(ip route show "$net.0/24" | head -1)): remove that route or its interface first"
}

make_hosts() {
    local h d
    ip link add "$bridge" type bridge || return 1
    ip addr add "$net.1/24" dev "$bridge" && ip link set "$bridge" up || return 1
    for h in $hosts; do
        make_host "$h" || return 1
    done
    for d in $(cg_dirs monitor); do
        mkdir -p "$d" || return 1
    done
}

# ---- commands -------------------------------------------------------------

# Cluster and Prometheus settings for this run.
cluster_env() {
    export KP_CLUSTER_DIR="$run/cluster"
    export KP_CLUSTER_HOSTS="$(addr_of b1) $(addr_of b2) $(addr_of b3)"
    export KP_CLUSTER_LAUNCH="$here/hosts.sh"
}

prom_env() {
    # Every 3 s, within 3 s: a broker held to a small budget answers
    # a scrape of its JMX exporter in seconds.
    export KP_PROM_DIR="$run/prom" KP_PROM_NODE_EXPORTER=0 KP_PROM_SCRAPE=3s
    export KP_PROM_TARGETS="$(addr_of b1):39114 $(addr_of b2):39124 $(addr_of b3):39134"
}

# Prometheus and its script: in the client's network, the monitor's cgroup.
in_client_net() {
    "$here/hosts.sh" exec monitor "$@"
}

start_failed() {
    trap '' INT TERM
    say "$1"
    cluster_env
    "$kafka/cluster.sh" stop --keep-logs >/dev/null 2>&1
    prom_env
    in_client_net "$kafka/prometheus.sh" stop >/dev/null 2>&1
    reclaim
    exit 1
}

cmd_start() {
    local t0 owner="${KP_HOSTS_OWNER:-$PPID}" k
    check_cores "$broker_cores" KP_HOSTS_BROKER_CORES
    check_cores "$client_cores" KP_HOSTS_CLIENT_CORES
    if owner_alive; then
        die "emulated hosts already run for process $(cat "$run/owner"); run 'hosts.sh stop' first"
    fi
    preflight
    if leftovers; then
        say "reclaiming the hosts of a run whose owner is gone"
        reclaim
    fi
    subnet_free
    mkdir -p "$run" || die "cannot create $run"
    echo "$owner" >"$run/owner"
    t0=$(date +%s)
    trap 'start_failed "interrupted"' INT TERM
    make_hosts || start_failed "cannot make the hosts (above); nothing is left behind"
    cluster_env
    "$kafka/cluster.sh" start || start_failed "the cluster did not start (above)"
    for k in 1 2 3; do
        set_budget "b$k" "$broker_cores" || start_failed "cannot set broker $k's budget"
    done
    set_budget client "$client_cores" || start_failed "cannot set the client's budget"
    prom_env
    in_client_net "$kafka/prometheus.sh" start || start_failed "Prometheus did not start (above)"
    trap - INT TERM
    say "hosts up in $(($(date +%s) - t0))s: brokers $KP_CLUSTER_HOSTS at $broker_cores cores each, client $(addr_of client) at $client_cores cores${link_rate:+, links at $link_rate}"
}

cmd_stop() {
    if ! leftovers && [ ! -d "$run/cluster" ]; then
        say "not running"
        return 0
    fi
    cluster_env
    prom_env
    [ -e "/run/netns/${ns_prefix}client" ] && in_client_net "$kafka/prometheus.sh" stop
    "$kafka/cluster.sh" stop ${KP_KEEP_LOGS:+--keep-logs}
    reclaim
    say "hosts removed"
}

cmd_status() {
    local h
    leftovers || {
        echo "not running"
        return 3
    }
    for h in $hosts; do
        [ -e "/run/netns/$ns_prefix$h" ] || {
            echo "host $h missing"
            return 1
        }
    done
    cluster_env
    "$kafka/cluster.sh" status
}

cmd_env() {
    cluster_env
    "$kafka/cluster.sh" env || exit 1
    echo "KP_HOSTS_SCRIPT='$here/hosts.sh'"
    echo "KP_HOSTS_CLIENT_ADDR='$(addr_of client)'"
    echo "KP_HOSTS_BROKER_CORES='$broker_cores'"
    echo "KP_HOSTS_CLIENT_CORES='$client_cores'"
    echo "KP_HOSTS_PROM_URL='http://127.0.0.1:${KP_PROM_PORT:-39190}'"
}

# Joins host $1's cgroups and network (the monitor: the client's
# network), then runs the command in place.
cmd_exec() {
    local h="$1" net="$1" d
    shift
    [ "$h" = monitor ] && net=client
    [ -e "/run/netns/$ns_prefix$net" ] || die "host $net does not exist; run 'hosts.sh start' first"
    for d in $(cg_dirs "$h"); do
        echo $$ >"$d/cgroup.procs" || die "cannot enter the cgroup $d"
    done
    exec nsenter --net="/run/netns/$ns_prefix$net" -- "$@"
}

cmd_cpu() {
    local d
    if cg_v2; then
        d=$(cg_dirs "$1")
        awk '$1 == "usage_usec" { printf "%.3f\n", $2 / 1e6 }' "$d/cpu.stat"
    else
        d=$(cg_dirs "$1" | cut -d' ' -f2)
        awk '{ printf "%.3f\n", $1 / 1e9 }' "$d/cpuacct.usage"
    fi
}

usage() {
    sed -n '7,14p' "$0" | sed 's/^# \{0,1\}//'
}

action="${1:-}"
[ "$#" -gt 0 ] && shift
case "$action" in
start | stop | status | env)
    [ "$#" = 0 ] || {
        say "unexpected argument '$1' for '$action'"
        exit 2
    }
    "cmd_$action"
    ;;
client)
    [ "$#" -gt 0 ] || {
        say "missing command for 'client'"
        exit 2
    }
    cmd_exec client "$@"
    ;;
exec)
    # cluster.sh's KP_CLUSTER_LAUNCH: exec N COMMAND... for node N.
    [ "$#" -gt 1 ] || {
        say "usage: hosts.sh exec HOST|N COMMAND [ARG...]"
        exit 2
    }
    h="$1"
    case "$h" in [1-3]) h="b$h" ;; esac
    [ "$h" = monitor ] || check_host "$h"
    shift
    cmd_exec "$h" "$@"
    ;;
hold)
    [ "$#" = 2 ] || {
        say "usage: hosts.sh hold 1|2|3|client|all CORES|off|default"
        exit 2
    }
    case "$1" in
    1 | 2 | 3) who="b$1" ;;
    client) who=client ;;
    all) who="b1 b2 b3" ;;
    *)
        say "hold: a broker 1-3, client or all, found '$1'"
        exit 2
        ;;
    esac
    case "$2" in off | default) ;; *) check_cores "$2" "the budget" ;; esac
    for h in $who; do
        c="$2"
        if [ "$c" = default ]; then
            c=$broker_cores
            [ "$h" = client ] && c=$client_cores
        fi
        set_budget "$h" "$c" || die "cannot set host $h's budget"
        if [ "$c" = off ]; then
            say "host $h: budget lifted"
        else
            say "host $h: budget $c cores"
        fi
    done
    ;;
cpu)
    [ "$#" = 1 ] || {
        say "usage: hosts.sh cpu HOST"
        exit 2
    }
    check_host "$1"
    cmd_cpu "$1"
    ;;
-h | --help | help) usage ;;
*)
    [ -n "$action" ] && say "unknown command '$action'"
    usage >&2
    exit 2
    ;;
esac
