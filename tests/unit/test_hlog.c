/* report/hlog: HdrHistogram's compressed V2 encoding and its log format.
 * The Java library reads the files in tests/hdr/test_hlog.sh; here the
 * bytes themselves: the headers, the ZigZag LEB128 counts with their
 * zero runs, the log lines. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdlib.h>
#include <string.h>

#include <zlib.h>

#include "base/hist.h"
#include "base/util.h"
#include "report/hlog.h"

static size_t unbase64(const char *s, unsigned char *out)
{
        static const char t[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrst"
                                "uvwxyz0123456789+/";
        size_t n = 0;
        uint32_t v = 0;
        int bits = 0;
        for (; *s && *s != '=' && *s != '\n'; s++) {
                const char *p = strchr(t, *s);
                assert_non_null(p);
                v = (v << 6) | (uint32_t)(p - t);
                bits += 6;
                if (bits >= 8) {
                        bits -= 8;
                        out[n++] = (unsigned char)(v >> bits);
                }
        }
        return n;
}

static uint32_t get32(const unsigned char *p)
{
        return (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 |
               (uint32_t)p[2] << 8 | p[3];
}

static void test_encoding(void **state)
{
        kp_hist *h = kp_hist_new();
        kp_buf b = { 0 };
        unsigned char z[4096], raw[4096];
        uLongf rlen = sizeof(raw);
        size_t n;
        (void)state;
        /* Index 0 once, index 5 twice, 3000 us (bucket 1: index 2524). */
        kp_hist_record(h, 0);
        kp_hist_record_n(h, 5, 2);
        kp_hist_record(h, 3000);
        assert_int_equal(kp_hlog_encode(h, &b), 0);
        assert_memory_equal(b.s, "HISTF", 5); /* the compressed cookie */
        n = unbase64(b.s, z);
        assert_int_equal(get32(z), 0x1c849314);
        assert_int_equal(get32(z + 4), n - 8);
        assert_int_equal(uncompress(raw, &rlen, z + 8, n - 8), Z_OK);
        assert_int_equal(get32(raw), 0x1c849313);
        assert_int_equal(get32(raw + 4), rlen - 40);
        assert_int_equal(get32(raw + 12), 3);           /* significant digits */
        assert_int_equal(get32(raw + 20), 1);           /* lowest, low word */
        assert_int_equal(get32(raw + 28), 0xffffffffu); /* highest */
        assert_int_equal(get32(raw + 32), 0x3ff00000);  /* 1.0 */
        {
                /* count 1; 4 zeros (-4: zigzag 7); count 2; a run of
                 * 2524 - 6 = 2518 zeros (zigzag 5035: 0xab 0x27); 1. */
                static const unsigned char want[] = { 2, 7, 4, 0xab, 0x27, 2 };
                assert_int_equal(rlen - 40, sizeof(want));
                assert_memory_equal(raw + 40, want, sizeof(want));
        }
        kp_buf_free(&b);
        kp_hist_destroy(h);
}

static void test_empty_and_log(void **state)
{
        kp_hist *h = kp_hist_new();
        const kp_hist *hs[1];
        int64_t at = 1796124832000000LL + 2500000;
        double len = 5.25;
        kp_buf b = { 0 };
        (void)state;
        hs[0] = h;
        kp_hist_record(h, 1500);
        assert_int_equal(
            kp_hlog_format(1796124832000000LL, hs, &at, &len, 1, &b), 0);
        assert_non_null(strstr(b.s, "#[Histogram log format version 1.3]\n"
                                    "#[StartTime: 1796124832.000 (seconds "
                                    "since epoch), Tue Dec 01 11:33:52 UTC "
                                    "2026]\n#[BaseTime: 1796124832.000 "
                                    "(seconds since epoch)]\n"
                                    "\"StartTimestamp\",\"Interval_Length\","
                                    "\"Interval_Max\",\"Interval_Compressed_"
                                    "Histogram\"\n2.500,5.250,1.500,HISTF"));
        kp_buf_free(&b);
        /* An empty histogram is one zero count. */
        kp_hist_reset(h);
        assert_int_equal(kp_hlog_encode(h, &b), 0);
        {
                unsigned char z[256], raw[256];
                uLongf rlen = sizeof(raw);
                size_t n = unbase64(b.s, z);
                assert_int_equal(uncompress(raw, &rlen, z + 8, n - 8), Z_OK);
                assert_int_equal(rlen, 41);
                assert_int_equal(raw[40], 0);
        }
        kp_buf_free(&b);
        kp_hist_destroy(h);
}

int main(void)
{
        const struct CMUnitTest tests[] = {
                cmocka_unit_test(test_encoding),
                cmocka_unit_test(test_empty_and_log),
        };
        return cmocka_run_group_tests_name("hlog", tests, NULL, NULL);
}
