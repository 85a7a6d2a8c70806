/*
 * windows: a phase's figures window by window, for the criteria judged
 * per window (plan "window"; docs/metrics.md, "Windows").
 *
 * A window is a run of whole intervals of its phase: window j covers the
 * phase's seconds (j x W, (j + 1) x W]. The intervals' histograms are
 * merged exactly (base/hist.h), so a window's percentiles are those of
 * every latency recorded in it, not an average of the intervals'. What
 * is left at the end of the phase, shorter than a window (the drain of
 * the last deliveries), joins the last whole window; a phase shorter
 * than one window is one window.
 *
 * Latencies count measured messages only (after the warm-up), as the
 * phase's own figures do; a window wholly in the warm-up has none. The
 * message count and the rates count every message of the window.
 *
 * The builder is fed each interval as its phase ends it (the producer's
 * and consumer's coordinator thread): it keeps two histograms per
 * latency and per window length, never one per interval. Not
 * thread-safe.
 */
#ifndef KP_WINDOWS_H
#define KP_WINDOWS_H

#include <stddef.h>
#include <stdint.h>

#include <cjson/cJSON.h>

#include "base/hist.h"

/* A latency histogram's summary in milliseconds, count 0 when empty. */
typedef struct kp_window_lat {
        uint64_t count;
        double avg_ms, p50_ms, p95_ms, p99_ms, p999_ms, max_ms;
} kp_window_lat;

typedef struct kp_window {
        double t_s;    /* the window's end, seconds since the phase start */
        double dur_s;  /* its length (the last one may be longer) */
        uint64_t msgs; /* delivered (produce) or consumed (consume) */
        double msgs_per_sec, mib_per_sec;
        kp_window_lat latency; /* corrected (produce), end-to-end
                                  (consume) */
        kp_window_lat service; /* service latency (produce only) */
} kp_window;

/* The windows of one length. */
typedef struct kp_window_series {
        int64_t window_us;
        kp_window *v;
        size_t n;
} kp_window_series;

typedef struct kp_window_list {
        kp_window_series *v;
        size_t n;
} kp_window_list;

/* The series of that window length in l, or NULL. */
const kp_window_series *kp_windows_find(const kp_window_list *l,
                                        int64_t window_us);

/* Frees what l holds and zeroes it. */
void kp_windows_free(kp_window_list *l);

/* results.json's "windows" of a phase: [{"window_s": 5, "points":
 * [{"t_s", "dur_s", "msgs", "msgs_per_sec", "mib_per_sec", "latency_ms":
 * {...}, "service_latency_ms": {...}}]}]. A new array (caller deletes),
 * NULL when out of memory. */
cJSON *kp_windows_json(const kp_window_list *l);

/* Reads what kp_windows_json() wrote into an empty l. Returns 0, or -1
 * with a sentence naming where and what is wrong. */
int kp_windows_from(const cJSON *a, kp_window_list *l, const char *where,
                    char *errstr, size_t errstr_size);

/* ---- building windows while a phase runs ------------------------------ */

typedef struct kp_window_builder kp_window_builder;

/* One interval as its phase ends it: its end and length (seconds since
 * the phase start), messages and bytes, and the latencies of its
 * measured messages (borrowed; service may be NULL). */
typedef struct kp_window_feed {
        double t_s, dur_s;
        uint64_t msgs, bytes;
        const kp_hist *latency;
        const kp_hist *service;
} kp_window_feed;

/* A builder of the n window lengths window_us (each at least 1 s;
 * duplicates are kept once). Returns 0 and *out (caller frees with
 * kp_window_builder_destroy()), or -1 when memory runs out. n 0 gives a
 * builder that keeps nothing. */
int kp_window_builder_new(const int64_t *window_us, size_t n,
                          kp_window_builder **out);
void kp_window_builder_destroy(kp_window_builder *b);

/* Adds one interval (intervals in order). Returns 0, or -1 when memory
 * runs out. */
int kp_window_builder_feed(kp_window_builder *b, const kp_window_feed *f);

/* Ends the phase: the last windows are closed and every series is
 * appended to out (which takes ownership of them). Returns 0, or -1
 * when memory runs out. */
int kp_window_builder_finish(kp_window_builder *b, kp_window_list *out);

#endif
