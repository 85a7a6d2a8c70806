/*
 * plan/metrics.c: the catalog is one table, in the order of its ids, and
 * what is decided from a metric's id alone follows from its line: its
 * phase, its latency and statistic, the window a rate is averaged over,
 * whether it can be judged early, per window, and whether it is a speed.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include <cmocka.h>

#include "plan/metrics.h"

static int ends_with(const char *s, const char *tail)
{
        size_t n = strlen(s), m = strlen(tail);
        return n >= m && strcmp(s + n - m, tail) == 0;
}

/* Every id has its line, at its own index, with a name found again. */
static void test_one_line_per_id(void **state)
{
        (void)state;
        for (int id = 0; id < KP_M__COUNT; id++) {
                const kp_metric *m = kp_metric_get((kp_metric_id)id);
                assert_non_null(m);
                assert_int_equal(m->id, id);
                assert_ptr_equal(kp_metric_find(m->name), m);
                assert_non_null(m->unit);
                assert_non_null(m->definition);
        }
        assert_null(kp_metric_get(KP_M__COUNT));
        assert_null(kp_metric_find("produce.latency.p96_ms"));
}

/* A latency's line names its statistic, in milliseconds, lower better. */
static void test_latencies(void **state)
{
        static const char *const tails[] = { ".avg_ms", ".p50_ms",  ".p95_ms",
                                             ".p99_ms", ".p999_ms", ".max_ms" };
        (void)state;
        for (int id = 0; id < KP_M__COUNT; id++) {
                const kp_metric *m = kp_metric_get((kp_metric_id)id);
                if (m->latency == KP_LAT_NONE)
                        continue;
                assert_true(ends_with(m->name, tails[m->stat]));
                assert_string_equal(m->unit, "ms");
                assert_false(m->higher_is_better);
                assert_true(m->windowed);
                assert_true(m->speed);
                assert_int_equal(m->phase, m->latency == KP_LAT_E2E
                                               ? KP_PHASE_E2E
                                               : KP_PHASE_PRODUCE);
        }
        assert_int_equal(kp_metric_get(KP_M_PRODUCE_SVC_P999)->latency,
                         KP_LAT_SERVICE);
        assert_int_equal(kp_metric_get(KP_M_E2E_MAX)->stat, KP_STAT_MAX);
        assert_string_equal(kp_metric_get(KP_M_E2E_MAX)->definition,
                            "maximum end-to-end latency from the production "
                            "timestamp carried in the message to its receipt "
                            "by the consumer, in milliseconds");
}

/* Early judging: counts, the corrected latency and the produce rates;
 * every other metric says why not. */
static void test_early(void **state)
{
        const char *why = "x";
        (void)state;
        assert_int_equal(kp_metric_early_judge(KP_M_PRODUCE_ERRORS, &why),
                         KP_EARLY_COUNT);
        assert_null(why);
        assert_int_equal(kp_metric_early_judge(KP_M_PRODUCE_LAT_P99, NULL),
                         KP_EARLY_ROLLING);
        assert_int_equal(kp_metric_early_judge(KP_M_PRODUCE_RATE_RATIO, NULL),
                         KP_EARLY_ROLLING);
        assert_int_equal(kp_metric_early_judge(KP_M_PRODUCE_SVC_P95, &why),
                         KP_EARLY_NEVER);
        assert_non_null(strstr(why, "service latency"));
        kp_metric_early_judge(KP_M_E2E_P50, &why);
        assert_non_null(strstr(why, "consume figures"));
        kp_metric_early_judge(KP_M_CAPACITY_RATE, &why);
        assert_non_null(strstr(why, "capacity search"));
        kp_metric_early_judge(KP_M_DRAIN_CATCH_UP, &why);
        assert_non_null(strstr(why, "backlog drain"));
}

/* Which metrics are windowed, speeds, and of the consume phase. */
static void test_flags(void **state)
{
        (void)state;
        assert_true(kp_metric_windowed(KP_M_CONSUME_MIBPS));
        assert_false(kp_metric_windowed(KP_M_CONSUME_FETCH_RATE));
        assert_false(kp_metric_windowed(KP_M_PRODUCE_ERRORS));
        assert_false(kp_metric_windowed(KP_M_DRAIN_RATE));
        assert_true(kp_metric_speed(KP_M_CONSUME_REBALANCE_MS));
        assert_true(kp_metric_speed(KP_M_DRAIN_CATCH_UP));
        assert_false(kp_metric_speed(KP_M_PRODUCE_ERROR_RATIO));
        assert_false(kp_metric_speed(KP_M_CONSUME_COMPLETENESS));
        assert_false(kp_metric_speed(KP_M_CONSUME_DUPLICATES));
        assert_true(kp_metric_consumes(KP_M_E2E_P95));
        assert_true(kp_metric_consumes(KP_M_DRAIN_RATE));
        assert_false(kp_metric_consumes(KP_M_CAPACITY_RATE));
        assert_false(kp_metric_consumes(KP_M_PRODUCE_SVC_MAX));
        assert_int_equal(kp_metric_get(KP_M_CONSUME_FETCH_MIBPS)->over,
                         KP_OVER_FETCH);
        assert_int_equal(kp_metric_get(KP_M_DRAIN_RATE)->over, KP_OVER_DRAIN);
        assert_int_equal(kp_metric_get(KP_M_DRAIN_CATCH_UP)->over,
                         KP_OVER_NONE);
}

/* What repeats between identical runs, and which ratios are shares. */
static void test_repeats_and_shares(void **state)
{
        (void)state;
        assert_int_equal(kp_metric_get(KP_M_PRODUCE_ERRORS)->repeats,
                         KP_REPEAT_ALWAYS);
        assert_int_equal(kp_metric_get(KP_M_CONSUME_MISSING)->repeats,
                         KP_REPEAT_ALWAYS);
        assert_int_equal(kp_metric_get(KP_M_CONSUME_DUPLICATES)->repeats,
                         KP_REPEAT_NO);
        assert_int_equal(kp_metric_get(KP_M_PRODUCE_MIBPS)->repeats,
                         KP_REPEAT_FIXED_RATE);
        assert_int_equal(kp_metric_get(KP_M_PRODUCE_SVC_P50)->repeats,
                         KP_REPEAT_FIXED_RATE);
        assert_int_equal(kp_metric_get(KP_M_PRODUCE_LAT_P95)->repeats,
                         KP_REPEAT_NO);
        assert_int_equal(kp_metric_get(KP_M_E2E_P50)->repeats, KP_REPEAT_NO);
        assert_int_equal(kp_metric_get(KP_M_CONSUME_RATE)->repeats,
                         KP_REPEAT_NO);
        for (int id = 0; id < KP_M__COUNT; id++) {
                const kp_metric *m = kp_metric_get((kp_metric_id)id);
                assert_true(!m->share || strcmp(m->unit, "ratio") == 0);
        }
        assert_true(kp_metric_get(KP_M_CONSUME_COMPLETENESS)->share);
        assert_true(kp_metric_get(KP_M_PRODUCE_ERROR_RATIO)->share);
        assert_false(kp_metric_get(KP_M_PRODUCE_RATE_RATIO)->share);
}

/* The one comparison criteria are judged by, on and around the limit,
 * and the room a value leaves. */
static void test_holds_and_margin(void **state)
{
        (void)state;
        assert_true(kp_metric_holds(KP_CMP_LE, 10, 10));
        assert_false(kp_metric_holds(KP_CMP_LT, 10, 10));
        assert_true(kp_metric_holds(KP_CMP_GE, 10, 10));
        assert_false(kp_metric_holds(KP_CMP_GT, 10, 10));
        assert_false(kp_metric_holds(KP_CMP_LE, 10.5, 10));
        assert_true(kp_metric_holds(KP_CMP_GT, 10.5, 10));
        assert_true(kp_metric_margin(KP_CMP_LE, 8, 10) == 2);
        assert_true(kp_metric_margin(KP_CMP_LT, 12, 10) == -2);
        assert_true(kp_metric_margin(KP_CMP_GE, 8, 10) == -2);
        assert_true(kp_metric_margin(KP_CMP_GT, 12, 10) == 2);
}

/* A latency statistic of a histogram, in milliseconds: the maximum is
 * the exact one, a percentile by the rule of base/hist.h. */
static void test_hist_stat(void **state)
{
        kp_hist *h = kp_hist_new();
        (void)state;
        assert_non_null(h);
        for (int i = 1; i <= 1000; i++)
                kp_hist_record(h, i * 1000);
        kp_hist_record(h, 5000123);
        assert_true(kp_metric_hist_stat(h, KP_STAT_MAX) == 5000.123);
        assert_true(kp_metric_hist_stat(h, KP_STAT_P50) ==
                    (double)kp_hist_percentile(h, 50) / 1000.0);
        assert_true(kp_metric_hist_stat(h, KP_STAT_P999) ==
                    (double)kp_hist_percentile(h, 99.9) / 1000.0);
        assert_true(kp_metric_hist_stat(h, KP_STAT_AVG) ==
                    kp_hist_mean(h) / 1000.0);
        kp_hist_destroy(h);
}

int main(void)
{
        const struct CMUnitTest tests[] = {
                cmocka_unit_test(test_one_line_per_id),
                cmocka_unit_test(test_latencies),
                cmocka_unit_test(test_early),
                cmocka_unit_test(test_flags),
                cmocka_unit_test(test_repeats_and_shares),
                cmocka_unit_test(test_holds_and_margin),
                cmocka_unit_test(test_hist_stat),
        };
        return cmocka_run_group_tests(tests, NULL, NULL);
}
