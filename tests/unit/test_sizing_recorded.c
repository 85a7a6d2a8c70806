/* evaluate/sizing's glue on recorded data: each fixture is a real run of
 * make bench-sizing on the 3-broker Kafka 4.4.0 test cluster with
 * Prometheus, its brokers each held to a CPU budget by a cgroup and
 * declared so in cluster.hosts, trimmed by tests/fixtures/sizing/trim.py
 * (tests/fixtures/sizing/README.md). The model must be complete and
 * consistent with itself and with the run, its form the one the rule
 * (evaluate/sizing.h) chooses, and a figure it cannot give null with
 * its reason; no rate is held to a tolerance. */
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "evaluate/broker_side.h"
#include "evaluate/evaluate.h"
#include "evaluate/fit.h"
#include "report/reports.h"
#include "results/results.h"

/* The CPU's points of the fixed-rate tiers of r: the rate, broker
 * name's use (NAN when it has none) and the highest use of any broker;
 * how many. */
static size_t cpu_points(const kp_results *r, const char *name, double *x,
                         double *own, double *top, size_t max)
{
        size_t n = 0;
        for (size_t i = 0; i < r->n_tiers && n < max; i++) {
                const kp_brokers *b = r->tiers[i].brokers;
                if (!(r->tiers[i].produce.target_rate > 0) || !b)
                        continue;
                for (size_t w = 0; w < b->n_windows && n < max; w++) {
                        const kp_bwindow *bw = &b->windows[w];
                        const kp_bquery *q =
                            kp_bwindow_query(bw, "process_cpu");
                        x[n] = bw->achieved_rate;
                        own[n] = top[n] = NAN;
                        for (size_t k = 0; q && k < q->n_series; k++) {
                                double v = kp_broker_side_phase_value(
                                    &r->tiers[i], bw, &q->series[k]);
                                if (!isfinite(v))
                                        continue;
                                if (strcmp(q->series[k].broker, name) == 0)
                                        own[n] = v;
                                if (isnan(top[n]) || v > top[n])
                                        top[n] = v;
                        }
                        n++;
                }
        }
        return n;
}

typedef struct recorded {
        const char *file;
        int brokers;  /* held and tested */
        double cores; /* declared per broker */
        int fixed;    /* fixed-rate tiers: the CPU's points */
        int mixed;    /* the highest use at each point is not one
                         broker's: its slope is below the broker's own */
        int batching; /* the form the rule chose */
        kp_sizing_line_why why;
        kp_sizing_reason reason; /* why the CPU has no ceiling, or none */
} recorded;

static const recorded cases[] = {
        { "brokers-2", 2, 0.25, 5, 1, 0, KP_SZL_REQUESTS_FLAT, KP_SZR_NONE },
        { "held-1", 1, 0.5, 5, 0, 0, KP_SZL_REQUESTS_FLAT, KP_SZR_NONE },
        { "held-2", 2, 0.25, 5, 0, 0, KP_SZL_REQUESTS_FLAT, KP_SZR_NONE },
        { "held-3", 3, 0.2, 5, 0, 0, KP_SZL_REQUESTS_FLAT, KP_SZR_NONE },
        { "held-2-mixed", 2, 0.25, 5, 1, 0, KP_SZL_REQUESTS_FLAT, KP_SZR_NONE },
};

static int close_to(double got, double want)
{
        return fabs(got - want) <= 1e-6 * fabs(want) + 1e-12;
}

/* The client's messages per batch of tier i's produce phase, as the glue
 * weighs them. */
static double batch_of(const kp_results *r, size_t i)
{
        const kp_client *c = &r->tiers[i].produce.client;
        double sum = 0, secs = 0;
        for (size_t k = 0; k < c->n_stats; k++) {
                double s = c->stats[k].wall_s > 0 ? c->stats[k].wall_s : 1;
                if (isfinite(c->stats[k].msgs_per_batch) &&
                    c->stats[k].msgs_per_batch > 0) {
                        sum += c->stats[k].msgs_per_batch * s;
                        secs += s;
                }
        }
        return sum / secs;
}

/* The CPU has no ceiling (its reason): nor has the model a rate, a
 * broker count or a ratio, each saying why. */
static void no_ceiling(const recorded *c, const kp_evaluation *e,
                       const kp_sizing *s)
{
        const kp_sizing_res *cpu = &s->res[KP_SRES_CPU];
        (void)c;
        assert_true(isnan(cpu->ceiling_rate) && isnan(cpu->full_rate));
        /* Nothing else has a declared capacity in these plans. */
        assert_int_equal(s->first, -1);
        assert_int_equal(s->brokers_needed, 0);
        assert_int_equal(s->reason, KP_SZR_NO_CEILING);
        assert_true(isnan(s->model_rate) && isnan(s->ratio));
        assert_int_equal(s->gap, KP_GAP_NONE);
        assert_true(s->measured_rate > 0);
        assert_true(e->sizing_present);
}

/* Where the CPU runs out: the model's rate, the broker count and the
 * ratio all follow from its fit. */
static void ceiling(const recorded *c, const kp_evaluation *e,
                    const kp_sizing *s)
{
        const kp_sizing_res *cpu = &s->res[KP_SRES_CPU];
        assert_true(cpu->slope > 0 && cpu->r2 >= KP_SIZING_MIN_R2);
        assert_true(isfinite(cpu->ceiling_rate) && isfinite(cpu->full_rate));
        assert_true(cpu->ceiling_rate < cpu->full_rate);
        /* Nothing else has a declared capacity in these plans. */
        assert_int_equal(s->first, KP_SRES_CPU);
        assert_true(close_to(s->ceiling_rate, cpu->ceiling_rate));
        assert_true(close_to(s->model_rate, cpu->full_rate));
        assert_true(close_to(s->ratio, s->measured_rate / s->model_rate));
        assert_true(s->brokers_needed >= 1);
        assert_int_equal(s->brokers_needed_one_down, s->brokers_needed + 1);
        /* The count carries the peak at the threshold, one fewer does
         * not. */
        assert_true(
            kp_sizing_use_at(s, KP_SRES_CPU, s->peak_rate, s->brokers_needed) <=
            cpu->threshold * cpu->capacity * (1 + 1e-9));
        if (s->brokers_needed > 1)
                assert_true(kp_sizing_use_at(s, KP_SRES_CPU, s->peak_rate,
                                             s->brokers_needed - 1) >
                            cpu->threshold * cpu->capacity);
        /* The broker fitted is one of those tested. */
        assert_true(atoi(cpu->broker) >= 1 && atoi(cpu->broker) <= c->brokers);
        assert_true(e->sizing_present);
}

static void one(const recorded *c)
{
        char path[256], err[512];
        kp_results *r = NULL;
        kp_evaluation *e = NULL;
        const kp_sizing *s;
        const kp_sizing_res *cpu;
        double sxy = 0, sxx = 0, sat = 0;
        int fixed = 0;
        cJSON *j, *sz, *res0;
        snprintf(path, sizeof(path), "tests/fixtures/sizing/%s.json", c->file);
        if (kp_results_load(path, &r, err, sizeof(err)))
                fail_msg("%s", err);
        if (kp_evaluate(r, &e, err, sizeof(err)))
                fail_msg("%s: %s", c->file, err);
        assert_true(e->sizing_present);
        s = &e->sizing;
        cpu = &s->res[KP_SRES_CPU];
        assert_int_equal(s->brokers, c->brokers);
        assert_true(close_to(cpu->capacity, c->cores));
        /* One point per fixed-rate tier; k from their own batching. */
        for (size_t i = 0; i < r->n_tiers; i++) {
                const kp_produce_result *q = &r->tiers[i].produce;
                if (q->target_rate > 0) {
                        double m = batch_of(r, i);
                        fixed++;
                        sxy += q->achieved_rate * (m - 1);
                        sxx += q->achieved_rate * q->achieved_rate;
                } else if (strcmp(r->plan->tiers[i].name, "saturation") == 0)
                        sat = q->achieved_rate;
        }
        assert_int_equal(fixed, c->fixed);
        assert_int_equal(cpu->points, (size_t)c->fixed);
        if (fabs(cpu->batch_slope - sxy / sxx) > 1e-3 * fabs(sxy / sxx))
                fail_msg("%s: k %g, the tiers' batching gives %g", c->file,
                         cpu->batch_slope, sxy / sxx);
        /* The form the rule chose, and its figures. */
        if (cpu->batching != c->batching || cpu->line_why != c->why)
                fail_msg("%s: form %d (%s), recorded %d (%s)", c->file,
                         cpu->batching, kp_sizing_line_why_str(cpu->line_why),
                         c->batching, kp_sizing_line_why_str(c->why));
        if (cpu->batching) {
                assert_true(cpu->slope > 0 && cpu->requests_slope >= 0);
                assert_true(cpu->r2 >= cpu->line_r2 - 1e-9);
        } else {
                assert_true(isnan(cpu->requests_slope));
                assert_true(close_to(cpu->r2, cpu->line_r2));
                assert_true(close_to(cpu->error_pct, cpu->line_error_pct));
        }
        assert_true(cpu->r2 <= 1 && cpu->error_pct >= 0);
        /* The fit is the named broker's own, over its own points. */
        {
                double x[16], own[16], top[16], slope, icpt, r2;
                size_t n = cpu_points(r, cpu->broker, x, own, top, 16);
                assert_int_equal(n, (size_t)c->fixed);
                kp_fit_linear(x, own, n, &slope, &icpt, &r2);
                if (!close_to(cpu->slope, slope) ||
                    !close_to(cpu->intercept, icpt))
                        fail_msg("%s: broker %s's fit %g + %g x rate, its "
                                 "points give %g + %g",
                                 c->file, cpu->broker, cpu->intercept,
                                 cpu->slope, icpt, slope);
                /* The highest use at each point: another broker's at
                 * some, and a lower slope. */
                kp_fit_linear(x, top, n, &slope, &icpt, &r2);
                if (c->mixed && !(slope < cpu->slope))
                        fail_msg("%s: the highest use's slope %g, the "
                                 "broker's own %g",
                                 c->file, slope, cpu->slope);
        }
        /* Whether the CPU runs out (docs/benchmarks.md). */
        assert_int_equal(cpu->reason, c->reason);
        if (c->reason)
                no_ceiling(c, e, s);
        else
                ceiling(c, e, s);
        assert_true(sat > 0 && s->measured_rate >= sat);
        /* results.json: every field, its form named. */
        j = kp_reports_evaluation_json(r, e);
        assert_non_null(j);
        sz = cJSON_GetObjectItem(j, "sizing");
        res0 = cJSON_GetArrayItem(cJSON_GetObjectItem(sz, "resources"), 0);
        assert_string_equal(cJSON_GetObjectItem(res0, "name")->valuestring,
                            "cpu");
        assert_string_equal(cJSON_GetObjectItem(res0, "model")->valuestring,
                            c->batching ? "batching" : "line");
        {
                static const char *const keys[] = {
                        "capacity",       "intercept",   "slope",     "r2",
                        "points",         "error_pct",   "threshold", "line_r2",
                        "line_error_pct", "batch_slope",
                };
                for (size_t k = 0; k < sizeof(keys) / sizeof(keys[0]); k++)
                        if (!cJSON_IsNumber(cJSON_GetObjectItem(res0, keys[k])))
                                fail_msg("%s: cpu.%s not a number", c->file,
                                         keys[k]);
        }
        assert_true(
            c->batching
                ? cJSON_IsNumber(cJSON_GetObjectItem(res0, "requests_slope"))
                : cJSON_IsNull(cJSON_GetObjectItem(res0, "requests_slope")));
        assert_true(c->batching == !cJSON_GetObjectItem(res0, "model_reason"));
        /* Why a line, by its code, and beside it the words the reports
         * show. */
        if (c->why == KP_SZL_REQUESTS_FLAT) {
                assert_string_equal(cJSON_GetStringValue(cJSON_GetObjectItem(
                                        res0, "model_reason")),
                                    "requests_flat");
                assert_string_equal(cJSON_GetStringValue(cJSON_GetObjectItem(
                                        res0, "model_reason_text")),
                                    "requests/s barely vary over the points");
        }
        /* A figure where the model has one, else null with a reason. */
        assert_true(
            c->reason ? cJSON_IsNull(cJSON_GetObjectItem(res0, "full_rate"))
                      : cJSON_IsNumber(cJSON_GetObjectItem(res0, "full_rate")));
        assert_true(c->reason
                        ? cJSON_IsString(cJSON_GetObjectItem(res0, "reason"))
                        : !cJSON_GetObjectItem(res0, "reason"));
        assert_true(
            c->reason
                ? cJSON_IsNull(cJSON_GetObjectItem(sz, "brokers_needed"))
                : cJSON_IsNumber(cJSON_GetObjectItem(sz, "brokers_needed")));
        assert_true(cJSON_IsNumber(
            cJSON_GetObjectItem(cJSON_GetObjectItem(sz, "measured"), "rate")));
        cJSON_Delete(j);
        kp_evaluation_destroy(e);
        kp_results_destroy(r);
}

static void recorded_runs(void **state)
{
        (void)state;
        for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++)
                one(&cases[i]);
}

int main(void)
{
        const struct CMUnitTest tests[] = {
                cmocka_unit_test(recorded_runs),
        };
        return cmocka_run_group_tests(tests, NULL, NULL);
}
