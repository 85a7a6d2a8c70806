# A password given to kplan every way it takes one (inline in the plan, a
# .properties file, ${ENV}, kplan run -X / --property=, kplan produce
# --producer-props / --producer.config / -X) appears in no file kplan
# writes (results.json, report.md, the XML inside report.xlsx, the charts)
# and not on stdout or stderr, nor in kplan validate's output. The runs
# use the embedded cluster, which accepts (and ignores) the sasl.* settings.
. tests/lib.sh

W="$T_TMP/w"
mkdir -p "$W"

# hits CANARY PATH...: how many of the files under PATH... contain CANARY;
# a workbook is searched inside (its XML is compressed).
hits() {
	local c=$1 n=0 f
	shift
	while IFS= read -r -d '' f; do
		case "$f" in
		*.xlsx) unzip -p "$f" 2>/dev/null | grep -qF -- "$c" && n=$((n + 1)) ;;
		*) grep -qF -- "$c" "$f" && n=$((n + 1)) ;;
		esac
	done < <(find "$@" -type f -print0 2>/dev/null)
	echo "$n"
}

# no_leak NAME CANARY PATH...: zero hits, and the files are there to search.
no_leak() {
	local label=$1 c=$2 n
	shift 2
	n=$(hits "$c" "$@")
	expect_rc "$label: the password is in none of $(find "$@" -type f 2>/dev/null | wc -l) files written or printed" 0 "$n"
}

# run_embedded NAME CANARY OUT ARGS...: kplan run ARGS --out OUT, bounded;
# passes when it ran (exit 0 or 1) and wrote its reports, then searches
# everything for CANARY and checks the password reached the client
# configuration, redacted.
run_embedded() {
	local label=$1 c=$2 out=$3 rc
	shift 3
	timeout -k 5 120 $KPLAN run -q "$@" --out "$out" >"$out.stdout" 2>"$out.stderr"
	rc=$?
	if [ $rc -eq 0 ] || [ $rc -eq 1 ]; then pass "$label: kplan run ran (exit $rc)"
	else fail "$label: kplan run ran" "exit $rc: $(tail -3 "$out.stderr")"; fi
	check "$label: results.json, report.md, report.xlsx and charts written" \
		test -s "$out/results.json" -a -s "$out/report.md" -a -s "$out/report.xlsx" -a -d "$out/charts"
	expect_rc "$label: sasl.password in the client configuration, redacted" "[redacted]" \
		"$(json_get "$out/results.json" "d['client']['config'].get('sasl.password')")"
	no_leak "$label" "$c" "$out" "$out.stdout" "$out.stderr"
}

tiers='"topic": { "partitions": 2 },
  "defaults": { "record_size": 100, "consumer": { "timeout": "15s" } },
  "tiers": [ { "name": "t", "messages": 300, "rate": 1000 } ]'

# The search itself works: it finds a canary in a plan and in a workbook.
C0="kplan-canary-search-$$"
printf '{ "x": "%s" }\n' "$C0" >"$W/probe.json"
$PY -c 'import sys, zipfile
with zipfile.ZipFile(sys.argv[1], "w", zipfile.ZIP_DEFLATED) as z:
    z.writestr("xl/sharedStrings.xml", "<t>" + sys.argv[2] + "</t>")' "$W/probe.xlsx" "$C0"
expect_rc "the search finds a canary in a file and inside a workbook" 2 "$(hits "$C0" "$W/probe.json" "$W/probe.xlsx")"

# 1. Inline in the plan (embedded cluster: no bootstrap.servers, but
# cluster.config still carries the SASL settings), also in a tier's
# producer settings.
C1="kplan-canary-inline-$$-7f3a"
cat >"$W/inline.json" <<EOF
{
  "name": "secrets-inline",
  "cluster": { "config": { "sasl.mechanism": "PLAIN", "sasl.username": "kplan", "sasl.password": "$C1" } },
  $tiers
}
EOF
cat >"$W/inline-producer.json" <<EOF
{
  "name": "secrets-producer",
  "topic": { "partitions": 2 },
  "tiers": [ { "name": "t", "messages": 300, "rate": 1000,
               "producer": { "acks": "all", "sasl.password": "$C1", "ssl.key.password": "$C1" } } ]
}
EOF
expect_rc "the search finds the canary in the plan itself" 1 "$(hits "$C1" "$W/inline.json")"
run_embedded "inline" "$C1" "$T_TMP/inline" "$W/inline.json"
expect_rc "inline: the plan stored in results.json is redacted" "[redacted]" \
	"$(json_get "$T_TMP/inline/results.json" "d['plan']['source']['cluster']['config']['sasl.password']")"
$KPLAN report "$T_TMP/inline" --out "$T_TMP/inline-report" >"$T_TMP/inline-report.stdout" 2>&1
no_leak "inline, kplan report" "$C1" "$T_TMP/inline-report" "$T_TMP/inline-report.stdout"
for p in inline inline-producer; do
	$KPLAN validate "$W/$p.json" >"$T_TMP/validate-$p.out" 2>&1
	expect_rc "kplan validate $p.json exits 0" 0 $?
	no_leak "kplan validate $p.json" "$C1" "$T_TMP/validate-$p.out"
done
contains "kplan validate shows the producer's secret settings redacted" "$T_TMP/validate-inline-producer.out" "sasl.password=[redacted]"

# 2. A .properties file: sasl.jaas.config (translated to sasl.username and
# sasl.password), and sasl.password itself.
C2="kplan-canary-jaas-$$-55d1"
cat >"$W/jaas.properties" <<EOF
security.protocol=PLAINTEXT
sasl.mechanism=PLAIN
sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required \\
    username="kplan" password="$C2";
EOF
cat >"$W/jaas.json" <<EOF
{ "name": "secrets-jaas", "cluster": { "properties_file": "jaas.properties" },
  $tiers }
EOF
run_embedded "properties_file with sasl.jaas.config" "$C2" "$T_TMP/jaas" "$W/jaas.json"
C3="kplan-canary-props-$$-0c44"
printf 'sasl.mechanism=PLAIN\nsasl.username=kplan\nsasl.password=%s\n' "$C3" >"$W/plain.properties"
cat >"$W/props.json" <<EOF
{ "name": "secrets-props", "cluster": { "properties_file": "plain.properties" },
  $tiers }
EOF
run_embedded "properties_file with sasl.password" "$C3" "$T_TMP/props" "$W/props.json"
for p in "jaas $C2" "props $C3"; do
	set -- $p
	$KPLAN validate "$W/$1.json" >"$T_TMP/validate-$1.out" 2>&1
	expect_rc "kplan validate $1.json exits 0" 0 $?
	no_leak "kplan validate $1.json" "$2" "$T_TMP/validate-$1.out"
done
# A broken sasl.jaas.config: the error names the problem, not the password.
printf 'sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required password="%s";\n' "$C2" >"$W/broken.properties"
cat >"$W/broken.json" <<EOF
{ "name": "secrets-broken", "cluster": { "properties_file": "broken.properties" },
  $tiers }
EOF
$KPLAN validate "$W/broken.json" >"$T_TMP/broken.out" 2>&1
expect_rc "broken sasl.jaas.config: kplan validate exits 2" 2 $?
contains "broken sasl.jaas.config: the error says what is missing" "$T_TMP/broken.out" 'expected username="..." and password="..."'
no_leak "broken sasl.jaas.config: kplan validate" "$C2" "$T_TMP/broken.out"
$KPLAN run "$W/broken.json" --out "$T_TMP/broken-run" >"$T_TMP/broken-run.out" 2>&1
expect_rc "broken sasl.jaas.config: kplan run exits 2" 2 $?
no_leak "broken sasl.jaas.config: kplan run" "$C2" "$T_TMP/broken-run.out"

# 3. The environment: ${VAR} in cluster.config and in a header named as a
# secret.
C4="kplan-canary-env-$$-a1c9"
cat >"$W/env.json" <<'EOF'
{
  "name": "secrets-env",
  "cluster": { "config": { "sasl.mechanism": "PLAIN", "sasl.username": "kplan", "sasl.password": "${KPLAN_TEST_SECRET}" } },
  "topic": { "partitions": 2 },
  "defaults": { "record_size": 100, "consumer": { "timeout": "15s" },
                "headers": { "auth-token": "${KPLAN_TEST_SECRET}" } },
  "tiers": [ { "name": "t", "messages": 300, "rate": 1000 } ]
}
EOF
export KPLAN_TEST_SECRET="$C4"
run_embedded "\${ENV}" "$C4" "$T_TMP/env" "$W/env.json"
expect_rc "\${ENV}: the header named auth-token is stored redacted" "[redacted]" \
	"$(json_get "$T_TMP/env/results.json" "d['plan']['source']['defaults']['headers']['auth-token']")"
$KPLAN validate "$W/env.json" >"$T_TMP/validate-env.out" 2>&1
expect_rc "kplan validate env.json exits 0" 0 $?
no_leak "kplan validate env.json" "$C4" "$T_TMP/validate-env.out"
unset KPLAN_TEST_SECRET

# 4. kplan run -X KEY=VALUE and --property=KEY=VALUE.
C5="kplan-canary-x-$$-91b2"
cat >"$W/plain.json" <<EOF
{ "name": "secrets-x", $tiers }
EOF
run_embedded "kplan run -X" "$C5" "$T_TMP/x" -X "sasl.password=$C5" "$W/plain.json"
expect_rc "kplan run -X: the command line is stored as typed, redacted" \
	"$KPLAN run -q -X sasl.password=[redacted] $W/plain.json --out $T_TMP/x" \
	"$(json_get "$T_TMP/x/results.json" "d['run']['command_line']")"
run_embedded "kplan run --property=" "$C5" "$T_TMP/prop" "--property=sasl.password=$C5" "$W/plain.json"
contains "kplan run --property=: the command line is stored redacted" "$T_TMP/prop/results.json" "--property=sasl.password=[redacted]"
run_embedded "kplan run -Xsasl.password=" "$C5" "$T_TMP/xattached" "-Xsasl.password=$C5" "$W/plain.json"

# 5. kplan produce: --producer-props, --producer.config, -X.
C6="kplan-canary-produce-$$-3377"
printf 'sasl.mechanism=PLAIN\nsasl.username=kplan\nsasl.password=%s\n' "$C6" >"$W/produce.properties"
n=0
for how in "--producer-props sasl.mechanism=PLAIN sasl.username=kplan sasl.password=$C6" \
	"--producer.config $W/produce.properties" "-X sasl.password=$C6"; do
	n=$((n + 1))
	# shellcheck disable=SC2086 # $how is a list of arguments
	timeout -k 5 60 $KPLAN produce --topic secrets --num-records 200 --record-size 100 \
		--throughput 1000 $how >"$T_TMP/produce-$n.out" 2>&1
	rc=$?
	label="kplan produce ${how%% *}"
	expect_rc "$label: exit 0" 0 $rc
	contains "$label: every message delivered" "$T_TMP/produce-$n.out" "kplan: sent 200, delivered 200, failed 0, undelivered 0"
	no_leak "$label" "$C6" "$T_TMP/produce-$n.out"
done
finish
