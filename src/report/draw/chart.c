#include "report/draw/chart.h"

#include <math.h>

#include "report/draw/svg.h"

static int draw(const kp_rm_chart *c, kp_svg_chart *s)
{
        if (kp_svg_chart_set_title(s, c->title) ||
            (c->x_label && kp_svg_chart_set_x_label(s, c->x_label)) ||
            (c->y_label && kp_svg_chart_set_y_label(s, c->y_label)) ||
            (c->y_log && kp_svg_chart_set_y_log(s, 1)))
                return -1;
        if (c->n_categories &&
            kp_svg_chart_set_categories(s, (const char **)c->categories,
                                        c->n_categories))
                return -1;
        for (size_t i = 0; i < c->n_series; i++) {
                const kp_rm_series *se = &c->series[i];
                int id = kp_svg_chart_add_series(s, se->name);
                if (id < 0)
                        return -1;
                for (size_t k = 0; k < se->n; k++)
                        if (se->lo && se->hi && isfinite(se->lo[k]) &&
                                    isfinite(se->hi[k])
                                ? kp_svg_series_add_point_range(
                                      s, id, se->x[k], se->y[k], se->lo[k],
                                      se->hi[k])
                                : kp_svg_series_add_point(s, id, se->x[k],
                                                          se->y[k]))
                                return -1;
        }
        for (size_t i = 0; i < c->n_refs; i++) {
                const kp_rm_ref *f = &c->refs[i];
                if (kp_svg_chart_add_reference(
                        s, f->y, f->label,
                        f->category == KP_RM_ALL ? KP_SVG_ALL : f->category,
                        f->series))
                        return -1;
        }
        if (c->has_mark && c->axis == KP_AX_BAR) {
                if (kp_svg_chart_mark_category(s, c->mark_category,
                                               c->mark_label))
                        return -1;
                for (size_t i = 0; i < c->n_marks && i < KP_SVG_MAX_MARKS; i++)
                        if (kp_svg_chart_shade_category(s, c->marks[i]))
                                return -1;
        } else if (c->has_mark && kp_svg_chart_mark_point(
                                      s, c->mark_x, c->mark_y, c->mark_label)) {
                return -1;
        }
        for (size_t i = 0; i < c->n_events && i < KP_SVG_MAX_EVENTS; i++)
                if (kp_svg_chart_add_event(s, c->event_x[i], c->event_label[i]))
                        return -1;
        return 0;
}

int kp_chart_svg(const kp_rm_chart *c, kp_buf *out, char *errstr,
                 size_t errstr_size)
{
        kp_svg_chart *s = NULL;
        kp_svg_kind kind = c->axis == KP_AX_BAR        ? KP_SVG_BAR
                           : c->axis == KP_AX_SPECTRUM ? KP_SVG_SPECTRUM
                                                       : KP_SVG_LINE;
        char why[512];
        int rc;
        if (kp_svg_chart_new(&s, kind))
                return kp_err(errstr, errstr_size, "%s: out of memory",
                              c->file);
        if (draw(c, s)) {
                kp_svg_chart_destroy(s);
                return kp_err(errstr, errstr_size, "%s: out of memory",
                              c->file);
        }
        rc = kp_svg_chart_render(s, out, why, sizeof(why));
        if (rc)
                kp_err(errstr, errstr_size, "%s: %s", c->file, why);
        kp_svg_chart_destroy(s);
        return rc;
}
