#include "report/model/compare_view.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "report/model/format.h"
#include "report/model/model_priv.h"
#include "report/model/view.h"

static void run_build(kp_cv_run *x, const kp_results *r, const char *path)
{
        x->path = path;
        x->run_id = r->run_id ? r->run_id : "";
        x->plan = r->plan->name;
        x->plan_sha256 = r->plan_sha256;
        x->started = r->started_at;
        x->finished = r->finished_at;
        x->status = r->status ? r->status : "";
        x->embedded = r->cluster.embedded;
        x->cluster = r->cluster.embedded    ? "embedded mock cluster"
                     : r->cluster.bootstrap ? r->cluster.bootstrap
                                            : "";
        x->kplan_version = r->kplan_version ? r->kplan_version : "";
        x->tiers = r->n_tiers;
}

static void row_build(mb *b, const kp_comparison *c, const kp_compare_tier *t,
                      const kp_compare_row *r, kp_cv_row *x)
{
        char s[96];
        const char *unit = r->metric->unit;
        x->tier = t->name;
        x->metric = r->metric->name;
        x->unit = unit;
        x->direction = r->metric->higher_is_better ? "higher" : "lower";
        x->a = mb_strdup(b, kp_rfmt_metric(s, sizeof(s), unit, r->a, 0));
        x->b = mb_strdup(b, kp_rfmt_metric(s, sizeof(s), unit, r->b, 0));
        kp_rfmt_metric(s, sizeof(s), unit, r->delta, 0);
        x->delta = r->delta > 0 ? mb_printf(b, "+%s", s) : mb_strdup(b, s);
        if (isfinite(r->ratio))
                x->ratio = mb_printf(b, "%.3f", r->ratio);
        else
                x->ratio = mb_strdup(b, "");
        x->change = mb_strdup(b, kp_rfmt_change(s, sizeof(s), r->a, r->b));
        x->a_raw = r->a;
        x->b_raw = r->b;
        x->delta_raw = r->delta;
        x->ratio_raw = r->ratio;
        x->worse_pct = r->worse_pct;
        x->change_frac = r->a != 0 ? (r->b - r->a) / fabs(r->a) : NAN;
        x->change_word = r->a != 0 ? NULL : r->b == 0 ? "no change" : "from 0";
        x->fmt = mb_fmt_for_unit(unit);
        x->worse = r->worse_pct > 0;
        x->better = r->worse_pct < 0;
        x->gated = r->gated;
        x->regression = r->regression;
        x->worse_not_gated = !r->gated && r->worse_pct > c->threshold_pct;
        x->result = r->regression      ? "REGRESSION"
                    : r->worse_pct < 0 ? "better"
                    : r->worse_pct > 0 ? "worse"
                                       : "same";
        x->gate =
            mb_printf(b, "B %s against A %s: %s, %s", x->b, x->a, x->change,
                      r->regression ? "worse than A by more than the threshold"
                      : x->worse_not_gated
                          ? "worse than A beyond the threshold, not gated"
                      : r->worse_pct < 0 ? "better than A"
                      : r->worse_pct > 0 ? "worse than A, within the threshold"
                                         : "the same as A");
}

/* A setting's name as the comparison shows it: log.dirs by its count. */
static const char *diff_name(const char *name)
{
        return strcmp(name, KP_DIFF_LOG_DIRS) == 0 ? "log.dirs (directories)"
                                                   : name;
}

static const char *diff_kind(kp_compare_diff_kind k)
{
        switch (k) {
        case KP_DIFF_BROKER_SETTING:
                return "broker setting";
        case KP_DIFF_KAFKA_RELEASE:
                return "broker version (inferred)";
        default:
                return "declared hosts";
        }
}

static void diffs_build(mb *bb, const kp_comparison *c, kp_cmodel *m)
{
        kp_buf s = { 0 };
        m->diffs = mb_calloc(bb, c->n_diffs, sizeof(*m->diffs));
        for (size_t i = 0; m->diffs && i < c->n_diffs; i++) {
                const kp_compare_diff *d = &c->diffs[i];
                m->diffs[i].kind = diff_kind(d->kind);
                m->diffs[i].name = diff_name(d->name);
                m->diffs[i].a = d->a;
                m->diffs[i].b = d->b;
                m->n_diffs = i + 1;
        }
        if (c->n_diffs) {
                kp_buf_printf(&s, "%zu setting%s differ%s between the runs (",
                              c->n_diffs, c->n_diffs == 1 ? "" : "s",
                              c->n_diffs == 1 ? "s" : "");
                for (size_t i = 0; i < c->n_diffs && i < 5; i++)
                        kp_buf_printf(&s, "%s%s%s", i ? ", " : "",
                                      c->diffs[i].kind == KP_DIFF_HOSTS
                                          ? "declared hosts: "
                                          : "",
                                      diff_name(c->diffs[i].name));
                if (c->n_diffs > 5)
                        kp_buf_printf(&s, " and %zu more", c->n_diffs - 5);
                kp_buf_printf(&s, "): %s of the differences measured.",
                              c->n_diffs == 1 ? "a possible cause"
                                              : "possible causes");
        }
        m->causes = mb_take(bb, &s);
        /* In the workbook's language, as its label. */
        m->settings_missing = c->settings == KP_SETTINGS_NONE_IN_A   ? "A"
                              : c->settings == KP_SETTINGS_NONE_IN_B ? "B"
                                                                     : "";
        if (*m->settings_missing)
                m->diffs_note = m->diffs_note_own =
                    mb_printf(bb, kp_tr(m->lang, KP_S_CV_NO_SETTINGS),
                              m->settings_missing);
        else
                m->diffs_note = "";
}

/* Why a tier in both runs has no metric compared (t->gap) in language
 * l, or NULL when it has some. */
static const char *gap_words(kp_lang l, const kp_compare_tier *t)
{
        switch (t->gap) {
        case KP_CMP_GAP_NEITHER:
                return kp_tr(l, KP_S_CV_GAP_NEITHER);
        case KP_CMP_GAP_IN_A:
                return kp_tr(l, KP_S_CV_GAP_IN_A);
        case KP_CMP_GAP_IN_B:
                return kp_tr(l, KP_S_CV_GAP_IN_B);
        case KP_CMP_GAP_NOT_BOTH:
                return kp_tr(l, KP_S_CV_GAP_NOT_BOTH);
        case KP_CMP_GAP_NONE:
                break;
        }
        return NULL;
}

/* Why a tier in both runs was not judged, or "": in English, as the
 * verdict line of stdout it is part of. */
static char *why_unjudged(mb *bb, const kp_compare_tier *t)
{
        kp_buf s = { 0 };
        if (t->inconclusive) {
                kp_buf_printf(&s,
                              "INCONCLUSIVE in %s (the test rig, not the "
                              "cluster, was its limit): not comparable",
                              t->inconclusive == 3   ? "both runs"
                              : t->inconclusive == 1 ? "run A"
                                                     : "run B");
                return mb_take(bb, &s);
        }
        if (t->n_rows == 0) {
                /* Nothing compared: the note says which run lacks it. */
                const char *gap = gap_words(KP_LANG_EN, t);
                kp_buf_puts(&s, gap ? gap : "not compared");
                return mb_take(bb, &s);
        }
        for (size_t i = 0; i < t->n_unmeasured; i++)
                kp_buf_printf(&s, "%s%s", i ? ", " : "not measured in B: ",
                              t->unmeasured[i]->name);
        return mb_take(bb, &s);
}

/* Everything the comparison did not judge, in one sentence, or "". */
static char *incomplete_line(mb *bb, const kp_comparison *c)
{
        kp_buf s = { 0 };
        const char *sep = "";
        if (c->no_common) {
                kp_buf_puts(&s, "no tier of run A is in run B: nothing was "
                                "compared");
                sep = "; ";
        }
        if (c->n_only_a) {
                kp_buf_printf(&s, "%s%zu tier%s of A not in B (", sep,
                              c->n_only_a, c->n_only_a == 1 ? "" : "s");
                for (size_t i = 0; i < c->n_only_a; i++)
                        kp_buf_printf(&s, "%s%s", i ? ", " : "", c->only_a[i]);
                kp_buf_puts(&s, ")");
                sep = "; ";
        }
        for (size_t i = 0; i < c->n_tiers; i++) {
                const kp_compare_tier *t = &c->tiers[i];
                char *why;
                if (!t->unjudged)
                        continue;
                why = why_unjudged(bb, t);
                kp_buf_printf(&s, "%s%s %s: %s", sep,
                              t->aggregate ? "parallel group" : "tier", t->name,
                              why ? why : "");
                free(why);
                sep = "; ";
        }
        return mb_take(bb, &s);
}

int kp_cmodel_build(const kp_comparison *c, const kp_results *a,
                    const kp_results *b, const char *path_a, const char *path_b,
                    kp_cmodel **out)
{
        kp_cmodel *m = calloc(1, sizeof(*m));
        mb bb = { 0 };
        *out = NULL;
        if (!m)
                return -1;
        run_build(&m->a, a, path_a);
        run_build(&m->b, b, path_b);
        m->embedded = a->cluster.embedded || b->cluster.embedded;
        m->lang = b->plan ? b->plan->lang : KP_LANG_EN;
        m->embedded_runs = a->cluster.embedded && b->cluster.embedded
                               ? "A and B"
                           : a->cluster.embedded ? "A"
                           : b->cluster.embedded ? "B"
                                                 : "";
        m->same_plan = strcmp(a->plan_sha256, b->plan_sha256) == 0;
        m->only_a_note = "a tier of A that B does not have: not compared";
        m->threshold = mb_printf(&bb, "%g%%", c->threshold_pct);
        m->threshold_raw = c->threshold_pct;
        m->min_ms = mb_printf(&bb, "%g ms", c->min_ms);
        m->min_ms_raw = c->min_ms;
        m->n_regressions = c->n_regressions;
        m->outcome = c->verdict;
        m->incomplete = c->incomplete;
        m->incomplete_line = incomplete_line(&bb, c);
        m->verdict_word = c->verdict == KP_COMPARE_REGRESSION ? "REGRESSION"
                          : c->verdict == KP_COMPARE_INCOMPLETE
                              ? "INCOMPLETE"
                              : "no regression";
        if (c->verdict == KP_COMPARE_REGRESSION)
                m->verdict = mb_printf(
                    &bb,
                    "REGRESSION: %zu metric%s of B worse "
                    "than A by more than %g%%%s%s",
                    c->n_regressions, c->n_regressions == 1 ? "" : "s",
                    c->threshold_pct, c->incomplete ? "; not judged: " : "",
                    c->incomplete ? m->incomplete_line : "");
        else if (c->verdict == KP_COMPARE_INCOMPLETE)
                m->verdict = mb_printf(&bb,
                                       "INCOMPLETE: not judged: %s; no gated "
                                       "metric compared is worse than A by "
                                       "more than %g%%, but what was not "
                                       "compared is no pass",
                                       m->incomplete_line, c->threshold_pct);
        else
                m->verdict = mb_printf(&bb,
                                       "no regression: no gated metric of B "
                                       "worse than A by more than %g%%",
                                       c->threshold_pct);
        m->verdict_line = mb_printf(
            &bb,
            "%zu metric%s of B worse than A by more than %g%%; %zu tier%s "
            "only in A, %zu only in B%s%s.",
            c->n_regressions, c->n_regressions == 1 ? "" : "s",
            c->threshold_pct, c->n_only_a, c->n_only_a == 1 ? "" : "s",
            c->n_only_b, c->incomplete ? ". Not judged: " : "",
            c->incomplete ? m->incomplete_line : "");
        m->tiers = mb_calloc(&bb, c->n_tiers, sizeof(*m->tiers));
        for (size_t i = 0; m->tiers && i < c->n_tiers; i++) {
                const kp_compare_tier *t = &c->tiers[i];
                kp_cv_tier *x = &m->tiers[i];
                x->name = t->name;
                x->sweep_group = t->sweep_group;
                x->note = gap_words(m->lang, t);
                x->gap = t->gap == KP_CMP_GAP_NEITHER    ? "neither"
                         : t->gap == KP_CMP_GAP_IN_A     ? "run_a"
                         : t->gap == KP_CMP_GAP_IN_B     ? "run_b"
                         : t->gap == KP_CMP_GAP_NOT_BOTH ? "not_both"
                                                         : "";
                x->runs = t->runs_a > 1 || t->runs_b > 1
                              ? mb_printf(&bb,
                                          "medians of %zu run%s in A and %zu "
                                          "in B",
                                          t->runs_a, t->runs_a == 1 ? "" : "s",
                                          t->runs_b)
                              : mb_strdup(&bb, "");
                x->aggregate = t->aggregate;
                x->compared = t->n_rows > 0;
                x->unjudged = t->unjudged;
                x->why_unjudged = why_unjudged(&bb, t);
                x->n_regressions = t->n_regressions;
                m->tiers_compared += t->n_rows > 0;
                x->rows = mb_calloc(&bb, t->n_rows, sizeof(*x->rows));
                for (size_t k = 0; x->rows && k < t->n_rows; k++) {
                        row_build(&bb, c, t, &t->rows[k], &x->rows[k]);
                        m->n_regression_rows += t->rows[k].regression;
                        x->n_rows = k + 1;
                }
                m->n_tiers = i + 1;
        }
        diffs_build(&bb, c, m);
        m->only_a = c->only_a;
        m->n_only_a = c->n_only_a;
        m->only_b = c->only_b;
        m->n_only_b = c->n_only_b;
        if (bb.oom) {
                kp_cmodel_destroy(m);
                return -1;
        }
        *out = m;
        return 0;
}

void kp_cmodel_destroy(kp_cmodel *m)
{
        if (!m)
                return;
        for (size_t i = 0; i < m->n_tiers; i++) {
                for (size_t k = 0; k < m->tiers[i].n_rows; k++) {
                        kp_cv_row *r = &m->tiers[i].rows[k];
                        free(r->a);
                        free(r->b);
                        free(r->delta);
                        free(r->ratio);
                        free(r->change);
                        free(r->gate);
                }
                free(m->tiers[i].rows);
                free(m->tiers[i].runs);
                free(m->tiers[i].why_unjudged);
        }
        free(m->tiers);
        free(m->threshold);
        free(m->min_ms);
        free(m->verdict);
        free(m->verdict_line);
        free(m->incomplete_line);
        free(m->diffs);
        free(m->causes);
        free(m->diffs_note_own);
        free(m);
}

/* ---- the view ------------------------------------------------------------ */

static void put_run(kp_vb *b, cJSON *v, const char *key, const kp_cv_run *r)
{
        cJSON *o = put_obj(b, v, key);
        if (!o)
                return;
        put_str(b, o, "path", r->path);
        put_str(b, o, "run_id", r->run_id);
        put_str(b, o, "plan", r->plan);
        put_str(b, o, "plan_sha256", r->plan_sha256);
        put_str(b, o, "started", r->started);
        put_str(b, o, "finished", r->finished);
        put_str(b, o, "status", r->status);
        put_bool(b, o, "embedded", r->embedded);
        put_str(b, o, "cluster", r->cluster);
        put_str(b, o, "kplan_version", r->kplan_version);
        put_num(b, o, "tiers", (double)r->tiers);
}

static void put_row(kp_vb *b, cJSON *o, const kp_cv_row *r)
{
        put_str(b, o, "tier", r->tier);
        put_str(b, o, "metric", r->metric);
        put_str(b, o, "unit", r->unit);
        put_str(b, o, "direction", r->direction);
        put_str(b, o, "a", r->a);
        put_num(b, o, "a_raw", r->a_raw);
        put_str(b, o, "b", r->b);
        put_num(b, o, "b_raw", r->b_raw);
        put_str(b, o, "delta", r->delta);
        put_num(b, o, "delta_raw", r->delta_raw);
        put_str(b, o, "ratio", r->ratio);
        put_num(b, o, "ratio_raw", r->ratio_raw);
        put_str(b, o, "change", r->change);
        put_num(b, o, "worse_pct_raw", r->worse_pct);
        put_bool(b, o, "worse", r->worse);
        put_bool(b, o, "better", r->better);
        put_bool(b, o, "gated", r->gated);
        put_bool(b, o, "regression", r->regression);
}

cJSON *kp_compare_view(const kp_cmodel *m)
{
        cJSON *v = cJSON_CreateObject(), *tiers, *regs, *oa, *ob;
        kp_vb bb = { 0 };
        if (!v)
                return NULL;
        put_bool(&bb, v, "embedded", m->embedded);
        put_run(&bb, v, "a", &m->a);
        put_run(&bb, v, "b", &m->b);
        put_bool(&bb, v, "same_plan", m->same_plan);
        put_str(&bb, v, "threshold", m->threshold);
        put_num(&bb, v, "threshold_raw", m->threshold_raw);
        put_str(&bb, v, "min_ms", m->min_ms);
        put_num(&bb, v, "min_ms_raw", m->min_ms_raw);
        put_num(&bb, v, "regressions", (double)m->n_regressions);
        put_bool(&bb, v, "has_regressions", m->n_regressions > 0);
        put_str(&bb, v, "verdict", m->verdict);
        put_bool(&bb, v, "incomplete", m->incomplete);
        put_bool(&bb, v, "no_regression",
                 m->outcome == KP_COMPARE_NO_REGRESSION);
        put_str(&bb, v, "not_judged", m->incomplete_line);
        tiers = put_arr(&bb, v, "tiers");
        regs = put_arr(&bb, v, "regression_rows");
        for (size_t i = 0; tiers && i < m->n_tiers; i++) {
                const kp_cv_tier *t = &m->tiers[i];
                cJSON *o = push_obj(&bb, tiers), *rows;
                if (!o)
                        break;
                put_str(&bb, o, "name", t->name);
                put_bool(&bb, o, "aggregate", t->aggregate);
                put_str(&bb, o, "sweep_group", t->sweep_group);
                put_bool(&bb, o, "compared", t->compared);
                put_str(&bb, o, "note", t->note);
                put_str(&bb, o, "gap", t->gap);
                put_str(&bb, o, "runs", t->runs);
                put_num(&bb, o, "regressions", (double)t->n_regressions);
                put_bool(&bb, o, "has_regressions", t->n_regressions > 0);
                put_bool(&bb, o, "unjudged", t->unjudged);
                put_str(&bb, o, "why_unjudged", t->why_unjudged);
                rows = put_arr(&bb, o, "rows");
                for (size_t k = 0; rows && k < t->n_rows; k++) {
                        put_row(&bb, push_obj(&bb, rows), &t->rows[k]);
                        if (t->rows[k].regression)
                                put_row(&bb, push_obj(&bb, regs), &t->rows[k]);
                }
        }
        put_bool(&bb, v, "has_diffs", m->n_diffs > 0);
        put_str(&bb, v, "causes", m->causes);
        put_str(&bb, v, "diffs_note", m->diffs_note);
        put_str(&bb, v, "settings_missing", m->settings_missing);
        oa = put_arr(&bb, v, "diffs");
        for (size_t i = 0; oa && i < m->n_diffs; i++) {
                cJSON *o = push_obj(&bb, oa);
                put_str(&bb, o, "kind", m->diffs[i].kind);
                put_str(&bb, o, "name", m->diffs[i].name);
                put_str(&bb, o, "a", m->diffs[i].a);
                put_str(&bb, o, "b", m->diffs[i].b);
        }
        put_num(&bb, v, "tiers_compared", (double)m->tiers_compared);
        put_bool(&bb, v, "has_only_a", m->n_only_a > 0);
        put_bool(&bb, v, "has_only_b", m->n_only_b > 0);
        oa = put_arr(&bb, v, "only_a");
        for (size_t i = 0; oa && i < m->n_only_a; i++)
                push_str(&bb, oa, m->only_a[i]);
        ob = put_arr(&bb, v, "only_b");
        for (size_t i = 0; ob && i < m->n_only_b; i++)
                push_str(&bb, ob, m->only_b[i]);
        if (bb.oom) {
                cJSON_Delete(v);
                return NULL;
        }
        return v;
}
