/* The comparison workbook of kplan compare --out (report/xlsx/report_xlsx.h):
 * one sheet rendered from the comparison model (report/model/compare_view.h).
 */
#include <math.h>
#include <stdio.h>

#include "report/xlsx/report_xlsx.h"
#include "report/xlsx/report_xlsx_priv.h"

#define CMP_LAST 10 /* columns A..K */

static lxw_row_t cmp_runs(xw *x, lxw_worksheet *ws, lxw_row_t row,
                          const kp_cmodel *c)
{
        const char *const labels[] = {
                xl_tr(x, KP_S_XL_K_RESULTS),    xl_tr(x, KP_S_XL_E_RUN_ID),
                xl_tr(x, KP_S_XL_E_PLAN),       xl_tr(x, KP_S_XL_E_PLAN_SHA),
                xl_tr(x, KP_S_XL_E_CLUSTER),    xl_tr(x, KP_S_XL_K_STARTED),
                xl_tr(x, KP_S_XL_E_RUN_STATUS), xl_tr(x, KP_S_XL_E_KPLAN)
        };
        const fmts *f = &x->f;
        const kp_cv_run *runs[2] = { &c->a, &c->b };
        xl_put_str(x, ws, row, 0, "", f->hdr);
        xl_put_merged(x, ws, row, 1, 5, xl_tr(x, KP_S_XL_K_RUN_A), f->hdr);
        xl_put_merged(x, ws, row, 6, CMP_LAST, xl_tr(x, KP_S_XL_K_RUN_B),
                      f->hdr);
        row++;
        for (size_t i = 0; i < KP_ARRAY_LEN(labels); i++, row++) {
                xl_put_str(x, ws, row, 0, labels[i], f->rowlabel);
                for (int k = 0; k < 2; k++) {
                        const kp_cv_run *r = runs[k];
                        const char *v[] = { r->path,    r->run_id,
                                            r->plan,    r->plan_sha256,
                                            r->cluster, r->started,
                                            r->status,  r->kplan_version };
                        xl_put_merged(x, ws, row, k ? 6 : 1, k ? CMP_LAST : 5,
                                      v[i] ? v[i] : "",
                                      f->cell[NF_TEXT][ST_PLAIN]);
                }
        }
        return row + 1;
}

/* One row of the metric table; the change is a fraction of |A| (percent
 * format), or words when A is 0. */
static void cmp_row(xw *x, lxw_worksheet *ws, lxw_row_t row, const kp_cv_row *r)
{
        const fmts *f = &x->f;
        kp_rm_state s = r->regression ? ST_FAIL : ST_PLAIN;
        lxw_format *txt = f->cell[NF_TEXT][ST_PLAIN];
        xl_put_str(x, ws, row, 0, r->tier, txt);
        xl_put_str(x, ws, row, 1, r->metric, txt);
        xl_put_str(x, ws, row, 2, r->unit, txt);
        xl_put_str(x, ws, row, 3, r->direction, txt);
        xl_put_num(x, ws, row, 4, r->a_raw, f->cell[r->fmt][ST_PLAIN]);
        xl_put_num(x, ws, row, 5, r->b_raw, f->cell[r->fmt][s]);
        xl_put_num(x, ws, row, 6, r->delta_raw, f->cell[r->fmt][ST_PLAIN]);
        if (isfinite(r->ratio_raw))
                xl_put_num(x, ws, row, 7, r->ratio_raw,
                           f->cell[NF_RATIO][ST_PLAIN]);
        else
                xl_put_str(x, ws, row, 7, "", txt);
        if (r->change_word)
                xl_put_str(x, ws, row, 8, r->change_word, f->cell[NF_TEXT][s]);
        else
                xl_put_num(x, ws, row, 8, r->change_frac, f->cell[NF_PCT][s]);
        xl_put_str(x, ws, row, 9,
                   r->gated ? xl_tr(x, KP_S_XL_YES)
                            : xl_tr(x, KP_S_XL_K_SHOWN_ONLY),
                   txt);
        xl_put_str(x, ws, row, 10, r->result,
                   r->regression ? f->verdict[ST_FAIL] : txt);
}

/* The settings that differ between the runs, as possible causes. */
static lxw_row_t cmp_diffs(xw *x, lxw_worksheet *ws, lxw_row_t row,
                           const kp_cmodel *c)
{
        const char *const hdr[] = { xl_tr(x, KP_S_XL_C_SETTING),
                                    xl_tr(x, KP_S_XL_C_KIND) };
        const fmts *f = &x->f;
        lxw_format *txt = f->cell[NF_TEXT][ST_PLAIN];
        if (!c->n_diffs && !*c->diffs_note)
                return row;
        xl_put_h2(x, ws, row++, CMP_LAST, xl_tr(x, KP_S_XL_C_DIFFER));
        if (*c->causes) {
                xl_put_merged(x, ws, row, 0, CMP_LAST, c->causes, f->label);
                xl_fit_row(x, ws, row++, c->causes, 150, 14);
                xl_put_header(x, ws, row, 0, hdr, KP_ARRAY_LEN(hdr));
                xl_put_merged(x, ws, row, 2, 5, "A", f->hdr);
                xl_put_merged(x, ws, row, 6, CMP_LAST, "B", f->hdr);
                row++;
                for (size_t i = 0; i < c->n_diffs; i++, row++) {
                        const kp_cv_diff *d = &c->diffs[i];
                        xl_put_str(x, ws, row, 0, d->name, txt);
                        xl_put_str(x, ws, row, 1, d->kind, txt);
                        xl_put_merged(x, ws, row, 2, 5, d->a, txt);
                        xl_put_merged(x, ws, row, 6, CMP_LAST, d->b, txt);
                }
        }
        if (*c->diffs_note) {
                char note[400];
                snprintf(note, sizeof(note),
                         xl_tr(x, KP_S_XL_C_BROKER_SETTINGS), c->diffs_note);
                xl_put_merged(x, ws, row++, 0, CMP_LAST, note, f->note);
        }
        return row + 1;
}

static void sheet_compare(xw *x, const kp_cmodel *c)
{
        static const double widths[] = {
                24, 34, 9, 8, 14, 14, 14, 9, 10, 11, 13
        };
        const char *const hdr[] = {
                xl_tr(x, KP_S_XL_TIER),
                xl_tr(x, KP_S_XL_METRIC),
                xl_tr(x, KP_S_XL_UNIT),
                xl_tr(x, KP_S_XL_K_BETTER),
                "A",
                "B",
                "B - A",
                "B / A",
                xl_tr(x, KP_S_XL_K_CHANGE),
                xl_tr(x, KP_S_XL_K_GATED),
                xl_tr(x, KP_S_XL_C_RESULT),
        };
        const fmts *f = &x->f;
        lxw_worksheet *ws = xl_open_sheet(x, xl_tr(x, KP_S_XL_K_SHEET), widths,
                                          KP_ARRAY_LEN(widths), NULL);
        lxw_row_t row = 0, first;
        char sub[512];
        if (!ws)
                return;
        if (c->embedded) {
                xl_put_merged(x, ws, row, 0, CMP_LAST,
                              xl_tr(x, KP_S_XL_K_EMBEDDED), f->warn);
                xl_set_row(x, ws, row, 36);
                row++;
        }
        xl_put_merged(x, ws, row, 0, CMP_LAST, xl_tr(x, KP_S_XL_K_TITLE),
                      f->title);
        xl_set_row(x, ws, row, 30);
        row++;
        snprintf(sub, sizeof(sub), xl_tr(x, KP_S_XL_K_NOTE), c->threshold);
        xl_put_merged(x, ws, row, 0, CMP_LAST, sub, f->subtitle);
        xl_fit_row(x, ws, row, sub, 150, 14);
        row += 2;
        row = cmp_runs(x, ws, row, c);
        xl_put_merged(x, ws, row, 0, 1,
                      c->outcome == KP_COMPARE_REGRESSION
                          ? xl_tr(x, KP_S_XL_K_REGRESSION)
                      : c->outcome == KP_COMPARE_INCOMPLETE
                          ? xl_tr(x, KP_S_XL_K_INCOMPLETE)
                          : xl_tr(x, KP_S_XL_K_NO_REGRESSION),
                      f->big[c->outcome == KP_COMPARE_REGRESSION   ? ST_FAIL
                             : c->outcome == KP_COMPARE_INCOMPLETE ? ST_INC
                                                                   : ST_PASS]);
        xl_put_merged(x, ws, row, 2, CMP_LAST, c->verdict_line, f->reason);
        xl_set_row(x, ws, row, 48);
        row += 2;
        row = cmp_diffs(x, ws, row, c);
        xl_put_h2(x, ws, row, CMP_LAST, xl_tr(x, KP_S_XL_K_EVERY));
        row++;
        xl_put_header(x, ws, row, 0, hdr, KP_ARRAY_LEN(hdr));
        first = row;
        row++;
        for (size_t i = 0; i < c->n_tiers; i++) {
                const kp_cv_tier *t = &c->tiers[i];
                for (size_t k = 0; k < t->n_rows; k++)
                        cmp_row(x, ws, row++, &t->rows[k]);
                if (t->unjudged) {
                        /* Not judged: no metric compared, or gated ones
                         * B did not measure. */
                        xl_put_str(x, ws, row, 0, t->name,
                                   f->cell[NF_TEXT][ST_INC]);
                        xl_put_merged(x, ws, row, 1, CMP_LAST, t->why_unjudged,
                                      f->note);
                        row++;
                }
        }
        if (row > first + 1)
                xl_note_err(
                    x, worksheet_autofilter(ws, first, 0, row - 1, CMP_LAST));
        worksheet_freeze_panes(ws, first + 1, 0);
        row++;
        xl_put_h2(x, ws, row, CMP_LAST, xl_tr(x, KP_S_XL_K_NOT_COMPARED));
        row++;
        row = xl_put_list(x, ws, row, CMP_LAST, 150, c->only_a, c->n_only_a,
                          xl_tr(x, KP_S_XL_K_ALL_A_IN_B));
        if (c->n_only_a)
                xl_put_merged(x, ws, row++, 0, CMP_LAST,
                              xl_tr(x, KP_S_XL_K_ONLY_A), f->note);
        row = xl_put_list(x, ws, row, CMP_LAST, 150, c->only_b, c->n_only_b,
                          xl_tr(x, KP_S_XL_K_ALL_B_IN_A));
        if (c->n_only_b)
                xl_put_merged(x, ws, row++, 0, CMP_LAST,
                              xl_tr(x, KP_S_XL_K_ONLY_B), f->note);
        worksheet_activate(ws);
        xl_sheet_finish(x, ws, 1);
}

int kp_compare_xlsx_write(const kp_cmodel *c, const char *path, char *errstr,
                          size_t errstr_size)
{
        xw x = { 0 };
        int ret = -1;
        lxw_doc_properties dp = { 0 };

        if (!c || !path)
                return kp_err(errstr, errstr_size, "%s: nothing to write",
                              path ? path : "workbook");
        x.footer = c->a.plan;
        x.lang = c->lang;
        if (xlsx_begin(&x, path, errstr, errstr_size))
                goto out;
        dp.title = (char *)xl_tr(&x, KP_S_XL_K_PROP_TITLE);
        dp.subject = (char *)xl_tr(&x, KP_S_XL_K_PROP_SUBJECT);
        dp.author = "kplan";
        dp.keywords = (char *)xl_tr(&x, KP_S_XL_K_PROP_KEYWORDS);
        dp.status =
            (char *)xl_tr(&x, c->n_regressions ? KP_S_XL_K_REGRESSION
                                               : KP_S_XL_K_NO_REGRESSION);
        /* The later run's finish time, so that the same inputs give the
         * same workbook. */
        dp.created = xlsx_utc_time(
            c->b.finished && *c->b.finished ? c->b.finished : c->b.started);
        xl_note_err(&x, workbook_set_properties(x.wb, &dp));
        sheet_compare(&x, c);
        ret = xlsx_finish(&x, path, errstr, errstr_size);
out:
        xlsx_end(&x, ret != 0);
        return ret;
}
