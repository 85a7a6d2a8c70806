/*
 * bare_producer: the smallest librdkafka produce loop, the yardstick for
 * kplan's own overhead. Produces N messages of SIZE bytes as fast as the
 * client takes them (retrying only on a full queue, serving delivery
 * reports in between), flushes, and prints one line:
 *
 *   bare: N messages in S s: R msg/s, M MiB/s, delivered D, failed F
 *
 * Usage: bare_producer [-b BOOTSTRAP] [-t TOPIC] [-n N] [-s SIZE]
 *                      [-X key=value]...
 * Without -b it creates librdkafka's mock cluster (3 brokers) in the
 * process, as kplan's embedded cluster does, and uses the same client
 * defaults kplan sets there (socket.nagle.disable=true,
 * sticky.partitioning.linger.ms=0) so that the two compare like for like.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include <librdkafka/rdkafka.h>
#include <librdkafka/rdkafka_mock.h>

static long long delivered, failed;

static void dr_cb(rd_kafka_t *rk, const rd_kafka_message_t *m, void *opaque)
{
        (void)rk;
        (void)opaque;
        if (m->err)
                failed++;
        else
                delivered++;
}

static double now_s(void)
{
        struct timespec ts;
        clock_gettime(CLOCK_MONOTONIC, &ts);
        return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

static void set(rd_kafka_conf_t *conf, const char *k, const char *v)
{
        char err[512];
        if (rd_kafka_conf_set(conf, k, v, err, sizeof(err)) !=
            RD_KAFKA_CONF_OK) {
                fprintf(stderr, "bare_producer: %s\n", err);
                exit(2);
        }
}

int main(int argc, char **argv)
{
        const char *bootstrap = NULL, *topic = "bare";
        long long n = 1000000, size = 100;
        rd_kafka_conf_t *conf = rd_kafka_conf_new();
        rd_kafka_t *mock_rk = NULL, *rk;
        rd_kafka_mock_cluster_t *mock = NULL;
        rd_kafka_topic_t *rkt;
        char err[512], *payload;
        double t0, t1;
        int c;

        while ((c = getopt(argc, argv, "b:t:n:s:X:")) != -1) {
                char *eq;
                switch (c) {
                case 'b':
                        bootstrap = optarg;
                        break;
                case 't':
                        topic = optarg;
                        break;
                case 'n':
                        n = atoll(optarg);
                        break;
                case 's':
                        size = atoll(optarg);
                        break;
                case 'X':
                        eq = strchr(optarg, '=');
                        if (!eq) {
                                fprintf(stderr, "bare_producer: -X k=v\n");
                                return 2;
                        }
                        *eq = '\0';
                        set(conf, optarg, eq + 1);
                        break;
                default:
                        fprintf(stderr, "usage: bare_producer [-b BOOTSTRAP] "
                                        "[-t TOPIC] [-n N] [-s SIZE] "
                                        "[-X k=v]...\n");
                        return 2;
                }
        }
        if (n < 1 || size < 1)
                return 2;
        if (!bootstrap) {
                rd_kafka_conf_t *mc = rd_kafka_conf_new();
                mock_rk = rd_kafka_new(RD_KAFKA_PRODUCER, mc, err, sizeof(err));
                if (!mock_rk)
                        return 3;
                mock = rd_kafka_mock_cluster_new(mock_rk, 3);
                if (!mock)
                        return 3;
                rd_kafka_mock_topic_create(mock, topic, 6, 1);
                bootstrap = rd_kafka_mock_cluster_bootstraps(mock);
                set(conf, "sticky.partitioning.linger.ms", "0");
        }
        set(conf, "bootstrap.servers", bootstrap);
        set(conf, "socket.nagle.disable", "true");
        rd_kafka_conf_set_dr_msg_cb(conf, dr_cb);
        rk = rd_kafka_new(RD_KAFKA_PRODUCER, conf, err, sizeof(err));
        if (!rk) {
                fprintf(stderr, "bare_producer: %s\n", err);
                return 3;
        }
        rkt = rd_kafka_topic_new(rk, topic, NULL);
        payload = malloc((size_t)size);
        memset(payload, 'x', (size_t)size);

        t0 = now_s();
        for (long long i = 0; i < n; i++) {
                while (rd_kafka_produce(rkt, RD_KAFKA_PARTITION_UA,
                                        RD_KAFKA_MSG_F_COPY, payload,
                                        (size_t)size, NULL, 0, NULL) == -1) {
                        if (rd_kafka_last_error() !=
                            RD_KAFKA_RESP_ERR__QUEUE_FULL) {
                                failed++;
                                break;
                        }
                        rd_kafka_poll(rk, 1);
                }
                if ((i & 63) == 0)
                        rd_kafka_poll(rk, 0);
        }
        rd_kafka_flush(rk, 60000);
        t1 = now_s();
        printf("bare: %lld messages in %.3f s: %.1f msg/s, %.2f MiB/s, "
               "delivered %lld, failed %lld\n",
               n, t1 - t0, (double)n / (t1 - t0),
               (double)n * (double)size / (t1 - t0) / 1048576.0, delivered,
               failed);
        free(payload);
        rd_kafka_topic_destroy(rkt);
        rd_kafka_destroy(rk);
        if (mock)
                rd_kafka_mock_cluster_destroy(mock);
        if (mock_rk)
                rd_kafka_destroy(mock_rk);
        return failed ? 1 : 0;
}
