/*
 * The report model's criteria judged per window (model.h,
 * kp_rm_window_check): for each such check, its windows over time
 * against the limit (a chart) and the windows that failed, with their
 * times, in the report's language. Made once here; both writers lay it
 * out.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/util.h"
#include "evaluate/metric_value.h"
#include "evaluate/window_checks.h"
#include "report/model/format.h"
#include "report/model/model.h"
#include "report/model/model_priv.h"

static void rows_build(mb *b, const kp_results *r, const kp_check *k,
                       kp_rm_window_check *w)
{
        const kp_tier_result *tr = kp_results_tier(r, k->tier);
        const char *started = !tr ? NULL
                              : strcmp(k->phase, "consume") == 0
                                  ? tr->consume.started_at
                                  : tr->produce.started_at;
        size_t n = 0;
        for (size_t i = 0; i < k->n_win; i++)
                n += isfinite(k->win_value[i]) &&
                     !kp_metric_holds(k->cmp, k->win_value[i], k->threshold);
        w->failing = mb_calloc(b, n, sizeof(*w->failing));
        for (size_t i = 0; w->failing && i < k->n_win; i++) {
                kp_rm_window_row *row;
                char v[96], at[32];
                double from = k->win_end_s[i] - k->win_dur_s[i];
                if (!isfinite(k->win_value[i]) ||
                    kp_metric_holds(k->cmp, k->win_value[i], k->threshold))
                        continue;
                row = &w->failing[w->n_failing++];
                snprintf(v, sizeof(v), "%.1f", from);
                mb_cell_num(b, &row->from, v, from, KP_RM_DEC1);
                snprintf(v, sizeof(v), "%.1f", k->win_end_s[i]);
                mb_cell_num(b, &row->to, v, k->win_end_s[i], KP_RM_DEC1);
                row->at = mb_strdup(
                    b, kp_window_start_utc(started, k->win_end_s[i],
                                           k->win_dur_s[i], at, sizeof(at)));
                kp_rfmt_metric(v, sizeof(v), k->unit, k->win_value[i], 1);
                mb_cell_num(b, &row->value, v, k->win_value[i],
                            mb_fmt_for_unit(k->unit));
        }
}

void mb_windows_build(mb *b, const kp_results *r, const kp_evaluation *e,
                      kp_rmodel *m)
{
        size_t n = 0;
        for (size_t i = 0; i < e->n_checks; i++)
                n += e->checks[i].windowed;
        if (!n)
                return;
        m->wchecks = mb_calloc(b, n, sizeof(*m->wchecks));
        for (size_t i = 0; m->wchecks && i < e->n_checks; i++) {
                const kp_check *k = &e->checks[i];
                kp_rm_window_check *w;
                char th[96], val[96], from[32], to[32];
                if (!k->windowed)
                        continue;
                w = &m->wchecks[m->n_wchecks++];
                w->check = i;
                w->tier = k->tier;
                w->metric = k->metric;
                w->phase = k->phase;
                w->words =
                    mb_strdup(b, kp_rm_metric_words_in(b->lang, k->metric));
                kp_rfmt_metric(th, sizeof(th), k->unit, k->threshold, 1);
                w->criterion =
                    mb_printf(b, "%s %s", kp_rfmt_op_symbol(k->cmp), th);
                w->window = mb_strdup(
                    b, kp_fmt_duration(from, sizeof(from), k->window_s));
                w->verdict = k->verdict;
                w->verdict_text = mb_verdict_words(b, k->verdict);
                if (k->has_value) {
                        kp_rfmt_metric(val, sizeof(val), k->unit, k->value, 1);
                        snprintf(from, sizeof(from), "%.1f",
                                 k->worst_end_s - k->worst_dur_s);
                        snprintf(to, sizeof(to), "%.1f", k->worst_end_s);
                        w->summary = mb_printf(
                            b, MB_TR(b, RM_WINDOW_SUMMARY), k->windows_failed,
                            k->windows_judged, k->windows_needed, val, from, to,
                            k->worst_at[0] ? k->worst_at : "UTC ?");
                } else {
                        w->summary = mb_strdup(b, MB_TR(b, RM_WINDOW_NONE));
                }
                rows_build(b, r, k, w);
                w->chart = m->n_charts;
                if (k->windows_judged && mb_chart_windows(b, m, i, k))
                        w->chart = m->n_charts - 1;
        }
}

void mb_windows_free(kp_rmodel *m)
{
        for (size_t i = 0; i < m->n_wchecks; i++) {
                kp_rm_window_check *w = &m->wchecks[i];
                free(w->words);
                free(w->criterion);
                free(w->window);
                free(w->summary);
                for (size_t k = 0; k < w->n_failing; k++) {
                        mb_cell_free(&w->failing[k].from);
                        mb_cell_free(&w->failing[k].to);
                        free(w->failing[k].at);
                        mb_cell_free(&w->failing[k].value);
                }
                free(w->failing);
        }
        free(m->wchecks);
}
