/*
 * The report model's checks and criteria (model_priv.h): each check of
 * the evaluation with its margin in words and its note, and each
 * criterion of the plan as the reports list it.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/units.h"
#include "base/util.h"
#include "evaluate/metric_value.h"
#include "report/model/format.h"
#include "report/model/model.h"
#include "report/model/tier_reason_words.h"
#include "report/model/model_priv.h"

/* How the workbook formats each metric of a tier (its Produce and
 * Consume sheets). */
kp_rm_fmt mb_metric_fmt(kp_metric_id id)
{
        const kp_metric *m = kp_metric_get(id);
        if (!m || strcmp(m->unit, "ms") == 0 || strcmp(m->unit, "s") == 0)
                return KP_RM_MS;
        if (strcmp(m->unit, "msg/s") == 0)
                return KP_RM_DEC1;
        if (strcmp(m->unit, "MiB/s") == 0)
                return KP_RM_DEC2;
        if (strcmp(m->unit, "messages") == 0)
                return KP_RM_INT;
        return m->share ? KP_RM_PCT : KP_RM_RATIO;
}

/* ---- checks and criteria ------------------------------------------------- */

/* The margin in words (kp_rm_check.margin_words): its size, and on which
 * side of the limit the value is. */
static void margin_words(mb *b, const kp_check *k, kp_rm_check *c)
{
        char s[96];
        if (!isfinite(k->margin))
                return;
        if (strcmp(k->unit, "ratio") == 0) {
                char n[64];
                kp_rfmt_pp(n, sizeof(n), fabs(k->margin) * 100);
                snprintf(s, sizeof(s), MB_TR(b, RM_PP), n);
        } else {
                kp_rfmt_metric(s, sizeof(s), k->unit, fabs(k->margin), 0);
        }
        c->margin_abs = mb_strdup(b, s);
        /* Room to spare is the margin's size, a verdict column away
         * from its PASS; a failure says on which side of the limit. */
        if (k->margin > 0) {
                c->margin_side = KP_RM_MARGIN_SPARE;
                c->margin_words = mb_strdup(b, s);
        } else if (k->margin == 0) {
                c->margin_side = KP_RM_MARGIN_AT;
                c->margin_words = mb_strdup(b, s);
        } else if (k->cmp == KP_CMP_LE || k->cmp == KP_CMP_LT) {
                c->margin_side = KP_RM_MARGIN_OVER;
                c->margin_words = mb_printf(b, MB_TR(b, RM_MARGIN_OVER), s);
        } else {
                c->margin_side = KP_RM_MARGIN_UNDER;
                c->margin_words = mb_printf(b, MB_TR(b, RM_MARGIN_UNDER), s);
        }
}

/* What a tier lacks to measure a metric (plan/criterion.h), in the
 * builder's language. */
static const char *misfit_note(const mb *b, kp_misfit why)
{
        switch (why) {
        case KP_MISFIT_UNLIMITED:
                return MB_TR(b, RM_NOTE_UNLIMITED);
        case KP_MISFIT_NO_CONSUMER:
                return MB_TR(b, RM_NOTE_NO_CONSUMER);
        case KP_MISFIT_AFTER:
                return MB_TR(b, RM_NOTE_E2E_AFTER);
        case KP_MISFIT_NOT_SEARCH:
                return MB_TR(b, RM_NOTE_NOT_SEARCH);
        case KP_MISFIT_NO_SOAK:
                return MB_TR(b, RM_NOTE_NO_SOAK);
        case KP_MISFIT_NOT_BACKLOG:
                return MB_TR(b, RM_NOTE_NOT_BACKLOG);
        case KP_MISFIT_AGGREGATE:
                return MB_TR(b, RM_NOTE_AGGREGATE);
        case KP_FITS:
                break;
        }
        return MB_TR(b, RM_NOTE_NOT_MEASURED);
}

/* The seconds a rate was averaged over: "8.8 ms" under a second, "0.169
 * s" would read as a typo for 169 s in a table. */
static const char *window_words(char *out, size_t size, double s)
{
        char n[64];
        if (s < 1)
                snprintf(out, size, "%s ms",
                         kp_rfmt_fixed(n, sizeof(n), s * 1000, 1));
        else
                snprintf(out, size, "%s s", kp_rfmt_fixed(n, sizeof(n), s, 2));
        return out;
}

char *kp_rm_abort_words(kp_lang l, const kp_plan *p, const kp_abort_stop *a)
{
        const kp_criterion *c =
            a->criterion < p->n_criteria ? &p->criteria[a->criterion] : NULL;
        const kp_metric *m = c ? kp_metric_find(c->metric) : NULL;
        char lim[96], val[64], at[32], plan[32], f[32];
        char *s = NULL;
        int n;
        if (!m)
                return strdup(a->reason ? a->reason : "");
        snprintf(lim, sizeof(lim), "%s %g %s", kp_cmp_str(c->cmp), c->threshold,
                 m->unit);
        snprintf(val, sizeof(val), "%.6g", a->value);
        kp_fmt_duration(at, sizeof(at), a->at_s);
        if (a->planned_s > 0)
                kp_fmt_duration(plan, sizeof(plan), a->planned_s);
        else
                snprintf(plan, sizeof(plan), "%s",
                         kp_tr(l, KP_S_RM_NOTE_ABORT_UNLIMITED));
        if (kp_metric_early_judge(m->id, NULL) == KP_EARLY_COUNT)
                n = asprintf(&s, kp_tr(l, KP_S_RM_NOTE_ABORT_COUNT), m->name,
                             lim, val, m->unit, at, plan);
        else if (isfinite(a->for_s))
                n = asprintf(&s, kp_tr(l, KP_S_RM_NOTE_ABORT_ROLLING), m->name,
                             lim, val, m->unit,
                             kp_fmt_duration(f, sizeof(f), a->for_s), at, plan);
        else
                n = asprintf(&s, kp_tr(l, KP_S_RM_NOTE_ABORT_LAST), m->name,
                             lim, val, m->unit, at, plan);
        return n < 0 ? NULL : s;
}

char *kp_rm_capacity_words(kp_lang l, const kp_capacity_fail *v, size_t n)
{
        static const char *const sym[] = { "≤", "<", "≥", ">" };
        kp_buf b = { 0 };
        for (size_t i = 0; i < n; i++) {
                const kp_capacity_fail *f = &v[i];
                int ratio = f->unit && strcmp(f->unit, "ratio") == 0;
                const char *sp = ratio ? "" : " ", *u = ratio ? "" : f->unit;
                if (i)
                        kp_buf_puts(&b, kp_tr(l, KP_S_RM_CAP_SEP));
                switch (f->code) {
                case KP_CAP_NOTHING_MEASURED:
                        kp_buf_puts(&b, kp_tr(l, KP_S_RM_CAP_NOTHING));
                        break;
                case KP_CAP_UNDELIVERED:
                        kp_buf_printf(&b, kp_tr(l, KP_S_RM_CAP_UNDELIVERED),
                                      (unsigned long long)f->lost,
                                      (unsigned long long)f->sent);
                        break;
                case KP_CAP_UNDER_RATE:
                        kp_buf_printf(&b, kp_tr(l, KP_S_RM_CAP_UNDER_RATE),
                                      f->achieved, f->min_ratio * 100, f->rate);
                        break;
                case KP_CAP_CRITERION:
                        kp_buf_printf(&b, kp_tr(l, KP_S_RM_CAP_CRITERION),
                                      f->metric, f->value, sp, u,
                                      sym[f->c->cmp], f->c->threshold, sp, u);
                        break;
                case KP_CAP_WINDOWS:
                        kp_buf_printf(&b, kp_tr(l, KP_S_RM_CAP_WINDOWS),
                                      f->metric, f->value, sp, u, f->window_s,
                                      f->failed, f->judged, sym[f->c->cmp],
                                      f->c->threshold, sp, u);
                        break;
                }
        }
        if (b.oom) {
                kp_buf_free(&b);
                return NULL;
        }
        return b.s ? b.s : strdup("");
}

/* Why a check is N/A or incomplete, or what stopped its tier early, in
 * the builder's language, from the rule the evaluation recorded
 * (kp_check.why, misfit, aborted); a tier's own reason (from the run)
 * worded from its code. NULL when there is none; a sentence made here is
 * also set in *own, for the caller to free. */
static const char *check_note(mb *b, const kp_results *r, const kp_check *k,
                              const kp_metric *m, char **own)
{
        const kp_tier_result *tr = NULL;
        for (size_t i = 0; i < r->n_tiers && !tr; i++)
                if (!strcmp(r->tiers[i].name, k->tier))
                        tr = &r->tiers[i];
        switch (k->why) {
        case KP_WHY_JUDGED:
                if (k->aborted && tr && tr->abort.stopped) {
                        *own = kp_rm_abort_words(b->lang, r->plan, &tr->abort);
                        if (!*own)
                                b->oom = 1;
                        return *own;
                }
                return NULL;
        case KP_WHY_MISFIT:
                if (k->verdict == KP_INCOMPLETE)
                        return *own = mb_printf(b, MB_TR(b, RM_NOTE_NAMED),
                                                misfit_note(b, k->misfit));
                return misfit_note(b, k->misfit);
        case KP_WHY_TIER:
                if (tr && (*own = kp_tier_reason_words(b->lang, tr)))
                        return *own;
                return MB_TR(b, RM_NOTE_NOT_COMPLETE);
        case KP_WHY_NO_MEASURED:
                return MB_TR(b, RM_NOTE_NO_MEASURED);
        case KP_WHY_NOT_RUN:
                return m && m->id <= KP_M_PRODUCE_ERROR_RATIO
                           ? MB_TR(b, RM_NOTE_PRODUCE_NOT_RUN)
                           : MB_TR(b, RM_NOTE_CONSUME_NOT_RUN);
        case KP_WHY_NOTHING_SENT:
                return MB_TR(b, RM_NOTE_NOTHING_SENT);
        case KP_WHY_BY_OFFSET:
                return MB_TR(b, RM_NOTE_BY_OFFSET);
        case KP_WHY_NOT_FOUND:
                return MB_TR(b, RM_NOTE_NOT_FOUND);
        case KP_WHY_NOT_SUSTAINED:
                return MB_TR(b, RM_NOTE_NOT_SUSTAINED);
        case KP_WHY_NOT_DRAINED:
                return MB_TR(b, RM_NOTE_NOT_DRAINED);
        case KP_WHY_WITHIN_ERROR: {
                char v[96], w[64], d[64], lo[96], hi[96];
                const kp_rate_bounds *q = &k->rate;
                const char *what = q->end == KP_RATE_END_RTT
                                       ? MB_TR(b, RM_RATE_END_RTT)
                                   : q->end == KP_RATE_END_INTERVAL
                                       ? MB_TR(b, RM_RATE_END_INTERVAL)
                                   : q->end == KP_RATE_END_UNRECORDED
                                       ? MB_TR(b, RM_RATE_END_UNRECORDED)
                                       : MB_TR(b, RM_RATE_END_GRAIN);
                kp_rfmt_metric(v, sizeof(v), k->unit, q->value, 0);
                window_words(w, sizeof(w), q->window_s);
                window_words(d, sizeof(d), q->end_error_s);
                kp_rfmt_metric(lo, sizeof(lo), k->unit, q->low, 0);
                if (!isfinite(q->high))
                        return *own = mb_printf(
                                   b, MB_TR(b, RM_NOTE_WITHIN_ERROR_OPEN), v, w,
                                   d, what, lo);
                kp_rfmt_metric(hi, sizeof(hi), k->unit, q->high, 0);
                return *own = mb_printf(b, MB_TR(b, RM_NOTE_WITHIN_ERROR), v, w,
                                        d, what, lo, hi);
        }
        }
        return NULL;
}

char *kp_rm_check_note(kp_lang lang, const kp_results *r, const kp_check *k)
{
        mb b = { 0, lang, r };
        char *own = NULL;
        const char *s = check_note(&b, r, k, kp_metric_find(k->metric), &own);
        if (own || !s || b.oom)
                return own;
        return strdup(s);
}

/* A criterion's threshold in unit, as its values are shown (fmt); a
 * percentage with the digits the threshold needs. */
static void threshold_cell(mb *b, kp_rm_cell *c, const char *unit,
                           double threshold, kp_rm_fmt fmt)
{
        char s[128];
        mb_cell_num(
            b, c, kp_rfmt_metric(s, sizeof(s), unit, threshold, 1), threshold,
            fmt == KP_RM_PCT ? mb_fmt_digits(unit, threshold, KP_RM_PCT) : fmt);
}

void mb_check_build(mb *b, const kp_results *r, size_t index, const kp_check *k,
                    kp_rm_check *c)
{
        const kp_metric *m = kp_metric_find(k->metric);
        const kp_tier *t = kp_plan_tier(r->plan, k->tier);
        char s[128];
        c->index = index + 1;
        c->tier = k->tier;
        c->metric = k->metric;
        c->words = kp_rm_metric_words_in(b->lang, k->metric);
        c->unit = k->unit;
        c->definition = kp_rm_metric_definition_in(b->lang, k->metric);
        c->op = kp_cmp_str(k->cmp);
        c->op_symbol = kp_rfmt_op_symbol(k->cmp);
        c->op_words = mb_op_words(b, k->cmp);
        c->threshold_number = k->threshold;
        c->value_fmt = m ? mb_metric_fmt(m->id) : mb_fmt_for_unit(k->unit);
        /* A ratio is a percentage in every writer, and its margin is in
         * percentage points (docs/metrics.md). */
        if (strcmp(k->unit, "ratio") == 0)
                c->value_fmt = KP_RM_PCT;
        c->fmt_unit = c->value_fmt == KP_RM_PCT ? "%" : k->unit;
        threshold_cell(b, &c->threshold, k->unit, k->threshold, c->value_fmt);
        c->has_value = k->has_value;
        c->within_error = k->why == KP_WHY_WITHIN_ERROR;
        if (k->has_value) {
                int ratio = strcmp(k->unit, "ratio") == 0;
                mb_cell_num(b, &c->value,
                            kp_rfmt_metric(s, sizeof(s), k->unit, k->value, 0),
                            k->value,
                            mb_fmt_digits(k->unit, k->value, c->value_fmt));
                c->value.state = kp_rm_state_of(k->verdict);
                mb_cell_num(b, &c->margin,
                            kp_rfmt_margin(s, sizeof(s), k->unit, k->margin),
                            ratio ? k->margin * 100 : k->margin,
                            ratio ? KP_RM_PP
                                  : mb_fmt_digits(k->unit, fabs(k->margin),
                                                  c->value_fmt));
                /* A percentage of the limit reads while it is of the
                 * limit's size; -6,745.4% says less than "337.27 ms over
                 * the limit". */
                if (k->threshold != 0 && strcmp(k->unit, "ratio") != 0 &&
                    fabs(k->margin_pct) <= 1000) {
                        char n[64];
                        kp_rfmt_fixed(n, sizeof(n), k->margin_pct, 1);
                        snprintf(s, sizeof(s), "%s%s%%",
                                 k->margin_pct > 0 ? "+" : "", n);
                        mb_cell_num(b, &c->margin_pct, s, k->margin_pct,
                                    KP_RM_GEN);
                        kp_rfmt_fixed(n, sizeof(n), fabs(k->margin_pct), 1);
                        c->margin_pct_abs = mb_printf(b, "%s%%", n);
                } else {
                        mb_cell_num(b, &c->margin_pct, "", k->margin_pct,
                                    KP_RM_GEN);
                }
                margin_words(b, k, c);
        } else {
                mb_cell_num(b, &c->value, "", NAN, c->value_fmt);
                mb_cell_num(b, &c->margin, "", NAN, c->value_fmt);
                mb_cell_num(b, &c->margin_pct, "", NAN, KP_RM_GEN);
        }
        if (!c->margin_words)
                c->margin_words = mb_strdup(b, "");
        if (!c->margin_abs)
                c->margin_abs = mb_strdup(b, "");
        if (!c->margin_pct_abs)
                c->margin_pct_abs = mb_strdup(b, "");
        if (k->has_value && c->value.text && c->threshold.text &&
            c->margin_pct.text && c->margin_words)
                c->gate = c->margin_pct.text[0]
                              ? mb_printf(b, MB_TR(b, RM_GATE_PCT), c->words,
                                          c->value.text, c->op_symbol,
                                          c->threshold.text, c->margin_words,
                                          c->margin_pct.text)
                              : mb_printf(b, MB_TR(b, RM_GATE), c->words,
                                          c->value.text, c->op_symbol,
                                          c->threshold.text, c->margin_words);
        if (!c->gate)
                c->gate = mb_strdup(b, "");
        c->verdict = k->verdict;
        c->verdict_text = mb_verdict_words(b, k->verdict);
        c->na_unlimited =
            k->verdict == KP_NA && m && m->fixed_rate_only && t && t->rate <= 0;
        c->note = check_note(b, r, k, m, &c->note_own);
}

void mb_check_free(kp_rm_check *c)
{
        mb_cell_free(&c->threshold);
        mb_cell_free(&c->value);
        mb_cell_free(&c->margin);
        mb_cell_free(&c->margin_pct);
        free(c->margin_words);
        free(c->margin_abs);
        free(c->margin_pct_abs);
        free(c->gate);
        free(c->note_own);
        free(c->rig_words);
}

void mb_criterion_build(mb *b, size_t i, const kp_criterion *cr,
                        kp_rm_criterion *c)
{
        const kp_metric *m = kp_metric_find(cr->metric);
        kp_buf tiers = { 0 }, applies = { 0 };
        c->index = i + 1;
        c->metric = cr->metric;
        c->definition = kp_rm_metric_definition_in(b->lang, cr->metric);
        c->words = kp_rm_metric_words_in(b->lang, cr->metric);
        c->unit = m ? m->unit : "";
        c->value_fmt = m ? mb_metric_fmt(m->id) : KP_RM_GEN;
        if (strcmp(c->unit, "ratio") == 0)
                c->value_fmt = KP_RM_PCT;
        c->fmt_unit = c->value_fmt == KP_RM_PCT ? "%" : c->unit;
        c->op = kp_cmp_str(cr->cmp);
        c->op_symbol = kp_rfmt_op_symbol(cr->cmp);
        c->op_words = mb_op_words(b, cr->cmp);
        threshold_cell(b, &c->threshold, c->unit, cr->threshold, c->value_fmt);
        c->all_tiers = cr->n_tiers == 0;
        c->aggregate = cr->aggregate;
        for (size_t k = 0; k < cr->n_tiers; k++)
                kp_buf_printf(&tiers, "%s%s", k ? ", " : "", cr->tiers[k]);
        kp_buf_puts(&applies, tiers.s ? tiers.s : MB_TR(b, RM_EVERY_TIER));
        if (cr->aggregate)
                kp_buf_puts(&applies, MB_TR(b, RM_AGGREGATE));
        c->tiers = mb_take(b, &tiers);
        c->applies = mb_take(b, &applies);
}

/* ---- criteria on a value --------------------------------------------------
 */

/* mb_judge_metric(): the checks of one metric (or of either of two: also, or
 * NULL) on one tier: the worst verdict (FAIL, then INCOMPLETE, PASS, N/A) and a
 * line describing each. */
void mb_judge_metric(mb *b, const kp_evaluation *e, const char *tier,
                     const char *metric, const char *also, kp_rm_cell *c)
{
        static const int rank[KP_RM__STATES] = { 0, 2, 4, 3, 1 };
        kp_buf comment = { 0 };
        kp_rm_state worst = KP_RM_PLAIN;
        for (size_t i = 0; i < e->n_checks; i++) {
                const kp_check *k = &e->checks[i];
                kp_rm_state s;
                /* A check per window judges its windows, not the
                 * tier's figure (the reports' own section of them). */
                if (strcmp(k->tier, tier) != 0 ||
                    (strcmp(k->metric, metric) != 0 &&
                     (!also || strcmp(k->metric, also) != 0)) ||
                    k->windowed)
                        continue;
                s = kp_rm_state_of(k->verdict);
                if (rank[s] > rank[worst])
                        worst = s;
                if (comment.len)
                        kp_buf_putc(&comment, '\n');
                kp_buf_printf(&comment, "%s: %s %s %g %s",
                              mb_verdict_words(b, k->verdict), k->metric,
                              kp_cmp_str(k->cmp), k->threshold, k->unit);
                if (k->verdict == KP_PASS || k->verdict == KP_FAIL)
                        kp_buf_printf(&comment, MB_TR(b, RM_MARGIN), k->margin,
                                      k->unit);
                if (b->r && (k->why != KP_WHY_JUDGED || k->aborted)) {
                        char *note = kp_rm_check_note(b->lang, b->r, k);
                        if (note && *note)
                                kp_buf_printf(&comment, " (%s)", note);
                        free(note);
                }
        }
        c->state = worst;
        if (worst != KP_RM_PLAIN)
                c->comment = mb_take(b, &comment);
        else
                kp_buf_free(&comment);
}

void mb_judge(mb *b, const kp_evaluation *e, const char *tier, kp_metric_id id,
              kp_rm_cell *c)
{
        mb_judge_metric(b, e, tier, kp_metric_get(id)->name, NULL, c);
}
