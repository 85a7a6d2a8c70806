/*
 * report_xlsx_priv: what the workbook writers share (report_xlsx.c,
 * report_xlsx_base.c, _series.c, _sweeps.c, _appendix.c, _client.c and
 * compare_xlsx.c). Not a public interface: report/xlsx/report_xlsx.h is.
 *
 * The writers render a report model (report/model/model.h) or a comparison
 * model (report/model/compare_view.h) and compute nothing: every figure, text
 * and verdict comes from the model, in the model's display units. What
 * is theirs is the layout: sheets, rows, columns, formats and charts.
 *
 * Errors: every helper records the first libxlsxwriter error (xw.err,
 * with the sheet it happened on) or a failed allocation (xw.oom) and
 * carries on; xlsx_finish() turns them into one sentence.
 */
#ifndef KP_REPORT_XLSX_PRIV_H
#define KP_REPORT_XLSX_PRIV_H

#include <stddef.h>

#include <xlsxwriter.h>

#include "base/util.h"
#include "report/words/lang.h"
#include "report/model/model.h"

/* The sheet names, in the workbook's language (an xw *x in scope): charts
 * refer to their data by these names. */
#define SH_SUMMARY   xl_tr(x, KP_S_XL_SHEET_SUMMARY)
#define SH_SCENARIOS xl_tr(x, KP_S_XL_SHEET_SCENARIOS)
#define SH_PRODUCE   xl_tr(x, KP_S_XL_SHEET_PRODUCE)
#define SH_CONSUME   xl_tr(x, KP_S_XL_SHEET_CONSUME)
#define SH_CAPACITY  xl_tr(x, KP_S_XL_SHEET_CAPACITY)
#define SH_SWEEPS    xl_tr(x, KP_S_XL_SHEET_SWEEPS)
#define SH_WORKLOADS xl_tr(x, KP_S_XL_SHEET_WORKLOADS)
#define SH_SERIES    xl_tr(x, KP_S_XL_SHEET_SERIES)
#define SH_TIME      xl_tr(x, KP_S_XL_SHEET_TIME)
#define SH_EXTRAP    xl_tr(x, KP_S_XL_SHEET_EXTRAP)
#define SH_ENV       xl_tr(x, KP_S_XL_SHEET_ENV)
#define SH_SIGNOFF   xl_tr(x, KP_S_XL_SHEET_SIGNOFF)

#define CHART_ROWS 17 /* rows of 13.5 pt (18 px) a chart covers */

/* Shorter names for the model's number formats and states, which index
 * the format tables. */
#define NF_TEXT  KP_RM_TEXT
#define NF_INT   KP_RM_INT
#define NF_DEC1  KP_RM_DEC1
#define NF_DEC2  KP_RM_DEC2
#define NF_MS    KP_RM_MS
#define NF_PCT   KP_RM_PCT
#define NF_RATIO KP_RM_RATIO
#define NF_GEN   KP_RM_GEN
#define NF_COEF  KP_RM_COEF
#define NF_X     KP_RM_X
#define NF__N    KP_RM__FMTS
#define ST_PLAIN KP_RM_PLAIN
#define ST_PASS  KP_RM_PASS
#define ST_FAIL  KP_RM_FAIL
#define ST_INC   KP_RM_INCOMPLETE
#define ST_NA    KP_RM_NA
#define ST__N    KP_RM__STATES

typedef struct fmts {
        lxw_format *title, *subtitle, *h2, *note, *warn, *warn_row;
        lxw_format *caption; /* under a chart: what to see */
        lxw_format *label, *kv[NF__N], *kv_wrap;
        lxw_format *hdr, *group, *catalog, *rowlabel;
        lxw_format *cell[NF__N][ST__N]; /* table cells, wrapped text */
        /* A criterion's margin: its size, and when it is negative (a
         * failure) "over the limit" ([0], a maximum) or "under the limit"
         * ([1], a minimum) instead of a minus sign. */
        lxw_format *margin[NF__N][2];
        /* A number that no criterion judged beside a verdict: its format
         * followed by "(not judged)" (kp_rm_cell.mark), in a muted font. */
        lxw_format *marked[NF__N];
        lxw_format *verdict[ST__N]; /* bold centred PASS/FAIL */
        lxw_format *big[ST__N];     /* the overall verdict */
        lxw_format *reason, *bullet, *center, *center_num, *left_num, *right;
        lxw_format *in_text, *in_date, *in_list, *dxf[3];
        lxw_format *stamp, *kv_stamp; /* UTC date and time: a cell, a value */
} fmts;

typedef struct xw {
        lxw_workbook *wb;
        const kp_rmodel *m; /* the report's model, NULL for a comparison */
        const char *footer; /* the plan's name, in every page footer */
        kp_lang lang;       /* the workbook's words: report/words/lang.h */
        fmts f;
        lxw_error err; /* first failed call, reported at the end */
        const char *err_sheet;
        const char *sheet; /* the sheet being written */
        kp_buf scratch;    /* cleaned text, valid until the next xl_clean() */
        char *tmp;         /* the file being written */
        int oom;
} xw;

/* ---- workbook (report_xlsx_base.c) ----------------------------------------
 */

/* The workbook's word for key in its language (borrowed, static). */
const char *xl_tr(const xw *x, kp_s key);
/* The word of verdict v ("PASS", "通过"), or "" when text, the model's
 * word for it, is empty (nothing was judged). */
const char *xl_verdict(const xw *x, kp_verdict v, const char *text);

/* Starts a workbook in a temporary file next to path. Returns 0, or -1
 * with errstr saying why (xlsx_end() frees what was made either way). */
int xlsx_begin(xw *x, const char *path, char *errstr, size_t errstr_size);
/* Writes it, syncs it and renames it to path. 0, or -1 with errstr. */
int xlsx_finish(xw *x, const char *path, char *errstr, size_t errstr_size);
/* Frees the workbook; when failed, the temporary file is removed. */
void xlsx_end(xw *x, int failed);
/* An ISO 8601 UTC time ("2026-11-30T10:00:00Z") as a time_t, or 0. */
time_t xlsx_utc_time(const char *iso);

/* Decision i of the sign-off (0: approved, 1: approved with conditions,
 * 2: rejected; the order of kp_rm_decisions) in the workbook's words. */
const char *xl_decision(const xw *x, size_t i);

/* ---- cells ----------------------------------------------------------- */

void xl_note_err(xw *x, lxw_error err);
/* Text as a worksheet holds it (valid UTF-8, no control characters but
 * newline and tab, at most 32,000 bytes); valid until the next call. */
const char *xl_clean(xw *x, const char *s);
int xl_row_lines(const char *s, double width);
void xl_set_lines(xw *x, lxw_worksheet *ws, lxw_row_t row, int lines,
                  double line_pt);
void xl_fit_row(xw *x, lxw_worksheet *ws, lxw_row_t row, const char *s,
                double width, double line_pt);
void xl_set_row(xw *x, lxw_worksheet *ws, lxw_row_t row, double height);
void xl_put_str(xw *x, lxw_worksheet *ws, lxw_row_t row, lxw_col_t col,
                const char *s, lxw_format *f);
/* A number; not finite shows "n/a". */
void xl_put_num(xw *x, lxw_worksheet *ws, lxw_row_t row, lxw_col_t col,
                double v, lxw_format *f);
/* A property value: a number when it reads as one, else the text. */
void xl_put_value(xw *x, lxw_worksheet *ws, lxw_row_t row, lxw_col_t col,
                  const char *s, lxw_format *text, lxw_format *num);
void xl_put_merged(xw *x, lxw_worksheet *ws, lxw_row_t row, lxw_col_t first,
                   lxw_col_t last, const char *s, lxw_format *f);
void xl_put_strf(xw *x, lxw_worksheet *ws, lxw_row_t row, lxw_col_t col,
                 lxw_format *f, const char *fmt, ...)
    __attribute__((format(printf, 6, 7)));
/* A UTC time as an Excel date (seconds since 1970), or text when it is not
 * known (unix < 0): the cell of a table, the value of a label. */
void xl_put_stamp(xw *x, lxw_worksheet *ws, lxw_row_t row, lxw_col_t col,
                  double unix_s, const char *text);
void xl_put_kv_stamp(xw *x, lxw_worksheet *ws, lxw_row_t row, lxw_col_t last,
                     const char *label, double unix_s, const char *text);
void xl_put_kv(xw *x, lxw_worksheet *ws, lxw_row_t row, lxw_col_t last,
               const char *label, const char *value, double width);
/* A label and its value, a row of xl_put_kvs(). */
typedef struct xl_kv {
        const char *label; /* NULL: the row is left out */
        const char *value;
} xl_kv;
/* xl_put_kv() for each of the n rows of kv from row on, each fitted to
 * width; returns the row after the last one put. */
lxw_row_t xl_put_kvs(xw *x, lxw_worksheet *ws, lxw_row_t row, lxw_col_t last,
                     const xl_kv *kv, size_t n, double width);
void xl_put_kv_num(xw *x, lxw_worksheet *ws, lxw_row_t row, const char *label,
                   double v, kp_rm_fmt nf);
void xl_put_header(xw *x, lxw_worksheet *ws, lxw_row_t row, lxw_col_t col,
                   const char *const *names, size_t n);
void xl_put_comment(xw *x, lxw_worksheet *ws, lxw_row_t row, lxw_col_t col,
                    const char *text);
/* A model cell as a table cell: its number in format nf (the cell's own
 * when nf is KP_RM__FMTS) coloured by its state with its comment, or its
 * text when it has no number; a cell with a mark shows it after the
 * number (f.marked). */
void xl_put_cell(xw *x, lxw_worksheet *ws, lxw_row_t row, lxw_col_t col,
                 const kp_rm_cell *c, kp_rm_fmt nf);
/* A check as five cells from col: "op (unit)", threshold, value (coloured
 * by the verdict), margin, verdict; value and margin blank when the check
 * has no value. */
void xl_put_check(xw *x, lxw_worksheet *ws, lxw_row_t row, lxw_col_t col,
                  const kp_rm_check *k);
/* A bulleted list, merged over columns 0..last; none when n is 0. */
lxw_row_t xl_put_list(xw *x, lxw_worksheet *ws, lxw_row_t row, lxw_col_t last,
                      double width, char *const *items, size_t n,
                      const char *none);
void xl_set_cols(xw *x, lxw_worksheet *ws, const double *w, size_t n);
/* A heading row: text merged over 0..last, 22 pt high. */
void xl_put_h2(xw *x, lxw_worksheet *ws, lxw_row_t row, lxw_col_t last,
               const char *text);

/* ---- sheets and charts -------------------------------------------------- */

lxw_worksheet *xl_add_sheet(xw *x, const char *name);
/* xl_add_sheet(), then the widths of its first n columns (w) and, unless
 * title is NULL, title in A1 on a 30 pt row. NULL when the sheet could
 * not be added (the error noted). */
lxw_worksheet *xl_open_sheet(xw *x, const char *name, const double *w, size_t n,
                             const char *title);
/* A column's header followed by its mark (KP_S_XL_MARKED) when it has
 * one (kp_rm_front.rate_mark, kp_rm_sweep.col_mark: "not judged"), into
 * out; returns out. */
const char *xl_marked(const xw *x, char *out, size_t size, const char *label,
                      const char *mark);
/* Page setup, footer and protection shared by every sheet. */
void xl_sheet_finish(xw *x, lxw_worksheet *ws, int landscape);
lxw_chart *xl_new_chart(xw *x, uint8_t type, const char *title,
                        const char *xname, const char *yname);
void xl_series_style(lxw_chart_series *s, size_t i, int markers);
/* A series of chart c from sheet's rows first..last, x in column xcol
 * and y in ycol, named name, styled as the chart's i-th (xl_series_style).
 * Returns 0, or -1 when memory ran out (noted in x). */
int xl_add_series(xw *x, lxw_chart *c, const char *sheet, lxw_row_t first,
                  lxw_row_t last, lxw_col_t xcol, lxw_col_t ycol,
                  const char *name, size_t i, int markers);
/* A chart over time: its x axis in seconds from 0, its y axis from 0. */
void xl_time_axes(lxw_chart *c);
lxw_color_t xl_palette_color(size_t i);
void xl_insert_chart(xw *x, lxw_worksheet *ws, lxw_row_t row, lxw_col_t col,
                     lxw_chart *c, int32_t x_off, double y_scale,
                     const char *alt);
/* A chart's caption (the model's: what the reader should see) in a
 * wrapped cell merged over first..last of row, under the chart; returns
 * the lines it takes in width characters, for the caller to size the
 * row (xl_set_lines) to the tallest caption beside it. */
int xl_put_caption(xw *x, lxw_worksheet *ws, lxw_row_t row, lxw_col_t first,
                   lxw_col_t last, double width, const char *caption);
/* Limit line i of a chart's legend: red, then other colours, dashed. */
void xl_limit_style(lxw_chart_series *s, size_t i);
/* The model's chart of kind k (of tier for the per-tier kinds), or
 * NULL. */
const kp_rm_chart *xl_model_chart(const xw *x, kp_rm_chart_kind k, size_t tier);

/* ---- the sheets of the report ------------------------------------------- */

void xlsx_sheet_time(xw *x);      /* report_xlsx_client.c */
void xlsx_sheet_capacity(xw *x);  /* report_xlsx_capacity.c */
void xlsx_sheet_brokers(xw *x);   /* report_xlsx_brokers.c */
void xlsx_sheet_series(xw *x);    /* report_xlsx_series.c */
void xlsx_sheet_sweeps(xw *x);    /* report_xlsx_sweeps.c */
void xlsx_sheet_windows(xw *x);   /* report_xlsx_windows.c */
void xlsx_sheet_workloads(xw *x); /* report_xlsx_sweeps.c */
void xlsx_sheet_extrap(xw *x);    /* report_xlsx_appendix.c */
void xlsx_sheet_env(xw *x);       /* report_xlsx_appendix.c */
void xlsx_sheet_signoff(xw *x);   /* report_xlsx_appendix.c */
/* The Environment sheet's table of the client settings that differ from
 * librdkafka's defaults, from row, merged over 0..last; the row after it
 * (row itself when there are none). report_xlsx_client.c. */
lxw_row_t xlsx_env_client_settings(xw *x, lxw_worksheet *ws, lxw_row_t row,
                                   lxw_col_t last);

#endif
