#!/usr/bin/python3
"""make bench-onboarding: plans/onboarding.json as the suite runs it
(--scale 0.01, on the 3-broker Kafka 4.4.0 test cluster), before and
after, each fixed-rate tier beside Kafka's own ProducerPerformance 4.4.0
at that tier's rate and settings (acks=all, linger.ms 0, 1,000 B, 5,000
msg/s, the tier's scaled record count), alternating, in one run.

  before      a kplan built from another revision (--before BINARY; make
              bench-onboarding builds BEFORE=<rev> into bench/.cache), or,
              without one, this kplan with --client-defaults librdkafka
  after       this kplan, its defaults
  kafka       Kafka's ProducerPerformance 4.4.0 (after a warm-up run)

Per tier: the achieved rate (kplan's own window, results.json) against the
target, the corrected p95 (from the due time) and the service p95 (from
the hand-off, what Kafka's tool reports), and the limit kplan named.
Medians over the repetitions.

    bench/onboarding.py [--reps N] [--before BINARY] [--docs FILE]
"""
import argparse
import datetime
import json
import os
import statistics
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "bench"))
import bench  # noqa: E402
import parity  # noqa: E402

PLAN = os.path.join(ROOT, "plans", "onboarding.json")
TOPIC = "onboarding-kafka-tool"


def run_plan(kplan, boot, extra, label):
    out = tempfile.mkdtemp(prefix="kplan-bench-")
    env = dict(os.environ, KAFKA_BOOTSTRAP=boot)
    cmd = [kplan, "run", "-q", "--scale", "0.01", "--out", os.path.join(out, "r")] + extra + [PLAN]
    p = subprocess.run(cmd, cwd=ROOT, env=env, capture_output=True, text=True, timeout=1800)
    if p.returncode > 1:
        raise SystemExit("onboarding: %s failed (exit %d): %s" % (label, p.returncode, p.stderr[-2000:]))
    d = json.load(open(os.path.join(out, "r", "results.json")))
    subprocess.run(["rm", "-rf", out])
    tiers = {}
    lims = {t["name"]: t.get("produce_limit", {}).get("kind", "")
            for t in (d.get("evaluation") or {}).get("tiers", [])}
    for t in d["tiers"]:
        p = t.get("produce") or {}
        if not p or t.get("search"):
            continue
        tiers[t["name"]] = {
            "rate": p["achieved_rate"], "target": p["target_rate"],
            "p95": p["latency_ms"]["p95_ms"], "svc95": p["service_latency_ms"]["p95_ms"],
            "limit": lims.get(t["name"], ""), "sent": p["sent"]}
    for t in d["tiers"]:
        s = t.get("search")
        if s:
            tiers[t["name"]] = {"found": s.get("found_rate"), "sustained": s.get("sustained_rate"),
                                "trials": len(s.get("trials", []))}
    return tiers


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--reps", type=int, default=2)
    ap.add_argument("--before", default=None, help="a kplan binary of another revision")
    ap.add_argument("--before-name", default=None, help="how to call it in the table")
    ap.add_argument("--docs", default=None)
    args = ap.parse_args()
    boot = parity.cluster_boot()
    bench.must([bench.PERF, "topics", "--bootstrap-server", boot, "--create", "--if-not-exists",
                "--topic", TOPIC, "--partitions", "6", "--replication-factor", "3",
                "--config", "min.insync.replicas=2"], "create " + TOPIC, timeout=120)
    if args.before:
        before = (args.before, [])
        bname = args.before_name or "before (%s)" % os.path.basename(args.before)
    else:
        before = (bench.KPLAN, ["--client-defaults", "librdkafka"])
        bname = "before (--client-defaults librdkafka)"
    runs = {"before": [], "after": []}
    tool = {}
    # Warm-ups, not counted: brokers just started, the JIT of Kafka's tool.
    bench.must([bench.PERF, "producer", "--topic", TOPIC, "--num-records", "20000",
                "--record-size", "1000", "--throughput", "5000", "--bootstrap-server", boot,
                "--command-property", "acks=all", "linger.ms=0"], "warm-up", timeout=900)
    for rep in range(args.reps):
        order = ["before", "after"] if rep % 2 == 0 else ["after", "before"]
        for which in order:
            k, extra = before if which == "before" else (bench.KPLAN, [])
            sys.stderr.write("onboarding: repetition %d, %s\n" % (rep + 1, which))
            runs[which].append(run_plan(k, boot, extra, which))
        for n in (10000, 100000):
            cmd = [bench.PERF, "producer", "--topic", TOPIC, "--num-records", str(n),
                   "--record-size", "1000", "--throughput", "5000", "--bootstrap-server", boot,
                   "--command-property", "acks=all", "linger.ms=0"]
            r = parity.measure(cmd, "kafka %d" % n, n)
            tool.setdefault(n, []).append(r)

    def med(which, tier, key):
        v = [r[tier][key] for r in runs[which] if tier in r and r[tier].get(key) is not None]
        return statistics.median(v) if v else None

    f = bench.fmt
    stamp = datetime.datetime.utcnow().strftime("%Y%m%dT%H%M%SZ")
    lines = ["Run %s, `bench/onboarding.py %s`, %d repetitions, medians; "
             "plans/onboarding.json --scale 0.01 on the 3-broker Kafka 4.4.0 cluster "
             "(acks=all, linger.ms 0, 1,000 B, 5,000 msg/s)." % (
                 stamp, " ".join(sys.argv[1:]), args.reps), ""]
    lines.append("| Tier | Client | Achieved (msg/s) | of 5,000 | p95 corrected (ms) | "
                 "p95 service (ms) | Limit named |")
    lines.append("|---|---|---:|---:|---:|---:|---|")
    names = [t for t in runs["after"][0] if "rate" in runs["after"][0][t]]
    for t in names:
        for which, label in (("before", bname), ("after", "after (this kplan)")):
            r = med(which, t, "rate")
            lims = sorted({x[t]["limit"] for x in runs[which] if t in x})
            lines.append("| %s | %s | %s | %s | %s | %s | %s |" % (
                t, label, f(r), "%.1f%%" % (100.0 * r / 5000) if r else "-",
                f(med(which, t, "p95"), 1), f(med(which, t, "svc95"), 1),
                ", ".join(l for l in lims if l) or "-"))
        sent = runs["after"][0][t]["sent"]
        n = 100000 if sent > 50000 else 10000
        if n in tool:
            s = tool[n]
            lines.append("| %s | Kafka's tool, %s records | %s | %s | - | %s | - |" % (
                t, f(n), f(parity.med(s, "msg/s")),
                "%.1f%%" % (100.0 * parity.med(s, "msg/s") / 5000), f(parity.med(s, "p95"), 0)))
    lines.append("")
    for t in runs["after"][0]:
        if "trials" in runs["after"][0][t]:
            for which, label in (("before", bname), ("after", "after (this kplan)")):
                found = med(which, t, "found")
                lines.append("- Capacity search, %s: found %s msg/s, sustained %s msg/s%s" % (
                    label, f(found), f(med(which, t, "sustained")),
                    "" if found else ": no rate met the plan's criteria (its p95 <= 1 ms "
                    "is out of reach at acks=all on three brokers sharing two cores)"))
    text = "\n".join(lines) + "\n"
    bench.publish("onboarding", stamp, text, args.docs)


if __name__ == "__main__":
    main()
