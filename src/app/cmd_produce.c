/*
 * kplan produce: a drop-in for kafka-producer-perf-test.sh. Same options,
 * same interval and final lines (so scripts that parse Kafka's output keep
 * working), then kplan's own lines: both latencies with decimals, counts
 * that reconcile, errors by code.
 */
#include <math.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "app/cli.h"
#include "app/options.h"
#include "app/perfcli.h"
#include "base/progress.h"
#include "base/signals.h"
#include "base/units.h"
#include "base/util.h"
#include "kafka/faults.h"
#include "kafka/producer.h"
#include "results/client.h"

static void help(void)
{
        printf(
            "Usage: kplan produce --topic TOPIC --num-records N\n"
            "                     (--record-size BYTES | --payload-file FILE "
            "|\n"
            "                      --payload-monotonic)\n"
            "                     --throughput MSGS_PER_SEC [OPTIONS]\n"
            "\n"
            "A producer test that takes kafka-producer-perf-test's options "
            "and prints its\n"
            "lines, followed by kplan's own (both latencies, counts, "
            "errors by code).\n"
            "\n"
            "Kafka's options:\n"
            "  --topic TOPIC                 topic to produce to\n"
            "  --num-records N               messages to produce\n"
            "  --record-size BYTES           size of each message\n"
            "  --payload-file FILE           messages from FILE, split on "
            "the delimiter\n"
            "  --payload-delimiter D         default \\n\n"
            "  --payload-monotonic           each message's value is its "
            "number (0, 1, ...)\n"
            "  --throughput N                messages/s, -1 for no limit\n"
            "  --command-property K=V ...    client properties "
            "(bootstrap.servers=...);\n"
            "                                --producer-props, its older "
            "name, too\n"
            "  --command-config FILE         Java client .properties file; "
            "--producer.config,\n"
            "                                its older name, too\n"
            "  --print-metrics               a line of kplan's figures at the "
            "end\n"
            "                                (intervals, duration, bytes), not "
            "the "
            "Java\n"
            "                                client's metrics\n"
            "  --warmup-records N            exclude the first N from the "
            "statistics; a\n"
            "                                steady state line follows "
            "Kafka's final line\n"
            "  --record-key-range N          keys are the integers 0 .. "
            "N-1 (in decimal)\n"
            "  --key-distribution D          none (null keys, the default), "
            "range (round\n"
            "                                robin) or random; range and "
            "random need\n"
            "                                --record-key-range\n"
            "  --random-seed N               seed of random keys and "
            "payloads (1)\n"
            "  --transactional-id ID         run transactions with this "
            "transactional.id\n"
            "                                (else a transactional.id "
            "property's, else\n"
            "                                performance-producer-<UUID>)\n"
            "  --transaction-duration-ms MS  commit a transaction every MS "
            "(default 3000\n"
            "                                once transactions run: with "
            "either option or\n"
            "                                a transactional.id "
            "property)\n"
            "kplan's options:\n"
            "  --bootstrap-server HOST:PORT  the cluster (else "
            "bootstrap.servers from the\n"
            "                                properties, else the embedded "
            "cluster)\n"
            "  --client-defaults D           java: the Java client's values "
            "where\n"
            "                                librdkafka's would load the "
            "cluster otherwise\n"
            "                                (5 requests in flight, "
            "TCP_NODELAY, murmur2;\n"
            "                                the default), or librdkafka: "
            "its own\n"
            "  -X, --property K=V            a client property, as kcat "
            "takes it\n"
            "  --producers N                 producer instances sharing the "
            "rate (1)\n"
            "  --partitions N                partitions of the topic on the "
            "embedded cluster,\n"
            "                                or of a topic created with "
            "--create-topic (6)\n"
            "  --create-topic                create the topic if it is "
            "missing, then check\n"
            "                                that it has --partitions, "
            "--replication-factor\n"
            "                                and every --topic-config (exit 3 "
            "if not)\n"
            "  --replication-factor N        replicas of a topic created with "
            "--create-topic\n"
            "                                (default: the broker's)\n"
            "  --topic-config K=V            a config of a topic created with "
            "--create-topic\n"
            "                                (repeatable)\n"
            "  --reporting-interval MS       interval lines every MS "
            "(5000)\n"
            "  --seed N                      payload and key seed, as "
            "--random-seed (1)\n"
            "  --payload-random              fresh random bytes for every "
            "message (default:\n"
            "                                one record of letters A-Z, as "
            "Kafka's tool)\n"
            "  --keys N                      keys round-robin over N "
            "(default none)\n"
            "  --fault SPEC                  a fault on the embedded cluster "
            "(repeatable):\n"
            "                                rtt=20ms@0s, down=2s@5s, "
            "error=Produce:CODE*N@3s\n"
            "\n"
            "Latency: Kafka's lines report the service latency, from "
            "hand-off to the\n"
            "client to the delivery report, as Kafka's tool does. kplan "
            "also reports the\n"
            "corrected latency, from the moment each message was due by "
            "the schedule: a\n"
            "stall shows there. Both in ms with decimals. MB in Kafka's "
            "lines is MiB.\n"
            "\n"
            "Without a bootstrap server kplan runs on the embedded cluster "
            "(librdkafka's\n"
            "mock, inside this process): a demo, not evidence about any "
            "cluster.\n"
            "\n"
            "Options of older tools (--broker-list, --messages, "
            "--message-size,\n"
            "--batch-size, --compression-codec, --zookeeper) are answered "
            "with their\n"
            "replacements and the equivalent command (exit 2).\n"
            "\n"
            "Exit 0 when every message was delivered, 1 when some failed or "
            "were left\n"
            "undelivered, 2 for a usage error, 3 when the cluster cannot be "
            "reached.\n");
}

typedef struct produce_ui {
        kp_progress bar;
        int64_t report_us, last_report_us;
        double target_rate;
        /* Kafka's window: records, latency sum and max since the last
         * line. */
        uint64_t win_msgs;
        double win_lat_sum_ms, win_lat_max_ms, win_bytes;
        int64_t win_start_us;
        int64_t interval_us; /* of the producer's snapshots */
        uint64_t warmup;     /* --warmup-records */
        int steady_said;     /* "In steady state." printed */
} produce_ui;

static void on_interval(void *opaque, const kp_interval *iv,
                        const kp_produce_live *live)
{
        produce_ui *ui = opaque;
        int64_t now = kp_now_us();
        char text[160], rate[32];
        double frac = live->target ? (double)(live->delivered + live->failed) /
                                         (double)live->target
                                   : -1;
        double left =
            live->target > live->sent ? (double)(live->target - live->sent) : 0;
        double eta = ui->target_rate > 0    ? left / ui->target_rate
                     : iv->msgs_per_sec > 0 ? left / iv->msgs_per_sec
                                            : -1;

        ui->win_msgs += iv->msgs;
        ui->win_bytes += iv->mib_per_sec * iv->dur_s * 1048576.0;
        ui->win_lat_sum_ms += live->interval_svc_sum_ms;
        if (live->interval_svc_max_ms > ui->win_lat_max_ms)
                ui->win_lat_max_ms = live->interval_svc_max_ms;
        /* Within half an interval: the snapshots come every interval, a
         * few microseconds either side of it. */
        if (now - ui->last_report_us >= ui->report_us - ui->interval_us / 2) {
                double secs = (double)(now - ui->win_start_us) / 1e6;
                kp_progress_done(&ui->bar);
                /* Kafka's tool says so at its first window past the
                 * warm-up. */
                if (ui->warmup && !ui->steady_said &&
                    live->delivered > ui->warmup) {
                        printf("In steady state.\n");
                        ui->steady_said = 1;
                }
                printf("%llu records sent, %.1f records/sec (%.2f MB/sec), "
                       "%.1f ms avg latency, %.1f ms max latency.\n",
                       (unsigned long long)ui->win_msgs,
                       secs > 0 ? (double)ui->win_msgs / secs : 0,
                       secs > 0 ? ui->win_bytes / secs / 1048576.0 : 0,
                       ui->win_msgs ? ui->win_lat_sum_ms / (double)ui->win_msgs
                                    : 0,
                       ui->win_lat_max_ms);
                fflush(stdout);
                ui->win_msgs = 0;
                ui->win_bytes = 0;
                ui->win_lat_sum_ms = 0;
                ui->win_lat_max_ms = 0;
                ui->win_start_us = now;
                ui->last_report_us = now;
        }
        if (ui->bar.tty) {
                snprintf(text, sizeof(text), "%s msg/s  p95 %.2f ms",
                         kp_fmt_count(rate, sizeof(rate),
                                      (uint64_t)iv->msgs_per_sec),
                         (double)kp_hist_percentile(live->so_far, 95) / 1000.0);
                kp_progress_update(&ui->bar, frac, eta, text);
        }
}

static void print_latency(const char *what, const kp_latency *l)
{
        printf("kplan: %s: avg %.3f ms, p50 %.3f, p95 %.3f, p99 %.3f, "
               "p99.9 %.3f, max %.3f ms (%llu messages)\n",
               what, l->avg_ms, l->p50_ms, l->p95_ms, l->p99_ms, l->p999_ms,
               l->max_ms, (unsigned long long)l->count);
}

/* The command's options, as parsed; the spec is filled on the way. */
typedef struct produce_opts {
        kp_perf_common perf;
        kp_produce_spec s;
        const char *payload_delim, *throughput, *key_dist;
        uint64_t num, size, key_range;
        int have_num, print_metrics, monotonic;
        int64_t report_us;
        /* --create-topic, and what describes the topic to create. */
        int create, rf, created_opts;
        kp_kvlist topic_config;
        kp_fault faults[32];
        size_t n_faults;
} produce_opts;

static int parse_u64(const char *opt, const char *v, uint64_t *out)
{
        char why[256];
        if (kp_parse_count(v, out, why, sizeof(why)))
                return kp_usage_error("produce", "%s: %s, got \"%s\"", opt, why,
                                      v);
        return KP_OPTS_GO_ON;
}

/* A count: "ARG needs a value" when missing. */
static int opt_u64(void *field, const char *arg, const char *v)
{
        if (!v)
                return kp_usage_error("produce", "%s needs a value", arg);
        return parse_u64(arg, v, field);
}

static int opt_num_records(void *field, const char *arg, const char *v)
{
        produce_opts *o = field;
        o->have_num = 1;
        return opt_u64(&o->num, arg, v);
}

static int opt_record_size(void *field, const char *arg, const char *v)
{
        produce_opts *o = field;
        char why[256];
        (void)arg;
        if (!v || kp_parse_size(v, &o->size, why, sizeof(why)) ||
            o->size == 0 || o->size > 100ULL * 1048576)
                return kp_usage_error("produce",
                                      "--record-size: expected 1 to 100 MiB, "
                                      "got \"%s\"",
                                      v ? v : "");
        return KP_OPTS_GO_ON;
}

static int opt_txn_ms(void *field, const char *arg, const char *v)
{
        produce_opts *o = field;
        uint64_t n;
        int rc = opt_u64(&n, arg, v);
        if (rc != KP_OPTS_GO_ON)
                return rc;
        if (n == 0 || n > 86400000)
                return kp_usage_error("produce",
                                      "--transaction-duration-ms: expected 1 "
                                      "to 86,400,000 ms, got %s",
                                      v);
        o->s.transaction_us = (int64_t)n * 1000;
        return KP_OPTS_GO_ON;
}

static int opt_producers(void *field, const char *arg, const char *v)
{
        produce_opts *o = field;
        return kp_perf_count_int(&o->perf, arg, v, 1, 256, &o->s.producers);
}

static int opt_report_ms(void *field, const char *arg, const char *v)
{
        produce_opts *o = field;
        uint64_t n;
        int rc = kp_perf_count(&o->perf, arg, v, 100, UINT64_MAX, &n);
        o->report_us = rc == KP_OPTS_GO_ON ? (int64_t)n * 1000 : o->report_us;
        return rc;
}

static int opt_keys(void *field, const char *arg, const char *v)
{
        produce_opts *o = field;
        o->s.key_mode = KP_KEYS_ROUND_ROBIN;
        return kp_perf_count(&o->perf, arg, v, 1, UINT64_MAX, &o->s.key_count);
}

static int opt_key_range(void *field, const char *arg, const char *v)
{
        produce_opts *o = field;
        if (!v || parse_u64(arg, v, &o->key_range) != KP_OPTS_GO_ON ||
            o->key_range < 1 || o->key_range > 2147483647ULL)
                return kp_usage_error("produce",
                                      "--record-key-range should be greater "
                                      "than zero (at most 2^31-1), got \"%s\"",
                                      v ? v : "");
        return KP_OPTS_GO_ON;
}

static int opt_key_dist(void *field, const char *arg, const char *v)
{
        produce_opts *o = field;
        (void)arg;
        if (!v || (strcmp(v, "none") != 0 && strcmp(v, "range") != 0 &&
                   strcmp(v, "random") != 0))
                return kp_usage_error("produce",
                                      "--key-distribution: expected none, "
                                      "range or random, got \"%s\"",
                                      v ? v : "");
        o->key_dist = v;
        return KP_OPTS_GO_ON;
}

static int opt_fault(void *field, const char *arg, const char *v)
{
        produce_opts *o = field;
        char err[1024] = "";
        (void)arg;
        if (!v || o->n_faults >= KP_ARRAY_LEN(o->faults) ||
            kp_fault_parse(v, &o->faults[o->n_faults], err, sizeof(err)))
                return kp_usage_error("produce", "%s",
                                      !v ? "--fault needs a value" : err);
        o->n_faults++;
        return KP_OPTS_GO_ON;
}

static int opt_payload_random(void *field, const char *arg, const char *v)
{
        produce_opts *o = field;
        (void)arg;
        (void)v;
        o->s.payload = KP_PAYLOAD_RANDOM;
        return KP_OPTS_GO_ON;
}

static int opt_rf(void *field, const char *arg, const char *v)
{
        produce_opts *o = field;
        int rc = kp_perf_count_int(&o->perf, arg, v, 1, 32767, &o->rf);
        o->created_opts = 1;
        return rc;
}

static int opt_topic_config(void *field, const char *arg, const char *v)
{
        produce_opts *o = field;
        const char *eq = v ? strchr(v, '=') : NULL;
        char key[256];
        (void)arg;
        if (!eq || eq == v)
                return kp_usage_error("produce",
                                      "--topic-config: expected KEY=VALUE, "
                                      "got \"%s\"",
                                      v ? v : "");
        snprintf(key, sizeof(key), "%.*s", (int)(eq - v), v);
        if (kp_kv_set(&o->topic_config, key, eq + 1))
                return KP_EXIT_USAGE;
        o->created_opts = 1;
        return KP_OPTS_GO_ON;
}

#define AT(f) offsetof(produce_opts, f)
#define PERF  AT(perf)
static const kp_opt produce_table[] = {
        { "--topic", 0, KP_OPT_VALUE, NULL, AT(s.topic) },
        { "--num-records", 0, KP_OPT_VALUE, opt_num_records, 0 },
        { "--record-size", 0, KP_OPT_VALUE, opt_record_size, 0 },
        { "--payload-file", 0, KP_OPT_VALUE, NULL, AT(s.payload_file) },
        { "--payload-delimiter", 0, KP_OPT_VALUE, NULL, AT(payload_delim) },
        { "--throughput", 0, KP_OPT_VALUE, NULL, AT(throughput) },
        { "--producer.config", 0, KP_OPT_VALUE, kp_perf_opt_config, PERF },
        { "--command-config", 0, KP_OPT_VALUE, kp_perf_opt_config, PERF },
        { "--warmup-records", 0, KP_OPT_VALUE, opt_u64, AT(s.warmup_messages) },
        { "--transactional-id", 0, KP_OPT_VALUE, NULL, AT(s.transactional_id) },
        { "--transaction-duration-ms", 0, KP_OPT_VALUE, opt_txn_ms, 0 },
        { "--bootstrap-server", 0, KP_OPT_VALUE, NULL, AT(perf.bootstrap) },
        { "--client-defaults", 0, KP_OPT_VALUE, kp_perf_opt_defaults, PERF },
        { "--producers", 0, KP_OPT_VALUE, opt_producers, 0 },
        { "--partitions", 0, KP_OPT_VALUE, kp_perf_opt_partitions, PERF },
        { "--reporting-interval", 0, KP_OPT_VALUE, opt_report_ms, 0 },
        { "--seed", 0, KP_OPT_VALUE, opt_u64, AT(s.seed) },
        { "--random-seed", 0, KP_OPT_VALUE, opt_u64, AT(s.seed) },
        { "--record-key-range", 0, KP_OPT_VALUE, opt_key_range, 0 },
        { "--key-distribution", 0, KP_OPT_VALUE, opt_key_dist, 0 },
        { "--keys", 0, KP_OPT_VALUE, opt_keys, 0 },
        { "-X", 0, KP_OPT_VALUE, kp_perf_opt_property, PERF },
        { "--property", 0, KP_OPT_VALUE, kp_perf_opt_property, PERF },
        /* Kafka's nargs='+'. */
        { "--producer-props", 0, KP_OPT_VALUES, kp_perf_opt_property, PERF },
        { "--command-property", 0, KP_OPT_VALUES, kp_perf_opt_property, PERF },
        { "--fault", 0, KP_OPT_VALUE, opt_fault, 0 },
        { "--payload-random", 0, KP_OPT_FLAG, opt_payload_random, 0 },
        { "--payload-monotonic", 0, KP_OPT_FLAG, NULL, AT(monotonic) },
        { "--print-metrics", 0, KP_OPT_FLAG, NULL, AT(print_metrics) },
        { "--create-topic", 0, KP_OPT_FLAG, NULL, AT(create) },
        { "--replication-factor", 0, KP_OPT_VALUE, opt_rf, 0 },
        { "--topic-config", 0, KP_OPT_VALUE, opt_topic_config, 0 },
};
#undef PERF
#undef AT

static const kp_opts_table produce_opts_table = { "produce", produce_table,
                                                  KP_ARRAY_LEN(produce_table),
                                                  help };

static void produce_defaults(produce_opts *o)
{
        o->perf.cmd = "produce";
        o->perf.count_why = 1;
        o->perf.no_file = " needs a value";
        o->s.producers = 1;
        o->s.seed = 1;
        o->s.payload = KP_PAYLOAD_REPEATED;
        o->s.interval_us = 1000000;
        o->s.drain_timeout_us = 120LL * 1000000;
        o->payload_delim = "\n";
        o->perf.partitions = 6;
        o->rf = -1;
        o->report_us = 5000000;
}

/* Kafka's keys (KIP-1299): the range, and how it is walked. */
static int check_keys(produce_opts *o)
{
        kp_produce_spec *s = &o->s;
        int none = !o->key_dist || strcmp(o->key_dist, "none") == 0;
        if (o->key_range && none)
                return kp_usage_error("produce",
                                      "--key-distribution must be 'range' or "
                                      "'random' when --record-key-range is "
                                      "specified.");
        if (none)
                return KP_OPTS_GO_ON;
        if (!o->key_range)
                return kp_usage_error("produce",
                                      "--record-key-range is required when "
                                      "--key-distribution is 'range' or "
                                      "'random'.");
        if (s->key_mode != KP_KEYS_NONE)
                return kp_usage_error("produce",
                                      "--keys and --key-distribution "
                                      "exclude each other");
        s->key_mode = strcmp(o->key_dist, "range") == 0 ? KP_KEYS_ROUND_ROBIN
                                                        : KP_KEYS_RANDOM;
        s->key_count = o->key_range;
        s->bare_keys = 1;
        return KP_OPTS_GO_ON;
}

/* Kafka's own checks of the counts, in its words. */
static int check_counts(const produce_opts *o)
{
        const kp_produce_spec *s = &o->s;
        if (!s->topic || !o->have_num || !o->throughput ||
            (!o->size && !s->payload_file && !o->monotonic))
                return kp_usage_error("produce",
                                      "--topic, --num-records, --throughput "
                                      "and one of --record-size, "
                                      "--payload-file or --payload-monotonic "
                                      "are required");
        if ((o->size != 0) + (s->payload_file != NULL) + o->monotonic > 1)
                return kp_usage_error("produce",
                                      "Note that you must provide exactly one "
                                      "of --record-size, --payload-file or "
                                      "--payload-monotonic.");
        if (o->num == 0)
                return kp_usage_error("produce", "--num-records should be "
                                                 "greater than zero.");
        if (s->warmup_messages >= o->num)
                return kp_usage_error("produce",
                                      "The value for --warmup-records must be "
                                      "strictly fewer than the number of "
                                      "records in the test, --num-records.");
        return KP_OPTS_GO_ON;
}

/* Every local input before anything connects; the spec completed. */
static int check_inputs(produce_opts *o)
{
        kp_produce_spec *s = &o->s;
        char err[1024], *end;
        double t;
        int rc = check_counts(o);
        if (rc == KP_OPTS_GO_ON)
                rc = check_keys(o);
        if (rc != KP_OPTS_GO_ON)
                return rc;
        if (o->monotonic)
                s->payload = KP_PAYLOAD_MONOTONIC;
        if (kp_topic_name_check(s->topic, err, sizeof(err)))
                return kp_usage_error("produce", "--topic: %s", err);
        if (s->payload_file &&
            kp_payload_file_check(s->payload_file, o->payload_delim, err,
                                  sizeof(err)))
                return kp_usage_error("produce", "--payload-file: %s", err);
        if (o->created_opts && !o->create)
                return kp_usage_error("produce",
                                      "--replication-factor and "
                                      "--topic-config describe a topic to "
                                      "create: add --create-topic");
        t = strtod(o->throughput, &end);
        if (*end || !isfinite(t) || t == 0 || (t < 0 && t != -1))
                return kp_usage_error("produce",
                                      "--throughput: expected messages per "
                                      "second above 0, or -1 for no limit, "
                                      "got \"%s\"",
                                      o->throughput);
        s->rate = t > 0 ? t : 0;
        s->messages = o->num;
        s->record_size = o->size ? o->size : o->monotonic ? 0 : 1;
        s->payload_delimiter = o->payload_delim;
        s->producer_conf = NULL;
        s->run_tag = (uint32_t)(kp_wall_us() & 0xffffffff);
        return KP_OPTS_GO_ON;
}

/* The client properties final, transactions decided, and faults refused
 * on a real cluster: before anything connects, before --create-topic
 * makes a topic. */
static int settle_client(produce_opts *o, char *txn_id, size_t n)
{
        kp_produce_spec *s = &o->s;
        const char *boot = o->perf.bootstrap;
        if (kp_perf_props_final(&o->perf.props, &o->perf.file_props)) {
                fprintf(stderr, "kplan produce: out of memory\n");
                return KP_EXIT_USAGE;
        }
        /* Transactions as Kafka's ProducerPerformance runs them. */
        kp_perf_transactions(&s->transactional_id, &s->transaction_us,
                             &o->perf.props, txn_id, n);
        if (s->transactional_id)
                fprintf(stderr,
                        "kplan produce: transactions of %lld ms, "
                        "transactional.id %s%s\n",
                        (long long)(s->transaction_us / 1000),
                        s->transactional_id,
                        s->producers > 1 ? "-<instance>" : "");
        /* Faults act on the embedded cluster only. */
        if (o->n_faults &&
            (boot || kp_kv_get(&o->perf.props, "bootstrap.servers")))
                return kp_usage_error(
                    "produce",
                    "--fault needs the embedded cluster (no bootstrap "
                    "server), got %s%s",
                    boot ? "--bootstrap-server " : "bootstrap.servers=",
                    boot ? boot
                         : kp_kv_get(&o->perf.props, "bootstrap.servers"));
        return KP_OPTS_GO_ON;
}

/* Kafka's tool uses a topic as it is; with --create-topic the topic is
 * made (if missing) and read back like a plan's. */
static int prepare_topic(kp_cluster *c, produce_opts *o)
{
        const char *topic = o->s.topic;
        kp_topic_info ti;
        kp_cluster_info warn = { 0 };
        kp_topic_want w = { 0 };
        char err[1024];
        int np, exists = kp_cluster_partition_count(c, topic, &np, err,
                                                    sizeof(err)) == 0;
        if (!exists && !kp_cluster_embedded(c) && !o->create) {
                fprintf(stderr,
                        "kplan produce: topic %s does not exist (create it, "
                        "or pass --create-topic --partitions N)\n",
                        topic);
                return KP_EXIT_RUNTIME;
        }
        if (exists && !o->create)
                return KP_OPTS_GO_ON;
        w.name = topic;
        w.partitions = o->perf.partitions;
        w.replication_factor = o->rf;
        w.config = &o->topic_config;
        w.create = 1;
        if (kp_cluster_ensure_topic(c, &w, &ti, &warn, err, sizeof(err))) {
                fprintf(stderr, "kplan produce: %s\n", err);
                return KP_EXIT_RUNTIME;
        }
        for (size_t k = 0; k < warn.n_warnings; k++) {
                fprintf(stderr, "kplan produce: warning: %s\n",
                        warn.warnings[k]);
                free(warn.warnings[k]);
        }
        free(warn.warnings);
        if (o->create)
                fprintf(stderr,
                        "kplan produce: topic %s %s: %d partitions, "
                        "replication factor %d\n",
                        topic, ti.created ? "created" : "found", ti.partitions,
                        ti.replication_factor);
        kp_topic_info_clear(&ti);
        return KP_OPTS_GO_ON;
}

/* The test itself, with the interval lines and the faults' timeline. */
static int produce(kp_cluster *c, produce_opts *o, kp_produce_result *res,
                   volatile sig_atomic_t *stop)
{
        kp_produce_spec *s = &o->s;
        produce_ui ui = { 0 };
        kp_faults *timeline;
        char err[1024];
        int ret;
        kp_progress_init(&ui.bar, stderr, "produce");
        timeline = kp_faults_start(c, o->faults, o->n_faults, 1);
        ui.report_us = o->report_us;
        ui.target_rate = s->rate;
        ui.warmup = s->warmup_messages;
        if (ui.report_us < s->interval_us)
                s->interval_us = ui.report_us;
        ui.interval_us = s->interval_us;
        if (s->warmup_messages) {
                printf("Warmup first %llu records. Steady state results will "
                       "print after the complete test summary.\n",
                       (unsigned long long)s->warmup_messages);
                fflush(stdout);
        }
        ui.win_start_us = kp_now_us();
        ui.last_report_us = ui.win_start_us;
        ret =
            kp_produce_run(c, s, res, on_interval, &ui, stop, err, sizeof(err));
        kp_faults_stop(timeline);
        kp_progress_done(&ui.bar);
        if (ret) {
                fprintf(stderr, "kplan produce: %s\n", err);
                return KP_EXIT_RUNTIME;
        }
        return KP_OPTS_GO_ON;
}

/* Kafka's final line: every record over the whole run, service latency,
 * percentiles in whole milliseconds as Kafka prints them; with a warm-up,
 * the steady state (the measured records) in a second line, as Kafka 4's
 * tool prints it. */
static void print_kafka_final(const kp_produce_spec *s,
                              const kp_produce_result *res)
{
        double secs = res->total_s > 0 ? res->total_s : 1e-9;
        uint64_t done = res->delivered;
        kp_latency all = res->service;
        const kp_latency *m = &res->service;
        kp_hist *h = kp_hist_new();
        if (h && res->hist_service && res->hist_service_warmup) {
                kp_hist_merge(h, res->hist_service);
                kp_hist_merge(h, res->hist_service_warmup);
                kp_latency_from_hist(&all, h);
        }
        kp_hist_destroy(h);
        printf("%llu records sent, %f records/sec (%.2f MB/sec), "
               "%.2f ms avg latency, %.2f ms max latency, %d ms "
               "50th, %d ms 95th, %d ms 99th, %d ms 99.9th.\n",
               (unsigned long long)done, (double)done / secs,
               (double)(res->bytes + res->warmup * s->record_size) / secs /
                   1048576.0,
               all.avg_ms, all.max_ms, (int)all.p50_ms, (int)all.p95_ms,
               (int)all.p99_ms, (int)all.p999_ms);
        if (s->warmup_messages)
                printf("%llu steady state records sent, %f records/sec (%.2f "
                       "MB/sec), %.2f ms avg latency, %.2f ms max latency, "
                       "%d ms 50th, %d ms 95th, %d ms 99th, %d ms 99.9th.\n",
                       (unsigned long long)res->measured, res->achieved_rate,
                       res->mib_per_sec, m->avg_ms, m->max_ms, (int)m->p50_ms,
                       (int)m->p95_ms, (int)m->p99_ms, (int)m->p999_ms);
}

/* kplan's own lines after Kafka's. */
static void print_kplan_lines(const produce_opts *o,
                              const kp_produce_result *res)
{
        const kp_produce_spec *s = &o->s;
        print_latency("service latency (hand-off to delivery report, as "
                      "above)",
                      &res->service);
        print_latency("corrected latency (due time to delivery report)",
                      &res->latency);
        printf("kplan: sent %llu, delivered %llu, failed %llu, undelivered "
               "%llu; warm-up %llu excluded\n",
               (unsigned long long)res->sent,
               (unsigned long long)res->delivered,
               (unsigned long long)res->failed,
               (unsigned long long)res->undelivered,
               (unsigned long long)res->warmup);
        if (s->rate > 0)
                printf("kplan: achieved %.1f msg/s over the measured %.3f s "
                       "(target %.1f msg/s, %.3f%%)\n",
                       res->achieved_rate, res->duration_s, s->rate,
                       res->achieved_rate / s->rate * 100.0);
        else
                printf("kplan: achieved %.1f msg/s, %.2f MiB/s over the "
                       "measured %.3f s\n",
                       res->achieved_rate, res->mib_per_sec, res->duration_s);
        for (size_t e = 0; e < res->errors.n; e++)
                printf("kplan: error %s: %llu messages\n",
                       res->errors.v[e].code,
                       (unsigned long long)res->errors.v[e].count);
        if (o->print_metrics)
                printf("kplan: metrics: intervals %zu, duration %.3f s, "
                       "bytes %llu, MiB/s %.3f\n",
                       res->intervals.n, res->total_s,
                       (unsigned long long)res->bytes, res->mib_per_sec);
}

int kp_cmd_produce(int argc, char **argv)
{
        produce_opts o = { 0 };
        kp_produce_result res = { 0 };
        kp_cluster *c = NULL;
        char txn_id[512];
        volatile sig_atomic_t *stop;
        int rc;

        produce_defaults(&o);
        rc = kp_perf_begin(&produce_opts_table, argc, argv);
        if (rc == KP_OPTS_GO_ON)
                rc = kp_opts_parse(&produce_opts_table, argc, argv, &o);
        if (rc == KP_OPTS_GO_ON)
                rc = check_inputs(&o);
        if (rc == KP_OPTS_GO_ON)
                rc = settle_client(&o, txn_id, sizeof(txn_id));
        if (rc != KP_OPTS_GO_ON)
                goto out;
        rc = kp_perf_connect(&o.perf, &c);
        if (rc)
                goto out;
        rc = prepare_topic(c, &o);
        if (rc != KP_OPTS_GO_ON)
                goto out;
        stop = kp_signals_install();
        rc = produce(c, &o, &res, stop);
        if (rc != KP_OPTS_GO_ON)
                goto out;
        print_kafka_final(&o.s, &res);
        print_kplan_lines(&o, &res);
        if (*stop)
                fprintf(stderr, "kplan produce: interrupted\n");
        rc = res.failed || res.undelivered || *stop ? KP_EXIT_FAIL
                                                    : KP_EXIT_PASS;
out:
        kp_cluster_close(c);
        kp_perf_common_free(&o.perf);
        kp_kv_free(&o.topic_config);
        kp_produce_result_free(&res);
        return rc;
}
