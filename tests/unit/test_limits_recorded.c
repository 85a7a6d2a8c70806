/* evaluate/limits on recorded statistics: each fixture is the first tier
 * of a real run of make bench-attribution on the 3-broker Kafka 4.4.0
 * test cluster (brokers, Prometheus and kplan on one 2-core host), whose
 * cause was set up and checked in force, trimmed by
 * tests/fixtures/limits/trim.py to what the rules read. The rules must
 * name the cause that was set up, and every one of these runs is on the
 * brokers' own host: no evidence about the cluster. */
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "base/util.h"
#include "evaluate/limits.h"
#include "plan/promql.h"
#include "results/results.h"

typedef struct recorded {
        const char *file;
        kp_limit_kind kind;
        int32_t broker; /* -1: any */
        kp_cpu_limit cpu_limit;
        int client;
} recorded;

static const recorded cases[] = {
        /* kplan in a cgroup v1 at 3% of a core, 2,000 msg/s. */
        { "client-cgroup", KP_LIMIT_CLIENT_CPU, -1, KP_CPU_LIMIT_CGROUP, 1 },
        /* Broker 2's JVM in a cgroup at 10% of a core, acks=all, RF 3. */
        { "broker-cgroup", KP_LIMIT_BROKER, 2, KP_CPU_LIMIT_NONE, 0 },
        /* producer_byte_rate 256 KiB/s a broker below the tier's rate. */
        { "quota", KP_LIMIT_THROTTLE, -1, KP_CPU_LIMIT_NONE, 0 },
        /* librdkafka's own defaults at linger.ms 0, 5,000 msg/s (the
         * second run: in the first, kplan fell 8.7 s behind its schedule
         * on a saturated host, which the rules name instead). */
        { "librdkafka", KP_LIMIT_CLIENT_REQUESTS, -1, KP_CPU_LIMIT_NONE, 1 },
        /* The control: brokers on one CPU, kplan on the other. */
        { "separate", KP_LIMIT_ROUND_TRIP, -1, KP_CPU_LIMIT_NONE, 0 },
};

static void one(const recorded *c)
{
        char path[256], err[512];
        kp_results *r = NULL;
        kp_limit l;
        snprintf(path, sizeof(path), "tests/fixtures/limits/%s.json", c->file);
        if (kp_results_load(path, &r, err, sizeof(err)))
                fail_msg("%s", err);
        assert_true(r->n_tiers >= 1);
        kp_limit_of_produce(&r->tiers[0].produce, r->tiers[0].brokers,
                            r->cluster.emulated_hosts, &l);
        if (l.kind != c->kind)
                fail_msg("%s: named %s, set up %s", c->file,
                         kp_limit_kind_str(l.kind), kp_limit_kind_str(c->kind));
        if (c->broker >= 0)
                assert_int_equal(l.broker, c->broker);
        assert_int_equal(l.cpu_limit, c->cpu_limit);
        assert_int_equal(l.client, c->client);
        /* Recorded before the stages' means were: compared by their
         * per-second p95s, and no share claimed (percentiles do not add
         * up). A stage's cause carries its own figure. */
        assert_false(l.by_means);
        assert_true(isnan(l.share) && isnan(l.mean_ms));
        if (l.kind != KP_LIMIT_CLIENT_CPU)
                assert_true(l.part_ms > 0);
        assert_true(l.samples >= KP_LIMIT_MIN_SAMPLES);
        /* 127.0.0.1: the brokers' own host, no evidence either way. */
        assert_true(l.host_shared);
        assert_non_null(strstr(l.local_broker, "127.0.0.1"));
        assert_false(kp_limit_is_evidence(&l));
        kp_results_destroy(r);
}

static void recorded_runs(void **state)
{
        (void)state;
        for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++)
                one(&cases[i]);
}

/* broker-cgroup's run as the exporters label it, without the test
 * harness's relabelling: instance is the JMX exporter's host:port
 * (127.0.0.1:39114, :39124, :39134 for brokers 1, 2, 3, all on the
 * brokers' one host), with or without each target's app-info id. */
static kp_results *exporter_labels(int app_info)
{
        char err[512], *text = NULL;
        size_t len;
        cJSON *j, *w, *q, *s, *ids, *a;
        kp_results *r = NULL;
        if (kp_read_file("tests/fixtures/limits/broker-cgroup.json", 1 << 26,
                         &text, &len, err, sizeof(err)))
                fail_msg("%s", err);
        j = cJSON_Parse(text);
        free(text);
        assert_non_null(j);
        w = cJSON_GetArrayItem(
            cJSON_GetObjectItem(
                cJSON_GetObjectItem(
                    cJSON_GetArrayItem(cJSON_GetObjectItem(j, "tiers"), 0),
                    "brokers"),
                "windows"),
            0);
        assert_non_null(w);
        cJSON_ArrayForEach(q, cJSON_GetObjectItem(w, "queries"))
        {
                cJSON_ArrayForEach(s, cJSON_GetObjectItem(q, "series"))
                {
                        char inst[32];
                        const char *b =
                            cJSON_GetObjectItem(s, "broker")->valuestring;
                        snprintf(inst, sizeof(inst), "127.0.0.1:391%s4", b);
                        cJSON_ReplaceItemInObject(s, "broker",
                                                  cJSON_CreateString(inst));
                }
        }
        if (app_info) {
                ids = cJSON_CreateObject();
                cJSON_AddStringToObject(ids, "name", KP_PQ_BROKER_ID);
                cJSON_AddStringToObject(ids, "promql", "x");
                cJSON_AddStringToObject(ids, "unit", "");
                a = cJSON_AddArrayToObject(ids, "series");
                for (int k = 1; k <= 3; k++) {
                        char inst[32];
                        s = cJSON_CreateObject();
                        snprintf(inst, sizeof(inst), "127.0.0.1:391%d4", k);
                        cJSON_AddStringToObject(s, "broker", inst);
                        cJSON_AddNumberToObject(s, "points", 0);
                        cJSON_AddNullToObject(s, "mean");
                        cJSON_AddNullToObject(s, "max");
                        cJSON_AddNumberToObject(s, "window", k);
                        cJSON_AddArrayToObject(s, "t_s");
                        cJSON_AddArrayToObject(s, "v");
                        cJSON_AddItemToArray(a, s);
                }
                cJSON_AddItemToArray(cJSON_GetObjectItem(w, "queries"), ids);
        }
        if (kp_results_from_json(j, &r, err, sizeof(err)))
                fail_msg("%s", err);
        cJSON_Delete(j);
        return r;
}

static void recorded_exporter_labels(void **state)
{
        kp_results *r = exporter_labels(1);
        kp_limit l;
        (void)state;
        /* The exporters' labels and their app-info ids: broker 2. */
        kp_limit_of_produce(&r->tiers[0].produce, r->tiers[0].brokers,
                            r->cluster.emulated_hosts, &l);
        assert_int_equal(l.kind, KP_LIMIT_BROKER);
        assert_int_equal(l.broker, 2);
        kp_results_destroy(r);
        /* No app-info: three brokers on one host, none identified, so
         * none is the cause; never the address's first number. */
        r = exporter_labels(0);
        kp_limit_of_produce(&r->tiers[0].produce, r->tiers[0].brokers,
                            r->cluster.emulated_hosts, &l);
        assert_int_not_equal(l.kind, KP_LIMIT_BROKER);
        assert_int_not_equal(l.broker, 127);
        assert_int_equal(
            kp_brokers_node(r->tiers[0].brokers, "127.0.0.1:39124"), -1);
        kp_results_destroy(r);
}

static kp_results *load(const char *file)
{
        char path[256], err[512];
        kp_results *r = NULL;
        snprintf(path, sizeof(path), "tests/fixtures/limits/%s.json", file);
        if (kp_results_load(path, &r, err, sizeof(err)))
                fail_msg("%s", err);
        return r;
}

/* The control run (separate.json), its intervals' requests taken away:
 * a window with no requests in it, then one sample, names nothing (the
 * statistics are the same as those that named the round trip). */
static void recorded_without_requests(void **state)
{
        kp_results *r = load("separate");
        kp_client_stats *st = &r->tiers[0].produce.client.stats[0];
        kp_limit l;
        (void)state;
        for (size_t i = 0; i < st->n; i++)
                st->v[i].requests = 0;
        kp_limit_of_produce(&r->tiers[0].produce, r->tiers[0].brokers,
                            r->cluster.emulated_hosts, &l);
        assert_int_equal(l.kind, KP_LIMIT_UNDETERMINED);
        assert_int_equal(l.undet, KP_UNDET_SAMPLES);
        assert_int_equal(l.samples, 0);
        assert_int_equal(l.broker, -1);
        st->v[5].requests = 176;
        kp_limit_of_produce(&r->tiers[0].produce, r->tiers[0].brokers,
                            r->cluster.emulated_hosts, &l);
        assert_int_equal(l.kind, KP_LIMIT_UNDETERMINED);
        assert_int_equal(l.undet, KP_UNDET_SAMPLES);
        assert_int_equal(l.samples, 1);
        kp_results_destroy(r);
}

/* The control run with the stages' means a newer kplan records beside
 * its statistics: its queue near its round trip is within the margin,
 * not determined; the round trip at twice the queue or more is named,
 * with its share of the mean. */
static void recorded_with_means(void **state)
{
        kp_results *r = load("separate");
        kp_client_stats *st = &r->tiers[0].produce.client.stats[0];
        kp_limit l;
        (void)state;
        st->sched_mean_ms = 0.4;
        st->queue_mean_ms = 5.1;
        st->send_mean_ms = 0.6;
        st->rtt_mean_ms = 9.8; /* 1.9 times the queue */
        kp_limit_of_produce(&r->tiers[0].produce, r->tiers[0].brokers,
                            r->cluster.emulated_hosts, &l);
        assert_int_equal(l.kind, KP_LIMIT_UNDETERMINED);
        assert_int_equal(l.undet, KP_UNDET_MARGIN);
        assert_true(l.by_means);
        assert_true(fabs(l.mean_ms - 15.9) < 1e-9);
        st->rtt_mean_ms = 15.5; /* 3.0 times the queue */
        kp_limit_of_produce(&r->tiers[0].produce, r->tiers[0].brokers,
                            r->cluster.emulated_hosts, &l);
        assert_int_equal(l.kind, KP_LIMIT_ROUND_TRIP);
        assert_true(fabs(l.part_ms - 15.5) < 1e-9);
        assert_true(fabs(l.share - 15.5 / 21.6) < 1e-9);
        assert_int_equal(l.next_stage, KP_STAGE_QUEUE);
        kp_results_destroy(r);
}

int main(void)
{
        const struct CMUnitTest tests[] = {
                cmocka_unit_test(recorded_runs),
                cmocka_unit_test(recorded_exporter_labels),
                cmocka_unit_test(recorded_without_requests),
                cmocka_unit_test(recorded_with_means),
        };
        return cmocka_run_group_tests(tests, NULL, NULL);
}
