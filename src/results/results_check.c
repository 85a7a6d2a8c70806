/* What results.json may hold (results.h, kp_results_check): every figure
 * finite and in range, percentiles in order. A file edited by hand or
 * cut short must be refused with the place, not rendered with a rate of
 * -5 or a 300-digit latency. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/hist.h"
#include "base/util.h"
#include "results/results.h"

/* Bounds no measurement reaches: ten years, 10^12 messages a second. */
#define MAX_SECONDS 3.2e8
#define MAX_RATE    1e12
#define MAX_MS      ((double)KP_HIST_MAX_US / 1000.0)

typedef struct ck {
        char *errstr;
        size_t errstr_size;
        int bad;
} ck;

static int range(ck *c, const char *where, const char *field, double v,
                 double lo, double hi, const char *what)
{
        if (c->bad)
                return -1;
        if (isfinite(v) && v >= lo && v <= hi)
                return 0;
        c->bad = 1;
        return kp_err(c->errstr, c->errstr_size,
                      "%s.%s: expected %s from %g to %g, got %g", where, field,
                      what, lo, hi, v);
}

/* A latency summary: each figure a time in [0, the histogram's range],
 * min <= p50 <= p95 <= p99 <= p99.9 <= max and the mean within them. */
static void latency(ck *c, const char *where, const kp_latency *l)
{
        const struct {
                const char *name;
                double v;
        } order[] = { { "min_ms", l->min_ms },   { "p50_ms", l->p50_ms },
                      { "p95_ms", l->p95_ms },   { "p99_ms", l->p99_ms },
                      { "p999_ms", l->p999_ms }, { "max_ms", l->max_ms } };
        for (size_t i = 0; i < KP_ARRAY_LEN(order); i++)
                range(c, where, order[i].name, order[i].v, 0, MAX_MS,
                      "a latency in ms");
        range(c, where, "avg_ms", l->avg_ms, 0, MAX_MS, "a latency in ms");
        range(c, where, "stddev_ms", l->stddev_ms, 0, MAX_MS,
              "a deviation in ms");
        for (size_t i = 1; !c->bad && i < KP_ARRAY_LEN(order); i++)
                if (order[i].v < order[i - 1].v) {
                        c->bad = 1;
                        kp_err(c->errstr, c->errstr_size,
                               "%s.%s: %g is below %s %g: percentiles must "
                               "not decrease",
                               where, order[i].name, order[i].v,
                               order[i - 1].name, order[i - 1].v);
                }
        /* The mean lies within the values, give or take rounding. */
        if (!c->bad && l->count &&
            (l->avg_ms < l->min_ms * (1 - 1e-9) - 1e-9 ||
             l->avg_ms > l->max_ms * (1 + 1e-9) + 1e-9)) {
                c->bad = 1;
                kp_err(c->errstr, c->errstr_size,
                       "%s.avg_ms: %g lies outside min_ms %g .. max_ms %g",
                       where, l->avg_ms, l->min_ms, l->max_ms);
        }
}

static void intervals(ck *c, const char *where, const kp_interval_list *l)
{
        char w[160];
        for (size_t i = 0; !c->bad && i < l->n; i++) {
                const kp_interval *iv = &l->v[i];
                snprintf(w, sizeof(w), "%s[%zu]", where, i);
                range(c, w, "t_s", iv->t_s, 0, MAX_SECONDS, "seconds");
                range(c, w, "dur_s", iv->dur_s, 0, MAX_SECONDS, "seconds");
                range(c, w, "msgs_per_sec", iv->msgs_per_sec, 0, MAX_RATE,
                      "a rate in msg/s");
                range(c, w, "mib_per_sec", iv->mib_per_sec, 0, MAX_RATE,
                      "a rate in MiB/s");
                range(c, w, "p50_ms", iv->p50_ms, 0, MAX_MS, "a latency in ms");
                range(c, w, "p95_ms", iv->p95_ms, iv->p50_ms, MAX_MS,
                      "a latency in ms at least p50_ms,");
                range(c, w, "p99_ms", iv->p99_ms, iv->p95_ms, MAX_MS,
                      "a latency in ms at least p95_ms,");
                range(c, w, "max_ms", iv->max_ms, iv->p99_ms, MAX_MS,
                      "a latency in ms at least p99_ms,");
        }
}

static void produce(ck *c, const char *where, const kp_produce_result *p)
{
        char w[160];
        range(c, where, "duration_s", p->duration_s, 0, MAX_SECONDS, "seconds");
        range(c, where, "total_s", p->total_s, 0, MAX_SECONDS, "seconds");
        range(c, where, "target_rate", p->target_rate, 0, MAX_RATE,
              "a rate in msg/s (0: unlimited)");
        range(c, where, "achieved_rate", p->achieved_rate, 0, MAX_RATE,
              "a rate in msg/s");
        range(c, where, "mib_per_sec", p->mib_per_sec, 0, MAX_RATE,
              "a rate in MiB/s");
        snprintf(w, sizeof(w), "%s.latency_ms", where);
        latency(c, w, &p->latency);
        snprintf(w, sizeof(w), "%s.service_latency_ms", where);
        latency(c, w, &p->service);
        snprintf(w, sizeof(w), "%s.intervals", where);
        intervals(c, w, &p->intervals);
}

static void consume(ck *c, const char *where, const kp_consume_result *r)
{
        char w[160];
        range(c, where, "completeness", r->completeness, 0, 1, "a fraction");
        range(c, where, "duration_s", r->duration_s, 0, MAX_SECONDS, "seconds");
        range(c, where, "fetch_s", r->fetch_s, 0, MAX_SECONDS, "seconds");
        range(c, where, "rebalance_ms", r->rebalance_ms, 0, MAX_SECONDS * 1e3,
              "milliseconds");
        range(c, where, "msgs_per_sec", r->msgs_per_sec, 0, MAX_RATE,
              "a rate in msg/s");
        range(c, where, "mib_per_sec", r->mib_per_sec, 0, MAX_RATE,
              "a rate in MiB/s");
        range(c, where, "fetch_msgs_per_sec", r->fetch_msgs_per_sec, 0,
              MAX_RATE, "a rate in msg/s");
        range(c, where, "fetch_mib_per_sec", r->fetch_mib_per_sec, 0, MAX_RATE,
              "a rate in MiB/s");
        range(c, where, "consumers", r->consumers, 0, 1e6, "a count");
        snprintf(w, sizeof(w), "%s.e2e_latency_ms", where);
        latency(c, w, &r->e2e);
        snprintf(w, sizeof(w), "%s.intervals", where);
        intervals(c, w, &r->intervals);
}

int kp_results_check(const kp_results *r, char *errstr, size_t errstr_size)
{
        ck c = { errstr, errstr_size, 0 };
        char w[96];
        range(&c, "client.host", "cpus", r->host.cpus, 0, 1e6, "a count");
        for (size_t i = 0; !c.bad && i < r->n_tiers; i++) {
                const kp_tier_result *t = &r->tiers[i];
                if (t->produce.ran) {
                        snprintf(w, sizeof(w), "tiers[%zu].produce", i);
                        produce(&c, w, &t->produce);
                }
                if (!c.bad && t->consume.ran) {
                        snprintf(w, sizeof(w), "tiers[%zu].consume", i);
                        consume(&c, w, &t->consume);
                }
                for (size_t k = 0; !c.bad && k < t->events.n; k++) {
                        snprintf(w, sizeof(w), "tiers[%zu].events[%zu]", i, k);
                        range(&c, w, "t_s", t->events.v[k].t_s, 0, MAX_SECONDS,
                              "seconds");
                }
        }
        return c.bad ? -1 : 0;
}

size_t kp_log_dirs_count(const char *v)
{
        size_t n = 1;
        char *end;
        unsigned long long k;
        if (!v || !*v)
                return 0;
        k = strtoull(v, &end, 10);
        if (*end == '\0' && v[0] >= '0' && v[0] <= '9')
                return (size_t)k;
        for (const char *p = v; *p; p++)
                n += *p == ',';
        return n;
}
