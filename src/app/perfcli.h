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

/* Opens the cluster: bootstrap from the argument, else from the
 * properties (bootstrap.servers is taken out of them), else the embedded
 * cluster, announced on stderr. Returns an exit code (0, or
 * KP_EXIT_RUNTIME with the error printed). */
int kp_perf_open_cluster(const char *cmd, const char *bootstrap,
                         kp_kvlist *props, kp_cluster **out);

/* Parses --opt=value / --opt value forms: if argv[*i] is "--name" or
 * "--name=value", sets *value and advances *i; returns 1 when matched,
 * -1 when the value is missing, 0 otherwise. */
int kp_perf_opt(int argc, char **argv, int *i, const char *name,
                const char **value);

#endif
