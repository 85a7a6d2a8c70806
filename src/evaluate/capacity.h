/*
 * capacity: the steps of a capacity search and the judgement of each
 * trial (plan/plan.h kp_search; docs/plan.md, "capacity"). Pure: the
 * runner (run/capacity_search.c) runs the trials; this says which rate comes
 * next and whether a trial passed.
 *
 * The search grows the rate from spec->from by spec->growth (capped at
 * spec->to) while trials pass; the first failing trial bounds it, and
 * the rates in between are bisected until the highest passing rate (lo)
 * and the lowest failing one (hi) are within spec->precision of lo, or
 * spec->max_trials have run. Rates are whole msg/s.
 *
 * A trial that fails at the lowest rate tried (no lower rate passed) is
 * run once more before the search says no rate holds: one cold trial
 * decides nothing. When the repeat passes, the search goes on as if the
 * first had passed; when it fails too, nothing held. A repeat does not
 * count against spec->max_trials; a failure above a passing rate is
 * never repeated.
 */
#ifndef KP_CAPACITY_H
#define KP_CAPACITY_H

#include <stddef.h>
#include <stdint.h>

#include "plan/plan.h"
#include "results/results.h"

typedef struct kp_capacity {
        const kp_search *spec; /* borrowed */
        double lo, hi;         /* highest passing, lowest failing; 0: none */
        double next;           /* the next trial's rate; 0: the search ended */
        int trials;            /* trials recorded, repeats included */
        int at_bound;          /* a trial passed at spec->to */
        int below_from; /* the first trial failed, and so did its repeat */
        /* The trial at next repeats trial repeat_of (numbered from 1, as
         * the trials are recorded), which failed at the lowest rate tried;
         * 0: next is a new trial. */
        int repeat_of;
        int repeats;       /* repeats recorded */
        int repeat_passed; /* a repeat passed: the search went on from it */
} kp_capacity;

/* Starts a search (s->next is spec->from). spec is borrowed. */
void kp_capacity_begin(kp_capacity *s, const kp_search *spec);

/* Records the trial at s->next (a repeat when s->repeat_of was set) as
 * passed or failed and sets s->next to the following rate, or to 0 when
 * the search is over; s->repeat_of says whether the next trial repeats
 * this one. */
void kp_capacity_record(kp_capacity *s, int passed);

/* A rule a trial or a soak broke (kp_capacity_judge()): its code and
 * the figures it rests on. The report model words it
 * (kp_rm_capacity_words()). */
typedef enum kp_capacity_miss {
        KP_CAP_NOTHING_MEASURED = 0, /* nothing was measured */
        KP_CAP_UNDELIVERED,          /* lost of sent not delivered */
        KP_CAP_UNDER_RATE,           /* achieved under min_ratio of rate */
        KP_CAP_CRITERION,            /* criterion c: value on the wrong side */
        KP_CAP_WINDOWS               /* criterion c per window: too few held;
                                        value the worst window's */
} kp_capacity_miss;

typedef struct kp_capacity_fail {
        kp_capacity_miss code;
        const kp_criterion *c; /* with CRITERION, WINDOWS (borrowed) */
        const char *metric;    /* its metric's name, unit (static) */
        const char *unit;
        double value;          /* the metric's value (the worst window's) */
        double window_s;       /* WINDOWS: the window's length */
        size_t failed, judged; /* WINDOWS: windows failed, judged */
        uint64_t lost, sent;   /* UNDELIVERED */
        double achieved, min_ratio, rate; /* UNDER_RATE: msg/s, share */
} kp_capacity_fail;

#define KP_CAPACITY_MAX_FAILS 34 /* one per criterion (32), and the rate */

/* Judges a trial or a soak of tier t (the plan's tier, p its plan) that
 * ran at rate: it passes when it delivered every message, achieved at
 * least spec->min_ratio of rate, and met every criterion of the search
 * (its own, else the plan's produce.* criteria on t). Returns 1 or 0; on
 * 0, fails[0..*n_fails) hold every rule it broke, in order, up to
 * max. */
int kp_capacity_judge(const kp_plan *p, const kp_tier *t,
                      const kp_produce_result *res, double rate,
                      kp_capacity_fail *fails, size_t max, size_t *n_fails);

/* The criteria that judge t's trials: the search's, else the plan's
 * produce.* criteria that apply to t. Fills up to max pointers into out
 * (borrowed from p or t) and returns how many there are. */
size_t kp_capacity_criteria(const kp_plan *p, const kp_tier *t,
                            const kp_criterion **out, size_t max);

/* 1 when every latency metric that a criterion of p judges on some tier
 * is judged on t as well: only then can a fixed rate t held count as
 * capacity at the criteria. A tier whose latency no criterion bounds
 * proves a rate, not a rate at the plan's latency. */
int kp_capacity_latency_judged(const kp_plan *p, const kp_tier *t);

#endif
