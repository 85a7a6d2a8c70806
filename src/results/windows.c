#include "results/windows.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/util.h"
#include "results/fields.h"

static const kp_field lat_fields[] = {
        KP_FD(kp_window_lat, count, KP_F_U64),
        KP_FD(kp_window_lat, avg_ms, KP_F_DBL),
        KP_FD(kp_window_lat, p50_ms, KP_F_DBL),
        KP_FD(kp_window_lat, p95_ms, KP_F_DBL),
        KP_FD(kp_window_lat, p99_ms, KP_F_DBL),
        KP_FD(kp_window_lat, p999_ms, KP_F_DBL),
        KP_FD(kp_window_lat, max_ms, KP_F_DBL),
};

static const kp_field window_fields[] = {
        KP_FD(kp_window, t_s, KP_F_DBL),
        KP_FD(kp_window, dur_s, KP_F_DBL),
        KP_FD(kp_window, msgs, KP_F_U64),
        KP_FD(kp_window, msgs_per_sec, KP_F_DBL),
        KP_FD(kp_window, mib_per_sec, KP_F_DBL),
};

const kp_window_series *kp_windows_find(const kp_window_list *l,
                                        int64_t window_us)
{
        for (size_t i = 0; l && i < l->n; i++)
                if (l->v[i].window_us == window_us)
                        return &l->v[i];
        return NULL;
}

void kp_windows_free(kp_window_list *l)
{
        for (size_t i = 0; i < l->n; i++)
                free(l->v[i].v);
        free(l->v);
        l->v = NULL;
        l->n = 0;
}

static cJSON *lat_json(const kp_window_lat *l)
{
        cJSON *o = cJSON_CreateObject();
        if (o)
                kp_fields_put(o, l, lat_fields, KP_ARRAY_LEN(lat_fields));
        return o;
}

cJSON *kp_windows_json(const kp_window_list *l)
{
        cJSON *a = cJSON_CreateArray();
        for (size_t i = 0; a && i < l->n; i++) {
                const kp_window_series *s = &l->v[i];
                cJSON *o = cJSON_CreateObject(), *pts;
                if (!o)
                        goto oom;
                cJSON_AddItemToArray(a, o);
                cJSON_AddNumberToObject(o, "window_s",
                                        (double)s->window_us / 1e6);
                pts = cJSON_AddArrayToObject(o, "points");
                if (!pts)
                        goto oom;
                for (size_t k = 0; k < s->n; k++) {
                        cJSON *w = cJSON_CreateObject();
                        if (!w)
                                goto oom;
                        cJSON_AddItemToArray(pts, w);
                        kp_fields_put(w, &s->v[k], window_fields,
                                      KP_ARRAY_LEN(window_fields));
                        cJSON_AddItemToObject(w, "latency_ms",
                                              lat_json(&s->v[k].latency));
                        cJSON_AddItemToObject(w, "service_latency_ms",
                                              lat_json(&s->v[k].service));
                }
        }
        return a;
oom:
        cJSON_Delete(a);
        return NULL;
}

static int window_from(const cJSON *o, kp_window *w, const char *where,
                       char *errstr, size_t errstr_size)
{
        char p[400];
        if (kp_fields_get(o, w, window_fields, KP_ARRAY_LEN(window_fields),
                          where, errstr, errstr_size))
                return -1;
        snprintf(p, sizeof(p), "%s.latency_ms", where);
        if (kp_fields_get(cJSON_GetObjectItemCaseSensitive(o, "latency_ms"),
                          &w->latency, lat_fields, KP_ARRAY_LEN(lat_fields), p,
                          errstr, errstr_size))
                return -1;
        snprintf(p, sizeof(p), "%s.service_latency_ms", where);
        if (kp_fields_get(
                cJSON_GetObjectItemCaseSensitive(o, "service_latency_ms"),
                &w->service, lat_fields, KP_ARRAY_LEN(lat_fields), p, errstr,
                errstr_size))
                return -1;
        if (w->t_s < 0 || w->dur_s < 0 || w->msgs_per_sec < 0 ||
            w->mib_per_sec < 0)
                return kp_err(errstr, errstr_size,
                              "%s: expected times and rates of at least 0",
                              where);
        return 0;
}

int kp_windows_from(const cJSON *a, kp_window_list *l, const char *where,
                    char *errstr, size_t errstr_size)
{
        const cJSON *it;
        size_t i = 0;
        if (!cJSON_IsArray(a))
                return kp_err(errstr, errstr_size, "%s: expected an array",
                              where);
        l->v = calloc((size_t)cJSON_GetArraySize(a) + 1, sizeof(*l->v));
        if (!l->v)
                return kp_err(errstr, errstr_size, "out of memory");
        cJSON_ArrayForEach(it, a)
        {
                char w[300];
                const cJSON *ws =
                    cJSON_GetObjectItemCaseSensitive(it, "window_s");
                const cJSON *pts =
                    cJSON_GetObjectItemCaseSensitive(it, "points");
                const cJSON *pt;
                kp_window_series *s = &l->v[l->n];
                size_t k = 0;
                snprintf(w, sizeof(w), "%s[%zu]", where, i++);
                if (!cJSON_IsNumber(ws) || !(ws->valuedouble >= 1) ||
                    ws->valuedouble > 366 * 86400.0 || !cJSON_IsArray(pts))
                        return kp_err(errstr, errstr_size,
                                      "%s: expected \"window_s\" (seconds, "
                                      "at least 1) and \"points\" (an array)",
                                      w);
                s->window_us = llround(ws->valuedouble * 1e6);
                s->v =
                    calloc((size_t)cJSON_GetArraySize(pts) + 1, sizeof(*s->v));
                if (!s->v)
                        return kp_err(errstr, errstr_size, "out of memory");
                l->n++;
                cJSON_ArrayForEach(pt, pts)
                {
                        char pw[340];
                        snprintf(pw, sizeof(pw), "%s.points[%zu]", w, k);
                        if (window_from(pt, &s->v[k], pw, errstr, errstr_size))
                                return -1;
                        s->n = ++k;
                }
        }
        return 0;
}

/* ---- the builder ------------------------------------------------------- */

/* One window being filled. */
typedef struct acc {
        int used;
        long idx; /* which window of the phase */
        double t_s, dur_s;
        uint64_t msgs, bytes;
        kp_hist *lat, *svc;
} acc;

typedef struct length {
        int64_t window_us;
        acc cur, done; /* done: the last whole window, held back until
                          the phase goes on past it (a shorter rest
                          joins it) */
        kp_window_series out;
        size_t cap;
} length;

struct kp_window_builder {
        length *v;
        size_t n;
        int finished; /* the series were moved out */
};

static void acc_reset(acc *a)
{
        a->used = 0;
        a->idx = 0;
        a->t_s = a->dur_s = 0;
        a->msgs = a->bytes = 0;
        kp_hist_reset(a->lat);
        kp_hist_reset(a->svc);
}

static void lat_of(kp_window_lat *l, const kp_hist *h)
{
        memset(l, 0, sizeof(*l));
        l->count = kp_hist_count(h);
        if (!l->count)
                return;
        l->avg_ms = kp_hist_mean(h) / 1000.0;
        l->p50_ms = (double)kp_hist_percentile(h, 50) / 1000.0;
        l->p95_ms = (double)kp_hist_percentile(h, 95) / 1000.0;
        l->p99_ms = (double)kp_hist_percentile(h, 99) / 1000.0;
        l->p999_ms = (double)kp_hist_percentile(h, 99.9) / 1000.0;
        l->max_ms = (double)kp_hist_max(h) / 1000.0;
}

static int emit(length *L, const acc *a)
{
        kp_window *w;
        if (L->out.n == L->cap) {
                size_t cap = L->cap ? L->cap * 2 : 16;
                kp_window *v = realloc(L->out.v, cap * sizeof(*v));
                if (!v)
                        return -1;
                L->out.v = v;
                L->cap = cap;
        }
        w = &L->out.v[L->out.n++];
        memset(w, 0, sizeof(*w));
        w->t_s = a->t_s;
        w->dur_s = a->dur_s;
        w->msgs = a->msgs;
        if (a->dur_s > 0) {
                w->msgs_per_sec = (double)a->msgs / a->dur_s;
                w->mib_per_sec = (double)a->bytes / a->dur_s / 1048576.0;
        }
        lat_of(&w->latency, a->lat);
        lat_of(&w->service, a->svc);
        return 0;
}

/* Adds a to b (b the earlier). */
static void acc_join(acc *b, const acc *a)
{
        b->t_s = a->t_s;
        b->dur_s += a->dur_s;
        b->msgs += a->msgs;
        b->bytes += a->bytes;
        kp_hist_merge(b->lat, a->lat);
        kp_hist_merge(b->svc, a->svc);
}

/* The whole window in cur is done: the one held back before it is
 * final, and cur is held back in its place. */
static int close_cur(length *L)
{
        acc t;
        if (L->done.used && emit(L, &L->done))
                return -1;
        t = L->done;
        L->done = L->cur;
        L->cur = t;
        acc_reset(&L->cur);
        return 0;
}

int kp_window_builder_new(const int64_t *window_us, size_t n,
                          kp_window_builder **out)
{
        kp_window_builder *b = calloc(1, sizeof(*b));
        *out = NULL;
        if (!b)
                return -1;
        b->v = calloc(n + 1, sizeof(*b->v));
        if (!b->v)
                goto fail;
        for (size_t i = 0; i < n; i++) {
                length *L;
                int dup = 0;
                for (size_t k = 0; k < b->n; k++)
                        dup |= b->v[k].window_us == window_us[i];
                if (dup || window_us[i] < 1000000)
                        continue;
                L = &b->v[b->n++];
                L->window_us = window_us[i];
                L->out.window_us = window_us[i];
                L->cur.lat = kp_hist_new();
                L->cur.svc = kp_hist_new();
                L->done.lat = kp_hist_new();
                L->done.svc = kp_hist_new();
                if (!L->cur.lat || !L->cur.svc || !L->done.lat || !L->done.svc)
                        goto fail;
        }
        *out = b;
        return 0;
fail:
        kp_window_builder_destroy(b);
        return -1;
}

void kp_window_builder_destroy(kp_window_builder *b)
{
        if (!b)
                return;
        for (size_t i = 0; i < b->n; i++) {
                kp_hist_destroy(b->v[i].cur.lat);
                kp_hist_destroy(b->v[i].cur.svc);
                kp_hist_destroy(b->v[i].done.lat);
                kp_hist_destroy(b->v[i].done.svc);
                free(b->v[i].out.v);
        }
        free(b->v);
        free(b);
}

int kp_window_builder_feed(kp_window_builder *b, const kp_window_feed *f)
{
        for (size_t i = 0; b && i < b->n; i++) {
                length *L = &b->v[i];
                double w_s = (double)L->window_us / 1e6;
                /* The window the interval ends in; an end on a boundary
                 * (to a microsecond) closes the window before it. */
                long idx = (long)floor((f->t_s - 1e-6) / w_s);
                if (idx < 0)
                        idx = 0;
                if (L->cur.used && idx > L->cur.idx && close_cur(L))
                        return -1;
                if (!L->cur.used) {
                        L->cur.used = 1;
                        L->cur.idx = idx;
                }
                L->cur.t_s = f->t_s;
                L->cur.dur_s += f->dur_s;
                L->cur.msgs += f->msgs;
                L->cur.bytes += f->bytes;
                if (f->latency)
                        kp_hist_merge(L->cur.lat, f->latency);
                if (f->service)
                        kp_hist_merge(L->cur.svc, f->service);
        }
        return 0;
}

int kp_window_builder_finish(kp_window_builder *b, kp_window_list *out)
{
        kp_window_series *v;
        if (!b || !b->n || b->finished)
                return 0;
        v = realloc(out->v, (out->n + b->n) * sizeof(*v));
        if (!v)
                return -1;
        out->v = v;
        for (size_t i = 0; i < b->n; i++) {
                length *L = &b->v[i];
                double w_s = (double)L->window_us / 1e6;
                if (L->cur.used) {
                        /* A whole window stands alone; a shorter rest
                         * joins the last whole window. */
                        int whole =
                            L->cur.t_s >= (double)(L->cur.idx + 1) * w_s - 1e-3;
                        if (!whole && L->done.used) {
                                acc_join(&L->done, &L->cur);
                                acc_reset(&L->cur);
                        } else if (close_cur(L)) {
                                return -1;
                        }
                }
                if (L->done.used && emit(L, &L->done))
                        return -1;
                L->done.used = 0;
                out->v[out->n++] = L->out;
                L->out.v = NULL;
                L->out.n = 0;
                L->cap = 0;
        }
        b->finished = 1;
        return 0;
}
