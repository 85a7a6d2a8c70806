/*
 * svg: small standalone SVG charts for the Markdown report.
 *
 * The output is one self-contained <svg> document (no scripts, no external
 * fonts, stylesheets or images) that browsers and GitHub/GitLab render when
 * the Markdown links it as an image. Text may be any UTF-8 (titles in
 * Chinese are fine); it is XML-escaped, and bytes that are not valid UTF-8
 * are replaced by U+FFFD so the document always parses.
 *
 * Usage: kp_svg_chart_new(), set a title and axis labels, add series and
 * their points, kp_svg_chart_render() into a kp_buf, kp_svg_chart_destroy().
 * The module is pure: no I/O, no global state. Rendering is deterministic:
 * the same chart gives a byte-identical SVG, so reports can be compared
 * against golden files.
 *
 * Every setter copies the strings it is given (the caller keeps ownership
 * of its arguments) and returns 0, or -1 when memory runs out or the call
 * does not apply to the chart (wrong kind, unknown series, non-finite
 * number); a failed setter leaves the chart as it was. The chart passed to
 * every function is borrowed and must not be NULL, except in
 * kp_svg_chart_destroy().
 *
 * A linear y axis always includes zero, so that small differences are not
 * drawn as large ones.
 */
#ifndef KP_SVG_H
#define KP_SVG_H

#include <stddef.h>

#include "base/util.h"

typedef enum kp_svg_kind {
        /* Numeric x, one or more series drawn as lines; y linear or log. */
        KP_SVG_LINE,
        /* Grouped bars: one group per category along x, one bar per
         * series in each group; y linear, always including zero. */
        KP_SVG_BAR,
        /* Latency by percentile: x is a percentile in percent, drawn on
         * the HdrHistogram log scale of 1/(1-p) with ticks at 0%, 90%,
         * 99%, 99.9%, ...; y is the latency, linear or log. */
        KP_SVG_SPECTRUM
} kp_svg_kind;

typedef struct kp_svg_chart kp_svg_chart;

/* Creates an empty chart of the given kind. Returns 0 and sets *out
 * (caller frees with kp_svg_chart_destroy()), or -1 with *out = NULL when
 * memory runs out or kind is not a kp_svg_kind. */
int kp_svg_chart_new(kp_svg_chart **out, kp_svg_kind kind);

/* Frees the chart and everything it copied. NULL is a no-op. */
void kp_svg_chart_destroy(kp_svg_chart *c);

/* Title above the chart, and the axis labels; the caller includes the
 * units, e.g. "Throughput (msg/s)", "Latency (ms)". NULL or "" removes the
 * text. Borrowed: the string is copied. */
int kp_svg_chart_set_title(kp_svg_chart *c, const char *title);
int kp_svg_chart_set_x_label(kp_svg_chart *c, const char *label);
int kp_svg_chart_set_y_label(kp_svg_chart *c, const char *label);

/* Log-scale y (on != 0) for LINE and SPECTRUM; -1 for BAR. On a log scale
 * points with y <= 0 cannot be drawn and are skipped like NaN. */
int kp_svg_chart_set_y_log(kp_svg_chart *c, int on);

/* Adds a series and returns its index (0, 1, ... in order of addition),
 * or -1 when memory runs out. The name (borrowed, copied) is shown in the
 * legend; NULL or "" keeps the series out of the legend. Series take
 * colours in order from a colour-blind-safe palette (Okabe-Ito). */
int kp_svg_chart_add_series(kp_svg_chart *c, const char *name);

/* Appends a point to a series. LINE: any x. SPECTRUM: x is the percentile
 * in percent, 0 <= x < 100 (the 100% maximum has no place on this scale
 * and is skipped, state it in the text; so are points beyond 99.99999%).
 * BAR: x is the category index,
 * one point per category and series. Points whose x or y is NaN or
 * infinite are kept but skipped when drawing; LINE and SPECTRUM points
 * are drawn in order of x. Returns -1 for an unknown series index or when
 * memory runs out. */
int kp_svg_series_add_point(kp_svg_chart *c, int series, double x, double y);

/* LINE and BAR: a point as kp_svg_series_add_point() adds it, with an
 * error bar from lo to hi (y values in data units): a vertical line with
 * a cap at each end, for the spread of repeated measurements of the
 * point (its lowest and highest run, say). The y range includes the
 * bar. A NaN or infinite lo or hi draws no bar (and so, on a log scale,
 * does one at or below 0). Returns -1 for SPECTRUM, for an unknown
 * series index or when memory runs out. */
int kp_svg_series_add_point_range(kp_svg_chart *c, int series, double x,
                                  double y, double lo, double hi);

/* BAR only: the category names along x, in index order. names[0..n) are
 * borrowed (copied); replaces earlier categories. Returns -1 for other
 * kinds, a NULL name, or when memory runs out. */
int kp_svg_chart_set_categories(kp_svg_chart *c, const char **names, size_t n);

/* A horizontal dashed reference line at y, e.g. a criterion threshold,
 * with a label (borrowed, copied; NULL for none) such as "p95 <= 1 ms".
 * The y range always includes the line. Returns -1 for a non-finite y.
 * Replaces every earlier reference line. */
int kp_svg_chart_set_reference(kp_svg_chart *c, double y, const char *label);

/* One more reference line, as kp_svg_chart_set_reference() draws it.
 * BAR: over one category only (category < the categories; KP_SVG_ALL:
 * across the plot), and there over one series' bar (series >= 0) or the
 * whole group (-1); a line stands for a per-tier limit. LINE and
 * SPECTRUM: category KP_SVG_ALL. Each distinct label gets its own dash
 * pattern; on BAR the labels are in the legend, else on the plot. At
 * most KP_SVG_MAX_REFS; returns -1 past that, for a non-finite y, a
 * category on LINE or SPECTRUM, or when memory runs out. The category
 * and series are checked when rendering. */
#define KP_SVG_MAX_REFS 32
#define KP_SVG_ALL      ((size_t)-1)
int kp_svg_chart_add_reference(kp_svg_chart *c, double y, const char *label,
                               size_t category, int series);

/* LINE and SPECTRUM: circles the point (x, y) in data units (SPECTRUM: x
 * in percent) and writes the label (borrowed, copied; NULL for none), e.g.
 * "best". Returns -1 for BAR or a non-finite coordinate. Replaces an
 * earlier mark. A mark with no place on the axes (y <= 0 on a log scale)
 * is not drawn. */
int kp_svg_chart_mark_point(kp_svg_chart *c, double x, double y,
                            const char *label);

/* LINE only: a dotted vertical line at x in data units, for something
 * that happened at that time (a broker that left), with a short label
 * (borrowed, copied; NULL for none) at the top of the plot. The x range
 * includes it. At most KP_SVG_MAX_EVENTS per chart; returns -1 past that,
 * for another kind or for a non-finite x. */
#define KP_SVG_MAX_EVENTS 16
int kp_svg_chart_add_event(kp_svg_chart *c, double x, const char *label);

/* BAR only: highlights the category with a shaded band and writes the
 * label (borrowed, copied; NULL for none) above it. Returns -1 for other
 * kinds. The index is checked against the categories when rendering.
 * Replaces an earlier mark. */
int kp_svg_chart_mark_category(kp_svg_chart *c, size_t category,
                               const char *label);

/* BAR only, after kp_svg_chart_mark_category(): shades one more category
 * the same way, without a label (every tier that fails a criterion, say).
 * At most KP_SVG_MAX_MARKS more; returns -1 past that, for another kind,
 * or before a category was marked. The index is checked when rendering. */
#define KP_SVG_MAX_MARKS 64
int kp_svg_chart_shade_category(kp_svg_chart *c, size_t category);

/* Appends the SVG document for the chart to *out (a kp_buf, see util.h).
 * A chart without any drawable point renders its title and a "no data"
 * note. Returns 0, or -1 with a sentence in errstr and *out unchanged:
 * when memory runs out, or when a BAR point's x is not the index of a
 * category set with kp_svg_chart_set_categories(), or the marked
 * category does not exist. */
int kp_svg_chart_render(const kp_svg_chart *c, kp_buf *out, char *errstr,
                        size_t errstr_size);

/* "Nice" axis ticks: evenly spaced values 1, 2 or 5 times a power of ten
 * apart, the first <= min and the last >= max, at most max_ticks of them
 * (max_ticks >= 3). ticks (caller's array of max_ticks doubles) receives
 * them in increasing order and *n their count. When min == max the range
 * is widened around the value ([0, 1] for zero). Returns 0, or -1 with
 * *n = 0 for a non-finite bound, a range too large for a double, or
 * max_ticks < 3. */
int kp_svg_nice_ticks(double min, double max, size_t max_ticks, double *ticks,
                      size_t *n);

#endif
