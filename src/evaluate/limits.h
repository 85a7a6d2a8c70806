/*
 * limits: where a phase's time went, and what limited it, on evidence.
 * From the phase's client statistics (model/client.h) and, where they
 * were asked, the brokers' own figures of the phase's window
 * (model/brokers.h); pure.
 *
 * The stage split of the p95 (behind schedule, client queue, waiting to
 * be sent, round trip) is the fact every phase shows. A cause is named
 * only where a figure shows it, with the share of the p95 it explains;
 * otherwise the phase says "not determined" with the figures.
 *
 * The host comes first, as a fact beside any cause: brokers on the load
 * client's own host (a broker address that is one of the host's own), or
 * the host's CPU at KP_LIMIT_HOST_BUSY or more over the phase, make the
 * phase no evidence about the cluster (host_shared, host_saturated).
 *
 * The rules for a produce phase, first match wins (docs/metrics.md,
 * "Where the time went"):
 *  1. Throttle. Any broker throttle time: a quota on the brokers.
 *  2. The load client's CPU, from its own limit only: its cgroup
 *     throttled in KP_LIMIT_CG_THROTTLED of its periods or more, or its
 *     CPU at KP_LIMIT_AT_LIMIT of its cgroup quota or of the CPUs its
 *     affinity allows; or a thread of it busy KP_LIMIT_CPU_THREAD of a
 *     core or more. Run-queue wait that other processes cause is not the
 *     client's CPU (it is the host's, rule 7).
 *  3. The client's request pipeline: its requests at its in-flight limit
 *     with more waiting, and waiting to be sent KP_LIMIT_SHARE of the
 *     p95's stages or more; or KP_LIMIT_WAITING requests or more in
 *     flight or waiting a broker under a limit above that (librdkafka's
 *     own 1,000,000 at linger.ms 0, where the Java client keeps 5), and
 *     waiting to be sent plus the round trip KP_LIMIT_SHARE or more: a
 *     broker answers a connection's requests one at a time, so the round
 *     trip is the wait behind the client's own requests.
 *  4. One broker. Its slow answers fall in the intervals that made the
 *     p95: in at least half of the intervals whose p95 reached the
 *     phase's, the same broker's round trip p95 was KP_LIMIT_OUTLIER
 *     times the other brokers' median or more, and at least
 *     KP_LIMIT_SHARE of the interval's p95. Or its own Produce queue and
 *     local time in the window was KP_LIMIT_OUTLIER times the others'
 *     median and at least KP_LIMIT_BROKER_MS: at acks=all every leader
 *     waits for a slow follower, so only the brokers' own figures tell
 *     which one is slow. A single outlier answer is not enough.
 *  5. Replication: the brokers' remote time (waiting for the followers)
 *     in the window, KP_LIMIT_SHARE of the p95 or more.
 *  6. The round trip (network and brokers): KP_LIMIT_SHARE of the p95's
 *     stages or more, with the broker of the highest p95.
 *  7. The host: saturated, and the client's side (behind schedule,
 *     queue, waiting) KP_LIMIT_SHARE or more: its processes waited for a
 *     CPU that others used. Not the client's limit, not the cluster's.
 *  8. Not determined, with the figures.
 * A broker figure that exceeds the client's round trip to that broker
 * beyond noise (evaluate/broker_side.h) is used for no cause.
 *
 * For a consume phase: the host as above; the client's CPU as in 2; then
 * pre-fetched messages waiting for the application (KP_LIMIT_FETCHQ or
 * more): the consumers; else the fetch round trip.
 */
#ifndef KP_LIMITS_H
#define KP_LIMITS_H

#include <stddef.h>
#include <stdint.h>

#include "model/brokers.h"
#include "model/results.h"

#define KP_LIMIT_CPU_THREAD   0.90
#define KP_LIMIT_CG_THROTTLED 0.20
#define KP_LIMIT_AT_LIMIT     0.90
#define KP_LIMIT_HOST_BUSY    0.90
#define KP_LIMIT_WAITING      20.0
#define KP_LIMIT_SHARE        0.50
#define KP_LIMIT_FETCHQ       10000.0
#define KP_LIMIT_OUTLIER      3.0
#define KP_LIMIT_BROKER_MS    2.0

typedef enum kp_limit_kind {
        KP_LIMIT_NONE = 0,        /* no statistics: nothing to say */
        KP_LIMIT_CLIENT_CPU,      /* the load client's CPU, its own limit */
        KP_LIMIT_CLIENT_REQUESTS, /* its own request pipeline */
        KP_LIMIT_CLIENT_SCHEDULE, /* older results only: behind schedule */
        KP_LIMIT_THROTTLE,        /* a broker quota */
        KP_LIMIT_ROUND_TRIP,      /* the round trip: network and brokers */
        KP_LIMIT_CONSUMERS,       /* the consumers (fetched, not taken) */
        KP_LIMIT_FETCH,           /* the fetch round trip */
        KP_LIMIT_BROKER,          /* one broker */
        KP_LIMIT_REPLICATION,     /* waiting for the followers */
        KP_LIMIT_HOST,            /* the load host's CPU, used by others */
        KP_LIMIT_UNDETERMINED,    /* no figure shows a cause */
        KP_LIMIT__COUNT
} kp_limit_kind;

/* Which of the client's own CPU limits was reached. */
typedef enum kp_cpu_limit {
        KP_CPU_LIMIT_NONE = 0,
        KP_CPU_LIMIT_CGROUP,   /* its cgroup's quota */
        KP_CPU_LIMIT_AFFINITY, /* the CPUs it may run on */
        KP_CPU_LIMIT_THREAD,   /* one thread at a full core */
} kp_cpu_limit;

/* How one broker was seen to stand out (KP_LIMIT_BROKER). */
typedef enum kp_broker_seen {
        KP_SEEN_NONE = 0,
        KP_SEEN_INTERVALS, /* its round trips in the slow intervals */
        KP_SEEN_OWN_TIME,  /* its own queue + local time, the window's */
} kp_broker_seen;

/* "client-cpu", ... (results.json's evaluation) */
const char *kp_limit_kind_str(kp_limit_kind k);
/* "cgroup", "affinity", "thread", or "" */
const char *kp_cpu_limit_str(kp_cpu_limit k);

typedef struct kp_limit {
        kp_limit_kind kind;
        int client; /* 1: a limit of the load client, not of the cluster */
        const char *source; /* the load host it was seen on (borrowed from
                               the results), or NULL: this process */
        int32_t broker;     /* the broker it names, or -1 */
        /* The share of the p95 the cause explains, 0..1, NAN when none
         * is named. */
        double share;
        /* The host: brokers on it (with the first one's address,
         * borrowed), or its CPU saturated. Either makes the phase no
         * evidence about the cluster. */
        int host_shared, host_saturated;
        const char *local_broker; /* borrowed, or "" */
        double host_cpu;          /* busy share, 0..1, NAN not known */
        /* The figures behind it (NAN when not measured). */
        double cpu, cpu_thread, cpu_wait; /* cores, mean over the phase;
                                             busiest thread's mean */
        const char *thread;               /* borrowed, or "" */
        kp_cpu_limit cpu_limit;
        double cg_quota_cores, cg_throttled;
        int affinity_cpus;
        double msgs_per_batch, waiting, in_flight_max;
        int64_t max_in_flight; /* the client's own limit */
        double sched_p95_ms, queue_p95_ms, send_p95_ms, rtt_p95_ms;
        double p95_ms;       /* the phase's p95 the shares are of */
        double before_share; /* client side of the p95 stages, 0..1 */
        double throttle_ms;
        double fetchq, lag;
        /* KP_LIMIT_BROKER: how it was seen, its figure and the others'
         * (round trip p95 in the slow intervals, or own queue + local
         * time), and in how many of the slow intervals. */
        kp_broker_seen seen;
        double broker_ms, others_ms;
        int slow_intervals, slow_of;
        /* KP_LIMIT_REPLICATION: the brokers' highest remote time. */
        double remote_ms;
} kp_limit;

/* The limit of a produce phase p, from the statistics series of its load
 * hosts and, when b is not NULL, the brokers' figures of the tier's
 * window: the one that is the load client's when any is (a host whose
 * client was the limit makes the phase the client's), else the first
 * host's. out->kind is KP_LIMIT_NONE when p recorded no statistics. */
void kp_limit_of_produce(const kp_produce_result *p, const kp_brokers *b,
                         kp_limit *out);

/* The same for a consume phase c. */
void kp_limit_of_consume(const kp_consume_result *c, kp_limit *out);

/* 1 when the phase is evidence about the cluster: statistics recorded,
 * no limit of the load client, not on a shared or saturated host. */
int kp_limit_is_evidence(const kp_limit *l);

#endif
