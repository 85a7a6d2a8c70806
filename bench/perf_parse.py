#!/usr/bin/python3
"""Reads the output of Kafka's perf tools or of kplan produce / consume
(the same line formats) and prints the figures as JSON.

    perf_parse.py producer FILE   the final ProducerPerformance line
    perf_parse.py consumer FILE   the ConsumerPerformance CSV header and row

Lines it does not know (interval lines, kplan's own "kplan:" lines, log
lines) are ignored, so one parser reads both tools' output.
"""
import json
import re
import sys

PRODUCER = re.compile(
    r"^(?P<records>\d+) records sent, (?P<records_per_sec>[\d.]+) records/sec "
    r"\((?P<mb_per_sec>[\d.]+) MB/sec\), (?P<avg_ms>[\d.]+|NaN) ms avg latency, "
    r"(?P<max_ms>[\d.]+) ms max latency, (?P<p50_ms>\d+) ms 50th, "
    r"(?P<p95_ms>\d+) ms 95th, (?P<p99_ms>\d+) ms 99th, (?P<p999_ms>\d+) ms 99\.9th\.$")

CONSUMER_HEADER = ("start.time, end.time, data.consumed.in.MB, MB.sec, "
                   "data.consumed.in.nMsg, nMsg.sec, rebalance.time.ms, "
                   "fetch.time.ms, fetch.MB.sec, fetch.nMsg.sec")


def producer(lines):
    for line in reversed(lines):
        m = PRODUCER.match(line.strip())
        if m:
            out = {"kind": "producer"}
            for k, v in m.groupdict().items():
                out[k] = float(v) if v != "NaN" else None
            out["records"] = int(out["records"])
            return out
    raise SystemExit("perf_parse: no final producer line found")


def consumer(lines):
    stripped = [l.rstrip("\n") for l in lines]
    if CONSUMER_HEADER not in stripped:
        raise SystemExit("perf_parse: no consumer CSV header found")
    names = [n.strip() for n in CONSUMER_HEADER.split(",")]
    row = stripped[stripped.index(CONSUMER_HEADER) + 1]
    values = [v.strip() for v in row.split(",")]
    if len(values) != len(names):
        raise SystemExit("perf_parse: the CSV row has %d columns, the header %d"
                         % (len(values), len(names)))
    out = {"kind": "consumer"}
    for n, v in zip(names, values):
        out[n] = v if n.endswith(".time") else float(v)
    out["data.consumed.in.nMsg"] = int(out["data.consumed.in.nMsg"])
    return out


def main():
    if len(sys.argv) != 3 or sys.argv[1] not in ("producer", "consumer"):
        raise SystemExit(__doc__)
    with open(sys.argv[2], encoding="utf-8", errors="replace") as f:
        lines = f.readlines()
    parse = producer if sys.argv[1] == "producer" else consumer
    print(json.dumps(parse(lines), sort_keys=True))


if __name__ == "__main__":
    main()
