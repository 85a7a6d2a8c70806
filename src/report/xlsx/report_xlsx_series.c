/* The workbook's Time series sheet (report/xlsx/report_xlsx_priv.h): the tier
 * comparison and, per tier, its interval snapshots, latency distribution and
 * the charts drawn from them. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

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
        for (size_t i = 0; i < nseries; i++)
                if (xl_add_series(
                        x, c, SH_SERIES, row0, (lxw_row_t)(row0 + n - 1), col,
                        (lxw_col_t)(col + ycols[i]), names[i], i, n <= 30))
                        return c;
        xl_time_axes(c);
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

/* The most limit lines a chart over time draws (columns TS_SPEC + 1 to
 * TS_LAST of its block). */
#define TS_MAX_LIMITS (TS_LAST - TS_SPEC)

/* Is ref r of a chart over time a limit its workbook chart draws: a
 * line across, of a criterion on the phase (a metric that starts with
 * phase, "produce." or "consume."; NULL: any line across)? */
static int limit_of(const kp_rm_ref *r, const char *phase)
{
        return r->category == KP_RM_ALL &&
               (!phase ||
                (*r->tier && strncmp(r->metric, phase, strlen(phase)) == 0));
}

/* The limits of the model's chart ch (lines across: every criterion of
 * the tier on what the chart shows, those of phase alone when given) as
 * a block at (row, TS_SPEC): a title, a header, and two rows from t = 0
 * to the last interval's end, one column per limit. Returns how many it
 * wrote (0: no block). */
static size_t limit_block(xw *x, lxw_worksheet *ws, lxw_row_t row,
                          const kp_rm_chart *ch, const char *phase,
                          const char *title, const kp_rm_rows *l)
{
        const fmts *f = &x->f;
        size_t n = 0;
        char head[512];
        kp_rm_fmt nf;
        if (!ch || l->n == 0)
                return 0;
        nf = ch->kind == KP_CH_THROUGHPUT ? NF_DEC1 : NF_MS;
        for (size_t i = 0; i < ch->n_refs && n < TS_MAX_LIMITS; i++)
                if (limit_of(&ch->refs[i], phase))
                        n++;
        if (n == 0)
                return 0;
        snprintf(head, sizeof(head), xl_tr(x, KP_S_XL_T_LIMITS_OF), title);
        xl_put_merged(x, ws, row, TS_SPEC, TS_LAST, head, f->hdr);
        xl_fit_row(x, ws, row, head, 42, 13);
        xl_put_str(x, ws, row + 1, TS_SPEC, xl_tr(x, KP_S_XL_T_T), f->hdr);
        xl_put_num(x, ws, row + 2, TS_SPEC, 0, f->cell[NF_GEN][ST_PLAIN]);
        xl_put_num(x, ws, row + 3, TS_SPEC, l->v[l->n - 1].t_s,
                   f->cell[NF_GEN][ST_PLAIN]);
        n = 0;
        for (size_t i = 0; i < ch->n_refs && n < TS_MAX_LIMITS; i++) {
                const kp_rm_ref *r = &ch->refs[i];
                lxw_col_t c = (lxw_col_t)(TS_SPEC + 1 + n);
                if (!limit_of(r, phase))
                        continue;
                xl_put_str(x, ws, row + 1, c, r->label, f->hdr);
                xl_put_num(x, ws, row + 2, c, r->y, f->cell[nf][ST_PLAIN]);
                xl_put_num(x, ws, row + 3, c, r->y, f->cell[nf][ST_PLAIN]);
                n++;
        }
        xl_set_row(x, ws, row + 1, 42);
        return n;
}

/* The n limits of a block at row (limit_block, the same phase) as
 * dashed lines of c, each named by its criterion. */
static void add_limits(xw *x, lxw_chart *c, lxw_row_t row, size_t n,
                       const kp_rm_chart *ch, const char *phase)
{
        size_t k = 0;
        for (size_t i = 0; c && i < ch->n_refs && k < n; i++) {
                lxw_chart_series *s;
                lxw_col_t col = (lxw_col_t)(TS_SPEC + 1 + k);
                if (!limit_of(&ch->refs[i], phase))
                        continue;
                s = chart_add_series(c, NULL, NULL);
                if (!s) {
                        x->oom = 1;
                        return;
                }
                chart_series_set_categories(s, SH_SERIES, row + 2, TS_SPEC,
                                            row + 3, TS_SPEC);
                chart_series_set_values(s, SH_SERIES, row + 2, col, row + 3,
                                        col);
                chart_series_set_name(s, ch->refs[i].label);
                xl_limit_style(s, k);
                chart_series_set_marker_type(s, LXW_CHART_MARKER_NONE);
                k++;
        }
}

/* The limits of the model's chart ch on phase (NULL: all) drawn on c: a
 * block at row (limit_block) and its lines. Returns the row after the
 * block, row where there is none. */
static lxw_row_t limits(xw *x, lxw_worksheet *ws, lxw_chart *c, lxw_row_t row,
                        const kp_rm_chart *ch, const char *phase,
                        const char *title, const kp_rm_rows *l)
{
        size_t n;
        if (!c)
                return row;
        n = limit_block(x, ws, row, ch, phase, title, l);
        if (!n)
                return row;
        add_limits(x, c, row, n, ch, phase);
        return row + 5;
}

/* The limits of the model's distribution chart ch (every criterion of
 * the tier on a percentile of a latency it shows) drawn across the
 * spectrum chart c: a block at row, a title, a header and one row per
 * percentile of the spectrum table at data, a column per limit, and a
 * dashed line each. Returns the row after the block, row where there is
 * none. */
static lxw_row_t spectrum_limits(xw *x, lxw_worksheet *ws, lxw_chart *c,
                                 lxw_row_t row, const kp_rm_chart *ch,
                                 const char *title, lxw_row_t data)
{
        const fmts *f = &x->f;
        lxw_row_t first = row + 2, last = first + KP_RM_SPECTRUM - 1;
        char head[512];
        size_t n = 0;
        if (!c || !ch)
                return row;
        for (size_t i = 0; i < ch->n_refs && n < TS_MAX_LIMITS; i++) {
                const kp_rm_ref *r = &ch->refs[i];
                lxw_col_t col = (lxw_col_t)(TS_SPEC + 1 + n);
                lxw_chart_series *s;
                if (!limit_of(r, NULL) || !*r->tier)
                        continue;
                if (n == 0) {
                        snprintf(head, sizeof(head),
                                 xl_tr(x, KP_S_XL_T_LIMITS_OF), title);
                        xl_put_merged(x, ws, row, TS_SPEC, TS_LAST, head,
                                      f->hdr);
                        xl_fit_row(x, ws, row, head, 42, 13);
                        xl_put_str(x, ws, row + 1, TS_SPEC,
                                   xl_tr(x, KP_S_XL_T_PERCENTILE), f->hdr);
                        xl_set_row(x, ws, row + 1, 42);
                        for (size_t k = 0; k < KP_RM_SPECTRUM; k++)
                                xl_put_num(x, ws, first + (lxw_row_t)k, TS_SPEC,
                                           kp_rm_spectrum_pcts[k],
                                           f->cell[NF_GEN][ST_PLAIN]);
                }
                xl_put_str(x, ws, row + 1, col, r->label, f->hdr);
                for (size_t k = 0; k < KP_RM_SPECTRUM; k++)
                        xl_put_num(x, ws, first + (lxw_row_t)k, col, r->y,
                                   f->cell[NF_MS][ST_PLAIN]);
                s = chart_add_series(c, NULL, NULL);
                if (!s) {
                        x->oom = 1;
                        return last + 2;
                }
                chart_series_set_categories(
                    s, SH_SERIES, data, TS_SPEC,
                    (lxw_row_t)(data + KP_RM_SPECTRUM - 1), TS_SPEC);
                chart_series_set_values(s, SH_SERIES, first, col, last, col);
                chart_series_set_name(s, r->label);
                xl_limit_style(s, n);
                chart_series_set_marker_type(s, LXW_CHART_MARKER_NONE);
                n++;
        }
        return n ? last + 2 : row;
}

/* The captions of a tier's charts: one row under each band of them. */
static void tier_captions(xw *x, lxw_worksheet *ws, lxw_row_t cap1,
                          lxw_row_t cap2, const kp_rm_tier *t)
{
        const kp_rm_chart *tput = xl_model_chart(x, KP_CH_THROUGHPUT, t->index);
        const kp_rm_chart *lat = xl_model_chart(x, KP_CH_LATENCY, t->index);
        const kp_rm_chart *dist =
            xl_model_chart(x, KP_CH_DISTRIBUTION, t->index);
        int lines = 1, n;
        /* The workbook draws produce and consume throughput apart: the
         * model's one caption under the pair. */
        if (tput && (t->p_rows.n > 1 || t->c_rows.n > 1))
                xl_set_lines(
                    x, ws, cap1,
                    xl_put_caption(x, ws, cap1, 0, 13, 140, tput->caption), 13);
        if (lat && t->p.ran && t->p_rows.n > 1)
                lines = xl_put_caption(x, ws, cap2, 0, 6, 70, lat->caption);
        if (t->e2e_chart && t->c.ran && t->c_rows.n > 1 && t->c_rows.latency) {
                n = xl_put_caption(x, ws, cap2, 7, 13, 64,
                                   t->e2e_chart->caption);
                lines = n > lines ? n : lines;
        }
        if (dist && (t->p.ran || t->c.ran)) {
                n = xl_put_caption(x, ws, cap2, 14, TS_LAST, 80, dist->caption);
                lines = n > lines ? n : lines;
        }
        xl_set_lines(x, ws, cap2, lines, 13);
}

/* A phase's side of a tier's charts over time: its throughput chart on
 * the first band, its latency chart on the second. */
typedef struct phase_charts {
        kp_s phase;      /* the phase's words, for the time axis */
        kp_s tput_title; /* the charts' titles, %s the tier's name */
        kp_s lat_title;
        const char *rate_name; /* the throughput series' name */
        const char *criteria;  /* the throughput chart's limits: the checks'
                                  metric prefix ("produce.") */
        const kp_rm_rows *rows;
        lxw_col_t table;        /* the first column of its interval table */
        lxw_col_t at;           /* the charts' column */
        int32_t x_off;          /* and their offset in it */
        int latency;            /* there is a latency to draw */
        const kp_rm_chart *lat; /* the latency chart's model (its limits) */
} phase_charts;

/* p's charts of tier t, from the interval tables at row data, the first
 * band at row band; their limits in the block at lim. Returns the row
 * after the last limit. */
static lxw_row_t phase_charts_put(xw *x, lxw_worksheet *ws, const kp_rm_tier *t,
                                  const phase_charts *p, lxw_row_t band,
                                  lxw_row_t data, lxw_row_t lim)
{
        static const int rate_col[] = { 1 };
        static const int lat_cols[] = { 3, 4, 5, 6 };
        const char *const lat_names[] = { "p50", "p95", "p99",
                                          xl_tr(x, KP_S_XL_T_MAX) };
        const kp_rm_chart *tput = xl_model_chart(x, KP_CH_THROUGHPUT, t->index);
        char title[256];
        lxw_chart *c;

        snprintf(title, sizeof(title), xl_tr(x, p->tput_title), t->name);
        c = time_chart(x, title, xl_tr(x, p->phase), xl_tr(x, KP_S_XL_C_RATE),
                       data, p->table, p->rows->n, rate_col, &p->rate_name, 1);
        lim = limits(x, ws, c, lim, tput, p->criteria, title, p->rows);
        xl_insert_chart(x, ws, band, p->at, c, p->x_off, 1, title);
        /* No flat 0 ms line where there is no latency. */
        if (!p->latency)
                return lim;
        snprintf(title, sizeof(title), xl_tr(x, p->lat_title), t->name);
        c = time_chart(x, title, xl_tr(x, p->phase),
                       xl_tr(x, KP_S_XL_T_LATENCY_MS), data, p->table,
                       p->rows->n, lat_cols, lat_names, 4);
        lim = limits(x, ws, c, lim, p->lat, NULL, title, p->rows);
        xl_insert_chart(x, ws, band + CHART_ROWS + 1, p->at, c, p->x_off, 1,
                        title);
        return lim;
}

static lxw_row_t series_tier(xw *x, lxw_worksheet *ws, lxw_row_t row,
                             const kp_rm_tier *t)
{
        const kp_rm_rows *pl = &t->p_rows;
        const kp_rm_rows *cl = &t->c_rows;
        /* Two bands of charts, each with a row of captions under it. */
        lxw_row_t charts = row + 1, cap1 = charts + CHART_ROWS;
        lxw_row_t cap2 = cap1 + 1 + CHART_ROWS;
        lxw_row_t tables = cap2 + 2;
        lxw_row_t data = tables + 2;
        /* The limits drawn, under the distribution table, a block per
         * chart that has any. */
        lxw_row_t lim = tables + 2 + KP_RM_SPECTRUM + 1;
        size_t nrows = KP_RM_SPECTRUM + 2;
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
                const phase_charts p = { KP_S_XL_T_PRODUCE_PHASE,
                                         KP_S_XL_T_PRODUCE_TPUT,
                                         KP_S_XL_T_PRODUCE_LAT,
                                         xl_tr(x, KP_S_XL_T_DELIVERED),
                                         "produce.",
                                         pl,
                                         TS_PROD,
                                         0,
                                         0,
                                         1,
                                         xl_model_chart(x, KP_CH_LATENCY,
                                                        t->index) };
                lim = phase_charts_put(x, ws, t, &p, charts, data, lim);
        }
        if (t->c.ran && cl->n > 1) {
                const phase_charts p = { KP_S_XL_T_CONSUME_PHASE,
                                         KP_S_XL_T_CONSUME_TPUT,
                                         KP_S_XL_T_E2E_LAT,
                                         xl_tr(x, KP_S_XL_T_CONSUMED),
                                         "consume.",
                                         cl,
                                         TS_CONS,
                                         7,
                                         10,
                                         cl->latency,
                                         t->e2e_chart };
                lim = phase_charts_put(x, ws, t, &p, charts, data, lim);
        }
        if (t->p.ran || t->c.ran) {
                snprintf(title, sizeof(title), xl_tr(x, KP_S_XL_T_BY_PCT),
                         t->name);
                c = spectrum_chart(x, t, title, data);
                lim = spectrum_limits(
                    x, ws, c, lim,
                    xl_model_chart(x, KP_CH_DISTRIBUTION, t->index), title,
                    data);
                xl_insert_chart(x, ws, charts, 14, c, 20, 2.0, title);
        }
        tier_captions(x, ws, cap1, cap2, t);
        if (pl->n > nrows)
                nrows = pl->n;
        if (cl->n > nrows)
                nrows = cl->n;
        if (lim > data + nrows)
                nrows = lim - data;
        return data + (lxw_row_t)nrows + 2;
}

/* The most columns a by-tier chart's table takes (0 to 7: the columns
 * before the first gutter). */
#define TB_COLS 8

/* Shades the columns of the tiers that failed a criterion (the model's
 * tier verdicts, found by the chart's category names), as the SVG charts
 * shade them: the series' colour hatched over the FAIL cells' red, a red
 * border. */
static void shade_failed(xw *x, lxw_chart_series *s, size_t k,
                         const kp_rm_chart *ch)
{
        const kp_rmodel *m = x->m;
        size_t n = ch->n_categories;
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
                for (size_t j = 0; j < m->n_tiers; j++)
                        if (strcmp(m->tiers[j].name, ch->categories[i]) == 0 &&
                            m->tiers[j].verdict == KP_FAIL) {
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

/* Whether category i of a bar chart is one the model marks. */
static int marked(const kp_rm_chart *ch, size_t i)
{
        for (size_t k = 0; k < ch->n_marks; k++)
                if (ch->marks[k] == i)
                        return 1;
        return 0;
}

/* A by-tier chart's table: where its columns are. Each limit the model
 * holds (a criterion, over the tiers it judges) is a column of its own,
 * its label the header, its value at those tiers only. */
typedef struct bar_table {
        lxw_row_t first, last; /* the categories' rows */
        size_t ns, nl;         /* series, limit columns */
        size_t lim[TB_COLS];   /* a ref of each limit column */
        lxw_col_t mcol;        /* the marked tiers' column, or 0: none */
} bar_table;

/* The limit of the limit column of ref lim at category i: a ref of the
 * same label over i (or across), NaN where the limit does not apply. */
static double limit_at(const kp_rm_chart *ch, size_t lim, size_t i)
{
        for (size_t k = 0; k < ch->n_refs; k++)
                if (strcmp(ch->refs[k].label, ch->refs[lim].label) == 0 &&
                    (ch->refs[k].category == i ||
                     ch->refs[k].category == KP_RM_ALL))
                        return ch->refs[k].y;
        return NAN;
}

/* Writes the table of the model's bar chart ch from row: its title, a
 * header (tier, a column per series, per limit, and the tiers marked
 * when mark), a row per tier; numbers in nf. */
static bar_table bar_block(xw *x, lxw_worksheet *ws, lxw_row_t row,
                           const kp_rm_chart *ch, kp_rm_fmt nf, int mark)
{
        const fmts *f = &x->f;
        bar_table b = { 0 };
        size_t room;
        b.ns = ch->n_series < TB_COLS - 1 ? ch->n_series : TB_COLS - 1;
        room = TB_COLS - 1 - b.ns - (mark && ch->n_marks ? 1 : 0);
        for (size_t i = 0; i < ch->n_refs && b.nl < room; i++) {
                size_t j = 0;
                while (j < b.nl &&
                       strcmp(ch->refs[b.lim[j]].label, ch->refs[i].label) != 0)
                        j++;
                if (j == b.nl)
                        b.lim[b.nl++] = i;
        }
        xl_put_merged(x, ws, row, 0, TB_COLS - 1, ch->title, f->label);
        xl_fit_row(x, ws, row, ch->title, 80, 13);
        row++;
        xl_put_str(x, ws, row, 0, xl_tr(x, KP_S_XL_TIER), f->hdr);
        for (size_t k = 0; k < b.ns; k++)
                xl_put_str(x, ws, row, (lxw_col_t)(1 + k), ch->series[k].name,
                           f->hdr);
        for (size_t k = 0; k < b.nl; k++)
                xl_put_str(x, ws, row, (lxw_col_t)(1 + b.ns + k),
                           ch->refs[b.lim[k]].label, f->hdr);
        if (mark && ch->n_marks) {
                b.mcol = (lxw_col_t)(1 + b.ns + b.nl);
                xl_put_str(x, ws, row, b.mcol, ch->mark_label, f->hdr);
        }
        xl_set_row(x, ws, row, 56);
        row++;
        b.first = row;
        for (size_t i = 0; i < ch->n_categories; i++, row++) {
                xl_put_str(x, ws, row, 0, ch->categories[i],
                           f->cell[NF_TEXT][ST_PLAIN]);
                for (size_t k = 0; k < b.ns + b.nl; k++) {
                        const kp_rm_series *se = &ch->series[k];
                        double v = k >= b.ns ? limit_at(ch, b.lim[k - b.ns], i)
                                   : i < se->n ? se->y[i]
                                               : NAN;
                        lxw_col_t c = (lxw_col_t)(1 + k);
                        if (isfinite(v))
                                xl_put_num(x, ws, row, c, v,
                                           f->cell[nf][ST_PLAIN]);
                        else
                                xl_put_str(x, ws, row, c, "",
                                           f->cell[NF_TEXT][ST_PLAIN]);
                }
                if (!b.mcol)
                        continue;
                if (marked(ch, i) && b.ns && i < ch->series[0].n &&
                    isfinite(ch->series[0].y[i]))
                        xl_put_num(x, ws, row, b.mcol, ch->series[0].y[i],
                                   f->cell[nf][ST_FAIL]);
                else
                        xl_put_str(x, ws, row, b.mcol, "",
                                   f->cell[NF_TEXT][ST_PLAIN]);
        }
        b.last = row - 1;
        return b;
}

/* A series of c over column col of table b. */
static lxw_chart_series *bar_series(xw *x, lxw_chart *c, const bar_table *b,
                                    lxw_col_t col, const char *name)
{
        lxw_chart_series *s = chart_add_series(c, NULL, NULL);
        if (!s) {
                x->oom = 1;
                return NULL;
        }
        chart_series_set_categories(s, SH_SERIES, b->first, 0, b->last, 0);
        chart_series_set_values(s, SH_SERIES, b->first, col, b->last, col);
        chart_series_set_name(s, name);
        return s;
}

/* The model's rate chart ch (the paced tiers, or those at full speed):
 * its table from row, a column chart of it (the failed tiers' columns
 * shaded) and each limit as an outlined column of its own beside the
 * bars it judges (libxlsxwriter draws no line over a column chart).
 * Returns the chart; *end is the row after the table. */
static lxw_chart *rate_chart(xw *x, lxw_worksheet *ws, lxw_row_t row,
                             const kp_rm_chart *ch, lxw_row_t *end)
{
        bar_table b = bar_block(x, ws, row, ch, NF_DEC1, 0);
        lxw_chart *c = xl_new_chart(x, LXW_CHART_COLUMN, ch->title,
                                    xl_tr(x, KP_S_XL_TIER), ch->y_label);
        *end = b.last + 1;
        for (size_t k = 0; c && k < b.ns; k++) {
                lxw_chart_series *s = bar_series(x, c, &b, (lxw_col_t)(1 + k),
                                                 ch->series[k].name);
                lxw_chart_fill fill = { 0 };
                if (!s)
                        break;
                fill.color = xl_palette_color(k);
                chart_series_set_fill(s, &fill);
                shade_failed(x, s, k, ch);
        }
        for (size_t k = 0; c && k < b.nl; k++) {
                lxw_chart_series *s =
                    bar_series(x, c, &b, (lxw_col_t)(1 + b.ns + k),
                               ch->refs[b.lim[k]].label);
                lxw_chart_fill none = { 0 };
                if (!s)
                        break;
                none.none = LXW_TRUE;
                chart_series_set_fill(s, &none);
                xl_limit_style(s, k);
        }
        if (c)
                chart_axis_set_min(c->y_axis, 0);
        return c;
}

/* The model's chart of p95 latency by tier: its table from row (the
 * tiers it shows: those a latency criterion judges), each p95 a marker
 * over its tier, each criterion's limit a dashed line over the tiers it
 * judges (a dash where it judges one tier alone), and every tier that
 * fails one ringed in red. Returns the chart; *end is the row after the
 * table. */
static lxw_chart *p95_chart(xw *x, lxw_worksheet *ws, lxw_row_t row,
                            const kp_rm_chart *ch, lxw_row_t *end)
{
        bar_table b = bar_block(x, ws, row, ch, NF_MS, 1);
        lxw_chart *c =
            xl_new_chart(x, LXW_CHART_LINE, ch->title, xl_tr(x, KP_S_XL_TIER),
                         xl_tr(x, KP_S_XL_T_LATENCY_MS));
        *end = b.last + 1;
        /* Every tier that fails a criterion ringed in red, as the SVG
         * chart shades it (a marker series: Excel has no shading behind
         * a category), drawn first so that the
         * p95s show over it. */
        if (c && b.mcol) {
                lxw_chart_series *s =
                    bar_series(x, c, &b, b.mcol, ch->mark_label);
                lxw_chart_line ln = { 0 }, ring = { 0 };
                lxw_chart_fill none = { 0 };
                if (s) {
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
                }
        }
        for (size_t k = 0; c && k < b.ns; k++) {
                lxw_chart_series *s = bar_series(x, c, &b, (lxw_col_t)(1 + k),
                                                 ch->series[k].name);
                lxw_chart_line ln = { 0 };
                lxw_chart_fill fill = { 0 };
                if (!s)
                        break;
                ln.none = LXW_TRUE;
                chart_series_set_line(s, &ln);
                chart_series_set_marker_type(
                    s, k == 0   ? LXW_CHART_MARKER_DIAMOND
                       : k == 1 ? LXW_CHART_MARKER_SQUARE
                                : LXW_CHART_MARKER_TRIANGLE);
                chart_series_set_marker_size(s, 9);
                fill.color = xl_palette_color(k);
                chart_series_set_marker_fill(s, &fill);
        }
        for (size_t k = 0; c && k < b.nl; k++) {
                lxw_chart_series *s =
                    bar_series(x, c, &b, (lxw_col_t)(1 + b.ns + k),
                               ch->refs[b.lim[k]].label);
                if (!s)
                        break;
                xl_limit_style(s, k);
                /* A limit over one tier alone has no neighbour to join:
                 * a cross marks it. */
                chart_series_set_marker_type(s, LXW_CHART_MARKER_X);
                chart_series_set_marker_size(s, 10);
        }
        if (c)
                chart_axis_set_min(c->y_axis, 0);
        return c;
}

/* Tier comparison: the by-tier charts of the model in a band (the paced
 * rates, the rates at full speed, the p95s), each captioned under it,
 * then the comparison table and each chart's own table under them. */
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
        static const kp_rm_chart_kind kinds[] = { KP_CH_TIERS_RATE,
                                                  KP_CH_TIERS_FULL,
                                                  KP_CH_TIERS_P95 };
        static const lxw_col_t at[] = { 0, 7, 14 }, to[] = { 6, 13, TS_LAST };
        static const int32_t off[] = { 0, 10, 20 };
        const kp_rmodel *m = x->m;
        const fmts *f = &x->f;
        lxw_row_t top = row, cap;
        size_t n = m->n_tiers, slot = 0;
        int lines = 1;

        xl_put_h2(x, ws, row, TS_LAST, xl_tr(x, KP_S_XL_T_COMPARISON));
        cap = top + 1 + CHART_ROWS;
        row = cap + 2;
        xl_put_header(x, ws, row, 0, hdr, KP_ARRAY_LEN(hdr));
        xl_set_row(x, ws, row, 42);
        row++;
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
        for (size_t i = 0; i < KP_ARRAY_LEN(kinds); i++) {
                const kp_rm_chart *ch = xl_model_chart(x, kinds[i], 0);
                lxw_chart *c;
                int l;
                if (!ch || ch->n_categories == 0)
                        continue;
                row++;
                c = kinds[i] == KP_CH_TIERS_P95
                        ? p95_chart(x, ws, row, ch, &row)
                        : rate_chart(x, ws, row, ch, &row);
                xl_insert_chart(x, ws, top + 1, at[slot], c, off[slot], 1,
                                ch->alt);
                l = xl_put_caption(x, ws, cap, at[slot], to[slot],
                                   (to[slot] - at[slot] + 1) * 10.5,
                                   ch->caption);
                lines = l > lines ? l : lines;
                slot++;
        }
        xl_set_lines(x, ws, cap, lines, 13);
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
