/*
 * hist: a log-linear (HDR-style) histogram of microsecond values.
 *
 * Range 0 .. KP_HIST_MAX_US (about 71.6 minutes), 3 significant digits:
 * values below 2,048 us are exact, larger values land in buckets whose
 * width is at most 1/1024 of their value (relative error < 0.1%). Memory is
 * fixed (about 184 KiB) whatever the number of values. Values outside the
 * range are clamped and counted in kp_hist_clamped().
 *
 * Not thread-safe: give each thread its own and merge.
 *
 * Percentile rule (nearest rank): for p in [0, 100] the result is the
 * smallest recorded value v such that at least ceil(p / 100 * count)
 * values are <= v (at least one value), reported as the highest value
 * equivalent to v's bucket and clamped to [min, max]. So p0 is the exact
 * minimum, p100 the exact maximum, and a percentile is never reported
 * lower than the true value of that rank.
 */
#ifndef KP_HIST_H
#define KP_HIST_H

#include <stddef.h>
#include <stdint.h>

#include <cjson/cJSON.h>

#define KP_HIST_MAX_US ((int64_t)UINT32_MAX)

typedef struct kp_hist kp_hist;

/* Returns a new empty histogram, or NULL when out of memory.
 * Caller frees with kp_hist_destroy(). */
kp_hist *kp_hist_new(void);
void kp_hist_destroy(kp_hist *h);

void kp_hist_record(kp_hist *h, int64_t us);
void kp_hist_record_n(kp_hist *h, int64_t us, uint64_t n);
void kp_hist_reset(kp_hist *h);
/* Adds every value of src to dst. */
void kp_hist_merge(kp_hist *dst, const kp_hist *src);

uint64_t kp_hist_count(const kp_hist *h);
uint64_t kp_hist_clamped(const kp_hist *h);
/* Exact minimum / maximum of the values recorded (0 when empty). */
int64_t kp_hist_min(const kp_hist *h);
int64_t kp_hist_max(const kp_hist *h);
/* Exact mean and population standard deviation (0 when empty). */
double kp_hist_mean(const kp_hist *h);
double kp_hist_stddev(const kp_hist *h);
/* See the percentile rule above; 0 when empty. */
int64_t kp_hist_percentile(const kp_hist *h, double p);
/* The rank the percentile rule asks for: ceil(p / 100 * count), at least
 * 1, for p in (0, 100) (base/chist.c keeps the same rule). */
uint64_t kp_hist_rank(double p, uint64_t count);

/* Bucket iteration for charts: non-empty buckets in ascending order.
 * Start with *cursor = 0; returns 1 and fills b while there is one. */
typedef struct kp_hist_bucket {
        int64_t lo_us, hi_us; /* inclusive value range of the bucket */
        uint64_t count;
} kp_hist_bucket;
int kp_hist_next(const kp_hist *h, size_t *cursor, kp_hist_bucket *b);

/* Serialization into results JSON:
 *   {"unit":"us","count":N,"min":..,"max":..,"sum":..,"sumsq":..,
 *    "clamped":..,"buckets":[lo_us,count,lo_us,count,...]}
 * only non-empty buckets, each by its lowest value. Returns a new cJSON
 * object (caller owns it) or NULL when out of memory. */
cJSON *kp_hist_to_json(const kp_hist *h);
/* Parses what kp_hist_to_json() wrote. On success *out is a new histogram
 * (caller destroys); on error -1 with a sentence naming what is wrong. */
int kp_hist_from_json(const cJSON *j, kp_hist **out, char *errstr,
                      size_t errstr_size);

/* The lowest value of the bucket us falls in (us clamped to the range):
 * every value from it to us is counted as us is. A value v is an edge
 * between two buckets when kp_hist_bucket_lo(v) == v. */
int64_t kp_hist_bucket_lo(int64_t us);

#endif
