#include "evaluate/evaluate.h"

#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/units.h"
#include "base/util.h"
#include "evaluate/broker_side.h"
#include "evaluate/evaluate_priv.h"
#include "evaluate/metric_value.h"
#include "evaluate/window_checks.h"

/* ---- evaluation ------------------------------------------------------- */

/* Merges the results of a parallel group's workloads into one synthetic
 * tier: counts and rates add up, latencies merge, durations take the
 * longest. Histograms of *agg are owned by it. */
static int aggregate_group(const kp_results *r, const char *group,
                           kp_tier_result *agg, kp_tier *spec)
{
        kp_produce_result *p = &agg->produce;
        kp_consume_result *c = &agg->consume;
        int all_fixed = 1, any = 0, identity = 1;
        memset(agg, 0, sizeof(*agg));
        memset(spec, 0, sizeof(*spec));
        agg->status = KP_TIER_COMPLETE;
        p->hist_latency = kp_hist_new();
        p->hist_service = kp_hist_new();
        c->hist_e2e = kp_hist_new();
        if (!p->hist_latency || !p->hist_service || !c->hist_e2e)
                return -1;
        for (size_t i = 0; i < r->n_tiers; i++) {
                const kp_tier *t = &r->plan->tiers[i];
                const kp_tier_result *tr = &r->tiers[i];
                if (!t->parallel_group || strcmp(t->parallel_group, group))
                        continue;
                any = 1;
                if (tr->status != KP_TIER_COMPLETE)
                        agg->status = tr->status;
                if (t->rate <= 0)
                        all_fixed = 0;
                spec->rate += t->rate;
                if (tr->produce.ran) {
                        const kp_produce_result *q = &tr->produce;
                        p->ran = 1;
                        p->sent += q->sent;
                        p->delivered += q->delivered;
                        p->failed += q->failed;
                        p->undelivered += q->undelivered;
                        p->measured += q->measured;
                        p->bytes += q->bytes;
                        p->achieved_rate += q->achieved_rate;
                        p->mib_per_sec += q->mib_per_sec;
                        if (q->duration_s > p->duration_s)
                                p->duration_s = q->duration_s;
                        if (q->hist_latency)
                                kp_hist_merge(p->hist_latency, q->hist_latency);
                        if (q->hist_service)
                                kp_hist_merge(p->hist_service, q->hist_service);
                }
                if (tr->consume.ran) {
                        const kp_consume_result *q = &tr->consume;
                        c->ran = 1;
                        c->expected += q->expected;
                        c->messages += q->messages;
                        if (q->duration_s > c->duration_s)
                                c->duration_s = q->duration_s;
                        if (q->fetch_s > c->fetch_s)
                                c->fetch_s = q->fetch_s;
                        c->bytes += q->bytes;
                        c->missing += q->missing;
                        c->msgs_per_sec += q->msgs_per_sec;
                        c->mib_per_sec += q->mib_per_sec;
                        c->fetch_msgs_per_sec += q->fetch_msgs_per_sec;
                        c->fetch_mib_per_sec += q->fetch_mib_per_sec;
                        /* Duplicates are known when every workload
                         * counted message by message. */
                        identity &= q->identity != 0;
                        c->duplicates += q->duplicates;
                        if (q->rebalance_ms > c->rebalance_ms)
                                c->rebalance_ms = q->rebalance_ms;
                        if (q->hist_e2e)
                                kp_hist_merge(c->hist_e2e, q->hist_e2e);
                        c->e2e_warmup += q->e2e_warmup;
                        c->stopped |= q->stopped;
                }
        }
        if (!all_fixed)
                spec->rate = 0;
        c->identity = c->ran && identity;
        kp_latency_from_hist(&p->latency, p->hist_latency);
        kp_latency_from_hist(&p->service, p->hist_service);
        kp_latency_from_hist(&c->e2e, c->hist_e2e);
        c->completeness = c->expected ? (double)(c->expected - c->missing) /
                                            (double)c->expected
                                      : 0;
        return any ? 0 : -1;
}

/* Why a metric the plan can measure on a tier has no value there. */
static kp_check_why unmeasured(const kp_tier_result *tr, const kp_metric *m)
{
        const kp_produce_result *p = &tr->produce;
        const kp_consume_result *c = &tr->consume;
        if (tr->status != KP_TIER_COMPLETE)
                return KP_WHY_TIER;
        if (m->id == KP_M_CONSUME_DUPLICATES)
                return c->ran ? KP_WHY_BY_OFFSET : KP_WHY_NOT_RUN;
        if (m->id == KP_M_PRODUCE_ERROR_RATIO)
                return p->ran ? KP_WHY_NOTHING_SENT : KP_WHY_NOT_RUN;
        switch (m->phase) {
        case KP_PHASE_SOAK:
                return KP_WHY_NOT_SUSTAINED;
        case KP_PHASE_TRIALS:
                return KP_WHY_NOT_FOUND;
        case KP_PHASE_DRAIN:
                return c->ran ? KP_WHY_NOT_DRAINED : KP_WHY_NOT_RUN;
        case KP_PHASE_PRODUCE:
                return p->ran ? KP_WHY_NO_MEASURED : KP_WHY_NOT_RUN;
        case KP_PHASE_CONSUME:
        case KP_PHASE_E2E:
                break;
        }
        return c->ran ? KP_WHY_NO_MEASURED : KP_WHY_NOT_RUN;
}

/* The check k of criterion c per window, on tier result tr: 1 when it was
 * judged (k filled), 0 when the tier kept no such windows (the check then
 * has no value), -1 when memory runs out. */
static int window_check(kp_check *k, const kp_criterion *c, const kp_metric *m,
                        const kp_tier_result *tr, const kp_tier *spec)
{
        const kp_window_series *s = kp_windows_of(tr, m->id, c->window_us);
        const int consume = kp_metric_consumes(m->id);
        kp_window_verdict v;
        k->windowed = 1;
        k->window_s = (double)c->window_us / 1e6;
        k->windows_share = c->windows > 0 ? c->windows : 1;
        k->phase = consume ? "consume" : "produce";
        if (kp_window_judge(s, m->id, spec->rate, c->cmp, c->threshold,
                            c->windows, &v))
                return -1;
        k->win_end_s = calloc(v.n_values + 1, sizeof(double));
        k->win_dur_s = calloc(v.n_values + 1, sizeof(double));
        if (!k->win_end_s || !k->win_dur_s) {
                free(v.values);
                return -1;
        }
        k->win_value = v.values;
        k->n_win = v.n_values;
        for (size_t i = 0; i < v.n_values; i++) {
                k->win_end_s[i] = s->v[i].t_s;
                k->win_dur_s[i] = s->v[i].dur_s;
        }
        k->windows_judged = v.judged;
        k->windows_failed = v.failed;
        k->windows_needed = v.needed;
        if (!v.judged)
                return 0;
        k->has_value = 1;
        k->value = v.worst_value;
        k->worst_end_s = s->v[v.worst].t_s;
        k->worst_dur_s = s->v[v.worst].dur_s;
        kp_window_start_utc(
            consume ? tr->consume.started_at : tr->produce.started_at,
            k->worst_end_s, k->worst_dur_s, k->worst_at, sizeof(k->worst_at));
        return v.pass ? 1 : 2;
}

/* The rates a parallel group's summed rate (metric id, value) allows:
 * the sums of its workloads' lowest and highest rates, each over its own
 * window with its own end error; a ratio's over the group's target_rate.
 * The window and end error kept are the longest and the largest. Returns
 * 1 and fills *b, or 0 when id is not a rate or no workload measured
 * it. */
static int group_rate_bounds(const kp_results *r, const char *group,
                             kp_metric_id id, double value, double target_rate,
                             kp_rate_bounds *b)
{
        kp_metric_id per =
            id == KP_M_PRODUCE_RATE_RATIO ? KP_M_PRODUCE_RATE : id;
        double lo = 0, hi = 0, win = 0, d = 0, v;
        kp_rate_end end = KP_RATE_END_GRAIN;
        int any = 0;
        for (size_t i = 0; i < r->n_tiers; i++) {
                const kp_tier *t = &r->plan->tiers[i];
                const kp_tier_result *tr = &r->tiers[i];
                kp_rate_bounds m;
                if (!t->parallel_group || strcmp(t->parallel_group, group) ||
                    kp_metric_value(tr, t, per, &v) != 0 ||
                    !kp_metric_rate_bounds(tr, per, v, t->interval_us, &m))
                        continue;
                lo += m.low;
                hi += m.high;
                win = fmax(win, m.window_s);
                if (m.end_error_s >= d) {
                        d = m.end_error_s;
                        end = m.end;
                }
                any = 1;
        }
        if (!any || (per != id && !(target_rate > 0)))
                return 0;
        if (per != id) {
                lo /= target_rate;
                hi /= target_rate;
        }
        b->value = value;
        b->window_s = win;
        b->end_error_s = d;
        b->end = end;
        b->low = lo;
        b->high = hi;
        return 1;
}

/* One check of criterion c (index ci) on a tier or an aggregate: tr and
 * spec are what is judged, t the plan's tier it stands for (a workload of
 * the group, for an aggregate; r the results its workloads are in). */
static int add_check(kp_evaluation *e, const kp_results *r, size_t ci,
                     const kp_criterion *c, const char *tier,
                     const kp_tier_result *tr, const kp_tier *spec,
                     const kp_tier *t)
{
        const kp_plan *plan = r->plan;
        const kp_metric *m = kp_metric_find(c->metric);
        kp_check *k, *v = realloc(e->checks, (e->n_checks + 1) * sizeof(*v));
        double value = 0;
        int windowed_fail = 0;
        if (!v || !m)
                return -1;
        e->checks = v;
        k = &e->checks[e->n_checks++];
        memset(k, 0, sizeof(*k));
        k->criterion = ci;
        k->tier = strdup(tier);
        k->metric = m->name;
        k->unit = m->unit;
        k->cmp = c->cmp;
        k->threshold = c->threshold;
        if (!k->tier)
                return -1;
        /* The criterion that stopped the tier fails on the figure that
         * stopped it (docs/ci.md, "Stopping early"). */
        if (tr->abort.stopped && tr->abort.criterion == ci && !c->aggregate) {
                k->has_value = 1;
                k->value = tr->abort.value;
                k->margin = kp_metric_margin(c->cmp, k->value, c->threshold);
                k->margin_pct = c->threshold != 0
                                    ? k->margin / fabs(c->threshold) * 100.0
                                    : 0;
                k->verdict = KP_FAIL;
                k->aborted = 1;
                return 0;
        }
        if (c->window_us && !c->aggregate) {
                int w = window_check(k, c, m, tr, spec);
                if (w < 0)
                        return -1;
                windowed_fail = w == 2;
                value = k->value;
        }
        if (c->window_us && !c->aggregate
                ? !k->has_value
                : kp_metric_value(tr, spec, m->id, &value) != 0) {
                k->misfit = kp_criterion_misfit(plan, c, t);
                if (k->misfit != KP_FITS) {
                        /* Never measured there: N/A by the plan, unless
                         * the plan named the tier (a plan error since;
                         * a stored plan may hold one). */
                        k->why = KP_WHY_MISFIT;
                        k->verdict = !c->aggregate && kp_criterion_names(c, t)
                                         ? KP_INCOMPLETE
                                         : KP_NA;
                        return 0;
                }
                /* The plan can measure it and the run did not: nothing
                 * judged, never a pass. */
                k->why = unmeasured(tr, m);
                k->verdict = KP_INCOMPLETE;
                return 0;
        }
        /* A rate is judged with its uncertainty: a threshold within the
         * rates its window's ends allow is not judged, never a pass. A
         * criterion per window judges each window instead. */
        if (c->aggregate)
                k->has_rate = group_rate_bounds(r, tier, m->id, value,
                                                spec->rate, &k->rate);
        else if (!c->window_us)
                k->has_rate = kp_metric_rate_bounds(tr, m->id, value,
                                                    t->interval_us, &k->rate);
        if (k->has_rate &&
            kp_rate_decides(&k->rate, c->cmp, c->threshold) < 0) {
                k->why = KP_WHY_WITHIN_ERROR;
                k->verdict = KP_INCOMPLETE;
                return 0;
        }
        k->has_value = 1;
        k->value = value;
        k->margin = kp_metric_margin(c->cmp, value, c->threshold);
        k->margin_pct =
            c->threshold != 0 ? k->margin / fabs(c->threshold) * 100.0 : 0;
        if (c->window_us && !c->aggregate
                ? windowed_fail
                : !kp_metric_holds(c->cmp, value, c->threshold)) {
                k->verdict = KP_FAIL;
        } else if (tr->status != KP_TIER_COMPLETE) {
                /* A tier that did not complete never passes. */
                k->verdict = KP_INCOMPLETE;
                k->why = KP_WHY_TIER;
        } else {
                k->verdict = KP_PASS;
        }
        return 0;
}

static int eval_checks(const kp_results *r, kp_evaluation *e)
{
        const kp_plan *p = r->plan;
        for (size_t ci = 0; ci < p->n_criteria; ci++) {
                const kp_criterion *c = &p->criteria[ci];
                for (size_t i = 0; i < r->n_tiers && !c->aggregate; i++) {
                        if (!kp_criterion_selects(c, &p->tiers[i]))
                                continue;
                        if (add_check(e, r, ci, c, r->tiers[i].name,
                                      &r->tiers[i], &p->tiers[i], &p->tiers[i]))
                                return -1;
                }
                for (size_t i = 0; i < r->n_tiers && c->aggregate; i++) {
                        const char *g = p->tiers[i].parallel_group;
                        kp_tier_result agg;
                        kp_tier spec;
                        int seen = 0, rc;
                        if (!g || !kp_criterion_selects(c, &p->tiers[i]))
                                continue;
                        for (size_t k = 0; k < i; k++)
                                if (p->tiers[k].parallel_group &&
                                    strcmp(p->tiers[k].parallel_group, g) == 0)
                                        seen = 1;
                        if (seen)
                                continue;
                        rc = aggregate_group(r, g, &agg, &spec);
                        if (rc == 0)
                                rc = add_check(e, r, ci, c, g, &agg, &spec,
                                               &p->tiers[i]);
                        kp_group_aggregate_free(&agg);
                        if (rc)
                                return -1;
                }
        }
        return 0;
}

static int eval_tiers(const kp_results *r, kp_evaluation *e, double peak)
{
        e->tiers = calloc(r->n_tiers + 1, sizeof(*e->tiers));
        if (!e->tiers)
                return -1;
        e->n_tiers = r->n_tiers;
        for (size_t i = 0; i < r->n_tiers; i++) {
                kp_tier_eval *te = &e->tiers[i];
                const kp_tier_result *tr = &r->tiers[i];
                const kp_tier *t = &r->plan->tiers[i];
                te->name = tr->name;
                te->below_peak = peak > 0 && t->rate > 0 && t->rate < peak;
                kp_limit_of_produce(&tr->produce, tr->brokers,
                                    r->cluster.emulated_hosts,
                                    &te->produce_limit);
                kp_limit_of_consume(&tr->consume, r->cluster.emulated_hosts,
                                    &te->consume_limit);
                kp_stall_find(&tr->produce.intervals,
                              tr->produce.target_rate > 0
                                  ? tr->produce.target_rate
                                  : tr->produce.achieved_rate,
                              0, &te->produce_stall);
                kp_stall_find(&tr->consume.intervals, tr->consume.msgs_per_sec,
                              kp_stall_consume_from(&tr->consume),
                              &te->consume_stall);
                ev_tier_verdict(r, e, i, te);
        }
        return 0;
}

/* ---- parallel groups ---------------------------------------------------- */

int kp_group_aggregate(const kp_results *r, const char *group,
                       kp_tier_result *agg, double *target_rate)
{
        kp_tier spec;
        if (aggregate_group(r, group, agg, &spec) != 0) {
                kp_group_aggregate_free(agg);
                memset(agg, 0, sizeof(*agg));
                return -1;
        }
        if (target_rate)
                *target_rate = spec.rate;
        return 0;
}

/* Worse verdicts rank higher: FAIL, INCOMPLETE, PASS, N/A. */

int kp_evaluate_groups(const kp_results *r, kp_evaluation *e)
{
        const kp_plan *p = r->plan;
        for (size_t i = 0; i < r->n_tiers && i < p->n_tiers; i++) {
                const char *g = p->tiers[i].parallel_group;
                kp_group_eval *ge, *v;
                int seen = 0;
                if (!g)
                        continue;
                for (size_t k = 0; k < e->n_groups && !seen; k++)
                        seen = strcmp(e->groups[k].name, g) == 0;
                if (seen)
                        continue;
                v = realloc(e->groups, (e->n_groups + 1) * sizeof(*v));
                if (!v)
                        return -1;
                e->groups = v;
                ge = &e->groups[e->n_groups];
                memset(ge, 0, sizeof(*ge));
                ge->name = g;
                ge->tiers = calloc(r->n_tiers, sizeof(*ge->tiers));
                if (!ge->tiers)
                        return -1;
                e->n_groups++;
                ge->verdict = KP_NA;
                for (size_t k = i; k < r->n_tiers && k < p->n_tiers; k++) {
                        const char *gk = p->tiers[k].parallel_group;
                        if (!gk || strcmp(gk, g) != 0)
                                continue;
                        ge->tiers[ge->n_tiers++] = k;
                        if (k < e->n_tiers &&
                            kp_verdict_rank(e->tiers[k].verdict) >
                                kp_verdict_rank(ge->verdict))
                                ge->verdict = e->tiers[k].verdict;
                }
                if (kp_group_aggregate(r, g, &ge->agg, &ge->target_rate))
                        return -1;
        }
        return 0;
}

int kp_evaluate(const kp_results *r, kp_evaluation **out, char *errstr,
                size_t errstr_size)
{
        kp_evaluation *e = calloc(1, sizeof(*e));
        int ret = -1;

        *out = NULL;
        if (!e)
                return kp_err(errstr, errstr_size, "out of memory");
        if (eval_checks(r, e) ||
            eval_tiers(r, e,
                       r->plan->target.present
                           ? kp_target_peak_rate(&r->plan->target)
                           : 0) ||
            ev_extrapolate(r, e) || ev_sizing(r, e) ||
            kp_evaluate_sweeps(r, e) || kp_evaluate_groups(r, e))
                goto oom;
        if (kp_broker_side_loopback(r))
                e->broker_network_unknown = KP_X_LOOPBACK;

        ev_run_verdict(r, e);
        *out = e;
        e = NULL;
        ret = 0;
        goto out;
oom:
        kp_err(errstr, errstr_size, "out of memory");
out:
        kp_evaluation_destroy(e);
        return ret;
}
