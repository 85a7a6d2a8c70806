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

const char *kp_verdict_str(kp_verdict v)
{
        switch (v) {
        case KP_PASS:
                return "PASS";
        case KP_FAIL:
                return "FAIL";
        case KP_INCOMPLETE:
                return "INCOMPLETE";
        case KP_NA:
                return "N/A";
        }
        return "?";
}

int kp_verdict_exit(kp_verdict v)
{
        return v == KP_PASS ? KP_EXIT_PASS : KP_EXIT_FAIL;
}

double kp_target_avg_rate(const kp_target *t)
{
        if (!t->present || t->window_us <= 0)
                return 0;
        return (double)t->messages / ((double)t->window_us / 1e6);
}

double kp_target_peak_rate(const kp_target *t)
{
        return kp_target_avg_rate(t) * t->peak_factor;
}

double kp_target_storage_bytes(const kp_target *t, double *with_overhead)
{
        double windows, bytes;
        if (!t->present || t->window_us <= 0) {
                if (with_overhead)
                        *with_overhead = 0;
                return 0;
        }
        windows = (double)t->retention_us / (double)t->window_us;
        bytes = (double)t->messages * windows * (double)t->record_size *
                (double)t->replication_factor;
        if (with_overhead)
                *with_overhead = bytes * (1.0 + t->storage_overhead);
        return bytes;
}

/* ---- shared helpers (evaluate_priv.h) ----------------------------------- */

const char *ev_rate_str(ev_rate_buf *b, double v)
{
        if (v >= 100)
                kp_fmt_count(b->s, sizeof(b->s), (uint64_t)(v + 0.5));
        else
                snprintf(b->s, sizeof(b->s), "%.1f", v);
        return b->s;
}

int ev_strv_addf(ev_strv *s, const char *fmt, ...)
{
        char *str, **v;
        va_list ap;
        int n;
        va_start(ap, fmt);
        n = vasprintf(&str, fmt, ap);
        va_end(ap);
        if (n < 0)
                return -1;
        v = realloc(s->v, (s->n + 1) * sizeof(*v));
        if (!v) {
                free(str);
                return -1;
        }
        s->v = v;
        s->v[s->n++] = str;
        return 0;
}

/* ---- evaluation ------------------------------------------------------- */

static int applies(const kp_criterion *c, const kp_tier *t)
{
        if (c->n_tiers == 0)
                return 1;
        for (size_t i = 0; i < c->n_tiers; i++) {
                if (strcmp(c->tiers[i], t->name) == 0 ||
                    (t->sweep_group &&
                     strcmp(c->tiers[i], t->sweep_group) == 0) ||
                    (t->parallel_group &&
                     strcmp(c->tiers[i], t->parallel_group) == 0))
                        return 1;
        }
        return 0;
}

static int passes(kp_cmp cmp, double v, double th)
{
        switch (cmp) {
        case KP_CMP_LE:
                return v <= th;
        case KP_CMP_LT:
                return v < th;
        case KP_CMP_GE:
                return v >= th;
        case KP_CMP_GT:
                return v > th;
        }
        return 0;
}

static double margin_of(kp_cmp cmp, double v, double th)
{
        return (cmp == KP_CMP_LE || cmp == KP_CMP_LT) ? th - v : v - th;
}

/* Merges the results of a parallel group's workloads into one synthetic
 * tier: counts and rates add up, latencies merge, durations take the
 * longest. Histograms of *agg are owned by it. */
static int aggregate_group(const kp_results *r, const char *group,
                           kp_tier_result *agg, kp_tier *spec)
{
        kp_produce_result *p = &agg->produce;
        kp_consume_result *c = &agg->consume;
        int all_fixed = 1, any = 0;
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
                        c->bytes += q->bytes;
                        c->missing += q->missing;
                        c->msgs_per_sec += q->msgs_per_sec;
                        c->mib_per_sec += q->mib_per_sec;
                        c->fetch_msgs_per_sec += q->fetch_msgs_per_sec;
                        c->fetch_mib_per_sec += q->fetch_mib_per_sec;
                        if (q->rebalance_ms > c->rebalance_ms)
                                c->rebalance_ms = q->rebalance_ms;
                        if (q->hist_e2e)
                                kp_hist_merge(c->hist_e2e, q->hist_e2e);
                }
        }
        if (!all_fixed)
                spec->rate = 0;
        kp_latency_from_hist(&p->latency, p->hist_latency);
        kp_latency_from_hist(&p->service, p->hist_service);
        kp_latency_from_hist(&c->e2e, c->hist_e2e);
        c->completeness = c->expected ? (double)(c->expected - c->missing) /
                                            (double)c->expected
                                      : 0;
        return any ? 0 : -1;
}

static void aggregate_free(kp_tier_result *agg)
{
        kp_hist_destroy(agg->produce.hist_latency);
        kp_hist_destroy(agg->produce.hist_service);
        kp_hist_destroy(agg->consume.hist_e2e);
}

static int add_check(kp_evaluation *e, size_t ci, const kp_criterion *c,
                     const char *tier, const kp_tier_result *tr,
                     const kp_tier *spec)
{
        const kp_metric *m = kp_metric_find(c->metric);
        kp_check *k, *v = realloc(e->checks, (e->n_checks + 1) * sizeof(*v));
        double value = 0;
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
        if (kp_metric_value(tr, spec, m->id, &value) != 0) {
                k->verdict = KP_NA;
                if (m->fixed_rate_only && spec && spec->rate <= 0)
                        k->note = strdup("unlimited-rate tier: there is no "
                                         "target rate to compare with");
                else if (m->id >= KP_M_E2E_AVG && m->id <= KP_M_E2E_MAX &&
                         tr->consume.ran && !tr->consume.during)
                        k->note = strdup("end-to-end latency is measured "
                                         "with consumer mode \"during\"; "
                                         "this tier's consumer read after "
                                         "the produce phase");
                else if (tr->status != KP_TIER_COMPLETE)
                        k->verdict = KP_INCOMPLETE;
                if (!k->note)
                        k->note =
                            strdup(tr->reason ? tr->reason
                                              : "not measured in this tier");
                return k->note ? 0 : -1;
        }
        k->has_value = 1;
        k->value = value;
        k->margin = margin_of(c->cmp, value, c->threshold);
        k->margin_pct =
            c->threshold != 0 ? k->margin / fabs(c->threshold) * 100.0 : 0;
        if (!passes(c->cmp, value, c->threshold)) {
                k->verdict = KP_FAIL;
        } else if (tr->status != KP_TIER_COMPLETE) {
                /* A tier that did not complete never passes. */
                k->verdict = KP_INCOMPLETE;
                k->note = strdup(tr->reason ? tr->reason
                                            : "the tier did not complete");
                if (!k->note)
                        return -1;
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
                        if (!applies(c, &p->tiers[i]))
                                continue;
                        if (add_check(e, ci, c, r->tiers[i].name, &r->tiers[i],
                                      &p->tiers[i]))
                                return -1;
                }
                for (size_t i = 0; i < r->n_tiers && c->aggregate; i++) {
                        const char *g = p->tiers[i].parallel_group;
                        kp_tier_result agg;
                        kp_tier spec;
                        int seen = 0, rc;
                        if (!g || !applies(c, &p->tiers[i]))
                                continue;
                        for (size_t k = 0; k < i; k++)
                                if (p->tiers[k].parallel_group &&
                                    strcmp(p->tiers[k].parallel_group, g) == 0)
                                        seen = 1;
                        if (seen)
                                continue;
                        rc = aggregate_group(r, g, &agg, &spec);
                        if (rc == 0)
                                rc = add_check(e, ci, c, g, &agg, &spec);
                        aggregate_free(&agg);
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
                te->verdict =
                    tr->status == KP_TIER_COMPLETE ? KP_PASS : KP_INCOMPLETE;
                for (size_t k = 0; k < e->n_checks; k++) {
                        const kp_check *c = &e->checks[k];
                        if (strcmp(c->tier, tr->name) != 0 &&
                            !(t->parallel_group &&
                              strcmp(c->tier, t->parallel_group) == 0))
                                continue;
                        if (c->verdict == KP_FAIL)
                                te->verdict = KP_FAIL;
                        else if (c->verdict == KP_INCOMPLETE &&
                                 te->verdict == KP_PASS)
                                te->verdict = KP_INCOMPLETE;
                }
                if (tr->status != KP_TIER_COMPLETE) {
                        te->note =
                            strdup(tr->reason ? tr->reason
                                              : kp_tier_status_str(tr->status));
                        if (!te->note)
                                return -1;
                }
                te->below_peak = peak > 0 && t->rate > 0 && t->rate < peak;
        }
        return 0;
}

/* Least squares of y against x; r2 is 1 for a perfect fit. */
static void fit(const double *x, const double *y, size_t n, double *slope,
                double *icept, double *r2)
{
        double sx = 0, sy = 0, sxx = 0, sxy = 0, syy = 0, d;
        for (size_t i = 0; i < n; i++) {
                sx += x[i];
                sy += y[i];
                sxx += x[i] * x[i];
                sxy += x[i] * y[i];
                syy += y[i] * y[i];
        }
        d = (double)n * sxx - sx * sx;
        if (n < 2 || d == 0) {
                *slope = 0;
                *icept = n ? sy / (double)n : 0;
                *r2 = 0;
                return;
        }
        *slope = ((double)n * sxy - sx * sy) / d;
        *icept = (sy - *slope * sx) / (double)n;
        {
                double ss_tot = syy - sy * sy / (double)n, ss_res = 0;
                for (size_t i = 0; i < n; i++) {
                        double e = y[i] - (*icept + *slope * x[i]);
                        ss_res += e * e;
                }
                *r2 = ss_tot > 0 ? 1.0 - ss_res / ss_tot : 1.0;
        }
}

static const kp_metric_id trend_metrics[] = {
        KP_M_PRODUCE_LAT_P95,    KP_M_PRODUCE_LAT_P99, KP_M_PRODUCE_SVC_P95,
        KP_M_PRODUCE_RATE_RATIO, KP_M_CONSUME_RATE,    KP_M_E2E_P95,
};

static int eval_trends(const kp_results *r, kp_extrapolation *x, ev_strv *risks)
{
        const kp_plan *p = r->plan;
        size_t n_t = r->n_tiers;
        double *xs = calloc(n_t + 1, sizeof(double));
        double *ys = calloc(n_t + 1, sizeof(double));
        int ret = -1;
        if (!xs || !ys)
                goto out;
        x->trends = calloc(KP_ARRAY_LEN(trend_metrics), sizeof(*x->trends));
        if (!x->trends)
                goto out;
        for (size_t m = 0; m < KP_ARRAY_LEN(trend_metrics); m++) {
                const kp_metric *met = kp_metric_get(trend_metrics[m]);
                kp_trend *tr = &x->trends[x->n_trends];
                size_t n = 0, distinct = 0;
                /* The volume tiers: fixed rate, not a sweep point, not a
                 * parallel workload. A consumer that reads while the tier
                 * produces goes at the producer's pace: its rate says
                 * nothing about how fast the cluster is read. */
                for (size_t i = 0; i < n_t; i++) {
                        const kp_tier *t = &p->tiers[i];
                        double v;
                        if (t->rate <= 0 || t->sweep_group ||
                            t->parallel_group ||
                            (met->id == KP_M_CONSUME_RATE &&
                             t->consume.during) ||
                            r->tiers[i].status != KP_TIER_COMPLETE ||
                            kp_metric_value(&r->tiers[i], t, met->id, &v))
                                continue;
                        xs[n] = log10((double)t->messages);
                        ys[n] = v;
                        for (size_t k = 0; k < n; k++)
                                if (xs[k] == xs[n])
                                        goto dup;
                        distinct++;
                dup:
                        n++;
                }
                if (distinct < 2)
                        continue;
                tr->metric = met->name;
                tr->unit = met->unit;
                tr->n_points = n;
                fit(xs, ys, n, &tr->slope, &tr->intercept, &tr->r2);
                tr->projected = tr->intercept +
                                tr->slope * log10((double)p->target.messages);
                /* Latencies, rates and ratios cannot go below zero. */
                if (tr->projected < 0)
                        tr->projected = 0;
                for (size_t c = 0; c < p->n_criteria; c++) {
                        if (strcmp(p->criteria[c].metric, met->name) != 0)
                                continue;
                        tr->has_threshold = 1;
                        tr->threshold = p->criteria[c].threshold;
                        tr->cmp = p->criteria[c].cmp;
                        tr->crosses =
                            !passes(tr->cmp, tr->projected, tr->threshold);
                        break;
                }
                if (tr->crosses &&
                    ev_strv_addf(risks,
                                 "%s projects to %.4g %s at the target volume "
                                 "(least squares against log10(messages) over "
                                 "%zu tiers), beyond the criterion %s %g %s",
                                 met->name, tr->projected, met->unit, n,
                                 kp_cmp_str(tr->cmp), tr->threshold, met->unit))
                        goto out;
                x->n_trends++;
        }
        ret = 0;
out:
        free(xs);
        free(ys);
        return ret;
}

static int eval_extrapolation(const kp_results *r, kp_evaluation *e,
                              ev_strv *assume, ev_strv *risks)
{
        const kp_plan *p = r->plan;
        const kp_target *t = &p->target;
        kp_extrapolation *x = &e->x;
        char a[32], b[32], c[32], d[32];
        ev_rate_buf rb[2];
        if (!t->present)
                return 0;
        x->present = 1;
        x->required_avg_rate = kp_target_avg_rate(t);
        x->required_peak_rate = kp_target_peak_rate(t);
        x->storage_bytes =
            kp_target_storage_bytes(t, &x->storage_with_overhead);

        /* Sustainable rate: the best unlimited tier that delivered every
         * message; else the best fixed rate held, as a lower bound. */
        for (int pass = 0; pass < 2 && x->sustainable_rate == 0; pass++) {
                for (size_t i = 0; i < r->n_tiers; i++) {
                        const kp_tier *ti = &p->tiers[i];
                        const kp_produce_result *q = &r->tiers[i].produce;
                        /* A tier stopped early or broken proves nothing
                         * about the rate it could hold. */
                        if (!q->ran || !q->measured || q->failed ||
                            q->undelivered ||
                            r->tiers[i].status == KP_TIER_INTERRUPTED ||
                            r->tiers[i].status == KP_TIER_FAILED ||
                            (pass == 0) != (ti->rate <= 0))
                                continue;
                        if (q->achieved_rate > x->sustainable_rate) {
                                x->sustainable_rate = q->achieved_rate;
                                x->sustainable_tier = ti->name;
                        }
                }
                x->sustainable_lower_bound = pass == 1;
        }
        if (x->sustainable_rate > 0 && x->required_peak_rate > 0)
                x->headroom = x->sustainable_rate / x->required_peak_rate;
        for (size_t i = 0; i < r->n_tiers; i++) {
                const kp_consume_result *q = &r->tiers[i].consume;
                if (q->ran && !q->timed_out &&
                    r->tiers[i].status != KP_TIER_INTERRUPTED &&
                    q->fetch_msgs_per_sec > x->consume_rate) {
                        x->consume_rate = q->fetch_msgs_per_sec;
                        x->consume_tier = p->tiers[i].name;
                }
        }
        if (x->sustainable_rate > 0)
                x->ingest_s = (double)t->messages / x->sustainable_rate;
        if (x->consume_rate > 0)
                x->drain_s = (double)t->messages / x->consume_rate;

        if (ev_strv_addf(
                assume,
                "The target is %s messages per %s; the required peak "
                "rate is the average rate (%s msg/s) times the peak "
                "factor %g: %s msg/s.",
                kp_fmt_count(a, sizeof(a), t->messages),
                kp_fmt_duration(b, sizeof(b), (double)t->window_us / 1e6),
                ev_rate_str(&rb[0], x->required_avg_rate), t->peak_factor,
                ev_rate_str(&rb[1], x->required_peak_rate)))
                return -1;
        if (x->sustainable_rate > 0 && !x->sustainable_lower_bound) {
                if (ev_strv_addf(assume,
                                 "The sustainable rate is the highest rate "
                                 "measured in an unlimited-rate tier (%s: %s "
                                 "msg/s), with that tier's record size and "
                                 "client settings; other settings give other "
                                 "rates.",
                                 x->sustainable_tier,
                                 ev_rate_str(&rb[0], x->sustainable_rate)))
                        return -1;
        } else if (x->sustainable_rate > 0) {
                if (ev_strv_addf(
                        assume,
                        "No unlimited-rate tier completed without "
                        "errors, so the sustainable rate is only known "
                        "to be at least the highest fixed rate held "
                        "(%s: %s msg/s): a lower bound.",
                        x->sustainable_tier,
                        ev_rate_str(&rb[1], x->sustainable_rate)))
                        return -1;
        }
        if (x->consume_rate > 0 &&
            ev_strv_addf(assume,
                         "Draining uses the best fetch-only consume rate "
                         "measured (%s: %s msg/s) with the tier's consumer "
                         "count; group joins are not included.",
                         x->consume_tier, ev_rate_str(&rb[0], x->consume_rate)))
                return -1;
        if (ev_strv_addf(
                assume,
                "Storage counts %s-byte records times replication "
                "factor %d over a retention of %s (%s), plus %.0f%% "
                "for indexes, batch headers and segment slack: %s. "
                "Compression is not taken into account.",
                kp_fmt_count(a, sizeof(a), t->record_size),
                t->replication_factor,
                kp_fmt_duration(b, sizeof(b), (double)t->retention_us / 1e6),
                kp_fmt_bytes(c, sizeof(c), x->storage_bytes),
                t->storage_overhead * 100,
                kp_fmt_bytes(d, sizeof(d), x->storage_with_overhead)))
                return -1;
        if (eval_trends(r, x, risks))
                return -1;
        if (x->n_trends &&
            ev_strv_addf(assume,
                         "Trends are least-squares fits of each metric against "
                         "log10(messages) over the fixed-rate volume tiers, "
                         "projected to %s messages; they assume the cluster "
                         "keeps behaving at the target volume as it did across "
                         "the measured range.",
                         kp_fmt_count(a, sizeof(a), t->messages)))
                return -1;
        for (size_t i = 0; i < e->n_tiers; i++) {
                if (!e->tiers[i].below_peak)
                        continue;
                if (ev_strv_addf(risks,
                                 "Tier %s ran at %s msg/s, below the required "
                                 "peak of %s msg/s: it does not prove the "
                                 "peak.",
                                 e->tiers[i].name,
                                 ev_rate_str(&rb[1], p->tiers[i].rate),
                                 ev_rate_str(&rb[0], x->required_peak_rate)))
                        return -1;
        }
        return 0;
}

/* ---- parallel groups ---------------------------------------------------- */

int kp_group_aggregate(const kp_results *r, const char *group,
                       kp_tier_result *agg, double *target_rate)
{
        kp_tier spec;
        if (aggregate_group(r, group, agg, &spec) != 0) {
                aggregate_free(agg);
                memset(agg, 0, sizeof(*agg));
                return -1;
        }
        if (target_rate)
                *target_rate = spec.rate;
        return 0;
}

void kp_group_aggregate_free(kp_tier_result *agg)
{
        if (agg)
                aggregate_free(agg);
}

/* Worse verdicts rank higher: FAIL, INCOMPLETE, PASS, N/A. */
static int verdict_rank(kp_verdict v)
{
        switch (v) {
        case KP_FAIL:
                return 3;
        case KP_INCOMPLETE:
                return 2;
        case KP_PASS:
                return 1;
        case KP_NA:
                return 0;
        }
        return 0;
}

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
                            verdict_rank(e->tiers[k].verdict) >
                                verdict_rank(ge->verdict))
                                ge->verdict = e->tiers[k].verdict;
                }
                if (kp_group_aggregate(r, g, &ge->agg, &ge->target_rate))
                        return -1;
        }
        return 0;
}

static int set_str(char **dst, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));

static int set_str(char **dst, const char *fmt, ...)
{
        va_list ap;
        int n;
        free(*dst);
        va_start(ap, fmt);
        n = vasprintf(dst, fmt, ap);
        va_end(ap);
        if (n < 0) {
                *dst = NULL;
                return -1;
        }
        return 0;
}

int kp_evaluate(const kp_results *r, kp_evaluation **out, char *errstr,
                size_t errstr_size)
{
        kp_evaluation *e = calloc(1, sizeof(*e));
        ev_strv assume = { 0 }, risks = { 0 };
        size_t n_fail = 0, n_inc = 0;
        char a[32], b[32], c[32], d[32];
        ev_rate_buf rb[2];
        int ret = -1;

        *out = NULL;
        if (!e)
                return kp_err(errstr, errstr_size, "out of memory");
        if (eval_checks(r, e) ||
            eval_tiers(r, e,
                       r->plan->target.present
                           ? kp_target_peak_rate(&r->plan->target)
                           : 0) ||
            eval_extrapolation(r, e, &assume, &risks) ||
            kp_evaluate_sweeps(r, e) || kp_evaluate_groups(r, e))
                goto oom;
        if (r->cluster.embedded &&
            ev_strv_addf(&assume,
                         "This run measured librdkafka's in-process mock "
                         "cluster, not a Kafka cluster: its figures describe "
                         "kplan on this host and are no evidence about any "
                         "cluster."))
                goto oom;
        e->x.assumptions = assume.v;
        e->x.n_assumptions = assume.n;
        e->risks = risks.v;
        e->n_risks = risks.n;
        memset(&assume, 0, sizeof(assume));
        memset(&risks, 0, sizeof(risks));

        for (size_t i = 0; i < e->n_tiers; i++) {
                n_fail += e->tiers[i].verdict == KP_FAIL;
                n_inc += e->tiers[i].verdict == KP_INCOMPLETE;
        }
        if (n_fail) {
                e->verdict = KP_FAIL;
                if (set_str(&e->verdict_reason,
                            "%zu of %zu tiers failed a criterion", n_fail,
                            e->n_tiers))
                        goto oom;
        } else if (n_inc) {
                e->verdict = KP_INCOMPLETE;
                if (set_str(&e->verdict_reason,
                            "%zu of %zu tiers did not complete", n_inc,
                            e->n_tiers))
                        goto oom;
        } else if (e->x.present && e->x.sustainable_rate == 0) {
                e->verdict = KP_INCOMPLETE;
                if (set_str(&e->verdict_reason,
                            "no tier measured a rate to compare with the "
                            "target"))
                        goto oom;
        } else if (e->x.present && e->x.headroom < 1 &&
                   e->x.sustainable_lower_bound) {
                e->verdict = KP_INCOMPLETE;
                if (set_str(&e->verdict_reason,
                            "capacity not demonstrated: at least %s msg/s "
                            "held, the target needs %s msg/s at peak (add "
                            "an unlimited-rate tier)",
                            ev_rate_str(&rb[1], e->x.sustainable_rate),
                            ev_rate_str(&rb[0], e->x.required_peak_rate)))
                        goto oom;
        } else if (e->x.present && e->x.headroom < 1) {
                e->verdict = KP_FAIL;
                if (set_str(&e->verdict_reason,
                            "the sustainable rate %s msg/s is below the "
                            "required peak %s msg/s (headroom %.2fx)",
                            ev_rate_str(&rb[1], e->x.sustainable_rate),
                            ev_rate_str(&rb[0], e->x.required_peak_rate),
                            e->x.headroom))
                        goto oom;
        } else {
                e->verdict = KP_PASS;
                if (set_str(&e->verdict_reason,
                            "every tier met every criterion%s",
                            e->x.present ? " and the target fits" : ""))
                        goto oom;
        }
        if (e->x.present) {
                const kp_target *t = &r->plan->target;
                if (set_str(
                        &e->headline,
                        "Target %s msgs / %s: required peak %s msg/s; "
                        "measured sustained %s%s msg/s; headroom %.1fx",
                        kp_fmt_count(a, sizeof(a), t->messages),
                        kp_fmt_duration(b, sizeof(b),
                                        (double)t->window_us / 1e6),
                        kp_fmt_count(c, sizeof(c),
                                     (uint64_t)(e->x.required_peak_rate + 0.5)),
                        e->x.sustainable_lower_bound ? "at least " : "",
                        kp_fmt_count(d, sizeof(d),
                                     (uint64_t)(e->x.sustainable_rate + 0.5)),
                        e->x.headroom))
                        goto oom;
        }
        *out = e;
        e = NULL;
        ret = 0;
        goto out;
oom:
        kp_err(errstr, errstr_size, "out of memory");
out:
        for (size_t i = 0; i < assume.n; i++)
                free(assume.v[i]);
        free(assume.v);
        for (size_t i = 0; i < risks.n; i++)
                free(risks.v[i]);
        free(risks.v);
        kp_evaluation_destroy(e);
        return ret;
}

void kp_evaluation_destroy(kp_evaluation *e)
{
        if (!e)
                return;
        for (size_t i = 0; i < e->n_checks; i++) {
                free(e->checks[i].tier);
                free(e->checks[i].note);
        }
        free(e->checks);
        for (size_t i = 0; i < e->n_tiers; i++)
                free(e->tiers[i].note);
        free(e->tiers);
        free(e->x.trends);
        for (size_t i = 0; i < e->x.n_assumptions; i++)
                free(e->x.assumptions[i]);
        free(e->x.assumptions);
        for (size_t i = 0; i < e->n_risks; i++)
                free(e->risks[i]);
        free(e->risks);
        for (size_t i = 0; i < e->n_sweeps; i++) {
                for (size_t k = 0; k < e->sweeps[i].n_findings; k++)
                        free(e->sweeps[i].findings[k]);
                free(e->sweeps[i].findings);
                free(e->sweeps[i].points);
        }
        free(e->sweeps);
        for (size_t i = 0; i < e->n_groups; i++) {
                free(e->groups[i].tiers);
                kp_group_aggregate_free(&e->groups[i].agg);
        }
        free(e->groups);
        free(e->verdict_reason);
        free(e->headline);
        free(e);
}
