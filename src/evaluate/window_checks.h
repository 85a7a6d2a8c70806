/*
 * window_checks: criteria judged per window (plan "window" and "windows";
 * docs/metrics.md, "Windows"). Pure: the windows themselves are built
 * while the phase runs (results/windows.h) and kept in results.json; this
 * says which lengths a tier needs, a metric's value in one window, and
 * the verdict over a phase's windows.
 */
#ifndef KP_EVAL_WINDOW_CHECKS_H
#define KP_EVAL_WINDOW_CHECKS_H

#include <stddef.h>
#include <stdint.h>

#include "plan/metrics.h"
#include "plan/plan.h"
#include "results/results.h"
#include "results/windows.h"

/* The window lengths the criteria that judge tier t (of plan p) per
 * window need from its produce phase (consume 0) or its consume phase
 * (consume 1): the plan's criteria that select t and the criteria of
 * t's capacity search. Fills up to max lengths into out, each once, and
 * returns how many. */
size_t kp_windows_wanted(const kp_plan *p, const kp_tier *t, int consume,
                         int64_t *out, size_t max);

/* The series a criterion on metric id with that window judges in tier
 * result tr (from its produce or its consume phase), or NULL. */
const kp_window_series *kp_windows_of(const kp_tier_result *tr, kp_metric_id id,
                                      int64_t window_us);

/* How a criterion fared over one series of windows. */
typedef struct kp_window_verdict {
        size_t judged; /* windows with a value */
        size_t failed; /* of those, windows on the wrong side */
        size_t needed; /* windows that must hold: the share "windows" of
                          the judged ones, rounded down to whole windows,
                          at least 1 (every one without "windows") */
        int pass;      /* judged and at least needed held */
        size_t worst;  /* index of the worst window (the least margin) */
        double worst_value;
        double *values; /* one per window of the series, NaN where not
                           judged; owned: free() */
        size_t n_values;
} kp_window_verdict;

/* Judges "id cmp threshold" in every window of s; share is the plan's
 * "windows" (0: every window must hold). Returns 0 with *out filled
 * (judged 0: nothing to judge, pass 0), or -1 when memory runs out. */
int kp_window_judge(const kp_window_series *s, kp_metric_id id,
                    double target_rate, kp_cmp cmp, double threshold,
                    double share, kp_window_verdict *out);

/* The wall-clock time (UTC, ISO 8601) at which the window that ends at
 * end_s and lasts dur_s began, in a phase that started at started_at
 * (ISO 8601 UTC, as results.json keeps it): out, or "" when started_at
 * cannot be read. */
const char *kp_window_start_utc(const char *started_at, double end_s,
                                double dur_s, char *out, size_t n);

#endif
