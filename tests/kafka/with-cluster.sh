#!/usr/bin/env bash
#
#   with-cluster.sh COMMAND [ARGS...]
#
# Runs COMMAND with the 3-broker Kafka 4.4.0 test cluster on 127.0.0.1 and
# the variables of 'cluster.sh env' exported (KP_CLUSTER_BOOTSTRAP,
# KP_CLUSTER_SCRIPT, KP_PERF_TOOL, KP_PERF_KAFKA, ...). Exits with
# COMMAND's exit code.
#
# A cluster that already runs and answers with 3 brokers (one a developer
# started with 'cluster.sh start') is used and left running. Otherwise this
# script starts one and stops it when COMMAND ends, is interrupted or
# killed with SIGTERM; the node logs are kept (tests/kafka/.run-cluster/logs/)
# when COMMAND failed.
#
# Exit codes: COMMAND's; 2 usage error; 125 the cluster could not be
# started (COMMAND did not run).

set -u

here=$(cd "$(dirname "$0")" && pwd)
cluster="$here/cluster.sh"
started=0
rc=125
child=

if [ "$#" -lt 1 ]; then
    echo "usage: with-cluster.sh COMMAND [ARGS...]" >&2
    exit 2
fi

# One test run at a time uses the test brokers (lock.sh).
. "$here/lock.sh"
kp_kafka_lock with-cluster.sh

# Stops the cluster if this script started it. Ignores further INT/TERM so
# that a second Ctrl-C cannot leave the cluster running.
cleanup() {
    trap - EXIT
    trap '' INT TERM
    if [ "$started" = 1 ]; then
        if [ "$rc" = 0 ]; then
            "$cluster" stop
        else
            "$cluster" stop --keep-logs
        fi
    fi
}

. "$here/with-lib.sh"

trap cleanup EXIT
trap 'on_signal 130 INT' INT
trap 'on_signal 143 TERM' TERM

if "$cluster" status >/dev/null 2>&1; then
    echo "with-cluster.sh: using the cluster already running on 127.0.0.1 (it stays running)" >&2
else
    # Set before starting: an interrupted start may leave nodes behind.
    started=1
    if ! "$cluster" start; then
        started=0 # cluster.sh has stopped every node and kept the logs
        exit 125
    fi
fi

env_lines=$("$cluster" env) || exit 125
set -a
eval "$env_lines"
set +a

kp_with_run "$@"
