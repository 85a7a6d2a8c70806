# kplan compare from the command line, on the fixture and a copy of it
# whose brokers and declared hosts were tuned (as seeds 001 and 002 tune
# them: I/O threads 8 to 16, two disks to four): the settings that differ
# are listed as possible causes on stdout, in compare.md and in the
# workbook; the same run twice lists none.
. tests/lib.sh

FIXTURE=tests/fixtures/results-3tier.json

sed -e 's/"num.io.threads":	"8"/"num.io.threads":	"16"/' \
    -e 's#"log.dirs":	"/data/kafka-1,/data/kafka-2"#"log.dirs":	"/d1,/d2,/d3,/d4"#' \
    -e 's/"cores":	8,/"cores":	16,/' \
    "$FIXTURE" >"$T_TMP/tuned.json"
if cmp -s "$FIXTURE" "$T_TMP/tuned.json"; then
	fail "tuned copy differs from the fixture" "sed changed nothing"
else
	pass "tuned copy differs from the fixture"
fi

$KPLAN compare --out "$T_TMP/cmp" "$FIXTURE" "$T_TMP/tuned.json" \
	>"$T_TMP/out" 2>"$T_TMP/err"; rc=$?
expect_rc "tuned: exit 0 (same figures: no regression)" 0 $rc
contains "stdout: num.io.threads differs" "$T_TMP/out" "differs  broker setting num.io.threads: 8 -> 16"
contains "stdout: log.dirs by its count" "$T_TMP/out" "differs  broker setting log.dirs (directories): 2 -> 4"
contains "stdout: declared cores differ" "$T_TMP/out" "differs  declared hosts cores: 8 -> 16"
contains "stdout: named as possible causes" "$T_TMP/out" "causes   3 settings differ between the runs (num.io.threads, log.dirs (directories), declared hosts: cores): possible causes of the differences measured."
contains "compare.md: section" "$T_TMP/cmp/compare.md" "## Settings that differ (possible causes)"
contains "compare.md: the io threads row" "$T_TMP/cmp/compare.md" '| `num.io.threads` | broker setting | 8 | 16 |'
contains "compare.md: the declared hosts row" "$T_TMP/cmp/compare.md" '| `cores` | declared hosts | 8 | 16 |'
check "compare.xlsx written" test -s "$T_TMP/cmp/compare.xlsx"
$PY - "$T_TMP/cmp/compare.xlsx" >"$T_TMP/rows" 2>&1 <<'PYEOF'
import sys, openpyxl
ws = openpyxl.load_workbook(sys.argv[1])["Comparison"]
for row in ws.iter_rows(values_only=True):
    if row[1] in ("broker setting", "declared hosts"):
        print("%s | %s | %s | %s" % (row[0], row[1], row[2], row[6]))
PYEOF
contains "compare.xlsx: the io threads row" "$T_TMP/rows" "num.io.threads | broker setting | 8 | 16"
contains "compare.xlsx: the log.dirs row" "$T_TMP/rows" "log.dirs (directories) | broker setting | 2 | 4"
contains "compare.xlsx: the declared hosts row" "$T_TMP/rows" "cores | declared hosts | 8 | 16"

$KPLAN compare "$FIXTURE" "$FIXTURE" >"$T_TMP/same" 2>&1; rc=$?
expect_rc "same run twice: exit 0" 0 $rc
if grep -q "^differs\|^causes" "$T_TMP/same"; then
	fail "same run twice: no setting differs" "$(grep '^differs\|^causes' "$T_TMP/same")"
else
	pass "same run twice: no setting differs"
fi
finish
