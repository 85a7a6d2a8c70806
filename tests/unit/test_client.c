/* model/client: a phase's load client in results.json. */
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "model/client.h"

static kp_client_point point(double t, double rtt, uint64_t req)
{
        kp_client_point p;
        memset(&p, 0, sizeof(p));
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
        memset(&st, 0, sizeof(st));
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
                cmocka_unit_test(bad_json),
        };
        return cmocka_run_group_tests(tests, NULL, NULL);
}
