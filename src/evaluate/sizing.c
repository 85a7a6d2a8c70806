/* The capacity model (evaluate/sizing.h). */

#include <math.h>
#include <string.h>

#include "evaluate/fit.h"
#include "evaluate/sizing.h"

const char *kp_sizing_reason_str(kp_sizing_reason r)
{
        static const char *const words[KP_SZR__COUNT] = {
                [KP_SZR_NONE] = "",
                [KP_SZR_NO_METRICS] = "no window at a fixed rate measured it "
                                      "(cluster.prometheus, and the "
                                      "exporters' metrics it needs)",
                [KP_SZR_FEW_POINTS] = "fewer than 3 windows at a fixed rate "
                                      "measured it",
                [KP_SZR_NO_CAPACITY] = "its capacity is neither declared in "
                                       "cluster.hosts nor read from "
                                       "node_exporter",
                [KP_SZR_SHARED_HOST] = "the brokers share a host: the host's "
                                       "figure is not one broker's, and is "
                                       "not divided by guesswork",
                [KP_SZR_FLAT] = "its use does not grow with the rate",
                [KP_SZR_WEAK] = "the fit is weak (R² under 0.5)",
                [KP_SZR_IDLE_ABOVE] = "its use at no load is at the "
                                      "threshold already",
                [KP_SZR_NO_TARGET] = "the plan has no target",
                [KP_SZR_NO_CEILING] = "no resource has a ceiling rate",
        };
        return r >= 0 && r < KP_SZR__COUNT ? words[r] : "";
}

static const char *const units[KP_SRES_N] = { "cores", "B/s", "B/s", "B/s",
                                              "B" };

const char *kp_sizing_unit(int res)
{
        return res >= 0 && res < KP_SRES_N ? units[res] : "";
}

static void fit_res(const kp_sizing_res_in *in, kp_sizing_res *o)
{
        double top;
        o->capacity = in->capacity > 0 ? in->capacity : NAN;
        o->threshold = in->threshold;
        o->points = in->n;
        o->intercept = o->slope = o->r2 = o->error_pct = NAN;
        o->ceiling_rate = o->full_rate = o->needed = NAN;
        o->reason = in->reason;
        if (in->n < KP_SIZING_MIN_POINTS) {
                if (!o->reason)
                        o->reason =
                            in->n ? KP_SZR_FEW_POINTS : KP_SZR_NO_METRICS;
                return;
        }
        kp_fit_linear(in->rate, in->use, in->n, &o->slope, &o->intercept,
                      &o->r2);
        o->error_pct = 0;
        for (size_t i = 0; i < in->n; i++) {
                double line = o->intercept + o->slope * in->rate[i];
                double e = in->use[i] > 0
                               ? 100 * fabs(line - in->use[i]) / in->use[i]
                               : 0;
                if (e > o->error_pct)
                        o->error_pct = e;
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
        o->ceiling_rate = (top - o->intercept) / o->slope;
        if (o->intercept < o->capacity)
                o->full_rate = (o->capacity - o->intercept) / o->slope;
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
                /* intercept + slope x P x N / N' <= threshold x capacity */
                if (in->peak_rate > 0) {
                        o->needed = o->slope * in->peak_rate * s->brokers /
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
}

double kp_sizing_use_at(const kp_sizing *s, int res, double rate, int n)
{
        const kp_sizing_res *o;
        if (res < 0 || res >= KP_SRES_N || n < 1)
                return NAN;
        o = &s->res[res];
        return o->intercept + o->slope * rate * s->brokers / n;
}
