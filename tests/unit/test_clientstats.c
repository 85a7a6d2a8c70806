/* kafka/clientstats: librdkafka's statistics documents into a phase's
 * points, from documents shaped as librdkafka 2.0.2 writes them
 * (STATISTICS.md): windows in microseconds, throttle in milliseconds. */
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "base/cgroup.h"
#include "kafka/clientstats.h"

static char doc[8192];

/* A producer's document: two brokers of the cluster and a bootstrap
 * one (nodeid -1, never counted), a topic with two partitions. */
static const char *producer_doc(int produce_requests, int waitresp, int outbuf,
                                int rtt_p95_us, int throttle_avg)
{
        snprintf(
            doc, sizeof(doc),
            "{\"name\":\"rdkafka#producer-1\",\"type\":\"producer\","
            "\"msg_cnt\":500,\"msg_max\":100000,\"msg_size\":16777216,"
            "\"msg_size_max\":33554432,\"brokers\":{"
            "\"127.0.0.1:9092/bootstrap\":{\"nodeid\":-1,\"req\":{"
            "\"Produce\":0},\"rtt\":{\"cnt\":0}},"
            "\"127.0.0.1:39112/1\":{\"name\":\"127.0.0.1:39112/1\","
            "\"nodeid\":1,\"nodename\":\"127.0.0.1:39112\",\"outbuf_cnt\":%d,"
            "\"waitresp_cnt\":%d,\"req\":{\"Produce\":%d,\"Metadata\":3},"
            "\"int_latency\":{\"cnt\":100,\"avg\":4200,\"p50\":4000,\"p95\":"
            "5000,\"p99\":"
            "6000,\"max\":7000},\"outbuf_latency\":{\"cnt\":10,\"avg\":15,"
            "\"p50\":10,"
            "\"p95\":20,\"p99\":30,\"max\":40},\"rtt\":{\"cnt\":10,\"avg\":"
            "1200,\"p50\":"
            "1000,\"p95\":%d,\"p99\":%d,\"max\":%d},\"throttle\":{\"cnt\":10,"
            "\"avg\":%d,\"max\":%d}},"
            "\"127.0.0.1:39122/2\":{\"nodeid\":2,\"outbuf_cnt\":0,"
            "\"waitresp_cnt\":1,\"req\":{\"Produce\":%d},"
            "\"int_latency\":{\"cnt\":100,\"avg\":4200,\"p50\":4000,\"p95\":"
            "5000,\"p99\":"
            "6000,\"max\":7000},\"outbuf_latency\":{\"cnt\":10,\"avg\":15,"
            "\"p50\":10,"
            "\"p95\":20,\"p99\":30,\"max\":40},\"rtt\":{\"cnt\":30,\"avg\":"
            "1500,\"p50\":"
            "1000,\"p95\":2000,\"p99\":3000,\"max\":4000},\"throttle\":{"
            "\"cnt\":0}}},"
            "\"topics\":{\"t\":{\"batchcnt\":{\"cnt\":20,\"sum\":200},"
            "\"partitions\":{\"0\":{\"partition\":0,\"fetchq_cnt\":0,"
            "\"consumer_lag\":-1},\"-1\":{\"partition\":-1,"
            "\"fetchq_cnt\":9}}}}}",
            outbuf, waitresp, produce_requests, rtt_p95_us, rtt_p95_us,
            rtt_p95_us * 2, throttle_avg, throttle_avg * 2,
            produce_requests * 3);
        return doc;
}

static void one_interval(void **state)
{
        kp_cstats *cs = kp_cstats_new(0);
        kp_client_stats st;
        const char *d;
        (void)state;
        kp_client_stats_init(&st);
        d = producer_doc(10, 4, 2, 9000, 0);
        assert_int_equal(kp_cstats_add(cs, 0, d, strlen(d)), 0);
        assert_int_equal(kp_cstats_add(cs, 0, "{\"not\":1}", 9), -1);
        assert_int_equal(kp_cstats_add(cs, 0, "not json", 8), -1);
        assert_int_equal(kp_cstats_interval(cs, 1, 1, 0.25, &st), 0);
        assert_int_equal(st.n, 1);
        /* Requests: the first document counts all so far (10 + 30);
         * the bootstrap broker is not the cluster's. */
        assert_int_equal(st.v[0].requests, 40);
        /* The round trip's p95 weighted by each broker's requests:
         * (10 x 9 + 30 x 2) / 40 = 3.75 ms. */
        assert_true(fabs(st.v[0].rtt_p95_ms - 3.75) < 1e-9);
        assert_true(fabs(st.v[0].queue_p95_ms - 5.0) < 1e-9);
        assert_true(fabs(st.v[0].send_p95_ms - 0.02) < 1e-9);
        assert_true(fabs(st.v[0].rtt_max_ms - 18.0) < 1e-9);
        assert_true(st.v[0].in_flight == 4 && st.v[0].waiting == 6);
        assert_true(fabs(st.v[0].msgs_per_batch - 10) < 1e-9);
        /* The fuller of messages (0.5%) and bytes (50%). */
        assert_true(fabs(st.v[0].queue_full - 0.5) < 1e-9);
        assert_true(st.v[0].sched_p95_ms == 0.25);
        assert_true(st.v[0].throttle_ms == 0);
        assert_true(st.v[0].fetchq_msgs == 0);
        assert_true(isnan(st.v[0].lag_msgs));
        assert_false(isnan(st.v[0].cpu));
        /* The slow broker: 1 (9 ms); the others' median: broker 2's. */
        assert_int_equal(st.v[0].slow_broker, 1);
        assert_true(fabs(st.v[0].slow_rtt_p95_ms - 9) < 1e-9);
        assert_true(fabs(st.v[0].others_rtt_p95_ms - 2) < 1e-9);
        /* The host's CPU, read from /proc/stat: a share. */
        assert_true(isnan(st.v[0].host_cpu) ||
                    (st.v[0].host_cpu >= 0 && st.v[0].host_cpu <= 1));
        assert_true(isnan(st.v[0].cg_throttled) ||
                    (st.v[0].cg_throttled >= 0 && st.v[0].cg_throttled <= 1));

        /* The next document: requests are counted since the last one;
         * an interval without a document has no statistics, only CPU. */
        d = producer_doc(25, 1, 0, 4000, 300);
        assert_int_equal(kp_cstats_add(cs, 0, d, strlen(d)), 0);
        assert_int_equal(kp_cstats_interval(cs, 2, 1, NAN, &st), 0);
        assert_int_equal(st.v[1].requests, 15 + 45);
        assert_true(fabs(st.v[1].throttle_ms - 300) < 1e-9);
        assert_int_equal(kp_cstats_interval(cs, 3, 1, NAN, &st), 0);
        assert_true(isnan(st.v[2].rtt_p95_ms));
        assert_int_equal(st.v[2].requests, 0);
        /* No round trip this interval: no slow broker. */
        assert_int_equal(st.v[2].slow_broker, -1);
        assert_true(isnan(st.v[2].slow_rtt_p95_ms));

        kp_cstats_finish(cs, NULL, &st);
        assert_int_equal(st.samples, 2);
        assert_int_equal(st.n_brokers, 2);
        for (size_t i = 0; i < st.n_brokers; i++) {
                if (st.brokers[i].id == 1) {
                        assert_int_equal(st.brokers[i].requests, 25);
                        assert_true(st.brokers[i].throttle_max_ms == 600);
                        assert_true(st.brokers[i].in_flight_max == 4);
                } else {
                        assert_int_equal(st.brokers[i].id, 2);
                        assert_int_equal(st.brokers[i].requests, 75);
                        assert_true(isnan(st.brokers[i].throttle_ms));
                }
        }
        assert_true(st.throttle_max_ms == 600);
        /* The stages' means, exact over the windows (weighted by their
         * counts): the round trip (2 x 10 x 1.2 + 2 x 30 x 1.5) / 80. */
        assert_true(fabs(st.rtt_mean_ms - 1.425) < 1e-9);
        assert_true(fabs(st.queue_mean_ms - 4.2) < 1e-9);
        assert_true(fabs(st.send_mean_ms - 0.015) < 1e-9);
        assert_true(isnan(st.sched_mean_ms)); /* no histogram given */
        assert_true(st.wall_s > 0);
        assert_true(isnan(st.sched_p95_ms));
        /* The load host: broker 1 advertises 127.0.0.1, this host. */
        assert_int_equal(st.brokers_local, 1);
        assert_string_equal(st.local_broker, "1 127.0.0.1:39112");
        assert_true(st.affinity_cpus >= 1);
        assert_true(isnan(st.host_cpu) ||
                    (st.host_cpu >= 0 && st.host_cpu <= 1));
        assert_true(isnan(st.cg_quota_cores) || st.cg_quota_cores > 0);
        assert_true(isnan(st.cg_throttled) ||
                    (st.cg_throttled >= 0 && st.cg_throttled <= 1));
        assert_true(isnan(st.cg_throttled_s) || st.cg_throttled_s >= 0);
        kp_cstats_destroy(cs);
        free(st.v);
        free(st.brokers);
}

/* On an emulated host (the plan's cluster.emulated_hosts) the host's CPU
 * is the client cgroup's use over its quota, or not measured: never the
 * machine's (/proc/stat). Whatever this host's cgroups: without a quota
 * and a readable use, NAN in every point and over the phase. */
static void emulated_host(void **state)
{
        kp_cgroup cg;
        kp_cgroup_usage u;
        kp_client_stats st;
        kp_cstats *cs;
        int measured;
        (void)state;
        kp_cgroup_open(&cg);
        kp_cgroup_read_usage(&cg, &u);
        measured = !isnan(cg.quota) && u.ok;
        cs = kp_cstats_new(1);
        kp_client_stats_init(&st);
        assert_int_equal(kp_cstats_interval(cs, 1, 1, NAN, &st), 0);
        assert_int_equal(kp_cstats_interval(cs, 2, 1, NAN, &st), 0);
        kp_cstats_finish(cs, NULL, &st);
        assert_int_equal(st.host_cpu_cgroup, 1);
        for (size_t i = 0; i < st.n; i++)
                assert_true(measured ? isnan(st.v[i].host_cpu) ||
                                           (st.v[i].host_cpu >= 0 &&
                                            st.v[i].host_cpu <= 1)
                                     : isnan(st.v[i].host_cpu));
        assert_true(measured ? isnan(st.host_cpu) ||
                                   (st.host_cpu >= 0 && st.host_cpu <= 1)
                             : isnan(st.host_cpu));
        kp_cstats_destroy(cs);
        free(st.v);
        free(st.brokers);
        /* Not declared: the machine's, said so. */
        cs = kp_cstats_new(0);
        kp_client_stats_init(&st);
        assert_int_equal(kp_cstats_interval(cs, 1, 1, NAN, &st), 0);
        kp_cstats_finish(cs, NULL, &st);
        assert_int_equal(st.host_cpu_cgroup, 0);
        kp_cstats_destroy(cs);
        free(st.v);
        free(st.brokers);
}

/* Several client instances: gauges add up over instances (the lag of the
 * partitions each consumer holds), in-flight figures are per
 * connection. */
static void instances(void **state)
{
        kp_cstats *cs = kp_cstats_new(0);
        kp_client_stats st;
        const char *c0 =
            "{\"brokers\":{},\"topics\":{\"t\":{\"partitions\":{\"0\":{"
            "\"partition\":0,\"fetchq_cnt\":100,\"consumer_lag\":1000}}}}}";
        const char *c1 =
            "{\"brokers\":{},\"topics\":{\"t\":{\"partitions\":{\"1\":{"
            "\"partition\":1,\"fetchq_cnt\":50,\"consumer_lag\":500}}}}}";
        (void)state;
        kp_client_stats_init(&st);
        assert_int_equal(kp_cstats_add(cs, 0, c0, strlen(c0)), 0);
        assert_int_equal(kp_cstats_add(cs, 1, c1, strlen(c1)), 0);
        assert_int_equal(kp_cstats_interval(cs, 1, 1, NAN, &st), 0);
        assert_true(st.v[0].fetchq_msgs == 150);
        assert_true(st.v[0].lag_msgs == 1500);
        /* Not a producer's: no slow broker. */
        assert_int_equal(st.v[0].slow_broker, -1);
        kp_cstats_finish(cs, NULL, &st);
        assert_true(st.lag_max == 1500);
        /* No broker's address known: not known. */
        assert_int_equal(st.brokers_local, -1);
        assert_string_equal(st.local_broker, "");
        kp_cstats_destroy(cs);
        free(st.v);
        free(st.brokers);
}

static void slow_broker(void **state)
{
        const int32_t ids[] = { 1, 2, 3, 4 };
        const double p95[] = { 3, 40, 5, 4 };
        int32_t slow;
        double sp, others;
        (void)state;
        kp_cstats_slow_broker(ids, p95, 4, &slow, &sp, &others);
        assert_int_equal(slow, 2);
        assert_true(sp == 40);
        assert_true(others == 4); /* of 3, 5, 4 */
        kp_cstats_slow_broker(ids, p95, 3, &slow, &sp, &others);
        assert_int_equal(slow, 2);
        assert_true(others == 4); /* of 3 and 5 */
        kp_cstats_slow_broker(ids, p95, 1, &slow, &sp, &others);
        assert_int_equal(slow, 1);
        assert_true(sp == 3 && isnan(others));
        kp_cstats_slow_broker(ids, p95, 0, &slow, &sp, &others);
        assert_int_equal(slow, -1);
        assert_true(isnan(sp) && isnan(others));
}

int main(void)
{
        const struct CMUnitTest tests[] = {
                cmocka_unit_test(one_interval),
                cmocka_unit_test(instances),
                cmocka_unit_test(emulated_host),
                cmocka_unit_test(slow_broker),
        };
        return cmocka_run_group_tests(tests, NULL, NULL);
}
