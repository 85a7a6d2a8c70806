# The brokers' side (docs/brokers.md) on the 3-broker Kafka 4.4.0 test
# cluster, whose brokers run the Prometheus JMX exporter with
# docs/jmx-exporter.yml, scraped every second by Prometheus with
# node_exporter (tests/kafka/prometheus.sh, started by tests/run):
#
# 1. every broker's exporter serves the metrics the default queries read;
# 2. a run of three fixed-rate tiers and a capacity search records, per
#    tier and per trial, every default query per broker, and the reports
#    show them in both languages;
# 3. a cross-check of two measurements of the same bytes: what the
#    brokers appended (bytes in from clients + from replication, summed
#    over brokers) against kplan's own produced MiB/s x RF, within 15%;
# 4. the utilization extrapolation of the three tiers and the search;
# 5. a client quota (producer_byte_rate, set with Kafka's kafka-configs)
#    throttles a tier: the brokers are the limit, named with the figure;
# 6. Prometheus stopped mid-run: the run completes, its counts and
#    verdicts do not depend on it, and the report says what was missing.
# Every wait is bounded.
. tests/lib.sh

: "${KP_CLUSTER_BOOTSTRAP:?run under tests/run cluster}"
: "${KP_PROM_URL:?run under tests/run cluster (Prometheus)}"
: "${KP_CLUSTER_METRICS:?run under tests/run cluster}"
B=$KP_CLUSTER_BOOTSTRAP
export KP_PERF_KAFKA=${KP_PERF_KAFKA:-4.4.0}
stamp=$(date +%s%N)

# 1. The exporters.
for t in $(echo "$KP_CLUSTER_METRICS" | tr ',' ' '); do
	timeout 10 bash -c "exec 3<>/dev/tcp/${t%:*}/${t#*:} && \
		printf 'GET /metrics HTTP/1.0\r\n\r\n' >&3 && cat <&3" >"$T_TMP/m.txt" 2>/dev/null
	miss=""
	for m in kafka_server_brokertopicmetrics_bytesin_total \
		kafka_server_brokertopicmetrics_replicationbytesin_total \
		kafka_server_kafkarequesthandlerpool_requesthandleravgidlepercent_total \
		kafka_network_socketserver_networkprocessoravgidlepercent \
		'kafka_network_requestmetrics_time_ms{part="Remote",request="Produce"' \
		kafka_server_replicamanager_underreplicatedpartitions \
		kafka_server_replicamanager_isrshrinks_total \
		kafka_controller_kafkacontroller_activecontrollercount \
		process_cpu_seconds_total; do
		grep -qF "$m" "$T_TMP/m.txt" || miss="$miss $m"
	done
	if [ -z "$miss" ]; then pass "JMX exporter on $t serves the default queries' metrics"
	else fail "JMX exporter on $t serves the default queries' metrics" "missing:$miss"; fi
done

# 2. Three fixed-rate tiers and a capacity search, with Prometheus.
export KPLAN_IT_TOPIC="kplan-it-brokers-$stamp"
out="$T_TMP/run"
timeout 400 "$KPLAN" run -q --out "$out" tests/cluster/plans/brokers.json \
	>"$T_TMP/run.out" 2>"$T_TMP/run.err"
rc=$?
if [ "$rc" -le 1 ]; then pass "run with Prometheus: exit $rc"
else fail "run with Prometheus" "exit $rc: $(tail -n 20 "$T_TMP/run.err")"; fi
lacks "no warning about broker metrics" "$T_TMP/run.err" "broker metrics of"
R="$out/results.json"

cat >"$T_TMP/check.py" <<'EOF'
import json, sys
d = json.load(open(sys.argv[1]))
rf = 3
bad = []
want = ["process_cpu", "host_cpu", "bytes_in", "bytes_out", "messages_in",
        "replication_bytes_in", "disk_write_bytes", "disk_io_time",
        "network_bytes", "request_handler_idle", "network_processor_idle",
        "produce_queue_ms", "produce_local_ms", "produce_remote_ms",
        "produce_send_ms", "under_replicated", "isr_shrinks",
        "active_controller"]
for t in d["tiers"]:
    b = t.get("brokers")
    if not b:
        bad.append("%s: no brokers" % t["name"]); continue
    tw = [w for w in b["windows"] if w["trial"] == -1]
    if len(tw) != 1 or tw[0].get("unavailable"):
        bad.append("%s: tier window %s" % (t["name"], tw)); continue
    q = {x["name"]: x for x in tw[0]["queries"]}
    for n in want:
        if n not in q or q[n].get("error"):
            bad.append("%s: query %s missing or failed" % (t["name"], n))
        elif sorted(s["broker"] for s in q[n]["series"]) != ["1", "2", "3"]:
            bad.append("%s: %s brokers %s" % (t["name"], n,
                       [s["broker"] for s in q[n]["series"]]))
    if t.get("search"):
        trials = [w for w in b["windows"] if w["trial"] >= 0]
        if len(trials) != len(t["search"]["trials"]):
            bad.append("%s: %d trial windows for %d trials" % (
                t["name"], len(trials), len(t["search"]["trials"])))
print("\n".join(bad) if bad else "ok")
EOF
$PY "$T_TMP/check.py" "$R" >"$T_TMP/check.out" 2>&1
if [ "$(cat "$T_TMP/check.out")" = ok ]; then
	pass "every tier and trial has every default query for brokers 1, 2 and 3"
else fail "every tier has every default query per broker" "$(head -c 1500 "$T_TMP/check.out")"; fi

# 3. The cross-check: bytes the brokers appended, against the client's.
# Two measurements of the same bytes, not a timing: the brokers' appends
# (bytes in from clients and from replication, summed over brokers) over
# the tier's window, integrated over its points, against what kplan
# delivered x RF, both as MiB/s over the produce phase. The tiers read
# their messages after producing them, so each window runs on for a few
# seconds after the last append, more than the 3 s rate window: every
# append is in. A first tier warms the brokers just started (their first
# load stalls them for seconds) and is not checked. Kafka adds its record
# and batch headers: a few percent with 1 KiB records.
cat >"$T_TMP/bytes.py" <<'EOF'
import json, sys
d = json.load(open(sys.argv[1]))
for t in d["tiers"]:
    if t.get("search") or not t.get("brokers") or t["name"] == "warm":
        continue
    p = t["produce"]
    w = [w for w in t["brokers"]["windows"] if w["trial"] == -1][0]
    q = {x["name"]: x for x in w["queries"]}
    total = 0.0
    for name in ("bytes_in", "replication_bytes_in"):
        for ser in q[name]["series"]:
            if ser["points"] != len(ser["v"]):
                raise SystemExit("%s: series thinned" % name)
            total += sum(ser["v"]) * w["step_s"]
    secs = p["total_s"]
    brokers = total / secs / 1048576
    client = p["delivered"] * 1024 * 3 / secs / 1048576
    print("%s %.3f %.3f %.1f" % (t["name"], brokers, client,
                                 100 * (brokers - client) / client))
EOF
if ! $PY "$T_TMP/bytes.py" "$R" >"$T_TMP/bytes.out" 2>&1; then
	fail "bytes cross-check" "$(tail -n 5 "$T_TMP/bytes.out")"
	: >"$T_TMP/bytes.out"
fi
n=0
while read -r name brokers client pct; do
	n=$((n + 1))
	if $PY -c "import sys; sys.exit(0 if abs(float(sys.argv[1])) <= 15 else 1)" "$pct"; then
		pass "tier $name: brokers appended $brokers MiB/s, client produced x RF $client MiB/s ($pct%)"
	else
		fail "tier $name: bytes cross-check within 15%" "brokers $brokers MiB/s, client x RF $client MiB/s ($pct%)"
	fi
done <"$T_TMP/bytes.out"
[ "$n" -eq 3 ] || fail "bytes cross-check of 3 tiers" "$n tiers checked"

# The reports, in both languages: the table per tier, the extrapolation.
M="$out/report.md"
contains "report: Brokers during the test" "$M" "### A.6 Brokers during the test"
contains "report: a column per broker" "$M" "broker 1 mean | max | broker 2 mean | max | broker 3 mean | max |"
contains "report: host CPU row" "$M" "| host CPU | % |"
contains "report: replication wait row" "$M" "| Produce: remote (replication wait) | ms |"
contains "report: extrapolation from utilization" "$M" "#### Extrapolation from utilization"
grep -E '^\| (host CPU|disk I/O time|network)' "$M" | grep -F '`' >"$T_TMP/util.txt"
if [ "$(wc -l <"$T_TMP/util.txt")" -eq 3 ] && ! grep -q "a fit needs at least 3" "$T_TMP/util.txt" &&
	[ "$(grep -c "use = " "$T_TMP/util.txt")" -eq 3 ]; then
	pass "extrapolation: CPU, disk and network each fitted over the tiers and trials"
	sed 's/^/    /' "$T_TMP/util.txt"
else
	fail "extrapolation: CPU, disk and network each fitted" "$(cat "$T_TMP/util.txt")"
fi
if grep -qE "The rate search (found|held the criteria at) [0-9,]+ msg/s" "$M"; then
	pass "extrapolation compared with the rate search: $(grep -oE "The rate search[^.]*\." "$M" | head -n 1)"
else
	fail "extrapolation compared with the rate search" "$(grep -n "rate search" "$M" | head -n 3)"
fi
"$KPLAN" report --lang zh-CN --out "$T_TMP/zh" "$out" >/dev/null 2>&1
Z="$T_TMP/zh/report.md"
contains "zh-CN report: 测试期间的 Broker" "$Z" "### A.6 测试期间的 Broker"
contains "zh-CN report: host CPU row" "$Z" "| 主机 CPU | % |"
contains "zh-CN report: 基于资源使用率的外推" "$Z" "#### 基于资源使用率的外推"
mkdir -p "${KP_KEEP_REPORTS:-$T_TMP}/brokers" 2>/dev/null &&
	cp -r "$out" "${KP_KEEP_REPORTS:-$T_TMP}/brokers/en" && cp -r "$T_TMP/zh" "${KP_KEEP_REPORTS:-$T_TMP}/brokers/zh-CN"

# 5. A client quota throttles the producers: the brokers are the limit.
configs() {
	timeout 60 "$KP_PERF_TOOL" configs --bootstrap-server "$B" --entity-type clients \
		--entity-default --alter "$@"
}
if configs --add-config producer_byte_rate=262144 >"$T_TMP/q.out" 2>&1; then
	pass "kafka-configs: producer_byte_rate=262144 (256 KiB/s a broker) for every client"
	export KPLAN_IT_TOPIC="kplan-it-quota-$stamp"
	timeout 200 "$KPLAN" run -q --out "$T_TMP/quota" tests/cluster/plans/brokers-quota.json \
		>"$T_TMP/quota.out" 2>"$T_TMP/quota.err"
	expect_rc "quota run: the rate criterion fails (exit 1)" 1 $?
	configs --delete-config producer_byte_rate >>"$T_TMP/q.out" 2>&1 ||
		fail "kafka-configs: quota removed" "$(tail -n 5 "$T_TMP/q.out")"
	if grep -E "Brokers as a limit: \*\*throttled by a quota: [0-9.,]+ ms per Produce request on broker [0-9]+\*\*" \
		"$T_TMP/quota/report.md" >"$T_TMP/limit.txt"; then
		pass "quota: $(cat "$T_TMP/limit.txt")"
	else
		fail "quota: the brokers named as the limit" "$(grep -n "limit" "$T_TMP/quota/report.md" | head -n 3)"
	fi
	cp -r "$T_TMP/quota" "${KP_KEEP_REPORTS:-$T_TMP}/brokers/quota" 2>/dev/null
else
	fail "kafka-configs: producer_byte_rate" "$(tail -n 5 "$T_TMP/q.out")"
fi

# 6. Prometheus stopped after the first tier: the run completes, counts
# and verdicts are the client's, the report says what is missing.
export KPLAN_IT_TOPIC="kplan-it-stop-$stamp"
"$KPLAN" run -q --out "$T_TMP/stop" tests/cluster/plans/brokers-stop.json \
	>"$T_TMP/stop.out" 2>"$T_TMP/stop.err" &
kpid=$!
for _ in $(seq 1 120); do
	[ -f "$T_TMP/stop/results.json" ] && json_get "$T_TMP/stop/results.json" \
		'1 if d["tiers"][0].get("brokers") else 0' 2>/dev/null | grep -q 1 && break
	sleep 0.5
done
"$KP_PROM_SCRIPT" stop >/dev/null 2>&1
waited=0
while kill -0 "$kpid" 2>/dev/null && [ "$waited" -lt 240 ]; do
	sleep 0.5
	waited=$((waited + 1))
done
if kill -0 "$kpid" 2>/dev/null; then
	kill "$kpid"
	fail "Prometheus stopped mid-run: the run completes" "still running after 120 s"
fi
wait "$kpid"
expect_rc "Prometheus stopped mid-run: the run completes and passes" 0 $?
contains "a warning names the URL and the reason" "$T_TMP/stop.err" \
	"kplan: warning: broker metrics of after: Prometheus at $KP_PROM_URL could not be asked"
S="$T_TMP/stop/report.md"
contains "report: the first tier has its broker metrics" "$S" "| host CPU | % |"
contains "report: the second says what is missing" "$S" "broker metrics: not available (Prometheus at $KP_PROM_URL could not be asked"
v=$(json_get "$T_TMP/stop/results.json" '",".join(t["status"] + ":" + str(t["produce"]["delivered"]) for t in d["tiers"])')
case "$v" in
complete:8000,complete:8000) pass "counts are the client's: $v" ;;
*) fail "counts are the client's" "$v" ;;
esac
"$KP_PROM_SCRIPT" start >/dev/null 2>&1 || fail "Prometheus started again" "prometheus.sh start failed"

finish
