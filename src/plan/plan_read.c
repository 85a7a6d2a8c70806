/* The plan parser's value readers (plan/plan_priv.h). */

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

const pr_set *pr_set_of(const rd *r, const char *path)
{
        /* The last override that set this path or one above it. */
        for (size_t i = r->n_sets; i-- > 0;) {
                const char *s = r->sets[i].path;
                size_t n = strlen(s);
                if (strncmp(path, s, n) == 0 &&
                    (path[n] == '\0' || path[n] == '.' || path[n] == '['))
                        return &r->sets[i];
        }
        return NULL;
}

/* "plan.json:14:15: tiers[2].rate: <message>" */
int pr_perr(const rd *r, const char *path, const char *fmt, ...)
{
        char msg[768];
        int line, col;
        va_list ap;
        const pr_set *set = pr_set_of(r, path);
        va_start(ap, fmt);
        vsnprintf(msg, sizeof(msg), fmt, ap);
        va_end(ap);
        /* A value an override set is not where the file has it. */
        if (set)
                return kp_err(r->errstr, r->errstr_size,
                              "%s: %s (--set %s): %s", r->name, path,
                              set->shown, msg);
        if (r->doc && kp_json_where(r->doc, path, &line, &col))
                return kp_err(r->errstr, r->errstr_size, "%s:%d:%d: %s%s%s",
                              r->name, line, col, path, *path ? ": " : "", msg);
        return kp_err(r->errstr, r->errstr_size, "%s: %s%s%s", r->name, path,
                      *path ? ": " : "", msg);
}

/* Records a client property for the check of its value by librdkafka
 * (kp_plan.props): where says where it was written, as pr_perr() would. */
int pr_add_site(const rd *r, const char *path, const char *file_key,
                const char *key, const char *value, const char *hint)
{
        kp_plan *p = r->plan;
        kp_prop_site *v, *s;
        int line, col, n;
        if (r->opts->offline)
                return 0;
        v = realloc(p->props, (p->n_props + 1) * sizeof(*v));
        if (!v)
                return -1;
        p->props = v;
        s = &v[p->n_props];
        memset(s, 0, sizeof(*s));
        if (file_key)
                n = asprintf(&s->where, "%s: %s", path, file_key);
        else if (pr_set_of(r, path))
                n = asprintf(&s->where, "%s: %s (--set %s)", r->name, path,
                             pr_set_of(r, path)->shown);
        else if (r->doc && kp_json_where(r->doc, path, &line, &col))
                n = asprintf(&s->where, "%s:%d:%d: %s", r->name, line, col,
                             path);
        else
                n = asprintf(&s->where, "%s: %s", r->name, path);
        if (n < 0)
                s->where = NULL;
        s->key = strdup(key);
        s->value = strdup(value);
        s->hint = kp_strdup0(hint);
        p->n_props++;
        return !s->where || !s->key || !s->value || (hint && !s->hint) ? -1 : 0;
}

void pr_warn(const rd *r, const char *fmt, ...)
{
        char msg[768];
        va_list ap;
        if (!r->opts || !r->opts->warn)
                return;
        va_start(ap, fmt);
        vsnprintf(msg, sizeof(msg), fmt, ap);
        va_end(ap);
        r->opts->warn(r->opts->warn_opaque, msg);
}

/* The value as a person would recognise it in the file. */
const char *pr_shown(const cJSON *v, char *out, size_t n)
{
        if (cJSON_IsString(v)) {
                size_t len = strlen(v->valuestring);
                snprintf(out, n, "\"%.40s%s\"", v->valuestring,
                         len > 40 ? "..." : "");
        } else if (cJSON_IsNumber(v)) {
                snprintf(out, n, "%.15g", v->valuedouble);
        } else if (cJSON_IsBool(v)) {
                snprintf(out, n, "%s", cJSON_IsTrue(v) ? "true" : "false");
        } else if (cJSON_IsNull(v)) {
                snprintf(out, n, "null");
        } else if (cJSON_IsArray(v)) {
                snprintf(out, n, "an array");
        } else {
                snprintf(out, n, "an object");
        }
        return out;
}

int pr_bad_value(const rd *r, const char *path, const cJSON *v,
                 const char *expected)
{
        char got[64];
        return pr_perr(r, path, "%s, got %s", expected,
                       pr_shown(v, got, sizeof(got)));
}

const char *pr_suggest(const char *key, const char *const *allowed)
{
        int limit = (int)strlen(key) / 3 + 2;
        kp_nearest n = kp_nearest_start(key, limit > 4 ? 4 : limit);
        for (size_t i = 0; allowed[i]; i++)
                kp_nearest_offer(&n, allowed[i]);
        return n.best;
}

/* Every key of obj must be in allowed (NULL-terminated). */
int pr_check_keys(const rd *r, const cJSON *obj, const char *path,
                  const char *const *allowed)
{
        const cJSON *it;
        cJSON_ArrayForEach(it, obj)
        {
                char p[PATH_LEN];
                const char *s;
                int ok = 0;
                for (size_t i = 0; allowed[i]; i++)
                        if (strcmp(it->string, allowed[i]) == 0)
                                ok = 1;
                if (ok)
                        continue;
                kp_json_path_key(p, sizeof(p), path, it->string);
                s = pr_suggest(it->string, allowed);
                if (s)
                        return pr_perr(r, p,
                                       "unknown key \"%s\" (did you mean "
                                       "\"%s\"?)",
                                       it->string, s);
                {
                        kp_buf list = { 0 };
                        int ret;
                        for (size_t i = 0; allowed[i]; i++)
                                kp_buf_printf(&list, "%s%s", i ? ", " : "",
                                              allowed[i]);
                        ret = pr_perr(r, p,
                                      "unknown key \"%s\" (expected one "
                                      "of: %s)",
                                      it->string, list.s ? list.s : "");
                        kp_buf_free(&list);
                        return ret;
                }
        }
        return 0;
}

const cJSON *pr_member(const cJSON *obj, const char *key, char *path,
                       const char *parent)
{
        kp_json_path_key(path, PATH_LEN, parent, key);
        return cJSON_GetObjectItemCaseSensitive(obj, key);
}

int pr_array_value(const rd *r, const cJSON *v, const char *path, int min,
                   int max, const char *expected)
{
        int n = cJSON_GetArraySize(v);
        if (!cJSON_IsArray(v) || n < min || n > max)
                return pr_bad_value(r, path, v, expected);
        return 0;
}

int pr_choice_value(const rd *r, const cJSON *v, const char *path,
                    const pr_choice *choices, const char *expected, int *out)
{
        for (size_t i = 0; cJSON_IsString(v) && choices[i].name; i++)
                if (strcmp(v->valuestring, choices[i].name) == 0) {
                        *out = choices[i].value;
                        return 0;
                }
        return pr_bad_value(r, path, v, expected);
}

int pr_get_choice(const rd *r, const cJSON *obj, const char *parent,
                  const char *key, const pr_choice *choices,
                  const char *expected, int *out)
{
        char path[PATH_LEN];
        const cJSON *v = pr_member(obj, key, path, parent);
        if (!v)
                return 0;
        return pr_choice_value(r, v, path, choices, expected, out);
}

void *pr_array_items(const rd *r, const cJSON *v, const char *path, int min,
                     int max, const char *expected, size_t size)
{
        void *items;
        if (pr_array_value(r, v, path, min, max, expected))
                return NULL;
        items = calloc((size_t)cJSON_GetArraySize(v) + 1, size);
        if (!items)
                pr_perr(r, path, "out of memory");
        return items;
}

int pr_want_object(const rd *r, const cJSON *v, const char *path)
{
        if (!cJSON_IsObject(v))
                return pr_bad_value(r, path, v, "expected an object");
        return 0;
}

/* Strings: non-empty unless allow_empty; no control characters. */
int pr_get_string(const rd *r, const cJSON *obj, const char *parent,
                  const char *key, int required, char **out)
{
        char path[PATH_LEN];
        const cJSON *v = pr_member(obj, key, path, parent);
        char *s;
        if (!v) {
                if (required)
                        return pr_perr(r, parent, "missing required key \"%s\"",
                                       key);
                return 0;
        }
        if (!cJSON_IsString(v))
                return pr_bad_value(r, path, v, "expected a string");
        for (const char *c = v->valuestring; *c; c++)
                if ((unsigned char)*c < 0x20 && *c != '\n' && *c != '\t')
                        return pr_bad_value(r, path, v,
                                            "expected text without control "
                                            "characters");
        if (required && !*v->valuestring)
                return pr_bad_value(r, path, v, "expected a non-empty string");
        if (required && !v->valuestring[strspn(v->valuestring, " \t\n")])
                return pr_bad_value(r, path, v,
                                    "expected a non-blank string (not only "
                                    "spaces)");
        s = strdup(v->valuestring);
        if (!s)
                return pr_perr(r, path, "out of memory");
        free(*out);
        *out = s;
        return 0;
}

/* The value as text, for the parsers in units.c: strings as is, numbers
 * exactly. Fails for numbers beyond 2^53, which JSON cannot hold exactly
 * in a double. */
int pr_as_text(const rd *r, const cJSON *v, const char *path,
               const char *expected, char *buf, size_t n)
{
        if (cJSON_IsString(v)) {
                snprintf(buf, n, "%s", v->valuestring);
                return 0;
        }
        if (cJSON_IsNumber(v)) {
                double d = v->valuedouble;
                if (!isfinite(d) || fabs(d) >= (double)KP_MAX_EXACT)
                        return pr_bad_value(r, path, v,
                                            "number too large to be exact "
                                            "(at most 2^53)");
                if (d == floor(d))
                        snprintf(buf, n, "%.0f", d);
                else
                        snprintf(buf, n, "%.17g", d);
                if (d < 0)
                        return pr_bad_value(r, path, v, expected);
                return 0;
        }
        return pr_bad_value(r, path, v, expected);
}

typedef int (*unit_fn)(const char *, void *, char *, size_t);

/* A count such as 1000, "100k" or "10M" in [min, max], at path. */
int pr_count_value(const rd *r, const cJSON *v, const char *path, uint64_t min,
                   uint64_t max, uint64_t *out)
{
        char text[128], why[256];
        uint64_t n;
        if (pr_as_text(r, v, path,
                       "expected a whole count such as 100000, "
                       "\"100k\" or \"10M\"",
                       text, sizeof(text)))
                return -1;
        if (kp_parse_count(text, &n, why, sizeof(why)))
                return pr_bad_value(r, path, v, why);
        if (n < min || n > max) {
                char a[32], b[32];
                snprintf(why, sizeof(why), "expected a count from %s to %s",
                         kp_fmt_count(a, sizeof(a), min),
                         kp_fmt_count(b, sizeof(b), max));
                return pr_bad_value(r, path, v, why);
        }
        *out = n;
        return 0;
}

int pr_get_count(const rd *r, const cJSON *obj, const char *parent,
                 const char *key, uint64_t min, uint64_t max, uint64_t *out,
                 int *given)
{
        char path[PATH_LEN];
        const cJSON *v = pr_member(obj, key, path, parent);
        if (!v)
                return 0;
        if (pr_count_value(r, v, path, min, max, out))
                return -1;
        if (given)
                *given = 1;
        return 0;
}

int pr_int_value(const rd *r, const cJSON *v, const char *path, int min,
                 int max, int *out)
{
        uint64_t n = 0;
        if (pr_count_value(r, v, path, (uint64_t)(min < 0 ? 0 : min),
                           (uint64_t)max, &n))
                return -1;
        *out = (int)n;
        return 0;
}

int pr_get_int(const rd *r, const cJSON *obj, const char *parent,
               const char *key, int min, int max, int *out)
{
        char path[PATH_LEN];
        const cJSON *v = pr_member(obj, key, path, parent);
        if (!v)
                return 0;
        return pr_int_value(r, v, path, min, max, out);
}

int pr_size_value(const rd *r, const cJSON *v, const char *path, uint64_t min,
                  uint64_t max, uint64_t *out)
{
        char text[128], why[256];
        uint64_t n;
        if (pr_as_text(r, v, path, "expected a size such as 1000 or \"1KiB\"",
                       text, sizeof(text)))
                return -1;
        if (kp_parse_size(text, &n, why, sizeof(why)))
                return pr_bad_value(r, path, v, why);
        if (n < min || n > max) {
                char a[32], b[32];
                snprintf(why, sizeof(why),
                         "expected a size from %s to %s bytes",
                         kp_fmt_count(a, sizeof(a), min),
                         kp_fmt_count(b, sizeof(b), max));
                return pr_bad_value(r, path, v, why);
        }
        *out = n;
        return 0;
}

int pr_get_size(const rd *r, const cJSON *obj, const char *parent,
                const char *key, uint64_t min, uint64_t max, uint64_t *out)
{
        char path[PATH_LEN];
        const cJSON *v = pr_member(obj, key, path, parent);
        if (!v)
                return 0;
        return pr_size_value(r, v, path, min, max, out);
}

int pr_get_duration(const rd *r, const cJSON *obj, const char *parent,
                    const char *key, int64_t min_us, int64_t max_us,
                    int64_t *out)
{
        char path[PATH_LEN], text[128], why[256];
        const cJSON *v = pr_member(obj, key, path, parent);
        int64_t us;
        if (!v)
                return 0;
        if (pr_as_text(r, v, path, "expected a duration such as \"30s\"", text,
                       sizeof(text)))
                return -1;
        if (kp_parse_duration_us(text, &us, why, sizeof(why)))
                return pr_bad_value(r, path, v, why);
        if (us < min_us || us > max_us) {
                char a[32], b[32];
                snprintf(why, sizeof(why), "expected a duration from %s to %s",
                         kp_fmt_duration(a, sizeof(a), (double)min_us / 1e6),
                         kp_fmt_duration(b, sizeof(b), (double)max_us / 1e6));
                return pr_bad_value(r, path, v, why);
        }
        *out = us;
        return 0;
}

int pr_get_rate(const rd *r, const cJSON *obj, const char *parent,
                const char *key, double *out, int *given)
{
        char path[PATH_LEN], text[128], why[256];
        const cJSON *v = pr_member(obj, key, path, parent);
        if (!v)
                return 0;
        if (cJSON_IsNumber(v) && v->valuedouble == -1)
                return pr_bad_value(r, path, v,
                                    "expected a rate " KP_RATE_RANGE
                                    " or \"unlimited\" (Kafka's -1 is "
                                    "written \"unlimited\" here)");
        if (pr_as_text(r, v, path,
                       "expected a rate " KP_RATE_RANGE " or \"unlimited\"",
                       text, sizeof(text)))
                return -1;
        if (kp_parse_rate(text, out, why, sizeof(why)))
                return pr_bad_value(r, path, v, why);
        *given = 1;
        return 0;
}

int pr_get_bool(const rd *r, const cJSON *obj, const char *parent,
                const char *key, int *out)
{
        char path[PATH_LEN];
        const cJSON *v = pr_member(obj, key, path, parent);
        if (!v)
                return 0;
        if (!cJSON_IsBool(v))
                return pr_bad_value(r, path, v, "expected true or false");
        *out = cJSON_IsTrue(v);
        return 0;
}

int pr_get_number(const rd *r, const cJSON *obj, const char *parent,
                  const char *key, double min, double max, double *out)
{
        char path[PATH_LEN], why[128];
        const cJSON *v = pr_member(obj, key, path, parent);
        if (!v)
                return 0;
        if (!cJSON_IsNumber(v) || !isfinite(v->valuedouble) ||
            v->valuedouble < min || v->valuedouble > max) {
                snprintf(why, sizeof(why), "expected a number from %g to %g",
                         min, max);
                return pr_bad_value(r, path, v, why);
        }
        *out = v->valuedouble;
        return 0;
}

/* An object of client or topic properties: string, number or boolean
 * values, all kept as strings. kind != -1: check each with librdkafka. */
int pr_get_props(const rd *r, const cJSON *obj, const char *parent,
                 const char *key, int kind, kp_kvlist *out)
{
        char path[PATH_LEN];
        const cJSON *v = pr_member(obj, key, path, parent), *it;
        if (!v)
                return 0;
        if (pr_want_object(r, v, path))
                return -1;
        cJSON_ArrayForEach(it, v)
        {
                char p[PATH_LEN], text[128], why[512];
                const char *val = text;
                kp_json_path_key(p, sizeof(p), path, it->string);
                if (cJSON_IsString(it)) {
                        val = it->valuestring;
                } else if (cJSON_IsBool(it)) {
                        snprintf(text, sizeof(text), "%s",
                                 cJSON_IsTrue(it) ? "true" : "false");
                } else if (cJSON_IsNumber(it)) {
                        if (pr_as_text(r, it, p, "expected a number", text,
                                       sizeof(text)))
                                return -1;
                } else {
                        return pr_bad_value(r, p, it,
                                            "expected a string, number or "
                                            "boolean property value");
                }
                if (kind >= 0 && !r->opts->offline &&
                    kp_clientprops_check(it->string, val, (kp_client_kind)kind,
                                         why, sizeof(why)))
                        return pr_perr(r, p, "%s", why);
                if ((kind >= 0 &&
                     pr_add_site(r, p, NULL, it->string, val, NULL)) ||
                    kp_kv_set(out, it->string, val))
                        return pr_perr(r, p, "out of memory");
        }
        return 0;
}

/* Resolves a file path relative to the plan's directory. */
int pr_get_path(const rd *r, const cJSON *obj, const char *parent,
                const char *key, char **out)
{
        char *raw = NULL, *full;
        if (pr_get_string(r, obj, parent, key, 0, &raw))
                return -1;
        if (!raw)
                return 0;
        full = kp_path_join(r->dir, raw);
        free(raw);
        if (!full)
                return pr_perr(r, parent, "out of memory");
        free(*out);
        *out = full;
        return 0;
}

/* A payload file must be a readable, non-empty regular file. */
int pr_get_payload_file(const rd *r, const cJSON *obj, const char *parent,
                        char **out)
{
        char path[PATH_LEN], why[512], *data;
        size_t len;
        if (!cJSON_GetObjectItemCaseSensitive(obj, "payload_file"))
                return 0;
        if (pr_get_path(r, obj, parent, "payload_file", out))
                return -1;
        if (r->opts->offline)
                return 0;
        kp_json_path_key(path, sizeof(path), parent, "payload_file");
        if (kp_read_file(*out, 1ULL << 30, &data, &len, why, sizeof(why)))
                return pr_perr(r, path, "%s", why);
        free(data);
        if (len == 0)
                return pr_perr(r, path, "%s is empty", *out);
        return 0;
}

/* ${VAR} expansion in every string value, in place. */
int pr_expand_env(const rd *r, cJSON *v, const char *path)
{
        cJSON *it;
        size_t i = 0;
        if (cJSON_IsString(v) && strchr(v->valuestring, '$')) {
                char *s = NULL, why[512];
                if (kp_env_expand(v->valuestring, r->opts->getenv_fn,
                                  r->opts->getenv_opaque, &s, why, sizeof(why)))
                        return pr_perr(r, path, "%s", why);
                if (!cJSON_SetValuestring(v, s)) {
                        /* cJSON_SetValuestring refuses longer strings on
                         * old versions: replace the node's string. */
                        char *old = v->valuestring;
                        v->valuestring = s;
                        free(old);
                        return 0;
                }
                free(s);
                return 0;
        }
        cJSON_ArrayForEach(it, v)
        {
                char p[PATH_LEN];
                if (cJSON_IsObject(v))
                        kp_json_path_key(p, sizeof(p), path, it->string);
                else
                        kp_json_path_index(p, sizeof(p), path, i);
                i++;
                if (pr_expand_env(r, it, p))
                        return -1;
        }
        return 0;
}

/* Replaces the values of secret keys with KP_REDACTED, recursively. */
void pr_redact_tree(cJSON *v)
{
        cJSON *it;
        cJSON_ArrayForEach(it, v)
        {
                if (it->string && kp_is_secret_key(it->string) &&
                    !cJSON_IsObject(it) && !cJSON_IsArray(it)) {
                        /* In place: the key and the order stay. */
                        if (cJSON_IsString(it)) {
                                char *old = it->valuestring;
                                char *red = strdup(KP_REDACTED);
                                if (!red)
                                        return;
                                it->valuestring = red;
                                free(old);
                        } else {
                                it->type = cJSON_String;
                                it->valuestring = strdup(KP_REDACTED);
                                if (!it->valuestring)
                                        it->type = cJSON_NULL;
                        }
                        continue;
                }
                pr_redact_tree(it);
        }
}

/* A Kafka topic name: letters, digits, . _ - and at most 249 of them. */
int pr_valid_topic(const char *s)
{
        char why[128];
        return kp_topic_name_check(s, why, sizeof(why)) == 0;
}

/* A topic derived from others (a sweep point, a workload): what a topic
 * name cannot hold becomes '_'. */
void pr_topic_sanitize(char *t)
{
        for (; *t; t++)
                if (!isalnum((unsigned char)*t) && *t != '.' && *t != '_' &&
                    *t != '-')
                        *t = '_';
}

int pr_valid_name(const char *s, int allow_space)
{
        /* A blank name, or one with a space at either end, reads as
         * another name in every report and criterion. */
        if (!*s || strlen(s) > 64 || s[0] == ' ' || s[strlen(s) - 1] == ' ')
                return 0;
        for (; *s; s++) {
                unsigned char c = (unsigned char)*s;
                if (!(isalnum(c) || c == '.' || c == '_' || c == '-' ||
                      c == '+' || (allow_space && c == ' ')))
                        return 0;
        }
        return 1;
}

int pr_check_threshold(const rd *r, const char *cp, const kp_metric *m,
                       double threshold)
{
        char tp[PATH_LEN];
        if (r->opts->offline || strcmp(m->unit, "ratio") != 0 ||
            (threshold >= 0 && threshold <= 1))
                return 0;
        kp_json_path_key(tp, sizeof(tp), cp, "threshold");
        return pr_perr(r, tp,
                       "%s is a ratio, 1 = 100%%: expected a threshold from "
                       "0 to 1 (a ratio: 0.99, not 99), got %g",
                       m->name, threshold);
}

int pr_parse_cmp(const char *s, kp_cmp *out)
{
        static const struct {
                const char *s;
                kp_cmp c;
        } ops[] = { { "<=", KP_CMP_LE },
                    { "<", KP_CMP_LT },
                    { ">=", KP_CMP_GE },
                    { ">", KP_CMP_GT } };
        for (size_t i = 0; i < KP_ARRAY_LEN(ops); i++) {
                if (strcmp(s, ops[i].s) == 0) {
                        *out = ops[i].c;
                        return 0;
                }
        }
        return -1;
}

int kp_listen_check(const char *s, char *host, size_t host_size, int *port,
                    char *errstr, size_t errstr_size)
{
        const char *colon = s ? strrchr(s, ':') : NULL, *h = s, *d;
        size_t len;
        long v = 0;
        if (!colon)
                return kp_err(errstr, errstr_size,
                              "\"%s\": expected HOST:PORT (127.0.0.1:9464)",
                              s ? s : "");
        len = (size_t)(colon - s);
        if (len >= 2 && s[0] == '[' && s[len - 1] == ']') {
                h = s + 1;
                len -= 2;
        } else if (memchr(s, ':', len)) {
                return kp_err(errstr, errstr_size,
                              "\"%s\": an IPv6 address goes in brackets: "
                              "[::1]:9464",
                              s);
        }
        if (len == 0 || len >= host_size)
                return kp_err(errstr, errstr_size,
                              "\"%s\": expected HOST:PORT with a host "
                              "(127.0.0.1:9464; 0.0.0.0 for every "
                              "interface)",
                              s);
        for (size_t i = 0; i < len; i++)
                if (!(isalnum((unsigned char)h[i]) || h[i] == '.' ||
                      h[i] == '-' || h[i] == ':' || h[i] == '_'))
                        return kp_err(errstr, errstr_size,
                                      "\"%s\": the host has a character "
                                      "no host name or address has",
                                      s);
        for (d = colon + 1; *d; d++) {
                if (!isdigit((unsigned char)*d) || v > 65535)
                        break;
                v = v * 10 + (*d - '0');
        }
        if (d == colon + 1 || *d || v < 1 || v > 65535)
                return kp_err(errstr, errstr_size,
                              "\"%s\": expected a port from 1 to 65535 "
                              "after the colon",
                              s);
        memcpy(host, h, len);
        host[len] = '\0';
        *port = (int)v;
        return 0;
}
