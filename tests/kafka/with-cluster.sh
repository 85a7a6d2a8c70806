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

# $1 = exit code, $2 = signal: passed on to COMMAND, which gets 30 s to
# end before SIGKILL.
on_signal() {
    local waited=0
    trap '' INT TERM
    rc=$1
    if [ -n "$child" ]; then
        kill "-$2" "$child" 2>/dev/null
        while kill -0 "$child" 2>/dev/null && [ "$waited" -lt 300 ]; do
            sleep 0.1
            waited=$((waited + 1))
        done
        kill -KILL "$child" 2>/dev/null
    fi
    cleanup
    exit "$rc"
}

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

# COMMAND runs in the background and is waited for, so that a SIGTERM
# sent to this script alone is acted on at once (bash defers traps until
# a foreground command ends). The subshell undoes what bash does to
# background commands without job control: SIGINT and SIGQUIT ignored,
# stdin from /dev/null.
(
    trap - INT QUIT
    exec "$@"
) <&0 &
child=$!
wait "$child"
rc=$?
child=
exit "$rc"
