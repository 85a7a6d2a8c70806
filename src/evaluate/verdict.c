/*
 * The verdicts of the tiers and of the run, from their checks, as
 * records (design.md, "Judgments as data, worded once"): a check is
 * PASS, FAIL, INCOMPLETE or N/A; a tier and the run interpret theirs
 * with four verdicts, FAIL over INCONCLUSIVE over INCOMPLETE over PASS.
 *
 * INCONCLUSIVE: a rate or latency check failed, and a record shows the
 * test rig, not the cluster, was the limit of its phase: the load
 * client's own CPU limit (its cgroup, its affinity, a thread at a full
 * core), its host's CPU saturated, or brokers on the load host (the
 * embedded cluster included). A full client queue alone is not the rig:
 * it is also how a slow cluster pushes back. Lost messages, errors and
 * completeness are FAIL wherever they happen.
 */
#include "evaluate/evaluation.h"

#include <math.h>
#include <string.h>

#include "base/util.h"
#include "evaluate/evaluate_priv.h"

const char *kp_verdict_str(kp_verdict v)
{
        switch (v) {
        case KP_PASS:
                return "PASS";
        case KP_FAIL:
                return "FAIL";
        case KP_INCOMPLETE:
                return "INCOMPLETE";
        case KP_NA:
                return "N/A";
        case KP_INCONCLUSIVE:
                return "INCONCLUSIVE";
        }
        return "?";
}

int kp_verdict_parse(const char *s)
{
        static const kp_verdict all[] = { KP_PASS, KP_FAIL, KP_INCOMPLETE,
                                          KP_NA, KP_INCONCLUSIVE };
        for (size_t i = 0; s && i < sizeof(all) / sizeof(all[0]); i++)
                if (strcmp(kp_verdict_str(all[i]), s) == 0)
                        return (int)all[i];
        return -1;
}

int kp_verdict_rank(kp_verdict v)
{
        switch (v) {
        case KP_FAIL:
                return 4;
        case KP_INCONCLUSIVE:
                return 3;
        case KP_INCOMPLETE:
                return 2;
        case KP_PASS:
                return 1;
        case KP_NA:
                return 0;
        }
        return 0;
}

int kp_verdict_exit(kp_verdict v)
{
        return v == KP_PASS ? KP_EXIT_PASS : KP_EXIT_FAIL;
}

/* ---- the rig ------------------------------------------------------------ */

/* The rig's record for one phase from its limit l, into j: 1 when the
 * rig was shown to be the limit, else 0 (j untouched). */
static int rig_of_phase(const kp_limit *l, int embedded, const char *tier,
                        const char *phase, kp_judgment *j)
{
        kp_judgment r;
        if (embedded) {
                kp_judgment_init(&r, KP_J_RIG_EMBEDDED, KP_SUBJ_PHASE);
        } else if (l->kind == KP_LIMIT_NONE) {
                return 0; /* no statistics: nothing shows it */
        } else if (l->cpu_limit == KP_CPU_LIMIT_CGROUP) {
                kp_judgment_init(&r, KP_J_RIG_CLIENT_CGROUP, KP_SUBJ_CLIENT);
                kp_judgment_num(&r, "cpu", "cores", l->cpu);
                kp_judgment_num(&r, "quota", "cores", l->cg_quota_cores);
                kp_judgment_num(&r, "throttled", "share", l->cg_throttled);
                kp_judgment_num(&r, "throttled_limit", "share",
                                KP_LIMIT_CG_THROTTLED);
        } else if (l->cpu_limit == KP_CPU_LIMIT_AFFINITY) {
                kp_judgment_init(&r, KP_J_RIG_CLIENT_AFFINITY, KP_SUBJ_CLIENT);
                kp_judgment_num(&r, "cpu", "cores", l->cpu);
                kp_judgment_num(&r, "cpus", "count", l->affinity_cpus);
        } else if (l->cpu_limit == KP_CPU_LIMIT_THREAD) {
                kp_judgment_init(&r, KP_J_RIG_CLIENT_THREAD, KP_SUBJ_CLIENT);
                kp_judgment_name(&r, "thread", l->thread ? l->thread : "");
                kp_judgment_num(&r, "busy", "share", l->cpu_thread);
                kp_judgment_num(&r, "busy_limit", "share", KP_LIMIT_CPU_THREAD);
        } else if (l->host_shared) {
                kp_judgment_init(&r, KP_J_RIG_BROKERS_ON_HOST, KP_SUBJ_HOST);
                kp_judgment_name(&r, "broker",
                                 l->local_broker ? l->local_broker : "");
        } else if (l->host_saturated) {
                kp_judgment_init(&r, KP_J_RIG_HOST_SATURATED, KP_SUBJ_HOST);
                kp_judgment_num(&r, "host_cpu", "share", l->host_cpu);
                kp_judgment_num(&r, "host_cpu_limit", "share",
                                KP_LIMIT_HOST_BUSY);
        } else {
                return 0;
        }
        r.tier = tier;
        r.phase = phase;
        r.host = embedded ? NULL : l->source;
        *j = r;
        return 1;
}

/* A check's phase: 0 produce (the capacity search's trials too), 1
 * consume. */
static int phase_of(kp_metric_id id)
{
        return kp_metric_consumes(id);
}

static int check_of_tier(const kp_check *c, const kp_tier_result *tr,
                         const kp_tier *t)
{
        return strcmp(c->tier, tr->name) == 0 ||
               (t->parallel_group && strcmp(c->tier, t->parallel_group) == 0);
}

void ev_tier_verdict(const kp_results *r, kp_evaluation *e, size_t i,
                     kp_tier_eval *te)
{
        const kp_tier_result *tr = &r->tiers[i];
        const kp_tier *t = &r->plan->tiers[i];
        const int embedded = r->cluster.embedded;
        kp_judgment rig[2];
        int has_rig[2];
        int hard_fail = 0, rig_fail = 0, unjudged = 0;

        has_rig[0] = rig_of_phase(&te->produce_limit, embedded, tr->name,
                                  "produce", &rig[0]);
        has_rig[1] = rig_of_phase(&te->consume_limit, embedded, tr->name,
                                  "consume", &rig[1]);
        kp_judgment_init(&te->rig, KP_J_NONE, KP_SUBJ_TIER);
        for (size_t k = 0; k < e->n_checks; k++) {
                kp_check *c = &e->checks[k];
                const kp_metric *m;
                int ph;
                if (!check_of_tier(c, tr, t))
                        continue;
                unjudged |= c->verdict == KP_INCOMPLETE;
                if (c->verdict != KP_FAIL)
                        continue;
                m = kp_metric_find(c->metric);
                ph = m ? phase_of(m->id) : 0;
                if (m && kp_metric_speed(m->id) && has_rig[ph]) {
                        c->rig_limited = 1;
                        if (!rig_fail++)
                                te->rig = rig[ph];
                } else {
                        hard_fail++;
                }
        }
        /* The rig's record is kept when nothing failed on it, too: the
         * report says what the tier is evidence of. */
        if (te->rig.code == KP_J_NONE && (has_rig[0] || has_rig[1]))
                te->rig = has_rig[0] ? rig[0] : rig[1];
        if (hard_fail)
                te->verdict = KP_FAIL;
        else if (rig_fail)
                te->verdict = KP_INCONCLUSIVE;
        else if (unjudged || tr->status != KP_TIER_COMPLETE)
                te->verdict = KP_INCOMPLETE;
        else
                te->verdict = KP_PASS;
}

/* ---- the run ------------------------------------------------------------ */

static void run_rule(kp_evaluation *e, kp_verdict v, kp_jcode code)
{
        e->verdict = v;
        kp_judgment_init(&e->run, code, KP_SUBJ_RUN);
}

static void count_fig(kp_evaluation *e, const char *name, size_t n)
{
        kp_judgment_num(&e->run, name, "count", (double)n);
}

static void rate_fig(kp_evaluation *e, const char *name, double v)
{
        kp_judgment_num(&e->run, name, "msg/s", v);
}

static size_t tier_index(const kp_results *r, const char *name)
{
        for (size_t i = 0; name && i < r->n_tiers; i++)
                if (strcmp(r->tiers[i].name, name) == 0)
                        return i;
        return r->n_tiers;
}

/* The capacity rules, once every tier was judged and none failed,
 * was inconclusive or did not complete. Returns 1 when one applied. */
static int capacity_rule(const kp_results *r, kp_evaluation *e)
{
        const kp_extrapolation *x = &e->x;
        size_t cap = tier_index(r, x->sustainable_tier);
        int cap_rig = cap < e->n_tiers && e->tiers[cap].rig.code != KP_J_NONE;
        if (!x->present)
                return 0;
        if (x->capacity_kind == KP_CAP_NONE) {
                run_rule(e, KP_INCOMPLETE, KP_J_RUN_CAP_NONE);
                rate_fig(e, "required_peak", x->required_peak_rate);
        } else if (x->headroom < 1 && x->capacity_kind == KP_CAP_FIXED) {
                run_rule(e, KP_INCOMPLETE, KP_J_RUN_FIXED_SHORT);
                rate_fig(e, "capacity", x->sustainable_rate);
                rate_fig(e, "required_peak", x->required_peak_rate);
        } else if (x->headroom < 1 && cap_rig) {
                /* A search whose trials the rig limited: the capacity is
                 * at least what it found, not that. */
                run_rule(e, KP_INCONCLUSIVE, KP_J_RUN_CAP_AT_LEAST);
                e->rig_tier = cap + 1;
                rate_fig(e, "capacity", x->sustainable_rate);
                rate_fig(e, "required_peak", x->required_peak_rate);
                kp_judgment_name(&e->run, "tier", x->sustainable_tier);
        } else if (x->headroom < 1) {
                run_rule(e, KP_FAIL,
                         x->capacity_kind == KP_CAP_SUSTAINED
                             ? KP_J_RUN_CAP_SHORT
                             : KP_J_RUN_CAP_SHORT_TRIALS);
                rate_fig(e, "capacity", x->sustainable_rate);
                rate_fig(e, "required_peak", x->required_peak_rate);
                kp_judgment_num(&e->run, "headroom", "x", x->headroom);
        } else if (x->capacity_kind == KP_CAP_TRIALS) {
                run_rule(e, KP_INCOMPLETE, KP_J_RUN_TRIALS);
                rate_fig(e, "capacity", x->sustainable_rate);
                kp_judgment_num(&e->run, "headroom", "x", x->headroom);
        } else {
                return 0;
        }
        return 1;
}

void ev_run_verdict(const kp_results *r, kp_evaluation *e)
{
        size_t n_fail = 0, n_rig = 0, n_inc = 0, n_judged = 0;
        for (size_t i = 0; i < e->n_tiers; i++) {
                n_fail += e->tiers[i].verdict == KP_FAIL;
                if (e->tiers[i].verdict == KP_INCONCLUSIVE && !n_rig++)
                        e->rig_tier = i + 1;
                n_inc += e->tiers[i].verdict == KP_INCOMPLETE &&
                         r->tiers[i].status != KP_TIER_COMPLETE;
        }
        /* Checks of complete tiers that measured nothing the plan can
         * measure: not judged, so never a pass. */
        e->first_unjudged = e->n_checks;
        for (size_t i = 0; i < e->n_checks; i++) {
                const kp_check *k = &e->checks[i];
                n_judged += k->verdict == KP_PASS || k->verdict == KP_FAIL;
                if (k->verdict != KP_INCOMPLETE || k->why == KP_WHY_TIER)
                        continue;
                if (!e->n_unjudged++)
                        e->first_unjudged = i;
        }
        for (size_t i = 0; i < r->n_tiers && e->aborted_tier == 0; i++)
                if (r->tiers[i].abort.stopped && e->tiers[i].verdict == KP_FAIL)
                        e->aborted_tier = i + 1;
        if (e->aborted_tier) {
                run_rule(e, KP_FAIL, KP_J_RUN_ABORTED);
                kp_judgment_name(&e->run, "tier",
                                 r->tiers[e->aborted_tier - 1].name);
        } else if (n_fail) {
                run_rule(e, KP_FAIL, KP_J_RUN_FAILED);
                count_fig(e, "tiers_failed", n_fail);
                count_fig(e, "tiers", e->n_tiers);
        } else if (n_rig) {
                run_rule(e, KP_INCONCLUSIVE, KP_J_RUN_INCONCLUSIVE);
                count_fig(e, "tiers_inconclusive", n_rig);
                count_fig(e, "tiers", e->n_tiers);
        } else if (n_inc) {
                run_rule(e, KP_INCOMPLETE, KP_J_RUN_INCOMPLETE);
                count_fig(e, "tiers_incomplete", n_inc);
                count_fig(e, "tiers", e->n_tiers);
        } else if (e->n_unjudged) {
                const kp_check *k = &e->checks[e->first_unjudged];
                run_rule(e, KP_INCOMPLETE, KP_J_RUN_UNJUDGED);
                count_fig(e, "checks_unjudged", e->n_unjudged);
                count_fig(e, "checks", e->n_checks);
                kp_judgment_name(&e->run, "metric", k->metric);
                kp_judgment_name(&e->run, "tier", k->tier);
        } else if (!n_judged) {
                run_rule(e, KP_INCOMPLETE,
                         r->plan->n_criteria ? KP_J_RUN_NONE_JUDGED
                                             : KP_J_RUN_NO_CRITERIA);
        } else if (!capacity_rule(r, e)) {
                run_rule(e, KP_PASS,
                         e->x.present ? KP_J_RUN_PASS_TARGET : KP_J_RUN_PASS);
        }
}
