#include "report_md.h"

#include <limits.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "hist.h"
#include "metrics.h"
#include "mustache.h"
#include "props.h"
#include "svg.h"
#include "units.h"
#include "util.h"
#include "view.h"

#ifndef KP_DATADIR
#define KP_DATADIR "/usr/local/share/kplan"
#endif

#define TEMPLATE_MAX_BYTES (1024 * 1024)
#define SLUG_MAX           48

#define EMBEDDED_WARNING                                                       \
        "This run measured librdkafka's in-process mock cluster (kplan's "     \
        "embedded mode), not a Kafka cluster: its figures describe kplan on "  \
        "this host and are no evidence about any cluster."

/* ---- numbers for people ------------------------------------------------ */

/* v with `decimals` decimals and thousands separators: "1,234.5". */
static const char *fmt_fixed(char *out, size_t size, double v, int decimals)
{
        char raw[64];
        const char *p = raw, *dot;
        size_t o = 0, ilen;

        if (!isfinite(v)) {
                snprintf(out, size, "n/a");
                return out;
        }
        /* Halves round away from zero, as people (and the evaluation's
         * headline) do; printf would round 61234.5 to even. */
        {
                double scale = pow(10, decimals), sv = v * scale;
                if (fabs(sv) < 1e15)
                        v = round(sv) / scale;
        }
        snprintf(raw, sizeof(raw), "%.*f", decimals, v);
        /* No "-0.00": a value that rounds to zero has no sign. */
        if (raw[0] == '-' && strspn(raw + 1, "0.") == strlen(raw + 1))
                p = raw + 1;
        if (*p == '-' && o + 1 < size) {
                out[o++] = '-';
                p++;
        }
        dot = strchr(p, '.');
        ilen = dot ? (size_t)(dot - p) : strlen(p);
        for (size_t i = 0; i < ilen && o + 2 < size; i++) {
                if (i > 0 && (ilen - i) % 3 == 0)
                        out[o++] = ',';
                out[o++] = p[i];
        }
        for (; dot && *dot && o + 1 < size; dot++)
                out[o++] = *dot;
        out[o] = '\0';
        return out;
}

/* As few decimals as the value needs (at most 6): thresholds and plan
 * values read as the user wrote them, "5", "0.99", "50,000". */
static const char *fmt_plain(char *out, size_t size, double v)
{
        int d;
        for (d = 0; d < 6; d++) {
                double s = pow(10, d);
                if (fabs(round(v * s) / s - v) <= 1e-9 * fmax(1, fabs(v)))
                        break;
        }
        return fmt_fixed(out, size, v, d);
}

/* Milliseconds: three decimals (microsecond resolution) below 100 ms,
 * two above. */
static const char *fmt_ms(char *out, size_t size, double ms)
{
        return fmt_fixed(out, size, ms, fabs(ms) < 100 ? 3 : 2);
}

/* msg/s: one decimal below 10,000 (999.9 shows a shortfall), whole
 * messages above. */
static const char *fmt_rate(char *out, size_t size, double v)
{
        return fmt_fixed(out, size, v, fabs(v) < 10000 ? 1 : 0);
}

/* MiB and MiB/s: two decimals below 10, one above. */
static const char *fmt_mib(char *out, size_t size, double v)
{
        return fmt_fixed(out, size, v, fabs(v) < 10 ? 2 : 1);
}

/* A ratio as a percentage: "100%", "99.99%"; more decimals when two
 * would round a value that is not exactly 100% (or 0%) to it. */
static const char *fmt_pct(char *out, size_t size, double ratio)
{
        double pct = ratio * 100;
        char num[64];
        int d = 2;
        if (!isfinite(pct)) {
                snprintf(out, size, "n/a");
                return out;
        }
        if (fabs(pct - round(pct)) < 1e-9) {
                d = 0;
        } else {
                while (d < 6) {
                        double s = pow(10, d), r = round(pct * s) / s;
                        if (r != 100 && r != 0 && r != -100)
                                break;
                        d++;
                }
        }
        snprintf(out, size, "%s%%", fmt_fixed(num, sizeof(num), pct, d));
        return out;
}

/* Four significant digits, fixed notation: model coefficients. */
static const char *fmt_sig(char *out, size_t size, double v)
{
        int d = 3;
        if (v != 0 && isfinite(v))
                d = 3 - (int)floor(log10(fabs(v)));
        return fmt_fixed(out, size, v, d < 0 ? 0 : d > 9 ? 9 : d);
}

static const char *fmt_count_d(char *out, size_t size, double v)
{
        return fmt_fixed(out, size, v, 0);
}

/* A metric value in its unit ("3.763 ms", "99.99%", "80,000 msg/s");
 * plain: as few decimals as needed (thresholds). */
static const char *fmt_metric(char *out, size_t size, const char *unit,
                              double v, int plain)
{
        char n[64];
        if (strcmp(unit, "ratio") == 0)
                return fmt_pct(out, size, v);
        if (strcmp(unit, "messages") == 0) {
                snprintf(out, size, "%s",
                         plain ? fmt_plain(n, sizeof(n), v)
                               : fmt_count_d(n, sizeof(n), v));
                return out;
        }
        if (plain)
                fmt_plain(n, sizeof(n), v);
        else if (strcmp(unit, "ms") == 0)
                fmt_ms(n, sizeof(n), v);
        else if (strcmp(unit, "msg/s") == 0)
                fmt_rate(n, sizeof(n), v);
        else if (strcmp(unit, "MiB/s") == 0)
                fmt_mib(n, sizeof(n), v);
        else
                fmt_plain(n, sizeof(n), v);
        snprintf(out, size, "%s %s", n, unit);
        return out;
}

/* A margin with its sign; ratios in percentage points. */
static const char *fmt_margin(char *out, size_t size, const char *unit,
                              double m)
{
        char n[96];
        if (strcmp(unit, "ratio") == 0) {
                double pp = m * 100;
                fmt_fixed(n, sizeof(n), pp, fabs(pp) < 0.01 && pp != 0 ? 4 : 2);
                snprintf(out, size, "%s%s pp", m > 0 ? "+" : "", n);
                return out;
        }
        fmt_metric(n, sizeof(n), unit, m, 0);
        snprintf(out, size, "%s%s", m > 0 ? "+" : "", n);
        return out;
}

/* "2026-11-30T10:00:00Z" -> "2026-11-30 10:00:00 UTC"; anything else as
 * is. */
static const char *fmt_stamp(char *out, size_t size, const char *iso)
{
        size_t n = strlen(iso);
        if (n == 20 && iso[10] == 'T' && iso[19] == 'Z')
                snprintf(out, size, "%.10s %.8s UTC", iso, iso + 11);
        else
                snprintf(out, size, "%s", iso);
        return out;
}

/* Seconds since the epoch of an ISO 8601 UTC stamp, or -1. */
static double parse_stamp(const char *iso)
{
        struct tm tm;
        memset(&tm, 0, sizeof(tm));
        if (sscanf(iso, "%4d-%2d-%2dT%2d:%2d:%2dZ", &tm.tm_year, &tm.tm_mon,
                   &tm.tm_mday, &tm.tm_hour, &tm.tm_min, &tm.tm_sec) != 6)
                return -1;
        tm.tm_year -= 1900;
        tm.tm_mon -= 1;
        return (double)timegm(&tm);
}

/* ---- the view builder ----------------------------------------------- */

/* Every add goes through these, so a failed allocation anywhere is seen
 * once at the end instead of after every call. */
static cJSON *put_fmt(kp_vb *b, cJSON *o, const char *key, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));

static cJSON *put_fmt(kp_vb *b, cJSON *o, const char *key, const char *fmt, ...)
{
        char buf[1024];
        va_list ap;
        va_start(ap, fmt);
        vsnprintf(buf, sizeof(buf), fmt, ap);
        va_end(ap);
        return put_str(b, o, key, buf);
}

/* A count as "10,000" and its raw value as key_raw. */
static void put_count(kp_vb *b, cJSON *o, const char *key, uint64_t n)
{
        char s[64], raw[96];
        put_str(b, o, key, kp_fmt_count(s, sizeof(s), n));
        snprintf(raw, sizeof(raw), "%s_raw", key);
        put_num(b, o, raw, (double)n);
}

/* A formatted value and its raw number as key_raw. */
static void put_pair(kp_vb *b, cJSON *o, const char *key, const char *text,
                     double raw)
{
        char k[96];
        put_str(b, o, key, text);
        snprintf(k, sizeof(k), "%s_raw", key);
        put_num(b, o, k, raw);
}

/* "key=value, key=value" with secrets redacted. */
static void put_kv_summary(kp_vb *b, cJSON *o, const char *key,
                           const kp_kvlist *l)
{
        kp_buf s = { 0 };
        for (size_t i = 0; i < l->n; i++)
                kp_buf_printf(&s, "%s%s=%s", i ? ", " : "", l->items[i].key,
                              kp_redact(l->items[i].key, l->items[i].value));
        if (s.oom)
                b->oom = 1;
        put_str(b, o, key, s.s ? s.s : "");
        kp_buf_free(&s);
}

/* [{key, value}] with secrets redacted. */
static void put_kv_rows(kp_vb *b, cJSON *o, const char *key, const kp_kvlist *l)
{
        cJSON *a = put_arr(b, o, key);
        for (size_t i = 0; a && i < l->n; i++) {
                cJSON *row = push_obj(b, a);
                put_str(b, row, "key", l->items[i].key);
                put_str(b, row, "value",
                        kp_redact(l->items[i].key, l->items[i].value));
        }
}

/* ---- what the charts are ---------------------------------------------- */

typedef enum chart_kind {
        CH_TIERS_RATE,   /* grouped bars: produce and fetch msg/s per tier */
        CH_TIERS_P95,    /* grouped bars: p95 latencies per tier */
        CH_THROUGHPUT,   /* one tier: msg/s over time */
        CH_LATENCY,      /* one tier: produce p50/p95/p99 over time */
        CH_DISTRIBUTION, /* one tier: latency by percentile */
        CH_SWEEP_RATE,   /* one sweep: msg/s against the parameter */
        CH_SWEEP_LAT     /* one sweep: latency against the parameter */
} chart_kind;

static const char *const chart_kind_names[] = {
        "tiers_throughput", "tiers_latency",    "throughput",   "latency",
        "distribution",     "sweep_throughput", "sweep_latency"
};

static int per_tier_chart(chart_kind k)
{
        return k == CH_THROUGHPUT || k == CH_LATENCY || k == CH_DISTRIBUTION;
}

static int sweep_chart(chart_kind k)
{
        return k == CH_SWEEP_RATE || k == CH_SWEEP_LAT;
}

typedef struct chart_spec {
        chart_kind kind;
        size_t tier;             /* per-tier charts */
        const char *sweep;       /* sweep charts: the sweep group (borrowed) */
        const char *sweep_param; /* and its first parameter (borrowed) */
        char file[128];
        char title[512];
        char alt[1024];
} chart_spec;

typedef struct chart_plan {
        chart_spec *v;
        size_t n;
} chart_plan;

/* The plan tier of a results tier (same index, checked by name). */
static const kp_tier *spec_of(const kp_results *r, size_t i)
{
        if (i < r->plan->n_tiers &&
            strcmp(r->plan->tiers[i].name, r->tiers[i].name) == 0)
                return &r->plan->tiers[i];
        return kp_plan_tier(r->plan, r->tiers[i].name);
}

/* A file-name-safe form of a tier name: [a-z0-9._-], runs of anything
 * else as one '-', at most SLUG_MAX bytes, never empty, never hidden. */
static void slugify(const char *name, size_t index, char *out, size_t size)
{
        size_t o = 0;
        for (const char *p = name; *p && o + 1 < size && o < SLUG_MAX; p++) {
                unsigned char c = (unsigned char)*p;
                if ((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') ||
                    c == '_' || (c == '.' && o > 0))
                        out[o++] = (char)c;
                else if (c >= 'A' && c <= 'Z')
                        out[o++] = (char)(c - 'A' + 'a');
                else if (o > 0 && out[o - 1] != '-')
                        out[o++] = '-';
        }
        while (o > 0 && (out[o - 1] == '-' || out[o - 1] == '.'))
                o--;
        out[o] = '\0';
        if (o == 0)
                snprintf(out, size, "tier-%zu", index + 1);
}

typedef char slug_t[SLUG_MAX + 16];

/* Unique slugs for every tier: a clash gets "-2", "-3", ... Caller
 * frees. */
static slug_t *tier_slugs(const kp_results *r)
{
        slug_t *s = calloc(r->n_tiers + 1, sizeof(*s));
        if (!s)
                return NULL;
        for (size_t i = 0; i < r->n_tiers; i++) {
                char base[SLUG_MAX + 1];
                int n = 1, clash;
                slugify(r->tiers[i].name, i, base, sizeof(base));
                snprintf(s[i], sizeof(s[i]), "%s", base);
                do {
                        clash = 0;
                        for (size_t k = 0; k < i; k++)
                                if (strcmp(s[k], s[i]) == 0)
                                        clash = 1;
                        if (clash)
                                snprintf(s[i], sizeof(s[i]), "%s-%d", base,
                                         ++n);
                } while (clash);
        }
        return s;
}

static int hist_has(const kp_hist *h)
{
        return h && kp_hist_count(h) > 0;
}

/* sweep: for sweep charts, the swept tier (tier_name is its group). */
static int add_chart(chart_plan *cp, chart_kind kind, size_t tier,
                     const char *slug, const char *tier_name,
                     const kp_tier *sweep)
{
        chart_spec *v = realloc(cp->v, (cp->n + 1) * sizeof(*v)), *c;
        char name[256];
        if (!v)
                return -1;
        cp->v = v;
        c = &cp->v[cp->n++];
        memset(c, 0, sizeof(*c));
        c->kind = kind;
        c->tier = tier;
        if (sweep) {
                c->sweep = sweep->sweep_group;
                c->sweep_param = sweep->sweep_param ? sweep->sweep_param : "";
        }
        /* Brackets would end the Markdown image text early. */
        snprintf(name, sizeof(name), "%s", tier_name ? tier_name : "");
        for (char *p = name; *p; p++)
                if (*p == '[' || *p == ']')
                        *p = *p == '[' ? '(' : ')';
        switch (kind) {
        case CH_TIERS_RATE:
                snprintf(c->file, sizeof(c->file),
                         "charts/tiers-throughput.svg");
                snprintf(c->title, sizeof(c->title), "Throughput by tier");
                snprintf(c->alt, sizeof(c->alt),
                         "Bar chart: achieved produce rate and fetch-only "
                         "consume rate of each tier, in msg/s");
                break;
        case CH_TIERS_P95:
                snprintf(c->file, sizeof(c->file), "charts/tiers-latency.svg");
                snprintf(c->title, sizeof(c->title), "p95 latency by tier");
                snprintf(c->alt, sizeof(c->alt),
                         "Bar chart: p95 of the corrected and the service "
                         "produce latency and of the end-to-end latency of "
                         "each tier, in ms");
                break;
        case CH_THROUGHPUT:
                snprintf(c->file, sizeof(c->file), "charts/throughput-%s.svg",
                         slug);
                snprintf(c->title, sizeof(c->title),
                         "Throughput over time, tier %s", tier_name);
                snprintf(c->alt, sizeof(c->alt),
                         "Line chart: produce and consume msg/s per interval "
                         "over the seconds of each phase, tier %s",
                         name);
                break;
        case CH_LATENCY:
                snprintf(c->file, sizeof(c->file), "charts/latency-%s.svg",
                         slug);
                snprintf(c->title, sizeof(c->title),
                         "Produce latency over time, tier %s", tier_name);
                snprintf(c->alt, sizeof(c->alt),
                         "Line chart: p50, p95 and p99 of the corrected "
                         "produce latency per interval, in ms, tier %s",
                         name);
                break;
        case CH_SWEEP_RATE:
                snprintf(c->file, sizeof(c->file),
                         "charts/sweep-%s-throughput.svg", slug);
                snprintf(c->title, sizeof(c->title),
                         "Throughput by %s, sweep %s", c->sweep_param,
                         tier_name);
                snprintf(c->alt, sizeof(c->alt),
                         "Chart: achieved produce rate in msg/s at each value "
                         "of %s, sweep %s",
                         c->sweep_param, name);
                break;
        case CH_SWEEP_LAT:
                snprintf(c->file, sizeof(c->file),
                         "charts/sweep-%s-latency.svg", slug);
                snprintf(c->title, sizeof(c->title),
                         "Produce latency by %s, sweep %s", c->sweep_param,
                         tier_name);
                snprintf(c->alt, sizeof(c->alt),
                         "Chart: corrected produce latency in ms at each value "
                         "of %s, sweep %s",
                         c->sweep_param, name);
                break;
        case CH_DISTRIBUTION:
                snprintf(c->file, sizeof(c->file),
                         "charts/latency-distribution-%s.svg", slug);
                snprintf(c->title, sizeof(c->title),
                         "Latency by percentile, tier %s", tier_name);
                snprintf(c->alt, sizeof(c->alt),
                         "Percentile chart: corrected, service and end-to-end "
                         "latency in ms from the minimum to the highest "
                         "percentile measured, tier %s",
                         name);
                break;
        }
        return 0;
}

/* Two charts per sweep group, in the order of kp_evaluate_sweeps(), with
 * file names unique among the sweeps. */
static int sweep_charts_build(const kp_results *r, chart_plan *cp)
{
        const kp_plan *p = r->plan;
        size_t first = cp->n;
        for (size_t i = 0; i < r->n_tiers && i < p->n_tiers; i++) {
                const kp_tier *t = &p->tiers[i];
                char base[SLUG_MAX + 1];
                slug_t slug;
                int seen = 0, n = 1, clash;
                if (!t->sweep_group)
                        continue;
                for (size_t k = first; k < cp->n && !seen; k++)
                        seen = strcmp(cp->v[k].sweep, t->sweep_group) == 0;
                if (seen)
                        continue;
                slugify(t->sweep_group, i, base, sizeof(base));
                snprintf(slug, sizeof(slug), "%s", base);
                do {
                        char want[sizeof(cp->v[0].file)];
                        clash = 0;
                        snprintf(want, sizeof(want),
                                 "charts/sweep-%s-throughput.svg", slug);
                        for (size_t k = first; k < cp->n; k++)
                                clash |= strcmp(cp->v[k].file, want) == 0;
                        if (clash)
                                snprintf(slug, sizeof(slug), "%s-%d", base,
                                         ++n);
                } while (clash);
                if (add_chart(cp, CH_SWEEP_RATE, i, slug, t->sweep_group, t) ||
                    add_chart(cp, CH_SWEEP_LAT, i, slug, t->sweep_group, t))
                        return -1;
        }
        return 0;
}

/* The charts of a report, in the order the report shows them; the view
 * and the writer both use this list. Sweep charts come last. */
static int chart_plan_build(const kp_results *r, chart_plan *cp)
{
        slug_t *slugs = tier_slugs(r);
        int any_produce = 0, ret = -1;
        memset(cp, 0, sizeof(*cp));
        if (!slugs)
                return -1;
        for (size_t i = 0; i < r->n_tiers; i++)
                any_produce |= r->tiers[i].produce.ran;
        if (any_produce && (add_chart(cp, CH_TIERS_RATE, 0, NULL, NULL, NULL) ||
                            add_chart(cp, CH_TIERS_P95, 0, NULL, NULL, NULL)))
                goto out;
        for (size_t i = 0; i < r->n_tiers; i++) {
                const kp_tier_result *t = &r->tiers[i];
                if ((t->produce.ran && t->produce.intervals.n) ||
                    (t->consume.ran && t->consume.intervals.n))
                        if (add_chart(cp, CH_THROUGHPUT, i, slugs[i], t->name,
                                      NULL))
                                goto out;
                if (t->produce.ran && t->produce.intervals.n)
                        if (add_chart(cp, CH_LATENCY, i, slugs[i], t->name,
                                      NULL))
                                goto out;
                if ((t->produce.ran && (hist_has(t->produce.hist_latency) ||
                                        hist_has(t->produce.hist_service))) ||
                    (t->consume.ran && hist_has(t->consume.hist_e2e)))
                        if (add_chart(cp, CH_DISTRIBUTION, i, slugs[i], t->name,
                                      NULL))
                                goto out;
        }
        if (sweep_charts_build(r, cp))
                goto out;
        ret = 0;
out:
        free(slugs);
        return ret;
}

/* ---- view pieces -------------------------------------------------------- */

static const char *op_symbol(kp_cmp c)
{
        switch (c) {
        case KP_CMP_LE:
                return "≤";
        case KP_CMP_LT:
                return "<";
        case KP_CMP_GE:
                return "≥";
        case KP_CMP_GT:
                return ">";
        }
        return "?";
}

static void put_latency(kp_vb *b, cJSON *o, const char *key,
                        const kp_latency *l)
{
        cJSON *x = put_obj(b, o, key);
        char s[64];
        const struct {
                const char *k;
                double v;
        } f[] = { { "min", l->min_ms }, { "avg", l->avg_ms },
                  { "p50", l->p50_ms }, { "p95", l->p95_ms },
                  { "p99", l->p99_ms }, { "p999", l->p999_ms },
                  { "max", l->max_ms }, { "stddev", l->stddev_ms } };
        put_bool(b, x, "measured", l->count > 0);
        put_count(b, x, "count", l->count);
        for (size_t i = 0; i < KP_ARRAY_LEN(f); i++)
                put_pair(b, x, f[i].k, fmt_ms(s, sizeof(s), f[i].v), f[i].v);
}

/* One boolean per status word, so that a translated template can word
 * each status itself. */
static void put_status_is(kp_vb *b, cJSON *o, const char *status)
{
        static const char *const words[] = { "pending",     "running",
                                             "complete",    "incomplete",
                                             "interrupted", "failed" };
        cJSON *x = put_obj(b, o, "status_is");
        for (size_t i = 0; i < KP_ARRAY_LEN(words); i++)
                put_bool(b, x, words[i], status && !strcmp(status, words[i]));
}

static void put_plan(kp_vb *b, cJSON *v, const kp_results *r)
{
        cJSON *p = put_obj(b, v, "plan");
        uint64_t total = 0;
        put_str(b, p, "name", r->plan->name);
        put_str(b, p, "title", r->plan->title ? r->plan->title : r->plan->name);
        put_str(b, p, "description", r->plan->description);
        put_str(b, p, "path", r->plan_path);
        put_str(b, p, "sha256", r->plan_sha256);
        for (size_t i = 0; i < r->n_tiers; i++) {
                const kp_tier *t = spec_of(r, i);
                total += t ? t->messages : 0;
        }
        put_num(b, p, "tiers", (double)r->n_tiers);
        put_count(b, p, "messages", total);
}

static void put_run(kp_vb *b, cJSON *v, const kp_results *r)
{
        cJSON *o = put_obj(b, v, "run");
        char s[64];
        double t0 = parse_stamp(r->started_at),
               t1 = parse_stamp(r->finished_at);
        put_str(b, o, "id", r->run_id);
        put_str(b, o, "start", fmt_stamp(s, sizeof(s), r->started_at));
        put_str(b, o, "finish", fmt_stamp(s, sizeof(s), r->finished_at));
        put_str(b, o, "start_iso", r->started_at);
        put_str(b, o, "finish_iso", r->finished_at);
        put_str(b, o, "duration",
                t0 >= 0 && t1 >= t0 ? kp_fmt_duration(s, sizeof(s), t1 - t0)
                                    : "");
        put_str(b, o, "status", r->status);
        put_str(b, o, "status_reason", r->status_reason);
        put_status_is(b, o, r->status);
}

static void put_verdict(kp_vb *b, cJSON *v, const kp_evaluation *e)
{
        cJSON *o = put_obj(b, v, "verdict");
        size_t tp = 0, tf = 0, ti = 0, cp = 0, cf = 0;
        for (size_t i = 0; i < e->n_tiers; i++) {
                tp += e->tiers[i].verdict == KP_PASS;
                tf += e->tiers[i].verdict == KP_FAIL;
                ti += e->tiers[i].verdict == KP_INCOMPLETE;
        }
        for (size_t i = 0; i < e->n_checks; i++) {
                cp += e->checks[i].verdict == KP_PASS;
                cf += e->checks[i].verdict == KP_FAIL;
        }
        put_str(b, o, "text", kp_verdict_str(e->verdict));
        put_str(b, o, "reason", e->verdict_reason);
        put_str(b, o, "headline", e->headline);
        put_bool(b, o, "pass", e->verdict == KP_PASS);
        put_bool(b, o, "fail", e->verdict == KP_FAIL);
        put_bool(b, o, "incomplete", e->verdict == KP_INCOMPLETE);
        put_num(b, o, "tiers_total", (double)e->n_tiers);
        put_num(b, o, "tiers_passed", (double)tp);
        put_num(b, o, "tiers_failed", (double)tf);
        put_num(b, o, "tiers_incomplete", (double)ti);
        put_num(b, o, "checks_total", (double)e->n_checks);
        put_num(b, o, "checks_passed", (double)cp);
        put_num(b, o, "checks_failed", (double)cf);
        put_num(b, o, "checks_other", (double)(e->n_checks - cp - cf));
        put_bool(b, o, "has_failed_tiers", tf > 0);
        put_bool(b, o, "has_incomplete_tiers", ti > 0);
        put_bool(b, o, "capacity_short",
                 e->x.present &&
                     (e->x.sustainable_rate <= 0 || e->x.headroom < 1));
}

static void put_scenarios(kp_vb *b, cJSON *v, const kp_results *r)
{
        cJSON *a = put_arr(b, v, "scenarios");
        char s[128];
        for (size_t i = 0; a && i < r->n_tiers; i++) {
                const kp_tier *t = spec_of(r, i);
                cJSON *o = push_obj(b, a);
                if (!t)
                        continue;
                put_num(b, o, "index", (double)(i + 1));
                put_str(b, o, "name", t->name);
                put_str(b, o, "topic", t->topic);
                put_count(b, o, "messages", t->messages);
                put_bool(b, o, "unlimited", t->rate <= 0);
                if (t->rate > 0) {
                        fmt_plain(s, sizeof(s), t->rate);
                        put_fmt(b, o, "rate", "%s msg/s", s);
                } else {
                        put_str(b, o, "rate", "unlimited");
                }
                put_num(b, o, "rate_raw", t->rate);
                put_str(b, o, "record_size",
                        t->payload_file ? ""
                                        : kp_fmt_bytes(s, sizeof(s),
                                                       (double)t->record_size));
                put_num(b, o, "record_size_raw", (double)t->record_size);
                put_str(b, o, "payload_file", t->payload_file);
                put_bool(b, o, "has_warmup",
                         t->warmup_messages > 0 || t->warmup_us > 0);
                put_str(b, o, "warmup_messages",
                        t->warmup_messages
                            ? kp_fmt_count(s, sizeof(s), t->warmup_messages)
                            : "");
                put_str(b, o, "warmup_time",
                        t->warmup_us > 0
                            ? kp_fmt_duration(s, sizeof(s),
                                              (double)t->warmup_us / 1e6)
                            : "");
                put_num(b, o, "producers", t->producers);
                put_kv_summary(b, o, "producer_settings", &t->producer);
                put_bool(b, o, "consume", t->consume.enabled);
                put_num(b, o, "consumers",
                        t->consume.enabled ? t->consume.consumers : 0);
                put_kv_summary(b, o, "consumer_settings", &t->consume.config);
                {
                        /* The topic as the cluster had it, never the
                         * plan's wish (they differ only when the plan
                         * accepts an existing topic as it is). */
                        const kp_topic_info *ti = kp_results_topic(r, t->topic);
                        int parts = ti ? ti->partitions : t->partitions;
                        int rf =
                            ti ? ti->replication_factor : t->replication_factor;
                        put_str(b, o, "partitions",
                                parts > 0 ? kp_fmt_count(s, sizeof(s),
                                                         (uint64_t)parts)
                                          : "");
                        put_bool(b, o, "rf_default", rf <= 0);
                        put_str(b, o, "replication_factor",
                                rf > 0
                                    ? kp_fmt_count(s, sizeof(s), (uint64_t)rf)
                                    : "");
                }
                put_str(b, o, "interval",
                        kp_fmt_duration(s, sizeof(s),
                                        (double)t->interval_us / 1e6));
                if (t->sweep_param && t->sweep_param2)
                        put_fmt(b, o, "sweep", "%s=%s, %s=%s", t->sweep_param,
                                t->sweep_value ? t->sweep_value : "",
                                t->sweep_param2,
                                t->sweep_value2 ? t->sweep_value2 : "");
                else if (t->sweep_param)
                        put_fmt(b, o, "sweep", "%s=%s", t->sweep_param,
                                t->sweep_value ? t->sweep_value : "");
                else
                        put_str(b, o, "sweep", "");
                put_str(b, o, "sweep_group", t->sweep_group);
                put_str(b, o, "parallel_group", t->parallel_group);
        }
}

static void put_produce(kp_vb *b, cJSON *v, const kp_results *r)
{
        cJSON *a = put_arr(b, v, "produce");
        char s[128];
        for (size_t i = 0; a && i < r->n_tiers; i++) {
                const kp_produce_result *p = &r->tiers[i].produce;
                cJSON *o, *errs;
                if (!p->ran)
                        continue;
                o = push_obj(b, a);
                put_str(b, o, "tier", r->tiers[i].name);
                put_str(b, o, "started",
                        fmt_stamp(s, sizeof(s), p->started_at));
                put_count(b, o, "sent", p->sent);
                put_count(b, o, "delivered", p->delivered);
                put_count(b, o, "failed", p->failed);
                put_count(b, o, "undelivered", p->undelivered);
                put_count(b, o, "warmup", p->warmup);
                put_count(b, o, "measured", p->measured);
                put_bool(b, o, "counts_reconcile",
                         p->sent == p->delivered + p->failed + p->undelivered);
                put_pair(b, o, "mib",
                         fmt_mib(s, sizeof(s), (double)p->bytes / 1048576.0),
                         (double)p->bytes / 1048576.0);
                put_bool(b, o, "unlimited", p->target_rate <= 0);
                if (p->target_rate > 0)
                        put_fmt(b, o, "target_rate", "%s",
                                fmt_plain(s, sizeof(s), p->target_rate));
                else
                        put_str(b, o, "target_rate", "unlimited");
                put_num(b, o, "target_rate_raw", p->target_rate);
                put_pair(b, o, "achieved_rate",
                         fmt_rate(s, sizeof(s), p->achieved_rate),
                         p->achieved_rate);
                if (p->target_rate > 0 && p->measured) {
                        double ratio = p->achieved_rate / p->target_rate;
                        put_pair(b, o, "ratio", fmt_pct(s, sizeof(s), ratio),
                                 ratio);
                } else {
                        put_str(b, o, "ratio", "");
                        put_num(b, o, "ratio_raw", NAN);
                }
                put_pair(b, o, "mib_per_sec",
                         fmt_mib(s, sizeof(s), p->mib_per_sec), p->mib_per_sec);
                put_pair(b, o, "duration",
                         kp_fmt_duration(s, sizeof(s), p->duration_s),
                         p->duration_s);
                put_pair(b, o, "total",
                         kp_fmt_duration(s, sizeof(s), p->total_s), p->total_s);
                put_latency(b, o, "latency", &p->latency);
                put_latency(b, o, "service", &p->service);
                put_bool(b, o, "has_errors", p->errors.n > 0);
                errs = put_arr(b, o, "errors");
                for (size_t k = 0; errs && k < p->errors.n; k++) {
                        cJSON *e = push_obj(b, errs);
                        put_str(b, e, "code", p->errors.v[k].code);
                        put_count(b, e, "count", p->errors.v[k].count);
                }
        }
}

static void put_consume(kp_vb *b, cJSON *v, const kp_results *r)
{
        cJSON *a = put_arr(b, v, "consume");
        char s[128];
        for (size_t i = 0; a && i < r->n_tiers; i++) {
                const kp_consume_result *c = &r->tiers[i].consume;
                double mib = (double)c->bytes / 1048576.0;
                cJSON *o;
                if (!c->ran)
                        continue;
                o = push_obj(b, a);
                put_str(b, o, "tier", r->tiers[i].name);
                put_str(b, o, "started",
                        fmt_stamp(s, sizeof(s), c->started_at));
                put_num(b, o, "consumers", c->consumers);
                put_count(b, o, "expected", c->expected);
                put_count(b, o, "messages", c->messages);
                put_pair(b, o, "mib", fmt_mib(s, sizeof(s), mib), mib);
                put_pair(b, o, "mib_per_sec",
                         fmt_mib(s, sizeof(s), c->mib_per_sec), c->mib_per_sec);
                put_pair(b, o, "msgs_per_sec",
                         fmt_rate(s, sizeof(s), c->msgs_per_sec),
                         c->msgs_per_sec);
                put_pair(b, o, "duration",
                         kp_fmt_duration(s, sizeof(s), c->duration_s),
                         c->duration_s);
                put_pair(b, o, "join_ms", fmt_ms(s, sizeof(s), c->rebalance_ms),
                         c->rebalance_ms);
                put_pair(b, o, "fetch_time",
                         kp_fmt_duration(s, sizeof(s), c->fetch_s), c->fetch_s);
                put_pair(b, o, "fetch_mib_per_sec",
                         fmt_mib(s, sizeof(s), c->fetch_mib_per_sec),
                         c->fetch_mib_per_sec);
                put_pair(b, o, "fetch_msgs_per_sec",
                         fmt_rate(s, sizeof(s), c->fetch_msgs_per_sec),
                         c->fetch_msgs_per_sec);
                put_latency(b, o, "e2e", &c->e2e);
                put_str(b, o, "mode", c->during ? "during" : "after");
                put_bool(b, o, "during", c->during);
                put_pair(b, o, "completeness",
                         fmt_pct(s, sizeof(s), c->completeness),
                         c->completeness);
                put_count(b, o, "missing", c->missing);
                /* Counted message by message (each carries its index). */
                put_bool(b, o, "identity", c->identity);
                put_count(b, o, "lost", c->lost);
                put_count(b, o, "duplicates", c->duplicates);
                put_count(b, o, "unacked_read", c->unacked_read);
                put_count(b, o, "distinct", c->distinct);
                put_bool(b, o, "timed_out", c->timed_out);
                put_bool(b, o, "complete",
                         c->missing == 0 && c->expected > 0 && !c->timed_out);
        }
}

/* What the cluster did during each tier, in words (results.h). */
static void put_cluster_events(kp_vb *b, cJSON *v, const kp_results *r)
{
        cJSON *a = put_arr(b, v, "cluster_events");
        int any = 0;
        for (size_t i = 0; a && i < r->n_tiers; i++) {
                kp_buf t = { 0 };
                cJSON *o;
                if (!r->tiers[i].events.n)
                        continue;
                any = 1;
                o = push_obj(b, a);
                kp_events_describe(&r->tiers[i].events, &t);
                put_str(b, o, "tier", r->tiers[i].name);
                put_str(b, o, "text", t.s ? t.s : "");
                put_num(b, o, "count", (double)r->tiers[i].events.n);
                kp_buf_free(&t);
        }
        put_bool(b, v, "has_cluster_events", any);
}

static void put_check_row(kp_vb *b, cJSON *o, size_t index, const kp_check *k,
                          const kp_results *r)
{
        const kp_metric *m = kp_metric_find(k->metric);
        const kp_tier *t = kp_plan_tier(r->plan, k->tier);
        int has_value = k->has_value;
        char s[128];
        put_num(b, o, "index", (double)(index + 1));
        put_str(b, o, "tier", k->tier);
        put_str(b, o, "metric", k->metric);
        put_str(b, o, "definition", m ? m->definition : "");
        put_str(b, o, "unit", k->unit);
        put_str(b, o, "op", kp_cmp_str(k->cmp));
        put_str(b, o, "op_symbol", op_symbol(k->cmp));
        put_str(b, o, "op_words", kp_cmp_words(k->cmp));
        put_pair(b, o, "threshold",
                 fmt_metric(s, sizeof(s), k->unit, k->threshold, 1),
                 k->threshold);
        put_bool(b, o, "has_value", has_value);
        if (has_value) {
                put_pair(b, o, "value",
                         fmt_metric(s, sizeof(s), k->unit, k->value, 0),
                         k->value);
                put_pair(b, o, "margin",
                         fmt_margin(s, sizeof(s), k->unit, k->margin),
                         k->margin);
                if (k->threshold != 0 && strcmp(k->unit, "ratio") != 0) {
                        char n[64];
                        fmt_fixed(n, sizeof(n), k->margin_pct, 1);
                        put_fmt(b, o, "margin_pct", "%s%s%%",
                                k->margin_pct > 0 ? "+" : "", n);
                } else {
                        put_str(b, o, "margin_pct", "");
                }
                put_num(b, o, "margin_pct_raw", k->margin_pct);
        } else {
                put_str(b, o, "value", "");
                put_num(b, o, "value_raw", NAN);
                put_str(b, o, "margin", "");
                put_num(b, o, "margin_raw", NAN);
                put_str(b, o, "margin_pct", "");
                put_num(b, o, "margin_pct_raw", NAN);
        }
        put_str(b, o, "verdict", kp_verdict_str(k->verdict));
        put_bool(b, o, "pass", k->verdict == KP_PASS);
        put_bool(b, o, "fail", k->verdict == KP_FAIL);
        put_bool(b, o, "incomplete", k->verdict == KP_INCOMPLETE);
        put_bool(b, o, "na", k->verdict == KP_NA);
        put_str(b, o, "note", k->note);
        put_bool(b, o, "na_unlimited",
                 k->verdict == KP_NA && m && m->fixed_rate_only && t &&
                     t->rate <= 0);
}

static void put_checks(kp_vb *b, cJSON *v, const kp_results *r,
                       const kp_evaluation *e)
{
        cJSON *a = put_arr(b, v, "checks"), *f = put_arr(b, v, "failed_checks");
        for (size_t i = 0; a && f && i < e->n_checks; i++) {
                put_check_row(b, push_obj(b, a), i, &e->checks[i], r);
                if (e->checks[i].verdict == KP_FAIL ||
                    e->checks[i].verdict == KP_INCOMPLETE)
                        put_check_row(b, push_obj(b, f), i, &e->checks[i], r);
        }
}

/* The plan's criteria as written, before they are applied to tiers. */
static void put_criteria(kp_vb *b, cJSON *v, const kp_plan *p)
{
        cJSON *a = put_arr(b, v, "criteria");
        char s[128];
        for (size_t i = 0; a && i < p->n_criteria; i++) {
                const kp_criterion *c = &p->criteria[i];
                const kp_metric *m = kp_metric_find(c->metric);
                const char *unit = m ? m->unit : "";
                cJSON *o = push_obj(b, a);
                kp_buf tiers = { 0 };
                for (size_t k = 0; k < c->n_tiers; k++)
                        kp_buf_printf(&tiers, "%s%s", k ? ", " : "",
                                      c->tiers[k]);
                if (tiers.oom)
                        b->oom = 1;
                put_num(b, o, "index", (double)(i + 1));
                put_str(b, o, "metric", c->metric);
                put_str(b, o, "definition", m ? m->definition : "");
                put_str(b, o, "unit", unit);
                put_str(b, o, "op", kp_cmp_str(c->cmp));
                put_str(b, o, "op_symbol", op_symbol(c->cmp));
                put_str(b, o, "op_words", kp_cmp_words(c->cmp));
                put_pair(b, o, "threshold",
                         fmt_metric(s, sizeof(s), unit, c->threshold, 1),
                         c->threshold);
                put_bool(b, o, "all_tiers", c->n_tiers == 0);
                put_str(b, o, "tiers", tiers.s);
                put_bool(b, o, "aggregate", c->aggregate);
                kp_buf_free(&tiers);
        }
}

static void put_tiers(kp_vb *b, cJSON *v, const kp_results *r,
                      const kp_evaluation *e)
{
        cJSON *a = put_arr(b, v, "tiers");
        char s[64];
        for (size_t i = 0; a && i < e->n_tiers && i < r->n_tiers; i++) {
                const kp_tier_eval *te = &e->tiers[i];
                const kp_tier *t = spec_of(r, i);
                size_t total = 0, failed = 0;
                cJSON *o = push_obj(b, a);
                for (size_t k = 0; k < e->n_checks; k++) {
                        if (strcmp(e->checks[k].tier, te->name) != 0)
                                continue;
                        total++;
                        failed += e->checks[k].verdict == KP_FAIL;
                }
                put_str(b, o, "name", te->name);
                put_str(b, o, "status", kp_tier_status_str(r->tiers[i].status));
                put_status_is(b, o, kp_tier_status_str(r->tiers[i].status));
                put_str(b, o, "reason", r->tiers[i].reason);
                put_str(b, o, "verdict", kp_verdict_str(te->verdict));
                put_bool(b, o, "pass", te->verdict == KP_PASS);
                put_bool(b, o, "fail", te->verdict == KP_FAIL);
                put_bool(b, o, "incomplete", te->verdict == KP_INCOMPLETE);
                put_bool(b, o, "below_peak", te->below_peak);
                put_bool(b, o, "unlimited", !t || t->rate <= 0);
                if (t && t->rate > 0) {
                        fmt_plain(s, sizeof(s), t->rate);
                        put_fmt(b, o, "rate", "%s msg/s", s);
                } else {
                        put_str(b, o, "rate", "unlimited");
                }
                put_str(b, o, "note", te->note);
                put_num(b, o, "checks", (double)total);
                put_num(b, o, "checks_failed", (double)failed);
        }
}

static void put_target(kp_vb *b, cJSON *v, const kp_target *t)
{
        cJSON *o = put_obj(b, v, "target");
        char s[64];
        put_count(b, o, "messages", t->messages);
        put_pair(b, o, "window",
                 kp_fmt_duration(s, sizeof(s), (double)t->window_us / 1e6),
                 (double)t->window_us / 1e6);
        put_pair(b, o, "peak_factor", fmt_plain(s, sizeof(s), t->peak_factor),
                 t->peak_factor);
        put_pair(b, o, "record_size",
                 kp_fmt_bytes(s, sizeof(s), (double)t->record_size),
                 (double)t->record_size);
        put_num(b, o, "replication_factor", t->replication_factor);
        put_pair(b, o, "retention",
                 kp_fmt_duration(s, sizeof(s), (double)t->retention_us / 1e6),
                 (double)t->retention_us / 1e6);
        put_pair(b, o, "storage_overhead",
                 fmt_pct(s, sizeof(s), t->storage_overhead),
                 t->storage_overhead);
}

static void put_trend(kp_vb *b, cJSON *o, const kp_trend *t)
{
        char s[128], a[64], k[64];
        put_str(b, o, "metric", t->metric);
        put_str(b, o, "unit", t->unit);
        put_num(b, o, "points", (double)t->n_points);
        put_num(b, o, "intercept", t->intercept);
        put_num(b, o, "slope", t->slope);
        fmt_sig(a, sizeof(a), t->intercept);
        fmt_sig(k, sizeof(k), fabs(t->slope));
        put_fmt(b, o, "fit", "%s %s %s × log10(messages)", a,
                t->slope < 0 ? "-" : "+", k);
        put_pair(b, o, "r2", fmt_fixed(s, sizeof(s), t->r2, 3), t->r2);
        put_pair(b, o, "projected",
                 fmt_metric(s, sizeof(s), t->unit, t->projected, 0),
                 t->projected);
        put_bool(b, o, "has_threshold", t->has_threshold);
        if (t->has_threshold) {
                char th[96];
                fmt_metric(th, sizeof(th), t->unit, t->threshold, 1);
                put_fmt(b, o, "criterion", "%s %s", op_symbol(t->cmp), th);
        } else {
                put_str(b, o, "criterion", "");
        }
        put_bool(b, o, "crosses", t->crosses);
        put_bool(b, o, "few_points", t->n_points < 3);
}

static void put_extrapolation(kp_vb *b, cJSON *v, const kp_evaluation *e)
{
        const kp_extrapolation *x = &e->x;
        cJSON *o = put_obj(b, v, "extrapolation"), *a;
        char s[128], n[64];
        int few = 0;
        put_bool(b, o, "present", x->present);
        fmt_rate(n, sizeof(n), x->required_avg_rate);
        put_pair(b, o, "required_avg_rate", n, x->required_avg_rate);
        fmt_rate(n, sizeof(n), x->required_peak_rate);
        put_pair(b, o, "required_peak_rate", n, x->required_peak_rate);
        put_pair(b, o, "sustainable_rate",
                 fmt_rate(s, sizeof(s), x->sustainable_rate),
                 x->sustainable_rate);
        put_str(b, o, "sustainable_tier", x->sustainable_tier);
        put_bool(b, o, "sustainable_lower_bound", x->sustainable_lower_bound);
        snprintf(
            s, sizeof(s), "%s×",
            fmt_fixed(n, sizeof(n), x->headroom, x->headroom < 10 ? 2 : 1));
        put_pair(b, o, "headroom", x->sustainable_rate > 0 ? s : "",
                 x->headroom);
        put_str(b, o, "headroom_number", x->sustainable_rate > 0 ? n : "");
        put_bool(b, o, "headroom_ok", x->headroom >= 1);
        put_pair(b, o, "consume_rate", fmt_rate(s, sizeof(s), x->consume_rate),
                 x->consume_rate);
        put_str(b, o, "consume_tier", x->consume_tier);
        put_pair(b, o, "ingest_time",
                 x->ingest_s > 0 ? kp_fmt_duration(s, sizeof(s), x->ingest_s)
                                 : "",
                 x->ingest_s);
        put_pair(b, o, "drain_time",
                 x->drain_s > 0 ? kp_fmt_duration(s, sizeof(s), x->drain_s)
                                : "",
                 x->drain_s);
        put_pair(b, o, "storage", kp_fmt_bytes(s, sizeof(s), x->storage_bytes),
                 x->storage_bytes);
        put_pair(b, o, "storage_with_overhead",
                 kp_fmt_bytes(s, sizeof(s), x->storage_with_overhead),
                 x->storage_with_overhead);
        a = put_arr(b, o, "trends");
        for (size_t i = 0; a && i < x->n_trends; i++) {
                put_trend(b, push_obj(b, a), &x->trends[i]);
                few |= x->trends[i].n_points < 3;
        }
        put_bool(b, o, "trends_few_points", few);
        a = put_arr(b, o, "assumptions");
        for (size_t i = 0; a && i < x->n_assumptions; i++)
                push_str(b, a, x->assumptions[i]);
        a = put_arr(b, o, "risks");
        for (size_t i = 0; a && i < e->n_risks; i++)
                push_str(b, a, e->risks[i]);
}

static void join_ids(kp_buf *s, const int32_t *v, size_t n)
{
        for (size_t i = 0; i < n; i++)
                kp_buf_printf(s, "%s%d", i ? ", " : "", (int)v[i]);
}

static void put_topic(kp_vb *b, cJSON *o, const kp_topic_info *t)
{
        cJSON *a;
        char s[64];
        put_str(b, o, "name", t->name);
        put_num(b, o, "partitions", t->partitions);
        put_num(b, o, "replication_factor", t->replication_factor);
        put_bool(b, o, "created", t->created);
        put_bool(b, o, "has_config", t->config.n > 0);
        put_kv_rows(b, o, "config", &t->config);
        put_kv_summary(b, o, "config_text", &t->config);
        put_bool(b, o, "has_layout", t->n_parts > 0);
        a = put_arr(b, o, "layout");
        for (size_t i = 0; a && i < t->n_parts; i++) {
                const kp_partition_info *p = &t->parts[i];
                cJSON *row = push_obj(b, a);
                kp_buf rs = { 0 }, is = { 0 };
                join_ids(&rs, p->replicas, p->n_replicas);
                join_ids(&is, p->isr, p->n_isr);
                if (rs.oom || is.oom)
                        b->oom = 1;
                snprintf(s, sizeof(s), "%d", (int)p->id);
                put_str(b, row, "partition", s);
                snprintf(s, sizeof(s), "%d", (int)p->leader);
                put_str(b, row, "leader", p->leader >= 0 ? s : "");
                put_str(b, row, "replicas", rs.s);
                put_str(b, row, "isr", is.s);
                put_bool(b, row, "under_replicated", p->n_isr < p->n_replicas);
                kp_buf_free(&rs);
                kp_buf_free(&is);
        }
}

/* The broker's API versions in one line (kp_api_summary). */
static void put_api_summary(kp_vb *b, cJSON *cl, const kp_cluster_info *c)
{
        kp_buf line = { 0 };
        kp_api_summary(c, &line);
        put_str(b, cl, "api_versions", line.s ? line.s : "");
        kp_buf_free(&line);
}

static void put_environment(kp_vb *b, cJSON *v, const kp_results *r,
                            const char *results_sha256)
{
        const kp_cluster_info *c = &r->cluster;
        cJSON *o = put_obj(b, v, "environment"), *cl, *a, *h;
        char s[64];
        cl = put_obj(b, o, "cluster");
        put_bool(b, cl, "embedded", c->embedded);
        put_str(b, cl, "bootstrap", c->bootstrap);
        put_str(b, cl, "cluster_id", c->cluster_id);
        snprintf(s, sizeof(s), "%d", (int)c->controller_id);
        put_str(b, cl, "controller", c->controller_id >= 0 ? s : "");
        put_str(b, cl, "broker_version", c->broker_version);
        put_api_summary(b, cl, c);
        put_num(b, cl, "broker_count", (double)c->n_brokers);
        a = put_arr(b, cl, "brokers");
        for (size_t i = 0; a && i < c->n_brokers; i++) {
                const kp_broker_info *br = &c->brokers[i];
                cJSON *row = push_obj(b, a);
                snprintf(s, sizeof(s), "%d", (int)br->id);
                put_str(b, row, "id", s);
                put_str(b, row, "host", br->host);
                snprintf(s, sizeof(s), "%d", br->port);
                put_str(b, row, "port", s);
                put_fmt(b, row, "address", "%s:%d", br->host ? br->host : "",
                        br->port);
                put_bool(b, row, "controller", br->id == c->controller_id);
        }
        a = put_arr(b, o, "topics");
        for (size_t i = 0; a && i < c->n_topics; i++)
                put_topic(b, push_obj(b, a), &c->topics[i]);
        a = put_arr(b, o, "warnings");
        for (size_t i = 0; a && i < c->n_warnings; i++)
                push_str(b, a, c->warnings[i]);
        put_kv_rows(b, o, "client_config", &r->client_config);
        put_kv_rows(b, o, "producer_defaults", &r->producer_defaults);
        put_kv_rows(b, o, "consumer_defaults", &r->consumer_defaults);
        put_bool(b, o, "has_role_defaults",
                 r->producer_defaults.n || r->consumer_defaults.n);
        h = put_obj(b, o, "host");
        put_str(b, h, "hostname", r->host.hostname);
        put_str(b, h, "os", r->host.os);
        put_str(b, h, "cpu_model", r->host.cpu_model);
        put_num(b, h, "cpus", r->host.cpus);
        put_pair(b, h, "memory",
                 r->host.memory_bytes
                     ? kp_fmt_bytes(s, sizeof(s), (double)r->host.memory_bytes)
                     : "",
                 (double)r->host.memory_bytes);
        put_str(b, o, "kplan_version", r->kplan_version);
        put_str(b, o, "librdkafka_version", r->librdkafka_version);
        put_str(b, o, "command_line", r->command_line);
        put_str(b, o, "plan_path", r->plan_path);
        put_str(b, o, "plan_sha256", r->plan_sha256);
        put_str(b, o, "results_sha256", results_sha256);
}

static void put_signoff(kp_vb *b, cJSON *v, const kp_plan *p)
{
        cJSON *o = put_obj(b, v, "signoff"), *a;
        put_str(b, o, "prepared_by", p->prepared_by);
        put_str(b, o, "company", p->company);
        a = put_arr(b, o, "approvers");
        for (size_t i = 0; a && i < p->n_approvers; i++) {
                cJSON *row = push_obj(b, a);
                put_str(b, row, "role", p->approvers[i].role);
                put_str(b, row, "name", p->approvers[i].name);
                put_bool(b, row, "has_name",
                         p->approvers[i].name && *p->approvers[i].name);
        }
}

static void put_charts(kp_vb *b, cJSON *v, const kp_results *r,
                       const chart_plan *cp)
{
        cJSON *a = put_arr(b, v, "charts");
        for (size_t i = 0; a && i < cp->n; i++) {
                const chart_spec *c = &cp->v[i];
                int per_tier = per_tier_chart(c->kind);
                cJSON *o;
                /* Sweep charts are listed with their sweep. */
                if (sweep_chart(c->kind))
                        continue;
                o = push_obj(b, a);
                put_str(b, o, "title", c->title);
                put_str(b, o, "file", c->file);
                put_str(b, o, "alt", c->alt);
                put_str(b, o, "kind", chart_kind_names[c->kind]);
                put_str(b, o, "tier", per_tier ? r->tiers[c->tier].name : "");
                {
                        kp_buf ev = { 0 };
                        if (per_tier)
                                kp_events_describe(&r->tiers[c->tier].events,
                                                   &ev);
                        put_str(b, o, "tier_events", ev.s ? ev.s : "");
                        kp_buf_free(&ev);
                }
                put_bool(b, o, "comparison", !per_tier);
                put_bool(b, o, "first_of_tier",
                         per_tier &&
                             (i == 0 || !per_tier_chart(cp->v[i - 1].kind) ||
                              cp->v[i - 1].tier != c->tier));
                put_bool(b, o, "is_tiers_throughput", c->kind == CH_TIERS_RATE);
                put_bool(b, o, "is_tiers_latency", c->kind == CH_TIERS_P95);
                put_bool(b, o, "is_throughput", c->kind == CH_THROUGHPUT);
                put_bool(b, o, "is_latency", c->kind == CH_LATENCY);
                put_bool(b, o, "is_distribution", c->kind == CH_DISTRIBUTION);
        }
}

/* The verdict words of a row: verdict, pass, fail, incomplete. */
static void put_verdict_words(kp_vb *b, cJSON *o, kp_verdict v)
{
        put_str(b, o, "verdict", kp_verdict_str(v));
        put_bool(b, o, "pass", v == KP_PASS);
        put_bool(b, o, "fail", v == KP_FAIL);
        put_bool(b, o, "incomplete", v == KP_INCOMPLETE);
}

/* A number for a table cell, "" when it was not measured (NaN). */
static void put_opt(kp_vb *b, cJSON *o, const char *key,
                    const char *(*fmt)(char *, size_t, double), double v)
{
        char s[64];
        put_pair(b, o, key, isfinite(v) ? fmt(s, sizeof(s), v) : "", v);
}

static void put_sweep_point(kp_vb *b, cJSON *o, const kp_sweep_eval *s,
                            const kp_sweep_point *p)
{
        put_str(b, o, "tier", p->name);
        put_str(b, o, "value", p->value);
        put_str(b, o, "value2", p->value2);
        if (s->param2)
                put_fmt(b, o, "label", "%s=%s, %s=%s", s->param, p->value,
                        s->param2, p->value2 ? p->value2 : "");
        else
                put_fmt(b, o, "label", "%s=%s", s->param, p->value);
        put_bool(b, o, "produced", p->produced);
        put_bool(b, o, "consumed", p->consumed);
        put_opt(b, o, "rate", fmt_rate, p->rate);
        put_opt(b, o, "mib_per_sec", fmt_mib, p->mib_per_sec);
        put_opt(b, o, "p50", fmt_ms, p->p50_ms);
        put_opt(b, o, "p95", fmt_ms, p->p95_ms);
        put_opt(b, o, "p99", fmt_ms, p->p99_ms);
        put_opt(b, o, "service_p95", fmt_ms, p->service_p95_ms);
        put_opt(b, o, "fetch_rate", fmt_rate, p->fetch_rate);
        put_opt(b, o, "errors", fmt_count_d, p->errors);
        put_verdict_words(b, o, p->verdict);
        put_bool(b, o, "best", p->best);
}

static void put_sweeps(kp_vb *b, cJSON *v, const kp_evaluation *e,
                       const chart_plan *cp)
{
        cJSON *a = put_arr(b, v, "sweeps");
        for (size_t i = 0; a && i < e->n_sweeps; i++) {
                const kp_sweep_eval *s = &e->sweeps[i];
                cJSON *o = push_obj(b, a), *pts, *f, *ch;
                put_str(b, o, "group", s->group);
                put_str(b, o, "param", s->param);
                put_str(b, o, "param2", s->param2);
                put_bool(b, o, "grid", s->param2 != NULL);
                put_num(b, o, "points_total", (double)s->n_points);
                put_str(b, o, "goal",
                        s->goal == KP_GOAL_THROUGHPUT ? "throughput"
                                                      : "latency");
                put_bool(b, o, "by_throughput", s->goal == KP_GOAL_THROUGHPUT);
                put_bool(b, o, "by_latency", s->goal == KP_GOAL_LATENCY);
                put_bool(b, o, "has_best", s->best < s->n_points);
                put_str(b, o, "best",
                        s->best < s->n_points ? s->points[s->best].name : "");
                if (s->best < s->n_points && s->param2)
                        put_fmt(b, o, "best_label", "%s=%s, %s=%s", s->param,
                                s->points[s->best].value, s->param2,
                                s->points[s->best].value2);
                else if (s->best < s->n_points)
                        put_fmt(b, o, "best_label", "%s=%s", s->param,
                                s->points[s->best].value);
                else
                        put_str(b, o, "best_label", "");
                pts = put_arr(b, o, "points");
                for (size_t k = 0; pts && k < s->n_points; k++)
                        put_sweep_point(b, push_obj(b, pts), s, &s->points[k]);
                put_bool(b, o, "has_findings", s->n_findings > 0);
                f = put_arr(b, o, "findings");
                for (size_t k = 0; f && k < s->n_findings; k++)
                        push_str(b, f, s->findings[k]);
                ch = put_arr(b, o, "charts");
                for (size_t k = 0; ch && k < cp->n; k++) {
                        const chart_spec *c = &cp->v[k];
                        cJSON *co;
                        if (!sweep_chart(c->kind) ||
                            strcmp(c->sweep, s->group) != 0)
                                continue;
                        co = push_obj(b, ch);
                        put_str(b, co, "title", c->title);
                        put_str(b, co, "file", c->file);
                        put_str(b, co, "alt", c->alt);
                        put_bool(b, co, "is_throughput",
                                 c->kind == CH_SWEEP_RATE);
                        put_bool(b, co, "is_latency", c->kind == CH_SWEEP_LAT);
                }
        }
}

/* One row of a parallel group's table: a workload, or the aggregate. */
static void put_group_row(kp_vb *b, cJSON *o, const char *name,
                          const char *topic, const kp_tier_result *tr,
                          double target_rate)
{
        const kp_produce_result *p = &tr->produce;
        const kp_consume_result *c = &tr->consume;
        char s[64];
        put_str(b, o, "name", name);
        put_str(b, o, "topic", topic);
        put_str(b, o, "status", kp_tier_status_str(tr->status));
        put_bool(b, o, "unlimited", target_rate <= 0);
        put_pair(b, o, "target_rate",
                 target_rate > 0 ? fmt_plain(s, sizeof(s), target_rate)
                                 : "unlimited",
                 target_rate);
        put_bool(b, o, "produced", p->ran && p->measured > 0);
        put_opt(b, o, "rate", fmt_rate,
                p->ran && p->measured ? p->achieved_rate : NAN);
        put_opt(b, o, "mib_per_sec", fmt_mib,
                p->ran && p->measured ? p->mib_per_sec : NAN);
        put_opt(b, o, "p50", fmt_ms,
                p->latency.count ? p->latency.p50_ms : NAN);
        put_opt(b, o, "p95", fmt_ms,
                p->latency.count ? p->latency.p95_ms : NAN);
        put_opt(b, o, "p99", fmt_ms,
                p->latency.count ? p->latency.p99_ms : NAN);
        put_opt(b, o, "service_p95", fmt_ms,
                p->service.count ? p->service.p95_ms : NAN);
        put_opt(b, o, "errors", fmt_count_d,
                p->ran ? (double)(p->failed + p->undelivered) : NAN);
        put_bool(b, o, "consumed", c->ran);
        put_opt(b, o, "fetch_rate", fmt_rate,
                c->ran ? c->fetch_msgs_per_sec : NAN);
        put_opt(b, o, "e2e_p95", fmt_ms, c->e2e.count ? c->e2e.p95_ms : NAN);
        put_opt(b, o, "completeness", fmt_pct, c->ran ? c->completeness : NAN);
}

static void put_groups(kp_vb *b, cJSON *v, const kp_results *r,
                       const kp_evaluation *e)
{
        cJSON *a = put_arr(b, v, "groups");
        for (size_t i = 0; a && i < e->n_groups; i++) {
                const kp_group_eval *g = &e->groups[i];
                cJSON *o = push_obj(b, a), *w, *agg, *ch;
                kp_verdict av = KP_NA;
                size_t n_checks = 0;
                put_str(b, o, "name", g->name);
                put_num(b, o, "workloads_total", (double)g->n_tiers);
                put_verdict_words(b, o, g->verdict);
                w = put_arr(b, o, "workloads");
                for (size_t k = 0; w && k < g->n_tiers; k++) {
                        size_t ti = g->tiers[k];
                        const kp_tier *t = spec_of(r, ti);
                        cJSON *row = push_obj(b, w);
                        put_group_row(b, row, r->tiers[ti].name,
                                      r->tiers[ti].topic ? r->tiers[ti].topic
                                                         : (t ? t->topic : ""),
                                      &r->tiers[ti], t ? t->rate : 0);
                        put_verdict_words(b, row,
                                          ti < e->n_tiers ? e->tiers[ti].verdict
                                                          : KP_INCOMPLETE);
                }
                ch = put_arr(b, o, "checks");
                for (size_t k = 0; ch && k < e->n_checks; k++) {
                        const kp_check *c = &e->checks[k];
                        static const int rank[] = { 1, 3, 2, 0 };
                        if (strcmp(c->tier, g->name) != 0)
                                continue;
                        put_check_row(b, push_obj(b, ch), k, c, r);
                        if (rank[c->verdict] > rank[av])
                                av = c->verdict;
                        n_checks++;
                }
                put_bool(b, o, "has_checks", n_checks > 0);
                agg = put_obj(b, o, "aggregate");
                put_group_row(b, agg, g->name, "", &g->agg, g->target_rate);
                put_verdict_words(b, agg, av);
                put_bool(b, agg, "na", av == KP_NA);
        }
}

static cJSON *build_view(const kp_results *r, const kp_evaluation *e,
                         const char *results_sha256, const chart_plan *cp)
{
        cJSON *v = cJSON_CreateObject();
        kp_vb b = { 0 };
        int sweeps = 0, parallel = 0, errors = 0, incomplete = 0;
        size_t n_produce = 0, n_consume = 0, n_failed = 0;
        if (!v)
                return NULL;
        for (size_t i = 0; i < r->n_tiers; i++) {
                const kp_tier *t = spec_of(r, i);
                sweeps |= t && t->sweep_group;
                parallel |= t && t->parallel_group;
                n_produce += r->tiers[i].produce.ran != 0;
                n_consume += r->tiers[i].consume.ran != 0;
                errors |= r->tiers[i].produce.ran &&
                          (r->tiers[i].produce.errors.n > 0 ||
                           r->tiers[i].produce.failed ||
                           r->tiers[i].produce.undelivered);
                incomplete |= r->tiers[i].status != KP_TIER_COMPLETE;
        }
        for (size_t i = 0; i < e->n_checks; i++)
                n_failed += e->checks[i].verdict == KP_FAIL ||
                            e->checks[i].verdict == KP_INCOMPLETE;
        put_bool(&b, v, "embedded", r->cluster.embedded);
        put_str(&b, v, "embedded_warning",
                r->cluster.embedded ? EMBEDDED_WARNING : "");
        /* A rehearsal (kplan run --scale F) ran F of every tier. */
        put_bool(&b, v, "rehearsal", r->plan->scale < 1);
        put_fmt(&b, v, "rehearsal_percent", "%g%%", r->plan->scale * 100);
        put_fmt(&b, v, "rehearsal_scale", "%g", r->plan->scale);
        put_plan(&b, v, r);
        put_run(&b, v, r);
        put_verdict(&b, v, e);
        put_cluster_events(&b, v, r);

        put_bool(&b, v, "has_description",
                 r->plan->description && *r->plan->description);
        put_bool(&b, v, "has_target", r->plan->target.present);
        put_bool(&b, v, "has_criteria", r->plan->n_criteria > 0);
        put_bool(&b, v, "has_failed_checks", n_failed > 0);
        put_bool(&b, v, "has_risks", e->n_risks > 0);
        put_bool(&b, v, "has_assumptions", e->x.n_assumptions > 0);
        put_bool(&b, v, "has_trends", e->x.n_trends > 0);
        put_bool(&b, v, "has_sweeps", sweeps);
        put_bool(&b, v, "has_parallel", parallel);
        put_bool(&b, v, "has_produce", n_produce > 0);
        put_bool(&b, v, "has_consume", n_consume > 0);
        {
                int e2e = 0, after = 0;
                for (size_t i = 0; i < r->n_tiers; i++) {
                        const kp_consume_result *c = &r->tiers[i].consume;
                        e2e |= c->ran && c->e2e.count > 0;
                        after |= c->ran && !c->during;
                }
                put_bool(&b, v, "has_e2e", e2e);
                put_bool(&b, v, "has_consume_after", after);
        }
        put_bool(&b, v, "has_produce_errors", errors);
        put_bool(&b, v, "has_incomplete_tiers", incomplete);
        put_bool(&b, v, "has_charts", cp->n > 0);
        put_bool(&b, v, "has_cluster_warnings", r->cluster.n_warnings > 0);
        put_bool(&b, v, "has_approvers", r->plan->n_approvers > 0);

        put_scenarios(&b, v, r);
        put_produce(&b, v, r);
        put_consume(&b, v, r);
        put_criteria(&b, v, r->plan);
        put_checks(&b, v, r, e);
        put_tiers(&b, v, r, e);
        put_target(&b, v, &r->plan->target);
        put_extrapolation(&b, v, e);
        put_environment(&b, v, r, results_sha256);
        put_signoff(&b, v, r->plan);
        put_charts(&b, v, r, cp);
        put_sweeps(&b, v, e, cp);
        put_groups(&b, v, r, e);
        if (b.oom) {
                cJSON_Delete(v);
                return NULL;
        }
        return v;
}

cJSON *kp_report_view(const kp_results *r, const kp_evaluation *e,
                      const char *results_sha256)
{
        chart_plan cp;
        cJSON *v;
        if (chart_plan_build(r, &cp)) {
                free(cp.v);
                return NULL;
        }
        v = build_view(r, e, results_sha256, &cp);
        free(cp.v);
        return v;
}

/* ---- charts ------------------------------------------------------------ */

/* The check of the first criterion among metrics[] that was checked on
 * tier (on any tier when tier is NULL), or NULL. */
static const kp_check *find_check(const kp_evaluation *e, const char *tier,
                                  const char *const *metrics, size_t n)
{
        for (size_t m = 0; m < n; m++)
                for (size_t i = 0; i < e->n_checks; i++)
                        if (strcmp(e->checks[i].metric, metrics[m]) == 0 &&
                            (!tier || strcmp(e->checks[i].tier, tier) == 0))
                                return &e->checks[i];
        return NULL;
}

static int set_check_reference(kp_svg_chart *c, const kp_check *k)
{
        char th[96], label[256];
        fmt_metric(th, sizeof(th), k->unit, k->threshold, 1);
        snprintf(label, sizeof(label), "%s %s %s", k->metric, op_symbol(k->cmp),
                 th);
        return kp_svg_chart_set_reference(c, k->threshold, label);
}

static int chart_tiers_rate(kp_svg_chart *c, const kp_results *r,
                            const kp_evaluation *e)
{
        static const char *const refs[] = { "consume.fetch_msgs_per_sec",
                                            "produce.rate.achieved_msgs_"
                                            "per_sec" };
        const char **names = calloc(r->n_tiers + 1, sizeof(*names));
        const kp_check *k;
        int sp, sc, ret = -1;
        if (!names)
                return -1;
        for (size_t i = 0; i < r->n_tiers; i++)
                names[i] = r->tiers[i].name;
        if (kp_svg_chart_set_title(c, "Throughput by tier") ||
            kp_svg_chart_set_y_label(c, "Throughput (msg/s)") ||
            kp_svg_chart_set_categories(c, names, r->n_tiers))
                goto out;
        sp = kp_svg_chart_add_series(c, "produce, achieved");
        sc = kp_svg_chart_add_series(c, "consume, fetch only");
        if (sp < 0 || sc < 0)
                goto out;
        for (size_t i = 0; i < r->n_tiers; i++) {
                const kp_tier_result *t = &r->tiers[i];
                if (kp_svg_series_add_point(
                        c, sp, (double)i,
                        t->produce.ran ? t->produce.achieved_rate : NAN) ||
                    kp_svg_series_add_point(
                        c, sc, (double)i,
                        t->consume.ran ? t->consume.fetch_msgs_per_sec : NAN))
                        goto out;
                if (e->x.sustainable_tier &&
                    strcmp(e->x.sustainable_tier, t->name) == 0 &&
                    kp_svg_chart_mark_category(c, i, "sustainable rate"))
                        goto out;
        }
        k = find_check(e, NULL, refs, KP_ARRAY_LEN(refs));
        if (k) {
                if (set_check_reference(c, k))
                        goto out;
        } else if (e->x.present && e->x.required_peak_rate > 0) {
                char n[64], label[128];
                snprintf(label, sizeof(label), "required peak %s msg/s",
                         fmt_rate(n, sizeof(n), e->x.required_peak_rate));
                if (kp_svg_chart_set_reference(c, e->x.required_peak_rate,
                                               label))
                        goto out;
        }
        ret = 0;
out:
        free(names);
        return ret;
}

/* The index of the first tier that fails criterion ci, or n_tiers. */
static size_t first_failing_tier(const kp_results *r, const kp_evaluation *e,
                                 size_t ci)
{
        for (size_t i = 0; i < e->n_checks; i++) {
                if (e->checks[i].criterion != ci ||
                    e->checks[i].verdict != KP_FAIL)
                        continue;
                for (size_t t = 0; t < r->n_tiers; t++)
                        if (strcmp(r->tiers[t].name, e->checks[i].tier) == 0)
                                return t;
        }
        return r->n_tiers;
}

static int chart_tiers_p95(kp_svg_chart *c, const kp_results *r,
                           const kp_evaluation *e)
{
        static const char *const refs[] = { "produce.latency.p95_ms",
                                            "produce.service_latency.p95_ms",
                                            "consume.e2e_latency.p95_ms" };
        const char **names = calloc(r->n_tiers + 1, sizeof(*names));
        const kp_check *k;
        int s[3], ret = -1;
        if (!names)
                return -1;
        for (size_t i = 0; i < r->n_tiers; i++)
                names[i] = r->tiers[i].name;
        if (kp_svg_chart_set_title(c, "p95 latency by tier") ||
            kp_svg_chart_set_y_label(c, "p95 latency (ms)") ||
            kp_svg_chart_set_categories(c, names, r->n_tiers))
                goto out;
        s[0] = kp_svg_chart_add_series(c, "produce, corrected");
        s[1] = kp_svg_chart_add_series(c, "produce, service");
        s[2] = kp_svg_chart_add_series(c, "end-to-end");
        if (s[0] < 0 || s[1] < 0 || s[2] < 0)
                goto out;
        for (size_t i = 0; i < r->n_tiers; i++) {
                const kp_tier_result *t = &r->tiers[i];
                double y[3] = { NAN, NAN, NAN };
                if (t->produce.ran && t->produce.latency.count)
                        y[0] = t->produce.latency.p95_ms;
                if (t->produce.ran && t->produce.service.count)
                        y[1] = t->produce.service.p95_ms;
                if (t->consume.ran && t->consume.e2e.count)
                        y[2] = t->consume.e2e.p95_ms;
                for (int j = 0; j < 3; j++)
                        if (kp_svg_series_add_point(c, s[j], (double)i, y[j]))
                                goto out;
        }
        k = find_check(e, NULL, refs, KP_ARRAY_LEN(refs));
        if (k) {
                size_t bad = first_failing_tier(r, e, k->criterion);
                if (set_check_reference(c, k) ||
                    (bad < r->n_tiers &&
                     kp_svg_chart_mark_category(c, bad, "fails the criterion")))
                        goto out;
        }
        ret = 0;
out:
        free(names);
        return ret;
}

static int add_intervals(kp_svg_chart *c, const char *name,
                         const kp_interval_list *l, size_t field)
{
        int s = kp_svg_chart_add_series(c, name);
        if (s < 0)
                return -1;
        for (size_t i = 0; i < l->n; i++) {
                const kp_interval *iv = &l->v[i];
                double y = field == 0   ? iv->msgs_per_sec
                           : field == 1 ? iv->p50_ms
                           : field == 2 ? iv->p95_ms
                                        : iv->p99_ms;
                if (kp_svg_series_add_point(c, s, iv->t_s, y))
                        return -1;
        }
        return 0;
}

static int chart_throughput(kp_svg_chart *c, const kp_results *r,
                            const kp_evaluation *e, const chart_spec *cs)
{
        static const char *const refs[] = {
                "produce.rate.achieved_msgs_per_sec", "consume.msgs_per_sec"
        };
        static const char *const ratio[] = { "produce.rate.achieved_ratio" };
        const kp_tier_result *t = &r->tiers[cs->tier];
        const kp_tier *spec = spec_of(r, cs->tier);
        const kp_check *k;
        char n[64], label[256];
        if (kp_svg_chart_set_title(c, cs->title) ||
            kp_svg_chart_set_x_label(c, "Seconds since the phase started") ||
            kp_svg_chart_set_y_label(c, "Throughput (msg/s)"))
                return -1;
        if (t->produce.ran && t->produce.intervals.n &&
            add_intervals(c, "produce", &t->produce.intervals, 0))
                return -1;
        if (t->consume.ran && t->consume.intervals.n &&
            add_intervals(c, "consume", &t->consume.intervals, 0))
                return -1;
        k = find_check(e, t->name, refs, KP_ARRAY_LEN(refs));
        if (k)
                return set_check_reference(c, k);
        k = find_check(e, t->name, ratio, 1);
        if (spec && spec->rate > 0 && k) {
                double y = k->threshold * spec->rate;
                char pct[64];
                snprintf(label, sizeof(label), "%s %s of target: %s msg/s",
                         op_symbol(k->cmp),
                         fmt_pct(pct, sizeof(pct), k->threshold),
                         fmt_plain(n, sizeof(n), round(y * 10) / 10));
                return kp_svg_chart_set_reference(c, y, label);
        }
        if (spec && spec->rate > 0) {
                snprintf(label, sizeof(label), "target %s msg/s",
                         fmt_plain(n, sizeof(n), spec->rate));
                return kp_svg_chart_set_reference(c, spec->rate, label);
        }
        return 0;
}

/* The cluster events of the produce phase as markers (results.h); the
 * chart's x is the produce phase's time, which starts with the tier. */
static int add_event_marks(kp_svg_chart *c, const kp_tier_result *t)
{
        size_t n = 0;
        for (size_t i = 0; i < t->events.n && n < KP_SVG_MAX_EVENTS; i++) {
                const kp_cluster_event *ev = &t->events.v[i];
                char label[64];
                if (strcmp(ev->phase, "produce") != 0)
                        continue;
                switch (ev->kind) {
                case KP_EV_BROKER_LEFT:
                        snprintf(label, sizeof(label), "broker %d left",
                                 ev->broker);
                        break;
                case KP_EV_BROKER_JOINED:
                        snprintf(label, sizeof(label), "broker %d back",
                                 ev->broker);
                        break;
                case KP_EV_LEADERS_MOVED:
                        snprintf(label, sizeof(label), "leaders moved");
                        break;
                case KP_EV_NO_LEADER:
                        snprintf(label, sizeof(label), "no leader");
                        break;
                case KP_EV_UNREACHABLE:
                        snprintf(label, sizeof(label), "cluster unreachable");
                        break;
                default:
                        continue; /* ISR changes: in the text only */
                }
                if (kp_svg_chart_add_event(c, ev->t_s, label))
                        return -1;
                n++;
        }
        return 0;
}

static int chart_latency(kp_svg_chart *c, const kp_results *r,
                         const kp_evaluation *e, const chart_spec *cs)
{
        static const char *const refs[] = { "produce.latency.p95_ms",
                                            "produce.latency.p99_ms",
                                            "produce.latency.p50_ms" };
        const kp_tier_result *t = &r->tiers[cs->tier];
        const kp_check *k;
        if (kp_svg_chart_set_title(c, cs->title) ||
            kp_svg_chart_set_x_label(c, "Seconds since the phase started") ||
            kp_svg_chart_set_y_label(c, "Corrected produce latency (ms)") ||
            add_intervals(c, "p50", &t->produce.intervals, 1) ||
            add_intervals(c, "p95", &t->produce.intervals, 2) ||
            add_intervals(c, "p99", &t->produce.intervals, 3) ||
            add_event_marks(c, t))
                return -1;
        k = find_check(e, t->name, refs, KP_ARRAY_LEN(refs));
        return k ? set_check_reference(c, k) : 0;
}

/* Percentiles from 0 to 1 - 10^-5 in steps of a tenth of a decade of
 * 1/(1-p), as far as the number of values supports (1/(1-p) <= count). */
static int add_spectrum(kp_svg_chart *c, const char *label, const kp_hist *h)
{
        char name[128], n[64];
        double top;
        int s;
        if (!hist_has(h))
                return 0;
        snprintf(name, sizeof(name), "%s (max %s ms)", label,
                 fmt_ms(n, sizeof(n), (double)kp_hist_max(h) / 1000.0));
        s = kp_svg_chart_add_series(c, name);
        if (s < 0)
                return -1;
        top = fmin(5.0, log10((double)kp_hist_count(h)));
        for (int i = 0; i <= 50 && i / 10.0 <= top + 1e-9; i++) {
                double p = 100.0 * (1.0 - pow(10.0, -i / 10.0));
                double y = (double)kp_hist_percentile(h, p) / 1000.0;
                if (kp_svg_series_add_point(c, s, p, y))
                        return -1;
        }
        return 0;
}

static int chart_distribution(kp_svg_chart *c, const kp_results *r,
                              const kp_evaluation *e, const chart_spec *cs)
{
        static const char *const refs[] = { "produce.latency.p95_ms",
                                            "produce.latency.p99_ms",
                                            "produce.latency.p999_ms",
                                            "produce.latency.p50_ms",
                                            "produce.service_latency.p95_ms",
                                            "produce.service_latency.p99_ms",
                                            "produce.service_latency.p999_ms",
                                            "produce.service_latency.p50_ms",
                                            "consume.e2e_latency.p95_ms",
                                            "consume.e2e_latency.p99_ms",
                                            "consume.e2e_latency.p999_ms",
                                            "consume.e2e_latency.p50_ms" };
        const kp_tier_result *t = &r->tiers[cs->tier];
        const kp_check *k;
        if (kp_svg_chart_set_title(c, cs->title) ||
            kp_svg_chart_set_x_label(c, "Percentile") ||
            kp_svg_chart_set_y_label(c, "Latency (ms)"))
                return -1;
        if (t->produce.ran &&
            (add_spectrum(c, "produce, corrected", t->produce.hist_latency) ||
             add_spectrum(c, "produce, service", t->produce.hist_service)))
                return -1;
        if (t->consume.ran &&
            add_spectrum(c, "end-to-end", t->consume.hist_e2e))
                return -1;
        k = find_check(e, t->name, refs, KP_ARRAY_LEN(refs));
        return k ? set_check_reference(c, k) : 0;
}

static const kp_sweep_eval *sweep_of(const kp_evaluation *e, const char *g)
{
        for (size_t i = 0; g && i < e->n_sweeps; i++)
                if (strcmp(e->sweeps[i].group, g) == 0)
                        return &e->sweeps[i];
        return NULL;
}

/* The distinct values of a grid's second parameter, in plan order:
 * indexes of the first point with each value. Caller frees. */
static size_t *grid_columns(const kp_sweep_eval *s, size_t *n)
{
        size_t *v = calloc(s->n_points + 1, sizeof(*v));
        *n = 0;
        for (size_t i = 0; v && i < s->n_points; i++) {
                int seen = 0;
                for (size_t k = 0; k < *n && !seen; k++)
                        seen = strcmp(s->points[v[k]].value2,
                                      s->points[i].value2) == 0;
                if (!seen)
                        v[(*n)++] = i;
        }
        return v;
}

/* The distinct values of a sweep's first parameter, in plan order, as
 * for grid_columns(). */
static size_t *sweep_rows(const kp_sweep_eval *s, size_t *n)
{
        size_t *v = calloc(s->n_points + 1, sizeof(*v));
        *n = 0;
        for (size_t i = 0; v && i < s->n_points; i++) {
                int seen = 0;
                for (size_t k = 0; k < *n && !seen; k++)
                        seen = strcmp(s->points[v[k]].value,
                                      s->points[i].value) == 0;
                if (!seen)
                        v[(*n)++] = i;
        }
        return v;
}

static double point_y(const kp_sweep_point *p, int what)
{
        switch (what) {
        case 0:
                return p->rate;
        case 1:
                return p->p50_ms;
        case 2:
                return p->p95_ms;
        default:
                return p->p99_ms;
        }
}

/* A sweep chart: x is the first parameter (a number line when every
 * value is a number, else one bar group per value); series are the
 * measures of a single-parameter sweep (rate; or p50/p95/p99) or, for a
 * grid, one per value of the second parameter (rate; or p95). */
static int chart_sweep(kp_svg_chart *c, const kp_evaluation *e,
                       const chart_spec *cs, const kp_sweep_eval *s, int line)
{
        static const char *const lat_names[] = { "p50", "p95", "p99" };
        static const char *const rate_refs[] = {
                "produce.rate.achieved_msgs_per_sec"
        };
        static const char *const lat_refs[] = { "produce.latency.p95_ms",
                                                "produce.latency.p99_ms",
                                                "produce.latency.p50_ms" };
        int rate = cs->kind == CH_SWEEP_RATE;
        size_t n_rows, n_cols = 1, *rows = sweep_rows(s, &n_rows);
        size_t *cols = s->param2 ? grid_columns(s, &n_cols) : NULL;
        const char **names = calloc(n_rows + 1, sizeof(*names));
        char xl[256];
        const kp_check *k;
        int ret = -1;
        if (!rows || !names || (s->param2 && !cols))
                goto out;
        snprintf(xl, sizeof(xl), "%s%s", s->param,
                 strcmp(s->param, "record_size") == 0 ? " (bytes)" : "");
        if (kp_svg_chart_set_title(c, cs->title) ||
            kp_svg_chart_set_x_label(c, xl) ||
            kp_svg_chart_set_y_label(c, rate ? "Produce rate (msg/s)"
                                             : "Corrected produce latency "
                                               "(ms)"))
                goto out;
        for (size_t i = 0; i < n_rows; i++)
                names[i] = s->points[rows[i]].value;
        if (!line && kp_svg_chart_set_categories(c, names, n_rows))
                goto out;
        if (!s->param2 && !rate)
                n_cols = 3;
        for (size_t j = 0; j < n_cols; j++) {
                char sname[192];
                int sid, what = rate ? 0 : s->param2 ? 2 : (int)j + 1;
                if (s->param2)
                        snprintf(sname, sizeof(sname), "%s=%s", s->param2,
                                 s->points[cols[j]].value2);
                else
                        snprintf(sname, sizeof(sname), "%s",
                                 rate ? "produce, achieved" : lat_names[j]);
                sid = kp_svg_chart_add_series(c, sname);
                if (sid < 0)
                        goto out;
                for (size_t i = 0; i < n_rows; i++) {
                        const kp_sweep_point *p = NULL;
                        double x = line ? s->points[rows[i]].x : (double)i;
                        for (size_t q = 0; q < s->n_points && !p; q++)
                                if (strcmp(s->points[q].value,
                                           s->points[rows[i]].value) == 0 &&
                                    (!s->param2 ||
                                     strcmp(s->points[q].value2,
                                            s->points[cols[j]].value2) == 0))
                                        p = &s->points[q];
                        if (kp_svg_series_add_point(
                                c, sid, x,
                                p && p->produced ? point_y(p, what) : NAN))
                                goto out;
                }
        }
        if (s->best < s->n_points) {
                const kp_sweep_point *b = &s->points[s->best];
                double y = point_y(b, rate ? 0 : 2);
                if (line) {
                        if (kp_svg_chart_mark_point(c, b->x, y, "best"))
                                goto out;
                } else {
                        for (size_t i = 0; i < n_rows; i++)
                                if (strcmp(names[i], b->value) == 0 &&
                                    kp_svg_chart_mark_category(c, i, "best"))
                                        goto out;
                }
        }
        k = find_check(e, s->points[0].name, rate ? rate_refs : lat_refs,
                       rate ? 1 : KP_ARRAY_LEN(lat_refs));
        if (k && set_check_reference(c, k))
                goto out;
        ret = 0;
out:
        free(names);
        free(rows);
        free(cols);
        return ret;
}

static int render_chart(const kp_results *r, const kp_evaluation *e,
                        const chart_spec *cs, kp_buf *out, char *errstr,
                        size_t errstr_size)
{
        static const kp_svg_kind kinds[] = { KP_SVG_BAR, KP_SVG_BAR,
                                             KP_SVG_LINE, KP_SVG_LINE,
                                             KP_SVG_SPECTRUM };
        const kp_sweep_eval *sw = NULL;
        kp_svg_kind kind;
        kp_svg_chart *c = NULL;
        int rc = -1;
        if (sweep_chart(cs->kind)) {
                sw = sweep_of(e, cs->sweep);
                if (!sw || sw->n_points == 0)
                        return kp_err(errstr, errstr_size,
                                      "%s: sweep %s is not in the evaluation",
                                      cs->file, cs->sweep ? cs->sweep : "?");
                kind = sw->numeric ? KP_SVG_LINE : KP_SVG_BAR;
        } else {
                kind = kinds[cs->kind];
        }
        if (kp_svg_chart_new(&c, kind))
                return kp_err(errstr, errstr_size, "%s: out of memory",
                              cs->file);
        switch (cs->kind) {
        case CH_TIERS_RATE:
                rc = chart_tiers_rate(c, r, e);
                break;
        case CH_TIERS_P95:
                rc = chart_tiers_p95(c, r, e);
                break;
        case CH_THROUGHPUT:
                rc = chart_throughput(c, r, e, cs);
                break;
        case CH_LATENCY:
                rc = chart_latency(c, r, e, cs);
                break;
        case CH_DISTRIBUTION:
                rc = chart_distribution(c, r, e, cs);
                break;
        case CH_SWEEP_RATE:
        case CH_SWEEP_LAT:
                rc = chart_sweep(c, e, cs, sw, kind == KP_SVG_LINE);
                break;
        }
        if (rc) {
                kp_err(errstr, errstr_size, "%s: out of memory", cs->file);
        } else {
                char why[512];
                rc = kp_svg_chart_render(c, out, why, sizeof(why));
                if (rc)
                        kp_err(errstr, errstr_size, "%s: %s", cs->file, why);
        }
        kp_svg_chart_destroy(c);
        return rc;
}

/* ---- templates --------------------------------------------------------- */

static int copy_out(char *out, size_t size, const char *s)
{
        if (!out || size == 0 || strlen(s) >= size)
                return -1;
        memcpy(out, s, strlen(s) + 1);
        return 0;
}

int kp_templates_dir(char *out, size_t out_size)
{
        /* The build tree (build/kplan, build/asan/kplan), then an
         * installed tree (PREFIX/bin/kplan with PREFIX/share/kplan), so
         * that an install works wherever PREFIX put it. */
        static const char *const ups[] = { "/../templates", "/../../templates",
                                           "/../share/kplan/templates" };
        const char *env = getenv("KPLAN_TEMPLATES");
        char exe[PATH_MAX], cand[PATH_MAX + 64], probe[PATH_MAX + 128];
        ssize_t n;

        if (env && *env)
                return copy_out(out, out_size, env);
        n = readlink("/proc/self/exe", exe, sizeof(exe) - 1);
        if (n > 0) {
                char *slash;
                exe[n] = '\0';
                slash = strrchr(exe, '/');
                if (slash)
                        *slash = '\0';
                for (size_t i = 0; slash && i < KP_ARRAY_LEN(ups); i++) {
                        char *real;
                        int ok;
                        snprintf(cand, sizeof(cand), "%s%s", exe, ups[i]);
                        snprintf(probe, sizeof(probe), "%s/%s", cand,
                                 KP_REPORT_DEFAULT_TEMPLATE);
                        if (access(probe, R_OK) != 0)
                                continue;
                        real = realpath(cand, NULL);
                        ok = copy_out(out, out_size, real ? real : cand);
                        free(real);
                        return ok;
                }
        }
        return copy_out(out, out_size, KP_DATADIR "/templates");
}

/* A template given as a path, or a bundled template's bare name. */
static char *template_path(const char *spec, char *errstr, size_t errstr_size)
{
        char dir[PATH_MAX];
        char *p;
        if (strchr(spec, '/') || access(spec, F_OK) == 0)
                p = strdup(spec);
        else if (kp_templates_dir(dir, sizeof(dir)))
                p = NULL;
        else
                p = kp_path_join(dir, spec);
        if (!p)
                kp_err(errstr, errstr_size,
                       "template %s: out of memory or path too long", spec);
        return p;
}

typedef struct partial_node {
        char *text;
        struct partial_node *next;
} partial_node;

typedef struct partial_ctx {
        const char *dir;
        partial_node *loaded;
        char err[1024]; /* the first partial that could not be loaded */
} partial_ctx;

/* Partials are files NAME.mustache next to the template; a missing one
 * is an error rather than the specification's empty text, so that a
 * misspelt name does not drop a section of the report unnoticed. */
static const char *load_partial(void *opaque, const char *name, size_t *len)
{
        partial_ctx *ctx = opaque;
        partial_node *node;
        char *file = NULL, *text = NULL, why[768];
        size_t n;
        if (ctx->err[0])
                return NULL;
        if (name[0] == '/' || strstr(name, "..")) {
                snprintf(ctx->err, sizeof(ctx->err),
                         "partial \"%s\": a partial names a file in the "
                         "template's directory (no \"/\" at the start, no "
                         "\"..\")",
                         name);
                return NULL;
        }
        if (asprintf(&file, "%s/%s.mustache", ctx->dir, name) < 0) {
                snprintf(ctx->err, sizeof(ctx->err), "out of memory");
                return NULL;
        }
        node = calloc(1, sizeof(*node));
        if (!node || kp_read_file(file, TEMPLATE_MAX_BYTES, &text, &n, why,
                                  sizeof(why))) {
                snprintf(ctx->err, sizeof(ctx->err), "partial \"%s\": %s", name,
                         node ? why : "out of memory");
                free(node);
                free(file);
                return NULL;
        }
        free(file);
        node->text = text;
        node->next = ctx->loaded;
        ctx->loaded = node;
        *len = n;
        return text;
}

static int write_charts(const kp_results *r, const kp_evaluation *e,
                        const chart_plan *cp, const char *out_dir, char *errstr,
                        size_t errstr_size)
{
        char *dir = NULL;
        int ret = -1;
        if (cp->n == 0)
                return 0;
        dir = kp_path_join(out_dir, "charts");
        if (!dir) {
                kp_err(errstr, errstr_size, "out of memory");
                goto out;
        }
        if (kp_mkdir_p(dir, errstr, errstr_size))
                goto out;
        for (size_t i = 0; i < cp->n; i++) {
                kp_buf svg = { 0 };
                char *path = kp_path_join(out_dir, cp->v[i].file);
                int rc = -1;
                if (!path)
                        kp_err(errstr, errstr_size, "out of memory");
                else if (render_chart(r, e, &cp->v[i], &svg, errstr,
                                      errstr_size) == 0) {
                        if (svg.oom)
                                kp_err(errstr, errstr_size, "%s: out of memory",
                                       path);
                        else
                                rc = kp_write_file_atomic(path, svg.s, svg.len,
                                                          errstr, errstr_size);
                }
                free(path);
                kp_buf_free(&svg);
                if (rc)
                        goto out;
        }
        ret = 0;
out:
        free(dir);
        return ret;
}

/* Renders template spec (a file, or a bundled name) with view into *out,
 * partials from the template's directory. Returns 0; KP_REPORT_ETEMPLATE
 * for a template the user must fix (unreadable, broken, a partial
 * missing); -1 otherwise. out_name names the output in an out-of-memory
 * message. */
static int render_template(const char *spec, const cJSON *view,
                           const char *out_name, kp_buf *out, char *errstr,
                           size_t errstr_size)
{
        char *path = template_path(spec, errstr, errstr_size);
        char *tmpl = NULL, *tdir = NULL;
        size_t tlen;
        partial_ctx pc;
        kp_mustache_opts mo;
        int ret = -1;

        memset(&pc, 0, sizeof(pc));
        memset(&mo, 0, sizeof(mo));
        if (!path)
                goto out;
        /* A template that cannot be read is the user's to fix, like one
         * that does not parse. */
        if (kp_read_file(path, TEMPLATE_MAX_BYTES, &tmpl, &tlen, errstr,
                         errstr_size)) {
                if (strcmp(path, spec) != 0 && access(path, F_OK) != 0)
                        kp_err(errstr, errstr_size,
                               "template \"%s\": no such file, and no "
                               "bundled template of that name (looked for "
                               "%s)",
                               spec, path);
                ret = KP_REPORT_ETEMPLATE;
                goto out;
        }
        tdir = kp_dirname(path);
        if (!tdir) {
                kp_err(errstr, errstr_size, "out of memory");
                goto out;
        }
        pc.dir = tdir;
        mo.partial = load_partial;
        mo.opaque = &pc;
        mo.escape = kp_mustache_escape_markdown;
        mo.name = path;
        if (kp_mustache_render(tmpl, tlen, view, &mo, out, errstr,
                               errstr_size)) {
                ret = KP_REPORT_ETEMPLATE;
                goto out;
        }
        if (pc.err[0]) {
                kp_err(errstr, errstr_size, "%s: %s", path, pc.err);
                ret = KP_REPORT_ETEMPLATE;
                goto out;
        }
        if (out->oom) {
                kp_err(errstr, errstr_size, "%s: out of memory", out_name);
                goto out;
        }
        ret = 0;
out:
        while (pc.loaded) {
                partial_node *next = pc.loaded->next;
                free(pc.loaded->text);
                free(pc.loaded);
                pc.loaded = next;
        }
        free(tmpl);
        free(tdir);
        free(path);
        return ret;
}

int kp_report_md_write(const kp_results *r, const kp_evaluation *e,
                       const kp_report_md_opts *opts, const char *out_dir,
                       char *errstr, size_t errstr_size)
{
        static const kp_report_md_opts defaults;
        const char *spec;
        char *md = NULL;
        chart_plan cp = { 0 };
        cJSON *view = NULL;
        kp_buf out = { 0 };
        int ret = -1;

        if (!opts)
                opts = &defaults;
        spec = opts->template_path ? opts->template_path
               : r->plan->template ? r->plan->template
                                   : KP_REPORT_DEFAULT_TEMPLATE;
        md = kp_path_join(out_dir, "report.md");
        if (!md || chart_plan_build(r, &cp)) {
                kp_err(errstr, errstr_size, "out of memory");
                goto out;
        }
        view = build_view(r, e, opts->results_sha256, &cp);
        if (!view) {
                kp_err(errstr, errstr_size,
                       "out of memory building the "
                       "report view");
                goto out;
        }
        ret = render_template(spec, view, md, &out, errstr, errstr_size);
        /* Nothing is written until the template rendered. */
        if (ret == 0 &&
            (kp_mkdir_p(out_dir, errstr, errstr_size) ||
             write_charts(r, e, &cp, out_dir, errstr, errstr_size) ||
             kp_write_file_atomic(md, out.s ? out.s : "", out.len, errstr,
                                  errstr_size)))
                ret = -1;
out:
        kp_buf_free(&out);
        cJSON_Delete(view);
        free(cp.v);
        free(md);
        return ret;
}

const char *kp_report_fmt_metric(char *out, size_t size, const char *unit,
                                 double v)
{
        return fmt_metric(out, size, unit, v, 0);
}

int kp_report_md_render(const char *spec, const cJSON *view,
                        const char *out_path, char *errstr, size_t errstr_size)
{
        kp_buf out = { 0 };
        int ret =
            render_template(spec, view, out_path, &out, errstr, errstr_size);
        if (ret == 0)
                ret = kp_write_file_atomic(out_path, out.s ? out.s : "",
                                           out.len, errstr, errstr_size);
        kp_buf_free(&out);
        return ret;
}

int kp_report_md_check(const kp_plan *plan, const char *tmpl_spec, char *errstr,
                       size_t errstr_size)
{
        const char *spec = tmpl_spec        ? tmpl_spec
                           : plan->template ? plan->template
                                            : KP_REPORT_DEFAULT_TEMPLATE;
        char *path = template_path(spec, errstr, errstr_size);
        char *tmpl = NULL, *tdir = NULL;
        size_t tlen;
        cJSON *view = cJSON_CreateObject();
        kp_buf out = { 0 };
        partial_ctx pc;
        kp_mustache_opts mo;
        int ret = -1;

        memset(&pc, 0, sizeof(pc));
        memset(&mo, 0, sizeof(mo));
        if (!path || !view)
                goto out;
        if (kp_read_file(path, TEMPLATE_MAX_BYTES, &tmpl, &tlen, errstr,
                         errstr_size)) {
                if (strcmp(path, spec) != 0 && access(path, F_OK) != 0)
                        kp_err(errstr, errstr_size,
                               "template \"%s\": no such file, and no "
                               "bundled template of that name (looked for "
                               "%s)",
                               spec, path);
                goto out;
        }
        tdir = kp_dirname(path);
        if (!tdir)
                goto out;
        pc.dir = tdir;
        mo.partial = load_partial;
        mo.opaque = &pc;
        mo.escape = kp_mustache_escape_markdown;
        mo.name = path;
        if (kp_mustache_render(tmpl, tlen, view, &mo, &out, errstr,
                               errstr_size))
                goto out;
        if (pc.err[0]) {
                kp_err(errstr, errstr_size, "%s: %s", path, pc.err);
                goto out;
        }
        ret = 0;
out:
        while (pc.loaded) {
                partial_node *next = pc.loaded->next;
                free(pc.loaded->text);
                free(pc.loaded);
                pc.loaded = next;
        }
        kp_buf_free(&out);
        cJSON_Delete(view);
        free(tmpl);
        free(tdir);
        free(path);
        return ret;
}
