"""bench/xlsx_cells.py A.xlsx B.xlsx: compares two workbooks cell by cell.

Every sheet's name and order, every cell's value (a formula as its text),
number format, merged ranges and the print areas. Prints each difference
(at most 20) and exits 1 when there is one. Needs Debian's openpyxl
(/usr/bin/python3)."""
import sys

import openpyxl


def cells(path):
    wb = openpyxl.load_workbook(path)
    out = {}
    for ws in wb.worksheets:
        merged = sorted(str(r) for r in ws.merged_cells.ranges)
        out[(ws.title, "merged")] = merged
        for row in ws.iter_rows():
            for c in row:
                if c.value is None:
                    continue
                out[(ws.title, c.coordinate)] = (c.value, c.number_format)
    return [ws.title for ws in wb.worksheets], out


def main():
    sa, a = cells(sys.argv[1])
    sb, b = cells(sys.argv[2])
    diffs = []
    if sa != sb:
        diffs.append("sheets: %s / %s" % (sa, sb))
    for k in sorted(set(a) | set(b), key=str):
        if a.get(k) != b.get(k):
            diffs.append("%s!%s: %r / %r" % (k[0], k[1], a.get(k), b.get(k)))
    for d in diffs[:20]:
        print(d)
    if len(diffs) > 20:
        print("... %d differences in all" % len(diffs))
    print("%d cells compared, %d differ" % (len(set(a) | set(b)), len(diffs)))
    return 1 if diffs else 0


if __name__ == "__main__":
    sys.exit(main())
