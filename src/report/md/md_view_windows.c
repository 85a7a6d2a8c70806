/* The criteria judged per window in the Markdown view (report/md/md_view.h):
 * m->wchecks as they are, by the tables of md_fields.h. */

#include "report/md/md_fields.h"
#include "report/md/md_view.h"

static void check_index(kp_vb *b, cJSON *o, const kp_vf *f, const void *base,
                        const kp_vf_at *at)
{
        const kp_rm_window_check *w = base;
        (void)at;
        put_num(b, o, f->key, (double)w->check + 1);
}

/* has_chart, and the chart's file, title, alt and caption ("" without). */
static void check_chart(kp_vb *b, cJSON *o, const kp_vf *f, const void *base,
                        const kp_vf_at *at)
{
        const kp_rm_window_check *w = base;
        const kp_rmodel *m = at->m;
        int charted = w->chart < m->n_charts;
        put_bool(b, o, f->key, charted);
        put_str(b, o, "chart_file", charted ? m->charts[w->chart].file : "");
        put_str(b, o, "chart_title", charted ? m->charts[w->chart].title : "");
        put_str(b, o, "chart_alt", charted ? m->charts[w->chart].alt : "");
        put_str(b, o, "chart_caption",
                charted ? m->charts[w->chart].caption : "");
}

static const kp_vf row_view[] = { VF_T("from", kp_rm_window_row, from),
                                  VF_T("to", kp_rm_window_row, to),
                                  VF_S("at", kp_rm_window_row, at),
                                  VF_T("value", kp_rm_window_row, value),
                                  VF_END };

static const kp_vf check_view[] = {
        VF_FN("index", kp_rm_window_check, check, check_index),
        VF_S("tier", kp_rm_window_check, tier),
        VF_S("metric", kp_rm_window_check, metric),
        VF_S("phase", kp_rm_window_check, phase),
        VF_S("words", kp_rm_window_check, words),
        VF_S("criterion", kp_rm_window_check, criterion),
        VF_S("window", kp_rm_window_check, window),
        VF_S("summary", kp_rm_window_check, summary),
        VF_S("verdict", kp_rm_window_check, verdict_text),
        VF_IS("fail", kp_rm_window_check, verdict, KP_FAIL),
        VF_FN("has_chart", kp_rm_window_check, chart, check_chart),
        VF_ANY("has_failing", kp_rm_window_check, n_failing),
        VF_LIST("failing", kp_rm_window_check, failing, n_failing,
                kp_rm_window_row, row_view),
        VF_END
};

static const kp_vf windows_view[] = {
        VF_LIST("window_checks", kp_rmodel, wchecks, n_wchecks,
                kp_rm_window_check, check_view),
        VF_ANY("has_window_checks", kp_rmodel, n_wchecks), VF_END
};

void kp_md_view_windows(cJSON *v, const kp_rmodel *m, int *oom)
{
        kp_vb b = { 0 };
        kp_vf_at at = { m, 0 };
        kp_vf_put(&b, v, windows_view, m, &at);
        if (b.oom)
                *oom = 1;
}
