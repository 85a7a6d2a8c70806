/*
 * live_text: kplan's live metrics (docs/metrics.md, "Live metrics") as
 * Prometheus's text exposition format: a snapshot of a run (or of an
 * agent's share of it) that the run updates, and the text a scrape of
 * /metrics returns. Pure: no clock, no socket, no lock (run/live_metrics.c
 * holds the snapshot under its mutex and serves the text).
 *
 * Every series is named kplan_*, has its HELP and TYPE lines, and
 * carries the labels plan, run_id (and agent, for an agent) and, per
 * tier, tier. No label carries a client property's value.
 *
 * The produce latency is a Prometheus histogram over bounds that are
 * edges of kplan's own histogram (base/hist.h): le="0.005" counts exactly
 * the values below 5,000 us, so histogram_quantile() over it lands in the
 * same bound interval as the report's percentile.
 */
#ifndef KP_LIVE_TEXT_H
#define KP_LIVE_TEXT_H

#include <stddef.h>
#include <stdint.h>

#include "base/hist.h"
#include "base/util.h"
#include "plan/plan.h"
#include "results/client.h"

/* The latency histogram's finite bounds: at most this many. */
#define KP_LIVE_MAX_BOUNDS 48

/* A tier's phase as kplan_tier_phase says it. */
typedef enum kp_live_phase {
        KP_LIVE_PENDING = 0, /* not started */
        KP_LIVE_PRODUCE = 1, /* producing (consumers may read meanwhile) */
        KP_LIVE_CONSUME = 2, /* reading its messages back */
        KP_LIVE_DONE = 3     /* over: its figures are final */
} kp_live_phase;

/* A latency histogram in Prometheus's form: cum[i] values at most
 * bound i (cumulative), count in all (the +Inf bucket), their sum. */
typedef struct kp_live_buckets {
        size_t n;
        uint64_t cum[KP_LIVE_MAX_BOUNDS];
        uint64_t count;
        double sum_s;
} kp_live_buckets;

/* One tier as the live metrics show it. A rate or a client figure that
 * is NAN is not known yet and is left out of the text. */
typedef struct kp_live_tier {
        char name[128];
        kp_live_phase phase;
        uint64_t target;                      /* messages to produce */
        uint64_t sent, delivered, failed;     /* produce phase, so far */
        uint64_t consumed, consume_target;    /* consume phase, so far */
        double produce_rate, produce_bytes_s; /* the last interval's */
        double consume_rate;
        int has_latency;
        kp_live_buckets latency; /* corrected produce latency */
        /* The newest statistics point of the producers and of the
         * consumers (kp_client_point_init(): nothing known). */
        int has_producer, has_consumer;
        kp_client_point producer, consumer;
} kp_live_tier;

/* A criterion on one tier (or a parallel group's aggregate): pass 1,
 * fail 0, -1 not judged (not yet, or it cannot be on this tier). */
typedef struct kp_live_crit {
        size_t criterion;   /* index into the plan's criteria */
        const char *metric; /* borrowed from the metrics catalog */
        char tier[128];     /* a tier's name, or a parallel group's */
        kp_cmp cmp;
        double threshold;
        int state;
        int final; /* judged by the tier's evaluation, not live */
        int has_value;
        double value;
} kp_live_crit;

typedef struct kp_live_snap {
        char plan[128], run_id[160], agent[128]; /* "": no such label */
        char version[64];
        kp_live_tier *tiers;
        size_t n_tiers;
        kp_live_crit *crit;
        size_t n_crit;
} kp_live_snap;

/* The latency bounds, in microseconds, ascending: edges of kplan's
 * histogram near 1, 1.5, 2, 3, 5 and 7 per decade from 100 us to 100 s.
 * Fills at most KP_LIVE_MAX_BOUNDS values and returns how many. */
size_t kp_live_bounds(int64_t *bounds_us);

/* b from kplan's histogram h (borrowed). */
void kp_live_buckets_fill(kp_live_buckets *b, const kp_hist *h);

/* s zeroed and filled from plan p (borrowed, may be NULL: an agent's,
 * whose tiers come one by one): its name, every tier pending and every
 * criterion on every tier it selects (a criterion on a parallel group's
 * aggregate on the group's name) not judged. Returns 0, or -1 when out
 * of memory. Free with kp_live_snap_free(). */
int kp_live_snap_init(kp_live_snap *s, const kp_plan *p);
void kp_live_snap_free(kp_live_snap *s);

/* The tier of that name, added pending (its client points unknown) when
 * there is none; NULL when out of memory. */
kp_live_tier *kp_live_snap_tier(kp_live_snap *s, const char *name);

/* The entry of criterion `criterion` on tier, added not judged when
 * there is none (metric borrowed); NULL when out of memory. */
kp_live_crit *kp_live_snap_crit(kp_live_snap *s, size_t criterion,
                                const char *metric, kp_cmp cmp,
                                double threshold, const char *tier);

/* Judges c live, unless it is final, on what a produce phase knows
 * while it runs: a percentile, the mean or the maximum of the corrected
 * latency from lat (borrowed, the values so far), the failed deliveries
 * so far for produce.errors. Any other metric is left as it is. */
void kp_live_judge(kp_live_crit *c, const kp_hist *lat, uint64_t failed);

/* The whole text of a scrape of s, appended to out (check out->oom). */
void kp_live_text(const kp_live_snap *s, kp_buf *out);

#endif
