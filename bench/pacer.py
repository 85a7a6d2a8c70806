#!/usr/bin/python3
"""make bench-pacer: what a fixed rate costs the load client, before and
after, on the single Kafka 3.9.1 test broker: kplan produce of 20,000
records of 1,000 B at 2,000 msg/s with acks=1 (10 s of load), the two
binaries alternating.

  before   a kplan built from another revision (--before BINARY; make
           bench-pacer builds BEFORE=<rev> into bench/.cache)
  after    this kplan

Each binary also runs 60,000 records (30 s of load), so the fixed rate's
own cost shows apart from what every run pays once (start-up, metadata,
connections, the final flush): the steady share of one core is the CPU
of the long run minus the short one's, over the 20 s between them.

Figures per binary (medians over the repetitions): the client's CPU
seconds (the kernel's accounting of the process, wait4), its share of one
core over the 10 s of load, the steady share, the achieved rate (kplan's
own window) and its error against the target, and the corrected p95
(from the due time). The goals: at most 5% of a core at 2,000 msg/s; the
rate within 0.1%.

    bench/pacer.py --before BINARY [--reps N] [--docs FILE]
"""
import argparse
import datetime
import os
import re
import statistics
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "bench"))
import bench  # noqa: E402

TOPIC = "pacer-p6"
RECORDS, LONG, RATE = 20000, 60000, 2000
CORRECTED = re.compile(r"^kplan: corrected latency .*?p95 ([\d.]+),", re.M)
ACHIEVED = re.compile(r"^kplan: achieved ([\d.]+) msg/s", re.M)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--before", required=True)
    ap.add_argument("--before-name", default=None)
    ap.add_argument("--reps", type=int, default=5)
    ap.add_argument("--docs", default=None)
    args = ap.parse_args()
    env = dict(l.split("=", 1) for l in subprocess.run(
        [bench.BROKER, "env"], capture_output=True, text=True, check=True).stdout.split())
    boot = env["KP_KAFKA_BOOTSTRAP"].strip("'")
    bench.must([bench.PERF, "topics", "--bootstrap-server", boot, "--create", "--if-not-exists",
                "--topic", TOPIC, "--partitions", "6", "--replication-factor", "1"],
               "create " + TOPIC, timeout=120)
    bins = {"before": args.before, "after": bench.KPLAN}
    res = {"before": [], "after": []}
    flags = ["produce", "--topic", TOPIC, "--num-records", str(RECORDS), "--record-size", "1000",
             "--throughput", str(RATE), "--producer-props", "bootstrap.servers=" + boot, "acks=1"]
    bench.must([bench.KPLAN] + flags, "warm-up")
    long_flags = [str(LONG) if f == str(RECORDS) else f for f in flags]
    for rep in range(args.reps):
        order = ["before", "after"] if rep % 2 == 0 else ["after", "before"]
        for which in order:
            rc, out, err, cpu, rss, wall = bench.must([bins[which]] + flags, which)
            text = out + err
            rc, lout, lerr, lcpu, rss, wall = bench.must([bins[which]] + long_flags,
                                                         which + " (long)")
            res[which].append({"cpu": cpu, "share": cpu / (RECORDS / RATE),
                               "steady": (lcpu - cpu) / ((LONG - RECORDS) / RATE),
                               "rate": float(ACHIEVED.search(text).group(1)),
                               "p95": float(CORRECTED.search(text).group(1))})
    stamp = datetime.datetime.utcnow().strftime("%Y%m%dT%H%M%SZ")

    def med(which, k):
        return statistics.median(r[k] for r in res[which])
    names = {"before": args.before_name or "before", "after": "after (this kplan)"}
    lines = ["Run %s, `bench/pacer.py %s`, %d repetitions alternating, medians; "
             "kplan produce, 20,000 x 1,000 B at 2,000 msg/s, acks=1, on the "
             "single Kafka 3.9.1 test broker; the steady share is (CPU of 60,000 "
             "records - CPU of 20,000) / 20 s." % (stamp, " ".join(sys.argv[1:]), args.reps), ""]
    lines.append("| kplan | CPU seconds | share of one core | steady share | "
                 "achieved (msg/s) | rate error | corrected p95 (ms) |")
    lines.append("|---|---:|---:|---:|---:|---:|---:|")
    for which in ("before", "after"):
        r = med(which, "rate")
        lines.append("| %s | %.2f | %.1f%% | %.1f%% | %.1f | %+.3f%% | %.3f |" % (
            names[which], med(which, "cpu"), 100 * med(which, "share"),
            100 * med(which, "steady"), r,
            100.0 * (r - RATE) / RATE, med(which, "p95")))
    lines.append("")
    lines.append("Ratio after / before: CPU %.2f, steady share %.2f." % (
        med("after", "cpu") / med("before", "cpu"),
        med("after", "steady") / med("before", "steady")))
    text = "\n".join(lines) + "\n"
    bench.publish("pacer", stamp, text, args.docs)


if __name__ == "__main__":
    main()
