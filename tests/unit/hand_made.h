/*
 * Hand-made runs for the evaluation and comparison tests: a results
 * model for a plan, every tier pending until the test sets its figures.
 * Include once per test program, after cmocka.h.
 */
#ifndef KP_TEST_HAND_MADE_H
#define KP_TEST_HAND_MADE_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "evaluate/evaluate.h"
#include "plan/plan.h"
#include "report/model/model.h"
#include "results/results.h"

/* The results model of a plan: text when path is NULL, else the file.
 * A hand-made run stands for a run on a Kafka cluster whatever its plan
 * (cluster.embedded 0): a test of the embedded cluster sets it. */
static kp_results *plan_run(const char *path, const char *text)
{
        kp_plan_opts opts = { 0 };
        kp_plan *p = NULL;
        kp_results *r = NULL;
        char err[1024] = "";
        if (path ? kp_plan_load(path, &opts, &p, err, sizeof(err))
                 : kp_plan_parse(text, strlen(text), "t.json", ".", &opts, &p,
                                 err, sizeof(err)))
                fail_msg("plan: %s", err);
        if (kp_results_new(p, &r, err, sizeof(err)))
                fail_msg("results: %s", err);
        kp_plan_destroy(p);
        r->cluster.embedded = 0;
        return r;
}

/* A results model for a plan written inline. */
static kp_results *new_run(const char *plan_json)
{
        return plan_run(NULL, plan_json);
}

static kp_tier_result *tier(kp_results *r, const char *name)
{
        kp_tier_result *t = kp_results_tier(r, name);
        if (!t)
                fail_msg("no tier \"%s\"", name);
        return t;
}

static kp_evaluation *evaluate(const kp_results *r)
{
        kp_evaluation *e = NULL;
        char err[512] = "";
        if (kp_evaluate(r, &e, err, sizeof(err)))
                fail_msg("evaluate: %s", err);
        return e;
}

/* The verdict's reason in English, as results.json and the terminal word
 * it (the report model's words of e->run). Valid until the next call. */
__attribute__((unused)) static const char *reason_en(const kp_results *r,
                                                     const kp_evaluation *e)
{
        static char buf[2048];
        char *s = kp_rm_verdict_words(KP_LANG_EN, r, e, NULL);
        if (!s)
                fail_msg("no words for the verdict");
        snprintf(buf, sizeof(buf), "%s", s);
        free(s);
        return buf;
}

/* The extrapolation's one line, as the report model words it in the
 * plan's language. Valid until the next call. */
__attribute__((unused)) static const char *headline_of(const kp_results *r,
                                                       const kp_evaluation *e)
{
        static char buf[2048];
        kp_rmodel *m = NULL;
        if (kp_rmodel_build(r, e, NULL, &m))
                fail_msg("report model");
        snprintf(buf, sizeof(buf), "%s", m->headline ? m->headline : "");
        kp_rmodel_destroy(m);
        return buf;
}

/* A run of one capacity search, tier "cap", whose soak held rate msg/s
 * at the criteria (p95 10 ms, limit 100 ms), on brokers brokers of their
 * own hosts ("kafka-1", ...), for a target of 100,000,000 messages a day
 * at peak factor 3 (3,472.2 msg/s) with replication factor rf. */
__attribute__((unused)) static kp_results *search_run(double rate, int brokers,
                                                      int rf)
{
        char plan[1024];
        kp_results *r;
        kp_tier_result *t;
        snprintf(plan, sizeof(plan),
                 "{\"name\": \"s\", \"tiers\": [{\"name\": \"cap\", "
                 "\"rate\": \"search\", \"search\": {\"from\": 250, "
                 "\"to\": 400000}}], \"criteria\": [{\"metric\": "
                 "\"produce.latency.p95_ms\", \"op\": \"<=\", "
                 "\"threshold\": 100}], \"target\": {\"messages\": "
                 "100000000, \"window\": \"24h\", \"peak_factor\": 3, "
                 "\"replication_factor\": %d}}",
                 rf);
        r = new_run(plan);
        t = tier(r, "cap");
        t->search.ran = 1;
        for (int i = 0; i < 3; i++) {
                kp_search_trial x;
                memset(&x, 0, sizeof(x));
                x.soak = i == 2;
                x.rate = i == 0 ? rate / 2 : rate;
                x.achieved_rate = x.rate;
                x.latency.p95_ms = 10;
                x.pass = 1;
                assert_int_equal(kp_search_push(&t->search, &x), 0);
        }
        t->search.found_rate = rate;
        t->search.sustained_rate = rate;
        r->cluster.brokers = calloc((size_t)brokers, sizeof(kp_broker_info));
        assert_non_null(r->cluster.brokers);
        for (int i = 0; i < brokers; i++) {
                char host[32];
                snprintf(host, sizeof(host), "kafka-%d", i + 1);
                r->cluster.brokers[i].id = i + 1;
                r->cluster.brokers[i].host = strdup(host);
                r->cluster.brokers[i].port = 9092;
                assert_non_null(r->cluster.brokers[i].host);
        }
        r->cluster.n_brokers = (size_t)brokers;
        return r;
}

#endif
