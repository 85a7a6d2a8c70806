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
# Every table has its caption on the line before the blank line above
# its header: "*Table: …*", or "*表：…*" in Chinese.
for f in tests/golden/report-3tier.md tests/golden/report-3tier.zh-CN.md \
	tests/golden/report-sweeps.md tests/golden/report-sweeps.zh-CN.md; do
	bad=$(awk '{ line[NR] = $0 }
		END {
			for (i = 2; i < NR; i++)
				if (line[i] ~ /^\|/ && line[i - 1] !~ /^\|/ &&
				    line[i + 1] ~ /^\|[-:|]+$/ &&
				    (line[i - 1] != "" ||
				     line[i - 2] !~ /^\*(Table: |表：).*\*$/))
					print i ": " substr(line[i], 1, 60)
		}' "$f")
	if [ -z "$bad" ]; then
		pass "every table of $f has a caption"
	else
		fail "every table of $f has a caption" "$bad"
	fi
done
finish
