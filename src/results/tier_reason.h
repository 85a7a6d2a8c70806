/*
 * tier_reason: why a tier did not complete, as a code and the figures it
 * rests on, not a sentence (design.md, "Judgments as data, worded once").
 * The run engine sets it; the report model words it in each language
 * (report/model/tier_reason_words.h); results.json keeps the code, its
 * figures and the English words (docs/results.md, "reason_code").
 *
 * Each code's figures are in the order its sentence lays them, each with
 * its machine name and unit: "count", "s" or "name" (a text: a name, or
 * an error in the words of the library or server that gave it). A text
 * figure is owned by the reason.
 */
#ifndef KP_TIER_REASON_H
#define KP_TIER_REASON_H

#include <stdarg.h>
#include <stddef.h>

#include <cjson/cJSON.h>

/* Every code, once: X(NAME, "machine-name"). The machine name is what
 * results.json's "reason_code" holds; it never changes once released. */
#define KP_TREASONS(X)                                                         \
        X(NONE, "none")                                                        \
        X(ABORTED, "aborted")                     /* criterion, value, at_s */ \
        X(INTERRUPTED, "interrupted")             /* sent, messages */         \
        X(UNDELIVERED, "undelivered")             /* failed, undelivered */    \
        X(UNDELIVERED_CODES, "undelivered-codes") /* failed, errors,           \
                                                     undelivered */            \
        X(CONSUMER_TIMEOUT, "consumer-timeout")   /* timeout_s, read,          \
                                                     expected */               \
        X(NOT_READ_BACK, "not-read-back")         /* missing */                \
        X(LOST, "lost")                           /* missing, by identity */   \
        X(CONSUME_ERROR, "consume-error")         /* error */                  \
        X(PRODUCE_ERROR, "produce-error")         /* error */                  \
        X(OFFSETS, "offsets-unread")              /* error */                  \
        X(ERROR, "error")                         /* error */                  \
        X(NO_AGENT, "no-agent-left")                                           \
        X(AGENT_LOST, "agent-lost")   /* agent, phase, silent_s */             \
        X(AGENT_ERROR, "agent-error") /* agent, error */                       \
        X(NOT_RUN_AGENT_LOST, "not-run-agent-lost") /* agents, tier */         \
        X(SEARCH_NO_RATE, "search-no-rate")         /* from */                 \
        X(SEARCH_UNFINISHED, "search-unfinished")

typedef enum kp_treason {
#define KP_TREASON_ENUM(name, str) KP_TR_##name,
        KP_TREASONS(KP_TREASON_ENUM)
#undef KP_TREASON_ENUM
            KP_TR__COUNT
} kp_treason;

#define KP_TR_MAX_FIGURES 3

typedef struct kp_tier_reason {
        kp_treason code;
        size_t n; /* figures set, kp_treason_figures(code) */
        double value[KP_TR_MAX_FIGURES]; /* a number figure (NAN unknown) */
        char *text[KP_TR_MAX_FIGURES];   /* a text figure, owned, or NULL */
} kp_tier_reason;

/* "undelivered", ...; "?" out of range. */
const char *kp_treason_str(kp_treason c);
/* The code of a machine name; KP_TR_NONE when none has it. */
kp_treason kp_treason_parse(const char *s);
/* How many figures code takes, and figure i's machine name and unit
 * ("count", "s", "name"); NULL past the last. */
size_t kp_treason_figures(kp_treason code);
const char *kp_treason_figure(kp_treason code, size_t i, const char **unit);

/* Sets r to code with its figures, in order: a double for a number, a
 * const char * (copied; NULL is "") for a name. Frees what r held.
 * Returns 0, or -1 when memory runs out (r is then KP_TR_NONE). */
int kp_tier_reason_set(kp_tier_reason *r, kp_treason code, ...);
int kp_tier_reason_vset(kp_tier_reason *r, kp_treason code, va_list ap);
void kp_tier_reason_free(kp_tier_reason *r);

struct kp_tier_result;
/* Frees the tier's reason: its code and figures, and its English words. */
void kp_tier_result_reason_free(struct kp_tier_result *t);
/* A tier of results.json: "reason" (the English words, or absent),
 * "reason_code" and "reason_figures" {name: value | null | "text"} when
 * it has a code. */
void kp_tier_reason_to_json(cJSON *to, const struct kp_tier_result *t);
/* Back: the words as they are, and the code and figures when the file
 * has them (an older file has only the words: the code stays NONE). 0, or
 * -1 when memory runs out. */
int kp_tier_reason_from_json(const cJSON *it, struct kp_tier_result *t);

#endif
