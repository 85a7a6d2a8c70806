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
# Compare fails closed: a B whose last tier never ran (pending), a B with
# no tier in common, a B without one of A's tiers are not "no
# regression": exit 1, INCOMPLETE, named on stdout, in compare.md and in
# the workbook.
$PY - "$FIXTURE" "$T_TMP" <<'PYEOF'
import json, sys, copy
d = json.load(open(sys.argv[1]))
pend = copy.deepcopy(d)
pend["tiers"][2]["status"] = "pending"
pend["tiers"][2]["produce"] = None
pend["tiers"][2]["consume"] = None
pend["tiers"][2].pop("reason", None)
json.dump(pend, open(sys.argv[2] + "/pending.json", "w"))
other = copy.deepcopy(d)
for t in other["plan"]["source"]["tiers"]:
    t["name"] = "other-" + t["name"]
for t in other["tiers"]:
    t["name"] = "other-" + t["name"]
other["plan"]["source"]["criteria"] = []
json.dump(other, open(sys.argv[2] + "/other.json", "w"))
less = copy.deepcopy(d)
less["plan"]["source"]["tiers"][1]["name"] = "100k-renamed"
less["tiers"][1]["name"] = "100k-renamed"
less["plan"]["source"]["criteria"] = []
json.dump(less, open(sys.argv[2] + "/less.json", "w"))
PYEOF
$KPLAN compare --out "$T_TMP/pend" "$FIXTURE" "$T_TMP/pending.json" >"$T_TMP/out" 2>"$T_TMP/err"; rc=$?
expect_rc "B's tier pending: exit 1, not 0" 1 $rc
contains "B's tier pending: a not judged line" "$T_TMP/out" "not judged  capacity: not measured in run B"
contains "B's tier pending: the verdict" "$T_TMP/out" "verdict  INCOMPLETE: not judged: tier capacity: not measured in run B"
lacks "B's tier pending: never no regression" "$T_TMP/out" "verdict  no regression"
contains "B's tier pending: compare.md says INCOMPLETE" "$T_TMP/pend/compare.md" "**INCOMPLETE**"
contains "B's tier pending: compare.md says what" "$T_TMP/pend/compare.md" "**Not judged**: tier capacity: not measured in run B."
$PY - "$T_TMP/pend/compare.xlsx" >"$T_TMP/cells" 2>&1 <<'PYEOF'
import sys, openpyxl
ws = openpyxl.load_workbook(sys.argv[1])["Comparison"]
for row in ws.iter_rows(values_only=True):
    print(" | ".join("" if v is None else str(v) for v in row))
PYEOF
contains "B's tier pending: the workbook's verdict" "$T_TMP/cells" "INCOMPLETE"
contains "B's tier pending: the workbook names the tier" "$T_TMP/cells" "capacity | not measured in run B"
$KPLAN compare "$FIXTURE" "$T_TMP/other.json" >"$T_TMP/out" 2>"$T_TMP/err"; rc=$?
expect_rc "no tier in common: exit 1, not 0" 1 $rc
contains "no tier in common: says so" "$T_TMP/out" "no tier of run A is in run B: nothing was compared"
contains "no tier in common: INCOMPLETE" "$T_TMP/out" "verdict  INCOMPLETE"
$KPLAN compare "$FIXTURE" "$T_TMP/less.json" >"$T_TMP/out" 2>"$T_TMP/err"; rc=$?
expect_rc "a tier of A missing in B: exit 1" 1 $rc
contains "a tier of A missing in B: named" "$T_TMP/out" "1 tier of A not in B (100k)"
# B with an extra tier (the same run, compared the other way round: A
# has fewer tiers than B) is no failure.
$KPLAN compare "$T_TMP/less.json" "$T_TMP/less.json" >"$T_TMP/out" 2>&1; rc=$?
expect_rc "the same run twice, whatever its tiers: exit 0" 0 $rc
# An input that is not kplan results: exit 2, as docs/compare.md says.
echo '{"not": "results"}' >"$T_TMP/notres.json"
$KPLAN compare "$FIXTURE" "$T_TMP/notres.json" >"$T_TMP/out" 2>"$T_TMP/err"; rc=$?
expect_rc "not kplan results: exit 2" 2 $rc
grep -q '| 2 | .*an input that is not kplan results' docs/compare.md &&
	pass "docs/compare.md: exit 2 for an input that is not kplan results" ||
	fail "docs/compare.md: exit 2 for an input that is not kplan results" "not in the exit status table"

# docs/compare.md's CI recipe, run with a stand-in kplan: a run that
# dies (exit 3) or whose plan is refused (2) fails the job with its
# status and compare is never asked; a run that fails its criteria (1)
# is compared, and compare's status is the job's.
awk '/^<!-- doc-test: ci-recipe -->/ { on = 1; next }
     on && /^```sh/ { inb = 1; next }
     inb && /^```/ { exit }
     inb { print }' docs/compare.md >"$T_TMP/recipe.sh"
if [ -s "$T_TMP/recipe.sh" ]; then pass "docs/compare.md has a CI recipe"; else
	fail "docs/compare.md has a CI recipe" "no block after <!-- doc-test: ci-recipe -->"; fi
lacks "the CI recipe never ignores the run's status" "$T_TMP/recipe.sh" "|| true"
recipe() { # RUN_RC COMPARE_RC: the recipe's exit status; compare's calls in $T_TMP/called
	: >"$T_TMP/called"
	( kplan() {
		case $1 in
		run) return "$RUN_RC" ;;
		compare) echo compare >>"$T_TMP/called"; return "$CMP_RC" ;;
		esac
	  }
	  CI_JOB_ID=42 RUN_RC=$1 CMP_RC=$2
	  . "$T_TMP/recipe.sh" ) >/dev/null 2>&1
}
recipe 3 0; rc=$?
expect_rc "CI recipe: a dead run (exit 3) fails the job" 3 $rc
check "CI recipe: a dead run is not compared" test ! -s "$T_TMP/called"
recipe 2 0; rc=$?
expect_rc "CI recipe: a refused plan (exit 2) fails the job" 2 $rc
recipe 1 0; rc=$?
expect_rc "CI recipe: a run that failed criteria is compared (no regression: 0)" 0 $rc
check "CI recipe: compared" test -s "$T_TMP/called"
recipe 0 1; rc=$?
expect_rc "CI recipe: a regression (or INCOMPLETE) fails the job" 1 $rc
# -t means --template in compare as in run and report; -t 10, the
# threshold it meant here once, is refused with the spelling to use.
$KPLAN compare -t 10 "$FIXTURE" "$FIXTURE" >"$T_TMP/out" 2>"$T_TMP/err"; rc=$?
expect_rc "-t 10: exit 2" 2 $rc
contains "-t 10: says what -t is and what to write" "$T_TMP/err" '-t is --template (as in kplan run and report), and "10" is no template file: for the threshold write --threshold 10'
printf '# my compare {{b.plan}}\n' >"$T_TMP/mine.mustache"
$KPLAN compare -t "$T_TMP/mine.mustache" --out "$T_TMP/tpl" "$FIXTURE" "$FIXTURE" >/dev/null 2>&1; rc=$?
expect_rc "-t FILE: exit 0" 0 $rc
contains "-t FILE: the template is used" "$T_TMP/tpl/compare.md" "# my compare fixture"
$KPLAN compare --threshold 10 "$FIXTURE" "$FIXTURE" >/dev/null 2>&1; rc=$?
expect_rc "--threshold 10: exit 0" 0 $rc
for c in run report compare; do
	if $KPLAN $c --help | grep -qE -- '^ +-t, --template '; then pass "kplan $c --help: -t is --template"; else
		fail "kplan $c --help: -t is --template" "$($KPLAN $c --help | grep -- ' -t')"; fi
done
finish
