#include "plan/clientprops.h"

#include <ctype.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/util.h"
#include "kp_rdtables.h"

/* librdkafka's property table, read once from the text of
 * rd_kafka_conf_properties_show() that the build generated
 * (kp_rdtables.h): name and C/P column. It is immutable after the first
 * use. */
typedef struct prop {
        char name[64];
        char scope;     /* '*' both, 'C' consumer, 'P' producer */
        char alias[64]; /* the property this one is an alias for, or "" */
        char def[96];   /* librdkafka's default, as the table shows it */
} prop;

/* Column k (0-based) of a table line "a | b | c ...", trimmed, into out
 * (cut to out_size). */
static void column(const char *line, int k, char *out, size_t out_size)
{
        const char *p = line, *end;
        size_t n;
        for (int i = 0; i < k && p; i++) {
                p = strchr(p, '|');
                if (p)
                        p++;
        }
        out[0] = '\0';
        if (!p)
                return;
        while (*p == ' ')
                p++;
        end = strchr(p, '|');
        if (!end)
                end = p + strlen(p);
        while (end > p && end[-1] == ' ')
                end--;
        n = (size_t)(end - p);
        if (n >= out_size)
                n = out_size - 1;
        memcpy(out, p, n);
        out[n] = '\0';
}

static prop *props_table;
static size_t props_n;
static pthread_once_t props_once = PTHREAD_ONCE_INIT;

static void props_load(void)
{
        char *text = strdup(kp_rd_properties), *line, *save = NULL;
        size_t cap = 0;
        if (!text)
                return;
        for (line = strtok_r(text, "\n", &save); line;
             line = strtok_r(NULL, "\n", &save)) {
                char name[64];
                char scope;
                size_t n = 0;
                const char *bar;
                while (line[n] && !isspace((unsigned char)line[n]) &&
                       n + 1 < sizeof(name)) {
                        name[n] = line[n];
                        n++;
                }
                name[n] = '\0';
                bar = strchr(line, '|');
                if (n == 0 || !bar || !islower((unsigned char)name[0]) ||
                    strspn(name, "abcdefghijklmnopqrstuvwxyz0123456789._") != n)
                        continue;
                while (*++bar == ' ')
                        ;
                scope = *bar;
                if (scope != '*' && scope != 'C' && scope != 'P')
                        continue;
                if (props_n == cap) {
                        size_t nc = cap ? cap * 2 : 256;
                        prop *np = realloc(props_table, nc * sizeof(*np));
                        if (!np)
                                break;
                        props_table = np;
                        cap = nc;
                }
                memcpy(props_table[props_n].name, name, n + 1);
                props_table[props_n].scope = scope;
                column(line, 3, props_table[props_n].def,
                       sizeof(props_table[props_n].def));
                props_table[props_n].alias[0] = '\0';
                {
                        /* "Alias for `queue.buffering.max.ms`: ..." */
                        const char *a = strstr(line, "| Alias for `");
                        if (a) {
                                const char *b = a + strlen("| Alias for `");
                                const char *e = strchr(b, '`');
                                size_t an = e ? (size_t)(e - b) : 0;
                                if (an > 0 &&
                                    an < sizeof(props_table[props_n].alias)) {
                                        memcpy(props_table[props_n].alias, b,
                                               an);
                                        props_table[props_n].alias[an] = '\0';
                                }
                        }
                }
                props_n++;
        }
        free(text);
}

static const prop *prop_find(const char *key)
{
        pthread_once(&props_once, props_load);
        for (size_t i = 0; i < props_n; i++)
                if (strcmp(props_table[i].name, key) == 0)
                        return &props_table[i];
        return NULL;
}

static const char *prop_suggest(const char *key)
{
        int limit = (int)strlen(key) / 3 + 1;
        kp_nearest n = kp_nearest_start(key, (limit > 4 ? 4 : limit) + 1);
        pthread_once(&props_once, props_load);
        for (size_t i = 0; i < props_n; i++)
                kp_nearest_offer(&n, props_table[i].name);
        return n.best;
}

int kp_clientprops_known(const char *key)
{
        return prop_find(key) != NULL;
}

const char *kp_clientprops_canonical(const char *key)
{
        const prop *p = prop_find(key);
        if (p && p->alias[0])
                return p->alias;
        return p ? p->name : key;
}

const char *kp_clientprops_rd_default(const char *key)
{
        const prop *p = prop_find(kp_clientprops_canonical(key));
        return p ? p->def : NULL;
}

int kp_clientprops_same(const char *a, const char *b)
{
        return strcmp(kp_clientprops_canonical(a),
                      kp_clientprops_canonical(b)) == 0;
}

static int unknown(const char *key, char *errstr, size_t errstr_size)
{
        const char *s = prop_suggest(key);
        if (s)
                return kp_err(errstr, errstr_size,
                              "unknown client property \"%s\" (did you "
                              "mean \"%s\"?)",
                              key, s);
        return kp_err(errstr, errstr_size,
                      "unknown client property \"%s\" (see `kplan "
                      "properties` for librdkafka's list)",
                      key);
}

int kp_clientprops_check(const char *key, const char *value,
                         kp_client_kind kind, char *errstr, size_t errstr_size)
{
        const prop *p = prop_find(key);
        if (!p)
                return unknown(key, errstr, errstr_size);
        /* The topic under test is the plan's: no request of kplan's may
         * let a broker create a topic with its own defaults. */
        if (strcmp(key, KP_NO_AUTO_CREATE) == 0 && strcmp(value, "false") != 0)
                return kp_err(errstr, errstr_size,
                              "\"%s\" is always false in kplan: a topic "
                              "the broker auto-creates has the broker's "
                              "defaults, not the plan's (remove it)",
                              key);
        if (kind == KP_CLIENT_PRODUCER && p->scope == 'C')
                return kp_err(errstr, errstr_size,
                              "\"%s\" is a consumer property; put it in "
                              "the consumer settings",
                              key);
        if (kind == KP_CLIENT_CONSUMER && p->scope == 'P')
                return kp_err(errstr, errstr_size,
                              "\"%s\" is a producer property; put it in "
                              "the producer settings",
                              key);
        return 0;
}

/* Java client properties that have no librdkafka meaning for a load
 * test: dropped with a note. */
static const char *java_only[] = {
        "key.serializer",      "value.serializer",
        "key.deserializer",    "value.deserializer",
        "interceptor.classes", "partitioner.class",
        "ssl.truststore.type", "ssl.keystore.type",
        "sasl.login.class",    "sasl.client.callback.handler.class",
        "metric.reporters",    "auto.include.jmx.reporter",
};

/* Pulls name="value" out of a JAAS line. */
static char *jaas_value(const char *jaas, const char *name)
{
        const char *p = jaas;
        size_t n = strlen(name);
        while ((p = strstr(p, name)) != NULL) {
                const char *q = p + n, *end;
                int boundary = p == jaas || isspace((unsigned char)p[-1]);
                p += n;
                while (*q == ' ')
                        q++;
                if (!boundary || *q != '=')
                        continue;
                q++;
                while (*q == ' ')
                        q++;
                if (*q != '"')
                        continue;
                /* Up to the closing quote; \" and \\ are escapes. */
                {
                        kp_buf b = { 0 };
                        for (end = q + 1; *end && *end != '"'; end++) {
                                if (*end == '\\' && end[1])
                                        end++;
                                kp_buf_putc(&b, *end);
                        }
                        if (*end != '"' || b.oom) {
                                kp_buf_free(&b);
                                return NULL;
                        }
                        if (!b.s)
                                return strdup("");
                        return b.s;
                }
        }
        return NULL;
}

int kp_clientprops_from_java(const kp_kvlist *java, const char *name,
                             kp_kvlist *out, kp_warn_fn warn, void *opaque,
                             char *errstr, size_t errstr_size)
{
        char msg[512];
        for (size_t i = 0; i < java->n; i++) {
                const char *k = java->items[i].key, *v = java->items[i].value;
                int skip = 0;
                if (strcmp(k, "sasl.jaas.config") == 0) {
                        char *user = jaas_value(v, "username");
                        char *pass = jaas_value(v, "password");
                        int bad = !user || !pass ||
                                  kp_kv_set(out, "sasl.username", user) ||
                                  kp_kv_set(out, "sasl.password", pass);
                        free(user);
                        free(pass);
                        if (bad)
                                return kp_err(errstr, errstr_size,
                                              "%s: sasl.jaas.config: "
                                              "expected username=\"...\" "
                                              "and password=\"...\"",
                                              name);
                        continue;
                }
                for (size_t j = 0; j < KP_ARRAY_LEN(java_only); j++)
                        if (strcmp(k, java_only[j]) == 0)
                                skip = 1;
                if (skip) {
                        snprintf(msg, sizeof(msg),
                                 "%s: %s is a Java client property, "
                                 "ignored",
                                 name, k);
                        if (warn)
                                warn(opaque, msg);
                        continue;
                }
                if (!prop_find(k)) {
                        const char *s = prop_suggest(k);
                        snprintf(msg, sizeof(msg),
                                 "%s: %s is not a librdkafka property, "
                                 "ignored%s%s%s",
                                 name, k, s ? " (did you mean \"" : "",
                                 s ? s : "", s ? "\"?)" : "");
                        if (warn)
                                warn(opaque, msg);
                        continue;
                }
                /* A known property with a bad value is an error, as in
                 * the plan itself (its value is checked by librdkafka,
                 * kafka/clientconf.h). */
                if (strcmp(k, "bootstrap.servers") != 0 &&
                    kp_clientprops_check(k, v, KP_CLIENT_ANY, msg, sizeof(msg)))
                        return kp_err(errstr, errstr_size, "%s: %s: %s", name,
                                      k, msg);
                if (kp_kv_set(out, k, v))
                        return kp_err(errstr, errstr_size, "out of memory");
        }
        return 0;
}
