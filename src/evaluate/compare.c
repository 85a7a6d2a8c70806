#include "evaluate/compare_priv.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/util.h"
#include "evaluate/evaluate.h"
#include "evaluate/metric_value.h"

/* ---- judging one metric ------------------------------------------------ */

int kp_compare_default_gate(const kp_metric *m, int fixed_rate)
{
        /* What repeated between identical runs (docs/compare.md,
         * "Noise"; the catalog's repeats): the counts of every tier, and
         * on fixed-rate tiers the rate held and the median latency. The
         * throughput of an unlimited tier, latency tails, averages (which
         * the tails pull), consume rates and the group join moved by far
         * more: they are shown, and gated only when --metric names
         * them. */
        if (!m)
                return 0;
        return m->repeats == KP_REPEAT_ALWAYS ||
               (fixed_rate && m->repeats == KP_REPEAT_FIXED_RATE);
}

/* ---- matching ------------------------------------------------------------ */

typedef struct strv {
        char **v;
        size_t n;
} strv;

static int strv_add(char ***v, size_t *n, const char *s)
{
        char **nv = realloc(*v, (*n + 1) * sizeof(*nv));
        if (!nv)
                return -1;
        *v = nv;
        nv[*n] = strdup(s);
        if (!nv[*n])
                return -1;
        (*n)++;
        return 0;
}

static const kp_tier *plan_tier(const kp_results *r, size_t i)
{
        if (i < r->plan->n_tiers &&
            strcmp(r->plan->tiers[i].name, r->tiers[i].name) == 0)
                return &r->plan->tiers[i];
        return kp_plan_tier(r->plan, r->tiers[i].name);
}

/* One side of a compared pair: a tier, the runs of a sweep point, or a
 * parallel group's aggregate; each with its plan tier (or NULL). */
typedef struct side {
        const kp_tier_result **tr;
        const kp_tier **spec;
        size_t n;
} side;

/* The name a tier is compared under: its sweep point's when the point
 * ran more than once (its runs are compared together), else its own. */
static const char *match_name(const kp_results *r, size_t i)
{
        const kp_tier *t = plan_tier(r, i);
        if (t && t->sweep_point && t->sweep_runs > 1)
                return t->sweep_point;
        return r->tiers[i].name;
}

/* The tiers of r compared under name, into s (arrays of r->n_tiers).
 * Returns how many. */
static size_t side_of(const kp_results *r, const char *name, side *s)
{
        s->n = 0;
        for (size_t i = 0; i < r->n_tiers; i++) {
                if (strcmp(match_name(r, i), name) != 0)
                        continue;
                s->tr[s->n] = &r->tiers[i];
                s->spec[s->n] = plan_tier(r, i);
                s->n++;
        }
        return s->n;
}

static int side_alloc(side *s, size_t n)
{
        s->n = 0;
        s->tr = calloc(n + 1, sizeof(*s->tr));
        s->spec = calloc(n + 1, sizeof(*s->spec));
        return s->tr && s->spec ? 0 : -1;
}

static void side_free(side *s)
{
        free(s->tr);
        free(s->spec);
}

/* The value of metric id on a side: the tier's, or the median over the
 * runs of a sweep point that measured it (as the sweep's table shows
 * it). 0 and *v, or -1 when no run measured it. */
static int side_value(const side *s, kp_metric_id id, double *v)
{
        double buf[64], *vals = s->n <= 64 ? buf : calloc(s->n, sizeof(*vals));
        size_t n = 0;
        if (!vals)
                return -1;
        for (size_t i = 0; i < s->n; i++) {
                double x;
                if (kp_metric_value(s->tr[i], s->spec[i], id, &x) == 0 &&
                    isfinite(x))
                        vals[n++] = x;
        }
        if (n)
                *v = kp_median(vals, n);
        if (vals != buf)
                free(vals);
        return n ? 0 : -1;
}

static kp_compare_tier *add_tier(kp_comparison *c, const char *name,
                                 int aggregate, const char *sweep_group)
{
        kp_compare_tier *v = realloc(c->tiers, (c->n_tiers + 1) * sizeof(*v));
        kp_compare_tier *t;
        if (!v)
                return NULL;
        c->tiers = v;
        t = &c->tiers[c->n_tiers++];
        memset(t, 0, sizeof(*t));
        t->aggregate = aggregate;
        t->name = strdup(name);
        t->sweep_group = sweep_group ? strdup(sweep_group) : NULL;
        if (!t->name || (sweep_group && !t->sweep_group))
                return NULL;
        return t;
}

static int selected(const kp_metric *m, const kp_compare_opts *o)
{
        if (!o->metrics)
                return 1;
        for (size_t i = 0; i < o->n_metrics; i++)
                if (strcmp(o->metrics[i], m->name) == 0)
                        return 1;
        return 0;
}

/* The rows of one matched pair: every selected metric both measured. */
static int compare_pair(kp_comparison *c, kp_compare_tier *t, const side *a,
                        const side *b, const kp_compare_opts *o)
{
        const kp_tier *sa = a->n ? a->spec[0] : NULL;
        const kp_tier *sb = b->n ? b->spec[0] : NULL;
        int any_a = 0, any_b = 0;
        int fixed = sa && sb && sa->rate > 0 && sb->rate > 0;
        t->runs_a = a->n;
        t->runs_b = b->n;
        for (int id = 0; id < KP_M__COUNT; id++) {
                const kp_metric *m = kp_metric_get((kp_metric_id)id);
                double va, vb;
                int ha, hb;
                kp_compare_row *row, *v;
                if (!selected(m, o))
                        continue;
                ha = side_value(a, m->id, &va) == 0;
                hb = side_value(b, m->id, &vb) == 0;
                any_a |= ha;
                any_b |= hb;
                if (ha && !hb &&
                    (o->metrics || kp_compare_default_gate(m, fixed))) {
                        /* A gated metric B did not measure: not judged. */
                        const kp_metric **u = realloc(
                            t->unmeasured, (t->n_unmeasured + 1) * sizeof(*u));
                        if (!u)
                                return -1;
                        t->unmeasured = u;
                        t->unmeasured[t->n_unmeasured++] = m;
                }
                if (!ha || !hb)
                        continue;
                v = realloc(t->rows, (t->n_rows + 1) * sizeof(*v));
                if (!v)
                        return -1;
                t->rows = v;
                row = &t->rows[t->n_rows++];
                memset(row, 0, sizeof(*row));
                row->metric = m;
                row->a = va;
                row->b = vb;
                row->delta = vb - va;
                row->ratio = va != 0 ? vb / va : NAN;
                row->gated = o->metrics ? 1 : kp_compare_default_gate(m, fixed);
                row->regression = kp_metric_worse(m, va, vb, c->threshold_pct,
                                                  c->min_ms, &row->worse_pct) &&
                                  row->gated;
                t->n_regressions += row->regression != 0;
        }
        c->n_regressions += t->n_regressions;
        t->unjudged = t->n_rows == 0 || t->n_unmeasured > 0;
        c->n_unjudged += t->unjudged != 0;
        if (t->n_rows == 0)
                t->gap = !any_a && !any_b ? KP_CMP_GAP_NEITHER
                         : !any_a         ? KP_CMP_GAP_IN_A
                         : !any_b         ? KP_CMP_GAP_IN_B
                                          : KP_CMP_GAP_NOT_BOTH;
        return 0;
}

/* The parallel groups of r, each once, in plan order. */
static int groups_of(const kp_results *r, strv *g)
{
        for (size_t i = 0; i < r->n_tiers && i < r->plan->n_tiers; i++) {
                const char *name = r->plan->tiers[i].parallel_group;
                int seen = 0;
                if (!name)
                        continue;
                for (size_t k = 0; k < g->n && !seen; k++)
                        seen = strcmp(g->v[k], name) == 0;
                if (!seen && strv_add(&g->v, &g->n, name))
                        return -1;
        }
        return 0;
}

static int has_name(const strv *g, const char *name)
{
        for (size_t k = 0; k < g->n; k++)
                if (strcmp(g->v[k], name) == 0)
                        return 1;
        return 0;
}

static void strv_free(strv *g)
{
        for (size_t k = 0; k < g->n; k++)
                free(g->v[k]);
        free(g->v);
}

static int compare_groups(kp_comparison *c, const kp_results *a,
                          const kp_results *b, const kp_compare_opts *o)
{
        strv ga = { 0 }, gb = { 0 };
        int ret = -1;
        if (groups_of(a, &ga) || groups_of(b, &gb))
                goto out;
        for (size_t i = 0; i < ga.n; i++) {
                kp_tier_result xa, xb;
                kp_tier sa, sb;
                const kp_tier_result *pa = &xa, *pb = &xb;
                const kp_tier *qa = &sa, *qb = &sb;
                side a1 = { &pa, &qa, 1 }, b1 = { &pb, &qb, 1 };
                kp_compare_tier *t;
                int rc;
                if (!has_name(&gb, ga.v[i])) {
                        if (strv_add(&c->only_a, &c->n_only_a, ga.v[i]))
                                goto out;
                        continue;
                }
                memset(&sa, 0, sizeof(sa));
                memset(&sb, 0, sizeof(sb));
                if (kp_group_aggregate(a, ga.v[i], &xa, &sa.rate))
                        goto out;
                if (kp_group_aggregate(b, ga.v[i], &xb, &sb.rate)) {
                        kp_group_aggregate_free(&xa);
                        goto out;
                }
                t = add_tier(c, ga.v[i], 1, NULL);
                rc = t ? compare_pair(c, t, &a1, &b1, o) : -1;
                kp_group_aggregate_free(&xa);
                kp_group_aggregate_free(&xb);
                if (rc)
                        goto out;
        }
        for (size_t i = 0; i < gb.n; i++)
                if (!has_name(&ga, gb.v[i]) &&
                    strv_add(&c->only_b, &c->n_only_b, gb.v[i]))
                        goto out;
        ret = 0;
out:
        strv_free(&ga);
        strv_free(&gb);
        return ret;
}

/* 1 when a tier of r compared under name has the verdict INCONCLUSIVE in
 * e (kp_evaluate() of r). */
static int inconclusive_in(const kp_results *r, const kp_evaluation *e,
                           const char *name)
{
        for (size_t i = 0; e && i < r->n_tiers && i < e->n_tiers; i++)
                if (strcmp(match_name(r, i), name) == 0 &&
                    e->tiers[i].verdict == KP_INCONCLUSIVE)
                        return 1;
        return 0;
}

/* An INCONCLUSIVE tier on either side is not comparable: what the rig
 * limited says nothing about a change of the cluster. */
static void drop_inconclusive(kp_comparison *c, kp_compare_tier *t, int which)
{
        t->inconclusive = which;
        if (!which)
                return;
        for (size_t k = 0; k < t->n_rows; k++)
                t->rows[k].regression = 0;
        c->n_regressions -= t->n_regressions;
        t->n_regressions = 0;
        if (!t->unjudged)
                c->n_unjudged++;
        t->unjudged = 1;
}

int kp_compare(const kp_results *a, const kp_results *b,
               const kp_compare_opts *opts, kp_comparison **out, char *errstr,
               size_t errstr_size)
{
        static const kp_compare_opts defaults;
        kp_comparison *c;
        kp_evaluation *ea = NULL, *eb = NULL;
        side sa = { 0 }, sb = { 0 };
        char ignored[256];
        *out = NULL;
        if (!opts)
                opts = &defaults;
        for (size_t i = 0; opts->metrics && i < opts->n_metrics; i++) {
                if (kp_metric_find(opts->metrics[i]))
                        continue;
                if (kp_metric_suggest(opts->metrics[i]))
                        return kp_err(errstr, errstr_size,
                                      "unknown metric \"%s\" (did you mean "
                                      "\"%s\"?)",
                                      opts->metrics[i],
                                      kp_metric_suggest(opts->metrics[i]));
                return kp_err(errstr, errstr_size,
                              "unknown metric \"%s\" (kplan metrics lists "
                              "them)",
                              opts->metrics[i]);
        }
        c = calloc(1, sizeof(*c));
        if (!c)
                return kp_err(errstr, errstr_size, "out of memory");
        c->threshold_pct = opts->threshold_pct > 0
                               ? opts->threshold_pct
                               : KP_COMPARE_DEFAULT_THRESHOLD;
        c->min_ms = opts->min_ms_given && opts->min_ms >= 0
                        ? opts->min_ms
                        : KP_COMPARE_DEFAULT_MIN_MS;
        /* Tiers by name; the runs of a sweep point that ran more than
         * once together, under the point's name, by their medians. */
        if (side_alloc(&sa, a->n_tiers) || side_alloc(&sb, b->n_tiers) ||
            kp_evaluate(a, &ea, ignored, sizeof(ignored)) ||
            kp_evaluate(b, &eb, ignored, sizeof(ignored)))
                goto oom;
        for (size_t i = 0; i < a->n_tiers; i++) {
                const char *name = match_name(a, i);
                const kp_tier *ta = plan_tier(a, i);
                kp_compare_tier *t;
                int seen = 0;
                for (size_t k = 0; k < i && !seen; k++)
                        seen = strcmp(match_name(a, k), name) == 0;
                if (seen)
                        continue;
                if (!side_of(b, name, &sb)) {
                        if (strv_add(&c->only_a, &c->n_only_a, name))
                                goto oom;
                        continue;
                }
                side_of(a, name, &sa);
                t = add_tier(c, name, 0, ta ? ta->sweep_group : NULL);
                if (!t || compare_pair(c, t, &sa, &sb, opts))
                        goto oom;
                drop_inconclusive(c, t,
                                  inconclusive_in(a, ea, name) |
                                      inconclusive_in(b, eb, name) << 1);
        }
        for (size_t i = 0; i < b->n_tiers; i++) {
                const char *name = match_name(b, i);
                int seen = 0;
                for (size_t k = 0; k < i && !seen; k++)
                        seen = strcmp(match_name(b, k), name) == 0;
                if (!seen && !side_of(a, name, &sa) &&
                    strv_add(&c->only_b, &c->n_only_b, name))
                        goto oom;
        }
        side_free(&sa);
        side_free(&sb);
        if (compare_groups(c, a, b, opts) || cmp_env_diffs(c, a, b))
                goto oom;
        /* Fail closed: what was not compared is not "no regression". */
        c->no_common = c->n_tiers == 0;
        c->incomplete = c->no_common || c->n_only_a > 0 || c->n_unjudged > 0;
        c->verdict = c->n_regressions ? KP_COMPARE_REGRESSION
                     : c->incomplete  ? KP_COMPARE_INCOMPLETE
                                      : KP_COMPARE_NO_REGRESSION;
        kp_evaluation_destroy(ea);
        kp_evaluation_destroy(eb);
        *out = c;
        return 0;
oom:
        side_free(&sa);
        side_free(&sb);
        kp_evaluation_destroy(ea);
        kp_evaluation_destroy(eb);
        kp_comparison_destroy(c);
        return kp_err(errstr, errstr_size, "out of memory");
}

void kp_comparison_destroy(kp_comparison *c)
{
        if (!c)
                return;
        for (size_t i = 0; i < c->n_tiers; i++) {
                free(c->tiers[i].name);
                free(c->tiers[i].sweep_group);
                free(c->tiers[i].rows);
                free(c->tiers[i].unmeasured);
        }
        free(c->tiers);
        for (size_t i = 0; i < c->n_only_a; i++)
                free(c->only_a[i]);
        free(c->only_a);
        for (size_t i = 0; i < c->n_only_b; i++)
                free(c->only_b[i]);
        free(c->only_b);
        cmp_env_free(c);
        free(c);
}
