/* base/cpu: the host's CPU from /proc/stat texts, and the affinity. */
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "base/cpu.h"

static void host_busy(void **state)
{
        /* Recorded on a 2-CPU host, then 1000 ticks later: 300 of them
         * idle (250) or waiting for I/O (50). */
        static const char a[] = "cpu  47583 0 8794 64459 549 0 241 30 0 0\n"
                                "cpu0 23791 0 4397 32229 274 0 120 15 0 0\n"
                                "intr 123\n";
        static const char b[] = "cpu  48083 0 8994 64709 599 0 241 30 0 0\n"
                                "cpu0 24091 0 4547 32354 299 0 150 35 0 0\n";
        kp_cpu_host x, y;
        (void)state;
        assert_int_equal(kp_cpu_host_parse(a, &x), 0);
        assert_int_equal(kp_cpu_host_parse(b, &y), 0);
        assert_true(x.total == 47583 + 8794 + 64459 + 549 + 241 + 30);
        assert_true(x.idle == 64459 + 549);
        assert_true(fabs(kp_cpu_host_busy(&x, &y) - 0.7) < 1e-12);
        /* No tick between them, or a sample not read: not known. */
        assert_true(isnan(kp_cpu_host_busy(&x, &x)));
        assert_int_equal(kp_cpu_host_parse("cpu0 1 2 3 4\n", &y), -1);
        assert_int_equal(y.ok, 0);
        assert_true(isnan(kp_cpu_host_busy(&x, &y)));
        assert_int_equal(kp_cpu_host_parse("", &y), -1);
        /* An old kernel's four fields. */
        assert_int_equal(kp_cpu_host_parse("cpu  10 0 10 80\n", &y), 0);
        assert_true(y.total == 100 && y.idle == 80);
}

/* On this host: sane, whatever it is. */
static void live(void **state)
{
        kp_cpu_host a, b;
        double busy;
        (void)state;
        assert_true(kp_cpu_affinity() >= 1);
        kp_cpu_host_read(&a);
        assert_int_equal(a.ok, 1);
        for (volatile long i = 0; i < 20000000; i++)
                ;
        kp_cpu_host_read(&b);
        busy = kp_cpu_host_busy(&a, &b);
        assert_true(isnan(busy) || (busy >= 0 && busy <= 1));
}

int main(void)
{
        const struct CMUnitTest tests[] = {
                cmocka_unit_test(host_busy),
                cmocka_unit_test(live),
        };
        return cmocka_run_group_tests(tests, NULL, NULL);
}
