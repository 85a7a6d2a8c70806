/*
 * stall: the longest gap in a phase's deliveries or reads, from its
 * interval series (results/results.h). Pure: no I/O, no clocks, no words.
 *
 * A stall is a run of consecutive intervals, each of which began at or
 * after from_s, whose rate fell under KP_STALL_SHARE of the expected one
 * (the target rate, else the phase's own), lasting KP_STALL_MIN_S or
 * more. from_s keeps the start of a phase out of it: a consumer's group
 * join, and its wait for the first fetch after it, is the join (its own
 * figure, consume.rebalance_ms), not a gap in reads; an interval that
 * began before it is not looked at.
 */
#ifndef KP_STALL_H
#define KP_STALL_H

#include <stddef.h>

#include "results/results.h"

#define KP_STALL_SHARE 0.10
#define KP_STALL_MIN_S 1.0

typedef struct kp_stall {
        int found;         /* 0: no stall (nothing else is set) */
        double at_s;       /* its start, seconds since the phase began */
        double duration_s; /* its length */
        size_t intervals;  /* how many intervals it spans */
        double expected;   /* the rate it fell under a share of, msg/s */
} kp_stall;

/* The longest stall of l from from_s on, into *out (zeroed when there is
 * none: no series, expected <= 0 or no run long enough). Returns
 * out->found. */
int kp_stall_find(const kp_interval_list *l, double expected, double from_s,
                  kp_stall *out);

/* Where a consume phase's reads start, for kp_stall_find(): its first
 * message read (first_msg_s), or where that is not recorded, its first
 * assignment (the group join's end). */
double kp_stall_consume_from(const kp_consume_result *c);

#endif
