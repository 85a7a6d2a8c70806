/*
 * kplan consume: a drop-in for kafka-consumer-perf-test.sh. Same options,
 * the same CSV header and rows, then kplan's own lines: end-to-end latency
 * and completeness.
 */
#include <stdio.h>
#include <stdlib.h>
#include <regex.h>
#include <string.h>
#include <time.h>

#include "app/cli.h"
#include "app/perfcli.h"
#include "base/progress.h"
#include "base/signals.h"
#include "base/units.h"
#include "base/util.h"
#include "kafka/consumer.h"
#include "kafka/producer.h"
#include "results/client.h"

static void help(void)
{
        printf(
            "Usage: kplan consume (--topic TOPIC | --include REGEX) "
            "--num-records N\n"
            "                     [OPTIONS]\n"
            "\n"
            "A consumer test that takes kafka-consumer-perf-test's options "
            "and prints its\n"
            "CSV header and rows, followed by kplan's own lines (end-to-end "
            "latency,\n"
            "completeness).\n"
            "\n"
            "Kafka's options:\n"
            "  --bootstrap-server HOST:PORT  the cluster\n"
            "  --topic TOPIC                 topic to consume\n"
            "  --include REGEX               every topic whose whole name "
            "matches REGEX (a\n"
            "                                real cluster; librdkafka's "
            "regular expressions)\n"
            "  --num-records N               messages to consume "
            "(--messages, its older\n"
            "                                name, too)\n"
            "  --group ID                    consumer group (default "
            "perf-consumer-NNNNN)\n"
            "  --fetch-size BYTES            max.partition.fetch.bytes\n"
            "  --from-latest                 start at the end of the log, "
            "not the beginning\n"
            "                                (not on the embedded cluster: "
            "it reads its fill)\n"
            "  --command-config FILE         Java client .properties file "
            "(--consumer.config,\n"
            "                                its older name, too)\n"
            "  --command-property K=V        a client property "
            "(repeatable)\n"
            "  --timeout MS                  give up when no message "
            "arrives for MS (10000)\n"
            "  --reporting-interval MS       detailed stats every MS "
            "(5000)\n"
            "  --show-detailed-stats         a row per reporting interval\n"
            "  --hide-header                 no CSV header\n"
            "  --date-format FORMAT          Java SimpleDateFormat "
            "(yyyy-MM-dd HH:mm:ss:SSS)\n"
            "  --print-metrics               a line of kplan's figures at the "
            "end\n"
            "                                (consumers, intervals, bytes), "
            "not the "
            "Java\n"
            "                                client's metrics\n"
            "  --num-fetch-threads N, --socket-buffer-size N\n"
            "                                accepted and ignored, as "
            "Kafka's tool does\n"
            "  --threads N                   consumers in the group "
            "(Kafka ignores it; kplan\n"
            "                                runs N consumers)\n"
            "kplan's options:\n"
            "  --client-defaults D           java: the Java client's values "
            "where\n"
            "                                librdkafka's differ "
            "(read_uncommitted; the\n"
            "                                default), or librdkafka: its "
            "own\n"
            "  -X, --property K=V            a client property\n"
            "  --record-size BYTES           size of the messages that fill "
            "the embedded\n"
            "                                cluster (100)\n"
            "  --partitions N                partitions of the topic on the "
            "embedded\n"
            "                                cluster (6)\n"
            "  --fill N                      messages to fill the embedded "
            "cluster with\n"
            "                                (default: --num-records; 0: "
            "none)\n"
            "\n"
            "Without a bootstrap server the embedded cluster (librdkafka's "
            "mock) lives only\n"
            "inside this process, so kplan consume first fills it with the "
            "requested\n"
            "messages (unlimited rate), then measures their consumption. "
            "It is a demo, not\n"
            "evidence about any cluster.\n"
            "\n"
            "MB is MiB (2^20 bytes), as in Kafka's tool. End-to-end latency "
            "runs from the\n"
            "production time carried in each message to its receipt: read "
            "after production,\n"
            "it includes the time the message waited.\n"
            "\n"
            "Share groups (kafka-share-consumer-perf-test.sh, "
            "--share-group) need a newer\n"
            "librdkafka than kplan's: the error says which. Options of "
            "older tools\n"
            "(--zookeeper, --broker-list) are answered with their "
            "replacements and the\n"
            "equivalent command (exit 2).\n"
            "\n"
            "Exit 0 when every message was consumed, 1 on timeout or "
            "interruption, 2 for a\n"
            "usage error, 3 when the cluster cannot be reached.\n");
}

/* Java SimpleDateFormat letters kplan understands: y M d H m s S. */
static void java_date(char *out, size_t n, const char *fmt, int64_t wall_us)
{
        time_t t = (time_t)(wall_us / 1000000);
        struct tm tm;
        size_t o = 0;
        localtime_r(&t, &tm);
        for (const char *p = fmt; *p && o + 8 < n;) {
                char c = *p;
                int count = 0, v = -1, width;
                while (p[count] == c)
                        count++;
                switch (c) {
                case 'y':
                        v = tm.tm_year + 1900;
                        if (count == 2)
                                v %= 100;
                        break;
                case 'M':
                        v = tm.tm_mon + 1;
                        break;
                case 'd':
                        v = tm.tm_mday;
                        break;
                case 'H':
                        v = tm.tm_hour;
                        break;
                case 'm':
                        v = tm.tm_min;
                        break;
                case 's':
                        v = tm.tm_sec;
                        break;
                case 'S':
                        v = (int)(wall_us / 1000 % 1000);
                        break;
                default:
                        break;
                }
                if (v < 0) {
                        out[o++] = *p++;
                        continue;
                }
                width = count;
                o += (size_t)snprintf(out + o, n - o, "%0*d", width, v);
                p += count;
        }
        out[o < n ? o : n - 1] = '\0';
}

typedef struct consume_ui {
        kp_progress bar;
        int detailed;
        const char *date_format;
        int64_t report_us, last_report_us, start_wall_us;
        uint64_t last_msgs;
        double last_bytes, bytes;
        int64_t join_us;
} consume_ui;

static void on_interval(void *opaque, const kp_interval *iv,
                        const kp_consume_live *live)
{
        consume_ui *ui = opaque;
        int64_t now = kp_now_us();
        char text[128], rate[32];
        ui->bytes += iv->mib_per_sec * iv->dur_s * 1048576.0;
        if (ui->detailed && now - ui->last_report_us >= ui->report_us) {
                double secs = (double)(now - ui->last_report_us) / 1e6;
                double mb = ui->bytes / 1048576.0;
                char when[64];
                java_date(when, sizeof(when), ui->date_format, kp_wall_us());
                kp_progress_done(&ui->bar);
                printf("%s, %d, %.4f, %.4f, %llu, %.4f, %lld, %lld, %.4f, "
                       "%.4f\n",
                       when, 0, mb, (mb - ui->last_bytes / 1048576.0) / secs,
                       (unsigned long long)live->consumed,
                       (double)(live->consumed - ui->last_msgs) / secs, 0LL,
                       (long long)(secs * 1000),
                       (mb - ui->last_bytes / 1048576.0) / secs,
                       (double)(live->consumed - ui->last_msgs) / secs);
                fflush(stdout);
                ui->last_msgs = live->consumed;
                ui->last_bytes = ui->bytes;
                ui->last_report_us = now;
        }
        if (ui->bar.tty) {
                snprintf(text, sizeof(text), "%s msg/s%s",
                         kp_fmt_count(rate, sizeof(rate),
                                      (uint64_t)iv->msgs_per_sec),
                         live->joined ? "" : "  (joining the group)");
                kp_progress_update(&ui->bar,
                                   live->target ? (double)live->consumed /
                                                      (double)live->target
                                                : -1,
                                   -1, text);
        }
}

static int fill_embedded(kp_cluster *c, const char *topic, uint64_t n,
                         uint64_t size, volatile sig_atomic_t *stop,
                         uint32_t tag)
{
        kp_produce_spec ps = { 0 };
        kp_produce_result pr = { 0 };
        char err[512];
        int ret;
        ps.topic = topic;
        ps.messages = n;
        ps.record_size = size;
        ps.producers = 1;
        ps.seed = 1;
        ps.interval_us = 1000000;
        ps.drain_timeout_us = 60LL * 1000000;
        ps.run_tag = tag;
        fprintf(stderr,
                "kplan consume: filling the embedded cluster with "
                "%llu messages of %llu B\n",
                (unsigned long long)n, (unsigned long long)size);
        ret = kp_produce_run(c, &ps, &pr, NULL, NULL, stop, err, sizeof(err));
        if (ret)
                fprintf(stderr, "kplan consume: %s\n", err);
        else if (pr.delivered != n) {
                fprintf(stderr,
                        "kplan consume: only %llu of %llu messages were "
                        "delivered to the embedded cluster\n",
                        (unsigned long long)pr.delivered,
                        (unsigned long long)n);
                ret = -1;
        }
        kp_produce_result_free(&pr);
        return ret;
}

int kp_cmd_consume(int argc, char **argv)
{
        kp_consume_spec s = { 0 };
        kp_consume_result res = { 0 };
        kp_kvlist props = { 0 }, file_props = { 0 };
        kp_cluster *c = NULL;
        consume_ui ui = { 0 };
        const char *v, *bootstrap = NULL, *defaults = NULL, *topic = NULL;
        uint64_t n, messages = 0, size = 100, fill = 0;
        const char *include = NULL;
        char *pattern = NULL;
        int have_fill = 0;
        int have_messages = 0, hide_header = 0, print_metrics = 0;
        int partitions = 6, rc = KP_EXIT_USAGE, m;
        char err[1024], group[64], when0[64], when1[64];
        kp_partition_range *ranges = NULL;
        int64_t *high = NULL, start_wall;
        volatile sig_atomic_t *stop;

        s.consumers = 1;
        s.timeout_us = 10LL * 1000000;
        s.interval_us = 1000000;
        ui.report_us = 5000000;
        ui.date_format = "yyyy-MM-dd HH:mm:ss:SSS";
        snprintf(group, sizeof(group), "perf-consumer-%d",
                 (int)(kp_wall_us() % 100000));
        s.group = group;
        for (int i = 1; i < argc; i++) {
                if (strcmp(argv[i], "-h") == 0 ||
                    strcmp(argv[i], "--help") == 0) {
                        help();
                        rc = KP_EXIT_PASS;
                        goto out;
                }
        }
        /* A command line of an older tool: what replaced its options. */
        rc = kp_perf_legacy("consume", argc, argv);
        if (rc)
                goto out;
        rc = KP_EXIT_USAGE;
        for (int i = 1; i < argc; i++) {
                const char *a = argv[i];
                char why[256];
#define OPT(name) ((m = kp_perf_opt(argc, argv, &i, name, &v)) != 0)
#define COUNT(dst, lo, hi)                                                     \
        do {                                                                   \
                if (m < 0 || kp_parse_count(v, &n, why, sizeof(why)) ||        \
                    n < (lo) || n > (hi)) {                                    \
                        kp_usage_error("consume", "%s: bad value \"%s\"", a,   \
                                       m < 0 ? "" : v);                        \
                        goto out;                                              \
                }                                                              \
                dst = n;                                                       \
        } while (0)
                if (OPT("--bootstrap-server")) {
                        bootstrap = v;
                } else if (OPT("--client-defaults")) {
                        kp_client_defaults d;
                        if (m < 0 || kp_client_defaults_parse(v, &d)) {
                                kp_usage_error("consume",
                                               "--client-defaults: expected "
                                               "java or librdkafka, got "
                                               "\"%s\"",
                                               v ? v : "");
                                goto out;
                        }
                        defaults = v;
                } else if (OPT("--topic")) {
                        topic = v;
                } else if (OPT("--include")) {
                        include = v;
                } else if (OPT("--share-group")) {
                        rc = kp_perf_share_unsupported("consume");
                        goto out;
                } else if (OPT("--messages") || OPT("--num-records")) {
                        COUNT(messages, 1, KP_MAX_EXACT);
                        have_messages = 1;
                } else if (OPT("--group")) {
                        s.group = v;
                } else if (OPT("--fetch-size")) {
                        if (m < 0 ||
                            kp_parse_size(v, &s.fetch_size, why, sizeof(why)) ||
                            s.fetch_size == 0) {
                                kp_usage_error("consume",
                                               "--fetch-size: bad value");
                                goto out;
                        }
                } else if (OPT("--consumer.config") ||
                           OPT("--command-config")) {
                        if (m < 0 || kp_perf_load_config(&file_props, v, err,
                                                         sizeof(err))) {
                                if (m < 0)
                                        kp_usage_error("consume",
                                                       "%s needs a file", a);
                                else
                                        fprintf(stderr, "kplan consume: %s\n",
                                                err);
                                goto out;
                        }
                } else if (OPT("--timeout")) {
                        COUNT(s.timeout_us, 1, 86400000ULL);
                        s.timeout_us *= 1000;
                } else if (OPT("--reporting-interval")) {
                        COUNT(ui.report_us, 1, 86400000ULL);
                        ui.report_us *= 1000;
                } else if (OPT("--date-format")) {
                        ui.date_format = v;
                } else if (OPT("--threads")) {
                        COUNT(s.consumers, 1, 256);
                } else if (OPT("--num-fetch-threads") ||
                           OPT("--socket-buffer-size")) {
                        /* Accepted and ignored, as Kafka's tool does. */
                } else if (OPT("--record-size")) {
                        COUNT(size, 1, 100ULL * 1048576);
                } else if (OPT("--fill")) {
                        if (m < 0 ||
                            kp_parse_count(v, &fill, why, sizeof(why))) {
                                kp_usage_error("consume",
                                               "--fill: bad value \"%s\"",
                                               m < 0 ? "" : v);
                                goto out;
                        }
                        have_fill = 1;
                } else if (OPT("--partitions")) {
                        COUNT(partitions, 1, 100000);
                } else if (OPT("-X") || OPT("--property") ||
                           OPT("--command-property")) {
                        if (m < 0 ||
                            kp_perf_add_prop(&props, v, err, sizeof(err))) {
                                kp_usage_error("consume", "%s: %s", a,
                                               m < 0 ? "needs key=value" : err);
                                goto out;
                        }
                } else if (strcmp(a, "--from-latest") == 0) {
                        s.from_latest = 1;
                } else if (strcmp(a, "--show-detailed-stats") == 0) {
                        ui.detailed = 1;
                } else if (strcmp(a, "--hide-header") == 0) {
                        hide_header = 1;
                } else if (strcmp(a, "--print-metrics") == 0) {
                        print_metrics = 1;
                } else {
                        kp_usage_error("consume", "unknown option \"%s\"", a);
                        goto out;
                }
#undef OPT
#undef COUNT
        }
        if (kp_perf_props_final(&props, &file_props)) {
                fprintf(stderr, "kplan consume: out of memory\n");
                goto out;
        }
        if ((!topic && !include) || !have_messages) {
                kp_usage_error("consume",
                               "--topic (or --include) and --num-records are "
                               "required");
                goto out;
        }
        if (topic && include) {
                kp_usage_error("consume", "Exactly one of --topic and "
                                          "--include is required");
                goto out;
        }
        /* Every local input before anything connects. */
        if (topic && kp_topic_name_check(topic, err, sizeof(err))) {
                kp_usage_error("consume", "--topic: %s", err);
                goto out;
        }
        if (include) {
                /* Kafka matches the whole name (Pattern.matches); a
                 * librdkafka subscription to "^..." matches a regular
                 * expression anywhere, so it is anchored here. */
                regex_t re;
                int bad;
                if (asprintf(&pattern, "^(%s)$", include) < 0) {
                        pattern = NULL;
                        goto out;
                }
                bad = regcomp(&re, pattern, REG_EXTENDED | REG_NOSUB);
                if (bad) {
                        regerror(bad, &re, err, sizeof(err));
                        kp_usage_error("consume",
                                       "--include: not a regular "
                                       "expression: %s: \"%s\"",
                                       err, include);
                        goto out;
                }
                regfree(&re);
                if (!bootstrap && !kp_kv_get(&props, "bootstrap.servers")) {
                        kp_usage_error("consume",
                                       "--include reads the topics of a real "
                                       "cluster: give --bootstrap-server (the "
                                       "embedded cluster is filled through "
                                       "one --topic)");
                        goto out;
                }
                topic = pattern;
        }
        s.topic = topic;
        s.max_messages = messages;
        /* Recorded as the messages' age when read, and said so. */
        s.record_e2e = 1;
        stop = kp_signals_install();
        rc = kp_perf_open_cluster("consume", bootstrap, &props, &c);
        if (rc)
                goto out;
        if (defaults) {
                kp_client_defaults d = KP_CLIENT_DEFAULTS_JAVA;
                kp_client_defaults_parse(defaults, &d);
                kp_cluster_set_client_defaults(c, d);
        }
        rc = KP_EXIT_RUNTIME;
        if (kp_cluster_embedded(c)) {
                /* The embedded cluster starts empty: fill it, then read
                 * back exactly what was written. */
                kp_topic_info ti;
                kp_cluster_info warn = { 0 };
                kp_topic_want w = { 0 };
                w.name = topic;
                w.partitions = partitions;
                w.replication_factor = -1;
                w.create = 1;
                if (kp_cluster_ensure_topic(c, &w, &ti, &warn, err,
                                            sizeof(err))) {
                        fprintf(stderr, "kplan consume: %s\n", err);
                        goto out;
                }
                kp_topic_info_clear(&ti);
                s.run_tag = (uint32_t)(kp_wall_us() & 0xffffffff);
                if (!have_fill)
                        fill = messages;
                /* The fill is what there is to read: starting at the end
                 * of the log would find nothing. */
                if (fill && s.from_latest)
                        fprintf(stderr,
                                "kplan consume: --from-latest has no effect "
                                "on the embedded cluster: the consumer reads "
                                "the messages of the fill\n");
                if (fill &&
                    fill_embedded(c, topic, fill, size, stop, s.run_tag))
                        goto out;
                high = calloc((size_t)partitions, sizeof(*high));
                ranges = calloc((size_t)partitions, sizeof(*ranges));
                if (!high || !ranges ||
                    kp_cluster_high_watermarks(c, topic, partitions, high, err,
                                               sizeof(err))) {
                        fprintf(stderr, "kplan consume: %s\n",
                                high && ranges ? err : "out of memory");
                        goto out;
                }
                for (int p = 0; p < partitions; p++) {
                        ranges[p].partition = p;
                        ranges[p].start = 0;
                        ranges[p].end = high[p];
                }
                /* Read back exactly what was written; without a fill,
                 * read the topic as on a real cluster. */
                if (fill) {
                        s.ranges = ranges;
                        s.n_ranges = (size_t)partitions;
                        s.expected = fill < messages ? fill : messages;
                }
        }
        if (!hide_header)
                printf("%s, rebalance.time.ms, fetch.time.ms, fetch.MB.sec, "
                       "fetch.nMsg.sec\n",
                       ui.detailed ? "time, threadId, data.consumed.in.MB, "
                                     "MB.sec, data.consumed.in.nMsg, nMsg.sec"
                                   : "start.time, end.time, "
                                     "data.consumed.in.MB, MB.sec, "
                                     "data.consumed.in.nMsg, nMsg.sec");
        fflush(stdout);
        kp_progress_init(&ui.bar, stderr, "consume");
        start_wall = kp_wall_us();
        ui.last_report_us = kp_now_us();
        if (kp_consume_run(c, &s, &res, on_interval, &ui, stop, err,
                           sizeof(err))) {
                kp_progress_done(&ui.bar);
                fprintf(stderr, "kplan consume: %s\n", err);
                goto out;
        }
        kp_progress_done(&ui.bar);
        if (res.timed_out)
                printf("WARNING: Exiting before consuming the expected number "
                       "of messages: timeout (%lld ms) exceeded. You can use "
                       "the --timeout option to increase the timeout.\n",
                       (long long)(s.timeout_us / 1000));
        if (!ui.detailed) {
                double mb = (double)res.bytes / 1048576.0;
                java_date(when0, sizeof(when0), ui.date_format, start_wall);
                java_date(when1, sizeof(when1), ui.date_format,
                          start_wall + (int64_t)(res.duration_s * 1e6));
                printf("%s, %s, %.4f, %.4f, %llu, %.4f, %lld, %lld, %.4f, "
                       "%.4f\n",
                       when0, when1, mb, res.mib_per_sec,
                       (unsigned long long)res.messages, res.msgs_per_sec,
                       (long long)(res.rebalance_ms + 0.5),
                       (long long)(res.fetch_s * 1000 + 0.5),
                       res.fetch_mib_per_sec, res.fetch_msgs_per_sec);
        }
        printf("kplan: end-to-end latency (production time to receipt, "
               "including any wait before the consumer read it): avg %.3f "
               "ms, p50 %.3f, p95 %.3f, p99 %.3f, p99.9 %.3f, max %.3f ms "
               "(%llu messages)\n",
               res.e2e.avg_ms, res.e2e.p50_ms, res.e2e.p95_ms, res.e2e.p99_ms,
               res.e2e.p999_ms, res.e2e.max_ms,
               (unsigned long long)res.e2e.count);
        printf("kplan: consumed %llu of %llu messages (completeness %.4f%%, "
               "missing %llu)%s\n",
               (unsigned long long)res.messages,
               (unsigned long long)res.expected, res.completeness * 100.0,
               (unsigned long long)res.missing,
               res.timed_out ? "; stopped by the timeout" : "");
        for (size_t p = 0; p < res.n_partitions; p++)
                printf("kplan: partition %d: offsets %lld..%lld, consumed "
                       "%llu\n",
                       res.partitions[p].partition,
                       (long long)res.partitions[p].start,
                       (long long)res.partitions[p].end,
                       (unsigned long long)res.partitions[p].consumed);
        if (print_metrics)
                printf("kplan: metrics: consumers %d, intervals %zu, bytes "
                       "%llu\n",
                       res.consumers, res.intervals.n,
                       (unsigned long long)res.bytes);
        if (res.timed_out)
                fprintf(stderr,
                        "kplan consume: no message for %lld ms: stopped "
                        "after %llu of %llu messages\n",
                        (long long)(s.timeout_us / 1000),
                        (unsigned long long)res.messages,
                        (unsigned long long)messages);
        rc = res.timed_out || *stop || res.messages < messages ? KP_EXIT_FAIL
                                                               : KP_EXIT_PASS;
out:
        kp_cluster_close(c);
        kp_kv_free(&props);
        kp_kv_free(&file_props);
        free(pattern);
        free(high);
        free(ranges);
        kp_consume_result_free(&res);
        return rc;
}

int kp_cmd_share_consume(int argc, char **argv)
{
        for (int i = 1; i < argc; i++)
                if (strcmp(argv[i], "-h") == 0 ||
                    strcmp(argv[i], "--help") == 0) {
                        printf("Usage: kplan share-consume [OPTIONS of "
                               "kafka-share-consumer-perf-test]\n"
                               "\n"
                               "The counterpart of Kafka's "
                               "kafka-share-consumer-perf-test.sh (share "
                               "groups, KIP-932).\n"
                               "It needs librdkafka's share consumer, which "
                               "this build does not have: it\n"
                               "says which librdkafka would have one and "
                               "exits 2. kplan consume measures a\n"
                               "consumer group.\n");
                        return KP_EXIT_PASS;
                }
        return kp_perf_share_unsupported("share-consume");
}
