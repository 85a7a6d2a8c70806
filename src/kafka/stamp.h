/*
 * stamp: what every message kplan produces carries, so that its consumer
 * can tell when it was produced and which of the tier's messages it is.
 *
 *   in the first KP_STAMP_LEN (24) bytes of a generated payload:
 *     0   "KPL2"
 *     4   the run tag, little-endian (a consumer ignores other runs')
 *     8   the production time, wall clock microseconds, little-endian
 *     16  the message's index in its tier, 0 .. messages-1, little-endian,
 *         with its top bit (KP_STAMP_WARMUP) set for a message of the
 *         producer's warm-up
 *   or, for payload files and records shorter than 24 bytes, two headers
 *   of 8 bytes each, little-endian: KP_STAMP_HEADER (the time) and
 *   KP_STAMP_SEQ_HEADER (the index).
 *
 * The producer writes it (kafka/producer.h), the consumer reads it
 * (kafka/consumer.h); nothing else depends on the format.
 */
#ifndef KP_STAMP_H
#define KP_STAMP_H

#include <stddef.h>
#include <stdint.h>

#define KP_STAMP_LEN        24
#define KP_STAMP_MAGIC      "KPL2"
#define KP_STAMP_HEADER     "kplan-ts"
#define KP_STAMP_SEQ_HEADER "kplan-seq"

/* The index field's top bit: the message is one of the producer's
 * warm-up (kafka/producer.h), counted when read back but left out of the
 * end-to-end latency. The producer knows which messages those are (by
 * count, or by the time each was due), the consumer only from this. */
#define KP_STAMP_WARMUP (UINT64_C(1) << 63)

/* The index field of the tier's message g: g, marked when warm is not 0. */
uint64_t kp_stamp_index(uint64_t g, int warm);

/* Reads an index field v: sets *seq to the message's index and returns 1
 * when v marks a warm-up message, else 0. */
int kp_stamp_index_split(uint64_t v, uint64_t *seq);

/* Writes the fixed head of an in-payload stamp (magic and run tag) into
 * p[0..8). The time and the index follow with kp_stamp_le64() at offsets
 * 8 and 16. */
void kp_stamp_write_head(unsigned char *p, uint32_t run_tag);

/* Writes v little-endian into p[0..8): a stamp field or header value. */
void kp_stamp_le64(unsigned char *p, uint64_t v);

/* Reads an in-payload stamp: returns 1 and sets *wall_us and, when seq is
 * not NULL, *seq; 0 when payload has no stamp, or one of another run
 * (run_tag 0 accepts any tag). */
int kp_stamp_from_payload(const void *payload, size_t len, uint32_t run_tag,
                          int64_t *wall_us, uint64_t *seq);

/* Reads an 8-byte header value of the stamp: returns 1 and sets *v, or 0
 * when it is not 8 bytes. */
int kp_stamp_from_header(const void *value, size_t len, uint64_t *v);

#endif
