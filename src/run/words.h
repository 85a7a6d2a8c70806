/*
 * words: the English a run stores beside a code in results.json (a
 * tier's "reason", an abort's, a failed trial's "why") and shows on the
 * terminal. The report model makes every sentence (report/model), and
 * the run layer stands below it: the command hands the engine these
 * functions, which it calls and never writes itself.
 */
#ifndef KP_RUN_WORDS_H
#define KP_RUN_WORDS_H

#include <stddef.h>

#include "evaluate/abort.h"
#include "evaluate/capacity.h"
#include "plan/plan.h"
#include "results/results.h"

typedef struct kp_run_words {
        /* tr's reason (tr->why) in English: a new string the caller
         * frees, or NULL when memory runs out. */
        char *(*tier_reason)(const kp_tier_result *tr);
        /* Why abort criterion a (of plan p) stopped a tier: a new string
         * the caller frees, or NULL. */
        char *(*abort)(const kp_plan *p, const kp_abort_stop *a);
        /* The rules a failed trial of a capacity search broke (v, n of
         * them): a new string the caller frees, or NULL. */
        char *(*capacity)(const kp_capacity_fail *v, size_t n);
        /* The terminal's name of the consumers' fetch rate (borrowed). */
        const char *fetch_rate;
} kp_run_words;

/* Sets tr's reason to code with its figures (results/tier_reason.h, in
 * the code's order: a double for a number, a const char * for a name),
 * its English words from w (borrowed) and its status st. Out of memory,
 * tr is left as it was. */
void kp_run_set_reason(const kp_run_words *w, kp_tier_result *tr,
                       kp_tier_status st, kp_treason code, ...);

#endif
