#include "results/live_text.h"

#include <math.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "plan/criterion.h"
#include "plan/metrics.h"

size_t kp_live_bounds(int64_t *bounds_us)
{
        static const int steps[] = { 10, 15, 20, 30, 50, 70 };
        size_t n = 0;
        for (int64_t decade = 10; decade <= 10000000; decade *= 10)
                for (size_t k = 0; k < KP_ARRAY_LEN(steps); k++) {
                        int64_t v = kp_hist_bucket_lo(decade * steps[k]);
                        if (decade * steps[k] > 100000000)
                                return n;
                        if (n && v <= bounds_us[n - 1])
                                continue;
                        if (n == KP_LIVE_MAX_BOUNDS)
                                return n;
                        bounds_us[n++] = v;
                }
        return n;
}

void kp_live_buckets_fill(kp_live_buckets *b, const kp_hist *h)
{
        int64_t bounds[KP_LIVE_MAX_BOUNDS];
        size_t cur = 0, j = 0;
        kp_hist_bucket hb;
        memset(b, 0, sizeof(*b));
        b->n = kp_live_bounds(bounds);
        /* A bound is the lowest value of one of h's buckets: a bucket is
         * wholly below it or wholly at or above it. */
        while (kp_hist_next(h, &cur, &hb)) {
                while (j < b->n && hb.hi_us >= bounds[j])
                        j++;
                if (j < b->n)
                        b->cum[j] += hb.count;
        }
        for (size_t i = 1; i < b->n; i++)
                b->cum[i] += b->cum[i - 1];
        b->count = kp_hist_count(h);
        b->sum_s = kp_hist_mean(h) * (double)b->count / 1e6;
}

void kp_live_snap_free(kp_live_snap *s)
{
        if (!s)
                return;
        free(s->tiers);
        free(s->crit);
        memset(s, 0, sizeof(*s));
}

kp_live_tier *kp_live_snap_tier(kp_live_snap *s, const char *name)
{
        kp_live_tier *v;
        for (size_t i = 0; i < s->n_tiers; i++)
                if (strcmp(s->tiers[i].name, name) == 0)
                        return &s->tiers[i];
        v = realloc(s->tiers, (s->n_tiers + 1) * sizeof(*v));
        if (!v)
                return NULL;
        s->tiers = v;
        v = &s->tiers[s->n_tiers++];
        memset(v, 0, sizeof(*v));
        snprintf(v->name, sizeof(v->name), "%s", name);
        v->produce_rate = v->produce_bytes_s = v->consume_rate = NAN;
        kp_client_point_init(&v->producer);
        kp_client_point_init(&v->consumer);
        return v;
}

kp_live_crit *kp_live_snap_crit(kp_live_snap *s, size_t criterion,
                                const char *metric, kp_cmp cmp,
                                double threshold, const char *tier)
{
        kp_live_crit *v;
        for (size_t i = 0; i < s->n_crit; i++)
                if (s->crit[i].criterion == criterion &&
                    strcmp(s->crit[i].tier, tier) == 0)
                        return &s->crit[i];
        v = realloc(s->crit, (s->n_crit + 1) * sizeof(*v));
        if (!v)
                return NULL;
        s->crit = v;
        v = &s->crit[s->n_crit++];
        memset(v, 0, sizeof(*v));
        v->criterion = criterion;
        v->metric = metric;
        v->cmp = cmp;
        v->threshold = threshold;
        v->state = -1;
        snprintf(v->tier, sizeof(v->tier), "%s", tier);
        return v;
}

int kp_live_snap_init(kp_live_snap *s, const kp_plan *p)
{
        memset(s, 0, sizeof(*s));
        if (!p)
                return 0;
        snprintf(s->plan, sizeof(s->plan), "%s", p->name ? p->name : "");
        for (size_t i = 0; i < p->n_tiers; i++) {
                kp_live_tier *t = kp_live_snap_tier(s, p->tiers[i].name);
                if (!t)
                        return -1;
                t->target = p->tiers[i].messages;
        }
        for (size_t c = 0; c < p->n_criteria; c++) {
                const kp_criterion *cr = &p->criteria[c];
                const kp_metric *m = kp_metric_find(cr->metric);
                for (size_t i = 0; m && i < p->n_tiers; i++) {
                        const kp_tier *t = &p->tiers[i];
                        const char *name = t->name;
                        if (!kp_criterion_selects(cr, t))
                                continue;
                        if (cr->aggregate) {
                                if (!t->parallel_group)
                                        continue;
                                name = t->parallel_group;
                        }
                        if (!kp_live_snap_crit(s, c, m->name, cr->cmp,
                                               cr->threshold, name))
                                return -1;
                }
        }
        return 0;
}

void kp_live_judge(kp_live_crit *c, const kp_hist *lat, uint64_t failed)
{
        const kp_metric *m = kp_metric_find(c->metric);
        double v;
        if (c->final || !m)
                return;
        if (m->latency == KP_LAT_CORRECTED) {
                if (!lat || kp_hist_count(lat) == 0)
                        return;
                v = kp_metric_hist_stat(lat, m->stat);
        } else if (m->id == KP_M_PRODUCE_ERRORS) {
                v = (double)failed;
        } else {
                return;
        }
        c->has_value = 1;
        c->value = v;
        c->state = kp_metric_holds(c->cmp, v, c->threshold);
}

/* ---- the text ---------------------------------------------------------- */

/* A label value with \, " and newline escaped. */
static void put_value(kp_buf *b, const char *s)
{
        for (; *s; s++) {
                if (*s == '\\')
                        kp_buf_puts(b, "\\\\");
                else if (*s == '"')
                        kp_buf_puts(b, "\\\"");
                else if (*s == '\n')
                        kp_buf_puts(b, "\\n");
                else
                        kp_buf_putc(b, *s);
        }
}

static void put_label(kp_buf *b, int *first, const char *key, const char *value)
{
        if (!value || !*value)
                return;
        kp_buf_puts(b, *first ? "{" : ",");
        *first = 0;
        kp_buf_puts(b, key);
        kp_buf_puts(b, "=\"");
        put_value(b, value);
        kp_buf_putc(b, '"');
}

/* name{plan,run_id,agent[,tier][,extra...]} as one string. */
typedef struct lbl {
        const char *k[4], *v[4];
        size_t n;
} lbl;

static void put_name(kp_buf *b, const kp_live_snap *s, const char *name,
                     const char *tier, const lbl *extra)
{
        int first = 1;
        kp_buf_puts(b, name);
        put_label(b, &first, "plan", s->plan);
        put_label(b, &first, "run_id", s->run_id);
        put_label(b, &first, "agent", s->agent);
        put_label(b, &first, "tier", tier);
        for (size_t i = 0; extra && i < extra->n; i++)
                put_label(b, &first, extra->k[i], extra->v[i]);
        if (!first)
                kp_buf_putc(b, '}');
}

static void head(kp_buf *b, const char *name, const char *type,
                 const char *help)
{
        kp_buf_printf(b, "# HELP %s %s\n# TYPE %s %s\n", name, help, name,
                      type);
}

static void put_double(kp_buf *b, double v)
{
        if (isnan(v))
                kp_buf_puts(b, " NaN");
        else if (isinf(v))
                kp_buf_puts(b, v > 0 ? " +Inf" : " -Inf");
        else
                kp_buf_printf(b, " %.10g", v);
}

static void sample(kp_buf *b, const kp_live_snap *s, const char *name,
                   const char *tier, const lbl *extra, double v)
{
        put_name(b, s, name, tier, extra);
        put_double(b, v);
        kp_buf_putc(b, '\n');
}

static void sample_u(kp_buf *b, const kp_live_snap *s, const char *name,
                     const char *tier, uint64_t v)
{
        put_name(b, s, name, tier, NULL);
        kp_buf_printf(b, " %llu\n", (unsigned long long)v);
}

static int started(const kp_live_tier *t)
{
        return t->phase != KP_LIVE_PENDING;
}

/* A per-tier series over the tiers that have started. */
typedef enum which {
        W_SENT,
        W_DELIVERED,
        W_FAILED,
        W_CONSUMED,
        W_P_RATE,
        W_P_BYTES,
        W_C_RATE
} which;

static void tier_series(kp_buf *b, const kp_live_snap *s, const char *name,
                        const char *type, const char *help, which w)
{
        int any = 0;
        for (size_t i = 0; i < s->n_tiers; i++) {
                const kp_live_tier *t = &s->tiers[i];
                double v = NAN;
                uint64_t u = 0;
                int is_u = 1;
                if (!started(t))
                        continue;
                switch (w) {
                case W_SENT:
                        u = t->sent;
                        break;
                case W_DELIVERED:
                        u = t->delivered;
                        break;
                case W_FAILED:
                        u = t->failed;
                        break;
                case W_CONSUMED:
                        u = t->consumed;
                        break;
                case W_P_RATE:
                        v = t->produce_rate, is_u = 0;
                        break;
                case W_P_BYTES:
                        v = t->produce_bytes_s, is_u = 0;
                        break;
                case W_C_RATE:
                        v = t->consume_rate, is_u = 0;
                        break;
                }
                if (!is_u && isnan(v))
                        continue;
                if (!any)
                        head(b, name, type, help);
                any = 1;
                if (is_u)
                        sample_u(b, s, name, t->name, u);
                else
                        sample(b, s, name, t->name, NULL, v);
        }
}

static void put_le(char *out, size_t n, int64_t us)
{
        /* Exact: microseconds as seconds with six decimals, trailing
         * zeros dropped. */
        size_t len;
        snprintf(out, n, "%lld.%06lld", (long long)(us / 1000000),
                 (long long)(us % 1000000));
        len = strlen(out);
        while (len > 0 && out[len - 1] == '0')
                out[--len] = '\0';
        if (len > 0 && out[len - 1] == '.')
                out[--len] = '\0';
}

static void latency(kp_buf *b, const kp_live_snap *s)
{
        static const char *const name = "kplan_produce_latency_seconds";
        int64_t bounds[KP_LIVE_MAX_BOUNDS];
        size_t nb = kp_live_bounds(bounds);
        int any = 0;
        for (size_t i = 0; i < s->n_tiers; i++) {
                const kp_live_tier *t = &s->tiers[i];
                const kp_live_buckets *h = &t->latency;
                char le[32];
                lbl x = { { "le" }, { le }, 1 };
                if (!t->has_latency)
                        continue;
                if (!any)
                        head(b, name, "histogram",
                             "Produce latency from each message's due time "
                             "(coordinated omission corrected); buckets "
                             "are edges of kplan's own histogram; warm-up "
                             "included while the tier runs, the report's "
                             "histogram once it is over.");
                any = 1;
                for (size_t k = 0; k < h->n && k < nb; k++) {
                        put_le(le, sizeof(le), bounds[k]);
                        put_name(b, s, "kplan_produce_latency_seconds_bucket",
                                 t->name, &x);
                        kp_buf_printf(b, " %llu\n",
                                      (unsigned long long)h->cum[k]);
                }
                snprintf(le, sizeof(le), "+Inf");
                put_name(b, s, "kplan_produce_latency_seconds_bucket", t->name,
                         &x);
                kp_buf_printf(b, " %llu\n", (unsigned long long)h->count);
                sample(b, s, "kplan_produce_latency_seconds_sum", t->name, NULL,
                       h->sum_s);
                sample_u(b, s, "kplan_produce_latency_seconds_count", t->name,
                         h->count);
        }
}

/* A client figure: offset of the double in kp_client_point, its scale
 * to the unit of the series. */
typedef struct cfig {
        const char *name, *help;
        size_t off;
        double scale;
} cfig;

#define CF(n, f, sc, h)                                                        \
        {                                                                      \
                n, h, offsetof(kp_client_point, f), sc                         \
        }

static const cfig cfigs[] = {
        CF("kplan_client_cpu_cores", cpu, 1,
           "CPU the load client's process used, in cores, over the last "
           "statistics interval."),
        CF("kplan_client_cpu_thread_cores", cpu_thread, 1,
           "CPU of the load client's busiest thread, in cores."),
        CF("kplan_client_cpu_wait_threads", cpu_wait, 1,
           "Threads of the load client waiting for a CPU (run queue delay "
           "per second)."),
        CF("kplan_client_schedule_delay_p95_seconds", sched_p95_ms, 1e-3,
           "p95 of how far kplan sent behind its schedule (due time to "
           "hand-off)."),
        CF("kplan_client_queue_p95_seconds", queue_p95_ms, 1e-3,
           "p95 of the time in librdkafka's partition queue (linger "
           "included)."),
        CF("kplan_client_send_p95_seconds", send_p95_ms, 1e-3,
           "p95 of the time a request waited to be sent."),
        CF("kplan_client_rtt_p95_seconds", rtt_p95_ms, 1e-3,
           "p95 of the requests' round trip (network and broker)."),
        CF("kplan_client_rtt_max_seconds", rtt_max_ms, 1e-3,
           "Longest round trip of a request."),
        CF("kplan_client_throttle_seconds", throttle_ms, 1e-3,
           "Mean broker throttle time."),
        CF("kplan_client_in_flight_requests", in_flight, 1,
           "Requests in flight (sent, no response yet) on the busiest "
           "broker."),
        CF("kplan_client_waiting_requests", waiting, 1,
           "Requests waiting to be sent on the busiest broker."),
        CF("kplan_client_queue_full_ratio", queue_full, 1,
           "Share of the client queue's bound in use (messages or bytes, "
           "the fuller)."),
        CF("kplan_client_messages_per_batch", msgs_per_batch, 1,
           "Messages per produce batch (mean)."),
        CF("kplan_client_fetch_queue_messages", fetchq_msgs, 1,
           "Messages fetched and waiting for the application (consumers)."),
        CF("kplan_client_lag_messages", lag_msgs, 1,
           "Consumer lag summed over the partitions."),
        CF("kplan_client_host_cpu_ratio", host_cpu, 1,
           "The load host's CPU busy share (0 to 1 of all its CPUs)."),
};

static void client(kp_buf *b, const kp_live_snap *s, const cfig *f)
{
        int any = 0;
        for (size_t i = 0; i < s->n_tiers; i++) {
                const kp_live_tier *t = &s->tiers[i];
                for (int role = 0; role < 2; role++) {
                        const kp_client_point *p =
                            role ? &t->consumer : &t->producer;
                        int has = role ? t->has_consumer : t->has_producer;
                        lbl x = { { "role" },
                                  { role ? "consumer" : "producer" },
                                  1 };
                        double v;
                        if (!has)
                                continue;
                        v = *(const double *)(const void *)((const char *)p +
                                                            f->off);
                        if (isnan(v))
                                continue;
                        if (!any)
                                head(b, f->name, "gauge", f->help);
                        any = 1;
                        sample(b, s, f->name, t->name, &x, v * f->scale);
                }
        }
}

static void criteria(kp_buf *b, const kp_live_snap *s)
{
        for (int pass = 0; pass < 3; pass++) {
                static const char *const names[] = {
                        "kplan_criterion_pass", "kplan_criterion_value",
                        "kplan_criterion_threshold"
                };
                /* Each in parentheses: one string of several literals
                 * (clang's -Wstring-concatenation). */
                static const char *const helps[] = {
                        ("A criterion on a tier: 1 passes, 0 fails, -1 not "
                         "judged (not yet, or not on this tier). Judged "
                         "live on the latency so far and the failed "
                         "deliveries; every criterion by the evaluation "
                         "once the tier is over."),
                        ("The criterion's metric as last judged, in the "
                         "metric's unit (docs/metrics.md)."),
                        "The criterion's limit, in the metric's unit."
                };
                int any = 0;
                for (size_t i = 0; i < s->n_crit; i++) {
                        const kp_live_crit *c = &s->crit[i];
                        char idx[24];
                        lbl x = { { "criterion", "metric", "cmp" },
                                  { idx, c->metric, kp_cmp_str(c->cmp) },
                                  3 };
                        double v = pass == 0   ? (double)c->state
                                   : pass == 1 ? c->value
                                               : c->threshold;
                        if (pass == 1 && !c->has_value)
                                continue;
                        if (!any)
                                head(b, names[pass], "gauge", helps[pass]);
                        any = 1;
                        snprintf(idx, sizeof(idx), "%zu", c->criterion);
                        sample(b, s, names[pass], c->tier, &x, v);
                }
        }
}

void kp_live_text(const kp_live_snap *s, kp_buf *b)
{
        int any = 0;
        {
                lbl x = { { "version" }, { s->version }, 1 };
                head(b, "kplan_run_info", "gauge",
                     "1 while kplan serves this run's live metrics; the "
                     "labels name it.");
                sample(b, s, "kplan_run_info", NULL, &x, 1);
        }
        head(b, "kplan_tier_phase", "gauge",
             "The tier's phase: 0 pending, 1 producing, 2 consuming its "
             "messages back, 3 over.");
        for (size_t i = 0; i < s->n_tiers; i++)
                sample(b, s, "kplan_tier_phase", s->tiers[i].name, NULL,
                       (double)s->tiers[i].phase);
        for (size_t i = 0; i < s->n_tiers; i++) {
                const kp_live_tier *t = &s->tiers[i];
                double f;
                if (!started(t))
                        continue;
                if (!any)
                        head(b, "kplan_tier_progress_ratio", "gauge",
                             "Share of the tier done, 0 to 1: messages "
                             "acknowledged (delivered or failed) of those "
                             "to produce, then read back of those "
                             "delivered; 1 once over.");
                any = 1;
                if (t->phase == KP_LIVE_DONE)
                        f = 1;
                else if (t->phase == KP_LIVE_CONSUME)
                        f = t->consume_target ? (double)t->consumed /
                                                    (double)t->consume_target
                                              : 0;
                else
                        f = t->target ? (double)(t->delivered + t->failed) /
                                            (double)t->target
                                      : 0;
                sample(b, s, "kplan_tier_progress_ratio", t->name, NULL,
                       f > 1 ? 1 : f);
        }
        any = 0;
        for (size_t i = 0; i < s->n_tiers; i++) {
                if (!started(&s->tiers[i]))
                        continue;
                if (!any)
                        head(b, "kplan_tier_target_messages", "gauge",
                             "Messages the tier produces.");
                any = 1;
                sample_u(b, s, "kplan_tier_target_messages", s->tiers[i].name,
                         s->tiers[i].target);
        }
        tier_series(b, s, "kplan_produced_messages_total", "counter",
                    "Messages handed to the client (warm-up included).",
                    W_SENT);
        tier_series(b, s, "kplan_delivered_messages_total", "counter",
                    "Messages the brokers acknowledged.", W_DELIVERED);
        tier_series(b, s, "kplan_failed_messages_total", "counter",
                    "Messages whose delivery failed.", W_FAILED);
        tier_series(b, s, "kplan_consumed_messages_total", "counter",
                    "The tier's messages read back by its consumers.",
                    W_CONSUMED);
        tier_series(b, s, "kplan_produce_rate_messages_per_second", "gauge",
                    "Messages delivered per second over the last interval.",
                    W_P_RATE);
        tier_series(b, s, "kplan_produce_rate_bytes_per_second", "gauge",
                    "Bytes delivered per second over the last interval.",
                    W_P_BYTES);
        tier_series(b, s, "kplan_consume_rate_messages_per_second", "gauge",
                    "Messages read per second over the last interval.",
                    W_C_RATE);
        latency(b, s);
        for (size_t i = 0; i < KP_ARRAY_LEN(cfigs); i++)
                client(b, s, &cfigs[i]);
        criteria(b, s);
}
