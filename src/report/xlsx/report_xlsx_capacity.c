/* The workbook's Capacity sheet (report/xlsx/report_xlsx_priv.h): each capacity
 * search's trials, soaks and result, with its charts; each backlog
 * drain. */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "report/xlsx/report_xlsx_priv.h"

#define CP_LAST 9 /* columns A..J */

static lxw_row_t cp_settings(xw *x, lxw_worksheet *ws, lxw_row_t row,
                             const kp_rm_search *s)
{
        char rates[256], passes[256];
        const xl_kv kv[] = {
                { xl_tr(x, KP_S_XL_C_RATES_TRIED), rates },
                { xl_tr(x, KP_S_XL_C_EACH_TRIAL), s->trial_length },
                { xl_tr(x, KP_S_XL_C_SOAK),
                  *s->soak_length ? s->soak_length
                                  : xl_tr(x, KP_S_XL_C_NO_SOAK_NOTE) },
                { xl_tr(x, KP_S_XL_C_JUDGED_BY), s->judged_by },
                { xl_tr(x, KP_S_XL_C_CRITERIA),
                  *s->criteria ? s->criteria : xl_tr(x, KP_S_XL_NONE) },
                { xl_tr(x, KP_S_XL_C_PASSES), passes },
                { xl_tr(x, KP_S_XL_C_ENDED), s->note },
                { s->warmed ? xl_tr(x, KP_S_XL_C_WARMUP) : NULL,
                  s->warmup_text },
                { s->repeated ? xl_tr(x, KP_S_XL_C_REPEATED) : NULL,
                  s->repeat_text },
        };
        snprintf(rates, sizeof(rates), xl_tr(x, KP_S_XL_C_RATES), s->from.text,
                 s->to.text);
        /* The default share (evaluate/capacity.c); the plan's
         * search.min_ratio is not in the model yet. */
        snprintf(passes, sizeof(passes), xl_tr(x, KP_S_XL_C_PASSES_WHEN), 98);
        return xl_put_kvs(x, ws, row, CP_LAST, kv, KP_ARRAY_LEN(kv), 120) + 1;
}

static lxw_row_t cp_trials(xw *x, lxw_worksheet *ws, lxw_row_t row,
                           const kp_rm_search *s, lxw_row_t *first,
                           lxw_row_t *last)
{
        const char *const hdr[] = {
                xl_tr(x, KP_S_XL_C_RUN),         xl_tr(x, KP_S_XL_C_RATE),
                xl_tr(x, KP_S_XL_ACHIEVED),      xl_tr(x, KP_S_XL_R_P50),
                xl_tr(x, KP_S_XL_P95_MS),        xl_tr(x, KP_S_XL_R_P99),
                xl_tr(x, KP_S_XL_C_P95_SERVICE), xl_tr(x, KP_S_XL_C_ERRORS),
                xl_tr(x, KP_S_XL_C_RESULT),      xl_tr(x, KP_S_XL_C_WHY),
        };
        const fmts *f = &x->f;
        lxw_format *txt = f->cell[NF_TEXT][ST_PLAIN];
        xl_put_merged(x, ws, row++, 0, CP_LAST, xl_tr(x, KP_S_XL_TT_TRIALS),
                      f->label);
        xl_put_header(x, ws, row, 0, hdr, KP_ARRAY_LEN(hdr));
        xl_set_row(x, ws, row, 30);
        row++;
        *first = row;
        for (size_t i = 0; i < s->n_trials; i++, row++) {
                const kp_rm_trial *t = &s->trials[i];
                kp_rm_state st = t->pass ? ST_PASS : ST_FAIL;
                xl_put_str(x, ws, row, 0, t->label, txt);
                xl_put_num(x, ws, row, 1, t->rate.raw,
                           f->cell[NF_INT][ST_PLAIN]);
                xl_put_num(x, ws, row, 2, t->achieved.raw,
                           f->cell[NF_DEC1][ST_PLAIN]);
                xl_put_num(x, ws, row, 3, t->p50.raw, f->cell[NF_MS][ST_PLAIN]);
                xl_put_num(x, ws, row, 4, t->p95.raw, f->cell[NF_MS][ST_PLAIN]);
                xl_put_num(x, ws, row, 5, t->p99.raw, f->cell[NF_MS][ST_PLAIN]);
                xl_put_num(x, ws, row, 6, t->service_p95.raw,
                           f->cell[NF_MS][ST_PLAIN]);
                xl_put_num(x, ws, row, 7, t->errors.raw,
                           f->cell[NF_INT][t->errors.state]);
                xl_put_str(x, ws, row, 8,
                           *t->verdict_text
                               ? xl_tr(x, t->pass ? KP_S_XL_TRIAL_PASS
                                                  : KP_S_XL_TRIAL_FAIL)
                               : "",
                           f->verdict[st]);
                xl_put_str(x, ws, row, 9, t->why, txt);
                xl_fit_row(x, ws, row, t->why, 40, 13);
        }
        *last = row - 1;
        return row + 1;
}

/* The hidden columns beside the charts: the threshold line's two points,
 * then each chart's series as the model orders them (by rate: bisection
 * runs the trials out of order, so the table's rows would zig-zag). */
#define CP_REF_COL   (CP_LAST + 2)
#define CP_DATA_COL  (CP_LAST + 4)
#define CP_DATA_COLS 3 /* x, then two series */

/* Does cp_chart() draw the model's chart c? */
static int cp_drawn(const kp_rm_chart *c)
{
        return c && c->n_series >= 2 && c->series[0].n >= 2;
}

/* A scatter chart of the model's chart c, its points written at row at
 * into the hidden columns from dc, with a threshold line as a series of
 * its own when there is one. */
static void cp_chart(xw *x, lxw_worksheet *ws, lxw_row_t at, lxw_col_t col,
                     lxw_col_t dc, const kp_rm_chart *c)
{
        lxw_chart *ch;
        size_t n;
        if (!cp_drawn(c))
                return;
        n = c->series[0].n;
        for (size_t i = 0; i < n; i++) {
                lxw_row_t r = at + (lxw_row_t)i;
                xl_put_num(x, ws, r, dc, c->series[0].x[i],
                           x->f.cell[NF_INT][ST_PLAIN]);
                for (size_t k = 0; k < 2; k++)
                        if (i < c->series[k].n)
                                xl_put_num(x, ws, r, dc + 1 + (lxw_col_t)k,
                                           c->series[k].y[i],
                                           x->f.cell[NF_GEN][ST_PLAIN]);
        }
        ch = xl_new_chart(x, LXW_CHART_SCATTER_STRAIGHT_WITH_MARKERS, c->title,
                          c->x_label, c->y_label);
        if (!ch)
                return;
        for (size_t k = 0; k < 2; k++) {
                lxw_chart_series *se = chart_add_series(ch, NULL, NULL);
                lxw_row_t last = at + (lxw_row_t)c->series[k].n - 1;
                if (!se) {
                        x->oom = 1;
                        return;
                }
                chart_series_set_categories(se, SH_CAPACITY, at, dc, last, dc);
                chart_series_set_values(se, SH_CAPACITY, at,
                                        dc + 1 + (lxw_col_t)k, last,
                                        dc + 1 + (lxw_col_t)k);
                chart_series_set_name(se, c->series[k].name);
                xl_series_style(se, k, 1);
        }
        if (c->has_ref) {
                /* The threshold as two points across the trials' rates. */
                lxw_chart_series *se = chart_add_series(ch, NULL, NULL);
                lxw_chart_line line = { 0 };
                if (!se) {
                        x->oom = 1;
                        return;
                }
                for (int k = 0; k < 2; k++) {
                        xl_put_num(x, ws, at + (lxw_row_t)k, CP_REF_COL,
                                   c->series[0].x[k ? n - 1 : 0],
                                   x->f.cell[NF_INT][ST_PLAIN]);
                        xl_put_num(x, ws, at + (lxw_row_t)k, CP_REF_COL + 1,
                                   c->ref_y, x->f.cell[NF_GEN][ST_PLAIN]);
                }
                chart_series_set_categories(se, SH_CAPACITY, at, CP_REF_COL,
                                            at + 1, CP_REF_COL);
                chart_series_set_values(se, SH_CAPACITY, at, CP_REF_COL + 1,
                                        at + 1, CP_REF_COL + 1);
                chart_series_set_name(se, c->ref_label);
                line.color = 0x555555;
                line.width = 1.25;
                line.dash_type = LXW_CHART_LINE_DASH_DASH;
                chart_series_set_line(se, &line);
                chart_series_set_marker_type(se, LXW_CHART_MARKER_NONE);
        }
        chart_axis_set_num_format(ch->x_axis, "#,##0");
        chart_axis_set_min(ch->y_axis, 0);
        /* The points sit in hidden columns. */
        chart_show_hidden_data(ch);
        xl_insert_chart(x, ws, at, col, ch, col ? 20 : 0, 1, c->title);
}

static lxw_row_t cp_search(xw *x, lxw_worksheet *ws, lxw_row_t row,
                           const kp_rmodel *m, size_t ti)
{
        const kp_rm_tier *t = &m->tiers[ti];
        const kp_rm_search *s = &t->search;
        const kp_rm_chart *knee =
            s->chart_knee < m->n_charts ? &m->charts[s->chart_knee] : NULL;
        const kp_rm_chart *rates =
            s->chart_rates < m->n_charts ? &m->charts[s->chart_rates] : NULL;
        lxw_row_t first = 0, last = 0;
        char h[256];
        snprintf(h, sizeof(h), xl_tr(x, KP_S_XL_C_SEARCH_TIER), t->name);
        xl_put_h2(x, ws, row, CP_LAST, h);
        row++;
        row = cp_settings(x, ws, row, s);
        row = cp_trials(x, ws, row, s, &first, &last);
        xl_put_str(x, ws, row, 0, xl_tr(x, KP_S_XL_C_AT_CRITERIA), x->f.label);
        if (s->has_found)
                xl_put_num(x, ws, row, 1, s->found.raw,
                           x->f.cell[NF_INT][ST_PASS]);
        else
                xl_put_str(x, ws, row, 1, xl_tr(x, KP_S_XL_NONE),
                           x->f.verdict[ST_FAIL]);
        xl_put_str(x, ws, row++, 2, s->has_found ? "msg/s" : "", x->f.note);
        xl_put_str(x, ws, row, 0, xl_tr(x, KP_S_XL_C_SUSTAINED), x->f.label);
        if (s->has_sustained)
                xl_put_num(x, ws, row, 1, s->sustained.raw,
                           x->f.cell[NF_INT][ST_PASS]);
        else
                xl_put_str(x, ws, row, 1,
                           s->soaked ? xl_tr(x, KP_S_XL_C_NO_SOAK_HELD)
                                     : xl_tr(x, KP_S_XL_C_NO_SOAK),
                           x->f.verdict[s->soaked ? ST_FAIL : ST_INC]);
        xl_put_str(x, ws, row++, 2, s->has_sustained ? "msg/s" : "", x->f.note);
        row++;
        if (knee || rates) {
                int a = 1, b = 1;
                cp_chart(x, ws, row, 0, CP_DATA_COL, knee);
                cp_chart(x, ws, row, 5, CP_DATA_COL + CP_DATA_COLS, rates);
                /* Each chart's caption under it: what to see. */
                if (cp_drawn(knee))
                        a = xl_put_caption(x, ws, row + CHART_ROWS, 0, 4, 77,
                                           knee->caption);
                if (cp_drawn(rates))
                        b = xl_put_caption(x, ws, row + CHART_ROWS, 5, CP_LAST,
                                           83, rates->caption);
                xl_set_lines(x, ws, row + CHART_ROWS, a > b ? a : b, 13);
                row += CHART_ROWS + 2;
        }
        (void)last;
        return row + 1;
}

static lxw_row_t cp_drain(xw *x, lxw_worksheet *ws, lxw_row_t row,
                          const kp_rm_tier *t)
{
        const kp_rm_drain *d = &t->drain;
        char h[256];
        snprintf(h, sizeof(h), xl_tr(x, KP_S_XL_C_DRAIN_TIER), t->name);
        xl_put_h2(x, ws, row, CP_LAST, h);
        row++;
        xl_put_kv(x, ws, row++, CP_LAST, xl_tr(x, KP_S_XL_C_STARTED_AFTER),
                  d->start_delay.text, 120);
        xl_put_kv(x, ws, row++, CP_LAST, xl_tr(x, KP_S_XL_C_CAUGHT_UNDER),
                  d->caught_up.text, 120);
        xl_put_kv(x, ws, row++, CP_LAST, xl_tr(x, KP_S_XL_C_CAUGHT_AFTER),
                  d->catch_up.text, 120);
        xl_put_kv_num(x, ws, row++, xl_tr(x, KP_S_XL_C_READ_UNTIL),
                      d->messages.raw, NF_INT);
        xl_put_str(x, ws, row, 0, xl_tr(x, KP_S_XL_R_DRAIN_RATE), x->f.label);
        if (isfinite(d->rate.raw))
                xl_put_num(x, ws, row++, 1, d->rate.raw, x->f.kv[NF_DEC1]);
        else
                xl_put_str(x, ws, row++, 1, xl_tr(x, KP_S_XL_C_NOT_MEASURED),
                           x->f.kv[NF_TEXT]);
        if (d->producers_stopped)
                xl_put_kv(x, ws, row++, CP_LAST, xl_tr(x, KP_S_XL_NOTE),
                          xl_tr(x, KP_S_XL_C_STOPPED_NOTE), 120);
        return row + 1;
}

void xlsx_sheet_capacity(xw *x)
{
        static const double widths[] = {
                30, 13, 14, 10, 10, 10, 12, 12, 9, 40
        };
        const kp_rmodel *m = x->m;
        lxw_worksheet *ws;
        lxw_row_t row = 3;
        if (!m->has_search && !m->has_drain)
                return;
        ws = xl_open_sheet(x, SH_CAPACITY, widths, KP_ARRAY_LEN(widths), NULL);
        if (!ws)
                return;
        {
                /* Where the charts' threshold lines find their points. */
                lxw_row_col_options hide = { 0 };
                hide.hidden = 1;
                xl_note_err(x, worksheet_set_column_opt(
                                   ws, CP_REF_COL,
                                   CP_DATA_COL + 2 * CP_DATA_COLS - 1, 10, NULL,
                                   &hide));
        }
        xl_put_str(x, ws, 0, 0, SH_CAPACITY, x->f.title);
        xl_set_row(x, ws, 0, 30);
        xl_put_merged(x, ws, 1, 0, CP_LAST, xl_tr(x, KP_S_XL_C_NOTE),
                      x->f.subtitle);
        xl_set_row(x, ws, 1, 30);
        for (size_t i = 0; i < m->n_tiers; i++)
                if (m->tiers[i].search.ran)
                        row = cp_search(x, ws, row, m, i);
        for (size_t i = 0; i < m->n_tiers; i++)
                if (m->tiers[i].drain.present)
                        row = cp_drain(x, ws, row, &m->tiers[i]);
        xl_sheet_finish(x, ws, 1);
}
