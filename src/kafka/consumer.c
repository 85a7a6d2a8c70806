#include "kafka/consumer.h"

#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#include <string.h>
#include <sys/prctl.h>

#include "base/util.h"
#include "kafka/clientconf.h"
#include "kafka/clientstats.h"
#include "kafka/stamp.h"
#include "results/series.h"

/* Per partition, shared by the consumers: where the tier's range is and
 * how far it has been read. Only the partition's current owner advances
 * next; atomics keep a rebalance hand-over safe. */
typedef struct part {
        int64_t start;
        _Atomic int64_t end; /* INT64_MAX until known (mode "during") */
        _Atomic int64_t next;
        _Atomic uint64_t consumed;
        _Atomic int finished;
} part;

typedef struct cshared {
        const kp_consume_spec *s;
        kp_cstats *cs;       /* the client's statistics and CPU */
        kp_client_stats *st; /* their series in the result */
        part *parts;
        int n_parts;
        _Atomic int finished_parts;
        _Atomic int done;
        _Atomic uint64_t total;
        _Atomic int64_t first_assign_us, first_msg_us, last_msg_us;
        _Atomic int64_t last_activity_us;
        int64_t start_us;
        volatile sig_atomic_t *stop;
        pthread_mutex_t err_mu;
        char errstr[512];
        /* The tier's messages read, by index (spec seq_space), and what
         * did not fit: read again, or without a stamp of the tier. */
        kp_bitset *seen;
        _Atomic uint64_t duplicates, foreign;
        /* A backlog drain: when it caught up (0: not yet), and the
         * messages read by the start of the current interval. */
        int64_t caught_up_at_us;
        uint64_t caught_up_messages, total_at_iv_start;
        kp_window_builder *wb;
        kp_series *series; /* fills the result's intervals */
} cshared;

typedef struct cworker {
        int k;
        cshared *sh;
        rd_kafka_t *rk;
        pthread_t thread;
        int started;
        kp_hist *e2e;
        uint64_t e2e_warmup; /* warm-up messages, not in e2e */
        uint64_t bytes;
        pthread_mutex_t mu; /* the interval accumulators */
        kp_hist *iv_e2e;
        uint64_t iv_msgs, iv_bytes;
} cworker;

static void set_error(cshared *sh, const char *fmt, const char *a)
{
        pthread_mutex_lock(&sh->err_mu);
        if (!sh->errstr[0])
                snprintf(sh->errstr, sizeof(sh->errstr), fmt, a);
        pthread_mutex_unlock(&sh->err_mu);
        atomic_store(&sh->done, 1);
}

/* The first assignment ends the group join. It does not restart the
 * no-message timeout, which counts from the consumer's start as in
 * Kafka's ConsumerPerformance: a join slower than the timeout ends the
 * phase too. */
static void note_assign(cshared *sh)
{
        int64_t now = kp_now_us(), cur = 0;
        atomic_compare_exchange_strong(&sh->first_assign_us, &cur, now);
        if (sh->s->later)
                atomic_store(&sh->s->later->joined, 1);
}

/* Shared with other hosts: where the partitions' previous owners (on
 * any host) stopped, from the group's committed offsets. */
static void group_positions(rd_kafka_t *rk, cshared *sh,
                            const rd_kafka_topic_partition_list_t *parts)
{
        rd_kafka_topic_partition_list_t *l =
            rd_kafka_topic_partition_list_copy(parts);
        if (rd_kafka_committed(rk, l, 10000) == RD_KAFKA_RESP_ERR_NO_ERROR) {
                for (int i = 0; i < l->cnt; i++) {
                        int p = l->elems[i].partition;
                        int64_t cur;
                        if (p < 0 || p >= sh->n_parts || l->elems[i].err ||
                            l->elems[i].offset < 0)
                                continue;
                        cur = atomic_load(&sh->parts[p].next);
                        if (l->elems[i].offset > cur)
                                atomic_store(&sh->parts[p].next,
                                             l->elems[i].offset);
                }
        }
        rd_kafka_topic_partition_list_destroy(l);
}

/* Shared with other hosts: where this consumer stopped, for the next
 * owner. */
static void commit_positions(rd_kafka_t *rk, cshared *sh,
                             const rd_kafka_topic_partition_list_t *parts)
{
        rd_kafka_topic_partition_list_t *l =
            rd_kafka_topic_partition_list_new(parts->cnt > 0 ? parts->cnt : 1);
        for (int i = 0; i < parts->cnt; i++) {
                int p = parts->elems[i].partition;
                if (p < 0 || p >= sh->n_parts)
                        continue;
                rd_kafka_topic_partition_list_add(l, parts->elems[i].topic, p)
                    ->offset = atomic_load(&sh->parts[p].next);
        }
        if (l->cnt > 0)
                rd_kafka_commit(rk, l, 0);
        rd_kafka_topic_partition_list_destroy(l);
}

/* Takes (add) or gives up the partitions parts of a rebalance: one by
 * one under the cooperative protocol, the whole assignment under the
 * eager one. */
static void set_assignment(rd_kafka_t *rk,
                           rd_kafka_topic_partition_list_t *parts, int add)
{
        if (strcmp(rd_kafka_rebalance_protocol(rk), "COOPERATIVE") == 0) {
                rd_kafka_error_t *e =
                    add ? rd_kafka_incremental_assign(rk, parts)
                        : rd_kafka_incremental_unassign(rk, parts);
                if (e)
                        rd_kafka_error_destroy(e);
        } else {
                rd_kafka_assign(rk, add ? parts : NULL);
        }
}

static void rebalance_cb(rd_kafka_t *rk, rd_kafka_resp_err_t err,
                         rd_kafka_topic_partition_list_t *parts, void *opaque)
{
        cworker *w = opaque;
        cshared *sh = w->sh;
        if (err == RD_KAFKA_RESP_ERR__ASSIGN_PARTITIONS) {
                /* Start where the tier's range (or the previous owner)
                 * got to, never at a committed group offset; shared with
                 * other hosts, where the group's last owner stopped. */
                if (sh->s->share && sh->parts)
                        group_positions(rk, sh, parts);
                for (int i = 0; sh->parts && i < parts->cnt; i++) {
                        int p = parts->elems[i].partition;
                        if (p >= 0 && p < sh->n_parts)
                                parts->elems[i].offset =
                                    atomic_load(&sh->parts[p].next);
                }
                set_assignment(rk, parts, 1);
                if (parts->cnt > 0)
                        note_assign(sh);
        } else {
                if (sh->s->share && sh->parts)
                        commit_positions(rk, sh, parts);
                set_assignment(rk, parts, 0);
        }
}

/* librdkafka's statistics of this consumer, served by its poll. */
static int stats_cb(rd_kafka_t *rk, char *json, size_t len, void *opaque)
{
        cworker *w = opaque;
        (void)rk;
        kp_cstats_add(w->sh->cs, w->k, json, len);
        return 0; /* librdkafka frees json */
}

static int worker_open(cworker *w, kp_cluster *c, kp_client_settings *settings,
                       char *errstr, size_t errstr_size)
{
        const kp_consume_spec *s = w->sh->s;
        kp_kvlist own = { 0 }, own_why = { 0 }, who = { 0 };
        const kp_kvlist *plan[1];
        kp_client_want cw = { 0 };
        rd_kafka_conf_t *conf;
        char fetch[32];
        int ret = -1;

        if (kp_kv_set(&own, "group.id", s->group) ||
            kp_kv_set(&own_why, "group.id", kp_setting_why_str(KP_WHY_GROUP))) {
                kp_err(errstr, errstr_size, "out of memory");
                goto out;
        }
        if (s->fetch_size) {
                snprintf(fetch, sizeof(fetch), "%llu",
                         (unsigned long long)s->fetch_size);
                if (kp_kv_set(&own, "max.partition.fetch.bytes", fetch) ||
                    kp_kv_set(&own_why, "max.partition.fetch.bytes",
                              kp_setting_why_str(KP_WHY_FETCH_SIZE))) {
                        kp_err(errstr, errstr_size, "out of memory");
                        goto out;
                }
        }
        cw.kind = KP_CLIENT_CONSUMER;
        cw.stats_ms = kp_clientdefaults_stats_ms(s->interval_us);
        cw.from_latest = s->from_latest;
        cw.kplan = &own;
        cw.kplan_why = &own_why;
        plan[0] = s->consumer_conf;
        cw.plan = plan;
        cw.n_plan = 1;
        if (kp_cluster_client_conf(c, &cw, &conf, &who, errstr, errstr_size))
                goto out;
        rd_kafka_conf_set_opaque(conf, w);
        rd_kafka_conf_set_stats_cb(conf, stats_cb);
        if (!s->assign)
                rd_kafka_conf_set_rebalance_cb(conf, rebalance_cb);
        w->rk = kp_cluster_client_new(c, RD_KAFKA_CONSUMER, conf, &who,
                                      settings, errstr, errstr_size);
        if (!w->rk)
                goto out;
        rd_kafka_poll_set_consumer(w->rk);
        w->e2e = kp_hist_new();
        w->iv_e2e = kp_hist_new();
        if (!w->e2e || !w->iv_e2e) {
                kp_err(errstr, errstr_size, "out of memory");
                goto out;
        }
        ret = 0;
out:
        kp_kv_free(&own);
        kp_kv_free(&own_why);
        kp_kv_free(&who);
        return ret;
}

static int start_reading(cworker *w, int n_workers, char *errstr,
                         size_t errstr_size)
{
        cshared *sh = w->sh;
        const kp_consume_spec *s = sh->s;
        rd_kafka_topic_partition_list_t *l;
        rd_kafka_resp_err_t err;
        if (!s->assign) {
                l = rd_kafka_topic_partition_list_new(1);
                rd_kafka_topic_partition_list_add(l, s->topic,
                                                  RD_KAFKA_PARTITION_UA);
                err = rd_kafka_subscribe(w->rk, l);
                rd_kafka_topic_partition_list_destroy(l);
                if (err)
                        return kp_err(errstr, errstr_size,
                                      "cannot subscribe to %s: %s", s->topic,
                                      rd_kafka_err2str(err));
                return 0;
        }
        /* Explicit assignment: partitions dealt round-robin. */
        l = rd_kafka_topic_partition_list_new(sh->n_parts);
        for (int p = w->k; p < sh->n_parts; p += n_workers) {
                rd_kafka_topic_partition_t *tp =
                    rd_kafka_topic_partition_list_add(l, s->topic, p);
                tp->offset = sh->parts
                                 ? sh->parts[p].start
                                 : (s->from_latest ? RD_KAFKA_OFFSET_END
                                                   : RD_KAFKA_OFFSET_BEGINNING);
        }
        err = rd_kafka_assign(w->rk, l);
        rd_kafka_topic_partition_list_destroy(l);
        if (err)
                return kp_err(errstr, errstr_size, "cannot assign %s: %s",
                              s->topic, rd_kafka_err2str(err));
        note_assign(sh);
        return 0;
}

/* What the message's stamp says (producer.h): its production time, from
 * the payload stamp, else the kplan-ts header, else the message timestamp
 * (milliseconds); its index in the tier, from the payload stamp or the
 * kplan-seq header, and whether it is one of the warm-up's (stamp.h).
 * Returns STAMP_TIME, STAMP_SEQ and STAMP_WARMUP bits for what was
 * found. */
#define STAMP_TIME   1
#define STAMP_SEQ    2
#define STAMP_WARMUP 4

static int read_stamp(const rd_kafka_message_t *m, uint32_t tag,
                      int64_t *wall_us, uint64_t *seq)
{
        rd_kafka_headers_t *hdrs;
        const void *val;
        size_t len;
        rd_kafka_timestamp_type_t tt;
        int64_t ts;
        int got = 0;
        uint64_t v;
        if (kp_stamp_from_payload(m->payload, m->len, tag, wall_us, &v))
                return STAMP_TIME | STAMP_SEQ |
                       (kp_stamp_index_split(v, seq) ? STAMP_WARMUP : 0);
        if (rd_kafka_message_headers(m, &hdrs) == RD_KAFKA_RESP_ERR_NO_ERROR) {
                if (rd_kafka_header_get_last(hdrs, KP_STAMP_HEADER, &val,
                                             &len) ==
                        RD_KAFKA_RESP_ERR_NO_ERROR &&
                    kp_stamp_from_header(val, len, &v)) {
                        *wall_us = (int64_t)v;
                        got |= STAMP_TIME;
                }
                if (rd_kafka_header_get_last(hdrs, KP_STAMP_SEQ_HEADER, &val,
                                             &len) ==
                        RD_KAFKA_RESP_ERR_NO_ERROR &&
                    kp_stamp_from_header(val, len, &v))
                        got |=
                            STAMP_SEQ |
                            (kp_stamp_index_split(v, seq) ? STAMP_WARMUP : 0);
        }
        if (!(got & STAMP_TIME)) {
                ts = rd_kafka_message_timestamp(m, &tt);
                if (ts > 0 && tt == RD_KAFKA_TIMESTAMP_CREATE_TIME) {
                        *wall_us = ts * 1000;
                        got |= STAMP_TIME;
                }
        }
        return got;
}

static void handle(cworker *w, const rd_kafka_message_t *m, int64_t now)
{
        cshared *sh = w->sh;
        const kp_consume_spec *s = sh->s;
        uint64_t len = m->len + m->key_len, seq = 0;
        int64_t wall = 0;
        int p = m->partition, got;
        if (sh->parts) {
                part *pp;
                int64_t next, end;
                if (p < 0 || p >= sh->n_parts)
                        return;
                pp = &sh->parts[p];
                next = atomic_load(&pp->next);
                end = atomic_load(&pp->end);
                /* Outside the tier's range, or already counted (read again
                 * after a rebalance): not this tier's message. */
                if (m->offset < pp->start || m->offset >= end ||
                    m->offset < next)
                        return;
                atomic_store(&pp->next, m->offset + 1);
                if (s->share && (size_t)p < s->share->n)
                        atomic_store(&s->share->next[p], m->offset + 1);
                atomic_fetch_add(&pp->consumed, 1);
                if (m->offset + 1 >= end && !atomic_exchange(&pp->finished, 1))
                        atomic_fetch_add(&sh->finished_parts, 1);
        }
        atomic_fetch_add(&sh->total, 1);
        w->bytes += len;
        if (!atomic_load(&sh->first_msg_us)) {
                int64_t none = 0;
                atomic_compare_exchange_strong(&sh->first_msg_us, &none, now);
        }
        atomic_store(&sh->last_msg_us, now);
        got = sh->seen || s->record_e2e ? read_stamp(m, s->run_tag, &wall, &seq)
                                        : 0;
        /* Which of the tier's messages this is: read twice (written to
         * the log twice), or not the tier's at all. */
        if (sh->seen) {
                if (!(got & STAMP_SEQ) || seq >= kp_bitset_size(sh->seen))
                        atomic_fetch_add(&sh->foreign, 1);
                else if (kp_bitset_set(sh->seen, seq))
                        atomic_fetch_add(&sh->duplicates, 1);
        }
        pthread_mutex_lock(&w->mu);
        w->iv_msgs++;
        w->iv_bytes += len;
        /* A warm-up message is read and counted, but its latency is not
         * measured: the produce phase leaves it out of its own too. */
        if (s->record_e2e && (got & STAMP_WARMUP)) {
                w->e2e_warmup++;
        } else if (s->record_e2e && (got & STAMP_TIME)) {
                int64_t e2e = kp_wall_us() - wall;
                kp_hist_record(w->e2e, e2e);
                kp_hist_record(w->iv_e2e, e2e);
        }
        pthread_mutex_unlock(&w->mu);
}

static void *worker_main(void *arg)
{
        cworker *w = arg;
        cshared *sh = w->sh;
        const kp_consume_spec *s = sh->s;
        {
                char name[16];
                snprintf(name, sizeof(name), "kp-consume-%d", w->k);
                prctl(PR_SET_NAME, name, 0, 0, 0);
        }
        while (!atomic_load(&sh->done) && !(sh->stop && *sh->stop) &&
               !(s->share && atomic_load(&s->share->stop))) {
                rd_kafka_message_t *m = rd_kafka_consumer_poll(w->rk, 100);
                int64_t now = kp_now_us();
                if (!m)
                        continue;
                if (m->err) {
                        if (m->err != RD_KAFKA_RESP_ERR__PARTITION_EOF &&
                            (m->err == RD_KAFKA_RESP_ERR__AUTHENTICATION ||
                             m->err == RD_KAFKA_RESP_ERR__FATAL ||
                             m->err ==
                                 RD_KAFKA_RESP_ERR_TOPIC_AUTHORIZATION_FAILED ||
                             m->err ==
                                 RD_KAFKA_RESP_ERR_GROUP_AUTHORIZATION_FAILED ||
                             m->err == RD_KAFKA_RESP_ERR__UNKNOWN_TOPIC))
                                set_error(sh, "consumer: %s",
                                          rd_kafka_message_errstr(m));
                        rd_kafka_message_destroy(m);
                        continue;
                }
                atomic_store(&sh->last_activity_us, now);
                handle(w, m, now);
                rd_kafka_message_destroy(m);
                if (!sh->parts && s->max_messages &&
                    atomic_load(&sh->total) >= s->max_messages)
                        atomic_store(&sh->done, 1);
                if (sh->parts &&
                    atomic_load(&sh->finished_parts) >= sh->n_parts)
                        atomic_store(&sh->done, 1);
        }
        return NULL;
}

/* The produce phase is over: each partition's end is known. Partitions
 * already read to their end are finished now. */
static void apply_ends(cshared *sh, const kp_consume_ends *e)
{
        for (int p = 0; p < sh->n_parts; p++) {
                part *pp = &sh->parts[p];
                int64_t end;
                if (atomic_load(&pp->finished))
                        continue;
                end = (size_t)p < e->n ? e->end[p] : pp->start;
                atomic_store(&pp->end, end);
                if (atomic_load(&pp->next) >= end &&
                    !atomic_exchange(&pp->finished, 1))
                        atomic_fetch_add(&sh->finished_parts, 1);
        }
        if (atomic_load(&sh->finished_parts) >= sh->n_parts)
                atomic_store(&sh->done, 1);
}

static void take_interval(cworker *ws, int n, kp_hist *h, uint64_t *msgs,
                          uint64_t *bytes)
{
        *msgs = *bytes = 0;
        kp_hist_reset(h);
        for (int i = 0; i < n; i++) {
                pthread_mutex_lock(&ws[i].mu);
                kp_hist_merge(h, ws[i].iv_e2e);
                kp_hist_reset(ws[i].iv_e2e);
                *msgs += ws[i].iv_msgs;
                *bytes += ws[i].iv_bytes;
                ws[i].iv_msgs = ws[i].iv_bytes = 0;
                pthread_mutex_unlock(&ws[i].mu);
        }
}

static void snapshot(cworker *ws, int n, cshared *sh, kp_hist *iv_h,
                     kp_hist *so_far, int64_t now, int64_t last,
                     kp_consume_interval_fn fn, void *opaque, int always)
{
        kp_interval iv = { 0 };
        kp_consume_live live = { 0 };
        uint64_t bytes;
        take_interval(ws, n, iv_h, &iv.msgs, &bytes);
        if (!always && iv.msgs == 0 && now == last)
                return;
        kp_hist_merge(so_far, iv_h);
        iv.t_s = (double)(now - sh->start_us) / 1e6;
        iv.dur_s = (double)(now - last) / 1e6;
        if (iv.dur_s > 0) {
                iv.msgs_per_sec = (double)iv.msgs / iv.dur_s;
                iv.mib_per_sec = (double)bytes / iv.dur_s / 1048576.0;
        }
        iv.p50_ms = (double)kp_hist_percentile(iv_h, 50) / 1000.0;
        iv.p95_ms = (double)kp_hist_percentile(iv_h, 95) / 1000.0;
        iv.p99_ms = (double)kp_hist_percentile(iv_h, 99) / 1000.0;
        iv.max_ms = (double)kp_hist_max(iv_h) / 1000.0;
        iv.min_ms = (double)kp_hist_min(iv_h) / 1000.0;
        iv.mean_ms = kp_hist_mean(iv_h) / 1000.0;
        kp_series_push(sh->series, &iv, iv_h);
        if (sh->wb) {
                kp_window_feed f = { 0 };
                f.t_s = iv.t_s;
                f.dur_s = iv.dur_s;
                f.msgs = iv.msgs;
                f.bytes = bytes;
                f.latency = iv_h;
                if (kp_window_builder_feed(sh->wb, &f)) {
                        kp_window_builder_destroy(sh->wb);
                        sh->wb = NULL; /* out of memory: no windows */
                }
        }
        if (sh->st)
                kp_cstats_interval(sh->cs, iv.t_s, iv.dur_s, NAN, sh->st);
        /* A drain has caught up when a whole interval read only messages
         * younger than the bound: timed ones, so not an interval that read
         * the warm-up alone (the oldest messages, read first). */
        if (sh->s->caught_up_us > 0 && !sh->caught_up_at_us &&
            kp_hist_count(iv_h) > 0 && atomic_load(&sh->first_assign_us) &&
            kp_hist_max(iv_h) <= sh->s->caught_up_us) {
                sh->caught_up_at_us = last;
                sh->caught_up_messages = sh->total_at_iv_start;
        }
        sh->total_at_iv_start = atomic_load(&sh->total);
        live.target = sh->s->ranges ? sh->s->expected : sh->s->max_messages;
        live.consumed = atomic_load(&sh->total);
        live.elapsed_s = iv.t_s;
        live.joined = atomic_load(&sh->first_assign_us) != 0;
        live.so_far = so_far;
        live.interval = iv_h;
        if (fn)
                fn(opaque, &iv, &live);
}

/* The partitions to read: s->ranges, each from its start to its end
 * (or to ends given later), or the topic's count with s->assign. */
static int parts_setup(cshared *sh, kp_cluster *c, const kp_consume_spec *s,
                       char *errstr, size_t errstr_size)
{
        int32_t maxp = -1;
        if (!s->ranges)
                return s->assign
                           ? kp_cluster_partition_count(
                                 c, s->topic, &sh->n_parts, errstr, errstr_size)
                           : 0;
        for (size_t i = 0; i < s->n_ranges; i++)
                if (s->ranges[i].partition > maxp)
                        maxp = s->ranges[i].partition;
        sh->n_parts = maxp + 1;
        sh->parts = calloc((size_t)sh->n_parts + 1, sizeof(*sh->parts));
        if (!sh->parts)
                return kp_err(errstr, errstr_size, "out of memory");
        /* Partitions not listed have nothing to read. */
        for (int p = 0; p < sh->n_parts; p++) {
                atomic_store(&sh->parts[p].finished, 1);
                atomic_fetch_add(&sh->finished_parts, 1);
        }
        for (size_t i = 0; i < s->n_ranges; i++) {
                part *pp = &sh->parts[s->ranges[i].partition];
                int64_t e = s->later ? INT64_MAX : s->ranges[i].end;
                pp->start = s->ranges[i].start;
                atomic_store(&pp->end, e);
                atomic_store(&pp->next, pp->start);
                if (e > pp->start) {
                        atomic_store(&pp->finished, 0);
                        atomic_fetch_sub(&sh->finished_parts, 1);
                }
        }
        return 0;
}

/* The coordinator while the workers read: the ends once the producers
 * give them, the share's stop, the timeout, a snapshot each interval.
 * Returns when the last interval started. */
static int64_t watch_phase(cworker *ws, int n, cshared *sh, kp_hist *iv_h,
                           kp_hist *so_far, kp_consume_result *res,
                           kp_consume_interval_fn fn, void *opaque,
                           volatile sig_atomic_t *stop)
{
        const kp_consume_spec *s = sh->s;
        int64_t last_iv = sh->start_us, next_iv = sh->start_us + s->interval_us;
        int ends_known = 0;
        /* The share's stop (the other hosts read the rest) ends the phase
         * once the ends are known: in mode "during" it can come before
         * them, and a result without its ends cannot be accounted. */
        while (!atomic_load(&sh->done) && !(stop && *stop)) {
                int64_t now = kp_now_us();
                if (s->later && !ends_known && atomic_load(&s->later->ready)) {
                        apply_ends(sh, s->later);
                        ends_known = 1;
                }
                if (s->share && atomic_load(&s->share->stop) &&
                    (!s->later || ends_known))
                        break;
                if (s->later && atomic_load(&s->later->abandon))
                        break;
                if (now - atomic_load(&sh->last_activity_us) >= s->timeout_us) {
                        res->timed_out = 1;
                        break;
                }
                if (now >= next_iv) {
                        snapshot(ws, n, sh, iv_h, so_far, now, last_iv, fn,
                                 opaque, 1);
                        last_iv = now;
                        next_iv += s->interval_us;
                        if (next_iv <= now)
                                next_iv = now + s->interval_us;
                }
                kp_sleep_until_us(now + 20000);
        }
        return last_iv;
}

/* A backlog drain's figures: when the consumers caught up, from when
 * they joined (first; last: their last message). */
static void backlog_result(cshared *sh, const kp_consume_spec *s,
                           kp_consume_result *res, int64_t first, int64_t last)
{
        res->backlog = 1;
        res->start_delay_s = (double)s->start_delay_us / 1e6;
        /* The producers were done before the consumers caught up: the
         * drain is over at the last message, when all of them were
         * read. */
        if (!sh->caught_up_at_us && s->later && last &&
            atomic_load(&s->later->ready) && res->messages >= res->expected &&
            res->expected > 0) {
                sh->caught_up_at_us = last;
                sh->caught_up_messages = res->messages;
                res->producers_stopped = 1;
        }
        res->drained = sh->caught_up_at_us != 0;
        if (res->drained) {
                int64_t from = first ? first : sh->start_us;
                res->caught_up_s =
                    sh->caught_up_at_us > from
                        ? (double)(sh->caught_up_at_us - from) / 1e6
                        : 0;
                res->caught_up_messages = sh->caught_up_messages;
        }
}

/* What was lost: by message when every message read was of the tier
 * and the acknowledged ones are known, else by count. */
static void completeness_result(cshared *sh, const kp_consume_spec *s,
                                kp_consume_result *res)
{
        if (sh->seen && s->acked && atomic_load(&sh->foreign) == 0) {
                /* Exact: by message, not by offset. */
                uint64_t acked = kp_bitset_count(s->acked);
                res->identity = 1;
                res->distinct = kp_bitset_count(sh->seen);
                res->duplicates = atomic_load(&sh->duplicates);
                res->lost = kp_bitset_count_and_not(s->acked, sh->seen);
                res->unacked_read = kp_bitset_count_and_not(sh->seen, s->acked);
                res->missing = res->lost;
                res->completeness =
                    acked ? (double)(acked - res->lost) / (double)acked : 1.0;
        } else {
                uint64_t got = res->messages < res->expected ? res->messages
                                                             : res->expected;
                res->missing = res->expected - got;
                res->completeness =
                    res->expected ? (double)got / (double)res->expected : 1.0;
                res->foreign = atomic_load(&sh->foreign);
        }
}

/* The phase's times and rates: from the start to the last message
 * (end_us when none), the rebalance up to the first assignment. */
static void timing_result(cshared *sh, kp_consume_result *res, int64_t first,
                          int64_t last, int64_t end_us)
{
        if (!last)
                last = end_us;
        res->duration_s = (double)(last - sh->start_us) / 1e6;
        res->rebalance_ms = first ? (double)(first - sh->start_us) / 1000.0
                                  : res->duration_s * 1000.0;
        if (atomic_load(&sh->first_msg_us))
                res->first_msg_s =
                    (double)(atomic_load(&sh->first_msg_us) - sh->start_us) /
                    1e6;
        res->fetch_s = res->duration_s - res->rebalance_ms / 1000.0;
        if (res->duration_s > 0) {
                res->msgs_per_sec = (double)res->messages / res->duration_s;
                res->mib_per_sec =
                    (double)res->bytes / res->duration_s / 1048576.0;
        }
        if (res->fetch_s > 0) {
                res->fetch_msgs_per_sec = (double)res->messages / res->fetch_s;
                res->fetch_mib_per_sec =
                    (double)res->bytes / res->fetch_s / 1048576.0;
        }
}

/* Each range of s->ranges as read: its end, and its consumed count. */
static int partitions_result(cshared *sh, const kp_consume_spec *s,
                             kp_consume_result *res)
{
        res->partitions = calloc(s->n_ranges + 1, sizeof(*res->partitions));
        if (!res->partitions)
                return -1;
        res->n_partitions = s->n_ranges;
        for (size_t i = 0; i < s->n_ranges; i++) {
                const part *pp = &sh->parts[s->ranges[i].partition];
                res->partitions[i] = s->ranges[i];
                res->partitions[i].end = atomic_load(&pp->end);
                /* Ends never given (stopped first): what was read is where
                 * the range ends. */
                if (res->partitions[i].end == INT64_MAX)
                        res->partitions[i].end = atomic_load(&pp->next);
                res->partitions[i].consumed = atomic_load(&pp->consumed);
        }
        return 0;
}

/* The phase's result, its workers joined (end_us: then). 0, or -1
 * when out of memory. */
static int phase_result(cworker *ws, int n, cshared *sh, kp_consume_result *res,
                        volatile sig_atomic_t *stop, int64_t end_us)
{
        const kp_consume_spec *s = sh->s;
        int64_t first = atomic_load(&sh->first_assign_us);
        int64_t last = atomic_load(&sh->last_msg_us);
        res->ran = 1;
        res->consumers = n;
        res->hist_e2e = kp_hist_new();
        if (!res->hist_e2e)
                return -1;
        for (int i = 0; i < n; i++) {
                kp_hist_merge(res->hist_e2e, ws[i].e2e);
                res->e2e_warmup += ws[i].e2e_warmup;
                res->bytes += ws[i].bytes;
        }
        kp_latency_from_hist(&res->e2e, res->hist_e2e);
        res->messages = atomic_load(&sh->total);
        res->expected = s->later    ? s->later->expected
                        : s->ranges ? s->expected
                                    : s->max_messages;
        /* Stopped (Ctrl-C, the plan's abort, or its produce phase
         * abandoned) before every message was read: what was not read is
         * not known to be missing. */
        res->stopped = ((stop && *stop) ||
                        (s->later && atomic_load(&s->later->abandon))) &&
                       !res->timed_out && res->messages < res->expected;
        res->during = s->later != NULL;
        if (s->caught_up_us > 0)
                backlog_result(sh, s, res, first, last);
        completeness_result(sh, s, res);
        timing_result(sh, res, first, last, end_us);
        return sh->parts ? partitions_result(sh, s, res) : 0;
}

int kp_consume_run(kp_cluster *c, const kp_consume_spec *s,
                   kp_consume_result *res, kp_consume_interval_fn fn,
                   void *opaque, volatile sig_atomic_t *stop, char *errstr,
                   size_t errstr_size)
{
        cshared sh = { 0 };
        cworker *ws = NULL;
        kp_hist *iv_h = kp_hist_new(), *so_far = kp_hist_new();
        int n = s->consumers > 0 ? s->consumers : 1, ret = -1;
        int64_t last_iv = 0, end_us;
        char stamp[32];

        sh.s = s;
        sh.stop = stop;
        pthread_mutex_init(&sh.err_mu, NULL);
        ws = calloc((size_t)n, sizeof(*ws));
        sh.cs = kp_cstats_new(s->emulated_host);
        sh.st = kp_client_add_stats(&res->client, NULL);
        sh.series = kp_series_new(&res->intervals);
        if (!ws || !iv_h || !so_far || !sh.cs || !sh.st || !sh.series ||
            (s->n_windows &&
             kp_window_builder_new(s->windows_us, s->n_windows, &sh.wb))) {
                kp_err(errstr, errstr_size, "out of memory");
                goto out;
        }
        for (int i = 0; i < n; i++)
                pthread_mutex_init(&ws[i].mu, NULL);
        if (s->share)
                sh.seen = s->share->seen;
        else if (s->seq_space && kp_bitset_new(s->seq_space, &sh.seen)) {
                kp_err(errstr, errstr_size, "out of memory");
                goto out;
        }
        if (parts_setup(&sh, c, s, errstr, errstr_size))
                goto out;
        for (int i = 0; i < n; i++) {
                ws[i].k = i;
                ws[i].sh = &sh;
                /* The consumers' settings are alike: the first one's are
                 * the phase's. */
                if (worker_open(&ws[i], c,
                                i == 0 ? &res->client.settings : NULL, errstr,
                                errstr_size))
                        goto out;
        }
        kp_fmt_utc_iso(stamp, sizeof(stamp), kp_wall_us());
        memcpy(res->started_at, stamp, sizeof(res->started_at));
        sh.start_us = kp_now_us();
        atomic_store(&sh.last_activity_us, sh.start_us);
        if (sh.parts && atomic_load(&sh.finished_parts) >= sh.n_parts)
                atomic_store(&sh.done, 1);
        for (int i = 0; i < n; i++) {
                if (start_reading(&ws[i], n, errstr, errstr_size))
                        goto stop_workers;
                if (pthread_create(&ws[i].thread, NULL, worker_main, &ws[i])) {
                        kp_err(errstr, errstr_size, "cannot start a thread");
                        goto stop_workers;
                }
                ws[i].started = 1;
        }
        last_iv = watch_phase(ws, n, &sh, iv_h, so_far, res, fn, opaque, stop);
        ret = 0;
stop_workers:
        atomic_store(&sh.done, 1);
        for (int i = 0; i < n; i++)
                if (ws[i].started)
                        pthread_join(ws[i].thread, NULL);
        end_us = kp_now_us();
        if (ret == 0) {
                snapshot(ws, n, &sh, iv_h, so_far, end_us, last_iv, fn, opaque,
                         0);
                kp_cstats_finish(sh.cs, NULL, sh.st);
                if (kp_window_builder_finish(sh.wb, &res->windows))
                        kp_windows_free(&res->windows);
        }
        if (sh.errstr[0]) {
                kp_err(errstr, errstr_size, "%s", sh.errstr);
                ret = -1;
        }
        if (ret == 0 && phase_result(ws, n, &sh, res, stop, end_us)) {
                kp_err(errstr, errstr_size, "out of memory");
                ret = -1;
        }
out:
        for (int i = 0; ws && i < n; i++) {
                if (ws[i].rk) {
                        rd_kafka_consumer_close(ws[i].rk);
                        rd_kafka_destroy(ws[i].rk);
                }
                kp_hist_destroy(ws[i].e2e);
                kp_hist_destroy(ws[i].iv_e2e);
                pthread_mutex_destroy(&ws[i].mu);
        }
        free(ws);
        free(sh.parts);
        if (!s->share)
                kp_bitset_destroy(sh.seen);
        kp_hist_destroy(iv_h);
        kp_hist_destroy(so_far);
        kp_series_destroy(sh.series);
        kp_cstats_destroy(sh.cs);
        kp_window_builder_destroy(sh.wb);
        pthread_mutex_destroy(&sh.err_mu);
        return ret;
}
