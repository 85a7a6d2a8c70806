/*
 * A criterion's "abort" and "abort_grace" (docs/ci.md, "Stopping early"):
 * only on a metric that can be judged while its tier runs
 * (kp_metric_early_judge()), in the direction in which being on the wrong
 * side of the limit is evidence, so that the stop is refused here, before
 * anything connects, rather than never happening.
 */
#include <stdio.h>
#include <string.h>

#include "base/json.h"
#include "plan/metrics.h"
#include "plan/plan_priv.h"

static int is_upper_limit(kp_cmp c)
{
        return c == KP_CMP_LE || c == KP_CMP_LT;
}

int pr_parse_abort(const rd *r, const cJSON *crit, const char *cp,
                   const kp_metric *met, kp_criterion *c)
{
        char ap[PATH_LEN], gp[PATH_LEN];
        const cJSON *a = pr_member(crit, "abort", ap, cp);
        const cJSON *g = pr_member(crit, "abort_grace", gp, cp);
        const char *why = NULL;
        kp_metric_early early;
        if (a && cJSON_IsBool(a))
                c->abort = cJSON_IsTrue(a) ? KP_ABORT_RUN : KP_ABORT_NONE;
        else if (a && cJSON_IsString(a) && !strcmp(a->valuestring, "run"))
                c->abort = KP_ABORT_RUN;
        else if (a && cJSON_IsString(a) && !strcmp(a->valuestring, "tier"))
                c->abort = KP_ABORT_TIER;
        else if (a)
                return pr_bad_value(r, ap, a,
                                    "expected true (stop the tier and run no "
                                    "further tier), \"tier\" (stop the tier, "
                                    "run the next ones) or false");
        if (g && !c->abort)
                return pr_perr(r, gp,
                               "\"abort_grace\" is the grace period of "
                               "\"abort\": add \"abort\": true, or remove it");
        if (!c->abort)
                return 0;
        early = kp_metric_early_judge(met->id, &why);
        if (early == KP_EARLY_NEVER)
                return pr_perr(r, ap,
                               "\"abort\" stops a tier while it runs, and "
                               "%s cannot be judged then: %s",
                               met->name, why);
        if (c->aggregate)
                return pr_perr(r, ap,
                               "\"abort\" judges one tier while it runs; an "
                               "aggregate is judged when its workloads end");
        if ((early == KP_EARLY_COUNT || strcmp(met->unit, "ms") == 0) &&
            !is_upper_limit(c->cmp))
                return pr_perr(r, ap,
                               "\"abort\" on %s needs \"<=\" or \"<\": only "
                               "a value over an upper limit shows that it "
                               "can no longer pass",
                               met->name);
        if (early == KP_EARLY_ROLLING && strcmp(met->unit, "ms") != 0 &&
            is_upper_limit(c->cmp))
                return pr_perr(r, ap,
                               "\"abort\" on %s needs \">=\" or \">\": only "
                               "a rate under a lower limit shows that it "
                               "can no longer pass",
                               met->name);
        if (g && early == KP_EARLY_COUNT)
                return pr_perr(r, gp,
                               "%s over its limit can never come back, so it "
                               "stops the tier at once: remove "
                               "\"abort_grace\"",
                               met->name);
        return pr_get_duration(r, crit, cp, "abort_grace", 0, 3600000000LL,
                               &c->abort_grace_us);
}
