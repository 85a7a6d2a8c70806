/*
 * attempts: the attempts of one run (results.json "run.attempts"): the
 * first, started by kplan run PLAN, and each kplan run --resume DIR after
 * it was killed or interrupted. Which tiers each ran to their end, and
 * which it had started and did not finish (its "cut"): the next attempt
 * runs those again from their start, and their messages of the earlier
 * attempt are counted apart, never mixed into the tier's figures.
 *
 * A run writes its attempt before its first tier and again before and
 * after every tier, so that a run killed mid-tier leaves that tier in
 * its attempt's cut. Older results have no attempts (none is an error).
 */
#ifndef KP_ATTEMPTS_H
#define KP_ATTEMPTS_H

#include <stddef.h>
#include <stdint.h>

#include <cjson/cJSON.h>

/* A tier an attempt started and did not finish. Its messages of that
 * attempt, each -1 when not known: sent and delivered from its result
 * when the attempt ended interrupted (Ctrl-C); written, the messages its
 * topic gained from start (the high watermarks when the tier started) to
 * when the next attempt read them back (a real cluster: the embedded one
 * ended with its process). */
typedef struct kp_attempt_cut {
        char *tier, *topic;
        char started_at[32];
        int64_t *start; /* per partition, owned, or NULL */
        size_t n_start;
        int64_t sent, delivered, written;
} kp_attempt_cut;

typedef struct kp_attempt {
        char started_at[32];
        char finished_at[32]; /* "" when it never finished */
        /* How it ended: the run's status then ("complete", "interrupted",
         * "stopped", ...), "running" while it runs, and "killed" once a
         * later attempt found it ended without finishing (killed, a crash,
         * the host gone). */
        char *status;
        char tag[9];  /* its run tag (kafka/stamp.h), 8 hex digits */
        char **tiers; /* the tiers it ran to their end, in order */
        size_t n_tiers;
        kp_attempt_cut *cut;
        size_t n_cut;
} kp_attempt;

/* Appends a new attempt (status "running") to *v (*n of them), started
 * at started_at (ISO 8601) with run tag tag. Returns 0, or -1 when out of
 * memory. */
int kp_attempts_begin(kp_attempt **v, size_t *n, const char *started_at,
                      uint32_t tag);

/* Adds tier to a's cut, started at started_at on topic, whose
 * partitions' high watermarks were start[0..n_start) (borrowed, copied;
 * may be NULL). Counts start unknown (-1). Returns 0, or -1 when out of
 * memory. */
int kp_attempt_cut_add(kp_attempt *a, const char *tier, const char *topic,
                       const char *started_at, const int64_t *start,
                       size_t n_start);

/* The tier ran to its end in a: moved from its cut to its tiers.
 * Returns 0, or -1 when out of memory. */
int kp_attempt_tier_done(kp_attempt *a, const char *tier);

/* The cut entry of tier in a, or NULL. */
kp_attempt_cut *kp_attempt_cut_of(const kp_attempt *a, const char *tier);

/* Sets a's status (copied). Returns 0, or -1 when out of memory. */
int kp_attempt_set_status(kp_attempt *a, const char *status);

/* results.json's "run.attempts" (a new array, NULL when out of memory),
 * and back: an absent or null member is none. Returns 0, or -1 with a
 * sentence naming the place. *v: caller frees with kp_attempts_free(). */
cJSON *kp_attempts_json(const kp_attempt *v, size_t n);
int kp_attempts_from(const cJSON *a, kp_attempt **v, size_t *n, char *errstr,
                     size_t errstr_size);

/* Frees v[0..n) and v. NULL is a no-op. */
void kp_attempts_free(kp_attempt *v, size_t n);

#endif
