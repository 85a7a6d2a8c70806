# Shell helpers of the bench/*_timing.sh scripts, sourced from the repo
# root: KPLAN (build/kplan unless set), PY, OUT (a directory removed at
# exit), stamp (for topic names), pids (background processes killed at
# exit), and the rows each script prints.

KPLAN=${KPLAN:-build/kplan}
PY=/usr/bin/python3
OUT=$(mktemp -d "${TMPDIR:-/tmp}/kplan-bench.XXXXXX")
stamp=$(date +%s)-$$
pids=()
missed=0
bench_cleanup() {
	for p in "${pids[@]}"; do kill "$p" 2>/dev/null; done
	rm -rf "$OUT"
}
trap bench_cleanup EXIT

# get FILE EXPR: a value of a JSON file (EXPR in Python on d).
get() { $PY -c 'import json,sys; d=json.load(open(sys.argv[1])); print(eval(sys.argv[2]))' "$1" "$2"; }
now_ms() { echo $(($(date +%s%N) / 1000000)); }
# holds EXPR: 1 when the awk expression is true, 0 otherwise.
holds() { awk "BEGIN { print ($1) ? 1 : 0 }"; }

# bench_header: the host, its load, and kplan's version; the rows' heads.
bench_header() {
	echo "host: $(nproc) CPUs, $(uname -sr), load average $(cut -d' ' -f1-3 /proc/loadavg); kplan $($KPLAN --version | head -n 1)"
	printf '%-58s %18s  %-20s %s\n' figure measured bound held
}
# row FIGURE MEASURED BOUND HOLDS(0|1): one figure; counts the misses.
row() {
	local ok=yes
	[ "$4" = 1 ] || { ok=NO; missed=$((missed + 1)); }
	printf '%-58s %18s  %-20s %s\n' "$1" "$2" "$3" "$ok"
}
# bench_end: the count of misses; exit 0 when there were none, 1 otherwise.
bench_end() {
	echo "$missed figure(s) outside their bound"
	[ "$missed" -eq 0 ]
}
