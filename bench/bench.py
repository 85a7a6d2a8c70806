#!/usr/bin/python3
"""make bench: kplan side by side with Kafka's own perf tools and a bare
librdkafka loop, in one run, on the same real broker (tests/kafka) and on
the embedded cluster.

Every scenario runs in each repetition, the tools alternating (which one
goes first flips between repetitions); the table reports medians and the
ratio kplan / other, and whether each goal is met. Client CPU seconds and
peak RSS come from the kernel's accounting of each client process (wait4).

    bench/bench.py [--reps N] [--quick] [--out FILE] [--docs docs/benchmarks.md]
"""
import argparse
import datetime
import json
import os
import platform
import re
import shlex
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "bench"))
import perf_parse  # noqa: E402

KPLAN = os.path.join(ROOT, "build", "kplan")
BARE = os.path.join(ROOT, "build", "bench", "bare_producer")
PERF = os.path.join(ROOT, "tests", "kafka", "perf-tool.sh")
BROKER = os.path.join(ROOT, "tests", "kafka", "broker.sh")

KPLAN_ACHIEVED = re.compile(
    r"^kplan: achieved ([\d.]+) msg/s over the measured ([\d.]+) s "
    r"\(target ([\d.]+) msg/s, ([\d.]+)%\)$", re.M)
KPLAN_SERVICE = re.compile(
    r"^kplan: service latency.*: avg ([\d.]+) ms, p50 ([\d.]+), p95 ([\d.]+), "
    r"p99 ([\d.]+), p99\.9 ([\d.]+), max ([\d.]+) ms", re.M)
BARE_LINE = re.compile(r"^bare: (\d+) messages in ([\d.]+) s: ([\d.]+) msg/s", re.M)


def run(cmd, timeout=600):
    """Runs cmd; returns (rc, stdout, stderr, cpu_s, peak_rss_mib, wall_s)."""
    with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err:
        t0 = time.monotonic()
        p = subprocess.Popen(cmd, stdout=out, stderr=err, cwd=ROOT)
        deadline = t0 + timeout
        while True:
            pid, status, ru = os.wait4(p.pid, os.WNOHANG)
            if pid:
                break
            if time.monotonic() > deadline:
                p.kill()
                pid, status, ru = os.wait4(p.pid, 0)
                break
            time.sleep(0.02)
        wall = time.monotonic() - t0
        p.returncode = os.waitstatus_to_exitcode(status)
        out.seek(0)
        err.seek(0)
        return (p.returncode, out.read().decode("utf-8", "replace"),
                err.read().decode("utf-8", "replace"),
                ru.ru_utime + ru.ru_stime, ru.ru_maxrss / 1024.0, wall)


def must(cmd, what, timeout=600):
    r = run(cmd, timeout)
    if r[0] != 0:
        sys.stderr.write("bench: %s failed (exit %d): %s\n%s\n%s\n" %
                         (what, r[0], " ".join(cmd), r[1][-2000:], r[2][-2000:]))
        raise SystemExit(1)
    return r


def parse_producer(text):
    path = tempfile.mktemp()
    with open(path, "w") as f:
        f.write(text)
    try:
        return perf_parse.producer(open(path).readlines())
    finally:
        os.unlink(path)


def parse_consumer(text):
    return perf_parse.consumer(text.splitlines(True))


def topic_create(boot, name, partitions):
    must([PERF, "topics", "--bootstrap-server", boot, "--create", "--if-not-exists",
          "--topic", name, "--partitions", str(partitions), "--replication-factor", "1",
          "--config", "retention.bytes=200000000", "--config", "segment.bytes=67108864"],
         "create topic " + name, timeout=120)


class Table:
    def __init__(self):
        self.samples = {}   # (scenario, tool, metric) -> [values]
        self.commands = {}  # (scenario, tool) -> command line

    def add(self, scenario, tool, metric, value):
        self.samples.setdefault((scenario, tool, metric), []).append(value)

    def med(self, scenario, tool, metric):
        v = self.samples.get((scenario, tool, metric))
        return statistics.median(v) if v else None


def fmt(v, digits=1):
    if v is None:
        return "-"
    if abs(v) >= 1000:
        return "{:,.0f}".format(v)
    return ("{:.%df}" % digits).format(v)


def machine():
    cpu = "unknown"
    try:
        for line in open("/proc/cpuinfo"):
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    mem = os.sysconf("SC_PAGE_SIZE") * os.sysconf("SC_PHYS_PAGES") / 2**30
    java = subprocess.run(["java", "-version"], capture_output=True, text=True).stderr.splitlines()
    kv = subprocess.run([KPLAN, "--version"], capture_output=True, text=True).stdout.strip().splitlines()
    return [
        "host: %s, %d CPUs, %.1f GiB RAM, %s %s" % (cpu, os.cpu_count(), mem, platform.system(), platform.release()),
        "clients: %s; %s; Kafka's tools run on %s" % (kv[0] if kv else "kplan", kv[1].split(" (")[0] if len(kv) > 1 else "", java[0] if java else "java"),
        "broker: Apache Kafka 3.9.1 (KRaft, single node, 127.0.0.1, tests/kafka/broker.sh), on the same machine",
    ]


def publish(name, stamp, text, docs=None):
    """Prints a scenario's table, keeps it as bench/results/NAME-STAMP.md
    and, with docs (a path from the top of the repository), puts it
    between that file's <!-- NAME:begin --> and <!-- NAME:end -->."""
    os.makedirs(os.path.join(ROOT, "bench", "results"), exist_ok=True)
    with open(os.path.join(ROOT, "bench", "results", "%s-%s.md" % (name, stamp)), "w") as out:
        out.write(text)
    sys.stdout.write(text)
    if not docs:
        return
    path = os.path.join(ROOT, docs)
    doc = open(path).read()
    begin, end = "<!-- %s:begin -->" % name, "<!-- %s:end -->" % name
    if begin not in doc or end not in doc:
        raise SystemExit("%s: %s has no %s ... %s section" % (name, docs, begin, end))
    head, rest = doc.split(begin, 1)
    _, tail = rest.split(end, 1)
    with open(path, "w") as out:
        out.write(head + begin + "\n" + text + end + tail)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--reps", type=int, default=3)
    ap.add_argument("--quick", action="store_true", help="smaller counts, for a smoke run")
    ap.add_argument("--out", default=None)
    ap.add_argument("--docs", default=None, help="rewrite the results section of this file")
    args = ap.parse_args()

    env = dict(l.split("=", 1) for l in subprocess.run(
        [BROKER, "env"], capture_output=True, text=True, check=True).stdout.split())
    boot = env["KP_KAFKA_BOOTSTRAP"].strip("'")
    q = args.quick
    n100 = 300000 if q else 2000000
    n1000 = 100000 if q else 500000
    fixed_secs = 5 if q else 20
    n_consume = 300000 if q else 1000000
    n_flat = [100000, 3000000 if not q else 1000000, 10000000 if not q else 3000000]
    stamp = datetime.datetime.utcnow().strftime("%Y%m%dT%H%M%SZ")
    t = Table()
    scen_unlimited = [(s, a) for s in (100, 1000) for a in ("1", "all")]

    for size, acks in scen_unlimited:
        for tool in ("kplan", "kafka"):
            topic_create(boot, "bench-%s-u%d-acks%s" % (tool, size, acks), 6)
    for rate in (5000, 50000):
        for tool in ("kplan", "kafka"):
            topic_create(boot, "bench-%s-r%d" % (tool, rate), 6)
    topic_create(boot, "bench-consume", 6)
    topic_create(boot, "bench-flat", 6)

    # The consume scenario reads a topic filled once.
    must([KPLAN, "produce", "--topic", "bench-consume", "--num-records", str(n_consume),
          "--record-size", "100", "--throughput", "-1", "--producer-props",
          "bootstrap.servers=" + boot, "acks=1"], "fill bench-consume")

    for rep in range(args.reps):
        order = ("kplan", "kafka") if rep % 2 == 0 else ("kafka", "kplan")
        sys.stderr.write("bench: repetition %d of %d (%s first)\n" % (rep + 1, args.reps, order[0]))
        # Producers at unlimited rate.
        for size, acks in scen_unlimited:
            n = n100 if size == 100 else n1000
            sc = "produce %d B acks=%s" % (size, acks)
            for tool in order:
                topic = "bench-%s-u%d-acks%s" % (tool, size, acks)
                flags = ["--topic", topic, "--num-records", str(n), "--record-size", str(size),
                         "--throughput", "-1", "--producer-props", "bootstrap.servers=" + boot,
                         "acks=" + acks]
                cmd = ([KPLAN, "produce"] if tool == "kplan" else [PERF, "producer"]) + flags
                t.commands[(sc, tool)] = cmd
                rc, out, err, cpu, rss, wall = must(cmd, sc + " " + tool)
                p = parse_producer(out)
                t.add(sc, tool, "msg/s", p["records_per_sec"])
                t.add(sc, tool, "MiB/s", p["mb_per_sec"])
                t.add(sc, tool, "cpu_s_per_M", cpu / p["records"] * 1e6)
                t.add(sc, tool, "rss_mib", rss)
        # Fixed rates.
        for rate in (5000, 50000):
            n = rate * fixed_secs
            sc = "fixed %d msg/s, %d s, 100 B" % (rate, fixed_secs)
            for tool in order:
                topic = "bench-%s-r%d" % (tool, rate)
                flags = ["--topic", topic, "--num-records", str(n), "--record-size", "100",
                         "--throughput", str(rate), "--producer-props", "bootstrap.servers=" + boot,
                         "acks=1"]
                cmd = ([KPLAN, "produce"] if tool == "kplan" else [PERF, "producer"]) + flags
                t.commands[(sc, tool)] = cmd
                rc, out, err, cpu, rss, wall = must(cmd, sc + " " + tool)
                p = parse_producer(out)
                t.add(sc, tool, "final-line rate error %", (p["records_per_sec"] / rate - 1) * 100)
                t.add(sc, tool, "p50 ms", p["p50_ms"])
                t.add(sc, tool, "p99 ms", p["p99_ms"])
                t.add(sc, tool, "cpu_s_per_M", cpu / p["records"] * 1e6)
                if tool == "kplan":
                    m = KPLAN_ACHIEVED.search(out)
                    t.add(sc, tool, "achieved rate error %", float(m.group(4)) - 100 if m else None)
                    s = KPLAN_SERVICE.search(out)
                    if s:
                        t.add(sc, tool, "service p50 ms (decimals)", float(s.group(2)))
                        t.add(sc, tool, "service p99 ms (decimals)", float(s.group(4)))
        # Consumers.
        sc = "consume %d x 100 B" % n_consume
        for tool in order:
            flags = ["--bootstrap-server", boot, "--topic", "bench-consume", "--messages",
                     str(n_consume), "--timeout", "30000"]
            cmd = ([KPLAN, "consume"] if tool == "kplan" else [PERF, "consumer"]) + flags
            t.commands[(sc, tool)] = cmd
            rc, out, err, cpu, rss, wall = must(cmd, sc + " " + tool)
            c = parse_consumer(out)
            t.add(sc, tool, "msg/s", c["nMsg.sec"])
            t.add(sc, tool, "fetch msg/s", c["fetch.nMsg.sec"])
            t.add(sc, tool, "cpu_s_per_M", cpu / max(1, c["data.consumed.in.nMsg"]) * 1e6)
            t.add(sc, tool, "rss_mib", rss)
        # Embedded cluster: kplan produce vs the bare librdkafka loop.
        # Short runs on a shared host vary by +-15%: three alternating
        # pairs per repetition.
        sc = "embedded cluster, %d x 100 B" % n100
        for tool in (("kplan", "bare") if rep % 2 == 0 else ("bare", "kplan")) * 3:
            if tool == "kplan":
                cmd = [KPLAN, "produce", "--topic", "bench", "--num-records", str(n100),
                       "--record-size", "100", "--throughput", "-1"]
            else:
                cmd = [BARE, "-n", str(n100), "-s", "100"]
            t.commands[(sc, tool)] = cmd
            rc, out, err, cpu, rss, wall = must(cmd, sc + " " + tool)
            if tool == "kplan":
                rate = parse_producer(out)["records_per_sec"]
            else:
                rate = float(BARE_LINE.search(out).group(3))
            t.add(sc, tool, "msg/s", rate)
            t.add(sc, tool, "cpu_s_per_M", cpu / n100 * 1e6)
        # Flat memory: peak RSS for few and for many messages.
        sc = "kplan peak RSS, unlimited, 100 B"
        for n in n_flat:
            cmd = [KPLAN, "produce", "--topic", "bench-flat", "--num-records", str(n),
                   "--record-size", "100", "--throughput", "-1", "--producer-props",
                   "bootstrap.servers=" + boot, "acks=1"]
            t.commands[(sc, "%d" % n)] = cmd
            rc, out, err, cpu, rss, wall = must(cmd, "flat memory %d" % n, timeout=900)
            t.add(sc, "%d" % n, "rss_mib", rss)

    # The table.
    lines = []
    lines.append("Measured %s with `make bench` (%d repetitions, medians; tools alternating)." % (stamp, args.reps))
    lines.append("")
    for m in machine():
        lines.append("- " + m)
    lines.append("")
    goals = []

    def row(cells):
        lines.append("| " + " | ".join(cells) + " |")

    lines.append("### Producers at unlimited rate (same flags for both tools)")
    lines.append("")
    row(["scenario", "kplan msg/s", "Kafka msg/s", "ratio", "kplan MiB/s", "Kafka MiB/s",
         "kplan CPU s / M msgs", "Kafka CPU s / M msgs", "ratio", "kplan peak RSS MiB",
         "Kafka peak RSS MiB", "ratio"])
    row(["---"] * 12)
    for size, acks in scen_unlimited:
        sc = "produce %d B acks=%s" % (size, acks)
        k = {m: t.med(sc, "kplan", m) for m in ("msg/s", "MiB/s", "cpu_s_per_M", "rss_mib")}
        j = {m: t.med(sc, "kafka", m) for m in ("msg/s", "MiB/s", "cpu_s_per_M", "rss_mib")}
        r_tp, r_cpu, r_rss = k["msg/s"] / j["msg/s"], k["cpu_s_per_M"] / j["cpu_s_per_M"], k["rss_mib"] / j["rss_mib"]
        row([sc, fmt(k["msg/s"]), fmt(j["msg/s"]), "%.2f" % r_tp, fmt(k["MiB/s"], 2), fmt(j["MiB/s"], 2),
             fmt(k["cpu_s_per_M"], 2), fmt(j["cpu_s_per_M"], 2), "%.2f" % r_cpu,
             fmt(k["rss_mib"]), fmt(j["rss_mib"]), "%.2f" % r_rss])
        goals.append(("%s: throughput >= Kafka's" % sc, r_tp, r_tp >= 1.0))
        goals.append(("%s: CPU per message <= 0.5x Kafka's" % sc, r_cpu, r_cpu <= 0.5))
        goals.append(("%s: peak RSS <= 0.25x Kafka's" % sc, r_rss, r_rss <= 0.25))
    lines.append("")
    lines.append("### Producers at a fixed rate (100 B, acks=1)")
    lines.append("")
    row(["scenario", "tool", "achieved rate error (kplan's window)", "rate error (final line)",
         "p50 ms", "p99 ms", "p50 / p99 ms with decimals", "CPU s / M msgs"])
    row(["---"] * 8)
    for rate in (5000, 50000):
        sc = "fixed %d msg/s, %d s, 100 B" % (rate, fixed_secs)
        for tool in ("kplan", "kafka"):
            ach = t.med(sc, tool, "achieved rate error %")
            dec = "-"
            if tool == "kplan":
                dec = "%s / %s" % (fmt(t.med(sc, tool, "service p50 ms (decimals)"), 3),
                                   fmt(t.med(sc, tool, "service p99 ms (decimals)"), 3))
            row([sc, tool, "-" if ach is None else "%+.3f%%" % ach,
                 "%+.3f%%" % t.med(sc, tool, "final-line rate error %"),
                 fmt(t.med(sc, tool, "p50 ms"), 0), fmt(t.med(sc, tool, "p99 ms"), 0), dec,
                 fmt(t.med(sc, tool, "cpu_s_per_M"), 2)])
            if tool == "kplan" and ach is not None:
                goals.append(("%s: kplan's achieved rate within +-0.1%%" % sc, ach, abs(ach) <= 0.1))
    lines.append("")
    lines.append("### Consumers")
    lines.append("")
    sc = "consume %d x 100 B" % n_consume
    row(["scenario", "kplan msg/s", "Kafka msg/s", "ratio", "kplan fetch msg/s", "Kafka fetch msg/s",
         "ratio", "kplan CPU s / M", "Kafka CPU s / M", "kplan RSS MiB", "Kafka RSS MiB"])
    row(["---"] * 11)
    k = {m: t.med(sc, "kplan", m) for m in ("msg/s", "fetch msg/s", "cpu_s_per_M", "rss_mib")}
    j = {m: t.med(sc, "kafka", m) for m in ("msg/s", "fetch msg/s", "cpu_s_per_M", "rss_mib")}
    row([sc, fmt(k["msg/s"]), fmt(j["msg/s"]), "%.2f" % (k["msg/s"] / j["msg/s"]),
         fmt(k["fetch msg/s"]), fmt(j["fetch msg/s"]), "%.2f" % (k["fetch msg/s"] / j["fetch msg/s"]),
         fmt(k["cpu_s_per_M"], 2), fmt(j["cpu_s_per_M"], 2), fmt(k["rss_mib"]), fmt(j["rss_mib"])])
    lines.append("")
    lines.append("### Embedded cluster: kplan produce vs a bare librdkafka loop (bench/bare_producer.c)")
    lines.append("")
    sc = "embedded cluster, %d x 100 B" % n100
    kb, bb = t.med(sc, "kplan", "msg/s"), t.med(sc, "bare", "msg/s")
    row(["scenario", "kplan msg/s", "bare loop msg/s", "ratio", "kplan CPU s / M", "bare CPU s / M"])
    row(["---"] * 6)
    row([sc, fmt(kb), fmt(bb), "%.2f" % (kb / bb), fmt(t.med(sc, "kplan", "cpu_s_per_M"), 2),
         fmt(t.med(sc, "bare", "cpu_s_per_M"), 2)])
    goals.append(("embedded: kplan >= 90% of the bare loop", kb / bb, kb / bb >= 0.9))
    lines.append("")
    lines.append("### Flat memory: kplan produce, unlimited, 100 B, against the broker")
    lines.append("")
    sc = "kplan peak RSS, unlimited, 100 B"
    rss = [t.med(sc, "%d" % n, "rss_mib") for n in n_flat]
    row(["messages", "peak RSS MiB"])
    row(["---", "---"])
    for n, v in zip(n_flat, rss):
        row(["{:,}".format(n), fmt(v)])
    lines.append("")
    lines.append("The client's queue (librdkafka's queue.buffering.max.messages, 100,000, "
                 "and kplan's 32 MiB buffer) bounds the memory: a run that ends before "
                 "the queue fills peaks lower than one that fills it, and beyond that "
                 "the peak no longer grows with the message count.")
    big = "{:,}".format(n_flat[-1])
    goals.append(("flat memory: RSS(%s) within 10%% of RSS(100,000)" % big,
                  rss[-1] / rss[0], rss[-1] / rss[0] <= 1.10))
    goals.append(("bounded memory: RSS(%s) within 10%% of RSS(%s)" % (big, "{:,}".format(n_flat[1])),
                  rss[-1] / rss[1], rss[-1] / rss[1] <= 1.10))
    lines.append("")
    lines.append("### Goals")
    lines.append("")
    row(["goal", "measured", "met"])
    row(["---", "---", "---"])
    for name, value, ok in goals:
        row([name, "%.3f" % value, "yes" if ok else "**no**"])
    lines.append("")
    lines.append("### Commands (topic names as used; `$BOOT` is the test broker)")
    lines.append("")
    lines.append("```")
    for (sc, tool), cmd in sorted(t.commands.items()):
        c = " ".join(shlex.quote(x) for x in cmd).replace(ROOT + "/", "").replace(boot, "$BOOT")
        lines.append("%s [%s]: %s" % (sc, tool, c))
    lines.append("```")
    text = "\n".join(lines) + "\n"
    sys.stdout.write(text)
    for name, value, ok in goals:
        sys.stderr.write("goal %-70s %.3f %s\n" % (name, value, "met" if ok else "NOT met"))
    out = args.out or os.path.join(ROOT, "bench", "results", "bench-%s.md" % stamp)
    os.makedirs(os.path.dirname(out), exist_ok=True)
    with open(out, "w") as f:
        f.write(text)
    json.dump({"samples": {"|".join(k): v for k, v in t.samples.items()}},
              open(out[:-3] + ".json", "w"), indent=1)
    sys.stderr.write("bench: table written to %s\n" % os.path.relpath(out, ROOT))
    if args.docs:
        doc = open(args.docs).read()
        begin, end = "<!-- bench:begin -->", "<!-- bench:end -->"
        if begin in doc and end in doc:
            doc = doc[:doc.index(begin) + len(begin)] + "\n" + text + doc[doc.index(end):]
            open(args.docs, "w").write(doc)
            sys.stderr.write("bench: %s updated\n" % args.docs)


if __name__ == "__main__":
    main()
