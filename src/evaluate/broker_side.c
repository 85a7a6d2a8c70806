/* What the brokers' own metrics say about a run (evaluate/broker_side.h). */

#include "evaluate/broker_side.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "evaluate/evaluation.h"
#include "evaluate/fit.h"
#include "plan/promql.h"

/* The broker with the highest (or, lowest != 0, the lowest) window
 * figure of a query in w; NULL when no series has one. */
static const kp_bseries *extreme(const kp_bwindow *w, const char *name,
                                 int lowest)
{
        const kp_bquery *q = kp_bwindow_query(w, name);
        const kp_bseries *best = NULL;
        for (size_t i = 0; q && !q->error && i < q->n_series; i++) {
                const kp_bseries *s = &q->series[i];
                if (!isfinite(s->window))
                        continue;
                if (!best || (lowest ? s->window < best->window
                                     : s->window > best->window))
                        best = s;
        }
        return best;
}

/* broker's window figure of query name in w, or NAN. */
static double figure(const kp_bwindow *w, const char *name, const char *broker)
{
        const kp_bquery *q = kp_bwindow_query(w, name);
        for (size_t k = 0; q && !q->error && k < q->n_series; k++)
                if (strcmp(q->series[k].broker, broker) == 0)
                        return q->series[k].window;
        return NAN;
}

static const char *const produce_parts[] = { KP_PQ_PRODUCE_QUEUE,
                                             KP_PQ_PRODUCE_LOCAL,
                                             KP_PQ_PRODUCE_REMOTE,
                                             KP_PQ_PRODUCE_SEND };

double kp_broker_side_produce_ms(const kp_bwindow *w, const char *broker)
{
        double sum = 0;
        if (!w || w->unavailable)
                return NAN;
        for (size_t p = 0; p < 4; p++)
                sum += figure(w, produce_parts[p], broker);
        return sum;
}

double kp_broker_side_client_rtt_ms(const kp_tier_result *tr,
                                    const char *broker)
{
        const kp_client *c = &tr->produce.client;
        double best = NAN;
        int32_t id = kp_brokers_node(tr->brokers, broker);
        if (id < 0)
                return NAN;
        for (size_t i = 0; i < c->n_stats; i++)
                for (size_t k = 0; k < c->stats[i].n_brokers; k++) {
                        const kp_client_broker *cb = &c->stats[i].brokers[k];
                        if (cb->id != id || !cb->requests ||
                            !isfinite(cb->rtt_p95_ms))
                                continue;
                        if (isnan(best) || cb->rtt_p95_ms > best)
                                best = cb->rtt_p95_ms;
                }
        return best;
}

int kp_broker_side_fits_rtt(double own_ms, double rtt_ms)
{
        return !isfinite(own_ms) || !isfinite(rtt_ms) ||
               own_ms <= KP_BSIDE_RTT_FACTOR * rtt_ms + KP_BSIDE_RTT_SLACK_MS;
}

/* Whether broker's Produce time in w is consistent with rtt (NAN: not
 * known, consistent). */
static int consistent(const kp_bwindow *w, const char *broker, double rtt)
{
        return kp_broker_side_fits_rtt(kp_broker_side_produce_ms(w, broker),
                                       rtt);
}

static int loopback_host(const char *h)
{
        size_t n = h ? strlen(h) : 0;
        if (n >= 2 && h[0] == '[' && h[n - 1] == ']')
                h++, n -= 2;
        return n &&
               (!strncmp(h, "127.", 4) || (n == 3 && !strncmp(h, "::1", 3)) ||
                (n == 9 && !strncmp(h, "localhost", 9)));
}

int kp_broker_side_loopback(const kp_results *r)
{
        const kp_cluster_info *cl = &r->cluster;
        for (size_t i = 0; i < cl->n_brokers; i++)
                if (!loopback_host(cl->brokers[i].host))
                        return 0;
        return cl->n_brokers > 0;
}

int kp_broker_side_consistent(const kp_tier_result *tr, const char *broker)
{
        if (!tr || !tr->brokers)
                return 1;
        return consistent(kp_brokers_tier_window(tr->brokers), broker,
                          kp_broker_side_client_rtt_ms(tr, broker));
}

static int found(kp_blimit *out, kp_blimit_kind kind, const kp_bseries *s,
                 double figure)
{
        out->kind = kind;
        out->broker = s->broker;
        out->node = s->node;
        out->figure = figure;
        return 1;
}

/* The largest share of the Produce time that is remote (waiting for the
 * followers), over the brokers whose Produce time is consistent with
 * the client's round trip (tr NULL: not known, all are). */
static int replication(const kp_bwindow *w, const kp_tier_result *tr,
                       kp_blimit *out)
{
        const kp_bquery *rq = kp_bwindow_query(w, KP_PQ_PRODUCE_REMOTE);
        double best = -1;
        const kp_bseries *who = NULL;
        for (size_t i = 0; rq && !rq->error && i < rq->n_series; i++) {
                const kp_bseries *r = &rq->series[i];
                double total = kp_broker_side_produce_ms(w, r->broker);
                if (!isfinite(total) || !isfinite(r->window) ||
                    (tr &&
                     !consistent(w, r->broker,
                                 kp_broker_side_client_rtt_ms(tr, r->broker))))
                        continue;
                if (total > 0 && 100 * r->window / total > best) {
                        best = 100 * r->window / total;
                        who = r;
                }
        }
        if (who && best >= KP_BLIMIT_REMOTE_PCT)
                return found(out, KP_BLIMIT_REPLICATION, who, best);
        return 0;
}

/* A quota's throttle time is a gauge per client id that outlives the
 * quota by as long as Kafka keeps the sensor (an hour): a tier whose own
 * client saw no throttle time was not throttled, whatever it says. tr
 * NULL, or no client statistics: not known, the brokers' word stands. */
static int client_throttled(const kp_tier_result *tr)
{
        const kp_client *c = tr ? &tr->produce.client : NULL;
        int recorded = 0;
        for (size_t i = 0; c && i < c->n_stats; i++) {
                if (c->stats[i].samples == 0)
                        continue;
                recorded = 1;
                if (c->stats[i].throttle_ms > 0)
                        return 1;
        }
        return !recorded;
}

static int limit_of(const kp_bwindow *w, const kp_tier_result *tr,
                    kp_blimit *out)
{
        const kp_bseries *s;
        memset(out, 0, sizeof(*out));
        out->node = -1;
        if (!w || w->unavailable)
                return 0;
        s = extreme(w, KP_PQ_PRODUCE_THROTTLE, 0);
        if (s && s->window >= KP_BLIMIT_THROTTLE_MS && client_throttled(tr))
                return found(out, KP_BLIMIT_THROTTLED, s, s->window);
        s = extreme(w, KP_PQ_HANDLER_IDLE, 1);
        if (s && 100 - s->window >= KP_BLIMIT_BUSY_PCT)
                return found(out, KP_BLIMIT_HANDLERS, s, 100 - s->window);
        s = extreme(w, KP_PQ_NETWORK_IDLE, 1);
        if (s && 100 - s->window >= KP_BLIMIT_BUSY_PCT)
                return found(out, KP_BLIMIT_NETWORK, s, 100 - s->window);
        s = extreme(w, KP_PQ_HOST_CPU, 0);
        if (s && s->window >= KP_BLIMIT_BUSY_PCT)
                return found(out, KP_BLIMIT_CPU, s, s->window);
        s = extreme(w, KP_PQ_DISK_IO, 0);
        if (s && s->window >= KP_BLIMIT_BUSY_PCT)
                return found(out, KP_BLIMIT_DISK, s, s->window);
        return replication(w, tr, out);
}

int kp_broker_side_limit(const kp_bwindow *w, kp_blimit *out)
{
        return limit_of(w, NULL, out);
}

/* Whether w has a series of broker id (by its node id) in any query. */
static int answered(const kp_bwindow *w, int32_t id)
{
        for (size_t q = 0; q < w->n_queries; q++) {
                const kp_bquery *bq = &w->queries[q];
                for (size_t i = 0; !bq->error && i < bq->n_series; i++)
                        if (kp_bwindow_node(w, bq->series[i].broker) == id)
                                return 1;
        }
        return 0;
}

/* The first broker the tier's producers sent requests to that has no
 * series in w, or -1 (none, or w names no broker by its node id: then
 * who is missing cannot be told). */
static int32_t silent_broker(const kp_bwindow *w, const kp_tier_result *tr)
{
        const kp_client *c = &tr->produce.client;
        int named = 0;
        for (size_t q = 0; q < w->n_queries && !named; q++)
                for (size_t i = 0; i < w->queries[q].n_series && !named; i++)
                        named = kp_bwindow_node(
                                    w, w->queries[q].series[i].broker) >= 0;
        for (size_t i = 0; named && i < c->n_stats; i++)
                for (size_t k = 0; k < c->stats[i].n_brokers; k++) {
                        const kp_client_broker *b = &c->stats[i].brokers[k];
                        if (b->requests > 0 && b->id >= 0 &&
                            !answered(w, b->id))
                                return b->id;
                }
        return -1;
}

int kp_broker_side_tier_limit(const kp_tier_result *tr, kp_blimit *out)
{
        const kp_bwindow *w = kp_brokers_tier_window(tr->brokers);
        int32_t id;
        if (limit_of(w, tr, out))
                return 1;
        if (w && !w->unavailable && (id = silent_broker(w, tr)) >= 0) {
                out->kind = KP_BLIMIT_SILENT;
                out->node = id;
                out->broker = NULL;
                out->figure = NAN;
        }
        return 0;
}

/* ---- the utilization extrapolation -------------------------------------- */

static const char *query_of(kp_util_res res)
{
        kp_promql_use want = res == KP_UTIL_CPU    ? KP_PQ_CPU
                             : res == KP_UTIL_DISK ? KP_PQ_DISK
                                                   : KP_PQ_NETWORK;
        size_t n;
        const kp_promql *d = kp_promql_defaults(&n);
        for (size_t i = 0; i < n; i++)
                if (d[i].use == want)
                        return d[i].name;
        return NULL;
}

/* Seconds since the epoch of an ISO 8601 UTC time as results.json
 * writes it ("2026-11-30T10:00:00Z", fractions ignored), or -1. */
static double utc_seconds(const char *iso)
{
        struct tm tm = { 0 };
        if (sscanf(iso, "%4d-%2d-%2dT%2d:%2d:%2d", &tm.tm_year, &tm.tm_mon,
                   &tm.tm_mday, &tm.tm_hour, &tm.tm_min, &tm.tm_sec) != 6)
                return -1;
        tm.tm_year -= 1900;
        tm.tm_mon -= 1;
        return (double)timegm(&tm);
}

/* The mean of s's points from t0 to t1 (seconds since the window's
 * start), else its window figure (a search trial's window, which is all
 * produce: t1 infinite, uses its figure). */
static double phase_mean(const kp_bseries *s, double t0, double t1)
{
        double sum = 0;
        size_t n = 0;
        for (size_t k = 0; isfinite(t1) && k < s->n; k++)
                if (s->t_s[k] >= t0 && s->t_s[k] <= t1) {
                        sum += s->v[k];
                        n++;
                }
        return n ? sum / (double)n : s->window;
}

/* The highest mean over the brokers of query name in w, over the points
 * from t0 to t1 (seconds since w's start): a tier's produce phase, so
 * that its group join, read-back and set-up do not dilute the use its
 * rate caused (every point is of the window alone: prom/collect.h).
 * The window figure when no kept point falls in it. NAN when no broker
 * has either. */
static double busiest_mean(const kp_bwindow *w, const char *name, double t0,
                           double t1)
{
        const kp_bquery *q = kp_bwindow_query(w, name);
        double best = NAN;
        for (size_t i = 0; q && !q->error && i < q->n_series; i++) {
                double m = phase_mean(&q->series[i], t0, t1);
                if (isfinite(m) && (isnan(best) || m > best))
                        best = m;
        }
        return best;
}

/* The produce phase of tier tr inside its window w, in seconds since
 * w's start: [0, infinity) for a trial's window or when not known. */
static void phase_of(const kp_tier_result *tr, const kp_bwindow *w, double *t0,
                     double *t1)
{
        double start;
        *t0 = 0;
        *t1 = INFINITY;
        if (w->trial < 0 && tr->produce.ran) {
                start = utc_seconds(tr->produce.started_at);
                if (start > 0) {
                        *t0 = start - w->start_s;
                        *t1 = *t0 + tr->produce.total_s;
                }
        }
}

double kp_broker_side_phase_value(const kp_tier_result *tr, const kp_bwindow *w,
                                  const kp_bseries *s)
{
        double t0, t1;
        phase_of(tr, w, &t0, &t1);
        return phase_mean(s, t0, t1);
}

/* Adds window w (of tier tr) as a point of fit f: the rate the client
 * achieved, and the busiest broker's mean use, in % of the resource. */
static void add_point(const kp_tier_result *tr, const kp_bwindow *w,
                      kp_util_fit *f, double bps, double *x, double *y)
{
        double t0, t1, use;
        if (w->unavailable || w->rate <= 0 || w->achieved_rate <= 0)
                return;
        phase_of(tr, w, &t0, &t1);
        use = busiest_mean(w, f->query, t0, t1);
        if (isnan(use))
                return;
        if (f->res == KP_UTIL_NETWORK && bps > 0)
                use = 100 * use / bps;
        x[f->n_points] = w->achieved_rate;
        y[f->n_points] = use;
        f->n_points++;
        if (w->achieved_rate > f->max_rate) {
                f->max_rate = w->achieved_rate;
                f->max_use_pct = use;
        }
}

static int fit_resource(const kp_results *r, kp_util_extrap *x, kp_util_fit *f,
                        size_t max_points)
{
        double *xs = calloc(max_points + 1, sizeof(double));
        double *ys = calloc(max_points + 1, sizeof(double));
        if (!xs || !ys) {
                free(xs);
                free(ys);
                return -1;
        }
        for (size_t i = 0; i < r->n_tiers; i++) {
                const kp_brokers *b = r->tiers[i].brokers;
                for (size_t k = 0; b && k < b->n_windows; k++)
                        add_point(&r->tiers[i], &b->windows[k], f,
                                  x->network_bps, xs, ys);
        }
        f->capacity_known = f->res != KP_UTIL_NETWORK || x->network_bps > 0;
        f->fitted = f->n_points >= KP_TREND_MIN_POINTS;
        if (f->fitted) {
                kp_fit_linear(xs, ys, f->n_points, &f->slope, &f->intercept,
                              &f->r2);
                f->weak = f->r2 < KP_TREND_MIN_R2;
                if (f->capacity_known && f->slope > 0)
                        f->ceiling_rate =
                            (x->ceiling_pct - f->intercept) / f->slope;
                if (f->ceiling_rate < 0)
                        f->ceiling_rate = 0;
                if (x->peak_rate > 0 && f->capacity_known)
                        f->peak_use_pct =
                            f->intercept + f->slope * x->peak_rate;
        }
        free(xs);
        free(ys);
        return 0;
}

static void search_of(const kp_results *r, kp_util_extrap *x)
{
        for (size_t i = 0; i < r->n_tiers; i++) {
                const kp_search_result *s = &r->tiers[i].search;
                double rate;
                if (!s->ran)
                        continue;
                rate =
                    s->sustained_rate > 0 ? s->sustained_rate : s->found_rate;
                if (rate > x->search_rate) {
                        x->search_rate = rate;
                        x->search_at_bound = s->at_bound;
                }
        }
}

int kp_broker_side_extrapolate(const kp_results *r, double peak_rate,
                               kp_util_extrap *x)
{
        size_t max_points = 0;
        const kp_prom_conf *pc = r->plan ? r->plan->prometheus : NULL;
        memset(x, 0, sizeof(*x));
        x->first = -1;
        x->ceiling_pct = pc ? pc->ceiling_pct : 70;
        x->network_bps = pc ? (double)pc->network_bps : 0;
        x->peak_rate = peak_rate;
        for (size_t i = 0; i < r->n_tiers; i++)
                if (r->tiers[i].brokers) {
                        x->present = 1;
                        max_points += r->tiers[i].brokers->n_windows;
                }
        if (!x->present)
                return 0;
        for (int k = 0; k < KP_UTIL_N; k++) {
                kp_util_fit *f = &x->fits[k];
                f->res = (kp_util_res)k;
                f->query = query_of(f->res);
                if (fit_resource(r, x, f, max_points))
                        return -1;
                if (f->fitted && !f->weak && f->ceiling_rate > 0 &&
                    (x->first < 0 ||
                     f->ceiling_rate < x->fits[x->first].ceiling_rate))
                        x->first = k;
        }
        search_of(r, x);
        if (x->first >= 0 && peak_rate > 0)
                x->runs_out_at_peak =
                    x->fits[x->first].ceiling_rate <= peak_rate;
        if (x->search_rate <= 0)
                x->agree = KP_UTIL_NO_SEARCH;
        else if (x->first < 0)
                x->agree = KP_UTIL_NO_CEILING;
        else {
                double c = x->fits[x->first].ceiling_rate;
                double d = 100 * (x->search_rate - c) / c;
                x->agree = fabs(d) <= KP_UTIL_AGREE_PCT ? KP_UTIL_AGREES
                           : d < 0                      ? KP_UTIL_SEARCH_LOWER
                                                        : KP_UTIL_SEARCH_HIGHER;
        }
        return 0;
}
