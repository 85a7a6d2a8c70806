/*
 * kplan run PLAN: the options of a run, its plan loaded and checked, the
 * run engine (run/engine.h) from the plan to results.json, then the
 * reports, the summary and the exit code.
 */
#include <getopt.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app/cli.h"
#include "app/perfcli.h"
#include "app/run_summary.h"
#include "base/util.h"
#include "evaluate/evaluate.h"
#include "kafka/cluster.h"
#include "report/md/report_md.h"
#include "report/model/model.h"
#include "report/model/tier_reason_words.h"
#include "report/reports.h"
#include "report/words/lang.h"
#include "run/coord.h"
#include "run/engine.h"
#include "run/live_metrics.h"
#include "run/resume.h"
#include "version.h"

typedef struct run_opts {
        const char *plan_path;
        const char *out;
        const char *template_path;
        const char *junit; /* --junit FILE, or NULL */
        kp_kvlist extra;   /* -X key=value */
        int quiet;
        double scale;         /* --scale, 0 when not given */
        kp_coord_opts agents; /* --agents N: agents.agents > 0 */
        const char **sets;    /* --set PATH=VALUE, argv's or the ones below */
        size_t n_sets;
        const char *metrics_listen; /* --metrics-listen, or NULL */
        const char *resume;         /* --resume DIR, or NULL */
        /* --lang L is --set report.lang=L, --client-defaults D is --set
         * cluster.client_defaults=D: the plan as run records them. */
        char lang_set[64], defaults_set[64];
        /* --prometheus URL is --set cluster.prometheus.url=URL. */
        char prom_set[1100];
} run_opts;

/* The command line as stored: in every "key=value" of an argument
 * (-X sasl.password=..., --property=sasl.password=...), the value of a
 * secret key is redacted. */
static char *redacted_command_line(int argc, char **argv)
{
        kp_buf b = { 0 };
        for (int i = 0; i < argc; i++) {
                const char *a = argv[i], *key = a, *eq;
                if (i)
                        kp_buf_putc(&b, ' ');
                while ((eq = strchr(key, '=')) != NULL) {
                        char k[256];
                        snprintf(k, sizeof(k), "%.*s", (int)(eq - key), key);
                        if (kp_is_secret_key(k))
                                break;
                        key = eq + 1;
                }
                if (eq) {
                        kp_buf_append(&b, a, (size_t)(eq - a) + 1);
                        kp_buf_puts(&b, KP_REDACTED);
                } else {
                        kp_buf_puts(&b, a);
                }
        }
        return b.oom ? NULL : b.s;
}

/* kplan run --help (app/cli.h): the options of a run, in one place. */
void kp_run_help(void)
{
        printf("Usage: kplan run [OPTIONS] PLAN\n"
               "       kplan run --resume DIR [OPTIONS]\n"
               "\n"
               "Runs every tier of PLAN: produces its messages at its rate "
               "(open loop, with\n"
               "warm-up), then consumes exactly those messages; judges each "
               "tier against the\n"
               "plan's criteria, extrapolates to the target volume and writes "
               "results.json,\n"
               "report.xlsx and report.md (with charts) into the report "
               "directory.\n"
               "\n"
               "  -o, --out DIR         report directory (default "
               "reports/<plan>-<UTC time>/;\n"
               "                        an existing directory is never "
               "overwritten)\n"
               "  -t, --template FILE   Markdown template (default: the "
               "plan's, else the\n"
               "                        language's: report.md.mustache, "
               "report.zh-CN.md.mustache)\n"
               "      --lang LANG       the reports' language: en (default) "
               "or zh-CN\n"
               "                        (the same as --set report.lang=LANG)\n"
               "      --prometheus URL  ask this Prometheus for the brokers' "
               "own metrics\n"
               "                        (--set cluster.prometheus.url=URL; "
               "docs/brokers.md)\n"
               "  -X, --property K=V    a client property for every client; "
               "it wins over the\n"
               "                        plan's cluster and tier settings\n"
               "  -q, --quiet           no progress, only the summary\n"
               "      --scale F         a rehearsal: every tier runs F "
               "(0 < F <= 1, or 1%%)\n"
               "                        of its messages; marked as one in "
               "every report\n"
               "      --agents N        the load runs on N `kplan agent` "
               "hosts, coordinated\n"
               "                        through the cluster (docs/agents.md)\n"
               "      --agents-wait S   how long to wait for them (default "
               "60)\n"
               "      --agent-timeout S an agent silent this long is lost "
               "(default 10)\n"
               "      --control-topic T, --results-topic T  the agents' "
               "topics\n"
               "      --set PATH=VALUE  override a plan field (repeatable), "
               "checked as the file\n"
               "                        is and listed in every report: "
               "--set\n"
               "                        topic.replication_factor=1 --set "
               "tiers[10M].messages=1M\n"
               "      --junit FILE      also write the checks as a JUnit XML "
               "report for CI\n"
               "                        (one test case per check; docs/ci.md)\n"
               "      --metrics-listen HOST:PORT  serve live metrics at "
               "/metrics for Prometheus\n"
               "                        while the run goes on "
               "(cluster.metrics_listen;\n"
               "                        docs/metrics.md, \"Live metrics\")\n"
               "      --resume DIR      continue the run in DIR, killed or "
               "interrupted, from\n"
               "                        its first tier not run to its end: "
               "the same plan (its\n"
               "                        copy in DIR, refused if the plan "
               "changed), run id and\n"
               "                        topics; finished tiers are kept as "
               "they are\n"
               "\n"
               "results.json is rewritten after every tier, so a run that dies "
               "loses at most\n"
               "the tier in flight; `kplan report` rebuilds the reports from "
               "it. Ctrl-C stops\n"
               "the current tier, marks it interrupted, writes the reports and "
               "exits 1;\n"
               "`kplan run --resume DIR` then runs that tier again from its "
               "start, and the\n"
               "tiers after it (docs/plan.md, \"Resuming a run\").\n"
               "\n"
               "Exit 0 when every criterion passed, 1 when one failed or the "
               "run was\n"
               "incomplete, 2 for a usage or plan error, 3 when the cluster "
               "cannot be reached\n"
               "or a report cannot be written.\n");
}
/* ---- the words the engine stores: the report model's English ---------- */

static char *tier_reason_words(const kp_tier_result *tr)
{
        return kp_tier_reason_words(KP_LANG_EN, tr);
}

static char *abort_words(const kp_plan *p, const kp_abort_stop *a)
{
        return kp_rm_abort_words(KP_LANG_EN, p, a);
}

static char *capacity_words(const kp_capacity_fail *v, size_t n)
{
        return kp_rm_capacity_words(KP_LANG_EN, v, n);
}

/* The English the engine stores beside every code (run/words.h). */
static kp_run_words english_words(void)
{
        kp_run_words w = { tier_reason_words, abort_words, capacity_words,
                           kp_tr(KP_LANG_EN, KP_S_RM_COL_FETCH_RATE) };
        return w;
}

/* results.json after every tier (kp_engine_save_fn): with its
 * evaluation's words, as the final one. */
static int save_results(void *ctx, const kp_results *r, const char *dir,
                        char *errstr, size_t errstr_size)
{
        kp_reports_opts ro = { 0 };
        kp_reports_paths paths;
        (void)ctx;
        ro.results_only = 1;
        return kp_reports_write(r, dir, &ro, &paths, NULL, NULL, errstr,
                                errstr_size);
}

/* ---- the options -------------------------------------------------------- */

static int coord_opt(kp_coord_opts *a, int ch, const char *v)
{
        char *end;
        double x;
        if (!a->control_topic) {
                a->control_topic = "kplan-control";
                a->results_topic = "kplan-results";
                a->wait_s = 60;
                a->heartbeat_s = 10;
        }
        if (ch == 'C' || ch == 'R') {
                if (!*v) {
                        kp_usage_error("run", "--%s-topic: expected a name",
                                       ch == 'C' ? "control" : "results");
                        return -1;
                }
                *(ch == 'C' ? &a->control_topic : &a->results_topic) = v;
                return 0;
        }
        x = strtod(v, &end);
        if (*end || !(x >= 1 && x <= (ch == 'A' ? 256 : 3600)) ||
            (ch == 'A' && x != floor(x))) {
                kp_usage_error("run", "--%s: expected %s, got %s",
                               ch == 'A'   ? "agents"
                               : ch == 'W' ? "agents-wait"
                                           : "agent-timeout",
                               ch == 'A' ? "a count from 1 to 256"
                                         : "seconds from 1 to 3600",
                               v);
                return -1;
        }
        if (ch == 'A')
                a->agents = (int)x;
        else
                *(ch == 'W' ? &a->wait_s : &a->heartbeat_s) = x;
        return 0;
}

/* An option naming a file or a directory: optarg into *to, or -1 with a
 * usage error when it is empty (what: what was expected). */
static int set_path(const char *name, const char *what, const char **to)
{
        if (!*optarg) {
                kp_usage_error("run", "%s: expected %s, got an empty string",
                               name, what);
                return -1;
        }
        *to = optarg;
        return 0;
}

/* An option that stands for --set key=value: the text into set (size
 * bytes, kept by o for the run) and added to o's sets. Returns 0, or -1
 * with the error printed. */
static int add_set(run_opts *o, char *set, size_t size, const char *key,
                   const char *value)
{
        snprintf(set, size, "%s=%s", key, value);
        return kp_cli_add_set("run", set, &o->sets, &o->n_sets);
}

/* Parses the options into o. Returns 0, or -1 with *rc the exit code
 * (--help, or a usage error printed). */
static int parse_options(int argc, char **argv, run_opts *o, int *rc)
{
        static const struct option lopts[] = {
                { "help", no_argument, 0, 'h' },
                { "out", required_argument, 0, 'o' },
                { "template", required_argument, 0, 't' },
                { "property", required_argument, 0, 'X' },
                { "quiet", no_argument, 0, 'q' },
                { "scale", required_argument, 0, 'S' },
                { "agents", required_argument, 0, 'A' },
                { "agents-wait", required_argument, 0, 'W' },
                { "agent-timeout", required_argument, 0, 'H' },
                { "control-topic", required_argument, 0, 'C' },
                { "results-topic", required_argument, 0, 'R' },
                { "set", required_argument, 0, 's' },
                { "lang", required_argument, 0, 'L' },
                { "client-defaults", required_argument, 0, 'D' },
                { "prometheus", required_argument, 0, 'P' },
                { "junit", required_argument, 0, 'J' },
                { "metrics-listen", required_argument, 0, 'M' },
                { "resume", required_argument, 0, 'U' },
                { 0, 0, 0, 0 }
        };
        char err[2048];
        int ch;
        optind = 1;
        while ((ch = getopt_long(argc, argv, "ho:t:X:q", lopts, NULL)) != -1) {
                switch (ch) {
                case 'h':
                        kp_run_help();
                        *rc = KP_EXIT_PASS;
                        return -1;
                case 'o':
                        if (set_path("--out", "a directory", &o->out))
                                return -1;
                        break;
                case 't':
                        o->template_path = optarg;
                        break;
                case 'J':
                        if (set_path("--junit", "a file name", &o->junit))
                                return -1;
                        break;
                case 'U':
                        if (set_path("--resume", "a run's directory",
                                     &o->resume))
                                return -1;
                        break;
                case 'L': {
                        kp_lang l;
                        if (kp_lang_parse(optarg, &l)) {
                                kp_usage_error("run",
                                               "--lang: expected one of %s, "
                                               "got \"%s\"",
                                               kp_lang_tags(), optarg);
                                return -1;
                        }
                        if (add_set(o, o->lang_set, sizeof(o->lang_set),
                                    "report.lang", kp_lang_tag(l)))
                                return -1;
                        break;
                }
                case 'D': {
                        kp_client_defaults d;
                        if (kp_client_defaults_parse(optarg, &d)) {
                                kp_usage_error("run",
                                               "--client-defaults: expected "
                                               "java or librdkafka, got "
                                               "\"%s\"",
                                               optarg);
                                return -1;
                        }
                        if (add_set(o, o->defaults_set, sizeof(o->defaults_set),
                                    "cluster.client_defaults",
                                    kp_client_defaults_str(d)))
                                return -1;
                        break;
                }
                case 'P':
                        if (add_set(o, o->prom_set, sizeof(o->prom_set),
                                    "cluster.prometheus.url", optarg))
                                return -1;
                        break;
                case 'X':
                        if (kp_perf_add_prop(&o->extra, optarg, err,
                                             sizeof(err))) {
                                kp_usage_error("run", "-X %s: %s", optarg, err);
                                return -1;
                        }
                        break;
                case 'q':
                        o->quiet = 1;
                        break;
                case 'S':
                        if (kp_plan_parse_scale(optarg, &o->scale, err,
                                                sizeof(err))) {
                                kp_usage_error("run", "--scale: %s", err);
                                return -1;
                        }
                        break;
                case 'A':
                case 'W':
                case 'H':
                case 'C':
                case 'R':
                        if (coord_opt(&o->agents, ch, optarg))
                                return -1;
                        break;
                case 's':
                        if (kp_cli_add_set("run", optarg, &o->sets, &o->n_sets))
                                return -1;
                        break;
                case 'M': /* checked by kp_live_open(), before any load */
                        o->metrics_listen = optarg;
                        break;
                default:
                        kp_usage_error("run", "bad option");
                        return -1;
                }
        }
        return 0;
}

/* ---- the plan ------------------------------------------------------------ */

/* The plan: the resumed run's (its results into *resumed) or PLAN's,
 * scaled, with -X bootstrap.servers applied. Returns 0, or -1 with *rc
 * the exit code and the error printed. */
static int load_plan(run_opts *o, int argc, char **argv, kp_plan **plan,
                     kp_results **resumed, int *rc)
{
        char err[2048];
        const char *bootstrap;
        if (o->resume) {
                const char *no = optind != argc ? "PLAN (the run's is used)"
                                 : o->out       ? "--out (DIR is the run's)"
                                 : o->scale > 0 ? "--scale (the run's is used)"
                                 : o->agents.agents
                                     ? "--agents (not supported yet: "
                                       "a resumed run's load runs in this "
                                       "process)"
                                     : NULL;
                if (no) {
                        kp_usage_error("run", "--resume DIR takes no %s", no);
                        return -1;
                }
                if (kp_run_resume_load(o->resume, o->sets, o->n_sets, plan,
                                       resumed, rc))
                        return -1;
        } else if (optind != argc - 1) {
                kp_usage_error("run", "expected exactly one PLAN file");
                return -1;
        } else {
                o->plan_path = argv[optind];
                *rc = kp_cli_load_plan(o->plan_path, o->sets, o->n_sets, plan);
                if (*rc)
                        return -1;
        }
        if (o->scale > 0 && kp_plan_scale(*plan, o->scale, err, sizeof(err))) {
                *rc = kp_usage_error("run", "--scale: %s", err);
                return -1;
        }
        bootstrap = kp_kv_get(&o->extra, "bootstrap.servers");
        if (bootstrap && kp_bootstrap_check(bootstrap, err, sizeof(err))) {
                *rc = kp_usage_error("run", "-X bootstrap.servers: %s", err);
                return -1;
        }
        if (bootstrap) {
                free((*plan)->bootstrap);
                (*plan)->bootstrap = strdup(bootstrap);
                kp_kv_unset(&o->extra, "bootstrap.servers");
        }
        return 0;
}

/* What the plan and the options ask of each other: a resumed run's
 * client, the agents' topics and the plan on agents. Returns 0, or -1
 * with *rc the exit code and the error printed. */
static int check_run(run_opts *o, const kp_plan *plan,
                     const kp_results *resumed, int *rc)
{
        char err[2048];
        if (o->resume && kp_run_resume_check_client(plan, &o->extra, resumed,
                                                    err, sizeof(err))) {
                fprintf(stderr, "kplan run: --resume %s: %s\n", o->resume, err);
                *rc = KP_EXIT_USAGE;
                return -1;
        }
        if (o->agents.control_topic && !o->agents.agents) {
                *rc = kp_usage_error("run", "--agents-wait, --agent-timeout "
                                            "and the topics need --agents N");
                return -1;
        }
        if (o->agents.agents &&
            (strcmp(o->agents.control_topic, o->agents.results_topic) == 0 ||
             kp_coord_check_plan(plan, err, sizeof(err)))) {
                if (strcmp(o->agents.control_topic, o->agents.results_topic) ==
                    0)
                        snprintf(err, sizeof(err),
                                 "the control and results topics must be "
                                 "two different names");
                *rc = kp_usage_error("run", "--agents: %s", err);
                return -1;
        }
        for (size_t i = 0; o->agents.agents && i < plan->n_criteria; i++)
                if (plan->criteria[i].abort) {
                        *rc = kp_usage_error(
                            "run",
                            "--agents: criteria[%zu] has \"abort\", which "
                            "is judged by the producers of this process; "
                            "with agents it is not supported yet",
                            i);
                        return -1;
                }
        o->agents.quiet = o->quiet;
        /* A broken template is a usage error found before any load. */
        if (kp_report_md_check(plan, o->template_path, err, sizeof(err))) {
                fprintf(stderr, "kplan run: %s\n", err);
                *rc = KP_EXIT_USAGE;
                return -1;
        }
        return 0;
}

/* The first lines say what is being measured. */
static void print_header(const run_opts *o, const kp_plan *plan,
                         const kp_results *resumed)
{
        if (!plan->bootstrap)
                printf("EMBEDDED CLUSTER: this run measures librdkafka's "
                       "mock cluster inside the kplan process, not a Kafka "
                       "cluster; its numbers are no evidence about any "
                       "cluster.\n");
        else
                printf("kplan run: plan %s against %s\n", plan->path,
                       plan->bootstrap);
        if (plan->scale < 1)
                printf("REHEARSAL: --scale %g runs %g%% of every tier's "
                       "messages; the plan itself has not been run.\n",
                       plan->scale, plan->scale * 100);
        for (size_t i = 0; i < plan->n_overrides; i++)
                printf("override: --set %s\n", plan->overrides[i]);
        if (o->resume)
                printf("resuming run %s in %s (attempt %zu)\n",
                       resumed->run_id ? resumed->run_id : "", o->resume,
                       resumed->n_attempts + 1);
        fflush(stdout);
}

/* ---- the run and its reports --------------------------------------------- */

/* The engine for plan, started: its directory, the cluster, the first
 * results.json. resumed and cmdline are taken over (set to NULL); words
 * and live are borrowed and outlive *en. Returns 0, or the exit code
 * with the error printed. */
static int start_engine(const run_opts *o, kp_plan *plan, kp_results **resumed,
                        char **cmdline, const kp_run_words *words,
                        kp_live *live, kp_engine **en)
{
        kp_engine_opts eo = { 0 };
        char err[2048];
        int rc;
        eo.out = o->out;
        eo.resume = o->resume;
        eo.extra = &o->extra;
        eo.quiet = o->quiet;
        eo.agents = o->agents;
        eo.words = words;
        eo.save = save_results;
        rc = kp_engine_new(plan, *resumed, *cmdline, live, &eo, en);
        *resumed = NULL;
        *cmdline = NULL;
        if (rc) {
                fprintf(stderr, "kplan run: out of memory\n");
                return KP_EXIT_RUNTIME;
        }
        rc = kp_engine_start(*en, err, sizeof(err));
        if (rc)
                fprintf(stderr, "kplan run: %s\n", err);
        return rc;
}

/* The reports of the run en made, its summary, its --junit file and its
 * exit code. */
static int write_reports(const run_opts *o, const kp_engine *en)
{
        const kp_results *r = kp_engine_results(en);
        kp_evaluation *e = NULL;
        kp_rmodel *m = NULL;
        kp_reports_paths paths;
        kp_reports_opts ro = { 0 };
        char err[2048];
        int rc, wr;
        ro.template_path = o->template_path;
        wr = kp_reports_write(r, kp_engine_dir(en), &ro, &paths, &e, &m, err,
                              sizeof(err));
        if (wr) {
                /* Still evaluate for the summary and the exit code. */
                char err2[256];
                if (!e)
                        kp_evaluate(r, &e, err2, sizeof(err2));
                if (e && !m)
                        kp_rmodel_build(r, e, NULL, &m);
        }
        if (m)
                kp_run_print_summary(m, &paths, wr == 0);
        if (m && o->junit && kp_run_write_junit(m, o->junit)) {
                rc = KP_EXIT_RUNTIME;
        } else if (wr) {
                fprintf(stderr, "kplan run: %s\n", err);
                rc = KP_EXIT_RUNTIME;
        } else {
                rc = kp_engine_signalled(en) ? KP_EXIT_FAIL
                                             : kp_verdict_exit(e->verdict);
                if (kp_engine_interrupted(en))
                        fprintf(stderr,
                                "kplan: interrupted; resume with: kplan run "
                                "--resume %s\n",
                                kp_engine_dir(en));
        }
        kp_rmodel_destroy(m);
        kp_evaluation_destroy(e);
        return rc;
}

int kp_cmd_run(int argc, char **argv)
{
        run_opts o = { 0 };
        kp_plan *plan = NULL;
        kp_results *resumed = NULL;
        kp_live *live = NULL;
        kp_engine *en = NULL;
        char err[2048];
        int rc = KP_EXIT_USAGE;
        /* As typed: getopt_long() reorders argv. */
        char *cmdline = redacted_command_line(argc + 1, argv - 1);
        const kp_run_words words = english_words();

        if (parse_options(argc, argv, &o, &rc) ||
            load_plan(&o, argc, argv, &plan, &resumed, &rc) ||
            check_run(&o, plan, resumed, &rc))
                goto out;
        if (kp_live_open(o.metrics_listen ? o.metrics_listen
                                          : plan->metrics_listen,
                         plan, NULL, KP_VERSION, &live, err, sizeof(err))) {
                rc = kp_usage_error("run", "%s", err);
                goto out;
        }
        print_header(&o, plan, resumed);
        rc = start_engine(&o, plan, &resumed, &cmdline, &words, live, &en);
        if (rc)
                goto out;
        if (kp_engine_run(en, err, sizeof(err))) {
                fprintf(stderr, "kplan run: %s\n", err);
                rc = KP_EXIT_RUNTIME;
                goto out;
        }
        rc = write_reports(&o, en);
out:
        kp_live_close(live);
        kp_engine_destroy(en);
        kp_results_destroy(resumed);
        kp_plan_destroy(plan);
        kp_kv_free(&o.extra);
        free(o.sets);
        free(cmdline);
        return rc;
}
