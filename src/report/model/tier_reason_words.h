/*
 * tier_reason_words: a tier's reason (results/tier_reason.h) worded in a
 * language, from its code's catalog entry, as a judgment record is
 * (judgment_words.h).
 */
#ifndef KP_TIER_REASON_WORDS_H
#define KP_TIER_REASON_WORDS_H

#include "evaluate/judgment.h"
#include "report/words/lang.h"
#include "results/results.h"

/* The judgment code of a tier reason's code (KP_J_NONE for none). */
kp_jcode kp_tier_reason_jcode(kp_treason code);
/* r as a record about its tier (the tier not named: the reason is shown
 * beside it); its text figures are borrowed from r. */
void kp_tier_reason_record(const kp_tier_reason *r, kp_judgment *j);
/* The tier's reason in l: its code worded; for a file with no code (one
 * written before codes), its words as they are. A new string, or NULL
 * when it has none or memory runs out. */
char *kp_tier_reason_words(kp_lang l, const kp_tier_result *t);

#endif
