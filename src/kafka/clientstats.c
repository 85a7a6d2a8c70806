#include "kafka/clientstats.h"

#include <math.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cjson/cJSON.h>

#include "base/cgroup.h"
#include "base/cpu.h"
#include "base/localaddr.h"
#include "base/util.h"

#define MAX_BROKERS 64

/* Weighted sums of a window's percentiles and mean (weight: its sample
 * count): the mean is exact over the windows, the percentiles are not. */
typedef struct wsum {
        double w, p50, p95, p99, mean;
} wsum;

/* One broker's figures over an interval or the phase. */
typedef struct bacc {
        int32_t id;
        uint64_t requests;
        wsum q, s, r; /* int_latency, outbuf_latency, rtt (ms) */
        double rmax_ms;
        double thr_sum, thr_w, thr_max; /* throttle (ms) */
        double in_flight_max, waiting_max;
} bacc;

typedef struct acc {
        bacc b[MAX_BROKERS];
        size_t nb;
        double batch_sum, batch_cnt; /* messages per batch */
        int samples;
} acc;

/* A client instance: its cumulative request counts per broker, and the
 * highest of its gauges this interval. */
typedef struct inst {
        int k;
        struct {
                int32_t id;
                double req;
        } last[MAX_BROKERS];
        size_t nlast;
        double full, fetchq, lag;
} inst;

/* A broker's advertised address ("host:port"), from its statistics. */
typedef struct node {
        int32_t id;
        char name[80];
} node;

struct kp_cstats {
        pthread_mutex_t mu;
        acc iv, phase;
        inst *inst;
        size_t ninst;
        node nodes[MAX_BROKERS];
        size_t nnodes;
        int producer; /* a producer's documents came in */
        kp_cpu_sample cpu0, cpu_last;
        /* The load host: the process's cgroup and the host's CPU: the
         * machine's, or on an emulated host the cgroup's use. */
        kp_cgroup cg;
        kp_cgroup_stat cg0, cg_last;
        kp_cpu_host host0, host_last;
        int emulated;
        kp_cgroup_usage use0, use_last;
        /* Over the phase. */
        double thread_max, wait_sum, wait_dur;
        char thread[16];
        double full_max, fetchq_max, lag_max;
        int samples;
};

kp_cstats *kp_cstats_new(int emulated_host)
{
        kp_cstats *cs = calloc(1, sizeof(*cs));
        if (!cs)
                return NULL;
        pthread_mutex_init(&cs->mu, NULL);
        kp_cpu_read(&cs->cpu0);
        cs->cpu_last = cs->cpu0;
        kp_cgroup_open(&cs->cg);
        kp_cgroup_read(&cs->cg, &cs->cg0);
        cs->cg_last = cs->cg0;
        cs->emulated = emulated_host != 0;
        if (cs->emulated)
                kp_cgroup_read_usage(&cs->cg, &cs->use0);
        else
                kp_cpu_host_read(&cs->host0);
        cs->use_last = cs->use0;
        cs->host_last = cs->host0;
        cs->thread_max = cs->full_max = cs->fetchq_max = cs->lag_max = NAN;
        return cs;
}

void kp_cstats_destroy(kp_cstats *cs)
{
        if (!cs)
                return;
        pthread_mutex_destroy(&cs->mu);
        free(cs->inst);
        free(cs);
}

static double jnum(const cJSON *o, const char *key)
{
        const cJSON *v = cJSON_GetObjectItemCaseSensitive(o, key);
        return cJSON_IsNumber(v) ? v->valuedouble : NAN;
}

static bacc *broker_of(acc *a, int32_t id)
{
        for (size_t i = 0; i < a->nb; i++)
                if (a->b[i].id == id)
                        return &a->b[i];
        if (a->nb == MAX_BROKERS)
                return NULL;
        memset(&a->b[a->nb], 0, sizeof(a->b[0]));
        a->b[a->nb].id = id;
        a->b[a->nb].rmax_ms = a->b[a->nb].thr_max = NAN;
        a->b[a->nb].in_flight_max = a->b[a->nb].waiting_max = NAN;
        return &a->b[a->nb++];
}

static inst *inst_of(kp_cstats *cs, int k)
{
        inst *v;
        for (size_t i = 0; i < cs->ninst; i++)
                if (cs->inst[i].k == k)
                        return &cs->inst[i];
        v = realloc(cs->inst, (cs->ninst + 1) * sizeof(*v));
        if (!v)
                return NULL;
        cs->inst = v;
        memset(&v[cs->ninst], 0, sizeof(*v));
        v[cs->ninst].k = k;
        v[cs->ninst].full = v[cs->ninst].fetchq = v[cs->ninst].lag = NAN;
        return &v[cs->ninst++];
}

/* A latency window (microseconds) into w, weighted by its count. */
static void window_us(wsum *w, const cJSON *win)
{
        double cnt = jnum(win, "cnt");
        if (!(cnt > 0))
                return;
        w->w += cnt;
        w->p50 += cnt * jnum(win, "p50") / 1000.0;
        w->p95 += cnt * jnum(win, "p95") / 1000.0;
        w->p99 += cnt * jnum(win, "p99") / 1000.0;
        w->mean += cnt * jnum(win, "avg") / 1000.0;
}

static void wsum_add(wsum *a, const wsum *b)
{
        a->w += b->w;
        a->p50 += b->p50;
        a->p95 += b->p95;
        a->p99 += b->p99;
        a->mean += b->mean;
}

static double wmean(double sum, double w)
{
        return w > 0 ? sum / w : NAN;
}

/* A stage's weighted means: its p50, p95, p99 and mean, NAN when it
 * weighs nothing. */
static void wsum_means(const wsum *a, double *p50, double *p95, double *p99,
                       double *mean)
{
        *p50 = wmean(a->p50, a->w);
        *p95 = wmean(a->p95, a->w);
        *p99 = wmean(a->p99, a->w);
        *mean = wmean(a->mean, a->w);
}

/* Request counts of a broker's "req" object that a load test sends. */
static double requests_of(const cJSON *broker)
{
        const cJSON *req = cJSON_GetObjectItemCaseSensitive(broker, "req");
        double p = jnum(req, "Produce"), f = jnum(req, "Fetch");
        if (isnan(p) && isnan(f))
                return jnum(broker, "tx");
        return (isnan(p) ? 0 : p) + (isnan(f) ? 0 : f);
}

/* Keeps broker id's advertised address: its "nodename", else its "name"
 * less the "/id" librdkafka adds. */
static void node_of(kp_cstats *cs, int32_t id, const cJSON *br)
{
        const cJSON *n = cJSON_GetObjectItemCaseSensitive(br, "nodename");
        const char *name;
        size_t len;
        for (size_t i = 0; i < cs->nnodes; i++)
                if (cs->nodes[i].id == id)
                        return;
        if (!cJSON_IsString(n) || !n->valuestring[0])
                n = cJSON_GetObjectItemCaseSensitive(br, "name");
        if (!cJSON_IsString(n) || cs->nnodes == MAX_BROKERS)
                return;
        name = n->valuestring;
        len = strcspn(name, "/");
        if (len == 0 || len >= sizeof(cs->nodes[0].name))
                return;
        cs->nodes[cs->nnodes].id = id;
        memcpy(cs->nodes[cs->nnodes].name, name, len);
        cs->nodes[cs->nnodes].name[len] = '\0';
        cs->nnodes++;
}

static void add_broker(kp_cstats *cs, inst *in, const cJSON *br)
{
        double id = jnum(br, "nodeid"), req, delta = 0;
        const cJSON *rtt = cJSON_GetObjectItemCaseSensitive(br, "rtt");
        const cJSON *thr = cJSON_GetObjectItemCaseSensitive(br, "throttle");
        double wr = jnum(br, "waitresp_cnt"), ob = jnum(br, "outbuf_cnt");
        bacc *b;
        size_t j;
        /* Bootstrap and internal brokers (nodeid -1) are not brokers of
         * the cluster. */
        if (!(id >= 0) || id > INT32_MAX)
                return;
        b = broker_of(&cs->iv, (int32_t)id);
        if (!b)
                return;
        node_of(cs, (int32_t)id, br);
        req = requests_of(br);
        for (j = 0; j < in->nlast; j++)
                if (in->last[j].id == (int32_t)id)
                        break;
        if (j < in->nlast) {
                if (req > in->last[j].req)
                        delta = req - in->last[j].req;
                in->last[j].req = req;
        } else if (in->nlast < MAX_BROKERS) {
                /* The first document counts every request so far. */
                delta = req > 0 ? req : 0;
                in->last[in->nlast].id = (int32_t)id;
                in->last[in->nlast++].req = req;
        }
        b->requests += (uint64_t)delta;
        window_us(&b->q, cJSON_GetObjectItemCaseSensitive(br, "int_latency"));
        window_us(&b->s,
                  cJSON_GetObjectItemCaseSensitive(br, "outbuf_latency"));
        window_us(&b->r, rtt);
        if (jnum(rtt, "cnt") > 0)
                b->rmax_ms = fmax(b->rmax_ms, jnum(rtt, "max") / 1000.0);
        if (jnum(thr, "cnt") > 0) {
                double c = jnum(thr, "cnt");
                b->thr_sum += c * jnum(thr, "avg");
                b->thr_w += c;
                b->thr_max = fmax(b->thr_max, jnum(thr, "max"));
        }
        if (!isnan(wr)) {
                b->in_flight_max = fmax(b->in_flight_max, wr);
                b->waiting_max =
                    fmax(b->waiting_max, wr + (isnan(ob) ? 0 : ob));
        }
}

/* Per topic: messages per batch; per partition: pre-fetched messages
 * and the lag. */
static void add_topics(kp_cstats *cs, inst *in, const cJSON *topics)
{
        const cJSON *t, *p;
        double fetchq = NAN, lag = NAN;
        cJSON_ArrayForEach(t, topics)
        {
                const cJSON *bc =
                    cJSON_GetObjectItemCaseSensitive(t, "batchcnt");
                if (jnum(bc, "cnt") > 0) {
                        cs->iv.batch_sum += jnum(bc, "sum");
                        cs->iv.batch_cnt += jnum(bc, "cnt");
                }
                cJSON_ArrayForEach(
                    p, cJSON_GetObjectItemCaseSensitive(t, "partitions"))
                {
                        double q = jnum(p, "fetchq_cnt"),
                               l = jnum(p, "consumer_lag");
                        if (!(jnum(p, "partition") >= 0))
                                continue;
                        if (q >= 0)
                                fetchq = (isnan(fetchq) ? 0 : fetchq) + q;
                        if (l >= 0)
                                lag = (isnan(lag) ? 0 : lag) + l;
                }
        }
        in->fetchq = fmax(in->fetchq, fetchq);
        in->lag = fmax(in->lag, lag);
}

/* Whether a statistics document is a producer's ("type"). */
static int is_producer(const cJSON *doc)
{
        const cJSON *t = cJSON_GetObjectItemCaseSensitive(doc, "type");
        return cJSON_IsString(t) && strcmp(t->valuestring, "producer") == 0;
}

int kp_cstats_add(kp_cstats *cs, int k, const char *json, size_t len)
{
        cJSON *j = cJSON_ParseWithLength(json, len);
        const cJSON *brokers, *br;
        double mc, mm, sc, sm, full = NAN;
        inst *in;
        int ret = -1;
        if (!j)
                return -1;
        brokers = cJSON_GetObjectItemCaseSensitive(j, "brokers");
        if (!cJSON_IsObject(brokers))
                goto out;
        pthread_mutex_lock(&cs->mu);
        in = inst_of(cs, k);
        if (is_producer(j))
                cs->producer = 1;
        if (in) {
                cJSON_ArrayForEach(br, brokers) add_broker(cs, in, br);
                add_topics(cs, in,
                           cJSON_GetObjectItemCaseSensitive(j, "topics"));
                mc = jnum(j, "msg_cnt");
                mm = jnum(j, "msg_max");
                sc = jnum(j, "msg_size");
                sm = jnum(j, "msg_size_max");
                if (mm > 0 && mc >= 0)
                        full = mc / mm;
                if (sm > 0 && sc >= 0)
                        full = fmax(full, sc / sm);
                in->full = fmax(in->full, full);
                cs->iv.samples++;
                cs->samples++;
                ret = 0;
        }
        pthread_mutex_unlock(&cs->mu);
out:
        cJSON_Delete(j);
        return ret;
}

/* b's interval figures into the phase's broker a. */
static void bacc_add(bacc *a, const bacc *b)
{
        a->requests += b->requests;
        wsum_add(&a->q, &b->q);
        wsum_add(&a->s, &b->s);
        wsum_add(&a->r, &b->r);
        a->rmax_ms = fmax(a->rmax_ms, b->rmax_ms);
        a->thr_sum += b->thr_sum;
        a->thr_w += b->thr_w;
        a->thr_max = fmax(a->thr_max, b->thr_max);
        a->in_flight_max = fmax(a->in_flight_max, b->in_flight_max);
        a->waiting_max = fmax(a->waiting_max, b->waiting_max);
}

/* The host's CPU busy share since *from (updated to now, when read): an
 * emulated host's from its cgroup's use and quota (NAN: not measured),
 * never the machine's; else the machine's (/proc/stat). */
static double host_busy(const kp_cstats *cs, kp_cgroup_usage *use_from,
                        kp_cpu_host *host_from)
{
        double busy;
        if (cs->emulated) {
                kp_cgroup_usage u;
                kp_cgroup_read_usage(&cs->cg, &u);
                busy = kp_cgroup_busy(use_from, &u, cs->cg.quota);
                if (u.ok)
                        *use_from = u;
        } else {
                kp_cpu_host h;
                kp_cpu_host_read(&h);
                busy = kp_cpu_host_busy(host_from, &h);
                if (h.ok)
                        *host_from = h;
        }
        return busy;
}

/* The cgroup's throttling and the host's CPU since the last interval. */
static void host_interval(kp_cstats *cs, kp_client_point *p)
{
        kp_cgroup_stat cg;
        double secs;
        kp_cgroup_read(&cs->cg, &cg);
        kp_cgroup_between(&cs->cg_last, &cg, &p->cg_throttled, &secs);
        if (cg.ok)
                cs->cg_last = cg;
        p->host_cpu = host_busy(cs, &cs->use_last, &cs->host_last);
}

/* The interval's slowest broker by round-trip p95, and the median of the
 * others' p95s. */
void kp_cstats_slow_broker(const int32_t *ids, const double *p95, size_t n,
                           int32_t *slow, double *slow_p95, double *others)
{
        double rest[MAX_BROKERS];
        size_t k = 0, top = 0;
        *slow = -1;
        *slow_p95 = *others = NAN;
        if (n == 0)
                return;
        for (size_t i = 1; i < n && i < MAX_BROKERS; i++)
                if (p95[i] > p95[top])
                        top = i;
        *slow = ids[top];
        *slow_p95 = p95[top];
        for (size_t i = 0; i < n && i < MAX_BROKERS; i++)
                if (i != top)
                        rest[k++] = p95[i];
        if (k == 0)
                return;
        *others = kp_median(rest, k);
}

static void slow_broker(const acc *iv, kp_client_point *p)
{
        int32_t ids[MAX_BROKERS];
        double p95[MAX_BROKERS];
        size_t n = 0;
        for (size_t i = 0; i < iv->nb; i++) {
                if (!(iv->b[i].r.w > 0))
                        continue;
                ids[n] = iv->b[i].id;
                p95[n++] = iv->b[i].r.p95 / iv->b[i].r.w;
        }
        kp_cstats_slow_broker(ids, p95, n, &p->slow_broker, &p->slow_rtt_p95_ms,
                              &p->others_rtt_p95_ms);
}

int kp_cstats_interval(kp_cstats *cs, double t_s, double dur_s,
                       double sched_p95_ms, kp_client_stats *out)
{
        kp_client_point p;
        kp_cpu_sample now;
        wsum q = { 0 }, s = { 0 }, r = { 0 };
        double thr = 0, thr_w = 0;
        char name[16];
        int ret;
        kp_client_point_init(&p);
        p.t_s = t_s;
        p.dur_s = dur_s;
        p.sched_p95_ms = sched_p95_ms;
        kp_cpu_read(&now);
        kp_cpu_between(&cs->cpu_last, &now, &p.cpu, &p.cpu_thread, name,
                       sizeof(name), &p.cpu_wait);
        cs->cpu_last = now;
        host_interval(cs, &p);
        out->host_cpu_cgroup = cs->emulated;
        if (!isnan(p.cpu_thread) && !(p.cpu_thread <= cs->thread_max)) {
                cs->thread_max = p.cpu_thread;
                snprintf(cs->thread, sizeof(cs->thread), "%s", name);
        }
        if (!isnan(p.cpu_wait)) {
                cs->wait_sum += p.cpu_wait * dur_s;
                cs->wait_dur += dur_s;
        }
        pthread_mutex_lock(&cs->mu);
        p.rtt_max_ms = p.in_flight = p.waiting = NAN;
        for (size_t i = 0; i < cs->iv.nb; i++) {
                const bacc *b = &cs->iv.b[i];
                bacc *ph = broker_of(&cs->phase, b->id);
                wsum_add(&q, &b->q);
                wsum_add(&s, &b->s);
                wsum_add(&r, &b->r);
                thr += b->thr_sum;
                thr_w += b->thr_w;
                p.rtt_max_ms = fmax(p.rtt_max_ms, b->rmax_ms);
                p.in_flight = fmax(p.in_flight, b->in_flight_max);
                p.waiting = fmax(p.waiting, b->waiting_max);
                p.requests += b->requests;
                if (ph)
                        bacc_add(ph, b);
        }
        if (cs->producer)
                slow_broker(&cs->iv, &p);
        p.queue_p95_ms = wmean(q.p95, q.w);
        p.send_p95_ms = wmean(s.p95, s.w);
        p.rtt_p95_ms = wmean(r.p95, r.w);
        p.throttle_ms = wmean(thr, thr_w);
        p.msgs_per_batch = wmean(cs->iv.batch_sum, cs->iv.batch_cnt);
        cs->phase.batch_sum += cs->iv.batch_sum;
        cs->phase.batch_cnt += cs->iv.batch_cnt;
        p.queue_full = p.fetchq_msgs = p.lag_msgs = NAN;
        for (size_t i = 0; i < cs->ninst; i++) {
                inst *in = &cs->inst[i];
                p.queue_full = fmax(p.queue_full, in->full);
                if (!isnan(in->fetchq))
                        p.fetchq_msgs =
                            (isnan(p.fetchq_msgs) ? 0 : p.fetchq_msgs) +
                            in->fetchq;
                if (!isnan(in->lag))
                        p.lag_msgs =
                            (isnan(p.lag_msgs) ? 0 : p.lag_msgs) + in->lag;
                in->full = in->fetchq = in->lag = NAN;
        }
        cs->full_max = fmax(cs->full_max, p.queue_full);
        cs->fetchq_max = fmax(cs->fetchq_max, p.fetchq_msgs);
        cs->lag_max = fmax(cs->lag_max, p.lag_msgs);
        if (cs->iv.samples == 0) {
                /* No statistics this interval: the CPU alone. */
                p.queue_p95_ms = p.send_p95_ms = p.rtt_p95_ms = NAN;
                p.throttle_ms = p.msgs_per_batch = NAN;
        }
        cs->iv.nb = 0;
        cs->iv.batch_sum = cs->iv.batch_cnt = 0;
        cs->iv.samples = 0;
        pthread_mutex_unlock(&cs->mu);
        ret = kp_client_stats_push(out, &p);
        return ret;
}

/* host:port's host ("[::1]:9092": "::1") into out. */
static void host_part(const char *hostport, char *out, size_t size)
{
        const char *colon = strrchr(hostport, ':');
        size_t len = colon ? (size_t)(colon - hostport) : strlen(hostport);
        if (len >= 2 && hostport[0] == '[' && hostport[len - 1] == ']') {
                hostport++;
                len -= 2;
        }
        if (len >= size)
                len = size - 1;
        memcpy(out, hostport, len);
        out[len] = '\0';
}

/* Whether a broker's advertised address is this host's own. */
static void brokers_local(const kp_cstats *cs, kp_client_stats *out)
{
        kp_addrs local, addrs;
        int have_local = kp_localaddr_list(&local) == 0, resolved = 0;
        int32_t best = -1;
        out->brokers_local = -1;
        out->local_broker[0] = '\0';
        for (size_t i = 0; i < cs->nnodes; i++) {
                const node *nd = &cs->nodes[i];
                char host[80];
                host_part(nd->name, host, sizeof(host));
                if (kp_localaddr_resolve(host, &addrs))
                        continue;
                resolved = 1;
                if (kp_localaddr_match(&addrs, have_local ? &local : NULL) <
                        0 ||
                    (best >= 0 && nd->id > best))
                        continue;
                best = nd->id;
                snprintf(out->local_broker, sizeof(out->local_broker), "%d %s",
                         (int)nd->id, nd->name);
        }
        if (best >= 0)
                out->brokers_local = 1;
        else if (resolved)
                out->brokers_local = 0;
}

/* The load host's figures over the phase. */
static void host_finish(const kp_cstats *cs, kp_client_stats *out)
{
        kp_cgroup_stat cg;
        kp_cgroup_usage use0 = cs->use0;
        kp_cpu_host host0 = cs->host0;
        kp_cgroup_read(&cs->cg, &cg);
        out->cg_quota_cores = cs->cg.quota;
        kp_cgroup_between(&cs->cg0, &cg, &out->cg_throttled,
                          &out->cg_throttled_s);
        out->affinity_cpus = kp_cpu_affinity();
        out->host_cpu = host_busy(cs, &use0, &host0);
        out->host_cpu_cgroup = cs->emulated;
        brokers_local(cs, out);
}

void kp_cstats_finish(kp_cstats *cs, const kp_hist *sched, kp_client_stats *out)
{
        wsum q = { 0 }, s = { 0 }, r = { 0 };
        double thr = 0, thr_w = 0, wsum_wait = 0, n_wait = 0;
        kp_cpu_sample now;
        kp_cpu_read(&now);
        host_finish(cs, out);
        out->wall_s = (double)(now.at_us - cs->cpu0.at_us) / 1e6;
        out->cpu_s = now.proc_s - cs->cpu0.proc_s;
        out->cpu_thread_max = cs->thread_max;
        snprintf(out->thread, sizeof(out->thread), "%s", cs->thread);
        out->cpu_wait = cs->wait_dur > 0 ? cs->wait_sum / cs->wait_dur : NAN;
        out->samples = cs->samples;
        out->msgs_per_batch = wmean(cs->phase.batch_sum, cs->phase.batch_cnt);
        out->queue_full_max = cs->full_max;
        out->fetchq_max = cs->fetchq_max;
        out->lag_max = cs->lag_max;
        out->in_flight_max = out->waiting_max = out->throttle_max_ms = NAN;
        free(out->brokers);
        out->n_brokers = 0;
        out->brokers =
            cs->phase.nb ? calloc(cs->phase.nb, sizeof(*out->brokers)) : NULL;
        for (size_t i = 0; i < cs->phase.nb; i++) {
                const bacc *b = &cs->phase.b[i];
                if (out->brokers) {
                        kp_client_broker *x = &out->brokers[out->n_brokers++];
                        x->id = b->id;
                        x->requests = b->requests;
                        x->rtt_p50_ms = wmean(b->r.p50, b->r.w);
                        x->rtt_p95_ms = wmean(b->r.p95, b->r.w);
                        x->rtt_p99_ms = wmean(b->r.p99, b->r.w);
                        x->rtt_max_ms = b->rmax_ms;
                        x->queue_p95_ms = wmean(b->q.p95, b->q.w);
                        x->send_p95_ms = wmean(b->s.p95, b->s.w);
                        x->throttle_ms = wmean(b->thr_sum, b->thr_w);
                        x->throttle_max_ms = b->thr_max;
                        x->in_flight_max = b->in_flight_max;
                        x->waiting_max = b->waiting_max;
                }
                wsum_add(&q, &b->q);
                wsum_add(&s, &b->s);
                wsum_add(&r, &b->r);
                thr += b->thr_sum;
                thr_w += b->thr_w;
                out->in_flight_max = fmax(out->in_flight_max, b->in_flight_max);
                out->waiting_max = fmax(out->waiting_max, b->waiting_max);
                out->throttle_max_ms = fmax(out->throttle_max_ms, b->thr_max);
        }
        for (size_t i = 0; i < out->n; i++) {
                if (!isnan(out->v[i].waiting)) {
                        wsum_wait += out->v[i].waiting;
                        n_wait++;
                }
        }
        out->waiting_mean = n_wait > 0 ? wsum_wait / n_wait : NAN;
        wsum_means(&q, &out->queue_p50_ms, &out->queue_p95_ms,
                   &out->queue_p99_ms, &out->queue_mean_ms);
        wsum_means(&s, &out->send_p50_ms, &out->send_p95_ms, &out->send_p99_ms,
                   &out->send_mean_ms);
        wsum_means(&r, &out->rtt_p50_ms, &out->rtt_p95_ms, &out->rtt_p99_ms,
                   &out->rtt_mean_ms);
        out->throttle_ms = wmean(thr, thr_w);
        out->sched_p50_ms = out->sched_p95_ms = out->sched_p99_ms = NAN;
        out->sched_mean_ms = NAN;
        if (sched && kp_hist_count(sched)) {
                out->sched_p50_ms =
                    (double)kp_hist_percentile(sched, 50) / 1000.0;
                out->sched_p95_ms =
                    (double)kp_hist_percentile(sched, 95) / 1000.0;
                out->sched_p99_ms =
                    (double)kp_hist_percentile(sched, 99) / 1000.0;
                out->sched_mean_ms = kp_hist_mean(sched) / 1000.0;
        }
}
