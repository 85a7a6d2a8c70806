/*
 * criterion: which tiers a criterion judges, and whether its metric can
 * be measured there at all (docs/plan.md, "criteria"; docs/metrics.md,
 * "Verdicts").
 *
 * A criterion selects tiers by name (a tier, a sweep group, a sweep
 * point or a parallel group) or every tier. Selecting a tier is not
 * enough to judge it: end-to-end latency needs consumers that read
 * during the produce phase, a rate ratio needs a target rate, capacity.*
 * a capacity search, drain.* a backlog drain. kp_criterion_misfit() says
 * from the plan alone what a tier lacks; validation refuses a criterion
 * that names a tier it can never judge, and the evaluation shows a
 * check the plan could never measure as N/A, with that reason. Pure.
 */
#ifndef KP_CRITERION_H
#define KP_CRITERION_H

#include <stddef.h>

#include "plan/plan.h"

/* Why a criterion's metric can never be measured on a tier. */
typedef enum kp_misfit {
        KP_FITS = 0,
        KP_MISFIT_UNLIMITED,   /* a rate ratio, and the tier (or a workload
                                  of the aggregate) has no target rate */
        KP_MISFIT_NO_CONSUMER, /* consume.*, and the consumers are
                                  disabled (every workload's, for an
                                  aggregate) */
        KP_MISFIT_AFTER,       /* consume.e2e_latency.*, and the consumers
                                  read after the produce phase */
        KP_MISFIT_NOT_SEARCH,  /* capacity.*, and the tier is not a
                                  capacity search */
        KP_MISFIT_NO_SOAK,     /* capacity.rate_msgs_per_sec, and the
                                  search has no soak to sustain a rate */
        KP_MISFIT_NOT_BACKLOG, /* drain.*, and the tier is no backlog drain */
        KP_MISFIT_AGGREGATE    /* capacity.* or drain.* on a parallel
                                  group's aggregate, which has neither */
} kp_misfit;

/* 1 when criterion c selects tier t: c names no tier (every tier), or
 * names t, its sweep group, its sweep point or its parallel group. */
int kp_criterion_selects(const kp_criterion *c, const kp_tier *t);

/* 1 when c names t by t's own name (not through a group). */
int kp_criterion_names(const kp_criterion *c, const kp_tier *t);

/* Whether c's metric can ever be measured on tier t of plan p (both
 * borrowed): KP_FITS, or what t lacks. With c->aggregate the check is on
 * the aggregate of t's parallel group, whose workloads are read from p;
 * t must then belong to one. A metric name that is not in the catalog
 * fits (the parser refuses it). */
kp_misfit kp_criterion_misfit(const kp_plan *p, const kp_criterion *c,
                              const kp_tier *t);

/* The reason as a sentence, in English: "tier \"100k\" runs at an
 * unlimited rate: produce.rate.achieved_ratio has no target rate to
 * compare with". t names the tier (or, for an aggregate, its group).
 * Writes at most n bytes into out, always terminated, and returns out. */
const char *kp_misfit_words(kp_misfit why, const kp_criterion *c,
                            const kp_tier *t, char *out, size_t n);

#endif
