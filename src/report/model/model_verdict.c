/*
 * model_verdict: the verdict's words (report model): the reason from the
 * record of the rule that gave it (evaluate/verdict.c), the test rig's
 * records and what to change and rerun, and what a signer signs for.
 * Words only, from the catalogs: nothing here judges.
 */
#include "report/model/model_priv.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/units.h"
#include "report/model/format.h"
#include "report/model/judgment_words.h"
#include "report/model/tier_reason_words.h"

/* An abort criterion stopped a tier: which, on what figure, after how
 * long of its schedule (docs/ci.md, "Stopping early"): the words of the
 * results' abort record. */
static char *aborted_reason(mb *b, const kp_results *r, const kp_evaluation *e)
{
        const kp_lang l = b->lang;
        const kp_tier_result *tr = &r->tiers[e->aborted_tier - 1];
        const kp_abort_stop *a = &tr->abort;
        const kp_criterion *c = &r->plan->criteria[a->criterion];
        char lim[64], val[64], at[32], plan[32];
        kp_rfmt_metric(lim, sizeof(lim), kp_metric_find(c->metric)->unit,
                       c->threshold, 1);
        kp_rfmt_metric(val, sizeof(val), kp_metric_find(c->metric)->unit,
                       a->value, 0);
        kp_fmt_duration(at, sizeof(at), a->at_s);
        if (a->planned_s <= 0)
                return mb_printf(b, kp_tr(l, KP_S_RM_VR_ABORTED_UNLIMITED),
                                 tr->name, kp_rm_metric_words_in(l, c->metric),
                                 kp_rfmt_op_symbol(c->cmp), lim, val, at);
        kp_fmt_duration(plan, sizeof(plan), a->planned_s);
        return mb_printf(b, kp_tr(l, KP_S_RM_VR_ABORTED), tr->name,
                         kp_rm_metric_words_in(l, c->metric),
                         kp_rfmt_op_symbol(c->cmp), lim, val, at, plan);
}

/* The reason of the tier named tier, in l, or NULL. */
static char *tier_reason(kp_lang l, const kp_results *r, const char *tier)
{
        for (size_t i = 0; tier && i < r->n_tiers; i++)
                if (strcmp(r->tiers[i].name, tier) == 0)
                        return kp_tier_reason_words(l, &r->tiers[i]);
        return NULL;
}

/* Why the first check not judged was not: note when given, else its
 * tier's reason or the check's own words, in l; NULL when there are
 * none. */
static char *unjudged_words(kp_lang l, const kp_results *r,
                            const kp_evaluation *e, const char *note)
{
        const kp_check *k;
        char *s;
        if (note && *note)
                return strdup(note);
        if (e->first_unjudged >= e->n_checks)
                return NULL;
        k = &e->checks[e->first_unjudged];
        if (k->why == KP_WHY_TIER) {
                s = tier_reason(l, r, k->tier);
                if (s)
                        return s;
        }
        return k->why != KP_WHY_JUDGED ? kp_rm_check_note(l, r, k) : NULL;
}

char *kp_rm_verdict_words(kp_lang l, const kp_results *r,
                          const kp_evaluation *e, const char *unjudged_note)
{
        mb b = { 0 };
        char *run, *more = NULL, *both;
        b.lang = l;
        if (e->run.code == KP_J_RUN_ABORTED && e->aborted_tier)
                return aborted_reason(&b, r, e);
        run = kp_judgment_words(l, &e->run);
        if (!run)
                return NULL;
        if (e->rig_tier && e->rig_tier <= e->n_tiers &&
            (e->run.code == KP_J_RUN_INCONCLUSIVE ||
             e->run.code == KP_J_RUN_CAP_AT_LEAST))
                more = kp_judgment_words(l, &e->tiers[e->rig_tier - 1].rig);
        else if (e->run.code == KP_J_RUN_UNJUDGED)
                more = unjudged_words(l, r, e, unjudged_note);
        if (!more)
                return run;
        both = mb_printf(&b, "%s%s%s", run, kp_tr(l, KP_S_J_BECAUSE), more);
        free(run);
        free(more);
        return both;
}

/* What a signer signs for: the cluster, the run's id and date. */
void mb_signed_for_build(mb *b, kp_rmodel *m)
{
        const kp_rm_env *v = &m->env;
        /* The release line the brokers report, else the plan's
         * declared release (a Kafka 4 broker reports none). */
        const char *release = v->kafka_release_line && *v->kafka_release_line
                                  ? v->kafka_release_line
                              : v->declared_kafka && *v->declared_kafka
                                  ? v->declared_kafka
                                  : MB_TR(b, J_NOT_KNOWN);
        char n[32];
        if (v->n_brokers)
                snprintf(n, sizeof(n), "%zu", v->n_brokers);
        else
                snprintf(n, sizeof(n), "%s", MB_TR(b, J_NOT_KNOWN));
        if (v->embedded)
                m->signed_for =
                    mb_printf(b, MB_TR(b, RM_SIGNED_FOR_EMBEDDED),
                              m->run_id ? m->run_id : "",
                              m->signoff.date ? m->signoff.date : "");
        else
                m->signed_for = mb_printf(
                    b, MB_TR(b, RM_SIGNED_FOR),
                    v->bootstrap && *v->bootstrap ? v->bootstrap : "?", release,
                    n, m->run_id ? m->run_id : "",
                    m->signoff.date ? m->signoff.date : "");
}

/* The rig's records in words: each tier's, each check it excused, and
 * what to change and rerun for the run. */
void mb_rig_words_build(mb *b, const kp_evaluation *e, kp_rmodel *m)
{
        for (size_t i = 0; i < m->n_tiers && i < e->n_tiers; i++) {
                const kp_judgment *j = &e->tiers[i].rig;
                if (j->code == KP_J_NONE)
                        continue;
                m->tiers[i].rig_words = kp_judgment_words(b->lang, j);
                m->tiers[i].rig_fix = kp_judgment_fix_words(b->lang, j);
                if (!m->tiers[i].rig_words)
                        b->oom = 1;
        }
        for (size_t k = 0; k < m->n_checks && k < e->n_checks; k++) {
                const kp_check *c = &e->checks[k];
                for (size_t i = 0; c->rig_limited && i < m->n_tiers; i++) {
                        const kp_tier *t = &m->r->plan->tiers[i];
                        if (!m->tiers[i].rig_words ||
                            (strcmp(c->tier, m->tiers[i].name) != 0 &&
                             !(t->parallel_group &&
                               strcmp(c->tier, t->parallel_group) == 0)))
                                continue;
                        m->checks[k].rig_words =
                            mb_strdup(b, m->tiers[i].rig_words);
                        break;
                }
        }
        if (e->rig_tier && e->rig_tier <= m->n_tiers &&
            m->tiers[e->rig_tier - 1].rig_fix)
                m->verdict_fix =
                    mb_strdup(b, m->tiers[e->rig_tier - 1].rig_fix);
}

void mb_stored_verdict_build(mb *b, kp_rmodel *m)
{
        const char *was = m->r->stored_verdict;
        int v = was ? kp_verdict_parse(was) : -1;
        if (!was || v == (int)m->verdict)
                return;
        m->verdict_stored = mb_printf(
            b, MB_TR(b, RM_VERDICT_STORED),
            m->r->kplan_version && *m->r->kplan_version ? m->r->kplan_version
                                                        : "?",
            v >= 0 ? mb_verdict_words(b, (kp_verdict)v) : was, m->verdict_text);
}
