/*
 * pacer: the open-loop send schedule.
 *
 * Message i (counted from 0 across every sender of a tier) is due at
 * t0 + i / rate. A sender never looks at acknowledgements to decide when
 * to send: when it falls behind, the messages already due go out at once
 * and their latency, measured from the due time, shows the stall
 * (coordinated omission corrected, as wrk2 does).
 *
 * Pure: no clocks are read here; the caller passes times in microseconds.
 */
#ifndef KP_PACER_H
#define KP_PACER_H

#include <stdint.h>

typedef struct kp_pacer {
        int64_t t0_us;
        double rate; /* messages per second; 0 means unlimited */
} kp_pacer;

/* rate <= 0 (or not finite) means unlimited: every message is due at once. */
void kp_pacer_init(kp_pacer *p, int64_t t0_us, double rate);

/* Due time of message i. For an unlimited rate that is t0. */
int64_t kp_pacer_due_us(const kp_pacer *p, uint64_t i);

/* How many messages are due by now_us (the first index not yet due). For
 * an unlimited rate, UINT64_MAX. */
uint64_t kp_pacer_due_count(const kp_pacer *p, int64_t now_us);

/* 1 when the schedule has no rate limit. */
int kp_pacer_unlimited(const kp_pacer *p);

#endif
