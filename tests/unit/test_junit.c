/*
 * The JUnit reports of kplan run and kplan compare (report/junit.c) from
 * hand-made runs: one test case per check or compared figure, the counts
 * in the attributes, the failure's message from the model, XML escaping.
 * Every number is set by the test; none is measured. KP_SHOW=1 prints
 * the documents (docs/ci.md quotes them).
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/hist.h"
#include "base/util.h"
#include "evaluate/compare.h"
#include "evaluate/evaluate.h"
#include "plan/plan.h"
#include "report/model/compare_view.h"
#include "report/junit.h"
#include "report/model/model.h"
#include "results/results.h"

#include "hand_made.h"

static const char *const PLAN =
    "{\"name\": \"j\", \"tiers\": ["
    "{\"name\": \"x\", \"messages\": 10000, \"rate\": 1000},"
    "{\"name\": \"y\", \"messages\": 10000, \"rate\": 1000},"
    "{\"name\": \"z\", \"messages\": 10000, \"rate\": 1000}],"
    "\"criteria\": ["
    "{\"metric\": \"produce.latency.p95_ms\", \"op\": \"<=\", "
    "\"threshold\": 5},"
    "{\"metric\": \"produce.errors\", \"op\": \"<=\", \"threshold\": 0}]}";

/* A complete tier of 10,000 messages whose latency is p95_ms for all. */
static void set_tier(kp_results *r, const char *name, double p95_ms)
{
        kp_tier_result *t = tier(r, name);
        kp_produce_result *p = &t->produce;
        t->status = KP_TIER_COMPLETE;
        p->ran = 1;
        p->sent = p->delivered = p->measured = 10000;
        p->bytes = 10000 * 100;
        p->achieved_rate = 1000;
        p->duration_s = 10;
        p->target_rate = 1000;
        p->hist_latency = kp_hist_new();
        p->hist_service = kp_hist_new();
        assert_non_null(p->hist_latency);
        assert_non_null(p->hist_service);
        kp_hist_record(p->hist_latency, (int64_t)(p95_ms * 1000));
        kp_hist_record(p->hist_service, (int64_t)(p95_ms * 1000));
        kp_latency_from_hist(&p->latency, p->hist_latency);
        kp_latency_from_hist(&p->service, p->hist_service);
}

static char *run_doc(kp_results *r, kp_evaluation *e)
{
        kp_rmodel *m = NULL;
        kp_buf b = { 0 };
        assert_int_equal(kp_rmodel_build(r, e, NULL, &m), 0);
        kp_junit_run(m, &b);
        kp_rmodel_destroy(m);
        assert_non_null(b.s);
        return b.s;
}

static void contains(const char *doc, const char *want)
{
        if (!strstr(doc, want))
                fail_msg("missing: %s\nin:\n%s", want, doc);
}

/* x fails its p95, y passes both, z did not complete; one check is made
 * not applicable with a note that needs escaping. */
static void test_run(void **state)
{
        kp_results *r = new_run(PLAN);
        kp_evaluation *e;
        char *doc;
        (void)state;
        set_tier(r, "x", 7.2);
        set_tier(r, "y", 3);
        set_tier(r, "z", 3);
        tier(r, "z")->status = KP_TIER_INCOMPLETE;
        tier(r, "z")->reason = strdup("the consumer stopped");
        e = evaluate(r);
        for (size_t i = 0; i < e->n_checks; i++) {
                kp_check *k = &e->checks[i];
                if (strcmp(k->tier, "y") || strcmp(k->metric, "produce.errors"))
                        continue;
                k->verdict = KP_NA;
                k->has_value = 0;
                /* Its note is its tier's reason, escaped. */
                k->why = KP_WHY_TIER;
        }
        tier(r, "y")->reason = strdup("<not> \"applied\" & 'so'\x01");
        doc = run_doc(r, e);
        contains(doc, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
        /* 6 checks and the verdict: x's p95 and the verdict fail, z's two
         * checks are errors, y's errors check is skipped. */
        contains(doc, "<testsuites name=\"kplan run j\" tests=\"7\" "
                      "failures=\"2\" errors=\"2\" skipped=\"1\">");
        contains(doc, "<testsuite name=\"x\" tests=\"2\" failures=\"1\" "
                      "errors=\"0\" skipped=\"0\">");
        contains(doc, "<testcase classname=\"x\" name=\"produce.latency.p95_ms "
                      "&lt;= 5 ms\">\n      <failure type=\"FAIL\" "
                      "message=\"p95 produce latency 7.2");
        if (getenv("KP_SHOW"))
                printf("%s", doc);
        contains(doc, "message=\"p95 produce latency 7.200 ms, limit ≤ 5 ms: "
                      "2.200 ms over the limit (-44.0%)\"");
        contains(doc, "<testcase classname=\"y\" name=\"produce.latency.p95_ms "
                      "&lt;= 5 ms\"/>");
        contains(doc, "<skipped message=\"&lt;not&gt; &quot;applied&quot; "
                      "&amp; &apos;so&apos;\"/>");
        contains(doc, "<testsuite name=\"z\" tests=\"2\" failures=\"0\" "
                      "errors=\"2\" skipped=\"0\">");
        contains(doc, "<error type=\"INCOMPLETE\" message=\"the consumer "
                      "stopped\"/>");
        contains(doc, "<testsuite name=\"verdict\" tests=\"1\" failures=\"1\"");
        assert_null(strchr(doc, '\x01'));
        free(doc);
        kp_evaluation_destroy(e);
        kp_results_destroy(r);
}

/* Every check passed: no failure anywhere, the verdict a plain case. */
static void test_run_pass(void **state)
{
        kp_results *r = new_run(PLAN);
        kp_evaluation *e;
        char *doc;
        (void)state;
        set_tier(r, "x", 1);
        set_tier(r, "y", 2);
        set_tier(r, "z", 3);
        e = evaluate(r);
        assert_int_equal(e->verdict, KP_PASS);
        doc = run_doc(r, e);
        contains(doc, "tests=\"7\" failures=\"0\" errors=\"0\" skipped=\"0\">");
        contains(doc, "<testcase classname=\"verdict\" name=\"verdict\"/>");
        assert_null(strstr(doc, "<failure"));
        free(doc);
        kp_evaluation_destroy(e);
        kp_results_destroy(r);
}

/* The Chinese report's gate line comes from the Chinese catalog. */
static void test_run_zh(void **state)
{
        kp_results *r = new_run(PLAN);
        kp_evaluation *e;
        char *doc;
        (void)state;
        r->plan->lang = KP_LANG_ZH_CN;
        set_tier(r, "x", 7.2);
        set_tier(r, "y", 2);
        set_tier(r, "z", 3);
        e = evaluate(r);
        doc = run_doc(r, e);
        contains(doc, "阈值 ≤ 5 ms：超出阈值");
        free(doc);
        kp_evaluation_destroy(e);
        kp_results_destroy(r);
}

/* On the embedded cluster x's p95 failed where the rig was the limit: a
 * skipped case of type INCONCLUSIVE with the rig's record in words, and
 * the verdict likewise, never a failure. */
static void test_run_inconclusive(void **state)
{
        kp_results *r = new_run(PLAN);
        kp_evaluation *e;
        char *doc;
        (void)state;
        r->cluster.embedded = 1;
        set_tier(r, "x", 7.2);
        set_tier(r, "y", 2);
        set_tier(r, "z", 3);
        e = evaluate(r);
        assert_int_equal(e->verdict, KP_INCONCLUSIVE);
        doc = run_doc(r, e);
        contains(doc, "<testsuites name=\"kplan run j\" tests=\"7\" "
                      "failures=\"0\" errors=\"0\" skipped=\"2\">");
        contains(doc, "<testcase classname=\"x\" name=\"produce.latency.p95_ms "
                      "&lt;= 5 ms\">\n      <skipped type=\"INCONCLUSIVE\" "
                      "message=\"tier x, produce phase: the brokers were "
                      "librdkafka&apos;s in-process mock cluster");
        contains(doc, "<testsuite name=\"verdict\" tests=\"1\" failures=\"0\" "
                      "errors=\"0\" skipped=\"1\">");
        contains(doc, "<skipped type=\"INCONCLUSIVE\" message=\"1 of 3 tiers "
                      "failed a rate or latency criterion");
        free(doc);
        kp_evaluation_destroy(e);
        kp_results_destroy(r);
}

/* compare: B's p95 of x doubled (a regression when gated by --metric);
 * a tier only in A is an error. */
static void test_compare(void **state)
{
        kp_results *a = new_run(PLAN),
                   *b = new_run("{\"name\": \"j\", \"tiers\": ["
                                "{\"name\": \"x\", \"messages\": "
                                "10000, \"rate\": 1000},"
                                "{\"name\": \"y\", \"messages\": "
                                "10000, \"rate\": 1000}]}");
        kp_comparison *c = NULL;
        kp_cmodel *m = NULL;
        const char *metrics[] = { "produce.latency.p95_ms" };
        kp_compare_opts o = { 0 };
        kp_buf doc = { 0 };
        char err[256];
        (void)state;
        set_tier(a, "x", 4);
        set_tier(a, "y", 4);
        set_tier(a, "z", 4);
        set_tier(b, "x", 40);
        set_tier(b, "y", 4);
        o.metrics = metrics;
        o.n_metrics = 1;
        assert_int_equal(kp_compare(a, b, &o, &c, err, sizeof(err)), 0);
        assert_int_equal(kp_cmodel_build(c, a, b, "a.json", "b.json", &m), 0);
        kp_junit_compare(m, &doc);
        assert_non_null(doc.s);
        contains(doc.s, "<testsuites name=\"kplan compare a.json b.json\" "
                        "tests=\"3\" failures=\"1\" errors=\"1\" "
                        "skipped=\"0\">");
        contains(doc.s, "<testcase classname=\"x\" "
                        "name=\"produce.latency.p95_ms\">\n      <failure "
                        "type=\"REGRESSION\" message=\"B 40");
        if (getenv("KP_SHOW"))
                printf("%s", doc.s);
        contains(doc.s, "message=\"B 40.000 ms against A 4.000 ms: +900.0%, "
                        "worse than A by more than the threshold\"");
        contains(doc.s, "<testcase classname=\"y\" "
                        "name=\"produce.latency.p95_ms\"/>");
        contains(doc.s, "<testsuite name=\"z\" tests=\"1\" failures=\"0\" "
                        "errors=\"1\"");
        kp_buf_free(&doc);
        kp_cmodel_destroy(m);
        kp_comparison_destroy(c);
        kp_results_destroy(a);
        kp_results_destroy(b);
}

int main(void)
{
        const struct CMUnitTest tests[] = {
                cmocka_unit_test(test_run),
                cmocka_unit_test(test_run_pass),
                cmocka_unit_test(test_run_zh),
                cmocka_unit_test(test_run_inconclusive),
                cmocka_unit_test(test_compare),
        };
        return cmocka_run_group_tests(tests, NULL, NULL);
}
