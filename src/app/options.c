#include "app/options.h"

#include <getopt.h>
#include <string.h>

#include "app/cli.h"
#include "base/util.h"

/* The row's field in the command's struct. */
static void *field(const kp_opt *o, void *dst)
{
        return (char *)dst + o->off;
}

static int has_value(const kp_opt *o)
{
        return o->kind == KP_OPT_VALUE || o->kind == KP_OPT_VALUES;
}

/* One value: the handler's, or stored. */
static int take(const kp_opts_table *t, const kp_opt *o, void *dst,
                const char *arg, const char *value)
{
        if (o->kind == KP_OPT_HELP) {
                t->help();
                return KP_EXIT_PASS;
        }
        if (o->fn)
                return o->fn(field(o, dst), arg, value);
        if (o->kind == KP_OPT_FLAG) {
                *(int *)field(o, dst) = 1;
                return KP_OPTS_GO_ON;
        }
        /* The last argument without its value: the field stays as it
         * was, and the checks after the walk find what is missing. */
        if (value)
                *(const char **)field(o, dst) = value;
        return KP_OPTS_GO_ON;
}

/* The row argv[*i] names, its value set (NULL when missing) and *i moved
 * past it; NULL when no row matches. */
static const kp_opt *match(const kp_opts_table *t, int argc, char **argv,
                           int *i, const char **value)
{
        const char *a = argv[*i];
        for (size_t k = 0; k < t->n; k++) {
                const kp_opt *o = &t->opts[k];
                size_t n = strlen(o->name);
                if (strncmp(a, o->name, n) != 0)
                        continue;
                if (a[n] == '\0' && o->kind == KP_OPT_VALUE) {
                        *value = *i + 1 < argc ? argv[++*i] : NULL;
                        return o;
                }
                if (a[n] == '\0') {
                        *value = NULL;
                        return o;
                }
                if (a[n] == '=' && o->kind == KP_OPT_VALUE) {
                        *value = a + n + 1;
                        return o;
                }
        }
        return NULL;
}

/* Kafka's nargs='+': the values up to the next argument that starts with
 * '-'. */
static int take_several(const kp_opts_table *t, const kp_opt *o, void *dst,
                        int argc, char **argv, int *i)
{
        const char *arg = argv[*i];
        int any = 0, rc;
        while (*i + 1 < argc && argv[*i + 1][0] != '-') {
                rc = take(t, o, dst, arg, argv[++*i]);
                if (rc != KP_OPTS_GO_ON)
                        return rc;
                any = 1;
        }
        if (!any)
                return kp_usage_error(t->cmd, "%s needs key=value pairs", arg);
        return KP_OPTS_GO_ON;
}

int kp_opts_help_asked(int argc, char **argv)
{
        for (int i = 1; i < argc; i++)
                if (strcmp(argv[i], "-h") == 0 ||
                    strcmp(argv[i], "--help") == 0)
                        return 1;
        return 0;
}

int kp_opts_parse(const kp_opts_table *t, int argc, char **argv, void *dst)
{
        for (int i = 1; i < argc; i++) {
                const char *arg = argv[i], *value = NULL;
                const kp_opt *o = match(t, argc, argv, &i, &value);
                int rc;
                if (!o)
                        return kp_usage_error(t->cmd, "unknown option \"%s\"",
                                              arg);
                if (o->kind == KP_OPT_VALUES)
                        rc = take_several(t, o, dst, argc, argv, &i);
                else
                        rc = take(t, o, dst, arg, value);
                if (rc != KP_OPTS_GO_ON)
                        return rc;
        }
        return KP_OPTS_GO_ON;
}

#define KP_OPTS_MAX 32

int kp_opts_getopt(const kp_opts_table *t, int argc, char **argv, void *dst,
                   int *first_arg)
{
        struct option longs[KP_OPTS_MAX + 1];
        char shorts[2 * KP_OPTS_MAX + 1];
        size_t ns = 0;
        int c;
        if (t->n > KP_OPTS_MAX)
                return kp_usage_error(t->cmd, "too many options");
        memset(longs, 0, sizeof(longs));
        for (size_t k = 0; k < t->n; k++) {
                const kp_opt *o = &t->opts[k];
                longs[k].name = o->name + 2;
                longs[k].has_arg =
                    has_value(o) ? required_argument : no_argument;
                longs[k].val = 256 + (int)k;
                if (o->letter) {
                        shorts[ns++] = (char)o->letter;
                        if (has_value(o))
                                shorts[ns++] = ':';
                }
        }
        shorts[ns] = '\0';
        optind = 1;
        while ((c = getopt_long(argc, argv, shorts, longs, NULL)) != -1) {
                const kp_opt *o = NULL;
                int rc;
                if (c >= 256)
                        o = &t->opts[c - 256];
                for (size_t k = 0; !o && c != '?' && k < t->n; k++)
                        if (t->opts[k].letter == c)
                                o = &t->opts[k];
                if (!o)
                        return kp_usage_error(t->cmd, "bad option");
                rc = take(t, o, dst, o->name, has_value(o) ? optarg : NULL);
                if (rc != KP_OPTS_GO_ON)
                        return rc;
        }
        *first_arg = optind;
        return KP_OPTS_GO_ON;
}
