/*
 * producer: the produce phase of a tier.
 *
 * N producer instances (one thread and one librdkafka handle each) share
 * the tier's open-loop schedule: message i is due at t0 + i / rate and
 * instance k sends i = k, k + N, k + 2N, ... Each delivery report records
 * two latencies: from the due time (coordinated omission corrected) and
 * from the hand-off to the client (service time, what Kafka's
 * ProducerPerformance reports). Memory does not grow with the number of
 * messages: histograms are fixed, in-flight bookkeeping is bounded by the
 * client's queue (queue.buffering.max.messages).
 *
 * Generated payloads are seeded: message i has the same bytes on every run
 * with the same seed, whatever the number of producer instances.
 *
 * Every message carries its production time (wall clock, microseconds)
 * for end-to-end latency, and its index in the tier (0 .. messages-1),
 * so that a consumer knows exactly which messages it read, lost or read
 * twice: in the first 24 bytes of generated payloads ("KPL2", the run
 * tag, the time, the index) or, for payload files and records shorter
 * than 24 bytes, in the headers "kplan-ts" and "kplan-seq" (8 bytes
 * each, little-endian).
 */
#ifndef KP_PRODUCER_H
#define KP_PRODUCER_H

#include <signal.h>
#include <stddef.h>
#include <stdint.h>

#include "bitset.h"
#include "cluster.h"
#include "plan.h"
#include "results.h"

#define KP_STAMP_LEN        24
#define KP_STAMP_MAGIC      "KPL2"
#define KP_STAMP_HEADER     "kplan-ts"
#define KP_STAMP_SEQ_HEADER "kplan-seq"

typedef struct kp_produce_spec {
        const char *topic;
        uint64_t messages;
        double rate; /* msg/s, 0 unlimited */
        uint64_t record_size;
        const char *payload_file; /* NULL: seeded random bytes */
        const char *payload_delimiter;
        kp_payload_mode payload; /* for generated payloads */
        uint64_t seed;
        kp_key_mode key_mode;
        uint64_t key_count;
        const kp_kvlist *headers; /* may be NULL */
        uint64_t warmup_messages;
        int64_t warmup_us;
        int producers;
        const kp_kvlist *producer_conf; /* overrides, may be NULL */
        int64_t interval_us;
        int64_t drain_timeout_us;     /* after the last send */
        const char *transactional_id; /* NULL: no transactions */
        int64_t transaction_us;       /* commit every so often */
        uint32_t run_tag;             /* stamped into every message */
        /* Not NULL: the bit of each message index is set when the message
         * is acknowledged (borrowed; at least messages bits), for the
         * consume phase's loss accounting. */
        kp_bitset *acked;
} kp_produce_spec;

/* What the progress display and Kafka-style interval lines need. */
typedef struct kp_produce_live {
        uint64_t target, sent, delivered, failed;
        double elapsed_s;
        const kp_hist *so_far; /* corrected latency, all intervals */
        /* Service latency of the last interval, for Kafka-style lines. */
        uint64_t interval_svc_n;
        double interval_svc_sum_ms, interval_svc_max_ms;
} kp_produce_live;

typedef void (*kp_produce_interval_fn)(void *opaque, const kp_interval *iv,
                                       const kp_produce_live *live);

/* kplan's settings for its producers on cluster c, under the plan's:
 * added to out. Returns 0, or -1 when out of memory. */
int kp_producer_defaults(const kp_cluster *c, kp_kvlist *out);

/* Runs the produce phase on cluster c and fills res (its histograms are
 * new and owned by res). fn (may be NULL) is called at every interval
 * from the calling thread. *stop (may be NULL) ends the phase early: no
 * new sends, at most 2 s to drain. Returns 0 when the phase ran (delivery
 * errors are in res), -1 when it could not start (errstr says why). */
int kp_produce_run(kp_cluster *c, const kp_produce_spec *s,
                   kp_produce_result *res, kp_produce_interval_fn fn,
                   void *opaque, volatile sig_atomic_t *stop, char *errstr,
                   size_t errstr_size);

/* Reads the stamp of kp_produce_run from a payload (run_tag 0 accepts
 * any tag): returns 1 and sets *wall_us (production time) and, when seq
 * is not NULL, *seq (the message's index in its tier), or 0 when the
 * payload has no stamp of that run. */
int kp_stamp_from_payload(const void *payload, size_t len, uint32_t run_tag,
                          int64_t *wall_us, uint64_t *seq);
/* Reads an 8-byte header value of the stamp (kplan-ts, kplan-seq):
 * returns 1 and sets *v, or 0 when it is not 8 bytes. */
int kp_stamp_from_header(const void *value, size_t len, uint64_t *v);

#endif
