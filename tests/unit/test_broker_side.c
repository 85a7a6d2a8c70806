/* evaluate/broker_side.c: the brokers as a limit, and the utilization
 * extrapolation, from canned broker series. */
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "evaluate/broker_side.h"
#include "results/broker_map.h"
#include "results/brokers.h"
#include "results/results.h"

/* Adds query name to w with one flat series per broker: values[k] for
 * broker k+1 (NAN: that broker has no series). */
static void flat(kp_bwindow *w, const char *name, const double *values,
                 size_t n)
{
        kp_bquery *q = kp_bwindow_add_query(w, name, "q", "");
        double t[3] = { 0, 1, 2 };
        assert_non_null(q);
        for (size_t k = 0; k < n; k++) {
                double v[3] = { values[k], values[k], values[k] };
                char b[32];
                if (isnan(values[k]))
                        continue;
                snprintf(b, sizeof(b), "%zu", k + 1);
                assert_int_equal(kp_bquery_add_series(q, b, t, v, 3), 0);
                q->series[q->n_series - 1].window = values[k];
        }
}

static void test_limits(void **state)
{
        kp_brokers *b = kp_brokers_new("u");
        kp_bwindow *w;
        kp_blimit l;
        (void)state;
        /* Nothing busy: no limit. */
        w = kp_brokers_add_window(b);
        flat(w, "request_handler_idle", (double[]){ 80, 70, 90 }, 3);
        flat(w, "produce_throttle_ms", (double[]){ 0, 0, 0 }, 3);
        assert_int_equal(kp_broker_side_limit(w, &l), 0);
        assert_int_equal(l.kind, KP_BLIMIT_NONE);
        /* Request handlers 96% busy on broker 2. */
        w = kp_brokers_add_window(b);
        flat(w, "request_handler_idle", (double[]){ 50, 4, 30 }, 3);
        assert_int_equal(kp_broker_side_limit(w, &l), 1);
        assert_int_equal(l.kind, KP_BLIMIT_HANDLERS);
        assert_string_equal(l.broker, "2");
        assert_true(fabs(l.figure - 96) < 1e-9);
        /* A quota's throttle comes first. */
        flat(w, "produce_throttle_ms", (double[]){ 0, 0, 850 }, 3);
        assert_int_equal(kp_broker_side_limit(w, &l), 1);
        assert_int_equal(l.kind, KP_BLIMIT_THROTTLED);
        assert_string_equal(l.broker, "3");
        assert_true(l.figure == 850);
        /* Replication wait: 80% of the Produce time on broker 1. */
        w = kp_brokers_add_window(b);
        flat(w, "produce_queue_ms", (double[]){ 0.5, 0.5, 0.5 }, 3);
        flat(w, "produce_local_ms", (double[]){ 1, 1, 1 }, 3);
        flat(w, "produce_remote_ms", (double[]){ 8, 2, 2 }, 3);
        flat(w, "produce_send_ms", (double[]){ 0.5, 0.5, 0.5 }, 3);
        assert_int_equal(kp_broker_side_limit(w, &l), 1);
        assert_int_equal(l.kind, KP_BLIMIT_REPLICATION);
        assert_string_equal(l.broker, "1");
        assert_true(fabs(l.figure - 80) < 1e-9);
        /* Host CPU and disk. */
        w = kp_brokers_add_window(b);
        flat(w, "host_cpu", (double[]){ 20, 95, 20 }, 3);
        assert_int_equal(kp_broker_side_limit(w, &l), 1);
        assert_int_equal(l.kind, KP_BLIMIT_CPU);
        w = kp_brokers_add_window(b);
        flat(w, "disk_io_time", (double[]){ NAN, NAN, 91 }, 3);
        assert_int_equal(kp_broker_side_limit(w, &l), 1);
        assert_int_equal(l.kind, KP_BLIMIT_DISK);
        assert_string_equal(l.broker, "3");
        /* A window Prometheus did not answer says nothing. */
        w->unavailable = strdup("unreachable");
        assert_int_equal(kp_broker_side_limit(w, &l), 0);
        assert_int_equal(kp_broker_side_limit(NULL, &l), 0);
        kp_brokers_destroy(b);
}

/* A quota's throttle gauge outlives the quota: a tier whose own client
 * saw no throttle time is not named throttled; one that did is. */
static void test_stale_quota(void **state)
{
        kp_tier_result tr = { 0 };
        kp_client_stats *st;
        kp_blimit l;
        (void)state;
        tr.brokers = kp_brokers_new("u");
        flat(kp_brokers_add_window(tr.brokers), "produce_throttle_ms",
             (double[]){ 0, 0, 1900 }, 3);
        st = kp_client_add_stats(&tr.produce.client, NULL);
        st->samples = 10;
        st->throttle_ms = 0;
        assert_int_equal(kp_broker_side_tier_limit(&tr, &l), 0);
        st->throttle_ms = 120;
        assert_int_equal(kp_broker_side_tier_limit(&tr, &l), 1);
        assert_int_equal(l.kind, KP_BLIMIT_THROTTLED);
        /* No client statistics: the brokers' word stands. */
        kp_client_free(&tr.produce.client);
        assert_int_equal(kp_broker_side_tier_limit(&tr, &l), 1);
        kp_brokers_destroy(tr.brokers);
}

static void test_extrapolate(void **state)
{
        kp_results r = { 0 };
        kp_tier_result tiers[2] = { { 0 } };
        kp_search_trial trials[1] = { { 0 } };
        kp_util_extrap x;
        (void)state;
        r.tiers = tiers;
        r.n_tiers = 2;
        tiers[0].brokers = kp_brokers_new("u");
        for (int i = 1; i <= 4; i++) {
                kp_bwindow *w = kp_brokers_add_window(tiers[0].brokers);
                w->rate = w->achieved_rate = 1000.0 * i;
                /* CPU 10% per 1,000 msg/s on the busiest broker. */
                flat(w, "host_cpu", (double[]){ 5.0 * i, 10.0 * i, 1 }, 3);
                flat(w, "disk_io_time", (double[]){ 4 + i, 1, 1 }, 3);
                flat(w, "network_bytes", (double[]){ 1e6 * i, 1, 1 }, 3);
        }
        /* Not a point: unlimited, and one not answered. */
        kp_bwindow *w = kp_brokers_add_window(tiers[0].brokers);
        w->rate = 0;
        w->achieved_rate = 50000;
        flat(w, "host_cpu", (double[]){ 99, 99, 99 }, 3);
        w = kp_brokers_add_window(tiers[0].brokers);
        w->rate = w->achieved_rate = 9000;
        w->unavailable = strdup("slow");
        tiers[1].search.ran = 1;
        tiers[1].search.trials = trials;
        tiers[1].search.sustained_rate = 7500;
        assert_int_equal(kp_broker_side_extrapolate(&r, 8000, &x), 0);
        assert_true(x.present);
        assert_true(x.ceiling_pct == 70);
        assert_int_equal(x.fits[KP_UTIL_CPU].n_points, 4);
        assert_true(fabs(x.fits[KP_UTIL_CPU].slope - 0.01) < 1e-12);
        assert_true(fabs(x.fits[KP_UTIL_CPU].r2 - 1) < 1e-12);
        assert_true(fabs(x.fits[KP_UTIL_CPU].ceiling_rate - 7000) < 1e-6);
        assert_true(fabs(x.fits[KP_UTIL_CPU].peak_use_pct - 80) < 1e-6);
        assert_true(fabs(x.fits[KP_UTIL_DISK].ceiling_rate - 66000) < 1e-6);
        /* No link bandwidth in the plan: fitted, no ceiling. */
        assert_true(x.fits[KP_UTIL_NETWORK].fitted);
        assert_false(x.fits[KP_UTIL_NETWORK].capacity_known);
        assert_true(x.fits[KP_UTIL_NETWORK].ceiling_rate == 0);
        assert_int_equal(x.first, KP_UTIL_CPU);
        assert_true(x.runs_out_at_peak);
        assert_int_equal(x.agree, KP_UTIL_AGREES); /* 7,500 vs 7,000 */
        tiers[1].search.sustained_rate = 3000;
        assert_int_equal(kp_broker_side_extrapolate(&r, 0, &x), 0);
        assert_int_equal(x.agree, KP_UTIL_SEARCH_LOWER);
        assert_false(x.runs_out_at_peak);
        /* Two points are no trend. */
        tiers[0].brokers->n_windows = 2;
        assert_int_equal(kp_broker_side_extrapolate(&r, 0, &x), 0);
        assert_false(x.fits[KP_UTIL_CPU].fitted);
        assert_int_equal(x.first, -1);
        assert_int_equal(x.agree, KP_UTIL_NO_CEILING);
        tiers[0].brokers->n_windows = 6;
        kp_brokers_destroy(tiers[0].brokers);
        /* No broker metrics at all. */
        tiers[0].brokers = NULL;
        assert_int_equal(kp_broker_side_extrapolate(&r, 0, &x), 0);
        assert_false(x.present);
}

/* A tier's point is the busiest broker's mean over its produce phase:
 * the set-up before it and the read-back after it do not dilute it. */
static void test_produce_phase(void **state)
{
        kp_results r = { 0 };
        kp_tier_result tiers[3] = { { 0 } };
        kp_util_extrap x;
        (void)state;
        r.tiers = tiers;
        r.n_tiers = 3;
        for (int i = 0; i < 3; i++) {
                kp_bwindow *w;
                kp_bquery *q;
                double t[30], v[30];
                tiers[i].brokers = kp_brokers_new("u");
                tiers[i].produce.ran = 1;
                /* Produces from 10 s into the window, for 10 s. */
                strcpy(tiers[i].produce.started_at, "2026-01-01T00:00:10Z");
                tiers[i].produce.total_s = 10;
                w = kp_brokers_add_window(tiers[i].brokers);
                w->start_s = 1767225600; /* 2026-01-01T00:00:00Z */
                w->rate = w->achieved_rate = 1000.0 * (i + 1);
                for (int k = 0; k < 30; k++) {
                        t[k] = k;
                        /* 20% per 1,000 msg/s while producing, 1% idle. */
                        v[k] = k >= 10 && k <= 20 ? 20.0 * (i + 1) : 1;
                }
                q = kp_bwindow_add_query(w, "host_cpu", "q", "%");
                assert_int_equal(kp_bquery_add_series(q, "1", t, v, 30), 0);
                /* The whole window's figure, diluted by the idle time:
                 * the produce phase's points are what the fit reads. */
                q->series[0].window = 7.0 * (i + 1);
        }
        assert_int_equal(kp_broker_side_extrapolate(&r, 0, &x), 0);
        assert_true(fabs(x.fits[KP_UTIL_CPU].slope - 0.02) < 1e-12);
        assert_true(fabs(x.fits[KP_UTIL_CPU].intercept) < 1e-9);
        assert_true(fabs(x.fits[KP_UTIL_CPU].ceiling_rate - 3500) < 1e-6);
        for (int i = 0; i < 3; i++)
                kp_brokers_destroy(tiers[i].brokers);
}

/* A Produce time split for brokers 1 and 2: 0.5 + 1 + remote + 0.5. */
static void produce_times(kp_bwindow *w, double remote1, double remote2)
{
        flat(w, "produce_queue_ms", (double[]){ 0.5, 0.5 }, 2);
        flat(w, "produce_local_ms", (double[]){ 1, 1 }, 2);
        flat(w, "produce_remote_ms", (double[]){ remote1, remote2 }, 2);
        flat(w, "produce_send_ms", (double[]){ 0.5, 0.5 }, 2);
}

static void test_consistent(void **state)
{
        kp_tier_result tr = { 0 };
        kp_client_stats st = { 0 };
        kp_client_broker cb[2] = { { .id = 1, .requests = 100 },
                                   { .id = 2, .requests = 100 } };
        kp_prom_broker map[2] = { { (char *)"1", 1 }, { (char *)"2", 2 } };
        kp_prom_conf pc = { .brokers = map, .n_brokers = 2 };
        kp_cluster_info cl = { 0 };
        kp_blimit l;
        (void)state;
        cb[0].rtt_p95_ms = 4;
        cb[1].rtt_p95_ms = 20;
        st.brokers = cb;
        st.n_brokers = 2;
        tr.produce.client.stats = &st;
        tr.produce.client.n_stats = 1;
        tr.brokers = kp_brokers_new("u");
        /* Broker 1: 2 + 18 = 20 ms of its own in a 4 ms round trip (at
         * most 1.5 x 4 + 1 = 7 ms): inconsistent. Broker 2: 2 + 12 = 14 ms
         * in 20 ms: consistent. */
        produce_times(kp_brokers_add_window(tr.brokers), 18, 12);
        /* Labels "1" and "2" are brokers 1 and 2 by the plan's map. */
        kp_broker_map_apply(tr.brokers, &cl, &pc, 0);
        assert_true(kp_broker_side_produce_ms(
                        kp_brokers_tier_window(tr.brokers), "1") == 20);
        assert_true(kp_broker_side_client_rtt_ms(&tr, "1") == 4);
        assert_int_equal(kp_broker_side_consistent(&tr, "1"), 0);
        assert_int_equal(kp_broker_side_consistent(&tr, "2"), 1);
        /* Not known: consistent (a label that is no id, no round trip). */
        assert_int_equal(kp_broker_side_consistent(&tr, "kafka-1"), 1);
        assert_int_equal(kp_broker_side_consistent(&tr, "3"), 1);
        assert_true(isnan(kp_broker_side_client_rtt_ms(&tr, "kafka-1")));
        /* The rule's edge: 7 ms in 4 ms is noise, 7.01 is not. */
        assert_int_equal(kp_broker_side_fits_rtt(7, 4), 1);
        assert_int_equal(kp_broker_side_fits_rtt(7.01, 4), 0);
        assert_int_equal(kp_broker_side_fits_rtt(NAN, 4), 1);
        /* Broker 1's replication wait (90% of its time) is the cause of
         * nothing; broker 2's (86%) is the cause. */
        assert_int_equal(kp_broker_side_tier_limit(&tr, &l), 1);
        assert_int_equal(l.kind, KP_BLIMIT_REPLICATION);
        assert_string_equal(l.broker, "2");
        assert_int_equal(l.node, 2);
        /* Without the client's round trip (a bare window): broker 1. */
        assert_int_equal(
            kp_broker_side_limit(kp_brokers_tier_window(tr.brokers), &l), 1);
        assert_string_equal(l.broker, "1");
        /* Both inconsistent: no cause at all. */
        cb[1].rtt_p95_ms = 2;
        assert_int_equal(kp_broker_side_tier_limit(&tr, &l), 0);
        kp_brokers_destroy(tr.brokers);
}

/* A broker the producers sent requests to with no series in the window
 * (its exporter did not answer): no "no limit" but SILENT with its node
 * id, and no cause; once it has a series, no limit at all. */
static void test_silent_broker(void **state)
{
        kp_tier_result tr = { 0 };
        kp_client_stats st = { 0 };
        kp_client_broker cb[2] = { { .id = 1, .requests = 100 },
                                   { .id = 2, .requests = 100 } };
        kp_prom_broker map[2] = { { (char *)"1", 1 }, { (char *)"2", 2 } };
        kp_prom_conf pc = { .brokers = map, .n_brokers = 2 };
        kp_cluster_info cl = { 0 };
        kp_bwindow *w;
        kp_blimit l;
        (void)state;
        st.brokers = cb;
        st.n_brokers = 2;
        tr.produce.client.stats = &st;
        tr.produce.client.n_stats = 1;
        tr.brokers = kp_brokers_new("u");
        w = kp_brokers_add_window(tr.brokers);
        flat(w, "request_handler_idle", (double[]){ 80 }, 1);
        kp_broker_map_apply(tr.brokers, &cl, &pc, 0);
        assert_int_equal(kp_broker_side_tier_limit(&tr, &l), 0);
        assert_int_equal(l.kind, KP_BLIMIT_SILENT);
        assert_int_equal(l.node, 2);
        assert_true(isnan(l.figure));
        /* A broker with no requests is not missed. */
        cb[1].requests = 0;
        assert_int_equal(kp_broker_side_tier_limit(&tr, &l), 0);
        assert_int_equal(l.kind, KP_BLIMIT_NONE);
        /* The bare window knows no client: no limit. */
        cb[1].requests = 100;
        assert_int_equal(kp_broker_side_limit(w, &l), 0);
        assert_int_equal(l.kind, KP_BLIMIT_NONE);
        kp_brokers_destroy(tr.brokers);
}

static void test_window_not_mean(void **state)
{
        kp_brokers *b = kp_brokers_new("u");
        kp_bwindow *w = kp_brokers_add_window(b);
        kp_bquery *q = kp_bwindow_add_query(w, "host_cpu", "q", "%");
        double t[3] = { 0, 1, 2 }, v[3] = { 20, 20, 20 };
        kp_blimit l;
        (void)state;
        /* Points at 20% (a lifetime figure, say), the window at 95%: the
         * window is the figure judged. */
        assert_int_equal(kp_bquery_add_series(q, "1", t, v, 3), 0);
        q->series[0].window = 95;
        assert_int_equal(kp_broker_side_limit(w, &l), 1);
        assert_int_equal(l.kind, KP_BLIMIT_CPU);
        assert_true(l.figure == 95);
        /* And the other way round; a figure not known is never 0. */
        v[0] = v[1] = v[2] = 99;
        q = kp_bwindow_add_query(kp_brokers_add_window(b), "host_cpu", "q",
                                 "%");
        assert_int_equal(kp_bquery_add_series(q, "1", t, v, 3), 0);
        assert_int_equal(kp_broker_side_limit(&b->windows[1], &l), 0);
        q->series[0].window = 10;
        assert_int_equal(kp_broker_side_limit(&b->windows[1], &l), 0);
        kp_brokers_destroy(b);
}

int main(void)
{
        const struct CMUnitTest tests[] = {
                cmocka_unit_test(test_consistent),
                cmocka_unit_test(test_silent_broker),
                cmocka_unit_test(test_window_not_mean),
                cmocka_unit_test(test_limits),
                cmocka_unit_test(test_stale_quota),
                cmocka_unit_test(test_extrapolate),
                cmocka_unit_test(test_produce_phase),
        };
        return cmocka_run_group_tests(tests, NULL, NULL);
}
