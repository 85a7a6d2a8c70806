#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <signal.h>
#include <stdlib.h>

#include "kafka/cluster.h"
#include "kafka/producer.h"
#include "results/results.h"

/* A phase stopped before its first send (Ctrl-C as a tier starts: the
 * phase's start is set a little ahead, for its workers to start
 * together) ends at its start, never before it: its figures are no
 * negative time, which results.json's check refuses, so that the run
 * could not be resumed. */
static void test_stopped_before_start(void **state)
{
        kp_cluster *c = NULL;
        kp_topic_want w = { .name = "kplan-producer-test",
                            .partitions = 3,
                            .replication_factor = 1,
                            .create = 1 };
        kp_topic_info ti = { 0 };
        kp_cluster_info warnings = { 0 };
        kp_produce_spec s = { 0 };
        kp_produce_result res = { 0 };
        volatile sig_atomic_t stop = 1;
        char err[512];
        (void)state;
        assert_int_equal(
            kp_cluster_open(NULL, NULL, 10000, &c, err, sizeof(err)), 0);
        assert_int_equal(
            kp_cluster_ensure_topic(c, &w, &ti, &warnings, err, sizeof(err)),
            0);
        s.topic = w.name;
        s.messages = 1000;
        s.rate = 1000;
        s.record_size = 100;
        s.producers = 1;
        s.interval_us = 1000000;
        s.drain_timeout_us = 2000000;
        assert_int_equal(
            kp_produce_run(c, &s, &res, NULL, NULL, &stop, err, sizeof(err)),
            0);
        assert_true(res.total_s >= 0);
        assert_true(res.duration_s >= 0);
        for (size_t i = 0; i < res.intervals.n; i++)
                assert_true(res.intervals.v[i].t_s >= 0 &&
                            res.intervals.v[i].dur_s >= 0);
        kp_produce_result_free(&res);
        kp_topic_info_clear(&ti);
        for (size_t i = 0; i < warnings.n_warnings; i++)
                free(warnings.warnings[i]);
        free(warnings.warnings);
        kp_cluster_close(c);
}

int main(void)
{
        const struct CMUnitTest tests[] = {
                cmocka_unit_test(test_stopped_before_start),
        };
        return cmocka_run_group_tests_name("producer", tests, NULL, NULL);
}
