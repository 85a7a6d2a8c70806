#include "plan/metrics.h"

#include <string.h>

#include "base/util.h"

#define CORRECTED                                                              \
        "produce latency measured from the moment the message was due by "     \
        "the schedule to its delivery report (coordinated omission "           \
        "corrected), "
#define SERVICE                                                                \
        "produce latency measured from the moment the message was handed "     \
        "to the client to its delivery report (what Kafka's "                  \
        "ProducerPerformance reports), "
#define E2E                                                                    \
        "end-to-end latency from the production timestamp carried in the "     \
        "message to its receipt by the consumer, "

static const kp_metric catalog[] = {
        { KP_M_PRODUCE_RATE, "produce.rate.achieved_msgs_per_sec", "msg/s", 1,
          0,
          "the delivery rate after the warm-up, measured over the central "
          "98% of deliveries: messages delivered between the 1st and the "
          "99th percentile of delivery order divided by the seconds "
          "between them (producer instances' windows joined)" },
        { KP_M_PRODUCE_RATE_RATIO, "produce.rate.achieved_ratio", "ratio", 1, 1,
          "produce.rate.achieved_msgs_per_sec divided by the tier's target "
          "rate (1.0 = on target); fixed-rate tiers only" },
        { KP_M_PRODUCE_MIBPS, "produce.throughput_mib_per_sec", "MiB/s", 1, 0,
          "key and value bytes delivered after the warm-up per second, "
          "MiB = 2^20 bytes" },
        { KP_M_PRODUCE_LAT_AVG, "produce.latency.avg_ms", "ms", 0, 0,
          "mean " CORRECTED "in milliseconds" },
        { KP_M_PRODUCE_LAT_P50, "produce.latency.p50_ms", "ms", 0, 0,
          "50th percentile of " CORRECTED "in milliseconds" },
        { KP_M_PRODUCE_LAT_P95, "produce.latency.p95_ms", "ms", 0, 0,
          "95th percentile of " CORRECTED "in milliseconds" },
        { KP_M_PRODUCE_LAT_P99, "produce.latency.p99_ms", "ms", 0, 0,
          "99th percentile of " CORRECTED "in milliseconds" },
        { KP_M_PRODUCE_LAT_P999, "produce.latency.p999_ms", "ms", 0, 0,
          "99.9th percentile of " CORRECTED "in milliseconds" },
        { KP_M_PRODUCE_LAT_MAX, "produce.latency.max_ms", "ms", 0, 0,
          "maximum of " CORRECTED "in milliseconds" },
        { KP_M_PRODUCE_SVC_AVG, "produce.service_latency.avg_ms", "ms", 0, 0,
          "mean " SERVICE "in milliseconds" },
        { KP_M_PRODUCE_SVC_P50, "produce.service_latency.p50_ms", "ms", 0, 0,
          "50th percentile of " SERVICE "in milliseconds" },
        { KP_M_PRODUCE_SVC_P95, "produce.service_latency.p95_ms", "ms", 0, 0,
          "95th percentile of " SERVICE "in milliseconds" },
        { KP_M_PRODUCE_SVC_P99, "produce.service_latency.p99_ms", "ms", 0, 0,
          "99th percentile of " SERVICE "in milliseconds" },
        { KP_M_PRODUCE_SVC_P999, "produce.service_latency.p999_ms", "ms", 0, 0,
          "99.9th percentile of " SERVICE "in milliseconds" },
        { KP_M_PRODUCE_SVC_MAX, "produce.service_latency.max_ms", "ms", 0, 0,
          "maximum of " SERVICE "in milliseconds" },
        { KP_M_PRODUCE_ERRORS, "produce.errors", "messages", 0, 0,
          "messages that failed delivery plus messages still undelivered "
          "when the produce phase ended (warm-up included)" },
        { KP_M_PRODUCE_ERROR_RATIO, "produce.error_ratio", "ratio", 0, 0,
          "produce.errors divided by messages sent" },
        { KP_M_CONSUME_RATE, "consume.msgs_per_sec", "msg/s", 1, 0,
          "messages consumed divided by the seconds from the consumer's "
          "start to its last message, group join included (Kafka's "
          "nMsg.sec)" },
        { KP_M_CONSUME_MIBPS, "consume.mib_per_sec", "MiB/s", 1, 0,
          "key and value bytes consumed per second over the same time as "
          "consume.msgs_per_sec (Kafka's MB.sec)" },
        { KP_M_CONSUME_FETCH_RATE, "consume.fetch_msgs_per_sec", "msg/s", 1, 0,
          "messages consumed per second of fetch time: the group join and "
          "rebalance time excluded (Kafka's fetch.nMsg.sec)" },
        { KP_M_CONSUME_FETCH_MIBPS, "consume.fetch_mib_per_sec", "MiB/s", 1, 0,
          "key and value bytes consumed per second of fetch time (Kafka's "
          "fetch.MB.sec)" },
        { KP_M_CONSUME_REBALANCE_MS, "consume.rebalance_ms", "ms", 0, 0,
          "milliseconds from the consumer's start until its first "
          "partitions were assigned (Kafka's rebalance.time.ms)" },
        { KP_M_CONSUME_COMPLETENESS, "consume.completeness", "ratio", 1, 0,
          "distinct messages of the tier consumed divided by the messages "
          "delivered in its produce phase (1.0 = every message read back)" },
        { KP_M_CONSUME_MISSING, "consume.missing", "messages", 0, 0,
          "messages acknowledged in the tier's produce phase that the "
          "consumer did not read before it stopped (lost, when counted "
          "message by message)" },
        { KP_M_CONSUME_DUPLICATES, "consume.duplicates", "messages", 0, 0,
          "messages of the tier read more than once because the log holds "
          "them more than once (a producer retry without idempotence), "
          "counted by the index each message carries" },
        { KP_M_E2E_AVG, "consume.e2e_latency.avg_ms", "ms", 0, 0,
          "mean " E2E "in milliseconds" },
        { KP_M_E2E_P50, "consume.e2e_latency.p50_ms", "ms", 0, 0,
          "50th percentile of " E2E "in milliseconds" },
        { KP_M_E2E_P95, "consume.e2e_latency.p95_ms", "ms", 0, 0,
          "95th percentile of " E2E "in milliseconds" },
        { KP_M_E2E_P99, "consume.e2e_latency.p99_ms", "ms", 0, 0,
          "99th percentile of " E2E "in milliseconds" },
        { KP_M_E2E_P999, "consume.e2e_latency.p999_ms", "ms", 0, 0,
          "99.9th percentile of " E2E "in milliseconds" },
        { KP_M_E2E_MAX, "consume.e2e_latency.max_ms", "ms", 0, 0,
          "maximum " E2E "in milliseconds" },
        { KP_M_CAPACITY_RATE, "capacity.rate_msgs_per_sec", "msg/s", 1, 0,
          "a capacity search's sustained rate: the rate its soak held with "
          "every search criterion met (no soak, or none held: not "
          "measured)" },
        { KP_M_CAPACITY_FOUND, "capacity.found_rate_msgs_per_sec", "msg/s", 1,
          0,
          "a capacity search's highest trial rate that met every search "
          "criterion (trials only: not sustained)" },
        { KP_M_DRAIN_RATE, "drain.rate_msgs_per_sec", "msg/s", 1, 0,
          "a backlog drain's read rate while behind: messages read from the "
          "consumers' first assignment until they caught up, per second" },
        { KP_M_DRAIN_CATCH_UP, "drain.catch_up_s", "s", 0, 0,
          "seconds from a backlog drain's first assignment until its "
          "consumers read only messages younger than the plan's caught_up "
          "bound, the producers going on meanwhile" },
};

_Static_assert(KP_ARRAY_LEN(catalog) == KP_M__COUNT,
               "one catalog entry per metric id");

const kp_metric *kp_metric_find(const char *name)
{
        for (size_t i = 0; i < KP_ARRAY_LEN(catalog); i++)
                if (strcmp(catalog[i].name, name) == 0)
                        return &catalog[i];
        return NULL;
}

const kp_metric *kp_metric_get(kp_metric_id id)
{
        if ((unsigned)id >= KP_M__COUNT)
                return NULL;
        return &catalog[id];
}

const char *kp_metric_suggest(const char *name)
{
        const char *best = NULL;
        int best_d = 6;
        for (size_t i = 0; i < KP_ARRAY_LEN(catalog); i++) {
                int d = kp_edit_distance(name, catalog[i].name, best_d);
                if (d < best_d) {
                        best_d = d;
                        best = catalog[i].name;
                }
        }
        return best;
}

kp_metric_early kp_metric_early_judge(kp_metric_id id, const char **why)
{
        const char *no = NULL;
        kp_metric_early e = KP_EARLY_NEVER;
        switch (id) {
        case KP_M_PRODUCE_ERRORS:
        case KP_M_PRODUCE_ERROR_RATIO:
                e = KP_EARLY_COUNT;
                break;
        case KP_M_PRODUCE_RATE:
        case KP_M_PRODUCE_RATE_RATIO:
        case KP_M_PRODUCE_MIBPS:
        case KP_M_PRODUCE_LAT_AVG:
        case KP_M_PRODUCE_LAT_P50:
        case KP_M_PRODUCE_LAT_P95:
        case KP_M_PRODUCE_LAT_P99:
        case KP_M_PRODUCE_LAT_P999:
        case KP_M_PRODUCE_LAT_MAX:
                e = KP_EARLY_ROLLING;
                break;
        case KP_M_PRODUCE_SVC_AVG:
        case KP_M_PRODUCE_SVC_P50:
        case KP_M_PRODUCE_SVC_P95:
        case KP_M_PRODUCE_SVC_P99:
        case KP_M_PRODUCE_SVC_P999:
        case KP_M_PRODUCE_SVC_MAX:
                no = "the service latency has no histogram per interval "
                     "while the tier runs (the corrected latency, "
                     "produce.latency.*, has one)";
                break;
        case KP_M_CAPACITY_RATE:
        case KP_M_CAPACITY_FOUND:
                no = "a capacity search judges its own trials";
                break;
        case KP_M_DRAIN_RATE:
        case KP_M_DRAIN_CATCH_UP:
                no = "a backlog drain's figures are known once its "
                     "consumers caught up";
                break;
        default:
                no = "consume figures are known once the consume phase "
                     "ends";
                break;
        }
        if (why)
                *why = no;
        return e;
}

int kp_metric_windowed(kp_metric_id id)
{
        switch (id) {
        case KP_M_PRODUCE_RATE:
        case KP_M_PRODUCE_RATE_RATIO:
        case KP_M_PRODUCE_MIBPS:
        case KP_M_PRODUCE_LAT_AVG:
        case KP_M_PRODUCE_LAT_P50:
        case KP_M_PRODUCE_LAT_P95:
        case KP_M_PRODUCE_LAT_P99:
        case KP_M_PRODUCE_LAT_P999:
        case KP_M_PRODUCE_LAT_MAX:
        case KP_M_PRODUCE_SVC_AVG:
        case KP_M_PRODUCE_SVC_P50:
        case KP_M_PRODUCE_SVC_P95:
        case KP_M_PRODUCE_SVC_P99:
        case KP_M_PRODUCE_SVC_P999:
        case KP_M_PRODUCE_SVC_MAX:
        case KP_M_CONSUME_RATE:
        case KP_M_CONSUME_MIBPS:
        case KP_M_E2E_AVG:
        case KP_M_E2E_P50:
        case KP_M_E2E_P95:
        case KP_M_E2E_P99:
        case KP_M_E2E_P999:
        case KP_M_E2E_MAX:
                return 1;
        default:
                return 0;
        }
}

int kp_metric_speed(kp_metric_id id)
{
        /* The catalog's order: each phase's speeds, then its losses. A
         * metric added outside these ranges is not excused by the rig. */
        return (id >= KP_M_PRODUCE_RATE && id <= KP_M_PRODUCE_SVC_MAX) ||
               (id >= KP_M_CONSUME_RATE && id <= KP_M_CONSUME_REBALANCE_MS) ||
               (id >= KP_M_E2E_AVG && id <= KP_M_DRAIN_CATCH_UP);
}
