/*
 * perfcli: what `kplan produce` and `kplan consume` share: Kafka-tool
 * style option values, client properties from k=v pairs and Java
 * .properties files, and the cluster they run on.
 */
#ifndef KP_PERFCLI_H
#define KP_PERFCLI_H

#include <stddef.h>

#include "app/options.h"
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

/* What kplan produce and consume share on their command lines: the
 * cluster and the client properties. cmd is the command's name; the
 * strings are argv's; the lists are freed by kp_perf_common_free(). */
typedef struct kp_perf_common {
        const char *cmd;
        const char *bootstrap; /* --bootstrap-server */
        const char *defaults;  /* --client-defaults, checked */
        kp_kvlist props;       /* -X, --property, --command-property */
        kp_kvlist file_props;  /* --command-config */
        int partitions;        /* --partitions: of the topic on the
                                  embedded cluster, or of one created */
        /* What each command has always said, kept: produce says why a
         * count is not one before "bad value"; a --command-config
         * without its file is "ARG" and no_file (" needs a value", or
         * " needs a file"); a -X without its key=value is "ARG" and
         * no_prop (": needs key=value"), or, NULL, exit 2 without a
         * word. */
        int count_why;
        const char *no_file, *no_prop;
} kp_perf_common;

void kp_perf_common_free(kp_perf_common *pc);

/* Option handlers (app/options.h) whose field is a kp_perf_common. With
 * value NULL (missing) each says what the command says then (above). */
/* --client-defaults java|librdkafka. */
int kp_perf_opt_defaults(void *field, const char *arg, const char *value);
/* A client property key=value into props. */
int kp_perf_opt_property(void *field, const char *arg, const char *value);
/* A Java .properties file into file_props. */
int kp_perf_opt_config(void *field, const char *arg, const char *value);
/* --partitions N, 1 to 100,000. */
int kp_perf_opt_partitions(void *field, const char *arg, const char *value);

/* A count in [lo, hi] for the option arg (as typed) into *n, or a usage
 * error "ARG: bad value \"V\"" (after the count's own error with
 * count_why); v NULL (missing) is a bad value too. Returns KP_OPTS_GO_ON
 * or KP_EXIT_USAGE. kp_perf_count_int() stores into an int. */
int kp_perf_count(const kp_perf_common *pc, const char *arg, const char *v,
                  uint64_t lo, uint64_t hi, uint64_t *n);
int kp_perf_count_int(const kp_perf_common *pc, const char *arg, const char *v,
                      uint64_t lo, uint64_t hi, int *dst);

/* The start of both commands, before t walks argv: --help anywhere
 * prints t's help and returns KP_EXIT_PASS; options of an older tool are
 * answered (kp_perf_legacy) with KP_EXIT_USAGE; else KP_OPTS_GO_ON. */
int kp_perf_begin(const kp_opts_table *t, int argc, char **argv);

/* kp_perf_open_cluster() with the common options, then the client
 * defaults of --client-defaults. Returns its exit code. */
int kp_perf_connect(kp_perf_common *pc, kp_cluster **out);

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
