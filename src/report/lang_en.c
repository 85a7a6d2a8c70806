/*
 * lang_en: the report's words in English (the default). Keys and the
 * arguments of each string: report/lang.h.
 */
#include "report/lang.h"

const char *const kp_catalog_en[KP_S_COUNT] = {
        /* ---- the Markdown ---- */
        [KP_S_MD_TEMPLATE] = "report.md.mustache",

        /* ---- the workbook ---- */

        /* ---- the report model and the charts ---- */
        [KP_S_RM_PRODUCE_RATE] = "produce rate",
        [KP_S_RM_PRODUCE_RATE_RATIO] = "produce rate against the target",
        [KP_S_RM_PRODUCE_MIBPS] = "produce throughput",
        [KP_S_RM_PRODUCE_LAT_AVG] = "mean produce latency",
        [KP_S_RM_PRODUCE_LAT_P50] = "median produce latency",
        [KP_S_RM_PRODUCE_LAT_P95] = "p95 produce latency",
        [KP_S_RM_PRODUCE_LAT_P99] = "p99 produce latency",
        [KP_S_RM_PRODUCE_LAT_P999] = "p99.9 produce latency",
        [KP_S_RM_PRODUCE_LAT_MAX] = "maximum produce latency",
        [KP_S_RM_PRODUCE_SVC_AVG] = "mean produce service time",
        [KP_S_RM_PRODUCE_SVC_P50] = "median produce service time",
        [KP_S_RM_PRODUCE_SVC_P95] = "p95 produce service time",
        [KP_S_RM_PRODUCE_SVC_P99] = "p99 produce service time",
        [KP_S_RM_PRODUCE_SVC_P999] = "p99.9 produce service time",
        [KP_S_RM_PRODUCE_SVC_MAX] = "maximum produce service time",
        [KP_S_RM_PRODUCE_ERRORS] = "failed or undelivered messages",
        [KP_S_RM_PRODUCE_ERROR_RATIO] = "share of messages not delivered",
        [KP_S_RM_CONSUME_RATE] = "consume rate",
        [KP_S_RM_CONSUME_MIBPS] = "consume throughput",
        [KP_S_RM_CONSUME_FETCH_RATE] = "consume fetch rate",
        [KP_S_RM_CONSUME_FETCH_MIBPS] = "consume fetch throughput",
        [KP_S_RM_CONSUME_REBALANCE_MS] = "consumer group join time",
        [KP_S_RM_CONSUME_COMPLETENESS] = "share of messages read back",
        [KP_S_RM_CONSUME_MISSING] = "messages not read back",
        [KP_S_RM_CONSUME_DUPLICATES] = "messages read twice",
        [KP_S_RM_E2E_AVG] = "mean end-to-end latency",
        [KP_S_RM_E2E_P50] = "median end-to-end latency",
        [KP_S_RM_E2E_P95] = "p95 end-to-end latency",
        [KP_S_RM_E2E_P99] = "p99 end-to-end latency",
        [KP_S_RM_E2E_P999] = "p99.9 end-to-end latency",
        [KP_S_RM_E2E_MAX] = "maximum end-to-end latency",
        [KP_S_RM_CAPACITY_RATE] = "sustained capacity",
        [KP_S_RM_CAPACITY_FOUND] = "capacity found by the trials",
        [KP_S_RM_DRAIN_RATE] = "backlog drain rate",
        [KP_S_RM_DRAIN_CATCH_UP] = "backlog catch-up time",
        [KP_S_CHART_RUNS] = ": medians of %d runs, bars: lowest to highest",
        [KP_S_CHART_LAT_RUNS] = ": medians of %d runs, %s: lowest to highest",
        [KP_S_CHART_BARS] = "bars",
        [KP_S_CHART_P95_BARS] = "p95 bars",
        [KP_S_CHART_TIERS_RATE_TITLE] = "Throughput by tier",
        [KP_S_CHART_TIERS_RATE_ALT] =
            "Bar chart: achieved produce rate and fetch-only consume rate of "
            "each tier, in msg/s",
        [KP_S_CHART_TIERS_P95_TITLE] = "p95 latency by tier",
        [KP_S_CHART_TIERS_P95_ALT] =
            "Bar chart: p95 of the corrected and the service produce latency "
            "and of the end-to-end latency of each tier, in ms",
        [KP_S_CHART_THROUGHPUT_TITLE] = "Throughput over time, tier %s",
        [KP_S_CHART_THROUGHPUT_ALT] =
            "Line chart: produce and consume msg/s per interval over the "
            "seconds of each phase, tier %s",
        [KP_S_CHART_LATENCY_TITLE] = "Produce latency over time, tier %s",
        [KP_S_CHART_LATENCY_ALT] =
            "Line chart: p50, p95 and p99 of the corrected produce latency per "
            "interval, in ms, tier %s",
        [KP_S_CHART_SWEEP_RATE_TITLE] = "Throughput by %s, sweep %s%s",
        [KP_S_CHART_SWEEP_RATE_ALT] = "Chart: achieved produce rate in msg/s "
                                      "at each value of %s, sweep %s%s",
        [KP_S_CHART_SWEEP_LAT_TITLE] = "Produce latency by %s, sweep %s%s",
        [KP_S_CHART_SWEEP_LAT_ALT] = "Chart: corrected produce latency in ms "
                                     "at each value of %s, sweep %s%s",
        [KP_S_CHART_SWEEP_LAT_ALT_RUNS] =
            "; medians of the runs, the p95 with bars from the lowest to the "
            "highest run",
        [KP_S_CHART_KNEE_TITLE] = "Latency against rate, capacity search %s",
        [KP_S_CHART_KNEE_ALT] =
            "Line chart: p95 of the corrected and the service produce latency "
            "in ms at each trial rate in msg/s, capacity search %s",
        [KP_S_CHART_RATES_TITLE] =
            "Achieved against target rate, capacity search %s",
        [KP_S_CHART_RATES_ALT] =
            "Line chart: the achieved produce rate of each trial against its "
            "target rate, both in msg/s, capacity search %s",
        [KP_S_CHART_DIST_TITLE] = "Latency by percentile, tier %s",
        [KP_S_CHART_DIST_ALT] =
            "Percentile chart: corrected, service and end-to-end latency in ms "
            "from the minimum to the highest percentile measured, tier %s",
        [KP_S_CHART_Y_THROUGHPUT] = "Throughput (msg/s)",
        [KP_S_CHART_Y_THROUGHPUT_LOG] = "Throughput (msg/s, log scale)",
        [KP_S_CHART_Y_P95] = "p95 latency (ms)",
        [KP_S_CHART_Y_CORRECTED] = "Corrected produce latency (ms)",
        [KP_S_CHART_Y_LATENCY] = "Latency (ms)",
        [KP_S_CHART_Y_PRODUCE_RATE] = "Produce rate (msg/s)",
        [KP_S_CHART_Y_ACHIEVED] = "Achieved rate (msg/s)",
        [KP_S_CHART_X_SECONDS] = "Seconds since the phase started",
        [KP_S_CHART_X_PERCENTILE] = "Percentile",
        [KP_S_CHART_X_TRIAL_RATE] = "Trial rate (msg/s)",
        [KP_S_CHART_X_BYTES] = " (bytes)",
        [KP_S_CHART_S_PRODUCE_ACHIEVED] = "produce, achieved",
        [KP_S_CHART_S_CONSUME_FETCH] = "consume, fetch only",
        [KP_S_CHART_S_PRODUCE] = "produce",
        [KP_S_CHART_S_CONSUME] = "consume",
        [KP_S_CHART_S_CORRECTED] = "produce, corrected",
        [KP_S_CHART_S_SERVICE] = "produce, service",
        [KP_S_CHART_S_E2E] = "end-to-end",
        [KP_S_CHART_S_MAX] = "%s (max %s ms)",
        [KP_S_CHART_S_P95_CORRECTED] = "p95, corrected",
        [KP_S_CHART_S_P95_SERVICE] = "p95, service",
        [KP_S_CHART_S_ACHIEVED] = "achieved",
        [KP_S_CHART_S_TARGET] = "target",
        [KP_S_CHART_SUSTAINABLE] = "sustainable rate",
        [KP_S_CHART_REQUIRED_PEAK] = "required peak %s msg/s",
        [KP_S_CHART_P95_JUDGED] =
            "p95 latency of the tiers the criterion judges (not shown: %s)",
        [KP_S_CHART_FAILS] = "fails the criterion",
        [KP_S_CHART_OF_TARGET] = "%s %s of target: %s msg/s",
        [KP_S_CHART_TARGET] = "target %s msg/s",
        [KP_S_CHART_EV_LEFT] = "broker %d left",
        [KP_S_CHART_EV_BACK] = "broker %d back",
        [KP_S_CHART_EV_LEADERS] = "leaders moved",
        [KP_S_CHART_EV_NO_LEADER] = "no leader",
        [KP_S_CHART_EV_UNREACHABLE] = "cluster unreachable",
        [KP_S_CHART_BEST] = "best",
        [KP_S_CHART_FOUND] = "found %s msg/s",
        [KP_S_RM_VERDICT_PASS] = "PASS",
        [KP_S_RM_VERDICT_FAIL] = "FAIL",
        [KP_S_RM_VERDICT_INCOMPLETE] = "INCOMPLETE",
        [KP_S_RM_VERDICT_NA] = "N/A",
        [KP_S_RM_TRIAL_PASS] = "pass",
        [KP_S_RM_STATUS_PENDING] = "pending",
        [KP_S_RM_STATUS_COMPLETE] = "complete",
        [KP_S_RM_STATUS_INCOMPLETE] = "incomplete",
        [KP_S_RM_STATUS_INTERRUPTED] = "interrupted",
        [KP_S_RM_STATUS_FAILED] = "failed",
        [KP_S_RM_OP_LE] = "at most",
        [KP_S_RM_OP_LT] = "below",
        [KP_S_RM_OP_GE] = "at least",
        [KP_S_RM_OP_GT] = "above",
        [KP_S_RM_EV_BROKER_LEFT] = "broker %d left",
        [KP_S_RM_EV_BROKER_JOINED] = "broker %d joined",
        [KP_S_RM_EV_LEADER_MOVED] = "the leader of %s moved",
        [KP_S_RM_EV_LEADERS_MOVED] = "the leaders of %s moved",
        [KP_S_RM_EV_LEADER_LOST] = "the leader of %s was lost (no leader)",
        [KP_S_RM_EV_LEADERS_LOST] = "the leaders of %s were lost (no leader)",
        [KP_S_RM_EV_ISR_FELL] = "the in-sync replicas of %s fell to %d",
        [KP_S_RM_EV_ISR_GREW] = "the in-sync replicas of %s grew to %d",
        [KP_S_RM_EV_UNREACHABLE] = "no broker answered",
        [KP_S_RM_EV_REACHABLE] = "the cluster answered again",
        [KP_S_RM_EV_SEEN] = ", seen at t=%.1f s",
        [KP_S_RM_EV_PHASE] = " (%s phase)",
        [KP_S_RM_EV_SEP] = "; ",
        [KP_S_RM_EV_PARTITIONS_MANY] = "%zu partitions",
        [KP_S_RM_EV_PARTITION] = "partition ",
        [KP_S_RM_EV_PARTITIONS] = "partitions ",
        [KP_S_RM_EV_AND] = " and ",
        [KP_S_RM_EV_COMMA] = ", ",
        [KP_S_RM_PHASE_PRODUCE] = "produce",
        [KP_S_RM_PHASE_CONSUME] = "consume",
        [KP_S_RM_MARGIN] = " (margin %.6g %s)",
        [KP_S_RM_NOT_MEASURED] = "not measured",
        [KP_S_RM_STALL] = "a %s s stall in %s at t=%s s",
        [KP_S_RM_STALL_DELIVERIES] = "deliveries",
        [KP_S_RM_STALL_READS] = "reads",
        [KP_S_RM_CAUSE_MORE_EVENTS] = " (and %zu more cluster events)",
        [KP_S_RM_CAUSE_FAULT] = "the plan injected %s%s",
        [KP_S_RM_CAUSE_MORE_FAULTS] = " and more faults",
        [KP_S_RM_REASON_TIER] = "Tier %s: %s ",
        [KP_S_RM_REASON_VALUE] = "%s, limit %s (%s %s the limit)",
        [KP_S_RM_REASON_OVER] = "over",
        [KP_S_RM_REASON_UNDER] = "under",
        [KP_S_RM_REASON_NOT_MEASURED] = "not measured, limit %s%s%s",
        [KP_S_RM_REASON_CAUSE] = "; cause: %s",
        [KP_S_RM_COLON] = ": ",
        [KP_S_RM_DECISION_APPROVED] = "Approved",
        [KP_S_RM_DECISION_CONDITIONS] = "Approved with conditions",
        [KP_S_RM_DECISION_REJECTED] = "Rejected",
        [KP_S_RM_CONDITIONS_NOTE] =
            "For a decision of \"%s\", list the conditions: what must be done "
            "before the cluster carries the workload, by whom and by when.",
        [KP_S_RM_MARGIN_OVER] = "over the limit by %s",
        [KP_S_RM_MARGIN_UNDER] = "under the limit by %s",
        [KP_S_RM_ANS_YES] = "Yes",
        [KP_S_RM_ANS_NO] = "No",
        [KP_S_RM_ANS_NOT_SHOWN] = "Not shown",
        [KP_S_RM_ANS_NOT_MEASURED] = "Not measured",
        [KP_S_RM_ANS_NOT_JUDGED] = "Not judged",
        [KP_S_RM_ANS_ESTIMATE] = "Estimate",
        [KP_S_RM_ANS_NOT_ASKED] = "Not asked",
        [KP_S_RM_Q_THROUGHPUT] = "Throughput",
        [KP_S_RM_Q_LATENCY] = "Latency at the peak rate",
        [KP_S_RM_Q_COMPLETENESS] = "Completeness",
        [KP_S_RM_Q_STORAGE] = "Storage",
        [KP_S_RM_ANS_NO_TARGET] = "Not asked: the plan sets no target volume",
        [KP_S_RM_ANS_BURST] = "; the burst of %s msg/s (tier %s) had no bound "
                              "on its latency and is not capacity",
        [KP_S_RM_ANS_TP_NONE] =
            "Not shown: no tier held a rate at the criteria, to compare with "
            "the required peak of %s msg/s%s",
        [KP_S_RM_ANS_TP_SUSTAINED] =
            "%s: %s msg/s held the criteria for the soak (tier %s) against a "
            "required peak of %s msg/s: headroom %s",
        [KP_S_RM_ANS_TP_TRIALS] =
            "%s: the trials of tier %s met the criteria up to %s msg/s, but no "
            "soak held it, against a required peak of %s msg/s (headroom %s, "
            "not sustained)",
        [KP_S_RM_ANS_TP_FIXED_YES] =
            "Yes: tier %s met every criterion at a fixed %s msg/s, at or above "
            "the required peak of %s msg/s: headroom at least %s",
        [KP_S_RM_ANS_TP_FIXED_SHORT] =
            "Not shown: the highest fixed rate that met every criterion, %s "
            "msg/s (tier %s), is below the required peak of %s msg/s (headroom "
            "at least %s)%s",
        [KP_S_RM_ANS_LAT_SUSTAINED] =
            "Yes: at %s msg/s sustained (tier %s, above the required peak of "
            "%s msg/s) p95 produce latency was %s, with every criterion of the "
            "search met",
        [KP_S_RM_ANS_LAT_BELOW] =
            "Not measured: no fixed-rate tier ran at the required peak of %s "
            "msg/s or above; the fastest, tier %s at %s msg/s, had a p95 "
            "produce latency of %s ms",
        [KP_S_RM_ANS_LAT_NONE] = "Not measured: no fixed-rate tier ran at the "
                                 "required peak of %s msg/s or above",
        [KP_S_RM_ANS_LAT_TIER] =
            "%s: at %s msg/s (tier %s, at or above the required peak of %s "
            "msg/s) p95 produce latency was %s, %s its criterion",
        [KP_S_RM_ANS_WITHIN] = "within",
        [KP_S_RM_ANS_OUTSIDE] = "outside",
        [KP_S_RM_ANS_LAT_UNJUDGED] =
            "Not judged: at %s msg/s (tier %s, at or above the required peak "
            "of %s msg/s) p95 produce latency was %s, but no criterion bounds "
            "it",
        [KP_S_RM_ANS_COMP_NONE] =
            "Not measured: no tier read its messages back",
        [KP_S_RM_ANS_COMP_ALL] = "Yes: %s read back every message it "
                                 "delivered, %s messages in all, none missing",
        [KP_S_RM_ANS_THE_TIER] = "the tier",
        [KP_S_RM_ANS_EVERY_TIER] = "every tier",
        [KP_S_RM_ANS_COMP_SHORT] = "No: tier %s read back %s of what it "
                                   "delivered; %s messages missing in all",
        [KP_S_RM_ANS_STORAGE_PER] = ", %s per broker on %s",
        [KP_S_RM_ANS_STORAGE] =
            "Estimate: %s over a retention of %s (replication factor %d, %s "
            "overhead)%s; the plan declares no disk size to hold it against",
        [KP_S_RM_FRONT_TARGET] = "%s messages per %s, peak %s msg/s",
        [KP_S_RM_X_DAYS] = "days",
        [KP_S_RM_X_MESSAGES] = "messages",
        [KP_S_RM_X_TIMES_AVERAGE] = "x average",
        [KP_S_RM_X_BYTES] = "bytes",
        [KP_S_RM_X_COPIES] = "copies",
        [KP_S_RM_X_OF_RAW] = "of raw",
        [KP_S_RM_X_GROUPS] = "groups",
        [KP_S_RM_X_PARTITIONS_UNIT] = "partitions",
        [KP_S_RM_X_IN_MESSAGES] = "Target messages per window",
        [KP_S_RM_X_IN_WINDOW] = "Window",
        [KP_S_RM_X_IN_PEAK] = "Peak factor",
        [KP_S_RM_X_IN_PEAK_NOTE] =
            "required peak rate = average rate x peak factor",
        [KP_S_RM_X_IN_RECORD] = "Record size",
        [KP_S_RM_X_IN_RF] = "Replication factor",
        [KP_S_RM_X_IN_RETENTION] = "Retention",
        [KP_S_RM_X_IN_OVERHEAD] = "Storage overhead",
        [KP_S_RM_X_IN_OVERHEAD_NOTE] =
            "indexes, batch headers and segment slack",
        [KP_S_RM_X_IN_OUTAGE] = "Consumer outage to catch up after",
        [KP_S_RM_X_IN_OUTAGE_NOTE] = "at the peak rate, the producers going on",
        [KP_S_RM_X_IN_GROUPS] = "Consumer groups",
        [KP_S_RM_X_IN_GROUPS_NOTE] = "each reads every message",
        [KP_S_RM_X_CAP_SUSTAINED] =
            "tier %s: a soak held it with every search criterion met",
        [KP_S_RM_X_CAP_TRIALS] =
            "tier %s: trials only, no soak held it (not sustained)",
        [KP_S_RM_X_CAP_FIXED] =
            "tier %s, a fixed rate that met every criterion: a lower bound",
        [KP_S_RM_X_CAP_NONE] = "no tier measured a rate that met the criteria",
        [KP_S_RM_X_CAPW_NONE] = "not measured",
        [KP_S_RM_X_CAPW_SUSTAINED] = "sustained, a soak held it",
        [KP_S_RM_X_CAPW_TRIALS] = "trials only, not sustained",
        [KP_S_RM_X_CAPW_FIXED] = "a lower bound, from a fixed rate",
        [KP_S_RM_X_CAPW_BELOW] = "under the capacity search's lowest rate",
        [KP_S_RM_X_AVG] = "Required average rate",
        [KP_S_RM_X_AVG_NOTE] = "target messages / window",
        [KP_S_RM_X_PEAK] = "Required peak rate",
        [KP_S_RM_X_PEAK_NOTE] = "average x peak factor",
        [KP_S_RM_X_CAPACITY] = "Capacity at the criteria",
        [KP_S_RM_X_RESTS] = "What the capacity rests on",
        [KP_S_RM_X_RESTS_SUSTAINED] = "held for the soak: sustained",
        [KP_S_RM_X_RESTS_NOTE] =
            "only a soak that holds the criteria makes it sustained",
        [KP_S_RM_X_HEADROOM] = "Headroom",
        [KP_S_RM_X_HEADROOM_NOTE] = "capacity at the criteria / required peak "
                                    "rate (1 or more: the peak fits)",
        [KP_S_RM_X_BURST_NOTE] = "tier %s, unlimited rate: latency not "
                                 "bounded, not capacity, not in the headroom",
        [KP_S_RM_X_BURST_NONE] = "no unlimited-rate tier",
        [KP_S_RM_X_BURST] = "Burst throughput",
        [KP_S_RM_X_PARTITIONS_NOTE] =
            "peak / %.1f msg/s per partition (tier %s, %d partitions)",
        [KP_S_RM_X_NO_CAPACITY] = "not known: no capacity measured",
        [KP_S_RM_X_PARTITIONS] = "Partitions needed at the peak",
        [KP_S_RM_X_NET_IN_NOTE] =
            "peak x record size x replication factor / %s",
        [KP_S_RM_X_BROKER] = "%d broker",
        [KP_S_RM_X_BROKERS] = "%d brokers",
        [KP_S_RM_X_NET_IN] = "Network in, per broker",
        [KP_S_RM_X_NET_OUT_NOTE] = "peak x record size x (consumer groups + "
                                   "replication factor - 1) / %s",
        [KP_S_RM_X_NET_OUT] = "Network out, per broker",
        [KP_S_RM_X_CONSUME_NOTE] = "best fetch-only rate, tier %s",
        [KP_S_RM_X_NO_CONSUME] = "no consume rate measured",
        [KP_S_RM_X_CONSUME] = "Consume rate",
        [KP_S_RM_X_NOT_KNOWN] = "not known",
        [KP_S_RM_X_INGEST_NOTE] = "%s at the capacity",
        [KP_S_RM_X_INGEST] = "Time to ingest the target volume",
        [KP_S_RM_X_DRAIN_NOTE] = "%s at the %s",
        [KP_S_RM_X_BY_DRAIN] = "backlog drain's rate",
        [KP_S_RM_X_BY_CONSUME] = "consume rate",
        [KP_S_RM_X_DRAIN_TIME] = "Time to drain the target volume",
        [KP_S_RM_X_BEHIND_NOTE] = "read while behind, backlog tier %s",
        [KP_S_RM_X_NO_BACKLOG] = "no backlog drain measured",
        [KP_S_RM_X_BEHIND] = "Drain rate while behind",
        [KP_S_RM_X_CATCH_UP_NOTE] = "%s: outage x peak / (drain rate - peak)",
        [KP_S_RM_X_NEVER] = "never: the drain rate does not exceed the peak",
        [KP_S_RM_X_NO_DRAIN] = "not known: no backlog drain",
        [KP_S_RM_X_CATCH_UP] = "Catch-up after the outage",
        [KP_S_RM_X_RAW] = "Storage, raw",
        [KP_S_RM_X_RAW_NOTE] =
            "messages over the retention x record size x replication factor",
        [KP_S_RM_X_WITH_OVERHEAD] = "Storage with overhead",
        [KP_S_RM_X_WITH_OVERHEAD_NOTE] = "raw + storage overhead",
        [KP_S_RM_X_PER_BROKER_NOTE] = "the most each broker's disks fill to, "
                                      "the partitions spread evenly over %s",
        [KP_S_RM_X_PER_BROKER] = "Storage per broker",
        [KP_S_RM_X_CAPW_UNDER] = "under %s msg/s: the capacity search's lowest "
                                 "rate failed the criteria",
        [KP_S_RM_X_TREND_BELOW_ZERO] = "none: the fit goes below zero",
        [KP_S_RM_X_TREND_FAILS] = "fails already in the measured tiers",
        [KP_S_RM_X_TREND_WEAK] = "inconclusive (R² %.2f)",
        [KP_S_RM_X_TREND_NONE] = "no projection",
        [KP_S_RM_X_TREND_CROSSES] = "crosses the criterion",
        [KP_S_RM_X_TREND_WITHIN] = "within the criterion",
        [KP_S_RM_X_NEVER_SHORT] = "never",
        [KP_S_RM_ENV_NUM_NETWORK_THREADS] =
            "threads reading and answering requests",
        [KP_S_RM_ENV_NUM_IO_THREADS] = "threads doing the requests' disk work",
        [KP_S_RM_ENV_NUM_REPLICA_FETCHERS] = "threads copying from each leader",
        [KP_S_RM_ENV_QUEUED_MAX_REQUESTS] =
            "requests queued before the network stops",
        [KP_S_RM_ENV_LOG_DIRS] = "log directories (disks)",
        [KP_S_RM_ENV_LOG_FLUSH_INTERVAL_MESSAGES] =
            "messages between forced flushes",
        [KP_S_RM_ENV_LOG_FLUSH_INTERVAL_MS] = "ms between forced flushes",
        [KP_S_RM_ENV_LOG_SEGMENT_BYTES] = "size of a log segment",
        [KP_S_RM_ENV_LOG_RETENTION_HOURS] = "how long records are kept",
        [KP_S_RM_ENV_LOG_RETENTION_MS] = "how long records are kept",
        [KP_S_RM_ENV_LOG_RETENTION_BYTES] = "most a partition keeps",
        [KP_S_RM_ENV_DEFAULT_REPLICATION_FACTOR] =
            "replicas of a topic created without one",
        [KP_S_RM_ENV_MIN_INSYNC_REPLICAS] =
            "replicas that must have a write for acks=all",
        [KP_S_RM_ENV_NUM_PARTITIONS] =
            "partitions of a topic created without a count",
        [KP_S_RM_ENV_AUTO_CREATE_TOPICS_ENABLE] = "topics created on first use",
        [KP_S_RM_ENV_UNCLEAN_LEADER_ELECTION_ENABLE] =
            "an out-of-sync replica may lead (data loss)",
        [KP_S_RM_ENV_MESSAGE_MAX_BYTES] = "largest record batch accepted",
        [KP_S_RM_ENV_COMPRESSION_TYPE] = "compression the broker stores",
        [KP_S_RM_ENV_SOCKET_SEND_BUFFER_BYTES] = "socket send buffer",
        [KP_S_RM_ENV_SOCKET_RECEIVE_BUFFER_BYTES] = "socket receive buffer",
        [KP_S_RM_ENV_SOCKET_REQUEST_MAX_BYTES] = "largest request accepted",
        [KP_S_RM_ENV_DIRECTORY] = "%s (%zu directory)",
        [KP_S_RM_ENV_DIRECTORIES] = "%s (%zu directories)",
        [KP_S_RM_ENV_NEVER_FLUSH] = "%s (never: the OS flushes)",
        [KP_S_RM_ENV_RELEASE_FROM] = "%s (from %s%s)",
        [KP_S_RM_ENV_BROKER] = "broker %d",
        [KP_S_RM_ENV_APIS] = " (%zu APIs in all, listed in results.json)",
        [KP_S_RM_SEARCH_RANGE] = "search %s to %s msg/s",
        [KP_S_RM_SEARCH] = "search",
        [KP_S_RM_UNLIMITED] = "unlimited",
        [KP_S_RM_FROM_PAYLOAD] = "from payload file",
        [KP_S_RM_KEYS_NONE] = "none",
        [KP_S_RM_KEYS] = "%s over %llu keys",
        [KP_S_RM_KEYS_RANDOM] = "random",
        [KP_S_RM_KEYS_ROUND_ROBIN] = "round robin",
        [KP_S_RM_GROUP_PER_RUN] = "generated per run",
        [KP_S_RM_CLIENT_DEFAULT] = "client default",
        [KP_S_RM_TRIAL] = "trial",
        [KP_S_RM_SOAK] = "soak",
        [KP_S_RM_FINAL_RUN] = "final run",
        [KP_S_RM_TRIAL_LABEL] = "%s %zu",
        [KP_S_RM_N_MESSAGES] = "%s messages",
        [KP_S_RM_JUDGED_SEARCH] = "the search's criteria",
        [KP_S_RM_JUDGED_PLAN] = "the plan's produce criteria on the tier",
        [KP_S_RM_NEVER_CAUGHT_UP] = "never (not caught up)",
        [KP_S_RM_BELOW_PEAK] =
            "%sbelow the required peak rate: does not prove the peak",
        [KP_S_RM_EVERY_TIER] = "every tier",
        [KP_S_RM_AGGREGATE] = " (parallel group aggregate)",
        [KP_S_RM_REHEARSAL] =
            "REHEARSAL: this run used --scale %g: every tier ran %g%% of the "
            "messages the plan names. It rehearses the plan; it does not "
            "replace a run of it.",
        [KP_S_RM_EMBEDDED_WARNING] =
            "This run measured librdkafka's in-process mock cluster (kplan's "
            "embedded mode), not a Kafka cluster: its figures describe kplan "
            "on this host and are no evidence about any cluster.",
        [KP_S_RM_RUN_COMPLETE] = "complete",
        [KP_S_RM_RUN_RUNNING] = "running",
        [KP_S_RM_RUN_INTERRUPTED] = "interrupted",
        [KP_S_RM_RUN_FAILED] = "failed",
        [KP_S_RM_RUN_UNKNOWN] = "unknown",
        [KP_S_RM_ROWS_MERGED] =
            "%zu intervals of %s s in %zu rows: each row merges %zu intervals "
            "(its rates over the merged time, its latencies the highest of "
            "them); results.json keeps every interval",
};
