/* results/results: the results.json contract. What a run writes, kplan
 * report and kplan compare read back as it was; the keys the documents
 * name are there; a file of another format or version is refused with a
 * sentence. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cjson/cJSON.h>

#include "base/hist.h"
#include "base/util.h"
#include "plan/plan.h"
#include "results/results.h"

#define FIXTURE "tests/fixtures/results-3tier.json"
#define OLDER   "tests/fixtures/results-older.json"

static const char PLAN[] =
    "{\"name\": \"contract\", \"topic\": {\"name\": \"t1\", \"partitions\": "
    "3},\n"
    " \"tiers\": [{\"name\": \"one\", \"messages\": 100, \"rate\": 50}]}\n";

static kp_results *plan_results(void)
{
        kp_plan_opts opts = { 0 };
        kp_plan *p = NULL;
        kp_results *r = NULL;
        char err[512] = "";
        if (kp_plan_parse(PLAN, strlen(PLAN), "t.json", ".", &opts, &p, err,
                          sizeof(err)))
                fail_msg("plan: %s", err);
        if (kp_results_new(p, &r, err, sizeof(err)))
                fail_msg("results: %s", err);
        kp_plan_destroy(p);
        return r;
}

/* A tier with every kind of figure results.json carries. */
static kp_results *full_results(void)
{
        kp_results *r = plan_results();
        kp_tier_result *t = &r->tiers[0];
        kp_produce_result *p = &t->produce;
        kp_consume_result *c = &t->consume;
        kp_cluster_event ev = { 0 };
        int32_t parts[] = { 0, 2 };
        kp_interval iv = { 0 };
        t->status = KP_TIER_INCOMPLETE;
        t->reason = strdup("1 message lost");
        p->ran = 1;
        snprintf(p->started_at, sizeof(p->started_at), "2026-12-01T10:00:00Z");
        p->sent = 100;
        p->delivered = p->measured = 99;
        p->failed = 1;
        p->achieved_rate = 49.5;
        p->target_rate = 50;
        p->duration_s = 2;
        p->bytes = 9900;
        assert_int_equal(kp_error_add(&p->errors, "_MSG_TIMED_OUT", 1), 0);
        p->hist_latency = kp_hist_new();
        assert_non_null(p->hist_latency);
        for (int i = 1; i <= 99; i++)
                kp_hist_record(p->hist_latency, i * 100);
        kp_latency_from_hist(&p->latency, p->hist_latency);
        iv.t_s = 1;
        iv.dur_s = 1;
        iv.msgs = 50;
        iv.msgs_per_sec = 50;
        iv.p50_ms = 5;
        iv.p95_ms = 9.5;
        iv.p99_ms = 9.9;
        iv.max_ms = 9.9;
        assert_int_equal(kp_interval_push(&p->intervals, &iv), 0);
        c->ran = 1;
        c->identity = 1;
        c->expected = 99;
        c->messages = c->distinct = 98;
        c->lost = c->missing = 1;
        c->duplicates = 2;
        c->unacked_read = 1;
        c->completeness = 98.0 / 99.0;
        c->consumers = 2;
        ev.t_s = 1.5;
        snprintf(ev.phase, sizeof(ev.phase), "produce");
        ev.kind = KP_EV_NO_LEADER;
        ev.broker = -1;
        ev.topic = "t1";
        ev.partitions = parts;
        ev.n_partitions = 2;
        assert_int_equal(kp_events_push(&t->events, &ev), 0);
        ev.kind = KP_EV_BROKER_LEFT;
        ev.broker = 2;
        ev.topic = NULL;
        ev.partitions = NULL;
        ev.n_partitions = 0;
        assert_int_equal(kp_events_push(&t->events, &ev), 0);
        return r;
}

static char *to_text(const kp_results *r)
{
        cJSON *j = kp_results_to_json(r, NULL);
        char *s;
        assert_non_null(j);
        s = cJSON_Print(j);
        cJSON_Delete(j);
        assert_non_null(s);
        return s;
}

static kp_results *from_text(const char *text)
{
        cJSON *j = cJSON_Parse(text);
        kp_results *r = NULL;
        char err[512] = "";
        assert_non_null(j);
        if (kp_results_from_json(j, &r, err, sizeof(err)))
                fail_msg("from_json: %s", err);
        cJSON_Delete(j);
        return r;
}

/* Written and read back, a results model writes the same file again. */
static void test_round_trip(void **state)
{
        kp_results *r = full_results(), *back;
        char *a = to_text(r), *b;
        (void)state;
        back = from_text(a);
        b = to_text(back);
        assert_string_equal(a, b);
        /* And the figures are those written. */
        assert_int_equal(back->tiers[0].status, KP_TIER_INCOMPLETE);
        assert_string_equal(back->tiers[0].reason, "1 message lost");
        assert_true(back->tiers[0].produce.failed == 1);
        assert_true(back->tiers[0].consume.duplicates == 2);
        assert_true(back->tiers[0].consume.identity);
        assert_int_equal(back->tiers[0].events.n, 2);
        assert_int_equal(back->tiers[0].events.v[0].kind, KP_EV_NO_LEADER);
        assert_int_equal(back->tiers[0].events.v[0].n_partitions, 2);
        assert_int_equal(back->tiers[0].events.v[1].broker, 2);
        assert_true(back->tiers[0].produce.latency.count == 99);
        assert_non_null(back->tiers[0].produce.hist_latency);
        assert_true(kp_hist_count(back->tiers[0].produce.hist_latency) == 99);
        free(a);
        free(b);
        kp_results_destroy(back);
        kp_results_destroy(r);
}

/* The stored fixture reads and writes back the same; so does a file an
 * older kplan wrote (no message accounting, no events, no scale). */
static void round_trip_file(const char *path)
{
        kp_results *r = NULL, *back;
        char err[512] = "", *a, *b;
        if (kp_results_load(path, &r, err, sizeof(err)))
                fail_msg("%s", err);
        assert_int_equal(r->n_tiers, 3);
        a = to_text(r);
        back = from_text(a);
        b = to_text(back);
        assert_string_equal(a, b);
        free(a);
        free(b);
        kp_results_destroy(back);
        kp_results_destroy(r);
}

static void test_fixture(void **state)
{
        (void)state;
        round_trip_file(FIXTURE);
        round_trip_file(OLDER);
}

static int has_keys(const cJSON *o, const char *const *keys)
{
        for (size_t i = 0; keys[i]; i++)
                if (!cJSON_GetObjectItemCaseSensitive(o, keys[i])) {
                        print_error("missing key \"%s\"\n", keys[i]);
                        return 0;
                }
        return 1;
}

/* The keys the documents and other tools rely on (docs/metrics.md,
 * docs/compare.md, tests/xlsx). */
static void test_keys(void **state)
{
        static const char *const top[] = {
                "format", "version", "kplan_version", "librdkafka_version",
                "plan",   "run",     "cluster",       "client",
                "tiers",  NULL
        };
        static const char *const tier[] = { "name",   "status",  "reason",
                                            "topic",  "produce", "consume",
                                            "events", NULL };
        static const char *const produce[] = {
                "started_at", "duration_s", "target_rate", "achieved_rate",
                "sent",       "delivered",  "failed",      "undelivered",
                "measured",   "errors",     "latency_ms",  "intervals",
                NULL
        };
        static const char *const consume[] = {
                "expected",           "messages",   "missing",
                "completeness",       "accounting", "duration_s",
                "fetch_msgs_per_sec", NULL
        };
        static const char *const accounting[] = {
                "identity",     "distinct", "lost", "duplicates",
                "unacked_read", "foreign",  NULL
        };
        kp_results *r = full_results();
        cJSON *j = kp_results_to_json(r, NULL), *t, *ev;
        (void)state;
        assert_non_null(j);
        assert_string_equal(cJSON_GetObjectItem(j, "format")->valuestring,
                            "kplan-results");
        assert_true(has_keys(j, top));
        t = cJSON_GetArrayItem(cJSON_GetObjectItem(j, "tiers"), 0);
        assert_true(has_keys(t, tier));
        assert_true(has_keys(cJSON_GetObjectItem(t, "produce"), produce));
        assert_true(has_keys(cJSON_GetObjectItem(t, "consume"), consume));
        assert_true(
            has_keys(cJSON_GetObjectItem(cJSON_GetObjectItem(t, "consume"),
                                         "accounting"),
                     accounting));
        ev = cJSON_GetArrayItem(cJSON_GetObjectItem(t, "events"), 1);
        assert_string_equal(cJSON_GetObjectItem(ev, "kind")->valuestring,
                            "broker_left");
        cJSON_Delete(j);
        kp_results_destroy(r);
}

static void expect_refused(const char *text, const char *want)
{
        cJSON *j = cJSON_Parse(text);
        kp_results *r = (kp_results *)&r;
        char err[512] = "";
        assert_non_null(j);
        assert_int_equal(kp_results_from_json(j, &r, err, sizeof(err)), -1);
        assert_null(r);
        if (!strstr(err, want))
                fail_msg("expected \"%s\" in \"%s\"", want, err);
        cJSON_Delete(j);
}

static void test_refused(void **state)
{
        (void)state;
        expect_refused("{\"tiers\": []}", "not a kplan results file");
        expect_refused("{\"format\": \"kplan-results\", \"version\": 99}",
                       "results format version 99 is not supported");
        expect_refused("{\"format\": \"kplan-results\", \"version\": 1, "
                       "\"plan\": {}}",
                       "plan.source: missing");
}

/* One figure of a good results file set to a bad value: the load refuses
 * it with the JSON path. field is a key path inside tiers[0] ("produce"
 * then the key, or "produce.latency_ms" then the key). */
static void expect_bad_figure(const char *obj, const char *sub, const char *key,
                              double v, const char *want)
{
        kp_results *r = full_results(), *back = (kp_results *)&r;
        cJSON *j = kp_results_to_json(r, NULL), *o;
        char err[512] = "";
        o = cJSON_GetObjectItem(
            cJSON_GetArrayItem(cJSON_GetObjectItem(j, "tiers"), 0), obj);
        if (sub)
                o = cJSON_GetObjectItem(o, sub);
        assert_non_null(o);
        if (strcmp(sub ? sub : "", "intervals") == 0)
                o = cJSON_GetArrayItem(o, 0);
        cJSON_ReplaceItemInObject(o, key, cJSON_CreateNumber(v));
        assert_int_equal(kp_results_from_json(j, &back, err, sizeof(err)), -1);
        assert_null(back);
        if (!strstr(err, want))
                fail_msg("expected \"%s\" in \"%s\"", want, err);
        cJSON_Delete(j);
        kp_results_destroy(r);
}

/* Figures out of range are refused on load (a negative rate, a latency
 * of 10^300, percentiles out of order), with the path. */
static void test_refused_figures(void **state)
{
        (void)state;
        expect_bad_figure("produce", NULL, "achieved_rate", -5,
                          "tiers[0].produce.achieved_rate: expected a rate "
                          "in msg/s from 0 to 1e+12, got -5");
        expect_bad_figure("produce", NULL, "duration_s", 1e300,
                          "tiers[0].produce.duration_s: expected seconds");
        expect_bad_figure("produce", NULL, "sent", -1,
                          "tiers[0].produce.sent: expected a count from 0");
        expect_bad_figure("produce", "latency_ms", "p95_ms", 1e300,
                          "tiers[0].produce.latency_ms.p95_ms: expected a "
                          "latency in ms");
        expect_bad_figure("produce", "latency_ms", "p50_ms", 9.95,
                          "tiers[0].produce.latency_ms.p95_ms: 9.503 is below "
                          "p50_ms 9.95: percentiles must not decrease");
        expect_bad_figure("produce", "latency_ms", "avg_ms", 0.01,
                          "tiers[0].produce.latency_ms.avg_ms: 0.01 lies "
                          "outside min_ms");
        expect_bad_figure("produce", "intervals", "msgs_per_sec", -3,
                          "tiers[0].produce.intervals[0].msgs_per_sec");
        expect_bad_figure("produce", "intervals", "max_ms", 1,
                          "tiers[0].produce.intervals[0].max_ms: expected a "
                          "latency in ms at least p99_ms");
        expect_bad_figure("consume", NULL, "completeness", 1.5,
                          "tiers[0].consume.completeness: expected a "
                          "fraction from 0 to 1, got 1.5");
        expect_bad_figure("consume", NULL, "fetch_msgs_per_sec", -1,
                          "tiers[0].consume.fetch_msgs_per_sec");
}

/* The overrides of a run (kplan run --set) are kept and read back. */
static void test_overrides(void **state)
{
        static const char *const sets[] = { "topic.partitions=5",
                                            "tiers[one].rate=20" };
        kp_plan_opts opts = { 0 };
        kp_plan *p = NULL;
        kp_results *r = NULL, *back;
        char err[512] = "", *a;
        cJSON *j, *ov;
        (void)state;
        opts.sets = sets;
        opts.n_sets = 2;
        if (kp_plan_parse(PLAN, strlen(PLAN), "t.json", ".", &opts, &p, err,
                          sizeof(err)) ||
            kp_results_new(p, &r, err, sizeof(err)))
                fail_msg("%s", err);
        kp_plan_destroy(p);
        j = kp_results_to_json(r, NULL);
        ov = cJSON_GetObjectItem(cJSON_GetObjectItem(j, "run"), "overrides");
        assert_int_equal(cJSON_GetArraySize(ov), 2);
        assert_string_equal(cJSON_GetArrayItem(ov, 1)->valuestring,
                            "tiers[one].rate=20");
        cJSON_Delete(j);
        a = to_text(r);
        back = from_text(a);
        assert_int_equal(back->plan->n_overrides, 2);
        assert_string_equal(back->plan->overrides[0], "topic.partitions=5");
        /* The stored plan has them applied. */
        assert_int_equal(back->plan->partitions, 5);
        assert_true(back->plan->tiers[0].rate == 20);
        free(a);
        kp_results_destroy(back);
        kp_results_destroy(r);
}

/* Saved atomically: a directory that is not there is named; nothing is
 * left behind. */
static void test_save(void **state)
{
        kp_results *r = full_results(), *back = NULL;
        char dir[] = "/tmp/kplan-results-XXXXXX", path[64], err[512] = "";
        (void)state;
        assert_non_null(mkdtemp(dir));
        snprintf(path, sizeof(path), "%s/no/such/results.json", dir);
        assert_int_equal(kp_results_save(r, NULL, path, err, sizeof(err)), -1);
        assert_non_null(strstr(err, "no/such"));
        snprintf(path, sizeof(path), "%s/results.json", dir);
        assert_int_equal(kp_results_save(r, NULL, path, err, sizeof(err)), 0);
        assert_int_equal(kp_results_load(dir, &back, err, sizeof(err)), 0);
        assert_string_equal(back->tiers[0].name, "one");
        unlink(path);
        rmdir(dir);
        kp_results_destroy(back);
        kp_results_destroy(r);
}

/* log.dirs is kept as its count of directories; older results hold the
 * list itself. */
static void test_log_dirs_count(void **state)
{
        (void)state;
        assert_int_equal(kp_log_dirs_count("4"), 4);
        assert_int_equal(kp_log_dirs_count("/d1,/d2,/d3"), 3);
        assert_int_equal(kp_log_dirs_count("/var/lib/kafka"), 1);
        assert_int_equal(kp_log_dirs_count("2data"), 1);
        assert_int_equal(kp_log_dirs_count(""), 0);
        assert_int_equal(kp_log_dirs_count(NULL), 0);
}

/* A run's attempts: written and read back as they were (a cut tier's
 * start offsets and counts, unknown ones as null); a tier moves from an
 * attempt's cut to its tiers once it ran to its end. */
static void test_attempts(void **state)
{
        kp_results *r = full_results(), *back;
        int64_t start[] = { 10, 20, 30 };
        kp_attempt *a;
        char *text, *again;
        cJSON *j;
        (void)state;
        assert_int_equal(kp_attempts_begin(&r->attempts, &r->n_attempts,
                                           "2026-12-01T10:00:00Z", 0xabcd12u),
                         0);
        a = &r->attempts[0];
        assert_string_equal(a->status, "running");
        assert_string_equal(a->tag, "00abcd12");
        assert_int_equal(kp_attempt_cut_add(a, "one", "t1",
                                            "2026-12-01T10:00:01Z", start, 3),
                         0);
        assert_int_equal(
            kp_attempt_cut_add(a, "two", "t1", "2026-12-01T10:00:02Z", NULL, 0),
            0);
        assert_int_equal(kp_attempt_tier_done(a, "one"), 0);
        assert_int_equal(a->n_tiers, 1);
        assert_string_equal(a->tiers[0], "one");
        assert_int_equal(a->n_cut, 1);
        assert_string_equal(a->cut[0].tier, "two");
        a->cut[0].sent = 500;
        a->cut[0].delivered = 499;
        assert_int_equal(kp_attempt_set_status(a, "interrupted"), 0);
        assert_int_equal(kp_attempts_begin(&r->attempts, &r->n_attempts,
                                           "2026-12-01T11:00:00Z", 7),
                         0);
        text = to_text(r);
        back = from_text(text);
        again = to_text(back);
        assert_string_equal(text, again);
        assert_int_equal(back->n_attempts, 2);
        a = &back->attempts[0];
        assert_string_equal(a->status, "interrupted");
        assert_int_equal(a->n_cut, 1);
        assert_true(a->cut[0].sent == 500 && a->cut[0].delivered == 499);
        assert_true(a->cut[0].written == -1);
        assert_int_equal(a->cut[0].n_start, 0);
        j = cJSON_Parse(text);
        assert_true(cJSON_IsNull(cJSON_GetObjectItemCaseSensitive(
            cJSON_GetArrayItem(
                cJSON_GetObjectItemCaseSensitive(
                    cJSON_GetArrayItem(
                        cJSON_GetObjectItemCaseSensitive(
                            cJSON_GetObjectItemCaseSensitive(j, "run"),
                            "attempts"),
                        0),
                    "cut"),
                0),
            "written")));
        cJSON_Delete(j);
        assert_string_equal(back->attempts[1].tag, "00000007");
        free(text);
        free(again);
        kp_results_destroy(back);
        kp_results_destroy(r);
}

/* cluster.emulated_hosts, the plan's, is echoed beside the cluster's
 * other settings and read back; results that do not say take the
 * plan's. */
static void test_emulated_hosts(void **state)
{
        static const char plan[] =
            "{\"name\": \"emu\", \"cluster\": {\"bootstrap.servers\": "
            "\"k1:9092\", \"emulated_hosts\": true},\n"
            " \"tiers\": [{\"name\": \"one\", \"messages\": 100, "
            "\"rate\": 50}]}\n";
        kp_plan_opts opts = { 0 };
        kp_plan *p = NULL;
        kp_results *r = NULL, *back;
        char err[512] = "", *text;
        cJSON *j, *c;
        (void)state;
        r = plan_results();
        assert_int_equal(r->cluster.emulated_hosts, 0);
        j = kp_results_to_json(r, NULL);
        assert_true(cJSON_IsFalse(cJSON_GetObjectItemCaseSensitive(
            cJSON_GetObjectItemCaseSensitive(j, "cluster"), "emulated_hosts")));
        cJSON_Delete(j);
        kp_results_destroy(r);

        if (kp_plan_parse(plan, strlen(plan), "t.json", ".", &opts, &p, err,
                          sizeof(err)))
                fail_msg("plan: %s", err);
        if (kp_results_new(p, &r, err, sizeof(err)))
                fail_msg("results: %s", err);
        kp_plan_destroy(p);
        assert_int_equal(r->cluster.emulated_hosts, 1);
        text = to_text(r);
        assert_non_null(strstr(text, "\"emulated_hosts\":\ttrue"));
        back = from_text(text);
        assert_int_equal(back->cluster.emulated_hosts, 1);
        assert_int_equal(back->plan->emulated_hosts, 1);
        kp_results_destroy(back);
        /* Not said: the plan's. Not a boolean: refused. */
        j = cJSON_Parse(text);
        c = cJSON_GetObjectItemCaseSensitive(j, "cluster");
        cJSON_DeleteItemFromObjectCaseSensitive(c, "emulated_hosts");
        assert_int_equal(kp_results_from_json(j, &back, err, sizeof(err)), 0);
        assert_int_equal(back->cluster.emulated_hosts, 1);
        kp_results_destroy(back);
        cJSON_AddStringToObject(c, "emulated_hosts", "yes");
        assert_int_equal(kp_results_from_json(j, &back, err, sizeof(err)), -1);
        assert_non_null(strstr(err, "cluster"));
        cJSON_Delete(j);
        free(text);
        kp_results_destroy(r);
}

/* A tier kept from an earlier attempt (kplan run --resume) is written
 * back as it was, whatever its fields now hold; older results, without
 * attempts, read as none. */
static void test_kept(void **state)
{
        kp_results *r = full_results(), *back;
        char *text, *again;
        cJSON *j;
        (void)state;
        text = to_text(r);
        j = cJSON_Parse(text);
        assert_non_null(j);
        r->tiers[0].kept = cJSON_Duplicate(
            cJSON_GetArrayItem(cJSON_GetObjectItemCaseSensitive(j, "tiers"), 0),
            1);
        cJSON_Delete(j);
        /* Changed in memory, kept on paper. */
        r->tiers[0].produce.sent = 12345;
        again = to_text(r);
        assert_string_equal(text, again);
        assert_non_null(strstr(again, "\"sent\":\t100"));
        back = NULL;
        {
                char err[512] = "";
                assert_int_equal(
                    kp_results_load(OLDER, &back, err, sizeof(err)), 0);
        }
        assert_int_equal(back->n_attempts, 0);
        assert_null(back->attempts);
        free(text);
        free(again);
        kp_results_destroy(back);
        kp_results_destroy(r);
}

/* The warm-up messages a consumer read beside its end-to-end histogram:
 * written where that latency is recorded (mode "during"), read back;
 * absent, not 0, where it is not. */
static void test_e2e_warmup(void **state)
{
        kp_results *r = full_results(), *back;
        cJSON *j, *c;
        char *a;
        (void)state;
        j = kp_results_to_json(r, NULL);
        c = cJSON_GetObjectItemCaseSensitive(
            cJSON_GetArrayItem(cJSON_GetObjectItemCaseSensitive(j, "tiers"), 0),
            "consume");
        assert_non_null(c);
        assert_null(cJSON_GetObjectItemCaseSensitive(c, "e2e_warmup"));
        cJSON_Delete(j);
        r->tiers[0].consume.during = 1;
        r->tiers[0].consume.e2e_warmup = 7;
        a = to_text(r);
        assert_non_null(strstr(a, "\"e2e_warmup\":\t7"));
        back = from_text(a);
        assert_true(back->tiers[0].consume.e2e_warmup == 7);
        free(a);
        kp_results_destroy(back);
        kp_results_destroy(r);
}

/* When the reads began: written when a message was read, read back;
 * absent, not 0, when none was. */
static void test_first_msg(void **state)
{
        kp_results *r = full_results(), *back;
        char *a;
        (void)state;
        a = to_text(r);
        assert_null(strstr(a, "first_msg_s"));
        free(a);
        r->tiers[0].consume.first_msg_s = 3.25;
        a = to_text(r);
        assert_non_null(strstr(a, "\"first_msg_s\":\t3.25"));
        back = from_text(a);
        assert_true(back->tiers[0].consume.first_msg_s == 3.25);
        free(a);
        kp_results_destroy(back);
        r->tiers[0].consume.messages = 0;
        a = to_text(r);
        assert_null(strstr(a, "first_msg_s"));
        free(a);
        kp_results_destroy(r);
}

/* No message timed: e2e_latency_ms is null with the reason, not a
 * latency of 0 ms, and reads back as no latency. */
static void test_e2e_unknown(void **state)
{
        kp_results *r = full_results(), *back;
        kp_consume_result *c = &r->tiers[0].consume;
        char *a;
        (void)state;
        a = to_text(r);
        assert_non_null(strstr(a, "\"e2e_latency_ms\":\tnull"));
        assert_non_null(strstr(a, "\"e2e_unknown\":\t\"read_after_produce\""));
        back = from_text(a);
        assert_true(back->tiers[0].consume.e2e.count == 0);
        free(a);
        kp_results_destroy(back);
        c->during = 1;
        assert_string_equal(kp_consume_e2e_unknown_str(c),
                            "no_production_time");
        c->e2e_warmup = c->messages;
        assert_string_equal(kp_consume_e2e_unknown_str(c), "warmup_only");
        c->messages = 0;
        assert_string_equal(kp_consume_e2e_unknown_str(c), "nothing_read");
        /* A latency measured: the figures, and no reason. */
        c->e2e.count = 5;
        c->e2e.p95_ms = 4.5;
        assert_null(kp_consume_e2e_unknown_str(c));
        a = to_text(r);
        assert_null(strstr(a, "e2e_unknown"));
        assert_non_null(strstr(a, "\"p95_ms\":\t4.5"));
        free(a);
        kp_results_destroy(r);
}

/* Consumers never assigned a partition: the join and the fetch rates are
 * null with the reason, not a join as long as the phase and 0 msg/s; read
 * back, the phase is again one that was never assigned. */
static void test_never_assigned(void **state)
{
        kp_results *r = full_results(), *back;
        kp_consume_result *c = &r->tiers[0].consume;
        char *a, *b;
        (void)state;
        c->duration_s = 1.5;
        c->rebalance_ms = 1500;
        c->fetch_s = 0;
        a = to_text(r);
        assert_non_null(strstr(a, "\"rebalance_ms\":\tnull"));
        assert_non_null(strstr(a, "\"fetch_msgs_per_sec\":\tnull"));
        assert_non_null(strstr(a, "\"fetch_mib_per_sec\":\tnull"));
        assert_non_null(strstr(a, "\"fetch_unknown\":\t\"never_assigned\""));
        back = from_text(a);
        assert_false(kp_consume_assigned(&back->tiers[0].consume));
        assert_true(back->tiers[0].consume.rebalance_ms == 1500);
        b = to_text(back);
        assert_string_equal(a, b);
        free(a);
        free(b);
        kp_results_destroy(back);
        /* Assigned: the figures, and no reason. */
        c->rebalance_ms = 1000;
        c->fetch_s = 0.5;
        c->fetch_msgs_per_sec = 196;
        a = to_text(r);
        assert_null(strstr(a, "fetch_unknown"));
        assert_non_null(strstr(a, "\"rebalance_ms\":\t1000"));
        assert_non_null(strstr(a, "\"fetch_msgs_per_sec\":\t196"));
        free(a);
        kp_results_destroy(r);
}

/* A consume phase stopped before it read every message (Ctrl-C): its
 * completeness is null with the reason, not the share it had read; read
 * back, it is again a phase that was stopped. */
static void test_stopped(void **state)
{
        kp_results *r = full_results(), *back;
        kp_consume_result *c = &r->tiers[0].consume;
        char *a, *b;
        (void)state;
        a = to_text(r);
        assert_null(strstr(a, "\"stopped\""));
        assert_null(strstr(a, "completeness_unknown"));
        free(a);
        c->stopped = 1;
        assert_false(kp_consume_counted(c));
        a = to_text(r);
        assert_non_null(strstr(a, "\"stopped\":\ttrue"));
        assert_non_null(strstr(a, "\"completeness\":\tnull"));
        assert_non_null(strstr(a, "\"completeness_unknown\":\t\"stopped\""));
        back = from_text(a);
        assert_true(back->tiers[0].consume.stopped);
        assert_false(kp_consume_counted(&back->tiers[0].consume));
        b = to_text(back);
        assert_string_equal(a, b);
        free(a);
        free(b);
        kp_results_destroy(back);
        kp_results_destroy(r);
}

int main(void)
{
        const struct CMUnitTest tests[] = {
                cmocka_unit_test(test_round_trip),
                cmocka_unit_test(test_fixture),
                cmocka_unit_test(test_keys),
                cmocka_unit_test(test_refused),
                cmocka_unit_test(test_refused_figures),
                cmocka_unit_test(test_overrides),
                cmocka_unit_test(test_save),
                cmocka_unit_test(test_log_dirs_count),
                cmocka_unit_test(test_attempts),
                cmocka_unit_test(test_kept),
                cmocka_unit_test(test_emulated_hosts),
                cmocka_unit_test(test_e2e_warmup),
                cmocka_unit_test(test_first_msg),
                cmocka_unit_test(test_e2e_unknown),
                cmocka_unit_test(test_never_assigned),
                cmocka_unit_test(test_stopped),
        };
        return cmocka_run_group_tests(tests, NULL, NULL);
}
