#!/usr/bin/env bash
#
#   with-broker.sh COMMAND [ARGS...]
#
# Runs COMMAND with a Kafka broker on 127.0.0.1 and the variables of
# 'broker.sh env' exported (KP_KAFKA_BOOTSTRAP, KP_KAFKA_SASL_BOOTSTRAP,
# KP_SASL_USER, ...). Exits with COMMAND's exit code.
#
# A broker that already runs and answers (one a developer started with
# 'broker.sh start') is used and left running. Otherwise this script starts
# one and stops it when COMMAND ends, is interrupted or killed with SIGTERM;
# the broker log is kept (tests/kafka/.run/logs/) when COMMAND failed.
#
# Exit codes: COMMAND's; 2 usage error; 125 the broker could not be started
# (COMMAND did not run).

set -u

here=$(cd "$(dirname "$0")" && pwd)
broker="$here/broker.sh"
started=0
rc=125
child=

if [ "$#" -lt 1 ]; then
    echo "usage: with-broker.sh COMMAND [ARGS...]" >&2
    exit 2
fi

# One test run at a time uses the test brokers (lock.sh).
. "$here/lock.sh"
kp_kafka_lock with-broker.sh

# Stops the broker if this script started it. Ignores further INT/TERM so
# that a second Ctrl-C cannot leave the broker running.
cleanup() {
    trap - EXIT
    trap '' INT TERM
    if [ "$started" = 1 ]; then
        if [ "$rc" = 0 ]; then
            "$broker" stop
        else
            "$broker" stop --keep-logs
        fi
    fi
}

. "$here/with-lib.sh"

trap cleanup EXIT
trap 'on_signal 130 INT' INT
trap 'on_signal 143 TERM' TERM

if "$broker" status >/dev/null 2>&1; then
    echo "with-broker.sh: using the broker already running on 127.0.0.1 (it stays running)" >&2
else
    # Set before starting: an interrupted start may leave a broker behind.
    started=1
    if ! "$broker" start; then
        started=0 # broker.sh has stopped it and kept its log
        exit 125
    fi
fi

env_lines=$("$broker" env) || exit 125
set -a
eval "$env_lines"
set +a

kp_with_run "$@"
