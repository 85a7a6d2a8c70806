/* Sweeps judged as a whole: each point's figures over its runs, the best
 * point and the findings, as records the report model words
 * (evaluate/evaluate.h, kp_evaluate_sweeps()).
 *
 * A difference between two points is stated only when it is beyond the
 * noise: the worse point must be worse than the better by more than the
 * largest change between two runs of either point, computed as kplan
 * compare computes a change (kp_metric_worse()), and by more than
 * compare's own threshold. Points that ran once have no measured noise:
 * kplan then calls no difference real. */
#include "evaluate/evaluate.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/util.h"
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
                        kp_metric_worse(m, v[a], v[b], 0, 0, &w);
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

/* ---- findings as records ------------------------------------------------
 */

/* The findings being made (kp_sweep_finding): a failure to allocate is
 * recorded and checked once, at the end. */
typedef struct fb {
        kp_sweep_eval *s;
        int oom;
} fb;

/* A new finding of code; NULL when memory ran out (every helper below
 * takes NULL and does nothing). */
static kp_sweep_finding *f_new(fb *b, kp_jcode code)
{
        kp_sweep_finding *v;
        if (b->oom)
                return NULL;
        v = realloc(b->s->findings, (b->s->n_findings + 1) * sizeof(*v));
        if (!v) {
                b->oom = 1;
                return NULL;
        }
        b->s->findings = v;
        v = &v[b->s->n_findings++];
        memset(v, 0, sizeof(*v));
        kp_judgment_init(&v->j, code, KP_SUBJ_TIER);
        v->j.tier = b->s->group;
        return v;
}

static kp_judgment *jof(kp_sweep_finding *f)
{
        return f ? &f->j : NULL;
}

static void j_num(kp_judgment *j, const char *name, const char *unit, double v)
{
        if (j)
                kp_judgment_num(j, name, unit, v);
}

static void j_name(kp_judgment *j, const char *name, const char *text)
{
        if (j)
                kp_judgment_name(j, name, text ? text : "");
}

/* A slot of f for parts (a name figure with no text): its number. */
static size_t f_slot(kp_sweep_finding *f, const char *name)
{
        size_t k = 0;
        if (!f)
                return 0;
        for (size_t i = 0; i < f->j.n_fig; i++)
                k += strcmp(f->j.fig[i].unit, "name") == 0 && !f->j.fig[i].text;
        kp_judgment_name(&f->j, name, NULL);
        return k;
}

/* A new part of f, in slot; NULL when f is or memory ran out. */
static kp_judgment *f_part(fb *b, kp_sweep_finding *f, size_t slot,
                           kp_jcode code)
{
        kp_sweep_part *v;
        if (!f || b->oom)
                return NULL;
        v = realloc(f->parts, (f->n_parts + 1) * sizeof(*v));
        if (!v) {
                b->oom = 1;
                return NULL;
        }
        f->parts = v;
        v = &v[f->n_parts++];
        kp_judgment_init(&v->j, code, KP_SUBJ_TIER);
        v->j.tier = b->s->group;
        v->slot = slot;
        return &v->j;
}

/* A point by its label, as a part. */
static void part_point(fb *b, kp_sweep_finding *f, size_t slot,
                       const char *label)
{
        j_name(f_part(b, f, slot, KP_J_NONE), "point", label);
}

/* A point's figures for the sweep's goal: its medians over its runs,
 * with their range, or its one run's. */
static void part_figures(fb *b, kp_sweep_finding *f, size_t slot,
                         const kp_sweep_eval *s, const kp_sweep_point *p)
{
        int thr = s->goal == KP_GOAL_THROUGHPUT;
        kp_judgment *j;
        if (p->n_measured < 2) {
                j = f_part(b, f, slot,
                           thr ? KP_J_SWEEP_FIG_RATE_ONCE
                               : KP_J_SWEEP_FIG_P95_ONCE);
                j_num(j, thr ? "msgs_per_sec" : "latency_p95",
                      thr ? "msg/s" : "ms", thr ? p->rate : p->p95_ms);
                j_num(j, thr ? "latency_p95" : "msgs_per_sec",
                      thr ? "ms" : "msg/s", thr ? p->p95_ms : p->rate);
                return;
        }
        j = f_part(b, f, slot, thr ? KP_J_SWEEP_FIG_RATE : KP_J_SWEEP_FIG_P95);
        if (thr) {
                j_num(j, "msgs_per_sec", "msg/s", p->rate);
                j_num(j, "msgs_per_sec_min", "msg/s", p->rate_runs.min);
                j_num(j, "msgs_per_sec_max", "msg/s", p->rate_runs.max);
                j_num(j, "runs", "count", (double)p->n_measured);
                j_num(j, "latency_p95", "ms", p->p95_ms);
        } else {
                j_num(j, "latency_p95", "ms", p->p95_ms);
                j_num(j, "latency_p95_min", "ms", p->p95_runs.min);
                j_num(j, "latency_p95_max", "ms", p->p95_runs.max);
                j_num(j, "runs", "count", (double)p->n_measured);
                j_num(j, "msgs_per_sec", "msg/s", p->rate);
        }
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
            kp_metric_worse(m, sb->median, sw->median, g.noise, 0, &g.pct) &&
            g.known;
        return g;
}

/* The noise a gap was judged against, as a part: a point's (two of its
 * runs differed by that much) or compare's threshold. */
static void part_noise(fb *b, kp_sweep_finding *f, size_t slot, const ev_gap *g)
{
        kp_judgment *j =
            f_part(b, f, slot,
                   g->noisy ? KP_J_SWEEP_NOISE_POINT : KP_J_SWEEP_NOISE_FLOOR);
        j_num(j, "noise", "share", g->noise / 100);
        if (g->noisy)
                j_name(j, "point", g->noisy->label);
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

/* The points in set[0..n) but skip, as parts of a list in slot; with
 * their medians of the goal's measure when with_value. */
static void part_points(fb *b, kp_sweep_finding *f, size_t slot,
                        const kp_sweep_eval *s, const size_t *set, size_t n,
                        size_t skip, int with_value, int lat)
{
        for (size_t i = 0; i < n; i++) {
                const kp_sweep_point *p = &s->points[set[i]];
                kp_judgment *j;
                if (set[i] == skip)
                        continue;
                if (!with_value) {
                        part_point(b, f, slot, p->label);
                        continue;
                }
                j = f_part(b, f, slot,
                           lat ? KP_J_SWEEP_ITEM_P95 : KP_J_SWEEP_ITEM_RATE);
                j_name(j, "point", p->label);
                j_num(j, lat ? "latency_p95" : "msgs_per_sec",
                      lat ? "ms" : "msg/s", lat ? p->p95_ms : p->rate);
        }
}

/* Chooses the best point and says why (the first finding). Best is the
 * point that leads on the goal's measure (throughput, or p95 latency
 * when every point had a fixed rate) among the points that passed every
 * criterion, beyond the noise of every other such point; or, when some
 * are within the noise of it, the one of them that is better than all
 * the others on the other measure beyond the noise. Otherwise no point
 * is best and the points within the noise of the leader are tied. */
static void sweep_best(fb *b, kp_sweep_eval *s)
{
        int lat = s->goal == KP_GOAL_LATENCY;
        size_t *set = calloc(s->n_points + 1, sizeof(*set)), n_set = 0;
        size_t lead = s->n_points, n_cand = 0, closest = s->n_points;
        size_t other = s->n_points;
        int known = 1, once = 1;
        ev_gap gc = { 0 };
        kp_sweep_finding *f;
        s->best = s->n_points;
        if (!set) {
                b->oom = 1;
                return;
        }
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
                f_new(b, KP_J_SWEEP_NONE_PASSED);
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
        /* In plan order, for the lists. */
        for (size_t i = 1; i < n_set; i++)
                for (size_t j = i; j > 0 && set[j - 1] > set[j]; j--) {
                        size_t t = set[j];
                        set[j] = set[j - 1];
                        set[j - 1] = t;
                }
        if (n_set == 1) {
                const kp_sweep_point *p = &s->points[lead];
                size_t figs, noise;
                s->best = lead;
                s->points[lead].best = 1;
                if (n_cand == 1) {
                        f = f_new(b, KP_J_SWEEP_BEST_ONLY);
                        j_name(jof(f), "point", p->label);
                        figs = f_slot(f, "figures");
                        part_figures(b, f, figs, s, p);
                        goto out;
                }
                f = f_new(b, lat ? KP_J_SWEEP_BEST_AHEAD_P95
                                 : KP_J_SWEEP_BEST_AHEAD_RATE);
                j_name(jof(f), "point", p->label);
                figs = f_slot(f, "figures");
                j_name(jof(f), "closest", s->points[closest].label);
                j_num(jof(f),
                      lat ? "closest_latency_p95" : "closest_msgs_per_sec",
                      lat ? "ms" : "msg/s",
                      lat ? s->points[closest].p95_ms
                          : s->points[closest].rate);
                j_num(jof(f), "closest_behind", "share", gc.pct / 100);
                noise = f_slot(f, "noise");
                part_figures(b, f, figs, s, p);
                part_noise(b, f, noise, &gc);
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
                size_t figs, names;
                s->best = other;
                s->points[other].best = 1;
                f = f_new(b, lat ? KP_J_SWEEP_BEST_BY_RATE
                                 : KP_J_SWEEP_BEST_BY_P95);
                j_name(jof(f), "point", s->points[other].label);
                figs = f_slot(f, "figures");
                names = f_slot(f, "within_noise");
                part_figures(b, f, figs, s, &s->points[other]);
                part_points(b, f, names, s, set, n_set, other, 0, lat);
                goto out;
        }
        s->tie = 1;
        for (size_t i = 0; i < n_set; i++)
                s->points[set[i]].tied = 1;
        if (once) {
                f = f_new(b, lat ? KP_J_SWEEP_ONCE_P95 : KP_J_SWEEP_ONCE_RATE);
                j_name(jof(f), "point", s->points[lead].label);
                j_num(jof(f), lat ? "latency_p95" : "msgs_per_sec",
                      lat ? "ms" : "msg/s",
                      lat ? s->points[lead].p95_ms : s->points[lead].rate);
                goto out;
        }
        {
                const kp_sweep_point *noisy = NULL;
                size_t noise, names;
                for (size_t i = 0; i < n_set; i++) {
                        const kp_sweep_stat *st =
                            stat_of(&s->points[set[i]], lat);
                        if (isfinite(st->noise_pct) &&
                            (!noisy ||
                             st->noise_pct > stat_of(noisy, lat)->noise_pct))
                                noisy = &s->points[set[i]];
                }
                f = f_new(b, lat ? KP_J_SWEEP_TIE_P95 : KP_J_SWEEP_TIE_RATE);
                j_name(jof(f), "point", s->points[lead].label);
                j_num(jof(f), lat ? "latency_p95" : "msgs_per_sec",
                      lat ? "ms" : "msg/s",
                      lat ? s->points[lead].p95_ms : s->points[lead].rate);
                noise = f_slot(f, "noise");
                names = f_slot(f, "within_noise");
                if (noisy) {
                        kp_judgment *j =
                            f_part(b, f, noise, KP_J_SWEEP_TIE_NOISE);
                        j_name(j, "point", noisy->label);
                        j_num(j, "noise", "share",
                              stat_of(noisy, lat)->noise_pct / 100);
                }
                part_points(b, f, names, s, set, n_set, lead, 1, lat);
        }
out:
        free(set);
}

/* ---- findings -------------------------------------------------------------
 */

/* How much two runs of one point differed, the largest of the sweep. */
static void find_noise(fb *b, const kp_sweep_eval *s)
{
        kp_judgment *j;
        int p95 = s->p95_noisiest < s->n_points;
        if (s->rate_noisiest == s->n_points)
                return;
        j = jof(f_new(b, KP_J_SWEEP_NOISE));
        j_num(j, "runs", "count", (double)s->runs);
        j_num(j, "msgs_per_sec_noise", "share",
              s->points[s->rate_noisiest].rate_runs.noise_pct / 100);
        j_name(j, "msgs_per_sec_noisiest", s->points[s->rate_noisiest].label);
        j_num(j, "latency_p95_noise", "share",
              p95 ? s->points[s->p95_noisiest].p95_runs.noise_pct / 100 : NAN);
        j_name(j, "latency_p95_noisiest",
               p95 ? s->points[s->p95_noisiest].label : "");
        j_num(j, "noise_floor", "share", s->noise_floor_pct / 100);
}

/* The points that did not pass, named with their verdicts. */
static void find_failed(fb *b, const kp_sweep_eval *s)
{
        kp_sweep_finding *f;
        size_t n = 0, list;
        for (size_t i = 0; i < s->n_points; i++)
                n += s->points[i].verdict != KP_PASS;
        if (n == 0)
                return;
        f = f_new(b, KP_J_SWEEP_NOT_PASS);
        j_num(jof(f), "points_not_passed", "count", (double)n);
        j_num(jof(f), "points", "count", (double)s->n_points);
        list = f_slot(f, "not_passed");
        for (size_t i = 0; i < s->n_points; i++) {
                const kp_sweep_point *p = &s->points[i];
                kp_judgment *j;
                if (p->verdict == KP_PASS)
                        continue;
                j = f_part(b, f, list,
                           p->n_runs > 1 ? KP_J_SWEEP_ITEM_VERDICT_RUNS
                                         : KP_J_SWEEP_ITEM_VERDICT);
                j_name(j, "point", p->label);
                j_name(j, "verdict", kp_verdict_str(p->verdict));
                if (p->n_runs > 1) {
                        j_num(j, "runs_not_passed", "count",
                              (double)p->n_not_pass);
                        j_num(j, "runs", "count", (double)p->n_runs);
                }
        }
}

/* Fixed-rate points whose producer fell behind the schedule. */
static void find_shortfall(fb *b, const kp_sweep_eval *s)
{
        for (size_t i = 0; i < s->n_points; i++) {
                const kp_sweep_point *p = &s->points[i];
                kp_judgment *j;
                if (!p->produced || p->target_rate <= 0 ||
                    p->rate >= 0.99 * p->target_rate)
                        continue;
                j = jof(f_new(b, KP_J_SWEEP_SHORTFALL));
                j_name(j, "point", p->label);
                j_num(j, "msgs_per_sec", "msg/s", p->rate);
                j_num(j, "target_msgs_per_sec", "msg/s", p->target_rate);
                j_num(j, "of_target", "share", p->rate / p->target_rate);
        }
}

/* Points whose runs produced for less than KP_SWEEP_SHORT_S, and how
 * many messages would make them long enough at the rate they ran. */
static void find_short(fb *b, const kp_sweep_eval *s, const kp_results *r)
{
        kp_sweep_finding *f;
        size_t n = 0, list, dur;
        double lo = INFINITY, hi = 0, need = 0;
        kp_judgment *j;
        for (size_t i = 0; i < s->n_points; i++) {
                const kp_sweep_point *p = &s->points[i];
                const kp_tier *t = &r->plan->tiers[p->tier];
                double want;
                if (!p->short_run)
                        continue;
                n++;
                lo = fmin(lo, p->duration_s);
                hi = fmax(hi, p->duration_s);
                want = p->duration_s > 0 ? (double)t->messages *
                                               KP_SWEEP_SHORT_S / p->duration_s
                                         : 0;
                need = fmax(need, want);
        }
        if (n == 0)
                return;
        /* Two significant digits, rounded up. */
        if (need >= 100) {
                double mag = pow(10, floor(log10(need)) - 1);
                need = ceil(need / mag) * mag;
        }
        f = f_new(b, KP_J_SWEEP_SHORT);
        list = f_slot(f, "points");
        dur = f_slot(f, "produce_duration");
        j_num(jof(f), "short_below", "s", KP_SWEEP_SHORT_S);
        j_num(jof(f), "messages_per_point", "count", need);
        j_num(jof(f), "long_enough", "s", KP_SWEEP_SHORT_S);
        if (n > 1 && n == s->n_points) {
                j_num(f_part(b, f, list, KP_J_SWEEP_ALL_POINTS), "points",
                      "count", (double)n);
        } else {
                size_t k = 0;
                for (size_t i = 0; i < s->n_points && k < 3; i++)
                        if (s->points[i].short_run) {
                                part_point(b, f, list, s->points[i].label);
                                k++;
                        }
                if (n > 3)
                        j_num(f_part(b, f, list, KP_J_SWEEP_ITEM_MORE),
                              "points", "count", (double)(n - 3));
        }
        if (round(lo * 10) == round(hi * 10)) {
                j_num(f_part(b, f, dur, KP_J_SWEEP_SECONDS), "produce_duration",
                      "s", lo);
        } else {
                j = f_part(b, f, dur, KP_J_SWEEP_SECONDS_RANGE);
                j_num(j, "produce_duration_min", "s", lo);
                j_num(j, "produce_duration_max", "s", hi);
        }
}

/* A pair of medians, the better point's first, as a part. */
static void part_pair(fb *b, kp_sweep_finding *f, size_t slot, kp_jcode code,
                      const char *unit, double better, double worse)
{
        kp_judgment *j = f_part(b, f, slot, code);
        j_num(j, "better", unit, better);
        j_num(j, "worse", unit, worse);
}

/* The lowest and the highest figure of a spread's leading measure, each
 * with its point: a latency's p95 (hi, the best, is the lowest), else a
 * rate (lo, the worst, is the lowest). */
static void spread_ends(kp_judgment *j, int lat, const kp_sweep_point *hi,
                        const kp_sweep_point *lo, const char *lh,
                        const char *ll)
{
        j_num(j, lat ? "latency_p95_min" : "msgs_per_sec_min",
              lat ? "ms" : "msg/s", lat ? hi->p95_ms : lo->rate);
        j_name(j, "point_min", lat ? lh : ll);
        j_num(j, lat ? "latency_p95_max" : "msgs_per_sec_max",
              lat ? "ms" : "msg/s", lat ? lo->p95_ms : hi->rate);
        j_name(j, "point_max", lat ? ll : lh);
}

/* A new finding of a spread: code p95 for a latency, row_rate for a
 * grid row's rate, rate for a rate; a latency's and a grid row's have a
 * slot "row", into *rs. */
static kp_sweep_finding *spread_new(fb *b, int lat, int grid, kp_jcode p95,
                                    kp_jcode row_rate, kp_jcode rate,
                                    size_t *rs)
{
        kp_sweep_finding *f = f_new(b, lat ? p95 : grid ? row_rate : rate);
        if (lat || grid)
                *rs = f_slot(f, "row");
        return f;
}

/* The spread of the leading measure over the points idx[0..n): the
 * best median against the worst, and whether that is beyond the noise.
 * row: the points are a row of a grid, where only the first parameter
 * varies (they share the second's value, row). */
static void find_spread(fb *b, const kp_sweep_eval *s, const size_t *idx,
                        size_t n, const char *row)
{
        int lat = s->goal == KP_GOAL_LATENCY, grid = row != NULL;
        const kp_sweep_point *hi = NULL, *lo = NULL; /* best, worst */
        const char *lh, *ll;
        kp_sweep_finding *f;
        kp_judgment *j;
        size_t rs = 0, lead = 0, noise, pairs, p95, mib = 0;
        ev_gap g;
        for (size_t k = 0; k < n; k++) {
                const kp_sweep_point *p = &s->points[idx[k]];
                if (!p->produced)
                        continue;
                if (!hi || leads(p, hi, lat))
                        hi = p;
                /* The worst is the last that leads no other: of points
                 * with the same median, hi is the first and lo the last,
                 * so that two equal points are a spread of nothing,
                 * within the noise, and not no finding at all. */
                if (!lo || !leads(p, lo, lat))
                        lo = p;
        }
        if (!hi || hi == lo)
                return;
        /* In a grid row only the first parameter varies: name it alone. */
        lh = grid ? hi->label1 : hi->label;
        ll = grid ? lo->label1 : lo->label;
        g = gap(s, hi, lo, lat);
        if (!g.known) {
                f = spread_new(b, lat, grid, KP_J_SWEEP_SPREAD_ONCE_P95,
                               KP_J_SWEEP_ROW_SPREAD_ONCE_RATE,
                               KP_J_SWEEP_SPREAD_ONCE_RATE, &rs);
                j = jof(f);
                spread_ends(j, lat, hi, lo, lh, ll);
        } else if (!g.beyond) {
                f = spread_new(b, lat, grid, KP_J_SWEEP_WITHIN_P95,
                               KP_J_SWEEP_ROW_WITHIN_RATE,
                               KP_J_SWEEP_WITHIN_RATE, &rs);
                j = jof(f);
                j_name(j, "param", s->param);
                spread_ends(j, lat, hi, lo, lh, ll);
                j_num(j, "apart", "share", g.pct / 100);
                noise = f_slot(f, "noise");
                part_noise(b, f, noise, &g);
        } else if (lat) {
                f = f_new(b, KP_J_SWEEP_GAP_P95);
                j = jof(f);
                rs = f_slot(f, "row");
                lead = f_slot(f, "best");
                j_num(j, "latency_p95_best", "ms", hi->p95_ms);
                j_name(j, "worst", ll);
                j_num(j, "latency_p95_worst", "ms", lo->p95_ms);
                j_num(j, "factor", "x", lo->p95_ms / hi->p95_ms);
                noise = f_slot(f, "noise");
                part_noise(b, f, noise, &g);
        } else {
                /* Bigger records carry more bytes per message: say what
                 * the MiB/s did too. */
                int bytes = strcmp(s->param, "record_size") == 0 && !grid;
                f = f_new(b, bytes ? KP_J_SWEEP_GAP_RATE_MIB
                                   : KP_J_SWEEP_GAP_RATE);
                j = jof(f);
                rs = f_slot(f, "row");
                lead = f_slot(f, "best");
                j_num(j, "factor", "x", hi->rate / lo->rate);
                j_name(j, "worst", ll);
                if (bytes)
                        mib = f_slot(f, "mib_per_sec");
                pairs = f_slot(f, "msgs_per_sec");
                noise = f_slot(f, "noise");
                p95 = f_slot(f, "latency_p95");
                if (bytes)
                        part_pair(b, f, mib, KP_J_SWEEP_PAIR_MIB, "MiB/s",
                                  hi->mib_per_sec, lo->mib_per_sec);
                part_pair(b, f, pairs, KP_J_SWEEP_PAIR_RATE, "msg/s", hi->rate,
                          lo->rate);
                part_noise(b, f, noise, &g);
                part_pair(b, f, p95, KP_J_SWEEP_PAIR_P95, "ms", hi->p95_ms,
                          lo->p95_ms);
        }
        if (grid) {
                j = f_part(b, f, rs, KP_J_SWEEP_ROW);
                j_name(j, "param2", s->param2);
                j_name(j, "value2", row);
        }
        if (!g.beyond)
                return;
        /* The point with the best median may be one of a tie (sweep_best):
         * the factor is then the largest of the tie's, not a reason to
         * prefer that point. */
        if (!grid && s->tie && hi->tied)
                j_name(f_part(b, f, lead,
                              lat ? KP_J_SWEEP_LEAD_TIED_LOW
                                  : KP_J_SWEEP_LEAD_TIED_HIGH),
                       "point", lh);
        else
                part_point(b, f, lead, lh);
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
static void find_numeric(fb *b, const kp_sweep_eval *s, const size_t *ord,
                         size_t n)
{
        const kp_sweep_point *first, *last;
        int up = 1, down = 1;
        size_t n_flat = 0, flat = 0, dir, where = 0;
        kp_sweep_finding *f;
        kp_judgment *j;
        if (n < 3)
                return;
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
                        for (size_t i = k + 1; i < n; i++) {
                                const kp_sweep_point *q = &s->points[ord[i]];
                                more |= gap(s, q, p, 0).beyond;
                                if (!top || q->rate > top->rate)
                                        top = q;
                        }
                        if (more)
                                continue;
                        j = jof(f_new(b, KP_J_SWEEP_PLATEAU));
                        j_name(j, "point", p->label);
                        j_num(j, "msgs_per_sec", "msg/s", p->rate);
                        j_num(j, "msgs_per_sec_beyond", "msg/s",
                              fmax(top->rate, p->rate));
                        j_name(j, "last", last->label);
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
                return;
        f = f_new(b, !n_flat           ? KP_J_SWEEP_P95_EVERY
                     : n_flat == n - 1 ? KP_J_SWEEP_P95_ENDS
                                       : KP_J_SWEEP_P95_STEP);
        j = jof(f);
        dir = f_slot(f, "direction");
        if (!n_flat)
                j_name(j, "param", s->param);
        j_num(j, "latency_p95_first", "ms", first->p95_ms);
        j_name(j, "first", first->label);
        j_num(j, "latency_p95_last", "ms", last->p95_ms);
        j_name(j, "last", last->label);
        if (n_flat && n_flat < n - 1)
                where = f_slot(f, "flat_steps");
        f_part(b, f, dir, up ? KP_J_SWEEP_ROSE : KP_J_SWEEP_FELL);
        if (!n_flat || n_flat == n - 1)
                return;
        j = f_part(b, f, where,
                   n_flat > 1 ? KP_J_SWEEP_STEP_FIRST : KP_J_SWEEP_STEP_ONE);
        if (n_flat > 1) {
                j_num(j, "flat_steps", "count", (double)n_flat);
                j_num(j, "steps", "count", (double)(n - 1));
        }
        j_name(j, "from", s->points[ord[flat - 1]].label);
        j_name(j, "to", s->points[ord[flat]].label);
}

static int sweep_findings(kp_sweep_eval *s, const kp_results *r)
{
        fb b = { s, 0 };
        size_t *idx = calloc(s->n_points + 1, sizeof(*idx)), n = 0;
        if (!idx)
                return -1;
        for (size_t i = 0; i < s->n_points; i++)
                if (s->points[i].produced)
                        idx[n++] = i;
        if (n == 0) {
                s->best = s->n_points;
                f_new(&b, KP_J_SWEEP_NONE_MEASURED);
        } else {
                sweep_best(&b, s);
                find_noise(&b, s);
        }
        if (!s->param2 && n >= 2) {
                find_spread(&b, s, idx, n, NULL);
                if (s->numeric) {
                        sort_by_x(idx, n, s->points);
                        find_numeric(&b, s, idx, n);
                }
        } else if (s->param2) {
                /* One finding per value of the second parameter, in the
                 * order the plan gives them. */
                for (size_t i = 0; i < s->n_points; i++) {
                        const char *v2 = s->points[i].value2;
                        size_t m = 0;
                        int seen = 0;
                        for (size_t k = 0; k < i && !seen; k++)
                                seen = strcmp(s->points[k].value2, v2) == 0;
                        if (seen)
                                continue;
                        for (size_t k = i; k < s->n_points; k++)
                                if (s->points[k].produced &&
                                    strcmp(s->points[k].value2, v2) == 0)
                                        idx[m++] = k;
                        if (m >= 2)
                                find_spread(&b, s, idx, m, v2);
                }
        }
        find_shortfall(&b, s);
        find_short(&b, s, r);
        find_failed(&b, s);
        free(idx);
        return b.oom ? -1 : 0;
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
                s->noise_floor_pct = KP_METRIC_NOISE_PCT;
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
                        snprintf(pt->label1, sizeof(pt->label1), "%s=%s",
                                 s->param, pt->value);
                        if (s->param2)
                                snprintf(pt->label, sizeof(pt->label),
                                         "%s=%s, %s=%s", s->param, pt->value,
                                         s->param2, pt->value2);
                        else
                                snprintf(pt->label, sizeof(pt->label), "%s",
                                         pt->label1);
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
