#include "report_xlsx.h"

#include <errno.h>
#include <fcntl.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include <xlsxwriter.h>

#include "metrics.h"
#include "props.h"
#include "units.h"
#include "util.h"

/*
 * Layout. Sheets are written in the order stakeholders read them; every
 * value comes from the results model or its evaluation and is written as
 * a number with a number format (text only for names, statuses and
 * timestamps). The tier sheets are transposed: one row per metric, one
 * column per tier, so that a few tiers print on one page and a metric
 * compares across tiers at a glance.
 */

#define SH_SUMMARY   "Summary"
#define SH_SCENARIOS "Scenarios"
#define SH_PRODUCE   "Produce results"
#define SH_CONSUME   "Consume results"
#define SH_SWEEPS    "Sweeps"
#define SH_WORKLOADS "Workloads"
#define SH_SERIES    "Time series"
#define SH_EXTRAP    "Extrapolation"
#define SH_ENV       "Environment"
#define SH_SIGNOFF   "Sign-off"

#define COLOR_HEADER  0x1F4E78
#define COLOR_GROUP   0xD9E1F2
#define COLOR_BORDER  0xBFBFBF
#define COLOR_MUTED   0x595959
#define COLOR_INPUT   0xFFF2CC
#define COLOR_WARNING 0xC00000

#define MIB 1048576.0
#define TIB 1099511627776.0

#define TEXT_MAX 32000 /* below Excel's 32,767 characters a cell */

/* Number formats (the kind of a value) ... */
enum nf {
        NF_TEXT,
        NF_INT,   /* counts, bytes, rates in msg/s */
        NF_DEC1,  /* msg/s with a fraction */
        NF_DEC2,  /* MiB/s, TiB */
        NF_MS,    /* milliseconds and seconds: 3 decimals */
        NF_PCT,   /* ratios shown as percent */
        NF_RATIO, /* ratios shown as such */
        NF_GEN,   /* General: percentiles, ids, thresholds */
        NF_COEF,  /* fitted coefficients */
        NF_X,     /* multiples: headroom */
        NF__N
};

/* ... and the verdict a cell shows. */
enum st { ST_PLAIN, ST_PASS, ST_FAIL, ST_INC, ST_NA, ST__N };

static const char *const nf_codes[NF__N] = {
        NULL,      "#,##0",  "#,##0.0", "#,##0.00",     "#,##0.000",
        "0.0###%", "0.0000", "General", "#,##0.000000", "#,##0.00\"x\"",
};

static const lxw_color_t st_fill[ST__N] = { 0, 0xC6EFCE, 0xFFC7CE, 0xFFEB9C,
                                            0xEDEDED };
static const lxw_color_t st_font[ST__N] = { 0, 0x006100, 0x9C0006, 0x9C5700,
                                            0x595959 };

typedef struct fmts {
        lxw_format *title, *subtitle, *h2, *note, *warn, *warn_row;
        lxw_format *label, *kv[NF__N], *kv_wrap;
        lxw_format *hdr, *group, *catalog, *rowlabel;
        lxw_format *cell[NF__N][ST__N]; /* table cells, wrapped text */
        lxw_format *verdict[ST__N];     /* bold centred PASS/FAIL */
        lxw_format *big[ST__N];         /* the overall verdict */
        lxw_format *reason, *bullet, *center, *center_num, *left_num, *right;
        lxw_format *in_text, *in_date, *in_list, *dxf[3];
} fmts;

typedef struct xw {
        lxw_workbook *wb;
        const kp_results *r;
        const kp_evaluation *e;
        const char *sha; /* results.json SHA-256 or NULL */
        fmts f;
        lxw_error err; /* first failed call, reported at the end */
        const char *err_sheet;
        const char *sheet; /* the sheet being written */
        kp_buf scratch;    /* cleaned text, valid until the next clean() */
        int oom;
} xw;

/* ---- small helpers ---------------------------------------------------- */

static void note_err(xw *x, lxw_error err)
{
        if (err != LXW_NO_ERROR && x->err == LXW_NO_ERROR) {
                x->err = err;
                x->err_sheet = x->sheet;
        }
}

static enum st st_of(kp_verdict v)
{
        switch (v) {
        case KP_PASS:
                return ST_PASS;
        case KP_FAIL:
                return ST_FAIL;
        case KP_INCOMPLETE:
                return ST_INC;
        case KP_NA:
                return ST_NA;
        }
        return ST_PLAIN;
}

/* Length of the UTF-8 sequence at s, or 0 when it is not valid. */
static size_t utf8_len(const unsigned char *s)
{
        size_t n, i;
        uint32_t cp;
        if (s[0] < 0x80)
                return 1;
        if (s[0] >= 0xC2 && s[0] <= 0xDF)
                n = 2, cp = s[0] & 0x1F;
        else if (s[0] >= 0xE0 && s[0] <= 0xEF)
                n = 3, cp = s[0] & 0x0F;
        else if (s[0] >= 0xF0 && s[0] <= 0xF4)
                n = 4, cp = s[0] & 0x07;
        else
                return 0;
        for (i = 1; i < n; i++) {
                if ((s[i] & 0xC0) != 0x80)
                        return 0;
                cp = (cp << 6) | (s[i] & 0x3F);
        }
        if ((n == 3 && (cp < 0x800 || (cp >= 0xD800 && cp <= 0xDFFF))) ||
            (n == 4 && (cp < 0x10000 || cp > 0x10FFFF)))
                return 0;
        return n;
}

/* Text as a worksheet can hold it: valid UTF-8 (bad bytes become U+FFFD),
 * no control characters but newline and tab, at most TEXT_MAX bytes. The
 * result lives in x->scratch until the next call. */
static const char *clean(xw *x, const char *s)
{
        const unsigned char *p = (const unsigned char *)(s ? s : "");
        x->scratch.len = 0;
        kp_buf_puts(&x->scratch, "");
        while (*p && x->scratch.len < TEXT_MAX) {
                size_t n = utf8_len(p);
                if (n == 0) {
                        kp_buf_puts(&x->scratch, "\xEF\xBF\xBD");
                        p++;
                } else if (n == 1 && *p < 0x20 && *p != '\n' && *p != '\t') {
                        if (*p != '\r')
                                kp_buf_putc(&x->scratch, ' ');
                        p++;
                } else {
                        kp_buf_append(&x->scratch, (const char *)p, n);
                        p += n;
                }
        }
        if (x->scratch.oom) {
                x->oom = 1;
                return "";
        }
        return x->scratch.s;
}

/* Columns the text takes in Calibri 11 (wide for CJK), longest line. */
static double text_width(const char *s, int *lines, double per_line)
{
        const unsigned char *p = (const unsigned char *)(s ? s : "");
        double w = 0, widest = 0;
        int n = 1;
        while (*p) {
                size_t k = utf8_len(p);
                uint32_t cp;
                if (*p == '\n') {
                        if (per_line > 0 && w > per_line)
                                n += (int)ceil(w / per_line) - 1;
                        widest = w > widest ? w : widest;
                        w = 0;
                        n++;
                        p++;
                        continue;
                }
                if (k <= 1) {
                        w += 1.0;
                        p++;
                        continue;
                }
                cp = p[0] & (k == 2 ? 0x1F : k == 3 ? 0x0F : 0x07);
                for (size_t i = 1; i < k; i++)
                        cp = (cp << 6) | (p[i] & 0x3F);
                w += ((cp >= 0x1100 && cp <= 0x115F) ||
                      (cp >= 0x2E80 && cp <= 0xA4CF) ||
                      (cp >= 0xAC00 && cp <= 0xD7A3) ||
                      (cp >= 0xF900 && cp <= 0xFAFF) ||
                      (cp >= 0xFE30 && cp <= 0xFE4F) ||
                      (cp >= 0xFF00 && cp <= 0xFF60) ||
                      (cp >= 0xFFE0 && cp <= 0xFFE6) || cp >= 0x20000)
                         ? 2.0
                         : 1.0;
                p += k;
        }
        if (per_line > 0 && w > per_line)
                n += (int)ceil(w / per_line) - 1;
        widest = w > widest ? w : widest;
        if (lines)
                *lines = n;
        return widest;
}

/* Lines that text takes wrapped in a cell (or merged range) width
 * columns wide. Text is 10 pt while widths count 11 pt characters, and
 * wrapping breaks at spaces: hence the factor and the margin. */
static int row_lines(const char *s, double width)
{
        int lines;
        text_width(s, &lines, width * 1.15 - 2.0);
        return lines;
}

/* Makes a row tall enough for lines of line_pt points. */
static void set_lines(xw *x, lxw_worksheet *ws, lxw_row_t row, int lines,
                      double line_pt)
{
        if (lines > 1)
                note_err(x,
                         worksheet_set_row(ws, row, line_pt * lines + 3, NULL));
}

static void fit_row(xw *x, lxw_worksheet *ws, lxw_row_t row, const char *s,
                    double width, double line_pt)
{
        set_lines(x, ws, row, row_lines(s, width), line_pt);
}

static void put_str(xw *x, lxw_worksheet *ws, lxw_row_t row, lxw_col_t col,
                    const char *s, lxw_format *f)
{
        const char *t = clean(x, s);
        if (!*t)
                note_err(x, worksheet_write_blank(ws, row, col, f));
        else
                note_err(x, worksheet_write_string(ws, row, col, t, f));
}

/* A number; not finite (a ratio over nothing) shows "n/a". */
static void put_num(xw *x, lxw_worksheet *ws, lxw_row_t row, lxw_col_t col,
                    double v, lxw_format *f)
{
        if (!isfinite(v))
                note_err(x, worksheet_write_string(ws, row, col, "n/a", f));
        else
                note_err(x, worksheet_write_number(ws, row, col, v, f));
}

/* A property value: a number when it is one (so that Excel does not hold
 * numbers as text), else the text. Leading zeros and signs other than
 * "-" keep it text: "007" is an identifier. */
static void put_value(xw *x, lxw_worksheet *ws, lxw_row_t row, lxw_col_t col,
                      const char *s, lxw_format *text, lxw_format *num)
{
        const char *p = s ? s : "";
        size_t digits = 0;
        char *end;
        double v;
        if (*p == '-')
                p++;
        if (p[0] == '0' && p[1] >= '0' && p[1] <= '9')
                goto text;
        while (*p >= '0' && *p <= '9') {
                p++;
                digits++;
        }
        if (*p == '.' && digits) {
                p++;
                if (!(*p >= '0' && *p <= '9'))
                        goto text;
                while (*p >= '0' && *p <= '9')
                        p++;
        }
        if (*p || digits == 0 || digits > 15)
                goto text;
        v = strtod(s, &end);
        if (*end || !isfinite(v))
                goto text;
        put_num(x, ws, row, col, v, num);
        return;
text:
        put_str(x, ws, row, col, s, text);
}

static void put_merged(xw *x, lxw_worksheet *ws, lxw_row_t row, lxw_col_t first,
                       lxw_col_t last, const char *s, lxw_format *f)
{
        if (first == last) {
                put_str(x, ws, row, first, s, f);
                return;
        }
        note_err(x, worksheet_merge_range(ws, row, first, row, last,
                                          clean(x, s), f));
}

static void put_strf(xw *x, lxw_worksheet *ws, lxw_row_t row, lxw_col_t col,
                     lxw_format *f, const char *fmt, ...)
    __attribute__((format(printf, 6, 7)));

static void put_strf(xw *x, lxw_worksheet *ws, lxw_row_t row, lxw_col_t col,
                     lxw_format *f, const char *fmt, ...)
{
        kp_buf b = { 0 };
        va_list ap;
        va_start(ap, fmt);
        kp_buf_vprintf(&b, fmt, ap);
        va_end(ap);
        if (b.oom)
                x->oom = 1;
        put_str(x, ws, row, col, b.s ? b.s : "", f);
        kp_buf_free(&b);
}

/* A key/value list line: bold label in A, value merged over B..last. */
static void put_kv(xw *x, lxw_worksheet *ws, lxw_row_t row, lxw_col_t last,
                   const char *label, const char *value, double width)
{
        put_str(x, ws, row, 0, label, x->f.label);
        put_merged(x, ws, row, 1, last, value ? value : "", x->f.kv_wrap);
        fit_row(x, ws, row, value, width, 15);
}

static void put_kv_num(xw *x, lxw_worksheet *ws, lxw_row_t row,
                       const char *label, double v, enum nf nf)
{
        put_str(x, ws, row, 0, label, x->f.label);
        put_num(x, ws, row, 1, v, x->f.kv[nf]);
}

static void put_header(xw *x, lxw_worksheet *ws, lxw_row_t row, lxw_col_t col,
                       const char *const *names, size_t n)
{
        for (size_t i = 0; i < n; i++)
                put_str(x, ws, row, (lxw_col_t)(col + i), names[i], x->f.hdr);
}

static void set_cols(xw *x, lxw_worksheet *ws, const double *w, size_t n)
{
        for (size_t i = 0; i < n; i++)
                note_err(x, worksheet_set_column(ws, (lxw_col_t)i, (lxw_col_t)i,
                                                 w[i], NULL));
}

/* Page setup and protection shared by every sheet. */
static void sheet_finish(xw *x, lxw_worksheet *ws, int landscape)
{
        lxw_protection prot = { 0 };
        kp_buf footer = { 0 };
        const char *name =
            x->r->plan && x->r->plan->name ? x->r->plan->name : "";

        worksheet_set_paper(ws, 9); /* A4; fit to width suits Letter too */
        if (landscape)
                worksheet_set_landscape(ws);
        worksheet_set_margins(ws, 0.4, 0.4, 0.55, 0.55);
        worksheet_fit_to_pages(ws, 1, 0);
        worksheet_center_horizontally(ws);
        worksheet_gridlines(ws, LXW_HIDE_ALL_GRIDLINES);
        kp_buf_puts(&footer, "&L&8Kafka acceptance report: ");
        for (const char *p = name; *p && footer.len < 180; p++) {
                if (*p == '&')
                        kp_buf_putc(&footer, '&');
                kp_buf_putc(&footer, *p);
        }
        kp_buf_puts(&footer, "&C&8&A&R&8Page &P of &N");
        if (!footer.oom)
                note_err(x, worksheet_set_footer(ws, clean(x, footer.s)));
        kp_buf_free(&footer);
        /* Against accidental edits only: no password, so a correction is
         * Review > Unprotect Sheet. Column widths and row heights may be
         * changed to read long text. */
        prot.format_columns = 1;
        prot.format_rows = 1;
        worksheet_protect(ws, NULL, &prot);
}

static lxw_worksheet *add_sheet(xw *x, const char *name)
{
        lxw_worksheet *ws = workbook_add_worksheet(x->wb, name);
        x->sheet = name;
        if (!ws) {
                note_err(x, LXW_ERROR_MEMORY_MALLOC_FAILED);
                return NULL;
        }
        /* Rows sized for the 10 pt text of every cell. */
        worksheet_set_default_row(ws, 13.5, 0);
        return ws;
}

/* The checks of one metric on one tier: the worst verdict (FAIL, then
 * INCOMPLETE, PASS, N/A) and a comment describing each, or ST_PLAIN when
 * no criterion names the metric for that tier. */
static enum st check_state(const kp_evaluation *e, const char *tier,
                           const char *metric, kp_buf *comment)
{
        static const int rank[ST__N] = { 0, 2, 4, 3, 1 };
        enum st worst = ST_PLAIN;
        if (!metric)
                return ST_PLAIN;
        for (size_t i = 0; i < e->n_checks; i++) {
                const kp_check *k = &e->checks[i];
                enum st s;
                if (strcmp(k->tier, tier) != 0 || strcmp(k->metric, metric))
                        continue;
                s = st_of(k->verdict);
                if (rank[s] > rank[worst])
                        worst = s;
                if (!comment)
                        continue;
                if (comment->len)
                        kp_buf_putc(comment, '\n');
                kp_buf_printf(comment, "%s: %s %s %g %s",
                              kp_verdict_str(k->verdict), k->metric,
                              kp_cmp_str(k->cmp), k->threshold, k->unit);
                if (k->verdict == KP_PASS || k->verdict == KP_FAIL)
                        kp_buf_printf(comment, " (margin %.6g %s)", k->margin,
                                      k->unit);
                if (k->note)
                        kp_buf_printf(comment, " (%s)", k->note);
        }
        return worst;
}

static void put_comment(xw *x, lxw_worksheet *ws, lxw_row_t row, lxw_col_t col,
                        const char *text)
{
        lxw_comment_options o = { 0 };
        o.author = "kplan";
        o.width = 320;
        o.height = 90;
        note_err(x, worksheet_write_comment_opt(ws, row, col,
                                                (char *)clean(x, text), &o));
}

/* A value of a tier, coloured by the criteria on metric (with the
 * verdicts in a comment). */
static void put_metric(xw *x, lxw_worksheet *ws, lxw_row_t row, lxw_col_t col,
                       const char *tier, const char *metric, double v,
                       enum nf nf)
{
        kp_buf c = { 0 };
        enum st s = check_state(x->e, tier, metric, &c);
        put_num(x, ws, row, col, v, x->f.cell[nf][s]);
        if (s != ST_PLAIN && c.s)
                put_comment(x, ws, row, col, c.s);
        if (c.oom)
                x->oom = 1;
        kp_buf_free(&c);
}

static const kp_tier *plan_tier(const xw *x, size_t i)
{
        if (!x->r->plan || i >= x->r->plan->n_tiers)
                return NULL;
        return &x->r->plan->tiers[i];
}

static const char *tier_status(const kp_tier_result *tr)
{
        return kp_tier_status_str(tr->status);
}

/* A tier's target rate: a number, or "unlimited" (0). */
static void put_rate(xw *x, lxw_worksheet *ws, lxw_row_t row, lxw_col_t col,
                     double rate)
{
        if (rate > 0)
                put_num(x, ws, row, col, rate,
                        x->f.cell[rate == floor(rate) ? NF_INT : NF_DEC1]
                                 [ST_PLAIN]);
        else
                put_str(x, ws, row, col, "unlimited", x->f.right);
}

/* ---- formats ---------------------------------------------------------- */

static lxw_format *new_fmt(xw *x)
{
        lxw_format *f = workbook_add_format(x->wb);
        if (!f) {
                x->oom = 1;
                return NULL;
        }
        format_set_font_name(f, "Calibri");
        format_set_font_size(f, 10);
        format_set_align(f, LXW_ALIGN_VERTICAL_TOP);
        return f;
}

static void border(lxw_format *f)
{
        format_set_border(f, LXW_BORDER_THIN);
        format_set_border_color(f, COLOR_BORDER);
}

static int alloc_formats(xw *x)
{
        fmts *f = &x->f;

        f->title = new_fmt(x);
        f->subtitle = new_fmt(x);
        f->h2 = new_fmt(x);
        f->note = new_fmt(x);
        f->warn = new_fmt(x);
        f->warn_row = new_fmt(x);
        f->label = new_fmt(x);
        f->kv_wrap = new_fmt(x);
        f->hdr = new_fmt(x);
        f->group = new_fmt(x);
        f->catalog = new_fmt(x);
        f->rowlabel = new_fmt(x);
        f->reason = new_fmt(x);
        f->center = new_fmt(x);
        f->center_num = new_fmt(x);
        f->left_num = new_fmt(x);
        f->right = new_fmt(x);
        f->bullet = new_fmt(x);
        f->in_text = new_fmt(x);
        f->in_date = new_fmt(x);
        f->in_list = new_fmt(x);
        for (int i = 0; i < 3; i++)
                f->dxf[i] = workbook_add_format(x->wb);
        for (int n = 0; n < NF__N; n++) {
                f->kv[n] = new_fmt(x);
                for (int s = 0; s < ST__N; s++)
                        f->cell[n][s] = new_fmt(x);
        }
        for (int s = 0; s < ST__N; s++) {
                f->verdict[s] = new_fmt(x);
                f->big[s] = new_fmt(x);
        }
        if (x->oom || !f->dxf[0] || !f->dxf[1] || !f->dxf[2])
                return -1;
        return 0;
}

/* Titles, headings, notes and key/value lists. */
static void style_text(fmts *f)
{
        format_set_font_size(f->title, 18);
        format_set_bold(f->title);
        format_set_font_color(f->title, COLOR_HEADER);
        format_set_align(f->title, LXW_ALIGN_VERTICAL_CENTER);
        format_set_italic(f->subtitle);
        format_set_font_color(f->subtitle, COLOR_MUTED);
        format_set_text_wrap(f->subtitle);
        format_set_font_size(f->h2, 13);
        format_set_bold(f->h2);
        format_set_font_color(f->h2, COLOR_HEADER);
        format_set_bottom(f->h2, LXW_BORDER_MEDIUM);
        format_set_bottom_color(f->h2, COLOR_HEADER);
        format_set_align(f->h2, LXW_ALIGN_VERTICAL_BOTTOM);
        format_set_font_color(f->note, COLOR_MUTED);
        format_set_italic(f->note);
        format_set_text_wrap(f->note);
        format_set_font_size(f->warn, 12);
        format_set_bold(f->warn);
        format_set_font_color(f->warn, LXW_COLOR_WHITE);
        format_set_bg_color(f->warn, COLOR_WARNING);
        format_set_text_wrap(f->warn);
        format_set_align(f->warn, LXW_ALIGN_VERTICAL_CENTER);
        format_set_bold(f->warn_row);
        format_set_bg_color(f->warn_row, 0xFFEB9C);
        format_set_font_color(f->warn_row, 0x9C5700);
        format_set_text_wrap(f->warn_row);
        border(f->warn_row);
        format_set_bold(f->label);
        format_set_text_wrap(f->label);
        format_set_text_wrap(f->kv_wrap);
        format_set_align(f->kv_wrap, LXW_ALIGN_LEFT);
        format_set_bold(f->hdr);
        format_set_font_color(f->hdr, LXW_COLOR_WHITE);
        format_set_bg_color(f->hdr, COLOR_HEADER);
        format_set_text_wrap(f->hdr);
        format_set_align(f->hdr, LXW_ALIGN_CENTER);
        format_set_align(f->hdr, LXW_ALIGN_VERTICAL_CENTER);
        format_set_border(f->hdr, LXW_BORDER_THIN);
        format_set_border_color(f->hdr, LXW_COLOR_WHITE);
        format_set_bold(f->group);
        format_set_bg_color(f->group, COLOR_GROUP);
        format_set_font_color(f->group, COLOR_HEADER);
        border(f->group);
        format_set_font_size(f->catalog, 8);
        format_set_font_color(f->catalog, COLOR_MUTED);
        format_set_font_name(f->catalog, "Consolas");
        border(f->catalog);
        format_set_text_wrap(f->rowlabel);
        border(f->rowlabel);
        format_set_font_size(f->reason, 13);
        format_set_bold(f->reason);
        format_set_text_wrap(f->reason);
        format_set_align(f->reason, LXW_ALIGN_VERTICAL_CENTER);
        format_set_indent(f->reason, 1);
        border(f->center);
        format_set_align(f->center, LXW_ALIGN_CENTER);
        border(f->center_num);
        border(f->left_num);
        border(f->right);
        format_set_align(f->right, LXW_ALIGN_RIGHT);
        format_set_align(f->left_num, LXW_ALIGN_LEFT);
        format_set_align(f->center_num, LXW_ALIGN_CENTER);
        format_set_text_wrap(f->bullet);
        format_set_indent(f->bullet, 1);
}

/* Table cells by number format and verdict, and the verdicts. */
static void style_tables(fmts *f)
{
        static const lxw_color_t big_fill[ST__N] = { 0x7F7F7F, 0x00B050,
                                                     0xC00000, 0xFFC000,
                                                     0x7F7F7F };
        static const lxw_color_t big_font[ST__N] = {
                LXW_COLOR_WHITE, LXW_COLOR_WHITE, LXW_COLOR_WHITE,
                LXW_COLOR_BLACK, LXW_COLOR_WHITE
        };
        for (int n = 0; n < NF__N; n++) {
                if (nf_codes[n])
                        format_set_num_format(f->kv[n], nf_codes[n]);
                format_set_align(f->kv[n], LXW_ALIGN_LEFT);
                for (int s = 0; s < ST__N; s++) {
                        lxw_format *c = f->cell[n][s];
                        border(c);
                        if (nf_codes[n])
                                format_set_num_format(c, nf_codes[n]);
                        else
                                format_set_text_wrap(c);
                        if (s != ST_PLAIN) {
                                format_set_bg_color(c, st_fill[s]);
                                format_set_font_color(c, st_font[s]);
                        }
                }
        }
        for (int s = 0; s < ST__N; s++) {
                lxw_format *v = f->verdict[s], *b = f->big[s];
                border(v);
                format_set_bold(v);
                format_set_align(v, LXW_ALIGN_CENTER);
                if (s != ST_PLAIN) {
                        format_set_bg_color(v, st_fill[s]);
                        format_set_font_color(v, st_font[s]);
                }
                format_set_font_size(b, 28);
                format_set_bold(b);
                format_set_align(b, LXW_ALIGN_CENTER);
                format_set_align(b, LXW_ALIGN_VERTICAL_CENTER);
                format_set_bg_color(b, big_fill[s]);
                format_set_font_color(b, big_font[s]);
        }
}

static void style_inputs(fmts *f)
{
        /* Sign-off inputs: the only unlocked cells of the workbook. */
        format_set_unlocked(f->in_text);
        format_set_bg_color(f->in_text, COLOR_INPUT);
        format_set_text_wrap(f->in_text);
        border(f->in_text);
        format_set_unlocked(f->in_date);
        format_set_bg_color(f->in_date, COLOR_INPUT);
        format_set_num_format(f->in_date, "yyyy-mm-dd");
        format_set_align(f->in_date, LXW_ALIGN_CENTER);
        border(f->in_date);
        format_set_unlocked(f->in_list);
        format_set_bg_color(f->in_list, COLOR_INPUT);
        format_set_bold(f->in_list);
        border(f->in_list);
        for (int i = 0; i < 3; i++) {
                static const enum st dx[3] = { ST_PASS, ST_INC, ST_FAIL };
                format_set_bg_color(f->dxf[i], st_fill[dx[i]]);
                format_set_font_color(f->dxf[i], st_font[dx[i]]);
        }
}

static int make_formats(xw *x)
{
        if (alloc_formats(x) != 0)
                return -1;
        style_text(&x->f);
        style_tables(&x->f);
        style_inputs(&x->f);
        return 0;
}

/* ---- 1. Summary -------------------------------------------------------- */

#define SUM_LAST 9 /* columns A..J */

static lxw_row_t summary_header(xw *x, lxw_worksheet *ws, lxw_row_t row)
{
        const kp_results *r = x->r;
        const kp_plan *p = r->plan;
        const double width = 150; /* B..J in characters */
        kp_buf b = { 0 };

        if (r->cluster.embedded) {
                put_merged(x, ws, row, 0, SUM_LAST,
                           "WARNING: this run measured librdkafka's "
                           "in-process mock cluster (the embedded cluster), "
                           "not a Kafka cluster. Its figures describe kplan "
                           "on this host and are no evidence about any "
                           "Kafka cluster.",
                           x->f.warn);
                note_err(x, worksheet_set_row(ws, row, 36, NULL));
                row++;
        }
        if (p->scale < 1) {
                char note[256];
                snprintf(note, sizeof(note),
                         "REHEARSAL: this run used --scale %g: every tier "
                         "ran %g%% of the messages the plan names. It "
                         "rehearses the plan; it does not replace a run "
                         "of it.",
                         p->scale, p->scale * 100);
                put_merged(x, ws, row, 0, SUM_LAST, note, x->f.warn);
                note_err(x, worksheet_set_row(ws, row, 36, NULL));
                row++;
        }
        put_merged(x, ws, row, 0, SUM_LAST,
                   p->title && *p->title ? p->title : p->name, x->f.title);
        note_err(x, worksheet_set_row(ws, row, 30, NULL));
        row++;
        put_merged(x, ws, row, 0, SUM_LAST,
                   "Kafka acceptance and capacity test report. Every figure "
                   "in this workbook comes from the run's results.json and "
                   "its evaluation.",
                   x->f.subtitle);
        row++;
        if (p->description && *p->description) {
                put_merged(x, ws, row, 0, SUM_LAST, p->description,
                           x->f.subtitle);
                fit_row(x, ws, row, p->description, 170, 14);
                row++;
        }
        row++;
        put_kv(x, ws, row++, SUM_LAST, "Plan", p->name, width);
        put_kv(x, ws, row++, SUM_LAST, "Plan file", r->plan_path, width);
        put_kv(x, ws, row++, SUM_LAST, "Plan SHA-256", r->plan_sha256, width);
        put_kv(x, ws, row++, SUM_LAST, "Cluster",
               r->cluster.embedded
                   ? "embedded (librdkafka mock cluster, in-process)"
                   : r->cluster.bootstrap,
               width);
        put_kv(x, ws, row++, SUM_LAST, "Run ID", r->run_id, width);
        put_kv(x, ws, row++, SUM_LAST, "Run started (UTC)", r->started_at,
               width);
        put_kv(x, ws, row++, SUM_LAST, "Run finished (UTC)", r->finished_at,
               width);
        kp_buf_puts(&b, r->status ? r->status : "unknown");
        if (r->status_reason && *r->status_reason)
                kp_buf_printf(&b, ": %s", r->status_reason);
        put_kv(x, ws, row++, SUM_LAST, "Run status", b.s, width);
        kp_buf_free(&b);
        put_kv(x, ws, row++, SUM_LAST, "Results SHA-256",
               x->sha ? x->sha : "not computed", width);
        return row + 1;
}

static lxw_row_t summary_verdict(xw *x, lxw_worksheet *ws, lxw_row_t row)
{
        const kp_evaluation *e = x->e;
        enum st s = st_of(e->verdict);
        put_merged(x, ws, row, 0, SUM_LAST, "Overall verdict", x->f.h2);
        note_err(x, worksheet_set_row(ws, row, 22, NULL));
        row++;
        put_merged(x, ws, row, 0, 1, kp_verdict_str(e->verdict), x->f.big[s]);
        put_merged(x, ws, row, 2, SUM_LAST,
                   e->verdict_reason ? e->verdict_reason : "", x->f.reason);
        note_err(x, worksheet_set_row(ws, row, 48, NULL));
        return row + 2;
}

static lxw_row_t put_list(xw *x, lxw_worksheet *ws, lxw_row_t row,
                          lxw_col_t last, double width, char **items, size_t n,
                          const char *none);

/* What the cluster did during the tiers (brokers, leaders, ISR), when
 * anything happened. */
static lxw_row_t summary_events(xw *x, lxw_worksheet *ws, lxw_row_t row)
{
        const kp_results *r = x->r;
        char **items = calloc(r->n_tiers + 1, sizeof(*items));
        size_t n = 0;
        if (!items) {
                x->oom = 1;
                return row;
        }
        for (size_t i = 0; i < r->n_tiers; i++) {
                kp_buf b = { 0 };
                if (!r->tiers[i].events.n)
                        continue;
                kp_buf_printf(&b, "Tier %s: ", r->tiers[i].name);
                kp_events_describe(&r->tiers[i].events, &b);
                if (b.oom)
                        x->oom = 1;
                if (b.s)
                        items[n++] = b.s;
        }
        if (n) {
                put_merged(x, ws, row, 0, SUM_LAST,
                           "Cluster events (seen in the cluster's metadata, "
                           "about once a second)",
                           x->f.h2);
                note_err(x, worksheet_set_row(ws, row, 22, NULL));
                row = put_list(x, ws, row + 1, SUM_LAST, 168, items, n, "") + 1;
        }
        for (size_t i = 0; i < n; i++)
                free(items[i]);
        free(items);
        return row;
}

static lxw_row_t summary_tiers(xw *x, lxw_worksheet *ws, lxw_row_t row)
{
        static const char *const hdr[] = {
                "Tier",
                "Status",
                "Target rate (msg/s)",
                "Achieved rate (msg/s)",
                "p95 corrected (ms)",
                "p95 service (ms)",
                "Consume fetch (msg/s)",
                "Completeness (%)",
                "Verdict",
                "Note",
        };
        const kp_results *r = x->r;
        const fmts *f = &x->f;

        put_merged(x, ws, row, 0, SUM_LAST, "Tiers", f->h2);
        note_err(x, worksheet_set_row(ws, row, 22, NULL));
        row++;
        put_header(x, ws, row, 0, hdr, KP_ARRAY_LEN(hdr));
        note_err(x, worksheet_set_row(ws, row, 30, NULL));
        row++;
        for (size_t i = 0; i < r->n_tiers; i++, row++) {
                const kp_tier_result *tr = &r->tiers[i];
                const kp_tier *t = plan_tier(x, i);
                const kp_tier_eval *te =
                    i < x->e->n_tiers ? &x->e->tiers[i] : NULL;
                int lines;
                kp_buf note = { 0 };
                put_str(x, ws, row, 0, tr->name, f->cell[NF_TEXT][0]);
                put_str(x, ws, row, 1, tier_status(tr), f->cell[NF_TEXT][0]);
                put_rate(x, ws, row, 2, t ? t->rate : 0);
                if (tr->produce.ran) {
                        const char *rm = t && t->rate > 0
                                             ? "produce.rate.achieved_ratio"
                                             : "produce.rate."
                                               "achieved_msgs_per_sec";
                        put_metric(x, ws, row, 3, tr->name, rm,
                                   tr->produce.achieved_rate, NF_DEC1);
                        put_metric(x, ws, row, 4, tr->name,
                                   "produce.latency.p95_ms",
                                   tr->produce.latency.p95_ms, NF_MS);
                        put_metric(x, ws, row, 5, tr->name,
                                   "produce.service_latency.p95_ms",
                                   tr->produce.service.p95_ms, NF_MS);
                } else {
                        for (lxw_col_t c = 3; c <= 5; c++)
                                put_str(x, ws, row, c, "not run",
                                        f->cell[NF_TEXT][ST_NA]);
                }
                if (tr->consume.ran) {
                        put_metric(x, ws, row, 6, tr->name,
                                   "consume.fetch_msgs_per_sec",
                                   tr->consume.fetch_msgs_per_sec, NF_INT);
                        put_metric(x, ws, row, 7, tr->name,
                                   "consume.completeness",
                                   tr->consume.completeness, NF_PCT);
                } else {
                        put_str(x, ws, row, 6, "not run",
                                f->cell[NF_TEXT][ST_NA]);
                        put_str(x, ws, row, 7, "not run",
                                f->cell[NF_TEXT][ST_NA]);
                }
                if (te) {
                        put_str(x, ws, row, 8, kp_verdict_str(te->verdict),
                                f->verdict[st_of(te->verdict)]);
                        if (te->note)
                                kp_buf_puts(&note, te->note);
                        if (te->below_peak)
                                kp_buf_printf(&note,
                                              "%sbelow the required "
                                              "peak rate: does not "
                                              "prove the peak",
                                              note.len ? "; " : "");
                } else {
                        put_str(x, ws, row, 8, "", f->cell[NF_TEXT][0]);
                }
                put_str(x, ws, row, 9, note.s, f->cell[NF_TEXT][0]);
                lines = row_lines(note.s, 52);
                if (row_lines(tr->name, 18) > lines)
                        lines = row_lines(tr->name, 18);
                set_lines(x, ws, row, lines, 13);
                if (note.oom)
                        x->oom = 1;
                kp_buf_free(&note);
        }
        return row + 1;
}

static lxw_row_t put_list(xw *x, lxw_worksheet *ws, lxw_row_t row,
                          lxw_col_t last, double width, char **items, size_t n,
                          const char *none)
{
        if (n == 0) {
                put_merged(x, ws, row, 0, last, none, x->f.note);
                return row + 1;
        }
        for (size_t i = 0; i < n; i++, row++) {
                kp_buf b = { 0 };
                kp_buf_printf(&b, "\xE2\x80\xA2 %s", items[i]);
                put_merged(x, ws, row, 0, last, b.s, x->f.bullet);
                fit_row(x, ws, row, b.s, width, 14);
                if (b.oom)
                        x->oom = 1;
                kp_buf_free(&b);
        }
        return row;
}

static void sheet_summary(xw *x)
{
        static const double widths[] = {
                18, 11, 12, 13, 12, 12, 13, 13, 11, 52
        };
        const kp_evaluation *e = x->e;
        lxw_worksheet *ws = add_sheet(x, SH_SUMMARY);
        lxw_row_t row = 0;
        if (!ws)
                return;
        set_cols(x, ws, widths, KP_ARRAY_LEN(widths));
        row = summary_header(x, ws, row);
        row = summary_verdict(x, ws, row);
        row = summary_events(x, ws, row);
        row = summary_tiers(x, ws, row);

        put_merged(x, ws, row, 0, SUM_LAST, "Extrapolation to the target",
                   x->f.h2);
        note_err(x, worksheet_set_row(ws, row, 22, NULL));
        row++;
        if (e->headline) {
                put_merged(x, ws, row, 0, SUM_LAST, e->headline, x->f.reason);
                note_err(x, worksheet_set_row(ws, row, 24, NULL));
                fit_row(x, ws, row, e->headline, 150, 18);
        } else {
                put_merged(x, ws, row, 0, SUM_LAST,
                           "The plan sets no target volume: nothing to "
                           "extrapolate to.",
                           x->f.note);
        }
        row += 2;
        put_merged(x, ws, row, 0, SUM_LAST, "Key risks", x->f.h2);
        note_err(x, worksheet_set_row(ws, row, 22, NULL));
        row++;
        row = put_list(x, ws, row, SUM_LAST, 168, e->risks, e->n_risks,
                       "None identified.");
        row++;
        put_merged(x, ws, row, 0, SUM_LAST,
                   e->n_sweeps || e->n_groups
                       ? "Details: Scenarios (what ran), Produce and Consume "
                         "results (per tier, with every criterion), Sweeps "
                         "and Workloads (each sweep and parallel group as a "
                         "whole, when the plan has them), Time series "
                         "(charts), Extrapolation (assumptions), Environment "
                         "(cluster, client, versions), Sign-off."
                       : "Details: Scenarios (what ran), Produce and Consume "
                         "results (per tier, with every criterion), Time "
                         "series (charts), Extrapolation (assumptions), "
                         "Environment (cluster, client, versions), Sign-off.",
                   x->f.note);
        fit_row(x, ws, row, "", 168, 14);
        row++;
        put_merged(x, ws, row, 0, SUM_LAST,
                   "Every sheet is protected against accidental edits, "
                   "without a password: Review > Unprotect Sheet allows a "
                   "correction. Only the sign-off cells are editable.",
                   x->f.note);
        worksheet_set_tab_color(ws, e->verdict == KP_PASS   ? 0x00B050
                                    : e->verdict == KP_FAIL ? 0xC00000
                                                            : 0xFFC000);
        worksheet_activate(ws);
        sheet_finish(x, ws, 1);
}

/* ---- tier sheets (transposed): shared pieces ---------------------------- */

#define TCOL0  2  /* first tier column: A label, B catalog metric */
#define TIER_W 21 /* a tier column: an ISO timestamp fits */

static void tier_sheet_head(xw *x, lxw_worksheet *ws, const char *title,
                            const char *subtitle, lxw_row_t hdr_row,
                            size_t min_cols)
{
        const kp_results *r = x->r;
        size_t ncols = r->n_tiers > min_cols ? r->n_tiers : min_cols;
        size_t tcols = r->n_tiers > 3 ? r->n_tiers : 3;
        int lines = 1;
        note_err(x, worksheet_set_column(ws, 0, 0, 40, NULL));
        note_err(x, worksheet_set_column(ws, 1, 1, 31, NULL));
        note_err(x,
                 worksheet_set_column(ws, TCOL0, (lxw_col_t)(TCOL0 + ncols - 1),
                                      TIER_W, NULL));
        put_str(x, ws, 0, 0, title, x->f.title);
        note_err(x, worksheet_set_row(ws, 0, 30, NULL));
        put_merged(x, ws, 1, 0, (lxw_col_t)(TCOL0 + tcols - 1), subtitle,
                   x->f.subtitle);
        fit_row(x, ws, 1, subtitle, 71 + TIER_W * (double)tcols, 14);
        put_str(x, ws, hdr_row, 0, "Measure", x->f.hdr);
        put_str(x, ws, hdr_row, 1, "Catalog metric", x->f.hdr);
        for (size_t i = 0; i < r->n_tiers; i++) {
                int n = row_lines(r->tiers[i].name, TIER_W);
                put_str(x, ws, hdr_row, (lxw_col_t)(TCOL0 + i),
                        r->tiers[i].name, x->f.hdr);
                lines = n > lines ? n : lines;
        }
        note_err(x, worksheet_set_row(ws, hdr_row, 7 + 13.0 * lines, NULL));
        worksheet_freeze_panes(ws, hdr_row + 1, TCOL0);
}

static void section_row(xw *x, lxw_worksheet *ws, lxw_row_t row,
                        const char *label)
{
        size_t last = TCOL0 + x->r->n_tiers - 1;
        put_str(x, ws, row, 0, label, x->f.group);
        for (lxw_col_t c = 1; c <= last; c++)
                note_err(x, worksheet_write_blank(ws, row, c, x->f.group));
}

static void label_row(xw *x, lxw_worksheet *ws, lxw_row_t row,
                      const char *label, const char *metric)
{
        put_str(x, ws, row, 0, label, x->f.rowlabel);
        put_str(x, ws, row, 1, metric ? metric : "", x->f.catalog);
}

/* One row of a tier sheet: a value per tier from the results struct
 * (offset into kp_produce_result or kp_consume_result), or the catalog
 * metric's value (so the cell shows what the criterion judged). */
enum vk { V_SECTION, V_U64, V_DBL, V_METRIC, V_MIB };

typedef struct vrow {
        enum vk kind;
        const char *label;
        size_t off;
        kp_metric_id id;
        enum nf nf;
} vrow;

#define SEC(l)                                                                 \
        {                                                                      \
                V_SECTION, l, 0, KP_M__COUNT, NF_TEXT                          \
        }
#define PU(l, f)                                                               \
        {                                                                      \
                V_U64, l, offsetof(kp_produce_result, f), KP_M__COUNT, NF_INT  \
        }
#define PD(l, f, n)                                                            \
        {                                                                      \
                V_DBL, l, offsetof(kp_produce_result, f), KP_M__COUNT, n       \
        }
#define CU(l, f)                                                               \
        {                                                                      \
                V_U64, l, offsetof(kp_consume_result, f), KP_M__COUNT, NF_INT  \
        }
#define CD(l, f, n)                                                            \
        {                                                                      \
                V_DBL, l, offsetof(kp_consume_result, f), KP_M__COUNT, n       \
        }
#define MET(l, id, n)                                                          \
        {                                                                      \
                V_METRIC, l, 0, id, n                                          \
        }

static uint64_t field_u64(const void *base, size_t off)
{
        uint64_t v;
        memcpy(&v, (const char *)base + off, sizeof(v));
        return v;
}

static double field_dbl(const void *base, size_t off)
{
        double v;
        memcpy(&v, (const char *)base + off, sizeof(v));
        return v;
}

static void vrow_write(xw *x, lxw_worksheet *ws, lxw_row_t row, const vrow *v,
                       int consume)
{
        const kp_results *r = x->r;
        const kp_metric *m = v->kind == V_METRIC ? kp_metric_get(v->id) : NULL;
        if (v->kind == V_SECTION) {
                section_row(x, ws, row, v->label);
                return;
        }
        label_row(x, ws, row, v->label, m ? m->name : NULL);
        for (size_t i = 0; i < r->n_tiers; i++) {
                const kp_tier_result *tr = &r->tiers[i];
                const void *base = consume ? (const void *)&tr->consume
                                           : (const void *)&tr->produce;
                int ran = consume ? tr->consume.ran : tr->produce.ran;
                lxw_col_t col = (lxw_col_t)(TCOL0 + i);
                double val = 0;
                if (!ran) {
                        put_str(x, ws, row, col, "",
                                x->f.cell[NF_TEXT][ST_PLAIN]);
                        continue;
                }
                switch (v->kind) {
                case V_U64:
                        val = (double)field_u64(base, v->off);
                        break;
                case V_DBL:
                        val = field_dbl(base, v->off);
                        break;
                case V_MIB:
                        val = (double)field_u64(base, v->off) / MIB;
                        break;
                case V_METRIC:
                        if (kp_metric_value(tr, plan_tier(x, i), v->id, &val) !=
                            0) {
                                put_str(x, ws, row, col, "n/a",
                                        x->f.cell[NF_TEXT][ST_NA]);
                                continue;
                        }
                        put_metric(x, ws, row, col, tr->name, m->name, val,
                                   v->nf);
                        continue;
                case V_SECTION:
                        break;
                }
                put_num(x, ws, row, col, val, x->f.cell[v->nf][ST_PLAIN]);
        }
}

/* The number format for a value in a catalog unit. */
static enum nf nf_for_unit(const char *unit)
{
        if (strcmp(unit, "ms") == 0)
                return NF_MS;
        if (strcmp(unit, "ratio") == 0)
                return NF_RATIO;
        if (strcmp(unit, "messages") == 0)
                return NF_INT;
        if (strcmp(unit, "MiB/s") == 0)
                return NF_DEC2;
        return NF_DEC1;
}

/* The checks whose metric starts with prefix, as a table. */
static lxw_row_t criteria_block(xw *x, lxw_worksheet *ws, lxw_row_t row,
                                const char *prefix)
{
        static const char *const hdr[] = {
                "Metric", "Tier",   "Criterion (unit)", "Threshold",
                "Value",  "Margin", "Verdict",          "Note",
        };
        const kp_evaluation *e = x->e;
        size_t plen = strlen(prefix), n = 0;
        const fmts *f = &x->f;

        put_str(x, ws, row, 0, "Criteria checks", f->h2);
        note_err(x, worksheet_set_row(ws, row, 22, NULL));
        row++;
        put_merged(x, ws, row, 0, 7,
                   "Each criterion of the plan judged on each tier it "
                   "applies to. Margin: room to spare in the metric's unit "
                   "(negative fails). The coloured cells above carry the "
                   "same verdicts.",
                   f->note);
        row++;
        put_header(x, ws, row, 0, hdr, KP_ARRAY_LEN(hdr));
        row++;
        for (size_t i = 0; i < e->n_checks; i++) {
                const kp_check *k = &e->checks[i];
                enum st s = st_of(k->verdict);
                int has_value;
                if (strncmp(k->metric, prefix, plen) != 0)
                        continue;
                /* As results.json: no value when not applicable or not
                 * measured. */
                has_value = k->has_value;
                put_str(x, ws, row, 0, k->metric, f->cell[NF_TEXT][0]);
                put_str(x, ws, row, 1, k->tier, f->cell[NF_TEXT][0]);
                put_strf(x, ws, row, 2, f->cell[NF_TEXT][0], "%s (%s)",
                         kp_cmp_str(k->cmp), k->unit);
                put_num(x, ws, row, 3, k->threshold, f->cell[NF_GEN][0]);
                if (has_value) {
                        enum nf nf = nf_for_unit(k->unit);
                        put_num(x, ws, row, 4, k->value, f->cell[nf][s]);
                        put_num(x, ws, row, 5, k->margin, f->cell[nf][0]);
                } else {
                        put_str(x, ws, row, 4, "", f->cell[NF_TEXT][0]);
                        put_str(x, ws, row, 5, "", f->cell[NF_TEXT][0]);
                }
                put_str(x, ws, row, 6, kp_verdict_str(k->verdict),
                        f->verdict[s]);
                put_str(x, ws, row, 7, k->note ? k->note : "",
                        f->cell[NF_TEXT][0]);
                fit_row(x, ws, row, k->note, TIER_W, 13);
                row++;
                n++;
        }
        if (n == 0) {
                put_merged(x, ws, row, 0, 7,
                           "The plan has no criteria on these metrics.",
                           f->note);
                row++;
        }
        return row;
}

/* ---- 2. Scenarios ----------------------------------------------------- */

static void kv_lines(kp_buf *b, const kp_kvlist *l)
{
        for (size_t i = 0; i < l->n; i++)
                kp_buf_printf(b, "%s%s=%s", i ? "\n" : "", l->items[i].key,
                              kp_redact(l->items[i].key, l->items[i].value));
}

typedef enum scen_field {
        S_MESSAGES,
        S_RATE,
        S_RECORD,
        S_PAYLOAD,
        S_KEYS,
        S_HEADERS,
        S_WARMUP_MSGS,
        S_WARMUP_S,
        S_INTERVAL,
        S_DRAIN,
        S_PRODUCERS,
        S_PRODUCER_PROPS,
        S_CONSUME,
        S_CONSUMERS,
        S_GROUP,
        S_FETCH,
        S_TIMEOUT,
        S_CONSUMER_PROPS,
        S_TOPIC,
        S_PARTITIONS,
        S_RF,
        S_SWEEP,
        S_PARALLEL
} scen_field;

/* Writes a text cell of a tier column and counts the lines it wraps to. */
static void scen_text(xw *x, lxw_worksheet *ws, lxw_row_t row, lxw_col_t col,
                      const char *s, int *lines)
{
        int n = row_lines(s, TIER_W);
        put_str(x, ws, row, col, s, x->f.cell[NF_TEXT][0]);
        if (n > *lines)
                *lines = n;
}

/* One parameter of one tier; *lines grows to the lines its text needs. */
static void scen_cell(xw *x, lxw_worksheet *ws, lxw_row_t row, lxw_col_t col,
                      const kp_tier *t, scen_field fld, int *lines)
{
        lxw_format *num = x->f.cell[NF_INT][0];
        lxw_format *dec = x->f.cell[NF_MS][0];
        kp_buf b = { 0 };
        switch (fld) {
        case S_MESSAGES:
                put_num(x, ws, row, col, (double)t->messages, num);
                break;
        case S_RATE:
                put_rate(x, ws, row, col, t->rate);
                break;
        case S_RECORD:
                if (t->payload_file)
                        scen_text(x, ws, row, col, "from payload file", lines);
                else
                        put_num(x, ws, row, col, (double)t->record_size, num);
                break;
        case S_PAYLOAD:
                scen_text(x, ws, row, col, t->payload_file, lines);
                break;
        case S_KEYS:
                if (t->key_mode == KP_KEYS_NONE)
                        scen_text(x, ws, row, col, "none", lines);
                else
                        kp_buf_printf(&b, "%s over %llu keys",
                                      t->key_mode == KP_KEYS_RANDOM
                                          ? "random"
                                          : "round robin",
                                      (unsigned long long)t->key_count);
                if (b.s)
                        scen_text(x, ws, row, col, b.s, lines);
                break;
        case S_HEADERS:
                kv_lines(&b, &t->headers);
                scen_text(x, ws, row, col, b.s, lines);
                break;
        case S_WARMUP_MSGS:
                put_num(x, ws, row, col, (double)t->warmup_messages, num);
                break;
        case S_WARMUP_S:
                put_num(x, ws, row, col, (double)t->warmup_us / 1e6, dec);
                break;
        case S_INTERVAL:
                put_num(x, ws, row, col, (double)t->interval_us / 1e6, dec);
                break;
        case S_DRAIN:
                put_num(x, ws, row, col, (double)t->drain_timeout_us / 1e6,
                        dec);
                break;
        case S_PRODUCERS:
                put_num(x, ws, row, col, t->producers, num);
                break;
        case S_PRODUCER_PROPS:
                kv_lines(&b, &t->producer);
                scen_text(x, ws, row, col, b.s ? b.s : "(client defaults)",
                          lines);
                break;
        case S_CONSUME:
                scen_text(x, ws, row, col, t->consume.enabled ? "yes" : "no",
                          lines);
                break;
        case S_CONSUMERS:
                put_num(x, ws, row, col, t->consume.consumers, num);
                break;
        case S_GROUP:
                scen_text(x, ws, row, col,
                          t->consume.group ? t->consume.group
                                           : "generated per run",
                          lines);
                break;
        case S_FETCH:
                if (t->consume.fetch_size)
                        put_num(x, ws, row, col, (double)t->consume.fetch_size,
                                num);
                else
                        scen_text(x, ws, row, col, "client default", lines);
                break;
        case S_TIMEOUT:
                put_num(x, ws, row, col, (double)t->consume.timeout_us / 1e6,
                        dec);
                break;
        case S_CONSUMER_PROPS:
                kv_lines(&b, &t->consume.config);
                scen_text(x, ws, row, col, b.s ? b.s : "(client defaults)",
                          lines);
                break;
        case S_TOPIC:
                scen_text(x, ws, row, col, t->topic, lines);
                break;
        case S_PARTITIONS:
                /* The topic as the cluster had it, never the plan's wish. */
                put_num(x, ws, row, col,
                        kp_results_topic(x->r, t->topic)
                            ? kp_results_topic(x->r, t->topic)->partitions
                            : t->partitions,
                        num);
                break;
        case S_RF: {
                const kp_topic_info *ti = kp_results_topic(x->r, t->topic);
                int rf = ti ? ti->replication_factor : t->replication_factor;
                if (rf > 0)
                        put_num(x, ws, row, col, rf, num);
                else
                        scen_text(x, ws, row, col, "broker default", lines);
                break;
        }
        case S_SWEEP:
                if (t->sweep_group) {
                        kp_buf_printf(&b, "%s:\n%s=%s", t->sweep_group,
                                      t->sweep_param ? t->sweep_param : "?",
                                      t->sweep_value ? t->sweep_value : "?");
                        if (t->sweep_param2)
                                kp_buf_printf(&b, "\n%s=%s", t->sweep_param2,
                                              t->sweep_value2 ? t->sweep_value2
                                                              : "?");
                }
                scen_text(x, ws, row, col, b.s, lines);
                break;
        case S_PARALLEL:
                scen_text(x, ws, row, col, t->parallel_group, lines);
                break;
        }
        if (b.oom)
                x->oom = 1;
        kp_buf_free(&b);
}

static lxw_row_t scenario_tiers(xw *x, lxw_worksheet *ws, lxw_row_t row)
{
        static const struct {
                const char *section, *label, *key;
                scen_field fld;
        } rows[] = {
                { "Produce", "Messages (warm-up included)", "messages",
                  S_MESSAGES },
                { NULL, "Target rate (msg/s)", "rate", S_RATE },
                { NULL, "Record size (bytes)", "record_size", S_RECORD },
                { NULL, "Payload file", "payload_file", S_PAYLOAD },
                { NULL, "Keys", "keys", S_KEYS },
                { NULL, "Headers", "headers", S_HEADERS },
                { NULL, "Warm-up (messages)", "warmup", S_WARMUP_MSGS },
                { NULL, "Warm-up (s)", "warmup", S_WARMUP_S },
                { NULL, "Snapshot interval (s)", "interval", S_INTERVAL },
                { NULL, "Drain timeout (s)", "drain_timeout", S_DRAIN },
                { NULL, "Producer instances", "producers", S_PRODUCERS },
                { NULL, "Producer properties", "producer", S_PRODUCER_PROPS },
                { "Consume", "Consume phase", "consumer.enabled", S_CONSUME },
                { NULL, "Consumers in the group", "consumer.consumers",
                  S_CONSUMERS },
                { NULL, "Consumer group", "consumer.group", S_GROUP },
                { NULL, "Fetch size, max.partition.fetch.bytes (bytes)",
                  "consumer.fetch_size", S_FETCH },
                { NULL, "No-message timeout (s)", "consumer.timeout",
                  S_TIMEOUT },
                { NULL, "Consumer properties", "consumer.config",
                  S_CONSUMER_PROPS },
                { "Topic", "Topic", "topic.name", S_TOPIC },
                { NULL, "Partitions", "topic.partitions", S_PARTITIONS },
                { NULL, "Replication factor", "topic.replication_factor",
                  S_RF },
                { "Sweeps and workloads", "Sweep point", "sweep", S_SWEEP },
                { NULL, "Parallel group", "workloads", S_PARALLEL },
        };
        const kp_plan *p = x->r->plan;
        const char *pending = NULL;
        int any_payload = 0, any_keys = 0, any_headers = 0, any_sweep = 0,
            any_par = 0;

        for (size_t i = 0; i < p->n_tiers; i++) {
                any_payload |= p->tiers[i].payload_file != NULL;
                any_keys |= p->tiers[i].key_mode != KP_KEYS_NONE;
                any_headers |= p->tiers[i].headers.n > 0;
                any_sweep |= p->tiers[i].sweep_group != NULL;
                any_par |= p->tiers[i].parallel_group != NULL;
        }
        for (size_t k = 0; k < KP_ARRAY_LEN(rows); k++) {
                scen_field fld = rows[k].fld;
                int lines = 1;
                if (rows[k].section)
                        pending = rows[k].section;
                /* Rows that no tier uses are left out. */
                if ((fld == S_PAYLOAD && !any_payload) ||
                    (fld == S_KEYS && !any_keys) ||
                    (fld == S_HEADERS && !any_headers) ||
                    (fld == S_SWEEP && !any_sweep) ||
                    (fld == S_PARALLEL && !any_par))
                        continue;
                if (pending)
                        section_row(x, ws, row++, pending);
                pending = NULL;
                label_row(x, ws, row, rows[k].label, rows[k].key);
                for (size_t i = 0; i < p->n_tiers && i < x->r->n_tiers; i++)
                        scen_cell(x, ws, row, (lxw_col_t)(TCOL0 + i),
                                  &p->tiers[i], fld, &lines);
                set_lines(x, ws, row, lines, 13);
                row++;
        }
        return row + 1;
}

static lxw_row_t scenario_topic(xw *x, lxw_worksheet *ws, lxw_row_t row)
{
        const kp_plan *p = x->r->plan;
        kp_buf b = { 0 };
        put_str(x, ws, row, 0, "Topic (plan)", x->f.h2);
        note_err(x, worksheet_set_row(ws, row, 22, NULL));
        row++;
        put_str(x, ws, row, 0, "Topic", x->f.label);
        put_str(x, ws, row++, 1, p->topic, x->f.kv[NF_TEXT]);
        put_str(x, ws, row, 0, "Partitions", x->f.label);
        put_num(x, ws, row++, 1, p->partitions, x->f.kv[NF_INT]);
        put_str(x, ws, row, 0, "Replication factor", x->f.label);
        if (p->replication_factor > 0)
                put_num(x, ws, row++, 1, p->replication_factor,
                        x->f.kv[NF_INT]);
        else
                put_str(x, ws, row++, 1, "broker default", x->f.kv[NF_TEXT]);
        put_str(x, ws, row, 0, "Created by kplan when missing", x->f.label);
        put_str(x, ws, row++, 1, p->create ? "yes" : "no", x->f.kv[NF_TEXT]);
        kv_lines(&b, &p->topic_config);
        put_str(x, ws, row, 0, "Topic configuration", x->f.label);
        put_str(x, ws, row, 1, b.s ? b.s : "(broker defaults)", x->f.kv_wrap);
        fit_row(x, ws, row, b.s, 30, 13);
        row++;
        if (b.oom)
                x->oom = 1;
        kp_buf_free(&b);
        return row + 1;
}

static lxw_row_t scenario_criteria(xw *x, lxw_worksheet *ws, lxw_row_t row)
{
        static const char *const hdr[] = { "Metric", "Definition", "Criterion",
                                           "Threshold", "Applies to" };
        const kp_plan *p = x->r->plan;
        const fmts *f = &x->f;
        put_str(x, ws, row, 0, "Pass criteria", f->h2);
        note_err(x, worksheet_set_row(ws, row, 22, NULL));
        row++;
        if (p->n_criteria == 0) {
                put_str(x, ws, row, 0, "The plan sets no criteria.", f->note);
                return row + 2;
        }
        put_header(x, ws, row, 0, hdr, KP_ARRAY_LEN(hdr));
        row++;
        for (size_t i = 0; i < p->n_criteria; i++, row++) {
                const kp_criterion *c = &p->criteria[i];
                const kp_metric *m = kp_metric_find(c->metric);
                kp_buf b = { 0 };
                put_str(x, ws, row, 0, c->metric, f->cell[NF_TEXT][0]);
                put_str(x, ws, row, 1, m ? m->definition : "",
                        f->cell[NF_TEXT][0]);
                fit_row(x, ws, row, m ? m->definition : "", 31, 13);
                put_strf(x, ws, row, 2, f->cell[NF_TEXT][0], "%s (%s)",
                         kp_cmp_str(c->cmp), m ? m->unit : "");
                put_num(x, ws, row, 3, c->threshold, f->cell[NF_GEN][0]);
                for (size_t k = 0; k < c->n_tiers; k++)
                        kp_buf_printf(&b, "%s%s", k ? ", " : "", c->tiers[k]);
                if (!c->n_tiers)
                        kp_buf_puts(&b, "every tier");
                if (c->aggregate)
                        kp_buf_puts(&b, " (parallel group aggregate)");
                put_str(x, ws, row, 4, b.s, f->cell[NF_TEXT][0]);
                if (b.oom)
                        x->oom = 1;
                kp_buf_free(&b);
        }
        return row + 1;
}

static void sheet_scenarios(xw *x)
{
        lxw_worksheet *ws = add_sheet(x, SH_SCENARIOS);
        lxw_row_t row = 3;
        if (!ws)
                return;
        tier_sheet_head(x, ws, "Scenarios",
                        "The plan's tiers as run, in order: one column per "
                        "tier. Client properties are shown with secrets "
                        "redacted.",
                        row, 5);
        put_str(x, ws, row, 0, "Parameter", x->f.hdr);
        put_str(x, ws, row, 1, "Plan key", x->f.hdr);
        row++;
        row = scenario_tiers(x, ws, row);
        row = scenario_topic(x, ws, row);
        scenario_criteria(x, ws, row);
        sheet_finish(x, ws, 1);
}

/* ---- 3. Produce results ------------------------------------------------ */

static const vrow produce_rows[] = {
        SEC("Messages"),
        PU("Sent (handed to the client, warm-up included)", sent),
        PU("Delivered", delivered),
        PU("Failed", failed),
        PU("Undelivered (still queued at the end)", undelivered),
        PU("Warm-up (delivered, excluded from statistics)", warmup),
        PU("Measured (in the statistics)", measured),
        MET("Errors (failed + undelivered)", KP_M_PRODUCE_ERRORS, NF_INT),
        MET("Error ratio (%)", KP_M_PRODUCE_ERROR_RATIO, NF_PCT),
        SEC("Rate"),
        MET("Achieved rate (msg/s)", KP_M_PRODUCE_RATE, NF_DEC1),
        MET("Achieved / target rate", KP_M_PRODUCE_RATE_RATIO, NF_RATIO),
        MET("Throughput (MiB/s)", KP_M_PRODUCE_MIBPS, NF_DEC2),
        PU("Measured bytes, key + value (bytes)", bytes),
        PD("Measured duration (s)", duration_s, NF_MS),
        PD("Phase total, warm-up and drain included (s)", total_s, NF_MS),
        SEC("Latency from the due time, coordinated omission corrected"),
        PU("Samples", latency.count),
        PD("min (ms)", latency.min_ms, NF_MS),
        MET("avg (ms)", KP_M_PRODUCE_LAT_AVG, NF_MS),
        PD("stddev (ms)", latency.stddev_ms, NF_MS),
        MET("p50 (ms)", KP_M_PRODUCE_LAT_P50, NF_MS),
        MET("p95 (ms)", KP_M_PRODUCE_LAT_P95, NF_MS),
        MET("p99 (ms)", KP_M_PRODUCE_LAT_P99, NF_MS),
        MET("p99.9 (ms)", KP_M_PRODUCE_LAT_P999, NF_MS),
        MET("max (ms)", KP_M_PRODUCE_LAT_MAX, NF_MS),
        SEC("Service latency, from hand-off to the client (as Kafka's tool)"),
        PU("Samples", service.count),
        PD("min (ms)", service.min_ms, NF_MS),
        MET("avg (ms)", KP_M_PRODUCE_SVC_AVG, NF_MS),
        PD("stddev (ms)", service.stddev_ms, NF_MS),
        MET("p50 (ms)", KP_M_PRODUCE_SVC_P50, NF_MS),
        MET("p95 (ms)", KP_M_PRODUCE_SVC_P95, NF_MS),
        MET("p99 (ms)", KP_M_PRODUCE_SVC_P99, NF_MS),
        MET("p99.9 (ms)", KP_M_PRODUCE_SVC_P999, NF_MS),
        MET("max (ms)", KP_M_PRODUCE_SVC_MAX, NF_MS),
};

/* Status, start time, record size and target rate: not plain numbers. */
static lxw_row_t produce_head_rows(xw *x, lxw_worksheet *ws, lxw_row_t row)
{
        const kp_results *r = x->r;
        lxw_format *txt = x->f.cell[NF_TEXT][0];
        section_row(x, ws, row++, "Phase");
        label_row(x, ws, row, "Tier status", NULL);
        for (size_t i = 0; i < r->n_tiers; i++)
                put_str(x, ws, row, (lxw_col_t)(TCOL0 + i),
                        tier_status(&r->tiers[i]), txt);
        row++;
        label_row(x, ws, row, "Produce started (UTC)", NULL);
        for (size_t i = 0; i < r->n_tiers; i++)
                put_str(x, ws, row, (lxw_col_t)(TCOL0 + i),
                        r->tiers[i].produce.ran ? r->tiers[i].produce.started_at
                                                : "not run",
                        txt);
        row++;
        label_row(x, ws, row, "Record size (bytes)", NULL);
        for (size_t i = 0; i < r->n_tiers; i++) {
                const kp_tier *t = plan_tier(x, i);
                if (t && !t->payload_file)
                        put_num(x, ws, row, (lxw_col_t)(TCOL0 + i),
                                (double)t->record_size, x->f.cell[NF_INT][0]);
                else
                        put_str(x, ws, row, (lxw_col_t)(TCOL0 + i),
                                "payload file", txt);
        }
        row++;
        label_row(x, ws, row, "Target rate (msg/s)", NULL);
        for (size_t i = 0; i < r->n_tiers; i++) {
                const kp_tier *t = plan_tier(x, i);
                put_rate(x, ws, row, (lxw_col_t)(TCOL0 + i), t ? t->rate : 0);
        }
        row++;
        label_row(x, ws, row,
                  "Counts reconcile (sent = delivered + failed "
                  "+ undelivered)",
                  NULL);
        for (size_t i = 0; i < r->n_tiers; i++) {
                const kp_produce_result *p = &r->tiers[i].produce;
                int ok = p->sent == p->delivered + p->failed + p->undelivered;
                if (!p->ran)
                        put_str(x, ws, row, (lxw_col_t)(TCOL0 + i), "", txt);
                else
                        put_str(x, ws, row, (lxw_col_t)(TCOL0 + i),
                                ok ? "yes" : "NO",
                                x->f.verdict[ok ? ST_PASS : ST_FAIL]);
        }
        note_err(x, worksheet_set_row(ws, row, 27, NULL));
        return row + 1;
}

static lxw_row_t produce_errors(xw *x, lxw_worksheet *ws, lxw_row_t row)
{
        const kp_results *r = x->r;
        int any = 0;
        section_row(x, ws, row++, "Delivery errors by librdkafka error code");
        for (size_t i = 0; i < r->n_tiers; i++) {
                const kp_error_list *l = &r->tiers[i].produce.errors;
                for (size_t k = 0; k < l->n; k++) {
                        int seen = 0;
                        /* Each code once, in order of first appearance. */
                        for (size_t j = 0; j <= i && !seen; j++) {
                                const kp_error_list *m =
                                    &r->tiers[j].produce.errors;
                                size_t lim = j == i ? k : m->n;
                                for (size_t q = 0; q < lim; q++)
                                        if (strcmp(m->v[q].code,
                                                   l->v[k].code) == 0)
                                                seen = 1;
                        }
                        if (seen)
                                continue;
                        any = 1;
                        put_strf(x, ws, row, 0, x->f.rowlabel, "%s (messages)",
                                 l->v[k].code);
                        put_str(x, ws, row, 1, "", x->f.catalog);
                        for (size_t t = 0; t < r->n_tiers; t++) {
                                const kp_error_list *m =
                                    &r->tiers[t].produce.errors;
                                uint64_t n = 0;
                                for (size_t q = 0; q < m->n; q++)
                                        if (strcmp(m->v[q].code,
                                                   l->v[k].code) == 0)
                                                n += m->v[q].count;
                                put_num(
                                    x, ws, row, (lxw_col_t)(TCOL0 + t),
                                    (double)n,
                                    x->f.cell[NF_INT][n ? ST_FAIL : ST_PLAIN]);
                        }
                        row++;
                }
        }
        if (!any) {
                label_row(x, ws, row, "Any error code (messages)", NULL);
                for (size_t t = 0; t < r->n_tiers; t++) {
                        if (r->tiers[t].produce.ran)
                                put_num(x, ws, row, (lxw_col_t)(TCOL0 + t), 0,
                                        x->f.cell[NF_INT][0]);
                        else
                                put_str(x, ws, row, (lxw_col_t)(TCOL0 + t), "",
                                        x->f.cell[NF_TEXT][0]);
                }
                row++;
        }
        return row + 1;
}

static void sheet_produce(xw *x)
{
        lxw_worksheet *ws = add_sheet(x, SH_PRODUCE);
        lxw_row_t row = 3;
        if (!ws)
                return;
        tier_sheet_head(x, ws, "Produce results",
                        "Corrected latency runs from the moment a message was "
                        "due by the open-loop schedule (queueing behind a "
                        "stall included, as wrk2); service latency from the "
                        "hand-off to the client (what Kafka's "
                        "kafka-producer-perf-test reports). Statistics "
                        "exclude the warm-up. MiB = 2^20 bytes. Coloured "
                        "cells are judged by a criterion (hover for the "
                        "comment); see Criteria checks below.",
                        row, 6);
        row++;
        row = produce_head_rows(x, ws, row);
        for (size_t i = 0; i < KP_ARRAY_LEN(produce_rows); i++)
                vrow_write(x, ws, row++, &produce_rows[i], 0);
        row = produce_errors(x, ws, row + 1);
        criteria_block(x, ws, row, "produce.");
        sheet_finish(x, ws, 1);
}

/* ---- 4. Consume results ------------------------------------------------ */

static const vrow consume_rows[] = {
        SEC("Messages"),
        CU("Expected (delivered in the produce phase)", expected),
        CU("Consumed (in the tier's offset ranges)", messages),
        MET("Missing (messages)", KP_M_CONSUME_MISSING, NF_INT),
        MET("Completeness (%)", KP_M_CONSUME_COMPLETENESS, NF_PCT),
        CU("Lost: acknowledged, never read (by message)", lost),
        CU("Read twice: written to the log twice (by message)", duplicates),
        CU("Read although never acknowledged (by message)", unacked_read),
        CU("Consumed, key + value (bytes)", bytes),
        { V_MIB, "Consumed (MiB)", offsetof(kp_consume_result, bytes),
          KP_M__COUNT, NF_DEC2 },
        SEC("Time"),
        CD("Duration, start to last message (s)", duration_s, NF_MS),
        MET("Rebalance: start to first assignment (ms)",
            KP_M_CONSUME_REBALANCE_MS, NF_MS),
        CD("Fetch time, duration minus the join (s)", fetch_s, NF_MS),
        SEC("Throughput"),
        MET("Rate, group join included (msg/s)", KP_M_CONSUME_RATE, NF_DEC1),
        MET("Throughput, group join included (MiB/s)", KP_M_CONSUME_MIBPS,
            NF_DEC2),
        MET("Fetch-only rate (msg/s)", KP_M_CONSUME_FETCH_RATE, NF_DEC1),
        MET("Fetch-only throughput (MiB/s)", KP_M_CONSUME_FETCH_MIBPS, NF_DEC2),
        SEC("End-to-end latency, production timestamp to receipt"),
        CU("Samples", e2e.count),
        CD("min (ms)", e2e.min_ms, NF_MS),
        MET("avg (ms)", KP_M_E2E_AVG, NF_MS),
        CD("stddev (ms)", e2e.stddev_ms, NF_MS),
        MET("p50 (ms)", KP_M_E2E_P50, NF_MS),
        MET("p95 (ms)", KP_M_E2E_P95, NF_MS),
        MET("p99 (ms)", KP_M_E2E_P99, NF_MS),
        MET("p99.9 (ms)", KP_M_E2E_P999, NF_MS),
        MET("max (ms)", KP_M_E2E_MAX, NF_MS),
};

static lxw_row_t consume_head_rows(xw *x, lxw_worksheet *ws, lxw_row_t row)
{
        const kp_results *r = x->r;
        lxw_format *txt = x->f.cell[NF_TEXT][0];
        section_row(x, ws, row++, "Phase");
        label_row(x, ws, row, "Tier status", NULL);
        for (size_t i = 0; i < r->n_tiers; i++)
                put_str(x, ws, row, (lxw_col_t)(TCOL0 + i),
                        tier_status(&r->tiers[i]), txt);
        row++;
        label_row(x, ws, row, "Consume started (UTC)", NULL);
        for (size_t i = 0; i < r->n_tiers; i++)
                put_str(x, ws, row, (lxw_col_t)(TCOL0 + i),
                        r->tiers[i].consume.ran ? r->tiers[i].consume.started_at
                                                : "not run",
                        txt);
        row++;
        label_row(x, ws, row, "Consumers", NULL);
        for (size_t i = 0; i < r->n_tiers; i++) {
                if (r->tiers[i].consume.ran)
                        put_num(x, ws, row, (lxw_col_t)(TCOL0 + i),
                                r->tiers[i].consume.consumers,
                                x->f.cell[NF_INT][0]);
                else
                        put_str(x, ws, row, (lxw_col_t)(TCOL0 + i), "", txt);
        }
        row++;
        label_row(x, ws, row, "Stopped by the no-message timeout", NULL);
        for (size_t i = 0; i < r->n_tiers; i++) {
                const kp_consume_result *c = &r->tiers[i].consume;
                if (!c->ran)
                        put_str(x, ws, row, (lxw_col_t)(TCOL0 + i), "", txt);
                else
                        put_str(x, ws, row, (lxw_col_t)(TCOL0 + i),
                                c->timed_out ? "yes" : "no",
                                c->timed_out ? x->f.verdict[ST_INC] : txt);
        }
        return row + 1;
}

static void sheet_consume(xw *x)
{
        lxw_worksheet *ws = add_sheet(x, SH_CONSUME);
        lxw_row_t row = 3;
        if (!ws)
                return;
        tier_sheet_head(x, ws, "Consume results",
                        "Each tier's messages read back by a consumer group "
                        "from the tier's own offset ranges. Rates with the "
                        "group join included match Kafka's nMsg.sec; "
                        "fetch-only rates exclude the join (fetch.nMsg.sec). "
                        "End-to-end latency runs from the production "
                        "timestamp in the message to its receipt.",
                        row, 6);
        row++;
        row = consume_head_rows(x, ws, row);
        for (size_t i = 0; i < KP_ARRAY_LEN(consume_rows); i++)
                vrow_write(x, ws, row++, &consume_rows[i], 1);
        criteria_block(x, ws, row + 1, "consume.");
        sheet_finish(x, ws, 1);
}

/* ---- 5. Time series and charts ---------------------------------------- */

/* Columns of a tier block: produce intervals, consume intervals and the
 * percentile spectrum side by side. */
#define TS_PROD    0
#define TS_CONS    9
#define TS_SPEC    18
#define TS_NCOLS   8
#define TS_LAST    21
#define CHART_ROWS 17 /* rows of 13.5 pt (18 px) a chart covers */

static const double spectrum_pcts[] = { 0,    50,   75,    90,    95,     99,
                                        99.5, 99.9, 99.95, 99.99, 99.999, 100 };

/* Okabe-Ito, as the SVG charts of the Markdown report. */
static const lxw_color_t palette[] = { 0x0072B2, 0xE69F00, 0x009E73,
                                       0xD55E00, 0xCC79A7, 0x56B4E9 };

static lxw_chart *new_chart(xw *x, uint8_t type, const char *title,
                            const char *xname, const char *yname)
{
        lxw_chart *c = workbook_add_chart(x->wb, type);
        lxw_chart_font tf = { 0 }, af = { 0 };
        if (!c) {
                x->oom = 1;
                return NULL;
        }
        tf.size = 11;
        tf.bold = 1;
        af.size = 9;
        af.bold = 0;
        chart_title_set_name(c, clean(x, title));
        chart_title_set_name_font(c, &tf);
        chart_axis_set_name(c->x_axis, xname);
        chart_axis_set_name(c->y_axis, yname);
        chart_axis_set_name_font(c->x_axis, &af);
        chart_axis_set_name_font(c->y_axis, &af);
        chart_axis_set_num_font(c->x_axis, &af);
        chart_axis_set_num_font(c->y_axis, &af);
        chart_axis_set_num_format(c->y_axis, "#,##0.###");
        chart_legend_set_position(c, LXW_CHART_LEGEND_BOTTOM);
        return c;
}

static void series_style(lxw_chart_series *s, size_t i, int markers)
{
        lxw_chart_line line = { 0 };
        line.color = palette[i % KP_ARRAY_LEN(palette)];
        line.width = 1.75;
        chart_series_set_line(s, &line);
        if (markers) {
                lxw_chart_fill fill = { 0 };
                fill.color = line.color;
                chart_series_set_marker_type(s, LXW_CHART_MARKER_CIRCLE);
                chart_series_set_marker_size(s, 4);
                chart_series_set_marker_fill(s, &fill);
                chart_series_set_marker_line(s, &line);
        } else {
                chart_series_set_marker_type(s, LXW_CHART_MARKER_NONE);
        }
}

/* An interval table: t, msg/s, MiB/s, p50, p95, p99, max, errors. */
static void interval_table(xw *x, lxw_worksheet *ws, lxw_row_t row,
                           lxw_col_t col, const char *title,
                           const kp_interval_list *l, int ran)
{
        static const char *const hdr[TS_NCOLS] = {
                "t (s)",    "Rate (msg/s)", "MiB/s",    "p50 (ms)",
                "p95 (ms)", "p99 (ms)",     "max (ms)", "Errors (msgs)",
        };
        const fmts *f = &x->f;
        put_merged(x, ws, row, col, (lxw_col_t)(col + TS_NCOLS - 1), title,
                   f->group);
        put_header(x, ws, row + 1, col, hdr, TS_NCOLS);
        note_err(x, worksheet_set_row(ws, row + 1, 27, NULL));
        row += 2;
        if (!ran || l->n == 0) {
                put_merged(x, ws, row, col, (lxw_col_t)(col + TS_NCOLS - 1),
                           ran ? "No interval snapshots in the results."
                               : "Not run.",
                           f->note);
                return;
        }
        for (size_t i = 0; i < l->n; i++, row++) {
                const kp_interval *iv = &l->v[i];
                put_num(x, ws, row, col, iv->t_s, f->cell[NF_GEN][0]);
                put_num(x, ws, row, col + 1, iv->msgs_per_sec,
                        f->cell[NF_DEC1][0]);
                put_num(x, ws, row, col + 2, iv->mib_per_sec,
                        f->cell[NF_DEC2][0]);
                put_num(x, ws, row, col + 3, iv->p50_ms, f->cell[NF_MS][0]);
                put_num(x, ws, row, col + 4, iv->p95_ms, f->cell[NF_MS][0]);
                put_num(x, ws, row, col + 5, iv->p99_ms, f->cell[NF_MS][0]);
                put_num(x, ws, row, col + 6, iv->max_ms, f->cell[NF_MS][0]);
                put_num(x, ws, row, col + 7, (double)iv->errors,
                        f->cell[NF_INT][iv->errors ? ST_FAIL : ST_PLAIN]);
        }
}

static void spectrum_table(xw *x, lxw_worksheet *ws, lxw_row_t row,
                           const kp_tier_result *tr)
{
        static const char *const hdr[4] = { "Percentile (%)", "Corrected (ms)",
                                            "Service (ms)", "End-to-end (ms)" };
        const kp_hist *h[3] = { tr->produce.hist_latency,
                                tr->produce.hist_service,
                                tr->consume.hist_e2e };
        const fmts *f = &x->f;
        put_merged(x, ws, row, TS_SPEC, TS_LAST,
                   "Latency distribution (from the histograms)", f->group);
        put_header(x, ws, row + 1, TS_SPEC, hdr, 4);
        row += 2;
        for (size_t i = 0; i < KP_ARRAY_LEN(spectrum_pcts); i++, row++) {
                put_num(x, ws, row, TS_SPEC, spectrum_pcts[i],
                        f->cell[NF_GEN][0]);
                for (int k = 0; k < 3; k++) {
                        lxw_col_t c = (lxw_col_t)(TS_SPEC + 1 + k);
                        if (h[k] && kp_hist_count(h[k]) > 0)
                                put_num(x, ws, row, c,
                                        (double)kp_hist_percentile(
                                            h[k], spectrum_pcts[i]) /
                                            1000.0,
                                        f->cell[NF_MS][0]);
                        else
                                put_str(x, ws, row, c, "", f->cell[NF_TEXT][0]);
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
        kp_buf xname = { 0 };
        lxw_chart *c;
        kp_buf_printf(&xname, "Seconds since the %s phase started", phase);
        c = new_chart(x, LXW_CHART_SCATTER_STRAIGHT, title,
                      xname.s ? xname.s : "", yname);
        kp_buf_free(&xname);
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
                series_style(s, i, n <= 30);
        }
        chart_axis_set_num_format(c->x_axis, "#,##0.#");
        chart_axis_set_min(c->x_axis, 0);
        chart_axis_set_min(c->y_axis, 0);
        return c;
}

static void insert_chart(xw *x, lxw_worksheet *ws, lxw_row_t row, lxw_col_t col,
                         lxw_chart *c, int32_t x_off, double y_scale,
                         const char *alt)
{
        lxw_chart_options o = { 0 };
        if (!c)
                return;
        o.x_offset = x_off;
        o.y_offset = 4;
        o.x_scale = 1;
        o.y_scale = y_scale;
        o.object_position = LXW_OBJECT_MOVE_DONT_SIZE;
        o.description = (char *)alt;
        note_err(x, worksheet_insert_chart_opt(ws, row, col, c, &o));
}

/* The percentile spectrum of the tier's histograms, from its table at
 * row data of the Time series sheet; NULL when there is no histogram. */
static lxw_chart *spectrum_chart(xw *x, const kp_tier_result *tr,
                                 const char *title, lxw_row_t data)
{
        static const char *const names[] = { "Corrected", "Service",
                                             "End-to-end" };
        const kp_hist *h[3] = { tr->produce.hist_latency,
                                tr->produce.hist_service,
                                tr->consume.hist_e2e };
        lxw_row_t last = (lxw_row_t)(data + KP_ARRAY_LEN(spectrum_pcts) - 1);
        lxw_chart *c;
        size_t k = 0;
        if ((!h[0] || !kp_hist_count(h[0])) &&
            (!h[1] || !kp_hist_count(h[1])) && (!h[2] || !kp_hist_count(h[2])))
                return NULL;
        c = new_chart(x, LXW_CHART_LINE, title, "Percentile (%)",
                      "Latency (ms)");
        for (int i = 0; c && i < 3; i++) {
                lxw_col_t col = (lxw_col_t)(TS_SPEC + 1 + i);
                lxw_chart_series *s;
                if (!h[i] || kp_hist_count(h[i]) == 0)
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
                series_style(s, k++, 1);
        }
        return c;
}

static lxw_row_t series_tier(xw *x, lxw_worksheet *ws, lxw_row_t row, size_t ti)
{
        static const int rate_col[] = { 1 };
        static const int lat_cols[] = { 3, 4, 5, 6 };
        static const char *const lat_names[] = { "p50", "p95", "p99", "max" };
        static const char *const prod_rate[] = { "Delivered (msg/s)" };
        static const char *const cons_rate[] = { "Consumed (msg/s)" };
        const kp_tier_result *tr = &x->r->tiers[ti];
        const kp_interval_list *pl = &tr->produce.intervals;
        const kp_interval_list *cl = &tr->consume.intervals;
        lxw_row_t charts = row + 1, tables = row + 1 + 2 * CHART_ROWS + 1;
        lxw_row_t data = tables + 2;
        size_t nrows = KP_ARRAY_LEN(spectrum_pcts);
        char title[256];
        lxw_chart *c;

        snprintf(title, sizeof(title), "Tier %s", tr->name);
        put_merged(x, ws, row, 0, TS_LAST, title, x->f.h2);
        note_err(x, worksheet_set_row(ws, row, 22, NULL));

        interval_table(x, ws, tables, TS_PROD,
                       "Produce intervals (corrected latency)", pl,
                       tr->produce.ran);
        interval_table(x, ws, tables, TS_CONS,
                       "Consume intervals (end-to-end latency)", cl,
                       tr->consume.ran);
        spectrum_table(x, ws, tables, tr);

        if (tr->produce.ran && pl->n) {
                snprintf(title, sizeof(title), "%s: produce throughput",
                         tr->name);
                c = time_chart(x, title, "produce", "Rate (msg/s)", data,
                               TS_PROD, pl->n, rate_col, prod_rate, 1);
                if (c)
                        chart_legend_set_position(c, LXW_CHART_LEGEND_NONE);
                insert_chart(x, ws, charts, 0, c, 0, 1, title);
                snprintf(title, sizeof(title),
                         "%s: produce latency from the due time", tr->name);
                c = time_chart(x, title, "produce", "Latency (ms)", data,
                               TS_PROD, pl->n, lat_cols, lat_names, 4);
                insert_chart(x, ws, charts + CHART_ROWS, 0, c, 0, 1, title);
        }
        if (tr->consume.ran && cl->n) {
                snprintf(title, sizeof(title), "%s: consume throughput",
                         tr->name);
                c = time_chart(x, title, "consume", "Rate (msg/s)", data,
                               TS_CONS, cl->n, rate_col, cons_rate, 1);
                if (c)
                        chart_legend_set_position(c, LXW_CHART_LEGEND_NONE);
                insert_chart(x, ws, charts, 7, c, 10, 1, title);
                snprintf(title, sizeof(title), "%s: end-to-end latency",
                         tr->name);
                c = time_chart(x, title, "consume", "Latency (ms)", data,
                               TS_CONS, cl->n, lat_cols, lat_names, 4);
                insert_chart(x, ws, charts + CHART_ROWS, 7, c, 10, 1, title);
        }
        if (tr->produce.ran || tr->consume.ran) {
                snprintf(title, sizeof(title), "%s: latency by percentile",
                         tr->name);
                c = spectrum_chart(x, tr, title, data);
                insert_chart(x, ws, charts, 14, c, 20, 2.0, title);
        }
        if (pl->n > nrows)
                nrows = pl->n;
        if (cl->n > nrows)
                nrows = cl->n;
        return data + (lxw_row_t)nrows + 2;
}

/* A column chart of nseries adjacent columns (from col) of the tier
 * comparison table: one group of columns per tier. */
static lxw_chart *compare_chart(xw *x, const char *title, const char *yname,
                                lxw_row_t first, size_t n, lxw_col_t col,
                                const char *const *names, size_t nseries)
{
        lxw_row_t last = (lxw_row_t)(first + n - 1);
        lxw_chart *c = new_chart(x, LXW_CHART_COLUMN, title, "Tier", yname);
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
                fill.color = palette[k % KP_ARRAY_LEN(palette)];
                chart_series_set_fill(s, &fill);
        }
        return c;
}

/* Tier comparison: a small table and two column charts beside it. */
static lxw_row_t series_compare(xw *x, lxw_worksheet *ws, lxw_row_t row)
{
        static const char *const hdr[] = {
                "Tier",
                "Achieved produce (msg/s)",
                "Consume fetch (msg/s)",
                "p95 corrected (ms)",
                "p95 service (ms)",
                "p95 end-to-end (ms)",
        };
        static const char *const rate_names[] = {
                "Produce, achieved (msg/s)", "Consume, fetch only (msg/s)"
        };
        static const char *const p95_names[] = { "Produce, corrected",
                                                 "Produce, service",
                                                 "End-to-end" };
        const kp_results *r = x->r;
        const fmts *f = &x->f;
        lxw_row_t top = row, first;
        lxw_chart *c;
        size_t n = r->n_tiers;

        put_merged(x, ws, row, 0, TS_LAST, "Tier comparison", f->h2);
        note_err(x, worksheet_set_row(ws, row, 22, NULL));
        row++;
        put_header(x, ws, row, 0, hdr, KP_ARRAY_LEN(hdr));
        note_err(x, worksheet_set_row(ws, row, 42, NULL));
        row++;
        first = row;
        for (size_t i = 0; i < n; i++, row++) {
                const kp_tier_result *tr = &r->tiers[i];
                lxw_format *na = f->cell[NF_TEXT][ST_NA];
                put_str(x, ws, row, 0, tr->name, f->cell[NF_TEXT][0]);
                fit_row(x, ws, row, tr->name, 10.5, 13);
                if (tr->produce.ran) {
                        put_num(x, ws, row, 1, tr->produce.achieved_rate,
                                f->cell[NF_DEC1][0]);
                        put_num(x, ws, row, 3, tr->produce.latency.p95_ms,
                                f->cell[NF_MS][0]);
                        put_num(x, ws, row, 4, tr->produce.service.p95_ms,
                                f->cell[NF_MS][0]);
                } else {
                        put_str(x, ws, row, 1, "not run", na);
                        put_str(x, ws, row, 3, "not run", na);
                        put_str(x, ws, row, 4, "not run", na);
                }
                if (tr->consume.ran) {
                        put_num(x, ws, row, 2, tr->consume.fetch_msgs_per_sec,
                                f->cell[NF_DEC1][0]);
                        put_num(x, ws, row, 5, tr->consume.e2e.p95_ms,
                                f->cell[NF_MS][0]);
                } else {
                        put_str(x, ws, row, 2, "not run", na);
                        put_str(x, ws, row, 5, "not run", na);
                }
        }
        if (n == 0)
                return row + 1;
        c = compare_chart(x, "Throughput by tier", "Rate (msg/s)", first, n, 1,
                          rate_names, 2);
        insert_chart(x, ws, top + 1, 7, c, 10, 1, "Throughput by tier");
        c = compare_chart(x, "p95 latency by tier", "Latency (ms)", first, n, 3,
                          p95_names, 3);
        insert_chart(x, ws, top + 1, 14, c, 20, 1, "p95 latency by tier");
        if (row < top + 1 + CHART_ROWS)
                row = top + 1 + CHART_ROWS;
        return row + 1;
}

static void sheet_series(xw *x)
{
        lxw_worksheet *ws = add_sheet(x, SH_SERIES);
        lxw_row_t row = 2, *breaks;
        if (!ws)
                return;
        note_err(x, worksheet_set_column(ws, 0, TS_LAST, 10.5, NULL));
        note_err(x, worksheet_set_column(ws, TS_PROD + TS_NCOLS,
                                         TS_PROD + TS_NCOLS, 3, NULL));
        note_err(x, worksheet_set_column(ws, TS_CONS + TS_NCOLS,
                                         TS_CONS + TS_NCOLS, 3, NULL));
        note_err(x, worksheet_set_column(ws, TS_SPEC, TS_SPEC, 11, NULL));
        note_err(x, worksheet_set_column(ws, TS_SPEC + 1, TS_LAST, 12, NULL));
        put_str(x, ws, 0, 0, "Time series and charts", x->f.title);
        note_err(x, worksheet_set_row(ws, 0, 30, NULL));
        put_merged(x, ws, 1, 0, TS_LAST,
                   "Interval snapshots of every tier (t: end of the "
                   "interval, seconds since the phase started). Produce "
                   "intervals carry the corrected latency (from the due "
                   "time), consume intervals the end-to-end latency. The "
                   "distribution is computed from the tier's histograms "
                   "(p0 = minimum, p100 = maximum).",
                   x->f.subtitle);
        note_err(x, worksheet_set_row(ws, 1, 30, NULL));
        row = series_compare(x, ws, row);
        /* Each tier on its own printed page(s). */
        breaks = calloc(x->r->n_tiers + 1, sizeof(*breaks));
        if (!breaks) {
                x->oom = 1;
                return;
        }
        for (size_t i = 0; i < x->r->n_tiers; i++) {
                if (i < LXW_BREAKS_MAX)
                        breaks[i] = row;
                row = series_tier(x, ws, row, i);
        }
        if (x->r->n_tiers)
                note_err(x, worksheet_set_h_pagebreaks(ws, breaks));
        free(breaks);
        sheet_finish(x, ws, 1);
}

/* ---- 5a. Sweeps ---------------------------------------------------------- */

#define SW_LAST 12 /* columns A..M */

/* Where the chart of a sweep finds its numbers on the Sweeps sheet. */
typedef struct sw_table {
        lxw_row_t first, last; /* the point rows */
        lxw_col_t xcol;        /* the first parameter's values */
        int grid;
        /* grid: the pivots, rows = first parameter, columns = second */
        lxw_row_t prow0, prow1; /* pivot data rows */
        lxw_col_t pcol0;        /* first value column */
        size_t pcols;
        lxw_row_t lrow0;    /* the p95 pivot's first data row */
        lxw_row_t best_row; /* the best point's row, or 0 */
} sw_table;

enum {
        SW_RATE = 2,
        SW_MIB,
        SW_P50,
        SW_P95,
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
                put_num(x, ws, row, col, v, x->f.cell[NF_GEN][0]);
        else
                put_value(x, ws, row, col, text, x->f.cell[NF_TEXT][0],
                          x->f.cell[NF_GEN][0]);
}

static lxw_row_t sw_points(xw *x, lxw_worksheet *ws, lxw_row_t row,
                           const kp_sweep_eval *s, sw_table *t)
{
        const fmts *f = &x->f;
        const char *hdr[SW_LAST] = {
                s->param,
                s->param2 ? s->param2 : "",
                "Produce, achieved (msg/s)",
                "Produce (MiB/s)",
                "p50 corrected (ms)",
                "p95 corrected (ms)",
                "p99 corrected (ms)",
                "p95 service (ms)",
                "Consume, fetch only (msg/s)",
                "Errors (messages)",
                "Verdict",
                "Best",
        };
        put_header(x, ws, row, 0, hdr, KP_ARRAY_LEN(hdr));
        if (!s->param2)
                put_str(x, ws, row, 1, "Point (tier)", f->hdr);
        note_err(x, worksheet_set_row(ws, row, 30, NULL));
        row++;
        t->first = row;
        t->xcol = 0;
        for (size_t i = 0; i < s->n_points; i++, row++) {
                const kp_sweep_point *p = &s->points[i];
                enum st st = st_of(p->verdict);
                enum st bs = p->best ? ST_PASS : ST_PLAIN;
                const char *tier = x->r->tiers[p->tier].name;
                sw_value(x, ws, row, 0, s->numeric, p->x, p->value);
                if (s->param2)
                        sw_value(x, ws, row, 1, s->numeric2, p->x2, p->value2);
                else
                        put_str(x, ws, row, 1, tier, f->cell[NF_TEXT][0]);
                if (p->produced) {
                        put_metric(x, ws, row, SW_RATE, tier,
                                   "produce.rate.achieved_msgs_per_sec",
                                   p->rate, NF_DEC1);
                        put_metric(x, ws, row, SW_MIB, tier,
                                   "produce.throughput_mib_per_sec",
                                   p->mib_per_sec, NF_DEC2);
                        put_metric(x, ws, row, SW_P50, tier,
                                   "produce.latency.p50_ms", p->p50_ms, NF_MS);
                        put_metric(x, ws, row, SW_P95, tier,
                                   "produce.latency.p95_ms", p->p95_ms, NF_MS);
                        put_metric(x, ws, row, SW_P99, tier,
                                   "produce.latency.p99_ms", p->p99_ms, NF_MS);
                        put_metric(x, ws, row, SW_SVC, tier,
                                   "produce.service_latency.p95_ms",
                                   p->service_p95_ms, NF_MS);
                } else {
                        for (lxw_col_t c = SW_RATE; c <= SW_SVC; c++)
                                put_str(x, ws, row, c, "not measured",
                                        f->cell[NF_TEXT][ST_NA]);
                }
                if (isfinite(p->fetch_rate))
                        put_metric(x, ws, row, SW_FETCH, tier,
                                   "consume.fetch_msgs_per_sec", p->fetch_rate,
                                   NF_DEC1);
                else
                        put_str(x, ws, row, SW_FETCH, "not run",
                                f->cell[NF_TEXT][ST_NA]);
                if (isfinite(p->errors))
                        put_metric(x, ws, row, SW_ERR, tier, "produce.errors",
                                   p->errors, NF_INT);
                else
                        put_str(x, ws, row, SW_ERR, "", f->cell[NF_TEXT][0]);
                put_str(x, ws, row, SW_VERDICT, kp_verdict_str(p->verdict),
                        f->verdict[st]);
                put_str(x, ws, row, SW_BEST, p->best ? "best" : "",
                        f->verdict[bs]);
                if (p->best)
                        t->best_row = row;
                if (!s->param2)
                        fit_row(x, ws, row, tier, 16, 13);
        }
        t->last = row - 1;
        return row + 1;
}

/* A grid's pivot of one measure: first-parameter values down, one
 * column per value of the second parameter. */
static lxw_row_t sw_pivot(xw *x, lxw_worksheet *ws, lxw_row_t row,
                          const kp_sweep_eval *s, int p95, sw_table *t,
                          const size_t *rows, size_t nr, const size_t *cols,
                          size_t nc)
{
        const fmts *f = &x->f;
        put_strf(x, ws, row, 0, f->hdr, "%s: %s", s->param,
                 p95 ? "p95 corrected (ms)" : "produce (msg/s)");
        for (size_t j = 0; j < nc; j++)
                put_strf(x, ws, row, (lxw_col_t)(1 + j), f->hdr, "%s=%s",
                         s->param2, s->points[cols[j]].value2);
        note_err(x, worksheet_set_row(ws, row, 30, NULL));
        row++;
        if (p95)
                t->lrow0 = row;
        else
                t->prow0 = row;
        for (size_t i = 0; i < nr; i++, row++) {
                const kp_sweep_point *rp = &s->points[rows[i]];
                sw_value(x, ws, row, 0, s->numeric, rp->x, rp->value);
                for (size_t j = 0; j < nc; j++) {
                        const kp_sweep_point *p = NULL;
                        for (size_t q = 0; q < s->n_points && !p; q++)
                                if (!strcmp(s->points[q].value, rp->value) &&
                                    !strcmp(s->points[q].value2,
                                            s->points[cols[j]].value2))
                                        p = &s->points[q];
                        if (p && p->produced)
                                put_num(x, ws, row, (lxw_col_t)(1 + j),
                                        p95 ? p->p95_ms : p->rate,
                                        f->cell[p95 ? NF_MS : NF_DEC1]
                                               [p->best ? ST_PASS : ST_PLAIN]);
                        else
                                put_str(x, ws, row, (lxw_col_t)(1 + j), "",
                                        f->cell[NF_TEXT][ST_NA]);
                }
        }
        if (!p95)
                t->prow1 = row - 1;
        t->pcol0 = 1;
        t->pcols = nc;
        return row + 1;
}

/* Distinct values in plan order: the first point with each (of the
 * first parameter, or with second != 0 of the second). */
static size_t *sw_distinct(const kp_sweep_eval *s, int second, size_t *n)
{
        size_t *v = calloc(s->n_points + 1, sizeof(*v));
        *n = 0;
        for (size_t i = 0; v && i < s->n_points; i++) {
                int seen = 0;
                for (size_t k = 0; k < *n && !seen; k++)
                        seen = !strcmp(second ? s->points[v[k]].value2
                                              : s->points[v[k]].value,
                                       second ? s->points[i].value2
                                              : s->points[i].value);
                if (!seen)
                        v[(*n)++] = i;
        }
        return v;
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
                series_style(s, i, 1);
        } else {
                lxw_chart_fill fill = { 0 };
                fill.color = palette[i % KP_ARRAY_LEN(palette)];
                chart_series_set_fill(s, &fill);
        }
        return s;
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
                chart_series_set_name(s, "best");
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
                fill.color = palette[k % KP_ARRAY_LEN(palette)];
                v[best_index].line = &line;
                v[best_index].fill = &fill;
                for (size_t i = 0; i <= best_index; i++)
                        pp[i] = &v[i];
                note_err(x, chart_series_set_points(ser[k], pp));
                free(v);
                free(pp);
        }
}

static void sw_charts(xw *x, lxw_worksheet *ws, lxw_row_t row,
                      const kp_sweep_eval *s, const sw_table *t)
{
        int scatter = s->numeric;
        uint8_t type = scatter ? LXW_CHART_SCATTER_STRAIGHT_WITH_MARKERS
                               : LXW_CHART_COLUMN;
        char title[512], xname[256];
        size_t best_index = 0;
        lxw_chart *c;
        lxw_chart_series *ser[8] = { NULL };
        snprintf(xname, sizeof(xname), "%s%s", s->param,
                 strcmp(s->param, "record_size") == 0 ? " (bytes)" : "");
        if (t->best_row)
                best_index = t->grid ? 0 : (size_t)(t->best_row - t->first);
        if (t->grid && t->best_row) {
                const kp_sweep_point *b = &s->points[s->best];
                size_t nr;
                size_t *rows = sw_distinct(s, 0, &nr);
                for (size_t i = 0; rows && i < nr; i++)
                        if (!strcmp(s->points[rows[i]].value, b->value))
                                best_index = i;
                free(rows);
        }
        /* Throughput. */
        snprintf(title, sizeof(title), "Sweep %s: throughput by %s", s->group,
                 s->param);
        c = new_chart(x, type, title, xname, "Produce rate (msg/s)");
        if (!c)
                return;
        if (!t->grid) {
                ser[0] = sw_series(x, c, "Produce, achieved (msg/s)", t->first,
                                   t->last, t->xcol, SW_RATE, 0, scatter);
                sw_mark_best(x, c, ser, 1, t, SW_RATE, scatter, best_index);
        } else {
                size_t nc;
                size_t *cols = sw_distinct(s, 1, &nc);
                for (size_t j = 0; cols && j < nc && j < 8; j++) {
                        char name[192];
                        snprintf(name, sizeof(name), "%s=%s", s->param2,
                                 s->points[cols[j]].value2);
                        ser[j] =
                            sw_series(x, c, name, t->prow0, t->prow1, 0,
                                      (lxw_col_t)(t->pcol0 + j), j, scatter);
                }
                if (cols)
                        sw_mark_best(x, c, ser, nc < 8 ? nc : 8, t, SW_RATE,
                                     scatter, best_index);
                free(cols);
        }
        if (scatter)
                chart_axis_set_num_format(c->x_axis, "#,##0.###");
        chart_axis_set_min(c->y_axis, 0);
        insert_chart(x, ws, row, 0, c, 0, 1, title);
        /* Latency. */
        memset(ser, 0, sizeof(ser));
        snprintf(title, sizeof(title), "Sweep %s: produce latency by %s",
                 s->group, s->param);
        c = new_chart(x, type, title, xname, "Corrected latency (ms)");
        if (!c)
                return;
        if (!t->grid) {
                static const char *const names[] = { "p50", "p95", "p99" };
                for (size_t k = 0; k < 3; k++)
                        ser[k] = sw_series(x, c, names[k], t->first, t->last,
                                           t->xcol, (lxw_col_t)(SW_P50 + k), k,
                                           scatter);
                sw_mark_best(x, c, ser, 3, t, SW_P95, scatter, best_index);
        } else {
                size_t nc;
                size_t *cols = sw_distinct(s, 1, &nc);
                lxw_row_t l1 = (lxw_row_t)(t->lrow0 + (t->prow1 - t->prow0));
                for (size_t j = 0; cols && j < nc && j < 8; j++) {
                        char name[192];
                        snprintf(name, sizeof(name), "%s=%s p95", s->param2,
                                 s->points[cols[j]].value2);
                        ser[j] =
                            sw_series(x, c, name, t->lrow0, l1, 0,
                                      (lxw_col_t)(t->pcol0 + j), j, scatter);
                }
                if (cols)
                        sw_mark_best(x, c, ser, nc < 8 ? nc : 8, t, SW_P95,
                                     scatter, best_index);
                free(cols);
        }
        if (scatter)
                chart_axis_set_num_format(c->x_axis, "#,##0.###");
        chart_axis_set_min(c->y_axis, 0);
        insert_chart(x, ws, row, 6, c, 30, 1, title);
}

static lxw_row_t sw_group(xw *x, lxw_worksheet *ws, lxw_row_t row,
                          const kp_sweep_eval *s)
{
        sw_table t;
        kp_buf h = { 0 };
        memset(&t, 0, sizeof(t));
        t.grid = s->param2 != NULL;
        kp_buf_printf(&h, "Sweep %s: %s", s->group, s->param);
        if (s->param2)
                kp_buf_printf(&h, " x %s", s->param2);
        put_merged(x, ws, row, 0, SW_LAST - 1, h.s ? h.s : "", x->f.h2);
        note_err(x, worksheet_set_row(ws, row, 22, NULL));
        if (h.oom)
                x->oom = 1;
        kp_buf_free(&h);
        row++;
        row = put_list(x, ws, row, SW_LAST - 1, 150, s->findings, s->n_findings,
                       "No findings.");
        row++;
        row = sw_points(x, ws, row, s, &t);
        if (t.grid) {
                size_t nr, nc;
                size_t *rows = sw_distinct(s, 0, &nr);
                size_t *cols = sw_distinct(s, 1, &nc);
                if (!rows || !cols) {
                        x->oom = 1;
                } else {
                        put_merged(x, ws, row, 0, SW_LAST - 1,
                                   "The same points as a grid, for the "
                                   "charts: one column per value of the "
                                   "second parameter.",
                                   x->f.note);
                        row++;
                        row =
                            sw_pivot(x, ws, row, s, 0, &t, rows, nr, cols, nc);
                        row =
                            sw_pivot(x, ws, row, s, 1, &t, rows, nr, cols, nc);
                }
                free(rows);
                free(cols);
        }
        if (s->n_points) {
                sw_charts(x, ws, row, s, &t);
                row += CHART_ROWS + 1;
        }
        return row + 1;
}

static void sheet_sweeps(xw *x)
{
        static const double widths[] = { 16, 16, 13, 11, 11, 11,
                                         11, 11, 13, 11, 12, 8 };
        const kp_evaluation *e = x->e;
        lxw_worksheet *ws;
        lxw_row_t row = 3;
        if (e->n_sweeps == 0)
                return;
        ws = add_sheet(x, SH_SWEEPS);
        if (!ws)
                return;
        set_cols(x, ws, widths, KP_ARRAY_LEN(widths));
        put_str(x, ws, 0, 0, "Sweeps", x->f.title);
        note_err(x, worksheet_set_row(ws, 0, 30, NULL));
        put_merged(x, ws, 1, 0, SW_LAST - 1,
                   "Each sweep ran one tier per value of its parameter (or "
                   "per combination of two), everything else unchanged. "
                   "Best: the highest achieved produce rate among the points "
                   "that passed every criterion (within 1%: the lower p95); "
                   "when every point ran at a fixed rate, the lowest p95 "
                   "(within 1%: the higher rate). Latencies are corrected "
                   "(from the due time) unless marked service. The findings "
                   "are computed from the table under them.",
                   x->f.subtitle);
        note_err(x, worksheet_set_row(ws, 1, 44, NULL));
        for (size_t i = 0; i < e->n_sweeps; i++)
                row = sw_group(x, ws, row, &e->sweeps[i]);
        sheet_finish(x, ws, 1);
}

/* ---- 5b. Concurrent workloads ------------------------------------------- */

#define WL_LAST 13 /* columns A..N */

static void wl_row(xw *x, lxw_worksheet *ws, lxw_row_t row, const char *name,
                   const char *topic, const kp_tier_result *tr,
                   double target_rate, kp_verdict v, int na, int bold)
{
        const fmts *f = &x->f;
        const kp_produce_result *p = &tr->produce;
        const kp_consume_result *c = &tr->consume;
        lxw_format *txt = bold ? f->group : f->cell[NF_TEXT][0];
        lxw_format *na_f = f->cell[NF_TEXT][ST_NA];
        put_str(x, ws, row, 0, name, txt);
        put_str(x, ws, row, 1, topic, f->cell[NF_TEXT][0]);
        put_rate(x, ws, row, 2, target_rate);
        if (p->ran && p->measured) {
                put_num(x, ws, row, 3, p->achieved_rate, f->cell[NF_DEC1][0]);
                put_num(x, ws, row, 4, p->mib_per_sec, f->cell[NF_DEC2][0]);
        } else {
                put_str(x, ws, row, 3, "not measured", na_f);
                put_str(x, ws, row, 4, "", na_f);
        }
        if (p->latency.count) {
                put_num(x, ws, row, 5, p->latency.p50_ms, f->cell[NF_MS][0]);
                put_num(x, ws, row, 6, p->latency.p95_ms, f->cell[NF_MS][0]);
                put_num(x, ws, row, 7, p->latency.p99_ms, f->cell[NF_MS][0]);
        } else {
                for (lxw_col_t k = 5; k <= 7; k++)
                        put_str(x, ws, row, k, "", na_f);
        }
        if (p->service.count)
                put_num(x, ws, row, 8, p->service.p95_ms, f->cell[NF_MS][0]);
        else
                put_str(x, ws, row, 8, "", na_f);
        if (p->ran)
                put_num(
                    x, ws, row, 9, (double)(p->failed + p->undelivered),
                    f->cell[NF_INT][p->failed + p->undelivered ? ST_FAIL : 0]);
        else
                put_str(x, ws, row, 9, "", na_f);
        if (c->ran) {
                put_num(x, ws, row, 10, c->fetch_msgs_per_sec,
                        f->cell[NF_DEC1][0]);
                put_num(x, ws, row, 11, c->completeness, f->cell[NF_PCT][0]);
        } else {
                put_str(x, ws, row, 10, "not run", na_f);
                put_str(x, ws, row, 11, "not run", na_f);
        }
        if (c->e2e.count)
                put_num(x, ws, row, 12, c->e2e.p95_ms, f->cell[NF_MS][0]);
        else
                put_str(x, ws, row, 12, "", na_f);
        put_str(x, ws, row, 13, na ? "no criteria" : kp_verdict_str(v),
                na ? f->cell[NF_TEXT][ST_NA] : f->verdict[st_of(v)]);
        fit_row(x, ws, row, name, 18, 13);
}

static lxw_row_t wl_group(xw *x, lxw_worksheet *ws, lxw_row_t row,
                          const kp_group_eval *g)
{
        static const char *const hdr[] = {
                "Workload",
                "Topic",
                "Target (msg/s)",
                "Achieved (msg/s)",
                "MiB/s",
                "p50 corrected (ms)",
                "p95 corrected (ms)",
                "p99 corrected (ms)",
                "p95 service (ms)",
                "Errors (messages)",
                "Consume, fetch only (msg/s)",
                "Completeness",
                "p95 end-to-end (ms)",
                "Verdict",
        };
        static const char *const chdr[] = { "Metric",    "Criterion (unit)",
                                            "Threshold", "Value",
                                            "Margin",    "Verdict" };
        const kp_results *r = x->r;
        const kp_evaluation *e = x->e;
        const fmts *f = &x->f;
        kp_verdict av = KP_NA;
        size_t n = 0;
        static const int rank[] = { 1, 3, 2, 0 };
        put_strf(x, ws, row, 0, f->h2, "Parallel group %s", g->name);
        note_err(x, worksheet_set_row(ws, row, 22, NULL));
        row++;
        put_header(x, ws, row, 0, hdr, KP_ARRAY_LEN(hdr));
        note_err(x, worksheet_set_row(ws, row, 42, NULL));
        row++;
        for (size_t k = 0; k < g->n_tiers; k++, row++) {
                size_t ti = g->tiers[k];
                const kp_tier *t = plan_tier(x, ti);
                const kp_tier_result *tr = &r->tiers[ti];
                wl_row(x, ws, row, tr->name,
                       tr->topic ? tr->topic : (t ? t->topic : ""), tr,
                       t ? t->rate : 0,
                       ti < e->n_tiers ? e->tiers[ti].verdict : KP_INCOMPLETE,
                       0, 0);
        }
        for (size_t k = 0; k < e->n_checks; k++) {
                const kp_check *c = &e->checks[k];
                if (strcmp(c->tier, g->name) != 0)
                        continue;
                if (rank[c->verdict] > rank[av])
                        av = c->verdict;
                n++;
        }
        wl_row(x, ws, row, "Aggregate", "", &g->agg, g->target_rate, av, n == 0,
               1);
        row += 2;
        if (n == 0) {
                put_merged(x, ws, row, 0, WL_LAST,
                           "No criterion judges this group as a whole "
                           "(\"aggregate\": true).",
                           f->note);
                return row + 2;
        }
        put_merged(x, ws, row, 0, WL_LAST,
                   "Aggregate criteria, judged on the group as a whole: "
                   "rates and counts added up, latency histograms merged.",
                   f->note);
        row++;
        put_header(x, ws, row, 0, chdr, KP_ARRAY_LEN(chdr));
        row++;
        for (size_t k = 0; k < e->n_checks; k++) {
                const kp_check *c = &e->checks[k];
                enum st s = st_of(c->verdict);
                if (strcmp(c->tier, g->name) != 0)
                        continue;
                put_str(x, ws, row, 0, c->metric, f->cell[NF_TEXT][0]);
                put_strf(x, ws, row, 1, f->cell[NF_TEXT][0], "%s (%s)",
                         kp_cmp_str(c->cmp), c->unit);
                put_num(x, ws, row, 2, c->threshold, f->cell[NF_GEN][0]);
                if (c->has_value) {
                        enum nf nf = nf_for_unit(c->unit);
                        put_num(x, ws, row, 3, c->value, f->cell[nf][s]);
                        put_num(x, ws, row, 4, c->margin, f->cell[nf][0]);
                } else {
                        put_str(x, ws, row, 3, "", f->cell[NF_TEXT][0]);
                        put_str(x, ws, row, 4, "", f->cell[NF_TEXT][0]);
                }
                put_str(x, ws, row, 5, kp_verdict_str(c->verdict),
                        f->verdict[s]);
                row++;
        }
        return row + 1;
}

static void sheet_workloads(xw *x)
{
        static const double widths[] = { 30, 22, 11, 12, 9,  11, 11,
                                         11, 11, 10, 13, 12, 11, 11 };
        const kp_evaluation *e = x->e;
        lxw_worksheet *ws;
        lxw_row_t row = 3;
        if (e->n_groups == 0)
                return;
        ws = add_sheet(x, SH_WORKLOADS);
        if (!ws)
                return;
        set_cols(x, ws, widths, KP_ARRAY_LEN(widths));
        put_str(x, ws, 0, 0, "Concurrent workloads", x->f.title);
        note_err(x, worksheet_set_row(ws, 0, 30, NULL));
        put_merged(x, ws, 1, 0, WL_LAST,
                   "The workloads of a parallel group ran at the same time: "
                   "their produce phases together, then their consume "
                   "phases. The aggregate row adds up rates, MiB/s and "
                   "errors and merges the latency histograms, so its "
                   "percentiles are those of every message of the group; "
                   "its verdict is that of the aggregate criteria.",
                   x->f.subtitle);
        note_err(x, worksheet_set_row(ws, 1, 30, NULL));
        for (size_t i = 0; i < e->n_groups; i++)
                row = wl_group(x, ws, row, &e->groups[i]);
        sheet_finish(x, ws, 1);
}

/* ---- 6. Extrapolation -------------------------------------------------- */

#define EX_LAST 9

/* A duration as a number in a readable unit. */
static void duration_unit(int64_t us, double *v, const char **unit)
{
        int64_t s = us / 1000000;
        if (us % 1000000 == 0 && s % 86400 == 0 && s >= 86400) {
                *v = (double)s / 86400;
                *unit = "days";
        } else if (us % 1000000 == 0 && s % 3600 == 0 && s >= 3600) {
                *v = (double)s / 3600;
                *unit = "h";
        } else if (us % 1000000 == 0 && s % 60 == 0 && s >= 60) {
                *v = (double)s / 60;
                *unit = "min";
        } else {
                *v = (double)us / 1e6;
                *unit = "s";
        }
}

static void ex_line(xw *x, lxw_worksheet *ws, lxw_row_t row, const char *label,
                    double v, lxw_format *f, const char *unit, const char *note)
{
        put_str(x, ws, row, 0, label, x->f.rowlabel);
        put_num(x, ws, row, 1, v, f);
        put_str(x, ws, row, 2, unit, x->f.cell[NF_TEXT][0]);
        put_merged(x, ws, row, 3, EX_LAST, note ? note : "",
                   x->f.cell[NF_TEXT][0]);
        fit_row(x, ws, row, note, 80, 13);
}

static lxw_row_t ex_inputs(xw *x, lxw_worksheet *ws, lxw_row_t row)
{
        static const char *const hdr[] = { "Input", "Value", "Unit" };
        const kp_target *t = &x->r->plan->target;
        const fmts *f = &x->f;
        double v;
        const char *unit;
        put_merged(x, ws, row, 0, EX_LAST, "Target (from the plan)", f->h2);
        note_err(x, worksheet_set_row(ws, row, 22, NULL));
        row++;
        put_header(x, ws, row, 0, hdr, 3);
        put_merged(x, ws, row, 3, EX_LAST, "Note", f->hdr);
        row++;
        ex_line(x, ws, row++, "Target messages per window", (double)t->messages,
                f->cell[NF_INT][0], "messages", NULL);
        duration_unit(t->window_us, &v, &unit);
        ex_line(x, ws, row++, "Window", v, f->cell[NF_GEN][0], unit, NULL);
        ex_line(x, ws, row++, "Peak factor", t->peak_factor, f->cell[NF_GEN][0],
                "x average", "required peak rate = average rate x peak factor");
        ex_line(x, ws, row++, "Record size", (double)t->record_size,
                f->cell[NF_INT][0], "bytes", NULL);
        ex_line(x, ws, row++, "Replication factor", t->replication_factor,
                f->cell[NF_INT][0], "copies", NULL);
        duration_unit(t->retention_us, &v, &unit);
        ex_line(x, ws, row++, "Retention", v, f->cell[NF_GEN][0], unit, NULL);
        ex_line(x, ws, row++, "Storage overhead", t->storage_overhead,
                f->cell[NF_PCT][0], "of raw",
                "indexes, batch headers and segment slack");
        return row + 1;
}

static lxw_row_t ex_derived(xw *x, lxw_worksheet *ws, lxw_row_t row)
{
        static const char *const hdr[] = { "Derived figure", "Value", "Unit" };
        const kp_extrapolation *ex = &x->e->x;
        const fmts *f = &x->f;
        char a[64], note[256];
        put_merged(x, ws, row, 0, EX_LAST, "Derived from the measurements",
                   f->h2);
        note_err(x, worksheet_set_row(ws, row, 22, NULL));
        row++;
        put_header(x, ws, row, 0, hdr, 3);
        put_merged(x, ws, row, 3, EX_LAST, "Note", f->hdr);
        row++;
        ex_line(x, ws, row++, "Required average rate", ex->required_avg_rate,
                f->cell[NF_DEC1][0], "msg/s", "target messages / window");
        ex_line(x, ws, row++, "Required peak rate", ex->required_peak_rate,
                f->cell[NF_DEC1][0], "msg/s", "average x peak factor");
        snprintf(note, sizeof(note), "%s%s",
                 ex->sustainable_tier ? "measured in tier "
                                      : "no tier "
                                        "measured a "
                                        "sustainable "
                                        "rate",
                 ex->sustainable_tier ? ex->sustainable_tier : "");
        ex_line(x, ws, row++, "Sustainable rate", ex->sustainable_rate,
                f->cell[NF_DEC1][0], "msg/s", note);
        put_str(x, ws, row, 0, "Sustainable rate is a lower bound",
                f->rowlabel);
        put_str(x, ws, row, 1, ex->sustainable_lower_bound ? "yes" : "no",
                f->verdict[ex->sustainable_lower_bound ? ST_INC : ST_PLAIN]);
        put_str(x, ws, row, 2, "", f->cell[NF_TEXT][0]);
        put_merged(x, ws, row, 3, EX_LAST,
                   ex->sustainable_lower_bound
                       ? "no unlimited-rate tier completed without errors: "
                         "only the highest fixed rate held is known"
                       : "from an unlimited-rate tier",
                   f->cell[NF_TEXT][0]);
        row++;
        put_str(x, ws, row, 0, "Headroom", f->rowlabel);
        put_num(x, ws, row, 1, ex->headroom,
                f->cell[NF_X][ex->sustainable_rate <= 0 ? ST_PLAIN
                              : ex->headroom >= 1       ? ST_PASS
                                                        : ST_FAIL]);
        put_str(x, ws, row, 2, "times", f->cell[NF_TEXT][0]);
        put_merged(x, ws, row, 3, EX_LAST,
                   "sustainable rate / required peak rate (1 or more: the "
                   "peak fits)",
                   f->cell[NF_TEXT][0]);
        row++;
        snprintf(note, sizeof(note), "%s%s",
                 ex->consume_tier ? "best fetch-only rate, tier "
                                  : "no consume rate measured",
                 ex->consume_tier ? ex->consume_tier : "");
        ex_line(x, ws, row++, "Consume rate", ex->consume_rate,
                f->cell[NF_DEC1][0], "msg/s", note);
        snprintf(note, sizeof(note), "%s at the sustainable rate",
                 ex->ingest_s > 0 ? kp_fmt_duration(a, sizeof(a), ex->ingest_s)
                                  : "not known");
        ex_line(x, ws, row++, "Time to ingest the target volume", ex->ingest_s,
                f->cell[NF_DEC1][0], "s", note);
        snprintf(note, sizeof(note), "%s at the consume rate",
                 ex->drain_s > 0 ? kp_fmt_duration(a, sizeof(a), ex->drain_s)
                                 : "not known");
        ex_line(x, ws, row++, "Time to drain the target volume", ex->drain_s,
                f->cell[NF_DEC1][0], "s", note);
        ex_line(x, ws, row++, "Storage, raw", ex->storage_bytes,
                f->cell[NF_INT][0], "bytes",
                "messages over the retention x record size x replication "
                "factor");
        ex_line(x, ws, row++, "Storage, raw", ex->storage_bytes / TIB,
                f->cell[NF_DEC2][0], "TiB", "TiB = 2^40 bytes");
        ex_line(x, ws, row++, "Storage with overhead",
                ex->storage_with_overhead, f->cell[NF_INT][0], "bytes",
                "raw + storage overhead");
        ex_line(x, ws, row++, "Storage with overhead",
                ex->storage_with_overhead / TIB, f->cell[NF_DEC2][0], "TiB",
                "TiB = 2^40 bytes");
        return row + 1;
}

static lxw_row_t ex_trends(xw *x, lxw_worksheet *ws, lxw_row_t row)
{
        static const char *const hdr[] = {
                "Metric",
                "Unit",
                "Points",
                "a (intercept)",
                "b (per decade)",
                "R\xC2\xB2",
                "Projected at target",
                "Criterion",
                "Threshold",
                "Crosses the threshold",
        };
        const kp_extrapolation *ex = &x->e->x;
        const fmts *f = &x->f;
        put_merged(x, ws, row, 0, EX_LAST, "Trends across the volume tiers",
                   f->h2);
        note_err(x, worksheet_set_row(ws, row, 22, NULL));
        row++;
        put_merged(x, ws, row, 0, EX_LAST,
                   "Least squares: value = a + b x log10(messages), fitted "
                   "over the fixed-rate volume tiers and projected to the "
                   "target messages.",
                   f->note);
        row++;
        if (ex->n_trends == 0) {
                put_merged(x, ws, row, 0, EX_LAST,
                           "Fewer than two volume tiers of different sizes "
                           "completed: no trend can be fitted.",
                           f->note);
                return row + 2;
        }
        put_header(x, ws, row, 0, hdr, KP_ARRAY_LEN(hdr));
        note_err(x, worksheet_set_row(ws, row, 30, NULL));
        row++;
        for (size_t i = 0; i < ex->n_trends; i++, row++) {
                const kp_trend *t = &ex->trends[i];
                enum nf nf = nf_for_unit(t->unit);
                enum st s = !t->has_threshold ? ST_PLAIN
                            : t->crosses      ? ST_FAIL
                                              : ST_PASS;
                put_str(x, ws, row, 0, t->metric, f->cell[NF_TEXT][0]);
                put_str(x, ws, row, 1, t->unit, f->cell[NF_TEXT][0]);
                put_num(x, ws, row, 2, (double)t->n_points, f->cell[NF_INT][0]);
                put_num(x, ws, row, 3, t->intercept, f->cell[NF_COEF][0]);
                put_num(x, ws, row, 4, t->slope, f->cell[NF_COEF][0]);
                put_num(x, ws, row, 5, t->r2, f->cell[NF_RATIO][0]);
                put_num(x, ws, row, 6, t->projected, f->cell[nf][s]);
                if (t->has_threshold) {
                        put_str(x, ws, row, 7, kp_cmp_str(t->cmp),
                                f->cell[NF_TEXT][0]);
                        put_num(x, ws, row, 8, t->threshold,
                                f->cell[NF_GEN][0]);
                        put_str(x, ws, row, 9, t->crosses ? "yes" : "no",
                                f->verdict[s]);
                } else {
                        put_str(x, ws, row, 7, "none", f->cell[NF_TEXT][0]);
                        put_str(x, ws, row, 8, "", f->cell[NF_TEXT][0]);
                        put_str(x, ws, row, 9, "", f->cell[NF_TEXT][0]);
                }
        }
        return row + 1;
}

static void sheet_extrapolation(xw *x)
{
        static const double widths[] = {
                34, 18, 11, 15, 15, 9, 14, 10, 11, 13
        };
        lxw_worksheet *ws = add_sheet(x, SH_EXTRAP);
        const kp_evaluation *e = x->e;
        lxw_row_t row = 2;
        if (!ws)
                return;
        set_cols(x, ws, widths, KP_ARRAY_LEN(widths));
        put_str(x, ws, 0, 0, "Extrapolation to the target volume", x->f.title);
        note_err(x, worksheet_set_row(ws, 0, 30, NULL));
        if (!x->r->plan->target.present || !e->x.present) {
                put_merged(x, ws, 1, 0, EX_LAST,
                           "The plan sets no target volume: nothing to "
                           "extrapolate to. Add a \"target\" to the plan "
                           "and rebuild the reports with kplan report.",
                           x->f.subtitle);
        } else {
                put_merged(x, ws, 1, 0, EX_LAST, e->headline ? e->headline : "",
                           x->f.reason);
                note_err(x, worksheet_set_row(ws, 1, 24, NULL));
                fit_row(x, ws, 1, e->headline, 140, 18);
                worksheet_freeze_panes(ws, 2, 0);
                row = ex_inputs(x, ws, row + 1);
                row = ex_derived(x, ws, row);
                row = ex_trends(x, ws, row);
        }
        put_merged(x, ws, row, 0, EX_LAST, "Assumptions", x->f.h2);
        note_err(x, worksheet_set_row(ws, row, 22, NULL));
        row++;
        row = put_list(x, ws, row, EX_LAST, 145, e->x.assumptions,
                       e->x.n_assumptions, "None.");
        row++;
        put_merged(x, ws, row, 0, EX_LAST, "Risks", x->f.h2);
        note_err(x, worksheet_set_row(ws, row, 22, NULL));
        row++;
        put_list(x, ws, row, EX_LAST, 145, e->risks, e->n_risks,
                 "None identified.");
        sheet_finish(x, ws, 1);
}

/* ---- 7. Environment --------------------------------------------------- */

#define ENV_LAST 4

static void ids_text(kp_buf *b, const int32_t *v, size_t n)
{
        for (size_t i = 0; i < n; i++)
                kp_buf_printf(b, "%s%d", i ? ", " : "", (int)v[i]);
}

static lxw_row_t env_heading(xw *x, lxw_worksheet *ws, lxw_row_t row,
                             const char *text)
{
        put_merged(x, ws, row, 0, ENV_LAST, text, x->f.h2);
        note_err(x, worksheet_set_row(ws, row, 22, NULL));
        return row + 1;
}

static lxw_row_t env_kvtable(xw *x, lxw_worksheet *ws, lxw_row_t row,
                             const kp_kvlist *l, const char *empty)
{
        static const char *const hdr[] = { "Property", "Value" };
        if (l->n == 0) {
                put_merged(x, ws, row, 0, ENV_LAST, empty, x->f.note);
                return row + 1;
        }
        put_header(x, ws, row, 0, hdr, 2);
        row++;
        for (size_t i = 0; i < l->n; i++, row++) {
                const char *v = kp_redact(l->items[i].key, l->items[i].value);
                put_str(x, ws, row, 0, l->items[i].key, x->f.cell[NF_TEXT][0]);
                put_value(x, ws, row, 1, v, x->f.cell[NF_TEXT][0],
                          x->f.left_num);
                fit_row(x, ws, row, v, 50, 13);
        }
        return row;
}

static lxw_row_t env_cluster(xw *x, lxw_worksheet *ws, lxw_row_t row)
{
        static const char *const bhdr[] = { "Broker ID", "Host", "Port" };
        const kp_cluster_info *c = &x->r->cluster;
        const fmts *f = &x->f;
        row = env_heading(x, ws, row, "Cluster");
        put_kv(x, ws, row++, ENV_LAST, "Bootstrap servers",
               c->embedded ? "embedded (librdkafka mock cluster)"
                           : c->bootstrap,
               90);
        put_kv(x, ws, row++, ENV_LAST, "Embedded mock cluster",
               c->embedded ? "yes: no evidence about any Kafka cluster" : "no",
               90);
        put_kv(x, ws, row++, ENV_LAST, "Cluster ID",
               c->cluster_id ? c->cluster_id : "not known", 90);
        if (c->controller_id >= 0)
                put_kv_num(x, ws, row++, "Controller (broker ID)",
                           c->controller_id, NF_GEN);
        else
                put_kv(x, ws, row++, ENV_LAST, "Controller (broker ID)",
                       "not known", 90);
        put_kv(x, ws, row++, ENV_LAST, "Broker version",
               c->broker_version ? c->broker_version : "not known", 90);
        if (c->n_apis) {
                kp_buf apis = { 0 };
                kp_api_summary(c, &apis);
                put_kv(x, ws, row++, ENV_LAST, "Broker API versions",
                       apis.s ? apis.s : "", 90);
                kp_buf_free(&apis);
        }
        row++;
        if (c->n_brokers) {
                put_header(x, ws, row, 0, bhdr, 3);
                row++;
                for (size_t i = 0; i < c->n_brokers; i++, row++) {
                        put_num(x, ws, row, 0, c->brokers[i].id, f->center_num);
                        put_str(x, ws, row, 1, c->brokers[i].host, f->center);
                        put_num(x, ws, row, 2, c->brokers[i].port,
                                f->center_num);
                }
        } else {
                put_merged(x, ws, row++, 0, ENV_LAST,
                           "No broker metadata in the results.", f->note);
        }
        row++;
        if (c->n_warnings) {
                put_merged(x, ws, row++, 0, ENV_LAST, "Warnings", f->label);
                for (size_t i = 0; i < c->n_warnings; i++, row++) {
                        put_merged(x, ws, row, 0, ENV_LAST, c->warnings[i],
                                   f->warn_row);
                        fit_row(x, ws, row, c->warnings[i], 120, 13);
                }
                row++;
        }
        return row;
}

static lxw_row_t env_topics(xw *x, lxw_worksheet *ws, lxw_row_t row)
{
        static const char *const phdr[] = { "Partition", "Leader", "Replicas",
                                            "In-sync replicas" };
        const kp_cluster_info *c = &x->r->cluster;
        const fmts *f = &x->f;
        for (size_t i = 0; i < c->n_topics; i++) {
                const kp_topic_info *t = &c->topics[i];
                char h[320];
                snprintf(h, sizeof(h), "Topic %s", t->name ? t->name : "?");
                row = env_heading(x, ws, row, h);
                put_kv_num(x, ws, row++, "Partitions", t->partitions, NF_INT);
                put_kv_num(x, ws, row++, "Replication factor",
                           t->replication_factor, NF_INT);
                put_kv(x, ws, row++, ENV_LAST, "Created by this run",
                       t->created ? "yes" : "no", 90);
                row++;
                put_merged(x, ws, row++, 0, ENV_LAST,
                           "Configuration as described by the cluster",
                           f->label);
                row = env_kvtable(x, ws, row, &t->config,
                                  "Not described by the cluster.");
                row++;
                if (t->n_parts == 0)
                        continue;
                put_merged(x, ws, row++, 0, ENV_LAST, "Partition layout",
                           f->label);
                put_header(x, ws, row, 0, phdr, 4);
                row++;
                for (size_t k = 0; k < t->n_parts; k++, row++) {
                        const kp_partition_info *p = &t->parts[k];
                        kp_buf b = { 0 };
                        put_num(x, ws, row, 0, p->id, f->center_num);
                        put_num(x, ws, row, 1, p->leader, f->center_num);
                        ids_text(&b, p->replicas, p->n_replicas);
                        put_value(x, ws, row, 2, b.s, f->center, f->center_num);
                        b.len = 0;
                        if (b.s)
                                b.s[0] = '\0';
                        ids_text(&b, p->isr, p->n_isr);
                        put_value(x, ws, row, 3, b.s,
                                  p->n_isr < p->n_replicas ? f->verdict[ST_INC]
                                                           : f->center,
                                  p->n_isr < p->n_replicas ? f->verdict[ST_INC]
                                                           : f->center_num);
                        if (b.oom)
                                x->oom = 1;
                        kp_buf_free(&b);
                }
                row++;
        }
        return row;
}

static lxw_row_t env_client(xw *x, lxw_worksheet *ws, lxw_row_t row)
{
        const kp_results *r = x->r;
        char mem[64];
        row = env_heading(x, ws, row,
                          "Client configuration (effective, secrets "
                          "redacted)");
        row = env_kvtable(x, ws, row, &r->client_config,
                          "No client configuration in the results.");
        row++;
        {
                const kp_kvlist *l[] = { &r->producer_defaults,
                                         &r->consumer_defaults };
                static const char *const title[] = {
                        "kplan's producer settings (under a tier's producer "
                        "settings)",
                        "kplan's consumer settings (under a tier's consumer "
                        "settings)",
                };
                for (size_t i = 0; i < KP_ARRAY_LEN(l); i++) {
                        if (!l[i]->n)
                                continue;
                        row = env_heading(x, ws, row, title[i]);
                        row = env_kvtable(x, ws, row, l[i], "");
                        row++;
                }
        }
        row = env_heading(x, ws, row, "Client host");
        put_kv(x, ws, row++, ENV_LAST, "Hostname", r->host.hostname, 90);
        put_kv(x, ws, row++, ENV_LAST, "Operating system", r->host.os, 90);
        put_kv(x, ws, row++, ENV_LAST, "CPU", r->host.cpu_model, 90);
        put_kv_num(x, ws, row++, "CPUs", r->host.cpus, NF_INT);
        put_kv_num(x, ws, row, "Memory (bytes)", (double)r->host.memory_bytes,
                   NF_INT);
        put_str(x, ws, row++, 2,
                kp_fmt_bytes(mem, sizeof(mem), (double)r->host.memory_bytes),
                x->f.note);
        row++;
        row = env_heading(x, ws, row, "Software and fingerprints");
        put_kv(x, ws, row++, ENV_LAST, "kplan version", r->kplan_version, 90);
        put_kv(x, ws, row++, ENV_LAST, "librdkafka version",
               r->librdkafka_version, 90);
        put_kv(x, ws, row++, ENV_LAST, "Plan file", r->plan_path, 90);
        put_kv(x, ws, row++, ENV_LAST, "Plan SHA-256", r->plan_sha256, 90);
        put_kv(x, ws, row++, ENV_LAST, "Results (results.json) SHA-256",
               x->sha ? x->sha : "not computed", 90);
        put_kv(x, ws, row++, ENV_LAST, "Run ID", r->run_id, 90);
        put_kv(x, ws, row++, ENV_LAST, "Command line (secrets redacted)",
               r->command_line, 90);
        return row;
}

static void sheet_environment(xw *x)
{
        static const double widths[] = { 32, 40, 20, 20, 12 };
        lxw_worksheet *ws = add_sheet(x, SH_ENV);
        lxw_row_t row = 2;
        if (!ws)
                return;
        set_cols(x, ws, widths, KP_ARRAY_LEN(widths));
        put_str(x, ws, 0, 0, "Environment", x->f.title);
        note_err(x, worksheet_set_row(ws, 0, 30, NULL));
        put_merged(x, ws, 1, 0, ENV_LAST,
                   "The cluster as kplan found it, the client that measured "
                   "it, and the fingerprints that tie this workbook to its "
                   "plan and results.",
                   x->f.subtitle);
        row = env_cluster(x, ws, row + 1);
        row = env_topics(x, ws, row);
        env_client(x, ws, row);
        sheet_finish(x, ws, 0);
}

/* ---- 8. Sign-off ------------------------------------------------------- */

static void signoff_row(xw *x, lxw_worksheet *ws, lxw_row_t row,
                        const char *role, const char *name)
{
        static const char *decisions[] = { "Approved",
                                           "Approved with conditions",
                                           "Rejected", NULL };
        lxw_data_validation dv = { 0 };
        lxw_data_validation dd = { 0 };
        const fmts *f = &x->f;

        if (role && *role)
                put_str(x, ws, row, 0, role, f->cell[NF_TEXT][0]);
        else
                put_str(x, ws, row, 0, "", f->in_text);
        if (name && *name)
                put_str(x, ws, row, 1, name, f->cell[NF_TEXT][0]);
        else
                put_str(x, ws, row, 1, "", f->in_text);
        put_str(x, ws, row, 2, "", f->in_list);
        put_str(x, ws, row, 3, "", f->in_date);
        put_str(x, ws, row, 4, "", f->in_text);
        put_str(x, ws, row, 5, "", f->in_text);
        note_err(x, worksheet_set_row(ws, row, 36, NULL));

        dv.validate = LXW_VALIDATION_TYPE_LIST;
        dv.value_list = (char **)decisions;
        dv.input_title = "Decision";
        dv.input_message = "Choose Approved, Approved with conditions or "
                           "Rejected.";
        dv.error_title = "Decision";
        dv.error_message = "Choose one of the listed decisions.";
        note_err(x, worksheet_data_validation_cell(ws, row, 2, &dv));

        dd.validate = LXW_VALIDATION_TYPE_DATE;
        dd.criteria = LXW_VALIDATION_CRITERIA_GREATER_THAN_OR_EQUAL_TO;
        dd.value_datetime.year = 2000;
        dd.value_datetime.month = 1;
        dd.value_datetime.day = 1;
        dd.input_title = "Date";
        dd.input_message = "Date of the decision, e.g. 2026-12-01.";
        dd.error_title = "Date";
        dd.error_message = "Enter a date (yyyy-mm-dd).";
        note_err(x, worksheet_data_validation_cell(ws, row, 3, &dd));
}

static void sheet_signoff(xw *x)
{
        static const double widths[] = { 24, 24, 26, 14, 28, 46 };
        static const char *const hdr[] = { "Role", "Name",      "Decision",
                                           "Date", "Signature", "Comment" };
        static const char *const values[3] = { "\"Approved\"",
                                               "\"Approved with conditions\"",
                                               "\"Rejected\"" };
        const kp_results *r = x->r;
        const kp_plan *p = r->plan;
        lxw_worksheet *ws = add_sheet(x, SH_SIGNOFF);
        lxw_row_t row = 2, first;
        size_t n;
        kp_buf b = { 0 };
        if (!ws)
                return;
        set_cols(x, ws, widths, KP_ARRAY_LEN(widths));
        put_str(x, ws, 0, 0, "Sign-off", x->f.title);
        note_err(x, worksheet_set_row(ws, 0, 30, NULL));
        kp_buf_printf(&b,
                      "A decision accepts the verdict (%s) and the evidence "
                      "in this workbook for plan %s, run %s",
                      kp_verdict_str(x->e->verdict), p->name,
                      r->run_id ? r->run_id : "(no run id)");
        if (x->sha)
                kp_buf_printf(&b, ", results SHA-256 %s", x->sha);
        kp_buf_puts(&b, ".");
        put_merged(x, ws, 1, 0, 5, b.s, x->f.subtitle);
        fit_row(x, ws, 1, b.s, 150, 14);
        if (b.oom)
                x->oom = 1;
        kp_buf_free(&b);
        put_str(x, ws, row, 0, "Prepared by", x->f.label);
        put_merged(x, ws, row, 1, 5,
                   p->prepared_by && *p->prepared_by ? p->prepared_by
                                                     : "not named in the plan",
                   x->f.kv_wrap);
        row++;
        put_str(x, ws, row, 0, "Run finished (UTC)", x->f.label);
        put_merged(x, ws, row, 1, 5, r->finished_at, x->f.kv_wrap);
        row += 2;
        put_header(x, ws, row, 0, hdr, KP_ARRAY_LEN(hdr));
        note_err(x, worksheet_set_row(ws, row, 20, NULL));
        row++;
        first = row;
        n = p->n_approvers;
        for (size_t i = 0; i < n; i++, row++)
                signoff_row(x, ws, row, p->approvers[i].role,
                            p->approvers[i].name);
        if (n == 0) {
                /* No approvers in the plan: rows to fill in by hand. */
                for (int i = 0; i < 3; i++, row++)
                        signoff_row(x, ws, row, NULL, NULL);
        }
        for (int i = 0; i < 3 && row > first; i++) {
                lxw_conditional_format cf = { 0 };
                cf.type = LXW_CONDITIONAL_TYPE_CELL;
                cf.criteria = LXW_CONDITIONAL_CRITERIA_EQUAL_TO;
                cf.value_string = (char *)values[i];
                cf.format = x->f.dxf[i];
                note_err(x, worksheet_conditional_format_range(
                                ws, first, 2, row - 1, 2, &cf));
        }
        row++;
        put_merged(x, ws, row, 0, 5,
                   "Yellow cells are the only editable cells of this "
                   "workbook. Every sheet is protected without a password "
                   "against accidental edits: Review > Unprotect Sheet "
                   "allows a correction.",
                   x->f.note);
        fit_row(x, ws, row, "", 150, 14);
        worksheet_set_selection(ws, first, 2, first, 2);
        sheet_finish(x, ws, 1);
}

/* ---- workbook --------------------------------------------------------- */

static time_t utc_time(const char *iso)
{
        struct tm tm = { 0 };
        if (!iso ||
            sscanf(iso, "%4d-%2d-%2dT%2d:%2d:%2d", &tm.tm_year, &tm.tm_mon,
                   &tm.tm_mday, &tm.tm_hour, &tm.tm_min, &tm.tm_sec) != 6)
                return 0;
        tm.tm_year -= 1900;
        tm.tm_mon -= 1;
        return timegm(&tm);
}

static void properties(xw *x)
{
        const kp_results *r = x->r;
        const kp_plan *p = r->plan;
        lxw_doc_properties dp = { 0 };
        kp_buf comments = { 0 }, title = { 0 };

        kp_buf_puts(&title,
                    clean(x, p->title && *p->title ? p->title : p->name));
        kp_buf_printf(&comments,
                      "Verdict %s. Built by kplan %s from the results of run "
                      "%s",
                      kp_verdict_str(x->e->verdict),
                      r->kplan_version ? r->kplan_version : "?",
                      r->run_id ? r->run_id : "?");
        if (x->sha)
                kp_buf_printf(&comments, " (results.json SHA-256 %s)", x->sha);
        kp_buf_puts(&comments, ".");
        if (title.oom || comments.oom) {
                x->oom = 1;
                goto out;
        }
        dp.title = title.s;
        dp.subject = "Kafka acceptance and capacity test report";
        dp.author = (char *)(p->prepared_by && *p->prepared_by
                                 ? clean(x, p->prepared_by)
                                 : "kplan");
        dp.author = strdup(dp.author);
        dp.keywords = "Kafka, acceptance, capacity, kplan";
        if (p->company && *p->company &&
            !(dp.company = strdup(clean(x, p->company)))) {
                x->oom = 1;
                goto out;
        }
        dp.comments = comments.s;
        dp.category = "Acceptance test report";
        dp.status = (char *)kp_verdict_str(x->e->verdict);
        /* The run's finish time, so that the same results give the same
         * workbook. */
        dp.created =
            utc_time(r->finished_at[0] ? r->finished_at : r->started_at);
        if (!dp.author) {
                x->oom = 1;
                goto out;
        }
        note_err(x, workbook_set_properties(x->wb, &dp));
        note_err(x, workbook_set_custom_property_string(x->wb, "Plan",
                                                        clean(x, p->name)));
        note_err(x, workbook_set_custom_property_string(
                        x->wb, "Verdict", kp_verdict_str(x->e->verdict)));
        if (x->sha)
                note_err(x, workbook_set_custom_property_string(
                                x->wb, "Results SHA-256", x->sha));
        if (r->run_id)
                note_err(x, workbook_set_custom_property_string(
                                x->wb, "Run ID", clean(x, r->run_id)));
        if (r->kplan_version)
                note_err(
                    x, workbook_set_custom_property_string(
                           x->wb, "kplan version", clean(x, r->kplan_version)));
out:
        free(dp.author);
        free(dp.company);
        kp_buf_free(&title);
        kp_buf_free(&comments);
}

/* A sentence for a libxlsxwriter error at close time. */
static int close_error(const char *path, lxw_error err, int saved_errno,
                       char *errstr, size_t errstr_size)
{
        /* The system's reason (a full disk, a file-size limit) says more
         * than libxlsxwriter's own category. */
        if (saved_errno)
                return kp_err(errstr, errstr_size,
                              "%s: cannot write the workbook: %s (%s)", path,
                              strerror(saved_errno), lxw_strerror(err));
        return kp_err(errstr, errstr_size, "%s: cannot write the workbook: %s",
                      path, lxw_strerror(err));
}

/* Flushes the finished file to disk before it replaces the old one. */
static int sync_file(const char *tmp)
{
        int fd = open(tmp, O_RDONLY | O_CLOEXEC), rc;
        if (fd < 0)
                return -1;
        rc = fsync(fd);
        close(fd);
        return rc;
}

/* A new workbook in a temporary file next to path (*tmp, caller frees
 * through workbook_end). Returns 0, or -1 with errstr saying why. */
static int workbook_begin(xw *x, const char *path, char **tmp, char *errstr,
                          size_t errstr_size)
{
        int fd;
        if (asprintf(tmp, "%s.tmp.%ld", path, (long)getpid()) < 0) {
                *tmp = NULL;
                return kp_err(errstr, errstr_size, "%s: out of memory", path);
        }
        /* Create the file first: libxlsxwriter only opens it when closing,
         * after all the work, and then prints its own message. */
        fd = open(*tmp, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
        if (fd < 0) {
                kp_err(errstr, errstr_size,
                       "%s: cannot create the workbook: %s", path,
                       strerror(errno));
                free(*tmp);
                *tmp = NULL;
                return -1;
        }
        close(fd);
        x->wb = workbook_new(*tmp);
        if (!x->wb || make_formats(x) != 0)
                return kp_err(errstr, errstr_size,
                              "%s: out of memory creating the workbook", path);
        return 0;
}

/* Writes the workbook built in x to tmp, syncs it and renames it to path.
 * Returns 0, or -1 with errstr saying why. */
static int workbook_finish(xw *x, const char *path, const char *tmp,
                           char *errstr, size_t errstr_size)
{
        lxw_error err;
        int saved;
        if (x->oom)
                return kp_err(errstr, errstr_size,
                              "%s: out of memory building the workbook", path);
        if (x->err != LXW_NO_ERROR)
                return kp_err(errstr, errstr_size,
                              "%s: cannot build sheet \"%s\": %s", path,
                              x->err_sheet ? x->err_sheet : "?",
                              lxw_strerror(x->err));
        errno = 0;
        err = workbook_close(x->wb);
        saved = errno;
        x->wb = NULL;
        if (err != LXW_NO_ERROR)
                return close_error(path, err, saved, errstr, errstr_size);
        if (sync_file(tmp) != 0)
                return kp_err(errstr, errstr_size, "%s: write error: %s", path,
                              strerror(errno));
        if (rename(tmp, path) != 0)
                return kp_err(errstr, errstr_size,
                              "%s: cannot rename into place: %s", path,
                              strerror(errno));
        return 0;
}

/* Frees what workbook_begin made; a workbook not written is discarded. */
static void workbook_end(xw *x, char *tmp, int failed)
{
        if (x->wb)
                lxw_workbook_free(x->wb);
        if (failed && tmp)
                unlink(tmp);
        free(tmp);
        kp_buf_free(&x->scratch);
}

int kp_report_xlsx_write(const kp_results *r, const kp_evaluation *e,
                         const char *results_sha256, const char *path,
                         char *errstr, size_t errstr_size)
{
        xw x = { 0 };
        char *tmp = NULL;
        int ret = -1;

        if (!r || !e || !r->plan || !path)
                return kp_err(errstr, errstr_size,
                              "%s: no results or evaluation to write",
                              path ? path : "workbook");
        x.r = r;
        x.e = e;
        x.sha = results_sha256 && *results_sha256 ? results_sha256 : NULL;
        if (workbook_begin(&x, path, &tmp, errstr, errstr_size))
                goto out;
        properties(&x);
        sheet_summary(&x);
        sheet_scenarios(&x);
        sheet_produce(&x);
        sheet_consume(&x);
        sheet_sweeps(&x);
        sheet_workloads(&x);
        sheet_series(&x);
        sheet_extrapolation(&x);
        sheet_environment(&x);
        sheet_signoff(&x);
        ret = workbook_finish(&x, path, tmp, errstr, errstr_size);
out:
        workbook_end(&x, tmp, ret != 0);
        return ret;
}

/* ---- the comparison workbook (kplan compare) ---------------------------- */

#define CMP_LAST 10 /* columns A..K */

static void cmp_runs(xw *x, lxw_worksheet *ws, lxw_row_t *row,
                     const kp_results *a, const kp_results *b,
                     const char *path_a, const char *path_b)
{
        static const char *const hdr[] = { "", "Run A (baseline)",
                                           "Run B (compared with A)" };
        const fmts *f = &x->f;
        const kp_results *rr[2] = { a, b };
        const char *paths[2] = { path_a, path_b };
        static const char *const labels[] = { "Results",    "Run ID",
                                              "Plan",       "Plan SHA-256",
                                              "Cluster",    "Started (UTC)",
                                              "Run status", "kplan version" };
        put_header(x, ws, *row, 0, hdr, 1);
        put_merged(x, ws, *row, 1, 5, hdr[1], f->hdr);
        put_merged(x, ws, *row, 6, CMP_LAST, hdr[2], f->hdr);
        (*row)++;
        for (size_t i = 0; i < KP_ARRAY_LEN(labels); i++, (*row)++) {
                put_str(x, ws, *row, 0, labels[i], f->rowlabel);
                for (int k = 0; k < 2; k++) {
                        const kp_results *r = rr[k];
                        const char *v = "";
                        switch (i) {
                        case 0:
                                v = paths[k];
                                break;
                        case 1:
                                v = r->run_id;
                                break;
                        case 2:
                                v = r->plan->name;
                                break;
                        case 3:
                                v = r->plan_sha256;
                                break;
                        case 4:
                                v = r->cluster.embedded
                                        ? "embedded mock cluster"
                                        : r->cluster.bootstrap;
                                break;
                        case 5:
                                v = r->started_at;
                                break;
                        case 6:
                                v = r->status;
                                break;
                        default:
                                v = r->kplan_version;
                                break;
                        }
                        put_merged(x, ws, *row, k ? 6 : 1, k ? CMP_LAST : 5,
                                   v ? v : "", f->cell[NF_TEXT][0]);
                }
        }
        (*row)++;
}

/* One row of the metric table; the change is a fraction of |A| (percent
 * format), or text when A is 0. */
static void cmp_row(xw *x, lxw_worksheet *ws, lxw_row_t row,
                    const kp_compare_tier *t, const kp_compare_row *r)
{
        const fmts *f = &x->f;
        enum nf nf = nf_for_unit(r->metric->unit);
        enum st s = r->regression ? ST_FAIL : ST_PLAIN;
        put_str(x, ws, row, 0, t->name, f->cell[NF_TEXT][0]);
        put_str(x, ws, row, 1, r->metric->name, f->cell[NF_TEXT][0]);
        put_str(x, ws, row, 2, r->metric->unit, f->cell[NF_TEXT][0]);
        put_str(x, ws, row, 3, r->metric->higher_is_better ? "higher" : "lower",
                f->cell[NF_TEXT][0]);
        put_num(x, ws, row, 4, r->a, f->cell[nf][0]);
        put_num(x, ws, row, 5, r->b, f->cell[nf][s]);
        put_num(x, ws, row, 6, r->delta, f->cell[nf][0]);
        if (isfinite(r->ratio))
                put_num(x, ws, row, 7, r->ratio, f->cell[NF_RATIO][0]);
        else
                put_str(x, ws, row, 7, "", f->cell[NF_TEXT][0]);
        if (r->a != 0)
                put_num(x, ws, row, 8, (r->b - r->a) / fabs(r->a),
                        f->cell[NF_PCT][s]);
        else
                put_str(x, ws, row, 8, r->b == 0 ? "no change" : "from 0",
                        f->cell[NF_TEXT][s]);
        put_str(x, ws, row, 9, r->gated ? "yes" : "shown only",
                f->cell[NF_TEXT][0]);
        put_str(x, ws, row, 10,
                r->regression      ? "REGRESSION"
                : r->worse_pct < 0 ? "better"
                : r->worse_pct > 0 ? "worse"
                                   : "same",
                r->regression ? f->verdict[ST_FAIL] : f->cell[NF_TEXT][0]);
}

static void sheet_compare(xw *x, const kp_comparison *c, const kp_results *a,
                          const kp_results *b, const char *path_a,
                          const char *path_b)
{
        static const double widths[] = {
                24, 34, 9, 8, 14, 14, 14, 9, 10, 11, 13
        };
        static const char *const hdr[] = {
                "Tier",  "Metric", "Unit",   "Better", "A",      "B",
                "B - A", "B / A",  "Change", "Gated",  "Result",
        };
        const fmts *f = &x->f;
        lxw_worksheet *ws = add_sheet(x, "Comparison");
        lxw_row_t row = 0, first;
        kp_buf b_ = { 0 };
        enum st s = c->n_regressions ? ST_FAIL : ST_PASS;
        if (!ws)
                return;
        set_cols(x, ws, widths, KP_ARRAY_LEN(widths));
        if (a->cluster.embedded || b->cluster.embedded) {
                put_merged(x, ws, row, 0, CMP_LAST,
                           "WARNING: a run compared here measured "
                           "librdkafka's in-process mock cluster (the "
                           "embedded cluster), not a Kafka cluster; its "
                           "figures are no evidence about any Kafka cluster.",
                           f->warn);
                note_err(x, worksheet_set_row(ws, row, 36, NULL));
                row++;
        }
        put_merged(x, ws, row, 0, CMP_LAST, "Run comparison", f->title);
        note_err(x, worksheet_set_row(ws, row, 30, NULL));
        row++;
        kp_buf_printf(&b_,
                      "Run B against run A, tier by tier (matched by name; "
                      "parallel groups through their aggregates), every "
                      "catalog metric both runs measured. A regression is a "
                      "gated metric on which B is worse than A, in the "
                      "metric's direction, by more than %g%% of A.",
                      c->threshold_pct);
        put_merged(x, ws, row, 0, CMP_LAST, b_.s ? b_.s : "", f->subtitle);
        fit_row(x, ws, row, b_.s, 150, 14);
        kp_buf_free(&b_);
        row += 2;
        cmp_runs(x, ws, &row, a, b, path_a, path_b);
        put_merged(x, ws, row, 0, 1,
                   c->n_regressions ? "REGRESSION" : "NO REGRESSION",
                   f->big[s]);
        kp_buf_printf(&b_,
                      "%zu metric%s of B worse than A by more than %g%%; "
                      "%zu tier%s only in A, %zu only in B.",
                      c->n_regressions, c->n_regressions == 1 ? "" : "s",
                      c->threshold_pct, c->n_only_a,
                      c->n_only_a == 1 ? "" : "s", c->n_only_b);
        put_merged(x, ws, row, 2, CMP_LAST, b_.s ? b_.s : "", f->reason);
        note_err(x, worksheet_set_row(ws, row, 48, NULL));
        if (b_.oom)
                x->oom = 1;
        kp_buf_free(&b_);
        row += 2;
        put_merged(x, ws, row, 0, CMP_LAST, "Every metric compared", f->h2);
        note_err(x, worksheet_set_row(ws, row, 22, NULL));
        row++;
        put_header(x, ws, row, 0, hdr, KP_ARRAY_LEN(hdr));
        first = row;
        row++;
        for (size_t i = 0; i < c->n_tiers; i++) {
                const kp_compare_tier *t = &c->tiers[i];
                for (size_t k = 0; k < t->n_rows; k++)
                        cmp_row(x, ws, row++, t, &t->rows[k]);
                if (t->n_rows == 0) {
                        put_str(x, ws, row, 0, t->name, f->cell[NF_TEXT][0]);
                        put_merged(x, ws, row, 1, CMP_LAST,
                                   t->note ? t->note : "", f->note);
                        row++;
                }
        }
        if (row > first + 1)
                note_err(x,
                         worksheet_autofilter(ws, first, 0, row - 1, CMP_LAST));
        worksheet_freeze_panes(ws, first + 1, 0);
        row++;
        put_merged(x, ws, row, 0, CMP_LAST, "Not compared", f->h2);
        note_err(x, worksheet_set_row(ws, row, 22, NULL));
        row++;
        row = put_list(x, ws, row, CMP_LAST, 150, c->only_a, c->n_only_a,
                       "Every tier of A is in B.");
        if (c->n_only_a)
                put_merged(x, ws, row++, 0, CMP_LAST, "(above: only in A)",
                           f->note);
        row = put_list(x, ws, row, CMP_LAST, 150, c->only_b, c->n_only_b,
                       "Every tier of B is in A.");
        if (c->n_only_b)
                put_merged(x, ws, row++, 0, CMP_LAST, "(above: only in B)",
                           f->note);
        worksheet_activate(ws);
        sheet_finish(x, ws, 1);
}

int kp_compare_xlsx_write(const kp_comparison *c, const kp_results *a,
                          const kp_results *b, const char *path_a,
                          const char *path_b, const char *path, char *errstr,
                          size_t errstr_size)
{
        xw x = { 0 };
        char *tmp = NULL;
        int ret = -1;
        lxw_doc_properties dp = { 0 };

        if (!c || !a || !b || !a->plan || !path)
                return kp_err(errstr, errstr_size, "%s: nothing to write",
                              path ? path : "workbook");
        x.r = a;
        if (workbook_begin(&x, path, &tmp, errstr, errstr_size))
                goto out;
        dp.title = "kplan run comparison";
        dp.subject = "Kafka acceptance runs compared";
        dp.author = "kplan";
        dp.keywords = "Kafka, comparison, regression, kplan";
        dp.status = c->n_regressions ? "REGRESSION" : "NO REGRESSION";
        /* The later run's finish time, so that the same inputs give the
         * same workbook. */
        dp.created =
            utc_time(b->finished_at[0] ? b->finished_at : b->started_at);
        note_err(&x, workbook_set_properties(x.wb, &dp));
        sheet_compare(&x, c, a, b, path_a, path_b);
        ret = workbook_finish(&x, path, tmp, errstr, errstr_size);
out:
        workbook_end(&x, tmp, ret != 0);
        return ret;
}
