/*
 * A criterion's "window" and "windows" (docs/plan.md, "Criteria per
 * window"): a criterion judged in each consecutive window of its tier,
 * refused here when a window could never be judged as written: under
 * 1 s, not made of whole intervals, longer than its tier, or on a metric
 * kplan does not keep window by window.
 */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "base/json.h"
#include "base/util.h"
#include "plan/metrics.h"
#include "plan/plan_priv.h"

#define WINDOW_MAX_US (24LL * 3600 * 1000000)

int pr_parse_window(const rd *r, const cJSON *crit, const char *cp,
                    const kp_metric *met, kp_criterion *c)
{
        char wp[PATH_LEN], fp[PATH_LEN];
        const cJSON *w = pr_member(crit, "window", wp, cp);
        const cJSON *f = pr_member(crit, "windows", fp, cp);
        if (f && !w)
                return pr_perr(r, fp,
                               "\"windows\" is the share of windows that "
                               "must hold: add \"window\" (such as \"5s\"), "
                               "or remove it");
        if (!w)
                return 0;
        if (!kp_metric_windowed(met->id))
                return pr_perr(r, wp,
                               "%s is a figure of the whole phase, not kept "
                               "window by window: \"window\" applies to the "
                               "produce and consume rates and to the "
                               "latencies (docs/metrics.md, \"Windows\")",
                               met->name);
        if (c->aggregate)
                return pr_perr(r, wp,
                               "an aggregate is judged on its workloads' "
                               "totals, which have no windows: judge each "
                               "workload per window instead");
        if (pr_get_duration(r, crit, cp, "window", 1000000, WINDOW_MAX_US,
                            &c->window_us))
                return -1;
        if (!f)
                return 0;
        if (!cJSON_IsNumber(f) || !isfinite(f->valuedouble) ||
            f->valuedouble <= 0 || f->valuedouble > 1)
                return pr_bad_value(r, fp, f,
                                    "expected the share of windows that must "
                                    "hold, more than 0 and at most 1 (0.99: "
                                    "99%)");
        c->windows = f->valuedouble;
        return 0;
}

/* How long tier t produces, in microseconds, as the plan says it; 0 when
 * the plan does not say (an unlimited rate, a search's trials by count
 * without a soak). */
static int64_t tier_length_us(const kp_tier *t, char *how, size_t n)
{
        char a[32], b[32];
        if (t->search.present) {
                if (t->search.soak_us > 0) {
                        snprintf(how, n, "its soak");
                        return t->search.soak_us;
                }
                snprintf(how, n, "its trials, without a soak");
                return t->search.trial_us;
        }
        if (t->rate <= 0 || t->messages == 0)
                return 0;
        snprintf(how, n, "%s messages at %s msg/s",
                 kp_fmt_count(a, sizeof(a), t->messages),
                 kp_fmt_count(b, sizeof(b), (uint64_t)llround(t->rate)));
        return (int64_t)ceil((double)t->messages / t->rate * 1e6);
}

int pr_check_window_tier(const rd *r, const char *cp, const kp_criterion *c,
                         const kp_tier *t)
{
        char wp[PATH_LEN], d1[32], d2[32], how[96];
        int64_t len;
        if (!c->window_us || r->opts->offline)
                return 0;
        kp_json_path_key(wp, sizeof(wp), cp, "window");
        if (t->interval_us > 0 && c->window_us % t->interval_us != 0)
                return pr_perr(
                    r, wp,
                    "a window of %s is not a whole number of "
                    "tier \"%s\"'s intervals (%s): windows are "
                    "made of whole intervals",
                    kp_fmt_duration(d1, sizeof(d1), (double)c->window_us / 1e6),
                    t->name,
                    kp_fmt_duration(d2, sizeof(d2),
                                    (double)t->interval_us / 1e6));
        len = tier_length_us(t, how, sizeof(how));
        if (len > 0 && c->window_us > len)
                return pr_perr(
                    r, wp,
                    "a window of %s is longer than tier \"%s\" "
                    "(%s: %s), which would have no whole window "
                    "to judge",
                    kp_fmt_duration(d1, sizeof(d1), (double)c->window_us / 1e6),
                    t->name, kp_fmt_duration(d2, sizeof(d2), (double)len / 1e6),
                    how);
        return 0;
}

int pr_check_search_windows(const rd *r, const char *tp, const kp_tier *t)
{
        char sp[PATH_LEN], cp[PATH_LEN], ap[PATH_LEN];
        if (!t->search.present)
                return 0;
        kp_json_path_key(sp, sizeof(sp), tp, "search");
        kp_json_path_key(ap, sizeof(ap), sp, "criteria");
        for (size_t i = 0; i < t->search.n_criteria; i++) {
                kp_json_path_index(cp, sizeof(cp), ap, i);
                if (pr_check_window_tier(r, cp, &t->search.criteria[i], t))
                        return -1;
        }
        return 0;
}
