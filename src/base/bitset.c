#include "base/bitset.h"

#include <stdlib.h>
#include <string.h>

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

int kp_bitset_or(kp_bitset *dst, const kp_bitset *src)
{
        if (dst->n != src->n)
                return -1;
        for (uint64_t k = 0; k < (dst->n + 63) / 64; k++)
                __atomic_fetch_or(&dst->w[k],
                                  __atomic_load_n(&src->w[k], __ATOMIC_RELAXED),
                                  __ATOMIC_RELAXED);
        return 0;
}

uint64_t kp_bitset_count_and(const kp_bitset *a, const kp_bitset *b)
{
        uint64_t n = 0;
        if (a->n != b->n)
                return 0;
        for (uint64_t k = 0; k < (a->n + 63) / 64; k++)
                n += (uint64_t)__builtin_popcountll(
                    __atomic_load_n(&a->w[k], __ATOMIC_RELAXED) &
                    __atomic_load_n(&b->w[k], __ATOMIC_RELAXED));
        return n;
}

static const char b64[] =
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

static unsigned byte_at(const kp_bitset *b, uint64_t i)
{
        uint64_t w = __atomic_load_n(&b->w[i / 8], __ATOMIC_RELAXED);
        return (unsigned)(w >> (8 * (i % 8))) & 0xff;
}

char *kp_bitset_encode(const kp_bitset *b)
{
        uint64_t nb = (b->n + 7) / 8, o = 0;
        char *s = malloc((size_t)((nb + 2) / 3 * 4 + 1));
        if (!s)
                return NULL;
        for (uint64_t i = 0; i < nb; i += 3) {
                unsigned v = byte_at(b, i) << 16;
                if (i + 1 < nb)
                        v |= byte_at(b, i + 1) << 8;
                if (i + 2 < nb)
                        v |= byte_at(b, i + 2);
                s[o++] = b64[(v >> 18) & 63];
                s[o++] = b64[(v >> 12) & 63];
                s[o++] = i + 1 < nb ? b64[(v >> 6) & 63] : '=';
                s[o++] = i + 2 < nb ? b64[v & 63] : '=';
        }
        s[o] = 0;
        return s;
}

static int b64_val(char c)
{
        const char *p = c ? strchr(b64, c) : NULL;
        return p ? (int)(p - b64) : -1;
}

int kp_bitset_decode(const char *s, uint64_t n, kp_bitset **out)
{
        uint64_t nb = (n + 7) / 8, len = strlen(s), o = 0;
        kp_bitset *b = NULL;
        *out = NULL;
        if (len != (nb + 2) / 3 * 4 || kp_bitset_new(n, &b))
                return -1;
        for (uint64_t i = 0; i < len; i += 4) {
                int v[4];
                for (int k = 0; k < 4; k++)
                        v[k] = s[i + k] == '=' ? 0 : b64_val(s[i + k]);
                if (v[0] < 0 || v[1] < 0 || v[2] < 0 || v[3] < 0) {
                        kp_bitset_destroy(b);
                        return -1;
                }
                unsigned x =
                    (unsigned)(v[0] << 18 | v[1] << 12 | v[2] << 6 | v[3]);
                for (int k = 0; k < 3 && o < nb; k++, o++)
                        b->w[o / 8] |= (uint64_t)((x >> (16 - 8 * k)) & 0xff)
                                       << (8 * (o % 8));
        }
        /* Bits past n are not part of the set. */
        if (n % 64)
                b->w[(n - 1) / 64] &= (1ULL << (n % 64)) - 1;
        *out = b;
        return 0;
}
