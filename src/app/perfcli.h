/*
 * perfcli: what `kplan produce` and `kplan consume` share: Kafka-tool
 * style option values, client properties from k=v pairs and Java
 * .properties files, and the cluster they run on.
 */
#ifndef KP_PERFCLI_H
#define KP_PERFCLI_H

#include <stddef.h>

#include "base/props.h"
#include "kafka/cluster.h"

/* Adds "key=value" to l; -1 with a message when there is no '=' or the
 * property is unknown to librdkafka. */
int kp_perf_add_prop(kp_kvlist *l, const char *kv, char *errstr,
                     size_t errstr_size);

/* Loads a Java client .properties file (as --producer.config takes) into
 * l, translated for librdkafka; warnings go to stderr. */
int kp_perf_load_config(kp_kvlist *l, const char *path, char *errstr,
                        size_t errstr_size);

/* As Kafka's tools rank them: the properties of the command line
 * (--command-property, -X) over those of the file (--command-config),
 * whatever their order. Leaves in props the file's properties overridden
 * by props' own, and file empty. 0, or -1 when out of memory. */
int kp_perf_props_final(kp_kvlist *props, kp_kvlist *file);

/* Transactions as Kafka 4's ProducerPerformance decides them: they run
 * when --transaction-duration-ms (*us above 0), --transactional-id (*id
 * not NULL) or a transactional.id property is given. The id is then
 * --transactional-id, else the property's, else "performance-producer-"
 * and a random UUID; the duration *us, else 3,000 ms. The property is
 * taken out of props (the producer sets the id of each instance). On
 * return *id is NULL (no transactions) or points to the id: the option's
 * (borrowed) or one written into buf (n bytes). */
#define KP_PERF_TXN_DEFAULT_MS 3000
void kp_perf_transactions(const char **id, int64_t *us, kp_kvlist *props,
                          char *buf, size_t n);

/* Opens the cluster: bootstrap from the argument, else from the
 * properties (bootstrap.servers is taken out of them), else the embedded
 * cluster, announced on stderr. The list is checked first (an empty one
 * is a usage error). Returns an exit code (0; KP_EXIT_USAGE for a bad
 * list, KP_EXIT_RUNTIME when the cluster cannot be reached; the error
 * printed). */
int kp_perf_open_cluster(const char *cmd, const char *bootstrap,
                         kp_kvlist *props, kp_cluster **out);

/* Parses --opt=value / --opt value forms: if argv[*i] is "--name" or
 * "--name=value", sets *value and advances *i; returns 1 when matched,
 * -1 when the value is missing, 0 otherwise. */
int kp_perf_opt(int argc, char **argv, int *i, const char *name,
                const char **value);

/* Options of older Kafka perf tools (perfcli_legacy.c): when argv uses
 * one (--zookeeper, --broker-list, the pre-0.9 producer tool's
 * --messages, --message-size, --batch-size, --compression-codec), prints
 * what replaced each and the equivalent kplan command, and returns
 * KP_EXIT_USAGE; else 0. cmd: "produce" or "consume". */
int kp_perf_legacy(const char *cmd, int argc, char **argv);

/* Share groups (KIP-932): the sentence that says which librdkafka would
 * have a share consumer and which one kplan has. Returns KP_EXIT_USAGE. */
int kp_perf_share_unsupported(const char *cmd);

#endif
