#!/usr/bin/env bash
#
# Runs Kafka's own command-line tools from the jars broker.sh fetches, as
# Kafka's bin/ scripts would, with the same JVM options:
#
#   perf-tool.sh producer ARGS...   org.apache.kafka.tools.ProducerPerformance
#                                   (kafka-producer-perf-test.sh)
#   perf-tool.sh consumer ARGS...   org.apache.kafka.tools.ConsumerPerformance
#                                   (kafka-consumer-perf-test.sh)
#   perf-tool.sh topics ARGS...     org.apache.kafka.tools.TopicCommand
#                                   (kafka-topics.sh)
#   perf-tool.sh configs ARGS...    ConfigCommand (kafka-configs.sh):
#                                   org.apache.kafka.tools in 4.4.0,
#                                   kafka.admin in 3.9.1
#
# The tool's output and exit code are passed through unchanged; its log
# lines (WARN and above) go to stderr. Needs no running broker: any
# --bootstrap-server works. Environment: KP_JAVA (java command),
# KP_TOOL_HEAP_OPTS ("-Xmx512m"), KP_PERF_KAFKA: the Kafka version of the
# tools, 3.9.1 (the default: broker.sh's jars, log4j 1.x logging) or 4.4.0
# (cluster.sh's jars, log4j2 logging; 'cluster.sh env' sets it).

set -u

here=$(cd "$(dirname "$0")" && pwd)
heap_opts="${KP_TOOL_HEAP_OPTS:--Xmx512m}"
case "${KP_PERF_KAFKA:-3.9.1}" in
3.9.1)
    lib="$here/.cache/lib"
    fetcher="$here/broker.sh"
    log_opt="-Dlog4j.configuration=file:$here/.cache/tools-log4j.properties"
    ;;
4.4.0)
    lib="$here/.cache/lib-4.4.0"
    fetcher="$here/cluster.sh"
    log_opt="-Dlog4j2.configurationFile=$here/.cache/tools-log4j2.properties"
    ;;
*)
    echo "perf-tool.sh: KP_PERF_KAFKA must be 3.9.1 or 4.4.0, found '$KP_PERF_KAFKA'" >&2
    exit 2
    ;;
esac

usage() {
    sed -n '6,14p' "$0" | sed 's/^# \{0,1\}//'
}

if [ "$#" -lt 1 ]; then
    usage >&2
    exit 2
fi
case "$1" in
producer) main=org.apache.kafka.tools.ProducerPerformance ;;
consumer) main=org.apache.kafka.tools.ConsumerPerformance ;;
topics) main=org.apache.kafka.tools.TopicCommand ;;
configs)
    case "${KP_PERF_KAFKA:-3.9.1}" in
    4.4.0) main=org.apache.kafka.tools.ConfigCommand ;;
    *) main=kafka.admin.ConfigCommand ;;
    esac
    ;;
-h | --help | help)
    usage
    exit 0
    ;;
*)
    echo "perf-tool.sh: unknown tool '$1' (expected producer, consumer, topics or configs)" >&2
    usage >&2
    exit 2
    ;;
esac
shift

# Fetches the jars only when they are missing; checks java and mvn.
"$fetcher" fetch || exit 1

if [ -n "${KP_JAVA:-}" ]; then
    java_cmd="$KP_JAVA"
elif [ -n "${JAVA_HOME:-}" ] && [ -x "$JAVA_HOME/bin/java" ]; then
    java_cmd="$JAVA_HOME/bin/java"
else
    java_cmd=java
fi

# JVM options as kafka-run-class.sh sets them for its tools.
# shellcheck disable=SC2086 # heap_opts is a list of options
exec "$java_cmd" $heap_opts -server -XX:+UseG1GC -XX:MaxGCPauseMillis=20 \
    -XX:InitiatingHeapOccupancyPercent=35 -XX:+ExplicitGCInvokesConcurrent \
    -XX:MaxInlineLevel=15 -Djava.awt.headless=true \
    "$log_opt" \
    -cp "$lib/*" "$main" "$@"
