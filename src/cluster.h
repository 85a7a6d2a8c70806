/*
 * cluster: the cluster a run talks to. A real cluster (bootstrap servers
 * and client properties) or the embedded one: librdkafka's mock cluster of
 * three brokers living inside this process. Holds an admin handle for
 * metadata, topic creation and offsets, and builds the configuration of
 * every producer and consumer.
 */
#ifndef KP_CLUSTER_H
#define KP_CLUSTER_H

#include <stddef.h>
#include <stdint.h>

#include <librdkafka/rdkafka.h>
#include <librdkafka/rdkafka_mock.h>

#include "props.h"
#include "results.h"

#define KP_EMBEDDED_BROKERS 3

typedef struct kp_cluster kp_cluster;

/* Connects: bootstrap NULL creates the embedded cluster. client holds the
 * client properties shared by every handle (borrowed, copied). For a real
 * cluster the brokers must answer a metadata request within timeout_ms;
 * an authentication failure or no broker answering is an error naming
 * the cause. Caller frees *out with kp_cluster_close(). */
int kp_cluster_open(const char *bootstrap, const kp_kvlist *client,
                    int timeout_ms, kp_cluster **out, char *errstr,
                    size_t errstr_size);
void kp_cluster_close(kp_cluster *c);

int kp_cluster_embedded(const kp_cluster *c);
const char *kp_cluster_bootstrap(const kp_cluster *c);
/* The mock cluster (fault injection in tests), or NULL for a real one. */
rd_kafka_mock_cluster_t *kp_cluster_mock(const kp_cluster *c);

/* Properties that win over every other layer (kplan run -X). Copied. */
int kp_cluster_set_overrides(kp_cluster *c, const kp_kvlist *force);

/* kplan's settings for every client, under the plan's: added to out. */
int kp_cluster_base_conf(kp_kvlist *out);

/* A new client configuration: kplan's defaults, the shared client
 * properties, the bootstrap servers, each overrides list in order (NULL
 * entries are skipped), then the forced properties; librdkafka's own log
 * lines are silenced (kplan reports what matters). Caller passes it to
 * rd_kafka_new() or destroys it. */
int kp_cluster_conf(const kp_cluster *c, const kp_kvlist *const *overrides,
                    size_t n_overrides, rd_kafka_conf_t **out, char *errstr,
                    size_t errstr_size);

/* Makes sure topic exists: created with partitions, replication factor
 * (-1: the broker's default) and configs when missing and create is set;
 * otherwise checked, and each difference from the plan appended to
 * *warnings as a sentence. Fills info (partitions, RF, layout, config as
 * described by the cluster where it can). */
int kp_cluster_ensure_topic(kp_cluster *c, const char *topic, int partitions,
                            int replication_factor, const kp_kvlist *config,
                            int create, kp_topic_info *info,
                            kp_cluster_info *warnings_to, char *errstr,
                            size_t errstr_size);

/* Brokers, controller, cluster id and the broker version where the
 * cluster tells it. */
int kp_cluster_describe(kp_cluster *c, kp_cluster_info *info, char *errstr,
                        size_t errstr_size);

/* High watermarks (the next offset) of partitions 0..n-1 of topic into
 * high[]. */
int kp_cluster_high_watermarks(kp_cluster *c, const char *topic, int n,
                               int64_t *high, char *errstr, size_t errstr_size);

/* Number of partitions of topic, from metadata. */
int kp_cluster_partition_count(kp_cluster *c, const char *topic, int *n,
                               char *errstr, size_t errstr_size);

/* The client host: name, OS, CPU model and count, memory. */
void kp_host_collect(kp_host_info *h);

/* Adds a warning sentence to info->warnings. */
int kp_cluster_warn(kp_cluster_info *info, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));

#endif
