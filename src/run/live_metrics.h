/*
 * live_metrics: kplan's live metrics served over HTTP while a run goes on
 * (kplan run --metrics-listen, cluster.metrics_listen; kplan agent
 * --metrics-listen): GET /metrics answers with the text of
 * results/live_text.h, in Prometheus's exposition format (docs/metrics.md,
 * "Live metrics").
 *
 * The server is libmicrohttpd's, in a thread of its own; it reads a
 * snapshot that the run's threads update through the functions below,
 * under one mutex. Every function takes NULL for l and then does
 * nothing, so that a run without live metrics calls them all the same.
 */
#ifndef KP_LIVE_H
#define KP_LIVE_H

#include <stddef.h>

#include "kafka/consumer.h"
#include "kafka/producer.h"
#include "plan/plan.h"
#include "results/results.h"

typedef struct kp_live kp_live;

/* Listens on listen ("HOST:PORT", checked by kp_listen_check()) and
 * serves /metrics from then on. plan (borrowed, outlives l; NULL for an
 * agent, whose tiers come one by one) names the plan, its tiers and
 * criteria; agent (copied, NULL for kplan run) adds the label agent;
 * version is kplan's. listen NULL: *out is NULL and nothing is served.
 * Returns 0, or -1 with a sentence (the address is taken, say) when it
 * cannot listen. Stop with kp_live_close(). */
int kp_live_open(const char *listen, const kp_plan *plan, const char *agent,
                 const char *version, kp_live **out, char *errstr,
                 size_t errstr_size);

/* Stops the server (a scrape in flight is finished) and frees l. */
void kp_live_close(kp_live *l);

/* The run's id, for the label run_id. */
void kp_live_run(kp_live *l, const char *run_id);

/* The plan's tiers [first, last) start (p borrowed). */
void kp_live_tiers_start(kp_live *l, const kp_plan *p, size_t first,
                         size_t last);

/* An interval of tier t's produce phase: its counts, rates and latency
 * so far, c's newest statistics point (c borrowed, may be NULL), and the
 * criteria judged live. Call from the thread that runs the phase. */
void kp_live_produce(kp_live *l, const kp_tier *t, const kp_interval *iv,
                     const kp_produce_live *pl, const kp_client *c);

/* An interval of tier t's consume phase, likewise. */
void kp_live_consume(kp_live *l, const kp_tier *t, const kp_interval *iv,
                     const kp_consume_live *cl, const kp_client *c);

/* Tier t is over with tr: its final counts and the report's latency
 * histogram. */
void kp_live_tier_done(kp_live *l, const kp_tier *t, const kp_tier_result *tr);

/* The plan's tiers [first, last) are over in r: each as
 * kp_live_tier_done(), then every criterion judged as the report judges
 * it (r evaluated as it stands). */
void kp_live_tiers_done(kp_live *l, const kp_results *r, size_t first,
                        size_t last);

#endif
