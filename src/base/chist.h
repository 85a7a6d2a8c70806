/*
 * chist: a small, coarse log-linear histogram of microsecond values, for
 * the buckets of a folded series (results/series.h), where hundreds are
 * kept at once and base/hist's 184 KiB each would not stay small.
 *
 * Range 0 .. KP_HIST_MAX_US, as base/hist. Values below 32 us are exact;
 * larger values land in buckets whose width is at most 1/32 of their
 * value: 32 buckets per power of two, 896 in all, 32-bit counts, so about
 * 3.6 KiB whatever the number of values. A bucket's count stops at
 * UINT32_MAX (4.29 * 10^9 values: a 10^6 msg/s tier's bucket would need
 * more than an hour of it, and a folded series' bucket is at most
 * 1/360 of its tier, so a tier of 17 days at 10^6 msg/s).
 *
 * Fed from a base/hist (kp_chist_add_hist), each of its buckets counted
 * at the highest value of that bucket, with hist's exact min, max and sum.
 *
 * Percentile rule: hist.h's (nearest rank, the highest value equivalent
 * to the bucket, clamped to [min, max]). Against the percentile of the
 * same values in a base/hist: never lower, higher by at most 1/32 of it
 * (3.2%); p0 and p100 are exact.
 *
 * Not thread-safe. A plain struct: copy it, embed it, no destroy.
 */
#ifndef KP_CHIST_H
#define KP_CHIST_H

#include <stdint.h>

#include "base/hist.h"

#define KP_CHIST_SUB    32 /* buckets per power of two: 1/32 width */
#define KP_CHIST_COUNTS (KP_CHIST_SUB * 28)

typedef struct kp_chist {
        uint64_t total;
        int64_t min, max; /* exact; 0 when empty */
        double sum;       /* of the values, for the exact mean */
        uint32_t counts[KP_CHIST_COUNTS];
} kp_chist;

/* Empties h. */
void kp_chist_reset(kp_chist *h);
/* Adds n values us (clamped to the range). */
void kp_chist_record_n(kp_chist *h, int64_t us, uint64_t n);
/* Adds every value of src (borrowed; NULL or empty adds nothing). */
void kp_chist_add_hist(kp_chist *h, const kp_hist *src);
/* Adds every value of src to dst. */
void kp_chist_merge(kp_chist *dst, const kp_chist *src);

uint64_t kp_chist_count(const kp_chist *h);
/* Exact mean (0 when empty). */
double kp_chist_mean(const kp_chist *h);
/* See the percentile rule above; 0 when empty. */
int64_t kp_chist_percentile(const kp_chist *h, double p);

#endif
