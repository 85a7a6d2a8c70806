#!/usr/bin/env bash
#
#   with-hosts.sh COMMAND [ARGS...]
#
# Runs COMMAND with the 3-broker Kafka 4.4.0 test cluster on emulated
# hosts (hosts.sh: a network namespace and a CPU budget per broker, one
# for the load client, Prometheus in the client's network) and the
# variables of 'hosts.sh env' exported (KP_CLUSTER_BOOTSTRAP,
# KP_HOSTS_SCRIPT, KP_HOSTS_PROM_URL, ...). COMMAND runs on the machine:
# it runs kplan on the client host with "$KP_HOSTS_SCRIPT client kplan
# ...". The hosts are started for COMMAND and removed when it ends, is
# interrupted or killed with SIGTERM (the node logs kept when it failed).
#
# Exit codes: COMMAND's; 2 usage error; 125 the hosts could not be started
# (COMMAND did not run).

set -u

here=$(cd "$(dirname "$0")" && pwd)
hosts="$here/hosts.sh"
rc=125
child=

if [ "$#" -lt 1 ]; then
    echo "usage: with-hosts.sh COMMAND [ARGS...]" >&2
    exit 2
fi

# The brokers' ports and the machine's two cores: one test run at a time.
. "$here/../kafka/lock.sh"
kp_kafka_lock with-hosts.sh

cleanup() {
    trap - EXIT
    trap '' INT TERM
    if [ "$rc" = 0 ]; then
        "$hosts" stop
    else
        KP_KEEP_LOGS=1 "$hosts" stop
    fi
}

. "$here/../kafka/with-lib.sh"

trap 'on_signal 130 INT' INT
trap 'on_signal 143 TERM' TERM

KP_HOSTS_OWNER=$$ "$hosts" start || exit 125
trap cleanup EXIT

env_lines=$("$hosts" env) || exit 125
set -a
eval "$env_lines"
set +a

kp_with_run "$@"
