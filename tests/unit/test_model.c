/* report/model: the report model against figures worked out by hand. */
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
#include "evaluate/limits.h"
#include "report/model/format.h"
#include "report/words/lang.h"
#include "report/model/model.h"
#include "report/reports.h"
#include "results/client.h"

#include "hand_made.h"
#include "sweep_fixture.h"

/* Two tiers, one at a fixed rate and one unlimited; a latency criterion
 * on both and a rate criterion that applies to the fixed rate only. */
static const char PLAN[] =
    "{\"name\": \"m\", \"title\": \"\", \"tiers\": [\n"
    " {\"name\": \"fixed\", \"messages\": 1000, \"rate\": 1000, "
    "\"record_size\": 100},\n"
    " {\"name\": \"open\", \"messages\": 1000, \"rate\": \"unlimited\", "
    "\"record_size\": 100}],\n"
    " \"criteria\": [\n"
    "  {\"metric\": \"produce.latency.p95_ms\", \"op\": \"<=\", "
    "\"threshold\": 5},\n"
    "  {\"metric\": \"produce.rate.achieved_ratio\", \"op\": \">=\", "
    "\"threshold\": 0.95}],\n"
    " \"signoff\": {\"approvers\": [{\"role\": \"Owner\"}]}}\n";

/* A tier's produce phase: n sent, failed of them failed with code, at
 * rate msg/s, p95 of the corrected latency p95 ms; consumed with the
 * given completeness. */
static void produce(kp_tier_result *t, double target, uint64_t n,
                    uint64_t failed, const char *code, double rate, double p95,
                    double completeness)
{
        kp_produce_result *p = &t->produce;
        kp_consume_result *c = &t->consume;
        t->status = KP_TIER_COMPLETE;
        p->ran = 1;
        p->target_rate = target;
        snprintf(p->started_at, sizeof(p->started_at), "2026-11-30T10:00:00Z");
        p->sent = n;
        p->delivered = p->measured = n - failed;
        p->failed = failed;
        p->achieved_rate = rate;
        p->bytes = (n - failed) * 100;
        p->duration_s = (double)(n - failed) / rate;
        p->latency.count = p->service.count = n - failed;
        p->latency.p95_ms = p95;
        p->service.p95_ms = p95 / 2;
        if (failed)
                assert_int_equal(kp_error_add(&p->errors, code, failed), 0);
        c->ran = 1;
        c->expected = n - failed;
        c->messages = (uint64_t)((double)(n - failed) * completeness);
        c->completeness = completeness;
        c->fetch_msgs_per_sec = 2 * rate;
}

typedef struct fix {
        kp_results *r;
        kp_evaluation *e;
        kp_rmodel *m;
} fix;

static int setup(void **state)
{
        static fix f;
        f.r = new_run(PLAN);
        /* fixed: 940 of 1000 msg/s (ratio 0.94 < 0.95: FAIL), p95 6 ms
         * (> 5: FAIL), 2 of 1000 timed out. */
        produce(tier(f.r, "fixed"), 1000, 1000, 2, "_MSG_TIMED_OUT", 940, 6, 1);
        /* open: 20,000 msg/s (no ratio: N/A), p95 7.5 ms (FAIL), one
         * message in 20,000 not read back. */
        produce(tier(f.r, "open"), 0, 1000, 0, NULL, 20000, 7.5, 0.99995);
        f.e = evaluate(f.r);
        assert_int_equal(kp_rmodel_build(f.r, f.e, "ab12", &f.m), 0);
        *state = &f;
        return 0;
}

static int teardown(void **state)
{
        fix *f = *state;
        kp_rmodel_destroy(f->m);
        kp_evaluation_destroy(f->e);
        kp_results_destroy(f->r);
        return 0;
}

static void test_counts_and_rates(void **state)
{
        const kp_rmodel *m = ((fix *)*state)->m;
        const kp_rm_tier *a = &m->tiers[0], *b = &m->tiers[1];
        assert_int_equal(m->n_tiers, 2);
        assert_string_equal(a->name, "fixed");
        assert_true(a->has_spec);
        /* 1000 = 998 + 2 + 0 */
        assert_true(a->p.counts_reconcile);
        assert_string_equal(a->p.sent.text, "1,000");
        assert_string_equal(a->p.delivered.text, "998");
        /* 940 / 1000 */
        assert_string_equal(a->p.ratio.text, "94%");
        assert_true(fabs(a->p.ratio.raw - 0.94) < 1e-12);
        assert_string_equal(a->sc.rate_number.text, "1,000");
        assert_int_equal(a->sc.rate_number.fmt, KP_RM_INT);
        assert_true(b->sc.unlimited);
        assert_string_equal(b->sc.rate_number.text, "unlimited");
        assert_int_equal(b->sc.rate_number.fmt, KP_RM_TEXT);
        /* Plan messages: 1000 + 1000. */
        assert_string_equal(m->plan_messages.text, "2,000");
        /* An empty title falls back to the plan's name. */
        assert_string_equal(m->plan_title, "m");
        assert_string_equal(m->env.results_sha256, "ab12");
}

/* Each metric judged as the checks judged it. */
static void test_judged(void **state)
{
        const kp_rmodel *m = ((fix *)*state)->m;
        const kp_rm_tier *a = &m->tiers[0], *b = &m->tiers[1];
        const kp_rm_cell *ratio = &a->metric[KP_M_PRODUCE_RATE_RATIO];
        assert_int_equal(ratio->state, KP_RM_FAIL);
        assert_non_null(ratio->comment);
        assert_non_null(strstr(ratio->comment,
                               "FAIL: produce.rate.achieved_ratio >= 0.95"));
        /* No target rate: the ratio does not apply. */
        assert_int_equal(b->metric[KP_M_PRODUCE_RATE_RATIO].state, KP_RM_NA);
        assert_string_equal(b->metric[KP_M_PRODUCE_RATE_RATIO].text, "n/a");
        assert_int_equal(b->metric[KP_M_PRODUCE_LAT_P95].state, KP_RM_FAIL);
        /* No criterion on the service latency. */
        assert_int_equal(a->metric[KP_M_PRODUCE_SVC_P95].state, KP_RM_PLAIN);
        assert_null(a->metric[KP_M_PRODUCE_SVC_P95].comment);
        /* The summary's rate: judged by the ratio at a fixed rate, by
         * the rate criteria (none here) when unlimited. */
        assert_int_equal(a->s_rate.state, KP_RM_FAIL);
        assert_true(a->s_rate.raw == 940);
        assert_int_equal(b->s_rate.state, KP_RM_PLAIN);
        assert_int_equal(b->s_p95.state, KP_RM_FAIL);
        /* Failed and incomplete checks, criterion by criterion: fixed
         * p95, open p95, fixed ratio (open's ratio is N/A). */
        assert_int_equal(m->n_checks, 4);
        assert_int_equal(m->n_failed_checks, 3);
        assert_int_equal(m->checks_failed, 3);
        assert_string_equal(m->checks[m->failed_checks[1]].tier, "open");
        assert_string_equal(m->checks[m->failed_checks[2]].metric,
                            "produce.rate.achieved_ratio");
        assert_string_equal(m->checks[0].threshold.text, "5 ms");
        assert_string_equal(m->checks[0].op_symbol, "≤");
        assert_int_equal(m->tiers_failed, 2);
        assert_int_equal(m->verdict, KP_FAIL);
        assert_string_equal(m->verdict_text, "FAIL");
}

/* The front tables mark what no criterion judged: the open tier's rate
 * (no rate criterion, its ratio N/A) in its cell, the consume rates (no
 * consume criterion at all) once in their columns' headers; the p95s,
 * judged on both tiers, carry no mark. */
static void test_front_marks(void **state)
{
        const kp_rmodel *m = ((fix *)*state)->m;
        const kp_rm_front *f = &m->front;
        assert_int_equal(f->n_rows, 2);
        assert_null(f->rows[0].rate.mark);
        assert_non_null(f->rows[1].rate.mark);
        assert_string_equal(f->rows[1].rate.mark, "not judged");
        assert_null(f->rate_mark);
        assert_null(f->rows[0].p95.mark);
        assert_null(f->rows[1].p95.mark);
        assert_null(f->p95_mark);
        /* No consume criterion: the rates with the join, unjudged. */
        assert_false(f->consume_fetch);
        assert_string_equal(f->consume_rate_label, m->labels.consume_rate);
        assert_non_null(f->c_rate_mark);
        assert_non_null(f->c_mibps_mark);
        assert_null(f->rows[0].msgs_per_sec.mark);
}

/* One figure, one form: a cell's spreadsheet format has the digits of
 * its text; a ratio criterion is a percentage and its margin is in
 * percentage points in every writer. */
static void test_one_form(void **state)
{
        const kp_rmodel *m = ((fix *)*state)->m;
        const kp_rm_check *ratio = NULL;
        char s[32];
        /* 940 msg/s: one decimal; 20,000: none. */
        assert_string_equal(m->tiers[0].s_rate.text, "940.0");
        assert_int_equal(m->tiers[0].s_rate.fmt, KP_RM_DEC1);
        assert_string_equal(m->tiers[1].s_rate.text, "20,000");
        assert_int_equal(m->tiers[1].s_rate.fmt, KP_RM_INT);
        /* 100% and 99.995%. */
        assert_int_equal(m->tiers[0].c.completeness.fmt, KP_RM_PCT0);
        assert_int_equal(m->tiers[1].c.completeness.fmt, KP_RM_PCT3);
        for (size_t i = 0; i < m->n_checks; i++)
                if (!strcmp(m->checks[i].metric,
                            "produce.rate.achieved_ratio") &&
                    m->checks[i].has_value)
                        ratio = &m->checks[i];
        assert_non_null(ratio);
        assert_string_equal(ratio->value.text, "94%");
        assert_int_equal(ratio->value.fmt, KP_RM_PCT0);
        assert_int_equal(ratio->threshold.fmt, KP_RM_PCT0);
        assert_string_equal(ratio->margin.text, "-1.00 pp");
        assert_int_equal(ratio->margin.fmt, KP_RM_PP);
        assert_true(fabs(ratio->margin.raw + 1) < 1e-9);
        assert_string_equal(ratio->margin_abs, "1.00 pp");
        /* Points: two decimals, up to four where the value has them. */
        assert_string_equal(kp_rfmt_pp(s, sizeof(s), 0.984), "0.984");
        assert_string_equal(kp_rfmt_pp(s, sizeof(s), 0.0012), "0.0012");
        assert_string_equal(kp_rfmt_pp(s, sizeof(s), 0.99000000001), "0.99");
        assert_string_equal(kp_rfmt_pp(s, sizeof(s), -0.00001), "0.00");
        assert_int_equal(kp_rfmt_pct_decimals(0.9998), 2);
        assert_int_equal(kp_rfmt_pct_decimals(0.99), 0);
        assert_int_equal(kp_rfmt_pct_decimals(0.99995), 3);
        assert_int_equal(kp_rfmt_pct_decimals(0.9999999), -1);
}

/* 99.995% is not rounded up to 100%: the terminal prints this text. */
static void test_percent_text(void **state)
{
        const kp_rmodel *m = ((fix *)*state)->m;
        assert_string_equal(m->tiers[1].c.completeness.text, "99.995%");
        assert_string_equal(m->tiers[0].c.completeness.text, "100%");
}

/* Percentages round to at most three decimals; what would round to 100%
 * or 0% reads as a bound. */
static void test_percent_rounding(void **state)
{
        char s[32];
        (void)state;
        assert_string_equal(kp_rfmt_pct(s, sizeof(s), 0.9999), "99.99%");
        assert_string_equal(kp_rfmt_pct(s, sizeof(s), 0.99999), "99.999%");
        assert_string_equal(kp_rfmt_pct(s, sizeof(s), 0.99999999), "> 99.999%");
        assert_string_equal(kp_rfmt_pct(s, sizeof(s), 0.00000001), "< 0.001%");
        assert_string_equal(kp_rfmt_pct(s, sizeof(s), 1), "100%");
}

/* Each error code once, counted per tier. */
static void test_error_codes(void **state)
{
        const kp_rmodel *m = ((fix *)*state)->m;
        assert_int_equal(m->n_error_codes, 1);
        assert_string_equal(m->error_codes[0], "_MSG_TIMED_OUT");
        assert_true(m->tiers[0].p.by_code[0].raw == 2);
        assert_int_equal(m->tiers[0].p.by_code[0].state, KP_RM_FAIL);
        assert_true(m->tiers[1].p.by_code[0].raw == 0);
        assert_int_equal(m->tiers[1].p.by_code[0].state, KP_RM_PLAIN);
}

/* The p95 chart shades every failing tier, not only the first. */
static void test_chart_marks(void **state)
{
        const kp_rmodel *m = ((fix *)*state)->m;
        const kp_rm_chart *c = NULL;
        for (size_t i = 0; i < m->n_charts; i++)
                if (m->charts[i].kind == KP_CH_TIERS_P95)
                        c = &m->charts[i];
        assert_non_null(c);
        assert_true(c->has_ref);
        assert_true(c->ref_y == 5);
        assert_int_equal(c->n_marks, 2);
        assert_int_equal(c->marks[0], 0);
        assert_int_equal(c->marks[1], 1);
        /* No tier measured end-to-end latency: no such series. */
        assert_int_equal(c->n_series, 2);
        assert_true(c->series[0].y[1] == 7.5);
        assert_int_equal(c->n_categories, 2);
}

/* A p95 chart shows the tiers its criterion judges: an unjudged burst
 * tier would set the scale; the title names what is left out. */
static void test_chart_judged_only(void **state)
{
        static const char plan[] =
            "{\"name\": \"j\", \"tiers\": [\n"
            " {\"name\": \"fixed\", \"messages\": 1000, \"rate\": 1000},\n"
            " {\"name\": \"burst\", \"messages\": 1000, "
            "\"rate\": \"unlimited\"}],\n"
            " \"criteria\": [{\"metric\": \"produce.latency.p95_ms\", "
            "\"op\": \"<=\", \"threshold\": 1, \"tiers\": [\"fixed\"]}]}\n";
        kp_results *r = new_run(plan);
        kp_evaluation *e;
        kp_rmodel *m = NULL;
        const kp_rm_chart *c = NULL;
        (void)state;
        produce(tier(r, "fixed"), 1000, 1000, 0, NULL, 1000, 0.8, 1);
        produce(tier(r, "burst"), 0, 1000, 0, NULL, 90000, 257, 1);
        e = evaluate(r);
        assert_int_equal(kp_rmodel_build(r, e, NULL, &m), 0);
        for (size_t i = 0; i < m->n_charts; i++)
                if (m->charts[i].kind == KP_CH_TIERS_P95)
                        c = &m->charts[i];
        assert_non_null(c);
        assert_int_equal(c->n_categories, 1);
        assert_string_equal(c->categories[0], "fixed");
        assert_int_equal(c->series[0].n, 1);
        assert_non_null(strstr(c->title, "not shown: burst"));
        assert_string_equal(c->ref_label, "p95 produce latency ≤ 1 ms");
        kp_rmodel_destroy(m);
        kp_evaluation_destroy(e);
        kp_results_destroy(r);
}

/* A paced tier and a burst are charted apart, so that the burst does not
 * flatten the paced bars; every criterion's own limit stands over the
 * bars of the tier it judges, and each caption names the tiers that did
 * not meet it. */
static void test_chart_limits_per_tier(void **state)
{
        static const char plan[] =
            "{\"name\": \"l\", \"tiers\": [\n"
            " {\"name\": \"slow\", \"messages\": 1000, \"rate\": 2000},\n"
            " {\"name\": \"burst\", \"messages\": 1000, "
            "\"rate\": \"unlimited\"}],\n"
            " \"criteria\": [{\"metric\": \"produce.latency.p95_ms\", "
            "\"op\": \"<=\", \"threshold\": 5, \"tiers\": [\"slow\"]},\n"
            " {\"metric\": \"produce.service_latency.p95_ms\", "
            "\"op\": \"<=\", \"threshold\": 20, \"tiers\": [\"slow\", "
            "\"burst\"]}]}\n";
        kp_results *r = new_run(plan);
        kp_evaluation *e;
        kp_rmodel *m = NULL;
        const kp_rm_chart *paced = NULL, *full = NULL, *lat = NULL;
        (void)state;
        produce(tier(r, "slow"), 2000, 1000, 0, NULL, 2000, 8, 1);
        produce(tier(r, "burst"), 0, 1000, 0, NULL, 166536, 30, 1);
        e = evaluate(r);
        assert_int_equal(kp_rmodel_build(r, e, NULL, &m), 0);
        for (size_t i = 0; i < m->n_charts; i++) {
                const kp_rm_chart *c = &m->charts[i];
                assert_non_null(c->caption);
                assert_true(*c->caption);
                if (c->kind == KP_CH_TIERS_RATE)
                        paced = c;
                if (c->kind == KP_CH_TIERS_FULL)
                        full = c;
                if (c->kind == KP_CH_TIERS_P95)
                        lat = c;
        }
        assert_non_null(paced);
        assert_non_null(full);
        assert_non_null(lat);
        assert_int_equal(paced->n_categories, 1);
        assert_string_equal(paced->categories[0], "slow");
        assert_true(paced->series[0].y[0] == 2000);
        assert_int_equal(full->n_categories, 2); /* burst; slow's backlog */
        assert_true(full->series[0].y[1] == 166536);
        /* Tier slow: produce p95 ≤ 5 ms over the corrected bar, service
         * p95 ≤ 20 ms over the service bar; tier burst: the latter. */
        assert_int_equal(lat->n_categories, 2);
        assert_int_equal(lat->n_refs, 3);
        assert_true(lat->refs[0].y == 5 && lat->refs[0].category == 0 &&
                    lat->refs[0].series == 0);
        assert_true(lat->refs[1].y == 20 && lat->refs[1].category == 0 &&
                    lat->refs[1].series == 1);
        assert_true(lat->refs[2].y == 20 && lat->refs[2].category == 1 &&
                    lat->refs[2].series == 1);
        assert_int_equal(lat->n_marks, 1);
        assert_non_null(strstr(lat->caption,
                               "What to see: p95 produce "
                               "latency ≤ 5 ms not met by slow; "));
        assert_non_null(strstr(lat->caption, "≤ 20 ms met by slow, burst."));
        kp_rmodel_destroy(m);
        kp_evaluation_destroy(e);
        kp_results_destroy(r);
}

/* A criterion and its checks say what the metric measures in the
 * report's language: the catalog's definition in English, the
 * translation in Chinese. */
static void test_definition_language(void **state)
{
        static const char plan[] =
            "{\"name\": \"d\", \"tiers\": [\n"
            " {\"name\": \"fixed\", \"messages\": 1000, \"rate\": 1000}],\n"
            " \"criteria\": [{\"metric\": \"produce.latency.p95_ms\", "
            "\"op\": \"<=\", \"threshold\": 1}]}\n";
        kp_results *r = new_run(plan);
        kp_evaluation *e;
        kp_rmodel *m = NULL;
        (void)state;
        produce(tier(r, "fixed"), 1000, 1000, 0, NULL, 1000, 0.8, 1);
        e = evaluate(r);
        assert_int_equal(kp_rmodel_build(r, e, NULL, &m), 0);
        assert_int_equal(m->n_criteria, 1);
        assert_true(m->n_checks >= 1);
        assert_string_equal(
            m->criteria[0].definition,
            kp_metric_find("produce.latency.p95_ms")->definition);
        assert_string_equal(m->checks[0].definition, m->criteria[0].definition);
        kp_rmodel_destroy(m);
        r->plan->lang = KP_LANG_ZH_CN;
        assert_int_equal(kp_rmodel_build(r, e, NULL, &m), 0);
        assert_non_null(strstr(m->criteria[0].definition, "第 95 百分位数"));
        assert_string_equal(m->checks[0].definition, m->criteria[0].definition);
        kp_rmodel_destroy(m);
        kp_evaluation_destroy(e);
        kp_results_destroy(r);
}

/* The same decisions in every format. */
static void test_signoff(void **state)
{
        const kp_rmodel *m = ((fix *)*state)->m;
        assert_string_equal(m->signoff.choices,
                            "Approved / Approved with conditions / Rejected / "
                            "Test not valid");
        /* The conditions field names the decision it goes with. */
        assert_non_null(
            strstr(m->signoff.conditions_note, "\"Approved with conditions\""));
        assert_int_equal(m->signoff.n_approvers, 1);
        assert_string_equal(m->signoff.approvers[0].role, "Owner");
        assert_false(m->signoff.approvers[0].has_name);
        /* A run still going: no reason to add. */
        assert_string_equal(m->run_status_line, "running");
}

/* A search's knee chart runs left to right by rate, though bisection tries
 * rates out of order, and leaves the soak out. */
static void test_search_chart_order(void **state)
{
        static const double rates[] = { 25, 50, 100, 75, 88, 94, 94 };
        kp_results *r = new_run(
            "{\"name\": \"s\", \"tiers\": [{\"name\": \"cap\", \"rate\": "
            "\"search\", \"search\": {\"from\": 25, \"to\": 400}}],"
            " \"criteria\": [{\"metric\": \"produce.latency.p95_ms\", "
            "\"op\": \"<=\", \"threshold\": 100}]}");
        kp_tier_result *t = tier(r, "cap");
        kp_evaluation *e;
        kp_rmodel *m = NULL;
        const kp_rm_chart *c = NULL;
        (void)state;
        t->search.ran = 1;
        for (size_t i = 0; i < 7; i++) {
                kp_search_trial x;
                memset(&x, 0, sizeof(x));
                x.soak = i == 6;
                x.rate = rates[i];
                x.achieved_rate = rates[i];
                x.latency.p95_ms = rates[i];
                x.pass = rates[i] != 100;
                assert_int_equal(kp_search_push(&t->search, &x), 0);
        }
        t->search.found_rate = 94;
        t->search.sustained_rate = 94;
        e = evaluate(r);
        assert_int_equal(kp_rmodel_build(r, e, NULL, &m), 0);
        for (size_t i = 0; i < m->n_charts; i++)
                if (m->charts[i].kind == KP_CH_SEARCH_KNEE)
                        c = &m->charts[i];
        assert_non_null(c);
        assert_int_equal(c->series[0].n, 6);
        for (size_t i = 1; i < c->series[0].n; i++)
                assert_true(c->series[0].x[i - 1] <= c->series[0].x[i]);
        assert_true(c->series[0].x[5] == 100);
        assert_true(c->mark_x == 94);
        kp_rmodel_destroy(m);
        /* How the search ended, said in the report's language: 94 held,
         * 100 failed, 6% apart against a precision of 5%. */
        r->plan->lang = KP_LANG_ZH_CN;
        assert_int_equal(kp_rmodel_build(r, e, NULL, &m), 0);
        assert_string_equal(m->tiers[0].search.note,
                            "进行 6 次试验后停止，结果介于 94 与 100 msg/s "
                            "之间，未达到要求的精度");
        kp_rmodel_destroy(m);
        kp_evaluation_destroy(e);
        kp_results_destroy(r);
}

/* A tier's reason is a code: each report words it in its language, and
 * a check the tier left unjudged gives that reason, in that language. */
static void test_tier_reason_words(void **state)
{
        kp_results *r =
            new_run("{\"name\": \"s\", \"tiers\": [{\"name\": \"one\", "
                    "\"messages\": 1000, \"rate\": 100}],"
                    " \"criteria\": [{\"metric\": \"produce.latency.p95_ms\", "
                    "\"op\": \"<=\", \"threshold\": 100}]}");
        kp_tier_result *t = tier(r, "one");
        kp_evaluation *e;
        kp_rmodel *m = NULL;
        (void)state;
        t->status = KP_TIER_INTERRUPTED;
        assert_int_equal(
            kp_tier_reason_set(&t->why, KP_TR_INTERRUPTED, 500.0, 1000.0), 0);
        e = evaluate(r);
        assert_int_equal(kp_rmodel_build(r, e, NULL, &m), 0);
        assert_string_equal(m->tiers[0].reason,
                            "interrupted by the user after 500 of 1,000 "
                            "messages were sent");
        assert_string_equal(m->tiers[0].note, m->tiers[0].reason);
        assert_int_equal(m->n_checks, 1);
        assert_string_equal(m->checks[0].note, m->tiers[0].reason);
        kp_rmodel_destroy(m);
        r->plan->lang = KP_LANG_ZH_CN;
        assert_int_equal(kp_rmodel_build(r, e, NULL, &m), 0);
        assert_string_equal(m->tiers[0].reason,
                            "被用户中断：已发送 500 条消息（共 1,000 条）");
        assert_string_equal(m->checks[0].note, m->tiers[0].reason);
        kp_rmodel_destroy(m);
        kp_evaluation_destroy(e);
        kp_results_destroy(r);
}

/* A search that passed at its highest rate found no limit: the front page
 * says the rate and the headroom are lower bounds. */
static void test_search_at_bound(void **state)
{
        static const double rates[] = { 25, 50, 100, 200, 400, 400 };
        kp_results *r = new_run(
            "{\"name\": \"s\", \"tiers\": [{\"name\": \"cap\", \"rate\": "
            "\"search\", \"search\": {\"from\": 25, \"to\": 400}}],"
            " \"criteria\": [{\"metric\": \"produce.latency.p95_ms\", "
            "\"op\": \"<=\", \"threshold\": 100}],"
            " \"target\": {\"messages\": \"8640000\", \"window\": \"24h\"}}");
        kp_tier_result *t = tier(r, "cap");
        kp_evaluation *e;
        kp_rmodel *m = NULL;
        const kp_rm_answer *a;
        (void)state;
        t->search.ran = 1;
        for (size_t i = 0; i < 6; i++) {
                kp_search_trial x;
                memset(&x, 0, sizeof(x));
                x.soak = i == 5;
                x.rate = rates[i];
                x.achieved_rate = rates[i];
                x.latency.p95_ms = 10;
                x.pass = 1;
                assert_int_equal(kp_search_push(&t->search, &x), 0);
        }
        t->search.found_rate = 400;
        t->search.sustained_rate = 400;
        t->search.at_bound = 1;
        e = evaluate(r);
        assert_int_equal(kp_rmodel_build(r, e, NULL, &m), 0);
        a = &m->front.answers[KP_RM_Q_THROUGHPUT];
        assert_string_equal(a->basis, "sustained");
        assert_true(a->at_least);
        if (!strstr(a->sentence, "at least 400.0 msg/s held") ||
            !strstr(a->sentence, "headroom at least"))
                fail_msg("not a lower bound: %s", a->sentence);
        /* The verdict's reason in the report's language. */
        assert_string_equal(m->verdict_reason, "1 of 1 tiers did not complete");
        kp_rmodel_destroy(m);
        r->plan->lang = KP_LANG_ZH_CN;
        assert_int_equal(kp_rmodel_build(r, e, NULL, &m), 0);
        assert_string_equal(m->verdict_reason,
                            "有 1 个场景未完成（共 1 个场景）");
        kp_rmodel_destroy(m);
        r->plan->lang = KP_LANG_EN;
        /* Below the bound the rate is the search's answer. */
        t->search.at_bound = 0;
        assert_int_equal(kp_rmodel_build(r, e, NULL, &m), 0);
        a = &m->front.answers[KP_RM_Q_THROUGHPUT];
        assert_false(a->at_least);
        if (strstr(a->sentence, "at least"))
                fail_msg("a lower bound: %s", a->sentence);
        kp_rmodel_destroy(m);
        kp_evaluation_destroy(e);
        kp_results_destroy(r);
}

/* The throughput answer ends with the brokers the target's peak needs:
 * the estimate from the capacity a search measured, labelled as one
 * with its assumptions, and the same figures in both languages. */
static void test_front_brokers_estimate(void **state)
{
        /* 3 brokers held 20,000 msg/s; the peak 3,472.2 msg/s: ceil(3 x
         * 3,472.2 / 20,000) = ceil(0.52) = 1, never under RF 3: 3, and 4
         * with one down. */
        kp_results *r = search_run(20000, 3, 3);
        kp_evaluation *e = evaluate(r);
        kp_rmodel *m = NULL;
        const kp_rm_answer *a;
        (void)state;
        assert_int_equal(kp_rmodel_build(r, e, NULL, &m), 0);
        a = &m->front.answers[KP_RM_Q_THROUGHPUT];
        assert_int_equal(a->reply, KP_RM_YES);
        assert_string_equal(a->basis, "sustained");
        assert_int_equal(a->model_brokers, 0);
        assert_int_equal(a->estimate_brokers, 3);
        assert_int_equal(a->estimate_one_down, 4);
        assert_int_equal(a->estimate_tested, 3);
        assert_string_equal(
            a->sentence,
            "Yes: 20,000 msg/s held the criteria for the soak (tier cap) "
            "against a required peak of 3,472.2 msg/s: headroom 5.76×; "
            "brokers needed, estimated from the capacity measured on the 3 "
            "brokers tested: 3 (assuming the partitions balanced and the "
            "same limit per broker; never fewer than the replication "
            "factor, 3), 4 with one down");
        /* The other answers say no broker count. */
        for (int q = 0; q < KP_RM__QUESTIONS; q++)
                if (q != KP_RM_Q_THROUGHPUT)
                        assert_string_equal(m->front.answers[q].brokers, "");
        kp_rmodel_destroy(m);
        r->plan->lang = KP_LANG_ZH_CN;
        assert_int_equal(kp_rmodel_build(r, e, NULL, &m), 0);
        a = &m->front.answers[KP_RM_Q_THROUGHPUT];
        assert_string_equal(
            a->sentence,
            "是：20,000 msg/s 在持续运行中满足判定标准（场景 cap），所需"
            "峰值 3,472.2 msg/s：余量 5.76×；所需 Broker 数：按所测 3 个 "
            "Broker 的实测容量估算为 3 台（假设分区均衡、每台 Broker 的上限"
            "相同；不少于副本因子 3），考虑一台宕机则需 4 台");
        assert_non_null(strstr(a->sentence, a->brokers));
        kp_rmodel_destroy(m);
        kp_evaluation_destroy(e);
        kp_results_destroy(r);
        /* 2 brokers held 1,000 msg/s, RF 1: ceil(2 x 3,472.2 / 1,000) =
         * 7, and 8 with one down; the capacity is short of the peak. */
        r = search_run(1000, 2, 1);
        e = evaluate(r);
        assert_int_equal(kp_rmodel_build(r, e, NULL, &m), 0);
        a = &m->front.answers[KP_RM_Q_THROUGHPUT];
        assert_int_equal(a->reply, KP_RM_NO);
        assert_string_equal(
            a->brokers,
            "brokers needed, estimated from the capacity measured on the 2 "
            "brokers tested: 7 (assuming the partitions balanced and the "
            "same limit per broker; never fewer than the replication "
            "factor, 1), 8 with one down");
        assert_non_null(strstr(a->sentence, "No: 1,000.0 msg/s held"));
        assert_non_null(strstr(a->sentence, "headroom 0.29×"));
        kp_rmodel_destroy(m);
        /* A search that passed at its highest rate measured a lower
         * bound: the count is an upper bound. */
        tier(r, "cap")->search.at_bound = 1;
        assert_int_equal(kp_rmodel_build(r, e, NULL, &m), 0);
        a = &m->front.answers[KP_RM_Q_THROUGHPUT];
        assert_non_null(strstr(a->brokers, "tested: at most 7 ("));
        assert_non_null(strstr(a->brokers, "), at most 8 with one down"));
        kp_rmodel_destroy(m);
        kp_evaluation_destroy(e);
        kp_results_destroy(r);
}

/* With the capacity model's count, the estimate stands beside it; with
 * neither, the answer names no broker count. */
static void test_front_brokers_model(void **state)
{
        kp_results *r = search_run(20000, 3, 3);
        kp_evaluation *e = evaluate(r);
        kp_rmodel *m = NULL;
        const kp_rm_answer *a;
        (void)state;
        /* The model's count as the capacity model gives it. */
        e->sizing_present = 1;
        e->sizing.first = KP_SRES_CPU;
        e->sizing.brokers_needed = 5;
        e->sizing.brokers_needed_one_down = 6;
        assert_int_equal(kp_rmodel_build(r, e, NULL, &m), 0);
        a = &m->front.answers[KP_RM_Q_THROUGHPUT];
        assert_int_equal(a->model_brokers, 5);
        assert_int_equal(a->model_one_down, 6);
        assert_int_equal(a->estimate_brokers, 3);
        assert_string_equal(
            a->brokers,
            "brokers needed: 5 by the capacity model (CPU runs out first), 6 "
            "with one down; estimated from the capacity measured on the 3 "
            "brokers tested: 3 (assuming the partitions balanced and the "
            "same limit per broker; never fewer than the replication "
            "factor, 3), 4 with one down");
        kp_rmodel_destroy(m);
        r->plan->lang = KP_LANG_ZH_CN;
        assert_int_equal(kp_rmodel_build(r, e, NULL, &m), 0);
        a = &m->front.answers[KP_RM_Q_THROUGHPUT];
        assert_string_equal(
            a->brokers,
            "所需 Broker 数：容量模型为 5 台（CPU 最先耗尽），考虑一台宕机则需 "
            "6 台；按所测 3 个 Broker 的实测容量估算为 3 台（假设分区均衡、"
            "每台 Broker 的上限相同；不少于副本因子 3），考虑一台宕机则需 4 "
            "台");
        kp_rmodel_destroy(m);
        /* No estimate (no search capacity): the model's count alone. */
        memset(&e->sizing.estimate, 0, sizeof(e->sizing.estimate));
        r->plan->lang = KP_LANG_EN;
        assert_int_equal(kp_rmodel_build(r, e, NULL, &m), 0);
        a = &m->front.answers[KP_RM_Q_THROUGHPUT];
        assert_string_equal(a->brokers, "brokers needed: 5 by the capacity "
                                        "model (CPU runs out first), 6 with "
                                        "one down");
        kp_rmodel_destroy(m);
        /* Neither: the sentence ends with the headroom. */
        e->sizing.brokers_needed = 0;
        assert_int_equal(kp_rmodel_build(r, e, NULL, &m), 0);
        a = &m->front.answers[KP_RM_Q_THROUGHPUT];
        assert_string_equal(a->brokers, "");
        assert_null(strstr(a->sentence, "brokers"));
        kp_rmodel_destroy(m);
        kp_evaluation_destroy(e);
        kp_results_destroy(r);
}

/* Emulated hosts are said beside the answers, in the report's language,
 * and only when the hosts were emulated. */
static void test_front_emulated_hosts(void **state)
{
        kp_results *r = search_run(20000, 3, 3);
        kp_evaluation *e = evaluate(r);
        kp_rmodel *m = NULL;
        (void)state;
        assert_int_equal(kp_rmodel_build(r, e, NULL, &m), 0);
        assert_string_equal(m->front.emulated_hosts, "");
        kp_rmodel_destroy(m);
        r->cluster.emulated_hosts = 1;
        assert_int_equal(kp_rmodel_build(r, e, NULL, &m), 0);
        assert_string_equal(
            m->front.emulated_hosts,
            "The hosts were emulated on one machine (network namespaces, "
            "cgroup CPU budgets; one disk, one kernel): the answers describe "
            "that emulated cluster.");
        kp_rmodel_destroy(m);
        r->plan->lang = KP_LANG_ZH_CN;
        assert_int_equal(kp_rmodel_build(r, e, NULL, &m), 0);
        assert_string_equal(m->front.emulated_hosts,
                            "这些主机是在同一台机器上仿真的（网络命名空间、"
                            "cgroup CPU 配额；共用一块磁盘、一个内核）：以上"
                            "结论描述的是这个仿真集群。");
        kp_rmodel_destroy(m);
        kp_evaluation_destroy(e);
        kp_results_destroy(r);
}

/* A sweep's best point, and its row in the grid. */
static void test_sweep_best(void **state)
{
        kp_results *r = sweep_results();
        kp_evaluation *e = evaluate(r);
        kp_rmodel *m = NULL;
        (void)state;
        assert_int_equal(kp_rmodel_build(r, e, NULL, &m), 0);
        assert_true(m->n_sweeps > 0);
        for (size_t i = 0; i < m->n_sweeps; i++) {
                const kp_rm_sweep *s = &m->sweeps[i];
                if (!s->has_best) {
                        assert_int_equal(s->best_point, s->n_points);
                        continue;
                }
                assert_true(s->points[s->best_point].best);
                assert_string_equal(s->points[s->best_point].tier, s->best);
                assert_string_equal(s->points[s->row_point[s->best_row]].value,
                                    s->points[s->best_point].value);
                for (size_t r0 = 0; r0 < s->n_rows; r0++)
                        for (size_t c = 0; c < s->n_cols; c++) {
                                size_t k = s->cell[r0 * s->n_cols + c];
                                if (k == s->n_points)
                                        continue;
                                assert_string_equal(
                                    s->points[k].value,
                                    s->points[s->row_point[r0]].value);
                        }
        }
        kp_rmodel_destroy(m);
        kp_evaluation_destroy(e);
        kp_results_destroy(r);
}

/* The front page names each criterion not met in words, with the value,
 * the limit and how far past it; without a target the target's questions
 * are not asked, and completeness is answered from the consume phases. */
static void test_front_reasons(void **state)
{
        const kp_rmodel *m = ((fix *)*state)->m;
        const kp_rm_front *f = &m->front;
        const kp_rm_reason *r = NULL;
        const kp_rm_answer *c = &f->answers[KP_RM_Q_COMPLETENESS];
        assert_int_equal(f->n_reasons, m->n_failed_checks);
        for (size_t i = 0; i < f->n_reasons; i++)
                if (!strcmp(f->reasons[i].tier, "fixed") &&
                    !strcmp(f->reasons[i].metric, "produce.latency.p95_ms"))
                        r = &f->reasons[i];
        assert_non_null(r);
        assert_string_equal(r->words, "p95 produce latency");
        assert_true(r->measured);
        assert_true(r->over);
        assert_string_equal(r->value.text, "6.000 ms");
        assert_string_equal(r->limit.text, "≤ 5 ms");
        assert_string_equal(r->excess, "1.000 ms");
        assert_string_equal(r->cause, "");
        assert_string_equal(r->line, "Tier fixed: p95 produce latency 6.000 "
                                     "ms, limit ≤ 5 ms (1.000 ms over the "
                                     "limit)");
        /* No metric name where words belong; a ratio's margin in
         * percentage points, as the criteria table gives it (0.94
         * against 0.95: 1 pp, not 100). */
        for (size_t i = 0; i < f->n_reasons; i++) {
                assert_null(strstr(f->reasons[i].line, f->reasons[i].metric));
                if (!strcmp(f->reasons[i].metric,
                            "produce.rate.achieved_ratio")) {
                        assert_string_equal(f->reasons[i].excess, "1.00 pp");
                }
        }
        assert_int_equal(f->answers[KP_RM_Q_THROUGHPUT].reply, KP_RM_UNSETTLED);
        assert_string_equal(f->answers[KP_RM_Q_THROUGHPUT].basis, "no_target");
        /* open read back 99.995%: one tier short. */
        assert_int_equal(c->reply, KP_RM_NO);
        assert_string_equal(c->basis, "short");
        assert_string_equal(c->tier, "open");
        assert_non_null(strstr(c->sentence, "No: tier open read back"));
}

/* A target with a fixed-rate tier above the peak that met every
 * criterion: throughput and latency are answered yes, and the headroom
 * is said in one sentence only. */
static const char TARGET_PLAN[] =
    "{\"name\": \"t\", \"tiers\": [\n"
    " {\"name\": \"slow\", \"messages\": 1000, \"rate\": 100, "
    "\"record_size\": 100},\n"
    " {\"name\": \"peak\", \"messages\": 1000, \"rate\": 2000, "
    "\"record_size\": 100}],\n"
    " \"criteria\": [\n"
    "  {\"metric\": \"produce.latency.p95_ms\", \"op\": \"<=\", "
    "\"threshold\": 5}],\n"
    " \"target\": {\"messages\": 86400000, \"window\": \"24h\", "
    "\"peak_factor\": 1}}\n";

static void test_front_answers(void **state)
{
        kp_results *r = new_run(TARGET_PLAN);
        kp_evaluation *e;
        kp_rmodel *m = NULL;
        const kp_rm_answer *a;
        size_t headroom = 0;
        (void)state;
        produce(tier(r, "slow"), 100, 1000, 0, NULL, 100, 2, 1);
        produce(tier(r, "peak"), 2000, 4000, 0, NULL, 2000, 3.5, 1);
        e = evaluate(r);
        assert_int_equal(kp_rmodel_build(r, e, NULL, &m), 0);
        /* Required peak 86,400,000 / 86,400 s = 1,000 msg/s. */
        a = &m->front.answers[KP_RM_Q_THROUGHPUT];
        assert_int_equal(a->reply, KP_RM_YES);
        assert_string_equal(a->basis, "fixed");
        assert_string_equal(a->tier, "peak");
        assert_string_equal(a->word, "Yes");
        a = &m->front.answers[KP_RM_Q_LATENCY];
        assert_int_equal(a->reply, KP_RM_YES);
        assert_string_equal(a->basis, "tier");
        assert_string_equal(a->tier, "peak");
        assert_string_equal(a->figure.text, "3.500");
        assert_non_null(strstr(a->sentence, "within its criterion"));
        a = &m->front.answers[KP_RM_Q_COMPLETENESS];
        assert_int_equal(a->reply, KP_RM_YES);
        assert_string_equal(a->count.text, "5,000");
        a = &m->front.answers[KP_RM_Q_STORAGE];
        assert_string_equal(a->basis, "estimate");
        for (int q = 0; q < KP_RM__QUESTIONS; q++)
                headroom +=
                    strstr(m->front.answers[q].sentence, "headroom") != NULL;
        assert_int_equal(headroom, 1);
        assert_int_equal(m->front.n_reasons, 0);
        kp_rmodel_destroy(m);
        r->plan->lang = KP_LANG_ZH_CN;
        assert_int_equal(kp_rmodel_build(r, e, NULL, &m), 0);
        a = &m->front.answers[KP_RM_Q_THROUGHPUT];
        assert_string_equal(a->word, "是");
        assert_string_equal(a->topic, "吞吐量");
        assert_non_null(strstr(a->sentence, "是：场景 peak 以固定速率 "));
        a = &m->front.answers[KP_RM_Q_STORAGE];
        assert_non_null(strstr(a->sentence, "估算：共需 "));
        assert_non_null(strstr(m->front.target, " 条消息 / 24 h，峰值 "));
        assert_string_equal(m->signoff.decisions[1], "有条件批准");
        assert_string_equal(m->headline,
                            "目标 86,400,000 条消息 / 24 h：所需峰值 1,000.0 "
                            "msg/s；至少 2,000.0 msg/s 满足判定标准（固定速率，"
                            "只是下限）；余量至少 2.00 倍");
        /* The assumptions said again, the target first. */
        assert_true(m->x.n_assumptions >= 3);
        assert_string_equal(m->x.assumptions[0],
                            "目标为 86,400,000 条消息 / 24 h；所需峰值速率为"
                            "平均速率（1,000.0 msg/s）乘以峰值系数 1，即 "
                            "1,000.0 msg/s。");
        assert_non_null(strstr(m->x.assumptions[1], "没有运行容量搜索"));
        /* The risks said again: tier slow ran below the peak. */
        assert_int_equal(m->x.n_risks, e->n_risks);
        assert_int_equal(m->x.n_risks, 1);
        assert_string_equal(m->x.risks[0],
                            "场景 slow 以 100.0 msg/s 运行，低于所需峰值速率 "
                            "1,000.0 msg/s，不能证明系统能承受峰值。");
        kp_rmodel_destroy(m);
        kp_evaluation_destroy(e);
        kp_results_destroy(r);
}

/* Why a check is N/A, said in the report's language: a consumer that
 * read after the produce phase has no end-to-end latency. */
static void test_check_note_language(void **state)
{
        kp_results *r = new_run(
            "{\"name\": \"n\", \"tiers\": [{\"name\": \"t\", \"messages\": "
            "100, \"rate\": 10, \"record_size\": 100},"
            " {\"name\": \"d\", \"messages\": 100, \"rate\": 10,"
            " \"consumer\": {\"mode\": \"during\"}}],"
            " \"criteria\": [{\"metric\": \"consume.e2e_latency.p95_ms\", "
            "\"op\": \"<=\", \"threshold\": 10}]}");
        kp_evaluation *e;
        kp_rmodel *m = NULL;
        (void)state;
        produce(tier(r, "t"), 10, 100, 0, NULL, 10, 2, 1);
        e = evaluate(r);
        assert_int_equal(kp_rmodel_build(r, e, NULL, &m), 0);
        assert_int_equal(m->n_checks, 2);
        assert_string_equal(m->checks[0].tier, "t");
        assert_int_equal(m->checks[0].verdict, KP_NA);
        assert_non_null(strstr(m->checks[0].note, "consumer mode"));
        kp_rmodel_destroy(m);
        r->plan->lang = KP_LANG_ZH_CN;
        assert_int_equal(kp_rmodel_build(r, e, NULL, &m), 0);
        assert_string_equal(m->checks[0].note,
                            kp_tr(KP_LANG_ZH_CN, KP_S_RM_NOTE_E2E_AFTER));
        assert_non_null(strstr(m->checks[0].note, "端到端延迟"));
        assert_string_equal(m->checks[0].verdict_text, "不适用");
        kp_rmodel_destroy(m);
        kp_evaluation_destroy(e);
        kp_results_destroy(r);
}

/* results.json's checks carry the codes (why, misfit) and, beside them,
 * the report model's English words of them ("note"); the evaluation
 * itself words nothing. */
static void test_check_note_json(void **state)
{
        kp_results *r = new_run(
            "{\"name\": \"n\", \"tiers\": [{\"name\": \"t\", \"messages\": "
            "100, \"rate\": 10, \"record_size\": 100},"
            " {\"name\": \"d\", \"messages\": 100, \"rate\": 10,"
            " \"consumer\": {\"mode\": \"during\"}}],"
            " \"criteria\": [{\"metric\": \"consume.e2e_latency.p95_ms\", "
            "\"op\": \"<=\", \"threshold\": 10}]}");
        kp_evaluation *e;
        cJSON *ej, *k;
        (void)state;
        produce(tier(r, "t"), 10, 100, 0, NULL, 10, 2, 1);
        tier(r, "d")->status = KP_TIER_INCOMPLETE;
        tier(r, "d")->reason = strdup("the consumer stopped");
        e = evaluate(r);
        ej = kp_reports_evaluation_json(r, e);
        assert_non_null(ej);
        k = cJSON_GetArrayItem(cJSON_GetObjectItem(ej, "checks"), 0);
        assert_string_equal(cJSON_GetObjectItem(k, "why")->valuestring,
                            "misfit");
        assert_string_equal(cJSON_GetObjectItem(k, "misfit")->valuestring,
                            "consumers_after");
        assert_string_equal(cJSON_GetObjectItem(k, "note")->valuestring,
                            kp_tr(KP_LANG_EN, KP_S_RM_NOTE_E2E_AFTER));
        k = cJSON_GetArrayItem(cJSON_GetObjectItem(ej, "checks"), 1);
        assert_string_equal(cJSON_GetObjectItem(k, "why")->valuestring,
                            "tier_incomplete");
        assert_null(cJSON_GetObjectItem(k, "misfit"));
        assert_string_equal(cJSON_GetObjectItem(k, "note")->valuestring,
                            "the consumer stopped");
        /* The tier's note: the run's reason it did not complete. */
        k = cJSON_GetArrayItem(cJSON_GetObjectItem(ej, "tiers"), 1);
        assert_string_equal(cJSON_GetObjectItem(k, "note")->valuestring,
                            "the consumer stopped");
        assert_null(cJSON_GetObjectItem(
            cJSON_GetArrayItem(cJSON_GetObjectItem(ej, "tiers"), 0), "note"));
        cJSON_Delete(ej);
        kp_evaluation_destroy(e);
        kp_results_destroy(r);
}

/* A check that measured nothing at run time: the verdict's reason and
 * the check's note in the report's language, from the rule the
 * evaluation recorded. */
static void test_unjudged_words(void **state)
{
        kp_results *r = new_run(
            "{\"name\": \"u\", \"tiers\": [{\"name\": \"d\", \"messages\": "
            "100, \"rate\": 10, \"consumer\": {\"mode\": \"during\"}}],"
            " \"criteria\": [{\"metric\": \"consume.e2e_latency.p95_ms\", "
            "\"op\": \"<=\", \"threshold\": 10}]}");
        kp_evaluation *e;
        kp_rmodel *m = NULL;
        (void)state;
        produce(tier(r, "d"), 10, 100, 0, NULL, 10, 2, 1);
        e = evaluate(r);
        assert_int_equal(e->verdict, KP_INCOMPLETE);
        assert_int_equal(kp_rmodel_build(r, e, NULL, &m), 0);
        assert_string_equal(m->checks[0].note,
                            "no message was measured after the warm-up");
        assert_string_equal(m->verdict_reason, reason_en(r, e));
        kp_rmodel_destroy(m);
        r->plan->lang = KP_LANG_ZH_CN;
        assert_int_equal(kp_rmodel_build(r, e, NULL, &m), 0);
        assert_string_equal(m->checks[0].note,
                            kp_tr(KP_LANG_ZH_CN, KP_S_RM_NOTE_NO_MEASURED));
        assert_non_null(strstr(m->verdict_reason, "有 1 项检查无法判定"));
        assert_non_null(strstr(m->verdict_reason,
                               kp_tr(KP_LANG_ZH_CN, KP_S_RM_NOTE_NO_MEASURED)));
        kp_rmodel_destroy(m);
        kp_evaluation_destroy(e);
        kp_results_destroy(r);
}

/* A rate whose limit lies within the rates its window's ends allow: its
 * note gives the rate, the window, each end's error and what it is, and
 * the range, in English and in Chinese with the same figures; with no
 * upper bound, the lowest rate alone. The verdict's reason carries the
 * note in both. */
static void test_rate_within_words(void **state)
{
        static const char *const figures[] = { "2,000,000 msg/s", "50.0 ms",
                                               "6.5 ms", "1,587,302 msg/s",
                                               "2,702,703 msg/s" };
        kp_results *r = new_run(
            "{\"name\": \"w\", \"tiers\": [{\"name\": \"r\", \"messages\": "
            "100000, \"rate\": 20000}],"
            " \"criteria\": [{\"metric\": \"consume.fetch_msgs_per_sec\", "
            "\"op\": \">=\", \"threshold\": 2100000}]}");
        kp_tier_result *t = tier(r, "r");
        kp_evaluation *e;
        kp_rmodel *m = NULL;
        (void)state;
        produce(t, 20000, 100000, 0, NULL, 20000, 2, 1);
        t->consume.fetch_msgs_per_sec = 2000000;
        t->consume.fetch_s = 0.05;
        assert_non_null(kp_client_add_stats(&t->consume.client, NULL));
        t->consume.client.stats[0].rtt_p95_ms = 6.5;
        e = evaluate(r);
        assert_int_equal(e->checks[0].why, KP_WHY_WITHIN_ERROR);
        assert_int_equal(kp_rmodel_build(r, e, NULL, &m), 0);
        assert_string_equal(
            m->checks[0].note,
            "2,000,000 msg/s over 50.0 ms, each end known to 6.5 ms (one "
            "round trip of the client): 1,587,302 msg/s to 2,702,703 msg/s, "
            "a range that holds the limit");
        assert_true(m->checks[0].within_error);
        assert_false(m->checks[0].has_value);
        assert_non_null(strstr(m->verdict_reason, m->checks[0].note));
        kp_rmodel_destroy(m);
        r->plan->lang = KP_LANG_ZH_CN;
        assert_int_equal(kp_rmodel_build(r, e, NULL, &m), 0);
        for (size_t i = 0; i < sizeof(figures) / sizeof(figures[0]); i++)
                if (!strstr(m->checks[0].note, figures[i]))
                        fail_msg("zh-CN note lacks %s: %s", figures[i],
                                 m->checks[0].note);
        assert_non_null(strstr(m->checks[0].note,
                               kp_tr(KP_LANG_ZH_CN, KP_S_RM_RATE_END_RTT)));
        assert_non_null(strstr(m->verdict_reason, m->checks[0].note));
        kp_rmodel_destroy(m);
        kp_evaluation_destroy(e);

        /* Each end to 30 ms over 50 ms: at least 1,000,000 msg/s, no
         * most. */
        t->consume.client.stats[0].rtt_p95_ms = 30;
        e = evaluate(r);
        for (int l = 0; l < 2; l++) {
                r->plan->lang = l ? KP_LANG_ZH_CN : KP_LANG_EN;
                assert_int_equal(kp_rmodel_build(r, e, NULL, &m), 0);
                if (!l)
                        assert_string_equal(
                            m->checks[0].note,
                            "2,000,000 msg/s over 50.0 ms, each end known to "
                            "30.0 ms (one round trip of the client): anything "
                            "from 909,091 msg/s up, a range that holds the "
                            "limit");
                else
                        assert_non_null(
                            strstr(m->checks[0].note, "909,091 msg/s"));
                assert_non_null(strstr(m->checks[0].note, "30.0 ms"));
                kp_rmodel_destroy(m);
        }
        kp_evaluation_destroy(e);
        kp_results_destroy(r);
}

/* One label a metric: the consume rate with the group join and the one
 * over fetch time never share a label, in any language, and every
 * writer takes them from the model. */
static void test_one_label_per_metric(void **state)
{
        kp_results *r = new_run(TARGET_PLAN);
        kp_evaluation *e;
        kp_rmodel *m = NULL;
        (void)state;
        e = evaluate(r);
        for (int l = 0; l < 2; l++) {
                const char *v[4];
                r->plan->lang = l ? KP_LANG_ZH_CN : KP_LANG_EN;
                assert_int_equal(kp_rmodel_build(r, e, NULL, &m), 0);
                v[0] = m->labels.consume_rate;
                v[1] = m->labels.consume_mibps;
                v[2] = m->labels.fetch_rate;
                v[3] = m->labels.fetch_mibps;
                for (int i = 0; i < 4; i++)
                        for (int k = i + 1; k < 4; k++)
                                assert_string_not_equal(v[i], v[k]);
                assert_string_equal(
                    v[0], kp_tr(r->plan->lang, KP_S_RM_COL_CONSUME_RATE));
                assert_string_equal(
                    v[2], kp_tr(r->plan->lang, KP_S_RM_COL_FETCH_RATE));
                /* Neither is the bare unit, which names nothing. */
                assert_string_not_equal(v[0], "msg/s");
                assert_string_not_equal(v[2], "msg/s");
                kp_rmodel_destroy(m);
        }
        assert_string_equal(kp_tr(KP_LANG_EN, KP_S_RM_COL_FETCH_RATE),
                            "Fetch msg/s");
        kp_evaluation_destroy(e);
        kp_results_destroy(r);
}

/* The headroom with its unit, or why it is not known: never "|  倍 |",
 * a unit without its value. */
static void test_headroom_words(void **state)
{
        kp_results *r = new_run(TARGET_PLAN);
        kp_evaluation *e;
        kp_rmodel *m = NULL;
        (void)state;
        produce(tier(r, "slow"), 100, 1000, 0, NULL, 100, 2, 1);
        produce(tier(r, "peak"), 2000, 4000, 0, NULL, 2000, 3.5, 1);
        e = evaluate(r);
        assert_int_equal(kp_rmodel_build(r, e, NULL, &m), 0);
        assert_string_equal(m->x.headroom_words, "2.00×");
        kp_rmodel_destroy(m);
        r->plan->lang = KP_LANG_ZH_CN;
        assert_int_equal(kp_rmodel_build(r, e, NULL, &m), 0);
        assert_string_equal(m->x.headroom_words, "2.00 倍");
        kp_rmodel_destroy(m);
        kp_evaluation_destroy(e);
        /* Every tier fails its criterion: no rate at the criteria. */
        tier(r, "slow")->produce.latency.p95_ms = 50;
        tier(r, "peak")->produce.latency.p95_ms = 50;
        e = evaluate(r);
        assert_int_equal(e->x.capacity_kind, KP_CAP_NONE);
        assert_int_equal(kp_rmodel_build(r, e, NULL, &m), 0);
        assert_string_equal(m->x.headroom_words,
                            "未测得：没有速率满足判定标准");
        kp_rmodel_destroy(m);
        r->plan->lang = KP_LANG_EN;
        assert_int_equal(kp_rmodel_build(r, e, NULL, &m), 0);
        assert_string_equal(m->x.headroom_words,
                            "not measured: no rate met the criteria");
        kp_rmodel_destroy(m);
        kp_evaluation_destroy(e);
        kp_results_destroy(r);
}

/* A cause where kplan can name one: what the cluster did first, else a
 * stall in the interval series. */
static void test_front_cause(void **state)
{
        kp_results *r = new_run(TARGET_PLAN);
        kp_tier_result *t;
        kp_evaluation *e;
        kp_rmodel *m = NULL;
        kp_cluster_event ev = { 0 };
        (void)state;
        produce(tier(r, "slow"), 100, 1000, 0, NULL, 100, 9, 1);
        t = tier(r, "peak");
        produce(t, 2000, 1000, 0, NULL, 2000, 30, 1);
        /* 1 s intervals at the rate, then 3 s with nothing delivered. */
        for (int i = 0; i < 8; i++) {
                kp_interval iv = { 0 };
                iv.t_s = i + 1;
                iv.dur_s = 1;
                iv.msgs_per_sec = i >= 2 && i < 5 ? 0 : 2000;
                assert_int_equal(kp_interval_push(&t->produce.intervals, &iv),
                                 0);
        }
        ev.t_s = 2.5;
        snprintf(ev.phase, sizeof(ev.phase), "produce");
        ev.kind = KP_EV_BROKER_LEFT;
        ev.broker = 2;
        assert_int_equal(kp_events_push(&tier(r, "slow")->events, &ev), 0);
        e = evaluate(r);
        assert_int_equal(kp_rmodel_build(r, e, NULL, &m), 0);
        assert_int_equal(m->front.n_reasons, 2);
        for (size_t i = 0; i < m->front.n_reasons; i++) {
                const kp_rm_reason *x = &m->front.reasons[i];
                if (!strcmp(x->tier, "peak")) {
                        assert_string_equal(x->cause, "a 3.0 s stall in "
                                                      "deliveries at t=2.0 s");
                        assert_non_null(strstr(x->line, "; cause: a 3.0 s"));
                } else {
                        assert_non_null(strstr(x->cause, "broker 2 left"));
                }
        }
        /* The latency at the peak is answered no, from tier peak. */
        assert_int_equal(m->front.answers[KP_RM_Q_LATENCY].reply, KP_RM_NO);
        kp_rmodel_destroy(m);
        /* The same in the report's language: causes, lines, answers. */
        r->plan->lang = KP_LANG_ZH_CN;
        assert_int_equal(kp_rmodel_build(r, e, NULL, &m), 0);
        for (size_t i = 0; i < m->front.n_reasons; i++) {
                const kp_rm_reason *x = &m->front.reasons[i];
                if (!strcmp(x->tier, "peak")) {
                        assert_string_equal(x->cause, "3.0 s 的投递停顿，"
                                                      "始于 t=2.0 s");
                        assert_string_equal(x->words, "p95 生产延迟");
                        assert_non_null(strstr(x->line, "场景 peak：p95 生产"
                                                        "延迟 实测 "));
                        assert_non_null(strstr(x->line, "超出阈值"));
                        assert_non_null(strstr(x->line, "；原因：3.0 s"));
                } else {
                        assert_string_equal(x->cause,
                                            "Broker 2 离开集群，于 t=2.5 s "
                                            "观测到（生产阶段）");
                }
        }
        assert_string_equal(m->front.answers[KP_RM_Q_LATENCY].word, "否");
        assert_string_equal(m->verdict_text, "不通过");
        kp_rmodel_destroy(m);
        kp_evaluation_destroy(e);
        kp_results_destroy(r);
}

static const char READ_PLAN[] =
    "{\"name\": \"t\", \"tiers\": [\n"
    " {\"name\": \"peak\", \"messages\": 1000, \"rate\": 2000, "
    "\"record_size\": 100}],\n"
    " \"criteria\": [\n"
    "  {\"metric\": \"consume.completeness\", \"op\": \">=\", "
    "\"threshold\": 1}]}\n";

/* A consumer's group join (before its first assignment) is not a stall
 * in its reads: the cause is the stall after it. */
static void test_front_cause_after_join(void **state)
{
        kp_results *r = new_run(READ_PLAN);
        kp_tier_result *t = tier(r, "peak");
        kp_evaluation *e;
        kp_rmodel *m = NULL;
        (void)state;
        produce(t, 2000, 1000, 0, NULL, 2000, 3, 0.5);
        t->consume.msgs_per_sec = 2000;
        t->consume.rebalance_ms = 3000;
        /* 3 s joining, 2 s at the rate, 2 s with nothing read, then 2 s
         * at the rate. */
        for (int i = 0; i < 9; i++) {
                kp_interval iv = { 0 };
                iv.t_s = i + 1;
                iv.dur_s = 1;
                iv.msgs_per_sec = i < 3 || (i >= 5 && i < 7) ? 0 : 2000;
                assert_int_equal(kp_interval_push(&t->consume.intervals, &iv),
                                 0);
        }
        e = evaluate(r);
        assert_int_equal(kp_rmodel_build(r, e, NULL, &m), 0);
        assert_int_equal(m->front.n_reasons, 1);
        assert_string_equal(m->front.reasons[0].cause,
                            "a 2.0 s stall in reads at t=5.0 s");
        kp_rmodel_destroy(m);
        kp_evaluation_destroy(e);
        kp_results_destroy(r);
}

/* A join that ends just before an interval's end, and the first fetch
 * after it: the intervals before the first message read nothing, and are
 * the join, not "a 2.0 s stall in reads at t=2.0 s", in any language. */
static void test_front_cause_join_not_stall(void **state)
{
        kp_results *r = new_run(READ_PLAN);
        kp_tier_result *t = tier(r, "peak");
        kp_evaluation *e;
        kp_rmodel *m = NULL;
        (void)state;
        produce(t, 2000, 1000, 0, NULL, 2000, 3, 0.5);
        t->consume.msgs_per_sec = 2000;
        t->consume.rebalance_ms = 2980;
        t->consume.first_msg_s = 4.02;
        for (int i = 0; i < 8; i++) {
                kp_interval iv = { 0 };
                iv.t_s = i + 1;
                iv.dur_s = 1;
                iv.msgs_per_sec = i < 4 ? 0 : 2000;
                assert_int_equal(kp_interval_push(&t->consume.intervals, &iv),
                                 0);
        }
        e = evaluate(r);
        assert_false(e->tiers[0].consume_stall.found);
        assert_int_equal(kp_rmodel_build(r, e, NULL, &m), 0);
        assert_int_equal(m->front.n_reasons, 1);
        assert_null(strstr(m->front.reasons[0].cause, "stall"));
        kp_rmodel_destroy(m);
        r->plan->lang = KP_LANG_ZH_CN;
        assert_int_equal(kp_rmodel_build(r, e, NULL, &m), 0);
        assert_int_equal(m->front.n_reasons, 1);
        assert_null(strstr(m->front.reasons[0].cause, "停顿"));
        kp_rmodel_destroy(m);
        kp_evaluation_destroy(e);
        kp_results_destroy(r);
}

/* No stall, a fixed rate not held: the producers fell behind, which every
 * latency counts; a rate criterion is not given itself as its cause. */
static void test_front_cause_behind(void **state)
{
        kp_results *r = new_run(TARGET_PLAN);
        kp_evaluation *e;
        kp_rmodel *m = NULL;
        (void)state;
        produce(tier(r, "slow"), 100, 1000, 0, NULL, 100, 2, 1);
        produce(tier(r, "peak"), 2000, 1000, 0, NULL, 1500, 30, 1);
        e = evaluate(r);
        assert_int_equal(kp_rmodel_build(r, e, NULL, &m), 0);
        assert_int_equal(m->front.n_reasons, 1);
        assert_string_equal(m->front.reasons[0].cause,
                            "the producers fell behind: 75% of the target "
                            "rate");
        kp_rmodel_destroy(m);
        r->plan->lang = KP_LANG_ZH_CN;
        assert_int_equal(kp_rmodel_build(r, e, NULL, &m), 0);
        assert_string_equal(m->front.reasons[0].cause,
                            "生产者跟不上目标速率：仅达到 75%");
        kp_rmodel_destroy(m);
        kp_evaluation_destroy(e);
        kp_results_destroy(r);
}

/* A long interval series is bounded for the workbook: at most
 * KP_RM_MAX_ROWS rows, each merging whole intervals (counts add up, rates
 * over the merged time, latencies the highest), with the method said; a
 * consumer that read after the produce phase has no latency in its rows,
 * and a latency never measured is "", not 0.000. */
static void test_rows_bounded(void **state)
{
        kp_results *r = new_run(TARGET_PLAN);
        kp_tier_result *t;
        kp_evaluation *e;
        kp_rmodel *m = NULL;
        const kp_rm_rows *p, *c;
        uint64_t msgs = 0;
        (void)state;
        produce(tier(r, "slow"), 100, 1000, 0, NULL, 100, 2, 1);
        t = tier(r, "peak");
        produce(t, 2000, 1000, 0, NULL, 2000, 3.5, 1);
        for (int i = 0; i < 1001; i++) {
                kp_interval iv = { 0 };
                iv.t_s = i + 1;
                iv.dur_s = 1;
                iv.msgs = 2;
                iv.msgs_per_sec = 2;
                iv.p95_ms = i == 7 ? 40 : 3;
                assert_int_equal(kp_interval_push(&t->produce.intervals, &iv),
                                 0);
                assert_int_equal(kp_interval_push(&t->consume.intervals, &iv),
                                 0);
        }
        e = evaluate(r);
        assert_int_equal(kp_rmodel_build(r, e, NULL, &m), 0);
        p = &m->tiers[1].p_rows;
        c = &m->tiers[1].c_rows;
        /* 1001 intervals, 6 per row: 167 rows, the last of 5. */
        assert_int_equal(p->total, 1001);
        assert_int_equal(p->merge, 6);
        assert_int_equal(p->n, 167);
        assert_true(p->n <= KP_RM_MAX_ROWS);
        for (size_t i = 0; i < p->n; i++)
                msgs += p->v[i].msgs;
        assert_int_equal(msgs, 2002);
        assert_true(fabs(p->v[0].msgs_per_sec - 2) < 1e-9);
        assert_true(fabs(p->v[1].p95_ms - 40) < 1e-9);
        assert_true(fabs(p->v[166].t_s - 1001) < 1e-9);
        assert_non_null(strstr(p->note, "each row merges 6 intervals"));
        /* No end-to-end latency was measured: none in the rows. */
        assert_false(c->latency);
        assert_true(isnan(c->v[0].p95_ms));
        assert_string_equal(m->tiers[1].c.e2e.p95.text, "");
        assert_true(isnan(m->tiers[1].c.e2e.p95.raw));
        /* A short series is kept as it is. */
        assert_int_equal(m->tiers[0].p_rows.merge, 1);
        assert_string_equal(m->tiers[0].p_rows.note, "");
        kp_rmodel_destroy(m);
        kp_evaluation_destroy(e);
        kp_results_destroy(r);
}

/* Two points whose medians are the same are within the noise of each
 * other: the sweep says so (a spread of nothing is still a spread), as
 * it does when they differ by less than the noise. */
static void test_sweep_equal_medians(void **state)
{
        kp_results *r = sweep_results();
        kp_evaluation *e;
        const kp_sweep_eval *s = NULL;
        int within = 0;
        (void)state;
        for (size_t i = 0; i < r->n_tiers; i++)
                if (strncmp(r->tiers[i].name, "batch batch.size=", 17) == 0)
                        r->tiers[i].produce.achieved_rate = 31000;
        e = evaluate(r);
        for (size_t i = 0; i < e->n_sweeps; i++)
                if (strcmp(e->sweeps[i].group, "batch") == 0)
                        s = &e->sweeps[i];
        assert_non_null(s);
        assert_true(s->tie);
        for (size_t k = 0; k < s->n_findings; k++)
                if (s->findings[k].j.code == KP_J_SWEEP_WITHIN_RATE)
                        within = 1;
        assert_true(within);
        kp_evaluation_destroy(e);
        kp_results_destroy(r);
}

/* A sweep point over its runs: the median, the range of its lowest and
 * highest run and its noise, in the table and as error bars on the
 * sweep charts; a short point marked. The fixture's acks=1 ran at
 * 59,000, 61,000 and 62,500 msg/s. */
static void test_sweep_spread(void **state)
{
        kp_results *r = sweep_results();
        kp_evaluation *e = evaluate(r);
        kp_rmodel *m = NULL;
        const kp_rm_sweep *s;
        const kp_rm_point *p;
        const kp_rm_chart *c = NULL;
        (void)state;
        assert_int_equal(kp_rmodel_build(r, e, NULL, &m), 0);
        s = &m->sweeps[0];
        assert_string_equal(s->group, "acks");
        assert_true(s->repeated);
        assert_int_equal(s->runs, 3);
        assert_string_equal(s->noise_floor.text, "10%");
        p = &s->points[0];
        assert_string_equal(p->tier, "acks acks=1");
        assert_string_equal(p->runs.text, "3");
        assert_true(p->ranged);
        assert_true(p->rate.raw == 61000);
        assert_string_equal(p->rate_range, "59,000–62,500");
        assert_true(p->rate_min.raw == 59000 && p->rate_max.raw == 62500);
        /* (62,500 - 59,000) / 62,500 */
        assert_true(fabs(p->rate_noise.raw - 3500.0 / 62500) < 1e-12);
        assert_string_equal(p->rate_noise.text, "5.60%");
        assert_true(p->p95_min.raw <= p->p95.raw &&
                    p->p95.raw <= p->p95_max.raw);
        assert_false(p->short_run);
        /* 400,000 messages at 61,000 msg/s. */
        assert_true(fabs(p->duration.raw - 400000.0 / 61000) < 1e-9);
        assert_true(m->sweeps[1].has_short);
        assert_true(m->sweeps[1].points[0].short_run);
        /* The throughput chart of acks: one bar per value with its
         * range. */
        for (size_t i = 0; i < m->n_charts; i++)
                if (m->charts[i].kind == KP_CH_SWEEP_RATE &&
                    strcmp(m->charts[i].sweep, "acks") == 0)
                        c = &m->charts[i];
        assert_non_null(c);
        assert_int_equal(c->n_series, 1);
        assert_non_null(c->series[0].lo);
        assert_true(c->series[0].y[0] == 61000);
        assert_true(c->series[0].lo[0] == 59000);
        assert_true(c->series[0].hi[0] == 62500);
        assert_true(c->series[0].lo[1] == 41000);
        assert_non_null(strstr(c->title, "medians of 3 runs"));
        /* The latency chart: bars on the p95 only. */
        for (size_t i = 0; i < m->n_charts; i++)
                if (m->charts[i].kind == KP_CH_SWEEP_LAT &&
                    strcmp(m->charts[i].sweep, "acks") == 0)
                        c = &m->charts[i];
        assert_int_equal(c->n_series, 3);
        assert_null(c->series[0].lo);
        assert_non_null(c->series[1].lo);
        assert_true(c->series[1].lo[0] == p->p95_min.raw);
        assert_null(c->series[2].lo);
        kp_rmodel_destroy(m);
        kp_evaluation_destroy(e);
        kp_results_destroy(r);
}

/* The load client of a produce phase as librdkafka's defaults make it at
 * linger.ms 0: a request per message, thousands of them waiting, most of
 * the p95 spent before the broker. */
static kp_client_stats *pipeline_stats(kp_client *c, const char *source)
{
        kp_client_stats *st = kp_client_add_stats(c, source);
        kp_client_point pt;
        assert_non_null(st);
        memset(&pt, 0, sizeof(pt));
        pt.dur_s = 1;
        pt.cpu = 0.05;
        pt.cpu_thread = 0.3;
        pt.cpu_wait = 0.01;
        pt.fetchq_msgs = pt.lag_msgs = NAN;
        pt.requests = 1200;
        for (int i = 0; i < 10; i++) {
                pt.t_s = i + 1;
                pt.sched_p95_ms = 20 + i;
                pt.queue_p95_ms = 4 + i % 3;
                pt.send_p95_ms = 5000 + 200 * i;
                pt.rtt_p95_ms = 400 + 20 * i;
                assert_int_equal(kp_client_stats_push(st, &pt), 0);
        }
        st->samples = 10;
        st->wall_s = 10;
        st->cpu_s = 0.5;
        st->cpu_thread_max = 0.3;
        snprintf(st->thread, sizeof(st->thread), "rdk:broker1001");
        st->cpu_wait = 0.01;
        st->msgs_per_batch = 1.0;
        st->waiting_mean = 3400;
        st->in_flight_max = 3900;
        st->max_in_flight = 1000000;
        st->queue_full_max = 0.25;
        st->sched_p50_ms = 2;
        st->sched_p95_ms = 20;
        st->sched_p99_ms = 30;
        st->queue_p50_ms = 1;
        st->queue_p95_ms = 5;
        st->queue_p99_ms = 6;
        st->send_p50_ms = 3000;
        st->send_p95_ms = 6000;
        st->send_p99_ms = 6500;
        st->rtt_p50_ms = 200;
        st->rtt_p95_ms = 500;
        st->rtt_p99_ms = 600;
        /* The stages' means: they add up to 3,203 ms. */
        st->sched_mean_ms = 2;
        st->queue_mean_ms = 1;
        st->send_mean_ms = 3000;
        st->rtt_mean_ms = 200;
        st->throttle_ms = st->throttle_max_ms = NAN;
        st->fetchq_max = st->lag_max = NAN;
        st->brokers = calloc(1, sizeof(*st->brokers));
        assert_non_null(st->brokers);
        st->n_brokers = 1;
        st->brokers[0].id = 1001;
        st->brokers[0].requests = 12000;
        st->brokers[0].rtt_p50_ms = 200;
        st->brokers[0].rtt_p95_ms = 500;
        st->brokers[0].rtt_p99_ms = 600;
        st->brokers[0].rtt_max_ms = 900;
        st->brokers[0].throttle_ms = NAN;
        st->brokers[0].in_flight_max = 3900;
        return st;
}

/* No percentile row above its max, in a report built from recorded
 * statistics (tests/fixtures/limits): a stage's librdkafka figures are
 * the mean and the highest of its per-second p95s, never a p95 of the
 * phase, and neither exceeds the highest; a broker's mean of per-second
 * p95s is not above its longest round trip. */
static void check_time(const kp_rm_time *t, size_t n)
{
        for (size_t k = 0; k < n; k++) {
                const kp_rm_time *x = &t[k];
                for (size_t i = 0; i < x->n_stages; i++) {
                        const kp_rm_stage *st = &x->stages[i];
                        if (isfinite(st->p95s_mean.raw)) {
                                /* librdkafka's: no p95 of the phase */
                                assert_string_equal(st->p95.text, "");
                                assert_true(st->p95s_mean.raw <=
                                            st->p95s_high.raw + 1e-9);
                        }
                }
                for (size_t i = 0; i < x->n_brokers; i++)
                        if (isfinite(x->brokers[i].rtt_max.raw))
                                assert_true(x->brokers[i].rtt_p95s_mean.raw <=
                                            x->brokers[i].rtt_max.raw + 1e-9);
        }
}

static void test_no_percentile_above_max(void **state)
{
        static const char *const files[] = { "client-cgroup", "broker-cgroup",
                                             "quota", "librdkafka",
                                             "separate" };
        (void)state;
        for (size_t f = 0; f < KP_ARRAY_LEN(files); f++) {
                char path[256], err[512];
                kp_results *r = NULL;
                kp_evaluation *e;
                kp_rmodel *m = NULL;
                size_t rows = 0;
                snprintf(path, sizeof(path), "tests/fixtures/limits/%s.json",
                         files[f]);
                if (kp_results_load(path, &r, err, sizeof(err)))
                        fail_msg("%s", err);
                e = evaluate(r);
                assert_int_equal(kp_rmodel_build(r, e, NULL, &m), 0);
                for (size_t i = 0; i < m->n_tiers; i++) {
                        check_time(m->tiers[i].p_time, m->tiers[i].n_p_time);
                        check_time(m->tiers[i].c_time, m->tiers[i].n_c_time);
                        for (size_t k = 0; k < m->tiers[i].n_p_time; k++)
                                rows += m->tiers[i].p_time[k].n_stages;
                }
                assert_true(rows >= 4); /* the check saw the stages */
                kp_rmodel_destroy(m);
                kp_evaluation_destroy(e);
                kp_results_destroy(r);
        }
}

/* The figure a cause rests on, as the report writes it: the one every
 * cause sentence must carry, in every language. */
static void cause_figure(const kp_limit *l, char *out, size_t n)
{
        switch (l->kind) {
        case KP_LIMIT_CLIENT_CPU:
                kp_rfmt_pct(out, n, l->cg_throttled);
                break;
        case KP_LIMIT_BROKER:
                kp_rfmt_ms(out, n, l->broker_ms);
                break;
        case KP_LIMIT_THROTTLE:
                kp_rfmt_ms(out, n, l->throttle_ms);
                break;
        case KP_LIMIT_UNDETERMINED:
                if (l->undet == KP_UNDET_SAMPLES)
                        snprintf(out, n, " %d ", l->samples);
                else
                        kp_rfmt_ms(out, n, l->stage_ms[KP_STAGE_RTT]);
                break;
        default:
                kp_rfmt_ms(out, n, l->part_ms);
                break;
        }
}

/* Every cause sentence has its figure beside it, the same in English
 * and Chinese: the causes the recorded runs name, a phase with too few
 * samples and one whose stages are within the margin (not determined,
 * with the figures); with the stages' means, the share of the mean. */
static void test_cause_figures(void **state)
{
        static const char *const files[] = { "client-cgroup", "broker-cgroup",
                                             "quota",         "librdkafka",
                                             "separate",      "separate",
                                             "separate",      "separate" };
        (void)state;
        for (size_t f = 0; f < KP_ARRAY_LEN(files); f++) {
                char path[256], err[512], fig[64], share[64];
                kp_results *r = NULL;
                kp_evaluation *e;
                kp_rmodel *m = NULL;
                kp_client_stats *st;
                const kp_limit *l;
                char *en;
                snprintf(path, sizeof(path), "tests/fixtures/limits/%s.json",
                         files[f]);
                if (kp_results_load(path, &r, err, sizeof(err)))
                        fail_msg("%s", err);
                st = &r->tiers[0].produce.client.stats[0];
                if (f == 5) /* one sample */
                        for (size_t i = 1; i < st->n; i++)
                                st->v[i].requests = 0;
                if (f >= 6) { /* the means, within then beyond the margin */
                        st->sched_mean_ms = 0.4;
                        st->queue_mean_ms = 5.1;
                        st->send_mean_ms = 0.6;
                        st->rtt_mean_ms = f == 6 ? 9.8 : 15.5;
                }
                e = evaluate(r);
                l = &e->tiers[0].produce_limit;
                cause_figure(l, fig, sizeof(fig));
                assert_int_equal(kp_rmodel_build(r, e, NULL, &m), 0);
                en = strdup(m->tiers[0].p_limit);
                if (!strstr(en, fig))
                        fail_msg("%s: \"%s\" not in \"%s\"", files[f], fig, en);
                if (isfinite(l->share)) {
                        kp_rfmt_pct(share, sizeof(share), l->share);
                        assert_non_null(strstr(en, share));
                }
                if (f == 7)
                        assert_non_null(strstr(en, "71.76% of the 21.600 ms "
                                                   "mean of a message's way"));
                kp_rmodel_destroy(m);
                r->plan->lang = KP_LANG_ZH_CN;
                assert_int_equal(kp_rmodel_build(r, e, NULL, &m), 0);
                if (!strstr(m->tiers[0].p_limit, fig))
                        fail_msg("%s: \"%s\" not in \"%s\"", files[f], fig,
                                 m->tiers[0].p_limit);
                if (isfinite(l->share))
                        assert_non_null(strstr(m->tiers[0].p_limit, share));
                free(en);
                kp_rmodel_destroy(m);
                kp_evaluation_destroy(e);
                kp_results_destroy(r);
        }
}

/* Where the time went: each stage's percentiles, the client's side of
 * the p95, CPU, requests and brokers, and the limit in words, in both
 * languages; a tier whose client recorded nothing has no block and no
 * limit; several load hosts are each named; the client's settings over
 * every tier. */
static void test_where_the_time_went(void **state)
{
        kp_results *r = new_run(TARGET_PLAN);
        kp_tier_result *t;
        kp_client_stats *st;
        kp_evaluation *e;
        kp_rmodel *m = NULL;
        const kp_rm_tier *a, *b;
        const kp_rm_time *x;
        (void)state;
        produce(tier(r, "slow"), 100, 1000, 0, NULL, 100, 2, 1);
        t = tier(r, "peak");
        produce(t, 2000, 1000, 0, NULL, 1500, 6500, 1);
        t->produce.latency.p50_ms = 3100;
        t->produce.latency.p99_ms = 7000;
        pipeline_stats(&t->produce.client, NULL);
        t->produce.client.settings.defaults = strdup("librdkafka");
        assert_int_equal(kp_client_settings_add(&t->produce.client.settings,
                                                "linger.ms", "0", "5",
                                                KP_WHY_PLAN),
                         0);
        /* The consumers took the fetched messages too slowly. */
        st = pipeline_stats(&t->consume.client, NULL);
        st->fetchq_max = 20000;
        st->lag_max = 150000;
        assert_int_equal(kp_client_settings_add(&t->consume.client.settings,
                                                "group.id", "kplan-t-peak", "",
                                                KP_WHY_GROUP),
                         0);
        e = evaluate(r);
        assert_int_equal(kp_rmodel_build(r, e, NULL, &m), 0);
        a = &m->tiers[0];
        b = &m->tiers[1];
        assert_true(m->has_time);
        /* Tier slow: nothing recorded, nothing said but that. */
        assert_int_equal(a->n_p_time, 0);
        assert_false(a->p_has_time);
        assert_string_equal(a->p_limit, "");
        assert_string_equal(a->p_limit_kind, "");
        /* Tier peak: one host, this one. */
        assert_int_equal(b->n_p_time, 1);
        assert_true(b->p_has_time);
        x = &b->p_time[0];
        assert_true(x->recorded);
        assert_false(x->named);
        assert_string_equal(x->source, "this host");
        assert_int_equal(x->n_stages, 5);
        assert_string_equal(x->stages[0].name,
                            "behind schedule (due time to hand-off)");
        /* kplan's own stage: a p95 of its histogram; no per-second
         * p95s' mean. */
        assert_string_equal(x->stages[0].p95.text, "20.000");
        assert_string_equal(x->stages[0].p95s_mean.text, "");
        assert_string_equal(x->stages[0].p95s_high.text, "29.000");
        assert_string_equal(x->stages[0].mean.text, "2.000");
        assert_string_equal(x->stages[2].name,
                            "waiting to be sent (request built, not sent)");
        /* librdkafka's stages: no p95 of the phase, the mean and the
         * highest of the per-second p95s, named so. */
        assert_string_equal(x->stages[2].p95.text, "");
        assert_string_equal(x->stages[2].p95s_mean.text, "6,000.00");
        assert_string_equal(x->stages[2].p95s_high.text, "6,800.00");
        assert_string_equal(x->stages[3].p95s_high.text, "580.00");
        assert_string_equal(x->stages[3].mean.text, "200.00");
        /* The last stage is the corrected latency they lead to. */
        assert_string_equal(x->stages[4].name,
                            "corrected latency (from the due time)");
        assert_true(x->stages[4].p95.raw == 6500);
        assert_string_equal(x->stages[4].p95s_mean.text, "");
        /* The means add up: (2 + 1 + 3,000) / (2 + 1 + 3,000 + 200) */
        assert_true(fabs(x->before_share.raw - 3003.0 / 3203) < 1e-12);
        assert_string_equal(x->before_share.text, "93.76%");
        assert_string_equal(x->cpu.text, "0.05"); /* 0.5 s over 10 s */
        assert_string_equal(x->cpu_thread.text, "0.30");
        assert_string_equal(x->thread, "rdk:broker1001");
        assert_string_equal(x->msgs_per_batch.text, "1.0");
        assert_string_equal(x->in_flight.text, "3,900");
        assert_string_equal(x->in_flight_limit.text, "1,000,000");
        assert_string_equal(x->waiting.text, "3,400.0");
        assert_string_equal(x->queue_full.text, "25%");
        assert_string_equal(x->samples.text, "10");
        /* A produce phase has no pre-fetched messages: "", not 0. */
        assert_string_equal(x->fetchq.text, "");
        assert_true(isnan(x->fetchq.raw));
        assert_int_equal(x->n_brokers, 1);
        assert_string_equal(x->brokers[0].id.text, "1001"); /* an id */
        assert_string_equal(x->brokers[0].requests.text, "12,000");
        assert_string_equal(x->brokers[0].throttle.text, "");
        /* Its charts over time, linked. */
        assert_true(x->chart_time < m->n_charts);
        assert_int_equal(m->charts[x->chart_time].kind, KP_CH_CLIENT_TIME);
        assert_true(x->chart_cpu < m->n_charts);
        assert_int_equal(m->charts[x->chart_cpu].kind, KP_CH_CLIENT_CPU);
        /* The limit: the client's own pipeline, with its figures and what
         * would change it; the front page's cause says it. */
        assert_true(b->p_limit_client);
        assert_string_equal(b->p_limit_kind, "client-requests");
        assert_string_equal(
            b->p_limit,
            "the load client was the limit: 1.0 messages per batch, 3,400 "
            "requests waiting per broker; its requests waited 3,200.00 ms "
            "(mean) to be sent and answered; 99.91% of the 3,203.00 ms mean "
            "of a message's way; the next stage, behind schedule, 2.000 ms (a "
            "cause needs 2.0 times it); this shows nothing about whether the "
            "cluster meets the plan; raise linger.ms or lower "
            "max.in.flight.requests.per.connection (the Java client's 5: "
            "client_defaults java)");
        assert_int_equal(m->front.n_reasons, 1);
        assert_non_null(strstr(m->front.reasons[0].cause,
                               "in the produce phase, the load client was "
                               "the limit: 1.0 messages per batch"));
        /* The consume phase: the consumers. */
        assert_true(b->c_has_time);
        assert_int_equal(b->c_time[0].n_stages, 1);
        assert_string_equal(b->c_time[0].stages[0].name,
                            "fetch round trip (network and broker)");
        assert_string_equal(b->c_time[0].fetchq.text, "20,000");
        assert_string_equal(b->c_time[0].lag.text, "150,000");
        assert_string_equal(b->c_time[0].before_share.text, "");
        assert_string_equal(b->c_time[0].in_flight_limit.text, "");
        assert_true(b->c_limit_client);
        assert_string_equal(b->c_limit_kind, "consumers");
        assert_string_equal(b->c_limit,
                            "the consumers were the limit: 20,000 messages "
                            "fetched and waiting for them; this shows "
                            "nothing about whether the cluster meets the "
                            "plan; add consumers, or more load hosts");
        /* The settings that differ from librdkafka's defaults. */
        assert_string_equal(m->env.client_defaults,
                            "librdkafka's own (librdkafka)");
        assert_int_equal(m->env.n_client_settings, 2);
        assert_string_equal(m->env.client_settings[0].clients, "producers");
        assert_false(m->env.client_settings[0].consumers);
        assert_string_equal(m->env.client_settings[0].key, "linger.ms");
        assert_string_equal(m->env.client_settings[0].rd_default, "5");
        assert_string_equal(m->env.client_settings[0].why,
                            "the plan or the command's client properties");
        assert_false(m->env.client_settings[0].kplan);
        assert_true(m->env.client_settings[1].consumers);
        assert_string_equal(m->env.client_settings[1].value, "");
        assert_false(m->env.client_settings_tiers);
        kp_rmodel_destroy(m);

        /* The same in Chinese. */
        r->plan->lang = KP_LANG_ZH_CN;
        assert_int_equal(kp_rmodel_build(r, e, NULL, &m), 0);
        x = &m->tiers[1].p_time[0];
        assert_string_equal(x->source, "本机");
        assert_string_equal(x->stages[0].name,
                            "落后于计划（应发时刻到交给客户端）");
        assert_string_equal(x->before_share.text, "93.76%");
        assert_string_equal(
            m->tiers[1].p_limit,
            "瓶颈在负载客户端：每批 1.0 条消息，每个 broker 有 3,400 "
            "个请求在等待；其请求等待发送与应答共 3,200.00 ms（均值）；占一条"
            "消息全程均值的 99.91%（均值 3,203.00 ms）；下一个阶段为落后于计划"
            "，2.000 ms（认定原因需达到其 2.0 倍）；无法据此判断"
            "集群是否达标；请调大 linger.ms 或调小 "
            "max.in.flight.requests.per.connection（Java 客户端为 "
            "5：client_defaults java）");
        assert_string_equal(m->tiers[1].c_limit,
                            "瓶颈在消费者：有 20,000 条已拉取的消息在等待处理；"
                            "无法据此判断集群是否达标；请增加消费者或负载主机");
        assert_string_equal(m->env.client_settings[0].why,
                            "计划或命令的客户端属性");
        kp_rmodel_destroy(m);
        kp_evaluation_destroy(e);

        /* Two load hosts, each named; one recorded nothing. The one whose
         * client was the limit is named in the limit. */
        r->plan->lang = KP_LANG_EN;
        kp_client_free(&t->produce.client);
        pipeline_stats(&t->produce.client, "loadgen-1");
        assert_non_null(kp_client_add_stats(&t->produce.client, "loadgen-2"));
        e = evaluate(r);
        assert_int_equal(kp_rmodel_build(r, e, NULL, &m), 0);
        b = &m->tiers[1];
        assert_int_equal(b->n_p_time, 2);
        assert_true(b->p_has_time);
        assert_true(b->p_time[0].named);
        assert_string_equal(b->p_time[0].source, "loadgen-1");
        assert_true(b->p_time[0].recorded);
        assert_true(b->p_time[1].named);
        assert_false(b->p_time[1].recorded);
        assert_string_equal(b->p_time[1].cpu.text, "");
        assert_non_null(strstr(b->p_limit, " (load host loadgen-1)"));
        kp_rmodel_destroy(m);
        kp_evaluation_destroy(e);
        kp_results_destroy(r);
}

int main(void)
{
        const struct CMUnitTest tests[] = {
                cmocka_unit_test(test_counts_and_rates),
                cmocka_unit_test(test_front_reasons),
                cmocka_unit_test(test_tier_reason_words),
                cmocka_unit_test(test_judged),
                cmocka_unit_test(test_percent_text),
                cmocka_unit_test(test_percent_rounding),
                cmocka_unit_test(test_error_codes),
                cmocka_unit_test(test_chart_marks),
                cmocka_unit_test(test_chart_judged_only),
                cmocka_unit_test(test_chart_limits_per_tier),
                cmocka_unit_test(test_definition_language),
                cmocka_unit_test(test_signoff),
                cmocka_unit_test(test_search_chart_order),
                cmocka_unit_test(test_search_at_bound),
                cmocka_unit_test(test_front_brokers_estimate),
                cmocka_unit_test(test_front_brokers_model),
                cmocka_unit_test(test_front_emulated_hosts),
                cmocka_unit_test(test_sweep_best),
                cmocka_unit_test(test_front_answers),
                cmocka_unit_test(test_check_note_language),
                cmocka_unit_test(test_check_note_json),
                cmocka_unit_test(test_unjudged_words),
                cmocka_unit_test(test_rate_within_words),
                cmocka_unit_test(test_one_label_per_metric),
                cmocka_unit_test(test_headroom_words),
                cmocka_unit_test(test_front_cause),
                cmocka_unit_test(test_front_cause_after_join),
                cmocka_unit_test(test_front_cause_join_not_stall),
                cmocka_unit_test(test_front_cause_behind),
                cmocka_unit_test(test_rows_bounded),
                cmocka_unit_test(test_sweep_spread),
                cmocka_unit_test(test_sweep_equal_medians),
                cmocka_unit_test(test_where_the_time_went),
                cmocka_unit_test(test_no_percentile_above_max),
                cmocka_unit_test(test_cause_figures),
                cmocka_unit_test(test_front_marks),
                cmocka_unit_test(test_one_form),
        };
        return cmocka_run_group_tests(tests, setup, teardown);
}
