#include "evaluate/abort.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/util.h"
#include "evaluate/metric_value.h"
#include "plan/metrics.h"

typedef struct watched {
        size_t criterion;
        const kp_criterion *c;
        const kp_metric *m;
        kp_metric_early early;
        double over_since_s; /* start of the run of bad intervals, or -1 */
} watched;

struct kp_abort_watch {
        const kp_tier *t;
        watched *v;
        size_t n;
        int fired;
};

static int names_tier(const kp_criterion *c, const kp_tier *t)
{
        if (c->n_tiers == 0)
                return 1;
        for (size_t i = 0; i < c->n_tiers; i++)
                if (strcmp(c->tiers[i], t->name) == 0 ||
                    (t->sweep_group && !strcmp(c->tiers[i], t->sweep_group)) ||
                    (t->sweep_point && !strcmp(c->tiers[i], t->sweep_point)) ||
                    (t->parallel_group &&
                     !strcmp(c->tiers[i], t->parallel_group)))
                        return 1;
        return 0;
}

int kp_abort_watch_new(const kp_plan *p, const kp_tier *t, kp_abort_watch **out)
{
        kp_abort_watch *w;
        *out = NULL;
        if (t->search.present)
                return 0;
        w = calloc(1, sizeof(*w));
        if (!w || !(w->v = calloc(p->n_criteria + 1, sizeof(*w->v)))) {
                free(w);
                return -1;
        }
        w->t = t;
        for (size_t i = 0; i < p->n_criteria; i++) {
                const kp_criterion *c = &p->criteria[i];
                const kp_metric *m = kp_metric_find(c->metric);
                watched *x = &w->v[w->n];
                if (!c->abort || c->aggregate || !m || !names_tier(c, t))
                        continue;
                /* A rate ratio has nothing to compare with on an
                 * unlimited tier. */
                if (m->fixed_rate_only && t->rate <= 0)
                        continue;
                x->criterion = i;
                x->c = c;
                x->m = m;
                x->early = kp_metric_early_judge(m->id, NULL);
                x->over_since_s = -1;
                if (x->early != KP_EARLY_NEVER)
                        w->n++;
        }
        if (!w->n) {
                kp_abort_watch_destroy(w);
                return 0;
        }
        *out = w;
        return 0;
}

/* The figure of x in interval s; 0 when it has none there. */
static int rolling_value(const kp_abort_watch *w, const watched *x,
                         const kp_abort_sample *s, double *v)
{
        const kp_hist *h = s->interval;
        switch (x->m->id) {
        case KP_M_PRODUCE_RATE:
                *v = s->msgs_per_sec;
                return 1;
        case KP_M_PRODUCE_RATE_RATIO:
                *v = s->msgs_per_sec / w->t->rate;
                return 1;
        case KP_M_PRODUCE_MIBPS:
                *v = s->mib_per_sec;
                return 1;
        default:
                break;
        }
        if (x->m->latency != KP_LAT_CORRECTED || !h || !s->msgs ||
            !kp_hist_count(h))
                return 0;
        *v = kp_metric_hist_stat(h, x->m->stat);
        return 1;
}

static int warm(const kp_abort_watch *w, const kp_abort_sample *s)
{
        double start_s = s->t_s - s->dur_s;
        return start_s < (double)w->t->warmup_us / 1e6 ||
               s->delivered - s->msgs < w->t->warmup_messages;
}

static int fire(const kp_abort_watch *w, const watched *x,
                const kp_abort_sample *s, double value, double for_s,
                kp_abort_stop *stop)
{
        memset(stop, 0, sizeof(*stop));
        stop->stopped = 1;
        stop->criterion = x->criterion;
        stop->run = x->c->abort == KP_ABORT_RUN;
        stop->value = value;
        stop->at_s = s->t_s;
        stop->planned_s =
            w->t->rate > 0 ? (double)w->t->messages / w->t->rate : 0;
        stop->for_s = x->early == KP_EARLY_COUNT ? NAN : for_s;
        return 1;
}

int kp_abort_watch_feed(kp_abort_watch *w, const kp_abort_sample *s,
                        kp_abort_stop *stop)
{
        if (!w || w->fired)
                return 0;
        for (size_t i = 0; i < w->n; i++) {
                watched *x = &w->v[i];
                double v;
                int rc;
                if (x->early == KP_EARLY_COUNT) {
                        v = (double)s->failed;
                        if (x->m->id == KP_M_PRODUCE_ERROR_RATIO)
                                v = w->t->messages ? v / (double)w->t->messages
                                                   : 0;
                        if (kp_metric_holds(x->c->cmp, v, x->c->threshold))
                                continue;
                        rc = fire(w, x, s, v, 0, stop);
                } else {
                        if (warm(w, s) || !rolling_value(w, x, s, &v))
                                continue;
                        if (kp_metric_holds(x->c->cmp, v, x->c->threshold)) {
                                x->over_since_s = -1;
                                continue;
                        }
                        if (x->over_since_s < 0)
                                x->over_since_s = s->t_s - s->dur_s;
                        if (s->t_s - x->over_since_s + 1e-9 <
                            (double)x->c->abort_grace_us / 1e6)
                                continue;
                        rc = fire(w, x, s, v, s->t_s - x->over_since_s, stop);
                }
                w->fired = rc == 1;
                return rc;
        }
        return 0;
}

void kp_abort_watch_destroy(kp_abort_watch *w)
{
        if (!w)
                return;
        free(w->v);
        free(w);
}
