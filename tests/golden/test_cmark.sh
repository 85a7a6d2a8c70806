# The golden reports (byte-equal to what kplan renders for the fixture,
# see test_report_md) render with Debian's cmark-gfm, tables as tables.
. tests/lib.sh
for f in tests/golden/report-3tier.md tests/golden/report-3tier.zh-CN.md \
	tests/golden/report-sweeps.md tests/golden/report-sweeps.zh-CN.md; do
	if out=$(tests/golden/check_cmark.sh "$f" 6 2>&1); then
		pass "cmark-gfm renders $f: $out"
	else
		fail "cmark-gfm renders $f" "$out"
	fi
done
finish
