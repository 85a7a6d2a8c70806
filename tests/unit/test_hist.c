#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <math.h>
#include <stdlib.h>
#include <cmocka.h>

#include "base/hist.h"

/* Exact nearest-rank percentile of a sorted array. */
static int64_t exact_pct(const int64_t *sorted, size_t n, double p)
{
        size_t rank = (size_t)ceil(p / 100.0 * (double)n - 1e-9);
        if (rank < 1)
                rank = 1;
        return sorted[rank - 1];
}

static int cmp_i64(const void *a, const void *b)
{
        int64_t x = *(const int64_t *)a, y = *(const int64_t *)b;
        return (x > y) - (x < y);
}

/* Within the documented error: never below the truth, above it by at most
 * 1/1024 of the value. */
static void assert_close(int64_t got, int64_t want)
{
        if (got < want || (double)(got - want) > (double)want / 1024.0) {
                fail_msg("percentile %lld, exact %lld", (long long)got,
                         (long long)want);
        }
}

static void test_empty(void **state)
{
        kp_hist *h = kp_hist_new();
        (void)state;
        assert_non_null(h);
        assert_int_equal(kp_hist_count(h), 0);
        assert_int_equal(kp_hist_percentile(h, 50), 0);
        assert_int_equal(kp_hist_min(h), 0);
        assert_int_equal(kp_hist_max(h), 0);
        assert_true(kp_hist_mean(h) == 0.0);
        kp_hist_destroy(h);
        kp_hist_destroy(NULL);
}

static void test_small_values_exact(void **state)
{
        kp_hist *h = kp_hist_new();
        (void)state;
        for (int v = 1; v <= 1000; v++)
                kp_hist_record(h, v);
        assert_int_equal(kp_hist_count(h), 1000);
        assert_int_equal(kp_hist_percentile(h, 50), 500);
        assert_int_equal(kp_hist_percentile(h, 95), 950);
        assert_int_equal(kp_hist_percentile(h, 99), 990);
        assert_int_equal(kp_hist_percentile(h, 99.9), 999);
        assert_int_equal(kp_hist_percentile(h, 100), 1000);
        assert_int_equal(kp_hist_percentile(h, 0), 1);
        assert_int_equal(kp_hist_min(h), 1);
        assert_int_equal(kp_hist_max(h), 1000);
        assert_true(fabs(kp_hist_mean(h) - 500.5) < 1e-9);
        /* Population stddev of 1..n is sqrt((n^2 - 1) / 12). */
        assert_true(fabs(kp_hist_stddev(h) - sqrt((1e6 - 1) / 12.0)) < 1e-6);
        kp_hist_destroy(h);
}

/* Uniform, exponential and bimodal distributions over the whole range,
 * compared with exact percentiles of the same values. */
static void check_distribution(int64_t (*gen)(unsigned *seed), size_t n)
{
        const double ps[] = { 1, 10, 25, 50, 75, 90, 95, 99, 99.9, 99.99 };
        int64_t *vals = malloc(n * sizeof(*vals));
        kp_hist *h = kp_hist_new();
        unsigned seed = 42;
        double sum = 0;
        assert_non_null(vals);
        for (size_t i = 0; i < n; i++) {
                vals[i] = gen(&seed);
                sum += (double)vals[i];
                kp_hist_record(h, vals[i]);
        }
        qsort(vals, n, sizeof(*vals), cmp_i64);
        for (size_t k = 0; k < sizeof(ps) / sizeof(ps[0]); k++)
                assert_close(kp_hist_percentile(h, ps[k]),
                             exact_pct(vals, n, ps[k]));
        assert_int_equal(kp_hist_min(h), vals[0]);
        assert_int_equal(kp_hist_max(h), vals[n - 1]);
        assert_int_equal(kp_hist_percentile(h, 100), vals[n - 1]);
        assert_true(fabs(kp_hist_mean(h) - sum / (double)n) <
                    1e-6 * (sum / (double)n));
        free(vals);
        kp_hist_destroy(h);
}

static int64_t gen_uniform(unsigned *seed)
{
        return 1 + (int64_t)(rand_r(seed) % 10000000);
}

static int64_t gen_exponential(unsigned *seed)
{
        double u = (rand_r(seed) + 1.0) / ((double)RAND_MAX + 2.0);
        return (int64_t)(-log(u) * 20000.0);
}

static int64_t gen_bimodal(unsigned *seed)
{
        int r = rand_r(seed);
        return (r & 1) ? 800 + r % 400 : 2000000 + r % 1000000;
}

static void test_uniform(void **state)
{
        (void)state;
        check_distribution(gen_uniform, 200000);
}

static void test_exponential(void **state)
{
        (void)state;
        check_distribution(gen_exponential, 200000);
}

static void test_bimodal(void **state)
{
        (void)state;
        check_distribution(gen_bimodal, 100000);
}

static void test_merge_equals_single(void **state)
{
        kp_hist *a = kp_hist_new(), *b = kp_hist_new(), *all = kp_hist_new();
        unsigned seed = 7;
        (void)state;
        for (int i = 0; i < 50000; i++) {
                int64_t v = gen_exponential(&seed);
                kp_hist_record(i % 3 ? a : b, v);
                kp_hist_record(all, v);
        }
        kp_hist_merge(a, b);
        assert_int_equal(kp_hist_count(a), kp_hist_count(all));
        assert_int_equal(kp_hist_min(a), kp_hist_min(all));
        assert_int_equal(kp_hist_max(a), kp_hist_max(all));
        for (double p = 0; p <= 100; p += 0.5)
                assert_int_equal(kp_hist_percentile(a, p),
                                 kp_hist_percentile(all, p));
        assert_true(fabs(kp_hist_mean(a) - kp_hist_mean(all)) < 1e-6);
        /* Merging into an empty histogram copies min and max. */
        kp_hist_reset(b);
        kp_hist_merge(b, all);
        assert_int_equal(kp_hist_min(b), kp_hist_min(all));
        kp_hist_destroy(a);
        kp_hist_destroy(b);
        kp_hist_destroy(all);
}

static void test_range_and_clamping(void **state)
{
        kp_hist *h = kp_hist_new();
        const int64_t hour = 3600LL * 1000000;
        (void)state;
        kp_hist_record(h, 1);
        kp_hist_record(h, hour);
        assert_int_equal(kp_hist_clamped(h), 0);
        assert_close(kp_hist_percentile(h, 100), hour);
        assert_int_equal(kp_hist_percentile(h, 50), 1);
        kp_hist_record(h, -5);
        kp_hist_record(h, KP_HIST_MAX_US + 10);
        assert_int_equal(kp_hist_clamped(h), 2);
        assert_int_equal(kp_hist_min(h), 0);
        assert_int_equal(kp_hist_max(h), KP_HIST_MAX_US);
        kp_hist_destroy(h);
}

static void test_buckets_iterate(void **state)
{
        kp_hist *h = kp_hist_new();
        kp_hist_bucket b;
        size_t cur = 0, n = 0;
        uint64_t total = 0;
        int64_t prev = -1;
        (void)state;
        kp_hist_record_n(h, 5, 3);
        kp_hist_record_n(h, 1000000, 2);
        kp_hist_record(h, 1001000);
        while (kp_hist_next(h, &cur, &b)) {
                assert_true(b.lo_us > prev);
                assert_true(b.hi_us >= b.lo_us);
                prev = b.hi_us;
                total += b.count;
                n++;
        }
        assert_int_equal(total, 6);
        assert_int_equal(n, 3);
        kp_hist_destroy(h);
}

static void test_json_round_trip(void **state)
{
        kp_hist *h = kp_hist_new(), *back = NULL;
        unsigned seed = 3;
        char err[256];
        char *text;
        cJSON *j, *parsed;
        (void)state;
        for (int i = 0; i < 20000; i++)
                kp_hist_record(h, gen_bimodal(&seed));
        j = kp_hist_to_json(h);
        assert_non_null(j);
        text = cJSON_PrintUnformatted(j);
        parsed = cJSON_Parse(text);
        assert_int_equal(kp_hist_from_json(parsed, &back, err, sizeof(err)), 0);
        assert_int_equal(kp_hist_count(back), kp_hist_count(h));
        assert_int_equal(kp_hist_min(back), kp_hist_min(h));
        assert_int_equal(kp_hist_max(back), kp_hist_max(h));
        for (double p = 0; p <= 100; p += 0.1)
                assert_int_equal(kp_hist_percentile(back, p),
                                 kp_hist_percentile(h, p));
        assert_true(fabs(kp_hist_stddev(back) - kp_hist_stddev(h)) < 1e-6);
        /* Compact: only non-empty buckets are written. */
        assert_true(cJSON_GetArraySize(cJSON_GetObjectItem(j, "buckets")) <
                    2 * 3000);
        cJSON_Delete(j);
        cJSON_Delete(parsed);
        free(text);
        kp_hist_destroy(back);
        kp_hist_destroy(h);
}

static void test_json_rejects_bad(void **state)
{
        const char *bad[] = {
                "[]",
                "{\"unit\":\"ms\",\"count\":0}",
                "{\"unit\":\"us\",\"count\":2,\"clamped\":0,\"min\":1,"
                "\"max\":1,\"sum\":2,\"sumsq\":2,\"buckets\":[1,1]}",
                "{\"unit\":\"us\",\"count\":1,\"clamped\":0,\"min\":1,"
                "\"max\":1,\"sum\":1,\"sumsq\":1,\"buckets\":[1]}",
                "{\"unit\":\"us\",\"count\":1,\"clamped\":0,\"min\":1,"
                "\"max\":1,\"sum\":1,\"sumsq\":1,\"buckets\":[-1,1]}",
                "{\"unit\":\"us\",\"count\":1,\"clamped\":0,\"min\":1,"
                "\"max\":1,\"sum\":1,\"sumsq\":1,\"buckets\":[\"a\",1]}",
        };
        char err[256];
        (void)state;
        for (size_t i = 0; i < sizeof(bad) / sizeof(bad[0]); i++) {
                cJSON *j = cJSON_Parse(bad[i]);
                kp_hist *h = NULL;
                assert_non_null(j);
                err[0] = '\0';
                assert_int_equal(kp_hist_from_json(j, &h, err, sizeof(err)),
                                 -1);
                assert_null(h);
                assert_true(err[0] != '\0');
                cJSON_Delete(j);
        }
}

int main(void)
{
        const struct CMUnitTest tests[] = {
                cmocka_unit_test(test_empty),
                cmocka_unit_test(test_small_values_exact),
                cmocka_unit_test(test_uniform),
                cmocka_unit_test(test_exponential),
                cmocka_unit_test(test_bimodal),
                cmocka_unit_test(test_merge_equals_single),
                cmocka_unit_test(test_range_and_clamping),
                cmocka_unit_test(test_buckets_iterate),
                cmocka_unit_test(test_json_round_trip),
                cmocka_unit_test(test_json_rejects_bad),
        };
        return cmocka_run_group_tests_name("hist", tests, NULL, NULL);
}
