#!/usr/bin/env bash
#
#   tests/kafka/with-broker.sh bench/consume_gap.sh [REPS]
#
# kplan consume beside Kafka's ConsumerPerformance (3.9.1, and 4.4.0's
# for one row) at 100 B and at 1,000 B on the test broker, the same flags
# for both, and the variants that tell where the gap comes from: the JVM
# heap, the fetch sizes, max.poll.records, check.crcs. Each row is one
# run: the tool's own CSV figures, the client's CPU seconds and peak RSS
# (the kernel's accounting, JVM threads included) and the broker's CPU
# seconds during the run. Kafka's --print-metrics lines on the fetches
# follow the table. Output: Markdown, on stdout. Needs the variables of
# 'tests/kafka/broker.sh env' (with-broker.sh exports them).
set -u
cd "$(dirname "$0")/.."

: "${KP_KAFKA_BOOTSTRAP:?run under tests/kafka/with-broker.sh}"
reps=${1:-2}
B=$KP_KAFKA_BOOTSTRAP
K=${KPLAN:-build/kplan}
P=tests/kafka/perf-tool.sh
N1000=300000
N100=1000000
tmp=$(mktemp -d "${TMPDIR:-/tmp}/kplan-gap.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
bpid=$(cat "${KP_BROKER_DIR:-tests/kafka/.run}/broker.pid")
tick=$(getconf CLK_TCK)
bcpu() { awk '{print $14 + $15}' "/proc/$bpid/stat"; }

mk() {
	"$P" topics --bootstrap-server "$B" --create --topic "$1" --partitions 6 \
		--replication-factor 1 >/dev/null 2>&1
}
stamp=$(date +%s)
T1000=gap-1000-$stamp
T100=gap-100-$stamp
mk "$T1000"
mk "$T100"
"$K" produce --topic "$T1000" --num-records $N1000 --record-size 1000 --throughput -1 \
	--bootstrap-server "$B" -X acks=1 >/dev/null || exit 1
"$K" produce --topic "$T100" --num-records $N100 --record-size 100 --throughput -1 \
	--bootstrap-server "$B" -X acks=1 >/dev/null || exit 1
printf 'max.poll.records=5000\n' >"$tmp/mpr.properties"
printf 'fetch.max.bytes=104857600\nmax.partition.fetch.bytes=10485760\n' >"$tmp/big.properties"

echo "| run | tool and variant | records | rebalance.time.ms | fetch.time.ms | nMsg.sec | fetch.nMsg.sec | fetch.MB.sec | client CPU s | client peak RSS MiB | broker CPU s |"
echo "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |"
# row SIZE LABEL COMMAND...
row() {
	local size=$1 label=$2 b0 b1 r
	shift 2
	b0=$(bcpu)
	/usr/bin/time -f "%U %S %M" -o "$tmp/time" "$@" >"$tmp/out" 2>"$tmp/err"
	b1=$(bcpu)
	r=$(grep -A1 '^start.time' "$tmp/out" | sed -n 2p)
	if [ -z "$r" ]; then
		echo "| $size B | $label | failed: $(tail -n 1 "$tmp/err") | | | | | | | | |"
		return
	fi
	# start, end, MB, MB.sec, nMsg, nMsg.sec, rebalance, fetch, fetch.MB.sec, fetch.nMsg.sec
	echo "$r" | awk -F', ' -v size="$size" -v label="$label" -v t="$(cat "$tmp/time")" \
		-v bc="$(echo "scale=2; ($b1 - $b0) / $tick" | bc)" '{
		split(t, c, " ");
		printf "| %s B | %s | %d | %d | %d | %.0f | %.0f | %.1f | %.2f | %.0f | %s |\n",
			size, label, $5, $7, $8, $6, $10, $9, c[1] + c[2], c[3] / 1024, bc }'
}
flags1000="--bootstrap-server $B --topic $T1000 --messages $N1000 --timeout 30000"
flags100="--bootstrap-server $B --topic $T100 --messages $N100 --timeout 30000"
for rep in $(seq "$reps"); do
	# shellcheck disable=SC2086
	{
		row 100 "Kafka ConsumerPerformance 3.9.1" "$P" consumer $flags100
		row 100 "kplan consume" "$K" consume $flags100
		row 1000 "Kafka ConsumerPerformance 3.9.1" "$P" consumer $flags1000
		row 1000 "kplan consume" "$K" consume $flags1000
	}
done
# shellcheck disable=SC2086
{
	row 1000 "Kafka, 2 GiB heap (-Xmx2g)" env KP_TOOL_HEAP_OPTS=-Xmx2g "$P" consumer $flags1000
	row 1000 "Kafka, max.poll.records=5000" "$P" consumer $flags1000 --consumer.config "$tmp/mpr.properties"
	row 1000 "Kafka, fetch.max.bytes 100 MiB, max.partition.fetch.bytes 10 MiB" "$P" consumer $flags1000 --consumer.config "$tmp/big.properties"
	row 1000 "Kafka ConsumerPerformance 4.4.0" env KP_PERF_KAFKA=4.4.0 "$P" consumer $flags1000
	row 1000 "kplan, check.crcs=true" "$K" consume $flags1000 -X check.crcs=true
	row 1000 "kplan, --fetch-size 65536" "$K" consume $flags1000 --fetch-size 65536
	row 1000 "kplan, queued.max.messages.kbytes=1024" "$K" consume $flags1000 -X queued.max.messages.kbytes=1024
}
echo
echo "Kafka's --print-metrics (consumer-fetch-manager-metrics), 3.9.1:"
echo
echo '```'
for t in "$T100:$N100:100" "$T1000:$N1000:1000"; do
	topic=${t%%:*}
	rest=${t#*:}
	n=${rest%%:*}
	size=${rest#*:}
	"$P" consumer --bootstrap-server "$B" --topic "$topic" --messages "$n" --timeout 30000 \
		--print-metrics >"$tmp/m" 2>&1
	grep -E '^consumer-fetch-manager-metrics:(fetch-size-avg|records-per-request-avg|fetch-latency-avg|fetch-rate|bytes-consumed-rate|records-consumed-rate)[^-]' "$tmp/m" |
		grep -v 'topic=' | sed "s/^/$size B: /" | tr -s ' '
done
echo '```'
