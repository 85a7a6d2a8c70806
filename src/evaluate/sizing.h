/*
 * sizing: the capacity model (docs/metrics.md, "How big a cluster the
 * target needs"). Pure: it takes per-resource points (the cluster's
 * rate and each broker's use in each window that ran at a fixed rate)
 * and each resource's capacity per broker, and says at which cluster
 * rate each resource reaches its threshold, which runs out first, how
 * many brokers the target's peak needs, with one down, and how the
 * model's rate compares with a measured one. The points are gathered
 * from a results model by evaluate_sizing.c.
 *
 * The model: each broker's use of a resource is a straight line in the
 * cluster's rate R, use = intercept + slope x R (least squares over
 * that broker's points). The broker that counts is the one whose use
 * reaches the threshold at the lowest R (the first to run out); with
 * none reaching it, the one with the most points, then the busiest (the
 * highest mean use). Fitting the highest use at each point instead
 * mixes brokers: where two carry about the same load, the noisier one
 * is the highest at low rates and the other at high ones, and the slope
 * comes out too low. On N' brokers instead of the N tested, with the
 * partitions balanced, each broker takes N/N' of the load: use =
 * intercept + slope x R x N / N'. A resource runs out where use reaches
 * threshold x capacity.
 *
 * CPU per message falls as batches grow with the rate, so for the CPU,
 * given the client's messages per batch at the points, a broker's use
 * is rather use = a + b x R + c x Q(R), where Q(R) = R /
 * mpb(R) is the cluster's Produce requests per second predicted from the
 * batching: messages per batch grow about linearly with the rate, mpb(R)
 * = 1 + k x R (k by least squares through mpb - 1 = 0 at R = 0). Q is
 * concave in R: at a high rate a request carries more messages. That
 * form is used only when it is determined and makes sense (more points
 * than its 3 terms, messages per batch and requests/s that vary over the
 * points, b > 0 and c >= 0); else the straight line, with the reason
 * (kp_sizing_line_why). On N' brokers: a + (b x R + c x Q(R)) x N / N'
 * (the rate per partition, and so the batching, does not change).
 */
#ifndef KP_SIZING_H
#define KP_SIZING_H

#include <stddef.h>

#include "plan/plan.h"

#define KP_SIZING_MIN_POINTS 3    /* windows a fit needs */
#define KP_SIZING_MIN_R2     0.5  /* a weaker fit never runs out first */
#define KP_SIZING_AGREE      0.25 /* a ratio within 1 +- this agrees */

/* Why a figure is not known (results.json "reason", by its machine name;
 * the report model words it). */
typedef enum kp_sizing_reason {
        KP_SZR_NONE = 0,
        KP_SZR_NO_METRICS,  /* no window had the query's figure */
        KP_SZR_FEW_POINTS,  /* under KP_SIZING_MIN_POINTS windows */
        KP_SZR_NO_CAPACITY, /* not declared, not read from node_exporter */
        KP_SZR_SHARED_HOST, /* a host's figure, and brokers share hosts */
        KP_SZR_FLAT,        /* the use does not grow with the rate */
        KP_SZR_WEAK,        /* R² under KP_SIZING_MIN_R2 */
        KP_SZR_IDLE_ABOVE,  /* the intercept is at the threshold already */
        KP_SZR_NO_TARGET,   /* the plan has no target */
        KP_SZR_NO_CEILING,  /* no resource has a ceiling rate */
        KP_SZR_NO_BROKERS,  /* no tier has the brokers' metrics: no model */
        KP_SZR__COUNT
} kp_sizing_reason;

/* The reason's machine name, for results.json: "no_metrics", ... (""
 * for none). Its words are the report model's (report/model/
 * code_words.h). */
const char *kp_sizing_reason_str(kp_sizing_reason r);

#define KP_SIZING_BATCH_POINTS                                                 \
        4 /* the batching form: more points than                               \
             its 3 terms */
#define KP_SIZING_MIN_SPREAD                                                   \
        0.1 /* (max - min) / max under this: barely                            \
               varies */

/* Why the CPU's fit is the straight line, not the batching form. */
typedef enum kp_sizing_line_why {
        KP_SZL_NONE = 0,      /* the batching form; or not the CPU */
        KP_SZL_NO_BATCHES,    /* messages per batch known at < 3 points */
        KP_SZL_FEW_POINTS,    /* < KP_SIZING_BATCH_POINTS points */
        KP_SZL_BATCH_FLAT,    /* messages per batch do not grow with the
                                 rate, or barely vary over the points */
        KP_SZL_REQUESTS_FLAT, /* the predicted requests/s barely vary */
        KP_SZL_SINGULAR,      /* requests/s and the rate move together:
                                 their costs cannot be told apart */
        KP_SZL_NEGATIVE_C,    /* the cost per request came out < 0 */
        KP_SZL_NEGATIVE_B,    /* the cost per message came out <= 0 */
        KP_SZL__COUNT
} kp_sizing_line_why;

/* The reason's machine name, for results.json's "model_reason":
 * "no_batches", ... ("" for none). Its words are the report model's. */
const char *kp_sizing_line_why_str(kp_sizing_line_why w);

/* How the measured rate stands against the model's (the first
 * resource's rate at 100% of its capacity on the tested brokers). */
typedef enum kp_sizing_gap {
        KP_GAP_NONE = 0,   /* nothing measured, or no model rate */
        KP_GAP_AGREES,     /* within KP_SIZING_AGREE */
        KP_GAP_CRITERIA,   /* lower: the search's criteria (latency) stop
                              it before the resource runs out */
        KP_GAP_CLIENT,     /* lower: the load client was the limit */
        KP_GAP_UNMEASURED, /* lower: a resource not measured */
        KP_GAP_HIGHER      /* higher: use grew slower than the line
                              (batches fill as the rate grows), or the
                              broker had more than its declared share */
} kp_sizing_gap;

typedef struct kp_sizing_res_in {
        const double *rate; /* the cluster's rate at each point, borrowed, n */
        /* Each broker's use at each point, borrowed: n_brokers rows of
         * n, use[b x n + i]; NAN where broker b has no figure at point
         * i. */
        const double *use;
        size_t n;
        double capacity;         /* per broker, in use's unit; 0: unknown */
        double threshold;        /* share of capacity, 0..1 */
        kp_sizing_reason reason; /* why there are no points / capacity,
                                    KP_SZR_NONE when both are given */
        /* The client's messages per batch at each point (NAN: not
         * known), borrowed, n; NULL: the straight line only (every
         * resource but the CPU). */
        const double *batch;
        size_t n_brokers;         /* use's rows; 0 counts as 1 */
        const char *const *names; /* the brokers' labels, n_brokers; NULL */
} kp_sizing_res_in;

typedef struct kp_sizing_input {
        int brokers;      /* the tested count, >= 1 */
        double peak_rate; /* the target's peak, msg/s; 0: no target */
        int min_brokers;  /* never fewer (the replication factor) */
        kp_sizing_res_in res[KP_SRES_N];
        /* A measured rate for the tested size: a search's (its criteria
         * met) or an unlimited tier's; 0: none. */
        double measured_rate;
        int measured_search;
        int measured_client; /* the load client was the limit there */
} kp_sizing_input;

typedef struct kp_sizing_res {
        double capacity;  /* per broker; NAN unknown */
        double threshold; /* share of it */
        /* The broker whose fit follows (the first to run out, else the
         * busiest; sizing.h's top): its label ("" when not named). */
        char broker[32];
        size_t points;               /* that broker's */
        double intercept, slope, r2; /* NAN when not fitted */
        /* The largest |fit - measured| / measured over the points, %. */
        double error_pct;
        /* The form: 1 batching (intercept a, slope b, requests_slope c,
         * batch_slope k), 0 the straight line (line_why says why, for
         * the CPU). line_r2 and line_error_pct are the line's whichever
         * form is used; requests_slope and batch_slope are NAN when not
         * fitted (batch_slope may be known with the line). */
        int batching;
        double requests_slope, batch_slope;
        double line_r2, line_error_pct;
        kp_sizing_line_why line_why;
        double ceiling_rate;     /* at threshold x capacity, tested size */
        double full_rate;        /* at 100% of capacity, tested size */
        double needed;           /* brokers it alone needs for the peak, not
                                    rounded; NAN */
        kp_sizing_reason reason; /* why ceiling_rate is NAN */
} kp_sizing_res;

/* A broker count from what was measured, beside the resource model's
 * and whether or not that answers: the capacity at the criteria C that
 * a rate search found on the N brokers tested (kp_sizing_input's
 * measured_rate with measured_search; never an unlimited tier's burst,
 * which no criterion bounds) against the target's peak P. With the
 * partitions balanced and each broker holding the same limit, N' brokers
 * hold C x N' / N: brokers = max(min_brokers, ceil(N x P / C)); with
 * one down, brokers + 1 (the others lead its partitions). */
typedef struct kp_sizing_estimate {
        int brokers;          /* 0: not known (no search capacity, no
                                 target) */
        int brokers_one_down; /* brokers + 1; 0 when not known */
        double capacity;      /* C, msg/s; NAN when not known */
        double peak_rate;     /* P, msg/s; NAN when not known */
        int tested_brokers;   /* N; 0 when not known */
} kp_sizing_estimate;

typedef struct kp_sizing {
        int brokers;
        kp_sizing_res res[KP_SRES_N];
        int first;           /* the resource that runs out first, or -1 */
        double ceiling_rate; /* its ceiling rate; NAN */
        double peak_rate;
        int brokers_needed;          /* 0: not known */
        int brokers_needed_one_down; /* brokers_needed + 1 */
        kp_sizing_reason reason;     /* why brokers_needed is not known */
        double measured_rate;        /* 0: none */
        int measured_search;
        double model_rate; /* the first's full_rate; NAN */
        double ratio;      /* measured / model; NAN */
        kp_sizing_gap gap;
        kp_sizing_estimate estimate; /* kp_sizing_estimate_of(in) */
} kp_sizing;

/* The model of in, into out (every field set, the estimate too). Pure;
 * never fails. */
void kp_sizing_model(const kp_sizing_input *in, kp_sizing *out);

/* The estimate from what was measured (kp_sizing_estimate) of in's
 * brokers, peak_rate, min_brokers, measured_rate and measured_search,
 * into out (every field set; brokers 0 when not known). Pure; never
 * fails. */
void kp_sizing_estimate_of(const kp_sizing_input *in, kp_sizing_estimate *out);

/* The unit of res's use and capacity: "cores", "B/s" or "B" ("" out of
 * range). */
const char *kp_sizing_unit(int res);

/* The use of res on the broker that counts, with n brokers instead of
 * the tested ones at cluster rate R: intercept + slope x R x tested / n, with
 * + requests_slope x Q(R) x tested / n in the batching form. */
double kp_sizing_use_at(const kp_sizing *s, int res, double rate, int n);

/* The cluster's Produce requests per second at rate R that the batching
 * predicts: R / (1 + batch_slope x R); NAN when batch_slope is. */
double kp_sizing_requests(const kp_sizing_res *o, double rate);

#endif
