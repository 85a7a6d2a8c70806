/* Sweeps judged as a whole: each point's figures, the best point and
 * the findings in words (evaluate/evaluate.h, kp_evaluate_sweeps()). */
#include "evaluate/evaluate.h"

#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/units.h"
#include "base/util.h"
#include "evaluate/evaluate_priv.h"
#include "evaluate/metric_value.h"

/* ---- sweeps ------------------------------------------------------------- */

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

static void sweep_point_fill(kp_sweep_point *pt, const kp_results *r,
                             const kp_evaluation *e, size_t i)
{
        const kp_tier *t = &r->plan->tiers[i];
        const kp_tier_result *tr = &r->tiers[i];
        double v;
        pt->tier = i;
        pt->name = tr->name;
        pt->value = t->sweep_value ? t->sweep_value : "";
        pt->value2 =
            t->sweep_param2 ? (t->sweep_value2 ? t->sweep_value2 : "") : NULL;
        pt->x = sweep_number(t, t->sweep_param, t->sweep_value);
        pt->x2 = t->sweep_param2
                     ? sweep_number(t, t->sweep_param2, t->sweep_value2)
                     : NAN;
        pt->target_rate = t->rate;
        pt->rate = pt->mib_per_sec = pt->p50_ms = pt->p95_ms = pt->p99_ms =
            pt->service_p95_ms = pt->fetch_rate = pt->errors = NAN;
        pt->produced = kp_metric_value(tr, t, KP_M_PRODUCE_RATE, &v) == 0 &&
                       tr->produce.latency.count > 0;
        if (pt->produced) {
                pt->rate = v;
                pt->mib_per_sec = tr->produce.mib_per_sec;
                pt->p50_ms = tr->produce.latency.p50_ms;
                pt->p95_ms = tr->produce.latency.p95_ms;
                pt->p99_ms = tr->produce.latency.p99_ms;
                if (tr->produce.service.count)
                        pt->service_p95_ms = tr->produce.service.p95_ms;
        }
        if (kp_metric_value(tr, t, KP_M_PRODUCE_ERRORS, &v) == 0)
                pt->errors = v;
        pt->consumed = tr->consume.ran;
        if (pt->consumed &&
            kp_metric_value(tr, t, KP_M_CONSUME_FETCH_RATE, &v) == 0)
                pt->fetch_rate = v;
        pt->verdict = i < e->n_tiers ? e->tiers[i].verdict : KP_INCOMPLETE;
}

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

/* Is a better than b for the sweep's goal? Ties (within KP_SWEEP_TIE of
 * the leading measure) go to the other measure. */
static int point_better(kp_sweep_goal goal, const kp_sweep_point *a,
                        const kp_sweep_point *b)
{
        double lead_a = goal == KP_GOAL_THROUGHPUT ? a->rate : -a->p95_ms;
        double lead_b = goal == KP_GOAL_THROUGHPUT ? b->rate : -b->p95_ms;
        double scale = goal == KP_GOAL_THROUGHPUT ? fmax(a->rate, b->rate)
                                                  : fmin(a->p95_ms, b->p95_ms);
        if (fabs(lead_a - lead_b) > KP_SWEEP_TIE * fabs(scale))
                return lead_a > lead_b;
        if (goal == KP_GOAL_THROUGHPUT)
                return a->p95_ms < b->p95_ms;
        return a->rate > b->rate;
}

/* The best point: it passed every criterion, then point_better(); the
 * first of equals wins. */
static void sweep_best(kp_sweep_eval *s)
{
        s->best = s->n_points;
        for (size_t i = 0; i < s->n_points; i++) {
                const kp_sweep_point *p = &s->points[i];
                if (p->verdict != KP_PASS || !p->produced)
                        continue;
                if (s->best == s->n_points ||
                    point_better(s->goal, p, &s->points[s->best]))
                        s->best = i;
        }
        if (s->best < s->n_points)
                s->points[s->best].best = 1;
}

static int find_best(ev_strv *f, const kp_sweep_eval *s)
{
        const kp_sweep_point *b;
        label_buf lb, lo;
        ev_rate_buf rb;
        ms_buf mb, mo;
        if (s->best == s->n_points)
                return ev_strv_addf(f, "No point passed every criterion, so "
                                       "none is marked best.");
        b = &s->points[s->best];
        if (s->goal == KP_GOAL_THROUGHPUT) {
                if (ev_strv_addf(f,
                                 "Best: %s, %s msg/s with a p95 latency of %s: "
                                 "the highest throughput among the points that "
                                 "passed every criterion.",
                                 point_label(&lb, s, b),
                                 ev_rate_str(&rb, b->rate),
                                 ms_str(&mb, b->p95_ms)))
                        return -1;
        } else if (ev_strv_addf(
                       f,
                       "Best: %s, a p95 latency of %s at %s msg/s: the "
                       "lowest p95 latency among the points that passed "
                       "every criterion.",
                       point_label(&lb, s, b), ms_str(&mb, b->p95_ms),
                       ev_rate_str(&rb, b->rate))) {
                return -1;
        }
        /* Say so when the tie rule, not the leading measure, decided. */
        for (size_t i = 0; i < s->n_points; i++) {
                const kp_sweep_point *o = &s->points[i];
                int leads;
                if (i == s->best || o->verdict != KP_PASS || !o->produced)
                        continue;
                leads = s->goal == KP_GOAL_THROUGHPUT ? o->rate > b->rate
                                                      : o->p95_ms < b->p95_ms;
                if (!leads)
                        continue;
                if (s->goal == KP_GOAL_THROUGHPUT
                        ? ev_strv_addf(
                              f,
                              "%s reached %s msg/s, within 1%% of the "
                              "best, with a higher p95 latency (%s "
                              "against %s).",
                              point_label(&lo, s, o), ev_rate_str(&rb, o->rate),
                              ms_str(&mo, o->p95_ms), ms_str(&mb, b->p95_ms))
                        : ev_strv_addf(f,
                                       "%s had a p95 latency of %s, within 1%% "
                                       "of the best, at a lower rate.",
                                       point_label(&lo, s, o),
                                       ms_str(&mo, o->p95_ms)))
                        return -1;
        }
        return 0;
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
                kp_buf_printf(&b, "%s%s (%s)", n ? ", " : "",
                              point_label(&lb, s, p),
                              kp_verdict_str(p->verdict));
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

/* The spread of the leading measure over the points idx[0..n): the
 * highest against the lowest. prefix names the subset ("With
 * batch.size=16384, ") or is ""; grid: only the first parameter varies
 * among them. */
static int find_spread(ev_strv *f, const kp_sweep_eval *s, const size_t *idx,
                       size_t n, const char *prefix, int grid)
{
        const kp_sweep_point *hi = NULL, *lo = NULL;
        label_buf lh, ll;
        ev_rate_buf rh, rl;
        ms_buf mh, ml;
        x_buf xb;
        for (size_t k = 0; k < n; k++) {
                const kp_sweep_point *p = &s->points[idx[k]];
                double v = s->goal == KP_GOAL_THROUGHPUT ? p->rate : p->p95_ms;
                if (!p->produced)
                        continue;
                if (!hi ||
                    v > (s->goal == KP_GOAL_THROUGHPUT ? hi->rate : hi->p95_ms))
                        hi = p;
                if (!lo ||
                    v < (s->goal == KP_GOAL_THROUGHPUT ? lo->rate : lo->p95_ms))
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
        if (s->goal == KP_GOAL_THROUGHPUT) {
                if (lo->rate <= 0 || hi->rate < lo->rate * (1 + KP_SWEEP_FLAT))
                        return ev_strv_addf(
                            f,
                            "%s%s varied by less than 5%% "
                            "across %s (%s to %s msg/s).",
                            prefix, *prefix ? "throughput" : "Throughput",
                            s->param, ev_rate_str(&rl, lo->rate),
                            ev_rate_str(&rh, hi->rate));
                /* Bigger records carry more bytes per message: say what
                 * the MiB/s did too. */
                if (strcmp(s->param, "record_size") == 0 && !grid)
                        return ev_strv_addf(
                            f,
                            "%s%s gave %s the throughput of %s in msg/s (%s "
                            "against %s msg/s) and %.2f against %.2f MiB/s; "
                            "p95 latency was %s against %s.",
                            prefix, lh.s, x_str(&xb, hi->rate / lo->rate), ll.s,
                            ev_rate_str(&rh, hi->rate),
                            ev_rate_str(&rl, lo->rate), hi->mib_per_sec,
                            lo->mib_per_sec, ms_str(&mh, hi->p95_ms),
                            ms_str(&ml, lo->p95_ms));
                return ev_strv_addf(
                    f,
                    "%s%s gave %s the throughput of %s (%s "
                    "against %s msg/s); p95 latency was %s "
                    "against %s.",
                    prefix, lh.s, x_str(&xb, hi->rate / lo->rate), ll.s,
                    ev_rate_str(&rh, hi->rate), ev_rate_str(&rl, lo->rate),
                    ms_str(&mh, hi->p95_ms), ms_str(&ml, lo->p95_ms));
        }
        if (lo->p95_ms <= 0 || hi->p95_ms < lo->p95_ms * (1 + KP_SWEEP_FLAT))
                return ev_strv_addf(f,
                                    "%sp95 latency varied by less than 5%% "
                                    "across %s (%s to %s).",
                                    prefix, s->param, ms_str(&ml, lo->p95_ms),
                                    ms_str(&mh, hi->p95_ms));
        return ev_strv_addf(f,
                            "%s%s gave the lowest p95 latency, %s, and %s the "
                            "highest, %s (%s).",
                            prefix, ll.s, ms_str(&ml, lo->p95_ms), lh.s,
                            ms_str(&mh, hi->p95_ms),
                            x_str(&xb, hi->p95_ms / lo->p95_ms));
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
 * where throughput stops growing, and a p95 that moves the same way at
 * every step. */
static int find_numeric(ev_strv *f, const kp_sweep_eval *s, const size_t *ord,
                        size_t n)
{
        const kp_sweep_point *first, *last;
        int up = 1, down = 1;
        label_buf la, lb;
        ev_rate_buf ra, rb;
        ms_buf ma, mb;
        if (n < 3)
                return 0;
        first = &s->points[ord[0]];
        last = &s->points[ord[n - 1]];
        if (s->goal == KP_GOAL_THROUGHPUT) {
                /* The first value beyond which no point gains 5% more,
                 * after a gain of more than 5% up to it. */
                for (size_t k = 1; k + 1 < n; k++) {
                        const kp_sweep_point *p = &s->points[ord[k]];
                        double beyond = 0;
                        size_t at = k + 1;
                        for (size_t j = k + 1; j < n; j++)
                                if (s->points[ord[j]].rate > beyond) {
                                        beyond = s->points[ord[j]].rate;
                                        at = j;
                                }
                        if (p->rate <= first->rate * (1 + KP_SWEEP_FLAT) ||
                            beyond >= p->rate * (1 + KP_SWEEP_FLAT))
                                continue;
                        if (ev_strv_addf(
                                f,
                                "Beyond %s, throughput grew less than "
                                "5%%: %s msg/s there, at most %s msg/s "
                                "up to %s.",
                                point_label(&la, s, p),
                                ev_rate_str(&ra, p->rate),
                                ev_rate_str(&rb, beyond),
                                point_label(&lb, s, &s->points[ord[at]])))
                                return -1;
                        break;
                }
        }
        for (size_t k = 1; k < n; k++) {
                double a = s->points[ord[k - 1]].p95_ms,
                       b = s->points[ord[k]].p95_ms;
                up &= b > a;
                down &= b < a;
        }
        if (up && last->p95_ms >= first->p95_ms * (1 + KP_SWEEP_FLAT))
                return ev_strv_addf(f,
                                    "p95 latency rose at every step of %s, "
                                    "from %s at %s to %s at %s.",
                                    s->param, ms_str(&ma, first->p95_ms),
                                    point_label(&la, s, first),
                                    ms_str(&mb, last->p95_ms),
                                    point_label(&lb, s, last));
        if (down && first->p95_ms >= last->p95_ms * (1 + KP_SWEEP_FLAT))
                return ev_strv_addf(f,
                                    "p95 latency fell at every step of %s, "
                                    "from %s at %s to %s at %s.",
                                    s->param, ms_str(&ma, first->p95_ms),
                                    point_label(&la, s, first),
                                    ms_str(&mb, last->p95_ms),
                                    point_label(&lb, s, last));
        return 0;
}

static int sweep_findings(kp_sweep_eval *s)
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
                if (ev_strv_addf(&f, "No point of the sweep measured a produce "
                                     "rate."))
                        goto out;
        } else if (find_best(&f, s)) {
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
        if (find_shortfall(&f, s) || find_failed(&f, s))
                goto out;
        ret = 0;
out:
        s->findings = f.v;
        s->n_findings = f.n;
        free(idx);
        return ret;
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
                s->points = calloc(r->n_tiers, sizeof(*s->points));
                if (!s->points)
                        return -1;
                e->n_sweeps++;
                s->numeric = 1;
                s->numeric2 = s->param2 != NULL;
                for (size_t k = i; k < r->n_tiers && k < p->n_tiers; k++) {
                        const kp_tier *tk = &p->tiers[k];
                        kp_sweep_point *pt;
                        if (!tk->sweep_group ||
                            strcmp(tk->sweep_group, s->group) != 0)
                                continue;
                        pt = &s->points[s->n_points++];
                        sweep_point_fill(pt, r, e, k);
                        s->numeric &= isfinite(pt->x);
                        if (s->param2)
                                s->numeric2 &= isfinite(pt->x2);
                        all_fixed &= tk->rate > 0;
                }
                s->goal = all_fixed ? KP_GOAL_LATENCY : KP_GOAL_THROUGHPUT;
                sweep_best(s);
                if (sweep_findings(s))
                        return -1;
        }
        return 0;
}
