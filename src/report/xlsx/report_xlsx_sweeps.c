/* The workbook's Sweeps and Workloads sheets (report/xlsx/report_xlsx_priv.h):
 * each sweep as a table (and, for two parameters, a grid) with its charts; each
 * parallel group's workloads, aggregate and aggregate criteria. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "report/xlsx/report_xlsx_priv.h"

/* ---- Sweeps ---------------------------------------------------------------
 */

#define SW_LAST       18 /* columns A..R */
#define SW_MAX_SERIES 8

/* Where the charts of a sweep find their numbers on the sheet. */
typedef struct sw_table {
        lxw_row_t first, last; /* the point rows */
        lxw_col_t xcol;        /* the first parameter's values */
        int grid;
        /* grid: the pivots, rows = first parameter, columns = second */
        lxw_row_t prow0, prow1; /* pivot data rows */
        lxw_col_t pcol0;        /* first value column */
        lxw_row_t lrow0;        /* the p95 pivot's first data row */
        lxw_row_t best_row;     /* the best point's row, or 0 */
} sw_table;

enum {
        SW_RUNS = 2,
        SW_DUR,
        SW_RATE,
        SW_RATE_LO,
        SW_RATE_HI,
        SW_MIB,
        SW_P50,
        SW_P95,
        SW_P95_LO,
        SW_P95_HI,
        SW_P99,
        SW_SVC,
        SW_FETCH,
        SW_ERR,
        SW_VERDICT,
        SW_BEST
};

/* A sweep value: a number when the sweep's values are numbers (the
 * plan's parsed value: bytes for "1KiB"), else as written. */
static void sw_value(xw *x, lxw_worksheet *ws, lxw_row_t row, lxw_col_t col,
                     int numeric, double v, const char *text)
{
        if (numeric)
                xl_put_num(x, ws, row, col, v, x->f.cell[NF_GEN][ST_PLAIN]);
        else
                xl_put_value(x, ws, row, col, text,
                             x->f.cell[NF_TEXT][ST_PLAIN],
                             x->f.cell[NF_GEN][ST_PLAIN]);
}

/* A measured value of a point, coloured by the criteria on it. */
static void sw_cell(xw *x, lxw_worksheet *ws, lxw_row_t row, lxw_col_t col,
                    const kp_rm_cell *c)
{
        /* A figure no criterion judged, in a column where some were,
         * says so beside it (kp_rm_cell.mark). */
        xl_put_num(x, ws, row, col, c->raw,
                   c->mark && isfinite(c->raw) ? x->f.marked[c->fmt]
                                               : x->f.cell[c->fmt][c->state]);
        if (c->state != ST_PLAIN && c->comment)
                xl_put_comment(x, ws, row, col, c->comment);
}

static lxw_row_t sw_points(xw *x, lxw_worksheet *ws, lxw_row_t row,
                           const kp_rm_sweep *s, sw_table *t)
{
        const fmts *f = &x->f;
        char h[8][160];
        const char *hdr[SW_LAST] = {
                s->param,
                s->param2,
                xl_tr(x, KP_S_XL_W_RUNS),
                xl_tr(x, KP_S_XL_W_PRODUCED_FOR),
                xl_marked(x, h[0], sizeof(h[0]),
                          xl_tr(x, KP_S_XL_W_PRODUCE_MEDIAN),
                          s->col_mark[KP_RM_COL_RATE]),
                xl_tr(x, KP_S_XL_W_LOWEST),
                xl_tr(x, KP_S_XL_W_HIGHEST),
                xl_marked(x, h[1], sizeof(h[1]),
                          xl_tr(x, KP_S_XL_W_PRODUCE_MIBPS),
                          s->col_mark[KP_RM_COL_MIBPS]),
                xl_marked(x, h[2], sizeof(h[2]),
                          xl_tr(x, KP_S_XL_W_P50_CORRECTED),
                          s->col_mark[KP_RM_COL_P50]),
                xl_marked(x, h[3], sizeof(h[3]), xl_tr(x, KP_S_XL_W_P95_MEDIAN),
                          s->col_mark[KP_RM_COL_P95]),
                xl_tr(x, KP_S_XL_W_P95_LOW),
                xl_tr(x, KP_S_XL_W_P95_HIGH),
                xl_marked(x, h[4], sizeof(h[4]),
                          xl_tr(x, KP_S_XL_W_P99_CORRECTED),
                          s->col_mark[KP_RM_COL_P99]),
                xl_marked(x, h[5], sizeof(h[5]),
                          xl_tr(x, KP_S_XL_C_P95_SERVICE),
                          s->col_mark[KP_RM_COL_SVC_P95]),
                xl_marked(x, h[6], sizeof(h[6]),
                          xl_tr(x, KP_S_RM_COL_FETCH_RATE),
                          s->col_mark[KP_RM_COL_FETCH]),
                xl_marked(x, h[7], sizeof(h[7]), xl_tr(x, KP_S_XL_W_ERRORS_ALL),
                          s->col_mark[KP_RM_COL_ERRORS]),
                xl_tr(x, KP_S_XL_VERDICT),
                xl_tr(x, KP_S_XL_W_BEST),
        };
        xl_put_header(x, ws, row, 0, hdr, KP_ARRAY_LEN(hdr));
        if (!s->grid)
                xl_put_str(x, ws, row, 1, xl_tr(x, KP_S_XL_W_POINT), f->hdr);
        xl_set_row(x, ws, row, 44);
        row++;
        t->first = row;
        t->xcol = 0;
        for (size_t i = 0; i < s->n_points; i++, row++) {
                const kp_rm_point *p = &s->points[i];
                const kp_rm_cell *measured[] = {
                        &p->duration,    &p->rate, &p->rate_min,   &p->rate_max,
                        &p->mib_per_sec, &p->p50,  &p->p95,        &p->p95_min,
                        &p->p95_max,     &p->p99,  &p->service_p95
                };
                sw_value(x, ws, row, 0, s->numeric, p->x, p->value);
                if (s->grid)
                        sw_value(x, ws, row, 1, s->numeric2, p->x2, p->value2);
                else
                        xl_put_str(x, ws, row, 1, p->tier,
                                   f->cell[NF_TEXT][ST_PLAIN]);
                xl_put_num(x, ws, row, SW_RUNS, p->runs.raw,
                           f->cell[NF_INT][ST_PLAIN]);
                for (size_t k = 0; k < KP_ARRAY_LEN(measured); k++) {
                        lxw_col_t c = (lxw_col_t)(SW_DUR + k);
                        if (p->produced)
                                sw_cell(x, ws, row, c, measured[k]);
                        else
                                xl_put_str(x, ws, row, c,
                                           xl_tr(x, KP_S_XL_C_NOT_MEASURED),
                                           f->cell[NF_TEXT][ST_NA]);
                }
                if (isfinite(p->fetch_rate.raw))
                        sw_cell(x, ws, row, SW_FETCH, &p->fetch_rate);
                else
                        xl_put_str(x, ws, row, SW_FETCH,
                                   xl_tr(x, KP_S_XL_T_NOT_RUN),
                                   f->cell[NF_TEXT][ST_NA]);
                if (isfinite(p->errors.raw))
                        sw_cell(x, ws, row, SW_ERR, &p->errors);
                else
                        xl_put_str(x, ws, row, SW_ERR, "",
                                   f->cell[NF_TEXT][ST_PLAIN]);
                xl_put_str(x, ws, row, SW_VERDICT,
                           xl_verdict(x, p->verdict, p->verdict_text),
                           f->verdict[kp_rm_state_of(p->verdict)]);
                xl_put_str(x, ws, row, SW_BEST,
                           p->best   ? xl_tr(x, KP_S_XL_W_BEST_WORD)
                           : p->tied ? xl_tr(x, KP_S_XL_W_TIE)
                                     : "",
                           f->verdict[p->best ? ST_PASS : ST_PLAIN]);
                if (p->best)
                        t->best_row = row;
                if (!s->grid)
                        xl_fit_row(x, ws, row, p->tier, 16, 13);
        }
        t->last = row - 1;
        return row + 1;
}

/* A grid's pivot of one measure: first-parameter values down, one
 * column per value of the second parameter. */
static lxw_row_t sw_pivot(xw *x, lxw_worksheet *ws, lxw_row_t row,
                          const kp_rm_sweep *s, int p95, sw_table *t)
{
        const fmts *f = &x->f;
        xl_put_strf(x, ws, row, 0, f->hdr, "%s: %s", s->param,
                    p95 ? xl_tr(x, KP_S_XL_T_P95_CORRECTED)
                        : xl_tr(x, KP_S_XL_W_PRODUCE_MSGS));
        for (size_t j = 0; j < s->n_cols; j++)
                xl_put_strf(x, ws, row, (lxw_col_t)(1 + j), f->hdr, "%s=%s",
                            s->param2, s->points[s->col_point[j]].value2);
        xl_set_row(x, ws, row, 30);
        row++;
        if (p95)
                t->lrow0 = row;
        else
                t->prow0 = row;
        for (size_t i = 0; i < s->n_rows; i++, row++) {
                const kp_rm_point *rp = &s->points[s->row_point[i]];
                sw_value(x, ws, row, 0, s->numeric, rp->x, rp->value);
                for (size_t j = 0; j < s->n_cols; j++) {
                        size_t k = s->cell[i * s->n_cols + j];
                        const kp_rm_point *p =
                            k < s->n_points ? &s->points[k] : NULL;
                        if (p && p->produced)
                                xl_put_num(
                                    x, ws, row, (lxw_col_t)(1 + j),
                                    p95 ? p->p95.raw : p->rate.raw,
                                    f->cell[p95 ? NF_MS : NF_DEC1]
                                           [p->best ? ST_PASS : ST_PLAIN]);
                        else
                                xl_put_str(x, ws, row, (lxw_col_t)(1 + j), "",
                                           f->cell[NF_TEXT][ST_NA]);
                }
        }
        if (!p95)
                t->prow1 = row - 1;
        t->pcol0 = 1;
        return row + 1;
}

static lxw_chart_series *sw_series(xw *x, lxw_chart *c, const char *name,
                                   lxw_row_t r0, lxw_row_t r1, lxw_col_t xc,
                                   lxw_col_t yc, size_t i, int scatter)
{
        lxw_chart_series *s = chart_add_series(c, NULL, NULL);
        if (!s) {
                x->oom = 1;
                return NULL;
        }
        chart_series_set_categories(s, SH_SWEEPS, r0, xc, r1, xc);
        chart_series_set_values(s, SH_SWEEPS, r0, yc, r1, yc);
        chart_series_set_name(s, name);
        if (scatter) {
                xl_series_style(s, i, 1);
        } else {
                lxw_chart_fill fill = { 0 };
                fill.color = xl_palette_color(i);
                chart_series_set_fill(s, &fill);
        }
        return s;
}

/* The lowest or highest run of every point as a series of its own, in
 * the colour of its median's series (i): crosses without a line on a
 * scatter chart, a pale column beside the median's on a column chart.
 * libxlsxwriter has no error bars with a value per point, so the spread
 * is drawn this way. */
static void sw_range(xw *x, lxw_chart *c, const char *name, const sw_table *t,
                     lxw_col_t yc, size_t i, int scatter)
{
        lxw_chart_series *s = chart_add_series(c, NULL, NULL);
        if (!s) {
                x->oom = 1;
                return;
        }
        chart_series_set_categories(s, SH_SWEEPS, t->first, t->xcol, t->last,
                                    t->xcol);
        chart_series_set_values(s, SH_SWEEPS, t->first, yc, t->last, yc);
        chart_series_set_name(s, name);
        if (scatter) {
                lxw_chart_line none = { 0 }, edge = { 0 };
                lxw_chart_fill fill = { 0 };
                none.none = 1;
                edge.color = xl_palette_color(i);
                fill.color = edge.color;
                chart_series_set_line(s, &none);
                /* Not a dash: libxlsxwriter 1.1 writes "short_dash", a
                 * marker symbol that OOXML does not have. */
                chart_series_set_marker_type(s, LXW_CHART_MARKER_X);
                chart_series_set_marker_size(s, 6);
                chart_series_set_marker_line(s, &edge);
                chart_series_set_marker_fill(s, &fill);
        } else {
                lxw_chart_fill fill = { 0 };
                fill.color = xl_palette_color(i);
                fill.transparency = 60;
                chart_series_set_fill(s, &fill);
        }
}

/* The best point as a series of its own: a large marker (scatter), or
 * an outlined bar (columns: point i of each series). */
static void sw_mark_best(xw *x, lxw_chart *c, lxw_chart_series **ser,
                         size_t nser, const sw_table *t, lxw_col_t yc,
                         int scatter, size_t best_index)
{
        if (!t->best_row)
                return;
        if (scatter) {
                lxw_chart_series *s = chart_add_series(c, NULL, NULL);
                lxw_chart_line line = { 0 };
                lxw_chart_fill fill = { 0 };
                if (!s) {
                        x->oom = 1;
                        return;
                }
                chart_series_set_categories(s, SH_SWEEPS, t->best_row, t->xcol,
                                            t->best_row, t->xcol);
                chart_series_set_values(s, SH_SWEEPS, t->best_row, yc,
                                        t->best_row, yc);
                chart_series_set_name(s, xl_tr(x, KP_S_XL_W_BEST_WORD));
                line.color = LXW_COLOR_BLACK;
                line.width = 1.5;
                fill.none = 1;
                chart_series_set_marker_type(s, LXW_CHART_MARKER_DIAMOND);
                chart_series_set_marker_size(s, 11);
                chart_series_set_marker_line(s, &line);
                chart_series_set_marker_fill(s, &fill);
                return;
        }
        for (size_t k = 0; k < nser; k++) {
                lxw_chart_point *v = calloc(best_index + 1, sizeof(*v));
                lxw_chart_point **pp = calloc(best_index + 2, sizeof(*pp));
                lxw_chart_line line = { 0 };
                lxw_chart_fill fill = { 0 };
                if (!v || !pp || !ser[k]) {
                        x->oom |= !v || !pp;
                        free(v);
                        free(pp);
                        continue;
                }
                line.color = LXW_COLOR_BLACK;
                line.width = 2.25;
                fill.color = xl_palette_color(k);
                v[best_index].line = &line;
                v[best_index].fill = &fill;
                for (size_t i = 0; i <= best_index; i++)
                        pp[i] = &v[i];
                xl_note_err(x, chart_series_set_points(ser[k], pp));
                free(v);
                free(pp);
        }
}

/* One chart of a sweep: the throughput (lat 0) or the latencies. */
static void sw_chart(xw *x, lxw_worksheet *ws, lxw_row_t row,
                     const kp_rm_sweep *s, const sw_table *t, int lat)
{
        const char *const lat_names[] = { "p50", "p95", "p99" };
        int scatter = s->numeric;
        uint8_t type = scatter ? LXW_CHART_SCATTER_STRAIGHT_WITH_MARKERS
                               : LXW_CHART_COLUMN;
        char title[512], xname[256];
        size_t best_index = s->grid ? s->best_row : s->best_point;
        lxw_col_t ycol = lat ? SW_P95 : SW_RATE;
        lxw_chart_series *ser[SW_MAX_SERIES] = { NULL };
        size_t nser = 0;
        lxw_chart *c;

        snprintf(xname, sizeof(xname), "%s%s", s->param,
                 strcmp(s->param, "record_size") == 0
                     ? xl_tr(x, KP_S_XL_W_BYTES)
                     : "");
        snprintf(title, sizeof(title),
                 lat ? xl_tr(x, KP_S_XL_W_LAT_TITLE)
                     : xl_tr(x, KP_S_XL_W_TPUT_TITLE),
                 s->group, s->param);
        c = xl_new_chart(x, type, title, xname,
                         lat ? xl_tr(x, KP_S_XL_W_LAT_AXIS)
                             : xl_tr(x, KP_S_XL_W_RATE_AXIS));
        if (!c)
                return;
        if (!t->grid && !lat) {
                if (s->repeated)
                        sw_range(x, c, xl_tr(x, KP_S_XL_W_LOWEST_RUN), t,
                                 SW_RATE_LO, 0, scatter);
                ser[nser++] =
                    sw_series(x, c, xl_tr(x, KP_S_XL_W_PRODUCE_MEDIAN),
                              t->first, t->last, t->xcol, SW_RATE, 0, scatter);
                if (s->repeated)
                        sw_range(x, c, xl_tr(x, KP_S_XL_W_HIGHEST_RUN), t,
                                 SW_RATE_HI, 0, scatter);
        } else if (!t->grid) {
                static const lxw_col_t lat_cols[] = { SW_P50, SW_P95, SW_P99 };
                for (size_t k = 0; k < 3; k++) {
                        if (k == 1 && s->repeated)
                                sw_range(x, c, xl_tr(x, KP_S_XL_W_P95_LOWEST),
                                         t, SW_P95_LO, k, scatter);
                        ser[nser++] =
                            sw_series(x, c, lat_names[k], t->first, t->last,
                                      t->xcol, lat_cols[k], k, scatter);
                        if (k == 1 && s->repeated)
                                sw_range(x, c, xl_tr(x, KP_S_XL_W_P95_HIGHEST),
                                         t, SW_P95_HI, k, scatter);
                }
        } else {
                lxw_row_t r0 = lat ? t->lrow0 : t->prow0;
                lxw_row_t r1 = (lxw_row_t)(r0 + (t->prow1 - t->prow0));
                for (size_t j = 0; j < s->n_cols && j < SW_MAX_SERIES; j++) {
                        char name[192];
                        snprintf(name, sizeof(name), "%s=%s%s", s->param2,
                                 s->points[s->col_point[j]].value2,
                                 lat ? " p95" : "");
                        ser[nser++] =
                            sw_series(x, c, name, r0, r1, 0,
                                      (lxw_col_t)(t->pcol0 + j), j, scatter);
                }
        }
        sw_mark_best(x, c, ser, nser, t, ycol, scatter, best_index);
        if (scatter)
                chart_axis_set_num_format(c->x_axis, "#,##0.###");
        chart_axis_set_min(c->y_axis, 0);
        xl_insert_chart(x, ws, row, lat ? 6 : 0, c, lat ? 30 : 0, 1, title);
}

/* The model's chart of kind k of sweep s, or NULL. */
static const kp_rm_chart *sw_model_chart(const xw *x, const kp_rm_sweep *s,
                                         kp_rm_chart_kind k)
{
        for (size_t i = 0; i < s->n_charts; i++)
                if (s->charts[i] < x->m->n_charts &&
                    x->m->charts[s->charts[i]].kind == k)
                        return &x->m->charts[s->charts[i]];
        return NULL;
}

static lxw_row_t sw_group(xw *x, lxw_worksheet *ws, lxw_row_t row,
                          const kp_rm_sweep *s)
{
        sw_table t;
        char h[512];
        memset(&t, 0, sizeof(t));
        t.grid = s->grid;
        if (s->grid)
                snprintf(h, sizeof(h), xl_tr(x, KP_S_XL_W_HEAD2), s->group,
                         s->param, s->param2);
        else
                snprintf(h, sizeof(h), xl_tr(x, KP_S_XL_W_HEAD), s->group,
                         s->param);
        xl_put_h2(x, ws, row, SW_LAST - 1, h);
        row++;
        row = xl_put_list(x, ws, row, SW_LAST - 1, 150, s->findings,
                          s->n_findings, xl_tr(x, KP_S_XL_W_NO_FINDINGS));
        row++;
        row = sw_points(x, ws, row, s, &t);
        if (t.grid) {
                xl_put_merged(x, ws, row, 0, SW_LAST - 1,
                              xl_tr(x, KP_S_XL_W_GRID), x->f.note);
                row++;
                row = sw_pivot(x, ws, row, s, 0, &t);
                row = sw_pivot(x, ws, row, s, 1, &t);
        }
        if (s->n_points) {
                const kp_rm_chart *rate =
                    sw_model_chart(x, s, KP_CH_SWEEP_RATE);
                const kp_rm_chart *lat = sw_model_chart(x, s, KP_CH_SWEEP_LAT);
                lxw_row_t cap = row + CHART_ROWS;
                int a, b;
                sw_chart(x, ws, row, s, &t, 0);
                sw_chart(x, ws, row, s, &t, 1);
                /* Each chart's caption under it: the model's. */
                a = xl_put_caption(x, ws, cap, 0, 5, 76,
                                   rate ? rate->caption : "");
                b = xl_put_caption(x, ws, cap, 6, 11, 66,
                                   lat ? lat->caption : "");
                xl_set_lines(x, ws, cap, a > b ? a : b, 13);
                row += CHART_ROWS + 2;
        }
        return row + 1;
}

void xlsx_sheet_sweeps(xw *x)
{
        static const double widths[] = { 16, 16, 9,  11, 13, 11, 11, 11, 11,
                                         11, 11, 11, 11, 11, 13, 11, 12, 8 };
        const kp_rmodel *m = x->m;
        lxw_worksheet *ws;
        lxw_row_t row = 3;
        if (m->n_sweeps == 0)
                return;
        ws = xl_open_sheet(x, SH_SWEEPS, widths, KP_ARRAY_LEN(widths),
                           SH_SWEEPS);
        if (!ws)
                return;
        xl_put_merged(x, ws, 1, 0, SW_LAST - 1, xl_tr(x, KP_S_XL_W_NOTE),
                      x->f.subtitle);
        xl_set_row(x, ws, 1, 74);
        for (size_t i = 0; i < m->n_sweeps; i++)
                row = sw_group(x, ws, row, &m->sweeps[i]);
        xl_sheet_finish(x, ws, 1);
}

/* ---- Concurrent workloads -------------------------------------------------
 */

#define WL_LAST 13 /* columns A..N */

/* A value of a workload row: its number, or its text in grey. */
static void wl_cell(xw *x, lxw_worksheet *ws, lxw_row_t row, lxw_col_t col,
                    const kp_rm_cell *c, const char *none)
{
        if (isfinite(c->raw))
                xl_put_num(x, ws, row, col, c->raw,
                           c->mark ? x->f.marked[c->fmt]
                                   : x->f.cell[c->fmt][c->state]);
        else
                xl_put_str(x, ws, row, col, none, x->f.cell[NF_TEXT][ST_NA]);
}

static void wl_row(xw *x, lxw_worksheet *ws, lxw_row_t row, const char *name,
                   const kp_rm_group_row *w, int bold)
{
        const fmts *f = &x->f;
        lxw_format *txt = bold ? f->group : f->cell[NF_TEXT][ST_PLAIN];
        xl_put_str(x, ws, row, 0, name, txt);
        xl_put_str(x, ws, row, 1, w->topic, f->cell[NF_TEXT][ST_PLAIN]);
        if (w->unlimited)
                xl_put_str(x, ws, row, 2, xl_tr(x, KP_S_XL_UNLIMITED),
                           f->right);
        else
                xl_put_num(x, ws, row, 2, w->target_rate.raw,
                           f->cell[w->target_rate.fmt][ST_PLAIN]);
        wl_cell(x, ws, row, 3, &w->rate, xl_tr(x, KP_S_XL_C_NOT_MEASURED));
        wl_cell(x, ws, row, 4, &w->mib_per_sec, "");
        wl_cell(x, ws, row, 5, &w->p50, "");
        wl_cell(x, ws, row, 6, &w->p95, "");
        wl_cell(x, ws, row, 7, &w->p99, "");
        wl_cell(x, ws, row, 8, &w->service_p95, "");
        wl_cell(x, ws, row, 9, &w->errors, "");
        wl_cell(x, ws, row, 10, &w->fetch_rate, xl_tr(x, KP_S_XL_T_NOT_RUN));
        wl_cell(x, ws, row, 11, &w->completeness, xl_tr(x, KP_S_XL_T_NOT_RUN));
        wl_cell(x, ws, row, 12, &w->e2e_p95, "");
        if (w->na)
                xl_put_str(x, ws, row, 13, xl_tr(x, KP_S_XL_W_NO_CRITERIA),
                           f->cell[NF_TEXT][ST_NA]);
        else
                xl_put_str(x, ws, row, 13,
                           xl_verdict(x, w->verdict, w->verdict_text),
                           f->verdict[kp_rm_state_of(w->verdict)]);
        xl_fit_row(x, ws, row, name, 18, 13);
}

static lxw_row_t wl_group(xw *x, lxw_worksheet *ws, lxw_row_t row,
                          const kp_rm_group *g)
{
        char h[10][160];
        const char *const hdr[] = {
                xl_tr(x, KP_S_XL_W_WORKLOAD),
                xl_tr(x, KP_S_XL_TOPIC),
                xl_tr(x, KP_S_XL_TARGET_RATE),
                xl_marked(x, h[0], sizeof(h[0]), xl_tr(x, KP_S_XL_ACHIEVED),
                          g->col_mark[KP_RM_COL_RATE]),
                xl_marked(x, h[1], sizeof(h[1]), "MiB/s",
                          g->col_mark[KP_RM_COL_MIBPS]),
                xl_marked(x, h[2], sizeof(h[2]),
                          xl_tr(x, KP_S_XL_W_P50_CORRECTED),
                          g->col_mark[KP_RM_COL_P50]),
                xl_marked(x, h[3], sizeof(h[3]),
                          xl_tr(x, KP_S_XL_T_P95_CORRECTED),
                          g->col_mark[KP_RM_COL_P95]),
                xl_marked(x, h[4], sizeof(h[4]),
                          xl_tr(x, KP_S_XL_W_P99_CORRECTED),
                          g->col_mark[KP_RM_COL_P99]),
                xl_marked(x, h[5], sizeof(h[5]),
                          xl_tr(x, KP_S_XL_C_P95_SERVICE),
                          g->col_mark[KP_RM_COL_SVC_P95]),
                xl_marked(x, h[6], sizeof(h[6]), xl_tr(x, KP_S_XL_C_ERRORS),
                          g->col_mark[KP_RM_COL_ERRORS]),
                xl_marked(x, h[7], sizeof(h[7]),
                          xl_tr(x, KP_S_RM_COL_FETCH_RATE),
                          g->col_mark[KP_RM_COL_FETCH]),
                xl_marked(x, h[8], sizeof(h[8]),
                          xl_tr(x, KP_S_XL_W_COMPLETENESS),
                          g->col_mark[KP_RM_COL_COMPLETENESS]),
                xl_marked(x, h[9], sizeof(h[9]), xl_tr(x, KP_S_XL_T_P95_E2E),
                          g->col_mark[KP_RM_COL_E2E]),
                xl_tr(x, KP_S_XL_VERDICT),
        };
        const char *const chdr[] = {
                xl_tr(x, KP_S_XL_METRIC),    xl_tr(x, KP_S_XL_CRITERION_UNIT),
                xl_tr(x, KP_S_XL_THRESHOLD), xl_tr(x, KP_S_XL_VALUE),
                xl_tr(x, KP_S_XL_MARGIN),    xl_tr(x, KP_S_XL_VERDICT)
        };
        const kp_rmodel *m = x->m;
        const fmts *f = &x->f;
        lxw_format *txt = f->cell[NF_TEXT][ST_PLAIN];
        xl_put_strf(x, ws, row, 0, f->h2, xl_tr(x, KP_S_XL_W_GROUP), g->name);
        xl_set_row(x, ws, row, 22);
        row++;
        xl_put_header(x, ws, row, 0, hdr, KP_ARRAY_LEN(hdr));
        xl_set_row(x, ws, row, 42);
        row++;
        for (size_t k = 0; k < g->n_workloads; k++, row++)
                wl_row(x, ws, row, g->workloads[k].name, &g->workloads[k], 0);
        wl_row(x, ws, row, xl_tr(x, KP_S_XL_W_AGGREGATE), &g->aggregate, 1);
        row += 2;
        if (g->n_checks == 0) {
                xl_put_merged(x, ws, row, 0, WL_LAST,
                              xl_tr(x, KP_S_XL_W_NO_AGGREGATE), f->note);
                return row + 2;
        }
        xl_put_merged(x, ws, row, 0, WL_LAST,
                      xl_tr(x, KP_S_XL_W_AGGREGATE_NOTE), f->note);
        row++;
        xl_put_header(x, ws, row, 0, chdr, KP_ARRAY_LEN(chdr));
        row++;
        for (size_t k = 0; k < g->n_checks; k++, row++) {
                const kp_rm_check *c = &m->checks[g->checks[k]];
                xl_put_str(x, ws, row, 0, c->words, txt);
                xl_put_check(x, ws, row, 1, c);
        }
        return row + 1;
}

void xlsx_sheet_workloads(xw *x)
{
        static const double widths[] = { 30, 22, 11, 12, 9,  11, 11,
                                         11, 11, 10, 13, 12, 11, 11 };
        const kp_rmodel *m = x->m;
        lxw_worksheet *ws;
        lxw_row_t row = 3;
        if (m->n_groups == 0)
                return;
        ws = xl_open_sheet(x, SH_WORKLOADS, widths, KP_ARRAY_LEN(widths),
                           xl_tr(x, KP_S_XL_W_TITLE));
        if (!ws)
                return;
        xl_put_merged(x, ws, 1, 0, WL_LAST, xl_tr(x, KP_S_XL_W_WL_NOTE),
                      x->f.subtitle);
        xl_set_row(x, ws, 1, 30);
        for (size_t i = 0; i < m->n_groups; i++)
                row = wl_group(x, ws, row, &m->groups[i]);
        xl_sheet_finish(x, ws, 1);
}
