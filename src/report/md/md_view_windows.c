/* The criteria judged per window in the Markdown view (report/md/md_view.h):
 * m->wchecks as they are. */

#include "report/md/md_view.h"
#include "report/model/view.h"

void kp_md_view_windows(cJSON *v, const kp_rmodel *m, int *oom)
{
        kp_vb b = { 0 };
        cJSON *a = put_arr(&b, v, "window_checks");
        put_bool(&b, v, "has_window_checks", m->n_wchecks > 0);
        for (size_t i = 0; a && i < m->n_wchecks; i++) {
                const kp_rm_window_check *w = &m->wchecks[i];
                cJSON *o = push_obj(&b, a), *rows;
                int charted = w->chart < m->n_charts;
                put_num(&b, o, "index", (double)w->check + 1);
                put_str(&b, o, "tier", w->tier);
                put_str(&b, o, "metric", w->metric);
                put_str(&b, o, "phase", w->phase);
                put_str(&b, o, "words", w->words);
                put_str(&b, o, "criterion", w->criterion);
                put_str(&b, o, "window", w->window);
                put_str(&b, o, "summary", w->summary);
                put_str(&b, o, "verdict", w->verdict_text);
                put_bool(&b, o, "fail", w->verdict == KP_FAIL);
                put_bool(&b, o, "has_chart", charted);
                put_str(&b, o, "chart_file",
                        charted ? m->charts[w->chart].file : "");
                put_str(&b, o, "chart_title",
                        charted ? m->charts[w->chart].title : "");
                put_str(&b, o, "chart_alt",
                        charted ? m->charts[w->chart].alt : "");
                put_str(&b, o, "chart_caption",
                        charted ? m->charts[w->chart].caption : "");
                put_bool(&b, o, "has_failing", w->n_failing > 0);
                rows = put_arr(&b, o, "failing");
                for (size_t k = 0; rows && k < w->n_failing; k++) {
                        const kp_rm_window_row *r = &w->failing[k];
                        cJSON *ro = push_obj(&b, rows);
                        put_str(&b, ro, "from", r->from.text);
                        put_str(&b, ro, "to", r->to.text);
                        put_str(&b, ro, "at", r->at);
                        put_str(&b, ro, "value", r->value.text);
                }
        }
        if (b.oom)
                *oom = 1;
}
