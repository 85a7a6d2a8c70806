/*
 * clientdefaults: the client properties kplan sets itself, under the
 * plan's and the command line's, and why (docs/plan.md, "Client settings
 * kplan applies"; docs/benchmarks.md has the measurements behind them).
 *
 * A result is a fact about the cluster only when the load client loads
 * it as the applications will. Where librdkafka's default gives another
 * load shape than Kafka's Java client (the client of Kafka's own perf
 * tools), kplan uses the Java client's value, unless the plan asks for
 * librdkafka's own defaults (cluster.client_defaults "librdkafka", or
 * --client-defaults librdkafka). A few settings are kplan's in either
 * case: a bounded client buffer, its statistics, and what the consume
 * phase needs to read exactly a tier's own offsets.
 *
 * Pure: the decisions only read the property lists they are given.
 */
#ifndef KP_CLIENTDEFAULTS_H
#define KP_CLIENTDEFAULTS_H

#include <stddef.h>
#include <stdint.h>

#include "base/props.h"

typedef enum kp_client_defaults {
        KP_CLIENT_DEFAULTS_JAVA = 0,  /* "java" (the default) */
        KP_CLIENT_DEFAULTS_LIBRDKAFKA /* "librdkafka" */
} kp_client_defaults;

/* "java" / "librdkafka". */
const char *kp_client_defaults_str(kp_client_defaults m);
/* Parses those names. Returns 0, or -1 for anything else. */
int kp_client_defaults_parse(const char *s, kp_client_defaults *m);

/* Why a client property has the value it has: kplan's reasons, and who
 * else set it. The names (kp_setting_why_str) are what results.json
 * keeps; the reports word them in their language. */
typedef enum kp_setting_why {
        KP_WHY_UNKNOWN = 0,
        /* Set by the plan, its properties file or a tier's settings. */
        KP_WHY_PLAN,
        /* Set on the command line (-X, --producer-props, ...). */
        KP_WHY_COMMAND_LINE,
        /* Kafka's Java client's values. */
        KP_WHY_JAVA_NODELAY,     /* socket.nagle.disable */
        KP_WHY_JAVA_IN_FLIGHT,   /* max.in.flight...=5 */
        KP_WHY_JAVA_TIMEOUT,     /* message.timeout.ms=120000 */
        KP_WHY_JAVA_PARTITIONER, /* murmur2_random */
        KP_WHY_JAVA_ISOLATION,   /* isolation.level=read_uncommitted */
        /* kplan's own needs. */
        KP_WHY_BOUNDED_MEMORY,  /* queue.buffering.max.kbytes */
        KP_WHY_EMBEDDED_SPREAD, /* sticky.partitioning.linger.ms=0 */
        KP_WHY_STATISTICS,      /* statistics.interval.ms */
        KP_WHY_NO_AUTO_CREATE,  /* allow.auto.create.topics=false */
        KP_WHY_OWN_OFFSETS,     /* no commits, no offset store */
        KP_WHY_START_OFFSET,    /* auto.offset.reset */
        KP_WHY_GROUP,           /* group.id */
        KP_WHY_FETCH_SIZE,      /* consumer.fetch_size */
        KP_WHY_TRANSACTIONS,    /* transactional.id (--transactional-id) */
        /* Changed by librdkafka itself because of another setting
         * (enable.idempotence adjusts acks, retries, ...). */
        KP_WHY_LIBRDKAFKA,
        KP_WHY__COUNT
} kp_setting_why;

const char *kp_setting_why_str(kp_setting_why w);
/* KP_WHY_UNKNOWN for an unknown name. */
kp_setting_why kp_setting_why_parse(const char *s);
/* 1 for the reasons that are kplan's choice of the Java client's value
 * (KP_WHY_JAVA_*). */
int kp_setting_why_java(kp_setting_why w);

/* What kplan adds, in a layer under the plan's: out gets key=value, why
 * gets key=kp_setting_why_str(reason). The user layers user[0..n_user)
 * (borrowed; NULL entries skipped; later ones win) are those that will
 * be applied over it: a property they set (by any of its names) is not
 * added, and the settings that depend on others (idempotence on acks,
 * the delivery timeout on transactions) follow their values. Each
 * returns 0, or -1 when out of memory. */

/* Every client (producers, consumers, the admin client). */
int kp_clientdefaults_all(kp_client_defaults mode, const kp_kvlist *const *user,
                          size_t n_user, kp_kvlist *out, kp_kvlist *why);

/* A producer. embedded: on the embedded cluster. stats_ms: the
 * statistics interval kplan asks for (0: none). */
int kp_clientdefaults_producer(kp_client_defaults mode, int embedded,
                               int64_t stats_ms, const kp_kvlist *const *user,
                               size_t n_user, kp_kvlist *out, kp_kvlist *why);

/* A consumer. from_latest: a group without a committed offset starts at
 * the end (else the start). */
int kp_clientdefaults_consumer(kp_client_defaults mode, int64_t stats_ms,
                               int from_latest, const kp_kvlist *const *user,
                               size_t n_user, kp_kvlist *out, kp_kvlist *why);

/* The value the user layers give key (or any of its names), the last
 * one winning, or NULL. */
const char *kp_clientdefaults_user(const kp_kvlist *const *user, size_t n_user,
                                   const char *key);

/* The statistics interval kplan asks its clients for, in ms, for a tier
 * interval of interval_us: at most a second, at least 100 ms, so that
 * every interval of the series gets at least one sample. */
int64_t kp_clientdefaults_stats_ms(int64_t interval_us);

#endif
