#!/usr/bin/python3
"""make bench-brokers: how close kplan's window figures of the brokers
come to the truth, on the 3-broker test cluster (tests/kafka/cluster.sh)
with Prometheus and node_exporter (tests/kafka/prometheus.sh), both
started by the Makefile target.

(a) A heavy load (acks=all, 16 KiB records, no rate limit, 20 s) first
    inflates the brokers' lifetime request times, which a lifetime Mean
    would go on reporting in every later tier.
(b) kplan runs fixed-rate tiers of 15 s (PLAN below) with Prometheus.
(c) Meanwhile this script polls every broker's JMX exporter (/metrics)
    every second for the Produce request histograms' Mean and Count, and
    computes each tier window's true mean, delta(Mean x Count) / delta
    Count between the samples nearest the window's ends; the table sets
    kplan's window figure beside it (goal: within 35% or 0.5 ms).
(d) Per tier, the brokers' bytes in (window figure x window length,
    summed over brokers) against the bytes kplan produced (goal: within
    15%).

    bench/brokers_window.py [--docs docs/benchmarks.md]
"""
import argparse
import datetime
import json
import os
import re
import subprocess
import sys
import tempfile
import threading
import time
import urllib.request

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
KPLAN = os.path.join(ROOT, "build", "kplan")
RECORD = 1024  # the tiers' record size, bytes
# (a): a burst of 16 KiB records, acks=all, four producers.
LOAD = r"""{
  "kplan": 1,
  "name": "bench-brokers-inflate",
  "title": "bench-brokers: a burst that inflates the brokers' lifetime request times",
  "cluster": { "bootstrap.servers": "${KP_CLUSTER_BOOTSTRAP}" },
  "topic": { "name": "${KPLAN_IT_TOPIC}", "partitions": 6, "replication_factor": 3 },
  "defaults": {
    "record_size": 16384,
    "interval": "1s",
    "producer": { "acks": "all", "linger.ms": 20 },
    "consumer": { "enabled": false }
  },
  "tiers": [
    { "name": "burst", "messages": "60k", "rate": "unlimited", "producers": 4 }
  ],
  "criteria": [
    { "metric": "produce.latency.p95_ms", "op": "<=", "threshold": 60000 }
  ]
}
"""
# (b): fixed-rate tiers of 15 s with Prometheus.
PLAN = r"""{
  "kplan": 1,
  "name": "bench-brokers-window",
  "title": "bench-brokers: fixed-rate tiers whose broker figures are compared with the exporters' own",
  "cluster": {
    "bootstrap.servers": "${KP_CLUSTER_BOOTSTRAP}",
    "prometheus": {
      "url": "${KP_PROM_URL}",
      "selector": "{job=\"kafka\"}",
      "node_selector": "{job=\"node\"}",
      "window": "3s",
      "scrape_interval": "3s",
      "timeout": "5s"
    }
  },
  "topic": { "name": "${KPLAN_IT_TOPIC}", "partitions": 6, "replication_factor": 3 },
  "defaults": {
    "record_size": 1024,
    "interval": "1s",
    "producer": { "acks": "all", "linger.ms": 5 },
    "consumer": { "enabled": false }
  },
  "tiers": [
    { "name": "1k", "messages": "15k", "rate": 1000 },
    { "name": "3k", "messages": "45k", "rate": 3000 },
    { "name": "6k", "messages": "90k", "rate": 6000 }
  ],
  "criteria": [
    { "metric": "produce.latency.p95_ms", "op": "<=", "threshold": 5000 }
  ]
}
"""
PARTS = {"RequestQueue": "produce_queue_ms", "Local": "produce_local_ms",
         "Remote": "produce_remote_ms", "ResponseSend": "produce_send_ms"}
LINE = re.compile(r'^kafka_network_requestmetrics_time_ms(_count)?\{'
                  r'part="(\w+)",request="Produce"\} (\S+)$', re.M)
NODE = re.compile(r'^kafka_server_brokertopicmetrics_bytesin_total (\S+)$',
                  re.M)


def poll(targets, samples, stop):
    """Every second, each broker's Produce Mean and Count per part."""
    while not stop.is_set():
        t0 = time.time()
        for i, tgt in enumerate(targets):
            try:
                body = urllib.request.urlopen("http://%s/metrics" % tgt,
                                              timeout=2).read().decode()
            except OSError:
                continue
            t = time.time()
            m = {}
            for cnt, part, v in LINE.findall(body):
                m.setdefault(part, [0.0, 0.0])[1 if cnt else 0] = float(v)
            samples.setdefault(str(i + 1), []).append((t, m))
        stop.wait(max(0.0, 1.0 - (time.time() - t0)))


def at(samples, t, before):
    """The sample nearest to t on its inside: the last at or before t
    (before) or the first at or after it."""
    pick = None
    for s in samples:
        if before and s[0] <= t:
            pick = s
        if not before and s[0] >= t:
            return s
    return pick


def node(s):
    """The broker a series is, by the node id kplan mapped it to (its
    label only in results written before the mapping)."""
    return str(s["node_id"]) if s.get("node_id") is not None else s["broker"]


def true_mean(samples, start, end, part):
    a, b = at(samples, start, False), at(samples, end, True)
    if not a or not b or part not in a[1] or part not in b[1]:
        return None
    (m0, c0), (m1, c1) = a[1][part], b[1][part]
    return (m1 * c1 - m0 * c0) / (c1 - c0) if c1 > c0 else None


def run(text, out, env):
    plan = out + ".json"
    with open(plan, "w") as f:
        f.write(text)
    r = subprocess.run([KPLAN, "run", "-q", "--out", out, plan], env=env,
                       cwd=ROOT, capture_output=True, text=True, timeout=900)
    if r.returncode > 1:
        sys.exit("bench: kplan run %s failed (exit %d): %s" %
                 (plan, r.returncode, r.stderr[-2000:]))
    return json.load(open(os.path.join(out, "results.json")))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--docs", help="replace this section of the file")
    a = ap.parse_args()
    for v in ("KP_CLUSTER_BOOTSTRAP", "KP_CLUSTER_METRICS", "KP_PROM_URL"):
        if not os.environ.get(v):
            sys.exit("bench: %s not set: run through make bench-brokers" % v)
    targets = os.environ["KP_CLUSTER_METRICS"].split(",")
    env = dict(os.environ)
    stamp = str(int(time.time()))
    samples, stop = {}, threading.Event()
    th = threading.Thread(target=poll, args=(targets, samples, stop))
    th.start()
    tmp = tempfile.mkdtemp(prefix="kplan-bench-brokers.")
    try:
        env["KPLAN_IT_TOPIC"] = "kplan-bench-inflate-" + stamp
        run(LOAD, os.path.join(tmp, "inflate"), env)
        env["KPLAN_IT_TOPIC"] = "kplan-bench-window-" + stamp
        res = run(PLAN, os.path.join(tmp, "run"), env)
        time.sleep(2)
    finally:
        stop.set()
        th.join()
    rows, ratios, missed = [], [], 0
    for t in res["tiers"]:
        w = [w for w in (t.get("brokers") or {}).get("windows", [])
             if w["trial"] == -1]
        if not w or w[0].get("unavailable"):
            continue
        w = w[0]
        q = {x["name"]: x for x in w["queries"]}
        length = w["end_s"] - w["start_s"]
        for br in sorted(samples):
            for part, name in list(PARTS.items()) + [("Total", None)]:
                truth = true_mean(samples[br], w["start_s"], w["end_s"], part)
                if name:
                    s = [s for s in q[name]["series"] if node(s) == br]
                    got = s[0].get("window") if s else None
                else:
                    got = 0.0
                    for n in PARTS.values():
                        s = [s for s in q[n]["series"] if node(s) == br]
                        v = s[0].get("window") if s else None
                        got = None if v is None or got is None else got + v
                    part = "Total (sum of 4)"
                if got is None or truth is None:
                    diff, ok = "", "n/a"
                else:
                    d = got - truth
                    ok = abs(d) <= 0.5 or abs(d) <= 0.35 * abs(truth)
                    missed += not ok
                    diff = "%+.3f" % d
                    ok = "yes" if ok else "NO"
                rows.append((t["name"], br, part,
                             "" if got is None else "%.3f" % got,
                             "" if truth is None else "%.3f" % truth,
                             diff, ok))
        bi = sum((s.get("window") or 0) for s in q["bytes_in"]["series"])
        produced = t["produce"]["delivered"] * RECORD
        if length >= 10 and produced:
            ratio = bi * length / produced
            ok = abs(ratio - 1) <= 0.15
            missed += not ok
            ratios.append((t["name"], "%.1f" % length, "%.0f" % (bi * length),
                           "%.0f" % produced, "%.3f" % ratio,
                           "yes" if ok else "NO"))
    head = ("| tier | broker | Produce part | kplan (ms) | true mean (ms) | "
            "diff (ms) | within 35% or 0.5 ms |\n|---|---|---|---|---|---|---|")
    table = head + "\n" + "\n".join("| " + " | ".join(r) + " |" for r in rows)
    head2 = ("| tier | window (s) | brokers' bytes in (window) | bytes "
             "produced | ratio | within 15% |\n|---|---|---|---|---|---|")
    table2 = head2 + "\n" + "\n".join("| " + " | ".join(r) + " |"
                                       for r in ratios)
    text = ("Measured %s on %d CPUs, Kafka 4.4.0 (3 brokers, 127.0.0.1), "
            "Prometheus scraping every second.\n\n%s\n\n%s\n" %
            (datetime.date.today().isoformat(), os.cpu_count(), table,
             table2))
    print(text)
    print("%d figure(s) outside their goal" % missed)
    if a.docs:
        doc = open(a.docs).read()
        begin, end = "<!-- bench-brokers -->", "<!-- /bench-brokers -->"
        if begin in doc and end in doc:
            doc = doc[:doc.index(begin) + len(begin)] + "\n" + text + \
                doc[doc.index(end):]
            open(a.docs, "w").write(doc)
    sys.exit(1 if missed else 0)


if __name__ == "__main__":
    main()
