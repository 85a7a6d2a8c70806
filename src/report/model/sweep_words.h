/*
 * sweep_words: a sweep's finding (evaluate/evaluate.h, kp_sweep_finding)
 * worded in a language: its sentence from its code's catalog entry
 * (judgment_words.h), with the words of its parts laid into its slots,
 * the parts of one slot joined as a list ("a, b and c"). It judges
 * nothing.
 */
#ifndef KP_SWEEP_WORDS_H
#define KP_SWEEP_WORDS_H

#include "base/langtag.h"
#include "evaluate/evaluate.h"

/* f in l: a string the caller frees, or NULL when memory runs out or
 * its code has no entry. */
char *kp_sweep_finding_words(kp_lang l, const kp_sweep_finding *f);

#endif
