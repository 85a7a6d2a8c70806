/*
 * Criteria verdicts and the extrapolation (evaluate.c) against figures
 * computed by hand: the worked example of docs/metrics.md on
 * plans/onboarding.json, and the edge cases of the verdict rules. Every
 * measured value below is set by the test.
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
#include <unistd.h>

#include "evaluate/evaluate.h"
#include "plan/plan.h"
#include "report/model/judgment_words.h"
#include "report/reports.h"
#include "results/results.h"

#include "hand_made.h"

#define ONBOARDING "plans/onboarding.json"
#define TIB        1099511627776.0

/* Within a relative 1e-9 (the arithmetic is in doubles). */
#define assert_close(a, b)                                                     \
        assert_true(fabs((double)(a) - (double)(b)) <=                         \
                    1e-9 * fmax(1.0, fabs((double)(b))))

/* A phase's client with one statistics series whose round-trip p95 is
 * rtt_ms: each end of its rate's window is known to that. */
static void client_rtt(kp_client *c, double rtt_ms)
{
        kp_client_stats *st = kp_client_add_stats(c, NULL);
        assert_non_null(st);
        st->rtt_p95_ms = rtt_ms;
}

/* A tier that produced and consumed every one of its n messages: achieved
 * rate, p95 of the corrected latency (ms) and fetch-only consume rate as
 * given; the whole-run consume rate is a tenth of the fetch rate. */
static void measured(kp_results *r, const char *name, uint64_t n, double rate,
                     double p95_ms, double fetch)
{
        kp_tier_result *t = tier(r, name);
        kp_produce_result *p = &t->produce;
        kp_consume_result *c = &t->consume;
        t->status = KP_TIER_COMPLETE;
        p->ran = 1;
        p->sent = p->delivered = p->measured = n;
        p->achieved_rate = rate;
        p->latency.count = p->service.count = n;
        p->latency.p50_ms = p95_ms / 2;
        p->latency.p95_ms = p95_ms;
        p->latency.p99_ms = p95_ms * 2;
        p->latency.max_ms = p95_ms * 4;
        p->service = p->latency;
        c->ran = 1;
        c->expected = c->messages = n;
        c->completeness = 1;
        c->fetch_msgs_per_sec = fetch;
        c->msgs_per_sec = fetch / 10;
        /* The windows the rates were averaged over. */
        p->duration_s = rate > 0 ? (double)n / rate : 0;
        c->fetch_s = fetch > 0 ? (double)n / fetch : 0;
        c->duration_s = fetch > 0 ? (double)n / (fetch / 10) : 0;
}

static const kp_check *check(const kp_evaluation *e, const char *tier_name,
                             const char *metric)
{
        for (size_t i = 0; i < e->n_checks; i++)
                if (strcmp(e->checks[i].tier, tier_name) == 0 &&
                    strcmp(e->checks[i].metric, metric) == 0)
                        return &e->checks[i];
        fail_msg("no check of %s on tier %s", metric, tier_name);
        return NULL;
}

static const kp_trend *trend(const kp_evaluation *e, const char *metric)
{
        for (size_t i = 0; i < e->x.n_trends; i++)
                if (strcmp(e->x.trends[i].metric, metric) == 0)
                        return &e->x.trends[i];
        return NULL;
}

/* The first record of code among n, or NULL. */
static const kp_judgment *record_of(const kp_judgment *v, size_t n,
                                    kp_jcode code)
{
        for (size_t i = 0; i < n; i++)
                if (v[i].code == code)
                        return &v[i];
        return NULL;
}

static const kp_judgment *risk_of(const kp_evaluation *e, kp_jcode code)
{
        return record_of(e->risks, e->n_risks, code);
}

/* A record's English, as the reports and results.json word it. */
static const char *words_en(const kp_judgment *j)
{
        static char buf[1024];
        char *s = kp_judgment_words(KP_LANG_EN, j);
        if (!s)
                fail_msg("no words for %s", kp_jcode_str(j->code));
        snprintf(buf, sizeof(buf), "%s", s);
        free(s);
        return buf;
}

/* The search tier's result: found and sustained rates (0: none), the
 * soak's figures as the tier's produce phase, then its consume phase
 * (docs/plan.md, "capacity": the final run reads its messages back). */
static void searched(kp_results *r, const char *name, double found,
                     double sustained, double p95_ms)
{
        kp_tier_result *t = tier(r, name);
        double rate = sustained > 0 ? sustained : found;
        uint64_t n = (uint64_t)(rate * 300);
        kp_search_trial tr = { 0 };
        measured(r, name, n, rate, p95_ms, 0);
        t->produce.target_rate = rate;
        t->search.ran = 1;
        t->search.found_rate = found;
        t->search.sustained_rate = sustained;
        tr.rate = found;
        tr.pass = 1;
        assert_int_equal(kp_search_push(&t->search, &tr), 0);
}

/* A backlog drain that caught up after caught_s, having read read. */
static void drained(kp_results *r, const char *name, double caught_s,
                    uint64_t read)
{
        kp_consume_result *c = &tier(r, name)->consume;
        c->backlog = c->drained = 1;
        c->during = 1;
        c->caught_up_s = caught_s;
        c->caught_up_messages = read;
}

static void brokers(kp_results *r, size_t n)
{
        r->cluster.brokers = calloc(n, sizeof(*r->cluster.brokers));
        assert_non_null(r->cluster.brokers);
        for (size_t i = 0; i < n; i++) {
                r->cluster.brokers[i].id = (int32_t)i + 1;
                r->cluster.brokers[i].host = strdup("127.0.0.1");
                assert_non_null(r->cluster.brokers[i].host);
        }
        r->cluster.n_brokers = n;
}

/* The worked example's measurements on the onboarding plan. */
static kp_results *worked_example(void)
{
        kp_results *r = plan_run(ONBOARDING, NULL);
        measured(r, "100k", 100000, 5000, 0.62, 200000);
        measured(r, "1M", 1000000, 5000, 0.71, 250000);
        measured(r, "10M", 10000000, 5000, 0.80, 250000);
        searched(r, "capacity", 12500, 12000, 0.9);
        measured(r, "backlog", 1000000, 5000, 0.7, 0);
        drained(r, "backlog", 40, 600000);
        brokers(r, 3);
        return r;
}

/* 100,000,000 messages per 24 h, peak factor 3, 1,000 B, RF 3, 7 d. */
static void test_target_figures(void **state)
{
        kp_results *r = plan_run(ONBOARDING, NULL);
        const kp_target *t = &r->plan->target;
        double raw, with;
        (void)state;
        assert_true(t->present);
        /* 100,000,000 / 86,400 s */
        assert_close(kp_target_avg_rate(t), 100000000.0 / 86400.0);
        assert_int_equal((int64_t)(kp_target_avg_rate(t) * 10 + 0.5), 11574);
        /* 1,157.407 x 3 = 3,472.2 msg/s */
        assert_int_equal((int64_t)(kp_target_peak_rate(t) * 10 + 0.5), 34722);
        /* 100,000,000 x 7 x 1,000 B x 3 = 2.1e12 B = 1.91 TiB; +10 %. */
        raw = kp_target_storage_bytes(t, &with);
        assert_close(raw, 2.1e12);
        assert_close(with, 2.31e12);
        assert_int_equal((int)(raw / TIB * 100 + 0.5), 191);
        assert_int_equal((int)(with / TIB * 100 + 0.5), 210);
        kp_results_destroy(r);
}

static void test_worked_example(void **state)
{
        kp_results *r = worked_example();
        kp_evaluation *e = evaluate(r);
        const kp_extrapolation *x = &e->x;
        const kp_trend *tr;
        double peak = 3 * 100000000.0 / 86400.0;
        (void)state;
        assert_true(x->present);
        /* The soak held 12,000 msg/s: sustained capacity. */
        assert_int_equal(x->capacity_kind, KP_CAP_SUSTAINED);
        assert_close(x->sustainable_rate, 12000);
        assert_string_equal(x->sustainable_tier, "capacity");
        assert_false(x->sustainable_lower_bound);
        /* 12,000 / 3,472.2 = 3.46x */
        assert_close(x->headroom, 12000 / peak);
        assert_int_equal((int)(x->headroom * 100 + 0.5), 346);
        /* No unlimited tier: no burst, and the plan did not ask for one. */
        assert_true(isnan(x->burst_rate));
        assert_int_equal(x->burst_unknown, KP_X_NO_UNLIMITED_TIER);
        assert_int_equal(x->sustainable_unknown, KP_X_KNOWN);
        assert_int_equal(x->headroom_unknown, KP_X_KNOWN);
        assert_int_equal(x->partitions_unknown, KP_X_KNOWN);
        assert_int_equal(x->consume_unknown, KP_X_KNOWN);
        assert_int_equal(x->drain_s_unknown, KP_X_KNOWN);
        assert_int_equal(x->drain_rate_unknown, KP_X_KNOWN);
        assert_int_equal(x->catch_up_unknown, KP_X_KNOWN);
        /* 12,000 msg/s over 6 partitions: 2,000 each; the peak needs
         * ceil(3,472.2 / 2,000) = 2. */
        assert_int_equal(x->capacity_partitions, 6);
        assert_close(x->partition_rate, 2000);
        assert_int_equal(x->partitions_needed, 2);
        /* 3,472.2 msg/s x 1,000 B x RF 3 / 3 brokers in; out x (1 group +
         * 3 - 1) / 3. */
        assert_int_equal(x->brokers, 3);
        assert_close(x->net_in_per_broker, peak * 1000);
        assert_close(x->net_out_per_broker, peak * 1000);
        /* The drain read 600,000 in 40 s: 15,000 msg/s while behind. An
         * hour's outage at the peak: 3,600 x 3,472.2 / (15,000 - 3,472.2)
         * = 1,084.3 s. */
        assert_close(x->drain_rate, 15000);
        assert_string_equal(x->drain_tier, "backlog");
        assert_close(x->outage_s, 3600);
        assert_close(x->outage_catch_up_s, 3600 * peak / (15000 - peak));
        assert_int_equal((int)(x->outage_catch_up_s + 0.5), 1084);
        /* 2.31e12 B with overhead over 3 brokers. */
        assert_close(x->storage_per_broker, 2.31e12 / 3);
        /* Best fetch-only rate 250,000 (the drain's is not one); ingest
         * and drain: 100,000,000 / 12,000 and / 250,000 = 400 s. */
        assert_close(x->consume_rate, 250000);
        assert_close(x->ingest_s, 100000000.0 / 12000);
        assert_close(x->drain_s, 400);
        /* A drain faster than every other read: the target drains at it. */
        tier(r, "backlog")->consume.caught_up_messages = 12000000;
        kp_evaluation_destroy(e);
        e = evaluate(r);
        x = &e->x;
        assert_close(x->drain_rate, 300000);
        assert_close(x->drain_s, 100000000.0 / 300000);
        /* (5, 0.62), (6, 0.71), (7, 0.80), three tiers alike but for
         * their volume: b = 0.09, a = 0.17, r2 = 1, projected to 8:
         * 0.89 ms, within <= 1. */
        tr = trend(e, "produce.latency.p95_ms");
        assert_non_null(tr);
        assert_int_equal(tr->n_points, 3);
        assert_true(fabs(tr->slope - 0.09) < 1e-9);
        assert_true(fabs(tr->intercept - 0.17) < 1e-9);
        assert_true(fabs(tr->r2 - 1) < 1e-9);
        assert_true(fabs(tr->projected - 0.89) < 1e-9);
        assert_true(tr->has_threshold);
        assert_false(tr->crosses);
        assert_false(tr->weak);
        assert_close(tr->rate, 5000);
        /* 5,000 msg/s is above the peak of 3,472.2. */
        assert_false(e->tiers[0].below_peak);
        assert_int_equal(e->verdict, KP_PASS);
        assert_string_equal(headline_of(r, e),
                            "Target 100,000,000 msgs / 24 h: required peak "
                            "3,472.2 msg/s; capacity at the criteria 12,000 "
                            "msg/s, sustained; headroom 3.46x");
        kp_evaluation_destroy(e);
        kp_results_destroy(r);
}

/* Values, thresholds, margins and verdicts of single checks. */
static void test_checks(void **state)
{
        kp_results *r = worked_example();
        kp_evaluation *e;
        const kp_check *k;
        (void)state;
        tier(r, "1M")->produce.latency.p95_ms = 1.25;
        tier(r, "10M")->produce.achieved_rate = 4900;
        tier(r, "capacity")->produce.failed = 2;
        tier(r, "1M")->consume.fetch_msgs_per_sec = 200000;
        e = evaluate(r);
        /* p95 0.62 <= 1: margin +0.38 ms, +38 %. */
        k = check(e, "100k", "produce.latency.p95_ms");
        assert_int_equal(k->verdict, KP_PASS);
        assert_true(fabs(k->margin - 0.38) < 1e-9);
        assert_true(fabs(k->margin_pct - 38) < 1e-9);
        /* p95 1.25 <= 1: margin -0.25 ms, FAIL. */
        k = check(e, "1M", "produce.latency.p95_ms");
        assert_int_equal(k->verdict, KP_FAIL);
        assert_true(fabs(k->margin + 0.25) < 1e-9);
        /* 4,900 / 5,000 = 0.98 >= 0.99: margin -0.01, FAIL. */
        k = check(e, "10M", "produce.rate.achieved_ratio");
        assert_int_equal(k->verdict, KP_FAIL);
        assert_true(fabs(k->value - 0.98) < 1e-12);
        assert_true(fabs(k->margin + 0.01) < 1e-12);
        /* A search's tier: the ratio to the rate its soak ran at. */
        k = check(e, "capacity", "produce.rate.achieved_ratio");
        assert_int_equal(k->verdict, KP_PASS);
        assert_close(k->value, 1);
        /* Two failed deliveries against <= 0. */
        k = check(e, "capacity", "produce.errors");
        assert_int_equal(k->verdict, KP_FAIL);
        assert_close(k->value, 2);
        /* fetch 200,000 >= 200,000 over 4 s, no round trip recorded
         * (each end to the clock's 1 ms): the limit lies within 199,900
         * to 200,100, so it is not judged (never a pass with no margin);
         * 250,000 passes. */
        k = check(e, "1M", "consume.fetch_msgs_per_sec");
        assert_int_equal(k->verdict, KP_INCOMPLETE);
        assert_int_equal(k->why, KP_WHY_WITHIN_ERROR);
        assert_int_equal(k->rate.end, KP_RATE_END_UNRECORDED);
        assert_close(k->rate.low, 200000 * 4 / 4.002);
        k = check(e, "10M", "consume.fetch_msgs_per_sec");
        assert_int_equal(k->verdict, KP_PASS);
        assert_close(k->margin, 50000);
        assert_int_equal(e->tiers[0].verdict, KP_PASS);
        assert_int_equal(e->tiers[1].verdict, KP_FAIL);
        assert_int_equal(e->tiers[2].verdict, KP_FAIL);
        assert_int_equal(e->tiers[3].verdict, KP_FAIL);
        assert_int_equal(e->tiers[4].verdict, KP_PASS);
        assert_int_equal(e->verdict, KP_FAIL);
        assert_string_equal(reason_en(r, e), "3 of 5 tiers failed a criterion");
        kp_evaluation_destroy(e);
        kp_results_destroy(r);
}

/* An interrupted tier never passes, even with good figures. */
static void test_incomplete(void **state)
{
        kp_results *r = worked_example();
        kp_tier_result *t = tier(r, "10M");
        kp_evaluation *e;
        const kp_check *k;
        (void)state;
        t->status = KP_TIER_INTERRUPTED;
        t->reason = strdup("interrupted by the user");
        assert_non_null(t->reason);
        e = evaluate(r);
        k = check(e, "10M", "produce.latency.p95_ms");
        assert_int_equal(k->verdict, KP_INCOMPLETE);
        assert_true(k->has_value);
        assert_int_equal(e->tiers[2].verdict, KP_INCOMPLETE);
        assert_int_equal(e->verdict, KP_INCOMPLETE);
        assert_string_equal(reason_en(r, e), "1 of 5 tiers did not complete");
        /* Only completed tiers make trends: two left, too few for one. */
        assert_null(trend(e, "produce.latency.p95_ms"));
        kp_evaluation_destroy(e);
        kp_results_destroy(r);
}

/* Below the required peak: FAIL when a search measured the capacity,
 * INCOMPLETE when only fixed rates ran (a lower bound). An unlimited tier
 * is a burst: never capacity, whatever its rate; nor is a fixed rate whose
 * latency no criterion judged. */
static void test_headroom_below_one(void **state)
{
        kp_results *r = worked_example();
        kp_evaluation *e;
        (void)state;
        tier(r, "capacity")->search.sustained_rate = 3000;
        tier(r, "capacity")->search.found_rate = 3000;
        e = evaluate(r);
        assert_close(e->x.headroom, 3000 / (3 * 100000000.0 / 86400.0));
        assert_int_equal(e->verdict, KP_FAIL);
        assert_non_null(strstr(reason_en(r, e), "3,000.0 msg/s sustained"));
        assert_non_null(strstr(reason_en(r, e), "headroom 0.86x"));
        kp_evaluation_destroy(e);
        kp_results_destroy(r);

        r = new_run(
            "{\"kplan\":1,\"name\":\"t\",\"topic\":{\"name\":\"t\"},"
            "\"tiers\":[{\"name\":\"a\",\"messages\":\"10k\",\"rate\":1000},"
            "{\"name\":\"b\",\"messages\":\"100k\",\"rate\":2000},"
            "{\"name\":\"c\",\"messages\":\"100k\",\"rate\":5000},"
            "{\"name\":\"burst\",\"messages\":\"1M\",\"rate\":\"unlimited\"}],"
            "\"criteria\":[{\"metric\":\"produce.latency.p95_ms\",\"op\":\"<="
            "\","
            "\"threshold\":5,\"tiers\":[\"a\",\"b\"]}],"
            "\"target\":{\"messages\":\"100M\",\"window\":\"24h\","
            "\"peak_factor\":3}}");
        measured(r, "a", 10000, 1000, 1, 100000);
        measured(r, "b", 100000, 2000, 1, 100000);
        /* 5,000 msg/s at 20 ms, no latency criterion on the tier: it met
         * its criteria, but not the plan's latency, so not capacity. */
        measured(r, "c", 100000, 5000, 20, 100000);
        /* 250,000 msg/s at a p95 of 250 ms: not capacity. */
        measured(r, "burst", 1000000, 250000, 250, 100000);
        e = evaluate(r);
        assert_int_equal(e->x.capacity_kind, KP_CAP_FIXED);
        assert_true(e->x.sustainable_lower_bound);
        assert_close(e->x.sustainable_rate, 2000);
        assert_close(e->x.burst_rate, 250000);
        assert_string_equal(e->x.burst_tier, "burst");
        assert_int_equal(e->verdict, KP_INCOMPLETE);
        assert_non_null(strstr(reason_en(r, e),
                               "capacity not demonstrated: at least 2,000"));
        assert_non_null(strstr(headline_of(r, e),
                               "at least 2,000.0 msg/s held at the "
                               "criteria"));
        assert_non_null(strstr(headline_of(r, e),
                               "burst 250,000 msg/s, latency not "
                               "bounded: not capacity"));
        kp_evaluation_destroy(e);
        kp_results_destroy(r);
}

/* The extrapolation's assumptions are records, in the reports' order,
 * each with the figures it rests on; the English from the catalog. */
static void test_assumption_records(void **state)
{
        static const kp_jcode order[] = {
                KP_J_ASSUME_TARGET,        KP_J_ASSUME_CAP_SUSTAINED,
                KP_J_ASSUME_PARTITIONS,    KP_J_ASSUME_NETWORK,
                KP_J_ASSUME_DISK,          KP_J_ASSUME_CATCH_UP,
                KP_J_ASSUME_DRAIN_CONSUME, KP_J_ASSUME_STORAGE,
                KP_J_ASSUME_TRENDS,
        };
        kp_results *r = worked_example();
        kp_evaluation *e = evaluate(r);
        const kp_extrapolation *x = &e->x;
        const kp_judgment *j;
        double peak = 3 * 100000000.0 / 86400.0;
        (void)state;
        assert_int_equal(x->n_assumptions, KP_ARRAY_LEN(order));
        for (size_t i = 0; i < KP_ARRAY_LEN(order); i++)
                assert_string_equal(kp_jcode_str(x->assumptions[i].code),
                                    kp_jcode_str(order[i]));
        assert_int_equal(e->n_risks, 0);
        /* 100,000,000 messages per 24 h, peak factor 3. */
        j = &x->assumptions[0];
        assert_int_equal(j->n_fig, 5);
        assert_close(j->fig[0].value, 100000000);
        assert_close(j->fig[1].value, 86400);
        assert_close(j->fig[2].value, 100000000.0 / 86400.0);
        assert_close(j->fig[3].value, 3);
        assert_close(j->fig[4].value, peak);
        assert_string_equal(words_en(j),
                            "The target is 100,000,000 messages per 24 h; the "
                            "required peak rate is the average rate (1,157.4 "
                            "msg/s) times the peak factor 3: 3,472.2 msg/s.");
        /* 12,000 msg/s over 6 partitions, 2,000 each; 2 needed. */
        j = &x->assumptions[2];
        assert_string_equal(j->fig[0].text, "capacity");
        assert_close(j->fig[1].value, 6);
        assert_close(j->fig[2].value, 12000);
        assert_close(j->fig[3].value, 2000);
        assert_close(j->fig[4].value, 2);
        /* The catch-up: 15,000 msg/s behind, an hour's outage. */
        j = &x->assumptions[5];
        assert_string_equal(j->fig[0].text, "backlog");
        assert_close(j->fig[1].value, 15000);
        assert_close(j->fig[2].value, peak);
        assert_close(j->fig[3].value, 3600);
        assert_close(j->fig[4].value, 3600 * peak / (15000 - peak));
        /* The best fetch-only read (250,000) is faster than the drain. */
        j = &x->assumptions[6];
        assert_close(j->fig[1].value, 250000);
        /* Storage: 1,000 B x RF 3 over 7 d, 2.1e12 B, +10%: 2.31e12 B. */
        j = &x->assumptions[7];
        assert_close(j->fig[0].value, 1000);
        assert_close(j->fig[1].value, 3);
        assert_close(j->fig[2].value, 7 * 86400);
        assert_close(j->fig[3].value, 2.1e12);
        assert_close(j->fig[4].value, 0.1);
        assert_close(j->fig[5].value, 2.31e12);
        kp_evaluation_destroy(e);

        /* A drain faster than every read: the target drains at it. */
        tier(r, "backlog")->consume.caught_up_messages = 12000000;
        e = evaluate(r);
        j = record_of(e->x.assumptions, e->x.n_assumptions,
                      KP_J_ASSUME_DRAIN_BACKLOG);
        assert_non_null(j);
        assert_null(record_of(e->x.assumptions, e->x.n_assumptions,
                              KP_J_ASSUME_DRAIN_CONSUME));
        assert_string_equal(j->fig[0].text, "backlog");
        assert_close(j->fig[1].value, 300000);
        kp_evaluation_destroy(e);

        /* The embedded cluster: the last assumption, with a target or
         * without one. */
        r->cluster.embedded = 1;
        e = evaluate(r);
        assert_int_equal(e->x.assumptions[e->x.n_assumptions - 1].code,
                         KP_J_ASSUME_EMBEDDED);
        assert_int_equal(e->x.assumptions[e->x.n_assumptions - 1].n_fig, 0);
        kp_evaluation_destroy(e);
        r->plan->target.present = 0;
        e = evaluate(r);
        assert_false(e->x.present);
        assert_int_equal(e->x.n_assumptions, 1);
        assert_int_equal(e->x.assumptions[0].code, KP_J_ASSUME_EMBEDDED);
        kp_evaluation_destroy(e);
        kp_results_destroy(r);
}

/* A tier below the peak and a backlog never caught up are risks, with
 * their figures. */
static void test_risk_records(void **state)
{
        kp_results *r = worked_example();
        kp_evaluation *e;
        const kp_judgment *j;
        double peak = 3 * 100000000.0 / 86400.0;
        (void)state;
        /* The drain read 60,000 in 40 s: 1,500 msg/s, under the peak. */
        tier(r, "backlog")->consume.caught_up_messages = 60000;
        e = evaluate(r);
        j = risk_of(e, KP_J_RISK_NEVER_CATCH_UP);
        assert_non_null(j);
        assert_int_equal(j->n_fig, 3);
        assert_string_equal(j->fig[0].text, "backlog");
        assert_close(j->fig[1].value, 1500);
        assert_close(j->fig[2].value, peak);
        assert_null(record_of(e->x.assumptions, e->x.n_assumptions,
                              KP_J_ASSUME_CATCH_UP));
        assert_string_equal(words_en(j),
                            "Backlog: tier backlog's consumers read 1,500.0 "
                            "msg/s while behind, not more than the peak of "
                            "3,472.2 msg/s: after a consumer outage at the "
                            "peak they never catch up.");
        kp_evaluation_destroy(e);
        kp_results_destroy(r);
}

/* A fixed-rate tier that fails a criterion holds nothing; a search
 * without a soak is trials only: INCOMPLETE, with a risk. */
static void test_capacity_kinds(void **state)
{
        kp_results *r = worked_example();
        kp_evaluation *e;
        const kp_judgment *rk;
        (void)state;
        tier(r, "capacity")->search.sustained_rate = 0;
        e = evaluate(r);
        assert_int_equal(e->x.capacity_kind, KP_CAP_TRIALS);
        assert_close(e->x.sustainable_rate, 12500);
        assert_int_equal(e->verdict, KP_INCOMPLETE);
        assert_non_null(strstr(reason_en(r, e), "trials only"));
        rk = risk_of(e, KP_J_RISK_TRIALS);
        assert_non_null(rk);
        assert_int_equal(rk->n_fig, 1);
        assert_string_equal(rk->fig[0].text, "capacity");
        assert_non_null(
            strstr(words_en(rk), "(tier capacity): no soak held it"));
        kp_evaluation_destroy(e);
        kp_results_destroy(r);

        r = worked_example();
        tier(r, "capacity")->search.sustained_rate = 0;
        tier(r, "capacity")->search.found_rate = 0;
        /* Every fixed tier fails its p95: none is a lower bound. */
        tier(r, "100k")->produce.latency.p95_ms = 2;
        tier(r, "1M")->produce.latency.p95_ms = 2;
        tier(r, "10M")->produce.latency.p95_ms = 2;
        tier(r, "backlog")->produce.failed = 1;
        e = evaluate(r);
        assert_int_equal(e->x.capacity_kind, KP_CAP_NONE);
        /* Nothing measured the capacity: the figures resting on it are
         * unknown, with the reason, never 0. */
        assert_true(isnan(e->x.sustainable_rate));
        assert_int_equal(e->x.sustainable_unknown, KP_X_NO_CAPACITY);
        assert_true(isnan(e->x.headroom));
        assert_int_equal(e->x.headroom_unknown, KP_X_NO_CAPACITY);
        assert_true(isnan(e->x.ingest_s));
        assert_int_equal(e->x.ingest_unknown, KP_X_NO_CAPACITY);
        assert_int_equal(e->x.partitions_needed, 0);
        assert_true(isnan(e->x.partition_rate));
        assert_int_equal(e->x.partitions_unknown, KP_X_NO_CAPACITY);
        assert_close(e->x.below_rate, 0);
        assert_non_null(strstr(headline_of(r, e),
                               "capacity at the criteria not "
                               "measured"));
        kp_evaluation_destroy(e);
        /* The search's first trial failed: the capacity is under its
         * lowest rate, and the headline says so. */
        {
                kp_search_trial x;
                kp_tier_result *c = tier(r, "capacity");
                kp_search_result_free(&c->search);
                memset(&c->search, 0, sizeof(c->search));
                memset(&x, 0, sizeof(x));
                x.rate = kp_plan_tier(r->plan, "capacity")->search.from;
                x.latency.p95_ms = 9;
                c->search.ran = 1;
                assert_int_equal(kp_search_push(&c->search, &x), 0);
        }
        e = evaluate(r);
        assert_int_equal(e->x.capacity_kind, KP_CAP_NONE);
        assert_close(e->x.below_rate,
                     kp_plan_tier(r->plan, "capacity")->search.from);
        assert_non_null(
            strstr(headline_of(r, e), "capacity at the criteria under "));
        assert_non_null(strstr(headline_of(r, e), "lowest rate failed them"));
        kp_evaluation_destroy(e);
        kp_results_destroy(r);
}

/* A projection past a criterion's threshold is a risk, not a verdict. */
static void test_trend_crossing(void **state)
{
        kp_results *r = worked_example();
        kp_evaluation *e;
        const kp_judgment *rk;
        const kp_trend *tr;
        (void)state;
        /* (5, 0.5), (6, 0.7), (7, 0.9): b = 0.2, a = -0.5; at 8: 1.1 > 1. */
        tier(r, "100k")->produce.latency.p95_ms = 0.5;
        tier(r, "1M")->produce.latency.p95_ms = 0.7;
        tier(r, "10M")->produce.latency.p95_ms = 0.9;
        e = evaluate(r);
        tr = trend(e, "produce.latency.p95_ms");
        assert_non_null(tr);
        assert_true(fabs(tr->slope - 0.2) < 1e-9);
        assert_true(fabs(tr->intercept + 0.5) < 1e-9);
        assert_true(fabs(tr->projected - 1.1) < 1e-9);
        assert_true(tr->crosses);
        rk = risk_of(e, KP_J_RISK_TREND_CROSSES);
        assert_non_null(rk);
        assert_int_equal(rk->n_fig, 6);
        assert_string_equal(rk->fig[0].text, "produce.latency.p95_ms");
        assert_true(fabs(rk->fig[1].value - 1.1) < 1e-9);
        assert_string_equal(rk->fig[1].unit, "ms");
        assert_close(rk->fig[2].value, 3);
        assert_close(rk->fig[3].value, 1);
        assert_string_equal(rk->fig[4].text, "<=");
        assert_close(rk->fig[5].value, 1);
        assert_non_null(strstr(
            words_en(rk), "p95 produce latency projects to 1.100 ms at the "
                          "target volume (least squares "
                          "over 3 tiers, R² 1.00), beyond "
                          "the criterion ≤ 1 ms."));
        assert_int_equal(e->verdict, KP_PASS);
        kp_evaluation_destroy(e);
        kp_results_destroy(r);
}

/* Not a straight line: r2 from the residuals. (5, 1), (6, 3), (7, 2):
 * b = 0.5, a = 2 - 0.5 x 6 = -1, residuals -0.5, +1, -0.5, so
 * r2 = 1 - 1.5 / 2 = 0.25. */
static void test_trend_r2(void **state)
{
        kp_results *r = worked_example();
        kp_evaluation *e;
        const kp_trend *tr;
        (void)state;
        tier(r, "100k")->produce.latency.p99_ms = 1;
        tier(r, "1M")->produce.latency.p99_ms = 3;
        tier(r, "10M")->produce.latency.p99_ms = 2;
        e = evaluate(r);
        tr = trend(e, "produce.latency.p99_ms");
        assert_non_null(tr);
        assert_true(fabs(tr->slope - 0.5) < 1e-9);
        assert_true(fabs(tr->intercept + 1) < 1e-9);
        assert_true(fabs(tr->r2 - 0.25) < 1e-9);
        assert_false(tr->has_threshold);
        kp_evaluation_destroy(e);
        kp_results_destroy(r);
}

/* Trends come only from tiers alike but for their volume, three of
 * them at least: a tier at another rate is no point. A consumer that
 * reads while its tier produces goes at the producer's pace: no point of
 * the consume-rate trend. */
static void test_trend_points(void **state)
{
        kp_results *r = new_run(
            "{\"kplan\":1,\"name\":\"t\",\"topic\":{\"name\":\"t\"},"
            "\"tiers\":[{\"name\":\"a\",\"messages\":\"10k\",\"rate\":2000},"
            "{\"name\":\"b\",\"messages\":\"100k\",\"rate\":2000},"
            "{\"name\":\"c\",\"messages\":\"1M\",\"rate\":2000},"
            "{\"name\":\"d\",\"messages\":\"10M\",\"rate\":5000}],"
            "\"target\":{\"messages\":\"100M\",\"window\":\"24h\"}}");
        kp_evaluation *e;
        const kp_trend *tr;
        (void)state;
        measured(r, "a", 10000, 2000, 1, 1000);
        measured(r, "b", 100000, 2000, 2, 300000);
        measured(r, "c", 1000000, 2000, 3, 400000);
        measured(r, "d", 10000000, 5000, 40, 500000);
        e = evaluate(r);
        tr = trend(e, "produce.latency.p95_ms");
        assert_non_null(tr);
        /* a, b, c: d runs at another rate. */
        assert_int_equal(tr->n_points, 3);
        assert_close(tr->rate, 2000);
        assert_true(fabs(tr->slope - 1) < 1e-9);
        kp_evaluation_destroy(e);
        kp_results_destroy(r);

        r = new_run(
            "{\"kplan\":1,\"name\":\"t\",\"topic\":{\"name\":\"t\"},"
            "\"tiers\":[{\"name\":\"a\",\"messages\":\"10k\",\"rate\":2000,"
            "\"consumer\":{\"mode\":\"during\"}},"
            "{\"name\":\"b\",\"messages\":\"100k\",\"rate\":2000},"
            "{\"name\":\"c\",\"messages\":\"1M\",\"rate\":2000}],"
            "\"target\":{\"messages\":\"100M\",\"window\":\"24h\"}}");
        measured(r, "a", 10000, 2000, 1, 1000);
        measured(r, "b", 100000, 2000, 1, 300000);
        measured(r, "c", 1000000, 2000, 1, 400000);
        e = evaluate(r);
        /* a reads during its produce phase: it is not alike b and c. */
        assert_null(trend(e, "consume.msgs_per_sec"));
        assert_null(trend(e, "produce.latency.p95_ms"));
        kp_evaluation_destroy(e);
        kp_results_destroy(r);
}

/* A trend is never safe where a measured point fails, a weak fit is no
 * risk, and a projection below zero is no projection. */
static void test_trend_honest(void **state)
{
        kp_results *r = worked_example();
        kp_evaluation *e;
        const kp_judgment *rk;
        const kp_trend *tr;
        (void)state;
        /* 10M fails p95 <= 1 although the fit would stay under it. */
        tier(r, "100k")->produce.latency.p95_ms = 0.3;
        tier(r, "1M")->produce.latency.p95_ms = 1.4;
        tier(r, "10M")->produce.latency.p95_ms = 0.4;
        e = evaluate(r);
        tr = trend(e, "produce.latency.p95_ms");
        assert_non_null(tr);
        assert_true(tr->points_fail);
        assert_true(tr->crosses);
        assert_true(tr->weak); /* r2 tiny */
        rk = risk_of(e, KP_J_RISK_TREND_FAILS);
        assert_non_null(rk);
        assert_null(risk_of(e, KP_J_RISK_TREND_CROSSES));
        assert_int_equal(rk->n_fig, 3);
        assert_string_equal(rk->fig[0].text, "produce.latency.p95_ms");
        assert_string_equal(rk->fig[1].text, "<=");
        assert_close(rk->fig[2].value, 1);
        assert_non_null(strstr(words_en(rk), " already fails its criterion "
                                             "≤ 1 ms in the measured volume "
                                             "tiers"));
        kp_evaluation_destroy(e);
        kp_results_destroy(r);

        r = worked_example();
        /* (5, 0.9), (6, 0.5), (7, 0.1): at 8, -0.3 ms. */
        tier(r, "100k")->produce.latency.p95_ms = 0.9;
        tier(r, "1M")->produce.latency.p95_ms = 0.5;
        tier(r, "10M")->produce.latency.p95_ms = 0.1;
        e = evaluate(r);
        tr = trend(e, "produce.latency.p95_ms");
        assert_non_null(tr);
        assert_true(tr->below_zero);
        assert_true(tr->projected < 0);
        assert_false(tr->crosses);
        kp_evaluation_destroy(e);
        kp_results_destroy(r);
}

/* A check the plan can judge that measured nothing at run time is not
 * N/A: the run is INCOMPLETE, never PASS, and says which check. */
static void test_unjudged(void **state)
{
        kp_results *r = new_run(
            "{\"name\": \"u\", \"tiers\": ["
            "{\"name\": \"during\", \"messages\": 1000, \"rate\": 100,"
            " \"consumer\": {\"mode\": \"during\"}},"
            "{\"name\": \"burst\", \"messages\": 1000, \"rate\": "
            "\"unlimited\", \"warmup\": \"5s\"}],"
            "\"criteria\": ["
            "{\"metric\": \"consume.e2e_latency.p95_ms\", \"op\": \"<=\","
            " \"threshold\": 5, \"tiers\": [\"during\"]},"
            "{\"metric\": \"produce.latency.p95_ms\", \"op\": \"<=\","
            " \"threshold\": 5},"
            "{\"metric\": \"consume.duplicates\", \"op\": \"<=\","
            " \"threshold\": 0, \"tiers\": [\"during\"]}]}");
        kp_evaluation *e;
        const kp_check *k;
        (void)state;
        measured(r, "during", 1000, 100, 1, 50000);
        tier(r, "during")->consume.during = 1;
        tier(r, "during")->consume.identity = 1;
        measured(r, "burst", 1000, 9000, 1, 50000);
        /* The consumer read during production and recorded no latency,
         * and every message of the burst fell in its warm-up. */
        e = evaluate(r);
        k = check(e, "during", "consume.e2e_latency.p95_ms");
        assert_int_equal(k->verdict, KP_INCOMPLETE);
        assert_int_equal(k->why, KP_WHY_NO_MEASURED);
        assert_false(k->has_value);
        assert_int_equal(check(e, "during", "consume.duplicates")->verdict,
                         KP_PASS);
        assert_int_equal(check(e, "burst", "produce.latency.p95_ms")->verdict,
                         KP_PASS);
        assert_int_equal(e->tiers[0].verdict, KP_INCOMPLETE);
        assert_int_equal(e->n_unjudged, 1);
        assert_int_equal(e->verdict, KP_INCOMPLETE);
        assert_int_equal(e->run.code, KP_J_RUN_UNJUDGED);
        assert_int_equal(kp_verdict_exit(e->verdict), 1);
        assert_string_equal(reason_en(r, e),
                            "1 of 4 checks could not be judged; the first: "
                            "consume.e2e_latency.p95_ms on during: no "
                            "message was measured after the warm-up");
        kp_evaluation_destroy(e);
        /* Every message of the burst in its warm-up; the consumer counted
         * by offset, so duplicates are not known. */
        tier(r, "during")->consume.e2e.count = 1000;
        tier(r, "during")->consume.e2e.p95_ms = 2;
        tier(r, "during")->consume.identity = 0;
        tier(r, "burst")->produce.measured = 0;
        tier(r, "burst")->produce.latency.count = 0;
        e = evaluate(r);
        assert_int_equal(check(e, "during", "consume.duplicates")->why,
                         KP_WHY_BY_OFFSET);
        k = check(e, "burst", "produce.latency.p95_ms");
        assert_int_equal(k->verdict, KP_INCOMPLETE);
        assert_int_equal(k->why, KP_WHY_NO_MEASURED);
        assert_int_equal(e->n_unjudged, 2);
        assert_int_equal(e->verdict, KP_INCOMPLETE);
        kp_evaluation_destroy(e);
        kp_results_destroy(r);
}

/* N/A by the plan (a criterion for every tier, on a tier it does not
 * fit) leaves the verdict to the checks that judged. */
static void test_na_by_plan(void **state)
{
        kp_results *r = new_run(
            "{\"name\": \"n\", \"tiers\": ["
            "{\"name\": \"fixed\", \"messages\": 1000, \"rate\": 100},"
            "{\"name\": \"burst\", \"messages\": 1000, \"rate\": "
            "\"unlimited\"}],"
            "\"criteria\": [{\"metric\": \"produce.rate.achieved_ratio\","
            " \"op\": \">=\", \"threshold\": 0.99}]}");
        kp_evaluation *e;
        const kp_check *k;
        (void)state;
        measured(r, "fixed", 1000, 100, 1, 50000);
        measured(r, "burst", 1000, 9000, 1, 50000);
        e = evaluate(r);
        k = check(e, "burst", "produce.rate.achieved_ratio");
        assert_int_equal(k->verdict, KP_NA);
        assert_int_equal(k->why, KP_WHY_MISFIT);
        assert_int_equal(k->misfit, KP_MISFIT_UNLIMITED);
        assert_int_equal(
            check(e, "fixed", "produce.rate.achieved_ratio")->verdict, KP_PASS);
        assert_int_equal(e->verdict, KP_PASS);
        kp_evaluation_destroy(e);
        kp_results_destroy(r);
}

/* The results of a plan stored before the plan checks: parsed offline,
 * as kplan report reads results.json. */
static kp_results *stored_run(const char *plan_json)
{
        cJSON *src = cJSON_Parse(plan_json);
        kp_plan *p = NULL;
        kp_results *r = NULL;
        char err[1024] = "";
        assert_non_null(src);
        if (kp_plan_from_source(src, &p, err, sizeof(err)))
                fail_msg("stored plan: %s", err);
        if (kp_results_new(p, &r, err, sizeof(err)))
                fail_msg("results: %s", err);
        kp_plan_destroy(p);
        cJSON_Delete(src);
        return r;
}

/* Issue 28's run: e2e latency named on a tier read after the produce
 * phase, a capacity on a fixed-rate tier. It printed PASS and exited 0
 * with nothing judged; reported again, it is INCOMPLETE. */
static void test_nothing_judged_never_passes(void **state)
{
        kp_results *r = stored_run(
            "{\"name\": \"pass-nothing\", \"tiers\": [{\"name\": \"20k\", "
            "\"messages\": \"20k\", \"rate\": 2000}],"
            "\"criteria\": ["
            "{\"metric\": \"consume.e2e_latency.p95_ms\", \"op\": \"<=\","
            " \"threshold\": 5, \"tiers\": [\"20k\"]},"
            "{\"metric\": \"capacity.rate_msgs_per_sec\", \"op\": \">=\","
            " \"threshold\": 1000000, \"tiers\": [\"20k\"]}]}");
        kp_evaluation *e;
        const kp_check *k;
        (void)state;
        measured(r, "20k", 20000, 2000, 1, 50000);
        e = evaluate(r);
        k = check(e, "20k", "consume.e2e_latency.p95_ms");
        assert_int_equal(k->verdict, KP_INCOMPLETE);
        assert_int_equal(k->misfit, KP_MISFIT_AFTER);
        k = check(e, "20k", "capacity.rate_msgs_per_sec");
        assert_int_equal(k->verdict, KP_INCOMPLETE);
        assert_int_equal(k->misfit, KP_MISFIT_NOT_SEARCH);
        assert_int_not_equal(e->verdict, KP_PASS);
        assert_int_equal(kp_verdict_exit(e->verdict), 1);
        assert_non_null(
            strstr(reason_en(r, e), "2 of 2 checks could not be judged"));
        kp_evaluation_destroy(e);
        kp_results_destroy(r);

        /* A plan without criteria judges nothing: not a pass either. */
        r = new_run("{\"name\": \"none\", \"tiers\": [{\"name\": \"a\", "
                    "\"messages\": 1000, \"rate\": 100}]}");
        measured(r, "a", 1000, 100, 1, 50000);
        e = evaluate(r);
        assert_int_equal(e->tiers[0].verdict, KP_PASS);
        assert_int_equal(e->verdict, KP_INCOMPLETE);
        assert_int_equal(e->run.code, KP_J_RUN_NO_CRITERIA);
        assert_string_equal(reason_en(r, e),
                            "the plan has no criteria: nothing was judged");
        kp_evaluation_destroy(e);
        kp_results_destroy(r);
}

/* Consumers that were never assigned a partition (their timeout came
 * first): the join never ended and there was no fetch time. The checks
 * carried a join "as long as the phase" as their value, and a fetch rate
 * of 0 msg/s "measured over 0 s"; neither is known: no value, and the
 * tier's reason. */
static void test_never_assigned(void **state)
{
        kp_results *r = new_run(
            "{\"name\": \"t\", \"tiers\": [{\"name\": \"a\", "
            "\"messages\": 2000, \"rate\": 2000}],"
            "\"criteria\": ["
            "{\"metric\": \"consume.rebalance_ms\", \"op\": \"<=\","
            " \"threshold\": 5000},"
            "{\"metric\": \"consume.fetch_msgs_per_sec\", \"op\": \">=\","
            " \"threshold\": 1}]}");
        kp_tier_result *t;
        kp_consume_result *c;
        kp_evaluation *e;
        const kp_check *k;
        (void)state;
        measured(r, "a", 2000, 2000, 1, 0);
        t = tier(r, "a");
        t->status = KP_TIER_INCOMPLETE;
        t->reason = strdup("the consumer received no message");
        assert_non_null(t->reason);
        c = &t->consume;
        c->messages = 0;
        c->timed_out = 1;
        c->duration_s = 1.1;
        c->rebalance_ms = 1100;
        c->fetch_s = 0;
        c->fetch_msgs_per_sec = c->msgs_per_sec = 0;
        assert_false(kp_consume_assigned(c));
        e = evaluate(r);
        k = check(e, "a", "consume.rebalance_ms");
        assert_int_equal(k->verdict, KP_INCOMPLETE);
        assert_int_equal(k->why, KP_WHY_TIER);
        assert_false(k->has_value);
        k = check(e, "a", "consume.fetch_msgs_per_sec");
        assert_int_equal(k->verdict, KP_INCOMPLETE);
        assert_int_equal(k->why, KP_WHY_TIER);
        assert_false(k->has_value);
        kp_evaluation_destroy(e);
        /* Assigned after 3 s and read to the end: the join is known and
         * judged. */
        t->status = KP_TIER_COMPLETE;
        c->messages = 2000;
        c->timed_out = 0;
        c->rebalance_ms = 3000;
        c->duration_s = 4;
        c->fetch_s = 1;
        assert_true(kp_consume_assigned(c));
        e = evaluate(r);
        k = check(e, "a", "consume.rebalance_ms");
        assert_int_equal(k->verdict, KP_PASS);
        assert_close(k->value, 3000);
        kp_evaluation_destroy(e);
        kp_results_destroy(r);
}

/* A consume phase stopped before it read every message (Ctrl-C): the
 * messages it did not read are not lost, so completeness and missing are
 * not judged (INCOMPLETE, with the tier's reason), where they were FAIL
 * with 0% read back; the run is INCOMPLETE, not FAIL. A phase that read
 * everything is judged as always. */
static void test_consume_stopped(void **state)
{
        kp_results *r =
            new_run("{\"name\": \"t\", \"tiers\": [{\"name\": \"a\", "
                    "\"messages\": 2000, \"rate\": 2000}],"
                    "\"criteria\": ["
                    "{\"metric\": \"consume.completeness\", \"op\": \">=\","
                    " \"threshold\": 1},"
                    "{\"metric\": \"consume.missing\", \"op\": \"<=\","
                    " \"threshold\": 0}]}");
        kp_tier_result *t;
        kp_consume_result *c;
        kp_evaluation *e;
        const kp_check *k;
        (void)state;
        measured(r, "a", 2000, 2000, 1, 50000);
        t = tier(r, "a");
        t->status = KP_TIER_INTERRUPTED;
        t->reason = strdup("interrupted by the user");
        assert_non_null(t->reason);
        c = &t->consume;
        c->messages = 500;
        c->missing = 1500;
        c->completeness = 0.25;
        c->stopped = 1;
        e = evaluate(r);
        k = check(e, "a", "consume.completeness");
        assert_int_equal(k->verdict, KP_INCOMPLETE);
        assert_int_equal(k->why, KP_WHY_TIER);
        assert_false(k->has_value);
        k = check(e, "a", "consume.missing");
        assert_int_equal(k->verdict, KP_INCOMPLETE);
        assert_false(k->has_value);
        assert_int_equal(e->verdict, KP_INCOMPLETE);
        kp_evaluation_destroy(e);
        /* Not stopped (the timeout ended it): 25% read back fails. */
        c->stopped = 0;
        c->timed_out = 1;
        t->status = KP_TIER_INCOMPLETE;
        e = evaluate(r);
        k = check(e, "a", "consume.completeness");
        assert_int_equal(k->verdict, KP_FAIL);
        assert_close(k->value, 0.25);
        kp_evaluation_destroy(e);
        kp_results_destroy(r);
}

/* A parallel group's aggregate counts duplicates when every workload
 * counted message by message. */
static void test_aggregate_duplicates(void **state)
{
        kp_results *r = new_run(
            "{\"name\": \"g\", \"tiers\": [{\"name\": \"peak\", "
            "\"workloads\": [{\"name\": \"a\", \"messages\": 100, "
            "\"rate\": 10}, {\"name\": \"b\", \"messages\": 100, "
            "\"rate\": 10}]}],"
            "\"criteria\": [{\"metric\": \"consume.duplicates\", \"op\": "
            "\"<=\", \"threshold\": 0, \"aggregate\": true}]}");
        kp_evaluation *e;
        const kp_check *k;
        (void)state;
        measured(r, "peak/a", 100, 10, 1, 1000);
        measured(r, "peak/b", 100, 10, 1, 1000);
        tier(r, "peak/a")->consume.identity = 1;
        tier(r, "peak/b")->consume.identity = 1;
        tier(r, "peak/b")->consume.duplicates = 3;
        e = evaluate(r);
        k = check(e, "peak", "consume.duplicates");
        assert_true(k->has_value);
        assert_close(k->value, 3);
        assert_int_equal(k->verdict, KP_FAIL);
        kp_evaluation_destroy(e);
        kp_results_destroy(r);
}

/* The rule alone (docs/metrics.md, "A rate is judged with its
 * uncertainty"): 100,000 messages read in 0.05 s with each end known to
 * 6.5 ms allow 1,587,301.6 to 2,702,702.7 msg/s. A threshold outside
 * that range is decided, one inside it is not; a window that may be
 * empty has no highest rate; a count of 0 is exact. */
static void test_rate_bounds(void **state)
{
        kp_rate_bounds b;
        kp_client c;
        kp_rate_end what;
        (void)state;
        kp_rate_bounds_set(&b, 2000000, 0.05, 0.0065);
        assert_close(b.low, 100000 / 0.063);
        assert_close(b.high, 100000 / 0.037);
        assert_int_equal(kp_rate_decides(&b, KP_CMP_GE, 1000), 1);
        assert_int_equal(kp_rate_decides(&b, KP_CMP_GE, 1e9), 0);
        assert_int_equal(kp_rate_decides(&b, KP_CMP_GE, 2100000), -1);
        assert_int_equal(kp_rate_decides(&b, KP_CMP_GE, 1600000), -1);
        assert_int_equal(kp_rate_decides(&b, KP_CMP_GE, b.low), 1);
        assert_int_equal(kp_rate_decides(&b, KP_CMP_GT, b.low), -1);
        assert_int_equal(kp_rate_decides(&b, KP_CMP_GT, b.high), 0);
        assert_int_equal(kp_rate_decides(&b, KP_CMP_LE, 1e9), 1);
        assert_int_equal(kp_rate_decides(&b, KP_CMP_LE, 1000), 0);
        assert_int_equal(kp_rate_decides(&b, KP_CMP_LT, 2000000), -1);
        /* A window shorter than its ends' error: at least a rate, no
         * most. */
        kp_rate_bounds_set(&b, 5000 / 0.0088, 0.0088, 0.005);
        assert_close(b.low, 5000 / 0.0188);
        assert_true(isinf(b.high));
        assert_int_equal(kp_rate_decides(&b, KP_CMP_GE, 1000), 1);
        assert_int_equal(kp_rate_decides(&b, KP_CMP_GE, 1e9), -1);
        assert_int_equal(kp_rate_decides(&b, KP_CMP_LE, 1e9), -1);
        /* A zero-length window: nothing decided. */
        kp_rate_bounds_set(&b, 0, 0, 0.001);
        assert_close(b.low, 0);
        assert_true(isinf(b.high));
        assert_int_equal(kp_rate_decides(&b, KP_CMP_GE, 1000), -1);
        assert_int_equal(kp_rate_decides(&b, KP_CMP_LE, 1000), -1);
        /* Nothing read over a second: exactly 0. */
        kp_rate_bounds_set(&b, 0, 1.0, 0.001);
        assert_close(b.low, 0);
        assert_close(b.high, 0);
        assert_int_equal(kp_rate_decides(&b, KP_CMP_GE, 1000), 0);
        assert_int_equal(kp_rate_decides(&b, KP_CMP_LE, 5), 1);
        /* An end's error: the client's highest round-trip p95; with none
         * recorded, the statistics interval over a window too short for
         * statistics, the clock's grain over a longer one (an older
         * results.json); never under the grain. */
        memset(&c, 0, sizeof(c));
        assert_close(kp_rate_end_error_s(NULL, 1000000, 0.5, &what), 1.0);
        assert_int_equal(what, KP_RATE_END_INTERVAL);
        assert_close(kp_rate_end_error_s(NULL, 1000000, 5, &what),
                     KP_RATE_CLOCK_GRAIN_S);
        assert_int_equal(what, KP_RATE_END_UNRECORDED);
        assert_close(kp_rate_end_error_s(&c, 5000000, 2, &what), 5.0);
        assert_int_equal(what, KP_RATE_END_INTERVAL);
        assert_close(kp_rate_end_error_s(&c, 0, 0.5, NULL), 1.0);
        assert_close(kp_rate_end_error_s(&c, 100, 0.5, &what),
                     KP_RATE_CLOCK_GRAIN_S);
        assert_int_equal(what, KP_RATE_END_GRAIN);
        client_rtt(&c, NAN);
        assert_close(kp_rate_end_error_s(&c, 2000000, 1.5, NULL), 2.0);
        client_rtt(&c, 3.9);
        client_rtt(&c, 6.5);
        assert_close(kp_rate_end_error_s(&c, 1000000, 0.05, &what), 0.0065);
        assert_int_equal(what, KP_RATE_END_RTT);
        assert_close(kp_rate_end_error_s(&c, 1000000, 50, NULL), 0.0065);
        client_rtt(&c, 0.2);
        assert_close(kp_rate_end_error_s(&c, 1000000, 0.05, NULL), 0.0065);
        kp_client_free(&c);
        memset(&c, 0, sizeof(c));
        client_rtt(&c, 0.2);
        assert_close(kp_rate_end_error_s(&c, 1000000, 0.05, &what),
                     KP_RATE_CLOCK_GRAIN_S);
        assert_int_equal(what, KP_RATE_END_GRAIN);
        kp_client_free(&c);
}

/* The extrapolation as results.json writes it: field is null and
 * "unknown" names why (want), or field is a number and not in
 * "unknown" (want NULL). */
static void assert_json_unknown(const kp_evaluation *e, const char *field,
                                const char *want)
{
        cJSON *o = kp_evaluation_to_json(e);
        const cJSON *x = cJSON_GetObjectItemCaseSensitive(o, "extrapolation");
        const cJSON *u = cJSON_GetObjectItemCaseSensitive(x, "unknown");
        const cJSON *v = cJSON_GetObjectItemCaseSensitive(x, field);
        const cJSON *why = cJSON_GetObjectItemCaseSensitive(u, field);
        assert_non_null(v);
        if (want) {
                assert_true(cJSON_IsNull(v));
                assert_true(cJSON_IsString(why));
                assert_string_equal(why->valuestring, want);
        } else {
                assert_true(cJSON_IsNumber(v));
                assert_null(why);
        }
        cJSON_Delete(o);
}

/* The time to drain the target comes only from a consumer that read a
 * backlog: one that read after its producer stopped, or a backlog
 * drain. A consumer that read while its producer ran went at the
 * producer's pace: never a drain rate. Without either, the drain is
 * unknown, with its reason, and results.json writes null. */
static void test_drain_source(void **state)
{
        kp_results *r = worked_example();
        kp_evaluation *e;
        const kp_extrapolation *x;
        (void)state;
        /* The volume tiers read while they produced (mode "during"), at
         * 250,000 msg/s: not a read of a backlog. The backlog drain's
         * 15,000 msg/s is the only one. */
        tier(r, "100k")->consume.during = 1;
        tier(r, "1M")->consume.during = 1;
        /* An older results file may not record the mode: the plan's. */
        for (size_t i = 0; i < r->plan->n_tiers; i++)
                if (!strcmp(r->plan->tiers[i].name, "10M"))
                        r->plan->tiers[i].consume.during = 1;
        e = evaluate(r);
        x = &e->x;
        assert_true(isnan(x->consume_rate));
        assert_null(x->consume_tier);
        assert_int_equal(x->consume_unknown, KP_X_NO_BACKLOG_READ);
        assert_close(x->drain_rate, 15000);
        assert_int_equal(x->drain_s_unknown, KP_X_KNOWN);
        assert_close(x->drain_s, 100000000.0 / 15000);
        assert_json_unknown(e, "consume_msgs_per_sec", "no_backlog_read");
        assert_json_unknown(e, "drain_s", NULL);
        kp_evaluation_destroy(e);

        /* The backlog tier never caught up: no consumer read a backlog,
         * so neither the drain time nor the catch-up is known. */
        tier(r, "backlog")->consume.drained = 0;
        e = evaluate(r);
        x = &e->x;
        assert_true(isnan(x->drain_s));
        assert_int_equal(x->drain_s_unknown, KP_X_NO_BACKLOG_READ);
        assert_true(isnan(x->drain_rate));
        assert_int_equal(x->drain_rate_unknown, KP_X_NOT_DRAINED);
        assert_true(isnan(x->outage_catch_up_s));
        assert_int_equal(x->catch_up_unknown, KP_X_NOT_DRAINED);
        assert_json_unknown(e, "drain_s", "no_backlog_read");
        assert_json_unknown(e, "backlog_drain_msgs_per_sec", "not_drained");
        assert_json_unknown(e, "outage_catch_up_s", "not_drained");
        /* What was measured stays a number. */
        assert_json_unknown(e, "headroom", NULL);
        assert_json_unknown(e, "partitions_needed", NULL);
        kp_evaluation_destroy(e);

        /* One tier read after its producer stopped (mode "after"): its
         * fetch rate drains the target. */
        tier(r, "1M")->consume.during = 0;
        e = evaluate(r);
        x = &e->x;
        assert_string_equal(x->consume_tier, "1M");
        assert_close(x->consume_rate, 250000);
        assert_close(x->drain_s, 400);
        assert_json_unknown(e, "drain_s", NULL);
        assert_json_unknown(e, "consume_msgs_per_sec", NULL);
        kp_evaluation_destroy(e);
        kp_results_destroy(r);
}

/* No rate met the criteria and no broker is known: every figure resting
 * on them is null in results.json with its reason, none is 0. */
static void test_unknown_json(void **state)
{
        kp_results *r = worked_example();
        kp_evaluation *e;
        (void)state;
        tier(r, "capacity")->search.sustained_rate = 0;
        tier(r, "capacity")->search.found_rate = 0;
        tier(r, "100k")->produce.latency.p95_ms = 2;
        tier(r, "1M")->produce.latency.p95_ms = 2;
        tier(r, "10M")->produce.latency.p95_ms = 2;
        tier(r, "backlog")->produce.failed = 1;
        for (size_t i = 0; i < r->cluster.n_brokers; i++)
                free(r->cluster.brokers[i].host);
        free(r->cluster.brokers);
        r->cluster.brokers = NULL;
        r->cluster.n_brokers = 0;
        e = evaluate(r);
        assert_json_unknown(e, "sustainable_msgs_per_sec", "no_capacity");
        assert_json_unknown(e, "headroom", "no_capacity");
        assert_json_unknown(e, "ingest_s", "no_capacity");
        assert_json_unknown(e, "partitions_needed", "no_capacity");
        assert_json_unknown(e, "burst_msgs_per_sec", "no_unlimited_tier");
        assert_json_unknown(e, "brokers", "no_brokers");
        assert_json_unknown(e, "network_in_per_broker_bytes_per_s",
                            "no_brokers");
        assert_json_unknown(e, "network_out_per_broker_bytes_per_s",
                            "no_brokers");
        assert_json_unknown(e, "storage_per_broker_bytes", "no_brokers");
        assert_true(isnan(e->x.net_in_per_broker));
        assert_int_equal(e->x.brokers_unknown, KP_X_NO_BROKERS);
        /* Read after its producer stopped: known. */
        assert_json_unknown(e, "consume_msgs_per_sec", NULL);
        assert_json_unknown(e, "drain_s", NULL);
        kp_evaluation_destroy(e);
        kp_results_destroy(r);
}

/* results.json keeps the assumptions and risks as records, each with
 * its English beside it, and the trends' model as a code. */
static void test_records_json(void **state)
{
        kp_results *r = worked_example();
        kp_evaluation *e;
        cJSON *o;
        const cJSON *x, *a, *k, *f;
        (void)state;
        /* The drain read 60,000 in 40 s: 1,500 msg/s, under the peak. */
        tier(r, "backlog")->consume.caught_up_messages = 60000;
        e = evaluate(r);
        o = kp_reports_evaluation_json(r, e);
        assert_non_null(o);
        x = cJSON_GetObjectItemCaseSensitive(o, "extrapolation");
        a = cJSON_GetObjectItemCaseSensitive(x, "assumptions");
        assert_int_equal(cJSON_GetArraySize(a), (int)e->x.n_assumptions);
        k = cJSON_GetArrayItem(a, 0);
        assert_string_equal(
            cJSON_GetObjectItemCaseSensitive(k, "code")->valuestring,
            "assume.target-peak");
        f = cJSON_GetArrayItem(cJSON_GetObjectItemCaseSensitive(k, "figures"),
                               1);
        assert_string_equal(
            cJSON_GetObjectItemCaseSensitive(f, "name")->valuestring, "window");
        assert_string_equal(
            cJSON_GetObjectItemCaseSensitive(f, "unit")->valuestring,
            "duration");
        assert_close(cJSON_GetObjectItemCaseSensitive(f, "value")->valuedouble,
                     86400);
        assert_non_null(
            strstr(cJSON_GetObjectItemCaseSensitive(k, "text")->valuestring,
                   "The target is 100,000,000 messages per 24 h; "));
        a = cJSON_GetObjectItemCaseSensitive(o, "risks");
        assert_int_equal(cJSON_GetArraySize(a), 1);
        k = cJSON_GetArrayItem(a, 0);
        assert_string_equal(
            cJSON_GetObjectItemCaseSensitive(k, "code")->valuestring,
            "risk.backlog-never-caught-up");
        assert_string_equal(
            cJSON_GetObjectItemCaseSensitive(
                cJSON_GetObjectItemCaseSensitive(k, "subject"), "tier")
                ->valuestring,
            "backlog");
        assert_non_null(
            strstr(cJSON_GetObjectItemCaseSensitive(k, "text")->valuestring,
                   "they never catch up"));
        k = cJSON_GetArrayItem(cJSON_GetObjectItemCaseSensitive(x, "trends"),
                               0);
        assert_string_equal(
            cJSON_GetObjectItemCaseSensitive(k, "model")->valuestring,
            "least_squares_log10");
        cJSON_Delete(o);
        kp_evaluation_destroy(e);
        kp_results_destroy(r);
}

/* A results.json written before "unknown" stored 0 where nothing was
 * measured (the 3-tier fixture: no backlog tier, backlog_drain_msgs_per_sec
 * 0; the older fixture: no burst, no drain at all). kplan report
 * evaluates it again: those come out unknown, with their reasons. */
static void test_older_files(void **state)
{
        /* The older file stored its burst as the capacity (61,234.5
         * msg/s); today's rules find no rate at the criteria in it. */
        static const struct {
                const char *file, *capacity;
        } files[] = {
                { "tests/fixtures/results-3tier.json", NULL },
                { "tests/fixtures/results-older.json", "no_capacity" },
        };
        (void)state;
        for (size_t i = 0; i < sizeof(files) / sizeof(files[0]); i++) {
                kp_results *r = NULL;
                kp_evaluation *e;
                char err[512] = "";
                if (kp_results_load(files[i].file, &r, err, sizeof(err)))
                        fail_msg("%s: %s", files[i].file, err);
                e = evaluate(r);
                assert_true(e->x.present);
                assert_int_equal(e->x.drain_rate_unknown, KP_X_NO_BACKLOG_TIER);
                assert_json_unknown(e, "backlog_drain_msgs_per_sec",
                                    "no_backlog_tier");
                assert_json_unknown(e, "outage_catch_up_s", "no_backlog_tier");
                /* What they measured stays a number. */
                assert_json_unknown(e, "sustainable_msgs_per_sec",
                                    files[i].capacity);
                assert_json_unknown(e, "headroom", files[i].capacity);
                assert_json_unknown(e, "burst_msgs_per_sec", NULL);
                assert_json_unknown(e, "drain_s", NULL);
                kp_evaluation_destroy(e);
                kp_results_destroy(r);
        }
}

/* A rate averaged over less than 1 s, or within one statistics interval,
 * is not judged: INCOMPLETE with the window in its note, the run does not
 * pass, and the extrapolation uses none of it. The fetches below are the
 * embedded cluster's 8.8 ms for 5,000 messages and a 3-broker cluster's
 * 0.169 s for 100,000. */
/* A rate is judged with its uncertainty: a fetch of 100,000 messages in
 * 0.05 s (2,000,000 msg/s, each end to 6.5 ms) passes ">= 1,000" and
 * fails ">= 1e9"; ">= 2,100,000" lies within its range and is INCOMPLETE
 * with the rate, its range, window and end error on the check, and the
 * run does not pass. The embedded cluster's 5,000 messages in 8.8 ms with
 * no statistics (each end to the 1 s interval) pass ">= 1,000" (at least
 * 2,489 msg/s) and leave ">= 1e9" open. The extrapolation still uses no
 * rate over less than 1 s. */
static void test_rate_window(void **state)
{
        kp_results *r = new_run(
            "{\"name\": \"w\", \"tiers\": ["
            "{\"name\": \"5k\", \"messages\": 5000, \"rate\": 1000},"
            "{\"name\": \"100k\", \"messages\": 100000, \"rate\": 20000}],"
            "\"criteria\": ["
            "{\"metric\": \"consume.fetch_msgs_per_sec\", \"op\": \">=\","
            " \"threshold\": 1000},"
            "{\"metric\": \"consume.fetch_msgs_per_sec\", \"op\": \">=\","
            " \"threshold\": 1e9},"
            "{\"metric\": \"consume.fetch_msgs_per_sec\", \"op\": \">=\","
            " \"threshold\": 2100000, \"tiers\": [\"100k\"]},"
            "{\"metric\": \"produce.rate.achieved_ratio\", \"op\": \">=\","
            " \"threshold\": 0.99}],"
            "\"target\": {\"messages\": \"1M\", \"window\": \"1h\"}}");
        kp_evaluation *e;
        const kp_check *k;
        size_t n = 0;
        (void)state;
        client_rtt(&tier(r, "100k")->consume.client, 6.5);
        client_rtt(&tier(r, "100k")->produce.client, 20);
        client_rtt(&tier(r, "5k")->produce.client, 20);
        /* The 5k fetch recorded no statistics. */
        client_rtt(&tier(r, "5k")->consume.client, NAN);
        measured(r, "5k", 5000, 1000, 1, 5000 / 0.0088);
        measured(r, "100k", 100000, 20000, 1, 2000000);
        assert_close(tier(r, "100k")->consume.fetch_s, 0.05);
        e = evaluate(r);
        for (size_t i = 0; i < e->n_checks; i++)
                if (!strcmp(e->checks[i].metric, "consume.fetch_msgs_per_sec"))
                        n++;
        assert_int_equal(n, 5);
        k = &e->checks[0];
        assert_string_equal(k->tier, "5k");
        assert_int_equal(k->verdict, KP_PASS);
        assert_true(k->has_value);
        assert_true(k->has_rate);
        assert_close(k->rate.end_error_s, 1.0);
        assert_int_equal(k->rate.end, KP_RATE_END_INTERVAL);
        assert_close(k->rate.low, 5000 / 2.0088);
        k = &e->checks[2];
        assert_string_equal(k->tier, "5k");
        assert_int_equal(k->verdict, KP_INCOMPLETE);
        assert_int_equal(k->why, KP_WHY_WITHIN_ERROR);
        assert_string_equal(kp_check_why_str(k->why), "within_error");
        assert_false(k->has_value);
        assert_true(isinf(k->rate.high));
        k = &e->checks[1];
        assert_string_equal(k->tier, "100k");
        assert_int_equal(k->verdict, KP_PASS);
        assert_close(k->rate.end_error_s, 0.0065);
        k = &e->checks[3];
        assert_string_equal(k->tier, "100k");
        assert_int_equal(k->verdict, KP_FAIL);
        assert_true(k->has_value);
        assert_close(k->value, 2000000);
        assert_close(k->rate.high, 100000 / 0.037);
        k = &e->checks[4];
        assert_string_equal(k->tier, "100k");
        assert_close(k->threshold, 2100000);
        assert_int_equal(k->verdict, KP_INCOMPLETE);
        assert_int_equal(k->why, KP_WHY_WITHIN_ERROR);
        assert_false(k->has_value);
        assert_close(k->rate.value, 2000000);
        assert_close(k->rate.window_s, 0.05);
        assert_close(k->rate.end_error_s, 0.0065);
        assert_int_equal(k->rate.end, KP_RATE_END_RTT);
        assert_close(k->rate.low, 100000 / 0.063);
        assert_close(k->rate.high, 100000 / 0.037);
        /* 5 s of produce, each end to 20 ms: 0.992 to 1.008 of the
         * rate, judged. */
        k = check(e, "5k", "produce.rate.achieved_ratio");
        assert_int_equal(k->verdict, KP_PASS);
        assert_close(k->rate.low, 5.0 / 5.04);
        assert_int_equal(e->verdict, KP_FAIL);
        assert_int_equal(kp_verdict_exit(e->verdict), 1);
        /* No fetch was long enough: nothing to drain the target with. */
        assert_true(isnan(e->x.consume_rate));
        assert_int_equal(e->x.consume_unknown, KP_X_NO_BACKLOG_READ);
        assert_null(e->x.consume_tier);
        assert_true(isnan(e->x.drain_s));
        assert_int_equal(e->x.drain_s_unknown, KP_X_NO_BACKLOG_READ);
        kp_evaluation_destroy(e);

        /* The same fetch over 1.2 s at 1 s intervals drains the target;
         * exactly 1 s (one interval) does not. */
        tier(r, "100k")->consume.fetch_s = 1.2;
        tier(r, "5k")->consume.fetch_s = 1.0;
        e = evaluate(r);
        assert_int_equal(check(e, "5k", "produce.rate.achieved_ratio")->verdict,
                         KP_PASS);
        assert_string_equal(e->x.consume_tier, "100k");
        assert_close(e->x.drain_s, 1000000 / 2000000.0);
        kp_evaluation_destroy(e);
        kp_results_destroy(r);
}

/* A 30-s tier at 1,000 msg/s, as its producer records it interval by
 * interval (results/windows.h): 2 to 21 ms in every second but the 13th,
 * where every message took 300 ms (a 1-s latency step). With rest_s > 0
 * a last interval of rest_s seconds and 50 messages ends the phase (the
 * drain). Sets the tier's whole-phase histogram and its 5-s windows. */
static void latency_step(kp_tier_result *t, double rest_s)
{
        kp_produce_result *p = &t->produce;
        const int64_t five = 5000000;
        kp_window_builder *b = NULL;
        kp_hist *iv = kp_hist_new();
        int n_iv = rest_s > 0 ? 31 : 30;
        assert_non_null(iv);
        assert_int_equal(kp_window_builder_new(&five, 1, &b), 0);
        p->hist_latency = kp_hist_new();
        p->hist_service = kp_hist_new();
        for (int s = 1; s <= n_iv; s++) {
                kp_window_feed f = { 0 };
                int msgs = s == 31 ? 50 : 1000;
                kp_hist_reset(iv);
                for (int i = 0; i < msgs; i++)
                        kp_hist_record(iv, s == 13
                                               ? 300000
                                               : (int64_t)(2 + i % 20) * 1000);
                kp_hist_merge(p->hist_latency, iv);
                kp_hist_merge(p->hist_service, iv);
                f.t_s = s == 31 ? 30 + rest_s : s;
                f.dur_s = s == 31 ? rest_s : 1;
                f.msgs = (uint64_t)msgs;
                f.bytes = (uint64_t)msgs * 1000;
                f.latency = iv;
                f.service = iv;
                assert_int_equal(kp_window_builder_feed(b, &f), 0);
        }
        assert_int_equal(kp_window_builder_finish(b, &p->windows), 0);
        kp_window_builder_destroy(b);
        kp_hist_destroy(iv);
        t->status = KP_TIER_COMPLETE;
        p->ran = 1;
        p->sent = p->delivered = p->measured = kp_hist_count(p->hist_latency);
        p->duration_s = 30 + rest_s;
        p->achieved_rate = (double)p->measured / p->duration_s;
        snprintf(p->started_at, sizeof(p->started_at), "2026-11-30T04:00:00Z");
        kp_latency_from_hist(&p->latency, p->hist_latency);
        kp_latency_from_hist(&p->service, p->hist_service);
}

/* The case: a whole-tier p95 of about 21 ms passes a 100-ms
 * limit that a per-5-s p95 fails on the one window holding the step;
 * "windows": 0.9 lets one bad window of 6 pass (5.4 rounded down: 5
 * must hold). */
static void test_window_step(void **state)
{
        kp_results *r =
            new_run("{\"name\": \"w\", \"tiers\": ["
                    "{\"name\": \"step\", \"messages\": 30000, \"rate\": "
                    "1000}],"
                    "\"criteria\": ["
                    "{\"metric\": \"produce.latency.p95_ms\", \"op\": \"<=\","
                    " \"threshold\": 100},"
                    "{\"metric\": \"produce.latency.p99_ms\", \"op\": \"<=\","
                    " \"threshold\": 100, \"window\": \"5s\"},"
                    "{\"metric\": \"produce.latency.p95_ms\", \"op\": \"<=\","
                    " \"threshold\": 100, \"window\": \"5s\"},"
                    "{\"metric\": \"produce.service_latency.p95_ms\", \"op\": "
                    "\"<=\","
                    " \"threshold\": 100, \"window\": \"5s\", \"windows\": "
                    "0.9},"
                    "{\"metric\": \"produce.rate.achieved_msgs_per_sec\", "
                    "\"op\": "
                    "\">=\", \"threshold\": 990, \"window\": \"5s\"}]}");
        kp_evaluation *e;
        const kp_check *whole, *win, *share, *rate;
        const kp_window_series *ws;
        (void)state;
        latency_step(tier(r, "step"), 0);
        ws = kp_windows_find(&tier(r, "step")->produce.windows, 5000000);
        assert_non_null(ws);
        assert_int_equal(ws->n, 6);
        r->cluster.embedded = 1; /* the embedded cluster: the rig */
        e = evaluate(r);
        whole = &e->checks[0];
        win = &e->checks[2];
        share = &e->checks[3];
        rate = &e->checks[4];
        /* The whole tier: 29,000 values of 2-21 ms under 1,000 of 300.
         */
        assert_int_equal(whole->verdict, KP_PASS);
        /* 21 ms within the histogram's bucket (0.1%). */
        assert_true(whole->value >= 21.0 && whole->value < 21.03);
        assert_false(whole->windowed);
        /* Per 5 s: the window (10 s, 15 s] holds the step. */
        assert_true(win->windowed);
        assert_int_equal(win->verdict, KP_FAIL);
        assert_int_equal(win->windows_judged, 6);
        assert_int_equal(win->windows_failed, 1);
        assert_int_equal(win->windows_needed, 6);
        assert_true(win->value >= 300 && win->value < 300.5);
        assert_close(win->worst_end_s, 15);
        assert_close(win->worst_dur_s, 5);
        assert_string_equal(win->worst_at, "2026-11-30T04:00:10Z");
        assert_int_equal(win->n_win, 6);
        assert_true(win->win_value[0] >= 20.0 && win->win_value[0] < 20.03);
        assert_true(win->win_value[2] >= 300);
        assert_int_equal(e->checks[1].verdict, KP_FAIL);
        /* One bad window of 6 with "windows": 0.9. */
        assert_int_equal(share->verdict, KP_PASS);
        assert_int_equal(share->windows_failed, 1);
        assert_int_equal(share->windows_needed, 5);
        /* Every window delivered 1,000 msg/s. */
        assert_int_equal(rate->verdict, KP_PASS);
        assert_close(rate->value, 1000);
        /* A latency failed on the embedded cluster: the rig, not a
         * cluster, was the limit. */
        assert_int_equal(e->tiers[0].verdict, KP_INCONCLUSIVE);
        assert_int_equal(e->tiers[0].rig.code, KP_J_RIG_EMBEDDED);
        assert_true(win->rig_limited);
        kp_evaluation_destroy(e);
        kp_results_destroy(r);
}

/* The drain after the last whole window joins it; results.json keeps
 * the windows and reads them back. */
static void test_window_rest(void **state)
{
        kp_results *r =
            new_run("{\"name\": \"w\", \"tiers\": ["
                    "{\"name\": \"step\", \"messages\": 30000, \"rate\": "
                    "1000}],"
                    "\"criteria\": ["
                    "{\"metric\": \"produce.latency.p95_ms\", \"op\": \"<=\","
                    " \"threshold\": 100, \"window\": \"5s\"}]}");
        kp_results *back = NULL;
        const kp_window_series *ws;
        cJSON *j;
        char err[512] = "";
        (void)state;
        latency_step(tier(r, "step"), 0.25);
        ws = kp_windows_find(&tier(r, "step")->produce.windows, 5000000);
        assert_int_equal(ws->n, 6);
        assert_close(ws->v[5].t_s, 30.25);
        assert_close(ws->v[5].dur_s, 5.25);
        assert_int_equal(ws->v[5].msgs, 5050);
        assert_close(ws->v[5].msgs_per_sec, 5050 / 5.25);
        j = kp_results_to_json(r, NULL);
        assert_non_null(j);
        if (kp_results_from_json(j, &back, err, sizeof(err)))
                fail_msg("%s", err);
        ws = kp_windows_find(&tier(back, "step")->produce.windows, 5000000);
        assert_non_null(ws);
        assert_int_equal(ws->n, 6);
        assert_close(ws->v[2].latency.p95_ms,
                     tier(r, "step")->produce.windows.v[0].v[2].latency.p95_ms);
        assert_int_equal(ws->v[2].latency.count, 5000);
        cJSON_Delete(j);
        kp_results_destroy(back);
        kp_results_destroy(r);
}

/* evaluation.sizing.measured_estimate of run r, as results.json holds
 * it (the English words beside the records, as the reports add them). */
static const cJSON *estimate_of(cJSON *ej)
{
        const cJSON *sz = cJSON_GetObjectItemCaseSensitive(ej, "sizing");
        assert_non_null(sz);
        return cJSON_GetObjectItemCaseSensitive(sz, "measured_estimate");
}

static double num_at(const cJSON *o, const char *key)
{
        const cJSON *v = cJSON_GetObjectItemCaseSensitive(o, key);
        if (!cJSON_IsNumber(v))
                fail_msg("%s is not a number", key);
        return v->valuedouble;
}

/* The broker count from the measured capacity: results.json holds it
 * under evaluation.sizing.measured_estimate, and a run read back from
 * results.json (kplan report) gives it again, to the report too. */
static void test_measured_estimate_json(void **state)
{
        /* 2 brokers held 1,000 msg/s, RF 1, peak 3,472.2 msg/s: 7 and 8. */
        kp_results *r = search_run(1000, 2, 1), *back = NULL;
        kp_evaluation *e = evaluate(r), *e2;
        kp_rmodel *m = NULL;
        cJSON *ej = kp_reports_evaluation_json(r, e), *doc;
        const cJSON *x;
        char dir[] = "/tmp/kplan-estimate-XXXXXX", path[64], err[512] = "";
        char *text;
        size_t len;
        (void)state;
        assert_false(e->sizing_present); /* no broker's metrics: no model */
        assert_int_equal(e->sizing.estimate.brokers, 7);
        assert_non_null(ej);
        x = estimate_of(ej);
        assert_true(cJSON_IsObject(x));
        assert_true(num_at(x, "brokers") == 7);
        assert_true(num_at(x, "brokers_one_down") == 8);
        assert_true(num_at(x, "capacity_msgs_per_sec") == 1000);
        assert_true(fabs(num_at(x, "peak_msgs_per_sec") - 3472.222222) < 1e-3);
        assert_true(num_at(x, "tested_brokers") == 2);
        /* The model's own fields as before. */
        assert_true(cJSON_IsNull(cJSON_GetObjectItemCaseSensitive(
            cJSON_GetObjectItemCaseSensitive(ej, "sizing"), "brokers")));
        assert_non_null(mkdtemp(dir));
        snprintf(path, sizeof(path), "%s/results.json", dir);
        assert_int_equal(kp_results_save(r, ej, path, err, sizeof(err)), 0);
        /* The file holds it ... */
        assert_int_equal(
            kp_read_file(path, 1u << 24, &text, &len, err, sizeof(err)), 0);
        doc = cJSON_ParseWithLength(text, len);
        free(text);
        assert_non_null(doc);
        x = estimate_of(cJSON_GetObjectItemCaseSensitive(doc, "evaluation"));
        assert_true(num_at(x, "brokers") == 7);
        assert_true(num_at(x, "brokers_one_down") == 8);
        cJSON_Delete(doc);
        /* ... and the run read back gives it again. */
        if (kp_results_load(path, &back, err, sizeof(err)))
                fail_msg("%s", err);
        e2 = evaluate(back);
        assert_int_equal(e2->sizing.estimate.brokers, 7);
        assert_int_equal(e2->sizing.estimate.brokers_one_down, 8);
        assert_int_equal(e2->sizing.estimate.tested_brokers, 2);
        assert_true(e2->sizing.estimate.capacity == 1000);
        assert_int_equal(kp_rmodel_build(back, e2, NULL, &m), 0);
        assert_int_equal(m->front.answers[KP_RM_Q_THROUGHPUT].estimate_brokers,
                         7);
        assert_non_null(strstr(m->front.answers[KP_RM_Q_THROUGHPUT].sentence,
                               "tested: 7 ("));
        kp_rmodel_destroy(m);
        unlink(path);
        rmdir(dir);
        cJSON_Delete(ej);
        kp_evaluation_destroy(e2);
        kp_results_destroy(back);
        kp_evaluation_destroy(e);
        kp_results_destroy(r);
}

/* An unlimited tier's burst is no capacity at the criteria: no
 * estimate, null in results.json. */
static void test_measured_estimate_burst(void **state)
{
        kp_results *r = new_run(
            "{\"name\": \"u\", \"tiers\": [{\"name\": \"open\", "
            "\"messages\": 1000000, \"rate\": \"unlimited\"}],"
            " \"criteria\": [{\"metric\": \"produce.latency.p95_ms\", "
            "\"op\": \"<=\", \"threshold\": 100}],"
            " \"target\": {\"messages\": 100000000, \"window\": \"24h\", "
            "\"peak_factor\": 3}}");
        kp_tier_result *t = tier(r, "open");
        kp_evaluation *e;
        cJSON *ej;
        (void)state;
        t->status = KP_TIER_COMPLETE;
        t->produce.ran = 1;
        /* 1,000,000 messages at 50,000 msg/s: 20 s, a rate judged. */
        t->produce.sent = t->produce.delivered = t->produce.measured = 1000000;
        t->produce.achieved_rate = 50000;
        t->produce.duration_s = 20;
        t->produce.latency.count = 1000000;
        t->produce.latency.p95_ms = 10;
        e = evaluate(r);
        /* The burst is there, as a burst: no capacity at the criteria. */
        assert_true(e->x.burst_rate == 50000);
        assert_int_equal(e->x.capacity_kind, KP_CAP_NONE);
        assert_int_equal(e->sizing.estimate.brokers, 0);
        assert_int_equal(e->sizing.estimate.brokers_one_down, 0);
        ej = kp_reports_evaluation_json(r, e);
        assert_non_null(ej);
        assert_true(cJSON_IsNull(estimate_of(ej)));
        cJSON_Delete(ej);
        kp_evaluation_destroy(e);
        kp_results_destroy(r);
}

int main(void)
{
        const struct CMUnitTest tests[] = {
                cmocka_unit_test(test_target_figures),
                cmocka_unit_test(test_worked_example),
                cmocka_unit_test(test_assumption_records),
                cmocka_unit_test(test_risk_records),
                cmocka_unit_test(test_checks),
                cmocka_unit_test(test_incomplete),
                cmocka_unit_test(test_headroom_below_one),
                cmocka_unit_test(test_trend_crossing),
                cmocka_unit_test(test_trend_r2),
                cmocka_unit_test(test_capacity_kinds),
                cmocka_unit_test(test_trend_points),
                cmocka_unit_test(test_trend_honest),
                cmocka_unit_test(test_unjudged),
                cmocka_unit_test(test_na_by_plan),
                cmocka_unit_test(test_nothing_judged_never_passes),
                cmocka_unit_test(test_aggregate_duplicates),
                cmocka_unit_test(test_rate_bounds),
                cmocka_unit_test(test_never_assigned),
                cmocka_unit_test(test_consume_stopped),
                cmocka_unit_test(test_rate_window),
                cmocka_unit_test(test_drain_source),
                cmocka_unit_test(test_unknown_json),
                cmocka_unit_test(test_records_json),
                cmocka_unit_test(test_older_files),
                cmocka_unit_test(test_window_step),
                cmocka_unit_test(test_window_rest),
                cmocka_unit_test(test_measured_estimate_json),
                cmocka_unit_test(test_measured_estimate_burst),
        };
        return cmocka_run_group_tests(tests, NULL, NULL);
}
