#include "kafka/clientconf.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/util.h"

/* librdkafka's own sentence names the property and the range; it never
 * echoes secret values (they are strings). "Invalid value" sentences get
 * the value found, redacted when it is a secret. */
int kp_clientconf_check_value(const char *key, const char *value, char *errstr,
                              size_t errstr_size)
{
        rd_kafka_conf_t *conf = rd_kafka_conf_new();
        char rderr[512];
        rd_kafka_conf_res_t res =
            rd_kafka_conf_set(conf, key, value, rderr, sizeof(rderr));
        rd_kafka_conf_destroy(conf);
        if (res == RD_KAFKA_CONF_OK)
                return 0;
        if (strncmp(rderr, "Invalid value", 13) == 0)
                return kp_err(errstr, errstr_size, "%s, got \"%s\"", rderr,
                              kp_redact(key, value));
        return kp_err(errstr, errstr_size, "%s", rderr);
}

int kp_clientconf_check(const char *key, const char *value, kp_client_kind kind,
                        char *errstr, size_t errstr_size)
{
        if (kp_clientprops_check(key, value, kind, errstr, errstr_size))
                return -1;
        return kp_clientconf_check_value(key, value, errstr, errstr_size);
}

int kp_clientconf_check_plan(const kp_plan *p, char *errstr, size_t errstr_size)
{
        char why[512];
        for (size_t i = 0; i < p->n_props; i++) {
                const kp_prop_site *s = &p->props[i];
                if (kp_clientconf_check_value(s->key, s->value, why,
                                              sizeof(why)))
                        return kp_err(errstr, errstr_size, "%s: %s%s", s->where,
                                      why, s->hint ? s->hint : "");
        }
        return 0;
}

int kp_clientconf_build(rd_kafka_conf_t **out, const kp_kvlist *const *lists,
                        size_t n_lists, char *errstr, size_t errstr_size)
{
        rd_kafka_conf_t *conf = rd_kafka_conf_new();
        char rderr[512];
        *out = NULL;
        for (size_t l = 0; l < n_lists; l++) {
                if (!lists[l])
                        continue;
                for (size_t i = 0; i < lists[l]->n; i++) {
                        const kp_kv *kv = &lists[l]->items[i];
                        if (rd_kafka_conf_set(conf, kv->key, kv->value, rderr,
                                              sizeof(rderr)) !=
                            RD_KAFKA_CONF_OK) {
                                rd_kafka_conf_destroy(conf);
                                return kp_err(errstr, errstr_size, "%s", rderr);
                        }
                }
        }
        *out = conf;
        return 0;
}
