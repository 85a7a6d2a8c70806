/*
 * compare_priv: what the comparison's files share (compare.c,
 * compare_env.c). Not a public interface: evaluate/compare.h is.
 */
#ifndef KP_COMPARE_PRIV_H
#define KP_COMPARE_PRIV_H

#include "evaluate/compare.h"

/* Fills c->diffs (and c->settings) with the settings that differ
 * between a and b. Returns 0, or -1 when memory runs out. */
int cmp_env_diffs(kp_comparison *c, const kp_results *a, const kp_results *b);
/* Frees what cmp_env_diffs() added. */
void cmp_env_free(kp_comparison *c);

#endif
