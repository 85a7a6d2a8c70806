/* The plan's tiers: their fields, sweeps expanded into tiers, parallel
 * workloads (plan/plan_priv.h). */

#include <ctype.h>
#include <errno.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "base/json.h"
#include "base/sha256.h"
#include "base/units.h"
#include "base/util.h"
#include "plan/clientprops.h"
#include "plan/faultspec.h"
#include "plan/metrics.h"
#include "plan/plan_priv.h"

/* ---- tiers ------------------------------------------------------------ */

static const char *const tier_keys[] = {
        "name",        "messages",      "rate",
        "record_size", "payload_file",  "payload_delimiter",
        "seed",        "keys",          "headers",
        "warmup",      "producers",     "producer",
        "interval",    "drain_timeout", "consumer",
        "sweep",       "workloads",     "topic",
        "faults",      "payload",       "search",
        "backlog",     "repeat",        NULL
};

static const char *const consumer_keys[] = { "enabled",    "mode",
                                             "consumers",  "group",
                                             "fetch_size", "timeout",
                                             "config",     NULL };

/* "mode": "after" (read the tier's messages once it has produced them,
 * as Kafka's ConsumerPerformance) or "during" (read them as they are
 * produced: end-to-end latency). */
static int get_consumer_mode(const rd *r, const cJSON *obj, const char *parent,
                             kp_tier_consumer *c)
{
        static const pr_choice modes[] = { { "after", 0 },
                                           { "during", 1 },
                                           { NULL, 0 } };
        return pr_get_choice(r, obj, parent, "mode", modes,
                             "expected \"after\" (consume once produced) or "
                             "\"during\" (consume while producing)",
                             &c->during);
}

/* A group.id of blanks is no name a report can show. */
static int check_group(const rd *r, const cJSON *obj, const char *parent,
                       const kp_tier_consumer *c)
{
        char path[PATH_LEN];
        const cJSON *v;
        if (!c->group || c->group[strspn(c->group, " \t\n")])
                return 0;
        v = pr_member(obj, "group", path, parent);
        return pr_bad_value(r, path, v,
                            "expected a consumer group name, not blank");
}

static int parse_consumer(const rd *r, const cJSON *obj, const char *parent,
                          kp_tier_consumer *c)
{
        char path[PATH_LEN];
        const cJSON *v = pr_member(obj, "consumer", path, parent);
        if (!v)
                return 0;
        if (pr_want_object(r, v, path) ||
            pr_check_keys(r, v, path, consumer_keys) ||
            get_consumer_mode(r, v, path, c) ||
            pr_get_bool(r, v, path, "enabled", &c->enabled) ||
            pr_get_int(r, v, path, "consumers", 1, 1024, &c->consumers) ||
            pr_get_string(r, v, path, "group", 0, &c->group) ||
            check_group(r, v, path, c) ||
            pr_get_size(r, v, path, "fetch_size", 1, 1000000000ULL,
                        &c->fetch_size) ||
            pr_get_duration(r, v, path, "timeout", 100000,
                            24LL * 3600 * 1000000, &c->timeout_us) ||
            pr_get_props(r, v, path, "config", KP_CLIENT_CONSUMER, &c->config))
                return -1;
        return 0;
}

static int parse_keys_field(const rd *r, const cJSON *obj, const char *parent,
                            kp_tier *t)
{
        char path[PATH_LEN];
        const cJSON *v = pr_member(obj, "keys", path, parent), *mode;
        static const char *const keys_keys[] = { "mode", "count", NULL };
        static const pr_choice modes[] = { { "round-robin",
                                             KP_KEYS_ROUND_ROBIN },
                                           { "random", KP_KEYS_RANDOM },
                                           { "none", KP_KEYS_NONE },
                                           { NULL, 0 } };
        int m;
        if (!v)
                return 0;
        if (cJSON_IsString(v) && strcmp(v->valuestring, "none") == 0) {
                t->key_mode = KP_KEYS_NONE;
                return 0;
        }
        if (!cJSON_IsObject(v))
                return pr_bad_value(
                    r, path, v,
                    "expected \"none\" or {\"mode\": "
                    "\"round-robin\" | \"random\", \"count\": N}");
        if (pr_check_keys(r, v, path, keys_keys))
                return -1;
        mode = cJSON_GetObjectItemCaseSensitive(v, "mode");
        {
                char mpath[PATH_LEN];
                kp_json_path_key(mpath, sizeof(mpath), path, "mode");
                if (!mode)
                        return pr_perr(r, path,
                                       "missing required key \"mode\"");
                if (pr_choice_value(r, mode, mpath, modes,
                                    "expected \"none\", \"round-robin\" or "
                                    "\"random\"",
                                    &m))
                        return -1;
                t->key_mode = (kp_key_mode)m;
        }
        t->key_count = 1000;
        return pr_get_count(r, v, path, "count", 1, 1000000000ULL,
                            &t->key_count, NULL);
}

static int check_headers(const rd *r, const cJSON *obj, const char *parent,
                         const kp_tier *t)
{
        char path[PATH_LEN];
        if (t->headers.n <= 64)
                return 0;
        pr_member(obj, "headers", path, parent);
        return pr_perr(r, path, "at most 64 headers, got %zu", t->headers.n);
}

static int get_payload_mode(const rd *r, const cJSON *obj, const char *parent,
                            kp_tier *t)
{
        static const pr_choice modes[] = { { "random", KP_PAYLOAD_RANDOM },
                                           { "repeated", KP_PAYLOAD_REPEATED },
                                           { NULL, 0 } };
        int m = t->payload;
        if (pr_get_choice(r, obj, parent, "payload", modes,
                          "expected \"random\" (fresh random bytes per "
                          "message) or \"repeated\" (one record, as Kafka's "
                          "tool)",
                          &m))
                return -1;
        t->payload = (kp_payload_mode)m;
        return 0;
}

/* "faults": ["rtt=20ms@0s", ...], each checked now (faults.h). */
static int get_faults(const rd *r, const cJSON *obj, const char *parent,
                      kp_tier *t)
{
        char path[PATH_LEN];
        const cJSON *v = pr_member(obj, "faults", path, parent), *it;
        size_t i = 0;
        if (!v)
                return 0;
        for (size_t k = 0; k < t->n_faults; k++)
                free(t->faults[k]);
        free(t->faults);
        t->n_faults = 0;
        t->faults = pr_array_items(r, v, path, 0, 100,
                                   "expected an array of at most 100 faults "
                                   "such as \"down=2s@5s\"",
                                   sizeof(*t->faults));
        if (!t->faults)
                return -1;
        cJSON_ArrayForEach(it, v)
        {
                char ip[PATH_LEN], why[512];
                kp_fault f;
                kp_json_path_index(ip, sizeof(ip), path, i++);
                if (!cJSON_IsString(it))
                        return pr_bad_value(r, ip, it,
                                            "expected a fault string");
                if (kp_fault_parse(it->valuestring, &f, why, sizeof(why)))
                        return pr_perr(r, ip, "%s", why);
                t->faults[t->n_faults] = strdup(it->valuestring);
                if (!t->faults[t->n_faults++])
                        return pr_perr(r, ip, "out of memory");
        }
        return 0;
}

/* Applies the fields of obj (a tier, a workload or "defaults") onto t. */
static int parse_tier_fields(const rd *r, const cJSON *obj, const char *path,
                             kp_tier *t, int *rate_given)
{
        int warm_given = 0;
        char wpath[PATH_LEN];
        const cJSON *w;
        const cJSON *rate = cJSON_GetObjectItemCaseSensitive(obj, "rate");
        if (cJSON_IsString(rate) && strcmp(rate->valuestring, "search") == 0) {
                /* A capacity search: each trial has its rate. */
                pr_search_free(&t->search);
                if (pr_parse_search(r, obj, path, t))
                        return -1;
                t->rate = 0;
                *rate_given = 1;
        } else if (pr_get_rate(r, obj, path, "rate", &t->rate, rate_given)) {
                return -1;
        } else if (rate) {
                /* A later "rate" (the tier's, over the defaults') ends a
                 * search the defaults set. */
                pr_search_free(&t->search);
                t->search.present = 0;
        }
        if (!t->search.present &&
            cJSON_GetObjectItemCaseSensitive(obj, "search")) {
                char sp[PATH_LEN];
                kp_json_path_key(sp, sizeof(sp), path, "search");
                return pr_perr(r, sp,
                               "a \"search\" runs only with \"rate\": "
                               "\"search\"");
        }
        if (pr_get_count(r, obj, path, "messages", 1, MAX_MESSAGES,
                         &t->messages, NULL) ||
            pr_parse_backlog(r, obj, path, t) ||
            pr_get_size(r, obj, path, "record_size", 1, MAX_RECORD,
                        &t->record_size) ||
            pr_get_payload_file(r, obj, path, &t->payload_file) ||
            pr_get_string(r, obj, path, "payload_delimiter", 0,
                          &t->payload_delimiter) ||
            pr_get_count(r, obj, path, "seed", 0, KP_MAX_EXACT - 1, &t->seed,
                         NULL) ||
            parse_keys_field(r, obj, path, t) ||
            pr_get_props(r, obj, path, "headers", -1, &t->headers) ||
            check_headers(r, obj, path, t) ||
            pr_get_int(r, obj, path, "producers", 1, 256, &t->producers) ||
            pr_get_props(r, obj, path, "producer", KP_CLIENT_PRODUCER,
                         &t->producer) ||
            pr_get_duration(r, obj, path, "interval", 100000, 3600LL * 1000000,
                            &t->interval_us) ||
            pr_get_duration(r, obj, path, "drain_timeout", 0,
                            24LL * 3600 * 1000000, &t->drain_timeout_us) ||
            parse_consumer(r, obj, path, &t->consume) ||
            get_faults(r, obj, path, t) || get_payload_mode(r, obj, path, t))
                return -1;
        /* Warm-up: a count of messages, or a duration with a time unit. */
        w = pr_member(obj, "warmup", wpath, path);
        if (w) {
                char text[128], why[256];
                uint64_t n;
                int64_t us;
                if (pr_as_text(r, w, wpath,
                               "expected a message count (1000) or a duration "
                               "(\"10s\")",
                               text, sizeof(text)))
                        return -1;
                if (kp_parse_count(text, &n, why, sizeof(why)) == 0) {
                        t->warmup_messages = n;
                        t->warmup_us = 0;
                        warm_given = 1;
                } else if (cJSON_IsString(w) &&
                           strpbrk(text, "abcdefghijklmnopqrstuvwxyz") &&
                           kp_parse_duration_us(text, &us, why, sizeof(why)) ==
                               0) {
                        t->warmup_us = us;
                        t->warmup_messages = 0;
                        warm_given = 1;
                }
                if (!warm_given)
                        return pr_bad_value(r, wpath, w,
                                            "expected a whole message count "
                                            "(1000, \"10k\") or a duration "
                                            "with its unit (\"10s\")");
        }
        return 0;
}

void kp_tier_clear(kp_tier *t)
{
        free(t->name);
        free(t->topic);
        free(t->payload_file);
        free(t->payload_delimiter);
        kp_kv_free(&t->headers);
        kp_kv_free(&t->producer);
        free(t->consume.group);
        kp_kv_free(&t->consume.config);
        free(t->sweep_group);
        free(t->sweep_param);
        free(t->sweep_value);
        free(t->sweep_param2);
        free(t->sweep_value2);
        free(t->sweep_point);
        free(t->parallel_group);
        for (size_t i = 0; i < t->n_faults; i++)
                free(t->faults[i]);
        free(t->faults);
        pr_search_free(&t->search);
        memset(t, 0, sizeof(*t));
}

/* Deep copy, for sweep points and workloads. */
static int tier_copy(kp_tier *dst, const kp_tier *src)
{
        *dst = *src;
        memset(&dst->headers, 0, sizeof(dst->headers));
        memset(&dst->producer, 0, sizeof(dst->producer));
        memset(&dst->consume.config, 0, sizeof(dst->consume.config));
        dst->name = kp_strdup0(src->name);
        dst->topic = kp_strdup0(src->topic);
        dst->payload_file = kp_strdup0(src->payload_file);
        dst->payload_delimiter = kp_strdup0(src->payload_delimiter);
        dst->consume.group = kp_strdup0(src->consume.group);
        dst->sweep_group = kp_strdup0(src->sweep_group);
        dst->sweep_param = kp_strdup0(src->sweep_param);
        dst->sweep_value = kp_strdup0(src->sweep_value);
        dst->sweep_param2 = kp_strdup0(src->sweep_param2);
        dst->sweep_value2 = kp_strdup0(src->sweep_value2);
        dst->sweep_point = kp_strdup0(src->sweep_point);
        dst->parallel_group = kp_strdup0(src->parallel_group);
        dst->faults = NULL;
        dst->n_faults = 0;
        if (src->n_faults) {
                dst->faults = calloc(src->n_faults, sizeof(*dst->faults));
                if (!dst->faults)
                        return -1;
                for (size_t i = 0; i < src->n_faults; i++) {
                        dst->faults[i] = strdup(src->faults[i]);
                        if (!dst->faults[i])
                                return -1;
                        dst->n_faults++;
                }
        }
        if (pr_search_copy(&dst->search, &src->search) ||
            kp_kv_merge(&dst->headers, &src->headers) ||
            kp_kv_merge(&dst->producer, &src->producer) ||
            kp_kv_merge(&dst->consume.config, &src->consume.config))
                return -1;
        return 0;
}

static void tier_defaults(kp_tier *t, const kp_plan *p)
{
        t->record_size = 1000;
        t->payload_delimiter = strdup("\n");
        t->seed = 1;
        t->producers = 1;
        t->interval_us = 1000000;
        t->drain_timeout_us = 60LL * 1000000;
        t->consume.enabled = 1;
        t->consume.consumers = 1;
        t->consume.timeout_us = 30LL * 1000000;
        t->partitions = p->partitions;
        t->replication_factor = p->replication_factor;
        pr_search_defaults(&t->search);
}

typedef struct tier_vec {
        kp_tier *v;
        size_t n, cap;
} tier_vec;

static int tv_push(tier_vec *tv, kp_tier *t)
{
        if (tv->n == tv->cap) {
                size_t cap = tv->cap ? tv->cap * 2 : 8;
                kp_tier *v = realloc(tv->v, cap * sizeof(*v));
                if (!v)
                        return -1;
                tv->v = v;
                tv->cap = cap;
        }
        tv->v[tv->n++] = *t;
        memset(t, 0, sizeof(*t));
        return 0;
}

/* Sweep axes: what a key in "sweep" varies. */
static kp_sweep_param sweep_kind(const char *key)
{
        static const struct {
                const char *key;
                kp_sweep_param p;
        } known[] = {
                { "record_size", KP_SWEEP_RECORD_SIZE },
                { "partitions", KP_SWEEP_PARTITIONS },
                { "replication_factor", KP_SWEEP_REPLICATION },
                { "producers", KP_SWEEP_PRODUCERS },
                { "consumers", KP_SWEEP_CONSUMERS },
                { "fetch_size", KP_SWEEP_FETCH_SIZE },
        };
        for (size_t i = 0; i < KP_ARRAY_LEN(known); i++)
                if (strcmp(known[i].key, key) == 0)
                        return known[i].p;
        if (strncmp(key, "consumer.", 9) == 0)
                return KP_SWEEP_CONSUMER_PROP;
        return KP_SWEEP_PRODUCER_PROP;
}

/* Applies one sweep value (v, at path) onto point t. */
static int apply_sweep(const rd *r, const char *key, const cJSON *v,
                       const char *path, kp_tier *t, const char *plan_topic,
                       char *shown_val, size_t shown_n)
{
        char text[128], why[512];
        kp_sweep_param kind = sweep_kind(key);
        int n = 0;
        if (cJSON_IsBool(v))
                snprintf(text, sizeof(text), "%s",
                         cJSON_IsTrue(v) ? "true" : "false");
        else if (pr_as_text(r, v, path,
                            "expected a string or number sweep value", text,
                            sizeof(text)))
                return -1;
        snprintf(shown_val, shown_n, "%s", text);
        switch (kind) {
        case KP_SWEEP_RECORD_SIZE:
                return pr_size_value(r, v, path, 1, MAX_RECORD,
                                     &t->record_size);
        case KP_SWEEP_FETCH_SIZE:
                return pr_size_value(r, v, path, 1, 1000000000ULL,
                                     &t->consume.fetch_size);
        case KP_SWEEP_PRODUCERS:
                return pr_int_value(r, v, path, 1, 256, &t->producers);
        case KP_SWEEP_CONSUMERS:
                return pr_int_value(r, v, path, 1, 1024, &t->consume.consumers);
        case KP_SWEEP_PARTITIONS:
        case KP_SWEEP_REPLICATION:
                if (pr_int_value(r, v, path, 1,
                                 kind == KP_SWEEP_PARTITIONS ? 100000 : 32767,
                                 &n))
                        return -1;
                if (kind == KP_SWEEP_PARTITIONS)
                        t->partitions = n;
                else
                        t->replication_factor = n;
                /* A topic per point: the layout is part of the topic, both
                 * axes of a grid included. */
                free(t->topic);
                if ((t->replication_factor > 0
                         ? asprintf(&t->topic, "%s-%s-p%d-rf%d", plan_topic,
                                    t->sweep_group, t->partitions,
                                    t->replication_factor)
                         : asprintf(&t->topic, "%s-%s-p%d", plan_topic,
                                    t->sweep_group, t->partitions)) < 0) {
                        t->topic = NULL;
                        return pr_perr(r, path, "out of memory");
                }
                pr_topic_sanitize(t->topic);
                return 0;
        case KP_SWEEP_CONSUMER_PROP:
                if (!r->opts->offline &&
                    kp_clientprops_check(key + 9, text, KP_CLIENT_CONSUMER, why,
                                         sizeof(why)))
                        return pr_perr(r, path, "%s", why);
                if (pr_add_site(r, path, NULL, key + 9, text, NULL) ||
                    kp_kv_set(&t->consume.config, key + 9, text))
                        return pr_perr(r, path, "out of memory");
                return 0;
        default:
                if (!r->opts->offline &&
                    kp_clientprops_check(key, text, KP_CLIENT_PRODUCER, why,
                                         sizeof(why)))
                        return pr_perr(r, path, "%s%s", why, SWEEP_HINT);
                if (pr_add_site(r, path, NULL, key, text, NULL) ||
                    kp_kv_set(&t->producer, key, text))
                        return pr_perr(r, path, "out of memory");
                return 0;
        }
}

/* The runs of the points pts[0..n): each point once when repeat is 1,
 * else "<point> #1" of every point, then "#2" of every point, and so
 * on, so that whatever drifts during the sweep (the cluster, the load
 * generator's host) touches every point alike. */
static int interleave_runs(const rd *r, const char *spath, const tier_vec *pts,
                           int repeat, tier_vec *out)
{
        for (int k = 1; k <= repeat; k++) {
                for (size_t i = 0; i < pts->n; i++) {
                        kp_tier t;
                        if (tier_copy(&t, &pts->v[i]))
                                goto oom;
                        t.sweep_run = k;
                        t.sweep_runs = repeat;
                        if (repeat > 1) {
                                free(t.name);
                                if (asprintf(&t.name, "%s #%d", t.sweep_point,
                                             k) < 0)
                                        t.name = NULL;
                        }
                        if (!t.name || tv_push(out, &t)) {
                                kp_tier_clear(&t);
                                goto oom;
                        }
                }
        }
        return 0;
oom:
        return pr_perr(r, spath, "out of memory");
}

static int expand_sweep(const rd *r, const cJSON *sweep, const char *spath,
                        const kp_tier *base, const char *plan_topic, int repeat,
                        tier_vec *out)
{
        const cJSON *ax[2] = { NULL, NULL };
        size_t n_ax = 0, n0, n1;
        const cJSON *it;
        tier_vec pts = { 0 };
        int ret = -1;
        if (pr_want_object(r, sweep, spath))
                return -1;
        cJSON_ArrayForEach(it, sweep)
        {
                char p[PATH_LEN];
                kp_json_path_key(p, sizeof(p), spath, it->string);
                if (n_ax == 2)
                        return pr_perr(r, p,
                                       "a sweep varies one parameter or a "
                                       "grid of two, not more");
                if (pr_array_value(r, it, p, 1, 50,
                                   "expected an array of 1 to 50 "
                                   "values"))
                        return -1;
                ax[n_ax++] = it;
        }
        if (n_ax == 0)
                return pr_perr(r, spath,
                               "expected at least one parameter to "
                               "sweep, such as {\"acks\": [\"1\", "
                               "\"all\"]}");
        n0 = (size_t)cJSON_GetArraySize(ax[0]);
        n1 = n_ax == 2 ? (size_t)cJSON_GetArraySize(ax[1]) : 1;
        for (size_t i = 0; i < n0; i++) {
                for (size_t j = 0; j < n1; j++) {
                        kp_tier t;
                        char p0[PATH_LEN], p1[PATH_LEN], v0[128], v1[128];
                        char ppath[PATH_LEN];
                        if (tier_copy(&t, base)) {
                                pr_perr(r, spath, "out of memory");
                                goto out;
                        }
                        free(t.sweep_group);
                        t.sweep_group = strdup(base->name);
                        kp_json_path_key(ppath, sizeof(ppath), spath,
                                         ax[0]->string);
                        kp_json_path_index(p0, sizeof(p0), ppath, i);
                        if (apply_sweep(r, ax[0]->string,
                                        cJSON_GetArrayItem(ax[0], (int)i), p0,
                                        &t, plan_topic, v0, sizeof(v0))) {
                                kp_tier_clear(&t);
                                goto out;
                        }
                        t.sweep_param = strdup(ax[0]->string);
                        t.sweep_value = strdup(v0);
                        if (n_ax == 2) {
                                kp_json_path_key(ppath, sizeof(ppath), spath,
                                                 ax[1]->string);
                                kp_json_path_index(p1, sizeof(p1), ppath, j);
                                if (apply_sweep(
                                        r, ax[1]->string,
                                        cJSON_GetArrayItem(ax[1], (int)j), p1,
                                        &t, plan_topic, v1, sizeof(v1))) {
                                        kp_tier_clear(&t);
                                        goto out;
                                }
                                t.sweep_param2 = strdup(ax[1]->string);
                                t.sweep_value2 = strdup(v1);
                        }
                        free(t.name);
                        if (n_ax == 2
                                ? asprintf(&t.name, "%s %s=%s %s=%s",
                                           base->name, ax[0]->string, v0,
                                           ax[1]->string, v1) < 0
                                : asprintf(&t.name, "%s %s=%s", base->name,
                                           ax[0]->string, v0) < 0) {
                                t.name = NULL;
                                kp_tier_clear(&t);
                                pr_perr(r, spath, "out of memory");
                                goto out;
                        }
                        t.sweep_point = strdup(t.name);
                        t.sweep_run = t.sweep_runs = 1;
                        if (!t.sweep_point || tv_push(&pts, &t)) {
                                kp_tier_clear(&t);
                                pr_perr(r, spath, "out of memory");
                                goto out;
                        }
                }
        }
        ret = interleave_runs(r, spath, &pts, repeat, out);
out:
        for (size_t k = 0; k < pts.n; k++)
                kp_tier_clear(&pts.v[k]);
        free(pts.v);
        return ret;
}

/* A tier's or workload's "topic", checked like the plan's. */
static int get_topic(const rd *r, const cJSON *obj, const char *parent,
                     char **out)
{
        char path[PATH_LEN];
        const cJSON *v = pr_member(obj, "topic", path, parent);
        if (!v)
                return 0;
        if (pr_get_string(r, obj, parent, "topic", 1, out))
                return -1;
        if (!pr_valid_topic(*out))
                return pr_bad_value(r, path, v,
                                    "expected a Kafka topic name: letters, "
                                    "digits, . _ - (at most 249)");
        return 0;
}

static const char *const workload_keys[] = { "name",
                                             "topic",
                                             "messages",
                                             "rate",
                                             "record_size",
                                             "payload",
                                             "payload_file",
                                             "payload_delimiter",
                                             "seed",
                                             "keys",
                                             "headers",
                                             "warmup",
                                             "producers",
                                             "producer",
                                             "interval",
                                             "drain_timeout",
                                             "consumer",
                                             "partitions",
                                             "replication_factor",
                                             NULL };

static int parse_workloads(const rd *r, const cJSON *wl, const char *wpath,
                           const kp_tier *base, tier_vec *out)
{
        const cJSON *it;
        size_t i = 0;
        if (pr_array_value(r, wl, wpath, 1, 32,
                           "expected an array of 1 to 32 workloads"))
                return -1;
        cJSON_ArrayForEach(it, wl)
        {
                char p[PATH_LEN];
                kp_tier t;
                char *wname = NULL;
                int rate_given = 1;
                kp_json_path_index(p, sizeof(p), wpath, i++);
                if (pr_want_object(r, it, p) ||
                    pr_check_keys(r, it, p, workload_keys) ||
                    pr_get_string(r, it, p, "name", 1, &wname))
                        return -1;
                if (!pr_valid_name(wname, 1)) {
                        char np[PATH_LEN];
                        kp_json_path_key(np, sizeof(np), p, "name");
                        free(wname);
                        return pr_bad_value(r, np,
                                            cJSON_GetObjectItem(it, "name"),
                                            "expected 1 to 64 letters, digits, "
                                            "spaces or . _ - +, no space at "
                                            "either end");
                }
                if (tier_copy(&t, base)) {
                        free(wname);
                        return pr_perr(r, p, "out of memory");
                }
                free(t.name);
                if (asprintf(&t.name, "%s/%s", base->name, wname) < 0)
                        t.name = NULL;
                free(wname);
                t.parallel_group = strdup(base->name);
                /* Each workload has its own topic unless it names one: a
                 * consumer reads its tier's offset ranges, which another
                 * workload writing the same partitions would pollute. */
                free(t.topic);
                t.topic = NULL;
                if (asprintf(&t.topic, "%s-%s", base->topic, t.name) < 0)
                        t.topic = NULL;
                else
                        pr_topic_sanitize(t.topic);
                if (!t.name || !t.parallel_group || !t.topic ||
                    get_topic(r, it, p, &t.topic) ||
                    parse_tier_fields(r, it, p, &t, &rate_given) ||
                    pr_get_int(r, it, p, "partitions", 1, 100000,
                               &t.partitions) ||
                    pr_get_int(r, it, p, "replication_factor", 1, 32767,
                               &t.replication_factor) ||
                    tv_push(out, &t)) {
                        if (t.name && t.parallel_group && !r->errstr[0])
                                pr_perr(r, p, "out of memory");
                        kp_tier_clear(&t);
                        return -1;
                }
        }
        return 0;
}

/* What one run of tier a (with the workloads of its parallel group, which
 * run at the same time) may send: kplan keeps 2 bits a message
 * (KP_TIER_MAX_TRACKED). */
static int check_tracked(const rd *r, const char *path, const tier_vec *tv,
                         size_t a)
{
        const kp_tier *t = &tv->v[a];
        double n = kp_tier_max_run_messages(t);
        char c1[32], c2[32];
        const char *what = "tier";
        const char *name = t->name;
        if (t->parallel_group) {
                /* Once per group, at its first workload. */
                for (size_t b = 0; b < a; b++)
                        if (tv->v[b].parallel_group &&
                            !strcmp(tv->v[b].parallel_group, t->parallel_group))
                                return 0;
                for (size_t b = a + 1; b < tv->n; b++)
                        if (tv->v[b].parallel_group &&
                            !strcmp(tv->v[b].parallel_group, t->parallel_group))
                                n += kp_tier_max_run_messages(&tv->v[b]);
                what = "parallel group";
                name = t->parallel_group;
        }
        if (n <= (double)KP_TIER_MAX_TRACKED)
                return 0;
        return pr_perr(r, path,
                       "%s \"%s\": a run of %s messages%s; kplan keeps 2 bits "
                       "for each message of a run (which were acknowledged, "
                       "which were read back), %.0f MiB here: expected at "
                       "most %s messages a run (238 MiB)",
                       what, name, kp_fmt_count(c1, sizeof(c1), (uint64_t)n),
                       t->search.present   ? " at most (the search's longest "
                                             "trial or soak at its \"to\" "
                                             "rate)"
                       : t->parallel_group ? " (its workloads together)"
                                           : "",
                       n * 2 / 8 / 1048576.0,
                       kp_fmt_count(c2, sizeof(c2), KP_TIER_MAX_TRACKED));
}

/* A payload file must hold at least one record between its delimiters,
 * as the producer will split it. */
static int check_payload_records(const rd *r, const char *path,
                                 const kp_tier *t)
{
        const char *delim = t->payload_delimiter && *t->payload_delimiter
                                ? t->payload_delimiter
                                : "\n";
        size_t dlen = strlen(delim), len;
        char *data, why[512];
        const char *p, *end;
        int found = 0;
        if (kp_read_file(t->payload_file, 1ULL << 30, &data, &len, why,
                         sizeof(why)))
                return pr_perr(r, path, "tier \"%s\": payload_file: %s",
                               t->name, why);
        for (p = data, end = data + len; p < end && !found;) {
                const char *q = memmem(p, (size_t)(end - p), delim, dlen);
                found = (q ? q : end) > p;
                p = q ? q + dlen : end;
        }
        free(data);
        if (!found)
                return pr_perr(r, path,
                               "tier \"%s\": payload_file %s holds no record "
                               "between its delimiters",
                               t->name, t->payload_file);
        return 0;
}

/* "defaults": the keys of a tier, but none that names a tier or makes
 * several of it. */
static int check_defaults(const rd *r, const cJSON *defs, const char *dpath)
{
        const cJSON *d;
        if (pr_want_object(r, defs, dpath) ||
            pr_check_keys(r, defs, dpath, tier_keys))
                return -1;
        cJSON_ArrayForEach(d, defs)
        {
                if (strcmp(d->string, "name") == 0 ||
                    strcmp(d->string, "sweep") == 0 ||
                    strcmp(d->string, "repeat") == 0 ||
                    strcmp(d->string, "workloads") == 0) {
                        char kp[PATH_LEN];
                        kp_json_path_key(kp, sizeof(kp), dpath, d->string);
                        return pr_perr(r, kp,
                                       "\"%s\" belongs in a tier, not "
                                       "in defaults",
                                       d->string);
                }
        }
        return 0;
}

/* What may go together in a tier (at tp), its fields read: a sweep or
 * workloads, a capacity search alone, a backlog drain at a fixed rate
 * shorter than its produce phase, and "messages" and "rate" unless
 * workloads or a search give them. 0, or -1 with the parse's error. */
static int check_tier_parts(const rd *r, const char *tp, const kp_tier *t,
                            const cJSON *sweep, const cJSON *wl, int rate_given)
{
        if (sweep && wl)
                return pr_perr(r, tp,
                               "a tier has either a sweep or "
                               "workloads, not both");
        if (t->search.present && (sweep || wl))
                return pr_perr(r, tp,
                               "a capacity search (\"rate\": \"search\") "
                               "is a tier of its own: not a sweep, not "
                               "workloads");
        if (t->search.present && t->backlog.present)
                return pr_perr(r, tp,
                               "a backlog drain runs at a fixed rate, not "
                               "with \"rate\": \"search\"");
        if (t->search.present && t->messages) {
                char mp[PATH_LEN];
                kp_json_path_key(mp, sizeof(mp), tp, "messages");
                return pr_perr(r, mp,
                               "a capacity search sizes each trial itself "
                               "(search.trial, search.soak): leave "
                               "\"messages\" out");
        }
        if (t->backlog.present && (kp_tier_unlimited(t) || !t->consume.enabled))
                return pr_perr(r, tp,
                               "a backlog drain needs a fixed \"rate\" and "
                               "its consumers (consumer.enabled)");
        if (t->backlog.present && t->rate > 0 && t->messages &&
            (double)t->backlog.pause_us / 1e6 >=
                (double)t->messages / t->rate) {
                char bp[PATH_LEN];
                kp_json_path_key(bp, sizeof(bp), tp, "backlog");
                return pr_perr(r, bp,
                               "the pause (%g s) is not shorter than the "
                               "produce phase (%g s at %g msg/s): the "
                               "consumers would start after the last "
                               "message",
                               (double)t->backlog.pause_us / 1e6,
                               (double)t->messages / t->rate, t->rate);
        }
        if (!wl && t->messages == 0 && !t->search.present)
                return pr_perr(r, tp,
                               "missing required key \"messages\" (how "
                               "many messages the tier produces, such "
                               "as \"100k\")");
        if (!wl && !rate_given)
                return pr_perr(r, tp,
                               "missing required key \"rate\" (messages "
                               "per second, or \"unlimited\")");
        return 0;
}

/* Each workload of wl (at wp), expanded into tv->v[first..], has
 * "messages" and "rate": its own, or the tier's (rate_given). */
static int check_workloads(const rd *r, const cJSON *wl, const char *wp,
                           const tier_vec *tv, size_t first, int rate_given)
{
        for (size_t k = first; k < tv->n; k++) {
                if (tv->v[k].messages == 0 ||
                    (tv->v[k].rate == 0 &&
                     !cJSON_GetObjectItem(
                         cJSON_GetArrayItem(wl, (int)(k - first)), "rate") &&
                     !rate_given)) {
                        char kp[PATH_LEN];
                        kp_json_path_index(kp, sizeof(kp), wp, k - first);
                        return pr_perr(r, kp,
                                       "a workload needs \"messages\" "
                                       "and \"rate\" (its own, or the "
                                       "tier's)");
                }
        }
        return 0;
}

/* The tier it (at tp), over defs (at dpath) when given, onto tv: itself,
 * the points of its sweep, or its workloads. 0, or -1 with the parse's
 * error set. */
static int parse_tier(const rd *r, const cJSON *it, const char *tp,
                      const cJSON *defs, const char *dpath, const kp_plan *p,
                      tier_vec *tv)
{
        char sp[PATH_LEN], wp[PATH_LEN], rp[PATH_LEN];
        kp_tier t = { 0 };
        int rate_given = 0;
        /* A plan stored before repetitions existed ran each point once; a
         * plan read now has its "repeat" stored (pr_store_repeats). */
        int repeat = r->opts->offline ? 1 : KP_SWEEP_REPEAT_DEFAULT;
        const cJSON *sweep, *wl;
        size_t first = tv->n;
        tier_defaults(&t, p);
        t.topic = kp_strdup0(p->topic);
        if (pr_want_object(r, it, tp) || pr_check_keys(r, it, tp, tier_keys) ||
            pr_get_string(r, it, tp, "name", 1, &t.name))
                goto fail;
        if (!pr_valid_name(t.name, 1)) {
                char np[PATH_LEN];
                kp_json_path_key(np, sizeof(np), tp, "name");
                pr_bad_value(r, np, cJSON_GetObjectItem(it, "name"),
                             "expected 1 to 64 letters, digits, spaces "
                             "or . _ - +, no space at either end");
                goto fail;
        }
        if ((defs && (parse_tier_fields(r, defs, dpath, &t, &rate_given) ||
                      get_topic(r, defs, dpath, &t.topic))) ||
            parse_tier_fields(r, it, tp, &t, &rate_given) ||
            get_topic(r, it, tp, &t.topic) ||
            pr_check_search_windows(r, tp, &t))
                goto fail;
        sweep = pr_member(it, "sweep", sp, tp);
        wl = pr_member(it, "workloads", wp, tp);
        if (check_tier_parts(r, tp, &t, sweep, wl, rate_given))
                goto fail;
        if (t.backlog.present)
                t.consume.during = 1;
        if (pr_member(it, "repeat", rp, tp) && !sweep) {
                pr_perr(r, rp,
                        "\"repeat\" runs each point of a sweep "
                        "several times; this tier has no \"sweep\" "
                        "(to run a tier twice, write it twice "
                        "under two names)");
                goto fail;
        }
        if (pr_get_int(r, it, tp, "repeat", 1, KP_SWEEP_REPEAT_MAX, &repeat))
                goto fail;
        if (sweep) {
                if (expand_sweep(r, sweep, sp, &t, p->topic, repeat, tv))
                        goto fail;
                kp_tier_clear(&t);
                return 0;
        }
        if (wl) {
                if (parse_workloads(r, wl, wp, &t, tv) ||
                    check_workloads(r, wl, wp, tv, first, rate_given))
                        goto fail;
                kp_tier_clear(&t);
                return 0;
        }
        if (tv_push(tv, &t))
                goto fail;
        return 0;
fail:
        if (!r->errstr[0])
                pr_perr(r, tp, "out of memory");
        kp_tier_clear(&t);
        return -1;
}

/* The expanded tier tv->v[a] (the tiers at path): its payload file's
 * records (once per file in a row), a warm-up that leaves messages to
 * measure, its tracked messages, and a topic of its own among its
 * parallel group. 0, or -1 with the parse's error set. */
static int check_expanded(const rd *r, const char *path, const tier_vec *tv,
                          size_t a)
{
        const kp_tier *t = &tv->v[a];
        if (!r->opts->offline && t->payload_file &&
            (a == 0 || !tv->v[a - 1].payload_file ||
             strcmp(tv->v[a - 1].payload_file, t->payload_file) ||
             strcmp(tv->v[a - 1].payload_delimiter, t->payload_delimiter)) &&
            check_payload_records(r, path, t))
                return -1;
        if (!t->search.present && t->warmup_messages >= t->messages)
                return pr_perr(r, path,
                               "tier \"%s\": the warm-up (%llu messages) "
                               "leaves nothing to measure of its %llu "
                               "messages",
                               t->name, (unsigned long long)t->warmup_messages,
                               (unsigned long long)t->messages);
        /* A duration covers ceil(duration x rate) messages at a fixed
         * rate; an unlimited tier's is not known here. */
        if (!r->opts->offline && !t->search.present && t->warmup_us > 0 &&
            t->rate > 0 &&
            ceil((double)t->warmup_us / 1e6 * t->rate) >= (double)t->messages) {
                uint64_t covered =
                    (uint64_t)ceil((double)t->warmup_us / 1e6 * t->rate);
                char d[32], n1[32], n2[32];
                return pr_perr(
                    r, path,
                    "tier \"%s\": the warm-up (%s at %g msg/s: "
                    "the first %s messages) leaves nothing to "
                    "measure of its %s messages",
                    t->name,
                    kp_fmt_duration(d, sizeof(d), (double)t->warmup_us / 1e6),
                    t->rate, kp_fmt_count(n1, sizeof(n1), covered),
                    kp_fmt_count(n2, sizeof(n2), t->messages));
        }
        if (!r->opts->offline && check_tracked(r, path, tv, a))
                return -1;
        for (size_t b = a + 1; t->parallel_group && b < tv->n; b++) {
                const kp_tier *o = &tv->v[b];
                if (o->parallel_group &&
                    strcmp(o->parallel_group, t->parallel_group) == 0 &&
                    strcmp(o->topic, t->topic) == 0)
                        return pr_perr(r, path,
                                       "workloads \"%s\" and \"%s\" run at "
                                       "the same time on topic %s: give each "
                                       "its own topic (each consumer reads "
                                       "its workload's offsets)",
                                       t->name, o->name, t->topic);
        }
        return 0;
}

/* Names must be unique after expansion. */
static int check_unique_names(const rd *r, const char *path, const tier_vec *tv)
{
        for (size_t a = 0; a < tv->n; a++) {
                for (size_t b = a + 1; b < tv->n; b++) {
                        if (strcmp(tv->v[a].name, tv->v[b].name) == 0)
                                return pr_perr(r, path,
                                               "duplicate tier name \"%s\": "
                                               "every tier needs its own name",
                                               tv->v[a].name);
                }
        }
        return 0;
}

int pr_parse_tiers(const rd *r, const cJSON *root, kp_plan *p)
{
        char path[PATH_LEN], dpath[PATH_LEN];
        const cJSON *tiers = pr_member(root, "tiers", path, "");
        const cJSON *defs = pr_member(root, "defaults", dpath, ""), *it;
        tier_vec tv = { 0 };
        size_t i = 0;
        int ret = -1;

        if (!tiers)
                return pr_perr(r, "",
                               "missing required key \"tiers\" (an array "
                               "of tiers, each with name, messages and "
                               "rate)");
        if (pr_array_value(r, tiers, path, 1, MAX_TIERS,
                           "expected an array of 1 to 1000 tiers"))
                return -1;
        if (defs && check_defaults(r, defs, dpath))
                return -1;
        cJSON_ArrayForEach(it, tiers)
        {
                char tp[PATH_LEN];
                kp_json_path_index(tp, sizeof(tp), path, i++);
                if (parse_tier(r, it, tp, defs, dpath, p, &tv))
                        goto out;
        }
        if (tv.n > MAX_TIERS) {
                pr_perr(
                    r, path,
                    "the tiers expand (sweeps, workloads) to %zu, more than "
                    "%d",
                    tv.n, MAX_TIERS);
                goto out;
        }
        for (size_t a = 0; a < tv.n; a++) {
                if (check_expanded(r, path, &tv, a))
                        goto out;
        }
        if (check_unique_names(r, path, &tv))
                goto out;
        p->tiers = tv.v;
        p->n_tiers = tv.n;
        tv.v = NULL;
        tv.n = 0;
        ret = 0;
out:
        for (size_t k = 0; k < tv.n; k++)
                kp_tier_clear(&tv.v[k]);
        free(tv.v);
        return ret;
}

void pr_store_repeats(cJSON *root)
{
        const cJSON *tiers = cJSON_GetObjectItemCaseSensitive(root, "tiers");
        cJSON *it;
        cJSON_ArrayForEach(it, tiers)
        {
                if (cJSON_IsObject(it) &&
                    cJSON_GetObjectItemCaseSensitive(it, "sweep") &&
                    !cJSON_GetObjectItemCaseSensitive(it, "repeat"))
                        cJSON_AddNumberToObject(it, "repeat",
                                                KP_SWEEP_REPEAT_DEFAULT);
        }
}
