#include "kafka/agent_proto.h"

#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "base/props.h"
#include "base/util.h"

int kp_agent_prop_local(const char *key)
{
        return kp_is_secret_key(key) || strncmp(key, "sasl.", 5) == 0 ||
               strncmp(key, "ssl.", 4) == 0 ||
               strcmp(key, "security.protocol") == 0 ||
               strcmp(key, "bootstrap.servers") == 0;
}

static cJSON *kv_json(const kp_kvlist *l)
{
        cJSON *o = cJSON_CreateObject();
        for (size_t i = 0; o && i < l->n; i++)
                if (!kp_agent_prop_local(l->items[i].key))
                        cJSON_AddStringToObject(o, l->items[i].key,
                                                l->items[i].value);
        return o;
}

static int kv_from(const cJSON *o, kp_kvlist *l)
{
        const cJSON *it;
        cJSON_ArrayForEach(it, o)
        {
                if (!cJSON_IsString(it) || kp_agent_prop_local(it->string))
                        continue;
                if (kp_kv_set(l, it->string, it->valuestring))
                        return -1;
        }
        return 0;
}

static void num(cJSON *o, const char *k, double v)
{
        cJSON_AddNumberToObject(o, k, v);
}

cJSON *kp_agent_tier_json(const kp_tier *t)
{
        cJSON *o = cJSON_CreateObject(), *c;
        if (!o)
                return NULL;
        cJSON_AddStringToObject(o, "name", t->name);
        cJSON_AddStringToObject(o, "topic", t->topic);
        num(o, "messages", (double)t->messages);
        num(o, "rate", t->rate);
        num(o, "record_size", (double)t->record_size);
        num(o, "payload", t->payload);
        /* The coordinator's path: an agent reads its own copy (kplan
         * agent --payload-dir), checked against the command's hash. */
        if (t->payload_file) {
                cJSON_AddStringToObject(o, "payload_file", t->payload_file);
                cJSON_AddStringToObject(
                    o, "payload_delimiter",
                    t->payload_delimiter ? t->payload_delimiter : "\n");
        }
        num(o, "seed", (double)t->seed);
        num(o, "key_mode", t->key_mode);
        num(o, "key_count", (double)t->key_count);
        cJSON_AddItemToObject(o, "headers", kv_json(&t->headers));
        num(o, "warmup_messages", (double)t->warmup_messages);
        num(o, "warmup_us", (double)t->warmup_us);
        num(o, "producers", t->producers);
        cJSON_AddItemToObject(o, "producer", kv_json(&t->producer));
        num(o, "interval_us", (double)t->interval_us);
        num(o, "drain_timeout_us", (double)t->drain_timeout_us);
        c = cJSON_AddObjectToObject(o, "consume");
        if (c) {
                num(c, "enabled", t->consume.enabled);
                num(c, "consumers", t->consume.consumers);
                num(c, "fetch_size", (double)t->consume.fetch_size);
                num(c, "timeout_us", (double)t->consume.timeout_us);
                cJSON_AddItemToObject(c, "config", kv_json(&t->consume.config));
        }
        return o;
}

/* A number field in [0, 2^53]: 0 and *v set, or -1. */
static int get_u(const cJSON *o, const char *k, double *v)
{
        const cJSON *x = cJSON_GetObjectItemCaseSensitive(o, k);
        if (!cJSON_IsNumber(x) || !(x->valuedouble >= 0) ||
            x->valuedouble > 9007199254740992.0)
                return -1;
        *v = x->valuedouble;
        return 0;
}

static char *get_s(const cJSON *o, const char *k)
{
        const cJSON *x = cJSON_GetObjectItemCaseSensitive(o, k);
        return cJSON_IsString(x) ? strdup(x->valuestring) : NULL;
}

int kp_agent_tier_from(const cJSON *o, kp_tier *t, char *errstr,
                       size_t errstr_size)
{
        static const char *const fields[] = {
                "messages",  "rate",      "record_size", "payload",
                "seed",      "key_mode",  "key_count",   "warmup_messages",
                "warmup_us", "producers", "interval_us", "drain_timeout_us"
        };
        static const char *const cfields[] = { "enabled", "consumers",
                                               "fetch_size", "timeout_us" };
        double v[12], cv[4];
        const cJSON *c = cJSON_GetObjectItemCaseSensitive(o, "consume");
        t->name = get_s(o, "name");
        t->topic = get_s(o, "topic");
        t->payload_file = get_s(o, "payload_file");
        t->payload_delimiter = get_s(o, "payload_delimiter");
        if (!t->name || !t->topic)
                return kp_err(errstr, errstr_size,
                              "tier: expected a name and a topic");
        for (size_t i = 0; i < KP_ARRAY_LEN(fields); i++)
                if (get_u(o, fields[i], &v[i]))
                        return kp_err(errstr, errstr_size,
                                      "tier %s: %s: expected a number", t->name,
                                      fields[i]);
        for (size_t i = 0; i < KP_ARRAY_LEN(cfields); i++)
                if (get_u(c, cfields[i], &cv[i]))
                        return kp_err(errstr, errstr_size,
                                      "tier %s: consume.%s: expected a "
                                      "number",
                                      t->name, cfields[i]);
        t->messages = (uint64_t)v[0];
        t->rate = v[1];
        t->record_size = (uint64_t)v[2];
        t->payload = v[3] ? KP_PAYLOAD_REPEATED : KP_PAYLOAD_RANDOM;
        t->seed = (uint64_t)v[4];
        t->key_mode = (kp_key_mode)(int)v[5];
        if (t->key_mode > KP_KEYS_RANDOM)
                return kp_err(errstr, errstr_size, "tier %s: bad key_mode",
                              t->name);
        t->key_count = (uint64_t)v[6];
        t->warmup_messages = (uint64_t)v[7];
        t->warmup_us = (int64_t)v[8];
        t->producers = (int)v[9];
        t->interval_us = (int64_t)v[10];
        t->drain_timeout_us = (int64_t)v[11];
        t->consume.enabled = cv[0] != 0;
        t->consume.consumers = (int)cv[1];
        t->consume.fetch_size = (uint64_t)cv[2];
        t->consume.timeout_us = (int64_t)cv[3];
        if (t->messages == 0 || t->producers < 1 || t->producers > 1024 ||
            t->interval_us <= 0 || t->consume.consumers < 0 ||
            t->consume.consumers > 1024)
                return kp_err(errstr, errstr_size,
                              "tier %s: messages, producers or interval out "
                              "of range",
                              t->name);
        if (kv_from(cJSON_GetObjectItemCaseSensitive(o, "headers"),
                    &t->headers) ||
            kv_from(cJSON_GetObjectItemCaseSensitive(o, "producer"),
                    &t->producer) ||
            kv_from(cJSON_GetObjectItemCaseSensitive(c, "config"),
                    &t->consume.config))
                return kp_err(errstr, errstr_size, "out of memory");
        return 0;
}

void kp_agent_tier_clear(kp_tier *t)
{
        kp_tier_clear(t);
}

/* An interval on the bus, one line a field, both ways; whole: a count. */
#define IVF(f, whole)                                                          \
        {                                                                      \
#f, offsetof(kp_interval, f), whole                            \
        }
static const struct {
        const char *name;
        size_t off;
        int whole;
} interval_fields[] = {
        IVF(t_s, 0),    IVF(dur_s, 0),        IVF(msgs, 1),
        IVF(errors, 1), IVF(msgs_per_sec, 0), IVF(mib_per_sec, 0),
        IVF(p50_ms, 0), IVF(p95_ms, 0),       IVF(p99_ms, 0),
        IVF(max_ms, 0),
};
#undef IVF

cJSON *kp_agent_interval_json(const kp_interval *iv)
{
        cJSON *o = cJSON_CreateObject();
        const char *base = (const char *)iv;
        for (size_t i = 0; o && i < KP_ARRAY_LEN(interval_fields); i++) {
                const char *at = base + interval_fields[i].off;
                cJSON_AddNumberToObject(o, interval_fields[i].name,
                                        interval_fields[i].whole
                                            ? (double)*(const uint64_t *)at
                                            : *(const double *)at);
        }
        return o;
}

void kp_agent_interval_from(const cJSON *o, kp_interval *iv)
{
        char *base = (char *)iv;
        for (size_t i = 0; i < KP_ARRAY_LEN(interval_fields); i++) {
                const cJSON *x = cJSON_GetObjectItemCaseSensitive(
                    o, interval_fields[i].name);
                double v = cJSON_IsNumber(x) ? x->valuedouble : 0;
                char *at = base + interval_fields[i].off;
                if (interval_fields[i].whole)
                        *(uint64_t *)(void *)at = (uint64_t)v;
                else
                        *(double *)(void *)at = v;
        }
}
