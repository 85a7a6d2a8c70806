/*
 * kplan consume: a drop-in for kafka-consumer-perf-test.sh. Same options,
 * the same CSV header and rows, then kplan's own lines: end-to-end latency
 * and completeness.
 */
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <regex.h>
#include <string.h>
#include <time.h>

#include "app/cli.h"
#include "app/options.h"
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

/* The command's options, as parsed; the spec is filled on the way. */
typedef struct consume_opts {
        kp_perf_common perf;
        kp_consume_spec s;
        const char *topic, *include, *date_format;
        uint64_t messages, size, fill;
        int have_messages, have_fill, hide_header, print_metrics, detailed;
        int64_t report_us;
        char group[64];
} consume_opts;

static int opt_messages(void *field, const char *arg, const char *v)
{
        consume_opts *o = field;
        o->have_messages = 1;
        return kp_perf_count(&o->perf, arg, v, 1, KP_MAX_EXACT, &o->messages);
}

static int opt_record_size(void *field, const char *arg, const char *v)
{
        consume_opts *o = field;
        return kp_perf_count(&o->perf, arg, v, 1, 100ULL * 1048576, &o->size);
}

static int opt_fill(void *field, const char *arg, const char *v)
{
        consume_opts *o = field;
        (void)arg;
        o->have_fill = 1;
        return kp_perf_count(&o->perf, "--fill", v, 0, UINT64_MAX, &o->fill);
}

/* Milliseconds, 1 to a day, into *us. */
static int opt_ms(const consume_opts *o, const char *arg, const char *v,
                  int64_t *us)
{
        uint64_t n;
        int rc = kp_perf_count(&o->perf, arg, v, 1, 86400000ULL, &n);
        if (rc == KP_OPTS_GO_ON)
                *us = (int64_t)n * 1000;
        return rc;
}

static int opt_timeout(void *field, const char *arg, const char *v)
{
        consume_opts *o = field;
        return opt_ms(o, arg, v, &o->s.timeout_us);
}

static int opt_report_ms(void *field, const char *arg, const char *v)
{
        consume_opts *o = field;
        return opt_ms(o, arg, v, &o->report_us);
}

static int opt_threads(void *field, const char *arg, const char *v)
{
        consume_opts *o = field;
        return kp_perf_count_int(&o->perf, arg, v, 1, 256, &o->s.consumers);
}

static int opt_fetch_size(void *field, const char *arg, const char *v)
{
        consume_opts *o = field;
        char why[256];
        (void)arg;
        if (!v || kp_parse_size(v, &o->s.fetch_size, why, sizeof(why)) ||
            o->s.fetch_size == 0)
                return kp_usage_error("consume", "--fetch-size: bad value");
        return KP_OPTS_GO_ON;
}

static int opt_share_group(void *field, const char *arg, const char *v)
{
        (void)field;
        (void)arg;
        (void)v;
        return kp_perf_share_unsupported("consume");
}

/* Accepted and ignored, as Kafka's tool does. */
static int opt_ignored(void *field, const char *arg, const char *v)
{
        (void)field;
        (void)arg;
        (void)v;
        return KP_OPTS_GO_ON;
}

#define AT(f) offsetof(consume_opts, f)
#define PERF  AT(perf)
static const kp_opt consume_table[] = {
        { "--bootstrap-server", 0, KP_OPT_VALUE, NULL, AT(perf.bootstrap) },
        { "--client-defaults", 0, KP_OPT_VALUE, kp_perf_opt_defaults, PERF },
        { "--topic", 0, KP_OPT_VALUE, NULL, AT(topic) },
        { "--include", 0, KP_OPT_VALUE, NULL, AT(include) },
        { "--share-group", 0, KP_OPT_VALUE, opt_share_group, 0 },
        { "--messages", 0, KP_OPT_VALUE, opt_messages, 0 },
        { "--num-records", 0, KP_OPT_VALUE, opt_messages, 0 },
        { "--group", 0, KP_OPT_VALUE, NULL, AT(s.group) },
        { "--fetch-size", 0, KP_OPT_VALUE, opt_fetch_size, 0 },
        { "--consumer.config", 0, KP_OPT_VALUE, kp_perf_opt_config, PERF },
        { "--command-config", 0, KP_OPT_VALUE, kp_perf_opt_config, PERF },
        { "--timeout", 0, KP_OPT_VALUE, opt_timeout, 0 },
        { "--reporting-interval", 0, KP_OPT_VALUE, opt_report_ms, 0 },
        { "--date-format", 0, KP_OPT_VALUE, NULL, AT(date_format) },
        { "--threads", 0, KP_OPT_VALUE, opt_threads, 0 },
        { "--num-fetch-threads", 0, KP_OPT_VALUE, opt_ignored, 0 },
        { "--socket-buffer-size", 0, KP_OPT_VALUE, opt_ignored, 0 },
        { "--record-size", 0, KP_OPT_VALUE, opt_record_size, 0 },
        { "--fill", 0, KP_OPT_VALUE, opt_fill, 0 },
        { "--partitions", 0, KP_OPT_VALUE, kp_perf_opt_partitions, PERF },
        { "-X", 0, KP_OPT_VALUE, kp_perf_opt_property, PERF },
        { "--property", 0, KP_OPT_VALUE, kp_perf_opt_property, PERF },
        { "--command-property", 0, KP_OPT_VALUE, kp_perf_opt_property, PERF },
        { "--from-latest", 0, KP_OPT_FLAG, NULL, AT(s.from_latest) },
        { "--show-detailed-stats", 0, KP_OPT_FLAG, NULL, AT(detailed) },
        { "--hide-header", 0, KP_OPT_FLAG, NULL, AT(hide_header) },
        { "--print-metrics", 0, KP_OPT_FLAG, NULL, AT(print_metrics) },
};
#undef PERF
#undef AT

static const kp_opts_table consume_opts_table = { "consume", consume_table,
                                                  KP_ARRAY_LEN(consume_table),
                                                  help };

static void consume_defaults(consume_opts *o)
{
        o->perf.cmd = "consume";
        o->perf.no_file = " needs a file";
        o->perf.no_prop = ": needs key=value";
        o->s.consumers = 1;
        o->s.timeout_us = 10LL * 1000000;
        o->s.interval_us = 1000000;
        o->report_us = 5000000;
        o->date_format = "yyyy-MM-dd HH:mm:ss:SSS";
        o->size = 100;
        o->perf.partitions = 6;
        snprintf(o->group, sizeof(o->group), "perf-consumer-%d",
                 (int)(kp_wall_us() % 100000));
        o->s.group = o->group;
}

/* --include: Kafka matches the whole name (Pattern.matches); a librdkafka
 * subscription to "^..." matches a regular expression anywhere, so it is
 * anchored here. *pattern: the subscription, caller frees. */
static int check_include(consume_opts *o, char **pattern)
{
        char err[1024];
        regex_t re;
        int bad;
        if (asprintf(pattern, "^(%s)$", o->include) < 0) {
                *pattern = NULL;
                return KP_EXIT_USAGE;
        }
        bad = regcomp(&re, *pattern, REG_EXTENDED | REG_NOSUB);
        if (bad) {
                regerror(bad, &re, err, sizeof(err));
                return kp_usage_error("consume",
                                      "--include: not a regular expression: "
                                      "%s: \"%s\"",
                                      err, o->include);
        }
        regfree(&re);
        if (!o->perf.bootstrap &&
            !kp_kv_get(&o->perf.props, "bootstrap.servers"))
                return kp_usage_error("consume",
                                      "--include reads the topics of a real "
                                      "cluster: give --bootstrap-server (the "
                                      "embedded cluster is filled through one "
                                      "--topic)");
        return KP_OPTS_GO_ON;
}

/* Every local input before anything connects; the spec completed. */
static int check_inputs(consume_opts *o, char **pattern)
{
        char err[1024];
        int rc;
        if (kp_perf_props_final(&o->perf.props, &o->perf.file_props)) {
                fprintf(stderr, "kplan consume: out of memory\n");
                return KP_EXIT_USAGE;
        }
        if ((!o->topic && !o->include) || !o->have_messages)
                return kp_usage_error("consume", "--topic (or --include) and "
                                                 "--num-records are required");
        if (o->topic && o->include)
                return kp_usage_error("consume", "Exactly one of --topic and "
                                                 "--include is required");
        if (o->topic && kp_topic_name_check(o->topic, err, sizeof(err)))
                return kp_usage_error("consume", "--topic: %s", err);
        if (o->include) {
                rc = check_include(o, pattern);
                if (rc != KP_OPTS_GO_ON)
                        return rc;
                o->topic = *pattern;
        }
        o->s.topic = o->topic;
        o->s.max_messages = o->messages;
        /* Recorded as the messages' age when read, and said so. */
        o->s.record_e2e = 1;
        return KP_OPTS_GO_ON;
}

/* The messages of the embedded cluster: offsets 0 to each partition's
 * high watermark, in ranges (o->perf.partitions of them, caller frees). */
static int fill_ranges(kp_cluster *c, consume_opts *o,
                       kp_partition_range **ranges)
{
        int64_t *high = calloc((size_t)o->perf.partitions, sizeof(*high));
        char err[1024];
        int rc = KP_OPTS_GO_ON;
        *ranges = calloc((size_t)o->perf.partitions, sizeof(**ranges));
        if (!high || !*ranges ||
            kp_cluster_high_watermarks(c, o->topic, o->perf.partitions, high,
                                       err, sizeof(err))) {
                fprintf(stderr, "kplan consume: %s\n",
                        high && *ranges ? err : "out of memory");
                rc = KP_EXIT_RUNTIME;
        }
        for (int p = 0; rc == KP_OPTS_GO_ON && p < o->perf.partitions; p++) {
                (*ranges)[p].partition = p;
                (*ranges)[p].start = 0;
                (*ranges)[p].end = high[p];
        }
        free(high);
        return rc;
}

/* The embedded cluster starts empty: fill it, then read back exactly
 * what was written. */
static int prepare_embedded(kp_cluster *c, consume_opts *o,
                            volatile sig_atomic_t *stop,
                            kp_partition_range **ranges)
{
        kp_consume_spec *s = &o->s;
        kp_topic_info ti;
        kp_cluster_info warn = { 0 };
        kp_topic_want w = { 0 };
        char err[1024];
        int rc;
        w.name = o->topic;
        w.partitions = o->perf.partitions;
        w.replication_factor = -1;
        w.create = 1;
        if (kp_cluster_ensure_topic(c, &w, &ti, &warn, err, sizeof(err))) {
                fprintf(stderr, "kplan consume: %s\n", err);
                return KP_EXIT_RUNTIME;
        }
        kp_topic_info_clear(&ti);
        s->run_tag = (uint32_t)(kp_wall_us() & 0xffffffff);
        if (!o->have_fill)
                o->fill = o->messages;
        /* The fill is what there is to read: starting at the end of the
         * log would find nothing. */
        if (o->fill && s->from_latest)
                fprintf(stderr, "kplan consume: --from-latest has no effect on "
                                "the embedded cluster: the consumer reads the "
                                "messages of the fill\n");
        if (o->fill &&
            fill_embedded(c, o->topic, o->fill, o->size, stop, s->run_tag))
                return KP_EXIT_RUNTIME;
        rc = fill_ranges(c, o, ranges);
        /* Read back exactly what was written; without a fill, read the
         * topic as on a real cluster. */
        if (rc == KP_OPTS_GO_ON && o->fill) {
                s->ranges = *ranges;
                s->n_ranges = (size_t)o->perf.partitions;
                s->expected = o->fill < o->messages ? o->fill : o->messages;
        }
        return rc;
}

/* The test itself, after Kafka's CSV header. */
static int consume(kp_cluster *c, consume_opts *o, kp_consume_result *res,
                   volatile sig_atomic_t *stop, int64_t *start_wall)
{
        consume_ui ui = { 0 };
        char err[1024];
        int ret;
        ui.detailed = o->detailed;
        ui.date_format = o->date_format;
        ui.report_us = o->report_us;
        if (!o->hide_header)
                printf("%s, rebalance.time.ms, fetch.time.ms, fetch.MB.sec, "
                       "fetch.nMsg.sec\n",
                       ui.detailed ? "time, threadId, data.consumed.in.MB, "
                                     "MB.sec, data.consumed.in.nMsg, nMsg.sec"
                                   : "start.time, end.time, "
                                     "data.consumed.in.MB, MB.sec, "
                                     "data.consumed.in.nMsg, nMsg.sec");
        fflush(stdout);
        kp_progress_init(&ui.bar, stderr, "consume");
        *start_wall = kp_wall_us();
        ui.last_report_us = kp_now_us();
        ret = kp_consume_run(c, &o->s, res, on_interval, &ui, stop, err,
                             sizeof(err));
        kp_progress_done(&ui.bar);
        if (ret) {
                fprintf(stderr, "kplan consume: %s\n", err);
                return KP_EXIT_RUNTIME;
        }
        return KP_OPTS_GO_ON;
}

/* Kafka's summary row (when there were no detailed rows), then kplan's
 * own lines. */
static void print_summary(const consume_opts *o, const kp_consume_result *res,
                          int64_t start_wall)
{
        char when0[64], when1[64];
        if (res->timed_out)
                printf("WARNING: Exiting before consuming the expected number "
                       "of messages: timeout (%lld ms) exceeded. You can use "
                       "the --timeout option to increase the timeout.\n",
                       (long long)(o->s.timeout_us / 1000));
        if (!o->detailed) {
                double mb = (double)res->bytes / 1048576.0;
                java_date(when0, sizeof(when0), o->date_format, start_wall);
                java_date(when1, sizeof(when1), o->date_format,
                          start_wall + (int64_t)(res->duration_s * 1e6));
                printf("%s, %s, %.4f, %.4f, %llu, %.4f, %lld, %lld, %.4f, "
                       "%.4f\n",
                       when0, when1, mb, res->mib_per_sec,
                       (unsigned long long)res->messages, res->msgs_per_sec,
                       (long long)(res->rebalance_ms + 0.5),
                       (long long)(res->fetch_s * 1000 + 0.5),
                       res->fetch_mib_per_sec, res->fetch_msgs_per_sec);
        }
        printf("kplan: end-to-end latency (production time to receipt, "
               "including any wait before the consumer read it): avg %.3f "
               "ms, p50 %.3f, p95 %.3f, p99 %.3f, p99.9 %.3f, max %.3f ms "
               "(%llu messages)\n",
               res->e2e.avg_ms, res->e2e.p50_ms, res->e2e.p95_ms,
               res->e2e.p99_ms, res->e2e.p999_ms, res->e2e.max_ms,
               (unsigned long long)res->e2e.count);
        printf("kplan: consumed %llu of %llu messages (completeness %.4f%%, "
               "missing %llu)%s\n",
               (unsigned long long)res->messages,
               (unsigned long long)res->expected, res->completeness * 100.0,
               (unsigned long long)res->missing,
               res->timed_out ? "; stopped by the timeout" : "");
        for (size_t p = 0; p < res->n_partitions; p++)
                printf("kplan: partition %d: offsets %lld..%lld, consumed "
                       "%llu\n",
                       res->partitions[p].partition,
                       (long long)res->partitions[p].start,
                       (long long)res->partitions[p].end,
                       (unsigned long long)res->partitions[p].consumed);
        if (o->print_metrics)
                printf("kplan: metrics: consumers %d, intervals %zu, bytes "
                       "%llu\n",
                       res->consumers, res->intervals.n,
                       (unsigned long long)res->bytes);
        if (res->timed_out)
                fprintf(stderr,
                        "kplan consume: no message for %lld ms: stopped "
                        "after %llu of %llu messages\n",
                        (long long)(o->s.timeout_us / 1000),
                        (unsigned long long)res->messages,
                        (unsigned long long)o->messages);
}

int kp_cmd_consume(int argc, char **argv)
{
        consume_opts o = { 0 };
        kp_consume_result res = { 0 };
        kp_cluster *c = NULL;
        kp_partition_range *ranges = NULL;
        char *pattern = NULL;
        int64_t start_wall = 0;
        volatile sig_atomic_t *stop;
        int rc;

        consume_defaults(&o);
        rc = kp_perf_begin(&consume_opts_table, argc, argv);
        if (rc == KP_OPTS_GO_ON)
                rc = kp_opts_parse(&consume_opts_table, argc, argv, &o);
        if (rc == KP_OPTS_GO_ON)
                rc = check_inputs(&o, &pattern);
        if (rc != KP_OPTS_GO_ON)
                goto out;
        stop = kp_signals_install();
        rc = kp_perf_connect(&o.perf, &c);
        if (rc)
                goto out;
        rc = kp_cluster_embedded(c) ? prepare_embedded(c, &o, stop, &ranges)
                                    : KP_OPTS_GO_ON;
        if (rc == KP_OPTS_GO_ON)
                rc = consume(c, &o, &res, stop, &start_wall);
        if (rc != KP_OPTS_GO_ON)
                goto out;
        print_summary(&o, &res, start_wall);
        rc = res.timed_out || *stop || res.messages < o.messages ? KP_EXIT_FAIL
                                                                 : KP_EXIT_PASS;
out:
        kp_cluster_close(c);
        kp_perf_common_free(&o.perf);
        free(pattern);
        free(ranges);
        kp_consume_result_free(&res);
        return rc;
}

int kp_cmd_share_consume(int argc, char **argv)
{
        if (kp_opts_help_asked(argc, argv)) {
                printf("Usage: kplan share-consume [OPTIONS of "
                       "kafka-share-consumer-perf-test]\n"
                       "\n"
                       "The counterpart of Kafka's "
                       "kafka-share-consumer-perf-test.sh (share groups, "
                       "KIP-932).\n"
                       "It needs librdkafka's share consumer, which this "
                       "build does not have: it\n"
                       "says which librdkafka would have one and exits 2. "
                       "kplan consume measures a\n"
                       "consumer group.\n");
                return KP_EXIT_PASS;
        }
        return kp_perf_share_unsupported("share-consume");
}
