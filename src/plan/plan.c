#include "plan/plan.h"

#include <ctype.h>
#include <errno.h>
#include <limits.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <unistd.h>

#include "base/json.h"
#include "base/sha256.h"
#include "base/units.h"
#include "base/util.h"
#include "plan/clientprops.h"
#include "plan/criterion.h"
#include "plan/faultspec.h"
#include "plan/metrics.h"
#include "plan/plan_priv.h"
#include "plan/topicconfig.h"

/* ---- criteria, target, sign-off ------------------------------------- */

/* A name a criterion may list: a tier, a sweep group or a parallel
 * group. */
static int tier_ref_known(const kp_plan *p, const char *name)
{
        for (size_t i = 0; i < p->n_tiers; i++) {
                const kp_tier *t = &p->tiers[i];
                if (strcmp(t->name, name) == 0 ||
                    (t->sweep_group && strcmp(t->sweep_group, name) == 0) ||
                    (t->sweep_point && strcmp(t->sweep_point, name) == 0) ||
                    (t->parallel_group && strcmp(t->parallel_group, name) == 0))
                        return 1;
        }
        return 0;
}

/* 1 when a tier named in tl (or any tier, tl NULL) has workloads. */
static int aggregate_applies(const kp_plan *p, const cJSON *tl)
{
        const cJSON *t;
        for (size_t i = 0; i < p->n_tiers; i++) {
                const char *g = p->tiers[i].parallel_group;
                if (!g)
                        continue;
                if (!tl)
                        return 1;
                cJSON_ArrayForEach(t, tl)
                {
                        if (cJSON_IsString(t) && strcmp(t->valuestring, g) == 0)
                                return 1;
                }
        }
        return 0;
}

/* A criterion judges something (docs/plan.md, "criteria"): each name in
 * its "tiers" (at tp) selects a tier its metric can be measured on, and
 * a criterion for every tier (tp NULL) fits one tier at least. A tier it
 * selects and cannot judge is N/A there, by the plan. */
static int check_fit(const rd *r, const kp_plan *p, const kp_criterion *c,
                     const char *cp, const char *tp)
{
        char why[512], at[PATH_LEN];
        size_t names = c->n_tiers ? c->n_tiers : 1;
        if (r->opts->offline)
                return 0;
        for (size_t k = 0; k < names; k++) {
                const kp_tier *first = NULL;
                kp_misfit first_why = KP_FITS;
                int fits = 0;
                for (size_t i = 0; i < p->n_tiers && !fits; i++) {
                        const kp_tier *t = &p->tiers[i];
                        kp_criterion one = *c;
                        kp_misfit m;
                        one.n_tiers = c->n_tiers ? 1 : 0;
                        one.tiers = c->n_tiers ? &c->tiers[k] : NULL;
                        if (!kp_criterion_selects(&one, t) ||
                            (c->aggregate && !t->parallel_group))
                                continue;
                        m = kp_criterion_misfit(p, c, t);
                        fits = m == KP_FITS;
                        if (!first) {
                                first = t;
                                first_why = m;
                        }
                }
                if (fits || !first)
                        continue;
                kp_misfit_words(first_why, c, first, why, sizeof(why));
                if (tp) {
                        kp_json_path_index(at, sizeof(at), tp, k);
                        return pr_perr(r, at,
                                       "this criterion can never judge "
                                       "\"%s\": %s",
                                       c->tiers[k], why);
                }
                kp_json_path_key(at, sizeof(at), cp, "metric");
                return pr_perr(r, at,
                               "this criterion applies to every tier and "
                               "can judge none of them; the first: %s",
                               why);
        }
        return 0;
}

/* A criterion per window fits every tier it selects and can judge
 * (plan_window.c). */
static int check_windows(const rd *r, const kp_plan *p, const kp_criterion *c,
                         const char *cp)
{
        for (size_t i = 0; c->window_us && i < p->n_tiers; i++) {
                const kp_tier *t = &p->tiers[i];
                if (!kp_criterion_selects(c, t) ||
                    kp_criterion_misfit(p, c, t) != KP_FITS)
                        continue;
                if (pr_check_window_tier(r, cp, c, t))
                        return -1;
        }
        return 0;
}

static int parse_criteria(const rd *r, const cJSON *root, kp_plan *p)
{
        static const char *const keys[] = {
                "metric", "op",          "threshold", "tiers",   "aggregate",
                "abort",  "abort_grace", "window",    "windows", NULL
        };
        char path[PATH_LEN];
        const cJSON *arr = pr_member(root, "criteria", path, ""), *it;
        size_t i = 0;
        if (!arr)
                return 0;
        p->criteria = pr_array_items(r, arr, path, 0, 200,
                                     "expected an array of at most 200 "
                                     "criteria",
                                     sizeof(*p->criteria));
        if (!p->criteria)
                return -1;
        cJSON_ArrayForEach(it, arr)
        {
                char cp[PATH_LEN], mp[PATH_LEN], op[PATH_LEN], tp[PATH_LEN];
                kp_criterion *c = &p->criteria[p->n_criteria++];
                const cJSON *m, *o, *th, *tl, *t;
                const kp_metric *met;
                size_t k = 0;
                kp_json_path_index(cp, sizeof(cp), path, i++);
                if (pr_want_object(r, it, cp) || pr_check_keys(r, it, cp, keys))
                        return -1;
                m = pr_member(it, "metric", mp, cp);
                o = pr_member(it, "op", op, cp);
                th = cJSON_GetObjectItemCaseSensitive(it, "threshold");
                if (!m || !o || !th)
                        return pr_perr(
                            r, cp,
                            "a criterion needs \"metric\", \"op\" "
                            "and \"threshold\", such as {\"metric\": "
                            "\"produce.latency.p95_ms\", \"op\": "
                            "\"<=\", \"threshold\": 1}");
                if (!cJSON_IsString(m))
                        return pr_bad_value(r, mp, m, "expected a metric name");
                met = kp_metric_find(m->valuestring);
                if (!met) {
                        const char *s = kp_metric_suggest(m->valuestring);
                        if (s)
                                return pr_perr(r, mp,
                                               "unknown metric \"%s\" (did you "
                                               "mean \"%s\"?)",
                                               m->valuestring, s);
                        return pr_perr(r, mp,
                                       "unknown metric \"%s\" (see "
                                       "docs/metrics.md or `kplan metrics`)",
                                       m->valuestring);
                }
                c->metric = strdup(met->name);
                if (!cJSON_IsString(o) || pr_parse_cmp(o->valuestring, &c->cmp))
                        return pr_bad_value(r, op, o,
                                            "expected one of \"<=\", \"<\", "
                                            "\">=\", \">\"");
                if (pr_get_number(r, it, cp, "threshold", -1e15, 1e15,
                                  &c->threshold) ||
                    pr_check_threshold(r, cp, met, c->threshold) ||
                    pr_get_bool(r, it, cp, "aggregate", &c->aggregate) ||
                    pr_parse_abort(r, it, cp, met, c) ||
                    pr_parse_window(r, it, cp, met, c))
                        return -1;
                tl = pr_member(it, "tiers", tp, cp);
                if (c->aggregate && !aggregate_applies(p, tl)) {
                        char ap[PATH_LEN];
                        kp_json_path_key(ap, sizeof(ap), cp, "aggregate");
                        return pr_perr(
                            r, ap,
                            "an aggregate criterion judges workloads "
                            "that run at the same time, and %s",
                            tl ? "no tier it names has workloads"
                               : "no tier has workloads");
                }
                if (!tl) {
                        if (check_fit(r, p, c, cp, NULL) ||
                            check_windows(r, p, c, cp))
                                return -1;
                        continue;
                }
                c->tiers = pr_array_items(r, tl, tp, 1, INT_MAX,
                                          "expected an array of tier names",
                                          sizeof(*c->tiers));
                if (!c->tiers)
                        return -1;
                cJSON_ArrayForEach(t, tl)
                {
                        char ep[PATH_LEN];
                        kp_json_path_index(ep, sizeof(ep), tp, k++);
                        if (!cJSON_IsString(t))
                                return pr_bad_value(r, ep, t,
                                                    "expected a tier name");
                        if (!tier_ref_known(p, t->valuestring))
                                return pr_bad_value(r, ep, t,
                                                    "no tier has this name");
                        c->tiers[c->n_tiers] = strdup(t->valuestring);
                        if (!c->tiers[c->n_tiers++])
                                return pr_perr(r, ep, "out of memory");
                }
                if (check_fit(r, p, c, cp, tp) || check_windows(r, p, c, cp))
                        return -1;
        }
        return 0;
}

const char *kp_sres_name(int res)
{
        static const char *const names[KP_SRES_N] = {
                "cpu", "network_in", "network_out", "disk_write", "disk_space"
        };
        return res >= 0 && res < KP_SRES_N ? names[res] : NULL;
}

double kp_target_threshold(const kp_target *t, int res)
{
        return res >= 0 && res < KP_SRES_N && t->thresholds[res] > 0
                   ? t->thresholds[res]
                   : KP_SRES_DEFAULT_THRESHOLD;
}

/* target.thresholds: {"cpu": 0.7, ...}, a share of each resource's
 * capacity at which the capacity model counts it as used up. */
static int parse_thresholds(const rd *r, const cJSON *t, const char *parent,
                            kp_target *g)
{
        static const char *const keys[] = { "cpu",         "network_in",
                                            "network_out", "disk_write",
                                            "disk_space",  NULL };
        char path[PATH_LEN];
        const cJSON *o = pr_member(t, "thresholds", path, parent);
        if (!o)
                return 0;
        if (pr_want_object(r, o, path) || pr_check_keys(r, o, path, keys))
                return -1;
        for (int k = 0; k < KP_SRES_N; k++) {
                char kp[PATH_LEN];
                const cJSON *v = pr_member(o, kp_sres_name(k), kp, path);
                if (v && cJSON_IsNumber(v) && v->valuedouble > 1 &&
                    v->valuedouble <= 100)
                        return pr_bad_value(r, kp, v,
                                            "expected a share of the "
                                            "capacity from 0.01 to 1 (0.8, "
                                            "not 80)");
                if (pr_get_number(r, o, path, kp_sres_name(k), 0.01, 1,
                                  &g->thresholds[k]))
                        return -1;
        }
        return 0;
}

static int parse_target(const rd *r, const cJSON *root, kp_plan *p)
{
        static const char *const keys[] = { "messages",
                                            "window",
                                            "peak_factor",
                                            "record_size",
                                            "replication_factor",
                                            "retention",
                                            "storage_overhead",
                                            "outage",
                                            "consumer_groups",
                                            "thresholds",
                                            NULL };
        char path[PATH_LEN];
        const cJSON *t = pr_member(root, "target", path, "");
        kp_target *g = &p->target;
        if (!t)
                return 0;
        g->present = 1;
        g->window_us = 24LL * 3600 * 1000000;
        g->peak_factor = 1.0;
        g->storage_overhead = 0.10;
        g->outage_us = 3600LL * 1000000;
        g->consumer_groups = 1;
        g->replication_factor =
            p->replication_factor > 0 ? p->replication_factor : 3;
        for (size_t i = 0; i < p->n_tiers; i++)
                if (p->tiers[i].record_size > g->record_size)
                        g->record_size = p->tiers[i].record_size;
        if (pr_want_object(r, t, path) || pr_check_keys(r, t, path, keys))
                return -1;
        if (!cJSON_GetObjectItemCaseSensitive(t, "messages"))
                return pr_perr(r, path,
                               "missing required key \"messages\" (the "
                               "business volume, such as \"100M\")");
        if (pr_get_count(r, t, path, "messages", 1, KP_MAX_EXACT - 1,
                         &g->messages, NULL) ||
            pr_get_duration(r, t, path, "window", 1000000,
                            366LL * 86400 * 1000000, &g->window_us) ||
            pr_get_number(r, t, path, "peak_factor", 1, 1000,
                          &g->peak_factor) ||
            pr_get_size(r, t, path, "record_size", 1, MAX_RECORD,
                        &g->record_size) ||
            pr_get_int(r, t, path, "replication_factor", 1, 32767,
                       &g->replication_factor) ||
            pr_get_number(r, t, path, "storage_overhead", 0, 10,
                          &g->storage_overhead) ||
            pr_get_duration(r, t, path, "outage", 1000000,
                            30LL * 86400 * 1000000, &g->outage_us) ||
            pr_get_int(r, t, path, "consumer_groups", 1, 1000,
                       &g->consumer_groups))
                return -1;
        g->retention_us = g->window_us;
        if (pr_get_duration(r, t, path, "retention", 1000000,
                            100LL * 365 * 86400 * 1000000, &g->retention_us))
                return -1;
        return parse_thresholds(r, t, path, g);
}

static int parse_signoff(const rd *r, const cJSON *root, kp_plan *p)
{
        static const char *const keys[] = { "prepared_by", "company",
                                            "approvers", NULL };
        static const char *const akeys[] = { "role", "name", NULL };
        char path[PATH_LEN], ap[PATH_LEN];
        const cJSON *s = pr_member(root, "signoff", path, ""), *arr, *it;
        size_t i = 0;
        if (!s)
                return 0;
        if (pr_want_object(r, s, path) || pr_check_keys(r, s, path, keys) ||
            pr_get_string(r, s, path, "prepared_by", 0, &p->prepared_by) ||
            pr_get_string(r, s, path, "company", 0, &p->company))
                return -1;
        arr = pr_member(s, "approvers", ap, path);
        if (!arr)
                return 0;
        p->approvers = pr_array_items(r, arr, ap, 0, 50,
                                      "expected an array of at most 50 "
                                      "approvers",
                                      sizeof(*p->approvers));
        if (!p->approvers)
                return -1;
        cJSON_ArrayForEach(it, arr)
        {
                char ip[PATH_LEN];
                kp_approver *a = &p->approvers[p->n_approvers++];
                kp_json_path_index(ip, sizeof(ip), ap, i++);
                if (pr_want_object(r, it, ip) ||
                    pr_check_keys(r, it, ip, akeys) ||
                    pr_get_string(r, it, ip, "role", 1, &a->role) ||
                    pr_get_string(r, it, ip, "name", 0, &a->name))
                        return -1;
        }
        return 0;
}

/* "agents": { "on_loss": "continue" | "stop" } */
static int parse_agents(const rd *r, const cJSON *root, kp_plan *p)
{
        static const char *const keys[] = { "on_loss", NULL };
        static const pr_choice on_loss[] = { { "continue", 0 },
                                             { "stop", 1 },
                                             { NULL, 0 } };
        char path[PATH_LEN];
        const cJSON *a = pr_member(root, "agents", path, "");
        if (!a)
                return 0;
        if (pr_want_object(r, a, path) || pr_check_keys(r, a, path, keys) ||
            pr_get_choice(r, a, path, "on_loss", on_loss,
                          "expected \"continue\" (the next tiers run on the "
                          "agents that are left) or \"stop\" (no further "
                          "tier runs)",
                          &p->agents_stop_on_loss))
                return -1;
        return 0;
}

/* ---- cluster and topic ------------------------------------------------ */

static void warn_relay(void *opaque, const char *msg)
{
        const rd *r = opaque;
        pr_warn(r, "%s", msg);
}

/* "client_defaults": "java" (the Java client's values where
 * librdkafka's would load the cluster otherwise) or "librdkafka". */
static int get_client_defaults(const rd *r, const cJSON *obj,
                               const char *parent, kp_plan *p)
{
        char path[PATH_LEN];
        const cJSON *v = pr_member(obj, "client_defaults", path, parent);
        if (!v)
                return 0;
        if (!cJSON_IsString(v) ||
            kp_client_defaults_parse(v->valuestring, &p->client_defaults))
                return pr_bad_value(r, path, v,
                                    "expected \"java\" (Kafka's Java "
                                    "client's defaults where librdkafka's "
                                    "would load the cluster otherwise) or "
                                    "\"librdkafka\" (librdkafka's own)");
        return 0;
}

/* "emulated_hosts": true when the brokers and the load client are
 * emulated hosts on one machine, each a network namespace and a cgroup
 * CPU quota of its own. Then the default host_cpu query, which
 * node_exporter answers for the whole machine, is not asked (unless the
 * plan gives its own). */
static int get_emulated_hosts(const rd *r, const cJSON *obj, const char *parent,
                              kp_plan *p)
{
        char path[PATH_LEN];
        const cJSON *v = pr_member(obj, "emulated_hosts", path, parent);
        if (!v)
                return 0;
        if (!cJSON_IsBool(v))
                return pr_bad_value(r, path, v,
                                    "expected true (the brokers and the load "
                                    "client are emulated hosts on one "
                                    "machine, each CPU a cgroup's) or false "
                                    "(hosts of their own)");
        p->emulated_hosts = cJSON_IsTrue(v);
        if (p->prometheus)
                p->prometheus->emulated_hosts = p->emulated_hosts;
        return 0;
}

static int parse_cluster(const rd *r, const cJSON *root, kp_plan *p)
{
        static const char *const keys[] = { "bootstrap.servers",
                                            "properties_file",
                                            "config",
                                            "hosts",
                                            "client_defaults",
                                            "prometheus",
                                            "metrics_listen",
                                            "emulated_hosts",
                                            NULL };
        char path[PATH_LEN];
        const cJSON *c = pr_member(root, "cluster", path, "");
        if (!c)
                return 0;
        if (pr_want_object(r, c, path) || pr_check_keys(r, c, path, keys) ||
            pr_get_string(r, c, path, "bootstrap.servers", 0, &p->bootstrap) ||
            pr_get_path(r, c, path, "properties_file", &p->properties_file) ||
            pr_parse_hosts(r, c, path, p) ||
            get_client_defaults(r, c, path, p) ||
            pr_parse_prom(r, c, path, p) ||
            pr_get_string(r, c, path, "metrics_listen", 0,
                          &p->metrics_listen) ||
            get_emulated_hosts(r, c, path, p))
                return -1;
        if (p->metrics_listen) {
                char why[512], lp[PATH_LEN], host[256];
                int port;
                kp_json_path_key(lp, sizeof(lp), path, "metrics_listen");
                if (kp_listen_check(p->metrics_listen, host, sizeof(host),
                                    &port, why, sizeof(why)))
                        return pr_perr(r, lp, "%s", why);
        }
        if (p->bootstrap && !*p->bootstrap) {
                /* "${KAFKA:-}" chooses the embedded cluster. */
                free(p->bootstrap);
                p->bootstrap = NULL;
        }
        if (p->bootstrap) {
                char why[512], bp[PATH_LEN];
                kp_json_path_key(bp, sizeof(bp), path, "bootstrap.servers");
                if (kp_bootstrap_check(p->bootstrap, why, sizeof(why)))
                        return pr_perr(r, bp, "%s", why);
        }
        if (p->properties_file && !r->opts->offline) {
                kp_kvlist java = { 0 };
                char why[768], fpath[PATH_LEN];
                int bad;
                kp_json_path_key(fpath, sizeof(fpath), path, "properties_file");
                size_t before = p->client.n;
                bad = kp_props_load(p->properties_file, &java, why,
                                    sizeof(why)) ||
                      kp_clientprops_from_java(&java, p->properties_file,
                                               &p->client, warn_relay,
                                               (void *)r, why, sizeof(why));
                kp_kv_free(&java);
                if (bad)
                        return pr_perr(r, fpath, "%s", why);
                /* Their values, checked by librdkafka later, are named
                 * by the file and the key. */
                for (size_t i = before; i < p->client.n; i++)
                        if (strcmp(p->client.items[i].key,
                                   "bootstrap.servers") != 0 &&
                            pr_add_site(r, p->properties_file,
                                        p->client.items[i].key,
                                        p->client.items[i].key,
                                        p->client.items[i].value, NULL))
                                return pr_perr(r, fpath, "out of memory");
                /* bootstrap.servers from the file, as Kafka's tools
                 * allow, unless the plan gives it. */
                if (!p->bootstrap && kp_kv_get(&p->client, "bootstrap.servers"))
                        p->bootstrap =
                            strdup(kp_kv_get(&p->client, "bootstrap.servers"));
                kp_kv_unset(&p->client, "bootstrap.servers");
        }
        if (pr_get_props(r, c, path, "config", KP_CLIENT_ANY, &p->client))
                return -1;
        if (kp_kv_get(&p->client, "bootstrap.servers") ||
            kp_kv_get(&p->client, "metadata.broker.list")) {
                char cp[PATH_LEN];
                kp_json_path_key(cp, sizeof(cp), path, "config");
                return pr_perr(r, cp,
                               "give bootstrap.servers as "
                               "cluster[\"bootstrap.servers\"], not in "
                               "config");
        }
        return 0;
}

/* "existing": "match" (an existing topic must be the plan's) or
 * "accept" (it is measured as the cluster has it). */
static int get_existing(const rd *r, const cJSON *obj, const char *parent,
                        kp_plan *p)
{
        static const pr_choice existing[] = { { "match", 0 },
                                              { "accept", 1 },
                                              { NULL, 0 } };
        return pr_get_choice(r, obj, parent, "existing", existing,
                             "expected \"match\" (an existing topic must be "
                             "as the plan says) or \"accept\" (measure it as "
                             "it is)",
                             &p->accept_existing);
}

static int parse_topic(const rd *r, const cJSON *root, kp_plan *p)
{
        static const char *const keys[] = {
                "name",   "partitions", "replication_factor",
                "create", "existing",   "config",
                NULL
        };
        char path[PATH_LEN];
        const cJSON *t = pr_member(root, "topic", path, "");
        p->partitions = 6;
        p->replication_factor = -1;
        p->create = 1;
        if (t &&
            (pr_want_object(r, t, path) || pr_check_keys(r, t, path, keys) ||
             pr_get_string(r, t, path, "name", 0, &p->topic) ||
             pr_get_int(r, t, path, "partitions", 1, 100000, &p->partitions) ||
             pr_get_int(r, t, path, "replication_factor", 1, 32767,
                        &p->replication_factor) ||
             pr_get_bool(r, t, path, "create", &p->create) ||
             get_existing(r, t, path, p) ||
             pr_get_props(r, t, path, "config", -1, &p->topic_config)))
                return -1;
        for (size_t i = 0; !r->opts->offline && i < p->topic_config.n; i++) {
                const kp_kv *kv = &p->topic_config.items[i];
                char why[512], cp[PATH_LEN], kp[PATH_LEN];
                if (!kp_topicconfig_check(kv->key, kv->value, why, sizeof(why)))
                        continue;
                kp_json_path_key(cp, sizeof(cp), path, "config");
                kp_json_path_key(kp, sizeof(kp), cp, kv->key);
                return pr_perr(r, kp, "%s", why);
        }
        if (p->topic) {
                for (const char *c = p->topic; *c; c++) {
                        if (!isalnum((unsigned char)*c) && *c != '.' &&
                            *c != '_' && *c != '-') {
                                char np[PATH_LEN];
                                kp_json_path_key(np, sizeof(np), path, "name");
                                return pr_bad_value(
                                    r, np, cJSON_GetObjectItem(t, "name"),
                                    "expected a Kafka topic name: letters, "
                                    "digits, . _ - (at most 249)");
                        }
                }
                if (strcmp(p->topic, ".") == 0 || strcmp(p->topic, "..") == 0) {
                        char np[PATH_LEN];
                        kp_json_path_key(np, sizeof(np), path, "name");
                        return pr_bad_value(r, np,
                                            cJSON_GetObjectItem(t, "name"),
                                            "Kafka does not allow \".\" or "
                                            "\"..\" as a topic name");
                }
                if (strlen(p->topic) > 249)
                        return pr_perr(r, path,
                                       "topic name longer than 249 "
                                       "characters");
        } else if (asprintf(&p->topic, "kplan-%s", p->name) < 0) {
                p->topic = NULL;
                return pr_perr(r, path, "out of memory");
        }
        return 0;
}

/* The acks tier t produces with: its producer properties, the cluster's
 * client properties, else librdkafka's default, all. */
static const char *tier_acks(const kp_plan *p, const kp_tier *t)
{
        static const char *const names[2] = { "acks", "request.required.acks" };
        for (size_t i = 0; i < KP_ARRAY_LEN(names); i++)
                if (kp_kv_get(&t->producer, names[i]))
                        return kp_kv_get(&t->producer, names[i]);
        for (size_t i = 0; i < KP_ARRAY_LEN(names); i++)
                if (kp_kv_get(&p->client, names[i]))
                        return kp_kv_get(&p->client, names[i]);
        return NULL;
}

/* min.insync.replicas above a topic's replication factor: every acks=all
 * write to it fails with NOT_ENOUGH_REPLICAS, so no tier that writes so
 * measures anything. */
static int check_min_isr(const rd *r, const kp_plan *p)
{
        const char *v = kp_kv_get(&p->topic_config, "min.insync.replicas");
        char path[PATH_LEN];
        long isr;
        if (r->opts->offline || !v)
                return 0;
        isr = strtol(v, NULL, 10);
        for (size_t i = 0; i < p->n_tiers; i++) {
                const kp_tier *t = &p->tiers[i];
                const char *acks = tier_acks(p, t);
                if (t->replication_factor <= 0 ||
                    isr <= t->replication_factor ||
                    (acks && strcasecmp(acks, "all") != 0 &&
                     strcmp(acks, "-1") != 0))
                        continue;
                kp_json_path_key(path, sizeof(path), "topic.config",
                                 "min.insync.replicas");
                return pr_perr(r, path,
                               "%ld is above the replication factor %d of "
                               "the topic tier \"%s\" writes to with "
                               "acks=all%s: every write would fail with "
                               "NOT_ENOUGH_REPLICAS (expected at most %d, "
                               "or a higher replication factor)",
                               isr, t->replication_factor, t->name,
                               acks ? "" : " (librdkafka's default)",
                               t->replication_factor);
        }
        return 0;
}

/* ---- the whole plan ---------------------------------------------------- */

static const char *const top_keys[] = { "kplan",       "name",    "title",
                                        "description", "cluster", "topic",
                                        "defaults",    "tiers",   "criteria",
                                        "target",      "signoff", "report",
                                        "agents",      NULL };

static int parse_root(const rd *r, cJSON *root, kp_plan *p)
{
        static const char *const report_keys[] = { "template", "lang", NULL };
        char path[PATH_LEN];
        const cJSON *v, *rep;
        int version = 1;
        if (!cJSON_IsObject(root))
                return pr_bad_value(r, "", root,
                                    "expected a JSON object (the plan)");
        if (pr_check_keys(r, root, "", top_keys))
                return -1;
        v = pr_member(root, "kplan", path, "");
        if (v && (!cJSON_IsNumber(v) || v->valuedouble != 1))
                return pr_bad_value(r, path, v,
                                    "expected 1 (this kplan reads plan format "
                                    "version 1)");
        p->version = version;
        p->scale = 1;
        if (!r->opts->offline &&
            (pr_prom_auth_names(r, root, p) || pr_expand_env(r, root, "")))
                return -1;
        if (pr_get_string(r, root, "", "name", 1, &p->name))
                return -1;
        if (!pr_valid_name(p->name, 0)) {
                pr_member(root, "name", path, "");
                return pr_bad_value(r, path, cJSON_GetObjectItem(root, "name"),
                                    "expected 1 to 64 letters, digits or . _ - "
                                    "+ (it names the report directory)");
        }
        if (pr_get_string(r, root, "", "title", 0, &p->title) ||
            pr_get_string(r, root, "", "description", 0, &p->description) ||
            parse_cluster(r, root, p) || parse_topic(r, root, p) ||
            pr_parse_tiers(r, root, p) || parse_criteria(r, root, p) ||
            parse_target(r, root, p) || parse_signoff(r, root, p) ||
            parse_agents(r, root, p) || check_min_isr(r, p))
                return -1;
        rep = pr_member(root, "report", path, "");
        if (rep) {
                char *tmpl = NULL, *full;
                if (pr_want_object(r, rep, path) ||
                    pr_check_keys(r, rep, path, report_keys) ||
                    pr_get_string(r, rep, path, "template", 0, &tmpl))
                        return -1;
                if (tmpl && !strchr(tmpl, '/')) {
                        /* A bare name: a bundled template, unless a file
                         * of that name sits next to the plan. */
                        full = kp_path_join(r->dir, tmpl);
                        if (full && access(full, R_OK) == 0) {
                                free(tmpl);
                                tmpl = full;
                        } else {
                                free(full);
                        }
                } else if (tmpl) {
                        full = kp_path_join(r->dir, tmpl);
                        free(tmpl);
                        tmpl = full;
                }
                p->template = tmpl;
                v = pr_member(rep, "lang", path, "report");
                if (v && (!cJSON_IsString(v) ||
                          kp_lang_parse(v->valuestring, &p->lang)))
                        return pr_bad_value(r, path, v,
                                            "expected a report language: "
                                            "\"en\" or \"zh-CN\"");
        }
        if (!p->title)
                p->title = strdup(p->name);
        for (size_t i = 0; p->bootstrap && i < p->n_tiers; i++)
                if (p->tiers[i].n_faults)
                        return pr_perr(r, "",
                                       "tier \"%s\" has faults, which only the "
                                       "embedded cluster takes (no "
                                       "bootstrap.servers)",
                                       p->tiers[i].name);
        if (!p->bootstrap) {
                /* The embedded mock keeps about 5 MiB per partition. In
                 * double: absurd sizes must not wrap to a small number. */
                double bytes = 0;
                int parts = p->partitions;
                for (size_t i = 0; i < p->n_tiers; i++) {
                        if (p->tiers[i].partitions < parts)
                                parts = p->tiers[i].partitions;
                        bytes += (double)p->tiers[i].messages *
                                 (double)(p->tiers[i].record_size + 60);
                }
                if (parts > 0 &&
                    bytes / (double)parts > (double)KP_MOCK_PARTITION_BYTES)
                        pr_warn(
                            r,
                            "%s: the embedded cluster keeps about 5 MiB per "
                            "partition and drops older messages; this plan "
                            "writes about %.0f MiB per partition, so "
                            "consumers will miss messages (use more "
                            "partitions, fewer or smaller messages, or a "
                            "real cluster)",
                            r->name, bytes / (double)parts / 1048576.0);
        }
        return 0;
}

int kp_plan_parse(const char *text, size_t len, const char *name,
                  const char *dir, const kp_plan_opts *opts, kp_plan **out,
                  char *errstr, size_t errstr_size)
{
        static const kp_plan_opts no_opts;
        kp_json_doc *doc = NULL;
        kp_plan *p = NULL;
        rd r = { 0 };
        int ret = -1;

        *out = NULL;
        if (errstr_size)
                errstr[0] = '\0';
        if (len > KP_PLAN_MAX_BYTES)
                return kp_err(errstr, errstr_size,
                              "%s: is %zu bytes, larger than the plan limit "
                              "of %d bytes",
                              name, len, KP_PLAN_MAX_BYTES);
        if (kp_json_parse(text, len, name, &doc, errstr, errstr_size))
                return -1;
        p = calloc(1, sizeof(*p));
        if (!p) {
                kp_err(errstr, errstr_size, "out of memory");
                goto out;
        }
        kp_sha256_hex(text, len, p->sha256);
        p->path = strdup(name);
        p->dir = strdup(dir ? dir : ".");
        r.plan = p;
        r.doc = doc;
        r.name = name;
        r.dir = p->dir;
        r.opts = opts ? opts : &no_opts;
        r.errstr = errstr;
        r.errstr_size = errstr_size;
        if (!p->path || !p->dir) {
                kp_err(errstr, errstr_size, "out of memory");
                goto out;
        }
        if (pr_apply_sets(&r, kp_json_root(doc), p) ||
            parse_root(&r, kp_json_root(doc), p))
                goto out;
        p->source = kp_json_detach(doc);
        if (!r.opts->offline)
                pr_store_repeats(p->source);
        pr_redact_tree(p->source);
        pr_prom_redact(p->source);
        *out = p;
        p = NULL;
        ret = 0;
out:
        free(r.sets);
        kp_plan_destroy(p);
        kp_json_doc_destroy(doc);
        return ret;
}

int kp_plan_load(const char *path, const kp_plan_opts *opts, kp_plan **out,
                 char *errstr, size_t errstr_size)
{
        char *text = NULL, *dir = NULL;
        size_t len;
        int ret;
        *out = NULL;
        if (kp_read_file(path, KP_PLAN_MAX_BYTES, &text, &len, errstr,
                         errstr_size))
                return -1;
        dir = kp_dirname(path);
        if (!dir) {
                free(text);
                return kp_err(errstr, errstr_size, "out of memory");
        }
        ret =
            kp_plan_parse(text, len, path, dir, opts, out, errstr, errstr_size);
        free(text);
        free(dir);
        return ret;
}

int kp_plan_from_source(const cJSON *source, kp_plan **out, char *errstr,
                        size_t errstr_size)
{
        kp_plan_opts opts = { 0 };
        char *text = cJSON_PrintUnformatted(source);
        int ret;
        opts.offline = 1;
        if (!text)
                return kp_err(errstr, errstr_size, "out of memory");
        ret = kp_plan_parse(text, strlen(text), "results.json plan", ".", &opts,
                            out, errstr, errstr_size);
        free(text);
        return ret;
}

void kp_plan_destroy(kp_plan *p)
{
        if (!p)
                return;
        for (size_t i = 0; i < p->n_props; i++) {
                free(p->props[i].where);
                free(p->props[i].key);
                free(p->props[i].value);
                free(p->props[i].hint);
        }
        free(p->props);
        free(p->path);
        free(p->dir);
        free(p->name);
        free(p->title);
        free(p->description);
        free(p->bootstrap);
        free(p->metrics_listen);
        free(p->properties_file);
        kp_kv_free(&p->client);
        pr_hosts_free(p);
        pr_prom_free(p);
        free(p->topic);
        kp_kv_free(&p->topic_config);
        for (size_t i = 0; i < p->n_tiers; i++)
                kp_tier_clear(&p->tiers[i]);
        free(p->tiers);
        for (size_t i = 0; i < p->n_criteria; i++) {
                free(p->criteria[i].metric);
                for (size_t k = 0; k < p->criteria[i].n_tiers; k++)
                        free(p->criteria[i].tiers[k]);
                free(p->criteria[i].tiers);
        }
        free(p->criteria);
        free(p->prepared_by);
        free(p->company);
        for (size_t i = 0; i < p->n_approvers; i++) {
                free(p->approvers[i].role);
                free(p->approvers[i].name);
        }
        free(p->approvers);
        free(p->template);
        for (size_t i = 0; i < p->n_overrides; i++)
                free(p->overrides[i]);
        free(p->overrides);
        cJSON_Delete(p->source);
        free(p);
}

const kp_tier *kp_plan_tier(const kp_plan *p, const char *name)
{
        for (size_t i = 0; i < p->n_tiers; i++)
                if (strcmp(p->tiers[i].name, name) == 0)
                        return &p->tiers[i];
        return NULL;
}

int kp_plan_parse_scale(const char *text, double *factor, char *errstr,
                        size_t errstr_size)
{
        char *end;
        double f;
        errno = 0;
        f = text ? strtod(text, &end) : 0;
        if (text && end != text && *end == '%' && end[1] == '\0') {
                f /= 100;
                end++;
        }
        if (!text || end == text || *end || errno || !isfinite(f) || f <= 0 ||
            f > 1)
                return kp_err(errstr, errstr_size,
                              "expected a factor above 0 and at most 1 "
                              "(0.01, or 1%%), got \"%s\"",
                              text ? text : "");
        *factor = f;
        return 0;
}

int kp_plan_scale(kp_plan *p, double factor, char *errstr, size_t errstr_size)
{
        if (!isfinite(factor) || factor <= 0 || factor > 1)
                return kp_err(errstr, errstr_size,
                              "scale %g: expected a factor above 0 and at "
                              "most 1",
                              factor);
        for (size_t i = 0; i < p->n_tiers; i++) {
                kp_tier *t = &p->tiers[i];
                double m = ceil((double)t->messages * factor);
                if (!t->search.present)
                        t->messages = m >= 1 ? (uint64_t)m : 1;
                t->warmup_messages =
                    (uint64_t)floor((double)t->warmup_messages * factor);
                /* A search has no message count: its warm-up adds to each
                 * trial instead. */
                if (!t->search.present && t->warmup_messages >= t->messages)
                        t->warmup_messages = t->messages - 1;
                t->warmup_us = (int64_t)((double)t->warmup_us * factor);
                /* A search's trials and soak shrink too, to a second at
                 * least (or 100 messages): a rehearsal, not a measurement. */
                if (t->search.present) {
                        kp_search *s = &t->search;
                        if (s->trial_us)
                                s->trial_us = (int64_t)fmax(
                                    1e6, (double)s->trial_us * factor);
                        if (s->trial_messages)
                                s->trial_messages = (uint64_t)fmax(
                                    100,
                                    ceil((double)s->trial_messages * factor));
                        if (s->soak_us)
                                s->soak_us = (int64_t)fmax(
                                    1e6, (double)s->soak_us * factor);
                        if (s->warmup_us > 0)
                                s->warmup_us =
                                    (int64_t)((double)s->warmup_us * factor);
                }
                if (t->backlog.present)
                        t->backlog.pause_us = (int64_t)fmax(
                            1e6, (double)t->backlog.pause_us * factor);
        }
        p->scale *= factor;
        return 0;
}

uint64_t kp_plan_total_messages(const kp_plan *p)
{
        uint64_t n = 0;
        for (size_t i = 0; i < p->n_tiers; i++)
                n += p->tiers[i].messages;
        return n;
}

double kp_plan_fixed_seconds(const kp_plan *p, size_t *n_unlimited)
{
        double s = 0;
        *n_unlimited = 0;
        for (size_t i = 0; i < p->n_tiers; i++) {
                const kp_tier *t = &p->tiers[i];
                double longest = 0;
                int first = 1;
                if (kp_tier_unlimited(t))
                        (*n_unlimited)++;
                if (!t->parallel_group) {
                        if (t->search.present)
                                s += kp_search_worst_seconds(t);
                        else if (t->rate > 0)
                                s += (double)t->messages / t->rate;
                        continue;
                }
                /* Parallel workloads share their time: the group counts
                 * once, for its longest fixed-rate workload. */
                for (size_t k = 0; k < i; k++)
                        if (p->tiers[k].parallel_group &&
                            strcmp(p->tiers[k].parallel_group,
                                   t->parallel_group) == 0)
                                first = 0;
                if (!first)
                        continue;
                for (size_t k = i; k < p->n_tiers; k++) {
                        const kp_tier *o = &p->tiers[k];
                        if (o->parallel_group && o->rate > 0 &&
                            strcmp(o->parallel_group, t->parallel_group) == 0 &&
                            (double)o->messages / o->rate > longest)
                                longest = (double)o->messages / o->rate;
                }
                s += longest;
        }
        return s;
}

const char *kp_cmp_str(kp_cmp c)
{
        switch (c) {
        case KP_CMP_LE:
                return "<=";
        case KP_CMP_LT:
                return "<";
        case KP_CMP_GE:
                return ">=";
        case KP_CMP_GT:
                return ">";
        }
        return "?";
}

const char *kp_cmp_words(kp_cmp c)
{
        switch (c) {
        case KP_CMP_LE:
                return "at most";
        case KP_CMP_LT:
                return "below";
        case KP_CMP_GE:
                return "at least";
        case KP_CMP_GT:
                return "above";
        }
        return "?";
}
