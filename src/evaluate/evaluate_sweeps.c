/* Sweeps judged as a whole: each point's figures over its runs, the best
 * point and the findings in words (evaluate/evaluate.h,
 * kp_evaluate_sweeps()).
 *
 * A difference between two points is stated only when it is beyond the
 * noise: the worse point must be worse than the better by more than the
 * largest change between two runs of either point, computed as kplan
 * compare computes a change (kp_compare_judge()), and by more than
 * compare's own threshold. Points that ran once have no measured noise:
 * kplan then calls no difference real. */
#include "evaluate/evaluate.h"

#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/units.h"
#include "base/util.h"
#include "evaluate/compare.h"
#include "evaluate/evaluate_priv.h"
#include "evaluate/metric_value.h"

/* ---- a point over its runs ------------------------------------------------
 */

/* A sweep value as a number: the plan's parsed field for the parameters
 * that take units ("1KiB"), else the value itself when it is a plain
 * number; NaN otherwise ("all", "lz4"). */
static double sweep_number(const kp_tier *t, const char *param,
                           const char *value)
{
        char *end;
        double v;
        if (!param || !value)
                return NAN;
        if (strcmp(param, "record_size") == 0)
                return (double)t->record_size;
        if (strcmp(param, "partitions") == 0)
                return t->partitions;
        if (strcmp(param, "replication_factor") == 0)
                return t->replication_factor;
        if (strcmp(param, "producers") == 0)
                return t->producers;
        if (strcmp(param, "consumers") == 0)
                return t->consume.consumers;
        if (strcmp(param, "fetch_size") == 0)
                return (double)t->consume.fetch_size;
        if (!*value)
                return NAN;
        v = strtod(value, &end);
        return *end == '\0' && isfinite(v) ? v : NAN;
}

/* v[0..n): the values of metric id in the runs that measured it. */
static void stat_fill(kp_sweep_stat *st, double *v, size_t n, kp_metric_id id)
{
        const kp_metric *m = kp_metric_get(id);
        st->n = n;
        st->min = st->max = st->noise_pct = NAN;
        for (size_t i = 0; i < n; i++) {
                if (i == 0 || v[i] < st->min)
                        st->min = v[i];
                if (i == 0 || v[i] > st->max)
                        st->max = v[i];
        }
        /* The largest change between two runs, as compare computes it:
         * every run against every other, the worse by how much. */
        for (size_t a = 0; n >= 2 && a < n; a++) {
                for (size_t b = 0; b < n; b++) {
                        double w;
                        if (a == b)
                                continue;
                        kp_compare_judge(m, v[a], v[b], 0, 0, &w);
                        if (!isfinite(st->noise_pct) || w > st->noise_pct)
                                st->noise_pct = w;
                }
        }
        st->median = kp_median(v, n);
}

/* The values a point collects from its runs, one array per measure. */
enum { V_RATE, V_MIB, V_P50, V_P95, V_P99, V_SVC, V_DUR, V_FETCH, V__N };

static int sweep_point_fill(kp_sweep_point *pt, const kp_results *r,
                            const kp_evaluation *e, size_t first)
{
        const kp_plan *p = r->plan;
        const kp_tier *t = &p->tiers[first];
        double *v[V__N] = { NULL };
        size_t n[V__N] = { 0 }, nr = 0;
        size_t cap = (size_t)(t->sweep_runs > 0 ? t->sweep_runs : 1);
        int ret = -1, any_errors = 0;
        pt->tier = first;
        pt->name = t->sweep_point ? t->sweep_point : t->name;
        pt->value = t->sweep_value ? t->sweep_value : "";
        pt->value2 =
            t->sweep_param2 ? (t->sweep_value2 ? t->sweep_value2 : "") : NULL;
        pt->x = sweep_number(t, t->sweep_param, t->sweep_value);
        pt->x2 = t->sweep_param2
                     ? sweep_number(t, t->sweep_param2, t->sweep_value2)
                     : NAN;
        pt->target_rate = t->rate;
        pt->verdict = KP_PASS;
        pt->errors = 0;
        pt->runs = calloc(cap, sizeof(*pt->runs));
        for (size_t k = 0; k < V__N; k++)
                v[k] = calloc(cap, sizeof(double));
        for (size_t k = 0; k < V__N; k++)
                if (!v[k])
                        goto out;
        if (!pt->runs)
                goto out;
        for (size_t i = first; i < r->n_tiers && i < p->n_tiers; i++) {
                const kp_tier *ti = &p->tiers[i];
                const kp_tier_result *tr = &r->tiers[i];
                kp_verdict vd =
                    i < e->n_tiers ? e->tiers[i].verdict : KP_INCOMPLETE;
                double x;
                if (!ti->sweep_group ||
                    strcmp(ti->sweep_group, t->sweep_group) != 0 ||
                    strcmp(ti->sweep_point ? ti->sweep_point : ti->name,
                           pt->name) != 0)
                        continue;
                if (nr == cap)
                        break;
                pt->runs[nr++] = i;
                if (vd != KP_PASS)
                        pt->n_not_pass++;
                if (kp_verdict_rank(vd) > kp_verdict_rank(pt->verdict))
                        pt->verdict = vd;
                if (kp_metric_value(tr, ti, KP_M_PRODUCE_ERRORS, &x) == 0) {
                        pt->errors += x;
                        any_errors = 1;
                }
                if (kp_metric_value(tr, ti, KP_M_PRODUCE_RATE, &x) == 0 &&
                    tr->produce.latency.count > 0) {
                        pt->n_measured++;
                        v[V_RATE][n[V_RATE]++] = x;
                        v[V_MIB][n[V_MIB]++] = tr->produce.mib_per_sec;
                        v[V_P50][n[V_P50]++] = tr->produce.latency.p50_ms;
                        v[V_P95][n[V_P95]++] = tr->produce.latency.p95_ms;
                        v[V_P99][n[V_P99]++] = tr->produce.latency.p99_ms;
                        v[V_DUR][n[V_DUR]++] = tr->produce.duration_s;
                        if (tr->produce.service.count)
                                v[V_SVC][n[V_SVC]++] =
                                    tr->produce.service.p95_ms;
                }
                if (tr->consume.ran) {
                        pt->consumed = 1;
                        if (kp_metric_value(tr, ti, KP_M_CONSUME_FETCH_RATE,
                                            &x) == 0)
                                v[V_FETCH][n[V_FETCH]++] = x;
                }
        }
        /* A run the results do not have is not a pass. */
        pt->n_runs = nr;
        if (nr < cap && pt->verdict == KP_PASS)
                pt->verdict = KP_INCOMPLETE;
        pt->produced = pt->n_measured > 0;
        stat_fill(&pt->rate_runs, v[V_RATE], n[V_RATE], KP_M_PRODUCE_RATE);
        stat_fill(&pt->p95_runs, v[V_P95], n[V_P95], KP_M_PRODUCE_LAT_P95);
        pt->rate = pt->rate_runs.median;
        pt->p95_ms = pt->p95_runs.median;
        pt->mib_per_sec = kp_median(v[V_MIB], n[V_MIB]);
        pt->p50_ms = kp_median(v[V_P50], n[V_P50]);
        pt->p99_ms = kp_median(v[V_P99], n[V_P99]);
        pt->service_p95_ms = kp_median(v[V_SVC], n[V_SVC]);
        pt->duration_s = kp_median(v[V_DUR], n[V_DUR]);
        pt->fetch_rate = kp_median(v[V_FETCH], n[V_FETCH]);
        pt->short_run =
            isfinite(pt->duration_s) && pt->duration_s < KP_SWEEP_SHORT_S;
        if (!any_errors)
                pt->errors = NAN;
        ret = 0;
out:
        for (size_t k = 0; k < V__N; k++)
                free(v[k]);
        return ret;
}

/* ---- words ------------------------------------------------------------------
 */

/* "acks=all", or "linger.ms=5, batch.size=65536" for a grid. */
typedef struct label_buf {
        char s[256];
} label_buf;

static const char *point_label(label_buf *b, const kp_sweep_eval *s,
                               const kp_sweep_point *p)
{
        if (s->param2)
                snprintf(b->s, sizeof(b->s), "%s=%s, %s=%s", s->param, p->value,
                         s->param2, p->value2 ? p->value2 : "");
        else
                snprintf(b->s, sizeof(b->s), "%s=%s", s->param, p->value);
        return b->s;
}

/* Latency for sentences: "0.412 ms", "4.80 ms", "52.8 ms", "1,204 ms". */
typedef struct ms_buf {
        char s[48];
} ms_buf;

static const char *ms_str(ms_buf *b, double ms)
{
        if (!isfinite(ms))
                snprintf(b->s, sizeof(b->s), "n/a");
        else if (ms < 1)
                snprintf(b->s, sizeof(b->s), "%.3f ms", ms);
        else if (ms < 10)
                snprintf(b->s, sizeof(b->s), "%.2f ms", ms);
        else if (ms < 100)
                snprintf(b->s, sizeof(b->s), "%.1f ms", ms);
        else {
                char n[32];
                snprintf(b->s, sizeof(b->s), "%s ms",
                         kp_fmt_count(n, sizeof(n), (uint64_t)(ms + 0.5)));
        }
        return b->s;
}

/* A factor for sentences: "1.35x", "3.5x", "12x". */
typedef struct x_buf {
        char s[32];
} x_buf;

static const char *x_str(x_buf *b, double f)
{
        snprintf(b->s, sizeof(b->s),
                 f < 2    ? "%.2fx"
                 : f < 10 ? "%.1fx"
                          : "%.0fx",
                 f);
        return b->s;
}

/* A percentage for sentences: "4.5%", "12%", "2,725%". */
typedef struct pct_buf {
        char s[40];
} pct_buf;

static const char *pct_str(pct_buf *b, double pct)
{
        if (!isfinite(pct))
                snprintf(b->s, sizeof(b->s), "n/a");
        else if (pct < 10)
                snprintf(b->s, sizeof(b->s), "%.1f%%", pct);
        else {
                char n[32];
                snprintf(b->s, sizeof(b->s), "%s%%",
                         kp_fmt_count(n, sizeof(n), (uint64_t)(pct + 0.5)));
        }
        return b->s;
}

/* A point's figures for the sweep's goal: "a median of 52,000 msg/s
 * (48,100 to 53,000 over 3 runs) with a p95 latency of 4.10 ms", or
 * "52,000 msg/s with a p95 latency of 4.10 ms (one run)". */
typedef struct fig_buf {
        char s[256];
} fig_buf;

static const char *figures(fig_buf *b, const kp_sweep_eval *s,
                           const kp_sweep_point *p)
{
        ev_rate_buf r0, r1, r2;
        ms_buf m0, m1, m2;
        if (p->n_measured < 2 && s->goal == KP_GOAL_THROUGHPUT)
                snprintf(b->s, sizeof(b->s),
                         "%s msg/s with a p95 latency of %s (one run)",
                         ev_rate_str(&r0, p->rate), ms_str(&m0, p->p95_ms));
        else if (p->n_measured < 2)
                snprintf(b->s, sizeof(b->s),
                         "a p95 latency of %s at %s msg/s (one run)",
                         ms_str(&m0, p->p95_ms), ev_rate_str(&r0, p->rate));
        else if (s->goal == KP_GOAL_THROUGHPUT)
                snprintf(b->s, sizeof(b->s),
                         "a median of %s msg/s (%s to %s over %zu runs) with "
                         "a p95 latency of %s",
                         ev_rate_str(&r0, p->rate),
                         ev_rate_str(&r1, p->rate_runs.min),
                         ev_rate_str(&r2, p->rate_runs.max), p->n_measured,
                         ms_str(&m0, p->p95_ms));
        else
                snprintf(b->s, sizeof(b->s),
                         "a median p95 latency of %s (%s to %s over %zu runs) "
                         "at %s msg/s",
                         ms_str(&m0, p->p95_ms), ms_str(&m1, p->p95_runs.min),
                         ms_str(&m2, p->p95_runs.max), p->n_measured,
                         ev_rate_str(&r0, p->rate));
        return b->s;
}

/* ---- differences beyond the noise --------------------------------------- */

static const kp_sweep_stat *stat_of(const kp_sweep_point *p, int lat)
{
        return lat ? &p->p95_runs : &p->rate_runs;
}

/* How point w compares with point b on throughput (lat 0) or p95: how
 * much worse w is, in percent of b (negative: better), and whether that
 * is beyond the noise of the two. */
typedef struct ev_gap {
        int known;    /* both points ran at least twice */
        int beyond;   /* w is worse by more than the noise */
        double pct;   /* how much worse w is than b, % of b */
        double noise; /* the larger noise of the two, at least the floor */
        const kp_sweep_point *noisy; /* whose noise that is; NULL: floor */
} ev_gap;

static ev_gap gap(const kp_sweep_eval *s, const kp_sweep_point *b,
                  const kp_sweep_point *w, int lat)
{
        const kp_metric *m =
            kp_metric_get(lat ? KP_M_PRODUCE_LAT_P95 : KP_M_PRODUCE_RATE);
        const kp_sweep_stat *sb = stat_of(b, lat), *sw = stat_of(w, lat);
        ev_gap g;
        memset(&g, 0, sizeof(g));
        g.known = isfinite(sb->noise_pct) && isfinite(sw->noise_pct);
        g.noise = s->noise_floor_pct;
        if (g.known && sb->noise_pct > g.noise) {
                g.noise = sb->noise_pct;
                g.noisy = b;
        }
        if (g.known && sw->noise_pct > g.noise) {
                g.noise = sw->noise_pct;
                g.noisy = w;
        }
        g.beyond =
            kp_compare_judge(m, sb->median, sw->median, g.noise, 0, &g.pct) &&
            g.known;
        return g;
}

/* The noise of a gap in words: "12% (two runs of linger.ms=3 differed by
 * that much)", or "10% (the default threshold of kplan compare; ...)". */
typedef struct noise_buf {
        char s[320];
} noise_buf;

static const char *noise_words(noise_buf *b, const kp_sweep_eval *s,
                               const ev_gap *g)
{
        pct_buf pb;
        label_buf lb;
        if (g->noisy)
                snprintf(b->s, sizeof(b->s),
                         "%s (two runs of %s differed by that much)",
                         pct_str(&pb, g->noise), point_label(&lb, s, g->noisy));
        else
                snprintf(b->s, sizeof(b->s),
                         "%s (the default threshold of kplan compare; no two "
                         "runs of either point differed by more)",
                         pct_str(&pb, g->noise));
        return b->s;
}

/* Is a ahead of b in median throughput (lat 0) or p95 (equal: no)? */
static int leads(const kp_sweep_point *a, const kp_sweep_point *b, int lat)
{
        return lat ? a->p95_ms < b->p95_ms : a->rate > b->rate;
}

/* ---- the best point ---------------------------------------------------------
 */

static int candidate(const kp_sweep_point *p)
{
        return p->verdict == KP_PASS && p->produced;
}

/* The names of the points in set[0..n) but skip, "a, b and c". */
static void list_points(kp_buf *out, const kp_sweep_eval *s, const size_t *set,
                        size_t n, size_t skip, int with_value, int lat)
{
        size_t k = 0, total = 0;
        for (size_t i = 0; i < n; i++)
                total += set[i] != skip;
        for (size_t i = 0; i < n; i++) {
                const kp_sweep_point *p = &s->points[set[i]];
                label_buf lb;
                ev_rate_buf rb;
                ms_buf mb;
                if (set[i] == skip)
                        continue;
                kp_buf_printf(out, "%s%s",
                              k == 0           ? ""
                              : k + 1 == total ? " and "
                                               : ", ",
                              point_label(&lb, s, p));
                if (with_value)
                        kp_buf_printf(out, " (%s%s)",
                                      lat ? ms_str(&mb, p->p95_ms)
                                          : ev_rate_str(&rb, p->rate),
                                      lat ? "" : " msg/s");
                k++;
        }
}

/* Chooses the best point and says why (the first finding). Best is the
 * point that leads on the goal's measure (throughput, or p95 latency
 * when every point had a fixed rate) among the points that passed every
 * criterion, beyond the noise of every other such point; or, when some
 * are within the noise of it, the one of them that is better than all
 * the others on the other measure beyond the noise. Otherwise no point
 * is best and the points within the noise of the leader are tied. */
static int sweep_best(ev_strv *f, kp_sweep_eval *s)
{
        int lat = s->goal == KP_GOAL_LATENCY;
        size_t *set = calloc(s->n_points + 1, sizeof(*set)), n_set = 0;
        size_t lead = s->n_points, n_cand = 0, closest = s->n_points;
        size_t other = s->n_points;
        int known = 1, ret = -1, once = 1;
        label_buf lb, lc;
        fig_buf fb;
        ev_rate_buf rb;
        ms_buf mb;
        pct_buf pb;
        noise_buf nb;
        ev_gap gc = { 0 };
        kp_buf names = { 0 };
        s->best = s->n_points;
        if (!set)
                return -1;
        for (size_t i = 0; i < s->n_points; i++) {
                const kp_sweep_point *p = &s->points[i];
                once &= p->n_measured < 2;
                if (!candidate(p))
                        continue;
                n_cand++;
                if (lead == s->n_points || leads(p, &s->points[lead], lat))
                        lead = i;
        }
        if (lead == s->n_points) {
                ret = ev_strv_addf(f, "No point passed every criterion, so "
                                      "none is marked best.");
                goto out;
        }
        set[n_set++] = lead;
        for (size_t i = 0; i < s->n_points; i++) {
                ev_gap g;
                if (i == lead || !candidate(&s->points[i]))
                        continue;
                g = gap(s, &s->points[lead], &s->points[i], lat);
                known &= g.known;
                if (!g.beyond)
                        set[n_set++] = i;
                else if (closest == s->n_points || g.pct < gc.pct) {
                        closest = i;
                        gc = g;
                }
        }
        /* In plan order, for the sentences. */
        for (size_t i = 1; i < n_set; i++)
                for (size_t j = i; j > 0 && set[j - 1] > set[j]; j--) {
                        size_t t = set[j];
                        set[j] = set[j - 1];
                        set[j - 1] = t;
                }
        if (n_set == 1) {
                s->best = lead;
                s->points[lead].best = 1;
                if (n_cand == 1)
                        ret =
                            ev_strv_addf(f,
                                         "Best: %s, %s: the only point that "
                                         "passed every criterion.",
                                         point_label(&lb, s, &s->points[lead]),
                                         figures(&fb, s, &s->points[lead]));
                else
                        ret = ev_strv_addf(
                            f,
                            "Best: %s, %s: ahead of every other point that "
                            "passed every criterion by more than the noise; "
                            "the closest, %s (%s%s), is %s %s, against a "
                            "noise of %s.",
                            point_label(&lb, s, &s->points[lead]),
                            figures(&fb, s, &s->points[lead]),
                            point_label(&lc, s, &s->points[closest]),
                            lat ? ms_str(&mb, s->points[closest].p95_ms)
                                : ev_rate_str(&rb, s->points[closest].rate),
                            lat ? "" : " msg/s", pct_str(&pb, gc.pct),
                            lat ? "higher" : "lower", noise_words(&nb, s, &gc));
                goto out;
        }
        /* Within the noise of the leader: the other measure may still set
         * one of them apart. */
        if (known) {
                for (size_t i = 0; i < n_set; i++)
                        if (other == s->n_points ||
                            leads(&s->points[set[i]], &s->points[other], !lat))
                                other = set[i];
                for (size_t i = 0; i < n_set && other < s->n_points; i++)
                        if (set[i] != other &&
                            !gap(s, &s->points[other], &s->points[set[i]], !lat)
                                 .beyond)
                                other = s->n_points;
        }
        if (other < s->n_points) {
                s->best = other;
                s->points[other].best = 1;
                list_points(&names, s, set, n_set, other, 0, lat);
                if (names.oom)
                        goto out;
                ret = ev_strv_addf(
                    f,
                    "Best: %s, %s: its %s is within the noise of %s, and its "
                    "%s is %s than theirs by more than the noise.",
                    point_label(&lb, s, &s->points[other]),
                    figures(&fb, s, &s->points[other]),
                    lat ? "p95 latency" : "throughput", names.s,
                    lat ? "throughput" : "p95 latency",
                    lat ? "higher" : "lower");
                goto out;
        }
        s->tie = 1;
        for (size_t i = 0; i < n_set; i++)
                s->points[set[i]].tied = 1;
        list_points(&names, s, set, n_set, lead, 1, lat);
        if (names.oom)
                goto out;
        if (once) {
                ret = ev_strv_addf(
                    f,
                    "Each point ran once, so kplan cannot tell a difference "
                    "between points from noise and marks none best: %s had "
                    "the %s, %s%s. Run each point several times (\"repeat\": "
                    "3 or more) to measure the noise.",
                    point_label(&lb, s, &s->points[lead]),
                    lat ? "lowest p95 latency" : "highest throughput",
                    lat ? ms_str(&mb, s->points[lead].p95_ms)
                        : ev_rate_str(&rb, s->points[lead].rate),
                    lat ? "" : " msg/s");
                goto out;
        }
        {
                const kp_sweep_point *noisy = NULL;
                for (size_t i = 0; i < n_set; i++) {
                        const kp_sweep_stat *st =
                            stat_of(&s->points[set[i]], lat);
                        if (isfinite(st->noise_pct) &&
                            (!noisy ||
                             st->noise_pct > stat_of(noisy, lat)->noise_pct))
                                noisy = &s->points[set[i]];
                }
                ret = ev_strv_addf(
                    f,
                    "No single best point: %s had the %s, %s%s, but %s %s "
                    "within the noise of it%s%s%s%s%s, and %s sets none of "
                    "them apart either: a tie.",
                    point_label(&lb, s, &s->points[lead]),
                    lat ? "lowest median p95 latency"
                        : "highest median throughput",
                    lat ? ms_str(&mb, s->points[lead].p95_ms)
                        : ev_rate_str(&rb, s->points[lead].rate),
                    lat ? "" : " msg/s", names.s, n_set > 2 ? "are" : "is",
                    noisy ? " (two runs of " : "",
                    noisy ? point_label(&lc, s, noisy) : "",
                    noisy ? " differed by " : "",
                    noisy ? pct_str(&pb, stat_of(noisy, lat)->noise_pct) : "",
                    noisy ? ")" : "", lat ? "throughput" : "p95 latency");
        }
out:
        kp_buf_free(&names);
        free(set);
        return ret;
}

/* ---- findings -------------------------------------------------------------
 */

/* How much two runs of one point differed, the largest of the sweep. */
static int find_noise(ev_strv *f, const kp_sweep_eval *s)
{
        label_buf la, lb;
        pct_buf pa, pb, pf;
        if (s->rate_noisiest == s->n_points)
                return 0;
        return ev_strv_addf(
            f,
            "Noise: each point ran %zu times, interleaved with the other "
            "points; two runs of one point differed by up to %s in "
            "throughput (%s) and %s in p95 latency (%s). The figures are "
            "medians of the runs, and a difference between two points "
            "counts only when it is beyond the larger noise of the two "
            "and beyond %s, the default threshold of kplan compare.",
            s->runs,
            pct_str(&pa, s->points[s->rate_noisiest].rate_runs.noise_pct),
            point_label(&la, s, &s->points[s->rate_noisiest]),
            s->p95_noisiest < s->n_points
                ? pct_str(&pb, s->points[s->p95_noisiest].p95_runs.noise_pct)
                : "n/a",
            s->p95_noisiest < s->n_points
                ? point_label(&lb, s, &s->points[s->p95_noisiest])
                : "none",
            pct_str(&pf, s->noise_floor_pct));
}

/* The points that did not pass, named with their verdicts. */
static int find_failed(ev_strv *f, const kp_sweep_eval *s)
{
        kp_buf b = { 0 };
        size_t n = 0;
        int rc;
        for (size_t i = 0; i < s->n_points; i++) {
                const kp_sweep_point *p = &s->points[i];
                label_buf lb;
                if (p->verdict == KP_PASS)
                        continue;
                kp_buf_printf(&b, "%s%s (%s", n ? ", " : "",
                              point_label(&lb, s, p),
                              kp_verdict_str(p->verdict));
                if (p->n_runs > 1)
                        kp_buf_printf(&b, " in %zu of %zu runs", p->n_not_pass,
                                      p->n_runs);
                kp_buf_printf(&b, ")");
                n++;
        }
        if (n == 0 || b.oom) {
                rc = b.oom ? -1 : 0;
                kp_buf_free(&b);
                return rc;
        }
        rc = ev_strv_addf(f,
                          "%zu of %zu points did not pass every criterion: %s.",
                          n, s->n_points, b.s);
        kp_buf_free(&b);
        return rc;
}

/* Fixed-rate points whose producer fell behind the schedule. */
static int find_shortfall(ev_strv *f, const kp_sweep_eval *s)
{
        for (size_t i = 0; i < s->n_points; i++) {
                const kp_sweep_point *p = &s->points[i];
                label_buf lb;
                ev_rate_buf ra, rt;
                if (!p->produced || p->target_rate <= 0 ||
                    p->rate >= 0.99 * p->target_rate)
                        continue;
                if (ev_strv_addf(f,
                                 "At %s the producer did not hold the target "
                                 "rate: %s of %s msg/s (%.0f%%).",
                                 point_label(&lb, s, p),
                                 ev_rate_str(&ra, p->rate),
                                 ev_rate_str(&rt, p->target_rate),
                                 p->rate / p->target_rate * 100))
                        return -1;
        }
        return 0;
}

/* Points whose runs produced for less than KP_SWEEP_SHORT_S, and how
 * many messages would make them long enough at the rate they ran. */
static int find_short(ev_strv *f, const kp_sweep_eval *s, const kp_results *r)
{
        kp_buf b = { 0 };
        size_t n = 0;
        double lo = INFINITY, hi = 0, need = 0;
        char sb[32], nb[32];
        int rc;
        for (size_t i = 0; i < s->n_points; i++) {
                const kp_sweep_point *p = &s->points[i];
                const kp_tier *t = &r->plan->tiers[p->tier];
                label_buf lb;
                double want;
                if (!p->short_run)
                        continue;
                if (n < 3)
                        kp_buf_printf(&b, "%s%s",
                                      n == 0 ? ""
                                      : s->n_short <= 3 && n + 1 == s->n_short
                                          ? " and "
                                      : s->param2 ? "; "
                                                  : ", ",
                                      point_label(&lb, s, p));
                n++;
                lo = fmin(lo, p->duration_s);
                hi = fmax(hi, p->duration_s);
                want = p->duration_s > 0 ? (double)t->messages *
                                               KP_SWEEP_SHORT_S / p->duration_s
                                         : 0;
                need = fmax(need, want);
        }
        if (n == 0 || b.oom) {
                rc = b.oom ? -1 : 0;
                kp_buf_free(&b);
                return rc;
        }
        if (n > 1 && n == s->n_points) {
                kp_buf_free(&b);
                memset(&b, 0, sizeof(b));
                if (n == 2)
                        kp_buf_printf(&b, "both points");
                else
                        kp_buf_printf(&b, "all %zu points", n);
        } else if (n > 3) {
                kp_buf_printf(&b, " and %zu more", n - 3);
        }
        /* Two significant digits, rounded up. */
        if (need >= 100) {
                double mag = pow(10, floor(log10(need)) - 1);
                need = ceil(need / mag) * mag;
        }
        snprintf(sb, sizeof(sb), "%.1f to %.1f s", lo, hi);
        if (round(lo * 10) == round(hi * 10))
                snprintf(sb, sizeof(sb), "%.1f s", lo);
        rc = ev_strv_addf(
            f,
            "Short runs: %s produced for %s (the median of %s runs), less "
            "than %.0f s; so short a run measures the client's start and "
            "the host's scheduling as much as the cluster. At these rates "
            "about %s messages per point would make every run %.0f s long.",
            b.s, sb, n == 1 ? "its" : "their", KP_SWEEP_SHORT_S,
            kp_fmt_count(nb, sizeof(nb), (uint64_t)need), KP_SWEEP_SHORT_S);
        kp_buf_free(&b);
        return rc;
}

/* The spread of the leading measure over the points idx[0..n): the
 * best median against the worst, and whether that is beyond the noise.
 * prefix names the subset ("With batch.size=16384, ") or is ""; grid:
 * only the first parameter varies among them. */
static int find_spread(ev_strv *f, const kp_sweep_eval *s, const size_t *idx,
                       size_t n, const char *prefix, int grid)
{
        int lat = s->goal == KP_GOAL_LATENCY;
        const kp_sweep_point *hi = NULL, *lo = NULL; /* best, worst */
        label_buf lh, ll;
        ev_rate_buf rh, rl;
        ms_buf mh, ml;
        x_buf xb;
        pct_buf pb;
        noise_buf nb;
        ev_gap g;
        char tied[48] = "";
        const char *what = lat ? "p95 latency" : "throughput";
        for (size_t k = 0; k < n; k++) {
                const kp_sweep_point *p = &s->points[idx[k]];
                if (!p->produced)
                        continue;
                if (!hi || leads(p, hi, lat))
                        hi = p;
                if (!lo || leads(lo, p, lat))
                        lo = p;
        }
        if (!hi || hi == lo)
                return 0;
        /* In a grid row only the first parameter varies: name it alone. */
        if (grid) {
                snprintf(lh.s, sizeof(lh.s), "%s=%s", s->param, hi->value);
                snprintf(ll.s, sizeof(ll.s), "%s=%s", s->param, lo->value);
        } else {
                point_label(&lh, s, hi);
                point_label(&ll, s, lo);
        }
        g = gap(s, hi, lo, lat);
        if (!g.known) {
                if (lat)
                        return ev_strv_addf(
                            f,
                            "%sp95 latency ranged from %s (%s) to %s (%s); "
                            "with one run per point kplan cannot tell that "
                            "from noise.",
                            prefix, ms_str(&mh, hi->p95_ms), lh.s,
                            ms_str(&ml, lo->p95_ms), ll.s);
                return ev_strv_addf(f,
                                    "%s%s ranged from %s msg/s (%s) to %s "
                                    "msg/s (%s); with one run per point "
                                    "kplan cannot tell that from noise.",
                                    prefix, *prefix ? what : "Throughput",
                                    ev_rate_str(&rl, lo->rate), ll.s,
                                    ev_rate_str(&rh, hi->rate), lh.s);
        }
        if (!g.beyond) {
                if (lat)
                        return ev_strv_addf(
                            f,
                            "%s%s was a tie within noise across %s: medians "
                            "from %s (%s) to %s (%s), %s apart, within the "
                            "noise of %s.",
                            prefix, what, s->param, ms_str(&mh, hi->p95_ms),
                            lh.s, ms_str(&ml, lo->p95_ms), ll.s,
                            pct_str(&pb, g.pct), noise_words(&nb, s, &g));
                return ev_strv_addf(
                    f,
                    "%s%s was a tie within noise across %s: medians from %s "
                    "msg/s (%s) to %s msg/s (%s), %s apart, within the noise "
                    "of %s.",
                    prefix, *prefix ? what : "Throughput", s->param,
                    ev_rate_str(&rl, lo->rate), ll.s,
                    ev_rate_str(&rh, hi->rate), lh.s, pct_str(&pb, g.pct),
                    noise_words(&nb, s, &g));
        }
        /* The point with the best median may be one of a tie (sweep_best):
         * the factor is then the largest of the tie's, not a reason to
         * prefer that point. */
        if (!grid && s->tie && hi->tied)
                snprintf(tied, sizeof(tied), ", the %s median of the tie,",
                         lat ? "lowest" : "highest");
        if (lat)
                return ev_strv_addf(
                    f,
                    "%s%s%s gave the lowest p95 latency, %s, and %s the "
                    "highest, %s (%s): medians, beyond the noise of %s.",
                    prefix, lh.s, tied, ms_str(&mh, hi->p95_ms), ll.s,
                    ms_str(&ml, lo->p95_ms),
                    x_str(&xb, lo->p95_ms / hi->p95_ms),
                    noise_words(&nb, s, &g));
        /* Bigger records carry more bytes per message: say what the
         * MiB/s did too. */
        if (strcmp(s->param, "record_size") == 0 && !grid)
                return ev_strv_addf(
                    f,
                    "%s%s%s gave %s the throughput of %s in msg/s and %.2f "
                    "against %.2f MiB/s: medians of %s against %s msg/s, "
                    "beyond the noise of %s; p95 latency was %s against %s.",
                    prefix, lh.s, tied, x_str(&xb, hi->rate / lo->rate), ll.s,
                    hi->mib_per_sec, lo->mib_per_sec,
                    ev_rate_str(&rh, hi->rate), ev_rate_str(&rl, lo->rate),
                    noise_words(&nb, s, &g), ms_str(&mh, hi->p95_ms),
                    ms_str(&ml, lo->p95_ms));
        return ev_strv_addf(
            f,
            "%s%s%s gave %s the throughput of %s: medians of %s against %s "
            "msg/s, beyond the noise of %s; p95 latency was %s against %s.",
            prefix, lh.s, tied, x_str(&xb, hi->rate / lo->rate), ll.s,
            ev_rate_str(&rh, hi->rate), ev_rate_str(&rl, lo->rate),
            noise_words(&nb, s, &g), ms_str(&mh, hi->p95_ms),
            ms_str(&ml, lo->p95_ms));
}

/* Sorts idx[0..n) by the points' value (insertion sort: a sweep has at
 * most 50 points). */
static void sort_by_x(size_t *idx, size_t n, const kp_sweep_point *pts)
{
        for (size_t i = 1; i < n; i++) {
                size_t v = idx[i], j = i;
                while (j > 0 && pts[idx[j - 1]].x > pts[v].x) {
                        idx[j] = idx[j - 1];
                        j--;
                }
                idx[j] = v;
        }
}

/* Along a numeric parameter (ord: produced points by increasing value):
 * where throughput stops growing beyond the noise, and a p95 whose
 * medians move the same way at every step, beyond the noise from the
 * first value to the last: "at every step" only when every step is
 * beyond the noise, else the steps that are not (or that none is).
 * Nothing when the points ran once. */
static int find_numeric(ev_strv *f, const kp_sweep_eval *s, const size_t *ord,
                        size_t n)
{
        const kp_sweep_point *first, *last;
        int up = 1, down = 1;
        size_t n_flat = 0, flat = 0;
        label_buf la, lb;
        ev_rate_buf ra, rb;
        ms_buf ma, mb;
        if (n < 3)
                return 0;
        first = &s->points[ord[0]];
        last = &s->points[ord[n - 1]];
        if (s->goal == KP_GOAL_THROUGHPUT) {
                /* The first value that gained beyond the noise over the
                 * smallest value, beyond which no point gains beyond the
                 * noise over it. */
                for (size_t k = 1; k + 1 < n; k++) {
                        const kp_sweep_point *p = &s->points[ord[k]];
                        const kp_sweep_point *top = NULL;
                        int more = 0;
                        if (!gap(s, p, first, 0).beyond)
                                continue;
                        for (size_t j = k + 1; j < n; j++) {
                                const kp_sweep_point *q = &s->points[ord[j]];
                                more |= gap(s, q, p, 0).beyond;
                                if (!top || q->rate > top->rate)
                                        top = q;
                        }
                        if (more)
                                continue;
                        if (ev_strv_addf(
                                f,
                                "Beyond %s, throughput gained no more than "
                                "the noise: a median of %s msg/s there, at "
                                "most %s msg/s up to %s.",
                                point_label(&la, s, p),
                                ev_rate_str(&ra, p->rate),
                                ev_rate_str(&rb, fmax(top->rate, p->rate)),
                                point_label(&lb, s, last)))
                                return -1;
                        break;
                }
        }
        /* p95 along the parameter: the steps whose medians moved by no
         * more than the noise are not called a rise or a fall. */
        for (size_t k = 1; k < n; k++) {
                const kp_sweep_point *pa = &s->points[ord[k - 1]];
                const kp_sweep_point *pb = &s->points[ord[k]];
                int beyond = pb->p95_ms > pa->p95_ms ? gap(s, pa, pb, 1).beyond
                                                     : gap(s, pb, pa, 1).beyond;
                up &= pb->p95_ms > pa->p95_ms;
                down &= pb->p95_ms < pa->p95_ms;
                if (!beyond && !n_flat++)
                        flat = k;
        }
        if (!(up && gap(s, first, last, 1).beyond) &&
            !(down && gap(s, last, first, 1).beyond))
                return 0;
        if (!n_flat)
                return ev_strv_addf(
                    f,
                    "p95 latency %s at every step of %s by "
                    "more than the noise, from a median of "
                    "%s at %s to %s at %s.",
                    up ? "rose" : "fell", s->param, ms_str(&ma, first->p95_ms),
                    point_label(&la, s, first), ms_str(&mb, last->p95_ms),
                    point_label(&lb, s, last));
        {
                label_buf lc, ld;
                char at[64] = "";
                if (n_flat == n - 1)
                        return ev_strv_addf(
                            f,
                            "p95 latency %s from a median of %s at %s to %s "
                            "at %s, beyond the noise; no single step between "
                            "them was beyond it.",
                            up ? "rose" : "fell", ms_str(&ma, first->p95_ms),
                            point_label(&la, s, first),
                            ms_str(&mb, last->p95_ms),
                            point_label(&lb, s, last));
                if (n_flat > 1)
                        snprintf(at, sizeof(at), "at %zu of its %zu steps (",
                                 n_flat, n - 1);
                return ev_strv_addf(
                    f,
                    "p95 latency %s from a median of %s at %s to %s at %s, "
                    "beyond the noise; %s%sfrom %s to %s%s it moved by no "
                    "more than the noise.",
                    up ? "rose" : "fell", ms_str(&ma, first->p95_ms),
                    point_label(&la, s, first), ms_str(&mb, last->p95_ms),
                    point_label(&lb, s, last), at,
                    n_flat > 1 ? "the first " : "",
                    point_label(&lc, s, &s->points[ord[flat - 1]]),
                    point_label(&ld, s, &s->points[ord[flat]]),
                    n_flat > 1 ? ")" : "");
        }
}

static int sweep_findings(kp_sweep_eval *s, const kp_results *r)
{
        ev_strv f = { 0 };
        size_t *idx = calloc(s->n_points + 1, sizeof(*idx)), n = 0;
        int ret = -1;
        if (!idx)
                return -1;
        for (size_t i = 0; i < s->n_points; i++)
                if (s->points[i].produced)
                        idx[n++] = i;
        if (n == 0) {
                s->best = s->n_points;
                if (ev_strv_addf(&f, "No point of the sweep measured a produce "
                                     "rate."))
                        goto out;
        } else if (sweep_best(&f, s) || find_noise(&f, s)) {
                goto out;
        }
        if (!s->param2 && n >= 2) {
                if (find_spread(&f, s, idx, n, "", 0))
                        goto out;
                if (s->numeric) {
                        sort_by_x(idx, n, s->points);
                        if (find_numeric(&f, s, idx, n))
                                goto out;
                }
        } else if (s->param2) {
                /* One sentence per value of the second parameter, in the
                 * order the plan gives them. */
                for (size_t i = 0; i < s->n_points; i++) {
                        const char *v2 = s->points[i].value2;
                        size_t m = 0;
                        int seen = 0;
                        char prefix[192];
                        for (size_t k = 0; k < i && !seen; k++)
                                seen = strcmp(s->points[k].value2, v2) == 0;
                        if (seen)
                                continue;
                        for (size_t k = i; k < s->n_points; k++)
                                if (s->points[k].produced &&
                                    strcmp(s->points[k].value2, v2) == 0)
                                        idx[m++] = k;
                        if (m < 2)
                                continue;
                        snprintf(prefix, sizeof(prefix), "With %s=%s, ",
                                 s->param2, v2);
                        if (find_spread(&f, s, idx, m, prefix, 1))
                                goto out;
                }
        }
        if (find_shortfall(&f, s) || find_short(&f, s, r) || find_failed(&f, s))
                goto out;
        ret = 0;
out:
        s->findings = f.v;
        s->n_findings = f.n;
        free(idx);
        return ret;
}

/* The noisiest point of the sweep in throughput (lat 0) or p95. */
static size_t noisiest(const kp_sweep_eval *s, int lat)
{
        size_t at = s->n_points;
        for (size_t i = 0; i < s->n_points; i++) {
                const kp_sweep_stat *st = stat_of(&s->points[i], lat);
                if (isfinite(st->noise_pct) &&
                    (at == s->n_points ||
                     st->noise_pct > stat_of(&s->points[at], lat)->noise_pct))
                        at = i;
        }
        return at;
}

int kp_evaluate_sweeps(const kp_results *r, kp_evaluation *e)
{
        const kp_plan *p = r->plan;
        for (size_t i = 0; i < r->n_tiers && i < p->n_tiers; i++) {
                const kp_tier *t = &p->tiers[i];
                kp_sweep_eval *s, *v;
                int seen = 0, all_fixed = 1;
                if (!t->sweep_group)
                        continue;
                for (size_t k = 0; k < e->n_sweeps && !seen; k++)
                        seen = strcmp(e->sweeps[k].group, t->sweep_group) == 0;
                if (seen)
                        continue;
                v = realloc(e->sweeps, (e->n_sweeps + 1) * sizeof(*v));
                if (!v)
                        return -1;
                e->sweeps = v;
                s = &e->sweeps[e->n_sweeps];
                memset(s, 0, sizeof(*s));
                s->group = t->sweep_group;
                s->param = t->sweep_param ? t->sweep_param : "";
                s->param2 = t->sweep_param2;
                s->noise_floor_pct = KP_COMPARE_DEFAULT_THRESHOLD;
                s->points = calloc(r->n_tiers, sizeof(*s->points));
                if (!s->points)
                        return -1;
                e->n_sweeps++;
                s->numeric = 1;
                s->numeric2 = s->param2 != NULL;
                for (size_t k = i; k < r->n_tiers && k < p->n_tiers; k++) {
                        const kp_tier *tk = &p->tiers[k];
                        const char *pn =
                            tk->sweep_point ? tk->sweep_point : tk->name;
                        kp_sweep_point *pt;
                        int dup = 0;
                        if (!tk->sweep_group ||
                            strcmp(tk->sweep_group, s->group) != 0)
                                continue;
                        /* A point once, at its first run. */
                        for (size_t q = 0; q < s->n_points && !dup; q++)
                                dup = strcmp(s->points[q].name, pn) == 0;
                        if (dup)
                                continue;
                        pt = &s->points[s->n_points++];
                        if (sweep_point_fill(pt, r, e, k))
                                return -1;
                        s->numeric &= isfinite(pt->x);
                        if (s->param2)
                                s->numeric2 &= isfinite(pt->x2);
                        all_fixed &= tk->rate > 0;
                        if (pt->n_runs > s->runs)
                                s->runs = pt->n_runs;
                        s->n_short += pt->short_run != 0;
                }
                s->goal = all_fixed ? KP_GOAL_LATENCY : KP_GOAL_THROUGHPUT;
                s->rate_noisiest = noisiest(s, 0);
                s->p95_noisiest = noisiest(s, 1);
                if (sweep_findings(s, r))
                        return -1;
        }
        return 0;
}
