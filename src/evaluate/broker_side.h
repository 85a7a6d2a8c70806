/*
 * broker_side: what the brokers' own metrics (results/brokers.h) say about
 * a run. Pure functions of the results model: no I/O, no clocks.
 * Nothing here changes a count or a verdict of the client's own
 * measurements; it adds the brokers' side beside them.
 *
 * Two answers:
 * - kp_broker_side_limit(): whether the brokers were a limit during a
 *   window, which limit and with which figure ("request handlers 96%
 *   busy on broker 2", "replication wait 80% of Produce time on broker
 *   1", "throttled by a quota, 850 ms a request on broker 3"), for a
 *   failing tier's cause;
 * - kp_broker_side_extrapolate(): the utilization extrapolation, which
 *   fits the busiest broker's CPU, disk and network against the rate
 *   over the windows that ran at fixed rates, and says at which rate
 *   each reaches the plan's ceiling, which runs out first, and whether
 *   that agrees with the rate search (docs/metrics.md, "The brokers'
 *   side").
 */
#ifndef KP_BROKER_SIDE_H
#define KP_BROKER_SIDE_H

#include <stddef.h>

#include "results/brokers.h"
#include "results/results.h"

/* The shares at which a broker resource counts as the limit. */
#define KP_BLIMIT_BUSY_PCT                                                     \
        90.0                       /* handlers, network threads, CPU,          \
                                      disk I/O time */
#define KP_BLIMIT_REMOTE_PCT  50.0 /* replication wait, % of Produce */
#define KP_BLIMIT_THROTTLE_MS 1.0  /* mean quota throttle a request */

typedef enum kp_blimit_kind {
        KP_BLIMIT_NONE,
        KP_BLIMIT_THROTTLED,   /* a client quota: figure = mean ms */
        KP_BLIMIT_HANDLERS,    /* request handler threads: % busy */
        KP_BLIMIT_NETWORK,     /* network processor threads: % busy */
        KP_BLIMIT_CPU,         /* host CPU: % busy */
        KP_BLIMIT_DISK,        /* busiest disk: % of the time doing I/O */
        KP_BLIMIT_REPLICATION, /* remote time: % of the Produce time */
        /* Not a limit: a broker the tier's producers sent requests to
         * gave the window no figure at all (its exporter did not answer,
         * as a broker held to a small budget may not): whether the
         * brokers were a limit is not shown. figure NAN. */
        KP_BLIMIT_SILENT,
} kp_blimit_kind;

typedef struct kp_blimit {
        kp_blimit_kind kind;
        const char *broker; /* its label, borrowed from the window */
        int32_t node;       /* its node id (results/broker_map.h), or -1:
                               not identified */
        double figure;      /* in the unit of kind, above */
} kp_blimit;

/* The limit the brokers were during window w (NULL: none), the first of
 * the order of kp_blimit_kind that holds on some broker, with that
 * broker's window figure (kp_bseries.window, never the points' mean);
 * out->kind KP_BLIMIT_NONE when none holds, when w is unavailable, or
 * when the queries it needs have no window figure. Returns 1 when a
 * limit was found, else 0. */
int kp_broker_side_limit(const kp_bwindow *w, kp_blimit *out);

/* The same for a tier: its whole run's window, where a broker whose
 * Produce time is inconsistent with the client's round trip
 * (kp_broker_side_consistent) is the cause of nothing. When no limit
 * holds and a broker the producers sent requests to has no series in
 * the window, out->kind is KP_BLIMIT_SILENT with its node id, and 0 is
 * returned: a missing figure is no zero, and no "no limit". */
int kp_broker_side_tier_limit(const kp_tier_result *tr, kp_blimit *out);

/* A broker's own time of a Produce request cannot exceed the client's
 * round trip to it: a figure above KP_BSIDE_RTT_FACTOR x the round trip
 * + KP_BSIDE_RTT_SLACK_MS (room for noise: the broker's figure is a
 * mean over the window, the client's a p95 of its statistics windows)
 * is inconsistent. */
#define KP_BSIDE_RTT_FACTOR   1.5
#define KP_BSIDE_RTT_SLACK_MS 1.0

/* Whether a broker's own time of a Produce request, own_ms, fits the
 * client's round trip to it, rtt_ms, as above: 1 when it does or either
 * is not known (NAN), else 0. */
int kp_broker_side_fits_rtt(double own_ms, double rtt_ms);

/* The broker's own time of a Produce request in w, ms: request queue +
 * local + remote + response send, window figures; NAN unless all four
 * are known. */
double kp_broker_side_produce_ms(const kp_bwindow *w, const char *broker);

/* The client's round trip to broker (the broker label's value) in tr's
 * produce phase, ms: the highest rtt_p95 over the load hosts that sent
 * requests to the broker that label names (its node id,
 * results/broker_map.h); NAN when none did or it is not identified. */
double kp_broker_side_client_rtt_ms(const kp_tier_result *tr,
                                    const char *broker);

/* 0 when broker's Produce time in tr's window exceeds what the client's
 * round trip allows (above); 1 when it does not, or when either is not
 * known. */
int kp_broker_side_consistent(const kp_tier_result *tr, const char *broker);

/* Whether every broker of the cluster's metadata has a loopback address
 * (127.0.0.0/8, ::1, "localhost"): then all their traffic, the clients'
 * and the replication, stays on the loopback device, which
 * node_exporter's network figures leave out, so those figures cannot
 * measure it. 0 when no broker is known. */
int kp_broker_side_loopback(const kp_results *r);

/* The figure of series s (of window w of tier tr) over the tier's
 * produce phase, as the extrapolations read it: the mean of its points
 * inside the phase, else (a search trial's window, or no point inside)
 * its window figure; NAN when neither is known. */
double kp_broker_side_phase_value(const kp_tier_result *tr, const kp_bwindow *w,
                                  const kp_bseries *s);

/* A resource of the utilization extrapolation. */
typedef enum kp_util_res {
        KP_UTIL_CPU,
        KP_UTIL_DISK,
        KP_UTIL_NETWORK
} kp_util_res;
#define KP_UTIL_N 3

typedef struct kp_util_fit {
        kp_util_res res;
        const char *query; /* the query it reads: "host_cpu" */
        size_t n_points;   /* windows at fixed rates with a value */
        /* use (% of the resource) = intercept + slope * rate (msg/s),
         * the busiest broker's mean use in each window */
        double slope, intercept, r2;
        int fitted;          /* n_points >= KP_TREND_MIN_POINTS */
        int weak;            /* r2 under KP_TREND_MIN_R2 */
        int capacity_known;  /* the network needs the plan's network_bps */
        double max_rate;     /* the highest rate measured */
        double max_use_pct;  /* the busiest broker's use there */
        double ceiling_rate; /* where use reaches the ceiling; 0: never
                                (slope <= 0) or not known */
        double peak_use_pct; /* at the target's peak rate, when known */
} kp_util_fit;

/* How the first resource to run out compares with the rate search. */
typedef enum kp_util_agree {
        KP_UTIL_NO_SEARCH,    /* no search found a capacity */
        KP_UTIL_NO_CEILING,   /* one did, but no fit gives a ceiling rate */
        KP_UTIL_AGREES,       /* within KP_UTIL_AGREE_PCT of each other */
        KP_UTIL_SEARCH_LOWER, /* something else limits first: latency,
                                 the client, another resource */
        KP_UTIL_SEARCH_HIGHER /* the search held the criteria past the
                                 ceiling */
} kp_util_agree;
#define KP_UTIL_AGREE_PCT 25.0

typedef struct kp_util_extrap {
        int present;        /* some window had broker metrics */
        double ceiling_pct; /* the plan's ceiling */
        double network_bps; /* the plan's link per broker, 0 unknown */
        kp_util_fit fits[KP_UTIL_N];
        int first;            /* the fit with the lowest ceiling rate
                                 among those fitted and not weak, or -1 */
        double peak_rate;     /* the target's peak, msg/s, 0 without one */
        int runs_out_at_peak; /* the first reaches the ceiling below the
                                 peak */
        double search_rate;   /* sustained, else found, 0 when none */
        int search_at_bound;  /* the search stopped at its "to" */
        kp_util_agree agree;
} kp_util_extrap;

/* The utilization extrapolation of r: the points are the windows of
 * every tier and trial that ran at a fixed rate (rate > 0): the rate the
 * client achieved, and the busiest broker's mean over the tier's produce
 * phase (its points inside it; a trial's window figure: it only
 * produces); peak_rate is the
 * target's (0: none). Returns 0, or -1 when memory runs out. */
int kp_broker_side_extrapolate(const kp_results *r, double peak_rate,
                               kp_util_extrap *out);

#endif
