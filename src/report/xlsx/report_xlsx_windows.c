/*
 * The workbook's sheet of the criteria judged per window (model.h,
 * kp_rm_window_check): for each, every window's value and the limit as a
 * table, a native line chart of them over time, and the windows that
 * failed with their times. Laid out from the model; nothing computed.
 */
#include "report/xlsx/report_xlsx_priv.h"

#define SH_WINDOWS xl_tr(x, KP_S_XL_SHEET_WINDOWS)
#define W_LAST     8 /* the last column a heading spans */

/* The chart of w over its table (To, value, limit) at rows
 * first..last. */
static lxw_chart *windows_chart(xw *x, const kp_rm_chart *ch, lxw_row_t first,
                                lxw_row_t last)
{
        lxw_chart *c = xl_new_chart(x, LXW_CHART_SCATTER_STRAIGHT, ch->title,
                                    ch->x_label, ch->y_label);
        const char *names[2];
        names[0] = ch->n_series ? ch->series[0].name : "";
        names[1] = ch->ref_label ? ch->ref_label : "";
        for (int i = 0; c && i < 2; i++)
                if (xl_add_series(x, c, SH_WINDOWS, first, last, 0,
                                  (lxw_col_t)(1 + i), names[i], (size_t)i,
                                  i == 0 && last - first < 60))
                        break;
        if (c)
                xl_time_axes(c);
        return c;
}

static lxw_row_t one_check(xw *x, lxw_worksheet *ws, lxw_row_t row,
                           const kp_rm_window_check *w)
{
        const kp_rmodel *m = x->m;
        const fmts *f = &x->f;
        const kp_rm_chart *ch =
            w->chart < m->n_charts ? &m->charts[w->chart] : NULL;
        const char *const all[] = { xl_tr(x, KP_S_XL_WIN_TO),
                                    xl_tr(x, KP_S_XL_WIN_VALUE),
                                    xl_tr(x, KP_S_XL_WIN_LIMIT) };
        const char *const bad[] = { xl_tr(x, KP_S_XL_WIN_FROM),
                                    xl_tr(x, KP_S_XL_WIN_TO),
                                    xl_tr(x, KP_S_XL_WIN_START),
                                    xl_tr(x, KP_S_XL_WIN_VALUE) };
        lxw_row_t first, end;
        size_t n = ch && ch->n_series ? ch->series[0].n : 0;
        char title[512];
        snprintf(title, sizeof(title), xl_tr(x, KP_S_XL_WIN_TITLE), w->tier,
                 w->words, w->criterion, w->window);
        xl_put_h2(x, ws, row, W_LAST, title);
        xl_put_str(x, ws, row + 1, 0,
                   xl_verdict(x, w->verdict, w->verdict_text),
                   f->verdict[w->verdict == KP_FAIL   ? ST_FAIL
                              : w->verdict == KP_PASS ? ST_PASS
                                                      : ST_INC]);
        xl_put_merged(x, ws, row + 1, 1, W_LAST, w->summary, f->reason);
        xl_fit_row(x, ws, row + 1, w->summary, 90, 13);
        row += 3;
        xl_put_header(x, ws, row, 0, all, 3);
        xl_put_header(x, ws, row, 4, bad, 4);
        first = row + 1;
        for (size_t i = 0; i < n; i++) {
                xl_put_num(x, ws, first + (lxw_row_t)i, 0, ch->series[0].x[i],
                           f->cell[NF_GEN][ST_PLAIN]);
                xl_put_num(x, ws, first + (lxw_row_t)i, 1, ch->series[0].y[i],
                           f->cell[NF_GEN][ST_PLAIN]);
                xl_put_num(x, ws, first + (lxw_row_t)i, 2, ch->ref_y,
                           f->cell[NF_GEN][ST_PLAIN]);
        }
        for (size_t i = 0; i < w->n_failing; i++) {
                const kp_rm_window_row *r = &w->failing[i];
                lxw_row_t rr = first + (lxw_row_t)i;
                xl_put_cell(x, ws, rr, 4, &r->from, KP_RM_DEC1);
                xl_put_cell(x, ws, rr, 5, &r->to, KP_RM_DEC1);
                xl_put_str(x, ws, rr, 6, r->at, f->cell[NF_GEN][ST_PLAIN]);
                xl_put_cell(x, ws, rr, 7, &r->value, r->value.fmt);
        }
        end = first + (lxw_row_t)(n > w->n_failing ? n : w->n_failing);
        if (ch && n > 1) {
                lxw_chart *c =
                    windows_chart(x, ch, first, first + (lxw_row_t)n - 1);
                if (c) {
                        lxw_row_t cap = end + 1 + CHART_ROWS;
                        xl_insert_chart(x, ws, end + 1, 0, c, 0, 1, ch->alt);
                        xl_set_lines(
                            x, ws, cap,
                            xl_put_caption(x, ws, cap, 0, 5, 62, ch->caption),
                            13);
                }
                end += CHART_ROWS + 2;
        }
        return end + 2;
}

void xlsx_sheet_windows(xw *x)
{
        static const double widths[] = { 12, 14, 12, 4, 10, 10, 24, 14, 20 };
        lxw_worksheet *ws;
        lxw_row_t row = 2;
        if (!x->m->n_wchecks)
                return;
        ws = xl_open_sheet(x, SH_WINDOWS, widths, KP_ARRAY_LEN(widths),
                           SH_WINDOWS);
        if (!ws)
                return;
        for (size_t i = 0; i < x->m->n_wchecks; i++)
                row = one_check(x, ws, row, &x->m->wchecks[i]);
        xl_sheet_finish(x, ws, 1);
}
