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

#include "evaluate/sizing.h"

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
        in.res[KP_SRES_CPU] =
            (kp_sizing_res_in){ rates, cpu, 3, 0.25, 0.8, KP_SZR_NONE };
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
        in.res[KP_SRES_NET_IN] =
            (kp_sizing_res_in){ rates, net_in, 3, 1.25e6, 0.8, KP_SZR_NONE };
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
                            "the plan has no target");
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

int main(void)
{
        const struct CMUnitTest tests[] = {
                cmocka_unit_test(test_cpu_line),
                cmocka_unit_test(test_first_of_two),
                cmocka_unit_test(test_unknowns),
                cmocka_unit_test(test_min_brokers),
                cmocka_unit_test(test_against_measured),
        };
        return cmocka_run_group_tests(tests, NULL, NULL);
}
