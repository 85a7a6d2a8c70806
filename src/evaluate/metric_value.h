/*
 * metric_value: the value of a catalog metric (plan/metrics.h) for one
 * tier's results: what criteria judge, trends fit, comparisons compare
 * and reports show. Pure.
 */
#ifndef KP_METRIC_VALUE_H
#define KP_METRIC_VALUE_H

#include "model/results.h"
#include "plan/metrics.h"
#include "plan/plan.h"

/* The value of metric id for tier result tr (spec: its plan tier). Returns
 * 0 and sets *value, or -1 when the metric does not apply (a rate ratio
 * on an unlimited tier, consume metrics when the consume phase did not
 * run). */
int kp_metric_value(const kp_tier_result *tr, const kp_tier *spec,
                    kp_metric_id id, double *value);

/* A rate is judged only over a window of at least this many seconds
 * (docs/metrics.md, "A rate needs a window"). */
#define KP_RATE_MIN_WINDOW_S 1.0

/* Whether metric id is a rate averaged over a window of tier result tr:
 * produce and consume msg/s and MiB/s, the achieved ratio, a backlog
 * drain's read rate. Returns 1 and sets *window_s to that window (the
 * produce phase's measured window, the consume phase from its start or
 * over fetch time, the drain's catch-up), or 0 for any other metric. */
int kp_metric_rate_window(const kp_tier_result *tr, kp_metric_id id,
                          double *window_s);

/* Whether a rate averaged over window_s seconds can be judged: at least
 * KP_RATE_MIN_WINDOW_S, and over at least two of the tier's statistics
 * intervals (interval_us, its snapshots: the window reaches past the
 * first; 0 or less: no interval to count). */
int kp_rate_window_judged(double window_s, int64_t interval_us);

#endif
