/*
 * plan_priv: what the plan parser's files share. Not a public interface:
 * plan/plan.h is.
 *
 * The calls run one way, down: plan.c (the entry: kp_plan_parse() and
 * the plan's top-level keys) calls the parts, plan_tiers.c (the tiers,
 * their sweeps and workloads), plan_search.c, plan_hosts.c,
 * plan_prom.c, plan_window.c, plan_abort.c and plan_set.c (--set), which
 * call one another only downward (plan_tiers.c -> plan_search.c ->
 * plan_window.c); every part calls the readers of plan_read.c, which
 * call no other part. A part never calls back into plan.c.
 *
 * The readers take a JSON object, a parent path ("tiers[2]") and a key,
 * and either store the value or return -1 with a sentence in the parse's
 * errstr that names the place: "plan.json:14:15: tiers[2].rate: ...".
 * A missing optional key leaves the output as it was.
 */
#ifndef KP_PLAN_PRIV_H
#define KP_PLAN_PRIV_H

#include <stddef.h>
#include <stdint.h>

#include <cjson/cJSON.h>

#include "base/json.h"
#include "plan/metrics.h"
#include "plan/plan.h"

#define PATH_LEN     512
#define MAX_TIERS    1000
#define MAX_MESSAGES 1000000000000ULL /* 10^12 per tier */
#define MAX_RECORD   (100ULL * 1024 * 1024)
#define SWEEP_HINT                                                             \
        " (a sweep varies record_size, partitions, replication_factor, "       \
        "producers, consumers, fetch_size, a producer property, or "           \
        "consumer.<a consumer property>)"

/* An override being applied (kp_plan_opts.sets): as typed, and the JSON
 * path it resolved to ("tiers[2].messages"). */
typedef struct pr_set {
        const char *arg;
        char shown[PATH_LEN + 64]; /* arg, a secret value redacted */
        char path[PATH_LEN];
} pr_set;

/* The parse in progress: where errors go and how to place them. */
typedef struct rd {
        kp_plan *plan;          /* being filled */
        const kp_json_doc *doc; /* NULL when parsing a stored copy */
        const char *name;
        const char *dir;
        const kp_plan_opts *opts;
        char *errstr;
        size_t errstr_size;
        pr_set *sets; /* the overrides applied, or NULL */
        size_t n_sets;
} rd;

int pr_perr(const rd *r, const char *path, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
int pr_add_site(const rd *r, const char *path, const char *file_key,
                const char *key, const char *value, const char *hint);
void pr_warn(const rd *r, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));
const char *pr_shown(const cJSON *v, char *out, size_t n);
int pr_bad_value(const rd *r, const char *path, const cJSON *v,
                 const char *expected);
const char *pr_suggest(const char *key, const char *const *allowed);
int pr_check_keys(const rd *r, const cJSON *obj, const char *path,
                  const char *const *allowed);
const cJSON *pr_member(const cJSON *obj, const char *key, char *path,
                       const char *parent);
int pr_want_object(const rd *r, const cJSON *v, const char *path);
/* v (at path) is an array of min to max items; else -1, the error
 * saying expected. */
int pr_array_value(const rd *r, const cJSON *v, const char *path, int min,
                   int max, const char *expected);
/* The same check, then zeroed room for v's items of size bytes and one
 * more (a terminator for who wants one): the caller frees it. NULL, the
 * error written, when v is not such an array or memory ran out. */
void *pr_array_items(const rd *r, const cJSON *v, const char *path, int min,
                     int max, const char *expected, size_t size);
/* A word a key may take and the value it stands for; a table of them
 * ends with a NULL name. */
typedef struct pr_choice {
        const char *name;
        int value;
} pr_choice;
/* v (at path) is the name of one of choices: 0 and *out its value; else
 * -1, the error saying expected. */
int pr_choice_value(const rd *r, const cJSON *v, const char *path,
                    const pr_choice *choices, const char *expected, int *out);
/* The same for obj's key under parent; 0 and *out untouched when the key
 * is absent. */
int pr_get_choice(const rd *r, const cJSON *obj, const char *parent,
                  const char *key, const pr_choice *choices,
                  const char *expected, int *out);
int pr_get_string(const rd *r, const cJSON *obj, const char *parent,
                  const char *key, int required, char **out);
int pr_as_text(const rd *r, const cJSON *v, const char *path,
               const char *expected, char *buf, size_t n);
int pr_count_value(const rd *r, const cJSON *v, const char *path, uint64_t min,
                   uint64_t max, uint64_t *out);
int pr_get_count(const rd *r, const cJSON *obj, const char *parent,
                 const char *key, uint64_t min, uint64_t max, uint64_t *out,
                 int *given);
int pr_int_value(const rd *r, const cJSON *v, const char *path, int min,
                 int max, int *out);
int pr_get_int(const rd *r, const cJSON *obj, const char *parent,
               const char *key, int min, int max, int *out);
int pr_size_value(const rd *r, const cJSON *v, const char *path, uint64_t min,
                  uint64_t max, uint64_t *out);
int pr_get_size(const rd *r, const cJSON *obj, const char *parent,
                const char *key, uint64_t min, uint64_t max, uint64_t *out);
int pr_get_duration(const rd *r, const cJSON *obj, const char *parent,
                    const char *key, int64_t min_us, int64_t max_us,
                    int64_t *out);
int pr_get_rate(const rd *r, const cJSON *obj, const char *parent,
                const char *key, double *out, int *given);
int pr_get_bool(const rd *r, const cJSON *obj, const char *parent,
                const char *key, int *out);
int pr_get_number(const rd *r, const cJSON *obj, const char *parent,
                  const char *key, double min, double max, double *out);
int pr_get_props(const rd *r, const cJSON *obj, const char *parent,
                 const char *key, int kind, kp_kvlist *out);
int pr_get_path(const rd *r, const cJSON *obj, const char *parent,
                const char *key, char **out);
int pr_get_payload_file(const rd *r, const cJSON *obj, const char *parent,
                        char **out);
int pr_expand_env(const rd *r, cJSON *v, const char *path);
void pr_redact_tree(cJSON *v);
int pr_valid_topic(const char *s);
void pr_topic_sanitize(char *t);
int pr_valid_name(const char *s, int allow_space);
int pr_parse_tiers(const rd *r, const cJSON *root, kp_plan *p);
/* Writes the default "repeat" into every sweep tier of a parsed plan's
 * tree that has none, so that the copy stored in results.json expands,
 * offline, into the tiers that ran. */
void pr_store_repeats(cJSON *root);
/* Applies the overrides of r->opts to root, filling r->sets and
 * p->overrides (plan_set.c). */
int pr_apply_sets(rd *r, cJSON *root, kp_plan *p);
/* The override that set path or a value above it, or NULL. */
const pr_set *pr_set_of(const rd *r, const char *path);

/* plan_hosts.c: cluster.hosts, the declared broker hosts; 0, or -1
 * with the parse's error set. */
int pr_parse_hosts(const rd *r, const cJSON *cluster, const char *parent,
                   kp_plan *p);
void pr_hosts_free(kp_plan *p);

/* plan_prom.c: cluster.prometheus. pr_prom_auth_names runs on the plan
 * before ${VAR} expansion and keeps the names of the variables the
 * credentials come from (a credential written in the plan is refused);
 * pr_parse_prom then reads the rest. 0, or -1 with the parse's error. */
int pr_prom_auth_names(const rd *r, const cJSON *root, kp_plan *p);
int pr_parse_prom(const rd *r, const cJSON *cluster, const char *parent,
                  kp_plan *p);
void pr_prom_free(kp_plan *p);
/* The stored plan keeps no part of Prometheus' credentials: the secret
 * keys are redacted as everywhere, and the user name too. */
void pr_prom_redact(cJSON *root);
/* plan_abort.c: a criterion's "abort" and "abort_grace" (at JSON path
 * cp, of metric met); 0, or -1 with the parse's error set. */
int pr_parse_abort(const rd *r, const cJSON *crit, const char *cp,
                   const kp_metric *met, kp_criterion *c);
/* A criterion's "window" and "windows" (plan_window.c): parsed from crit
 * (at cp) into c, met its metric: refused under 1 s, on a metric that is
 * not kept per window, "windows" outside (0, 1] or without "window". */
int pr_parse_window(const rd *r, const cJSON *crit, const char *cp,
                    const kp_metric *met, kp_criterion *c);
/* Whether c's window fits tier t: a multiple of its interval, and no
 * longer than the tier (messages / rate at a fixed rate; a search's soak,
 * else its trial). cp is the criterion's path. */
int pr_check_window_tier(const rd *r, const char *cp, const kp_criterion *c,
                         const kp_tier *t);
/* The same for every criterion of t's capacity search (tp: the tier's
 * path), once the tier's interval is known. */
int pr_check_search_windows(const rd *r, const char *tp, const kp_tier *t);
/* A threshold in the unit of metric m (criteria[i] at cp): a ratio
 * (1 = 100 %) must be from 0 to 1. 0, or -1 with the parse's error set. */
int pr_check_threshold(const rd *r, const char *cp, const kp_metric *m,
                       double threshold);

/* "<=", "<", ">=", ">": 0 and *out, or -1. */
int pr_parse_cmp(const char *s, kp_cmp *out);

/* plan_search.c: a tier's "search" (with "rate": "search") and
 * "backlog"; 0, or -1 with the parse's error set. */
int pr_parse_search(const rd *r, const cJSON *obj, const char *parent,
                    kp_tier *t);
int pr_parse_backlog(const rd *r, const cJSON *obj, const char *parent,
                     kp_tier *t);
int pr_search_defaults(kp_search *s);
void pr_search_free(kp_search *s);
int pr_search_copy(kp_search *dst, const kp_search *src);

#endif
