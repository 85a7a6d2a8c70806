#include "plan/criterion.h"

#include <stdio.h>
#include <string.h>

#include "plan/metrics.h"

int kp_criterion_selects(const kp_criterion *c, const kp_tier *t)
{
        if (c->n_tiers == 0)
                return 1;
        for (size_t i = 0; i < c->n_tiers; i++) {
                if (strcmp(c->tiers[i], t->name) == 0 ||
                    (t->sweep_group &&
                     strcmp(c->tiers[i], t->sweep_group) == 0) ||
                    (t->sweep_point &&
                     strcmp(c->tiers[i], t->sweep_point) == 0) ||
                    (t->parallel_group &&
                     strcmp(c->tiers[i], t->parallel_group) == 0))
                        return 1;
        }
        return 0;
}

int kp_criterion_names(const kp_criterion *c, const kp_tier *t)
{
        for (size_t i = 0; i < c->n_tiers; i++)
                if (strcmp(c->tiers[i], t->name) == 0)
                        return 1;
        return 0;
}

/* What metric m needs of one tier: what its phase needs, and a target
 * rate for a metric of fixed-rate tiers. */
static kp_misfit tier_misfit(const kp_metric *m, const kp_tier *t)
{
        if (m->fixed_rate_only)
                /* A search's tier is judged against the rate it ran. */
                return t->rate > 0 || t->search.present ? KP_FITS
                                                        : KP_MISFIT_UNLIMITED;
        switch (m->phase) {
        case KP_PHASE_PRODUCE:
                /* Every tier has a produce phase. */
                return KP_FITS;
        case KP_PHASE_CONSUME:
                return t->consume.enabled ? KP_FITS : KP_MISFIT_NO_CONSUMER;
        case KP_PHASE_E2E:
                if (!t->consume.enabled)
                        return KP_MISFIT_NO_CONSUMER;
                return t->consume.during ? KP_FITS : KP_MISFIT_AFTER;
        case KP_PHASE_SOAK:
                if (!t->search.present)
                        return KP_MISFIT_NOT_SEARCH;
                return t->search.soak_us > 0 ? KP_FITS : KP_MISFIT_NO_SOAK;
        case KP_PHASE_TRIALS:
                return t->search.present ? KP_FITS : KP_MISFIT_NOT_SEARCH;
        case KP_PHASE_DRAIN:
                return t->backlog.present ? KP_FITS : KP_MISFIT_NOT_BACKLOG;
        }
        return KP_FITS;
}

/* What metric m needs of a parallel group's aggregate: counts and rates
 * added up, histograms merged (evaluate.h, kp_group_aggregate()); a
 * search's or a drain's figures are a tier's alone. */
static kp_misfit group_misfit(const kp_metric *m, const kp_plan *p,
                              const char *group)
{
        kp_misfit first = KP_FITS;
        int any = 0;
        if (m->phase == KP_PHASE_SOAK || m->phase == KP_PHASE_TRIALS ||
            m->phase == KP_PHASE_DRAIN)
                return KP_MISFIT_AGGREGATE;
        for (size_t i = 0; i < p->n_tiers; i++) {
                const kp_tier *w = &p->tiers[i];
                kp_misfit f;
                if (!w->parallel_group || strcmp(w->parallel_group, group))
                        continue;
                f = tier_misfit(m, w);
                /* The summed target rate needs every workload's; the
                 * consumers' figures need one workload that has them. */
                if (m->fixed_rate_only && f != KP_FITS)
                        return f;
                if (f == KP_FITS)
                        any = 1;
                else if (first == KP_FITS)
                        first = f;
        }
        return any ? KP_FITS : first;
}

kp_misfit kp_criterion_misfit(const kp_plan *p, const kp_criterion *c,
                              const kp_tier *t)
{
        const kp_metric *m = kp_metric_find(c->metric);
        if (!m)
                return KP_FITS;
        if (c->aggregate && t->parallel_group)
                return group_misfit(m, p, t->parallel_group);
        return tier_misfit(m, t);
}

/* Each reason as a sentence about a tier (or an aggregate) and the
 * metric: lead, then the tier, mid, the metric (with_metric) and tail. */
static const struct misfit_text {
        const char *lead, *mid;
        int with_metric;
        const char *tail;
} misfit_text[] = {
        [KP_MISFIT_UNLIMITED] = { "", " has an unlimited rate: ", 1,
                                  " has no target rate to compare with" },
        [KP_MISFIT_NO_CONSUMER] = { "",
                                    " has no consume phase (consumer.enabled "
                                    "is false): ",
                                    1, " is never measured there" },
        [KP_MISFIT_AFTER] = { "the consumers of ",
                              " read after the produce phase (consumer mode "
                              "\"after\"): ",
                              1,
                              " is measured only with consumer mode "
                              "\"during\"" },
        [KP_MISFIT_NOT_SEARCH] = { "",
                                   " is not a capacity search (\"rate\": "
                                   "\"search\"): only a search measures ",
                                   1, "" },
        [KP_MISFIT_NO_SOAK] = { "the capacity search of ",
                                " has no soak (search.soak), so no rate is "
                                "ever sustained: add a soak, or judge "
                                "capacity.found_rate_msgs_per_sec",
                                0, "" },
        [KP_MISFIT_NOT_BACKLOG] = { "",
                                    " is not a backlog drain (\"backlog\"): "
                                    "only a drain measures ",
                                    1, "" },
        [KP_MISFIT_AGGREGATE] = { "",
                                  " has no capacity search and no backlog "
                                  "drain: ",
                                  1,
                                  " is measured on a tier, not on an "
                                  "aggregate" },
};

const char *kp_misfit_words(kp_misfit why, const kp_criterion *c,
                            const kp_tier *t, char *out, size_t n)
{
        const int agg = c->aggregate && t->parallel_group;
        const char *what = agg ? "the aggregate of parallel group" : "tier";
        const char *name = agg ? t->parallel_group : t->name;
        const struct misfit_text *m = &misfit_text[why];
        if (why == KP_FITS) {
                snprintf(out, n, "%s can be measured on %s \"%s\"", c->metric,
                         what, name);
                return out;
        }
        /* An aggregate's workloads: one of them has no rate. */
        snprintf(out, n, "%s%s \"%s\"%s%s%s", m->lead, what, name,
                 why == KP_MISFIT_UNLIMITED && c->aggregate
                     ? " has a workload at an unlimited rate: "
                     : m->mid,
                 m->with_metric ? c->metric : "", m->tail);
        return out;
}
