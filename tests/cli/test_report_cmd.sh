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
# kplan report never rewrites results.json: in place it is left alone,
# into another directory it is copied byte for byte, so the SHA-256 quoted
# at sign-off stays valid; both reports cite that hash.
mkdir -p "$T_TMP/sign"
cp "$FIXTURE" "$T_TMP/sign/results.json"
sum=$(sha256sum <"$FIXTURE" | cut -d' ' -f1)
$KPLAN report "$T_TMP/sign/results.json" >/dev/null 2>&1
expect_rc "in place: results.json keeps its SHA-256" "$sum" "$(sha256sum <"$T_TMP/sign/results.json" | cut -d' ' -f1)"
$KPLAN report --out "$T_TMP/sign2" "$T_TMP/sign/results.json" >/dev/null 2>&1
check "--out: results.json copied byte for byte" cmp "$FIXTURE" "$T_TMP/sign2/results.json"
$KPLAN report --out "$T_TMP/sign3" "$T_TMP/sign" >/dev/null 2>&1
check "--out from a report directory: results.json copied byte for byte" cmp "$FIXTURE" "$T_TMP/sign3/results.json"
contains "--out: report.md cites the SHA-256 of results.json" "$T_TMP/sign2/report.md" "$sum"
check "--out: the workbook cites the SHA-256 of results.json" \
	/usr/bin/python3 -c 'import sys, openpyxl
ws = openpyxl.load_workbook(sys.argv[1])["Environment"]
sys.exit(0 if any(c.value == sys.argv[2] for r in ws.iter_rows() for c in r) else 1)' "$T_TMP/sign2/report.xlsx" "$sum"
# Sign-off: the Markdown offers the same decision words as the workbook's
# list (one set, from the report model), in English and in Chinese, and
# both have a field for conditions.
xl_words=$(/usr/bin/python3 -c 'import sys, openpyxl
ws = openpyxl.load_workbook(sys.argv[1])["Sign-off"]
dv = [d for d in ws.data_validations.dataValidation if d.type == "list"][0]
print("|".join(dv.formula1.strip("\"").split(",")))' "$T_TMP/sign2/report.xlsx")
# The decision sentence quotes each decision once, in the list's order.
decisions() { # FILE PREFIX: the last four quoted words of the line
	/usr/bin/python3 -c 'import re, sys
line = next(l for l in open(sys.argv[1], encoding="utf-8") if l.startswith(sys.argv[2]))
print("|".join(re.findall("[\"\u201c]([^\"\u201d]*)[\"\u201d]", line)[-4:]))' "$1" "$2"
}
md_words=$(decisions "$T_TMP/sign2/report.md" "Decision (the workbook")
expect_rc "sign-off: the Markdown's decision words are the workbook's" "$xl_words" "$md_words"
zh_words=$(decisions "$T_TMP/zh/report.md" "审批决定填写在")
expect_rc "sign-off: the Chinese Markdown's decision words are the workbook's" "$xl_words" "$zh_words"
# The same in a zh-CN report (--lang): the Chinese decisions, one set in
# the workbook's list and the Markdown.
$KPLAN report --lang zh-CN -o "$T_TMP/zhl" "$FIXTURE" >/dev/null 2>&1
xl_zh=$(/usr/bin/python3 -c 'import sys, openpyxl
wb = openpyxl.load_workbook(sys.argv[1])
dv = [d for ws in wb for d in ws.data_validations.dataValidation if d.type == "list"][0]
print("|".join(dv.formula1.strip("\"").split(",")))' "$T_TMP/zhl/report.xlsx")
md_zh=$(decisions "$T_TMP/zhl/report.md" "审批决定填写在")
expect_rc "sign-off: --lang zh-CN, the decisions are the workbook's" "$xl_zh" "$md_zh"
expect_rc "sign-off: --lang zh-CN, the decisions are Chinese" "批准|有条件批准|拒绝|测试无效" "$md_zh"
contains "sign-off: a Conditions column in the Markdown" "$T_TMP/sign2/report.md" "| Role | Name | Decision | Conditions | Date | Signature |"
contains "sign-off: a conditions column in the Chinese Markdown" "$T_TMP/zh/report.md" "| 角色 | 姓名 | 审批决定 | 附加条件 | 日期 | 签名 |"
# A verdict never passes what it did not judge: results whose plan (from
# before the plan checks) asks for end-to-end latency of a tier read after
# producing and a capacity of a fixed-rate tier judged nothing, and are
# INCOMPLETE (exit 1), with the reason, in both languages.
$PY - "$FIXTURE" "$T_TMP/nothing.json" <<'PYEOF'
import json, sys
d = json.load(open(sys.argv[1]))
s = d["plan"]["source"]
s["criteria"] = [
    {"metric": "consume.e2e_latency.p95_ms", "op": "<=", "threshold": 5, "tiers": ["100k"]},
    {"metric": "capacity.rate_msgs_per_sec", "op": ">=", "threshold": 1000000, "tiers": ["100k"]}]
s.pop("target", None)
json.dump(d, open(sys.argv[2], "w"))
PYEOF
$KPLAN report --out "$T_TMP/nothing" "$T_TMP/nothing.json" >"$T_TMP/out" 2>"$T_TMP/err"; rc=$?
expect_rc "nothing judged: exit 1, not 0" 1 $rc
contains "nothing judged: the verdict is INCOMPLETE" "$T_TMP/out" "verdict  INCOMPLETE: 2 of 2 checks could not be judged"
lacks "nothing judged: never PASS" "$T_TMP/out" "PASS"
contains "nothing judged: the reason on the report's first screen" "$T_TMP/nothing/report.md" "2 of 2 checks could not be judged"
$KPLAN report --lang zh-CN --out "$T_TMP/nothing.zh" "$T_TMP/nothing.json" >"$T_TMP/out" 2>"$T_TMP/err"; rc=$?
expect_rc "nothing judged, zh-CN: exit 1" 1 $rc
contains "nothing judged, zh-CN: the reason in Chinese" "$T_TMP/nothing.zh/report.md" "有 2 项检查无法判定（共 2 项）"
# The report set keeps its language: a set rebuilt in Chinese stays
# Chinese when kplan report rebuilds it again without --lang (in place or
# into another directory), results.json untouched; --lang changes it; a
# record written from other results says nothing about these.
mkdir -p "$T_TMP/keep"
cp "$FIXTURE" "$T_TMP/keep/results.json"
sum=$(sha256sum <"$FIXTURE" | cut -d' ' -f1)
$KPLAN report --lang zh-CN "$T_TMP/keep" >/dev/null 2>&1
contains "keep: --lang zh-CN writes Chinese" "$T_TMP/keep/report.md" "验收结论"
expect_rc "keep: the record names the set's language" "zh-CN $sum" "$(json_get "$T_TMP/keep/report-set.json" "d['lang'] + ' ' + d['results_sha256']")"
$KPLAN report "$T_TMP/keep" >"$T_TMP/out" 2>"$T_TMP/err"
contains "keep: rebuilt without --lang, still Chinese" "$T_TMP/keep/report.md" "验收结论"
lacks "keep: rebuilt without --lang, not English" "$T_TMP/keep/report.md" "**Verdict:**"
contains "keep: says which language and why" "$T_TMP/out" "language zh-CN, as the report set in $T_TMP/keep was written (report-set.json; --lang to change it)"
check "keep: the workbook in Chinese too" /usr/bin/python3 -c 'import sys, openpyxl
sys.exit(0 if "摘要" in openpyxl.load_workbook(sys.argv[1]).sheetnames else 1)' "$T_TMP/keep/report.xlsx"
expect_rc "keep: results.json not rewritten" "$sum" "$(sha256sum <"$T_TMP/keep/results.json" | cut -d' ' -f1)"
$KPLAN report --out "$T_TMP/keep2" "$T_TMP/keep/results.json" >/dev/null 2>&1
contains "keep: into another directory, still Chinese" "$T_TMP/keep2/report.md" "验收结论"
contains "keep: the footer's command rebuilds it in Chinese" "$T_TMP/keep2/report.md" '`kplan report --lang zh-CN results.json`'
(cd "$T_TMP/keep2" && "$OLDPWD/$KPLAN" report --lang zh-CN results.json >/dev/null 2>&1)
contains "keep: the footer's command, run as it says, gives Chinese" "$T_TMP/keep2/report.md" "验收结论"
$KPLAN report --lang en "$T_TMP/keep" >/dev/null 2>&1
contains "keep: --lang en changes it" "$T_TMP/keep/report.md" "**Verdict:**"
expect_rc "keep: the record follows --lang" en "$(json_get "$T_TMP/keep/report-set.json" "d['lang']")"
# A record from other results (results.json replaced): the plan's language.
$KPLAN report --lang zh-CN "$T_TMP/keep" >/dev/null 2>&1
$PY -c 'import json, sys
d = json.load(open(sys.argv[1])); d["plan"]["source"]["title"] += " (another run)"
json.dump(d, open(sys.argv[1], "w"))' "$T_TMP/keep/results.json"
$KPLAN report "$T_TMP/keep" >/dev/null 2>&1
contains "keep: a record of other results is not this set's" "$T_TMP/keep/report.md" "**Verdict:**"
# The Chinese report of the shared-host example (no rate met the
# criteria there): its headroom cell has a value or says it was not
# measured, never a unit alone; and what it says of its charts is true:
# their text is Chinese.
$KPLAN report --lang zh-CN --out "$T_TMP/ex.zh" reports/example-shared >/dev/null 2>&1
lacks "zh-CN shared example: no unit without a value in the headroom cell" "$T_TMP/ex.zh/report.md" "|  倍 |"
contains "zh-CN shared example: the headroom not measured, and why" "$T_TMP/ex.zh/report.md" "| 余量 | 未测得：没有速率满足判定标准 |"
lacks "zh-CN shared example: the charts' text is not called English" "$T_TMP/ex.zh/report.md" "图中文字为英文"
if grep -lq '场景' "$T_TMP"/ex.zh/charts/*.svg; then pass "zh-CN shared example: the charts' text is Chinese"; else
	fail "zh-CN shared example: the charts' text is Chinese" "no Chinese word in $(ls "$T_TMP/ex.zh/charts" | head -3)"; fi
$KPLAN report --out "$T_TMP/ex.en" reports/example-shared >/dev/null 2>&1
contains "en shared example: the headroom not measured, and why" "$T_TMP/ex.en/report.md" "| Headroom | not measured: no rate met the criteria |"
# The example on emulated hosts (a search held a rate at the criteria):
# its headroom is a figure, in both languages.
$KPLAN report --out "$T_TMP/exh.en" reports/example >/dev/null 2>&1
expect_rc "en example: the headroom is a figure" 1 \
	"$(grep -cE '^\| Headroom \| [0-9][0-9,.]*× \|' "$T_TMP/exh.en/report.md")"
$KPLAN report --lang zh-CN --out "$T_TMP/exh.zh" reports/example >/dev/null 2>&1
expect_rc "zh-CN example: the headroom is a figure" 1 \
	"$(grep -cE '^\| 余量 \| [0-9][0-9,.]* 倍 \|' "$T_TMP/exh.zh/report.md")"
# An older results.json whose stored verdict this kplan's rules no longer
# give: the reports show both, in both languages, and the file is copied
# byte for byte (its SHA-256 in the workbook stays valid).
mkdir -p "$T_TMP/stored"
$PY -c 'import json, sys
d = json.load(open(sys.argv[1]))
d["evaluation"]["verdict"] = "PASS"
json.dump(d, open(sys.argv[2], "w"), indent=1)' tests/fixtures/results-older.json "$T_TMP/stored/results.json"
$KPLAN report --out "$T_TMP/stored.en" "$T_TMP/stored/results.json" >"$T_TMP/stored.out" 2>&1
expect_rc "stored verdict: kplan report exits by the verdict it gives now (FAIL)" 1 $?
contains "stored verdict: the report says both" "$T_TMP/stored.en/report.md" "with the verdict PASS; evaluated again by the rules of this kplan, it is FAIL"
$KPLAN report --lang zh-CN --out "$T_TMP/stored.zh" "$T_TMP/stored/results.json" >/dev/null 2>&1
contains "stored verdict: the Chinese report says both" "$T_TMP/stored.zh/report.md" "当时的结论为 通过；按本版 kplan 的规则重新评估，结论为 不通过"
if cmp -s "$T_TMP/stored/results.json" "$T_TMP/stored.en/results.json"; then
	pass "stored verdict: results.json copied byte for byte"
else fail "stored verdict: results.json copied byte for byte" "differs"; fi
finish
