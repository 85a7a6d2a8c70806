/*
 * judgment_words: every judgment record (evaluate/judgment.h) worded in
 * a language, from one catalog entry per code (report/words/lang.h, the
 * J_ keys). The only place a judgment becomes a sentence, English
 * included: the report model, the terminal summary and results.json's
 * English rendering all take it from here. It judges nothing: it lays
 * the record's figures into its code's sentence, in the record's order,
 * each figure formatted by its unit.
 */
#ifndef KP_JUDGMENT_WORDS_H
#define KP_JUDGMENT_WORDS_H

#include <stddef.h>

#include "base/langtag.h"
#include "evaluate/judgment.h"
#include "report/words/lang.h"

/* The catalog key of code's sentence; KP_S_COUNT for KP_J_NONE. */
kp_s kp_judgment_key(kp_jcode code);
/* The catalog key of what to change and rerun, for a code of the test
 * rig (KP_J_RIG_*); KP_S_COUNT for every other code. */
kp_s kp_judgment_fix_key(kp_jcode code);

/* Figure i of j as the sentence shows it, into out: a count with
 * thousands separators, a rate as the reports show msg/s, a share as a
 * percentage, cores and ratios with two decimals, a name as it is; bytes
 * ("bytes", "bytes/s") in binary units, a "duration" (seconds) as one
 * ("1 d"), a "number" with as few decimals as it needs; a metric's
 * value (a figure named "projected" or "threshold", in the metric's own
 * unit) with its unit, as the trend table shows it; a "metric" (its
 * machine name) in the
 * language's words, an "op" ("<=") as its symbol; an unknown value as the
 * language's "not known". Returns out. */
const char *kp_judgment_figure_text(kp_lang l, const kp_judgment *j, size_t i,
                                    char *out, size_t size);

/* j's sentence in l (the code's entry with the figures laid in), its
 * subject first where it has one ("tier t1, produce: ..."). Returns a
 * string the caller frees, or NULL when memory runs out or the code has
 * no entry (KP_J_NONE). */
char *kp_judgment_words(kp_lang l, const kp_judgment *j);
/* What to change and rerun for a rig record, or NULL (no such advice, or
 * out of memory). The caller frees it. */
char *kp_judgment_fix_words(kp_lang l, const kp_judgment *j);

#endif
