/*
 * compare: two runs side by side (kplan compare, docs/compare.md).
 *
 * The tiers of run B are matched to those of run A by name (sweep points
 * are tiers; a sweep point that ran more than once is compared under the
 * point's name, each metric the median of its runs, as the sweep's table
 * shows it; a parallel group is compared through its aggregate, under
 * the group's name). For every catalog metric that both runs measured,
 * a row gives A, B, the difference, the ratio B/A and how much worse B
 * is than A in the metric's direction (metrics.h: higher_is_better). A
 * row is a regression when B is worse by more than the threshold and the
 * metric is gated. Pure: no I/O.
 *
 * The comparison fails closed: what it could not judge is never "no
 * regression". A tier of A missing in B, a tier in both with no metric
 * compared (B's tier pending or failed), a gated metric A measured and
 * B did not, or no tier in common at all makes it INCOMPLETE.
 */
#ifndef KP_COMPARE_H
#define KP_COMPARE_H

#include <stddef.h>

#include "evaluate/metric_value.h"
#include "plan/metrics.h"
#include "results/results.h"

/* Percent by which B may be worse than A before it is a regression, and
 * the smallest change of a latency (ms) that can be one. The
 * measurements behind them are in docs/compare.md. */
#define KP_COMPARE_DEFAULT_THRESHOLD KP_METRIC_NOISE_PCT
#define KP_COMPARE_DEFAULT_MIN_MS    KP_METRIC_NOISE_MS

typedef struct kp_compare_opts {
        double threshold_pct;       /* <= 0: the default */
        double min_ms;              /* used when min_ms_given; 0: none */
        int min_ms_given;           /* 0: KP_COMPARE_DEFAULT_MIN_MS */
        const char *const *metrics; /* catalog names (borrowed): compare
                                       and gate only these; NULL: every
                                       metric, the default gates */
        size_t n_metrics;
} kp_compare_opts;

typedef struct kp_compare_row {
        const kp_metric *metric; /* borrowed from the catalog */
        double a, b;
        double delta;     /* b - a */
        double ratio;     /* b / a; NaN when a is 0 */
        double worse_pct; /* how much worse B is than A, in % of |a|:
                             negative when B is better; +INFINITY when a
                             is 0 and B is worse */
        int gated;        /* this metric may flag a regression */
        int regression;   /* gated, worse_pct > threshold and, for a
                             latency, worse by more than min_ms */
} kp_compare_row;

/* Why a tier in both runs has no metric compared. */
typedef enum kp_compare_gap {
        KP_CMP_GAP_NONE = 0, /* some metric was compared */
        KP_CMP_GAP_NEITHER,  /* measured in neither run */
        KP_CMP_GAP_IN_A,     /* not measured in run A */
        KP_CMP_GAP_IN_B,     /* not measured in run B */
        KP_CMP_GAP_NOT_BOTH  /* each run measured, no metric in both */
} kp_compare_gap;

/* Why the runs' broker settings were not compared. */
typedef enum kp_compare_settings {
        KP_SETTINGS_COMPARED = 0, /* compared (or neither run has any) */
        KP_SETTINGS_NONE_IN_A,    /* run A has none: the embedded
                                     cluster, or no broker answered
                                     DescribeConfigs */
        KP_SETTINGS_NONE_IN_B
} kp_compare_settings;

typedef struct kp_compare_tier {
        char *name;
        int aggregate;     /* a parallel group's aggregate */
        char *sweep_group; /* the sweep the point belongs to in A, or NULL */
        size_t runs_a, runs_b; /* tiers compared on each side: a sweep
                                  point's runs, by their medians */
        kp_compare_row *rows;
        size_t n_rows;
        size_t n_regressions;
        /* Why no metric was compared (n_rows 0): which run lacks them.
         * The report model words it (compare_view.c). */
        kp_compare_gap gap;
        /* Gated metrics that run A measured and run B did not (borrowed
         * from the catalog): nothing says they did not get worse. */
        const kp_metric **unmeasured;
        size_t n_unmeasured;
        int unjudged; /* no metric compared, or some unmeasured, or
                         inconclusive */
        /* The tier's verdict was INCONCLUSIVE in run A (1), run B (2) or
         * both (3): the test rig, not the cluster, was its limit, so its
         * figures are not compared (its rows are kept, no regression is
         * counted) and the comparison fails closed. 0 otherwise. */
        int inconclusive;
} kp_compare_tier;

/* A comparison's verdict: a regression flagged, else INCOMPLETE when
 * something was not judged, else no regression. */
typedef enum kp_compare_verdict {
        KP_COMPARE_NO_REGRESSION,
        KP_COMPARE_REGRESSION,
        KP_COMPARE_INCOMPLETE
} kp_compare_verdict;

/* What a difference in the runs' environment is (kp_compare_diff). */
typedef enum kp_compare_diff_kind {
        KP_DIFF_BROKER_SETTING, /* a broker setting (DescribeConfigs) */
        KP_DIFF_KAFKA_RELEASE,  /* the version the brokers report */
        KP_DIFF_HOSTS           /* a field of the declared broker hosts */
} kp_compare_diff_kind;

/* A setting that differs between the two runs, a possible cause of the
 * differences measured: a broker setting both runs read (log.dirs by its
 * count of directories, not its paths), the brokers' version, or a field
 * of the broker hosts the plans declare. */
/* A kp_compare_diff's name for log.dirs, compared by its count of
 * directories (its paths differ from host to host): the report model
 * names it in words. */
#define KP_DIFF_LOG_DIRS "log.dirs#count"

typedef struct kp_compare_diff {
        kp_compare_diff_kind kind;
        char *name;  /* "num.io.threads", KP_DIFF_LOG_DIRS,
                        "inter.broker.protocol.version", "cores" */
        char *a, *b; /* the values; "not set" when a run has none */
} kp_compare_diff;

typedef struct kp_comparison {
        double threshold_pct;
        double min_ms;
        kp_compare_tier *tiers; /* in A's order, aggregates after tiers */
        size_t n_tiers;
        char **only_a; /* tier and group names found in A only */
        size_t n_only_a;
        char **only_b;
        size_t n_only_b;
        size_t n_regressions;
        /* What was not judged: tiers in both runs marked unjudged, tiers
         * of A missing in B (only_a), no tier in common. incomplete is
         * set when any of them is, whatever the regressions. */
        size_t n_unjudged;
        int no_common; /* no tier or group of A is in B */
        int incomplete;
        kp_compare_verdict verdict;
        kp_compare_diff *diffs; /* in the order: broker settings (A's
                                   order, then B's own), the release,
                                   the declared hosts */
        size_t n_diffs;
        /* Whether broker settings were compared, or which run has
         * none. */
        kp_compare_settings settings;
} kp_comparison;

/* Whether metric m flags a regression when --metric names none, on a
 * tier with a fixed rate in both runs (fixed_rate) or not: the metrics
 * that repeated between identical runs (docs/compare.md, "Noise"). */
int kp_compare_default_gate(const kp_metric *m, int fixed_rate);

/* Compares run b with run a (both borrowed). *out: caller frees with
 * kp_comparison_destroy(). Returns 0, or -1 with a sentence (an unknown
 * metric name in opts, out of memory). */
int kp_compare(const kp_results *a, const kp_results *b,
               const kp_compare_opts *opts, kp_comparison **out, char *errstr,
               size_t errstr_size);
void kp_comparison_destroy(kp_comparison *c);

#endif
