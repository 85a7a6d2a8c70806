/*
 * bitset: one bit per message of a tier, for exact loss and duplicate
 * accounting (which messages were acknowledged, which were read back).
 *
 * The only per-message memory kplan keeps: n bits, n / 8 bytes (1.2 MiB
 * for 10 million messages), allocated when a tier starts and freed when
 * it ends. A tier has two, acknowledged and read back: 2 bits a message,
 * which is why a plan may ask for at most KP_TIER_MAX_TRACKED messages a
 * run (plan/plan.h). Setting a bit is atomic, so producer and consumer threads
 * may share one bitset; reading counts while bits are still being set gives a
 * count that is at most as large as the final one.
 */
#ifndef KP_BITSET_H
#define KP_BITSET_H

#include <stddef.h>
#include <stdint.h>

typedef struct kp_bitset kp_bitset;

/* A bitset of n bits, all clear. Returns 0 and sets *out (caller frees
 * with kp_bitset_destroy()), or -1 with *out = NULL when memory runs out
 * or n is 0. */
int kp_bitset_new(uint64_t n, kp_bitset **out);

/* Frees b. NULL is a no-op. */
void kp_bitset_destroy(kp_bitset *b);

/* Number of bits (the n it was made with). */
uint64_t kp_bitset_size(const kp_bitset *b);

/* Sets bit i (i < size; larger i is ignored). Returns 1 when the bit was
 * set already, 0 when this call set it. Thread-safe. */
int kp_bitset_set(kp_bitset *b, uint64_t i);

/* 1 when bit i is set (i < size), else 0. */
int kp_bitset_test(const kp_bitset *b, uint64_t i);

/* Bits set in b. */
uint64_t kp_bitset_count(const kp_bitset *b);

/* Bits set in a and clear in b (NULL b: clear everywhere). a and b must
 * have the same size; otherwise the bits beyond the smaller size count
 * as clear in the smaller one. */
uint64_t kp_bitset_count_and_not(const kp_bitset *a, const kp_bitset *b);

/* Sets in dst every bit set in src (sizes must match). Returns 0, or -1
 * when they differ. */
int kp_bitset_or(kp_bitset *dst, const kp_bitset *src);

/* Bits set in both a and b (sizes must match; 0 when they differ). */
uint64_t kp_bitset_count_and(const kp_bitset *a, const kp_bitset *b);

/* The bits as text for a JSON message: base64 of the bytes, bit i in
 * byte i / 8 at bit i % 8. Returns a new string (caller frees), or NULL
 * when out of memory. */
char *kp_bitset_encode(const kp_bitset *b);

/* Parses what kp_bitset_encode() wrote for a bitset of n bits. Returns 0
 * and sets *out (caller frees with kp_bitset_destroy()), or -1 when s is
 * not base64 of (n + 7) / 8 bytes or memory runs out. */
int kp_bitset_decode(const char *s, uint64_t n, kp_bitset **out);

#endif
