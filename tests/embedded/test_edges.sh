# Bad input and a hostile disk at the edges of kplan run and kplan report:
# a plan, payload or properties file that is a directory, a FIFO, a device,
# huge, behind a regular file (ENOTDIR) or unreadable; a report directory
# that cannot be made or written; a disk that fills up in the middle of a
# run (a file-size limit, and a full tmpfs when this host lets us mount
# one). Each case: the exit code, a message naming the place, no load run
# for a bad input, and never a truncated results.json or report (atomic
# writes: the old file or no file).
. tests/lib.sh

KP_AS=""
MNT="$T_TMP/mnt"
RO="$T_TMP/ro"
trap 'umount "$MNT" 2>/dev/null; umount "$RO" 2>/dev/null; rm -rf "$T_TMP"' EXIT
W="$T_TMP/w"
mkdir -p "$W"
: >"$W/file"              # a regular file, to put paths "under"
mkfifo "$W/fifo"

# A small plan on the embedded cluster: two short tiers.
cat >"$W/small.json" <<'EOF'
{
  "name": "edges-small",
  "topic": { "partitions": 2 },
  "defaults": { "record_size": 100, "consumer": { "timeout": "15s" } },
  "tiers": [
    { "name": "a", "messages": 300, "rate": 1000 },
    { "name": "b", "messages": 300, "rate": 1000 },
    { "name": "c", "messages": 300, "rate": 1000 }
  ]
}
EOF

# kp NAME WANT_RC WANT_TEXT ARGS...: runs kplan ARGS (bounded; as $KP_AS
# when set), expects the exit code and a message on stderr containing
# WANT_TEXT.
kp() {
	local label=$1 want=$2 text=$3 rc
	shift 3
	timeout -k 5 60 $KP_AS $KPLAN "$@" >"$T_TMP/kp.out" 2>"$T_TMP/kp.err"
	rc=$?
	expect_rc "$label: exit $want" "$want" $rc
	contains "$label: the message names the place" "$T_TMP/kp.err" "$text"
}

# valid_or_absent NAME DIR: every results.json under DIR parses, every
# workbook is a whole zip, and no temporary file is left.
valid_or_absent() {
	local label=$1 dir=$2 bad=""
	for f in $(find "$dir" -name results.json 2>/dev/null); do
		$PY -c 'import json,sys; json.load(open(sys.argv[1]))' "$f" 2>/dev/null || bad="$bad $f"
	done
	for f in $(find "$dir" -name '*.xlsx' 2>/dev/null); do
		$PY -c 'import sys,zipfile; assert zipfile.ZipFile(sys.argv[1]).testzip() is None' "$f" 2>/dev/null || bad="$bad $f"
	done
	bad="$bad $(find "$dir" -name '*.tmp.*' 2>/dev/null | tr '\n' ' ')"
	if [ -z "${bad// /}" ]; then pass "$label: no truncated results.json or workbook, no temporary file"
	else fail "$label: no truncated results.json or workbook, no temporary file" "$bad"; fi
}

# ---- the plan file -----------------------------------------------------------
# kplan run with a bad plan path: exit 2, the message names the file, and
# no report directory is made (nothing ran).
for c in "a directory|$W|$W: is a directory" \
	"a FIFO|$W/fifo|$W/fifo: is not a regular file" \
	"a device|/dev/zero|/dev/zero: is not a regular file" \
	"under a regular file|$W/file/plan.json|$W/file/plan.json: cannot open: Not a directory" \
	"missing|$W/no-such.json|$W/no-such.json: cannot open: No such file"; do
	IFS='|' read -r what path text <<<"$c"
	kp "run, plan $what" 2 "$text" run "$path" --out "$T_TMP/plan-out"
	check "run, plan $what: no report directory made" test ! -e "$T_TMP/plan-out"
done
head -c 300000 /dev/zero | tr '\0' ' ' >"$W/huge.json"
kp "run, plan over 256 KiB" 2 "$W/huge.json: is 300000 bytes, larger than the limit of 262144 bytes" \
	run "$W/huge.json" --out "$T_TMP/plan-out"
# Unreadable files: permissions do not stop root, so as root the commands
# run as nobody (setpriv) when that works, else the case is skipped.
AS=""
if [ "$(id -u)" = 0 ]; then
	chmod 711 "$T_TMP" "$W"
	if setpriv --reuid=65534 --regid=65534 --clear-groups $KPLAN --version >/dev/null 2>&1; then
		AS="setpriv --reuid=65534 --regid=65534 --clear-groups"
	fi
fi
if [ "$(id -u)" = 0 ] && [ -z "$AS" ]; then
	echo "NOTE: root without setpriv: permissions do not stop reading, unreadable files not tested"
else
	cp "$W/small.json" "$W/unreadable.json"
	printf 'abc\n' >"$W/unreadable.bin"
	chmod 000 "$W/unreadable.json" "$W/unreadable.bin"
	KP_AS=$AS
	kp "run, plan unreadable" 2 "$W/unreadable.json: cannot open: Permission denied" \
		run "$W/unreadable.json" --out "$T_TMP/plan-out"
	printf '{ "name": "edges-unreadable", "tiers": [ { "name": "t", "messages": 10, "rate": 10, "payload_file": "%s" } ] }\n' \
		"$W/unreadable.bin" >"$W/unreadable-payload.json"
	kp "validate, payload_file unreadable" 2 "tiers[0].payload_file: $W/unreadable.bin: cannot open: Permission denied" \
		validate "$W/unreadable-payload.json"
	KP_AS=""
fi

# ---- payload and properties files --------------------------------------------
# plan_with KEY VALUE: a one-tier plan with the given tier or cluster key.
tier_with() {
	printf '{ "name": "edges-payload", "topic": { "partitions": 2 },\n  "tiers": [ { "name": "t", "messages": 100, "rate": 1000, "record_size": 100, "consumer": { "timeout": "15s" }, "%s": "%s" } ] }\n' "$1" "$2" >"$W/p.json"
}
cluster_with() {
	printf '{ "name": "edges-props", "cluster": { "%s": "%s" },\n  "tiers": [ { "name": "t", "messages": 100, "rate": 1000 } ] }\n' "$1" "$2" >"$W/p.json"
}
truncate -s $((1024 * 1024 * 1024 + 1)) "$W/huge.bin" # sparse: no disk used
truncate -s $((1024 * 1024 + 1)) "$W/huge.properties"
: >"$W/empty.bin"
for c in "a directory|$W|$W: is a directory" \
	"a FIFO|$W/fifo|$W/fifo: is not a regular file" \
	"a device|/dev/zero|/dev/zero: is not a regular file" \
	"under a regular file|$W/file/x|$W/file/x: cannot open: Not a directory" \
	"over 1 GiB|$W/huge.bin|$W/huge.bin: is 1073741825 bytes, larger than the limit of 1073741824 bytes" \
	"empty|$W/empty.bin|tiers[0].payload_file: $W/empty.bin"; do
	IFS='|' read -r what path text <<<"$c"
	tier_with payload_file "$path"
	kp "validate, payload_file $what" 2 "$text" validate "$W/p.json"
	kp "run, payload_file $what" 2 "$text" run "$W/p.json" --out "$T_TMP/payload-out"
	check "run, payload_file $what: no report directory made" test ! -e "$T_TMP/payload-out"
done
for c in "a FIFO|$W/fifo|$W/fifo: is not a regular file" \
	"a device|/dev/zero|/dev/zero: is not a regular file" \
	"under a regular file|$W/file/x|$W/file/x: cannot open: Not a directory" \
	"over 1 MiB|$W/huge.properties|$W/huge.properties: is 1048577 bytes, larger than the limit"; do
	IFS='|' read -r what path text <<<"$c"
	cluster_with properties_file "$path"
	kp "run, properties_file $what" 2 "cluster.properties_file: $text" run "$W/p.json" --out "$T_TMP/props-out"
	check "run, properties_file $what: no report directory made" test ! -e "$T_TMP/props-out"
done
# A payload file of delimiters only has no record. docs/plan.md: it is read
# when the plan is loaded. Either the plan is refused (exit 2), or the
# tier fails with the reason and the run still ends with its reports.
printf '\n\n\n' >"$W/delims.bin"
tier_with payload_file "$W/delims.bin"
timeout 60 $KPLAN run -q "$W/p.json" --out "$T_TMP/delims" >"$T_TMP/delims.out" 2>"$T_TMP/delims.err"
rc=$?
if [ $rc = 2 ] && grep -qF "$W/delims.bin" "$T_TMP/delims.err"; then
	pass "payload_file of delimiters only: refused when the plan is loaded (exit 2)"
elif [ $rc = 1 ] && [ "$(json_get "$T_TMP/delims/results.json" "d['tiers'][0]['status'] + ': ' + d['tiers'][0]['reason']")" = "failed: produce phase: $W/delims.bin: no records (file empty or only delimiters)" ] &&
	[ -s "$T_TMP/delims/report.md" ] && [ -s "$T_TMP/delims/report.xlsx" ]; then
	pass "payload_file of delimiters only: the tier fails naming the file, the reports are written (exit 1)"
	echo "NOTE: a payload_file of delimiters only passes kplan validate and fails only at run time"
else
	fail "payload_file of delimiters only: refused or reported" "exit $rc: $(cat "$T_TMP/delims.err")"
fi

# A template that is a directory: a usage error before any load.
kp "run, --template is a directory" 2 "$W" run -t "$W" "$W/small.json" --out "$T_TMP/tpl-out"
check "run, --template is a directory: no report directory made" test ! -e "$T_TMP/tpl-out"

# A broker map naming a node id the cluster does not have: a plan error
# (exit 2) once kplan has the cluster's metadata, before any tier and
# before Prometheus is asked (its URL here has no server).
cat >"$W/prom-map.json" <<'EOF'
{
  "name": "edges-prom-map",
  "cluster": { "prometheus": { "url": "http://127.0.0.1:9",
                               "brokers": { "127.0.0.1:7071": 1,
                                            "127.0.0.1:7072": 9 } } },
  "tiers": [ { "name": "a", "messages": 300, "rate": 1000 } ]
}
EOF
kp "run, broker map with an unknown node id" 2 \
	"cluster.prometheus.brokers.127.0.0.1:7072: node id 9 is not a broker of the cluster" \
	run "$W/prom-map.json" --out "$T_TMP/map-out"
if [ -e "$T_TMP/map-out/results.json" ] && grep -q '"produce"' "$T_TMP/map-out/results.json"; then
	fail "run, broker map with an unknown node id: no tier ran" "$(cat "$T_TMP/kp.err")"
else pass "run, broker map with an unknown node id: no tier ran"; fi

# ---- the report directory ------------------------------------------------------
# Checked before connecting: exit 3, naming the directory, and no tier
# started (how soon is the host's: bench/embedded_timing.sh).
kp "run, --out under a regular file" 3 "$W/file/out: cannot create directory: Not a directory" \
	run "$W/small.json" --out "$W/file/out"
lacks "run, --out under a regular file: found before any load" "$T_TMP/kp.err" "tier "
kp "run, --out is a regular file" 3 "$W/file: exists and is not a directory" \
	run "$W/small.json" --out "$W/file"
lacks "run, --out is a regular file: found before any load" "$T_TMP/kp.err" "tier "
kp "run, --out is empty" 2 "--out: expected a directory" run "$W/small.json" --out ""
kp "report, --out under a regular file" 3 "$W/file/out" report tests/fixtures/results-3tier.json --out "$W/file/out"

# A read-only location: a read-only tmpfs when we may mount one, else a
# directory without write permission (which stops only non-root users).
mkdir -p "$RO"
if [ "$(id -u)" = 0 ] && mount -t tmpfs -o ro,size=64k tmpfs "$RO" 2>/dev/null; then
	ro_what="read-only file system"; ro_text="Read-only file system"
elif [ "$(id -u)" != 0 ]; then
	chmod 555 "$RO"
	ro_what="directory without write permission"; ro_text="Permission denied"
else
	ro_what=""
	echo "NOTE: root without mount: no read-only location to test"
fi
if [ -n "$ro_what" ]; then
	kp "run, --out in a $ro_what" 3 "$RO/out: cannot create directory: $ro_text" \
		run "$W/small.json" --out "$RO/out"
	kp "run, --out is a $ro_what" 3 "$RO/" run "$W/small.json" --out "$RO"
	contains "run, --out is a $ro_what: says why" "$T_TMP/kp.err" "$ro_text"
	kp "report, --out in a $ro_what" 3 "$RO/out" report tests/fixtures/results-3tier.json --out "$RO/out"
fi

# ---- the disk fills up -----------------------------------------------------------
# A file-size limit (works for every user): SIGXFSZ ignored, so write()
# fails with EFBIG. results.json is about 4 KiB before the first tier and
# larger after it: the save after tier "a" fails. kplan stops with exit 3
# naming results.json; the results.json left is the previous, complete one.
OUT="$T_TMP/fsize"
(
	trap '' XFSZ
	ulimit -f 8
	exec timeout -k 5 60 $KPLAN run -q "$W/small.json" --out "$OUT"
) >"$T_TMP/fsize.out" 2>"$T_TMP/fsize.err"
rc=$?
size=$(stat -c %s "$OUT/results.json" 2>/dev/null)
if [ -n "$size" ] && [ "$size" -lt 8192 ]; then
	expect_rc "file-size limit in the run: exit 3" 3 $rc
	contains "file-size limit in the run: names results.json and the error" "$T_TMP/fsize.err" "$OUT/results.json: write error: File too large"
	expect_rc "file-size limit in the run: the results.json left is the one saved before tier a" "running pending pending pending" \
		"$(json_get "$OUT/results.json" "d['run']['status'] + ' ' + ' '.join(t['status'] for t in d['tiers'])")"
	valid_or_absent "file-size limit in the run" "$OUT"
else
	fail "file-size limit in the run: results.json before the first tier fits in 8 KiB" "size '$size', exit $rc: $(cat "$T_TMP/fsize.err")"
fi

# The same limit on kplan report, sized from the files of a complete run:
# the one that does not fit is reported, and the old file stays as it was.
# (Without consumers: three group joins of the embedded cluster, 9 s,
# would add nothing here.)
OUT="$T_TMP/full"
timeout -k 5 60 $KPLAN run -q "$W/small.json" --set defaults.consumer.enabled=false \
	--out "$OUT" >/dev/null 2>&1
check "a complete run to rewrite" test -s "$OUT/report.md" -a -s "$OUT/report.xlsx"
biggest_chart=$(find "$OUT/charts" -type f -printf '%s\n' | sort -n | tail -1)
for f in report.md report.xlsx; do
	size=$(stat -c %s "$OUT/$f")
	limit=$(( (size - 1) / 1024 ))         # in KiB: just too small for $f
	md=$(stat -c %s "$OUT/report.md")
	if [ $((limit * 1024)) -le "$biggest_chart" ] || { [ $f = report.xlsx ] && [ $((limit * 1024)) -le "$md" ]; }; then
		echo "NOTE: $f ($size B) is not the largest file: not tested under a file-size limit"
		continue
	fi
	before=$(cd "$OUT" && sha256sum report.md report.xlsx results.json)
	(
		trap '' XFSZ
		ulimit -f $limit
		exec timeout -k 5 60 $KPLAN report "$OUT"
	) >"$T_TMP/rep.out" 2>"$T_TMP/rep.err"
	rc=$?
	expect_rc "file-size limit of $limit KiB on kplan report: exit 3" 3 $rc
	contains "file-size limit on kplan report: names $f" "$T_TMP/rep.err" "kplan report: $OUT/$f: "
	case $f in
	report.md) contains "file-size limit on kplan report: says why" "$T_TMP/rep.err" "File too large" ;;
	*) echo "NOTE: $f over the file-size limit: $(grep "^kplan report" "$T_TMP/rep.err")" ;;
	esac
	expect_rc "file-size limit on kplan report: report.md, report.xlsx and results.json as they were" "$before" \
		"$(cd "$OUT" && sha256sum report.md report.xlsx results.json)"
	valid_or_absent "file-size limit on kplan report ($f)" "$OUT"
done

# A full file system: a small tmpfs, filled up while the run is in its
# second tier. The save after it fails with ENOSPC: exit 3 naming
# results.json, and the results.json left holds tier "a".
mkdir -p "$MNT"
if [ "$(id -u)" = 0 ] && mount -t tmpfs -o size=1m tmpfs "$MNT" 2>/dev/null; then
	OUT="$MNT/out"
	$KPLAN run -q "$W/small.json" --out "$OUT" >"$T_TMP/enospc.out" 2>"$T_TMP/enospc.err" &
	pid=$!
	# -q prints no tier lines: wait until results.json holds tier a.
	for _ in $(seq 1 300); do
		[ "$($PY -c 'import json,sys; print(json.load(open(sys.argv[1]))["tiers"][0]["status"])' "$OUT/results.json" 2>/dev/null)" = complete ] && break
		sleep 0.1
	done
	dd if=/dev/zero of="$MNT/filler" bs=64k 2>/dev/null
	for _ in $(seq 1 600); do kill -0 $pid 2>/dev/null || break; sleep 0.1; done
	kill -KILL $pid 2>/dev/null && echo "NOTE: kplan still ran 60 s after the disk filled: killed"
	wait $pid
	rc=$?
	expect_rc "disk full in the run: exit 3" 3 $rc
	echo "NOTE: disk full in the run: $(grep "^kplan run" "$T_TMP/enospc.err")"
	if grep -qE "^kplan run: $OUT/(results\.json|report\.md|report\.xlsx|charts/[^:]*): .*No space left on device" "$T_TMP/enospc.err"; then
		pass "disk full in the run: the message names the file and says the disk is full"
	else fail "disk full in the run: the message names the file and says the disk is full" "$(cat "$T_TMP/enospc.err")"; fi
	expect_rc "disk full in the run: results.json keeps the tiers saved before" "complete" \
		"$(json_get "$OUT/results.json" "d['tiers'][0]['status']")"
	valid_or_absent "disk full in the run" "$OUT"
	# kplan report into the full file system: nothing replaced.
	rm -f "$MNT/filler"
	rm -rf "$OUT"
	cp -r "$T_TMP/full" "$OUT"
	before=$(cd "$OUT" && sha256sum report.md report.xlsx results.json)
	dd if=/dev/zero of="$MNT/filler" bs=64k 2>/dev/null
	kp "disk full in kplan report" 3 "No space left on device" report "$OUT"
	echo "NOTE: disk full in kplan report: $(grep "^kplan report" "$T_TMP/kp.err")"
	if grep -qE "^kplan report: $OUT/(report\.md|report\.xlsx|charts/[^:]*): " "$T_TMP/kp.err"; then
		pass "disk full in kplan report: the message names the file"
	else fail "disk full in kplan report: the message names the file" "$(cat "$T_TMP/kp.err")"; fi
	expect_rc "disk full in kplan report: report.md, report.xlsx and results.json as they were" "$before" \
		"$(cd "$OUT" && sha256sum report.md report.xlsx results.json)"
	valid_or_absent "disk full in kplan report" "$OUT"
	umount "$MNT"
else
	echo "NOTE: cannot mount a tmpfs here: the full-disk cases use the file-size limit only"
fi
finish
