/* evaluate/sizing: the capacity model, on window figures whose answer is
 * worked out by hand. The CPU points are of the shape two brokers held
 * to 0.25 cores give at 8k, 16k and 24k msg/s: 0.05, 0.08 and 0.11
 * cores on the busiest, the line 0.02 + 3.75e-6 x rate. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <math.h>
#include <string.h>

#include "evaluate/fit.h"
#include "evaluate/sizing.h"
#include "report/model/code_words.h"

static const double rates[] = { 8000, 16000, 24000 };
static const double cpu[] = { 0.05, 0.08, 0.11 };
/* bytes in on the busiest broker: 256-byte records, half the rate
 * each, and 10 kB/s besides: 10000 + 128 x rate */
static const double net_in[] = { 1034000, 2058000, 3082000 };

static void near(double got, double want)
{
        assert_true(fabs(got - want) <= 1e-6 * fabs(want) + 1e-9);
}

static kp_sizing_input two_brokers(double peak)
{
        kp_sizing_input in;
        memset(&in, 0, sizeof(in));
        in.brokers = 2;
        in.peak_rate = peak;
        in.min_brokers = 1;
        for (int k = 0; k < KP_SRES_N; k++) {
                in.res[k].threshold = 0.8;
                in.res[k].reason = KP_SZR_NO_METRICS;
        }
        in.res[KP_SRES_CPU] = (kp_sizing_res_in){ .rate = rates,
                                                  .use = cpu,
                                                  .n = 3,
                                                  .capacity = 0.25,
                                                  .threshold = 0.8,
                                                  .reason = KP_SZR_NONE,
                                                  .batch = NULL };
        return in;
}

static void test_cpu_line(void **state)
{
        kp_sizing_input in = two_brokers(100000);
        kp_sizing s;
        const kp_sizing_res *c = &s.res[KP_SRES_CPU];
        (void)state;
        kp_sizing_model(&in, &s);
        near(c->slope, 3.75e-6);
        near(c->intercept, 0.02);
        near(c->r2, 1);
        assert_int_equal(c->points, 3);
        assert_true(c->error_pct < 1e-6);
        /* (0.8 x 0.25 - 0.02) / 3.75e-6 and (0.25 - 0.02) / 3.75e-6 */
        near(c->ceiling_rate, 48000);
        near(c->full_rate, 61333.333333);
        assert_int_equal(s.first, KP_SRES_CPU);
        near(s.ceiling_rate, 48000);
        /* 3.75e-6 x 100000 x 2 / 0.18 = 4.17: 5, and 6 with one down */
        near(c->needed, 4.1666667);
        assert_int_equal(s.brokers_needed, 5);
        assert_int_equal(s.brokers_needed_one_down, 6);
        assert_int_equal(s.reason, KP_SZR_NONE);
        /* 5 brokers at the peak: 0.02 + 3.75e-6 x 1e5 x 2 / 5 = 0.17 */
        near(kp_sizing_use_at(&s, KP_SRES_CPU, 100000, 5), 0.17);
        /* the resources not measured say why */
        assert_int_equal(s.res[KP_SRES_NET_IN].reason, KP_SZR_NO_METRICS);
        assert_true(isnan(s.res[KP_SRES_NET_IN].ceiling_rate));
}

static void test_first_of_two(void **state)
{
        kp_sizing_input in = two_brokers(100000);
        kp_sizing s;
        (void)state;
        /* a 10 Mbit/s link: 1.25 MB/s, 0.8 of it 1e6 B/s; the line
         * 10000 + 128 x rate reaches it at (1e6 - 10000) / 128 */
        in.res[KP_SRES_NET_IN] = (kp_sizing_res_in){ .rate = rates,
                                                     .use = net_in,
                                                     .n = 3,
                                                     .capacity = 1.25e6,
                                                     .threshold = 0.8,
                                                     .reason = KP_SZR_NONE,
                                                     .batch = NULL };
        kp_sizing_model(&in, &s);
        near(s.res[KP_SRES_NET_IN].slope, 128);
        near(s.res[KP_SRES_NET_IN].intercept, 10000);
        near(s.res[KP_SRES_NET_IN].ceiling_rate, 990000.0 / 128);
        assert_int_equal(s.first, KP_SRES_NET_IN);
        near(s.ceiling_rate, 990000.0 / 128);
        /* the network needs 128 x 1e5 x 2 / 990000 = 25.9: 26 brokers */
        assert_int_equal(s.brokers_needed, 26);
        assert_int_equal(s.brokers_needed_one_down, 27);
        /* a threshold of its own moves the ceiling: 0.5 x 0.25 */
        in.res[KP_SRES_NET_IN].reason = KP_SZR_NO_METRICS;
        in.res[KP_SRES_NET_IN].n = 0;
        in.res[KP_SRES_CPU].threshold = 0.5;
        kp_sizing_model(&in, &s);
        near(s.res[KP_SRES_CPU].ceiling_rate, (0.125 - 0.02) / 3.75e-6);
        assert_int_equal(s.first, KP_SRES_CPU);
}

static void test_unknowns(void **state)
{
        kp_sizing_input in = two_brokers(100000);
        static const double flat[] = { 0.05, 0.05, 0.05 };
        static const double idle[] = { 0.25, 0.26, 0.27 };
        kp_sizing s;
        (void)state;
        /* no capacity: the line is fitted, no ceiling, no broker count */
        in.res[KP_SRES_CPU].capacity = 0;
        in.res[KP_SRES_CPU].reason = KP_SZR_NO_CAPACITY;
        kp_sizing_model(&in, &s);
        near(s.res[KP_SRES_CPU].slope, 3.75e-6);
        assert_true(isnan(s.res[KP_SRES_CPU].capacity));
        assert_true(isnan(s.res[KP_SRES_CPU].ceiling_rate));
        assert_int_equal(s.res[KP_SRES_CPU].reason, KP_SZR_NO_CAPACITY);
        assert_int_equal(s.first, -1);
        assert_int_equal(s.brokers_needed, 0);
        assert_int_equal(s.reason, KP_SZR_NO_CEILING);
        /* two windows are not a fit */
        in = two_brokers(100000);
        in.res[KP_SRES_CPU].n = 2;
        kp_sizing_model(&in, &s);
        assert_int_equal(s.res[KP_SRES_CPU].reason, KP_SZR_FEW_POINTS);
        assert_true(isnan(s.res[KP_SRES_CPU].slope));
        /* a use that does not grow never runs out */
        in = two_brokers(100000);
        in.res[KP_SRES_CPU].use = flat;
        kp_sizing_model(&in, &s);
        assert_int_equal(s.res[KP_SRES_CPU].reason, KP_SZR_FLAT);
        /* at the threshold with no load already */
        in.res[KP_SRES_CPU].use = idle;
        kp_sizing_model(&in, &s);
        assert_int_equal(s.res[KP_SRES_CPU].reason, KP_SZR_IDLE_ABOVE);
        /* no target: ceilings, but no broker count */
        in = two_brokers(0);
        kp_sizing_model(&in, &s);
        near(s.ceiling_rate, 48000);
        assert_int_equal(s.brokers_needed, 0);
        assert_int_equal(s.reason, KP_SZR_NO_TARGET);
        assert_string_equal(kp_sizing_reason_str(KP_SZR_NO_TARGET),
                            "no_target");
        assert_string_equal(
            kp_sizing_reason_words(KP_LANG_EN, KP_SZR_NO_TARGET),
            "needs the plan's target");
}

static void test_min_brokers(void **state)
{
        kp_sizing_input in = two_brokers(10000);
        kp_sizing s;
        (void)state;
        /* 3.75e-6 x 1e4 x 2 / 0.18 = 0.42: one broker, but the
         * replication factor needs 3 */
        in.min_brokers = 3;
        kp_sizing_model(&in, &s);
        assert_int_equal(s.brokers_needed, 3);
        assert_int_equal(s.brokers_needed_one_down, 4);
        in.min_brokers = 1;
        kp_sizing_model(&in, &s);
        assert_int_equal(s.brokers_needed, 1);
}

static void test_against_measured(void **state)
{
        kp_sizing_input in = two_brokers(100000);
        kp_sizing s;
        (void)state;
        in.measured_rate = 55000; /* an unlimited tier */
        kp_sizing_model(&in, &s);
        near(s.model_rate, 61333.333333);
        near(s.ratio, 55000 / 61333.333333);
        assert_int_equal(s.gap, KP_GAP_AGREES);
        in.measured_rate = 90000;
        kp_sizing_model(&in, &s);
        assert_int_equal(s.gap, KP_GAP_HIGHER);
        in.measured_rate = 30000;
        kp_sizing_model(&in, &s);
        assert_int_equal(s.gap, KP_GAP_UNMEASURED);
        in.measured_client = 1;
        kp_sizing_model(&in, &s);
        assert_int_equal(s.gap, KP_GAP_CLIENT);
        in.measured_client = 0;
        in.measured_search = 1;
        kp_sizing_model(&in, &s);
        assert_int_equal(s.gap, KP_GAP_CRITERIA);
        in.measured_rate = 0;
        kp_sizing_model(&in, &s);
        assert_true(isnan(s.ratio));
        assert_int_equal(s.gap, KP_GAP_NONE);
}

/* The broker count from the measured capacity: N x peak / capacity,
 * rounded up, never under the replication factor, one more with one
 * down; only from a search's capacity at the criteria and a target. */
static void test_measured_estimate(void **state)
{
        kp_sizing_input in;
        kp_sizing s;
        kp_sizing_estimate x;
        (void)state;
        memset(&in, 0, sizeof(in));
        /* 3 brokers held 20,000 msg/s; the peak of 100M a day at 3x:
         * ceil(3 x 3,472 / 20,000) = ceil(0.52) = 1, at least RF 3. */
        in.brokers = 3;
        in.peak_rate = 3472;
        in.min_brokers = 3;
        in.measured_rate = 20000;
        in.measured_search = 1;
        kp_sizing_estimate_of(&in, &x);
        assert_int_equal(x.brokers, 3);
        assert_int_equal(x.brokers_one_down, 4);
        near(x.capacity, 20000);
        near(x.peak_rate, 3472);
        assert_int_equal(x.tested_brokers, 3);
        /* 2 brokers held 1,000 msg/s, RF 1: ceil(2 x 3,472 / 1,000) =
         * ceil(6.944) = 7, and 8 with one down. */
        in.brokers = 2;
        in.min_brokers = 1;
        in.measured_rate = 1000;
        kp_sizing_estimate_of(&in, &x);
        assert_int_equal(x.brokers, 7);
        assert_int_equal(x.brokers_one_down, 8);
        assert_int_equal(x.tested_brokers, 2);
        /* Exactly N x peak / capacity brokers: no more. */
        in.measured_rate = 3472 * 2 / 4.0;
        kp_sizing_estimate_of(&in, &x);
        assert_int_equal(x.brokers, 4);
        /* The resource model has no points and declines; the estimate
         * stands beside it all the same. */
        in.measured_rate = 1000;
        for (int k = 0; k < KP_SRES_N; k++)
                in.res[k].reason = KP_SZR_NO_METRICS;
        kp_sizing_model(&in, &s);
        assert_int_equal(s.brokers_needed, 0);
        assert_int_equal(s.reason, KP_SZR_NO_CEILING);
        assert_int_equal(s.estimate.brokers, 7);
        assert_int_equal(s.estimate.brokers_one_down, 8);
        /* No search: nothing measured at the criteria. */
        in.measured_rate = 0;
        kp_sizing_estimate_of(&in, &x);
        assert_int_equal(x.brokers, 0);
        assert_int_equal(x.brokers_one_down, 0);
        assert_true(isnan(x.capacity) && isnan(x.peak_rate));
        /* An unlimited tier's burst: no criterion bounds it. */
        in.measured_rate = 50000;
        in.measured_search = 0;
        kp_sizing_estimate_of(&in, &x);
        assert_int_equal(x.brokers, 0);
        kp_sizing_model(&in, &s);
        assert_int_equal(s.estimate.brokers, 0);
        /* No target: no peak to carry. */
        in.measured_search = 1;
        in.peak_rate = 0;
        kp_sizing_estimate_of(&in, &x);
        assert_int_equal(x.brokers, 0);
}

/* The batching form on points made from a = 0.05, b = 1.5e-6 cores per
 * msg/s, c = 1e-5 cores per request/s and messages per batch 1 + 1e-4 x
 * rate: 2, 3, 4, 5, 6 at 10k..50k msg/s, requests/s R / mpb = 5000,
 * 6666.7, 7500, 8000, 8333.3. */
static const double b_rates[] = { 10000, 20000, 30000, 40000, 50000 };
static const double b_mpb[] = { 2, 3, 4, 5, 6 };
static double b_use[5];

static double made(double a, double b, double c, double k, double r)
{
        return a + b * r + c * r / (1 + k * r);
}

static kp_sizing_input batching_input(const double *use, const double *mpb,
                                      size_t n)
{
        kp_sizing_input in = two_brokers(100000);
        in.res[KP_SRES_CPU] = (kp_sizing_res_in){ .rate = b_rates,
                                                  .use = use,
                                                  .n = n,
                                                  .capacity = 0.25,
                                                  .threshold = 0.8,
                                                  .reason = KP_SZR_NONE,
                                                  .batch = mpb };
        return in;
}

static void test_fit_plane(void **state)
{
        static const double x1[] = { 1, 2, 3, 4 }, x2[] = { 1, 4, 9, 16 };
        static const double lin[] = { 5, 7, 9, 11 };
        double y[4], coef[3], r2;
        (void)state;
        for (int i = 0; i < 4; i++)
                y[i] = 0.5 + 2 * x1[i] - 0.25 * x2[i];
        assert_int_equal(kp_fit_linear2(x1, x2, y, 4, coef, &r2), 0);
        near(coef[0], 0.5);
        near(coef[1], 2);
        near(coef[2], -0.25);
        near(r2, 1);
        /* x2 = 2 x1 + 3: the plane is not determined */
        assert_int_equal(kp_fit_linear2(x1, lin, y, 4, coef, &r2), -1);
        assert_true(isnan(coef[1]) && isnan(r2));
        /* fewer than 3 points */
        assert_int_equal(kp_fit_linear2(x1, x2, y, 2, coef, &r2), -1);
}

static void test_batching_exact(void **state)
{
        kp_sizing_input in;
        kp_sizing s;
        const kp_sizing_res *c = &s.res[KP_SRES_CPU];
        (void)state;
        for (int i = 0; i < 5; i++)
                b_use[i] = made(0.05, 1.5e-6, 1e-5, 1e-4, b_rates[i]);
        in = batching_input(b_use, b_mpb, 5);
        kp_sizing_model(&in, &s);
        assert_int_equal(c->batching, 1);
        assert_int_equal(c->line_why, KP_SZL_NONE);
        near(c->batch_slope, 1e-4);
        near(c->intercept, 0.05);
        near(c->slope, 1.5e-6);
        near(c->requests_slope, 1e-5);
        near(c->r2, 1);
        assert_true(c->error_pct < 1e-6);
        /* the line through the same points misses the curve */
        assert_true(c->line_r2 < 1 && c->line_error_pct > 0.1);
        near(kp_sizing_requests(c, 30000), 7500);
        /* the ceiling and the full rate solve the curve */
        near(made(0.05, 1.5e-6, 1e-5, 1e-4, c->ceiling_rate), 0.2);
        near(made(0.05, 1.5e-6, 1e-5, 1e-4, c->full_rate), 0.25);
        assert_true(c->ceiling_rate > 40000 && c->ceiling_rate < 50000);
        /* the peak 1e5: load 1.5e-6 x 1e5 + 1e-5 x 1e5 / 11 = 0.2409091,
         * x 2 / (0.2 - 0.05) = 3.21: 4 brokers, 5 with one down */
        near(c->needed, 0.24090909 * 2 / 0.15);
        assert_int_equal(s.brokers_needed, 4);
        assert_int_equal(s.brokers_needed_one_down, 5);
        near(kp_sizing_use_at(&s, KP_SRES_CPU, 100000, 4),
             0.05 + 0.24090909 * 2 / 4);
}

static void test_batching_fallback(void **state)
{
        static const double flat_mpb[] = { 3, 3, 3, 3, 3 };
        static const double nan_mpb[] = { NAN, NAN, NAN, NAN, NAN };
        /* mpb = 1 + R: requests/s R / (1 + R) all but 1 */
        static const double full_mpb[] = { 10001, 20001, 30001, 40001, 50001 };
        double use[5];
        kp_sizing_input in;
        kp_sizing s;
        const kp_sizing_res *c = &s.res[KP_SRES_CPU];
        (void)state;
        for (int i = 0; i < 5; i++)
                b_use[i] = made(0.05, 1.5e-6, 1e-5, 1e-4, b_rates[i]);
        /* 3 points: no more than the form's 3 terms; the line's fit */
        in = batching_input(b_use, b_mpb, 3);
        kp_sizing_model(&in, &s);
        assert_int_equal(c->batching, 0);
        assert_int_equal(c->line_why, KP_SZL_FEW_POINTS);
        near(c->batch_slope, 1e-4);
        assert_true(isnan(c->requests_slope));
        near(c->r2, c->line_r2);
        near(c->error_pct, c->line_error_pct);
        assert_true(isfinite(c->ceiling_rate));
        assert_string_equal(kp_sizing_line_why_str(KP_SZL_FEW_POINTS),
                            "few_points");
        assert_string_equal(kp_sizing_line_words(KP_LANG_EN, KP_SZL_FEW_POINTS),
                            "fewer than 4 points for its 3 terms");
        /* messages per batch not known */
        in = batching_input(b_use, nan_mpb, 5);
        kp_sizing_model(&in, &s);
        assert_int_equal(c->line_why, KP_SZL_NO_BATCHES);
        assert_true(isnan(c->batch_slope));
        /* the same batch at every rate: requests/s follow the rate */
        in = batching_input(b_use, flat_mpb, 5);
        kp_sizing_model(&in, &s);
        assert_int_equal(c->line_why, KP_SZL_BATCH_FLAT);
        /* batches that grow with the rate one for one: requests/s flat */
        in = batching_input(b_use, full_mpb, 5);
        kp_sizing_model(&in, &s);
        assert_int_equal(c->line_why, KP_SZL_REQUESTS_FLAT);
        /* a use that costs less per request as requests grow: c < 0 */
        for (int i = 0; i < 5; i++)
                use[i] = made(0.05, 3e-6, -1e-5, 1e-4, b_rates[i]);
        in = batching_input(use, b_mpb, 5);
        kp_sizing_model(&in, &s);
        assert_int_equal(c->line_why, KP_SZL_NEGATIVE_C);
        assert_int_equal(c->batching, 0);
        /* all the growth in requests, less per message: b < 0 */
        for (int i = 0; i < 5; i++)
                use[i] = made(0.05, -5e-7, 4e-5, 1e-4, b_rates[i]);
        in = batching_input(use, b_mpb, 5);
        kp_sizing_model(&in, &s);
        assert_int_equal(c->line_why, KP_SZL_NEGATIVE_B);
        /* two rates twice each: requests/s and the rate move together */
        {
                static const double two_rates[] = { 10000, 10000, 30000,
                                                    30000 };
                static const double two_mpb[] = { 2, 2, 4, 4 };
                static const double two_use[] = { 0.1, 0.11, 0.15, 0.16 };
                in = two_brokers(100000);
                in.res[KP_SRES_CPU] = (kp_sizing_res_in){ .rate = two_rates,
                                                          .use = two_use,
                                                          .n = 4,
                                                          .capacity = 0.25,
                                                          .threshold = 0.8,
                                                          .reason = KP_SZR_NONE,
                                                          .batch = two_mpb };
                kp_sizing_model(&in, &s);
                assert_int_equal(c->line_why, KP_SZL_SINGULAR);
                near(c->slope, 2.5e-6);
        }
        /* any resource but the CPU: the line, and no reason for it */
        assert_int_equal(s.res[KP_SRES_NET_IN].batching, 0);
        assert_int_equal(s.res[KP_SRES_NET_IN].line_why, KP_SZL_NONE);
}

/* Each broker is fitted on its own points; the first to run out counts.
 * Broker 1 carries 0.02 + 1e-6 x rate exactly; broker 2 is noisy and
 * flat, and higher than broker 1 at the low rates: the highest use at
 * each point would mix the two and flatten the slope. */
static void test_per_broker(void **state)
{
        static const double r4[] = { 20000, 40000, 60000, 80000 };
        static const char *const names[] = { "1", "2" };
        /* rows: broker 1, broker 2 */
        static const double noisy[] = { 0.04, 0.06, 0.08,  0.10,
                                        0.08, 0.07, 0.085, 0.075 };
        static const double steeper[] = { 0.04, 0.06, 0.08, 0.10,
                                          0.04, 0.07, 0.10, 0.13 };
        static const double missing[] = { 0.04, 0.06, 0.08, 0.10,
                                          0.3,  NAN,  NAN,  0.3 };
        double top[4], slope, icpt, r2;
        kp_sizing_input in = two_brokers(0);
        kp_sizing s;
        const kp_sizing_res *c = &s.res[KP_SRES_CPU];
        (void)state;
        in.res[KP_SRES_CPU] = (kp_sizing_res_in){ .rate = r4,
                                                  .use = noisy,
                                                  .n = 4,
                                                  .capacity = 0.25,
                                                  .threshold = 0.8,
                                                  .n_brokers = 2,
                                                  .names = names };
        kp_sizing_model(&in, &s);
        assert_string_equal(c->broker, "1");
        assert_int_equal(c->points, 4);
        near(c->slope, 1e-6);
        near(c->intercept, 0.02);
        near(c->ceiling_rate, 180000);
        near(c->full_rate, 230000);
        assert_int_equal(s.first, KP_SRES_CPU);
        /* What the highest use at each point would have given. */
        for (int i = 0; i < 4; i++)
                top[i] = fmax(noisy[i], noisy[4 + i]);
        kp_fit_linear(r4, top, 4, &slope, &icpt, &r2);
        assert_true(slope < 0.8e-6 && icpt > 0.03);

        /* Both run out: the first to (broker 2, 0.01 + 1.5e-6 x rate). */
        in.res[KP_SRES_CPU].use = steeper;
        kp_sizing_model(&in, &s);
        assert_string_equal(c->broker, "2");
        near(c->slope, 1.5e-6);
        near(c->ceiling_rate, 0.19 / 1.5e-6);

        /* Broker 2 at 2 points only (too few): broker 1, whatever 2's
         * use. */
        in.res[KP_SRES_CPU].use = missing;
        kp_sizing_model(&in, &s);
        assert_string_equal(c->broker, "1");
        assert_int_equal(c->points, 4);
        near(c->ceiling_rate, 180000);

        /* None runs out (no capacity): the busier, broker 2 here. */
        in.res[KP_SRES_CPU].use = noisy;
        in.res[KP_SRES_CPU].capacity = 0;
        in.res[KP_SRES_CPU].reason = KP_SZR_NO_CAPACITY;
        kp_sizing_model(&in, &s);
        assert_string_equal(c->broker, "2");
        assert_true(isnan(c->ceiling_rate));
        assert_int_equal(c->reason, KP_SZR_NO_CAPACITY);
        assert_int_equal(s.first, -1);

        /* No names: the fit is still chosen, and named by nobody. */
        in.res[KP_SRES_CPU] = (kp_sizing_res_in){ .rate = r4,
                                                  .use = noisy,
                                                  .n = 4,
                                                  .capacity = 0.25,
                                                  .threshold = 0.8,
                                                  .n_brokers = 2 };
        kp_sizing_model(&in, &s);
        assert_string_equal(c->broker, "");
        near(c->ceiling_rate, 180000);
}

/* Every reason is a machine name in results.json (one word, distinct)
 * and has words in every language, from the report model's catalog;
 * none has a name or words of its own. */
static void check_codes(const char *(*name)(int),
                        const char *(*words)(kp_lang, int), int count)
{
        static const kp_lang langs[] = { KP_LANG_EN, KP_LANG_ZH_CN };
        assert_string_equal(name(0), "");
        for (size_t l = 0; l < 2; l++)
                assert_string_equal(words(langs[l], 0), "");
        for (int r = 1; r < count; r++) {
                const char *n = name(r);
                assert_true(*n && !strchr(n, ' '));
                for (int q = 1; q < r; q++)
                        assert_string_not_equal(n, name(q));
                for (size_t l = 0; l < 2; l++)
                        if (!*words(langs[l], r))
                                fail_msg("%s has no words in language %zu", n,
                                         l);
                assert_string_not_equal(words(KP_LANG_EN, r),
                                        words(KP_LANG_ZH_CN, r));
        }
        assert_string_equal(name(count), "");
        assert_string_equal(words(KP_LANG_EN, count), "");
}

static const char *reason_name(int r)
{
        return kp_sizing_reason_str((kp_sizing_reason)r);
}

static const char *reason_words(kp_lang l, int r)
{
        return kp_sizing_reason_words(l, (kp_sizing_reason)r);
}

static const char *line_name(int w)
{
        return kp_sizing_line_why_str((kp_sizing_line_why)w);
}

static const char *line_words(kp_lang l, int w)
{
        return kp_sizing_line_words(l, (kp_sizing_line_why)w);
}

static void test_reason_codes(void **state)
{
        (void)state;
        check_codes(reason_name, reason_words, KP_SZR__COUNT);
        check_codes(line_name, line_words, KP_SZL__COUNT);
        assert_string_equal(kp_sizing_reason_str(KP_SZR_NO_BROKERS),
                            "no_broker_metrics");
        assert_string_equal(
            kp_sizing_line_words(KP_LANG_ZH_CN, KP_SZL_NEGATIVE_B),
            "每条消息的开销拟合为负或零");
}

int main(void)
{
        const struct CMUnitTest tests[] = {
                cmocka_unit_test(test_cpu_line),
                cmocka_unit_test(test_first_of_two),
                cmocka_unit_test(test_unknowns),
                cmocka_unit_test(test_min_brokers),
                cmocka_unit_test(test_against_measured),
                cmocka_unit_test(test_measured_estimate),
                cmocka_unit_test(test_fit_plane),
                cmocka_unit_test(test_batching_exact),
                cmocka_unit_test(test_batching_fallback),
                cmocka_unit_test(test_per_broker),
                cmocka_unit_test(test_reason_codes),
        };
        return cmocka_run_group_tests(tests, NULL, NULL);
}
