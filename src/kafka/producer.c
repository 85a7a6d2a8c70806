#include "kafka/producer.h"

#include <errno.h>
#include <math.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <time.h>

#include "base/pacer.h"
#include "base/util.h"
#include "kafka/clientconf.h"
#include "kafka/clientstats.h"
#include "kafka/stamp.h"
#include "results/series.h"

/* One message in flight: its schedule, for the delivery report. */
typedef struct slot {
        int64_t due_us, send_us;
        /* When the broker's acknowledgement came in (the interceptor,
         * in librdkafka's broker thread, before the delivery report is
         * queued), or 0. */
        int64_t ack_us;
        uint64_t seq; /* index in the tier */
        int warm;
} slot;

/* Records of a payload file, split on the delimiter (Kafka's
 * --payload-file): shared, read-only. */
typedef struct payloads {
        char *data;
        const char **rec;
        size_t *len;
        size_t n;
        unsigned char *repeated; /* the one record of REPEATED mode */
} payloads;

typedef struct shared shared;

/* An interval's counts: a thread's pending ones, those it published and
 * those taken from every thread, moved from one to the next by
 * counts_move(). */
typedef struct iv_counts {
        uint64_t msgs, bytes, errors, svc_n;
        double svc_sum_us;
        int64_t svc_max_us;
} iv_counts;

typedef struct worker {
        int k;
        shared *sh;
        rd_kafka_t *rk;
        rd_kafka_topic_t *rkt;
        pthread_t thread;
        int started;

        slot *slots;
        uint32_t *free_idx;
        uint32_t n_free, n_slots;
        unsigned char *scratch;
        uint64_t rng;
        int purging;
        /* Clock reads are not free (a vDSO call of 100 ns and more on some
         * VMs): delivery reports served by one poll share one reading per
         * 64 reports (microseconds apart), and the production time stamped
         * into messages is the send reading plus the wall clock offset,
         * renewed at every interval. */
        int64_t dr_now, wall_off_us;
        unsigned dr_left;
        int64_t last_wake_us; /* the sender's last wake from a pacing sleep */

        /* Totals: written by this thread only, read after join. */
        kp_hist *lat, *svc, *svc_warm;
        kp_hist *sched;   /* due time to hand-off, measured messages */
        kp_hist *p_sched; /* the same since the last publish */
        uint64_t sent, delivered, failed, undelivered, warm_delivered;
        uint64_t measured, bytes;
        int64_t first_measured_send_us, last_measured_ack_us;
        /* The rate window: deliveries number lo and hi of this instance's
         * measured messages (1st and 99th percentile of delivery order). */
        uint64_t m_lo, m_hi;
        int64_t t_lo, t_hi;
        kp_error_list errors;
        int64_t last_send_us;
        char errstr[512];
        int error;

        /* The current interval, private to this thread; published into
         * the shared accumulators below once per interval, so that a
         * delivery report takes no lock. */
        kp_hist *p_lat;  /* measured deliveries since the last publish */
        kp_hist *p_warm; /* warm-up deliveries since the last publish */
        iv_counts p;
        int64_t iv_next_us;

        /* Published intervals, taken by the coordinator under mu;
         * iv_pub_us: the boundary the thread has published up to
         * (INT64_MAX once it has finished). */
        pthread_mutex_t mu;
        int64_t iv_pub_us;
        kp_hist *iv_lat, *iv_sched;
        /* With windows (spec n_windows): the measured deliveries'
         * corrected and service latencies of the interval, and the
         * service latency since the last publish; else NULL. */
        kp_hist *iv_mlat, *iv_msvc, *p_svc;
        iv_counts iv;
} worker;

struct shared {
        const kp_produce_spec *s;
        kp_cstats *cs; /* the client's statistics and CPU */
        kp_pacer pacer;
        payloads pl;
        int64_t t0_us;
        atomic_int running;
        _Atomic int64_t end_us; /* when the last instance finished */
        /* Signalled as each instance finishes: the coordinator sleeps
         * until its next interval or the phase's end, whichever first. */
        pthread_mutex_t end_mu;
        pthread_cond_t end_cv;
        volatile sig_atomic_t *stop;
        uint64_t msg_max_slots;
};

static uint64_t xorshift(uint64_t *s)
{
        uint64_t x = *s;
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        *s = x;
        return x;
}

static int load_payloads(const kp_produce_spec *s, payloads *pl, char *errstr,
                         size_t errstr_size)
{
        const char *delim = s->payload_delimiter && *s->payload_delimiter
                                ? s->payload_delimiter
                                : "\n";
        size_t dlen = strlen(delim), len, cap = 0;
        char *p, *end;
        uint64_t seed = s->seed ? s->seed : 1;
        if (!s->payload_file) {
                if (s->payload != KP_PAYLOAD_REPEATED)
                        return 0;
                if (s->record_size == 0)
                        return 0;
                /* Kafka's ProducerPerformance: letters A-Z, once. */
                pl->repeated = malloc(s->record_size);
                if (!pl->repeated)
                        return kp_err(errstr, errstr_size, "out of memory");
                for (size_t i = 0; i < s->record_size; i++)
                        pl->repeated[i] =
                            (unsigned char)('A' + xorshift(&seed) % 26);
                return 0;
        }
        if (kp_read_file(s->payload_file, 1ULL << 30, &pl->data, &len, errstr,
                         errstr_size))
                return -1;
        p = pl->data;
        end = pl->data + len;
        while (p < end) {
                char *q = memmem(p, (size_t)(end - p), delim, dlen);
                size_t n = q ? (size_t)(q - p) : (size_t)(end - p);
                if (n > 0) {
                        if (pl->n == cap) {
                                size_t nc = cap ? cap * 2 : 256;
                                const char **r =
                                    realloc(pl->rec, nc * sizeof(*r));
                                size_t *l =
                                    r ? realloc(pl->len, nc * sizeof(*l))
                                      : NULL;
                                if (r)
                                        pl->rec = r;
                                if (!r || !l)
                                        return kp_err(errstr, errstr_size,
                                                      "out of memory");
                                pl->len = l;
                                cap = nc;
                        }
                        pl->rec[pl->n] = p;
                        pl->len[pl->n] = n;
                        pl->n++;
                }
                p = q ? q + dlen : end;
        }
        if (pl->n == 0)
                return kp_err(errstr, errstr_size,
                              "%s: no records (file empty or only "
                              "delimiters)",
                              s->payload_file);
        return 0;
}

static void free_payloads(payloads *pl)
{
        free(pl->data);
        free(pl->rec);
        free(pl->len);
        free(pl->repeated);
}

/* Message g's random bytes, the same for a given seed whatever thread
 * sends it: a splitmix64 step seeds xorshift. */
static void random_fill(unsigned char *p, size_t n, uint64_t seed, uint64_t g)
{
        uint64_t z = seed + (g + 1) * 0x9E3779B97F4A7C15ULL, x;
        size_t i = 0;
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
        x = (z ^ (z >> 31)) | 1;
        for (; i + 8 <= n; i += 8) {
                uint64_t v = xorshift(&x);
                memcpy(p + i, &v, 8);
        }
        if (i < n) {
                uint64_t v = xorshift(&x);
                memcpy(p + i, &v, n - i);
        }
}

/* Polling and flushing through these resets the delivery clock cache:
 * the reports of one call never take a reading from an earlier one. */
static void wpoll(worker *w, int ms)
{
        w->dr_left = 0;
        rd_kafka_poll(w->rk, ms);
}

static void wflush(worker *w, int ms)
{
        w->dr_left = 0;
        rd_kafka_flush(w->rk, ms);
}

/* Adds the counts from into to, and zeroes from. */
static void counts_move(iv_counts *to, iv_counts *from)
{
        to->msgs += from->msgs;
        to->bytes += from->bytes;
        to->errors += from->errors;
        to->svc_n += from->svc_n;
        to->svc_sum_us += from->svc_sum_us;
        if (from->svc_max_us > to->svc_max_us)
                to->svc_max_us = from->svc_max_us;
        memset(from, 0, sizeof(*from));
}

/* Moves this thread's interval figures into the shared accumulators. */
static void publish(worker *w, int64_t now)
{
        pthread_mutex_lock(&w->mu);
        kp_hist_merge(w->iv_lat, w->p_lat);
        kp_hist_merge(w->iv_lat, w->p_warm);
        kp_hist_merge(w->iv_sched, w->p_sched);
        if (w->p_svc) {
                kp_hist_merge(w->iv_mlat, w->p_lat);
                kp_hist_merge(w->iv_msvc, w->p_svc);
                kp_hist_reset(w->p_svc);
        }
        counts_move(&w->iv, &w->p);
        while (w->iv_next_us <= now)
                w->iv_next_us += w->sh->s->interval_us;
        w->iv_pub_us = w->iv_next_us;
        w->wall_off_us = kp_wall_us() - kp_now_us();
        pthread_mutex_unlock(&w->mu);
        /* Each delivery is recorded once, in the thread's pending
         * histograms; the run's total is built here, once an interval. */
        if (kp_hist_count(w->p_lat)) {
                kp_hist_merge(w->lat, w->p_lat);
                kp_hist_reset(w->p_lat);
        }
        if (kp_hist_count(w->p_warm))
                kp_hist_reset(w->p_warm);
        if (kp_hist_count(w->p_sched)) {
                kp_hist_merge(w->sched, w->p_sched);
                kp_hist_reset(w->p_sched);
        }
}

/* Publishes when an interval boundary has passed. Every wait of the
 * sending thread ends at the next boundary (poll_ms), so that what was
 * delivered before it is published even when no delivery report or send
 * comes after it (a stalled cluster, the drain, a low rate). */
static void tick(worker *w)
{
        int64_t now = kp_now_us();
        if (now >= w->iv_next_us)
                publish(w, now);
}

/* A poll timeout in ms: at most cap_ms, and no later than the next
 * interval boundary. */
static int poll_ms(const worker *w, int cap_ms)
{
        int64_t left = w->iv_next_us - kp_now_us();
        int64_t ms = left > 0 ? (left + 999) / 1000 : 0;
        return ms < cap_ms ? (int)ms : cap_ms;
}

static void dr_cb(rd_kafka_t *rk, const rd_kafka_message_t *m, void *opaque)
{
        worker *w = opaque;
        slot *sl = m->_private;
        uint64_t len = m->len + m->key_len;
        int64_t now;
        (void)rk;
        if (!sl)
                return;
        if (sl->ack_us > 0) {
                now = sl->ack_us;
        } else {
                if (w->dr_left == 0) {
                        w->dr_now = kp_now_us();
                        w->dr_left = 64;
                }
                w->dr_left--;
                now = w->dr_now;
        }
        /* An acknowledgement past an interval's end closes it first: it
         * belongs to the next one, however late it is served. */
        if (now >= w->iv_next_us)
                publish(w, now);
        if (m->err && w->purging &&
            (m->err == RD_KAFKA_RESP_ERR__PURGE_QUEUE ||
             m->err == RD_KAFKA_RESP_ERR__PURGE_INFLIGHT)) {
                w->undelivered++;
        } else if (m->err) {
                __atomic_store_n(&w->failed, w->failed + 1, __ATOMIC_RELAXED);
                kp_error_add(&w->errors, rd_kafka_err2name(m->err), 1);
                w->p.errors++;
        } else {
                int64_t svc = now - sl->send_us;
                __atomic_store_n(&w->delivered, w->delivered + 1,
                                 __ATOMIC_RELAXED);
                if (w->sh->s->acked)
                        kp_bitset_set(w->sh->s->acked, sl->seq);
                if (sl->warm) {
                        w->warm_delivered++;
                        kp_hist_record(w->p_warm, now - sl->due_us);
                        kp_hist_record(w->svc_warm, svc);
                } else {
                        kp_hist_record(w->p_lat, now - sl->due_us);
                        kp_hist_record(w->svc, svc);
                        if (w->p_svc)
                                kp_hist_record(w->p_svc, svc);
                        w->measured++;
                        w->bytes += len;
                        if (now > w->last_measured_ack_us)
                                w->last_measured_ack_us = now;
                        if (w->measured == w->m_lo)
                                w->t_lo = now;
                        if (w->measured == w->m_hi)
                                w->t_hi = now;
                }
                w->p.msgs++;
                w->p.bytes += len;
                w->p.svc_n++;
                w->p.svc_sum_us += (double)svc;
                if (svc > w->p.svc_max_us)
                        w->p.svc_max_us = svc;
        }
        w->free_idx[w->n_free++] = (uint32_t)(sl - w->slots);
}

/* A message's acknowledgement, in librdkafka's broker thread as the
 * response comes in: its time, so that a delivery report served later
 * (the sender sleeps until its next message is due) is timed when the
 * broker answered, not when it was served. */
static rd_kafka_resp_err_t on_ack(rd_kafka_t *rk, rd_kafka_message_t *m,
                                  void *opaque)
{
        slot *sl = m->_private;
        (void)rk;
        (void)opaque;
        if (sl)
                sl->ack_us = kp_now_us();
        return RD_KAFKA_RESP_ERR_NO_ERROR;
}

static rd_kafka_resp_err_t on_new(rd_kafka_t *rk, const rd_kafka_conf_t *conf,
                                  void *opaque, char *errstr,
                                  size_t errstr_size)
{
        (void)conf;
        (void)errstr;
        (void)errstr_size;
        return rd_kafka_interceptor_add_on_acknowledgement(rk, "kplan.ack",
                                                           on_ack, opaque);
}

/* librdkafka's statistics of this instance, served by its poll. */
static int stats_cb(rd_kafka_t *rk, char *json, size_t len, void *opaque)
{
        worker *w = opaque;
        (void)rk;
        kp_cstats_add(w->sh->cs, w->k, json, len);
        return 0; /* librdkafka frees json */
}

/* Instance k of this host's producers sends the indices from
 * first_index(s, k) on, every stride(s): this host's share of the tier
 * (agent mod agents) dealt round-robin among its instances. */
static uint64_t agents_of(const kp_produce_spec *s)
{
        return s->agents > 1 ? s->agents : 1;
}

static uint64_t stride(const kp_produce_spec *s)
{
        return (uint64_t)(s->producers > 0 ? s->producers : 1) * agents_of(s);
}

static uint64_t first_index(const kp_produce_spec *s, int k)
{
        return (s->agents > 1 ? s->agent : 0) + agents_of(s) * (uint64_t)k;
}

static int worker_open(worker *w, kp_cluster *c, kp_client_settings *settings,
                       char *errstr, size_t errstr_size)
{
        const kp_produce_spec *s = w->sh->s;
        const kp_kvlist *plan[1];
        kp_kvlist txn = { 0 }, txn_why = { 0 }, who = { 0 };
        kp_client_want cw = { 0 };
        rd_kafka_conf_t *conf;
        char val[64];
        size_t vlen = sizeof(val);
        int ret = -1;

        cw.kind = KP_CLIENT_PRODUCER;
        cw.stats_ms = kp_clientdefaults_stats_ms(s->interval_us);
        plan[0] = s->producer_conf;
        cw.plan = plan;
        cw.n_plan = 1;
        if (s->transactional_id) {
                char id[512];
                if (s->producers > 1)
                        snprintf(id, sizeof(id), "%s-%d", s->transactional_id,
                                 w->k);
                else
                        snprintf(id, sizeof(id), "%s", s->transactional_id);
                if (kp_kv_set(&txn, "transactional.id", id) ||
                    kp_kv_set(&txn_why, "transactional.id",
                              kp_setting_why_str(KP_WHY_TRANSACTIONS))) {
                        kp_err(errstr, errstr_size, "out of memory");
                        goto out;
                }
                cw.over = &txn;
                cw.over_why = &txn_why;
        }
        if (kp_cluster_client_conf(c, &cw, &conf, &who, errstr, errstr_size))
                goto out;
        /* In-flight bookkeeping is bounded by the client's own queue. */
        if (rd_kafka_conf_get(conf, "queue.buffering.max.messages", val,
                              &vlen) != RD_KAFKA_CONF_OK)
                snprintf(val, sizeof(val), "100000");
        w->n_slots = (uint32_t)strtoul(val, NULL, 10) + 1;
        if (w->n_slots < 1024)
                w->n_slots = 1024;
        if (w->n_slots > 10000001)
                w->n_slots = 10000001;
        rd_kafka_conf_set_opaque(conf, w);
        rd_kafka_conf_set_dr_msg_cb(conf, dr_cb);
        rd_kafka_conf_set_stats_cb(conf, stats_cb);
        /* At a fixed rate the sender sleeps between messages: the
         * acknowledgements are timed where they arrive. */
        if (s->rate > 0 && rd_kafka_conf_interceptor_add_on_new(
                               conf, "kplan.ack", on_new, w)) {
                rd_kafka_conf_destroy(conf);
                kp_err(errstr, errstr_size,
                       "cannot time acknowledgements (interceptor)");
                goto out;
        }
        w->rk = kp_cluster_client_new(c, RD_KAFKA_PRODUCER, conf, &who,
                                      settings, errstr, errstr_size);
        if (!w->rk)
                goto out;
        w->rkt = rd_kafka_topic_new(w->rk, s->topic, NULL);
        w->slots = calloc(w->n_slots, sizeof(*w->slots));
        w->free_idx = malloc(w->n_slots * sizeof(*w->free_idx));
        w->scratch = malloc(s->record_size + KP_STAMP_LEN);
        w->lat = kp_hist_new();
        w->svc = kp_hist_new();
        w->svc_warm = kp_hist_new();
        w->iv_lat = kp_hist_new();
        w->p_lat = kp_hist_new();
        w->p_warm = kp_hist_new();
        w->sched = kp_hist_new();
        w->p_sched = kp_hist_new();
        w->iv_sched = kp_hist_new();
        if (s->n_windows) {
                w->iv_mlat = kp_hist_new();
                w->iv_msvc = kp_hist_new();
                w->p_svc = kp_hist_new();
                if (!w->iv_mlat || !w->iv_msvc || !w->p_svc) {
                        kp_err(errstr, errstr_size, "out of memory");
                        goto out;
                }
        }
        if (!w->rkt || !w->slots || !w->free_idx || !w->scratch || !w->lat ||
            !w->svc || !w->svc_warm || !w->iv_lat || !w->p_lat || !w->p_warm ||
            !w->sched || !w->p_sched || !w->iv_sched) {
                kp_err(errstr, errstr_size, "out of memory");
                goto out;
        }
        for (uint32_t i = 0; i < w->n_slots; i++)
                w->free_idx[i] = w->n_slots - 1 - i;
        w->n_free = w->n_slots;
        w->rng = (s->seed ? s->seed : 1) * 0x9E3779B97F4A7C15ULL +
                 (uint64_t)w->k + 1;
        {
                /* This instance's measured messages: its indices from the
                 * first one past the warm-up (by count or, at a fixed
                 * rate, by time). With a time warm-up at an unlimited
                 * rate the count is unknown: no central window. */
                uint64_t first = s->warmup_messages, n_inst = 0;
                uint64_t N = stride(s);
                int known = !(s->warmup_us > 0 && s->rate <= 0);
                if (s->warmup_us > 0 && s->rate > 0) {
                        uint64_t by_time = (uint64_t)ceil((double)s->warmup_us *
                                                          s->rate / 1e6);
                        if (by_time > first)
                                first = by_time;
                }
                for (uint64_t g = first_index(s, w->k); g < s->messages;
                     g += N) {
                        if (g >= first)
                                n_inst += (s->messages - g + N - 1) / N;
                        if (g >= first)
                                break;
                }
                if (known && n_inst >= 3) {
                        w->m_lo = n_inst / 100 + 1;
                        w->m_hi = (n_inst * 99 + 99) / 100;
                }
        }
        if (s->transactional_id) {
                rd_kafka_error_t *e = rd_kafka_init_transactions(w->rk, 30000);
                if (e) {
                        kp_err(errstr, errstr_size,
                               "cannot start transactions: %s",
                               rd_kafka_error_string(e));
                        rd_kafka_error_destroy(e);
                        goto out;
                }
        }
        ret = 0;
out:
        kp_kv_free(&txn);
        kp_kv_free(&txn_why);
        kp_kv_free(&who);
        return ret;
}

static void worker_close(worker *w)
{
        if (w->rkt)
                rd_kafka_topic_destroy(w->rkt);
        if (w->rk)
                rd_kafka_destroy(w->rk);
        free(w->slots);
        free(w->free_idx);
        free(w->scratch);
        kp_hist_destroy(w->lat);
        kp_hist_destroy(w->svc);
        kp_hist_destroy(w->svc_warm);
        kp_hist_destroy(w->iv_lat);
        kp_hist_destroy(w->p_lat);
        kp_hist_destroy(w->p_warm);
        kp_hist_destroy(w->iv_mlat);
        kp_hist_destroy(w->iv_msvc);
        kp_hist_destroy(w->p_svc);
        kp_hist_destroy(w->sched);
        kp_hist_destroy(w->p_sched);
        kp_hist_destroy(w->iv_sched);
        for (size_t i = 0; i < w->errors.n; i++)
                free(w->errors.v[i].code);
        free(w->errors.v);
        pthread_mutex_destroy(&w->mu);
}

static int stopped(const shared *sh)
{
        return sh->stop && *sh->stop;
}

/* The pacing step of a fixed rate (us): the sender wakes at most once a
 * step and hands over every message due within half a step, so each
 * message goes out within half a step of its due time, early or late.
 * 2 ms is the step of Kafka's own tool (ProducerPerformance's
 * ThroughputThrottler sleeps 2 ms at least), so the brokers see the same
 * bursts as from it; below linger.ms they see the same requests as from
 * a per-message schedule (librdkafka batches for linger.ms anyway); and a
 * wake-up, which costs tens of microseconds of CPU on a virtual machine,
 * comes at most 500 times a second whatever the rate
 * (docs/benchmarks.md, "What a fixed rate costs the load client"). */
#define KP_PACE_STEP_US 2000

/* Serves the delivery reports that came in and sleeps until the
 * monotonic time due_us (or the next interval boundary, or 100 ms to see
 * a stop), as often as needed. The reports are timed where the broker's
 * answer arrived (on_ack), so serving them here, once per message due,
 * adds nothing to a measured latency, and a fixed rate costs no CPU
 * between messages. */
static void wait_until(worker *w, int64_t due_us)
{
        for (;;) {
                int64_t now, until;
                /* The reports first: each lands in the interval of its
                 * acknowledgement, then the interval ends by the clock. */
                wpoll(w, 0);
                now = kp_now_us();
                if (now >= w->iv_next_us)
                        publish(w, now);
                if (due_us <= now)
                        return;
                until = due_us < w->iv_next_us ? due_us : w->iv_next_us;
                if (until - now > 100000)
                        until = now + 100000;
                kp_sleep_until_us(until);
                if (stopped(w->sh))
                        return;
        }
}

/* What a transaction call returned (e, taken over): 0, or -1 with
 * "<doing>: <why>" in w's errstr. */
static int txn_result(worker *w, rd_kafka_error_t *e, const char *doing)
{
        if (!e)
                return 0;
        snprintf(w->errstr, sizeof(w->errstr), "%s: %s", doing,
                 rd_kafka_error_string(e));
        rd_kafka_error_destroy(e);
        return -1;
}

static int txn_commit(worker *w)
{
        return txn_result(w, rd_kafka_commit_transaction(w->rk, 60000),
                          "committing a transaction");
}

static int txn_begin(worker *w)
{
        return txn_result(w, rd_kafka_begin_transaction(w->rk),
                          "beginning a transaction");
}

/* The message being made: its value, the stamp and the run's headers,
 * its key, and the arguments of rd_kafka_produceva() (nvu 0: none; the
 * message goes through rd_kafka_produce()). */
typedef struct wmsg {
        rd_kafka_vu_t vu[8 + 64];
        size_t nvu;
        unsigned char tsbuf[8], seqbuf[8];
        char key[32];
        size_t klen;
        const void *value;
        size_t vlen;
} wmsg;

/* The worker's start: precise sleeps for high fixed rates, the thread's
 * name, its first interval, a repeated record in its buffer. */
static void worker_setup(worker *w)
{
        shared *sh = w->sh;
        const kp_produce_spec *s = sh->s;
        char name[16];
        prctl(PR_SET_TIMERSLACK, 1000UL, 0, 0, 0);
        snprintf(name, sizeof(name), "kp-produce-%d", w->k);
        prctl(PR_SET_NAME, name, 0, 0, 0);
        w->iv_next_us = sh->t0_us + s->interval_us;
        w->wall_off_us = kp_wall_us() - kp_now_us();
        if (!sh->pl.n && sh->pl.repeated) {
                memcpy(w->scratch, sh->pl.repeated, s->record_size);
                if (s->record_size >= KP_STAMP_LEN)
                        kp_stamp_write_head(w->scratch, s->run_tag);
        }
}

/* Message g (every N-th of the tier is this worker's) at its time: at a
 * fixed rate, sleeps until it is due, serving delivery reports; *due and
 * *now. 1 when the run was stopped meanwhile. */
static inline int pace(worker *w, uint64_t g, uint64_t N, int64_t *due,
                       int64_t *now)
{
        shared *sh = w->sh;
        if (kp_pacer_unlimited(&sh->pacer)) {
                *now = *due = kp_now_us();
                if ((g / N) % 64 == 0)
                        wpoll(w, 0);
                return 0;
        }
        *due = kp_pacer_due_us(&sh->pacer, g);
        *now = kp_now_us();
        if (*due > *now + KP_PACE_STEP_US / 2) {
                /* Sleep to half a step before it is due, but at least a
                 * step after the last wake: within half a step either
                 * way. */
                int64_t until = *due - KP_PACE_STEP_US / 2;
                if (until < w->last_wake_us + KP_PACE_STEP_US)
                        until = w->last_wake_us + KP_PACE_STEP_US;
                wait_until(w, until);
                if (stopped(sh))
                        return 1;
                *now = w->last_wake_us = kp_now_us();
        } else if ((g / N) % 64 == 0) {
                wpoll(w, 0);
        }
        return 0;
}

/* The stamp as two headers, its time ts and its index idx: for a record
 * too short to carry it, or not made by kplan. */
static inline void stamp_headers(wmsg *m, uint64_t ts, uint64_t idx)
{
        kp_stamp_le64(m->tsbuf, ts);
        kp_stamp_le64(m->seqbuf, idx);
        m->vu[m->nvu].vtype = RD_KAFKA_VTYPE_HEADER;
        m->vu[m->nvu].u.header.name = KP_STAMP_HEADER;
        m->vu[m->nvu].u.header.val = m->tsbuf;
        m->vu[m->nvu++].u.header.size = 8;
        m->vu[m->nvu].vtype = RD_KAFKA_VTYPE_HEADER;
        m->vu[m->nvu].u.header.name = KP_STAMP_SEQ_HEADER;
        m->vu[m->nvu].u.header.val = m->seqbuf;
        m->vu[m->nvu++].u.header.size = 8;
}

/* Message g's value, sent at now (warm: a warm-up message), and its
 * stamp: in the record when it is kplan's and long enough, else as
 * headers. */
static inline void message_value(worker *w, wmsg *m, uint64_t g, int64_t now,
                                 int warm)
{
        shared *sh = w->sh;
        const kp_produce_spec *s = sh->s;
        uint64_t ts = (uint64_t)(now + w->wall_off_us);
        uint64_t idx = kp_stamp_index(g, warm);
        if (sh->pl.n || s->payload == KP_PAYLOAD_MONOTONIC) {
                if (sh->pl.n) {
                        size_t r = (size_t)(xorshift(&w->rng) % sh->pl.n);
                        m->value = sh->pl.rec[r];
                        m->vlen = sh->pl.len[r];
                } else {
                        /* Kafka's --payload-monotonic: the record's number
                         * in decimal. */
                        m->vlen =
                            (size_t)snprintf((char *)w->scratch, 24, "%llu",
                                             (unsigned long long)g);
                        m->value = w->scratch;
                }
                stamp_headers(m, ts, idx);
                return;
        }
        /* A repeated record is in the buffer already (worker_setup); only
         * its time stamp changes. */
        m->vlen = s->record_size;
        m->value = w->scratch;
        if (!sh->pl.repeated) {
                random_fill(w->scratch, m->vlen, s->seed, g);
                if (m->vlen >= KP_STAMP_LEN)
                        kp_stamp_write_head(w->scratch, s->run_tag);
        }
        if (m->vlen >= KP_STAMP_LEN) {
                kp_stamp_le64(w->scratch + 8, ts);
                kp_stamp_le64(w->scratch + 16, idx);
        } else {
                stamp_headers(m, ts, idx);
        }
}

/* The run's own headers, and message g's key. */
static inline void headers_and_key(worker *w, wmsg *m, uint64_t g)
{
        const kp_produce_spec *s = w->sh->s;
        for (size_t h = 0; s->headers && h < s->headers->n && h < 64; h++) {
                m->vu[m->nvu].vtype = RD_KAFKA_VTYPE_HEADER;
                m->vu[m->nvu].u.header.name = s->headers->items[h].key;
                m->vu[m->nvu].u.header.val = s->headers->items[h].value;
                m->vu[m->nvu++].u.header.size =
                    (ssize_t)strlen(s->headers->items[h].value);
        }
        m->klen = 0;
        if (s->key_mode != KP_KEYS_NONE) {
                uint64_t kn = s->key_mode == KP_KEYS_ROUND_ROBIN
                                  ? g % s->key_count
                                  : xorshift(&w->rng) % s->key_count;
                m->klen = (size_t)snprintf(m->key, sizeof(m->key),
                                           s->bare_keys ? "%llu" : "key-%llu",
                                           (unsigned long long)kn);
        }
}

/* Hands message m (its slot sl) to librdkafka, at *now: a full queue
 * only is retried, serving delivery reports in between (librdkafka's
 * idiom). Returns the error; *now: when it was handed over. */
static inline rd_kafka_resp_err_t send_message(worker *w, wmsg *m, slot *sl,
                                               int64_t *now)
{
        rd_kafka_resp_err_t code;
        if (m->nvu) {
                /* Headers need produceva; the rest goes through
                 * rd_kafka_produce(), which costs less. */
                m->vu[m->nvu].vtype = RD_KAFKA_VTYPE_RKT;
                m->vu[m->nvu++].u.rkt = w->rkt;
                m->vu[m->nvu].vtype = RD_KAFKA_VTYPE_VALUE;
                m->vu[m->nvu].u.mem.ptr = (void *)m->value;
                m->vu[m->nvu++].u.mem.size = m->vlen;
                if (m->klen) {
                        m->vu[m->nvu].vtype = RD_KAFKA_VTYPE_KEY;
                        m->vu[m->nvu].u.mem.ptr = m->key;
                        m->vu[m->nvu++].u.mem.size = m->klen;
                }
                m->vu[m->nvu].vtype = RD_KAFKA_VTYPE_MSGFLAGS;
                m->vu[m->nvu++].u.i = RD_KAFKA_MSG_F_COPY;
                m->vu[m->nvu].vtype = RD_KAFKA_VTYPE_OPAQUE;
                m->vu[m->nvu++].u.ptr = sl;
        }
        for (;;) {
                sl->send_us = *now;
                sl->ack_us = 0;
                if (m->nvu) {
                        rd_kafka_error_t *e =
                            rd_kafka_produceva(w->rk, m->vu, m->nvu);
                        code = e ? rd_kafka_error_code(e) : 0;
                        if (e)
                                rd_kafka_error_destroy(e);
                } else {
                        code = rd_kafka_produce(w->rkt, RD_KAFKA_PARTITION_UA,
                                                RD_KAFKA_MSG_F_COPY,
                                                (void *)m->value, m->vlen,
                                                m->klen ? m->key : NULL,
                                                m->klen, sl)
                                   ? rd_kafka_last_error()
                                   : RD_KAFKA_RESP_ERR_NO_ERROR;
                }
                if (code != RD_KAFKA_RESP_ERR__QUEUE_FULL || stopped(w->sh))
                        return code;
                wpoll(w, 1);
                tick(w);
                *now = kp_now_us();
        }
}

/* What the hand-off of sl (due at due, handed over at now, code its
 * error) counts. */
static inline void account_send(worker *w, slot *sl, int64_t due, int64_t now,
                                rd_kafka_resp_err_t code)
{
        /* Latency counts from the due time or the hand-off, whichever
         * came first: a message handed over early (by at most half a
         * pacing step) is never timed shorter than its service time. */
        if (sl->due_us > sl->send_us)
                sl->due_us = sl->send_us;
        /* Only this thread writes the counters; relaxed stores let the
         * progress display read them without a lock. */
        __atomic_store_n(&w->sent, w->sent + 1, __ATOMIC_RELAXED);
        w->last_send_us = now;
        /* How late kplan handed the message over: behind its schedule
         * (the client's own limit, not the cluster's). */
        if (!sl->warm && !kp_pacer_unlimited(&w->sh->pacer))
                kp_hist_record(w->p_sched, now > due ? now - due : 0);
        if (!sl->warm && w->first_measured_send_us == 0)
                w->first_measured_send_us = now;
        if (code) {
                __atomic_store_n(&w->failed, w->failed + 1, __ATOMIC_RELAXED);
                kp_error_add(&w->errors, rd_kafka_err2name(code), 1);
                w->p.errors++;
                w->free_idx[w->n_free++] = (uint32_t)(sl - w->slots);
        }
}

/* The worker's messages, one in N of the tier, each when due, in
 * transactions when the spec has them. 0, or -1 when a transaction
 * failed (w->errstr). */
static int produce_loop(worker *w)
{
        shared *sh = w->sh;
        const kp_produce_spec *s = sh->s;
        const uint64_t N = stride(s);
        wmsg m;
        int64_t txn_start = 0;
        if (s->transactional_id) {
                if (txn_begin(w))
                        return -1;
                txn_start = kp_now_us();
        }
        for (uint64_t g = first_index(s, w->k); g < s->messages; g += N) {
                int64_t due, now;
                int warm;
                slot *sl;
                rd_kafka_resp_err_t code;
                m.nvu = 0;
                if (stopped(sh) || pace(w, g, N, &due, &now))
                        break;
                if (now >= w->iv_next_us)
                        publish(w, now);
                if (s->transactional_id &&
                    kp_now_us() - txn_start >= s->transaction_us) {
                        if (txn_commit(w) || txn_begin(w))
                                return -1;
                        txn_start = kp_now_us();
                }
                while (w->n_free == 0) {
                        wpoll(w, poll_ms(w, 10));
                        tick(w);
                        now = kp_now_us();
                }
                /* A warm-up message by count, or by the time it was due;
                 * its stamp says so, for the end-to-end latency. */
                warm = g < s->warmup_messages ||
                       (s->warmup_us > 0 && due < sh->t0_us + s->warmup_us);
                message_value(w, &m, g, now, warm);
                headers_and_key(w, &m, g);
                sl = &w->slots[w->free_idx[--w->n_free]];
                sl->due_us = due;
                sl->seq = g;
                sl->warm = warm;
                code = send_message(w, &m, sl, &now);
                account_send(w, sl, due, now, code);
        }
        return 0;
}

/* Serves delivery reports until everything is acknowledged, the drain
 * timeout passes or the user stops the run (then 2 s at most). */
static void drain(worker *w)
{
        int64_t start = kp_now_us();
        while (w->n_free < w->n_slots) {
                int64_t spent = kp_now_us() - start;
                if (spent >= w->sh->s->drain_timeout_us ||
                    (stopped(w->sh) && spent >= 2000000))
                        break;
                wflush(w, poll_ms(w, 100));
                tick(w);
        }
}

/* The worker's end: what is still queued or unanswered is undelivered,
 * the last interval published, and the phase's end when this is its
 * last worker. */
static void worker_finish(worker *w)
{
        shared *sh = w->sh;
        uint64_t settled;
        /* What is still queued is undelivered: purge it so that its
         * delivery reports come back now instead of at message.timeout. */
        if (w->n_free < w->n_slots) {
                int64_t until = kp_now_us() + 1000000;
                w->purging = 1;
                rd_kafka_purge(w->rk, RD_KAFKA_PURGE_F_QUEUE |
                                          RD_KAFKA_PURGE_F_INFLIGHT);
                while (w->n_free < w->n_slots && kp_now_us() < until)
                        wpoll(w, 10);
        }
        /* Anything sent whose report never came back is undelivered too. */
        settled = w->delivered + w->failed + w->undelivered;
        if (w->sent > settled)
                w->undelivered += w->sent - settled;
        publish(w, kp_now_us());
        pthread_mutex_lock(&w->mu);
        w->iv_pub_us = INT64_MAX;
        pthread_mutex_unlock(&w->mu);
        /* The phase ends when its last instance does, not when the
         * coordinator notices. */
        atomic_store(&sh->end_us, kp_now_us());
        pthread_mutex_lock(&sh->end_mu);
        atomic_fetch_sub(&sh->running, 1);
        pthread_cond_signal(&sh->end_cv);
        pthread_mutex_unlock(&sh->end_mu);
}

static void *worker_main(void *arg)
{
        worker *w = arg;
        const kp_produce_spec *s = w->sh->s;
        worker_setup(w);
        if (produce_loop(w) == 0) {
                drain(w);
                if (s->transactional_id && !stopped(w->sh) &&
                    w->n_free == w->n_slots)
                        txn_commit(w);
        }
        worker_finish(w);
        return NULL;
}

/* Sleeps until the monotonic time until_us, or until the last instance
 * has finished. */
static void wait_end(shared *sh, int64_t until_us)
{
        struct timespec ts;
        ts.tv_sec = (time_t)(until_us / 1000000);
        ts.tv_nsec = (long)(until_us % 1000000) * 1000;
        pthread_mutex_lock(&sh->end_mu);
        while (atomic_load(&sh->running) > 0 && kp_now_us() < until_us)
                if (pthread_cond_timedwait(&sh->end_cv, &sh->end_mu, &ts))
                        break;
        pthread_mutex_unlock(&sh->end_mu);
}

static void live_counts(worker *ws, int n, kp_produce_live *live);

/* Whether every worker has published up to the boundary b_us. */
static int published_to(worker *ws, int n, int64_t b_us)
{
        int all = 1;
        for (int i = 0; i < n; i++) {
                pthread_mutex_lock(&ws[i].mu);
                if (ws[i].iv_pub_us <= b_us)
                        all = 0;
                pthread_mutex_unlock(&ws[i].mu);
        }
        return all;
}

/* Takes what every worker published into one interval: its counts into
 * t, its latencies into lat and sched. With windows, mlat and msvc (else
 * NULL) take the measured deliveries' latencies. */
static void take_interval(worker *ws, int n, kp_hist *lat, kp_hist *sched,
                          kp_hist *mlat, kp_hist *msvc, iv_counts *t)
{
        memset(t, 0, sizeof(*t));
        kp_hist_reset(lat);
        kp_hist_reset(sched);
        if (mlat) {
                kp_hist_reset(mlat);
                kp_hist_reset(msvc);
        }
        for (int i = 0; i < n; i++) {
                worker *w = &ws[i];
                pthread_mutex_lock(&w->mu);
                if (mlat && w->iv_mlat) {
                        kp_hist_merge(mlat, w->iv_mlat);
                        kp_hist_reset(w->iv_mlat);
                        kp_hist_merge(msvc, w->iv_msvc);
                        kp_hist_reset(w->iv_msvc);
                }
                kp_hist_merge(lat, w->iv_lat);
                kp_hist_reset(w->iv_lat);
                kp_hist_merge(sched, w->iv_sched);
                kp_hist_reset(w->iv_sched);
                counts_move(t, &w->iv);
                pthread_mutex_unlock(&w->mu);
        }
}

/* One interval from what was taken, pushed and reported. */
static void emit_interval(kp_series *ser, const kp_produce_spec *s, worker *ws,
                          int n, kp_hist *lat, kp_hist *so_far,
                          const kp_hist *sched, kp_cstats *cs,
                          kp_client_stats *st, const iv_counts *t, double t_s,
                          double dur_s, kp_produce_interval_fn fn, void *opaque)
{
        kp_interval iv = { 0 };
        kp_produce_live live = { 0 };
        kp_hist_merge(so_far, lat);
        if (st)
                kp_cstats_interval(cs, t_s, dur_s,
                                   kp_hist_count(sched)
                                       ? (double)kp_hist_percentile(sched, 95) /
                                             1000.0
                                       : NAN,
                                   st);
        iv.t_s = t_s;
        iv.dur_s = dur_s;
        iv.msgs = t->msgs;
        iv.errors = t->errors;
        if (dur_s > 0) {
                iv.msgs_per_sec = (double)t->msgs / dur_s;
                iv.mib_per_sec = (double)t->bytes / dur_s / 1048576.0;
        }
        iv.p50_ms = (double)kp_hist_percentile(lat, 50) / 1000.0;
        iv.p95_ms = (double)kp_hist_percentile(lat, 95) / 1000.0;
        iv.p99_ms = (double)kp_hist_percentile(lat, 99) / 1000.0;
        iv.max_ms = (double)kp_hist_max(lat) / 1000.0;
        iv.min_ms = (double)kp_hist_min(lat) / 1000.0;
        iv.mean_ms = kp_hist_mean(lat) / 1000.0;
        kp_series_push(ser, &iv, lat);
        live.target = s->messages;
        live.elapsed_s = t_s;
        live.so_far = so_far;
        live.interval = lat;
        live.interval_svc_n = t->svc_n;
        live.interval_svc_sum_ms = t->svc_sum_us / 1000.0;
        live.interval_svc_max_ms = (double)t->svc_max_us / 1000.0;
        live_counts(ws, n, &live);
        if (fn)
                fn(opaque, &iv, &live);
}

static void live_counts(worker *ws, int n, kp_produce_live *live)
{
        /* Plain reads of counters another thread writes: a progress
         * display tolerates a value one message old. */
        live->sent = live->delivered = live->failed = 0;
        for (int i = 0; i < n; i++) {
                live->sent += __atomic_load_n(&ws[i].sent, __ATOMIC_RELAXED);
                live->delivered +=
                    __atomic_load_n(&ws[i].delivered, __ATOMIC_RELAXED);
                live->failed +=
                    __atomic_load_n(&ws[i].failed, __ATOMIC_RELAXED);
        }
}

/* One interval into the windows (results/windows.h), when there are. */
static int feed_windows(kp_window_builder *wb, const iv_counts *t, double t_s,
                        double dur_s, const kp_hist *mlat, const kp_hist *msvc)
{
        kp_window_feed f = { 0 };
        if (!wb)
                return 0;
        f.t_s = t_s;
        f.dur_s = dur_s;
        f.msgs = t->msgs;
        f.bytes = t->bytes;
        f.latency = mlat;
        f.service = msvc;
        return kp_window_builder_feed(wb, &f);
}

/* The coordinator's own: the phase, the histograms it takes each
 * interval into, the window builder (NULL: none), the result's client
 * series, the caller's function, and the phase's start and last
 * interval's start. */
typedef struct coord {
        const kp_produce_spec *s;
        shared *sh;
        worker *ws;
        int n;
        kp_produce_result *res;
        kp_series *series; /* fills res->intervals */
        kp_client_stats *st;
        kp_hist *iv_lat, *iv_sched, *so_far;
        kp_window_builder *wb;
        kp_hist *w_lat, *w_svc;
        kp_produce_interval_fn fn;
        void *opaque;
        int64_t t_start, last_iv;
} coord;

/* The interval tk, ended at at_us, to the result, the caller and the
 * windows: 0, or -1 when the windows ran out of memory. */
static int interval_out(coord *co, const iv_counts *tk, int64_t at_us)
{
        double t_s = (double)(at_us - co->t_start) / 1e6;
        double dur_s = (double)(at_us - co->last_iv) / 1e6;
        emit_interval(co->series, co->s, co->ws, co->n, co->iv_lat, co->so_far,
                      co->iv_sched, co->sh->cs, co->st, tk, t_s, dur_s, co->fn,
                      co->opaque);
        return feed_windows(co->wb, tk, t_s, dur_s, co->w_lat, co->w_svc);
}

/* Coordinator: an interval every interval_us, on the nominal boundaries
 * the workers publish at; it waits a little past each boundary for
 * them, and up to half an interval for a worker that has not published
 * yet (a busy host). Returns when the last worker has finished. */
static void watch_intervals(coord *co)
{
        const kp_produce_spec *s = co->s;
        int64_t next_iv = co->t_start + s->interval_us;
        int64_t grace_us =
            s->interval_us / 2 > 20000 ? s->interval_us / 2 : 20000;
        co->last_iv = co->t_start;
        while (atomic_load(&co->sh->running) > 0) {
                int64_t now = kp_now_us();
                iv_counts tk;
                if (now < next_iv + 20000) {
                        wait_end(co->sh, next_iv + 20000);
                        continue;
                }
                if (now < next_iv + grace_us &&
                    !published_to(co->ws, co->n, next_iv)) {
                        kp_sleep_until_us(now + 2000);
                        continue;
                }
                take_interval(co->ws, co->n, co->iv_lat, co->iv_sched,
                              co->w_lat, co->w_svc, &tk);
                if (interval_out(co, &tk, next_iv)) {
                        kp_window_builder_destroy(co->wb);
                        co->wb = NULL; /* out of memory: no windows */
                }
                co->last_iv = next_iv;
                next_iv += s->interval_us;
        }
}

/* The last, partial interval, up to the phase's end (when its last
 * worker finished), and the windows' end. */
static void last_interval(coord *co)
{
        int64_t now = kp_now_us(), end;
        iv_counts tk;
        take_interval(co->ws, co->n, co->iv_lat, co->iv_sched, co->w_lat,
                      co->w_svc, &tk);
        end = atomic_load(&co->sh->end_us);
        if (!end || end > now)
                end = now;
        /* Stopped before its start (set a little ahead, for the workers
         * to start together): the phase ends where it would have begun,
         * never before it. */
        if (end < co->t_start)
                end = co->t_start;
        if (tk.msgs || tk.errors)
                (void)interval_out(co, &tk, end);
        if (kp_window_builder_finish(co->wb, &co->res->windows))
                kp_windows_free(&co->res->windows);
        co->res->total_s = (double)(end - co->t_start) / 1e6;
}

/* Where the measured deliveries were: the first measured send and the
 * last measured acknowledgement, and the central 98% of each worker's
 * deliveries, joined (central messages from c_lo to c_hi; robust: every
 * worker had such a window). */
typedef struct dspan {
        int64_t first, last, c_lo, c_hi;
        uint64_t central;
        int robust;
} dspan;

/* Worker w's counts, histograms (sched: the schedule's) and errors,
 * added into res, and its deliveries into d. */
static void add_worker(kp_produce_result *res, kp_hist *sched, const worker *w,
                       dspan *d, char *errstr, size_t errstr_size)
{
        res->sent += w->sent;
        res->delivered += w->delivered;
        res->failed += w->failed;
        res->undelivered += w->undelivered;
        res->warmup += w->warm_delivered;
        res->measured += w->measured;
        res->bytes += w->bytes;
        kp_hist_merge(res->hist_latency, w->lat);
        kp_hist_merge(res->hist_latency, w->p_lat);
        kp_hist_merge(res->hist_service, w->svc);
        kp_hist_merge(res->hist_service_warmup, w->svc_warm);
        kp_hist_merge(sched, w->sched);
        kp_hist_merge(sched, w->p_sched);
        for (size_t e = 0; e < w->errors.n; e++)
                kp_error_add(&res->errors, w->errors.v[e].code,
                             w->errors.v[e].count);
        if (w->first_measured_send_us &&
            (!d->first || w->first_measured_send_us < d->first))
                d->first = w->first_measured_send_us;
        if (w->m_hi > w->m_lo + 1 && w->t_hi > w->t_lo) {
                d->central += w->m_hi - w->m_lo;
                if (!d->c_lo || w->t_lo < d->c_lo)
                        d->c_lo = w->t_lo;
                if (w->t_hi > d->c_hi)
                        d->c_hi = w->t_hi;
        } else {
                d->robust = 0;
        }
        if (w->last_measured_ack_us > d->last)
                d->last = w->last_measured_ack_us;
        if (w->errstr[0] && !errstr[0])
                kp_err(errstr, errstr_size, "%s", w->errstr);
}

/* The phase's duration and rates, from where its deliveries were. */
static void phase_rates(kp_produce_result *res, const dspan *d)
{
        /* The delivery rate over the central 98% of deliveries
         * (docs/metrics.md), so that one slow first or last delivery does
         * not decide a short tier's rate. The instances' windows are
         * joined, not their rates added: instances that take turns, or
         * one whose deliveries came in a burst, must not add up to a rate
         * nobody measured. Too few messages: first measured send to last
         * delivery. */
        if (d->robust && d->central > 0) {
                double span_s = (double)(d->c_hi - d->c_lo) / 1e6;
                res->duration_s =
                    (double)res->measured / ((double)d->central / span_s);
        } else if (d->first && d->last > d->first)
                res->duration_s = (double)(d->last - d->first) / 1e6;
        /* A fixed rate's measured messages were due over measured / rate
         * seconds, and the sender never hands one over more than half a
         * pacing step early: deliveries that came in a burst after a
         * stall (the producer fell behind and caught up) make the central
         * window shorter than the schedule, never the rate higher than
         * the plan's. As for agents (results/agents.c). */
        if (res->target_rate > 0 && res->measured) {
                double sched_s = (double)res->measured / res->target_rate;
                if (res->duration_s < sched_s)
                        res->duration_s = sched_s;
        }
        if (res->duration_s > 0) {
                res->achieved_rate = (double)res->measured / res->duration_s;
                res->mib_per_sec =
                    (double)res->bytes / res->duration_s / 1048576.0;
        }
}

/* The phase's totals, its workers joined (sched: for the schedule's
 * histogram). 0, or -1 when out of memory. */
static int phase_totals(coord *co, kp_hist *sched, char *errstr,
                        size_t errstr_size)
{
        kp_produce_result *res = co->res;
        dspan d = { .robust = 1 };
        const kp_client_setting *mif;
        res->ran = 1;
        res->target_rate = co->s->rate > 0 ? co->s->rate : 0;
        res->hist_latency = kp_hist_new();
        res->hist_service = kp_hist_new();
        res->hist_service_warmup = kp_hist_new();
        if (!res->hist_latency || !res->hist_service ||
            !res->hist_service_warmup)
                return kp_err(errstr, errstr_size, "out of memory");
        for (int i = 0; i < co->n; i++)
                add_worker(res, sched, &co->ws[i], &d, errstr, errstr_size);
        phase_rates(res, &d);
        kp_latency_from_hist(&res->latency, res->hist_latency);
        kp_latency_from_hist(&res->service, res->hist_service);
        kp_cstats_finish(co->sh->cs, sched, co->st);
        mif = kp_client_settings_get(&res->client.settings,
                                     "max.in.flight.requests.per.connection");
        co->st->max_in_flight = mif ? strtoll(mif->value, NULL, 10) : 1000000;
        return 0;
}

/* The workers wait for the end of the phase's last one on a condition
 * of the monotonic clock. */
static void end_signal_init(shared *sh)
{
        pthread_condattr_t ca;
        pthread_condattr_init(&ca);
        pthread_condattr_setclock(&ca, CLOCK_MONOTONIC);
        pthread_cond_init(&sh->end_cv, &ca);
        pthread_condattr_destroy(&ca);
        pthread_mutex_init(&sh->end_mu, NULL);
}

/* When message 0 is due: after a small lead, so that every instance is
 * ready for it, or at the agents' common start. */
static int64_t start_time(const kp_produce_spec *s)
{
        int64_t t_start = kp_now_us() + 1000;
        if (s->start_wall_us) {
                int64_t lead = s->start_wall_us - kp_wall_us();
                if (lead > 0)
                        t_start = kp_now_us() + lead;
        }
        return t_start;
}

/* Starts the n workers; when one cannot start, those started are
 * joined. */
static int start_workers(shared *sh, worker *ws, int n, char *errstr,
                         size_t errstr_size)
{
        atomic_store(&sh->running, n);
        for (int i = 0; i < n; i++) {
                if (pthread_create(&ws[i].thread, NULL, worker_main, &ws[i])) {
                        kp_err(errstr, errstr_size, "cannot start a thread");
                        atomic_fetch_sub(&sh->running, n - i);
                        /* Started workers still need to finish. */
                        for (int k = 0; k < i; k++)
                                pthread_join(ws[k].thread, NULL);
                        return -1;
                }
                ws[i].started = 1;
        }
        return 0;
}

int kp_produce_run(kp_cluster *c, const kp_produce_spec *s,
                   kp_produce_result *res, kp_produce_interval_fn fn,
                   void *opaque, volatile sig_atomic_t *stop, char *errstr,
                   size_t errstr_size)
{
        shared sh = { 0 };
        coord co = { 0 };
        kp_hist *sched = kp_hist_new();
        int n = s->producers > 0 ? s->producers : 1, ret = -1;
        char stamp[32];

        co.s = s;
        co.sh = &sh;
        co.n = n;
        co.res = res;
        co.fn = fn;
        co.opaque = opaque;
        co.iv_lat = kp_hist_new();
        co.iv_sched = kp_hist_new();
        co.so_far = kp_hist_new();
        co.series = kp_series_new(&res->intervals);
        sh.s = s;
        sh.stop = stop;
        sh.cs = kp_cstats_new(s->emulated_host);
        end_signal_init(&sh);
        co.ws = calloc((size_t)n, sizeof(*co.ws));
        co.st = kp_client_add_stats(&res->client, NULL);
        if (!co.ws || !co.iv_lat || !co.iv_sched || !co.so_far || !sched ||
            !sh.cs || !co.st || !co.series) {
                kp_err(errstr, errstr_size, "out of memory");
                goto out;
        }
        if (s->n_windows) {
                co.w_lat = kp_hist_new();
                co.w_svc = kp_hist_new();
                if (!co.w_lat || !co.w_svc ||
                    kp_window_builder_new(s->windows_us, s->n_windows,
                                          &co.wb)) {
                        kp_err(errstr, errstr_size, "out of memory");
                        goto out;
                }
        }
        for (int i = 0; i < n; i++)
                pthread_mutex_init(&co.ws[i].mu, NULL);
        if (load_payloads(s, &sh.pl, errstr, errstr_size))
                goto out;
        for (int i = 0; i < n; i++) {
                co.ws[i].k = i;
                co.ws[i].sh = &sh;
                /* The instances' settings are alike: the first one's
                 * are the phase's. */
                if (worker_open(&co.ws[i], c,
                                i == 0 ? &res->client.settings : NULL, errstr,
                                errstr_size))
                        goto out;
        }
        kp_fmt_utc_iso(stamp, sizeof(stamp), kp_wall_us());
        memcpy(res->started_at, stamp, sizeof(res->started_at));
        co.t_start = start_time(s);
        sh.t0_us = co.t_start;
        kp_pacer_init(&sh.pacer, co.t_start, s->rate);
        if (start_workers(&sh, co.ws, n, errstr, errstr_size))
                goto out;
        watch_intervals(&co);
        for (int i = 0; i < n; i++)
                pthread_join(co.ws[i].thread, NULL);
        last_interval(&co);
        if (phase_totals(&co, sched, errstr, errstr_size))
                goto out;
        ret = 0;
out:
        for (int i = 0; co.ws && i < n; i++)
                worker_close(&co.ws[i]);
        free(co.ws);
        free_payloads(&sh.pl);
        kp_cstats_destroy(sh.cs);
        pthread_cond_destroy(&sh.end_cv);
        pthread_mutex_destroy(&sh.end_mu);
        kp_hist_destroy(co.iv_lat);
        kp_hist_destroy(co.iv_sched);
        kp_hist_destroy(co.so_far);
        kp_series_destroy(co.series);
        kp_hist_destroy(sched);
        kp_window_builder_destroy(co.wb);
        kp_hist_destroy(co.w_lat);
        kp_hist_destroy(co.w_svc);
        return ret;
}
