/* The workbook's Time series sheet (report/xlsx/report_xlsx_priv.h): the tier
 * comparison and, per tier, its interval snapshots, latency distribution and
 * the charts drawn from them. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#include "report/xlsx/report_xlsx_priv.h"

/* Columns of a tier block: produce intervals, consume intervals and the
 * percentile spectrum side by side. */
#define TS_PROD  0
#define TS_CONS  9
#define TS_SPEC  18
#define TS_NCOLS 8
#define TS_LAST  21

/* A latency of an interval row: blank where the phase measured none. */
static void put_ms(xw *x, lxw_worksheet *ws, lxw_row_t row, lxw_col_t col,
                   double v)
{
        if (isfinite(v))
                xl_put_num(x, ws, row, col, v, x->f.cell[NF_MS][ST_PLAIN]);
        else
                xl_put_str(x, ws, row, col, "", x->f.cell[NF_TEXT][ST_PLAIN]);
}

/* An interval table: t, msg/s, MiB/s, p50, p95, p99, max, errors, from
 * the model's bounded rows; how they were merged under the title. */
static void interval_table(xw *x, lxw_worksheet *ws, lxw_row_t row,
                           lxw_col_t col, const char *title,
                           const kp_rm_rows *l, int ran)
{
        const char *const hdr[TS_NCOLS] = {
                xl_tr(x, KP_S_XL_T_T),
                xl_tr(x, KP_S_XL_C_RATE),
                "MiB/s",
                xl_tr(x, KP_S_XL_R_P50),
                xl_tr(x, KP_S_XL_P95_MS),
                xl_tr(x, KP_S_XL_R_P99),
                xl_tr(x, KP_S_XL_R_MAX),
                xl_tr(x, KP_S_XL_T_ERRORS),
        };
        const fmts *f = &x->f;
        xl_put_merged(x, ws, row, col, (lxw_col_t)(col + TS_NCOLS - 1), title,
                      f->group);
        xl_put_header(x, ws, row + 1, col, hdr, TS_NCOLS);
        xl_set_row(x, ws, row + 1, 27);
        row += 2;
        if (!ran || l->n == 0) {
                xl_put_merged(x, ws, row, col, (lxw_col_t)(col + TS_NCOLS - 1),
                              ran ? xl_tr(x, KP_S_XL_T_NO_SNAPSHOTS)
                                  : xl_tr(x, KP_S_XL_T_NOT_RUN_DOT),
                              f->note);
                return;
        }
        for (size_t i = 0; i < l->n; i++, row++) {
                const kp_interval *iv = &l->v[i];
                xl_put_num(x, ws, row, col, iv->t_s, f->cell[NF_GEN][ST_PLAIN]);
                xl_put_num(x, ws, row, col + 1, iv->msgs_per_sec,
                           f->cell[NF_DEC1][ST_PLAIN]);
                xl_put_num(x, ws, row, col + 2, iv->mib_per_sec,
                           f->cell[NF_DEC2][ST_PLAIN]);
                put_ms(x, ws, row, col + 3, iv->p50_ms);
                put_ms(x, ws, row, col + 4, iv->p95_ms);
                put_ms(x, ws, row, col + 5, iv->p99_ms);
                put_ms(x, ws, row, col + 6, iv->max_ms);
                xl_put_num(x, ws, row, col + 7, (double)iv->errors,
                           f->cell[NF_INT][iv->errors ? ST_FAIL : ST_PLAIN]);
        }
}

static void spectrum_table(xw *x, lxw_worksheet *ws, lxw_row_t row,
                           const kp_rm_tier *t)
{
        const char *const hdr[4] = { xl_tr(x, KP_S_XL_T_PERCENTILE),
                                     xl_tr(x, KP_S_XL_T_CORRECTED_MS),
                                     xl_tr(x, KP_S_XL_T_SERVICE_MS),
                                     xl_tr(x, KP_S_XL_T_E2E_MS) };
        const fmts *f = &x->f;
        xl_put_merged(x, ws, row, TS_SPEC, TS_LAST,
                      xl_tr(x, KP_S_XL_T_DISTRIBUTION), f->group);
        xl_put_header(x, ws, row + 1, TS_SPEC, hdr, 4);
        row += 2;
        for (size_t i = 0; i < KP_RM_SPECTRUM; i++, row++) {
                xl_put_num(x, ws, row, TS_SPEC, kp_rm_spectrum_pcts[i],
                           f->cell[NF_GEN][ST_PLAIN]);
                for (int k = 0; k < 3; k++) {
                        lxw_col_t c = (lxw_col_t)(TS_SPEC + 1 + k);
                        if (t->has_spectrum[k])
                                xl_put_num(x, ws, row, c, t->spectrum[i][k],
                                           f->cell[NF_MS][ST_PLAIN]);
                        else
                                xl_put_str(x, ws, row, c, "",
                                           f->cell[NF_TEXT][ST_PLAIN]);
                }
        }
}

/* Line series over time from an interval table at (row0, col) of n rows:
 * ycols are offsets into the table. */
static lxw_chart *time_chart(xw *x, const char *title, const char *phase,
                             const char *yname, lxw_row_t row0, lxw_col_t col,
                             size_t n, const int *ycols,
                             const char *const *names, size_t nseries)
{
        char xname[96];
        lxw_chart *c;
        snprintf(xname, sizeof(xname), xl_tr(x, KP_S_XL_T_SINCE), phase);
        c = xl_new_chart(x, LXW_CHART_SCATTER_STRAIGHT, title, xname, yname);
        if (!c)
                return NULL;
        for (size_t i = 0; i < nseries; i++) {
                lxw_chart_series *s = chart_add_series(c, NULL, NULL);
                if (!s) {
                        x->oom = 1;
                        return c;
                }
                chart_series_set_categories(s, SH_SERIES, row0, col,
                                            (lxw_row_t)(row0 + n - 1), col);
                chart_series_set_values(
                    s, SH_SERIES, row0, (lxw_col_t)(col + ycols[i]),
                    (lxw_row_t)(row0 + n - 1), (lxw_col_t)(col + ycols[i]));
                chart_series_set_name(s, names[i]);
                xl_series_style(s, i, n <= 30);
        }
        chart_axis_set_num_format(c->x_axis, "#,##0.#");
        chart_axis_set_min(c->x_axis, 0);
        chart_axis_set_min(c->y_axis, 0);
        return c;
}

/* The percentile spectrum of the tier's histograms, from its table at
 * row data of the sheet; NULL when there is no histogram. */
static lxw_chart *spectrum_chart(xw *x, const kp_rm_tier *t, const char *title,
                                 lxw_row_t data)
{
        const char *const names[] = { xl_tr(x, KP_S_XL_T_CORRECTED),
                                      xl_tr(x, KP_S_XL_T_SERVICE),
                                      xl_tr(x, KP_S_XL_T_E2E) };
        lxw_row_t last = (lxw_row_t)(data + KP_RM_SPECTRUM - 1);
        lxw_chart *c;
        size_t k = 0;
        if (!t->has_spectrum[0] && !t->has_spectrum[1] && !t->has_spectrum[2])
                return NULL;
        c = xl_new_chart(x, LXW_CHART_LINE, title,
                         xl_tr(x, KP_S_XL_T_PERCENTILE),
                         xl_tr(x, KP_S_XL_T_LATENCY_MS));
        for (int i = 0; c && i < 3; i++) {
                lxw_col_t col = (lxw_col_t)(TS_SPEC + 1 + i);
                lxw_chart_series *s;
                if (!t->has_spectrum[i])
                        continue;
                s = chart_add_series(c, NULL, NULL);
                if (!s) {
                        x->oom = 1;
                        break;
                }
                chart_series_set_categories(s, SH_SERIES, data, TS_SPEC, last,
                                            TS_SPEC);
                chart_series_set_values(s, SH_SERIES, data, col, last, col);
                chart_series_set_name(s, names[i]);
                xl_series_style(s, k++, 1);
        }
        return c;
}

/* The threshold of the tier's latency chart (the model's), as a
 * two-point line at (row, TS_SPEC): from the first to the last interval.
 * Returns 1 when there is one. */
static int limit_line(xw *x, lxw_worksheet *ws, lxw_row_t row,
                      const kp_rm_tier *t, const kp_rm_rows *l)
{
        const kp_rmodel *m = x->m;
        const kp_rm_chart *ch = NULL;
        const fmts *f = &x->f;
        const char *const hdr[] = { xl_tr(x, KP_S_XL_T_T),
                                    xl_tr(x, KP_S_XL_T_LIMIT_MS) };
        for (size_t i = 0; i < m->n_charts && !ch; i++)
                if (m->charts[i].kind == KP_CH_LATENCY &&
                    m->charts[i].tier == t->index)
                        ch = &m->charts[i];
        if (!ch || !ch->has_ref || l->n == 0)
                return 0;
        xl_put_merged(x, ws, row, TS_SPEC, TS_SPEC + 1, ch->ref_label,
                      f->group);
        xl_fit_row(x, ws, row, ch->ref_label, 23, 13);
        xl_put_header(x, ws, row + 1, TS_SPEC, hdr, 2);
        xl_put_num(x, ws, row + 2, TS_SPEC, 0, f->cell[NF_GEN][ST_PLAIN]);
        xl_put_num(x, ws, row + 3, TS_SPEC, l->v[l->n - 1].t_s,
                   f->cell[NF_GEN][ST_PLAIN]);
        xl_put_num(x, ws, row + 2, TS_SPEC + 1, ch->ref_y,
                   f->cell[NF_MS][ST_PLAIN]);
        xl_put_num(x, ws, row + 3, TS_SPEC + 1, ch->ref_y,
                   f->cell[NF_MS][ST_PLAIN]);
        return 1;
}

static void add_limit(xw *x, lxw_chart *c, lxw_row_t row, const char *name)
{
        lxw_chart_series *s;
        lxw_chart_line ln = { 0 };
        if (!c)
                return;
        s = chart_add_series(c, NULL, NULL);
        if (!s) {
                x->oom = 1;
                return;
        }
        chart_series_set_categories(s, SH_SERIES, row, TS_SPEC, row + 1,
                                    TS_SPEC);
        chart_series_set_values(s, SH_SERIES, row, TS_SPEC + 1, row + 1,
                                TS_SPEC + 1);
        chart_series_set_name(s, name);
        ln.color = 0xC00000;
        ln.dash_type = LXW_CHART_LINE_DASH_DASH;
        ln.width = 1.5;
        chart_series_set_line(s, &ln);
        chart_series_set_marker_type(s, LXW_CHART_MARKER_NONE);
}

static lxw_row_t series_tier(xw *x, lxw_worksheet *ws, lxw_row_t row,
                             const kp_rm_tier *t)
{
        static const int rate_col[] = { 1 };
        static const int lat_cols[] = { 3, 4, 5, 6 };
        const char *const lat_names[] = { "p50", "p95", "p99",
                                          xl_tr(x, KP_S_XL_T_MAX) };
        const char *const prod_rate[] = { xl_tr(x, KP_S_XL_T_DELIVERED) };
        const char *const cons_rate[] = { xl_tr(x, KP_S_XL_T_CONSUMED) };
        const kp_rm_rows *pl = &t->p_rows;
        const kp_rm_rows *cl = &t->c_rows;
        lxw_row_t charts = row + 1, tables = row + 1 + 2 * CHART_ROWS + 1;
        lxw_row_t data = tables + 2;
        lxw_row_t limit = tables + 2 + KP_RM_SPECTRUM + 1;
        size_t nrows = KP_RM_SPECTRUM + 5;
        char title[256];
        lxw_chart *c;

        snprintf(title, sizeof(title), xl_tr(x, KP_S_XL_T_TIER), t->name);
        xl_put_h2(x, ws, row, TS_LAST, title);
        /* Long series are merged to a bounded table: say how. */
        if (*pl->note || *cl->note) {
                char note[1024];
                snprintf(
                    note, sizeof(note), "%s%s%s%s%s",
                    *pl->note ? xl_tr(x, KP_S_XL_T_PRODUCE_NOTE) : "", pl->note,
                    *pl->note && *cl->note ? xl_tr(x, KP_S_XL_T_NOTE_SEP) : "",
                    *cl->note ? xl_tr(x, KP_S_XL_T_CONSUME_NOTE) : "",
                    cl->note);
                xl_put_merged(x, ws, tables - 1, TS_PROD, TS_LAST, note,
                              x->f.note);
        }

        interval_table(x, ws, tables, TS_PROD, xl_tr(x, KP_S_XL_T_PRODUCE_IV),
                       pl, t->p.ran);
        interval_table(x, ws, tables, TS_CONS,
                       cl->latency ? xl_tr(x, KP_S_XL_T_CONSUME_IV)
                                   : xl_tr(x, KP_S_XL_T_CONSUME_IV_NO_E2E),
                       cl, t->c.ran);
        spectrum_table(x, ws, tables, t);

        if (t->p.ran && pl->n > 1) {
                snprintf(title, sizeof(title), xl_tr(x, KP_S_XL_T_PRODUCE_TPUT),
                         t->name);
                c = time_chart(x, title, xl_tr(x, KP_S_XL_T_PRODUCE_PHASE),
                               xl_tr(x, KP_S_XL_C_RATE), data, TS_PROD, pl->n,
                               rate_col, prod_rate, 1);
                if (c)
                        chart_legend_set_position(c, LXW_CHART_LEGEND_NONE);
                xl_insert_chart(x, ws, charts, 0, c, 0, 1, title);
                snprintf(title, sizeof(title), xl_tr(x, KP_S_XL_T_PRODUCE_LAT),
                         t->name);
                c = time_chart(x, title, xl_tr(x, KP_S_XL_T_PRODUCE_PHASE),
                               xl_tr(x, KP_S_XL_T_LATENCY_MS), data, TS_PROD,
                               pl->n, lat_cols, lat_names, 4);
                if (limit_line(x, ws, limit, t, pl))
                        add_limit(x, c, limit + 2, xl_tr(x, KP_S_XL_T_LIMIT));
                xl_insert_chart(x, ws, charts + CHART_ROWS, 0, c, 0, 1, title);
        }
        if (t->c.ran && cl->n > 1) {
                snprintf(title, sizeof(title), xl_tr(x, KP_S_XL_T_CONSUME_TPUT),
                         t->name);
                c = time_chart(x, title, xl_tr(x, KP_S_XL_T_CONSUME_PHASE),
                               xl_tr(x, KP_S_XL_C_RATE), data, TS_CONS, cl->n,
                               rate_col, cons_rate, 1);
                if (c)
                        chart_legend_set_position(c, LXW_CHART_LEGEND_NONE);
                xl_insert_chart(x, ws, charts, 7, c, 10, 1, title);
                /* No flat 0 ms line where there is no latency. */
                if (cl->latency) {
                        snprintf(title, sizeof(title),
                                 xl_tr(x, KP_S_XL_T_E2E_LAT), t->name);
                        c = time_chart(x, title,
                                       xl_tr(x, KP_S_XL_T_CONSUME_PHASE),
                                       xl_tr(x, KP_S_XL_T_LATENCY_MS), data,
                                       TS_CONS, cl->n, lat_cols, lat_names, 4);
                        xl_insert_chart(x, ws, charts + CHART_ROWS, 7, c, 10, 1,
                                        title);
                }
        }
        if (t->p.ran || t->c.ran) {
                snprintf(title, sizeof(title), xl_tr(x, KP_S_XL_T_BY_PCT),
                         t->name);
                c = spectrum_chart(x, t, title, data);
                xl_insert_chart(x, ws, charts, 14, c, 20, 2.0, title);
        }
        if (pl->n > nrows)
                nrows = pl->n;
        if (cl->n > nrows)
                nrows = cl->n;
        return data + (lxw_row_t)nrows + 2;
}

/* Shades the columns of the tiers that failed a criterion (the model's
 * tier verdicts, in the order of the table), as the SVG charts shade
 * them: the series' colour hatched over the FAIL cells' red, a red
 * border. */
static void shade_failed(xw *x, lxw_chart_series *s, size_t k, size_t n)
{
        const kp_rmodel *m = x->m;
        lxw_chart_point *v = calloc(n, sizeof(*v));
        lxw_chart_point **pp = calloc(n + 1, sizeof(*pp));
        lxw_chart_pattern pat = { 0 };
        lxw_chart_line line = { 0 };
        int any = 0;
        if (!v || !pp) {
                x->oom = 1;
                goto out;
        }
        pat.type = LXW_CHART_PATTERN_WIDE_UPWARD_DIAGONAL;
        pat.fg_color = xl_palette_color(k);
        pat.bg_color = 0xFFC7CE;
        line.color = 0xC00000;
        line.width = 1.5;
        for (size_t i = 0; i < n; i++) {
                pp[i] = &v[i];
                if (i < m->n_tiers && m->tiers[i].verdict == KP_FAIL) {
                        v[i].pattern = &pat;
                        v[i].line = &line;
                        any = 1;
                }
        }
        if (any)
                xl_note_err(x, chart_series_set_points(s, pp));
out:
        free(v);
        free(pp);
}

/* A column chart of nseries adjacent columns (from col) of the tier
 * comparison table: one group of columns per tier, the failed tiers'
 * shaded. */
static lxw_chart *compare_chart(xw *x, const char *title, const char *yname,
                                lxw_row_t first, size_t n, lxw_col_t col,
                                const char *const *names, size_t nseries)
{
        lxw_row_t last = (lxw_row_t)(first + n - 1);
        lxw_chart *c = xl_new_chart(x, LXW_CHART_COLUMN, title,
                                    xl_tr(x, KP_S_XL_TIER), yname);
        for (size_t k = 0; c && k < nseries; k++) {
                lxw_chart_series *s = chart_add_series(c, NULL, NULL);
                lxw_chart_fill fill = { 0 };
                lxw_col_t vc = (lxw_col_t)(col + k);
                if (!s) {
                        x->oom = 1;
                        break;
                }
                chart_series_set_categories(s, SH_SERIES, first, 0, last, 0);
                chart_series_set_values(s, SH_SERIES, first, vc, last, vc);
                chart_series_set_name(s, names[k]);
                fill.color = xl_palette_color(k);
                chart_series_set_fill(s, &fill);
                shade_failed(x, s, k, n);
        }
        return c;
}

/* Whether category i of a bar chart is one the model marks. */
static int marked(const kp_rm_chart *ch, size_t i)
{
        for (size_t k = 0; k < ch->n_marks; k++)
                if (ch->marks[k] == i)
                        return 1;
        return 0;
}

/* The model's chart of p95 latency by tier: its table (the tiers it
 * shows: those the criterion judges), its bars and the criterion's
 * threshold as a line series. */
static lxw_row_t p95_chart(xw *x, lxw_worksheet *ws, lxw_row_t row,
                           lxw_row_t top)
{
        const kp_rmodel *m = x->m;
        const kp_rm_chart *ch = NULL;
        const fmts *f = &x->f;
        lxw_row_t first;
        lxw_col_t mcol;
        lxw_chart *c;
        size_t ns;
        for (size_t i = 0; i < m->n_charts && !ch; i++)
                if (m->charts[i].kind == KP_CH_TIERS_P95)
                        ch = &m->charts[i];
        if (!ch || ch->n_categories == 0)
                return row;
        ns = ch->n_series;
        xl_put_merged(x, ws, row, 0, (lxw_col_t)(ns + 1), ch->title, f->label);
        xl_fit_row(x, ws, row, ch->title, 60, 13);
        row++;
        xl_put_str(x, ws, row, 0, xl_tr(x, KP_S_XL_TIER), f->hdr);
        for (size_t k = 0; k < ns; k++)
                xl_put_strf(x, ws, row, (lxw_col_t)(1 + k), f->hdr,
                            xl_tr(x, KP_S_XL_T_P95_OF), ch->series[k].name);
        if (ch->has_ref)
                xl_put_str(x, ws, row, (lxw_col_t)(1 + ns), ch->ref_label,
                           f->hdr);
        mcol = (lxw_col_t)(1 + ns + (ch->has_ref ? 1 : 0));
        if (ch->n_marks)
                xl_put_strf(x, ws, row, mcol, f->hdr, "%s (ms)",
                            ch->mark_label);
        xl_set_row(x, ws, row, 42);
        row++;
        first = row;
        for (size_t i = 0; i < ch->n_categories; i++, row++) {
                xl_put_str(x, ws, row, 0, ch->categories[i],
                           f->cell[NF_TEXT][ST_PLAIN]);
                for (size_t k = 0; k < ns; k++) {
                        const kp_rm_series *se = &ch->series[k];
                        double v = i < se->n ? se->y[i] : NAN;
                        if (isfinite(v))
                                xl_put_num(x, ws, row, (lxw_col_t)(1 + k), v,
                                           f->cell[NF_MS][ST_PLAIN]);
                        else
                                xl_put_str(x, ws, row, (lxw_col_t)(1 + k), "",
                                           f->cell[NF_TEXT][ST_PLAIN]);
                }
                if (ch->has_ref)
                        xl_put_num(x, ws, row, (lxw_col_t)(1 + ns), ch->ref_y,
                                   f->cell[NF_MS][ST_PLAIN]);
                if (marked(ch, i) && ns && i < ch->series[0].n &&
                    isfinite(ch->series[0].y[i]))
                        xl_put_num(x, ws, row, mcol, ch->series[0].y[i],
                                   f->cell[NF_MS][ST_FAIL]);
                else if (ch->n_marks)
                        xl_put_str(x, ws, row, mcol, "",
                                   f->cell[NF_TEXT][ST_PLAIN]);
        }
        /* A line chart over the tiers: each p95 a marker, the threshold
         * a dashed line across (libxlsxwriter cannot combine a column
         * chart with a line). */
        c = xl_new_chart(x, LXW_CHART_LINE, ch->title, xl_tr(x, KP_S_XL_TIER),
                         xl_tr(x, KP_S_XL_T_LATENCY_MS));
        for (size_t k = 0; c && k < ns + (ch->has_ref ? 1 : 0); k++) {
                lxw_chart_series *s = chart_add_series(c, NULL, NULL);
                lxw_chart_line ln = { 0 };
                lxw_col_t vc = (lxw_col_t)(1 + k);
                if (!s) {
                        x->oom = 1;
                        break;
                }
                chart_series_set_categories(s, SH_SERIES, first, 0, row - 1, 0);
                chart_series_set_values(s, SH_SERIES, first, vc, row - 1, vc);
                if (k < ns) {
                        lxw_chart_fill fill = { 0 };
                        chart_series_set_name(s, ch->series[k].name);
                        ln.none = LXW_TRUE;
                        chart_series_set_line(s, &ln);
                        chart_series_set_marker_type(
                            s, k == 0   ? LXW_CHART_MARKER_DIAMOND
                               : k == 1 ? LXW_CHART_MARKER_SQUARE
                                        : LXW_CHART_MARKER_TRIANGLE);
                        chart_series_set_marker_size(s, 9);
                        fill.color = xl_palette_color(k);
                        chart_series_set_marker_fill(s, &fill);
                } else {
                        chart_series_set_name(s, ch->ref_label);
                        ln.color = 0xC00000;
                        ln.dash_type = LXW_CHART_LINE_DASH_DASH;
                        ln.width = 1.5;
                        chart_series_set_line(s, &ln);
                        chart_series_set_marker_type(s, LXW_CHART_MARKER_NONE);
                }
        }
        /* Every tier that fails the criterion ringed in red, as the SVG
         * chart shades it (a marker series: Excel has no shading behind
         * a category). */
        if (c && ch->n_marks) {
                lxw_chart_series *s = chart_add_series(c, NULL, NULL);
                lxw_chart_line ln = { 0 }, ring = { 0 };
                lxw_chart_fill none = { 0 };
                if (s) {
                        chart_series_set_categories(s, SH_SERIES, first, 0,
                                                    row - 1, 0);
                        chart_series_set_values(s, SH_SERIES, first, mcol,
                                                row - 1, mcol);
                        chart_series_set_name(s, ch->mark_label);
                        ln.none = LXW_TRUE;
                        chart_series_set_line(s, &ln);
                        chart_series_set_marker_type(s,
                                                     LXW_CHART_MARKER_CIRCLE);
                        chart_series_set_marker_size(s, 16);
                        none.none = LXW_TRUE;
                        chart_series_set_marker_fill(s, &none);
                        ring.color = 0xC00000;
                        ring.width = 2.25;
                        chart_series_set_marker_line(s, &ring);
                } else {
                        x->oom = 1;
                }
        }
        if (c)
                chart_axis_set_min(c->y_axis, 0);
        xl_insert_chart(x, ws, top + 1, 14, c, 20, 1, ch->title);
        return row;
}

/* Tier comparison: a small table and two column charts beside it. */
static lxw_row_t series_compare(xw *x, lxw_worksheet *ws, lxw_row_t row)
{
        const char *const hdr[] = {
                xl_tr(x, KP_S_XL_TIER),
                xl_tr(x, KP_S_XL_T_ACH_PRODUCE),
                xl_tr(x, KP_S_RM_COL_FETCH_RATE),
                xl_tr(x, KP_S_XL_T_P95_CORRECTED),
                xl_tr(x, KP_S_XL_C_P95_SERVICE),
                xl_tr(x, KP_S_XL_T_P95_E2E),
        };
        const char *const rate_names[] = { xl_tr(x, KP_S_XL_T_PRODUCE_ACH),
                                           xl_tr(x, KP_S_RM_COL_FETCH_RATE) };
        const kp_rmodel *m = x->m;
        const fmts *f = &x->f;
        lxw_row_t top = row, first;
        lxw_chart *c;
        size_t n = m->n_tiers;

        xl_put_h2(x, ws, row, TS_LAST, xl_tr(x, KP_S_XL_T_COMPARISON));
        row++;
        xl_put_header(x, ws, row, 0, hdr, KP_ARRAY_LEN(hdr));
        xl_set_row(x, ws, row, 42);
        row++;
        first = row;
        for (size_t i = 0; i < n; i++, row++) {
                const kp_rm_tier *t = &m->tiers[i];
                lxw_format *na = f->cell[NF_TEXT][ST_NA];
                xl_put_str(x, ws, row, 0, t->name, f->cell[NF_TEXT][ST_PLAIN]);
                xl_fit_row(x, ws, row, t->name, 10.5, 13);
                if (t->p.ran) {
                        xl_put_num(x, ws, row, 1, t->p.achieved_rate.raw,
                                   f->cell[NF_DEC1][ST_PLAIN]);
                        xl_put_num(x, ws, row, 3, t->p.latency.p95.raw,
                                   f->cell[NF_MS][ST_PLAIN]);
                        xl_put_num(x, ws, row, 4, t->p.service.p95.raw,
                                   f->cell[NF_MS][ST_PLAIN]);
                } else {
                        xl_put_str(x, ws, row, 1, xl_tr(x, KP_S_XL_T_NOT_RUN),
                                   na);
                        xl_put_str(x, ws, row, 3, xl_tr(x, KP_S_XL_T_NOT_RUN),
                                   na);
                        xl_put_str(x, ws, row, 4, xl_tr(x, KP_S_XL_T_NOT_RUN),
                                   na);
                }
                if (t->c.ran) {
                        xl_put_num(x, ws, row, 2, t->c.fetch_msgs_per_sec.raw,
                                   f->cell[NF_DEC1][ST_PLAIN]);
                        if (t->c.e2e.measured)
                                xl_put_num(x, ws, row, 5, t->c.e2e.p95.raw,
                                           f->cell[NF_MS][ST_PLAIN]);
                        else /* read after the produce phase: none */
                                xl_put_str(x, ws, row, 5, "", na);
                } else {
                        xl_put_str(x, ws, row, 2, xl_tr(x, KP_S_XL_T_NOT_RUN),
                                   na);
                        xl_put_str(x, ws, row, 5, xl_tr(x, KP_S_XL_T_NOT_RUN),
                                   na);
                }
        }
        if (n == 0)
                return row + 1;
        c = compare_chart(x, xl_tr(x, KP_S_XL_T_TPUT_BY_TIER),
                          xl_tr(x, KP_S_XL_C_RATE), first, n, 1, rate_names, 2);
        xl_insert_chart(x, ws, top + 1, 7, c, 10, 1,
                        xl_tr(x, KP_S_XL_T_TPUT_BY_TIER));
        row = p95_chart(x, ws, row + 1, top);
        if (row < top + 1 + CHART_ROWS)
                row = top + 1 + CHART_ROWS;
        return row + 1;
}

void xlsx_sheet_series(xw *x)
{
        const kp_rmodel *m = x->m;
        lxw_worksheet *ws = xl_add_sheet(x, SH_SERIES);
        lxw_row_t row = 2, *breaks;
        if (!ws)
                return;
        xl_note_err(x, worksheet_set_column(ws, 0, TS_LAST, 10.5, NULL));
        xl_note_err(x, worksheet_set_column(ws, TS_PROD + TS_NCOLS,
                                            TS_PROD + TS_NCOLS, 3, NULL));
        xl_note_err(x, worksheet_set_column(ws, TS_CONS + TS_NCOLS,
                                            TS_CONS + TS_NCOLS, 3, NULL));
        xl_note_err(x, worksheet_set_column(ws, TS_SPEC, TS_SPEC, 11, NULL));
        xl_note_err(x,
                    worksheet_set_column(ws, TS_SPEC + 1, TS_LAST, 12, NULL));
        xl_put_str(x, ws, 0, 0, xl_tr(x, KP_S_XL_T_TITLE), x->f.title);
        xl_set_row(x, ws, 0, 30);
        xl_put_merged(x, ws, 1, 0, TS_LAST, xl_tr(x, KP_S_XL_T_NOTE),
                      x->f.subtitle);
        xl_set_row(x, ws, 1, 30);
        row = series_compare(x, ws, row);
        /* Each tier on its own printed page(s). */
        breaks = calloc(m->n_tiers + 1, sizeof(*breaks));
        if (!breaks) {
                x->oom = 1;
                return;
        }
        for (size_t i = 0; i < m->n_tiers; i++) {
                if (i < LXW_BREAKS_MAX)
                        breaks[i] = row;
                row = series_tier(x, ws, row, &m->tiers[i]);
        }
        if (m->n_tiers)
                xl_note_err(x, worksheet_set_h_pagebreaks(ws, breaks));
        free(breaks);
        xl_sheet_finish(x, ws, 1);
}
