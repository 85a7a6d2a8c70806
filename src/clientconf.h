/*
 * clientconf: librdkafka client properties: checking them without
 * connecting (with "did you mean" for typos), reading the Java-style
 * client .properties files that Kafka's own tools take, and building an
 * rd_kafka_conf_t from layered property lists.
 */
#ifndef KP_CLIENTCONF_H
#define KP_CLIENTCONF_H

#include <stddef.h>

#include <librdkafka/rdkafka.h>

#include "props.h"

typedef enum kp_client_kind {
        KP_CLIENT_ANY,
        KP_CLIENT_PRODUCER,
        KP_CLIENT_CONSUMER
} kp_client_kind;

/* The property kplan sets to "false" on every client it makes, last of
 * every layer: no metadata request of kplan's lets a broker auto-create
 * a topic. */
#define KP_NO_AUTO_CREATE "allow.auto.create.topics"

/* Checks that key is a librdkafka property usable by kind and that value
 * is acceptable for it; KP_NO_AUTO_CREATE is accepted only as "false". On error
 * -1 with a sentence such as 'unknown client property "linger.mss" (did you
 * mean "linger.ms"?)'. */
int kp_clientconf_check(const char *key, const char *value, kp_client_kind kind,
                        char *errstr, size_t errstr_size);

/* 1 when key is a librdkafka property at all. */
int kp_clientconf_known(const char *key);

typedef void (*kp_warn_fn)(void *opaque, const char *msg);

/* Translates the properties of a Java client config file (as passed to
 * Kafka's tools with --producer.config) into librdkafka properties,
 * appended to out: sasl.jaas.config becomes sasl.username and
 * sasl.password; Java-only properties (serializers, interceptors, ...)
 * are dropped with a warning naming them; unknown properties are dropped
 * with a warning and a suggestion. name is the file, for messages. */
int kp_clientconf_from_java(const kp_kvlist *java, const char *name,
                            kp_kvlist *out, kp_warn_fn warn, void *opaque,
                            char *errstr, size_t errstr_size);

/* Builds a new conf from the lists in order (later lists override
 * earlier ones). On success *out must be passed to rd_kafka_new() or
 * freed with rd_kafka_conf_destroy(). */
int kp_clientconf_build(rd_kafka_conf_t **out, const kp_kvlist *const *lists,
                        size_t n_lists, char *errstr, size_t errstr_size);

#endif
