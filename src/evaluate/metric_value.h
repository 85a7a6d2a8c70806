/*
 * metric_value: the value of a catalog metric (plan/metrics.h) for one
 * tier's results: what criteria judge, trends fit, comparisons compare
 * and reports show. Pure.
 */
#ifndef KP_METRIC_VALUE_H
#define KP_METRIC_VALUE_H

#include "plan/metrics.h"
#include "plan/plan.h"
#include "results/results.h"
#include "results/windows.h"

/* The value of metric id for tier result tr (spec: its plan tier). Returns
 * 0 and sets *value, or -1 when the metric does not apply (a rate ratio
 * on an unlimited tier, consume metrics when the consume phase did not
 * run). */
int kp_metric_value(const kp_tier_result *tr, const kp_tier *spec,
                    kp_metric_id id, double *value);

/* The value of metric id in window w, as kp_metric_value() gives it for
 * a whole phase: a rate over the window's seconds, a latency of its
 * measured messages; target_rate (msg/s) for the rate ratio. Returns 0
 * and *v, or -1 when the window has nothing to judge it on (no measured
 * message, no target rate, or a metric not kept per window). */
int kp_metric_window_value(const kp_window *w, kp_metric_id id,
                           double target_rate, double *v);

/* Percent by which a figure may be worse than another before it is a
 * change beyond noise, and the smallest change of a latency (ms) that
 * can be one: kplan compare's defaults (evaluate/compare.h) and a
 * sweep's noise floor. The measurements behind them are in
 * docs/compare.md. */
#define KP_METRIC_NOISE_PCT 10.0
#define KP_METRIC_NOISE_MS  5.0

/* How much worse b is than a for metric m, in percent of |a| (negative:
 * better; +INFINITY when a is 0 and b is worse; 0 when both are 0), and
 * whether that is a regression: beyond threshold_pct and, for a metric
 * in ms, worse by more than min_ms. */
int kp_metric_worse(const kp_metric *m, double a, double b,
                    double threshold_pct, double min_ms, double *worse_pct);

/* A rate is used by the extrapolation only over a window of at least
 * this many seconds (docs/metrics.md, "What the extrapolation uses"). */
#define KP_RATE_MIN_WINDOW_S 1.0

/* Whether metric id is a rate averaged over a window of tier result tr:
 * produce and consume msg/s and MiB/s, the achieved ratio, a backlog
 * drain's read rate. Returns 1 and sets *window_s to that window (the
 * produce phase's measured window, the consume phase from its start or
 * over fetch time, the drain's catch-up), or 0 for any other metric. */
int kp_metric_rate_window(const kp_tier_result *tr, kp_metric_id id,
                          double *window_s);

/* Whether a rate averaged over window_s seconds is one the extrapolation
 * uses: at least KP_RATE_MIN_WINDOW_S, and over at least two of the
 * tier's statistics intervals (interval_us, its snapshots: the window
 * reaches past the first; 0 or less: no interval to count). */
int kp_rate_window_judged(double window_s, int64_t interval_us);

/* ---- a rate and its uncertainty (docs/metrics.md, "A rate is judged
 * with its uncertainty") ---- */

/* The finest an end of a window is taken: kplan's clock read around a
 * callback that librdkafka runs on its own thread. */
#define KP_RATE_CLOCK_GRAIN_S 0.001

/* A rate, the window it was averaged over, how far each end of that
 * window may be off, and the rates the window's ends allow: value x
 * window / (window + 2 end_error) to value x window / (window - 2
 * end_error). The count is exact (every message is counted), so only the
 * ends carry error. high is INFINITY when the window may be empty
 * (window <= 2 end_error). */
typedef enum kp_rate_end {
        KP_RATE_END_RTT,        /* one round trip of the phase's client */
        KP_RATE_END_GRAIN,      /* a round trip finer than the clock's
                                   grain: the grain */
        KP_RATE_END_INTERVAL,   /* no round trip recorded, a window too
                                   short to have statistics: the
                                   statistics interval */
        KP_RATE_END_UNRECORDED, /* no round trip recorded over a window
                                   that had statistics (an older
                                   results.json): the clock's grain */
} kp_rate_end;

typedef struct kp_rate_bounds {
        double value;
        double window_s;
        double end_error_s;
        kp_rate_end end; /* what end_error_s is */
        double low, high;
} kp_rate_bounds;

/* results.json's name of e: "round_trip", "clock", "interval",
 * "unrecorded". */
const char *kp_rate_end_str(kp_rate_end e);

/* Fills *b with value over window_s seconds whose ends are each
 * end_error_s seconds off at most (window_s <= 0: low 0, high
 * INFINITY); b->end is left as it is. */
void kp_rate_bounds_set(kp_rate_bounds *b, double value, double window_s,
                        double end_error_s);

/* How far each end of a phase's window of window_s seconds may be off,
 * in seconds: a message arrives with its batch (a fetch's response; a
 * produce request's delivery reports), so an end is known to one round
 * trip of the phase's client: the highest round-trip p95 over its
 * statistics series (c, borrowed). With none recorded (c NULL, no
 * series, no round trip in them): over a window too short for
 * statistics (kp_rate_window_judged() false) the tier's statistics
 * interval interval_us, nothing finer being known (1 s when that is 0
 * or less); over a longer one, which an older results.json recorded
 * without its client's statistics, the clock's grain. Never under
 * KP_RATE_CLOCK_GRAIN_S. Sets *what (may be NULL) to which of these it
 * is. */
double kp_rate_end_error_s(const kp_client *c, int64_t interval_us,
                           double window_s, kp_rate_end *what);

/* Whether metric id is a rate over a window of tr (kp_metric_rate_window)
 * whose value is value: returns 1 and fills *b, its end error from the
 * phase's client (kp_rate_end_error_s with interval_us), or 0 for any
 * other metric. */
int kp_metric_rate_bounds(const kp_tier_result *tr, kp_metric_id id,
                          double value, int64_t interval_us, kp_rate_bounds *b);

/* Whether "rate cmp threshold" is decided by *b: 1 when every rate in
 * [low, high] meets it, 0 when none does, -1 when the threshold lies
 * within the interval (not decided). */
int kp_rate_decides(const kp_rate_bounds *b, kp_cmp cmp, double threshold);

#endif
