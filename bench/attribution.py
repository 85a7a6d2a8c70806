#!/usr/bin/python3
"""make bench-attribution: which cause kplan names ("where the time went",
results.json evaluation.tiers[].produce_limit) in live runs whose cause is
set up, on the 3-broker Kafka 4.4.0 test cluster (tests/kafka/cluster.sh)
with Prometheus, node_exporter and the brokers' JMX exporters
(tests/kafka/prometheus.sh, started here unless it runs).

Scenarios (one tier of 18 s at a fixed rate, 1,000 B records, acks=all,
a topic of 6 partitions, replication factor 3, min.insync.replicas 2, and
a criterion p95 <= 5 ms so that a failing tier asks for a cause):

  client-cgroup   kplan in a cgroup CPU group at 3% of a core, 3,000 msg/s
                  (set up: the load client's CPU: the verdict is
                  INCONCLUSIVE with the client's CPU limit as its reason)
  broker-cgroup   broker N's JVM in a cgroup CPU group at 10% of a core,
                  2,000 msg/s (set up: broker N)
  quota           producer_byte_rate 256 KiB/s a broker for every client
                  (kafka-configs), 2,000 msg/s = 2 MB/s (set up: throttle)
  librdkafka      --client-defaults librdkafka, linger.ms 0, 5,000 msg/s
                  (set up: the client's request pipeline)
  separate-cpus   the brokers' JVMs pinned to CPU 1, kplan to CPU 0,
                  2,000 msg/s (set up: nothing starved; a control)

Each scenario checks that what it sets up was in force (the cgroup's
nr_throttled rose, the client saw throttle time, ...) and always undoes
it (processes moved back to the group they came from, the cgroup removed,
the CPU affinity restored, the quota deleted), on failure and on Ctrl-C
or SIGTERM too. Each kplan run is bounded (SIGINT after 2.5 times the
tier's time, SIGKILL 30 s later). The cgroup scenarios need root and a
cgroup cpu controller (v1, else v2): without them they are skipped, and
the table says why. Only 127.0.0.1 is loaded.

Prints one row per scenario and repetition, then the table (the form
docs/benchmarks.md uses) and where the raw results are kept
(bench/results/attribution-<UTC>/: each run's report directory).

    bench/attribution.py [--reps N] [--only NAME[,NAME]] [--broker N] [--docs FILE]
"""
import argparse
import datetime
import glob
import json
import math
import os
import re
import signal
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "bench"))
import bench  # noqa: E402  (machine, publish, fmt, PERF, KPLAN)
import parity  # noqa: E402  (cluster_boot, CLUSTER)

PLAN = os.path.join(ROOT, "bench", "plans", "attribution.json")
PROM = os.path.join(ROOT, "tests", "kafka", "prometheus.sh")
SECONDS = 18          # the tier's produce time at its rate
P95_MS = 5            # the plan's criterion
QUOTA_BPS = 262144    # producer_byte_rate, a broker
PERIOD_US = 100000
# The quota last: the brokers' throttle-time gauge of a client id keeps
# its last value after the quota is gone (until Kafka expires the client's
# sensor, an hour later), so the brokers' side of every later run on the
# same cluster still reads it.
SCENARIOS = ("client-cgroup", "broker-cgroup", "librdkafka", "separate-cpus", "quota")

CHILD = None          # the kplan run in flight (its own process group)


def log(msg):
    sys.stderr.write("attribution: %s\n" % msg)
    sys.stderr.flush()


class Skip(Exception):
    """A scenario that cannot run here; the message says why."""


class Undo:
    """What a scenario set up, undone in reverse order, each step on its
    own: one that fails is reported and the others still run."""

    def __init__(self):
        self.steps = []

    def push(self, what, fn):
        self.steps.append((what, fn))

    def run(self):
        while self.steps:
            what, fn = self.steps.pop()
            try:
                fn()
                log("undone: " + what)
            except Exception as e:  # noqa: BLE001  (every step must run)
                log("could NOT undo %s: %s" % (what, e))


def ignoring_signals(fn):
    """Runs fn with SIGINT and SIGTERM ignored: a second Ctrl-C cannot
    cut an undo short."""
    old = [signal.signal(s, signal.SIG_IGN) for s in (signal.SIGINT, signal.SIGTERM)]
    try:
        fn()
    finally:
        signal.signal(signal.SIGINT, old[0])
        signal.signal(signal.SIGTERM, old[1])


def on_term(signum, frame):
    log("signal %d: undoing what the scenario set up" % signum)
    raise SystemExit(128 + signum)


def write(path, value):
    with open(path, "w") as f:
        f.write(value)


# ---- cgroups --------------------------------------------------------------

class CpuController:
    """The cgroup cpu controller: v1 (a hierarchy mounted with the cpu
    option) if there is one, else v2 when its root offers cpu."""

    def __init__(self):
        self.version = None
        self.mount = None
        self.why = None
        if os.geteuid() != 0:
            self.why = "needs root (cgroups); run as root to include it"
            return
        v2 = None
        for line in open("/proc/mounts"):
            dev, mnt, kind, opts = line.split()[:4]
            if kind == "cgroup" and "cpu" in opts.split(","):
                self.version, self.mount = 1, mnt
                return
            if kind == "cgroup2" and v2 is None:
                v2 = mnt
        if v2:
            try:
                ctl = open(os.path.join(v2, "cgroup.controllers")).read().split()
            except OSError:
                ctl = []
            if "cpu" in ctl:
                self.version, self.mount = 2, v2
                return
        self.why = "no cgroup cpu controller mounted (v1 cpu, or v2 with cpu)"

    def group_of(self, pid):
        """The cgroup directory pid is in, for this controller."""
        for line in open("/proc/%s/cgroup" % pid):
            hid, ctls, path = line.rstrip("\n").split(":", 2)
            if self.version == 1 and "cpu" in ctls.split(","):
                return os.path.normpath(self.mount + path)
            if self.version == 2 and hid == "0":
                return os.path.normpath(self.mount + path)
        raise RuntimeError("pid %s has no cgroup of the cpu controller" % pid)


class CpuGroup:
    """A cgroup of the cpu controller, beside the one this script runs in,
    capped at `cores` of a core."""

    def __init__(self, ctl, name, cores, undo):
        self.ctl = ctl
        parent = ctl.group_of("self")
        self.path = os.path.join(parent, name)
        self.homes = {}
        if os.path.isdir(self.path):
            log("removing %s, left by an earlier run" % self.path)
            self._empty_into(parent)
            os.rmdir(self.path)
        if ctl.version == 2:
            sub = os.path.join(parent, "cgroup.subtree_control")
            if "cpu" not in open(sub).read().split():
                try:
                    write(sub, "+cpu")
                except OSError as e:
                    raise Skip("cannot enable the v2 cpu controller below %s: %s" % (parent, e))
        os.mkdir(self.path)
        undo.push("cgroup %s removed" % self.path, self.remove)
        quota = int(round(cores * PERIOD_US))
        if ctl.version == 1:
            write(os.path.join(self.path, "cpu.cfs_period_us"), str(PERIOD_US))
            write(os.path.join(self.path, "cpu.cfs_quota_us"), str(quota))
        else:
            write(os.path.join(self.path, "cpu.max"), "%d %d" % (quota, PERIOD_US))
        self.setting = "%d/%d us" % (quota, PERIOD_US)

    def procs(self):
        return os.path.join(self.path, "cgroup.procs")

    def add(self, pid):
        """Moves process pid (all its threads) in; remove() moves it back
        to the group it came from."""
        self.homes[str(pid)] = self.ctl.group_of(pid)
        write(self.procs(), str(pid))

    def stat(self):
        """nr_periods and nr_throttled so far."""
        s = {}
        for line in open(os.path.join(self.path, "cpu.stat")):
            k, v = line.split()
            s[k] = int(v)
        return {"periods": s.get("nr_periods", 0), "throttled": s.get("nr_throttled", 0)}

    def _empty_into(self, fallback):
        for _ in range(50):
            pids = open(self.procs()).read().split()
            if not pids:
                return
            for p in pids:
                home = self.homes.get(p, fallback)
                try:
                    write(os.path.join(home, "cgroup.procs"), p)
                except OSError:
                    if os.path.exists("/proc/" + p):
                        write(os.path.join(fallback, "cgroup.procs"), p)
            time.sleep(0.1)
        raise RuntimeError("processes stay in %s" % self.path)

    def remove(self):
        self._empty_into(os.path.dirname(self.path))
        for _ in range(50):
            try:
                os.rmdir(self.path)
                return
            except OSError:
                time.sleep(0.1)
        os.rmdir(self.path)


# ---- CPU affinity ---------------------------------------------------------

def affinity_of(pid):
    """The CPU list of each thread of pid: {tid: "0-1"}."""
    out = {}
    for st in glob.glob("/proc/%d/task/*/status" % pid):
        try:
            for line in open(st):
                if line.startswith("Cpus_allowed_list:"):
                    out[st.split("/")[4]] = line.split()[1]
        except OSError:
            pass
    return out


def taskset(cpus, pid):
    r = subprocess.run(["taskset", "-a", "-p", "-c", cpus, str(pid)],
                       capture_output=True, text=True, timeout=30)
    if r.returncode != 0:
        raise RuntimeError("taskset -a -p -c %s %d: %s" % (cpus, pid, r.stderr.strip()))


# ---- the cluster, Prometheus, the quota -----------------------------------

def broker_pid(n):
    r = subprocess.run([parity.CLUSTER, "pid", str(n)], capture_output=True, text=True, timeout=30)
    if r.returncode != 0:
        raise RuntimeError("cluster.sh pid %d: %s" % (n, r.stderr.strip()))
    return int(r.stdout.strip())


def cluster_healthy(within_s=180):
    """Waits until the 3 brokers answer again (a broker held back may
    have been fenced meanwhile)."""
    deadline = time.monotonic() + within_s
    while time.monotonic() < deadline:
        if subprocess.run([parity.CLUSTER, "status"], capture_output=True,
                          timeout=60).returncode == 0:
            return True
        time.sleep(2)
    return False


def configs(boot, *args):
    """Kafka's kafka-configs for every client (--entity-default)."""
    r = subprocess.run([bench.PERF, "configs", "--bootstrap-server", boot, "--entity-type",
                        "clients", "--entity-default", "--alter"] + list(args),
                       capture_output=True, text=True, timeout=90, cwd=ROOT)
    return r.returncode, (r.stdout + r.stderr).strip()


def prom_start(undo):
    """Prometheus and node_exporter (tests/kafka/prometheus.sh) unless they
    run; returns KP_PROM_URL."""
    if subprocess.run([PROM, "status"], capture_output=True, timeout=30).returncode != 0:
        subprocess.run([PROM, "stop"], capture_output=True, timeout=60)
        undo.push("Prometheus stopped", lambda: subprocess.run(
            [PROM, "stop"], capture_output=True, timeout=60))
        if subprocess.run([PROM, "start"], timeout=120).returncode != 0:
            raise SystemExit("attribution: Prometheus did not start (tests/kafka/prometheus.sh)")
    env = dict(l.split("=", 1) for l in subprocess.run(
        [PROM, "env"], capture_output=True, text=True, check=True).stdout.split())
    return env["KP_PROM_URL"].strip("'")


# ---- a kplan run ----------------------------------------------------------

def stop_child():
    """The kplan run in flight, if any: SIGINT (it writes its reports),
    SIGKILL 20 s later."""
    global CHILD
    p, CHILD = CHILD, None
    if p is None or p.poll() is not None:
        return
    try:
        os.killpg(p.pid, signal.SIGINT)
        p.wait(timeout=20)
    except subprocess.TimeoutExpired:
        os.killpg(p.pid, signal.SIGKILL)
        p.wait()
    except ProcessLookupError:
        pass


def run_kplan(out, env, rate, extra=(), prefix=(), during=None):
    """One run of the plan at `rate`, its report in out; prefix wraps the
    command (taskset, a cgroup), during(pid) is called once it runs.
    Returns (exit code, stderr)."""
    global CHILD
    limit = int(SECONDS * 2.5) + 30
    cmd = list(prefix) + ["timeout", "-s", "INT", "-k", "30", str(limit), bench.KPLAN, "run",
                          "-q", "--out", out] + list(extra) + [PLAN]
    e = dict(env, ATTR_RATE=str(rate), ATTR_MESSAGES=str(rate * SECONDS))
    with open(out + ".log", "w") as err:
        CHILD = subprocess.Popen(cmd, cwd=ROOT, env=e, stdout=err, stderr=err,
                                 start_new_session=True)
        if during:
            time.sleep(3)
            during(CHILD.pid)
        rc = CHILD.wait(timeout=limit + 60)
    CHILD = None
    return rc, open(out + ".log").read()


# ---- reading results.json -------------------------------------------------

def num(v):
    return v if isinstance(v, (int, float)) and not isinstance(v, bool) and \
        not math.isnan(v) else None


def g(v, d=2):
    v = num(v)
    return "-" if v is None else bench.fmt(v, d)


LIMIT_FIGURES = [("cpu", "cpu", 2), ("cpu_thread", "cpu_thread", 2), ("cpu_wait", "cpu_wait", 2),
                 ("msgs_per_batch", "msgs/batch", 1), ("waiting", "waiting", 1),
                 ("client_share_of_mean", "client share of mean", 2), ("throttle_ms", "throttle_ms", 1),
                 ("broker_rtt_max_ms", "broker rtt max ms", 1)]
BROKER_FIGURES = [("process_cpu", "cores", 2), ("request_handler_idle", "handlers idle %", 0),
                  ("produce_queue_ms", "queue ms", 1), ("produce_remote_ms", "remote ms", 1),
                  ("produce_throttle_ms", "throttle ms", 1)]


def broker_means(tier, broker):
    """The named broker's means over the tier's window, {query: mean}."""
    wins = [w for w in (tier.get("brokers") or {}).get("windows", []) if w.get("trial") == -1]
    if not wins or wins[0].get("unavailable"):
        return {}
    out = {}
    for q in wins[0].get("queries", []):
        for s in q.get("series", []):
            # The broker by the node id kplan mapped it to (its label
            # only in results written before the mapping).
            who = s.get("node_id") if s.get("node_id") is not None else s.get("broker")
            if str(who) == str(broker):
                v = [x for x in s.get("v", []) if num(x) is not None]
                if v:
                    out[q["name"]] = sum(v) / len(v)
    return out


def read_run(out):
    """The row's figures from a run's results.json and report.md."""
    path = os.path.join(out, "results.json")
    if not os.path.exists(path):
        return None
    d = json.load(open(path))
    t = d["tiers"][0]
    p = t.get("produce") or {}
    ev = ((d.get("evaluation") or {}).get("tiers") or [{}])[0]
    lim = ev.get("produce_limit") or {}
    whole = d.get("evaluation") or {}
    r = {"status": t.get("status"), "kind": lim.get("kind", "none"),
         "verdict": whole.get("verdict", "-"),
         "rig": (whole.get("inconclusive") or {}).get("code")
         or (ev.get("rig") or {}).get("code"),
         "broker": lim.get("broker"), "client": lim.get("client"),
         "p95": (p.get("latency_ms") or {}).get("p95_ms"),
         "achieved": p.get("achieved_rate"), "target": p.get("target_rate"),
         "limit": lim}
    figs = []
    known = {k for k, _, _ in LIMIT_FIGURES} | {"kind", "client", "broker", "source"}
    for k, label, dd in LIMIT_FIGURES:
        if num(lim.get(k)) is not None:
            figs.append("%s %s" % (label, g(lim[k], dd)))
    # Figures the rules add later (a cgroup's throttled share, ...).
    for k in sorted(lim):
        if k not in known and num(lim[k]) is not None:
            figs.append("%s %s" % (k, g(lim[k])))
    for k in sorted(lim):
        if k not in known and isinstance(lim[k], str):
            figs.append("%s %s" % (k, lim[k]))
    if lim.get("broker") is not None:
        b = broker_means(t, lim["broker"])
        bf = ["%s %s" % (label, g(b[k], dd)) for k, label, dd in BROKER_FIGURES if k in b]
        if bf:
            figs.append("broker %s: %s" % (lim["broker"], ", ".join(bf)))
    r["figures"] = "; ".join(figs) or "-"
    r["tier"] = t
    rep = os.path.join(out, "report.md")
    m = re.search(r"Brokers as a limit: \*\*(.*?)\*\*", open(rep).read()) \
        if os.path.exists(rep) else None
    r["brokers_side"] = m.group(1) if m else "-"
    return r


def cause(r):
    if r is None:
        return "-"
    s = "`%s`" % r["kind"]
    if r["broker"] is not None:
        s += ", broker %s" % r["broker"]
    s += ", client" if r["client"] else ", not the client"
    return s


# ---- the scenarios --------------------------------------------------------

def share(before, after):
    periods = after["periods"] - before["periods"]
    thr = after["throttled"] - before["throttled"]
    return periods, thr


def sc_client_cgroup(ctx, out, undo):
    if ctx["ctl"].why:
        raise Skip(ctx["ctl"].why)
    grp = CpuGroup(ctx["ctl"], "kplan-attribution-client", 0.03, undo)
    before = grp.stat()
    prefix = ["sh", "-c", 'echo $$ > "$0" && exec "$@"', grp.procs()]
    rc, err = run_kplan(out, ctx["env"], 3000, prefix=prefix)
    periods, thr = share(before, grp.stat())
    return rc, err, thr > 0, "cgroup v%d %s: throttled in %d of %d periods" % (
        ctx["ctl"].version, grp.setting, thr, periods)


def sc_broker_cgroup(ctx, out, undo):
    if ctx["ctl"].why:
        raise Skip(ctx["ctl"].why)
    n = ctx["broker"]
    grp = CpuGroup(ctx["ctl"], "kplan-attribution-broker", 0.10, undo)
    grp.add(broker_pid(n))
    before = grp.stat()
    rc, err = run_kplan(out, ctx["env"], 2000)
    periods, thr = share(before, grp.stat())
    r = read_run(out) or {}
    cores = broker_means(r.get("tier") or {}, n).get("process_cpu")
    return rc, err, thr > 0, "broker %d in cgroup v%d %s: throttled in %d of %d periods; " \
        "its JVM used %s cores (Prometheus)" % (
            n, ctx["ctl"].version, grp.setting, thr, periods, g(cores, 2))


def sc_quota(ctx, out, undo):
    rc, msg = configs(ctx["boot"], "--add-config", "producer_byte_rate=%d" % QUOTA_BPS)
    undo.push("quota producer_byte_rate deleted", lambda: remove_quota(ctx["boot"]))
    if rc != 0:
        raise RuntimeError("kafka-configs --add-config: " + msg[-500:])
    # The quota reaches every broker through the metadata log: a moment.
    time.sleep(3)
    rc, err = run_kplan(out, ctx["env"], 2000)
    r = read_run(out) or {}
    thr = client_throttle(r.get("tier") or {})
    return rc, err, bool(thr), "producer_byte_rate %d B/s a broker; client throttle %s ms" % (
        QUOTA_BPS, g(thr, 1))


def client_stats(tier):
    """The client's statistics over the produce phase (the first load
    host's), {} when none were recorded."""
    st = ((tier.get("produce") or {}).get("client") or {}).get("stats") or []
    return st[0] if st else {}


def client_throttle(tier):
    """The client's throttle time (librdkafka's statistics), ms: the
    phase's mean, else its highest."""
    st = client_stats(tier)
    return num(st.get("throttle_ms")) or num(st.get("throttle_max_ms"))


def remove_quota(boot):
    rc, msg = configs(boot, "--delete-config", "producer_byte_rate")
    if rc != 0:
        raise RuntimeError(msg[-300:])


def sc_librdkafka(ctx, out, undo):
    rc, err = run_kplan(out, ctx["env"], 5000, extra=[
        "--client-defaults", "librdkafka", "--set", "defaults.producer.linger.ms=0"])
    r = read_run(out) or {}
    c = ((r.get("tier") or {}).get("produce") or {}).get("client") or {}
    linger = [s["value"] for s in c.get("settings", [])
              if s.get("key") in ("linger.ms", "queue.buffering.max.ms")]
    st = client_stats(r.get("tier") or {})
    ok = c.get("defaults") == "librdkafka" and linger == ["0"] and \
        st.get("max_in_flight") == 1000000
    return rc, err, ok, "client defaults %s, linger.ms %s, max in flight %s; %s requests " \
        "waiting on average" % (c.get("defaults", "?"), ",".join(linger) or "?",
                                g(st.get("max_in_flight"), 0), g(st.get("waiting_mean"), 0))


def sc_separate_cpus(ctx, out, undo):
    if (os.cpu_count() or 1) < 2:
        raise Skip("needs 2 CPUs or more")
    pinned = []
    for n in (1, 2, 3):
        pid = broker_pid(n)
        old = affinity_of(pid)
        mask = subprocess.run(["taskset", "-p", str(pid)], capture_output=True, text=True,
                              check=True).stdout.split(":")[-1].strip()
        undo.push("broker %d's affinity back to mask %s" % (n, mask),
                  lambda pid=pid, mask=mask: subprocess.run(
                      ["taskset", "-a", "-p", mask, str(pid)], capture_output=True, check=True))
        taskset("1", pid)
        pinned.append((n, pid, old))
    seen = {}

    def check(_pid):
        for n, pid, _ in pinned:
            seen[n] = sorted(set(affinity_of(pid).values()))
    rc, err = run_kplan(out, ctx["env"], 2000, prefix=["taskset", "-c", "0"], during=check)
    ok = all(v == ["1"] for v in seen.values()) and len(seen) == 3
    return rc, err, ok, "brokers' threads on CPU %s, kplan on CPU 0" % (
        ",".join(sorted({c for v in seen.values() for c in v})) or "?")


RUNS = {"client-cgroup": (sc_client_cgroup, "the load client's CPU (3% of a core, 3,000 msg/s)"),
        "broker-cgroup": (sc_broker_cgroup, "broker {broker} (10% of a core)"),
        "librdkafka": (sc_librdkafka, "the client's request pipeline"),
        "separate-cpus": (sc_separate_cpus, "nothing starved (control)"),
        "quota": (sc_quota, "throttle (a quota)")}
RATES = {"client-cgroup": 3000, "broker-cgroup": 2000, "quota": 2000, "librdkafka": 5000,
         "separate-cpus": 2000}


def one(ctx, name, rep):
    fn, _ = RUNS[name]
    out = os.path.join(ctx["dir"], "%s-%d" % (name, rep + 1))
    env = dict(ctx["env"], ATTR_TOPIC="attribution-%s-%s-%d" % (name, ctx["stamp"], rep + 1))
    c = dict(ctx, env=env)
    undo = Undo()
    row = {"name": name, "rep": rep + 1, "out": out, "after_quota": ctx["quota_ran"]}
    try:
        rc, err, ok, what = fn(c, out, undo)
        row.update(rc=rc, verified=ok, what=what)
        row["r"] = read_run(out)
        if row["r"] is None:
            row["error"] = "no results.json (exit %d): %s" % (rc, err.strip()[-300:])
    except Skip as e:
        row["skipped"] = str(e)
    except (RuntimeError, OSError, subprocess.SubprocessError) as e:
        row["error"] = str(e)
    finally:
        ignoring_signals(lambda: (undo.run(), stop_child()))
    if name == "quota":
        ctx["quota_ran"] = True
    if name == "broker-cgroup" and not cluster_healthy():
        raise SystemExit("attribution: the cluster did not get its 3 brokers back")
    return row


def table_row(ctx, row):
    name = row["name"]
    setup = RUNS[name][1].replace("{broker}", str(ctx["broker"]))
    scen = name if ctx["reps"] == 1 else "%s #%d" % (name, row["rep"])
    if "skipped" in row:
        return "| %s | %s | skipped: %s | - | - | - | - | - | - | - |" % (
            scen, setup, row["skipped"])
    if "error" in row and not row.get("r"):
        return "| %s | %s | failed: %s | - | - | - | - | - | - | - |" % (
            scen, setup, row["error"].replace("|", "/"))
    r = row["r"]
    verified = ("yes: " if row["verified"] else "NO: ") + row["what"]
    ach = "-"
    if num(r["achieved"]) is not None and num(r["target"]):
        ach = "%s / %s (%.1f%%)" % (bench.fmt(r["achieved"], 0), bench.fmt(r["target"], 0),
                                    100.0 * r["achieved"] / r["target"])
    side = r["brokers_side"]
    if row["after_quota"] and name != "quota":
        side += " (a quota scenario ran earlier on this cluster)"
    verdict = "%s (exit %d)" % (r["verdict"], row["rc"])
    rig = "`%s`" % r["rig"] if r["rig"] else "-"
    return "| %s | %s | %s | %s | %s | %s | %s | %s | %s | %s |" % (
        scen, setup, verified, verdict, rig, cause(r), r["figures"], side,
        g(r["p95"], 1), ach)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--reps", type=int, default=1)
    ap.add_argument("--only", default=None, help="scenarios to run, comma-separated: " +
                    ", ".join(SCENARIOS))
    ap.add_argument("--broker", type=int, default=2, choices=(1, 2, 3),
                    help="the broker broker-cgroup holds back (default 2)")
    ap.add_argument("--docs", default=None, help="rewrite the attribution section of this file")
    args = ap.parse_args()
    names = SCENARIOS
    if args.only:
        names = [n.strip() for n in args.only.split(",")]
        bad = [n for n in names if n not in SCENARIOS]
        if bad:
            ap.error("unknown scenario %s (known: %s)" % (", ".join(bad), ", ".join(SCENARIOS)))
    # Ctrl-C even when started in the background (SIGINT ignored).
    signal.signal(signal.SIGINT, signal.default_int_handler)
    signal.signal(signal.SIGTERM, on_term)
    signal.signal(signal.SIGHUP, on_term)
    boot = parity.cluster_boot()
    if any(not h.startswith("127.0.0.1:") for h in boot.split(",")):
        raise SystemExit("attribution: loads only 127.0.0.1, the cluster is at " + boot)
    top = Undo()
    stamp = datetime.datetime.utcnow().strftime("%Y%m%dT%H%M%SZ")
    ctx = {"boot": boot, "broker": args.broker, "reps": args.reps, "stamp": stamp,
           "ctl": CpuController(), "quota_ran": False,
           "dir": os.path.join(ROOT, "bench", "results", "attribution-" + stamp)}
    os.makedirs(ctx["dir"])
    rows = []
    try:
        url = prom_start(top)
        if not url.startswith("http://127.0.0.1:"):
            raise SystemExit("attribution: Prometheus is not on 127.0.0.1: " + url)
        ctx["env"] = dict(os.environ, KP_CLUSTER_BOOTSTRAP=boot, KP_PROM_URL=url)
        if ctx["ctl"].why:
            log("the cgroup scenarios are skipped: " + ctx["ctl"].why)
        # A quota left by an interrupted run would hold every scenario.
        if "quota" in names:
            configs(boot, "--delete-config", "producer_byte_rate")
        # Warm-up, not counted: brokers just started stall on a first load.
        log("warm-up run (not counted)")
        run_kplan(os.path.join(ctx["dir"], "warm-up"),
                  dict(ctx["env"], ATTR_TOPIC="attribution-warm-up-" + stamp), 2000)
        for rep in range(args.reps):
            for name in names:
                log("%s, repetition %d of %d" % (name, rep + 1, args.reps))
                row = one(ctx, name, rep)
                rows.append(row)
                log(table_row(ctx, row))
    finally:
        ignoring_signals(lambda: (stop_child(), top.run()))
    commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=ROOT,
                            capture_output=True, text=True).stdout.strip() or "unknown"
    dirty = subprocess.run(["git", "status", "--porcelain", "--", "src"], cwd=ROOT,
                           capture_output=True, text=True).stdout.strip()
    lines = ["Run %s on commit %s%s, `bench/attribution.py %s`; one tier of %d s a run, "
             "1,000 B, acks=all, 6 partitions, replication factor 3, min.insync.replicas 2, "
             "criterion p95 <= %d ms." % (stamp, commit, " (src/ modified)" if dirty else "",
                                           " ".join(sys.argv[1:]), SECONDS, P95_MS), ""]
    for l in bench.machine():
        lines.append("- " + l.replace(
            "Apache Kafka 3.9.1 (KRaft, single node, 127.0.0.1, tests/kafka/broker.sh)",
            "Apache Kafka 4.4.0, 3 brokers (KRaft, 127.0.0.1, tests/kafka/cluster.sh), "
            "Prometheus and node_exporter (tests/kafka/prometheus.sh)"))
    lines.append("")
    lines.append("| Scenario | Set up | In force | Verdict | The rig's record | "
                 "Cause named | Figures behind it | "
                 "Brokers' side | p95 corrected (ms) | Achieved / target (msg/s) |")
    lines.append("|---|---|---|---|---|---|---|---|---:|---|")
    for row in rows:
        lines.append(table_row(ctx, row))
    text = "\n".join(lines) + "\n"
    if args.docs and args.only:
        log("--only: %s is left as it is (its table holds every scenario)" % args.docs)
    bench.publish("attribution", stamp, text, None if args.only else args.docs)
    print("\nraw results (each run's report directory): %s" % os.path.relpath(ctx["dir"], ROOT))


if __name__ == "__main__":
    try:
        main()
    except KeyboardInterrupt:
        log("interrupted (what the scenario set up is undone)")
        sys.exit(130)
