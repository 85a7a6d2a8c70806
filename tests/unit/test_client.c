/* results/client: a phase's load client in results.json. */
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "results/client.h"

static kp_client_point point(double t, double rtt, uint64_t req)
{
        kp_client_point p;
        kp_client_point_init(&p);
        p.t_s = t;
        p.dur_s = 1;
        p.cpu = 0.1;
        p.cpu_thread = t / 1000.0;
        p.cpu_wait = 0;
        p.rtt_p95_ms = rtt;
        p.queue_p95_ms = p.send_p95_ms = p.sched_p95_ms = 1;
        p.rtt_max_ms = rtt * 2;
        p.throttle_ms = NAN;
        p.in_flight = p.waiting = 1;
        p.queue_full = 0.01;
        p.msgs_per_batch = 10;
        p.requests = req;
        p.fetchq_msgs = p.lag_msgs = NAN;
        return p;
}

/* A series never grows past its bound: a long phase merges its points,
 * and every interval is still in it. */
static void series_bounded(void **state)
{
        kp_client_stats st;
        uint64_t requests = 0;
        double dur = 0;
        (void)state;
        kp_client_stats_init(&st);
        for (int i = 1; i <= 1000; i++) {
                kp_client_point p = point(i, i == 500 ? 900 : 5, 10);
                assert_int_equal(kp_client_stats_push(&st, &p), 0);
                assert_true(st.n <= KP_CLIENT_MAX_POINTS);
        }
        for (size_t i = 0; i < st.n; i++) {
                requests += st.v[i].requests;
                dur += st.v[i].dur_s;
        }
        assert_int_equal(requests, 10000);
        assert_true(fabs(dur - 1000) < 1e-9);
        assert_int_equal(st.per_point, 8);
        assert_true(fabs(st.v[st.n - 1].t_s - 1000) < 1e-9);
        /* The highest p95 survives every merge. */
        {
                double top = 0;
                for (size_t i = 0; i < st.n; i++)
                        if (st.v[i].rtt_p95_ms > top)
                                top = st.v[i].rtt_p95_ms;
                assert_true(top == 900);
        }
        free(st.v);
}

static void merge_rules(void **state)
{
        kp_client_point a = point(1, 10, 100), b = point(2, 20, 300);
        (void)state;
        a.msgs_per_batch = 2;
        b.msgs_per_batch = 6;
        b.throttle_ms = 4;
        a.cpu = 0.2;
        b.cpu = 0.4;
        kp_client_point_merge(&a, &b);
        assert_true(a.t_s == 2 && a.dur_s == 2);
        assert_int_equal(a.requests, 400);
        assert_true(a.rtt_p95_ms == 20);
        assert_true(fabs(a.cpu - 0.3) < 1e-12);
        /* Weighted by requests: (2 x 100 + 6 x 300) / 400. */
        assert_true(fabs(a.msgs_per_batch - 5) < 1e-12);
        /* A missing figure gives way. */
        assert_true(a.throttle_ms == 4);
}

static void json_round_trip(void **state)
{
        kp_client c, back;
        kp_client_stats *st;
        kp_client_point p = point(1, 7.5, 42);
        cJSON *j;
        char err[256];
        (void)state;
        memset(&c, 0, sizeof(c));
        memset(&back, 0, sizeof(back));
        c.settings.defaults = strdup("java");
        assert_int_equal(kp_client_settings_add(&c.settings,
                                                "max.in.flight.requests.per."
                                                "connection",
                                                "5", "1000000",
                                                KP_WHY_JAVA_IN_FLIGHT),
                         0);
        assert_int_equal(kp_client_settings_add(&c.settings, "sasl.password",
                                                "hunter2", "", KP_WHY_PLAN),
                         0);
        st = kp_client_add_stats(&c, "agent-1");
        assert_non_null(st);
        assert_int_equal(kp_client_stats_push(st, &p), 0);
        st->samples = 3;
        st->wall_s = 10;
        st->cpu_s = 0.4;
        st->throttle_ms = NAN;
        st->max_in_flight = 5;
        snprintf(st->thread, sizeof(st->thread), "rdk:broker1");
        st->brokers = calloc(1, sizeof(*st->brokers));
        st->n_brokers = 1;
        st->brokers[0].id = 2;
        st->brokers[0].requests = 42;
        st->brokers[0].rtt_p95_ms = 7.5;
        st->brokers[0].throttle_ms = NAN;
        j = kp_client_json(&c);
        assert_non_null(j);
        {
                /* The secret never reaches results.json. */
                char *text = cJSON_PrintUnformatted(j);
                assert_null(strstr(text, "hunter2"));
                free(text);
        }
        assert_int_equal(kp_client_from(j, &back, "x", err, sizeof(err)), 0);
        assert_string_equal(back.settings.defaults, "java");
        assert_int_equal(back.settings.n, 2);
        assert_int_equal(back.settings.v[0].why, KP_WHY_JAVA_IN_FLIGHT);
        assert_string_equal(back.settings.v[0].rd_default, "1000000");
        assert_string_equal(back.settings.v[1].value, "[redacted]");
        assert_int_equal(back.n_stats, 1);
        assert_string_equal(back.stats[0].source, "agent-1");
        assert_string_equal(back.stats[0].thread, "rdk:broker1");
        assert_int_equal(back.stats[0].n, 1);
        assert_int_equal(back.stats[0].v[0].requests, 42);
        assert_true(back.stats[0].v[0].rtt_p95_ms == 7.5);
        /* Not measured stays not measured: NAN, never 0. */
        assert_true(isnan(back.stats[0].v[0].throttle_ms));
        assert_true(isnan(back.stats[0].throttle_ms));
        assert_true(isnan(back.stats[0].brokers[0].throttle_ms));
        assert_int_equal(back.stats[0].brokers[0].id, 2);
        assert_int_equal(back.stats[0].max_in_flight, 5);
        cJSON_Delete(j);
        kp_client_free(&c);
        kp_client_free(&back);
}

/* The stages' figures in results.json are named for what they are: the
 * means of librdkafka's per-second percentiles are not the phase's
 * percentiles, and the stages' means (which add up) are kept beside
 * them; an older file's names ("rtt_p95_ms") still load, and a mean it
 * did not record is not known, never 0. */
static void json_stage_names(void **state)
{
        kp_client c, back;
        kp_client_stats *st;
        const cJSON *o, *b;
        cJSON *j;
        char err[256];
        (void)state;
        memset(&c, 0, sizeof(c));
        memset(&back, 0, sizeof(back));
        st = kp_client_add_stats(&c, NULL);
        assert_non_null(st);
        st->samples = 3;
        st->rtt_p95_ms = 3.6;
        st->rtt_mean_ms = 2.0;
        st->queue_mean_ms = 0.35;
        st->throttle_ms = NAN;
        st->brokers = calloc(1, sizeof(*st->brokers));
        st->n_brokers = 1;
        st->brokers[0].id = 1;
        st->brokers[0].rtt_p95_ms = 3.5;
        st->brokers[0].throttle_ms = NAN;
        j = kp_client_json(&c);
        assert_non_null(j);
        o = cJSON_GetArrayItem(cJSON_GetObjectItem(j, "stats"), 0);
        assert_null(cJSON_GetObjectItem(o, "rtt_p95_ms"));
        assert_true(
            cJSON_GetObjectItem(o, "rtt_mean_of_p95s_ms")->valuedouble == 3.6);
        assert_true(cJSON_GetObjectItem(o, "rtt_mean_ms")->valuedouble == 2.0);
        assert_true(cJSON_IsNull(cJSON_GetObjectItem(o, "sched_mean_ms")));
        b = cJSON_GetArrayItem(cJSON_GetObjectItem(o, "brokers"), 0);
        assert_null(cJSON_GetObjectItem(b, "rtt_p95_ms"));
        assert_true(
            cJSON_GetObjectItem(b, "rtt_mean_of_p95s_ms")->valuedouble == 3.5);
        assert_int_equal(kp_client_from(j, &back, "x", err, sizeof(err)), 0);
        assert_true(back.stats[0].rtt_p95_ms == 3.6);
        assert_true(back.stats[0].rtt_mean_ms == 2.0);
        assert_true(back.stats[0].queue_mean_ms == 0.35);
        assert_true(isnan(back.stats[0].sched_mean_ms));
        assert_true(back.stats[0].brokers[0].rtt_p95_ms == 3.5);
        kp_client_free(&back);
        /* An older file: the old names, no means. */
        memset(&back, 0, sizeof(back));
        o = cJSON_GetArrayItem(cJSON_GetObjectItem(j, "stats"), 0);
        cJSON_DeleteItemFromObject((cJSON *)o, "rtt_mean_of_p95s_ms");
        cJSON_DeleteItemFromObject((cJSON *)o, "rtt_mean_ms");
        cJSON_DeleteItemFromObject((cJSON *)o, "queue_mean_ms");
        cJSON_AddNumberToObject((cJSON *)o, "rtt_p95_ms", 4.4);
        assert_int_equal(kp_client_from(j, &back, "x", err, sizeof(err)), 0);
        assert_true(back.stats[0].rtt_p95_ms == 4.4);
        assert_true(isnan(back.stats[0].rtt_mean_ms));
        assert_true(isnan(back.stats[0].queue_mean_ms));
        kp_client_free(&back);
        /* A figure that is not a number is an error that names it. */
        memset(&back, 0, sizeof(back));
        cJSON_DeleteItemFromObject((cJSON *)o, "send_mean_ms");
        cJSON_AddStringToObject((cJSON *)o, "send_mean_ms", "fast");
        assert_int_equal(kp_client_from(j, &back, "x", err, sizeof(err)), -1);
        assert_non_null(strstr(err, "x.stats[0].send_mean_ms"));
        kp_client_free(&back);
        cJSON_Delete(j);
        kp_client_free(&c);
}

/* The load host's figures: merged by duration, the slow broker kept
 * from the point where it was the slower. */
static void merge_host(void **state)
{
        kp_client_point a = point(1, 10, 100), b = point(2, 20, 300),
                        c = point(3, 20, 100);
        (void)state;
        b.dur_s = 3;
        a.cg_throttled = 0.5;
        b.cg_throttled = 0.1;
        a.host_cpu = 0.2;
        /* b's host CPU not known: a's stands. */
        a.slow_broker = 2;
        a.slow_rtt_p95_ms = 40;
        a.others_rtt_p95_ms = 4;
        b.slow_broker = 3;
        b.slow_rtt_p95_ms = 30;
        b.others_rtt_p95_ms = 8;
        kp_client_point_merge(&a, &b);
        assert_true(fabs(a.cg_throttled - (0.5 + 0.3) / 4) < 1e-12);
        assert_true(a.host_cpu == 0.2);
        assert_int_equal(a.slow_broker, 2);
        assert_true(a.slow_rtt_p95_ms == 40);
        assert_true(fabs(a.others_rtt_p95_ms - (4 + 24) / 4.0) < 1e-12);
        /* A point with a slower broker takes over; one with none
         * changes nothing. */
        c.slow_broker = 1;
        c.slow_rtt_p95_ms = 90;
        kp_client_point_merge(&a, &c);
        assert_int_equal(a.slow_broker, 1);
        assert_true(a.slow_rtt_p95_ms == 90);
        /* c's others' median not known: a's stands. */
        assert_true(fabs(a.others_rtt_p95_ms - 7) < 1e-12);
        c = point(4, 1, 1);
        kp_client_point_merge(&a, &c);
        assert_int_equal(a.slow_broker, 1);
        assert_true(isnan(c.host_cpu) && c.slow_broker == -1);
}

static void json_host(void **state)
{
        kp_client c, back;
        kp_client_stats *st;
        kp_client_point p = point(1, 7.5, 42), q = point(2, 7.5, 42);
        cJSON *j, *pts;
        char err[256];
        (void)state;
        memset(&c, 0, sizeof(c));
        memset(&back, 0, sizeof(back));
        st = kp_client_add_stats(&c, NULL);
        assert_non_null(st);
        /* A new series knows nothing of its host yet. */
        assert_true(isnan(st->cg_quota_cores) && isnan(st->cg_throttled) &&
                    isnan(st->cg_throttled_s) && isnan(st->host_cpu));
        assert_int_equal(st->affinity_cpus, 0);
        assert_int_equal(st->brokers_local, -1);
        assert_string_equal(st->local_broker, "");
        assert_int_equal(st->host_cpu_cgroup, 0);
        p.cg_throttled = 0.25;
        p.host_cpu = 0.75;
        p.slow_broker = 3;
        p.slow_rtt_p95_ms = 12.5;
        p.others_rtt_p95_ms = 2.5;
        assert_int_equal(kp_client_stats_push(st, &p), 0);
        assert_int_equal(kp_client_stats_push(st, &q), 0);
        st->cg_quota_cores = 0.03;
        st->cg_throttled = 0.9;
        st->cg_throttled_s = 4.5;
        st->affinity_cpus = 2;
        st->host_cpu = 0.5;
        st->host_cpu_cgroup = 1; /* an emulated host's: its cgroup's */
        st->brokers_local = 1;
        snprintf(st->local_broker, sizeof(st->local_broker),
                 "1 localhost:9092");
        j = kp_client_json(&c);
        assert_non_null(j);
        assert_int_equal(kp_client_from(j, &back, "x", err, sizeof(err)), 0);
        st = &back.stats[0];
        assert_true(st->cg_quota_cores == 0.03);
        assert_true(st->cg_throttled == 0.9);
        assert_true(st->cg_throttled_s == 4.5);
        assert_int_equal(st->affinity_cpus, 2);
        assert_true(st->host_cpu == 0.5);
        assert_int_equal(st->host_cpu_cgroup, 1);
        assert_int_equal(st->brokers_local, 1);
        assert_string_equal(st->local_broker, "1 localhost:9092");
        assert_int_equal(st->n, 2);
        assert_true(st->v[0].cg_throttled == 0.25);
        assert_true(st->v[0].host_cpu == 0.75);
        assert_int_equal(st->v[0].slow_broker, 3);
        assert_true(st->v[0].slow_rtt_p95_ms == 12.5);
        assert_true(st->v[0].others_rtt_p95_ms == 2.5);
        /* Not known stays not known. */
        assert_true(isnan(st->v[1].cg_throttled) && isnan(st->v[1].host_cpu));
        assert_int_equal(st->v[1].slow_broker, -1);
        assert_true(isnan(st->v[1].slow_rtt_p95_ms));
        kp_client_free(&back);

        /* A load host's series merged into a run's keeps its host's
         * figures, under its name. */
        memset(&back, 0, sizeof(back));
        assert_int_equal(kp_client_merge(&back, &c, "agent-2"), 0);
        assert_string_equal(back.stats[0].source, "agent-2");
        assert_true(back.stats[0].cg_quota_cores == 0.03);
        assert_int_equal(back.stats[0].host_cpu_cgroup, 1);
        assert_int_equal(back.stats[0].brokers_local, 1);
        assert_string_equal(back.stats[0].local_broker, "1 localhost:9092");
        assert_int_equal(back.stats[0].v[0].slow_broker, 3);
        kp_client_free(&back);

        /* brokers_local false is not "not known". The machine's CPU
         * says so. */
        c.stats[0].brokers_local = 0;
        c.stats[0].local_broker[0] = '\0';
        c.stats[0].host_cpu_cgroup = 0;
        cJSON_Delete(j);
        j = kp_client_json(&c);
        assert_string_equal(
            cJSON_GetStringValue(cJSON_GetObjectItemCaseSensitive(
                cJSON_GetArrayItem(cJSON_GetObjectItemCaseSensitive(j, "stats"),
                                   0),
                "host_cpu_of")),
            "machine");
        assert_true(cJSON_IsFalse(cJSON_GetObjectItemCaseSensitive(
            cJSON_GetArrayItem(cJSON_GetObjectItemCaseSensitive(j, "stats"), 0),
            "brokers_local")));
        memset(&back, 0, sizeof(back));
        assert_int_equal(kp_client_from(j, &back, "x", err, sizeof(err)), 0);
        assert_int_equal(back.stats[0].brokers_local, 0);
        assert_string_equal(back.stats[0].local_broker, "");
        kp_client_free(&back);

        /* An older results.json, without any of them: not known. */
        {
                cJSON *s0 = cJSON_GetArrayItem(
                    cJSON_GetObjectItemCaseSensitive(j, "stats"), 0);
                const char *keys[] = { "cgroup_quota_cores", "cgroup_throttled",
                                       "cgroup_throttled_s", "affinity_cpus",
                                       "host_cpu",           "brokers_local",
                                       "local_broker",       "host_cpu_of" };
                const char *cols[] = { "cgroup_throttled", "host_cpu",
                                       "slow_broker", "slow_rtt_p95_ms",
                                       "others_rtt_p95_ms" };
                for (size_t i = 0; i < sizeof(keys) / sizeof(keys[0]); i++)
                        cJSON_DeleteItemFromObjectCaseSensitive(s0, keys[i]);
                pts = cJSON_GetObjectItemCaseSensitive(s0, "points");
                for (size_t i = 0; i < sizeof(cols) / sizeof(cols[0]); i++)
                        cJSON_DeleteItemFromObjectCaseSensitive(pts, cols[i]);
        }
        memset(&back, 0, sizeof(back));
        assert_int_equal(kp_client_from(j, &back, "x", err, sizeof(err)), 0);
        st = &back.stats[0];
        assert_true(isnan(st->cg_quota_cores) && isnan(st->cg_throttled) &&
                    isnan(st->cg_throttled_s) && isnan(st->host_cpu));
        assert_int_equal(st->affinity_cpus, 0);
        assert_int_equal(st->brokers_local, -1);
        assert_int_equal(st->host_cpu_cgroup, 0); /* the machine's */
        assert_int_equal(st->n, 2);
        assert_true(isnan(st->v[0].cg_throttled) && isnan(st->v[0].host_cpu));
        assert_int_equal(st->v[0].slow_broker, -1);
        assert_true(isnan(st->v[0].others_rtt_p95_ms));
        kp_client_free(&back);

        /* Whose host CPU, in words it knows. */
        cJSON_AddStringToObject(
            cJSON_GetArrayItem(cJSON_GetObjectItemCaseSensitive(j, "stats"), 0),
            "host_cpu_of", "host");
        memset(&back, 0, sizeof(back));
        assert_int_equal(kp_client_from(j, &back, "x", err, sizeof(err)), -1);
        assert_non_null(strstr(err, "x.stats[0].host_cpu_of: expected"));
        kp_client_free(&back);
        cJSON_DeleteItemFromObjectCaseSensitive(
            cJSON_GetArrayItem(cJSON_GetObjectItemCaseSensitive(j, "stats"), 0),
            "host_cpu_of");

        /* A column of the wrong length is an error that says where. */
        cJSON_AddItemToObject(pts, "host_cpu", cJSON_CreateArray());
        memset(&back, 0, sizeof(back));
        assert_int_equal(kp_client_from(j, &back, "x", err, sizeof(err)), -1);
        assert_non_null(strstr(err, "x.stats[0].points.host_cpu"));
        kp_client_free(&back);
        cJSON_Delete(j);
        kp_client_free(&c);
}

static void bad_json(void **state)
{
        kp_client c;
        char err[256];
        cJSON *j = cJSON_Parse("{\"stats\":[{\"samples\":1,\"points\":{"
                               "\"t_s\":[1,2],\"dur_s\":[1]}}]}");
        (void)state;
        memset(&c, 0, sizeof(c));
        assert_int_equal(
            kp_client_from(j, &c, "tiers[0].produce.client", err, sizeof(err)),
            -1);
        assert_non_null(strstr(err, "tiers[0].produce.client.stats[0]"));
        kp_client_free(&c);
        cJSON_Delete(j);
        /* Absent: nothing recorded, no error. */
        memset(&c, 0, sizeof(c));
        assert_int_equal(kp_client_from(NULL, &c, "x", err, sizeof(err)), 0);
        assert_int_equal(c.n_stats, 0);
}

int main(void)
{
        const struct CMUnitTest tests[] = {
                cmocka_unit_test(series_bounded),
                cmocka_unit_test(merge_rules),
                cmocka_unit_test(json_round_trip),
                cmocka_unit_test(json_stage_names),
                cmocka_unit_test(merge_host),
                cmocka_unit_test(json_host),
                cmocka_unit_test(bad_json),
        };
        return cmocka_run_group_tests(tests, NULL, NULL);
}
