/* The capacity model (evaluate/sizing.h). */

#include <limits.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "evaluate/fit.h"
#include "evaluate/sizing.h"

const char *kp_sizing_reason_str(kp_sizing_reason r)
{
        static const char *const names[KP_SZR__COUNT] = {
                [KP_SZR_NONE] = "",
                [KP_SZR_NO_METRICS] = "no_metrics",
                [KP_SZR_FEW_POINTS] = "few_points",
                [KP_SZR_NO_CAPACITY] = "no_capacity",
                [KP_SZR_SHARED_HOST] = "shared_host",
                [KP_SZR_FLAT] = "flat",
                [KP_SZR_WEAK] = "weak_fit",
                [KP_SZR_IDLE_ABOVE] = "idle_above_threshold",
                [KP_SZR_NO_TARGET] = "no_target",
                [KP_SZR_NO_CEILING] = "no_ceiling",
                [KP_SZR_NO_BROKERS] = "no_broker_metrics",
        };
        return r >= 0 && r < KP_SZR__COUNT ? names[r] : "";
}

static const char *const units[KP_SRES_N] = { "cores", "B/s", "B/s", "B/s",
                                              "B" };

const char *kp_sizing_unit(int res)
{
        return res >= 0 && res < KP_SRES_N ? units[res] : "";
}

const char *kp_sizing_line_why_str(kp_sizing_line_why w)
{
        static const char *const names[KP_SZL__COUNT] = {
                [KP_SZL_NONE] = "",
                [KP_SZL_NO_BATCHES] = "no_batches",
                [KP_SZL_FEW_POINTS] = "few_points",
                [KP_SZL_BATCH_FLAT] = "batch_flat",
                [KP_SZL_REQUESTS_FLAT] = "requests_flat",
                [KP_SZL_SINGULAR] = "collinear",
                [KP_SZL_NEGATIVE_C] = "negative_request_cost",
                [KP_SZL_NEGATIVE_B] = "message_cost_not_positive",
        };
        return w >= 0 && w < KP_SZL__COUNT ? names[w] : "";
}

double kp_sizing_requests(const kp_sizing_res *o, double rate)
{
        return rate / (1 + o->batch_slope * rate);
}

/* A broker's use at cluster rate R on the tested brokers, less the
 * intercept. */
static double load(const kp_sizing_res *o, double rate)
{
        double v = o->slope * rate;
        if (o->batching)
                v += o->requests_slope * kp_sizing_requests(o, rate);
        return v;
}

/* (max - min) / max of the n values v (finite ones only) is under
 * KP_SIZING_MIN_SPREAD. */
static int barely_varies(const double *v, size_t n)
{
        double lo = INFINITY, hi = -INFINITY;
        for (size_t i = 0; i < n; i++)
                if (isfinite(v[i])) {
                        lo = fmin(lo, v[i]);
                        hi = fmax(hi, v[i]);
                }
        return !(hi > 0) || (hi - lo) / hi < KP_SIZING_MIN_SPREAD;
}

/* The largest |fit - y| / y over in's points, %. */
static double worst_error(const kp_sizing_res_in *in, const kp_sizing_res *o)
{
        double worst = 0;
        for (size_t i = 0; i < in->n; i++) {
                double f = o->intercept + load(o, in->rate[i]);
                double e = in->use[i] > 0
                               ? 100 * fabs(f - in->use[i]) / in->use[i]
                               : 0;
                if (e > worst)
                        worst = e;
        }
        return worst;
}

/* The batching form into o when the rule allows it (o->batching), else
 * the reason into o->line_why. o holds the line. */
static void fit_batching(const kp_sizing_res_in *in, kp_sizing_res *o)
{
        double sxy = 0, sxx = 0, coef[3], r2, *q;
        size_t known = 0;
        for (size_t i = 0; i < in->n; i++)
                if (isfinite(in->batch[i]) && in->batch[i] > 0) {
                        sxy += in->rate[i] * (in->batch[i] - 1);
                        sxx += in->rate[i] * in->rate[i];
                        known++;
                }
        if (known < 3 || !(sxx > 0)) {
                o->line_why = KP_SZL_NO_BATCHES;
                return;
        }
        /* mpb - 1 = k x R, through the origin: one message a batch at no
         * load. */
        o->batch_slope = sxy / sxx;
        if (in->n < KP_SIZING_BATCH_POINTS) {
                o->line_why = KP_SZL_FEW_POINTS;
                return;
        }
        if (!(o->batch_slope > 0) || barely_varies(in->batch, in->n)) {
                o->line_why = KP_SZL_BATCH_FLAT;
                return;
        }
        q = calloc(in->n, sizeof(*q));
        if (!q) {
                o->line_why = KP_SZL_SINGULAR;
                return;
        }
        for (size_t i = 0; i < in->n; i++)
                q[i] = kp_sizing_requests(o, in->rate[i]);
        if (barely_varies(q, in->n))
                o->line_why = KP_SZL_REQUESTS_FLAT;
        else if (kp_fit_linear2(in->rate, q, in->use, in->n, coef, &r2))
                o->line_why = KP_SZL_SINGULAR;
        else if (coef[2] < 0)
                o->line_why = KP_SZL_NEGATIVE_C;
        else if (!(coef[1] > 0))
                o->line_why = KP_SZL_NEGATIVE_B;
        else {
                o->batching = 1;
                o->intercept = coef[0];
                o->slope = coef[1];
                o->requests_slope = coef[2];
                o->r2 = r2;
        }
        free(q);
}

/* The rate at which the use on the tested brokers reaches top (above the
 * intercept): the line's closed form, else by bisection (the use grows
 * with the rate: b > 0, c >= 0, Q increasing). */
static double rate_at(const kp_sizing_res *o, double top)
{
        double lo = 0, hi = (top - o->intercept) / o->slope;
        if (!o->batching)
                return hi;
        /* load(hi) >= b x hi = top - intercept: hi is at or past it. */
        for (int i = 0; i < 200 && hi - lo > 1e-9 * hi; i++) {
                double mid = (lo + hi) / 2;
                if (o->intercept + load(o, mid) < top)
                        lo = mid;
                else
                        hi = mid;
        }
        return (lo + hi) / 2;
}

/* The fit of one broker's points (in->use has n values) into o. */
static void fit_one(const kp_sizing_res_in *in, kp_sizing_res *o)
{
        double top;
        o->capacity = in->capacity > 0 ? in->capacity : NAN;
        o->threshold = in->threshold;
        o->points = in->n;
        o->intercept = o->slope = o->r2 = o->error_pct = NAN;
        o->requests_slope = o->batch_slope = NAN;
        o->line_r2 = o->line_error_pct = NAN;
        o->batching = 0;
        o->line_why = KP_SZL_NONE;
        o->ceiling_rate = o->full_rate = o->needed = NAN;
        o->reason = in->reason;
        if (in->n < KP_SIZING_MIN_POINTS) {
                if (!o->reason)
                        o->reason =
                            in->n ? KP_SZR_FEW_POINTS : KP_SZR_NO_METRICS;
                if (in->batch)
                        o->line_why = KP_SZL_FEW_POINTS;
                return;
        }
        kp_fit_linear(in->rate, in->use, in->n, &o->slope, &o->intercept,
                      &o->r2);
        o->line_r2 = o->r2;
        o->line_error_pct = o->error_pct = worst_error(in, o);
        if (in->batch) {
                fit_batching(in, o);
                if (o->batching)
                        o->error_pct = worst_error(in, o);
        }
        if (o->reason)
                return;
        if (!(o->slope > 0)) {
                o->reason = KP_SZR_FLAT;
                return;
        }
        if (o->r2 < KP_SIZING_MIN_R2) {
                o->reason = KP_SZR_WEAK;
                return;
        }
        top = o->threshold * o->capacity;
        if (o->intercept >= top) {
                o->reason = KP_SZR_IDLE_ABOVE;
                return;
        }
        o->ceiling_rate = rate_at(o, top);
        if (o->intercept < o->capacity)
                o->full_rate = rate_at(o, o->capacity);
}

/* The mean of a broker's points' use (its load; NAN with none). */
static double mean_use(const kp_sizing_res_in *one)
{
        double sum = 0;
        for (size_t i = 0; i < one->n; i++)
                sum += one->use[i];
        return one->n ? sum / (double)one->n : NAN;
}

/* Whether broker fit a (mean use ua) counts before b (mean use ub): a
 * ceiling before none, the lower ceiling first; with neither, the more
 * points, then the busier. */
static int counts_before(const kp_sizing_res *a, double ua,
                         const kp_sizing_res *b, double ub)
{
        int ca = isfinite(a->ceiling_rate), cb = isfinite(b->ceiling_rate);
        if (ca != cb)
                return ca;
        if (ca)
                return a->ceiling_rate < b->ceiling_rate;
        if (a->points != b->points)
                return a->points > b->points;
        return ua > ub;
}

/* Each broker's fit; the one that counts into o (sizing.h's top). */
static void fit_res(const kp_sizing_res_in *in, kp_sizing_res *o)
{
        size_t nb = in->n_brokers ? in->n_brokers : 1;
        double *buf = NULL, best_use = NAN;
        int have = 0;
        if (in->n)
                buf = calloc(3 * in->n, sizeof(*buf));
        if (in->n && !buf) {
                kp_sizing_res_in none = *in;
                none.n = 0;
                fit_one(&none, o);
                o->broker[0] = 0;
                return;
        }
        for (size_t b = 0; b < nb; b++) {
                kp_sizing_res_in one = *in;
                kp_sizing_res f;
                double u;
                double *rate = buf, *use = buf + in->n,
                       *batch = buf + 2 * in->n;
                one.n = 0;
                for (size_t i = 0; i < in->n; i++) {
                        double v = in->use[b * in->n + i];
                        if (!isfinite(v))
                                continue;
                        rate[one.n] = in->rate[i];
                        use[one.n] = v;
                        batch[one.n] = in->batch ? in->batch[i] : NAN;
                        one.n++;
                }
                one.rate = rate;
                one.use = use;
                one.batch = in->batch ? batch : NULL;
                fit_one(&one, &f);
                u = mean_use(&one);
                if (in->names && in->names[b])
                        snprintf(f.broker, sizeof(f.broker), "%s",
                                 in->names[b]);
                else
                        f.broker[0] = 0;
                if (!have || counts_before(&f, u, o, best_use)) {
                        *o = f;
                        best_use = u;
                        have = 1;
                }
        }
        free(buf);
}

static kp_sizing_gap gap_of(const kp_sizing_input *in, double ratio)
{
        if (!isfinite(ratio))
                return KP_GAP_NONE;
        if (fabs(ratio - 1) <= KP_SIZING_AGREE)
                return KP_GAP_AGREES;
        if (ratio > 1)
                return KP_GAP_HIGHER;
        if (in->measured_client)
                return KP_GAP_CLIENT;
        return in->measured_search ? KP_GAP_CRITERIA : KP_GAP_UNMEASURED;
}

void kp_sizing_estimate_of(const kp_sizing_input *in, kp_sizing_estimate *out)
{
        int n = in->brokers > 0 ? in->brokers : 1;
        double need;
        memset(out, 0, sizeof(*out));
        out->capacity = out->peak_rate = NAN;
        if (!in->measured_search || !(in->measured_rate > 0) ||
            !(in->peak_rate > 0) || !isfinite(in->measured_rate) ||
            !isfinite(in->peak_rate))
                return;
        out->capacity = in->measured_rate;
        out->peak_rate = in->peak_rate;
        out->tested_brokers = n;
        /* A whole broker count; a hair over one is still one. */
        need = ceil((double)n * in->peak_rate / in->measured_rate - 1e-9);
        out->brokers = need < 1             ? 1
                       : need > INT_MAX - 1 ? INT_MAX - 1
                                            : (int)need;
        if (out->brokers < in->min_brokers)
                out->brokers = in->min_brokers;
        out->brokers_one_down = out->brokers + 1;
}

void kp_sizing_model(const kp_sizing_input *in, kp_sizing *s)
{
        double need = 0;
        memset(s, 0, sizeof(*s));
        s->brokers = in->brokers > 0 ? in->brokers : 1;
        s->first = -1;
        s->ceiling_rate = s->model_rate = s->ratio = NAN;
        s->peak_rate = in->peak_rate;
        for (int k = 0; k < KP_SRES_N; k++) {
                kp_sizing_res *o = &s->res[k];
                fit_res(&in->res[k], o);
                if (isnan(o->ceiling_rate))
                        continue;
                if (s->first < 0 || o->ceiling_rate < s->ceiling_rate) {
                        s->first = k;
                        s->ceiling_rate = o->ceiling_rate;
                }
                /* intercept + load(P) x N / N' <= threshold x capacity, where
                 * load(P) = slope x P (+ requests_slope x Q(P), batching) */
                if (in->peak_rate > 0) {
                        o->needed = load(o, in->peak_rate) * s->brokers /
                                    (o->threshold * o->capacity - o->intercept);
                        if (o->needed > need)
                                need = o->needed;
                }
        }
        if (in->peak_rate <= 0)
                s->reason = KP_SZR_NO_TARGET;
        else if (s->first < 0)
                s->reason = KP_SZR_NO_CEILING;
        else {
                /* A whole broker count; a hair over one is still one. */
                s->brokers_needed = (int)ceil(need - 1e-9);
                if (s->brokers_needed < 1)
                        s->brokers_needed = 1;
                if (s->brokers_needed < in->min_brokers)
                        s->brokers_needed = in->min_brokers;
                /* One down: the rest lead its partitions, so N' - 1 must
                 * carry what N' brokers needed. */
                s->brokers_needed_one_down = s->brokers_needed + 1;
        }
        s->measured_rate = in->measured_rate;
        s->measured_search = in->measured_search;
        if (s->first >= 0)
                s->model_rate = s->res[s->first].full_rate;
        if (in->measured_rate > 0 && s->model_rate > 0)
                s->ratio = in->measured_rate / s->model_rate;
        s->gap = gap_of(in, s->ratio);
        kp_sizing_estimate_of(in, &s->estimate);
}

double kp_sizing_use_at(const kp_sizing *s, int res, double rate, int n)
{
        const kp_sizing_res *o;
        if (res < 0 || res >= KP_SRES_N || n < 1)
                return NAN;
        o = &s->res[res];
        return o->intercept + load(o, rate) * s->brokers / n;
}
