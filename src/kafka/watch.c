#include "kafka/watch.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "base/util.h"

/* One topic as the last answer described it. */
typedef struct wtopic {
        char *name;
        int n;           /* partitions known (0: not yet) */
        int32_t *leader; /* by partition id */
        int *isr;
} wtopic;

struct kp_watch {
        kp_cluster *c;
        wtopic *topics;
        size_t n_topics;
        int interval_ms;
        int64_t t0_us;
        int32_t *brokers; /* the broker ids of the last answer, sorted */
        size_t n_brokers;
        int have_brokers, unreachable;
        pthread_t thread;
        pthread_mutex_t mu;
        pthread_cond_t cv;
        int stop;
        char phase[16];
        kp_event_list events;
        int oom;
};

static int cmp_i32(const void *a, const void *b)
{
        int32_t x = *(const int32_t *)a, y = *(const int32_t *)b;
        return (x > y) - (x < y);
}

static int has_id(const int32_t *v, size_t n, int32_t id)
{
        return bsearch(&id, v, n, sizeof(*v), cmp_i32) != NULL;
}

/* Records an event now (the caller holds no lock). */
static void record(kp_watch *w, kp_event_kind kind, int32_t broker,
                   const char *topic, const int32_t *parts, size_t n_parts,
                   int isr)
{
        kp_cluster_event ev = { 0 };
        ev.t_s = (double)(kp_now_us() - w->t0_us) / 1e6;
        ev.kind = kind;
        ev.broker = broker;
        ev.topic = (char *)topic;
        ev.partitions = (int32_t *)parts;
        ev.n_partitions = n_parts;
        ev.isr = isr;
        pthread_mutex_lock(&w->mu);
        memcpy(ev.phase, w->phase, sizeof(ev.phase));
        if (kp_events_push(&w->events, &ev))
                w->oom = 1;
        pthread_mutex_unlock(&w->mu);
}

static void brokers_changed(kp_watch *w, const struct rd_kafka_metadata *md)
{
        size_t n = (size_t)md->broker_cnt;
        int32_t *ids = calloc(n + 1, sizeof(*ids));
        if (!ids) {
                w->oom = 1;
                return;
        }
        for (size_t i = 0; i < n; i++)
                ids[i] = md->brokers[i].id;
        qsort(ids, n, sizeof(*ids), cmp_i32);
        if (w->have_brokers) {
                for (size_t i = 0; i < w->n_brokers; i++)
                        if (!has_id(ids, n, w->brokers[i]))
                                record(w, KP_EV_BROKER_LEFT, w->brokers[i],
                                       NULL, NULL, 0, 0);
                for (size_t i = 0; i < n; i++)
                        if (!has_id(w->brokers, w->n_brokers, ids[i]))
                                record(w, KP_EV_BROKER_JOINED, ids[i], NULL,
                                       NULL, 0, 0);
        }
        free(w->brokers);
        w->brokers = ids;
        w->n_brokers = n;
        w->have_brokers = 1;
}

/* Compares one topic's partitions with the last answer. */
static void topic_changed(kp_watch *w, wtopic *t,
                          const struct rd_kafka_metadata_topic *mt)
{
        int n = mt->partition_cnt;
        int32_t *moved = calloc((size_t)n + 1, sizeof(*moved));
        int32_t *lost = calloc((size_t)n + 1, sizeof(*lost));
        int32_t *shrank = calloc((size_t)n + 1, sizeof(*shrank));
        int32_t *grew = calloc((size_t)n + 1, sizeof(*grew));
        int32_t *leader = calloc((size_t)n + 1, sizeof(*leader));
        int *isr = calloc((size_t)n + 1, sizeof(*isr));
        size_t n_moved = 0, n_lost = 0, n_shrank = 0, n_grew = 0;
        int isr_low = 0, isr_high = 0;
        if (!moved || !lost || !shrank || !grew || !leader || !isr) {
                w->oom = 1;
                goto out;
        }
        for (int i = 0; i < n; i++) {
                const rd_kafka_metadata_partition_t *p = &mt->partitions[i];
                int id = p->id;
                if (id < 0 || id >= n)
                        continue;
                leader[id] = p->err ? -1 : p->leader;
                isr[id] = p->isr_cnt;
        }
        /* A partition count that changed is a new reference, not a set
         * of moves. */
        if (t->n == n) {
                for (int id = 0; id < n; id++) {
                        if (leader[id] < 0 && t->leader[id] >= 0)
                                lost[n_lost++] = id;
                        else if (leader[id] >= 0 && leader[id] != t->leader[id])
                                moved[n_moved++] = id;
                        if (isr[id] < t->isr[id]) {
                                if (!n_shrank || isr[id] < isr_low)
                                        isr_low = isr[id];
                                shrank[n_shrank++] = id;
                        } else if (isr[id] > t->isr[id]) {
                                if (!n_grew || isr[id] < isr_high)
                                        isr_high = isr[id];
                                grew[n_grew++] = id;
                        }
                }
        }
        if (n_lost)
                record(w, KP_EV_NO_LEADER, -1, t->name, lost, n_lost, 0);
        if (n_moved)
                record(w, KP_EV_LEADERS_MOVED, -1, t->name, moved, n_moved, 0);
        if (n_shrank)
                record(w, KP_EV_ISR_SHRANK, -1, t->name, shrank, n_shrank,
                       isr_low);
        if (n_grew)
                record(w, KP_EV_ISR_GREW, -1, t->name, grew, n_grew, isr_high);
        free(t->leader);
        free(t->isr);
        t->leader = leader;
        t->isr = isr;
        t->n = n;
        leader = NULL;
        isr = NULL;
out:
        free(moved);
        free(lost);
        free(shrank);
        free(grew);
        free(leader);
        free(isr);
}

/* One round: every topic's metadata (the first answer also gives the
 * brokers). */
static void sample(kp_watch *w)
{
        int answered = 0;
        for (size_t i = 0; i < w->n_topics; i++) {
                const struct rd_kafka_metadata *md = NULL;
                const struct rd_kafka_metadata_topic *mt = NULL;
                if (kp_cluster_topic_metadata(w->c, w->topics[i].name, &md, &mt,
                                              2000))
                        continue;
                if (!answered++)
                        brokers_changed(w, md);
                if (mt)
                        topic_changed(w, &w->topics[i], mt);
                rd_kafka_metadata_destroy(md);
        }
        if (!answered && !w->unreachable) {
                w->unreachable = 1;
                record(w, KP_EV_UNREACHABLE, -1, NULL, NULL, 0, 0);
        } else if (answered && w->unreachable) {
                w->unreachable = 0;
                record(w, KP_EV_REACHABLE, -1, NULL, NULL, 0, 0);
        }
}

static void *watch_main(void *arg)
{
        kp_watch *w = arg;
        int64_t next = kp_now_us();
        for (;;) {
                struct timespec ts;
                int64_t wall;
                sample(w);
                next += (int64_t)w->interval_ms * 1000;
                if (next < kp_now_us())
                        next = kp_now_us() + (int64_t)w->interval_ms * 1000;
                /* Sleep until the next round or until stopped. */
                wall = kp_wall_us() + (next - kp_now_us());
                ts.tv_sec = (time_t)(wall / 1000000);
                ts.tv_nsec = (long)(wall % 1000000) * 1000;
                pthread_mutex_lock(&w->mu);
                while (!w->stop && kp_now_us() < next)
                        if (pthread_cond_timedwait(&w->cv, &w->mu, &ts))
                                break;
                if (w->stop) {
                        pthread_mutex_unlock(&w->mu);
                        return NULL;
                }
                pthread_mutex_unlock(&w->mu);
        }
}

static void watch_free(kp_watch *w)
{
        for (size_t i = 0; i < w->n_topics; i++) {
                free(w->topics[i].name);
                free(w->topics[i].leader);
                free(w->topics[i].isr);
        }
        free(w->topics);
        free(w->brokers);
        kp_events_free(&w->events);
        pthread_mutex_destroy(&w->mu);
        pthread_cond_destroy(&w->cv);
        free(w);
}

int kp_watch_start(kp_cluster *c, const char *const *topics, size_t n_topics,
                   int interval_ms, kp_watch **out, char *errstr,
                   size_t errstr_size)
{
        kp_watch *w = calloc(1, sizeof(*w));
        *out = NULL;
        if (!w)
                return kp_err(errstr, errstr_size, "out of memory");
        pthread_mutex_init(&w->mu, NULL);
        pthread_cond_init(&w->cv, NULL);
        w->c = c;
        w->interval_ms = interval_ms < 100     ? 100
                         : interval_ms > 60000 ? 60000
                                               : interval_ms;
        w->t0_us = kp_now_us();
        w->topics = calloc(n_topics + 1, sizeof(*w->topics));
        if (!w->topics)
                goto oom;
        for (size_t i = 0; i < n_topics; i++) {
                w->topics[i].name = strdup(topics[i]);
                if (!w->topics[i].name)
                        goto oom;
                w->n_topics++;
        }
        if (pthread_create(&w->thread, NULL, watch_main, w)) {
                watch_free(w);
                return kp_err(errstr, errstr_size,
                              "cannot start the cluster watch thread");
        }
        *out = w;
        return 0;
oom:
        watch_free(w);
        return kp_err(errstr, errstr_size, "out of memory");
}

void kp_watch_phase(kp_watch *w, const char *phase)
{
        if (!w)
                return;
        pthread_mutex_lock(&w->mu);
        snprintf(w->phase, sizeof(w->phase), "%s", phase ? phase : "");
        pthread_mutex_unlock(&w->mu);
}

int kp_watch_stop(kp_watch *w, kp_event_list *events)
{
        int ret = 0;
        if (!w)
                return 0;
        pthread_mutex_lock(&w->mu);
        w->stop = 1;
        pthread_cond_signal(&w->cv);
        pthread_mutex_unlock(&w->mu);
        pthread_join(w->thread, NULL);
        for (size_t i = 0; i < w->events.n; i++)
                if (kp_events_push(events, &w->events.v[i]))
                        ret = -1;
        if (w->oom)
                ret = -1;
        watch_free(w);
        return ret;
}
