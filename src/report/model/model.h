/*
 * model: the report model. Built once, purely (no I/O, no clock), from
 * the results model, its evaluation and the language of the report, it
 * holds every figure, label, verdict, reason sentence, table and chart
 * series that a report shows, in display units: milliseconds, msg/s,
 * MiB, MiB/s, seconds; ratios as fractions (0.9998) with their text as
 * percentages ("99.98%").
 *
 * Every writer renders it and computes nothing: the Markdown report
 * (through its Mustache view, report/model/view.h), the workbook
 * (report/xlsx/report_xlsx.h), the SVG charts (report/draw/chart.h) and the
 * terminal summary of kplan run. kplan compare has a model of its own
 * (report/model/compare_view.h) built the same way.
 *
 * Ownership: kp_rmodel_build() returns a model that owns every string and
 * array in it, except where a field says "borrowed" (then it points into
 * the results or the evaluation it was built from, which must outlive
 * the model). Free it with kp_rmodel_destroy().
 */
#ifndef KP_REPORT_MODEL_H
#define KP_REPORT_MODEL_H

#include <stddef.h>
#include <stdint.h>

#include "base/langtag.h"
#include "evaluate/capacity.h"
#include "evaluate/evaluate.h"
#include "plan/metrics.h"
#include "report/words/lang.h"
#include "results/results.h"

/* How a spreadsheet shows a number: the kind of value it is. */
typedef enum kp_rm_fmt {
        KP_RM_TEXT,  /* not a number */
        KP_RM_INT,   /* counts, bytes, whole msg/s */
        KP_RM_DEC1,  /* msg/s with a fraction */
        KP_RM_DEC2,  /* MiB/s, MiB */
        KP_RM_MS,    /* milliseconds and seconds, 3 decimals */
        KP_RM_PCT,   /* a ratio shown as a percentage */
        KP_RM_RATIO, /* a ratio shown as such */
        KP_RM_GEN,   /* as it is: percentiles, ids, thresholds */
        KP_RM_COEF,  /* fitted coefficients */
        KP_RM_X,     /* multiples: headroom */
        /* A ratio as a percentage with the digits its text has
         * (kp_rfmt_pct): 0, 2 or 3 decimals. */
        KP_RM_PCT0,
        KP_RM_PCT2,
        KP_RM_PCT3,
        KP_RM_PP, /* percentage points, the margin of a ratio (kp_rfmt_pp) */
        KP_RM__FMTS
} kp_rm_fmt;

/* What a criterion made of a value: how a writer colours it. */
typedef enum kp_rm_state {
        KP_RM_PLAIN, /* no criterion judges it */
        KP_RM_PASS,
        KP_RM_FAIL,
        KP_RM_INCOMPLETE,
        KP_RM_NA,
        KP_RM__STATES
} kp_rm_state;

/* The state of a verdict. */
kp_rm_state kp_rm_state_of(kp_verdict v);

/* One figure. text is what the reports print ("3.763", "99.98%",
 * "unlimited", "" when there is nothing to show); raw the number in
 * display units, NaN when there is none; fmt how a spreadsheet formats
 * raw (KP_RM_TEXT: write text instead), with the digits of text where
 * the model formatted it: a rate of 61,234.5 is "61,235" and KP_RM_INT,
 * one of 999.94 "999.9" and KP_RM_DEC1 (docs/metrics.md, "One figure,
 * one form"). state and comment: the criteria
 * that judge it (the worst verdict, and one line per check), or PLAIN
 * and NULL. */
typedef struct kp_rm_cell {
        char *text;
        double raw;
        kp_rm_fmt fmt;
        kp_rm_state state;
        char *comment;
        /* What a table says beside the figure, in the report's language
         * (static), or NULL: "not judged" where the table puts a verdict
         * (or judged figures) beside a figure that no criterion judged on
         * its tier (kp_rm_front_row). The writers print it after the
         * figure, in the same cell. */
        const char *mark;
} kp_rm_cell;

/* A latency summary: the view's latency block. */
typedef struct kp_rm_latency {
        int measured;
        kp_rm_cell count, min, avg, p50, p95, p99, p999, max, stddev;
} kp_rm_latency;

/* key=value pairs with secrets redacted, in order. */
typedef struct kp_rm_kv {
        char **keys, **values;
        size_t n;
        char *summary; /* "key=value, key=value", "" when empty */
        char *lines;   /* "key=value\nkey=value", "" when empty */
} kp_rm_kv;

/* How a tier's plan looked (Scenarios). */
typedef struct kp_rm_scenario {
        kp_rm_cell messages;      /* "10,000" */
        int unlimited;            /* no rate limit */
        kp_rm_cell rate;          /* "5,000 msg/s", "unlimited"; raw 0 */
        kp_rm_cell rate_number;   /* 5000, or text "unlimited" */
        kp_rm_cell record_size;   /* "1,000 B", "" with a payload file */
        kp_rm_cell record_bytes;  /* 1000, or text "from payload file" */
        const char *payload_file; /* borrowed, or NULL */
        char *keys;               /* "none", "round robin over 100 keys" */
        kp_rm_kv headers;
        int has_warmup;
        char *warmup_messages, *warmup_time; /* "100", ""; "", "5.0 s" */
        kp_rm_cell warmup_count, warmup_s, interval_s, drain_s;
        char *interval; /* "1.0 s" */
        int producers;
        kp_rm_kv producer;
        int consume; /* the tier has a consume phase */
        int consumers;
        char *group;           /* the plan's, or "generated per run" */
        kp_rm_cell fetch_size; /* bytes, or text "client default" */
        kp_rm_cell timeout_s;
        kp_rm_kv consumer;
        const char *topic; /* borrowed */
        /* The topic as the cluster had it when known, else the plan's. */
        int partitions, replication_factor, rf_default;
        char *partitions_text, *rf_text; /* "6", "" */
        char *sweep;                     /* "acks=all" (", param2=v2"), or "" */
        char *sweep_lines;               /* "group:\nacks=all", or "" */
        const char *sweep_group, *parallel_group; /* borrowed, or NULL */
} kp_rm_scenario;

/* A tier's produce phase. */
typedef struct kp_rm_produce {
        int ran;
        char *started;       /* "2026-11-30 10:00:00 UTC" */
        char *started_iso;   /* as results.json has it, or "not run" */
        double started_unix; /* seconds since 1970, or -1: a date cell */
        kp_rm_cell sent, delivered, failed, undelivered, warmup, measured;
        int counts_reconcile; /* sent = delivered + failed + undelivered */
        kp_rm_cell mib, bytes;
        int unlimited;
        kp_rm_cell target_rate; /* "1,000", "unlimited" */
        kp_rm_cell achieved_rate, ratio, mib_per_sec, duration, total;
        kp_rm_cell duration_s, total_s; /* seconds, for a spreadsheet */
        kp_rm_latency latency, service;
        /* Failed deliveries by librdkafka error code. */
        char **error_codes;
        kp_rm_cell *error_counts;
        size_t n_errors;
        /* The same by kp_rmodel.error_codes (every tier's codes): a count
         * per code, state FAIL when not 0. */
        kp_rm_cell *by_code;
} kp_rm_produce;

/* A tier's consume phase. */
typedef struct kp_rm_consume {
        int ran;
        char *started, *started_iso;
        double started_unix; /* seconds since 1970, or -1: a date cell */
        int consumers;
        kp_rm_cell expected, messages, mib, bytes, mib_per_sec, msgs_per_sec;
        kp_rm_cell duration, duration_s, join_ms, fetch_time, fetch_s;
        kp_rm_cell join_s; /* the join in seconds, beside duration_s */
        kp_rm_cell fetch_mib_per_sec, fetch_msgs_per_sec;
        kp_rm_latency e2e;
        const char *mode; /* "after", "during" */
        int during;
        kp_rm_cell completeness, missing;
        /* Mode "during" on several hosts (kplan run --agents): how many
         * (0: one process), how far two of their clocks may differ, and
         * whether that is more than clock_share of the end-to-end p50
         * (results/agents.h): then the figure is flagged. */
        int clock_hosts, clock_skewed;
        kp_rm_cell clock_skew_ms;
        char *clock_share; /* "10%" */
        int identity;      /* counted message by message */
        kp_rm_cell distinct, lost, duplicates, unacked_read;
        int timed_out, complete;
        /* Stopped before every message was read (Ctrl-C, an abort): the
         * messages not read are not known to be missing or lost, so
         * completeness, missing and lost are "" (n/a). */
        int stopped;
} kp_rm_consume;

/* One trial, soak or final run of a capacity search (its table). */
typedef struct kp_rm_trial {
        int kind;              /* 0 trial, 1 soak, 2 final run */
        const char *kind_text; /* "trial", "soak", "final run" */
        size_t number;         /* from 1, within its kind */
        char *label;           /* "trial 3", "soak 1", "final run" */
        kp_rm_cell rate, achieved, p50, p95, p99, service_p95, errors;
        int pass;
        const char *verdict_text; /* "pass", "FAIL" */
        const char *why;          /* borrowed, or "" */
        size_t repeat_of;         /* the trial it repeats (its number), or 0 */
} kp_rm_trial;

/* A capacity search: its settings in words, the trials and the result. */
typedef struct kp_rm_search {
        int ran;
        kp_rm_cell from, to, found, sustained;
        int has_found, has_sustained, at_bound, soaked;
        char *trial_length; /* "10.0 s", "50,000 messages" */
        char *soak_length;  /* "5 min 0 s", or "" without a soak */
        char *criteria;     /* "produce.latency.p95_ms ≤ 1 ms", or "" */
        char *judged_by;    /* "the search's criteria", "the plan's ..." */
        char *note;         /* how it ended, in the report's language, or "" */
        /* The warm-up before trial 1, in a sentence, or "" (warmed: 0). */
        int warmed;
        char *warmup_text;
        /* The lowest rate tried twice (a failure there repeated), in a
         * sentence, or "" (repeated: 0). */
        int repeated, repeat_passed;
        char *repeat_text;
        kp_rm_trial *trials;
        size_t n_trials;
        size_t chart_knee, chart_rates; /* into kp_rmodel.charts; n_charts:
                                           none */
} kp_rm_search;

/* A backlog drain (plan backlog) of a tier. */
typedef struct kp_rm_drain {
        int present, drained, producers_stopped;
        kp_rm_cell pause, start_delay, catch_up, rate, messages, caught_up;
} kp_rm_drain;

/* A stage of a message's way through the load client and back, its
 * percentiles in ms (kp_rm_time). */
/* One stage of a message's way, each figure named for what it is: its
 * mean (means add up), a p95 of the phase's own histogram (kplan's
 * stages only: "" for librdkafka's), and from librdkafka's per-second
 * windows the request-weighted mean of their p95s and the highest. No
 * column is a percentile that could exceed a maximum beside it. */
typedef struct kp_rm_stage {
        const char *name; /* in the report's language (static) */
        kp_rm_cell mean, p95, p95s_mean, p95s_high;
} kp_rm_stage;

/* One broker as a phase's load client saw it: the mean of its
 * per-second round-trip p95s, and its longest round trip. */
typedef struct kp_rm_client_broker {
        kp_rm_cell id, requests, rtt_p95s_mean, rtt_max;
        kp_rm_cell throttle, in_flight;
} kp_rm_client_broker;

#define KP_RM_STAGES 5

/* The parts of a request the brokers time (kp_rm_side): request queue,
 * local, remote, response send. */
#define KP_RM_SIDE_PARTS 4

/* One part of a request on one broker: the mean and the max over the
 * tier's window of the broker's own figure, ms (raw NaN, text "": no
 * series; never 0). */
typedef struct kp_rm_side_part {
        kp_rm_cell mean, max;
} kp_rm_side_part;

/* One broker of kp_rm_side: the client's round trip to it beside the
 * brokers' account of a request. A broker the client saw and a broker
 * label's value are one row when the label is the broker's id, its host,
 * or its host with a port; a label that matches none is a row of its
 * own with no round trip. */
typedef struct kp_rm_side_row {
        kp_rm_cell broker;  /* "2" (raw the id), or the label (raw NaN) */
        const char *label;  /* the broker label's value when it is not the id
                               (borrowed), or "" */
        kp_rm_cell rtt_p95; /* the client's round trip p95 to it, ms */
        kp_rm_side_part parts[KP_RM_SIDE_PARTS];
        /* The four parts' means added up: "" unless all four have a
         * series (the maxima are not simultaneous and are not added). */
        kp_rm_cell sum;
        kp_rm_cell throttle; /* produce_throttle_ms, mean (produce only) */
} kp_rm_side_row;

/* The brokers' own account of a Produce (Fetch) request beside the
 * client's round trip (model_client.c), from the tier's broker metrics
 * (produce_queue_ms, produce_local_ms, produce_remote_ms,
 * produce_send_ms and produce_throttle_ms; fetch_* for a consume phase).
 * Nothing at all (asked 0) when the plan asked no Prometheus. */
typedef struct kp_rm_side {
        int asked;         /* the tier has broker metrics, available or not */
        int available;     /* some part has a series: rows and words */
        char *unavailable; /* "The brokers' own metrics: not available
                              (why)", or "" */
        kp_rm_side_row *rows;
        size_t n_rows;
        int has_throttle; /* the throttle column: produce, with a series */
        /* In words: of the round trip to the broker with the longest p95,
         * how much the broker itself accounts for and its largest part;
         * "" when no broker has all four parts. */
        char *words;
        char *note; /* the parts with no series or whose query failed, "" */
} kp_rm_side;

/* Where a phase's time went on one load host (model_client.c), from its
 * client statistics (results/client.h). Cells with raw NaN and text ""
 * were not measured. */
typedef struct kp_rm_time {
        const char *source; /* the load host's name, or RM "this host" */
        int named;          /* source is a load host's own name (agents) */
        int recorded;       /* the client recorded statistics or CPU: else every
                               cell is empty */
        int produce;        /* a produce phase, else a consume phase */
        kp_rm_stage stages[KP_RM_STAGES]; /* the client's side first */
        size_t n_stages;
        kp_rm_cell before_share; /* the client's side of the stages' mean */
        kp_rm_cell cpu, cpu_thread, cpu_wait; /* cores */
        const char *thread;                   /* borrowed, or "" */
        kp_rm_cell msgs_per_batch, in_flight, in_flight_limit, waiting;
        kp_rm_cell queue_full, fetchq, lag, samples;
        kp_rm_client_broker *brokers;
        size_t n_brokers;
        kp_rm_side side; /* the brokers' account beside the round trip */
        const kp_client_stats *stats; /* borrowed: its series over time */
        size_t chart_time, chart_cpu; /* into kp_rmodel.charts, or
                                         n_charts: none */
        /* The captions of the two charts a writer draws of the stats
         * (produce, two intervals or more): the model's charts' for the
         * first host, which has them, the same words naming the host
         * for the others; "" where there is no chart. */
        char *caption_time, *caption_cpu;
} kp_rm_time;

/* The most rows an interval table of the workbook has per phase. */
#define KP_RM_MAX_ROWS 200

/* A phase's interval series as the workbook lists it (model_intervals.c):
 * at most KP_RM_MAX_ROWS rows; a longer series merges `merge` consecutive
 * intervals per row (counts and seconds add up, rates over the merged
 * time, latencies the highest of the merged intervals). Latencies are NaN
 * when the phase measured none (a consumer that read after the produce
 * phase has no end-to-end latency). */
typedef struct kp_rm_rows {
        kp_interval *v; /* owned */
        size_t n;
        size_t merge; /* intervals per row, 1 when none are merged */
        size_t total; /* intervals in the results */
        int latency;  /* the rows carry latencies */
        char *note;   /* how they were merged, or "" */
} kp_rm_rows;

/* The percentiles of the latency distribution table. */
#define KP_RM_SPECTRUM 12

/* Everything about one tier. */
typedef struct kp_rm_tier {
        const char *name;        /* borrowed */
        const char *topic;       /* borrowed: the topic it wrote to */
        size_t index;            /* in the results, from 0 */
        const char *status;      /* "complete", ... (borrowed, static) */
        const char *status_text; /* the same in the report's language */
        char *reason;            /* why it did not complete, or NULL */
        kp_verdict verdict;
        const char *verdict_text; /* "PASS" */
        int below_peak;
        const char *note; /* how it ended: reason or status, or NULL */
        int checks, checks_failed;
        char *note_line; /* note and below_peak in one line, or "" */
        /* The test rig was the limit of a phase (kp_tier_eval.rig): its
         * record in words, and what to change and rerun; NULL else. */
        char *rig_words, *rig_fix;
        int has_spec; /* the plan has the tier (sc is filled in) */
        kp_rm_scenario sc;
        kp_rm_produce p;
        kp_rm_consume c;
        /* Every catalog metric of the tier, judged as the checks judged
         * it: raw NaN (text "n/a", state NA) when it does not apply. */
        kp_rm_cell metric[KP_M__COUNT];
        /* The summary's row: the achieved rate judged by the criteria on
         * the rate against the target (fixed rate) or on the rate itself
         * (unlimited); the p95s, the fetch rate and completeness judged by
         * theirs. Their raw values as measured (0 when not measured). */
        kp_rm_cell s_rate, s_p95, s_service_p95, s_fetch_rate, s_completeness;
        char *events; /* what the cluster did, in words, or "" */
        size_t n_events;
        kp_rm_search search;
        kp_rm_drain drain;
        /* The interval series (borrowed from the results: already in
         * display units) and the latency distribution in ms at
         * kp_rm_spectrum_pcts[] (NaN where there is no histogram). */
        const kp_interval_list *p_intervals, *c_intervals;
        kp_rm_rows p_rows, c_rows; /* the same, bounded, for the workbook */
        /* Where the time went, per load host and phase, and what limited
         * each phase in words ("" when its client recorded nothing);
         * *_limit_client: the limit was the load client's, so the phase
         * is no evidence about the cluster. */
        kp_rm_time *p_time, *c_time;
        size_t n_p_time, n_c_time;
        int p_has_time, c_has_time; /* some load host recorded something */
        char *p_limit, *c_limit;
        int p_limit_client, c_limit_client;
        const char *p_limit_kind, *c_limit_kind; /* "client-cpu", "" */
        double spectrum[KP_RM_SPECTRUM][3];      /* corrected, service, e2e */
        int has_spectrum[3];
        /* The end-to-end latency over the consume phase, a chart the
         * workbook draws from c_rows (there is no SVG of it): only its
         * limits (refs, across) and caption are filled in. NULL when the
         * consume phase has fewer than two intervals or read no latency;
         * freed with the model. */
        struct kp_rm_chart *e2e_chart;
} kp_rm_tier;

extern const double kp_rm_spectrum_pcts[KP_RM_SPECTRUM];

/* One criterion judged on one tier (or a parallel group's aggregate). */
typedef struct kp_rm_check {
        size_t index;                          /* from 1 */
        const char *tier, *metric, *unit;      /* borrowed */
        const char *words;                     /* "p95 produce latency" */
        const char *definition;                /* borrowed, or "" */
        const char *op, *op_symbol, *op_words; /* "<=", "≤", "at most" */
        kp_rm_cell threshold;                  /* "5 ms" */
        int has_value;
        kp_rm_cell value, margin, margin_pct;
        /* The margin in words: how far the value is from the limit,
         * "337.27 ms over the limit", "12,000 msg/s under the limit", or
         * for room to spare its size, "1.237 ms"; its size alone
         * and which of those it is, for a template to phrase; "" and
         * KP_RM_MARGIN_NONE without a value. margin_pct's text is "" where
         * a percentage of the limit would not read (beyond +-1000%, or a
         * limit of 0); *margin_pct_abs: it without its sign. */
        char *margin_words, *margin_abs, *margin_pct_abs;
        /* The check in one line, as a CI gate's failure says it (JUnit):
         * "p95 produce latency 7.2 ms, limit ≤ 5 ms: 2.2 ms over the
         * limit (-44.0%)"; "" without a value (the note says why). */
        char *gate;
        enum {
                KP_RM_MARGIN_NONE,
                KP_RM_MARGIN_SPARE,
                KP_RM_MARGIN_AT,
                KP_RM_MARGIN_OVER,
                KP_RM_MARGIN_UNDER
        } margin_side;
        kp_verdict verdict;
        const char *verdict_text;
        const char *note; /* why N/A or INCOMPLETE: borrowed, or note_own,
                             or NULL */
        char *note_own;
        int na_unlimited;
        /* A FAIL whose phase the test rig limited: the rig's record in
         * words (its tier is INCONCLUSIVE for it), else NULL. */
        char *rig_words;
        /* A rate whose limit lies within the rates its window's ends
         * allow: measured, not judged (the note gives the rate, its
         * window and its range). */
        int within_error;
        double threshold_number; /* for a spreadsheet (General) */
        kp_rm_fmt value_fmt;     /* value, margin and threshold: the metric's */
        const char *fmt_unit;    /* the unit as value_fmt shows it: "%", "ms" */
        /* On the front page, a check of a sweep point that ran more than
         * once stands for its runs: its value is their median, its
         * verdict the worst; runs_not_pass of them did not pass. 0 and 0
         * for a check of one tier. */
        size_t runs, runs_not_pass;
} kp_rm_check;

/* A criterion as the plan wrote it. */
typedef struct kp_rm_criterion {
        size_t index;
        const char *metric, *definition, *unit; /* borrowed */
        const char *words; /* "p95 produce latency", or the metric */
        const char *op, *op_symbol, *op_words;
        kp_rm_cell threshold;
        kp_rm_fmt value_fmt;  /* the metric's format, for the threshold too */
        const char *fmt_unit; /* the unit as value_fmt shows it: "%", "ms" */
        int all_tiers, aggregate;
        char *tiers;   /* "10k, 100k", or "" */
        char *applies; /* "10k, 100k", "every tier", with the aggregate */
} kp_rm_criterion;

typedef struct kp_rm_trend {
        const char *metric, *unit; /* borrowed */
        size_t points;
        double intercept, slope;
        const char *op;          /* "<=", or NULL without a criterion */
        double threshold_number; /* for a spreadsheet */
        char *fit;               /* "-1.357 + 1.280 × log10(messages)" */
        kp_rm_cell r2, projected;
        int has_threshold;
        char *criterion; /* "≤ 5 ms", or "" */
        int crosses, few_points;
        int weak, below_zero, points_fail;
        char *verdict; /* "crosses the criterion", "within the criterion",
                          "inconclusive (R² 0.14)", "fails already", "" */
} kp_rm_trend;

/* One line of the extrapolation's inputs or derived figures, as the
 * workbook lists them: what, its value (with its state), the unit, and
 * how it was worked out. */
typedef struct kp_rm_line {
        const char *label, *unit; /* static */
        kp_rm_cell value;
        char *note;
} kp_rm_line;

#define KP_RM_INPUTS 9
#define KP_RM_LINES  17

/* A resource of the capacity model, as its table shows it ("" for a
 * figure not known, the note saying why). */
typedef struct kp_rm_sizing_row {
        const char *name; /* borrowed: "CPU" */
        char *capacity, *fit, *r2, *error, *threshold, *ceiling, *note;
        int first;            /* runs out first */
        double threshold_raw; /* a share: 0.8 */
} kp_rm_sizing_row;

typedef struct kp_rm_extrap {
        int present;
        /* target */
        kp_rm_cell t_messages, t_window, t_peak_factor, t_record_size;
        int t_replication_factor;
        kp_rm_cell t_retention, t_storage_overhead;
        /* derived */
        kp_rm_cell required_avg_rate, required_peak_rate, sustainable_rate;
        const char *sustainable_tier; /* borrowed, or "" */
        int sustainable_lower_bound;
        /* What the capacity rests on: "sustained", "trials", "fixed_rate",
         * "none", and in words: "sustained (a soak held it)". */
        const char *capacity_kind;
        char *capacity_words;
        int cap_sustained, cap_trials, cap_fixed, cap_none;
        kp_rm_cell burst_rate; /* an unlimited tier's: not capacity */
        const char *burst_tier;
        int has_burst;
        kp_rm_cell drain_rate, outage, outage_catch_up;
        const char *drain_tier;
        int has_drain, outage_never;
        kp_rm_cell partitions_needed, partition_rate;
        int has_partitions, capacity_partitions;
        int brokers;
        char *brokers_text; /* "3 brokers", "1 broker" */
        int has_brokers;    /* the broker count is known (brokers > 0) */
        kp_rm_cell net_in, net_out, storage_per_broker; /* per broker */
        kp_rm_cell headroom;                            /* "17.6×", "" */
        char *headroom_number;
        /* The headroom with its unit in the report's language ("3.46×",
         * "3.46 倍"), or "not measured" in it when no rate met the
         * criteria: a table cell never shows a unit without a value. */
        char *headroom_words;
        int headroom_ok;
        kp_rm_cell consume_rate;
        const char *consume_tier;
        char *consume_rate_words; /* "60,811.7 msg/s", or "not measured" */
        kp_rm_cell ingest_time, drain_time, storage, storage_with_overhead;
        kp_rm_line
            inputs[KP_RM_INPUTS]; /* the target, as the workbook lists it */
        kp_rm_line lines[KP_RM_LINES]; /* the derived figures */
        kp_rm_trend *trends;
        size_t n_trends;
        int trends_few_points;
        /* The evaluation's assumption records worded in the report's
         * language (the model's own). */
        char **assumptions;
        size_t n_assumptions;
        /* The extrapolation in one line in the report's language, when not
         * English (kp_rmodel.headline points to it), else NULL. */
        char *headline;
        /* The evaluation's risk records worded in the report's language
         * (the model's own). */
        char **risks;
        size_t n_risks;
        /* The capacity model (evaluate/sizing.h), in the report's
         * language: the front page's sentence (brokers needed, NULL when
         * no resource runs out), how the model is made, the model beside
         * a measurement (NULL without one), a row per resource. */
        int has_sizing;
        char *sizing_sentence, *sizing_basis, *sizing_measured;
        kp_rm_sizing_row *sizing_rows;
        size_t n_sizing_rows;
} kp_rm_extrap;

typedef struct kp_rm_broker {
        char *id, *host, *port, *address; /* "1", "127.0.0.1", "39092" */
        int id_number, port_number;
        int controller;
} kp_rm_broker;

typedef struct kp_rm_partition {
        char *partition, *leader, *replicas, *isr; /* "0", "1", "1, 2, 3" */
        int id_number, leader_number;
        int under_replicated;
} kp_rm_partition;

typedef struct kp_rm_topic {
        const char *name; /* borrowed */
        int partitions, replication_factor, created, accepted;
        kp_rm_kv config;
        kp_rm_partition *layout;
        size_t n_layout;
} kp_rm_topic;

/* A load host of a run with several (results agents). */
typedef struct kp_rm_agent {
        const char *name, *host, *kplan_version, *librdkafka_version;
        const char *lost;                    /* borrowed, "" when not lost */
        kp_rm_cell clock_offset, round_trip; /* ms */
} kp_rm_agent;

/* An attempt of a resumed run (results run.attempts): when, how it
 * ended and which tiers it ran to their end, in the report's words. */
typedef struct kp_rm_attempt {
        int number;                           /* 1, 2, ... */
        const char *started_at, *finished_at; /* borrowed; "" not known */
        const char *ended;                    /* how it ended, in words */
        char *tiers;                          /* "t1, t2", or "none" */
        char *cut; /* the tiers it started and did not finish, with their
                      messages of it, in words; or "none" */
} kp_rm_attempt;

/* A broker setting read from the broker (DescribeConfigs). */
typedef struct kp_rm_setting {
        const char *name;  /* borrowed: "num.io.threads" */
        char *value;       /* "8", "/d1,/d2 (2 directories)" */
        const char *about; /* what it decides, or "" */
} kp_rm_setting;

/* A broker host as the plan declares it (plan cluster.hosts): the plan's
 * word, shown marked "declared". A field not declared is "". */
typedef struct kp_rm_host {
        const char *name;       /* borrowed, or "" */
        int count;              /* hosts this entry stands for */
        double cores_number;    /* 0 when not declared */
        char *cores;            /* "16" */
        char *memory;           /* "64 GiB" */
        char *disks;            /* "4 x 1.92 TB NVMe SSD" */
        const char *os, *kafka; /* borrowed, or "" */
} kp_rm_host;

/* A client property in effect that differs from librdkafka's default:
 * the environment's table of them, over every tier (model_client.c). */
typedef struct kp_rm_client_setting {
        const char *clients; /* "producers", "consumers", in words */
        int consumers;       /* the consumers' (the rows come producers
                                first) */
        const char *key, *value, *rd_default; /* borrowed */
        const char *why;                      /* in words (static) */
        const char *why_code;                 /* "java-in-flight" */
        int kplan;   /* kplan chose it, not the plan or the command line */
        char *tiers; /* the tiers it applies to; "" for every such tier */
} kp_rm_client_setting;

typedef struct kp_rm_env {
        int embedded;
        const char *bootstrap, *cluster_id; /* borrowed, or "" */
        char *controller;                   /* "1", "" */
        int controller_id;                  /* -1 when not known */
        const char *broker_version;         /* borrowed, or "" */
        /* The Kafka release: "3.9 (from inter.broker.protocol.version
         * 3.9-IV0)"; its line ("3.9") and what it rests on, the protocol
         * version, apart, for a template to phrase; or "" when not known. */
        char *kafka_release, *kafka_release_line, *kafka_release_basis;
        /* The broker hosts the plan declares, and how many in all. */
        kp_rm_host *hosts;
        size_t n_hosts;
        int declared_hosts;
        /* The declared Kafka releases, joined by ", ", or "". When one is
         * of another release line than the inferred one, *release_note
         * says so in a sentence and release_disagrees is 1; else "". */
        char *declared_kafka;
        int release_disagrees;
        char *release_note;
        /* When the declared hosts are not as many as the brokers the
         * cluster reported (a real cluster only): a sentence, or "". */
        char *hosts_note;
        kp_rm_setting *broker_settings;
        size_t n_broker_settings;
        char *broker_settings_from; /* "broker 1", or "" */
        char *api_versions;
        kp_rm_broker *brokers;
        size_t n_brokers;
        kp_rm_topic *topics;
        size_t n_topics;
        char **warnings; /* borrowed */
        size_t n_warnings;
        kp_rm_kv client_config, producer_defaults, consumer_defaults;
        int has_role_defaults;
        /* Whose defaults the clients started from, in words ("" when
         * not recorded), and every property in effect that differs from
         * librdkafka's default. */
        const char *client_defaults;
        kp_rm_client_setting *client_settings;
        size_t n_client_settings;
        int client_settings_tiers; /* some row applies to some tiers only */
        const char *hostname, *os, *cpu_model; /* borrowed, or "" */
        int cpus;
        kp_rm_cell memory; /* "24.0 GiB", raw bytes */
        const char *kplan_version, *librdkafka_version, *command_line;
        /* The plan overrides of the run (kplan run --set PATH=VALUE), as
         * typed with secrets redacted (borrowed); *overrides_text: them
         * joined by "; ", or "". */
        char *const *overrides;
        size_t n_overrides;
        char *overrides_text;
        const char *plan_path, *plan_sha256;
        const char *results_sha256; /* borrowed, or "" */
        /* The command that rebuilds this report set from its results.json
         * in its language: "kplan report --lang zh-CN results.json". */
        char *rebuild_command;
        kp_rm_agent *agents; /* the load hosts, when several */
        size_t n_agents;
        kp_rm_cell max_skew;   /* the largest |clock offset|, ms */
        kp_rm_cell skew_bound; /* how far two agents' clocks may differ */
        /* The run's attempts when it was resumed (kplan run --resume);
         * none for a run of one attempt. */
        kp_rm_attempt *attempts;
        size_t n_attempts;
} kp_rm_env;

typedef struct kp_rm_approver {
        const char *role, *name; /* borrowed; name "" to fill in */
        int has_name;
} kp_rm_approver;

/* The decisions a sign-off can record, the same words in every format:
 * in English here, in the report's language in kp_rm_signoff.decisions. */
#define KP_RM_DECISIONS 4
extern const char *const kp_rm_decisions[KP_RM_DECISIONS];

typedef struct kp_rm_signoff {
        const char *prepared_by, *company; /* borrowed, or "" */
        /* The decisions in the report's language (static): "Approved",
         * "Approved with conditions", "Rejected"; 批准, 有条件批准, 拒绝. */
        const char *decisions[KP_RM_DECISIONS];
        /* Each decision defined in one line: "Test not valid: the run
         * measured the test rig, not the cluster; ..." (owned). */
        char *definitions[KP_RM_DECISIONS];
        char *choices; /* "Approved / Approved with conditions / Rejected" */
        /* What the conditions field is for, in one sentence; the decision
         * it goes with is decisions[1]. */
        char *conditions_note;
        kp_rm_approver *approvers;
        size_t n_approvers;
        /* The report's date, "2026-11-30": the day the run ended (else
         * began), so that a report rebuilt from results.json keeps it. */
        char *date;
        /* What a decision means for this verdict: on a FAIL, "Approved"
         * accepts the cluster despite the failed criteria listed, under
         * the conditions written; likewise on an INCOMPLETE without the
         * missing measurements. */
        char *meaning;
} kp_rm_signoff;

/* ---- the front page ---------------------------------------------------- */

/* A criterion not met, as the front page says it (model_front_page.c): the
 * tier, the criterion in words, the value against the limit, and a cause
 * where kplan can name one. */
typedef struct kp_rm_reason {
        size_t check;        /* index into kp_rmodel.checks */
        const char *tier;    /* borrowed */
        const char *metric;  /* borrowed: the catalog name */
        const char *words;   /* static: "p95 produce latency" */
        int measured;        /* the check has a value */
        kp_rm_cell value;    /* "5.043 ms", or "not measured" */
        kp_rm_cell limit;    /* "≤ 5 ms": the threshold, raw in its unit */
        int over;            /* the value is above the limit (else below) */
        char *excess;        /* the distance to the limit: "0.043 ms", "" */
        char *cause;         /* "broker 2 left, seen at t=1.0 s (produce
                                phase)", "a 5.0 s stall in deliveries at
                                t=55.0 s", or "" */
        char *own_cause;     /* the cause without the brokers' part, or "" */
        char *brokers_cause; /* what the brokers' own metrics say, or NULL */
        char *line;          /* the whole sentence, without a final stop */
        char *brief;         /* the criterion and its value, without the tier or
                                the cause: "p95 produce latency 5.043 ms, limit
                                ≤ 5 ms (0.043 ms over the limit)" */
} kp_rm_reason;

/* The criteria a tier did not meet, as the front page gives them: the
 * tier once, its criteria, then each distinct cause of theirs once. */
typedef struct kp_rm_reason_tier {
        const char *tier; /* borrowed */
        size_t *reasons;  /* its reasons: indexes into kp_rm_front.reasons */
        size_t n;
        char *criteria; /* the reasons' briefs, joined: "...; ..." */
        char *cause;    /* the distinct causes, joined, or "" */
        char *line;     /* "Tier 100k: <criteria>. Cause: <cause>", no
                           final stop */
} kp_rm_reason_tier;

/* The questions a target asks, in the order the front page answers them. */
typedef enum kp_rm_question {
        KP_RM_Q_THROUGHPUT,
        KP_RM_Q_LATENCY,
        KP_RM_Q_COMPLETENESS,
        KP_RM_Q_STORAGE,
        KP_RM__QUESTIONS
} kp_rm_question;

/* How a question is answered: yes or no with its figure, or the run does
 * not settle it (not shown, not measured, an estimate only). */
typedef enum kp_rm_reply { KP_RM_YES, KP_RM_NO, KP_RM_UNSETTLED } kp_rm_reply;

/* One sentence that answers one question of the target. */
typedef struct kp_rm_answer {
        kp_rm_question question;
        const char *key;   /* "throughput", "latency", ... (static) */
        const char *topic; /* "Throughput", "Latency at the peak rate" */
        kp_rm_reply reply;
        const char *word;  /* "Yes", "No", "Not shown", "Not measured",
                              "Estimate" (static) */
        kp_rm_state state; /* PASS, FAIL, or INCOMPLETE: unsettled */
        kp_rm_cell figure; /* the figure it rests on, or "" */
        char *sentence;    /* "Yes: 40,000 msg/s sustained ..." */
        /* The same in parts, for a template that words it itself: what
         * the answer rests on ("no_target"; throughput: "sustained",
         * "trials", "fixed", "none"; latency: "sustained", "tier",
         * "unjudged", "below", "none"; completeness: "all", "short",
         * "none"; storage: "estimate", or "disks" when the plan
         * declares its hosts' data disks), the tier and its rate, and a
         * count (completeness: messages read back, or missing in all). */
        const char *basis;
        const char *tier; /* borrowed, or "" */
        kp_rm_cell rate;  /* "5,000", or "" */
        kp_rm_cell count;
        /* Storage against declared disks: their capacity in all
         * ("11.52 TB", bytes) and the share the estimate fills ("18.2%",
         * a fraction); "" otherwise. */
        kp_rm_cell disks, disks_share;
        /* Throughput: the search passed at its highest rate, so the rate
         * and the headroom are lower bounds ("at least 40,000"). */
        int at_least;
        /* Throughput: the brokers the target's peak needs. The capacity
         * model's count and with one down (evaluate/sizing.h; 0 when it
         * declines), and the estimate from the capacity at the criteria
         * a search measured on the brokers tested (kp_sizing_estimate:
         * N x peak / capacity rounded up, at least the replication
         * factor; 0 when not known). brokers says them, the model's
         * first and the estimate beside it ("brokers needed: ..."),
         * "" when neither is known; the sentence ends with it. */
        int model_brokers, model_one_down;
        int estimate_brokers, estimate_one_down, estimate_tested;
        char *brokers;
} kp_rm_answer;

/* A row of the front page's produce and consume tables: a tier, or a
 * sweep point that ran more than once, whose figures are then the
 * medians of its runs (messages, sizes: its first run's, as each run
 * sends the same). */
typedef struct kp_rm_front_row {
        const char *name;        /* the tier's or the point's, borrowed */
        size_t runs;             /* 1, or the point's runs */
        const kp_rm_tier *first; /* its (first) tier, borrowed */
        int produced, consumed;
        /* Produce: messages delivered, the plan's record size (text and
         * bytes), the target rate, the achieved rate and p95 (judged:
         * the worst state of the runs). */
        kp_rm_cell messages, record_size, record_bytes, target_rate, rate, p95;
        /* Consume: messages, MiB, MiB/s, msg/s, seconds, in the form
         * the criteria judge (kp_rm_front.consume_fetch). */
        kp_rm_cell c_messages, mib, mib_per_sec, msgs_per_sec, seconds;
        kp_verdict verdict;
        const char *verdict_text;
} kp_rm_front_row;

typedef struct kp_rm_front {
        kp_rm_reason *reasons; /* one per failed or incomplete check */
        size_t n_reasons;
        /* The same by tier, each tier once, in the order its first
         * reason comes. */
        kp_rm_reason_tier *by_tier;
        size_t n_by_tier;
        /* The throughput answer is the one sentence that says the
         * headroom. */
        kp_rm_answer answers[KP_RM__QUESTIONS];
        /* The target as the answers read it: "100,000,000 messages per
         * 24 h, peak 3,472.2 msg/s", or "". */
        char *target;
        /* The hosts were emulated on one machine (cluster.emulated_hosts):
         * the sentence that says so beside the answers, "" when not. */
        const char *emulated_hosts;
        /* Seconds each tier's consume phase took, "12.345": one unit in
         * the consume table (indexed like kp_rmodel.tiers). */
        kp_rm_cell *consume_seconds;
        /* The rows of the produce and consume tables, in run order (a
         * point where its first run ran); has_points: some row is a
         * point of several runs. */
        kp_rm_front_row *rows;
        size_t n_rows;
        int has_points;
        /* Every figure of these rows that stands beside a verdict or
         * beside judged figures and that no criterion judged on its tier
         * (the achieved rate, the p95, the consume rates) has its mark
         * "not judged" (kp_rm_cell.mark). The consume table shows the
         * rates the criteria judge: fetch time only (consume_fetch: a
         * criterion is on consume.fetch_msgs_per_sec or
         * consume.fetch_mib_per_sec and none on consume.msgs_per_sec or
         * consume.mib_per_sec), else the whole phase with the group
         * join; its column labels say which (kp_rmodel.labels, and the
         * seconds: the fetch time or the phase's). */
        int consume_fetch;
        const char *consume_rate_label, *consume_mibps_label;
        const char *consume_seconds_label;
        /* A column none of whose figures any criterion judged says so
         * once, in its header, instead of in every cell: "not judged"
         * (static), or NULL; its cells then have no mark. */
        const char *rate_mark, *p95_mark, *c_rate_mark, *c_mibps_mark;
        /* The criteria table of the front page: the checks, those of a
         * repeated sweep point's runs as one (kp_rm_check.runs). */
        kp_rm_check *checks;
        size_t n_checks;
} kp_rm_front;

/* ---- charts ----------------------------------------------------------- */

typedef enum kp_rm_chart_kind {
        KP_CH_TIERS_RATE,   /* grouped bars: produce and fetch msg/s by tier */
        KP_CH_TIERS_P95,    /* grouped bars: p95 latencies by tier */
        KP_CH_THROUGHPUT,   /* one tier: msg/s over time */
        KP_CH_LATENCY,      /* one tier: produce p50/p95/p99 over time */
        KP_CH_DISTRIBUTION, /* one tier: latency by percentile */
        KP_CH_SWEEP_RATE,   /* one sweep: msg/s against the parameter */
        KP_CH_SWEEP_LAT,    /* one sweep: latency against the parameter */
        KP_CH_SEARCH_KNEE,  /* a capacity search: p95 against the rate */
        KP_CH_SEARCH_RATES, /* a capacity search: achieved against target */
        KP_CH_CLIENT_TIME,  /* one tier: each stage's p95 over time */
        KP_CH_CLIENT_CPU,   /* one tier: the load client's CPU over time */
        KP_CH_WINDOWS,      /* a criterion per window: each window's value
                               over time against the limit */
        KP_CH_TIERS_FULL    /* grouped bars: the rates at full speed (the
                               unlimited tiers' produce, the fetch of a
                               backlog), apart from KP_CH_TIERS_RATE's
                               paced ones so that neither hides the other */
} kp_rm_chart_kind;

typedef enum kp_rm_axis {
        KP_AX_LINE,     /* numeric x */
        KP_AX_BAR,      /* categories */
        KP_AX_SPECTRUM, /* percentiles on HdrHistogram's log scale */
} kp_rm_axis;

/* The most series a chart has (a grid sweep: one per value of its
 * second parameter, the rest left out). */
#define KP_RM_MAX_SERIES 16

typedef struct kp_rm_series {
        char *name; /* "" keeps it out of the legend */
        double *x, *y;
        double *lo, *hi; /* error bars (NaN for none), or NULL for none */
        size_t n;
} kp_rm_series;

/* A category of KP_AX_BAR that stands for every one: a limit line
 * drawn across the whole plot. */
#define KP_RM_ALL ((size_t)-1)

/* A limit line: a criterion's threshold (or a tier's target), labelled
 * with the criterion: "p95 end-to-end latency ≤ 20 ms". On a bar chart
 * it stands over one category (a tier whose criterion it is), and over
 * one series' bar of it (series < n_series; -1: the whole group), or
 * across the plot (category KP_RM_ALL). Line charts: KP_RM_ALL, -1. */
typedef struct kp_rm_ref {
        double y;
        char *label;
        size_t category;
        int series;
        const char *tier;   /* borrowed: the tier a criterion's line judges,
                               "" for a line of no criterion (a target) */
        kp_verdict verdict; /* that check's verdict (KP_NA for "") */
        const char *metric; /* borrowed: that check's metric, "" for none:
                               a writer that splits a chart by phase
                               ("produce." or "consume.") splits its
                               limits with it */
} kp_rm_ref;

typedef struct kp_rm_chart {
        kp_rm_chart_kind kind;
        const char *kind_name; /* "tiers_throughput", ... */
        size_t tier;           /* per-tier charts: index of the tier */
        const char *sweep;     /* sweep charts: the group (borrowed) */
        char *file;            /* "charts/latency-10k.svg" */
        char *title, *alt, *x_label, *y_label;
        kp_rm_axis axis;
        int y_log;
        char **categories; /* KP_AX_BAR */
        size_t n_categories;
        kp_rm_series *series;
        size_t n_series;
        int has_ref; /* a criterion's threshold, or the target rate */
        double ref_y;
        char *ref_label;
        int has_mark; /* a point (x, y) or, for bars, a category */
        double mark_x, mark_y;
        size_t mark_category;
        char *mark_label;
        size_t *marks; /* bars: every category marked (mark_category is the
                          first), or NULL when only mark_category is */
        size_t n_marks;
        double *event_x; /* cluster events, dotted lines */
        char **event_label;
        size_t n_events;
        int first_of_tier; /* the first chart of its tier */
        char *tier_events; /* what the cluster did, per-tier charts */
        /* Every limit line, in the order of the legend; has_ref, ref_y
         * and ref_label repeat the first (0 refs: has_ref 0). */
        kp_rm_ref *refs;
        size_t n_refs;
        /* The chart's caption, shown with it in every writer: what the
         * reader should see, from the figures where they say it ("What
         * to see: tier 20k is above the line p95 ... ≤ 5 ms."), else
         * what the chart shows. Never "". */
        char *caption;
} kp_rm_chart;

/* ---- sweeps and parallel groups -------------------------------------- */

/* The columns of a sweep's or a parallel group's table that a criterion
 * may judge (kp_rm_sweep.col_mark, kp_rm_group.col_mark). */
typedef enum kp_rm_col {
        KP_RM_COL_RATE,
        KP_RM_COL_MIBPS,
        KP_RM_COL_P50,
        KP_RM_COL_P95,
        KP_RM_COL_P99,
        KP_RM_COL_SVC_P95,
        KP_RM_COL_FETCH,
        KP_RM_COL_ERRORS,
        KP_RM_COL_E2E,          /* groups only */
        KP_RM_COL_COMPLETENESS, /* groups only */
        KP_RM__COLS
} kp_rm_col;

typedef struct kp_rm_point {
        const char *tier, *value, *value2; /* borrowed; value2 "" */
        char *label;                       /* "acks=1" */
        double x, x2;                      /* NaN when not numbers */
        int produced, consumed, best;
        int tied; /* no single best: within the noise of the leader */
        /* Every figure is the median of the point's runs (errors: their
         * sum); the throughput and the p95 also over the runs: the
         * lowest and highest run, "59,000–62,500" ("" below two runs),
         * and the point's noise (a fraction, "5.7%"). */
        kp_rm_cell rate, mib_per_sec, p50, p95, p99, service_p95, fetch_rate,
            errors;
        kp_rm_cell runs; /* runs that measured it: "3", or "2 of 3" */
        int ranged;      /* two or more runs measured it */
        kp_rm_cell rate_min, rate_max, rate_noise;
        kp_rm_cell p95_min, p95_max, p95_noise;
        char *rate_range, *p95_range;
        kp_rm_cell duration; /* produce phase, "2.6 s" */
        int short_run;       /* below KP_SWEEP_SHORT_S */
        kp_verdict verdict;
        const char *verdict_text;
} kp_rm_point;

typedef struct kp_rm_sweep {
        const char *group, *param, *param2; /* borrowed; param2 "" */
        int grid, numeric, numeric2;
        const char *goal; /* "throughput", "latency" */
        int by_throughput;
        int has_best;
        int tie;                /* no single best: the points marked tied */
        size_t runs;            /* runs per point ("repeat") */
        int repeated;           /* runs >= 2: the noise was measured */
        kp_rm_cell noise_floor; /* the least difference counted, "10%" */
        int has_short;          /* some point's runs are short */
        kp_rm_cell short_limit; /* KP_SWEEP_SHORT_S: "5.0 s" */
        const char *best;       /* the best point's name, or "" */
        char *best_label;
        size_t best_point; /* index of the best point (n_points: none) */
        size_t best_row;   /* the row of the best point (grid tables) */
        kp_rm_point *points;
        size_t n_points;
        char **findings; /* the evaluation's findings, worded (owned) */
        size_t n_findings;
        /* A grid as a table: rows are the first parameter's values (in
         * order of first appearance), columns the second's; cell[r][c]
         * is the index of the point, or n_points when none. */
        size_t n_rows, n_cols;
        size_t *row_point, *col_point; /* a point with that row's value */
        size_t *cell;                  /* n_rows x n_cols */
        size_t *charts;                /* indexes into kp_rmodel.charts */
        size_t n_charts;
        /* A column none of whose figures any criterion judged says so
         * once, in its header: "not judged" (static), or NULL; its cells
         * then have no mark. In a column where some figure was judged,
         * each figure that was not has its mark (kp_rm_cell.mark), so
         * PASS never stands beside an unjudged value. */
        const char *col_mark[KP_RM__COLS];
} kp_rm_sweep;

/* A workload of a parallel group, or its aggregate. */
typedef struct kp_rm_group_row {
        const char *name, *topic, *status; /* borrowed */
        int unlimited, produced, consumed;
        kp_rm_cell target_rate, rate, mib_per_sec, p50, p95, p99, service_p95,
            errors, fetch_rate, e2e_p95, completeness;
        kp_verdict verdict;
        const char *verdict_text;
        int na;
} kp_rm_group_row;

typedef struct kp_rm_group {
        const char *name; /* borrowed */
        kp_verdict verdict;
        const char *verdict_text;
        kp_rm_group_row *workloads;
        size_t n_workloads;
        size_t *checks; /* indexes into kp_rmodel.checks */
        size_t n_checks;
        kp_rm_group_row aggregate;
        /* As kp_rm_sweep.col_mark, over the workloads and the
         * aggregate. */
        const char *col_mark[KP_RM__COLS];
} kp_rm_group;

/* ---- the brokers' side (model_brokers.c) ------------------------------ */

/* One query's row of a tier's "Brokers during the test" table: the mean
 * and the max over the window, per broker (the columns of
 * kp_rm_btier.brokers; text "" where that broker has no series). */
typedef struct kp_rm_brow {
        const char *name;       /* borrowed: "host_cpu" */
        const char *words;      /* in the report's language, or the name */
        char *unit;             /* display unit: "%", "MiB/s", "ms" */
        kp_rm_cell *mean, *max; /* n_brokers each */
        char *note;             /* "no series", "query failed: ...", or "" */
} kp_rm_brow;

typedef struct kp_rm_btier {
        size_t tier;       /* index into kp_rmodel.tiers */
        const char *name;  /* borrowed */
        int available;     /* Prometheus answered for the tier */
        char *unavailable; /* "broker metrics: not available (why)", "" */
        char *window;      /* "35.0 s from 10:00:00 UTC, step 1 s" */
        char **brokers;    /* the broker label's values, sorted */
        size_t n_brokers;
        /* The same as a reader knows them, after "broker ": "2
         * (kafka-2)" (mb_broker_name); one per broker. */
        char **names;
        kp_rm_brow *rows;
        size_t n_rows;
        int has_limit;
        char *limit; /* "request handlers 96% busy on broker 2", or "" */
        size_t trials, trials_unavailable; /* search windows */
        char *trials_line;                 /* those in words, or "" */
        /* Charts over the window, a series per broker, the tier's
         * cluster events marked: host CPU and bytes in. */
        kp_rm_chart *charts;
        size_t n_charts;
} kp_rm_btier;

/* One resource of the utilization extrapolation. */
typedef struct kp_rm_util {
        const char *resource; /* words: "host CPU" */
        const char *query;    /* borrowed: "host_cpu" */
        kp_rm_cell points, r2, ceiling_rate, peak_use, max_rate, max_use;
        char *fit;    /* "use = 3.1% + 0.62% per 1,000 msg/s", or "" */
        char *result; /* the ceiling rate in words, or why there is none */
        int first;    /* it runs out first */
} kp_rm_util;

typedef struct kp_rm_brokers {
        int present;     /* some tier has broker metrics */
        const char *url; /* borrowed */
        kp_rm_btier *tiers;
        size_t n_tiers;
        int has_util;       /* some resource was fitted */
        kp_rm_cell ceiling; /* "70%" */
        kp_rm_util util[3];
        char *first;   /* which runs out first, at what rate, "" */
        char *at_peak; /* against the target's peak, or "" */
        char *search;  /* against the rate search */
        char **assumptions;
        size_t n_assumptions;
} kp_rm_brokers;

/* ---- the whole ------------------------------------------------------------
 */

typedef struct kp_rm_event_line {
        const char *tier; /* borrowed */
        char *text;
        size_t count;
} kp_rm_event_line;

/* A criterion judged per window (evaluate/window_checks.h), as the reports
 * show it: its windows over time against the limit (a chart, whose one
 * series is every judged window: x its end in seconds from the phase's
 * start, y its value; ref_y the limit), and the windows that failed. */
typedef struct kp_rm_window_row {
        kp_rm_cell from, to; /* seconds from the phase's start: "5.0" */
        char *at;            /* when it began, UTC ("2026-11-30T04:00:10Z") */
        kp_rm_cell value;
} kp_rm_window_row;

typedef struct kp_rm_window_check {
        size_t check; /* index into the evaluation's checks */
        const char *tier, *metric, *phase; /* borrowed */
        char *words;                       /* the metric in words */
        char *criterion;                   /* "≤ 100 ms" */
        char *window;                      /* "5.0 s" */
        char *summary; /* how its windows went, in one sentence */
        kp_verdict verdict;
        const char *verdict_text;
        size_t chart; /* index into charts; n_charts when none */
        kp_rm_window_row *failing;
        size_t n_failing;
} kp_rm_window_check;

/* A term of the glossary and its meaning (static words). */
typedef struct kp_rm_term {
        const char *term, *meaning;
} kp_rm_term;
#define KP_RM_GLOSSARY 16

typedef struct kp_rmodel {
        const kp_results *r;    /* borrowed: what it was built from */
        const kp_evaluation *e; /* borrowed */
        kp_lang lang;           /* the report's language: the plan's */

        int embedded;
        const char *embedded_warning; /* English sentence, or "" */
        int rehearsal;                /* kplan run --scale below 1 */
        char *rehearsal_scale, *rehearsal_percent; /* "0.01", "1%" */
        char *rehearsal_note; /* the workbook's sentence, or "" */

        /* plan */
        const char *plan_name, *plan_title, *plan_description;
        const char *plan_path, *plan_sha256;
        kp_rm_cell plan_messages;
        /* run */
        const char *run_id;
        char *run_start, *run_finish; /* "2026-11-30 10:00:00 UTC" */
        const char *run_start_iso, *run_finish_iso;
        double run_start_unix, run_finish_unix; /* or -1: date cells */
        char *run_duration;                     /* "30 min 12 s", "" */
        const char *run_status, *run_status_reason;
        char *run_status_line; /* "aborted: interrupted", "unknown" */

        /* The one label of each consume rate metric, in every table of
         * every writer (the terminal's in English): the whole consume
         * phase with the group join (Kafka's nMsg.sec), and fetch time
         * only (fetch.nMsg.sec). */
        struct {
                const char *consume_rate, *consume_mibps;
                const char *fetch_rate, *fetch_mibps;
        } labels;

        /* verdict */
        kp_verdict verdict;
        const char *verdict_text, *verdict_reason, *headline;
        char *verdict_reason_own; /* verdict_reason when not borrowed */
        size_t tiers_passed, tiers_failed, tiers_incomplete;
        size_t tiers_inconclusive;
        size_t checks_passed, checks_failed;
        int aborted; /* an abort criterion stopped a tier: verdict_reason
                        says which, when and on what figure */
        int capacity_short;
        /* Evidence about the cluster: a sentence naming the tiers whose
         * load host the brokers shared, or whose CPU was saturated (NULL:
         * none), and whether a failed tier has a cause about the cluster
         * (the conclusion says the cluster fails the plan only then). */
        char *evidence_note;
        /* INCONCLUSIVE: what to change and rerun (the rig's advice for
         * the first tier the rig limited), else NULL. */
        char *verdict_fix;
        /* What a signer signs for, in one line: the cluster (bootstrap
         * servers, Kafka release, brokers), the run's id and date. */
        char *signed_for;
        /* An older results.json whose stored verdict differs from the
         * one its results give now: both, in a sentence; else NULL. The
         * file is never rewritten, so its SHA-256 stays valid. */
        char *verdict_stored;
        int cluster_cause_shown;
        /* Every risk of section 3.2, in the report's language: a shared
         * or saturated load host first (from evidence_note), then the
         * extrapolation's (borrowed from kp_rm_extrap.risks); has_risks
         * says whether there is any. */
        char **risks;
        size_t n_risks;
        char *host_risk; /* the first of them when the host is one, or NULL */

        kp_rm_tier *tiers;
        size_t n_tiers;
        /* Every delivery error code of the run, in order of first
         * appearance (tier by tier): the rows of kp_rm_produce.by_code. */
        char **error_codes;
        size_t n_error_codes;
        kp_rm_check *checks;
        size_t n_checks;
        size_t *failed_checks; /* indexes of FAIL or INCOMPLETE checks */
        size_t n_failed_checks;
        kp_rm_criterion *criteria;
        size_t n_criteria;
        /* the plan's topic, as the plan asks for it */
        const char *plan_topic;
        int plan_partitions, plan_rf, plan_create;
        kp_rm_kv plan_topic_config;

        kp_rm_front front; /* the front page: reasons and answers */
        kp_rm_extrap x;
        kp_rm_env env;
        kp_rm_signoff signoff;
        kp_rm_event_line *events;
        size_t n_events;
        kp_rm_chart *charts; /* in the order the report shows them */
        size_t n_charts;
        kp_rm_sweep *sweeps;
        size_t n_sweeps;
        kp_rm_group *groups;
        size_t n_groups;
        kp_rm_brokers bk; /* the brokers' side (cluster.prometheus) */

        /* what there is */
        int has_description, has_target, has_criteria, has_risks;
        int has_assumptions, has_trends, has_sweeps, has_parallel;
        int has_produce, has_consume, has_e2e, has_consume_after;
        int has_produce_errors, has_incomplete_tiers, has_cluster_warnings;
        int has_approvers;
        /* Scenario rows no tier uses are left out of the workbook. */
        int any_payload, any_keys, any_headers;
        int has_search, has_drain;
        /* Some tier's load client recorded where its time went (the
         * workbook's sheet of it). */
        int has_time;
        /* Criteria judged per window (model_windows.c). */
        kp_rm_window_check *wchecks;
        size_t n_wchecks;
        /* The glossary: the words of the report and what they mean, in
         * the report's language (static), the same in every writer. */
        kp_rm_term glossary[KP_RM_GLOSSARY];
} kp_rmodel;

/* A catalog metric in words ("p95 produce latency"; metric_words.c), or
 * the name itself when it has none: in English, and in language lang
 * (static strings). */
const char *kp_rm_metric_words(const char *metric);
const char *kp_rm_metric_words_in(kp_lang lang, const char *metric);

/* What a catalog metric measures, in language lang (static strings; ""
 * for a name not in the catalog), and the key of that phrase for metric
 * id (a kp_metric_id), or KP_S_COUNT when it has none. In English the
 * phrase is the catalog's own definition. */
const char *kp_rm_metric_definition_in(kp_lang lang, const char *metric);
kp_s kp_rm_metric_definition_key(int id);

/* Builds the report model of r (borrowed) and its evaluation e (borrowed;
 * both must outlive the model). results_sha256: the hex SHA-256 of
 * results.json as written, or NULL. Returns 0 and sets *out (caller frees
 * with kp_rmodel_destroy()), or -1 when memory runs out. */
int kp_rmodel_build(const kp_results *r, const kp_evaluation *e,
                    const char *results_sha256, kp_rmodel **out);

/* Frees m and everything it owns. NULL is a no-op. */
void kp_rmodel_destroy(kp_rmodel *m);

/* Why check k (of the evaluation of r; both borrowed) is N/A or
 * INCOMPLETE, or what stopped its tier early, in language l, from the
 * codes the evaluation recorded (kp_check.why, misfit, aborted). The
 * caller frees it; NULL when there is none or memory runs out. */
char *kp_rm_check_note(kp_lang l, const kp_results *r, const kp_check *k);

/* What stopped a tier early (a tier result's abort a, of plan p; both
 * borrowed) in language l: its criterion, the figure that stopped it and
 * after how long of its schedule. results.json's English "reason" is
 * this. The caller frees it; NULL when memory runs out. */
char *kp_rm_abort_words(kp_lang l, const kp_plan *p, const kp_abort_stop *a);

/* The rules a capacity trial or soak broke (kp_capacity_judge(): v[0..n),
 * borrowed) in language l, "; " between. results.json's trial "why" is
 * this in English. The caller frees it; NULL when memory runs out. */
char *kp_rm_capacity_words(kp_lang l, const kp_capacity_fail *v, size_t n);

/* The run's verdict in words in language l: the record of the rule that
 * gave it (e->run), with the rig's record after it where the rig was the
 * limit, the abort's own record for an abort criterion, or
 * unjudged_note (the first unjudged check's words; NULL: its
 * kp_rm_check_note()) after an unjudged check. Terminal summaries and
 * results.json's English take it from here as the reports do. The caller frees
 * it; NULL when memory runs out. */
char *kp_rm_verdict_words(kp_lang l, const kp_results *r,
                          const kp_evaluation *e, const char *unjudged_note);

#endif
