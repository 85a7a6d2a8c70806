/*
 * Sweep findings and parallel-group aggregates (evaluate.c), and the
 * matching and flagging of kplan compare (compare.c), on hand-made
 * results: every number below is set by the test, none is measured.
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

#include <cjson/cJSON.h>

#include "base/hist.h"
#include "base/props.h"
#include "base/util.h"
#include "evaluate/compare.h"
#include "evaluate/evaluate.h"
#include "plan/plan.h"
#include "report/model/code_words.h"
#include "report/reports.h"
#include "report/model/sweep_words.h"
#include "results/results.h"

#include "hand_made.h"
#include "report/model/compare_view.h"

/* The report model of comparison c with run B's plan in language l: its
 * words for tier name's gap, and for the broker settings not compared.
 * Valid until the next call. */
static const char *cv_words(const kp_comparison *c, const kp_results *a,
                            const kp_results *b, const char *name, kp_lang l)
{
        static char buf[512];
        kp_plan *p = b->plan;
        kp_lang keep = p->lang;
        kp_cmodel *m = NULL;
        p->lang = l;
        assert_int_equal(kp_cmodel_build(c, a, b, "a", "b", &m), 0);
        p->lang = keep;
        snprintf(buf, sizeof(buf), "%s", "");
        for (size_t i = 0; name && i < m->n_tiers; i++)
                if (!strcmp(m->tiers[i].name, name))
                        snprintf(buf, sizeof(buf), "%s",
                                 m->tiers[i].note ? m->tiers[i].note : "");
        if (!name)
                snprintf(buf, sizeof(buf), "%s", m->diffs_note);
        kp_cmodel_destroy(m);
        return buf;
}

static const char *cv_tier_note(const kp_comparison *c, const kp_results *a,
                                const kp_results *b, const char *name,
                                kp_lang l)
{
        return cv_words(c, a, b, name, l);
}

static const char *cv_diffs_note(const kp_comparison *c, const kp_results *a,
                                 const kp_results *b, kp_lang l)
{
        return cv_words(c, a, b, NULL, l);
}
#include "report_write.h"

/* ---- hand-made runs ---------------------------------------------------- */

/* A complete tier: achieved rate (msg/s), p95 of the corrected latency
 * (ms; p50 is half of it, p99 1.2 times), fetch-only consume rate. The
 * histograms hold 100 values spread like that. */
static void set_tier(kp_results *r, const char *name, double rate,
                     double p95_ms, double fetch)
{
        kp_tier_result *t = tier(r, name);
        kp_produce_result *p = &t->produce;
        kp_consume_result *c = &t->consume;
        t->status = KP_TIER_COMPLETE;
        p->ran = 1;
        p->sent = p->delivered = p->measured = 10000;
        p->bytes = 10000 * 100;
        p->achieved_rate = rate;
        p->mib_per_sec = rate * 100 / 1048576.0;
        p->duration_s = 10000 / rate;
        kp_hist_destroy(p->hist_latency);
        kp_hist_destroy(p->hist_service);
        p->hist_latency = kp_hist_new();
        p->hist_service = kp_hist_new();
        assert_non_null(p->hist_latency);
        assert_non_null(p->hist_service);
        for (int i = 0; i < 100; i++) {
                int64_t us = (int64_t)(p95_ms * 1000 *
                                       (i < 50   ? 0.5
                                        : i < 95 ? 1.0
                                                 : 1.2));
                kp_hist_record(p->hist_latency, us);
                kp_hist_record(p->hist_service, us * 9 / 10);
        }
        p->latency.count = p->service.count = 100;
        p->latency.p50_ms = p95_ms * 0.5;
        p->latency.p95_ms = p95_ms;
        p->latency.p99_ms = p95_ms * 1.2;
        p->latency.max_ms = p95_ms * 1.2;
        p->latency.avg_ms = p95_ms * 0.75;
        p->service = p->latency;
        p->service.p95_ms = p95_ms * 0.9;
        c->ran = 1;
        c->expected = c->messages = 10000;
        c->completeness = 1;
        c->fetch_msgs_per_sec = fetch;
        c->msgs_per_sec = fetch / 10;
        c->fetch_s = 10000 / fetch;
        c->duration_s = c->fetch_s + 3;
        c->rebalance_ms = 3000;
}

static const kp_sweep_eval *sweep(const kp_evaluation *e, const char *group)
{
        for (size_t i = 0; i < e->n_sweeps; i++)
                if (strcmp(e->sweeps[i].group, group) == 0)
                        return &e->sweeps[i];
        fail_msg("no sweep \"%s\"", group);
        return NULL;
}

/* Finding i of s in English, as the report model words it: a string the
 * caller frees. */
static char *words(const kp_sweep_eval *s, size_t i)
{
        char *w = kp_sweep_finding_words(KP_LANG_EN, &s->findings[i]);
        assert_non_null(w);
        return w;
}

/* The finding that starts with prefix, in English, or NULL. The string
 * lasts until the next call. */
static const char *finding(const kp_sweep_eval *s, const char *prefix)
{
        static char found[4096];
        for (size_t i = 0; i < s->n_findings; i++) {
                char *w = words(s, i);
                int hit = strncmp(w, prefix, strlen(prefix)) == 0;
                if (hit)
                        snprintf(found, sizeof(found), "%s", w);
                free(w);
                if (hit)
                        return found;
        }
        return NULL;
}

static void expect_finding(const kp_sweep_eval *s, const char *want)
{
        for (size_t i = 0; i < s->n_findings; i++) {
                char *w = words(s, i);
                int hit = strcmp(w, want) == 0;
                free(w);
                if (hit)
                        return;
        }
        for (size_t i = 0; i < s->n_findings; i++) {
                char *w = words(s, i);
                fprintf(stderr, "  finding: %s\n", w);
                free(w);
        }
        fail_msg("missing finding: %s", want);
}

static const char *best_name(const kp_sweep_eval *s)
{
        return s->best < s->n_points ? s->points[s->best].name : NULL;
}

/* ---- sweep findings ------------------------------------------------------ */

/* The three runs of a sweep point: "<point> #1" to "#3", with their
 * rates and p95s. */
static void set_runs(kp_results *r, const char *point, const double rate[3],
                     const double p95[3], double fetch)
{
        for (int k = 0; k < 3; k++) {
                char name[256];
                snprintf(name, sizeof(name), "%s #%d", point, k + 1);
                set_tier(r, name, rate[k], p95[k], fetch);
        }
}

#define RUNS(...) ((const double[3]){ __VA_ARGS__ })

static const char *const ACKS_PLAN =
    "{\"name\": \"s\", \"defaults\": {\"messages\": 10000, \"rate\": "
    "\"unlimited\"},"
    " \"tiers\": [{\"name\": \"acks\", \"repeat\": 3, \"sweep\": {\"acks\": "
    "[\"1\", \"all\"]}}]}";

static const char *const ACKS_ONCE_PLAN =
    "{\"name\": \"s\", \"defaults\": {\"messages\": 10000, \"rate\": "
    "\"unlimited\"},"
    " \"tiers\": [{\"name\": \"acks\", \"repeat\": 1, \"sweep\": "
    "{\"acks\": [\"1\", \"all\"]}}]}";

/* Two points far apart: the best one, the noise and the factor between
 * them, each point's median and range over its runs. */
static void test_two_points(void **state)
{
        kp_results *r = new_run(ACKS_PLAN);
        kp_evaluation *e;
        const kp_sweep_eval *s;
        (void)state;
        set_runs(r, "acks acks=1", RUNS(34000, 35000, 36000),
                 RUNS(1.1, 1.2, 1.3), 90000);
        set_runs(r, "acks acks=all", RUNS(10000, 9800, 10100),
                 RUNS(4.8, 4.9, 4.7), 80000);
        e = evaluate(r);
        s = sweep(e, "acks");
        assert_string_equal(s->param, "acks");
        assert_null(s->param2);
        assert_int_equal(s->goal, KP_GOAL_THROUGHPUT);
        assert_int_equal(s->n_points, 2);
        assert_int_equal(s->runs, 3);
        assert_false(s->numeric); /* "all" is not a number */
        assert_string_equal(best_name(s), "acks acks=1");
        assert_true(s->points[0].best);
        assert_false(s->points[1].best);
        assert_false(s->tie);
        /* Medians, ranges and noise over the three runs. */
        assert_int_equal(s->points[1].n_runs, 3);
        assert_int_equal(s->points[1].n_measured, 3);
        assert_true(s->points[1].rate == 10000);
        assert_true(s->points[1].rate_runs.min == 9800);
        assert_true(s->points[1].rate_runs.max == 10100);
        /* Higher is better: the worse run is 300 below the best one. */
        assert_true(fabs(s->points[1].rate_runs.noise_pct -
                         300.0 / 10100 * 100) < 1e-9);
        assert_true(s->points[1].p95_ms == 4.8);
        assert_true(s->points[1].p95_runs.min == 4.7);
        /* Lower is better: 4.9 against 4.7. */
        assert_true(fabs(s->points[1].p95_runs.noise_pct - 0.2 / 4.7 * 100) <
                    1e-9);
        assert_true(s->points[1].fetch_rate == 80000);
        assert_true(s->points[1].errors == 0);
        assert_string_equal(e->tiers[s->points[1].runs[2]].name,
                            "acks acks=all #3");
        expect_finding(s,
                       "Best: acks=1, a median of 35,000 msg/s (34,000 to "
                       "36,000 over 3 runs) with a p95 latency of 1.200 ms: "
                       "ahead of every other point that passed every criterion "
                       "by more than the noise; the closest, acks=all (10,000 "
                       "msg/s), is 71% lower, against a noise of 10% (the "
                       "default threshold of kplan compare; no two runs of "
                       "either point differed by more).");
        expect_finding(s,
                       "Noise: each point ran 3 times, interleaved with the "
                       "other points; two runs of one point differed by up to "
                       "6% in throughput (acks=1) and 18% in p95 latency "
                       "(acks=1). The figures are medians of the runs, and a "
                       "difference between two points counts only when it is "
                       "beyond the larger noise of the two and beyond 10%, the "
                       "default threshold of kplan compare.");
        expect_finding(
            s, "acks=1 gave 3.50x the throughput of acks=all: medians "
               "of 35,000 against 10,000 msg/s, beyond the noise of 10% "
               "(the default threshold of kplan compare; no two runs of "
               "either point differed by more); p95 latency was 1.200 "
               "ms against 4.800 ms.");
        kp_evaluation_destroy(e);
        kp_results_destroy(r);
}

/* The case: two points whose medians differ by less than the
 * spread of their runs are a tie, never "best" or "N x". */
static void test_within_noise_is_a_tie(void **state)
{
        kp_results *r = new_run(ACKS_PLAN);
        kp_evaluation *e;
        const kp_sweep_eval *s;
        (void)state;
        /* Medians 60,000 and 66,000 (9% apart); the runs of acks=1 spread
         * over 50,000 to 70,000 (29%). */
        set_runs(r, "acks acks=1", RUNS(50000, 70000, 60000),
                 RUNS(2.0, 2.2, 2.1), 90000);
        set_runs(r, "acks acks=all", RUNS(66000, 72000, 55000),
                 RUNS(2.1, 2.0, 2.3), 90000);
        e = evaluate(r);
        s = sweep(e, "acks");
        assert_null(best_name(s));
        assert_true(s->tie);
        assert_true(s->points[0].tied && s->points[1].tied);
        assert_false(s->points[0].best || s->points[1].best);
        assert_true(s->points[0].rate == 60000);
        assert_true(s->points[1].rate == 66000);
        expect_finding(
            s, "No single best point: acks=all had the highest median "
               "throughput, 66,000 msg/s; within the noise of it (two "
               "runs of acks=1 differed by 29%): acks=1 (60,000 msg/s); "
               "and p95 latency sets none of them apart either: a tie.");
        expect_finding(s,
                       "Throughput was a tie within noise across acks: medians "
                       "from 60,000 msg/s (acks=1) to 66,000 msg/s (acks=all), "
                       "9% apart, within the noise of 29% (two runs of acks=1 "
                       "differed by that much).");
        assert_null(finding(s, "acks=all gave"));
        kp_evaluation_destroy(e);

        /* Beyond compare's 10% but within the spread: medians 60,000 and
         * 72,000 (acks=1 17% lower), the runs of acks=1 over 50,000 to
         * 75,000 (33%). A rule that looked only at the floor would call
         * acks=all best here. */
        set_runs(r, "acks acks=1", RUNS(50000, 75000, 60000),
                 RUNS(2.0, 2.2, 2.1), 90000);
        set_runs(r, "acks acks=all", RUNS(72000, 80000, 65000),
                 RUNS(2.1, 2.0, 2.3), 90000);
        e = evaluate(r);
        s = sweep(e, "acks");
        assert_null(best_name(s));
        assert_true(s->tie);
        assert_true(s->points[0].tied && s->points[1].tied);
        assert_true(s->points[0].rate == 60000);
        assert_true(s->points[1].rate == 72000);
        expect_finding(
            s, "No single best point: acks=all had the highest median "
               "throughput, 72,000 msg/s; within the noise of it (two "
               "runs of acks=1 differed by 33%): acks=1 (60,000 msg/s); "
               "and p95 latency sets none of them apart either: a tie.");
        expect_finding(s, "Throughput was a tie within noise across acks: "
                          "medians from 60,000 msg/s (acks=1) to 72,000 "
                          "msg/s (acks=all), 17% apart, within the noise of "
                          "33% (two runs of acks=1 differed by that much).");
        assert_null(finding(s, "acks=all gave"));
        kp_evaluation_destroy(e);

        /* The same medians from runs that agree: 9% is still below the
         * floor, compare's 10%. */
        set_runs(r, "acks acks=1", RUNS(60000, 60100, 59900),
                 RUNS(2.0, 2.2, 2.1), 90000);
        set_runs(r, "acks acks=all", RUNS(66000, 66100, 65900),
                 RUNS(2.1, 2.0, 2.3), 90000);
        e = evaluate(r);
        s = sweep(e, "acks");
        assert_null(best_name(s));
        assert_non_null(finding(s, "Throughput was a tie within noise across "
                                   "acks: medians from 60,000 msg/s (acks=1) "
                                   "to 66,000 msg/s (acks=all), 9% apart, "
                                   "within the noise of 10% (the default "
                                   "threshold of kplan compare"));
        kp_evaluation_destroy(e);

        /* 20% apart with runs within 1%: beyond the noise. */
        set_runs(r, "acks acks=all", RUNS(75000, 75100, 74900),
                 RUNS(2.1, 2.0, 2.3), 90000);
        e = evaluate(r);
        s = sweep(e, "acks");
        assert_string_equal(best_name(s), "acks acks=all");
        assert_false(s->tie);
        assert_non_null(finding(s, "acks=all gave 1.25x the throughput of "
                                   "acks=1"));
        kp_evaluation_destroy(e);
        kp_results_destroy(r);
}

/* Points that ran once have no measured noise: no best, no factor. */
static void test_single_runs(void **state)
{
        kp_results *r = new_run(
            "{\"name\": \"s\", \"defaults\": {\"messages\": 10000, \"rate\": "
            "\"unlimited\"}, \"tiers\": [{\"name\": \"acks\", \"repeat\": 1, "
            "\"sweep\": {\"acks\": [\"1\", \"all\"]}}]}");
        kp_evaluation *e;
        const kp_sweep_eval *s;
        (void)state;
        set_tier(r, "acks acks=1", 35000, 1.2, 90000);
        set_tier(r, "acks acks=all", 10000, 4.8, 80000);
        e = evaluate(r);
        s = sweep(e, "acks");
        assert_int_equal(s->runs, 1);
        assert_null(best_name(s));
        assert_true(isnan(s->points[0].rate_runs.noise_pct));
        assert_true(s->points[0].rate_runs.min == 35000);
        expect_finding(s, "Each point ran once, so kplan cannot tell a "
                          "difference between points from noise and marks "
                          "none best: acks=1 had the highest throughput, "
                          "35,000 msg/s. Run each point several times "
                          "(\"repeat\": 3 or more) to measure the noise.");
        expect_finding(s, "Throughput ranged from 10,000 msg/s (acks=all) to "
                          "35,000 msg/s (acks=1); with one run per point "
                          "kplan cannot tell that from noise.");
        assert_null(finding(s, "Noise:"));
        kp_evaluation_destroy(e);
        kp_results_destroy(r);
}

/* A numeric parameter: sorted by value (not plan order), the point beyond
 * which throughput gains no more than the noise, and a p95 that rises
 * each step. */
static void test_plateau(void **state)
{
        kp_results *r = new_run(
            "{\"name\": \"s\", \"defaults\": {\"messages\": 10000, \"rate\": "
            "\"unlimited\"}, \"tiers\": [{\"name\": \"batch\", \"repeat\": 3, "
            "\"sweep\": {\"batch.size\": [65536, 16384, 262144, "
            "1048576]}}]}");
        kp_evaluation *e;
        const kp_sweep_eval *s;
        (void)state;
        set_runs(r, "batch batch.size=16384", RUNS(20000, 19500, 20500),
                 RUNS(1.0, 0.98, 1.02), 90000);
        set_runs(r, "batch batch.size=65536", RUNS(40000, 39000, 41000),
                 RUNS(1.5, 1.45, 1.55), 90000);
        set_runs(r, "batch batch.size=262144", RUNS(41000, 40000, 42000),
                 RUNS(2.0, 1.95, 2.05), 90000);
        set_runs(r, "batch batch.size=1048576", RUNS(41500, 40500, 42500),
                 RUNS(3.0, 2.9, 3.1), 90000);
        e = evaluate(r);
        s = sweep(e, "batch");
        assert_true(s->numeric);
        assert_true(s->points[0].x == 65536);
        /* 65536 to 1048576 are within the noise of each other; p95 sets
         * the smallest of them apart. */
        assert_string_equal(best_name(s), "batch batch.size=65536");
        expect_finding(s,
                       "Best: batch.size=65536, a median of 40,000 msg/s "
                       "(39,000 to 41,000 over 3 runs) with a p95 latency of "
                       "1.500 ms: its throughput is within the noise of "
                       "batch.size=262144 and batch.size=1048576, and its p95 "
                       "latency is lower than theirs by more than the noise.");
        expect_finding(s, "Beyond batch.size=65536, throughput gained no more "
                          "than the noise: a median of 40,000 msg/s there, at "
                          "most 41,500 msg/s up to batch.size=1048576.");
        expect_finding(s,
                       "p95 latency rose at every step of batch.size by more "
                       "than the noise, from a median of 1.000 ms at "
                       "batch.size=16384 to 3.000 ms at batch.size=1048576.");
        assert_non_null(finding(s, "batch.size=1048576 gave 2.08x the "
                                   "throughput of batch.size=16384: medians "
                                   "of 41,500 against 20,000 msg/s, beyond "
                                   "the noise of 10%"));
        kp_evaluation_destroy(e);
        kp_results_destroy(r);
}

/* The highest median of a tie, far ahead of a point outside it: the
 * factor is stated, and that the point leads only a tie (on the 4.4.0
 * test cluster the leader of such a tie was linger.ms=3 in one run of a
 * sweep and linger.ms=2 in the next). */
static void test_tie_leader_factor(void **state)
{
        kp_results *r = new_run(
            "{\"name\": \"s\", \"defaults\": {\"messages\": 10000, \"rate\": "
            "\"unlimited\"}, \"tiers\": [{\"name\": \"linger\", \"repeat\": 3, "
            "\"sweep\": {\"linger.ms\": [0, 2, 4]}}]}");
        kp_evaluation *e;
        const kp_sweep_eval *s;
        (void)state;
        set_runs(r, "linger linger.ms=0", RUNS(30000, 29000, 31000),
                 RUNS(3.0, 2.9, 3.1), 90000);
        set_runs(r, "linger linger.ms=2", RUNS(100000, 80000, 110000),
                 RUNS(1.0, 0.9, 1.1), 90000);
        set_runs(r, "linger linger.ms=4", RUNS(105000, 85000, 112000),
                 RUNS(1.0, 0.95, 1.1), 90000);
        e = evaluate(r);
        s = sweep(e, "linger");
        assert_null(best_name(s));
        assert_true(s->tie);
        assert_false(s->points[0].tied);
        expect_finding(
            s, "linger.ms=4, the highest median of the tie, gave 3.50x "
               "the throughput of linger.ms=0: medians of 105,000 "
               "against 30,000 msg/s, beyond the noise of 24% (two runs "
               "of linger.ms=4 differed by that much); p95 latency was "
               "1.000 ms against 3.000 ms.");
        kp_evaluation_destroy(e);
        kp_results_destroy(r);
}

/* p95 medians that fall at every step, but by less than the noise at
 * some: the fall from the first value to the last is stated, "at every
 * step" is not, and the steps within the noise are named (a sweep of
 * linger.ms on the 4.4.0 test cluster gave 1,032 ms and 1,012 ms at
 * linger.ms 4 and 6, and was said to fall "at every step"). */
static void test_latency_steps_within_noise(void **state)
{
        kp_results *r = new_run(
            "{\"name\": \"s\", \"defaults\": {\"messages\": 10000, \"rate\": "
            "\"unlimited\"}, \"tiers\": [{\"name\": \"linger\", \"repeat\": 3, "
            "\"sweep\": {\"linger.ms\": [0, 2, 4, 6]}}]}");
        kp_evaluation *e;
        const kp_sweep_eval *s;
        (void)state;
        set_runs(r, "linger linger.ms=0", RUNS(30000, 29000, 31000),
                 RUNS(3.0, 2.9, 3.1), 90000);
        set_runs(r, "linger linger.ms=2", RUNS(50000, 49000, 51000),
                 RUNS(1.5, 1.45, 1.55), 90000);
        set_runs(r, "linger linger.ms=4", RUNS(70000, 69000, 71000),
                 RUNS(1.03, 1.0, 1.06), 90000);
        set_runs(r, "linger linger.ms=6", RUNS(71000, 70000, 72000),
                 RUNS(1.01, 0.99, 1.03), 90000);
        e = evaluate(r);
        s = sweep(e, "linger");
        expect_finding(s,
                       "p95 latency fell from a median of 3.000 ms at "
                       "linger.ms=0 to 1.010 ms at linger.ms=6, beyond the "
                       "noise; from linger.ms=4 to linger.ms=6 it moved by no "
                       "more than the noise.");
        assert_null(finding(s, "p95 latency fell at every step"));
        kp_evaluation_destroy(e);

        /* Two steps within the noise: counted, the first named. */
        set_runs(r, "linger linger.ms=2", RUNS(50000, 49000, 51000),
                 RUNS(1.05, 1.04, 1.06), 90000);
        e = evaluate(r);
        s = sweep(e, "linger");
        expect_finding(s,
                       "p95 latency fell from a median of 3.000 ms at "
                       "linger.ms=0 to 1.010 ms at linger.ms=6, beyond the "
                       "noise; at 2 of its 3 steps (the first from linger.ms=2 "
                       "to linger.ms=4) it moved by no more than the noise.");
        kp_evaluation_destroy(e);

        /* Runs of linger.ms=0 192% apart: no step is beyond the noise
         * (3.00 against 1.05 ms is 186%), the first value against the
         * last (197%) still is. */
        set_runs(r, "linger linger.ms=0", RUNS(30000, 29000, 31000),
                 RUNS(3.0, 1.06, 3.1), 90000);
        e = evaluate(r);
        s = sweep(e, "linger");
        expect_finding(s, "p95 latency fell from a median of 3.000 ms at "
                          "linger.ms=0 to 1.010 ms at linger.ms=6, beyond the "
                          "noise; no single step between them was beyond it.");
        kp_evaluation_destroy(e);
        kp_results_destroy(r);
}

/* Every point at a fixed rate: best is the lowest p95, and a point that
 * fell behind its schedule is named. */
static void test_fixed_rate(void **state)
{
        kp_results *r = new_run(
            "{\"name\": \"s\", \"defaults\": {\"messages\": 10000, \"rate\": "
            "5000, \"producer\": {\"acks\": \"all\"}}, \"tiers\": [{\"name\": "
            "\"linger\", \"repeat\": 3, \"sweep\": {\"linger.ms\": [0, 2, 4, "
            "6]}}]}");
        kp_evaluation *e;
        const kp_sweep_eval *s;
        (void)state;
        set_runs(r, "linger linger.ms=0", RUNS(4000, 4010, 3990),
                 RUNS(1.2, 1.25, 1.15), 90000);
        set_runs(r, "linger linger.ms=2", RUNS(4999, 4998, 5000),
                 RUNS(2.5, 2.6, 2.4), 90000);
        set_runs(r, "linger linger.ms=4", RUNS(5000, 5000, 5000),
                 RUNS(4.1, 4.0, 4.2), 90000);
        set_runs(r, "linger linger.ms=6", RUNS(5000, 5000, 5000),
                 RUNS(6.3, 6.2, 6.4), 90000);
        e = evaluate(r);
        s = sweep(e, "linger");
        assert_int_equal(s->goal, KP_GOAL_LATENCY);
        assert_string_equal(best_name(s), "linger linger.ms=0");
        expect_finding(
            s, "Best: linger.ms=0, a median p95 latency of 1.200 ms "
               "(1.150 to 1.250 ms over 3 runs) at 4,000.0 msg/s: ahead "
               "of every other point that passed every criterion by "
               "more than the noise; the closest, linger.ms=2 (2.500 "
               "ms), is 108% higher, against a noise of 10% (the "
               "default threshold of kplan compare; no two runs of "
               "either point differed by more).");
        expect_finding(
            s, "linger.ms=0 gave the lowest p95 latency, 1.200 ms, and "
               "linger.ms=6 the highest, 6.300 ms (5.25x): medians, "
               "beyond the noise of 10% (the default threshold of kplan "
               "compare; no two runs of either point differed by more).");
        expect_finding(s, "p95 latency rose at every step of linger.ms by more "
                          "than the noise, from a median of 1.200 ms at "
                          "linger.ms=0 to 6.300 ms at linger.ms=6.");
        expect_finding(s, "At linger.ms=0 the producer did not hold the target "
                          "rate: 4,000.0 of 5,000.0 msg/s (80%).");
        /* 4,999 of 5,000 is within 1%: not named. */
        assert_null(finding(s, "At linger.ms=2"));
        kp_evaluation_destroy(e);
        kp_results_destroy(r);
}

/* A point that fails a criterion in any run is never best; the findings
 * name it and its failing runs. No passing point: none is best. */
static void test_failed_points(void **state)
{
        const char *plan =
            "{\"name\": \"s\", \"defaults\": {\"messages\": 10000, \"rate\": "
            "\"unlimited\"}, \"tiers\": [{\"name\": \"acks\", \"repeat\": 3, "
            "\"sweep\": {\"acks\": [\"1\", \"all\"]}}], \"criteria\": "
            "[{\"metric\": \"produce.latency.p95_ms\", \"op\": \"<=\", "
            "\"threshold\": 3}]}";
        kp_results *r = new_run(plan);
        kp_evaluation *e;
        const kp_sweep_eval *s;
        (void)state;
        set_runs(r, "acks acks=1", RUNS(35000, 35500, 34500),
                 RUNS(2.0, 4.0, 2.5), 90000);
        set_runs(r, "acks acks=all", RUNS(10000, 10100, 9900),
                 RUNS(2.0, 2.1, 1.9), 90000);
        e = evaluate(r);
        s = sweep(e, "acks");
        assert_string_equal(best_name(s), "acks acks=all");
        assert_int_equal(s->points[0].verdict, KP_FAIL);
        assert_int_equal(s->points[0].n_not_pass, 1);
        expect_finding(
            s, "Best: acks=all, a median of 10,000 msg/s (9,900.0 to "
               "10,100 over 3 runs) with a p95 latency of 2.000 ms: the "
               "only point that passed every criterion.");
        expect_finding(s, "1 of 2 points did not pass every criterion: "
                          "acks=1 (FAIL in 1 of 3 runs).");
        kp_evaluation_destroy(e);

        set_tier(r, "acks acks=all #2", 10000, 3.5, 90000);
        tier(r, "acks acks=all #3")->status = KP_TIER_INCOMPLETE;
        e = evaluate(r);
        s = sweep(e, "acks");
        assert_null(best_name(s));
        assert_int_equal(s->best, s->n_points);
        expect_finding(s, "No point passed every criterion, so none is "
                          "marked best.");
        expect_finding(s, "2 of 2 points did not pass every criterion: acks=1 "
                          "(FAIL in 1 of 3 runs) and acks=all (FAIL in 2 of 3 "
                          "runs).");
        kp_evaluation_destroy(e);
        kp_results_destroy(r);
}

/* A grid: one sentence per value of the second parameter; a flat one
 * says so. Record sizes are numbers in bytes whatever their unit. */
static void test_grid(void **state)
{
        kp_results *r = new_run(
            "{\"name\": \"s\", \"defaults\": {\"messages\": 10000, \"rate\": "
            "\"unlimited\"}, \"tiers\": [{\"name\": \"g\", \"repeat\": 3, "
            "\"sweep\": {\"linger.ms\": [0, 5], \"record_size\": [\"100B\", "
            "\"1KiB\"]}}]}");
        kp_evaluation *e;
        const kp_sweep_eval *s;
        (void)state;
        set_runs(r, "g linger.ms=0 record_size=100B", RUNS(20000, 20100, 19900),
                 RUNS(1.0, 1.0, 1.0), 90000);
        set_runs(r, "g linger.ms=0 record_size=1KiB", RUNS(10000, 10100, 9900),
                 RUNS(1.5, 1.5, 1.5), 90000);
        set_runs(r, "g linger.ms=5 record_size=100B", RUNS(60000, 60100, 59900),
                 RUNS(5.5, 5.5, 5.5), 90000);
        set_runs(r, "g linger.ms=5 record_size=1KiB", RUNS(10100, 10200, 10000),
                 RUNS(6.0, 6.0, 6.0), 90000);
        e = evaluate(r);
        s = sweep(e, "g");
        assert_string_equal(s->param2, "record_size");
        assert_true(s->numeric && s->numeric2);
        assert_int_equal(s->n_points, 4);
        assert_true(s->points[1].x2 == 1024);
        assert_string_equal(s->points[1].value2, "1KiB");
        assert_string_equal(s->points[1].name,
                            "g linger.ms=0 record_size=1KiB");
        assert_string_equal(best_name(s), "g linger.ms=5 record_size=100B");
        assert_non_null(finding(s, "Best: linger.ms=5, record_size=100B, a "
                                   "median of 60,000 msg/s"));
        /* A grid row varies linger.ms only: plain msg/s. */
        assert_non_null(finding(s, "With record_size=100B, linger.ms=5 gave "
                                   "3.00x the throughput of linger.ms=0: "
                                   "medians of 60,000 against 20,000 msg/s, "
                                   "beyond the noise of 10%"));
        assert_non_null(finding(s, "With record_size=1KiB, throughput was a "
                                   "tie within noise across linger.ms: "
                                   "medians from 10,000 msg/s (linger.ms=0) "
                                   "to 10,100 msg/s (linger.ms=5), 1% "
                                   "apart"));
        kp_evaluation_destroy(e);
        kp_results_destroy(r);
}

/* A record size sweep also says what the MiB/s did. */
static void test_record_size(void **state)
{
        kp_results *r = new_run(
            "{\"name\": \"s\", \"defaults\": {\"messages\": 10000, \"rate\": "
            "\"unlimited\"}, \"tiers\": [{\"name\": \"rs\", \"repeat\": 3, "
            "\"sweep\": {\"record_size\": [\"100B\", \"16KB\"]}}]}");
        kp_evaluation *e;
        const kp_sweep_eval *s;
        (void)state;
        set_runs(r, "rs record_size=100B", RUNS(40000, 40100, 39900),
                 RUNS(1.0, 1.0, 1.0), 90000);
        set_runs(r, "rs record_size=16KB", RUNS(4000, 4010, 3990),
                 RUNS(8.0, 8.0, 8.0), 90000);
        /* set_tier makes 100-byte MiB/s; the 16 KB point carries more. */
        for (int k = 1; k <= 3; k++) {
                char name[64];
                snprintf(name, sizeof(name), "rs record_size=16KB #%d", k);
                tier(r, name)->produce.mib_per_sec = 4000 * 16000 / 1048576.0;
        }
        e = evaluate(r);
        s = sweep(e, "rs");
        assert_true(s->points[1].x == 16000);
        assert_non_null(finding(s,
                                "record_size=100B gave 10.00x the throughput "
                                "of record_size=16KB in msg/s and 3.81 "
                                "against 61.04 MiB/s: medians of 40,000 "
                                "against 4,000.0 msg/s, beyond the noise of "
                                "10%"));
        assert_non_null(strstr(finding(s, "record_size=100B gave"),
                               "; p95 latency was 1.000 ms against 8.000 "
                               "ms."));
        kp_evaluation_destroy(e);
        kp_results_destroy(r);
}

/* A point shorter than KP_SWEEP_SHORT_S is named, with the messages that
 * would make it long enough. */
static void test_short_runs(void **state)
{
        kp_results *r = new_run(ACKS_PLAN);
        kp_evaluation *e;
        const kp_sweep_eval *s;
        (void)state;
        set_runs(r, "acks acks=1", RUNS(35000, 35500, 34500),
                 RUNS(1.0, 1.0, 1.0), 90000);
        set_runs(r, "acks acks=all", RUNS(1000, 1010, 990), RUNS(1.0, 1.0, 1.0),
                 90000);
        e = evaluate(r);
        s = sweep(e, "acks");
        /* 10,000 messages: 0.29 s at 35,000 msg/s, 10 s at 1,000 msg/s. */
        assert_true(s->points[0].short_run);
        assert_false(s->points[1].short_run);
        assert_int_equal(s->n_short, 1);
        assert_true(fabs(s->points[0].duration_s - 10000 / 35000.0) < 1e-9);
        expect_finding(
            s, "Short runs: acks=1 produced for 0.29 s (the median of "
               "the runs), less than 5.00 s; so short a run measures "
               "the client's start and the host's scheduling as much as "
               "the cluster. At these rates about 180,000 messages per "
               "point would make every run 5.00 s long.");
        kp_evaluation_destroy(e);
        kp_results_destroy(r);
}

/* results.json carries the sweeps, their points over the runs, their
 * findings and the groups. */
static void test_evaluation_json(void **state)
{
        kp_results *r = new_run(ACKS_PLAN);
        kp_evaluation *e;
        cJSON *j, *sw, *pt, *runs;
        (void)state;
        set_runs(r, "acks acks=1", RUNS(34000, 35000, 36000),
                 RUNS(1.1, 1.2, 1.3), 90000);
        set_runs(r, "acks acks=all", RUNS(10000, 9800, 10100),
                 RUNS(4.8, 4.9, 4.7), 80000);
        e = evaluate(r);
        j = kp_evaluation_to_json(e);
        assert_non_null(j);
        sw = cJSON_GetArrayItem(cJSON_GetObjectItem(j, "sweeps"), 0);
        assert_non_null(sw);
        assert_string_equal(
            cJSON_GetStringValue(cJSON_GetObjectItem(sw, "group")), "acks");
        assert_string_equal(
            cJSON_GetStringValue(cJSON_GetObjectItem(sw, "best")),
            "acks acks=1");
        assert_string_equal(
            cJSON_GetStringValue(cJSON_GetObjectItem(sw, "goal")),
            "throughput");
        assert_true(cJSON_GetObjectItem(sw, "runs")->valuedouble == 3);
        assert_true(cJSON_GetObjectItem(sw, "noise_floor_pct")->valuedouble ==
                    KP_COMPARE_DEFAULT_THRESHOLD);
        assert_true(cJSON_IsFalse(cJSON_GetObjectItem(sw, "tie")));
        pt = cJSON_GetArrayItem(cJSON_GetObjectItem(sw, "points"), 1);
        assert_string_equal(
            cJSON_GetStringValue(cJSON_GetObjectItem(pt, "tier")),
            "acks acks=all");
        runs = cJSON_GetObjectItem(pt, "runs");
        assert_int_equal(cJSON_GetArraySize(runs), 3);
        assert_string_equal(cJSON_GetStringValue(cJSON_GetArrayItem(runs, 0)),
                            "acks acks=all #1");
        assert_true(
            cJSON_GetObjectItem(pt, "produce_msgs_per_sec")->valuedouble ==
            10000);
        assert_true(
            cJSON_GetObjectItem(pt, "produce_msgs_per_sec_min")->valuedouble ==
            9800);
        assert_true(
            cJSON_GetObjectItem(pt, "produce_msgs_per_sec_max")->valuedouble ==
            10100);
        assert_true(
            cJSON_GetObjectItem(pt, "latency_p95_ms_max")->valuedouble == 4.9);
        assert_true(cJSON_IsNumber(
            cJSON_GetObjectItem(pt, "produce_msgs_per_sec_noise_pct")));
        assert_true(
            cJSON_IsNumber(cJSON_GetObjectItem(pt, "latency_p95_noise_pct")));
        assert_true(cJSON_IsFalse(cJSON_GetObjectItem(pt, "best")));
        assert_true(cJSON_IsFalse(cJSON_GetObjectItem(pt, "tied")));
        assert_int_equal(cJSON_GetArraySize(cJSON_GetObjectItem(j, "groups")),
                         0);
        cJSON_Delete(j);
        /* The rules by code, their English beside them as results.json
         * has it; no brokers' metrics: no capacity model, its reason by
         * code, with its words. */
        j = kp_reports_evaluation_json(r, e);
        assert_non_null(j);
        sw = cJSON_GetArrayItem(cJSON_GetObjectItem(j, "sweeps"), 0);
        assert_string_equal(
            cJSON_GetStringValue(cJSON_GetObjectItem(sw, "best_rule")),
            "rate_then_p95");
        assert_string_equal(
            cJSON_GetStringValue(cJSON_GetObjectItem(sw, "best_rule_text")),
            "among the points that passed every criterion, the highest "
            "median produce.rate.achieved_msgs_per_sec, ahead of every other "
            "by more than the noise; when some are within the noise of it, "
            "the one of them with a lower median produce.latency.p95_ms than "
            "all the others beyond the noise; else none (a tie)");
        assert_string_equal(
            cJSON_GetStringValue(cJSON_GetObjectItem(sw, "noise_rule")),
            "largest_change_between_runs");
        assert_non_null(strstr(
            cJSON_GetStringValue(cJSON_GetObjectItem(sw, "noise_rule_text")),
            "the largest change between two of its runs"));
        /* Chinese says the same rules, with the same metrics. */
        for (int g = KP_GOAL_THROUGHPUT; g <= KP_GOAL_LATENCY; g++) {
                const char *zh =
                    kp_sweep_best_rule_words(KP_LANG_ZH_CN, (kp_sweep_goal)g);
                assert_non_null(
                    strstr(zh, "produce.rate.achieved_msgs_per_sec"));
                assert_non_null(strstr(zh, "produce.latency.p95_ms"));
        }
        assert_non_null(strstr(kp_sweep_noise_rule_words(KP_LANG_ZH_CN),
                               "noise_floor_pct"));
        sw = cJSON_GetObjectItem(j, "sizing");
        assert_true(cJSON_IsNull(cJSON_GetObjectItem(sw, "brokers")));
        assert_string_equal(
            cJSON_GetStringValue(cJSON_GetObjectItem(sw, "reason")),
            "no_broker_metrics");
        assert_string_equal(
            cJSON_GetStringValue(cJSON_GetObjectItem(sw, "reason_text")),
            "no tier has the brokers' metrics (cluster.prometheus)");
        cJSON_Delete(j);
        kp_evaluation_destroy(e);
        kp_results_destroy(r);
}

static const char *const GROUP_PLAN =
    "{\"name\": \"p\", \"tiers\": [{\"name\": \"peak\", \"workloads\": ["
    "{\"name\": \"a\", \"messages\": 10000, \"rate\": 1000},"
    "{\"name\": \"b\", \"messages\": 10000, \"rate\": 3000}]},"
    "{\"name\": \"solo\", \"messages\": 10000, \"rate\": 500}],"
    " \"criteria\": [{\"metric\": \"produce.rate.achieved_msgs_per_sec\", "
    "\"op\": \">=\", \"threshold\": 3900, \"tiers\": [\"peak\"], "
    "\"aggregate\": true}]}";

/* A parallel group: rates add up, histograms merge, the aggregate
 * criterion judges the sum. */
static void test_group_aggregate(void **state)
{
        kp_results *r = new_run(GROUP_PLAN);
        kp_evaluation *e;
        const kp_group_eval *g;
        cJSON *j, *go;
        (void)state;
        set_tier(r, "peak/a", 1000, 2.0, 50000);
        set_tier(r, "peak/b", 2990, 10.0, 60000);
        set_tier(r, "solo", 500, 1.0, 40000);
        e = evaluate(r);
        assert_int_equal(e->n_groups, 1);
        g = &e->groups[0];
        assert_string_equal(g->name, "peak");
        assert_int_equal(g->n_tiers, 2);
        assert_true(g->target_rate == 4000);
        assert_true(g->agg.produce.achieved_rate == 3990);
        assert_true(g->agg.consume.fetch_msgs_per_sec == 110000);
        assert_int_equal(g->agg.produce.latency.count, 200);
        /* Merged: half the values come from b, whose p95 is 10 ms. */
        assert_true(g->agg.produce.latency.p95_ms > 9.9 &&
                    g->agg.produce.latency.p95_ms < 10.1);
        assert_int_equal(g->verdict, KP_PASS);
        /* The sum's range is the sum of the workloads' ranges, each over
         * its own window (10 s and 3.34 s; no round trip recorded, each
         * end to the clock's 1 ms); b's to 50 ms: the sum's end error is
         * the largest. */
        assert_int_equal(e->n_checks, 1);
        assert_true(e->checks[0].has_rate);
        assert_true(fabs(e->checks[0].rate.low -
                         (10000 / 10.002 + 10000 / (10000 / 2990.0 + 0.002))) <
                    1e-6);
        assert_true(fabs(e->checks[0].rate.high -
                         (10000 / 9.998 + 10000 / (10000 / 2990.0 - 0.002))) <
                    1e-6);
        assert_true(e->checks[0].rate.window_s == 10);
        kp_evaluation_destroy(e);
        assert_non_null(
            kp_client_add_stats(&tier(r, "peak/b")->produce.client, NULL));
        tier(r, "peak/b")->produce.client.stats[0].rtt_p95_ms = 50;
        e = evaluate(r);
        assert_true(fabs(e->checks[0].rate.low -
                         (10000 / 10.002 + 10000 / (10000 / 2990.0 + 0.1))) <
                    1e-6);
        assert_true(e->checks[0].rate.end_error_s == 0.05);
        assert_int_equal(e->checks[0].rate.end, KP_RATE_END_RTT);
        assert_int_equal(e->checks[0].verdict, KP_PASS);
        j = kp_evaluation_to_json(e);
        go = cJSON_GetArrayItem(cJSON_GetObjectItem(j, "groups"), 0);
        assert_true(cJSON_GetObjectItem(cJSON_GetObjectItem(go, "produce"),
                                        "achieved_msgs_per_sec")
                        ->valuedouble == 3990);
        cJSON_Delete(j);
        kp_evaluation_destroy(e);

        set_tier(r, "peak/b", 2800, 10.0, 60000);
        e = evaluate(r);
        assert_int_equal(e->groups[0].verdict, KP_FAIL);
        kp_evaluation_destroy(e);
        kp_results_destroy(r);
}

/* ---- compare: judging ---------------------------------------------------- */

static void test_judge(void **state)
{
        const kp_metric *rate = kp_metric_find(
                            "produce.rate.achieved_msgs_per_sec"),
                        *p95 = kp_metric_find("produce.latency.p95_ms"),
                        *errs = kp_metric_find("produce.errors");
        double w;
        (void)state;
        /* Higher is better: a lower B is worse. */
        assert_true(kp_metric_worse(rate, 1000, 850, 10, 0, &w));
        assert_true(fabs(w - 15) < 1e-9);
        assert_false(kp_metric_worse(rate, 1000, 950, 10, 0, &w));
        assert_false(kp_metric_worse(rate, 1000, 2000, 10, 0, &w));
        assert_true(w == -100);
        /* Exactly at the threshold is not beyond it. */
        assert_false(kp_metric_worse(rate, 1000, 900, 10, 0, &w));
        /* Lower is better: a higher B is worse. */
        assert_true(kp_metric_worse(p95, 10, 12, 10, 0, &w));
        assert_true(fabs(w - 20) < 1e-9);
        assert_false(kp_metric_worse(p95, 10, 8, 10, 0, &w));
        assert_true(fabs(w + 20) < 1e-9);
        /* From zero: any error is worse without bound; none stays none. */
        assert_true(kp_metric_worse(errs, 0, 5, 10, 0, &w));
        assert_true(isinf(w) && w > 0);
        assert_false(kp_metric_worse(errs, 0, 0, 10, 0, &w));
        assert_true(w == 0);
        assert_false(kp_metric_worse(errs, 5, 0, 10, 0, &w));
        /* A latency must also be worse by more than min_ms. */
        assert_false(kp_metric_worse(p95, 2, 4, 10, 3, &w));
        assert_true(fabs(w - 100) < 1e-9);
        assert_false(kp_metric_worse(p95, 2, 5, 10, 3, &w));
        assert_true(kp_metric_worse(p95, 2, 5.01, 10, 3, &w));
        /* ... and min_ms is not a rate's business. */
        assert_true(kp_metric_worse(rate, 10, 5, 10, 3, &w));
        /* The default gates: what repeated between identical runs. On
         * a fixed-rate tier: the rate held, the median, the counts. */
        assert_false(kp_compare_default_gate(p95, 1));
        assert_true(kp_compare_default_gate(
            kp_metric_find("produce.latency.p50_ms"), 1));
        assert_true(kp_compare_default_gate(
            kp_metric_find("produce.service_latency.p50_ms"), 1));
        assert_true(kp_compare_default_gate(rate, 1));
        assert_true(kp_compare_default_gate(errs, 1));
        assert_true(
            kp_compare_default_gate(kp_metric_find("consume.completeness"), 1));
        assert_false(kp_compare_default_gate(
            kp_metric_find("consume.fetch_msgs_per_sec"), 1));
        assert_false(kp_compare_default_gate(
            kp_metric_find("produce.latency.max_ms"), 1));
        assert_false(kp_compare_default_gate(
            kp_metric_find("consume.e2e_latency.p95_ms"), 1));
        assert_false(
            kp_compare_default_gate(kp_metric_find("consume.rebalance_ms"), 1));
        /* On an unlimited tier only the counts. */
        assert_false(kp_compare_default_gate(rate, 0));
        assert_false(kp_compare_default_gate(
            kp_metric_find("produce.latency.p50_ms"), 0));
        assert_true(kp_compare_default_gate(errs, 0));
        assert_true(
            kp_compare_default_gate(kp_metric_find("consume.missing"), 0));
}

/* ---- compare: matching --------------------------------------------------- */

static const char *const CMP_A =
    "{\"name\": \"c\", \"tiers\": ["
    "{\"name\": \"x\", \"messages\": 10000, \"rate\": 1000},"
    "{\"name\": \"y\", \"messages\": 10000, \"rate\": 1000},"
    "{\"name\": \"z\", \"messages\": 10000, \"rate\": 1000}]}";
static const char *const CMP_B =
    "{\"name\": \"c\", \"tiers\": ["
    "{\"name\": \"y\", \"messages\": 10000, \"rate\": 1000},"
    "{\"name\": \"z\", \"messages\": 10000, \"rate\": 1000},"
    "{\"name\": \"w\", \"messages\": 10000, \"rate\": 1000}]}";

static const kp_compare_tier *ctier(const kp_comparison *c, const char *name)
{
        for (size_t i = 0; i < c->n_tiers; i++)
                if (strcmp(c->tiers[i].name, name) == 0)
                        return &c->tiers[i];
        return NULL;
}

static const kp_compare_row *crow(const kp_compare_tier *t, const char *m)
{
        for (size_t i = 0; t && i < t->n_rows; i++)
                if (strcmp(t->rows[i].metric->name, m) == 0)
                        return &t->rows[i];
        return NULL;
}

static void test_match_by_name(void **state)
{
        kp_results *a = new_run(CMP_A), *b = new_run(CMP_B);
        kp_comparison *c = NULL;
        kp_compare_opts o = { 0 };
        const kp_compare_tier *t;
        const kp_compare_row *row;
        char err[256];
        (void)state;
        set_tier(a, "x", 1000, 2.0, 50000);
        set_tier(a, "y", 1000, 2.0, 50000);
        set_tier(a, "z", 1000, 2.0, 50000);
        set_tier(b, "y", 999, 2.1, 50000);   /* within the noise */
        set_tier(b, "z", 1000, 14.0, 50000); /* latency seven times */
        set_tier(b, "w", 1000, 2.0, 50000);
        o.threshold_pct = 25;
        assert_int_equal(kp_compare(a, b, &o, &c, err, sizeof(err)), 0);
        assert_true(c->threshold_pct == 25);
        assert_int_equal(c->n_tiers, 2);
        assert_string_equal(c->tiers[0].name, "y");
        assert_string_equal(c->tiers[1].name, "z");
        assert_int_equal(c->n_only_a, 1);
        assert_string_equal(c->only_a[0], "x");
        assert_int_equal(c->n_only_b, 1);
        assert_string_equal(c->only_b[0], "w");
        t = ctier(c, "y");
        assert_int_equal(t->n_regressions, 0);
        row = crow(t, "produce.latency.p95_ms");
        assert_non_null(row);
        assert_true(fabs(row->delta - 0.1) < 1e-9);
        assert_true(fabs(row->ratio - 1.05) < 1e-9);
        t = ctier(c, "z");
        /* The medians (1 ms to 7 ms) flag it; p95 and the maximum are as
         * much worse but shown only. */
        row = crow(t, "produce.latency.p50_ms");
        assert_true(row->regression);
        assert_true(fabs(row->worse_pct - 600) < 1e-9);
        assert_true(crow(t, "produce.service_latency.p50_ms")->regression);
        row = crow(t, "produce.latency.p95_ms");
        assert_false(row->gated);
        assert_false(row->regression);
        assert_true(fabs(row->worse_pct - 600) < 1e-9);
        assert_false(crow(t, "produce.latency.max_ms")->regression);
        assert_int_equal(c->n_regressions, t->n_regressions);
        assert_int_equal(t->n_regressions, 2);
        /* Every catalog metric that both measured: the ratio needs a
         * fixed rate, e2e latency a histogram, which these lack. */
        assert_non_null(crow(t, "produce.rate.achieved_ratio"));
        assert_non_null(crow(t, "consume.fetch_msgs_per_sec"));
        assert_null(crow(t, "consume.e2e_latency.p95_ms"));
        kp_comparison_destroy(c);

        /* --metric: only the named metrics, each gated. */
        {
                const char *const names[] = { "produce.latency.max_ms" };
                o.metrics = names;
                o.n_metrics = 1;
                assert_int_equal(kp_compare(a, b, &o, &c, err, sizeof(err)), 0);
                t = ctier(c, "z");
                assert_int_equal(t->n_rows, 1);
                assert_true(t->rows[0].gated && t->rows[0].regression);
                assert_int_equal(c->n_regressions, 1);
                kp_comparison_destroy(c);
        }
        {
                const char *const names[] = { "produce.latency.p96_ms" };
                o.metrics = names;
                assert_int_equal(kp_compare(a, b, &o, &c, err, sizeof(err)),
                                 -1);
                assert_null(c);
                assert_non_null(strstr(err, "did you mean "
                                            "\"produce.latency.p95_ms\""));
        }
        /* The default threshold. */
        o.metrics = NULL;
        o.n_metrics = 0;
        o.threshold_pct = 0;
        assert_int_equal(kp_compare(a, b, &o, &c, err, sizeof(err)), 0);
        assert_true(c->threshold_pct == KP_COMPARE_DEFAULT_THRESHOLD);
        kp_comparison_destroy(c);
        kp_results_destroy(a);
        kp_results_destroy(b);
}

/* A tier present in both runs but not run in one is listed with a note;
 * identical runs flag nothing; a threshold above the change flags
 * nothing. */
static void test_not_run_and_identical(void **state)
{
        kp_results *a = new_run(CMP_A), *b = new_run(CMP_A);
        kp_comparison *c = NULL;
        kp_compare_opts o = { 0 };
        char err[256];
        (void)state;
        set_tier(a, "x", 1000, 2.0, 50000);
        set_tier(a, "y", 1000, 2.0, 50000);
        set_tier(a, "z", 1000, 2.0, 50000);
        set_tier(b, "x", 1000, 2.0, 50000);
        set_tier(b, "y", 1000, 2.0, 50000);
        assert_int_equal(kp_compare(a, b, NULL, &c, err, sizeof(err)), 0);
        assert_int_equal(c->n_regressions, 0);
        assert_int_equal(ctier(c, "z")->n_rows, 0);
        assert_int_equal(ctier(c, "z")->gap, KP_CMP_GAP_IN_B);
        /* Its words are the report model's, in the plan's language. */
        assert_string_equal(cv_tier_note(c, a, b, "z", KP_LANG_EN),
                            "not measured in run B");
        assert_string_equal(cv_tier_note(c, a, b, "z", KP_LANG_ZH_CN),
                            "运行 B 没有测量");
        assert_int_equal(c->n_only_a + c->n_only_b, 0);
        kp_comparison_destroy(c);

        set_tier(b, "z", 500, 2.0, 50000); /* half the rate: 50% worse */
        o.threshold_pct = 60;
        assert_int_equal(kp_compare(a, b, &o, &c, err, sizeof(err)), 0);
        assert_int_equal(c->n_regressions, 0);
        kp_comparison_destroy(c);
        o.threshold_pct = 40;
        assert_int_equal(kp_compare(a, b, &o, &c, err, sizeof(err)), 0);
        assert_true(c->n_regressions > 0);
        kp_comparison_destroy(c);

        /* A median 1 ms to 3 ms is +200%, but within the 5 ms minimum;
         * --min-ms 0 makes it count. */
        set_tier(b, "z", 1000, 6.0, 50000);
        o.threshold_pct = 25;
        assert_int_equal(kp_compare(a, b, &o, &c, err, sizeof(err)), 0);
        assert_true(c->min_ms == KP_COMPARE_DEFAULT_MIN_MS);
        assert_int_equal(c->n_regressions, 0);
        kp_comparison_destroy(c);
        o.min_ms = 0;
        o.min_ms_given = 1;
        assert_int_equal(kp_compare(a, b, &o, &c, err, sizeof(err)), 0);
        assert_int_equal(c->n_regressions, 2);
        kp_comparison_destroy(c);
        kp_results_destroy(a);
        kp_results_destroy(b);
}

/* The comparison fails closed: nothing in common, a tier of A missing in
 * B, a tier B did not measure, a gated metric B did not measure: never
 * "no regression". A tier only in B is not A's to miss. */
/* A tier INCONCLUSIVE in either run (its p95 failed on the embedded
 * cluster: the rig's limit) is not comparable: its rows are shown, no
 * regression is counted, and the comparison fails closed. */
static void test_inconclusive_not_comparable(void **state)
{
        static const char *const P95 =
            "{\"name\": \"c\", \"tiers\": ["
            "{\"name\": \"x\", \"messages\": 10000, \"rate\": 1000},"
            "{\"name\": \"y\", \"messages\": 10000, \"rate\": 1000}],"
            "\"criteria\": [{\"metric\": \"produce.latency.p95_ms\", "
            "\"op\": \"<=\", \"threshold\": 5}]}";
        kp_results *a = new_run(P95), *b = new_run(P95);
        kp_comparison *c = NULL;
        const kp_compare_tier *t;
        const char *metrics[] = { "produce.latency.p95_ms" };
        kp_compare_opts o = { 0 };
        char err[256];
        (void)state;
        o.metrics = metrics;
        o.n_metrics = 1;
        a->cluster.embedded = b->cluster.embedded = 1;
        set_tier(a, "x", 1000, 2.0, 50000);
        set_tier(a, "y", 1000, 2.0, 50000);
        set_tier(b, "x", 1000, 40.0, 50000); /* INCONCLUSIVE in B */
        set_tier(b, "y", 1000, 2.0, 50000);
        assert_int_equal(kp_compare(a, b, &o, &c, err, sizeof(err)), 0);
        t = ctier(c, "x");
        assert_int_equal(t->inconclusive, 2);
        assert_true(t->unjudged);
        assert_true(t->n_rows > 0);
        assert_int_equal(t->n_regressions, 0);
        assert_false(crow(t, "produce.latency.p95_ms")->regression);
        assert_int_equal(ctier(c, "y")->inconclusive, 0);
        assert_int_equal(c->n_regressions, 0);
        assert_int_equal(c->verdict, KP_COMPARE_INCOMPLETE);
        kp_comparison_destroy(c);
        /* On a cluster, the same figures are a regression. */
        a->cluster.embedded = b->cluster.embedded = 0;
        assert_int_equal(kp_compare(a, b, &o, &c, err, sizeof(err)), 0);
        assert_int_equal(ctier(c, "x")->inconclusive, 0);
        assert_true(crow(ctier(c, "x"), "produce.latency.p95_ms")->regression);
        assert_int_equal(c->verdict, KP_COMPARE_REGRESSION);
        kp_comparison_destroy(c);
        kp_results_destroy(a);
        kp_results_destroy(b);
}

static void test_fails_closed(void **state)
{
        static const char *const OTHER =
            "{\"name\": \"c\", \"tiers\": ["
            "{\"name\": \"p\", \"messages\": 10000, \"rate\": 1000},"
            "{\"name\": \"q\", \"messages\": 10000, \"rate\": 1000}]}";
        kp_results *a = new_run(CMP_A), *b = new_run(OTHER);
        kp_comparison *c = NULL;
        const kp_compare_tier *t;
        char err[256];
        (void)state;
        set_tier(a, "x", 1000, 2.0, 50000);
        set_tier(a, "y", 1000, 2.0, 50000);
        set_tier(a, "z", 1000, 2.0, 50000);
        set_tier(b, "p", 1000, 2.0, 50000);
        set_tier(b, "q", 1000, 2.0, 50000);
        /* No tier in common. */
        assert_int_equal(kp_compare(a, b, NULL, &c, err, sizeof(err)), 0);
        assert_int_equal(c->n_regressions, 0);
        assert_true(c->no_common);
        assert_true(c->incomplete);
        assert_int_equal(c->verdict, KP_COMPARE_INCOMPLETE);
        kp_comparison_destroy(c);
        kp_results_destroy(b);

        /* B runs the same plan: x missing (stopped before it, pending),
         * y without its consume phase (interrupted), z as A. */
        b = new_run(CMP_A);
        set_tier(b, "y", 1000, 2.0, 50000);
        set_tier(b, "z", 1000, 2.0, 50000);
        tier(b, "y")->status = KP_TIER_INTERRUPTED;
        tier(b, "y")->consume.ran = 0;
        assert_int_equal(kp_compare(a, b, NULL, &c, err, sizeof(err)), 0);
        assert_int_equal(c->n_regressions, 0);
        t = ctier(c, "x");
        assert_true(t->unjudged);
        assert_int_equal(t->n_rows, 0);
        assert_int_equal(t->gap, KP_CMP_GAP_IN_B);
        assert_string_equal(cv_tier_note(c, a, b, "x", KP_LANG_EN),
                            "not measured in run B");
        t = ctier(c, "y");
        assert_true(t->unjudged);
        assert_true(t->n_rows > 0);
        /* The gated consume metrics: completeness and missing. */
        assert_int_equal(t->n_unmeasured, 2);
        assert_string_equal(t->unmeasured[0]->name, "consume.completeness");
        assert_string_equal(t->unmeasured[1]->name, "consume.missing");
        assert_false(ctier(c, "z")->unjudged);
        assert_int_equal(c->n_unjudged, 2);
        assert_int_equal(c->verdict, KP_COMPARE_INCOMPLETE);
        kp_comparison_destroy(c);

        /* --metric: a named metric B did not measure is not judged. */
        {
                const char *const names[] = { "consume.fetch_msgs_per_sec" };
                kp_compare_opts o = { 0 };
                o.metrics = names;
                o.n_metrics = 1;
                set_tier(b, "x", 1000, 2.0, 50000);
                assert_int_equal(kp_compare(a, b, &o, &c, err, sizeof(err)), 0);
                assert_int_equal(ctier(c, "y")->n_unmeasured, 1);
                assert_int_equal(c->verdict, KP_COMPARE_INCOMPLETE);
                kp_comparison_destroy(c);
        }
        /* Every tier of A measured in B: no regression, even with a tier
         * only in B; a regression stays one, and says what was not
         * judged. */
        set_tier(b, "y", 1000, 2.0, 50000);
        assert_int_equal(kp_compare(a, b, NULL, &c, err, sizeof(err)), 0);
        assert_false(c->incomplete);
        assert_int_equal(c->verdict, KP_COMPARE_NO_REGRESSION);
        kp_comparison_destroy(c);
        tier(b, "x")->status = KP_TIER_PENDING;
        tier(b, "x")->produce.ran = 0;
        tier(b, "x")->consume.ran = 0;
        set_tier(b, "z", 400, 2.0, 50000);
        assert_int_equal(kp_compare(a, b, NULL, &c, err, sizeof(err)), 0);
        assert_true(c->n_regressions > 0);
        assert_true(c->incomplete);
        assert_int_equal(c->verdict, KP_COMPARE_REGRESSION);
        kp_comparison_destroy(c);
        kp_results_destroy(a);
        kp_results_destroy(b);

        /* A tier of A missing in B altogether. */
        a = new_run(CMP_A);
        b = new_run(CMP_B);
        set_tier(a, "x", 1000, 2.0, 50000);
        set_tier(a, "y", 1000, 2.0, 50000);
        set_tier(a, "z", 1000, 2.0, 50000);
        set_tier(b, "y", 1000, 2.0, 50000);
        set_tier(b, "z", 1000, 2.0, 50000);
        set_tier(b, "w", 1000, 2.0, 50000);
        assert_int_equal(kp_compare(a, b, NULL, &c, err, sizeof(err)), 0);
        assert_int_equal(c->n_only_a, 1);
        assert_int_equal(c->n_unjudged, 0);
        assert_int_equal(c->verdict, KP_COMPARE_INCOMPLETE);
        kp_comparison_destroy(c);
        kp_results_destroy(a);
        kp_results_destroy(b);
}

/* Parallel groups are compared through their aggregates, after the
 * tiers; sweep points carry their sweep's name. */
static void test_groups_and_sweeps(void **state)
{
        kp_results *a = new_run(GROUP_PLAN), *b = new_run(GROUP_PLAN);
        kp_results *sa = new_run(ACKS_ONCE_PLAN), *sb = new_run(ACKS_ONCE_PLAN);
        kp_comparison *c = NULL;
        const kp_compare_tier *t;
        cJSON *v;
        char err[256];
        (void)state;
        set_tier(a, "peak/a", 1000, 2.0, 50000);
        set_tier(a, "peak/b", 3000, 2.0, 50000);
        set_tier(a, "solo", 500, 1.0, 40000);
        set_tier(b, "peak/a", 1000, 2.0, 50000);
        set_tier(b, "peak/b", 2000, 2.0, 50000); /* b fell behind */
        set_tier(b, "solo", 500, 1.0, 40000);
        assert_int_equal(kp_compare(a, b, NULL, &c, err, sizeof(err)), 0);
        assert_int_equal(c->n_tiers, 4);
        t = &c->tiers[3];
        assert_string_equal(t->name, "peak");
        assert_true(t->aggregate);
        assert_true(crow(t, "produce.rate.achieved_msgs_per_sec")->a == 4000);
        assert_true(crow(t, "produce.rate.achieved_msgs_per_sec")->b == 3000);
        assert_true(
            crow(ctier(c, "peak/b"), "produce.rate.achieved_msgs_per_sec")
                ->regression);
        /* 25% worse in the aggregate, fixed rates: beyond 10%. */
        assert_true(crow(t, "produce.rate.achieved_msgs_per_sec")->regression);
        v = compare_view(c, a, b, "a.json", "b.json");
        assert_non_null(v);
        assert_true(cJSON_IsTrue(cJSON_GetObjectItem(v, "has_regressions")));
        assert_true(cJSON_IsTrue(cJSON_GetObjectItem(v, "same_plan")));
        assert_string_equal(cJSON_GetStringValue(cJSON_GetObjectItem(
                                cJSON_GetObjectItem(v, "a"), "path")),
                            "a.json");
        cJSON_Delete(v);
        kp_comparison_destroy(c);

        set_tier(sa, "acks acks=1", 35000, 1.2, 90000);
        set_tier(sa, "acks acks=all", 10000, 4.8, 80000);
        set_tier(sb, "acks acks=1", 10000, 4.8, 90000);
        set_tier(sb, "acks acks=all", 10000, 4.8, 80000);
        assert_int_equal(kp_compare(sa, sb, NULL, &c, err, sizeof(err)), 0);
        t = ctier(c, "acks acks=1");
        assert_string_equal(t->sweep_group, "acks");
        /* Unlimited tiers: their throughput is shown, not gated ... */
        assert_int_equal(t->n_regressions, 0);
        assert_true(crow(t, "produce.rate.achieved_msgs_per_sec")->worse_pct >
                    70);
        kp_comparison_destroy(c);
        /* ... unless --metric names it; errors always are. */
        {
                const char *const names[] = {
                        "produce.rate.achieved_msgs_per_sec"
                };
                kp_compare_opts o = { 0 };
                o.metrics = names;
                o.n_metrics = 1;
                assert_int_equal(kp_compare(sa, sb, &o, &c, err, sizeof(err)),
                                 0);
                assert_int_equal(ctier(c, "acks acks=1")->n_regressions, 1);
                assert_int_equal(ctier(c, "acks acks=all")->n_regressions, 0);
                kp_comparison_destroy(c);
        }
        tier(sb, "acks acks=all")->produce.failed = 3;
        assert_int_equal(kp_compare(sa, sb, NULL, &c, err, sizeof(err)), 0);
        assert_true(
            crow(ctier(c, "acks acks=all"), "produce.errors")->regression);
        kp_comparison_destroy(c);
        kp_results_destroy(a);
        kp_results_destroy(b);
        kp_results_destroy(sa);
        kp_results_destroy(sb);
}

/* A sweep point that ran several times is compared once, under its
 * name, by the medians of its runs: one slow run does not flag it, two
 * of three do; its runs are not compared one by one, and a point that
 * ran once in the other run still matches. */
static void test_repeated_points(void **state)
{
        static const char *const plan3 =
            "{\"name\": \"s\", \"defaults\": {\"messages\": 10000, \"rate\": "
            "1000}, \"tiers\": [{\"name\": \"l\", \"repeat\": 3, \"sweep\": "
            "{\"linger.ms\": [0, 5]}}]}";
        static const char *const plan1 =
            "{\"name\": \"s\", \"defaults\": {\"messages\": 10000, \"rate\": "
            "1000}, \"tiers\": [{\"name\": \"l\", \"repeat\": 1, \"sweep\": "
            "{\"linger.ms\": [0, 5, 9]}}]}";
        kp_results *a = new_run(plan3), *b = new_run(plan3),
                   *o = new_run(plan1);
        kp_comparison *c = NULL;
        const kp_compare_tier *t;
        cJSON *v;
        char err[256];
        (void)state;
        set_runs(a, "l linger.ms=0", RUNS(1000, 1000, 1000), RUNS(2, 2.2, 2.1),
                 50000);
        set_runs(a, "l linger.ms=5", RUNS(1000, 1000, 1000), RUNS(2, 2.2, 2.1),
                 50000);
        /* linger.ms=0: one run of three slow; linger.ms=5: two. */
        set_runs(b, "l linger.ms=0", RUNS(1000, 1000, 1000), RUNS(2, 30, 2.1),
                 50000);
        set_runs(b, "l linger.ms=5", RUNS(1000, 1000, 1000), RUNS(30, 2, 28),
                 50000);
        assert_int_equal(kp_compare(a, b, NULL, &c, err, sizeof(err)), 0);
        assert_int_equal(c->n_tiers, 2);
        assert_int_equal(c->n_only_a + c->n_only_b, 0);
        t = ctier(c, "l linger.ms=0");
        assert_non_null(t);
        assert_null(ctier(c, "l linger.ms=0 #1"));
        assert_int_equal(t->runs_a, 3);
        assert_int_equal(t->runs_b, 3);
        assert_string_equal(t->sweep_group, "l");
        /* Medians: p50 1.05 ms in both. */
        assert_true(fabs(crow(t, "produce.latency.p50_ms")->b - 1.05) < 1e-9);
        assert_int_equal(t->n_regressions, 0);
        t = ctier(c, "l linger.ms=5");
        assert_true(fabs(crow(t, "produce.latency.p95_ms")->b - 28) < 1e-9);
        assert_true(crow(t, "produce.latency.p50_ms")->regression);
        v = compare_view(c, a, b, "a.json", "b.json");
        assert_string_equal(
            cJSON_GetStringValue(cJSON_GetObjectItem(
                cJSON_GetArrayItem(cJSON_GetObjectItem(v, "tiers"), 1),
                "runs")),
            "medians of 3 runs in A and 3 in B");
        cJSON_Delete(v);
        kp_comparison_destroy(c);

        /* Against a run whose points ran once: matched by the point's
         * name; the point only one of them has is listed. */
        set_tier(o, "l linger.ms=0", 1000, 2.1, 50000);
        set_tier(o, "l linger.ms=5", 1000, 2.1, 50000);
        set_tier(o, "l linger.ms=9", 1000, 2.1, 50000);
        assert_int_equal(kp_compare(a, o, NULL, &c, err, sizeof(err)), 0);
        assert_int_equal(c->n_tiers, 2);
        t = ctier(c, "l linger.ms=5");
        assert_int_equal(t->runs_a, 3);
        assert_int_equal(t->runs_b, 1);
        assert_int_equal(c->n_only_b, 1);
        assert_string_equal(c->only_b[0], "l linger.ms=9");
        kp_comparison_destroy(c);
        kp_results_destroy(a);
        kp_results_destroy(b);
        kp_results_destroy(o);
}

/* ---- the compare.md view and its documentation --------------------------- */

/* `path` in docs/compare.md, where x_raw is documented as x, the rows of
 * regression_rows[] are those of tiers[].rows[] and b.* is a.*. */
static int documented(const char *path, const char *docs)
{
        char p[512], q[520];
        size_t n;
        if (strncmp(path, "regression_rows[]", 17) == 0)
                snprintf(p, sizeof(p), "tiers[].rows[]%s", path + 17);
        else if (strncmp(path, "b.", 2) == 0)
                snprintf(p, sizeof(p), "a.%s", path + 2);
        else
                snprintf(p, sizeof(p), "%s", path);
        n = strlen(p);
        if (n > 4 && strcmp(p + n - 4, "_raw") == 0)
                p[n - 4] = '\0';
        snprintf(q, sizeof(q), "`%s`", p);
        if (strstr(docs, q))
                return 1;
        fprintf(stderr, "undocumented in docs/compare.md: %s\n", path);
        return 0;
}

static int undocumented(const cJSON *node, const char *prefix, const char *docs)
{
        const cJSON *it;
        int missing = 0;
        if (cJSON_IsArray(node)) {
                char p[512];
                snprintf(p, sizeof(p), "%s[]", prefix);
                it = node->child;
                if (!it || (!cJSON_IsObject(it) && !cJSON_IsArray(it)))
                        return !documented(p, docs);
                return undocumented(it, p, docs);
        }
        cJSON_ArrayForEach(it, node)
        {
                char p[512];
                snprintf(p, sizeof(p), "%s%s%s", prefix, *prefix ? "." : "",
                         it->string);
                if (cJSON_IsObject(it) || cJSON_IsArray(it))
                        missing += undocumented(it, p, docs);
                else
                        missing += !documented(p, docs);
        }
        return missing;
}

/* ---- compare: settings that differ ----------------------------------------
 */

static const char *const HOSTS_A =
    "{\"name\": \"c\", \"cluster\": {\"bootstrap.servers\": \"k:9092\", "
    "\"hosts\": [{\"count\": 3, \"cores\": 8, \"disks\": 1, \"kafka\": "
    "\"3.9.1\"}]}, \"tiers\": ["
    "{\"name\": \"x\", \"messages\": 10000, \"rate\": 1000}]}";
static const char *const HOSTS_B =
    "{\"name\": \"c\", \"cluster\": {\"bootstrap.servers\": \"k:9092\", "
    "\"hosts\": [{\"count\": 3, \"cores\": 16, \"disks\": 4, \"kafka\": "
    "\"3.9.1\", \"os\": \"Debian 12\"}]}, \"tiers\": ["
    "{\"name\": \"x\", \"messages\": 10000, \"rate\": 1000}]}";

static const kp_compare_diff *cdiff(const kp_comparison *c, const char *name)
{
        for (size_t i = 0; i < c->n_diffs; i++)
                if (strcmp(c->diffs[i].name, name) == 0)
                        return &c->diffs[i];
        return NULL;
}

static void broker(kp_results *r, const char *io, const char *net,
                   const char *dirs)
{
        kp_kvlist *l = &r->cluster.broker_config;
        assert_int_equal(kp_kv_set(l, "num.network.threads", net), 0);
        assert_int_equal(kp_kv_set(l, "num.io.threads", io), 0);
        assert_int_equal(kp_kv_set(l, "log.dirs", dirs), 0);
        r->cluster.broker_config_id = 1;
}

/* The broker settings and declared hosts that differ between two runs
 * are listed as possible causes: the seeds' tuning (I/O threads 8 to 16,
 * network threads 3 to 6, one disk against four); log.dirs by its count
 * of directories, not its paths; what is the same is not listed. */
static void test_settings_differ(void **state)
{
        kp_results *a = new_run(HOSTS_A), *b = new_run(HOSTS_B);
        kp_comparison *c = NULL;
        const kp_compare_diff *d;
        char err[256];
        (void)state;
        set_tier(a, "x", 1000, 2.0, 50000);
        set_tier(b, "x", 1000, 2.0, 50000);
        broker(a, "8", "3", "/data/a");
        broker(b, "16", "6", "/data/b,/data/c,/data/d,/data/e");
        assert_int_equal(kp_kv_set(&a->cluster.broker_config,
                                   "message.max.bytes", "1048588"),
                         0);
        assert_int_equal(kp_kv_set(&b->cluster.broker_config,
                                   "message.max.bytes", "1048588"),
                         0);
        assert_int_equal(kp_compare(a, b, NULL, &c, err, sizeof(err)), 0);
        assert_int_equal(c->settings, KP_SETTINGS_COMPARED);
        d = cdiff(c, "num.io.threads");
        assert_non_null(d);
        assert_int_equal(d->kind, KP_DIFF_BROKER_SETTING);
        assert_string_equal(d->a, "8");
        assert_string_equal(d->b, "16");
        d = cdiff(c, "num.network.threads");
        assert_non_null(d);
        assert_string_equal(d->b, "6");
        d = cdiff(c, KP_DIFF_LOG_DIRS);
        assert_non_null(d);
        assert_string_equal(d->a, "1");
        assert_string_equal(d->b, "4");
        assert_null(cdiff(c, "message.max.bytes"));
        d = cdiff(c, "cores");
        assert_non_null(d);
        assert_int_equal(d->kind, KP_DIFF_HOSTS);
        assert_string_equal(d->a, "8");
        assert_string_equal(d->b, "16");
        d = cdiff(c, "os");
        assert_non_null(d);
        assert_string_equal(d->a, "not set");
        assert_string_equal(d->b, "Debian 12");
        assert_non_null(cdiff(c, "disks"));
        assert_null(cdiff(c, "hosts")); /* 3 in both */
        assert_null(cdiff(c, "kafka"));
        assert_int_equal(c->n_diffs, 6);
        /* Settings are causes to look at, not regressions. */
        assert_int_equal(c->n_regressions, 0);
        kp_comparison_destroy(c);

        /* Paths alone differ: the same count of directories. */
        kp_kv_set(&b->cluster.broker_config, "log.dirs", "/x");
        kp_kv_set(&b->cluster.broker_config, "num.io.threads", "8");
        kp_kv_set(&b->cluster.broker_config, "num.network.threads", "3");
        assert_int_equal(kp_compare(a, b, NULL, &c, err, sizeof(err)), 0);
        assert_null(cdiff(c, KP_DIFF_LOG_DIRS));
        assert_int_equal(c->n_diffs, 3); /* cores, disks, os */
        kp_comparison_destroy(c);

        /* A run without broker settings: said, not listed setting by
         * setting. */
        kp_kv_free(&b->cluster.broker_config);
        assert_int_equal(kp_compare(a, b, NULL, &c, err, sizeof(err)), 0);
        assert_int_equal(c->settings, KP_SETTINGS_NONE_IN_B);
        assert_string_equal(cv_diffs_note(c, a, b, KP_LANG_EN),
                            "run B has no broker settings (the embedded "
                            "cluster, or no broker answered DescribeConfigs), "
                            "so they are not compared");
        assert_non_null(strstr(cv_diffs_note(c, a, b, KP_LANG_ZH_CN),
                               "运行 B 没有 broker 配置"));
        assert_null(cdiff(c, "num.io.threads"));
        kp_comparison_destroy(c);

        /* The same run twice: nothing differs. */
        assert_int_equal(kp_compare(a, a, NULL, &c, err, sizeof(err)), 0);
        assert_int_equal(c->n_diffs, 0);
        assert_int_equal(c->settings, KP_SETTINGS_COMPARED);
        assert_string_equal(cv_diffs_note(c, a, a, KP_LANG_EN), "");
        kp_comparison_destroy(c);
        kp_results_destroy(a);
        kp_results_destroy(b);
}

/* Every key of the view has a row in docs/compare.md; the numbers are
 * formatted as the reports format them. */
static void test_view_documented(void **state)
{
        kp_results *a = new_run(CMP_A), *b = new_run(CMP_B);
        kp_comparison *c = NULL;
        char err[256], *docs = NULL;
        size_t len;
        cJSON *v, *row;
        (void)state;
        if (kp_read_file("docs/compare.md", 1 << 20, &docs, &len, err,
                         sizeof(err)))
                fail_msg("%s (run the tests from the repository root)", err);
        set_tier(a, "x", 1000, 2.0, 50000);
        set_tier(a, "y", 1000, 2.0, 50000);
        set_tier(a, "z", 1000, 2.0, 50000);
        set_tier(b, "y", 1000, 2.0, 50000);
        set_tier(b, "z", 1000, 14.0, 50000);
        broker(a, "8", "3", "/d");
        broker(b, "16", "3", "/d");
        assert_int_equal(kp_compare(a, b, NULL, &c, err, sizeof(err)), 0);
        v = compare_view(c, a, b, "a.json", "b.json");
        assert_non_null(v);
        assert_int_equal(undocumented(v, "", docs), 0);
        row = cJSON_GetArrayItem(cJSON_GetObjectItem(v, "regression_rows"), 0);
        assert_non_null(row);
        assert_string_equal(cJSON_GetStringValue(cJSON_GetObjectItem(row, "a")),
                            "1.000 ms");
        assert_string_equal(cJSON_GetStringValue(cJSON_GetObjectItem(row, "b")),
                            "7.000 ms");
        assert_string_equal(
            cJSON_GetStringValue(cJSON_GetObjectItem(row, "delta")),
            "+6.000 ms");
        assert_string_equal(
            cJSON_GetStringValue(cJSON_GetObjectItem(row, "change")),
            "+600.0%");
        assert_string_equal(
            cJSON_GetStringValue(cJSON_GetObjectItem(v, "threshold")), "10%");
        assert_string_equal(
            cJSON_GetStringValue(cJSON_GetObjectItem(v, "causes")),
            "1 setting differs between the runs (num.io.threads): a possible "
            "cause of the differences measured.");
        row = cJSON_GetArrayItem(cJSON_GetObjectItem(v, "diffs"), 0);
        assert_string_equal(
            cJSON_GetStringValue(cJSON_GetObjectItem(row, "kind")),
            "broker setting");
        cJSON_Delete(v);
        kp_comparison_destroy(c);
        kp_results_destroy(a);
        kp_results_destroy(b);
        free(docs);
}

int main(void)
{
        const struct CMUnitTest tests[] = {
                cmocka_unit_test(test_two_points),
                cmocka_unit_test(test_within_noise_is_a_tie),
                cmocka_unit_test(test_single_runs),
                cmocka_unit_test(test_plateau),
                cmocka_unit_test(test_tie_leader_factor),
                cmocka_unit_test(test_latency_steps_within_noise),
                cmocka_unit_test(test_fixed_rate),
                cmocka_unit_test(test_failed_points),
                cmocka_unit_test(test_grid),
                cmocka_unit_test(test_record_size),
                cmocka_unit_test(test_short_runs),
                cmocka_unit_test(test_evaluation_json),
                cmocka_unit_test(test_group_aggregate),
                cmocka_unit_test(test_judge),
                cmocka_unit_test(test_match_by_name),
                cmocka_unit_test(test_not_run_and_identical),
                cmocka_unit_test(test_groups_and_sweeps),
                cmocka_unit_test(test_repeated_points),
                cmocka_unit_test(test_settings_differ),
                cmocka_unit_test(test_view_documented),
                cmocka_unit_test(test_fails_closed),
                cmocka_unit_test(test_inconclusive_not_comparable),
        };
        return cmocka_run_group_tests(tests, NULL, NULL);
}
