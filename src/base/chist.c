#include "base/chist.h"
#include "base/hist.h"

#include <string.h>

/* Index of us: exact below KP_CHIST_SUB, then KP_CHIST_SUB buckets per
 * power of two. */
static size_t index_of(int64_t us)
{
        int e = 0;
        if (us < KP_CHIST_SUB)
                return (size_t)(us < 0 ? 0 : us);
        if (us > KP_HIST_MAX_US)
                us = KP_HIST_MAX_US;
        while ((us >> (e + 1)) != 0)
                e++;
        /* e >= 5: the top 6 bits of us pick the bucket */
        return (size_t)KP_CHIST_SUB * (size_t)(e - 4) +
               (size_t)((us >> (e - 5)) & (KP_CHIST_SUB - 1));
}

static int64_t highest_of(size_t i)
{
        int e;
        int64_t sub;
        if (i < KP_CHIST_SUB)
                return (int64_t)i;
        e = (int)(i / KP_CHIST_SUB) + 4;
        sub = (int64_t)(i % KP_CHIST_SUB) + KP_CHIST_SUB;
        return ((sub + 1) << (e - 5)) - 1;
}

void kp_chist_reset(kp_chist *h)
{
        memset(h, 0, sizeof(*h));
}

static void add_count(uint32_t *c, uint64_t n)
{
        uint64_t v = (uint64_t)*c + n;
        *c = v > UINT32_MAX ? UINT32_MAX : (uint32_t)v;
}

static void take_range(kp_chist *h, int64_t lo, int64_t hi, uint64_t n,
                       double sum)
{
        if (h->total == 0 || lo < h->min)
                h->min = lo;
        if (h->total == 0 || hi > h->max)
                h->max = hi;
        h->total += n;
        h->sum += sum;
}

void kp_chist_record_n(kp_chist *h, int64_t us, uint64_t n)
{
        if (n == 0)
                return;
        if (us < 0)
                us = 0;
        if (us > KP_HIST_MAX_US)
                us = KP_HIST_MAX_US;
        add_count(&h->counts[index_of(us)], n);
        take_range(h, us, us, n, (double)us * (double)n);
}

void kp_chist_add_hist(kp_chist *h, const kp_hist *src)
{
        size_t cur = 0;
        kp_hist_bucket b;
        if (!src || kp_hist_count(src) == 0)
                return;
        while (kp_hist_next(src, &cur, &b))
                add_count(&h->counts[index_of(b.hi_us)], b.count);
        take_range(h, kp_hist_min(src), kp_hist_max(src), kp_hist_count(src),
                   kp_hist_mean(src) * (double)kp_hist_count(src));
}

void kp_chist_merge(kp_chist *dst, const kp_chist *src)
{
        if (src->total == 0)
                return;
        for (size_t i = 0; i < KP_CHIST_COUNTS; i++)
                if (src->counts[i])
                        add_count(&dst->counts[i], src->counts[i]);
        take_range(dst, src->min, src->max, src->total, src->sum);
}

uint64_t kp_chist_count(const kp_chist *h)
{
        return h->total;
}

double kp_chist_mean(const kp_chist *h)
{
        return h->total ? h->sum / (double)h->total : 0.0;
}

int64_t kp_chist_percentile(const kp_chist *h, double p)
{
        uint64_t rank, cum = 0, all = 0;
        int64_t v;
        if (h->total == 0)
                return 0;
        if (!(p > 0.0))
                return h->min;
        if (p >= 100.0)
                return h->max;
        /* the counts, not total: they differ only once one has stopped */
        for (size_t i = 0; i < KP_CHIST_COUNTS; i++)
                all += h->counts[i];
        rank = kp_hist_rank(p, all);
        for (size_t i = 0; i < KP_CHIST_COUNTS; i++) {
                cum += h->counts[i];
                if (cum < rank)
                        continue;
                v = highest_of(i);
                if (v > h->max)
                        v = h->max;
                if (v < h->min)
                        v = h->min;
                return v;
        }
        return h->max;
}
