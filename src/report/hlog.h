/*
 * hlog: latency histograms as HdrHistogram interval logs (.hlog), so that
 * HdrHistogram's own tools (HistogramLogProcessor, HistogramLogAnalyzer,
 * the plotter) read what kplan measured.
 *
 * The log is HdrHistogram's format version 1.3: the header lines
 * "#[Histogram log format version 1.3]", "#[StartTime: ...]",
 * "#[BaseTime: ...]", the legend, then one line per interval:
 * StartTimestamp,Interval_Length,Interval_Max,Interval_Compressed_Histogram
 * (seconds from the base time, seconds, the interval's maximum in ms, and
 * the histogram in HdrHistogram's V2 encoding, DEFLATE-compressed and
 * base64-encoded). Values are microseconds.
 *
 * Precision: kplan's histogram (base/hist.h) has HdrHistogram's layout
 * for a lowest discernible value of 1 us, a highest trackable value of
 * 2^32-1 us and 3 significant digits, so every bucket maps to one
 * HdrHistogram count: the encoded counts are exactly kplan's. The minimum
 * and maximum HdrHistogram reports are the bounds of the buckets that
 * hold kplan's exact ones (equal below 2,048 us, within 1/1,024 above).
 */
#ifndef KP_HLOG_H
#define KP_HLOG_H

#include <stddef.h>
#include <stdint.h>

#include "base/hist.h"
#include "base/util.h"
#include "results/results.h"

/* Appends h in HdrHistogram's compressed V2 encoding, base64, to out.
 * Returns 0, or -1 when memory runs out or zlib fails. */
int kp_hlog_encode(const kp_hist *h, kp_buf *out);

/* One log: the header lines for a start time (wall clock, microseconds
 * since the epoch) and one interval line per histogram: hs[i] starting at
 * start_us[i] (wall clock, us) for len_s[i] seconds. n may be 0. Appends
 * to out; returns 0 or -1 (memory, zlib). */
int kp_hlog_format(int64_t start_us, const kp_hist *const *hs,
                   const int64_t *start_us_each, const double *len_s, size_t n,
                   kp_buf *out);

/* Writes every latency series of every tier of r that has a histogram
 * into dir: <tier>.produce-latency.hlog (corrected produce latency),
 * <tier>.produce-service.hlog (service latency) and
 * <tier>.consume-e2e.hlog (end-to-end latency), a tier name's characters
 * other than letters, digits, . _ - + made '_'. Each holds one interval:
 * the tier's phase, from its start for its length. Returns the number of
 * files written, or -1 with a sentence naming the file. */
int kp_hlog_write_results(const kp_results *r, const char *dir, char *errstr,
                          size_t errstr_size);

#endif
