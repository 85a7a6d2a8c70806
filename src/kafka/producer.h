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
 * Every message carries a stamp (kafka/stamp.h): its production time
 * for end-to-end latency and its index in the tier, so that a consumer
 * knows exactly which messages it read, lost or read twice.
 */
#ifndef KP_PRODUCER_H
#define KP_PRODUCER_H

#include <signal.h>
#include <stddef.h>
#include <stdint.h>

#include "base/bitset.h"
#include "kafka/cluster.h"
#include "plan/plan.h"
#include "results/results.h"

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
        /* Keys are the bare decimal integer in [0, key_count), as Kafka's
         * --key-distribution writes them; else "key-N". */
        int bare_keys;
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
        /* One of several load hosts (kplan agent): this host is agent
         * agent of agents (0 and 0 or 1: the only one) and sends the
         * indices i = agent (mod agents); rate stays the whole tier's, so
         * this host sends rate / agents. start_wall_us (0: now) is the
         * common start, wall clock in microseconds. */
        uint32_t agent, agents;
        int64_t start_wall_us;
        /* Window lengths to keep the phase's figures by (results/windows.h,
         * into res->windows), for the criteria judged per window; none:
         * n_windows 0. Borrowed. */
        const int64_t *windows_us;
        size_t n_windows;
        /* This host is an emulated host (the plan's
         * cluster.emulated_hosts): the client statistics' host CPU is
         * its cgroup's, or not measured (kafka/clientstats.h). */
        int emulated_host;
} kp_produce_spec;

/* What the progress display and Kafka-style interval lines need. */
typedef struct kp_produce_live {
        uint64_t target, sent, delivered, failed;
        double elapsed_s;
        const kp_hist *so_far; /* corrected latency, all intervals */
        /* This interval's (warm-up included, as the interval's
         * percentiles are): what several hosts' intervals merge from. */
        const kp_hist *interval;
        /* Service latency of the last interval, for Kafka-style lines. */
        uint64_t interval_svc_n;
        double interval_svc_sum_ms, interval_svc_max_ms;
} kp_produce_live;

typedef void (*kp_produce_interval_fn)(void *opaque, const kp_interval *iv,
                                       const kp_produce_live *live);

/* Runs the produce phase on cluster c and fills res (its histograms are
 * new and owned by res). fn (may be NULL) is called at every interval
 * from the calling thread. *stop (may be NULL) ends the phase early: no
 * new sends, at most 2 s to drain. Returns 0 when the phase ran (delivery
 * errors are in res), -1 when it could not start (errstr says why). */
int kp_produce_run(kp_cluster *c, const kp_produce_spec *s,
                   kp_produce_result *res, kp_produce_interval_fn fn,
                   void *opaque, volatile sig_atomic_t *stop, char *errstr,
                   size_t errstr_size);

#endif
