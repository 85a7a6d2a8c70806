/* The workbook writers' shared helpers (report/xlsx/report_xlsx_priv.h): cells,
 * formats, sheets, charts, and the workbook's life from a temporary file to its
 * place. */
#include <errno.h>
#include <fcntl.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "report/xlsx/report_xlsx_priv.h"

#define COLOR_HEADER  0x1F4E78
#define COLOR_GROUP   0xD9E1F2
#define COLOR_BORDER  0xBFBFBF
#define COLOR_MUTED   0x595959
#define COLOR_INPUT   0xFFF2CC
#define COLOR_WARNING 0xC00000

#define TEXT_MAX     32000 /* below Excel's 32,767 characters a cell */
#define STAMP_FORMAT "yyyy-mm-dd hh:mm:ss"

static const char *const nf_codes[NF__N] = {
        NULL,      "#,##0",  "#,##0.0", "#,##0.00",      "#,##0.000",
        "0.0###%", "0.0000", "General", "#,##0.000000",  "#,##0.00\"x\"",
        "0%",      "0.00%",  "0.000%",  "0.00##\" pp\"",
};

static const lxw_color_t st_fill[ST__N] = { 0, 0xC6EFCE, 0xFFC7CE, 0xFFEB9C,
                                            0xEDEDED };
static const lxw_color_t st_font[ST__N] = { 0, 0x006100, 0x9C0006, 0x9C5700,
                                            0x595959 };

/* Okabe-Ito, as the SVG charts of the Markdown report. */
static const lxw_color_t palette[] = { 0x0072B2, 0xE69F00, 0x009E73,
                                       0xD55E00, 0xCC79A7, 0x56B4E9 };

lxw_color_t xl_palette_color(size_t i)
{
        return palette[i % KP_ARRAY_LEN(palette)];
}

/* ---- words ------------------------------------------------------------ */

const char *xl_tr(const xw *x, kp_s key)
{
        return kp_tr(x->lang, key);
}

const char *xl_verdict(const xw *x, kp_verdict v, const char *text)
{
        if (!text || !*text)
                return "";
        switch (v) {
        case KP_PASS:
                return xl_tr(x, KP_S_XL_PASS);
        case KP_FAIL:
                return xl_tr(x, KP_S_XL_FAIL);
        case KP_INCOMPLETE:
                return xl_tr(x, KP_S_XL_INCOMPLETE);
        case KP_NA:
                return xl_tr(x, KP_S_XL_NA);
        case KP_INCONCLUSIVE:
                return xl_tr(x, KP_S_XL_INCONCLUSIVE);
        }
        return text;
}

const char *xl_decision(const xw *x, size_t i)
{
        static const kp_s words[KP_RM_DECISIONS] = { KP_S_XL_APPROVED,
                                                     KP_S_XL_APPROVED_IF,
                                                     KP_S_XL_REJECTED,
                                                     KP_S_XL_NOT_VALID };
        return i < KP_RM_DECISIONS ? xl_tr(x, words[i]) : "";
}

/* ---- small helpers ---------------------------------------------------- */

void xl_note_err(xw *x, lxw_error err)
{
        if (err != LXW_NO_ERROR && x->err == LXW_NO_ERROR) {
                x->err = err;
                x->err_sheet = x->sheet;
        }
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
const char *xl_clean(xw *x, const char *s)
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
int xl_row_lines(const char *s, double width)
{
        int lines;
        text_width(s, &lines, width * 1.15 - 2.0);
        return lines;
}

/* Makes a row tall enough for lines of line_pt points. */
void xl_set_lines(xw *x, lxw_worksheet *ws, lxw_row_t row, int lines,
                  double line_pt)
{
        if (lines > 1)
                xl_note_err(
                    x, worksheet_set_row(ws, row, line_pt * lines + 3, NULL));
}

void xl_fit_row(xw *x, lxw_worksheet *ws, lxw_row_t row, const char *s,
                double width, double line_pt)
{
        xl_set_lines(x, ws, row, xl_row_lines(s, width), line_pt);
}

void xl_put_str(xw *x, lxw_worksheet *ws, lxw_row_t row, lxw_col_t col,
                const char *s, lxw_format *f)
{
        const char *t = xl_clean(x, s);
        if (!*t)
                xl_note_err(x, worksheet_write_blank(ws, row, col, f));
        else
                xl_note_err(x, worksheet_write_string(ws, row, col, t, f));
}

/* A number; not finite (a ratio over nothing) shows "n/a". */
void xl_put_num(xw *x, lxw_worksheet *ws, lxw_row_t row, lxw_col_t col,
                double v, lxw_format *f)
{
        if (!isfinite(v))
                xl_note_err(x, worksheet_write_string(
                                   ws, row, col, xl_tr(x, KP_S_XL_N_A), f));
        else
                xl_note_err(x, worksheet_write_number(ws, row, col, v, f));
}

/* A property value: a number when it is one (so that Excel does not hold
 * numbers as text), else the text. Leading zeros and signs other than
 * "-" keep it text: "007" is an identifier. */
void xl_put_value(xw *x, lxw_worksheet *ws, lxw_row_t row, lxw_col_t col,
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
        xl_put_num(x, ws, row, col, v, num);
        return;
text:
        xl_put_str(x, ws, row, col, s, text);
}

void xl_put_merged(xw *x, lxw_worksheet *ws, lxw_row_t row, lxw_col_t first,
                   lxw_col_t last, const char *s, lxw_format *f)
{
        if (first == last) {
                xl_put_str(x, ws, row, first, s, f);
                return;
        }
        xl_note_err(x, worksheet_merge_range(ws, row, first, row, last,
                                             xl_clean(x, s), f));
}

void xl_put_strf(xw *x, lxw_worksheet *ws, lxw_row_t row, lxw_col_t col,
                 lxw_format *f, const char *fmt, ...)
{
        kp_buf b = { 0 };
        va_list ap;
        va_start(ap, fmt);
        kp_buf_vprintf(&b, fmt, ap);
        va_end(ap);
        if (b.oom)
                x->oom = 1;
        xl_put_str(x, ws, row, col, b.s ? b.s : "", f);
        kp_buf_free(&b);
}

/* A key/value list line: bold label in A, value merged over B..last. */
void xl_put_stamp(xw *x, lxw_worksheet *ws, lxw_row_t row, lxw_col_t col,
                  double unix_s, const char *text)
{
        if (unix_s < 0 || !isfinite(unix_s)) {
                xl_put_str(x, ws, row, col, text ? text : "",
                           x->f.cell[NF_TEXT][ST_PLAIN]);
                return;
        }
        xl_note_err(x, worksheet_write_unixtime(ws, row, col, (int64_t)unix_s,
                                                x->f.stamp));
}

void xl_put_kv_stamp(xw *x, lxw_worksheet *ws, lxw_row_t row, lxw_col_t last,
                     const char *label, double unix_s, const char *text)
{
        if (unix_s < 0 || !isfinite(unix_s)) {
                xl_put_kv(x, ws, row, last, label, text, 90);
                return;
        }
        xl_put_str(x, ws, row, 0, label, x->f.label);
        if (last > 1)
                xl_note_err(x, worksheet_merge_range(ws, row, 1, row, last, "",
                                                     x->f.kv_stamp));
        xl_note_err(x, worksheet_write_unixtime(ws, row, 1, (int64_t)unix_s,
                                                x->f.kv_stamp));
}

void xl_put_kv(xw *x, lxw_worksheet *ws, lxw_row_t row, lxw_col_t last,
               const char *label, const char *value, double width)
{
        xl_put_str(x, ws, row, 0, label, x->f.label);
        xl_put_merged(x, ws, row, 1, last, value ? value : "", x->f.kv_wrap);
        xl_fit_row(x, ws, row, value, width, 15);
}

lxw_row_t xl_put_kvs(xw *x, lxw_worksheet *ws, lxw_row_t row, lxw_col_t last,
                     const xl_kv *kv, size_t n, double width)
{
        for (size_t i = 0; i < n; i++)
                if (kv[i].label)
                        xl_put_kv(x, ws, row++, last, kv[i].label, kv[i].value,
                                  width);
        return row;
}

void xl_put_kv_num(xw *x, lxw_worksheet *ws, lxw_row_t row, const char *label,
                   double v, kp_rm_fmt nf)
{
        xl_put_str(x, ws, row, 0, label, x->f.label);
        xl_put_num(x, ws, row, 1, v, x->f.kv[nf]);
}

void xl_put_header(xw *x, lxw_worksheet *ws, lxw_row_t row, lxw_col_t col,
                   const char *const *names, size_t n)
{
        for (size_t i = 0; i < n; i++)
                xl_put_str(x, ws, row, (lxw_col_t)(col + i), names[i],
                           x->f.hdr);
}

void xl_set_cols(xw *x, lxw_worksheet *ws, const double *w, size_t n)
{
        for (size_t i = 0; i < n; i++)
                xl_note_err(x, worksheet_set_column(ws, (lxw_col_t)i,
                                                    (lxw_col_t)i, w[i], NULL));
}

lxw_worksheet *xl_open_sheet(xw *x, const char *name, const double *w, size_t n,
                             const char *title)
{
        lxw_worksheet *ws = xl_add_sheet(x, name);
        if (!ws)
                return NULL;
        xl_set_cols(x, ws, w, n);
        if (title) {
                xl_put_str(x, ws, 0, 0, title, x->f.title);
                xl_set_row(x, ws, 0, 30);
        }
        return ws;
}

const char *xl_marked(const xw *x, char *out, size_t size, const char *label,
                      const char *mark)
{
        if (mark)
                snprintf(out, size, xl_tr(x, KP_S_XL_MARKED), label, mark);
        else
                snprintf(out, size, "%s", label);
        return out;
}

/* Page setup and protection shared by every sheet. */
void xl_sheet_finish(xw *x, lxw_worksheet *ws, int landscape)
{
        lxw_protection prot = { 0 };
        kp_buf footer = { 0 };
        const char *name = x->footer ? x->footer : "";

        worksheet_set_paper(ws, 9); /* A4; fit to width suits Letter too */
        if (landscape)
                worksheet_set_landscape(ws);
        worksheet_set_margins(ws, 0.4, 0.4, 0.55, 0.55);
        worksheet_fit_to_pages(ws, 1, 0);
        worksheet_center_horizontally(ws);
        worksheet_gridlines(ws, LXW_HIDE_ALL_GRIDLINES);
        kp_buf_puts(&footer, "&L&8");
        kp_buf_puts(&footer, xl_tr(x, KP_S_XL_FOOTER));
        for (const char *p = name; *p && footer.len < 180; p++) {
                if (*p == '&')
                        kp_buf_putc(&footer, '&');
                kp_buf_putc(&footer, *p);
        }
        kp_buf_puts(&footer, "&C&8&A&R&8");
        kp_buf_puts(&footer, xl_tr(x, KP_S_XL_FOOTER_PAGE));
        if (!footer.oom)
                xl_note_err(x, worksheet_set_footer(ws, xl_clean(x, footer.s)));
        kp_buf_free(&footer);
        /* Against accidental edits only: no password, so a correction is
         * Review > Unprotect Sheet. Column widths and row heights may be
         * changed to read long text. */
        prot.format_columns = 1;
        prot.format_rows = 1;
        worksheet_protect(ws, NULL, &prot);
}

lxw_worksheet *xl_add_sheet(xw *x, const char *name)
{
        lxw_worksheet *ws = workbook_add_worksheet(x->wb, name);
        x->sheet = name;
        if (!ws) {
                xl_note_err(x, LXW_ERROR_MEMORY_MALLOC_FAILED);
                return NULL;
        }
        /* Rows sized for the 10 pt text of every cell. */
        worksheet_set_default_row(ws, 13.5, 0);
        return ws;
}

void xl_put_comment(xw *x, lxw_worksheet *ws, lxw_row_t row, lxw_col_t col,
                    const char *text)
{
        lxw_comment_options o = { 0 };
        o.author = "kplan";
        o.width = 320;
        o.height = 90;
        xl_note_err(x, worksheet_write_comment_opt(
                           ws, row, col, (char *)xl_clean(x, text), &o));
}

void xl_put_cell(xw *x, lxw_worksheet *ws, lxw_row_t row, lxw_col_t col,
                 const kp_rm_cell *c, kp_rm_fmt nf)
{
        if (c->fmt == KP_RM_TEXT)
                xl_put_str(x, ws, row, col, c->text,
                           x->f.cell[NF_TEXT][c->state]);
        else if (c->mark && isfinite(c->raw))
                xl_put_num(x, ws, row, col, c->raw,
                           x->f.marked[nf == KP_RM__FMTS ? c->fmt : nf]);
        else
                xl_put_num(
                    x, ws, row, col, c->raw,
                    x->f.cell[nf == KP_RM__FMTS ? c->fmt : nf][c->state]);
        if (c->state != ST_PLAIN && c->comment)
                xl_put_comment(x, ws, row, col, c->comment);
}

void xl_put_check(xw *x, lxw_worksheet *ws, lxw_row_t row, lxw_col_t col,
                  const kp_rm_check *k)
{
        lxw_format *txt = x->f.cell[NF_TEXT][ST_PLAIN];
        kp_rm_state s = kp_rm_state_of(k->verdict);
        xl_put_strf(x, ws, row, col, txt, "%s (%s)", k->op_symbol, k->fmt_unit);
        xl_put_num(x, ws, row, col + 1, k->threshold_number,
                   x->f.cell[k->threshold.fmt][ST_PLAIN]);
        if (k->has_value) {
                xl_put_num(x, ws, row, col + 2, k->value.raw,
                           x->f.cell[k->value.fmt][s]);
                xl_put_num(x, ws, row, col + 3, k->margin.raw,
                           x->f.margin[k->margin.fmt][k->op[0] == '>']);
        } else {
                xl_put_str(x, ws, row, col + 2, "", txt);
                xl_put_str(x, ws, row, col + 3, "", txt);
        }
        xl_put_str(x, ws, row, col + 4,
                   xl_verdict(x, k->verdict, k->verdict_text), x->f.verdict[s]);
}

lxw_row_t xl_put_list(xw *x, lxw_worksheet *ws, lxw_row_t row, lxw_col_t last,
                      double width, char *const *items, size_t n,
                      const char *none)
{
        if (n == 0) {
                xl_put_merged(x, ws, row, 0, last, none, x->f.note);
                return row + 1;
        }
        for (size_t i = 0; i < n; i++, row++) {
                kp_buf b = { 0 };
                kp_buf_printf(&b, "\xE2\x80\xA2 %s", items[i]);
                xl_put_merged(x, ws, row, 0, last, b.s, x->f.bullet);
                xl_fit_row(x, ws, row, b.s, width, 14);
                if (b.oom)
                        x->oom = 1;
                kp_buf_free(&b);
        }
        return row;
}

void xl_set_row(xw *x, lxw_worksheet *ws, lxw_row_t row, double height)
{
        xl_note_err(x, worksheet_set_row(ws, row, height, NULL));
}

void xl_put_h2(xw *x, lxw_worksheet *ws, lxw_row_t row, lxw_col_t last,
               const char *text)
{
        xl_put_merged(x, ws, row, 0, last, text, x->f.h2);
        xl_set_row(x, ws, row, 22);
}

/* ---- formats ---------------------------------------------------------- */

static lxw_format *new_fmt(xw *x)
{
        lxw_format *f = workbook_add_format(x->wb);
        if (!f) {
                x->oom = 1;
                return NULL;
        }
        /* A font with the glyphs of the language: Chinese text in a Latin
         * font is left to each reader's fallback. */
        format_set_font_name(f, xl_tr(x, KP_S_XL_FONT));
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
        f->caption = new_fmt(x);
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
        f->stamp = new_fmt(x);
        f->kv_stamp = new_fmt(x);
        for (int i = 0; i < 3; i++)
                f->dxf[i] = workbook_add_format(x->wb);
        for (int n = 0; n < NF__N; n++) {
                f->kv[n] = new_fmt(x);
                for (int s = 0; s < ST__N; s++)
                        f->cell[n][s] = new_fmt(x);
                f->margin[n][0] = new_fmt(x);
                f->margin[n][1] = new_fmt(x);
                f->marked[n] = new_fmt(x);
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
        format_set_italic(f->caption);
        format_set_text_wrap(f->caption);
        format_set_align(f->caption, LXW_ALIGN_VERTICAL_TOP);
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
        border(f->stamp);
        format_set_num_format(f->stamp, STAMP_FORMAT);
        format_set_align(f->stamp, LXW_ALIGN_LEFT);
        format_set_num_format(f->kv_stamp, STAMP_FORMAT);
        format_set_align(f->kv_stamp, LXW_ALIGN_LEFT);
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
/* The number format n in lang: percentage points in the report's own
 * words (docs/terms.md). */
static const char *nf_code(int n, kp_lang lang)
{
        if (n == KP_RM_PP)
                return kp_tr(lang, KP_S_XL_NF_PP);
        return nf_codes[n] ? nf_codes[n] : "General";
}

static void style_tables(fmts *f, kp_lang lang)
{
        static const lxw_color_t big_fill[ST__N] = { 0x7F7F7F, 0x00B050,
                                                     0xC00000, 0xFFC000,
                                                     0x7F7F7F };
        static const lxw_color_t big_font[ST__N] = {
                LXW_COLOR_WHITE, LXW_COLOR_WHITE, LXW_COLOR_WHITE,
                LXW_COLOR_BLACK, LXW_COLOR_WHITE
        };
        for (int n = 0; n < NF__N; n++) {
                for (int side = 0; side < 2; side++) {
                        const char *code = nf_code(n, lang);
                        char nf[128];
                        char neg[96];
                        snprintf(neg, sizeof(neg),
                                 kp_tr(lang, side ? KP_S_XL_NF_UNDER
                                                  : KP_S_XL_NF_OVER),
                                 code);
                        snprintf(nf, sizeof(nf), "%s;%s;%s", code, neg, code);
                        border(f->margin[n][side]);
                        format_set_num_format(f->margin[n][side], nf);
                }
                {
                        char nf[160];
                        snprintf(nf, sizeof(nf), kp_tr(lang, KP_S_XL_NF_MARK),
                                 nf_code(n, lang),
                                 kp_tr(lang, KP_S_RM_NOT_JUDGED));
                        border(f->marked[n]);
                        format_set_num_format(f->marked[n], nf);
                        format_set_font_color(f->marked[n], COLOR_MUTED);
                }
                if (nf_codes[n])
                        format_set_num_format(f->kv[n], nf_code(n, lang));
                format_set_align(f->kv[n], LXW_ALIGN_LEFT);
                for (int s = 0; s < ST__N; s++) {
                        lxw_format *c = f->cell[n][s];
                        border(c);
                        if (nf_codes[n])
                                format_set_num_format(c, nf_code(n, lang));
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
                static const kp_rm_state dx[3] = { ST_PASS, ST_INC, ST_FAIL };
                format_set_bg_color(f->dxf[i], st_fill[dx[i]]);
                format_set_font_color(f->dxf[i], st_font[dx[i]]);
        }
}

static int make_formats(xw *x)
{
        if (alloc_formats(x) != 0)
                return -1;
        style_text(&x->f);
        style_tables(&x->f, x->lang);
        style_inputs(&x->f);
        return 0;
}
lxw_chart *xl_new_chart(xw *x, uint8_t type, const char *title,
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
        if (x->lang != KP_LANG_EN) /* English charts keep the theme font */
                tf.name = af.name = (char *)xl_tr(x, KP_S_XL_FONT);
        chart_title_set_name(c, xl_clean(x, title));
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

int xl_add_series(xw *x, lxw_chart *c, const char *sheet, lxw_row_t first,
                  lxw_row_t last, lxw_col_t xcol, lxw_col_t ycol,
                  const char *name, size_t i, int markers)
{
        lxw_chart_series *s = chart_add_series(c, NULL, NULL);
        if (!s) {
                x->oom = 1;
                return -1;
        }
        chart_series_set_categories(s, sheet, first, xcol, last, xcol);
        chart_series_set_values(s, sheet, first, ycol, last, ycol);
        chart_series_set_name(s, name);
        xl_series_style(s, i, markers);
        return 0;
}

void xl_time_axes(lxw_chart *c)
{
        chart_axis_set_num_format(c->x_axis, "#,##0.#");
        chart_axis_set_min(c->x_axis, 0);
        chart_axis_set_min(c->y_axis, 0);
}

void xl_series_style(lxw_chart_series *s, size_t i, int markers)
{
        lxw_chart_line line = { 0 };
        line.color = xl_palette_color(i);
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

void xl_insert_chart(xw *x, lxw_worksheet *ws, lxw_row_t row, lxw_col_t col,
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
        xl_note_err(x, worksheet_insert_chart_opt(ws, row, col, c, &o));
}

int xl_put_caption(xw *x, lxw_worksheet *ws, lxw_row_t row, lxw_col_t first,
                   lxw_col_t last, double width, const char *caption)
{
        if (!caption || !*caption)
                return 1;
        xl_put_merged(x, ws, row, first, last, caption, x->f.caption);
        return xl_row_lines(caption, width);
}

void xl_limit_style(lxw_chart_series *s, size_t i)
{
        static const lxw_color_t color[] = { 0xC00000, 0x7030A0, 0xED7D31,
                                             0x404040 };
        static const uint8_t dash[] = { LXW_CHART_LINE_DASH_DASH,
                                        LXW_CHART_LINE_DASH_LONG_DASH,
                                        LXW_CHART_LINE_DASH_DASH_DOT,
                                        LXW_CHART_LINE_DASH_SQUARE_DOT };
        lxw_chart_line ln = { 0 }, edge = { 0 };
        lxw_chart_fill fill = { 0 };
        ln.color = edge.color = fill.color = color[i % KP_ARRAY_LEN(color)];
        ln.dash_type = dash[i % KP_ARRAY_LEN(dash)];
        ln.width = edge.width = 1.5;
        chart_series_set_line(s, &ln);
        /* A marker, where the caller gives one, in the line's colour. */
        chart_series_set_marker_line(s, &edge);
        chart_series_set_marker_fill(s, &fill);
}

const kp_rm_chart *xl_model_chart(const xw *x, kp_rm_chart_kind k, size_t tier)
{
        const kp_rmodel *m = x->m;
        int any_tier = k == KP_CH_TIERS_RATE || k == KP_CH_TIERS_FULL ||
                       k == KP_CH_TIERS_P95;
        for (size_t i = 0; i < m->n_charts; i++)
                if (m->charts[i].kind == k &&
                    (any_tier || m->charts[i].tier == tier))
                        return &m->charts[i];
        return NULL;
}

/* ---- workbook --------------------------------------------------------- */

time_t xlsx_utc_time(const char *iso)
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

int xlsx_begin(xw *x, const char *path, char *errstr, size_t errstr_size)
{
        int fd;
        if (asprintf(&x->tmp, "%s.tmp.%ld", path, (long)getpid()) < 0) {
                x->tmp = NULL;
                return kp_err(errstr, errstr_size, "%s: out of memory", path);
        }
        /* Create the file first: libxlsxwriter only opens it when closing,
         * after all the work, and then prints its own message. */
        fd = open(x->tmp, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
        if (fd < 0) {
                kp_err(errstr, errstr_size,
                       "%s: cannot create the workbook: %s", path,
                       strerror(errno));
                free(x->tmp);
                x->tmp = NULL;
                return -1;
        }
        close(fd);
        x->wb = workbook_new(x->tmp);
        if (!x->wb || make_formats(x) != 0)
                return kp_err(errstr, errstr_size,
                              "%s: out of memory creating the workbook", path);
        return 0;
}

int xlsx_finish(xw *x, const char *path, char *errstr, size_t errstr_size)
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
        if (sync_file(x->tmp) != 0)
                return kp_err(errstr, errstr_size, "%s: write error: %s", path,
                              strerror(errno));
        if (rename(x->tmp, path) != 0)
                return kp_err(errstr, errstr_size,
                              "%s: cannot rename into place: %s", path,
                              strerror(errno));
        return 0;
}

void xlsx_end(xw *x, int failed)
{
        if (x->wb)
                lxw_workbook_free(x->wb);
        if (failed && x->tmp)
                unlink(x->tmp);
        free(x->tmp);
        x->tmp = NULL;
        kp_buf_free(&x->scratch);
}
