/*
 * options: one table-driven parser for the commands' options.
 *
 * A command declares a struct of its options and a table of kp_opt rows,
 * one per option name: the name as it is typed ("--topic", "-X"), whether
 * it takes no value, one, or Kafka's several, and where the value goes:
 * a field of the struct (a const char * for a value, an int set to 1 for
 * a flag) or a handler that checks and converts it. The parser walks
 * argv once and calls each row in the order the options come.
 *
 * Two walks read the same table:
 *
 * kp_opts_parse(): the Kafka perf tools' command line (kplan produce,
 * consume). Every argument is an option; a name matches exactly, never
 * by an abbreviation (unlike getopt_long); a value comes as "--name=V"
 * or as the next argument "--name V" (whatever it is, as getopt_long
 * takes it); a flag matches only bare ("--flag=x" is unknown). Kafka's
 * options that take several values (argparse's nargs='+', such as
 * `--producer-props k=v k=v`) are KP_OPT_VALUES rows: the documented
 * addition to getopt's rules. Such an option takes every following
 * argument up to the next one that starts with '-' (an option, long or
 * short, as argparse stops at any), calling its handler once per value;
 * it matches only bare, and needs at least one value.
 *
 * kp_opts_getopt(): getopt_long over the table, for the commands that
 * take getopt_long's rules (kplan report, compare, validate): long names
 * by unambiguous prefixes, short letters, permuted positional arguments
 * left from *first_arg on.
 *
 * Nothing is allocated; the table, argv and the values are borrowed, and
 * a const char * stored into the struct points into argv.
 */
#ifndef KP_OPTIONS_H
#define KP_OPTIONS_H

#include <stddef.h>

/* What a handler or a walk returns to say "go on": any other value is
 * the exit code (base/util.h's KP_EXIT_*) the command returns now, the
 * message, if any, printed. */
#define KP_OPTS_GO_ON (-1)

typedef enum kp_opt_kind {
        KP_OPT_FLAG,   /* no value */
        KP_OPT_VALUE,  /* one value: "--name=V" or "--name V" */
        KP_OPT_VALUES, /* one or more values: "--name V V ..." (Kafka's) */
        KP_OPT_HELP    /* no value: the table's help() printed, the command
                          ends with KP_EXIT_PASS */
} kp_opt_kind;

/* A handler: field is the command's struct plus the row's off; arg the
 * option as it was typed (such as "--producers=0", for error messages);
 * value its value, or NULL for a flag or when the value is missing (the
 * option was the last argument: the handler says what the command says
 * then). Returns KP_OPTS_GO_ON, or an exit code with the error printed. */
typedef int (*kp_opt_fn)(void *field, const char *arg, const char *value);

typedef struct kp_opt {
        const char *name; /* as typed: "--topic", or "-X" (kp_opts_parse) */
        int letter;       /* kp_opts_getopt: the short option, or 0 */
        kp_opt_kind kind;
        kp_opt_fn fn; /* NULL: the value is stored at off (below) */
        size_t off;   /* offset in the command's struct: of the handler's
                         field, or of the const char * (a value) or int
                         (a flag, set to 1) stored without a handler */
} kp_opt;

/* The table of a command: cmd names it in error messages ("kplan cmd:"
 * and the hint to "kplan cmd --help"). */
typedef struct kp_opts_table {
        const char *cmd;
        const kp_opt *opts;
        size_t n;
        void (*help)(void); /* of a KP_OPT_HELP row: --help to stdout */
} kp_opts_table;

/* 1 when any argument is exactly "-h" or "--help" (kplan produce and
 * consume answer --help wherever it is, even as a value), else 0. */
int kp_opts_help_asked(int argc, char **argv);

/* Walks argv[1..argc-1] by the Kafka tools' rules (above) into dst, the
 * command's struct. An argument that is no row's name is a usage error
 * ("unknown option \"ARG\""); a row without a handler whose value is
 * missing (the last argument) leaves its field as it was, for the
 * command's checks after the walk to name what is missing; a
 * KP_OPT_VALUES row without a value is "ARG needs key=value pairs". Returns
 * KP_OPTS_GO_ON when every argument was taken, else the exit code
 * (KP_EXIT_USAGE, or a handler's). */
int kp_opts_parse(const kp_opts_table *t, int argc, char **argv, void *dst);

/* Walks argv with getopt_long (optind reset) over the rows' names (the
 * leading "--" dropped) and letters. An option getopt_long refuses (it
 * prints why) is a usage error saying "bad option". KP_OPT_VALUES rows
 * are not for this walk. On KP_OPTS_GO_ON, *first_arg is the index of
 * the first positional argument (argv permuted as getopt_long does). At
 * most 32 rows. */
int kp_opts_getopt(const kp_opts_table *t, int argc, char **argv, void *dst,
                   int *first_arg);

#endif
