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

# Consumers whose timeout comes before the join ends are never assigned a
# partition: no join that ended, no fetch time, nothing read. results.json
# says so (null, with the reasons), never a join as long as the phase or
# 0 msg/s, and so do the reports.
cat >"$T_TMP/cut.json" <<'JSON'
{ "name": "never-assigned", "topic": {"name": "kplan-never-assigned", "partitions": 3},
  "defaults": { "record_size": 100 },
  "tiers": [ {"name": "cut", "messages": 2000, "rate": 2000,
              "consumer": {"timeout": "1s"}} ],
  "criteria": [ {"metric": "consume.rebalance_ms", "op": "<=", "threshold": 60000},
                {"metric": "consume.fetch_msgs_per_sec", "op": ">=", "threshold": 1} ] }
JSON
timeout -k 5 300 $KPLAN run -q -o "$T_TMP/cut" "$T_TMP/cut.json" >"$T_TMP/c.out" 2>&1; rc=$?
expect_rc "never assigned: the run is not PASS (exit 1)" 1 $rc
R="$T_TMP/cut/results.json"
expect_rc "never assigned: the join and the fetch rates are null, with the reason" \
	"incomplete 0 None None None never_assigned" \
	"$(json_get "$R" "(lambda t, c: ' '.join(str(x) for x in (t['status'], c['messages'], c['rebalance_ms'], c['fetch_msgs_per_sec'], c['fetch_mib_per_sec'], c.get('fetch_unknown'))))(d['tiers'][0], d['tiers'][0]['consume'])")"
expect_rc "never assigned: no end-to-end latency, with its reason; no first message; no stall" \
	"None read_after_produce False False" \
	"$(json_get "$R" "(lambda c, e: ' '.join(str(x) for x in (c['e2e_latency_ms'], c.get('e2e_unknown'), 'first_msg_s' in c, 'consume_stall' in e)))(d['tiers'][0]['consume'], d['evaluation']['tiers'][0])")"
expect_rc "never assigned: the join and fetch checks carry no value, not judged" \
	"INCOMPLETE None INCOMPLETE None" \
	"$(json_get "$R" "' '.join(c['verdict'] + ' ' + str(c.get('value')) for c in d['evaluation']['checks'])")"
# report.md's consume table: the join and the fetch columns are empty.
row=$(awk -F'|' '/^[|] Tier [|] Consumers [|] Read [|]/ { on = 1; next } on && /^[|] cut [|]/ { print; exit }' "$T_TMP/cut/report.md")
cols=$(echo "$row" | awk -F' *[|] *' '{ print "tier=" $2 " read=" $4 " join=" $8 " fetch=" $11 "/" $12 }')
expect_rc "never assigned: report.md shows no join and no fetch rate" "tier=cut read=0 join= fetch=/" "$cols"

# Stopped (Ctrl-C) while the consumers join: the tier is interrupted, and
# the messages not read are not known to be missing. Completeness is null
# with its reason, its check not judged, and the run INCOMPLETE, not FAIL
# with "2,000 lost". The signal goes once the consume phase has begun.
sed 's/"timeout": "1s"/"timeout": "60s"/; s/"never-assigned"/"stopped"/; s/kplan-never-assigned/kplan-stopped/' \
	"$T_TMP/cut.json" >"$T_TMP/stop.json"
sed -i 's/"consume.rebalance_ms", "op": "<=", "threshold": 60000/"consume.completeness", "op": ">=", "threshold": 1/' "$T_TMP/stop.json"
$KPLAN run -o "$T_TMP/stop" "$T_TMP/stop.json" >"$T_TMP/s.out" 2>&1 &
pid=$!
for _ in $(seq 600); do
	grep -q "consume phase: reading" "$T_TMP/s.out" && break
	sleep 0.1
done
kill -INT $pid
wait $pid; rc=$?
expect_rc "stopped: exit 1" 1 $rc
R="$T_TMP/stop/results.json"
expect_rc "stopped: the tier is interrupted, completeness null with the reason" \
	"interrupted True None stopped" \
	"$(json_get "$R" "(lambda t, c: ' '.join(str(x) for x in (t['status'], c.get('stopped'), c['completeness'], c.get('completeness_unknown'))))(d['tiers'][0], d['tiers'][0]['consume'])")"
expect_rc "stopped: completeness not judged, the run INCOMPLETE" "INCOMPLETE None INCOMPLETE" \
	"$(json_get "$R" "(lambda k: k['verdict'] + ' ' + str(k.get('value')))([k for k in d['evaluation']['checks'] if k['metric'] == 'consume.completeness'][0]) + ' ' + d['evaluation']['verdict']")"
contains "stopped: report.md says the phase was stopped, not that messages were lost" "$T_TMP/stop/report.md" \
	"the consume phase was stopped before every message was read"
lacks "stopped: report.md names no message lost" "$T_TMP/stop/report.md" "acknowledged but never read (lost)"
finish
