#!/usr/bin/python3
"""Checks an acceptance workbook against the results.json it was made from.

    /usr/bin/python3 tests/xlsx/check_workbook.py WORKBOOK RESULTS.json

Needs openpyxl (Debian: python3-openpyxl). Prints one "PASS: ..." or
"FAIL: ..." line per check and exits 1 when any check fails (2 on usage
errors). The evaluation is compared with the "evaluation" object stored in
results.json, so a workbook that disagrees with its results fails.
"""

import datetime
import hashlib
import json
import math
import re
import sys
import zipfile
import xml.etree.ElementTree as ET

try:
    import openpyxl
except ImportError:  # pragma: no cover
    print("FAIL: openpyxl is not installed (apt-get install python3-openpyxl;"
          " run with /usr/bin/python3)")
    sys.exit(2)

SHEETS = ["Summary", "Scenarios", "Produce results", "Consume results",
          "Time series", "Extrapolation", "Environment", "Sign-off"]
DECISIONS = ["Approved", "Approved with conditions", "Rejected",
             "Test not valid"]

GREEN, RED, AMBER = "C6EFCE", "FFC7CE", "FFEB9C"
BIG = {"PASS": "00B050", "FAIL": "C00000", "INCOMPLETE": "FFC000",
       "INCONCLUSIVE": "FFC000"}
VERDICT_FILL = {"PASS": GREEN, "FAIL": RED, "INCOMPLETE": AMBER,
                "INCONCLUSIVE": AMBER}

# Catalog metric -> where results.json keeps the tier's value.
PRODUCE = {
    "produce.rate.achieved_msgs_per_sec": ("produce", "achieved_rate"),
    "produce.throughput_mib_per_sec": ("produce", "mib_per_sec"),
    "consume.msgs_per_sec": ("consume", "msgs_per_sec"),
    "consume.mib_per_sec": ("consume", "mib_per_sec"),
    "consume.fetch_msgs_per_sec": ("consume", "fetch_msgs_per_sec"),
    "consume.fetch_mib_per_sec": ("consume", "fetch_mib_per_sec"),
    "consume.completeness": ("consume", "completeness"),
    "consume.missing": ("consume", "missing"),
}
for _w in ("avg", "p50", "p95", "p99", "p999", "max"):
    PRODUCE["produce.latency.%s_ms" % _w] = ("produce", "latency_ms",
                                            _w + "_ms")
    PRODUCE["produce.service_latency.%s_ms" % _w] = (
        "produce", "service_latency_ms", _w + "_ms")
    PRODUCE["consume.e2e_latency.%s_ms" % _w] = ("consume", "e2e_latency_ms",
                                                 _w + "_ms")

# What a criteria table says instead of the catalog metric.
WORDS = {
    "produce.rate.achieved_msgs_per_sec": "produce rate",
    "produce.rate.achieved_ratio": "produce rate against the target",
    "produce.errors": "failed or undelivered messages",
    "produce.error_ratio": "share of messages not delivered",
    "consume.fetch_msgs_per_sec": "consume fetch rate",
    "consume.msgs_per_sec": "consume rate",
    "consume.completeness": "share of messages read back",
    "consume.missing": "messages not read back",
    "consume.duplicates": "messages read twice",
    "consume.rebalance_ms": "consumer group join time",
}
for _w, _n in (("avg", "mean"), ("p50", "median"), ("p95", "p95"),
               ("p99", "p99"), ("p999", "p99.9"), ("max", "maximum")):
    WORDS["produce.latency.%s_ms" % _w] = "%s produce latency" % _n
    WORDS["produce.service_latency.%s_ms" % _w] = \
        "%s produce service time" % _n
    WORDS["consume.e2e_latency.%s_ms" % _w] = "%s end-to-end latency" % _n


def words_ok(cell, metric):
    """A criteria table names the metric in words, not by its ID."""
    if metric in WORDS:
        return cell.value == WORDS[metric]
    return isinstance(cell.value, str) and cell.value and \
        cell.value != metric


failures = 0


def report(ok, name, detail=""):
    global failures
    if ok:
        print("PASS: %s" % name)
    else:
        failures += 1
        print("FAIL: %s%s" % (name, ": " + detail if detail else ""))


def close(a, b):
    if isinstance(a, bool) or not isinstance(a, (int, float)):
        return False
    return math.isclose(float(a), float(b), rel_tol=1e-9, abs_tol=1e-12)


def same(cell, value):
    """A figure results.json does not have (null) is a blank cell, never
    0; one it has is the cell's number."""
    if value is None:
        return cell is None or cell == ""
    return close(cell, value)


def fill_rgb(cell):
    if not cell.fill or cell.fill.fill_type != "solid":
        return None
    rgb = cell.fill.fgColor.rgb
    return rgb[-6:].upper() if isinstance(rgb, str) else None


def is_number_cell(cell):
    return cell.data_type == "n" and isinstance(cell.value, (int, float)) \
        and not isinstance(cell.value, bool)


def find(ws, text, col=None, start=1):
    """First cell (row, col) whose value equals text."""
    for row in ws.iter_rows(min_row=start):
        for c in row:
            if c.value == text and (col is None or c.column == col):
                return c.row, c.column
    return None


def dig(obj, path):
    for p in path:
        if obj is None:
            return None
        obj = obj.get(p)
    return obj


def tier_columns(ws, header_row, tiers):
    cols = {}
    for c in ws[header_row]:
        if c.value in tiers:
            cols[c.value] = c.column
    return cols


def metric_rows(ws, start):
    """Catalog metric (column B) -> row, in the tier table."""
    rows = {}
    for r in range(start, ws.max_row + 1):
        v = ws.cell(r, 2).value
        if isinstance(v, str) and re.match(r"^(produce|consume)\.", v):
            rows.setdefault(v, r)
        if ws.cell(r, 1).value == "Criteria checks":
            break
    return rows


def client_stats(t, phase):
    """The statistics series of a tier's phase (one per load host)."""
    return (((t.get(phase) or {}).get("client")) or {}).get("stats") or []


def recorded(t, phase):
    return any(st.get("samples") or
               ((st.get("points") or {}).get("t_s") or [])
               for st in client_stats(t, phase))


def expected_sheets(ev, res=None):
    """The Sweeps and Workloads sheets come after the consume results,
    when the evaluation has sweeps or parallel groups; the Brokers sheet
    when a tier has the brokers' own metrics."""
    names = list(SHEETS)
    at = names.index("Consume results") + 1
    if res is not None and any(recorded(t, ph) for t in res.get("tiers", [])
                               for ph in ("produce", "consume")):
        names.insert(at, "Where the time went")
        at += 1
    if ev and ev.get("groups"):
        names.insert(at, "Workloads")
    if ev and ev.get("sweeps"):
        names.insert(at, "Sweeps")
    if res is not None and any(t.get("brokers") for t in res.get("tiers", [])):
        names.insert(at, "Brokers")
    if res is not None and any(
            (t.get("search") or {}).get("trials") or
            ((t.get("consume") or {}).get("backlog"))
            for t in res.get("tiers", [])):
        names.insert(at, "Capacity")
    if ev and any(k.get("window") for k in ev.get("checks", [])):
        names.insert(names.index("Time series") + 1, "Windows")
    return names


def check_sheets(wb, ev, res=None):
    want = expected_sheets(ev, res)
    report(wb.sheetnames == want, "sheet names and order",
           "found %s, expected %s" % (wb.sheetnames, want))
    report(wb.active.title == "Summary", "Summary is the active sheet",
           "active: %s" % wb.active.title)


def check_first_row(wb, res):
    ws = wb["Summary"]
    a1 = ws["A1"].value or ""
    title = dig(res, ["plan", "title"]) or dig(res, ["plan", "name"])
    if res["cluster"].get("embedded"):
        ok = ("mock cluster" in a1 and "no evidence" in a1
              and ws["A1"].font.b and fill_rgb(ws["A1"]) in ("C00000",
                                                             "FFC000"))
        report(ok, "embedded-cluster warning on the first row, bold, "
               "red fill", "A1=%r fill=%s" % (a1, fill_rgb(ws["A1"])))
        report(ws["A2"].value == title, "title follows the warning",
               "A2=%r" % ws["A2"].value)
    else:
        report(a1 == title and "mock" not in a1,
               "no warning for a real cluster; title on the first row",
               "A1=%r" % a1)


def check_summary(wb, res, ev):
    """The front page answers first: the verdict straight under the
    title, the criteria not met with value and limit, one answer per
    question of the target, then the seed-shaped produce and consume
    tables; run metadata and hashes live on Environment."""
    ws = wb["Summary"]
    verdict = ev["verdict"]
    big = None
    for row in ws.iter_rows():
        for c in row:
            if c.value == verdict and c.font.sz and c.font.sz >= 20:
                big = c
    report(big is not None and fill_rgb(big) == BIG[verdict],
           "overall verdict %s large and coloured" % verdict,
           "cell %s fill %s" % (big.coordinate if big else None,
                                fill_rgb(big) if big else None))
    title = find(ws, dig(res, ["plan", "title"]) or dig(res, ["plan", "name"]),
                 col=1)
    report(big is not None and title is not None
           and big.row == title[0] + 1 and big.column == 1,
           "verdict on the row after the title",
           "title row %s, verdict %s" % (title and title[0],
                                         big.coordinate if big else None))
    report(find(ws, ev["verdict_reason"]) is not None,
           "verdict reason shown", ev["verdict_reason"])
    # "No evidence about the cluster", where the run has it, beside the
    # verdict: on the row under it, not only among the risks.
    note = [c for row in ws.iter_rows() for c in row
            if isinstance(c.value, str) and
            c.value.startswith("No evidence about the cluster.")]
    risk = [c for row in ws.iter_rows() for c in row
            if isinstance(c.value, str) and
            "no evidence about a cluster" in c.value and c.column == 1 and
            c.value.startswith("\u2022 ")]
    report((not risk and not note) or
           (len(note) == 1 and big is not None and
            note[0].row == big.row + 1),
           "no evidence about the cluster: beside the verdict",
           repr([c.coordinate for c in note]))
    for label in ("Plan SHA-256", "Results SHA-256", "Run ID"):
        report(find(ws, label) is None,
               "no %s on Summary (it is on Environment)" % label)
        report(find(wb["Environment"], label, col=1) is not None or
               label == "Results SHA-256",
               "%s on Environment" % label)
    failed = [k for k in ev["checks"] if k["verdict"] in ("FAIL",
                                                          "INCOMPLETE")]
    texts = [c.value for row in ws.iter_rows() for c in row
             if isinstance(c.value, str)]
    # The criteria not met are one row a tier: its name, then its
    # criteria with their limits and its cause once.
    texts += ["Tier %s: %s" % (row[0].value, row[1].value)
              for row in ws.iter_rows(min_col=1, max_col=2)
              if isinstance(row[0].value, str) and
              isinstance(row[1].value, str)]
    for k in failed:
        want = "Tier %s: " % k["tier"]
        hits = [t for t in texts if t.startswith(want)
                and ("limit" in t)]
        ok = bool(hits)
        if ok and "value" in k:
            # The limit as the report writes it: "5", "50,000".
            lim = ("%g" % k["threshold"], "{:,g}".format(k["threshold"]))
            ok = any(any(x in t for x in lim) for t in hits)
        report(ok, "criterion not met on Summary: %s %s with its limit"
               % (k["tier"], k["metric"]), "found %r" % hits[:1])
        report(not any(k["metric"] in t for t in hits),
               "criterion not met named in words, not %s" % k["metric"])
    if not failed:
        report(find(ws, "Criteria not met") is None,
               "no 'Criteria not met' when every check passed")
    for topic in ("Throughput", "Latency at the peak rate", "Completeness",
                  "Storage"):
        at = find(ws, topic, col=1)
        ok = at is not None
        word = ws.cell(at[0], 2).value if ok else None
        sentence = ws.cell(at[0], 3).value if ok else None
        report(ok and word and isinstance(sentence, str)
               and sentence.startswith(word),
               "answer for %s: a word and a sentence" % topic,
               "%r / %r" % (word, sentence))
    heads = [t for t in texts if "headroom" in t.lower()]
    report(len(heads) <= 1, "the headroom said once on Summary",
           "%d cells: %s" % (len(heads), heads))
    # The risks, said from the report model's figures (the evaluation's
    # English in results.json rounds differently): one bullet each.
    risks = ev.get("risks", [])
    top = find(ws, "Key risks", col=1)
    bullets = 0
    if top:
        r = top[0] + 1
        while isinstance(ws.cell(r, 1).value, str) and \
                ws.cell(r, 1).value.startswith("\u2022 "):
            bullets += 1
            r += 1
    # and first, the load host, where a tier ran on the brokers' own host
    # or a saturated one (the report model's, not in the evaluation's
    # list; the embedded cluster's warning says it instead).
    host = not (res.get("cluster") or {}).get("embedded") and any(
        (t.get(k) or {}).get("host_shared") or
        (t.get(k) or {}).get("host_saturated")
        for t in ev.get("tiers", [])
        for k in ("produce_limit", "consume_limit"))
    want = len(risks) + (1 if host else 0)
    report(bullets == want, "%d risks listed on Summary" % want,
           "%d bullets" % bullets)
    check_front_table(ws, res, ev, "Produce", "produce", {
        "Messages": ("produce", "delivered"),
        "Achieved (msg/s)": ("produce", "achieved_rate"),
        "p95 (ms)": ("produce", "latency_ms", "p95_ms"),
    }, {"Messages": "#,##0", "Achieved (msg/s)": "msg/s",
        "p95 (ms)": "ms"})
    fetch = consume_fetch(ev)
    check_front_table(ws, res, ev, "Consume", "consume", {
        "Messages": ("consume", "messages"),
        ("Fetch MiB/s" if fetch else "MiB/s incl. join"):
            ("consume", "fetch_mib_per_sec" if fetch else "mib_per_sec"),
        ("Fetch msg/s" if fetch else "msg/s incl. join"):
            ("consume", "fetch_msgs_per_sec" if fetch else "msgs_per_sec"),
        ("Fetch seconds" if fetch else "Seconds"):
            ("consume", "fetch_s" if fetch else "duration_s"),
    }, {"Fetch MiB/s": "MiB/s", "MiB/s incl. join": "MiB/s",
        "Fetch msg/s": "msg/s", "msg/s incl. join": "msg/s",
        "Fetch seconds": "ms", "Seconds": "ms"})


# The catalog metrics that judge a column of the front tables.
JUDGES = {
    "Achieved (msg/s)": ("produce.rate.achieved_msgs_per_sec",
                         "produce.rate.achieved_ratio"),
    "p95 (ms)": ("produce.latency.p95_ms",),
    "Fetch MiB/s": ("consume.fetch_mib_per_sec",),
    "Fetch msg/s": ("consume.fetch_msgs_per_sec",),
    "MiB/s incl. join": ("consume.mib_per_sec",),
    "msg/s incl. join": ("consume.msgs_per_sec",),
}
NOT_JUDGED = "not judged"


def consume_fetch(ev):
    """The front consume table shows fetch-only rates when the criteria
    judge those and not the rates with the join."""
    ms = {k["metric"] for k in (ev or {}).get("checks", [])}
    fetch = ms & {"consume.fetch_msgs_per_sec", "consume.fetch_mib_per_sec"}
    join = ms & {"consume.msgs_per_sec", "consume.mib_per_sec"}
    return bool(fetch) and not join


def digits_format(unit, v):
    """The number format that shows v with the digits the Markdown gives
    it (src/report/model/format.c): the one form of a figure."""
    a = abs(v)
    if unit == "msg/s":
        return "#,##0.0" if a < 10000 else "#,##0"
    if unit == "MiB/s":
        return "#,##0.00" if a < 10 else "#,##0.0"
    if unit == "ms":
        return "#,##0.000" if a < 100 else "#,##0.00"
    return unit


def judged(ev, runs_names, label):
    """Some check of the column's metrics judged the figure (PASS or FAIL)
    on one of the row's tiers. INCOMPLETE is a check that could not judge
    it (a rate over less than 1 s): its figure stands not judged."""
    metrics = JUDGES.get(label, ())
    # A check per window judges its windows, not the tier's figure.
    return any(k["tier"] in runs_names and k["metric"] in metrics
               and k["verdict"] in ("PASS", "FAIL") and not k.get("window")
               for k in (ev or {}).get("checks", []))


def front_rows(res, ev, phase):
    """The rows of a front table: (name, [indexes of its runs]) for each
    tier whose phase ran, a sweep point that ran more than once as one
    row where its first run ran."""
    point = {}
    for sw in (ev or {}).get("sweeps", []):
        for p in sw.get("points", []):
            if len(p.get("runs", [])) > 1:
                for run in p["runs"]:
                    point[run] = p
    names = [t["name"] for t in res["tiers"]]
    rows, done = [], set()
    for i, t in enumerate(res["tiers"]):
        p = point.get(t["name"])
        if p is None:
            if t.get(phase) is not None:
                rows.append((t["name"], [i]))
            continue
        if p["tier"] in done:
            continue
        done.add(p["tier"])
        runs = [names.index(n) for n in p["runs"] if n in names and
                res["tiers"][names.index(n)].get(phase) is not None]
        if runs:
            rows.append((p["tier"], runs))
    return rows


def median(v):
    v = sorted(v)
    n = len(v)
    return v[n // 2] if n % 2 else (v[n // 2 - 1] + v[n // 2]) / 2


RANK = {"PASS": 1, "INCOMPLETE": 2, "INCONCLUSIVE": 3, "FAIL": 4}


def check_front_table(ws, res, ev, name, phase, want, formats):
    hdr = find(ws, name, col=1)
    ran = front_rows(res, ev, phase)
    if not ran:
        report(hdr is None, "no %s table without a %s phase" % (name, phase))
        return
    if not hdr:
        report(False, "Summary %s table" % name, "no %r header" % name)
        return
    head = {}
    marked_cols = set()
    for c in ws[hdr[0]]:
        if not c.value:
            continue
        label = c.value
        if label.endswith(", " + NOT_JUDGED):
            label = label[:-len(", " + NOT_JUDGED)]
            marked_cols.add(label)
        head[label] = c.column
    for label in want:
        report(label in head, "Summary %s has a %r column" % (name, label),
               "headers %s" % sorted(head))
        if label not in head:
            return
    for label in JUDGES:
        if label not in want or label not in head:
            continue
        any_judged = any(judged(ev, {res["tiers"][i]["name"] for i in runs}
                                | {rname}, label) for rname, runs in ran)
        report((label in marked_cols) == (not any_judged),
               "Summary %s %s: the header says %s when no row is judged"
               % (name, label, NOT_JUDGED),
               "marked %s, judged %s" % (label in marked_cols, any_judged))
    for n, (rname, runs) in enumerate(ran):
        r = hdr[0] + 1 + n
        first = res["tiers"][runs[0]]
        report(ws.cell(r, 1).value == rname,
               "Summary %s row %d is %s" % (name, r, rname),
               "found %r" % ws.cell(r, 1).value)
        for label, path in want.items():
            # Messages are each run's; the rest the medians of the runs.
            if label == "Messages" or len(runs) == 1:
                exp = dig(first, path)
            else:
                vals = [dig(res["tiers"][i], path) for i in runs]
                exp = median([v for v in vals if v is not None])
            cell = ws.cell(r, head[label])
            # Not known (null in results.json, or the fetch time of
            # consumers never assigned a partition): "n/a", never 0.
            if exp is None or (path[-1] == "fetch_s" and
                               first["consume"].get("fetch_unknown")):
                report(cell.value == "n/a",
                       "Summary %s %s %s not known" % (name, rname, label),
                       "cell %s = %r" % (cell.coordinate, cell.value))
                continue
            report(is_number_cell(cell) and close(cell.value, exp),
                   "Summary %s %s %s = %s (numeric)"
                   % (name, rname, label, exp),
                   "cell %s = %r" % (cell.coordinate, cell.value))
            if label in formats and exp is not None:
                want_fmt = digits_format(formats[label], exp)
                # A figure that no criterion judged says so after its
                # number, unless its whole column says it in its header.
                names = {res["tiers"][i]["name"] for i in runs} | {rname}
                if label in JUDGES and label not in marked_cols and \
                        not judged(ev, names, label):
                    want_fmt += '" (%s)"' % NOT_JUDGED
                report(cell.number_format == want_fmt,
                       "Summary %s %s %s format %s" % (name, rname, label,
                                                      want_fmt),
                       "found %r" % cell.number_format)
        if name == "Produce":
            tv = max((ev["tiers"][i]["verdict"] for i in runs),
                     key=lambda v: RANK.get(v, 0))
            vc = ws.cell(r, head["Verdict"])
            report(vc.value == tv and fill_rgb(vc) == VERDICT_FILL.get(tv),
                   "Summary %s verdict %s coloured" % (rname, tv),
                   "%r fill %s" % (vc.value, fill_rgb(vc)))


def stamp_ok(cell, iso):
    """An Excel date and time equal to results.json's UTC time, or the
    text kplan writes when the time is not known."""
    if not iso:
        return isinstance(cell.value, str)
    want = datetime.datetime.strptime(iso, "%Y-%m-%dT%H:%M:%SZ")
    return isinstance(cell.value, datetime.datetime) and \
        cell.value == want and "yyyy-mm-dd" in cell.number_format


def check_tier_stamps(ws, res, sheet, cols, phase):
    label = "%s started (UTC)" % phase.capitalize()
    pos = find(ws, label, col=1)
    for t in res["tiers"]:
        p = t.get(phase)
        if not pos or not p or t["name"] not in cols:
            report(pos is not None, "%s row %r" % (sheet, label))
            continue
        cell = ws.cell(pos[0], cols[t["name"]])
        report(stamp_ok(cell, p.get("started_at")),
               "%s %s %s is a date" % (sheet, t["name"], label),
               "cell %s = %r (%s)" % (cell.coordinate, cell.value,
                                       cell.number_format))
    if phase != "consume":
        return
    # The time rows in one unit: the join in seconds, as the duration.
    pos = find(ws, "Group join: start to first assignment (s)", col=1)
    for t in res["tiers"]:
        c = t.get("consume")
        if not c or c.get("rebalance_ms") is None or not pos:
            report(pos is not None, "%s rebalance row in seconds" % sheet)
            continue
        cell = ws.cell(pos[0], cols[t["name"]])
        report(is_number_cell(cell) and
               close(cell.value, c["rebalance_ms"] / 1000.0),
               "%s %s rebalance = %s ms, in s" % (sheet, t["name"],
                                                  c["rebalance_ms"]),
               "cell %s = %r" % (cell.coordinate, cell.value))


PERCENT = ("consume.completeness", "produce.error_ratio",
           "produce.rate.achieved_ratio")


def check_scenario_criteria(wb, res):
    """The plan's criteria on Scenarios: the metric in words, the
    threshold a number in its metric's format (a percentage as %)."""
    crit = ((res.get("plan") or {}).get("source") or {}).get("criteria")
    ws = wb["Scenarios"]
    blk = find(ws, "Pass criteria", col=1)
    if not crit or not blk:
        report(not crit, "Scenarios pass criteria table")
        return
    for i, c in enumerate(crit):
        r = blk[0] + 2 + i
        t = ws.cell(r, 4)
        fmt_ok = t.number_format != "General" and (
            ("%" in t.number_format) == (c["metric"] in PERCENT))
        report(words_ok(ws.cell(r, 1), c["metric"]) and is_number_cell(t)
               and close(t.value, c["threshold"]) and fmt_ok,
               "Scenarios criterion %s %s %s" % (c["metric"], c["op"],
                                                 c["threshold"]),
               "row %d: %r %r (%s)" % (r, ws.cell(r, 1).value, t.value,
                                       t.number_format))


def check_tier_sheet(wb, res, ev, sheet, prefix):
    ws = wb[sheet]
    names = [t["name"] for t in res["tiers"]]
    hdr = find(ws, "Measure", col=1)
    if not hdr:
        report(False, "%s table" % sheet, "no 'Measure' header")
        return
    cols = tier_columns(ws, hdr[0], names)
    check_tier_stamps(ws, res, sheet, cols, prefix.rstrip("."))
    report(list(cols) == names, "%s has a column per tier" % sheet,
           "found %s" % list(cols))
    rows = metric_rows(ws, hdr[0] + 1)
    n = bad = 0
    for metric, path in PRODUCE.items():
        if not metric.startswith(prefix):
            continue
        if metric not in rows:
            report(False, "%s row for %s" % (sheet, metric), "missing")
            continue
        for t in res["tiers"]:
            if t.get(path[0]) is None:
                continue
            cell = ws.cell(rows[metric], cols[t["name"]])
            exp = dig(t, path)
            n += 1
            # A latency with no sample (end-to-end latency of a consumer
            # that read after the produce phase: null in results.json, or
            # a count of 0 in an older one) is "n/a", not 0.
            unmeasured = (len(path) == 3 and
                          (t[path[0]][path[1]] is None or
                           t[path[0]][path[1]].get("count", 1) == 0))
            if unmeasured:
                if cell.value != "n/a":
                    bad += 1
                    report(False, "%s %s %s not measured" % (sheet, t["name"],
                                                             metric),
                           "cell %s = %r, expected 'n/a'" % (
                               cell.coordinate, cell.value))
                continue
            # Not known (null in results.json, with its reason; the
            # missing count of a phase stopped before it read every
            # message, which counts what was not read): "n/a".
            if exp is None or (metric == "consume.missing" and
                               t[path[0]].get("stopped")):
                if cell.value != "n/a":
                    bad += 1
                    report(False, "%s %s %s not known" % (sheet, t["name"],
                                                          metric),
                           "cell %s = %r, expected 'n/a'" % (
                               cell.coordinate, cell.value))
                continue
            if not (is_number_cell(cell) and close(cell.value, exp)):
                bad += 1
                report(False, "%s %s %s" % (sheet, t["name"], metric),
                       "cell %s = %r, results.json %r" % (
                           cell.coordinate, cell.value, exp))
    report(bad == 0 and n > 0,
           "%s: %d catalog values equal results.json, all numeric"
           % (sheet, n))
    if prefix == "produce.":
        labels = {"Sent (handed to the client, warm-up included)": "sent",
                  "Delivered": "delivered", "Failed": "failed",
                  "Measured (in the statistics)": "measured"}
        for label, key in labels.items():
            pos = find(ws, label, col=1)
            for t in res["tiers"]:
                if not pos or t.get("produce") is None:
                    continue
                cell = ws.cell(pos[0], cols[t["name"]])
                report(is_number_cell(cell)
                       and close(cell.value, t["produce"][key]),
                       "%s %s %s = %s" % (sheet, t["name"], key,
                                          t["produce"][key]),
                       "cell %s = %r" % (cell.coordinate, cell.value))
    # Criteria colours: every judged check colours its metric cell (a
    # check per window judges its windows, on the Windows sheet).
    coloured = wrong = 0
    for k in ev.get("checks", []):
        if not k["metric"].startswith(prefix) or k["tier"] not in cols:
            continue
        if k.get("window"):
            continue
        if k["verdict"] not in ("PASS", "FAIL") or k["metric"] not in rows:
            continue
        cell = ws.cell(rows[k["metric"]], cols[k["tier"]])
        coloured += 1
        if fill_rgb(cell) != VERDICT_FILL[k["verdict"]]:
            wrong += 1
            report(False, "%s %s %s cell coloured %s" % (
                sheet, k["tier"], k["metric"], k["verdict"]),
                "cell %s fill %s" % (cell.coordinate, fill_rgb(cell)))
    report(wrong == 0, "%s: %d criteria cells coloured by their verdict"
           % (sheet, coloured))
    # The criteria block lists each check with its value and verdict.
    blk = find(ws, "Criteria checks", col=1)
    checks = [k for k in ev.get("checks", [])
              if k["metric"].startswith(prefix)]
    if not blk:
        report(not checks, "%s criteria block" % sheet, "missing")
        return
    hrow = find(ws, "Metric", col=1, start=blk[0])
    head = {c.value: c.column for c in ws[hrow[0]] if c.value}
    for i, k in enumerate(checks):
        r = hrow[0] + 1 + i
        vcell = ws.cell(r, head["Value"])
        tcell = ws.cell(r, head["Threshold"])
        ok = (words_ok(ws.cell(r, 1), k["metric"])
              and ws.cell(r, head["Tier"]).value == k["tier"]
              and close(tcell.value, k["threshold"])
              and ws.cell(r, head["Verdict"]).value == k["verdict"])
        if k.get("value") is None:
            ok = ok and vcell.value is None
        else:
            ok = ok and is_number_cell(vcell) and close(vcell.value,
                                                        k["value"])
            mcell = ws.cell(r, head["Margin"])
            # A ratio's margin in percentage points, as the Markdown
            # says it ("0.99 pp"): the same number with its unit.
            if k.get("unit") == "ratio":
                ok = ok and close(mcell.value, k["margin"] * 100) and \
                    mcell.number_format.split(";")[0] == '0.00##" pp"'
            else:
                ok = ok and close(mcell.value, k["margin"])
            # A negative margin reads "... over the limit" (a maximum) or
            # "... under the limit" (a minimum), never with a minus sign.
            side = "over" if k["op"] in ("<=", "<") else "under"
            sections = mcell.number_format.split(";")
            ok = ok and len(sections) == 3 and \
                sections[1].endswith('" %s the limit"' % side) and \
                "-" not in sections[1]
            # The threshold in the value's number format (% beside %,
            # each with the digits its own text has).
            ok = ok and ("%" in tcell.number_format) == \
                ("%" in vcell.number_format)
        if k["verdict"] in VERDICT_FILL:
            ok = ok and fill_rgb(ws.cell(r, head["Verdict"])) == \
                VERDICT_FILL[k["verdict"]]
        report(ok, "%s criteria row: %s %s %s %s" % (
            sheet, k["tier"], k["metric"], k["op"], k["threshold"]),
            "row %d: %r" % (r, [c.value for c in ws[r]][:8]))


def check_charts(wb, path, res):
    ws = wb["Time series"]
    charts = getattr(ws, "_charts", [])
    kinds = sorted({type(c).__name__ for c in charts})
    # Per tier: throughput and latency over time when a phase has two
    # intervals or more (a line needs two points), and the distribution.
    def n_iv(t, phase):
        return len(((t.get(phase) or {}).get("intervals")) or [])
    want, lines = 2, False
    for t in res["tiers"]:
        if t.get("produce") is None:
            continue
        p, c = n_iv(t, "produce"), n_iv(t, "consume")
        want += (p > 1 or c > 1) + (p > 1) + 1
        lines = lines or p > 1 or c > 1
    need = {"BarChart", "ScatterChart"} | ({"LineChart"} if lines else set())
    report(len(charts) >= want and need <= set(kinds),
           "openpyxl loads %d native charts on Time series (%s)"
           % (len(charts), ", ".join(kinds)))
    refs_ok = all(s.val is not None or s.yVal is not None
                  for c in charts for s in c.series)
    refs = [(s.yVal or s.val).numRef.f for c in charts for s in c.series]
    report(refs_ok and refs and all(r.startswith("'Time series'!")
                                    for r in refs),
           "every chart series reads cells of the Time series sheet",
           str(refs[:3]))
    # The same from the package itself, independent of openpyxl.
    with zipfile.ZipFile(path) as z:
        names = z.namelist()
        chart_parts = [n for n in names if re.match(r"xl/charts/chart\d+\.xml$",
                                                    n)]
        wbx = ET.fromstring(z.read("xl/workbook.xml"))
        ns = {"m": "http://schemas.openxmlformats.org/spreadsheetml/2006/main",
              "r": "http://schemas.openxmlformats.org/officeDocument/2006/"
                   "relationships"}
        rid = None
        for s in wbx.find("m:sheets", ns):
            if s.get("name") == "Time series":
                rid = s.get("{%s}id" % ns["r"])
        rels = ET.fromstring(z.read("xl/_rels/workbook.xml.rels"))
        target = [r.get("Target") for r in rels if r.get("Id") == rid][0]
        sheet_rels = "xl/worksheets/_rels/%s.rels" % target.split("/")[-1]
        drawing = None
        if sheet_rels in names:
            for r in ET.fromstring(z.read(sheet_rels)):
                if r.get("Type").endswith("/drawing"):
                    drawing = r.get("Target").split("/")[-1]
        linked = 0
        if drawing:
            drels = "xl/drawings/_rels/%s.rels" % drawing
            linked = sum(1 for r in ET.fromstring(z.read(drels))
                         if r.get("Type").endswith("/chart"))
    every = sum(len(getattr(w, "_charts", [])) for w in wb.worksheets)
    report(len(chart_parts) == every and linked == len(charts),
           "package: %d xl/charts/chart*.xml (%d on every sheet), %d linked "
           "from the Time series drawing" % (len(chart_parts), every, linked))


def chart_title(c):
    """A chart's title text, or ""."""
    try:
        return "".join(r.t for p in c.title.tx.rich.p for r in (p.r or []))
    except AttributeError:
        return ""


def merged_value(ws, row, col):
    """The value shown at (row, col), 1-based: the top-left cell of a
    merged range that covers it."""
    for rng in ws.merged_cells.ranges:
        if rng.min_row <= row <= rng.max_row and \
           rng.min_col <= col <= rng.max_col:
            return ws.cell(rng.min_row, rng.min_col).value
    return ws.cell(row, col).value


def check_chart_captions(wb):
    """Every chart of every sheet has its caption (the model's: "What to
    see: ..." or what the chart shows, a sentence) in a cell under it,
    below the chart's last row, so the chart does not cover it."""
    for ws in wb.worksheets:
        charts = getattr(ws, "_charts", [])
        if not charts:
            continue
        missing = []
        for c in charts:
            a = c.anchor
            frm, to = a._from, getattr(a, "to", None)
            if to is None:
                missing.append("%s: no two-cell anchor" % chart_title(c))
                continue
            found = False
            for r0 in range(to.row + 1, to.row + 5):  # 0-based rows below
                v = merged_value(ws, r0 + 1, frm.col + 1)
                if isinstance(v, str) and v.strip() and \
                   (v.startswith("What to see:") or v.startswith("图中要点：")
                    or v.rstrip().endswith((".", "。"))):
                    found = True
                    break
            if not found:
                missing.append("%s (rows %d-%d, column %d)"
                               % (chart_title(c), frm.row + 1, to.row + 1,
                                  frm.col + 1))
        report(not missing,
               "%s: every chart (%d) has its caption under it"
               % (ws.title, len(charts)), "; ".join(missing[:4]))


def check_failed_shaded(wb, ev, res):
    """The by-tier charts mark every tier that failed a criterion: the
    throughput columns hatched (a data point with a pattern fill) in
    every series, and the p95 chart rings the tiers a latency criterion
    fails with a series of its own. The rates at full speed (an unlimited
    tier's produce, a backlog's fetch) have a column chart apart from the
    paced ones."""
    if not ev:
        return
    ws = wb["Time series"]
    charts = getattr(ws, "_charts", [])
    failing = {t["tier"] if "tier" in t else t.get("name")
               for t in ev.get("tiers", []) if t.get("verdict") == "FAIL"}
    bars = [c for c in charts if type(c).__name__ == "BarChart"]
    tiers = [t for t in res["tiers"] if t.get("produce")]
    paced = [t for t in tiers if (t["produce"].get("target_rate") or 0) > 0]
    full = [t for t in tiers if not (t["produce"].get("target_rate") or 0)
            or (t.get("consume") and t["consume"].get("during") is False)]
    want = (1 if paced else 0) + (1 if full else 0)
    report(len(bars) == want,
           "Throughput by tier: %d column chart(s): the paced tiers (%d) "
           "and those at full speed (%d) apart" % (want, len(paced),
                                                   len(full)),
           "%d found: %s" % (len(bars), [chart_title(c) for c in bars]))
    for c in bars:
        # The categories' cells: tier names in column A.
        f = c.series[0].cat.strRef.f if c.series[0].cat.strRef else \
            c.series[0].cat.numRef.f
        # One tier: a single cell, not a range.
        m = re.search(r"\$A\$(\d+)(?::\$A\$(\d+))?", f)
        cats = [ws.cell(r, 1).value
                for r in range(int(m.group(1)),
                               int(m.group(2) or m.group(1)) + 1)] \
            if m else []
        want_shaded = {i for i, n in enumerate(cats) if n in failing}
        for k, s in enumerate(c.series):
            if s.spPr is not None and s.spPr.noFill:
                continue  # a limit: an outlined column
            shaded = {d.idx for d in (s.dPt or [])
                      if d.spPr is not None and d.spPr.pattFill is not None}
            report(shaded == want_shaded,
                   "%s series %d shades the failed tiers %s"
                   % (chart_title(c), k, sorted(want_shaded)),
                   "shaded %s" % sorted(shaded))
    p95_fail = {k["tier"] for k in ev.get("checks", [])
                if k["metric"].endswith("p95_ms") and k["verdict"] == "FAIL"
                and not k.get("window")}
    rings = [s for c in charts if type(c).__name__ == "LineChart"
             for s in c.series
             if s.tx is not None and s.tx.v in ("fails a latency criterion",
                                                "未达到某项延迟判定标准")]
    report(bool(rings) == bool(p95_fail),
           "p95 by tier rings the failed tiers %s" % sorted(p95_fail),
           "%d ring series" % len(rings))
    # Every p95 criterion's limit is a series of the p95 chart, named by
    # the criterion.
    p95 = [c for c in charts if type(c).__name__ == "LineChart"
           and any(s.tx is not None and s.tx.v in ("fails a latency criterion",
                                                   "未达到某项延迟判定标准")
                   for s in c.series)]
    names = {s.tx.v for c in p95 for s in c.series if s.tx is not None}
    crit = {k["metric"] for k in ev.get("checks", [])
            if k["metric"].endswith("p95_ms") and not k.get("window")
            and (k["metric"].startswith("produce.latency")
                 or k["metric"].startswith("consume.e2e"))}
    want_lines = {"produce.latency.p95_ms": "p95 produce latency",
                  "consume.e2e_latency.p95_ms": "p95 end-to-end latency"}
    lost = [m for m in crit if m in want_lines and p95 and
            not any(n.startswith(want_lines[m]) for n in names)]
    report(not lost, "p95 by tier draws the limit of every p95 criterion",
           "missing %s in %s" % (lost, sorted(names)))


def point_row(ws, tier):
    """The row of a sweep point: its tier name in column B (a single
    parameter), else matched by the caller."""
    for row in ws.iter_rows():
        if len(row) > 1 and row[1].value == tier:
            return row[0].row
    return None


def check_judged_columns(ws, hdr_row, rows, cols, what):
    """PASS never stands beside a figure no criterion judged: a column
    whose header says "not judged" has no cell coloured by a criterion;
    in any other, a measured figure is coloured by its criterion or says
    "(not judged)" in its number format."""
    for col in cols:
        head = str(ws.cell(hdr_row, col).value or "")
        cells = [ws.cell(r, col) for r in rows]
        nums = [c for c in cells if is_number_cell(c)]
        if head.endswith(", not judged"):
            ok = not any(fill_rgb(c) in (GREEN, RED, AMBER) for c in nums)
        else:
            ok = all(fill_rgb(c) in (GREEN, RED, AMBER) or
                     "not judged" in (c.number_format or "") for c in nums)
        report(ok, "%s: column %r says which figures were judged" %
               (what, head), repr([(c.coordinate, fill_rgb(c),
                                    c.number_format) for c in nums][:3]))


def check_sweeps(wb, ev):
    sweeps = ev.get("sweeps") or []
    if not sweeps:
        report("Sweeps" not in wb.sheetnames, "no Sweeps sheet without sweeps")
        return
    ws = wb["Sweeps"]
    texts = [c.value for row in ws.iter_rows() for c in row
             if isinstance(c.value, str)]
    cols = {"runs_measured": 3, "produce_duration_s": 4,
            "produce_msgs_per_sec": 5, "produce_msgs_per_sec_min": 6,
            "produce_msgs_per_sec_max": 7, "produce_mib_per_sec": 8,
            "latency_p50_ms": 9, "latency_p95_ms": 10,
            "latency_p95_ms_min": 11, "latency_p95_ms_max": 12,
            "latency_p99_ms": 13, "service_latency_p95_ms": 14,
            "consume_fetch_msgs_per_sec": 15, "errors": 16}
    for s in sweeps:
        head = "Sweep %s: %s" % (s["group"], s["param"])
        if s.get("param2"):
            head += " x %s" % s["param2"]
        at = find(ws, head, col=1)
        report(at is not None, "Sweeps: heading %s" % head)
        if at is None:
            continue
        for f in s["findings"]:
            report("\u2022 " + f["text"] in texts, "Sweeps: finding listed",
                   f["text"][:60])
        hdr = find(ws, "Verdict", col=17, start=at[0])
        if not hdr:
            report(False, "Sweeps: table of %s" % s["group"], "no header")
            continue
        for i, p in enumerate(s["points"]):
            r = hdr[0] + 1 + i
            if not s.get("param2"):
                report(ws.cell(r, 2).value == p["tier"],
                       "Sweeps: row %d is point %s" % (r, p["tier"]),
                       "found %r" % ws.cell(r, 2).value)
            for key, col in cols.items():
                exp = p.get(key)
                cell = ws.cell(r, col)
                if exp is None:
                    report(not is_number_cell(cell),
                           "Sweeps: %s %s not measured" % (p["tier"], key))
                    continue
                report(is_number_cell(cell) and close(cell.value, exp),
                       "Sweeps: %s %s = %s (numeric)" % (p["tier"], key, exp),
                       "cell %s = %r" % (cell.coordinate, cell.value))
            vc = ws.cell(r, 17)
            report(vc.value == p["verdict"] and
                   fill_rgb(vc) == VERDICT_FILL.get(p["verdict"]),
                   "Sweeps: %s verdict %s coloured" % (p["tier"],
                                                       p["verdict"]))
            report((ws.cell(r, 18).value == "best") == bool(p["best"]),
                   "Sweeps: %s best marker %s" % (p["tier"], p["best"]))
            report((ws.cell(r, 18).value == "tie") == bool(p.get("tied")),
                   "Sweeps: %s tie marker %s" % (p["tier"], p.get("tied")))
        check_judged_columns(ws, hdr[0], range(hdr[0] + 1, hdr[0] + 1 +
                                               len(s["points"])),
                             (5, 8, 9, 10, 13, 14, 15, 16),
                             "Sweeps %s" % s["group"])
    charts = getattr(ws, "_charts", [])
    report(len(charts) == 2 * len(sweeps),
           "Sweeps: two native charts per sweep (%d)" % len(charts))
    refs = [(sr.yVal or sr.val).numRef.f for c in charts for sr in c.series]
    report(refs and all(r.split("!")[0].strip("'") == "Sweeps" for r in refs),
           "Sweeps: every chart series reads the Sweeps sheet", str(refs[:3]))


def check_workloads(wb, ev):
    groups = ev.get("groups") or []
    if not groups:
        report("Workloads" not in wb.sheetnames,
               "no Workloads sheet without parallel groups")
        return
    ws = wb["Workloads"]
    for g in groups:
        at = find(ws, "Parallel group %s" % g["name"], col=1)
        report(at is not None, "Workloads: heading of %s" % g["name"])
        if at is None:
            continue
        names = [ws.cell(at[0] + 2 + i, 1).value
                 for i in range(len(g["workloads"]))]
        report(names == g["workloads"], "Workloads: a row per workload of %s"
               % g["name"], "found %r" % names)
        r = at[0] + 2 + len(g["workloads"])
        report(ws.cell(r, 1).value == "Aggregate",
               "Workloads: aggregate row of %s" % g["name"])
        prod = g.get("produce") or {}
        for col, exp in ((4, prod.get("achieved_msgs_per_sec")),
                         (5, prod.get("mib_per_sec")),
                         (7, (prod.get("latency_ms") or {}).get("p95_ms")),
                         (11, (g.get("consume") or {})
                          .get("fetch_msgs_per_sec"))):
            if exp is None:
                continue
            cell = ws.cell(r, col)
            report(is_number_cell(cell) and close(cell.value, exp),
                   "Workloads: %s aggregate column %d = %s" % (g["name"],
                                                               col, exp),
                   "cell %s = %r" % (cell.coordinate, cell.value))
        check_judged_columns(ws, at[0] + 1, range(at[0] + 2, r + 1),
                             range(4, 14), "Workloads %s" % g["name"])
        checks = [k for k in ev["checks"] if k["tier"] == g["name"]]
        for k in checks:
            hit = [row for row in ws.iter_rows(min_row=r)
                   if words_ok(row[0], k["metric"])]
            report(bool(hit) and hit[0][5].value == k["verdict"],
                   "Workloads: aggregate check %s %s" % (k["metric"],
                                                        k["verdict"]))


def check_protection(wb):
    for ws in wb.worksheets:
        p = ws.protection
        report(bool(p.sheet) and not p.password,
               "%s is protected, without a password" % ws.title,
               "sheet=%s password=%r" % (p.sheet, p.password))


def check_signoff(wb, res):
    ws = wb["Sign-off"]
    # The glossary under the sign-off: the Markdown's A.12, term by term.
    gl = find(ws, "Glossary: the words of this report, as it uses them",
              col=1)
    terms = [(ws.cell(gl[0] + 2 + i, 1).value, ws.cell(gl[0] + 2 + i, 2).value)
             for i in range(16)] if gl else []
    report(gl is not None and ws.cell(gl[0] + 1, 1).value == "Term" and
           all(t and m for t, m in terms) and terms[0][0] == "Tier" and
           ws.cell(gl[0] + 18, 1).value is None,
           "Sign-off: the glossary, 16 terms with their meaning",
           repr(terms[:2]))
    plan = res["plan"]["source"]
    so = plan.get("signoff", {})
    pos = find(ws, "Prepared by", col=1)
    # Named by the plan, or a line to fill in by hand, unlocked (merged
    # across the row's cells).
    named = so.get("prepared_by")
    report(pos is not None and
           (ws.cell(pos[0], 2).value == named if named else
            "(to fill in)" in str(ws.cell(pos[0], 2).value) and
            ws.cell(pos[0], 2).protection.locked is False),
           "Sign-off: prepared by %r" % named)
    hdr = find(ws, "Role", col=1)
    head = {c.value: c.column for c in ws[hdr[0]] if c.value}
    approvers = so.get("approvers") or [{}, {}, {}]
    dvs = list(ws.data_validations.dataValidation)

    def validation(cell, kind):
        for dv in dvs:
            if dv.type == kind and cell.coordinate in dv.sqref:
                return dv
        return None

    inputs = set()
    if pos is not None and not named:
        inputs |= {(pos[0], c) for c in range(2, ws.max_column + 1)}
    for i, a in enumerate(approvers):
        r = hdr[0] + 1 + i
        if a.get("role"):
            report(ws.cell(r, 1).value == a["role"],
                   "Sign-off row %d role %r" % (r, a["role"]))
        else:
            inputs.add((r, 1))
        if a.get("name"):
            report(ws.cell(r, 2).value == a["name"],
                   "Sign-off row %d name %r" % (r, a["name"]))
        else:
            inputs.add((r, 2))
        dec = ws.cell(r, head["Decision"])
        dv = validation(dec, "list")
        listed = dv.formula1.strip('"').split(",") if dv else []
        report(dec.protection.locked is False and listed == DECISIONS,
               "Sign-off row %d decision unlocked, list %s" % (r, DECISIONS),
               "locked=%s list=%s" % (dec.protection.locked, listed))
        date = ws.cell(r, head["Date"])
        report(date.protection.locked is False and
               validation(date, "date") is not None and
               "yy" in date.number_format,
               "Sign-off row %d date unlocked, date validation and format"
               % r, "format %r" % date.number_format)
        for name in ("Decision", "Conditions", "Date", "Signature",
                     "Comment"):
            if name not in head:
                report(False, "Sign-off has a %s column" % name)
                continue
            inputs.add((r, head[name]))
            c = ws.cell(r, head[name])
            if name in ("Conditions", "Signature", "Comment"):
                report(c.protection.locked is False,
                       "Sign-off row %d %s unlocked" % (r, name))
    # No other cell of the workbook is unlocked.
    stray = []
    for s in wb.worksheets:
        for row in s.iter_rows():
            for c in row:
                if c.protection.locked is False and not (
                        s.title == "Sign-off" and (c.row, c.column) in inputs):
                    stray.append("%s!%s" % (s.title, c.coordinate))
    report(not stray, "only the sign-off inputs are unlocked",
           "also unlocked: %s" % stray[:10])


BINARY = {"MiB": 2.0 ** 20, "GiB": 2.0 ** 30, "TiB": 2.0 ** 40}


def check_extrapolation(wb, ev):
    x = ev.get("extrapolation") or {}
    if "required_peak_msgs_per_sec" not in x:
        return
    ws = wb["Extrapolation"]
    want = [("Required average rate", "required_avg_msgs_per_sec", "msg/s"),
            ("Required peak rate", "required_peak_msgs_per_sec", "msg/s"),
            ("Capacity at the criteria", "sustainable_msgs_per_sec", "msg/s"),
            ("Headroom", "headroom", None),
            ("Burst throughput", "burst_msgs_per_sec", "msg/s"),
            ("Partitions needed at the peak", "partitions_needed",
             "partitions"),
            ("Consume rate", "consume_msgs_per_sec", "msg/s"),
            ("Time to ingest the target volume", "ingest_s", "s"),
            ("Time to drain the target volume", "drain_s", "s"),
            ("Storage, raw", "storage_bytes", BINARY),
            ("Storage with overhead", "storage_with_overhead_bytes",
             BINARY)]
    for label, key, unit in want:
        if unit is BINARY:
            # A size in MiB, GiB or TiB, never a count of bytes.
            pos = find(ws, label, col=1)
            u = ws.cell(pos[0], 3).value if pos else None
            cell = ws.cell(pos[0], 2) if pos else None
            report(u in BINARY and is_number_cell(cell) and
                   close(cell.value * BINARY[u], x[key]),
                   "Extrapolation %s = %s bytes, in %s" % (label, x[key], u),
                   "cell %r" % (cell.value if cell else None))
            continue
        row = None
        for r in range(1, ws.max_row + 1):
            if ws.cell(r, 1).value == label and (
                    unit is None or ws.cell(r, 3).value == unit):
                row = r
                break
        if not x.get(key):
            # Not measured, not asked or not applicable: said in words,
            # never a 0 (docs/metrics.md).
            pos = find(ws, label, col=1)
            cell = ws.cell(pos[0], 2) if pos else None
            report(cell is not None and isinstance(cell.value, str) and
                   cell.value.strip() != "",
                   "Extrapolation %s not known: in words, not 0" % label,
                   "cell %r" % (cell.value if cell else None))
            if "unknown" in x:
                # results.json: null with its reason, never 0.
                report(x.get(key) is None and key in x["unknown"],
                       "Extrapolation %s: null with its reason" % key,
                       "%r, unknown %r" % (x.get(key), x["unknown"]))
            continue
        cell = ws.cell(row, 2) if row else None
        report(cell is not None and is_number_cell(cell) and
               close(cell.value, x[key]),
               "Extrapolation %s = %s %s" % (label, x[key], unit or ""),
               "cell %r" % (cell.value if cell else None))
    for i, t in enumerate(x.get("trends", [])):
        pos = find(ws, t["metric"], col=1)
        ok = pos is not None
        if ok:
            r = pos[0]
            ok = (close(ws.cell(r, 3).value, t["points"]) and
                  close(ws.cell(r, 4).value, t["a"]) and
                  close(ws.cell(r, 5).value, t["b"]) and
                  close(ws.cell(r, 6).value, t["r2"]) and
                  close(ws.cell(r, 7).value, t["projected"]))
            if "threshold" in t:
                ok = ok and close(ws.cell(r, 9).value, t["threshold"]) and \
                    ws.cell(r, 10).value == ("yes" if t["crosses_threshold"]
                                             else "no")
        report(ok, "Extrapolation trend %s" % t["metric"])
    texts = {c.value for row in ws.iter_rows() for c in row
             if isinstance(c.value, str)}
    # The assumptions are said from the report model's figures, so their
    # words are the Markdown's (tests/xlsx/check_forms.py compares the
    # two), not the evaluation's English in results.json.
    bullets = [t for t in texts if t.startswith("\u2022 ")]
    report(bool(bullets) or not x.get("assumptions"),
           "assumptions listed on Extrapolation",
           "%d in results.json, no bullet" % len(x.get("assumptions", [])))


def check_environment(wb, res, results_path):
    ws = wb["Environment"]
    with open(results_path, "rb") as f:
        sha = hashlib.sha256(f.read()).hexdigest()
    pos = find(ws, "Results (results.json) SHA-256", col=1)
    report(pos is not None and ws.cell(pos[0], 2).value == sha,
           "Environment shows the results.json SHA-256 %s" % sha[:12])
    pos = find(ws, "Plan SHA-256", col=1)
    report(pos is not None and
           ws.cell(pos[0], 2).value == res["plan"]["sha256"],
           "Environment shows the plan SHA-256")
    texts = [c.value for row in ws.iter_rows() for c in row
             if isinstance(c.value, str)]
    for label, key in (("Run started (UTC)", "started_at"),
                       ("Run finished (UTC)", "finished_at")):
        pos = find(ws, label, col=1)
        cell = ws.cell(pos[0], 2) if pos else None
        report(cell is not None and stamp_ok(cell, res["run"].get(key)),
               "Environment %s is a date" % label,
               "cell %r" % (cell.value if cell else None))
    # The Kafka release, never the bare protocol version; the broker's
    # settings as results.json has them, one row each.
    cl = res.get("cluster") or {}
    pos = find(ws, "Kafka release", col=1)
    rel = ws.cell(pos[0], 2).value if pos else None
    bv = cl.get("broker_version") or ""
    m = re.match(r"inter\.broker\.protocol\.version (\d+\.\d+)(\S*)", bv)
    if m:
        want = "%s, inferred from inter.broker.protocol.version %s%s" % (
            m.group(1), m.group(1), m.group(2))
        report(rel == want, "Environment Kafka release %r" % want,
               "cell %r" % rel)
    else:
        report(pos is not None and rel not in (None, ""),
               "Environment Kafka release row", "cell %r" % rel)
    # The broker hosts the plan declares, marked as declared, one row
    # per entry in the plan's order.
    hosts = ((res["plan"]["source"].get("cluster") or {}).get("hosts")) or []
    title = find(ws, "Broker hosts, declared in the plan (not measured)",
                 col=1)
    report(bool(title) == bool(hosts),
           "Environment declared hosts %s" %
           ("present" if hosts else "absent"))
    if title:
        # One column per entry, three to a block of seven rows.
        items = ("Hosts", "Count", "CPU cores", "Memory", "Data disks",
                 "Operating system", "Kafka release")
        for i, h in enumerate(hosts):
            top = title[0] + 1 + (i // 3) * len(items)
            col = 2 + i % 3
            labels = [ws.cell(top + k, 1).value for k in range(len(items))]
            got = [ws.cell(top + k, col).value for k in range(len(items))]
            cores = h.get("cores")
            report(labels == list(items) and
                   got[0] == h.get("name", "-") and
                   got[1] == h.get("count", 1) and
                   (got[2] == cores if cores else got[2] in (None, "")) and
                   (got[5] or "") == h.get("os", "") and
                   (got[6] or "") == h.get("kafka", ""),
                   "Environment declared host %d" % i,
                   "%r %r" % (labels, got))
        declared = sorted({h["kafka"] for h in hosts if "kafka" in h})
        pos = find(ws, "Kafka release (declared)", col=1)
        got = ws.cell(pos[0], 2).value if pos else None
        report((got is not None) == bool(declared) and
               (not declared or sorted(got.split(", ")) == declared),
               "Environment Kafka release (declared) %r" % declared,
               "cell %r" % got)
    settings = (cl.get("broker_config") or {}).get("settings") or {}
    head = find(ws, "Broker setting", col=1)
    report(bool(head) == bool(settings),
           "Environment broker settings table %s" %
           ("present" if settings else "absent"))
    for i, (k, v) in enumerate(settings.items()):
        if not head:
            break
        r = head[0] + 1 + i
        got = ws.cell(r, 2).value
        shown = str(got) if not isinstance(got, float) or \
            not got.is_integer() else str(int(got))
        if k == "log.dirs":
            # The count of directories, never the host's paths.
            n = int(v) if v.isdigit() else v.count(",") + 1
            v = "%d director%s" % (n, "y" if n == 1 else "ies")
        report(ws.cell(r, 1).value == k and shown.startswith(v),
               "Environment broker setting %s = %s" % (k, v),
               "row %d: %r %r" % (r, ws.cell(r, 1).value, got))
    secret = [t for t in texts if "fixture-secret" in t]
    report(not secret, "no secret in the Environment sheet", str(secret))


def check_time(wb, path, res):
    """Where the time went: per tier and phase the stages, the figures and
    the brokers as results.json has them, the limit in words, the client's
    points one row each, and two charts over time per produce phase that
    read the sheet's own cells."""
    if "Where the time went" not in wb.sheetnames:
        report(not any(recorded(t, ph) for t in res["tiers"]
                       for ph in ("produce", "consume")),
               "no Where the time went sheet without client statistics")
        return
    ws = wb["Where the time went"]
    want_charts = 0
    for t in res["tiers"]:
        top = find(ws, "Tier %s" % t["name"], col=1)
        ran = t.get("produce") is not None or t.get("consume") is not None
        report(bool(top) == bool(ran), "Where the time went: tier %s %s" %
               (t["name"], "present" if ran else "absent"))
        if not top:
            continue
        for phase, label in (("produce", "Produce phase"),
                             ("consume", "Consume phase")):
            if t.get(phase) is None:
                continue
            at = find(ws, label, col=1, start=top[0])
            if not at:
                report(False, "Where the time went: %s %s" %
                       (t["name"], label))
                continue
            if not recorded(t, phase):
                report(ws.cell(at[0] + 1, 1).value ==
                       "The load client recorded no statistics in this phase: "
                       "where its time went is not known.",
                       "Where the time went: %s %s says nothing was recorded"
                       % (t["name"], phase))
                continue
            lim = ws.cell(at[0] + 1, 1).value or ""
            report(lim.startswith("What limited the %s phase: " % phase),
                   "Where the time went: %s %s limit in words" %
                   (t["name"], phase), repr(lim[:80]))
            for st in client_stats(t, phase):
                start = at[0]
                if st.get("source"):
                    # One block per load host, named.
                    host = find(ws, "Load host %s" % st["source"], col=1,
                                start=at[0])
                    report(host is not None, "Where the time went: %s %s "
                           "load host %s named" % (t["name"], phase,
                                                   st["source"]))
                    if host is None:
                        continue
                    start = host[0]
                if not (st.get("samples") or
                        (st.get("points") or {}).get("t_s")):
                    report(ws.cell(start + 1, 1).value ==
                           "The load client recorded no statistics in this "
                           "phase: where its time went is not known.",
                           "Where the time went: %s %s: a host that recorded "
                           "nothing says so" % (t["name"], phase))
                    continue
                head = find(ws, "Stage of a message", col=1, start=start)
                r = head[0] + 1
                if phase == "produce":
                    keys = ("sched", "queue", "send", "rtt")
                else:
                    keys = ("rtt",)
                # Each figure under the header that says what it is: the
                # mean, a p95 of the phase (kplan's own stage only), the
                # mean of librdkafka's per-second p95s (older files:
                # "rtt_p95_ms"), never one in the other's column.
                def persec(k):
                    v = st.get("%s_mean_of_p95s_ms" % k)
                    return v if v is not None else st.get("%s_p95_ms" % k)
                got = [[ws.cell(r + i, c).value for c in (4, 5, 6)]
                       for i in range(len(keys))]
                exp = [[st.get("%s_mean_ms" % k),
                        st.get("sched_p95_ms") if k == "sched" else None,
                        None if k == "sched" else persec(k)] for k in keys]
                report(all(same(g, e) for gr, er in zip(got, exp)
                           for g, e in zip(gr, er)),
                       "Where the time went: %s %s stages (mean, p95 of the "
                       "phase, mean of per-second p95s) %s" %
                       (t["name"], phase, exp), repr(got))
                fig = {ws.cell(r, 8).value: ws.cell(r, 11).value
                       for r in range(head[0] + 1, head[0] + 12)}
                cpu = st["cpu_s"] / st["wall_s"]
                report(close(fig.get("CPU of the process, cores (mean)"), cpu)
                       and close(fig.get("Statistics taken"), st["samples"]),
                       "Where the time went: %s %s CPU %.3f cores, %d "
                       "statistics" % (t["name"], phase, cpu, st["samples"]),
                       repr(fig))
                b = find(ws, "Broker", col=1, start=head[0])
                for i, br in enumerate(st.get("brokers") or []):
                    row = [ws.cell(b[0] + 1 + i, c).value for c in (1, 2, 3)]
                    rtt = br.get("rtt_mean_of_p95s_ms", br.get("rtt_p95_ms"))
                    report(row[0] == br["id"] and row[1] == br["requests"] and
                           (close(row[2], rtt) if rtt is not None
                            else row[2] in (None, "")),
                           "Where the time went: %s %s broker %d" %
                           (t["name"], phase, br["id"]), repr(row))
                check_side(ws, res, t, phase, st, head[0])
                iv = find(ws, "The load client per interval", col=1,
                          start=head[0])
                pts = (st.get("points") or {}).get("t_s") or []
                hdr = iv[0] + 1 if iv else None
                if hdr and ws.cell(hdr, 1).value != "t (s)":
                    hdr += 1  # the note on merged points
                got = [ws.cell(hdr + 1 + i, 1).value
                       for i in range(len(pts))] if hdr else []
                report(bool(iv) and all(close(g, e) for g, e in zip(got, pts))
                       and ws.cell(hdr + 1 + len(pts), 1).value is None,
                       "Where the time went: %s %s %d points, one row each" %
                       (t["name"], phase, len(pts)))
                if phase == "produce" and len(pts) > 1:
                    want_charts += 2
    charts = getattr(ws, "_charts", [])
    refs = [(s.yVal or s.val).numRef.f for c in charts for s in c.series]
    report(len(charts) == want_charts and
           all(r.startswith("'Where the time went'!") for r in refs),
           "Where the time went: %d native charts reading its own cells"
           % want_charts, "%d charts, %s" % (len(charts), refs[:2]))


SIDE_PARTS = {"produce": ("produce_queue_ms", "produce_local_ms",
                          "produce_remote_ms", "produce_send_ms"),
              "consume": ("fetch_queue_ms", "fetch_local_ms",
                          "fetch_remote_ms", "fetch_send_ms")}


def side_label(res, bid, labels):
    """The broker label's value that names broker bid: its id, its host,
    or its host with a port (as the report model matches them)."""
    hosts = [b.get("host") for b in (res.get("cluster") or {}).get("brokers")
             or [] if b.get("id") == bid and b.get("host")]
    for lab in labels:
        if lab == str(bid) or any(lab == h or lab.startswith(h + ":")
                                  for h in hosts):
            return lab
    return None


def check_side(ws, res, t, phase, st, start):
    """The brokers' own account of a request beside the client's round
    trip: per broker the client's p95, each part's mean and max from the
    tier's window in results.json, and the four means added up."""
    win = [w for w in ((t.get("brokers") or {}).get("windows") or [])
           if w.get("trial", -1) == -1]
    title = ("The brokers' own account of a %s request" %
             ("Produce" if phase == "produce" else "Fetch"))
    at = None
    for r in range(start, ws.max_row + 1):
        v = ws.cell(r, 1).value
        if isinstance(v, str) and (v.startswith(title) or
                                   v.startswith("The brokers' own metrics")):
            at = r
            break
        if v == "The load client per interval":
            break
    if not t.get("brokers"):
        report(at is None, "Where the time went: %s %s: no brokers' account "
               "without broker metrics" % (t["name"], phase))
        return
    if not win or win[0].get("unavailable"):
        report(at is not None and ws.cell(at, 1).value.startswith(
            "The brokers' own metrics: not available"),
            "Where the time went: %s %s: the brokers' metrics not available"
            % (t["name"], phase))
        return
    queries = {q["name"]: q for q in win[0].get("queries") or []}
    series = {n: {s["broker"]: s for s in (queries.get(n) or {})
                  .get("series") or []} for n in SIDE_PARTS[phase]}
    if not any(series[n] for n in SIDE_PARTS[phase]):
        # Prometheus answered with no series of this phase's parts (a
        # fetch window too short for its rate): not available, never 0.
        report(at is not None and ws.cell(at, 1).value.startswith(
            "The brokers' own metrics: not available"),
            "Where the time went: %s %s: the brokers' %s parts not available"
            % (t["name"], phase, phase))
        return
    labels = sorted({lab for n in series for lab in series[n]},
                    key=lambda x: (len(x), x))
    report(at is not None and ws.cell(at, 1).value.startswith(title),
           "Where the time went: %s %s: the brokers' account" %
           (t["name"], phase))
    if at is None:
        return
    for i, br in enumerate(st.get("brokers") or []):
        row = at + 3 + i
        lab = side_label(res, br["id"], labels)
        got = [ws.cell(row, c).value for c in range(1, 12)]
        want_id = br["id"] if lab in (None, str(br["id"])) else \
            "%d (%s)" % (br["id"], lab)
        means = [series[n].get(lab, {}).get("window") for n in SIDE_PARTS[phase]]
        # A series of no points over the window has no highest point
        # (its "max" is 0 in results.json, and not a measurement).
        maxes = [series[n].get(lab, {}).get("max")
                 if series[n].get(lab, {}).get("points") else None
                 for n in SIDE_PARTS[phase]]
        rtt = br.get("rtt_mean_of_p95s_ms", br.get("rtt_p95_ms"))
        ok = got[0] == want_id and close(got[1], rtt)
        for k in range(4):
            for g, w in ((got[2 + 2 * k], means[k]), (got[3 + 2 * k],
                                                       maxes[k])):
                ok = ok and (close(g, w) if w is not None
                             else g in (None, ""))
        total = sum(means) if all(m is not None for m in means) else None
        ok = ok and (close(got[10], total) if total is not None
                     else got[10] in (None, ""))
        report(ok, "Where the time went: %s %s: broker %d beside the "
               "brokers' own account (sum %s)" %
               (t["name"], phase, br["id"], total), repr(got))


def check_client_settings(wb, res):
    """The Environment lists every client property that differs from
    librdkafka's defaults, with librdkafka's default and why."""
    ws = wb["Environment"]
    want = {}
    for t in res["tiers"]:
        for phase in ("produce", "consume"):
            for st in ((((t.get(phase) or {}).get("client")) or {})
                       .get("settings") or []):
                want[(phase, st["key"])] = st
    title = find(ws, "Client settings that differ from librdkafka's "
                     "defaults", col=1)
    report(bool(title) == bool(want), "Environment client settings table %s"
           % ("present" if want else "absent"))
    if not title:
        return
    rows = {}
    phase = None
    for r in range(title[0] + 1, ws.max_row + 1):
        a = ws.cell(r, 1).value
        if a in ("Producers", "Consumers"):
            phase = "produce" if a == "Producers" else "consume"
            continue
        if a == "Client host":
            break
        if phase and a:
            rows[(phase, a)] = [ws.cell(r, c).value for c in range(1, 6)]
    def text(v):
        if isinstance(v, float) and v.is_integer():
            v = int(v)
        return "" if v is None else str(v)
    for (phase, key), st in want.items():
        got = rows.get((phase, key))
        ok = got is not None and text(got[3]) == st["librdkafka_default"] \
            and (text(got[2]) == st["value"] or
                 (st["why"] == "group" and got[2] == "one per tier"))
        report(ok, "Environment client setting %s %s = %s (librdkafka %s)" %
               (phase, key, st["value"], st["librdkafka_default"]),
               repr(got))


def check_no_numeric_text(wb, res):
    """Numbers are numbers: no text cell is a bare number."""
    allowed = {t["name"] for t in res["tiers"]}
    num = re.compile(r"^[-+]?(\d{1,3}(,\d{3})+|\d+)(\.\d+)?\s*%?$")
    bad = []
    for ws in wb.worksheets:
        for row in ws.iter_rows():
            for c in row:
                if c.data_type == "s" and isinstance(c.value, str) and \
                        num.match(c.value.strip()) and c.value not in allowed:
                    bad.append("%s!%s=%r" % (ws.title, c.coordinate, c.value))
    report(not bad, "no number stored as text", str(bad[:10]))


def check_properties(wb, path, res, ev, results_path):
    p = wb.properties
    so = res["plan"]["source"].get("signoff", {})
    title = res["plan"].get("title") or res["plan"].get("name")
    report(p.title == title and p.creator == so.get("prepared_by", "kplan")
           and p.keywords == "Kafka, acceptance, capacity, kplan"
           and p.subject == "Kafka acceptance and capacity test report",
           "workbook properties (title, subject, author, keywords)",
           "%r %r %r %r" % (p.title, p.subject, p.creator, p.keywords))
    with zipfile.ZipFile(path) as z:
        app = ET.fromstring(z.read("docProps/app.xml"))
    company = "".join(e.text or "" for e in app.iter()
                      if e.tag.endswith("}Company") or e.tag == "Company")
    report(company == so.get("company", ""),
           "workbook property Company is the plan's signoff.company",
           "%r, plan %r" % (company, so.get("company")))
    with zipfile.ZipFile(path) as z:
        custom = z.read("docProps/custom.xml").decode() \
            if "docProps/custom.xml" in z.namelist() else ""
    with open(results_path, "rb") as f:
        sha = hashlib.sha256(f.read()).hexdigest()
    report('name="Verdict"' in custom and ">%s<" % ev["verdict"] in custom
           and ">%s<" % res["plan"]["name"] in custom and sha in custom,
           "custom properties: plan, verdict, results SHA-256 "
           "(read from docProps/custom.xml)")


def main():
    if len(sys.argv) != 3:
        print("usage: check_workbook.py WORKBOOK RESULTS.json",
              file=sys.stderr)
        return 2
    path, results = sys.argv[1], sys.argv[2]
    with open(results, encoding="utf-8") as f:
        res = json.load(f)
    ev = res.get("evaluation")
    wb = openpyxl.load_workbook(path)
    check_sheets(wb, ev, res)
    check_first_row(wb, res)
    if ev is None:
        report(False, "results.json has an evaluation to compare with")
    else:
        check_summary(wb, res, ev)
        check_scenario_criteria(wb, res)
        check_tier_sheet(wb, res, ev, "Produce results", "produce.")
        check_tier_sheet(wb, res, ev, "Consume results", "consume.")
        check_extrapolation(wb, ev)
        check_sweeps(wb, ev)
        check_workloads(wb, ev)
        check_properties(wb, path, res, ev, results)
    check_charts(wb, path, res)
    check_failed_shaded(wb, ev, res)
    check_chart_captions(wb)
    check_protection(wb)
    check_signoff(wb, res)
    check_environment(wb, res, results)
    check_time(wb, path, res)
    check_client_settings(wb, res)
    check_no_numeric_text(wb, res)
    print("== %s: %d check(s) failed" % (path, failures))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
