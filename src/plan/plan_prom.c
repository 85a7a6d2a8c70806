/* cluster.prometheus: where the brokers' own metrics come from
 * (plan/plan_priv.h, docs/plan.md "prometheus"). Only the shape is
 * checked: nothing connects. */

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "base/units.h"
#include "base/util.h"
#include "plan/plan_priv.h"

#define MAX_QUERIES 64
#define MAX_BROKERS 1024 /* entries of "brokers" */

static int ident_ok(const char *s, size_t max)
{
        size_t n = strlen(s);
        if (n == 0 || n > max || isdigit((unsigned char)s[0]))
                return 0;
        for (size_t i = 0; i < n; i++)
                if (!isalnum((unsigned char)s[i]) && s[i] != '_')
                        return 0;
        return 1;
}

/* "${NAME}" exactly: the variable a credential is read from. */
static char *env_name(const char *raw)
{
        size_t n = strlen(raw);
        char *name;
        if (n < 4 || raw[0] != '$' || raw[1] != '{' || raw[n - 1] != '}')
                return NULL;
        name = strndup(raw + 2, n - 3);
        if (name && !ident_ok(name, 128)) {
                free(name);
                return NULL;
        }
        return name;
}

static kp_prom_conf *conf_of(kp_plan *p)
{
        if (!p->prometheus)
                p->prometheus = calloc(1, sizeof(*p->prometheus));
        return p->prometheus;
}

int pr_prom_auth_names(const rd *r, const cJSON *root, kp_plan *p)
{
        static const char *const keys[] = { "bearer_token", "username",
                                            "password", NULL };
        char *const *slots[3];
        const cJSON *c, *pm, *auth, *v;
        char path[PATH_LEN], pp[PATH_LEN], ap[PATH_LEN];
        kp_prom_conf *pc;
        c = pr_member(root, "cluster", path, "");
        pm = c && cJSON_IsObject(c) ? pr_member(c, "prometheus", pp, path)
                                    : NULL;
        auth = pm && cJSON_IsObject(pm) ? pr_member(pm, "auth", ap, pp) : NULL;
        if (!auth)
                return 0;
        if (pr_want_object(r, auth, ap) || pr_check_keys(r, auth, ap, keys))
                return -1;
        pc = conf_of(p);
        if (!pc)
                return pr_perr(r, ap, "out of memory");
        slots[0] = &pc->token_env;
        slots[1] = &pc->user_env;
        slots[2] = &pc->password_env;
        for (size_t i = 0; keys[i]; i++) {
                char kp[PATH_LEN];
                v = pr_member(auth, keys[i], kp, ap);
                if (!v)
                        continue;
                /* The value is not shown: it may be the secret itself. */
                if (!cJSON_IsString(v) ||
                    !(*(char **)slots[i] = env_name(v->valuestring)))
                        return pr_perr(r, kp,
                                       "expected a reference to an "
                                       "environment variable, \"${NAME}\" "
                                       "(credentials are never written in "
                                       "a plan)");
        }
        if (pc->token_env && (pc->user_env || pc->password_env))
                return pr_perr(r, ap,
                               "expected either \"bearer_token\" or "
                               "\"username\" and \"password\", not both");
        if (!pc->token_env && (!pc->user_env || !pc->password_env))
                return pr_perr(r, ap,
                               "expected \"bearer_token\", or both "
                               "\"username\" and \"password\"");
        pc->auth = pc->token_env ? KP_PROM_AUTH_BEARER : KP_PROM_AUTH_BASIC;
        return 0;
}

static int url_ok(const char *u, const char **why)
{
        const char *host;
        if (strncmp(u, "http://", 7) == 0)
                host = u + 7;
        else if (strncmp(u, "https://", 8) == 0)
                host = u + 8;
        else {
                *why = "expected an http:// or https:// URL of a Prometheus "
                       "server, such as \"http://prometheus:9090\"";
                return 0;
        }
        if (!*host || *host == '/') {
                *why = "expected a host after the scheme";
                return 0;
        }
        for (const char *s = u; *s; s++) {
                if (isspace((unsigned char)*s) || *s == '?' || *s == '#') {
                        *why = "expected a URL without spaces, query or "
                               "fragment";
                        return 0;
                }
        }
        if (strchr(host, '@')) {
                *why = "expected a URL without credentials (give them in "
                       "\"auth\", from the environment)";
                return 0;
        }
        if (strlen(u) > 1024) {
                *why = "expected a URL of at most 1024 characters";
                return 0;
        }
        return 1;
}

/* A selector as Prometheus writes it, {job="kafka"}: kept without its
 * braces. Quotes must close and braces balance; the server checks the
 * rest when it is asked. */
static int selector(const rd *r, const cJSON *obj, const char *parent,
                    const char *key, char **out)
{
        char path[PATH_LEN];
        const cJSON *v = pr_member(obj, key, path, parent);
        const char *s;
        size_t n;
        int quote = 0;
        if (!v)
                return 0;
        if (!cJSON_IsString(v))
                goto bad;
        s = v->valuestring;
        n = strlen(s);
        if (n < 2 || s[0] != '{' || s[n - 1] != '}' || n > 512)
                goto bad;
        for (size_t i = 1; i + 1 < n; i++) {
                if (quote && s[i] == '\\' && i + 2 < n)
                        i++;
                else if (s[i] == '"')
                        quote = !quote;
                else if (!quote && (s[i] == '{' || s[i] == '}'))
                        goto bad;
                else if (s[i] == '\n')
                        goto bad;
        }
        if (quote)
                goto bad;
        free(*out);
        *out = strndup(s + 1, n - 2);
        return *out ? 0 : pr_perr(r, path, "out of memory");
bad:
        return pr_bad_value(r, path, v,
                            "expected a label selector such as "
                            "{job=\"kafka\"} (braces, matchers, closed "
                            "quotes; at most 512 characters)");
}

static int parse_query(const rd *r, const cJSON *it, const char *ip,
                       kp_prom_query *q)
{
        static const char *const keys[] = { "name", "promql", "unit", NULL };
        char kp[PATH_LEN];
        if (pr_want_object(r, it, ip) || pr_check_keys(r, it, ip, keys) ||
            pr_get_string(r, it, ip, "name", 1, &q->name) ||
            pr_get_string(r, it, ip, "promql", 1, &q->promql) ||
            pr_get_string(r, it, ip, "unit", 0, &q->unit))
                return -1;
        if (!ident_ok(q->name, 48) ||
            strpbrk(q->name, "ABCDEFGHIJKLMNOPQRSTUVWXYZ"))
                return pr_bad_value(r, ip, pr_member(it, "name", kp, ip),
                                    "expected a name of 1 to 48 lower-case "
                                    "letters, digits and _");
        if (!*q->promql || strlen(q->promql) > 4096)
                return pr_bad_value(r, kp, pr_member(it, "promql", kp, ip),
                                    "expected PromQL of 1 to 4096 "
                                    "characters");
        if (!q->unit)
                q->unit = strdup("");
        if (!q->unit || strlen(q->unit) > 16)
                return pr_bad_value(r, kp, pr_member(it, "unit", kp, ip),
                                    "expected a unit of at most 16 "
                                    "characters, such as \"%\", \"B/s\" or "
                                    "\"ms\"");
        return 0;
}

/* "brokers": {"<label value>": <node id>, ...}. A label given twice
 * would name two brokers, or one twice: refused either way. Two labels
 * may name one node (its JMX exporter's and its host's node_exporter's
 * targets). */
static int broker_map(const rd *r, const cJSON *pm, const char *parent,
                      kp_prom_conf *pc)
{
        char path[PATH_LEN];
        const cJSON *m = pr_member(pm, "brokers", path, parent), *it;
        size_t n;
        if (!m)
                return 0;
        n = cJSON_IsObject(m) ? (size_t)cJSON_GetArraySize(m) : 0;
        if (!cJSON_IsObject(m) || n > MAX_BROKERS)
                return pr_bad_value(r, path, m,
                                    "expected an object of at most 1024 "
                                    "entries, the broker label's value and "
                                    "the node id of the broker it names: "
                                    "{\"kafka-1:7071\": 1}");
        pc->brokers = calloc(n + 1, sizeof(*pc->brokers));
        if (!pc->brokers)
                return pr_perr(r, path, "out of memory");
        cJSON_ArrayForEach(it, m)
        {
                char ip[PATH_LEN];
                kp_prom_broker *e = &pc->brokers[pc->n_brokers];
                double v = it->valuedouble;
                pr_member(m, it->string, ip, path);
                if (!*it->string || strlen(it->string) > 256)
                        return pr_perr(r, ip,
                                       "expected a label value of 1 to 256 "
                                       "characters");
                for (size_t k = 0; k < pc->n_brokers; k++)
                        if (!strcmp(pc->brokers[k].label, it->string))
                                return pr_perr(r, ip,
                                               "a second entry for \"%s\": "
                                               "a label names one broker",
                                               it->string);
                if (!cJSON_IsNumber(it) || !(v >= 0 && v <= 2147483647.0) ||
                    v != (double)(long long)v)
                        return pr_bad_value(r, ip, it,
                                            "expected a broker's node id, a "
                                            "whole number from 0 to "
                                            "2147483647");
                e->label = strdup(it->string);
                if (!e->label)
                        return pr_perr(r, ip, "out of memory");
                e->node = (int32_t)v;
                pc->n_brokers++;
        }
        return 0;
}

int pr_parse_prom(const rd *r, const cJSON *cluster, const char *parent,
                  kp_plan *p)
{
        static const char *const keys[] = {
                "url",         "auth",        "selector", "node_selector",
                "label",       "timeout",     "window",   "scrape_interval",
                "ceiling_pct", "network_bps", "defaults", "queries",
                "brokers",     NULL
        };
        char path[PATH_LEN], kp[PATH_LEN];
        const cJSON *pm = pr_member(cluster, "prometheus", path, parent), *qs,
                    *it;
        const char *why;
        kp_prom_conf *pc;
        uint64_t bps = 0;
        if (!pm)
                return 0;
        if (pr_want_object(r, pm, path) || pr_check_keys(r, pm, path, keys))
                return -1;
        pc = conf_of(p);
        if (!pc)
                return pr_perr(r, path, "out of memory");
        if (r->opts->offline && cJSON_GetObjectItem(pm, "auth"))
                pc->auth = cJSON_GetObjectItem(cJSON_GetObjectItem(pm, "auth"),
                                               "bearer_token")
                               ? KP_PROM_AUTH_BEARER
                               : KP_PROM_AUTH_BASIC;
        pc->timeout_us = 10 * 1000000LL;
        pc->window_us = 60 * 1000000LL;
        pc->scrape_us = 15 * 1000000LL;
        pc->ceiling_pct = 70;
        pc->defaults = 1;
        pc->selector = strdup("");
        pc->node_selector = strdup("");
        if (!pc->selector || !pc->node_selector)
                return pr_perr(r, path, "out of memory");
        if (pr_get_string(r, pm, path, "url", 1, &pc->url) ||
            selector(r, pm, path, "selector", &pc->selector) ||
            selector(r, pm, path, "node_selector", &pc->node_selector) ||
            pr_get_string(r, pm, path, "label", 0, &pc->label) ||
            pr_get_duration(r, pm, path, "timeout", 100000LL, 300 * 1000000LL,
                            &pc->timeout_us) ||
            pr_get_duration(r, pm, path, "window", 1000000LL, 3600 * 1000000LL,
                            &pc->window_us) ||
            pr_get_duration(r, pm, path, "scrape_interval", 100000LL,
                            600 * 1000000LL, &pc->scrape_us) ||
            pr_get_number(r, pm, path, "ceiling_pct", 1, 100,
                          &pc->ceiling_pct) ||
            pr_get_size(r, pm, path, "network_bps", 1, 1ULL << 50, &bps) ||
            pr_get_bool(r, pm, path, "defaults", &pc->defaults) ||
            broker_map(r, pm, path, pc))
                return -1;
        pc->network_bps = bps;
        if (!pc->label)
                pc->label = strdup("instance");
        if (!pc->label)
                return pr_perr(r, path, "out of memory");
        while (pc->url[0] && pc->url[strlen(pc->url) - 1] == '/')
                pc->url[strlen(pc->url) - 1] = '\0';
        if (!url_ok(pc->url, &why))
                return pr_bad_value(r, path, pr_member(pm, "url", kp, path),
                                    why);
        if (!ident_ok(pc->label, 128))
                return pr_bad_value(r, kp, pr_member(pm, "label", kp, path),
                                    "expected a Prometheus label name such "
                                    "as \"instance\"");
        qs = pr_member(pm, "queries", kp, path);
        if (qs) {
                size_t n = (size_t)cJSON_GetArraySize(qs), i = 0;
                if (!cJSON_IsArray(qs) || n > MAX_QUERIES)
                        return pr_bad_value(r, kp, qs,
                                            "expected an array of at most 64 "
                                            "queries");
                pc->queries = calloc(n + 1, sizeof(*pc->queries));
                if (!pc->queries)
                        return pr_perr(r, kp, "out of memory");
                cJSON_ArrayForEach(it, qs)
                {
                        char ip[PATH_LEN];
                        kp_json_path_index(ip, sizeof(ip), kp, i);
                        pc->n_queries = ++i;
                        if (parse_query(r, it, ip, &pc->queries[i - 1]))
                                return -1;
                        for (size_t k = 0; k + 1 < i; k++)
                                if (strcmp(pc->queries[k].name,
                                           pc->queries[i - 1].name) == 0)
                                        return pr_perr(r, ip,
                                                       "a second query named "
                                                       "\"%s\"",
                                                       pc->queries[k].name);
                }
        }
        if (!pc->defaults && pc->n_queries == 0)
                return pr_perr(r, path,
                               "\"defaults\": false leaves no query: give "
                               "\"queries\"");
        return 0;
}

void pr_prom_redact(cJSON *root)
{
        cJSON *auth = cJSON_GetObjectItemCaseSensitive(
            cJSON_GetObjectItemCaseSensitive(
                cJSON_GetObjectItemCaseSensitive(root, "cluster"),
                "prometheus"),
            "auth");
        cJSON *u = cJSON_GetObjectItemCaseSensitive(auth, "username");
        char *red;
        if (!cJSON_IsString(u))
                return;
        red = strdup(KP_REDACTED);
        if (!red)
                return;
        free(u->valuestring);
        u->valuestring = red;
}

void pr_prom_free(kp_plan *p)
{
        kp_prom_conf *pc = p->prometheus;
        if (!pc)
                return;
        free(pc->url);
        free(pc->token_env);
        free(pc->user_env);
        free(pc->password_env);
        free(pc->selector);
        free(pc->node_selector);
        free(pc->label);
        for (size_t i = 0; i < pc->n_queries; i++) {
                free(pc->queries[i].name);
                free(pc->queries[i].promql);
                free(pc->queries[i].unit);
        }
        free(pc->queries);
        for (size_t i = 0; i < pc->n_brokers; i++)
                free(pc->brokers[i].label);
        free(pc->brokers);
        free(pc);
        p->prometheus = NULL;
}
