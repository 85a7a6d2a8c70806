/* Prometheus' HTTP API v1 through libcurl (prom/promclient.h). */

#include "prom/promclient.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cjson/cJSON.h>
#include <curl/curl.h>

#include "base/util.h"

#define MAX_BODY (32u << 20) /* an answer larger than this is refused */

struct kp_promclient {
        const kp_prom_conf *conf;
        kp_getenv_fn getenv_fn;
        void *getenv_opaque;
        CURL *curl;
};

static const char *env(const kp_promclient *c, const char *name)
{
        if (!name)
                return NULL;
        return c->getenv_fn ? c->getenv_fn(c->getenv_opaque, name)
                            : getenv(name);
}

int kp_promclient_new(const kp_prom_conf *conf, kp_getenv_fn getenv_fn,
                      void *getenv_opaque, kp_promclient **out, char *errstr,
                      size_t errstr_size)
{
        kp_promclient *c;
        *out = NULL;
        if (curl_global_init(CURL_GLOBAL_DEFAULT) != CURLE_OK)
                return kp_err(errstr, errstr_size,
                              "libcurl could not start: cannot ask "
                              "Prometheus at %s",
                              conf->url);
        c = calloc(1, sizeof(*c));
        if (!c || !(c->curl = curl_easy_init())) {
                free(c);
                curl_global_cleanup();
                return kp_err(errstr, errstr_size,
                              "libcurl could not start: cannot ask "
                              "Prometheus at %s",
                              conf->url);
        }
        c->conf = conf;
        c->getenv_fn = getenv_fn;
        c->getenv_opaque = getenv_opaque;
        *out = c;
        return 0;
}

void kp_promclient_destroy(kp_promclient *c)
{
        if (!c)
                return;
        curl_easy_cleanup(c->curl);
        free(c);
        curl_global_cleanup();
}

typedef struct body {
        kp_buf b;
        int too_big;
} body;

static size_t on_data(char *p, size_t size, size_t n, void *opaque)
{
        body *bd = opaque;
        if (bd->b.len + size * n > MAX_BODY) {
                bd->too_big = 1;
                return 0;
        }
        kp_buf_append(&bd->b, p, size * n);
        return bd->b.oom ? 0 : size * n;
}

/* Every value of a matrix series (an instant vector's one value),
 * times relative to start_s. */
static int series_from(const cJSON *res, const char *label, double start_s,
                       kp_bquery *q)
{
        const cJSON *metric = cJSON_GetObjectItemCaseSensitive(res, "metric");
        const cJSON *values = cJSON_GetObjectItemCaseSensitive(res, "values");
        const cJSON *value = cJSON_GetObjectItemCaseSensitive(res, "value");
        const cJSON *name = cJSON_GetObjectItemCaseSensitive(metric, label);
        size_t n = values ? (size_t)cJSON_GetArraySize(values) : 1, i = 0;
        double *t, *v;
        const cJSON *it;
        int rc = -1;
        if (values ? !cJSON_IsArray(values) : !cJSON_IsArray(value))
                return -1;
        t = calloc(n + 1, sizeof(double));
        v = calloc(n + 1, sizeof(double));
        if (!t || !v)
                goto out;
        for (it = values ? values->child : value; it;
             it = values ? it->next : NULL) {
                const cJSON *ts = cJSON_GetArrayItem(it, 0);
                const cJSON *val = cJSON_GetArrayItem(it, 1);
                if (!cJSON_IsNumber(ts) || !cJSON_IsString(val))
                        goto out;
                t[i] = ts->valuedouble - start_s;
                /* "NaN", "+Inf": skipped by the model, never 0. */
                v[i] = strtod(val->valuestring, NULL);
                i++;
        }
        rc = kp_bquery_add_series(
                 q, cJSON_IsString(name) ? name->valuestring : "", t, v, n) < 0
                 ? -1
                 : 0;
out:
        free(t);
        free(v);
        return rc;
}

/* An answer of the API api ("query_range": a matrix; "query": a
 * vector). */
static int parse(const char *text, size_t len, long http_status,
                 const char *label, double start_s, const char *url,
                 const char *api, kp_bquery *q, char *errstr,
                 size_t errstr_size)
{
        const char *want = strcmp(api, "query") == 0 ? "vector" : "matrix";
        cJSON *j = cJSON_ParseWithLength(text, len);
        const cJSON *status = cJSON_GetObjectItemCaseSensitive(j, "status");
        const cJSON *data = cJSON_GetObjectItemCaseSensitive(j, "data");
        const cJSON *rt = cJSON_GetObjectItemCaseSensitive(data, "resultType");
        const cJSON *res = cJSON_GetObjectItemCaseSensitive(data, "result");
        const cJSON *it;
        int rc = -1;
        if (cJSON_IsString(status) &&
            strcmp(status->valuestring, "error") == 0) {
                const cJSON *et =
                    cJSON_GetObjectItemCaseSensitive(j, "errorType");
                const cJSON *e = cJSON_GetObjectItemCaseSensitive(j, "error");
                free(q->error);
                q->error = NULL;
                if (asprintf(&q->error, "%s: %s",
                             cJSON_IsString(et) ? et->valuestring : "error",
                             cJSON_IsString(e) ? e->valuestring
                                               : "(no reason given)") < 0)
                        q->error = NULL;
                kp_err(errstr, errstr_size,
                       "Prometheus at %s refused the query %s (%s): %s", url,
                       q->name, q->promql,
                       q->error ? q->error : "out of memory");
                rc = KP_PROM_EQUERY;
                goto out;
        }
        if (http_status != 200) {
                kp_err(errstr, errstr_size,
                       "Prometheus at %s answered HTTP %ld to %s", url,
                       http_status, api);
                goto out;
        }
        if (!cJSON_IsString(status) ||
            strcmp(status->valuestring, "success") != 0 ||
            !cJSON_IsString(rt) || strcmp(rt->valuestring, want) != 0 ||
            !cJSON_IsArray(res)) {
                kp_err(errstr, errstr_size,
                       "%s did not answer %s as Prometheus does (a JSON "
                       "object with \"status\": \"success\" and a \"%s\" "
                       "result)",
                       url, api, want);
                goto out;
        }
        cJSON_ArrayForEach(it, res) if (series_from(it, label, start_s, q))
        {
                kp_err(errstr, errstr_size,
                       "%s answered the query %s with a malformed series", url,
                       q->name);
                goto out;
        }
        rc = 0;
out:
        cJSON_Delete(j);
        return rc;
}

int kp_promclient_parse(const char *text, size_t len, long http_status,
                        const char *label, double start_s, const char *url,
                        kp_bquery *q, char *errstr, size_t errstr_size)
{
        return parse(text, len, http_status, label, start_s, url, "query_range",
                     q, errstr, errstr_size);
}

int kp_promclient_parse_instant(const char *text, size_t len, long http_status,
                                const char *label, const char *url,
                                kp_bquery *q, char *errstr, size_t errstr_size)
{
        return parse(text, len, http_status, label, 0, url, "query", q, errstr,
                     errstr_size);
}

/* The credentials, from the environment, set on the handle; *hdr holds a
 * bearer header to free (and wipe) after the request. */
static int set_auth(kp_promclient *c, struct curl_slist **hdrs, char **hdr,
                    char *errstr, size_t errstr_size)
{
        const kp_prom_conf *pc = c->conf;
        const char *tok, *user, *pw;
        switch (pc->auth) {
        case KP_PROM_AUTH_NONE:
                return 0;
        case KP_PROM_AUTH_BEARER:
                tok = env(c, pc->token_env);
                if (!tok || !*tok)
                        return kp_err(errstr, errstr_size,
                                      "the bearer token for Prometheus at %s "
                                      "is not set (environment variable %s)",
                                      pc->url, pc->token_env);
                if (asprintf(hdr, "Authorization: Bearer %s", tok) < 0) {
                        *hdr = NULL;
                        return kp_err(errstr, errstr_size, "out of memory");
                }
                *hdrs = curl_slist_append(*hdrs, *hdr);
                return *hdrs ? 0 : kp_err(errstr, errstr_size, "out of memory");
        case KP_PROM_AUTH_BASIC:
                user = env(c, pc->user_env);
                pw = env(c, pc->password_env);
                if (!user || !pw)
                        return kp_err(errstr, errstr_size,
                                      "the user or password for Prometheus at "
                                      "%s is not set (environment variables "
                                      "%s, %s)",
                                      pc->url, pc->user_env, pc->password_env);
                curl_easy_setopt(c->curl, CURLOPT_HTTPAUTH, CURLAUTH_BASIC);
                curl_easy_setopt(c->curl, CURLOPT_USERNAME, user);
                curl_easy_setopt(c->curl, CURLOPT_PASSWORD, pw);
                return 0;
        }
        return 0;
}

/* POSTs form (the query escaped by the caller's format) to api and
 * parses the answer into q, times relative to t0_s. */
static int ask(kp_promclient *c, const char *api, const char *form, double t0_s,
               kp_bquery *q, char *errstr, size_t errstr_size)
{
        const kp_prom_conf *pc = c->conf;
        char cerr[CURL_ERROR_SIZE] = "", *url = NULL, *hdr = NULL;
        struct curl_slist *hdrs = NULL;
        body bd = { 0 };
        long status = 0;
        CURLcode cc;
        int rc = -1;
        if (asprintf(&url, "%s/api/v1/%s", pc->url, api) < 0) {
                url = NULL;
                kp_err(errstr, errstr_size, "out of memory");
                goto out;
        }
        if (set_auth(c, &hdrs, &hdr, errstr, errstr_size))
                goto out;
        hdrs = curl_slist_append(hdrs, "Accept: application/json");
        curl_easy_setopt(c->curl, CURLOPT_URL, url);
        curl_easy_setopt(c->curl, CURLOPT_POSTFIELDS, form);
        curl_easy_setopt(c->curl, CURLOPT_HTTPHEADER, hdrs);
        curl_easy_setopt(c->curl, CURLOPT_WRITEFUNCTION, on_data);
        curl_easy_setopt(c->curl, CURLOPT_WRITEDATA, &bd);
        curl_easy_setopt(c->curl, CURLOPT_ERRORBUFFER, cerr);
        curl_easy_setopt(c->curl, CURLOPT_TIMEOUT_MS,
                         (long)(pc->timeout_us / 1000));
        curl_easy_setopt(c->curl, CURLOPT_CONNECTTIMEOUT_MS,
                         (long)(pc->timeout_us / 1000));
        curl_easy_setopt(c->curl, CURLOPT_NOSIGNAL, 1L);
        curl_easy_setopt(c->curl, CURLOPT_USERAGENT, "kplan");
        /* Credentials go to the server asked, never to a redirect. */
        curl_easy_setopt(c->curl, CURLOPT_FOLLOWLOCATION, 0L);
        cc = curl_easy_perform(c->curl);
        if (cc == CURLE_OPERATION_TIMEDOUT) {
                kp_err(errstr, errstr_size,
                       "Prometheus at %s did not answer within %.1f s (the "
                       "plan's cluster.prometheus.timeout)",
                       pc->url, (double)pc->timeout_us / 1e6);
                goto out;
        }
        if (cc != CURLE_OK) {
                kp_err(errstr, errstr_size,
                       "Prometheus at %s could not be asked: %s", pc->url,
                       bd.too_big ? "its answer is larger than 32 MiB"
                       : cerr[0]  ? cerr
                                  : curl_easy_strerror(cc));
                goto out;
        }
        curl_easy_getinfo(c->curl, CURLINFO_RESPONSE_CODE, &status);
        if (bd.b.oom) {
                kp_err(errstr, errstr_size, "out of memory");
                goto out;
        }
        rc = parse(bd.b.s ? bd.b.s : "", bd.b.len, status, pc->label, t0_s,
                   pc->url, api, q, errstr, errstr_size);
out:
        /* Nothing of a credential stays behind. */
        curl_easy_setopt(c->curl, CURLOPT_USERNAME, NULL);
        curl_easy_setopt(c->curl, CURLOPT_PASSWORD, NULL);
        curl_easy_setopt(c->curl, CURLOPT_HTTPHEADER, NULL);
        curl_slist_free_all(hdrs);
        if (hdr) {
                explicit_bzero(hdr, strlen(hdr));
                free(hdr);
        }
        free(url);
        kp_buf_free(&bd.b);
        return rc;
}

/* promql, then the rest of the form (params: "&time=..."), to the API
 * api (t0_s: the tier's start, for the answer's times). */
static int ask_promql(kp_promclient *c, const char *api, const char *promql,
                      const char *params, double t0_s, kp_bquery *q,
                      char *errstr, size_t errstr_size)
{
        char *esc, *form = NULL;
        int rc;
        curl_easy_reset(c->curl);
        esc = curl_easy_escape(c->curl, promql, 0);
        if (!esc || asprintf(&form, "query=%s%s", esc, params) < 0) {
                curl_free(esc);
                return kp_err(errstr, errstr_size, "out of memory");
        }
        rc = ask(c, api, form, t0_s, q, errstr, errstr_size);
        curl_free(esc);
        free(form);
        return rc;
}

int kp_promclient_range(kp_promclient *c, const char *promql, double start_s,
                        double end_s, double step_s, double t0_s, kp_bquery *q,
                        char *errstr, size_t errstr_size)
{
        char params[128];
        snprintf(params, sizeof(params), "&start=%.3f&end=%.3f&step=%gs",
                 start_s, end_s, step_s);
        return ask_promql(c, "query_range", promql, params, t0_s, q, errstr,
                          errstr_size);
}

int kp_promclient_instant(kp_promclient *c, const char *promql, double at_s,
                          kp_bquery *q, char *errstr, size_t errstr_size)
{
        char params[64];
        snprintf(params, sizeof(params), "&time=%.3f", at_s);
        return ask_promql(c, "query", promql, params, at_s, q, errstr,
                          errstr_size);
}
