/* Plan overrides from the command line (kplan run --set PATH=VALUE):
 * applied to the plan's JSON before it is parsed (plan.h, kp_plan_opts). */

#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/json.h"
#include "base/props.h"
#include "base/util.h"
#include "plan/plan_priv.h"

/* Objects whose keys are names that may hold dots (client properties,
 * topic configs, headers): the rest of a path is one key. */
static int is_map(const char *key)
{
        return key &&
               (strcmp(key, "config") == 0 || strcmp(key, "producer") == 0 ||
                strcmp(key, "headers") == 0);
}

static int set_err(const rd *r, const char *arg, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

static int set_err(const rd *r, const char *arg, const char *fmt, ...)
{
        char msg[512];
        va_list ap;
        va_start(ap, fmt);
        vsnprintf(msg, sizeof(msg), fmt, ap);
        va_end(ap);
        return kp_err(r->errstr, r->errstr_size, "--set %s: %s", arg, msg);
}

/* The element of array a that [inner] names: the object whose "name" is
 * inner, else index inner. */
static cJSON *array_pick(cJSON *a, const char *inner, size_t *index)
{
        cJSON *it;
        size_t i = 0;
        char *end;
        unsigned long n;
        cJSON_ArrayForEach(it, a)
        {
                const cJSON *nm = cJSON_GetObjectItemCaseSensitive(it, "name");
                if (cJSON_IsString(nm) && strcmp(nm->valuestring, inner) == 0) {
                        *index = i;
                        return it;
                }
                i++;
        }
        if (!*inner || !isdigit((unsigned char)*inner))
                return NULL;
        n = strtoul(inner, &end, 10);
        if (*end || n >= (unsigned long)cJSON_GetArraySize(a))
                return NULL;
        *index = (size_t)n;
        return cJSON_GetArrayItem(a, (int)n);
}

/* Names of the elements of a, for a message. */
static void element_names(const cJSON *a, char *out, size_t n)
{
        const cJSON *it;
        size_t o = 0;
        out[0] = '\0';
        cJSON_ArrayForEach(it, a)
        {
                const cJSON *nm = cJSON_GetObjectItemCaseSensitive(it, "name");
                if (!cJSON_IsString(nm) || o + 4 >= n)
                        continue;
                o += (size_t)snprintf(out + o, n - o, "%s%s", o ? ", " : "",
                                      nm->valuestring);
        }
}

/* The value an override sets: JSON when the text is JSON, else the text
 * as a string. */
static cJSON *set_value(const char *text)
{
        const char *end = NULL;
        cJSON *v = cJSON_ParseWithOpts(text, &end, 1);
        return v ? v : cJSON_CreateString(text);
}

/* Applies one override "PATH=VALUE" to root; fills s->path. */
static int apply_one(const rd *r, cJSON *root, pr_set *s)
{
        const char *arg = s->arg, *eq = strchr(arg, '='), *p;
        char path[PATH_LEN] = "", spec[PATH_LEN], key[PATH_LEN];
        const char *last_key = NULL;
        char last_key_buf[PATH_LEN];
        cJSON *cur = root;

        if (!eq || eq == arg)
                return set_err(r, s->shown,
                               "expected PATH=VALUE, such as "
                               "tiers[10M].messages=1M or "
                               "topic.replication_factor=1");
        if ((size_t)(eq - arg) >= sizeof(spec))
                return set_err(r, s->shown, "the path is too long");
        memcpy(spec, arg, (size_t)(eq - arg));
        spec[eq - arg] = '\0';
        p = spec;
        for (;;) {
                cJSON *child = NULL, *parent = cur;
                size_t index = 0;
                int is_index = 0;
                char sub[PATH_LEN];
                if (*p == '[') {
                        const char *close = strchr(p, ']');
                        size_t n;
                        if (!close)
                                return set_err(r, s->shown,
                                               "\"[\" without \"]\" in the "
                                               "path");
                        n = (size_t)(close - p - 1);
                        memcpy(key, p + 1, n);
                        key[n] = '\0';
                        p = close + 1;
                        if (n >= 2 && key[0] == '"' && key[n - 1] == '"') {
                                memmove(key, key + 1, n - 2);
                                key[n - 2] = '\0';
                        } else if (cJSON_IsArray(cur)) {
                                is_index = 1;
                        }
                } else {
                        /* A key, up to the next '.' or '['; or, where
                         * names hold dots, the longest dotted run that
                         * names a member, else the whole rest. */
                        size_t n = strcspn(p, "[");
                        size_t first = strcspn(p, ".[");
                        size_t take = first;
                        if (n >= sizeof(key))
                                return set_err(r, s->shown,
                                               "the path is too long");
                        if (!*p)
                                return set_err(r, s->shown,
                                               "the path ends with \".\"");
                        for (size_t k = n; k > first && cJSON_IsObject(cur);
                             k--) {
                                if (k != n && p[k] != '.')
                                        continue;
                                memcpy(key, p, k);
                                key[k] = '\0';
                                if (cJSON_GetObjectItemCaseSensitive(cur,
                                                                     key)) {
                                        take = k;
                                        break;
                                }
                        }
                        if (take == first &&
                            (is_map(last_key) ||
                             (strcmp(path, "cluster") == 0 &&
                              strncmp(p, "bootstrap.servers",
                                      strlen("bootstrap.servers")) == 0)))
                                take = n;
                        memcpy(key, p, take);
                        key[take] = '\0';
                        p += take;
                        if (*p == '.')
                                p++;
                        if (!*key)
                                return set_err(r, s->shown,
                                               "an empty key in the path");
                }
                if (is_index) {
                        child = array_pick(cur, key, &index);
                        if (!child) {
                                char names[256];
                                element_names(cur, names, sizeof(names));
                                return set_err(r, s->shown,
                                               "%s has no element %s%s%s%s",
                                               *path ? path : "the plan", key,
                                               *names ? " (its names: " : "",
                                               names, *names ? ")" : "");
                        }
                        kp_json_path_index(sub, sizeof(sub), path, index);
                } else {
                        if (!cJSON_IsObject(cur))
                                return set_err(r, s->shown,
                                               "%s is %s, not an object: it "
                                               "has no key \"%s\"",
                                               *path ? path : "the plan",
                                               cJSON_IsArray(cur)
                                                   ? "an array (select an "
                                                     "element with [N] or "
                                                     "[NAME])"
                                                   : "a value",
                                               key);
                        child = cJSON_GetObjectItemCaseSensitive(cur, key);
                        kp_json_path_key(sub, sizeof(sub), path, key);
                        snprintf(last_key_buf, sizeof(last_key_buf), "%s", key);
                }
                snprintf(path, sizeof(path), "%s", sub);
                if (*p == '.')
                        p++;
                if (!*p) {
                        cJSON *v = set_value(eq + 1);
                        if (!v)
                                return kp_err(r->errstr, r->errstr_size,
                                              "out of memory");
                        if (is_index)
                                cJSON_ReplaceItemInArray(parent, (int)index, v);
                        else if (child)
                                cJSON_ReplaceItemInObjectCaseSensitive(parent,
                                                                       key, v);
                        else
                                cJSON_AddItemToObject(parent, key, v);
                        snprintf(s->path, sizeof(s->path), "%s", path);
                        return 0;
                }
                if (!child) {
                        child = cJSON_AddObjectToObject(parent, key);
                        if (!child)
                                return kp_err(r->errstr, r->errstr_size,
                                              "out of memory");
                }
                last_key = is_index ? NULL : last_key_buf;
                cur = child;
        }
}

int pr_apply_sets(rd *r, cJSON *root, kp_plan *p)
{
        size_t n = r->opts->n_sets;
        if (!n || r->opts->offline)
                return 0;
        r->sets = calloc(n, sizeof(*r->sets));
        if (!r->sets)
                return kp_err(r->errstr, r->errstr_size, "out of memory");
        if (!cJSON_IsObject(root))
                return pr_bad_value(r, "", root,
                                    "expected a JSON object (the plan)");
        for (size_t i = 0; i < n; i++) {
                const char *arg = r->opts->sets[i];
                const char *eq = strchr(arg, '=');
                pr_set *s = &r->sets[i];
                char path[PATH_LEN];
                /* A secret's value is never shown, in an error or in the
                 * list of overrides. */
                snprintf(path, sizeof(path), "%.*s", eq ? (int)(eq - arg) : 0,
                         arg);
                s->arg = arg;
                if (eq && kp_is_secret_key(path))
                        snprintf(s->shown, sizeof(s->shown), "%s=%s", path,
                                 KP_REDACTED);
                else
                        snprintf(s->shown, sizeof(s->shown), "%s", arg);
                if (apply_one(r, root, s))
                        return -1;
                r->n_sets = i + 1;
                if (kp_plan_add_override(p, s->shown))
                        return kp_err(r->errstr, r->errstr_size,
                                      "out of memory");
        }
        return 0;
}

int kp_plan_add_override(kp_plan *p, const char *shown)
{
        char *copy = strdup(shown);
        char **v =
            copy ? realloc(p->overrides, (p->n_overrides + 1) * sizeof(*v))
                 : NULL;
        if (!v) {
                free(copy);
                return -1;
        }
        v[p->n_overrides++] = copy;
        p->overrides = v;
        return 0;
}
