/* run/capacity_search: a capacity search driven through its run callback, here
 * a made-up cluster that holds every rate up to a cap; the runs it is
 * asked for, the trials it records and how it ends, worked out by hand
 * (docs/plan.md, "capacity"). The same drive runs a search in one
 * process and on agents. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <signal.h>
#include <stdio.h>
#include <string.h>

#include "plan/plan.h"
#include "report/model/model.h"
#include "report/model/tier_reason_words.h"
#include "report/words/lang.h"
#include "run/capacity_search.h"

/* One run asked for. */
typedef struct asked {
        double rate;
        uint64_t messages, warmup;
        int consume, final;
} asked;

typedef struct fake {
        double cap;      /* the highest rate a trial achieves */
        double soak_cap; /* the same for a soak or the final run */
        int fail_at;     /* the run (1-based) that cannot be made; 0 none */
        int cold;        /* the first this many trials achieve half their
                            rate: a cold cluster */
        asked runs[64];  /* the trials, soaks and final runs */
        size_t n;
        asked warmups[4]; /* the warm-ups (not in runs) */
        size_t n_warmups;
} fake;

static int fake_run(void *ctx, const kp_tier *run, int final,
                    kp_tier_result *tr, char *errstr, size_t errstr_size)
{
        fake *f = ctx;
        double cap = final > 0 ? f->soak_cap : f->cap;
        double got = run->rate < cap ? run->rate : cap;
        asked *a;
        if (final == KP_SEARCH_WARMUP) {
                a = &f->warmups[f->n_warmups++];
        } else {
                a = &f->runs[f->n++];
                if (final == 0 && f->cold-- > 0)
                        got = run->rate / 2;
        }
        a->rate = run->rate;
        a->messages = run->messages;
        a->warmup = run->warmup_messages;
        a->consume = run->consume.enabled;
        a->final = final;
        if (final != KP_SEARCH_WARMUP && f->fail_at == (int)f->n) {
                snprintf(errstr, errstr_size, "the run could not be made");
                return -1;
        }
        tr->status = KP_TIER_COMPLETE;
        tr->produce.ran = 1;
        tr->produce.sent = tr->produce.delivered = run->messages;
        tr->produce.measured = run->messages - run->warmup_messages;
        tr->produce.target_rate = run->rate;
        tr->produce.achieved_rate = got;
        tr->produce.duration_s = (double)tr->produce.measured / got;
        return 0;
}

static kp_plan *plan(const char *search)
{
        char text[1024], err[1024] = "";
        kp_plan_opts opts = { 0 };
        kp_plan *p = NULL;
        snprintf(text, sizeof(text),
                 "{\"name\": \"s\", \"tiers\": [{\"name\": \"find\", "
                 "\"rate\": \"search\", \"search\": %s}]}",
                 search);
        if (kp_plan_parse(text, strlen(text), "t.json", ".", &opts, &p, err,
                          sizeof(err)))
                fail_msg("plan: %s", err);
        return p;
}

/* The English kplan run stores: the report model's (app/cmd_run.c). */
static char *reason_words(const kp_tier_result *tr)
{
        return kp_tier_reason_words(KP_LANG_EN, tr);
}

static char *capacity_words(const kp_capacity_fail *v, size_t n)
{
        return kp_rm_capacity_words(KP_LANG_EN, v, n);
}

static int search(kp_plan *p, fake *f, kp_tier_result *tr, char *err,
                  size_t size)
{
        static const kp_run_words words = { reason_words, NULL, capacity_words,
                                            "" };
        volatile sig_atomic_t stop = 0;
        memset(tr, 0, sizeof(*tr));
        return kp_run_search(p, &p->tiers[0], tr, fake_run, f, &words, &stop, 1,
                             err, size);
}

/* Up, a failure at 4,000, bisected down to within 5%; the final run at
 * the rate found, with the consume phase; trials without it. */
static void test_bisects_then_final(void **state)
{
        static const double want[] = {
                1000, 2000, 4000, 3000, 2500, 2750, 2625
        };
        kp_plan *p = plan("{\"from\": 1000, \"to\": 8000, \"trial\": \"2s\"}");
        fake f = { .cap = 2500, .soak_cap = 2500 };
        kp_tier_result tr;
        char err[256] = "";
        (void)state;
        assert_int_equal(search(p, &f, &tr, err, sizeof(err)), 0);
        assert_int_equal(f.n, 8);
        for (size_t i = 0; i < 7; i++) {
                assert_true(f.runs[i].rate == want[i]);
                /* 2 s and a warm-up of 0.4 s on top. */
                assert_int_equal(f.runs[i].messages, (uint64_t)(want[i] * 2.4));
                assert_int_equal(f.runs[i].warmup, (uint64_t)(want[i] * 0.4));
                assert_int_equal(f.runs[i].consume, 0);
                assert_int_equal(f.runs[i].final, 0);
        }
        assert_true(f.runs[7].rate == 2500);
        assert_int_equal(f.runs[7].final, 1);
        assert_int_equal(f.runs[7].consume, 1);
        assert_int_equal(tr.search.ran, 1);
        assert_int_equal(tr.search.n_trials, 8);
        assert_true(tr.search.found_rate == 2500);
        assert_true(tr.search.sustained_rate == 0); /* no soak */
        for (size_t i = 0; i < 7; i++) {
                assert_int_equal(tr.search.trials[i].soak, 0);
                assert_int_equal(tr.search.trials[i].pass,
                                 want[i] <= 2500 * 1.0);
                assert_true(tr.search.trials[i].sent ==
                            (uint64_t)(want[i] * 2.4));
        }
        assert_string_equal(tr.search.trials[3].why,
                            "achieved 2500.0 msg/s, under 98% of 3000 msg/s");
        assert_int_equal(tr.search.trials[7].soak, 2);
        assert_string_equal(tr.search.note,
                            "2,500 msg/s held the criteria and 2,625 msg/s "
                            "did not, within 5%");
        assert_int_equal(tr.status, KP_TIER_COMPLETE);
        kp_tier_result_reset(&tr);
        kp_plan_destroy(p);
}

/* The first trial fails, and so does its repeat: no rate holds; both
 * trials are kept, the repeat marked; the repeat is what the tier
 * measured; no final run. */
static void test_under_from(void **state)
{
        kp_plan *p = plan("{\"from\": 1000, \"to\": 8000, \"trial\": \"2s\"}");
        fake f = { .cap = 500, .soak_cap = 500 };
        kp_tier_result tr;
        char err[256] = "";
        (void)state;
        assert_int_equal(search(p, &f, &tr, err, sizeof(err)), 0);
        assert_int_equal(f.n, 2);
        assert_true(f.runs[0].rate == 1000 && f.runs[1].rate == 1000);
        assert_int_equal(tr.search.n_trials, 2);
        assert_int_equal(tr.search.trials[0].pass, 0);
        assert_int_equal(tr.search.trials[0].repeat_of, 0);
        assert_int_equal(tr.search.trials[1].pass, 0);
        assert_int_equal(tr.search.trials[1].repeat_of, 1);
        assert_true(tr.search.found_rate == 0);
        assert_int_equal(tr.status, KP_TIER_COMPLETE);
        assert_true(tr.produce.achieved_rate == 500);
        assert_string_equal(tr.search.note, "No rate met the criteria: the "
                                            "first trial, at 1,000 msg/s, "
                                            "failed, and so did its repeat");
        kp_tier_result_reset(&tr);
        kp_plan_destroy(p);
}

/* A cold first trial fails and its repeat passes: the search goes on
 * from there as from a pass, and finds what it would have found. */
static void test_cold_first_repeated(void **state)
{
        static const double want[] = { 1000, 1000, 2000, 4000,
                                       3000, 2500, 2750, 2625 };
        kp_plan *p = plan("{\"from\": 1000, \"to\": 8000, \"trial\": \"2s\"}");
        fake f = { .cap = 2500, .soak_cap = 2500, .cold = 1 };
        kp_tier_result tr;
        char err[256] = "";
        (void)state;
        assert_int_equal(search(p, &f, &tr, err, sizeof(err)), 0);
        assert_int_equal(f.n, KP_ARRAY_LEN(want) + 1);
        for (size_t i = 0; i < KP_ARRAY_LEN(want); i++)
                assert_true(f.runs[i].rate == want[i]);
        assert_int_equal(tr.search.trials[0].pass, 0);
        assert_string_equal(tr.search.trials[0].why,
                            "achieved 500.0 msg/s, under 98% of 1000 msg/s");
        assert_int_equal(tr.search.trials[1].pass, 1);
        assert_int_equal(tr.search.trials[1].repeat_of, 1);
        /* Only the first failure was repeated: 4,000 and 3,000 failed
         * above a passing rate. */
        for (size_t i = 2; i < tr.search.n_trials; i++)
                assert_int_equal(tr.search.trials[i].repeat_of, 0);
        assert_true(tr.search.found_rate == 2500);
        assert_int_equal(tr.search.trials[KP_ARRAY_LEN(want)].soak, 2);
        assert_int_equal(tr.status, KP_TIER_COMPLETE);
        kp_tier_result_reset(&tr);
        kp_plan_destroy(p);
}

/* Before trial 1 the search warms up at its first rate for a trial's
 * length: no consume phase, nothing of it a trial, recorded apart;
 * "warmup": "0s" turns it off, and a plan's length is used. */
static void test_warmup(void **state)
{
        static const struct {
                const char *key;
                size_t runs;
                uint64_t messages;
        } cases[] = { { "", 1, 2000 },
                      { ", \"warmup\": \"0s\"", 0, 0 },
                      { ", \"warmup\": \"5s\"", 1, 5000 } };
        (void)state;
        for (size_t k = 0; k < KP_ARRAY_LEN(cases); k++) {
                char spec[256];
                kp_plan *p;
                fake f = { .cap = 1e9, .soak_cap = 1e9 };
                kp_tier_result tr;
                char err[256] = "";
                snprintf(spec, sizeof(spec),
                         "{\"from\": 1000, \"to\": 2000, \"trial\": "
                         "\"2s\"%s}",
                         cases[k].key);
                p = plan(spec);
                assert_int_equal(search(p, &f, &tr, err, sizeof(err)), 0);
                assert_int_equal(f.n_warmups, cases[k].runs);
                assert_int_equal(tr.search.warmup.ran, cases[k].runs);
                /* 1,000 and 2,000 pass: the bound; then the final run. */
                assert_int_equal(tr.search.n_trials, 3);
                assert_int_equal(f.n, 3);
                if (cases[k].runs) {
                        assert_true(f.warmups[0].rate == 1000);
                        assert_int_equal(f.warmups[0].messages,
                                         cases[k].messages);
                        assert_int_equal(f.warmups[0].warmup, 0);
                        assert_int_equal(f.warmups[0].consume, 0);
                        assert_true(tr.search.warmup.rate == 1000);
                        assert_int_equal(tr.search.warmup.messages,
                                         cases[k].messages);
                        assert_true(tr.search.warmup.seconds > 0);
                }
                /* The warm-up's messages are in no trial's counts. */
                assert_int_equal(tr.search.trials[0].sent, 2400);
                kp_tier_result_reset(&tr);
                kp_plan_destroy(p);
        }
}

/* Up to the bound; a soak that fails at the rate found retries at it x
 * 0.9 and holds: sustained there. */
static void test_soak_backs_off(void **state)
{
        kp_plan *p = plan("{\"from\": 1000, \"to\": 4000, \"trial\": \"2s\", "
                          "\"soak\": \"3s\", \"max_soaks\": 2}");
        fake f = { .cap = 1e9, .soak_cap = 3700 };
        kp_tier_result tr;
        char err[256] = "";
        (void)state;
        assert_int_equal(search(p, &f, &tr, err, sizeof(err)), 0);
        assert_int_equal(f.n, 5);
        assert_true(f.runs[2].rate == 4000);
        /* Each soak has its number: a second one reads in a group of its
         * own (src/run/engine.c). */
        assert_true(f.runs[3].rate == 4000 && f.runs[3].final == 1);
        /* 3 s and a warm-up of 0.6 s. */
        assert_int_equal(f.runs[3].messages, 4000 * 36 / 10);
        assert_true(f.runs[4].rate == 3600 && f.runs[4].final == 2);
        assert_int_equal(tr.search.at_bound, 1);
        assert_true(tr.search.found_rate == 4000);
        assert_true(tr.search.sustained_rate == 3600);
        assert_int_equal(tr.search.trials[3].soak, 1);
        assert_int_equal(tr.search.trials[3].pass, 0);
        assert_int_equal(tr.search.trials[4].pass, 1);
        kp_tier_result_reset(&tr);
        kp_plan_destroy(p);
}

/* A run that cannot be made ends the search with its error. */
static void test_run_error(void **state)
{
        kp_plan *p = plan("{\"from\": 1000, \"to\": 8000, \"trial\": \"2s\"}");
        fake f = { .cap = 2500, .soak_cap = 2500, .fail_at = 2 };
        kp_tier_result tr;
        char err[256] = "";
        (void)state;
        assert_int_equal(search(p, &f, &tr, err, sizeof(err)), -1);
        assert_string_equal(err, "the run could not be made");
        assert_int_equal(f.n, 2);
        assert_int_equal(tr.search.n_trials, 1);
        kp_tier_result_reset(&tr);
        kp_plan_destroy(p);
}

int main(void)
{
        const struct CMUnitTest tests[] = {
                cmocka_unit_test(test_bisects_then_final),
                cmocka_unit_test(test_under_from),
                cmocka_unit_test(test_cold_first_repeated),
                cmocka_unit_test(test_warmup),
                cmocka_unit_test(test_soak_backs_off),
                cmocka_unit_test(test_run_error),
        };
        return cmocka_run_group_tests(tests, NULL, NULL);
}
