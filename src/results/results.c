#include "results/results.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/json.h"
#include "base/util.h"
#include "results/agents_json.h"
#include "results/broker_map.h"
#include "results/fields.h"

#define RESULTS_MAX_BYTES (512 * 1024 * 1024)

void kp_latency_from_hist(kp_latency *l, const kp_hist *h)
{
        memset(l, 0, sizeof(*l));
        if (!h || kp_hist_count(h) == 0)
                return;
        l->count = kp_hist_count(h);
        l->min_ms = (double)kp_hist_min(h) / 1000.0;
        l->avg_ms = kp_hist_mean(h) / 1000.0;
        l->stddev_ms = kp_hist_stddev(h) / 1000.0;
        l->p50_ms = (double)kp_hist_percentile(h, 50) / 1000.0;
        l->p95_ms = (double)kp_hist_percentile(h, 95) / 1000.0;
        l->p99_ms = (double)kp_hist_percentile(h, 99) / 1000.0;
        l->p999_ms = (double)kp_hist_percentile(h, 99.9) / 1000.0;
        l->max_ms = (double)kp_hist_max(h) / 1000.0;
}

int kp_interval_push(kp_interval_list *l, const kp_interval *iv)
{
        if (l->n == l->cap) {
                size_t cap = l->cap ? l->cap * 2 : 64;
                kp_interval *v = realloc(l->v, cap * sizeof(*v));
                if (!v)
                        return -1;
                l->v = v;
                l->cap = cap;
        }
        l->v[l->n++] = *iv;
        return 0;
}

int kp_error_add(kp_error_list *l, const char *code, uint64_t n)
{
        kp_error_count *v;
        for (size_t i = 0; i < l->n; i++) {
                if (strcmp(l->v[i].code, code) == 0) {
                        l->v[i].count += n;
                        return 0;
                }
        }
        v = realloc(l->v, (l->n + 1) * sizeof(*v));
        if (!v)
                return -1;
        l->v = v;
        l->v[l->n].code = strdup(code);
        l->v[l->n].count = n;
        if (!l->v[l->n].code)
                return -1;
        l->n++;
        return 0;
}

uint64_t kp_error_total(const kp_error_list *l)
{
        uint64_t n = 0;
        for (size_t i = 0; i < l->n; i++)
                n += l->v[i].count;
        return n;
}

void kp_api_summary(const kp_cluster_info *c, kp_buf *out)
{
        static const char *const key_apis[] = {
                "Produce",         "Fetch",          "ListOffsets",
                "Metadata",        "OffsetCommit",   "OffsetFetch",
                "FindCoordinator", "JoinGroup",      "SyncGroup",
                "Heartbeat",       "ApiVersion",     "InitProducerId",
                "CreateTopics",    "DescribeConfigs"
        };
        size_t start = out->len;
        for (size_t k = 0; k < KP_ARRAY_LEN(key_apis); k++)
                for (size_t i = 0; i < c->n_apis; i++)
                        if (strcmp(c->apis[i].name, key_apis[k]) == 0)
                                kp_buf_printf(out, "%s%s v%d–%d",
                                              out->len > start ? ", " : "",
                                              c->apis[i].name, c->apis[i].min,
                                              c->apis[i].max);
}

const char *kp_tier_status_str(kp_tier_status s)
{
        switch (s) {
        case KP_TIER_PENDING:
                return "pending";
        case KP_TIER_COMPLETE:
                return "complete";
        case KP_TIER_INCOMPLETE:
                return "incomplete";
        case KP_TIER_INTERRUPTED:
                return "interrupted";
        case KP_TIER_FAILED:
                return "failed";
        }
        return "?";
}

static int tier_status_parse(const char *s, kp_tier_status *out)
{
        for (int i = KP_TIER_PENDING; i <= KP_TIER_FAILED; i++) {
                if (strcmp(s, kp_tier_status_str((kp_tier_status)i)) == 0) {
                        *out = (kp_tier_status)i;
                        return 0;
                }
        }
        return -1;
}

/* ---- field tables: one line per scalar field, both directions -------- */

static const kp_field latency_fields[] = {
        KP_FD(kp_latency, count, KP_F_U64),
        KP_FD(kp_latency, min_ms, KP_F_DBL),
        KP_FD(kp_latency, avg_ms, KP_F_DBL),
        KP_FD(kp_latency, stddev_ms, KP_F_DBL),
        KP_FD(kp_latency, p50_ms, KP_F_DBL),
        KP_FD(kp_latency, p95_ms, KP_F_DBL),
        KP_FD(kp_latency, p99_ms, KP_F_DBL),
        KP_FD(kp_latency, p999_ms, KP_F_DBL),
        KP_FD(kp_latency, max_ms, KP_F_DBL),
};

static const kp_field interval_fields[] = {
        KP_FD(kp_interval, t_s, KP_F_DBL),
        KP_FD(kp_interval, dur_s, KP_F_DBL),
        KP_FD(kp_interval, msgs, KP_F_U64),
        KP_FD(kp_interval, errors, KP_F_U64),
        KP_FD(kp_interval, msgs_per_sec, KP_F_DBL),
        KP_FD(kp_interval, mib_per_sec, KP_F_DBL),
        KP_FD(kp_interval, p50_ms, KP_F_DBL),
        KP_FD(kp_interval, p95_ms, KP_F_DBL),
        KP_FD(kp_interval, p99_ms, KP_F_DBL),
        KP_FD(kp_interval, max_ms, KP_F_DBL),
};

/* A folded series' buckets add these (results/series.h); a series not
 * folded, and every older results.json, has none of them. */
static const kp_field interval_fold_fields[] = {
        KP_FD(kp_interval, intervals, KP_F_U64),
        KP_FD(kp_interval, min_ms, KP_F_DBL),
        KP_FD(kp_interval, mean_ms, KP_F_DBL),
};

static const kp_field produce_fields[] = {
        KP_FD(kp_produce_result, started_at, KP_F_STAMP),
        KP_FD(kp_produce_result, duration_s, KP_F_DBL),
        KP_FD(kp_produce_result, total_s, KP_F_DBL),
        KP_FD(kp_produce_result, target_rate, KP_F_DBL),
        KP_FD(kp_produce_result, achieved_rate, KP_F_DBL),
        KP_FD(kp_produce_result, mib_per_sec, KP_F_DBL),
        KP_FD(kp_produce_result, sent, KP_F_U64),
        KP_FD(kp_produce_result, delivered, KP_F_U64),
        KP_FD(kp_produce_result, failed, KP_F_U64),
        KP_FD(kp_produce_result, undelivered, KP_F_U64),
        KP_FD(kp_produce_result, warmup, KP_F_U64),
        KP_FD(kp_produce_result, measured, KP_F_U64),
        KP_FD(kp_produce_result, bytes, KP_F_U64),
};

static const kp_field consume_fields[] = {
        KP_FD(kp_consume_result, started_at, KP_F_STAMP),
        KP_FD(kp_consume_result, expected, KP_F_U64),
        KP_FD(kp_consume_result, messages, KP_F_U64),
        KP_FD(kp_consume_result, bytes, KP_F_U64),
        KP_FD(kp_consume_result, missing, KP_F_U64),
        KP_FD(kp_consume_result, completeness, KP_F_DBL),
        KP_FD(kp_consume_result, timed_out, KP_F_BOOL),
        KP_FD(kp_consume_result, duration_s, KP_F_DBL),
        KP_FD(kp_consume_result, rebalance_ms, KP_F_DBL),
        KP_FD(kp_consume_result, fetch_s, KP_F_DBL),
        KP_FD(kp_consume_result, msgs_per_sec, KP_F_DBL),
        KP_FD(kp_consume_result, mib_per_sec, KP_F_DBL),
        KP_FD(kp_consume_result, fetch_msgs_per_sec, KP_F_DBL),
        KP_FD(kp_consume_result, fetch_mib_per_sec, KP_F_DBL),
        KP_FD(kp_consume_result, consumers, KP_F_INT),
        KP_FD(kp_consume_result, during, KP_F_BOOL),
};

/* consume.backlog: a backlog drain's figures (plan backlog). */
static const kp_field backlog_fields[] = {
        KP_FD(kp_consume_result, drained, KP_F_BOOL),
        KP_FD(kp_consume_result, start_delay_s, KP_F_DBL),
        KP_FD(kp_consume_result, caught_up_s, KP_F_DBL),
        KP_FD(kp_consume_result, caught_up_messages, KP_F_U64),
        KP_FD(kp_consume_result, producers_stopped, KP_F_BOOL),
};

/* consume.e2e_clock: end-to-end latency across load hosts. */
static const kp_field e2e_clock_fields[] = {
        KP_FD(kp_consume_result, e2e_hosts, KP_F_INT),
        KP_FD(kp_consume_result, e2e_skew_ms, KP_F_DBL),
        KP_FD(kp_consume_result, e2e_skewed, KP_F_BOOL),
};

/* The consume phase's fields that are there only when known, each
 * absent in older results: when the reads began (first_msg_s, after the
 * group join and the first fetch; none read: absent); cut short by a
 * stop (stopped); the warm-up messages read and left out of the
 * end-to-end latency (e2e_warmup; absent where none is recorded). */
enum { OPT_FIRST_MSG, OPT_STOPPED, OPT_E2E_WARMUP };
static const kp_field consume_opt_fields[] = {
        KP_FD(kp_consume_result, first_msg_s, KP_F_DBL),
        KP_FD(kp_consume_result, stopped, KP_F_BOOL),
        KP_FD(kp_consume_result, e2e_warmup, KP_F_U64),
};

/* consume.accounting: how the tier's messages were counted. */
static const kp_field accounting_fields[] = {
        KP_FD(kp_consume_result, identity, KP_F_BOOL),
        KP_FD(kp_consume_result, distinct, KP_F_U64),
        KP_FD(kp_consume_result, lost, KP_F_U64),
        KP_FD(kp_consume_result, duplicates, KP_F_U64),
        KP_FD(kp_consume_result, unacked_read, KP_F_U64),
        KP_FD(kp_consume_result, foreign, KP_F_U64),
};

static const kp_field partition_fields[] = {
        KP_FD(kp_partition_range, start, KP_F_I64),
        KP_FD(kp_partition_range, end, KP_F_I64),
        KP_FD(kp_partition_range, consumed, KP_F_U64),
};

static const kp_field host_fields[] = {
        KP_FD(kp_host_info, cpus, KP_F_INT),
        KP_FD(kp_host_info, memory_bytes, KP_F_U64),
};

/* ---- pieces ------------------------------------------------------------ */

static cJSON *latency_json(const kp_latency *l)
{
        cJSON *o = cJSON_CreateObject();
        if (o)
                kp_fields_put(o, l, latency_fields,
                              KP_ARRAY_LEN(latency_fields));
        return o;
}

static cJSON *intervals_json(const kp_interval_list *l)
{
        cJSON *a = cJSON_CreateArray();
        for (size_t i = 0; a && i < l->n; i++) {
                cJSON *o = cJSON_CreateObject();
                if (!o)
                        break;
                kp_fields_put(o, &l->v[i], interval_fields,
                              KP_ARRAY_LEN(interval_fields));
                if (l->per > 1)
                        kp_fields_put(o, &l->v[i], interval_fold_fields,
                                      KP_ARRAY_LEN(interval_fold_fields));
                cJSON_AddItemToArray(a, o);
        }
        return a;
}

static int intervals_from(const cJSON *a, kp_interval_list *l,
                          const char *where, char *errstr, size_t errstr_size)
{
        const cJSON *it;
        if (!cJSON_IsArray(a))
                return kp_err(errstr, errstr_size, "%s: expected an array",
                              where);
        cJSON_ArrayForEach(it, a)
        {
                kp_interval iv = { 0 };
                if (kp_fields_get(it, &iv, interval_fields,
                                  KP_ARRAY_LEN(interval_fields), where, errstr,
                                  errstr_size))
                        return -1;
                if (cJSON_GetObjectItemCaseSensitive(it, "intervals") &&
                    kp_fields_get(it, &iv, interval_fold_fields,
                                  KP_ARRAY_LEN(interval_fold_fields), where,
                                  errstr, errstr_size))
                        return -1;
                if (iv.intervals > l->per)
                        l->per = iv.intervals;
                if (kp_interval_push(l, &iv))
                        return kp_err(errstr, errstr_size, "out of memory");
        }
        return 0;
}

static cJSON *partitions_json(const kp_partition_range *v, size_t n)
{
        cJSON *a = cJSON_CreateArray();
        for (size_t i = 0; a && i < n; i++) {
                cJSON *o = cJSON_CreateObject();
                if (!o)
                        break;
                cJSON_AddNumberToObject(o, "partition", v[i].partition);
                kp_fields_put(o, &v[i], partition_fields,
                              KP_ARRAY_LEN(partition_fields));
                cJSON_AddItemToArray(a, o);
        }
        return a;
}

static int partitions_from(const cJSON *a, kp_partition_range **out, size_t *n,
                           const char *where, char *errstr, size_t errstr_size)
{
        const cJSON *it;
        size_t cnt = (size_t)cJSON_GetArraySize(a), i = 0;
        if (!cJSON_IsArray(a))
                return kp_err(errstr, errstr_size, "%s: expected an array",
                              where);
        *out = calloc(cnt + 1, sizeof(**out));
        if (!*out)
                return kp_err(errstr, errstr_size, "out of memory");
        cJSON_ArrayForEach(it, a)
        {
                const cJSON *p =
                    cJSON_GetObjectItemCaseSensitive(it, "partition");
                (*out)[i].partition = kp_fields_int(p, 0, INT32_MAX, -1);
                if ((*out)[i].partition < 0)
                        return kp_err(errstr, errstr_size,
                                      "%s: expected a partition number", where);
                if (kp_fields_get(it, &(*out)[i], partition_fields,
                                  KP_ARRAY_LEN(partition_fields), where, errstr,
                                  errstr_size))
                        return -1;
                i++;
        }
        *n = i;
        return 0;
}

static cJSON *errors_json(const kp_error_list *l)
{
        cJSON *o = cJSON_CreateObject();
        for (size_t i = 0; o && i < l->n; i++)
                cJSON_AddNumberToObject(o, l->v[i].code, (double)l->v[i].count);
        return o;
}

static void hist_put(cJSON *o, const char *key, const kp_hist *h)
{
        if (h)
                cJSON_AddItemToObject(o, key, kp_hist_to_json(h));
}

static int hist_get(const cJSON *o, const char *key, kp_hist **out,
                    const char *where, char *errstr, size_t errstr_size)
{
        const cJSON *h = cJSON_GetObjectItemCaseSensitive(o, key);
        char why[256];
        if (!h || cJSON_IsNull(h))
                return 0;
        if (kp_hist_from_json(h, out, why, sizeof(why)))
                return kp_err(errstr, errstr_size, "%s.%s: %s", where, key,
                              why);
        return 0;
}

/* Reads o's member key, an object, into the struct at base with the n
 * fields f, naming it where.key in an error; a member that is absent or
 * null is an error too. */
static int member_get(const cJSON *o, const char *key, void *base,
                      const kp_field *f, size_t n, const char *where,
                      char *errstr, size_t errstr_size)
{
        char w[256];
        snprintf(w, sizeof(w), "%s.%s", where, key);
        return kp_fields_get(cJSON_GetObjectItemCaseSensitive(o, key), base, f,
                             n, w, errstr, errstr_size);
}

cJSON *kp_produce_result_json(const kp_produce_result *p)
{
        cJSON *o = cJSON_CreateObject(), *h;
        if (!o)
                return NULL;
        kp_fields_put(o, p, produce_fields, KP_ARRAY_LEN(produce_fields));
        cJSON_AddItemToObject(o, "errors", errors_json(&p->errors));
        cJSON_AddItemToObject(o, "latency_ms", latency_json(&p->latency));
        cJSON_AddItemToObject(o, "service_latency_ms",
                              latency_json(&p->service));
        cJSON_AddItemToObject(o, "intervals", intervals_json(&p->intervals));
        if (p->windows.n)
                cJSON_AddItemToObject(o, "windows",
                                      kp_windows_json(&p->windows));
        cJSON_AddItemToObject(o, "partitions",
                              partitions_json(p->partitions, p->n_partitions));
        h = cJSON_AddObjectToObject(o, "histograms");
        if (h) {
                hist_put(h, "latency_us", p->hist_latency);
                hist_put(h, "service_us", p->hist_service);
        }
        cJSON_AddItemToObject(o, "client", kp_client_json(&p->client));
        return o;
}

int kp_consume_counted(const kp_consume_result *c)
{
        return !c->stopped;
}

int kp_consume_assigned(const kp_consume_result *c)
{
        return c->fetch_s > 0;
}

const char *kp_consume_e2e_unknown_str(const kp_consume_result *c)
{
        if (c->e2e.count > 0)
                return NULL;
        if (!c->during && !c->backlog)
                return "read_after_produce";
        if (c->messages == 0)
                return "nothing_read";
        if (c->e2e_warmup >= c->messages)
                return "warmup_only";
        return "no_production_time";
}

cJSON *kp_consume_result_json(const kp_consume_result *c)
{
        cJSON *o = cJSON_CreateObject(), *h;
        if (!o)
                return NULL;
        kp_fields_put(o, c, consume_fields, KP_ARRAY_LEN(consume_fields));
        /* No partition ever assigned: the join never ended and there
         * was no fetch time, so neither the join nor a fetch rate is
         * known (null, with the reason), never 0 msg/s or a join as long
         * as the phase. */
        if (!kp_consume_assigned(c)) {
                static const char *const unknown[] = { "rebalance_ms",
                                                       "fetch_msgs_per_sec",
                                                       "fetch_mib_per_sec" };
                for (size_t i = 0; i < KP_ARRAY_LEN(unknown); i++)
                        cJSON_ReplaceItemInObjectCaseSensitive(
                            o, unknown[i], cJSON_CreateNull());
                cJSON_AddStringToObject(o, "fetch_unknown", "never_assigned");
        }
        /* Stopped before every message was read: completeness is not
         * known (null, with the reason); missing and lost count what was
         * not read. */
        if (!kp_consume_counted(c)) {
                kp_fields_put(o, c, &consume_opt_fields[OPT_STOPPED], 1);
                cJSON_ReplaceItemInObjectCaseSensitive(o, "completeness",
                                                       cJSON_CreateNull());
                cJSON_AddStringToObject(o, "completeness_unknown", "stopped");
        }
        h = cJSON_AddObjectToObject(o, "accounting");
        if (h)
                kp_fields_put(h, c, accounting_fields,
                              KP_ARRAY_LEN(accounting_fields));
        if (c->backlog) {
                h = cJSON_AddObjectToObject(o, "backlog");
                if (h)
                        kp_fields_put(h, c, backlog_fields,
                                      KP_ARRAY_LEN(backlog_fields));
        }
        if (c->messages > 0 && c->first_msg_s > 0)
                kp_fields_put(o, c, &consume_opt_fields[OPT_FIRST_MSG], 1);
        /* No message timed: null with the reason, never a latency of 0. */
        if (c->e2e.count > 0) {
                cJSON_AddItemToObject(o, "e2e_latency_ms",
                                      latency_json(&c->e2e));
        } else {
                cJSON_AddNullToObject(o, "e2e_latency_ms");
                cJSON_AddStringToObject(o, "e2e_unknown",
                                        kp_consume_e2e_unknown_str(c));
        }
        if (c->during || c->backlog)
                kp_fields_put(o, c, &consume_opt_fields[OPT_E2E_WARMUP], 1);
        if (c->e2e_hosts) {
                h = cJSON_AddObjectToObject(o, "e2e_clock");
                if (h)
                        kp_fields_put(h, c, e2e_clock_fields,
                                      KP_ARRAY_LEN(e2e_clock_fields));
        }
        cJSON_AddItemToObject(o, "intervals", intervals_json(&c->intervals));
        if (c->windows.n)
                cJSON_AddItemToObject(o, "windows",
                                      kp_windows_json(&c->windows));
        cJSON_AddItemToObject(o, "partitions",
                              partitions_json(c->partitions, c->n_partitions));
        h = cJSON_AddObjectToObject(o, "histograms");
        if (h)
                hist_put(h, "e2e_us", c->hist_e2e);
        cJSON_AddItemToObject(o, "client", kp_client_json(&c->client));
        return o;
}

int kp_produce_result_from(const cJSON *o, kp_produce_result *p,
                           const char *where, char *errstr, size_t errstr_size)
{
        char w[256];
        const cJSON *errs, *it, *hs;
        if (kp_fields_get(o, p, produce_fields, KP_ARRAY_LEN(produce_fields),
                          where, errstr, errstr_size))
                return -1;
        p->ran = 1;
        if (member_get(o, "latency_ms", &p->latency, latency_fields,
                       KP_ARRAY_LEN(latency_fields), where, errstr,
                       errstr_size) ||
            member_get(o, "service_latency_ms", &p->service, latency_fields,
                       KP_ARRAY_LEN(latency_fields), where, errstr,
                       errstr_size))
                return -1;
        errs = cJSON_GetObjectItemCaseSensitive(o, "errors");
        cJSON_ArrayForEach(it, errs)
        {
                if (!cJSON_IsNumber(it) || !(it->valuedouble >= 0) ||
                    it->valuedouble > 9007199254740992.0 ||
                    kp_error_add(&p->errors, it->string,
                                 (uint64_t)it->valuedouble))
                        return kp_err(errstr, errstr_size,
                                      "%s.errors: bad entry", where);
        }
        snprintf(w, sizeof(w), "%s.intervals", where);
        if (intervals_from(cJSON_GetObjectItemCaseSensitive(o, "intervals"),
                           &p->intervals, w, errstr, errstr_size))
                return -1;
        snprintf(w, sizeof(w), "%s.windows", where);
        if (cJSON_GetObjectItemCaseSensitive(o, "windows") &&
            kp_windows_from(cJSON_GetObjectItemCaseSensitive(o, "windows"),
                            &p->windows, w, errstr, errstr_size))
                return -1;
        snprintf(w, sizeof(w), "%s.partitions", where);
        if (partitions_from(cJSON_GetObjectItemCaseSensitive(o, "partitions"),
                            &p->partitions, &p->n_partitions, w, errstr,
                            errstr_size))
                return -1;
        hs = cJSON_GetObjectItemCaseSensitive(o, "histograms");
        snprintf(w, sizeof(w), "%s.histograms", where);
        if (hist_get(hs, "latency_us", &p->hist_latency, w, errstr,
                     errstr_size) ||
            hist_get(hs, "service_us", &p->hist_service, w, errstr,
                     errstr_size))
                return -1;
        snprintf(w, sizeof(w), "%s.client", where);
        return kp_client_from(cJSON_GetObjectItemCaseSensitive(o, "client"),
                              &p->client, w, errstr, errstr_size);
}

int kp_consume_result_from(const cJSON *o, kp_consume_result *c,
                           const char *where, char *errstr, size_t errstr_size)
{
        char w[256];
        if (kp_fields_get(o, c, consume_fields, KP_ARRAY_LEN(consume_fields),
                          where, errstr, errstr_size))
                return -1;
        c->ran = 1;
        /* Never assigned (null join and fetch rates): the join held the
         * whole phase, as the consumer records it. */
        if (kp_fields_str(o, "fetch_unknown") &&
            !strcmp(kp_fields_str(o, "fetch_unknown"), "never_assigned")) {
                c->rebalance_ms = c->duration_s * 1000.0;
                c->fetch_s = 0;
        }
        /* Older results have no accounting: counted by offset. */
        if (cJSON_GetObjectItemCaseSensitive(o, "accounting") &&
            member_get(o, "accounting", c, accounting_fields,
                       KP_ARRAY_LEN(accounting_fields), where, errstr,
                       errstr_size))
                return -1;
        if (cJSON_GetObjectItemCaseSensitive(o, "backlog")) {
                if (member_get(o, "backlog", c, backlog_fields,
                               KP_ARRAY_LEN(backlog_fields), where, errstr,
                               errstr_size))
                        return -1;
                c->backlog = 1;
        }
        if (cJSON_GetObjectItemCaseSensitive(o, "e2e_clock") &&
            member_get(o, "e2e_clock", c, e2e_clock_fields,
                       KP_ARRAY_LEN(e2e_clock_fields), where, errstr,
                       errstr_size))
                return -1;
        for (size_t i = 0; i < KP_ARRAY_LEN(consume_opt_fields); i++)
                if (cJSON_GetObjectItemCaseSensitive(
                        o, consume_opt_fields[i].name) &&
                    kp_fields_get(o, c, &consume_opt_fields[i], 1, where,
                                  errstr, errstr_size))
                        return -1;
        if (!cJSON_IsNull(
                cJSON_GetObjectItemCaseSensitive(o, "e2e_latency_ms")) &&
            member_get(o, "e2e_latency_ms", &c->e2e, latency_fields,
                       KP_ARRAY_LEN(latency_fields), where, errstr,
                       errstr_size))
                return -1;
        snprintf(w, sizeof(w), "%s.intervals", where);
        if (intervals_from(cJSON_GetObjectItemCaseSensitive(o, "intervals"),
                           &c->intervals, w, errstr, errstr_size))
                return -1;
        snprintf(w, sizeof(w), "%s.windows", where);
        if (cJSON_GetObjectItemCaseSensitive(o, "windows") &&
            kp_windows_from(cJSON_GetObjectItemCaseSensitive(o, "windows"),
                            &c->windows, w, errstr, errstr_size))
                return -1;
        snprintf(w, sizeof(w), "%s.partitions", where);
        if (partitions_from(cJSON_GetObjectItemCaseSensitive(o, "partitions"),
                            &c->partitions, &c->n_partitions, w, errstr,
                            errstr_size))
                return -1;
        snprintf(w, sizeof(w), "%s.histograms", where);
        if (hist_get(cJSON_GetObjectItemCaseSensitive(o, "histograms"),
                     "e2e_us", &c->hist_e2e, w, errstr, errstr_size))
                return -1;
        snprintf(w, sizeof(w), "%s.client", where);
        return kp_client_from(cJSON_GetObjectItemCaseSensitive(o, "client"),
                              &c->client, w, errstr, errstr_size);
}

static cJSON *kv_json(const kp_kvlist *l, int redact)
{
        cJSON *o = cJSON_CreateObject();
        for (size_t i = 0; o && i < l->n; i++)
                cJSON_AddStringToObject(
                    o, l->items[i].key,
                    redact ? kp_redact(l->items[i].key, l->items[i].value)
                           : l->items[i].value);
        return o;
}

static int kv_from(const cJSON *o, kp_kvlist *l)
{
        const cJSON *it;
        cJSON_ArrayForEach(it, o)
        {
                if (cJSON_IsString(it) &&
                    kp_kv_set(l, it->string,
                              kp_redact(it->string, it->valuestring)))
                        return -1;
        }
        return 0;
}

static cJSON *int_array(const int32_t *v, size_t n)
{
        cJSON *a = cJSON_CreateArray();
        for (size_t i = 0; a && i < n; i++)
                cJSON_AddItemToArray(a, cJSON_CreateNumber(v[i]));
        return a;
}

static int32_t *int_array_from(const cJSON *a, size_t *n)
{
        size_t cnt = (size_t)cJSON_GetArraySize(a), i = 0;
        int32_t *v = calloc(cnt + 1, sizeof(*v));
        const cJSON *it;
        if (!v)
                return NULL;
        cJSON_ArrayForEach(it, a) v[i++] =
            kp_fields_int(it, INT32_MIN, INT32_MAX, -1);
        *n = i;
        return v;
}

/* ---- cluster events ---------------------------------------------------- */

static cJSON *events_json(const kp_event_list *l)
{
        cJSON *a = cJSON_CreateArray();
        for (size_t i = 0; a && i < l->n; i++) {
                const kp_cluster_event *ev = &l->v[i];
                cJSON *o = cJSON_CreateObject();
                if (!o)
                        break;
                cJSON_AddItemToObject(o, "t_s", kp_fields_num(ev->t_s));
                cJSON_AddStringToObject(o, "phase", ev->phase);
                cJSON_AddStringToObject(o, "kind", kp_event_kind_str(ev->kind));
                if (ev->broker >= 0)
                        cJSON_AddNumberToObject(o, "broker", ev->broker);
                kp_fields_add_str(o, "topic", ev->topic);
                if (ev->n_partitions)
                        cJSON_AddItemToObject(
                            o, "partitions",
                            int_array(ev->partitions, ev->n_partitions));
                if (ev->kind == KP_EV_ISR_SHRANK || ev->kind == KP_EV_ISR_GREW)
                        cJSON_AddNumberToObject(o, "isr", ev->isr);
                cJSON_AddItemToArray(a, o);
        }
        return a;
}

static int events_from(const cJSON *a, kp_event_list *l, const char *where,
                       char *errstr, size_t errstr_size)
{
        const cJSON *it;
        size_t i = 0;
        cJSON_ArrayForEach(it, a)
        {
                kp_cluster_event ev = { 0 };
                const cJSON *t = cJSON_GetObjectItemCaseSensitive(it, "t_s");
                int kind = kp_event_kind_parse(kp_fields_str(it, "kind"));
                int ret;
                if (!cJSON_IsNumber(t) || !isfinite(t->valuedouble) || kind < 0)
                        return kp_err(errstr, errstr_size,
                                      "%s[%zu]: expected t_s and a known "
                                      "kind",
                                      where, i);
                ev.t_s = t->valuedouble;
                ev.kind = (kp_event_kind)kind;
                snprintf(ev.phase, sizeof(ev.phase), "%s",
                         kp_fields_str(it, "phase") ? kp_fields_str(it, "phase")
                                                    : "");
                ev.broker = kp_fields_int(
                    cJSON_GetObjectItemCaseSensitive(it, "broker"), -1,
                    INT32_MAX, -1);
                ev.isr =
                    kp_fields_int(cJSON_GetObjectItemCaseSensitive(it, "isr"),
                                  0, INT32_MAX, 0);
                ev.topic = (char *)kp_fields_str(it, "topic");
                ev.partitions = int_array_from(
                    cJSON_GetObjectItemCaseSensitive(it, "partitions"),
                    &ev.n_partitions);
                ret = ev.partitions ? kp_events_push(l, &ev) : -1;
                free(ev.partitions);
                if (ret)
                        return kp_err(errstr, errstr_size, "out of memory");
                i++;
        }
        return 0;
}

const kp_topic_info *kp_results_topic(const kp_results *r, const char *name)
{
        for (size_t k = 0; name && k < r->cluster.n_topics; k++)
                if (r->cluster.topics[k].name &&
                    strcmp(r->cluster.topics[k].name, name) == 0)
                        return &r->cluster.topics[k];
        return NULL;
}

void kp_topic_info_clear(kp_topic_info *t)
{
        if (!t)
                return;
        free(t->name);
        kp_kv_free(&t->config);
        for (size_t k = 0; k < t->n_parts; k++) {
                free(t->parts[k].replicas);
                free(t->parts[k].isr);
        }
        free(t->parts);
        memset(t, 0, sizeof(*t));
}

static cJSON *cluster_json(const kp_cluster_info *c)
{
        cJSON *o = cJSON_CreateObject(), *a, *w;
        if (!o)
                return NULL;
        cJSON_AddBoolToObject(o, "embedded", c->embedded);
        kp_fields_add_str(o, "bootstrap", c->bootstrap);
        cJSON_AddBoolToObject(o, "emulated_hosts", c->emulated_hosts);
        kp_fields_add_str(o, "cluster_id", c->cluster_id);
        cJSON_AddNumberToObject(o, "controller_id", c->controller_id);
        kp_fields_add_str(o, "broker_version", c->broker_version);
        if (c->broker_config.n) {
                cJSON *bc = cJSON_AddObjectToObject(o, "broker_config");
                if (bc) {
                        cJSON_AddNumberToObject(bc, "broker",
                                                c->broker_config_id);
                        cJSON_AddItemToObject(bc, "settings",
                                              kv_json(&c->broker_config, 1));
                }
        }
        a = cJSON_AddArrayToObject(o, "brokers");
        for (size_t i = 0; a && i < c->n_brokers; i++) {
                cJSON *b = cJSON_CreateObject();
                if (!b)
                        break;
                cJSON_AddNumberToObject(b, "id", c->brokers[i].id);
                kp_fields_add_str(b, "host", c->brokers[i].host);
                cJSON_AddNumberToObject(b, "port", c->brokers[i].port);
                cJSON_AddItemToArray(a, b);
        }
        a = cJSON_AddArrayToObject(o, "topics");
        for (size_t i = 0; a && i < c->n_topics; i++) {
                const kp_topic_info *t = &c->topics[i];
                cJSON *to = cJSON_CreateObject(), *pa;
                if (!to)
                        break;
                kp_fields_add_str(to, "name", t->name);
                cJSON_AddNumberToObject(to, "partitions", t->partitions);
                cJSON_AddNumberToObject(to, "replication_factor",
                                        t->replication_factor);
                cJSON_AddBoolToObject(to, "created", t->created);
                cJSON_AddBoolToObject(to, "accepted_as_is", t->accepted);
                cJSON_AddItemToObject(to, "config", kv_json(&t->config, 1));
                pa = cJSON_AddArrayToObject(to, "layout");
                for (size_t k = 0; pa && k < t->n_parts; k++) {
                        const kp_partition_info *pi = &t->parts[k];
                        cJSON *po = cJSON_CreateObject();
                        if (!po)
                                break;
                        cJSON_AddNumberToObject(po, "partition", pi->id);
                        cJSON_AddNumberToObject(po, "leader", pi->leader);
                        cJSON_AddItemToObject(
                            po, "replicas",
                            int_array(pi->replicas, pi->n_replicas));
                        cJSON_AddItemToObject(po, "isr",
                                              int_array(pi->isr, pi->n_isr));
                        cJSON_AddItemToArray(pa, po);
                }
                cJSON_AddItemToArray(a, to);
        }
        a = cJSON_AddArrayToObject(o, "api_versions");
        for (size_t i = 0; a && i < c->n_apis; i++) {
                cJSON *v = cJSON_CreateObject();
                if (!v)
                        break;
                cJSON_AddStringToObject(v, "api", c->apis[i].name);
                cJSON_AddNumberToObject(v, "key", c->apis[i].key);
                cJSON_AddNumberToObject(v, "min", c->apis[i].min);
                cJSON_AddNumberToObject(v, "max", c->apis[i].max);
                cJSON_AddItemToArray(a, v);
        }
        w = cJSON_AddArrayToObject(o, "warnings");
        for (size_t i = 0; w && i < c->n_warnings; i++)
                cJSON_AddItemToArray(w, cJSON_CreateString(c->warnings[i]));
        return o;
}

static int cluster_from(const cJSON *o, kp_cluster_info *c)
{
        const cJSON *a, *it, *v;
        size_t i;
        if (!cJSON_IsObject(o))
                return -1;
        c->embedded = cJSON_IsTrue(cJSON_GetObjectItem(o, "embedded"));
        c->bootstrap = kp_strdup0(kp_fields_str(o, "bootstrap"));
        /* Older results do not say: the plan's, as kp_results_new set. */
        v = cJSON_GetObjectItem(o, "emulated_hosts");
        if (v && !cJSON_IsBool(v))
                return -1;
        if (v)
                c->emulated_hosts = cJSON_IsTrue(v);
        c->cluster_id = kp_strdup0(kp_fields_str(o, "cluster_id"));
        c->broker_version = kp_strdup0(kp_fields_str(o, "broker_version"));
        v = cJSON_GetObjectItem(o, "broker_config");
        c->broker_config_id = kp_fields_int(cJSON_GetObjectItem(v, "broker"),
                                            INT32_MIN, INT32_MAX, -1);
        if (kv_from(cJSON_GetObjectItem(v, "settings"), &c->broker_config))
                return -1;
        v = cJSON_GetObjectItem(o, "controller_id");
        c->controller_id = kp_fields_int(v, INT32_MIN, INT32_MAX, -1);
        a = cJSON_GetObjectItem(o, "brokers");
        c->brokers =
            calloc((size_t)cJSON_GetArraySize(a) + 1, sizeof(*c->brokers));
        if (!c->brokers)
                return -1;
        cJSON_ArrayForEach(it, a)
        {
                kp_broker_info *b = &c->brokers[c->n_brokers++];
                v = cJSON_GetObjectItem(it, "id");
                b->id = kp_fields_int(v, INT32_MIN, INT32_MAX, -1);
                b->host = kp_strdup0(kp_fields_str(it, "host"));
                v = cJSON_GetObjectItem(it, "port");
                b->port = kp_fields_int(v, 0, INT32_MAX, 0);
        }
        a = cJSON_GetObjectItem(o, "topics");
        c->topics =
            calloc((size_t)cJSON_GetArraySize(a) + 1, sizeof(*c->topics));
        if (!c->topics)
                return -1;
        cJSON_ArrayForEach(it, a)
        {
                kp_topic_info *t = &c->topics[c->n_topics++];
                const cJSON *pa = cJSON_GetObjectItem(it, "layout"), *po;
                t->name = kp_strdup0(kp_fields_str(it, "name"));
                v = cJSON_GetObjectItem(it, "partitions");
                t->partitions = kp_fields_int(v, 0, INT32_MAX, 0);
                v = cJSON_GetObjectItem(it, "replication_factor");
                t->replication_factor = kp_fields_int(v, 0, INT32_MAX, 0);
                t->created = cJSON_IsTrue(cJSON_GetObjectItem(it, "created"));
                t->accepted =
                    cJSON_IsTrue(cJSON_GetObjectItem(it, "accepted_as_is"));
                if (kv_from(cJSON_GetObjectItem(it, "config"), &t->config))
                        return -1;
                t->parts = calloc((size_t)cJSON_GetArraySize(pa) + 1,
                                  sizeof(*t->parts));
                if (!t->parts)
                        return -1;
                cJSON_ArrayForEach(po, pa)
                {
                        kp_partition_info *pi = &t->parts[t->n_parts++];
                        v = cJSON_GetObjectItem(po, "partition");
                        pi->id = kp_fields_int(v, INT32_MIN, INT32_MAX, -1);
                        v = cJSON_GetObjectItem(po, "leader");
                        pi->leader = kp_fields_int(v, INT32_MIN, INT32_MAX, -1);
                        pi->replicas =
                            int_array_from(cJSON_GetObjectItem(po, "replicas"),
                                           &pi->n_replicas);
                        pi->isr = int_array_from(cJSON_GetObjectItem(po, "isr"),
                                                 &pi->n_isr);
                        if (!pi->replicas || !pi->isr)
                                return -1;
                }
        }
        a = cJSON_GetObjectItem(o, "api_versions");
        c->apis = calloc((size_t)cJSON_GetArraySize(a) + 1, sizeof(*c->apis));
        if (!c->apis)
                return -1;
        cJSON_ArrayForEach(it, a)
        {
                kp_api_version *av = &c->apis[c->n_apis];
                const cJSON *k = cJSON_GetObjectItem(it, "key"),
                            *lo = cJSON_GetObjectItem(it, "min"),
                            *hi = cJSON_GetObjectItem(it, "max");
                if (!kp_fields_str(it, "api") || !cJSON_IsNumber(k) ||
                    !cJSON_IsNumber(lo) || !cJSON_IsNumber(hi))
                        continue;
                snprintf(av->name, sizeof(av->name), "%s",
                         kp_fields_str(it, "api"));
                av->key = kp_fields_int(k, 0, INT32_MAX, -1);
                av->min = kp_fields_int(lo, 0, INT32_MAX, -1);
                av->max = kp_fields_int(hi, 0, INT32_MAX, -1);
                if (av->key < 0 || av->min < 0 || av->max < 0)
                        continue;
                c->n_apis++;
        }
        a = cJSON_GetObjectItem(o, "warnings");
        c->warnings =
            calloc((size_t)cJSON_GetArraySize(a) + 1, sizeof(*c->warnings));
        if (!c->warnings)
                return -1;
        i = 0;
        cJSON_ArrayForEach(it, a)
        {
                if (cJSON_IsString(it))
                        c->warnings[i++] = strdup(it->valuestring);
        }
        c->n_warnings = i;
        return 0;
}

/* ---- whole model ---------------------------------------------------- */

/* The overrides a plan was run with (kplan run --set), copied into p. */
static int copy_overrides(kp_plan *p, char *const *v, size_t n)
{
        for (size_t i = 0; i < n; i++)
                if (kp_plan_add_override(p, v[i]))
                        return -1;
        return 0;
}

int kp_results_new(const kp_plan *plan, kp_results **out, char *errstr,
                   size_t errstr_size)
{
        kp_results *r = calloc(1, sizeof(*r));
        *out = NULL;
        if (!r)
                return kp_err(errstr, errstr_size, "out of memory");
        r->format = KP_RESULTS_FORMAT;
        if (kp_plan_from_source(plan->source, &r->plan, errstr, errstr_size))
                goto fail;
        if (plan->scale != 1 &&
            kp_plan_scale(r->plan, plan->scale, errstr, errstr_size))
                goto fail;
        r->plan_path = strdup(plan->path);
        memcpy(r->plan_sha256, plan->sha256, sizeof(r->plan_sha256));
        r->status = strdup("running");
        r->tiers = calloc(plan->n_tiers + 1, sizeof(*r->tiers));
        r->n_tiers = plan->n_tiers;
        r->cluster.embedded = plan->bootstrap == NULL;
        r->cluster.controller_id = -1;
        r->cluster.bootstrap = kp_strdup0(plan->bootstrap);
        r->cluster.emulated_hosts = plan->emulated_hosts;
        if (!r->plan_path || !r->status || !r->tiers ||
            copy_overrides(r->plan, plan->overrides, plan->n_overrides))
                goto oom;
        for (size_t i = 0; i < plan->n_tiers; i++) {
                r->tiers[i].name = strdup(plan->tiers[i].name);
                r->tiers[i].topic = kp_strdup0(plan->tiers[i].topic);
                if (!r->tiers[i].name)
                        goto oom;
        }
        *out = r;
        return 0;
oom:
        kp_err(errstr, errstr_size, "out of memory");
fail:
        kp_results_destroy(r);
        return -1;
}

void kp_produce_result_free(kp_produce_result *p)
{
        for (size_t i = 0; i < p->errors.n; i++)
                free(p->errors.v[i].code);
        free(p->errors.v);
        kp_hist_destroy(p->hist_latency);
        kp_hist_destroy(p->hist_service);
        kp_hist_destroy(p->hist_service_warmup);
        free(p->intervals.v);
        kp_windows_free(&p->windows);
        free(p->partitions);
        kp_client_free(&p->client);
}

void kp_consume_result_free(kp_consume_result *c)
{
        kp_hist_destroy(c->hist_e2e);
        free(c->intervals.v);
        kp_windows_free(&c->windows);
        free(c->partitions);
        kp_client_free(&c->client);
}

void kp_tier_result_reset(kp_tier_result *t)
{
        char *name = t->name, *topic = t->topic;
        kp_tier_result_reason_free(t);
        kp_produce_result_free(&t->produce);
        kp_consume_result_free(&t->consume);
        kp_events_free(&t->events);
        kp_search_result_free(&t->search);
        kp_brokers_destroy(t->brokers);
        kp_abort_stop_free(&t->abort);
        cJSON_Delete(t->kept);
        memset(t, 0, sizeof(*t));
        t->name = name;
        t->topic = topic;
        t->status = KP_TIER_PENDING;
}

void kp_results_destroy(kp_results *r)
{
        if (!r)
                return;
        free(r->kplan_version);
        free(r->librdkafka_version);
        free(r->stored_verdict);
        kp_plan_destroy(r->plan);
        free(r->plan_path);
        free(r->run_id);
        free(r->status);
        free(r->status_reason);
        free(r->command_line);
        free(r->cluster.bootstrap);
        free(r->cluster.cluster_id);
        free(r->cluster.broker_version);
        kp_kv_free(&r->cluster.broker_config);
        free(r->cluster.apis);
        for (size_t i = 0; i < r->cluster.n_brokers; i++)
                free(r->cluster.brokers[i].host);
        free(r->cluster.brokers);
        for (size_t i = 0; i < r->cluster.n_topics; i++)
                kp_topic_info_clear(&r->cluster.topics[i]);
        free(r->cluster.topics);
        for (size_t i = 0; i < r->cluster.n_warnings; i++)
                free(r->cluster.warnings[i]);
        free(r->cluster.warnings);
        kp_kv_free(&r->client_config);
        kp_kv_free(&r->producer_defaults);
        kp_kv_free(&r->consumer_defaults);
        free(r->host.hostname);
        free(r->host.os);
        free(r->host.cpu_model);
        for (size_t i = 0; i < r->n_tiers; i++) {
                free(r->tiers[i].name);
                kp_tier_result_reason_free(&r->tiers[i]);
                free(r->tiers[i].topic);
                kp_produce_result_free(&r->tiers[i].produce);
                kp_consume_result_free(&r->tiers[i].consume);
                kp_events_free(&r->tiers[i].events);
                kp_search_result_free(&r->tiers[i].search);
                kp_brokers_destroy(r->tiers[i].brokers);
                kp_abort_stop_free(&r->tiers[i].abort);
                cJSON_Delete(r->tiers[i].kept);
        }
        free(r->tiers);
        kp_agents_free(r->agents, r->n_agents);
        kp_attempts_free(r->attempts, r->n_attempts);
        free(r);
}

kp_tier_result *kp_results_tier(const kp_results *r, const char *name)
{
        for (size_t i = 0; i < r->n_tiers; i++)
                if (strcmp(r->tiers[i].name, name) == 0)
                        return &r->tiers[i];
        return NULL;
}

cJSON *kp_results_to_json(const kp_results *r, const cJSON *eval)
{
        cJSON *o = cJSON_CreateObject(), *plan, *run, *client, *host, *tiers;
        if (!o)
                return NULL;
        cJSON_AddStringToObject(o, "format", "kplan-results");
        cJSON_AddNumberToObject(o, "version", r->format);
        kp_fields_add_str(o, "kplan_version", r->kplan_version);
        kp_fields_add_str(o, "librdkafka_version", r->librdkafka_version);

        plan = cJSON_AddObjectToObject(o, "plan");
        kp_fields_add_str(plan, "path", r->plan_path);
        cJSON_AddStringToObject(plan, "sha256", r->plan_sha256);
        kp_fields_add_str(plan, "name", r->plan->name);
        kp_fields_add_str(plan, "title", r->plan->title);
        cJSON_AddItemToObject(plan, "source",
                              cJSON_Duplicate(r->plan->source, 1));

        run = cJSON_AddObjectToObject(o, "run");
        kp_fields_add_str(run, "id", r->run_id);
        cJSON_AddStringToObject(run, "started_at", r->started_at);
        cJSON_AddStringToObject(run, "finished_at", r->finished_at);
        kp_fields_add_str(run, "status", r->status);
        kp_fields_add_str(run, "status_reason", r->status_reason);
        kp_fields_add_str(run, "command_line", r->command_line);
        /* A rehearsal (kplan run --scale) ran this fraction of every
         * tier's messages; the plan's source above is as written. */
        cJSON_AddNumberToObject(run, "scale", r->plan->scale);
        /* Overrides (kplan run --set), as typed with secrets redacted;
         * the plan's source above has them applied. */
        if (r->plan->n_overrides) {
                cJSON *ov = cJSON_AddArrayToObject(run, "overrides");
                for (size_t i = 0; ov && i < r->plan->n_overrides; i++)
                        cJSON_AddItemToArray(
                            ov, cJSON_CreateString(r->plan->overrides[i]));
        }
        /* Written by kplan run from its first tier on (kplan run
         * --resume reads them). */
        if (r->n_attempts)
                cJSON_AddItemToObject(
                    run, "attempts",
                    kp_attempts_json(r->attempts, r->n_attempts));

        cJSON_AddItemToObject(o, "cluster", cluster_json(&r->cluster));
        client = cJSON_AddObjectToObject(o, "client");
        cJSON_AddItemToObject(client, "config", kv_json(&r->client_config, 1));
        cJSON_AddItemToObject(client, "producer_defaults",
                              kv_json(&r->producer_defaults, 1));
        cJSON_AddItemToObject(client, "consumer_defaults",
                              kv_json(&r->consumer_defaults, 1));
        host = cJSON_AddObjectToObject(client, "host");
        kp_fields_add_str(host, "hostname", r->host.hostname);
        kp_fields_add_str(host, "os", r->host.os);
        kp_fields_add_str(host, "cpu_model", r->host.cpu_model);
        kp_fields_put(host, &r->host, host_fields, KP_ARRAY_LEN(host_fields));

        if (r->n_agents)
                cJSON_AddItemToObject(o, "agents",
                                      kp_agents_json(r->agents, r->n_agents));
        tiers = cJSON_AddArrayToObject(o, "tiers");
        for (size_t i = 0; tiers && i < r->n_tiers; i++) {
                const kp_tier_result *t = &r->tiers[i];
                cJSON *to;
                if (t->kept) {
                        cJSON_AddItemToArray(tiers,
                                             cJSON_Duplicate(t->kept, 1));
                        continue;
                }
                to = cJSON_CreateObject();
                if (!to)
                        break;
                cJSON_AddStringToObject(to, "name", t->name);
                cJSON_AddStringToObject(to, "status",
                                        kp_tier_status_str(t->status));
                kp_tier_reason_to_json(to, t);
                kp_fields_add_str(to, "topic", t->topic);
                cJSON_AddItemToObject(to, "produce",
                                      t->produce.ran
                                          ? kp_produce_result_json(&t->produce)
                                          : cJSON_CreateNull());
                cJSON_AddItemToObject(to, "consume",
                                      t->consume.ran
                                          ? kp_consume_result_json(&t->consume)
                                          : cJSON_CreateNull());
                cJSON_AddItemToObject(to, "events", events_json(&t->events));
                if (t->search.ran)
                        cJSON_AddItemToObject(
                            to, "search", kp_search_result_json(&t->search));
                if (t->brokers)
                        cJSON_AddItemToObject(to, "brokers",
                                              kp_brokers_json(t->brokers));
                if (t->abort.stopped)
                        cJSON_AddItemToObject(to, "abort",
                                              kp_abort_stop_json(&t->abort));
                cJSON_AddItemToArray(tiers, to);
        }
        if (eval)
                cJSON_AddItemToObject(o, "evaluation",
                                      cJSON_Duplicate(eval, 1));
        return o;
}

/* results.json's format and version, and the plan as run (at the scale
 * it ran at): a new *out for the rest of the file to fill. */
static int results_open(const cJSON *j, kp_results **out, char *errstr,
                        size_t errstr_size)
{
        const cJSON *plan = cJSON_GetObjectItemCaseSensitive(j, "plan");
        const cJSON *v = cJSON_GetObjectItemCaseSensitive(j, "format");
        kp_plan *p = NULL;
        int ret;
        if (!cJSON_IsString(v) || strcmp(v->valuestring, "kplan-results") != 0)
                return kp_err(errstr, errstr_size,
                              "not a kplan results file (no \"format\": "
                              "\"kplan-results\")");
        v = cJSON_GetObjectItemCaseSensitive(j, "version");
        if (!cJSON_IsNumber(v) || v->valuedouble < KP_RESULTS_FORMAT_OLDEST ||
            v->valuedouble > KP_RESULTS_FORMAT ||
            v->valuedouble != (int)v->valuedouble)
                return kp_err(errstr, errstr_size,
                              "results format version %g is not supported "
                              "(this kplan reads versions %d to %d)",
                              cJSON_IsNumber(v) ? v->valuedouble : -1.0,
                              KP_RESULTS_FORMAT_OLDEST, KP_RESULTS_FORMAT);
        if (!cJSON_IsObject(plan) ||
            !cJSON_IsObject(cJSON_GetObjectItemCaseSensitive(plan, "source")))
                return kp_err(errstr, errstr_size,
                              "plan.source: missing (the plan as run)");
        if (kp_plan_from_source(
                cJSON_GetObjectItemCaseSensitive(plan, "source"), &p, errstr,
                errstr_size))
                return -1;
        v = cJSON_GetObjectItemCaseSensitive(
            cJSON_GetObjectItemCaseSensitive(j, "run"), "scale");
        if (v && (!cJSON_IsNumber(v) ||
                  kp_plan_scale(p, v->valuedouble, errstr, errstr_size))) {
                kp_err(errstr, errstr_size,
                       "run.scale: expected a factor above 0 and at most 1");
                kp_plan_destroy(p);
                return -1;
        }
        /* kp_results_new wants a plan with a source: p has one. */
        ret = kp_results_new(p, out, errstr, errstr_size);
        kp_plan_destroy(p);
        return ret;
}

/* s, or "" when NULL, into the n bytes of dst. */
static void copy_str(char *dst, size_t n, const char *s)
{
        snprintf(dst, n, "%s", s ? s : "");
}

/* Who made the file: the plan's path and digest, the versions, the
 * verdict it was stored with. */
static void made_by_from(const cJSON *j, kp_results *r)
{
        const cJSON *plan = cJSON_GetObjectItemCaseSensitive(j, "plan");
        free(r->plan_path);
        r->plan_path = kp_strdup0(kp_fields_str(plan, "path"));
        copy_str(r->plan_sha256, sizeof(r->plan_sha256),
                 kp_fields_str(plan, "sha256"));
        r->kplan_version = kp_strdup0(kp_fields_str(j, "kplan_version"));
        r->librdkafka_version =
            kp_strdup0(kp_fields_str(j, "librdkafka_version"));
        r->stored_verdict = kp_strdup0(kp_fields_str(
            cJSON_GetObjectItemCaseSensitive(j, "evaluation"), "verdict"));
        r->stored_format = (int)cJSON_GetNumberValue(
            cJSON_GetObjectItemCaseSensitive(j, "version"));
}

/* run.overrides: "PATH=VALUE" strings, onto r's plan. */
static int overrides_from(const cJSON *v, kp_results *r, char *errstr,
                          size_t errstr_size)
{
        const cJSON *o;
        size_t k = 0;
        if (!v)
                return 0;
        if (!cJSON_IsArray(v))
                return kp_err(errstr, errstr_size,
                              "run.overrides: expected an array of "
                              "\"PATH=VALUE\" strings");
        cJSON_ArrayForEach(o, v)
        {
                if (!cJSON_IsString(o) || !strchr(o->valuestring, '='))
                        return kp_err(errstr, errstr_size,
                                      "run.overrides[%zu]: expected a "
                                      "\"PATH=VALUE\" string",
                                      k);
                if (kp_plan_add_override(r->plan, o->valuestring))
                        return kp_err(errstr, errstr_size, "out of memory");
                k++;
        }
        return 0;
}

/* "run": its id, times, status, command line, overrides and attempts. */
static int run_from(const cJSON *run, kp_results *r, char *errstr,
                    size_t errstr_size)
{
        if (!cJSON_IsObject(run))
                return kp_err(errstr, errstr_size, "run: expected an object");
        r->run_id = kp_strdup0(kp_fields_str(run, "id"));
        copy_str(r->started_at, sizeof(r->started_at),
                 kp_fields_str(run, "started_at"));
        copy_str(r->finished_at, sizeof(r->finished_at),
                 kp_fields_str(run, "finished_at"));
        free(r->status);
        r->status = kp_strdup0(kp_fields_str(run, "status"));
        r->status_reason = kp_strdup0(kp_fields_str(run, "status_reason"));
        r->command_line = kp_strdup0(kp_fields_str(run, "command_line"));
        if (!r->status)
                return kp_err(errstr, errstr_size, "run.status: missing");
        if (overrides_from(cJSON_GetObjectItemCaseSensitive(run, "overrides"),
                           r, errstr, errstr_size))
                return -1;
        return kp_attempts_from(
            cJSON_GetObjectItemCaseSensitive(run, "attempts"), &r->attempts,
            &r->n_attempts, errstr, errstr_size);
}

/* Where it ran: "cluster", "client" (its configurations and its host)
 * and "agents". */
static int rig_from(const cJSON *j, kp_results *r, char *errstr,
                    size_t errstr_size)
{
        const cJSON *client = cJSON_GetObjectItemCaseSensitive(j, "client");
        const cJSON *host = cJSON_GetObjectItemCaseSensitive(client, "host");
        free(r->cluster.bootstrap);
        r->cluster.bootstrap = NULL;
        if (cluster_from(cJSON_GetObjectItemCaseSensitive(j, "cluster"),
                         &r->cluster))
                return kp_err(errstr, errstr_size, "cluster: malformed");
        if (kv_from(cJSON_GetObjectItemCaseSensitive(client, "config"),
                    &r->client_config) ||
            kv_from(
                cJSON_GetObjectItemCaseSensitive(client, "producer_defaults"),
                &r->producer_defaults) ||
            kv_from(
                cJSON_GetObjectItemCaseSensitive(client, "consumer_defaults"),
                &r->consumer_defaults))
                return kp_err(errstr, errstr_size, "out of memory");
        r->host.hostname = kp_strdup0(kp_fields_str(host, "hostname"));
        r->host.os = kp_strdup0(kp_fields_str(host, "os"));
        r->host.cpu_model = kp_strdup0(kp_fields_str(host, "cpu_model"));
        if (host && kp_fields_get(host, &r->host, host_fields,
                                  KP_ARRAY_LEN(host_fields), "client.host",
                                  errstr, errstr_size))
                return -1;
        return kp_agents_from(cJSON_GetObjectItemCaseSensitive(j, "agents"),
                              &r->agents, &r->n_agents, errstr, errstr_size);
}

/* tiers[i] (it) into t, the plan's tier of that place. */
static int tier_from(const cJSON *it, size_t i, kp_tier_result *t, char *errstr,
                     size_t errstr_size)
{
        char where[128];
        const char *name = kp_fields_str(it, "name");
        const char *st = kp_fields_str(it, "status");
        const cJSON *pr = cJSON_GetObjectItemCaseSensitive(it, "produce");
        const cJSON *co = cJSON_GetObjectItemCaseSensitive(it, "consume");
        const cJSON *se = cJSON_GetObjectItemCaseSensitive(it, "search");
        const cJSON *br = cJSON_GetObjectItemCaseSensitive(it, "brokers");
        if (!name || strcmp(name, t->name) != 0)
                return kp_err(errstr, errstr_size,
                              "tiers[%zu].name: expected \"%s\" (the plan's "
                              "tier)",
                              i, t->name);
        if (!st || tier_status_parse(st, &t->status))
                return kp_err(errstr, errstr_size, "tiers[%zu].status: unknown",
                              i);
        (void)kp_tier_reason_from_json(it, t); /* words, code */
        if (kp_fields_str(it, "topic")) {
                free(t->topic);
                t->topic = strdup(kp_fields_str(it, "topic"));
        }
        snprintf(where, sizeof(where), "tiers[%zu].produce", i);
        if (pr && !cJSON_IsNull(pr) &&
            kp_produce_result_from(pr, &t->produce, where, errstr, errstr_size))
                return -1;
        snprintf(where, sizeof(where), "tiers[%zu].consume", i);
        if (co && !cJSON_IsNull(co) &&
            kp_consume_result_from(co, &t->consume, where, errstr, errstr_size))
                return -1;
        snprintf(where, sizeof(where), "tiers[%zu].abort", i);
        if (kp_abort_stop_from(cJSON_GetObjectItemCaseSensitive(it, "abort"),
                               &t->abort, where, errstr, errstr_size))
                return -1;
        snprintf(where, sizeof(where), "tiers[%zu].events", i);
        if (events_from(cJSON_GetObjectItemCaseSensitive(it, "events"),
                        &t->events, where, errstr, errstr_size))
                return -1;
        snprintf(where, sizeof(where), "tiers[%zu].search", i);
        if (se &&
            kp_search_result_from(se, &t->search, where, errstr, errstr_size))
                return -1;
        snprintf(where, sizeof(where), "tiers[%zu].brokers", i);
        if (br && kp_brokers_from(br, where, &t->brokers, errstr, errstr_size))
                return -1;
        return 0;
}

int kp_results_from_json(const cJSON *j, kp_results **out, char *errstr,
                         size_t errstr_size)
{
        kp_results *r = NULL;
        const cJSON *tiers, *it;
        size_t i = 0;

        *out = NULL;
        if (results_open(j, &r, errstr, errstr_size))
                return -1;
        made_by_from(j, r);
        if (run_from(cJSON_GetObjectItemCaseSensitive(j, "run"), r, errstr,
                     errstr_size) ||
            rig_from(j, r, errstr, errstr_size))
                goto fail;
        tiers = cJSON_GetObjectItemCaseSensitive(j, "tiers");
        if (!cJSON_IsArray(tiers) ||
            (size_t)cJSON_GetArraySize(tiers) != r->n_tiers) {
                kp_err(errstr, errstr_size,
                       "tiers: expected an array with one entry per plan "
                       "tier (%zu)",
                       r->n_tiers);
                goto fail;
        }
        cJSON_ArrayForEach(it, tiers)
        {
                if (tier_from(it, i, &r->tiers[i], errstr, errstr_size))
                        goto fail;
                i++;
        }
        /* Series from before the mapping was recorded: mapped now, once,
         * by the rules of their time (results/broker_map.h). */
        for (size_t k = 0; k < r->n_tiers; k++)
                kp_broker_map_apply(r->tiers[k].brokers, &r->cluster, NULL, 1);
        if (kp_results_check(r, errstr, errstr_size))
                goto fail;
        *out = r;
        return 0;
fail:
        kp_results_destroy(r);
        return -1;
}

int kp_results_save(const kp_results *r, const cJSON *eval, const char *path,
                    char *errstr, size_t errstr_size)
{
        cJSON *j = kp_results_to_json(r, eval);
        char *text = j ? cJSON_Print(j) : NULL;
        int ret;
        cJSON_Delete(j);
        if (!text)
                return kp_err(errstr, errstr_size,
                              "%s: out of memory building results", path);
        ret =
            kp_write_file_atomic(path, text, strlen(text), errstr, errstr_size);
        free(text);
        return ret;
}

int kp_results_load(const char *path, kp_results **out, char *errstr,
                    size_t errstr_size)
{
        char *text = NULL, *file = NULL, msg[512];
        size_t len;
        kp_json_doc *doc = NULL;
        int ret = -1;
        *out = NULL;
        if (kp_read_file(path, RESULTS_MAX_BYTES, &text, &len, msg,
                         sizeof(msg))) {
                /* A report directory: its results.json. */
                if (!strstr(msg, "is a directory"))
                        return kp_err(errstr, errstr_size, "%s", msg);
                file = kp_path_join(path, "results.json");
                if (!file || kp_read_file(file, RESULTS_MAX_BYTES, &text, &len,
                                          errstr, errstr_size))
                        goto out;
                path = file;
        }
        ret = KP_RESULTS_EINVALID;
        if (kp_json_parse(text, len, path, &doc, errstr, errstr_size))
                goto out;
        if (kp_results_from_json(kp_json_root(doc), out, msg, sizeof(msg))) {
                kp_err(errstr, errstr_size, "%s: %s", path, msg);
                goto out;
        }
        ret = 0;
out:
        kp_json_doc_destroy(doc);
        free(text);
        free(file);
        return ret;
}
