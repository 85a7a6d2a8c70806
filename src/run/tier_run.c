/*
 * tier_run: one tier in this process (or a parallel group of them): its
 * topic's offsets, the produce phase, the consume phase after it, during
 * it or after a pause (a backlog drain), the faults and the cluster
 * watch, the abort criteria, then the tier's status, reason and result
 * line. The engine (engine.c) calls it for every tier and every run of a
 * capacity search.
 */
#include <pthread.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/bitset.h"
#include "base/progress.h"
#include "base/units.h"
#include "base/util.h"
#include "evaluate/abort.h"
#include "evaluate/window_checks.h"
#include "kafka/consumer.h"
#include "kafka/faults.h"
#include "kafka/producer.h"
#include "kafka/watch.h"
#include "run/coord.h"
#include "run/engine_priv.h"
#include "run/live_metrics.h"
#include "run/tier_spec.h"
#include "run/words.h"

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

/* The tier's reason, a code and its figures (kp_run_set_reason), rn's
 * words: the first reason stands; interruption overrides. */
#define set_reason(tr, st, ...)                                                \
        do {                                                                   \
                if (!(tr)->reason || (st) == KP_TIER_INTERRUPTED)              \
                        kp_run_set_reason(rn->o->words, (tr), (st),            \
                                          __VA_ARGS__);                        \
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
        st.reason = j->rn->o->words->abort(j->rn->plan, &st);
        j->tr->abort = st;
        j->stop_tier = 1;
        if (!j->rn->o->quiet)
                fprintf(stderr, "\n  %s: %s\n", j->t->name,
                        st.reason ? st.reason : "");
}

/* Every interval of a phase: the live metrics (run/live_metrics.h), then the
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
        kp_tier_produce_spec(j->t, rn->run_tag, rn->plan->emulated_hosts, &s);
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
                        rn->o->words->fetch_rate, c->fetch_msgs_per_sec,
                        c->rebalance_ms, c->completeness * 100);
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

/* The header line of a tier (t) or of a parallel group of n. */
static void say_tier(const kp_tier *t, size_t n)
{
        char a[32], b[32];
        if (n > 1)
                fprintf(stderr, "tier %s: %zu workloads at the same time\n",
                        t->parallel_group, n);
        else
                fprintf(stderr, "tier %s: %s messages at %s\n", t->name,
                        kp_fmt_count(a, sizeof(a), t->messages),
                        t->rate > 0
                            ? (snprintf(b, sizeof(b), "%s msg/s",
                                        kp_fmt_count(a, sizeof(a),
                                                     (uint64_t)t->rate)),
                               b)
                            : "unlimited rate");
}

/* The faults of the n jobs' tiers, parsed into *faults (grown with
 * realloc; the caller frees it), *n_faults of them. Returns 0, or -1 with
 * a sentence in errstr (*faults still the caller's to free). */
static int collect_faults(const tier_job *jobs, size_t n, kp_fault **faults,
                          size_t *n_faults, char *errstr, size_t errstr_size)
{
        int ret = 0;
        for (size_t i = 0; i < n && !ret; i++) {
                const kp_tier *t = jobs[i].t;
                for (size_t k = 0; k < t->n_faults; k++) {
                        kp_fault *nf = realloc(*faults, (*n_faults + 1) *
                                                            sizeof(**faults));
                        if (!nf || kp_fault_parse(t->faults[k], &nf[*n_faults],
                                                  errstr, errstr_size))
                                ret = -1;
                        if (nf)
                                *faults = nf;
                        if (!ret)
                                (*n_faults)++;
                }
        }
        return ret;
}

/* Runs the tiers ts (results into trs) at the same time (a parallel
 * group), or one tier (n == 1). */
int en_run_jobs(runner *rn, const kp_tier *const *ts,
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
        if (!rn->o->quiet && !rn->quiet_header)
                say_tier(jobs[0].t, n);
        kp_progress_init(&rn->bar, stderr, "  ");
        rn->last_line_us = 0;
        /* Faults on the embedded cluster, from the start of the phase. */
        if (!ret)
                ret = collect_faults(jobs, n, &faults, &n_faults, errstr,
                                     errstr_size);
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
void en_run_on_agents(runner *rn, const kp_tier *t, kp_tier_result *tr)
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
int en_run_tiers(runner *rn, size_t first, size_t last, char *errstr,
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
        return en_run_jobs(rn, ts, trs, n, errstr, errstr_size);
}
