# kplan run --scale: a rehearsal of the real plan on the embedded cluster.
# Every tier runs that fraction of its messages; results.json, both
# reports and a rebuild by kplan report say so. Also: the messages are
# counted one by one (each carries its index), so results.json holds the
# exact lost / duplicate counts.
. tests/lib.sh

# The capacity search cut to 3 trials of 1 s and a soak of 2 s: --scale
# leaves a search's trials as they are, and test_run.sh runs the full one.
OUT=$T_TMP/rehearsal
$KPLAN run --scale 0.2 -q --out "$OUT" plans/quickstart.json \
	--set 'tiers[capacity].search.max_trials=3' --set 'tiers[capacity].search.trial="1s"' \
	--set 'tiers[capacity].search.soak="2s"' >"$T_TMP/out" 2>"$T_TMP/err"; rc=$?
expect_rc "run --scale 0.2: the quickstart verdict (exit 0 or 1)" 0 $(( rc > 1 ))
contains "run --scale 0.2: says so on stdout" "$T_TMP/out" "REHEARSAL: --scale 0.2 runs 20% of every tier's messages"
v=$(json_get "$OUT/results.json" "d['run']['scale']")
[ "$v" = 0.2 ] && pass "results.json run.scale is 0.2" || fail "results.json run.scale is 0.2" "$v"
# quickstart's tiers of a set size: 10k, 50k, backlog 40k, so 2,000,
# 10,000, 8,000; the capacity search sizes its own (shorter) trials.
v=$(json_get "$OUT/results.json" "[t['produce']['sent'] for t in d['tiers'] if not t.get('search')]")
[ "$v" = "[2000, 10000, 8000]" ] && pass "every tier sent 20% of its messages" ||
	fail "every tier sent 20% of its messages" "$v"
contains "report.md opens on the rehearsal" "$OUT/report.md" "**Rehearsal, not the plan.** This run used \`--scale 0.2\`: every tier ran 20% of the messages"
$PY - "$OUT/report.xlsx" >"$T_TMP/xl" 2>&1 <<'PYEOF'
import sys, openpyxl
ws = openpyxl.load_workbook(sys.argv[1])["Summary"]
print([c.value for c in ws["A"][:4]])
PYEOF
contains "workbook Summary says REHEARSAL at the top" "$T_TMP/xl" "REHEARSAL: this run used --scale 0.2"
# Counted by message: identity, nothing lost or duplicated. The capacity
# tier reads its soak back; a loaded host whose first trial (5,000 msg/s
# at p95 <= 50 ms) fails has no soak, and that tier nothing to count.
v=$(json_get "$OUT/results.json" "[(t['consume']['accounting']['identity'], t['consume']['accounting']['lost'], t['consume']['accounting']['duplicates'], t['consume']['accounting']['distinct'] == t['produce']['delivered']) if (t['consume'] or {}).get('accounting') else ('no soak' if t.get('search') and t['search']['found_rate'] == 0 else 'not counted') for t in d['tiers']]")
case "$v" in
"[(True, 0, 0, True), (True, 0, 0, True), (True, 0, 0, True), (True, 0, 0, True)]" | \
	"[(True, 0, 0, True), (True, 0, 0, True), 'no soak', (True, 0, 0, True)]")
	pass "every tier counted message by message: 0 lost, 0 duplicates, all read" ;;
*) fail "every tier counted message by message" "$v" ;;
esac
# The rebuild keeps the rehearsal and leaves results.json as it was.
sum=$(sha256sum "$OUT/results.json" | cut -d' ' -f1)
$KPLAN report --out "$T_TMP/rebuilt" "$OUT/results.json" >/dev/null 2>"$T_TMP/err"; rc=$?
expect_rc "kplan report of the rehearsal: exit 0 or 1" 0 $(( rc > 1 ))
contains "rebuilt report.md says it was a rehearsal" "$T_TMP/rebuilt/report.md" "**Rehearsal, not the plan.**"
v=$(json_get "$T_TMP/rebuilt/results.json" "[t['produce']['sent'] for t in d['tiers'] if not t.get('search')]")
[ "$v" = "[2000, 10000, 8000]" ] && pass "rebuilt results keep the scaled counts" ||
	fail "rebuilt results keep the scaled counts" "$v"
finish
