# Criteria per window on the embedded cluster: a 30-s tier with a 1-s
# RTT step (plan "faults"), judged per 5-s window. The run records every
# window of both phases, each window's messages and latencies add up to
# the phase's, each windowed check is judged on them with its worst
# window, and both reports show them. Whether the step's window fails is
# the rule's answer on recorded data (test_evaluate's test_window_step);
# here it is only printed, as a live run's latency is not asserted.
. tests/lib.sh

cat >"$T_TMP/win.json" <<'EOF2'
{
  "name": "windows-step",
  "topic": { "partitions": 8 },
  "defaults": { "record_size": 200 },
  "tiers": [
    { "name": "step", "messages": 30000, "rate": 1000, "warmup": 500,
      "consumer": { "mode": "during" },
      "faults": ["rtt=300ms@12s+1s"] }
  ],
  "criteria": [
    { "metric": "produce.latency.p95_ms", "op": "<=", "threshold": 100 },
    { "metric": "produce.latency.p95_ms", "op": "<=", "threshold": 100,
      "window": "5s" },
    { "metric": "produce.rate.achieved_msgs_per_sec", "op": ">=",
      "threshold": 1, "window": "5s", "windows": 0.9 },
    { "metric": "consume.e2e_latency.max_ms", "op": "<=", "threshold": 600000,
      "window": "10s" }
  ]
}
EOF2
timeout -k 5 300 $KPLAN run -q "$T_TMP/win.json" --out "$T_TMP/win" >"$T_TMP/win.out" 2>&1
rc=$?
if [ $rc -eq 0 ] || [ $rc -eq 1 ]; then pass "the run ends with exit 0 or 1 ($rc)"
else fail "the run ends with exit 0 or 1" "exit $rc: $(tail -5 "$T_TMP/win.out")"; fi

out=$($PY - "$T_TMP/win/results.json" <<'EOF2'
import json, math, sys
d = json.load(open(sys.argv[1]))
t = d["tiers"][0]
p, c = t["produce"], t["consume"]
problems = []
def want(ok, what):
    if not ok:
        problems.append(what)
pw = [s for s in p.get("windows", []) if s["window_s"] == 5]
want(len(pw) == 1, "one 5-s series of the produce phase")
cw = [s for s in c.get("windows", []) if s["window_s"] == 10]
want(len(cw) == 1, "one 10-s series of the consume phase")
want(not [s for s in p.get("windows", []) if s["window_s"] == 10],
     "no 10-s produce series (the 10-s criterion is a consume one)")
if pw:
    pts = pw[0]["points"]
    want(len(pts) >= 5, "at least 5 windows of 5 s in a 30-s phase (%d)" % len(pts))
    want(sum(w["msgs"] for w in pts) == p["delivered"],
         "windows' messages add up to the delivered (%d, %d)"
         % (sum(w["msgs"] for w in pts), p["delivered"]))
    want(sum(w["latency_ms"]["count"] for w in pts) == p["measured"],
         "windows' latencies add up to the measured (%d, %d)"
         % (sum(w["latency_ms"]["count"] for w in pts), p["measured"]))
    ends = [w["t_s"] for w in pts]
    want(ends == sorted(ends), "windows in order")
    want(all(abs(w["t_s"] - 5 * (i + 1)) < 1e-6 for i, w in enumerate(pts[:-1])),
         "whole windows end on 5-s boundaries")
    want(all(w["dur_s"] >= 4.99 for w in pts), "no window shorter than 5 s")
    want(max(w["latency_ms"]["max_ms"] for w in pts) == p["latency_ms"]["max_ms"],
         "the worst window's max is the phase's max")
    checks = d["evaluation"]["checks"]
    k = checks[1]
    want("window" in k and k["window"]["window_s"] == 5, "check 2 is per window")
    if "window" in k:
        vals = [q["value"] for q in k["window"]["points"] if q["value"] is not None]
        want(len(k["window"]["points"]) == len(pts), "a value per window")
        want(k["window"]["judged"] == len(vals), "judged = windows with a value")
        want(abs(k["value"] - max(vals)) < 1e-9, "the value is the worst window's")
        want(k["window"]["failed"] == sum(v > 100 for v in vals), "failed counted")
        want(k["verdict"] == ("FAIL" if k["window"]["failed"] else "PASS"),
             "the verdict follows the windows")
        want(k["window"].get("worst_at", "").endswith("Z"), "the worst window's UTC")
        print("NOTE: whole-tier p95 %.1f ms (%s); per 5 s: worst %.1f ms, %d of %d "
              "windows over 100 ms (%s)" % (checks[0]["value"], checks[0]["verdict"],
              k["value"], k["window"]["failed"], k["window"]["judged"], k["verdict"]))
    r = checks[2]
    want(r.get("window", {}).get("needed") == math.floor(0.9 * r["window"]["judged"] + 1e-9)
         or r["window"]["needed"] == 1, "windows 0.9 in whole windows")
    e = checks[3]
    want(e.get("window", {}).get("phase") == "consume", "the e2e check judges the consume phase")
print("PROBLEMS: " + "; ".join(problems) if problems else "OK")
EOF2
)
echo "$out" | grep '^NOTE' || true
if echo "$out" | grep -q '^OK$'; then pass "windows recorded, adding up, and judged"
else fail "windows recorded, adding up, and judged" "$out"; fi

contains "the Markdown has the windows' section" "$T_TMP/win/report.md" "#### Criteria per window"
contains "the Markdown links the windows' chart" "$T_TMP/win/report.md" "(charts/windows-2.svg)"
check "the windows' chart is drawn" test -s "$T_TMP/win/charts/windows-2.svg"
if $PY - "$T_TMP/win/report.xlsx" <<'EOF2'
import sys, zipfile, re
z = zipfile.ZipFile(sys.argv[1])
sheets = re.findall(r'<sheet name="([^"]+)"', z.read("xl/workbook.xml").decode())
sys.exit(0 if "Windows" in sheets else 1)
EOF2
then pass "the workbook has the Windows sheet"; else fail "the workbook has the Windows sheet" "missing"; fi
$PY tests/xlsx/check_workbook.py "$T_TMP/win/report.xlsx" "$T_TMP/win/results.json" >"$T_TMP/wb.out" 2>&1
rc=$?
expect_rc "check_workbook accepts the workbook" 0 "$rc"
[ "$rc" -eq 0 ] || grep "^FAIL" "$T_TMP/wb.out" | head -5
finish
