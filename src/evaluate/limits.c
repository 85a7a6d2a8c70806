#include "evaluate/limits.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

static const char *const kind_names[KP_LIMIT__COUNT] = {
        [KP_LIMIT_NONE] = "none",
        [KP_LIMIT_CLIENT_CPU] = "client-cpu",
        [KP_LIMIT_CLIENT_REQUESTS] = "client-requests",
        [KP_LIMIT_CLIENT_SCHEDULE] = "client-schedule",
        [KP_LIMIT_THROTTLE] = "throttle",
        [KP_LIMIT_ROUND_TRIP] = "round-trip",
        [KP_LIMIT_CONSUMERS] = "consumers",
        [KP_LIMIT_FETCH] = "fetch",
};

const char *kp_limit_kind_str(kp_limit_kind k)
{
        if ((int)k < 0 || k >= KP_LIMIT__COUNT)
                return "none";
        return kind_names[k];
}

static double z(double v)
{
        return isnan(v) ? 0 : v;
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

/* The figures of one load host's series. */
static void figures(const kp_client_stats *st, kp_limit *l)
{
        double client, rtt;
        memset(l, 0, sizeof(*l));
        l->kind = KP_LIMIT_NONE;
        l->source = st->source;
        l->broker = -1;
        l->cpu = st->wall_s > 0 ? st->cpu_s / st->wall_s : NAN;
        l->cpu_thread = thread_mean(st);
        l->cpu_wait = st->cpu_wait;
        l->thread = st->thread;
        l->msgs_per_batch = st->msgs_per_batch;
        l->waiting = st->waiting_mean;
        l->in_flight_max = st->in_flight_max;
        l->max_in_flight = st->max_in_flight;
        l->sched_p95_ms = st->sched_p95_ms;
        l->queue_p95_ms = st->queue_p95_ms;
        l->send_p95_ms = st->send_p95_ms;
        l->rtt_p95_ms = st->rtt_p95_ms;
        l->throttle_ms = st->throttle_ms;
        l->fetchq = st->fetchq_max;
        l->lag = st->lag_max;
        client = z(st->sched_p95_ms) + z(st->queue_p95_ms) + z(st->send_p95_ms);
        rtt = z(st->rtt_p95_ms);
        l->before_share = client + rtt > 0 ? client / (client + rtt) : NAN;
        {
                /* The broker with the longest round trip. */
                double best = -1;
                for (size_t i = 0; i < st->n_brokers; i++) {
                        const kp_client_broker *b = &st->brokers[i];
                        if (!isnan(b->rtt_p95_ms) && b->rtt_p95_ms > best) {
                                best = b->rtt_p95_ms;
                                l->broker = b->id;
                        }
                }
        }
        l->broker_rtt_max_ms = NAN;
}

static int cpu_bound(const kp_limit *l)
{
        return (!isnan(l->cpu_thread) &&
                l->cpu_thread >= KP_LIMIT_CPU_THREAD) ||
               (!isnan(l->cpu_wait) && l->cpu_wait >= KP_LIMIT_CPU_WAIT);
}

static int cmp_double(const void *a, const void *b)
{
        double x = *(const double *)a, y = *(const double *)b;
        return x < y ? -1 : x > y;
}

/* The broker whose longest round trip stands out from the others' (a
 * broker that stopped answering for a while: a pause, a failover), or
 * -1. A client short of CPU is slow to read every broker's answers
 * alike; one broker far slower than the rest is that broker. */
static int32_t outlier(const kp_client_stats *st)
{
        double others[64], top = -1, med;
        int32_t id = -1;
        size_t n = 0;
        if (st->n_brokers < 2 || st->n_brokers > 64)
                return -1;
        for (size_t i = 0; i < st->n_brokers; i++)
                if (!isnan(st->brokers[i].rtt_max_ms) &&
                    st->brokers[i].rtt_max_ms > top) {
                        top = st->brokers[i].rtt_max_ms;
                        id = st->brokers[i].id;
                }
        for (size_t i = 0; i < st->n_brokers; i++)
                if (st->brokers[i].id != id)
                        others[n++] = isnan(st->brokers[i].rtt_max_ms)
                                          ? 0
                                          : st->brokers[i].rtt_max_ms;
        if (id < 0 || n == 0 || top < KP_LIMIT_STALL_MS)
                return -1;
        qsort(others, n, sizeof(others[0]), cmp_double);
        med = n % 2 ? others[n / 2] : (others[n / 2 - 1] + others[n / 2]) / 2;
        return top >= KP_LIMIT_OUTLIER * med ? id : -1;
}

static void judge_produce(const kp_client_stats *st, kp_limit *l)
{
        int32_t slow;
        figures(st, l);
        if (st->samples == 0 && st->n == 0)
                return;
        slow = outlier(st);
        if (slow >= 0) {
                l->kind = KP_LIMIT_ROUND_TRIP;
                l->broker = slow;
                l->stood_out = 1;
                for (size_t i = 0; i < st->n_brokers; i++)
                        if (st->brokers[i].id == slow)
                                l->broker_rtt_max_ms =
                                    st->brokers[i].rtt_max_ms;
        } else if (!isnan(l->waiting) && l->waiting >= KP_LIMIT_WAITING &&
                   !isnan(l->msgs_per_batch) &&
                   l->msgs_per_batch <= KP_LIMIT_BATCH) {
                /* The client's own settings, whatever else: even with
                 * CPU to spare it would pipeline tiny requests. */
                l->kind = KP_LIMIT_CLIENT_REQUESTS;
        } else if (!isnan(l->throttle_ms) && l->throttle_ms > 0) {
                double best = 0;
                l->kind = KP_LIMIT_THROTTLE;
                /* The broker that throttled the most. */
                for (size_t i = 0; i < st->n_brokers; i++) {
                        if (st->brokers[i].throttle_ms > best) {
                                best = st->brokers[i].throttle_ms;
                                l->broker = st->brokers[i].id;
                        }
                }
        } else if (cpu_bound(l)) {
                l->kind = KP_LIMIT_CLIENT_CPU;
        } else if (isnan(l->before_share) ||
                   l->before_share < KP_LIMIT_BEFORE ||
                   (!isnan(l->in_flight_max) && l->max_in_flight > 0 &&
                    l->in_flight_max >= (double)l->max_in_flight)) {
                /* The round trip took most of the time, or the client
                 * waited for answers with its requests at its limit. */
                l->kind = KP_LIMIT_ROUND_TRIP;
        } else {
                l->kind = KP_LIMIT_CLIENT_SCHEDULE;
        }
        l->client = l->kind == KP_LIMIT_CLIENT_CPU ||
                    l->kind == KP_LIMIT_CLIENT_REQUESTS ||
                    l->kind == KP_LIMIT_CLIENT_SCHEDULE;
}

static void judge_consume(const kp_client_stats *st, kp_limit *l)
{
        figures(st, l);
        if (st->samples == 0 && st->n == 0)
                return;
        if (cpu_bound(l))
                l->kind = KP_LIMIT_CLIENT_CPU;
        else if (!isnan(l->fetchq) && l->fetchq >= KP_LIMIT_FETCHQ)
                l->kind = KP_LIMIT_CONSUMERS;
        else
                l->kind = KP_LIMIT_FETCH;
        l->client =
            l->kind == KP_LIMIT_CLIENT_CPU || l->kind == KP_LIMIT_CONSUMERS;
}

static void pick(const kp_client *c, int consume, kp_limit *out)
{
        kp_limit l;
        memset(out, 0, sizeof(*out));
        out->kind = KP_LIMIT_NONE;
        out->broker = -1;
        for (size_t i = 0; i < c->n_stats; i++) {
                if (consume)
                        judge_consume(&c->stats[i], &l);
                else
                        judge_produce(&c->stats[i], &l);
                if (i == 0 || (l.client && !out->client))
                        *out = l;
        }
}

void kp_limit_of_produce(const kp_produce_result *p, kp_limit *out)
{
        pick(&p->client, 0, out);
}

void kp_limit_of_consume(const kp_consume_result *c, kp_limit *out)
{
        pick(&c->client, 1, out);
}
