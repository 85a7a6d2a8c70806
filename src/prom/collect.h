/*
 * collect: the brokers' metrics of one window (a tier's run, a search
 * trial), every query of the plan asked from Prometheus (prom/client.h).
 * I/O. Nothing it finds changes a count or a verdict of the client's
 * own measurements: it only fills a kp_bwindow.
 */
#ifndef KP_COLLECT_H
#define KP_COLLECT_H

#include <stddef.h>

#include "model/brokers.h"
#include "plan/plan.h"
#include "prom/client.h"

/* Asks every query of conf (plan/promql.h: kp_promql_list) for w's
 * window, w->start_s to w->end_s at w->step_s (set by the caller), with
 * the rate window max(conf->window, 2 x step). Each query is added to w
 * with its PromQL as sent and its unit; one the server refuses keeps
 * its error and the others are still asked.
 *
 * Returns 0 when the server answered (errstr then holds the first
 * refused query's sentence, or ""), or -1 when it could not be asked
 * (unreachable, the time limit, an HTTP error): w->unavailable and
 * errstr hold the reason, the URL without credentials, and no further
 * query is asked for this window. */
int kp_collect_window(kp_promclient *c, const kp_prom_conf *conf, kp_bwindow *w,
                      char *errstr, size_t errstr_size);

#endif
