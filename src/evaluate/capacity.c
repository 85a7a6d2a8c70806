#include "evaluate/capacity.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "evaluate/metric_value.h"
#include "evaluate/window_checks.h"
#include "plan/metrics.h"

void kp_capacity_begin(kp_capacity *s, const kp_search *spec)
{
        memset(s, 0, sizeof(*s));
        s->spec = spec;
        s->next = round(spec->from);
}

void kp_capacity_record(kp_capacity *s, int passed)
{
        const kp_search *sp = s->spec;
        double rate = s->next, mid;
        int repeat = s->repeat_of > 0;
        s->trials++;
        s->repeat_of = 0;
        if (repeat)
                s->repeats++;
        if (!passed && s->lo == 0 && !repeat) {
                /* The lowest rate tried failed: once more before the
                 * search says no rate holds (s->next stays). */
                s->repeat_of = s->trials;
                return;
        }
        if (passed)
                s->lo = rate;
        else
                s->hi = rate;
        if (passed && repeat)
                s->repeat_passed = 1;
        s->next = 0;
        if (!passed && s->lo == 0) {
                s->below_from = 1; /* nothing held, even at "from" */
                return;
        }
        if (passed && rate >= sp->to) {
                s->at_bound = 1;
                return;
        }
        if (s->trials - s->repeats >= sp->max_trials)
                return;
        if (s->hi == 0) {
                /* Still growing. */
                s->next = fmin(round(rate * sp->growth), round(sp->to));
                if (s->next <= rate)
                        s->next = 0;
                return;
        }
        if ((s->hi - s->lo) / s->lo <= sp->precision)
                return;
        mid = round((s->lo + s->hi) / 2);
        if (mid > s->lo && mid < s->hi)
                s->next = mid;
}

static int applies(const kp_criterion *c, const kp_tier *t)
{
        if (c->n_tiers == 0)
                return 1;
        for (size_t i = 0; i < c->n_tiers; i++)
                if (strcmp(c->tiers[i], t->name) == 0)
                        return 1;
        return 0;
}

size_t kp_capacity_criteria(const kp_plan *p, const kp_tier *t,
                            const kp_criterion **out, size_t max)
{
        size_t n = 0;
        if (t->search.n_criteria) {
                for (size_t i = 0; i < t->search.n_criteria && n < max; i++)
                        out[n++] = &t->search.criteria[i];
                return n;
        }
        for (size_t i = 0; i < p->n_criteria && n < max; i++) {
                const kp_criterion *c = &p->criteria[i];
                if (!c->aggregate && applies(c, t) &&
                    strncmp(c->metric, "produce.", 8) == 0)
                        out[n++] = c;
        }
        return n;
}

int kp_capacity_latency_judged(const kp_plan *p, const kp_tier *t)
{
        for (size_t i = 0; i < p->n_criteria; i++) {
                const kp_criterion *c = &p->criteria[i];
                int found = 0;
                if (c->aggregate || !strstr(c->metric, "latency"))
                        continue;
                for (size_t k = 0; k < p->n_criteria && !found; k++) {
                        const kp_criterion *d = &p->criteria[k];
                        found = !d->aggregate &&
                                strcmp(d->metric, c->metric) == 0 &&
                                applies(d, t);
                }
                if (!found)
                        return 0;
        }
        return 1;
}

/* Appends f to fails (up to max): a failed trial names every rule it
 * broke, not only the first. */
static void add_fail(kp_capacity_fail *fails, size_t max, size_t *n,
                     const kp_capacity_fail *f)
{
        if (*n < max)
                fails[(*n)++] = *f;
}

/* A criterion per window on a trial or a soak (evaluate/window_checks.h):
 * 1, and its failure added, when too few windows held. A run shorter
 * than the window is one window. */
static int window_fails(const kp_criterion *c, const kp_metric *m,
                        const kp_produce_result *res, double rate,
                        kp_capacity_fail *fails, size_t max, size_t *n)
{
        kp_window_verdict v;
        int failed;
        if (kp_window_judge(kp_windows_find(&res->windows, c->window_us), m->id,
                            rate, c->cmp, c->threshold, c->windows, &v))
                return 0;
        failed = v.judged && !v.pass;
        if (failed) {
                kp_capacity_fail f = { .code = KP_CAP_WINDOWS,
                                       .c = c,
                                       .metric = m->name,
                                       .unit = m->unit,
                                       .value = v.worst_value,
                                       .window_s = (double)c->window_us / 1e6,
                                       .failed = v.failed,
                                       .judged = v.judged };
                add_fail(fails, max, n, &f);
        }
        free(v.values);
        return failed;
}

int kp_capacity_judge(const kp_plan *p, const kp_tier *t,
                      const kp_produce_result *res, double rate,
                      kp_capacity_fail *fails, size_t max, size_t *n_fails)
{
        const kp_criterion *cr[32];
        size_t n = kp_capacity_criteria(p, t, cr, 32);
        kp_tier_result tr;
        kp_tier spec = *t;
        double min = t->search.min_ratio > 0 ? t->search.min_ratio : 0.98;
        size_t broke = 0; /* rules broken, kept in fails or not */
        *n_fails = 0;
        if (!res->ran || !res->measured) {
                kp_capacity_fail f = { .code = KP_CAP_NOTHING_MEASURED };
                add_fail(fails, max, n_fails, &f);
                return 0;
        }
        if (res->failed || res->undelivered) {
                kp_capacity_fail f = { .code = KP_CAP_UNDELIVERED,
                                       .lost = res->failed + res->undelivered,
                                       .sent = res->sent };
                add_fail(fails, max, n_fails, &f);
                return 0;
        }
        if (res->achieved_rate < min * rate) {
                kp_capacity_fail f = { .code = KP_CAP_UNDER_RATE,
                                       .achieved = res->achieved_rate,
                                       .min_ratio = min,
                                       .rate = rate };
                add_fail(fails, max, n_fails, &f);
                broke++;
        }
        memset(&tr, 0, sizeof(tr));
        tr.produce = *res;
        spec.rate = rate;
        spec.search.present = 0;
        for (size_t i = 0; i < n; i++) {
                const kp_metric *m = kp_metric_find(cr[i]->metric);
                double v;
                if (m && cr[i]->window_us) {
                        broke += (size_t)window_fails(cr[i], m, res, rate,
                                                      fails, max, n_fails);
                        continue;
                }
                if (!m || kp_metric_value(&tr, &spec, m->id, &v) != 0)
                        continue;
                if (!kp_metric_holds(cr[i]->cmp, v, cr[i]->threshold)) {
                        kp_capacity_fail f = { .code = KP_CAP_CRITERION,
                                               .c = cr[i],
                                               .metric = m->name,
                                               .unit = m->unit,
                                               .value = v };
                        add_fail(fails, max, n_fails, &f);
                        broke++;
                }
        }
        return broke == 0;
}
