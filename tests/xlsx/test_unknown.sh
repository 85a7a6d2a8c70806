#!/usr/bin/env bash
# tests/xlsx/test_unknown.sh: a run that measured no capacity and no rate
# to drain with (the 3-tier fixture with every tier incomplete and every
# fetch over 0.2 s) says so in words in both writers and both languages:
# no 0 and no empty cell for the capacity at the criteria, the headroom,
# the partitions, the consume rate or the times to ingest and drain, and
# each says why ("not measured: no tier read a backlog").
#
# Uses build/asan/kplan report and Debian's /usr/bin/python3 with
# python3-openpyxl. Prints PASS:/FAIL: lines; exits 1 on failure.
set -u
cd "$(dirname "$0")/../.."

KPLAN=${KPLAN:-build/asan/kplan}
PY=${KPLAN_PYTHON:-/usr/bin/python3}
FIXTURE=tests/fixtures/results-3tier.json
tmp=$(mktemp -d "${TMPDIR:-/tmp}/kplan-unknown.XXXXXX") || exit 1
trap 'rm -rf "$tmp"' EXIT INT TERM

mkdir -p "$tmp/run"
"$PY" - "$FIXTURE" "$tmp/run/results.json" <<'PYEOF' || { echo "FAIL: no copy of the fixture"; exit 1; }
import json, sys
r = json.load(open(sys.argv[1], encoding="utf-8"))
for t in r["tiers"]:
    t["status"] = "incomplete"
    t["reason"] = "stopped for the test"
    if t.get("consume"):
        t["consume"]["fetch_s"] = 0.2
json.dump(r, open(sys.argv[2], "w", encoding="utf-8"), indent="\t")
PYEOF

fail=0
for lang in en zh-CN; do
	out="$tmp/$lang"
	"$KPLAN" report --lang "$lang" --out "$out" "$tmp/run/results.json" >"$tmp/$lang.out" 2>&1
	rc=$?
	if [ $rc -ne 1 ]; then
		echo "FAIL: $lang: kplan report exits 1 (not PASS): got $rc: $(tail -3 "$tmp/$lang.out")"
		fail=1
		continue
	fi
	"$PY" - "$out" "$lang" <<'PYEOF' || fail=1
import json, re, sys
import openpyxl
out, lang = sys.argv[1], sys.argv[2]
words = {"en": ("not measured", "not asked", "not applicable"),
         "zh-CN": ("未测得", "未要求", "不适用")}[lang]
bad = 0
def report(ok, what, detail=""):
    global bad
    print("%s: %s: %s%s" % ("PASS" if ok else "FAIL", lang, what,
                            "" if ok else " (%s)" % detail))
    bad += not ok
x = json.load(open(out + "/results.json"))
# The fixture's stored evaluation is not this run's: the reports evaluate
# again. What they must not show: a number where the figure is unknown.
labels = {"en": ["Capacity at the criteria", "Headroom",
                 "Partitions needed at the peak", "Consume rate",
                 "Time to ingest the target volume",
                 "Time to drain the target volume",
                 "Drain rate while behind"],
          "zh-CN": None}[lang]
wb = openpyxl.load_workbook(out + "/report.xlsx")
ws = wb.worksheets[[i for i, s in enumerate(wb.worksheets)
                    if s.title in ("Extrapolation", "外推")][0]]
# The derived figures: the rows between their header and the trends.
rows, on = [], False
for r in range(1, ws.max_row + 1):
    a, b = ws.cell(r, 1).value, ws.cell(r, 2).value
    if a in ("Derived figure", "推导数值"):
        on = True
        continue
    if on and a is None:
        break
    if on:
        rows.append((a, b))
report(len(rows) >= 10, "the derived figures are found", rows)
unknown = [(a, b) for a, b in rows if isinstance(b, str)]
for a, b in rows:
    if labels and a in labels:
        report(isinstance(b, str) and b.startswith(words + ("never",)),
               "workbook: %s says it in words" % a, repr(b))
    report(b not in (None, "", 0) and b != "N/A",
           "workbook: %s is neither 0 nor empty" % a, repr(b))
report(sum(1 for a, b in unknown if b.startswith(words)) >= 6,
       "workbook: the unknown figures in words", unknown)
md = open(out + "/report.md", encoding="utf-8").read()
sec = md[md.find("A.8"):]
# Rows of the derived figures: | label | value | derivation |
for line in sec.splitlines():
    cells = [c.strip() for c in line.strip().strip("|").split("|")]
    if len(cells) != 3 or set(cells[1]) <= set("-:"):
        continue
    v = cells[1]
    report(v != "" and not re.fullmatch(r"0(\.0+)?( msg/s| s|×)?", v),
           "report.md: %s is neither 0 nor empty" % cells[0], repr(v))
for w in ("Capacity at the criteria", "Headroom",
          "Time to ingest the target volume", "Time to drain the target volume",
          "Best consume rate") if lang == "en" else ():
    row = [l for l in sec.splitlines() if l.startswith("| " + w + " |")]
    report(row and words[0] in row[0], "report.md: %s not measured" % w, row)
# Each says why, from the same catalog entry in both writers.
why = {"en": "not measured: no tier read a backlog",
       "zh-CN": "未测得：没有场景读取积压的消息"}[lang]
report(sum(1 for a, b in rows if b == why) == 2,
       "workbook: consume rate and drain time say why", rows)
report(sec.count("| " + why + " |") == 2,
       "report.md: consume rate and drain time say why", sec.count(why))
if lang == "zh-CN":
    report(sec.count(words[0]) >= 4, "report.md: the unknown figures say 未测得",
           sec.count(words[0]))
sys.exit(1 if bad else 0)
PYEOF
done
exit $fail
