#!/usr/bin/python3
"""make bench-hosts: which verdict and which cause kplan gives on the
3-broker Kafka 4.4.0 cluster on emulated hosts (tests/hosts/hosts.sh: a
network namespace and a cgroup CPU budget a broker, one for the client),
where a run is evidence about the cluster. Runs under
tests/hosts/with-hosts.sh, which starts and removes the hosts.

The brokers are first warmed up unheld (a JVM compiles its hot paths in
its first minutes of load, slowly at a small budget), then each scenario
runs bench/plans/hosts.json (one tier of 20 s at 3,000 msg/s, 1,000 B,
acks=all, 6 partitions, RF 3, min.insync.replicas 2, p95 <= 500 ms) with
kplan on the client host:

  unheld        every host at its default budget (brokers 0.4 cores,
                client 0.3): nothing set up
  broker-held   broker N (by default one that is not the active
                controller: a held controller may be fenced, which
                changes the cause mid-tier) held to 0.15 cores
  client-held   the client host held to 0.01 cores

Each scenario checks that what it set up was in force (the held host's
cgroup nr_throttled rose during the run) and sets the default budgets
back, on failure too. Prints the table docs/benchmarks.md keeps between
<!-- bench-hosts:begin --> and <!-- bench-hosts:end -->.

    bench/hosts.py [--reps N] [--broker N] [--only NAME[,NAME]] [--docs FILE]
"""
import argparse
import datetime
import json
import os
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "bench"))
import bench  # noqa: E402  (publish, KPLAN)

HOSTS = os.environ.get("KP_HOSTS_SCRIPT", os.path.join(ROOT, "tests", "hosts", "hosts.sh"))
PLAN = os.path.join(ROOT, "bench", "plans", "hosts.json")
WARM = os.path.join(ROOT, "tests", "hosts", "plans", "warm-up.json")
SCENARIOS = ("unheld", "broker-held", "client-held")
BROKER_HELD = "0.15"
CLIENT_HELD = "0.01"
RUN_LIMIT_S = 180


def log(msg):
    sys.stderr.write("bench-hosts: %s\n" % msg)
    sys.stderr.flush()


def hosts(*args, check=True):
    return subprocess.run([HOSTS] + list(args), capture_output=True, text=True, check=check).stdout


def throttled(host):
    """nr_throttled of a host's cgroup (v1 cpu.stat; v2 the same key)."""
    for d in ("/sys/fs/cgroup/cpu/kplan-hosts/%s" % host, "/sys/fs/cgroup/kplan-hosts/%s" % host):
        try:
            for line in open(os.path.join(d, "cpu.stat")):
                k, v = line.split()
                if k == "nr_throttled":
                    return int(v)
        except OSError:
            continue
    return None


def prom(query):
    out = hosts("client", "curl", "-s", "--max-time", "5", "--get",
                "--data-urlencode", "query=" + query,
                os.environ["KP_HOSTS_PROM_URL"] + "/api/v1/query", check=False)
    try:
        return json.loads(out)["data"]["result"]
    except (ValueError, KeyError):
        return []


def active_controller():
    for s in prom("kafka_controller_kafkacontroller_activecontrollercount == 1"):
        for b in prom("kafka_server_broker_id"):
            if b["metric"].get("instance") == s["metric"].get("instance"):
                return int(float(b["value"][1]))
    return None


def run_kplan(out, plan, topic):
    env = dict(os.environ, KP_BENCH_TOPIC=topic)
    try:
        p = subprocess.run([HOSTS, "client", bench.KPLAN, "run", "-q", "--out", out, plan],
                           env=env, capture_output=True, text=True, timeout=RUN_LIMIT_S)
        return p.returncode
    except subprocess.TimeoutExpired:
        return None


def read_run(out):
    path = os.path.join(out, "results.json")
    if not os.path.exists(path):
        return None
    d = json.load(open(path))
    t = d["tiers"][0]
    ev = d["evaluation"]
    lim = ev["tiers"][0].get("produce_limit") or {}
    p = t["produce"]
    cpu = {}
    for w in (t.get("brokers") or {}).get("windows") or []:
        for q in w["queries"]:
            if q["name"] == "process_cpu":
                for s in q["series"]:
                    if s.get("node_id") is not None and s.get("window") is not None:
                        cpu[s["node_id"]] = s["window"]
    return {"verdict": ev.get("verdict"),
            "rig": (ev.get("inconclusive") or {}).get("code") or "-",
            "kind": lim.get("kind", "-"), "broker": lim.get("broker"),
            "evidence": lim.get("cluster_evidence"),
            "p95": (p.get("latency_ms") or {}).get("p95_ms"),
            "achieved": p.get("achieved_rate"),
            "lost": ((t.get("consume") or {}).get("accounting") or {}).get("lost"),
            "cpu": cpu}


def one(name, rep, broker, stamp):
    out = os.path.join(ROOT, "bench", "results", "hosts-%s" % stamp, "%s-%d" % (name, rep))
    held = {"unheld": None, "broker-held": "b%d" % broker, "client-held": "client"}[name]
    try:
        if name == "broker-held":
            hosts("hold", str(broker), BROKER_HELD)
        elif name == "client-held":
            hosts("hold", "client", CLIENT_HELD)
        before = throttled(held) if held else None
        t0 = time.time()
        rc = run_kplan(out, PLAN, "kplan-bench-hosts-%s-%d-%d" % (name, rep, int(t0)))
        after = throttled(held) if held else None
    finally:
        hosts("hold", "all", "default")
        hosts("hold", "client", "default")
    r = read_run(out) or {}
    r.update({"scenario": name, "rep": rep, "rc": rc, "secs": time.time() - t0,
              "in_force": "-" if not held else
              ("nr_throttled +%d" % (after - before) if None not in (before, after) else "not read")})
    log("%s #%d: exit %s, verdict %s, rig %s, cause %s broker %s, p95 %s ms"
        % (name, rep, rc, r.get("verdict"), r.get("rig"), r.get("kind"), r.get("broker"), r.get("p95")))
    return r


def fmt(v, d=1):
    return "-" if v is None else ("{:,.%df}" % d).format(v)


def table(rows, broker, ctrl):
    lines = ["| scenario | set up | in force | exit | verdict | rig record | cause (produce) | evidence about the cluster | p95 (ms) | achieved (msg/s) | lost | brokers' CPU (cores: 1, 2, 3) |",
             "|---|---|---|---|---|---|---|---|---|---|---|---|"]
    setup = {"unheld": "brokers 0.4 cores each, client 0.3",
             "broker-held": "broker %d at %s cores (active controller: %s)" % (broker, BROKER_HELD, ctrl),
             "client-held": "client at %s cores" % CLIENT_HELD}
    for r in rows:
        cause = "`%s`" % r.get("kind", "-")
        if r.get("broker") is not None:
            cause += ", broker %s" % r["broker"]
        cpu = r.get("cpu") or {}
        lines.append("| %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s |" % (
            r["scenario"], setup[r["scenario"]], r["in_force"], r["rc"], r.get("verdict", "-"),
            "`%s`" % r.get("rig", "-"), cause, {True: "yes", False: "no"}.get(r.get("evidence"), "-"),
            fmt(r.get("p95")), fmt(r.get("achieved")), r.get("lost", "-"),
            ", ".join(fmt(cpu.get(k), 2) for k in (1, 2, 3))))
    return "\n".join(lines) + "\n"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--reps", type=int, default=1)
    ap.add_argument("--broker", type=int, default=0, help="the broker to hold (default: one not the active controller)")
    ap.add_argument("--only", default=",".join(SCENARIOS))
    ap.add_argument("--docs", default=None)
    args = ap.parse_args()
    only = [s for s in args.only.split(",") if s]
    for s in only:
        if s not in SCENARIOS:
            raise SystemExit("bench-hosts: unknown scenario %s (%s)" % (s, ", ".join(SCENARIOS)))
    if "KP_CLUSTER_BOOTSTRAP" not in os.environ:
        raise SystemExit("bench-hosts: run under tests/hosts/with-hosts.sh (make bench-hosts)")
    stamp = datetime.datetime.utcnow().strftime("%Y%m%dT%H%M%SZ")
    log("warming the brokers up unheld")
    hosts("hold", "all", "off")
    try:
        run_kplan(os.path.join(ROOT, "bench", "results", "hosts-%s" % stamp, "warm-up"), WARM,
                  "kplan-bench-hosts-warm-%d" % time.time())
    finally:
        hosts("hold", "all", "default")
    ctrl = active_controller()
    broker = args.broker or next(k for k in (2, 3, 1) if k != ctrl)
    log("active controller: broker %s; holding broker %d" % (ctrl, broker))
    rows = [one(name, rep, broker, stamp) for rep in range(1, args.reps + 1) for name in only]
    text = ("Run %s on emulated hosts (tests/hosts/hosts.sh), `make bench-hosts`:\n\n" % stamp
            + table(rows, broker, ctrl))
    bench.publish("bench-hosts", stamp, text,
                  args.docs if args.docs and set(only) == set(SCENARIOS) else None)


if __name__ == "__main__":
    main()
