/*
 * client: the load client of a phase as results.json holds it: the
 * client properties in effect that differ from librdkafka's defaults (and
 * why), and per interval where a message's time went inside the client
 * (librdkafka's statistics) and how much CPU the client used.
 *
 * A phase of one process has one statistics series; a phase merged from
 * several load hosts (kplan run --agents) has one per host ("source").
 * A series is bounded whatever the phase's length: past
 * KP_CLIENT_MAX_POINTS, neighbouring points are merged two into one.
 *
 * Pure: no clocks, no Kafka. kafka/clientstats.h makes the points.
 */
#ifndef KP_CLIENT_H
#define KP_CLIENT_H

#include <stddef.h>
#include <stdint.h>

#include <cjson/cJSON.h>

#include "plan/clientdefaults.h"

/* One effective client property that differs from librdkafka's default.
 * value is redacted for a secret key. */
typedef struct kp_client_setting {
        char *key;        /* librdkafka's name (no alias) */
        char *value;      /* as librdkafka holds it */
        char *rd_default; /* librdkafka's default */
        kp_setting_why why;
} kp_client_setting;

typedef struct kp_client_settings {
        kp_client_setting *v;
        size_t n;
        /* "java" or "librdkafka": the defaults asked for; NULL when not
         * recorded (older results). */
        char *defaults;
} kp_client_settings;

/* Appends a copy of key, value (redacted for a secret key) and
 * rd_default. Returns 0, or -1 when out of memory. */
int kp_client_settings_add(kp_client_settings *s, const char *key,
                           const char *value, const char *rd_default,
                           kp_setting_why why);
/* The entry for key, or NULL. */
const kp_client_setting *kp_client_settings_get(const kp_client_settings *s,
                                                const char *key);
/* Frees what s holds and zeroes it. */
void kp_client_settings_free(kp_client_settings *s);
/* A deep copy of src into the zeroed dst. 0, or -1 out of memory. */
int kp_client_settings_copy(kp_client_settings *dst,
                            const kp_client_settings *src);

/* One interval of a phase as the client saw it. Latencies are in ms,
 * weighted over the brokers by their share of the interval's requests;
 * a figure not measured is NAN (null in results.json). */
typedef struct kp_client_point {
        double t_s, dur_s; /* as the phase's interval series */
        /* CPU, in cores (CPU seconds per second): the whole process, its
         * busiest thread, and the threads that waited for a CPU (run
         * queue delay per second: 0.5 is half a thread waiting all the
         * time). */
        double cpu, cpu_thread, cpu_wait;
        /* Producer. Each stage of a message's way, its p95: kplan behind
         * its schedule (due time to hand-off), librdkafka's partition
         * queue (linger included), the request waiting to be sent, and
         * the round trip (network and broker). */
        double sched_p95_ms, queue_p95_ms, send_p95_ms, rtt_p95_ms;
        double rtt_max_ms;
        double throttle_ms; /* mean broker throttle time */
        /* Requests in flight (sent, no response yet) and waiting to be
         * sent, on the busiest broker (the highest sample). */
        double in_flight, waiting;
        double queue_full;     /* share of the client queue's bound used
                                  (messages or bytes, the fuller) */
        double msgs_per_batch; /* messages per batch (mean) */
        uint64_t requests;     /* produce or fetch requests sent */
        /* Consumer: pre-fetched messages waiting for the application,
         * and the lag summed over partitions (highest samples). */
        double fetchq_msgs, lag_msgs;
        /* The load host, over the interval: the share of the client's
         * cgroup's CFS periods throttled and the host's CPU busy share
         * (0..1; whose, the series' host_cpu_cgroup); NAN: not known. */
        double cg_throttled, host_cpu;
        /* Producer: the broker whose round-trip p95 was the highest in
         * the interval (-1: none), that p95, and the median of the other
         * brokers' round-trip p95s (NAN: none). */
        int32_t slow_broker;
        double slow_rtt_p95_ms, others_rtt_p95_ms;
} kp_client_point;

/* One broker over a whole phase: the request-weighted mean of its
 * statistics windows (p95 of a window, not of the phase), and the
 * highest. */
typedef struct kp_client_broker {
        int32_t id;
        uint64_t requests;
        double rtt_p50_ms, rtt_p95_ms, rtt_p99_ms, rtt_max_ms;
        double queue_p95_ms, send_p95_ms;
        double throttle_ms, throttle_max_ms;
        double in_flight_max, waiting_max;
} kp_client_broker;

/* The series are at most this long; longer phases merge points. */
#define KP_CLIENT_MAX_POINTS 240

typedef struct kp_client_stats {
        char *source; /* NULL: this process; else the load host */
        int samples;  /* librdkafka statistics taken */
        kp_client_point *v;
        size_t n, cap;
        int per_point; /* intervals per point: 1, 2, 4, ... */
        int last_fill; /* intervals in the newest point (not stored) */
        kp_client_broker *brokers;
        size_t n_brokers;
        /* Over the phase. */
        double wall_s, cpu_s;  /* process CPU seconds over wall seconds */
        double cpu_thread_max; /* the busiest thread's highest share */
        char thread[16];       /* its name ("rdk:broker2") */
        double cpu_wait;       /* mean threads waiting for a CPU */
        double msgs_per_batch; /* mean messages per batch */
        /* Stage p50/p95/p99 over the phase, ms: kplan behind schedule
         * exact, from its own histogram of every message; the others are
         * NOT percentiles of the phase but request-weighted means of
         * librdkafka's per-second windows' percentiles (a "p99" of these
         * can exceed the highest value seen), shown as such. */
        double sched_p50_ms, sched_p95_ms, sched_p99_ms;
        double queue_p50_ms, queue_p95_ms, queue_p99_ms;
        double send_p50_ms, send_p95_ms, send_p99_ms;
        double rtt_p50_ms, rtt_p95_ms, rtt_p99_ms;
        /* Each stage's mean over the phase, ms: behind schedule from
         * kplan's histogram, the others from librdkafka's per-second
         * windows' means weighted by their sample counts (exact). Means
         * add up: their sum is the mean of a message's way, which
         * percentiles are not. NAN: not recorded (older results). */
        double sched_mean_ms, queue_mean_ms, send_mean_ms, rtt_mean_ms;
        double throttle_ms, throttle_max_ms;
        double in_flight_max, waiting_max, waiting_mean;
        double queue_full_max; /* the highest share of the queue used */
        double fetchq_max, lag_max;
        int64_t max_in_flight; /* the client's own limit per connection */
        /* The load client's own CPU limits and its host, over the phase. */
        /* Its cgroup's CPU quota in cores (cfs_quota/cfs_period, v1;
         * cpu.max, v2); NAN: no quota. */
        double cg_quota_cores;
        /* Share of the cgroup's CFS periods throttled over the phase,
         * 0..1; NAN: not known. */
        double cg_throttled;
        /* Seconds the cgroup was throttled over the phase; NAN: not
         * known. */
        double cg_throttled_s;
        /* CPUs its affinity mask allows (sched_getaffinity); 0: not
         * known. */
        int affinity_cpus;
        /* The host's CPU busy share over the phase, 0..1; NAN: not
         * known. host_cpu_cgroup 0: the whole machine's, of all its CPUs
         * (/proc/stat); 1: the plan declared emulated hosts, and it is
         * the client's cgroup's CPU use over its quota (base/cgroup.h),
         * NAN without a quota or a readable use. The series' points are
         * the same. */
        double host_cpu;
        int host_cpu_cgroup;
        /* 1: some broker's address is this host's own (loopback, or an
         * address of one of its interfaces); 0: none; -1: not known. */
        int brokers_local;
        /* The first such broker, "id host:port", or "". */
        char local_broker[96];
} kp_client_stats;

/* A phase's load client: its settings and one statistics series per
 * load host. */
typedef struct kp_client {
        kp_client_settings settings;
        kp_client_stats *stats;
        size_t n_stats;
} kp_client;

/* p zeroed, with the figures that have an "unknown" other than 0 (the
 * load host's, the slow broker) set to it: NAN, -1. A point is made
 * with this before its figures are filled in. */
void kp_client_point_init(kp_client_point *p);

/* st zeroed as an empty series (one interval per point), its figures
 * that have an "unknown" other than 0 set to it (the load host's:
 * NAN, -1). kp_client_add_stats() does this. */
void kp_client_stats_init(kp_client_stats *st);

/* Appends p to st's series, merging neighbours two into one when it is
 * full (kp_client_point_merge). Returns 0, or -1 when out of memory. */
int kp_client_stats_push(kp_client_stats *st, const kp_client_point *p);

/* a and b, neighbours (a first), as one point: times and requests add,
 * CPU, the host's figures and means are weighted by duration (requests
 * for latencies), and the p95s, maxima and highest samples are the
 * higher of the two (an upper bound); the slow broker is the one of the
 * point whose slow_rtt_p95_ms is the higher, the others' median the
 * duration-weighted mean. */
void kp_client_point_merge(kp_client_point *a, const kp_client_point *b);

/* A new empty statistics series added to c (its source copied, may be
 * NULL), or NULL when out of memory. */
kp_client_stats *kp_client_add_stats(kp_client *c, const char *source);

/* Frees what c holds and zeroes it. */
void kp_client_free(kp_client *c);

/* Copies every statistics series of src into dst, each named source
 * (when src's is NULL) or keeping its own; and src's settings when dst
 * has none. 0, or -1 out of memory. */
int kp_client_merge(kp_client *dst, const kp_client *src, const char *source);

/* results.json's "client" of a phase: a new object (caller deletes), or
 * NULL when out of memory. Nothing recorded: an empty object. */
cJSON *kp_client_json(const kp_client *c);
/* From results.json (absent or null: nothing recorded). Returns 0, or -1
 * with where and what is wrong. c must be zeroed; the caller frees it
 * with kp_client_free(), also after an error. */
int kp_client_from(const cJSON *o, kp_client *c, const char *where,
                   char *errstr, size_t errstr_size);

#endif
