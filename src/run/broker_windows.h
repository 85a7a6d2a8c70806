/*
 * broker_windows: kplan run asks Prometheus for the brokers' own metrics
 * (cluster.prometheus, docs/brokers.md) after each tier and each
 * capacity-search trial, for the window it ran, with the tier's interval
 * as the step. With agents the coordinator asks. A server that cannot be
 * asked is a warning naming the URL and the reason: the run goes on, and
 * the window records why it has nothing. Nothing here touches a count or
 * a verdict of the client's own measurements.
 */
#ifndef KP_RUN_BROKERS_H
#define KP_RUN_BROKERS_H

#include <stddef.h>
#include <stdint.h>

#include "plan/plan.h"
#include "results/results.h"

typedef struct kp_run_brokers kp_run_brokers;

/* For plan (borrowed; it must outlive the record). *out is NULL when the
 * plan has no cluster.prometheus. Returns 0, or -1 with a sentence
 * (libcurl could not start). Caller frees with kp_run_brokers_close();
 * close(NULL) does nothing. */
int kp_run_brokers_open(const kp_plan *plan, int quiet, kp_run_brokers **out,
                        char *errstr, size_t errstr_size);
void kp_run_brokers_close(kp_run_brokers *rb);

/* A capacity search starts (its trials' windows are kept until
 * kp_run_brokers_tier() of its tier). */
void kp_run_brokers_search_begin(kp_run_brokers *rb);

/* A search run (a trial, a soak, the final run) ran t from start_us (wall
 * clock) to now into tr: its window, the next trial's. */
void kp_run_brokers_trial(kp_run_brokers *rb, const kp_tier *t,
                          const kp_tier_result *tr, int64_t start_us);

/* Tier t ran from start_us (wall clock) to now into tr: its window,
 * with the search's trial windows when it was a search, set as
 * tr->brokers, every series named by its broker's node id from the
 * cluster's metadata cl (borrowed; results/broker_map.h). */
void kp_run_brokers_tier(kp_run_brokers *rb, const kp_tier *t,
                         kp_tier_result *tr, const kp_cluster_info *cl,
                         int64_t start_us);

#endif
