#!/usr/bin/env bash
#
# A 3-broker Apache Kafka 4.4.0 cluster (KRaft; nodes 1, 2 and 3, each a
# combined broker and controller in its own JVM) on 127.0.0.1 for tests.
#
#   cluster.sh start                 fetch the jars if needed, format, start 3 nodes, wait
#   cluster.sh stop [--keep-logs]    stop every node, remove all data
#   cluster.sh status                exit 0 when 3 nodes run and 3 brokers answer
#   cluster.sh env                   shell assignments for the test scripts
#   cluster.sh kill N                SIGKILL node N (its data stays)
#   cluster.sh stop-node N           stop node N with SIGTERM (its data stays)
#   cluster.sh start-node N          start node N again on its data, wait for 3 brokers
#   cluster.sh pid N                 print the pid of node N
#   cluster.sh leader TOPIC PART     print the node id leading partition PART of TOPIC
#   cluster.sh logs [N]              print the log of node N (default: all nodes)
#   cluster.sh fetch                 only fetch the jars (Maven Central)
#
# Exit codes: 0 ok; 1 failure (the message says why); 2 usage error;
# status: 1 running but not all 3 brokers answer, 3 not running;
# pid: 3 node N does not run.
#
# Broker settings: Kafka's shipped defaults. Each server.properties sets
# only what a node needs to exist: node.id, process.roles,
# controller.quorum.voters, listeners, advertised.listeners,
# controller.listener.names, listener.security.protocol.map and log.dirs.
# Everything else is Kafka's default (auto.create.topics.enable=true,
# num.partitions=1, default.replication.factor=1,
# offsets.topic.replication.factor=3, min.insync.replicas=1,
# group.initial.rebalance.delay.ms=3000, ...): do not add settings here;
# a test that needs another value sets it on its topic or client.
#
# Ports on $KP_CLUSTER_HOST: node k listens on PLAINTEXT base+10k+2 and
# CONTROLLER base+10k+3, base 39100: 39112/39113, 39122/39123, 39132/39133;
# its JMX exporter (Prometheus metrics, /metrics) on base+10k+4: 39114,
# 39124, 39134.
#
# Each node runs the Prometheus JMX exporter's Java agent (1.0.1, from
# Maven Central through jmx/pom.xml into .cache-prom/jmx) with the
# configuration kplan documents for users, docs/jmx-exporter.yml. A JVM
# agent, not a broker setting: the brokers' settings stay Kafka's.
#
# Environment (all optional):
#   KP_CLUSTER_HOST            address to listen on and advertise (127.0.0.1)
#   KP_CLUSTER_HOSTS           "A1 A2 A3": node k's own address instead (emulated
#                              hosts, tests/hosts/hosts.sh)
#   KP_CLUSTER_LAUNCH          a command that runs node k's JVM on its host:
#                              called as LAUNCH exec k java ... (hosts.sh)
#   KP_CLUSTER_PORT_BASE       port base (39100)
#   KP_CLUSTER_DIR             state directory (tests/kafka/.run-cluster)
#   KP_CLUSTER_HEAP_OPTS       heap of each node ("-Xmx512m -Xms512m")
#   KP_CLUSTER_START_TIMEOUT   seconds start / start-node wait for 3 brokers (120)
#   KP_KEEP_LOGS=1             stop keeps the node logs, as --keep-logs does
#   KP_JAVA                    java command (else $JAVA_HOME/bin/java, else java)

set -u

here=$(cd "$(dirname "$0")" && pwd)
cache="$here/.cache"
kafka_version=4.4.0
lib="$cache/lib-$kafka_version"
pom="$here/cluster/pom.xml"
run="${KP_CLUSTER_DIR:-$here/.run-cluster}"
case "$run" in
/*) ;;
*) run="$PWD/$run" ;;
esac

nodes="1 2 3"
host="${KP_CLUSTER_HOST:-127.0.0.1}"
node_hosts="${KP_CLUSTER_HOSTS:-}"
launch="${KP_CLUSTER_LAUNCH:-}"
port_base="${KP_CLUSTER_PORT_BASE:-39100}"
heap_opts="${KP_CLUSTER_HEAP_OPTS:--Xmx512m -Xms512m}"
start_timeout="${KP_CLUSTER_START_TIMEOUT:-120}"
stop_timeout=20
fetch_timeout=600

# The JMX exporter agent: a cache of this checkout's own (.cache may be
# shared with other checkouts).
jmx_pom="$here/jmx/pom.xml"
jmx_lib="$here/.cache-prom/jmx"
jmx_jar="$jmx_lib/jmx_prometheus_javaagent-1.0.1.jar"
jmx_config="$(cd "$here/../.." && pwd)/docs/jmx-exporter.yml"

# Shared with perf-tool.sh (KP_PERF_KAFKA=4.4.0).
tools_log4j2="$cache/tools-log4j2.properties"
admin_config="$cache/admin-$kafka_version.properties"

# Messages go to fd 9, a copy of the original stderr: a trap can run while
# a function's stderr is redirected to a node log.
exec 9>&2
say() {
    echo "cluster.sh: $*" >&9
}

die() {
    say "$*"
    exit 1
}

# Single-quote a value for the shell: it's -> 'it'\''s'.
shquote() {
    printf "'%s'" "$(printf '%s' "$1" | sed "s/'/'\\\\''/g")"
}

node_dir() { echo "$run/node$1"; }
pid_file() { echo "$run/node$1/node.pid"; }
log_file() { echo "$run/node$1/node.log"; }
plain_port() { echo $((port_base + 10 * $1 + 2)); }
controller_port() { echo $((port_base + 10 * $1 + 3)); }
metrics_port() { echo $((port_base + 10 * $1 + 4)); }

# Node $1's address: its own with KP_CLUSTER_HOSTS, else the one host.
node_host() {
    if [ -n "$node_hosts" ]; then
        echo "$node_hosts" | cut -d' ' -f"$1"
    else
        echo "$host"
    fi
}

metrics_targets() { addresses metrics_port; }

# host:port of every node, the port from function $1 (plain_port, ...).
addresses() {
    local k out=
    for k in $nodes; do
        out="$out${out:+,}$(node_host "$k"):$("$1" "$k")"
    done
    echo "$out"
}

bootstrap() { addresses plain_port; }

quorum_voters() {
    local k out=
    for k in $nodes; do
        out="$out${out:+,}$k@$(node_host "$k"):$(controller_port "$k")"
    done
    echo "$out"
}

check_settings() {
    case "$port_base" in
    '' | *[!0-9]*) die "KP_CLUSTER_PORT_BASE must be a port number, found '$port_base'" ;;
    esac
    if [ "$port_base" -lt 1 ] || [ "$port_base" -gt $((65535 - 34)) ]; then
        die "KP_CLUSTER_PORT_BASE must be between 1 and $((65535 - 34)) (node 3 uses base+34), found '$port_base'"
    fi
    case "$host" in
    '' | *[,@:/\'\"\\[:space:]]*) die "KP_CLUSTER_HOST must be a host name or IPv4 address, found '$host'" ;;
    esac
    if [ -n "$node_hosts" ]; then
        echo "$node_hosts" | grep -qE '^[0-9.]+ [0-9.]+ [0-9.]+$' ||
            die "KP_CLUSTER_HOSTS must be 3 IPv4 addresses separated by spaces, found '$node_hosts'"
    fi
    case "$start_timeout" in
    '' | *[!0-9]*) die "KP_CLUSTER_START_TIMEOUT must be a whole number of seconds, found '$start_timeout'" ;;
    esac
}

# $1 = the N of a node command.
check_node() {
    case "$1" in
    1 | 2 | 3) ;;
    *)
        say "the node must be 1, 2 or 3, found '$1'"
        exit 2
        ;;
    esac
}

find_java() {
    if [ -n "${KP_JAVA:-}" ]; then
        java_cmd="$KP_JAVA"
    elif [ -n "${JAVA_HOME:-}" ] && [ -x "$JAVA_HOME/bin/java" ]; then
        java_cmd="$JAVA_HOME/bin/java"
    elif command -v java >/dev/null 2>&1; then
        java_cmd=java
    else
        die "java not found: install a Java 17 runtime (Debian/Ubuntu: apt-get install default-jre-headless), or set KP_JAVA"
    fi
    command -v "$java_cmd" >/dev/null 2>&1 ||
        die "KP_JAVA or JAVA_HOME names '$java_cmd', which is not an executable"
}

# The jars are complete when the stamp written after a successful fetch
# matches the current cluster/pom.xml.
jars_ok() {
    [ -f "$lib/.pom-cksum" ] && [ "$(cksum <"$pom")" = "$(cat "$lib/.pom-cksum")" ]
}

fetch() {
    local tmp
    jars_ok && return 0
    command -v mvn >/dev/null 2>&1 ||
        die "mvn not found: the Kafka jars come from Maven Central through Maven (Debian/Ubuntu: apt-get install maven)"
    say "fetching the Apache Kafka $kafka_version jars from Maven Central into tests/kafka/.cache/lib-$kafka_version"
    mkdir -p "$cache" || die "cannot create $cache"
    # Fill a fresh directory, then rename it: an interrupted fetch never
    # leaves a half-filled lib-4.4.0/ behind that looks complete.
    tmp="$lib.tmp.$$"
    rm -rf "$tmp"
    # Maven 3.8 prints colour codes even in batch mode: strip them.
    timeout "$fetch_timeout" mvn -q -B -f "$pom" \
        dependency:copy-dependencies -DoutputDirectory="$tmp" 2>&1 |
        sed 's/\x1b\[[0-9;]*m//g' >&2
    if [ "${PIPESTATUS[0]}" != 0 ]; then
        rm -rf "$tmp"
        die "mvn dependency:copy-dependencies failed or took over ${fetch_timeout}s (see above); check access to Maven Central and ~/.m2/settings.xml"
    fi
    cksum <"$pom" >"$tmp/.pom-cksum"
    rm -rf "$lib"
    mv "$tmp" "$lib" || die "cannot move $tmp to $lib"
}

# The JMX exporter agent, with the same stamp scheme.
fetch_jmx() {
    local tmp
    [ -f "$jmx_lib/.pom-cksum" ] && [ "$(cksum <"$jmx_pom")" = "$(cat "$jmx_lib/.pom-cksum")" ] &&
        [ -f "$jmx_jar" ] && return 0
    command -v mvn >/dev/null 2>&1 ||
        die "mvn not found: the JMX exporter agent comes from Maven Central through Maven (Debian/Ubuntu: apt-get install maven)"
    say "fetching the Prometheus JMX exporter agent from Maven Central into tests/kafka/.cache-prom/jmx"
    mkdir -p "$(dirname "$jmx_lib")" || die "cannot create $(dirname "$jmx_lib")"
    tmp="$jmx_lib.tmp.$$"
    rm -rf "$tmp"
    timeout "$fetch_timeout" mvn -q -B -f "$jmx_pom" \
        dependency:copy-dependencies -DoutputDirectory="$tmp" 2>&1 |
        sed 's/\x1b\[[0-9;]*m//g' >&2
    if [ "${PIPESTATUS[0]}" != 0 ] || [ ! -f "$tmp/$(basename "$jmx_jar")" ]; then
        rm -rf "$tmp"
        die "mvn dependency:copy-dependencies of the JMX exporter agent failed or took over ${fetch_timeout}s (see above)"
    fi
    cksum <"$jmx_pom" >"$tmp/.pom-cksum"
    rm -rf "$jmx_lib"
    mv "$tmp" "$jmx_lib" || die "cannot move $tmp to $jmx_lib"
}

# Client-side files shared with perf-tool.sh: log4j2 logging for Kafka's
# 4.x command line tools (WARN and above, to stderr) and bounded Admin
# timeouts.
write_cache_configs() {
    mkdir -p "$cache" || die "cannot create $cache"
    printf '%s\n' \
        'status = warn' \
        'appender.stderr.type = Console' \
        'appender.stderr.name = STDERR' \
        'appender.stderr.target = SYSTEM_ERR' \
        'appender.stderr.layout.type = PatternLayout' \
        'appender.stderr.layout.pattern = [%d] %p %m (%c)%n' \
        'rootLogger.level = WARN' \
        'rootLogger.appenderRef.stderr.ref = STDERR' \
        >"$tools_log4j2.$$" && mv "$tools_log4j2.$$" "$tools_log4j2" ||
        die "cannot write $tools_log4j2"
    printf '%s\n' 'request.timeout.ms=5000' 'default.api.timeout.ms=15000' \
        >"$admin_config.$$" && mv "$admin_config.$$" "$admin_config" ||
        die "cannot write $admin_config"
}

# Short-lived tools (StorageTool, TopicCommand, BrokerApiVersionsCommand):
# a client-tuned JVM starts faster. $1 = seconds allowed, then the main
# class and its arguments.
tool_java() {
    local secs="$1"
    shift
    timeout "$secs" "$java_cmd" -Xmx256m -XX:TieredStopAtLevel=1 -XX:+UseSerialGC \
        -Dlog4j2.configurationFile="$tools_log4j2" -cp "$lib/*" "$@"
}

# True when something accepts TCP connections on port $1 of node $2's
# address (the one host without $2).
port_open() {
    timeout 2 bash -c "exec 3<>/dev/tcp/$(node_host "${2:-1}")/$1" 2>/dev/null
}

# Prints the pid of node $1 started from $run, if it is running. A stale
# pid file (process gone, or the pid reused by another program) prints
# nothing.
node_pid() {
    local p f
    f=$(pid_file "$1")
    [ -f "$f" ] || return 0
    p=$(cat "$f")
    case "$p" in '' | *[!0-9]*) return 0 ;; esac
    if ps -o args= -p "$p" 2>/dev/null | grep -qF "kafka.Kafka $(node_dir "$1")/server.properties"; then
        echo "$p"
    fi
}

# Prints how many brokers the cluster lists in its metadata (registered
# and unfenced) that also answer an ApiVersions request of their own;
# prints 0 when the cluster does not answer. $1 = seconds allowed.
brokers_answering() {
    local out
    out=$(tool_java "$1" org.apache.kafka.tools.BrokerApiVersionsCommand \
        --bootstrap-server "$(bootstrap)" --command-config "$admin_config") || {
        echo 0
        return 0
    }
    # One line per broker: "HOST:PORT (id: 1 rack: null isFenced: false)
    # -> (" when it answered, "... -> ERROR: ..." when it did not.
    printf '%s\n' "$out" | grep -E '^[^ ]+ \(id: [0-9]+ .*\) -> \($' |
        grep -vcF 'isFenced: true'
}

# Waits until 3 brokers answer. $1 = start time (epoch seconds), $2 = the
# nodes whose process must stay alive meanwhile, $3 = function to call on
# failure (with the message). The deadline is $1 + start_timeout.
wait_for_brokers() {
    local t0="$1" watch="$2" on_fail="$3" deadline left k p n=0 ready
    deadline=$((t0 + start_timeout))
    while :; do
        left=$((deadline - $(date +%s)))
        [ "$left" -gt 0 ] || "$on_fail" "the cluster did not have 3 brokers answering within ${start_timeout}s ($n answered)"
        for k in $watch; do
            p=$(cat "$(pid_file "$k")" 2>/dev/null)
            kill -0 "$p" 2>/dev/null || "$on_fail" "node $k (pid $p) exited during start-up"
        done
        # A TCP connect first (cheap), then the metadata and ApiVersions
        # round trips.
        ready=1
        for k in $nodes; do
            port_open "$(plain_port "$k")" "$k" || {
                ready=0
                break
            }
        done
        if [ "$ready" = 1 ]; then
            [ "$left" -gt 20 ] && left=20
            n=$(brokers_answering "$left" 2>/dev/null)
            [ "$n" = 3 ] && return 0
        fi
        sleep 1
    done
}

# $1 = node. Written on every start: server.properties, log4j2.properties.
write_node_configs() {
    local k="$1" dir
    dir=$(node_dir "$k")
    mkdir -p "$dir" || die "cannot create $dir"
    # Only what a node needs to exist; everything else is Kafka's default
    # (see the comment at the top of this script).
    cat >"$dir/server.properties" <<EOF
# Written by cluster.sh start, on every start. Kafka's shipped defaults
# apply to every setting not listed here.
node.id=$k
process.roles=broker,controller
controller.quorum.voters=$(quorum_voters)
listeners=PLAINTEXT://$(node_host "$k"):$(plain_port "$k"),CONTROLLER://$(node_host "$k"):$(controller_port "$k")
advertised.listeners=PLAINTEXT://$(node_host "$k"):$(plain_port "$k")
controller.listener.names=CONTROLLER
listener.security.protocol.map=PLAINTEXT:PLAINTEXT,CONTROLLER:PLAINTEXT
log.dirs=$dir/data
EOF
    # The JVM's stdout and stderr are appended to the same file, so a
    # failure before log4j2 is up lands in the log too. No shutdown hook
    # of log4j2's own: Kafka's shutdown lines are logged too.
    cat >"$dir/log4j2.properties" <<EOF
status = warn
shutdownHook = disable
appender.file.type = File
appender.file.name = FILE
appender.file.fileName = $(log_file "$k")
appender.file.append = true
appender.file.layout.type = PatternLayout
appender.file.layout.pattern = [%d] %p %m (%c)%n
rootLogger.level = WARN
rootLogger.appenderRef.file.ref = FILE
logger.raftserver.name = kafka.server.KafkaRaftServer
logger.raftserver.level = INFO
logger.broker.name = kafka.server.BrokerServer
logger.broker.level = INFO
logger.controller.name = kafka.server.ControllerServer
logger.controller.level = INFO
EOF
}

# Starts the JVM of node $1 on its existing configs and data.
launch_node() {
    local k="$1" dir p
    dir=$(node_dir "$k")
    # JVM options as Kafka's kafka-server-start.sh and kafka-run-class.sh set them.
    # shellcheck disable=SC2086 # heap_opts is a list of options
    # shellcheck disable=SC2086 # launch is a command and its first word
    nohup ${launch:+$launch exec $k} "$java_cmd" $heap_opts -server -XX:+UseG1GC -XX:MaxGCPauseMillis=20 \
        -XX:InitiatingHeapOccupancyPercent=35 -XX:+ExplicitGCInvokesConcurrent \
        -XX:MaxInlineLevel=15 -Djava.awt.headless=true \
        -Dlog4j2.configurationFile="$dir/log4j2.properties" -Dkafka.logs.dir="$dir" \
        -javaagent:"$jmx_jar=$(node_host "$k"):$(metrics_port "$k"):$jmx_config" \
        -cp "$lib/*" kafka.Kafka "$dir/server.properties" \
        </dev/null >>"$(log_file "$k")" 2>&1 9>&- &
    p=$!
    echo "$p" >"$(pid_file "$k")"
}

keep_log() {
    local k="$1" kept f
    f=$(log_file "$k")
    [ -s "$f" ] || return 0
    mkdir -p "$run/logs" || return 1
    kept="$run/logs/node$k-$(date -u +%Y%m%dT%H%M%SZ).log"
    [ -e "$kept" ] && kept="${kept%.log}-$$.log"
    cp "$f" "$kept" && say "node $k log kept in $kept"
}

# SIGTERM to the given running nodes, SIGKILL to those still running
# after stop_timeout. $@ = node ids. Prints the ids that needed SIGKILL
# after stop_timeout.
#
# In each node the broker stops first, once the active controller has
# approved its controlled shutdown, then the controller stops. When all
# nodes stop at once, a broker that is slower than two other whole nodes
# is left waiting for an approval that no quorum can give any more (fewer
# than 2 of the 3 controllers run; Kafka gives up after 5 minutes). Such
# a node gets SIGKILL at once: it has nothing left to do cleanly, so this
# is not counted as a failed stop.
terminate_nodes() {
    local k p pids="" others="" waited=0 alive n_alive killed="" stuck="" stuck_for=0 off
    for k in $nodes; do
        p=$(node_pid "$k")
        [ -n "$p" ] || continue
        case " $* " in
        *" $k "*)
            # Where this node's log is when it gets SIGTERM.
            off=$(stat -c %s "$(log_file "$k")" 2>/dev/null) || off=0
            kill -TERM "$p" 2>/dev/null
            pids="$pids $k:$p:$off"
            ;;
        *) others="$others $p" ;;
        esac
    done
    [ -n "$pids" ] || return 0
    while :; do
        alive=""
        n_alive=0
        for k in $pids $others; do
            p="${k#*:}"
            p="${p%%:*}"
            if kill -0 "$p" 2>/dev/null; then
                n_alive=$((n_alive + 1))
                case "$k" in *:*) alive="$alive $k" ;; esac
            fi
        done
        [ -n "$alive" ] && [ "$waited" -lt $((stop_timeout * 10)) ] || break
        # Stuck for 2 s in a row: not a broker that got its approval just
        # before the quorum went and is still finishing.
        stuck=""
        if [ "$n_alive" -lt 2 ]; then
            for k in $alive; do
                tail -c +$((${k##*:} + 1)) "$(log_file "${k%%:*}")" 2>/dev/null |
                    grep -qF "[BrokerServer id=${k%%:*}] shut down completed" ||
                    stuck="$stuck ${k%%:*}"
            done
        fi
        if [ -n "$stuck" ]; then
            stuck_for=$((stuck_for + 1))
            [ "$stuck_for" -ge 20 ] && break
        else
            stuck_for=0
        fi
        sleep 0.1
        waited=$((waited + 1))
    done
    for k in $pids; do
        p="${k#*:}"
        p="${p%%:*}"
        k="${k%%:*}"
        if kill -0 "$p" 2>/dev/null; then
            case " $stuck " in
            *" $k "*)
                say "node $k (pid $p): its broker waits for the controller to approve its controlled shutdown, and fewer than 2 of the 3 controllers run; sending SIGKILL"
                ;;
            *)
                say "node $k (pid $p) did not stop within ${stop_timeout}s of SIGTERM; sending SIGKILL"
                killed="$killed $k"
                ;;
            esac
            kill -KILL "$p" 2>/dev/null
            while kill -0 "$p" 2>/dev/null; do
                sleep 0.1
            done
        fi
    done
    echo "$killed"
}

# Stops every node started from $run (if any); removes all data and state
# files. $1 = 1 to keep the logs.
stop_all() {
    local keep="$1" k p running="" stopped="" killed exited=""
    for k in $nodes; do
        p=$(node_pid "$k")
        if [ -n "$p" ]; then
            running="$running $k"
            stopped="$stopped${stopped:+, }node $k (pid $p)"
        elif [ -f "$(pid_file "$k")" ]; then
            exited="$exited $k"
        fi
    done
    # shellcheck disable=SC2086 # a list of node ids
    killed=$(terminate_nodes $running)
    [ -n "$exited" ] && say "node(s)$exited had already exited"
    [ -n "$killed$exited" ] && keep=1
    for k in $nodes; do
        [ "$keep" = 1 ] && keep_log "$k"
        rm -rf "$(node_dir "$k")"
    done
    [ -n "$stopped" ] && say "stopped $stopped"
    return 0
}

format_pids=

# Start-up cannot complete: show why and leave nothing running.
start_failed() {
    local k p
    trap '' INT TERM
    say "$1"
    for p in $format_pids; do
        kill -TERM "$p" 2>/dev/null
    done
    for k in $nodes; do
        if [ -s "$(log_file "$k")" ]; then
            echo "---- last 40 lines of the node $k log ----" >&9
            tail -n 40 "$(log_file "$k")" >&9
        fi
    done
    echo "----" >&9
    stop_all 1
    exit 1
}

check_ports_free() {
    local k p
    for k in "$@"; do
        for p in "$(plain_port "$k") PLAINTEXT" "$(controller_port "$k") CONTROLLER" "$(metrics_port "$k") metrics"; do
            if port_open "${p%% *}" "$k"; then
                die "port ${p%% *} (node $k ${p#* }) on $(node_host "$k") is already in use; stop what listens there or set KP_CLUSTER_PORT_BASE to another base"
            fi
        done
    done
}

cmd_start() {
    local k p t0 cluster_id failed="" ids=""
    check_settings
    find_java
    fetch
    fetch_jmx
    write_cache_configs
    for k in $nodes; do
        p=$(node_pid "$k")
        [ -z "$p" ] || die "node $k started from $run is already running (pid $p); run 'cluster.sh stop' first"
    done
    # Leftovers of nodes that exited without 'stop'.
    for k in $nodes; do
        if [ -e "$(node_dir "$k")" ]; then
            stop_all 1
            break
        fi
    done
    # shellcheck disable=SC2086 # a list of node ids
    check_ports_free $nodes

    t0=$(date +%s)
    trap 'start_failed "interrupted"' INT TERM
    for k in $nodes; do
        write_node_configs "$k"
        rm -rf "$(node_dir "$k")/data"
        : >"$(log_file "$k")"
    done

    cluster_id=$(tool_java 60 kafka.tools.StorageTool random-uuid 2>>"$(log_file 1)") ||
        start_failed "kafka-storage random-uuid failed"
    # The three formats in parallel, one cluster id.
    for k in $nodes; do
        tool_java 60 kafka.tools.StorageTool format -t "$cluster_id" \
            -c "$(node_dir "$k")/server.properties" >>"$(log_file "$k")" 2>&1 &
        format_pids="$format_pids $!"
    done
    k=1
    for p in $format_pids; do
        wait "$p" || failed="$failed $k"
        k=$((k + 1))
    done
    format_pids=
    [ -z "$failed" ] || start_failed "kafka-storage format failed for node(s)$failed"

    for k in $nodes; do
        launch_node "$k"
    done
    wait_for_brokers "$t0" "$nodes" start_failed

    trap - INT TERM
    for k in $nodes; do
        ids="$ids${ids:+, }$k (pid $(cat "$(pid_file "$k")"))"
    done
    say "Kafka $kafka_version cluster up in $(($(date +%s) - t0))s: nodes $ids; bootstrap $(bootstrap)"
}

cmd_stop() {
    local keep="$1" k any=0
    [ "${KP_KEEP_LOGS:-0}" = 1 ] && keep=1
    for k in $nodes; do
        [ -e "$(node_dir "$k")" ] && any=1
    done
    if [ "$any" = 0 ]; then
        say "not running (no node started from $run)"
        return 0
    fi
    stop_all "$keep"
}

cmd_status() {
    local k p running=0 open=0 n desc=""
    check_settings
    for k in $nodes; do
        p=$(node_pid "$k")
        if [ -n "$p" ]; then
            running=$((running + 1))
            desc="$desc${desc:+, }node $k pid $p"
        else
            desc="$desc${desc:+, }node $k not running"
        fi
        port_open "$(plain_port "$k")" "$k" && open=$((open + 1))
    done
    if [ "$running" = 0 ] && [ "$open" = 0 ]; then
        echo "not running"
        return 3
    fi
    find_java
    jars_ok || die "the Kafka $kafka_version jars are missing; run 'cluster.sh fetch'"
    [ -f "$admin_config" ] && [ -f "$tools_log4j2" ] || write_cache_configs
    n=$(brokers_answering 20 2>/dev/null)
    if [ "$n" = 3 ] && [ "$running" = 3 ]; then
        echo "running ($desc): 3 brokers answer on $(bootstrap)"
    elif [ "$n" = 3 ] && [ "$running" = 0 ]; then
        echo "a 3-broker Kafka cluster answers on $(bootstrap), but it was not started from $run"
    else
        echo "$n of 3 brokers answer on $(bootstrap) ($desc)"
        return 1
    fi
}

cmd_env() {
    check_settings
    find_java
    echo "KP_CLUSTER_BOOTSTRAP=$(shquote "$(bootstrap)")"
    echo "KP_CLUSTER_VERSION=$(shquote "$kafka_version")"
    echo "KP_CLUSTER_LIB=$(shquote "$lib")"
    echo "KP_JAVA=$(shquote "$(command -v "$java_cmd")")"
    echo "KP_CLUSTER_SCRIPT=$(shquote "$here/cluster.sh")"
    echo "KP_PERF_TOOL=$(shquote "$here/perf-tool.sh")"
    echo "KP_PERF_KAFKA=$(shquote "$kafka_version")"
    echo "KP_CLUSTER_METRICS=$(shquote "$(metrics_targets)")"
}

cmd_kill() {
    local k="$1" p
    p=$(node_pid "$k")
    [ -n "$p" ] || die "node $k is not running"
    kill -KILL "$p" 2>/dev/null
    while kill -0 "$p" 2>/dev/null; do
        sleep 0.1
    done
    say "killed node $k (pid $p) with SIGKILL; its data stays"
}

cmd_stop_node() {
    local k="$1" p killed
    p=$(node_pid "$k")
    [ -n "$p" ] || die "node $k is not running"
    killed=$(terminate_nodes "$k")
    rm -f "$(pid_file "$k")"
    if [ -n "$killed" ]; then
        keep_log "$k"
        say "node $k (pid $p) needed SIGKILL; its data stays"
    else
        say "stopped node $k (pid $p); its data stays"
    fi
}

# Start-node failed: the rest of the cluster is left as it is.
start_node_failed() {
    local f
    trap '' INT TERM
    say "$1"
    f=$(log_file "$node")
    if [ -s "$f" ]; then
        echo "---- last 40 lines of the node $node log ----" >&9
        tail -n 40 "$f" >&9
        echo "----" >&9
    fi
    exit 1
}

cmd_start_node() {
    local k="$1" p t0 dir
    node="$k"
    check_settings
    find_java
    jars_ok || die "the Kafka $kafka_version jars are missing; run 'cluster.sh start' first"
    fetch_jmx
    dir=$(node_dir "$k")
    p=$(node_pid "$k")
    [ -z "$p" ] || die "node $k started from $run is already running (pid $p)"
    [ -f "$dir/server.properties" ] && [ -f "$dir/data/meta.properties" ] ||
        die "node $k has no formatted storage in $dir; run 'cluster.sh start' first"
    check_ports_free "$k"
    write_cache_configs
    t0=$(date +%s)
    trap 'start_node_failed "interrupted"' INT TERM
    launch_node "$k"
    wait_for_brokers "$t0" "$k" start_node_failed
    trap - INT TERM
    say "node $k up again in $(($(date +%s) - t0))s (pid $(cat "$(pid_file "$k")")): 3 brokers answer"
}

cmd_pid() {
    local p
    p=$(node_pid "$1")
    if [ -z "$p" ]; then
        say "node $1 is not running"
        return 3
    fi
    echo "$p"
}

# Prints the leader of partition $2 of topic $1, as Kafka's TopicCommand
# --describe shows it.
cmd_leader() {
    local topic="$1" part="$2" out leader err
    case "$part" in
    '' | *[!0-9]*)
        say "the partition must be a number, found '$part'"
        exit 2
        ;;
    esac
    check_settings
    find_java
    jars_ok || die "the Kafka $kafka_version jars are missing; run 'cluster.sh fetch'"
    [ -f "$admin_config" ] && [ -f "$tools_log4j2" ] || write_cache_configs
    # The tool's log lines (a node that is down, ...) are shown only when
    # it fails.
    err=$(mktemp "${TMPDIR:-/tmp}/cluster-leader.XXXXXX") || die "cannot create a temporary file"
    if ! out=$(tool_java 30 org.apache.kafka.tools.TopicCommand --bootstrap-server "$(bootstrap)" \
        --command-config "$admin_config" --describe --topic "$topic" 2>"$err"); then
        cat "$err" >&9
        rm -f "$err"
        die "kafka-topics --describe --topic $topic failed"
    fi
    rm -f "$err"
    # Partition lines: "\tTopic: T\tPartition: P\tLeader: L\tReplicas: ...".
    leader=$(printf '%s\n' "$out" | awk -F'\t' -v t="$topic" -v p="$part" '
        { delete f
          for (i = 1; i <= NF; i++) {
              n = index($i, ": ")
              if (n) f[substr($i, 1, n - 1)] = substr($i, n + 2)
          }
          if (("Partition" in f) && f["Topic"] == t && f["Partition"] == p) {
              print f["Leader"]; exit
          } }')
    case "$leader" in
    '') die "topic $topic has no partition $part" ;;
    *[!0-9]*)
        say "partition $part of $topic has no leader ($leader)"
        return 1
        ;;
    esac
    echo "$leader"
}

cmd_logs() {
    local k last shown=0
    for k in ${1:-$nodes}; do
        if [ -z "${1:-}" ]; then
            echo "==== node $k ===="
        fi
        if [ -s "$(log_file "$k")" ]; then
            cat "$(log_file "$k")"
            shown=1
            continue
        fi
        last=$(ls -1 "$run/logs/node$k"-*.log 2>/dev/null | tail -n 1)
        if [ -n "$last" ]; then
            say "no log of node $k in $run; showing the last kept one, $last"
            cat "$last"
            shown=1
        else
            say "no log of node $k in $run"
        fi
    done
    [ "$shown" = 1 ]
}

usage() {
    sed -n '6,16p' "$0" | sed 's/^# \{0,1\}//'
}

if [ "$#" -lt 1 ]; then
    usage >&2
    exit 2
fi
action="$1"
shift
keep=0
if [ "$action" = stop ] && [ "${1:-}" = --keep-logs ]; then
    keep=1
    shift
fi
# How many arguments each command takes: minimum and maximum.
case "$action" in
kill | stop-node | start-node | pid) nargs="1 1" ;;
leader) nargs="2 2" ;;
logs) nargs="0 1" ;;
*) nargs="0 0" ;;
esac
args=("$@")
if [ "$#" -gt "${nargs#* }" ]; then
    say "unexpected argument '${args[${nargs#* }]}' for '$action'"
    usage >&2
    exit 2
fi
if [ "$#" -lt "${nargs% *}" ]; then
    say "missing argument for '$action'"
    usage >&2
    exit 2
fi
case "$action" in
kill | stop-node | start-node | pid | logs) [ "$#" -gt 0 ] && check_node "$1" ;;
esac

case "$action" in
start) cmd_start ;;
stop) cmd_stop "$keep" ;;
status) cmd_status ;;
env) cmd_env ;;
kill) cmd_kill "$1" ;;
stop-node) cmd_stop_node "$1" ;;
start-node) cmd_start_node "$1" ;;
pid) cmd_pid "$1" ;;
leader) cmd_leader "$1" "$2" ;;
logs) cmd_logs "${1:-}" ;;
fetch)
    find_java
    fetch
    fetch_jmx
    write_cache_configs
    ;;
-h | --help | help) usage ;;
*)
    say "unknown command '$action'"
    usage >&2
    exit 2
    ;;
esac
