/* kplan properties: librdkafka's client properties, as the linked
 * librdkafka lists them. */
#include <stdio.h>
#include <string.h>

#include <librdkafka/rdkafka.h>

#include "app/cli.h"

int kp_cmd_properties(int argc, char **argv)
{
        if (argc > 1) {
                if (strcmp(argv[1], "--help") == 0 ||
                    strcmp(argv[1], "-h") == 0) {
                        printf("Usage: kplan properties\n\nPrints "
                               "librdkafka's client properties (what "
                               "cluster.config, producer and consumer "
                               "settings accept).\n");
                        return KP_EXIT_PASS;
                }
                return kp_usage_error("properties", "unknown argument \"%s\"",
                                      argv[1]);
        }
        rd_kafka_conf_properties_show(stdout);
        return KP_EXIT_PASS;
}
