/*
 * collect: the brokers' metrics of one window (a tier's run, a search
 * trial), every query of the plan asked from Prometheus (prom/promclient.h).
 * I/O. Nothing it finds changes a count or a verdict of the client's
 * own measurements: it only fills a kp_bwindow.
 */
#ifndef KP_COLLECT_H
#define KP_COLLECT_H

#include <stddef.h>

#include "plan/plan.h"
#include "prom/promclient.h"
#include "results/brokers.h"

/* Asks every query of conf (plan/promql.h: kp_promql_list) for w's
 * window, w->start_s to w->end_s at w->step_s (set by the caller), with
 * the rate window W = max(conf->window, 2 x step) in whole seconds:
 *
 *  - its points, a range query from start_s + W to end_s, so that no
 *    point's rate range reaches before the window (a window shorter
 *    than W has none);
 *  - its window figure per broker (kp_bseries.window), an instant query
 *    of its window form at end_s; a query without one (a plan's own)
 *    has the mean of its points, NAN when it has none.
 *
 * Each query is added to w with its PromQL as sent (both forms) and its
 * unit; one the server refuses keeps its error (a refused window form
 * leaves the figure NAN) and the others are still asked.
 *
 * Returns 0 when the server answered (errstr then holds the first
 * refused query's sentence, or ""), or -1 when it could not be asked
 * (unreachable, the time limit, an HTTP error): w->unavailable and
 * errstr hold the reason, the URL without credentials, and no further
 * query is asked for this window. */
int kp_collect_window(kp_promclient *c, const kp_prom_conf *conf, kp_bwindow *w,
                      char *errstr, size_t errstr_size);

#endif
