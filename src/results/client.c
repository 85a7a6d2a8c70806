#include "results/client.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/props.h"
#include "base/util.h"
#include "results/fields.h"

int kp_client_settings_add(kp_client_settings *s, const char *key,
                           const char *value, const char *rd_default,
                           kp_setting_why why)
{
        kp_client_setting *v = realloc(s->v, (s->n + 1) * sizeof(*v));
        kp_client_setting *e;
        if (!v)
                return -1;
        s->v = v;
        e = &v[s->n];
        e->key = strdup(key);
        e->value = strdup(kp_redact(key, value ? value : ""));
        e->rd_default = strdup(rd_default ? rd_default : "");
        e->why = why;
        if (!e->key || !e->value || !e->rd_default) {
                free(e->key);
                free(e->value);
                free(e->rd_default);
                return -1;
        }
        s->n++;
        return 0;
}

const kp_client_setting *kp_client_settings_get(const kp_client_settings *s,
                                                const char *key)
{
        for (size_t i = 0; i < s->n; i++)
                if (strcmp(s->v[i].key, key) == 0)
                        return &s->v[i];
        return NULL;
}

void kp_client_settings_free(kp_client_settings *s)
{
        for (size_t i = 0; i < s->n; i++) {
                free(s->v[i].key);
                free(s->v[i].value);
                free(s->v[i].rd_default);
        }
        free(s->v);
        free(s->defaults);
        memset(s, 0, sizeof(*s));
}

int kp_client_settings_copy(kp_client_settings *dst,
                            const kp_client_settings *src)
{
        for (size_t i = 0; i < src->n; i++)
                if (kp_client_settings_add(dst, src->v[i].key, src->v[i].value,
                                           src->v[i].rd_default, src->v[i].why))
                        return -1;
        if (src->defaults) {
                dst->defaults = strdup(src->defaults);
                if (!dst->defaults)
                        return -1;
        }
        return 0;
}

/* ---- points ------------------------------------------------------------- */

/* The mean of a and b weighted by wa and wb, a missing one giving way. */
static double wmean(double a, double wa, double b, double wb)
{
        if (isnan(a) || wa <= 0)
                return wb > 0 || isnan(a) ? b : a;
        if (isnan(b) || wb <= 0)
                return a;
        return (a * wa + b * wb) / (wa + wb);
}

void kp_client_point_init(kp_client_point *p)
{
        memset(p, 0, sizeof(*p));
        p->cg_throttled = p->host_cpu = NAN;
        p->slow_broker = -1;
        p->slow_rtt_p95_ms = p->others_rtt_p95_ms = NAN;
}

void kp_client_stats_init(kp_client_stats *st)
{
        memset(st, 0, sizeof(*st));
        st->per_point = 1;
        st->cg_quota_cores = st->cg_throttled = st->cg_throttled_s = NAN;
        st->host_cpu = NAN;
        st->sched_mean_ms = st->queue_mean_ms = NAN;
        st->send_mean_ms = st->rtt_mean_ms = NAN;
        st->brokers_local = -1;
}

void kp_client_point_merge(kp_client_point *a, const kp_client_point *b)
{
        double ra = (double)a->requests, rb = (double)b->requests;
        /* The slow broker of the point where it was the slower. */
        if (!isnan(b->slow_rtt_p95_ms) &&
            !(a->slow_rtt_p95_ms >= b->slow_rtt_p95_ms)) {
                a->slow_broker = b->slow_broker;
                a->slow_rtt_p95_ms = b->slow_rtt_p95_ms;
        }
        a->others_rtt_p95_ms = wmean(a->others_rtt_p95_ms, a->dur_s,
                                     b->others_rtt_p95_ms, b->dur_s);
        a->cg_throttled =
            wmean(a->cg_throttled, a->dur_s, b->cg_throttled, b->dur_s);
        a->host_cpu = wmean(a->host_cpu, a->dur_s, b->host_cpu, b->dur_s);
        a->cpu = wmean(a->cpu, a->dur_s, b->cpu, b->dur_s);
        a->cpu_wait = wmean(a->cpu_wait, a->dur_s, b->cpu_wait, b->dur_s);
        a->cpu_thread = fmax(a->cpu_thread, b->cpu_thread);
        a->sched_p95_ms = fmax(a->sched_p95_ms, b->sched_p95_ms);
        a->queue_p95_ms = fmax(a->queue_p95_ms, b->queue_p95_ms);
        a->send_p95_ms = fmax(a->send_p95_ms, b->send_p95_ms);
        a->rtt_p95_ms = fmax(a->rtt_p95_ms, b->rtt_p95_ms);
        a->rtt_max_ms = fmax(a->rtt_max_ms, b->rtt_max_ms);
        a->throttle_ms = wmean(a->throttle_ms, ra, b->throttle_ms, rb);
        a->in_flight = fmax(a->in_flight, b->in_flight);
        a->waiting = fmax(a->waiting, b->waiting);
        a->queue_full = fmax(a->queue_full, b->queue_full);
        a->msgs_per_batch = wmean(a->msgs_per_batch, ra, b->msgs_per_batch, rb);
        a->fetchq_msgs = fmax(a->fetchq_msgs, b->fetchq_msgs);
        a->lag_msgs = fmax(a->lag_msgs, b->lag_msgs);
        a->requests += b->requests;
        a->t_s = b->t_s;
        a->dur_s += b->dur_s;
}

int kp_client_stats_push(kp_client_stats *st, const kp_client_point *p)
{
        if (st->per_point < 1)
                st->per_point = 1;
        /* The newest point takes intervals until it stands for as many
         * as the others. */
        /* A point much shorter than the one before (the phase's last,
         * partial interval) joins it: a CPU share over a few ms says
         * nothing. */
        if (st->n > 0 && p->dur_s < st->v[st->n - 1].dur_s / 4) {
                kp_client_point_merge(&st->v[st->n - 1], p);
                return 0;
        }
        if (st->n > 0 && st->last_fill > 0 && st->last_fill < st->per_point) {
                kp_client_point_merge(&st->v[st->n - 1], p);
                st->last_fill++;
                return 0;
        }
        if (st->n == KP_CLIENT_MAX_POINTS) {
                /* Two into one: the series keeps its length bound. */
                size_t k = 0;
                for (size_t i = 0; i + 1 < st->n; i += 2) {
                        kp_client_point m = st->v[i];
                        kp_client_point_merge(&m, &st->v[i + 1]);
                        st->v[k++] = m;
                }
                if (st->n % 2)
                        st->v[k++] = st->v[st->n - 1];
                st->n = k;
                st->per_point *= 2;
        }
        if (st->n == st->cap) {
                size_t cap = st->cap ? st->cap * 2 : 32;
                kp_client_point *v;
                if (cap > KP_CLIENT_MAX_POINTS)
                        cap = KP_CLIENT_MAX_POINTS;
                v = realloc(st->v, cap * sizeof(*v));
                if (!v)
                        return -1;
                st->v = v;
                st->cap = cap;
        }
        st->v[st->n++] = *p;
        st->last_fill = 1;
        return 0;
}

kp_client_stats *kp_client_add_stats(kp_client *c, const char *source)
{
        kp_client_stats *v =
            realloc(c->stats, (c->n_stats + 1) * sizeof(*c->stats));
        kp_client_stats *s;
        if (!v)
                return NULL;
        c->stats = v;
        s = &v[c->n_stats];
        kp_client_stats_init(s);
        if (source) {
                s->source = strdup(source);
                if (!s->source)
                        return NULL;
        }
        c->n_stats++;
        return s;
}

static void stats_free(kp_client_stats *s)
{
        free(s->source);
        free(s->v);
        free(s->brokers);
}

void kp_client_free(kp_client *c)
{
        kp_client_settings_free(&c->settings);
        for (size_t i = 0; i < c->n_stats; i++)
                stats_free(&c->stats[i]);
        free(c->stats);
        memset(c, 0, sizeof(*c));
}

int kp_client_merge(kp_client *dst, const kp_client *src, const char *source)
{
        if (dst->settings.n == 0 && !dst->settings.defaults &&
            kp_client_settings_copy(&dst->settings, &src->settings))
                return -1;
        for (size_t i = 0; i < src->n_stats; i++) {
                const kp_client_stats *s = &src->stats[i];
                kp_client_stats *d =
                    kp_client_add_stats(dst, s->source ? s->source : source);
                char *keep;
                if (!d)
                        return -1;
                keep = d->source;
                *d = *s;
                d->source = keep;
                d->v = NULL;
                d->brokers = NULL;
                d->n = d->cap = d->n_brokers = 0;
                if (s->n) {
                        d->v = malloc(s->n * sizeof(*d->v));
                        if (!d->v)
                                return -1;
                        memcpy(d->v, s->v, s->n * sizeof(*d->v));
                        d->n = d->cap = s->n;
                }
                if (s->n_brokers) {
                        d->brokers = malloc(s->n_brokers * sizeof(*d->brokers));
                        if (!d->brokers)
                                return -1;
                        memcpy(d->brokers, s->brokers,
                               s->n_brokers * sizeof(*d->brokers));
                        d->n_brokers = s->n_brokers;
                }
        }
        return 0;
}

/* ---- results.json ------------------------------------------------------- */

/* The point series is kept by column: one array per field. */
static const kp_field point_fields[] = {
        KP_FD(kp_client_point, t_s, KP_F_DBL),
        KP_FD(kp_client_point, dur_s, KP_F_DBL),
        KP_FD(kp_client_point, cpu, KP_F_DBL),
        KP_FD(kp_client_point, cpu_thread, KP_F_DBL),
        KP_FD(kp_client_point, cpu_wait, KP_F_DBL),
        KP_FD(kp_client_point, sched_p95_ms, KP_F_DBL),
        KP_FD(kp_client_point, queue_p95_ms, KP_F_DBL),
        KP_FD(kp_client_point, send_p95_ms, KP_F_DBL),
        KP_FD(kp_client_point, rtt_p95_ms, KP_F_DBL),
        KP_FD(kp_client_point, rtt_max_ms, KP_F_DBL),
        KP_FD(kp_client_point, throttle_ms, KP_F_DBL),
        KP_FD(kp_client_point, in_flight, KP_F_DBL),
        KP_FD(kp_client_point, waiting, KP_F_DBL),
        KP_FD(kp_client_point, queue_full, KP_F_DBL),
        KP_FD(kp_client_point, msgs_per_batch, KP_F_DBL),
        KP_FD(kp_client_point, requests, KP_F_U64),
        KP_FD(kp_client_point, fetchq_msgs, KP_F_DBL),
        KP_FD(kp_client_point, lag_msgs, KP_F_DBL),
};

/* Columns added later (the load host's figures, the slow broker): an
 * older results.json has none of them, which reads as not known. Their
 * names in results.json are not the members'. KP_F_INT is an int32_t. */
static const kp_field host_point_fields[] = {
        { "cgroup_throttled", KP_F_DBL,
          offsetof(kp_client_point, cg_throttled) },
        { "host_cpu", KP_F_DBL, offsetof(kp_client_point, host_cpu) },
        { "slow_broker", KP_F_INT, offsetof(kp_client_point, slow_broker) },
        { "slow_rtt_p95_ms", KP_F_DBL,
          offsetof(kp_client_point, slow_rtt_p95_ms) },
        { "others_rtt_p95_ms", KP_F_DBL,
          offsetof(kp_client_point, others_rtt_p95_ms) },
};

static const kp_field broker_fields[] = {
        KP_FD(kp_client_broker, requests, KP_F_U64),
        KP_FD(kp_client_broker, rtt_max_ms, KP_F_DBL),
        KP_FD(kp_client_broker, throttle_ms, KP_F_DBL),
        KP_FD(kp_client_broker, throttle_max_ms, KP_F_DBL),
        KP_FD(kp_client_broker, in_flight_max, KP_F_DBL),
        KP_FD(kp_client_broker, waiting_max, KP_F_DBL),
};

/* Figures built from librdkafka's per-second percentiles, named for
 * what they are (the request-weighted mean of the windows' p95s is not
 * the phase's p95), and the stages' means. Read also under their older
 * names ("rtt_p95_ms"); absent or null: not known. */
typedef struct named_fig {
        const char *name, *old;
        size_t off;
} named_fig;

#define NF(T, m, name, old)                                                    \
        {                                                                      \
                name, old, offsetof(T, m)                                      \
        }
static const named_fig stats_figs[] = {
        NF(kp_client_stats, queue_p50_ms, "queue_mean_of_p50s_ms",
           "queue_p50_ms"),
        NF(kp_client_stats, queue_p95_ms, "queue_mean_of_p95s_ms",
           "queue_p95_ms"),
        NF(kp_client_stats, queue_p99_ms, "queue_mean_of_p99s_ms",
           "queue_p99_ms"),
        NF(kp_client_stats, send_p50_ms, "send_mean_of_p50s_ms", "send_p50_ms"),
        NF(kp_client_stats, send_p95_ms, "send_mean_of_p95s_ms", "send_p95_ms"),
        NF(kp_client_stats, send_p99_ms, "send_mean_of_p99s_ms", "send_p99_ms"),
        NF(kp_client_stats, rtt_p50_ms, "rtt_mean_of_p50s_ms", "rtt_p50_ms"),
        NF(kp_client_stats, rtt_p95_ms, "rtt_mean_of_p95s_ms", "rtt_p95_ms"),
        NF(kp_client_stats, rtt_p99_ms, "rtt_mean_of_p99s_ms", "rtt_p99_ms"),
        NF(kp_client_stats, sched_mean_ms, "sched_mean_ms", NULL),
        NF(kp_client_stats, queue_mean_ms, "queue_mean_ms", NULL),
        NF(kp_client_stats, send_mean_ms, "send_mean_ms", NULL),
        NF(kp_client_stats, rtt_mean_ms, "rtt_mean_ms", NULL),
};
static const named_fig broker_figs[] = {
        NF(kp_client_broker, rtt_p50_ms, "rtt_mean_of_p50s_ms", "rtt_p50_ms"),
        NF(kp_client_broker, rtt_p95_ms, "rtt_mean_of_p95s_ms", "rtt_p95_ms"),
        NF(kp_client_broker, rtt_p99_ms, "rtt_mean_of_p99s_ms", "rtt_p99_ms"),
        NF(kp_client_broker, queue_p95_ms, "queue_mean_of_p95s_ms",
           "queue_p95_ms"),
        NF(kp_client_broker, send_p95_ms, "send_mean_of_p95s_ms",
           "send_p95_ms"),
};
#undef NF

static void figs_put(cJSON *o, const void *base, const named_fig *f, size_t n)
{
        const char *b = base;
        for (size_t i = 0; o && i < n; i++)
                cJSON_AddItemToObject(
                    o, f[i].name,
                    kp_fields_num(*(const double *)(b + f[i].off)));
}

static int figs_get(const cJSON *o, void *base, const named_fig *f, size_t n,
                    const char *where, char *errstr, size_t errstr_size)
{
        char *b = base;
        for (size_t i = 0; i < n; i++) {
                const cJSON *v = cJSON_GetObjectItemCaseSensitive(o, f[i].name);
                double *p = (double *)(b + f[i].off);
                if (!v && f[i].old)
                        v = cJSON_GetObjectItemCaseSensitive(o, f[i].old);
                *p = NAN;
                if (!v || cJSON_IsNull(v))
                        continue;
                if (!cJSON_IsNumber(v) || !isfinite(v->valuedouble))
                        return kp_err(errstr, errstr_size,
                                      "%s.%s: expected a number or null", where,
                                      f[i].name);
                *p = v->valuedouble;
        }
        return 0;
}

static const kp_field stats_fields[] = {
        KP_FD(kp_client_stats, samples, KP_F_INT),
        KP_FD(kp_client_stats, per_point, KP_F_INT),
        KP_FD(kp_client_stats, wall_s, KP_F_DBL),
        KP_FD(kp_client_stats, cpu_s, KP_F_DBL),
        KP_FD(kp_client_stats, cpu_thread_max, KP_F_DBL),
        KP_FD(kp_client_stats, cpu_wait, KP_F_DBL),
        KP_FD(kp_client_stats, msgs_per_batch, KP_F_DBL),
        KP_FD(kp_client_stats, sched_p50_ms, KP_F_DBL),
        KP_FD(kp_client_stats, sched_p95_ms, KP_F_DBL),
        KP_FD(kp_client_stats, sched_p99_ms, KP_F_DBL),
        KP_FD(kp_client_stats, throttle_ms, KP_F_DBL),
        KP_FD(kp_client_stats, throttle_max_ms, KP_F_DBL),
        KP_FD(kp_client_stats, in_flight_max, KP_F_DBL),
        KP_FD(kp_client_stats, waiting_max, KP_F_DBL),
        KP_FD(kp_client_stats, waiting_mean, KP_F_DBL),
        KP_FD(kp_client_stats, queue_full_max, KP_F_DBL),
        KP_FD(kp_client_stats, fetchq_max, KP_F_DBL),
        KP_FD(kp_client_stats, lag_max, KP_F_DBL),
        KP_FD(kp_client_stats, max_in_flight, KP_F_I64),
};

/* A missing figure is written as null and read back as NAN here (the
 * field tables read null as 0, which would claim a measurement). */
static void nan_back(const cJSON *o, void *base, const kp_field *f, size_t n)
{
        char *b = base;
        for (size_t i = 0; i < n; i++) {
                const cJSON *v = cJSON_GetObjectItemCaseSensitive(o, f[i].name);
                if (f[i].type == KP_F_DBL && cJSON_IsNull(v))
                        *(double *)(b + f[i].off) = NAN;
        }
}

/* One column of the series as a JSON number (null: not known). */
static cJSON *column_item(const kp_field *f, const kp_client_point *pt)
{
        const char *p = (const char *)pt + f->off;
        switch (f->type) {
        case KP_F_U64:
                return cJSON_CreateNumber((double)*(const uint64_t *)p);
        case KP_F_INT:
                return *(const int32_t *)p < 0
                           ? cJSON_CreateNull()
                           : cJSON_CreateNumber(*(const int32_t *)p);
        default:
                return kp_fields_num(*(const double *)p);
        }
}

static void columns_json(cJSON *o, const kp_client_stats *s,
                         const kp_field *fields, size_t nf)
{
        for (size_t f = 0; o && f < nf; f++) {
                cJSON *a = cJSON_AddArrayToObject(o, fields[f].name);
                for (size_t i = 0; a && i < s->n; i++)
                        cJSON_AddItemToArray(a,
                                             column_item(&fields[f], &s->v[i]));
        }
}

static cJSON *points_json(const kp_client_stats *s)
{
        cJSON *o = cJSON_CreateObject();
        columns_json(o, s, point_fields, KP_ARRAY_LEN(point_fields));
        columns_json(o, s, host_point_fields, KP_ARRAY_LEN(host_point_fields));
        return o;
}

/* The optional columns of the n points v from o: an absent column is
 * not known; a present one is as long as the others. */
static int host_columns_from(const cJSON *o, kp_client_point *v, int n,
                             const char *where, char *errstr,
                             size_t errstr_size)
{
        for (int i = 0; i < n; i++) {
                v[i].cg_throttled = v[i].host_cpu = NAN;
                v[i].slow_broker = -1;
                v[i].slow_rtt_p95_ms = v[i].others_rtt_p95_ms = NAN;
        }
        for (size_t f = 0; f < KP_ARRAY_LEN(host_point_fields); f++) {
                const kp_field *fd = &host_point_fields[f];
                const cJSON *a = cJSON_GetObjectItemCaseSensitive(o, fd->name);
                if (!a || cJSON_IsNull(a))
                        continue;
                if (!cJSON_IsArray(a) || cJSON_GetArraySize(a) != n)
                        return kp_err(errstr, errstr_size,
                                      "%s.points.%s: expected an array of "
                                      "numbers as long as the others",
                                      where, fd->name);
                for (int i = 0; i < n; i++) {
                        const cJSON *x = cJSON_GetArrayItem(a, i);
                        char *p = (char *)&v[i] + fd->off;
                        if (cJSON_IsNull(x))
                                continue;
                        if (!cJSON_IsNumber(x) ||
                            (fd->type == KP_F_INT &&
                             kp_fields_int(x, 0, INT32_MAX, -1) < 0))
                                return kp_err(errstr, errstr_size,
                                              "%s.points.%s[%d]: expected "
                                              "%s or null",
                                              where, fd->name, i,
                                              fd->type == KP_F_INT
                                                  ? "a broker id"
                                                  : "a number");
                        if (fd->type == KP_F_INT)
                                *(int32_t *)p = (int32_t)x->valuedouble;
                        else
                                *(double *)p = x->valuedouble;
                }
        }
        return 0;
}

static int points_from(const cJSON *o, kp_client_stats *s, const char *where,
                       char *errstr, size_t errstr_size)
{
        int n = -1;
        kp_client_point *v;
        if (!o)
                return 0;
        for (size_t f = 0; f < KP_ARRAY_LEN(point_fields); f++) {
                const cJSON *a =
                    cJSON_GetObjectItemCaseSensitive(o, point_fields[f].name);
                int len = cJSON_GetArraySize(a);
                if (!cJSON_IsArray(a) || (n >= 0 && len != n) ||
                    len > KP_CLIENT_MAX_POINTS)
                        return kp_err(errstr, errstr_size,
                                      "%s.points.%s: expected an array of at "
                                      "most %d numbers, as long as the "
                                      "others",
                                      where, point_fields[f].name,
                                      KP_CLIENT_MAX_POINTS);
                n = len;
        }
        if (n <= 0)
                return 0;
        v = calloc((size_t)n, sizeof(*v));
        if (!v)
                return kp_err(errstr, errstr_size, "out of memory");
        s->v = v;
        s->n = s->cap = (size_t)n;
        for (size_t f = 0; f < KP_ARRAY_LEN(point_fields); f++) {
                const cJSON *a =
                    cJSON_GetObjectItemCaseSensitive(o, point_fields[f].name);
                for (int i = 0; i < n; i++) {
                        const cJSON *x = cJSON_GetArrayItem(a, i);
                        char *p = (char *)&v[i] + point_fields[f].off;
                        double d = cJSON_IsNumber(x) ? x->valuedouble : NAN;
                        if (!cJSON_IsNumber(x) && !cJSON_IsNull(x))
                                return kp_err(errstr, errstr_size,
                                              "%s.points.%s[%d]: expected a "
                                              "number or null",
                                              where, point_fields[f].name, i);
                        if (point_fields[f].type == KP_F_U64) {
                                if (!(d >= 0 && d <= 9007199254740992.0))
                                        return kp_err(
                                            errstr, errstr_size,
                                            "%s.points.%s[%d]: expected a "
                                            "count from 0 to 2^53",
                                            where, point_fields[f].name, i);
                                *(uint64_t *)p = (uint64_t)d;
                        } else {
                                *(double *)p = d;
                        }
                }
        }
        return host_columns_from(o, v, n, where, errstr, errstr_size);
}

/* The load host's figures over the phase; null: not known. */
static void host_json(cJSON *o, const kp_client_stats *s)
{
        cJSON_AddItemToObject(o, "cgroup_quota_cores",
                              kp_fields_num(s->cg_quota_cores));
        cJSON_AddItemToObject(o, "cgroup_throttled",
                              kp_fields_num(s->cg_throttled));
        cJSON_AddItemToObject(o, "cgroup_throttled_s",
                              kp_fields_num(s->cg_throttled_s));
        if (s->affinity_cpus > 0)
                cJSON_AddNumberToObject(o, "affinity_cpus", s->affinity_cpus);
        else
                cJSON_AddNullToObject(o, "affinity_cpus");
        cJSON_AddItemToObject(o, "host_cpu", kp_fields_num(s->host_cpu));
        cJSON_AddStringToObject(o, "host_cpu_of",
                                s->host_cpu_cgroup ? "cgroup" : "machine");
        if (s->brokers_local < 0)
                cJSON_AddNullToObject(o, "brokers_local");
        else
                cJSON_AddBoolToObject(o, "brokers_local", s->brokers_local);
        kp_fields_add_str(o, "local_broker",
                          s->local_broker[0] ? s->local_broker : NULL);
}

/* A figure of the load host's: a number, or NAN when absent or null
 * (older results, not known). -1 when it is something else. */
static int host_num(const cJSON *o, const char *key, double lo, double hi_,
                    double *out)
{
        const cJSON *v = cJSON_GetObjectItemCaseSensitive(o, key);
        *out = NAN;
        if (!v || cJSON_IsNull(v))
                return 0;
        if (!cJSON_IsNumber(v) || !(v->valuedouble >= lo) ||
            !(v->valuedouble <= hi_))
                return -1;
        *out = v->valuedouble;
        return 0;
}

static int host_from(const cJSON *o, kp_client_stats *s, const char *where,
                     char *errstr, size_t errstr_size)
{
        static const char *const keys[] = { "cgroup_quota_cores",
                                            "cgroup_throttled",
                                            "cgroup_throttled_s",
                                            "affinity_cpus", "host_cpu" };
        double v[5];
        const double lim[5] = { 1e9, 1, 1e12, INT32_MAX, 1 };
        const cJSON *bl = cJSON_GetObjectItemCaseSensitive(o, "brokers_local");
        const cJSON *lb = cJSON_GetObjectItemCaseSensitive(o, "local_broker");
        const cJSON *of = cJSON_GetObjectItemCaseSensitive(o, "host_cpu_of");
        for (size_t i = 0; i < 5; i++)
                if (host_num(o, keys[i], 0, lim[i], &v[i]))
                        return kp_err(errstr, errstr_size,
                                      "%s.%s: expected a number from 0 to "
                                      "%g, or null",
                                      where, keys[i], lim[i]);
        s->cg_quota_cores = v[0];
        s->cg_throttled = v[1];
        s->cg_throttled_s = v[2];
        s->affinity_cpus = isnan(v[3]) ? 0 : (int)v[3];
        s->host_cpu = v[4];
        /* Older results: the machine's. */
        if (of &&
            !(cJSON_IsString(of) && (strcmp(of->valuestring, "machine") == 0 ||
                                     strcmp(of->valuestring, "cgroup") == 0)))
                return kp_err(errstr, errstr_size,
                              "%s.host_cpu_of: expected \"machine\" or "
                              "\"cgroup\"",
                              where);
        s->host_cpu_cgroup = of && strcmp(of->valuestring, "cgroup") == 0;
        if (bl && !cJSON_IsNull(bl) && !cJSON_IsBool(bl))
                return kp_err(errstr, errstr_size,
                              "%s.brokers_local: expected true, false or null",
                              where);
        s->brokers_local = cJSON_IsBool(bl) ? cJSON_IsTrue(bl) : -1;
        if (lb && !cJSON_IsNull(lb) && !cJSON_IsString(lb))
                return kp_err(errstr, errstr_size,
                              "%s.local_broker: expected a string or null",
                              where);
        if (cJSON_IsString(lb))
                snprintf(s->local_broker, sizeof(s->local_broker), "%s",
                         lb->valuestring);
        return 0;
}

static cJSON *stats_json(const kp_client_stats *s)
{
        cJSON *o = cJSON_CreateObject(), *b;
        if (!o)
                return NULL;
        kp_fields_add_str(o, "source", s->source);
        kp_fields_put(o, s, stats_fields, KP_ARRAY_LEN(stats_fields));
        figs_put(o, s, stats_figs, KP_ARRAY_LEN(stats_figs));
        kp_fields_add_str(o, "thread", s->thread[0] ? s->thread : NULL);
        b = cJSON_AddArrayToObject(o, "brokers");
        for (size_t i = 0; b && i < s->n_brokers; i++) {
                cJSON *x = cJSON_CreateObject();
                if (!x)
                        break;
                cJSON_AddNumberToObject(x, "id", s->brokers[i].id);
                kp_fields_put(x, &s->brokers[i], broker_fields,
                              KP_ARRAY_LEN(broker_fields));
                figs_put(x, &s->brokers[i], broker_figs,
                         KP_ARRAY_LEN(broker_figs));
                cJSON_AddItemToArray(b, x);
        }
        host_json(o, s);
        cJSON_AddItemToObject(o, "points", points_json(s));
        return o;
}

static int stats_from(const cJSON *o, kp_client_stats *s, const char *where,
                      char *errstr, size_t errstr_size)
{
        const cJSON *b = cJSON_GetObjectItemCaseSensitive(o, "brokers"), *it;
        const char *t = kp_fields_str(o, "thread");
        char w[320];
        if (kp_fields_get(o, s, stats_fields, KP_ARRAY_LEN(stats_fields), where,
                          errstr, errstr_size))
                return -1;
        nan_back(o, s, stats_fields, KP_ARRAY_LEN(stats_fields));
        if (figs_get(o, s, stats_figs, KP_ARRAY_LEN(stats_figs), where, errstr,
                     errstr_size))
                return -1;
        if (s->per_point < 1)
                s->per_point = 1;
        s->last_fill = s->per_point;
        if (t)
                snprintf(s->thread, sizeof(s->thread), "%s", t);
        if (host_from(o, s, where, errstr, errstr_size))
                return -1;
        if (b && !cJSON_IsArray(b))
                return kp_err(errstr, errstr_size,
                              "%s.brokers: expected an array", where);
        if (cJSON_GetArraySize(b) > 0) {
                s->brokers =
                    calloc((size_t)cJSON_GetArraySize(b), sizeof(*s->brokers));
                if (!s->brokers)
                        return kp_err(errstr, errstr_size, "out of memory");
        }
        cJSON_ArrayForEach(it, b)
        {
                kp_client_broker *x = &s->brokers[s->n_brokers];
                snprintf(w, sizeof(w), "%s.brokers[%zu]", where, s->n_brokers);
                if (kp_fields_get(it, x, broker_fields,
                                  KP_ARRAY_LEN(broker_fields), w, errstr,
                                  errstr_size))
                        return -1;
                nan_back(it, x, broker_fields, KP_ARRAY_LEN(broker_fields));
                if (figs_get(it, x, broker_figs, KP_ARRAY_LEN(broker_figs), w,
                             errstr, errstr_size))
                        return -1;
                x->id = (int32_t)kp_fields_int(
                    cJSON_GetObjectItemCaseSensitive(it, "id"), -1, INT32_MAX,
                    -1);
                s->n_brokers++;
        }
        return points_from(cJSON_GetObjectItemCaseSensitive(o, "points"), s,
                           where, errstr, errstr_size);
}

cJSON *kp_client_json(const kp_client *c)
{
        cJSON *o = cJSON_CreateObject(), *a;
        if (!o)
                return NULL;
        if (c->settings.defaults)
                cJSON_AddStringToObject(o, "defaults", c->settings.defaults);
        if (c->settings.n || c->settings.defaults) {
                a = cJSON_AddArrayToObject(o, "settings");
                for (size_t i = 0; a && i < c->settings.n; i++) {
                        const kp_client_setting *e = &c->settings.v[i];
                        cJSON *x = cJSON_CreateObject();
                        if (!x)
                                break;
                        cJSON_AddStringToObject(x, "key", e->key);
                        cJSON_AddStringToObject(x, "value", e->value);
                        cJSON_AddStringToObject(x, "librdkafka_default",
                                                e->rd_default);
                        cJSON_AddStringToObject(x, "why",
                                                kp_setting_why_str(e->why));
                        cJSON_AddItemToArray(a, x);
                }
        }
        if (c->n_stats) {
                a = cJSON_AddArrayToObject(o, "stats");
                for (size_t i = 0; a && i < c->n_stats; i++)
                        cJSON_AddItemToArray(a, stats_json(&c->stats[i]));
        }
        return o;
}

int kp_client_from(const cJSON *o, kp_client *c, const char *where,
                   char *errstr, size_t errstr_size)
{
        const cJSON *a, *it;
        const char *d;
        char w[300];
        size_t i = 0;
        if (!o || cJSON_IsNull(o))
                return 0;
        if (!cJSON_IsObject(o))
                return kp_err(errstr, errstr_size, "%s: expected an object",
                              where);
        d = kp_fields_str(o, "defaults");
        if (d) {
                kp_client_defaults m;
                if (kp_client_defaults_parse(d, &m))
                        return kp_err(errstr, errstr_size,
                                      "%s.defaults: expected \"java\" or "
                                      "\"librdkafka\", got \"%s\"",
                                      where, d);
                c->settings.defaults = strdup(d);
                if (!c->settings.defaults)
                        return kp_err(errstr, errstr_size, "out of memory");
        }
        a = cJSON_GetObjectItemCaseSensitive(o, "settings");
        cJSON_ArrayForEach(it, a)
        {
                const char *k = kp_fields_str(it, "key"),
                           *v = kp_fields_str(it, "value"),
                           *def = kp_fields_str(it, "librdkafka_default"),
                           *why = kp_fields_str(it, "why");
                if (!k || !v || !def || !why)
                        return kp_err(errstr, errstr_size,
                                      "%s.settings[%zu]: expected key, value, "
                                      "librdkafka_default and why strings",
                                      where, i);
                if (kp_client_settings_add(&c->settings, k, v, def,
                                           kp_setting_why_parse(why)))
                        return kp_err(errstr, errstr_size, "out of memory");
                i++;
        }
        a = cJSON_GetObjectItemCaseSensitive(o, "stats");
        i = 0;
        cJSON_ArrayForEach(it, a)
        {
                kp_client_stats *s =
                    kp_client_add_stats(c, kp_fields_str(it, "source"));
                if (!s)
                        return kp_err(errstr, errstr_size, "out of memory");
                snprintf(w, sizeof(w), "%s.stats[%zu]", where, i++);
                if (stats_from(it, s, w, errstr, errstr_size))
                        return -1;
        }
        return 0;
}
