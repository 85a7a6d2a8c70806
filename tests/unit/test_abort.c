/*
 * Abort criteria (evaluate/abort.c, plan/plan_abort.c): which metrics can
 * stop a tier and how, judged interval by interval on hand-made figures;
 * the plan errors for those that cannot; the check and the verdict of a
 * tier an abort stopped (evaluate.c).
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/hist.h"
#include "evaluate/abort.h"
#include "evaluate/evaluate.h"
#include "plan/plan.h"
#include "report/model/model.h"
#include "results/results.h"

#include "hand_made.h"

static kp_plan *plan_of(const char *criteria, char *err, size_t err_size)
{
        char text[2048];
        kp_plan_opts o = { 0 };
        kp_plan *p = NULL;
        snprintf(text, sizeof(text),
                 "{\"name\": \"a\", \"tiers\": [{\"name\": \"t\", "
                 "\"messages\": 20000, \"rate\": 1000, \"warmup\": \"1s\"}], "
                 "\"criteria\": [%s]}",
                 criteria);
        err[0] = 0;
        if (kp_plan_parse(text, strlen(text), "a.json", ".", &o, &p, err,
                          err_size))
                return NULL;
        return p;
}

static void refused(const char *criteria, const char *why)
{
        char err[1024];
        kp_plan *p = plan_of(criteria, err, sizeof(err));
        if (p)
                fail_msg("accepted: %s", criteria);
        if (!strstr(err, why))
                fail_msg("error \"%s\" lacks \"%s\"", err, why);
}

/* Refused before anything connects: metrics known only at the end, the
 * direction in which a value proves nothing, a grace on a count. */
static void test_plan_refuses(void **st)
{
        char err[1024];
        kp_plan *p;
        (void)st;
        refused("{\"metric\": \"consume.completeness\", \"op\": \">=\", "
                "\"threshold\": 1, \"abort\": true}",
                "criteria[0].abort: \"abort\" stops a tier while it runs, "
                "and consume.completeness cannot be judged then");
        refused("{\"metric\": \"produce.service_latency.p95_ms\", \"op\": "
                "\"<=\", \"threshold\": 1, \"abort\": true}",
                "no histogram per interval");
        refused("{\"metric\": \"produce.latency.p95_ms\", \"op\": \">=\", "
                "\"threshold\": 1, \"abort\": true}",
                "needs \"<=\" or \"<\"");
        refused("{\"metric\": \"produce.rate.achieved_ratio\", \"op\": "
                "\"<=\", \"threshold\": 1, \"abort\": true}",
                "needs \">=\" or \">\"");
        refused("{\"metric\": \"produce.errors\", \"op\": \"<=\", "
                "\"threshold\": 0, \"abort\": true, \"abort_grace\": \"5s\"}",
                "remove \"abort_grace\"");
        refused("{\"metric\": \"produce.latency.p95_ms\", \"op\": \"<=\", "
                "\"threshold\": 1, \"abort_grace\": \"5s\"}",
                "add \"abort\": true");
        refused("{\"metric\": \"produce.latency.p95_ms\", \"op\": \"<=\", "
                "\"threshold\": 1, \"abort\": \"yes\"}",
                "expected true");
        p = plan_of("{\"metric\": \"produce.latency.p95_ms\", \"op\": \"<=\", "
                    "\"threshold\": 5, \"abort\": \"tier\", \"abort_grace\": "
                    "\"10s\"}",
                    err, sizeof(err));
        if (!p)
                fail_msg("%s", err);
        assert_int_equal(p->criteria[0].abort, KP_ABORT_TIER);
        assert_int_equal(p->criteria[0].abort_grace_us, 10000000);
        kp_plan_destroy(p);
}

/* One second of the tier: n messages of latency us each. */
static kp_abort_sample second(double t_s, uint64_t n, uint64_t so_far,
                              uint64_t failed, int64_t us, kp_hist *h)
{
        kp_abort_sample s = { 0 };
        kp_hist_reset(h);
        kp_hist_record_n(h, us, n);
        s.t_s = t_s;
        s.dur_s = 1;
        s.msgs = n;
        s.delivered = so_far;
        s.failed = failed;
        s.msgs_per_sec = (double)n;
        s.interval = h;
        return s;
}

/* A rolling p95 over 5 ms for the 3 s grace: the warm-up second is not
 * judged, a good second starts the count again, the third bad second in
 * a row stops the tier at 6 s of its 20 s schedule. */
static void test_rolling_p95_with_grace(void **st)
{
        char err[1024];
        kp_plan *p = plan_of("{\"metric\": \"produce.latency.p95_ms\", "
                             "\"op\": \"<=\", \"threshold\": 5, \"abort\": "
                             "true, \"abort_grace\": \"3s\"}",
                             err, sizeof(err));
        kp_hist *h = kp_hist_new();
        kp_abort_watch *w = NULL;
        kp_abort_stop stop = { 0 };
        kp_abort_sample s;
        char *words;
        (void)st;
        assert_non_null(p);
        assert_int_equal(kp_abort_watch_new(p, &p->tiers[0], &w), 0);
        assert_non_null(w);
        /* 0-1 s: the warm-up, however slow. */
        s = second(1, 1000, 1000, 0, 90000, h);
        assert_int_equal(kp_abort_watch_feed(w, &s, &stop), 0);
        /* 1-3 s slow, 3-4 s good: the count starts again. */
        s = second(2, 1000, 2000, 0, 9000, h);
        assert_int_equal(kp_abort_watch_feed(w, &s, &stop), 0);
        s = second(3, 1000, 3000, 0, 9000, h);
        assert_int_equal(kp_abort_watch_feed(w, &s, &stop), 0);
        s = second(4, 1000, 4000, 0, 2000, h);
        assert_int_equal(kp_abort_watch_feed(w, &s, &stop), 0);
        /* 4-7 s slow: the grace ends at 7 s. */
        s = second(5, 1000, 5000, 0, 9000, h);
        assert_int_equal(kp_abort_watch_feed(w, &s, &stop), 0);
        s = second(6, 1000, 6000, 0, 9000, h);
        assert_int_equal(kp_abort_watch_feed(w, &s, &stop), 0);
        s = second(7, 1000, 7000, 0, 9000, h);
        assert_int_equal(kp_abort_watch_feed(w, &s, &stop), 1);
        assert_int_equal(stop.stopped, 1);
        assert_int_equal(stop.criterion, 0);
        assert_int_equal(stop.run, 1);
        assert_true(stop.value > 8.9 && stop.value < 9.1);
        assert_true(stop.at_s == 7);
        assert_true(stop.planned_s == 20);
        assert_true(stop.for_s == 3);
        /* Figures, no words: the report model words them. */
        assert_null(stop.reason);
        words = kp_rm_abort_words(KP_LANG_EN, p, &stop);
        assert_string_equal(words, "abort criterion produce.latency.p95_ms "
                                   "<= 5 ms: 9 ms in the last interval, on "
                                   "the wrong side of the limit for 3.0 s; "
                                   "the tier stopped after 7.0 s of its "
                                   "20.0 s schedule");
        free(words);
        words = kp_rm_abort_words(KP_LANG_ZH_CN, p, &stop);
        assert_non_null(strstr(words, "越过限值已持续 3.0 s"));
        assert_non_null(strstr(words, "运行 7.0 s 后停止（计划时长 20.0 s）"));
        free(words);
        /* An older results.json has no for_s: the words leave it out. */
        stop.for_s = NAN;
        words = kp_rm_abort_words(KP_LANG_EN, p, &stop);
        assert_null(strstr(words, "for 3.0 s"));
        assert_non_null(strstr(words, "on the wrong side of the limit; the "
                                      "tier stopped after 7.0 s"));
        free(words);
        /* Once is enough. */
        assert_int_equal(kp_abort_watch_feed(w, &s, &stop), 0);
        kp_abort_stop_free(&stop);
        kp_abort_watch_destroy(w);
        kp_hist_destroy(h);
        kp_plan_destroy(p);
}

/* Counts stop at once: the first failed message over a limit of 0, and
 * an error ratio whose count so far over the tier's 20,000 messages is
 * already above 1%. A rate under its floor stops after its grace. */
static void test_counts_and_rates(void **st)
{
        char err[1024];
        kp_plan *p = plan_of(
            "{\"metric\": \"produce.error_ratio\", \"op\": \"<=\", "
            "\"threshold\": 0.01, \"abort\": \"tier\"},"
            "{\"metric\": \"produce.rate.achieved_ratio\", \"op\": \">=\", "
            "\"threshold\": 0.9, \"abort\": true}",
            err, sizeof(err));
        kp_hist *h = kp_hist_new();
        kp_abort_watch *w = NULL;
        kp_abort_stop stop = { 0 };
        kp_abort_sample s;
        char *words;
        (void)st;
        assert_non_null(p);
        assert_int_equal(kp_abort_watch_new(p, &p->tiers[0], &w), 0);
        /* 200 failed of 20,000 is 1%: still possible. */
        s = second(2, 1000, 2000, 200, 1000, h);
        assert_int_equal(kp_abort_watch_feed(w, &s, &stop), 0);
        s = second(3, 1000, 3000, 201, 1000, h);
        assert_int_equal(kp_abort_watch_feed(w, &s, &stop), 1);
        assert_int_equal(stop.criterion, 0);
        assert_int_equal(stop.run, 0);
        assert_true(stop.value == 201.0 / 20000);
        assert_true(isnan(stop.for_s));
        words = kp_rm_abort_words(KP_LANG_EN, p, &stop);
        assert_non_null(strstr(words, "produce.error_ratio <= 0.01 ratio: "
                                      "0.01005 ratio so far can no longer "
                                      "pass; the tier stopped after 3.0 s of "
                                      "its 20.0 s schedule"));
        free(words);
        kp_abort_stop_free(&stop);
        kp_abort_watch_destroy(w);

        assert_int_equal(kp_abort_watch_new(p, &p->tiers[0], &w), 0);
        s = second(2, 850, 2000, 0, 1000, h); /* 0.85 of 1,000 msg/s */
        assert_int_equal(kp_abort_watch_feed(w, &s, &stop), 1);
        assert_int_equal(stop.criterion, 1);
        assert_true(stop.value == 0.85);
        kp_abort_stop_free(&stop);
        kp_abort_watch_destroy(w);
        kp_hist_destroy(h);
        kp_plan_destroy(p);
}

/* The tier an abort stopped: its abort criterion FAILs on the figure
 * that stopped it, and on a cluster the run's verdict is FAIL for that
 * reason; on the embedded cluster the rig was the limit: INCONCLUSIVE. */
static void test_verdict(void **st)
{
        kp_results *r = new_run(
            "{\"name\": \"a\", \"tiers\": [{\"name\": \"t\", \"messages\": "
            "20000, \"rate\": 1000}, {\"name\": \"u\", \"messages\": 100, "
            "\"rate\": 1000}], \"criteria\": [{\"metric\": "
            "\"produce.latency.p95_ms\", \"op\": \"<=\", \"threshold\": 5, "
            "\"abort\": true}]}");
        kp_tier_result *t = tier(r, "t");
        kp_evaluation *e;
        char *note;
        (void)st;
        t->status = KP_TIER_INCOMPLETE;
        t->reason = strdup("stopped early");
        t->abort.stopped = 1;
        t->abort.run = 1;
        t->abort.value = 9;
        t->abort.at_s = 7;
        t->abort.planned_s = 20;
        t->abort.for_s = 3;
        t->abort.reason = strdup("abort criterion produce.latency.p95_ms");
        e = evaluate(r);
        /* The check that stopped it is a code; its note the model's
         * words of the tier's abort, in each language. */
        assert_true(e->checks[0].aborted);
        note = kp_rm_check_note(KP_LANG_EN, r, &e->checks[0]);
        assert_string_equal(note, "abort criterion produce.latency.p95_ms "
                                  "<= 5 ms: 9 ms in the last interval, on "
                                  "the wrong side of the limit for 3.0 s; "
                                  "the tier stopped after 7.0 s of its "
                                  "20.0 s schedule");
        free(note);
        note = kp_rm_check_note(KP_LANG_ZH_CN, r, &e->checks[0]);
        assert_non_null(strstr(note, "中止判定标准"));
        free(note);
        assert_int_equal(e->verdict, KP_FAIL);
        assert_int_equal(e->run.code, KP_J_RUN_ABORTED);
        assert_int_equal(e->aborted_tier, 1);
        assert_non_null(strstr(reason_en(r, e),
                               "stopped early: tier t could no "
                               "longer meet its abort criterion"));
        assert_int_equal(e->checks[0].verdict, KP_FAIL);
        assert_true(e->checks[0].value == 9);
        assert_true(e->checks[0].margin == -4);
        assert_int_equal(e->checks[1].verdict, KP_INCOMPLETE);
        kp_evaluation_destroy(e);
        r->cluster.embedded = 1;
        e = evaluate(r);
        assert_int_equal(e->verdict, KP_INCONCLUSIVE);
        assert_int_equal(e->run.code, KP_J_RUN_INCONCLUSIVE);
        assert_int_equal(e->aborted_tier, 0);
        assert_int_equal(e->tiers[0].rig.code, KP_J_RIG_EMBEDDED);
        assert_int_equal(e->checks[0].verdict, KP_FAIL);
        assert_true(e->checks[0].rig_limited);
        kp_evaluation_destroy(e);
        kp_results_destroy(r);
}

int main(void)
{
        const struct CMUnitTest tests[] = {
                cmocka_unit_test(test_plan_refuses),
                cmocka_unit_test(test_rolling_p95_with_grace),
                cmocka_unit_test(test_counts_and_rates),
                cmocka_unit_test(test_verdict),
        };
        return cmocka_run_group_tests(tests, NULL, NULL);
}
