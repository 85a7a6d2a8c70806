/*
 * lang_en: the report's words in English (the default). Keys and the
 * arguments of each string: report/lang.h.
 */
#include "report/lang.h"

const char *const kp_catalog_en[KP_S_COUNT] = {
        /* ---- the Markdown ---- */
        [KP_S_MD_TEMPLATE] = "report.md.mustache",

        /* ---- the workbook ---- */
        [KP_S_XL_SHEET_SUMMARY] = "Summary",
        [KP_S_XL_SHEET_SCENARIOS] = "Scenarios",
        [KP_S_XL_SHEET_PRODUCE] = "Produce results",
        [KP_S_XL_SHEET_CONSUME] = "Consume results",
        [KP_S_XL_SHEET_CAPACITY] = "Capacity",
        [KP_S_XL_SHEET_SWEEPS] = "Sweeps",
        [KP_S_XL_SHEET_WORKLOADS] = "Workloads",
        [KP_S_XL_SHEET_SERIES] = "Time series",
        [KP_S_XL_SHEET_EXTRAP] = "Extrapolation",
        [KP_S_XL_SHEET_ENV] = "Environment",
        [KP_S_XL_SHEET_SIGNOFF] = "Sign-off",
        [KP_S_XL_FONT] = "Calibri",
        [KP_S_XL_FOOTER] = "Kafka acceptance report: ",
        [KP_S_XL_FOOTER_PAGE] = "Page &P of &N",
        [KP_S_XL_PASS] = "PASS",
        [KP_S_XL_FAIL] = "FAIL",
        [KP_S_XL_INCOMPLETE] = "INCOMPLETE",
        [KP_S_XL_NA] = "N/A",
        [KP_S_XL_N_A] = "n/a",
        [KP_S_XL_UNLIMITED] = "unlimited",
        [KP_S_XL_EMBEDDED_WARNING] =
            "WARNING: this run measured librdkafka's in-process mock cluster "
            "(the embedded cluster), not a Kafka cluster. Its figures describe "
            "kplan on this host and are no evidence about any Kafka cluster.",
        [KP_S_XL_CRITERIA_NOT_MET] = "Criteria not met",
        [KP_S_XL_THE_TARGET] = "The target: ",
        [KP_S_XL_ANSWERS] = "Answers",
        [KP_S_XL_PRODUCE] = "Produce",
        [KP_S_XL_CONSUME] = "Consume",
        [KP_S_XL_MESSAGES] = "Messages",
        [KP_S_XL_RECORD_B] = "Record size (B)",
        [KP_S_XL_TARGET_RATE] = "Target (msg/s)",
        [KP_S_XL_ACHIEVED] = "Achieved (msg/s)",
        [KP_S_XL_P95_MS] = "p95 (ms)",
        [KP_S_XL_VERDICT] = "Verdict",
        [KP_S_XL_SECONDS] = "Seconds",
        [KP_S_XL_TIER_EVENT] = "Tier %s: %s",
        [KP_S_XL_CLUSTER_EVENTS] = "Cluster events (seen in the cluster's "
                                   "metadata, about once a second)",
        [KP_S_XL_KEY_RISKS] = "Key risks",
        [KP_S_XL_NONE_IDENTIFIED] = "None identified.",
        [KP_S_XL_DETAILS_SWEEPS] =
            "Details: Scenarios (what ran), Produce and Consume results (per "
            "tier, with every criterion), Sweeps and Workloads (each sweep and "
            "parallel group as a whole, when the plan has them), Time series "
            "(charts), Extrapolation (assumptions), Environment (cluster, "
            "client, versions, run and fingerprints), Sign-off.",
        [KP_S_XL_DETAILS] =
            "Details: Scenarios (what ran), Produce and Consume results (per "
            "tier, with every criterion), Time series (charts), Extrapolation "
            "(assumptions), Environment (cluster, client, versions, run and "
            "fingerprints), Sign-off.",
        [KP_S_XL_PROTECTED] =
            "Every sheet is protected against accidental edits, without a "
            "password: Review > Unprotect Sheet allows a correction. Only the "
            "sign-off cells are editable.",
        [KP_S_XL_S_MESSAGES] = "Messages",
        [KP_S_XL_R_SENT] = "Sent (handed to the client, warm-up included)",
        [KP_S_XL_R_DELIVERED] = "Delivered",
        [KP_S_XL_R_FAILED] = "Failed",
        [KP_S_XL_R_UNDELIVERED] = "Undelivered (still queued at the end)",
        [KP_S_XL_R_WARMUP] = "Warm-up (delivered, excluded from statistics)",
        [KP_S_XL_R_MEASURED] = "Measured (in the statistics)",
        [KP_S_XL_R_ERRORS] = "Errors (failed + undelivered)",
        [KP_S_XL_R_ERROR_RATIO] = "Error ratio (%)",
        [KP_S_XL_S_RATE] = "Rate",
        [KP_S_XL_R_ACHIEVED_RATE] = "Achieved rate (msg/s)",
        [KP_S_XL_R_RATE_RATIO] = "Achieved / target rate",
        [KP_S_XL_R_THROUGHPUT] = "Throughput (MiB/s)",
        [KP_S_XL_R_BYTES] = "Measured bytes, key + value (bytes)",
        [KP_S_XL_R_DURATION] = "Measured duration (s)",
        [KP_S_XL_R_TOTAL] = "Phase total, warm-up and drain included (s)",
        [KP_S_XL_S_LATENCY] =
            "Latency from the due time, coordinated omission corrected",
        [KP_S_XL_R_SAMPLES] = "Samples",
        [KP_S_XL_R_MIN] = "min (ms)",
        [KP_S_XL_R_AVG] = "avg (ms)",
        [KP_S_XL_R_STDDEV] = "stddev (ms)",
        [KP_S_XL_R_P50] = "p50 (ms)",
        [KP_S_XL_R_P99] = "p99 (ms)",
        [KP_S_XL_R_P999] = "p99.9 (ms)",
        [KP_S_XL_R_MAX] = "max (ms)",
        [KP_S_XL_S_SERVICE] =
            "Service latency, from hand-off to the client (as Kafka's tool)",
        [KP_S_XL_S_SEARCH] =
            "Capacity search (the Capacity sheet has the trials)",
        [KP_S_XL_R_SUSTAINED] = "Sustained rate (held for the soak) (msg/s)",
        [KP_S_XL_R_HIGHEST] = "Highest passing trial rate (msg/s)",
        [KP_S_XL_S_DRAIN] = "Backlog drain",
        [KP_S_XL_R_DRAIN_RATE] = "Drain rate while behind (msg/s)",
        [KP_S_XL_R_CATCH_UP] = "Caught up after the first assignment (s)",
        [KP_S_XL_R_EXPECTED] = "Expected (delivered in the produce phase)",
        [KP_S_XL_R_CONSUMED] = "Consumed (in the tier's offset ranges)",
        [KP_S_XL_R_MISSING] = "Missing (messages)",
        [KP_S_XL_R_COMPLETENESS] = "Completeness (%)",
        [KP_S_XL_R_LOST] = "Lost: acknowledged, never read (by message)",
        [KP_S_XL_R_DUPLICATES] =
            "Read twice: written to the log twice (by message)",
        [KP_S_XL_R_UNACKED] = "Read although never acknowledged (by message)",
        [KP_S_XL_R_CBYTES] = "Consumed, key + value (bytes)",
        [KP_S_XL_R_CMIB] = "Consumed (MiB)",
        [KP_S_XL_S_TIME] = "Time",
        [KP_S_XL_R_CDURATION] = "Duration, start to last message (s)",
        [KP_S_XL_R_JOIN] = "Rebalance: start to first assignment (s)",
        [KP_S_XL_R_FETCH] = "Fetch time, duration minus the join (s)",
        [KP_S_XL_S_THROUGHPUT] = "Throughput",
        [KP_S_XL_R_CRATE] = "Rate, group join included (msg/s)",
        [KP_S_XL_R_CMIBPS] = "Throughput, group join included (MiB/s)",
        [KP_S_XL_R_FRATE] = "Fetch-only rate (msg/s)",
        [KP_S_XL_R_FMIBPS] = "Fetch-only throughput (MiB/s)",
        [KP_S_XL_S_E2E] = "End-to-end latency, production timestamp to receipt",
        [KP_S_XL_MEASURE] = "Measure",
        [KP_S_XL_CATALOG_METRIC] = "Catalog metric",
        [KP_S_XL_METRIC] = "Metric",
        [KP_S_XL_TIER] = "Tier",
        [KP_S_XL_CRITERION_UNIT] = "Criterion (unit)",
        [KP_S_XL_THRESHOLD] = "Threshold",
        [KP_S_XL_VALUE] = "Value",
        [KP_S_XL_MARGIN] = "Margin",
        [KP_S_XL_NOTE] = "Note",
        [KP_S_XL_CRITERIA_CHECKS] = "Criteria checks",
        [KP_S_XL_CRITERIA_CHECKS_NOTE] =
            "Each criterion of the plan judged on each tier it applies to. "
            "Margin: room to spare in the metric's unit (negative fails). The "
            "coloured cells above carry the same verdicts.",
        [KP_S_XL_NO_CRITERIA_HERE] =
            "The plan has no criteria on these metrics.",
        [KP_S_XL_CLIENT_DEFAULTS] = "(client defaults)",
        [KP_S_XL_YES] = "yes",
        [KP_S_XL_NO] = "no",
        [KP_S_XL_NO_CAPS] = "NO",
        [KP_S_XL_BROKER_DEFAULT] = "broker default",
        [KP_S_XL_SC_MESSAGES] = "Messages (warm-up included)",
        [KP_S_XL_TARGET_RATE_MSGS] = "Target rate (msg/s)",
        [KP_S_XL_RECORD_BYTES] = "Record size (bytes)",
        [KP_S_XL_SC_PAYLOAD] = "Payload file",
        [KP_S_XL_SC_KEYS] = "Keys",
        [KP_S_XL_SC_HEADERS] = "Headers",
        [KP_S_XL_SC_WARMUP_MSGS] = "Warm-up (messages)",
        [KP_S_XL_SC_WARMUP_S] = "Warm-up (s)",
        [KP_S_XL_SC_INTERVAL] = "Snapshot interval (s)",
        [KP_S_XL_SC_DRAIN] = "Drain timeout (s)",
        [KP_S_XL_SC_PRODUCERS] = "Producer instances",
        [KP_S_XL_SC_PRODUCER_PROPS] = "Producer properties",
        [KP_S_XL_SC_CONSUME] = "Consume phase",
        [KP_S_XL_SC_CONSUMERS] = "Consumers in the group",
        [KP_S_XL_SC_GROUP] = "Consumer group",
        [KP_S_XL_SC_FETCH] = "Fetch size, max.partition.fetch.bytes (bytes)",
        [KP_S_XL_SC_TIMEOUT] = "No-message timeout (s)",
        [KP_S_XL_SC_CONSUMER_PROPS] = "Consumer properties",
        [KP_S_XL_TOPIC] = "Topic",
        [KP_S_XL_PARTITIONS] = "Partitions",
        [KP_S_XL_RF] = "Replication factor",
        [KP_S_XL_SC_SWEEPS] = "Sweeps and workloads",
        [KP_S_XL_SC_SWEEP_POINT] = "Sweep point",
        [KP_S_XL_SC_PARALLEL] = "Parallel group",
        [KP_S_XL_BROKER_DEFAULTS] = "(broker defaults)",
        [KP_S_XL_TOPIC_PLAN] = "Topic (plan)",
        [KP_S_XL_CREATED_WHEN_MISSING] = "Created by kplan when missing",
        [KP_S_XL_TOPIC_CONFIG] = "Topic configuration",
        [KP_S_XL_DEFINITION] = "Definition",
        [KP_S_XL_CRITERION] = "Criterion",
        [KP_S_XL_APPLIES_TO] = "Applies to",
        [KP_S_XL_PASS_CRITERIA] = "Pass criteria",
        [KP_S_XL_NO_CRITERIA] = "The plan sets no criteria.",
        [KP_S_XL_SCENARIOS_NOTE] =
            "The plan's tiers as run, in order: one column per tier. Client "
            "properties are shown with secrets redacted.",
        [KP_S_XL_PARAMETER] = "Parameter",
        [KP_S_XL_PLAN_KEY] = "Plan key",
        [KP_S_XL_PHASE] = "Phase",
        [KP_S_XL_TIER_STATUS] = "Tier status",
        [KP_S_XL_CONSUME_STARTED] = "Consume started (UTC)",
        [KP_S_XL_PRODUCE_STARTED] = "Produce started (UTC)",
        [KP_S_XL_PAYLOAD_FILE] = "payload file",
        [KP_S_XL_COUNTS_RECONCILE] =
            "Counts reconcile (sent = delivered + failed + undelivered)",
        [KP_S_XL_ERRORS_BY_CODE] = "Delivery errors by librdkafka error code",
        [KP_S_XL_CODE_MESSAGES] = "%s (messages)",
        [KP_S_XL_ANY_CODE] = "Any error code (messages)",
        [KP_S_XL_PRODUCE_NOTE] =
            "Corrected latency runs from the moment a message was due by the "
            "open-loop schedule (queueing behind a stall included, as wrk2); "
            "service latency from the hand-off to the client (what Kafka's "
            "kafka-producer-perf-test reports). Statistics exclude the "
            "warm-up. MiB = 2^20 bytes. Coloured cells are judged by a "
            "criterion (hover for the comment); see Criteria checks below.",
        [KP_S_XL_CONSUMERS] = "Consumers",
        [KP_S_XL_STOPPED_TIMEOUT] = "Stopped by the no-message timeout",
        [KP_S_XL_CONSUME_NOTE] =
            "Each tier's messages read back by a consumer group from the "
            "tier's own offset ranges. Rates with the group join included "
            "match Kafka's nMsg.sec; fetch-only rates exclude the join "
            "(fetch.nMsg.sec). End-to-end latency runs from the production "
            "timestamp in the message to its receipt.",
        [KP_S_XL_PROP_SUBJECT] = "Kafka acceptance and capacity test report",
        [KP_S_XL_PROP_KEYWORDS] = "Kafka, acceptance, capacity, kplan",
        [KP_S_XL_PROP_CATEGORY] = "Acceptance test report",
        [KP_S_XL_PROP_COMMENTS] =
            "Verdict %s. Built by kplan %s from the results of run %s",
        [KP_S_XL_PROP_SHA] = " (results.json SHA-256 %s)",
        [KP_S_XL_PROP_END] = ".",

        /* ---- the report model and the charts ---- */
};
