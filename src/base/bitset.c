#include "base/bitset.h"

#include <stdlib.h>

struct kp_bitset {
        uint64_t n;
        uint64_t *w; /* (n + 63) / 64 words */
};

int kp_bitset_new(uint64_t n, kp_bitset **out)
{
        kp_bitset *b;
        *out = NULL;
        if (n == 0 || n > (UINT64_MAX - 63))
                return -1;
        b = malloc(sizeof(*b));
        if (!b)
                return -1;
        b->n = n;
        b->w = calloc((size_t)((n + 63) / 64), sizeof(*b->w));
        if (!b->w) {
                free(b);
                return -1;
        }
        *out = b;
        return 0;
}

void kp_bitset_destroy(kp_bitset *b)
{
        if (!b)
                return;
        free(b->w);
        free(b);
}

uint64_t kp_bitset_size(const kp_bitset *b)
{
        return b->n;
}

int kp_bitset_set(kp_bitset *b, uint64_t i)
{
        uint64_t m, old;
        if (i >= b->n)
                return 0;
        m = 1ULL << (i % 64);
        old = __atomic_fetch_or(&b->w[i / 64], m, __ATOMIC_RELAXED);
        return (old & m) != 0;
}

int kp_bitset_test(const kp_bitset *b, uint64_t i)
{
        if (i >= b->n)
                return 0;
        return (__atomic_load_n(&b->w[i / 64], __ATOMIC_RELAXED) >> (i % 64)) &
               1;
}

uint64_t kp_bitset_count(const kp_bitset *b)
{
        return kp_bitset_count_and_not(b, NULL);
}

uint64_t kp_bitset_count_and_not(const kp_bitset *a, const kp_bitset *b)
{
        uint64_t words = (a->n + 63) / 64, bw = b ? (b->n + 63) / 64 : 0;
        uint64_t n = 0;
        for (uint64_t k = 0; k < words; k++) {
                uint64_t v = __atomic_load_n(&a->w[k], __ATOMIC_RELAXED);
                if (k < bw)
                        v &= ~__atomic_load_n(&b->w[k], __ATOMIC_RELAXED);
                n += (uint64_t)__builtin_popcountll(v);
        }
        return n;
}
