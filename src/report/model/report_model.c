/*
 * The report model's entry (model.h): kp_rmodel_build() builds the model
 * of a run from its results and their evaluation, part by part
 * (model_<part>.c, in the order model_priv.h's comments give), and
 * checks once at the end that nothing ran out of memory. Here too: the
 * run's metadata, the evidence, the verdict, the error codes, the
 * glossary and the sign-off.
 */
#include "report/model/model.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/units.h"
#include "base/util.h"
#include "evaluate/limits.h"
#include "report/model/format.h"
#include "report/model/model_priv.h"

const char *const kp_rm_decisions[KP_RM_DECISIONS] = {
        "Approved", "Approved with conditions", "Rejected", "Test not valid"
};

/* ---- the whole --------------------------------------------------------------
 */

/* A run's status (results.json "status") in the builder's language; an
 * unknown word stands as it is. */
static const char *run_status_words(const mb *b, const char *status)
{
        static const struct {
                const char *status;
                kp_s words;
        } known[] = { { "complete", KP_S_RM_RUN_COMPLETE },
                      { "running", KP_S_RM_RUN_RUNNING },
                      { "interrupted", KP_S_RM_RUN_INTERRUPTED },
                      { "failed", KP_S_RM_RUN_FAILED },
                      { "stopped", KP_S_RM_RUN_STOPPED } };
        if (!status)
                return MB_TR(b, RM_RUN_UNKNOWN);
        for (size_t i = 0; i < KP_ARRAY_LEN(known); i++)
                if (!strcmp(known[i].status, status))
                        return kp_tr(b->lang, known[i].words);
        return status;
}

static void meta_build(mb *b, const kp_results *r, kp_rmodel *m)
{
        char s[128];
        uint64_t total = 0;
        double t0 = kp_rfmt_parse_stamp(r->started_at),
               t1 = kp_rfmt_parse_stamp(r->finished_at);
        m->embedded = r->cluster.embedded;
        m->embedded_warning =
            r->cluster.embedded ? MB_TR(b, RM_EMBEDDED_WARNING) : "";
        m->rehearsal = r->plan->scale < 1;
        m->rehearsal_scale = mb_printf(b, "%g", r->plan->scale);
        m->rehearsal_percent = mb_printf(b, "%g%%", r->plan->scale * 100);
        m->rehearsal_note =
            m->rehearsal ? mb_printf(b, MB_TR(b, RM_REHEARSAL), r->plan->scale,
                                     r->plan->scale * 100)
                         : mb_strdup(b, "");
        m->plan_name = r->plan->name;
        m->plan_title =
            r->plan->title && *r->plan->title ? r->plan->title : r->plan->name;
        m->plan_description = r->plan->description ? r->plan->description : "";
        m->plan_path = r->plan_path ? r->plan_path : "";
        m->plan_sha256 = r->plan_sha256;
        for (size_t i = 0; i < r->n_tiers; i++) {
                const kp_tier *t = mb_spec(r, i);
                total += t ? t->messages : 0;
        }
        mb_cell_count(b, &m->plan_messages, total);
        m->run_id = r->run_id ? r->run_id : "";
        m->run_start = mb_strdup(b, kp_rfmt_stamp(s, sizeof(s), r->started_at));
        m->run_finish =
            mb_strdup(b, kp_rfmt_stamp(s, sizeof(s), r->finished_at));
        m->run_start_iso = r->started_at;
        m->run_finish_iso = r->finished_at;
        m->run_start_unix = t0;
        m->run_finish_unix = t1;
        m->run_duration = mb_strdup(
            b,
            t0 >= 0 && t1 >= t0 ? kp_fmt_duration(s, sizeof(s), t1 - t0) : "");
        m->run_status = r->status ? r->status : "";
        m->run_status_reason = r->status_reason ? r->status_reason : "";
        m->run_status_line =
            *m->run_status_reason
                ? mb_printf(b, "%s%s%s", run_status_words(b, r->status),
                            MB_TR(b, RM_COLON), m->run_status_reason)
                : mb_strdup(b, run_status_words(b, r->status));
        m->plan_topic = r->plan->topic;
        m->plan_partitions = r->plan->partitions;
        m->plan_rf = r->plan->replication_factor;
        m->plan_create = r->plan->create;
        mb_kv_build(b, &m->plan_topic_config, &r->plan->topic_config);
}

/* A limit that names the cluster (not the load client, not the host). */
static int cluster_cause(const kp_limit *l)
{
        if (!kp_limit_is_evidence(l))
                return 0;
        return l->kind == KP_LIMIT_BROKER || l->kind == KP_LIMIT_REPLICATION ||
               l->kind == KP_LIMIT_ROUND_TRIP || l->kind == KP_LIMIT_THROTTLE ||
               l->kind == KP_LIMIT_FETCH;
}

/* Whether the run is evidence about the cluster: the tiers whose load
 * host the brokers shared or whose CPU was saturated, and whether a
 * failed tier has a cause about the cluster (a cluster event counts). */
static void evidence_build(mb *b, const kp_results *r, const kp_evaluation *e,
                           kp_rmodel *m)
{
        kp_buf shared = { 0 }, saturated = { 0 };
        const char *local = "";
        for (size_t i = 0; i < e->n_tiers; i++) {
                const kp_limit *p = &e->tiers[i].produce_limit;
                const kp_limit *c = &e->tiers[i].consume_limit;
                if (p->host_shared || c->host_shared) {
                        kp_buf_printf(&shared, "%s%s", shared.s ? ", " : "",
                                      e->tiers[i].name);
                        if (!*local)
                                local = p->host_shared ? p->local_broker
                                                       : c->local_broker;
                } else if (p->host_saturated || c->host_saturated) {
                        kp_buf_printf(&saturated, "%s%s",
                                      saturated.s ? ", " : "",
                                      e->tiers[i].name);
                }
                /* A cluster event counts where the host does not make
                 * the tier no evidence. */
                if (e->tiers[i].verdict == KP_FAIL &&
                    (cluster_cause(p) || cluster_cause(c) ||
                     (i < r->n_tiers && r->tiers[i].events.n > 0 &&
                      !p->host_shared && !p->host_saturated &&
                      !c->host_shared && !c->host_saturated)))
                        m->cluster_cause_shown = 1;
        }
        /* The embedded cluster's own warning says it all already. */
        if (r->cluster.embedded) {
                kp_buf_free(&shared);
                kp_buf_free(&saturated);
                return;
        }
        if (shared.s)
                m->evidence_note =
                    mb_printf(b, MB_TR(b, RM_EVIDENCE_SHARED),
                              local && *local ? local : "?", shared.s);
        if (saturated.s) {
                char *x =
                    mb_printf(b, MB_TR(b, RM_EVIDENCE_SATURATED), saturated.s);
                if (m->evidence_note) {
                        char *both = mb_printf(b, "%s %s", m->evidence_note, x);
                        free(m->evidence_note);
                        free(x);
                        x = both;
                }
                m->evidence_note = x;
        }
        kp_buf_free(&shared);
        kp_buf_free(&saturated);
}

static void verdict_build(const mb *b, const kp_evaluation *e, kp_rmodel *m)
{
        m->verdict = e->verdict;
        m->verdict_text = mb_verdict_words(b, e->verdict);
        m->verdict_reason = "";
        m->aborted = e->run.code == KP_J_RUN_ABORTED;
        m->headline = "";
        for (size_t i = 0; i < e->n_tiers; i++) {
                m->tiers_passed += e->tiers[i].verdict == KP_PASS;
                m->tiers_failed += e->tiers[i].verdict == KP_FAIL;
                m->tiers_incomplete += e->tiers[i].verdict == KP_INCOMPLETE;
                m->tiers_inconclusive += e->tiers[i].verdict == KP_INCONCLUSIVE;
        }
        for (size_t i = 0; i < e->n_checks; i++) {
                m->checks_passed += e->checks[i].verdict == KP_PASS;
                m->checks_failed += e->checks[i].verdict == KP_FAIL;
        }
        m->capacity_short =
            e->x.present &&
            (e->x.capacity_kind == KP_CAP_NONE ||
             e->x.capacity_kind == KP_CAP_TRIALS || e->x.headroom < 1);
}

static void flags_build(const kp_results *r, const kp_evaluation *e,
                        kp_rmodel *m)
{
        for (size_t i = 0; i < r->n_tiers; i++) {
                const kp_tier *t = mb_spec(r, i);
                const kp_tier_result *tr = &r->tiers[i];
                m->has_sweeps |= t && t->sweep_group;
                m->has_parallel |= t && t->parallel_group;
                m->has_produce |= tr->produce.ran != 0;
                m->has_consume |= tr->consume.ran != 0;
                m->has_produce_errors |=
                    tr->produce.ran &&
                    (tr->produce.errors.n > 0 || tr->produce.failed ||
                     tr->produce.undelivered);
                m->has_incomplete_tiers |= tr->status != KP_TIER_COMPLETE;
                m->has_e2e |= tr->consume.ran && tr->consume.e2e.count > 0;
                m->has_consume_after |= tr->consume.ran && !tr->consume.during;
                m->has_search |= tr->search.ran;
                m->has_drain |= tr->consume.ran && tr->consume.backlog;
        }
        for (size_t i = 0; i < r->plan->n_tiers; i++) {
                const kp_tier *t = &r->plan->tiers[i];
                m->any_payload |= t->payload_file != NULL;
                m->any_keys |= t->key_mode != KP_KEYS_NONE;
                m->any_headers |= t->headers.n > 0;
        }
        m->has_description = r->plan->description && *r->plan->description;
        m->has_target = r->plan->target.present;
        m->has_criteria = r->plan->n_criteria > 0;
        m->has_risks = e->n_risks > 0;
        m->has_assumptions = e->x.n_assumptions > 0;
        m->has_trends = e->x.n_trends > 0;
        m->has_cluster_warnings = r->cluster.n_warnings > 0;
        m->has_approvers = r->plan->n_approvers > 0;
}

static void events_build(mb *b, const kp_rmodel *mm, kp_rmodel *m)
{
        m->events = mb_calloc(b, mm->n_tiers, sizeof(*m->events));
        for (size_t i = 0; m->events && i < mm->n_tiers; i++) {
                const kp_rm_tier *t = &mm->tiers[i];
                kp_rm_event_line *l;
                if (!t->n_events)
                        continue;
                l = &m->events[m->n_events++];
                l->tier = t->name;
                l->text = mb_strdup(b, t->events);
                l->count = t->n_events;
        }
}

/* Every delivery error code of the run once, in order of first
 * appearance, and each tier's count of each. */
static void error_codes_build(mb *b, const kp_results *r, kp_rmodel *m)
{
        size_t n = 0;
        for (size_t i = 0; i < r->n_tiers; i++)
                n += r->tiers[i].produce.errors.n;
        m->error_codes = mb_calloc(b, n, sizeof(*m->error_codes));
        for (size_t i = 0; m->error_codes && i < r->n_tiers; i++) {
                const kp_error_list *l = &r->tiers[i].produce.errors;
                for (size_t k = 0; k < l->n; k++) {
                        int seen = 0;
                        for (size_t q = 0; q < m->n_error_codes && !seen; q++)
                                seen = !strcmp(m->error_codes[q], l->v[k].code);
                        if (!seen)
                                m->error_codes[m->n_error_codes++] =
                                    mb_strdup(b, l->v[k].code);
                }
        }
        for (size_t i = 0; m->error_codes && i < m->n_tiers; i++) {
                const kp_error_list *l = &r->tiers[i].produce.errors;
                kp_rm_produce *p = &m->tiers[i].p;
                p->by_code =
                    mb_calloc(b, m->n_error_codes, sizeof(*p->by_code));
                for (size_t q = 0; p->by_code && q < m->n_error_codes; q++) {
                        uint64_t count = 0;
                        for (size_t k = 0; k < l->n; k++)
                                if (m->error_codes[q] &&
                                    !strcmp(m->error_codes[q], l->v[k].code))
                                        count += l->v[k].count;
                        mb_cell_count(b, &p->by_code[q], count);
                        if (count)
                                p->by_code[q].state = KP_RM_FAIL;
                }
        }
}

/* The glossary from the word catalog: a term and its meaning each. */
static void glossary_build(mb *b, kp_rmodel *m)
{
        static const kp_s words[KP_RM_GLOSSARY][2] = {
                { KP_S_GL_TIER, KP_S_GL_TIER_M },
                { KP_S_GL_PCT, KP_S_GL_PCT_M },
                { KP_S_GL_PERSEC, KP_S_GL_PERSEC_M },
                { KP_S_GL_ACKS, KP_S_GL_ACKS_M },
                { KP_S_GL_CORRECTED, KP_S_GL_CORRECTED_M },
                { KP_S_GL_SERVICE, KP_S_GL_SERVICE_M },
                { KP_S_GL_RTT, KP_S_GL_RTT_M },
                { KP_S_GL_IN_FLIGHT, KP_S_GL_IN_FLIGHT_M },
                { KP_S_GL_ISR, KP_S_GL_ISR_M },
                { KP_S_GL_RF, KP_S_GL_RF_M },
                { KP_S_GL_PP, KP_S_GL_PP_M },
                { KP_S_GL_MIB, KP_S_GL_MIB_M },
                { KP_S_GL_MSGS, KP_S_GL_MSGS_M },
                { KP_S_GL_MARGIN, KP_S_GL_MARGIN_M },
                { KP_S_GL_HEADROOM, KP_S_GL_HEADROOM_M },
                { KP_S_GL_BROKER, KP_S_GL_BROKER_M },
        };
        for (size_t i = 0; i < KP_RM_GLOSSARY; i++) {
                m->glossary[i].term = kp_tr(b->lang, words[i][0]);
                m->glossary[i].meaning = kp_tr(b->lang, words[i][1]);
        }
}

static void signoff_build(mb *b, const kp_plan *p, kp_rm_signoff *s)
{
        static const kp_s definitions[KP_RM_DECISIONS] = {
                KP_S_RM_DECISION_DEF_APPROVED, KP_S_RM_DECISION_DEF_CONDITIONS,
                KP_S_RM_DECISION_DEF_REJECTED, KP_S_RM_DECISION_DEF_NOT_VALID
        };
        s->decisions[0] = MB_TR(b, RM_DECISION_APPROVED);
        s->decisions[1] = MB_TR(b, RM_DECISION_CONDITIONS);
        s->decisions[2] = MB_TR(b, RM_DECISION_REJECTED);
        s->decisions[3] = MB_TR(b, RM_DECISION_NOT_VALID);
        s->choices =
            mb_printf(b, "%s / %s / %s / %s", s->decisions[0], s->decisions[1],
                      s->decisions[2], s->decisions[3]);
        for (size_t i = 0; i < KP_RM_DECISIONS; i++)
                s->definitions[i] =
                    mb_printf(b, MB_TR(b, RM_DECISION_LINE), s->decisions[i],
                              kp_tr(b->lang, definitions[i]));
        s->conditions_note =
            mb_printf(b, MB_TR(b, RM_CONDITIONS_NOTE), s->decisions[1]);
        s->prepared_by = p->prepared_by ? p->prepared_by : "";
        s->company = p->company ? p->company : "";
        s->approvers = mb_calloc(b, p->n_approvers, sizeof(*s->approvers));
        for (size_t i = 0; s->approvers && i < p->n_approvers; i++) {
                s->approvers[i].role =
                    p->approvers[i].role ? p->approvers[i].role : "";
                s->approvers[i].name =
                    p->approvers[i].name ? p->approvers[i].name : "";
                s->approvers[i].has_name =
                    p->approvers[i].name && *p->approvers[i].name;
                s->n_approvers = i + 1;
        }
}

int kp_rmodel_build(const kp_results *r, const kp_evaluation *e,
                    const char *results_sha256, kp_rmodel **out)
{
        kp_rmodel *m = calloc(1, sizeof(*m));
        mb b = { 0 };
        *out = NULL;
        if (!m)
                return -1;
        m->r = r;
        m->e = e;
        m->lang = r->plan->lang;
        b.lang = m->lang;
        b.r = r;
        meta_build(&b, r, m);
        m->labels.consume_rate = MB_TR(&b, RM_COL_CONSUME_RATE);
        m->labels.consume_mibps = MB_TR(&b, RM_COL_CONSUME_MIBPS);
        m->labels.fetch_rate = MB_TR(&b, RM_COL_FETCH_RATE);
        m->labels.fetch_mibps = MB_TR(&b, RM_COL_FETCH_MIBPS);
        verdict_build(&b, e, m);
        evidence_build(&b, r, e, m);
        flags_build(r, e, m);
        m->tiers = mb_calloc(&b, r->n_tiers, sizeof(*m->tiers));
        for (size_t i = 0; m->tiers && i < r->n_tiers; i++) {
                mb_tier_build(&b, r, e, i, &m->tiers[i]);
                m->n_tiers = i + 1;
        }
        error_codes_build(&b, r, m);
        m->checks = mb_calloc(&b, e->n_checks, sizeof(*m->checks));
        m->failed_checks = mb_calloc(&b, e->n_checks, sizeof(size_t));
        for (size_t i = 0; m->checks && m->failed_checks && i < e->n_checks;
             i++) {
                mb_check_build(&b, r, i, &e->checks[i], &m->checks[i]);
                m->n_checks = i + 1;
                if (e->checks[i].verdict == KP_FAIL ||
                    e->checks[i].verdict == KP_INCOMPLETE)
                        m->failed_checks[m->n_failed_checks++] = i;
        }
        m->criteria = mb_calloc(&b, r->plan->n_criteria, sizeof(*m->criteria));
        for (size_t i = 0; m->criteria && i < r->plan->n_criteria; i++) {
                mb_criterion_build(&b, i, &r->plan->criteria[i],
                                   &m->criteria[i]);
                m->n_criteria = i + 1;
        }
        mb_rig_words_build(&b, e, m);
        mb_extrap_build(&b, r, e, &m->x);
        m->verdict_reason = m->verdict_reason_own = kp_rm_verdict_words(
            m->lang, r, e,
            e->first_unjudged < m->n_checks ? m->checks[e->first_unjudged].note
                                            : NULL);
        if (!m->verdict_reason)
                b.oom = 1;
        if (m->x.headline)
                m->headline = m->x.headline;
        mb_env_build(&b, r, results_sha256, &m->env);
        mb_client_build(&b, r, e, m);
        mb_front_build(&b, m);
        mb_signed_for_build(&b, m);
        mb_stored_verdict_build(&b, m);
        mb_brokers_build(&b, r, e, m);
        mb_rows_build(&b, r, m);
        signoff_build(&b, r->plan, &m->signoff);
        glossary_build(&b, m);
        events_build(&b, m, m);
        mb_charts_build(&b, r, e, m);
        for (size_t i = 0; i < m->n_tiers; i++)
                m->tiers[i].search.chart_knee = m->tiers[i].search.chart_rates =
                    m->n_charts;
        for (size_t k = 0; k < m->n_charts; k++) {
                const kp_rm_chart *c = &m->charts[k];
                if (c->tier >= m->n_tiers)
                        continue;
                if (c->kind == KP_CH_SEARCH_KNEE)
                        m->tiers[c->tier].search.chart_knee = k;
                else if (c->kind == KP_CH_SEARCH_RATES)
                        m->tiers[c->tier].search.chart_rates = k;
        }
        mb_client_link_charts(&b, m);
        mb_sweeps_build(&b, r, e, m);
        mb_groups_build(&b, r, e, m);
        mb_windows_build(&b, r, e, m);
        if (b.oom) {
                kp_rmodel_destroy(m);
                return -1;
        }
        *out = m;
        return 0;
}

void kp_rmodel_destroy(kp_rmodel *m)
{
        if (!m)
                return;
        free(m->verdict_reason_own);
        free(m->verdict_fix);
        free(m->signed_for);
        free(m->verdict_stored);
        for (size_t i = 0; i < KP_RM_DECISIONS; i++)
                free(m->signoff.definitions[i]);
        free(m->evidence_note);
        free(m->rehearsal_scale);
        free(m->rehearsal_percent);
        free(m->rehearsal_note);
        mb_cell_free(&m->plan_messages);
        free(m->run_start);
        free(m->run_finish);
        free(m->run_duration);
        free(m->run_status_line);
        mb_kv_free(&m->plan_topic_config);
        mb_client_free(m);
        for (size_t i = 0; i < m->n_tiers; i++) {
                if (m->tiers[i].p.by_code)
                        for (size_t q = 0; q < m->n_error_codes; q++)
                                mb_cell_free(&m->tiers[i].p.by_code[q]);
                free(m->tiers[i].p.by_code);
                mb_tier_free(&m->tiers[i]);
        }
        free(m->tiers);
        mb_strs_free(m->error_codes, m->n_error_codes);
        for (size_t i = 0; i < m->n_checks; i++)
                mb_check_free(&m->checks[i]);
        free(m->checks);
        free(m->failed_checks);
        for (size_t i = 0; i < m->n_criteria; i++) {
                mb_cell_free(&m->criteria[i].threshold);
                free(m->criteria[i].tiers);
                free(m->criteria[i].applies);
        }
        free(m->criteria);
        mb_front_free(m);
        mb_extrap_free(&m->x);
        mb_brokers_free(m);
        mb_env_free(&m->env);
        free(m->signoff.approvers);
        free(m->signoff.choices);
        free(m->signoff.conditions_note);
        for (size_t i = 0; i < m->n_events; i++)
                free(m->events[i].text);
        free(m->events);
        mb_charts_free(m);
        mb_sweeps_free(m);
        mb_groups_free(m);
        mb_windows_free(m);
        free(m);
}
