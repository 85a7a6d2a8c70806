#!/usr/bin/python3
"""One figure, one form: the workbook shows a figure with the digits and
the unit that the Markdown report of the same results gives it, in every
language (docs/metrics.md, "One figure, one form").

    /usr/bin/python3 tests/xlsx/check_forms.py EN.xlsx EN.md ZH.xlsx ZH.md

Each workbook cell is rendered through its own number format, as a
spreadsheet shows it, and compared with the Markdown's text:

- the front page's produce and consume tables, cell by cell, "not judged"
  marks included, and the same figures in both languages;
- the criteria tables: each check's measured value and margin (a ratio's
  margin in percentage points);
- the required peak rate, the same digits wherever the Markdown says it.

Needs openpyxl. Prints PASS:/FAIL: lines; exits 1 when a check fails.
"""

import re
import sys
from decimal import ROUND_HALF_UP, Decimal

try:
    import openpyxl
except ImportError:  # pragma: no cover
    print("FAIL: openpyxl is not installed (apt-get install python3-openpyxl)")
    sys.exit(2)

failed = False


def report(ok, what, why=""):
    global failed
    if ok:
        print("PASS: %s" % what)
    else:
        failed = True
        print("FAIL: %s%s" % (what, ": " + why if why else ""))


def sections(fmt):
    """A number format's sections, split at semicolons outside quotes."""
    out, cur, quoted = [], "", False
    for ch in fmt:
        if ch == '"':
            quoted = not quoted
        if ch == ";" and not quoted:
            out.append(cur)
            cur = ""
        else:
            cur += ch
    return out + [cur]


def render(v, fmt):
    """v as a spreadsheet shows it in number format fmt (the formats kplan
    writes: #,##0 with optional decimals 0 and #, %, quoted literals)."""
    if isinstance(v, str) or v is None:
        return v or ""
    secs = sections(fmt)
    sign = ""
    if v < 0 and len(secs) > 1:
        sec, v = secs[1], -v
    elif v == 0 and len(secs) > 2:
        sec = secs[2]
    else:
        sec = secs[0]
        if v < 0:
            sign, v = "-", -v
    if sec == "General":
        return sign + ("%d" % v if v == int(v) else repr(v))
    m = re.search(r"[#0][#0,]*(\.[0#]+)?", re.sub(r'"[^"]*"', "", sec))
    lits = re.split(r'("[^"]*")', sec)
    pattern = m.group(0)
    dec = m.group(1) or "."
    least, most = dec.count("0"), len(dec) - 1
    if "%" in re.sub(r'"[^"]*"', "", sec):
        v *= 100
    q = Decimal(repr(v)).quantize(Decimal(1).scaleb(-most),
                                  rounding=ROUND_HALF_UP)
    text = "{:,.{}f}".format(q, most) if "," in pattern else \
        "{:.{}f}".format(q, most)
    if "." in text:
        whole, frac = text.split(".")
        while len(frac) > least and frac.endswith("0"):
            frac = frac[:-1]
        text = whole + ("." + frac if frac else "")
    out, done = "", False
    for part in lits:
        if part.startswith('"'):
            out += part[1:-1]
            continue
        if not done and pattern in part:
            part = part.replace(pattern, text, 1)
            done = True
        out += part
    return sign + out


def md_tables(md):
    """The Markdown's tables: lists of rows, each a list of cell texts,
    the header row first (the alignment row left out)."""
    tables, cur = [], []
    for line in md.splitlines():
        if line.startswith("|"):
            cells = [c.strip() for c in line.strip().strip("|").split("|")]
            if not all(re.fullmatch(r":?-+:?", c) for c in cells):
                cur.append(cells)
        elif cur:
            tables.append(cur)
            cur = []
    if cur:
        tables.append(cur)
    return tables


def md_table(md, first):
    for t in md_tables(md):
        if t[0][0] == first:
            return t
    return None


def sheet_table(ws, first):
    """The rows under the header whose first cell is first, as rendered
    text, until an empty row."""
    for row in ws.iter_rows():
        if row[0].value == first:
            rows, r = [], row[0].row + 1
            while ws.cell(r, 1).value not in (None, ""):
                rows.append([render(ws.cell(r, c).value,
                                    ws.cell(r, c).number_format)
                             for c in range(1, 8)])
                r += 1
            return [[c.value or "" for c in row[:7]]] + rows
    return None


NUM = re.compile(r"[0-9][0-9,]*(?:\.[0-9]+)?(?:%| pp| 个百分点)?")
PP = (" pp", " 个百分点")  # percentage points in either language


def numbers(text):
    return NUM.findall(text or "")


def first_number(text):
    return (numbers(text) or [""])[0]


def check_front(wb, md, lang, first_p, first_c, sheet):
    ws = wb[sheet]
    for name, first, cols in (("produce", first_p, (4, 5)),
                              ("consume", first_c, (3, 4, 5))):
        mt, xt = md_table(md, first), sheet_table(ws, first)
        if mt is None and xt is None:
            continue
        if mt is None or xt is None:
            report(False, "%s: front %s table in both writers" % (lang, name),
                   "Markdown %s, workbook %s" % (mt is not None,
                                                xt is not None))
            continue
        report(len(mt) == len(xt),
               "%s: front %s table: %d rows in both writers"
               % (lang, name, len(mt) - 1), "workbook %d" % (len(xt) - 1))
        for mrow, xrow in zip(mt[1:], xt[1:]):
            for c in cols:
                report(mrow[c] == xrow[c],
                       "%s: front %s %s column %d reads %r in both writers"
                       % (lang, name, mrow[0], c + 1, mrow[c]),
                       "workbook %r" % xrow[c])
        # The header says the same thing: a column that no criterion
        # judged says so in both.
        for c in cols:
            mark = lang_mark(lang)
            report((mark in mt[0][c]) == (mark in (xt[0][c] or "")),
                   "%s: front %s header %r marked alike in both writers"
                   % (lang, name, mt[0][c]), "workbook %r" % xt[0][c])


def lang_mark(lang):
    return "未判定" if lang == "zh-CN" else "not judged"


def check_criteria(wb, md, lang, first, value_col, margin_col, sheets):
    t = md_table(md, first)
    if t is None:
        report(False, "%s: criteria table in the Markdown" % lang)
        return
    want = sorted((r[1], first_number(r[value_col]),
                   first_number(r[margin_col])) for r in t[1:])
    got = []
    for s in sheets:
        ws = wb[s]
        hdr = None
        for row in ws.iter_rows():
            if row[0].value in ("Metric", "指标") and row[1].value:
                hdr = row[0].row
        if hdr is None:
            continue
        r = hdr + 1
        while ws.cell(r, 1).value:
            v, m = ws.cell(r, 5), ws.cell(r, 6)
            got.append((ws.cell(r, 2).value,
                        first_number(render(v.value, v.number_format)),
                        first_number(render(m.value, m.number_format))))
            r += 1
    report(want == sorted(got),
           "%s: the %d checks' values and margins read alike in both "
           "writers" % (lang, len(want)),
           "Markdown %s, workbook %s" % (
               sorted(set(want) - set(got))[:3],
               sorted(set(got) - set(want))[:3]))
    pp = [x for x in want if x[2].endswith(PP)]
    report(bool(pp), "%s: ratio margins in percentage points (%s)"
           % (lang, ", ".join(x[2] for x in pp[:3])))


def check_peak(wb, md, lang, sheet, label):
    ws = wb[sheet]
    peak = None
    for row in ws.iter_rows():
        if row[0].value == label:
            peak = render(row[1].value, row[1].number_format)
    if not peak:
        report(False, "%s: the required peak rate on %s" % (lang, sheet))
        return
    whole = peak.split(".")[0]
    seen = [m.group(0) for m in
            re.finditer(re.escape(whole) + r"(?:\.[0-9]+)?(?![0-9,])", md)]
    report(len(seen) >= 2 and all(s == peak for s in seen),
           "%s: the required peak rate reads %s wherever it is said (%d "
           "times)" % (lang, peak, len(seen)),
           "found %s" % sorted(set(seen)))


def main():
    if len(sys.argv) != 5:
        print(__doc__)
        sys.exit(2)
    en_wb = openpyxl.load_workbook(sys.argv[1])
    en_md = open(sys.argv[2], encoding="utf-8").read()
    zh_wb = openpyxl.load_workbook(sys.argv[3])
    zh_md = open(sys.argv[4], encoding="utf-8").read()
    check_front(en_wb, en_md, "en", "Produce", "Consume", "Summary")
    check_front(zh_wb, zh_md, "zh-CN", "生产", "消费", zh_wb.sheetnames[0])
    check_criteria(en_wb, en_md, "en", "#", 3, 4,
                   ("Produce results", "Consume results"))
    check_criteria(zh_wb, zh_md, "zh-CN", "序号", 4, 5,
                   zh_wb.sheetnames[2:4])
    check_peak(en_wb, en_md, "en", "Extrapolation", "Required peak rate")
    check_peak(zh_wb, zh_md, "zh-CN", [s for s in zh_wb.sheetnames
                                       if "外推" in s][0], "所需峰值速率")
    # The same figures in both languages: the front tables' numbers.
    for en_first, zh_first in (("Produce", "生产"), ("Consume", "消费")):
        a, b = md_table(en_md, en_first), md_table(zh_md, zh_first)
        if a is None and b is None:
            continue
        na = [numbers(" ".join(r[1:])) for r in (a or [])[1:]]
        nb = [numbers(" ".join(r[1:])) for r in (b or [])[1:]]
        report(na == nb and bool(na),
               "the front %s table's figures read alike in en and zh-CN"
               % en_first.lower(), "en %s, zh-CN %s" % (na[:1], nb[:1]))
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
