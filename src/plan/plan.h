/*
 * plan: the test plan model and its parser (docs/plan.md is the reference).
 *
 * Parsing is strict: a syntax error names file:line:column, a semantic
 * error names the JSON path, its line:column and the value found, an
 * unknown key is an error with a "did you mean" suggestion, integers are
 * exact up to 2^53, and ${VAR} / ${VAR:-default} are expanded from the
 * environment in every string value.
 */
#ifndef KP_PLAN_H
#define KP_PLAN_H

#include <stddef.h>
#include <stdint.h>

#include <cjson/cJSON.h>

#include "base/langtag.h"
#include "base/props.h"
#include "plan/clientdefaults.h"
#include "plan/clientprops.h"

#define KP_PLAN_MAX_BYTES (256 * 1024)

typedef enum kp_key_mode {
        KP_KEYS_NONE,
        KP_KEYS_ROUND_ROBIN, /* key i mod count */
        KP_KEYS_RANDOM       /* seeded random over count keys */
} kp_key_mode;

typedef enum kp_cmp { KP_CMP_LE, KP_CMP_LT, KP_CMP_GE, KP_CMP_GT } kp_cmp;

/* Generated payloads. RANDOM: fresh seeded random bytes for every message,
 * incompressible (the honest worst case for compression). REPEATED: one
 * random record of letters A-Z sent every time, as Kafka's
 * ProducerPerformance does; it compresses very well. */
typedef enum kp_payload_mode {
        KP_PAYLOAD_RANDOM,
        KP_PAYLOAD_REPEATED,
        /* Message i's value is i in decimal, as Kafka's
         * --payload-monotonic writes it (kplan produce only). */
        KP_PAYLOAD_MONOTONIC
} kp_payload_mode;

/* What a sweep point varies (docs/plan.md, "sweeps"). */
typedef enum kp_sweep_param {
        KP_SWEEP_NONE,
        KP_SWEEP_PRODUCER_PROP, /* any librdkafka producer property */
        KP_SWEEP_CONSUMER_PROP, /* any librdkafka consumer property */
        KP_SWEEP_RECORD_SIZE,
        KP_SWEEP_PARTITIONS,
        KP_SWEEP_REPLICATION,
        KP_SWEEP_PRODUCERS,
        KP_SWEEP_CONSUMERS,
        KP_SWEEP_FETCH_SIZE
} kp_sweep_param;

typedef struct kp_tier_consumer {
        int enabled;         /* default 1 */
        int during;          /* mode "during": read while producing */
        int consumers;       /* consumers in the group, default 1 */
        char *group;         /* NULL: kplan-<tier>-<run tag> */
        uint64_t fetch_size; /* max.partition.fetch.bytes, 0 = default */
        int64_t timeout_us;  /* no message for this long: incomplete */
        kp_kvlist config;    /* librdkafka consumer overrides */
} kp_tier_consumer;

typedef struct kp_criterion kp_criterion;

/* A rate search (docs/plan.md, "capacity"): trials at fixed rates, open
 * loop, the rate growing by the growth factor until a trial fails, then
 * bisected until the highest passing rate and the lowest failing one are
 * within precision of each other. The highest passing rate is held for
 * the soak before it counts as sustained; a failed soak backs off. */
typedef struct kp_search {
        int present;
        double from, to;         /* msg/s, from <= to */
        double growth;           /* default 2 */
        double precision;        /* a fraction of the rate, default 0.05 */
        int64_t trial_us;        /* each trial's length (default 10 s), */
        uint64_t trial_messages; /* or its messages (then trial_us is 0) */
        int max_trials;          /* default 12 */
        double min_ratio;        /* a trial must achieve this share of its
                                    rate, default 0.98 */
        int64_t soak_us;         /* 0: no soak */
        double backoff;          /* a failed soak retries at rate x this,
                                    default 0.9 */
        int max_soaks;           /* default 3 */
        int64_t warmup_us;       /* the produce before trial 1, unmeasured;
                                    -1: the default (kp_search_warmup_seconds),
                                    0: none */
        /* What judges a trial and a soak; NULL: the plan's produce.*
         * criteria that apply to the tier. */
        kp_criterion *criteria;
        size_t n_criteria;
} kp_search;

/* A backlog drain (docs/plan.md, "backlog"): the tier produces at its
 * rate; its consumers start pause_us later and read while the producers
 * go on; the drain ends when they read messages younger than
 * caught_up_us. */
typedef struct kp_backlog {
        int present;
        int64_t pause_us;
        int64_t caught_up_us; /* default 1 s */
} kp_backlog;

typedef struct kp_tier {
        char *name;
        char *topic; /* the plan's topic unless a sweep or
                        workload gives its own */
        uint64_t messages;
        double rate;             /* msg/s; 0 = unlimited */
        uint64_t record_size;    /* bytes; ignored with a payload file */
        char *payload_file;      /* resolved path, or NULL */
        char *payload_delimiter; /* default "\n" */
        kp_payload_mode payload;
        uint64_t seed;
        kp_key_mode key_mode;
        uint64_t key_count;
        kp_kvlist headers; /* static headers on every message */
        uint64_t warmup_messages;
        int64_t warmup_us;
        int producers;            /* producer instances sharing the rate */
        kp_kvlist producer;       /* librdkafka producer overrides */
        int64_t interval_us;      /* snapshot interval */
        int64_t drain_timeout_us; /* wait for deliveries after the last send */
        kp_tier_consumer consume;

        /* Topic layout of this tier (the plan's unless a sweep varies it). */
        int partitions;
        int replication_factor;

        /* Sweeps: a tier with a sweep expands into one tier per point, all
         * sharing sweep_group (the original tier's name). */
        char *sweep_group;  /* NULL when not part of a sweep */
        char *sweep_param;  /* display name: "acks", "record_size" */
        char *sweep_value;  /* display value: "all", "1000" */
        char *sweep_param2; /* second axis of a grid, or NULL */
        char *sweep_value2;
        /* Repetitions ("repeat"): a point runs sweep_runs times, each run
         * a tier of its own named "<point> #<run>" (just "<point>" when
         * it runs once), the runs of all points interleaved. */
        char *sweep_point; /* the point's name: "acks acks=all" */
        int sweep_run;     /* which run of the point, 1..sweep_runs */
        int sweep_runs;    /* both 0 outside sweeps */

        /* Concurrent workloads: tiers with the same parallel_group run at
         * the same time (docs/plan.md, "workloads"). */
        char *parallel_group; /* NULL when run alone */

        /* Faults for the embedded cluster during the tier (faults.h
         * syntax), checked at parse time. */
        char **faults;
        size_t n_faults;

        /* "rate": "search": a capacity search (rate and messages are 0;
         * each trial and soak has its own). */
        kp_search search;
        /* A backlog drain at the tier's fixed rate. */
        kp_backlog backlog;
} kp_tier;

/* What a criterion with "abort" stops once it can no longer pass
 * (docs/ci.md, "Stopping early"). */
typedef enum kp_abort_scope {
        KP_ABORT_NONE,
        KP_ABORT_RUN, /* "abort": true: the tier, and no further tier runs */
        KP_ABORT_TIER /* "abort": "tier": the tier; the next ones run */
} kp_abort_scope;

struct kp_criterion {
        char *metric; /* a name from the metrics catalog */
        kp_cmp cmp;
        double threshold;
        char **tiers; /* NULL: every tier */
        size_t n_tiers;
        int aggregate; /* applies to a parallel group's aggregate */
        kp_abort_scope abort;
        int64_t abort_grace_us; /* a rolling figure must stay on the wrong
                                   side of the limit this long, 0: one
                                   interval */
        /* "window": judged in each consecutive window of this length (a
         * multiple of the tier's interval, at least 1 s) instead of over
         * the whole tier; 0: the whole tier. "windows": the share of
         * windows that must hold, in (0, 1]; 0 when not set (every
         * window must). docs/plan.md, "Criteria per window". */
        int64_t window_us;
        double windows;
};

typedef struct kp_target {
        int present;
        uint64_t messages;
        int64_t window_us;
        double peak_factor;      /* default 1 */
        uint64_t record_size;    /* default: the largest tier record size */
        int replication_factor;  /* default: the topic's */
        int64_t retention_us;    /* default: the window */
        double storage_overhead; /* fraction added for indexes and segments,
                                    default 0.10 */
        int64_t outage_us;       /* a consumer outage to catch up after, at
                                    the peak rate, default 1 h */
        int consumer_groups;     /* groups reading every message, default 1 */
        /* The capacity model's threshold per resource (kp_sres), a share
         * of the capacity from 0.01 to 1; 0: the default,
         * KP_SRES_DEFAULT_THRESHOLD ("thresholds": {"cpu": 0.7}). */
        double thresholds[5];
} kp_target;

/* The resources of the capacity model (evaluate/sizing.h), in the order
 * of kp_target.thresholds; kp_sres_name() gives the name results.json
 * and the plan use ("cpu", "network_in", "network_out", "disk_write",
 * "disk_space"), NULL out of range. */
typedef enum kp_sres {
        KP_SRES_CPU,
        KP_SRES_NET_IN,
        KP_SRES_NET_OUT,
        KP_SRES_DISK_WRITE,
        KP_SRES_DISK_SPACE,
        KP_SRES_N
} kp_sres;
#define KP_SRES_DEFAULT_THRESHOLD 0.8 /* Cruise Control's */
const char *kp_sres_name(int res);
/* The threshold of res for t: its own, else the default. */
double kp_target_threshold(const kp_target *t, int res);

/* A client property as the plan wrote it, for the check of its value
 * by librdkafka (kafka/clientconf.h), which the plan layer cannot make:
 * where it was written ("plan.json:14:15: tiers[2].producer.acks", or
 * "client.properties: linger.ms"), its key and value, and what to add to
 * the sentence of a bad value (or NULL). */
typedef struct kp_prop_site {
        char *where, *key, *value, *hint;
} kp_prop_site;

/* Broker hosts as the plan declares them (cluster.hosts, docs/plan.md):
 * what Kafka does not tell a client. One entry stands for count hosts
 * alike. A field not declared is 0 or NULL. */
typedef struct kp_host_decl {
        char *name;               /* "kafka-1" or "kafka-{1..3}", or NULL */
        int count;                /* hosts alike, 1 to 1000, default 1 */
        double cores;             /* CPU cores per host, fractional for a
                                     container's limit (0.25, 2.5) */
        uint64_t memory;          /* RAM per host, bytes */
        int disks;                /* data disks per host */
        uint64_t disk_size;       /* bytes per disk */
        uint64_t network;         /* the host's link, bit/s */
        uint64_t disk_throughput; /* bytes/s its disks write, all of them */
        char *disk_type;          /* "NVMe SSD" */
        char *os;                 /* "Rocky Linux 9.4" */
        char *kafka;              /* the Kafka release: "3.9.0" */
} kp_host_decl;

/* A Prometheus query of cluster.prometheus.queries (docs/plan.md): a
 * name (1 to 48 of a-z, 0-9, _), PromQL with the placeholders of
 * docs/brokers.md ($SEL, $NODE, $BY, $W), and the unit of its values. */
typedef struct kp_prom_query {
        char *name, *promql, *unit;
} kp_prom_query;

/* One entry of cluster.prometheus.brokers (docs/brokers.md, "Which
 * broker a series is"): the broker label's value, and the node id of
 * the broker it names. */
typedef struct kp_prom_broker {
        char *label;
        int32_t node;
} kp_prom_broker;

typedef enum kp_prom_auth {
        KP_PROM_AUTH_NONE,
        KP_PROM_AUTH_BEARER, /* Authorization: Bearer <token> */
        KP_PROM_AUTH_BASIC   /* user and password */
} kp_prom_auth;

/* cluster.prometheus (docs/plan.md, "prometheus"): where kplan asks for
 * the brokers' own metrics after each tier. Secrets are never held
 * here: the auth fields name the environment variables they are read
 * from, at the moment of a request. */
typedef struct kp_prom_conf {
        char *url; /* http(s)://host:port[/prefix], no credentials */
        kp_prom_auth auth;
        char *token_env;        /* bearer: the variable holding the token */
        char *user_env;         /* basic: the variable holding the user */
        char *password_env;     /* basic: the variable holding the password */
        char *selector;         /* matchers of the brokers' JMX series, without
                                   braces: job="kafka"; "" for none */
        char *node_selector;    /* the same for their hosts' node_exporter */
        char *label;            /* the label naming a broker: "instance" */
        int64_t timeout_us;     /* a request's time limit */
        int64_t window_us;      /* rate() window ($W) */
        int64_t scrape_us;      /* scrape interval: waited after a tier */
        double ceiling_pct;     /* utilization ceiling of the extrapolation */
        uint64_t network_bps;   /* a broker's link, bytes/s; 0: not known */
        int defaults;           /* the default queries run (default 1) */
        kp_prom_query *queries; /* extra or replacing (same name) */
        size_t n_queries;
        /* "brokers": which node id a label's value names, before the
         * brokers' own metrics (results/broker_map.h); each label once,
         * ids >= 0, checked against the cluster's metadata by
         * kp_broker_map_check() once kplan has connected. */
        kp_prom_broker *brokers;
        size_t n_brokers;
        /* The plan's cluster.emulated_hosts, copied: the default host_cpu
         * query (the whole machine's CPU) is not asked (kp_promql_list). */
        int emulated_hosts;
} kp_prom_conf;

typedef struct kp_approver {
        char *role, *name;
} kp_approver;

typedef struct kp_plan {
        char *path;      /* as given */
        char *dir;       /* directory relative paths resolve from */
        char sha256[65]; /* of the file's bytes as written */
        int version;

        char *name, *title, *description;

        /* Cluster. bootstrap NULL: the embedded mock cluster. */
        char *bootstrap;
        char *properties_file; /* resolved path, or NULL */
        kp_kvlist client;      /* file then inline: every client property */
        kp_host_decl *hosts;   /* the declared broker hosts, or NULL */
        size_t n_hosts;
        /* Whose defaults kplan's clients start from
         * ("client_defaults"; plan/clientdefaults.h). */
        kp_client_defaults client_defaults;
        kp_prom_conf *prometheus; /* cluster.prometheus, or NULL */
        /* cluster.metrics_listen: where kplan run serves its live
         * metrics (HOST:PORT, checked by kp_listen_check()), or NULL. */
        char *metrics_listen;
        /* cluster.emulated_hosts (default 0): the brokers and the load
         * client are emulated hosts on one machine (a network namespace
         * and a cgroup CPU quota each). A host's CPU is then its
         * cgroup's or not measured, never the machine's: the load
         * client's from its cgroup (kafka/clientstats.h), and the default
         * host_cpu query (node_exporter sees the machine) is not asked. */
        int emulated_hosts;

        /* Topic. */
        char *topic;
        int partitions;
        int replication_factor; /* -1: the broker's default */
        int create;
        int accept_existing; /* "existing": "accept": an existing topic
                                that differs is measured as it is */
        kp_kvlist topic_config;

        kp_tier *tiers;
        size_t n_tiers;

        kp_criterion *criteria;
        size_t n_criteria;

        kp_target target;

        /* "agents" (docs/agents.md): with kplan run --agents N, an agent
         * lost mid-tier (it died or stopped heartbeating) makes that tier
         * incomplete; "on_loss": "stop" then runs no further tier (they
         * stay pending, "not run"), "continue" (0, the default) splits
         * the next tiers over the agents that are left. Without --agents
         * it has no effect. */
        int agents_stop_on_loss;

        char *prepared_by;
        char *company; /* the organisation the report is for, or NULL */
        kp_approver *approvers;
        size_t n_approvers;

        char *template; /* report template (path or bundled name) */
        kp_lang lang;   /* the reports' language ("report": {"lang"}) */

        /* 1: the plan as written; below 1: a rehearsal (kplan run
         * --scale) that runs this fraction of every tier's messages. */
        double scale;

        /* The plan as run: env expanded, overrides applied, secrets
         * redacted. Owned. */
        cJSON *source;

        /* Overrides from the command line (kplan run --set PATH=VALUE),
         * as typed, secret values redacted; applied before parsing.
         * Owned. */
        char **overrides;
        size_t n_overrides;

        /* Every client property of the plan, where it was written: checked
         * by kp_clientconf_check_plan() before a run or a validation. Not
         * kept for a plan parsed offline. */
        kp_prop_site *props;
        size_t n_props;
} kp_plan;

typedef struct kp_plan_opts {
        kp_getenv_fn getenv_fn; /* NULL: the process environment */
        void *getenv_opaque;
        /* Offline: parse a plan copy stored in results.json. No env
         * expansion, no files read, client properties not checked. */
        int offline;
        /* Called for each warning (unknown Java-only property...). */
        void (*warn)(void *opaque, const char *msg);
        void *warn_opaque;
        /* Overrides "PATH=VALUE" (kplan run --set), borrowed, applied in
         * order to the plan's JSON before it is parsed, so that an
         * override is checked as the file is; ignored offline.
         *
         * PATH: keys joined by '.', array elements by [N] or, in an array
         * of named objects (tiers, workloads), by [NAME]; ["key"] for a
         * key with dots. Inside a map of client properties, topic
         * configs or headers (config, producer, headers, and the
         * cluster's "bootstrap.servers"), the rest of the path is one key:
         * defaults.producer.linger.ms. Missing objects are created.
         * VALUE: JSON when it parses as JSON (5, true, {"a": 1},
         * "\"5\""), else a string (1M, 10s, all).
         *
         * An error in an override is reported with the override and the
         * JSON path it set: "plan.json: tiers[2].messages (--set
         * tiers[10M].messages=ten): expected ...". */
        const char *const *sets;
        size_t n_sets;
} kp_plan_opts;

/* Reads and parses the plan at path. On success *out is a new plan
 * (caller frees with kp_plan_destroy()); on error -1 and a sentence that
 * names the place. */
int kp_plan_load(const char *path, const kp_plan_opts *opts, kp_plan **out,
                 char *errstr, size_t errstr_size);

/* Parses plan text; name is used in messages and dir resolves relative
 * paths. */
int kp_plan_parse(const char *text, size_t len, const char *name,
                  const char *dir, const kp_plan_opts *opts, kp_plan **out,
                  char *errstr, size_t errstr_size);

/* Parses a stored plan copy (results.json "plan.source") offline. */
int kp_plan_from_source(const cJSON *source, kp_plan **out, char *errstr,
                        size_t errstr_size);

void kp_plan_destroy(kp_plan *p);

/* Frees what tier t holds (its strings, properties, faults and search)
 * and zeroes it; a zeroed tier is left as it is. t itself is the
 * caller's. */
void kp_tier_clear(kp_tier *t);

/* Appends a copy of shown ("PATH=VALUE", its secret already redacted) to
 * p's list of overrides. 0, or -1 when out of memory (p unchanged). */
int kp_plan_add_override(kp_plan *p, const char *shown);

/* The tier with that name, or NULL. */
const kp_tier *kp_plan_tier(const kp_plan *p, const char *name);

/* A rehearsal of the plan (kplan run --scale): every tier's message
 * count times factor, rounded up, at least 1; its warm-up (count and
 * time) times factor, so it keeps its share of the tier. Rates, record
 * sizes, criteria and the target are unchanged. p->scale is multiplied by
 * factor. Returns 0, or -1 with a sentence unless 0 < factor <= 1. */
int kp_plan_scale(kp_plan *p, double factor, char *errstr, size_t errstr_size);

/* Reads a scale factor as given on the command line: "0.01" or "1%".
 * Returns 0, or -1 with a sentence unless 0 < factor <= 1. */
int kp_plan_parse_scale(const char *text, double *factor, char *errstr,
                        size_t errstr_size);

/* Whether a tier runs at an unlimited rate: a burst, whose latency is not
 * bounded (a capacity search is not one). */
int kp_tier_unlimited(const kp_tier *t);

/* A run of a tier keeps two bits for each of its messages (which were
 * acknowledged, which were read back: base/bitset.h), for as long as it
 * runs; workloads of a parallel group run at once. A tier (a parallel
 * group: its workloads together) may send at most this many messages in
 * one run: 2 bits each, 238 MiB. */
#define KP_TIER_MAX_TRACKED 1000000000ULL

/* The most messages one run of tier t sends: its messages, or for a
 * capacity search its longest trial or soak at the search's highest
 * rate, warm-up included. */
double kp_tier_max_run_messages(const kp_tier *t);

/* The longest a capacity search can take, in seconds: its warm-up, every
 * trial (and the repeat of a failure at its lowest rate) and every soak,
 * warm-ups included (a trial of N messages counted at the search's lowest
 * rate). 0 when t has no search. */
double kp_search_worst_seconds(const kp_tier *t);

/* How long a capacity search produces at its lowest rate before trial 1,
 * unmeasured (docs/plan.md, "capacity"): search.warmup when the plan sets
 * it, else a trial's length at that rate capped at
 * KP_SEARCH_WARMUP_MAX_S, or the tier's warm-up when that is longer. In
 * seconds; 0 when t has no search or the plan turned it off. */
#define KP_SEARCH_WARMUP_MAX_S 30.0
double kp_search_warmup_seconds(const kp_tier *t);

/* Total messages over every tier, and the produce time of the fixed-rate
 * tiers in seconds, capacity searches at their longest (unlimited tiers
 * add *n_unlimited). */
uint64_t kp_plan_total_messages(const kp_plan *p);
double kp_plan_fixed_seconds(const kp_plan *p, size_t *n_unlimited);

/* Local checks of what a command line names, made before anything
 * connects (plan_inputs.c). Each returns 0, or -1 with a sentence that
 * says what was expected and what was found. */

/* A topic name as Kafka allows it: 1 to 249 of letters, digits, '.', '_'
 * and '-', and not "." or "..". */
int kp_topic_name_check(const char *name, char *errstr, size_t errstr_size);

/* A bootstrap list: comma-separated host:port entries (an optional
 * PROTOCOL:// prefix, [IPv6] hosts, a port from 1 to 65535 when one is
 * given), none of them empty. An empty list is an error: a command that
 * wants the embedded cluster gives none. */
int kp_bootstrap_check(const char *list, char *errstr, size_t errstr_size);

/* A payload file as kplan produce and a tier read it: readable, at most
 * 1 GiB, with at least one record between the delimiters (NULL or "":
 * a newline). */
int kp_payload_file_check(const char *path, const char *delim, char *errstr,
                          size_t errstr_size);

/* A listen address HOST:PORT (an IPv6 host in brackets, a port from 1
 * to 65535), as --metrics-listen and cluster.metrics_listen take it.
 * Returns 0 and fills host (its brackets removed) and *port, or -1 with
 * a sentence saying what is wrong. No name is resolved. */
int kp_listen_check(const char *s, char *host, size_t host_size, int *port,
                    char *errstr, size_t errstr_size);

/* Textual forms. */
const char *kp_cmp_str(kp_cmp c);   /* "<=" */
const char *kp_cmp_words(kp_cmp c); /* "at most" */

/* How often a sweep point runs when its tier has no "repeat" (three runs
 * give each point a spread, so that a difference between points can be
 * told from noise); a plan stored in results.json before repetitions
 * existed ran each point once, and is read (offline) with 1. */
#define KP_SWEEP_REPEAT_DEFAULT 3
#define KP_SWEEP_REPEAT_MAX     100

/* The embedded (mock) cluster (design.md): its brokers, and the bytes a
 * partition keeps. */
#define KP_EMBEDDED_BROKERS     3
#define KP_MOCK_PARTITION_BYTES (5ULL * 1024 * 1024)

#endif
