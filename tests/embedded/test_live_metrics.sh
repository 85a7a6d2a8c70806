# kplan run --metrics-listen on the embedded cluster: /metrics answers
# during the run with kplan_ series that promtool accepts, and a
# Prometheus of its own (Debian's, on 127.0.0.1) scrapes it and answers a
# query of them. Bad or busy addresses are refused before any load.
# Correctness only: no timing is asserted.
. tests/lib.sh

free_port() {
	$PY -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'
}

# Refused before any connection, with exit 2.
$KPLAN run --metrics-listen 127.0.0.1:70000 --out "$T_TMP/bad" plans/quickstart.json >"$T_TMP/bad.out" 2>&1
expect_rc "--metrics-listen with port 70000 is a usage error" 2 $?
contains "it says which port is allowed" "$T_TMP/bad.out" "a port from 1 to 65535"
lacks "nothing connected" "$T_TMP/bad.out" "connecting to"
check "no report directory" test ! -e "$T_TMP/bad"
cat >"$T_TMP/badplan.json" <<'EOF'
{ "kplan": 1, "name": "bad", "topic": { "name": "t" },
  "cluster": { "metrics_listen": "nohost" },
  "tiers": [ { "name": "a", "messages": 10 } ] }
EOF
$KPLAN validate "$T_TMP/badplan.json" >"$T_TMP/bv.out" 2>&1
expect_rc "cluster.metrics_listen without a port is refused by validate" 2 $?
contains "validate names the field" "$T_TMP/bv.out" "cluster.metrics_listen"
# A port already taken: one the test holds open.
busy=$(free_port)
$PY -c 'import socket, sys, time
s = socket.socket(); s.bind(("127.0.0.1", int(sys.argv[1]))); s.listen(1); time.sleep(30)' "$busy" &
holder=$!
sleep 0.5
$KPLAN run --metrics-listen "127.0.0.1:$busy" --out "$T_TMP/busy" plans/quickstart.json >"$T_TMP/busy.out" 2>&1
expect_rc "a port in use is refused with exit 2" 2 $?
contains "it says why" "$T_TMP/busy.out" "Address already in use"
kill "$holder" 2>/dev/null
wait "$holder" 2>/dev/null

# A run of two tiers at a fixed rate, long enough to be scraped.
cat >"$T_TMP/live.json" <<'EOF'
{ "kplan": 1, "name": "live-metrics", "topic": { "name": "kplan-live", "partitions": 3 },
  "defaults": { "record_size": 100, "warmup": 200 },
  "tiers": [ { "name": "first", "messages": "24k", "rate": 2000 },
             { "name": "second", "messages": "10k", "rate": 2000 } ],
  "criteria": [ { "metric": "produce.latency.p95_ms", "op": "<=", "threshold": 60000 },
                { "metric": "produce.errors", "op": "<=", "threshold": 0 } ] }
EOF
KP=$(free_port)
PP=$(free_port)
PROM="$T_TMP/prom"
mkdir -p "$PROM/data"
cat >"$PROM/prometheus.yml" <<EOF
global:
  scrape_interval: 1s
  scrape_timeout: 1s
scrape_configs:
  - job_name: kplan
    static_configs:
      - targets: ['127.0.0.1:$KP']
EOF
prometheus --config.file="$PROM/prometheus.yml" --storage.tsdb.path="$PROM/data" \
	--web.listen-address="127.0.0.1:$PP" </dev/null >"$PROM/log" 2>&1 &
prom_pid=$!
kplan_pid=""
cleanup() {
	[ -n "$kplan_pid" ] && kill "$kplan_pid" 2>/dev/null
	kill "$prom_pid" 2>/dev/null
	wait "$prom_pid" 2>/dev/null
	rm -rf "$T_TMP"
}
trap cleanup EXIT
ready=0
for _ in $(seq 1 120); do
	if curl -sf "http://127.0.0.1:$PP/-/ready" >/dev/null 2>&1; then ready=1; break; fi
	kill -0 "$prom_pid" 2>/dev/null || break
	sleep 0.5
done
expect_rc "a Prometheus of the test's own is ready" 1 $ready

timeout 300 $KPLAN run -q --metrics-listen "127.0.0.1:$KP" -X client.id=kplan-secret-client-id \
	--out "$T_TMP/live" "$T_TMP/live.json" >"$T_TMP/live.out" 2>"$T_TMP/live.err" &
kplan_pid=$!

# Scrape until the first tier has delivered messages (bounded).
S="$T_TMP/scrape.txt"
got=0
for _ in $(seq 1 240); do
	if curl -sf "http://127.0.0.1:$KP/metrics" >"$S" 2>/dev/null &&
		grep -qE '^kplan_delivered_messages_total\{[^}]*tier="first"\} [1-9]' "$S"; then
		got=1
		break
	fi
	kill -0 "$kplan_pid" 2>/dev/null || break
	sleep 0.25
done
expect_rc "/metrics answers during the run with messages delivered" 1 $got
for s in kplan_run_info kplan_tier_phase kplan_tier_progress_ratio \
	kplan_produced_messages_total kplan_delivered_messages_total \
	kplan_failed_messages_total kplan_produce_rate_messages_per_second \
	kplan_produce_latency_seconds_bucket kplan_produce_latency_seconds_count \
	kplan_produce_latency_seconds_sum kplan_client_cpu_cores kplan_criterion_pass; do
	contains "series $s" "$S" "$s{"
done
contains "HELP and TYPE lines" "$S" "# TYPE kplan_produce_latency_seconds histogram"
contains "labels plan, run_id and tier" "$S" 'kplan_tier_phase{plan="live-metrics",run_id="live-metrics-'
lacks "no client property value in any label" "$S" "kplan-secret-client-id"
if promtool check metrics <"$S" >"$T_TMP/promtool.out" 2>&1; then
	pass "promtool check metrics: clean"
else
	fail "promtool check metrics: clean" "$(head -20 "$T_TMP/promtool.out")"
fi
# The histogram: cumulative, monotone, +Inf = _count, for every tier.
$PY - "$S" >"$T_TMP/hist.out" 2>&1 <<'PYEOF'
import re, sys
b, c = {}, {}
for line in open(sys.argv[1]):
    m = re.match(r'kplan_produce_latency_seconds_bucket\{.*tier="([^"]*)",le="([^"]*)"\} (\d+)', line)
    if m:
        b.setdefault(m.group(1), []).append((m.group(2), int(m.group(3))))
    m = re.match(r'kplan_produce_latency_seconds_count\{.*tier="([^"]*)"\} (\d+)', line)
    if m:
        c[m.group(1)] = int(m.group(2))
assert b and set(b) == set(c), (b.keys(), c.keys())
for t, v in b.items():
    les = [float(le) for le, _ in v]
    n = [x for _, x in v]
    assert les == sorted(les) and les[-1] == float("inf"), t
    assert n == sorted(n), t
    assert n[-1] == c[t] > 0, t
print("ok")
PYEOF
contains "latency buckets cumulative, monotone, +Inf = _count" "$T_TMP/hist.out" "ok"

# Prometheus scraped it: the series comes back through its HTTP API.
q="$T_TMP/q.json"
found=0
for _ in $(seq 1 120); do
	curl -sf "http://127.0.0.1:$PP/api/v1/query" \
		--data-urlencode 'query=kplan_delivered_messages_total{job="kplan",plan="live-metrics"}' >"$q" 2>/dev/null &&
		[ "$(json_get "$q" "len(d['data']['result'])")" -ge 1 ] 2>/dev/null && { found=1; break; }
	sleep 0.5
done
expect_rc "Prometheus answers a query of kplan_delivered_messages_total" 1 $found
curl -sf "http://127.0.0.1:$PP/api/v1/query" \
	--data-urlencode 'query=histogram_quantile(0.95, kplan_produce_latency_seconds_bucket{job="kplan"})' >"$q" 2>/dev/null
expect_rc "histogram_quantile over kplan's buckets gives a latency" True \
	"$(json_get "$q" "len(d['data']['result']) >= 1 and all(0 <= float(r['value'][1]) < 60 for r in d['data']['result'])" 2>/dev/null)"

# Every series kplan wrote is named in docs/metrics.md; every query of
# the Grafana dashboard names documented series and Prometheus accepts it.
for f in $(sed -n 's/^# TYPE \(kplan_[a-z0-9_]*\) .*/\1/p' "$S"); do
	contains "docs/metrics.md names $f" docs/metrics.md "| \`$f\` |"
done
$PY - "http://127.0.0.1:$PP" >"$T_TMP/dash.out" 2>&1 <<'PYEOF'
import json, re, sys, urllib.parse, urllib.request
d = json.load(open("docs/grafana-kplan.json"))
docs = open("docs/metrics.md").read()
n = 0
for p in d["panels"]:
    for t in p["targets"]:
        e = t["expr"]
        for name in re.findall(r"kplan_[a-z0-9_]+", e):
            base = re.sub(r"_(bucket|sum|count)$", "", name)
            assert "| `%s` |" % base in docs, name
        q = e.replace("$plan", ".*").replace("$run_id", ".*").replace("$__rate_interval", "1m")
        url = sys.argv[1] + "/api/v1/query?" + urllib.parse.urlencode({"query": q})
        r = json.load(urllib.request.urlopen(url, timeout=10))
        assert r["status"] == "success", (q, r)
        n += 1
print("ok", n)
PYEOF
contains "the dashboard's queries name documented series and Prometheus accepts them" "$T_TMP/dash.out" "ok "

wait "$kplan_pid"
rc=$?
kplan_pid=""
if [ $rc -eq 0 ] || [ $rc -eq 1 ]; then pass "the run ended (exit $rc)"; else
	fail "the run ended" "exit $rc: $(tail -5 "$T_TMP/live.err")"; fi
expect_rc "both tiers complete" "complete complete" "$(json_get "$T_TMP/live/results.json" "' '.join(t['status'] for t in d['tiers'])")"
if curl -sf "http://127.0.0.1:$KP/metrics" >/dev/null 2>&1; then
	fail "the server stops with the run" "still answering"
else
	pass "the server stops with the run"
fi
finish
