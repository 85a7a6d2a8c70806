/* A tier's reason worded (tier_reason_words.h). */
#include "report/model/tier_reason_words.h"

#include <stdlib.h>
#include <string.h>

#include "report/model/judgment_words.h"

/* The tier codes follow results/tier_reason.h's, in its order. */
_Static_assert(KP_J_TIER_SEARCH_UNFINISHED - KP_J_TIER_ABORTED ==
                   KP_TR_SEARCH_UNFINISHED - KP_TR_ABORTED,
               "one judgment code per tier reason, in the same order");

kp_jcode kp_tier_reason_jcode(kp_treason code)
{
        if (code <= KP_TR_NONE || code >= KP_TR__COUNT)
                return KP_J_NONE;
        return (kp_jcode)(KP_J_TIER_ABORTED + (code - KP_TR_ABORTED));
}

void kp_tier_reason_record(const kp_tier_reason *r, kp_judgment *j)
{
        kp_judgment_init(j, kp_tier_reason_jcode(r->code), KP_SUBJ_TIER);
        for (size_t i = 0; i < r->n && i < KP_J_MAX_FIGURES; i++) {
                const char *unit, *name = kp_treason_figure(r->code, i, &unit);
                if (!name)
                        break;
                if (strcmp(unit, "name") == 0)
                        kp_judgment_name(j, name, r->text[i] ? r->text[i] : "");
                else
                        kp_judgment_num(j, name, unit, r->value[i]);
        }
}

char *kp_tier_reason_words(kp_lang l, const kp_tier_result *t)
{
        kp_judgment j;
        if (t->why.code == KP_TR_NONE)
                return t->reason ? strdup(t->reason) : NULL;
        kp_tier_reason_record(&t->why, &j);
        return kp_judgment_words(l, &j);
}
