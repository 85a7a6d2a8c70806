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
            "Margin: how far the value is from the limit, in the metric's "
            "unit; a failure says how far over or under the limit. The "
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
        [KP_S_XL_VALUE_PLAIN] = "Value",
        [KP_S_XL_UNIT] = "Unit",
        [KP_S_XL_X_POINTS] = "Points",
        [KP_S_XL_X_A] = "a (intercept)",
        [KP_S_XL_X_B] = "b (per decade)",
        [KP_S_XL_X_PROJECTED] = "Projected at target",
        [KP_S_XL_X_CROSSES] = "Crosses the threshold",
        [KP_S_XL_X_TRENDS] = "Trends across the volume tiers",
        [KP_S_XL_X_TRENDS_NOTE] =
            "Least squares: value = a + b x log10(messages), fitted over the "
            "fixed-rate volume tiers and projected to the target messages.",
        [KP_S_XL_X_NO_TREND] = "Fewer than two volume tiers of different sizes "
                               "completed: no trend can be fitted.",
        [KP_S_XL_NONE] = "none",
        [KP_S_XL_X_TITLE] = "Extrapolation to the target volume",
        [KP_S_XL_X_NO_TARGET] =
            "The plan sets no target volume: nothing to extrapolate to. Add a "
            "\"target\" to the plan and rebuild the reports with kplan report.",
        [KP_S_XL_X_INPUTS] = "Target (from the plan)",
        [KP_S_XL_X_INPUT] = "Input",
        [KP_S_XL_X_DERIVED] = "Derived from the measurements",
        [KP_S_XL_X_DERIVED_FIG] = "Derived figure",
        [KP_S_XL_X_ASSUMPTIONS] = "Assumptions",
        [KP_S_XL_NONE_DOT] = "None.",
        [KP_S_XL_X_RISKS] = "Risks",
        [KP_S_XL_E_PROPERTY] = "Property",
        [KP_S_XL_E_BROKER_SETTING] = "Broker setting",
        [KP_S_XL_E_BS_EMBEDDED] = "Broker settings: none, the embedded cluster "
                                  "has no broker configuration.",
        [KP_S_XL_E_BS_NOT_READ] = "Broker settings: not read (no "
                                  "DescribeConfigs answer for a broker).",
        [KP_S_XL_E_BS_TITLE] =
            "Broker settings, as %s reports them (DescribeConfigs)",
        [KP_S_XL_E_THE_BROKER] = "the broker",
        [KP_S_XL_E_DECIDES] = "What it decides",
        [KP_S_XL_E_BROKER_ID] = "Broker ID",
        [KP_S_XL_E_HOST] = "Host",
        [KP_S_XL_E_PORT] = "Port",
        [KP_S_XL_E_CLUSTER] = "Cluster",
        [KP_S_XL_E_BOOTSTRAP] = "Bootstrap servers",
        [KP_S_XL_E_EMBEDDED_BOOT] = "embedded (librdkafka mock cluster)",
        [KP_S_XL_E_EMBEDDED] = "Embedded mock cluster",
        [KP_S_XL_E_EMBEDDED_YES] = "yes: no evidence about any Kafka cluster",
        [KP_S_XL_E_CLUSTER_ID] = "Cluster ID",
        [KP_S_XL_E_NOT_KNOWN] = "not known",
        [KP_S_XL_E_CONTROLLER] = "Controller (broker ID)",
        [KP_S_XL_E_RELEASE] = "Kafka release",
        [KP_S_XL_E_API] = "Broker API versions",
        /* a negative margin's number format: %s is the number's code */
        [KP_S_XL_NF_OVER] = "%s\" over the limit\"",
        [KP_S_XL_NF_UNDER] = "%s\" under the limit\"",
        [KP_S_XL_E_RELEASE_DECLARED] = "Kafka release (declared)",
        [KP_S_XL_H_TITLE] = "Broker hosts, declared in the plan (not measured)",
        [KP_S_XL_H_HOSTS] = "Hosts",
        [KP_S_XL_H_COUNT] = "Count",
        [KP_S_XL_H_CORES] = "CPU cores",
        [KP_S_XL_H_MEMORY] = "Memory",
        [KP_S_XL_H_DISKS] = "Data disks",
        [KP_S_XL_H_OS] = "Operating system",
        [KP_S_XL_C_DIFFER] = "Settings that differ (possible causes)",
        [KP_S_XL_C_SETTING] = "Setting",
        [KP_S_XL_C_KIND] = "Kind",
        [KP_S_XL_C_BROKER_SETTINGS] = "Broker settings: %s.",
        [KP_S_XL_E_NO_BROKERS] = "No broker metadata in the results.",
        [KP_S_XL_E_WARNINGS] = "Warnings",
        [KP_S_XL_E_PARTITION] = "Partition",
        [KP_S_XL_E_LEADER] = "Leader",
        [KP_S_XL_E_REPLICAS] = "Replicas",
        [KP_S_XL_E_ISR] = "In-sync replicas",
        [KP_S_XL_E_TOPIC] = "Topic %s",
        [KP_S_XL_E_CREATED] = "Created by this run",
        [KP_S_XL_E_TOPIC_CONFIG] = "Configuration as described by the cluster",
        [KP_S_XL_E_NOT_DESCRIBED] = "Not described by the cluster.",
        [KP_S_XL_E_LAYOUT] = "Partition layout",
        [KP_S_XL_E_PRODUCER_DEFAULTS] =
            "kplan's producer settings (under a tier's producer settings)",
        [KP_S_XL_E_CONSUMER_DEFAULTS] =
            "kplan's consumer settings (under a tier's consumer settings)",
        [KP_S_XL_E_CLIENT_CONFIG] =
            "Client configuration (effective, secrets redacted)",
        [KP_S_XL_E_NO_CLIENT_CONFIG] =
            "No client configuration in the results.",
        [KP_S_XL_E_CLIENT_HOST] = "Client host",
        [KP_S_XL_E_HOSTNAME] = "Hostname",
        [KP_S_XL_E_OS] = "Operating system",
        [KP_S_XL_E_CPU] = "CPU",
        [KP_S_XL_E_CPUS] = "CPUs",
        [KP_S_XL_E_MEMORY] = "Memory (bytes)",
        [KP_S_XL_E_AGENTS] =
            "Load hosts (kplan agents; clock offset to the coordinator, ms)",
        [KP_S_XL_E_AGENT] = "Agent %s",
        [KP_S_XL_E_AGENT_LINE] = "%s, kplan %s, librdkafka %s, clock offset %s "
                                 "ms (round trip %s ms)%s%s",
        [KP_S_XL_E_LOST] = "; LOST: ",
        [KP_S_XL_E_SOFTWARE] = "Software and fingerprints",
        [KP_S_XL_E_KPLAN] = "kplan version",
        [KP_S_XL_E_LIBRDKAFKA] = "librdkafka version",
        [KP_S_XL_E_PLAN_FILE] = "Plan file",
        [KP_S_XL_E_PLAN_SHA] = "Plan SHA-256",
        [KP_S_XL_E_RESULTS_SHA] = "Results (results.json) SHA-256",
        [KP_S_XL_E_NOT_COMPUTED] = "not computed",
        [KP_S_XL_E_PLAN] = "Plan",
        [KP_S_XL_E_RUN_ID] = "Run ID",
        [KP_S_XL_E_RUN_STARTED] = "Run started (UTC)",
        [KP_S_XL_E_RUN_FINISHED] = "Run finished (UTC)",
        [KP_S_XL_E_RUN_STATUS] = "Run status",
        [KP_S_XL_E_COMMAND] = "Command line (secrets redacted)",
        [KP_S_XL_E_OVERRIDES] =
            "Plan overrides (--set, applied before the plan was checked)",
        [KP_S_XL_E_NOTE] =
            "The cluster as kplan found it, the client that measured it, and "
            "the fingerprints that tie this workbook to its plan and results.",
        [KP_S_XL_SO_PROMPT] = "Choose %s, %s or %s.",
        [KP_S_XL_SO_DECISION] = "Decision",
        [KP_S_XL_SO_DECISION_ERROR] = "Choose one of the listed decisions.",
        [KP_S_XL_SO_DATE] = "Date",
        [KP_S_XL_SO_DATE_PROMPT] = "Date of the decision, e.g. 2026-12-01.",
        [KP_S_XL_SO_DATE_ERROR] = "Enter a date (yyyy-mm-dd).",
        [KP_S_XL_SO_ROLE] = "Role",
        [KP_S_XL_SO_NAME] = "Name",
        [KP_S_XL_SO_CONDITIONS] = "Conditions",
        [KP_S_XL_SO_SIGNATURE] = "Signature",
        [KP_S_XL_SO_COMMENT] = "Comment",
        [KP_S_XL_SO_STATEMENT] =
            "A decision accepts the verdict (%s) and the evidence in this "
            "workbook for plan %s, run %s",
        [KP_S_XL_SO_NO_RUN_ID] = "(no run id)",
        [KP_S_XL_SO_SHA] = ", results SHA-256 %s",
        [KP_S_XL_SO_PREPARED_BY] = "Prepared by",
        [KP_S_XL_SO_NOT_NAMED] = "not named in the plan",
        [KP_S_XL_SO_EDITABLE] =
            "Yellow cells are the only editable cells of this workbook. Every "
            "sheet is protected without a password against accidental edits: "
            "Review > Unprotect Sheet allows a correction.",
        [KP_S_XL_APPROVED] = "Approved",
        [KP_S_XL_APPROVED_IF] = "Approved with conditions",
        [KP_S_XL_REJECTED] = "Rejected",
        [KP_S_XL_C_RATES] = "%s to %s msg/s",
        [KP_S_XL_C_RATES_TRIED] = "Rates tried",
        [KP_S_XL_C_EACH_TRIAL] = "Each trial",
        [KP_S_XL_C_SOAK] = "Soak",
        [KP_S_XL_C_NO_SOAK_NOTE] =
            "none: the rate found is not called sustained",
        [KP_S_XL_C_JUDGED_BY] = "Judged by",
        [KP_S_XL_C_CRITERIA] = "Criteria",
        [KP_S_XL_C_PASSES] = "A trial passes",
        [KP_S_XL_C_PASSES_WHEN] = "every message delivered, at least %d%% of "
                                  "its rate achieved, every criterion met",
        [KP_S_XL_C_ENDED] = "How it ended",
        [KP_S_XL_C_RUN] = "Run",
        [KP_S_XL_C_RATE] = "Rate (msg/s)",
        [KP_S_XL_C_P95_SERVICE] = "p95 service (ms)",
        [KP_S_XL_C_ERRORS] = "Errors (messages)",
        [KP_S_XL_C_RESULT] = "Result",
        [KP_S_XL_C_WHY] = "Why it failed",
        [KP_S_XL_C_SEARCH_TIER] = "Capacity search, tier %s",
        [KP_S_XL_C_AT_CRITERIA] = "Capacity at the criteria, trials",
        [KP_S_XL_C_SUSTAINED] = "Sustained (held for the soak)",
        [KP_S_XL_C_NO_SOAK_HELD] = "no soak held it",
        [KP_S_XL_C_NO_SOAK] = "no soak",
        [KP_S_XL_C_DRAIN_TIER] = "Backlog drain, tier %s",
        [KP_S_XL_C_STARTED_AFTER] = "Consumers started after",
        [KP_S_XL_C_CAUGHT_UNDER] = "Caught up when reading messages under",
        [KP_S_XL_C_CAUGHT_AFTER] = "Caught up after the first assignment",
        [KP_S_XL_C_READ_UNTIL] = "Messages read until then",
        [KP_S_XL_C_NOT_MEASURED] = "not measured",
        [KP_S_XL_C_STOPPED_NOTE] =
            "The producers stopped before the consumers caught up: the drain "
            "ended at the last message, read with no new ones coming in.",
        [KP_S_XL_C_NOTE] =
            "A capacity search runs trials at fixed rates, open loop: the "
            "highest rate whose trial met every criterion is the capacity at "
            "the criteria, and it is sustained only when a soak held it. An "
            "unlimited-rate tier is a burst, not capacity. A backlog drain "
            "measures how fast consumers catch up while the producers go on.",
        [KP_S_XL_T_T] = "t (s)",
        [KP_S_XL_T_ERRORS] = "Errors (msgs)",
        [KP_S_XL_T_NO_SNAPSHOTS] = "No interval snapshots in the results.",
        [KP_S_XL_T_NOT_RUN_DOT] = "Not run.",
        [KP_S_XL_T_PERCENTILE] = "Percentile (%)",
        [KP_S_XL_T_CORRECTED_MS] = "Corrected (ms)",
        [KP_S_XL_T_SERVICE_MS] = "Service (ms)",
        [KP_S_XL_T_E2E_MS] = "End-to-end (ms)",
        [KP_S_XL_T_DISTRIBUTION] = "Latency distribution (from the histograms)",
        [KP_S_XL_T_SINCE] = "Seconds since the %s phase started",
        [KP_S_XL_T_PRODUCE_PHASE] = "produce",
        [KP_S_XL_T_CONSUME_PHASE] = "consume",
        [KP_S_XL_T_CORRECTED] = "Corrected",
        [KP_S_XL_T_SERVICE] = "Service",
        [KP_S_XL_T_E2E] = "End-to-end",
        [KP_S_XL_T_LATENCY_MS] = "Latency (ms)",
        [KP_S_XL_T_LIMIT_MS] = "Limit (ms)",
        [KP_S_XL_T_DELIVERED] = "Delivered (msg/s)",
        [KP_S_XL_T_CONSUMED] = "Consumed (msg/s)",
        [KP_S_XL_T_TIER] = "Tier %s",
        [KP_S_XL_T_PRODUCE_NOTE] = "Produce: ",
        [KP_S_XL_T_NOTE_SEP] = ". ",
        [KP_S_XL_T_CONSUME_NOTE] = "Consume: ",
        [KP_S_XL_T_PRODUCE_IV] = "Produce intervals (corrected latency)",
        [KP_S_XL_T_CONSUME_IV] = "Consume intervals (end-to-end latency)",
        [KP_S_XL_T_CONSUME_IV_NO_E2E] =
            "Consume intervals (no end-to-end latency: read after the produce "
            "phase)",
        [KP_S_XL_T_PRODUCE_TPUT] = "%s: produce throughput",
        [KP_S_XL_T_PRODUCE_LAT] = "%s: produce latency from the due time",
        [KP_S_XL_T_LIMIT] = "limit",
        [KP_S_XL_T_CONSUME_TPUT] = "%s: consume throughput",
        [KP_S_XL_T_E2E_LAT] = "%s: end-to-end latency",
        [KP_S_XL_T_BY_PCT] = "%s: latency by percentile",
        [KP_S_XL_T_P95_OF] = "p95 %s (ms)",
        [KP_S_XL_T_ACH_PRODUCE] = "Achieved produce (msg/s)",
        [KP_S_XL_T_FETCH] = "Consume fetch (msg/s)",
        [KP_S_XL_T_P95_CORRECTED] = "p95 corrected (ms)",
        [KP_S_XL_T_P95_E2E] = "p95 end-to-end (ms)",
        [KP_S_XL_T_PRODUCE_ACH] = "Produce, achieved (msg/s)",
        [KP_S_XL_T_CONSUME_FETCH] = "Consume, fetch only (msg/s)",
        [KP_S_XL_T_COMPARISON] = "Tier comparison",
        [KP_S_XL_T_NOT_RUN] = "not run",
        [KP_S_XL_T_TPUT_BY_TIER] = "Throughput by tier",
        [KP_S_XL_T_TITLE] = "Time series and charts",
        [KP_S_XL_T_NOTE] =
            "Interval snapshots of every tier (t: end of the interval, seconds "
            "since the phase started). Produce intervals carry the corrected "
            "latency (from the due time), consume intervals the end-to-end "
            "latency. The distribution is computed from the tier's histograms "
            "(p0 = minimum, p100 = maximum).",
        [KP_S_XL_T_MAX] = "max",
        [KP_S_XL_W_RUNS] = "Runs measured",
        [KP_S_XL_W_PRODUCED_FOR] = "Produced for (s, median)",
        [KP_S_XL_W_PRODUCE_MEDIAN] = "Produce, achieved (msg/s, median)",
        [KP_S_XL_W_LOWEST] = "msg/s, lowest run",
        [KP_S_XL_W_HIGHEST] = "msg/s, highest run",
        [KP_S_XL_W_PRODUCE_MIBPS] = "Produce (MiB/s)",
        [KP_S_XL_W_P50_CORRECTED] = "p50 corrected (ms)",
        [KP_S_XL_W_P95_MEDIAN] = "p95 corrected (ms, median)",
        [KP_S_XL_W_P95_LOW] = "p95, lowest run (ms)",
        [KP_S_XL_W_P95_HIGH] = "p95, highest run (ms)",
        [KP_S_XL_W_P99_CORRECTED] = "p99 corrected (ms)",
        [KP_S_XL_W_ERRORS_ALL] = "Errors (messages, all runs)",
        [KP_S_XL_W_BEST] = "Best",
        [KP_S_XL_W_POINT] = "Point (tier)",
        [KP_S_XL_W_BEST_WORD] = "best",
        [KP_S_XL_W_TIE] = "tie",
        [KP_S_XL_W_PRODUCE_MSGS] = "produce (msg/s)",
        [KP_S_XL_W_LOWEST_RUN] = "lowest run",
        [KP_S_XL_W_HIGHEST_RUN] = "highest run",
        [KP_S_XL_W_P95_LOWEST] = "p95, lowest run",
        [KP_S_XL_W_P95_HIGHEST] = "p95, highest run",
        [KP_S_XL_W_BYTES] = " (bytes)",
        [KP_S_XL_W_LAT_TITLE] = "Sweep %s: produce latency by %s",
        [KP_S_XL_W_TPUT_TITLE] = "Sweep %s: throughput by %s",
        [KP_S_XL_W_LAT_AXIS] = "Corrected latency (ms)",
        [KP_S_XL_W_RATE_AXIS] = "Produce rate (msg/s)",
        [KP_S_XL_W_HEAD2] = "Sweep %s: %s x %s",
        [KP_S_XL_W_HEAD] = "Sweep %s: %s",
        [KP_S_XL_W_NO_FINDINGS] = "No findings.",
        [KP_S_XL_W_GRID] = "The same points as a grid, for the charts: one "
                           "column per value of the second parameter.",
        [KP_S_XL_W_NOTE] =
            "Each sweep ran one tier per value of its parameter (or per "
            "combination of two), everything else unchanged, each point as "
            "often as the sweep's repeat says, the runs of all points "
            "interleaved; a point's figures are the medians of its runs. A "
            "difference between two points counts only beyond the noise: the "
            "largest change between two runs of either point, and the default "
            "threshold of kplan compare. Best: the highest median produce rate "
            "among the points that passed every criterion, beyond the noise of "
            "every other (within it: the one with a lower p95 beyond the "
            "noise; else a tie and none); when every point ran at a fixed "
            "rate, p95 leads. Latencies are corrected (from the due time) "
            "unless marked service. The findings are computed from the table "
            "under them.",
        [KP_S_XL_W_NO_CRITERIA] = "no criteria",
        [KP_S_XL_W_WORKLOAD] = "Workload",
        [KP_S_XL_W_COMPLETENESS] = "Completeness",
        [KP_S_XL_W_GROUP] = "Parallel group %s",
        [KP_S_XL_W_AGGREGATE] = "Aggregate",
        [KP_S_XL_W_NO_AGGREGATE] =
            "No criterion judges this group as a whole (\"aggregate\": true).",
        [KP_S_XL_W_AGGREGATE_NOTE] =
            "Aggregate criteria, judged on the group as a whole: rates and "
            "counts added up, latency histograms merged.",
        [KP_S_XL_W_TITLE] = "Concurrent workloads",
        [KP_S_XL_W_WL_NOTE] =
            "The workloads of a parallel group ran at the same time: their "
            "produce phases together, then their consume phases. The aggregate "
            "row adds up rates, MiB/s and errors and merges the latency "
            "histograms, so its percentiles are those of every message of the "
            "group; its verdict is that of the aggregate criteria.",
        [KP_S_XL_TRIAL_PASS] = "pass",
        [KP_S_XL_TRIAL_FAIL] = "FAIL",
        [KP_S_XL_K_SHEET] = "Comparison",
        [KP_S_XL_K_NOTE] =
            "Run B against run A, tier by tier (matched by name; parallel "
            "groups through their aggregates), every catalog metric both runs "
            "measured. A regression is a gated metric on which B is worse than "
            "A, in the metric's direction, by more than %s of A.",
        [KP_S_XL_K_RESULTS] = "Results",
        [KP_S_XL_K_STARTED] = "Started (UTC)",
        [KP_S_XL_K_RUN_A] = "Run A (baseline)",
        [KP_S_XL_K_RUN_B] = "Run B (compared with A)",
        [KP_S_XL_K_SHOWN_ONLY] = "shown only",
        [KP_S_XL_K_BETTER] = "Better",
        [KP_S_XL_K_CHANGE] = "Change",
        [KP_S_XL_K_GATED] = "Gated",
        [KP_S_XL_K_EMBEDDED] =
            "WARNING: a run compared here measured librdkafka's in-process "
            "mock cluster (the embedded cluster), not a Kafka cluster; its "
            "figures are no evidence about any Kafka cluster.",
        [KP_S_XL_K_TITLE] = "Run comparison",
        [KP_S_XL_K_REGRESSION] = "REGRESSION",
        [KP_S_XL_K_NO_REGRESSION] = "NO REGRESSION",
        [KP_S_XL_K_EVERY] = "Every metric compared",
        [KP_S_XL_K_NOT_COMPARED] = "Not compared",
        [KP_S_XL_K_ALL_A_IN_B] = "Every tier of A is in B.",
        [KP_S_XL_K_ONLY_A] = "(above: only in A)",
        [KP_S_XL_K_ALL_B_IN_A] = "Every tier of B is in A.",
        [KP_S_XL_K_ONLY_B] = "(above: only in B)",
        [KP_S_XL_K_PROP_TITLE] = "kplan run comparison",
        [KP_S_XL_K_PROP_SUBJECT] = "Kafka acceptance runs compared",
        [KP_S_XL_K_PROP_KEYWORDS] = "Kafka, comparison, regression, kplan",

        /* ---- the report model and the charts ---- */
};
