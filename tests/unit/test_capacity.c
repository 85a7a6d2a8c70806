/* evaluate/capacity: the steps of a capacity search and the judgement of
 * its trials, against sequences worked out by hand. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "evaluate/capacity.h"

#include "hand_made.h"
#include "report/model/model.h"

/* kp_capacity_judge(), with the rules broken in the report model's
 * English words (results.json's trial "why"), as kplan run words them. */
static int judge(const kp_plan *p, const kp_tier *t,
                 const kp_produce_result *res, double rate, char *why,
                 size_t size)
{
        kp_capacity_fail f[KP_CAPACITY_MAX_FAILS];
        size_t n = 99;
        int pass =
            kp_capacity_judge(p, t, res, rate, f, KP_CAPACITY_MAX_FAILS, &n);
        char *words = kp_rm_capacity_words(KP_LANG_EN, f, n);
        assert_non_null(words);
        assert_int_equal(pass, n == 0);
        snprintf(why, size, "%s", words);
        free(words);
        return pass;
}

static kp_search spec(double from, double to)
{
        kp_search s = { 0 };
        s.present = 1;
        s.from = from;
        s.to = to;
        s.growth = 2;
        s.precision = 0.05;
        s.max_trials = 12;
        s.min_ratio = 0.98;
        return s;
}

/* Runs a search against a cluster that holds every rate up to cap:
 * the rates tried, in order, into out (up to n). */
static size_t run(const kp_search *sp, double cap, double *out, size_t n,
                  kp_capacity *cs)
{
        size_t k = 0;
        kp_capacity_begin(cs, sp);
        while (cs->next > 0 && k < n) {
                out[k++] = cs->next;
                kp_capacity_record(cs, cs->next <= cap);
        }
        return k;
}

/* 1,000 up by x2 while passing: 1k, 2k, 4k, 8k pass, 16k fails; then
 * bisected: 12k passes, 14k fails, 13k passes (14k - 13k = 7.7% > 5%),
 * 13.5k fails: 13,000 and 13,500 within 3.8%: found 13,000. */
static void test_grow_then_bisect(void **state)
{
        kp_search sp = spec(1000, 100000);
        kp_capacity cs;
        double r[32];
        static const double want[] = { 1000,  2000,  4000,  8000, 16000,
                                       12000, 14000, 13000, 13500 };
        size_t n;
        (void)state;
        n = run(&sp, 13200, r, 32, &cs);
        assert_int_equal(n, KP_ARRAY_LEN(want));
        for (size_t i = 0; i < n; i++)
                assert_true(r[i] == want[i]);
        assert_true(cs.lo == 13000);
        assert_true(cs.hi == 13500);
        assert_false(cs.at_bound);
        assert_false(cs.below_from);
}

/* Passing at the upper bound ends the search there; the growth is capped
 * at "to". */
static void test_at_bound(void **state)
{
        kp_search sp = spec(1000, 5000);
        kp_capacity cs;
        double r[32];
        size_t n;
        (void)state;
        n = run(&sp, 1e9, r, 32, &cs);
        assert_int_equal(n, 4); /* 1k, 2k, 4k, 5k */
        assert_true(r[3] == 5000);
        assert_true(cs.at_bound);
        assert_true(cs.lo == 5000);
}

/* The first trial failing is tried once more; failing again ends it:
 * nothing held. */
static void test_below_from(void **state)
{
        kp_search sp = spec(1000, 5000);
        kp_capacity cs;
        double r[32];
        (void)state;
        assert_int_equal(run(&sp, 500, r, 32, &cs), 2);
        assert_true(r[0] == 1000 && r[1] == 1000);
        assert_true(cs.below_from);
        assert_true(cs.lo == 0);
        assert_int_equal(cs.trials, 2);
        assert_int_equal(cs.repeats, 1);
        assert_false(cs.repeat_passed);
}

/* Recorded outcomes, one by one: the rates asked for and whether each is
 * a repeat (of which trial), into rates and reps; returns the count. */
static size_t replay(const kp_search *sp, const int *passed, size_t n,
                     double *rates, int *reps, kp_capacity *cs)
{
        size_t k = 0;
        kp_capacity_begin(cs, sp);
        while (cs->next > 0 && k < n) {
                rates[k] = cs->next;
                reps[k] = cs->repeat_of;
                kp_capacity_record(cs, passed[k++]);
        }
        return k;
}

/* A cold first trial fails and its repeat passes: the search goes on from
 * that rate as if it had passed (x2 on), and later failures above a
 * passing rate are not repeated. */
static void test_cold_first_repeated(void **state)
{
        static const int passed[] = { 0, 1, 1, 0, 1, 0, 1, 0, 0, 0 };
        static const double want[] = { 1000, 1000, 2000, 4000,
                                       3000, 3500, 3250, 3375 };
        static const int rep[] = { 0, 1, 0, 0, 0, 0, 0, 0 };
        kp_search sp = spec(1000, 100000);
        kp_capacity cs;
        double r[16];
        int reps[16];
        size_t n;
        (void)state;
        n = replay(&sp, passed, KP_ARRAY_LEN(passed), r, reps, &cs);
        assert_int_equal(n, KP_ARRAY_LEN(want));
        for (size_t i = 0; i < n; i++) {
                assert_true(r[i] == want[i]);
                assert_int_equal(reps[i], rep[i]);
        }
        assert_false(cs.below_from);
        assert_true(cs.repeat_passed);
        assert_int_equal(cs.repeats, 1);
        assert_true(cs.lo == 3250);
        assert_true(cs.hi == 3375);
        assert_true(cs.next == 0);
}

/* A failure above a passing rate ends the growth, and is not repeated;
 * nor is a failure during the bisection. */
static void test_failure_above_pass(void **state)
{
        static const int passed[] = { 1, 0, 0, 0 };
        kp_search sp = spec(1000, 100000);
        kp_capacity cs;
        double r[16];
        int reps[16];
        size_t n;
        (void)state;
        sp.precision = 0.2;
        /* 1k passes; 2k, 1.5k and 1,250 fail (each more than 20% above
         * 1k), none of them tried twice; 1,125 would come next. */
        n = replay(&sp, passed, KP_ARRAY_LEN(passed), r, reps, &cs);
        assert_int_equal(n, 4);
        assert_true(r[0] == 1000 && r[1] == 2000 && r[2] == 1500 &&
                    r[3] == 1250);
        assert_true(cs.next == 1125);
        for (size_t i = 0; i < n; i++)
                assert_int_equal(reps[i], 0);
        assert_int_equal(cs.repeats, 0);
        assert_false(cs.below_from);
        assert_true(cs.lo == 1000);
}

/* A repeat does not count against max_trials: 2 trials allowed, the
 * first fails, its repeat passes, and one more trial runs. */
static void test_repeat_beside_max_trials(void **state)
{
        static const int passed[] = { 0, 1, 1, 1 };
        kp_search sp = spec(1000, 100000);
        kp_capacity cs;
        double r[16];
        int reps[16];
        (void)state;
        sp.max_trials = 2;
        assert_int_equal(
            replay(&sp, passed, KP_ARRAY_LEN(passed), r, reps, &cs), 3);
        assert_true(r[2] == 2000);
        assert_true(cs.lo == 2000);
        assert_int_equal(cs.trials, 3);
}

/* max_trials bounds it, whatever the precision. */
static void test_max_trials(void **state)
{
        kp_search sp = spec(1000, 1e6);
        kp_capacity cs;
        double r[64];
        (void)state;
        sp.max_trials = 5;
        sp.precision = 0.001;
        assert_int_equal(run(&sp, 3333, r, 64, &cs), 5);
        assert_true(cs.next == 0);
        assert_true(cs.lo == 3000); /* 1k, 2k, 4k F, 3k, 3.5k F */
        assert_true(cs.hi == 3500);
}

static void ran(kp_produce_result *p, double rate, double achieved, double p95,
                uint64_t failed)
{
        memset(p, 0, sizeof(*p));
        p->ran = 1;
        p->sent = 1000;
        p->delivered = p->measured = 1000 - failed;
        p->failed = failed;
        p->achieved_rate = achieved;
        p->target_rate = rate;
        p->latency.count = p->service.count = 1000;
        p->latency.p95_ms = p95;
        p->service.p95_ms = p95 / 2;
}

/* A trial passes with every message delivered, 98% of its rate and the
 * plan's produce criteria on the tier; why names every rule it broke. */
static void test_judge(void **state)
{
        kp_results *r = new_run(
            "{\"name\": \"j\", \"tiers\": [{\"name\": \"cap\", \"rate\": "
            "\"search\", \"search\": {\"from\": 1000, \"to\": 8000}}, "
            "{\"name\": \"other\", \"messages\": 100, \"rate\": 10}],"
            " \"criteria\": [{\"metric\": \"produce.latency.p95_ms\", \"op\": "
            "\"<=\", \"threshold\": 1}, {\"metric\": "
            "\"produce.service_latency.p95_ms\", \"op\": \"<=\", "
            "\"threshold\": 0.1, \"tiers\": [\"other\"]}, {\"metric\": "
            "\"consume.completeness\", \"op\": \">=\", \"threshold\": 1}]}");
        const kp_plan *p = r->plan;
        const kp_tier *t = kp_plan_tier(p, "cap");
        const kp_criterion *cr[8];
        kp_produce_result res;
        char why[256];
        (void)state;
        /* Only the produce criterion that applies to "cap". */
        assert_int_equal(kp_capacity_criteria(p, t, cr, 8), 1);
        assert_string_equal(cr[0]->metric, "produce.latency.p95_ms");
        ran(&res, 2000, 1995, 0.8, 0);
        assert_int_equal(judge(p, t, &res, 2000, why, sizeof(why)), 1);
        ran(&res, 2000, 1995, 1.2, 0);
        assert_int_equal(judge(p, t, &res, 2000, why, sizeof(why)), 0);
        assert_string_equal(why, "produce.latency.p95_ms 1.2 ms, criterion "
                                 "≤ 1 ms");
        ran(&res, 2000, 1900, 0.5, 0);
        assert_int_equal(judge(p, t, &res, 2000, why, sizeof(why)), 0);
        assert_string_equal(why, "achieved 1900.0 msg/s, under 98% of 2000 "
                                 "msg/s");
        /* Short of its rate and over the latency limit: both are said. */
        ran(&res, 2000, 1900, 1.5, 0);
        assert_int_equal(judge(p, t, &res, 2000, why, sizeof(why)), 0);
        assert_string_equal(why, "achieved 1900.0 msg/s, under 98% of 2000 "
                                 "msg/s; produce.latency.p95_ms 1.5 ms, "
                                 "criterion ≤ 1 ms");
        ran(&res, 2000, 2000, 0.5, 3);
        assert_int_equal(judge(p, t, &res, 2000, why, sizeof(why)), 0);
        assert_string_equal(why, "3 of 1000 messages not delivered");
        /* The tier's result and the evaluation know nothing of trials. */
        assert_non_null(tier(r, "cap"));
        kp_evaluation_destroy(evaluate(r));
        kp_results_destroy(r);
}

/* A failed trial is codes and figures, no words: the report model
 * words them in each language, with the same figures. */
static void test_judge_codes(void **state)
{
        kp_results *r = new_run(
            "{\"name\": \"j\", \"tiers\": [{\"name\": \"cap\", \"rate\": "
            "\"search\", \"search\": {\"from\": 1000, \"to\": 8000}}],"
            " \"criteria\": [{\"metric\": \"produce.latency.p95_ms\", \"op\": "
            "\"<=\", \"threshold\": 1}]}");
        const kp_plan *p = r->plan;
        const kp_tier *t = kp_plan_tier(p, "cap");
        kp_capacity_fail f[KP_CAPACITY_MAX_FAILS];
        kp_produce_result res;
        size_t n;
        char *zh;
        (void)state;
        ran(&res, 2000, 1900, 1.5, 0);
        assert_int_equal(
            kp_capacity_judge(p, t, &res, 2000, f, KP_CAPACITY_MAX_FAILS, &n),
            0);
        assert_int_equal(n, 2);
        assert_int_equal(f[0].code, KP_CAP_UNDER_RATE);
        assert_true(fabs(f[0].achieved - 1900) < 1e-9);
        assert_true(fabs(f[0].min_ratio - 0.98) < 1e-9);
        assert_true(fabs(f[0].rate - 2000) < 1e-9);
        assert_int_equal(f[1].code, KP_CAP_CRITERION);
        assert_string_equal(f[1].metric, "produce.latency.p95_ms");
        assert_true(fabs(f[1].value - 1.5) < 0.01);
        assert_ptr_equal(f[1].c, &p->criteria[0]);
        zh = kp_rm_capacity_words(KP_LANG_ZH_CN, f, n);
        assert_non_null(zh);
        assert_string_equal(zh, "实际速率 1900.0 msg/s，低于目标的 98%（目标 "
                                "2000 msg/s）；produce.latency.p95_ms 为 1.5 "
                                "ms，判定标准 ≤ 1 ms");
        free(zh);
        /* Nothing measured: one code, and no more than max are kept. */
        memset(&res, 0, sizeof(res));
        assert_int_equal(kp_capacity_judge(p, t, &res, 2000, f, 0, &n), 0);
        assert_int_equal(n, 0);
        assert_int_equal(kp_capacity_judge(p, t, &res, 2000, f, 1, &n), 0);
        assert_int_equal(n, 1);
        assert_int_equal(f[0].code, KP_CAP_NOTHING_MEASURED);
        kp_results_destroy(r);
}

/* A soak judged per window: the search's criterion with "window" holds
 * over the whole soak and fails on the one window of a latency step. */
static void test_judge_windows(void **state)
{
        kp_results *r = new_run(
            "{\"name\": \"j\", \"tiers\": [{\"name\": \"cap\", \"rate\": "
            "\"search\", \"search\": {\"from\": 1000, \"to\": 8000, "
            "\"soak\": \"30s\", \"criteria\": [{\"metric\": "
            "\"produce.latency.p95_ms\", \"op\": \"<=\", \"threshold\": 100,"
            " \"window\": \"5s\"}]}}]}");
        const kp_plan *p = r->plan;
        const kp_tier *t = kp_plan_tier(p, "cap");
        const int64_t five = 5000000;
        kp_window_builder *b = NULL;
        kp_hist *iv = kp_hist_new();
        kp_produce_result res;
        char why[256];
        (void)state;
        ran(&res, 1000, 1000, 21, 0);
        assert_int_equal(kp_window_builder_new(&five, 1, &b), 0);
        for (int sec = 1; sec <= 30; sec++) {
                kp_window_feed f = { 0 };
                kp_hist_reset(iv);
                for (int i = 0; i < 1000; i++)
                        kp_hist_record(iv, sec == 13
                                               ? 300000
                                               : (int64_t)(2 + i % 20) * 1000);
                f.t_s = sec;
                f.dur_s = 1;
                f.msgs = 1000;
                f.latency = f.service = iv;
                assert_int_equal(kp_window_builder_feed(b, &f), 0);
        }
        assert_int_equal(kp_window_builder_finish(b, &res.windows), 0);
        assert_int_equal(judge(p, t, &res, 1000, why, sizeof(why)), 0);
        assert_non_null(strstr(why, "produce.latency.p95_ms 300"));
        assert_non_null(strstr(why, "in its worst 5s window (1 of 6 windows "
                                    "failed), criterion ≤ 100 ms"));
        kp_windows_free(&res.windows);
        kp_window_builder_destroy(b);
        kp_hist_destroy(iv);
        kp_results_destroy(r);
}

int main(void)
{
        const struct CMUnitTest tests[] = {
                cmocka_unit_test(test_grow_then_bisect),
                cmocka_unit_test(test_at_bound),
                cmocka_unit_test(test_below_from),
                cmocka_unit_test(test_cold_first_repeated),
                cmocka_unit_test(test_failure_above_pass),
                cmocka_unit_test(test_repeat_beside_max_trials),
                cmocka_unit_test(test_max_trials),
                cmocka_unit_test(test_judge),
                cmocka_unit_test(test_judge_codes),
                cmocka_unit_test(test_judge_windows),
        };
        return cmocka_run_group_tests(tests, NULL, NULL);
}
