#!/usr/bin/python3
"""tests/sweep_check.py RESULTS.json: checks every sweep of a run against
its tiers, independently of kplan's code (docs/templates.md, "Sweeps and
parallel groups in the reports"):

- a point's runs are the tiers "<point> #1" .. "#N" (or the point itself
  when it ran once), and the plan ran run 1 of every point before run 2;
- its median, lowest and highest throughput and p95 are those of its
  runs, and its noise is the largest worsening between two of them as
  kplan compare computes a change;
- the best point, or the tie, follows the rule: the leader on the goal's
  measure beyond the noise of every other passing point, else the one of
  the leader and the points within its noise that is better on the other
  measure beyond the noise of the rest, else a tie;
- the findings (records with their English "text") say "a tie"
  (sweep.tie-*) exactly when there is one.

Prints one line per sweep; exits 1 with the first difference found.
"""
import json
import statistics
import sys


def close(a, b):
    return abs(a - b) <= 1e-9 * max(1.0, abs(b))


def worse_pct(higher_better, a, b):
    """How much worse b is than a, in percent of a (kplan compare)."""
    w = a - b if higher_better else b - a
    return w / abs(a) * 100 if a else (float("inf") if w > 0 else 0.0)


def noise(higher_better, vals):
    if len(vals) < 2:
        return None
    return max(worse_pct(higher_better, a, b)
               for a in vals for b in vals if a is not b)


def main(path):
    d = json.load(open(path))
    tiers = {t["name"]: t for t in d["tiers"]}
    order = [t["name"] for t in d["tiers"]]
    for s in d["evaluation"]["sweeps"]:
        floor = s["noise_floor_pct"]
        for p in s["points"]:
            runs = p["runs"]
            want = ([p["tier"]] if s["runs"] == 1 else
                    ["%s #%d" % (p["tier"], k) for k in range(1, s["runs"] + 1)])
            assert runs == want, (runs, want)
            rs = [tiers[n] for n in runs]
            rates = [t["produce"]["achieved_rate"] for t in rs]
            p95s = [t["produce"]["latency_ms"]["p95_ms"] for t in rs]
            for key, vals, hb in (("produce_msgs_per_sec", rates, True),
                                  ("latency_p95_ms", p95s, False)):
                assert close(p[key], statistics.median(vals)), (key, p, vals)
                assert close(p[key + "_min"], min(vals)), (key, p, vals)
                assert close(p[key + "_max"], max(vals)), (key, p, vals)
            for key, vals, hb in (("produce_msgs_per_sec_noise_pct", rates, True),
                                  ("latency_p95_noise_pct", p95s, False)):
                n = noise(hb, vals)
                assert (n is None and p[key] is None) or close(p[key], n), \
                    (key, p[key], n)
        # Interleaved: run k of every point before run k + 1 of any.
        for p in s["points"]:
            for a, b in zip(p["runs"], p["runs"][1:]):
                assert order.index(a) < order.index(b)
        for p, q in zip(s["points"], s["points"][1:]):
            for a, b in zip(p["runs"], q["runs"]):
                assert order.index(a) < order.index(b), (a, b)

        # The best point, by the rule.
        lat = s["goal"] == "latency"
        measures = {False: ("produce_msgs_per_sec", True,
                            "produce_msgs_per_sec_noise_pct"),
                    True: ("latency_p95_ms", False, "latency_p95_noise_pct")}

        def better(a, b, m):
            key, hb, _ = measures[m]
            return a[key] > b[key] if hb else a[key] < b[key]

        def beyond(b, w, m):
            key, hb, nk = measures[m]
            if b[nk] is None or w[nk] is None:
                return False
            return worse_pct(hb, b[key], w[key]) > max(floor, b[nk], w[nk])

        cand = [p for p in s["points"]
                if p["verdict"] == "PASS" and p["runs_measured"] > 0]
        best, tie = None, False
        if cand:
            lead = cand[0]
            for p in cand[1:]:
                if better(p, lead, lat):
                    lead = p
            within = [p for p in cand if p is not lead
                      and not beyond(lead, p, lat)]
            if not within:
                best = lead
            else:
                group = [lead] + within
                known = all(p[measures[lat][2]] is not None for p in group)
                other = None
                if known:
                    other = group[0]
                    for p in group[1:]:
                        if better(p, other, not lat):
                            other = p
                    if not all(beyond(other, p, not lat)
                               for p in group if p is not other):
                        other = None
                best, tie = other, other is None
        got = s["best"]
        assert got == (best["tier"] if best else None), (got, best and best["tier"])
        assert s["tie"] == tie, (s["tie"], tie)
        assert all(f["text"] for f in s["findings"]), s["findings"]
        codes = [f["code"] for f in s["findings"]]
        if tie and s["runs"] > 1:
            assert any(c.startswith("sweep.tie-") for c in codes), codes
        print("sweep %s: %d points x %d runs; %s" % (
            s["group"], len(s["points"]), s["runs"],
            "best " + got if got else "a tie" if tie else "no passing point"))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
