/* A capacity search's result in results.json (results/results.h,
 * kp_search_result): tiers[].search, with one entry per trial and soak. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/util.h"
#include "results/results.h"

int kp_search_push(kp_search_result *s, const kp_search_trial *t)
{
        kp_search_trial *v = realloc(s->trials, (s->n_trials + 1) * sizeof(*v));
        if (!v)
                return -1;
        s->trials = v;
        v[s->n_trials] = *t;
        v[s->n_trials].why = kp_strdup0(t->why);
        if (t->why && !v[s->n_trials].why)
                return -1;
        s->n_trials++;
        return 0;
}

void kp_search_result_free(kp_search_result *s)
{
        for (size_t i = 0; i < s->n_trials; i++)
                free(s->trials[i].why);
        free(s->trials);
        free(s->note);
        memset(s, 0, sizeof(*s));
}

static cJSON *num(double v)
{
        return isfinite(v) ? cJSON_CreateNumber(v) : cJSON_CreateNull();
}

static cJSON *latency(const kp_latency *l)
{
        cJSON *o = cJSON_CreateObject();
        if (!o)
                return NULL;
        cJSON_AddNumberToObject(o, "count", (double)l->count);
        cJSON_AddItemToObject(o, "p50_ms", num(l->p50_ms));
        cJSON_AddItemToObject(o, "p95_ms", num(l->p95_ms));
        cJSON_AddItemToObject(o, "p99_ms", num(l->p99_ms));
        cJSON_AddItemToObject(o, "max_ms", num(l->max_ms));
        return o;
}

cJSON *kp_search_result_json(const kp_search_result *s)
{
        cJSON *o = cJSON_CreateObject(), *a;
        if (!o)
                return NULL;
        cJSON_AddItemToObject(o, "found_rate", num(s->found_rate));
        cJSON_AddBoolToObject(o, "at_bound", s->at_bound);
        cJSON_AddItemToObject(o, "sustained_rate", num(s->sustained_rate));
        if (s->note)
                cJSON_AddStringToObject(o, "note", s->note);
        else
                cJSON_AddNullToObject(o, "note");
        if (s->warmup.ran) {
                cJSON *w = cJSON_AddObjectToObject(o, "warmup");
                if (w) {
                        cJSON_AddItemToObject(w, "rate", num(s->warmup.rate));
                        cJSON_AddNumberToObject(w, "messages",
                                                (double)s->warmup.messages);
                        cJSON_AddItemToObject(w, "seconds",
                                              num(s->warmup.seconds));
                }
        } else {
                cJSON_AddNullToObject(o, "warmup");
        }
        a = cJSON_AddArrayToObject(o, "trials");
        for (size_t i = 0; a && i < s->n_trials; i++) {
                const kp_search_trial *t = &s->trials[i];
                cJSON *x = cJSON_CreateObject();
                if (!x)
                        break;
                cJSON_AddStringToObject(x, "kind",
                                        t->soak == 1   ? "soak"
                                        : t->soak == 2 ? "final"
                                                       : "trial");
                cJSON_AddItemToObject(x, "rate", num(t->rate));
                cJSON_AddItemToObject(x, "achieved_rate",
                                      num(t->achieved_rate));
                cJSON_AddItemToObject(x, "duration_s", num(t->duration_s));
                cJSON_AddNumberToObject(x, "sent", (double)t->sent);
                cJSON_AddNumberToObject(x, "delivered", (double)t->delivered);
                cJSON_AddNumberToObject(x, "failed", (double)t->failed);
                cJSON_AddNumberToObject(x, "undelivered",
                                        (double)t->undelivered);
                cJSON_AddItemToObject(x, "latency_ms", latency(&t->latency));
                cJSON_AddItemToObject(x, "service_latency_ms",
                                      latency(&t->service));
                cJSON_AddBoolToObject(x, "pass", t->pass);
                if (t->why)
                        cJSON_AddStringToObject(x, "why", t->why);
                else
                        cJSON_AddNullToObject(x, "why");
                if (t->repeat_of > 0)
                        cJSON_AddNumberToObject(x, "repeat_of", t->repeat_of);
                cJSON_AddItemToArray(a, x);
        }
        return o;
}

/* A number of o (null reads as 0); -1 when missing or not finite. */
static int getn(const cJSON *o, const char *key, double lo, double hi,
                double *out)
{
        const cJSON *v = cJSON_GetObjectItemCaseSensitive(o, key);
        if (cJSON_IsNull(v)) {
                *out = 0;
                return 0;
        }
        if (!cJSON_IsNumber(v) || !isfinite(v->valuedouble) ||
            v->valuedouble < lo || v->valuedouble > hi)
                return -1;
        *out = v->valuedouble;
        return 0;
}

static int getu(const cJSON *o, const char *key, uint64_t *out)
{
        double d;
        if (getn(o, key, 0, 9007199254740992.0, &d) || d != floor(d))
                return -1;
        *out = (uint64_t)d;
        return 0;
}

static int latency_from(const cJSON *o, kp_latency *l)
{
        if (!cJSON_IsObject(o) || getu(o, "count", &l->count) ||
            getn(o, "p50_ms", 0, 1e12, &l->p50_ms) ||
            getn(o, "p95_ms", 0, 1e12, &l->p95_ms) ||
            getn(o, "p99_ms", 0, 1e12, &l->p99_ms) ||
            getn(o, "max_ms", 0, 1e12, &l->max_ms))
                return -1;
        return 0;
}

int kp_search_result_from(const cJSON *o, kp_search_result *s,
                          const char *where, char *errstr, size_t errstr_size)
{
        const cJSON *a, *it, *v;
        size_t i = 0;
        if (!cJSON_IsObject(o))
                return kp_err(errstr, errstr_size, "%s: expected an object",
                              where);
        if (getn(o, "found_rate", 0, 1e12, &s->found_rate) ||
            getn(o, "sustained_rate", 0, 1e12, &s->sustained_rate))
                return kp_err(errstr, errstr_size,
                              "%s: found_rate and sustained_rate must be "
                              "rates of 0 msg/s or more",
                              where);
        s->at_bound =
            cJSON_IsTrue(cJSON_GetObjectItemCaseSensitive(o, "at_bound"));
        v = cJSON_GetObjectItemCaseSensitive(o, "note");
        if (cJSON_IsString(v) && !(s->note = strdup(v->valuestring)))
                return kp_err(errstr, errstr_size, "out of memory");
        /* Results written before the search warmed up have no "warmup". */
        v = cJSON_GetObjectItemCaseSensitive(o, "warmup");
        if (v && !cJSON_IsNull(v)) {
                if (!cJSON_IsObject(v) ||
                    getn(v, "rate", 0, 1e12, &s->warmup.rate) ||
                    getu(v, "messages", &s->warmup.messages) ||
                    getn(v, "seconds", 0, 1e9, &s->warmup.seconds))
                        return kp_err(errstr, errstr_size,
                                      "%s.warmup: expected null or an "
                                      "object with a rate, messages and "
                                      "seconds of 0 or more",
                                      where);
                s->warmup.ran = 1;
        }
        a = cJSON_GetObjectItemCaseSensitive(o, "trials");
        if (!cJSON_IsArray(a))
                return kp_err(errstr, errstr_size,
                              "%s.trials: expected an array", where);
        cJSON_ArrayForEach(it, a)
        {
                kp_search_trial t = { 0 };
                const cJSON *k = cJSON_GetObjectItemCaseSensitive(it, "kind");
                const cJSON *w = cJSON_GetObjectItemCaseSensitive(it, "why");
                if (!cJSON_IsString(k) || getn(it, "rate", 0, 1e12, &t.rate) ||
                    getn(it, "achieved_rate", 0, 1e12, &t.achieved_rate) ||
                    getn(it, "duration_s", 0, 1e9, &t.duration_s) ||
                    getu(it, "sent", &t.sent) ||
                    getu(it, "delivered", &t.delivered) ||
                    getu(it, "failed", &t.failed) ||
                    getu(it, "undelivered", &t.undelivered) ||
                    latency_from(
                        cJSON_GetObjectItemCaseSensitive(it, "latency_ms"),
                        &t.latency) ||
                    latency_from(cJSON_GetObjectItemCaseSensitive(
                                     it, "service_latency_ms"),
                                 &t.service) ||
                    !cJSON_IsBool(cJSON_GetObjectItemCaseSensitive(it, "pass")))
                        return kp_err(errstr, errstr_size,
                                      "%s.trials[%zu]: malformed (rates, "
                                      "counts and latencies of 0 or more, "
                                      "kind, pass)",
                                      where, i);
                t.soak = strcmp(k->valuestring, "soak") == 0    ? 1
                         : strcmp(k->valuestring, "final") == 0 ? 2
                                                                : 0;
                t.pass =
                    cJSON_IsTrue(cJSON_GetObjectItemCaseSensitive(it, "pass"));
                t.why = cJSON_IsString(w) ? w->valuestring : NULL;
                if (cJSON_GetObjectItemCaseSensitive(it, "repeat_of")) {
                        double r;
                        /* An earlier trial of the same list. */
                        if (getn(it, "repeat_of", 1, (double)i, &r) ||
                            r != floor(r))
                                return kp_err(errstr, errstr_size,
                                              "%s.trials[%zu].repeat_of: "
                                              "expected the number (from "
                                              "1) of an earlier trial",
                                              where, i);
                        t.repeat_of = (int)r;
                }
                if (kp_search_push(s, &t))
                        return kp_err(errstr, errstr_size, "out of memory");
                i++;
        }
        s->ran = 1;
        return 0;
}
