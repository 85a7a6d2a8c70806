#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include <cmocka.h>

#include "base/units.h"
#include "base/util.h"

/* Each helper parses s and fails the test unless it yields want. */
static void count_ok(const char *s, uint64_t want)
{
        char err[256] = "";
        uint64_t got = 12345;
        if (kp_parse_count(s, &got, err, sizeof(err)) != 0)
                fail_msg("count \"%s\": unexpected error: %s", s, err);
        if (got != want)
                fail_msg("count \"%s\": expected %llu, got %llu", s,
                         (unsigned long long)want, (unsigned long long)got);
}

static void count_bad(const char *s)
{
        char err[256] = "";
        uint64_t got = 12345;
        if (kp_parse_count(s, &got, err, sizeof(err)) == 0)
                fail_msg("count \"%s\": accepted as %llu, expected an error", s,
                         (unsigned long long)got);
        assert_string_equal(err, "expected a whole count such as 100000, "
                                 "\"100k\" or \"10M\" (at most 2^53)");
}

static void size_ok(const char *s, uint64_t want)
{
        char err[256] = "";
        uint64_t got = 12345;
        if (kp_parse_size(s, &got, err, sizeof(err)) != 0)
                fail_msg("size \"%s\": unexpected error: %s", s, err);
        if (got != want)
                fail_msg("size \"%s\": expected %llu, got %llu", s,
                         (unsigned long long)want, (unsigned long long)got);
}

static void size_bad(const char *s)
{
        char err[256] = "";
        uint64_t got = 12345;
        if (kp_parse_size(s, &got, err, sizeof(err)) == 0)
                fail_msg("size \"%s\": accepted as %llu, expected an error", s,
                         (unsigned long long)got);
        assert_string_equal(err, "expected a size in bytes such as 1000, "
                                 "\"1KB\" (1000 B) or \"1KiB\" (1024 B)");
}

static void dur_ok(const char *s, int64_t want)
{
        char err[256] = "";
        int64_t got = 12345;
        if (kp_parse_duration_us(s, &got, err, sizeof(err)) != 0)
                fail_msg("duration \"%s\": unexpected error: %s", s, err);
        if (got != want)
                fail_msg("duration \"%s\": expected %lld us, got %lld", s,
                         (long long)want, (long long)got);
}

static void dur_bad(const char *s)
{
        char err[256] = "";
        int64_t got = 12345;
        if (kp_parse_duration_us(s, &got, err, sizeof(err)) == 0)
                fail_msg("duration \"%s\": accepted as %lld us, expected an "
                         "error",
                         s, (long long)got);
        assert_string_equal(err, "expected a duration such as \"500ms\", "
                                 "\"30s\", \"5m\", \"24h\" or \"7d\"");
}

static void rate_ok(const char *s, double want)
{
        char err[256] = "";
        double got = -7;
        if (kp_parse_rate(s, &got, err, sizeof(err)) != 0)
                fail_msg("rate \"%s\": unexpected error: %s", s, err);
        if (got != want)
                fail_msg("rate \"%s\": expected %g, got %g", s, want, got);
}

static void rate_bad(const char *s)
{
        char err[256] = "";
        double got = -7;
        if (kp_parse_rate(s, &got, err, sizeof(err)) == 0)
                fail_msg("rate \"%s\": accepted as %g, expected an error", s,
                         got);
        assert_string_equal(err, "expected a rate from 0.001 to 1,000,000,000 "
                                 "msg/s (such as 5000 or \"5k\") or "
                                 "\"unlimited\"");
}

static void test_count(void **state)
{
        (void)state;
        count_ok("0", 0);
        count_ok("1", 1);
        count_ok("100000", 100000);
        count_ok("100k", 100000);
        count_ok("100K", 100000);
        count_ok("10M", 10000000);
        count_ok("1.5G", 1500000000);
        count_ok("1.5k", 1500);
        /* 1.1 * 1000 is 1100.0000000000002 in binary floating point. */
        count_ok("1.1k", 1100);
        count_ok("1_000_000", 1000000);
        count_ok("100_000k", 100000000);
        count_ok("9007199254740992", KP_MAX_EXACT);
        count_ok("9007199.254740992G", KP_MAX_EXACT);
}

static void test_count_rejects(void **state)
{
        (void)state;
        count_bad("");
        count_bad("k");
        count_bad("-1");
        count_bad("10Q");
        count_bad("10m"); /* counts are case sensitive: m is not M */
        count_bad("10MB");
        count_bad("1e6");
        count_bad("0.5");
        count_bad("1.5");
        count_bad("1.0005k");
        count_bad("1__000");
        count_bad("_1000");
        count_bad("1000_");
        count_bad("9007199254740994"); /* 2^53 + 2 */
        count_bad("9007200G");
        count_bad("18446744073709551616");
        count_bad("0x10");
}

static void test_count_bug_fraction_of_large_number(void **state)
{
        /* Regression: exact_uint() in units.c tolerates a relative error of
         * 1e-6, so from 10^6 up a fraction is silently rounded: "1000000.5"
         * gives 1000001 and "2500000.5" gives 2500001 instead of the
         * "whole count" error that "0.5" and "1.5" get; "1.0000000001G"
         * (1000000000.1) becomes 1000000000. */
        (void)state;
        count_bad("1000000.5");
        count_bad("2500000.5");
        count_bad("1.0000000001G");
        size_bad("1000000.5");
}

static void test_count_bug_beyond_2_53(void **state)
{
        /* Regression: "9007199254740993" (2^53 + 1) is accepted as 2^53: strtod
         * rounds it before the range check, so the result is neither
         * exact nor an error. */
        (void)state;
        count_bad("9007199254740993");
}

static void test_size(void **state)
{
        (void)state;
        size_ok("0", 0);
        size_ok("1000", 1000);
        size_ok("1000B", 1000);
        size_ok("1KB", 1000);
        size_ok("1kB", 1000);
        size_ok("1KiB", 1024);
        size_ok("1.5KiB", 1536);
        size_ok("2MB", 2000000);
        size_ok("1MiB", 1048576);
        size_ok("3GB", 3000000000ULL);
        size_ok("2GiB", 2147483648ULL);
        size_ok("1.92TB", 1920000000000ULL);
        size_ok("2TiB", 2199023255552ULL);
        size_ok("0.5MiB", 524288);
        size_ok("1_024B", 1024);
        size_bad("1KBB");
        size_bad("1kb");
        size_bad("1kib");
        size_bad("1k");
        size_bad("1PB");
        size_bad("B");
        size_bad("-1KB");
        size_bad("1.3KiB"); /* 1331.2 bytes */
        size_bad("");
}

static void test_duration(void **state)
{
        (void)state;
        dur_ok("500ms", 500000);
        dur_ok("250us", 250);
        dur_ok("30s", 30000000);
        dur_ok("5m", 300000000);
        dur_ok("5min", 300000000);
        dur_ok("24h", 86400000000LL);
        dur_ok("7d", 604800000000LL);
        dur_ok("1.5s", 1500000);
        dur_ok("0.25h", 900000000);
        /* A bare number is seconds. */
        dur_ok("30", 30000000);
        dur_ok("1.5", 1500000);
        dur_ok("0", 0);
        dur_ok("36500d", 36500LL * 86400000000LL);
        dur_bad("36501d"); /* beyond 100 years */
        dur_bad("");
        dur_bad("s");
        dur_bad("-1s");
        dur_bad("5M"); /* M is not a time unit */
        dur_bad("5sec");
        dur_bad("5 seconds");
        dur_bad("1h30m");
        dur_bad("1e3");
        dur_bad("10x");
}

static void test_rate(void **state)
{
        (void)state;
        rate_ok("unlimited", 0);
        rate_ok("Unlimited", 0);
        rate_ok("2000", 2000);
        rate_ok("5k", 5000);
        rate_ok("5K", 5000);
        rate_ok("5000/s", 5000);
        rate_ok("5k/s", 5000);
        rate_ok("1.5M/s", 1500000);
        rate_ok("0.5", 0.5);
        rate_ok("1000000000", 1e9);
        rate_bad("0");
        rate_bad("0/s");
        rate_bad("0k");
        rate_bad("-5");
        rate_bad("-1");
        rate_bad("");
        rate_bad("fast");
        rate_bad("5/m");
        rate_bad("5k/S");
        rate_bad("1000000001"); /* above 10^9 */
        rate_bad("unlimitedx");
}

static void bytes_is(double b, const char *want)
{
        char out[64];
        assert_string_equal(kp_fmt_bytes(out, sizeof(out), b), want);
}

static void test_fmt_bytes(void **state)
{
        (void)state;
        bytes_is(0, "0 B");
        bytes_is(999, "999 B");
        bytes_is(1000, "1,000 B");
        bytes_is(1023, "1,023 B");
        bytes_is(1024, "1.00 KiB");
        bytes_is(1536, "1.50 KiB");
        bytes_is(20 * 1024, "20.0 KiB");
        bytes_is(500 * 1024, "500 KiB");
        bytes_is(100000000, "95.4 MiB");
        bytes_is(1073741824.0, "1.00 GiB");
        bytes_is(3e12, "2.73 TiB");
        bytes_is(1125899906842624.0 * 2000, "2000 PiB");
}

static void test_fmt_bytes_bug_unit_boundary(void **state)
{
        /* Regression: kp_fmt_bytes() picks the unit before rounding, so
         * 1,048,575 bytes (1023.999 KiB) prints as "1024 KiB" instead of "1.00
         * MiB", and 10,239 bytes (9.999 KiB) as "10.00 KiB" with four digits.
         */
        (void)state;
        bytes_is(1048575, "1.00 MiB");
        bytes_is(10239, "10.0 KiB");
}

static void count_str_is(uint64_t n, const char *want)
{
        char out[64];
        assert_string_equal(kp_fmt_count(out, sizeof(out), n), want);
}

static void test_fmt_count(void **state)
{
        (void)state;
        count_str_is(0, "0");
        count_str_is(7, "7");
        count_str_is(999, "999");
        count_str_is(1000, "1,000");
        count_str_is(12345, "12,345");
        count_str_is(100000, "100,000");
        count_str_is(1000000, "1,000,000");
        count_str_is(100000000, "100,000,000");
        count_str_is(UINT64_MAX, "18,446,744,073,709,551,615");
}

static void duration_is(double s, const char *want)
{
        char out[64];
        assert_string_equal(kp_fmt_duration(out, sizeof(out), s), want);
}

static void test_fmt_duration(void **state)
{
        (void)state;
        duration_is(0, "0 ms");
        duration_is(0.85, "850 ms");
        duration_is(1, "1.0 s");
        duration_is(12.34, "12.3 s");
        duration_is(60, "1 min");
        duration_is(61, "1 min 01 s");
        duration_is(2250, "37 min 30 s");
        duration_is(3600, "1 h");
        duration_is(7500, "2 h 05 min");
        /* Whole days only beyond 48 h: "24 h" reads better than "1 d". */
        duration_is(86400, "24 h");
        duration_is(90000, "25 h");
        duration_is(172800, "48 h");
        duration_is(259200, "3 d");
        duration_is(7 * 86400, "7 d");
        duration_is(7 * 86400 + 3600, "169 h");
}

static void test_fmt_duration_bug_unit_boundary(void **state)
{
        /* Regression: kp_fmt_duration() picks the unit before rounding: 0.9996
         * s prints "1000 ms", 59.96 s "60.0 s" and 3599.6 s "60 min". */
        (void)state;
        duration_is(0.9996, "1.0 s");
        duration_is(59.96, "1 min");
        duration_is(3599.6, "1 h");
}

static void test_edit_distance(void **state)
{
        char long_a[80], long_b[80];
        (void)state;
        assert_int_equal(kp_edit_distance("", "", 5), 0);
        assert_int_equal(kp_edit_distance("abc", "abc", 5), 0);
        assert_int_equal(kp_edit_distance("", "abc", 5), 3);
        assert_int_equal(kp_edit_distance("abc", "", 5), 3);
        assert_int_equal(kp_edit_distance("kitten", "sitting", 10), 3);
        assert_int_equal(kp_edit_distance("linger.mss", "linger.ms", 4), 1);
        assert_int_equal(kp_edit_distance("partitons", "partitions", 4), 1);
        assert_int_equal(kp_edit_distance("tires", "tiers", 4), 2);
        assert_int_equal(kp_edit_distance("flaw", "lawn", 4), 2);
        /* Capped: anything beyond cap is cap + 1. */
        assert_int_equal(kp_edit_distance("kitten", "sitting", 2), 3);
        assert_int_equal(kp_edit_distance("abcdef", "uvwxyz", 3), 4);
        assert_int_equal(kp_edit_distance("kitten", "sitting", 3), 3);
        /* Strings of 64 characters or more are never close. */
        memset(long_a, 'a', 70);
        long_a[70] = '\0';
        memcpy(long_b, long_a, sizeof(long_b));
        assert_int_equal(kp_edit_distance(long_a, long_b, 4), 5);
        long_a[63] = '\0';
        long_b[63] = '\0';
        long_b[0] = 'b';
        assert_int_equal(kp_edit_distance(long_a, long_b, 4), 1);
}

int main(void)
{
        const struct CMUnitTest tests[] = {
                cmocka_unit_test(test_count),
                cmocka_unit_test(test_count_rejects),
                cmocka_unit_test(test_count_bug_fraction_of_large_number),
                cmocka_unit_test(test_count_bug_beyond_2_53),
                cmocka_unit_test(test_size),
                cmocka_unit_test(test_duration),
                cmocka_unit_test(test_rate),
                cmocka_unit_test(test_fmt_bytes),
                cmocka_unit_test(test_fmt_bytes_bug_unit_boundary),
                cmocka_unit_test(test_fmt_count),
                cmocka_unit_test(test_fmt_duration),
                cmocka_unit_test(test_fmt_duration_bug_unit_boundary),
                cmocka_unit_test(test_edit_distance),
        };
        return cmocka_run_group_tests_name("units", tests, NULL, NULL);
}
