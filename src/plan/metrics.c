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

/* What a catalog line says besides its name, unit and phase (METRIC()):
 * HI higher is better, FIXED fixed-rate tiers only, COUNT or ROLL judged
 * early (KP_EARLY_COUNT, KP_EARLY_ROLLING; neither: KP_EARLY_NEVER),
 * WIN judged per window, SPEED a speed, SHARE a part of a whole,
 * REPEATS or REPEATS_FIXED alike between identical runs on every tier or
 * on fixed-rate tiers (KP_REPEAT_ALWAYS, KP_REPEAT_FIXED_RATE). */
enum {
        HI = 1,
        FIXED = 2,
        COUNT = 4,
        ROLL = 8,
        WIN = 16,
        SPEED = 32,
        SHARE = 64,
        REPEATS = 128,
        REPEATS_FIXED = 256
};

#define METRIC(id_, name_, unit_, phase_, over_, flags, def)                   \
        {                                                                      \
                .id = id_, .name = name_, .unit = unit_,                       \
                .higher_is_better = !!((flags)&HI),                            \
                .fixed_rate_only = !!((flags)&FIXED), .phase = phase_,         \
                .over = over_,                                                 \
                .early = ((flags)&COUNT)  ? KP_EARLY_COUNT                     \
                         : ((flags)&ROLL) ? KP_EARLY_ROLLING                   \
                                          : KP_EARLY_NEVER,                    \
                .windowed = !!((flags)&WIN), .speed = !!((flags)&SPEED),       \
                .share = !!((flags)&SHARE),                                    \
                .repeats = ((flags)&REPEATS)         ? KP_REPEAT_ALWAYS        \
                           : ((flags)&REPEATS_FIXED) ? KP_REPEAT_FIXED_RATE    \
                                                     : KP_REPEAT_NO,           \
                .definition = def                                              \
        }

/* A latency metric: milliseconds, lower is better, a speed, kept per
 * window, of the produce phase or (KP_LAT_E2E) the consume phase's
 * end-to-end latency; a produce latency's median repeats between
 * identical runs at a fixed rate. LATENCIES() states a latency's six
 * statistics, in the order of kp_metric_stat, from the id of its first; max_of
 * says its maximum ("maximum of " or "maximum "). */
#define LATENCY(first, stat_, name_, lat, early_, def)                         \
        {                                                                      \
                .id = (kp_metric_id)((first) + (stat_)), .name = name_,        \
                .unit = "ms",                                                  \
                .phase =                                                       \
                    (lat) == KP_LAT_E2E ? KP_PHASE_E2E : KP_PHASE_PRODUCE,     \
                .latency = lat, .stat = stat_, .early = early_, .windowed = 1, \
                .repeats = (stat_) == KP_STAT_P50 && (lat) != KP_LAT_E2E       \
                               ? KP_REPEAT_FIXED_RATE                          \
                               : KP_REPEAT_NO,                                 \
                .speed = 1, .definition = def "in milliseconds"                \
        }
#define LATENCIES(first, prefix, lat, early_, what, max_of)                    \
        LATENCY(first, KP_STAT_AVG, prefix ".avg_ms", lat, early_,             \
                "mean " what),                                                 \
            LATENCY(first, KP_STAT_P50, prefix ".p50_ms", lat, early_,         \
                    "50th percentile of " what),                               \
            LATENCY(first, KP_STAT_P95, prefix ".p95_ms", lat, early_,         \
                    "95th percentile of " what),                               \
            LATENCY(first, KP_STAT_P99, prefix ".p99_ms", lat, early_,         \
                    "99th percentile of " what),                               \
            LATENCY(first, KP_STAT_P999, prefix ".p999_ms", lat, early_,       \
                    "99.9th percentile of " what),                             \
            LATENCY(first, KP_STAT_MAX, prefix ".max_ms", lat, early_,         \
                    max_of what)

/* The catalog, in the order of kp_metric_id. */
static const kp_metric catalog[] = {
        METRIC(KP_M_PRODUCE_RATE, "produce.rate.achieved_msgs_per_sec", "msg/s",
               KP_PHASE_PRODUCE, KP_OVER_PRODUCE,
               HI | ROLL | WIN | SPEED | REPEATS_FIXED,
               "the delivery rate after the warm-up, measured over the central "
               "98% of deliveries: messages delivered between the 1st and the "
               "99th percentile of delivery order divided by the seconds "
               "between them (producer instances' windows joined)"),
        METRIC(
            KP_M_PRODUCE_RATE_RATIO, "produce.rate.achieved_ratio", "ratio",
            KP_PHASE_PRODUCE, KP_OVER_PRODUCE,
            HI | FIXED | ROLL | WIN | SPEED | REPEATS_FIXED,
            "produce.rate.achieved_msgs_per_sec divided by the tier's target "
            "rate (1.0 = on target); fixed-rate tiers only"),
        METRIC(KP_M_PRODUCE_MIBPS, "produce.throughput_mib_per_sec", "MiB/s",
               KP_PHASE_PRODUCE, KP_OVER_PRODUCE,
               HI | ROLL | WIN | SPEED | REPEATS_FIXED,
               "key and value bytes delivered after the warm-up per "
               "second, MiB = 2^20 bytes"),
        LATENCIES(KP_M_PRODUCE_LAT_AVG, "produce.latency", KP_LAT_CORRECTED,
                  KP_EARLY_ROLLING, CORRECTED, "maximum of "),
        LATENCIES(KP_M_PRODUCE_SVC_AVG, "produce.service_latency",
                  KP_LAT_SERVICE, KP_EARLY_NEVER, SERVICE, "maximum of "),
        METRIC(KP_M_PRODUCE_ERRORS, "produce.errors", "messages",
               KP_PHASE_PRODUCE, KP_OVER_NONE, COUNT | REPEATS,
               "messages that failed delivery plus messages still undelivered "
               "when the produce phase ended (warm-up included)"),
        METRIC(KP_M_PRODUCE_ERROR_RATIO, "produce.error_ratio", "ratio",
               KP_PHASE_PRODUCE, KP_OVER_NONE, COUNT | SHARE | REPEATS,
               "produce.errors divided by messages sent"),
        METRIC(KP_M_CONSUME_RATE, "consume.msgs_per_sec", "msg/s",
               KP_PHASE_CONSUME, KP_OVER_CONSUME, HI | WIN | SPEED,
               "messages consumed divided by the seconds from the consumer's "
               "start to its last message, group join included (Kafka's "
               "nMsg.sec)"),
        METRIC(KP_M_CONSUME_MIBPS, "consume.mib_per_sec", "MiB/s",
               KP_PHASE_CONSUME, KP_OVER_CONSUME, HI | WIN | SPEED,
               "key and value bytes consumed per second over the same time as "
               "consume.msgs_per_sec (Kafka's MB.sec)"),
        METRIC(KP_M_CONSUME_FETCH_RATE, "consume.fetch_msgs_per_sec", "msg/s",
               KP_PHASE_CONSUME, KP_OVER_FETCH, HI | SPEED,
               "messages consumed per second of fetch time: the group join and "
               "rebalance time excluded (Kafka's fetch.nMsg.sec)"),
        METRIC(KP_M_CONSUME_FETCH_MIBPS, "consume.fetch_mib_per_sec", "MiB/s",
               KP_PHASE_CONSUME, KP_OVER_FETCH, HI | SPEED,
               "key and value bytes consumed per second of fetch time (Kafka's "
               "fetch.MB.sec)"),
        METRIC(KP_M_CONSUME_REBALANCE_MS, "consume.rebalance_ms", "ms",
               KP_PHASE_CONSUME, KP_OVER_NONE, SPEED,
               "milliseconds from the consumer's start until its first "
               "partitions were assigned (Kafka's rebalance.time.ms)"),
        METRIC(KP_M_CONSUME_COMPLETENESS, "consume.completeness", "ratio",
               KP_PHASE_CONSUME, KP_OVER_NONE, HI | SHARE | REPEATS,
               "distinct messages of the tier consumed divided by "
               "the messages delivered in its produce phase (1.0 = "
               "every message read back)"),
        METRIC(KP_M_CONSUME_MISSING, "consume.missing", "messages",
               KP_PHASE_CONSUME, KP_OVER_NONE, REPEATS,
               "messages acknowledged in the tier's produce phase that the "
               "consumer did not read before it stopped (lost, when counted "
               "message by message)"),
        METRIC(KP_M_CONSUME_DUPLICATES, "consume.duplicates", "messages",
               KP_PHASE_CONSUME, KP_OVER_NONE, 0,
               "messages of the tier read more than once because the log holds "
               "them more than once (a producer retry without idempotence), "
               "counted by the index each message carries"),
        LATENCIES(KP_M_E2E_AVG, "consume.e2e_latency", KP_LAT_E2E,
                  KP_EARLY_NEVER, E2E, "maximum "),
        METRIC(
            KP_M_CAPACITY_RATE, "capacity.rate_msgs_per_sec", "msg/s",
            KP_PHASE_SOAK, KP_OVER_NONE, HI | SPEED,
            "a capacity search's sustained rate: the rate its soak held with "
            "every search criterion met (no soak, or none held: not "
            "measured)"),
        METRIC(KP_M_CAPACITY_FOUND, "capacity.found_rate_msgs_per_sec", "msg/s",
               KP_PHASE_TRIALS, KP_OVER_NONE, HI | SPEED,
               "a capacity search's highest trial rate that met every search "
               "criterion (trials only: not sustained)"),
        METRIC(KP_M_DRAIN_RATE, "drain.rate_msgs_per_sec", "msg/s",
               KP_PHASE_DRAIN, KP_OVER_DRAIN, HI | SPEED,
               "a backlog drain's read rate while behind: messages read from "
               "the "
               "consumers' first assignment until they caught up, per second"),
        METRIC(KP_M_DRAIN_CATCH_UP, "drain.catch_up_s", "s", KP_PHASE_DRAIN,
               KP_OVER_NONE, SPEED,
               "seconds from a backlog drain's first assignment until its "
               "consumers read only messages younger than the plan's caught_up "
               "bound, the producers going on meanwhile"),
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

int kp_metric_holds(kp_cmp cmp, double v, double th)
{
        switch (cmp) {
        case KP_CMP_LE:
                return v <= th;
        case KP_CMP_LT:
                return v < th;
        case KP_CMP_GE:
                return v >= th;
        case KP_CMP_GT:
                return v > th;
        }
        return 0;
}

double kp_metric_margin(kp_cmp cmp, double v, double th)
{
        return (cmp == KP_CMP_LE || cmp == KP_CMP_LT) ? th - v : v - th;
}

double kp_metric_hist_stat(const kp_hist *h, kp_metric_stat stat)
{
        switch (stat) {
        case KP_STAT_AVG:
                return kp_hist_mean(h) / 1000.0;
        case KP_STAT_P50:
                return (double)kp_hist_percentile(h, 50) / 1000.0;
        case KP_STAT_P95:
                return (double)kp_hist_percentile(h, 95) / 1000.0;
        case KP_STAT_P99:
                return (double)kp_hist_percentile(h, 99) / 1000.0;
        case KP_STAT_P999:
                return (double)kp_hist_percentile(h, 99.9) / 1000.0;
        case KP_STAT_MAX:
                break;
        }
        return (double)kp_hist_max(h) / 1000.0;
}
