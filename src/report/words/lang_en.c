/*
 * lang_en: the report's words in English (the default). Keys and the
 * arguments of each string: report/words/lang.h.
 */
#include "report/words/lang.h"

/* The metric catalog's definitions word for word (plan/metrics.c):
 * tests/unit/test_lang.c checks that they agree. */
#define DEF_CORRECTED                                                          \
        "produce latency measured from the moment the message was due by "     \
        "the schedule to its delivery report (coordinated omission "           \
        "corrected), "
#define DEF_SERVICE                                                            \
        "produce latency measured from the moment the message was handed "     \
        "to the client to its delivery report (what Kafka's "                  \
        "ProducerPerformance reports), "
#define DEF_E2E                                                                \
        "end-to-end latency from the production timestamp carried in the "     \
        "message to its receipt by the consumer, "

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
        [KP_S_XL_SHEET_TIME] = "Where the time went",
        [KP_S_XL_FONT] = "Calibri",
        [KP_S_XL_FOOTER] = "Kafka acceptance report: ",
        [KP_S_XL_FOOTER_PAGE] = "Page &P of &N",
        [KP_S_XL_PASS] = "PASS",
        [KP_S_XL_FAIL] = "FAIL",
        [KP_S_XL_INCOMPLETE] = "INCOMPLETE",
        [KP_S_XL_INCONCLUSIVE] = "INCONCLUSIVE",
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
        [KP_S_XL_R_JOIN] = "Group join: start to first assignment (s)",
        [KP_S_XL_R_FETCH] = "Fetch time, duration minus the join (s)",
        [KP_S_XL_S_THROUGHPUT] = "Throughput",
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
        [KP_S_XL_CLOCK_SKEW] =
            "Clock skew: tier %s's end-to-end latency was read across %d "
            "hosts whose clocks may differ by up to %s ms, more than %s of "
            "its p50 (%s ms): the figure is off by up to that much (see "
            "Environment).",
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
        [KP_S_XL_E_CLIENT_SETTINGS] =
            "Client settings that differ from librdkafka's defaults",
        [KP_S_XL_E_CS_DEFAULTS] = "Whose defaults the clients started from "
                                  "(the plan's cluster.client_defaults)",
        [KP_S_XL_E_CS_WHY] = "Why",
        [KP_S_XL_E_CS_DEFAULT] = "librdkafka's default",
        [KP_S_XL_E_CS_TIERS] = "Tiers",
        [KP_S_XL_E_CS_ALL] = "all",
        [KP_S_XL_E_CS_PER_TIER] = "one per tier",
        [KP_S_XL_E_CS_PRODUCERS] = "Producers",
        [KP_S_XL_E_CS_CONSUMERS] = "Consumers",
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
        [KP_S_XL_SO_PROMPT] = "Choose %s, %s, %s or %s.",
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
        [KP_S_XL_C_WARMUP] = "Warm-up",
        [KP_S_XL_C_REPEATED] = "Lowest rate tried twice",
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
        [KP_S_XL_T_CONSUME_TPUT] = "%s: consume throughput",
        [KP_S_XL_T_E2E_LAT] = "%s: end-to-end latency",
        [KP_S_XL_T_BY_PCT] = "%s: latency by percentile",
        [KP_S_XL_T_ACH_PRODUCE] = "Achieved produce (msg/s)",
        [KP_S_XL_T_P95_CORRECTED] = "p95 corrected (ms)",
        [KP_S_XL_T_P95_E2E] = "p95 end-to-end (ms)",
        [KP_S_XL_T_COMPARISON] = "Tier comparison",
        [KP_S_XL_T_NOT_RUN] = "not run",
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
        [KP_S_XL_K_INCOMPLETE] = "INCOMPLETE",
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
        [KP_S_RM_DEF_PRODUCE_RATE] =
            "the delivery rate after the warm-up, measured over the central "
            "98% of deliveries: messages delivered between the 1st and the "
            "99th percentile of delivery order divided by the seconds "
            "between them (producer instances' windows joined)",
        [KP_S_RM_DEF_PRODUCE_RATE_RATIO] =
            "produce.rate.achieved_msgs_per_sec divided by the tier's target "
            "rate (1.0 = on target); fixed-rate tiers only",
        [KP_S_RM_DEF_PRODUCE_MIBPS] =
            "key and value bytes delivered after the warm-up per second, "
            "MiB = 2^20 bytes",
        [KP_S_RM_DEF_PRODUCE_LAT_AVG] = "mean " DEF_CORRECTED "in milliseconds",
        [KP_S_RM_DEF_PRODUCE_LAT_P50] =
            "50th percentile of " DEF_CORRECTED "in milliseconds",
        [KP_S_RM_DEF_PRODUCE_LAT_P95] =
            "95th percentile of " DEF_CORRECTED "in milliseconds",
        [KP_S_RM_DEF_PRODUCE_LAT_P99] =
            "99th percentile of " DEF_CORRECTED "in milliseconds",
        [KP_S_RM_DEF_PRODUCE_LAT_P999] =
            "99.9th percentile of " DEF_CORRECTED "in milliseconds",
        [KP_S_RM_DEF_PRODUCE_LAT_MAX] =
            "maximum of " DEF_CORRECTED "in milliseconds",
        [KP_S_RM_DEF_PRODUCE_SVC_AVG] = "mean " DEF_SERVICE "in milliseconds",
        [KP_S_RM_DEF_PRODUCE_SVC_P50] =
            "50th percentile of " DEF_SERVICE "in milliseconds",
        [KP_S_RM_DEF_PRODUCE_SVC_P95] =
            "95th percentile of " DEF_SERVICE "in milliseconds",
        [KP_S_RM_DEF_PRODUCE_SVC_P99] =
            "99th percentile of " DEF_SERVICE "in milliseconds",
        [KP_S_RM_DEF_PRODUCE_SVC_P999] =
            "99.9th percentile of " DEF_SERVICE "in milliseconds",
        [KP_S_RM_DEF_PRODUCE_SVC_MAX] =
            "maximum of " DEF_SERVICE "in milliseconds",
        [KP_S_RM_DEF_PRODUCE_ERRORS] =
            "messages that failed delivery plus messages still undelivered "
            "when the produce phase ended (warm-up included)",
        [KP_S_RM_DEF_PRODUCE_ERROR_RATIO] =
            "produce.errors divided by messages sent",
        [KP_S_RM_DEF_CONSUME_RATE] =
            "messages consumed divided by the seconds from the consumer's "
            "start to its last message, group join included (Kafka's "
            "nMsg.sec)",
        [KP_S_RM_DEF_CONSUME_MIBPS] =
            "key and value bytes consumed per second over the same time as "
            "consume.msgs_per_sec (Kafka's MB.sec)",
        [KP_S_RM_DEF_CONSUME_FETCH_RATE] =
            "messages consumed per second of fetch time: the group join and "
            "rebalance time excluded (Kafka's fetch.nMsg.sec)",
        [KP_S_RM_DEF_CONSUME_FETCH_MIBPS] =
            "key and value bytes consumed per second of fetch time (Kafka's "
            "fetch.MB.sec)",
        [KP_S_RM_DEF_CONSUME_REBALANCE_MS] =
            "milliseconds from the consumer's start until its first "
            "partitions were assigned (Kafka's rebalance.time.ms)",
        [KP_S_RM_DEF_CONSUME_COMPLETENESS] =
            "distinct messages of the tier consumed divided by the messages "
            "delivered in its produce phase (1.0 = every message read back)",
        [KP_S_RM_DEF_CONSUME_MISSING] =
            "messages acknowledged in the tier's produce phase that the "
            "consumer did not read before it stopped (lost, when counted "
            "message by message)",
        [KP_S_RM_DEF_CONSUME_DUPLICATES] =
            "messages of the tier read more than once because the log holds "
            "them more than once (a producer retry without idempotence), "
            "counted by the index each message carries",
        [KP_S_RM_DEF_E2E_AVG] = "mean " DEF_E2E "in milliseconds",
        [KP_S_RM_DEF_E2E_P50] = "50th percentile of " DEF_E2E "in milliseconds",
        [KP_S_RM_DEF_E2E_P95] = "95th percentile of " DEF_E2E "in milliseconds",
        [KP_S_RM_DEF_E2E_P99] = "99th percentile of " DEF_E2E "in milliseconds",
        [KP_S_RM_DEF_E2E_P999] =
            "99.9th percentile of " DEF_E2E "in milliseconds",
        [KP_S_RM_DEF_E2E_MAX] = "maximum " DEF_E2E "in milliseconds",
        [KP_S_RM_DEF_CAPACITY_RATE] =
            "a capacity search's sustained rate: the rate its soak held with "
            "every search criterion met (no soak, or none held: not "
            "measured)",
        [KP_S_RM_DEF_CAPACITY_FOUND] =
            "a capacity search's highest trial rate that met every search "
            "criterion (trials only: not sustained)",
        [KP_S_RM_DEF_DRAIN_RATE] =
            "a backlog drain's read rate while behind: messages read from the "
            "consumers' first assignment until they caught up, per second",
        [KP_S_RM_DEF_DRAIN_CATCH_UP] =
            "seconds from a backlog drain's first assignment until its "
            "consumers read only messages younger than the plan's caught_up "
            "bound, the producers going on meanwhile",
        [KP_S_CHART_RUNS] = ": medians of %d runs, bars: lowest to highest",
        [KP_S_CHART_LAT_RUNS] = ": medians of %d runs, %s: lowest to highest",
        [KP_S_CHART_BARS] = "bars",
        [KP_S_CHART_P95_BARS] = "p95 bars",
        [KP_S_CHART_TIERS_RATE_TITLE] = "Throughput of the rate-limited tiers",
        [KP_S_CHART_TIERS_RATE_ALT] =
            "Bar chart: achieved produce rate of each tier with a target "
            "rate, and the rate of a consumer that read during it, in msg/s, "
            "each against its own limit",
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
        [KP_S_CHART_CLIENT_TIME_TITLE] =
            "Tier %s: where the time went (per-second p95 of each stage)",
        [KP_S_CHART_CLIENT_TIME_ALT] =
            "Line chart of tier %s over time: the per-second p95 of each "
            "stage of a "
            "produced message, behind schedule, in the client queue, waiting "
            "to be sent and the round trip, in ms",
        [KP_S_CHART_CLIENT_CPU_TITLE] = "Tier %s: the load client's CPU",
        [KP_S_CHART_CLIENT_CPU_ALT] =
            "Line chart of tier %s over time: the CPU the load client used, in "
            "cores: the whole process, its busiest thread, and the threads "
            "waiting for a CPU",
        [KP_S_CHART_Y_STAGE_P95] = "p95 of each stage (ms)",
        [KP_S_CHART_Y_CORES] = "CPU (cores)",
        [KP_S_CHART_S_SCHED] = "behind schedule",
        [KP_S_CHART_S_QUEUE] = "client queue",
        [KP_S_CHART_S_SEND] = "waiting to be sent",
        [KP_S_CHART_S_RTT] = "round trip",
        [KP_S_CHART_S_PROCESS] = "process",
        [KP_S_CHART_S_THREAD] = "busiest thread",
        [KP_S_CHART_S_WAIT] = "waiting for a CPU",
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
        [KP_S_CHART_P95_JUDGED] = "p95 latency of the tiers a latency "
                                  "criterion judges (not shown: %s)",
        [KP_S_CHART_FAILS] = "fails a latency criterion",
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
        [KP_S_RM_VERDICT_INCONCLUSIVE] = "INCONCLUSIVE",
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
        [KP_S_RM_CAUSE_BEHIND] = "the producers fell behind: %s of the "
                                 "target rate",
        [KP_S_RM_REASON_TIER] = "Tier %s: %s ",
        [KP_S_RM_REASON_VALUE] = "%s, limit %s (%s %s the limit)",
        [KP_S_RM_REASON_OVER] = "over",
        [KP_S_RM_REASON_UNDER] = "under",
        [KP_S_RM_REASON_NOT_MEASURED] = "not measured, limit %s%s%s",
        [KP_S_RM_REASON_NOT_JUDGED] = "not judged, limit %s%s%s",
        [KP_S_RM_REASON_CAUSE] = "; cause: %s",
        [KP_S_RM_EVIDENCE_SHARED] =
            "The brokers ran on the load client's own host (broker %s) in "
            "%s: what those tiers measured is that host's, and no evidence "
            "about a cluster.",
        [KP_S_RM_EVIDENCE_SATURATED] =
            "The load host's CPU was 90%% busy or more in %s: those tiers are "
            "no evidence about the cluster.",
        [KP_S_RM_COLON] = ": ",
        [KP_S_RM_DECISION_APPROVED] = "Approved",
        [KP_S_RM_DECISION_CONDITIONS] = "Approved with conditions",
        [KP_S_RM_DECISION_REJECTED] = "Rejected",
        [KP_S_RM_CONDITIONS_NOTE] =
            "For a decision of \"%s\", list the conditions: what must be done "
            "before the cluster carries the workload, by whom and by when.",
        [KP_S_RM_MARGIN_OVER] = "%s over the limit",
        [KP_S_RM_MARGIN_UNDER] = "%s under the limit",
        [KP_S_RM_GATE] = "%s %s, limit %s %s: %s",
        [KP_S_RM_GATE_PCT] = "%s %s, limit %s %s: %s (%s)",
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
        [KP_S_RM_VR_ABORTED] =
            "stopped early: tier %s could no longer meet its abort "
            "criterion, %s %s %s (%s), and stopped after %s of its %s "
            "schedule",
        [KP_S_RM_VR_ABORTED_UNLIMITED] =
            "stopped early: tier %s could no longer meet its abort "
            "criterion, %s %s %s (%s), and stopped after %s",
        [KP_S_RM_VR_FAILED] = "%zu of %zu tiers failed a criterion",
        [KP_S_RM_VR_INCOMPLETE] = "%zu of %zu tiers did not complete",
        [KP_S_RM_VR_UNJUDGED] = "%zu of %zu checks could not be judged; the "
                                "first: %s on %s: %s",
        [KP_S_RM_X_HEADROOM_VALUE] = "%s×",
        [KP_S_RM_COL_CONSUME_RATE] = "msg/s incl. join",
        [KP_S_RM_COL_CONSUME_MIBPS] = "MiB/s incl. join",
        [KP_S_RM_COL_FETCH_RATE] = "Fetch msg/s",
        [KP_S_RM_COL_FETCH_MIBPS] = "Fetch MiB/s",
        [KP_S_RM_VR_NO_CRITERIA] =
            "the plan has no criteria: nothing was judged",
        [KP_S_RM_VR_NONE_JUDGED] =
            "no criterion judged any tier: every check was N/A",
        [KP_S_RM_VR_CAP_NONE] =
            "no tier measured a rate that met the criteria, to compare with "
            "the "
            "target's peak of %s msg/s (add a tier with \"rate\": \"search\")",
        [KP_S_RM_VR_CAP_FIXED_SHORT] =
            "capacity not demonstrated: at least %s msg/s held at the "
            "criteria, "
            "the target needs %s msg/s at peak (add a tier with \"rate\": "
            "\"search\")",
        [KP_S_RM_VR_CAP_SHORT] =
            "the capacity at the criteria, %s msg/s%s, is below the required "
            "peak of %s msg/s (headroom %.2fx)",
        [KP_S_RM_VR_SUSTAINED] = " sustained",
        [KP_S_RM_VR_IN_TRIALS] = " in trials",
        [KP_S_RM_VR_TRIALS] =
            "capacity found in trials only: %s msg/s met the criteria (%.1fx "
            "the peak), but no soak held it",
        [KP_S_RM_VR_PASS] = "every tier met every criterion%s",
        [KP_S_RM_VR_TARGET_FITS] = " and the target fits",
        [KP_S_RM_AT_LEAST] = "at least %s",
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
        [KP_S_RM_ANS_TP_JOIN] = "%s; %s",
        [KP_S_RM_AT_MOST] = "at most %s",
        [KP_S_RM_ANS_TP_MODEL] = "brokers needed: %d by the capacity model (%s "
                                 "runs out first), %d with one down",
        [KP_S_RM_ANS_TP_ESTIMATE] =
            "brokers needed, estimated from the capacity measured on the %s "
            "tested: %s (assuming the partitions balanced and the same limit "
            "per broker; never fewer than the replication factor, %d), %s "
            "with one down",
        [KP_S_RM_ANS_TP_ESTIMATE_BESIDE] =
            "estimated from the capacity measured on the %s tested: %s "
            "(assuming the partitions balanced and the same limit per broker; "
            "never fewer than the replication factor, %d), %s with one down",
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
        [KP_S_RM_ENV_DIRECTORY] = "%zu directory",
        [KP_S_RM_ENV_DIRECTORIES] = "%zu directories",
        [KP_S_RM_ENV_NEVER_FLUSH] = "%s (never: the OS flushes)",
        [KP_S_RM_ENV_RELEASE_FROM] = "%s, inferred from %s%s",
        [KP_S_RM_ENV_RELEASE_4_PLUS] =
            "4.0 or later, inferred from Fetch starting at v%d and no "
            "inter.broker.protocol.version (both since Kafka 4.0)",
        [KP_S_RM_ENV_RELEASE_DISAGREES] =
            "The plan declares Kafka %s, but the brokers' %s points to "
            "release %s: the two disagree (during an upgrade the protocol "
            "version may be held at an older release on purpose).",
        [KP_S_RM_ENV_HOSTS_EMBEDDED] =
            "The run used the embedded cluster: the declared hosts do "
            "not describe it.",
        [KP_S_RM_ENV_HOSTS_COUNT] =
            "The plan declares %d broker host%s; the cluster reported "
            "%zu broker%s.",
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
        [KP_S_RM_EMULATED_HOSTS] =
            "The hosts were emulated on one machine (network namespaces, "
            "cgroup CPU budgets; one disk, one kernel): the answers describe "
            "that emulated cluster.",
        [KP_S_RM_RUN_COMPLETE] = "complete",
        [KP_S_RM_RUN_RUNNING] = "running",
        [KP_S_RM_RUN_INTERRUPTED] = "interrupted",
        [KP_S_RM_RUN_FAILED] = "failed",
        [KP_S_RM_RUN_STOPPED] = "stopped by an abort criterion",
        [KP_S_RM_RUN_UNKNOWN] = "unknown",
        [KP_S_RM_ROWS_MERGED] =
            "%zu intervals of %s s in %zu rows: each row merges %zu intervals "
            "(its rates over the merged time, its latencies the highest of "
            "them); results.json keeps every interval",
        [KP_S_RM_SEARCH_BELOW_FROM] =
            "No rate met the criteria: the first trial, at %s msg/s, failed",
        [KP_S_RM_SEARCH_AT_BOUND] =
            "The criteria held up to the search's upper bound, %s msg/s: the "
            "capacity is at least that",
        [KP_S_RM_SEARCH_WIDE] = "Stopped after %d trials between %s and %s "
                                "msg/s, wider than the precision asked",
        [KP_S_RM_SEARCH_HELD] =
            "%s msg/s held the criteria and %s msg/s did not, within %g%%",
        [KP_S_RM_SEARCH_UNFINISHED] = "The search did not finish",
        [KP_S_RM_SEARCH_BELOW_TWICE] =
            "No rate met the criteria: the first trial, at %s msg/s, failed, "
            "and so did its repeat",
        [KP_S_RM_TRIAL_REPEAT_LABEL] = "%s %zu (repeats %s %zu)",
        [KP_S_RM_SEARCH_WARMUP] =
            "Before trial 1 the search warmed up at %s msg/s for %s (%s "
            "messages), unmeasured: those messages are in no trial's figures.",
        [KP_S_RM_SEARCH_REPEAT_PASSED] =
            "The lowest rate, %s msg/s, was tried twice: trial %zu failed and "
            "its repeat, trial %zu, passed, so the search went on from that "
            "rate as from a pass.",
        [KP_S_RM_SEARCH_REPEAT_FAILED] =
            "The lowest rate, %s msg/s, was tried twice: trial %zu failed and "
            "so did its repeat, trial %zu, so no rate held.",
        [KP_S_RM_LIST_SEP] = ", ",
        [KP_S_RM_NOTE_UNLIMITED] =
            "unlimited-rate tier: there is no target rate to compare with",
        [KP_S_RM_NOTE_E2E_AFTER] =
            "end-to-end latency is measured with consumer mode \"during\"; "
            "this tier's consumer read after the produce phase",
        [KP_S_RM_NOTE_NOT_MEASURED] = "not measured in this tier",
        [KP_S_RM_NOTE_NOT_COMPLETE] = "the tier did not complete",
        [KP_S_RM_NOTE_NO_CONSUMER] =
            "consumers disabled: the tier has no consume phase",
        [KP_S_RM_NOTE_NOT_SEARCH] =
            "not a capacity search: only a search measures this",
        [KP_S_RM_NOTE_NO_SOAK] =
            "the capacity search has no soak: no rate is ever sustained",
        [KP_S_RM_NOTE_NOT_BACKLOG] =
            "not a backlog drain: only a drain measures this",
        [KP_S_RM_NOTE_AGGREGATE] =
            "an aggregate has no capacity search and no backlog drain",
        [KP_S_RM_NOTE_NAMED] =
            "the criterion names this tier, where it is never measured: %s",
        [KP_S_RM_NOTE_NO_MEASURED] =
            "no message was measured after the warm-up",
        [KP_S_RM_NOTE_PRODUCE_NOT_RUN] = "the produce phase did not run",
        [KP_S_RM_NOTE_CONSUME_NOT_RUN] = "the consume phase did not run",
        [KP_S_RM_NOTE_NOTHING_SENT] = "no message was sent",
        [KP_S_RM_NOTE_BY_OFFSET] =
            "the consumer counted by offset, not message by message "
            "(messages without this tier's stamp were in its offsets): "
            "duplicates are not known",
        [KP_S_RM_NOTE_NOT_FOUND] =
            "no trial met the criteria: no rate was found",
        [KP_S_RM_NOTE_NOT_SUSTAINED] =
            "no soak held a rate at the criteria: nothing was sustained",
        [KP_S_RM_NOTE_NOT_DRAINED] = "the consumers never caught up",
        [KP_S_RM_HEADLINE] =
            "Target %s msgs / %s: required peak %s msg/s; %s%s",
        [KP_S_RM_HL_SUSTAINED] =
            "capacity at the criteria %s msg/s, sustained; headroom %sx",
        [KP_S_RM_HL_TRIALS] = "capacity at the criteria %s msg/s in trials, "
                              "not sustained; headroom %sx",
        [KP_S_RM_HL_FIXED] = "at least %s msg/s held at the criteria (a fixed "
                             "rate, a lower bound); headroom at least %sx",
        [KP_S_RM_HL_BELOW] = "capacity at the criteria under %s msg/s (the "
                             "capacity search's lowest rate failed them)",
        [KP_S_RM_HL_NONE] = "capacity at the criteria not measured",
        [KP_S_RM_HL_BURST] =
            " (burst %s msg/s, latency not bounded: not capacity)",
        /* ---- the brokers' side (model_brokers.c) ---- */
        [KP_S_XL_SHEET_BROKERS] = "Brokers",
        /* ---- unknown figures, rate windows, what a verdict judged ---- */
        [KP_S_RM_NOT_ASKED] = "not asked",
        [KP_S_RM_NOT_APPLICABLE] = "not applicable",
        [KP_S_RM_NOT_JUDGED] = "not judged",
        [KP_S_RM_X_NO_BROKERS] =
            "the number of brokers is not known: nothing to divide by",
        [KP_S_RM_X_NO_BURST_TIER] = "no tier ran at an unlimited rate",
        [KP_S_RM_TIER_REASONS] = "Tier %s: %s",
        [KP_S_RM_TIER_CAUSE] = ". Cause: %s",
        [KP_S_RM_SIGNOFF_MEANS_PASS] =
            "\"%s\" accepts the cluster for the workload of appendix A.1 on "
            "this evidence; \"%s\", once the conditions written (what, who, "
            "when) are met; \"%s\" does not accept it; \"%s\": the run "
            "measured the rig, not the cluster.",
        [KP_S_RM_SIGNOFF_MEANS_FAIL] =
            "On this FAIL, \"%s\" accepts the cluster despite the failed "
            "criteria above, at the signers' risk; \"%s\", once the conditions "
            "written (what, who, when) are met; \"%s\" sends it back to be "
            "fixed and retested; \"%s\": the run measured the rig, not the "
            "cluster.",
        [KP_S_RM_SIGNOFF_MEANS_INCOMPLETE] =
            "On this INCOMPLETE, \"%s\" accepts the cluster without the "
            "missing measurements, at the signers' risk; \"%s\", once the "
            "conditions written (what, who, when) are met; \"%s\" waits for a "
            "complete run; \"%s\": the run measured the rig, not the cluster.",
        [KP_S_RM_RISK_HOST] = "The load host: %s Run the load client on a host "
                              "of its own before relying on those tiers.",
        [KP_S_XL_SO_REPORT_DATE] = "Report date",
        [KP_S_XL_SO_MEANING] = "What a decision means",
        [KP_S_XL_SO_BLANK] = "________________ (to fill in)",
        [KP_S_RM_PP] = "%s pp",
        /* ---- criteria per window (model_windows.c) ---- */
        [KP_S_CHART_TIERS_FULL_TITLE] = "Throughput at full speed",
        [KP_S_CHART_TIERS_FULL_ALT] =
            "Bar chart: produce rate of each tier without a target rate and "
            "fetch-only rate of each consumer that read a backlog, in msg/s, "
            "each against its own limit",
        [KP_S_CHART_S_CONSUME_DURING] = "consume, during the produce phase",
        [KP_S_CHART_S_PRODUCE_UNLIMITED] = "produce, unlimited rate",
        [KP_S_CHART_REF_OF_TARGET] = "produce rate %s %s of the tier's target",
        [KP_S_CHART_REF_TARGET] = "the tier's target rate",
        [KP_S_CHART_CAP_SEE] = "What to see: %s.",
        [KP_S_CHART_CAP_FAIL] = "%s not met by %s",
        [KP_S_CHART_CAP_MET] = "%s met by %s",
        [KP_S_CHART_CAP_UNJUDGED] = "%s not judged for %s",
        [KP_S_CHART_CAP_AND] = ", ",
        [KP_S_CHART_CAP_END] = ".",
        [KP_S_CHART_CAP_SEP] = "; ",
        [KP_S_CHART_E2E_ALT] =
            "Line chart: p50, p95 and p99 of the end-to-end latency per "
            "interval of the consume phase, in ms, tier %s",
        [KP_S_XL_T_LIMITS_OF] = "%s: the limits drawn",
        [KP_S_CHART_WINDOWS_TITLE] = "%s per %s window, tier %s",
        [KP_S_CHART_WINDOWS_ALT] =
            "%s of each %s window of tier %s, against the criterion's limit",
        [KP_S_CHART_S_WINDOW] = "each window",
        [KP_S_RM_WINDOW_SUMMARY] =
            "%zu of %zu windows failed (%zu had to hold); the worst: %s, "
            "from %s s to %s s (%s)",
        [KP_S_RM_WINDOW_NONE] = "no window could be judged",
        [KP_S_XL_SHEET_WINDOWS] = "Windows",
        [KP_S_XL_WIN_TITLE] = "Tier %s: %s %s in each %s window",
        [KP_S_XL_WIN_FROM] = "From (s)",
        [KP_S_XL_WIN_TO] = "To (s)",
        [KP_S_XL_WIN_START] = "Start (UTC)",
        [KP_S_XL_WIN_VALUE] = "Value",
        [KP_S_XL_WIN_LIMIT] = "Limit",
        /* ---- a resumed run's attempts (model_env.c) ---- */
        [KP_S_XL_E_ATTEMPTS] = "Attempts (the run was resumed with kplan run "
                               "--resume)",
        [KP_S_XL_E_ATTEMPT] = "Attempt %s",
        [KP_S_XL_E_ATTEMPT_LINE] = "%s to %s, %s; tiers run to their end: "
                                   "%s; cut off: %s",
        [KP_S_RM_ATT_KILLED] = "ended without finishing (killed, a crash or "
                               "the host lost)",
        [KP_S_RM_ATT_INTERRUPTED] = "interrupted (Ctrl-C)",
        [KP_S_RM_ATT_COMPLETE] = "complete",
        [KP_S_RM_ATT_NONE] = "none",
        [KP_S_RM_ATT_CUT] = "%s (started %s; run again from its start by the "
                            "next attempt; its messages of this attempt, "
                            "counted apart: %s)",
        [KP_S_RM_ATT_SENT] = "%s sent, %s delivered",
        [KP_S_RM_ATT_WRITTEN] = "%s written to its topic",
        [KP_S_RM_ATT_UNKNOWN] = "not known (the embedded cluster ended with "
                                "its process)",
        /* ---- the capacity model (model_extrapolation.c) ---- */
        [KP_S_SZ_CORES] = "%s cores",
        [KP_S_SZ_CORES_UNIT] = "cores",
        [KP_S_SZ_FIT_BROKER] = "broker %s: %s",
        [KP_S_SZ_TITLE] = "Capacity model",
        [KP_S_SZ_RES_CPU] = "CPU",
        [KP_S_SZ_RES_NET_IN] = "network in",
        [KP_S_SZ_RES_NET_OUT] = "network out",
        [KP_S_SZ_RES_DISK_WRITE] = "disk writes",
        [KP_S_SZ_RES_DISK_SPACE] = "disk space",
        [KP_S_SZ_SENTENCE] =
            "The target's peak of %s msg/s needs %s like these (%s runs out "
            "first, at %s msg/s on %d); %d with one down",
        [KP_S_SZ_SENTENCE_NO_TARGET] =
            "%s runs out first, at %s msg/s on %d brokers like these",
        [KP_S_SZ_BASIS] =
            "Each resource's use is fitted broker by broker (%s tested) "
            "against the cluster's rate (least squares over the windows of "
            "fixed-rate tiers and search trials); it runs out at its "
            "threshold of the capacity per broker, first on the broker "
            "shown (with none running out, the busiest). On N′ brokers with "
            "the partitions balanced, each broker's load scales by %d/N′; "
            "with one broker down the rest lead its partitions, so one "
            "broker more is needed.",
        [KP_S_SZ_MEASURED] =
            "Model against measurement: %s reached %s msg/s on %d broker(s); "
            "the model puts %s at 100%% of its capacity at %s msg/s: %s of "
            "the model. %s",
        [KP_S_SZ_SOURCE_SEARCH] = "the capacity search",
        [KP_S_SZ_SOURCE_UNLIMITED] = "the unlimited-rate tier",
        [KP_S_SZ_GAP_AGREES] = "They agree within a quarter.",
        [KP_S_SZ_GAP_CRITERIA] =
            "The search stopped well below the resource: latency at the "
            "criteria limits first.",
        [KP_S_SZ_GAP_CLIENT] =
            "The load client was the limit of the measurement, not the "
            "brokers.",
        [KP_S_SZ_GAP_UNMEASURED] =
            "Something the model does not measure limits first: request "
            "handler threads, disk latency, the network in between.",
        [KP_S_SZ_GAP_HIGHER] =
            "The brokers went further than the line says: the cost per "
            "message falls as batches grow with the rate, so a line from "
            "low rates under-predicts.",
        [KP_S_SZ_H_RESOURCE] = "Resource",
        [KP_S_SZ_H_CAPACITY] = "Capacity per broker",
        [KP_S_SZ_H_FIT] = "Use on the broker shown",
        [KP_S_SZ_H_R2] = "R² (points)",
        [KP_S_SZ_H_ERROR] = "Largest error",
        [KP_S_SZ_H_THRESHOLD] = "Threshold",
        [KP_S_SZ_H_CEILING] = "Runs out at",
        [KP_S_SZ_H_NOTE] = "Note",
        [KP_S_SZ_R_NO_METRICS] = "not measured at a fixed rate",
        [KP_S_SZ_R_FEW_POINTS] = "fewer than 3 windows at a fixed rate",
        [KP_S_SZ_R_NO_CAPACITY] =
            "capacity not declared (cluster.hosts) nor read from node_exporter",
        [KP_S_SZ_R_SHARED_HOST] =
            "the brokers share a host: its figure is not one broker's",
        [KP_S_SZ_R_FLAT] = "does not grow with the rate",
        [KP_S_SZ_R_WEAK] = "weak fit (R² under 0.5)",
        [KP_S_SZ_R_IDLE_ABOVE] = "at its threshold with no load",
        [KP_S_SZ_R_NO_TARGET] = "needs the plan's target",
        [KP_S_SZ_R_NO_CEILING] = "no resource has a ceiling",
        [KP_S_SZ_FRONT_TOPIC] = "Brokers needed",
        [KP_S_SZ_REQUESTS] = "requests/s",
        [KP_S_SZ_BATCHING_NOTE] =
            "requests/s = rate / (1 + %s × rate), from the client's "
            "messages per batch",
        [KP_S_SZ_LINE] = "straight line: %s",
        [KP_S_SZ_L_NO_BATCHES] =
            "the client's messages per batch known at fewer than 3 points",
        [KP_S_SZ_L_FEW_POINTS] = "fewer than 4 points for its 3 terms",
        [KP_S_SZ_L_BATCH_FLAT] = "messages per batch do not grow with the rate",
        [KP_S_SZ_L_REQUESTS_FLAT] = "requests/s barely vary over the points",
        [KP_S_SZ_L_SINGULAR] =
            "requests/s and the rate move together: their costs cannot be "
            "told apart",
        [KP_S_SZ_L_NEGATIVE_C] = "the cost per request came out negative",
        [KP_S_SZ_L_NEGATIVE_B] =
            "the cost per message came out negative or zero",
        [KP_S_RM_COL_SECONDS] = "Seconds",
        [KP_S_RM_COL_FETCH_SECONDS] = "Fetch seconds",
        [KP_S_XL_NF_PP] = "0.00##\" pp\"",
        /* ---- the tables' titles (the glossary: lang_*_client.c) ---- */
        [KP_S_XL_GLOSSARY] =
            "Glossary: the words of this report, as it uses them",
        [KP_S_XL_NO_EVIDENCE] = "No evidence about the cluster. %s",
        [KP_S_XL_TT_PRODUCE] =
            "Produce, per tier: the rate achieved and the p95 produce latency, "
            "as the criteria judge them",
        [KP_S_XL_TT_CONSUME] = "Consume, per tier: the messages read back and "
                               "the consume rates, as the criteria judge them",
        [KP_S_XL_TT_SCENARIOS] =
            "The tiers of the plan: a column per tier, in the order they ran",
        [KP_S_XL_TT_PRODUCE_T] =
            "Produce results: a row per measure, a column per tier",
        [KP_S_XL_TT_CONSUME_T] =
            "Consume results: a row per measure, a column per tier",
        [KP_S_XL_TT_STAGES_P] = "Tier %s: each stage of a produced message "
                                "(ms), and the load client beside it",
        [KP_S_XL_TT_STAGES_C] = "Tier %s: the fetch round trip (ms), and the "
                                "consumers' client beside it",
        [KP_S_XL_TT_BROKERS_P] =
            "Tier %s: Produce requests and their round trips, per broker",
        [KP_S_XL_TT_BROKERS_C] =
            "Tier %s: Fetch requests and their round trips, per broker",
        [KP_S_XL_TT_ENV_BROKERS] = "The brokers and their addresses",
        [KP_S_XL_TT_APPROVERS] = "The approvers: a row each, to fill in",
        [KP_S_XL_TT_TRIALS] =
            "The capacity search's trials, one row each, in the order they ran",
        [KP_S_XL_NF_MARK] = "%s\" (%s)\"",
        [KP_S_XL_MARKED] = "%s, %s",
};
