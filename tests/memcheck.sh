# valgrind memcheck of kplan without sanitizers: a small plan run on the
# embedded cluster (tests/plans/good/memcheck.json, about a minute under
# valgrind), `kplan validate` of that plan, `kplan report` of the results
# it wrote, and two error paths. Each must show "ERROR SUMMARY: 0 errors"
# and no definitely lost block; "still reachable" and "possibly lost"
# blocks (librdkafka's and glibc's own static allocations) do not count.
# Memcheck sees what the sanitizer build cannot: reads of uninitialised
# memory. Builds build/memcheck/kplan (-O1 -g) with make.
. tests/lib.sh

MC_BUILD=${MC_BUILD:-build/memcheck}
MC_KPLAN=$MC_BUILD/kplan
PLAN=tests/plans/good/memcheck.json

if ! command -v valgrind >/dev/null 2>&1; then
	fail "valgrind installed" "not found (make test-deps installs it)"
	finish
fi
if ! make -s BUILD="$MC_BUILD" CFLAGS='-O1 -g' "$MC_KPLAN" \
	>"$T_TMP/make.out" 2>&1; then
	fail "build $MC_KPLAN" "$(tail -n 20 "$T_TMP/make.out")"
	finish
fi
pass "built $MC_KPLAN without sanitizers"

VG="valgrind --leak-check=full --errors-for-leak-kinds=definite
    --error-exitcode=99 --show-leak-kinds=definite --track-origins=yes"
if [ -f tests/valgrind.supp ]; then
	VG="$VG --suppressions=tests/valgrind.supp"
fi

# memcheck NAME "WANT_RC..." COMMAND...: runs the command under valgrind
# (its output in $T_TMP/NAME.out, valgrind's in $T_TMP/NAME.vg), checks
# the exit code is one of WANT_RC, then the error summary and the leaks,
# and prints valgrind's numbers.
memcheck() {
	name=$1 want=$2
	shift 2
	log=$T_TMP/$name.vg
	t0=$(date +%s)
	# shellcheck disable=SC2086
	$VG --log-file="$log" "$@" >"$T_TMP/$name.out" 2>&1
	rc=$?
	secs=$(($(date +%s) - t0))
	case " $want " in
	*" $rc "*) pass "$name: exit $rc" ;;
	*) fail "$name: exit code in ($want)" "exit $rc: $(tail -n 5 "$T_TMP/$name.out")" ;;
	esac
	errors=$(sed -n 's/^==[0-9]*== ERROR SUMMARY: \([0-9,]*\) errors.*/\1/p' "$log" | tr -d ,)
	def=$(sed -n 's/^==[0-9]*== *definitely lost: \([0-9,]*\) bytes.*/\1/p' "$log" | tr -d ,)
	ind=$(sed -n 's/^==[0-9]*== *indirectly lost: \([0-9,]*\) bytes.*/\1/p' "$log" | tr -d ,)
	pos=$(sed -n 's/^==[0-9]*== *possibly lost: \([0-9,]*\) bytes.*/\1/p' "$log" | tr -d ,)
	rea=$(sed -n 's/^==[0-9]*== *still reachable: \([0-9,]*\) bytes.*/\1/p' "$log" | tr -d ,)
	if [ -z "$def" ] && grep -q "All heap blocks were freed" "$log"; then
		def=0 ind=0 pos=0 rea=0
	fi
	echo "NOTE: $name: ${errors:-?} errors; definitely lost ${def:-?} B, indirectly ${ind:-?} B, possibly ${pos:-?} B, still reachable ${rea:-?} B ($secs s)"
	if [ "$errors" = 0 ]; then
		pass "$name: ERROR SUMMARY: 0 errors"
	else
		fail "$name: ERROR SUMMARY: 0 errors" "${errors:-no summary}: $(grep -E -A 24 '== (Invalid|Conditional|Use of uninitialised|Syscall param|Mismatched|Source and destination|[0-9,]+ bytes in [0-9,]+ blocks are definitely)' "$log" | head -n 60)"
	fi
	if [ "$def" = 0 ]; then
		pass "$name: definitely lost: 0 bytes"
	else
		fail "$name: definitely lost: 0 bytes" "${def:-no leak summary}: $(grep -A 24 'definitely lost in' "$log" | head -n 60)"
	fi
}

OUT=$T_TMP/run
memcheck "kplan run" "0 1" "$MC_KPLAN" run --out "$OUT" "$PLAN"
# The run did the work it was meant to check.
if [ -s "$OUT/results.json" ]; then
	expect_rc "kplan run: both tiers complete" "complete complete" \
		"$(json_get "$OUT/results.json" "' '.join(t['status'] for t in d['tiers'])")"
	expect_rc "kplan run: every message consumed" 7000 \
		"$(json_get "$OUT/results.json" "sum(t['consume']['messages'] for t in d['tiers'])")"
else
	fail "kplan run: results.json written" "$(tail -n 5 "$T_TMP/kplan run.out")"
fi

memcheck "kplan validate" 0 "$MC_KPLAN" validate "$PLAN"
contains "kplan validate: plan is valid" "$T_TMP/kplan validate.out" "plan is valid"

memcheck "kplan report" "0 1" "$MC_KPLAN" report "$OUT" --out "$T_TMP/report"
check "kplan report: reports written" test -s "$T_TMP/report/report.md" \
	-a -s "$T_TMP/report/report.xlsx" -a -s "$T_TMP/report/results.json"

# Error paths: a plan with a typo, and a results file without its plan.
memcheck "kplan validate of a bad plan" 2 "$MC_KPLAN" validate \
	tests/plans/bad/14-typo-key.json
printf '{"format": "kplan-results", "version": 1}\n' >"$T_TMP/no-plan.json"
# Not valid results: exit 2, as kplan report --help says.
memcheck "kplan report of results without a plan" 2 "$MC_KPLAN" report \
	"$T_TMP/no-plan.json" --out "$T_TMP/no-plan"
contains "kplan report of results without a plan: says so" \
	"$T_TMP/kplan report of results without a plan.out" "plan.source"
finish
