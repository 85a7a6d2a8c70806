# plans/onboarding.json, the shipped plan, as a rehearsal (--scale 0.01) on
# the 3-broker Kafka 4.4.0 cluster: its topic is created as the plan says
# (6 partitions, RF 3, min.insync.replicas 2) and read back, every tier
# runs 1% of its messages, and the reports say it was a rehearsal. The
# verdict is the cluster's (this machine does not hold p95 <= 1 ms), so
# exit 0 and 1 both pass; exit 2 or 3 does not.
. tests/lib.sh

: "${KP_CLUSTER_BOOTSTRAP:?run under tests/kafka/with-cluster.sh or tests/run cluster}"
OUT=$T_TMP/onboarding
t0=$(date +%s)
KAFKA_BOOTSTRAP=$KP_CLUSTER_BOOTSTRAP timeout -k 5 600 $KPLAN run --scale 0.01 \
	--out "$OUT" plans/onboarding.json >"$T_TMP/out" 2>"$T_TMP/err"
rc=$?
echo "NOTE: onboarding --scale 0.01 on the 3-broker cluster: exit $rc after $(( $(date +%s) - t0 )) s"
expect_rc "onboarding --scale 0.01: exit 0 or 1 (a verdict, not an error)" 0 $(( rc > 1 ))
R=$OUT/results.json
v=$(json_get "$R" "' '.join(str(x) for t in d['cluster']['topics'] for x in [t['name'], t['partitions'], t['replication_factor'], t['config'].get('min.insync.replicas')])")
echo "NOTE: onboarding: topic as read back: $v"
expect_rc "onboarding: the topic has 6 partitions, RF 3, min.insync.replicas 2" "kplan-onboarding 6 3 2" "$v"
expect_rc "onboarding: every partition has 3 replicas and 3 brokers are listed" "True 3" \
	"$(json_get "$R" "str(all(len(p['replicas']) == 3 for p in d['cluster']['topics'][0]['layout'])) + ' ' + str(len(d['cluster']['brokers']))")"
expect_rc "onboarding: results.json says it was a rehearsal at 0.01" 0.01 "$(json_get "$R" "d['run']['scale']")"
# The capacity search sizes its own trials; the other tiers (100k, 1M,
# 10M and the 1M backlog) run 1%.
expect_rc "onboarding: every tier ran 1% of its messages" "[1000, 10000, 100000, 10000]" \
	"$(json_get "$R" "[t['produce']['sent'] for t in d['tiers'] if not t.get('search')]")"
expect_rc "onboarding: every tier complete, nothing lost or duplicated" "True" \
	"$(json_get "$R" "all(t['status'] == 'complete' for t in d['tiers']) and all(t['consume']['accounting']['lost'] == 0 and t['consume']['accounting']['duplicates'] == 0 for t in d['tiers'] if (t.get('consume') or {}).get('accounting'))")"
contains "onboarding: report.md says it was a rehearsal" "$OUT/report.md" "**Rehearsal, not the plan.**"
contains "onboarding: report.md shows the topic as read back" "$OUT/report.md" "| kplan-onboarding | 6 | 3 |"
[ -s "$OUT/report.xlsx" ] && pass "onboarding: report.xlsx written" || fail "onboarding: report.xlsx written" "missing"
echo "NOTE: onboarding: verdict $(json_get "$R" "d['evaluation']['verdict']"): $(json_get "$R" "d['evaluation']['verdict_reason']")"
finish
