#include "plan/topicconfig.h"

#include <ctype.h>
#include <errno.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "base/util.h"

typedef enum tc_type {
        TC_INT,
        TC_LONG,
        TC_DOUBLE,
        TC_BOOL,
        TC_STRING,
        TC_LIST
} tc_type;

#define NO_MIN INT64_MIN
#define NO_MAX INT64_MAX

/* One topic-level config as Kafka defines it: its type, its range for a
 * number (min and max included; also: one more value allowed outside
 * it), the words a string or each item of a list may be (NULL: any),
 * and what a special value means, for the message. */
typedef struct tc_entry {
        const char *name;
        tc_type type;
        int64_t min, max;
        int has_also;
        int64_t also;
        const char *const *words;
        const char *hint;
} tc_entry;

static const char *const cleanup_words[] = { "compact", "delete", NULL };
static const char *const compression_words[] = {
        "uncompressed", "zstd", "lz4", "snappy", "gzip", "producer", NULL
};
static const char *const timestamp_words[] = { "CreateTime", "LogAppendTime",
                                               NULL };

#define NUM(n, t, lo, hi, h)                                                   \
        {                                                                      \
                n, t, lo, hi, 0, 0, NULL, h                                    \
        }
#define BOOL(n)                                                                \
        {                                                                      \
                n, TC_BOOL, 0, 0, 0, 0, NULL, NULL                             \
        }

/* Kafka 3.9.1 and 4.4.0, LogConfig: every topic-level config but the
 * internal ones, in name order. "4.x only" and "3.x only" mark the names
 * one line does not know. */
static const tc_entry table[] = {
        { "cleanup.policy", TC_LIST, 0, 0, 0, 0, cleanup_words, NULL },
        { "compression.gzip.level", TC_INT, 1, 9, 1, -1, NULL,
          "-1: gzip's default" },
        NUM("compression.lz4.level", TC_INT, 1, 17, NULL),
        { "compression.type", TC_STRING, 0, 0, 0, 0, compression_words, NULL },
        NUM("compression.zstd.level", TC_INT, -131072, 22, NULL),
        NUM("delete.retention.ms", TC_LONG, 0, NO_MAX, NULL),
        BOOL("errors.deadletterqueue.group.enable"), /* 4.x only */
        NUM("file.delete.delay.ms", TC_LONG, 0, NO_MAX, NULL),
        NUM("flush.messages", TC_LONG, 1, NO_MAX, NULL),
        NUM("flush.ms", TC_LONG, 0, NO_MAX, NULL),
        { "follower.replication.throttled.replicas", TC_LIST, 0, 0, 0, 0, NULL,
          NULL },
        NUM("index.interval.bytes", TC_INT, 0, NO_MAX, NULL),
        { "leader.replication.throttled.replicas", TC_LIST, 0, 0, 0, 0, NULL,
          NULL },
        NUM("local.retention.bytes", TC_LONG, -2, NO_MAX,
            "-2: retention.bytes, -1: no limit"),
        NUM("local.retention.ms", TC_LONG, -2, NO_MAX,
            "-2: retention.ms, -1: no limit"),
        NUM("max.compaction.lag.ms", TC_LONG, 1, NO_MAX, NULL),
        /* 4.x only */
        NUM("max.decompressed.message.bytes", TC_INT, 1, 2147483639, NULL),
        NUM("max.message.bytes", TC_INT, 0, NO_MAX, NULL),
        BOOL("message.downconversion.enable"), /* 3.x only */
        { "message.format.version", TC_STRING, 0, 0, 0, 0, NULL,
          NULL }, /* 3.x */
        NUM("message.timestamp.after.max.ms", TC_LONG, 0, NO_MAX, NULL),
        NUM("message.timestamp.before.max.ms", TC_LONG, 0, NO_MAX, NULL),
        /* 3.x only */
        NUM("message.timestamp.difference.max.ms", TC_LONG, 0, NO_MAX, NULL),
        { "message.timestamp.type", TC_STRING, 0, 0, 0, 0, timestamp_words,
          NULL },
        NUM("min.cleanable.dirty.ratio", TC_DOUBLE, 0, 1, NULL),
        NUM("min.compaction.lag.ms", TC_LONG, 0, NO_MAX, NULL),
        NUM("min.insync.replicas", TC_INT, 1, NO_MAX, NULL),
        BOOL("preallocate"),
        NUM("remote.copy.lag.bytes", TC_LONG, -1, NO_MAX, NULL), /* 4.x */
        NUM("remote.copy.lag.ms", TC_LONG, -1, NO_MAX, NULL),    /* 4.x */
        BOOL("remote.log.copy.disable"),
        BOOL("remote.log.delete.on.disable"),
        BOOL("remote.storage.enable"),
        NUM("retention.bytes", TC_LONG, NO_MIN, NO_MAX, "-1: no limit"),
        NUM("retention.ms", TC_LONG, -1, NO_MAX, "-1: no limit"),
        /* 1 MiB and up since 4.0; 14 B and up before. */
        NUM("segment.bytes", TC_INT, 14, NO_MAX, NULL),
        NUM("segment.index.bytes", TC_INT, 4, NO_MAX, NULL),
        NUM("segment.jitter.ms", TC_LONG, 0, NO_MAX, NULL),
        NUM("segment.ms", TC_LONG, 1, NO_MAX, NULL),
        BOOL("unclean.leader.election.enable"),
};

static const tc_entry *find(const char *name)
{
        for (size_t i = 0; i < KP_ARRAY_LEN(table); i++)
                if (strcmp(table[i].name, name) == 0)
                        return &table[i];
        return NULL;
}

int kp_topicconfig_known(const char *name)
{
        return find(name) != NULL;
}

/* The value without the blanks Kafka trims. */
static void trimmed(const char *value, char *out, size_t n)
{
        size_t len;
        while (isspace((unsigned char)*value))
                value++;
        snprintf(out, n, "%s", value);
        len = strlen(out);
        while (len && isspace((unsigned char)out[len - 1]))
                out[--len] = '\0';
}

static int in_words(const char *const *words, const char *s)
{
        for (size_t i = 0; words[i]; i++)
                if (strcmp(words[i], s) == 0)
                        return 1;
        return 0;
}

static void words_list(const char *const *words, char *out, size_t n)
{
        size_t o = 0;
        out[0] = '\0';
        for (size_t i = 0; words[i] && o < n; i++)
                o += (size_t)snprintf(out + o, n - o, "%s\"%s\"", i ? ", " : "",
                                      words[i]);
}

/* "a whole number from 1 to 9 or -1 (-1: gzip's default)". */
static void range_words(const tc_entry *e, char *out, size_t n)
{
        const char *what = e->type == TC_DOUBLE ? "a number" : "a whole number";
        int64_t hi = e->max == NO_MAX && e->type == TC_INT ? INT32_MAX : e->max;
        size_t o;
        if (e->min == NO_MIN && hi == NO_MAX)
                snprintf(out, n, "%s", what);
        else if (hi == NO_MAX)
                snprintf(out, n, "%s from %lld", what, (long long)e->min);
        else
                snprintf(out, n, "%s from %lld to %lld", what,
                         (long long)e->min, (long long)hi);
        o = strlen(out);
        if (e->has_also)
                o += (size_t)snprintf(out + o, n - o, " or %lld",
                                      (long long)e->also);
        if (e->hint && o < n)
                snprintf(out + o, n - o, " (%s)", e->hint);
}

static int check_number(const tc_entry *e, const char *v, char *errstr,
                        size_t n)
{
        char range[160], *end;
        int ok;
        range_words(e, range, sizeof(range));
        errno = 0;
        if (e->type == TC_DOUBLE) {
                double d = strtod(v, &end);
                ok = *v && !*end && errno == 0 && isfinite(d) &&
                     d >= (double)e->min && d <= (double)e->max;
        } else {
                long long x = strtoll(v, &end, 10);
                int64_t hi = e->max;
                if (e->type == TC_INT && hi > INT32_MAX)
                        hi = INT32_MAX;
                ok =
                    *v && !*end && errno == 0 &&
                    (e->type != TC_INT || x >= INT32_MIN) &&
                    ((x >= e->min && x <= hi) || (e->has_also && x == e->also));
        }
        if (ok)
                return 0;
        return kp_err(errstr, n, "topic config \"%s\": expected %s, got \"%s\"",
                      e->name, range, v);
}

int kp_topicconfig_check(const char *name, const char *value, char *errstr,
                         size_t errstr_size)
{
        const tc_entry *e = find(name);
        char v[256], w[160];
        if (!e) {
                int limit = (int)strlen(name) / 3 + 2;
                kp_nearest n = kp_nearest_start(name, limit > 5 ? 5 : limit);
                for (size_t i = 0; i < KP_ARRAY_LEN(table); i++)
                        kp_nearest_offer(&n, table[i].name);
                if (n.best)
                        return kp_err(errstr, errstr_size,
                                      "unknown topic config \"%s\" (did you "
                                      "mean \"%s\"?)",
                                      name, n.best);
                return kp_err(errstr, errstr_size,
                              "unknown topic config \"%s\": not one of "
                              "Kafka's topic-level configs (docs/plan.md, "
                              "\"topic\")",
                              name);
        }
        trimmed(value, v, sizeof(v));
        switch (e->type) {
        case TC_INT:
        case TC_LONG:
        case TC_DOUBLE:
                return check_number(e, v, errstr, errstr_size);
        case TC_BOOL:
                if (strcasecmp(v, "true") == 0 || strcasecmp(v, "false") == 0)
                        return 0;
                return kp_err(errstr, errstr_size,
                              "topic config \"%s\": expected true or false, "
                              "got \"%s\"",
                              name, value);
        case TC_STRING:
                if (!e->words || in_words(e->words, v))
                        return 0;
                words_list(e->words, w, sizeof(w));
                return kp_err(errstr, errstr_size,
                              "topic config \"%s\": expected one of %s, got "
                              "\"%s\"",
                              name, w, value);
        case TC_LIST:
                if (!e->words)
                        return 0;
                for (const char *p = v; *p;) {
                        const char *c = strchr(p, ',');
                        size_t len = c ? (size_t)(c - p) : strlen(p);
                        char raw[64], item[64];
                        snprintf(raw, sizeof(raw), "%.*s", (int)len, p);
                        trimmed(raw, item, sizeof(item));
                        if (!in_words(e->words, item)) {
                                words_list(e->words, w, sizeof(w));
                                return kp_err(errstr, errstr_size,
                                              "topic config \"%s\": expected "
                                              "a comma-separated list of %s, "
                                              "got \"%s\"",
                                              name, w, value);
                        }
                        p = c ? c + 1 : p + len;
                }
                return 0;
        }
        return 0;
}
