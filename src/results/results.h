/*
 * results: the results model and results.json, the contract between a run
 * and every report (design.md). Report writers read only this model.
 *
 * Units are in the field names: *_us microseconds, *_ms milliseconds,
 * *_s seconds, *_per_sec per second, mib_* MiB (2^20 bytes), bytes.
 * Wall-clock times are ISO 8601 UTC strings ("2026-11-30T04:03:04Z").
 */
#ifndef KP_RESULTS_H
#define KP_RESULTS_H

#include <stddef.h>
#include <stdint.h>

#include <cjson/cJSON.h>

#include "base/hist.h"
#include "base/props.h"
#include "base/util.h"
#include "plan/plan.h"
#include "results/attempts.h"
#include "results/brokers.h"
#include "results/client.h"
#include "results/tier_reason.h"
#include "results/windows.h"

/* results.json's version: 2 adds the evaluation's judgment records
 * (docs/results.md); version 1 files still load, and their evaluation is
 * made anew. */
#define KP_RESULTS_FORMAT        2
#define KP_RESULTS_FORMAT_OLDEST 1

/* Summary of a latency histogram, in milliseconds. */
typedef struct kp_latency {
        uint64_t count;
        double min_ms, avg_ms, stddev_ms;
        double p50_ms, p95_ms, p99_ms, p999_ms, max_ms;
} kp_latency;

/* Fills l from h (microseconds) by the percentile rule of hist.h. */
void kp_latency_from_hist(kp_latency *l, const kp_hist *h);

/* One interval snapshot (every tier's "interval"). Latency fields are the
 * corrected produce latency for produce intervals and the end-to-end
 * latency for consume intervals. */
typedef struct kp_interval {
        double t_s;      /* end of the interval, seconds since phase start */
        double dur_s;    /* its length (the last one may be shorter) */
        uint64_t msgs;   /* delivered (produce) or consumed (consume) */
        uint64_t errors; /* failed deliveries in the interval */
        double msgs_per_sec, mib_per_sec;
        double p50_ms, p95_ms, p99_ms, max_ms;
        /* Exact min and mean latency; in results.json only once the
         * series is folded (results/series.h), absent in older files. */
        double min_ms, mean_ms;
        /* Intervals a folded bucket holds (0 in a series not folded). */
        uint64_t intervals;
} kp_interval;

/* A phase's series. per: intervals each bucket holds once the series is
 * folded (results/series.h): 0 or 1 while every interval is kept as it
 * was measured, and then results.json is as it was before folding. */
typedef struct kp_interval_list {
        kp_interval *v;
        size_t n, cap;
        uint64_t per;
} kp_interval_list;

int kp_interval_push(kp_interval_list *l, const kp_interval *iv);

/* Failures counted by librdkafka error name ("REQUEST_TIMED_OUT"). */
typedef struct kp_error_count {
        char *code;
        uint64_t count;
} kp_error_count;

typedef struct kp_error_list {
        kp_error_count *v;
        size_t n;
} kp_error_list;

int kp_error_add(kp_error_list *l, const char *code, uint64_t n);
uint64_t kp_error_total(const kp_error_list *l);

/* Offsets of a tier's messages in one partition: [start, end). */
typedef struct kp_partition_range {
        int32_t partition;
        int64_t start, end;
        uint64_t consumed; /* distinct offsets read in the range */
} kp_partition_range;

typedef struct kp_produce_result {
        int ran;
        char started_at[32];
        double duration_s;    /* measured window (docs/metrics.md) */
        double total_s;       /* whole phase, warm-up and drain included */
        double target_rate;   /* msg/s, 0 = unlimited */
        double achieved_rate; /* measured messages / duration_s */
        double mib_per_sec;
        uint64_t sent; /* handed to the client, warm-up included */
        uint64_t delivered, failed, undelivered;
        uint64_t warmup;   /* delivered messages excluded as warm-up */
        uint64_t measured; /* delivered messages in the statistics */
        uint64_t bytes;    /* key + value bytes of measured messages */
        kp_error_list errors;
        kp_latency latency;    /* corrected, from the due time */
        kp_latency service;    /* from hand-off to the client */
        kp_hist *hist_latency; /* owned, may be NULL */
        kp_hist *hist_service; /* owned, may be NULL */
        /* Service latency of the warm-up deliveries, for the lines of
         * kplan produce that count every record as Kafka's tool does.
         * Owned, may be NULL; not in results.json. */
        kp_hist *hist_service_warmup;
        kp_interval_list intervals;
        /* Window by window, for the criteria judged per window
         * (results/windows.h): one series per window length they name;
         * none without such a criterion. */
        kp_window_list windows;
        kp_partition_range *partitions; /* per-partition offset ranges */
        size_t n_partitions;
        kp_client client; /* the load client: settings, statistics */
} kp_produce_result;

typedef struct kp_consume_result {
        int ran;
        char started_at[32];
        uint64_t expected;   /* delivered in the tier's produce phase */
        uint64_t messages;   /* consumed inside the tier's ranges */
        uint64_t bytes;      /* key + value bytes consumed */
        uint64_t missing;    /* delivered messages not read back */
        double completeness; /* delivered and read back / delivered */
        /* By message (each carries its index in the tier), when identity
         * is set: distinct tier messages read; acknowledged ones never
         * read (lost, = missing); reads of a message already read
         * (written to the log twice); messages read that were never
         * acknowledged (failed or undelivered, yet written). Without
         * identity, by offset; foreign counts messages in the tier's
         * offsets without the tier's stamp. */
        int identity;
        uint64_t distinct, lost, duplicates, unacked_read, foreign;
        int timed_out; /* stopped by the no-message timeout */
        /* Stopped before every message was read (Ctrl-C, the plan's
         * abort, its produce phase abandoned), not by the timeout: the
         * messages not read are not known to be missing, so completeness
         * and missing are not known (kp_consume_counted). */
        int stopped;
        double duration_s;   /* start to last message */
        double rebalance_ms; /* start to first assignment; the whole
                                duration when never assigned */
        double first_msg_s;  /* start to the first tier message read; 0
                                when none was (or not recorded) */
        double fetch_s;      /* duration_s minus the join; 0 when never
                                assigned (kp_consume_assigned) */
        double msgs_per_sec, mib_per_sec;
        double fetch_msgs_per_sec, fetch_mib_per_sec;
        int consumers;
        int during; /* read during the produce phase (mode
                       "during"); end-to-end latency is only
                       recorded then */
        /* Mode "during" on several load hosts (kplan run --agents):
         * a message is stamped by one host's clock and read by another's,
         * so the end-to-end figure holds their difference. e2e_hosts: how
         * many (0: one process); e2e_skew_ms: how far two of their clocks
         * may differ (results/agents.h); e2e_skewed: that is a large part
         * of the end-to-end p50 (read it with that margin). */
        int e2e_hosts, e2e_skewed;
        double e2e_skew_ms;
        /* A backlog drain (plan backlog): the consumers started
         * start_delay_s after the producers; caught up (reading messages
         * younger than the plan's bound) caught_up_s after their first
         * assignment, having read caught_up_messages by then. drained is
         * 0 when they never caught up. producers_stopped: the producers
         * had finished before that; the drain ended with the tier's last
         * message, read with no new ones coming in. */
        int backlog, drained, producers_stopped;
        double start_delay_s, caught_up_s;
        uint64_t caught_up_messages;
        kp_latency e2e;
        kp_hist *hist_e2e; /* owned, may be NULL */
        /* Messages of the produce phase's warm-up read back: counted
         * (messages, completeness), not in e2e nor hist_e2e, as they are
         * in none of the produce phase's latencies. Only with end-to-end
         * latency recorded (during, or a backlog drain). */
        uint64_t e2e_warmup;
        kp_interval_list intervals;
        kp_window_list windows; /* as the produce phase's */
        kp_partition_range *partitions;
        size_t n_partitions;
        kp_client client; /* the load client: settings, statistics */
} kp_consume_result;

/* A change in the cluster seen during a tier (kafka/watch.h): brokers
 * that left or came back, partition leaders that moved or were lost,
 * in-sync replica sets that shrank or grew, the cluster not answering. */
typedef enum kp_event_kind {
        KP_EV_BROKER_LEFT,
        KP_EV_BROKER_JOINED,
        KP_EV_LEADERS_MOVED,
        KP_EV_NO_LEADER,
        KP_EV_ISR_SHRANK,
        KP_EV_ISR_GREW,
        KP_EV_UNREACHABLE, /* no broker answered a metadata request */
        KP_EV_REACHABLE    /* answered again */
} kp_event_kind;

typedef struct kp_cluster_event {
        double t_s;     /* when it was seen, seconds since the tier began */
        char phase[16]; /* "produce" or "consume" */
        kp_event_kind kind;
        int32_t broker; /* BROKER_*: which; otherwise -1 */
        char *topic;    /* partition events: the topic, else NULL */
        int32_t *partitions;
        size_t n_partitions;
        int isr; /* ISR_*: the smallest in-sync replica count after */
} kp_cluster_event;

typedef struct kp_event_list {
        kp_cluster_event *v;
        size_t n;
} kp_event_list;

/* "broker_left", ...; and back (-1 for an unknown name). */
const char *kp_event_kind_str(kp_event_kind k);
int kp_event_kind_parse(const char *s);

/* Appends a copy of ev (its topic and partitions copied) to l. Returns 0,
 * or -1 when memory runs out. */
int kp_events_push(kp_event_list *l, const kp_cluster_event *ev);
void kp_events_free(kp_event_list *l);

/* One event in words, appended to out, with the time kplan saw it
 * (seconds since the tier started) and the phase: "broker 2 left, seen
 * at t=10.4 s (produce phase)", "the leaders of partitions 2 and 4 moved,
 * seen at t=10.4 s (produce phase)". */
void kp_event_describe(const kp_cluster_event *ev, kp_buf *out);

/* Every event of l in words, "; " between them, appended to out;
 * nothing when there is none. */
void kp_events_describe(const kp_event_list *l, kp_buf *out);

typedef enum kp_tier_status {
        KP_TIER_PENDING,     /* not run (yet) */
        KP_TIER_COMPLETE,    /* produced and consumed as planned */
        KP_TIER_INCOMPLETE,  /* ran, but something was not done: reason */
        KP_TIER_INTERRUPTED, /* stopped by the user (Ctrl-C) */
        KP_TIER_FAILED       /* could not run: reason */
} kp_tier_status;

const char *kp_tier_status_str(kp_tier_status s);

/* One trial of a capacity search, or one soak: a produce phase at a
 * fixed rate, judged by the search's criteria. */
typedef struct kp_search_trial {
        int soak;             /* 0 a trial, 1 a soak, 2 the final run when
                                 the plan sets no soak */
        double rate;          /* the rate tried, msg/s */
        double achieved_rate; /* measured messages / measured seconds */
        double duration_s;    /* the measured window */
        uint64_t sent, delivered, failed, undelivered;
        kp_latency latency, service;
        int pass;
        char *why; /* every reason it failed, "; " between, or NULL */
        /* A repeat of a failure at the lowest rate tried: the trial it
         * repeats, numbered from 1 (trials[repeat_of - 1]); 0: none. */
        int repeat_of;
} kp_search_trial;

/* The produce at the search's lowest rate before trial 1: unmeasured, in
 * no trial's figures. */
typedef struct kp_search_warmup {
        int ran;
        double rate;       /* msg/s */
        uint64_t messages; /* sent */
        double seconds;    /* how long it produced */
} kp_search_warmup;

/* A capacity search's result (plan kp_search). The tier's produce (and
 * consume) result is the last soak's, or without a soak the found
 * trial's again. */
typedef struct kp_search_result {
        int ran;
        kp_search_trial *trials; /* trials then soaks, in the order run */
        size_t n_trials;
        double found_rate;     /* the highest passing trial's rate, or 0 */
        int at_bound;          /* found at the search's "to" */
        double sustained_rate; /* the rate a soak held, or 0 */
        char *note;            /* how the search ended, in words */
        kp_search_warmup warmup;
} kp_search_result;

/* Appends a copy of t (its why copied). Returns 0, or -1 when memory runs
 * out. */
int kp_search_push(kp_search_result *s, const kp_search_trial *t);
void kp_search_result_free(kp_search_result *s);
/* As results.json holds it (tiers[].search); NULL when memory runs out. */
cJSON *kp_search_result_json(const kp_search_result *s);
/* From results.json; where names the place in errors. */
int kp_search_result_from(const cJSON *o, kp_search_result *s,
                          const char *where, char *errstr, size_t errstr_size);

/* One phase's result as results.json holds it (tiers[].produce,
 * tiers[].consume), histograms in their exact form: a new tree (caller
 * deletes), NULL when out of memory; and back into a zeroed result (where
 * names the place in errors). _free frees what a result holds. */
cJSON *kp_produce_result_json(const kp_produce_result *p);
cJSON *kp_consume_result_json(const kp_consume_result *c);

/* Whether a consume phase's completeness and missing count are known:
 * it was not stopped before reading every message (stopped). */
int kp_consume_counted(const kp_consume_result *c);

/* Whether a consume phase's consumers were ever assigned partitions:
 * with none, the group join never ended (rebalance_ms holds the whole
 * phase) and there was no fetch time (fetch_s 0), so the join and the
 * fetch rates are not known; results.json writes them null with
 * fetch_unknown "never_assigned". */
int kp_consume_assigned(const kp_consume_result *c);

/* Why a consume phase has no end-to-end latency (e2e.count 0), as the
 * code results.json gives beside its null e2e_latency_ms:
 * "read_after_produce" (consumer mode "after": only the messages' age
 * could be timed), "nothing_read", "warmup_only" (every message read
 * was the warm-up's) or "no_production_time" (none carried one); NULL
 * when there is a latency. */
const char *kp_consume_e2e_unknown_str(const kp_consume_result *c);
int kp_produce_result_from(const cJSON *o, kp_produce_result *p,
                           const char *where, char *errstr, size_t errstr_size);
int kp_consume_result_from(const cJSON *o, kp_consume_result *c,
                           const char *where, char *errstr, size_t errstr_size);
void kp_produce_result_free(kp_produce_result *p);
void kp_consume_result_free(kp_consume_result *c);

/* A criterion with "abort" that could no longer pass stopped the tier
 * (docs/ci.md, "Stopping early"): which, when, and on what figure. */
typedef struct kp_abort_stop {
        int stopped;
        size_t criterion; /* index into the plan's criteria */
        int run;          /* no further tier ran ("abort": true) */
        double value;     /* the figure that stopped it, in the metric's
                             unit: a count so far, or the rolling value */
        double at_s;      /* seconds into the produce phase */
        double planned_s; /* the produce phase's schedule (messages /
                             rate), 0 for an unlimited rate */
        double for_s;     /* a rolling figure: how long it stayed on the
                             wrong side of the limit; NAN for a count, or
                             not recorded (an older results.json) */
        char at[32];      /* UTC, ISO 8601 */
        char *reason;     /* its English words (the report model's),
                             owned, or NULL */
} kp_abort_stop;

/* results.json's tier "abort" (new object, NULL when out of memory),
 * and back: 0, or -1 with a sentence naming where. */
cJSON *kp_abort_stop_json(const kp_abort_stop *a);
int kp_abort_stop_from(const cJSON *o, kp_abort_stop *a, const char *where,
                       char *errstr, size_t errstr_size);
void kp_abort_stop_free(kp_abort_stop *a);

typedef struct kp_tier_result {
        char *name; /* the plan tier's name */
        kp_tier_status status;
        char *reason;       /* why not complete: English words, or NULL */
        kp_tier_reason why; /* the same as a code and its figures */
        char *topic;
        kp_produce_result produce;
        kp_consume_result consume;
        kp_event_list events;    /* cluster changes seen during the tier */
        kp_search_result search; /* a capacity search's trials */
        kp_brokers *brokers;     /* the brokers' own metrics (Prometheus),
                                    owned, or NULL */
        kp_abort_stop abort;     /* stopped by an abort criterion */
        /* The tier as an earlier attempt wrote it in results.json (kplan
         * run --resume keeps a finished tier byte for byte): written back
         * as it is, in place of the fields above. Owned, or NULL. */
        cJSON *kept;
} kp_tier_result;

typedef struct kp_broker_info {
        int32_t id;
        char *host;
        int port;
} kp_broker_info;

typedef struct kp_partition_info {
        int32_t id, leader;
        int32_t *replicas, *isr;
        size_t n_replicas, n_isr;
} kp_partition_info;

typedef struct kp_topic_info {
        char *name;
        int partitions;
        int replication_factor;
        int created;      /* created by this run */
        int accepted;     /* differs from the plan, used as it is
                             ("existing": "accept") */
        kp_kvlist config; /* as described by the cluster, when known */
        kp_partition_info *parts;
        size_t n_parts;
} kp_topic_info;

/* Frees what t holds and zeroes it. NULL is a no-op. */
void kp_topic_info_clear(kp_topic_info *t);

/* A protocol API the broker supports, from its ApiVersions answer. */
typedef struct kp_api_version {
        char name[40];
        int key, min, max;
} kp_api_version;

typedef struct kp_cluster_info {
        int embedded; /* the in-process mock cluster */
        char *bootstrap;
        /* The plan's cluster.emulated_hosts: the brokers and the load
         * client were emulated hosts on one machine, a host's CPU its
         * cgroup's or not measured. Older results: the plan's. */
        int emulated_hosts;
        char *cluster_id;
        int32_t controller_id;
        kp_broker_info *brokers;
        size_t n_brokers;
        kp_topic_info *topics;
        size_t n_topics;
        char *broker_version; /* inter.broker.protocol.version, or NULL */
        /* The settings of one broker that decide a test's capacity
         * (DescribeConfigs), in the order kplan asks for them; empty when
         * not read (the embedded cluster, no permission). */
        kp_kvlist broker_config;
        int32_t broker_config_id; /* the broker they are from, or -1 */
        kp_api_version *apis;     /* the first broker's ApiVersions, or none */
        size_t n_apis;
        char **warnings; /* topic differences and the like */
        size_t n_warnings;
} kp_cluster_info;

typedef struct kp_host_info {
        char *hostname, *os, *cpu_model;
        int cpus;
        uint64_t memory_bytes;
} kp_host_info;

/* A load host of a run with several (kplan agent, kplan run --agents):
 * who it was, and its clock against the coordinator's, estimated from a
 * control-topic round trip (offset = the agent's clock minus the
 * coordinator's; it is off by at most half the round trip). lost: why
 * the run lost it ("stopped heartbeating in tier t2"), or NULL. */
typedef struct kp_agent_info {
        char *name, *host, *kplan_version, *librdkafka_version;
        double clock_offset_ms, round_trip_ms;
        char *lost;
} kp_agent_info;

typedef struct kp_results {
        int format;
        char *kplan_version;
        char *librdkafka_version;

        kp_plan *plan; /* parsed from the stored plan copy; owned */
        char *plan_path;
        char plan_sha256[65];

        char *run_id;
        char started_at[32], finished_at[32];
        char *status; /* "running", "complete", "interrupted", "incomplete"
                         (agents.on_loss "stop"),
                         "failed" */
        char *status_reason;
        char *command_line; /* secrets redacted */

        kp_cluster_info cluster;
        kp_kvlist client_config;     /* effective, secrets redacted */
        kp_kvlist producer_defaults; /* kplan's, under client_config */
        kp_kvlist consumer_defaults;
        kp_host_info host;
        kp_agent_info *agents; /* several load hosts, else none */
        size_t n_agents;

        kp_tier_result *tiers; /* one per plan tier, in plan order */
        size_t n_tiers;

        /* The run's attempts (results/attempts.h): the first and each
         * kplan run --resume; none in results of an older kplan. */
        kp_attempt *attempts;
        size_t n_attempts;

        /* As loaded from a results.json: the verdict its evaluation
         * stored ("FAIL", ...), and the format version it was written
         * in; NULL and 0 for results made in this process. kplan report
         * evaluates anew, and a report says both where they differ. */
        char *stored_verdict;
        int stored_format;
} kp_results;

/* The broker's API versions in one line for reports: the APIs a load
 * test uses ("Produce v0–11, Fetch v0–17, ..."; the reports add how many
 * there are in all, in their language); nothing when none are known.
 * Appends to out. */
void kp_api_summary(const kp_cluster_info *c, kp_buf *out);

/* How many log directories a broker's log.dirs names. kplan keeps that
 * count, not the paths (they describe the host's layout, not what a test
 * measures): v is the count, or, in older results, the comma-separated
 * list. */
size_t kp_log_dirs_count(const char *v);

/* A results model for plan, every tier pending. Takes no ownership of
 * plan: it is deep-copied through its stored source. Caller frees with
 * kp_results_destroy(). */
int kp_results_new(const kp_plan *plan, kp_results **out, char *errstr,
                   size_t errstr_size);
void kp_results_destroy(kp_results *r);

/* The topic with that name as the cluster had it (read back before the
 * first tier), or NULL when it is not known. */
const kp_topic_info *kp_results_topic(const kp_results *r, const char *name);

/* Frees what a tier's result holds (its phases, events, search and
 * reason) and makes it pending again; its name and topic stay. */
void kp_tier_result_reset(kp_tier_result *t);

/* The result of the plan tier with that name, or NULL. */
kp_tier_result *kp_results_tier(const kp_results *r, const char *name);

/* Serialization. kp_results_to_json returns a new tree (caller deletes)
 * that includes "evaluation" when eval is not NULL (a cJSON object built
 * by evaluate.h; the tree takes a copy). */
cJSON *kp_results_to_json(const kp_results *r, const cJSON *eval);
int kp_results_from_json(const cJSON *j, kp_results **out, char *errstr,
                         size_t errstr_size);

/* Checks what a results model read from a file holds (results_check.c):
 * every figure finite and in range (rates, times and counts at least 0,
 * a completeness in [0, 1], latencies within the histogram's range),
 * percentiles in order (min <= p50 <= p95 <= p99 <= p99.9 <= max, the
 * mean within min..max). Returns 0, or -1 with the JSON path, what was
 * expected and what was found: "tiers[0].produce.achieved_rate: expected
 * a rate in msg/s from 0 to 1e+12, got -5". kp_results_from_json()
 * calls it. */
int kp_results_check(const kp_results *r, char *errstr, size_t errstr_size);

/* kp_results_load(): the file was read, but what it holds is not valid
 * results (a usage error for the commands: exit 2). */
#define KP_RESULTS_EINVALID (-2)

/* Writes results.json atomically (temp file + rename). */
int kp_results_save(const kp_results *r, const cJSON *eval, const char *path,
                    char *errstr, size_t errstr_size);
/* Reads results.json (or a report directory holding one). Returns 0,
 * -1 when it cannot be read, or KP_RESULTS_EINVALID when it is not
 * valid JSON or not valid results; errstr names the file and the place. */
int kp_results_load(const char *path, kp_results **out, char *errstr,
                    size_t errstr_size);

#endif
