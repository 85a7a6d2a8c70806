/* SVG charts (report/draw/svg.h): the chart object, ticks, numbers and text
 * metrics. Layout and drawing are in svg_draw.c. */
#include "report/draw/svg.h"

#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "report/draw/svg_priv.h"

/* ---- chart object ------------------------------------------------------ */

int kp_svg_chart_new(kp_svg_chart **out, kp_svg_kind kind)
{
        kp_svg_chart *c;
        *out = NULL;
        if (kind != KP_SVG_LINE && kind != KP_SVG_BAR &&
            kind != KP_SVG_SPECTRUM)
                return -1;
        c = calloc(1, sizeof(*c));
        if (!c)
                return -1;
        c->kind = kind;
        *out = c;
        return 0;
}

void kp_svg_chart_destroy(kp_svg_chart *c)
{
        if (!c)
                return;
        for (size_t i = 0; i < c->nseries; i++) {
                free(c->series[i].name);
                free(c->series[i].x);
                free(c->series[i].y);
                free(c->series[i].lo);
                free(c->series[i].hi);
        }
        free(c->series);
        for (size_t i = 0; i < c->ncats; i++)
                free(c->cats[i]);
        free(c->cats);
        free(c->title);
        free(c->x_label);
        free(c->y_label);
        for (size_t i = 0; i < c->nref; i++)
                free(c->ref_label[i]);
        free(c->mark_label);
        for (size_t i = 0; i < c->nev; i++)
                free(c->ev_label[i]);
        free(c);
}

/* Replaces *dst with a copy of src; NULL and "" both mean no text. */
static int svg_set_str(char **dst, const char *src)
{
        char *s = NULL;
        if (src && *src) {
                s = strdup(src);
                if (!s)
                        return -1;
        }
        free(*dst);
        *dst = s;
        return 0;
}

int kp_svg_chart_set_title(kp_svg_chart *c, const char *title)
{
        return svg_set_str(&c->title, title);
}

int kp_svg_chart_set_x_label(kp_svg_chart *c, const char *label)
{
        return svg_set_str(&c->x_label, label);
}

int kp_svg_chart_set_y_label(kp_svg_chart *c, const char *label)
{
        return svg_set_str(&c->y_label, label);
}

int kp_svg_chart_set_y_log(kp_svg_chart *c, int on)
{
        if (c->kind == KP_SVG_BAR)
                return -1;
        c->y_log = on != 0;
        return 0;
}

int kp_svg_chart_add_series(kp_svg_chart *c, const char *name)
{
        struct kp_svg_series *s;
        char *copy = NULL;
        if (c->nseries >= (size_t)INT32_MAX)
                return -1;
        if (c->nseries == c->series_cap) {
                size_t cap = c->series_cap ? c->series_cap * 2 : 4;
                s = realloc(c->series, cap * sizeof(*s));
                if (!s)
                        return -1;
                c->series = s;
                c->series_cap = cap;
        }
        if (svg_set_str(&copy, name))
                return -1;
        s = &c->series[c->nseries];
        memset(s, 0, sizeof(*s));
        s->name = copy;
        return (int)c->nseries++;
}

/* Grows one of a series' arrays to cap doubles; -1 when memory runs out
 * (the array is left as it was). */
static int svg_grow(double **v, size_t cap)
{
        double *n = realloc(*v, cap * sizeof(double));
        if (!n)
                return -1;
        *v = n;
        return 0;
}

static int svg_add_point(kp_svg_chart *c, int series, double x, double y,
                         double lo, double hi)
{
        struct kp_svg_series *s;
        if (series < 0 || (size_t)series >= c->nseries)
                return -1;
        s = &c->series[series];
        if (s->n == s->cap) {
                size_t cap = s->cap ? s->cap * 2 : 16;
                if (cap > SIZE_MAX / sizeof(double))
                        return -1;
                if (svg_grow(&s->x, cap) || svg_grow(&s->y, cap) ||
                    svg_grow(&s->lo, cap) || svg_grow(&s->hi, cap))
                        return -1;
                s->cap = cap;
        }
        s->x[s->n] = x;
        s->y[s->n] = y;
        s->lo[s->n] = lo;
        s->hi[s->n] = hi;
        s->n++;
        return 0;
}

int kp_svg_series_add_point(kp_svg_chart *c, int series, double x, double y)
{
        return svg_add_point(c, series, x, y, NAN, NAN);
}

int kp_svg_series_add_point_range(kp_svg_chart *c, int series, double x,
                                  double y, double lo, double hi)
{
        if (c->kind == KP_SVG_SPECTRUM)
                return -1;
        return svg_add_point(c, series, x, y, lo, hi);
}

int kp_svg_chart_set_categories(kp_svg_chart *c, const char **names, size_t n)
{
        char **cats = NULL;
        size_t i = 0;
        int ret = -1;
        if (c->kind != KP_SVG_BAR)
                goto out;
        if (n > 0) {
                cats = calloc(n, sizeof(*cats));
                if (!cats)
                        goto out;
        }
        for (i = 0; i < n; i++) {
                if (!names[i])
                        goto out;
                cats[i] = strdup(names[i]);
                if (!cats[i])
                        goto out;
        }
        for (size_t j = 0; j < c->ncats; j++)
                free(c->cats[j]);
        free(c->cats);
        c->cats = cats;
        c->ncats = n;
        cats = NULL;
        ret = 0;
out:
        if (cats) {
                for (size_t j = 0; j < i; j++)
                        free(cats[j]);
                free(cats);
        }
        return ret;
}

int kp_svg_chart_add_reference(kp_svg_chart *c, double y, const char *label,
                               size_t category, int series)
{
        char *copy = NULL;
        if (!isfinite(y) || c->nref >= KP_SVG_MAX_REFS ||
            (c->kind != KP_SVG_BAR && category != KP_SVG_ALL))
                return -1;
        if (svg_set_str(&copy, label))
                return -1;
        c->ref_y[c->nref] = y;
        c->ref_label[c->nref] = copy;
        c->ref_cat[c->nref] = category;
        c->ref_series[c->nref] = category == KP_SVG_ALL ? -1 : series;
        c->nref++;
        return 0;
}

int kp_svg_chart_set_reference(kp_svg_chart *c, double y, const char *label)
{
        char *copy = NULL;
        if (!isfinite(y) || svg_set_str(&copy, label))
                return -1;
        for (size_t i = 0; i < c->nref; i++)
                free(c->ref_label[i]);
        c->ref_y[0] = y;
        c->ref_label[0] = copy;
        c->ref_cat[0] = KP_SVG_ALL;
        c->ref_series[0] = -1;
        c->nref = 1;
        return 0;
}

int kp_svg_chart_mark_point(kp_svg_chart *c, double x, double y,
                            const char *label)
{
        if (c->kind == KP_SVG_BAR || !isfinite(x) || !isfinite(y))
                return -1;
        if (svg_set_str(&c->mark_label, label))
                return -1;
        c->has_mark = 1;
        c->mark_x = x;
        c->mark_y = y;
        return 0;
}

int kp_svg_chart_add_event(kp_svg_chart *c, double x, const char *label)
{
        char *l = NULL;
        if (c->kind != KP_SVG_LINE || !isfinite(x) ||
            c->nev >= KP_SVG_MAX_EVENTS)
                return -1;
        if (svg_set_str(&l, label))
                return -1;
        c->ev_x[c->nev] = x;
        c->ev_label[c->nev++] = l;
        return 0;
}

int kp_svg_chart_shade_category(kp_svg_chart *c, size_t category)
{
        if (c->kind != KP_SVG_BAR || !c->has_mark ||
            c->n_more >= KP_SVG_MAX_MARKS)
                return -1;
        if (category != c->mark_cat)
                c->more_cat[c->n_more++] = category;
        return 0;
}

int kp_svg_chart_mark_category(kp_svg_chart *c, size_t category,
                               const char *label)
{
        if (c->kind != KP_SVG_BAR)
                return -1;
        if (svg_set_str(&c->mark_label, label))
                return -1;
        c->has_mark = 1;
        c->mark_cat = category;
        return 0;
}

/* ---- ticks and numbers ------------------------------------------------- */

int kp_svg_nice_ticks(double min, double max, size_t max_ticks, double *ticks,
                      size_t *n)
{
        static const double mult[] = { 1.0, 2.0, 5.0 };
        double range, raw, decade;
        *n = 0;
        if (!isfinite(min) || !isfinite(max) || max_ticks < 3 || !ticks)
                return -1;
        if (min > max) {
                double t = min;
                min = max;
                max = t;
        }
        if (max - min <= fabs(max) * 1e-12) {
                if (min == 0.0) {
                        max = 1.0;
                } else {
                        double d = fabs(min) * 0.1;
                        min -= d;
                        max += d;
                }
        }
        range = max - min;
        if (!isfinite(range))
                return -1;
        raw = range / (double)(max_ticks - 1);
        decade = pow(10.0, floor(log10(raw)));
        /* The smallest step that is at least raw can still need one tick
         * too many once the ends are rounded out, so try larger steps
         * until the count fits; a bounded loop, as a guard. */
        for (int tries = 0; tries < 64; tries++) {
                double step = mult[tries % 3] * decade;
                double lo, hi;
                if (tries % 3 == 2)
                        decade *= 10.0;
                if (!isfinite(step) || step <= 0.0)
                        return -1;
                if (step < raw * (1.0 - 1e-9))
                        continue;
                lo = floor(min / step + 1e-9);
                hi = ceil(max / step - 1e-9);
                if (hi - lo + 1.0 > (double)max_ticks)
                        continue;
                for (size_t i = 0; i <= (size_t)(hi - lo); i++) {
                        double t = (lo + (double)i) * step;
                        if (fabs(t) < step * 1e-9)
                                t = 0.0;
                        ticks[(*n)++] = t;
                }
                return 0;
        }
        return -1;
}

/* Fixed-point number with thousands separators in the integer part, an
 * optional suffix, and no "-0". With trim, trailing fractional zeros go. */
static void svg_fmt_fixed(char *out, size_t size, double v, int decimals,
                          const char *suffix, int trim)
{
        char digits[64];
        char res[96];
        size_t o = 0, intlen, len;
        int neg;
        if (fabs(v) >= 1e15) {
                snprintf(out, size, "%.3g%s", v, suffix);
                return;
        }
        snprintf(digits, sizeof(digits), "%.*f", decimals, fabs(v));
        len = strlen(digits);
        if (trim && strchr(digits, '.')) {
                while (len > 0 && digits[len - 1] == '0')
                        digits[--len] = '\0';
                if (len > 0 && digits[len - 1] == '.')
                        digits[--len] = '\0';
        }
        neg = v < 0.0 && strspn(digits, "0.") != len;
        intlen = strcspn(digits, ".");
        if (neg)
                res[o++] = '-';
        for (size_t i = 0; i < len && o + 2 < sizeof(res); i++) {
                if (i > 0 && i < intlen && (intlen - i) % 3 == 0)
                        res[o++] = ',';
                res[o++] = digits[i];
        }
        res[o] = '\0';
        snprintf(out, size, "%s%s", res, suffix);
}

/* The SI prefix of a magnitude: k from 10,000 (so that 9,999 stays
 * itself), then M, G and T. */
static void si_prefix(double mag, double *scale, const char **suf)
{
        static const struct {
                double from, scale;
                const char *suf;
        } p[] = { { 1e12, 1e12, "T" },
                  { 1e9, 1e9, "G" },
                  { 1e6, 1e6, "M" },
                  { 1e4, 1e3, "k" } };
        for (size_t i = 0; i < sizeof(p) / sizeof(p[0]); i++)
                if (mag >= p[i].from) {
                        *scale = p[i].scale;
                        *suf = p[i].suf;
                        return;
                }
}

/* One scale for a whole axis (chosen from its largest tick) so labels
 * line up: 0, 500, 1,000 ... or 0k, 20k, 40k ... or 0.0M, 0.5M, 1.0M. */
void svg_fmt_tick(char *out, size_t size, double v, double step, double mag)
{
        double scale = 1.0, s;
        const char *suf = "";
        int dec = 0;
        if (v == 0.0) {
                snprintf(out, size, "0");
                return;
        }
        si_prefix(mag, &scale, &suf);
        s = step / scale;
        if (s > 0.0 && s < 1.0)
                dec = (int)ceil(-log10(s) - 1e-9);
        if (dec > 12)
                dec = 12;
        svg_fmt_fixed(out, size, v / scale, dec, suf, 0);
}

/* A data value for people: three significant digits, SI above 10,000. */
void svg_fmt_value(char *out, size_t size, double v)
{
        double a = fabs(v), scale = 1.0, s;
        const char *suf = "";
        int dec;
        si_prefix(a, &scale, &suf);
        s = a / scale;
        if (s == 0.0 || s >= 100.0)
                dec = 0;
        else if (s >= 10.0)
                dec = 1;
        else
                dec = 2 - (int)floor(log10(s));
        if (dec > 12)
                dec = 12;
        svg_fmt_fixed(out, size, v / scale, dec, suf, 1);
}

/* Coordinates: two decimals at most, trailing zeros and "-0" dropped, so
 * the output is compact and the same on every run. */
const char *svg_n(char *out, size_t size, double v)
{
        size_t len;
        v = round(v * 100.0) / 100.0;
        if (v == 0.0)
                v = 0.0;
        snprintf(out, size, "%.2f", v);
        len = strlen(out);
        while (len > 0 && out[len - 1] == '0')
                out[--len] = '\0';
        if (len > 0 && out[len - 1] == '.')
                out[--len] = '\0';
        return out;
}

/* ---- text -------------------------------------------------------------- */

/* Length of the valid UTF-8 sequence at p and its code point, or 0 when
 * the bytes are not valid UTF-8 or not a character XML allows. */
static size_t svg_utf8(const unsigned char *p, uint32_t *cp)
{
        size_t n;
        uint32_t v, min;
        if (p[0] < 0x80) {
                *cp = p[0];
                return 1;
        }
        if (p[0] >= 0xC2 && p[0] <= 0xDF) {
                n = 2;
                v = p[0] & 0x1F;
                min = 0x80;
        } else if (p[0] >= 0xE0 && p[0] <= 0xEF) {
                n = 3;
                v = p[0] & 0x0F;
                min = 0x800;
        } else if (p[0] >= 0xF0 && p[0] <= 0xF4) {
                n = 4;
                v = p[0] & 0x07;
                min = 0x10000;
        } else {
                return 0;
        }
        /* Stops at the first byte that is not a continuation, so the NUL
         * terminator is never passed. */
        for (size_t i = 1; i < n; i++) {
                if ((p[i] & 0xC0) != 0x80)
                        return 0;
                v = (v << 6) | (p[i] & 0x3F);
        }
        if (v < min || v > 0x10FFFF || (v >= 0xD800 && v <= 0xDFFF) ||
            v == 0xFFFE || v == 0xFFFF)
                return 0;
        *cp = v;
        return n;
}

static int svg_wide(uint32_t cp)
{
        return (cp >= 0x1100 && cp <= 0x115F) ||
               (cp >= 0x2E80 && cp <= 0xA4CF) ||
               (cp >= 0xAC00 && cp <= 0xD7A3) ||
               (cp >= 0xF900 && cp <= 0xFAFF) ||
               (cp >= 0xFE30 && cp <= 0xFE4F) ||
               (cp >= 0xFF00 && cp <= 0xFF60) ||
               (cp >= 0xFFE0 && cp <= 0xFFE6) || cp >= 0x20000;
}

/* Width of one character in em. An estimate on the wide side: the file
 * has no font metrics, and the viewer's font is not known. */
static double svg_char_em(uint32_t cp)
{
        if (cp < 0x80) {
                if (cp == '%' || cp == 'm' || cp == 'w' || cp == 'M' ||
                    cp == 'W')
                        return 0.92;
                if (cp >= '0' && cp <= '9')
                        return 0.64;
                if (cp >= 'A' && cp <= 'Z')
                        return 0.70;
                if (cp == ' ' || strchr(".,:;'|!il()[]", (int)cp))
                        return 0.34;
                if (cp >= 'a' && cp <= 'z')
                        return 0.58;
                return 0.64;
        }
        return svg_wide(cp) ? 1.0 : 0.64;
}

/* svg_utf8(), with a byte that starts no valid character read as one
 * U+FFFD of length 1. */
static size_t svg_char(const unsigned char *p, uint32_t *cp)
{
        size_t len = svg_utf8(p, cp);
        if (len == 0) {
                *cp = 0xFFFD;
                len = 1;
        }
        return len;
}

double svg_text_w(const char *s, double font_px)
{
        const unsigned char *p = (const unsigned char *)s;
        double em = 0.0;
        while (*p) {
                uint32_t cp;
                size_t len = svg_char(p, &cp);
                em += svg_char_em(cp);
                p += len;
        }
        return em * font_px;
}

/* Appends s as XML character data, at most max_w pixels wide at font_px
 * (0 for no limit); a cut string ends in an ellipsis. */
void svg_put_text(kp_buf *b, const char *s, double font_px, double max_w)
{
        const unsigned char *p = (const unsigned char *)s;
        const double ell = svg_char_em(0x2026) * font_px;
        double w = 0.0;
        int fits = max_w <= 0.0 || svg_text_w(s, font_px) <= max_w;
        while (*p) {
                uint32_t cp;
                size_t len = svg_char(p, &cp);
                w += svg_char_em(cp) * font_px;
                if (!fits && w + ell > max_w) {
                        kp_buf_puts(b, "\xE2\x80\xA6");
                        return;
                }
                if (cp == 0xFFFD && len == 1)
                        kp_buf_puts(b, "\xEF\xBF\xBD");
                else if (cp == '&')
                        kp_buf_puts(b, "&amp;");
                else if (cp == '<')
                        kp_buf_puts(b, "&lt;");
                else if (cp == '>')
                        kp_buf_puts(b, "&gt;");
                else if (cp == '"')
                        kp_buf_puts(b, "&quot;");
                else if (cp == '\'')
                        kp_buf_puts(b, "&apos;");
                else if (cp < 0x20 || cp == 0x7F)
                        /* XML 1.0 forbids most control characters, and a
                         * chart label is one line anyway. */
                        kp_buf_putc(b, ' ');
                else
                        kp_buf_append(b, (const char *)p, len);
                p += len;
        }
}

/* <text> with the given attributes, content s cut to max_w. */
void svg_text(kp_buf *b, double x, double y, const char *attrs, const char *s,
              double font_px, double max_w)
{
        char xs[32], ys[32];
        kp_buf_printf(b, "<text x=\"%s\" y=\"%s\"%s%s>", SVG_N(xs, x),
                      SVG_N(ys, y), *attrs ? " " : "", attrs);
        svg_put_text(b, s, font_px, max_w);
        kp_buf_puts(b, "</text>\n");
}
