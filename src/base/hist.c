#include "base/hist.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "base/util.h"

/* Layout as in HdrHistogram: 2,048 sub-buckets per power of two, the
 * lower half of each power shared with the previous one. Bucket b covers
 * [1024 << b, 2048 << b) in steps of 1 << b (bucket 0 covers 0 .. 2047
 * exactly). */
#define SUB_BITS  11
#define SUB_COUNT (1 << SUB_BITS)
#define SUB_HALF  (SUB_COUNT / 2)
#define N_BUCKETS (32 - SUB_BITS + 1)
#define N_COUNTS  ((N_BUCKETS + 1) * SUB_HALF)

struct kp_hist {
        uint64_t total, clamped;
        int64_t min, max;
        double sum, sumsq;
        uint64_t counts[N_COUNTS];
};

static int bucket_of(uint64_t v)
{
        return 63 - __builtin_clzll(v | (SUB_COUNT - 1)) - (SUB_BITS - 1);
}

static size_t index_of(int64_t us)
{
        uint64_t v = (uint64_t)us;
        int b = bucket_of(v);
        uint64_t s = v >> b;
        return ((size_t)(b + 1) << (SUB_BITS - 1)) + (size_t)(s - SUB_HALF);
}

static int64_t lowest_of(size_t i)
{
        int b;
        uint64_t s;
        if (i < SUB_COUNT)
                return (int64_t)i;
        b = (int)(i >> (SUB_BITS - 1)) - 1;
        s = (i & (SUB_HALF - 1)) + SUB_HALF;
        return (int64_t)(s << b);
}

static int64_t highest_of(size_t i)
{
        int b;
        if (i < SUB_COUNT)
                return (int64_t)i;
        b = (int)(i >> (SUB_BITS - 1)) - 1;
        return lowest_of(i) + ((int64_t)1 << b) - 1;
}

kp_hist *kp_hist_new(void)
{
        /* Zeroed by hand, not by calloc: a histogram this large comes
         * from fresh pages the kernel maps on first touch, so recording a
         * new range of values mid-run would take page faults in the
         * measuring thread and grow the resident memory as it goes.
         * Touching it all here keeps both out of the measurement. */
        kp_hist *h = malloc(sizeof(*h));
        if (h)
                memset(h, 0, sizeof(*h));
        return h;
}

void kp_hist_destroy(kp_hist *h)
{
        free(h);
}

void kp_hist_reset(kp_hist *h)
{
        memset(h, 0, sizeof(*h));
}

void kp_hist_record_n(kp_hist *h, int64_t us, uint64_t n)
{
        if (n == 0)
                return;
        if (us < 0 || us > KP_HIST_MAX_US) {
                us = us < 0 ? 0 : KP_HIST_MAX_US;
                h->clamped += n;
        }
        if (h->total == 0 || us < h->min)
                h->min = us;
        if (h->total == 0 || us > h->max)
                h->max = us;
        h->total += n;
        h->sum += (double)us * (double)n;
        h->sumsq += (double)us * (double)us * (double)n;
        h->counts[index_of(us)] += n;
}

void kp_hist_record(kp_hist *h, int64_t us)
{
        kp_hist_record_n(h, us, 1);
}

void kp_hist_merge(kp_hist *dst, const kp_hist *src)
{
        if (src->total == 0)
                return;
        if (dst->total == 0 || src->min < dst->min)
                dst->min = src->min;
        if (dst->total == 0 || src->max > dst->max)
                dst->max = src->max;
        dst->total += src->total;
        dst->clamped += src->clamped;
        dst->sum += src->sum;
        dst->sumsq += src->sumsq;
        for (size_t i = 0; i < N_COUNTS; i++)
                dst->counts[i] += src->counts[i];
}

uint64_t kp_hist_count(const kp_hist *h)
{
        return h->total;
}

uint64_t kp_hist_clamped(const kp_hist *h)
{
        return h->clamped;
}

int64_t kp_hist_min(const kp_hist *h)
{
        return h->total ? h->min : 0;
}

int64_t kp_hist_max(const kp_hist *h)
{
        return h->total ? h->max : 0;
}

double kp_hist_mean(const kp_hist *h)
{
        return h->total ? h->sum / (double)h->total : 0.0;
}

double kp_hist_stddev(const kp_hist *h)
{
        double mean, var;
        if (h->total == 0)
                return 0.0;
        mean = h->sum / (double)h->total;
        var = h->sumsq / (double)h->total - mean * mean;
        return var > 0 ? sqrt(var) : 0.0;
}

uint64_t kp_hist_rank(double p, uint64_t count)
{
        /* The tolerance keeps 99.9% of 1,000 at rank 999 despite 99.9
         * having no exact binary representation. */
        uint64_t rank = (uint64_t)ceil(p / 100.0 * (double)count - 1e-9);
        return rank < 1 ? 1 : rank;
}

int64_t kp_hist_percentile(const kp_hist *h, double p)
{
        uint64_t rank, cum = 0;
        int64_t v;
        if (h->total == 0)
                return 0;
        if (!(p > 0.0))
                return h->min;
        if (p >= 100.0)
                return h->max;
        rank = kp_hist_rank(p, h->total);
        for (size_t i = 0; i < N_COUNTS; i++) {
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

int kp_hist_next(const kp_hist *h, size_t *cursor, kp_hist_bucket *b)
{
        for (size_t i = *cursor; i < N_COUNTS; i++) {
                if (h->counts[i] == 0)
                        continue;
                b->lo_us = lowest_of(i);
                b->hi_us = highest_of(i);
                b->count = h->counts[i];
                *cursor = i + 1;
                return 1;
        }
        *cursor = N_COUNTS;
        return 0;
}

cJSON *kp_hist_to_json(const kp_hist *h)
{
        cJSON *o = cJSON_CreateObject(), *arr;
        size_t cur = 0;
        kp_hist_bucket b;
        if (!o)
                return NULL;
        cJSON_AddStringToObject(o, "unit", "us");
        cJSON_AddNumberToObject(o, "count", (double)h->total);
        cJSON_AddNumberToObject(o, "min", (double)kp_hist_min(h));
        cJSON_AddNumberToObject(o, "max", (double)kp_hist_max(h));
        cJSON_AddNumberToObject(o, "sum", h->sum);
        cJSON_AddNumberToObject(o, "sumsq", h->sumsq);
        cJSON_AddNumberToObject(o, "clamped", (double)h->clamped);
        arr = cJSON_AddArrayToObject(o, "buckets");
        if (!arr)
                goto oom;
        while (kp_hist_next(h, &cur, &b)) {
                cJSON *v = cJSON_CreateNumber((double)b.lo_us);
                cJSON *c = cJSON_CreateNumber((double)b.count);
                if (!v || !c) {
                        cJSON_Delete(v);
                        cJSON_Delete(c);
                        goto oom;
                }
                cJSON_AddItemToArray(arr, v);
                cJSON_AddItemToArray(arr, c);
        }
        return o;
oom:
        cJSON_Delete(o);
        return NULL;
}

/* A JSON number that is a non-negative integer no larger than max. */
static int get_uint(const cJSON *o, const char *key, double max, uint64_t *out)
{
        const cJSON *n = cJSON_GetObjectItemCaseSensitive(o, key);
        if (!cJSON_IsNumber(n) || !(n->valuedouble >= 0) ||
            n->valuedouble > max || n->valuedouble != floor(n->valuedouble))
                return -1;
        *out = (uint64_t)n->valuedouble;
        return 0;
}

int kp_hist_from_json(const cJSON *j, kp_hist **out, char *errstr,
                      size_t errstr_size)
{
        const double max_count = 9007199254740992.0; /* 2^53 */
        kp_hist *h = NULL;
        const cJSON *arr, *unit, *sum, *sumsq, *it;
        uint64_t total, clamped, mn, mx, check = 0;
        int ret = -1;

        *out = NULL;
        unit = cJSON_GetObjectItemCaseSensitive(j, "unit");
        if (!cJSON_IsObject(j) || !cJSON_IsString(unit) ||
            strcmp(unit->valuestring, "us") != 0) {
                kp_err(errstr, errstr_size,
                       "expected a histogram object with \"unit\": \"us\"");
                goto out;
        }
        sum = cJSON_GetObjectItemCaseSensitive(j, "sum");
        sumsq = cJSON_GetObjectItemCaseSensitive(j, "sumsq");
        arr = cJSON_GetObjectItemCaseSensitive(j, "buckets");
        if (get_uint(j, "count", max_count, &total) ||
            get_uint(j, "clamped", max_count, &clamped) ||
            get_uint(j, "min", (double)KP_HIST_MAX_US, &mn) ||
            get_uint(j, "max", (double)KP_HIST_MAX_US, &mx) ||
            !cJSON_IsNumber(sum) || !cJSON_IsNumber(sumsq) ||
            !isfinite(sum->valuedouble) || !(sum->valuedouble >= 0) ||
            !isfinite(sumsq->valuedouble) || !(sumsq->valuedouble >= 0) ||
            !cJSON_IsArray(arr) || cJSON_GetArraySize(arr) % 2 != 0) {
                kp_err(errstr, errstr_size,
                       "histogram: count, clamped, min, max, sum, sumsq "
                       "and an even-length buckets array are required");
                goto out;
        }
        h = kp_hist_new();
        if (!h) {
                kp_err(errstr, errstr_size, "out of memory");
                goto out;
        }
        for (it = arr ? arr->child : NULL; it; it = it->next->next) {
                const cJSON *c = it->next;
                double v = it->valuedouble, n = c->valuedouble;
                if (!cJSON_IsNumber(it) || !cJSON_IsNumber(c) || !(v >= 0) ||
                    v > (double)KP_HIST_MAX_US || v != floor(v) || !(n >= 1) ||
                    n > max_count || n != floor(n)) {
                        kp_err(errstr, errstr_size,
                               "histogram: bucket values and counts must be "
                               "non-negative integers in range");
                        goto out;
                }
                h->counts[index_of((int64_t)v)] += (uint64_t)n;
                check += (uint64_t)n;
        }
        if (check != total || mn > mx) {
                kp_err(errstr, errstr_size,
                       "histogram: buckets add up to %llu values but count "
                       "says %llu",
                       (unsigned long long)check, (unsigned long long)total);
                goto out;
        }
        h->total = total;
        h->clamped = clamped;
        h->min = (int64_t)mn;
        h->max = (int64_t)mx;
        h->sum = sum->valuedouble;
        h->sumsq = sumsq->valuedouble;
        *out = h;
        h = NULL;
        ret = 0;
out:
        kp_hist_destroy(h);
        return ret;
}

int64_t kp_hist_bucket_lo(int64_t us)
{
        if (us < 0)
                us = 0;
        if (us > KP_HIST_MAX_US)
                us = KP_HIST_MAX_US;
        return lowest_of(index_of(us));
}
