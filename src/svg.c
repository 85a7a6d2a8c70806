#include "svg.h"

#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Fixed canvas: the report shows every chart at the same size. */
#define SVG_W              800.0
#define SVG_H              460.0
#define SVG_MAX_TICKS      16
#define SVG_SPECTRUM_MAX   7 /* decades: 99.99999% */
#define SVG_MARKERS_MAX    40
#define SVG_FONT_TICK      12.0
#define SVG_FONT_LABEL     13.0
#define SVG_FONT_TITLE     18.0
#define SVG_FONT_TITLE_MIN 12.0
#define SVG_LEGEND_ROW     22.0
#define SVG_BOLD           1.1 /* bold text is about this much wider */

/* Only fonts the viewer already has: an SVG shown as an image may not load
 * any. The CJK families are named so that Chinese titles get a matching
 * face where the Latin ones have no such glyphs. */
#define SVG_FONTS                                                              \
        "Helvetica, Arial, 'DejaVu Sans', 'Noto Sans', 'Noto Sans CJK SC', "   \
        "'PingFang SC', 'Microsoft YaHei', sans-serif"

#define SVG_C_TEXT     "#222222"
#define SVG_C_TICKTEXT "#555555"
#define SVG_C_GRID     "#e5e5e5"
#define SVG_C_AXIS     "#888888"
#define SVG_C_REF      "#555555"
#define SVG_C_MARK     "#111111"
#define SVG_C_BAND     "#fff1c9"
#define SVG_C_NODATA   "#777777"

struct kp_svg_series {
        char *name;
        double *x, *y;
        size_t n, cap;
};

struct kp_svg_chart {
        kp_svg_kind kind;
        char *title, *x_label, *y_label;
        int y_log;
        struct kp_svg_series *series;
        size_t nseries, series_cap;
        char **cats;
        size_t ncats;
        int has_ref;
        double ref_y;
        char *ref_label;
        int has_mark;
        double mark_x, mark_y;
        size_t mark_cat;
        char *mark_label;
        /* LINE: vertical event markers (kp_svg_chart_add_event). */
        double ev_x[KP_SVG_MAX_EVENTS];
        char *ev_label[KP_SVG_MAX_EVENTS];
        size_t nev;
};

/* A drawable point in plot units (log10 for log axes); order breaks ties
 * in x so that sorting, and so the output, is deterministic. */
struct svg_pt {
        double x, y;
        size_t order;
};

struct svg_axis {
        double lo, hi;             /* shown range, plot units */
        double at[SVG_MAX_TICKS];  /* tick positions, plot units */
        double val[SVG_MAX_TICKS]; /* tick values, data units */
        size_t n;
        double step, mag; /* linear: tick step and largest |tick| */
        int log;
};

struct svg_ctx {
        const kp_svg_chart *c;
        struct svg_pt **pts;
        size_t *npts;
        size_t total;
        double px, py, pw, ph; /* plot area */
        struct svg_axis xa, ya;
        double title_font, title_y;
        double legend_y; /* centre of the first legend row */
        int cat_rotate;
        double cat_max_w;
};

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
        }
        free(c->series);
        for (size_t i = 0; i < c->ncats; i++)
                free(c->cats[i]);
        free(c->cats);
        free(c->title);
        free(c->x_label);
        free(c->y_label);
        free(c->ref_label);
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

int kp_svg_series_add_point(kp_svg_chart *c, int series, double x, double y)
{
        struct kp_svg_series *s;
        if (series < 0 || (size_t)series >= c->nseries)
                return -1;
        s = &c->series[series];
        if (s->n == s->cap) {
                size_t cap = s->cap ? s->cap * 2 : 16;
                double *nx, *ny;
                if (cap > SIZE_MAX / sizeof(double))
                        return -1;
                nx = realloc(s->x, cap * sizeof(double));
                if (!nx)
                        return -1;
                s->x = nx;
                ny = realloc(s->y, cap * sizeof(double));
                if (!ny)
                        return -1;
                s->y = ny;
                s->cap = cap;
        }
        s->x[s->n] = x;
        s->y[s->n] = y;
        s->n++;
        return 0;
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

int kp_svg_chart_set_reference(kp_svg_chart *c, double y, const char *label)
{
        if (!isfinite(y))
                return -1;
        if (svg_set_str(&c->ref_label, label))
                return -1;
        c->has_ref = 1;
        c->ref_y = y;
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

/* One scale for a whole axis (chosen from its largest tick) so labels
 * line up: 0, 500, 1,000 ... or 0k, 20k, 40k ... or 0.0M, 0.5M, 1.0M. */
static void svg_fmt_tick(char *out, size_t size, double v, double step,
                         double mag)
{
        double scale = 1.0, s;
        const char *suf = "";
        int dec = 0;
        if (v == 0.0) {
                snprintf(out, size, "0");
                return;
        }
        if (mag >= 1e12) {
                scale = 1e12;
                suf = "T";
        } else if (mag >= 1e9) {
                scale = 1e9;
                suf = "G";
        } else if (mag >= 1e6) {
                scale = 1e6;
                suf = "M";
        } else if (mag >= 1e4) {
                scale = 1e3;
                suf = "k";
        }
        s = step / scale;
        if (s > 0.0 && s < 1.0)
                dec = (int)ceil(-log10(s) - 1e-9);
        if (dec > 12)
                dec = 12;
        svg_fmt_fixed(out, size, v / scale, dec, suf, 0);
}

/* A data value for people: three significant digits, SI above 10,000. */
static void svg_fmt_value(char *out, size_t size, double v)
{
        double a = fabs(v), scale = 1.0, s;
        const char *suf = "";
        int dec;
        if (a >= 1e12) {
                scale = 1e12;
                suf = "T";
        } else if (a >= 1e9) {
                scale = 1e9;
                suf = "G";
        } else if (a >= 1e6) {
                scale = 1e6;
                suf = "M";
        } else if (a >= 1e4) {
                scale = 1e3;
                suf = "k";
        }
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
static const char *svg_n(char *out, size_t size, double v)
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

#define SVG_N(buf, v) svg_n(buf, sizeof(buf), v)

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

static double svg_text_w(const char *s, double font_px)
{
        const unsigned char *p = (const unsigned char *)s;
        double em = 0.0;
        while (*p) {
                uint32_t cp;
                size_t len = svg_utf8(p, &cp);
                if (len == 0) {
                        cp = 0xFFFD;
                        len = 1;
                }
                em += svg_char_em(cp);
                p += len;
        }
        return em * font_px;
}

/* Appends s as XML character data, at most max_w pixels wide at font_px
 * (0 for no limit); a cut string ends in an ellipsis. */
static void svg_put_text(kp_buf *b, const char *s, double font_px, double max_w)
{
        const unsigned char *p = (const unsigned char *)s;
        const double ell = svg_char_em(0x2026) * font_px;
        double w = 0.0;
        int fits = max_w <= 0.0 || svg_text_w(s, font_px) <= max_w;
        while (*p) {
                uint32_t cp;
                size_t len = svg_utf8(p, &cp);
                if (len == 0) {
                        cp = 0xFFFD;
                        len = 1;
                }
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
static void svg_text(kp_buf *b, double x, double y, const char *attrs,
                     const char *s, double font_px, double max_w)
{
        char xs[32], ys[32];
        kp_buf_printf(b, "<text x=\"%s\" y=\"%s\"%s%s>", SVG_N(xs, x),
                      SVG_N(ys, y), *attrs ? " " : "", attrs);
        svg_put_text(b, s, font_px, max_w);
        kp_buf_puts(b, "</text>\n");
}

/* ---- layout ------------------------------------------------------------ */

static const char *svg_colour(size_t i)
{
        /* Okabe-Ito, reordered so the first few are the most distinct on
         * white; yellow, hard to see on white, comes last. */
        static const char *const palette[] = { "#0072B2", "#E69F00", "#009E73",
                                               "#D55E00", "#CC79A7", "#56B4E9",
                                               "#000000", "#F0E442" };
        return palette[i % KP_ARRAY_LEN(palette)];
}

/* Beyond the palette, lines repeat colours with a dash pattern. */
static const char *svg_dash(size_t i)
{
        static const char *const dashes[] = { "", " stroke-dasharray=\"6 3\"",
                                              " stroke-dasharray=\"2 3\"" };
        return dashes[(i / 8) % KP_ARRAY_LEN(dashes)];
}

static double svg_map_x(const struct svg_ctx *x, double v)
{
        double span = x->xa.hi - x->xa.lo;
        return x->px + (span > 0.0 ? (v - x->xa.lo) / span : 0.5) * x->pw;
}

static double svg_map_y(const struct svg_ctx *x, double v)
{
        double span = x->ya.hi - x->ya.lo;
        return x->py + x->ph -
               (span > 0.0 ? (v - x->ya.lo) / span : 0.5) * x->ph;
}

static int svg_pt_cmp(const void *a, const void *b)
{
        const struct svg_pt *p = a, *q = b;
        if (p->x != q->x)
                return p->x < q->x ? -1 : 1;
        return p->order < q->order ? -1 : p->order > q->order;
}

/* Spectrum x in plot units: decades of 1/(1-p). */
static double svg_spectrum_x(double pct)
{
        return log10(100.0 / (100.0 - pct));
}

/* Maps a point to plot units; 0 when it cannot be drawn. */
static int svg_to_plot(const kp_svg_chart *c, double *px, double *py)
{
        if (!isfinite(*px) || !isfinite(*py))
                return 0;
        if (c->y_log) {
                if (*py <= 0.0)
                        return 0;
                *py = log10(*py);
        }
        if (c->kind == KP_SVG_SPECTRUM) {
                if (*px < 0.0 || *px >= 100.0)
                        return 0;
                *px = svg_spectrum_x(*px);
                if (*px > SVG_SPECTRUM_MAX)
                        return 0;
        }
        return 1;
}

static int svg_check(const kp_svg_chart *c, char *errstr, size_t errstr_size)
{
        const char *t = c->title ? c->title : "(untitled)";
        if (c->kind != KP_SVG_BAR)
                return 0;
        for (size_t s = 0; s < c->nseries; s++) {
                const struct kp_svg_series *se = &c->series[s];
                for (size_t i = 0; i < se->n; i++) {
                        double v = se->x[i];
                        if (!isfinite(v))
                                continue;
                        if (v < 0.0 || v != floor(v) || v >= (double)c->ncats)
                                return kp_err(
                                    errstr, errstr_size,
                                    "bar chart \"%s\": series %zu (\"%s\") "
                                    "has a point at category %g, but "
                                    "categories are indexed 0 to %zu; set "
                                    "them with kp_svg_chart_set_categories",
                                    t, s, se->name ? se->name : "", v,
                                    c->ncats ? c->ncats - 1 : 0);
                }
        }
        if (c->has_mark && c->mark_cat >= c->ncats)
                return kp_err(errstr, errstr_size,
                              "bar chart \"%s\": the marked category %zu "
                              "does not exist (%zu categories)",
                              t, c->mark_cat, c->ncats);
        return 0;
}

static int svg_collect(struct svg_ctx *x)
{
        const kp_svg_chart *c = x->c;
        if (c->nseries == 0)
                return 0;
        x->pts = calloc(c->nseries, sizeof(*x->pts));
        x->npts = calloc(c->nseries, sizeof(*x->npts));
        if (!x->pts || !x->npts)
                return -1;
        for (size_t s = 0; s < c->nseries; s++) {
                const struct kp_svg_series *se = &c->series[s];
                if (se->n == 0)
                        continue;
                x->pts[s] = malloc(se->n * sizeof(struct svg_pt));
                if (!x->pts[s])
                        return -1;
                for (size_t i = 0; i < se->n; i++) {
                        double px = se->x[i], py = se->y[i];
                        struct svg_pt *p;
                        if (!svg_to_plot(c, &px, &py))
                                continue;
                        p = &x->pts[s][x->npts[s]++];
                        p->x = px;
                        p->y = py;
                        p->order = i;
                }
                if (c->kind != KP_SVG_BAR)
                        qsort(x->pts[s], x->npts[s], sizeof(struct svg_pt),
                              svg_pt_cmp);
                x->total += x->npts[s];
        }
        return 0;
}

static void svg_ctx_free(struct svg_ctx *x)
{
        if (x->pts)
                for (size_t s = 0; s < x->c->nseries; s++)
                        free(x->pts[s]);
        free(x->pts);
        free(x->npts);
}

static void svg_linear_axis(struct svg_axis *a, double lo, double hi,
                            size_t max_ticks)
{
        size_t n = 0;
        if (max_ticks > SVG_MAX_TICKS)
                max_ticks = SVG_MAX_TICKS;
        /* Only fails for ranges beyond a double; show the bare range. */
        if (kp_svg_nice_ticks(lo, hi, max_ticks, a->val, &n) || n < 2) {
                a->val[0] = lo;
                a->val[1] = hi > lo ? hi : lo + 1.0;
                n = 2;
        }
        a->n = n;
        a->lo = a->val[0];
        a->hi = a->val[n - 1];
        a->step = a->val[1] - a->val[0];
        a->mag = fmax(fabs(a->lo), fabs(a->hi));
        a->log = 0;
        for (size_t i = 0; i < n; i++)
                a->at[i] = a->val[i];
}

/* lo and hi in log10 units. Whole decades; 1-2-5 inside when there are
 * few of them, every k-th decade when there are many. */
static void svg_log_axis(struct svg_axis *a, double lo, double hi,
                         size_t max_ticks)
{
        static const double mult[] = { 1.0, 2.0, 5.0 };
        double e0 = floor(lo + 1e-9), e1 = ceil(hi - 1e-9);
        double every;
        size_t n;
        if (e1 <= e0)
                e1 = e0 + 1.0;
        if (max_ticks > SVG_MAX_TICKS)
                max_ticks = SVG_MAX_TICKS;
        a->lo = e0;
        a->hi = e1;
        a->log = 1;
        a->n = 0;
        if ((e1 - e0) * 3.0 + 1.0 <= (double)max_ticks) {
                for (double e = e0; e < e1; e += 1.0)
                        for (size_t m = 0; m < KP_ARRAY_LEN(mult); m++) {
                                a->val[a->n] = mult[m] * pow(10.0, e);
                                a->at[a->n++] = e + log10(mult[m]);
                        }
                a->val[a->n] = pow(10.0, e1);
                a->at[a->n++] = e1;
                return;
        }
        every = ceil((e1 - e0) / (double)(max_ticks - 1));
        n = (size_t)ceil((e1 - e0) / every);
        for (size_t i = 0; i <= n; i++) {
                double e = e0 + every * (double)i;
                a->at[a->n] = e;
                a->val[a->n++] = pow(10.0, e);
        }
        a->hi = a->at[a->n - 1];
}

static void svg_tick_label(const struct svg_ctx *x, const struct svg_axis *a,
                           size_t i, int is_x, char *out, size_t size)
{
        if (is_x && x->c->kind == KP_SVG_SPECTRUM) {
                int k = (int)lround(a->at[i]);
                if (k == 0)
                        snprintf(out, size, "0%%");
                else
                        snprintf(out, size, "%.*f%%", k > 2 ? k - 2 : 0,
                                 100.0 - 100.0 * pow(10.0, -k));
                return;
        }
        if (a->log)
                svg_fmt_tick(out, size, a->val[i], a->val[i], a->val[i]);
        else
                svg_fmt_tick(out, size, a->val[i], a->step, a->mag);
}

static double svg_axis_label_w(const struct svg_ctx *x,
                               const struct svg_axis *a, int is_x)
{
        double w = 0.0;
        for (size_t i = 0; i < a->n; i++) {
                char lab[64];
                svg_tick_label(x, a, i, is_x, lab, sizeof(lab));
                w = fmax(w, svg_text_w(lab, SVG_FONT_TICK));
        }
        return w;
}

/* Legend entry i: the series names, then on bar charts the reference
 * line, whose label would sit on top of some bar inside the plot. NULL
 * for an entry not shown. */
static const char *svg_legend_name(const struct svg_ctx *x, size_t i)
{
        const kp_svg_chart *c = x->c;
        if (i < c->nseries)
                return c->series[i].name;
        if (c->kind == KP_SVG_BAR && c->has_ref)
                return c->ref_label;
        return NULL;
}

static void svg_legend_swatch(const struct svg_ctx *x, kp_buf *b, size_t i,
                              double cx, double cy, double sw)
{
        char a1[32], a2[32], a3[32], a4[32];
        if (i >= x->c->nseries)
                kp_buf_printf(b,
                              "<line x1=\"%s\" y1=\"%s\" x2=\"%s\" y2=\"%s\" "
                              "stroke=\"" SVG_C_REF "\" stroke-width=\"1.5\" "
                              "stroke-dasharray=\"4 3\"/>\n",
                              SVG_N(a1, cx), SVG_N(a2, cy), SVG_N(a3, cx + sw),
                              SVG_N(a4, cy));
        else if (x->c->kind == KP_SVG_BAR)
                kp_buf_printf(b,
                              "<rect x=\"%s\" y=\"%s\" width=\"12\" "
                              "height=\"12\" fill=\"%s\"/>\n",
                              SVG_N(a1, cx + 2.0), SVG_N(a2, cy - 6.0),
                              svg_colour(i));
        else
                kp_buf_printf(b,
                              "<line x1=\"%s\" y1=\"%s\" x2=\"%s\" y2=\"%s\" "
                              "stroke=\"%s\" stroke-width=\"3\"%s/>\n",
                              SVG_N(a1, cx), SVG_N(a2, cy), SVG_N(a3, cx + sw),
                              SVG_N(a4, cy), svg_colour(i), svg_dash(i));
}

/* Lays out the legend in centred rows; draws it too when b is set.
 * Returns the number of rows. One code path for both, so the height
 * measured for the layout is the height drawn. */
static int svg_legend(const struct svg_ctx *x, kp_buf *b)
{
        const double sw = 16.0, gap = 6.0, sep = 20.0, max_row = SVG_W - 40;
        const double max_item = max_row - sw - gap;
        const size_t n = x->c->nseries + 1;
        size_t first = 0;
        int rows = 0;
        while (first < n) {
                size_t end;
                double row_w = 0.0, cx, cy;
                for (end = first; end < n; end++) {
                        const char *name = svg_legend_name(x, end);
                        double w;
                        if (!name)
                                continue;
                        w = sw + gap +
                            fmin(svg_text_w(name, SVG_FONT_TICK), max_item);
                        if (row_w > 0.0 && row_w + sep + w > max_row)
                                break;
                        row_w += (row_w > 0.0 ? sep : 0.0) + w;
                }
                if (row_w == 0.0)
                        break;
                cy = x->legend_y + rows * SVG_LEGEND_ROW;
                rows++;
                cx = (SVG_W - row_w) / 2.0;
                for (size_t i = first; b && i < end; i++) {
                        const char *name = svg_legend_name(x, i);
                        if (!name)
                                continue;
                        svg_legend_swatch(x, b, i, cx, cy, sw);
                        svg_text(b, cx + sw + gap, cy + 4.0,
                                 "fill=\"" SVG_C_TEXT "\" font-size=\"12\"",
                                 name, SVG_FONT_TICK, max_item);
                        cx += sw + gap +
                              fmin(svg_text_w(name, SVG_FONT_TICK), max_item) +
                              sep;
                }
                first = end;
        }
        return rows;
}

static void svg_ranges(const struct svg_ctx *x, double *xmin, double *xmax,
                       double *ymin, double *ymax)
{
        const kp_svg_chart *c = x->c;
        *xmin = *ymin = INFINITY;
        *xmax = *ymax = -INFINITY;
        for (size_t s = 0; s < c->nseries; s++)
                for (size_t i = 0; i < x->npts[s]; i++) {
                        const struct svg_pt *p = &x->pts[s][i];
                        *xmin = fmin(*xmin, p->x);
                        *xmax = fmax(*xmax, p->x);
                        *ymin = fmin(*ymin, p->y);
                        *ymax = fmax(*ymax, p->y);
                }
        if (c->has_ref && (!c->y_log || c->ref_y > 0.0)) {
                double v = c->y_log ? log10(c->ref_y) : c->ref_y;
                *ymin = fmin(*ymin, v);
                *ymax = fmax(*ymax, v);
        }
        for (size_t i = 0; i < c->nev; i++) {
                *xmin = fmin(*xmin, c->ev_x[i]);
                *xmax = fmax(*xmax, c->ev_x[i]);
        }
        if (c->has_mark && c->kind != KP_SVG_BAR) {
                double mx = c->mark_x, my = c->mark_y;
                if (svg_to_plot(c, &mx, &my)) {
                        *xmin = fmin(*xmin, mx);
                        *xmax = fmax(*xmax, mx);
                        *ymin = fmin(*ymin, my);
                        *ymax = fmax(*ymax, my);
                }
        }
}

static void svg_layout(struct svg_ctx *x)
{
        const kp_svg_chart *c = x->c;
        double top = 14.0, bottom, left, right = 28.0, ylab_w;
        double xmin, xmax, ymin, ymax;
        int rows;

        x->title_font = SVG_FONT_TITLE;
        if (c->title) {
                double w = svg_text_w(c->title, SVG_FONT_TITLE * SVG_BOLD);
                if (w > SVG_W - 40.0)
                        x->title_font =
                            fmax(SVG_FONT_TITLE_MIN,
                                 SVG_FONT_TITLE * (SVG_W - 40.0) / w);
                x->title_y = top + 18.0;
                top += 32.0;
        }
        x->legend_y = top + 8.0;
        rows = x->total ? svg_legend(x, NULL) : 0;
        top += rows * SVG_LEGEND_ROW + (rows ? 6.0 : 0.0);
        x->py = top + 16.0;

        svg_ranges(x, &xmin, &xmax, &ymin, &ymax);
        if (!x->total)
                xmin = xmax = ymin = ymax = 0.0;

        /* x axis first with a guessed width: the bottom margin depends on
         * how the x labels fit, the left margin on the y labels. */
        x->pw = SVG_W - 90.0 - right;
        if (c->kind == KP_SVG_BAR) {
                double band = c->ncats ? x->pw / (double)c->ncats : x->pw;
                x->xa.lo = 0.0;
                x->xa.hi = c->ncats ? (double)c->ncats : 1.0;
                x->xa.n = 0;
                for (size_t i = 0; i < c->ncats; i++)
                        x->cat_max_w =
                            fmax(x->cat_max_w,
                                 svg_text_w(c->cats[i], SVG_FONT_TICK));
                x->cat_max_w = fmin(x->cat_max_w, 130.0);
                x->cat_rotate = x->cat_max_w > band - 6.0;
        } else if (c->kind == KP_SVG_SPECTRUM) {
                double d = ceil(xmax - 1e-9);
                if (d < 2.0)
                        d = 2.0;
                if (d > SVG_SPECTRUM_MAX)
                        d = SVG_SPECTRUM_MAX;
                x->xa.lo = 0.0;
                x->xa.hi = d;
                x->xa.n = 0;
                x->xa.log = 0;
                for (double k = 0.0; k <= d; k += 1.0) {
                        x->xa.at[x->xa.n] = k;
                        x->xa.val[x->xa.n++] = k;
                }
        } else {
                /* Fewer ticks until the widest label fits its slot. */
                size_t max_t = (size_t)(x->pw / 90.0) + 1;
                if (max_t > 11)
                        max_t = 11;
                for (; max_t >= 3; max_t--) {
                        double w;
                        svg_linear_axis(&x->xa, xmin, xmax, max_t);
                        w = svg_axis_label_w(x, &x->xa, 1);
                        if (x->xa.n < 2 ||
                            x->pw / (double)(x->xa.n - 1) >= w + 16.0)
                                break;
                }
        }

        bottom = 8.0 + 5.0 + SVG_FONT_TICK + 6.0;
        if (c->kind == KP_SVG_BAR && x->cat_rotate)
                bottom += x->cat_max_w * 0.6428 /* sin 40 deg */;
        if (c->x_label)
                bottom += SVG_FONT_LABEL + 10.0;
        x->ph = SVG_H - bottom - x->py;

        {
                size_t max_t = (size_t)(x->ph / 48.0) + 1;
                if (max_t < 3)
                        max_t = 3;
                if (c->y_log)
                        svg_log_axis(&x->ya, ymin, ymax, max_t);
                else if (c->kind == KP_SVG_BAR)
                        /* Headroom for the values written beyond the
                         * ends of the longest bars. */
                        svg_linear_axis(&x->ya, fmin(ymin * 1.08, 0.0),
                                        fmax(ymax * 1.08, 0.0), max_t);
                else
                        svg_linear_axis(&x->ya, fmin(ymin, 0.0),
                                        fmax(ymax, 0.0), max_t);
        }
        ylab_w = svg_axis_label_w(x, &x->ya, 0);
        left =
            14.0 + (c->y_label ? SVG_FONT_LABEL + 10.0 : 0.0) + ylab_w + 10.0;
        if (c->kind == KP_SVG_BAR && x->cat_rotate)
                /* A rotated first label reaches left of its band. */
                left = fmax(left, x->cat_max_w * 0.766 /* cos 40 deg */ -
                                      (SVG_W - left - right) /
                                          (2.0 * (c->ncats ? c->ncats : 1)) +
                                      14.0);
        if (c->kind != KP_SVG_BAR && x->xa.n > 0) {
                char lab[64];
                svg_tick_label(x, &x->xa, x->xa.n - 1, 1, lab, sizeof(lab));
                right = fmax(right, svg_text_w(lab, SVG_FONT_TICK) / 2 + 8);
        }
        x->px = left;
        x->pw = SVG_W - left - right;
}

/* ---- drawing ----------------------------------------------------------- */

static void svg_draw_grid(const struct svg_ctx *x, kp_buf *b)
{
        const kp_svg_chart *c = x->c;
        char a1[32], a2[32], a3[32], a4[32];
        kp_buf_puts(b, "<g stroke=\"" SVG_C_GRID "\" stroke-width=\"1\" "
                       "shape-rendering=\"crispEdges\">\n");
        for (size_t i = 0; i < x->ya.n; i++) {
                double y = svg_map_y(x, x->ya.at[i]);
                kp_buf_printf(b,
                              "<line x1=\"%s\" y1=\"%s\" x2=\"%s\" "
                              "y2=\"%s\"/>\n",
                              SVG_N(a1, x->px), SVG_N(a2, y),
                              SVG_N(a3, x->px + x->pw), SVG_N(a4, y));
        }
        if (c->kind != KP_SVG_BAR)
                for (size_t i = 0; i < x->xa.n; i++) {
                        double v = svg_map_x(x, x->xa.at[i]);
                        kp_buf_printf(b,
                                      "<line x1=\"%s\" y1=\"%s\" x2=\"%s\" "
                                      "y2=\"%s\"/>\n",
                                      SVG_N(a1, v), SVG_N(a2, x->py),
                                      SVG_N(a3, v), SVG_N(a4, x->py + x->ph));
                }
        kp_buf_puts(b, "</g>\n");
}

static void svg_draw_axes(const struct svg_ctx *x, kp_buf *b)
{
        const kp_svg_chart *c = x->c;
        char a1[32], a2[32], a3[32], a4[32], lab[64];
        double base = x->py + x->ph;
        /* Bars stand on zero, which is not the bottom with negatives. */
        if (c->kind == KP_SVG_BAR && x->ya.lo < 0.0)
                base = svg_map_y(x, 0.0);
        kp_buf_printf(b,
                      "<line x1=\"%s\" y1=\"%s\" x2=\"%s\" y2=\"%s\" "
                      "stroke=\"" SVG_C_AXIS "\" stroke-width=\"1\" "
                      "shape-rendering=\"crispEdges\"/>\n",
                      SVG_N(a1, x->px), SVG_N(a2, base),
                      SVG_N(a3, x->px + x->pw), SVG_N(a4, base));

        kp_buf_puts(b, "<g fill=\"" SVG_C_TICKTEXT "\" font-size=\"12\" "
                       "text-anchor=\"end\">\n");
        for (size_t i = 0; i < x->ya.n; i++) {
                svg_tick_label(x, &x->ya, i, 0, lab, sizeof(lab));
                svg_text(b, x->px - 8.0, svg_map_y(x, x->ya.at[i]) + 4.0, "",
                         lab, SVG_FONT_TICK, 0.0);
        }
        kp_buf_puts(b, "</g>\n");

        kp_buf_puts(b, "<g fill=\"" SVG_C_TICKTEXT "\" font-size=\"12\" "
                       "text-anchor=\"middle\">\n");
        if (c->kind == KP_SVG_BAR) {
                double band = x->pw / (double)(c->ncats ? c->ncats : 1);
                for (size_t i = 0; i < c->ncats; i++) {
                        double cx = x->px + band * ((double)i + 0.5);
                        double cy = x->py + x->ph + 5.0 + SVG_FONT_TICK + 2.0;
                        const char *bold =
                            c->has_mark && c->mark_cat == i
                                ? " font-weight=\"bold\" fill=\"" SVG_C_TEXT
                                  "\""
                                : "";
                        char attrs[160];
                        if (x->cat_rotate) {
                                snprintf(attrs, sizeof(attrs),
                                         "text-anchor=\"end\" "
                                         "transform=\"rotate(-40 %s %s)\"%s",
                                         SVG_N(a1, cx + 4.0),
                                         SVG_N(a2, cy - 2.0), bold);
                                svg_text(b, cx + 4.0, cy - 2.0, attrs,
                                         c->cats[i], SVG_FONT_TICK,
                                         x->cat_max_w);
                        } else {
                                snprintf(attrs, sizeof(attrs), "%s",
                                         *bold ? bold + 1 : "");
                                svg_text(b, cx, cy, attrs, c->cats[i],
                                         SVG_FONT_TICK, band - 4.0);
                        }
                }
        } else {
                for (size_t i = 0; i < x->xa.n; i++) {
                        svg_tick_label(x, &x->xa, i, 1, lab, sizeof(lab));
                        svg_text(b, svg_map_x(x, x->xa.at[i]),
                                 x->py + x->ph + 5.0 + SVG_FONT_TICK + 2.0, "",
                                 lab, SVG_FONT_TICK, 0.0);
                }
        }
        kp_buf_puts(b, "</g>\n");

        if (c->x_label)
                svg_text(b, x->px + x->pw / 2.0, SVG_H - 12.0,
                         "fill=\"" SVG_C_TEXT "\" font-size=\"13\" "
                         "text-anchor=\"middle\"",
                         c->x_label, SVG_FONT_LABEL, SVG_W - 40.0);
        if (c->y_label) {
                char attrs[128];
                double lx = 14.0 + SVG_FONT_LABEL;
                double ly = x->py + x->ph / 2.0;
                snprintf(attrs, sizeof(attrs),
                         "fill=\"" SVG_C_TEXT "\" font-size=\"13\" "
                         "text-anchor=\"middle\" "
                         "transform=\"rotate(-90 %s %s)\"",
                         SVG_N(a1, lx), SVG_N(a2, ly));
                svg_text(b, lx, ly, attrs, c->y_label, SVG_FONT_LABEL, x->ph);
        }
}

/* Where the bar for point p of series s stands. */
static void svg_bar_rect(const struct svg_ctx *x, size_t s,
                         const struct svg_pt *p, double r[4])
{
        const kp_svg_chart *c = x->c;
        double band = x->pw / (double)(c->ncats ? c->ncats : 1);
        double group = band * (c->nseries > 1 ? 0.8 : 0.6);
        double bar_w = group / (double)(c->nseries ? c->nseries : 1);
        double inset = bar_w > 6.0 ? 1.0 : 0.0;
        double zero_y = svg_map_y(x, 0.0);
        double y = svg_map_y(x, p->y);
        r[0] = x->px + band * p->x + (band - group) / 2.0 + bar_w * (double)s +
               inset;
        r[1] = fmin(y, zero_y);
        r[2] = bar_w - 2.0 * inset;
        r[3] = fabs(zero_y - y);
}

static void svg_draw_bars(const struct svg_ctx *x, kp_buf *b)
{
        const kp_svg_chart *c = x->c;
        char a1[32], a2[32], a3[32], a4[32];
        for (size_t s = 0; s < c->nseries; s++) {
                if (!x->npts[s])
                        continue;
                kp_buf_printf(b, "<g fill=\"%s\">\n", svg_colour(s));
                for (size_t i = 0; i < x->npts[s]; i++) {
                        double r[4];
                        svg_bar_rect(x, s, &x->pts[s][i], r);
                        kp_buf_printf(b,
                                      "<rect x=\"%s\" y=\"%s\" width=\"%s\" "
                                      "height=\"%s\"/>\n",
                                      SVG_N(a1, r[0]), SVG_N(a2, r[1]),
                                      SVG_N(a3, r[2]), SVG_N(a4, r[3]));
                }
                kp_buf_puts(b, "</g>\n");
        }
}

#define SVG_HALO                                                               \
        "stroke=\"#ffffff\" stroke-width=\"3\" stroke-linejoin=\"round\" "     \
        "paint-order=\"stroke\""

/* Values above the bars (below for negative ones), only when every label
 * fits the width of its bar: a partial set would look like missing data. */
static void svg_draw_bar_values(const struct svg_ctx *x, kp_buf *b)
{
        const kp_svg_chart *c = x->c;
        char val[32];
        for (size_t s = 0; s < c->nseries; s++)
                for (size_t i = 0; i < x->npts[s]; i++) {
                        double r[4];
                        svg_bar_rect(x, s, &x->pts[s][i], r);
                        svg_fmt_value(val, sizeof(val), x->pts[s][i].y);
                        if (svg_text_w(val, 11.0) > r[2] + 4.0)
                                return;
                }
        kp_buf_puts(b, "<g fill=\"" SVG_C_TICKTEXT "\" font-size=\"11\" "
                       "text-anchor=\"middle\" " SVG_HALO ">\n");
        for (size_t s = 0; s < c->nseries; s++)
                for (size_t i = 0; i < x->npts[s]; i++) {
                        const struct svg_pt *p = &x->pts[s][i];
                        double r[4];
                        svg_bar_rect(x, s, p, r);
                        svg_fmt_value(val, sizeof(val), p->y);
                        svg_text(b, r[0] + r[2] / 2.0,
                                 p->y < 0.0 ? r[1] + r[3] + 13.0 : r[1] - 4.0,
                                 "", val, 11.0, 0.0);
                }
        kp_buf_puts(b, "</g>\n");
}

static void svg_draw_lines(const struct svg_ctx *x, kp_buf *b)
{
        const kp_svg_chart *c = x->c;
        char a1[32], a2[32];
        for (size_t s = 0; s < c->nseries; s++) {
                size_t n = x->npts[s];
                int markers;
                if (!n)
                        continue;
                kp_buf_printf(b,
                              "<polyline fill=\"none\" stroke=\"%s\" "
                              "stroke-width=\"2\" stroke-linejoin=\"round\" "
                              "stroke-linecap=\"round\"%s points=\"",
                              svg_colour(s), svg_dash(s));
                for (size_t i = 0; i < n; i++)
                        kp_buf_printf(b, "%s%s,%s", i ? " " : "",
                                      SVG_N(a1, svg_map_x(x, x->pts[s][i].x)),
                                      SVG_N(a2, svg_map_y(x, x->pts[s][i].y)));
                kp_buf_puts(b, "\"/>\n");
                /* A lone point has no line to show it; dense spectra would
                 * be buried under their markers. */
                markers =
                    n == 1 || (c->kind == KP_SVG_LINE && n <= SVG_MARKERS_MAX);
                if (!markers)
                        continue;
                kp_buf_printf(b, "<g fill=\"%s\">\n", svg_colour(s));
                for (size_t i = 0; i < n; i++)
                        kp_buf_printf(b,
                                      "<circle cx=\"%s\" cy=\"%s\" "
                                      "r=\"3\"/>\n",
                                      SVG_N(a1, svg_map_x(x, x->pts[s][i].x)),
                                      SVG_N(a2, svg_map_y(x, x->pts[s][i].y)));
                kp_buf_puts(b, "</g>\n");
        }
}

static int svg_in_box(const double box[4], double px, double py)
{
        return px >= box[0] && px <= box[2] && py >= box[1] && py <= box[3];
}

/* How much data a label box (x0, y0, x1, y1) would hide: bars with their
 * value labels, and samples every few pixels along the lines. */
static size_t svg_box_hits(const struct svg_ctx *x, const double box[4])
{
        const kp_svg_chart *c = x->c;
        size_t hits = 0;
        for (size_t s = 0; s < c->nseries; s++) {
                double lx = 0.0, ly = 0.0;
                for (size_t i = 0; i < x->npts[s]; i++) {
                        const struct svg_pt *p = &x->pts[s][i];
                        double px, py, steps;
                        if (c->kind == KP_SVG_BAR) {
                                double r[4];
                                svg_bar_rect(x, s, p, r);
                                if (r[0] < box[2] && r[0] + r[2] > box[0] &&
                                    r[1] - 16.0 < box[3] &&
                                    r[1] + r[3] + 16.0 > box[1])
                                        hits += 100;
                                continue;
                        }
                        px = svg_map_x(x, p->x);
                        py = svg_map_y(x, p->y);
                        steps = i ? fmin(ceil(hypot(px - lx, py - ly) / 3.0),
                                         1000.0)
                                  : 1.0;
                        for (double k = 1.0; k <= steps; k += 1.0) {
                                double t = k / steps;
                                hits +=
                                    (size_t)svg_in_box(box, lx + (px - lx) * t,
                                                       ly + (py - ly) * t);
                        }
                        lx = px;
                        ly = py;
                }
        }
        return hits;
}

struct svg_spot {
        double x, y; /* text anchor point and baseline */
        const char *anchor;
};

/* Of the candidate spots for a label of width w, the first that hides
 * the least data and stays inside the plot. */
static size_t svg_place(const struct svg_ctx *x, const struct svg_spot *spot,
                        size_t n, double w)
{
        size_t best = 0, best_hits = SIZE_MAX;
        for (size_t i = 0; i < n; i++) {
                double box[4], x0 = spot[i].x;
                size_t hits;
                if (!strcmp(spot[i].anchor, "end"))
                        x0 -= w;
                else if (!strcmp(spot[i].anchor, "middle"))
                        x0 -= w / 2.0;
                box[0] = x0 - 2.0;
                box[1] = spot[i].y - SVG_FONT_TICK + 1.0;
                box[2] = x0 + w + 2.0;
                box[3] = spot[i].y + 3.0;
                if (box[1] < x->py || box[3] > x->py + x->ph ||
                    box[0] < x->px - 4.0 || box[2] > x->px + x->pw + 4.0)
                        continue;
                hits = svg_box_hits(x, box);
                if (hits < best_hits) {
                        best = i;
                        best_hits = hits;
                }
        }
        return best;
}

static int svg_ref_y(const struct svg_ctx *x, double *y)
{
        const kp_svg_chart *c = x->c;
        if (!c->has_ref || (c->y_log && c->ref_y <= 0.0))
                return 0;
        *y = svg_map_y(x, c->y_log ? log10(c->ref_y) : c->ref_y);
        return 1;
}

static void svg_draw_reference(const struct svg_ctx *x, kp_buf *b)
{
        char a1[32], a2[32], a3[32], a4[32];
        double y;
        if (!svg_ref_y(x, &y))
                return;
        kp_buf_printf(b,
                      "<line x1=\"%s\" y1=\"%s\" x2=\"%s\" y2=\"%s\" "
                      "stroke=\"" SVG_C_REF "\" stroke-width=\"1.5\" "
                      "stroke-dasharray=\"6 4\"/>\n",
                      SVG_N(a1, x->px), SVG_N(a2, y), SVG_N(a3, x->px + x->pw),
                      SVG_N(a4, y));
}

static void svg_draw_reference_label(const struct svg_ctx *x, kp_buf *b)
{
        const kp_svg_chart *c = x->c;
        double y, w, l, r, mid;
        char attrs[192];
        size_t k;
        if (c->kind == KP_SVG_BAR || !c->ref_label || !svg_ref_y(x, &y))
                return;
        w = fmin(svg_text_w(c->ref_label, SVG_FONT_TICK), x->pw - 8.0);
        l = x->px + 4.0;
        r = x->px + x->pw - 4.0;
        mid = x->px + x->pw / 2.0;
        {
                const struct svg_spot spots[] = {
                        { r, y - 5.0, "end" },      { l, y - 5.0, "start" },
                        { mid, y - 5.0, "middle" }, { r, y + 15.0, "end" },
                        { l, y + 15.0, "start" },   { mid, y + 15.0, "middle" },
                };
                k = svg_place(x, spots, KP_ARRAY_LEN(spots), w);
                snprintf(attrs, sizeof(attrs),
                         "fill=\"" SVG_C_REF "\" font-size=\"12\" "
                         "text-anchor=\"%s\" " SVG_HALO,
                         spots[k].anchor);
                svg_text(b, spots[k].x, spots[k].y, attrs, c->ref_label,
                         SVG_FONT_TICK, x->pw - 8.0);
        }
}

/* Event markers: a dotted vertical line each, its label at the top of
 * the plot, staggered so that neighbours do not overlap. */
static void svg_draw_events(const struct svg_ctx *x, kp_buf *b)
{
        const kp_svg_chart *c = x->c;
        char a1[32], a2[32], a3[32], a4[32];
        for (size_t i = 0; i < c->nev; i++) {
                double ex = svg_map_x(x, c->ev_x[i]);
                kp_buf_printf(b,
                              "<line x1=\"%s\" y1=\"%s\" x2=\"%s\" "
                              "y2=\"%s\" stroke=\"" SVG_C_MARK "\" "
                              "stroke-width=\"1\" "
                              "stroke-dasharray=\"2 3\"/>\n",
                              SVG_N(a1, ex), SVG_N(a2, x->py), SVG_N(a3, ex),
                              SVG_N(a4, x->py + x->ph));
                if (c->ev_label[i])
                        svg_text(b, ex + 3.0,
                                 x->py + 12.0 + 13.0 * (double)(i % 3),
                                 "fill=\"" SVG_C_MARK "\" font-size=\"11\" "
                                 "text-anchor=\"start\" " SVG_HALO,
                                 c->ev_label[i], 11.0, x->pw / 3.0);
        }
}

static void svg_draw_mark_band(const struct svg_ctx *x, kp_buf *b)
{
        const kp_svg_chart *c = x->c;
        char a1[32], a2[32], a3[32], a4[32];
        double band;
        if (c->kind != KP_SVG_BAR || !c->has_mark)
                return;
        band = x->pw / (double)(c->ncats ? c->ncats : 1);
        kp_buf_printf(b,
                      "<rect x=\"%s\" y=\"%s\" width=\"%s\" height=\"%s\" "
                      "fill=\"" SVG_C_BAND "\"/>\n",
                      SVG_N(a1, x->px + band * (double)c->mark_cat),
                      SVG_N(a2, x->py), SVG_N(a3, band), SVG_N(a4, x->ph));
}

static void svg_draw_mark(const struct svg_ctx *x, kp_buf *b)
{
        const kp_svg_chart *c = x->c;
        char a1[32], a2[32], attrs[192];
        double mx = c->mark_x, my = c->mark_y, cx, cy;
        size_t k;
        if (!c->has_mark)
                return;
        if (c->kind == KP_SVG_BAR) {
                double band = x->pw / (double)(c->ncats ? c->ncats : 1);
                if (c->mark_label)
                        svg_text(b, x->px + band * ((double)c->mark_cat + 0.5),
                                 x->py - 5.0,
                                 "fill=\"" SVG_C_MARK "\" font-size=\"12\" "
                                 "font-weight=\"bold\" text-anchor=\"middle\"",
                                 c->mark_label, SVG_FONT_TICK, band);
                return;
        }
        if (!svg_to_plot(c, &mx, &my))
                return;
        cx = svg_map_x(x, mx);
        cy = svg_map_y(x, my);
        kp_buf_printf(b,
                      "<circle cx=\"%s\" cy=\"%s\" r=\"7\" fill=\"none\" "
                      "stroke=\"" SVG_C_MARK "\" stroke-width=\"1.5\"/>\n",
                      SVG_N(a1, cx), SVG_N(a2, cy));
        if (!c->mark_label)
                return;
        {
                const struct svg_spot spots[] = {
                        { cx, cy - 13.0, "middle" },
                        { cx, cy + 22.0, "middle" },
                        { cx + 11.0, cy + 4.0, "start" },
                        { cx - 11.0, cy + 4.0, "end" },
                        { cx + 8.0, cy - 10.0, "start" },
                        { cx - 8.0, cy - 10.0, "end" },
                        { cx + 8.0, cy + 19.0, "start" },
                        { cx - 8.0, cy + 19.0, "end" },
                };
                k = svg_place(x, spots, KP_ARRAY_LEN(spots),
                              svg_text_w(c->mark_label, SVG_FONT_TICK));
                snprintf(attrs, sizeof(attrs),
                         "fill=\"" SVG_C_MARK "\" font-size=\"12\" "
                         "font-weight=\"bold\" text-anchor=\"%s\" " SVG_HALO,
                         spots[k].anchor);
                svg_text(b, spots[k].x, spots[k].y, attrs, c->mark_label,
                         SVG_FONT_TICK, 0.0);
        }
}

static void svg_draw(const struct svg_ctx *x, kp_buf *b)
{
        const kp_svg_chart *c = x->c;
        kp_buf_printf(b,
                      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                      "<svg xmlns=\"http://www.w3.org/2000/svg\" "
                      "width=\"%.0f\" height=\"%.0f\" "
                      "viewBox=\"0 0 %.0f %.0f\" "
                      "font-family=\"%s\">\n",
                      SVG_W, SVG_H, SVG_W, SVG_H, SVG_FONTS);
        if (c->title) {
                kp_buf_puts(b, "<title>");
                svg_put_text(b, c->title, SVG_FONT_TITLE, 0.0);
                kp_buf_puts(b, "</title>\n");
        }
        kp_buf_printf(b,
                      "<rect width=\"%.0f\" height=\"%.0f\" "
                      "fill=\"#ffffff\"/>\n",
                      SVG_W, SVG_H);
        if (c->title) {
                char attrs[96];
                char fs[32];
                snprintf(attrs, sizeof(attrs),
                         "fill=\"#111111\" font-size=\"%s\" "
                         "font-weight=\"bold\" text-anchor=\"middle\"",
                         SVG_N(fs, x->title_font));
                svg_text(b, SVG_W / 2.0, x->title_y, attrs, c->title,
                         x->title_font * SVG_BOLD, SVG_W - 40.0);
        }
        if (!x->total) {
                char a1[32], a2[32], a3[32], a4[32];
                kp_buf_printf(b,
                              "<rect x=\"%s\" y=\"%s\" width=\"%s\" "
                              "height=\"%s\" fill=\"none\" "
                              "stroke=\"" SVG_C_GRID "\"/>\n",
                              SVG_N(a1, x->px), SVG_N(a2, x->py),
                              SVG_N(a3, x->pw), SVG_N(a4, x->ph));
                svg_text(b, x->px + x->pw / 2.0, x->py + x->ph / 2.0 + 5.0,
                         "fill=\"" SVG_C_NODATA "\" font-size=\"14\" "
                         "text-anchor=\"middle\"",
                         "no data", 14.0, 0.0);
                kp_buf_puts(b, "</svg>\n");
                return;
        }
        svg_draw_mark_band(x, b);
        svg_draw_grid(x, b);
        svg_draw_axes(x, b);
        if (c->kind == KP_SVG_BAR)
                svg_draw_bars(x, b);
        else
                svg_draw_lines(x, b);
        /* Labels after lines, so their white halo keeps them readable. */
        svg_draw_reference(x, b);
        if (c->kind == KP_SVG_BAR)
                svg_draw_bar_values(x, b);
        svg_draw_reference_label(x, b);
        svg_draw_events(x, b);
        svg_draw_mark(x, b);
        svg_legend(x, b);
        kp_buf_puts(b, "</svg>\n");
}

int kp_svg_chart_render(const kp_svg_chart *c, kp_buf *out, char *errstr,
                        size_t errstr_size)
{
        struct svg_ctx x;
        kp_buf b = { 0 };
        int ret = -1;

        memset(&x, 0, sizeof(x));
        x.c = c;
        if (svg_check(c, errstr, errstr_size))
                goto out;
        if (svg_collect(&x)) {
                kp_err(errstr, errstr_size,
                       "out of memory while rendering chart \"%s\"",
                       c->title ? c->title : "(untitled)");
                goto out;
        }
        svg_layout(&x);
        svg_draw(&x, &b);
        if (b.oom) {
                kp_err(errstr, errstr_size,
                       "out of memory while rendering chart \"%s\"",
                       c->title ? c->title : "(untitled)");
                goto out;
        }
        /* Appended only when complete, so a failure leaves out as it was. */
        kp_buf_append(out, b.s, b.len);
        if (out->oom) {
                kp_err(errstr, errstr_size,
                       "out of memory while rendering chart \"%s\"",
                       c->title ? c->title : "(untitled)");
                goto out;
        }
        ret = 0;
out:
        svg_ctx_free(&x);
        kp_buf_free(&b);
        return ret;
}
