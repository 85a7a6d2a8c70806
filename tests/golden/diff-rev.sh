#!/bin/sh
# tests/golden/diff-rev.sh REV [RESULTS.json...]
#
# What a change does to the reports: renders the same results with the
# kplan of REV (built in a temporary worktree) and with build/kplan, in
# English and in Chinese (each side with its own templates), and with
# kplan compare (two runs, and a run against itself), then prints the
# differences file by file: report.md, every chart, and every part of the
# workbooks (unzipped, so that a changed cell or style shows as a line).
# Without RESULTS it makes its own on the embedded cluster: the plans under
# plans/ and tests/plans/good/ that need no broker (scaled down with
# --scale), and tests/fixtures/results-3tier.json. Exits 0 when the
# reports are the same byte for byte, 1 when they differ, 2 on an error.
set -u
cd "$(dirname "$0")/../.." || exit 2
if [ $# -lt 1 ]; then
	echo "usage: tests/golden/diff-rev.sh REV [RESULTS.json...]" >&2
	exit 2
fi
rev=$1
shift
work=$(mktemp -d "${TMPDIR:-/tmp}/kplan-diffrev.XXXXXX")
trap 'git worktree remove --force "$work/ref" >/dev/null 2>&1; rm -rf "$work"' EXIT
git worktree add --detach "$work/ref" "$rev" >/dev/null 2>&1 || {
	echo "diff-rev: cannot check out $rev" >&2
	exit 2
}
echo "diff-rev: building $rev"
make -s -C "$work/ref" build/kplan >"$work/build.log" 2>&1 || {
	tail -n 20 "$work/build.log" >&2
	exit 2
}
make -s build/kplan || exit 2
old=$work/ref/build/kplan
new=$PWD/build/kplan

mkdir -p "$work/in"
if [ $# -eq 0 ]; then
	n=0
	for p in plans/*.json tests/plans/good/faults-down.json \
		tests/plans/good/faults-errors.json tests/plans/good/workloads.json; do
		# Plans written for a broker run here on the embedded cluster.
		/usr/bin/python3 - "$p" "$work/plan.json" <<'EOF'
import json, sys
d = json.load(open(sys.argv[1]))
def strip(o):
    if isinstance(o, dict):
        o.pop("bootstrap.servers", None)
        for v in o.values():
            strip(v)
    elif isinstance(o, list):
        for v in o:
            strip(v)
strip(d)
json.dump(d, open(sys.argv[2], "w"))
EOF
		name=$(basename "$p" .json)
		echo "diff-rev: results of $name (embedded, --scale 0.02)"
		timeout 300 "$new" run -q --scale 0.02 --out "$work/in/$name" \
			"$work/plan.json" >/dev/null 2>&1
		[ -f "$work/in/$name/results.json" ] && n=$((n + 1))
	done
	mkdir -p "$work/in/fixture"
	cp tests/fixtures/results-3tier.json "$work/in/fixture/results.json"
else
	i=0
	for f in "$@"; do
		i=$((i + 1))
		mkdir -p "$work/in/r$i"
		cp "$f" "$work/in/r$i/results.json"
	done
fi

render() { # binary side templates
	for d in "$work"/in/*/; do
		name=$(basename "$d")
		KPLAN_TEMPLATES=$3 "$1" report --out "$work/$2/$name" \
			"$d/results.json" >/dev/null 2>&1
		KPLAN_TEMPLATES=$3 "$1" report \
			--template report.zh-CN.md.mustache \
			--out "$work/$2/$name.zh-CN" "$d/results.json" >/dev/null 2>&1
	done
	tmpl=$3
	set -- "$1" "$2" "$work"/in/*/results.json
	if [ $# -ge 4 ]; then
		KPLAN_TEMPLATES=$tmpl "$1" compare --out "$work/$2/compare" "$3" "$4" \
			>"$work/$2/compare.txt" 2>&1
		sed "s|$work/$2/|OUT/|g" "$work/$2/compare.txt" >"$work/$2/compare.out"
		# A run against itself: every change is none.
		KPLAN_TEMPLATES=$tmpl "$1" compare --out "$work/$2/compare-self" \
			"$3" "$3" >"$work/$2/compare.txt" 2>&1
		sed "s|$work/$2/|OUT/|g" "$work/$2/compare.txt" \
			>"$work/$2/compare-self.out"
		rm -f "$work/$2/compare.txt"
	fi
	find "$work/$2" -name '*.xlsx' | while read -r x; do
		mkdir -p "$x.d" && (cd "$x.d" && unzip -oq "$x")
		rm -f "$x"
	done
	rm -f "$work"/"$2"/*/results.json
}
render "$old" old "$work/ref/templates"
render "$new" new "$PWD/templates"
if diff -r "$work/old" "$work/new" >"$work/diff.txt"; then
	echo "diff-rev: the reports of $rev and of this tree are the same ($(find "$work/new" -type f | wc -l) files)"
	exit 0
fi
sed "s|$work/||g" "$work/diff.txt"
echo "diff-rev: $(grep -c '^diff \|^Only ' "$work/diff.txt") files differ"
exit 1
