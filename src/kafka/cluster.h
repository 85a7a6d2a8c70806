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

#include "base/props.h"
#include "plan/clientdefaults.h"
#include "plan/clientprops.h"
#include "results/client.h"
#include "results/results.h"

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

/* Whose defaults kplan's clients start from (plan/clientdefaults.h):
 * the Java client's (the default) or librdkafka's own. */
void kp_cluster_set_client_defaults(kp_cluster *c, kp_client_defaults mode);
kp_client_defaults kp_cluster_client_defaults(const kp_cluster *c);

/* What a client of kplan's is. */
typedef struct kp_client_want {
        kp_client_kind kind; /* producer, consumer, or any other client */
        int64_t stats_ms;    /* librdkafka statistics interval; 0: none */
        int from_latest;     /* a consumer starts at the end */
        /* kplan's own settings of this client (group.id, ...), with the
         * reason of each (key -> kp_setting_why_str()); may be NULL. */
        const kp_kvlist *kplan, *kplan_why;
        /* The plan's settings of this client (a tier's producer
         * settings), in order, later ones winning; NULL entries are
         * skipped. */
        const kp_kvlist *const *plan;
        size_t n_plan;
        /* kplan's settings that win over the plan's (transactional.id
         * from --transactional-id), with their reasons; may be NULL. */
        const kp_kvlist *over, *over_why;
} kp_client_want;

/* A new client configuration, layer over layer: kplan's defaults for
 * the client (plan/clientdefaults.h, decided on the layers above them),
 * the shared client properties, the bootstrap servers, w's kplan,
 * plan and over settings, the forced properties (-X), and
 * allow.auto.create.topics=false; librdkafka's own log lines are
 * silenced (kplan reports what matters). When who is not NULL, it gets,
 * for every property a layer sets (by librdkafka's name), who set it
 * last (kp_setting_why_str()), for kp_clientconf_settings(). Caller
 * passes *out to rd_kafka_new() or destroys it. */
int kp_cluster_client_conf(const kp_cluster *c, const kp_client_want *w,
                           rd_kafka_conf_t **out, kp_kvlist *who, char *errstr,
                           size_t errstr_size);

/* A tier's producer or consumer (type) made from conf, which it takes
 * over (destroyed on a failure too); when settings is not NULL, the
 * client's settings as librdkafka has them, each with who set it (who,
 * from kp_cluster_client_conf()), go into *settings. Returns the client
 * (caller destroys it), or NULL with a sentence. */
rd_kafka_t *kp_cluster_client_new(const kp_cluster *c, rd_kafka_type_t type,
                                  rd_kafka_conf_t *conf, const kp_kvlist *who,
                                  kp_client_settings *settings, char *errstr,
                                  size_t errstr_size);

/* kp_cluster_client_conf() for a client that is neither a producer nor a
 * consumer of a tier (the admin client, the agents' bus), the overrides
 * as its plan settings. */
int kp_cluster_conf(const kp_cluster *c, const kp_kvlist *const *overrides,
                    size_t n_overrides, rd_kafka_conf_t **out, char *errstr,
                    size_t errstr_size);

/* The topic a run measures, as the plan describes it. */
typedef struct kp_topic_want {
        const char *name;
        int partitions;          /* 1 or more */
        int replication_factor;  /* 1 or more, or -1: the broker's default */
        const kp_kvlist *config; /* topic configs the plan names, or NULL */
        int create;              /* create it when it does not exist */
        /* An existing topic that differs is used as it is (and said so
         * in *warnings_to) instead of being an error: the plan's
         * "existing": "accept". */
        int accept_existing;
} kp_topic_want;

/* Makes sure the topic under test is the wanted one (borrowed). No
 * request lets a broker auto-create it. When it is missing and
 * want->create is set, it is created with the wanted partitions,
 * replication factor and configs. Then, created or found, it is read back:
 * the partition count, the replicas of every partition and (on a real
 * cluster) each config the plan names, through DescribeConfigs.
 *
 * Returns 0 and fills info (caller clears it with kp_topic_info_clear()):
 * the topic as the cluster has it, created set when this call made it,
 * accepted set when it differs and want->accept_existing let it be used.
 * Returns -1 with a sentence naming the topic, each field, what the plan
 * wants and what the cluster has, when the topic differs (and is not
 * accepted), is missing with create unset, has no leaders within 30 s,
 * or cannot be created or described; info is then cleared.
 *
 * On the embedded cluster, which has no topic configs and at most
 * KP_EMBEDDED_BROKERS replicas, differences are warnings. */
int kp_cluster_ensure_topic(kp_cluster *c, const kp_topic_want *want,
                            kp_topic_info *info, kp_cluster_info *warnings_to,
                            char *errstr, size_t errstr_size);

/* Brokers, controller, cluster id and the broker version where the
 * cluster tells it. */
int kp_cluster_describe(kp_cluster *c, kp_cluster_info *info, char *errstr,
                        size_t errstr_size);

/* High watermarks (the next offset) of partitions 0..n-1 of topic into
 * high[]. */
int kp_cluster_high_watermarks(kp_cluster *c, const char *topic, int n,
                               int64_t *high, char *errstr, size_t errstr_size);

/* A metadata request for topic alone (it is never auto-created), with a
 * bound: 0 and *md (caller frees with rd_kafka_metadata_destroy()), *mt
 * pointing into it or NULL when the cluster does not list the topic; -1
 * when no broker answered within timeout_ms (*md NULL). */
int kp_cluster_topic_metadata(kp_cluster *c, const char *topic,
                              const struct rd_kafka_metadata **md,
                              const struct rd_kafka_metadata_topic **mt,
                              int timeout_ms);

/* Number of partitions of topic, from metadata. */
int kp_cluster_partition_count(kp_cluster *c, const char *topic, int *n,
                               char *errstr, size_t errstr_size);

/* The client host: name, OS, CPU model and count, memory. */
void kp_host_collect(kp_host_info *h);

/* Adds a warning sentence to info->warnings. */
int kp_cluster_warn(kp_cluster_info *info, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));

#endif
