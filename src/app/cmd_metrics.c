/* kplan metrics: the catalog of metrics that criteria name. */
#include <stdio.h>
#include <string.h>

#include "app/cli.h"
#include "plan/metrics.h"

int kp_cmd_metrics(int argc, char **argv)
{
        int markdown = argc > 1 && strcmp(argv[1], "--markdown") == 0;
        if (argc > 1 && !markdown) {
                if (strcmp(argv[1], "--help") == 0 ||
                    strcmp(argv[1], "-h") == 0) {
                        printf("Usage: kplan metrics [--markdown]\n\nLists "
                               "the metrics that criteria name, with unit "
                               "and definition.\n");
                        return KP_EXIT_PASS;
                }
                return kp_usage_error("metrics", "unknown argument \"%s\"",
                                      argv[1]);
        }
        if (markdown)
                printf("| metric | unit | better | definition |\n"
                       "|---|---|---|---|\n");
        for (int id = 0; id < KP_M__COUNT; id++) {
                const kp_metric *m = kp_metric_get((kp_metric_id)id);
                if (markdown)
                        printf("| `%s` | %s | %s | %s%s |\n", m->name, m->unit,
                               m->higher_is_better ? "higher" : "lower",
                               m->definition, m->fixed_rate_only ? "" : "");
                else
                        printf("%-36s %-9s %s\n", m->name, m->unit,
                               m->definition);
        }
        return KP_EXIT_PASS;
}
