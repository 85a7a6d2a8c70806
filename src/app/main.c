/*
 * kplan: Kafka capacity planning and acceptance tests in one command.
 * Command dispatch; the only place that exits.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <librdkafka/rdkafka.h>

#include "app/cli.h"
#include "base/util.h"
#include "version.h"

static const struct {
        const char *name;
        int (*fn)(int, char **);
        const char *summary;
} commands[] = {
        { "run", kp_cmd_run, "run a plan: every tier, verdicts, reports" },
        { "validate", kp_cmd_validate,
          "check a plan and print what would run (no connection)" },
        { "report", kp_cmd_report, "rebuild the reports from results.json" },
        { "compare", kp_cmd_compare,
          "compare two runs and flag regressions (B against A)" },
        { "produce", kp_cmd_produce,
          "producer test, options of kafka-producer-perf-test" },
        { "consume", kp_cmd_consume,
          "consumer test, options of kafka-consumer-perf-test" },
        { "share-consume", kp_cmd_share_consume,
          "share groups: says which librdkafka it needs" },
        { "metrics", kp_cmd_metrics, "list the metrics criteria can name" },
        { "properties", kp_cmd_properties,
          "list librdkafka's client properties" },
        { "agent", kp_cmd_agent,
          "a load host for kplan run --agents N (through the cluster)" },
};

static void usage(FILE *fp)
{
        fprintf(fp,
                "Usage: kplan COMMAND [OPTIONS] [ARGS]\n"
                "\n"
                "Kafka capacity planning and acceptance tests: drives real "
                "producers and\n"
                "consumers through librdkafka, judges each tier against the "
                "plan's criteria,\n"
                "extrapolates to the target volume and writes an Excel "
                "workbook, a Markdown\n"
                "report and results.json.\n"
                "\n"
                "Commands:\n");
        for (size_t i = 0; i < KP_ARRAY_LEN(commands); i++)
                fprintf(fp, "  %-13s %s\n", commands[i].name,
                        commands[i].summary);
        fprintf(fp,
                "\n"
                "Options:\n"
                "  -h, --help     this help (kplan COMMAND --help for a "
                "command)\n"
                "  -V, --version  kplan and librdkafka versions\n"
                "\n"
                "Exit codes: 0 every criterion passed; 1 a criterion failed "
                "or the run was\n"
                "incomplete; 2 usage or plan error (nothing ran); 3 could not "
                "reach the\n"
                "cluster or another runtime failure.\n"
                "\n"
                "See kplan(1), docs/plan.md and docs/metrics.md.\n");
}

static void version(void)
{
        char features[512];
        size_t n = sizeof(features);
        rd_kafka_conf_t *conf = rd_kafka_conf_new();
        if (rd_kafka_conf_get(conf, "builtin.features", features, &n) !=
            RD_KAFKA_CONF_OK)
                snprintf(features, sizeof(features), "unknown");
        rd_kafka_conf_destroy(conf);
        printf("kplan %s\nlibrdkafka %s (builtin.features: %s)\n", KP_VERSION,
               rd_kafka_version_str(), features);
}

int main(int argc, char **argv)
{
        const char *cmd;
        if (argc < 2) {
                usage(stderr);
                return KP_EXIT_USAGE;
        }
        cmd = argv[1];
        if (strcmp(cmd, "-h") == 0 || strcmp(cmd, "--help") == 0 ||
            strcmp(cmd, "help") == 0) {
                usage(stdout);
                return KP_EXIT_PASS;
        }
        if (strcmp(cmd, "-V") == 0 || strcmp(cmd, "--version") == 0 ||
            strcmp(cmd, "version") == 0) {
                version();
                return KP_EXIT_PASS;
        }
        for (size_t i = 0; i < KP_ARRAY_LEN(commands); i++)
                if (strcmp(cmd, commands[i].name) == 0)
                        exit(commands[i].fn(argc - 1, argv + 1));
        {
                const char *best = NULL;
                int best_d = 3;
                for (size_t i = 0; i < KP_ARRAY_LEN(commands); i++) {
                        int d = kp_edit_distance(cmd, commands[i].name, best_d);
                        if (d < best_d) {
                                best_d = d;
                                best = commands[i].name;
                        }
                }
                if (best)
                        fprintf(stderr,
                                "kplan: unknown command \"%s\" (did you mean "
                                "\"%s\"?); see kplan --help\n",
                                cmd, best);
                else
                        fprintf(stderr,
                                "kplan: unknown command \"%s\"; see kplan "
                                "--help\n",
                                cmd);
        }
        return KP_EXIT_USAGE;
}
