/*
 * consumer: the consume phase of a tier.
 *
 * N consumers (a thread and a librdkafka handle each) in one group, or
 * with explicit assignment, read exactly the tier's messages: per
 * partition the offsets [start, end) where its produce phase wrote. Group
 * join (rebalance) time is measured apart from fetch time, as Kafka's
 * ConsumerPerformance does. Each message is counted once (by offset, even
 * across a rebalance) with its key and value bytes, and its end-to-end
 * latency from the production time it carries goes into a histogram.
 * When no message arrives for the timeout the phase stops and is reported
 * incomplete; it never hangs.
 */
#ifndef KP_CONSUMER_H
#define KP_CONSUMER_H

#include <signal.h>
#include <stddef.h>
#include <stdint.h>

#include "base/bitset.h"
#include "kafka/cluster.h"
#include "results/results.h"

/* The end offsets of a consume phase that runs during its produce phase
 * (consumer mode "during"): the runner fills end[] (index: partition)
 * and expected, then sets ready; abandon stops the consumer when the
 * produce phase could not finish. joined tells the runner when to start
 * producing, so that the group join does not count as latency. */
typedef struct kp_consume_ends {
        _Atomic int ready, abandon;
        _Atomic int joined; /* set by the consumer at its first assignment */
        const int64_t *end;
        size_t n;
        uint64_t expected;
} kp_consume_ends;

/* A consume phase shared with other hosts (kplan agent): the consumers
 * of every host are in one group. The caller allocates next (n entries,
 * index: partition) and seen; the phase writes, per partition, the next
 * offset it will read (-1 for none read yet) and sets the bit of every
 * tier message it reads; stop, set by the caller, ends the phase (the
 * other hosts read the rest). A partition handed to another host's
 * consumer resumes where this one stopped: offsets are committed to the
 * group when a partition is revoked and read back when one is assigned. */
typedef struct kp_consume_share {
        _Atomic int stop;
        _Atomic int64_t *next;
        size_t n;
        kp_bitset *seen; /* borrowed, seq_space bits */
} kp_consume_share;

typedef struct kp_consume_spec {
        const char *topic;
        /* The tier's offsets per partition; NULL: read the topic from the
         * beginning (or the end, from_latest) until max_messages. */
        const kp_partition_range *ranges;
        size_t n_ranges;
        uint64_t expected;     /* delivered by the produce phase */
        uint64_t max_messages; /* without ranges: stop after this many */
        int from_latest;
        int consumers;
        const char *group;
        int assign;          /* explicit assignment: no group join */
        uint64_t fetch_size; /* max.partition.fetch.bytes, 0: default */
        const kp_kvlist *consumer_conf; /* overrides, may be NULL */
        int64_t timeout_us;             /* no message for this long: stop */
        int64_t interval_us;
        uint32_t run_tag; /* 0: any kplan stamp */
        /* Not NULL: the ranges' ends (and expected) come later, through
         * this; the ranges give the start offsets. */
        kp_consume_ends *later;
        /* Record end-to-end latency. A consumer reading after the produce
         * phase would record the messages' age, not their latency. */
        int record_e2e;
        /* Exact accounting by message (producer.h's stamp index): the
         * tier's message count, and the messages its produce phase saw
         * acknowledged (borrowed, seq_space bits). With both, the result
         * says which acknowledged messages were never read (lost), which
         * were read twice (duplicates) and which were read although never
         * acknowledged. 0 / NULL: by offset only. */
        uint64_t seq_space;
        const kp_bitset *acked;
        /* A backlog drain (with record_e2e): caught up at the start of the
         * first interval, after the first assignment, in which every
         * message read was younger than this; 0: not a drain.
         * start_delay_us is how late the consumers started after the
         * producers (recorded as given). */
        int64_t caught_up_us;
        int64_t start_delay_us;
        kp_consume_share *share; /* NULL: this process reads it all */
        /* Window lengths to keep the phase's figures by (results/windows.h,
         * into res->windows); none: n_windows 0. Borrowed. */
        const int64_t *windows_us;
        size_t n_windows;
        /* An emulated host: as kp_produce_spec's. */
        int emulated_host;
} kp_consume_spec;

typedef struct kp_consume_live {
        uint64_t target, consumed;
        double elapsed_s;
        int joined;              /* partitions assigned yet */
        const kp_hist *so_far;   /* end-to-end latency */
        const kp_hist *interval; /* ...of this interval alone */
} kp_consume_live;

typedef void (*kp_consume_interval_fn)(void *opaque, const kp_interval *iv,
                                       const kp_consume_live *live);

/* Runs the consume phase and fills res (histogram owned by res; the
 * partitions array is new, with start, end and consumed). Returns 0 when
 * the phase ran (a timeout is reported in res->timed_out), -1 when it
 * could not start or a consumer failed (errstr says why). */
int kp_consume_run(kp_cluster *c, const kp_consume_spec *s,
                   kp_consume_result *res, kp_consume_interval_fn fn,
                   void *opaque, volatile sig_atomic_t *stop, char *errstr,
                   size_t errstr_size);

#endif
