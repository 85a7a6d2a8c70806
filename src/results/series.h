/*
 * series: a phase's interval series kept small at any length.
 *
 * While a series holds fewer than KP_SERIES_BOUND buckets, every interval
 * pushed is kept as it is (a bucket per interval, its figures exactly as
 * measured). When a push would cross the bound, adjacent pairs of buckets
 * fold into one and the bucket length doubles; later intervals fill the
 * last bucket until it holds as many as the others. So a series holds
 * between KP_SERIES_BOUND / 2 and KP_SERIES_BOUND buckets of equal length
 * (the last one may hold fewer), its length need not be known in
 * advance, and an unlimited tier folds the same way.
 *
 * A folded bucket's figures are those of the messages it holds: msgs and
 * errors are sums, t_s the end of its last interval, dur_s the sum of
 * theirs (the buckets tile the phase as its intervals did), the rates
 * over dur_s, min_ms and max_ms exact, mean_ms exact, and p50/p95/p99
 * the percentiles of a coarse histogram of its messages (base/chist.h):
 * never below those of the same messages in a base/hist, above them by
 * at most 1/32 (3.2%). Never an average of the intervals' percentiles.
 *
 * Memory: the buckets' kp_interval and a kp_chist (about 3.6 KiB) each,
 * so at most about 2.7 MiB for a series, whatever its length.
 */
#ifndef KP_SERIES_H
#define KP_SERIES_H

#include "base/chist.h"
#include "base/hist.h"
#include "results/results.h"

/* 720 buckets: a chart is about 700 pixels wide, so a bucket is at
 * least about a pixel (folded series hold 360 to 720); a 12-minute tier
 * of one-second intervals is kept whole; and a 24-hour tier folds to
 * 2-minute buckets, 675 of them, a results.json of a few hundred KB. */
#define KP_SERIES_BOUND 720

typedef struct kp_series kp_series;

/* A series that fills l (borrowed: it must outlive the series; what it
 * holds already stays, as buckets of an interval each). Returns NULL when
 * out of memory or when l holds more than KP_SERIES_BOUND intervals. Caller
 * frees with kp_series_destroy(), which leaves l and what it holds to its
 * owner. */
kp_series *kp_series_new(kp_interval_list *l);
void kp_series_destroy(kp_series *s);

/* Adds the interval iv, whose latencies are those of lat (borrowed; NULL
 * when it has none). iv's own figures (p50/p95/p99/max_ms, min_ms,
 * mean_ms) are kept while the bucket holds iv alone. Returns 0, or -1 when
 * out of memory (the interval is then lost, the series stays valid). */
int kp_series_push(kp_series *s, const kp_interval *iv, const kp_hist *lat);

/* How many intervals a bucket holds: 1 while unfolded. */
uint64_t kp_series_per(const kp_series *s);

#endif
