/*
 * metrics: the catalog of metrics that criteria, reports and comparisons
 * name. docs/metrics.md documents the same list (a test checks that every
 * name here appears there); `kplan metrics` prints it. The report says
 * each metric in words and its definition in every language of its
 * catalogs (RM_<metric> and RM_DEF_<metric> in report/words/lang.h, mapped in
 * report/model/metric_words.c); test_lang checks that none is missing and that
 * the English definition is the one here.
 */
#ifndef KP_METRICS_H
#define KP_METRICS_H

#include <stddef.h>

#include "base/hist.h"
#include "plan/plan.h"

typedef enum kp_metric_id {
        KP_M_PRODUCE_RATE,
        KP_M_PRODUCE_RATE_RATIO,
        KP_M_PRODUCE_MIBPS,
        KP_M_PRODUCE_LAT_AVG,
        KP_M_PRODUCE_LAT_P50,
        KP_M_PRODUCE_LAT_P95,
        KP_M_PRODUCE_LAT_P99,
        KP_M_PRODUCE_LAT_P999,
        KP_M_PRODUCE_LAT_MAX,
        KP_M_PRODUCE_SVC_AVG,
        KP_M_PRODUCE_SVC_P50,
        KP_M_PRODUCE_SVC_P95,
        KP_M_PRODUCE_SVC_P99,
        KP_M_PRODUCE_SVC_P999,
        KP_M_PRODUCE_SVC_MAX,
        KP_M_PRODUCE_ERRORS,
        KP_M_PRODUCE_ERROR_RATIO,
        KP_M_CONSUME_RATE,
        KP_M_CONSUME_MIBPS,
        KP_M_CONSUME_FETCH_RATE,
        KP_M_CONSUME_FETCH_MIBPS,
        KP_M_CONSUME_REBALANCE_MS,
        KP_M_CONSUME_COMPLETENESS,
        KP_M_CONSUME_MISSING,
        KP_M_CONSUME_DUPLICATES,
        KP_M_E2E_AVG,
        KP_M_E2E_P50,
        KP_M_E2E_P95,
        KP_M_E2E_P99,
        KP_M_E2E_P999,
        KP_M_E2E_MAX,
        KP_M_CAPACITY_RATE,
        KP_M_CAPACITY_FOUND,
        KP_M_DRAIN_RATE,
        KP_M_DRAIN_CATCH_UP,
        KP_M__COUNT
} kp_metric_id;

/* Where a metric is measured: the part of a tier it comes from. The
 * criteria's fit (plan/criterion.h), the phase a check belongs to and
 * the windows it is judged on follow from it. */
typedef enum kp_metric_phase {
        KP_PHASE_PRODUCE, /* the produce phase */
        KP_PHASE_CONSUME, /* the consume phase */
        KP_PHASE_E2E,     /* the consume phase, read while producing */
        KP_PHASE_TRIALS,  /* a capacity search's trials */
        KP_PHASE_SOAK,    /* a capacity search's soak */
        KP_PHASE_DRAIN    /* a backlog drain's catch-up */
} kp_metric_phase;

/* The latency a latency metric reads (KP_LAT_NONE: not a latency). */
typedef enum kp_metric_latency {
        KP_LAT_NONE,
        KP_LAT_CORRECTED, /* produce.latency.* */
        KP_LAT_SERVICE,   /* produce.service_latency.* */
        KP_LAT_E2E        /* consume.e2e_latency.* */
} kp_metric_latency;

/* Which statistic of its latency a latency metric is. */
typedef enum kp_metric_stat {
        KP_STAT_AVG,
        KP_STAT_P50,
        KP_STAT_P95,
        KP_STAT_P99,
        KP_STAT_P999,
        KP_STAT_MAX
} kp_metric_stat;

/* The window a rate is averaged over (KP_OVER_NONE: not such a rate). */
typedef enum kp_metric_over {
        KP_OVER_NONE,
        KP_OVER_PRODUCE, /* the produce phase's measured window */
        KP_OVER_CONSUME, /* the consume phase from its start */
        KP_OVER_FETCH,   /* the consume phase's fetch time */
        KP_OVER_DRAIN    /* a backlog drain's catch-up */
} kp_metric_over;

/* Whether a criterion on a metric can be judged while its tier runs, so
 * that "abort": true can stop the tier once it can no longer pass
 * (docs/ci.md, "Stopping early"):
 *   KP_EARLY_COUNT    a count that only grows (produce.errors), or a
 *                     ratio whose final value is at least the count so
 *                     far over the tier's messages (produce.error_ratio):
 *                     over its limit, it can never come back; judged on
 *                     "<=" and "<" only;
 *   KP_EARLY_ROLLING  a rate or a latency of the corrected histogram,
 *                     judged interval by interval after the warm-up:
 *                     on the wrong side of its limit for the grace
 *                     period, it stops the tier; latencies on "<=" and
 *                     "<", rates on ">=" and ">";
 *   KP_EARLY_NEVER    known only at the end (consume figures, service
 *                     latency, capacity and drain). */
typedef enum kp_metric_early {
        KP_EARLY_NEVER,
        KP_EARLY_COUNT,
        KP_EARLY_ROLLING
} kp_metric_early;

/* How a metric moved between identical runs (docs/compare.md, "Noise"),
 * and so whether kplan compare gates it when --metric names none. */
typedef enum kp_metric_repeat {
        KP_REPEAT_NO,        /* moved by far more: shown, gated only when
                                named */
        KP_REPEAT_ALWAYS,    /* repeated on every tier (the counts) */
        KP_REPEAT_FIXED_RATE /* repeated on tiers with a fixed rate (the
                                rate held, the median latency) */
} kp_metric_repeat;

/* One line of the catalog: everything kplan decides from a metric's id
 * alone is stated here, once (plan/metrics.c). */
typedef struct kp_metric {
        kp_metric_id id;
        const char *name;          /* produce.latency.p95_ms */
        const char *unit;          /* "ms", "msg/s", "MiB/s", "ratio", ... */
        int higher_is_better;      /* for comparisons and trends */
        int fixed_rate_only;       /* only defined for tiers with a rate */
        kp_metric_phase phase;     /* where it is measured */
        kp_metric_latency latency; /* the latency it reads, if any */
        kp_metric_stat stat;       /* with latency: which statistic */
        kp_metric_over over;       /* the window a rate is averaged over */
        kp_metric_early early;     /* kp_metric_early_judge() */
        int windowed;              /* kp_metric_windowed() */
        int speed;                 /* kp_metric_speed() */
        int share;                 /* a part of a whole (0 to 1), shown as
                                      a percentage */
        kp_metric_repeat repeats;  /* between identical runs */
        const char *definition;    /* one sentence */
} kp_metric;

/* 1 when metric id is measured in the consume phase (KP_PHASE_CONSUME,
 * KP_PHASE_E2E or KP_PHASE_DRAIN), 0 in the produce phase (a capacity
 * search's trials and soak included): the phase its check belongs to. */
int kp_metric_consumes(kp_metric_id id);

/* 1 when metric id measures speed (a rate, a throughput, a latency, a
 * capacity or a drain): a limit of the test rig can make it fail
 * (evaluate/verdict.c). 0 for what the rig cannot cause: errors, lost
 * or duplicated messages, completeness. */
int kp_metric_speed(kp_metric_id id);

/* The metric with that name, or NULL. */
const kp_metric *kp_metric_find(const char *name);
const kp_metric *kp_metric_get(kp_metric_id id);
/* The closest name within a small edit distance, or NULL: "did you mean". */
const char *kp_metric_suggest(const char *name);

/* How metric id can be judged early; for KP_EARLY_NEVER *why (may be
 * NULL) is a phrase saying why not. */
kp_metric_early kp_metric_early_judge(kp_metric_id id, const char **why);

/* 1 when a criterion on metric id can be judged per window ("window"):
 * the produce rates, the corrected and service latencies, the consume
 * rates and the end-to-end latency, which kplan keeps window by window
 * (docs/metrics.md, "Windows"); 0 for counts, ratios of counts and the
 * figures of a whole phase (rebalance, completeness, capacity, drain). */
int kp_metric_windowed(kp_metric_id id);
/* Whether value v meets "cmp th": the one comparison every criterion,
 * window, trial, projection and live figure is judged by. */
int kp_metric_holds(kp_cmp cmp, double v, double th);

/* The room value v leaves to threshold th under cmp, in the metric's
 * unit: positive when it holds, negative when it does not (0 on the
 * limit, which holds for "<=" and ">="). */
double kp_metric_margin(kp_cmp cmp, double v, double th);

/* The statistic stat of latency histogram h (microseconds), in
 * milliseconds, by the percentile rule of base/hist.h: its mean, a
 * percentile or its maximum. h must hold a value. */
double kp_metric_hist_stat(const kp_hist *h, kp_metric_stat stat);

#endif
