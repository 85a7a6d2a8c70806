/* evaluate/limits: where a phase's time went. Each case is a phase's
 * statistics as the load client would record them in that situation. */
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "evaluate/limits.h"

/* A healthy phase: a client with CPU to spare, batches of 10, 2 requests
 * in flight, the round trip the larger part of the p95. */
static kp_client_stats *healthy(kp_produce_result *p)
{
        kp_client_stats *st;
        kp_client_point pt;
        memset(p, 0, sizeof(*p));
        st = kp_client_add_stats(&p->client, NULL);
        memset(&pt, 0, sizeof(pt));
        pt.t_s = pt.dur_s = 1;
        pt.cpu = 0.05;
        pt.cpu_thread = 0.03;
        pt.cpu_wait = 0.01;
        for (int i = 0; i < 10; i++) {
                pt.t_s = i + 1;
                kp_client_stats_push(st, &pt);
        }
        st->samples = 10;
        st->wall_s = 10;
        st->cpu_s = 0.5;
        st->cpu_wait = 0.01;
        st->msgs_per_batch = 10;
        st->waiting_mean = 2;
        st->in_flight_max = 2;
        st->max_in_flight = 5;
        st->sched_p95_ms = 0.1;
        st->queue_p95_ms = 5.5;
        st->send_p95_ms = 0.2;
        st->rtt_p95_ms = 12;
        st->throttle_ms = NAN;
        st->fetchq_max = st->lag_max = NAN;
        snprintf(st->thread, sizeof(st->thread), "kp-produce-0");
        st->brokers = calloc(3, sizeof(*st->brokers));
        st->n_brokers = 3;
        for (int i = 0; i < 3; i++) {
                st->brokers[i].id = i + 1;
                st->brokers[i].rtt_p95_ms = i == 1 ? 30 : 10;
                st->brokers[i].throttle_ms = NAN;
        }
        return st;
}

static void round_trip(void **state)
{
        kp_produce_result p;
        kp_limit l;
        (void)state;
        healthy(&p);
        kp_limit_of_produce(&p, &l);
        assert_int_equal(l.kind, KP_LIMIT_ROUND_TRIP);
        assert_false(l.client);
        assert_int_equal(l.broker, 2); /* the longest round trip */
        assert_true(l.before_share < 0.5);
        assert_string_equal(kp_limit_kind_str(l.kind), "round-trip");
        kp_client_free(&p.client);
}

/* librdkafka's defaults at linger.ms 0: a request per message, thousands
 * of them waiting per broker. */
static void client_requests(void **state)
{
        kp_produce_result p;
        kp_client_stats *st = healthy(&p);
        kp_limit l;
        (void)state;
        /* Whatever the CPU: the client's own settings come first. */
        st->cpu_wait = 0.9;
        st->msgs_per_batch = 1.0;
        st->waiting_mean = 3400;
        st->in_flight_max = 3900;
        st->max_in_flight = 1000000;
        st->rtt_p95_ms = 6000;
        kp_limit_of_produce(&p, &l);
        assert_int_equal(l.kind, KP_LIMIT_CLIENT_REQUESTS);
        assert_true(l.client);
        assert_true(l.waiting == 3400 && l.msgs_per_batch == 1.0);
        kp_client_free(&p.client);
}

/* A thread of the client at a whole core, or its threads waiting for a
 * CPU: the client's CPU, whatever else the figures say. */
static void client_cpu(void **state)
{
        kp_produce_result p;
        kp_client_stats *st = healthy(&p);
        kp_limit l;
        (void)state;
        for (size_t i = 0; i < st->n; i++)
                st->v[i].cpu_thread = 0.97;
        st->sched_p95_ms = 400; /* it fell behind its schedule */
        kp_limit_of_produce(&p, &l);
        assert_int_equal(l.kind, KP_LIMIT_CLIENT_CPU);
        assert_true(l.client);
        assert_true(fabs(l.cpu_thread - 0.97) < 1e-9);
        kp_client_free(&p.client);
        st = healthy(&p);
        st->cpu_wait = 0.8; /* starved: taskset and a CPU hog */
        st->sched_p95_ms = 900;
        kp_limit_of_produce(&p, &l);
        assert_int_equal(l.kind, KP_LIMIT_CLIENT_CPU);
        kp_client_free(&p.client);
        /* A busy host, and one broker far slower than the others: a
         * broker stopped for 2 s is that broker's, whatever the client's
         * CPU (which would make every broker's answers late alike). */
        st = healthy(&p);
        st->cpu_wait = 0.8;
        st->sched_p95_ms = 900;
        st->brokers[0].rtt_max_ms = 40;
        st->brokers[1].rtt_max_ms = 60;
        st->brokers[2].rtt_max_ms = 2100;
        kp_limit_of_produce(&p, &l);
        assert_int_equal(l.kind, KP_LIMIT_ROUND_TRIP);
        assert_int_equal(l.broker, 3);
        assert_true(l.stood_out && l.broker_rtt_max_ms == 2100);
        assert_false(l.client);
        /* Every broker slow alike: the client's CPU. */
        st->brokers[0].rtt_max_ms = 1500;
        st->brokers[1].rtt_max_ms = 1900;
        kp_limit_of_produce(&p, &l);
        assert_int_equal(l.kind, KP_LIMIT_CLIENT_CPU);
        kp_client_free(&p.client);
        /* One busy interval out of ten is not the phase's limit. */
        st = healthy(&p);
        st->v[3].cpu_thread = 1.0;
        kp_limit_of_produce(&p, &l);
        assert_int_equal(l.kind, KP_LIMIT_ROUND_TRIP);
        kp_client_free(&p.client);
}

static void throttle(void **state)
{
        kp_produce_result p;
        kp_client_stats *st = healthy(&p);
        kp_limit l;
        (void)state;
        st->throttle_ms = 250;
        st->brokers[2].throttle_ms = 400;
        st->brokers[0].throttle_ms = 100;
        kp_limit_of_produce(&p, &l);
        assert_int_equal(l.kind, KP_LIMIT_THROTTLE);
        assert_false(l.client);
        assert_int_equal(l.broker, 3);
        kp_client_free(&p.client);
}

/* Most of the p95 before the broker: with the client's requests at its
 * in-flight limit it waited for the brokers' answers (the round trip);
 * below it, kplan fell behind its own schedule. */
static void before_the_broker(void **state)
{
        kp_produce_result p;
        kp_client_stats *st = healthy(&p);
        kp_limit l;
        (void)state;
        st->queue_p95_ms = 900;
        st->rtt_p95_ms = 40;
        st->in_flight_max = 5;
        kp_limit_of_produce(&p, &l);
        assert_int_equal(l.kind, KP_LIMIT_ROUND_TRIP);
        assert_true(l.before_share > 0.9);
        st->in_flight_max = 2;
        st->sched_p95_ms = 700;
        kp_limit_of_produce(&p, &l);
        assert_int_equal(l.kind, KP_LIMIT_CLIENT_SCHEDULE);
        assert_true(l.client);
        kp_client_free(&p.client);
}

/* Several load hosts: one whose client was the limit makes the phase
 * the client's, named by its host. */
static void agents(void **state)
{
        kp_produce_result p, q;
        kp_client_stats *st;
        kp_limit l;
        (void)state;
        healthy(&p);
        st = healthy(&q);
        st->cpu_wait = 0.9;
        st->sched_p95_ms = 900;
        st->source = strdup("loadgen-2");
        assert_int_equal(kp_client_merge(&p.client, &q.client, NULL), 0);
        kp_limit_of_produce(&p, &l);
        assert_int_equal(l.kind, KP_LIMIT_CLIENT_CPU);
        assert_string_equal(l.source, "loadgen-2");
        kp_client_free(&p.client);
        kp_client_free(&q.client);
}

static void none_without_statistics(void **state)
{
        kp_produce_result p;
        kp_consume_result c;
        kp_limit l;
        (void)state;
        memset(&p, 0, sizeof(p));
        memset(&c, 0, sizeof(c));
        kp_limit_of_produce(&p, &l);
        assert_int_equal(l.kind, KP_LIMIT_NONE);
        kp_limit_of_consume(&c, &l);
        assert_int_equal(l.kind, KP_LIMIT_NONE);
}

static void consume(void **state)
{
        kp_produce_result p;
        kp_consume_result c;
        kp_client_stats *st = healthy(&p);
        kp_limit l;
        (void)state;
        memset(&c, 0, sizeof(c));
        st->fetchq_max = 150000;
        c.client = p.client;
        kp_limit_of_consume(&c, &l);
        assert_int_equal(l.kind, KP_LIMIT_CONSUMERS);
        assert_true(l.client);
        st->fetchq_max = 10;
        kp_limit_of_consume(&c, &l);
        assert_int_equal(l.kind, KP_LIMIT_FETCH);
        assert_false(l.client);
        kp_client_free(&p.client);
}

int main(void)
{
        const struct CMUnitTest tests[] = {
                cmocka_unit_test(round_trip),
                cmocka_unit_test(client_requests),
                cmocka_unit_test(client_cpu),
                cmocka_unit_test(throttle),
                cmocka_unit_test(before_the_broker),
                cmocka_unit_test(agents),
                cmocka_unit_test(none_without_statistics),
                cmocka_unit_test(consume),
        };
        return cmocka_run_group_tests(tests, NULL, NULL);
}
