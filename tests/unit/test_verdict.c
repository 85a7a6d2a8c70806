/* evaluate/verdict: a tier's and the run's four verdicts from their
 * checks, and the test rig's record an INCONCLUSIVE rests on; on
 * recorded statistics whose cause was set up (tests/fixtures/limits) and
 * on hand-made runs. */
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "evaluate/evaluate.h"
#include "report/model/judgment_words.h"
#include "results/results.h"

#include "hand_made.h"

/* The record has as many figures as its code's sentence lays out. */
static void figures_fit(const kp_judgment *j)
{
        const char *w = kp_tr(KP_LANG_EN, kp_judgment_key(j->code));
        size_t n = 0;
        for (const char *p = w; *p; p++)
                if (p[0] == '%' && p[1] == 's')
                        n++;
        if (n != j->n_fig)
                fail_msg("%s: %zu figures, its sentence takes %zu",
                         kp_jcode_str(j->code), j->n_fig, n);
}

static const kp_jfigure *fig(const kp_judgment *j, const char *name)
{
        for (size_t i = 0; i < j->n_fig; i++)
                if (strcmp(j->fig[i].name, name) == 0)
                        return &j->fig[i];
        fail_msg("%s has no figure %s", kp_jcode_str(j->code), name);
        return NULL;
}

static kp_results *recorded(const char *name)
{
        char path[256], err[512];
        kp_results *r = NULL;
        snprintf(path, sizeof(path), "tests/fixtures/limits/%s.json", name);
        if (kp_results_load(path, &r, err, sizeof(err)))
                fail_msg("%s", err);
        return r;
}

/* kplan held to 3% of a core by its cgroup v1, 2,000 msg/s, p95 <= 5 ms:
 * the p95 failed, and the client's own CPU limit was the rig's limit:
 * INCONCLUSIVE with the cgroup's figures, exit 1. */
static void client_cgroup_is_inconclusive(void **state)
{
        kp_results *r = recorded("client-cgroup");
        kp_evaluation *e = evaluate(r);
        const kp_judgment *rig = &e->tiers[0].rig;
        (void)state;
        assert_int_equal(e->checks[0].verdict, KP_FAIL);
        assert_true(e->checks[0].rig_limited);
        assert_int_equal(e->tiers[0].verdict, KP_INCONCLUSIVE);
        assert_int_equal(rig->code, KP_J_RIG_CLIENT_CGROUP);
        assert_string_equal(rig->phase, "produce");
        assert_true(fabs(fig(rig, "quota")->value - 0.03) < 1e-9);
        assert_true(fig(rig, "throttled")->value >= KP_LIMIT_CG_THROTTLED);
        assert_true(fig(rig, "throttled_limit")->value ==
                    KP_LIMIT_CG_THROTTLED);
        figures_fit(rig);
        assert_int_equal(e->verdict, KP_INCONCLUSIVE);
        assert_int_equal(e->run.code, KP_J_RUN_INCONCLUSIVE);
        assert_int_equal(e->rig_tier, 1);
        figures_fit(&e->run);
        assert_int_equal(kp_verdict_exit(e->verdict), 1);
        /* The front page's words carry the figures, in both languages. */
        assert_non_null(strstr(reason_en(r, e), "throttled in 49%"));
        assert_non_null(strstr(reason_en(r, e), "0.0285 of its 0.03 cores"));
        kp_evaluation_destroy(e);
        kp_results_destroy(r);
}

/* Broker 2's JVM held to 10% of a core, on the load client's own host:
 * the brokers shared the rig's host, so the failed p95 is INCONCLUSIVE
 * (the separate hosts of the emulated cluster make it a FAIL). */
static void brokers_on_the_load_host(void **state)
{
        kp_results *r = recorded("broker-cgroup");
        kp_evaluation *e = evaluate(r);
        (void)state;
        assert_int_equal(e->tiers[0].rig.code, KP_J_RIG_BROKERS_ON_HOST);
        assert_int_equal(e->tiers[0].verdict, KP_INCONCLUSIVE);
        figures_fit(&e->tiers[0].rig);
        /* Taken off the shared host, its CPU was still saturated (two
         * cores carried the brokers and kplan): the rig again. */
        for (size_t i = 0; i < r->tiers[0].produce.client.n_stats; i++)
                r->tiers[0].produce.client.stats[i].brokers_local = 0;
        kp_evaluation_destroy(e);
        e = evaluate(r);
        assert_int_equal(e->tiers[0].rig.code, KP_J_RIG_HOST_SATURATED);
        assert_true(fig(&e->tiers[0].rig, "host_cpu")->value >=
                    KP_LIMIT_HOST_BUSY);
        figures_fit(&e->tiers[0].rig);
        assert_int_equal(e->tiers[0].verdict, KP_INCONCLUSIVE);
        /* On a host of its own, the same statistics are a FAIL. */
        for (size_t i = 0; i < r->tiers[0].produce.client.n_stats; i++)
                r->tiers[0].produce.client.stats[i].host_cpu = NAN;
        kp_evaluation_destroy(e);
        e = evaluate(r);
        assert_int_equal(e->tiers[0].rig.code, KP_J_NONE);
        assert_int_equal(e->tiers[0].verdict, KP_FAIL);
        assert_int_equal(e->verdict, KP_FAIL);
        assert_int_equal(e->run.code, KP_J_RUN_FAILED);
        kp_evaluation_destroy(e);
        kp_results_destroy(r);
}

/* The plan declares emulated hosts (cluster.emulated_hosts): a host's
 * CPU is its cgroup's or not measured. The same recorded run, its
 * client's host CPU the whole machine's (0.99, no cgroup figure): not
 * measured, so neither a saturated host nor the rig; its p95 a FAIL.
 * The client cgroup's own figure at its quota is the rig again. */
static void emulated_hosts_machine_cpu(void **state)
{
        kp_results *r = recorded("broker-cgroup");
        kp_client *c = &r->tiers[0].produce.client;
        kp_evaluation *e;
        (void)state;
        for (size_t i = 0; i < c->n_stats; i++) {
                c->stats[i].brokers_local = 0;
                assert_true(c->stats[i].host_cpu >= KP_LIMIT_HOST_BUSY);
                assert_int_equal(c->stats[i].host_cpu_cgroup, 0);
        }
        r->cluster.emulated_hosts = 1;
        e = evaluate(r);
        assert_true(isnan(e->tiers[0].produce_limit.host_cpu));
        assert_false(e->tiers[0].produce_limit.host_saturated);
        assert_int_not_equal(e->tiers[0].produce_limit.kind, KP_LIMIT_HOST);
        assert_int_equal(e->tiers[0].rig.code, KP_J_NONE);
        assert_int_equal(e->tiers[0].verdict, KP_FAIL);
        assert_int_equal(e->verdict, KP_FAIL);
        kp_evaluation_destroy(e);
        for (size_t i = 0; i < c->n_stats; i++)
                c->stats[i].host_cpu_cgroup = 1;
        e = evaluate(r);
        assert_true(e->tiers[0].produce_limit.host_saturated);
        assert_int_equal(e->tiers[0].rig.code, KP_J_RIG_HOST_SATURATED);
        assert_int_equal(e->tiers[0].verdict, KP_INCONCLUSIVE);
        kp_evaluation_destroy(e);
        /* No cgroup figure (no quota, or no readable use): not measured,
         * not saturated. */
        for (size_t i = 0; i < c->n_stats; i++)
                c->stats[i].host_cpu = NAN;
        e = evaluate(r);
        assert_true(isnan(e->tiers[0].produce_limit.host_cpu));
        assert_false(e->tiers[0].produce_limit.host_saturated);
        assert_int_equal(e->tiers[0].verdict, KP_FAIL);
        kp_evaluation_destroy(e);
        kp_results_destroy(r);
}

#define PLAN                                                                   \
        "{\"name\": \"v\", \"tiers\": ["                                       \
        "{\"name\": \"a\", \"messages\": 10000, \"rate\": 1000},"              \
        "{\"name\": \"b\", \"messages\": 10000, \"rate\": 1000}],"             \
        "\"criteria\": ["                                                      \
        "{\"metric\": \"produce.latency.p95_ms\", \"op\": \"<=\", "            \
        "\"threshold\": 5},"                                                   \
        "{\"metric\": \"produce.errors\", \"op\": \"<=\", \"threshold\": 0}]}"

static void ran(kp_results *r, const char *name, double p95_ms, uint64_t failed)
{
        kp_tier_result *t = tier(r, name);
        kp_produce_result *p = &t->produce;
        t->status = KP_TIER_COMPLETE;
        p->ran = 1;
        p->sent = 10000;
        p->failed = failed;
        p->delivered = p->measured = 10000 - failed;
        p->achieved_rate = 1000;
        p->duration_s = 10;
        p->latency.count = p->service.count = p->measured;
        p->latency.p50_ms = p95_ms / 2;
        p->latency.p95_ms = p95_ms;
        p->latency.p99_ms = p95_ms * 2;
        p->latency.max_ms = p95_ms * 4;
        p->service = p->latency;
}

/* Errors and lost messages are FAIL wherever they happen, the embedded
 * cluster included; a latency there is the rig's; FAIL comes first. */
static void losses_fail_anywhere(void **state)
{
        kp_results *r = new_run(PLAN);
        kp_evaluation *e;
        (void)state;
        r->cluster.embedded = 1;
        ran(r, "a", 2, 3); /* 3 messages failed: produce.errors */
        ran(r, "b", 9, 0); /* the p95 failed */
        e = evaluate(r);
        assert_int_equal(e->tiers[0].verdict, KP_FAIL);
        assert_int_equal(e->tiers[1].verdict, KP_INCONCLUSIVE);
        assert_int_equal(e->tiers[1].rig.code, KP_J_RIG_EMBEDDED);
        assert_int_equal(e->verdict, KP_FAIL);
        assert_int_equal(e->run.code, KP_J_RUN_FAILED);
        figures_fit(&e->run);
        kp_evaluation_destroy(e);
        kp_results_destroy(r);
}

/* On a cluster with no statistics nothing shows the rig: FAIL. */
static void nothing_shows_the_rig(void **state)
{
        kp_results *r = new_run(PLAN);
        kp_evaluation *e;
        (void)state;
        ran(r, "a", 2, 0);
        ran(r, "b", 9, 0);
        e = evaluate(r);
        assert_int_equal(e->tiers[1].rig.code, KP_J_NONE);
        assert_false(e->checks[1].rig_limited);
        assert_int_equal(e->tiers[1].verdict, KP_FAIL);
        assert_int_equal(e->verdict, KP_FAIL);
        kp_evaluation_destroy(e);
        kp_results_destroy(r);
}

/* INCONCLUSIVE over INCOMPLETE over PASS, for the run. */
static void precedence(void **state)
{
        kp_results *r = new_run(PLAN);
        kp_evaluation *e;
        (void)state;
        r->cluster.embedded = 1;
        ran(r, "a", 9, 0);
        ran(r, "b", 2, 0);
        tier(r, "b")->status = KP_TIER_INTERRUPTED;
        e = evaluate(r);
        assert_int_equal(e->tiers[0].verdict, KP_INCONCLUSIVE);
        assert_int_equal(e->tiers[1].verdict, KP_INCOMPLETE);
        assert_int_equal(e->verdict, KP_INCONCLUSIVE);
        kp_evaluation_destroy(e);
        /* Nothing failed: the embedded cluster's record stays on the
         * tier, and the verdict is what its checks say. */
        tier(r, "a")->produce.latency.p95_ms = 2;
        tier(r, "b")->status = KP_TIER_COMPLETE;
        e = evaluate(r);
        assert_int_equal(e->tiers[0].rig.code, KP_J_RIG_EMBEDDED);
        assert_int_equal(e->tiers[0].verdict, KP_PASS);
        assert_int_equal(e->verdict, KP_PASS);
        assert_int_equal(e->run.code, KP_J_RUN_PASS);
        kp_evaluation_destroy(e);
        kp_results_destroy(r);
}

/* Ranks and names, as results.json and compare read them. */
static void verdict_names(void **state)
{
        (void)state;
        assert_true(kp_verdict_rank(KP_FAIL) >
                    kp_verdict_rank(KP_INCONCLUSIVE));
        assert_true(kp_verdict_rank(KP_INCONCLUSIVE) >
                    kp_verdict_rank(KP_INCOMPLETE));
        assert_true(kp_verdict_rank(KP_INCOMPLETE) > kp_verdict_rank(KP_PASS));
        assert_int_equal(kp_verdict_parse("INCONCLUSIVE"), KP_INCONCLUSIVE);
        assert_int_equal(kp_verdict_parse("nope"), -1);
        assert_int_equal(kp_verdict_exit(KP_INCONCLUSIVE), 1);
        assert_int_equal(kp_verdict_exit(KP_PASS), 0);
}

int main(void)
{
        const struct CMUnitTest tests[] = {
                cmocka_unit_test(client_cgroup_is_inconclusive),
                cmocka_unit_test(brokers_on_the_load_host),
                cmocka_unit_test(emulated_hosts_machine_cpu),
                cmocka_unit_test(losses_fail_anywhere),
                cmocka_unit_test(nothing_shows_the_rig),
                cmocka_unit_test(precedence),
                cmocka_unit_test(verdict_names),
        };
        return cmocka_run_group_tests(tests, NULL, NULL);
}
