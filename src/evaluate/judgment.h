/*
 * judgment: what kplan judged, as a record, not a sentence (design.md,
 * "Judgments as data, worded once").
 *
 * A record is a code (kp_jcode), its subject (the run, a tier, a phase,
 * a broker by node id, the load client or its host), the figures it
 * rests on (each a value with its unit, and where it has one its window
 * and sample count) and its strength. evaluate/ makes the records and
 * writes no prose; the report model words each code from one catalog
 * entry per language (report/model/judgment_words.h), English included,
 * so that a rule lives in one function and a sentence in one catalog
 * line per language.
 *
 * Pure; a record owns nothing: every string in it is borrowed from the
 * results or is a static string of this module.
 */
#ifndef KP_JUDGMENT_H
#define KP_JUDGMENT_H

#include <stddef.h>
#include <stdint.h>

#include <cjson/cJSON.h>

/* Every code, once: X(NAME, "machine-name"). The machine name is what
 * results.json and a pipeline read; it never changes once released. */
#define KP_JCODES(X)                                                           \
        X(NONE, "none")                                                        \
        /* the run's verdict: the rule that gave it */                         \
        X(RUN_ABORTED, "run.aborted") /* an abort criterion        */          \
        X(RUN_FAILED, "run.failed")   /* tiers failed a criterion  */          \
        X(RUN_INCONCLUSIVE, "run.inconclusive") /* the rig was the limit   */  \
        X(RUN_INCOMPLETE, "run.incomplete")   /* tiers did not complete    */  \
        X(RUN_UNJUDGED, "run.unjudged")       /* checks measured nothing   */  \
        X(RUN_NO_CRITERIA, "run.no-criteria") /* the plan has none         */  \
        X(RUN_NONE_JUDGED, "run.none-judged") /* every check N/A           */  \
        X(RUN_CAP_NONE, "run.capacity-none")  /* no rate at the criteria   */  \
        X(RUN_FIXED_SHORT, "run.fixed-below-peak")                             \
        X(RUN_CAP_SHORT, "run.capacity-below-peak")                            \
        X(RUN_CAP_SHORT_TRIALS, "run.capacity-below-peak-in-trials")           \
        X(RUN_CAP_AT_LEAST, "run.capacity-at-least") /* the rig limited    */  \
        X(RUN_TRIALS, "run.capacity-trials-only")                              \
        X(RUN_PASS, "run.pass")                                                \
        X(RUN_PASS_TARGET, "run.pass-target-fits")                             \
        /* the test rig, not the cluster, was the limit of a phase */          \
        X(RIG_CLIENT_CGROUP, "rig.client-cpu.cgroup")                          \
        X(RIG_CLIENT_AFFINITY, "rig.client-cpu.affinity")                      \
        X(RIG_CLIENT_THREAD, "rig.client-cpu.thread")                          \
        X(RIG_HOST_SATURATED, "rig.host-saturated")                            \
        X(RIG_BROKERS_ON_HOST, "rig.brokers-on-load-host")                     \
        X(RIG_EMBEDDED, "rig.embedded-cluster")                                \
        /* ---- checks: why a check was not judged, notes ---- */              \
        /* (end of checks) */                                                  \
        /* ---- the extrapolation: assumptions and risks ---- */               \
        X(ASSUME_TARGET, "assume.target-peak")                                 \
        X(ASSUME_CAP_SUSTAINED, "assume.capacity-sustained")                   \
        X(ASSUME_CAP_TRIALS, "assume.capacity-trials")                         \
        X(ASSUME_CAP_FIXED, "assume.capacity-fixed-lower-bound")               \
        X(ASSUME_CAP_NONE, "assume.capacity-none")                             \
        X(ASSUME_BURST, "assume.burst-not-capacity")                           \
        X(ASSUME_PARTITIONS, "assume.partitions")                              \
        X(ASSUME_NETWORK, "assume.network-per-broker")                         \
        X(ASSUME_DISK, "assume.disk-per-broker")                               \
        X(ASSUME_CATCH_UP, "assume.outage-catch-up")                           \
        X(ASSUME_DRAIN_BACKLOG, "assume.drain-backlog-rate")                   \
        X(ASSUME_DRAIN_CONSUME, "assume.drain-consume-rate")                   \
        X(ASSUME_STORAGE, "assume.storage")                                    \
        X(ASSUME_TRENDS, "assume.trends")                                      \
        X(ASSUME_EMBEDDED, "assume.embedded-cluster")                          \
        X(RISK_TREND_FAILS, "risk.trend-fails")                                \
        X(RISK_TREND_CROSSES, "risk.trend-crosses")                            \
        X(RISK_TRIALS, "risk.capacity-trials-only")                            \
        X(RISK_NEVER_CATCH_UP, "risk.backlog-never-caught-up")                 \
        X(RISK_BELOW_PEAK, "risk.tier-below-peak")                             \
        /* (end of extrapolation) */                                           \
        /* ---- sweeps and parallel groups: findings ---- */                   \
        X(SWEEP_NONE_MEASURED, "sweep.none-measured")                          \
        X(SWEEP_NONE_PASSED, "sweep.none-passed")                              \
        X(SWEEP_BEST_ONLY, "sweep.best.only-passing")                          \
        X(SWEEP_BEST_AHEAD_RATE, "sweep.best.ahead-throughput")                \
        X(SWEEP_BEST_AHEAD_P95, "sweep.best.ahead-latency")                    \
        X(SWEEP_BEST_BY_P95, "sweep.best.by-latency")                          \
        X(SWEEP_BEST_BY_RATE, "sweep.best.by-throughput")                      \
        X(SWEEP_ONCE_RATE, "sweep.once-throughput")                            \
        X(SWEEP_ONCE_P95, "sweep.once-latency")                                \
        X(SWEEP_TIE_RATE, "sweep.tie-throughput")                              \
        X(SWEEP_TIE_P95, "sweep.tie-latency")                                  \
        X(SWEEP_NOISE, "sweep.noise")                                          \
        X(SWEEP_SPREAD_ONCE_RATE, "sweep.spread-once-throughput")              \
        X(SWEEP_ROW_SPREAD_ONCE_RATE, "sweep.row.spread-once-throughput")      \
        X(SWEEP_SPREAD_ONCE_P95, "sweep.spread-once-latency")                  \
        X(SWEEP_WITHIN_RATE, "sweep.within-noise-throughput")                  \
        X(SWEEP_ROW_WITHIN_RATE, "sweep.row.within-noise-throughput")          \
        X(SWEEP_WITHIN_P95, "sweep.within-noise-latency")                      \
        X(SWEEP_GAP_RATE, "sweep.gap-throughput")                              \
        X(SWEEP_GAP_RATE_MIB, "sweep.gap-throughput-bytes")                    \
        X(SWEEP_GAP_P95, "sweep.gap-latency")                                  \
        X(SWEEP_PLATEAU, "sweep.plateau")                                      \
        X(SWEEP_P95_EVERY, "sweep.latency-every-step")                         \
        X(SWEEP_P95_ENDS, "sweep.latency-ends")                                \
        X(SWEEP_P95_STEP, "sweep.latency-flat-steps")                          \
        X(SWEEP_SHORTFALL, "sweep.rate-shortfall")                             \
        X(SWEEP_SHORT, "sweep.short-runs")                                     \
        X(SWEEP_NOT_PASS, "sweep.not-passed")                                  \
        X(SWEEP_FIG_RATE_ONCE, "sweep.part.figures-throughput-once")           \
        X(SWEEP_FIG_P95_ONCE, "sweep.part.figures-latency-once")               \
        X(SWEEP_FIG_RATE, "sweep.part.figures-throughput")                     \
        X(SWEEP_FIG_P95, "sweep.part.figures-latency")                         \
        X(SWEEP_NOISE_POINT, "sweep.part.noise-of-point")                      \
        X(SWEEP_NOISE_FLOOR, "sweep.part.noise-floor")                         \
        X(SWEEP_TIE_NOISE, "sweep.part.tie-noise")                             \
        X(SWEEP_ITEM_RATE, "sweep.part.point-throughput")                      \
        X(SWEEP_ITEM_P95, "sweep.part.point-latency")                          \
        X(SWEEP_ITEM_VERDICT, "sweep.part.point-verdict")                      \
        X(SWEEP_ITEM_VERDICT_RUNS, "sweep.part.point-verdict-runs")            \
        X(SWEEP_ITEM_MORE, "sweep.part.more-points")                           \
        X(SWEEP_ALL_POINTS, "sweep.part.all-points")                           \
        X(SWEEP_LEAD_TIED_HIGH, "sweep.part.tied-highest")                     \
        X(SWEEP_LEAD_TIED_LOW, "sweep.part.tied-lowest")                       \
        X(SWEEP_ROW, "sweep.part.row")                                         \
        X(SWEEP_PAIR_RATE, "sweep.part.pair-throughput")                       \
        X(SWEEP_PAIR_MIB, "sweep.part.pair-bytes")                             \
        X(SWEEP_PAIR_P95, "sweep.part.pair-latency")                           \
        X(SWEEP_ROSE, "sweep.part.rose")                                       \
        X(SWEEP_FELL, "sweep.part.fell")                                       \
        X(SWEEP_STEP_ONE, "sweep.part.flat-step")                              \
        X(SWEEP_STEP_FIRST, "sweep.part.flat-steps")                           \
        X(SWEEP_SECONDS, "sweep.part.seconds")                                 \
        X(SWEEP_SECONDS_RANGE, "sweep.part.seconds-range")                     \
        /* (end of sweeps) */                                                  \
        /* ---- the capacity model (sizing) ---- */                            \
        /* (end of sizing) */                                                  \
        /* ---- tier reasons (results/tier_reason.h, same order) ---- */       \
        X(TIER_ABORTED, "tier.aborted")                                        \
        X(TIER_INTERRUPTED, "tier.interrupted")                                \
        X(TIER_UNDELIVERED, "tier.undelivered")                                \
        X(TIER_UNDELIVERED_CODES, "tier.undelivered-codes")                    \
        X(TIER_CONSUMER_TIMEOUT, "tier.consumer-timeout")                      \
        X(TIER_NOT_READ_BACK, "tier.not-read-back")                            \
        X(TIER_LOST, "tier.lost")                                              \
        X(TIER_CONSUME_ERROR, "tier.consume-error")                            \
        X(TIER_PRODUCE_ERROR, "tier.produce-error")                            \
        X(TIER_OFFSETS, "tier.offsets-unread")                                 \
        X(TIER_ERROR, "tier.error")                                            \
        X(TIER_NO_AGENT, "tier.no-agent-left")                                 \
        X(TIER_AGENT_LOST, "tier.agent-lost")                                  \
        X(TIER_AGENT_ERROR, "tier.agent-error")                                \
        X(TIER_NOT_RUN_AGENT_LOST, "tier.not-run-agent-lost")                  \
        X(TIER_SEARCH_NO_RATE, "tier.search-no-rate")                          \
        X(TIER_SEARCH_UNFINISHED, "tier.search-unfinished")

typedef enum kp_jcode {
#define KP_JCODE_ENUM(name, str) KP_J_##name,
        KP_JCODES(KP_JCODE_ENUM)
#undef KP_JCODE_ENUM
            KP_J__COUNT
} kp_jcode;

/* How strongly the figures show it. */
typedef enum kp_strength {
        KP_STRENGTH_SHOWN = 0,     /* a figure shows it beyond the margin */
        KP_STRENGTH_SUGGESTED,     /* a figure points to it, within it */
        KP_STRENGTH_NOT_DETERMINED /* no figure shows it */
} kp_strength;

/* What a record is about. */
typedef enum kp_subject {
        KP_SUBJ_RUN = 0,
        KP_SUBJ_TIER,
        KP_SUBJ_PHASE,  /* a tier's produce or consume phase */
        KP_SUBJ_BROKER, /* by node id */
        KP_SUBJ_CLIENT, /* the load client on a host */
        KP_SUBJ_HOST    /* the load host */
} kp_subject;

/* One figure a record rests on. A figure is a number with its unit, or
 * a name (text, with unit "name"): a tier, a broker's address. */
typedef struct kp_jfigure {
        const char *name; /* machine name: "tiers_failed" (static) */
        const char *unit; /* "count", "msg/s", "share" (0..1), "cores",
                             "x" (a ratio), "ms", "s", "name" (static) */
        double value;     /* NAN when not known */
        const char *text; /* with unit "name": borrowed, else NULL */
        /* The window it was taken over, seconds since the phase started
         * (NAN when it is the whole phase or not a window figure), and
         * its samples (-1 when it is not sampled). */
        double start_s, end_s;
        int64_t samples;
} kp_jfigure;

#define KP_J_MAX_FIGURES 8

typedef struct kp_judgment {
        kp_jcode code;
        kp_strength strength;
        kp_subject subject;
        const char *tier;  /* borrowed, or NULL */
        const char *phase; /* "produce", "consume" (static), or NULL */
        int32_t broker;    /* node id, or -1 */
        const char *host;  /* the load host it was seen on (borrowed), or
                              NULL: this process */
        kp_jfigure fig[KP_J_MAX_FIGURES];
        size_t n_fig;
} kp_judgment;

/* "run.failed", ...; "?" for a value out of range. */
const char *kp_jcode_str(kp_jcode c);
/* The code of a machine name, or KP_J_NONE when none has it. */
kp_jcode kp_jcode_parse(const char *s);
/* "shown", "suggested", "not-determined". */
const char *kp_strength_str(kp_strength s);
const char *kp_subject_str(kp_subject s);

/* Clears *j and sets its code and subject; broker -1, strength shown. */
void kp_judgment_init(kp_judgment *j, kp_jcode code, kp_subject subject);
/* Appends a number figure (a whole-phase one: no window, no samples);
 * returns it, or NULL when the record is full (a programming error:
 * KP_J_MAX_FIGURES is the most any code takes). name and unit must be
 * static strings. */
kp_jfigure *kp_judgment_num(kp_judgment *j, const char *name, const char *unit,
                            double value);
/* Appends a name figure; text is borrowed. */
kp_jfigure *kp_judgment_name(kp_judgment *j, const char *name,
                             const char *text);

/* The record as results.json carries it: {"code", "strength",
 * "subject": {...}, "figures": [{"name", "unit", "value" | "text",
 * "window": [start, end], "samples"}]}; an unknown value is null. A new
 * tree, or NULL when memory runs out. */
cJSON *kp_judgment_to_json(const kp_judgment *j);
/* n records as a JSON array, in order; a new tree, or NULL when memory
 * runs out. */
cJSON *kp_judgments_to_json(const kp_judgment *v, size_t n);

#endif
