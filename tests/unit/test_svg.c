#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>

#include "base/util.h"
#include "report/draw/svg.h"

/* ---- helpers ----------------------------------------------------------- */

static size_t count(const char *hay, const char *needle)
{
        size_t n = 0, len = strlen(needle);
        const char *p = hay;
        while (p) {
                p = strstr(p, needle);
                if (p) {
                        n++;
                        p += len;
                }
        }
        return n;
}

/* Renders c (which must succeed) into a fresh string; caller frees. */
static char *render(const kp_svg_chart *c)
{
        kp_buf b = { 0 };
        char err[256] = "";
        int rc = kp_svg_chart_render(c, &b, err, sizeof(err));
        if (rc != 0)
                fail_msg("render failed: %s", err);
        assert_false(b.oom);
        assert_non_null(b.s);
        return b.s;
}

/* Parses the document with an independent XML parser: 1 if well-formed. */
static int well_formed(const char *svg)
{
        const char *dir = getenv("TMPDIR");
        char path[512], cmd[768];
        size_t len = strlen(svg);
        int fd, rc;
        snprintf(path, sizeof(path), "%s/kplan-test-svg-XXXXXX",
                 dir && *dir ? dir : "/tmp");
        fd = mkstemp(path);
        assert_true(fd >= 0);
        assert_int_equal(write(fd, svg, len), (ssize_t)len);
        close(fd);
        snprintf(cmd, sizeof(cmd),
                 "/usr/bin/python3 -c 'import sys, xml.etree.ElementTree as "
                 "E; E.parse(sys.argv[1])' %s",
                 path);
        rc = system(cmd);
        unlink(path);
        return rc == 0;
}

/* The "x,y x,y" pairs of the first <polyline> after start. */
static size_t polyline_points(const char *start)
{
        const char *p = strstr(start, "<polyline");
        const char *end;
        size_t n = 0;
        assert_non_null(p);
        p = strstr(p, "points=\"");
        assert_non_null(p);
        p += strlen("points=\"");
        end = strchr(p, '"');
        assert_non_null(end);
        for (; p < end; p++)
                n += *p == ',';
        return n;
}

static void assert_near(double a, double b)
{
        if (fabs(a - b) > 1e-9 * fmax(1.0, fabs(b)))
                fail_msg("%.17g is not %.17g", a, b);
}

static void assert_ticks(double min, double max, size_t max_ticks,
                         const double *want, size_t want_n)
{
        double got[32];
        size_t n = 99;
        assert_true(max_ticks <= KP_ARRAY_LEN(got));
        assert_int_equal(kp_svg_nice_ticks(min, max, max_ticks, got, &n), 0);
        if (n != want_n)
                fail_msg("[%g, %g] max %zu: %zu ticks, want %zu", min, max,
                         max_ticks, n, want_n);
        for (size_t i = 0; i < n; i++)
                assert_near(got[i], want[i]);
}

static kp_svg_chart *line_chart(void)
{
        kp_svg_chart *c = NULL;
        int a, b;
        assert_int_equal(kp_svg_chart_new(&c, KP_SVG_LINE), 0);
        assert_int_equal(kp_svg_chart_set_title(c, "Throughput by linger"), 0);
        assert_int_equal(kp_svg_chart_set_x_label(c, "linger.ms"), 0);
        assert_int_equal(kp_svg_chart_set_y_label(c, "msg/s"), 0);
        a = kp_svg_chart_add_series(c, "acks=1");
        b = kp_svg_chart_add_series(c, "acks=all");
        assert_int_equal(a, 0);
        assert_int_equal(b, 1);
        for (int i = 0; i <= 10; i++) {
                assert_int_equal(
                    kp_svg_series_add_point(c, a, i * 10, 80000.0 * i), 0);
                assert_int_equal(
                    kp_svg_series_add_point(c, b, i * 10, 60000.0 * i), 0);
        }
        return c;
}

/* ---- ticks ------------------------------------------------------------- */

static void test_nice_ticks_known_ranges(void **state)
{
        (void)state;
        assert_ticks(0, 100, 6, (const double[]){ 0, 20, 40, 60, 80, 100 }, 6);
        assert_ticks(0, 1, 11,
                     (const double[]){ 0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7,
                                       0.8, 0.9, 1.0 },
                     11);
        assert_ticks(-7, 23, 8,
                     (const double[]){ -10, -5, 0, 5, 10, 15, 20, 25 }, 8);
        assert_ticks(1, 1e6, 6, (const double[]){ 0, 2e5, 4e5, 6e5, 8e5, 1e6 },
                     6);
        assert_ticks(0.0013, 0.0047, 5,
                     (const double[]){ 0.001, 0.002, 0.003, 0.004, 0.005 }, 5);
        /* 0.5 .. 9.5 with a step of 1 would need 11 ticks: the next step
         * up, 2, fits. */
        assert_ticks(0.5, 9.5, 10, (const double[]){ 0, 2, 4, 6, 8, 10 }, 6);
        /* Reversed bounds are the same range. */
        assert_ticks(100, 0, 6, (const double[]){ 0, 20, 40, 60, 80, 100 }, 6);
        /* Equal bounds: widened, never a zero step. */
        assert_ticks(0, 0, 6, (const double[]){ 0, 0.2, 0.4, 0.6, 0.8, 1 }, 6);
        assert_ticks(5, 5, 5, (const double[]){ 4.5, 5, 5.5 }, 3);
        assert_ticks(-3, -3, 5, (const double[]){ -3.4, -3.2, -3, -2.8, -2.6 },
                     5);
}

static void test_nice_ticks_properties(void **state)
{
        static const double ranges[][2] = {
                { 0, 1 },          { 0.3, 0.31 },   { -1, 1 },
                { -1e-9, 3e-9 },   { 17, 1234567 }, { 999, 1001 },
                { -50000, -12 },   { 1e12, 3e12 },  { 0.1, 0.7 },
                { 123.4, 5678.9 },
        };
        (void)state;
        for (size_t r = 0; r < KP_ARRAY_LEN(ranges); r++)
                for (size_t max_t = 3; max_t <= 12; max_t++) {
                        double t[12], step, mant;
                        size_t n = 0;
                        assert_int_equal(kp_svg_nice_ticks(ranges[r][0],
                                                           ranges[r][1], max_t,
                                                           t, &n),
                                         0);
                        assert_true(n >= 2 && n <= max_t);
                        assert_true(t[0] <= ranges[r][0]);
                        assert_true(t[n - 1] >= ranges[r][1]);
                        step = t[1] - t[0];
                        mant = step / pow(10.0, floor(log10(step)));
                        assert_true(
                            fabs(mant - 1) < 1e-6 || fabs(mant - 2) < 1e-6 ||
                            fabs(mant - 5) < 1e-6 || fabs(mant - 10) < 1e-6);
                        for (size_t i = 1; i < n; i++)
                                assert_true(fabs(t[i] - t[i - 1] - step) <=
                                            step * 1e-6);
                }
}

static void test_nice_ticks_rejects(void **state)
{
        double t[8];
        size_t n = 7;
        (void)state;
        assert_int_equal(kp_svg_nice_ticks(NAN, 1, 8, t, &n), -1);
        assert_int_equal(n, 0);
        n = 7;
        assert_int_equal(kp_svg_nice_ticks(0, INFINITY, 8, t, &n), -1);
        assert_int_equal(n, 0);
        assert_int_equal(kp_svg_nice_ticks(0, 1, 2, t, &n), -1);
        assert_int_equal(kp_svg_nice_ticks(-1e308, 1e308, 8, t, &n), -1);
}

/* ---- each kind --------------------------------------------------------- */

static void test_line_renders(void **state)
{
        kp_svg_chart *c = line_chart();
        char *svg;
        (void)state;
        svg = render(c);
        assert_true(well_formed(svg));
        assert_non_null(strstr(svg, "<svg xmlns=\"http://www.w3.org/2000/svg\" "
                                    "width=\"800\" height=\"460\" "
                                    "viewBox=\"0 0 800 460\""));
        assert_non_null(strstr(svg, "sans-serif"));
        assert_null(strstr(svg, "<script"));
        assert_null(strstr(svg, "href"));
        assert_null(strstr(svg, "@import"));
        /* White background, then one line per series. */
        assert_non_null(strstr(svg, "<rect width=\"800\" height=\"460\" "
                                    "fill=\"#ffffff\"/>"));
        assert_int_equal(count(svg, "<polyline"), 2);
        assert_int_equal(polyline_points(svg), 11);
        assert_int_equal(count(svg, ">acks=1</text>"), 1);
        assert_int_equal(count(svg, ">acks=all</text>"), 1);
        assert_int_equal(count(svg, ">Throughput by linger</text>"), 1);
        assert_int_equal(count(svg, ">linger.ms</text>"), 1);
        assert_int_equal(count(svg, ">msg/s</text>"), 1);
        /* y reaches 800,000: one SI unit for the whole axis. */
        assert_non_null(strstr(svg, ">800k</text>"));
        assert_non_null(strstr(svg, ">200k</text>"));
        assert_null(strstr(svg, ">200,000</text>"));
        assert_non_null(strstr(svg, ">0</text>"));
        assert_non_null(strstr(svg, ">100</text>"));
        /* Two distinct palette colours. */
        assert_non_null(strstr(svg, "stroke=\"#0072B2\""));
        assert_non_null(strstr(svg, "stroke=\"#E69F00\""));
        free(svg);
        kp_svg_chart_destroy(c);
}

static void test_bar_renders(void **state)
{
        const char *cats[] = { "none", "gzip", "lz4" };
        kp_svg_chart *c = NULL;
        char *svg;
        int a, b;
        (void)state;
        assert_int_equal(kp_svg_chart_new(&c, KP_SVG_BAR), 0);
        assert_int_equal(kp_svg_chart_set_title(c, "By codec"), 0);
        assert_int_equal(kp_svg_chart_set_categories(c, cats, 3), 0);
        a = kp_svg_chart_add_series(c, "3 partitions");
        b = kp_svg_chart_add_series(c, "12 partitions");
        for (int i = 0; i < 3; i++) {
                assert_int_equal(kp_svg_series_add_point(c, a, i, 10.0 + i), 0);
                assert_int_equal(kp_svg_series_add_point(c, b, i, 20.0 + i), 0);
        }
        svg = render(c);
        assert_true(well_formed(svg));
        /* Background, six bars, two legend swatches. */
        assert_int_equal(count(svg, "<rect"), 1 + 6 + 2);
        assert_int_equal(count(svg, "<polyline"), 0);
        assert_int_equal(count(svg, ">none</text>"), 1);
        assert_int_equal(count(svg, ">gzip</text>"), 1);
        assert_int_equal(count(svg, ">lz4</text>"), 1);
        assert_int_equal(count(svg, ">3 partitions</text>"), 1);
        assert_int_equal(count(svg, ">12 partitions</text>"), 1);
        /* Values written on the bars. */
        assert_int_equal(count(svg, ">22</text>"), 1);
        assert_int_equal(count(svg, ">10</text>"), 2); /* value and tick */
        free(svg);
        kp_svg_chart_destroy(c);
}

static void test_spectrum_renders(void **state)
{
        kp_svg_chart *c = NULL;
        char *svg;
        int s;
        (void)state;
        assert_int_equal(kp_svg_chart_new(&c, KP_SVG_SPECTRUM), 0);
        assert_int_equal(kp_svg_chart_set_y_label(c, "Latency (ms)"), 0);
        s = kp_svg_chart_add_series(c, "e2e");
        /* 0% .. 99.999% in steps of a fifth of a decade. */
        for (int k = 0; k <= 25; k++)
                assert_int_equal(
                    kp_svg_series_add_point(
                        c, s, 100.0 - 100.0 * pow(10, -k / 5.0), 1.0 + k),
                    0);
        /* The maximum, at 100%, has no place on the 1/(1-p) scale. */
        assert_int_equal(kp_svg_series_add_point(c, s, 100.0, 500.0), 0);
        svg = render(c);
        assert_true(well_formed(svg));
        assert_int_equal(count(svg, "<polyline"), 1);
        assert_int_equal(polyline_points(svg), 26);
        assert_non_null(strstr(svg, ">0%</text>"));
        assert_non_null(strstr(svg, ">90%</text>"));
        assert_non_null(strstr(svg, ">99%</text>"));
        assert_non_null(strstr(svg, ">99.9%</text>"));
        assert_non_null(strstr(svg, ">99.99%</text>"));
        assert_non_null(strstr(svg, ">99.999%</text>"));
        assert_null(strstr(svg, ">99.9999%</text>"));
        assert_null(strstr(svg, ">500</text>"));
        assert_non_null(strstr(svg, ">Latency (ms)</text>"));
        free(svg);
        kp_svg_chart_destroy(c);
}

static void test_spectrum_positions_are_logarithmic(void **state)
{
        kp_svg_chart *c = NULL;
        char *svg, *p;
        double x[3];
        int s;
        (void)state;
        assert_int_equal(kp_svg_chart_new(&c, KP_SVG_SPECTRUM), 0);
        s = kp_svg_chart_add_series(c, NULL);
        kp_svg_series_add_point(c, s, 0.0, 1.0);
        kp_svg_series_add_point(c, s, 90.0, 2.0);
        kp_svg_series_add_point(c, s, 99.0, 3.0);
        svg = render(c);
        p = strstr(strstr(svg, "<polyline"), "points=\"") + strlen("points=\"");
        assert_int_equal(sscanf(p, "%lf,%*f %lf,%*f %lf", &x[0], &x[1], &x[2]),
                         3);
        /* 0%, 90% and 99% are one decade of 1/(1-p) apart each. */
        assert_true(x[1] > x[0]);
        assert_true(fabs((x[2] - x[1]) - (x[1] - x[0])) < 0.02);
        free(svg);
        kp_svg_chart_destroy(c);
}

static void test_log_y(void **state)
{
        kp_svg_chart *c = NULL;
        char *svg;
        int s;
        (void)state;
        assert_int_equal(kp_svg_chart_new(&c, KP_SVG_LINE), 0);
        assert_int_equal(kp_svg_chart_set_y_log(c, 1), 0);
        s = kp_svg_chart_add_series(c, "lat");
        kp_svg_series_add_point(c, s, 1, 0.5);
        kp_svg_series_add_point(c, s, 2, 0.0); /* no place on a log axis */
        kp_svg_series_add_point(c, s, 3, -4.0);
        kp_svg_series_add_point(c, s, 4, 50000.0);
        svg = render(c);
        assert_true(well_formed(svg));
        assert_int_equal(polyline_points(svg), 2);
        assert_non_null(strstr(svg, ">0.1</text>"));
        assert_non_null(strstr(svg, ">1</text>"));
        assert_non_null(strstr(svg, ">1,000</text>"));
        assert_non_null(strstr(svg, ">100k</text>"));
        free(svg);
        kp_svg_chart_destroy(c);
}

/* ---- labels and text --------------------------------------------------- */

static void test_tick_label_formats(void **state)
{
        static const struct {
                double ymax;
                const char *present, *absent;
        } cases[] = {
                { 8000, ">8,000</text>", ">8k</text>" },
                { 2.5e6, ">2.5M</text>", ">2,500,000</text>" },
                { 0.004, ">0.004</text>", ">0.0040</text>" },
                { 0.35, ">0.30</text>", ">0.3000</text>" },
                { 3e9, ">3.0G</text>", ">3,000M</text>" },
        };
        (void)state;
        for (size_t i = 0; i < KP_ARRAY_LEN(cases); i++) {
                kp_svg_chart *c = NULL;
                char *svg;
                int s;
                assert_int_equal(kp_svg_chart_new(&c, KP_SVG_LINE), 0);
                s = kp_svg_chart_add_series(c, "s");
                kp_svg_series_add_point(c, s, 0, 0);
                kp_svg_series_add_point(c, s, 1, cases[i].ymax);
                svg = render(c);
                if (!strstr(svg, cases[i].present) ||
                    strstr(svg, cases[i].absent))
                        fail_msg("ymax %g: want %s and not %s in\n%s",
                                 cases[i].ymax, cases[i].present,
                                 cases[i].absent, svg);
                free(svg);
                kp_svg_chart_destroy(c);
        }
}

static void test_xml_escaping(void **state)
{
        kp_svg_chart *c = NULL;
        char *svg;
        int s;
        (void)state;
        assert_int_equal(kp_svg_chart_new(&c, KP_SVG_LINE), 0);
        assert_int_equal(kp_svg_chart_set_title(c, "a<b & c>\"d\" 'e'"), 0);
        assert_int_equal(kp_svg_chart_set_y_label(c, "x</text><script>"), 0);
        s = kp_svg_chart_add_series(c, "<&>\"");
        kp_svg_series_add_point(c, s, 1, 1);
        kp_svg_series_add_point(c, s, 2, 2);
        assert_int_equal(kp_svg_chart_set_reference(c, 1.5, "p95 <= 1 ms"), 0);
        svg = render(c);
        assert_true(well_formed(svg));
        assert_int_equal(count(svg, ">a&lt;b &amp; c&gt;&quot;d&quot; "
                                    "&apos;e&apos;</text>"),
                         1);
        /* The same title in the <title> element. */
        assert_int_equal(count(svg, "<title>a&lt;b &amp; c&gt;"), 1);
        assert_int_equal(count(svg, ">&lt;&amp;&gt;&quot;</text>"), 1);
        assert_int_equal(count(svg, ">p95 &lt;= 1 ms</text>"), 1);
        assert_null(strstr(svg, "<script"));
        assert_null(strstr(svg, "a<b"));
        free(svg);
        kp_svg_chart_destroy(c);
}

static void test_utf8_and_bad_bytes(void **state)
{
        kp_svg_chart *c = NULL;
        char *svg;
        int s;
        (void)state;
        assert_int_equal(kp_svg_chart_new(&c, KP_SVG_BAR), 0);
        /* Chinese passes through as is. */
        assert_int_equal(kp_svg_chart_set_title(c, "吞吐量 (MB/s)"), 0);
        /* A stray byte, a truncated sequence and a control character
         * would each make the document unparsable. */
        s = kp_svg_chart_add_series(c, "bad\xff|\xe5\x90|tab\x01");
        assert_int_equal(
            kp_svg_chart_set_categories(c, (const char *[]){ "延迟" }, 1), 0);
        kp_svg_series_add_point(c, s, 0, 3);
        svg = render(c);
        assert_true(well_formed(svg));
        assert_int_equal(count(svg, ">吞吐量 (MB/s)</text>"), 1);
        assert_int_equal(count(svg, ">延迟</text>"), 1);
        assert_int_equal(count(svg, ">bad\xEF\xBF\xBD|\xEF\xBF\xBD\xEF\xBF\xBD|"
                                    "tab </text>"),
                         1);
        free(svg);
        kp_svg_chart_destroy(c);
}

/* ---- odd data ---------------------------------------------------------- */

static void test_nan_points_skipped(void **state)
{
        kp_svg_chart *c = NULL;
        char *svg;
        int s;
        (void)state;
        assert_int_equal(kp_svg_chart_new(&c, KP_SVG_LINE), 0);
        s = kp_svg_chart_add_series(c, "gappy");
        kp_svg_series_add_point(c, s, 1, 10);
        kp_svg_series_add_point(c, s, 2, NAN);
        kp_svg_series_add_point(c, s, INFINITY, 30);
        kp_svg_series_add_point(c, s, 4, -INFINITY);
        kp_svg_series_add_point(c, s, 5, 50);
        kp_svg_series_add_point(c, s, NAN, NAN);
        kp_svg_series_add_point(c, s, 3, 20);
        svg = render(c);
        assert_true(well_formed(svg));
        assert_int_equal(polyline_points(svg), 3);
        assert_int_equal(count(svg, "r=\"3\""), 3);
        assert_null(strstr(svg, "nan"));
        assert_null(strstr(svg, "inf"));
        /* The y axis ignores the infinities: nice ticks up to 50. */
        assert_non_null(strstr(svg, ">50</text>"));
        free(svg);
        kp_svg_chart_destroy(c);
}

static void test_points_drawn_in_x_order(void **state)
{
        kp_svg_chart *c = NULL;
        char *svg, *p;
        double x0, x1, x2;
        int s;
        (void)state;
        assert_int_equal(kp_svg_chart_new(&c, KP_SVG_LINE), 0);
        s = kp_svg_chart_add_series(c, "s");
        kp_svg_series_add_point(c, s, 3, 1);
        kp_svg_series_add_point(c, s, 1, 2);
        kp_svg_series_add_point(c, s, 2, 3);
        svg = render(c);
        p = strstr(strstr(svg, "<polyline"), "points=\"") + strlen("points=\"");
        assert_int_equal(sscanf(p, "%lf,%*f %lf,%*f %lf", &x0, &x1, &x2), 3);
        assert_true(x0 < x1 && x1 < x2);
        free(svg);
        kp_svg_chart_destroy(c);
}

static void test_empty_charts(void **state)
{
        kp_svg_chart *c = NULL;
        char *svg;
        int s;
        (void)state;
        /* No series at all. */
        assert_int_equal(kp_svg_chart_new(&c, KP_SVG_LINE), 0);
        assert_int_equal(kp_svg_chart_set_title(c, "Nothing yet"), 0);
        svg = render(c);
        assert_true(well_formed(svg));
        assert_int_equal(count(svg, ">no data</text>"), 1);
        assert_int_equal(count(svg, ">Nothing yet</text>"), 1);
        assert_int_equal(count(svg, "<polyline"), 0);
        free(svg);
        kp_svg_chart_destroy(c);

        /* Series whose points are all unusable. */
        assert_int_equal(kp_svg_chart_new(&c, KP_SVG_SPECTRUM), 0);
        s = kp_svg_chart_add_series(c, "all NaN");
        kp_svg_series_add_point(c, s, 50, NAN);
        kp_svg_series_add_point(c, s, 100, 3);
        svg = render(c);
        assert_true(well_formed(svg));
        assert_int_equal(count(svg, ">no data</text>"), 1);
        assert_int_equal(count(svg, "<polyline"), 0);
        free(svg);
        kp_svg_chart_destroy(c);

        /* Bars with categories but no values. */
        assert_int_equal(kp_svg_chart_new(&c, KP_SVG_BAR), 0);
        assert_int_equal(
            kp_svg_chart_set_categories(c, (const char *[]){ "a", "b" }, 2), 0);
        kp_svg_chart_add_series(c, "s");
        svg = render(c);
        assert_true(well_formed(svg));
        assert_int_equal(count(svg, ">no data</text>"), 1);
        free(svg);
        kp_svg_chart_destroy(c);
}

static void test_equal_values_and_single_point(void **state)
{
        kp_svg_chart *c = NULL;
        char *svg;
        int s;
        (void)state;
        /* Every x and every y the same, zero included. */
        for (int kind = KP_SVG_LINE; kind <= KP_SVG_SPECTRUM; kind++)
                for (int log = 0; log <= 1; log++) {
                        double v = log ? 5.0 : 0.0;
                        if (kind == KP_SVG_BAR && log)
                                continue;
                        assert_int_equal(
                            kp_svg_chart_new(&c, (kp_svg_kind)kind), 0);
                        if (log)
                                assert_int_equal(kp_svg_chart_set_y_log(c, 1),
                                                 0);
                        if (kind == KP_SVG_BAR)
                                assert_int_equal(
                                    kp_svg_chart_set_categories(
                                        c, (const char *[]){ "only" }, 1),
                                    0);
                        s = kp_svg_chart_add_series(c, "flat");
                        for (int i = 0; i < 3; i++)
                                kp_svg_series_add_point(c, s, 0, v);
                        svg = render(c);
                        assert_true(well_formed(svg));
                        assert_null(strstr(svg, "nan"));
                        assert_null(strstr(svg, "inf"));
                        assert_null(strstr(svg, ">no data<"));
                        free(svg);
                        kp_svg_chart_destroy(c);
                }

        /* A single point is drawn as a marker: a one-point line is
         * invisible. */
        assert_int_equal(kp_svg_chart_new(&c, KP_SVG_SPECTRUM), 0);
        s = kp_svg_chart_add_series(c, "one");
        kp_svg_series_add_point(c, s, 99.0, 4.0);
        svg = render(c);
        assert_true(well_formed(svg));
        assert_int_equal(polyline_points(svg), 1);
        assert_int_equal(count(svg, "<circle"), 1);
        free(svg);
        kp_svg_chart_destroy(c);
}

/* ---- reference line and mark ------------------------------------------- */

static void test_reference_and_mark(void **state)
{
        kp_svg_chart *c = line_chart();
        char *svg;
        (void)state;
        assert_int_equal(kp_svg_chart_set_reference(c, 1.5e6, "target"), 0);
        assert_int_equal(kp_svg_chart_mark_point(c, 50, 400000, "best"), 0);
        assert_int_equal(kp_svg_chart_mark_category(c, 0, "no"), -1);
        assert_int_equal(kp_svg_chart_set_reference(c, NAN, "x"), -1);
        svg = render(c);
        assert_true(well_formed(svg));
        assert_int_equal(count(svg, "stroke-dasharray=\"6 4\""), 1);
        assert_int_equal(count(svg, ">target</text>"), 1);
        /* The line is above all data, yet inside the axis. */
        assert_non_null(strstr(svg, ">1.5M</text>"));
        assert_int_equal(count(svg, "r=\"7\""), 1);
        assert_int_equal(count(svg, ">best</text>"), 1);
        free(svg);
        kp_svg_chart_destroy(c);
}

/* Error bars: one capped vertical line per point that has a range, in
 * the series' colour on a line chart and dark on bars; the y axis takes
 * them in; no range, no bar; a spectrum has none. */
static void test_error_bars(void **state)
{
        const char *cats[] = { "1", "all" };
        kp_svg_chart *c = NULL;
        char *svg;
        const char *g, *end;
        int a;
        (void)state;
        assert_int_equal(kp_svg_chart_new(&c, KP_SVG_LINE), 0);
        a = kp_svg_chart_add_series(c, "median");
        assert_int_equal(kp_svg_series_add_point_range(c, a, 0, 100, 90, 110),
                         0);
        assert_int_equal(kp_svg_series_add_point_range(c, a, 1, 200, 150, 250),
                         0);
        /* No range: no bar. */
        assert_int_equal(kp_svg_series_add_point_range(c, a, 2, 300, NAN, 320),
                         0);
        assert_int_equal(kp_svg_series_add_point(c, a, 3, 120), 0);
        assert_int_equal(kp_svg_series_add_point_range(c, 5, 0, 1, 0, 2), -1);
        svg = render(c);
        assert_true(well_formed(svg));
        g = strstr(svg, "<g class=\"error-bars\"");
        assert_non_null(g);
        end = strstr(g, "</g>");
        assert_non_null(end);
        assert_int_equal(count(svg, "<g class=\"error-bars\""), 1);
        assert_non_null(strstr(g, "stroke=\"#0072B2\""));
        /* Two bars of three strokes (the line and its caps) each. */
        assert_int_equal(count(g, "<path d=\"M") - count(end, "<path d=\"M"),
                         2);
        assert_int_equal(count(g, "H") - count(end, "H"), 4);
        free(svg);
        kp_svg_chart_destroy(c);

        /* A range that reaches above every point widens the axis. */
        assert_int_equal(kp_svg_chart_new(&c, KP_SVG_LINE), 0);
        a = kp_svg_chart_add_series(c, "m");
        assert_int_equal(kp_svg_series_add_point_range(c, a, 0, 100, 50, 480),
                         0);
        assert_int_equal(kp_svg_series_add_point(c, a, 1, 120), 0);
        svg = render(c);
        assert_non_null(strstr(svg, ">500</text>"));
        free(svg);
        kp_svg_chart_destroy(c);

        /* Bars: dark, centred on the bar, the value above the bar's top. */
        assert_int_equal(kp_svg_chart_new(&c, KP_SVG_BAR), 0);
        assert_int_equal(kp_svg_chart_set_categories(c, cats, 2), 0);
        a = kp_svg_chart_add_series(c, "rate");
        assert_int_equal(kp_svg_series_add_point_range(c, a, 0, 10, 8, 12), 0);
        assert_int_equal(kp_svg_series_add_point_range(c, a, 1, 20, 15, 25), 0);
        svg = render(c);
        assert_true(well_formed(svg));
        g = strstr(svg, "<g class=\"error-bars\"");
        assert_non_null(g);
        assert_non_null(strstr(g, "stroke=\"#111111\""));
        end = strstr(g, "</g>");
        assert_int_equal(count(g, "<path d=\"M") - count(end, "<path d=\"M"),
                         2);
        free(svg);
        kp_svg_chart_destroy(c);

        assert_int_equal(kp_svg_chart_new(&c, KP_SVG_SPECTRUM), 0);
        a = kp_svg_chart_add_series(c, "p");
        assert_int_equal(kp_svg_series_add_point_range(c, a, 50, 1, 0.5, 2),
                         -1);
        kp_svg_chart_destroy(c);
}

/* A title too wide for the chart is drawn smaller, whole; only one too
 * wide even at the smallest size is cut. */
static void test_long_title_shrinks(void **state)
{
        static const char *const fits =
            "Throughput by acks, sweep acks: medians of 3 runs, bars: lowest "
            "to highest";
        kp_svg_chart *c = line_chart();
        char *svg, want[256];
        (void)state;
        assert_int_equal(kp_svg_chart_set_title(c, fits), 0);
        svg = render(c);
        snprintf(want, sizeof(want), ">%s</text>", fits);
        assert_non_null(strstr(svg, want));
        assert_null(strstr(svg, "\xE2\x80\xA6"));
        assert_null(strstr(svg, "font-size=\"18\" font-weight=\"bold\""));
        free(svg);
        assert_int_equal(
            kp_svg_chart_set_title(
                c, "A title so long that even the smallest title size cannot "
                   "hold it on one line of the chart, however it is drawn, "
                   "so it has to be cut"),
            0);
        svg = render(c);
        assert_non_null(strstr(svg, "\xE2\x80\xA6</text>"));
        free(svg);
        kp_svg_chart_destroy(c);
}

/* Chinese text counts about twice a Latin letter per character when a
 * title is fitted: 30 characters fit whole at the full size, while 76 of
 * them (as many as the Latin title above, which fits when drawn smaller)
 * are too wide even at the smallest size and are cut. */
static void test_cjk_title_width(void **state)
{
        char title[400] = "";
        kp_svg_chart *c = line_chart();
        char *svg;
        (void)state;
        for (int i = 0; i < 15; i++)
                strcat(title, "吞吐");
        assert_int_equal(kp_svg_chart_set_title(c, title), 0);
        svg = render(c);
        assert_non_null(strstr(svg, title));
        assert_null(strstr(svg, "\xE2\x80\xA6"));
        assert_non_null(strstr(svg, "font-size=\"18\" font-weight=\"bold\""));
        free(svg);
        for (int i = 15; i < 38; i++)
                strcat(title, "吞吐");
        assert_int_equal(kp_svg_chart_set_title(c, title), 0);
        svg = render(c);
        assert_non_null(strstr(svg, "\xE2\x80\xA6</text>"));
        /* The CJK fonts are in the list, for a viewer to find one. */
        assert_non_null(strstr(svg, "'Noto Sans CJK SC'"));
        free(svg);
        kp_svg_chart_destroy(c);
}

static void test_bar_mark_and_reference(void **state)
{
        const char *cats[] = { "a", "b", "c" };
        kp_svg_chart *c = NULL;
        char *svg;
        int s;
        (void)state;
        assert_int_equal(kp_svg_chart_new(&c, KP_SVG_BAR), 0);
        assert_int_equal(kp_svg_chart_set_categories(c, cats, 3), 0);
        s = kp_svg_chart_add_series(c, "s");
        for (int i = 0; i < 3; i++)
                kp_svg_series_add_point(c, s, i, 1 + i);
        assert_int_equal(kp_svg_chart_mark_category(c, 2, "best"), 0);
        assert_int_equal(kp_svg_chart_set_reference(c, 2.5, "min 2.5"), 0);
        assert_int_equal(kp_svg_chart_mark_point(c, 1, 1, "no"), -1);
        svg = render(c);
        assert_true(well_formed(svg));
        /* Background, highlight band, three bars, one legend swatch. */
        assert_int_equal(count(svg, "<rect"), 1 + 1 + 3 + 1);
        assert_int_equal(count(svg, ">best</text>"), 1);
        assert_int_equal(
            count(svg, "font-weight=\"bold\" fill=\"#222222\">c</text>"), 1);
        /* On bar charts the reference label goes to the legend. */
        assert_int_equal(count(svg, ">min 2.5</text>"), 1);
        assert_int_equal(count(svg, "stroke-dasharray"), 2);
        free(svg);
        kp_svg_chart_destroy(c);
}

/* ---- contract ---------------------------------------------------------- */

static void test_bar_bad_category_is_an_error(void **state)
{
        kp_svg_chart *c = NULL;
        kp_buf b = { 0 };
        char err[256] = "";
        int s;
        (void)state;
        assert_int_equal(kp_svg_chart_new(&c, KP_SVG_BAR), 0);
        assert_int_equal(kp_svg_chart_set_title(c, "Codecs"), 0);
        assert_int_equal(
            kp_svg_chart_set_categories(c, (const char *[]){ "a", "b" }, 2), 0);
        s = kp_svg_chart_add_series(c, "lz4");
        kp_svg_series_add_point(c, s, 5, 1.0);
        assert_int_equal(kp_svg_chart_render(c, &b, err, sizeof(err)), -1);
        assert_int_equal(b.len, 0);
        assert_non_null(strstr(err, "\"Codecs\""));
        assert_non_null(strstr(err, "category 5"));
        assert_non_null(strstr(err, "\"lz4\""));

        /* A fraction is not a category either. */
        assert_int_equal(kp_svg_chart_add_series(c, "x"), 1);
        kp_svg_series_add_point(c, 1, 0.5, 1.0);
        assert_int_equal(kp_svg_chart_render(c, &b, err, sizeof(err)), -1);
        kp_svg_chart_destroy(c);

        assert_int_equal(kp_svg_chart_new(&c, KP_SVG_BAR), 0);
        assert_int_equal(
            kp_svg_chart_set_categories(c, (const char *[]){ "a" }, 1), 0);
        assert_int_equal(kp_svg_chart_mark_category(c, 3, "best"), 0);
        assert_int_equal(kp_svg_chart_render(c, &b, err, sizeof(err)), -1);
        assert_non_null(strstr(err, "marked category 3"));
        assert_int_equal(b.len, 0);
        kp_svg_chart_destroy(c);
        kp_buf_free(&b);
}

static void test_api_contract(void **state)
{
        kp_svg_chart *c = (kp_svg_chart *)&c;
        (void)state;
        assert_int_equal(kp_svg_chart_new(&c, (kp_svg_kind)42), -1);
        assert_null(c);
        kp_svg_chart_destroy(NULL);

        assert_int_equal(kp_svg_chart_new(&c, KP_SVG_BAR), 0);
        assert_int_equal(kp_svg_chart_set_y_log(c, 1), -1);
        assert_int_equal(kp_svg_series_add_point(c, 0, 1, 1), -1);
        assert_int_equal(kp_svg_chart_add_series(c, "a"), 0);
        assert_int_equal(kp_svg_series_add_point(c, 1, 1, 1), -1);
        assert_int_equal(kp_svg_series_add_point(c, -1, 1, 1), -1);
        assert_int_equal(
            kp_svg_chart_set_categories(c, (const char *[]){ "a", NULL }, 2),
            -1);
        kp_svg_chart_destroy(c);

        assert_int_equal(kp_svg_chart_new(&c, KP_SVG_LINE), 0);
        assert_int_equal(
            kp_svg_chart_set_categories(c, (const char *[]){ "a" }, 1), -1);
        kp_svg_chart_destroy(c);
}

static void test_render_appends_and_is_deterministic(void **state)
{
        kp_svg_chart *c1 = line_chart(), *c2 = line_chart();
        kp_buf b = { 0 };
        char err[128];
        char *s1, *s2;
        (void)state;
        kp_buf_puts(&b, "prefix\n");
        assert_int_equal(kp_svg_chart_render(c1, &b, err, sizeof(err)), 0);
        assert_int_equal(strncmp(b.s, "prefix\n<?xml ", 13), 0);
        s1 = render(c1);
        s2 = render(c2);
        assert_string_equal(s1, s2);
        assert_string_equal(b.s + strlen("prefix\n"), s1);
        /* Numbers carry at most two decimals and never "-0". */
        assert_null(strstr(s1, "\"-0\""));
        assert_null(strstr(s1, ".000"));
        free(s1);
        free(s2);
        kp_buf_free(&b);
        kp_svg_chart_destroy(c1);
        kp_svg_chart_destroy(c2);
}

static void test_many_points(void **state)
{
        kp_svg_chart *c = NULL;
        char *svg;
        int s;
        (void)state;
        assert_int_equal(kp_svg_chart_new(&c, KP_SVG_LINE), 0);
        s = kp_svg_chart_add_series(c, "dense");
        for (int i = 0; i < 5000; i++)
                assert_int_equal(
                    kp_svg_series_add_point(c, s, i, sin(i / 100.0)), 0);
        svg = render(c);
        assert_true(well_formed(svg));
        assert_int_equal(polyline_points(svg), 5000);
        /* Too dense for markers. */
        assert_int_equal(count(svg, "<circle"), 0);
        assert_non_null(strstr(svg, ">-1.0</text>"));
        free(svg);
        kp_svg_chart_destroy(c);
}

int main(void)
{
        const struct CMUnitTest tests[] = {
                cmocka_unit_test(test_nice_ticks_known_ranges),
                cmocka_unit_test(test_nice_ticks_properties),
                cmocka_unit_test(test_nice_ticks_rejects),
                cmocka_unit_test(test_line_renders),
                cmocka_unit_test(test_bar_renders),
                cmocka_unit_test(test_spectrum_renders),
                cmocka_unit_test(test_spectrum_positions_are_logarithmic),
                cmocka_unit_test(test_log_y),
                cmocka_unit_test(test_tick_label_formats),
                cmocka_unit_test(test_xml_escaping),
                cmocka_unit_test(test_utf8_and_bad_bytes),
                cmocka_unit_test(test_nan_points_skipped),
                cmocka_unit_test(test_points_drawn_in_x_order),
                cmocka_unit_test(test_empty_charts),
                cmocka_unit_test(test_equal_values_and_single_point),
                cmocka_unit_test(test_reference_and_mark),
                cmocka_unit_test(test_error_bars),
                cmocka_unit_test(test_long_title_shrinks),
                cmocka_unit_test(test_cjk_title_width),
                cmocka_unit_test(test_bar_mark_and_reference),
                cmocka_unit_test(test_bar_bad_category_is_an_error),
                cmocka_unit_test(test_api_contract),
                cmocka_unit_test(test_render_appends_and_is_deterministic),
                cmocka_unit_test(test_many_points),
        };
        return cmocka_run_group_tests(tests, NULL, NULL);
}
