#!/usr/bin/python3
"""make bench-parity: kplan produce and Kafka's own ProducerPerformance
(Kafka 4.4.0), the same flags, alternating, on the 3-broker Kafka 4.4.0
test cluster (tests/kafka/cluster.sh) with Kafka's shipped broker
defaults: a topic of 6 partitions, replication factor 3,
min.insync.replicas 2, records of 1,000 B, acks=all, linger.ms 0 and 5,
at 2,000 and 5,000 msg/s.

Three clients per scenario, each repetition in a new order:
  kafka        Kafka's ProducerPerformance 4.4.0 (after a warm-up run of
               its own that is not counted: the JIT compiles its hot path)
  kplan        kplan produce with its defaults (the Java client's where
               librdkafka's would load the cluster otherwise)
  librdkafka   kplan produce --client-defaults librdkafka (librdkafka's own
               defaults: what kplan did before)

Then, with --defaults, each default kplan takes from the Java client is
set back to librdkafka's value, one at a time, where it matters, to show
what it changes (docs/benchmarks.md, "Client defaults").

Figures: achieved msg/s (each tool's final line: records over the whole
run), p50/p95/p99 of the service latency from the same line (ms, whole
milliseconds as Kafka's tool prints them), and the client's CPU seconds
per 10,000 messages (the kernel's accounting of the client process,
wait4; the JVM's threads included for Kafka's tool). Medians over the
repetitions. The targets of issue "Kafka-tool parity": kplan's achieved
rate at least 99.5% of the target wherever Kafka's tool's is; kplan's p95
at most 1.5 times Kafka's tool's; kplan's CPU per message below Kafka's
tool's.

    bench/parity.py [--reps N] [--records N] [--defaults] [--docs FILE]
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
import bench  # noqa: E402  (run, parse_producer, machine helpers)

KPLAN = bench.KPLAN
PERF = bench.PERF
CLUSTER = os.path.join(ROOT, "tests", "kafka", "cluster.sh")
TOPIC = "parity-p6"
SCENARIOS = [(0, 2000), (0, 5000), (5, 2000), (5, 5000)]
TOOLS = ("kafka", "kplan", "librdkafka")
KPLAN_STATS = re.compile(
    r"^kplan: achieved ([\d.]+) msg/s over the measured", re.M)


def cluster_boot():
    env = dict(l.split("=", 1) for l in subprocess.run(
        [CLUSTER, "env"], capture_output=True, text=True, check=True).stdout.split())
    return env["KP_CLUSTER_BOOTSTRAP"].strip("'")


def create_topic(boot):
    bench.must([PERF, "topics", "--bootstrap-server", boot, "--create",
                "--if-not-exists", "--topic", TOPIC, "--partitions", "6",
                "--replication-factor", "3", "--config", "min.insync.replicas=2",
                "--config", "retention.bytes=100000000"], "create " + TOPIC,
               timeout=120)


def command(tool, boot, records, rate, linger, extra=()):
    flags = ["--topic", TOPIC, "--num-records", str(records), "--record-size",
             "1000", "--throughput", str(rate), "--bootstrap-server", boot,
             "--command-property", "acks=all", "linger.ms=%d" % linger]
    flags += list(extra)
    if tool == "kafka":
        return [PERF, "producer"] + flags
    if tool == "librdkafka":
        return [KPLAN, "produce", "--client-defaults", "librdkafka"] + flags
    return [KPLAN, "produce"] + flags


def measure(cmd, what, records):
    rc, out, err, cpu, rss, wall = bench.must(cmd, what, timeout=900)
    p = bench.parse_producer(out)
    return {"msg/s": p["records_per_sec"], "p50": p["p50_ms"], "p95": p["p95_ms"],
            "p99": p["p99_ms"], "cpu10k": cpu / records * 10000.0, "rss": rss}


def med(samples, key):
    v = [s[key] for s in samples if s.get(key) is not None]
    return statistics.median(v) if v else None


def f(v, d=1):
    return bench.fmt(v, d)


def parity(boot, reps, records, lines, verdicts):
    res = {}
    # Warm-ups, not counted: the brokers just started, and Kafka's tool's
    # JIT compiles its hot path on its first run.
    for tool in TOOLS:
        bench.must(command(tool, boot, records, 5000, 5), "warm-up " + tool,
                   timeout=900)
    for rep in range(reps):
        order = TOOLS[rep % 3:] + TOOLS[:rep % 3]
        sys.stderr.write("parity: repetition %d of %d (%s first)\n" %
                         (rep + 1, reps, order[0]))
        for linger, rate in SCENARIOS:
            for tool in order:
                cmd = command(tool, boot, records, rate, linger)
                res.setdefault((linger, rate, tool), []).append(
                    measure(cmd, "%s linger %d rate %d" % (tool, linger, rate),
                            records))
    lines.append("| Scenario | Client | Achieved (msg/s) | of target | p50 (ms) | "
                 "p95 (ms) | p99 (ms) | CPU s / 10k msgs |")
    lines.append("|---|---|---:|---:|---:|---:|---:|---:|")
    for linger, rate in SCENARIOS:
        for tool in TOOLS:
            s = res[(linger, rate, tool)]
            a = med(s, "msg/s")
            lines.append("| linger.ms %d, %d msg/s | %s | %s | %.2f%% | %s | %s | %s | %.2f |" % (
                linger, rate, tool, f(a), 100.0 * a / rate, f(med(s, "p50"), 0),
                f(med(s, "p95"), 0), f(med(s, "p99"), 0), med(s, "cpu10k")))
        k = res[(linger, rate, "kplan")]
        j = res[(linger, rate, "kafka")]
        ka, ja = med(k, "msg/s"), med(j, "msg/s")
        rate_ok = ka >= 0.995 * rate or ja < 0.995 * rate
        p95_ok = med(k, "p95") <= 1.5 * max(med(j, "p95"), 1)
        cpu_ok = med(k, "cpu10k") < med(j, "cpu10k")
        verdicts.append("linger.ms %d, %d msg/s: rate %s (kplan %.2f%%, Kafka's tool "
                        "%.2f%%), p95 %s (%s / %s ms), CPU %s (%.2f / %.2f s per 10k)" % (
                            linger, rate, "met" if rate_ok else "NOT met",
                            100.0 * ka / rate, 100.0 * ja / rate,
                            "met" if p95_ok else "NOT met", f(med(k, "p95"), 0),
                            f(med(j, "p95"), 0), "met" if cpu_ok else "NOT met",
                            med(k, "cpu10k"), med(j, "cpu10k")))


# Each default kplan takes from the Java client, set back to librdkafka's
# value: (name, the property and librdkafka's value, linger.ms, rate).
DEFAULTS = [
    ("max.in.flight.requests.per.connection 5 (librdkafka: 1000000)",
     ["-X", "max.in.flight.requests.per.connection=1000000"], 0, 2000),
    ("socket.nagle.disable true (librdkafka: false)",
     ["-X", "socket.nagle.disable=false"], 0, 2000),
    ("batch.size 1000000, librdkafka's (the Java client: 16384)",
     ["-X", "batch.size=16384"], 0, 2000),
    ("enable.idempotence false, as librdkafka (the Java client: true)",
     ["-X", "enable.idempotence=true"], 5, 2000),
]


def defaults(boot, reps, records, lines):
    res = {}
    for rep in range(reps):
        for name, extra, linger, rate in DEFAULTS:
            runs = [("kplan", [])] + [("set back", extra)]
            if rep % 2:
                runs.reverse()
            for label, ex in runs:
                cmd = command("kplan", boot, records, rate, linger, ex)
                res.setdefault((name, label), []).append(
                    measure(cmd, "%s %s" % (name, label), records))
    lines.append("| kplan's default | Scenario | Run | Achieved (msg/s) | p50 (ms) | "
                 "p95 (ms) | p99 (ms) | CPU s / 10k msgs |")
    lines.append("|---|---|---|---:|---:|---:|---:|---:|")
    for name, extra, linger, rate in DEFAULTS:
        for label in ("kplan", "set back"):
            s = res[(name, label)]
            lines.append("| %s | linger.ms %d, %d msg/s | %s | %s | %s | %s | %s | %.2f |" % (
                name, linger, rate,
                "kplan's default" if label == "kplan" else "`" + " ".join(extra[1:]) + "`",
                f(med(s, "msg/s")), f(med(s, "p50"), 0), f(med(s, "p95"), 0),
                f(med(s, "p99"), 0), med(s, "cpu10k")))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--reps", type=int, default=3)
    ap.add_argument("--records", type=int, default=30000)
    ap.add_argument("--defaults", action="store_true",
                    help="also measure each default taken from the Java client")
    ap.add_argument("--docs", default=None,
                    help="rewrite the parity section of this file")
    args = ap.parse_args()
    boot = cluster_boot()
    create_topic(boot)
    stamp = datetime.datetime.utcnow().strftime("%Y%m%dT%H%M%SZ")
    cmdline = "bench/parity.py " + " ".join(sys.argv[1:])
    lines = ["Run %s, `%s`, %d repetitions of %d records each, medians." % (
        stamp, cmdline.strip(), args.reps, args.records), ""]
    for l in bench.machine():
        lines.append("- " + l.replace(
            "Apache Kafka 3.9.1 (KRaft, single node, 127.0.0.1, tests/kafka/broker.sh)",
            "Apache Kafka 4.4.0, 3 brokers (KRaft, 127.0.0.1, tests/kafka/cluster.sh)"))
    lines.append("- Kafka's tool: ProducerPerformance 4.4.0 (tests/kafka/perf-tool.sh, "
                 "KP_PERF_KAFKA=4.4.0)")
    lines.append("")
    verdicts = []
    parity(boot, args.reps, args.records, lines, verdicts)
    lines.append("")
    lines.append("Targets:")
    lines.append("")
    for v in verdicts:
        lines.append("- " + v)
    if args.defaults:
        lines.append("")
        lines.append("<a id=\"client-defaults\"></a>Each default set back to "
                     "librdkafka's, one at a time:")
        lines.append("")
        defaults(boot, args.reps, args.records, lines)
    text = "\n".join(lines) + "\n"
    bench.publish("parity", stamp, text, args.docs)


if __name__ == "__main__":
    main()
