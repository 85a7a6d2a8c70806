/*
 * limits: where a phase's time went, and what limited it: the load
 * client (its CPU, its own request pipeline, its schedule), the round
 * trip to the brokers (network and brokers), a broker quota, or, when
 * reading, the consumers. From the phase's client statistics
 * (model/client.h) alone; pure.
 *
 * The rules, first match wins (docs/metrics.md, "Where the time went"):
 *  0. One broker. The longest round trip of one broker KP_LIMIT_OUTLIER
 *     times the median of the others' or more, and KP_LIMIT_STALL_MS or
 *     more: that broker (it stopped answering for a while). A client
 *     short of CPU reads every broker's answers late alike.
 *  1. Requests. On the busiest broker, KP_LIMIT_WAITING requests or more
 *     in flight or unsent on average, with at most KP_LIMIT_BATCH
 *     messages per batch: the load client's own pipeline of tiny
 *     requests (librdkafka's default of 1,000,000 in flight at linger.ms
 *     0), which a broker answers one at a time per connection.
 *  2. Throttle. Any broker throttle time: a quota on the brokers, which
 *     caps the client whatever its CPU.
 *  3. CPU. A thread of the load client busy KP_LIMIT_CPU_THREAD of a core
 *     or more, or its threads waiting for a CPU KP_LIMIT_CPU_WAIT threads
 *     on average or more: the load client's CPU (a client short of CPU
 *     makes every figure it measures late, the round trip included).
 *  4. The split of the p95. Behind schedule + client queue + waiting to
 *     be sent against the round trip: a round trip of at least half is
 *     the round trip's (network and brokers), naming the broker with the
 *     highest p95; a client side of at least KP_LIMIT_BEFORE with the
 *     client's requests at its in-flight limit is the round trip too (the
 *     client waited for the brokers' answers, as the Java client would);
 *     below that limit, and kplan behind its schedule, the load client.
 * For a consume phase: CPU as in 3; then pre-fetched messages waiting for
 * the application (KP_LIMIT_FETCHQ or more): the consumers; else the
 * fetch round trip.
 */
#ifndef KP_LIMITS_H
#define KP_LIMITS_H

#include <stddef.h>
#include <stdint.h>

#include "model/results.h"

#define KP_LIMIT_CPU_THREAD 0.90
#define KP_LIMIT_CPU_WAIT   0.50
#define KP_LIMIT_WAITING    20.0
#define KP_LIMIT_BATCH      2.0
#define KP_LIMIT_BEFORE     0.80
#define KP_LIMIT_FETCHQ     10000.0
#define KP_LIMIT_OUTLIER    3.0
#define KP_LIMIT_STALL_MS   100.0

typedef enum kp_limit_kind {
        KP_LIMIT_NONE = 0,        /* no statistics: nothing to say */
        KP_LIMIT_CLIENT_CPU,      /* the load client's CPU */
        KP_LIMIT_CLIENT_REQUESTS, /* its own pipeline of tiny requests */
        KP_LIMIT_CLIENT_SCHEDULE, /* it fell behind its schedule */
        KP_LIMIT_THROTTLE,        /* a broker quota */
        KP_LIMIT_ROUND_TRIP,      /* the round trip: network and brokers */
        KP_LIMIT_CONSUMERS,       /* the consumers (fetched, not taken) */
        KP_LIMIT_FETCH,           /* the fetch round trip */
        KP_LIMIT__COUNT
} kp_limit_kind;

/* "client-cpu", ... (results.json's evaluation) */
const char *kp_limit_kind_str(kp_limit_kind k);

typedef struct kp_limit {
        kp_limit_kind kind;
        int client; /* 1: a limit of the load client, not of the cluster */
        const char *source; /* the load host it was seen on (borrowed from
                               the results), or NULL: this process */
        int32_t broker;     /* the broker it names, or -1 */
        /* The figures behind it (NAN when not measured). */
        double cpu, cpu_thread, cpu_wait; /* cores, mean over the phase;
                                             busiest thread's highest */
        const char *thread;               /* borrowed, or "" */
        double msgs_per_batch, waiting, in_flight_max;
        int64_t max_in_flight; /* the client's own limit */
        double sched_p95_ms, queue_p95_ms, send_p95_ms, rtt_p95_ms;
        double before_share; /* client side of the p95 stages, 0..1 */
        double throttle_ms;
        double fetchq, lag;
        /* Rule 0: one broker stood out, and its longest round trip. */
        int stood_out;
        double broker_rtt_max_ms;
} kp_limit;

/* The limit of a produce phase p, from the statistics series of its load
 * hosts: the one that is the load client's when any is (a host whose
 * client was the limit makes the phase the client's), else the first
 * host's. out->kind is KP_LIMIT_NONE when p recorded no statistics. */
void kp_limit_of_produce(const kp_produce_result *p, kp_limit *out);

/* The same for a consume phase c. */
void kp_limit_of_consume(const kp_consume_result *c, kp_limit *out);

#endif
