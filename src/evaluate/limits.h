/*
 * limits: where a phase's time went, and what limited it, on evidence.
 * From the phase's client statistics (results/client.h) and, where they
 * were asked, the brokers' own figures of the phase's window
 * (results/brokers.h); pure.
 *
 * The stages of a message's way (behind schedule, client queue, waiting
 * to be sent, round trip) are the fact every phase shows, by their
 * means: means add up, so a stage's mean over their sum is its share of
 * the mean (percentiles do not add up: a sum of stage p95s is not the
 * p95). Older results have no means: their stages are compared by the
 * means of librdkafka's per-second p95s, and no share is given.
 *
 * A cause is named only when its own figure stands out: a stage (or
 * stages) at least KP_LIMIT_MARGIN times the next largest stage, a
 * broker KP_LIMIT_OUTLIER times the others' median. Otherwise the phase
 * says "not determined" with the stages' figures (KP_UNDET_MARGIN). No
 * cause at all from fewer than KP_LIMIT_MIN_SAMPLES statistics intervals
 * with requests in them (KP_UNDET_SAMPLES): a window where nothing was
 * sent or fetched, or one sample, shows nothing.
 *
 * The host comes first, as a fact beside any cause: brokers on the load
 * client's own host (a broker address that is one of the host's own), or
 * the host's CPU at KP_LIMIT_HOST_BUSY or more over the phase, make the
 * phase no evidence about the cluster (host_shared, host_saturated). On
 * emulated hosts the host's CPU is the client cgroup's or not measured,
 * never the machine's (kp_limit_host_cpu()).
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
 *     with more waiting, and waiting to be sent KP_LIMIT_MARGIN times
 *     the next largest stage or more; or KP_LIMIT_WAITING requests or
 *     more in flight or waiting a broker under a limit above that
 *     (librdkafka's own 1,000,000 at linger.ms 0, where the Java client
 *     keeps 5), and waiting to be sent plus the round trip
 *     KP_LIMIT_MARGIN times the larger of the other two: a broker
 *     answers a connection's requests one at a time, so the round trip
 *     is the wait behind the client's own requests.
 *  4. One broker. Its slow answers fall in the intervals that made the
 *     p95: in at least half of the intervals whose p95 reached the
 *     phase's, the same broker's round trip p95 was KP_LIMIT_OUTLIER
 *     times the other brokers' median or more, and at least
 *     KP_LIMIT_SHARE of the interval's p95 (a p95 against a p95). Or
 *     its own Produce queue and local time in the window was
 *     KP_LIMIT_OUTLIER times the others' median and at least
 *     KP_LIMIT_BROKER_MS: at acks=all every leader
 *     waits for a slow follower, so only the brokers' own figures tell
 *     which one is slow. A single outlier answer is not enough.
 *  5. Replication: the brokers' highest mean remote time (waiting for
 *     the followers) in the window, KP_LIMIT_MARGIN times the largest
 *     of the client's stages and the rest of the round trip or more.
 *  6. The round trip (network and brokers): KP_LIMIT_MARGIN times the
 *     next largest stage or more, with the broker of the highest round
 *     trip among those that were sent requests.
 *  7. The host: saturated, and the client's side (behind schedule,
 *     queue, waiting) KP_LIMIT_MARGIN times the round trip or more: its
 *     processes waited for a CPU that others used. Not the client's
 *     limit, not the cluster's.
 *  8. Not determined, with the figures (KP_UNDET_MARGIN).
 * A broker figure that exceeds the client's round trip to that broker
 * beyond noise (evaluate/broker_side.h) is used for no cause.
 *
 * For a consume phase: at least KP_LIMIT_MIN_SAMPLES intervals with
 * fetch requests, else not determined; the host as above; the client's
 * CPU as in 2; then pre-fetched messages waiting for the application
 * (KP_LIMIT_FETCHQ or more): the consumers; else the fetch round trip,
 * its mean, on the broker of the highest among those fetched from.
 */
#ifndef KP_LIMITS_H
#define KP_LIMITS_H

#include <stddef.h>
#include <stdint.h>

#include "results/brokers.h"
#include "results/results.h"

#define KP_LIMIT_CPU_THREAD   0.90
#define KP_LIMIT_CG_THROTTLED 0.20
#define KP_LIMIT_AT_LIMIT     0.90
#define KP_LIMIT_HOST_BUSY    0.90
#define KP_LIMIT_WAITING      20.0
#define KP_LIMIT_SHARE        0.50
/* A cause's figure against the next candidate's: at least this many
 * times it (docs/metrics.md, "Where the time went"). */
#define KP_LIMIT_MARGIN 2.0
/* Statistics intervals with requests in them a cause needs. */
#define KP_LIMIT_MIN_SAMPLES 3
#define KP_LIMIT_FETCHQ      10000.0
#define KP_LIMIT_OUTLIER     3.0
#define KP_LIMIT_BROKER_MS   2.0

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

/* The stages of a message's way, in the order the report shows them. */
typedef enum kp_limit_stage {
        KP_STAGE_NONE = -1,
        KP_STAGE_SCHED = 0, /* kplan behind its schedule */
        KP_STAGE_QUEUE,     /* librdkafka's queue, linger included */
        KP_STAGE_SEND,      /* a request waiting to be sent */
        KP_STAGE_RTT,       /* the round trip (the fetch round trip) */
        KP_STAGE__COUNT
} kp_limit_stage;

/* Why a phase's cause is not determined (KP_LIMIT_UNDETERMINED). */
typedef enum kp_limit_undet {
        KP_UNDET_NONE = 0,
        KP_UNDET_SAMPLES,   /* < KP_LIMIT_MIN_SAMPLES intervals with requests */
        KP_UNDET_MARGIN,    /* no figure stands out by KP_LIMIT_MARGIN */
        KP_UNDET_NO_STAGES, /* the stages were not all recorded */
} kp_limit_undet;

/* "client-cpu", ... (results.json's evaluation) */
const char *kp_limit_kind_str(kp_limit_kind k);
/* "cgroup", "affinity", "thread", or "" */
const char *kp_cpu_limit_str(kp_cpu_limit k);
/* "sched", "queue", "send", "rtt", or "" */
const char *kp_limit_stage_str(kp_limit_stage s);
/* "samples", "margin", "no-stages", or "" */
const char *kp_limit_undet_str(kp_limit_undet u);

typedef struct kp_limit {
        kp_limit_kind kind;
        int client; /* 1: a limit of the load client, not of the cluster */
        const char *source;   /* the load host it was seen on (borrowed from
                                 the results), or NULL: this process */
        int32_t broker;       /* the broker it names, or -1 */
        kp_limit_undet undet; /* KP_LIMIT_UNDETERMINED: why */
        /* Statistics intervals with requests in them. */
        int samples;
        /* The stages' figures the rules compare, ms: their means when
         * by_means, else (older results) the means of their per-second
         * p95s; NAN when not recorded. mean_ms is the means' sum (NAN
         * unless by_means): the mean of a message's way. */
        double stage_ms[KP_STAGE__COUNT];
        int by_means;
        double mean_ms;
        /* The cause's own figure, ms (a stage's mean, the throttle, the
         * broker's time...), NAN when none, and its share of mean_ms,
         * 0..1, NAN when the means were not recorded or the figure is
         * not a part of the mean (a per-second p95). */
        double part_ms, share;
        /* The margin rule's last comparison: the candidate's figure, the
         * next largest stage and its figure. */
        double top_ms, next_ms;
        kp_limit_stage next_stage;
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
        /* The stages' means of librdkafka's per-second p95s (behind
         * schedule: the phase's own p95), shown as such. */
        double sched_p95_ms, queue_p95_ms, send_p95_ms, rtt_p95_ms;
        double p95_ms; /* the phase's p95, shown beside */
        /* The client's side (behind schedule, queue, waiting to be
         * sent) of mean_ms, 0..1; NAN when the means were not recorded. */
        double client_share;
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

/* A load host's CPU busy share as the limits read it (0..1, NAN: not
 * measured): st->host_cpu, except where the plan declares emulated
 * hosts (emulated_hosts not 0, cluster.emulated_hosts) and st's is not
 * its cgroup's (st->host_cpu_cgroup 0: the whole machine's, which says
 * nothing of one emulated host): NAN then. */
double kp_limit_host_cpu(const kp_client_stats *st, int emulated_hosts);

/* The limit of a produce phase p, from the statistics series of its load
 * hosts and, when b is not NULL, the brokers' figures of the tier's
 * window: the one that is the load client's when any is (a host whose
 * client was the limit makes the phase the client's), else the first
 * host's. emulated_hosts: the run's cluster.emulated_hosts (a host's CPU
 * through kp_limit_host_cpu()). out->kind is KP_LIMIT_NONE when p
 * recorded no statistics. */
void kp_limit_of_produce(const kp_produce_result *p, const kp_brokers *b,
                         int emulated_hosts, kp_limit *out);

/* The same for a consume phase c. */
void kp_limit_of_consume(const kp_consume_result *c, int emulated_hosts,
                         kp_limit *out);

/* 1 when the phase is evidence about the cluster: statistics recorded,
 * no limit of the load client, not on a shared or saturated host. */
int kp_limit_is_evidence(const kp_limit *l);

#endif
