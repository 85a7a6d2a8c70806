/* results/brokers.c: the brokers' metrics of a tier in results.json. */
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "results/brokers.h"

static void test_series_bounded(void **state)
{
        kp_brokers *b = kp_brokers_new("http://p:9090");
        kp_bwindow *w = kp_brokers_add_window(b);
        kp_bquery *q = kp_bwindow_add_query(w, "host_cpu", "up", "%");
        double t[1000], v[1000];
        (void)state;
        for (int i = 0; i < 1000; i++) {
                t[i] = i;
                v[i] = i % 10;
        }
        v[500] = NAN; /* skipped, not counted as 0 */
        assert_int_equal(kp_bquery_add_series(q, "1", t, v, 1000), 0);
        assert_true(q->series[0].n <= KP_BROKERS_MAX_POINTS);
        assert_int_equal(q->series[0].n_total, 999);
        assert_true(fabs(q->series[0].mean - (4500.0 - 0) / 999) < 1e-9);
        assert_true(q->series[0].max == 9);
        /* The window figure is not known until the caller sets it. */
        assert_true(isnan(q->series[0].window));
        /* Thinned: mean, max and the count of all points stay. */
        kp_bwindow_thin(w, 12);
        assert_true(q->series[0].n <= 12 && q->series[0].n >= 6);
        assert_int_equal(q->series[0].n_total, 999);
        assert_true(q->series[0].max == 9);
        assert_true(q->series[0].t_s[1] > q->series[0].t_s[0]);
        /* A query with no series keeps none: never a 0. */
        q = kp_bwindow_add_query(w, "empty", "absent", "");
        assert_int_equal(q->n_series, 0);
        for (int i = 0; i < KP_BROKERS_MAX_SERIES; i++)
                assert_int_equal(kp_bquery_add_series(q, "x", t, v, 3), 0);
        assert_int_equal(kp_bquery_add_series(q, "x", t, v, 3), 1);
        kp_brokers_destroy(b);
}

static void test_round_trip(void **state)
{
        kp_brokers *b = kp_brokers_new("http://p:9090"), *back = NULL;
        kp_bwindow *w;
        kp_bquery *q;
        double t[3] = { 0, 1, 2 }, v[3] = { 10, 20, 30 };
        char err[512];
        cJSON *j, *j2;
        char *s1, *s2;
        (void)state;
        w = kp_brokers_add_window(b);
        w->start_s = 1700000000;
        w->end_s = 1700000030;
        w->step_s = 1;
        w->rate = 1000;
        strcpy(w->asked_at, "2026-01-01T00:00:00Z");
        q = kp_bwindow_add_query(w, "bytes_in", "sum(rate(x[5s]))", "B/s");
        assert_int_equal(kp_bquery_add_series(q, "broker-1", t, v, 3), 0);
        q->series[0].window = 21.5;
        /* One whose window figure is not known: null, read back NAN. */
        assert_int_equal(kp_bquery_add_series(q, "broker-2", t, v, 3), 0);
        /* One that the server answered with no number: no mean and no
         * highest point (null), never 0. */
        {
                double nv[3] = { NAN, NAN, NAN };
                assert_int_equal(kp_bquery_add_series(q, "broker-3", t, nv, 3),
                                 0);
                assert_int_equal(q->series[2].n_total, 0);
                assert_true(isnan(q->series[2].mean));
                assert_true(isnan(q->series[2].max));
        }
        q = kp_bwindow_add_query(w, "isr", "y", "");
        q->error = strdup("bad_data: parse error");
        w = kp_brokers_add_window(b);
        w->trial = 2;
        w->unavailable = strdup("Prometheus did not answer within 2 s");
        j = kp_brokers_json(b);
        assert_int_equal(
            kp_brokers_from(j, "tiers[0].brokers", &back, err, sizeof(err)), 0);
        j2 = kp_brokers_json(back);
        s1 = cJSON_PrintUnformatted(j);
        s2 = cJSON_PrintUnformatted(j2);
        assert_string_equal(s1, s2);
        assert_non_null(kp_brokers_tier_window(back));
        assert_true(kp_bwindow_query(kp_brokers_tier_window(back), "bytes_in")
                        ->series[0]
                        .mean == 20);
        assert_true(kp_bwindow_query(kp_brokers_tier_window(back), "bytes_in")
                        ->series[0]
                        .window == 21.5);
        assert_true(
            isnan(kp_bwindow_query(kp_brokers_tier_window(back), "bytes_in")
                      ->series[1]
                      .window));
        assert_non_null(strstr(s1, "\"window\":21.5"));
        assert_non_null(strstr(s1, "\"window\":null"));
        assert_non_null(strstr(s1, "\"points\":0,\"mean\":null,"
                                   "\"max\":null"));
        assert_true(
            isnan(kp_bwindow_query(kp_brokers_tier_window(back), "bytes_in")
                      ->series[2]
                      .max));
        free(s1);
        free(s2);
        cJSON_Delete(j2);
        kp_brokers_destroy(back);
        /* Older results without "window" read as NAN. */
        {
                cJSON *so = cJSON_GetArrayItem(
                    cJSON_GetObjectItem(
                        cJSON_GetArrayItem(
                            cJSON_GetObjectItem(
                                cJSON_GetArrayItem(
                                    cJSON_GetObjectItem(j, "windows"), 0),
                                "queries"),
                            0),
                        "series"),
                    0);
                cJSON_DeleteItemFromObject(so, "window");
                assert_int_equal(kp_brokers_from(j, "tiers[0].brokers", &back,
                                                 err, sizeof(err)),
                                 0);
                assert_true(isnan(
                    kp_bwindow_query(kp_brokers_tier_window(back), "bytes_in")
                        ->series[0]
                        .window));
                kp_brokers_destroy(back);
                /* A window that is not a number is malformed. */
                cJSON_AddStringToObject(so, "window", "1.5");
                assert_int_equal(kp_brokers_from(j, "tiers[0].brokers", &back,
                                                 err, sizeof(err)),
                                 -1);
                cJSON_DeleteItemFromObject(so, "window");
        }
        /* Malformed: a series whose t_s and v differ in length. */
        cJSON_DeleteItemFromArray(
            cJSON_GetObjectItem(
                cJSON_GetArrayItem(
                    cJSON_GetObjectItem(
                        cJSON_GetArrayItem(
                            cJSON_GetObjectItem(
                                cJSON_GetArrayItem(
                                    cJSON_GetObjectItem(j, "windows"), 0),
                                "queries"),
                            0),
                        "series"),
                    0),
                "v"),
            0);
        assert_int_equal(
            kp_brokers_from(j, "tiers[0].brokers", &back, err, sizeof(err)),
            -1);
        assert_non_null(strstr(err, "tiers[0].brokers.windows[0]: malformed"));
        cJSON_Delete(j);
        kp_brokers_destroy(b);
}

int main(void)
{
        const struct CMUnitTest tests[] = {
                cmocka_unit_test(test_series_bounded),
                cmocka_unit_test(test_round_trip),
        };
        return cmocka_run_group_tests(tests, NULL, NULL);
}
