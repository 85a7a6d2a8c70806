#!/usr/bin/python3
"""make bench-sizing: whether the capacity model (evaluate/sizing.h)
predicts the saturation rate of brokers held to a CPU budget, on the
3-broker test cluster (tests/kafka/cluster.sh) with Prometheus
(tests/kafka/prometheus.sh), both started by the Makefile target.

For 1, 2 and 3 brokers in turn:
(a) brokers 1..N are each put in a cgroup of the cpu controller (v1
    cpu.cfs_quota_us, or v2 cpu.max) at BUDGET[N] cores: an emulated
    host of that many cores, declared in the plan's cluster.hosts;
(b) a topic of 6 partitions, replication factor 1, is created with its
    partitions placed on brokers 1..N only (the others stay idle);
(c) the JIT settles. Once, before the first size, every broker takes
    load with none held (their JIT compiles at full speed): JIT_RATE
    msg/s at linger.ms 0 for JIT_SECONDS, many small requests (at
    linger.ms 5 a broker sees only some 60-180 Produce requests a
    second, so its request path is compiled late), then an unlimited
    run. For each size, one unlimited run with the brokers not held,
    then unlimited runs with them held until two in a row agree within
    10% (WARM_MAX at most; the first unlimited run after a start is
    30-50% slower);
(d) kplan runs FIXED fixed-rate tiers at 20-50% of the last warm-up's
    rate (well below saturation) and an unlimited tier: the measured
    saturation;
(e) evaluation.sizing's CPU rate at 100% of the declared cores (the model
    from the fixed-rate tiers alone, in the form the rule chose: the
    batching term or the straight line) is set beside the unlimited
    tier's rate: the ratio measured / model. Goal: within +-25%.

Throughout, the page cache is kept small: every DROP_EVERY seconds the
bench writes dirty pages out (sync) and drops the clean ones
(/proc/sys/vm/drop_caches = 1; it runs as root for the cgroups anyway).
On the virtual machine this bench was made on, once the page cache had
grown past a few GB each newly cached page cost the writing broker
several us of kernel time in the copy into it, two or three times the
broker's whole cost per message at 1 KiB, so a run's rate depended on
how much the runs before it had written, not on the brokers' budget
(with --keep-cache, 2 brokers at 0.25 cores: 2.96 us of kernel time a
message against 0.96, and measured / model 0.71 against 0.97;
docs/benchmarks.md). The brokers' data need not stay cached: nothing
reads it back.

The brokers are moved back to the group they came from and the cgroups
removed at the end, on an error and on SIGINT/SIGTERM.

    bench/sizing.py [--docs docs/benchmarks.md] [--quick] [--brokers 1,2,3]
                    [--keep-cache]
"""
import argparse
import datetime
import json
import os
import signal
import subprocess
import sys
import tempfile
import threading
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
KPLAN = os.path.join(ROOT, "build", "kplan")
CLUSTER = os.path.join(ROOT, "tests", "kafka", "cluster.sh")
PERF = os.path.join(ROOT, "tests", "kafka", "perf-tool.sh")
PERIOD_US = 100000
RECORD = 1024
# Cores per broker: 2 cores in all here, and the load client needs room
# (on 3 brokers at 0.3 cores each the client was the limit).
BUDGET = {1: 0.5, 2: 0.25, 3: 0.2}
# The fixed-rate tiers: shares of the warm-up's unlimited rate, well
# below saturation, where a broker's fixed costs are not most of its CPU.
SHARES = (0.2, 0.275, 0.35, 0.425, 0.5)
# Unlimited runs: messages for about 20 s at the expected saturation.
UNLIMITED = {1: 2000000, 2: 2000000, 3: 2000000}
WARM_MAX = 5
JIT_RATE = 20000
JIT_SECONDS = 40
WARM_AGREE = 0.10
SECONDS = 15
DROP_EVERY = 2.0
DROP_CACHES = "/proc/sys/vm/drop_caches"
MARK = "<!-- bench-sizing -->"

PLAN = r"""{
  "kplan": 1,
  "name": "bench-sizing-%(n)d",
  "title": "bench-sizing: %(n)d broker(s) held to %(cores)g cores each",
  "cluster": {
    "bootstrap.servers": "${KP_CLUSTER_BOOTSTRAP}",
    "hosts": [ { "name": "broker-{1..%(n)d}", "count": %(n)d, "cores": %(cores)g } ],
    "prometheus": {
      "url": "${KP_PROM_URL}",
      "selector": "{job=\"kafka\"}",
      "node_selector": "{job=\"node\"}",
      "window": "3s",
      "scrape_interval": "3s",
      "timeout": "5s"
    }
  },
  "topic": { "name": "%(topic)s", "partitions": 6, "replication_factor": 1,
             "create": false, "existing": "accept" },
  "defaults": {
    "record_size": %(record)d,
    "interval": "1s",
    "producer": { "acks": "1", "linger.ms": 5 },
    "consumer": { "enabled": false }
  },
  "tiers": [
%(fixed)s,
    { "name": "saturation", "messages": %(unl)d, "rate": "unlimited" }
  ],
  "criteria": [
    { "metric": "produce.latency.p95_ms", "op": "<=", "threshold": 60000 }
  ],
  "target": { "messages": "20G", "window": "1d" }
}
"""


WARM = r"""{
  "kplan": 1,
  "name": "bench-sizing-warm-%(n)d",
  "cluster": { "bootstrap.servers": "${KP_CLUSTER_BOOTSTRAP}" },
  "topic": { "name": "%(topic)s", "partitions": 6, "replication_factor": 1,
             "create": false, "existing": "accept" },
  "defaults": {
    "record_size": %(record)d,
    "producer": { "acks": "1", "linger.ms": 5 },
    "consumer": { "enabled": false }
  },
  "tiers": [ { "name": "warm", "messages": %(unl)d, "rate": "unlimited" } ]
}
"""

JIT = r"""{
  "kplan": 1,
  "name": "bench-sizing-jit",
  "cluster": { "bootstrap.servers": "${KP_CLUSTER_BOOTSTRAP}" },
  "topic": { "name": "%(topic)s", "partitions": 6, "replication_factor": 1,
             "create": false, "existing": "accept" },
  "defaults": {
    "record_size": %(record)d,
    "producer": { "acks": "1", "linger.ms": 5 },
    "consumer": { "enabled": false }
  },
  "tiers": [
    { "name": "requests", "messages": %(small)d, "rate": %(rate)d,
      "producer": { "linger.ms": 0 } },
    { "name": "data", "messages": %(unl)d, "rate": "unlimited" }
  ]
}
"""


def log(msg):
    sys.stderr.write("bench-sizing: %s\n" % msg)
    sys.stderr.flush()


def write(path, value):
    with open(path, "w") as f:
        f.write(value)


class Cgroups:
    """CPU groups of the cpu controller, one per broker held; undo()
    moves every process back where it came from and removes them."""

    def __init__(self):
        self.v1 = None
        for line in open("/proc/mounts"):
            dev, mnt, kind, opts = line.split()[:4]
            if kind == "cgroup" and "cpu" in opts.split(","):
                self.v1 = mnt
                break
        self.v2 = None if self.v1 else "/sys/fs/cgroup"
        self.groups = []  # (path, pid, home)

    def home_of(self, pid):
        for line in open("/proc/%d/cgroup" % pid):
            hid, ctls, path = line.rstrip("\n").split(":", 2)
            if self.v1 and "cpu" in ctls.split(","):
                return os.path.normpath(self.v1 + path)
            if not self.v1 and hid == "0":
                return os.path.normpath(self.v2 + path)
        raise RuntimeError("pid %d has no cpu cgroup" % pid)

    def hold(self, pid, cores, name):
        home = self.home_of(pid)
        path = os.path.join(self.v1 or self.v2, name)
        if os.path.isdir(path):
            os.rmdir(path)
        os.mkdir(path)
        self.groups.append((path, pid, home))
        quota = int(round(cores * PERIOD_US))
        if self.v1:
            write(os.path.join(path, "cpu.cfs_period_us"), str(PERIOD_US))
            write(os.path.join(path, "cpu.cfs_quota_us"), str(quota))
        else:
            write(os.path.join(path, "cpu.max"), "%d %d" % (quota, PERIOD_US))
        write(os.path.join(path, "cgroup.procs"), str(pid))

    def throttled(self):
        out = []
        for path, _, _ in self.groups:
            s = dict(l.split() for l in open(os.path.join(path, "cpu.stat")))
            out.append("%s/%s" % (s.get("nr_throttled", "?"), s.get("nr_periods", "?")))
        return out

    def undo(self):
        while self.groups:
            path, pid, home = self.groups.pop()
            try:
                for p in open(os.path.join(path, "cgroup.procs")).read().split():
                    write(os.path.join(home, "cgroup.procs"), p)
                for _ in range(50):
                    try:
                        os.rmdir(path)
                        break
                    except OSError:
                        time.sleep(0.1)
                log("broker pid %d back in %s, %s removed" % (pid, home, path))
            except Exception as e:  # noqa: BLE001 (every group must be tried)
                log("could NOT undo %s: %s" % (path, e))


class PageCache:
    """Keeps the page cache small while the bench runs (see the top):
    sync, then drop the clean pages, every DROP_EVERY seconds."""

    def __init__(self):
        self.stop = threading.Event()
        self.thread = None
        self.drops = 0

    def start(self):
        try:
            write(DROP_CACHES, "1")
        except OSError as e:
            log("the page cache is left as it is (%s: %s); rates may depend on "
                "what earlier runs wrote" % (DROP_CACHES, e.strerror))
            return
        self.thread = threading.Thread(target=self.run, daemon=True)
        self.thread.start()

    def run(self):
        while not self.stop.wait(DROP_EVERY):
            os.sync()
            try:
                write(DROP_CACHES, "1")
                self.drops += 1
            except OSError:
                pass

    def end(self):
        self.stop.set()
        if self.thread:
            self.thread.join()
            log("page cache dropped %d times" % self.drops)


def kernel_seconds(pid):
    """The process's CPU time in the kernel (stime), in seconds."""
    f = open("/proc/%d/stat" % pid).read().rsplit(")", 1)[1].split()
    return int(f[12]) / os.sysconf("SC_CLK_TCK")


def broker_pid(n):
    r = subprocess.run([CLUSTER, "pid", str(n)], capture_output=True, text=True, timeout=30)
    if r.returncode != 0:
        raise RuntimeError("cluster.sh pid %d: %s" % (n, r.stderr.strip()))
    return int(r.stdout.strip())


def create_topic(boot, topic, n):
    assign = ",".join(str(p % n + 1) for p in range(6))
    r = subprocess.run([PERF, "topics", "--bootstrap-server", boot, "--create",
                        "--topic", topic, "--replica-assignment", assign],
                       capture_output=True, text=True, timeout=120, cwd=ROOT)
    if r.returncode != 0:
        raise RuntimeError("create %s: %s" % (topic, (r.stdout + r.stderr).strip()))


def delete_topic(boot, topic):
    subprocess.run([PERF, "topics", "--bootstrap-server", boot, "--delete", "--topic", topic],
                   capture_output=True, text=True, timeout=120, cwd=ROOT)


def kplan_run(kplan, plan, out):
    r = subprocess.run(["timeout", "-s", "INT", "-k", "30", "900", kplan, "run", "-q",
                        "--out", out, plan], cwd=ROOT, capture_output=True, text=True)
    if r.returncode not in (0, 1):
        raise RuntimeError("kplan run %s: exit %d: %s" % (plan, r.returncode, r.stderr[-2000:]))
    return json.load(open(os.path.join(out, "results.json")))


def warm_rate(kplan, tmp, n, topic, unl, k):
    plan = os.path.join(tmp, "warm-%d-%d.json" % (n, k))
    write(plan, WARM % {"n": n, "topic": topic, "record": RECORD, "unl": unl})
    res = kplan_run(kplan, plan, os.path.join(tmp, "warm-%d-%d" % (n, k)))
    return res["tiers"][0]["produce"]["achieved_rate"]


def settle_jit(tmp, boot, kplan):
    """Every broker takes load, none held: the JIT compiles the request
    and the data paths at full speed before any size is measured."""
    topic = "bench-sizing-jit-%d" % int(time.time())
    create_topic(boot, topic, 3)
    plan = os.path.join(tmp, "jit.json")
    write(plan, JIT % {"topic": topic, "record": RECORD, "rate": JIT_RATE,
                       "small": JIT_RATE * JIT_SECONDS, "unl": 2 * UNLIMITED[3]})
    try:
        res = kplan_run(kplan, plan, os.path.join(tmp, "jit"))
    finally:
        delete_topic(boot, topic)
    return [t["produce"]["achieved_rate"] for t in res["tiers"]]


def run_one(n, quick, tmp, boot, kplan, keep):
    cores = BUDGET[n]
    topic = "bench-sizing-%d-%d" % (n, int(time.time()))
    secs = 8 if quick else SECONDS
    unl = UNLIMITED[n] // (3 if quick else 1)
    plan = os.path.join(tmp, "plan-%d.json" % n)
    create_topic(boot, topic, n)
    cg = Cgroups()
    out = os.path.join(tmp, "run-%d" % n)
    warm = []
    try:
        free = warm_rate(kplan, tmp, n, topic, unl, 0)
        log("%d broker(s) not held: %.0f msg/s" % (n, free))
        for b in range(1, n + 1):
            cg.hold(broker_pid(b), cores, "kplan-sizing-%d" % b)
        for k in range(1, WARM_MAX + 1):
            warm.append(warm_rate(kplan, tmp, n, topic, unl, k))
            log("%d broker(s) held, warm-up %d: %.0f msg/s" % (n, k, warm[-1]))
            if len(warm) >= 2 and abs(warm[-1] - warm[-2]) <= WARM_AGREE * warm[-2]:
                break
        sat = warm[-1]
        rates = tuple(int(round(sat * f / 1000.0)) * 1000 for f in SHARES)
        fixed = ",\n".join('    { "name": "r%d", "messages": %d, "rate": %d }' % (r, r * secs, r)
                           for r in rates)
        write(plan, PLAN % {"n": n, "cores": cores, "topic": topic, "record": RECORD,
                            "fixed": fixed, "unl": unl})
        pids = [broker_pid(b) for b in range(1, n + 1)]
        k0 = [kernel_seconds(p) for p in pids]
        res = kplan_run(kplan, plan, out)
        kernel = sum(kernel_seconds(p) - k for p, k in zip(pids, k0))
        thr = cg.throttled()
    finally:
        cg.undo()
        delete_topic(boot, topic)
    with open(keep % n, "w") as f:
        json.dump(res, f)
    s = res["evaluation"]["sizing"]
    cpu = next(x for x in s["resources"] if x["name"] == "cpu")
    sat = next(t for t in res["tiers"] if t["name"] == "saturation")
    measured = sat["produce"]["achieved_rate"]
    # The busiest broker's CPU over the saturation tier: at its budget
    # when the brokers' CPU was the limit, below it when something else
    # (the load client, the shared host) was.
    sat_cpu = None
    for w in (sat.get("brokers") or {}).get("windows", []):
        for q in w.get("queries", []):
            if q.get("name") == "process_cpu":
                vals = [x["window"] for x in q.get("series", []) if x.get("window") is not None]
                if vals:
                    sat_cpu = max(vals)
    model = cpu["full_rate"]
    # The whole host's busy share (of its 2 CPUs) in the fixed-rate tiers:
    # other work on the machine shows here.
    host = [st.get("host_cpu") for t in res["tiers"] if t["produce"].get("target_rate")
            for st in t["produce"]["client"]["stats"] if st.get("host_cpu") is not None]
    return {
        "brokers": n, "cores": cores, "rates": rates, "points": cpu["points"],
        "free": free, "warm": warm,
        "form": cpu.get("model"), "form_reason": cpu.get("model_reason"),
        "broker": cpu.get("broker"), "sat_cpu": sat_cpu,
        "intercept": cpu["intercept"], "slope": cpu["slope"],
        "requests_slope": cpu.get("requests_slope"), "batch_slope": cpu.get("batch_slope"),
        "r2": cpu["r2"], "error_pct": cpu["error_pct"],
        "line_r2": cpu.get("line_r2"), "line_error_pct": cpu.get("line_error_pct"),
        "model": model, "measured": measured,
        "ratio": measured / model if model else None,
        "ceiling": cpu["ceiling_rate"], "needed": s["brokers_needed"],
        "one_down": s["brokers_needed_one_down"], "peak": s["peak_rate"],
        "first": s["first"], "throttled": thr, "tested": s["brokers"],
        "host": (min(host), max(host)) if host else None,
        # The held brokers' kernel time per message over the whole plan
        # run: under 1 us here with the page cache held small, near 3 us
        # without (see the top).
        "kernel_us": 1e6 * kernel / sum(t["produce"]["measured"] for t in res["tiers"]),
    }


def fmt(v, spec="{:,.0f}"):
    return "n/a" if v is None else spec.format(v)


def fit_text(r):
    t = "%.4f + %.3g × rate" % (r["intercept"] or 0, r["slope"] or 0)
    if r.get("broker"):
        t = "broker %s: %s" % (r["broker"], t)
    if r["form"] == "batching":
        t += " + %.3g × req/s" % r["requests_slope"]
    return t


def form_text(r):
    if r["form"] == "batching":
        return "batching (k %.3g)" % r["batch_slope"]
    return "line (%s)" % (r["form_reason"] or "n/a")


def table(rows):
    lines = ["| brokers | cores each | warm-ups held (msg/s) | fixed tiers (msg/s) | CPU fit (cores) | "
             "form | R², max error (line's) | model at 100% (msg/s) | measured unlimited (msg/s) | "
             "busiest broker's CPU at saturation (cores) | measured / model | "
             "brokers for 231k msg/s (one down) | host busy in fixed tiers | "
             "brokers' kernel time a message |",
             "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|"]
    for r in rows:
        lines.append("| %d | %g | %s | %s | %s | %s | %.3f, %.0f%% (%.3f, %.0f%%) | %s | %s | %s | %s | %s (%s) | %s | %s |" % (
            r["brokers"], r["cores"], ", ".join("%.0fk" % (x / 1000) for x in r["warm"]),
            ", ".join("%dk" % (x // 1000) for x in r["rates"]),
            fit_text(r), form_text(r), r["r2"] or 0, r["error_pct"] or 0,
            r["line_r2"] or 0, r["line_error_pct"] or 0,
            fmt(r["model"]), fmt(r["measured"]), fmt(r["sat_cpu"], "{:.3f}"),
            fmt(r["ratio"], "{:.2f}"),
            fmt(r["needed"], "{:.0f}"), fmt(r["one_down"], "{:.0f}"),
            "%.0f-%.0f%%" % (100 * r["host"][0], 100 * r["host"][1]) if r["host"] else "n/a",
            "%.2f µs" % r["kernel_us"]))
    return "\n".join(lines)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--docs")
    ap.add_argument("--quick", action="store_true")
    ap.add_argument("--brokers", default="1,2,3")
    ap.add_argument("--keep-cache", action="store_true",
                    help="leave the page cache as it is (to see what it costs; see the top)")
    a = ap.parse_args()
    signal.signal(signal.SIGTERM, lambda s, f: sys.exit(128 + s))
    boot = os.environ["KP_CLUSTER_BOOTSTRAP"]
    rows = []
    stamp = datetime.datetime.utcnow().strftime("%Y%m%dT%H%M%SZ")
    res_dir = os.path.join(ROOT, "bench", "results")
    os.makedirs(res_dir, exist_ok=True)
    keep = os.path.join(res_dir, "sizing-%s-%%d-results.json" % stamp)
    with tempfile.TemporaryDirectory(prefix="kplan-sizing.") as tmp:
        # A copy: a rebuild meanwhile does not change the binary measured.
        # (with the templates, which it finds at ../templates).
        os.mkdir(os.path.join(tmp, "bin"))
        kplan = os.path.join(tmp, "bin", "kplan")
        subprocess.run(["cp", KPLAN, kplan], check=True)
        subprocess.run(["cp", "-r", os.path.join(ROOT, "templates"), tmp], check=True)
        cache = PageCache()
        if a.keep_cache:
            log("the page cache is left as it is (--keep-cache)")
        else:
            cache.start()
        try:
            t0 = time.time()
            jit = settle_jit(tmp, boot, kplan)
            log("JIT warm-up on 3 brokers, none held: %.0f msg/s at linger.ms 0, then %.0f "
                "unlimited (%.0f s)" % (jit[0], jit[1], time.time() - t0))
            for n in [int(x) for x in a.brokers.split(",")]:
                log("%d broker(s) at %g cores each" % (n, BUDGET[n]))
                try:
                    row = run_one(n, a.quick, tmp, boot, kplan, keep)
                except Exception as e:  # noqa: BLE001 (the other sizes still run)
                    log("%d broker(s): %s" % (n, e))
                    continue
                log(json.dumps(row))
                rows.append(row)
        finally:
            cache.end()
    t = table(rows)
    print(t)
    within = [r for r in rows if r["ratio"] and abs(r["ratio"] - 1) <= 0.25]
    note = ("Within ±25%%: %d of %d (ratios %s)." %
            (len(within), len(rows), ", ".join(fmt(r["ratio"], "{:.2f}") for r in rows)))
    print(note)
    with open(os.path.join(res_dir, "sizing-%s.json" % stamp), "w") as f:
        json.dump(rows, f, indent=1)
    if a.docs and a.keep_cache:
        log("%s is left as it is: --keep-cache is a run to compare with" % a.docs)
    elif a.docs:
        doc = open(a.docs).read()
        body = "%s\n%s\n\n%s\n%s" % (MARK, t, note, MARK)
        if doc.count(MARK) >= 2:
            i = doc.index(MARK)
            j = doc.index(MARK, i + 1) + len(MARK)
            doc = doc[:i] + body + doc[j:]
        else:
            doc += "\n" + body + "\n"
        write(a.docs, doc)
    return 0 if len(within) == len(rows) else 1


if __name__ == "__main__":
    sys.exit(main())
