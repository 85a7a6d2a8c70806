/*
 * agent_loop: the work of a load host for kplan run --agents N (kplan
 * agent; agent_loop.h). It waits on the control topic of the cluster
 * under test for a coordinator, joins its run, runs its share of every
 * tier (messages i = k mod N of the tier, from the common start; its
 * consumers in the tier's group) and sends what it measured to the
 * results topic (kafka/agent_bus.h).
 *
 * Two threads: the main one runs the phases; the reader takes the
 * control topic's messages, answers calls, hands commands to the main
 * thread, sends a heartbeat every second and stops the phase in flight
 * when the coordinator goes quiet.
 */
#include "run/agent_loop.h"

#include <pthread.h>
#include <stdarg.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <librdkafka/rdkafka.h>

#include "base/sha256.h"
#include "base/signals.h"
#include "base/util.h"
#include "kafka/agent_bus.h"
#include "kafka/agent_proto.h"
#include "kafka/consumer.h"
#include "kafka/producer.h"
#include "run/tier_spec.h"
#include "version.h"

typedef struct agent {
        const char *name;
        char host[256];
        kp_cluster *c;
        kp_agent_bus *bus;
        volatile sig_atomic_t *sig;
        int64_t coord_timeout_us;
        int quiet;
        const char *payload_dir; /* --payload-dir, or NULL */
        kp_live *live;           /* --metrics-listen, or NULL */

        pthread_mutex_t mu;
        pthread_cond_t cv;
        char run[256];           /* the run joined, "" when idle */
        int rostered;            /* in the run's roster */
        int64_t joined_us;       /* when the join was sent */
        int64_t offset_us;       /* this clock minus the coordinator's */
        int64_t coord_us;        /* the coordinator's last message */
        cJSON *cmd;              /* a command for the main thread, or NULL */
        kp_consume_share *share; /* the consume phase in flight */
        kp_consume_ends *ends;   /* mode "during": its consumers' */
        char phase[16];
        int tier;
        volatile sig_atomic_t phase_stop;
        _Atomic int quit;
        /* The tier's command says the load hosts are emulated hosts
         * (the plan's cluster.emulated_hosts): the host CPU measured is
         * this process's cgroup's. */
        int emulated_hosts;
} agent;

static void say(const agent *a, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));

static void say(const agent *a, const char *fmt, ...)
{
        va_list ap;
        if (a->quiet)
                return;
        fprintf(stderr, "kplan agent %s: ", a->name);
        va_start(ap, fmt);
        vfprintf(stderr, fmt, ap);
        va_end(ap);
        fputc('\n', stderr);
}

/* A message of this agent in run: type, run and agent filled. */
static cJSON *msg(const agent *a, const char *type, const char *run)
{
        cJSON *m = cJSON_CreateObject();
        if (!m)
                return NULL;
        cJSON_AddStringToObject(m, "type", type);
        cJSON_AddStringToObject(m, "run", run);
        cJSON_AddStringToObject(m, "agent", a->name);
        return m;
}

static void send_msg(agent *a, cJSON *m)
{
        char err[512];
        if (m && kp_agent_bus_send(a->bus, m, err, sizeof(err)))
                fprintf(stderr, "kplan agent %s: %s\n", a->name, err);
        cJSON_Delete(m);
}

static void join(agent *a, const cJSON *call)
{
        cJSON *m = msg(a, "join", kp_agent_bus_str(call, "run"));
        if (!m)
                return;
        cJSON_AddStringToObject(m, "host", a->host);
        cJSON_AddStringToObject(m, "kplan_version", KP_VERSION);
        cJSON_AddStringToObject(m, "librdkafka_version",
                                rd_kafka_version_str());
        cJSON_AddNumberToObject(m, "coord_us",
                                kp_agent_bus_num(call, "coord_us"));
        cJSON_AddNumberToObject(m, "agent_us", (double)kp_wall_us());
        send_msg(a, m);
}

/* Hands a command to the main thread (the newest wins: each command
 * supersedes the one before). Called with mu held. */
static void post(agent *a, const cJSON *m)
{
        cJSON_Delete(a->cmd);
        a->cmd = cJSON_Duplicate(m, 1);
        pthread_cond_signal(&a->cv);
}

static void leave_run(agent *a)
{
        a->run[0] = 0;
        a->rostered = 0;
}

static void on_message(agent *a, const cJSON *m)
{
        const char *type = kp_agent_bus_str(m, "type"),
                   *run = kp_agent_bus_str(m, "run");
        int ours;
        pthread_mutex_lock(&a->mu);
        ours = a->run[0] && strcmp(run, a->run) == 0;
        if (ours)
                a->coord_us = kp_now_us();
        if (strcmp(type, "call") == 0) {
                /* Idle, or joined and not yet in the roster: answer, which
                 * also refines the clock estimate. */
                if (!a->run[0] || (ours && !a->rostered)) {
                        if (!a->run[0]) {
                                snprintf(a->run, sizeof(a->run), "%s", run);
                                a->coord_us = a->joined_us = kp_now_us();
                        }
                        pthread_mutex_unlock(&a->mu);
                        join(a, m);
                        return;
                }
        } else if (ours && strcmp(type, "roster") == 0) {
                const cJSON *it, *list;
                int in = 0;
                list = cJSON_GetObjectItemCaseSensitive(m, "agents");
                cJSON_ArrayForEach(it, list)
                {
                        if (strcmp(kp_agent_bus_str(it, "name"), a->name) ==
                            0) {
                                in = 1;
                                a->offset_us = (int64_t)kp_agent_bus_num(
                                    it, "clock_offset_us");
                        }
                }
                if (in && !a->rostered) {
                        a->rostered = 1;
                        say(a,
                            "joined run %s (clock offset to the "
                            "coordinator %.3f ms)",
                            run, (double)a->offset_us / 1000.0);
                } else if (!in) {
                        say(a, "run %s has its agents: waiting for another",
                            run);
                        leave_run(a);
                }
        } else if (ours && a->rostered &&
                   (strcmp(type, "tier") == 0 || strcmp(type, "go") == 0 ||
                    strcmp(type, "consume") == 0)) {
                post(a, m);
        } else if (ours && strcmp(type, "consume_stop") == 0) {
                if (a->share && (int)kp_agent_bus_num(m, "tier") == a->tier)
                        atomic_store(&a->share->stop, 1);
        } else if (ours && strcmp(type, "end") == 0) {
                a->phase_stop = 1;
                if (a->share)
                        atomic_store(&a->share->stop, 1);
                post(a, m);
        }
        pthread_mutex_unlock(&a->mu);
}

static void beat(agent *a)
{
        cJSON *m, *next;
        pthread_mutex_lock(&a->mu);
        if (!a->rostered) {
                pthread_mutex_unlock(&a->mu);
                return;
        }
        m = msg(a, "beat", a->run);
        if (m) {
                cJSON_AddStringToObject(m, "phase", a->phase);
                cJSON_AddNumberToObject(m, "tier", a->tier);
                if (a->ends)
                        cJSON_AddBoolToObject(m, "joined",
                                              atomic_load(&a->ends->joined));
                if (a->share) {
                        next = cJSON_AddArrayToObject(m, "next");
                        for (size_t p = 0; next && p < a->share->n; p++)
                                cJSON_AddItemToArray(
                                    next,
                                    cJSON_CreateNumber((double)atomic_load(
                                        &a->share->next[p])));
                }
        }
        pthread_mutex_unlock(&a->mu);
        send_msg(a, m);
}

/* A coordinator of another kplan release (another protocol version)
 * calling: said once per run, and answered with a join of this version,
 * so that a coordinator that can tell names this agent as not counted. */
static void foreign_call(agent *a, const kp_agent_foreign *f, char *said,
                         size_t said_size)
{
        cJSON *m;
        if (strcmp(f->type, "call") != 0 || strcmp(f->run, said) == 0)
                return;
        snprintf(said, said_size, "%s", f->run);
        fprintf(stderr,
                "kplan agent %s: warning: a coordinator of another kplan "
                "release calls (run %s, agent protocol %d, this agent %d): "
                "not joined (run the same kplan release on every host)\n",
                a->name, f->run, f->version, KP_AGENT_PROTOCOL);
        m = msg(a, "join", f->run);
        if (!m)
                return;
        cJSON_AddStringToObject(m, "host", a->host);
        cJSON_AddStringToObject(m, "kplan_version", KP_VERSION);
        send_msg(a, m);
}

static void *reader_main(void *arg)
{
        agent *a = arg;
        int64_t next_beat = 0;
        char foreign_run[256] = "";
        while (!atomic_load(&a->quit)) {
                cJSON *m = kp_agent_bus_recv(a->bus, 200);
                int64_t now = kp_now_us();
                kp_agent_foreign f;
                if (m)
                        on_message(a, m);
                cJSON_Delete(m);
                if (kp_agent_bus_foreign(a->bus, &f))
                        foreign_call(a, &f, foreign_run, sizeof(foreign_run));
                if (*a->sig) {
                        pthread_mutex_lock(&a->mu);
                        a->phase_stop = 1;
                        if (a->share)
                                atomic_store(&a->share->stop, 1);
                        pthread_cond_signal(&a->cv);
                        pthread_mutex_unlock(&a->mu);
                }
                if (now >= next_beat) {
                        beat(a);
                        next_beat = now + 1000000;
                }
                pthread_mutex_lock(&a->mu);
                /* A coordinator gone quiet: stop its load. A join never
                 * answered with a roster lapses too. */
                if (a->run[0] && now - a->coord_us > a->coord_timeout_us) {
                        if (a->rostered) {
                                cJSON *lost = cJSON_CreateObject();
                                cJSON_AddStringToObject(lost, "type", "lost");
                                say(a,
                                    "no word from the coordinator of run %s "
                                    "for %.0f s: stopping its load",
                                    a->run, (double)a->coord_timeout_us / 1e6);
                                a->phase_stop = 1;
                                if (a->share)
                                        atomic_store(&a->share->stop, 1);
                                post(a, lost);
                                cJSON_Delete(lost);
                        }
                        leave_run(a);
                }
                pthread_mutex_unlock(&a->mu);
        }
        return NULL;
}

/* ---- the phases -------------------------------------------------------- */

typedef struct prod_ctx {
        agent *a;
        const char *run;
        int tier;
        const kp_tier *t;        /* for the live metrics */
        const kp_client *client; /* the phase's, or NULL */
} prod_ctx;

/* Every interval: what this agent has done so far, so that a coordinator
 * that loses it keeps what it measured. */
static void produce_interval(void *opaque, const kp_interval *iv,
                             const kp_produce_live *live)
{
        prod_ctx *x = opaque;
        cJSON *m = msg(x->a, "interval", x->run);
        kp_live_produce(x->a->live, x->t, iv, live, x->client);
        if (!m)
                return;
        cJSON_AddNumberToObject(m, "tier", x->tier);
        cJSON_AddItemToObject(m, "interval", kp_agent_interval_json(iv));
        cJSON_AddNumberToObject(m, "sent", (double)live->sent);
        cJSON_AddNumberToObject(m, "delivered", (double)live->delivered);
        cJSON_AddNumberToObject(m, "failed", (double)live->failed);
        cJSON_AddItemToObject(m, "latency_us", kp_hist_to_json(live->so_far));
        /* The interval's own histogram, exact: the coordinator merges the
         * agents' into the interval's percentiles. */
        cJSON_AddItemToObject(m, "interval_latency_us",
                              kp_hist_to_json(live->interval));
        send_msg(x->a, m);
}

static void set_phase(agent *a, const char *phase, int tier,
                      kp_consume_share *share)
{
        pthread_mutex_lock(&a->mu);
        snprintf(a->phase, sizeof(a->phase), "%s", phase);
        a->tier = tier;
        a->share = share;
        pthread_mutex_unlock(&a->mu);
}

/* The tier's payload file on this host: the coordinator's path, or the
 * file of that name in --payload-dir; it must hold the coordinator's
 * bytes (want: their sha256). */
static int payload_here(const agent *a, const kp_tier *t, const char *want,
                        char *path, size_t size, char *err, size_t err_size)
{
        const char *base = strrchr(t->payload_file, '/');
        char hex[65], why[900];
        if (a->payload_dir)
                snprintf(path, size, "%s/%s", a->payload_dir,
                         base ? base + 1 : t->payload_file);
        else
                snprintf(path, size, "%s", t->payload_file);
        if (kp_sha256_file(path, 1ULL << 30, hex, why, sizeof(why)))
                return kp_err(err, err_size,
                              "payload file on this host: %s (give "
                              "--payload-dir, or copy the coordinator's "
                              "file there)",
                              why);
        if (strcmp(hex, want) != 0)
                return kp_err(err, err_size,
                              "payload file %.700s on this host is not the "
                              "coordinator's (sha256 %.12s here, %.12s "
                              "there)",
                              path, hex, want);
        return 0;
}

static void run_produce(agent *a, const cJSON *cmd, kp_tier *t,
                        kp_consume_share *share)
{
        kp_produce_spec s = { 0 };
        kp_produce_result res = { 0 };
        kp_bitset *acked = NULL;
        prod_ctx x = { a, kp_agent_bus_str(cmd, "run"),
                       (int)kp_agent_bus_num(cmd, "tier"), t, &res.client };
        char err[1024] = "", path[4096];
        const cJSON *shares = cJSON_GetObjectItemCaseSensitive(cmd, "shares"),
                    *it;
        cJSON *m;
        int idx = -1, rc;
        cJSON_ArrayForEach(it, shares)
        {
                if (strcmp(kp_agent_bus_str(it, "name"), a->name) == 0)
                        idx = (int)kp_agent_bus_num(it, "index");
        }
        if (idx < 0)
                return; /* no share of this tier */
        kp_tier_produce_spec(t, (uint32_t)kp_agent_bus_num(cmd, "run_tag"),
                             a->emulated_hosts, &s);
        s.agent = (uint32_t)idx;
        s.agents = (uint32_t)kp_agent_bus_num(cmd, "of");
        /* The common start, in this host's clock. */
        s.start_wall_us =
            (int64_t)kp_agent_bus_num(cmd, "start_wall_us") + a->offset_us;
        rc = t->payload_file
                 ? payload_here(a, t, kp_agent_bus_str(cmd, "payload_sha256"),
                                path, sizeof(path), err, sizeof(err))
                 : 0;
        s.payload_file = t->payload_file ? path : NULL;
        s.payload_delimiter = t->payload_delimiter;
        if (rc) {
                /* Said below, and sent as the share's error. */
        } else if (kp_bitset_new(t->messages, &acked)) {
                snprintf(err, sizeof(err), "out of memory");
                rc = -1;
        } else {
                s.acked = acked;
                say(a, "tier %s: %llu of %llu messages, share %d of %u",
                    t->name,
                    (unsigned long long)((t->messages + s.agents - 1 -
                                          (uint64_t)idx) /
                                         s.agents),
                    (unsigned long long)t->messages, idx + 1, s.agents);
                set_phase(a, "produce", x.tier, share);
                rc = kp_produce_run(a->c, &s, &res, produce_interval, &x,
                                    &a->phase_stop, err, sizeof(err));
        }
        m = msg(a, "produced", x.run);
        if (m) {
                cJSON_AddNumberToObject(m, "tier", x.tier);
                if (rc)
                        cJSON_AddStringToObject(m, "error", err);
                else {
                        char *bits = kp_bitset_encode(acked);
                        cJSON_AddItemToObject(m, "result",
                                              kp_produce_result_json(&res));
                        if (bits)
                                cJSON_AddStringToObject(m, "acked", bits);
                        free(bits);
                }
        }
        send_msg(a, m);
        set_phase(a, "idle", x.tier, share);
        if (!rc)
                say(a, "tier %s: delivered %llu, p95 %.3f ms", t->name,
                    (unsigned long long)res.delivered, res.latency.p95_ms);
        else
                say(a, "tier %s: %s", t->name, err);
        kp_produce_result_free(&res);
        kp_bitset_destroy(acked);
}

/* The consume phase's result (or rc's error) to the coordinator. */
static void send_consumed(agent *a, const char *run, int tier, const kp_tier *t,
                          int rc, const char *err, const kp_consume_result *res,
                          const kp_bitset *seen)
{
        cJSON *m = msg(a, "consumed", run);
        if (m) {
                cJSON_AddNumberToObject(m, "tier", tier);
                if (rc)
                        cJSON_AddStringToObject(m, "error", err);
                else {
                        char *bits = kp_bitset_encode(seen);
                        cJSON_AddItemToObject(m, "result",
                                              kp_consume_result_json(res));
                        if (bits)
                                cJSON_AddStringToObject(m, "seen", bits);
                        free(bits);
                }
        }
        send_msg(a, m);
        if (!rc)
                say(a, "tier %s: consumed %llu", t->name,
                    (unsigned long long)res->messages);
        else
                say(a, "tier %s: %s", t->name, err);
}

/* Every consume interval after the produce phase: the live metrics. */
static void consume_live(void *opaque, const kp_interval *iv,
                         const kp_consume_live *live)
{
        prod_ctx *x = opaque;
        kp_live_consume(x->a->live, x->t, iv, live, x->client);
}

static void run_consume(agent *a, const cJSON *cmd, const kp_tier *t)
{
        kp_consume_spec s = { 0 };
        kp_consume_result res = { 0 };
        kp_consume_share sh = { 0 };
        kp_partition_range *ranges = NULL;
        const cJSON *rl = cJSON_GetObjectItemCaseSensitive(cmd, "ranges"), *it;
        const char *run = kp_agent_bus_str(cmd, "run");
        int tier = (int)kp_agent_bus_num(cmd, "tier"), n = 0, rc = -1;
        prod_ctx x = { a, run, tier, t, &res.client };
        char err[1024] = "out of memory";
        size_t np = (size_t)cJSON_GetArraySize(rl);
        ranges = calloc(np + 1, sizeof(*ranges));
        sh.next = calloc(np + 1, sizeof(*sh.next));
        if (!ranges || !sh.next || kp_bitset_new(t->messages, &sh.seen))
                goto report;
        cJSON_ArrayForEach(it, rl)
        {
                ranges[n].partition =
                    (int32_t)kp_agent_bus_num(it, "partition");
                ranges[n].start = (int64_t)kp_agent_bus_num(it, "start");
                ranges[n].end = (int64_t)kp_agent_bus_num(it, "end");
                n++;
        }
        sh.n = np;
        for (size_t p = 0; p < np; p++)
                atomic_store(&sh.next[p], -1);
        s.topic = t->topic;
        s.ranges = ranges;
        s.n_ranges = np;
        s.expected = (uint64_t)kp_agent_bus_num(cmd, "expected");
        s.consumers = t->consume.consumers;
        s.group = kp_agent_bus_str(cmd, "group");
        s.fetch_size = t->consume.fetch_size;
        s.consumer_conf = &t->consume.config;
        s.timeout_us = t->consume.timeout_us;
        s.interval_us = t->interval_us;
        s.run_tag = (uint32_t)kp_agent_bus_num(cmd, "run_tag");
        s.emulated_host = a->emulated_hosts;
        s.seq_space = t->messages;
        s.share = &sh;
        set_phase(a, "consume", tier, &sh);
        say(a, "tier %s: consuming in group %s", t->name, s.group);
        rc = kp_consume_run(a->c, &s, &res, consume_live, &x, &a->phase_stop,
                            err, sizeof(err));
        set_phase(a, "idle", tier, NULL);
report:
        send_consumed(a, run, tier, t, rc, err, &res, sh.seen);
        kp_consume_result_free(&res);
        kp_bitset_destroy(sh.seen);
        free(sh.next);
        free(ranges);
}

/* ---- consumer mode "during" ------------------------------------------ */

typedef struct during {
        agent *a;
        prod_ctx x; /* for its interval reports */
        kp_consume_spec s;
        kp_consume_result res;
        kp_consume_share sh;
        kp_consume_ends ends;
        kp_partition_range *ranges;
        int64_t *end;
        size_t n;
        int64_t pause_us;      /* a backlog drain: the consumers' pause */
        int64_t start_wall_us; /* the common start, on this host's clock */
        int rc;
        char err[1024];
} during;

/* Every consume interval: its own end-to-end histogram, exact, which
 * the coordinator merges into the interval's percentiles. */
static void consume_interval(void *opaque, const kp_interval *iv,
                             const kp_consume_live *live)
{
        prod_ctx *x = opaque;
        cJSON *m = msg(x->a, "consume_interval", x->run);
        kp_live_consume(x->a->live, x->t, iv, live, x->client);
        if (!m)
                return;
        cJSON_AddNumberToObject(m, "tier", x->tier);
        cJSON_AddNumberToObject(m, "t_s", iv->t_s);
        cJSON_AddItemToObject(m, "e2e_us", kp_hist_to_json(live->interval));
        send_msg(x->a, m);
}

static void *during_main(void *arg)
{
        during *d = arg;
        d->rc = kp_consume_run(d->a->c, &d->s, &d->res, consume_interval, &d->x,
                               &d->a->phase_stop, d->err, sizeof(d->err));
        return NULL;
}

/* A backlog drain: the consumers start the pause after the common start
 * (on this host's clock), as in one process. */
static void *backlog_main(void *arg)
{
        during *d = arg;
        int64_t due = d->start_wall_us + d->pause_us;
        while (kp_wall_us() < due && !d->a->phase_stop &&
               !atomic_load(&d->ends.abandon))
                kp_sleep_until_us(kp_now_us() + 20000);
        if (d->a->phase_stop || atomic_load(&d->ends.abandon)) {
                snprintf(d->err, sizeof(d->err),
                         "stopped before the consumers started");
                return NULL;
        }
        d->s.start_delay_us = kp_wall_us() - d->start_wall_us;
        return during_main(arg);
}

/* The next command for the main thread, taken; NULL on a signal. */
static cJSON *next_cmd(agent *a)
{
        cJSON *cmd;
        pthread_mutex_lock(&a->mu);
        while (!a->cmd && !*a->sig)
                pthread_cond_wait(&a->cv, &a->mu);
        cmd = a->cmd;
        a->cmd = NULL;
        pthread_mutex_unlock(&a->mu);
        return cmd;
}

/* A command that ends the tier in flight, handed back to serve(). */
static void give_back(agent *a, cJSON *cmd)
{
        pthread_mutex_lock(&a->mu);
        if (!a->cmd && cmd)
                a->cmd = cmd;
        else
                cJSON_Delete(cmd);
        pthread_cond_signal(&a->cv);
        pthread_mutex_unlock(&a->mu);
}

/* Waits for the command type for tier (taken: caller deletes), or
 * returns NULL having handed back the one that ends the tier. */
static cJSON *wait_for(agent *a, const char *type, int tier)
{
        for (;;) {
                cJSON *cmd = next_cmd(a);
                const char *ty = cmd ? kp_agent_bus_str(cmd, "type") : "";
                if (cmd && strcmp(ty, type) == 0 &&
                    (int)kp_agent_bus_num(cmd, "tier") == tier)
                        return cmd;
                if (!cmd || strcmp(ty, "end") == 0 || strcmp(ty, "lost") == 0 ||
                    strcmp(ty, "tier") == 0) {
                        give_back(a, cmd);
                        return NULL;
                }
                cJSON_Delete(cmd);
        }
}

/* Mode "during": this agent's consumers join the tier's group, reading
 * from the offsets the tier command gives, before its producers start
 * (at the time of the coordinator's "go", once every agent's consumers
 * have partitions); the consume command after the produce phase gives
 * the ends. End-to-end latency is read on this host's clock from the
 * stamp of another's: the coordinator flags it when the clocks may
 * differ by much of it. */
static void run_during(agent *a, cJSON *cmd, kp_tier *t)
{
        during d = { 0 };
        const cJSON *dv = cJSON_GetObjectItemCaseSensitive(cmd, "during");
        const cJSON *rl = cJSON_GetObjectItemCaseSensitive(dv, "ranges"), *it;
        const char *run = kp_agent_bus_str(cmd, "run");
        int tier = (int)kp_agent_bus_num(cmd, "tier"), started = 0, can = 0;
        cJSON *go = NULL, *cons = NULL;
        pthread_t th;
        d.a = a;
        d.x.a = a;
        d.x.run = run;
        d.x.tier = tier;
        d.x.t = t;
        d.x.client = &d.res.client;
        d.n = (size_t)cJSON_GetArraySize(rl);
        d.ranges = calloc(d.n + 1, sizeof(*d.ranges));
        d.end = calloc(d.n + 1, sizeof(*d.end));
        d.sh.next = calloc(d.n + 1, sizeof(*d.sh.next));
        d.rc = -1;
        snprintf(d.err, sizeof(d.err), "out of memory");
        if (!d.ranges || !d.end || !d.sh.next ||
            kp_bitset_new(t->messages, &d.sh.seen))
                goto produce;
        cJSON_ArrayForEach(it, rl)
        {
                size_t p = (size_t)kp_agent_bus_num(it, "partition");
                if (p >= d.n)
                        continue;
                d.ranges[p].partition = (int32_t)p;
                d.ranges[p].start = (int64_t)kp_agent_bus_num(it, "start");
                d.end[p] = d.ranges[p].start;
        }
        d.sh.n = d.n;
        for (size_t p = 0; p < d.n; p++)
                atomic_store(&d.sh.next[p], -1);
        d.s.topic = t->topic;
        d.s.ranges = d.ranges;
        d.s.n_ranges = d.n;
        d.s.later = &d.ends;
        d.s.record_e2e = 1;
        d.s.consumers = t->consume.consumers;
        d.s.group = kp_agent_bus_str(dv, "group");
        d.s.fetch_size = t->consume.fetch_size;
        d.s.consumer_conf = &t->consume.config;
        d.s.timeout_us = t->consume.timeout_us;
        d.s.interval_us = t->interval_us;
        d.s.run_tag = (uint32_t)kp_agent_bus_num(cmd, "run_tag");
        d.s.emulated_host = a->emulated_hosts;
        d.s.seq_space = t->messages;
        d.s.share = &d.sh;
        d.pause_us = (int64_t)kp_agent_bus_num(dv, "pause_us");
        d.s.caught_up_us = (int64_t)kp_agent_bus_num(dv, "caught_up_us");
        can = 1;
        /* A backlog drain's consumers start after "go", the pause late. */
        if (d.pause_us > 0)
                goto produce;
        if (pthread_create(&th, NULL, during_main, &d)) {
                snprintf(d.err, sizeof(d.err), "cannot start a thread");
                goto produce;
        }
        started = 1;
        pthread_mutex_lock(&a->mu);
        a->ends = &d.ends;
        pthread_mutex_unlock(&a->mu);
        set_phase(a, "join", tier, &d.sh);
        say(a, "tier %s: consuming in group %s during the produce phase",
            t->name, d.s.group);
produce:
        go = wait_for(a, "go", tier);
        if (!go)
                goto out;
        cJSON_DeleteItemFromObjectCaseSensitive(cmd, "start_wall_us");
        cJSON_AddNumberToObject(cmd, "start_wall_us",
                                kp_agent_bus_num(go, "start_wall_us"));
        if (can && d.pause_us > 0) {
                d.start_wall_us =
                    (int64_t)kp_agent_bus_num(go, "start_wall_us") +
                    a->offset_us;
                if (pthread_create(&th, NULL, backlog_main, &d)) {
                        snprintf(d.err, sizeof(d.err), "cannot start a thread");
                } else {
                        started = 1;
                        set_phase(a, "join", tier, &d.sh);
                        say(a,
                            "tier %s: consuming in group %s from %.1f s "
                            "after the start (a backlog drain)",
                            t->name, d.s.group, (double)d.pause_us / 1e6);
                }
        }
        run_produce(a, cmd, t, started ? &d.sh : NULL);
        cons = wait_for(a, "consume", tier);
        if (!cons)
                goto out;
        rl = cJSON_GetObjectItemCaseSensitive(cons, "ranges");
        cJSON_ArrayForEach(it, rl)
        {
                size_t p = (size_t)kp_agent_bus_num(it, "partition");
                if (p < d.n)
                        d.end[p] = (int64_t)kp_agent_bus_num(it, "end");
        }
        d.ends.end = d.end;
        d.ends.n = d.n;
        d.ends.expected = (uint64_t)kp_agent_bus_num(cons, "expected");
        atomic_store(&d.ends.ready, 1);
        set_phase(a, "consume", tier, started ? &d.sh : NULL);
out:
        if (!cons)
                atomic_store(&d.ends.abandon, 1);
        if (started)
                pthread_join(th, NULL);
        pthread_mutex_lock(&a->mu);
        a->ends = NULL;
        pthread_mutex_unlock(&a->mu);
        set_phase(a, "idle", tier, NULL);
        if (cons)
                send_consumed(a, run, tier, t, d.rc, d.err, &d.res, d.sh.seen);
        cJSON_Delete(go);
        cJSON_Delete(cons);
        kp_consume_result_free(&d.res);
        kp_bitset_destroy(d.sh.seen);
        free(d.sh.next);
        free(d.end);
        free(d.ranges);
}

/* A tier command: its produce phase, and in mode "during" its consume
 * phase at the same time. */
static void run_tier(agent *a, cJSON *cmd, kp_tier *t)
{
        const cJSON *it;
        int mine = 0;
        cJSON_ArrayForEach(it, cJSON_GetObjectItemCaseSensitive(cmd, "shares"))
        {
                if (strcmp(kp_agent_bus_str(it, "name"), a->name) == 0)
                        mine = 1;
        }
        /* No share (the coordinator lost it): its consumers must not take
         * partitions from the group either. */
        if (!mine)
                return;
        if (cJSON_GetObjectItemCaseSensitive(cmd, "during"))
                run_during(a, cmd, t);
        else
                run_produce(a, cmd, t, NULL);
}

/* Runs commands until the run ends (or the coordinator is lost, or a
 * signal). */
static void serve(agent *a)
{
        kp_tier t = { 0 };
        int have_tier = -1;
        for (;;) {
                cJSON *cmd;
                const char *type;
                char err[512];
                pthread_mutex_lock(&a->mu);
                while (!a->cmd && !*a->sig)
                        pthread_cond_wait(&a->cv, &a->mu);
                cmd = a->cmd;
                a->cmd = NULL;
                if (cmd)
                        a->phase_stop = 0;
                pthread_mutex_unlock(&a->mu);
                if (!cmd || *a->sig)
                        break;
                type = kp_agent_bus_str(cmd, "type");
                if (strcmp(type, "tier") == 0) {
                        kp_agent_tier_clear(&t);
                        have_tier = -1;
                        if (kp_agent_tier_from(
                                cJSON_GetObjectItemCaseSensitive(cmd, "spec"),
                                &t, err, sizeof(err))) {
                                cJSON *m = msg(a, "produced",
                                               kp_agent_bus_str(cmd, "run"));
                                say(a, "%s", err);
                                cJSON_AddNumberToObject(
                                    m, "tier", kp_agent_bus_num(cmd, "tier"));
                                cJSON_AddStringToObject(m, "error", err);
                                send_msg(a, m);
                        } else {
                                /* The coordinator's client defaults; one
                                 * that does not say: the Java client's. */
                                kp_client_defaults d = KP_CLIENT_DEFAULTS_JAVA;
                                kp_client_defaults_parse(
                                    kp_agent_bus_str(cmd, "client_defaults"),
                                    &d);
                                kp_cluster_set_client_defaults(a->c, d);
                                a->emulated_hosts = cJSON_IsTrue(
                                    cJSON_GetObjectItemCaseSensitive(
                                        cmd, "emulated_hosts"));
                                have_tier = (int)kp_agent_bus_num(cmd, "tier");
                                run_tier(a, cmd, &t);
                        }
                } else if (strcmp(type, "consume") == 0) {
                        if (have_tier == (int)kp_agent_bus_num(cmd, "tier"))
                                run_consume(a, cmd, &t);
                } else {
                        /* end, or lost */
                        if (strcmp(type, "end") == 0)
                                say(a, "run %s ended",
                                    kp_agent_bus_str(cmd, "run"));
                        cJSON_Delete(cmd);
                        break;
                }
                cJSON_Delete(cmd);
        }
        kp_agent_tier_clear(&t);
        pthread_mutex_lock(&a->mu);
        leave_run(a);
        pthread_mutex_unlock(&a->mu);
}
int kp_agent_loop_run(kp_cluster *c, const kp_agent_opts *o, kp_live *live,
                      char *errstr, size_t errstr_size)
{
        agent a = { 0 };
        pthread_t th;
        int ret = -1, reader = 0;
        a.name = o->name;
        a.quiet = o->quiet;
        a.payload_dir = o->payload_dir;
        a.live = live;
        a.c = c;
        if (kp_agent_bus_open(a.c, o->control_topic, o->results_topic, 0,
                              &a.bus, errstr, errstr_size))
                goto out;
        if (gethostname(a.host, sizeof(a.host) - 1))
                snprintf(a.host, sizeof(a.host), "unknown");
        a.coord_timeout_us = (int64_t)(o->coord_timeout_s * 1e6);
        a.sig = kp_signals_install();
        pthread_mutex_init(&a.mu, NULL);
        pthread_cond_init(&a.cv, NULL);
        if (pthread_create(&th, NULL, reader_main, &a)) {
                kp_err(errstr, errstr_size, "cannot start a thread");
                goto out;
        }
        reader = 1;
        say(&a, "waiting for a coordinator on %s (results to %s)",
            o->control_topic, o->results_topic);
        while (!*a.sig) {
                serve(&a);
                if (o->once)
                        break;
        }
        ret = 0;
out:
        if (reader) {
                atomic_store(&a.quit, 1);
                pthread_join(th, NULL);
                cJSON_Delete(a.cmd);
                pthread_mutex_destroy(&a.mu);
                pthread_cond_destroy(&a.cv);
        }
        kp_agent_bus_close(a.bus);
        return ret;
}
