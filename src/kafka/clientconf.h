/*
 * clientconf: librdkafka client configurations: checking property values
 * with librdkafka itself (the names are checked by plan/clientprops.h),
 * and building an rd_kafka_conf_t from layered property lists.
 */
#ifndef KP_CLIENTCONF_H
#define KP_CLIENTCONF_H

#include <stddef.h>

#include <librdkafka/rdkafka.h>

#include "base/props.h"
#include "plan/clientdefaults.h"
#include "plan/clientprops.h"
#include "plan/plan.h"
#include "results/client.h"

/* Checks that librdkafka accepts value for key, as rd_kafka_conf_set()
 * does. Returns 0, or -1 with librdkafka's sentence (and the value found,
 * redacted for a secret key). */
int kp_clientconf_check_value(const char *key, const char *value, char *errstr,
                              size_t errstr_size);

/* kp_clientprops_check() then kp_clientconf_check_value(): the whole
 * check of a property given on the command line (-X, --producer-props). */
int kp_clientconf_check(const char *key, const char *value, kp_client_kind kind,
                        char *errstr, size_t errstr_size);

/* Checks the value of every client property the plan p names (p->props,
 * the plan's cluster, tier, consumer and sweep settings and its
 * properties file), before anything connects. Returns 0, or -1 with the
 * place (file:line:column and JSON path, or the properties file and
 * key) and librdkafka's sentence. */
int kp_clientconf_check_plan(const kp_plan *p, char *errstr,
                             size_t errstr_size);

/* Builds a new conf from the lists in order (later lists override
 * earlier ones). On success *out must be passed to rd_kafka_new() or
 * freed with rd_kafka_conf_destroy(). */
int kp_clientconf_build(rd_kafka_conf_t **out, const kp_kvlist *const *lists,
                        size_t n_lists, char *errstr, size_t errstr_size);

/* Adds to out every property of conf (a client's, as rd_kafka_conf()
 * gives it once the client exists, with librdkafka's own adjustments)
 * whose value differs from librdkafka's default, with who set it: from
 * who (kp_cluster_client_conf()), or librdkafka itself when no layer
 * did. Callbacks and the bootstrap servers are left out; secret values
 * are redacted. mode: the defaults asked for, recorded in out. Returns
 * 0, or -1 when out of memory. */
int kp_clientconf_settings(const rd_kafka_conf_t *conf, const kp_kvlist *who,
                           kp_client_defaults mode, kp_client_settings *out);

#endif
