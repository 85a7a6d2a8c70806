/* The brokers' own metrics of a tier (results/brokers.h). */

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/util.h"
#include "results/brokers.h"

static const char *const node_from_names[] = {
        [KP_BNODE_UNMAPPED] = "",
        [KP_BNODE_NOT_IDENTIFIED] = "not_identified",
        [KP_BNODE_PLAN] = "plan",
        [KP_BNODE_APP_INFO] = "app_info",
        [KP_BNODE_ADDRESS] = "address",
        [KP_BNODE_LABEL] = "label",
};

const char *kp_bnode_from_str(kp_bnode_from f)
{
        return (size_t)f < KP_ARRAY_LEN(node_from_names) ? node_from_names[f]
                                                         : "";
}

/* The array v of n items of size bytes with one more item at the end,
 * zeroed and not yet counted; NULL when it holds max items already or
 * out of memory, v then unchanged. The caller stores the array. */
static void *append_zeroed(void *v, size_t n, size_t max, size_t size)
{
        char *all;
        if (n >= max)
                return NULL;
        all = realloc(v, (n + 1) * size);
        if (all)
                memset(all + n * size, 0, size);
        return all;
}

kp_brokers *kp_brokers_new(const char *url)
{
        kp_brokers *b = calloc(1, sizeof(*b));
        if (!b)
                return NULL;
        b->url = strdup(url ? url : "");
        if (!b->url) {
                free(b);
                return NULL;
        }
        return b;
}

static void query_free(kp_bquery *q)
{
        for (size_t i = 0; i < q->n_series; i++) {
                free(q->series[i].broker);
                free(q->series[i].t_s);
                free(q->series[i].v);
        }
        free(q->series);
        free(q->name);
        free(q->promql);
        free(q->window_promql);
        free(q->unit);
        free(q->error);
}

void kp_brokers_destroy(kp_brokers *b)
{
        if (!b)
                return;
        for (size_t i = 0; i < b->n_windows; i++) {
                kp_bwindow *w = &b->windows[i];
                for (size_t k = 0; k < w->n_queries; k++)
                        query_free(&w->queries[k]);
                free(w->queries);
                free(w->unavailable);
        }
        free(b->windows);
        free(b->url);
        free(b);
}

kp_bwindow *kp_brokers_add_window(kp_brokers *b)
{
        kp_bwindow *v = append_zeroed(b->windows, b->n_windows,
                                      KP_BROKERS_MAX_WINDOWS, sizeof(*v));
        if (!v)
                return NULL;
        b->windows = v;
        v = &b->windows[b->n_windows++];
        v->trial = -1;
        return v;
}

kp_bquery *kp_bwindow_add_query(kp_bwindow *w, const char *name,
                                const char *promql, const char *unit)
{
        kp_bquery *q, *v = append_zeroed(w->queries, w->n_queries,
                                         KP_BROKERS_MAX_QUERIES, sizeof(*v));
        if (!v)
                return NULL;
        w->queries = v;
        q = &w->queries[w->n_queries];
        q->name = strdup(name);
        q->promql = strdup(promql);
        q->unit = strdup(unit ? unit : "");
        if (!q->name || !q->promql || !q->unit) {
                query_free(q);
                return NULL;
        }
        w->n_queries++;
        return q;
}

void kp_bwindow_drop_last(kp_bwindow *w)
{
        if (w->n_queries)
                query_free(&w->queries[--w->n_queries]);
}

int kp_bquery_add_series(kp_bquery *q, const char *broker, const double *t_s,
                         const double *v, size_t n)
{
        kp_bseries *all, *s;
        size_t finite = 0, every, k = 0;
        double sum = 0;
        if (q->n_series >= KP_BROKERS_MAX_SERIES)
                return 1;
        all = append_zeroed(q->series, q->n_series, KP_BROKERS_MAX_SERIES,
                            sizeof(*all));
        if (!all)
                return -1;
        q->series = all;
        s = &all[q->n_series];
        s->window = NAN;
        s->node = -1;
        for (size_t i = 0; i < n; i++)
                if (isfinite(v[i]) && isfinite(t_s[i]))
                        finite++;
        every =
            finite > KP_BROKERS_MAX_POINTS
                ? (finite + KP_BROKERS_MAX_POINTS - 1) / KP_BROKERS_MAX_POINTS
                : 1;
        s->broker = strdup(broker ? broker : "");
        s->t_s = calloc(finite / every + 1, sizeof(double));
        s->v = calloc(finite / every + 1, sizeof(double));
        if (!s->broker || !s->t_s || !s->v) {
                free(s->broker);
                free(s->t_s);
                free(s->v);
                return -1;
        }
        s->max = -INFINITY;
        for (size_t i = 0; i < n; i++) {
                if (!isfinite(v[i]) || !isfinite(t_s[i]))
                        continue;
                sum += v[i];
                if (v[i] > s->max)
                        s->max = v[i];
                if (k++ % every == 0) {
                        s->t_s[s->n] = t_s[i];
                        s->v[s->n] = v[i];
                        s->n++;
                }
        }
        s->n_total = finite;
        /* No point: no mean and no highest, never 0. */
        s->mean = finite ? sum / (double)finite : NAN;
        if (!finite)
                s->max = NAN;
        q->n_series++;
        return 0;
}

void kp_bwindow_thin(kp_bwindow *w, size_t max)
{
        if (max < 2)
                max = 2;
        for (size_t i = 0; i < w->n_queries; i++)
                for (size_t k = 0; k < w->queries[i].n_series; k++) {
                        kp_bseries *s = &w->queries[i].series[k];
                        size_t every = (s->n + max - 1) / max, n = 0;
                        if (s->n <= max)
                                continue;
                        for (size_t j = 0; j < s->n; j += every) {
                                s->t_s[n] = s->t_s[j];
                                s->v[n++] = s->v[j];
                        }
                        s->n = n;
                }
}

int32_t kp_bwindow_node(const kp_bwindow *w, const char *label)
{
        for (size_t i = 0; w && label && i < w->n_queries; i++)
                for (size_t k = 0; k < w->queries[i].n_series; k++) {
                        const kp_bseries *s = &w->queries[i].series[k];
                        if (s->node >= 0 && !strcmp(s->broker, label))
                                return s->node;
                }
        return -1;
}

int32_t kp_brokers_node(const kp_brokers *b, const char *label)
{
        int32_t id = kp_bwindow_node(kp_brokers_tier_window(b), label);
        for (size_t i = 0; b && id < 0 && i < b->n_windows; i++)
                id = kp_bwindow_node(&b->windows[i], label);
        return id;
}

const kp_bwindow *kp_brokers_tier_window(const kp_brokers *b)
{
        for (size_t i = 0; b && i < b->n_windows; i++)
                if (b->windows[i].trial < 0)
                        return &b->windows[i];
        return NULL;
}

const kp_bquery *kp_bwindow_query(const kp_bwindow *w, const char *name)
{
        for (size_t i = 0; w && i < w->n_queries; i++)
                if (strcmp(w->queries[i].name, name) == 0)
                        return &w->queries[i];
        return NULL;
}

/* ---- results.json ------------------------------------------------------ */

static cJSON *numbers(const double *v, size_t n)
{
        cJSON *a = cJSON_CreateArray();
        for (size_t i = 0; a && i < n; i++) {
                /* Six significant digits: what a chart or a mean needs. */
                char buf[32];
                snprintf(buf, sizeof(buf), "%.6g", v[i]);
                if (!cJSON_AddItemToArray(a, cJSON_CreateNumber(atof(buf)))) {
                        cJSON_Delete(a);
                        return NULL;
                }
        }
        return a;
}

/* A figure, or null where it is not known. */
static cJSON *num_or_null(double v)
{
        return isfinite(v) ? cJSON_CreateNumber(v) : cJSON_CreateNull();
}

static cJSON *query_json(const kp_bquery *q)
{
        cJSON *o = cJSON_CreateObject(), *a;
        if (!o || !cJSON_AddStringToObject(o, "name", q->name) ||
            !cJSON_AddStringToObject(o, "promql", q->promql) ||
            (q->window_promql &&
             !cJSON_AddStringToObject(o, "window_promql", q->window_promql)) ||
            !cJSON_AddStringToObject(o, "unit", q->unit) ||
            (q->error && !cJSON_AddStringToObject(o, "error", q->error)) ||
            !(a = cJSON_AddArrayToObject(o, "series")))
                goto bad;
        for (size_t i = 0; i < q->n_series; i++) {
                const kp_bseries *s = &q->series[i];
                cJSON *so = cJSON_CreateObject();
                if (!so || !cJSON_AddItemToArray(a, so) ||
                    !cJSON_AddStringToObject(so, "broker", s->broker) ||
                    !cJSON_AddNumberToObject(so, "points",
                                             (double)s->n_total) ||
                    !cJSON_AddItemToObject(so, "mean", num_or_null(s->mean)) ||
                    !cJSON_AddItemToObject(so, "max", num_or_null(s->max)) ||
                    !cJSON_AddItemToObject(so, "window",
                                           num_or_null(s->window)) ||
                    (s->node_from != KP_BNODE_UNMAPPED &&
                     (!cJSON_AddItemToObject(so, "node_id",
                                             s->node >= 0
                                                 ? cJSON_CreateNumber(s->node)
                                                 : cJSON_CreateNull()) ||
                      !cJSON_AddStringToObject(
                          so, "node_id_from",
                          kp_bnode_from_str(s->node_from)))) ||
                    !cJSON_AddItemToObject(so, "t_s", numbers(s->t_s, s->n)) ||
                    !cJSON_AddItemToObject(so, "v", numbers(s->v, s->n)))
                        goto bad;
        }
        return o;
bad:
        cJSON_Delete(o);
        return NULL;
}

cJSON *kp_brokers_json(const kp_brokers *b)
{
        cJSON *o = cJSON_CreateObject(), *ws;
        if (!o || !cJSON_AddStringToObject(o, "url", b->url) ||
            !(ws = cJSON_AddArrayToObject(o, "windows")))
                goto bad;
        for (size_t i = 0; i < b->n_windows; i++) {
                const kp_bwindow *w = &b->windows[i];
                cJSON *wo = cJSON_CreateObject(), *qs;
                if (!wo || !cJSON_AddItemToArray(ws, wo) ||
                    !cJSON_AddNumberToObject(wo, "trial", w->trial) ||
                    !cJSON_AddNumberToObject(wo, "start_s", w->start_s) ||
                    !cJSON_AddNumberToObject(wo, "end_s", w->end_s) ||
                    !cJSON_AddNumberToObject(wo, "step_s", w->step_s) ||
                    !cJSON_AddStringToObject(wo, "asked_at", w->asked_at) ||
                    !cJSON_AddNumberToObject(wo, "rate", w->rate) ||
                    !cJSON_AddNumberToObject(wo, "achieved_rate",
                                             w->achieved_rate) ||
                    !cJSON_AddNumberToObject(wo, "mib_per_sec",
                                             w->mib_per_sec) ||
                    (w->unavailable &&
                     !cJSON_AddStringToObject(wo, "unavailable",
                                              w->unavailable)) ||
                    !(qs = cJSON_AddArrayToObject(wo, "queries")))
                        goto bad;
                for (size_t k = 0; k < w->n_queries; k++)
                        if (!cJSON_AddItemToArray(qs,
                                                  query_json(&w->queries[k])))
                                goto bad;
        }
        return o;
bad:
        cJSON_Delete(o);
        return NULL;
}

static int num(const cJSON *o, const char *key, double lo, double hi,
               double *out)
{
        const cJSON *v = cJSON_GetObjectItemCaseSensitive(o, key);
        if (!cJSON_IsNumber(v) || !isfinite(v->valuedouble) ||
            v->valuedouble < lo || v->valuedouble > hi)
                return -1;
        *out = v->valuedouble;
        return 0;
}

static const char *str(const cJSON *o, const char *key)
{
        const cJSON *v = cJSON_GetObjectItemCaseSensitive(o, key);
        return cJSON_IsString(v) ? v->valuestring : NULL;
}

/* "window": a number, null or absent (NAN); else -1. */
/* A figure that may be null (not known: NAN) or absent. */
static int opt_from(const cJSON *o, const char *key, double *out)
{
        const cJSON *v = cJSON_GetObjectItemCaseSensitive(o, key);
        *out = NAN;
        if (!v || cJSON_IsNull(v))
                return 0;
        return num(o, key, -1e300, 1e300, out);
}

/* "node_id" and "node_id_from": both, or neither (older results); an
 * id only where a rule named one. */
static int node_from(const cJSON *o, kp_bseries *s)
{
        const char *f = str(o, "node_id_from");
        double id;
        s->node = -1;
        s->node_from = KP_BNODE_UNMAPPED;
        if (!cJSON_GetObjectItemCaseSensitive(o, "node_id_from"))
                return cJSON_GetObjectItemCaseSensitive(o, "node_id") ? -1 : 0;
        for (size_t i = 1; f && i < KP_ARRAY_LEN(node_from_names); i++)
                if (!strcmp(f, node_from_names[i]))
                        s->node_from = (kp_bnode_from)i;
        if (s->node_from == KP_BNODE_UNMAPPED)
                return -1;
        if (s->node_from == KP_BNODE_NOT_IDENTIFIED)
                return cJSON_IsNull(
                           cJSON_GetObjectItemCaseSensitive(o, "node_id"))
                           ? 0
                           : -1;
        if (num(o, "node_id", 0, 2147483647.0, &id) || id != floor(id))
                return -1;
        s->node = (int32_t)id;
        return 0;
}

static int numbers_from(const cJSON *a, double **out, size_t *n)
{
        const cJSON *it;
        size_t i = 0, len = (size_t)cJSON_GetArraySize(a);
        if (!cJSON_IsArray(a) || len > KP_BROKERS_MAX_POINTS)
                return -1;
        *out = calloc(len + 1, sizeof(double));
        if (!*out)
                return -1;
        cJSON_ArrayForEach(it, a)
        {
                if (!cJSON_IsNumber(it) || !isfinite(it->valuedouble))
                        return -1;
                (*out)[i++] = it->valuedouble;
        }
        *n = len;
        return 0;
}

static int query_from(const cJSON *qo, kp_bwindow *w)
{
        const cJSON *a = cJSON_GetObjectItemCaseSensitive(qo, "series"), *it;
        kp_bquery *q;
        if (!str(qo, "name") || !str(qo, "promql") || !str(qo, "unit") ||
            !cJSON_IsArray(a) || cJSON_GetArraySize(a) > KP_BROKERS_MAX_SERIES)
                return -1;
        q = kp_bwindow_add_query(w, str(qo, "name"), str(qo, "promql"),
                                 str(qo, "unit"));
        if (!q || (str(qo, "error") && !(q->error = strdup(str(qo, "error")))))
                return -1;
        if (str(qo, "window_promql") &&
            !(q->window_promql = strdup(str(qo, "window_promql"))))
                return -1;
        q->series =
            calloc((size_t)cJSON_GetArraySize(a) + 1, sizeof(*q->series));
        if (!q->series)
                return -1;
        cJSON_ArrayForEach(it, a)
        {
                kp_bseries *s = &q->series[q->n_series++];
                size_t nt = 0;
                double pts;
                if (!str(it, "broker") ||
                    !(s->broker = strdup(str(it, "broker"))) ||
                    num(it, "points", 0, 1e12, &pts) ||
                    opt_from(it, "mean", &s->mean) ||
                    opt_from(it, "max", &s->max) ||
                    opt_from(it, "window", &s->window) || node_from(it, s) ||
                    numbers_from(cJSON_GetObjectItemCaseSensitive(it, "t_s"),
                                 &s->t_s, &nt) ||
                    numbers_from(cJSON_GetObjectItemCaseSensitive(it, "v"),
                                 &s->v, &s->n) ||
                    nt != s->n || (double)s->n > pts)
                        return -1;
                s->n_total = (size_t)pts;
        }
        return 0;
}

int kp_brokers_from(const cJSON *o, const char *where, kp_brokers **out,
                    char *errstr, size_t errstr_size)
{
        const cJSON *ws = cJSON_GetObjectItemCaseSensitive(o, "windows"), *it;
        kp_brokers *b = NULL;
        size_t i = 0;
        *out = NULL;
        if (!cJSON_IsObject(o) || !str(o, "url") || !cJSON_IsArray(ws) ||
            cJSON_GetArraySize(ws) > KP_BROKERS_MAX_WINDOWS)
                return kp_err(errstr, errstr_size,
                              "%s: expected an object with \"url\" and at "
                              "most %d \"windows\"",
                              where, KP_BROKERS_MAX_WINDOWS);
        b = kp_brokers_new(str(o, "url"));
        if (!b)
                return kp_err(errstr, errstr_size, "out of memory");
        cJSON_ArrayForEach(it, ws)
        {
                const cJSON *qs =
                                cJSON_GetObjectItemCaseSensitive(it, "queries"),
                            *q;
                kp_bwindow *w = kp_brokers_add_window(b);
                double trial;
                if (!w || num(it, "trial", -1, 1e6, &trial) ||
                    trial != floor(trial) ||
                    num(it, "start_s", 0, 1e11, &w->start_s) ||
                    num(it, "end_s", w->start_s, 1e11, &w->end_s) ||
                    num(it, "step_s", 0, 1e6, &w->step_s) ||
                    num(it, "rate", 0, 1e12, &w->rate) ||
                    num(it, "achieved_rate", 0, 1e12, &w->achieved_rate) ||
                    num(it, "mib_per_sec", 0, 1e12, &w->mib_per_sec) ||
                    !str(it, "asked_at") ||
                    strlen(str(it, "asked_at")) >= sizeof(w->asked_at) ||
                    !cJSON_IsArray(qs) ||
                    cJSON_GetArraySize(qs) > KP_BROKERS_MAX_QUERIES)
                        goto bad;
                w->trial = (int)trial;
                strcpy(w->asked_at, str(it, "asked_at"));
                if (str(it, "unavailable") &&
                    !(w->unavailable = strdup(str(it, "unavailable"))))
                        goto bad;
                cJSON_ArrayForEach(q, qs) if (query_from(q, w)) goto bad;
                i++;
        }
        *out = b;
        return 0;
bad:
        kp_brokers_destroy(b);
        return kp_err(errstr, errstr_size,
                      "%s.windows[%zu]: malformed (trial, start_s <= end_s, "
                      "step_s, rates, asked_at, queries with name, promql, "
                      "unit and series of broker, points, mean, max, window "
                      "(a number or null), node_id with node_id_from, t_s "
                      "and v of equal length)",
                      where, i);
}
