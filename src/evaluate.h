/*
 * evaluate: criteria verdicts and the extrapolation to the target volume.
 * Pure functions of the results model (design.md): no I/O, no clocks.
 */
#ifndef KP_EVALUATE_H
#define KP_EVALUATE_H

#include <stddef.h>

#include <cjson/cJSON.h>

#include "metrics.h"
#include "plan.h"
#include "results.h"

typedef enum kp_verdict {
        KP_PASS,
        KP_FAIL,
        KP_INCOMPLETE, /* not run, interrupted, timed out: never a pass */
        KP_NA          /* the metric does not apply to this tier */
} kp_verdict;

const char *kp_verdict_str(kp_verdict v); /* "PASS", "FAIL", ... */

/* ---- the target ------------------------------------------------------- */

/* Required average rate (messages / window) and peak rate (average x
 * peak factor), in msg/s. */
double kp_target_avg_rate(const kp_target *t);
double kp_target_peak_rate(const kp_target *t);
/* Bytes held over the retention: messages per window x (retention /
 * window) x record size x replication factor; *with_overhead adds
 * storage_overhead. */
double kp_target_storage_bytes(const kp_target *t, double *with_overhead);

/* ---- metrics of a tier ------------------------------------------------ */

/* The value of metric id for tier result tr (spec: its plan tier). Returns
 * 0 and sets *value, or -1 when the metric does not apply (a rate ratio
 * on an unlimited tier, consume metrics when the consume phase did not
 * run). */
int kp_metric_value(const kp_tier_result *tr, const kp_tier *spec,
                    kp_metric_id id, double *value);

/* ---- the evaluation --------------------------------------------------- */

/* One criterion judged on one tier (or on a parallel group's aggregate). */
typedef struct kp_check {
        size_t criterion;   /* index into plan->criteria */
        char *tier;         /* tier name, or parallel group name */
        const char *metric; /* borrowed from the catalog */
        const char *unit;
        kp_cmp cmp;
        int has_value;      /* the metric was measured (value is real) */
        double value, threshold;
        double margin;      /* room to spare in the metric's unit: positive
                               passes, negative fails */
        double margin_pct;  /* margin / |threshold| x 100, 0 if threshold 0 */
        kp_verdict verdict;
        char *note;         /* why NA or INCOMPLETE, else NULL */
} kp_check;

typedef struct kp_tier_eval {
        const char *name;   /* borrowed from the results */
        kp_verdict verdict; /* FAIL if any check fails; INCOMPLETE if the
                               tier did not complete; else PASS */
        int below_peak;     /* its fixed rate is below the required peak:
                               it does not prove the peak */
        char *note;
} kp_tier_eval;

/* A metric's trend across the tiers of different volumes, fitted by least
 * squares against log10(messages) and projected to the target volume. */
typedef struct kp_trend {
        const char *metric; /* borrowed */
        const char *unit;
        size_t n_points;
        double slope, intercept; /* value = intercept + slope * log10(n) */
        double r2;
        double projected;   /* at log10(target messages) */
        int has_threshold;  /* a criterion names this metric */
        double threshold;
        kp_cmp cmp;
        int crosses;        /* the projection violates the threshold */
} kp_trend;

typedef struct kp_extrapolation {
        int present;               /* the plan has a target */
        double required_avg_rate;  /* msg/s */
        double required_peak_rate; /* msg/s */
        double sustainable_rate;   /* msg/s: best unlimited tier, else the
                                      best fixed rate held */
        int sustainable_lower_bound; /* no unlimited tier completed */
        const char *sustainable_tier;
        double headroom;           /* sustainable / required peak */
        double consume_rate;       /* best consume msg/s measured */
        const char *consume_tier;
        double ingest_s;           /* target messages / sustainable rate */
        double drain_s;            /* target messages / consume rate */
        double storage_bytes;      /* raw, see kp_target_storage_bytes */
        double storage_with_overhead;
        kp_trend *trends;
        size_t n_trends;
        char **assumptions;
        size_t n_assumptions;
} kp_extrapolation;

typedef struct kp_evaluation {
        kp_verdict verdict;     /* PASS, FAIL or INCOMPLETE */
        char *verdict_reason;   /* one sentence */
        kp_check *checks;
        size_t n_checks;
        kp_tier_eval *tiers;    /* one per results tier, same order */
        size_t n_tiers;
        kp_extrapolation x;
        char *headline;         /* the extrapolation in one line, or NULL */
        char **risks;           /* trend projections crossing thresholds,
                                   tiers below the peak, ... */
        size_t n_risks;
} kp_evaluation;

/* Evaluates r against its plan's criteria and target. Caller frees *out
 * with kp_evaluation_destroy(). */
int kp_evaluate(const kp_results *r, kp_evaluation **out, char *errstr,
                size_t errstr_size);
void kp_evaluation_destroy(kp_evaluation *e);

/* The evaluation as JSON, for results.json "evaluation" (new tree). */
cJSON *kp_evaluation_to_json(const kp_evaluation *e);

/* Exit code for a verdict: 0 for PASS, 1 otherwise. */
int kp_verdict_exit(kp_verdict v);

#endif
