# make install PREFIX=...: the binary, the man page, the templates and the
# example plans; the installed kplan finds its templates wherever PREFIX
# put it.
. tests/lib.sh
P="$T_TMP/prefix"
make -s install PREFIX="$P" >"$T_TMP/i.out" 2>&1
expect_rc "make install exits 0" 0 $?
check "binary installed" test -x "$P/bin/kplan"
check "man page installed" test -s "$P/share/man/man1/kplan.1"
check "templates installed" test -s "$P/share/kplan/templates/report.md.mustache" -a -s "$P/share/kplan/templates/report.zh-CN.md.mustache"
check "example plans installed" test -s "$P/share/kplan/plans/onboarding.json" -a -s "$P/share/kplan/plans/quickstart.json"
cp tests/fixtures/results-3tier.json "$T_TMP/results.json"
# From another directory, with no source tree next to the binary.
(cd "$T_TMP" && env -u KPLAN_TEMPLATES "$P/bin/kplan" report results.json --out out) >"$T_TMP/r.out" 2>&1
rc=$?
if [ $rc -le 1 ]; then pass "installed kplan report ran (exit $rc)"; else fail "installed kplan report ran" "exit $rc: $(cat "$T_TMP/r.out")"; fi
check "installed kplan found its templates" test -s "$T_TMP/out/report.md"
(cd "$T_TMP" && "$P/bin/kplan" report results.json --out zh -t report.zh-CN.md.mustache) >/dev/null 2>&1
contains "a bundled template by name from the install" "$T_TMP/zh/report.md" "验收"
finish
