/*
 * plan/criterion.c: which metric a tier can measure at all, metric by
 * metric of the catalog, and the plan checks built on it: a criterion
 * that can never judge a tier it names is a plan error with its JSON
 * path and the reason; a criterion for every tier is N/A, by the plan,
 * on the tiers it does not fit, and an error when it fits none; a
 * warm-up that covers a whole tier is an error in both its forms.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "plan/criterion.h"
#include "plan/metrics.h"
#include "plan/plan.h"

static kp_plan *parse(const char *text, char *err, size_t n)
{
        kp_plan_opts opts = { 0 };
        kp_plan *p = NULL;
        err[0] = '\0';
        kp_plan_parse(text, strlen(text), "t.json", ".", &opts, &p, err, n);
        return p;
}

static kp_plan *parse_ok(const char *text)
{
        char err[1024];
        kp_plan *p = parse(text, err, sizeof(err));
        if (!p)
                fail_msg("unexpected error: %s", err);
        return p;
}

/* The plan is refused with an error that contains every part of want
 * (NULL-terminated). */
static void refused(const char *text, const char *const *want)
{
        char err[1024];
        kp_plan *p = parse(text, err, sizeof(err));
        if (p) {
                kp_plan_destroy(p);
                fail_msg("accepted, expected: %s", want[0]);
        }
        for (size_t i = 0; want[i]; i++)
                if (!strstr(err, want[i]))
                        fail_msg("expected \"%s\" in\n  %s", want[i], err);
}

/* One tier of every kind that changes what can be measured. */
#define KINDS                                                                  \
        "{\"name\": \"kinds\", \"tiers\": ["                                   \
        "{\"name\": \"after\", \"messages\": 1000, \"rate\": 100},"            \
        "{\"name\": \"burst\", \"messages\": 1000, \"rate\": \"unlimited\"},"  \
        "{\"name\": \"quiet\", \"messages\": 1000, \"rate\": 100,"             \
        " \"consumer\": {\"enabled\": false}},"                                \
        "{\"name\": \"during\", \"messages\": 1000, \"rate\": 100,"            \
        " \"consumer\": {\"mode\": \"during\"}},"                              \
        "{\"name\": \"search\", \"rate\": \"search\","                         \
        " \"search\": {\"from\": 100, \"to\": 1000}},"                         \
        "{\"name\": \"soaked\", \"rate\": \"search\","                         \
        " \"search\": {\"from\": 100, \"to\": 1000, \"soak\": \"10s\"}},"      \
        "{\"name\": \"backlog\", \"messages\": 1000, \"rate\": 100,"           \
        " \"backlog\": {\"pause\": \"2s\"}}]}"

enum { AFTER, BURST, QUIET, DURING, SEARCH, SOAKED, BACKLOG, N_KINDS };

/* The whole catalog against every kind of tier: what each metric needs
 * is decided here once, for validation and for the verdicts. */
static void test_catalog(void **state)
{
        static const struct {
                const char *prefix;
                kp_misfit want[N_KINDS];
        } rows[] = {
                /* A rate ratio needs a target rate (a search's is the rate
                 * it ran at). */
                { "produce.rate.achieved_ratio",
                  { KP_FITS, KP_MISFIT_UNLIMITED, KP_FITS, KP_FITS, KP_FITS,
                    KP_FITS, KP_FITS } },
                /* Every tier produces. */
                { "produce.",
                  { KP_FITS, KP_FITS, KP_FITS, KP_FITS, KP_FITS, KP_FITS,
                    KP_FITS } },
                /* End-to-end latency needs consumers reading during the
                 * produce phase (a backlog drain's do). */
                { "consume.e2e_latency.",
                  { KP_MISFIT_AFTER, KP_MISFIT_AFTER, KP_MISFIT_NO_CONSUMER,
                    KP_FITS, KP_MISFIT_AFTER, KP_MISFIT_AFTER, KP_FITS } },
                { "consume.",
                  { KP_FITS, KP_FITS, KP_MISFIT_NO_CONSUMER, KP_FITS, KP_FITS,
                    KP_FITS, KP_FITS } },
                /* A sustained rate needs a soak. */
                { "capacity.rate_msgs_per_sec",
                  { KP_MISFIT_NOT_SEARCH, KP_MISFIT_NOT_SEARCH,
                    KP_MISFIT_NOT_SEARCH, KP_MISFIT_NOT_SEARCH,
                    KP_MISFIT_NO_SOAK, KP_FITS, KP_MISFIT_NOT_SEARCH } },
                { "capacity.found_rate_msgs_per_sec",
                  { KP_MISFIT_NOT_SEARCH, KP_MISFIT_NOT_SEARCH,
                    KP_MISFIT_NOT_SEARCH, KP_MISFIT_NOT_SEARCH, KP_FITS,
                    KP_FITS, KP_MISFIT_NOT_SEARCH } },
                { "drain.",
                  { KP_MISFIT_NOT_BACKLOG, KP_MISFIT_NOT_BACKLOG,
                    KP_MISFIT_NOT_BACKLOG, KP_MISFIT_NOT_BACKLOG,
                    KP_MISFIT_NOT_BACKLOG, KP_MISFIT_NOT_BACKLOG, KP_FITS } },
        };
        kp_plan *p = parse_ok(KINDS);
        (void)state;
        assert_int_equal(p->n_tiers, N_KINDS);
        for (int id = 0; id < KP_M__COUNT; id++) {
                const kp_metric *m = kp_metric_get((kp_metric_id)id);
                kp_criterion c = { 0 };
                size_t r = 0;
                /* The first row whose prefix the name starts with. */
                while (r < sizeof(rows) / sizeof(*rows) &&
                       strncmp(m->name, rows[r].prefix,
                               strlen(rows[r].prefix)) != 0)
                        r++;
                if (r == sizeof(rows) / sizeof(*rows))
                        fail_msg("%s: no row in this test", m->name);
                c.metric = (char *)m->name;
                for (int k = 0; k < N_KINDS; k++) {
                        kp_misfit got =
                            kp_criterion_misfit(p, &c, &p->tiers[k]);
                        if (got != rows[r].want[k])
                                fail_msg("%s on tier %s: misfit %d, "
                                         "expected %d",
                                         m->name, p->tiers[k].name, (int)got,
                                         (int)rows[r].want[k]);
                }
        }
        kp_plan_destroy(p);
}

#define CRIT(metric, tiers)                                                    \
        "\"criteria\": [{\"metric\": \"" metric "\", \"op\": \"<=\", "         \
        "\"threshold\": 1" tiers "}]"

/* The cases of issue 28: each criterion names a tier it can never judge;
 * validation says which, where and why. */
static void test_named_tiers_refused(void **state)
{
        (void)state;
        refused("{\"name\": \"x\", \"tiers\": [{\"name\": \"20k\", "
                "\"messages\": \"20k\", \"rate\": 2000}]," CRIT(
                    "consume.e2e_latency.p95_ms", ", \"tiers\": [\"20k\"]") "}",
                (const char *const[]){
                    "criteria[0].tiers[0]", "can never judge \"20k\"",
                    "consumer mode \"after\"",
                    "only with consumer mode \"during\"", NULL });
        refused("{\"name\": \"x\", \"tiers\": [{\"name\": \"20k\", "
                "\"messages\": \"20k\", \"rate\": 2000}]," CRIT(
                    "capacity.rate_msgs_per_sec", ", \"tiers\": [\"20k\"]") "}",
                (const char *const[]){ "criteria[0].tiers[0]",
                                       "is not a capacity search", NULL });
        refused("{\"name\": \"x\", \"tiers\": [{\"name\": \"a\", "
                "\"messages\": 100, \"rate\": 10,"
                " \"consumer\": {\"enabled\": false}}]," CRIT(
                    "consume.completeness", ", \"tiers\": [\"a\"]") "}",
                (const char *const[]){ "criteria[0].tiers[0]",
                                       "has no consume phase", NULL });
        refused("{\"name\": \"x\", \"tiers\": [{\"name\": \"a\", "
                "\"messages\": 100, \"rate\": \"unlimited\"}]," CRIT(
                    "produce.rate.achieved_ratio", ", \"tiers\": [\"a\"]") "}",
                (const char *const[]){ "criteria[0].tiers[0]", "unlimited rate",
                                       "no target rate to compare with",
                                       NULL });
        refused("{\"name\": \"x\", \"tiers\": [{\"name\": \"s\", "
                "\"rate\": \"search\", \"search\": {\"from\": 100, "
                "\"to\": 1000}}]," CRIT("capacity.rate_msgs_per_sec",
                                        ", \"tiers\": [\"s\"]") "}",
                (const char *const[]){ "has no soak", NULL });
        refused("{\"name\": \"x\", \"tiers\": [{\"name\": \"a\", "
                "\"messages\": 100, \"rate\": 10}]," CRIT(
                    "drain.catch_up_s", ", \"tiers\": [\"a\"]") "}",
                (const char *const[]){ "is not a backlog drain", NULL });
        /* A sweep group whose points all read after producing. */
        refused("{\"name\": \"x\", \"tiers\": [{\"name\": \"sw\", "
                "\"messages\": 100, \"rate\": 10, \"repeat\": 1,"
                " \"sweep\": {\"acks\": [\"1\", \"all\"]}}]," CRIT(
                    "consume.e2e_latency.max_ms", ", \"tiers\": [\"sw\"]") "}",
                (const char *const[]){ "criteria[0].tiers[0]",
                                       "can never judge \"sw\"", NULL });
        /* The second name is the one that cannot be judged. */
        refused("{\"name\": \"x\", \"tiers\": [{\"name\": \"a\", "
                "\"messages\": 100, \"rate\": 10,"
                " \"consumer\": {\"mode\": \"during\"}},"
                " {\"name\": \"b\", \"messages\": 100, \"rate\": 10}]," CRIT(
                    "consume.e2e_latency.p95_ms",
                    ", \"tiers\": [\"a\", \"b\"]") "}",
                (const char *const[]){ "criteria[0].tiers[1]",
                                       "can never judge \"b\"", NULL });
}

/* A criterion for every tier applies where it fits and is N/A, by the
 * plan, elsewhere; one that fits no tier judges nothing, an error. */
static void test_every_tier(void **state)
{
        kp_plan *p;
        (void)state;
        p = parse_ok("{\"name\": \"x\", \"tiers\": ["
                     "{\"name\": \"fixed\", \"messages\": 100, \"rate\": 10},"
                     "{\"name\": \"burst\", \"messages\": 100, "
                     "\"rate\": \"unlimited\"}],"
                     "\"criteria\": [{\"metric\": "
                     "\"produce.rate.achieved_ratio\", \"op\": \">=\", "
                     "\"threshold\": 0.99}]}");
        assert_true(kp_criterion_selects(&p->criteria[0], &p->tiers[1]));
        assert_false(kp_criterion_names(&p->criteria[0], &p->tiers[1]));
        assert_int_equal(kp_criterion_misfit(p, &p->criteria[0], &p->tiers[0]),
                         KP_FITS);
        assert_int_equal(kp_criterion_misfit(p, &p->criteria[0], &p->tiers[1]),
                         KP_MISFIT_UNLIMITED);
        kp_plan_destroy(p);
        refused("{\"name\": \"x\", \"tiers\": [{\"name\": \"a\", "
                "\"messages\": 100, \"rate\": 10}, {\"name\": \"b\", "
                "\"messages\": 100, \"rate\": 10}]," CRIT(
                    "consume.e2e_latency.p95_ms", "") "}",
                (const char *const[]){ "criteria[0].metric",
                                       "applies to every tier and can judge "
                                       "none of them",
                                       "\"a\"", NULL });
}

#define GROUP(rate2)                                                           \
        "{\"name\": \"x\", \"tiers\": [{\"name\": \"peak\", \"workloads\": ["  \
        "{\"name\": \"a\", \"messages\": 100, \"rate\": 10},"                  \
        "{\"name\": \"b\", \"messages\": 100, \"rate\": " rate2 "}]}],"

/* An aggregate: the summed target rate needs every workload's; capacity
 * and drain metrics are never measured on one. */
static void test_aggregate(void **state)
{
        kp_plan *p;
        (void)state;
        p = parse_ok(GROUP("20") "\"criteria\": [{\"metric\": "
                                 "\"produce.rate.achieved_ratio\", \"op\": "
                                 "\">=\", \"threshold\": 0.99, "
                                 "\"tiers\": [\"peak\"], \"aggregate\": "
                                 "true}]}");
        kp_plan_destroy(p);
        refused(GROUP("\"unlimited\"") "\"criteria\": [{\"metric\": "
                                       "\"produce.rate.achieved_ratio\", "
                                       "\"op\": \">=\", \"threshold\": "
                                       "0.99, \"tiers\": [\"peak\"], "
                                       "\"aggregate\": true}]}",
                (const char *const[]){ "criteria[0].tiers[0]",
                                       "the aggregate of parallel group "
                                       "\"peak\" has a workload at an "
                                       "unlimited rate",
                                       NULL });
        refused(GROUP("20") "\"criteria\": [{\"metric\": "
                            "\"capacity.found_rate_msgs_per_sec\", \"op\": "
                            "\">=\", \"threshold\": 1, \"aggregate\": "
                            "true}]}",
                (const char *const[]){ "criteria[0].metric",
                                       "measured on a tier, not on an "
                                       "aggregate",
                                       NULL });
}

/* Stored plans (results.json) are read as they ran: a run made before
 * these checks is still reported, its checks N/A or incomplete. */
static void test_offline_keeps_old_plans(void **state)
{
        const char *text = "{\"name\": \"x\", \"tiers\": [{\"name\": \"20k\", "
                           "\"messages\": \"20k\", \"rate\": 2000, \"warmup\": "
                           "\"20s\"}]," CRIT("consume.e2e_latency.p95_ms",
                                             ", \"tiers\": [\"20k\"]") "}";
        cJSON *src = cJSON_Parse(text);
        kp_plan *p = NULL;
        char err[512];
        (void)state;
        assert_non_null(src);
        if (kp_plan_from_source(src, &p, err, sizeof(err)))
                fail_msg("stored plan refused: %s", err);
        assert_int_equal(p->n_criteria, 1);
        kp_plan_destroy(p);
        cJSON_Delete(src);
}

/* A warm-up as long as the tier leaves nothing to measure, whether it
 * is written as a count or as a duration. */
static void test_warmup_covers_tier(void **state)
{
        kp_plan *p;
        (void)state;
        refused("{\"name\": \"x\", \"tiers\": [{\"name\": \"a\", "
                "\"messages\": 200, \"rate\": 200, \"warmup\": \"5s\"}]}",
                (const char *const[]){ "tiers: tier \"a\": the warm-up (5.0 s "
                                       "at 200 msg/s: the first 1,000 "
                                       "messages) leaves nothing to measure "
                                       "of its 200 messages",
                                       NULL });
        /* Exactly the tier: 1 s at 200 msg/s is messages 0 to 199. */
        refused("{\"name\": \"x\", \"tiers\": [{\"name\": \"a\", "
                "\"messages\": 200, \"rate\": 200, \"warmup\": \"1s\"}]}",
                (const char *const[]){ "leaves nothing to measure", NULL });
        refused("{\"name\": \"x\", \"tiers\": [{\"name\": \"a\", "
                "\"messages\": 200, \"rate\": 200, \"warmup\": 200}]}",
                (const char *const[]){ "leaves nothing to measure", NULL });
        /* One message left to measure. */
        p = parse_ok("{\"name\": \"x\", \"tiers\": [{\"name\": \"a\", "
                     "\"messages\": 201, \"rate\": 200, \"warmup\": "
                     "\"1s\"}]}");
        kp_plan_destroy(p);
        /* An unlimited tier's warm-up time covers what the cluster
         * gives: not known before the run. */
        p = parse_ok("{\"name\": \"x\", \"tiers\": [{\"name\": \"a\", "
                     "\"messages\": 200, \"rate\": \"unlimited\", "
                     "\"warmup\": \"5s\"}]}");
        kp_plan_destroy(p);
}

/* A ratio's threshold is a fraction: 99 is a percentage by mistake. */
static void test_ratio_thresholds(void **state)
{
        kp_plan *p;
        (void)state;
        refused("{\"name\": \"x\", \"tiers\": [{\"name\": \"a\", "
                "\"messages\": 100, \"rate\": 10}], \"criteria\": "
                "[{\"metric\": \"produce.rate.achieved_ratio\", \"op\": "
                "\">=\", \"threshold\": 99}]}",
                (const char *const[]){ "criteria[0].threshold: "
                                       "produce.rate.achieved_ratio is a "
                                       "ratio, 1 = 100%: expected a "
                                       "threshold from 0 to 1 (a ratio: "
                                       "0.99, not 99), got 99",
                                       NULL });
        refused(
            "{\"name\": \"x\", \"tiers\": [{\"name\": \"a\", "
            "\"messages\": 100, \"rate\": 10}], \"criteria\": "
            "[{\"metric\": \"consume.completeness\", \"op\": "
            "\">=\", \"threshold\": -0.5}]}",
            (const char *const[]){ "criteria[0].threshold", "got -0.5", NULL });
        /* A search's own criteria too. */
        refused("{\"name\": \"x\", \"tiers\": [{\"name\": \"s\", "
                "\"rate\": \"search\", \"search\": {\"from\": 100, \"to\": "
                "1000, \"criteria\": [{\"metric\": \"produce.error_ratio\", "
                "\"op\": \"<=\", \"threshold\": 5}]}}]}",
                (const char *const[]){ "tiers[0].search.criteria[0]."
                                       "threshold",
                                       "produce.error_ratio is a ratio",
                                       NULL });
        p = parse_ok("{\"name\": \"x\", \"tiers\": [{\"name\": \"a\", "
                     "\"messages\": 100, \"rate\": 10}], \"criteria\": "
                     "[{\"metric\": \"produce.error_ratio\", \"op\": "
                     "\"<=\", \"threshold\": 0.001}, {\"metric\": "
                     "\"consume.completeness\", \"op\": \">=\", "
                     "\"threshold\": 1}, {\"metric\": \"produce.errors\", "
                     "\"op\": \"<=\", \"threshold\": 99}]}");
        kp_plan_destroy(p);
}

/* Which metrics a criterion may judge per window: the rates and the
 * latencies kplan keeps window by window, never a count or a figure of
 * the whole phase. */
static void test_windowed_metrics(void **state)
{
        static const char *const yes[] = {
                "produce.rate.achieved_msgs_per_sec",
                "produce.rate.achieved_ratio",
                "produce.throughput_mib_per_sec",
                "produce.latency.p95_ms",
                "produce.latency.max_ms",
                "produce.service_latency.p99_ms",
                "consume.msgs_per_sec",
                "consume.e2e_latency.p95_ms",
        };
        static const char *const no[] = {
                "produce.errors",
                "produce.error_ratio",
                "consume.completeness",
                "consume.rebalance_ms",
                "consume.fetch_msgs_per_sec",
                "capacity.rate_msgs_per_sec",
                "drain.catch_up_s",
        };
        (void)state;
        for (size_t i = 0; i < sizeof(yes) / sizeof(yes[0]); i++)
                assert_true(kp_metric_windowed(kp_metric_find(yes[i])->id));
        for (size_t i = 0; i < sizeof(no) / sizeof(no[0]); i++)
                assert_false(kp_metric_windowed(kp_metric_find(no[i])->id));
}

int main(void)
{
        const struct CMUnitTest tests[] = {
                cmocka_unit_test(test_catalog),
                cmocka_unit_test(test_named_tiers_refused),
                cmocka_unit_test(test_every_tier),
                cmocka_unit_test(test_aggregate),
                cmocka_unit_test(test_offline_keeps_old_plans),
                cmocka_unit_test(test_warmup_covers_tier),
                cmocka_unit_test(test_ratio_thresholds),
                cmocka_unit_test(test_windowed_metrics),
        };
        return cmocka_run_group_tests(tests, NULL, NULL);
}
