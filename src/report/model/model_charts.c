/* The report model's charts (model.h, kp_rm_chart): which charts a
 * report has, in order, and every series, threshold line and mark they
 * draw. report/draw/chart.h draws them as SVG. */
#include <math.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/hist.h"
#include "base/units.h"
#include "base/util.h"
#include "evaluate/capacity.h"
#include "report/model/format.h"
#include "report/model/model_priv.h"

#define SLUG_MAX 48

/* Each kind of chart: its name, its file ("%s" the tier's slug, a
 * sweep's or a window chart's number), and its title and alt text ("%s"
 * the tier), but for a sweep's, made in add_chart(), and a window
 * chart's, by mb_chart_windows(). */
static const struct {
        const char *name, *file;
        kp_s title, alt;
} kinds[] = {
        [KP_CH_TIERS_RATE] = { "tiers_throughput",
                               "charts/tiers-throughput.svg",
                               KP_S_CHART_TIERS_RATE_TITLE,
                               KP_S_CHART_TIERS_RATE_ALT },
        [KP_CH_TIERS_P95] = { "tiers_latency", "charts/tiers-latency.svg",
                              KP_S_CHART_TIERS_P95_TITLE,
                              KP_S_CHART_TIERS_P95_ALT },
        [KP_CH_THROUGHPUT] = { "throughput", "charts/throughput-%s.svg",
                               KP_S_CHART_THROUGHPUT_TITLE,
                               KP_S_CHART_THROUGHPUT_ALT },
        [KP_CH_LATENCY] = { "latency", "charts/latency-%s.svg",
                            KP_S_CHART_LATENCY_TITLE, KP_S_CHART_LATENCY_ALT },
        [KP_CH_DISTRIBUTION] = { "distribution",
                                 "charts/latency-distribution-%s.svg",
                                 KP_S_CHART_DIST_TITLE, KP_S_CHART_DIST_ALT },
        [KP_CH_SWEEP_RATE] = { "sweep_throughput",
                               "charts/sweep-%s-throughput.svg", KP_S_COUNT,
                               KP_S_COUNT },
        [KP_CH_SWEEP_LAT] = { "sweep_latency", "charts/sweep-%s-latency.svg",
                              KP_S_COUNT, KP_S_COUNT },
        [KP_CH_SEARCH_KNEE] = { "search_latency",
                                "charts/search-%s-latency.svg",
                                KP_S_CHART_KNEE_TITLE, KP_S_CHART_KNEE_ALT },
        [KP_CH_SEARCH_RATES] = { "search_rates", "charts/search-%s-rates.svg",
                                 KP_S_CHART_RATES_TITLE, KP_S_CHART_RATES_ALT },
        [KP_CH_CLIENT_TIME] = { "client_time", "charts/client-time-%s.svg",
                                KP_S_CHART_CLIENT_TIME_TITLE,
                                KP_S_CHART_CLIENT_TIME_ALT },
        [KP_CH_CLIENT_CPU] = { "client_cpu", "charts/client-cpu-%s.svg",
                               KP_S_CHART_CLIENT_CPU_TITLE,
                               KP_S_CHART_CLIENT_CPU_ALT },
        [KP_CH_WINDOWS] = { "windows", "charts/windows-%s.svg", KP_S_COUNT,
                            KP_S_COUNT },
        [KP_CH_TIERS_FULL] = { "tiers_full_speed",
                               "charts/tiers-full-speed.svg",
                               KP_S_CHART_TIERS_FULL_TITLE,
                               KP_S_CHART_TIERS_FULL_ALT },
};

static int per_tier(kp_rm_chart_kind k)
{
        return k == KP_CH_THROUGHPUT || k == KP_CH_LATENCY ||
               k == KP_CH_DISTRIBUTION || k == KP_CH_CLIENT_TIME ||
               k == KP_CH_CLIENT_CPU;
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

/* Unique slugs for every tier: a clash gets "-2", "-3", ... */
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

static kp_rm_chart *add_chart(mb *b, kp_rmodel *m, kp_rm_chart_kind kind,
                              size_t tier, const char *slug,
                              const char *tier_name, const kp_tier *sweep)
{
        kp_rm_chart *v = mb_grow(b, m->charts, m->n_charts, sizeof(*v));
        kp_rm_chart *c;
        const char *param = "";
        char name[256], runs[96] = "", lat_runs[96] = "";
        if (!v)
                return NULL;
        m->charts = v;
        c = &m->charts[m->n_charts++];
        c->kind = kind;
        c->kind_name = kinds[kind].name;
        c->tier = tier;
        if (sweep) {
                c->sweep = sweep->sweep_group;
                param = sweep->sweep_param ? sweep->sweep_param : "";
                if (sweep->sweep_runs > 1) {
                        snprintf(runs, sizeof(runs), MB_TR(b, CHART_RUNS),
                                 sweep->sweep_runs);
                        snprintf(lat_runs, sizeof(lat_runs),
                                 MB_TR(b, CHART_LAT_RUNS), sweep->sweep_runs,
                                 sweep->sweep_param2
                                     ? MB_TR(b, CHART_BARS)
                                     : MB_TR(b, CHART_P95_BARS));
                }
        }
        /* Brackets would end the Markdown image text early. */
        snprintf(name, sizeof(name), "%s", tier_name ? tier_name : "");
        for (char *p = name; *p; p++)
                if (*p == '[' || *p == ']')
                        *p = *p == '[' ? '(' : ')';
        c->file = mb_printf(b, kinds[kind].file, slug);
        if (kind == KP_CH_SWEEP_RATE) {
                c->title = mb_printf(b, MB_TR(b, CHART_SWEEP_RATE_TITLE), param,
                                     tier_name, runs);
                c->alt = mb_printf(b, MB_TR(b, CHART_SWEEP_RATE_ALT), param,
                                   name, runs);
        } else if (kind == KP_CH_SWEEP_LAT) {
                c->title = mb_printf(b, MB_TR(b, CHART_SWEEP_LAT_TITLE), param,
                                     tier_name, lat_runs);
                c->alt =
                    mb_printf(b, MB_TR(b, CHART_SWEEP_LAT_ALT), param, name,
                              *runs ? MB_TR(b, CHART_SWEEP_LAT_ALT_RUNS) : "");
        } else if (kinds[kind].title != KP_S_COUNT) {
                c->title =
                    mb_printf(b, kp_tr(b->lang, kinds[kind].title), tier_name);
                c->alt = mb_printf(b, kp_tr(b->lang, kinds[kind].alt), name);
        }
        return c;
}

/* ---- chart contents ---------------------------------------------------- */

/* A new series of c with room for cap points. The series array has a
 * fixed capacity (KP_RM_MAX_SERIES), so that a series' address stays
 * valid while others are added; NULL beyond it or out of memory. */
kp_rm_series *mb_chart_series(mb *b, kp_rm_chart *c, const char *name,
                              size_t cap)
{
        kp_rm_series *s;
        if (!c->series) {
                c->series = mb_calloc(b, KP_RM_MAX_SERIES, sizeof(*c->series));
                if (!c->series)
                        return NULL;
        }
        if (c->n_series >= KP_RM_MAX_SERIES)
                return NULL;
        s = &c->series[c->n_series++];
        s->name = mb_strdup(b, name);
        s->x = mb_calloc(b, cap, sizeof(*s->x));
        s->y = mb_calloc(b, cap, sizeof(*s->y));
        return s;
}

static void add_point(kp_rm_series *s, double x, double y)
{
        if (!s || !s->x || !s->y)
                return;
        s->x[s->n] = x;
        s->y[s->n] = y;
        if (s->lo && s->hi)
                s->lo[s->n] = s->hi[s->n] = NAN;
        s->n++;
}

/* Gives series s (room for cap points) error bars, NaN until set. */
static void add_ranges(mb *b, kp_rm_series *s, size_t cap)
{
        if (!s)
                return;
        s->lo = mb_calloc(b, cap, sizeof(*s->lo));
        s->hi = mb_calloc(b, cap, sizeof(*s->hi));
}

/* A point with an error bar from lo to hi (NaN: none). */
static void add_point_range(kp_rm_series *s, double x, double y, double lo,
                            double hi)
{
        size_t k = s ? s->n : 0;
        add_point(s, x, y);
        if (s && s->n > k && s->lo && s->hi) {
                s->lo[k] = lo;
                s->hi[k] = hi;
        }
}

/* The first whole-tier check of one of metrics[0..n) (of tier, or of any
 * tier when NULL): a criterion per window judges its windows, which have
 * a chart of their own, not the tier's figure these charts show. */
static const kp_check *find_check(const kp_evaluation *e, const char *tier,
                                  const char *const *metrics, size_t n)
{
        for (size_t m = 0; m < n; m++)
                for (size_t i = 0; i < e->n_checks; i++)
                        if (strcmp(e->checks[i].metric, metrics[m]) == 0 &&
                            (!tier || strcmp(e->checks[i].tier, tier) == 0) &&
                            !e->checks[i].windowed)
                                return &e->checks[i];
        return NULL;
}

/* Adds a limit line; label is taken over (NULL: out of memory). A line
 * already there (same place, same label) is not drawn twice. The first
 * is also the chart's has_ref, ref_y and ref_label. */
static kp_rm_ref *add_ref(mb *b, kp_rm_chart *c, double y, char *label,
                          size_t cat, int series)
{
        kp_rm_ref *v, *f;
        if (!label) {
                b->oom = 1;
                return NULL;
        }
        for (size_t i = 0; i < c->n_refs; i++)
                if (c->refs[i].y == y && c->refs[i].category == cat &&
                    c->refs[i].series == series &&
                    strcmp(c->refs[i].label, label) == 0) {
                        free(label);
                        return &c->refs[i];
                }
        v = mb_grow(b, c->refs, c->n_refs, sizeof(*v));
        if (!v) {
                free(label);
                return NULL;
        }
        c->refs = v;
        f = &c->refs[c->n_refs++];
        f->y = y;
        f->label = label;
        f->category = cat;
        f->series = series;
        f->verdict = KP_NA;
        f->tier = "";
        f->metric = "";
        if (c->n_refs == 1) {
                c->has_ref = 1;
                c->ref_y = y;
                c->ref_label = mb_strdup(b, label);
        }
        return f;
}

static void set_ref(mb *b, kp_rm_chart *c, double y, char *label)
{
        add_ref(b, c, y, label, KP_RM_ALL, -1);
}

/* "p95 end-to-end latency ≤ 20 ms": the criterion of check k. */
static char *check_label(mb *b, const kp_check *k)
{
        char th[96];
        kp_rfmt_metric(th, sizeof(th), k->unit, k->threshold, 1);
        return mb_printf(b, "%s %s %s",
                         kp_rm_metric_words_in(b->lang, k->metric),
                         kp_rfmt_op_symbol(k->cmp), th);
}

/* Check k's limit as a line over category cat and series (KP_RM_ALL,
 * -1: across), its verdict kept for the caption. */
static void check_ref_at(mb *b, kp_rm_chart *c, const kp_check *k, size_t cat,
                         int series)
{
        kp_rm_ref *f =
            add_ref(b, c, k->threshold, check_label(b, k), cat, series);
        if (f) {
                f->verdict = k->verdict;
                f->tier = k->tier;
                f->metric = k->metric;
        }
}

static void check_ref(mb *b, kp_rm_chart *c, const kp_check *k)
{
        check_ref_at(b, c, k, KP_RM_ALL, -1);
}

/* Every check of tier on one of metrics[0..n): its limit, across the
 * plot (a chart of the tier alone). series[m], when given, is the series
 * that shows metrics[m] (-1: none). */
static void tier_refs(mb *b, kp_rm_chart *c, const kp_evaluation *e,
                      const char *tier, const char *const *metrics, size_t n)
{
        for (size_t m = 0; m < n; m++)
                for (size_t i = 0; i < e->n_checks; i++)
                        if (strcmp(e->checks[i].metric, metrics[m]) == 0 &&
                            strcmp(e->checks[i].tier, tier) == 0 &&
                            !e->checks[i].windowed)
                                check_ref(b, c, &e->checks[i]);
}

/* The caption (kp_rm_chart.caption): for each limit drawn from a
 * criterion, the tiers that did not meet it, met it, or were not judged
 * by it; else what the chart shows (its alt text). */
void mb_chart_caption(mb *b, kp_rm_chart *c)
{
        kp_buf out = { 0 };
        static const kp_verdict order[] = { KP_FAIL, KP_PASS };
        for (size_t i = 0; i < c->n_refs; i++) {
                const kp_rm_ref *f = &c->refs[i];
                int first = 1;
                if (!*f->tier)
                        continue;
                for (size_t j = 0; j < i; j++)
                        if (*c->refs[j].tier &&
                            strcmp(c->refs[j].label, f->label) == 0)
                                first = 0;
                if (!first)
                        continue;
                for (size_t v = 0; v <= KP_ARRAY_LEN(order); v++) {
                        kp_buf tiers = { 0 };
                        size_t n = 0;
                        for (size_t j = i; j < c->n_refs; j++) {
                                const kp_rm_ref *g = &c->refs[j];
                                int want = v < KP_ARRAY_LEN(order)
                                               ? g->verdict == order[v]
                                               : g->verdict != KP_FAIL &&
                                                     g->verdict != KP_PASS;
                                if (!*g->tier || !want ||
                                    strcmp(g->label, f->label) != 0)
                                        continue;
                                kp_buf_printf(&tiers, "%s%s",
                                              n++ ? MB_TR(b, CHART_CAP_AND)
                                                  : "",
                                              g->tier);
                        }
                        if (n)
                                kp_buf_printf(&out, "%s",
                                              out.len ? MB_TR(b, CHART_CAP_SEP)
                                                      : "");
                        if (n)
                                kp_buf_printf(
                                    &out,
                                    v == 0   ? MB_TR(b, CHART_CAP_FAIL)
                                    : v == 1 ? MB_TR(b, CHART_CAP_MET)
                                             : MB_TR(b, CHART_CAP_UNJUDGED),
                                    f->label, tiers.s ? tiers.s : "");
                        b->oom |= tiers.oom;
                        kp_buf_free(&tiers);
                }
        }
        free(c->caption);
        if (out.len)
                c->caption =
                    mb_printf(b, MB_TR(b, CHART_CAP_SEE), out.s ? out.s : "");
        else
                c->caption = mb_printf(b, "%s%s", c->alt ? c->alt : "",
                                       MB_TR(b, CHART_CAP_END));
        b->oom |= out.oom;
        kp_buf_free(&out);
}

/* The check of tier on metric, or NULL. */
static const kp_check *tier_check(const kp_evaluation *e, const char *tier,
                                  const char *metric)
{
        const char *const m[] = { metric };
        return find_check(e, tier, m, 1);
}

/* On a rates-by-tier chart, at category n (tier): the produce rate's
 * limit over the produce bar (when produce), the fetch rate's over the
 * consume bar (when consume), and the mark of the sustainable tier. */
static void rate_limits_at(mb *b, kp_rm_chart *c, const kp_evaluation *e,
                           const char *tier, size_t n, int produce, int consume)
{
        const kp_check *k =
            tier_check(e, tier, "produce.rate.achieved_msgs_per_sec");
        if (k && produce)
                check_ref_at(b, c, k, n, 0);
        k = tier_check(e, tier, "consume.fetch_msgs_per_sec");
        if (k && consume)
                check_ref_at(b, c, k, n, 1);
        if (e->x.sustainable_tier && strcmp(e->x.sustainable_tier, tier) == 0) {
                c->has_mark = 1;
                c->mark_category = n;
                free(c->mark_label);
                c->mark_label = mb_strdup(b, MB_TR(b, CHART_SUSTAINABLE));
        }
}

/* Is tier i paced: a target rate that the producer kept to? */
static int paced(const kp_results *r, size_t i)
{
        const kp_tier *spec = mb_spec(r, i);
        return r->tiers[i].produce.ran && spec && spec->rate > 0;
}

/* Adds tier i as the next category of c; returns its index. */
static size_t add_category(mb *b, kp_rm_chart *c, const kp_results *r, size_t i)
{
        c->categories[c->n_categories] = mb_strdup(b, r->tiers[i].name);
        return c->n_categories++;
}

/* The paced rates by tier: the produce rate of each tier with a target
 * rate, and a consumer's that read during it (bound to the same pace).
 * The rates at full speed are in a chart of their own (tiers_full): a
 * burst of 166,536 msg/s beside 2,000 would leave these bars a pixel
 * tall. Each tier's own limit stands over its bar: the share of its
 * target a criterion asks for, else the target. */
static void tiers_rate(mb *b, kp_rm_chart *c, const kp_results *r,
                       const kp_evaluation *e)
{
        kp_rm_series *sp, *sc = NULL;
        int any_during = 0;
        char pct[32];
        c->y_label = mb_strdup(b, MB_TR(b, CHART_Y_THROUGHPUT));
        c->axis = KP_AX_BAR;
        c->categories = mb_calloc(b, r->n_tiers, sizeof(*c->categories));
        if (!c->categories)
                return;
        for (size_t i = 0; i < r->n_tiers; i++)
                any_during |= paced(r, i) && r->tiers[i].consume.ran &&
                              r->tiers[i].consume.during;
        sp = mb_chart_series(b, c, MB_TR(b, CHART_S_PRODUCE_ACHIEVED),
                             r->n_tiers);
        if (any_during)
                sc = mb_chart_series(b, c, MB_TR(b, CHART_S_CONSUME_DURING),
                                     r->n_tiers);
        for (size_t i = 0; i < r->n_tiers; i++) {
                const kp_tier_result *t = &r->tiers[i];
                const kp_tier *spec = mb_spec(r, i);
                const kp_check *k;
                int during = t->consume.ran && t->consume.during;
                size_t n;
                if (!paced(r, i))
                        continue;
                n = add_category(b, c, r, i);
                add_point(sp, (double)n, t->produce.achieved_rate);
                add_point(sc, (double)n,
                          during ? t->consume.fetch_msgs_per_sec : NAN);
                k = tier_check(e, t->name, "produce.rate.achieved_ratio");
                if (k) {
                        kp_rm_ref *f =
                            add_ref(b, c, k->threshold * spec->rate,
                                    mb_printf(b, MB_TR(b, CHART_REF_OF_TARGET),
                                              kp_rfmt_op_symbol(k->cmp),
                                              kp_rfmt_pct(pct, sizeof(pct),
                                                          k->threshold)),
                                    n, 0);
                        if (f) {
                                f->verdict = k->verdict;
                                f->tier = k->tier;
                                f->metric = k->metric;
                        }
                } else {
                        add_ref(b, c, spec->rate,
                                mb_strdup(b, MB_TR(b, CHART_REF_TARGET)), n, 0);
                }
                rate_limits_at(b, c, e, t->name, n, 1, during);
        }
}

/* The rates at full speed by tier: the produce rate of each tier without
 * a target rate (a burst), and the fetch rate of each consumer that read
 * a backlog after the produce phase; each criterion's limit over the bar
 * it judges. With no such criterion, the target's peak rate across. */
static void tiers_full(mb *b, kp_rm_chart *c, const kp_results *r,
                       const kp_evaluation *e)
{
        kp_rm_series *sp, *sc;
        c->y_label = mb_strdup(b, MB_TR(b, CHART_Y_THROUGHPUT));
        c->axis = KP_AX_BAR;
        c->categories = mb_calloc(b, r->n_tiers, sizeof(*c->categories));
        if (!c->categories)
                return;
        sp = mb_chart_series(b, c, MB_TR(b, CHART_S_PRODUCE_UNLIMITED),
                             r->n_tiers);
        sc = mb_chart_series(b, c, MB_TR(b, CHART_S_CONSUME_FETCH), r->n_tiers);
        for (size_t i = 0; i < r->n_tiers; i++) {
                const kp_tier_result *t = &r->tiers[i];
                int burst = t->produce.ran && !paced(r, i);
                int backlog = t->consume.ran && !t->consume.during;
                size_t n;
                if (!burst && !backlog)
                        continue;
                n = add_category(b, c, r, i);
                add_point(sp, (double)n,
                          burst ? t->produce.achieved_rate : NAN);
                add_point(sc, (double)n,
                          backlog ? t->consume.fetch_msgs_per_sec : NAN);
                rate_limits_at(b, c, e, t->name, n, burst, backlog);
        }
        if (!c->n_refs && e->x.present && e->x.required_peak_rate > 0) {
                char num[64];
                set_ref(b, c, e->x.required_peak_rate,
                        mb_printf(b, MB_TR(b, CHART_REQUIRED_PEAK),
                                  kp_rfmt_rate(num, sizeof(num),
                                               e->x.required_peak_rate)));
        }
}

/* Is tier t judged (not N/A) by a check on one of metrics[0..n)? */
static int judged_on(const kp_evaluation *e, const char *t,
                     const char *const *metrics, size_t n)
{
        for (size_t i = 0; i < e->n_checks; i++)
                for (size_t m = 0; m < n; m++)
                        if (e->checks[i].verdict != KP_NA &&
                            !e->checks[i].windowed &&
                            strcmp(e->checks[i].metric, metrics[m]) == 0 &&
                            strcmp(e->checks[i].tier, t) == 0)
                                return 1;
        return 0;
}

/* p95 latency by tier. With a p95 criterion, only the tiers some p95
 * criterion judges: an unjudged tier (an unlimited rate's burst) would
 * set the scale and hide the judged ones and the limits; the title says
 * which are left out. Each criterion's limit stands over the bar it
 * judges (produce p95 ≤ 5 ms over the corrected bar, end-to-end ≤ 20 ms
 * over the end-to-end one), and every tier that fails one is shaded. */
static void tiers_p95(mb *b, kp_rm_chart *c, const kp_results *r,
                      const kp_evaluation *e)
{
        static const char *const refs[] = { "produce.latency.p95_ms",
                                            "produce.service_latency.p95_ms",
                                            "consume.e2e_latency.p95_ms" };
        const char *const names[] = { MB_TR(b, CHART_S_CORRECTED),
                                      MB_TR(b, CHART_S_SERVICE),
                                      MB_TR(b, CHART_S_E2E) };
        kp_rm_series *s[3] = { NULL, NULL, NULL };
        const kp_check *k = find_check(e, NULL, refs, KP_ARRAY_LEN(refs));
        kp_buf out = { 0 };
        int any_e2e = 0;
        size_t n = 0, left = 0;
        c->y_label = mb_strdup(b, MB_TR(b, CHART_Y_P95));
        c->axis = KP_AX_BAR;
        c->categories = mb_calloc(b, r->n_tiers, sizeof(*c->categories));
        for (size_t i = 0; i < r->n_tiers; i++)
                any_e2e |= r->tiers[i].consume.ran &&
                           r->tiers[i].consume.e2e.count > 0;
        /* No end-to-end series where no tier measured one. */
        for (int j = 0; j < (any_e2e ? 3 : 2); j++)
                s[j] = mb_chart_series(b, c, names[j], r->n_tiers);
        if (k)
                c->marks = mb_calloc(b, r->n_tiers, sizeof(*c->marks));
        for (size_t i = 0; c->categories && i < r->n_tiers; i++) {
                const kp_tier_result *t = &r->tiers[i];
                int fails = 0;
                if (k && !judged_on(e, t->name, refs, KP_ARRAY_LEN(refs))) {
                        kp_buf_printf(&out, "%s%s", left++ ? ", " : "",
                                      t->name);
                        continue;
                }
                c->categories[n] = mb_strdup(b, t->name);
                add_point(s[0], (double)n,
                          t->produce.ran && t->produce.latency.count
                              ? t->produce.latency.p95_ms
                              : NAN);
                add_point(s[1], (double)n,
                          t->produce.ran && t->produce.service.count
                              ? t->produce.service.p95_ms
                              : NAN);
                add_point(s[2], (double)n,
                          t->consume.ran && t->consume.e2e.count
                              ? t->consume.e2e.p95_ms
                              : NAN);
                for (int j = 0; j < (any_e2e ? 3 : 2); j++)
                        for (size_t q = 0; q < e->n_checks; q++) {
                                const kp_check *ck = &e->checks[q];
                                /* A criterion per window judges its
                                 * windows (their own chart), not the
                                 * tier's p95 this chart shows. */
                                if (strcmp(ck->metric, refs[j]) != 0 ||
                                    strcmp(ck->tier, t->name) != 0 ||
                                    ck->windowed)
                                        continue;
                                check_ref_at(b, c, ck, n, j);
                                fails |= ck->verdict == KP_FAIL;
                        }
                if (fails && c->marks)
                        c->marks[c->n_marks++] = n;
                n++;
        }
        c->n_categories = n;
        if (left) {
                free(c->title);
                c->title = mb_printf(b, MB_TR(b, CHART_P95_JUDGED),
                                     out.s ? out.s : "");
        }
        b->oom |= out.oom;
        kp_buf_free(&out);
        if (c->n_marks) {
                c->has_mark = 1;
                c->mark_category = c->marks[0];
                c->mark_label = mb_strdup(b, MB_TR(b, CHART_FAILS));
        }
}

static void intervals(mb *b, kp_rm_chart *c, const char *name,
                      const kp_interval_list *l, int field)
{
        kp_rm_series *s = mb_chart_series(b, c, name, l->n);
        for (size_t i = 0; i < l->n; i++) {
                const kp_interval *iv = &l->v[i];
                add_point(s, iv->t_s,
                          field == 0   ? iv->msgs_per_sec
                          : field == 1 ? iv->p50_ms
                          : field == 2 ? iv->p95_ms
                                       : iv->p99_ms);
        }
}

static double series_max(const kp_rm_series *s)
{
        double v = 0;
        for (size_t i = 0; i < s->n; i++)
                if (isfinite(s->y[i]) && s->y[i] > v)
                        v = s->y[i];
        return v;
}

/* A line chart over seconds, its y axis labelled y (copied). */
static void seconds_axes(mb *b, kp_rm_chart *c, const char *y)
{
        c->axis = KP_AX_LINE;
        c->x_label = mb_strdup(b, MB_TR(b, CHART_X_SECONDS));
        c->y_label = mb_strdup(b, y);
}

static void throughput(mb *b, kp_rm_chart *c, const kp_results *r,
                       const kp_evaluation *e)
{
        static const char *const refs[] = {
                "produce.rate.achieved_msgs_per_sec", "consume.msgs_per_sec"
        };
        static const char *const ratio[] = { "produce.rate.achieved_ratio" };
        const kp_tier_result *t = &r->tiers[c->tier];
        const kp_tier *spec = mb_spec(r, c->tier);
        const kp_check *k;
        char n[64], pct[64];
        seconds_axes(b, c, MB_TR(b, CHART_Y_THROUGHPUT));
        if (t->produce.ran && t->produce.intervals.n)
                intervals(b, c, MB_TR(b, CHART_S_PRODUCE),
                          &t->produce.intervals, 0);
        if (t->consume.ran && t->consume.intervals.n)
                intervals(b, c, MB_TR(b, CHART_S_CONSUME),
                          &t->consume.intervals, 0);
        /* A consumer reading a backlog far faster than the producer
         * wrote would flatten the produce line: a log scale, said so. */
        if (c->n_series == 2 &&
            series_max(&c->series[1]) > 10 * series_max(&c->series[0]) &&
            series_max(&c->series[0]) > 0) {
                c->y_log = 1;
                free(c->y_label);
                c->y_label = mb_strdup(b, MB_TR(b, CHART_Y_THROUGHPUT_LOG));
        }
        tier_refs(b, c, e, t->name, refs, KP_ARRAY_LEN(refs));
        k = find_check(e, t->name, ratio, 1);
        if (spec && spec->rate > 0 && k) {
                double y = k->threshold * spec->rate;
                kp_rm_ref *f = add_ref(
                    b, c, y,
                    mb_printf(b, MB_TR(b, CHART_OF_TARGET),
                              kp_rfmt_op_symbol(k->cmp),
                              kp_rfmt_pct(pct, sizeof(pct), k->threshold),
                              kp_rfmt_plain(n, sizeof(n), round(y * 10) / 10)),
                    KP_RM_ALL, -1);
                if (f) {
                        f->verdict = k->verdict;
                        f->tier = k->tier;
                        f->metric = k->metric;
                }
        } else if (spec && spec->rate > 0 && !c->n_refs) {
                set_ref(b, c, spec->rate,
                        mb_printf(b, MB_TR(b, CHART_TARGET),
                                  kp_rfmt_plain(n, sizeof(n), spec->rate)));
        }
}

void mb_chart_events(mb *b, kp_rm_chart *c, const kp_tier_result *t,
                     double offset_s)
{
        c->event_x = mb_calloc(b, t->events.n, sizeof(*c->event_x));
        c->event_label = mb_calloc(b, t->events.n, sizeof(*c->event_label));
        for (size_t i = 0; c->event_x && c->event_label && i < t->events.n;
             i++) {
                const kp_cluster_event *ev = &t->events.v[i];
                char *label;
                if (strcmp(ev->phase, "produce") != 0)
                        continue;
                switch (ev->kind) {
                case KP_EV_BROKER_LEFT:
                        label =
                            mb_printf(b, MB_TR(b, CHART_EV_LEFT), ev->broker);
                        break;
                case KP_EV_BROKER_JOINED:
                        label =
                            mb_printf(b, MB_TR(b, CHART_EV_BACK), ev->broker);
                        break;
                case KP_EV_LEADERS_MOVED:
                        label = mb_strdup(b, MB_TR(b, CHART_EV_LEADERS));
                        break;
                case KP_EV_NO_LEADER:
                        label = mb_strdup(b, MB_TR(b, CHART_EV_NO_LEADER));
                        break;
                case KP_EV_UNREACHABLE:
                        label = mb_strdup(b, MB_TR(b, CHART_EV_UNREACHABLE));
                        break;
                default:
                        continue; /* ISR changes: in the text only */
                }
                c->event_x[c->n_events] = ev->t_s + offset_s;
                c->event_label[c->n_events++] = label;
        }
}

static void latency(mb *b, kp_rm_chart *c, const kp_results *r,
                    const kp_evaluation *e)
{
        static const char *const refs[] = { "produce.latency.p95_ms",
                                            "produce.latency.p99_ms",
                                            "produce.latency.p50_ms" };
        const kp_tier_result *t = &r->tiers[c->tier];
        seconds_axes(b, c, MB_TR(b, CHART_Y_CORRECTED));
        intervals(b, c, "p50", &t->produce.intervals, 1);
        intervals(b, c, "p95", &t->produce.intervals, 2);
        intervals(b, c, "p99", &t->produce.intervals, 3);
        mb_chart_events(b, c, t, 0);
        tier_refs(b, c, e, t->name, refs, KP_ARRAY_LEN(refs));
}

/* The produce phase's client series of the first load host (one process,
 * or the first agent): field picks a kp_client_point member. */
static void client_series(mb *b, kp_rm_chart *c, const char *name,
                          const kp_client_stats *st, size_t off)
{
        kp_rm_series *s = mb_chart_series(b, c, name, st->n);
        for (size_t i = 0; i < st->n; i++)
                add_point(s, st->v[i].t_s,
                          *(const double *)((const char *)&st->v[i] + off));
}

/* A client chart's lines: the key of each series' name and the
 * kp_client_point member it draws. */
typedef struct client_line {
        kp_s name;
        size_t off;
} client_line;

static const client_line time_lines[] = {
        { KP_S_CHART_S_SCHED, offsetof(kp_client_point, sched_p95_ms) },
        { KP_S_CHART_S_QUEUE, offsetof(kp_client_point, queue_p95_ms) },
        { KP_S_CHART_S_SEND, offsetof(kp_client_point, send_p95_ms) },
        { KP_S_CHART_S_RTT, offsetof(kp_client_point, rtt_p95_ms) },
};

static const client_line cpu_lines[] = {
        { KP_S_CHART_S_PROCESS, offsetof(kp_client_point, cpu) },
        { KP_S_CHART_S_THREAD, offsetof(kp_client_point, cpu_thread) },
        { KP_S_CHART_S_WAIT, offsetof(kp_client_point, cpu_wait) },
};

/* Where the client's time went (time_lines) or its CPU (cpu_lines), y
 * labelled y, over the produce phase. */
static void client_chart(mb *b, kp_rm_chart *c, const kp_results *r, kp_s y,
                         const client_line *lines, size_t n)
{
        const kp_tier_result *t = &r->tiers[c->tier];
        const kp_client_stats *st = &t->produce.client.stats[0];
        seconds_axes(b, c, kp_tr(b->lang, y));
        for (size_t i = 0; i < n; i++)
                client_series(b, c, kp_tr(b->lang, lines[i].name), st,
                              lines[i].off);
        mb_chart_events(b, c, t, 0);
}

static void client_time(mb *b, kp_rm_chart *c, const kp_results *r,
                        const kp_evaluation *e)
{
        (void)e;
        client_chart(b, c, r, KP_S_CHART_Y_STAGE_P95, time_lines,
                     KP_ARRAY_LEN(time_lines));
}

static void client_cpu(mb *b, kp_rm_chart *c, const kp_results *r,
                       const kp_evaluation *e)
{
        (void)e;
        client_chart(b, c, r, KP_S_CHART_Y_CORES, cpu_lines,
                     KP_ARRAY_LEN(cpu_lines));
}

/* Percentiles from 0 to 1 - 10^-5 in steps of a tenth of a decade of
 * 1/(1-p), as far as the number of values supports (1/(1-p) <= count). */
static void spectrum(mb *b, kp_rm_chart *c, const char *label, const kp_hist *h)
{
        char n[64], *name;
        double top;
        kp_rm_series *s;
        if (!hist_has(h))
                return;
        name = mb_printf(
            b, MB_TR(b, CHART_S_MAX), label,
            kp_rfmt_ms(n, sizeof(n), (double)kp_hist_max(h) / 1000.0));
        s = mb_chart_series(b, c, name ? name : "", 51);
        free(name);
        top = fmin(5.0, log10((double)kp_hist_count(h)));
        for (int i = 0; i <= 50 && i / 10.0 <= top + 1e-9; i++) {
                double p = 100.0 * (1.0 - pow(10.0, -i / 10.0));
                add_point(s, p, (double)kp_hist_percentile(h, p) / 1000.0);
        }
}

static void distribution(mb *b, kp_rm_chart *c, const kp_results *r,
                         const kp_evaluation *e)
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
        const kp_tier_result *t = &r->tiers[c->tier];
        c->axis = KP_AX_SPECTRUM;
        c->x_label = mb_strdup(b, MB_TR(b, CHART_X_PERCENTILE));
        c->y_label = mb_strdup(b, MB_TR(b, CHART_Y_LATENCY));
        if (t->produce.ran) {
                spectrum(b, c, MB_TR(b, CHART_S_CORRECTED),
                         t->produce.hist_latency);
                spectrum(b, c, MB_TR(b, CHART_S_SERVICE),
                         t->produce.hist_service);
        }
        if (t->consume.ran)
                spectrum(b, c, MB_TR(b, CHART_S_E2E), t->consume.hist_e2e);
        tier_refs(b, c, e, t->name, refs, KP_ARRAY_LEN(refs));
}

/* ---- sweep charts -------------------------------------------------------- */

static const kp_sweep_eval *sweep_of(const kp_evaluation *e, const char *g)
{
        for (size_t i = 0; g && i < e->n_sweeps; i++)
                if (strcmp(e->sweeps[i].group, g) == 0)
                        return &e->sweeps[i];
        return NULL;
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
static void sweep_chart(mb *b, kp_rm_chart *c, const kp_results *r,
                        const kp_evaluation *e)
{
        static const char *const lat_names[] = { "p50", "p95", "p99" };
        static const char *const rate_refs[] = {
                "produce.rate.achieved_msgs_per_sec"
        };
        static const char *const lat_refs[] = { "produce.latency.p95_ms",
                                                "produce.latency.p99_ms",
                                                "produce.latency.p50_ms" };
        const kp_sweep_eval *s = sweep_of(e, c->sweep);
        int rate = c->kind == KP_CH_SWEEP_RATE, line;
        size_t n_rows = 0, n_cols = 1, *rows, *cols = NULL;
        (void)r; /* its points are the evaluation's */
        if (!s || s->n_points == 0)
                return;
        line = s->numeric;
        rows = mb_sweep_distinct(b, s, 1, &n_rows);
        if (s->param2)
                cols = mb_sweep_distinct(b, s, 2, &n_cols);
        if (!rows || (s->param2 && !cols))
                goto out;
        c->axis = line ? KP_AX_LINE : KP_AX_BAR;
        c->x_label = mb_printf(b, "%s%s", s->param,
                               strcmp(s->param, "record_size") == 0
                                   ? MB_TR(b, CHART_X_BYTES)
                                   : "");
        c->y_label = mb_strdup(b, rate ? MB_TR(b, CHART_Y_PRODUCE_RATE)
                                       : MB_TR(b, CHART_Y_CORRECTED));
        if (!line) {
                c->categories = mb_calloc(b, n_rows, sizeof(*c->categories));
                for (size_t i = 0; c->categories && i < n_rows; i++) {
                        c->categories[i] =
                            mb_strdup(b, s->points[rows[i]].value);
                        c->n_categories = i + 1;
                }
        }
        if (!s->param2 && !rate)
                n_cols = 3;
        for (size_t j = 0; j < n_cols; j++) {
                int what = rate ? 0 : s->param2 ? 2 : (int)j + 1;
                char *name =
                    s->param2
                        ? mb_printf(b, "%s=%s", s->param2,
                                    s->points[cols[j]].value2)
                        : mb_strdup(b, rate ? MB_TR(b, CHART_S_PRODUCE_ACHIEVED)
                                            : lat_names[j]);
                kp_rm_series *sr =
                    mb_chart_series(b, c, name ? name : "", n_rows);
                /* The spread of the runs, where it was kept: throughput
                 * and p95. */
                int ranged = s->runs > 1 && (what == 0 || what == 2);
                free(name);
                if (ranged)
                        add_ranges(b, sr, n_rows);
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
                        if (p && p->produced && ranged && p->n_measured > 1)
                                add_point_range(
                                    sr, x, point_y(p, what),
                                    what ? p->p95_runs.min : p->rate_runs.min,
                                    what ? p->p95_runs.max : p->rate_runs.max);
                        else
                                add_point(sr, x,
                                          p && p->produced ? point_y(p, what)
                                                           : NAN);
                }
        }
        if (s->best < s->n_points) {
                const kp_sweep_point *bp = &s->points[s->best];
                if (line) {
                        c->has_mark = 1;
                        c->mark_x = bp->x;
                        c->mark_y = point_y(bp, rate ? 0 : 2);
                        c->mark_label = mb_strdup(b, MB_TR(b, CHART_BEST));
                } else {
                        for (size_t i = 0; i < n_rows; i++)
                                if (strcmp(s->points[rows[i]].value,
                                           bp->value) == 0) {
                                        c->has_mark = 1;
                                        c->mark_category = i;
                                        free(c->mark_label);
                                        c->mark_label =
                                            mb_strdup(b, MB_TR(b, CHART_BEST));
                                }
                }
        }
        tier_refs(b, c, e, e->tiers[s->points[0].tier].name,
                  rate ? rate_refs : lat_refs,
                  rate ? 1 : KP_ARRAY_LEN(lat_refs));
out:
        free(rows);
        free(cols);
}

/* Two charts per sweep group, in the order of kp_evaluate_sweeps(), with
 * file names unique among the sweeps. */
static void sweep_charts(mb *b, const kp_results *r, kp_rmodel *m)
{
        const kp_plan *p = r->plan;
        size_t first = m->n_charts;
        for (size_t i = 0; i < r->n_tiers && i < p->n_tiers; i++) {
                const kp_tier *t = &p->tiers[i];
                char base[SLUG_MAX + 1];
                slug_t slug;
                int seen = 0, n = 1, clash;
                if (!t->sweep_group)
                        continue;
                for (size_t k = first; k < m->n_charts && !seen; k++)
                        seen = strcmp(m->charts[k].sweep, t->sweep_group) == 0;
                if (seen)
                        continue;
                slugify(t->sweep_group, i, base, sizeof(base));
                snprintf(slug, sizeof(slug), "%s", base);
                do {
                        char want[128];
                        clash = 0;
                        snprintf(want, sizeof(want),
                                 "charts/sweep-%s-throughput.svg", slug);
                        for (size_t k = first; k < m->n_charts; k++)
                                clash |= m->charts[k].file &&
                                         strcmp(m->charts[k].file, want) == 0;
                        if (clash)
                                snprintf(slug, sizeof(slug), "%s-%d", base,
                                         ++n);
                } while (clash);
                if (!add_chart(b, m, KP_CH_SWEEP_RATE, i, slug, t->sweep_group,
                               t) ||
                    !add_chart(b, m, KP_CH_SWEEP_LAT, i, slug, t->sweep_group,
                               t))
                        return;
        }
}

/* The trials (not the soaks) of a search in order of rate, so that a
 * chart's line runs left to right; *n gets their count. Bisection tries
 * rates out of order, and an insertion sort keeps equal rates in the order
 * they ran. */
static size_t *trials_by_rate(const kp_search_result *sr, size_t *n)
{
        size_t *ord = malloc((sr->n_trials ? sr->n_trials : 1) * sizeof(*ord));
        *n = 0;
        if (!ord)
                return NULL;
        for (size_t i = 0; i < sr->n_trials; i++) {
                size_t k;
                if (sr->trials[i].soak)
                        continue;
                for (k = *n;
                     k > 0 && sr->trials[ord[k - 1]].rate > sr->trials[i].rate;
                     k--)
                        ord[k] = ord[k - 1];
                ord[k] = i;
                (*n)++;
        }
        return ord;
}

/* A capacity search's charts: the trials (not the soaks) by their rate,
 * the criterion's threshold and the rate found marked. */
static void search_chart(mb *b, kp_rm_chart *c, const kp_results *r,
                         const kp_evaluation *e)
{
        const kp_tier_result *tr = &r->tiers[c->tier];
        const kp_search_result *sr = &tr->search;
        size_t n = 0;
        size_t *ord;
        kp_rm_series *s1, *s2;
        (void)e;
        ord = trials_by_rate(sr, &n);
        if (!ord && n) {
                b->oom = 1;
                return;
        }
        c->axis = KP_AX_LINE;
        c->x_label = mb_strdup(b, MB_TR(b, CHART_X_TRIAL_RATE));
        if (c->kind == KP_CH_SEARCH_KNEE) {
                const kp_tier *t = &r->plan->tiers[c->tier];
                const kp_criterion *cr[32];
                size_t nc = kp_capacity_criteria(r->plan, t, cr, 32);
                c->y_label = mb_strdup(b, MB_TR(b, CHART_Y_P95));
                s1 = mb_chart_series(b, c, MB_TR(b, CHART_S_P95_CORRECTED), n);
                s2 = mb_chart_series(b, c, MB_TR(b, CHART_S_P95_SERVICE), n);
                for (size_t k = 0; k < n; k++) {
                        const kp_search_trial *x = &sr->trials[ord[k]];
                        add_point(s1, x->rate, x->latency.p95_ms);
                        add_point(s2, x->rate, x->service.p95_ms);
                }
                for (size_t i = 0; i < nc; i++) {
                        if (strcmp(cr[i]->metric, "produce.latency.p95_ms") &&
                            strcmp(cr[i]->metric,
                                   "produce.service_latency.p95_ms"))
                                continue;
                        set_ref(b, c, cr[i]->threshold,
                                mb_printf(b, "%s %s %g ms",
                                          kp_rm_metric_words_in(b->lang,
                                                                cr[i]->metric),
                                          kp_rfmt_op_symbol(cr[i]->cmp),
                                          cr[i]->threshold));
                }
        } else {
                c->y_label = mb_strdup(b, MB_TR(b, CHART_Y_ACHIEVED));
                s1 = mb_chart_series(b, c, MB_TR(b, CHART_S_ACHIEVED), n);
                s2 = mb_chart_series(b, c, MB_TR(b, CHART_S_TARGET), n);
                for (size_t k = 0; k < n; k++) {
                        const kp_search_trial *x = &sr->trials[ord[k]];
                        add_point(s1, x->rate, x->achieved_rate);
                        add_point(s2, x->rate, x->rate);
                }
        }
        if (sr->found_rate > 0) {
                double y = 0;
                for (size_t i = 0; i < sr->n_trials; i++)
                        if (!sr->trials[i].soak &&
                            sr->trials[i].rate == sr->found_rate)
                                y = c->kind == KP_CH_SEARCH_KNEE
                                        ? sr->trials[i].latency.p95_ms
                                        : sr->trials[i].achieved_rate;
                c->has_mark = 1;
                c->mark_x = sr->found_rate;
                c->mark_y = y;
                {
                        char num[48];
                        c->mark_label =
                            mb_printf(b, MB_TR(b, CHART_FOUND),
                                      kp_fmt_count(num, sizeof(num),
                                                   (uint64_t)sr->found_rate));
                }
        }
        free(ord);
}

/* Tier i's end-to-end latency over time (kp_rm_tier.e2e_chart): the
 * limit of each end-to-end criterion of the tier, and the caption. */
static void e2e_chart(mb *b, const kp_results *r, const kp_evaluation *e,
                      kp_rmodel *m, size_t i)
{
        static const char *const refs[] = { "consume.e2e_latency.p95_ms",
                                            "consume.e2e_latency.p99_ms",
                                            "consume.e2e_latency.p999_ms",
                                            "consume.e2e_latency.p50_ms" };
        const kp_tier_result *t = &r->tiers[i];
        kp_rm_chart *c;
        if (i >= m->n_tiers || !t->consume.ran || t->consume.intervals.n < 2 ||
            !m->tiers[i].c_rows.latency)
                return;
        c = mb_calloc(b, 1, sizeof(*c));
        if (!c)
                return;
        m->tiers[i].e2e_chart = c;
        c->kind = KP_CH_LATENCY;
        c->kind_name = "e2e_latency";
        c->tier = i;
        c->axis = KP_AX_LINE;
        c->alt = mb_printf(b, MB_TR(b, CHART_E2E_ALT), t->name);
        tier_refs(b, c, e, t->name, refs, KP_ARRAY_LEN(refs));
        mb_chart_caption(b, c);
}

/* What fills a chart of each kind; mb_chart_windows() fills its own. */
static void (*const fills[])(mb *b, kp_rm_chart *c, const kp_results *r,
                             const kp_evaluation *e) = {
        [KP_CH_TIERS_RATE] = tiers_rate,
        [KP_CH_TIERS_FULL] = tiers_full,
        [KP_CH_TIERS_P95] = tiers_p95,
        [KP_CH_THROUGHPUT] = throughput,
        [KP_CH_LATENCY] = latency,
        [KP_CH_DISTRIBUTION] = distribution,
        [KP_CH_SWEEP_RATE] = sweep_chart,
        [KP_CH_SWEEP_LAT] = sweep_chart,
        [KP_CH_SEARCH_KNEE] = search_chart,
        [KP_CH_SEARCH_RATES] = search_chart,
        [KP_CH_CLIENT_TIME] = client_time,
        [KP_CH_CLIENT_CPU] = client_cpu,
        [KP_CH_WINDOWS] = NULL,
};

void mb_charts_build(mb *b, const kp_results *r, const kp_evaluation *e,
                     kp_rmodel *m)
{
        slug_t *slugs = tier_slugs(r);
        int any_produce = 0, any_paced = 0, any_full = 0;
        if (!slugs) {
                b->oom = 1;
                return;
        }
        for (size_t i = 0; i < r->n_tiers; i++) {
                const kp_tier_result *t = &r->tiers[i];
                any_produce |= t->produce.ran;
                any_paced |= paced(r, i);
                any_full |= (t->produce.ran && !paced(r, i)) ||
                            (t->consume.ran && !t->consume.during);
        }
        if (any_produce) {
                if (any_paced)
                        add_chart(b, m, KP_CH_TIERS_RATE, 0, NULL, NULL, NULL);
                if (any_full)
                        add_chart(b, m, KP_CH_TIERS_FULL, 0, NULL, NULL, NULL);
                add_chart(b, m, KP_CH_TIERS_P95, 0, NULL, NULL, NULL);
        }
        for (size_t i = 0; i < r->n_tiers; i++) {
                const kp_tier_result *t = &r->tiers[i];
                /* A line needs two points: a tier of one interval (a
                 * short soak) gets no chart over time. */
                if ((t->produce.ran && t->produce.intervals.n > 1) ||
                    (t->consume.ran && t->consume.intervals.n > 1))
                        add_chart(b, m, KP_CH_THROUGHPUT, i, slugs[i], t->name,
                                  NULL);
                if (t->produce.ran && t->produce.intervals.n > 1)
                        add_chart(b, m, KP_CH_LATENCY, i, slugs[i], t->name,
                                  NULL);
                if ((t->produce.ran && (hist_has(t->produce.hist_latency) ||
                                        hist_has(t->produce.hist_service))) ||
                    (t->consume.ran && hist_has(t->consume.hist_e2e)))
                        add_chart(b, m, KP_CH_DISTRIBUTION, i, slugs[i],
                                  t->name, NULL);
                /* Where the time went, over time: the first load host's
                 * statistics of the produce phase. */
                if (t->produce.ran && t->produce.client.n_stats &&
                    t->produce.client.stats[0].n > 1) {
                        add_chart(b, m, KP_CH_CLIENT_TIME, i, slugs[i], t->name,
                                  NULL);
                        add_chart(b, m, KP_CH_CLIENT_CPU, i, slugs[i], t->name,
                                  NULL);
                }
        }
        for (size_t i = 0; i < r->n_tiers; i++) {
                const kp_search_result *sr = &r->tiers[i].search;
                size_t n = 0;
                for (size_t k2 = 0; k2 < sr->n_trials; k2++)
                        n += sr->trials[k2].soak == 0;
                if (!sr->ran || n < 2)
                        continue;
                add_chart(b, m, KP_CH_SEARCH_KNEE, i, slugs[i],
                          r->tiers[i].name, NULL);
                add_chart(b, m, KP_CH_SEARCH_RATES, i, slugs[i],
                          r->tiers[i].name, NULL);
        }
        sweep_charts(b, r, m);
        free(slugs);
        for (size_t i = 0; i < m->n_charts; i++) {
                kp_rm_chart *c = &m->charts[i];
                if (per_tier(c->kind)) {
                        c->first_of_tier = i == 0 ||
                                           !per_tier(m->charts[i - 1].kind) ||
                                           m->charts[i - 1].tier != c->tier;
                        c->tier_events = mb_strdup(
                            b, c->tier < m->n_tiers ? m->tiers[c->tier].events
                                                    : "");
                } else {
                        c->tier_events = mb_strdup(b, "");
                }
                if (fills[c->kind])
                        fills[c->kind](b, c, r, e);
                mb_chart_caption(b, c);
        }
        for (size_t i = 0; i < r->n_tiers; i++)
                e2e_chart(b, r, e, m, i);
}

kp_rm_chart *mb_chart_windows(mb *b, kp_rmodel *m, size_t ci, const kp_check *k)
{
        char num[32], win[32], name[256];
        const char *words = kp_rm_metric_words_in(b->lang, k->metric);
        kp_rm_chart *c;
        kp_rm_series *s;
        snprintf(num, sizeof(num), "%zu", ci + 1);
        c = add_chart(b, m, KP_CH_WINDOWS, m->n_tiers, num, k->tier, NULL);
        if (!c)
                return NULL;
        kp_fmt_duration(win, sizeof(win), k->window_s);
        snprintf(name, sizeof(name), "%s", k->tier);
        for (char *p = name; *p; p++)
                if (*p == '[' || *p == ']')
                        *p = *p == '[' ? '(' : ')';
        c->title =
            mb_printf(b, MB_TR(b, CHART_WINDOWS_TITLE), words, win, k->tier);
        c->alt = mb_printf(b, MB_TR(b, CHART_WINDOWS_ALT), words, win, name);
        c->tier_events = mb_strdup(b, "");
        if (strcmp(k->unit, "ratio") == 0) {
                seconds_axes(b, c, words);
        } else {
                char *y = mb_printf(b, "%s (%s)", words, k->unit);
                seconds_axes(b, c, y);
                free(y);
        }
        s = mb_chart_series(b, c, MB_TR(b, CHART_S_WINDOW), k->n_win + 1);
        for (size_t i = 0; i < k->n_win; i++)
                if (isfinite(k->win_value[i]))
                        add_point(s, k->win_end_s[i], k->win_value[i]);
        check_ref(b, c, k);
        mb_chart_caption(b, c);
        return c;
}

void mb_chart_free(kp_rm_chart *c)
{
        free(c->file);
        free(c->title);
        free(c->alt);
        free(c->x_label);
        free(c->y_label);
        mb_strs_free(c->categories, c->n_categories);
        for (size_t k = 0; k < c->n_series; k++) {
                free(c->series[k].name);
                free(c->series[k].x);
                free(c->series[k].y);
                free(c->series[k].lo);
                free(c->series[k].hi);
        }
        free(c->series);
        free(c->ref_label);
        free(c->mark_label);
        free(c->marks);
        free(c->event_x);
        mb_strs_free(c->event_label, c->n_events);
        free(c->tier_events);
        for (size_t k = 0; k < c->n_refs; k++)
                free(c->refs[k].label);
        free(c->refs);
        free(c->caption);
}

void mb_charts_free(kp_rmodel *m)
{
        for (size_t i = 0; i < m->n_charts; i++)
                mb_chart_free(&m->charts[i]);
        free(m->charts);
}
