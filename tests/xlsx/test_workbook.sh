#!/usr/bin/env bash
# tests/xlsx/test_workbook.sh: writes the workbook of the 3-tier fixture,
# of a copy that says the cluster was embedded, of a copy whose tier 100k
# ran on two load hosts and of a hand-made run with sweeps and a parallel
# group, checks each cell by cell against its results.json
# (check_workbook.py), checks the Chinese workbook of each against the
# English one (check_workbook_lang.py), the fixture's workbooks against
# its golden Markdown reports (check_forms.py), and converts the fixture's
# workbook to PDF when LibreOffice is installed.
#
# Uses build/asan/tests/test_report_xlsx --write (make
# build/asan/tests/test_report_xlsx) and Debian's /usr/bin/python3 with
# python3-openpyxl. Prints PASS:/FAIL:/SKIP: lines; exits 1 on failure.
set -u
cd "$(dirname "$0")/../.."

BIN=${TEST_REPORT_XLSX:-build/asan/tests/test_report_xlsx}
PY=${KPLAN_PYTHON:-/usr/bin/python3}
FIXTURE=tests/fixtures/results-3tier.json
fail=0

if [ ! -x "$BIN" ]; then
	echo "FAIL: $BIN not built (make $BIN)"
	exit 1
fi
if ! "$PY" -c 'import openpyxl' 2>/dev/null; then
	echo "FAIL: $PY has no openpyxl (apt-get install python3-openpyxl)"
	exit 1
fi
tmp=$(mktemp -d "${TMPDIR:-/tmp}/kplan-xlsx.XXXXXX") || exit 1
trap 'rm -rf "$tmp"' EXIT INT TERM

mkdir -p "$tmp/fixture" "$tmp/embedded"
cp "$FIXTURE" "$tmp/fixture/results.json"
# The embedded copy differs in cluster.embedded only, so it still loads.
if ! "$PY" - "$FIXTURE" "$tmp/embedded/results.json" <<'PYEOF'
import json, re, sys
src, dst = sys.argv[1], sys.argv[2]
text = open(src, encoding="utf-8").read()
new, n = re.subn(r'("embedded"\s*:\s*)false', r"\1true", text)
want = json.loads(text)
want["cluster"]["embedded"] = True
if n != 1 or json.loads(new) != want:
    sys.exit("cannot make the embedded copy of %s" % src)
open(dst, "w", encoding="utf-8").write(new)
PYEOF
then
	echo "FAIL: embedded copy of $FIXTURE"
	exit 1
fi
# Its evaluation made anew, as kplan run writes it: on the embedded
# cluster a failed latency is the rig's (INCONCLUSIVE).
if ! "$BIN" --resave "$tmp/embedded/results.json"; then
	echo "FAIL: embedded copy of $FIXTURE: evaluation made anew"
	exit 1
fi

# The fixture as two load hosts (kplan run --agents) would give tier 100k's
# produce phase: loadgen-1's statistics, and loadgen-2 that recorded
# nothing. Where the time went shows one block per host, named.
mkdir -p "$tmp/agents"
if ! "$PY" - "$FIXTURE" "$tmp/agents/results.json" <<'PYEOF'
import copy, json, sys
src, dst = sys.argv[1], sys.argv[2]
r = json.load(open(src, encoding="utf-8"))
client = r["tiers"][1]["produce"]["client"]
one = copy.deepcopy(client["stats"][0])
one["source"] = "loadgen-1"
two = copy.deepcopy(one)
two.update(source="loadgen-2", samples=0, wall_s=0, cpu_s=0, brokers=[])
two["points"] = {k: [] for k in two["points"]}
client["stats"] = [one, two]
json.dump(r, open(dst, "w", encoding="utf-8"), indent="\t")
PYEOF
then
	echo "FAIL: agents copy of $FIXTURE"
	exit 1
fi

# Statistics taken but no latency window in them (a run shorter than one
# statistics interval): the stages' figures (means, p95s) are null in
# results.json (older names too), and
# blank cells in the workbook, never 0.
mkdir -p "$tmp/nostages"
if ! "$PY" - "$FIXTURE" "$tmp/nostages/results.json" <<'PYEOF'
import json, sys
src, dst = sys.argv[1], sys.argv[2]
r = json.load(open(src, encoding="utf-8"))
for t in r["tiers"]:
    for phase in ("produce", "consume"):
        for st in ((t.get(phase) or {}).get("client") or {}).get("stats", []):
            for k in ("sched_p95_ms", "queue_mean_of_p95s_ms",
                      "send_mean_of_p95s_ms", "rtt_mean_of_p95s_ms",
                      "sched_mean_ms", "queue_mean_ms", "send_mean_ms",
                      "rtt_mean_ms", "queue_p95_ms", "send_p95_ms",
                      "rtt_p95_ms"):
                if k in st:
                    st[k] = None
json.dump(r, open(dst, "w", encoding="utf-8"), indent="\t")
PYEOF
then
	echo "FAIL: nostages copy of $FIXTURE"
	exit 1
fi

# A hand-made run with sweeps and a parallel group (tests/unit/
# sweep_fixture.h), saved with its evaluation: the Sweeps and Workloads
# sheets.
mkdir -p "$tmp/sweeps"
if "$BIN" --write-sweeps "$tmp/sweeps/results.json" "$tmp/sweeps/report.xlsx"; then
	echo "PASS: sweeps: results.json and workbook written"
	"$PY" tests/xlsx/check_workbook.py "$tmp/sweeps/report.xlsx" \
		"$tmp/sweeps/results.json" | sed "s/^\(PASS\|FAIL\): /\1: sweeps: /"
	[ "${PIPESTATUS[0]}" -eq 0 ] || fail=1
else
	echo "FAIL: sweeps: workbook not written"
	fail=1
fi

for c in fixture embedded agents nostages; do
	if "$BIN" --write "$tmp/$c/results.json" "$tmp/$c/report.xlsx"; then
		echo "PASS: $c: workbook written"
	else
		echo "FAIL: $c: workbook not written"
		fail=1
		continue
	fi
	"$PY" tests/xlsx/check_workbook.py "$tmp/$c/report.xlsx" \
		"$tmp/$c/results.json" | sed "s/^\(PASS\|FAIL\): /\1: $c: /"
	[ "${PIPESTATUS[0]}" -eq 0 ] || fail=1
done

# The same workbooks in Chinese, each checked against its English one
# (check_workbook_lang.py), and the check shown to fail an English one.
if "$BIN" --catalog >"$tmp/catalog.tsv"; then
	for c in fixture embedded agents sweeps; do
		if ! "$BIN" --write "$tmp/$c/results.json" "$tmp/$c/en.xlsx" en ||
			! "$BIN" --write "$tmp/$c/results.json" "$tmp/$c/zh-CN.xlsx" zh-CN; then
			echo "FAIL: $c: zh-CN workbook not written"
			fail=1
			continue
		fi
		"$PY" tests/xlsx/check_workbook_lang.py "$tmp/$c/zh-CN.xlsx" \
			"$tmp/$c/en.xlsx" "$tmp/catalog.tsv" |
			sed "s/^\(PASS\|FAIL\|NOTE\): /\1: $c: zh-CN: /"
		[ "${PIPESTATUS[0]}" -eq 0 ] || fail=1
	done
	# One figure, one form: the fixture's workbooks read as its golden
	# Markdown reports, figure by figure, in both languages.
	"$PY" tests/xlsx/check_forms.py "$tmp/fixture/en.xlsx" \
		tests/golden/report-3tier.md "$tmp/fixture/zh-CN.xlsx" \
		tests/golden/report-3tier.zh-CN.md |
		sed "s/^\(PASS\|FAIL\): /\1: forms: /"
	[ "${PIPESTATUS[0]}" -eq 0 ] || fail=1
	# The comparison of the fixture with its embedded copy.
	if "$BIN" --write-compare "$tmp/fixture/results.json" \
		"$tmp/embedded/results.json" "$tmp/compare-en.xlsx" en &&
		"$BIN" --write-compare "$tmp/fixture/results.json" \
			"$tmp/embedded/results.json" "$tmp/compare-zh-CN.xlsx" zh-CN; then
		"$PY" tests/xlsx/check_workbook_lang.py "$tmp/compare-zh-CN.xlsx" \
			"$tmp/compare-en.xlsx" "$tmp/catalog.tsv" |
			sed "s/^\(PASS\|FAIL\|NOTE\): /\1: compare: zh-CN: /"
		[ "${PIPESTATUS[0]}" -eq 0 ] || fail=1
	else
		echo "FAIL: compare: zh-CN workbook not written"
		fail=1
	fi
	if "$PY" tests/xlsx/check_workbook_lang.py "$tmp/fixture/en.xlsx" \
		"$tmp/fixture/en.xlsx" "$tmp/catalog.tsv" >/dev/null; then
		echo "FAIL: the language check passes an English workbook"
		fail=1
	else
		echo "PASS: the language check fails an English workbook"
	fi
else
	echo "FAIL: $BIN --catalog"
	fail=1
fi

# The PDF check is part of the suite (make test-deps installs LibreOffice);
# KPLAN_SKIP_PDF=1 skips it on a machine without it, and says so.
if command -v soffice >/dev/null 2>&1; then
	if tests/xlsx/to_pdf.sh "$tmp/fixture/report.xlsx" "$tmp/pdf"; then
		echo "PASS: the workbook converts to PDF with LibreOffice ($(ls "$tmp/pdf"))"
	else
		echo "FAIL: the workbook converts to PDF with LibreOffice"; fail=1
	fi
elif [ "${KPLAN_SKIP_PDF:-}" = 1 ]; then
	echo "SKIP: PDF conversion: soffice not installed (KPLAN_SKIP_PDF=1)"
else
	echo "FAIL: PDF conversion: soffice not installed (make test-deps)"; fail=1
fi
exit $fail
