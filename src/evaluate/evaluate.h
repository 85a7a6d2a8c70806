/*
 * evaluate: the evaluation's entry: criteria verdicts and the
 * extrapolation to the target volume, made into the record of
 * evaluate/evaluation.h by the parts below it (evaluate_priv.h).
 * Pure functions of the results model (design.md): no I/O, no clocks.
 */
#ifndef KP_EVALUATE_H
#define KP_EVALUATE_H

#include <stddef.h>

#include "evaluate/evaluation.h"
#include "results/results.h"

/* The aggregate of parallel group `group` of r as a synthetic tier result
 * (histograms owned: free with kp_group_aggregate_free()) and its
 * target rate. Returns -1 when no tier belongs to the group or memory
 * runs out. */
int kp_group_aggregate(const kp_results *r, const char *group,
                       kp_tier_result *agg, double *target_rate);

/* Evaluates r against its plan's criteria and target, and analyses its
 * sweeps and parallel groups. Caller frees *out with
 * kp_evaluation_destroy(). */
int kp_evaluate(const kp_results *r, kp_evaluation **out, char *errstr,
                size_t errstr_size);

/* The sweeps and parallel groups of r, filled into e (which must hold
 * the checks and tier verdicts of r already): kp_evaluate() calls both.
 * Pure; exposed for tests. Return 0, or -1 when memory runs out. */
int kp_evaluate_sweeps(const kp_results *r, kp_evaluation *e);
int kp_evaluate_groups(const kp_results *r, kp_evaluation *e);

#endif
