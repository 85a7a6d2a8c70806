/* The workbook's Brokers sheet (report/xlsx/report_xlsx_priv.h): per tier the
 * brokers' own metrics, mean and max per broker, and whether they were a
 * limit; then the extrapolation from utilization. Laid out from the
 * report model (kp_rm_brokers): nothing is computed here. */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "report/xlsx/report_xlsx_priv.h"

#define BK_LAST 9 /* text spans columns A..J */

static lxw_row_t bk_tier(xw *x, lxw_worksheet *ws, lxw_row_t row,
                         const kp_rm_btier *t)
{
        const fmts *f = &x->f;
        lxw_format *txt = f->cell[NF_TEXT][ST_PLAIN];
        char h[256];
        snprintf(h, sizeof(h), xl_tr(x, KP_S_BK_CAPTION), t->name);
        xl_put_h2(x, ws, row++, BK_LAST, h);
        if (!t->available) {
                xl_put_merged(x, ws, row++, 0, BK_LAST, t->unavailable, txt);
                return row + 1;
        }
        xl_put_kv(x, ws, row++, BK_LAST, xl_tr(x, KP_S_BK_WINDOW_H), t->window,
                  120);
        xl_put_kv(x, ws, row++, BK_LAST, xl_tr(x, KP_S_BK_LIMIT_H), t->limit,
                  120);
        xl_put_str(x, ws, row, 0, xl_tr(x, KP_S_BK_QUERY), f->hdr);
        xl_put_str(x, ws, row, 1, xl_tr(x, KP_S_BK_UNIT), f->hdr);
        for (size_t k = 0; k < t->n_brokers; k++) {
                const char *who =
                    t->names && t->names[k] ? t->names[k] : t->brokers[k];
                char b[192];
                snprintf(b, sizeof(b), xl_tr(x, KP_S_BK_H_MEAN), who);
                xl_put_str(x, ws, row, (lxw_col_t)(2 + 2 * k), b, f->hdr);
                snprintf(b, sizeof(b), xl_tr(x, KP_S_BK_H_MAX), who);
                xl_put_str(x, ws, row, (lxw_col_t)(3 + 2 * k), b, f->hdr);
        }
        xl_put_str(x, ws, row, (lxw_col_t)(2 + 2 * t->n_brokers),
                   xl_tr(x, KP_S_BK_NOTE), f->hdr);
        xl_set_row(x, ws, row, 62);
        row++;
        for (size_t i = 0; i < t->n_rows; i++, row++) {
                const kp_rm_brow *r = &t->rows[i];
                xl_put_str(x, ws, row, 0, r->words, txt);
                xl_put_str(x, ws, row, 1, r->unit, txt);
                for (size_t k = 0; k < t->n_brokers; k++) {
                        xl_put_cell(x, ws, row, (lxw_col_t)(2 + 2 * k),
                                    &r->mean[k], KP_RM__FMTS);
                        xl_put_cell(x, ws, row, (lxw_col_t)(3 + 2 * k),
                                    &r->max[k], KP_RM__FMTS);
                }
                xl_put_str(x, ws, row, (lxw_col_t)(2 + 2 * t->n_brokers),
                           r->note, txt);
        }
        return row + 1;
}

static lxw_row_t bk_util(xw *x, lxw_worksheet *ws, lxw_row_t row,
                         const kp_rm_brokers *bk)
{
        const char *const hdr[] = {
                xl_tr(x, KP_S_BK_RESOURCE),
                xl_tr(x, KP_S_BK_QUERY),
                xl_tr(x, KP_S_BK_POINTS),
                xl_tr(x, KP_S_BK_FIT_H),
                "R²",
                xl_tr(x, KP_S_BK_CEILING_RATE),
                xl_tr(x, KP_S_BK_AT_PEAK_H),
                xl_tr(x, KP_S_BK_RESULT),
        };
        lxw_format *txt = x->f.cell[NF_TEXT][ST_PLAIN];
        xl_put_h2(x, ws, row++, BK_LAST, xl_tr(x, KP_S_BK_UTIL_TITLE));
        xl_put_header(x, ws, row, 0, hdr, KP_ARRAY_LEN(hdr));
        xl_set_row(x, ws, row, 30);
        row++;
        for (int k = 0; k < 3; k++, row++) {
                const kp_rm_util *u = &bk->util[k];
                xl_put_str(x, ws, row, 0, u->resource, txt);
                xl_put_str(x, ws, row, 1, u->query, txt);
                xl_put_cell(x, ws, row, 2, &u->points, KP_RM__FMTS);
                xl_put_str(x, ws, row, 3, u->fit, txt);
                xl_put_cell(x, ws, row, 4, &u->r2, KP_RM__FMTS);
                xl_put_cell(x, ws, row, 5, &u->ceiling_rate, KP_RM__FMTS);
                xl_put_cell(x, ws, row, 6, &u->peak_use, KP_RM__FMTS);
                xl_put_str(x, ws, row, 7, u->result, txt);
                xl_fit_row(x, ws, row, u->result, 40, 13);
        }
        row++;
        xl_put_merged(x, ws, row++, 0, BK_LAST, bk->first, txt);
        if (*bk->at_peak)
                xl_put_merged(x, ws, row++, 0, BK_LAST, bk->at_peak, txt);
        xl_put_merged(x, ws, row, 0, BK_LAST, bk->search, txt);
        xl_fit_row(x, ws, row++, bk->search, 120, 13);
        row++;
        for (size_t i = 0; i < bk->n_assumptions; i++) {
                xl_put_merged(x, ws, row, 0, BK_LAST, bk->assumptions[i], txt);
                xl_fit_row(x, ws, row++, bk->assumptions[i], 120, 13);
        }
        return row + 1;
}

void xlsx_sheet_brokers(xw *x)
{
        static const double widths[] = {
                34, 10, 12, 12, 12, 12, 12, 12, 12, 40
        };
        const kp_rm_brokers *bk = &x->m->bk;
        lxw_worksheet *ws;
        lxw_row_t row = 3;
        if (!bk->present)
                return;
        ws = xl_open_sheet(x, xl_tr(x, KP_S_XL_SHEET_BROKERS), widths,
                           KP_ARRAY_LEN(widths), xl_tr(x, KP_S_BK_TITLE));
        if (!ws)
                return;
        xl_put_merged(x, ws, 1, 0, BK_LAST, bk->url, x->f.subtitle);
        for (size_t i = 0; i < bk->n_tiers; i++)
                row = bk_tier(x, ws, row, &bk->tiers[i]);
        if (bk->has_util)
                row = bk_util(x, ws, row, bk);
        xl_sheet_finish(x, ws, 1);
}
