#include "evaluate.h"

#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "units.h"
#include "util.h"

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

/* A rate for sentences: "61,235" (halves away from zero, as the
 * headline), or "0.5" below 100 msg/s. */
typedef struct rate_buf {
        char s[40];
} rate_buf;

static const char *rate_str(rate_buf *b, double v)
{
        if (v >= 100)
                kp_fmt_count(b->s, sizeof(b->s), (uint64_t)(v + 0.5));
        else
                snprintf(b->s, sizeof(b->s), "%.1f", v);
        return b->s;
}

/* ---- metric values ------------------------------------------------------ */

static int latency_metric(const kp_latency *l, int which, double *v)
{
        if (l->count == 0)
                return -1;
        switch (which) {
        case 0:
                *v = l->avg_ms;
                break;
        case 1:
                *v = l->p50_ms;
                break;
        case 2:
                *v = l->p95_ms;
                break;
        case 3:
                *v = l->p99_ms;
                break;
        case 4:
                *v = l->p999_ms;
                break;
        default:
                *v = l->max_ms;
                break;
        }
        return 0;
}

int kp_metric_value(const kp_tier_result *tr, const kp_tier *spec,
                    kp_metric_id id, double *value)
{
        const kp_produce_result *p = &tr->produce;
        const kp_consume_result *c = &tr->consume;
        if (id <= KP_M_PRODUCE_ERROR_RATIO && !p->ran)
                return -1;
        if (id >= KP_M_CONSUME_RATE && !c->ran)
                return -1;
        switch (id) {
        case KP_M_PRODUCE_RATE:
                *value = p->achieved_rate;
                return p->measured ? 0 : -1;
        case KP_M_PRODUCE_RATE_RATIO:
                if (!spec || spec->rate <= 0 || !p->measured)
                        return -1;
                *value = p->achieved_rate / spec->rate;
                return 0;
        case KP_M_PRODUCE_MIBPS:
                *value = p->mib_per_sec;
                return p->measured ? 0 : -1;
        case KP_M_PRODUCE_LAT_AVG:
        case KP_M_PRODUCE_LAT_P50:
        case KP_M_PRODUCE_LAT_P95:
        case KP_M_PRODUCE_LAT_P99:
        case KP_M_PRODUCE_LAT_P999:
        case KP_M_PRODUCE_LAT_MAX:
                return latency_metric(&p->latency,
                                      (int)(id - KP_M_PRODUCE_LAT_AVG), value);
        case KP_M_PRODUCE_SVC_AVG:
        case KP_M_PRODUCE_SVC_P50:
        case KP_M_PRODUCE_SVC_P95:
        case KP_M_PRODUCE_SVC_P99:
        case KP_M_PRODUCE_SVC_P999:
        case KP_M_PRODUCE_SVC_MAX:
                return latency_metric(&p->service,
                                      (int)(id - KP_M_PRODUCE_SVC_AVG), value);
        case KP_M_PRODUCE_ERRORS:
                *value = (double)(p->failed + p->undelivered);
                return 0;
        case KP_M_PRODUCE_ERROR_RATIO:
                if (p->sent == 0)
                        return -1;
                *value = (double)(p->failed + p->undelivered) / (double)p->sent;
                return 0;
        case KP_M_CONSUME_RATE:
                *value = c->msgs_per_sec;
                return 0;
        case KP_M_CONSUME_MIBPS:
                *value = c->mib_per_sec;
                return 0;
        case KP_M_CONSUME_FETCH_RATE:
                *value = c->fetch_msgs_per_sec;
                return 0;
        case KP_M_CONSUME_FETCH_MIBPS:
                *value = c->fetch_mib_per_sec;
                return 0;
        case KP_M_CONSUME_REBALANCE_MS:
                *value = c->rebalance_ms;
                return 0;
        case KP_M_CONSUME_COMPLETENESS:
                *value = c->completeness;
                return 0;
        case KP_M_CONSUME_MISSING:
                *value = (double)c->missing;
                return 0;
        case KP_M_CONSUME_DUPLICATES:
                if (!c->identity)
                        return -1; /* counted by offset: not known */
                *value = (double)c->duplicates;
                return 0;
        case KP_M_E2E_AVG:
        case KP_M_E2E_P50:
        case KP_M_E2E_P95:
        case KP_M_E2E_P99:
        case KP_M_E2E_P999:
        case KP_M_E2E_MAX:
                return latency_metric(&c->e2e, (int)(id - KP_M_E2E_AVG), value);
        case KP_M__COUNT:
                break;
        }
        return -1;
}

/* ---- evaluation ------------------------------------------------------- */

typedef struct strv {
        char **v;
        size_t n;
} strv;

static int strv_addf(strv *s, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));

static int strv_addf(strv *s, const char *fmt, ...)
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

static int eval_trends(const kp_results *r, kp_extrapolation *x, strv *risks)
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
                    strv_addf(risks,
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
                              strv *assume, strv *risks)
{
        const kp_plan *p = r->plan;
        const kp_target *t = &p->target;
        kp_extrapolation *x = &e->x;
        char a[32], b[32], c[32], d[32];
        rate_buf rb[2];
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

        if (strv_addf(assume,
                      "The target is %s messages per %s; the required peak "
                      "rate is the average rate (%s msg/s) times the peak "
                      "factor %g: %s msg/s.",
                      kp_fmt_count(a, sizeof(a), t->messages),
                      kp_fmt_duration(b, sizeof(b), (double)t->window_us / 1e6),
                      rate_str(&rb[0], x->required_avg_rate), t->peak_factor,
                      rate_str(&rb[1], x->required_peak_rate)))
                return -1;
        if (x->sustainable_rate > 0 && !x->sustainable_lower_bound) {
                if (strv_addf(assume,
                              "The sustainable rate is the highest rate "
                              "measured in an unlimited-rate tier (%s: %s "
                              "msg/s), with that tier's record size and "
                              "client settings; other settings give other "
                              "rates.",
                              x->sustainable_tier,
                              rate_str(&rb[0], x->sustainable_rate)))
                        return -1;
        } else if (x->sustainable_rate > 0) {
                if (strv_addf(assume,
                              "No unlimited-rate tier completed without "
                              "errors, so the sustainable rate is only known "
                              "to be at least the highest fixed rate held "
                              "(%s: %s msg/s): a lower bound.",
                              x->sustainable_tier,
                              rate_str(&rb[1], x->sustainable_rate)))
                        return -1;
        }
        if (x->consume_rate > 0 &&
            strv_addf(assume,
                      "Draining uses the best fetch-only consume rate "
                      "measured (%s: %s msg/s) with the tier's consumer "
                      "count; group joins are not included.",
                      x->consume_tier, rate_str(&rb[0], x->consume_rate)))
                return -1;
        if (strv_addf(
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
            strv_addf(assume,
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
                if (strv_addf(risks,
                              "Tier %s ran at %s msg/s, below the required "
                              "peak of %s msg/s: it does not prove the "
                              "peak.",
                              e->tiers[i].name,
                              rate_str(&rb[1], p->tiers[i].rate),
                              rate_str(&rb[0], x->required_peak_rate)))
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

static int find_best(strv *f, const kp_sweep_eval *s)
{
        const kp_sweep_point *b;
        label_buf lb, lo;
        rate_buf rb;
        ms_buf mb, mo;
        if (s->best == s->n_points)
                return strv_addf(f, "No point passed every criterion, so "
                                    "none is marked best.");
        b = &s->points[s->best];
        if (s->goal == KP_GOAL_THROUGHPUT) {
                if (strv_addf(f,
                              "Best: %s, %s msg/s with a p95 latency of %s: "
                              "the highest throughput among the points that "
                              "passed every criterion.",
                              point_label(&lb, s, b), rate_str(&rb, b->rate),
                              ms_str(&mb, b->p95_ms)))
                        return -1;
        } else if (strv_addf(f,
                             "Best: %s, a p95 latency of %s at %s msg/s: the "
                             "lowest p95 latency among the points that passed "
                             "every criterion.",
                             point_label(&lb, s, b), ms_str(&mb, b->p95_ms),
                             rate_str(&rb, b->rate))) {
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
                        ? strv_addf(
                              f,
                              "%s reached %s msg/s, within 1%% of the "
                              "best, with a higher p95 latency (%s "
                              "against %s).",
                              point_label(&lo, s, o), rate_str(&rb, o->rate),
                              ms_str(&mo, o->p95_ms), ms_str(&mb, b->p95_ms))
                        : strv_addf(f,
                                    "%s had a p95 latency of %s, within 1%% "
                                    "of the best, at a lower rate.",
                                    point_label(&lo, s, o),
                                    ms_str(&mo, o->p95_ms)))
                        return -1;
        }
        return 0;
}

/* The points that did not pass, named with their verdicts. */
static int find_failed(strv *f, const kp_sweep_eval *s)
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
        rc = strv_addf(f, "%zu of %zu points did not pass every criterion: %s.",
                       n, s->n_points, b.s);
        kp_buf_free(&b);
        return rc;
}

/* Fixed-rate points whose producer fell behind the schedule. */
static int find_shortfall(strv *f, const kp_sweep_eval *s)
{
        for (size_t i = 0; i < s->n_points; i++) {
                const kp_sweep_point *p = &s->points[i];
                label_buf lb;
                rate_buf ra, rt;
                if (!p->produced || p->target_rate <= 0 ||
                    p->rate >= 0.99 * p->target_rate)
                        continue;
                if (strv_addf(f,
                              "At %s the producer did not hold the target "
                              "rate: %s of %s msg/s (%.0f%%).",
                              point_label(&lb, s, p), rate_str(&ra, p->rate),
                              rate_str(&rt, p->target_rate),
                              p->rate / p->target_rate * 100))
                        return -1;
        }
        return 0;
}

/* The spread of the leading measure over the points idx[0..n): the
 * highest against the lowest. prefix names the subset ("With
 * batch.size=16384, ") or is ""; grid: only the first parameter varies
 * among them. */
static int find_spread(strv *f, const kp_sweep_eval *s, const size_t *idx,
                       size_t n, const char *prefix, int grid)
{
        const kp_sweep_point *hi = NULL, *lo = NULL;
        label_buf lh, ll;
        rate_buf rh, rl;
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
                        return strv_addf(f,
                                         "%s%s varied by less than 5%% "
                                         "across %s (%s to %s msg/s).",
                                         prefix,
                                         *prefix ? "throughput" : "Throughput",
                                         s->param, rate_str(&rl, lo->rate),
                                         rate_str(&rh, hi->rate));
                /* Bigger records carry more bytes per message: say what
                 * the MiB/s did too. */
                if (strcmp(s->param, "record_size") == 0 && !grid)
                        return strv_addf(
                            f,
                            "%s%s gave %s the throughput of %s in msg/s (%s "
                            "against %s msg/s) and %.2f against %.2f MiB/s; "
                            "p95 latency was %s against %s.",
                            prefix, lh.s, x_str(&xb, hi->rate / lo->rate), ll.s,
                            rate_str(&rh, hi->rate), rate_str(&rl, lo->rate),
                            hi->mib_per_sec, lo->mib_per_sec,
                            ms_str(&mh, hi->p95_ms), ms_str(&ml, lo->p95_ms));
                return strv_addf(
                    f,
                    "%s%s gave %s the throughput of %s (%s "
                    "against %s msg/s); p95 latency was %s "
                    "against %s.",
                    prefix, lh.s, x_str(&xb, hi->rate / lo->rate), ll.s,
                    rate_str(&rh, hi->rate), rate_str(&rl, lo->rate),
                    ms_str(&mh, hi->p95_ms), ms_str(&ml, lo->p95_ms));
        }
        if (lo->p95_ms <= 0 || hi->p95_ms < lo->p95_ms * (1 + KP_SWEEP_FLAT))
                return strv_addf(f,
                                 "%sp95 latency varied by less than 5%% "
                                 "across %s (%s to %s).",
                                 prefix, s->param, ms_str(&ml, lo->p95_ms),
                                 ms_str(&mh, hi->p95_ms));
        return strv_addf(f,
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
static int find_numeric(strv *f, const kp_sweep_eval *s, const size_t *ord,
                        size_t n)
{
        const kp_sweep_point *first, *last;
        int up = 1, down = 1;
        label_buf la, lb;
        rate_buf ra, rb;
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
                        if (strv_addf(f,
                                      "Beyond %s, throughput grew less than "
                                      "5%%: %s msg/s there, at most %s msg/s "
                                      "up to %s.",
                                      point_label(&la, s, p),
                                      rate_str(&ra, p->rate),
                                      rate_str(&rb, beyond),
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
                return strv_addf(f,
                                 "p95 latency rose at every step of %s, "
                                 "from %s at %s to %s at %s.",
                                 s->param, ms_str(&ma, first->p95_ms),
                                 point_label(&la, s, first),
                                 ms_str(&mb, last->p95_ms),
                                 point_label(&lb, s, last));
        if (down && first->p95_ms >= last->p95_ms * (1 + KP_SWEEP_FLAT))
                return strv_addf(f,
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
        strv f = { 0 };
        size_t *idx = calloc(s->n_points + 1, sizeof(*idx)), n = 0;
        int ret = -1;
        if (!idx)
                return -1;
        for (size_t i = 0; i < s->n_points; i++)
                if (s->points[i].produced)
                        idx[n++] = i;
        if (n == 0) {
                if (strv_addf(&f, "No point of the sweep measured a produce "
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
        strv assume = { 0 }, risks = { 0 };
        size_t n_fail = 0, n_inc = 0;
        char a[32], b[32], c[32], d[32];
        rate_buf rb[2];
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
            strv_addf(&assume,
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
                            rate_str(&rb[1], e->x.sustainable_rate),
                            rate_str(&rb[0], e->x.required_peak_rate)))
                        goto oom;
        } else if (e->x.present && e->x.headroom < 1) {
                e->verdict = KP_FAIL;
                if (set_str(&e->verdict_reason,
                            "the sustainable rate %s msg/s is below the "
                            "required peak %s msg/s (headroom %.2fx)",
                            rate_str(&rb[1], e->x.sustainable_rate),
                            rate_str(&rb[0], e->x.required_peak_rate),
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

static cJSON *num_or_null(double v)
{
        return isfinite(v) ? cJSON_CreateNumber(v) : cJSON_CreateNull();
}

static cJSON *strings(char **v, size_t n)
{
        cJSON *a = cJSON_CreateArray();
        for (size_t i = 0; a && i < n; i++)
                cJSON_AddItemToArray(a, cJSON_CreateString(v[i]));
        return a;
}

static void add_num(cJSON *o, const char *key, double v)
{
        cJSON_AddItemToObject(o, key, num_or_null(v));
}

static cJSON *sweep_json(const kp_sweep_eval *s)
{
        cJSON *o = cJSON_CreateObject(), *a;
        if (!o)
                return NULL;
        cJSON_AddStringToObject(o, "group", s->group);
        cJSON_AddStringToObject(o, "param", s->param);
        if (s->param2)
                cJSON_AddStringToObject(o, "param2", s->param2);
        cJSON_AddStringToObject(o, "goal",
                                s->goal == KP_GOAL_THROUGHPUT ? "throughput"
                                                              : "latency");
        cJSON_AddStringToObject(
            o, "best_rule",
            s->goal == KP_GOAL_THROUGHPUT
                ? "highest produce.rate.achieved_msgs_per_sec among the "
                  "points that passed every criterion; within 1% a tie, "
                  "won by the lower produce.latency.p95_ms"
                : "lowest produce.latency.p95_ms among the points that "
                  "passed every criterion; within 1% a tie, won by the "
                  "higher produce.rate.achieved_msgs_per_sec");
        if (s->best < s->n_points)
                cJSON_AddStringToObject(o, "best", s->points[s->best].name);
        else
                cJSON_AddNullToObject(o, "best");
        a = cJSON_AddArrayToObject(o, "points");
        for (size_t i = 0; a && i < s->n_points; i++) {
                const kp_sweep_point *p = &s->points[i];
                cJSON *q = cJSON_CreateObject();
                if (!q)
                        break;
                cJSON_AddStringToObject(q, "tier", p->name);
                cJSON_AddStringToObject(q, "value", p->value);
                if (p->value2)
                        cJSON_AddStringToObject(q, "value2", p->value2);
                add_num(q, "produce_msgs_per_sec", p->rate);
                add_num(q, "produce_mib_per_sec", p->mib_per_sec);
                add_num(q, "latency_p50_ms", p->p50_ms);
                add_num(q, "latency_p95_ms", p->p95_ms);
                add_num(q, "latency_p99_ms", p->p99_ms);
                add_num(q, "service_latency_p95_ms", p->service_p95_ms);
                add_num(q, "consume_fetch_msgs_per_sec", p->fetch_rate);
                add_num(q, "errors", p->errors);
                cJSON_AddStringToObject(q, "verdict",
                                        kp_verdict_str(p->verdict));
                cJSON_AddBoolToObject(q, "best", p->best);
                cJSON_AddItemToArray(a, q);
        }
        cJSON_AddItemToObject(o, "findings",
                              strings(s->findings, s->n_findings));
        return o;
}

static cJSON *latency_json(const kp_latency *l)
{
        cJSON *o = cJSON_CreateObject();
        if (!o || l->count == 0)
                return o;
        cJSON_AddNumberToObject(o, "p50_ms", l->p50_ms);
        cJSON_AddNumberToObject(o, "p95_ms", l->p95_ms);
        cJSON_AddNumberToObject(o, "p99_ms", l->p99_ms);
        cJSON_AddNumberToObject(o, "max_ms", l->max_ms);
        return o;
}

static cJSON *group_json(const kp_group_eval *g, const kp_evaluation *e)
{
        const kp_produce_result *p = &g->agg.produce;
        const kp_consume_result *c = &g->agg.consume;
        cJSON *o = cJSON_CreateObject(), *a, *x;
        if (!o)
                return NULL;
        cJSON_AddStringToObject(o, "name", g->name);
        a = cJSON_AddArrayToObject(o, "workloads");
        for (size_t i = 0; a && i < g->n_tiers; i++)
                if (g->tiers[i] < e->n_tiers)
                        cJSON_AddItemToArray(
                            a, cJSON_CreateString(e->tiers[g->tiers[i]].name));
        cJSON_AddStringToObject(o, "status", kp_tier_status_str(g->agg.status));
        cJSON_AddStringToObject(o, "verdict", kp_verdict_str(g->verdict));
        x = cJSON_AddObjectToObject(o, "produce");
        if (x && p->ran) {
                cJSON_AddNumberToObject(x, "target_msgs_per_sec",
                                        g->target_rate);
                cJSON_AddNumberToObject(x, "achieved_msgs_per_sec",
                                        p->achieved_rate);
                cJSON_AddNumberToObject(x, "mib_per_sec", p->mib_per_sec);
                cJSON_AddNumberToObject(x, "sent", (double)p->sent);
                cJSON_AddNumberToObject(x, "delivered", (double)p->delivered);
                cJSON_AddNumberToObject(x, "errors",
                                        (double)(p->failed + p->undelivered));
                cJSON_AddItemToObject(x, "latency_ms",
                                      latency_json(&p->latency));
                cJSON_AddItemToObject(x, "service_latency_ms",
                                      latency_json(&p->service));
        }
        x = cJSON_AddObjectToObject(o, "consume");
        if (x && c->ran) {
                cJSON_AddNumberToObject(x, "messages", (double)c->messages);
                cJSON_AddNumberToObject(x, "fetch_msgs_per_sec",
                                        c->fetch_msgs_per_sec);
                cJSON_AddNumberToObject(x, "completeness", c->completeness);
                cJSON_AddNumberToObject(x, "missing", (double)c->missing);
                cJSON_AddItemToObject(x, "e2e_latency_ms",
                                      latency_json(&c->e2e));
        }
        return o;
}

cJSON *kp_evaluation_to_json(const kp_evaluation *e)
{
        cJSON *o = cJSON_CreateObject(), *a, *x;
        if (!o)
                return NULL;
        cJSON_AddStringToObject(o, "verdict", kp_verdict_str(e->verdict));
        cJSON_AddStringToObject(o, "verdict_reason",
                                e->verdict_reason ? e->verdict_reason : "");
        if (e->headline)
                cJSON_AddStringToObject(o, "headline", e->headline);
        a = cJSON_AddArrayToObject(o, "tiers");
        for (size_t i = 0; a && i < e->n_tiers; i++) {
                cJSON *t = cJSON_CreateObject();
                if (!t)
                        break;
                cJSON_AddStringToObject(t, "name", e->tiers[i].name);
                cJSON_AddStringToObject(t, "verdict",
                                        kp_verdict_str(e->tiers[i].verdict));
                cJSON_AddBoolToObject(t, "below_required_peak",
                                      e->tiers[i].below_peak);
                if (e->tiers[i].note)
                        cJSON_AddStringToObject(t, "note", e->tiers[i].note);
                cJSON_AddItemToArray(a, t);
        }
        a = cJSON_AddArrayToObject(o, "checks");
        for (size_t i = 0; a && i < e->n_checks; i++) {
                const kp_check *k = &e->checks[i];
                cJSON *c = cJSON_CreateObject();
                if (!c)
                        break;
                cJSON_AddStringToObject(c, "tier", k->tier);
                cJSON_AddStringToObject(c, "metric", k->metric);
                cJSON_AddStringToObject(c, "unit", k->unit);
                cJSON_AddStringToObject(c, "op", kp_cmp_str(k->cmp));
                cJSON_AddNumberToObject(c, "threshold", k->threshold);
                if (!k->has_value) {
                        cJSON_AddNullToObject(c, "value");
                        cJSON_AddNullToObject(c, "margin");
                } else {
                        cJSON_AddItemToObject(c, "value",
                                              num_or_null(k->value));
                        cJSON_AddItemToObject(c, "margin",
                                              num_or_null(k->margin));
                        cJSON_AddItemToObject(c, "margin_pct",
                                              num_or_null(k->margin_pct));
                }
                cJSON_AddStringToObject(c, "verdict",
                                        kp_verdict_str(k->verdict));
                if (k->note)
                        cJSON_AddStringToObject(c, "note", k->note);
                cJSON_AddItemToArray(a, c);
        }
        x = cJSON_AddObjectToObject(o, "extrapolation");
        if (x && e->x.present) {
                const kp_extrapolation *ex = &e->x;
                cJSON_AddNumberToObject(x, "required_avg_msgs_per_sec",
                                        ex->required_avg_rate);
                cJSON_AddNumberToObject(x, "required_peak_msgs_per_sec",
                                        ex->required_peak_rate);
                cJSON_AddNumberToObject(x, "sustainable_msgs_per_sec",
                                        ex->sustainable_rate);
                cJSON_AddBoolToObject(x, "sustainable_is_lower_bound",
                                      ex->sustainable_lower_bound);
                if (ex->sustainable_tier)
                        cJSON_AddStringToObject(x, "sustainable_tier",
                                                ex->sustainable_tier);
                cJSON_AddItemToObject(x, "headroom", num_or_null(ex->headroom));
                cJSON_AddNumberToObject(x, "consume_msgs_per_sec",
                                        ex->consume_rate);
                cJSON_AddItemToObject(x, "ingest_s", num_or_null(ex->ingest_s));
                cJSON_AddItemToObject(x, "drain_s", num_or_null(ex->drain_s));
                cJSON_AddNumberToObject(x, "storage_bytes", ex->storage_bytes);
                cJSON_AddNumberToObject(x, "storage_with_overhead_bytes",
                                        ex->storage_with_overhead);
                a = cJSON_AddArrayToObject(x, "trends");
                for (size_t i = 0; a && i < ex->n_trends; i++) {
                        const kp_trend *t = &ex->trends[i];
                        cJSON *to = cJSON_CreateObject();
                        if (!to)
                                break;
                        cJSON_AddStringToObject(to, "metric", t->metric);
                        cJSON_AddStringToObject(to, "unit", t->unit);
                        cJSON_AddStringToObject(to, "model",
                                                "least squares: value = a + "
                                                "b * log10(messages)");
                        cJSON_AddNumberToObject(to, "points",
                                                (double)t->n_points);
                        cJSON_AddNumberToObject(to, "a", t->intercept);
                        cJSON_AddNumberToObject(to, "b", t->slope);
                        cJSON_AddNumberToObject(to, "r2", t->r2);
                        cJSON_AddItemToObject(to, "projected",
                                              num_or_null(t->projected));
                        if (t->has_threshold) {
                                cJSON_AddStringToObject(to, "op",
                                                        kp_cmp_str(t->cmp));
                                cJSON_AddNumberToObject(to, "threshold",
                                                        t->threshold);
                        }
                        cJSON_AddBoolToObject(to, "crosses_threshold",
                                              t->crosses);
                        cJSON_AddItemToArray(a, to);
                }
        }
        if (x)
                cJSON_AddItemToObject(
                    x, "assumptions",
                    strings(e->x.assumptions, e->x.n_assumptions));
        cJSON_AddItemToObject(o, "risks", strings(e->risks, e->n_risks));
        a = cJSON_AddArrayToObject(o, "sweeps");
        for (size_t i = 0; a && i < e->n_sweeps; i++)
                cJSON_AddItemToArray(a, sweep_json(&e->sweeps[i]));
        a = cJSON_AddArrayToObject(o, "groups");
        for (size_t i = 0; a && i < e->n_groups; i++)
                cJSON_AddItemToArray(a, group_json(&e->groups[i], e));
        return o;
}
