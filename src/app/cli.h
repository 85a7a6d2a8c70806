/*
 * cli: the commands. A kp_cmd_* declares a struct of its options and
 * a table of them (app/options.h: Kafka's rules for produce and consume,
 * getopt_long's for validate, compare and report; run and agent call
 * getopt_long themselves), prints --help to stdout, reports usage
 * errors on stderr, and returns an exit code (util.h); only main.c calls
 * exit().
 */
#ifndef KP_CLI_H
#define KP_CLI_H

#include <stdio.h>

#include "base/util.h"
#include "plan/plan.h"
#include "results/results.h"

int kp_cmd_validate(int argc, char **argv);
int kp_cmd_run(int argc, char **argv);
/* kplan run --help, to stdout. */
void kp_run_help(void);
int kp_cmd_report(int argc, char **argv);
int kp_cmd_produce(int argc, char **argv);
int kp_cmd_consume(int argc, char **argv);
int kp_cmd_share_consume(int argc, char **argv);
int kp_cmd_compare(int argc, char **argv);
int kp_cmd_metrics(int argc, char **argv);
int kp_cmd_properties(int argc, char **argv);
int kp_cmd_agent(int argc, char **argv);

/* "kplan: <msg>" on stderr and, for usage errors, the hint to --help. */
int kp_usage_error(const char *cmd, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));

/* Plan warnings go to stderr as "kplan: warning: ...". */
void kp_cli_warn(void *opaque, const char *msg);

/* Loads a plan for a command with its overrides (--set PATH=VALUE,
 * borrowed, n_sets of them; see kp_plan_opts): errors printed, exit code
 * returned (KP_EXIT_USAGE) or 0 with *out set. */
int kp_cli_load_plan(const char *path, const char *const *sets, size_t n_sets,
                     kp_plan **out);

/* Adds the value of a repeatable --set PATH=VALUE to *v (grown with
 * realloc; caller frees the array, not the strings, which stay argv's).
 * Returns 0, or a usage error's exit code with the error printed. */
int kp_cli_add_set(const char *cmd, const char *arg, const char ***v,
                   size_t *n);

/* --junit FILE: writes the JUnit document doc (freed here) to path, or
 * prints "kplan <cmd>: --junit: " and why not. Returns 0 or -1. */
int kp_cli_write_junit(const char *cmd, const char *path, kp_buf *doc);

/* Prints what a plan would run (kplan validate, and the start of run). */
void kp_plan_print_summary(const kp_plan *p, FILE *fp);

#endif
