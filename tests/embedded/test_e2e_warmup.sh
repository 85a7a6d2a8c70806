# The warm-up is out of the end-to-end histogram (docs/metrics.md,
# "End-to-end latency"): on the embedded cluster, with consumers that read
# during the produce phase, the end-to-end histogram holds the tier's
# measured messages, and the warm-up's are read and counted apart, by a
# count of messages and by a duration.
. tests/lib.sh

cat >"$T_TMP/warm.json" <<'JSON'
{ "name": "e2e-warmup", "topic": {"name": "kplan-e2e-warmup", "partitions": 3},
  "defaults": { "record_size": 100, "consumer": { "mode": "during" } },
  "tiers": [ {"name": "count", "messages": 3000, "rate": 3000, "warmup": 1000},
             {"name": "time", "messages": 3000, "rate": 2000, "warmup": "500ms"},
             {"name": "short", "messages": 3000, "rate": 3000, "warmup": 700,
              "record_size": 10},
             {"name": "backlog", "messages": 16000, "rate": 2000, "warmup": 1000,
              "consumer": { "mode": "after" }, "backlog": {"pause": "2s"}} ],
  "criteria": [ {"metric": "consume.completeness", "op": ">=", "threshold": 1} ] }
JSON
timeout -k 5 300 $KPLAN run -q -o "$T_TMP/warm" "$T_TMP/warm.json" >"$T_TMP/w.out" 2>&1; rc=$?
expect_rc "the run completes" 0 $rc
R="$T_TMP/warm/results.json"
out=$($PY - "$R" <<'PYEOF'
import json, sys
d = json.load(open(sys.argv[1]))
want = {"count": 1000, "time": 1000, "short": 700, "backlog": 1000}
for t in d["tiers"]:
    p, c = t["produce"], t["consume"]
    n = c["e2e_latency_ms"]["count"]
    print("%s warmup %d measured %d e2e %d e2e_warmup %s read %d" % (
        t["name"], p["warmup"], p["measured"], n, c.get("e2e_warmup"), c["messages"]))
    print("%s: %s" % (t["name"], "OK" if
          p["warmup"] == want[t["name"]] and n == p["measured"] and
          c.get("e2e_warmup") == p["warmup"] and
          n + c["e2e_warmup"] == c["messages"] == p["sent"] else "BAD"))
    # A drain reads the warm-up first, the oldest messages, and does not
    # time them: an interval that read only those has not caught up.
    if "backlog" in c:
        b = c["backlog"]
        print("NOTE: backlog drained %s, %d messages read by then, %.2f s" % (
            b["drained"], b["caught_up_messages"], b["caught_up_s"]))
        print("drain: %s" % ("OK" if b["drained"] and
                             b["caught_up_messages"] >= p["warmup"] else "BAD"))
PYEOF
)
echo "$out" | grep -v ': OK$\|: BAD$' | sed 's/^\(NOTE: \)*/NOTE: /'
if echo "$out" | grep -qx "drain: OK"; then
	pass "backlog: caught up after the warm-up was read, not on it"
else fail "backlog: caught up after the warm-up was read, not on it" "$out"; fi
for t in count time short backlog; do
	if echo "$out" | grep -qx "$t: OK"; then
		pass "$t: the e2e histogram's count is the measured messages, the warm-up read apart"
	else
		fail "$t: the e2e histogram's count is the measured messages, the warm-up read apart" "$out"
	fi
done
finish
