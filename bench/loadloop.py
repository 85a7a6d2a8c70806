#!/usr/bin/python3
"""make bench-loadloop BEFORE=<rev>: make bench's kplan scenarios, this
kplan against the kplan of another revision, side by side in one run on
the single Kafka 3.9.1 test broker and on the embedded cluster.

The scenarios are make bench's own (bench/bench.py): kplan produce at
unlimited rate (100 B and 1,000 B, acks=1 and acks=all), at a fixed rate
(5,000 and 50,000 msg/s), kplan consume of a filled topic, and kplan
produce on the embedded cluster. In each repetition every scenario runs
both binaries, which one goes first flipping between repetitions. The
table gives medians and the ratio after / before of each figure: what a
refactor of the load loop must leave within noise.

    bench/loadloop.py --before BINARY [--before-name NAME] [--reps N]
                      [--quick] [--docs FILE]
"""
import argparse
import datetime
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "bench"))
import bench  # noqa: E402


def produce(binary, boot, topic, n, size, rate, acks):
    cmd = [binary, "produce", "--topic", topic, "--num-records", str(n),
           "--record-size", str(size), "--throughput", str(rate)]
    if boot:
        cmd += ["--producer-props", "bootstrap.servers=" + boot, "acks=" + acks]
    return cmd


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--before", required=True, help="the other kplan binary")
    ap.add_argument("--before-name", default="before")
    ap.add_argument("--reps", type=int, default=3)
    ap.add_argument("--quick", action="store_true", help="smaller counts, for a smoke run")
    ap.add_argument("--docs", default=None, help="rewrite the loadloop section of this file")
    args = ap.parse_args()

    env = dict(l.split("=", 1) for l in bench.subprocess.run(
        [bench.BROKER, "env"], capture_output=True, text=True, check=True).stdout.split())
    boot = env["KP_KAFKA_BOOTSTRAP"].strip("'")
    q = args.quick
    n100 = 300000 if q else 2000000
    n1000 = 100000 if q else 500000
    secs = 5 if q else 20
    n_consume = 300000 if q else 1000000
    tools = {"after": bench.KPLAN, "before": args.before}
    stamp = datetime.datetime.utcnow().strftime("%Y%m%dT%H%M%SZ")
    t = bench.Table()

    scen = []  # (name, figures, command maker)
    for size in (100, 1000):
        for acks in ("1", "all"):
            n = n100 if size == 100 else n1000
            scen.append(("produce %d B acks=%s, unlimited" % (size, acks), "unlimited",
                         lambda b, tool, size=size, acks=acks, n=n: produce(
                             b, boot, "loadloop-%s-u%d-acks%s" % (tool, size, acks),
                             n, size, -1, acks)))
    for rate in (5000, 50000):
        scen.append(("produce 100 B at %d msg/s, %d s" % (rate, secs), "fixed",
                     lambda b, tool, rate=rate: produce(
                         b, boot, "loadloop-%s-r%d" % (tool, rate), rate * secs, 100, rate, "1")))
    scen.append(("consume %d x 100 B" % n_consume, "consume",
                 lambda b, tool: [b, "consume", "--bootstrap-server", boot, "--topic",
                                  "loadloop-consume", "--messages", str(n_consume),
                                  "--timeout", "30000"]))
    scen.append(("embedded cluster, %d x 100 B, unlimited" % n100, "unlimited",
                 lambda b, tool: produce(b, None, "bench", n100, 100, -1, "1")))

    for tool in tools:
        for size in (100, 1000):
            for acks in ("1", "all"):
                bench.topic_create(boot, "loadloop-%s-u%d-acks%s" % (tool, size, acks), 6)
        for rate in (5000, 50000):
            bench.topic_create(boot, "loadloop-%s-r%d" % (tool, rate), 6)
    bench.topic_create(boot, "loadloop-consume", 6)
    bench.must(produce(bench.KPLAN, boot, "loadloop-consume", n_consume, 100, -1, "1"),
               "fill loadloop-consume")

    for rep in range(args.reps):
        order = ("after", "before") if rep % 2 == 0 else ("before", "after")
        sys.stderr.write("loadloop: repetition %d of %d (%s first)\n" % (rep + 1, args.reps, order[0]))
        for name, kind, make in scen:
            for tool in order:
                cmd = make(tools[tool], tool)
                rc, out, err, cpu, rss, wall = bench.must(cmd, name + " " + tool)
                if kind == "consume":
                    c = bench.parse_consumer(out)
                    msgs, rate = c["data.consumed.in.nMsg"], c["nMsg.sec"]
                else:
                    p = bench.parse_producer(out)
                    msgs, rate = p["records"], p["records_per_sec"]
                    if kind == "fixed":
                        t.add(name, tool, "p99 ms", p["p99_ms"])
                t.add(name, tool, "msg/s", rate)
                t.add(name, tool, "cpu_s_per_M", cpu / max(1, msgs) * 1e6)
                t.add(name, tool, "rss_mib", rss)

    lines = ["Run %s, `bench/loadloop.py --before-name %s --reps %d%s`, %d repetitions, "
             "the two binaries alternating, medians; on the single Kafka 3.9.1 test broker "
             "(tests/kafka/broker.sh) and the embedded cluster." %
             (stamp, args.before_name, args.reps, " --quick" if q else "", args.reps), ""]
    for m in bench.machine():
        lines.append("- " + m)
    lines += ["", "| scenario | msg/s %s | msg/s after | ratio | CPU s / M msgs %s | after | ratio "
              "| peak RSS MiB %s | after | ratio |" % ((args.before_name,) * 3),
              "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|"]
    ratios = []
    for name, kind, make in scen:
        cells = [name]
        for m in ("msg/s", "cpu_s_per_M", "rss_mib"):
            b, a = t.med(name, "before", m), t.med(name, "after", m)
            r = a / b if a is not None and b else None
            cells += [bench.fmt(b, 2), bench.fmt(a, 2), "-" if r is None else "%.2f" % r]
            if m == "msg/s" and kind != "fixed" and r is not None:
                ratios.append(r)
        lines.append("| " + " | ".join(cells) + " |")
    lines.append("")
    if ratios:
        lines.append("Throughput ratio after / before, over the unlimited and consume scenarios: "
                     "from %.2f to %.2f." % (min(ratios), max(ratios)))
    text = "\n".join(lines) + "\n"
    bench.publish("loadloop", stamp, text, args.docs)


if __name__ == "__main__":
    main()
