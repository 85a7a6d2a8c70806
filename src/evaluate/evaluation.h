/*
 * evaluation: the evaluation's record (kp_evaluation): the checks, the
 * tiers' verdicts, the extrapolation, the sweeps and the parallel
 * groups, with what reads or frees it. evaluate.h makes it
 * (kp_evaluate()); its parts (evaluate_extrap.c, evaluate_sizing.c,
 * evaluate_sweeps.c, verdict.c) fill it in, and the report model reads
 * it. Pure.
 */
#ifndef KP_EVALUATION_H
#define KP_EVALUATION_H

#include <stddef.h>

#include <cjson/cJSON.h>

#include "evaluate/judgment.h"
#include "evaluate/metric_value.h"
#include "evaluate/limits.h"
#include "evaluate/sizing.h"
#include "evaluate/stall.h"
#include "plan/criterion.h"
#include "plan/metrics.h"
#include "plan/plan.h"
#include "results/results.h"

typedef enum kp_verdict {
        KP_PASS,
        KP_FAIL,
        KP_INCOMPLETE, /* not run, interrupted, timed out: never a pass */
        KP_NA,         /* the metric does not apply to this tier */
        /* A tier's or the run's only (a check is PASS, FAIL, INCOMPLETE
         * or N/A): a rate or latency check failed and a record shows the
         * test rig, not the cluster, was the limit (kp_tier_eval.rig). */
        KP_INCONCLUSIVE
} kp_verdict;

const char *kp_verdict_str(kp_verdict v); /* "PASS", "FAIL", ... */
/* The verdict of a results.json string, or -1. */
int kp_verdict_parse(const char *s);
/* How bad a verdict is, for a tier's or the run's: FAIL 4,
 * INCONCLUSIVE 3, INCOMPLETE 2, PASS 1, N/A 0. */
int kp_verdict_rank(kp_verdict v);

/* ---- the target ------------------------------------------------------- */

/* Required average rate (messages / window) and peak rate (average x
 * peak factor), in msg/s. */
double kp_target_avg_rate(const kp_target *t);
double kp_target_peak_rate(const kp_target *t);
/* Bytes held over the retention: messages per window x (retention /
 * window) x record size x replication factor; *with_overhead adds
 * storage_overhead. */
double kp_target_storage_bytes(const kp_target *t, double *with_overhead);

/* ---- the evaluation --------------------------------------------------- */

/* Why a check has no PASS or FAIL (kp_check.why), recorded so that a
 * report words it in its own language. */
typedef enum kp_check_why {
        KP_WHY_JUDGED = 0,    /* PASS or FAIL */
        KP_WHY_MISFIT,        /* the plan: the metric is never measured on
                                 this tier (kp_check.misfit says why) */
        KP_WHY_TIER,          /* the tier did not complete (its reason) */
        KP_WHY_NO_MEASURED,   /* no message measured after the warm-up */
        KP_WHY_NOT_RUN,       /* the phase the metric comes from did not
                                 run */
        KP_WHY_NOTHING_SENT,  /* a ratio of what was sent: none was */
        KP_WHY_BY_OFFSET,     /* duplicates: the consumer counted by
                                 offset, not message by message */
        KP_WHY_NOT_FOUND,     /* capacity: no trial met the criteria */
        KP_WHY_NOT_SUSTAINED, /* capacity: no soak held a rate */
        KP_WHY_NOT_DRAINED,   /* drain: the consumers never caught up */
        KP_WHY_WITHIN_ERROR   /* a rate whose threshold lies within the
                                 rates its window's ends allow
                                 (kp_rate_decides(); kp_check.rate) */
} kp_check_why;

/* results.json's name of a reason ("within_error", ...); "" for
 * KP_WHY_JUDGED. */
const char *kp_check_why_str(kp_check_why why);

/* One criterion judged on one tier (or on a parallel group's aggregate). */
typedef struct kp_check {
        size_t criterion;   /* index into plan->criteria */
        char *tier;         /* tier name, or parallel group name */
        const char *metric; /* borrowed from the catalog */
        const char *unit;
        kp_cmp cmp;
        int has_value; /* the metric was measured (value is real) */
        double value, threshold;
        double margin;     /* room to spare in the metric's unit: positive
                              passes, negative fails */
        double margin_pct; /* margin / |threshold| x 100, 0 if threshold 0 */
        /* N/A: the plan never measures the metric on this tier (a
         * criterion for every tier, or for a group, that does not fit
         * it). INCOMPLETE: the value meets the criterion and the tier did
         * not complete, or the check could be judged by the plan and
         * measured nothing at run time. */
        kp_verdict verdict;
        /* FAIL, on a rate or latency whose phase the test rig limited
         * (kp_tier_eval.rig): its tier is INCONCLUSIVE for it, not FAIL. */
        int rig_limited;
        kp_check_why why;
        kp_misfit misfit; /* with KP_WHY_MISFIT */
        /* FAIL on the figure that stopped its tier early (the tier
         * result's abort; docs/ci.md, "Stopping early"). The report
         * model words why, misfit and this (kp_rm_check_note()). */
        int aborted;
        /* A rate over its phase's window (kp_metric_rate_bounds), judged
         * or not: has_rate 1, and the rate with its window, end error
         * and bounds. With KP_WHY_WITHIN_ERROR the rate is not judged
         * (has_value is 0) and rate.value is what was measured. */
        int has_rate;
        kp_rate_bounds rate;
        /* A criterion per window (plan "window"; evaluate/window_checks.h): the
         * value is the worst window's, the verdict FAIL when fewer than
         * windows_needed windows held. */
        int windowed;
        double window_s;      /* the window's length */
        double windows_share; /* the plan's "windows", 1 when not set */
        size_t windows_judged, windows_failed, windows_needed;
        double worst_end_s; /* the worst window's end and length, */
        double worst_dur_s; /* seconds since its phase started */
        char worst_at[32];  /* its start, UTC ("" when not known) */
        const char *phase;  /* "produce" or "consume" */
        /* Every window of the series: its end (seconds since the phase
         * started), length and value (NaN where not judged); owned. */
        double *win_end_s, *win_dur_s, *win_value;
        size_t n_win;
} kp_check;

typedef struct kp_tier_eval {
        const char *name; /* borrowed from the results */
        /* FAIL when a check failed and the rig was not shown to be the
         * limit of its phase; INCONCLUSIVE when every failed check is a
         * rate or latency whose phase the rig limited (rig); INCOMPLETE
         * when the tier did not complete or a check was not judged; else
         * PASS. */
        kp_verdict verdict;
        /* The test rig was the limit of a phase (a KP_J_RIG_* code), or
         * KP_J_NONE: the record an INCONCLUSIVE verdict rests on, also
         * kept when the tier passed or failed for other reasons. */
        kp_judgment rig;
        int below_peak; /* its fixed rate is below the required peak:
                           it does not prove the peak */
        /* Where each phase's time went, and what limited it
         * (evaluate/limits.h); KP_LIMIT_NONE without statistics. */
        kp_limit produce_limit, consume_limit;
        /* The longest gap in deliveries and in reads (evaluate/stall.h);
         * reads from the first message on: the group join is not one. */
        kp_stall produce_stall, consume_stall;
} kp_tier_eval;

/* A metric's trend across the tiers of different volumes, fitted by least
 * squares against log10(messages) and projected to the target volume. */
typedef struct kp_trend {
        const char *metric; /* borrowed */
        const char *unit;
        size_t n_points;
        double slope, intercept; /* value = intercept + slope * log10(n) */
        double r2;
        double projected;  /* at log10(target messages); may be below 0 */
        int below_zero;    /* the fit goes below zero there: no projection */
        int weak;          /* R² under KP_TREND_MIN_R2: inconclusive */
        int has_threshold; /* a criterion names this metric */
        double threshold;
        kp_cmp cmp;
        int points_fail; /* a measured point already fails the criterion */
        int crosses;     /* the projection (or a point) violates it */
        double rate;     /* the tiers' common rate, msg/s */
} kp_trend;

/* A fit explaining less than this share of the variance is shown as
 * inconclusive, never as a risk or as safe. */
#define KP_TREND_MIN_R2 0.5
/* Tiers a trend needs: of different volumes, alike in everything else. */
#define KP_TREND_MIN_POINTS 3

/* What the capacity at the criteria rests on. */
typedef enum kp_capacity_kind {
        KP_CAP_NONE,      /* nothing measured it */
        KP_CAP_SUSTAINED, /* a capacity search's soak held the criteria */
        KP_CAP_TRIALS,    /* a capacity search's trials only: not soaked */
        KP_CAP_FIXED      /* a fixed-rate tier met every criterion: a lower
                             bound */
} kp_capacity_kind;

/* Why a figure of the extrapolation has no value (kp_extrapolation's
 * *_unknown fields; the figure is then NaN, or 0 for a count). A report
 * words each code; results.json writes the figure as null and the code
 * (kp_x_unknown_str()) under "unknown". */
typedef enum kp_x_unknown {
        KP_X_KNOWN = 0,
        KP_X_NO_CAPACITY,       /* no rate met the criteria */
        KP_X_NO_PARTITIONS,     /* the capacity tier's partitions unknown */
        KP_X_NO_UNLIMITED_TIER, /* the plan has no unlimited-rate tier */
        KP_X_NO_BURST,          /* no unlimited-rate tier delivered every
                                   message over a window long enough */
        KP_X_NO_BACKLOG_READ,   /* no consumer read a backlog: none read
                                   after its producer stopped (mode
                                   "after") over a window long enough,
                                   nor did a backlog tier drain */
        KP_X_NO_BACKLOG_TIER,   /* the plan has no backlog tier */
        KP_X_NOT_DRAINED,       /* no backlog tier caught up over a window
                                   long enough */
        KP_X_NOT_ABOVE_PEAK,    /* catch-up: the drain rate does not
                                   exceed the peak, it never catches up */
        KP_X_NO_BROKERS,        /* the cluster's broker count is unknown */
        KP_X_LOOPBACK           /* the brokers' network (node_exporter's
                                   network_bytes): every broker's address
                                   is a loopback one, so their traffic
                                   crosses no device it counts */
} kp_x_unknown;

/* "no_capacity", "no_backlog_read", ...; "" for KP_X_KNOWN. */
const char *kp_x_unknown_str(kp_x_unknown u);

typedef struct kp_extrapolation {
        int present;               /* the plan has a target */
        double required_avg_rate;  /* msg/s */
        double required_peak_rate; /* msg/s */
        /* The capacity at the criteria (msg/s): what the headroom rests
         * on. Never an unlimited-rate tier's burst. */
        double sustainable_rate;
        kp_capacity_kind capacity_kind;
        int sustainable_lower_bound; /* capacity_kind is KP_CAP_FIXED */
        const char *sustainable_tier;
        /* No rate met the criteria, and a capacity search's lowest rate
         * failed them: the capacity is under this rate (msg/s), else 0. */
        double below_rate;
        const char *below_tier;
        /* Every figure below that may be unknown is NaN then (a count
         * 0), with its reason in the *_unknown beside it; the capacity's
         * (sustainable_rate) is sustainable_unknown. */
        kp_x_unknown sustainable_unknown;
        double headroom; /* sustainable / required peak */
        kp_x_unknown headroom_unknown;
        double burst_rate; /* the best unlimited-rate tier: latency not
                              bounded, never used for the headroom */
        const char *burst_tier;
        kp_x_unknown burst_unknown;
        /* The best fetch-only msg/s of a consumer that read a backlog:
         * mode "after", its producer stopped before it read. A consumer
         * that read while its producer ran (mode "during") went at the
         * producer's pace, so it is never one. */
        double consume_rate;
        const char *consume_tier;
        kp_x_unknown consume_unknown;
        double ingest_s; /* target messages / sustainable rate */
        kp_x_unknown ingest_unknown;
        /* Target messages / the faster of consume_rate and drain_rate:
         * only ever a read of a backlog. */
        double drain_s;
        kp_x_unknown drain_s_unknown;
        /* A backlog drain: its read rate while behind, and how long a
         * consumer outage of the target's length at the peak rate takes
         * to catch up: outage x peak / (drain rate - peak); unknown
         * (KP_X_NOT_ABOVE_PEAK) when the drain rate does not exceed the
         * peak: it never does. */
        double drain_rate;
        const char *drain_tier;
        kp_x_unknown drain_rate_unknown;
        double outage_s, outage_catch_up_s;
        kp_x_unknown catch_up_unknown;
        /* Partitions the peak needs at the capacity tier's rate per
         * partition (partitions 0 and the rate NaN when not known). */
        int capacity_partitions;
        double partition_rate;
        int partitions_needed;
        kp_x_unknown partitions_unknown;
        /* Network at the peak, per broker, bytes/s: in = ingress x RF /
         * brokers, out = ingress x (consumer groups + RF - 1) / brokers.
         * NaN without a broker count (brokers 0, brokers_unknown). */
        int brokers;
        kp_x_unknown brokers_unknown;
        double net_in_per_broker, net_out_per_broker;
        double storage_bytes; /* raw, see kp_target_storage_bytes */
        double storage_with_overhead;
        double storage_per_broker; /* with overhead, spread evenly */
        kp_trend *trends;
        size_t n_trends;
        /* What the figures rest on (KP_J_ASSUME_*), records in the order
         * the reports give them; also the embedded cluster's without a
         * target. */
        kp_judgment *assumptions;
        size_t n_assumptions;
} kp_extrapolation;

/* ---- sweeps and parallel groups ----------------------------------------- */

/* A measure of a sweep point over its runs: the median, the lowest and
 * the highest value, and the point's noise: the largest change between
 * two of its runs, computed as kplan compare computes a change
 * (kp_metric_worse(): how much worse one run is than another, in
 * percent of the other). NaN where no run measured it, the noise also
 * where only one did. */
typedef struct kp_sweep_stat {
        double median, min, max;
        double noise_pct;
        size_t n; /* runs that measured it */
} kp_sweep_stat;

/* One point of a sweep, as its comparison table shows it: the runs of
 * the point ("repeat") taken together. Rates in msg/s, latencies in ms
 * (corrected unless named service); every figure is the median of the
 * runs that measured it, errors are added up. */
typedef struct kp_sweep_point {
        size_t tier;        /* index of its first run in the results */
        size_t *runs;       /* indexes of its runs in the results, in run
                               order (owned) */
        size_t n_runs;      /* its runs in the plan */
        size_t n_measured;  /* runs that measured a produce rate */
        size_t n_not_pass;  /* runs whose verdict is not PASS */
        const char *name;   /* the point's name, borrowed from the plan */
        const char *value;  /* borrowed from the plan, as written: "1KiB" */
        const char *value2; /* the second axis of a grid, or NULL */
        double x, x2;       /* the values as numbers, NaN when not numbers */
        int produced;       /* some run's produce phase measured messages */
        double target_rate; /* the tier's rate, 0 = unlimited */
        double rate;        /* produce.rate.achieved_msgs_per_sec */
        kp_sweep_stat rate_runs; /* the same over the runs */
        double mib_per_sec;
        double p50_ms, p95_ms, p99_ms;
        kp_sweep_stat p95_runs; /* produce.latency.p95_ms over the runs */
        double service_p95_ms;
        double duration_s;  /* produce phase, measured window */
        int short_run;      /* duration_s below KP_SWEEP_SHORT_S */
        int consumed;       /* some run's consume phase ran */
        double fetch_rate;  /* consume.fetch_msgs_per_sec */
        double errors;      /* produce.errors of all its runs */
        kp_verdict verdict; /* the worst verdict of its runs */
        int best;
        int tied; /* no single best point: this one leads, or is within
                     the noise of the one that does */
        /* Its name in the findings: "acks=all", "linger.ms=5,
         * batch.size=65536" for a grid; label1 the first parameter's
         * alone ("linger.ms=5"), as a row of a grid names it. */
        char label[192], label1[128];
} kp_sweep_point;

/* What "best" means for a sweep (docs/templates.md, "Sweeps and parallel
 * groups in the reports"). */
typedef enum kp_sweep_goal {
        KP_GOAL_THROUGHPUT, /* some point is unlimited: highest msg/s */
        KP_GOAL_LATENCY     /* every point has a fixed rate: lowest p95 */
} kp_sweep_goal;

/* A point whose produce phase is shorter than this (seconds, the median
 * of its runs) is named in the findings: so short a run measures the
 * client's start and the host's scheduling as much as the cluster. */
#define KP_SWEEP_SHORT_S 5.0

/* A finding of a sweep, as records (evaluate/judgment.h): the sentence
 * (a KP_J_SWEEP_* code) and its parts. A name figure of the sentence
 * with no text is a slot; the report model lays into the k-th slot the
 * words of the parts whose slot is k, joined as a list (a point's
 * figures, the noise a gap was judged against, the points of a tie).
 * A part of code KP_J_NONE is its one name figure, a point's label. */
typedef struct kp_sweep_part {
        kp_judgment j;
        size_t slot;
} kp_sweep_part;

typedef struct kp_sweep_finding {
        kp_judgment j;
        kp_sweep_part *parts; /* owned */
        size_t n_parts;
} kp_sweep_finding;

typedef struct kp_sweep_eval {
        const char *group;  /* borrowed: the swept tier's name */
        const char *param;  /* borrowed: "acks", "record_size" */
        const char *param2; /* the second parameter of a grid, or NULL */
        int numeric;        /* every value of param is a number */
        int numeric2;       /* likewise for param2 */
        kp_sweep_goal goal;
        kp_sweep_point *points; /* in plan order (param is the outer loop) */
        size_t n_points;
        size_t runs; /* runs per point ("repeat"; the most of any point) */
        /* A difference between two points counts when the worse one is
         * worse than the better by more than the larger noise of the two
         * (kp_sweep_stat) and by more than this floor, in percent: the
         * threshold of kplan compare (KP_COMPARE_DEFAULT_THRESHOLD). */
        double noise_floor_pct;
        /* The point with the largest noise in throughput and in p95,
         * n_points when no point ran twice. */
        size_t rate_noisiest, p95_noisiest;
        size_t best;    /* index into points, n_points for none */
        int tie;        /* no single best: the points marked tied are
                           within noise of each other */
        size_t n_short; /* points marked short_run */
        kp_sweep_finding *findings; /* computed from the data, in order */
        size_t n_findings;
} kp_sweep_eval;

/* A parallel group: its workloads and their aggregate (counts and rates
 * added up, latency histograms merged, the longest durations), which is
 * what "aggregate": true criteria judge. */
typedef struct kp_group_eval {
        const char *name; /* borrowed from the plan */
        size_t *tiers;    /* indexes of its workloads in the results */
        size_t n_tiers;
        kp_tier_result agg; /* owns its histograms; name NULL */
        double target_rate; /* summed target rates, 0 if any is unlimited */
        kp_verdict verdict; /* the worst verdict of its workloads */
} kp_group_eval;

/* Frees what kp_group_aggregate() put into *agg (its histograms). */
void kp_group_aggregate_free(kp_tier_result *agg);

typedef struct kp_evaluation {
        /* PASS, FAIL, INCONCLUSIVE or INCOMPLETE (FAIL over INCONCLUSIVE
         * over INCOMPLETE over PASS); never PASS when no check was judged
         * PASS or FAIL, nor when a check that the plan can judge measured
         * nothing. */
        kp_verdict verdict;
        /* Why: the rule that gave the verdict (a KP_J_RUN_* code) with its
         * figures; the report model words it. */
        kp_judgment run;
        size_t n_unjudged;     /* INCOMPLETE checks of complete tiers */
        size_t first_unjudged; /* the first of them (index in checks) */
        /* KP_J_RUN_ABORTED: the tier an abort criterion stopped, as its
         * index in the results + 1 (0: none did). */
        size_t aborted_tier;
        /* KP_J_RUN_INCONCLUSIVE and KP_J_RUN_CAP_AT_LEAST: the first tier
         * whose verdict the rig made INCONCLUSIVE, index + 1 (0: none). */
        size_t rig_tier;
        kp_check *checks;
        size_t n_checks;
        kp_tier_eval *tiers; /* one per results tier, same order */
        size_t n_tiers;
        kp_extrapolation x;
        /* The capacity model (evaluate/sizing.h): present when some tier
         * has the brokers' metrics; shared_hosts: two brokers have the
         * same host. sizing.estimate, the broker count from the measured
         * capacity, is set whether or not the model is present. */
        int sizing_present, sizing_shared_hosts;
        kp_sizing sizing;
        /* The brokers' network received + sent (query network_bytes) in
         * every window: KP_X_LOOPBACK when it cannot be measured here,
         * else KP_X_KNOWN. */
        kp_x_unknown broker_network_unknown;
        /* Records (KP_J_RISK_*): trends failing or crossing their
         * criteria, a capacity from trials, a backlog never caught up,
         * tiers below the peak. */
        kp_judgment *risks;
        size_t n_risks;
        kp_sweep_eval *sweeps; /* one per sweep group, in plan order */
        size_t n_sweeps;
        kp_group_eval *groups; /* one per parallel group, in plan order */
        size_t n_groups;
} kp_evaluation;

/* Frees e and all it owns; NULL does nothing. */
void kp_evaluation_destroy(kp_evaluation *e);

/* The evaluation as JSON, for results.json "evaluation" (new tree). */
cJSON *kp_evaluation_to_json(const kp_evaluation *e);

/* Exit code for a verdict: 0 for PASS, 1 otherwise. */
int kp_verdict_exit(kp_verdict v);

#endif
