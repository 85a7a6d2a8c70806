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

/* A latency metric: milliseconds, lower is better, a speed, kept per
 * window. LATENCIES() states a latency's six statistics, in the order of
 * kp_metric_stat, from the id of its first; max_of says its maximum
 * ("maximum of " or "maximum "). */
#define LATENCY(first, stat_, name_, phase_, lat, early_, def)                 \
        {                                                                      \
                .id = (kp_metric_id)((first) + (stat_)), .name = name_,        \
                .unit = "ms", .phase = phase_, .latency = lat, .stat = stat_,  \
                .early = early_, .windowed = 1, .speed = 1,                    \
                .definition = def "in milliseconds"                            \
        }
#define LATENCIES(first, prefix, phase_, lat, early_, what, max_of)            \
        LATENCY(first, KP_STAT_AVG, prefix ".avg_ms", phase_, lat, early_,     \
                "mean " what),                                                 \
            LATENCY(first, KP_STAT_P50, prefix ".p50_ms", phase_, lat, early_, \
                    "50th percentile of " what),                               \
            LATENCY(first, KP_STAT_P95, prefix ".p95_ms", phase_, lat, early_, \
                    "95th percentile of " what),                               \
            LATENCY(first, KP_STAT_P99, prefix ".p99_ms", phase_, lat, early_, \
                    "99th percentile of " what),                               \
            LATENCY(first, KP_STAT_P999, prefix ".p999_ms", phase_, lat,       \
                    early_, "99.9th percentile of " what),                     \
            LATENCY(first, KP_STAT_MAX, prefix ".max_ms", phase_, lat, early_, \
                    max_of what)

/* The catalog, in the order of kp_metric_id. Fields left out are 0:
 * lower is better, any tier, the produce phase, no latency, no rate
 * window, judged at the end only, not per window, not a speed. */
static const kp_metric catalog[] = {
        { .id = KP_M_PRODUCE_RATE,
          .name = "produce.rate.achieved_msgs_per_sec",
          .unit = "msg/s",
          .higher_is_better = 1,
          .over = KP_OVER_PRODUCE,
          .early = KP_EARLY_ROLLING,
          .windowed = 1,
          .speed = 1,
          .definition =
              "the delivery rate after the warm-up, measured over the central "
              "98% of deliveries: messages delivered between the 1st and the "
              "99th percentile of delivery order divided by the seconds "
              "between them (producer instances' windows joined)" },
        { .id = KP_M_PRODUCE_RATE_RATIO,
          .name = "produce.rate.achieved_ratio",
          .unit = "ratio",
          .higher_is_better = 1,
          .fixed_rate_only = 1,
          .over = KP_OVER_PRODUCE,
          .early = KP_EARLY_ROLLING,
          .windowed = 1,
          .speed = 1,
          .definition =
              "produce.rate.achieved_msgs_per_sec divided by the tier's target "
              "rate (1.0 = on target); fixed-rate tiers only" },
        { .id = KP_M_PRODUCE_MIBPS,
          .name = "produce.throughput_mib_per_sec",
          .unit = "MiB/s",
          .higher_is_better = 1,
          .over = KP_OVER_PRODUCE,
          .early = KP_EARLY_ROLLING,
          .windowed = 1,
          .speed = 1,
          .definition = "key and value bytes delivered after the warm-up per "
                        "second, MiB = 2^20 bytes" },
        LATENCIES(KP_M_PRODUCE_LAT_AVG, "produce.latency", KP_PHASE_PRODUCE,
                  KP_LAT_CORRECTED, KP_EARLY_ROLLING, CORRECTED, "maximum of "),
        LATENCIES(KP_M_PRODUCE_SVC_AVG, "produce.service_latency",
                  KP_PHASE_PRODUCE, KP_LAT_SERVICE, KP_EARLY_NEVER, SERVICE,
                  "maximum of "),
        { .id = KP_M_PRODUCE_ERRORS,
          .name = "produce.errors",
          .unit = "messages",
          .early = KP_EARLY_COUNT,
          .definition =
              "messages that failed delivery plus messages still undelivered "
              "when the produce phase ended (warm-up included)" },
        { .id = KP_M_PRODUCE_ERROR_RATIO,
          .name = "produce.error_ratio",
          .unit = "ratio",
          .early = KP_EARLY_COUNT,
          .definition = "produce.errors divided by messages sent" },
        { .id = KP_M_CONSUME_RATE,
          .name = "consume.msgs_per_sec",
          .unit = "msg/s",
          .higher_is_better = 1,
          .phase = KP_PHASE_CONSUME,
          .over = KP_OVER_CONSUME,
          .windowed = 1,
          .speed = 1,
          .definition =
              "messages consumed divided by the seconds from the consumer's "
              "start to its last message, group join included (Kafka's "
              "nMsg.sec)" },
        { .id = KP_M_CONSUME_MIBPS,
          .name = "consume.mib_per_sec",
          .unit = "MiB/s",
          .higher_is_better = 1,
          .phase = KP_PHASE_CONSUME,
          .over = KP_OVER_CONSUME,
          .windowed = 1,
          .speed = 1,
          .definition =
              "key and value bytes consumed per second over the same time as "
              "consume.msgs_per_sec (Kafka's MB.sec)" },
        { .id = KP_M_CONSUME_FETCH_RATE,
          .name = "consume.fetch_msgs_per_sec",
          .unit = "msg/s",
          .higher_is_better = 1,
          .phase = KP_PHASE_CONSUME,
          .over = KP_OVER_FETCH,
          .speed = 1,
          .definition =
              "messages consumed per second of fetch time: the group join and "
              "rebalance time excluded (Kafka's fetch.nMsg.sec)" },
        { .id = KP_M_CONSUME_FETCH_MIBPS,
          .name = "consume.fetch_mib_per_sec",
          .unit = "MiB/s",
          .higher_is_better = 1,
          .phase = KP_PHASE_CONSUME,
          .over = KP_OVER_FETCH,
          .speed = 1,
          .definition =
              "key and value bytes consumed per second of fetch time (Kafka's "
              "fetch.MB.sec)" },
        { .id = KP_M_CONSUME_REBALANCE_MS,
          .name = "consume.rebalance_ms",
          .unit = "ms",
          .phase = KP_PHASE_CONSUME,
          .speed = 1,
          .definition =
              "milliseconds from the consumer's start until its first "
              "partitions were assigned (Kafka's rebalance.time.ms)" },
        { .id = KP_M_CONSUME_COMPLETENESS,
          .name = "consume.completeness",
          .unit = "ratio",
          .higher_is_better = 1,
          .phase = KP_PHASE_CONSUME,
          .definition = "distinct messages of the tier consumed divided by "
                        "the messages delivered in its produce phase (1.0 = "
                        "every message read back)" },
        { .id = KP_M_CONSUME_MISSING,
          .name = "consume.missing",
          .unit = "messages",
          .phase = KP_PHASE_CONSUME,
          .definition =
              "messages acknowledged in the tier's produce phase that the "
              "consumer did not read before it stopped (lost, when counted "
              "message by message)" },
        { .id = KP_M_CONSUME_DUPLICATES,
          .name = "consume.duplicates",
          .unit = "messages",
          .phase = KP_PHASE_CONSUME,
          .definition =
              "messages of the tier read more than once because the log holds "
              "them more than once (a producer retry without idempotence), "
              "counted by the index each message carries" },
        LATENCIES(KP_M_E2E_AVG, "consume.e2e_latency", KP_PHASE_E2E, KP_LAT_E2E,
                  KP_EARLY_NEVER, E2E, "maximum "),
        { .id = KP_M_CAPACITY_RATE,
          .name = "capacity.rate_msgs_per_sec",
          .unit = "msg/s",
          .higher_is_better = 1,
          .phase = KP_PHASE_SOAK,
          .speed = 1,
          .definition =
              "a capacity search's sustained rate: the rate its soak held with "
              "every search criterion met (no soak, or none held: not "
              "measured)" },
        { .id = KP_M_CAPACITY_FOUND,
          .name = "capacity.found_rate_msgs_per_sec",
          .unit = "msg/s",
          .higher_is_better = 1,
          .phase = KP_PHASE_TRIALS,
          .speed = 1,
          .definition =
              "a capacity search's highest trial rate that met every search "
              "criterion (trials only: not sustained)" },
        { .id = KP_M_DRAIN_RATE,
          .name = "drain.rate_msgs_per_sec",
          .unit = "msg/s",
          .higher_is_better = 1,
          .phase = KP_PHASE_DRAIN,
          .over = KP_OVER_DRAIN,
          .speed = 1,
          .definition =
              "a backlog drain's read rate while behind: messages read from "
              "the "
              "consumers' first assignment until they caught up, per second" },
        { .id = KP_M_DRAIN_CATCH_UP,
          .name = "drain.catch_up_s",
          .unit = "s",
          .phase = KP_PHASE_DRAIN,
          .speed = 1,
          .definition =
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

/* Why a metric measured where phase says cannot be judged early. */
static const char *const not_early[] = {
        [KP_PHASE_PRODUCE] =
            "the service latency has no histogram per interval "
            "while the tier runs (the corrected latency, "
            "produce.latency.*, has one)",
        [KP_PHASE_CONSUME] = "consume figures are known once the consume "
                             "phase ends",
        [KP_PHASE_E2E] = "consume figures are known once the consume phase "
                         "ends",
        [KP_PHASE_TRIALS] = "a capacity search judges its own trials",
        [KP_PHASE_SOAK] = "a capacity search judges its own trials",
        [KP_PHASE_DRAIN] = "a backlog drain's figures are known once its "
                           "consumers caught up",
};

kp_metric_early kp_metric_early_judge(kp_metric_id id, const char **why)
{
        const kp_metric *m = kp_metric_get(id);
        kp_metric_early e = m ? m->early : KP_EARLY_NEVER;
        if (why)
                *why = e != KP_EARLY_NEVER ? NULL
                       : m                 ? not_early[m->phase]
                                           : not_early[KP_PHASE_CONSUME];
        return e;
}

int kp_metric_windowed(kp_metric_id id)
{
        const kp_metric *m = kp_metric_get(id);
        return m && m->windowed;
}

int kp_metric_speed(kp_metric_id id)
{
        const kp_metric *m = kp_metric_get(id);
        return m && m->speed;
}

int kp_metric_consumes(kp_metric_id id)
{
        const kp_metric *m = kp_metric_get(id);
        return m && (m->phase == KP_PHASE_CONSUME || m->phase == KP_PHASE_E2E ||
                     m->phase == KP_PHASE_DRAIN);
}
