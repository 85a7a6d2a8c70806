# kplan report from the command line: a user template is used, a bundled
# one is found by name, a broken one is refused with its line:column and
# exit 2 before anything is written, and the verdict sets the exit status.
. tests/lib.sh

FIXTURE=tests/fixtures/results-3tier.json

printf '# Custom {{plan.name}}\n\n{{#tiers}}- {{name}}\n{{/tiers}}\n' >"$T_TMP/custom.mustache"
$KPLAN report --template "$T_TMP/custom.mustache" --out "$T_TMP/custom" "$FIXTURE" \
	>"$T_TMP/out" 2>"$T_TMP/err"; rc=$?
expect_rc "user template: exit 1 (the fixture's verdict is FAIL)" 1 $rc
contains "user template: used for report.md" "$T_TMP/custom/report.md" "# Custom fixture"
check "user template: the workbook is written too" test -s "$T_TMP/custom/report.xlsx"
check "user template: results.json copied" test -s "$T_TMP/custom/results.json"

$KPLAN report -t report.zh-CN.md.mustache -o "$T_TMP/zh" "$FIXTURE" >/dev/null 2>&1; rc=$?
expect_rc "bundled template by name: exit 1" 1 $rc
contains "bundled template by name: Chinese report" "$T_TMP/zh/report.md" "## 1. 测试范围"

printf '# Broken\n\n{{#tiers}}\n- {{name}}\n' >"$T_TMP/broken.mustache"
$KPLAN report --template "$T_TMP/broken.mustache" --out "$T_TMP/broken" "$FIXTURE" \
	>"$T_TMP/out" 2>"$T_TMP/err"; rc=$?
expect_rc "broken template: exit 2" 2 $rc
contains "broken template: names file, line and column" "$T_TMP/err" "broken.mustache:3:1"
contains "broken template: says what is wrong" "$T_TMP/err" "never closed"
check "broken template: no report written" test ! -e "$T_TMP/broken/report.md"

$KPLAN report --template "$T_TMP/no-such.mustache" --out "$T_TMP/missing" "$FIXTURE" \
	>"$T_TMP/out" 2>"$T_TMP/err"; rc=$?
expect_rc "missing template: exit 2" 2 $rc
contains "missing template: names it" "$T_TMP/err" "no-such.mustache"
finish
