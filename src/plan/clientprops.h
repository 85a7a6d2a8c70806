/*
 * clientprops: librdkafka client properties as a plan names them, checked
 * without librdkafka's headers: is the name a property of the librdkafka
 * kplan is built with, of the right client (producer, consumer), with a
 * "did you mean" for typos; and the Java-style client .properties files
 * that Kafka's own tools take, translated. What librdkafka accepts as a
 * value is checked in the kafka layer (kafka/clientconf.h), against the
 * plan's record of where each property was written (kp_plan.props).
 */
#ifndef KP_CLIENTPROPS_H
#define KP_CLIENTPROPS_H

#include <stddef.h>

#include "base/props.h"

typedef enum kp_client_kind {
        KP_CLIENT_ANY,
        KP_CLIENT_PRODUCER,
        KP_CLIENT_CONSUMER
} kp_client_kind;

/* The property kplan sets to "false" on every client it makes, last of
 * every layer: no metadata request of kplan's lets a broker auto-create
 * a topic. */
#define KP_NO_AUTO_CREATE "allow.auto.create.topics"

/* Checks that key is a librdkafka property usable by kind; value matters
 * only for KP_NO_AUTO_CREATE, accepted only as "false". Returns 0, or -1
 * with a sentence such as 'unknown client property "linger.mss" (did
 * you mean "linger.ms"?)'. */
int kp_clientprops_check(const char *key, const char *value,
                         kp_client_kind kind, char *errstr, size_t errstr_size);

/* 1 when key is a librdkafka property at all. */
int kp_clientprops_known(const char *key);

/* The name librdkafka keeps key under: "queue.buffering.max.ms" for its
 * alias "linger.ms"; key itself when it is no alias (or not a property).
 * Borrowed, valid for the life of the process (or of key). */
const char *kp_clientprops_canonical(const char *key);

/* librdkafka's default value of key (or of the property it is an alias
 * for) as librdkafka's own table shows it ("1000000", "false",
 * "consistent_random", "" when there is none), or NULL for an unknown
 * key. Borrowed, valid for the life of the process. */
const char *kp_clientprops_rd_default(const char *key);

/* 1 when a and b name the same property (one may be an alias). */
int kp_clientprops_same(const char *a, const char *b);

typedef void (*kp_warn_fn)(void *opaque, const char *msg);

/* Translates the properties of a Java client config file (as passed to
 * Kafka's tools with --producer.config) into librdkafka properties,
 * appended to out: sasl.jaas.config becomes sasl.username and
 * sasl.password; Java-only properties (serializers, interceptors, ...)
 * are dropped with a warning naming them; unknown properties are dropped
 * with a warning and a suggestion. name is the file, for messages.
 * Returns 0, or -1 with a sentence naming the file and the property. */
int kp_clientprops_from_java(const kp_kvlist *java, const char *name,
                             kp_kvlist *out, kp_warn_fn warn, void *opaque,
                             char *errstr, size_t errstr_size);

#endif
