#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app/cli.h"
#include "base/util.h"
#include "kafka/clientconf.h"
#include "report/junit.h"

int kp_usage_error(const char *cmd, const char *fmt, ...)
{
        va_list ap;
        fprintf(stderr, "kplan%s%s: ", cmd ? " " : "", cmd ? cmd : "");
        va_start(ap, fmt);
        vfprintf(stderr, fmt, ap);
        va_end(ap);
        fprintf(stderr, "\nTry 'kplan %s%s--help'.\n", cmd ? cmd : "",
                cmd ? " " : "");
        return KP_EXIT_USAGE;
}

void kp_cli_warn(void *opaque, const char *msg)
{
        (void)opaque;
        fprintf(stderr, "kplan: warning: %s\n", msg);
}

int kp_cli_add_set(const char *cmd, const char *arg, const char ***v, size_t *n)
{
        const char **nv;
        const char *eq = strchr(arg, '=');
        if (!eq || eq == arg)
                return kp_usage_error(cmd,
                                      "--set: expected PATH=VALUE, such as "
                                      "topic.replication_factor=1 or "
                                      "tiers[10M].messages=1M, got \"%s\"",
                                      arg);
        nv = realloc(*v, (*n + 1) * sizeof(*nv));
        if (!nv)
                return kp_usage_error(cmd, "out of memory");
        nv[(*n)++] = arg;
        *v = nv;
        return 0;
}

int kp_cli_load_plan(const char *path, const char *const *sets, size_t n_sets,
                     kp_plan **out)
{
        kp_plan_opts opts = { 0 };
        char err[1024];
        opts.warn = kp_cli_warn;
        opts.sets = sets;
        opts.n_sets = n_sets;
        if (kp_plan_load(path, &opts, out, err, sizeof(err)) ||
            kp_clientconf_check_plan(*out, err, sizeof(err))) {
                fprintf(stderr, "kplan: %s\n", err);
                kp_plan_destroy(*out);
                *out = NULL;
                return KP_EXIT_USAGE;
        }
        return 0;
}

int kp_cli_write_junit(const char *cmd, const char *path, kp_buf *doc)
{
        char err[1024];
        int rc = kp_junit_write(path, doc, err, sizeof(err));
        kp_buf_free(doc);
        if (rc)
                fprintf(stderr, "kplan %s: --junit: %s\n", cmd, err);
        return rc;
}
