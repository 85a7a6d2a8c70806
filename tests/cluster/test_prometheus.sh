# The brokers' side (docs/brokers.md) on the 3-broker Kafka 4.4.0 test
# cluster, whose brokers run the Prometheus JMX exporter with
# docs/jmx-exporter.yml, scraped every second by Prometheus with
# node_exporter (tests/kafka/prometheus.sh, started by tests/run):
#
# 1. every broker's exporter serves the metrics the default queries read;
# 2. a run of three fixed-rate tiers and a capacity search records, per
#    tier and per trial, every default query per broker, and the reports
#    show them in both languages;
# 3. every broker's figures are of each tier's own window: a window
#    figure per default query (request times finite, >= 0), every point
#    inside the window (how close they come to the truth: make
#    bench-brokers, docs/benchmarks.md);
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
		kafka_server_broker_id{ \
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
# The exporters' own labels, broker k's the k-th (KP_CLUSTER_METRICS),
# each named by its node id from its app-info (results/broker_map.h).
targets = sys.argv[2].split(",")
rf = 3
bad = []
want = ["process_cpu", "host_cpu", "bytes_in", "bytes_out", "messages_in",
        "replication_bytes_in", "disk_write_bytes", "disk_io_time",
        "network_bytes", "request_handler_idle", "network_processor_idle",
        "produce_queue_ms", "produce_local_ms", "produce_remote_ms",
        "produce_send_ms", "under_replicated", "isr_shrinks",
        "active_controller", "broker_id"]
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
        elif sorted(s["broker"] for s in q[n]["series"]) != sorted(targets):
            bad.append("%s: %s brokers %s" % (t["name"], n,
                       [s["broker"] for s in q[n]["series"]]))
        else:
            for s in q[n]["series"]:
                k = targets.index(s["broker"]) + 1
                if s.get("node_id") != k or s.get("node_id_from") != "app_info":
                    bad.append("%s: %s %s named %r by %r, not %d" % (
                        t["name"], n, s["broker"], s.get("node_id"),
                        s.get("node_id_from"), k))
    if t.get("search"):
        trials = [w for w in b["windows"] if w["trial"] >= 0]
        if len(trials) != len(t["search"]["trials"]):
            bad.append("%s: %d trial windows for %d trials" % (
                t["name"], len(trials), len(t["search"]["trials"])))
print("\n".join(bad) if bad else "ok")
EOF
$PY "$T_TMP/check.py" "$R" "$KP_CLUSTER_METRICS" >"$T_TMP/check.out" 2>&1
if [ "$(cat "$T_TMP/check.out")" = ok ]; then
	pass "every tier and trial has every default query for brokers 1, 2 and 3, named by their app-info ids"
else fail "every tier has every default query per broker" "$(head -c 1500 "$T_TMP/check.out")"; fi

# 3. Every figure is of its tier's own window (correctness only; how
# close the figures come to the truth is bench-brokers'): every broker
# has a window figure of every default query; a request time's is
# finite and >= 0; every point lies inside the window, and a rate's
# point no earlier than its rate range after the window's start.
cat >"$T_TMP/window.py" <<'EOF'
import json, math, re, sys
d = json.load(open(sys.argv[1]))
want = sys.argv[2].split(",")
targets = sys.argv[3].split(",")
plan_queries = {q["name"] for q in (((d.get("plan") or {}).get("source") or {}).get("cluster") or {})
                .get("prometheus", {}).get("queries", [])}
bad = []
n = 0
for t in d["tiers"]:
    for w in (t.get("brokers") or {}).get("windows", []):
        if w.get("unavailable"):
            continue
        length = w["end_s"] - w["start_s"]
        got = {q["name"]: q for q in w["queries"]}
        for name in want:
            q = got.get(name)
            if not q or q.get("error"):
                bad.append("%s: %s missing or failed" % (t["name"], name))
                continue
            # A query the plan replaces (network_bytes in the test plan)
            # has no window form: its figure is the mean of its points,
            # every one inside the window.
            if "@" not in (q.get("window_promql") or "") and \
                    name not in plan_queries:
                bad.append("%s: %s has no window form" % (t["name"], name))
            m = re.search(r"\[(\d+)s\]", q["promql"])
            rr = int(m.group(1)) if m else 0
            if sorted(s["broker"] for s in q["series"]) != sorted(targets):
                bad.append("%s: %s brokers %s" % (t["name"], name,
                           [s["broker"] for s in q["series"]]))
            for s in q["series"]:
                n += 1
                v = s.get("window")
                where = "%s trial %d %s broker %s" % (t["name"], w["trial"],
                                                      name, s["broker"])
                if not isinstance(v, (int, float)) or not math.isfinite(v):
                    bad.append("%s: window figure %r" % (where, v))
                elif q["unit"] == "ms" and v < 0:
                    bad.append("%s: request time %r < 0" % (where, v))
                for ts in s["t_s"]:
                    if ts < rr - 0.01 or ts > length + 0.01:
                        bad.append("%s: point at %.3f s outside [%d, %.3f]"
                                   % (where, ts, rr, length))
                        break
print("\n".join(bad[:20]) if bad else "ok %d" % n)
EOF
$PY "$T_TMP/window.py" "$R" "process_cpu,host_cpu,bytes_in,bytes_out,messages_in,replication_bytes_in,disk_write_bytes,disk_io_time,network_bytes,request_handler_idle,network_processor_idle,produce_queue_ms,produce_local_ms,produce_remote_ms,produce_send_ms,under_replicated,active_controller" "$KP_CLUSTER_METRICS" >"$T_TMP/window.out" 2>&1
case "$(cat "$T_TMP/window.out")" in
"ok "*) pass "window figures: every broker, every default query, every tier and trial ($(cut -d' ' -f2 "$T_TMP/window.out") series); points inside the window" ;;
*) fail "window figures of every broker, points inside the window" "$(head -c 1500 "$T_TMP/window.out")" ;;
esac

# The reports, in both languages: the table per tier, the extrapolation.
M="$out/report.md"
contains "report: Brokers during the test" "$M" "### A.6 Brokers during the test"
contains "report: a column per broker and figure" "$M" "| Broker 1 (127.0.0.1): mean over the window | Broker 1 (127.0.0.1): highest point | Broker 2 (127.0.0.1): mean over the window |"
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
	if grep -E "Brokers as a limit: \*\*throttled by a quota: [0-9.,]+ ms per Produce request on broker [0-9]+( \([^)]*\))?\*\*" \
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
