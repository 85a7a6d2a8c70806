/* kafka/consumer: a consume phase shared with other hosts in mode
 * "during" (kplan agent), on the embedded cluster. The coordinator's
 * consume_stop can reach an agent before the produce phase's ends do;
 * the phase then still ends on those ends, and its result reads back
 * (an end never given used to be left at INT64_MAX, a result no
 * coordinator could read). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <cjson/cJSON.h>
#include <pthread.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "base/bitset.h"
#include "kafka/cluster.h"
#include "kafka/consumer.h"
#include "results/results.h"

#define NPART 2

typedef struct fixture {
        kp_cluster *c;
        kp_topic_info ti;
        kp_cluster_info warnings; /* the embedded cluster's differences */
        kp_partition_range ranges[NPART];
        int64_t end[NPART], next[NPART];
        _Atomic int64_t share_next[NPART];
        kp_consume_ends ends;
        kp_consume_share share;
        kp_consume_spec s;
        int ends_late_ms; /* the ends come this long after the stop */
} fixture;

static int setup(void **state)
{
        fixture *f = calloc(1, sizeof(*f));
        kp_topic_want w = { .name = "kplan-consumer-test",
                            .partitions = NPART,
                            .replication_factor = 1,
                            .create = 1 };
        char err[512];
        assert_non_null(f);
        assert_int_equal(
            kp_cluster_open(NULL, NULL, 10000, &f->c, err, sizeof(err)), 0);
        assert_int_equal(kp_cluster_ensure_topic(f->c, &w, &f->ti, &f->warnings,
                                                 err, sizeof(err)),
                         0);
        for (int p = 0; p < NPART; p++) {
                f->ranges[p].partition = p;
                atomic_store(&f->share_next[p], -1);
        }
        f->share.next = f->share_next;
        f->share.n = NPART;
        assert_int_equal(kp_bitset_new(100, &f->share.seen), 0);
        f->s.topic = w.name;
        f->s.ranges = f->ranges;
        f->s.n_ranges = NPART;
        f->s.later = &f->ends;
        f->s.consumers = 1;
        f->s.group = "kplan-consumer-test";
        f->s.timeout_us = 20000000;
        f->s.interval_us = 1000000;
        f->s.seq_space = 100;
        f->s.share = &f->share;
        *state = f;
        return 0;
}

static int teardown(void **state)
{
        fixture *f = *state;
        kp_bitset_destroy(f->share.seen);
        kp_topic_info_clear(&f->ti);
        for (size_t i = 0; i < f->warnings.n_warnings; i++)
                free(f->warnings.warnings[i]);
        free(f->warnings.warnings);
        kp_cluster_close(f->c);
        free(f);
        return 0;
}

static void give_ends(fixture *f)
{
        f->ends.end = f->end;
        f->ends.n = NPART;
        f->ends.expected = 0;
        atomic_store(&f->ends.ready, 1);
}

static void *late_ends(void *arg)
{
        fixture *f = arg;
        struct timespec ts = { 0, (long)f->ends_late_ms * 1000000L };
        nanosleep(&ts, NULL);
        give_ends(f);
        return NULL;
}

/* The result as the agent sends it and the coordinator reads it. */
static void check_result(const kp_consume_result *res)
{
        cJSON *j = kp_consume_result_json(res);
        kp_consume_result back = { 0 };
        char err[512] = "";
        assert_non_null(j);
        assert_int_equal(
            kp_consume_result_from(j, &back, "result", err, sizeof(err)), 0);
        assert_int_equal(back.n_partitions, NPART);
        for (int p = 0; p < NPART; p++)
                assert_int_equal(back.partitions[p].end, 0);
        kp_consume_result_free(&back);
        cJSON_Delete(j);
}

static void run(fixture *f)
{
        kp_consume_result res = { 0 };
        char err[512] = "";
        assert_int_equal(kp_consume_run(f->c, &f->s, &res, NULL, NULL, NULL,
                                        err, sizeof(err)),
                         0);
        assert_int_equal(res.n_partitions, NPART);
        for (int p = 0; p < NPART; p++)
                assert_int_equal(res.partitions[p].end, 0);
        check_result(&res);
        kp_consume_result_free(&res);
}

/* Stop and ends both there before the phase looks: the ends are applied. */
static void test_stop_with_ends(void **state)
{
        fixture *f = *state;
        atomic_store(&f->share.stop, 1);
        give_ends(f);
        run(f);
}

/* The stop first, the ends 300 ms later: the phase waits for them. */
static void test_stop_before_ends(void **state)
{
        fixture *f = *state;
        pthread_t th;
        atomic_store(&f->share.stop, 1);
        f->ends_late_ms = 300;
        assert_int_equal(pthread_create(&th, NULL, late_ends, f), 0);
        run(f);
        pthread_join(th, NULL);
}

/* Abandoned (the coordinator gone): the phase ends without its ends,
 * and what it says of each range is what was read, never INT64_MAX. */
static void test_abandoned(void **state)
{
        fixture *f = *state;
        kp_consume_result res = { 0 };
        char err[512] = "";
        atomic_store(&f->share.stop, 1);
        atomic_store(&f->ends.abandon, 1);
        assert_int_equal(kp_consume_run(f->c, &f->s, &res, NULL, NULL, NULL,
                                        err, sizeof(err)),
                         0);
        for (size_t p = 0; p < res.n_partitions; p++)
                assert_true(res.partitions[p].end < INT64_MAX);
        check_result(&res);
        kp_consume_result_free(&res);
}

int main(void)
{
        const struct CMUnitTest tests[] = {
                cmocka_unit_test_setup_teardown(test_stop_with_ends, setup,
                                                teardown),
                cmocka_unit_test_setup_teardown(test_stop_before_ends, setup,
                                                teardown),
                cmocka_unit_test_setup_teardown(test_abandoned, setup,
                                                teardown),
        };
        return cmocka_run_group_tests(tests, NULL, NULL);
}
