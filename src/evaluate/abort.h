/*
 * abort: the criteria with "abort" judged while a tier runs (docs/ci.md,
 * "Stopping early"), interval by interval, so that a tier that can no
 * longer pass stops at once instead of running its remaining minutes.
 * Pure: the run feeds it each interval's figures; no clock, no Kafka.
 *
 * A count (produce.errors, produce.error_ratio over the tier's messages)
 * stops the tier as soon as it is over its limit: it only grows. A
 * rolling figure (a rate, or a percentile of the corrected latency of
 * the interval) stops it once it has stayed on the wrong side of its
 * limit for the criterion's grace period (one interval when 0); an
 * interval that meets the limit starts the count again, and intervals
 * of the warm-up are not judged (nor is an interval without deliveries
 * for a latency).
 */
#ifndef KP_ABORT_H
#define KP_ABORT_H

#include <stddef.h>
#include <stdint.h>

#include "base/hist.h"
#include "plan/plan.h"
#include "results/results.h"

/* One interval of a produce phase, as the producer reports it. */
typedef struct kp_abort_sample {
        double t_s;          /* the interval's end, seconds into the phase */
        double dur_s;        /* its length */
        uint64_t msgs;       /* delivered in it */
        uint64_t delivered;  /* delivered so far, this interval's included */
        uint64_t failed;     /* failed so far */
        double msgs_per_sec; /* delivered in it per second */
        double mib_per_sec;  /* bytes delivered in it, MiB/s */
        const kp_hist *interval; /* corrected latency in it (borrowed) */
} kp_abort_sample;

typedef struct kp_abort_watch kp_abort_watch;

/* A watch of the abort criteria of plan p (borrowed, outlives it) that
 * apply to tier t (borrowed): 0 and *out, NULL when none applies (a
 * capacity search is never stopped this way); -1 when out of memory. */
int kp_abort_watch_new(const kp_plan *p, const kp_tier *t,
                       kp_abort_watch **out);

/* Judges interval s. Returns 1 when a criterion can no longer pass and
 * fills *stop (criterion, run, value, at_s, planned_s and for_s: the
 * figures, no words; at and reason are left to the caller), 0 otherwise
 * (also after it fired once), -1 when out of memory. */
int kp_abort_watch_feed(kp_abort_watch *w, const kp_abort_sample *s,
                        kp_abort_stop *stop);

void kp_abort_watch_destroy(kp_abort_watch *w);

#endif
