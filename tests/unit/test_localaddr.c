/* base/localaddr: whether a broker's address is this host's own. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "base/localaddr.h"

static kp_addrs list(const char *const *v)
{
        kp_addrs a;
        memset(&a, 0, sizeof(a));
        for (; *v; v++)
                kp_addrs_add(&a, *v);
        return a;
}

static void loopback(void **state)
{
        (void)state;
        assert_true(kp_localaddr_loopback("127.0.0.1"));
        assert_true(kp_localaddr_loopback("127.1.2.3"));
        assert_true(kp_localaddr_loopback("::1"));
        assert_true(kp_localaddr_loopback("0:0:0:0:0:0:0:1"));
        assert_true(kp_localaddr_loopback("::ffff:127.0.0.1"));
        assert_false(kp_localaddr_loopback("128.0.0.1"));
        assert_false(kp_localaddr_loopback("10.0.0.1"));
        assert_false(kp_localaddr_loopback("::2"));
        assert_false(kp_localaddr_loopback("localhost"));
        assert_false(kp_localaddr_loopback(""));
}

static void match(void **state)
{
        /* This host's interfaces, as getifaddrs lists them. */
        static const char *const host[] = { "127.0.0.1", "10.0.3.15", "::1",
                                            "fe80::a00:27ff:fe4e:1%eth0",
                                            NULL };
        static const char *const remote[] = { "10.0.3.16", "2001:db8::7",
                                              NULL };
        static const char *const second[] = { "10.0.3.16", "10.0.3.15", NULL };
        static const char *const mapped[] = { "::ffff:10.0.3.15", NULL };
        static const char *const scoped[] = { "fe80::a00:27ff:fe4e:1%eth1",
                                              NULL };
        static const char *const lo[] = { "192.0.2.1", "127.0.1.1", NULL };
        static const char *const junk[] = { "broker-1", "", NULL };
        kp_addrs local = list(host), a;
        (void)state;
        a = list(remote);
        assert_int_equal(kp_localaddr_match(&a, &local), -1);
        a = list(second);
        assert_int_equal(kp_localaddr_match(&a, &local), 1);
        a = list(mapped);
        assert_int_equal(kp_localaddr_match(&a, &local), 0);
        /* The scope is not part of the address. */
        a = list(scoped);
        assert_int_equal(kp_localaddr_match(&a, &local), 0);
        /* Loopback is local even with no interface list. */
        a = list(lo);
        assert_int_equal(kp_localaddr_match(&a, NULL), 1);
        a = list(junk);
        assert_int_equal(kp_localaddr_match(&a, &local), -1);
        a = list(remote);
        assert_int_equal(kp_localaddr_match(&a, NULL), -1);
}

/* On this host: its addresses include loopback; names resolve. */
static void live(void **state)
{
        kp_addrs local, a;
        (void)state;
        assert_int_equal(kp_localaddr_list(&local), 0);
        assert_true(local.n >= 1);
        assert_int_equal(kp_localaddr_resolve("127.0.0.1", &a), 0);
        assert_int_equal(kp_localaddr_match(&a, &local), 0);
        /* Each of the host's own addresses is local. */
        for (size_t i = 0; i < local.n; i++) {
                kp_addrs one;
                memset(&one, 0, sizeof(one));
                kp_addrs_add(&one, local.v[i]);
                assert_int_equal(kp_localaddr_match(&one, &local), 0);
        }
        assert_int_equal(kp_localaddr_resolve("host.invalid", &a), -1);
}

int main(void)
{
        const struct CMUnitTest tests[] = {
                cmocka_unit_test(loopback),
                cmocka_unit_test(match),
                cmocka_unit_test(live),
        };
        return cmocka_run_group_tests(tests, NULL, NULL);
}
