/* Options of Kafka's older perf tools that write-ups still use (perfcli.h,
 * kp_perf_legacy): what replaced each, and the command that does the
 * same today. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <librdkafka/rdkafka.h>

#include "app/cli.h"
#include "app/perfcli.h"
#include "base/util.h"

typedef enum lg_kind {
        LG_RENAME,   /* the option under a new name */
        LG_PROPERTY, /* now a client property */
        LG_GONE      /* dropped, nothing replaces it */
} lg_kind;

typedef struct legacy {
        const char *cmd; /* "produce", "consume", or NULL: both */
        const char *name;
        lg_kind kind;
        const char *now;  /* new option, or librdkafka property name */
        const char *java; /* LG_PROPERTY: the Java client's property, or
                             NULL when it has none */
        const char *why;
} legacy;

static const legacy table[] = {
        { "produce", "--broker-list", LG_RENAME, "--bootstrap-server", NULL,
          "the producer tool before Kafka 0.9" },
        { "consume", "--broker-list", LG_RENAME, "--bootstrap-server", NULL,
          "deprecated in Kafka 3.x and gone from Kafka 4's "
          "kafka-consumer-perf-test" },
        { NULL, "--zookeeper", LG_GONE, "--bootstrap-server", NULL,
          "the perf tools talk to the brokers, not to ZooKeeper, since the "
          "old consumer was removed" },
        { "produce", "--topics", LG_RENAME, "--topic", NULL,
          "the producer tool before Kafka 0.9" },
        { "produce", "--messages", LG_RENAME, "--num-records", NULL,
          "the producer tool before Kafka 0.9" },
        { "produce", "--message-size", LG_RENAME, "--record-size", NULL,
          "the producer tool before Kafka 0.9" },
        /* librdkafka counts messages per batch; the Java producer only
         * bytes (batch.size): Kafka's tool has no counterpart. */
        { "produce", "--batch-size", LG_PROPERTY, "batch.num.messages", NULL,
          "the producer tool before Kafka 0.9; it counted messages per batch" },
        { "produce", "--compression-codec", LG_PROPERTY, "compression.codec",
          "compression.type",
          "the producer tool before Kafka 0.9; 0 none, 1 gzip, 2 snappy, "
          "3 lz4" },
};

static const legacy *find(const char *cmd, const char *arg, size_t *name_len)
{
        for (size_t i = 0; i < KP_ARRAY_LEN(table); i++) {
                const legacy *l = &table[i];
                size_t n = strlen(l->name);
                if (l->cmd && strcmp(l->cmd, cmd) != 0)
                        continue;
                if (strncmp(arg, l->name, n) == 0 &&
                    (arg[n] == '\0' || arg[n] == '=')) {
                        *name_len = n;
                        return l;
                }
        }
        return NULL;
}

/* The old codec numbers, and names as they are. */
static const char *codec(const char *v)
{
        static const char *const names[] = { "none", "gzip", "snappy", "lz4" };
        if (v[0] >= '0' && v[0] <= '3' && v[1] == '\0')
                return names[v[0] - '0'];
        return v;
}

static void put_arg(kp_buf *b, const char *a)
{
        int plain = *a != '\0';
        for (const char *p = a; *p; p++)
                if (!strchr(
                        "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
                        "0123456789-_.,:=/+@%",
                        *p))
                        plain = 0;
        kp_buf_putc(b, ' ');
        if (plain) {
                kp_buf_puts(b, a);
                return;
        }
        kp_buf_putc(b, '\'');
        for (const char *p = a; *p; p++) {
                if (*p == '\'')
                        kp_buf_puts(b, "'\\''");
                else
                        kp_buf_putc(b, *p);
        }
        kp_buf_putc(b, '\'');
}

static int has(int argc, char **argv, const char *name)
{
        size_t n = strlen(name);
        for (int i = 1; i < argc; i++)
                if (strncmp(argv[i], name, n) == 0 &&
                    (argv[i][n] == '\0' || argv[i][n] == '='))
                        return 1;
        return 0;
}

int kp_perf_legacy(const char *cmd, int argc, char **argv)
{
        kp_buf now = { 0 }, java = { 0 }, left = { 0 }, lines = { 0 };
        int any = 0, boot = 0, differ = 0;
        for (int i = 1; i < argc; i++) {
                size_t n = 0;
                const legacy *l = find(cmd, argv[i], &n);
                const char *v;
                if (!l)
                        continue;
                any = 1;
                if (argv[i][n] == '=')
                        v = argv[i] + n + 1;
                else
                        v = i + 1 < argc ? argv[i + 1] : "";
                if (l->kind == LG_RENAME &&
                    strcmp(l->now, "--bootstrap-server") == 0)
                        boot = 1;
                if (l->kind == LG_RENAME && has(argc, argv, l->now))
                        kp_buf_printf(&lines,
                                      "  %s %s: now %s, which this command "
                                      "line gives already: left out (%s)\n",
                                      l->name, v, l->now, l->why);
                else if (l->kind == LG_RENAME)
                        kp_buf_printf(&lines, "  %s %s: now %s %s (%s)\n",
                                      l->name, v, l->now, v, l->why);
                else if (l->kind == LG_PROPERTY)
                        kp_buf_printf(&lines,
                                      "  %s %s: now the client property %s: "
                                      "-X %s=%s (%s)\n",
                                      l->name, v, l->now, l->now,
                                      strcmp(l->now, "compression.codec") == 0
                                          ? codec(v)
                                          : v,
                                      l->why);
                else
                        kp_buf_printf(&lines,
                                      "  %s %s: gone: %s; give the brokers "
                                      "with %s\n",
                                      l->name, v, l->why, l->now);
        }
        if (!any)
                return 0;
        /* The same test today: kplan's command, and Kafka's tool's, which
         * takes client properties by their Java names through
         * --command-property and knows no -X. */
        kp_buf_printf(&now, "kplan %s", cmd);
        kp_buf_printf(&java, "kafka-%s-perf-test.sh",
                      strcmp(cmd, "produce") == 0 ? "producer" : "consumer");
        for (int i = 1; i < argc; i++) {
                size_t n = 0;
                const legacy *l = find(cmd, argv[i], &n);
                const char *v;
                if (!l) {
                        put_arg(&now, argv[i]);
                        put_arg(&java, argv[i]);
                        continue;
                }
                if (argv[i][n] == '=') {
                        v = argv[i] + n + 1;
                } else {
                        v = i + 1 < argc ? argv[i + 1] : "";
                        if (i + 1 < argc)
                                i++;
                }
                if (l->kind == LG_RENAME && !has(argc, argv, l->now)) {
                        put_arg(&now, l->now);
                        put_arg(&now, v);
                        put_arg(&java, l->now);
                        put_arg(&java, v);
                } else if (l->kind == LG_PROPERTY) {
                        char kv[512];
                        const char *val =
                            strcmp(l->now, "compression.codec") == 0 ? codec(v)
                                                                     : v;
                        snprintf(kv, sizeof(kv), "%s=%s", l->now, val);
                        put_arg(&now, "-X");
                        put_arg(&now, kv);
                        differ = 1;
                        if (l->java) {
                                snprintf(kv, sizeof(kv), "%s=%s", l->java, val);
                                put_arg(&java, "--command-property");
                                put_arg(&java, kv);
                        } else {
                                kp_buf_printf(&left,
                                              "  (%s=%s left out: a "
                                              "librdkafka property the Java "
                                              "producer has no counterpart "
                                              "of; its batch.size counts "
                                              "bytes)\n",
                                              l->now, val);
                        }
                }
        }
        if (!boot && !has(argc, argv, "--bootstrap-server")) {
                kp_buf_puts(&now, " --bootstrap-server BROKER:9092");
                kp_buf_puts(&java, " --bootstrap-server BROKER:9092");
        }
        if (strcmp(cmd, "produce") == 0) {
                /* The old tool sent as fast as it could, 100 B by default. */
                if (!has(argc, argv, "--throughput")) {
                        kp_buf_puts(&now, " --throughput -1");
                        kp_buf_puts(&java, " --throughput -1");
                }
                if (!has(argc, argv, "--record-size") &&
                    !has(argc, argv, "--message-size") &&
                    !has(argc, argv, "--payload-file") &&
                    !has(argc, argv, "--payload-monotonic")) {
                        kp_buf_puts(&now, " --record-size 100");
                        kp_buf_puts(&java, " --record-size 100");
                }
        }
        fprintf(stderr,
                "kplan %s: this command line uses options of an older Kafka "
                "perf tool:\n%s",
                cmd, lines.s ? lines.s : "");
        if (!differ)
                fprintf(stderr,
                        "The same test with kplan %s (and with Kafka's "
                        "kafka-%s-perf-test.sh today):\n  %s\n",
                        cmd,
                        strcmp(cmd, "produce") == 0 ? "producer" : "consumer",
                        now.s ? now.s : "");
        else
                fprintf(stderr,
                        "The same test with kplan %s:\n  %s\n"
                        "With Kafka's tool today:\n  %s\n%s",
                        cmd, now.s ? now.s : "", java.s ? java.s : "",
                        left.s ? left.s : "");
        kp_buf_free(&now);
        kp_buf_free(&java);
        kp_buf_free(&left);
        kp_buf_free(&lines);
        return KP_EXIT_USAGE;
}

int kp_perf_share_unsupported(const char *cmd)
{
        fprintf(stderr,
                "kplan %s: share groups (KIP-932, Kafka's "
                "kafka-share-consumer-perf-test.sh) need a share consumer, "
                "which librdkafka has from version 2.15.0 on (a preview "
                "there); this kplan is built with librdkafka %s, which has "
                "none. kplan consume --group measures a consumer group "
                "instead.\n",
                cmd, rd_kafka_version_str());
        return KP_EXIT_USAGE;
}
