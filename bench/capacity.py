#!/usr/bin/python3
"""make bench-capacity: the capacity at the criteria on a real broker
(tests/kafka, Kafka 3.9.1 on 127.0.0.1), measured as the capacity issue
asks and printed as Markdown:

  - bench/plans/capacity-search.json run twice: a rate search with
    1,000 B records, acks=all, linger.ms 0 and p95 <= 1 ms; the trial
    table, the found and sustained rates, the soak, the backlog drain,
    and the ratio between the two runs' found rates; then the same at
    p95 <= 5 ms (--limits), where a host too slow for 1 ms still shows
    the search finding a knee;
  - Kafka's own ProducerPerformance at the rate found (at the search's
    lowest rate when none met the criteria), with the same settings, and
    its p95 in whole ms (the tool prints no finer);
  - validate's time estimate against the time each run took;
  - bench/plans/seed-like.json (the seed acceptance test's tiers and a
    burst tier, no search) at --scale 0.1: its headroom line.

Run it with a broker up (make bench-capacity does so):

    tests/kafka/with-broker.sh bench/capacity.py [--out FILE] [--skip-seed]

Before the measurements, Kafka's producer tool loads the broker for a
while (--warm seconds, default 30): a freshly started broker's JIT is
cold and its first seconds' latencies describe the JVM, not the broker.
The figures depend on the host: on a shared or loaded machine the p95
limit of 1 ms may not hold at any rate, and the search then says so.
"""
import argparse
import datetime
import json
import os
import re
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "bench"))
import perf_parse  # noqa: E402

KPLAN = os.path.join(ROOT, "build", "kplan")
PERF = os.path.join(ROOT, "tests", "kafka", "perf-tool.sh")
SEARCH_PLAN = os.path.join(ROOT, "bench", "plans", "capacity-search.json")
SEED_PLAN = os.path.join(ROOT, "bench", "plans", "seed-like.json")
PRODUCER_PROPS = ["acks=all", "linger.ms=0", "enable.idempotence=true"]


def log(msg):
    print("capacity: " + msg, file=sys.stderr, flush=True)


def run(cmd, env=None, timeout=1800):
    t0 = time.monotonic()
    p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                       text=True, env=env, timeout=timeout)
    return p.returncode, p.stdout, time.monotonic() - t0


def must(cmd, what, env=None, timeout=1800):
    rc, out, secs = run(cmd, env, timeout)
    if rc != 0:
        sys.exit("capacity: %s failed (exit %d):\n%s" % (what, rc, out[-3000:]))
    return out, secs


def topic_create(boot, name):
    must([PERF, "topics", "--bootstrap-server", boot, "--create",
          "--if-not-exists", "--topic", name, "--partitions", "3",
          "--replication-factor", "1"], "create topic " + name, timeout=120)


def perf_producer(boot, topic, rate, seconds):
    n = max(1000, int(rate * seconds))
    out, _ = must([PERF, "producer", "--topic", topic, "--num-records", str(n),
                   "--throughput", str(int(rate)), "--record-size", "1000",
                   "--producer-props", "bootstrap.servers=" + boot]
                  + PRODUCER_PROPS, "ProducerPerformance at %d msg/s" % rate,
                  timeout=int(seconds) * 4 + 120)
    res = perf_parse.producer(out.splitlines(True))
    if not res:
        sys.exit("capacity: no final line from ProducerPerformance:\n" + out[-2000:])
    return res


def validate_estimate(plan, env):
    """validate's bound on the search's produce time and the plan's, s."""
    out, _ = must([KPLAN, "validate", plan], "kplan validate", env=env)
    m = re.search(r"search\s+per trial\s+search.*at most (.+)$", out, re.M)
    t = re.search(r"the tiers produce for at most ([^,(\n]+)", out)
    return (parse_duration(m.group(1)) if m else None,
            parse_duration(t.group(1)) if t else None)


def parse_duration(text):
    """"1 min 36 s", "32.4 s", "1 h 2 min" -> seconds."""
    secs = 0.0
    for num, unit in re.findall(r"([\d.]+)\s*(h|min|s)\b", text):
        secs += float(num) * {"h": 3600, "min": 60, "s": 1}[unit]
    return secs


def kplan_run(plan, env, out_dir, extra=()):
    rc, out, secs = run([KPLAN, "run", "-q", "--out", out_dir, *extra, plan],
                        env=env)
    path = os.path.join(out_dir, "results.json")
    if rc > 1 or not os.path.exists(path):
        sys.exit("capacity: kplan run %s failed (exit %d):\n%s"
                 % (plan, rc, out[-3000:]))
    with open(path) as f:
        return json.load(f), secs, out


def fmt(v, digits=1):
    if v is None:
        return "-"
    if isinstance(v, float) and digits >= 0:
        return "{:,.{}f}".format(v, digits)
    return "{:,}".format(v)


def search_section(label, d, secs, est):
    t = d["tiers"][0]
    s = t["search"]
    x = d["evaluation"]["extrapolation"]
    measured = sum(tr.get("duration_s") or 0 for tr in s["trials"])
    lines = ["### %s" % label, "",
             "| run | rate | achieved | p50 ms | p95 ms | p99 ms | p95 svc ms | result |",
             "|---|---:|---:|---:|---:|---:|---:|---|"]
    k = {"trial": 0, "soak": 0, "final": 0}
    for tr in s["trials"]:
        kind = tr["kind"].split(" ")[0]
        k[kind] = k.get(kind, 0) + 1
        lat, svc = tr["latency_ms"], tr["service_latency_ms"]
        lines.append("| %s %d | %s | %s | %.3f | %.3f | %.3f | %.3f | %s |" % (
            tr["kind"], k[kind], fmt(tr["rate"], 0), fmt(tr["achieved_rate"]),
            lat["p50_ms"], lat["p95_ms"], lat["p99_ms"], svc["p95_ms"],
            "pass" if tr["pass"] else "FAIL: " + (tr.get("why") or "")))
    lines += ["", "- found: %s msg/s; sustained: %s msg/s; %s" % (
        fmt(s["found_rate"], 0), fmt(s["sustained_rate"], 0), s.get("note", "")),
        "- headline: %s" % d["evaluation"].get("headline", ""),
        "- validate: this tier produces for at most %s s, the plan for at most %s s;"
        " the search's trials and soaks measured %.1f s, the whole run took %.1f s"
        % (fmt(est[0]), fmt(est[1]), measured, secs)]
    drain = d["tiers"][1]["consume"]
    b = drain.get("backlog") or {}
    lines.append("- backlog drain (tier %s, %s msg/s written, consumers %.1f s late):"
                 " caught up %s s after joining, %s messages read meanwhile;"
                 " drain rate %s msg/s; a %s s outage at the peak of %s msg/s is"
                 " caught up in %s s" % (
                     d["tiers"][1]["name"], fmt(d["tiers"][1]["produce"]["achieved_rate"]),
                     b.get("start_delay_s") or 0,
                     fmt(b.get("caught_up_s")), fmt(b.get("caught_up_messages")),
                     fmt(x.get("backlog_drain_msgs_per_sec")),
                     fmt(x.get("outage_s"), 0), fmt(x.get("required_peak_msgs_per_sec")),
                     fmt(x.get("outage_catch_up_s"))))
    return lines


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--out", help="also write the Markdown here "
                    "(default bench/results/capacity-<UTC time>.md)")
    ap.add_argument("--warm", type=int, default=30,
                    help="seconds of load before measuring (default 30)")
    ap.add_argument("--limits", type=float, nargs="+", default=[1, 5],
                    help="the p95 limits (ms) to search at, each twice "
                    "(default 1 5: the plan's 1 ms, and 5 ms)")
    ap.add_argument("--skip-seed", action="store_true",
                    help="leave out the seed-like plan")
    a = ap.parse_args()
    boot = os.environ.get("KP_KAFKA_BOOTSTRAP")
    if not boot:
        sys.exit("capacity: KP_KAFKA_BOOTSTRAP is not set: run it under "
                 "tests/kafka/with-broker.sh")
    stamp = datetime.datetime.now(datetime.timezone.utc).strftime("%Y%m%dT%H%M%SZ")
    work = tempfile.mkdtemp(prefix="kplan-capacity.")
    out_md = a.out or os.path.join(ROOT, "bench", "results", "capacity-%s.md" % stamp)
    env = dict(os.environ)

    if a.warm > 0:
        log("warming the broker: ProducerPerformance for %d s" % a.warm)
        topic_create(boot, "bench-warm-" + stamp)
        perf_producer(boot, "bench-warm-" + stamp, 2000, a.warm)

    with open(SEARCH_PLAN) as f:
        base_plan = json.load(f)
    groups = []
    for limit in a.limits:
        plan = SEARCH_PLAN
        if limit != 1:
            # The same plan at another p95 limit (a variant in the work dir).
            v = json.loads(json.dumps(base_plan))
            for c in v["criteria"]:
                if c["metric"] == "produce.latency.p95_ms":
                    c["threshold"] = limit
            v["name"] += "-p95-%gms" % limit
            plan = os.path.join(work, "capacity-search-%gms.json" % limit)
            with open(plan, "w") as f:
                json.dump(v, f)
        runs = []
        for i in (1, 2):
            env["KPLAN_BENCH_TOPIC"] = "bench-cap-%s-%g-%d" % (stamp, limit, i)
            est = validate_estimate(plan, env)
            log("capacity search at p95 <= %g ms, run %d of 2" % (limit, i))
            d, secs, _ = kplan_run(plan, env,
                                   os.path.join(work, "search-%g-%d" % (limit, i)))
            runs.append((d, secs, est))
        found = [r[0]["tiers"][0]["search"]["found_rate"] for r in runs]
        # Kafka's tool at the rate found, or at the search's lowest rate
        # when none met the criteria: is the latency floor the broker's?
        pp_rate = found[0] if found[0] > 0 else base_plan["tiers"][0]["search"]["from"]
        log("ProducerPerformance at %d msg/s" % pp_rate)
        topic_create(boot, "bench-cap-pp-%s-%g" % (stamp, limit))
        perf = perf_producer(boot, "bench-cap-pp-%s-%g" % (stamp, limit), pp_rate, 20)
        groups.append((limit, runs, found, pp_rate, perf))

    seed = None
    if not a.skip_seed:
        env["KPLAN_BENCH_TOPIC"] = "bench-seed-" + stamp
        log("seed-like plan at --scale 0.1")
        seed = kplan_run(SEED_PLAN, env, os.path.join(work, "seed"),
                         ("--scale", "0.1"))

    runs = groups[0][1]
    md = ["# Capacity at the criteria on a real broker", "",
          "The broker of tests/kafka/broker.sh (Kafka 3.9.1, one node on"
          " 127.0.0.1; it reports %s), kplan %s, librdkafka %s; %s." % (
              runs[0][0].get("cluster", {}).get("broker_version") or "?",
              runs[0][0].get("kplan_version", "?"),
              runs[0][0].get("librdkafka_version", "?"), stamp),
          "Command: `tests/kafka/with-broker.sh bench/capacity.py`"
          " (`make bench-capacity`).", ""]
    for limit, runs, found, pp_rate, perf in groups:
        md += ["## p95 <= %g ms" % limit, ""]
        for i, (d, secs, est) in enumerate(runs):
            md += search_section("Run %d" % (i + 1), d, secs, est) + [""]
        md += ["### The two runs", ""]
        if found[0] > 0 and found[1] > 0:
            md.append("- found %s and %s msg/s: run 2 / run 1 = %.2f" % (
                fmt(found[0], 0), fmt(found[1], 0), found[1] / found[0]))
        else:
            md.append("- found %s and %s msg/s: a run found no rate that met "
                      "the criteria" % (fmt(found[0], 0), fmt(found[1], 0)))
        md += ["", "### Kafka's ProducerPerformance at %s" % (
            "the rate found" if found[0] > 0 else "the search's lowest rate"), "",
            "- %s records of 1,000 B at --throughput %s, %s: %s records/s,"
            " p50 %s ms, p95 %s ms, p99 %s ms (whole ms, as the tool prints)" % (
                fmt(perf["records"]), fmt(pp_rate, 0), " ".join(PRODUCER_PROPS),
                fmt(perf["records_per_sec"]), perf["p50_ms"], perf["p95_ms"],
                perf["p99_ms"]), ""]
    if seed:
        d, secs, out = seed
        md += ["", "### bench/plans/seed-like.json at --scale 0.1", "",
               "| tier | target | achieved | p95 ms | verdict |",
               "|---|---:|---:|---:|---|"]
        for t, e in zip(d["tiers"], d["evaluation"]["tiers"]):
            p = t["produce"]
            md.append("| %s | %s | %s | %.3f | %s |" % (
                t["name"], fmt(p.get("target_rate"), 0), fmt(p.get("achieved_rate")),
                p["latency_ms"]["p95_ms"], e["verdict"]))
        md += ["", "- headline: %s" % d["evaluation"].get("headline", ""),
               "- verdict: %s (%s)" % (d["evaluation"].get("verdict"),
                                       d["evaluation"].get("verdict_reason", ""))]
    text = "\n".join(md) + "\n"
    os.makedirs(os.path.dirname(os.path.abspath(out_md)), exist_ok=True)
    with open(out_md, "w") as f:
        f.write(text)
    sys.stdout.write(text)
    log("written: " + os.path.relpath(out_md, ROOT))


if __name__ == "__main__":
    main()
