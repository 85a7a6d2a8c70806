/*
 * evaluate_priv: what the evaluation's files share (evaluate.c,
 * evaluate_sweeps.c, evaluate_json.c). Not a public interface:
 * evaluate/evaluate.h is.
 */
#ifndef KP_EVALUATE_PRIV_H
#define KP_EVALUATE_PRIV_H

#include <stddef.h>

#include "evaluate/evaluation.h"

/* The extrapolation to the plan's target (evaluate_extrap.c), into e->x,
 * with its assumptions (e->x.assumptions) and risks (e->risks) as
 * records; e's checks and tier verdicts are made already. Returns 0, or
 * -1 when memory runs out. */
int ev_extrapolate(const kp_results *r, kp_evaluation *e);

/* The capacity model (evaluate_sizing.c), into e->sizing; after
 * ev_extrapolate(), whose measured capacity it compares with. Returns
 * 0, or -1 when memory runs out. */
int ev_sizing(const kp_results *r, kp_evaluation *e);

/* The verdict of tier i (verdict.c) into te, whose limits are made
 * already, from e's checks; and its rig record. */
void ev_tier_verdict(const kp_results *r, kp_evaluation *e, size_t i,
                     kp_tier_eval *te);

/* The run's verdict and its record (e->run), once the checks, the
 * tiers' verdicts and the extrapolation are made. */
void ev_run_verdict(const kp_results *r, kp_evaluation *e);

#endif
