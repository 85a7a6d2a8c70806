/*
 * kplan produce: a drop-in for kafka-producer-perf-test.sh. Same options,
 * same interval and final lines (so scripts that parse Kafka's output keep
 * working), then kplan's own lines: both latencies with decimals, counts
 * that reconcile, errors by code.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "app/cli.h"
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

static int parse_u64(const char *opt, const char *v, uint64_t *out)
{
        char why[256];
        if (kp_parse_count(v, out, why, sizeof(why)))
                return kp_usage_error("produce", "%s: %s, got \"%s\"", opt, why,
                                      v);
        return 0;
}

int kp_cmd_produce(int argc, char **argv)
{
        kp_produce_spec s = { 0 };
        kp_produce_result res = { 0 };
        kp_kvlist props = { 0 }, file_props = { 0 };
        kp_cluster *c = NULL;
        produce_ui ui = { 0 };
        const char *v, *bootstrap = NULL, *defaults = NULL,
                       *payload_delim = "\n";
        const char *throughput = NULL;
        uint64_t num = 0, size = 0, n, key_range = 0;
        int have_num = 0, print_metrics = 0, partitions = 6, create = 0;
        const char *key_dist = NULL;
        int monotonic = 0;
        int rf = -1, created_opts = 0;
        kp_kvlist topic_config = { 0 };
        int rc = KP_EXIT_USAGE, m;
        char err[1024], txn_id[512];
        volatile sig_atomic_t *stop;
        kp_fault faults[32];
        size_t n_faults = 0;
        kp_faults *timeline = NULL;

        s.producers = 1;
        s.seed = 1;
        s.payload = KP_PAYLOAD_REPEATED;
        s.interval_us = 1000000;
        s.drain_timeout_us = 120LL * 1000000;
        ui.report_us = 5000000;
        for (int i = 1; i < argc; i++) {
                if (strcmp(argv[i], "-h") == 0 ||
                    strcmp(argv[i], "--help") == 0) {
                        help();
                        rc = KP_EXIT_PASS;
                        goto out;
                }
        }
        /* A command line of an older tool: what replaced its options. */
        rc = kp_perf_legacy("produce", argc, argv);
        if (rc)
                goto out;
        rc = KP_EXIT_USAGE;
        for (int i = 1; i < argc; i++) {
                const char *a = argv[i];
#define OPT(name) ((m = kp_perf_opt(argc, argv, &i, name, &v)) != 0)
                if (OPT("--topic")) {
                        s.topic = v;
                } else if (OPT("--num-records")) {
                        if (m < 0 || parse_u64(a, v, &num))
                                goto usage_or_missing;
                        have_num = 1;
                } else if (OPT("--record-size")) {
                        char why[256];
                        if (m < 0 ||
                            kp_parse_size(v, &size, why, sizeof(why)) ||
                            size == 0 || size > 100ULL * 1048576) {
                                kp_usage_error("produce",
                                               "--record-size: expected 1 "
                                               "to 100 MiB, got \"%s\"",
                                               m < 0 ? "" : v);
                                goto out;
                        }
                } else if (OPT("--payload-file")) {
                        s.payload_file = v;
                } else if (OPT("--payload-delimiter")) {
                        payload_delim = v;
                } else if (OPT("--throughput")) {
                        throughput = v;
                } else if (OPT("--producer.config") ||
                           OPT("--command-config")) {
                        if (m < 0 || kp_perf_load_config(&file_props, v, err,
                                                         sizeof(err))) {
                                if (m > 0)
                                        fprintf(stderr, "kplan produce: %s\n",
                                                err);
                                goto usage_or_missing;
                        }
                } else if (OPT("--warmup-records")) {
                        if (m < 0 || parse_u64(a, v, &s.warmup_messages))
                                goto usage_or_missing;
                } else if (OPT("--transactional-id")) {
                        s.transactional_id = v;
                } else if (OPT("--transaction-duration-ms")) {
                        if (m < 0 || parse_u64(a, v, &n))
                                goto usage_or_missing;
                        if (n == 0 || n > 86400000) {
                                kp_usage_error("produce",
                                               "--transaction-duration-ms: "
                                               "expected 1 to 86,400,000 ms, "
                                               "got %s",
                                               v);
                                goto out;
                        }
                        s.transaction_us = (int64_t)n * 1000;
                } else if (OPT("--bootstrap-server")) {
                        bootstrap = v;
                } else if (OPT("--client-defaults")) {
                        kp_client_defaults d;
                        if (m < 0 || kp_client_defaults_parse(v, &d)) {
                                kp_usage_error("produce",
                                               "--client-defaults: expected "
                                               "java or librdkafka, got "
                                               "\"%s\"",
                                               v ? v : "");
                                goto out;
                        }
                        defaults = v;
                } else if (OPT("--producers")) {
                        if (m < 0 || parse_u64(a, v, &n) || n < 1 || n > 256)
                                goto bad_count;
                        s.producers = (int)n;
                } else if (OPT("--partitions")) {
                        if (m < 0 || parse_u64(a, v, &n) || n < 1 || n > 100000)
                                goto bad_count;
                        partitions = (int)n;
                } else if (OPT("--reporting-interval")) {
                        if (m < 0 || parse_u64(a, v, &n) || n < 100)
                                goto bad_count;
                        ui.report_us = (int64_t)n * 1000;
                } else if (OPT("--seed") || OPT("--random-seed")) {
                        if (m < 0 || parse_u64(a, v, &s.seed))
                                goto usage_or_missing;
                } else if (OPT("--record-key-range")) {
                        if (m < 0 || parse_u64(a, v, &key_range) ||
                            key_range < 1 || key_range > 2147483647ULL) {
                                kp_usage_error("produce",
                                               "--record-key-range should be "
                                               "greater than zero (at most "
                                               "2^31-1), got \"%s\"",
                                               m < 0 ? "" : v);
                                goto out;
                        }
                } else if (OPT("--key-distribution")) {
                        if (m < 0 || (strcmp(v, "none") != 0 &&
                                      strcmp(v, "range") != 0 &&
                                      strcmp(v, "random") != 0)) {
                                kp_usage_error("produce",
                                               "--key-distribution: expected "
                                               "none, range or random, got "
                                               "\"%s\"",
                                               m < 0 ? "" : v);
                                goto out;
                        }
                        key_dist = v;
                } else if (OPT("--keys")) {
                        if (m < 0 || parse_u64(a, v, &s.key_count) ||
                            s.key_count < 1)
                                goto bad_count;
                        s.key_mode = KP_KEYS_ROUND_ROBIN;
                } else if (OPT("-X") || OPT("--property")) {
                        if (m < 0 ||
                            kp_perf_add_prop(&props, v, err, sizeof(err))) {
                                if (m > 0)
                                        kp_usage_error("produce", "%s: %s", a,
                                                       err);
                                goto out;
                        }
                } else if (strcmp(a, "--producer-props") == 0 ||
                           strcmp(a, "--command-property") == 0) {
                        /* nargs='+' as in Kafka's tool: every following
                         * argument up to the next option, long or short
                         * (-X), as argparse stops at any '-'; a key=value
                         * never starts with one. */
                        int any = 0;
                        while (i + 1 < argc && argv[i + 1][0] != '-') {
                                if (kp_perf_add_prop(&props, argv[++i], err,
                                                     sizeof(err))) {
                                        kp_usage_error("produce", "%s: %s", a,
                                                       err);
                                        goto out;
                                }
                                any = 1;
                        }
                        if (!any) {
                                kp_usage_error("produce",
                                               "%s needs key=value pairs", a);
                                goto out;
                        }
                } else if (OPT("--fault")) {
                        if (m < 0 || n_faults >= KP_ARRAY_LEN(faults) ||
                            kp_fault_parse(v, &faults[n_faults], err,
                                           sizeof(err))) {
                                kp_usage_error("produce", "%s",
                                               m < 0 ? "--fault needs a value"
                                                     : err);
                                goto out;
                        }
                        n_faults++;
                } else if (strcmp(a, "--payload-random") == 0) {
                        s.payload = KP_PAYLOAD_RANDOM;
                } else if (strcmp(a, "--payload-monotonic") == 0) {
                        monotonic = 1;

                } else if (strcmp(a, "--print-metrics") == 0) {
                        print_metrics = 1;
                } else if (strcmp(a, "--create-topic") == 0) {
                        create = 1;
                } else if (OPT("--replication-factor")) {
                        if (m < 0 || parse_u64(a, v, &n) || n < 1 || n > 32767)
                                goto bad_count;
                        rf = (int)n;
                        created_opts = 1;
                } else if (OPT("--topic-config")) {
                        const char *eq = m > 0 ? strchr(v, '=') : NULL;
                        if (!eq || eq == v) {
                                kp_usage_error("produce",
                                               "--topic-config: expected "
                                               "KEY=VALUE, got \"%s\"",
                                               m < 0 ? "" : v);
                                goto out;
                        }
                        {
                                char key[256];
                                snprintf(key, sizeof(key), "%.*s",
                                         (int)(eq - v), v);
                                if (kp_kv_set(&topic_config, key, eq + 1))
                                        goto out;
                        }
                        created_opts = 1;
                } else {
                        kp_usage_error("produce", "unknown option \"%s\"", a);
                        goto out;
                }
                continue;
        usage_or_missing:
                if (m < 0)
                        kp_usage_error("produce", "%s needs a value", a);
                goto out;
        bad_count:
                kp_usage_error("produce", "%s: bad value \"%s\"", a,
                               m < 0 ? "" : v);
                goto out;
#undef OPT
        }
        if (!s.topic || !have_num || !throughput ||
            (!size && !s.payload_file && !monotonic)) {
                kp_usage_error("produce",
                               "--topic, --num-records, --throughput and one "
                               "of --record-size, --payload-file or "
                               "--payload-monotonic are required");
                goto out;
        }
        if ((size != 0) + (s.payload_file != NULL) + monotonic > 1) {
                kp_usage_error("produce",
                               "Note that you must provide exactly one of "
                               "--record-size, --payload-file or "
                               "--payload-monotonic.");
                goto out;
        }
        if (num == 0) {
                kp_usage_error("produce",
                               "--num-records should be greater than zero.");
                goto out;
        }
        if (s.warmup_messages >= num) {
                kp_usage_error("produce",
                               "The value for --warmup-records must be "
                               "strictly fewer than the number of records in "
                               "the test, --num-records.");
                goto out;
        }
        /* Kafka's keys (KIP-1299): the range, and how it is walked. */
        if (key_range && (!key_dist || strcmp(key_dist, "none") == 0)) {
                kp_usage_error("produce",
                               "--key-distribution must be 'range' or "
                               "'random' when --record-key-range is "
                               "specified.");
                goto out;
        }
        if (key_dist && strcmp(key_dist, "none") != 0) {
                if (!key_range) {
                        kp_usage_error("produce",
                                       "--record-key-range is required when "
                                       "--key-distribution is 'range' or "
                                       "'random'.");
                        goto out;
                }
                if (s.key_mode != KP_KEYS_NONE) {
                        kp_usage_error("produce",
                                       "--keys and --key-distribution "
                                       "exclude each other");
                        goto out;
                }
                s.key_mode = strcmp(key_dist, "range") == 0
                                 ? KP_KEYS_ROUND_ROBIN
                                 : KP_KEYS_RANDOM;
                s.key_count = key_range;
                s.bare_keys = 1;
        }
        if (monotonic)
                s.payload = KP_PAYLOAD_MONOTONIC;
        /* Every local input before anything connects. */
        if (kp_topic_name_check(s.topic, err, sizeof(err))) {
                kp_usage_error("produce", "--topic: %s", err);
                goto out;
        }
        if (s.payload_file &&
            kp_payload_file_check(s.payload_file, payload_delim, err,
                                  sizeof(err))) {
                kp_usage_error("produce", "--payload-file: %s", err);
                goto out;
        }
        if (created_opts && !create) {
                kp_usage_error("produce", "--replication-factor and "
                                          "--topic-config describe a topic "
                                          "to create: add --create-topic");
                goto out;
        }
        {
                char *end;
                double t = strtod(throughput, &end);
                if (*end || !isfinite(t) || t == 0 || (t < 0 && t != -1)) {
                        kp_usage_error("produce",
                                       "--throughput: expected messages per "
                                       "second above 0, or -1 for no limit, "
                                       "got \"%s\"",
                                       throughput);
                        goto out;
                }
                s.rate = t > 0 ? t : 0;
        }
        s.messages = num;
        s.record_size = size ? size : monotonic ? 0 : 1;
        s.payload_delimiter = payload_delim;
        s.producer_conf = NULL;
        s.run_tag = (uint32_t)(kp_wall_us() & 0xffffffff);

        if (kp_perf_props_final(&props, &file_props)) {
                fprintf(stderr, "kplan produce: out of memory\n");
                goto out;
        }
        /* Transactions as Kafka's ProducerPerformance runs them. */
        kp_perf_transactions(&s.transactional_id, &s.transaction_us, &props,
                             txn_id, sizeof(txn_id));
        if (s.transactional_id)
                fprintf(stderr,
                        "kplan produce: transactions of %lld ms, "
                        "transactional.id %s%s\n",
                        (long long)(s.transaction_us / 1000),
                        s.transactional_id,
                        s.producers > 1 ? "-<instance>" : "");
        /* Faults act on the embedded cluster only: a real one is refused
         * before anything connects, before --create-topic makes a topic. */
        if (n_faults && (bootstrap || kp_kv_get(&props, "bootstrap.servers"))) {
                kp_usage_error(
                    "produce",
                    "--fault needs the embedded cluster (no "
                    "bootstrap server), got %s%s",
                    bootstrap ? "--bootstrap-server " : "bootstrap.servers=",
                    bootstrap ? bootstrap
                              : kp_kv_get(&props, "bootstrap.servers"));
                goto out;
        }
        rc = kp_perf_open_cluster("produce", bootstrap, &props, &c);
        if (rc)
                goto out;
        if (defaults) {
                kp_client_defaults d = KP_CLIENT_DEFAULTS_JAVA;
                kp_client_defaults_parse(defaults, &d);
                kp_cluster_set_client_defaults(c, d);
        }
        rc = KP_EXIT_RUNTIME;
        {
                /* Kafka's tool uses a topic as it is; with --create-topic
                 * the topic is made (if missing) and read back like a
                 * plan's. */
                kp_topic_info ti;
                kp_cluster_info warn = { 0 };
                kp_topic_want w = { 0 };
                int np, exists = kp_cluster_partition_count(
                                     c, s.topic, &np, err, sizeof(err)) == 0;
                if (!exists && !kp_cluster_embedded(c) && !create) {
                        fprintf(stderr,
                                "kplan produce: topic %s does not exist "
                                "(create it, or pass --create-topic "
                                "--partitions N)\n",
                                s.topic);
                        goto out;
                }
                w.name = s.topic;
                w.partitions = partitions;
                w.replication_factor = rf;
                w.config = &topic_config;
                w.create = 1;
                if ((create || !exists) &&
                    kp_cluster_ensure_topic(c, &w, &ti, &warn, err,
                                            sizeof(err))) {
                        fprintf(stderr, "kplan produce: %s\n", err);
                        goto out;
                }
                if (create || !exists) {
                        for (size_t k = 0; k < warn.n_warnings; k++) {
                                fprintf(stderr, "kplan produce: warning: %s\n",
                                        warn.warnings[k]);
                                free(warn.warnings[k]);
                        }
                        free(warn.warnings);
                        if (create)
                                fprintf(stderr,
                                        "kplan produce: topic %s %s: %d "
                                        "partitions, replication factor "
                                        "%d\n",
                                        s.topic,
                                        ti.created ? "created" : "found",
                                        ti.partitions, ti.replication_factor);
                        kp_topic_info_clear(&ti);
                }
        }
        stop = kp_signals_install();
        kp_progress_init(&ui.bar, stderr, "produce");
        timeline = kp_faults_start(c, faults, n_faults, 1);
        ui.target_rate = s.rate;
        ui.warmup = s.warmup_messages;
        if (ui.report_us < s.interval_us)
                s.interval_us = ui.report_us;
        ui.interval_us = s.interval_us;
        if (s.warmup_messages) {
                printf("Warmup first %llu records. Steady state results will "
                       "print after the complete test summary.\n",
                       (unsigned long long)s.warmup_messages);
                fflush(stdout);
        }
        ui.win_start_us = kp_now_us();
        ui.last_report_us = ui.win_start_us;
        if (kp_produce_run(c, &s, &res, on_interval, &ui, stop, err,
                           sizeof(err))) {
                kp_faults_stop(timeline);
                timeline = NULL;
                kp_progress_done(&ui.bar);
                fprintf(stderr, "kplan produce: %s\n", err);
                goto out;
        }
        kp_faults_stop(timeline);
        timeline = NULL;
        kp_progress_done(&ui.bar);
        /* Kafka's final line: every record over the whole run, service
         * latency, percentiles in whole milliseconds as Kafka prints them;
         * with a warm-up, the steady state (the measured records) in a
         * second line, as Kafka 4's tool prints it. */
        {
                double secs = res.total_s > 0 ? res.total_s : 1e-9;
                uint64_t done = res.delivered;
                kp_latency all = res.service;
                kp_hist *h = kp_hist_new();
                if (h && res.hist_service && res.hist_service_warmup) {
                        kp_hist_merge(h, res.hist_service);
                        kp_hist_merge(h, res.hist_service_warmup);
                        kp_latency_from_hist(&all, h);
                }
                kp_hist_destroy(h);
                printf("%llu records sent, %f records/sec (%.2f MB/sec), "
                       "%.2f ms avg latency, %.2f ms max latency, %d ms "
                       "50th, %d ms 95th, %d ms 99th, %d ms 99.9th.\n",
                       (unsigned long long)done, (double)done / secs,
                       (double)(res.bytes + res.warmup * s.record_size) / secs /
                           1048576.0,
                       all.avg_ms, all.max_ms, (int)all.p50_ms, (int)all.p95_ms,
                       (int)all.p99_ms, (int)all.p999_ms);
                if (s.warmup_messages)
                        printf("%llu steady state records sent, %f "
                               "records/sec (%.2f MB/sec), %.2f ms avg "
                               "latency, %.2f ms max latency, %d ms 50th, %d "
                               "ms 95th, %d ms 99th, %d ms 99.9th.\n",
                               (unsigned long long)res.measured,
                               res.achieved_rate, res.mib_per_sec,
                               res.service.avg_ms, res.service.max_ms,
                               (int)res.service.p50_ms, (int)res.service.p95_ms,
                               (int)res.service.p99_ms,
                               (int)res.service.p999_ms);
        }
        print_latency("service latency (hand-off to delivery report, as "
                      "above)",
                      &res.service);
        print_latency("corrected latency (due time to delivery report)",
                      &res.latency);
        printf("kplan: sent %llu, delivered %llu, failed %llu, undelivered "
               "%llu; warm-up %llu excluded\n",
               (unsigned long long)res.sent, (unsigned long long)res.delivered,
               (unsigned long long)res.failed,
               (unsigned long long)res.undelivered,
               (unsigned long long)res.warmup);
        if (s.rate > 0)
                printf("kplan: achieved %.1f msg/s over the measured %.3f s "
                       "(target %.1f msg/s, %.3f%%)\n",
                       res.achieved_rate, res.duration_s, s.rate,
                       res.achieved_rate / s.rate * 100.0);
        else
                printf("kplan: achieved %.1f msg/s, %.2f MiB/s over the "
                       "measured %.3f s\n",
                       res.achieved_rate, res.mib_per_sec, res.duration_s);
        for (size_t e = 0; e < res.errors.n; e++)
                printf("kplan: error %s: %llu messages\n", res.errors.v[e].code,
                       (unsigned long long)res.errors.v[e].count);
        if (print_metrics) {
                printf("kplan: metrics: intervals %zu, duration %.3f s, "
                       "bytes %llu, MiB/s %.3f\n",
                       res.intervals.n, res.total_s,
                       (unsigned long long)res.bytes, res.mib_per_sec);
        }
        if (*stop)
                fprintf(stderr, "kplan produce: interrupted\n");
        rc = res.failed || res.undelivered || *stop ? KP_EXIT_FAIL
                                                    : KP_EXIT_PASS;
out:
        kp_cluster_close(c);
        kp_kv_free(&props);
        kp_kv_free(&file_props);
        kp_kv_free(&topic_config);
        kp_produce_result_free(&res);
        return rc;
}
