/* SVG charts (report/draw/svg.h): layout, drawing and rendering. */
#include "report/draw/svg.h"

#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "report/draw/svg_priv.h"

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
        for (size_t i = 0; i < c->n_more; i++)
                if (c->more_cat[i] >= c->ncats)
                        return kp_err(errstr, errstr_size,
                                      "bar chart \"%s\": the shaded "
                                      "category %zu does not exist (%zu "
                                      "categories)",
                                      t, c->more_cat[i], c->ncats);
        for (size_t i = 0; i < c->nref; i++)
                if ((c->ref_cat[i] != KP_SVG_ALL &&
                     c->ref_cat[i] >= c->ncats) ||
                    (c->ref_series[i] >= 0 &&
                     (size_t)c->ref_series[i] >= c->nseries))
                        return kp_err(errstr, errstr_size,
                                      "bar chart \"%s\": reference line %zu "
                                      "stands over a category or series "
                                      "that does not exist",
                                      t, i);
        return 0;
}

/* The index of the first reference line with the label of line i: lines
 * of one label (a criterion over several tiers) share a dash pattern and
 * a legend entry. */
static size_t svg_ref_first(const kp_svg_chart *c, size_t i)
{
        for (size_t k = 0; k < i; k++)
                if ((c->ref_label[k] == NULL) == (c->ref_label[i] == NULL) &&
                    (!c->ref_label[k] ||
                     strcmp(c->ref_label[k], c->ref_label[i]) == 0))
                        return k;
        return i;
}

/* The dash pattern of reference line i: one per distinct label. */
static const char *svg_ref_dash(const kp_svg_chart *c, size_t i)
{
        static const char *const dashes[] = { "6 4", "2 3", "10 3 2 3", "12 5",
                                              "1 3" };
        size_t n = 0, first = svg_ref_first(c, i);
        for (size_t k = 0; k < first; k++)
                n += svg_ref_first(c, k) == k;
        return dashes[n % KP_ARRAY_LEN(dashes)];
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
                        double lx = se->x[i], lo = se->lo[i];
                        double hx = se->x[i], hi = se->hi[i];
                        struct svg_pt *p;
                        if (!svg_to_plot(c, &px, &py))
                                continue;
                        p = &x->pts[s][x->npts[s]++];
                        p->x = px;
                        p->y = py;
                        p->lo = p->hi = NAN;
                        if (svg_to_plot(c, &lx, &lo) &&
                            svg_to_plot(c, &hx, &hi)) {
                                p->lo = fmin(lo, hi);
                                p->hi = fmax(lo, hi);
                        }
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
        i -= c->nseries;
        if (c->kind == KP_SVG_BAR && i < c->nref && svg_ref_first(c, i) == i)
                return c->ref_label[i];
        return NULL;
}

static void svg_legend_swatch(const struct svg_ctx *x, kp_buf *b, size_t i,
                              double cx, double cy, double sw)
{
        char a1[32], a2[32], a3[32], a4[32];
        if (i >= x->c->nseries)
                kp_buf_printf(b,
                              "<line x1=\"%s\" y1=\"%s\" x2=\"%s\" y2=\"%s\" "
                              "stroke=\"" SVG_C_REF "\" stroke-width=\"2\" "
                              "stroke-dasharray=\"%s\"/>\n",
                              SVG_N(a1, cx), SVG_N(a2, cy), SVG_N(a3, cx + sw),
                              SVG_N(a4, cy),
                              svg_ref_dash(x->c, i - x->c->nseries));
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
        const size_t n = x->c->nseries + x->c->nref;
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
                        if (isfinite(p->lo)) {
                                *ymin = fmin(*ymin, p->lo);
                                *ymax = fmax(*ymax, p->hi);
                        }
                }
        for (size_t i = 0; i < c->nref; i++)
                if (!c->y_log || c->ref_y[i] > 0.0) {
                        double v = c->y_log ? log10(c->ref_y[i]) : c->ref_y[i];
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
                /* A little under the width: shrunk to the width exactly,
                 * rounding would cut the last character. */
                if (w > SVG_W - 40.0)
                        x->title_font =
                            fmax(SVG_FONT_TITLE_MIN,
                                 SVG_FONT_TITLE * (SVG_W - 42.0) / w);
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

/* Whether series s has an error bar to draw. */
static int svg_has_bars(const struct svg_ctx *x, size_t s)
{
        for (size_t i = 0; i < x->npts[s]; i++)
                if (isfinite(x->pts[s][i].lo))
                        return 1;
        return 0;
}

/* Error bars: a line from lo to hi with a cap at each end, centred on
 * the bar (dark, to stand out on its fill) or on the line's point (in
 * the series' colour; the bars of several series side by side a few
 * pixels apart, so that bars at the same x stay apart). */
static void svg_draw_error_bars(const struct svg_ctx *x, kp_buf *b)
{
        const kp_svg_chart *c = x->c;
        char a1[32], a2[32], a3[32], a4[32], a5[32];
        size_t n_with = 0, k = 0;
        for (size_t s = 0; s < c->nseries; s++)
                n_with += svg_has_bars(x, s) != 0;
        for (size_t s = 0; s < c->nseries; s++) {
                int open = 0;
                double shift;
                if (!svg_has_bars(x, s))
                        continue;
                shift = ((double)k++ - (double)(n_with - 1) / 2.0) * 6.0;
                for (size_t i = 0; i < x->npts[s]; i++) {
                        const struct svg_pt *p = &x->pts[s][i];
                        double cx, y0, y1;
                        if (!isfinite(p->lo))
                                continue;
                        if (c->kind == KP_SVG_BAR) {
                                double r[4];
                                svg_bar_rect(x, s, p, r);
                                cx = r[0] + r[2] / 2.0;
                        } else {
                                cx = svg_map_x(x, p->x) + shift;
                        }
                        y0 = svg_map_y(x, p->lo);
                        y1 = svg_map_y(x, p->hi);
                        if (!open) {
                                kp_buf_printf(
                                    b,
                                    "<g class=\"error-bars\" fill=\"none\" "
                                    "stroke=\"%s\" stroke-width=\"1.5\">\n",
                                    c->kind == KP_SVG_BAR ? SVG_C_MARK
                                                          : svg_colour(s));
                                open = 1;
                        }
                        kp_buf_printf(
                            b, "<path d=\"M%s %sV%sM%s %sH%sM%s %sH%s\"/>\n",
                            SVG_N(a1, cx), SVG_N(a2, y0), SVG_N(a3, y1),
                            SVG_N(a4, cx - 4.0), SVG_N(a2, y0),
                            SVG_N(a5, cx + 4.0), SVG_N(a4, cx - 4.0),
                            SVG_N(a3, y1), SVG_N(a5, cx + 4.0));
                }
                if (open)
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
                        /* Above the error bar, when there is one. */
                        if (isfinite(p->hi) && p->y >= 0.0)
                                r[1] = fmin(r[1], svg_map_y(x, p->hi));
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

static int svg_ref_y(const struct svg_ctx *x, size_t i, double *y)
{
        const kp_svg_chart *c = x->c;
        if (c->y_log && c->ref_y[i] <= 0.0)
                return 0;
        *y = svg_map_y(x, c->y_log ? log10(c->ref_y[i]) : c->ref_y[i]);
        return 1;
}

/* Where reference line i runs: across the plot, over its category's
 * group, or over one bar of it and a little beyond, so that it reads as
 * that bar's limit. */
static void svg_ref_span(const struct svg_ctx *x, size_t i, double *l,
                         double *r)
{
        const kp_svg_chart *c = x->c;
        double band = x->pw / (double)(c->ncats ? c->ncats : 1);
        *l = x->px;
        *r = x->px + x->pw;
        if (c->kind != KP_SVG_BAR || c->ref_cat[i] == KP_SVG_ALL)
                return;
        *l = x->px + band * (double)c->ref_cat[i];
        *r = *l + band;
        if (c->ref_series[i] >= 0) {
                struct svg_pt p = { (double)c->ref_cat[i], 0.0, NAN, NAN, 0 };
                double rect[4];
                svg_bar_rect(x, (size_t)c->ref_series[i], &p, rect);
                *l = rect[0] - 4.0;
                *r = rect[0] + rect[2] + 4.0;
        }
}

static void svg_draw_reference(const struct svg_ctx *x, kp_buf *b)
{
        char a1[32], a2[32], a3[32], a4[32];
        for (size_t i = 0; i < x->c->nref; i++) {
                double y, l, r;
                if (!svg_ref_y(x, i, &y))
                        continue;
                svg_ref_span(x, i, &l, &r);
                /* A white underlay: the line stays visible where it
                 * crosses a bar of its own height or taller. */
                if (x->c->kind == KP_SVG_BAR)
                        kp_buf_printf(b,
                                      "<line x1=\"%s\" y1=\"%s\" x2=\"%s\" "
                                      "y2=\"%s\" stroke=\"#ffffff\" "
                                      "stroke-width=\"5\"/>\n",
                                      SVG_N(a1, l), SVG_N(a2, y), SVG_N(a3, r),
                                      SVG_N(a4, y));
                kp_buf_printf(b,
                              "<line x1=\"%s\" y1=\"%s\" x2=\"%s\" y2=\"%s\" "
                              "stroke=\"" SVG_C_REF "\" stroke-width=\"2\" "
                              "stroke-dasharray=\"%s\"/>\n",
                              SVG_N(a1, l), SVG_N(a2, y), SVG_N(a3, r),
                              SVG_N(a4, y), svg_ref_dash(x->c, i));
        }
}

/* LINE and SPECTRUM: each reference line's label on the plot, by the
 * line, where it covers the fewest points (bar charts have them in the
 * legend). */
static void svg_draw_reference_label(const struct svg_ctx *x, kp_buf *b)
{
        const kp_svg_chart *c = x->c;
        double y, w, l, r, mid;
        char attrs[192];
        size_t k, shown = 0;
        if (c->kind == KP_SVG_BAR)
                return;
        for (size_t i = 0; i < c->nref; i++) {
                if (!c->ref_label[i] || svg_ref_first(c, i) != i ||
                    !svg_ref_y(x, i, &y))
                        continue;
                w = fmin(svg_text_w(c->ref_label[i], SVG_FONT_TICK),
                         x->pw - 8.0);
                l = x->px + 4.0;
                r = x->px + x->pw - 4.0;
                mid = x->px + x->pw / 2.0;
                {
                        const struct svg_spot spots[] = {
                                { r, y - 5.0, "end" },
                                { l, y - 5.0, "start" },
                                { mid, y - 5.0, "middle" },
                                { r, y + 15.0, "end" },
                                { l, y + 15.0, "start" },
                                { mid, y + 15.0, "middle" },
                        };
                        /* The next label starts at the next place, so
                         * that two close lines' labels do not overlap. */
                        struct svg_spot turn[KP_ARRAY_LEN(spots)];
                        for (size_t q = 0; q < KP_ARRAY_LEN(spots); q++)
                                turn[q] =
                                    spots[(q + shown) % KP_ARRAY_LEN(spots)];
                        shown++;
                        k = svg_place(x, turn, KP_ARRAY_LEN(turn), w);
                        snprintf(attrs, sizeof(attrs),
                                 "fill=\"" SVG_C_REF "\" font-size=\"12\" "
                                 "text-anchor=\"%s\" " SVG_HALO,
                                 turn[k].anchor);
                        svg_text(b, turn[k].x, turn[k].y, attrs,
                                 c->ref_label[i], SVG_FONT_TICK, x->pw - 8.0);
                }
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
        for (size_t i = 0; i <= c->n_more; i++) {
                size_t cat = i == 0 ? c->mark_cat : c->more_cat[i - 1];
                kp_buf_printf(b,
                              "<rect x=\"%s\" y=\"%s\" width=\"%s\" "
                              "height=\"%s\" fill=\"" SVG_C_BAND "\"/>\n",
                              SVG_N(a1, x->px + band * (double)cat),
                              SVG_N(a2, x->py), SVG_N(a3, band),
                              SVG_N(a4, x->ph));
        }
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
        svg_draw_error_bars(x, b);
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
