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
};
