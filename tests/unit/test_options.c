#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "app/options.h"
#include "base/util.h"

/* A command's options, as a command declares them. */
typedef struct t_opts {
        const char *topic;
        int flag;
        int count; /* handler calls */
        const char *last;
        const char *vals[4];
        size_t n_vals;
} t_opts;

static int on_count(void *field, const char *arg, const char *value)
{
        t_opts *o = field;
        (void)arg;
        if (value && strcmp(value, "bad") == 0)
                return KP_EXIT_USAGE;
        o->count++;
        o->last = value;
        return KP_OPTS_GO_ON;
}

static int on_kv(void *field, const char *arg, const char *value)
{
        t_opts *o = field;
        (void)arg;
        if (o->n_vals < 4)
                o->vals[o->n_vals++] = value;
        return KP_OPTS_GO_ON;
}

static int helped;
static void t_help(void)
{
        helped++;
}

static const kp_opt rows[] = {
        { "--help", 'h', KP_OPT_HELP, NULL, 0 },
        { "--topic", 't', KP_OPT_VALUE, NULL, offsetof(t_opts, topic) },
        { "--flag", 'f', KP_OPT_FLAG, NULL, offsetof(t_opts, flag) },
        { "--count", 0, KP_OPT_VALUE, on_count, 0 },
        { "-X", 0, KP_OPT_VALUE, on_count, 0 },
        { "--props", 0, KP_OPT_VALUES, on_kv, 0 },
};
static const kp_opts_table table = { "test", rows, KP_ARRAY_LEN(rows), t_help };

static int parse(t_opts *o, int argc, char **argv)
{
        memset(o, 0, sizeof(*o));
        return kp_opts_parse(&table, argc, argv, o);
}

#define ARGV(...)                                                              \
        (char *[])                                                             \
        {                                                                      \
                "cmd", __VA_ARGS__, NULL                                       \
        }
#define ARGC(...)     ((int)(sizeof(ARGV(__VA_ARGS__)) / sizeof(char *)) - 1)
#define PARSE(o, ...) parse(o, ARGC(__VA_ARGS__), ARGV(__VA_ARGS__))

/* Both forms of a value; a flag; rows in the order given. */
static void test_forms(void **state)
{
        t_opts o;
        (void)state;
        assert_int_equal(PARSE(&o, "--topic", "a", "--flag", "--count=3"),
                         KP_OPTS_GO_ON);
        assert_string_equal(o.topic, "a");
        assert_int_equal(o.flag, 1);
        assert_int_equal(o.count, 1);
        assert_string_equal(o.last, "3");
        assert_int_equal(PARSE(&o, "--topic=b=c", "-X", "k=v"), KP_OPTS_GO_ON);
        assert_string_equal(o.topic, "b=c");
        assert_string_equal(o.last, "k=v");
        /* The next argument is the value, whatever it is. */
        assert_int_equal(PARSE(&o, "--topic", "--flag"), KP_OPTS_GO_ON);
        assert_string_equal(o.topic, "--flag");
        assert_int_equal(o.flag, 0);
        assert_int_equal(PARSE(&o, "-X=k=v"), KP_OPTS_GO_ON);
        assert_string_equal(o.last, "k=v");
}

/* Exact names only: no abbreviation, no glued short value, no value on a
 * flag or on a Kafka-style option, no positional argument. */
static void test_exact(void **state)
{
        t_opts o;
        (void)state;
        assert_int_equal(PARSE(&o, "--top", "a"), KP_EXIT_USAGE);
        assert_int_equal(PARSE(&o, "--topics", "a"), KP_EXIT_USAGE);
        assert_int_equal(PARSE(&o, "-Xk=v"), KP_EXIT_USAGE);
        assert_int_equal(PARSE(&o, "--flag=1"), KP_EXIT_USAGE);
        assert_int_equal(PARSE(&o, "--props=k=v"), KP_EXIT_USAGE);
        assert_int_equal(PARSE(&o, "value"), KP_EXIT_USAGE);
        assert_int_equal(PARSE(&o, "-t", "a"), KP_EXIT_USAGE);
}

/* A missing value: a stored row keeps its field, a handler is told. */
static void test_missing(void **state)
{
        t_opts o;
        (void)state;
        assert_int_equal(PARSE(&o, "--topic"), KP_OPTS_GO_ON);
        assert_null(o.topic);
        assert_int_equal(PARSE(&o, "--count"), KP_OPTS_GO_ON);
        assert_int_equal(o.count, 1);
        assert_null(o.last);
        /* A handler's exit code stops the walk. */
        assert_int_equal(PARSE(&o, "--count", "bad", "--flag"), KP_EXIT_USAGE);
        assert_int_equal(o.flag, 0);
}

/* Kafka's nargs='+': values up to the next argument that starts with
 * '-', one at least. */
static void test_several(void **state)
{
        t_opts o;
        (void)state;
        assert_int_equal(PARSE(&o, "--props", "a=1", "b=2", "-X", "c=3"),
                         KP_OPTS_GO_ON);
        assert_int_equal(o.n_vals, 2);
        assert_string_equal(o.vals[0], "a=1");
        assert_string_equal(o.vals[1], "b=2");
        assert_string_equal(o.last, "c=3");
        assert_int_equal(PARSE(&o, "--props", "--flag"), KP_EXIT_USAGE);
        assert_int_equal(PARSE(&o, "--props"), KP_EXIT_USAGE);
}

static void test_help(void **state)
{
        (void)state;
        assert_int_equal(kp_opts_help_asked(ARGC("--topic", "--help"),
                                            ARGV("--topic", "--help")),
                         1);
        assert_int_equal(kp_opts_help_asked(ARGC("-h"), ARGV("-h")), 1);
        assert_int_equal(kp_opts_help_asked(ARGC("--helpx"), ARGV("--helpx")),
                         0);
}

/* getopt_long's rules over the same table: prefixes, letters, positional
 * arguments permuted to the end. */
static void test_getopt(void **state)
{
        t_opts o = { 0 };
        int first = 0;
        char **argv = ARGV("file", "--top", "a", "-f", "--count=2");
        (void)state;
        assert_int_equal(kp_opts_getopt(&table, 6, argv, &o, &first),
                         KP_OPTS_GO_ON);
        assert_string_equal(o.topic, "a");
        assert_int_equal(o.flag, 1);
        assert_string_equal(o.last, "2");
        assert_int_equal(first, 5);
        assert_string_equal(argv[first], "file");
        memset(&o, 0, sizeof(o));
        assert_int_equal(
            kp_opts_getopt(&table, ARGC("--nope"), ARGV("--nope"), &o, &first),
            KP_EXIT_USAGE);
        /* --help (a prefix of it, by getopt_long's rules) ends the walk
         * with the help printed, exit 0; what follows is not read. */
        helped = 0;
        assert_int_equal(kp_opts_getopt(&table, ARGC("--he", "--nope"),
                                        ARGV("--he", "--nope"), &o, &first),
                         KP_EXIT_PASS);
        assert_int_equal(helped, 1);
}

int main(void)
{
        const struct CMUnitTest tests[] = {
                cmocka_unit_test(test_forms),   cmocka_unit_test(test_exact),
                cmocka_unit_test(test_missing), cmocka_unit_test(test_several),
                cmocka_unit_test(test_help),    cmocka_unit_test(test_getopt),
        };
        return cmocka_run_group_tests(tests, NULL, NULL);
}
