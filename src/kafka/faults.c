#include "kafka/faults.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/units.h"
#include "base/util.h"

/* One step of the timeline: a fault starting or ending. */
typedef struct step {
        int64_t at_us;
        const kp_fault *f;
        int end;
} step;

struct kp_faults {
        kp_cluster *c;
        step *steps;
        size_t n;
        int announce;
        pthread_t thread;
        pthread_mutex_t mu;
        pthread_cond_t cv;
        int stopping;
        int64_t t0_us;
        int down[KP_EMBEDDED_BROKERS + 1], rtt;
};

/* The error code of a librdkafka error name (checked when parsed). */
static rd_kafka_resp_err_t err_by_name(const char *name)
{
        const struct rd_kafka_err_desc *d;
        size_t n;
        rd_kafka_get_err_descs(&d, &n);
        for (size_t i = 0; i < n; i++)
                if (d[i].name && strcmp(d[i].name, name) == 0)
                        return d[i].code;
        return RD_KAFKA_RESP_ERR_UNKNOWN;
}

static void apply(kp_faults *fs, const step *s)
{
        rd_kafka_mock_cluster_t *m = kp_cluster_mock(fs->c);
        const kp_fault *f = s->f;
        int lo = f->broker ? f->broker : 1;
        int hi = f->broker ? f->broker : KP_EMBEDDED_BROKERS;
        switch (f->kind) {
        case KP_FAULT_RTT:
                for (int b = lo; b <= hi; b++)
                        rd_kafka_mock_broker_set_rtt(m, b,
                                                     s->end ? 0 : f->rtt_ms);
                fs->rtt = !s->end;
                break;
        case KP_FAULT_DOWN:
                for (int b = lo; b <= hi; b++) {
                        if (s->end)
                                rd_kafka_mock_broker_set_up(m, b);
                        else
                                rd_kafka_mock_broker_set_down(m, b);
                        fs->down[b] = !s->end;
                }
                break;
        case KP_FAULT_ERROR:
                for (int i = 0; i < f->count; i++)
                        rd_kafka_mock_push_request_errors(
                            m, f->api_key, 1, err_by_name(f->err_name));
                break;
        }
        if (fs->announce)
                fprintf(stderr, "  fault at %.1f s: %s %s%s\n",
                        (double)(kp_now_us() - fs->t0_us) / 1e6,
                        f->kind == KP_FAULT_RTT    ? "rtt"
                        : f->kind == KP_FAULT_DOWN ? "broker down"
                                                   : "request errors",
                        s->end ? "ends" : "starts",
                        f->kind == KP_FAULT_ERROR ? " (pushed)" : "");
}

static void *timeline(void *arg)
{
        kp_faults *fs = arg;
        pthread_mutex_lock(&fs->mu);
        for (size_t i = 0; i < fs->n && !fs->stopping; i++) {
                int64_t due = fs->t0_us + fs->steps[i].at_us;
                while (!fs->stopping && kp_now_us() < due) {
                        struct timespec ts;
                        int64_t wall = kp_wall_us() + (due - kp_now_us());
                        ts.tv_sec = (time_t)(wall / 1000000);
                        ts.tv_nsec = (long)(wall % 1000000) * 1000;
                        pthread_cond_timedwait(&fs->cv, &fs->mu, &ts);
                }
                if (!fs->stopping)
                        apply(fs, &fs->steps[i]);
        }
        pthread_mutex_unlock(&fs->mu);
        return NULL;
}

static int by_time(const void *a, const void *b)
{
        const step *x = a, *y = b;
        return (x->at_us > y->at_us) - (x->at_us < y->at_us);
}

kp_faults *kp_faults_start(kp_cluster *c, const kp_fault *faults, size_t n,
                           int announce)
{
        kp_faults *fs;
        if (n == 0 || !kp_cluster_mock(c))
                return NULL;
        fs = calloc(1, sizeof(*fs));
        if (!fs)
                return NULL;
        fs->steps = calloc(2 * n, sizeof(*fs->steps));
        if (!fs->steps) {
                free(fs);
                return NULL;
        }
        for (size_t i = 0; i < n; i++) {
                fs->steps[fs->n++] = (step){ faults[i].at_us, &faults[i], 0 };
                if (faults[i].for_us && faults[i].kind != KP_FAULT_ERROR)
                        fs->steps[fs->n++] =
                            (step){ faults[i].at_us + faults[i].for_us,
                                    &faults[i], 1 };
        }
        qsort(fs->steps, fs->n, sizeof(*fs->steps), by_time);
        fs->c = c;
        fs->announce = announce;
        fs->t0_us = kp_now_us();
        pthread_mutex_init(&fs->mu, NULL);
        pthread_cond_init(&fs->cv, NULL);
        if (pthread_create(&fs->thread, NULL, timeline, fs)) {
                free(fs->steps);
                free(fs);
                return NULL;
        }
        return fs;
}

void kp_faults_stop(kp_faults *fs)
{
        rd_kafka_mock_cluster_t *m;
        if (!fs)
                return;
        pthread_mutex_lock(&fs->mu);
        fs->stopping = 1;
        pthread_cond_signal(&fs->cv);
        pthread_mutex_unlock(&fs->mu);
        pthread_join(fs->thread, NULL);
        /* Leave the cluster as it was for the next tier. */
        m = kp_cluster_mock(fs->c);
        for (int b = 1; b <= KP_EMBEDDED_BROKERS; b++) {
                if (fs->down[b])
                        rd_kafka_mock_broker_set_up(m, b);
                if (fs->rtt)
                        rd_kafka_mock_broker_set_rtt(m, b, 0);
        }
        pthread_mutex_destroy(&fs->mu);
        pthread_cond_destroy(&fs->cv);
        free(fs->steps);
        free(fs);
}
