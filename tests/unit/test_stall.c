/* evaluate/stall: a gap in a phase's deliveries or reads, from recorded
 * interval series. A consumer's group join (about 3 s on the embedded
 * cluster) and its first fetch are not a stall in its reads: they were
 * reported as "a 1.0 s stall in reads" when the join ended just before an
 * interval's end. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdlib.h>
#include <string.h>

#include "evaluate/stall.h"
#include "results/results.h"

/* Intervals of 1 s from t=0 with the given rates (msg/s), the last one
 * last_dur_s long. */
static void series(kp_interval_list *l, const double *rates, size_t n,
                   double last_dur_s)
{
        double t = 0;
        memset(l, 0, sizeof(*l));
        for (size_t i = 0; i < n; i++) {
                kp_interval iv = { 0 };
                iv.dur_s = i + 1 == n ? last_dur_s : 1.0;
                t += iv.dur_s;
                iv.t_s = t;
                iv.msgs_per_sec = rates[i];
                iv.msgs = (uint64_t)(rates[i] * iv.dur_s);
                assert_int_equal(kp_interval_push(l, &iv), 0);
        }
}

/* The join ends at 2.98 s, its first fetch brings the first message at
 * 4.02 s: the intervals up to 4 s read nothing, but began before the
 * reads did. */
static void test_join_is_not_a_stall(void **state)
{
        const double rates[] = { 0, 0, 0, 0, 2000, 2000, 2000, 1500 };
        kp_interval_list l;
        kp_consume_result c = { 0 };
        kp_stall st;
        (void)state;
        series(&l, rates, 8, 0.5);
        c.rebalance_ms = 2980;
        c.first_msg_s = 4.02;
        c.msgs_per_sec = 1200;
        assert_true(kp_stall_consume_from(&c) == 4.02);
        assert_int_equal(
            kp_stall_find(&l, c.msgs_per_sec, kp_stall_consume_from(&c), &st),
            0);
        assert_false(st.found);
        /* From the join's end alone (a file without first_msg_s), the
         * interval [3, 4) would be one: the reads had not begun. */
        c.first_msg_s = 0;
        assert_true(kp_stall_consume_from(&c) == 2.98);
        assert_int_equal(kp_stall_find(&l, c.msgs_per_sec, 2.98, &st), 1);
        assert_true(st.at_s == 3.0 && st.duration_s == 1.0);
        free(l.v);
}

/* After the first message, a gap of two intervals is a stall: where it
 * began, how long, over how many intervals, against which rate. */
static void test_gap_after_reads(void **state)
{
        const double rates[] = { 0, 0, 0, 2000, 2000, 10, 0, 2000, 2000 };
        kp_interval_list l;
        kp_stall st;
        (void)state;
        series(&l, rates, 9, 1.0);
        assert_int_equal(kp_stall_find(&l, 2000, 3.0, &st), 1);
        assert_true(st.found);
        assert_true(st.at_s == 5.0);
        assert_true(st.duration_s == 2.0);
        assert_int_equal(st.intervals, 2);
        assert_true(st.expected == 2000);
        free(l.v);
}

/* Under a second, at a tenth of the rate or more, or with no rate to
 * compare with: no stall. */
static void test_no_stall(void **state)
{
        const double short_gap[] = { 2000, 2000, 0, 2000 };
        const double slow[] = { 2000, 200, 200, 2000 };
        kp_interval_list l;
        kp_stall st;
        (void)state;
        series(&l, short_gap, 4, 1.0);
        l.v[2].dur_s = 0.9;
        assert_int_equal(kp_stall_find(&l, 2000, 0, &st), 0);
        assert_false(st.found);
        free(l.v);
        series(&l, slow, 4, 1.0);
        assert_int_equal(kp_stall_find(&l, 2000, 0, &st), 0);
        assert_int_equal(kp_stall_find(&l, 2001, 0, &st), 1);
        assert_true(st.duration_s == 2.0);
        assert_int_equal(kp_stall_find(&l, 0, 0, &st), 0);
        assert_int_equal(kp_stall_find(NULL, 2000, 0, &st), 0);
        free(l.v);
}

int main(void)
{
        const struct CMUnitTest tests[] = {
                cmocka_unit_test(test_join_is_not_a_stall),
                cmocka_unit_test(test_gap_after_reads),
                cmocka_unit_test(test_no_stall),
        };
        return cmocka_run_group_tests(tests, NULL, NULL);
}
