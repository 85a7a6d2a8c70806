# The .hlog files kplan writes beside results.json, read by HdrHistogram's
# own Java library (HistogramLogReader, tests/hdr/HlogCheck.java): the
# count, min, max, p50, p95, p99 and p99.9 of every latency series of each
# tier, held against results.json. kplan's histogram maps onto
# HdrHistogram's buckets one to one (src/report/hlog.h), so the count is
# equal, and min, max and every nearest-rank percentile of results.json
# lie in the bucket HdrHistogram finds for them; HdrHistogram's own
# getValueAtPercentile (which rounds the rank) lies within the buckets of
# the ranks either side. kplan report writes the same files.
. tests/lib.sh

cat >"$T_TMP/plan.json" <<'JSON'
{ "name": "hlog", "topic": {"name": "kplan-hlog", "partitions": 3},
  "defaults": {"record_size": 100, "warmup": 100},
  "tiers": [
    {"name": "steady", "messages": 4000, "rate": 2000,
     "consumer": {"mode": "during"}},
    {"name": "burst 1", "messages": 20000, "rate": "unlimited"} ],
  "criteria": [{"metric": "produce.errors", "op": "<=", "threshold": 0}] }
JSON
$KPLAN run -q -o "$T_TMP/r" "$T_TMP/plan.json" >"$T_TMP/run.out" 2>"$T_TMP/run.err"
expect_rc "run: exit 0" 0 $?
for f in steady.produce-latency steady.produce-service steady.consume-e2e \
	burst_1.produce-latency burst_1.produce-service; do
	check "$f.hlog beside results.json" test -s "$T_TMP/r/$f.hlog"
done
check "no e2e log for a tier that read afterwards" test ! -e "$T_TMP/r/burst_1.consume-e2e.hlog"
contains "the log format header" "$T_TMP/r/steady.produce-latency.hlog" "#[Histogram log format version 1.3]"
contains "the legend" "$T_TMP/r/steady.produce-latency.hlog" '"StartTimestamp","Interval_Length","Interval_Max","Interval_Compressed_Histogram"'

tests/hdr/hdr.sh "$T_TMP"/r/*.hlog >"$T_TMP/hdr.json" 2>"$T_TMP/hdr.err"
rc=$?
if [ $rc -eq 3 ]; then
	echo "SKIP: HdrHistogram's Java library is not available: $(tail -n 1 "$T_TMP/hdr.err")"
	finish
fi
expect_rc "HdrHistogram's HistogramLogReader read every log" 0 $rc
$PY - "$T_TMP/r/results.json" "$T_TMP/hdr.json" <<'PY' >"$T_TMP/cmp.out"
import json, os, sys
res = json.load(open(sys.argv[1]))
seen = {}
for line in open(sys.argv[2]):
    d = json.loads(line)
    seen[os.path.basename(d["file"])] = d
def us(ms):
    return round(ms * 1000)
def inb(v, b):
    return b[0] <= v <= b[1]
for t in res["tiers"]:
    name = "".join(c if c.isalnum() or c in "._-+" else "_" for c in t["name"])
    series = [("produce-latency", t["produce"]["latency_ms"]),
              ("produce-service", t["produce"]["service_latency_ms"])]
    if t["consume"] and (t["consume"]["e2e_latency_ms"] or {}).get("count"):
        series.append(("consume-e2e", t["consume"]["e2e_latency_ms"]))
    for s, lat in series:
        f = "%s.%s.hlog" % (name, s)
        d = seen.get(f)
        if d is None:
            print("FAIL: %s: read by HdrHistogram: not found" % f)
            continue
        print(("PASS" if d["intervals"] == 1 else "FAIL") + ": %s: one interval (%d)" % (f, d["intervals"]))
        print(("PASS" if d["digits"] == 3 else "FAIL") + ": %s: 3 significant digits" % f)
        ok = d["count"] == lat["count"]
        print(("PASS" if ok else "FAIL") + ": %s: count %d = results.json %d" % (f, d["count"], lat["count"]))
        for k in ("min", "max"):
            v = us(lat[k + "_ms"])
            print(("PASS" if inb(v, d[k]) else "FAIL") +
                  ": %s: %s %d us in HdrHistogram's bucket %s" % (f, k, v, d[k]))
        for p in ("50", "95", "99", "999"):
            v = us(lat["p%s_ms" % p])
            h = d["p" + p]
            print(("PASS" if inb(v, h["rank"]) else "FAIL") +
                  ": %s: p%s %d us in HdrHistogram's bucket %s at the same rank" % (f, p, v, h["rank"]))
            print(("PASS" if h["below"] <= h["hdr"] <= h["above"] else "FAIL") +
                  ": %s: HdrHistogram's getValueAtPercentile(%s) %d within [%d, %d]; results.json %d" %
                  (f, p, h["hdr"], h["below"], h["above"], v))
PY
cat "$T_TMP/cmp.out"
check "the comparison ran" test -s "$T_TMP/cmp.out"
if grep -q '^FAIL' "$T_TMP/cmp.out"; then T_FAILS=$((T_FAILS + $(grep -c '^FAIL' "$T_TMP/cmp.out"))); fi

# kplan report writes them too, from results.json alone.
$KPLAN report -o "$T_TMP/again" "$T_TMP/r/results.json" >/dev/null 2>&1
for f in "$T_TMP"/r/*.hlog; do
	b=$(basename "$f")
	if cmp -s "$f" "$T_TMP/again/$b"; then pass "kplan report wrote the same $b"
	else fail "kplan report wrote the same $b" "differs or missing"; fi
done
finish
