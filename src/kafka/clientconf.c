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

/* Callbacks, pointers, the bootstrap servers and what librdkafka fills
 * in about itself are not settings a report lists. */
static int listed(const char *key, const char *value)
{
        size_t n = strlen(key);
        return strcmp(key, "metadata.broker.list") != 0 &&
               strcmp(key, "opaque") != 0 &&
               strcmp(key, "enabled_events") != 0 &&
               strcmp(key, "default_topic_conf") != 0 &&
               strncmp(key, "client.software.", 16) != 0 &&
               !(n > 3 && strcmp(key + n - 3, "_cb") == 0) &&
               strncmp(value, "0x", 2) != 0;
}

/* Adds the properties of dump (n strings, key then value) that differ
 * from those of dflt and are not in out yet. */
static int diff_dump(const char **dump, size_t n, const char **dflt, size_t dn,
                     const kp_kvlist *who, kp_client_settings *out)
{
        for (size_t i = 0; i + 1 < n; i += 2) {
                const char *k = dump[i], *v = dump[i + 1], *d = NULL, *w;
                for (size_t j = 0; j + 1 < dn; j += 2)
                        if (strcmp(dflt[j], k) == 0) {
                                d = dflt[j + 1];
                                break;
                        }
                if ((d && strcmp(d, v) == 0) || !listed(k, v) ||
                    kp_client_settings_get(out, k))
                        continue;
                w = who ? kp_kv_get(who, k) : NULL;
                if (kp_client_settings_add(out, k, v, d ? d : "",
                                           w ? kp_setting_why_parse(w)
                                             : KP_WHY_LIBRDKAFKA))
                        return -1;
        }
        return 0;
}

int kp_clientconf_settings(const rd_kafka_conf_t *conf, const kp_kvlist *who,
                           kp_client_defaults mode, kp_client_settings *out)
{
        rd_kafka_conf_t *mine = rd_kafka_conf_dup(conf);
        rd_kafka_conf_t *fresh = rd_kafka_conf_new();
        rd_kafka_topic_conf_t *tfresh = rd_kafka_topic_conf_new();
        const rd_kafka_topic_conf_t *tc =
            mine ? rd_kafka_conf_get_default_topic_conf(mine) : NULL;
        size_t n = 0, dn = 0, tn = 0, tdn = 0;
        const char **dump = mine ? rd_kafka_conf_dump(mine, &n) : NULL;
        const char **dflt = rd_kafka_conf_dump(fresh, &dn);
        const char **tdump =
            tc ? rd_kafka_topic_conf_dump((rd_kafka_topic_conf_t *)tc, &tn)
               : NULL;
        const char **tdflt = rd_kafka_topic_conf_dump(tfresh, &tdn);
        int ret = !dump || diff_dump(dump, n, dflt, dn, who, out) ||
                          (tdump && diff_dump(tdump, tn, tdflt, tdn, who, out))
                      ? -1
                      : 0;
        if (ret == 0 && !out->defaults) {
                out->defaults = strdup(kp_client_defaults_str(mode));
                if (!out->defaults)
                        ret = -1;
        }
        if (dump)
                rd_kafka_conf_dump_free(dump, n);
        rd_kafka_conf_dump_free(dflt, dn);
        if (tdump)
                rd_kafka_conf_dump_free(tdump, tn);
        rd_kafka_conf_dump_free(tdflt, tdn);
        if (mine)
                rd_kafka_conf_destroy(mine);
        rd_kafka_conf_destroy(fresh);
        rd_kafka_topic_conf_destroy(tfresh);
        return ret;
}
