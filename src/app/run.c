/*
 * kplan run PLAN: every tier (produce, then consume its messages), the
 * results after every tier, the verdict, the extrapolation and the reports.
 */
#include <getopt.h>
#include <stdarg.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <librdkafka/rdkafka.h>

#include "app/cli.h"
#include "app/live.h"
#include "app/perfcli.h"
#include "app/run_agents.h"
#include "app/run_brokers.h"
#include "app/run_resume.h"
#include "app/run_search.h"
#include "app/run_summary.h"
#include "base/progress.h"
#include "base/signals.h"
#include "base/units.h"
#include "base/util.h"
#include "evaluate/abort.h"
#include "evaluate/evaluate.h"
#include "evaluate/window_checks.h"
#include "kafka/cluster.h"
#include "kafka/consumer.h"
#include "kafka/faults.h"
#include "kafka/producer.h"
#include "kafka/watch.h"
#include "report/junit.h"
#include "report/model/model.h"
#include "report/words/lang.h"
#include "report/md/report_md.h"
#include "report/reports.h"
#include "results/broker_map.h"
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
        const char **sets;    /* --set PATH=VALUE, argv's */
        size_t n_sets;
        const char *metrics_listen; /* --metrics-listen, or NULL */
        const char *resume;         /* --resume DIR, or NULL */
} run_opts;

typedef struct runner {
        const run_opts *o;
        kp_plan *plan;
        kp_results *r;
        kp_cluster *c;
        kp_coord *coord; /* --agents: the load runs on them */
        char out_dir[4096];
        volatile sig_atomic_t *stop;
        uint32_t run_tag;
        kp_progress bar;
        int64_t last_line_us;
        double line_every_s;
        int made_dir;            /* out_dir was made by this run */
        int saved;               /* a results.json has been written */
        int quiet_header;        /* a search run: its own header line */
        int quiet_result;        /* a search trial: its own result line */
        int searching;           /* a capacity search's run: never stopped
                                    by an abort criterion */
        kp_run_brokers *brokers; /* cluster.prometheus, or NULL */
        kp_live *live;           /* --metrics-listen, or NULL */
} runner;

/* ---- output directory and run facts ----------------------------------- */

static int make_out_dir(runner *rn, char *errstr, size_t errstr_size)
{
        char stamp[32];
        if (rn->o->out) {
                if (access(rn->o->out, F_OK) == 0) {
                        char probe[4096];
                        snprintf(probe, sizeof(probe), "%s/results.json",
                                 rn->o->out);
                        if (access(probe, F_OK) == 0)
                                return kp_err(errstr, errstr_size,
                                              "%s already holds a "
                                              "results.json: reports are "
                                              "never overwritten (choose "
                                              "another --out)",
                                              rn->o->out);
                }
                snprintf(rn->out_dir, sizeof(rn->out_dir), "%s", rn->o->out);
        } else {
                kp_fmt_utc_compact(stamp, sizeof(stamp), kp_wall_us());
                snprintf(rn->out_dir, sizeof(rn->out_dir), "reports/%s-%s",
                         rn->plan->name, stamp);
                for (int i = 2; access(rn->out_dir, F_OK) == 0 && i < 1000; i++)
                        snprintf(rn->out_dir, sizeof(rn->out_dir),
                                 "reports/%s-%s-%d", rn->plan->name, stamp, i);
        }
        rn->made_dir = access(rn->out_dir, F_OK) != 0;
        if (kp_mkdir_p(rn->out_dir, errstr, errstr_size))
                return -1;
        /* Fail now, not after an hour of load, if it is not writable. */
        {
                char probe[4200];
                snprintf(probe, sizeof(probe), "%s/.kplan-write-check",
                         rn->out_dir);
                if (kp_write_file_atomic(probe, "ok\n", 3, errstr, errstr_size))
                        return -1;
                unlink(probe);
        }
        return 0;
}

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

/* cmdline: the command line as typed (takes ownership). */
static void fill_run_facts(runner *rn, char *cmdline)
{
        kp_results *r = rn->r;
        char stamp[32];
        r->kplan_version = strdup(KP_VERSION);
        r->librdkafka_version = strdup(rd_kafka_version_str());
        kp_fmt_utc_iso(r->started_at, sizeof(r->started_at), kp_wall_us());
        kp_fmt_utc_compact(stamp, sizeof(stamp), kp_wall_us());
        if (asprintf(&r->run_id, "%s-%s-%08x", rn->plan->name, stamp,
                     rn->run_tag) < 0)
                r->run_id = NULL;
        r->command_line = cmdline;
        kp_host_collect(&r->host);
        /* The client properties the plan and the command line give every
         * client, as stored: redacted. What each phase's clients ran with
         * (kplan's own settings included) is in the phase's "client". */
        for (size_t i = 0; i < rn->plan->client.n; i++)
                kp_kv_set(&r->client_config, rn->plan->client.items[i].key,
                          kp_redact(rn->plan->client.items[i].key,
                                    rn->plan->client.items[i].value));
        for (size_t i = 0; i < rn->o->extra.n; i++)
                kp_kv_set(&r->client_config, rn->o->extra.items[i].key,
                          kp_redact(rn->o->extra.items[i].key,
                                    rn->o->extra.items[i].value));
        kp_kv_set(&r->client_config, "bootstrap.servers",
                  kp_cluster_bootstrap(rn->c));
}

static int save(runner *rn, char *errstr, size_t errstr_size)
{
        kp_reports_opts ro = { 0 };
        kp_reports_paths paths;
        ro.results_only = 1;
        if (kp_reports_write(rn->r, rn->out_dir, &ro, &paths, NULL, NULL,
                             errstr, errstr_size))
                return -1;
        rn->saved = 1;
        return 0;
}

/* Creates or checks every topic the tiers use. */
static int prepare_topics(runner *rn, char *errstr, size_t errstr_size)
{
        kp_plan *p = rn->plan;
        kp_cluster_info *ci = &rn->r->cluster;
        for (size_t i = 0; i < p->n_tiers; i++) {
                const kp_tier *t = &p->tiers[i];
                kp_topic_info *v;
                int seen = 0;
                for (size_t k = 0; k < ci->n_topics; k++)
                        if (strcmp(ci->topics[k].name, t->topic) == 0)
                                seen = 1;
                if (seen)
                        continue;
                v = realloc(ci->topics, (ci->n_topics + 1) * sizeof(*v));
                if (!v)
                        return kp_err(errstr, errstr_size, "out of memory");
                kp_topic_want w = { 0 };
                ci->topics = v;
                w.name = t->topic;
                w.partitions = t->partitions;
                w.replication_factor = t->replication_factor;
                w.config = &p->topic_config;
                w.create = p->create;
                w.accept_existing = p->accept_existing;
                if (kp_cluster_ensure_topic(rn->c, &w,
                                            &ci->topics[ci->n_topics], ci,
                                            errstr, errstr_size))
                        return -1;
                ci->n_topics++;
        }
        return 0;
}

static const kp_topic_info *topic_info(const runner *rn, const char *name)
{
        for (size_t k = 0; k < rn->r->cluster.n_topics; k++)
                if (strcmp(rn->r->cluster.topics[k].name, name) == 0)
                        return &rn->r->cluster.topics[k];
        return NULL;
}

/* ---- progress --------------------------------------------------------- */

static int line_due(runner *rn)
{
        int64_t now = kp_now_us();
        if (rn->bar.tty)
                return 1;
        if ((double)(now - rn->last_line_us) / 1e6 < rn->line_every_s)
                return 0;
        rn->last_line_us = now;
        return 1;
}

static void produce_progress(void *opaque, const kp_interval *iv,
                             const kp_produce_live *live)
{
        runner *rn = opaque;
        char text[160], rate[32];
        double frac, left, eta, rate_for_eta;
        if (rn->o->quiet || !line_due(rn))
                return;
        frac = live->target ? (double)(live->delivered + live->failed) /
                                  (double)live->target
                            : 0;
        left =
            live->target > live->sent ? (double)(live->target - live->sent) : 0;
        rate_for_eta = iv->msgs_per_sec;
        eta = rate_for_eta > 0 ? left / rate_for_eta : -1;
        snprintf(text, sizeof(text), "produce %s msg/s  p95 %.2f ms%s",
                 kp_fmt_count(rate, sizeof(rate), (uint64_t)iv->msgs_per_sec),
                 (double)kp_hist_percentile(live->so_far, 95) / 1000.0,
                 live->failed ? "  (delivery errors)" : "");
        kp_progress_update(&rn->bar, frac, eta, text);
}

static void consume_progress(void *opaque, const kp_interval *iv,
                             const kp_consume_live *live)
{
        runner *rn = opaque;
        char text[160], rate[32];
        if (rn->o->quiet || !line_due(rn))
                return;
        snprintf(text, sizeof(text), "consume %s msg/s%s",
                 kp_fmt_count(rate, sizeof(rate), (uint64_t)iv->msgs_per_sec),
                 live->joined ? "" : "  (joining the group)");
        kp_progress_update(
            &rn->bar,
            live->target ? (double)live->consumed / (double)live->target : -1,
            -1, text);
}

/* ---- one tier --------------------------------------------------------- */

/* The tier's reason, a code and its figures (kp_tier_set_reason): the
 * first reason stands; interruption overrides. */
#define set_reason(tr, st, ...)                                                \
        do {                                                                   \
                if (!(tr)->reason || (st) == KP_TIER_INTERRUPTED)              \
                        kp_tier_set_reason((tr), (st), __VA_ARGS__);           \
        } while (0)

static int watermarks(runner *rn, const char *topic, int64_t **high, int *n,
                      char *errstr, size_t errstr_size)
{
        const kp_topic_info *ti = topic_info(rn, topic);
        *n = ti ? ti->partitions : 0;
        *high = calloc((size_t)*n + 1, sizeof(**high));
        if (!*high)
                return kp_err(errstr, errstr_size, "out of memory");
        return kp_cluster_high_watermarks(rn->c, topic, *n, *high, errstr,
                                          errstr_size);
}

typedef struct tier_job {
        runner *rn;
        const kp_tier *t;
        kp_tier_result *tr;
        int64_t *before, *after;
        int n_parts;
        int rc;
        char err[1024];
        int parallel;
        /* The produce phase ran but the offsets after it could not be
         * read (err): nothing to consume. */
        int no_offsets_after;
        int consume_started;
        /* The consume phase, which may run in its own thread during the
         * produce phase (consumer mode "during"). */
        int crc;
        char cerr[1024];
        pthread_t cthread;
        _Atomic int cexited;
        kp_partition_range *cranges; /* start offsets, mode "during" */
        kp_consume_ends ends;
        /* The tier's messages acknowledged, by index: the consume phase
         * counts loss and duplicates by message against it. */
        kp_bitset *acked;
        kp_watch *watch;        /* the cluster during the tier */
        int64_t start_delay_us; /* a backlog drain: the consumers' start */
        /* The abort criteria judged while it produces, or NULL; they stop
         * the produce phase through stop_tier, which also follows the
         * user's stop flag at every interval. */
        kp_abort_watch *aw;
        volatile sig_atomic_t stop_tier;
        /* The window lengths its criteria per window need, produce and
         * consume (evaluate/window_checks.h). */
        int64_t pwin[16], cwin[16];
} tier_job;

static void produce_spec_of(const runner *rn, const kp_tier *t,
                            kp_produce_spec *s)
{
        memset(s, 0, sizeof(*s));
        s->topic = t->topic;
        s->messages = t->messages;
        s->rate = t->rate;
        s->record_size = t->record_size;
        s->payload_file = t->payload_file;
        s->payload_delimiter = t->payload_delimiter;
        s->payload = t->payload;
        s->seed = t->seed;
        s->key_mode = t->key_mode;
        s->key_count = t->key_count;
        s->headers = &t->headers;
        s->warmup_messages = t->warmup_messages;
        s->warmup_us = t->warmup_us;
        s->producers = t->producers;
        s->producer_conf = &t->producer;
        s->interval_us = t->interval_us;
        s->drain_timeout_us = t->drain_timeout_us;
        s->run_tag = rn->run_tag;
        s->emulated_host = rn->plan->emulated_hosts;
}

/* A consuming tier keeps one bit per message (bitset.h). */
static int alloc_acked(tier_job *j, char *errstr, size_t errstr_size)
{
        if (!j->t->consume.enabled || j->acked)
                return 0;
        if (kp_bitset_new(j->t->messages, &j->acked))
                return kp_err(errstr, errstr_size, "out of memory");
        return 0;
}

/* Every interval of a tier with abort criteria: judges them, and stops
 * the phase when one can no longer pass while messages are still due. */
static void produce_watch(void *opaque, const kp_interval *iv,
                          const kp_produce_live *live)
{
        tier_job *j = opaque;
        kp_abort_sample s = { 0 };
        kp_abort_stop st;
        if (!j->parallel)
                produce_progress(j->rn, iv, live);
        if (*j->rn->stop)
                j->stop_tier = 1;
        s.t_s = iv->t_s;
        s.dur_s = iv->dur_s;
        s.msgs = iv->msgs;
        s.delivered = live->delivered;
        s.failed = live->failed;
        s.msgs_per_sec = iv->msgs_per_sec;
        s.mib_per_sec = iv->mib_per_sec;
        s.interval = live->interval;
        if (j->stop_tier || live->sent >= live->target ||
            kp_abort_watch_feed(j->aw, &s, &st) != 1)
                return;
        kp_fmt_utc_iso(st.at, sizeof(st.at), kp_wall_us());
        /* results.json's reason: the report model's English words. */
        st.reason = kp_rm_abort_words(KP_LANG_EN, j->rn->plan, &st);
        j->tr->abort = st;
        j->stop_tier = 1;
        if (!j->rn->o->quiet)
                fprintf(stderr, "\n  %s: %s\n", j->t->name,
                        st.reason ? st.reason : "");
}

/* Every interval of a phase: the live metrics (app/live.h), then the
 * abort criteria or the progress line. */
static void produce_interval(void *opaque, const kp_interval *iv,
                             const kp_produce_live *live)
{
        tier_job *j = opaque;
        kp_live_produce(j->rn->live, j->t, iv, live, &j->tr->produce.client);
        if (j->aw)
                produce_watch(j, iv, live);
        else if (!j->parallel)
                produce_progress(j->rn, iv, live);
}

static void consume_interval(void *opaque, const kp_interval *iv,
                             const kp_consume_live *live)
{
        tier_job *j = opaque;
        kp_live_consume(j->rn->live, j->t, iv, live, &j->tr->consume.client);
        if (!j->parallel && !j->cranges)
                consume_progress(j->rn, iv, live);
}

/* The produce phase of one tier (or one parallel workload). */
static void *produce_job(void *arg)
{
        tier_job *j = arg;
        runner *rn = j->rn;
        kp_produce_spec s;
        kp_tier_result *tr = j->tr;
        produce_spec_of(rn, j->t, &s);
        s.n_windows = kp_windows_wanted(rn->plan, j->t, 0, j->pwin, 16);
        s.windows_us = j->pwin;
        if (j->rc) /* the consumer of mode "during" could not start */
                return NULL;
        j->rc = alloc_acked(j, j->err, sizeof(j->err));
        if (j->rc)
                return NULL;
        s.acked = j->acked;
        if (!j->before)
                j->rc = watermarks(rn, j->t->topic, &j->before, &j->n_parts,
                                   j->err, sizeof(j->err));
        if (j->rc)
                return NULL;
        j->rc = kp_produce_run(rn->c, &s, &tr->produce, produce_interval, j,
                               j->aw ? &j->stop_tier : rn->stop, j->err,
                               sizeof(j->err));
        if (j->rc)
                return NULL;
        j->after = calloc((size_t)j->n_parts + 1, sizeof(*j->after));
        if (!j->after) {
                j->rc = kp_err(j->err, sizeof(j->err), "out of memory");
                return NULL;
        }
        j->rc = kp_cluster_high_watermarks(rn->c, j->t->topic, j->n_parts,
                                           j->after, j->err, sizeof(j->err));
        if (j->rc) {
                j->no_offsets_after = 1;
                return NULL;
        }
        tr->produce.partitions =
            calloc((size_t)j->n_parts + 1, sizeof(*tr->produce.partitions));
        if (!tr->produce.partitions) {
                j->rc = kp_err(j->err, sizeof(j->err), "out of memory");
                return NULL;
        }
        tr->produce.n_partitions = (size_t)j->n_parts;
        for (int p = 0; p < j->n_parts; p++) {
                tr->produce.partitions[p].partition = p;
                tr->produce.partitions[p].start = j->before[p];
                tr->produce.partitions[p].end = j->after[p];
        }
        return NULL;
}

static void *consume_job(void *arg)
{
        tier_job *j = arg;
        runner *rn = j->rn;
        const kp_tier *t = j->t;
        kp_tier_result *tr = j->tr;
        kp_consume_spec s = { 0 };
        char group[512];
        if (t->consume.group)
                snprintf(group, sizeof(group), "%s", t->consume.group);
        else
                snprintf(group, sizeof(group), "kplan-%s-%08x", t->name,
                         rn->run_tag);
        for (char *g = group; *g; g++)
                if (*g == ' ' || *g == '/')
                        *g = '_';
        s.topic = t->topic;
        if (j->cranges) {
                /* Mode "during": the starts now, the ends when the produce
                 * phase is over. */
                s.ranges = j->cranges;
                s.n_ranges = (size_t)j->n_parts;
                s.later = &j->ends;
                s.record_e2e = 1;
        } else {
                s.ranges = tr->produce.partitions;
                s.n_ranges = tr->produce.n_partitions;
                s.expected = tr->produce.delivered;
        }
        s.consumers = t->consume.consumers;
        s.group = group;
        s.fetch_size = t->consume.fetch_size;
        s.consumer_conf = &t->consume.config;
        s.timeout_us = t->consume.timeout_us;
        s.interval_us = t->interval_us;
        s.n_windows = kp_windows_wanted(rn->plan, t, 1, j->cwin, 16);
        s.windows_us = j->cwin;
        s.run_tag = rn->run_tag;
        s.emulated_host = rn->plan->emulated_hosts;
        s.seq_space = j->acked ? t->messages : 0;
        s.acked = j->acked;
        if (t->backlog.present) {
                s.caught_up_us = t->backlog.caught_up_us;
                s.start_delay_us = j->start_delay_us;
        }
        j->crc = kp_consume_run(rn->c, &s, &tr->consume, consume_interval, j,
                                rn->stop, j->cerr, sizeof(j->cerr));
        atomic_store(&j->cexited, 1);
        return NULL;
}

/* Starts fn, the consumer's thread, reading from the offsets where the
 * produce phase will start. Returns 0, or -1 with j->rc and j->err set. */
static int start_consumer_thread(tier_job *j, void *(*fn)(void *))
{
        j->rc = alloc_acked(j, j->err, sizeof(j->err));
        if (j->rc)
                return -1;
        j->rc = watermarks(j->rn, j->t->topic, &j->before, &j->n_parts, j->err,
                           sizeof(j->err));
        if (j->rc)
                return -1;
        j->cranges = calloc((size_t)j->n_parts + 1, sizeof(*j->cranges));
        if (!j->cranges) {
                j->rc = kp_err(j->err, sizeof(j->err), "out of memory");
                return -1;
        }
        for (int p = 0; p < j->n_parts; p++) {
                j->cranges[p].partition = p;
                j->cranges[p].start = j->before[p];
        }
        if (pthread_create(&j->cthread, NULL, fn, j)) {
                j->rc = kp_err(j->err, sizeof(j->err),
                               "cannot start the consumer thread");
                return -1;
        }
        j->consume_started = 1;
        return 0;
}

/* Mode "during": the consumer starts in its own thread before the produce
 * phase. */
static void start_consumer_during(tier_job *j)
{
        runner *rn = j->rn;
        if (start_consumer_thread(j, consume_job))
                return;
        /* Produce once the consumer has its partitions: the group join is
         * not end-to-end latency. The consumer's own timeout bounds the
         * wait (it exits without partitions). */
        while (!atomic_load(&j->ends.joined) && !atomic_load(&j->cexited) &&
               !*rn->stop)
                kp_sleep_until_us(kp_now_us() + 10000);
}

/* A backlog drain: the consumers start the plan's pause after the
 * producers, from the offsets where the produce phase started. */
static void *backlog_job(void *arg)
{
        tier_job *j = arg;
        int64_t t0 = kp_now_us(), due = t0 + j->t->backlog.pause_us;
        while (kp_now_us() < due && !*j->rn->stop &&
               !atomic_load(&j->ends.abandon))
                kp_sleep_until_us(kp_now_us() + 20000);
        j->start_delay_us = kp_now_us() - t0;
        if (!*j->rn->stop && !atomic_load(&j->ends.abandon))
                consume_job(j);
        atomic_store(&j->cexited, 1);
        return NULL;
}

static void start_consumer_backlog(tier_job *j)
{
        if (start_consumer_thread(j, backlog_job))
                return;
        if (!j->rn->o->quiet) {
                char a[32];
                fprintf(stderr,
                        "  %s: the consumers start in %s, while the "
                        "producers go on\n",
                        j->t->name,
                        kp_fmt_duration(a, sizeof(a),
                                        (double)j->t->backlog.pause_us / 1e6));
        }
}

/* Mode "during": the produce phase is over; the consumer learns where
 * it ends (or that it failed) and is waited for. */
static void finish_consumer_during(tier_job *j)
{
        if (!j->consume_started)
                return;
        if (j->rc || !j->after) {
                atomic_store(&j->ends.abandon, 1);
        } else {
                j->ends.end = j->after;
                j->ends.n = (size_t)j->n_parts;
                j->ends.expected = j->tr->produce.delivered;
                atomic_store(&j->ends.ready, 1);
        }
        pthread_join(j->cthread, NULL);
}

/* A tier stopped by an abort criterion: the criterion (its metric and
 * limit), the figure that stopped it and when. */
static void abort_reason(const runner *rn, kp_tier_result *tr)
{
        const kp_abort_stop *a = &tr->abort;
        const kp_criterion *c = a->criterion < rn->plan->n_criteria
                                    ? &rn->plan->criteria[a->criterion]
                                    : NULL;
        const kp_metric *m = c ? kp_metric_find(c->metric) : NULL;
        const char *u = m && *m->unit ? m->unit : NULL;
        char crit[256], value[64];
        snprintf(crit, sizeof(crit), "%s %s %g%s%s", c ? c->metric : "?",
                 c ? kp_cmp_str(c->cmp) : "?", c ? c->threshold : 0,
                 u ? " " : "", u ? u : "");
        snprintf(value, sizeof(value), "%.6g%s%s", a->value, u ? " " : "",
                 u ? u : "");
        set_reason(tr, KP_TIER_INCOMPLETE, KP_TR_ABORTED, crit, value, a->at_s);
}

/* Status and reason of a tier from what its phases did. */
static void judge_tier(runner *rn, const kp_tier *t, kp_tier_result *tr)
{
        const kp_produce_result *p = &tr->produce;
        const kp_consume_result *c = &tr->consume;
        if (tr->status == KP_TIER_FAILED || tr->status == KP_TIER_INTERRUPTED)
                return;
        /* A failed consume phase has already made it incomplete. */
        if (tr->status != KP_TIER_INCOMPLETE)
                tr->status = KP_TIER_COMPLETE;
        if (tr->abort.stopped) {
                abort_reason(rn, tr);
                return;
        }
        if (*rn->stop) {
                set_reason(tr, KP_TIER_INTERRUPTED, KP_TR_INTERRUPTED,
                           (double)p->sent, (double)t->messages);
                return;
        }
        if (p->failed || p->undelivered) {
                kp_buf codes = { 0 };
                for (size_t e = 0; e < p->errors.n; e++)
                        kp_buf_printf(&codes, "%s%s %llu", e ? ", " : "",
                                      p->errors.v[e].code,
                                      (unsigned long long)p->errors.v[e].count);
                if (codes.s)
                        set_reason(tr, KP_TIER_INCOMPLETE,
                                   KP_TR_UNDELIVERED_CODES, (double)p->failed,
                                   codes.s, (double)p->undelivered);
                else
                        set_reason(tr, KP_TIER_INCOMPLETE, KP_TR_UNDELIVERED,
                                   (double)p->failed, (double)p->undelivered);
                kp_buf_free(&codes);
        }
        if (t->consume.enabled && c->ran && c->timed_out)
                set_reason(tr, KP_TIER_INCOMPLETE, KP_TR_CONSUMER_TIMEOUT,
                           (double)t->consume.timeout_us / 1e6,
                           (double)c->messages, (double)c->expected);
        else if (t->consume.enabled && c->ran && c->missing)
                set_reason(tr, KP_TIER_INCOMPLETE,
                           c->identity ? KP_TR_LOST : KP_TR_NOT_READ_BACK,
                           (double)c->missing);
}

static void print_tier_line(const runner *rn, const kp_tier *t,
                            const kp_tier_result *tr)
{
        const kp_produce_result *p = &tr->produce;
        const kp_consume_result *c = &tr->consume;
        char a[32];
        if (rn->o->quiet || rn->quiet_result)
                return;
        fprintf(stderr,
                "  %s: produced %s msgs at %.1f msg/s, p95 %.3f ms "
                "(service %.3f ms)",
                t->name, kp_fmt_count(a, sizeof(a), p->delivered),
                p->achieved_rate, p->latency.p95_ms, p->service.p95_ms);
        if (c->ran && kp_consume_assigned(c))
                fprintf(stderr,
                        "; consumed: %s %.0f, join %.0f ms, completeness "
                        "%.2f%%",
                        kp_tr(KP_LANG_EN, KP_S_RM_COL_FETCH_RATE),
                        c->fetch_msgs_per_sec, c->rebalance_ms,
                        c->completeness * 100);
        else if (c->ran)
                fprintf(stderr,
                        "; consumed: no partition assigned in %.1f s (no "
                        "join, no fetch rate), completeness %.2f%%",
                        c->duration_s, c->completeness * 100);
        if (c->ran && c->backlog && c->drained)
                fprintf(stderr,
                        "; caught up %.1f s after joining, draining %.0f "
                        "msg/s",
                        c->caught_up_s,
                        c->caught_up_s > 0
                            ? (double)c->caught_up_messages / c->caught_up_s
                            : 0);
        else if (c->ran && c->backlog)
                fprintf(stderr, "; never caught up");
        fprintf(stderr, "%s%s\n", tr->reason ? "; " : "",
                tr->reason ? tr->reason : "");
        if (tr->events.n) {
                kp_buf b = { 0 };
                kp_events_describe(&tr->events, &b);
                fprintf(stderr, "  %s: cluster: %s\n", t->name, b.s ? b.s : "");
                kp_buf_free(&b);
        }
}

static void free_job(tier_job *j)
{
        kp_bitset_destroy(j->acked);
        kp_abort_watch_destroy(j->aw);
        free(j->cranges);
        free(j->before);
        free(j->after);
}

/* Runs the tiers ts (results into trs) at the same time (a parallel
 * group), or one tier (n == 1). */
static int run_jobs(runner *rn, const kp_tier *const *ts,
                    kp_tier_result *const *trs, size_t n, char *errstr,
                    size_t errstr_size)
{
        tier_job *jobs = calloc(n, sizeof(*jobs));
        pthread_t *th = calloc(n, sizeof(*th));
        kp_fault *faults = NULL;
        size_t n_faults = 0;
        kp_faults *timeline;
        int ret = 0;
        if (!jobs || !th) {
                free(jobs);
                free(th);
                return kp_err(errstr, errstr_size, "out of memory");
        }
        for (size_t i = 0; i < n; i++) {
                jobs[i].rn = rn;
                jobs[i].t = ts[i];
                jobs[i].tr = trs[i];
                jobs[i].parallel = n > 1;
                if (!rn->searching &&
                    kp_abort_watch_new(rn->plan, ts[i], &jobs[i].aw))
                        ret = kp_err(errstr, errstr_size, "out of memory");
        }
        if (!rn->o->quiet && !rn->quiet_header) {
                const kp_tier *t = jobs[0].t;
                char a[32], b[32];
                if (n > 1)
                        fprintf(stderr,
                                "tier %s: %zu workloads at the same "
                                "time\n",
                                t->parallel_group, n);
                else
                        fprintf(
                            stderr, "tier %s: %s messages at %s\n", t->name,
                            kp_fmt_count(a, sizeof(a), t->messages),
                            t->rate > 0
                                ? (snprintf(b, sizeof(b), "%s msg/s",
                                            kp_fmt_count(a, sizeof(a),
                                                         (uint64_t)t->rate)),
                                   b)
                                : "unlimited rate");
        }
        kp_progress_init(&rn->bar, stderr, "  ");
        rn->last_line_us = 0;
        /* Faults on the embedded cluster, from the start of the phase. */
        for (size_t i = 0; i < n && !ret; i++) {
                const kp_tier *t = jobs[i].t;
                for (size_t k = 0; k < t->n_faults; k++) {
                        kp_fault *nf =
                            realloc(faults, (n_faults + 1) * sizeof(*faults));
                        if (!nf || kp_fault_parse(t->faults[k], &nf[n_faults],
                                                  errstr, errstr_size))
                                ret = -1;
                        if (nf)
                                faults = nf;
                        if (!ret)
                                n_faults++;
                }
        }
        /* Watch the cluster from before the first message. */
        for (size_t i = 0; i < n && !ret; i++) {
                const char *topic = jobs[i].t->topic;
                if (kp_watch_start(rn->c, &topic, 1, 1000, &jobs[i].watch,
                                   errstr, errstr_size))
                        ret = -1;
                kp_watch_phase(jobs[i].watch, "produce");
        }
        timeline = kp_faults_start(rn->c, faults, n_faults, !rn->o->quiet);
        for (size_t i = 0; i < n; i++)
                if (jobs[i].t->consume.enabled && jobs[i].t->backlog.present)
                        start_consumer_backlog(&jobs[i]);
                else if (jobs[i].t->consume.enabled &&
                         jobs[i].t->consume.during)
                        start_consumer_during(&jobs[i]);
        /* Produce. */
        if (n == 1) {
                produce_job(&jobs[0]);
        } else {
                for (size_t i = 0; i < n; i++)
                        pthread_create(&th[i], NULL, produce_job, &jobs[i]);
                for (size_t i = 0; i < n; i++)
                        pthread_join(th[i], NULL);
        }
        kp_progress_done(&rn->bar);
        for (size_t i = 0; i < n; i++)
                if (jobs[i].cranges)
                        finish_consumer_during(&jobs[i]);
        for (size_t i = 0; i < n; i++) {
                if (jobs[i].rc && !jobs[i].no_offsets_after) {
                        set_reason(jobs[i].tr, KP_TIER_FAILED,
                                   KP_TR_PRODUCE_ERROR, jobs[i].err);
                }
        }
        for (size_t i = 0; i < n; i++)
                kp_watch_phase(jobs[i].watch, "consume");
        /* Consume, unless stopped or nothing was produced. */
        if (!*rn->stop) {
                for (size_t i = 0; i < n; i++) {
                        /* A tier stopped by an abort criterion is over:
                         * reading it back would spend the time saved. */
                        if (jobs[i].rc || !jobs[i].t->consume.enabled ||
                            jobs[i].cranges || jobs[i].tr->abort.stopped)
                                continue;
                        jobs[i].consume_started = 1;
                        if (!rn->o->quiet) {
                                char a[32];
                                fprintf(stderr,
                                        "  %s: consume phase: reading %s "
                                        "messages\n",
                                        jobs[i].t->name,
                                        kp_fmt_count(
                                            a, sizeof(a),
                                            jobs[i].tr->produce.delivered));
                        }
                        if (n == 1)
                                consume_job(&jobs[i]);
                        else
                                pthread_create(&th[i], NULL, consume_job,
                                               &jobs[i]);
                }
                for (size_t i = 0; n > 1 && i < n; i++)
                        if (jobs[i].consume_started && !jobs[i].cranges)
                                pthread_join(th[i], NULL);
                kp_progress_done(&rn->bar);
        }
        for (size_t i = 0; i < n; i++)
                if (jobs[i].consume_started && jobs[i].crc)
                        set_reason(jobs[i].tr, KP_TIER_INCOMPLETE,
                                   KP_TR_CONSUME_ERROR, jobs[i].cerr);
        kp_faults_stop(timeline);
        free(faults);
        for (size_t i = 0; i < n; i++) {
                if (kp_watch_stop(jobs[i].watch, &jobs[i].tr->events))
                        fprintf(stderr,
                                "kplan: warning: tier %s: out of "
                                "memory while recording cluster "
                                "events; some are missing\n",
                                jobs[i].t->name);
                jobs[i].watch = NULL;
                judge_tier(rn, jobs[i].t, jobs[i].tr);
                /* Unless a reason was found already (lost messages). */
                if (jobs[i].no_offsets_after)
                        set_reason(jobs[i].tr, KP_TIER_INCOMPLETE,
                                   KP_TR_OFFSETS, jobs[i].err);
                print_tier_line(rn, jobs[i].t, jobs[i].tr);
                free_job(&jobs[i]);
        }
        free(jobs);
        free(th);
        return ret;
}

/* Tier t on the agents (--agents), into tr: a tier of the plan, or one
 * run of a capacity search. */
static void run_on_agents(runner *rn, const kp_tier *t, kp_tier_result *tr)
{
        char err[1024], a[32];
        if (!rn->o->quiet && !rn->quiet_header)
                fprintf(stderr, "tier %s: %s messages on %zu agents\n", t->name,
                        kp_fmt_count(a, sizeof(a), t->messages),
                        rn->r->n_agents);
        if (kp_coord_tier(rn->coord, t, tr, topic_info(rn, t->topic), rn->stop,
                          err, sizeof(err)))
                set_reason(tr, KP_TIER_FAILED, KP_TR_ERROR, err);
        judge_tier(rn, t, tr);
        print_tier_line(rn, t, tr);
}

/* Runs the plan's tiers [first, last) at the same time (a parallel
 * group) or one tier (first + 1 == last). */
static int run_tiers(runner *rn, size_t first, size_t last, char *errstr,
                     size_t errstr_size)
{
        const kp_tier *ts[256];
        kp_tier_result *trs[256];
        size_t n = last - first;
        if (n > 256)
                return kp_err(errstr, errstr_size,
                              "more than 256 workloads at the same time");
        for (size_t i = 0; i < n; i++) {
                ts[i] = &rn->plan->tiers[first + i];
                trs[i] = &rn->r->tiers[first + i];
        }
        return run_jobs(rn, ts, trs, n, errstr, errstr_size);
}

/* ---- a capacity search: src/app/run_search.c drives it ------------------ */

/* One run of a search (kp_search_run_fn): in this process, or split
 * across the agents exactly as an ordinary tier. A soak after the first
 * reads in a group of its own: the embedded cluster keeps a group whose
 * last member left joining for the session timeout (45 s), and a soak in
 * the group the one before it left would wait out that timeout. */
static int search_run(void *ctx, const kp_tier *run, int final,
                      kp_tier_result *tr, char *errstr, size_t errstr_size)
{
        runner *rn = ctx;
        kp_tier again;
        char group[512];
        const kp_tier *ts[1] = { run };
        kp_tier_result *trs[1] = { tr };
        int rc = 0;
        int64_t t0 = kp_wall_us();
        if (final > 1 && !run->consume.group) {
                again = *run;
                snprintf(group, sizeof(group), "kplan-%s-%08x-soak%d",
                         run->name, rn->run_tag, final);
                again.consume.group = group;
                ts[0] = run = &again;
        }
        rn->quiet_header = 1;
        rn->quiet_result = final <= 0;
        rn->searching = 1;
        if (rn->coord)
                run_on_agents(rn, run, tr);
        else
                rc = run_jobs(rn, ts, trs, 1, errstr, errstr_size);
        rn->quiet_header = rn->quiet_result = rn->searching = 0;
        /* The warm-up is no trial: the brokers' windows are the trials'. */
        if (final != KP_SEARCH_WARMUP)
                kp_run_brokers_trial(rn->brokers, run, tr, t0);
        return rc;
}

/* ---- the end ---------------------------------------------------------- */

int kp_cmd_run(int argc, char **argv)
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
        /* --lang L is --set report.lang=L, --client-defaults D is --set
         * cluster.client_defaults=D: the plan as run records them. */
        char lang_set[64], defaults_set[64];
        /* --prometheus URL is --set cluster.prometheus.url=URL. */
        char prom_set[1100];
        run_opts o = { 0 };
        runner rn = { 0 };
        kp_evaluation *e = NULL;
        kp_rmodel *m = NULL;
        kp_reports_paths paths;
        kp_reports_opts ro = { 0 };
        char err[2048];
        int ch, rc = KP_EXIT_USAGE, wr, lost_stop = 0;
        const kp_tier_result *abort_stop = NULL;
        /* As typed: getopt_long() reorders argv. */
        char *cmdline = redacted_command_line(argc + 1, argv - 1);

        optind = 1;
        while ((ch = getopt_long(argc, argv, "ho:t:X:q", lopts, NULL)) != -1) {
                switch (ch) {
                case 'h':
                        kp_run_help();
                        rc = KP_EXIT_PASS;
                        goto out;
                case 'o':
                        if (!*optarg) {
                                kp_usage_error("run", "--out: expected a "
                                                      "directory, got an "
                                                      "empty string");
                                goto out;
                        }
                        o.out = optarg;
                        break;
                case 't':
                        o.template_path = optarg;
                        break;
                case 'J':
                        if (!*optarg) {
                                kp_usage_error("run", "--junit: expected a "
                                                      "file name, got an "
                                                      "empty string");
                                goto out;
                        }
                        o.junit = optarg;
                        break;
                case 'U':
                        if (!*optarg) {
                                kp_usage_error("run", "--resume: expected a "
                                                      "run's directory, got "
                                                      "an empty string");
                                goto out;
                        }
                        o.resume = optarg;
                        break;
                case 'L': {
                        kp_lang l;
                        if (kp_lang_parse(optarg, &l)) {
                                kp_usage_error("run",
                                               "--lang: expected one of %s, "
                                               "got \"%s\"",
                                               kp_lang_tags(), optarg);
                                goto out;
                        }
                        snprintf(lang_set, sizeof(lang_set), "report.lang=%s",
                                 kp_lang_tag(l));
                        if (kp_cli_add_set("run", lang_set, &o.sets, &o.n_sets))
                                goto out;
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
                                goto out;
                        }
                        snprintf(defaults_set, sizeof(defaults_set),
                                 "cluster.client_defaults=%s",
                                 kp_client_defaults_str(d));
                        if (kp_cli_add_set("run", defaults_set, &o.sets,
                                           &o.n_sets))
                                goto out;
                        break;
                }
                case 'P':
                        snprintf(prom_set, sizeof(prom_set),
                                 "cluster.prometheus.url=%s", optarg);
                        if (kp_cli_add_set("run", prom_set, &o.sets, &o.n_sets))
                                goto out;
                        break;
                case 'X':
                        if (kp_perf_add_prop(&o.extra, optarg, err,
                                             sizeof(err))) {
                                kp_usage_error("run", "-X %s: %s", optarg, err);
                                goto out;
                        }
                        break;
                case 'q':
                        o.quiet = 1;
                        break;
                case 'S':
                        if (kp_plan_parse_scale(optarg, &o.scale, err,
                                                sizeof(err))) {
                                kp_usage_error("run", "--scale: %s", err);
                                goto out;
                        }
                        break;
                case 'A':
                case 'W':
                case 'H':
                case 'C':
                case 'R':
                        if (kp_coord_opt(&o.agents, ch, optarg))
                                goto out;
                        break;
                case 's':
                        if (kp_cli_add_set("run", optarg, &o.sets, &o.n_sets))
                                goto out;
                        break;
                case 'M': /* checked by kp_live_open(), before any load */
                        o.metrics_listen = optarg;
                        break;
                default:
                        kp_usage_error("run", "bad option");
                        goto out;
                }
        }
        rn.o = &o;
        if (o.resume) {
                const char *no = optind != argc ? "PLAN (the run's is used)"
                                 : o.out        ? "--out (DIR is the run's)"
                                 : o.scale > 0  ? "--scale (the run's is used)"
                                 : o.agents.agents
                                     ? "--agents (not supported yet: "
                                       "a resumed run's load runs in this "
                                       "process)"
                                     : NULL;
                if (no) {
                        kp_usage_error("run", "--resume DIR takes no %s", no);
                        goto out;
                }
                if (kp_run_resume_load(o.resume, o.sets, o.n_sets, &rn.plan,
                                       &rn.r, &rc))
                        goto out;
        } else if (optind != argc - 1) {
                kp_usage_error("run", "expected exactly one PLAN file");
                goto out;
        } else {
                o.plan_path = argv[optind];
                rc = kp_cli_load_plan(o.plan_path, o.sets, o.n_sets, &rn.plan);
                if (rc)
                        goto out;
        }
        if (o.scale > 0 && kp_plan_scale(rn.plan, o.scale, err, sizeof(err))) {
                rc = kp_usage_error("run", "--scale: %s", err);
                goto out;
        }
        if (kp_kv_get(&o.extra, "bootstrap.servers") &&
            kp_bootstrap_check(kp_kv_get(&o.extra, "bootstrap.servers"), err,
                               sizeof(err))) {
                rc = kp_usage_error("run", "-X bootstrap.servers: %s", err);
                goto out;
        }
        if (kp_kv_get(&o.extra, "bootstrap.servers")) {
                free(rn.plan->bootstrap);
                rn.plan->bootstrap =
                    strdup(kp_kv_get(&o.extra, "bootstrap.servers"));
                kp_kv_unset(&o.extra, "bootstrap.servers");
        }
        if (o.resume && kp_run_resume_check_client(rn.plan, &o.extra, rn.r, err,
                                                   sizeof(err))) {
                fprintf(stderr, "kplan run: --resume %s: %s\n", o.resume, err);
                rc = KP_EXIT_USAGE;
                goto out;
        }
        if (o.agents.control_topic && !o.agents.agents) {
                rc = kp_usage_error("run", "--agents-wait, --agent-timeout "
                                           "and the topics need --agents N");
                goto out;
        }
        if (o.agents.agents &&
            (strcmp(o.agents.control_topic, o.agents.results_topic) == 0 ||
             kp_coord_check_plan(rn.plan, err, sizeof(err)))) {
                if (strcmp(o.agents.control_topic, o.agents.results_topic) == 0)
                        snprintf(err, sizeof(err),
                                 "the control and results topics must be "
                                 "two different names");
                rc = kp_usage_error("run", "--agents: %s", err);
                goto out;
        }
        for (size_t i = 0; o.agents.agents && i < rn.plan->n_criteria; i++)
                if (rn.plan->criteria[i].abort) {
                        rc = kp_usage_error(
                            "run",
                            "--agents: criteria[%zu] has \"abort\", which "
                            "is judged by the producers of this process; "
                            "with agents it is not supported yet",
                            i);
                        goto out;
                }
        o.agents.quiet = o.quiet;
        /* A broken template is a usage error found before any load. */
        if (kp_report_md_check(rn.plan, o.template_path, err, sizeof(err))) {
                fprintf(stderr, "kplan run: %s\n", err);
                rc = KP_EXIT_USAGE;
                goto out;
        }
        if (kp_live_open(
                o.metrics_listen ? o.metrics_listen : rn.plan->metrics_listen,
                rn.plan, NULL, KP_VERSION, &rn.live, err, sizeof(err))) {
                rc = kp_usage_error("run", "%s", err);
                goto out;
        }
        /* The first line says what is being measured. */
        if (!rn.plan->bootstrap)
                printf("EMBEDDED CLUSTER: this run measures librdkafka's "
                       "mock cluster inside the kplan process, not a Kafka "
                       "cluster; its numbers are no evidence about any "
                       "cluster.\n");
        else
                printf("kplan run: plan %s against %s\n", rn.plan->path,
                       rn.plan->bootstrap);
        if (rn.plan->scale < 1)
                printf("REHEARSAL: --scale %g runs %g%% of every tier's "
                       "messages; the plan itself has not been run.\n",
                       rn.plan->scale, rn.plan->scale * 100);
        for (size_t i = 0; i < rn.plan->n_overrides; i++)
                printf("override: --set %s\n", rn.plan->overrides[i]);
        if (o.resume)
                printf("resuming run %s in %s (attempt %zu)\n",
                       rn.r->run_id ? rn.r->run_id : "", o.resume,
                       rn.r->n_attempts + 1);
        fflush(stdout);
        rc = KP_EXIT_RUNTIME;
        if (o.resume) {
                snprintf(rn.out_dir, sizeof(rn.out_dir), "%s", o.resume);
                rn.saved = 1;
        } else if (make_out_dir(&rn, err, sizeof(err)) ||
                   kp_run_resume_keep_plan(rn.plan, rn.out_dir, err,
                                           sizeof(err))) {
                fprintf(stderr, "kplan run: %s\n", err);
                goto out;
        }
        rn.run_tag = (uint32_t)(kp_wall_us() ^ ((int64_t)getpid() << 16));
        rn.line_every_s = 10;
        if (!o.quiet)
                fprintf(stderr, "connecting to %s\n",
                        rn.plan->bootstrap ? rn.plan->bootstrap
                                           : "the embedded cluster");
        if (kp_cluster_open(rn.plan->bootstrap, &rn.plan->client, 15000, &rn.c,
                            err, sizeof(err))) {
                fprintf(stderr, "kplan run: %s\n", err);
                goto out;
        }
        if (kp_cluster_set_overrides(rn.c, &o.extra)) {
                fprintf(stderr, "kplan run: out of memory\n");
                goto out;
        }
        kp_cluster_set_client_defaults(rn.c, rn.plan->client_defaults);
        if (o.resume) {
                /* The same run: its facts stay, its cluster is checked. */
                if (kp_run_resume_cluster(rn.c, rn.r, rn.plan, err,
                                          sizeof(err))) {
                        fprintf(stderr, "kplan run: --resume %s: %s\n",
                                o.resume, err);
                        goto out;
                }
                free(rn.r->status);
                rn.r->status = strdup("running");
                free(rn.r->status_reason);
                rn.r->status_reason = NULL;
                rn.r->finished_at[0] = '\0';
        } else {
                if (kp_results_new(rn.plan, &rn.r, err, sizeof(err))) {
                        fprintf(stderr, "kplan run: %s\n", err);
                        goto out;
                }
                fill_run_facts(&rn, cmdline);
                cmdline = NULL;
                if (kp_cluster_describe(rn.c, &rn.r->cluster, err,
                                        sizeof(err)) ||
                    prepare_topics(&rn, err, sizeof(err))) {
                        fprintf(stderr, "kplan run: %s\n", err);
                        goto out;
                }
        }
        /* The plan's broker map names brokers the cluster has: a plan
         * error, found before any tier runs. */
        if (kp_broker_map_check(rn.plan->prometheus, &rn.r->cluster, err,
                                sizeof(err))) {
                fprintf(stderr, "kplan run: %s: %s\n", rn.plan->path, err);
                rc = KP_EXIT_USAGE;
                goto out;
        }
        kp_live_run(rn.live, rn.r->run_id);
        {
                char at[32];
                kp_fmt_utc_iso(at, sizeof(at), kp_wall_us());
                if (kp_attempts_begin(&rn.r->attempts, &rn.r->n_attempts, at,
                                      rn.run_tag)) {
                        fprintf(stderr, "kplan run: out of memory\n");
                        goto out;
                }
        }
        for (size_t i = 0; i < rn.r->cluster.n_warnings; i++)
                fprintf(stderr, "kplan: warning: %s\n",
                        rn.r->cluster.warnings[i]);
        if (save(&rn, err, sizeof(err))) {
                fprintf(stderr, "kplan run: %s\n", err);
                goto out;
        }
        if (!o.quiet)
                fprintf(stderr, "writing to %s\n", rn.out_dir);
        if (kp_run_brokers_open(rn.plan, o.quiet, &rn.brokers, err,
                                sizeof(err))) {
                fprintf(stderr, "kplan run: %s\n", err);
                goto out;
        }
        rn.stop = kp_signals_install();
        if (o.agents.agents &&
            kp_coord_open(rn.c, &o.agents, rn.run_tag, rn.r, rn.stop, &rn.coord,
                          err, sizeof(err))) {
                fprintf(stderr, "kplan run: %s\n", err);
                goto out;
        }
        for (size_t i = 0; i < rn.plan->n_tiers && !*rn.stop;) {
                size_t end = i + 1;
                const char *g = rn.plan->tiers[i].parallel_group;
                int64_t t0 = kp_wall_us();
                while (g && end < rn.plan->n_tiers &&
                       rn.plan->tiers[end].parallel_group &&
                       strcmp(rn.plan->tiers[end].parallel_group, g) == 0)
                        end++;
                /* Run to its end by an earlier attempt (--resume). */
                if (rn.r->tiers[i].status != KP_TIER_PENDING) {
                        i = end;
                        continue;
                }
                /* A run killed in these tiers leaves them in its
                 * attempt's cut (run_resume.h). */
                if (kp_run_resume_mark(rn.c, rn.r, i, end, err, sizeof(err)) ||
                    save(&rn, err, sizeof(err))) {
                        fprintf(stderr, "kplan run: %s\n", err);
                        goto out;
                }
                kp_live_tiers_start(rn.live, rn.plan, i, end);
                if (rn.plan->tiers[i].search.present)
                        kp_run_brokers_search_begin(rn.brokers);
                if (rn.plan->tiers[i].search.present)
                        kp_run_search(rn.plan, &rn.plan->tiers[i],
                                      &rn.r->tiers[i], search_run, &rn, rn.stop,
                                      o.quiet, err, sizeof(err));
                else if (rn.coord)
                        run_on_agents(&rn, &rn.plan->tiers[i], &rn.r->tiers[i]);
                else
                        run_tiers(&rn, i, end, err, sizeof(err));
                for (size_t k = i; k < end && !*rn.stop; k++)
                        kp_run_brokers_tier(rn.brokers, &rn.plan->tiers[k],
                                            &rn.r->tiers[k], &rn.r->cluster,
                                            t0);
                if (rn.coord && !*rn.stop &&
                    kp_coord_stop_on_loss(rn.coord, rn.plan, end))
                        lost_stop = 1;
                for (size_t k = i; k < end && !abort_stop; k++)
                        if (rn.r->tiers[k].abort.stopped &&
                            rn.r->tiers[k].abort.run)
                                abort_stop = &rn.r->tiers[k];
                kp_live_tiers_done(rn.live, rn.r, i, end);
                /* A crash now loses nothing before this point. */
                if (kp_run_resume_settle(rn.r, i, end) ||
                    save(&rn, err, sizeof(err))) {
                        fprintf(stderr, "kplan run: %s\n", err);
                        goto out;
                }
                i = lost_stop || abort_stop ? rn.plan->n_tiers : end;
        }
        if (abort_stop) {
                /* "abort": true: the tiers after it stay pending. */
                free(rn.r->status);
                rn.r->status = strdup("stopped");
                free(rn.r->status_reason);
                rn.r->status_reason = kp_strdup0(abort_stop->abort.reason);
        } else if (!lost_stop) {
                free(rn.r->status);
                rn.r->status = strdup(*rn.stop ? "interrupted" : "complete");
        }
        if (*rn.stop && !lost_stop && !abort_stop)
                rn.r->status_reason = strdup("stopped by the user (SIGINT "
                                             "or SIGTERM)");
        kp_fmt_utc_iso(rn.r->finished_at, sizeof(rn.r->finished_at),
                       kp_wall_us());
        {
                kp_attempt *a = &rn.r->attempts[rn.r->n_attempts - 1];
                memcpy(a->finished_at, rn.r->finished_at,
                       sizeof(a->finished_at));
                if (rn.r->status)
                        kp_attempt_set_status(a, rn.r->status);
        }
        kp_coord_close(rn.coord);
        rn.coord = NULL;
        ro.template_path = o.template_path;
        wr = kp_reports_write(rn.r, rn.out_dir, &ro, &paths, &e, &m, err,
                              sizeof(err));
        if (wr) {
                /* Still evaluate for the summary and the exit code. */
                char err2[256];
                if (!e)
                        kp_evaluate(rn.r, &e, err2, sizeof(err2));
                if (e && !m)
                        kp_rmodel_build(rn.r, e, NULL, &m);
        }
        if (m)
                kp_run_print_summary(m, &paths, wr == 0);
        if (m && o.junit && kp_run_write_junit(m, o.junit)) {
                rc = KP_EXIT_RUNTIME;
                goto out;
        }
        if (wr) {
                fprintf(stderr, "kplan run: %s\n", err);
                rc = KP_EXIT_RUNTIME;
                goto out;
        }
        rc = *rn.stop ? KP_EXIT_FAIL : kp_verdict_exit(e->verdict);
        if (*rn.stop && !lost_stop && !abort_stop)
                fprintf(stderr,
                        "kplan: interrupted; resume with: kplan run "
                        "--resume %s\n",
                        rn.out_dir);
out:
        /* A run that stopped before its first results.json leaves no
         * report directory behind: its plan copy goes, and rmdir removes
         * only an empty one. */
        if (rn.made_dir && !rn.saved) {
                char copy[4200];
                snprintf(copy, sizeof(copy), "%s/%s", rn.out_dir,
                         KP_RUN_PLAN_COPY);
                unlink(copy);
                rmdir(rn.out_dir);
        }
        kp_rmodel_destroy(m);
        kp_evaluation_destroy(e);
        kp_coord_close(rn.coord);
        kp_run_brokers_close(rn.brokers);
        kp_live_close(rn.live);
        kp_results_destroy(rn.r);
        kp_cluster_close(rn.c);
        kp_plan_destroy(rn.plan);
        kp_kv_free(&o.extra);
        free(o.sets);
        free(cmdline);
        return rc;
}
