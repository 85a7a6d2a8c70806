/*
 * svg_priv: what the SVG chart's files share (svg.c: the chart object,
 * numbers and text; svg_draw.c: layout and drawing). Not a public
 * interface: report/draw/svg.h is.
 */
#ifndef KP_SVG_PRIV_H
#define KP_SVG_PRIV_H

#include <stddef.h>
#include <stdint.h>

#include "base/util.h"
#include "report/draw/svg.h"

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
        double *lo, *hi; /* error bars, NaN for none */
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
        /* Reference lines (kp_svg_chart_add_reference), in order. */
        double ref_y[KP_SVG_MAX_REFS];
        char *ref_label[KP_SVG_MAX_REFS];
        size_t ref_cat[KP_SVG_MAX_REFS];
        int ref_series[KP_SVG_MAX_REFS];
        size_t nref;
        int has_mark;
        double mark_x, mark_y;
        size_t mark_cat;
        char *mark_label;
        /* BAR: further categories shaded like mark_cat, without a label. */
        size_t more_cat[KP_SVG_MAX_MARKS];
        size_t n_more;
        /* LINE: vertical event markers (kp_svg_chart_add_event). */
        double ev_x[KP_SVG_MAX_EVENTS];
        char *ev_label[KP_SVG_MAX_EVENTS];
        size_t nev;
};

/* A drawable point in plot units (log10 for log axes); order breaks ties
 * in x so that sorting, and so the output, is deterministic. */
struct svg_pt {
        double x, y;
        double lo, hi; /* its error bar in plot units, NaN for none */
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

/* ---- numbers and text (svg.c) -------------------------------------------- */

void svg_fmt_tick(char *out, size_t size, double v, double step, double mag);
void svg_fmt_value(char *out, size_t size, double v);
double svg_text_w(const char *s, double font_px);
void svg_put_text(kp_buf *b, const char *s, double font_px, double max_w);
void svg_text(kp_buf *b, double x, double y, const char *attrs, const char *s,
              double font_px, double max_w);
const char *svg_n(char *out, size_t size, double v);
#define SVG_N(buf, v) svg_n(buf, sizeof(buf), v)

#endif
