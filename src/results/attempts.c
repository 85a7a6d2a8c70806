#include "results/attempts.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/util.h"
#include "results/fields.h"

static void cut_free(kp_attempt_cut *c)
{
        free(c->tier);
        free(c->topic);
        free(c->start);
}

void kp_attempts_free(kp_attempt *v, size_t n)
{
        if (!v)
                return;
        for (size_t i = 0; i < n; i++) {
                free(v[i].status);
                for (size_t k = 0; k < v[i].n_tiers; k++)
                        free(v[i].tiers[k]);
                free(v[i].tiers);
                for (size_t k = 0; k < v[i].n_cut; k++)
                        cut_free(&v[i].cut[k]);
                free(v[i].cut);
        }
        free(v);
}

int kp_attempts_begin(kp_attempt **v, size_t *n, const char *started_at,
                      uint32_t tag)
{
        kp_attempt *nv = realloc(*v, (*n + 1) * sizeof(*nv)), *a;
        if (!nv)
                return -1;
        *v = nv;
        a = &nv[*n];
        memset(a, 0, sizeof(*a));
        a->status = strdup("running");
        if (!a->status)
                return -1;
        snprintf(a->started_at, sizeof(a->started_at), "%s", started_at);
        snprintf(a->tag, sizeof(a->tag), "%08x", (unsigned)tag);
        (*n)++;
        return 0;
}

int kp_attempt_set_status(kp_attempt *a, const char *status)
{
        char *s = strdup(status);
        if (!s)
                return -1;
        free(a->status);
        a->status = s;
        return 0;
}

int kp_attempt_cut_add(kp_attempt *a, const char *tier, const char *topic,
                       const char *started_at, const int64_t *start,
                       size_t n_start)
{
        kp_attempt_cut *nv = realloc(a->cut, (a->n_cut + 1) * sizeof(*nv)), *c;
        if (!nv)
                return -1;
        a->cut = nv;
        c = &nv[a->n_cut];
        memset(c, 0, sizeof(*c));
        c->sent = c->delivered = c->written = -1;
        c->tier = strdup(tier);
        c->topic = kp_strdup0(topic);
        snprintf(c->started_at, sizeof(c->started_at), "%s", started_at);
        if (start && n_start) {
                c->start = malloc(n_start * sizeof(*c->start));
                if (c->start) {
                        memcpy(c->start, start, n_start * sizeof(*c->start));
                        c->n_start = n_start;
                }
        }
        if (!c->tier || (topic && !c->topic) || (n_start && !c->start)) {
                cut_free(c);
                return -1;
        }
        a->n_cut++;
        return 0;
}

kp_attempt_cut *kp_attempt_cut_of(const kp_attempt *a, const char *tier)
{
        for (size_t i = 0; i < a->n_cut; i++)
                if (strcmp(a->cut[i].tier, tier) == 0)
                        return &a->cut[i];
        return NULL;
}

int kp_attempt_tier_done(kp_attempt *a, const char *tier)
{
        char **nv = realloc(a->tiers, (a->n_tiers + 1) * sizeof(*nv));
        kp_attempt_cut *c;
        if (!nv)
                return -1;
        a->tiers = nv;
        nv[a->n_tiers] = strdup(tier);
        if (!nv[a->n_tiers])
                return -1;
        a->n_tiers++;
        c = kp_attempt_cut_of(a, tier);
        if (c) {
                size_t i = (size_t)(c - a->cut);
                cut_free(c);
                memmove(&a->cut[i], &a->cut[i + 1],
                        (a->n_cut - i - 1) * sizeof(*a->cut));
                a->n_cut--;
        }
        return 0;
}

/* A count: a number, or null when not known (-1). */
static void add_count(cJSON *o, const char *key, int64_t v)
{
        if (v < 0)
                cJSON_AddNullToObject(o, key);
        else
                cJSON_AddNumberToObject(o, key, (double)v);
}

cJSON *kp_attempts_json(const kp_attempt *v, size_t n)
{
        cJSON *arr = cJSON_CreateArray();
        for (size_t i = 0; arr && i < n; i++) {
                const kp_attempt *a = &v[i];
                cJSON *o = cJSON_CreateObject(), *t, *c;
                if (!o || !cJSON_AddItemToArray(arr, o)) {
                        cJSON_Delete(o);
                        cJSON_Delete(arr);
                        return NULL;
                }
                cJSON_AddStringToObject(o, "started_at", a->started_at);
                cJSON_AddStringToObject(o, "finished_at", a->finished_at);
                kp_fields_add_str(o, "status", a->status);
                cJSON_AddStringToObject(o, "tag", a->tag);
                t = cJSON_AddArrayToObject(o, "tiers");
                for (size_t k = 0; t && k < a->n_tiers; k++)
                        cJSON_AddItemToArray(t,
                                             cJSON_CreateString(a->tiers[k]));
                c = cJSON_AddArrayToObject(o, "cut");
                for (size_t k = 0; c && k < a->n_cut; k++) {
                        const kp_attempt_cut *x = &a->cut[k];
                        cJSON *co = cJSON_CreateObject(), *s;
                        if (!co)
                                break;
                        cJSON_AddStringToObject(co, "tier", x->tier);
                        kp_fields_add_str(co, "topic", x->topic);
                        cJSON_AddStringToObject(co, "started_at",
                                                x->started_at);
                        s = cJSON_AddArrayToObject(co, "start_offsets");
                        for (size_t p = 0; s && p < x->n_start; p++)
                                cJSON_AddItemToArray(
                                    s, cJSON_CreateNumber((double)x->start[p]));
                        add_count(co, "sent", x->sent);
                        add_count(co, "delivered", x->delivered);
                        add_count(co, "written", x->written);
                        cJSON_AddItemToArray(c, co);
                }
        }
        return arr;
}

static int64_t count_of(const cJSON *o, const char *key)
{
        const cJSON *v = cJSON_GetObjectItemCaseSensitive(o, key);
        if (!cJSON_IsNumber(v) || v->valuedouble < 0 ||
            v->valuedouble > 9007199254740992.0)
                return -1;
        return (int64_t)v->valuedouble;
}

static void stamp_of(const cJSON *o, const char *key, char *out, size_t size)
{
        const char *s = kp_fields_str(o, key);
        snprintf(out, size, "%s", s ? s : "");
}

static int cut_from(const cJSON *co, kp_attempt *a, const char *where,
                    char *errstr, size_t errstr_size)
{
        const cJSON *s = cJSON_GetObjectItemCaseSensitive(co, "start_offsets"),
                    *it;
        kp_attempt_cut *c;
        int64_t *start = NULL;
        size_t n = 0;
        if (!cJSON_IsObject(co) || !kp_fields_str(co, "tier"))
                return kp_err(errstr, errstr_size,
                              "%s: expected an object with a \"tier\"", where);
        if (cJSON_IsArray(s) && cJSON_GetArraySize(s) > 0) {
                start = calloc((size_t)cJSON_GetArraySize(s), sizeof(*start));
                if (!start)
                        return kp_err(errstr, errstr_size, "out of memory");
                cJSON_ArrayForEach(it, s)
                {
                        if (!cJSON_IsNumber(it) || it->valuedouble < 0) {
                                free(start);
                                return kp_err(errstr, errstr_size,
                                              "%s.start_offsets[%zu]: "
                                              "expected an offset",
                                              where, n);
                        }
                        start[n++] = (int64_t)it->valuedouble;
                }
        }
        if (kp_attempt_cut_add(a, kp_fields_str(co, "tier"),
                               kp_fields_str(co, "topic"), "", start, n)) {
                free(start);
                return kp_err(errstr, errstr_size, "out of memory");
        }
        free(start);
        c = &a->cut[a->n_cut - 1];
        stamp_of(co, "started_at", c->started_at, sizeof(c->started_at));
        c->sent = count_of(co, "sent");
        c->delivered = count_of(co, "delivered");
        c->written = count_of(co, "written");
        return 0;
}

int kp_attempts_from(const cJSON *arr, kp_attempt **v, size_t *n, char *errstr,
                     size_t errstr_size)
{
        const cJSON *o;
        char where[96];
        *v = NULL;
        *n = 0;
        if (!arr || cJSON_IsNull(arr))
                return 0;
        if (!cJSON_IsArray(arr))
                return kp_err(errstr, errstr_size,
                              "run.attempts: expected an array");
        cJSON_ArrayForEach(o, arr)
        {
                const cJSON *t, *it;
                kp_attempt *a;
                size_t k = 0;
                snprintf(where, sizeof(where), "run.attempts[%zu]", *n);
                if (!cJSON_IsObject(o)) {
                        kp_err(errstr, errstr_size, "%s: expected an object",
                               where);
                        goto fail;
                }
                if (kp_attempts_begin(v, n, "", 0)) {
                        kp_err(errstr, errstr_size, "out of memory");
                        goto fail;
                }
                a = &(*v)[*n - 1];
                stamp_of(o, "started_at", a->started_at, sizeof(a->started_at));
                stamp_of(o, "finished_at", a->finished_at,
                         sizeof(a->finished_at));
                stamp_of(o, "tag", a->tag, sizeof(a->tag));
                if (kp_fields_str(o, "status") &&
                    kp_attempt_set_status(a, kp_fields_str(o, "status"))) {
                        kp_err(errstr, errstr_size, "out of memory");
                        goto fail;
                }
                t = cJSON_GetObjectItemCaseSensitive(o, "tiers");
                cJSON_ArrayForEach(it, t)
                {
                        char **nv;
                        if (!cJSON_IsString(it)) {
                                kp_err(errstr, errstr_size,
                                       "%s.tiers[%zu]: expected a tier name",
                                       where, k);
                                goto fail;
                        }
                        nv = realloc(a->tiers, (a->n_tiers + 1) * sizeof(*nv));
                        if (!nv) {
                                kp_err(errstr, errstr_size, "out of memory");
                                goto fail;
                        }
                        a->tiers = nv;
                        nv[a->n_tiers] = strdup(it->valuestring);
                        if (!nv[a->n_tiers]) {
                                kp_err(errstr, errstr_size, "out of memory");
                                goto fail;
                        }
                        a->n_tiers++;
                        k++;
                }
                k = 0;
                cJSON_ArrayForEach(it,
                                   cJSON_GetObjectItemCaseSensitive(o, "cut"))
                {
                        char w[128];
                        snprintf(w, sizeof(w), "%s.cut[%zu]", where, k++);
                        if (cut_from(it, a, w, errstr, errstr_size))
                                goto fail;
                }
        }
        return 0;
fail:
        kp_attempts_free(*v, *n);
        *v = NULL;
        *n = 0;
        return -1;
}
