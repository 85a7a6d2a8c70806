/*
 * promclient: asks a Prometheus server's HTTP API v1 (query_range), through
 * libcurl; and its instant queries (query). I/O: the only module of kplan that
 * talks to Prometheus.
 *
 * Every request has the time limit of the plan (cluster.prometheus
 * timeout), connection included. Credentials are read from the
 * environment variables the plan names at the moment of each request,
 * handed to libcurl, and wiped after it; they are never kept, printed or
 * put into an error sentence. Errors name the server by the plan's URL,
 * which holds no credentials (plan/plan_prom.c refuses one that does).
 */
#ifndef KP_PROM_PROMCLIENT_H
#define KP_PROM_PROMCLIENT_H

#include <stddef.h>

#include "base/props.h"
#include "plan/plan.h"
#include "results/brokers.h"

typedef struct kp_promclient kp_promclient;

/* A client for conf (borrowed: it must outlive the client). getenv_fn
 * NULL: the process environment. Returns 0 and *out (caller frees with
 * kp_promclient_destroy(); destroy(NULL) does nothing), or -1 with a
 * sentence (libcurl could not start, out of memory). */
int kp_promclient_new(const kp_prom_conf *conf, kp_getenv_fn getenv_fn,
                      void *getenv_opaque, kp_promclient **out, char *errstr,
                      size_t errstr_size);
void kp_promclient_destroy(kp_promclient *c);

/* kp_promclient_range(): the server answered, but the query failed
 * (a PromQL error, a query the server could not run): the next query may
 * still work. */
#define KP_PROM_EQUERY (-2)

/* Asks query_range for promql (sent as given) from start_s to end_s
 * (Unix seconds) at step_s, and parses the answer into q: one series per
 * value of label (the plan's broker label; a series without it is named
 * ""), with times relative to t0_s (the window's start, which may come
 * before start_s). A query that matches nothing adds no series to q: it
 * is never a 0.
 *
 * Returns 0; KP_PROM_EQUERY with q->error set to the server's words
 * (errstr names the query too); or -1 when the server could not be
 * asked or did not answer as Prometheus does (unreachable, the time
 * limit passed, an HTTP error, an answer that is not Prometheus JSON),
 * with errstr naming the URL and the reason. */
int kp_promclient_range(kp_promclient *c, const char *promql, double start_s,
                        double end_s, double step_s, double t0_s, kp_bquery *q,
                        char *errstr, size_t errstr_size);

/* Asks query (an instant query) for promql at at_s (Unix seconds) and
 * parses the answer into q as above: one series of one point per value
 * of label (its time relative to at_s, its value the point's and the
 * series' mean). Returns as kp_promclient_range() does. */
int kp_promclient_instant(kp_promclient *c, const char *promql, double at_s,
                          kp_bquery *q, char *errstr, size_t errstr_size);

/* Parses a query_range answer (body, len bytes) into q as above. Pure;
 * exposed for tests. http_status: the status the answer came with.
 * Returns 0, KP_PROM_EQUERY or -1 as kp_promclient_range() does. */
int kp_promclient_parse(const char *body, size_t len, long http_status,
                        const char *label, double start_s, const char *url,
                        kp_bquery *q, char *errstr, size_t errstr_size);
/* The same for an instant query's answer (a "vector"). */
int kp_promclient_parse_instant(const char *body, size_t len, long http_status,
                                const char *label, const char *url,
                                kp_bquery *q, char *errstr, size_t errstr_size);

#endif
