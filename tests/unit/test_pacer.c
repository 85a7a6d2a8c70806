#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "base/pacer.h"

static void test_schedule(void **state)
{
        kp_pacer p;
        (void)state;
        kp_pacer_init(&p, 1000, 5000);
        assert_int_equal(kp_pacer_due_us(&p, 0), 1000);
        assert_int_equal(kp_pacer_due_us(&p, 1), 1200);
        assert_int_equal(kp_pacer_due_us(&p, 5000), 1000 + 1000000);
        /* 20 s at 5,000 msg/s: the last of 100,000 messages is due at
         * 19.9998 s, no drift accumulates. */
        assert_int_equal(kp_pacer_due_us(&p, 99999), 1000 + 19999800);
        assert_false(kp_pacer_unlimited(&p));
}

static void test_fractional_and_huge(void **state)
{
        kp_pacer p;
        (void)state;
        kp_pacer_init(&p, 0, 3);
        assert_int_equal(kp_pacer_due_us(&p, 1), 333333);
        assert_int_equal(kp_pacer_due_us(&p, 2), 666667);
        assert_int_equal(kp_pacer_due_us(&p, 3), 1000000);
        /* 10 billion messages at 1 msg/s: 1e16 us, beyond double's exact
         * integers. */
        kp_pacer_init(&p, 0, 1);
        assert_int_equal(kp_pacer_due_us(&p, 10000000000ULL),
                         10000000000000000LL);
}

static void test_due_count(void **state)
{
        kp_pacer p;
        (void)state;
        kp_pacer_init(&p, 100, 1000);
        assert_int_equal(kp_pacer_due_count(&p, 99), 0);
        assert_int_equal(kp_pacer_due_count(&p, 100), 1);
        assert_int_equal(kp_pacer_due_count(&p, 1099), 1);
        assert_int_equal(kp_pacer_due_count(&p, 1100), 2);
        kp_pacer_init(&p, 0, 3);
        for (int64_t t = 0; t < 3000000; t += 777) {
                uint64_t k = kp_pacer_due_count(&p, t);
                assert_true(kp_pacer_due_us(&p, k - 1) <= t);
                assert_true(kp_pacer_due_us(&p, k) > t);
        }
}

static void test_unlimited(void **state)
{
        kp_pacer p;
        (void)state;
        kp_pacer_init(&p, 500, 0);
        assert_true(kp_pacer_unlimited(&p));
        assert_int_equal(kp_pacer_due_us(&p, 123456), 500);
        assert_true(kp_pacer_due_count(&p, 0) == UINT64_MAX);
        kp_pacer_init(&p, 500, -1);
        assert_true(kp_pacer_unlimited(&p));
}

int main(void)
{
        const struct CMUnitTest tests[] = {
                cmocka_unit_test(test_schedule),
                cmocka_unit_test(test_fractional_and_huge),
                cmocka_unit_test(test_due_count),
                cmocka_unit_test(test_unlimited),
        };
        return cmocka_run_group_tests_name("pacer", tests, NULL, NULL);
}
