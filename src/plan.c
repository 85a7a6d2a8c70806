#include "plan.h"

#include <ctype.h>
#include <errno.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "clientconf.h"
#include "faults.h"
#include "json.h"
#include "metrics.h"
#include "sha256.h"
#include "units.h"
#include "util.h"

#define PATH_LEN     512
#define MAX_TIERS    1000
#define MAX_MESSAGES 1000000000000ULL /* 10^12 per tier */
#define MAX_RECORD   (100ULL * 1024 * 1024)

/* The parse in progress: where errors go and how to place them. */
typedef struct rd {
        const kp_json_doc *doc; /* NULL when parsing a stored copy */
        const char *name;
        const char *dir;
        const kp_plan_opts *opts;
        char *errstr;
        size_t errstr_size;
} rd;

static int perr(const rd *r, const char *path, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

/* "plan.json:14:15: tiers[2].rate: <message>" */
static int perr(const rd *r, const char *path, const char *fmt, ...)
{
        char msg[768];
        int line, col;
        va_list ap;
        va_start(ap, fmt);
        vsnprintf(msg, sizeof(msg), fmt, ap);
        va_end(ap);
        if (r->doc && kp_json_where(r->doc, path, &line, &col))
                return kp_err(r->errstr, r->errstr_size, "%s:%d:%d: %s%s%s",
                              r->name, line, col, path, *path ? ": " : "", msg);
        return kp_err(r->errstr, r->errstr_size, "%s: %s%s%s", r->name, path,
                      *path ? ": " : "", msg);
}

static void warn(const rd *r, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));

static void warn(const rd *r, const char *fmt, ...)
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
static const char *shown(const cJSON *v, char *out, size_t n)
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

static int bad_value(const rd *r, const char *path, const cJSON *v,
                     const char *expected)
{
        char got[64];
        return perr(r, path, "%s, got %s", expected,
                    shown(v, got, sizeof(got)));
}

static const char *suggest(const char *key, const char *const *allowed)
{
        const char *best = NULL;
        int best_d = (int)strlen(key) / 3 + 2;
        if (best_d > 4)
                best_d = 4;
        for (size_t i = 0; allowed[i]; i++) {
                int d = kp_edit_distance(key, allowed[i], best_d);
                if (d < best_d) {
                        best_d = d;
                        best = allowed[i];
                }
        }
        return best;
}

/* Every key of obj must be in allowed (NULL-terminated). */
static int check_keys(const rd *r, const cJSON *obj, const char *path,
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
                s = suggest(it->string, allowed);
                if (s)
                        return perr(r, p,
                                    "unknown key \"%s\" (did you mean "
                                    "\"%s\"?)",
                                    it->string, s);
                {
                        kp_buf list = { 0 };
                        int ret;
                        for (size_t i = 0; allowed[i]; i++)
                                kp_buf_printf(&list, "%s%s", i ? ", " : "",
                                              allowed[i]);
                        ret = perr(r, p,
                                   "unknown key \"%s\" (expected one "
                                   "of: %s)",
                                   it->string, list.s ? list.s : "");
                        kp_buf_free(&list);
                        return ret;
                }
        }
        return 0;
}

static const cJSON *member(const cJSON *obj, const char *key, char *path,
                           const char *parent)
{
        kp_json_path_key(path, PATH_LEN, parent, key);
        return cJSON_GetObjectItemCaseSensitive(obj, key);
}

static int want_object(const rd *r, const cJSON *v, const char *path)
{
        if (!cJSON_IsObject(v))
                return bad_value(r, path, v, "expected an object");
        return 0;
}

/* Strings: non-empty unless allow_empty; no control characters. */
static int get_string(const rd *r, const cJSON *obj, const char *parent,
                      const char *key, int required, char **out)
{
        char path[PATH_LEN];
        const cJSON *v = member(obj, key, path, parent);
        char *s;
        if (!v) {
                if (required)
                        return perr(r, parent, "missing required key \"%s\"",
                                    key);
                return 0;
        }
        if (!cJSON_IsString(v))
                return bad_value(r, path, v, "expected a string");
        for (const char *c = v->valuestring; *c; c++)
                if ((unsigned char)*c < 0x20 && *c != '\n' && *c != '\t')
                        return bad_value(r, path, v,
                                         "expected text without control "
                                         "characters");
        if (required && !*v->valuestring)
                return bad_value(r, path, v, "expected a non-empty string");
        s = strdup(v->valuestring);
        if (!s)
                return perr(r, path, "out of memory");
        free(*out);
        *out = s;
        return 0;
}

/* The value as text, for the parsers in units.c: strings as is, numbers
 * exactly. Fails for numbers beyond 2^53, which JSON cannot hold exactly
 * in a double. */
static int as_text(const rd *r, const cJSON *v, const char *path,
                   const char *expected, char *buf, size_t n)
{
        if (cJSON_IsString(v)) {
                snprintf(buf, n, "%s", v->valuestring);
                return 0;
        }
        if (cJSON_IsNumber(v)) {
                double d = v->valuedouble;
                if (!isfinite(d) || fabs(d) >= (double)KP_MAX_EXACT)
                        return bad_value(r, path, v,
                                         "number too large to be exact "
                                         "(at most 2^53)");
                if (d == floor(d))
                        snprintf(buf, n, "%.0f", d);
                else
                        snprintf(buf, n, "%.17g", d);
                if (d < 0)
                        return bad_value(r, path, v, expected);
                return 0;
        }
        return bad_value(r, path, v, expected);
}

typedef int (*unit_fn)(const char *, void *, char *, size_t);

/* A count such as 1000, "100k" or "10M" in [min, max], at path. */
static int count_value(const rd *r, const cJSON *v, const char *path,
                       uint64_t min, uint64_t max, uint64_t *out)
{
        char text[128], why[256];
        uint64_t n;
        if (as_text(r, v, path,
                    "expected a whole count such as 100000, "
                    "\"100k\" or \"10M\"",
                    text, sizeof(text)))
                return -1;
        if (kp_parse_count(text, &n, why, sizeof(why)))
                return bad_value(r, path, v, why);
        if (n < min || n > max) {
                char a[32], b[32];
                snprintf(why, sizeof(why), "expected a count from %s to %s",
                         kp_fmt_count(a, sizeof(a), min),
                         kp_fmt_count(b, sizeof(b), max));
                return bad_value(r, path, v, why);
        }
        *out = n;
        return 0;
}

static int get_count(const rd *r, const cJSON *obj, const char *parent,
                     const char *key, uint64_t min, uint64_t max, uint64_t *out,
                     int *given)
{
        char path[PATH_LEN];
        const cJSON *v = member(obj, key, path, parent);
        if (!v)
                return 0;
        if (count_value(r, v, path, min, max, out))
                return -1;
        if (given)
                *given = 1;
        return 0;
}

static int int_value(const rd *r, const cJSON *v, const char *path, int min,
                     int max, int *out)
{
        uint64_t n = 0;
        if (count_value(r, v, path, (uint64_t)(min < 0 ? 0 : min),
                        (uint64_t)max, &n))
                return -1;
        *out = (int)n;
        return 0;
}

static int get_int(const rd *r, const cJSON *obj, const char *parent,
                   const char *key, int min, int max, int *out)
{
        char path[PATH_LEN];
        const cJSON *v = member(obj, key, path, parent);
        if (!v)
                return 0;
        return int_value(r, v, path, min, max, out);
}

static int size_value(const rd *r, const cJSON *v, const char *path,
                      uint64_t min, uint64_t max, uint64_t *out)
{
        char text[128], why[256];
        uint64_t n;
        if (as_text(r, v, path, "expected a size such as 1000 or \"1KiB\"",
                    text, sizeof(text)))
                return -1;
        if (kp_parse_size(text, &n, why, sizeof(why)))
                return bad_value(r, path, v, why);
        if (n < min || n > max) {
                char a[32], b[32];
                snprintf(why, sizeof(why),
                         "expected a size from %s to %s bytes",
                         kp_fmt_count(a, sizeof(a), min),
                         kp_fmt_count(b, sizeof(b), max));
                return bad_value(r, path, v, why);
        }
        *out = n;
        return 0;
}

static int get_size(const rd *r, const cJSON *obj, const char *parent,
                    const char *key, uint64_t min, uint64_t max, uint64_t *out)
{
        char path[PATH_LEN];
        const cJSON *v = member(obj, key, path, parent);
        if (!v)
                return 0;
        return size_value(r, v, path, min, max, out);
}

static int get_duration(const rd *r, const cJSON *obj, const char *parent,
                        const char *key, int64_t min_us, int64_t max_us,
                        int64_t *out)
{
        char path[PATH_LEN], text[128], why[256];
        const cJSON *v = member(obj, key, path, parent);
        int64_t us;
        if (!v)
                return 0;
        if (as_text(r, v, path, "expected a duration such as \"30s\"", text,
                    sizeof(text)))
                return -1;
        if (kp_parse_duration_us(text, &us, why, sizeof(why)))
                return bad_value(r, path, v, why);
        if (us < min_us || us > max_us) {
                char a[32], b[32];
                snprintf(why, sizeof(why), "expected a duration from %s to %s",
                         kp_fmt_duration(a, sizeof(a), (double)min_us / 1e6),
                         kp_fmt_duration(b, sizeof(b), (double)max_us / 1e6));
                return bad_value(r, path, v, why);
        }
        *out = us;
        return 0;
}

static int get_rate(const rd *r, const cJSON *obj, const char *parent,
                    const char *key, double *out, int *given)
{
        char path[PATH_LEN], text[128], why[256];
        const cJSON *v = member(obj, key, path, parent);
        if (!v)
                return 0;
        if (cJSON_IsNumber(v) && v->valuedouble == -1)
                return bad_value(r, path, v,
                                 "expected a positive rate or \"unlimited\" "
                                 "(Kafka's -1 is written \"unlimited\" here)");
        if (as_text(r, v, path, "expected a positive rate or \"unlimited\"",
                    text, sizeof(text)))
                return -1;
        if (kp_parse_rate(text, out, why, sizeof(why)))
                return bad_value(r, path, v,
                                 "expected a positive rate or \"unlimited\"");
        *given = 1;
        return 0;
}

static int get_bool(const rd *r, const cJSON *obj, const char *parent,
                    const char *key, int *out)
{
        char path[PATH_LEN];
        const cJSON *v = member(obj, key, path, parent);
        if (!v)
                return 0;
        if (!cJSON_IsBool(v))
                return bad_value(r, path, v, "expected true or false");
        *out = cJSON_IsTrue(v);
        return 0;
}

static int get_number(const rd *r, const cJSON *obj, const char *parent,
                      const char *key, double min, double max, double *out)
{
        char path[PATH_LEN], why[128];
        const cJSON *v = member(obj, key, path, parent);
        if (!v)
                return 0;
        if (!cJSON_IsNumber(v) || !isfinite(v->valuedouble) ||
            v->valuedouble < min || v->valuedouble > max) {
                snprintf(why, sizeof(why), "expected a number from %g to %g",
                         min, max);
                return bad_value(r, path, v, why);
        }
        *out = v->valuedouble;
        return 0;
}

/* An object of client or topic properties: string, number or boolean
 * values, all kept as strings. kind != -1: check each with librdkafka. */
static int get_props(const rd *r, const cJSON *obj, const char *parent,
                     const char *key, int kind, kp_kvlist *out)
{
        char path[PATH_LEN];
        const cJSON *v = member(obj, key, path, parent), *it;
        if (!v)
                return 0;
        if (want_object(r, v, path))
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
                        if (as_text(r, it, p, "expected a number", text,
                                    sizeof(text)))
                                return -1;
                } else {
                        return bad_value(r, p, it,
                                         "expected a string, number or "
                                         "boolean property value");
                }
                if (kind >= 0 && !r->opts->offline &&
                    kp_clientconf_check(it->string, val, (kp_client_kind)kind,
                                        why, sizeof(why))) {
                        if (strncmp(why, "Invalid value", 13) == 0)
                                return perr(r, p, "%s, got \"%s\"", why,
                                            kp_redact(it->string, val));
                        return perr(r, p, "%s", why);
                }
                if (kp_kv_set(out, it->string, val))
                        return perr(r, p, "out of memory");
        }
        return 0;
}

/* Resolves a file path relative to the plan's directory. */
static int get_path(const rd *r, const cJSON *obj, const char *parent,
                    const char *key, char **out)
{
        char *raw = NULL, *full;
        if (get_string(r, obj, parent, key, 0, &raw))
                return -1;
        if (!raw)
                return 0;
        full = kp_path_join(r->dir, raw);
        free(raw);
        if (!full)
                return perr(r, parent, "out of memory");
        free(*out);
        *out = full;
        return 0;
}

/* A payload file must be a readable, non-empty regular file. */
static int get_payload_file(const rd *r, const cJSON *obj, const char *parent,
                            char **out)
{
        char path[PATH_LEN], why[512], *data;
        size_t len;
        if (!cJSON_GetObjectItemCaseSensitive(obj, "payload_file"))
                return 0;
        if (get_path(r, obj, parent, "payload_file", out))
                return -1;
        if (r->opts->offline)
                return 0;
        kp_json_path_key(path, sizeof(path), parent, "payload_file");
        if (kp_read_file(*out, 1ULL << 30, &data, &len, why, sizeof(why)))
                return perr(r, path, "%s", why);
        free(data);
        if (len == 0)
                return perr(r, path, "%s is empty", *out);
        return 0;
}

/* ${VAR} expansion in every string value, in place. */
static int expand_env(const rd *r, cJSON *v, const char *path)
{
        cJSON *it;
        size_t i = 0;
        if (cJSON_IsString(v) && strchr(v->valuestring, '$')) {
                char *s = NULL, why[512];
                if (kp_env_expand(v->valuestring, r->opts->getenv_fn,
                                  r->opts->getenv_opaque, &s, why, sizeof(why)))
                        return perr(r, path, "%s", why);
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
                if (expand_env(r, it, p))
                        return -1;
        }
        return 0;
}

/* Replaces the values of secret keys with KP_REDACTED, recursively. */
static void redact_tree(cJSON *v)
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
                redact_tree(it);
        }
}

/* A Kafka topic name: letters, digits, . _ - and at most 249 of them. */
static int valid_topic(const char *s)
{
        size_t n = strlen(s);
        if (n == 0 || n > 249)
                return 0;
        for (; *s; s++)
                if (!isalnum((unsigned char)*s) && *s != '.' && *s != '_' &&
                    *s != '-')
                        return 0;
        return 1;
}

/* A topic derived from others (a sweep point, a workload): what a topic
 * name cannot hold becomes '_'. */
static void topic_sanitize(char *t)
{
        for (; *t; t++)
                if (!isalnum((unsigned char)*t) && *t != '.' && *t != '_' &&
                    *t != '-')
                        *t = '_';
}

static int valid_name(const char *s, int allow_space)
{
        if (!*s || strlen(s) > 64)
                return 0;
        for (; *s; s++) {
                unsigned char c = (unsigned char)*s;
                if (!(isalnum(c) || c == '.' || c == '_' || c == '-' ||
                      c == '+' || (allow_space && c == ' ')))
                        return 0;
        }
        return 1;
}

/* ---- tiers ------------------------------------------------------------ */

static const char *const tier_keys[] = {
        "name",        "messages",      "rate",
        "record_size", "payload_file",  "payload_delimiter",
        "seed",        "keys",          "headers",
        "warmup",      "producers",     "producer",
        "interval",    "drain_timeout", "consumer",
        "sweep",       "workloads",     "topic",
        "faults",      "payload",       NULL
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
        char path[PATH_LEN];
        const cJSON *v = member(obj, "mode", path, parent);
        if (!v)
                return 0;
        if (cJSON_IsString(v) && strcmp(v->valuestring, "after") == 0)
                c->during = 0;
        else if (cJSON_IsString(v) && strcmp(v->valuestring, "during") == 0)
                c->during = 1;
        else
                return bad_value(r, path, v,
                                 "expected \"after\" (consume once "
                                 "produced) or \"during\" (consume while "
                                 "producing)");
        return 0;
}

static int parse_consumer(const rd *r, const cJSON *obj, const char *parent,
                          kp_tier_consumer *c)
{
        char path[PATH_LEN];
        const cJSON *v = member(obj, "consumer", path, parent);
        if (!v)
                return 0;
        if (want_object(r, v, path) || check_keys(r, v, path, consumer_keys) ||
            get_consumer_mode(r, v, path, c) ||
            get_bool(r, v, path, "enabled", &c->enabled) ||
            get_int(r, v, path, "consumers", 1, 1024, &c->consumers) ||
            get_string(r, v, path, "group", 0, &c->group) ||
            get_size(r, v, path, "fetch_size", 1, 1000000000ULL,
                     &c->fetch_size) ||
            get_duration(r, v, path, "timeout", 100000, 24LL * 3600 * 1000000,
                         &c->timeout_us) ||
            get_props(r, v, path, "config", KP_CLIENT_CONSUMER, &c->config))
                return -1;
        return 0;
}

static int parse_keys_field(const rd *r, const cJSON *obj, const char *parent,
                            kp_tier *t)
{
        char path[PATH_LEN];
        const cJSON *v = member(obj, "keys", path, parent), *mode;
        static const char *const keys_keys[] = { "mode", "count", NULL };
        if (!v)
                return 0;
        if (cJSON_IsString(v) && strcmp(v->valuestring, "none") == 0) {
                t->key_mode = KP_KEYS_NONE;
                return 0;
        }
        if (!cJSON_IsObject(v))
                return bad_value(r, path, v,
                                 "expected \"none\" or {\"mode\": "
                                 "\"round-robin\" | \"random\", \"count\": N}");
        if (check_keys(r, v, path, keys_keys))
                return -1;
        mode = cJSON_GetObjectItemCaseSensitive(v, "mode");
        {
                char mpath[PATH_LEN];
                kp_json_path_key(mpath, sizeof(mpath), path, "mode");
                if (!mode)
                        return perr(r, path, "missing required key \"mode\"");
                if (cJSON_IsString(mode) &&
                    strcmp(mode->valuestring, "round-robin") == 0)
                        t->key_mode = KP_KEYS_ROUND_ROBIN;
                else if (cJSON_IsString(mode) &&
                         strcmp(mode->valuestring, "random") == 0)
                        t->key_mode = KP_KEYS_RANDOM;
                else if (cJSON_IsString(mode) &&
                         strcmp(mode->valuestring, "none") == 0)
                        t->key_mode = KP_KEYS_NONE;
                else
                        return bad_value(r, mpath, mode,
                                         "expected \"none\", \"round-robin\" "
                                         "or \"random\"");
        }
        t->key_count = 1000;
        return get_count(r, v, path, "count", 1, 1000000000ULL, &t->key_count,
                         NULL);
}

static int check_headers(const rd *r, const cJSON *obj, const char *parent,
                         const kp_tier *t)
{
        char path[PATH_LEN];
        if (t->headers.n <= 64)
                return 0;
        member(obj, "headers", path, parent);
        return perr(r, path, "at most 64 headers, got %zu", t->headers.n);
}

static int get_payload_mode(const rd *r, const cJSON *obj, const char *parent,
                            kp_tier *t)
{
        char path[PATH_LEN];
        const cJSON *v = member(obj, "payload", path, parent);
        if (!v)
                return 0;
        if (cJSON_IsString(v) && strcmp(v->valuestring, "random") == 0)
                t->payload = KP_PAYLOAD_RANDOM;
        else if (cJSON_IsString(v) && strcmp(v->valuestring, "repeated") == 0)
                t->payload = KP_PAYLOAD_REPEATED;
        else
                return bad_value(r, path, v,
                                 "expected \"random\" (fresh random bytes "
                                 "per message) or \"repeated\" (one record, "
                                 "as Kafka's tool)");
        return 0;
}

/* "faults": ["rtt=20ms@0s", ...], each checked now (faults.h). */
static int get_faults(const rd *r, const cJSON *obj, const char *parent,
                      kp_tier *t)
{
        char path[PATH_LEN];
        const cJSON *v = member(obj, "faults", path, parent), *it;
        size_t i = 0;
        if (!v)
                return 0;
        if (!cJSON_IsArray(v) || cJSON_GetArraySize(v) > 100)
                return bad_value(r, path, v,
                                 "expected an array of at most 100 faults "
                                 "such as \"down=2s@5s\"");
        for (size_t k = 0; k < t->n_faults; k++)
                free(t->faults[k]);
        free(t->faults);
        t->n_faults = 0;
        t->faults =
            calloc((size_t)cJSON_GetArraySize(v) + 1, sizeof(*t->faults));
        if (!t->faults)
                return perr(r, path, "out of memory");
        cJSON_ArrayForEach(it, v)
        {
                char ip[PATH_LEN], why[512];
                kp_fault f;
                kp_json_path_index(ip, sizeof(ip), path, i++);
                if (!cJSON_IsString(it))
                        return bad_value(r, ip, it, "expected a fault string");
                if (kp_fault_parse(it->valuestring, &f, why, sizeof(why)))
                        return perr(r, ip, "%s", why);
                t->faults[t->n_faults] = strdup(it->valuestring);
                if (!t->faults[t->n_faults++])
                        return perr(r, ip, "out of memory");
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
        if (get_count(r, obj, path, "messages", 1, MAX_MESSAGES, &t->messages,
                      NULL) ||
            get_rate(r, obj, path, "rate", &t->rate, rate_given) ||
            get_size(r, obj, path, "record_size", 1, MAX_RECORD,
                     &t->record_size) ||
            get_payload_file(r, obj, path, &t->payload_file) ||
            get_string(r, obj, path, "payload_delimiter", 0,
                       &t->payload_delimiter) ||
            get_count(r, obj, path, "seed", 0, KP_MAX_EXACT - 1, &t->seed,
                      NULL) ||
            parse_keys_field(r, obj, path, t) ||
            get_props(r, obj, path, "headers", -1, &t->headers) ||
            check_headers(r, obj, path, t) ||
            get_int(r, obj, path, "producers", 1, 256, &t->producers) ||
            get_props(r, obj, path, "producer", KP_CLIENT_PRODUCER,
                      &t->producer) ||
            get_duration(r, obj, path, "interval", 100000, 3600LL * 1000000,
                         &t->interval_us) ||
            get_duration(r, obj, path, "drain_timeout", 0,
                         24LL * 3600 * 1000000, &t->drain_timeout_us) ||
            parse_consumer(r, obj, path, &t->consume) ||
            get_faults(r, obj, path, t) || get_payload_mode(r, obj, path, t))
                return -1;
        /* Warm-up: a count of messages, or a duration with a time unit. */
        w = member(obj, "warmup", wpath, path);
        if (w) {
                char text[128], why[256];
                uint64_t n;
                int64_t us;
                if (as_text(r, w, wpath,
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
                        return bad_value(r, wpath, w,
                                         "expected a whole message count "
                                         "(1000, \"10k\") or a duration "
                                         "with its unit (\"10s\")");
        }
        return 0;
}

static void tier_free(kp_tier *t)
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
        free(t->parallel_group);
        for (size_t i = 0; i < t->n_faults; i++)
                free(t->faults[i]);
        free(t->faults);
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
        if (kp_kv_merge(&dst->headers, &src->headers) ||
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
        else if (as_text(r, v, path, "expected a string or number sweep value",
                         text, sizeof(text)))
                return -1;
        snprintf(shown_val, shown_n, "%s", text);
        switch (kind) {
        case KP_SWEEP_RECORD_SIZE:
                return size_value(r, v, path, 1, MAX_RECORD, &t->record_size);
        case KP_SWEEP_FETCH_SIZE:
                return size_value(r, v, path, 1, 1000000000ULL,
                                  &t->consume.fetch_size);
        case KP_SWEEP_PRODUCERS:
                return int_value(r, v, path, 1, 256, &t->producers);
        case KP_SWEEP_CONSUMERS:
                return int_value(r, v, path, 1, 1024, &t->consume.consumers);
        case KP_SWEEP_PARTITIONS:
        case KP_SWEEP_REPLICATION:
                if (int_value(r, v, path, 1,
                              kind == KP_SWEEP_PARTITIONS ? 100000 : 32767, &n))
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
                        return perr(r, path, "out of memory");
                }
                topic_sanitize(t->topic);
                return 0;
        case KP_SWEEP_CONSUMER_PROP:
                if (!r->opts->offline &&
                    kp_clientconf_check(key + 9, text, KP_CLIENT_CONSUMER, why,
                                        sizeof(why)))
                        return perr(r, path, "%s", why);
                if (kp_kv_set(&t->consume.config, key + 9, text))
                        return perr(r, path, "out of memory");
                return 0;
        default:
                if (!r->opts->offline &&
                    kp_clientconf_check(key, text, KP_CLIENT_PRODUCER, why,
                                        sizeof(why)))
                        return perr(r, path,
                                    "%s (a sweep varies record_size, "
                                    "partitions, replication_factor, "
                                    "producers, consumers, fetch_size, a "
                                    "producer property, or consumer.<a "
                                    "consumer property>)",
                                    why);
                if (kp_kv_set(&t->producer, key, text))
                        return perr(r, path, "out of memory");
                return 0;
        }
}

static int expand_sweep(const rd *r, const cJSON *sweep, const char *spath,
                        const kp_tier *base, const char *plan_topic,
                        tier_vec *out)
{
        const cJSON *ax[2] = { NULL, NULL };
        size_t n_ax = 0, n0, n1;
        const cJSON *it;
        if (want_object(r, sweep, spath))
                return -1;
        cJSON_ArrayForEach(it, sweep)
        {
                char p[PATH_LEN];
                kp_json_path_key(p, sizeof(p), spath, it->string);
                if (n_ax == 2)
                        return perr(r, p,
                                    "a sweep varies one parameter or a "
                                    "grid of two, not more");
                if (!cJSON_IsArray(it) || cJSON_GetArraySize(it) < 1 ||
                    cJSON_GetArraySize(it) > 50)
                        return bad_value(r, p, it,
                                         "expected an array of 1 to 50 "
                                         "values");
                ax[n_ax++] = it;
        }
        if (n_ax == 0)
                return perr(r, spath,
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
                        if (tier_copy(&t, base))
                                return perr(r, spath, "out of memory");
                        free(t.sweep_group);
                        t.sweep_group = strdup(base->name);
                        kp_json_path_key(ppath, sizeof(ppath), spath,
                                         ax[0]->string);
                        kp_json_path_index(p0, sizeof(p0), ppath, i);
                        if (apply_sweep(r, ax[0]->string,
                                        cJSON_GetArrayItem(ax[0], (int)i), p0,
                                        &t, plan_topic, v0, sizeof(v0))) {
                                tier_free(&t);
                                return -1;
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
                                        tier_free(&t);
                                        return -1;
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
                                tier_free(&t);
                                return perr(r, spath, "out of memory");
                        }
                        if (tv_push(out, &t)) {
                                tier_free(&t);
                                return perr(r, spath, "out of memory");
                        }
                }
        }
        return 0;
}

/* A tier's or workload's "topic", checked like the plan's. */
static int get_topic(const rd *r, const cJSON *obj, const char *parent,
                     char **out)
{
        char path[PATH_LEN];
        const cJSON *v = member(obj, "topic", path, parent);
        if (!v)
                return 0;
        if (get_string(r, obj, parent, "topic", 1, out))
                return -1;
        if (!valid_topic(*out))
                return bad_value(r, path, v,
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
        if (!cJSON_IsArray(wl) || cJSON_GetArraySize(wl) < 1 ||
            cJSON_GetArraySize(wl) > 32)
                return bad_value(r, wpath, wl,
                                 "expected an array of 1 to 32 workloads");
        cJSON_ArrayForEach(it, wl)
        {
                char p[PATH_LEN];
                kp_tier t;
                char *wname = NULL;
                int rate_given = 1;
                kp_json_path_index(p, sizeof(p), wpath, i++);
                if (want_object(r, it, p) ||
                    check_keys(r, it, p, workload_keys) ||
                    get_string(r, it, p, "name", 1, &wname))
                        return -1;
                if (!valid_name(wname, 1)) {
                        char np[PATH_LEN];
                        kp_json_path_key(np, sizeof(np), p, "name");
                        free(wname);
                        return bad_value(r, np, cJSON_GetObjectItem(it, "name"),
                                         "expected 1 to 64 letters, digits, "
                                         "spaces or . _ - +");
                }
                if (tier_copy(&t, base)) {
                        free(wname);
                        return perr(r, p, "out of memory");
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
                        topic_sanitize(t.topic);
                if (!t.name || !t.parallel_group || !t.topic ||
                    get_topic(r, it, p, &t.topic) ||
                    parse_tier_fields(r, it, p, &t, &rate_given) ||
                    get_int(r, it, p, "partitions", 1, 100000, &t.partitions) ||
                    get_int(r, it, p, "replication_factor", 1, 32767,
                            &t.replication_factor) ||
                    tv_push(out, &t)) {
                        if (t.name && t.parallel_group && !r->errstr[0])
                                perr(r, p, "out of memory");
                        tier_free(&t);
                        return -1;
                }
        }
        return 0;
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
                return perr(r, path, "tier \"%s\": payload_file: %s", t->name,
                            why);
        for (p = data, end = data + len; p < end && !found;) {
                const char *q = memmem(p, (size_t)(end - p), delim, dlen);
                found = (q ? q : end) > p;
                p = q ? q + dlen : end;
        }
        free(data);
        if (!found)
                return perr(r, path,
                            "tier \"%s\": payload_file %s holds no record "
                            "between its delimiters",
                            t->name, t->payload_file);
        return 0;
}

static int parse_tiers(const rd *r, const cJSON *root, kp_plan *p)
{
        char path[PATH_LEN], dpath[PATH_LEN];
        const cJSON *tiers = member(root, "tiers", path, "");
        const cJSON *defs = member(root, "defaults", dpath, ""), *it;
        tier_vec tv = { 0 };
        size_t i = 0;
        int ret = -1;

        if (!tiers)
                return perr(r, "",
                            "missing required key \"tiers\" (an array "
                            "of tiers, each with name, messages and "
                            "rate)");
        if (!cJSON_IsArray(tiers) || cJSON_GetArraySize(tiers) < 1 ||
            cJSON_GetArraySize(tiers) > MAX_TIERS)
                return bad_value(r, path, tiers,
                                 "expected an array of 1 to 1000 tiers");
        if (defs) {
                static const char *const *dk = tier_keys;
                const cJSON *d;
                if (want_object(r, defs, dpath) ||
                    check_keys(r, defs, dpath, dk))
                        return -1;
                cJSON_ArrayForEach(d, defs)
                {
                        if (strcmp(d->string, "name") == 0 ||
                            strcmp(d->string, "sweep") == 0 ||
                            strcmp(d->string, "workloads") == 0) {
                                char kp[PATH_LEN];
                                kp_json_path_key(kp, sizeof(kp), dpath,
                                                 d->string);
                                return perr(r, kp,
                                            "\"%s\" belongs in a tier, not "
                                            "in defaults",
                                            d->string);
                        }
                }
        }
        cJSON_ArrayForEach(it, tiers)
        {
                char tp[PATH_LEN], sp[PATH_LEN], wp[PATH_LEN];
                kp_tier t = { 0 };
                int rate_given = 0;
                const cJSON *sweep, *wl;
                kp_json_path_index(tp, sizeof(tp), path, i++);
                tier_defaults(&t, p);
                t.topic = kp_strdup0(p->topic);
                if (want_object(r, it, tp) ||
                    check_keys(r, it, tp, tier_keys) ||
                    get_string(r, it, tp, "name", 1, &t.name))
                        goto tier_fail;
                if (!valid_name(t.name, 1)) {
                        char np[PATH_LEN];
                        kp_json_path_key(np, sizeof(np), tp, "name");
                        bad_value(r, np, cJSON_GetObjectItem(it, "name"),
                                  "expected 1 to 64 letters, digits, spaces "
                                  "or . _ - +");
                        goto tier_fail;
                }
                if ((defs &&
                     (parse_tier_fields(r, defs, dpath, &t, &rate_given) ||
                      get_topic(r, defs, dpath, &t.topic))) ||
                    parse_tier_fields(r, it, tp, &t, &rate_given) ||
                    get_topic(r, it, tp, &t.topic))
                        goto tier_fail;
                sweep = member(it, "sweep", sp, tp);
                wl = member(it, "workloads", wp, tp);
                if (sweep && wl) {
                        perr(r, tp,
                             "a tier has either a sweep or "
                             "workloads, not both");
                        goto tier_fail;
                }
                if (!wl && t.messages == 0) {
                        perr(r, tp,
                             "missing required key \"messages\" (how "
                             "many messages the tier produces, such "
                             "as \"100k\")");
                        goto tier_fail;
                }
                if (!wl && !rate_given) {
                        perr(r, tp,
                             "missing required key \"rate\" (messages "
                             "per second, or \"unlimited\")");
                        goto tier_fail;
                }
                if (sweep) {
                        if (expand_sweep(r, sweep, sp, &t, p->topic, &tv))
                                goto tier_fail;
                        tier_free(&t);
                        continue;
                }
                if (wl) {
                        size_t before = tv.n;
                        if (parse_workloads(r, wl, wp, &t, &tv))
                                goto tier_fail;
                        for (size_t k = before; k < tv.n; k++) {
                                if (tv.v[k].messages == 0 ||
                                    (tv.v[k].rate == 0 &&
                                     !cJSON_GetObjectItem(
                                         cJSON_GetArrayItem(wl,
                                                            (int)(k - before)),
                                         "rate") &&
                                     !rate_given)) {
                                        char kp[PATH_LEN];
                                        kp_json_path_index(kp, sizeof(kp), wp,
                                                           k - before);
                                        perr(r, kp,
                                             "a workload needs \"messages\" "
                                             "and \"rate\" (its own, or the "
                                             "tier's)");
                                        goto tier_fail;
                                }
                        }
                        tier_free(&t);
                        continue;
                }
                if (tv_push(&tv, &t))
                        goto tier_fail;
                continue;
        tier_fail:
                if (!r->errstr[0])
                        perr(r, tp, "out of memory");
                tier_free(&t);
                goto out;
        }
        if (tv.n > MAX_TIERS) {
                perr(r, path,
                     "the tiers expand (sweeps, workloads) to %zu, more than "
                     "%d",
                     tv.n, MAX_TIERS);
                goto out;
        }
        for (size_t a = 0; a < tv.n; a++) {
                const kp_tier *t = &tv.v[a];
                if (!r->opts->offline && t->payload_file &&
                    (a == 0 || !tv.v[a - 1].payload_file ||
                     strcmp(tv.v[a - 1].payload_file, t->payload_file) ||
                     strcmp(tv.v[a - 1].payload_delimiter,
                            t->payload_delimiter)) &&
                    check_payload_records(r, path, t))
                        goto out;
                if (t->warmup_messages >= t->messages) {
                        perr(r, path,
                             "tier \"%s\": the warm-up (%llu messages) "
                             "leaves nothing to measure of its %llu "
                             "messages",
                             t->name, (unsigned long long)t->warmup_messages,
                             (unsigned long long)t->messages);
                        goto out;
                }
                for (size_t b = a + 1; t->parallel_group && b < tv.n; b++) {
                        const kp_tier *o = &tv.v[b];
                        if (o->parallel_group &&
                            strcmp(o->parallel_group, t->parallel_group) == 0 &&
                            strcmp(o->topic, t->topic) == 0) {
                                perr(r, path,
                                     "workloads \"%s\" and \"%s\" run at the "
                                     "same time on topic %s: give each its "
                                     "own topic (each consumer reads its "
                                     "workload's offsets)",
                                     t->name, o->name, t->topic);
                                goto out;
                        }
                }
        }
        /* Names must be unique after expansion. */
        for (size_t a = 0; a < tv.n; a++) {
                for (size_t b = a + 1; b < tv.n; b++) {
                        if (strcmp(tv.v[a].name, tv.v[b].name) == 0) {
                                perr(r, path,
                                     "duplicate tier name \"%s\": every "
                                     "tier needs its own name",
                                     tv.v[a].name);
                                goto out;
                        }
                }
        }
        p->tiers = tv.v;
        p->n_tiers = tv.n;
        tv.v = NULL;
        tv.n = 0;
        ret = 0;
out:
        for (size_t k = 0; k < tv.n; k++)
                tier_free(&tv.v[k]);
        free(tv.v);
        return ret;
}

/* ---- criteria, target, sign-off ------------------------------------- */

static int parse_cmp(const char *s, kp_cmp *out)
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

/* A name a criterion may list: a tier, a sweep group or a parallel
 * group. */
static int tier_ref_known(const kp_plan *p, const char *name)
{
        for (size_t i = 0; i < p->n_tiers; i++) {
                const kp_tier *t = &p->tiers[i];
                if (strcmp(t->name, name) == 0 ||
                    (t->sweep_group && strcmp(t->sweep_group, name) == 0) ||
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

static int parse_criteria(const rd *r, const cJSON *root, kp_plan *p)
{
        static const char *const keys[] = { "metric", "op",        "threshold",
                                            "tiers",  "aggregate", NULL };
        char path[PATH_LEN];
        const cJSON *arr = member(root, "criteria", path, ""), *it;
        size_t i = 0;
        if (!arr)
                return 0;
        if (!cJSON_IsArray(arr) || cJSON_GetArraySize(arr) > 200)
                return bad_value(r, path, arr,
                                 "expected an array of at most 200 criteria");
        p->criteria =
            calloc((size_t)cJSON_GetArraySize(arr) + 1, sizeof(*p->criteria));
        if (!p->criteria)
                return perr(r, path, "out of memory");
        cJSON_ArrayForEach(it, arr)
        {
                char cp[PATH_LEN], mp[PATH_LEN], op[PATH_LEN], tp[PATH_LEN];
                kp_criterion *c = &p->criteria[p->n_criteria++];
                const cJSON *m, *o, *th, *tl, *t;
                const kp_metric *met;
                size_t k = 0;
                kp_json_path_index(cp, sizeof(cp), path, i++);
                if (want_object(r, it, cp) || check_keys(r, it, cp, keys))
                        return -1;
                m = member(it, "metric", mp, cp);
                o = member(it, "op", op, cp);
                th = cJSON_GetObjectItemCaseSensitive(it, "threshold");
                if (!m || !o || !th)
                        return perr(r, cp,
                                    "a criterion needs \"metric\", \"op\" "
                                    "and \"threshold\", such as {\"metric\": "
                                    "\"produce.latency.p95_ms\", \"op\": "
                                    "\"<=\", \"threshold\": 1}");
                if (!cJSON_IsString(m))
                        return bad_value(r, mp, m, "expected a metric name");
                met = kp_metric_find(m->valuestring);
                if (!met) {
                        const char *s = kp_metric_suggest(m->valuestring);
                        if (s)
                                return perr(r, mp,
                                            "unknown metric \"%s\" (did you "
                                            "mean \"%s\"?)",
                                            m->valuestring, s);
                        return perr(r, mp,
                                    "unknown metric \"%s\" (see "
                                    "docs/metrics.md or `kplan metrics`)",
                                    m->valuestring);
                }
                c->metric = strdup(met->name);
                if (!cJSON_IsString(o) || parse_cmp(o->valuestring, &c->cmp))
                        return bad_value(r, op, o,
                                         "expected one of \"<=\", \"<\", "
                                         "\">=\", \">\"");
                if (get_number(r, it, cp, "threshold", -1e15, 1e15,
                               &c->threshold) ||
                    get_bool(r, it, cp, "aggregate", &c->aggregate))
                        return -1;
                tl = member(it, "tiers", tp, cp);
                if (c->aggregate && !aggregate_applies(p, tl)) {
                        char ap[PATH_LEN];
                        kp_json_path_key(ap, sizeof(ap), cp, "aggregate");
                        return perr(r, ap,
                                    "an aggregate criterion judges workloads "
                                    "that run at the same time, and %s",
                                    tl ? "no tier it names has workloads"
                                       : "no tier has workloads");
                }
                if (!tl)
                        continue;
                if (!cJSON_IsArray(tl) || cJSON_GetArraySize(tl) < 1)
                        return bad_value(r, tp, tl,
                                         "expected an array of tier names");
                c->tiers =
                    calloc((size_t)cJSON_GetArraySize(tl), sizeof(*c->tiers));
                if (!c->tiers)
                        return perr(r, tp, "out of memory");
                cJSON_ArrayForEach(t, tl)
                {
                        char ep[PATH_LEN];
                        kp_json_path_index(ep, sizeof(ep), tp, k++);
                        if (!cJSON_IsString(t))
                                return bad_value(r, ep, t,
                                                 "expected a tier name");
                        if (!tier_ref_known(p, t->valuestring))
                                return bad_value(r, ep, t,
                                                 "no tier has this name");
                        c->tiers[c->n_tiers] = strdup(t->valuestring);
                        if (!c->tiers[c->n_tiers++])
                                return perr(r, ep, "out of memory");
                }
        }
        return 0;
}

static int parse_target(const rd *r, const cJSON *root, kp_plan *p)
{
        static const char *const keys[] = { "messages",           "window",
                                            "peak_factor",        "record_size",
                                            "replication_factor", "retention",
                                            "storage_overhead",   NULL };
        char path[PATH_LEN];
        const cJSON *t = member(root, "target", path, "");
        kp_target *g = &p->target;
        if (!t)
                return 0;
        g->present = 1;
        g->window_us = 24LL * 3600 * 1000000;
        g->peak_factor = 1.0;
        g->storage_overhead = 0.10;
        g->replication_factor =
            p->replication_factor > 0 ? p->replication_factor : 3;
        for (size_t i = 0; i < p->n_tiers; i++)
                if (p->tiers[i].record_size > g->record_size)
                        g->record_size = p->tiers[i].record_size;
        if (want_object(r, t, path) || check_keys(r, t, path, keys))
                return -1;
        if (!cJSON_GetObjectItemCaseSensitive(t, "messages"))
                return perr(r, path,
                            "missing required key \"messages\" (the "
                            "business volume, such as \"100M\")");
        if (get_count(r, t, path, "messages", 1, KP_MAX_EXACT - 1, &g->messages,
                      NULL) ||
            get_duration(r, t, path, "window", 1000000, 366LL * 86400 * 1000000,
                         &g->window_us) ||
            get_number(r, t, path, "peak_factor", 1, 1000, &g->peak_factor) ||
            get_size(r, t, path, "record_size", 1, MAX_RECORD,
                     &g->record_size) ||
            get_int(r, t, path, "replication_factor", 1, 32767,
                    &g->replication_factor) ||
            get_number(r, t, path, "storage_overhead", 0, 10,
                       &g->storage_overhead))
                return -1;
        g->retention_us = g->window_us;
        return get_duration(r, t, path, "retention", 1000000,
                            100LL * 365 * 86400 * 1000000, &g->retention_us);
}

static int parse_signoff(const rd *r, const cJSON *root, kp_plan *p)
{
        static const char *const keys[] = { "prepared_by", "company",
                                            "approvers", NULL };
        static const char *const akeys[] = { "role", "name", NULL };
        char path[PATH_LEN], ap[PATH_LEN];
        const cJSON *s = member(root, "signoff", path, ""), *arr, *it;
        size_t i = 0;
        if (!s)
                return 0;
        if (want_object(r, s, path) || check_keys(r, s, path, keys) ||
            get_string(r, s, path, "prepared_by", 0, &p->prepared_by) ||
            get_string(r, s, path, "company", 0, &p->company))
                return -1;
        arr = member(s, "approvers", ap, path);
        if (!arr)
                return 0;
        if (!cJSON_IsArray(arr) || cJSON_GetArraySize(arr) > 50)
                return bad_value(r, ap, arr,
                                 "expected an array of at most 50 approvers");
        p->approvers =
            calloc((size_t)cJSON_GetArraySize(arr) + 1, sizeof(*p->approvers));
        if (!p->approvers)
                return perr(r, ap, "out of memory");
        cJSON_ArrayForEach(it, arr)
        {
                char ip[PATH_LEN];
                kp_approver *a = &p->approvers[p->n_approvers++];
                kp_json_path_index(ip, sizeof(ip), ap, i++);
                if (want_object(r, it, ip) || check_keys(r, it, ip, akeys) ||
                    get_string(r, it, ip, "role", 1, &a->role) ||
                    get_string(r, it, ip, "name", 0, &a->name))
                        return -1;
        }
        return 0;
}

/* ---- cluster and topic ------------------------------------------------ */

static void warn_relay(void *opaque, const char *msg)
{
        const rd *r = opaque;
        warn(r, "%s", msg);
}

static int parse_cluster(const rd *r, const cJSON *root, kp_plan *p)
{
        static const char *const keys[] = { "bootstrap.servers",
                                            "properties_file", "config", NULL };
        char path[PATH_LEN];
        const cJSON *c = member(root, "cluster", path, "");
        if (!c)
                return 0;
        if (want_object(r, c, path) || check_keys(r, c, path, keys) ||
            get_string(r, c, path, "bootstrap.servers", 0, &p->bootstrap) ||
            get_path(r, c, path, "properties_file", &p->properties_file))
                return -1;
        if (p->bootstrap && !*p->bootstrap) {
                /* "${KAFKA:-}" chooses the embedded cluster. */
                free(p->bootstrap);
                p->bootstrap = NULL;
        }
        if (p->properties_file && !r->opts->offline) {
                kp_kvlist java = { 0 };
                char why[768], fpath[PATH_LEN];
                int bad;
                kp_json_path_key(fpath, sizeof(fpath), path, "properties_file");
                bad = kp_props_load(p->properties_file, &java, why,
                                    sizeof(why)) ||
                      kp_clientconf_from_java(&java, p->properties_file,
                                              &p->client, warn_relay, (void *)r,
                                              why, sizeof(why));
                kp_kv_free(&java);
                if (bad)
                        return perr(r, fpath, "%s", why);
                /* bootstrap.servers from the file, as Kafka's tools
                 * allow, unless the plan gives it. */
                if (!p->bootstrap && kp_kv_get(&p->client, "bootstrap.servers"))
                        p->bootstrap =
                            strdup(kp_kv_get(&p->client, "bootstrap.servers"));
                kp_kv_unset(&p->client, "bootstrap.servers");
        }
        if (get_props(r, c, path, "config", KP_CLIENT_ANY, &p->client))
                return -1;
        if (kp_kv_get(&p->client, "bootstrap.servers") ||
            kp_kv_get(&p->client, "metadata.broker.list")) {
                char cp[PATH_LEN];
                kp_json_path_key(cp, sizeof(cp), path, "config");
                return perr(r, cp,
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
        char path[PATH_LEN];
        const cJSON *v = member(obj, "existing", path, parent);
        if (!v)
                return 0;
        if (cJSON_IsString(v) && strcmp(v->valuestring, "match") == 0)
                p->accept_existing = 0;
        else if (cJSON_IsString(v) && strcmp(v->valuestring, "accept") == 0)
                p->accept_existing = 1;
        else
                return bad_value(r, path, v,
                                 "expected \"match\" (an existing topic "
                                 "must be as the plan says) or \"accept\" "
                                 "(measure it as it is)");
        return 0;
}

static int parse_topic(const rd *r, const cJSON *root, kp_plan *p)
{
        static const char *const keys[] = {
                "name",   "partitions", "replication_factor",
                "create", "existing",   "config",
                NULL
        };
        char path[PATH_LEN];
        const cJSON *t = member(root, "topic", path, "");
        p->partitions = 6;
        p->replication_factor = -1;
        p->create = 1;
        if (t &&
            (want_object(r, t, path) || check_keys(r, t, path, keys) ||
             get_string(r, t, path, "name", 0, &p->topic) ||
             get_int(r, t, path, "partitions", 1, 100000, &p->partitions) ||
             get_int(r, t, path, "replication_factor", 1, 32767,
                     &p->replication_factor) ||
             get_bool(r, t, path, "create", &p->create) ||
             get_existing(r, t, path, p) ||
             get_props(r, t, path, "config", -1, &p->topic_config)))
                return -1;
        if (p->topic) {
                for (const char *c = p->topic; *c; c++) {
                        if (!isalnum((unsigned char)*c) && *c != '.' &&
                            *c != '_' && *c != '-') {
                                char np[PATH_LEN];
                                kp_json_path_key(np, sizeof(np), path, "name");
                                return bad_value(
                                    r, np, cJSON_GetObjectItem(t, "name"),
                                    "expected a Kafka topic name: letters, "
                                    "digits, . _ - (at most 249)");
                        }
                }
                if (strcmp(p->topic, ".") == 0 || strcmp(p->topic, "..") == 0) {
                        char np[PATH_LEN];
                        kp_json_path_key(np, sizeof(np), path, "name");
                        return bad_value(r, np, cJSON_GetObjectItem(t, "name"),
                                         "Kafka does not allow \".\" or "
                                         "\"..\" as a topic name");
                }
                if (strlen(p->topic) > 249)
                        return perr(r, path,
                                    "topic name longer than 249 "
                                    "characters");
        } else if (asprintf(&p->topic, "kplan-%s", p->name) < 0) {
                p->topic = NULL;
                return perr(r, path, "out of memory");
        }
        return 0;
}

/* ---- the whole plan ---------------------------------------------------- */

static const char *const top_keys[] = { "kplan",       "name",    "title",
                                        "description", "cluster", "topic",
                                        "defaults",    "tiers",   "criteria",
                                        "target",      "signoff", "report",
                                        NULL };

static int parse_root(const rd *r, cJSON *root, kp_plan *p)
{
        static const char *const report_keys[] = { "template", NULL };
        char path[PATH_LEN];
        const cJSON *v, *rep;
        int version = 1;
        if (!cJSON_IsObject(root))
                return bad_value(r, "", root,
                                 "expected a JSON object (the plan)");
        if (check_keys(r, root, "", top_keys))
                return -1;
        v = member(root, "kplan", path, "");
        if (v && (!cJSON_IsNumber(v) || v->valuedouble != 1))
                return bad_value(r, path, v,
                                 "expected 1 (this kplan reads plan format "
                                 "version 1)");
        p->version = version;
        p->scale = 1;
        if (!r->opts->offline && expand_env(r, root, ""))
                return -1;
        if (get_string(r, root, "", "name", 1, &p->name))
                return -1;
        if (!valid_name(p->name, 0)) {
                member(root, "name", path, "");
                return bad_value(r, path, cJSON_GetObjectItem(root, "name"),
                                 "expected 1 to 64 letters, digits or . _ - "
                                 "+ (it names the report directory)");
        }
        if (get_string(r, root, "", "title", 0, &p->title) ||
            get_string(r, root, "", "description", 0, &p->description) ||
            parse_cluster(r, root, p) || parse_topic(r, root, p) ||
            parse_tiers(r, root, p) || parse_criteria(r, root, p) ||
            parse_target(r, root, p) || parse_signoff(r, root, p))
                return -1;
        rep = member(root, "report", path, "");
        if (rep) {
                char *tmpl = NULL, *full;
                if (want_object(r, rep, path) ||
                    check_keys(r, rep, path, report_keys) ||
                    get_string(r, rep, path, "template", 0, &tmpl))
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
        }
        if (!p->title)
                p->title = strdup(p->name);
        for (size_t i = 0; p->bootstrap && i < p->n_tiers; i++)
                if (p->tiers[i].n_faults)
                        return perr(r, "",
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
                        warn(r,
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
        if (parse_root(&r, kp_json_root(doc), p))
                goto out;
        p->source = kp_json_detach(doc);
        redact_tree(p->source);
        *out = p;
        p = NULL;
        ret = 0;
out:
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
        free(p->path);
        free(p->dir);
        free(p->name);
        free(p->title);
        free(p->description);
        free(p->bootstrap);
        free(p->properties_file);
        kp_kv_free(&p->client);
        free(p->topic);
        kp_kv_free(&p->topic_config);
        for (size_t i = 0; i < p->n_tiers; i++)
                tier_free(&p->tiers[i]);
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
                t->messages = m >= 1 ? (uint64_t)m : 1;
                t->warmup_messages =
                    (uint64_t)floor((double)t->warmup_messages * factor);
                if (t->warmup_messages >= t->messages)
                        t->warmup_messages = t->messages - 1;
                t->warmup_us = (int64_t)((double)t->warmup_us * factor);
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
                if (t->rate <= 0)
                        (*n_unlimited)++;
                if (!t->parallel_group) {
                        if (t->rate > 0)
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
