#!/usr/bin/env bash
#
# Prometheus and node_exporter (Debian's prometheus and
# prometheus-node-exporter) on 127.0.0.1 for the 3-broker test cluster:
# the brokers' own metrics kplan asks for (docs/brokers.md).
#
#   prometheus.sh start     write the scrape config, start both, wait until ready
#   prometheus.sh stop      stop both, remove the state (data included)
#   prometheus.sh status    exit 0 when both run and Prometheus is ready, 3 when none runs
#   prometheus.sh env       shell assignments for the test scripts
#
# Scraped every second: the JMX exporter of each broker (cluster.sh,
# KP_CLUSTER_METRICS) as job "kafka", with the exporter's own label
# instance="127.0.0.1:PORT" (no relabelling: kplan names each broker by
# the node id its exporter reports, kafka_server_broker_id, never by a
# number read from the label); and node_exporter as job "node" once per
# broker (the three brokers share this host), its instance set to that
# broker's JMX exporter address, as docs/brokers.md asks: one label value
# for a broker on both kinds of series.
#
# Emulated hosts (tests/hosts/hosts.sh, which runs this script in the
# client host's network): KP_PROM_TARGETS, the brokers' JMX exporters as
# "ADDR:PORT ADDR:PORT ADDR:PORT", each at its own host's address; and
# KP_PROM_NODE_EXPORTER=0, no node_exporter (it would see the whole
# machine, not a host). KP_PROM_SCRAPE (1s): the scrape interval and
# timeout, longer where a held broker's exporter answers slowly.
#
# Ports: Prometheus KP_PROM_PORT (39190), node_exporter KP_NODE_PORT
# (39191). State in KP_PROM_DIR (tests/kafka/.run-prom): prometheus.yml,
# data/, *.pid, *.log. Nothing runs as a system service, and stop leaves
# no process behind.

set -u

here=$(cd "$(dirname "$0")" && pwd)
run="${KP_PROM_DIR:-$here/.run-prom}"
host=127.0.0.1
prom_port="${KP_PROM_PORT:-39190}"
node_port="${KP_NODE_PORT:-39191}"
port_base="${KP_CLUSTER_PORT_BASE:-39100}"
start_timeout=60
with_node="${KP_PROM_NODE_EXPORTER:-1}"
scrape="${KP_PROM_SCRAPE:-1s}"
targets="${KP_PROM_TARGETS:-}"
if [ -z "$targets" ]; then
    for k in 1 2 3; do
        targets="$targets${targets:+ }$host:$((port_base + 10 * k + 4))"
    done
fi

say() { echo "prometheus.sh: $*" >&2; }
die() {
    say "$*"
    exit 1
}

port_open() {
    timeout 2 bash -c "exec 3<>/dev/tcp/$host/$1" 2>/dev/null
}

# The pid in $run/$1.pid when that process is the one started from $run.
pid_of() {
    local f="$run/$1.pid" p
    [ -f "$f" ] || return 0
    p=$(cat "$f")
    case "$p" in '' | *[!0-9]*) return 0 ;; esac
    if ps -o args= -p "$p" 2>/dev/null | grep -qF -- "$run"; then
        echo "$p"
    fi
}

ready() {
    timeout 3 bash -c "exec 3<>/dev/tcp/$host/$prom_port && \
        printf 'GET /-/ready HTTP/1.0\r\n\r\n' >&3 && grep -q '200 OK' <&3" 2>/dev/null
}

write_config() {
    local k
    mkdir -p "$run/data" || die "cannot create $run"
    {
        echo "# Written by prometheus.sh start."
        echo "global:"
        echo "  scrape_interval: $scrape"
        echo "  scrape_timeout: $scrape"
        echo "  evaluation_interval: 1s"
        echo "scrape_configs:"
        echo "  - job_name: kafka"
        echo "    static_configs:"
        for k in $targets; do
            echo "      - targets: ['$k']"
        done
        [ "$with_node" = 1 ] || return 0
        echo "  - job_name: node"
        echo "    static_configs:"
        for k in $targets; do
            # One host: the same exporter stands for each broker's,
            # labelled as that broker's JMX exporter is.
            echo "      - targets: ['$host:$node_port']"
            echo "        labels: {instance: '$k'}"
        done
    } >"$run/prometheus.yml" || die "cannot write $run/prometheus.yml"
}

cmd_stop() {
    local name p n any=0
    for name in prometheus node_exporter; do
        p=$(pid_of "$name")
        [ -n "$p" ] || continue
        any=1
        kill -TERM "$p" 2>/dev/null
        n=0
        while kill -0 "$p" 2>/dev/null && [ "$n" -lt 100 ]; do
            sleep 0.1
            n=$((n + 1))
        done
        if kill -0 "$p" 2>/dev/null; then
            kill -KILL "$p" 2>/dev/null
            say "$name (pid $p) needed SIGKILL"
        fi
        say "stopped $name (pid $p)"
    done
    [ "$any" = 1 ] || say "not running (nothing started from $run)"
    rm -rf "$run"
    return 0
}

start_failed() {
    say "$1"
    for f in "$run"/*.log; do
        [ -s "$f" ] || continue
        echo "---- last 20 lines of $f ----" >&2
        tail -n 20 "$f" >&2
    done
    cmd_stop
    exit 1
}

cmd_start() {
    local t0
    command -v prometheus >/dev/null 2>&1 ||
        die "prometheus not found (Debian: apt-get install prometheus)"
    [ "$with_node" = 0 ] || command -v prometheus-node-exporter >/dev/null 2>&1 ||
        die "prometheus-node-exporter not found (Debian: apt-get install prometheus-node-exporter)"
    [ -z "$(pid_of prometheus)$(pid_of node_exporter)" ] ||
        die "already running from $run; run 'prometheus.sh stop' first"
    rm -rf "$run"
    for p in "$prom_port" "$node_port"; do
        port_open "$p" && die "port $p on $host is already in use"
    done
    write_config
    t0=$(date +%s)
    trap 'start_failed "interrupted"' INT TERM
    # The path of $run in each command line tells its processes apart
    # (node_exporter's textfile collector is off: its directory names
    # $run only for that).
    if [ "$with_node" = 1 ]; then
        nohup prometheus-node-exporter --web.listen-address="$host:$node_port" \
            --collector.disable-defaults --collector.cpu --collector.diskstats \
            --collector.netdev --collector.netdev.device-exclude='^$' \
            --collector.meminfo --collector.loadavg \
            --collector.textfile.directory="$run" \
            </dev/null >>"$run/node_exporter.log" 2>&1 &
        echo $! >"$run/node_exporter.pid"
    fi
    nohup prometheus --config.file="$run/prometheus.yml" \
        --storage.tsdb.path="$run/data" --storage.tsdb.retention.time=2h \
        --web.listen-address="$host:$prom_port" \
        </dev/null >>"$run/prometheus.log" 2>&1 &
    echo $! >"$run/prometheus.pid"
    while ! ready; do
        [ $(($(date +%s) - t0)) -lt "$start_timeout" ] ||
            start_failed "Prometheus was not ready within ${start_timeout}s"
        [ -n "$(pid_of prometheus)" ] || start_failed "prometheus exited during start-up"
        [ "$with_node" = 0 ] || [ -n "$(pid_of node_exporter)" ] ||
            start_failed "node_exporter exited during start-up"
        sleep 0.5
    done
    trap - INT TERM
    local node=
    [ "$with_node" = 1 ] && node=" and node_exporter on $host:$node_port"
    say "Prometheus on $host:$prom_port$node up in $(($(date +%s) - t0))s, scraping $targets"
}

cmd_status() {
    local a b
    a=$(pid_of prometheus)
    b=$(pid_of node_exporter)
    if [ -z "$a$b" ]; then
        echo "not running"
        return 3
    fi
    if [ -n "$a" ] && { [ -n "$b" ] || [ "$with_node" = 0 ]; } && ready; then
        echo "running: Prometheus (pid $a) on $host:$prom_port, node_exporter (pid $b) on $host:$node_port"
        return 0
    fi
    echo "not ready (prometheus pid ${a:-none}, node_exporter pid ${b:-none})"
    return 1
}

case "${1:-}" in
start) cmd_start ;;
stop) cmd_stop ;;
status) cmd_status ;;
env)
    echo "KP_PROM_URL='http://$host:$prom_port'"
    echo "KP_PROM_SCRIPT='$here/prometheus.sh'"
    ;;
*)
    sed -n '6,10p' "$0" | sed 's/^# \{0,1\}//' >&2
    exit 2
    ;;
esac
