#include "run/words.h"

#include <stdarg.h>
#include <stdlib.h>

#include "results/tier_reason.h"

void kp_run_set_reason(const kp_run_words *w, kp_tier_result *tr,
                       kp_tier_status st, kp_treason code, ...)
{
        kp_tier_reason why = { 0 };
        kp_tier_reason keep = tr->why;
        char *words;
        va_list ap;
        int rc;
        va_start(ap, code);
        rc = kp_tier_reason_vset(&why, code, ap);
        va_end(ap);
        if (rc)
                return;
        tr->why = why;
        words = w->tier_reason(tr);
        if (!words) {
                tr->why = keep;
                kp_tier_reason_free(&why);
                return;
        }
        kp_tier_reason_free(&keep);
        free(tr->reason);
        tr->reason = words;
        tr->status = st;
}
