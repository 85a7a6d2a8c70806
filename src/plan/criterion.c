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

const char *kp_misfit_words(kp_misfit why, const kp_criterion *c,
                            const kp_tier *t, char *out, size_t n)
{
        const char *what = c->aggregate && t->parallel_group
                               ? "the aggregate of parallel group"
                               : "tier";
        const char *name =
            c->aggregate && t->parallel_group ? t->parallel_group : t->name;
        switch (why) {
        case KP_FITS:
                snprintf(out, n, "%s can be measured on %s \"%s\"", c->metric,
                         what, name);
                break;
        case KP_MISFIT_UNLIMITED:
                snprintf(out, n,
                         "%s \"%s\" has %s unlimited rate: %s has no "
                         "target rate to compare with",
                         what, name, c->aggregate ? "a workload at an" : "an",
                         c->metric);
                break;
        case KP_MISFIT_NO_CONSUMER:
                snprintf(out, n,
                         "%s \"%s\" has no consume phase (consumer.enabled "
                         "is false): %s is never measured there",
                         what, name, c->metric);
                break;
        case KP_MISFIT_AFTER:
                snprintf(out, n,
                         "the consumers of %s \"%s\" read after the produce "
                         "phase (consumer mode \"after\"): %s is measured "
                         "only with consumer mode \"during\"",
                         what, name, c->metric);
                break;
        case KP_MISFIT_NOT_SEARCH:
                snprintf(out, n,
                         "%s \"%s\" is not a capacity search (\"rate\": "
                         "\"search\"): only a search measures %s",
                         what, name, c->metric);
                break;
        case KP_MISFIT_NO_SOAK:
                snprintf(out, n,
                         "the capacity search of %s \"%s\" has no soak "
                         "(search.soak), so no rate is ever sustained: add a "
                         "soak, or judge capacity.found_rate_msgs_per_sec",
                         what, name);
                break;
        case KP_MISFIT_NOT_BACKLOG:
                snprintf(out, n,
                         "%s \"%s\" is not a backlog drain (\"backlog\"): "
                         "only a drain measures %s",
                         what, name, c->metric);
                break;
        case KP_MISFIT_AGGREGATE:
                snprintf(out, n,
                         "%s \"%s\" has no capacity search and no backlog "
                         "drain: %s is measured on a tier, not on an "
                         "aggregate",
                         what, name, c->metric);
                break;
        }
        return out;
}
