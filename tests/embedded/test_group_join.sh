# The group join is not a stall (docs/metrics.md, "Interval series"): on
# the embedded cluster the consumers' join takes about 3 s, and the reads
# begin after it and the first fetch. results.json keeps when the reads
# began (consume.first_msg_s, after the join), the join as its own figure
# (consume.rebalance_ms), and no stall in reads for a tier whose reads
# never paused; the reports name no stall in reads as a cause of a failed
# consume check. Whether a live run's intervals would have looked like a
# stall is the rule's answer on recorded series (test_stall.c).
. tests/lib.sh

cat >"$T_TMP/join.json" <<'JSON'
{ "name": "group-join", "topic": {"name": "kplan-group-join", "partitions": 3},
  "defaults": { "record_size": 100 },
  "tiers": [ {"name": "during", "messages": 6000, "rate": 2000,
              "consumer": { "mode": "during" }},
             {"name": "after", "messages": 20000, "rate": "unlimited"} ],
  "criteria": [ {"metric": "consume.rebalance_ms", "op": "<=", "threshold": 1},
                {"metric": "consume.completeness", "op": ">=", "threshold": 1} ] }
JSON
timeout -k 5 300 $KPLAN run -q -o "$T_TMP/join" "$T_TMP/join.json" >"$T_TMP/j.out" 2>&1; rc=$?
expect_rc "the run ends with exit 1 (the join check fails)" 1 $rc
R="$T_TMP/join/results.json"
out=$($PY - "$R" <<'PYEOF'
import json, sys
d = json.load(open(sys.argv[1]))
ev = {t["name"]: t for t in d["evaluation"]["tiers"]}
for t in d["tiers"]:
    c = t["consume"]
    n = t["name"]
    print("NOTE: %s: join %.0f ms, first message at %s s, intervals %s" % (
        n, c["rebalance_ms"], c.get("first_msg_s"),
        [(round(i["t_s"], 2), i["msgs"]) for i in c["intervals"]][:8]))
    ok = ("first_msg_s" in c and c["first_msg_s"] * 1000 >= c["rebalance_ms"]
          and c["rebalance_ms"] > 0)
    print("%s first: %s" % (n, "OK" if ok else "BAD"))
    print("%s stall: %s" % (n, "BAD" if "consume_stall" in ev[n] else "OK"))
PYEOF
)
echo "$out" | grep '^NOTE'
for t in during after; do
	if echo "$out" | grep -qx "$t first: OK"; then
		pass "$t: the reads begin at first_msg_s, after the join"
	else fail "$t: the reads begin at first_msg_s, after the join" "$out"; fi
	if echo "$out" | grep -qx "$t stall: OK"; then
		pass "$t: no stall in reads for the group join"
	else fail "$t: no stall in reads for the group join" "$out"; fi
done
lacks "report.md names no stall in reads" "$T_TMP/join/report.md" "stall in reads"
contains "report.md shows the join as its own figure" "$T_TMP/join/report.md" "Group join (ms)"
finish
