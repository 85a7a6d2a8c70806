#include "app/perfcli.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app/cli.h"
#include "app/options.h"
#include "base/units.h"
#include "base/util.h"
#include "kafka/clientconf.h"
#include "plan/plan.h"

int kp_perf_add_prop(kp_kvlist *l, const char *kv, char *errstr,
                     size_t errstr_size)
{
        const char *eq = strchr(kv, '=');
        char key[256], why[512];
        size_t n;
        if (!eq || eq == kv)
                return kp_err(errstr, errstr_size,
                              "expected key=value, got \"%s\"", kv);
        n = (size_t)(eq - kv);
        if (n >= sizeof(key))
                return kp_err(errstr, errstr_size, "property name too long");
        memcpy(key, kv, n);
        key[n] = '\0';
        if (strcmp(key, "sasl.jaas.config") == 0) {
                /* As Kafka's tools take it: translate like a file. */
                kp_kvlist one = { 0 };
                int ret = kp_kv_set(&one, key, eq + 1) ||
                          kp_clientprops_from_java(&one, "--producer-props", l,
                                                   kp_cli_warn, NULL, errstr,
                                                   errstr_size);
                kp_kv_free(&one);
                return ret ? -1 : 0;
        }
        if (strcmp(key, "bootstrap.servers") != 0 &&
            kp_clientconf_check(key, eq + 1, KP_CLIENT_ANY, why, sizeof(why)))
                return kp_err(errstr, errstr_size, "%s", why);
        if (kp_kv_set(l, key, eq + 1))
                return kp_err(errstr, errstr_size, "out of memory");
        return 0;
}

int kp_perf_load_config(kp_kvlist *l, const char *path, char *errstr,
                        size_t errstr_size)
{
        kp_kvlist java = { 0 };
        size_t before = l->n;
        char why[512];
        int ret = kp_props_load(path, &java, errstr, errstr_size) ||
                  kp_clientprops_from_java(&java, path, l, kp_cli_warn, NULL,
                                           errstr, errstr_size);
        /* bootstrap.servers is kept: the Java translation drops nothing
         * librdkafka knows. Each value as librdkafka takes it. */
        kp_kv_free(&java);
        for (size_t i = before; !ret && i < l->n; i++)
                if (strcmp(l->items[i].key, "bootstrap.servers") != 0 &&
                    kp_clientconf_check_value(
                        l->items[i].key, l->items[i].value, why, sizeof(why)))
                        ret = kp_err(errstr, errstr_size, "%s: %s: %s", path,
                                     l->items[i].key, why);
        return ret ? -1 : 0;
}

int kp_perf_props_final(kp_kvlist *props, kp_kvlist *file)
{
        kp_kvlist tmp;
        if (kp_kv_merge(file, props))
                return -1;
        tmp = *props;
        *props = *file;
        *file = tmp;
        kp_kv_free(file);
        return 0;
}

/* A random (version 4) UUID as Java's Uuid.randomUuid().toString()
 * writes it. */
static void random_uuid(char out[37])
{
        unsigned char b[16];
        FILE *fp = fopen("/dev/urandom", "rb");
        size_t got = fp ? fread(b, 1, sizeof(b), fp) : 0;
        if (fp)
                fclose(fp);
        for (size_t i = got; i < sizeof(b); i++) {
                uint64_t x = (uint64_t)kp_wall_us() * 6364136223846793005ULL +
                             (uint64_t)i * 1442695040888963407ULL;
                b[i] = (unsigned char)(x >> 33);
        }
        b[6] = (unsigned char)((b[6] & 0x0f) | 0x40);
        b[8] = (unsigned char)((b[8] & 0x3f) | 0x80);
        snprintf(out, 37,
                 "%02x%02x%02x%02x-%02x%02x-%02x%02x-%02x%02x-"
                 "%02x%02x%02x%02x%02x%02x",
                 b[0], b[1], b[2], b[3], b[4], b[5], b[6], b[7], b[8], b[9],
                 b[10], b[11], b[12], b[13], b[14], b[15]);
}

void kp_perf_transactions(const char **id, int64_t *us, kp_kvlist *props,
                          char *buf, size_t n)
{
        const char *prop = kp_kv_get(props, "transactional.id");
        if (*us <= 0 && !*id && !prop)
                return;
        if (!*id) {
                if (prop) {
                        snprintf(buf, n, "%s", prop);
                } else {
                        char uuid[37];
                        random_uuid(uuid);
                        snprintf(buf, n, "performance-producer-%s", uuid);
                }
                *id = buf;
        }
        if (*us <= 0)
                *us = (int64_t)KP_PERF_TXN_DEFAULT_MS * 1000;
        kp_kv_unset(props, "transactional.id");
}

int kp_perf_open_cluster(const char *cmd, const char *bootstrap,
                         kp_kvlist *props, kp_cluster **out)
{
        char err[1024], *boot = NULL;
        int ret;
        const char *from_props = kp_kv_get(props, "bootstrap.servers");
        if (bootstrap)
                boot = strdup(bootstrap);
        else if (from_props)
                boot = strdup(from_props);
        kp_kv_unset(props, "bootstrap.servers");
        if (boot && kp_bootstrap_check(boot, err, sizeof(err))) {
                fprintf(stderr, "kplan %s: %s%s\n", cmd,
                        bootstrap ? "--bootstrap-server: "
                                  : "bootstrap.servers: ",
                        err);
                free(boot);
                return KP_EXIT_USAGE;
        }
        if (!boot)
                fprintf(stderr,
                        "kplan %s: no bootstrap server given: using the "
                        "embedded cluster (librdkafka's mock, inside this "
                        "process). Its numbers are NOT evidence about any "
                        "Kafka cluster.\n",
                        cmd);
        ret = kp_cluster_open(boot, props, 15000, out, err, sizeof(err));
        free(boot);
        if (ret) {
                fprintf(stderr, "kplan %s: %s\n", cmd, err);
                return KP_EXIT_RUNTIME;
        }
        return 0;
}

void kp_perf_common_free(kp_perf_common *pc)
{
        kp_kv_free(&pc->props);
        kp_kv_free(&pc->file_props);
}

int kp_perf_opt_defaults(void *field, const char *arg, const char *value)
{
        kp_perf_common *pc = field;
        kp_client_defaults d;
        (void)arg;
        if (!value || kp_client_defaults_parse(value, &d))
                return kp_usage_error(pc->cmd,
                                      "--client-defaults: expected java or "
                                      "librdkafka, got \"%s\"",
                                      value ? value : "");
        pc->defaults = value;
        return KP_OPTS_GO_ON;
}

int kp_perf_opt_property(void *field, const char *arg, const char *value)
{
        kp_perf_common *pc = field;
        char err[1024];
        if (!value && !pc->no_prop)
                return KP_EXIT_USAGE;
        if (!value)
                return kp_usage_error(pc->cmd, "%s%s", arg, pc->no_prop);
        if (kp_perf_add_prop(&pc->props, value, err, sizeof(err)))
                return kp_usage_error(pc->cmd, "%s: %s", arg, err);
        return KP_OPTS_GO_ON;
}

int kp_perf_opt_config(void *field, const char *arg, const char *value)
{
        kp_perf_common *pc = field;
        char err[1024];
        if (!value)
                return kp_usage_error(pc->cmd, "%s%s", arg, pc->no_file);
        if (kp_perf_load_config(&pc->file_props, value, err, sizeof(err))) {
                fprintf(stderr, "kplan %s: %s\n", pc->cmd, err);
                return KP_EXIT_USAGE;
        }
        return KP_OPTS_GO_ON;
}

int kp_perf_count(const kp_perf_common *pc, const char *arg, const char *v,
                  uint64_t lo, uint64_t hi, uint64_t *n)
{
        char why[256];
        if (v && kp_parse_count(v, n, why, sizeof(why))) {
                if (pc->count_why)
                        kp_usage_error(pc->cmd, "%s: %s, got \"%s\"", arg, why,
                                       v);
        } else if (v && *n >= lo && *n <= hi) {
                return KP_OPTS_GO_ON;
        }
        return kp_usage_error(pc->cmd, "%s: bad value \"%s\"", arg, v ? v : "");
}

int kp_perf_opt_partitions(void *field, const char *arg, const char *value)
{
        kp_perf_common *pc = field;
        return kp_perf_count_int(pc, arg, value, 1, 100000, &pc->partitions);
}

int kp_perf_count_int(const kp_perf_common *pc, const char *arg, const char *v,
                      uint64_t lo, uint64_t hi, int *dst)
{
        uint64_t n;
        int rc = kp_perf_count(pc, arg, v, lo, hi, &n);
        if (rc == KP_OPTS_GO_ON)
                *dst = (int)n;
        return rc;
}

int kp_perf_begin(const kp_opts_table *t, int argc, char **argv)
{
        if (kp_opts_help_asked(argc, argv)) {
                t->help();
                return KP_EXIT_PASS;
        }
        /* A command line of an older tool: what replaced its options. */
        if (kp_perf_legacy(t->cmd, argc, argv))
                return KP_EXIT_USAGE;
        return KP_OPTS_GO_ON;
}

int kp_perf_connect(kp_perf_common *pc, kp_cluster **out)
{
        int rc = kp_perf_open_cluster(pc->cmd, pc->bootstrap, &pc->props, out);
        if (!rc && pc->defaults) {
                kp_client_defaults d = KP_CLIENT_DEFAULTS_JAVA;
                kp_client_defaults_parse(pc->defaults, &d);
                kp_cluster_set_client_defaults(*out, d);
        }
        return rc;
}
