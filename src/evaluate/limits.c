#include "evaluate/limits.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "base/util.h"
#include "evaluate/broker_side.h"
#include "plan/promql.h"

static const char *const kind_names[KP_LIMIT__COUNT] = {
        [KP_LIMIT_NONE] = "none",
        [KP_LIMIT_CLIENT_CPU] = "client-cpu",
        [KP_LIMIT_CLIENT_REQUESTS] = "client-requests",
        [KP_LIMIT_CLIENT_SCHEDULE] = "client-schedule",
        [KP_LIMIT_THROTTLE] = "throttle",
        [KP_LIMIT_ROUND_TRIP] = "round-trip",
        [KP_LIMIT_CONSUMERS] = "consumers",
        [KP_LIMIT_FETCH] = "fetch",
        [KP_LIMIT_BROKER] = "broker",
        [KP_LIMIT_REPLICATION] = "replication",
        [KP_LIMIT_HOST] = "host",
        [KP_LIMIT_UNDETERMINED] = "not-determined",
};

const char *kp_limit_kind_str(kp_limit_kind k)
{
        if ((int)k < 0 || k >= KP_LIMIT__COUNT)
                return "none";
        return kind_names[k];
}

const char *kp_cpu_limit_str(kp_cpu_limit k)
{
        switch (k) {
        case KP_CPU_LIMIT_CGROUP:
                return "cgroup";
        case KP_CPU_LIMIT_AFFINITY:
                return "affinity";
        case KP_CPU_LIMIT_THREAD:
                return "thread";
        case KP_CPU_LIMIT_NONE:
                break;
        }
        return "";
}

const char *kp_limit_stage_str(kp_limit_stage s)
{
        switch (s) {
        case KP_STAGE_SCHED:
                return "sched";
        case KP_STAGE_QUEUE:
                return "queue";
        case KP_STAGE_SEND:
                return "send";
        case KP_STAGE_RTT:
                return "rtt";
        case KP_STAGE_NONE:
        case KP_STAGE__COUNT:
                break;
        }
        return "";
}

const char *kp_limit_undet_str(kp_limit_undet u)
{
        switch (u) {
        case KP_UNDET_SAMPLES:
                return "samples";
        case KP_UNDET_MARGIN:
                return "margin";
        case KP_UNDET_NO_STAGES:
                return "no-stages";
        case KP_UNDET_NONE:
                break;
        }
        return "";
}

static double z(double v)
{
        return isnan(v) ? 0 : v;
}

static int known(double v)
{
        return !isnan(v);
}

/* The mean of the points' busiest thread, weighted by their length: a
 * thread that was busy for one interval is not the phase's limit. */
static double thread_mean(const kp_client_stats *st)
{
        double s = 0, w = 0;
        for (size_t i = 0; i < st->n; i++) {
                const kp_client_point *p = &st->v[i];
                if (isnan(p->cpu_thread) || !(p->dur_s > 0))
                        continue;
                s += p->cpu_thread * p->dur_s;
                w += p->dur_s;
        }
        return w > 0 ? s / w : NAN;
}

/* Statistics intervals with requests in them. */
static int with_requests(const kp_client_stats *st)
{
        int n = 0;
        for (size_t i = 0; i < st->n; i++)
                n += st->v[i].requests > 0;
        return n;
}

/* The stages' figures the rules compare: the means where all were
 * recorded, else the means of the per-second p95s. A consume phase has
 * the (fetch) round trip alone. */
static void stages(const kp_client_stats *st, int produce, kp_limit *l)
{
        const double mean[KP_STAGE__COUNT] = { st->sched_mean_ms,
                                               st->queue_mean_ms,
                                               st->send_mean_ms,
                                               st->rtt_mean_ms };
        const double p95[KP_STAGE__COUNT] = { st->sched_p95_ms,
                                              st->queue_p95_ms, st->send_p95_ms,
                                              st->rtt_p95_ms };
        l->by_means = 1;
        for (int k = produce ? 0 : KP_STAGE_RTT; k < KP_STAGE__COUNT; k++)
                l->by_means &= known(mean[k]);
        l->mean_ms = l->by_means ? 0 : NAN;
        for (int k = 0; k < KP_STAGE__COUNT; k++) {
                l->stage_ms[k] = NAN;
                if (!produce && k != KP_STAGE_RTT)
                        continue;
                l->stage_ms[k] = l->by_means ? mean[k] : p95[k];
                if (l->by_means)
                        l->mean_ms += mean[k];
        }
        if (l->by_means && !(l->mean_ms > 0))
                l->mean_ms = NAN;
}

/* part's share of the mean, 0..1 (NAN when the means were not
 * recorded). */
static double mean_share(const kp_limit *l, double part)
{
        if (!known(part) || !known(l->mean_ms) || !(l->mean_ms > 0))
                return NAN;
        return part >= l->mean_ms ? 1 : part / l->mean_ms;
}

/* Whether the stages in mask (bits of kp_limit_stage), summed, stand out
 * against the largest other stage by KP_LIMIT_MARGIN; the comparison is
 * kept in l. Every stage compared must have been recorded. */
static int stands_out(kp_limit *l, unsigned mask)
{
        double top = 0, next = 0;
        kp_limit_stage next_stage = KP_STAGE_NONE;
        for (int k = 0; k < KP_STAGE__COUNT; k++) {
                double v = l->stage_ms[k];
                if (!known(v))
                        return 0;
                if (mask & (1u << k))
                        top += v;
                else if (next_stage == KP_STAGE_NONE || v > next) {
                        next = v;
                        next_stage = (kp_limit_stage)k;
                }
        }
        l->top_ms = top;
        l->next_ms = next_stage == KP_STAGE_NONE ? NAN : next;
        l->next_stage = next_stage;
        return top > 0 && top >= KP_LIMIT_MARGIN * next;
}

#define STAGE_BIT(k) (1u << (k))
#define CLIENT_SIDE                                                            \
        (STAGE_BIT(KP_STAGE_SCHED) | STAGE_BIT(KP_STAGE_QUEUE) |               \
         STAGE_BIT(KP_STAGE_SEND))

double kp_limit_host_cpu(const kp_client_stats *st, int emulated_hosts)
{
        if (emulated_hosts && !st->host_cpu_cgroup)
                return NAN;
        return st->host_cpu;
}

/* The figures of one load host's series; p95_ms is the phase's. */
static void figures(const kp_client_stats *st, double p95_ms, int produce,
                    int emulated_hosts, kp_limit *l)
{
        double client, best = -1;
        memset(l, 0, sizeof(*l));
        l->kind = KP_LIMIT_NONE;
        l->source = st->source;
        l->broker = -1;
        l->share = l->part_ms = NAN;
        l->top_ms = l->next_ms = NAN;
        l->next_stage = KP_STAGE_NONE;
        l->samples = with_requests(st);
        stages(st, produce, l);
        l->host_shared = st->brokers_local == 1;
        l->local_broker = st->local_broker;
        l->host_cpu = kp_limit_host_cpu(st, emulated_hosts);
        l->host_saturated =
            known(l->host_cpu) && l->host_cpu >= KP_LIMIT_HOST_BUSY;
        l->cpu = st->wall_s > 0 ? st->cpu_s / st->wall_s : NAN;
        l->cpu_thread = thread_mean(st);
        l->cpu_wait = st->cpu_wait;
        l->thread = st->thread;
        l->cg_quota_cores = st->cg_quota_cores;
        l->cg_throttled = st->cg_throttled;
        l->affinity_cpus = st->affinity_cpus;
        l->msgs_per_batch = st->msgs_per_batch;
        l->waiting = st->waiting_mean;
        l->in_flight_max = st->in_flight_max;
        l->max_in_flight = st->max_in_flight;
        l->sched_p95_ms = st->sched_p95_ms;
        l->queue_p95_ms = st->queue_p95_ms;
        l->send_p95_ms = st->send_p95_ms;
        l->rtt_p95_ms = st->rtt_p95_ms;
        l->p95_ms = p95_ms;
        l->throttle_ms = st->throttle_ms;
        l->fetchq = st->fetchq_max;
        l->lag = st->lag_max;
        l->broker_ms = l->others_ms = l->remote_ms = NAN;
        client = z(l->stage_ms[KP_STAGE_SCHED]) +
                 z(l->stage_ms[KP_STAGE_QUEUE]) + z(l->stage_ms[KP_STAGE_SEND]);
        l->client_share = produce ? mean_share(l, client) : NAN;
        /* The broker with the longest round trip among those that were
         * sent requests, to say where it was longest (not a cause by
         * itself). */
        for (size_t i = 0; i < st->n_brokers; i++) {
                const kp_client_broker *b = &st->brokers[i];
                if (b->requests > 0 && known(b->rtt_p95_ms) &&
                    b->rtt_p95_ms > best) {
                        best = b->rtt_p95_ms;
                        l->broker = b->id;
                }
        }
}

/* The client's own CPU limit, if it reached one. */
static kp_cpu_limit cpu_limit(const kp_limit *l)
{
        if (known(l->cg_throttled) && l->cg_throttled >= KP_LIMIT_CG_THROTTLED)
                return KP_CPU_LIMIT_CGROUP;
        if (known(l->cg_quota_cores) && l->cg_quota_cores > 0 &&
            known(l->cpu) && l->cpu >= KP_LIMIT_AT_LIMIT * l->cg_quota_cores)
                return KP_CPU_LIMIT_CGROUP;
        if (l->affinity_cpus > 0 && known(l->cpu) &&
            l->cpu >= KP_LIMIT_AT_LIMIT * l->affinity_cpus)
                return KP_CPU_LIMIT_AFFINITY;
        if (known(l->cpu_thread) && l->cpu_thread >= KP_LIMIT_CPU_THREAD)
                return KP_CPU_LIMIT_THREAD;
        return KP_CPU_LIMIT_NONE;
}

/* Whether the client's own request pipeline shows in the stages. At
 * its in-flight limit with more requests waiting behind it: waiting to
 * be sent. A pipeline deeper than KP_LIMIT_WAITING requests a broker
 * (librdkafka's own limit of 1,000,000 at linger.ms 0, where the Java
 * client keeps 5): a broker answers a connection's requests one at a
 * time, so the round trip is the wait behind the client's own requests,
 * and both count. */
static int pipeline(kp_limit *l)
{
        double lim = (double)l->max_in_flight;
        unsigned mask = 0;
        if (!known(l->waiting) || l->max_in_flight <= 0)
                return 0;
        if (lim > KP_LIMIT_WAITING && l->waiting >= KP_LIMIT_WAITING)
                mask = STAGE_BIT(KP_STAGE_SEND) | STAGE_BIT(KP_STAGE_RTT);
        else if (known(l->in_flight_max) && l->in_flight_max >= lim &&
                 l->waiting > lim)
                mask = STAGE_BIT(KP_STAGE_SEND);
        if (!mask || !stands_out(l, mask))
                return 0;
        l->part_ms = l->top_ms;
        l->share = mean_share(l, l->part_ms);
        return 1;
}

/* ---- one broker, from the intervals that made the p95 ----------------- */

/* The client point of st that covers the interval ending at t_s, or
 * NULL. Points may be merged (longer than an interval). */
static const kp_client_point *point_at(const kp_client_stats *st, double t_s)
{
        for (size_t i = 0; i < st->n; i++) {
                const kp_client_point *p = &st->v[i];
                if (t_s > p->t_s - p->dur_s + 1e-6 && t_s <= p->t_s + 1e-6)
                        return p;
        }
        return NULL;
}

static int slow_in_intervals(const kp_produce_result *p,
                             const kp_client_stats *st, kp_limit *l)
{
        int32_t ids[64];
        int counts[64] = { 0 };
        double ms[64] = { 0 }, others[64] = { 0 };
        size_t n_ids = 0, slow = 0, best = 0;
        double p95 = p->latency.p95_ms;
        if (!known(p95) || !(p95 > 0))
                return 0;
        for (size_t i = 0; i < p->intervals.n; i++) {
                const kp_interval *iv = &p->intervals.v[i];
                const kp_client_point *pt;
                size_t k;
                if (!known(iv->p95_ms) || iv->p95_ms < p95 || iv->msgs == 0)
                        continue;
                slow++;
                pt = point_at(st, iv->t_s);
                if (!pt || pt->slow_broker < 0 || !known(pt->slow_rtt_p95_ms) ||
                    !known(pt->others_rtt_p95_ms) ||
                    pt->slow_rtt_p95_ms <
                        KP_LIMIT_OUTLIER * pt->others_rtt_p95_ms ||
                    pt->slow_rtt_p95_ms < KP_LIMIT_SHARE * iv->p95_ms)
                        continue;
                for (k = 0; k < n_ids && ids[k] != pt->slow_broker; k++)
                        ;
                if (k == n_ids) {
                        if (n_ids == 64)
                                continue;
                        ids[n_ids++] = pt->slow_broker;
                }
                counts[k]++;
                ms[k] += pt->slow_rtt_p95_ms;
                others[k] += pt->others_rtt_p95_ms;
        }
        if (slow == 0 || n_ids == 0)
                return 0;
        for (size_t k = 1; k < n_ids; k++)
                if (counts[k] > counts[best])
                        best = k;
        if (2 * (size_t)counts[best] < slow)
                return 0;
        l->kind = KP_LIMIT_BROKER;
        l->seen = KP_SEEN_INTERVALS;
        l->broker = ids[best];
        l->broker_ms = ms[best] / counts[best];
        l->others_ms = others[best] / counts[best];
        l->slow_intervals = counts[best];
        l->slow_of = (int)slow;
        /* A p95 of the slow intervals: its own figure, beside the
         * phase's p95, no share of the mean. */
        l->part_ms = l->broker_ms;
        return 1;
}

/* ---- the brokers' own figures of the window --------------------------- */

static double bfig(const kp_bquery *q, const char *broker)
{
        for (size_t i = 0; q && i < q->n_series; i++)
                if (!strcmp(q->series[i].broker, broker))
                        return q->series[i].window;
        return NAN;
}

/* The client's round trip p95 to the broker that label names in w (its
 * node id, results/broker_map.h), NAN when it is not identified or the
 * client did not see it. */
static double client_rtt(const kp_client_stats *st, const kp_bwindow *w,
                         const char *label)
{
        int32_t id = kp_bwindow_node(w, label);
        if (id < 0)
                return NAN;
        for (size_t i = 0; i < st->n_brokers; i++)
                if (st->brokers[i].id == id)
                        return st->brokers[i].rtt_p95_ms;
        return NAN;
}

/* A broker's own Produce time that its round trip, as the client
 * measured it, cannot hold (evaluate/broker_side.h): used for no cause. */
static int own_time_holds(const kp_client_stats *st, const kp_bwindow *w,
                          const char *label, double own_ms)
{
        return kp_broker_side_fits_rtt(own_ms, client_rtt(st, w, label));
}

static const char *QNAMES[4] = { KP_PQ_PRODUCE_QUEUE, KP_PQ_PRODUCE_LOCAL,
                                 KP_PQ_PRODUCE_REMOTE, KP_PQ_PRODUCE_SEND };

/* Fills own[] (queue + local), remote[] and total[] of each broker of w,
 * their labels into names[]; returns how many were consistent. */
static size_t broker_times(const kp_bwindow *w, const kp_client_stats *st,
                           const char **names, double *own, double *remote,
                           size_t max)
{
        const kp_bquery *q[4];
        size_t n = 0;
        for (int k = 0; k < 4; k++)
                q[k] = kp_bwindow_query(w, QNAMES[k]);
        if (!q[0] || !q[1])
                return 0;
        for (size_t i = 0; i < q[1]->n_series && n < max; i++) {
                const char *b = q[1]->series[i].broker;
                double v[4], total = 0;
                for (int k = 0; k < 4; k++) {
                        v[k] = bfig(q[k], b);
                        total += z(v[k]);
                }
                if (!known(v[0]) || !known(v[1]) ||
                    !own_time_holds(st, w, b, total))
                        continue;
                names[n] = b;
                own[n] = v[0] + v[1];
                remote[n] = v[2];
                n++;
        }
        return n;
}

static int slow_by_own_time(const kp_bwindow *w, const kp_client_stats *st,
                            kp_limit *l)
{
        const char *names[64];
        double own[64], remote[64], others[64], med;
        size_t n = broker_times(w, st, names, own, remote, 64), top = 0, k = 0;
        if (n < 2)
                return 0;
        for (size_t i = 1; i < n; i++)
                if (own[i] > own[top])
                        top = i;
        for (size_t i = 0; i < n; i++)
                if (i != top)
                        others[k++] = own[i];
        med = kp_median(others, k);
        /* A broker not identified by its node id names no cause. */
        if (own[top] < KP_LIMIT_BROKER_MS ||
            own[top] < KP_LIMIT_OUTLIER * med ||
            kp_bwindow_node(w, names[top]) < 0)
                return 0;
        l->kind = KP_LIMIT_BROKER;
        l->seen = KP_SEEN_OWN_TIME;
        l->broker = kp_bwindow_node(w, names[top]);
        l->broker_ms = own[top];
        l->others_ms = med;
        /* At acks=all the others wait for it too: its own time and the
         * replication wait it causes are what it explains. */
        l->part_ms = own[top] + z(remote[top]);
        l->share = mean_share(l, l->part_ms);
        return 1;
}

static int replication(const kp_bwindow *w, const kp_client_stats *st,
                       kp_limit *l)
{
        const char *names[64];
        double own[64], remote[64], top = NAN, next = -1;
        size_t n = broker_times(w, st, names, own, remote, 64);
        kp_limit_stage next_stage = KP_STAGE_NONE;
        for (size_t i = 0; i < n; i++)
                if (known(remote[i]) && (!known(top) || remote[i] > top))
                        top = remote[i];
        if (!known(top) || !(top > 0))
                return 0;
        /* Against the client's stages and the rest of the round trip. */
        for (int k = 0; k < KP_STAGE__COUNT; k++) {
                double v = l->stage_ms[k];
                if (!known(v))
                        return 0;
                if (k == KP_STAGE_RTT)
                        v = v > top ? v - top : 0;
                if (v > next) {
                        next = v;
                        next_stage = (kp_limit_stage)k;
                }
        }
        l->top_ms = top;
        l->next_ms = next;
        l->next_stage = next_stage;
        if (top < KP_LIMIT_MARGIN * next)
                return 0;
        l->kind = KP_LIMIT_REPLICATION;
        l->remote_ms = l->part_ms = top;
        l->share = mean_share(l, top);
        return 1;
}

/* ---- the rules ---------------------------------------------------------- */

/* Not determined, and why. */
static void undetermined(kp_limit *l, kp_limit_undet why)
{
        l->kind = KP_LIMIT_UNDETERMINED;
        l->undet = why;
        l->broker = -1;
        l->part_ms = l->share = NAN;
}

static void judge_produce(const kp_produce_result *p, const kp_bwindow *w,
                          const kp_client_stats *st, int emulated_hosts,
                          kp_limit *l)
{
        figures(st, p->latency.p95_ms, 1, emulated_hosts, l);
        if (st->samples == 0 && st->n == 0)
                return;
        l->cpu_limit = cpu_limit(l);
        if (l->samples < KP_LIMIT_MIN_SAMPLES) {
                undetermined(l, KP_UNDET_SAMPLES);
        } else if (known(l->throttle_ms) && l->throttle_ms > 0) {
                double best = 0;
                l->kind = KP_LIMIT_THROTTLE;
                l->part_ms = l->throttle_ms;
                l->share = mean_share(l, l->throttle_ms);
                /* The broker that throttled the most. */
                for (size_t i = 0; i < st->n_brokers; i++) {
                        if (st->brokers[i].throttle_ms > best) {
                                best = st->brokers[i].throttle_ms;
                                l->broker = st->brokers[i].id;
                        }
                }
        } else if (l->cpu_limit != KP_CPU_LIMIT_NONE) {
                l->kind = KP_LIMIT_CLIENT_CPU;
                l->share = l->client_share;
                if (l->by_means)
                        l->part_ms = l->share * l->mean_ms;
        } else if (pipeline(l)) {
                l->kind = KP_LIMIT_CLIENT_REQUESTS;
        } else if (slow_in_intervals(p, st, l) ||
                   (w && slow_by_own_time(w, st, l))) {
                /* kind, broker and figure set */
        } else if (w && replication(w, st, l)) {
                /* kind and figure set */
        } else if (stands_out(l, STAGE_BIT(KP_STAGE_RTT))) {
                l->kind = KP_LIMIT_ROUND_TRIP;
                l->part_ms = l->top_ms;
                l->share = mean_share(l, l->part_ms);
        } else if (l->host_saturated && stands_out(l, CLIENT_SIDE)) {
                l->kind = KP_LIMIT_HOST;
                l->part_ms = l->top_ms;
                l->share = mean_share(l, l->part_ms);
        } else {
                /* The largest stage against the next, for the words. */
                int all = 1, top = 0;
                for (int k = 0; k < KP_STAGE__COUNT; k++) {
                        all &= known(l->stage_ms[k]);
                        if (known(l->stage_ms[k]) &&
                            l->stage_ms[k] > l->stage_ms[top])
                                top = k;
                }
                if (all)
                        stands_out(l, STAGE_BIT(top));
                undetermined(l, all ? KP_UNDET_MARGIN : KP_UNDET_NO_STAGES);
        }
        l->client = l->kind == KP_LIMIT_CLIENT_CPU ||
                    l->kind == KP_LIMIT_CLIENT_REQUESTS;
}

static void judge_consume(const kp_client_stats *st, int emulated_hosts,
                          kp_limit *l)
{
        figures(st, NAN, 0, emulated_hosts, l);
        if (st->samples == 0 && st->n == 0)
                return;
        l->cpu_limit = cpu_limit(l);
        if (l->samples < KP_LIMIT_MIN_SAMPLES) {
                undetermined(l, KP_UNDET_SAMPLES);
        } else if (l->cpu_limit != KP_CPU_LIMIT_NONE) {
                l->kind = KP_LIMIT_CLIENT_CPU;
        } else if (known(l->fetchq) && l->fetchq >= KP_LIMIT_FETCHQ) {
                l->kind = KP_LIMIT_CONSUMERS;
        } else if (known(l->stage_ms[KP_STAGE_RTT]) && l->broker >= 0) {
                l->kind = KP_LIMIT_FETCH;
                l->part_ms = l->stage_ms[KP_STAGE_RTT];
        } else {
                undetermined(l, KP_UNDET_NO_STAGES);
        }
        l->client =
            l->kind == KP_LIMIT_CLIENT_CPU || l->kind == KP_LIMIT_CONSUMERS;
}

static void pick(const kp_produce_result *p, const kp_client *c,
                 const kp_bwindow *w, int emulated_hosts, kp_limit *out)
{
        kp_limit l;
        int shared = 0, saturated = 0;
        const char *local = "";
        double host = NAN;
        memset(out, 0, sizeof(*out));
        out->kind = KP_LIMIT_NONE;
        out->broker = -1;
        out->share = out->part_ms = out->mean_ms = NAN;
        for (size_t i = 0; i < c->n_stats; i++) {
                if (p)
                        judge_produce(p, w, &c->stats[i], emulated_hosts, &l);
                else
                        judge_consume(&c->stats[i], emulated_hosts, &l);
                if (l.host_shared && !shared) {
                        shared = 1;
                        local = l.local_broker;
                }
                saturated |= l.host_saturated;
                if (known(l.host_cpu) && (!known(host) || l.host_cpu > host))
                        host = l.host_cpu;
                if (i == 0 || (l.client && !out->client))
                        *out = l;
        }
        /* One host shared or saturated makes the phase so. */
        if (out->kind != KP_LIMIT_NONE) {
                out->host_shared = shared;
                out->local_broker = local;
                out->host_saturated = saturated;
                out->host_cpu = host;
        }
}

void kp_limit_of_produce(const kp_produce_result *p, const kp_brokers *b,
                         int emulated_hosts, kp_limit *out)
{
        pick(p, &p->client, b ? kp_brokers_tier_window(b) : NULL,
             emulated_hosts, out);
}

void kp_limit_of_consume(const kp_consume_result *c, int emulated_hosts,
                         kp_limit *out)
{
        pick(NULL, &c->client, NULL, emulated_hosts, out);
}

int kp_limit_is_evidence(const kp_limit *l)
{
        return l->kind != KP_LIMIT_NONE && !l->client && !l->host_shared &&
               !l->host_saturated && l->kind != KP_LIMIT_HOST;
}
