#!/usr/bin/python3
"""Checks a workbook in another language against the English workbook of
the same results.

    /usr/bin/python3 tests/xlsx/check_workbook_lang.py LANG.xlsx EN.xlsx \\
        CATALOG.tsv

CATALOG.tsv is what `test_report_xlsx --catalog` prints: the workbook's
keys, one a line, with their string in English and in each other language
(tab-separated; the column of LANG is the one the sheet names match).
Prints one "PASS: ..." or "FAIL: ..." line per check and exits 1 when any
check fails (2 on usage errors). Needs openpyxl (python3-openpyxl).

The checks: the sheet names are the catalog's, in the same order, and
valid for Excel; the overall verdict stands where it stands in English,
in the language's word; no English string of the workbook's catalog is
left in a cell, a comment, a chart or a sheet name; every cell holds the
same number in the same number format as in English; text in the
language's script is set in the catalog's font.
"""

import re
import sys
import zipfile

try:
    import openpyxl
except ImportError:  # pragma: no cover
    print("FAIL: openpyxl is not installed (apt-get install python3-openpyxl;"
          " run with /usr/bin/python3)")
    sys.exit(2)

failed = False

# The broker's API versions ("Produce v0–11, Fetch v0–17"): Kafka's
# protocol names, the same in every language; taken out of a text before
# it is searched for English words.
API_VERSION = re.compile(r"(?<![\w.])[A-Z][A-Za-z]* v\d+(?:–\d+)?")
# The load client's thread names ("kp-produce-0", "rdk:broker1"), as the
# kernel has them: the same in every language.
THREAD = re.compile(r"(?<![\w.])(?:kp-[a-z]+-\d+|rdk:[a-z]+\d*)(?![\w.])")
# Kafka's request names where a translated text names the request
# ("Produce：请求排队", "Broker 自身对 Produce 请求的计时"): the protocol's, the
# same in every language; only before a word of the language's script,
# so that an English "Produce phase" is still found.
REQUEST = re.compile(r"(?<![\w.])(?:Produce|Fetch)(?=\s?[\u3000-\u9fff\uff00-\uffef])")


def report(ok, name, detail=""):
    global failed
    if ok:
        print("PASS: " + name)
    else:
        failed = True
        print("FAIL: " + name + (": " + detail if detail else ""))


def load_catalog(path):
    keys = {}
    for line in open(path, encoding="utf-8"):
        parts = line.rstrip("\n").split("\t")
        if len(parts) >= 3:
            keys[parts[0]] = parts[1:]
    return keys


# The keys of sheet names: the report's sheets and the comparison's.
SHEET_KEYS = ("KP_S_XL_SHEET_SUMMARY", "KP_S_XL_K_SHEET")
# The keys of the verdict words the first sheet shows large.
VERDICT_KEYS = ("PASS", "FAIL", "INCOMPLETE", "INCONCLUSIVE",
                "K_REGRESSION", "K_NO_REGRESSION", "K_INCOMPLETE")


def pick_language(keys, wb):
    """The catalog column whose sheet names the workbook has."""
    names = set(wb.sheetnames)
    for k in SHEET_KEYS:
        strings = keys.get(k, [])
        for i in range(1, len(strings)):
            if strings[i] in names:
                return i
    return None


def english_words(keys, col):
    """Catalog strings a translated workbook must not show: English that
    differs from the translation, no printf conversion, 6 characters or
    more (shorter ones are units and symbols)."""
    words = []
    for name, strings in keys.items():
        en, other = strings[0], strings[col]
        if en == other or "%" in en or len(en) < 6:
            continue
        if name in ("KP_S_XL_FONT",):
            continue
        words.append((name, en))
    return words


def cells(wb):
    for ws in wb.worksheets:
        for row in ws.iter_rows():
            for c in row:
                yield ws, c


def check_sheets(wb, en, keys, col):
    want = []
    by_en = {v[0]: v[col] for k, v in keys.items()
             if k.startswith("KP_S_XL_SHEET_") or k in SHEET_KEYS}
    for name in en.sheetnames:
        want.append(by_en.get(name, "?" + name))
    report(wb.sheetnames == want, "sheet names are the catalog's",
           "%s, want %s" % (wb.sheetnames, want))
    bad = [n for n in wb.sheetnames
           if len(n) > 31 or re.search(r"[\[\]:*?/\\]", n)]
    report(not bad, "sheet names are valid in Excel", ", ".join(bad))


def check_verdict(wb, en, keys, col):
    # A run's INCOMPLETE and a comparison's are one English word, two
    # Chinese ones: either stands for it.
    words = {}
    for v in VERDICT_KEYS:
        words.setdefault(keys["KP_S_XL_" + v][0], set()).add(
            keys["KP_S_XL_" + v][col])
    ws_en, ws = en.worksheets[0], wb.worksheets[0]
    at = None
    for row in ws_en.iter_rows(max_row=20, max_col=1):
        c = row[0]
        if c.value in words and c.font is not None and c.font.sz and \
                c.font.sz >= 20:
            at = c.coordinate
            break
    if at is None:
        report(False, "the verdict stands where it does in English",
               "no verdict in the English Summary")
        return
    want = words[ws_en[at].value]
    got = ws[at].value
    report(got in want and ws[at].fill.fgColor.rgb == ws_en[at].fill.fgColor.rgb,
           "the verdict stands where it does in English (%s: %s)" % (at, got),
           "%s holds %r, want one of %r" % (at, got, sorted(want)))


def chart_texts(path, grouped=False):
    """The texts of the charts and comments: (part, text) pairs, or
    (part, [texts]) when grouped."""
    out = []
    with zipfile.ZipFile(path) as z:
        for n in sorted(z.namelist()):
            if n.startswith("xl/charts/chart") or \
                    n.startswith("xl/comments"):
                xml = z.read(n).decode("utf-8")
                texts = re.findall(r"<(?:a:t|c:v|t)(?: [^>]*)?>([^<]*)</", xml)
                if grouped:
                    out.append((n, texts))
                else:
                    out += [(n, t) for t in texts]
    return out


def unescape(s):
    return (s.replace("&lt;", "<").replace("&gt;", ">")
            .replace("&quot;", '"').replace("&apos;", "'")
            .replace("&amp;", "&"))


def found_in(en, text):
    """en as a phrase of text: not part of a longer word or identifier
    ("produce" is not in "producer" or "produce.rate")."""
    return re.search(r"(?<![\w.])" + re.escape(en) + r"(?![\w.])", text)


def check_no_english(wb, path, en_wb, en_path, keys, col):
    """A text the workbook wrote differs from its English counterpart
    (same cell, same chart or comment, same position): English words of
    the catalog in it fail. A text that is the same in both comes from the
    model or the data (a tier's name, a metric ID, a sentence of the
    model) and fails only when it is one of the catalog's strings whole."""
    words = english_words(keys, col)
    found = []
    places = []
    for ws, c in cells(wb):
        if not isinstance(c.value, str):
            continue
        i = wb.sheetnames.index(ws.title)
        o = en_wb.worksheets[i][c.coordinate].value \
            if i < len(en_wb.worksheets) else None
        places.append(("%s!%s" % (ws.title, c.coordinate), c.value, o))
    en_texts = dict(chart_texts(en_path, grouped=True))
    for n, texts in chart_texts(path, grouped=True):
        other = en_texts.get(n, [])
        for i, t in enumerate(texts):
            places.append((n, unescape(t),
                           unescape(other[i]) if i < len(other) else None))
    for n in wb.sheetnames:
        places.append(("sheet name", n, None))
    for where, text, en_text in places:
        text = REQUEST.sub("", THREAD.sub("", API_VERSION.sub("", text)))
        en_text = THREAD.sub("", API_VERSION.sub("", en_text)) \
            if en_text else en_text
        for name, en in words:
            if text == en or (text != en_text and found_in(en, text)):
                found.append("%s has %r (%s)" % (where, en, name))
    report(len(words) > 20 and not found,
           "no English word of the catalog (%d strings) is left" % len(words),
           "; ".join(found[:8]) + (" ..." if len(found) > 8 else ""))


def numeric(fmt):
    """A number format without its quoted text, which is in the
    workbook's language: what it does to the number."""
    return re.sub(r'"[^"]*"', "", fmt or "")


def check_numbers(wb, en):
    diff = []
    n = 0
    for ws_en in en.worksheets:
        ws = wb.worksheets[en.sheetnames.index(ws_en.title)]
        for row in ws_en.iter_rows():
            for c in row:
                o = ws[c.coordinate]
                if isinstance(c.value, (int, float)) or \
                        c.value.__class__.__name__ == "datetime":
                    n += 1
                    if o.value != c.value or \
                            numeric(o.number_format) != numeric(c.number_format):
                        diff.append("%s!%s: %r %r, English %r %r" % (
                            ws.title, c.coordinate, o.value, o.number_format,
                            c.value, c.number_format))
    report(n > 100 and not diff,
           "every number (%d) as in English, in the same format (its "
           "quoted words apart)" % n,
           "; ".join(diff[:6]))


def check_font(wb, keys, col):
    font = keys["KP_S_XL_FONT"][col]
    bad = []
    n = 0
    for ws, c in cells(wb):
        if isinstance(c.value, str) and re.search(r"[\u3400-\u9fff]",
                                                   c.value):
            n += 1
            if c.font is None or c.font.name != font:
                bad.append("%s!%s in %s" % (ws.title, c.coordinate,
                                            c.font.name if c.font else None))
    report(n > 0 and not bad,
           "text in the language's script (%d cells) is set in %s" % (n, font),
           "; ".join(bad[:6]))


def main():
    if len(sys.argv) != 4:
        print(__doc__.strip().splitlines()[2].strip(), file=sys.stderr)
        sys.exit(2)
    path, en_path, cat = sys.argv[1:4]
    keys = load_catalog(cat)
    wb = openpyxl.load_workbook(path)
    en = openpyxl.load_workbook(en_path)
    col = pick_language(keys, wb)
    if col is None:
        report(False, "the workbook's language is in the catalog",
               "sheet names %s" % wb.sheetnames)
        sys.exit(1)
    check_sheets(wb, en, keys, col)
    check_verdict(wb, en, keys, col)
    check_no_english(wb, path, en, en_path, keys, col)
    check_numbers(wb, en)
    check_font(wb, keys, col)
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
