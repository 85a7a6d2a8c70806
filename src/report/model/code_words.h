/*
 * code_words: the words of results.json's codes that are not judgment
 * records (those are judgment_words.h's): why the capacity model lacks
 * a figure (evaluate/sizing.h's kp_sizing_reason), why its CPU fit is a
 * straight line (kp_sizing_line_why), and the rules a sweep's best point
 * and noise are chosen by. One catalog entry per code (report/words/
 * lang.h); the report model and results.json's English take them from
 * here. Each function returns a catalog string (never NULL, not to be
 * freed): "" for a code with no words (KP_SZR_NONE, KP_SZL_NONE, out of
 * range).
 */
#ifndef KP_CODE_WORDS_H
#define KP_CODE_WORDS_H

#include "base/langtag.h"
#include "evaluate/evaluate.h"
#include "evaluate/sizing.h"

const char *kp_sizing_reason_words(kp_lang l, kp_sizing_reason r);
const char *kp_sizing_line_words(kp_lang l, kp_sizing_line_why w);
/* How a sweep with goal picks its best point (results.json "best_rule"). */
const char *kp_sweep_best_rule_words(kp_lang l, kp_sweep_goal goal);
/* When two points differ beyond the noise ("noise_rule"). */
const char *kp_sweep_noise_rule_words(kp_lang l);

#endif
