#!/usr/bin/env bash
#
# A single-node Apache Kafka broker (KRaft, broker and controller in one JVM)
# on 127.0.0.1 for the real-broker tests and the benchmarks.
#
#   broker.sh start                 fetch the jars if needed, format, start, wait
#   broker.sh stop [--keep-logs]    stop the broker, remove its data
#   broker.sh status                exit 0 when a broker runs and answers
#   broker.sh env                   shell assignments for the test scripts
#   broker.sh logs                  print the broker log
#   broker.sh fetch                 only fetch the jars (Maven Central)
#
# Exit codes: 0 ok; 1 failure (the message says why); 2 usage error;
# status: 1 running but not answering, 3 not running.
#
# Environment (all optional):
#   KP_KAFKA_PORT              PLAINTEXT port (39092)
#   KP_KAFKA_SASL_PORT         SASL_PLAINTEXT + SCRAM-SHA-512 port (39093)
#   KP_KAFKA_CONTROLLER_PORT   KRaft controller port (39094)
#   KP_SASL_PASSWORD           password of the SCRAM user "kplan" (kplan-test-secret)
#   KP_BROKER_DIR              state directory (tests/kafka/.run)
#   KP_BROKER_HEAP_OPTS        broker heap ("-Xmx1g -Xms1g")
#   KP_BROKER_START_TIMEOUT    seconds to wait for the broker to answer (90)
#   KP_KEEP_LOGS=1             stop keeps the broker log, as --keep-logs does
#   KP_JAVA                    java command (else $JAVA_HOME/bin/java, else java)

set -u

here=$(cd "$(dirname "$0")" && pwd)
cache="$here/.cache"
lib="$cache/lib"
run="${KP_BROKER_DIR:-$here/.run}"
case "$run" in
/*) ;;
*) run="$PWD/$run" ;;
esac

kafka_version=3.9.1
host=127.0.0.1
port="${KP_KAFKA_PORT:-39092}"
sasl_port="${KP_KAFKA_SASL_PORT:-39093}"
controller_port="${KP_KAFKA_CONTROLLER_PORT:-39094}"
sasl_user=kplan
sasl_password="${KP_SASL_PASSWORD:-kplan-test-secret}"
heap_opts="${KP_BROKER_HEAP_OPTS:--Xmx1g -Xms1g}"
start_timeout="${KP_BROKER_START_TIMEOUT:-90}"
stop_timeout=20
fetch_timeout=600

tools_log4j="$cache/tools-log4j.properties"
admin_config="$cache/admin.properties"
pid_file="$run/broker.pid"
log_file="$run/broker.log"
data_dir="$run/data"
sasl_config="$run/admin-sasl.properties"

# Messages go to fd 9, a copy of the original stderr: a trap can run while
# a function's stderr is redirected to the broker log.
exec 9>&2
say() {
    echo "broker.sh: $*" >&9
}

die() {
    say "$*"
    exit 1
}

# Single-quote a value for the shell: it's -> 'it'\''s'.
shquote() {
    printf "'%s'" "$(printf '%s' "$1" | sed "s/'/'\\\\''/g")"
}

check_port_value() {
    case "$2" in
    '' | *[!0-9]*) die "$1 must be a port number, found '$2'" ;;
    esac
    if [ "$2" -lt 1 ] || [ "$2" -gt 65535 ]; then
        die "$1 must be a port number, found '$2'"
    fi
}

check_settings() {
    check_port_value KP_KAFKA_PORT "$port"
    check_port_value KP_KAFKA_SASL_PORT "$sasl_port"
    check_port_value KP_KAFKA_CONTROLLER_PORT "$controller_port"
    if [ "$port" = "$sasl_port" ] || [ "$port" = "$controller_port" ] ||
        [ "$sasl_port" = "$controller_port" ]; then
        die "the PLAINTEXT, SASL and controller ports must differ (found $port, $sasl_port, $controller_port)"
    fi
    case "$start_timeout" in
    '' | *[!0-9]*) die "KP_BROKER_START_TIMEOUT must be a whole number of seconds, found '$start_timeout'" ;;
    esac
    # kafka-storage --add-scram splits its value on commas, and the client
    # JAAS line quotes the password with double quotes.
    case "$sasl_password" in
    '' | *[,\"\\[:space:]]*)
        die "KP_SASL_PASSWORD must be non-empty and contain no comma, double quote, backslash or white space"
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
# matches the current pom.xml.
jars_ok() {
    [ -f "$lib/.pom-cksum" ] && [ "$(cksum <"$here/pom.xml")" = "$(cat "$lib/.pom-cksum")" ]
}

fetch() {
    local tmp
    jars_ok && return 0
    command -v mvn >/dev/null 2>&1 ||
        die "mvn not found: the Kafka jars come from Maven Central through Maven (Debian/Ubuntu: apt-get install maven)"
    say "fetching the Apache Kafka $kafka_version jars from Maven Central into tests/kafka/.cache/lib"
    mkdir -p "$cache" || die "cannot create $cache"
    # Fill a fresh directory, then rename it: an interrupted fetch never
    # leaves a half-filled lib/ behind that looks complete.
    tmp="$cache/lib.tmp.$$"
    rm -rf "$tmp"
    # Maven 3.8 prints colour codes even in batch mode: strip them.
    timeout "$fetch_timeout" mvn -q -B -f "$here/pom.xml" \
        dependency:copy-dependencies -DoutputDirectory="$tmp" 2>&1 |
        sed 's/\x1b\[[0-9;]*m//g' >&2
    if [ "${PIPESTATUS[0]}" != 0 ]; then
        rm -rf "$tmp"
        die "mvn dependency:copy-dependencies failed or took over ${fetch_timeout}s (see above); check access to Maven Central and ~/.m2/settings.xml"
    fi
    cksum <"$here/pom.xml" >"$tmp/.pom-cksum"
    rm -rf "$lib"
    mv "$tmp" "$lib" || die "cannot move $tmp to $lib"
}

# Client-side files shared with perf-tool.sh: logging for Kafka's command
# line tools (WARN and above, to stderr) and bounded Admin timeouts.
write_cache_configs() {
    mkdir -p "$cache" || die "cannot create $cache"
    printf '%s\n' \
        'log4j.rootLogger=WARN, stderr' \
        'log4j.appender.stderr=org.apache.log4j.ConsoleAppender' \
        'log4j.appender.stderr.Target=System.err' \
        'log4j.appender.stderr.layout=org.apache.log4j.PatternLayout' \
        'log4j.appender.stderr.layout.ConversionPattern=[%d] %p %m (%c)%n' \
        >"$tools_log4j.$$" && mv "$tools_log4j.$$" "$tools_log4j" ||
        die "cannot write $tools_log4j"
    printf '%s\n' 'request.timeout.ms=5000' 'default.api.timeout.ms=15000' \
        >"$admin_config.$$" && mv "$admin_config.$$" "$admin_config" ||
        die "cannot write $admin_config"
}

# Short-lived tools (StorageTool, TopicCommand): a client-tuned JVM starts
# faster. $1 = seconds allowed, then the main class and its arguments.
tool_java() {
    local secs="$1"
    shift
    timeout "$secs" "$java_cmd" -Xmx256m -XX:TieredStopAtLevel=1 -XX:+UseSerialGC \
        -Dlog4j.configuration="file:$tools_log4j" -cp "$lib/*" "$@"
}

# True when something accepts TCP connections on $host:$1.
port_open() {
    timeout 2 bash -c "exec 3<>/dev/tcp/$host/$1" 2>/dev/null
}

# Prints the pid of the broker started from $run, if it is running. A stale
# pid file (process gone, or the pid reused by another program) prints
# nothing.
broker_pid() {
    local p
    [ -f "$pid_file" ] || return 0
    p=$(cat "$pid_file")
    case "$p" in '' | *[!0-9]*) return 0 ;; esac
    if ps -o args= -p "$p" 2>/dev/null | grep -qF "kafka.Kafka $run/server.properties"; then
        echo "$p"
    fi
}

# An Admin round trip: the broker answers requests, not just TCP connects.
# $1 = bootstrap, $2 = client config, $3 = seconds allowed.
answers() {
    tool_java "$3" org.apache.kafka.tools.TopicCommand --bootstrap-server "$1" \
        --command-config "$2" --list >/dev/null
}

write_run_configs() {
    mkdir -p "$run" || die "cannot create $run"
    cat >"$run/server.properties" <<EOF
# Written by broker.sh start, on every start.
process.roles=broker,controller
node.id=1
controller.quorum.voters=1@$host:$controller_port
controller.listener.names=CONTROLLER
listeners=PLAINTEXT://$host:$port,SASL_PLAINTEXT://$host:$sasl_port,CONTROLLER://$host:$controller_port
advertised.listeners=PLAINTEXT://$host:$port,SASL_PLAINTEXT://$host:$sasl_port
listener.security.protocol.map=PLAINTEXT:PLAINTEXT,SASL_PLAINTEXT:SASL_PLAINTEXT,CONTROLLER:PLAINTEXT
inter.broker.listener.name=PLAINTEXT
sasl.enabled.mechanisms=SCRAM-SHA-512
listener.name.sasl_plaintext.sasl.enabled.mechanisms=SCRAM-SHA-512
listener.name.sasl_plaintext.scram-sha-512.sasl.jaas.config=org.apache.kafka.common.security.scram.ScramLoginModule required;
log.dirs=$data_dir
offsets.topic.replication.factor=1
transaction.state.log.replication.factor=1
transaction.state.log.min.isr=1
EOF
    # The JVM's stdout and stderr are appended to the same file, so a
    # failure before log4j is up lands in the log too.
    cat >"$run/log4j.properties" <<EOF
log4j.rootLogger=WARN, file
log4j.appender.file=org.apache.log4j.FileAppender
log4j.appender.file.File=$log_file
log4j.appender.file.Append=true
log4j.appender.file.layout=org.apache.log4j.PatternLayout
log4j.appender.file.layout.ConversionPattern=[%d] %p %m (%c)%n
log4j.logger.kafka.server.KafkaRaftServer=INFO
log4j.logger.kafka.server.KafkaServer=INFO
EOF
    (
        umask 077
        cat >"$sasl_config" <<EOF
request.timeout.ms=5000
default.api.timeout.ms=15000
security.protocol=SASL_PLAINTEXT
sasl.mechanism=SCRAM-SHA-512
sasl.jaas.config=org.apache.kafka.common.security.scram.ScramLoginModule required username="$sasl_user" password="$sasl_password";
EOF
    ) || die "cannot write $sasl_config"
}

keep_log() {
    local kept
    [ -s "$log_file" ] || return 0
    mkdir -p "$run/logs" || return 1
    kept="$run/logs/broker-$(date -u +%Y%m%dT%H%M%SZ).log"
    [ -e "$kept" ] && kept="${kept%.log}-$$.log"
    cp "$log_file" "$kept" && say "broker log kept in $kept"
}

# Stops the broker started from $run (if any); removes its data and state
# files. $1 = 1 to keep the log.
stop_broker() {
    local keep="$1" p waited
    p=$(broker_pid)
    if [ -n "$p" ]; then
        kill -TERM "$p" 2>/dev/null
        waited=0
        while kill -0 "$p" 2>/dev/null && [ "$waited" -lt $((stop_timeout * 10)) ]; do
            sleep 0.1
            waited=$((waited + 1))
        done
        if kill -0 "$p" 2>/dev/null; then
            say "the broker (pid $p) did not stop within ${stop_timeout}s of SIGTERM; sending SIGKILL"
            kill -KILL "$p" 2>/dev/null
            while kill -0 "$p" 2>/dev/null; do
                sleep 0.1
            done
            keep=1
        fi
    elif [ -f "$pid_file" ]; then
        say "the broker had already exited"
        keep=1
    fi
    [ "$keep" = 1 ] && keep_log
    rm -rf "$data_dir"
    rm -f "$pid_file" "$log_file" "$run/server.properties" "$run/log4j.properties" "$sasl_config"
    [ -n "$p" ] && say "stopped (pid $p)"
    return 0
}

# Start-up cannot complete: show why and leave nothing running.
start_failed() {
    say "$1"
    if [ -s "$log_file" ]; then
        echo "---- last 50 lines of the broker log ----" >&9
        tail -n 50 "$log_file" >&9
        echo "----" >&9
    fi
    stop_broker 1
    exit 1
}

cmd_start() {
    local p t0 deadline left cluster_id spec
    check_settings
    find_java
    fetch
    write_cache_configs
    p=$(broker_pid)
    [ -z "$p" ] || die "a broker started from $run is already running (pid $p); run 'broker.sh stop' first"
    # Leftovers of a broker that exited without 'stop'.
    [ -f "$pid_file" ] && stop_broker 1
    for spec in "$port PLAINTEXT KP_KAFKA_PORT" "$sasl_port SASL_PLAINTEXT KP_KAFKA_SASL_PORT" \
        "$controller_port CONTROLLER KP_KAFKA_CONTROLLER_PORT"; do
        # shellcheck disable=SC2086 # split "port name variable"
        set -- $spec
        if port_open "$1"; then
            die "port $1 ($2) on $host is already in use; stop what listens there or set $3 to a free port"
        fi
    done

    t0=$(date +%s)
    trap 'start_failed "interrupted"' INT TERM
    write_run_configs
    rm -rf "$data_dir"
    : >"$log_file"

    cluster_id=$(tool_java 60 kafka.tools.StorageTool random-uuid 2>>"$log_file") ||
        start_failed "kafka-storage random-uuid failed"
    if ! tool_java 60 kafka.tools.StorageTool format -t "$cluster_id" -c "$run/server.properties" \
        --add-scram "SCRAM-SHA-512=[name=$sasl_user,password=$sasl_password]" \
        >>"$log_file" 2>&1; then
        start_failed "kafka-storage format failed"
    fi

    # JVM options as Kafka's kafka-server-start.sh and kafka-run-class.sh set them.
    # shellcheck disable=SC2086 # heap_opts is a list of options
    nohup "$java_cmd" $heap_opts -server -XX:+UseG1GC -XX:MaxGCPauseMillis=20 \
        -XX:InitiatingHeapOccupancyPercent=35 -XX:+ExplicitGCInvokesConcurrent \
        -XX:MaxInlineLevel=15 -Djava.awt.headless=true \
        -Dlog4j.configuration="file:$run/log4j.properties" -Dkafka.logs.dir="$run" \
        -cp "$lib/*" kafka.Kafka "$run/server.properties" \
        </dev/null >>"$log_file" 2>&1 9>&- &
    p=$!
    echo "$p" >"$pid_file"

    # Bounded wait: a TCP connect first (cheap), then an Admin round trip.
    deadline=$((t0 + start_timeout))
    while :; do
        left=$((deadline - $(date +%s)))
        [ "$left" -gt 0 ] || start_failed "the broker did not answer within ${start_timeout}s"
        kill -0 "$p" 2>/dev/null || start_failed "the broker process exited during start-up"
        if port_open "$port"; then
            [ "$left" -gt 20 ] && left=20
            answers "$host:$port" "$admin_config" "$left" 2>>"$log_file" && break
        fi
        sleep 0.2
    done
    answers "$host:$sasl_port" "$sasl_config" 20 2>>"$log_file" ||
        start_failed "the broker answers on PLAINTEXT $host:$port but not on SASL_PLAINTEXT $host:$sasl_port as user '$sasl_user'"

    trap - INT TERM
    say "Kafka $kafka_version up in $(($(date +%s) - t0))s (pid $p): PLAINTEXT $host:$port, SASL_PLAINTEXT SCRAM-SHA-512 $host:$sasl_port (user $sasl_user)"
}

cmd_stop() {
    local keep="$1"
    [ "${KP_KEEP_LOGS:-0}" = 1 ] && keep=1
    if [ ! -f "$pid_file" ]; then
        say "not running (no broker started from $run)"
        # What an interrupted start may have left.
        [ "$keep" = 1 ] && keep_log
        rm -rf "$data_dir"
        rm -f "$log_file"
        return 0
    fi
    stop_broker "$keep"
}

cmd_status() {
    local p
    check_settings
    p=$(broker_pid)
    if ! port_open "$port"; then
        if [ -n "$p" ]; then
            echo "the broker process $p is running, but $host:$port does not accept connections"
            return 1
        fi
        echo "not running"
        return 3
    fi
    find_java
    jars_ok || die "the Kafka jars are missing; run 'broker.sh fetch'"
    [ -f "$admin_config" ] || write_cache_configs
    if ! answers "$host:$port" "$admin_config" 20 2>/dev/null; then
        echo "something listens on $host:$port but does not answer as a Kafka broker"
        return 1
    fi
    if [ -n "$p" ]; then
        echo "running (pid $p): PLAINTEXT $host:$port, SASL_PLAINTEXT $host:$sasl_port"
    else
        echo "a Kafka broker answers on $host:$port, but it was not started from $run"
    fi
}

cmd_env() {
    check_settings
    find_java
    echo "KP_KAFKA_BOOTSTRAP=$(shquote "$host:$port")"
    echo "KP_KAFKA_SASL_BOOTSTRAP=$(shquote "$host:$sasl_port")"
    echo "KP_SASL_MECHANISM=$(shquote SCRAM-SHA-512)"
    echo "KP_SASL_USER=$(shquote "$sasl_user")"
    echo "KP_SASL_PASSWORD=$(shquote "$sasl_password")"
    echo "KP_KAFKA_VERSION=$(shquote "$kafka_version")"
    echo "KP_KAFKA_LIB=$(shquote "$lib")"
    echo "KP_JAVA=$(shquote "$(command -v "$java_cmd")")"
    echo "KP_PERF_TOOL=$(shquote "$here/perf-tool.sh")"
}

cmd_logs() {
    local last
    if [ -s "$log_file" ]; then
        cat "$log_file"
        return 0
    fi
    last=$(ls -1 "$run/logs"/broker-*.log 2>/dev/null | tail -n 1)
    [ -n "$last" ] || die "no broker log in $run"
    say "no broker log in $run; showing the last kept one, $last"
    cat "$last"
}

usage() {
    sed -n '6,11p' "$0" | sed 's/^# \{0,1\}//'
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
if [ "$#" -gt 0 ]; then
    say "unexpected argument '$1' for '$action'"
    usage >&2
    exit 2
fi

case "$action" in
start) cmd_start ;;
stop) cmd_stop "$keep" ;;
status) cmd_status ;;
env) cmd_env ;;
logs) cmd_logs ;;
fetch)
    find_java
    fetch
    write_cache_configs
    ;;
-h | --help | help) usage ;;
*)
    say "unknown command '$action'"
    usage >&2
    exit 2
    ;;
esac
