#include "results/series.h"

#include <stdlib.h>
#include <string.h>

struct kp_series {
        kp_interval_list *l;          /* borrowed */
        kp_chist *h[KP_SERIES_BOUND]; /* owned, one a bucket */
        uint64_t per;                 /* intervals a full bucket holds */
};

kp_series *kp_series_new(kp_interval_list *l)
{
        kp_series *s;
        if (l->n > KP_SERIES_BOUND)
                return NULL;
        s = calloc(1, sizeof(*s));
        if (!s)
                return NULL;
        s->l = l;
        s->per = 1;
        /* Intervals already there are kept as buckets of their own, with
         * no histogram. */
        for (size_t i = 0; i < l->n && i < KP_SERIES_BOUND; i++) {
                s->h[i] = calloc(1, sizeof(kp_chist));
                if (!s->h[i]) {
                        kp_series_destroy(s);
                        return NULL;
                }
        }
        return s;
}

void kp_series_destroy(kp_series *s)
{
        if (!s)
                return;
        for (size_t i = 0; i < KP_SERIES_BOUND; i++)
                free(s->h[i]);
        free(s);
}

uint64_t kp_series_per(const kp_series *s)
{
        return s->per;
}

static double larger(double a, double b)
{
        return a > b ? a : b;
}

/* The latency figures of a bucket of several intervals, from its
 * histogram; without one (no latencies pushed), the larger of each. */
static void latencies(kp_interval *o, const kp_interval *b, const kp_chist *h)
{
        if (kp_chist_count(h) == 0) {
                o->p50_ms = larger(o->p50_ms, b->p50_ms);
                o->p95_ms = larger(o->p95_ms, b->p95_ms);
                o->p99_ms = larger(o->p99_ms, b->p99_ms);
                o->max_ms = larger(o->max_ms, b->max_ms);
                o->mean_ms = larger(o->mean_ms, b->mean_ms);
                o->min_ms = o->min_ms < b->min_ms ? o->min_ms : b->min_ms;
                return;
        }
        o->p50_ms = (double)kp_chist_percentile(h, 50) / 1000.0;
        o->p95_ms = (double)kp_chist_percentile(h, 95) / 1000.0;
        o->p99_ms = (double)kp_chist_percentile(h, 99) / 1000.0;
        o->min_ms = (double)h->min / 1000.0;
        o->max_ms = (double)h->max / 1000.0;
        o->mean_ms = kp_chist_mean(h) / 1000.0;
}

/* Adds bucket b (the one after it in time) and its histogram hb to
 * bucket o with its histogram ho. */
static void merge(kp_interval *o, kp_chist *ho, const kp_interval *b,
                  const kp_chist *hb)
{
        double mib = o->mib_per_sec * o->dur_s + b->mib_per_sec * b->dur_s;
        o->intervals = (o->intervals ? o->intervals : 1) +
                       (b->intervals ? b->intervals : 1);
        o->t_s = b->t_s;
        o->dur_s += b->dur_s;
        o->msgs += b->msgs;
        o->errors += b->errors;
        o->msgs_per_sec = o->dur_s > 0 ? (double)o->msgs / o->dur_s : 0;
        o->mib_per_sec = o->dur_s > 0 ? mib / o->dur_s : 0;
        kp_chist_merge(ho, hb);
        latencies(o, b, ho);
}

/* Folds adjacent pairs: n buckets become n / 2 (the bound is even and a
 * fold happens only when the series is full). */
static void fold(kp_series *s)
{
        kp_interval_list *l = s->l;
        size_t k = 0;
        for (size_t i = 0; i + 1 < l->n; i += 2, k++) {
                kp_interval a = l->v[i];
                kp_chist *h = s->h[i], *hb = s->h[i + 1];
                merge(&a, h, &l->v[i + 1], hb);
                l->v[k] = a;
                free(hb);
                s->h[i + 1] = NULL;
                s->h[i] = NULL;
                s->h[k] = h;
        }
        for (size_t i = k; i < l->n; i++) {
                free(s->h[i]);
                s->h[i] = NULL;
        }
        l->n = k;
        s->per *= 2;
        l->per = s->per;
}

int kp_series_push(kp_series *s, const kp_interval *iv, const kp_hist *lat)
{
        kp_interval_list *l = s->l;
        kp_interval *last = l->n ? &l->v[l->n - 1] : NULL;
        kp_chist one;
        if (last && s->per > 1 &&
            (last->intervals ? last->intervals : 1) < s->per) {
                kp_chist_reset(&one);
                kp_chist_add_hist(&one, lat);
                merge(last, s->h[l->n - 1], iv, &one);
                return 0;
        }
        if (l->n >= KP_SERIES_BOUND)
                fold(s);
        s->h[l->n] = calloc(1, sizeof(kp_chist));
        if (!s->h[l->n])
                return -1;
        kp_chist_add_hist(s->h[l->n], lat);
        if (kp_interval_push(l, iv)) {
                free(s->h[l->n]);
                s->h[l->n] = NULL;
                return -1;
        }
        if (s->per > 1)
                l->v[l->n - 1].intervals = 1;
        return 0;
}
