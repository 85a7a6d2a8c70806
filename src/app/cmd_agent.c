/*
 * kplan agent: a load host for kplan run --agents N. The options, the
 * properties it connects with (-X and properties files, ${ENV} in a
 * value), then the agent's work (run/agent_loop.h) until a signal.
 */
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "app/cli.h"
#include "app/perfcli.h"
#include "base/props.h"
#include "base/util.h"
#include "kafka/agent_bus.h"
#include "kafka/cluster.h"
#include "run/agent_loop.h"
#include "run/live_metrics.h"
#include "version.h"

typedef struct agent_opts {
        kp_agent_opts loop;
        kp_kvlist props;    /* -X and the properties files */
        const char *listen; /* --metrics-listen, or NULL */
} agent_opts;

static void help(void)
{
        printf("Usage: kplan agent --name NAME [OPTIONS] [PROPERTIES]\n"
               "\n"
               "A load host for `kplan run --agents N PLAN`: waits on the "
               "control topic of\n"
               "the cluster for a coordinator, runs its share of every tier "
               "(messages\n"
               "i = k mod N from the common start, its consumers in the "
               "tier's group) and\n"
               "sends what it measured to the results topic. Connection "
               "settings are this\n"
               "host's own (-X, a Java .properties file, ${ENV} in it); "
               "none come from the\n"
               "coordinator.\n"
               "\n"
               "  -n, --name NAME         this agent's name in the run "
               "(required, unique)\n"
               "  -X, --property K=V      a client property "
               "(bootstrap.servers=... and the like)\n"
               "      --once              exit after one run\n"
               "      --control-topic T   default " KP_AGENT_CONTROL_TOPIC "\n"
               "      --results-topic T   default " KP_AGENT_RESULTS_TOPIC "\n"
               "      --payload-dir DIR   a tier's payload file is read "
               "from DIR (by its\n"
               "                          name), not from the coordinator's "
               "path; either way\n"
               "                          it must hold the coordinator's "
               "bytes (sha256)\n"
               "      --coordinator-timeout S  a run whose coordinator is "
               "silent for S s\n"
               "                          (default 10) is stopped: no "
               "orphaned load\n"
               "  -q, --quiet             only errors\n"
               "      --metrics-listen HOST:PORT  serve this agent's live "
               "metrics at\n"
               "                          /metrics for Prometheus "
               "(docs/metrics.md)\n"
               "\n"
               "Exit 0 when stopped (SIGINT, SIGTERM) or after --once, 2 "
               "for a usage error,\n"
               "3 when the cluster cannot be reached.\n");
}

/* Parses the options into o. Returns 0, or -1 with *rc the exit code
 * (--help, or a usage error printed). */
static int parse_options(int argc, char **argv, agent_opts *o, int *rc)
{
        static const struct option lopts[] = {
                { "help", no_argument, 0, 'h' },
                { "name", required_argument, 0, 'n' },
                { "property", required_argument, 0, 'X' },
                { "once", no_argument, 0, 'O' },
                { "control-topic", required_argument, 0, 'C' },
                { "results-topic", required_argument, 0, 'R' },
                { "coordinator-timeout", required_argument, 0, 'T' },
                { "payload-dir", required_argument, 0, 'P' },
                { "quiet", no_argument, 0, 'q' },
                { "metrics-listen", required_argument, 0, 'M' },
                { 0, 0, 0, 0 }
        };
        char err[1024];
        int ch;
        o->loop.control_topic = KP_AGENT_CONTROL_TOPIC;
        o->loop.results_topic = KP_AGENT_RESULTS_TOPIC;
        o->loop.coord_timeout_s = 10;
        optind = 1;
        while ((ch = getopt_long(argc, argv, "hn:X:q", lopts, NULL)) != -1) {
                switch (ch) {
                case 'h':
                        help();
                        *rc = KP_EXIT_PASS;
                        return -1;
                case 'n':
                        o->loop.name = optarg;
                        break;
                case 'X':
                        if (kp_perf_add_prop(&o->props, optarg, err,
                                             sizeof(err))) {
                                kp_usage_error("agent", "-X %s: %s", optarg,
                                               err);
                                return -1;
                        }
                        break;
                case 'O':
                        o->loop.once = 1;
                        break;
                case 'C':
                        o->loop.control_topic = optarg;
                        break;
                case 'P':
                        o->loop.payload_dir = optarg;
                        break;
                case 'R':
                        o->loop.results_topic = optarg;
                        break;
                case 'T': {
                        char *end;
                        o->loop.coord_timeout_s = strtod(optarg, &end);
                        if (*end || !(o->loop.coord_timeout_s >= 1 &&
                                      o->loop.coord_timeout_s <= 3600)) {
                                kp_usage_error("agent",
                                               "--coordinator-timeout: "
                                               "expected seconds from 1 to "
                                               "3600, got %s",
                                               optarg);
                                return -1;
                        }
                        break;
                }
                case 'q':
                        o->loop.quiet = 1;
                        break;
                case 'M':
                        o->listen = optarg;
                        break;
                default:
                        kp_usage_error("agent", "bad option");
                        return -1;
                }
        }
        return 0;
}

/* The options that need one another, and the properties: the files
 * named (argv from optind), ${ENV} expanded, a bootstrap. Returns 0, or
 * -1 after printing a usage error. */
static int check_options(int argc, char **argv, agent_opts *o)
{
        const kp_agent_opts *l = &o->loop;
        char err[1024];
        if (!l->name || !*l->name || strlen(l->name) > 100) {
                kp_usage_error("agent", "--name NAME is required (1 to 100 "
                                        "characters)");
                return -1;
        }
        if (l->payload_dir) {
                struct stat st;
                if (stat(l->payload_dir, &st) || !S_ISDIR(st.st_mode)) {
                        kp_usage_error("agent",
                                       "--payload-dir %s: not a directory",
                                       l->payload_dir);
                        return -1;
                }
        }
        if (!*l->control_topic || !*l->results_topic ||
            strcmp(l->control_topic, l->results_topic) == 0) {
                kp_usage_error("agent", "the control and results topics "
                                        "must be two different names");
                return -1;
        }
        for (; optind < argc; optind++)
                if (kp_perf_load_config(&o->props, argv[optind], err,
                                        sizeof(err))) {
                        kp_usage_error("agent", "%s", err);
                        return -1;
                }
        /* ${ENV} in a value: secrets from this host's environment. */
        for (size_t i = 0; i < o->props.n; i++) {
                char *v = NULL;
                if (kp_env_expand(o->props.items[i].value, NULL, NULL, &v, err,
                                  sizeof(err))) {
                        kp_usage_error("agent", "%s: %s", o->props.items[i].key,
                                       err);
                        return -1;
                }
                free(o->props.items[i].value);
                o->props.items[i].value = v;
        }
        if (!kp_kv_get(&o->props, "bootstrap.servers")) {
                kp_usage_error("agent", "no bootstrap.servers: an agent "
                                        "needs a real cluster (-X "
                                        "bootstrap.servers=HOST:PORT or a "
                                        "properties file)");
                return -1;
        }
        return 0;
}

int kp_cmd_agent(int argc, char **argv)
{
        agent_opts o = { 0 };
        kp_live *live = NULL;
        kp_cluster *c = NULL;
        char err[1024];
        int rc = KP_EXIT_USAGE;

        if (parse_options(argc, argv, &o, &rc) || check_options(argc, argv, &o))
                goto out;
        /* Before any connection: a bad or busy address is a usage error. */
        if (kp_live_open(o.listen, NULL, o.loop.name, KP_VERSION, &live, err,
                         sizeof(err))) {
                kp_usage_error("agent", "%s", err);
                goto out;
        }
        rc = KP_EXIT_RUNTIME;
        if (kp_perf_open_cluster("agent", NULL, &o.props, &c))
                goto out;
        if (kp_agent_loop_run(c, &o.loop, live, err, sizeof(err))) {
                fprintf(stderr, "kplan agent: %s\n", err);
                goto out;
        }
        rc = KP_EXIT_PASS;
out:
        kp_cluster_close(c);
        kp_live_close(live);
        kp_kv_free(&o.props);
        return rc;
}
