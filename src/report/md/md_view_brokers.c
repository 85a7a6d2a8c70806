/* The brokers' side in the Markdown view (report/md/md_view.h), by the
 * tables of md_fields.h. A cell here is its text only. */

#include "report/md/md_fields.h"
#include "report/md/md_view.h"

/* A broker's name, or its address where it has none. */
static const char *broker_name(const kp_rm_btier *t, size_t i)
{
        return t->names && t->names[i] ? t->names[i] : t->brokers[i];
}

static void broker_names(kp_vb *b, cJSON *o, const kp_vf *f, const void *base,
                         const kp_vf_at *at)
{
        const kp_rm_btier *t = base;
        cJSON *names = put_arr(b, o, f->key);
        (void)at;
        for (size_t i = 0; names && i < t->n_brokers; i++)
                push_str(b, names, broker_name(t, i));
}

static const kp_vf row_view[] = { VF_S("name", kp_rm_brow, name),
                                  VF_S("words", kp_rm_brow, words),
                                  VF_S("unit", kp_rm_brow, unit),
                                  VF_S("note", kp_rm_brow, note), VF_END };

/* A row a measure, a cell a broker: the row's own keys, and "cells". */
static void rows(kp_vb *b, cJSON *o, const kp_vf *f, const void *base,
                 const kp_vf_at *at)
{
        const kp_rm_btier *t = base;
        cJSON *a = put_arr(b, o, f->key);
        for (size_t i = 0; a && i < t->n_rows; i++) {
                const kp_rm_brow *r = &t->rows[i];
                cJSON *ro = push_obj(b, a);
                cJSON *cells;
                kp_vf_put(b, ro, row_view, r, at);
                cells = put_arr(b, ro, "cells");
                for (size_t k = 0; cells && k < t->n_brokers; k++) {
                        cJSON *c = push_obj(b, cells);
                        put_str(b, c, "broker", broker_name(t, k));
                        put_str(b, c, "mean", r->mean[k].text);
                        put_str(b, c, "max", r->max[k].text);
                }
        }
}

static const kp_vf tier_view[] = {
        VF_S("name", kp_rm_btier, name),
        VF_B("available", kp_rm_btier, available),
        VF_S("unavailable", kp_rm_btier, unavailable),
        VF_S("window", kp_rm_btier, window),
        VF_S("trials_line", kp_rm_btier, trials_line),
        VF_B("has_limit", kp_rm_btier, has_limit),
        VF_S("limit", kp_rm_btier, limit),
        VF_FN("broker_names", kp_rm_btier, names, broker_names),
        VF_LIST("charts", kp_rm_btier, charts, n_charts, kp_rm_chart,
                kp_vf_chart_head),
        VF_FN("rows", kp_rm_btier, rows, rows),
        VF_END
};

static const kp_vf util_view[] = { VF_S("resource", kp_rm_util, resource),
                                   VF_S("query", kp_rm_util, query),
                                   VF_B("first", kp_rm_util, first),
                                   VF_T("points", kp_rm_util, points),
                                   VF_T("r2", kp_rm_util, r2),
                                   VF_T("ceiling_rate", kp_rm_util,
                                        ceiling_rate),
                                   VF_T("peak_use", kp_rm_util, peak_use),
                                   VF_S("fit", kp_rm_util, fit),
                                   VF_S("result", kp_rm_util, result),
                                   VF_END };

static const kp_vf brokers_view[] = {
        VF_B("present", kp_rm_brokers, present),
        VF_STOP(kp_rm_brokers, present),
        VF_S("url", kp_rm_brokers, url),
        VF_LIST("tiers", kp_rm_brokers, tiers, n_tiers, kp_rm_btier, tier_view),
        VF_B("has_util", kp_rm_brokers, has_util),
        VF_T("ceiling", kp_rm_brokers, ceiling),
        VF_ARRAY("util", kp_rm_brokers, util, kp_rm_util, util_view),
        VF_S("first", kp_rm_brokers, first),
        VF_S("at_peak", kp_rm_brokers, at_peak),
        VF_S("search", kp_rm_brokers, search),
        VF_STRS("assumptions", kp_rm_brokers, assumptions, n_assumptions),
        VF_END
};

void kp_md_view_brokers(cJSON *v, const kp_rmodel *m, int *oom)
{
        kp_vb b = { 0 };
        kp_vf_at at = { m, 0 };
        kp_vf_put(&b, put_obj(&b, v, "brokers"), brokers_view, &m->bk, &at);
        if (b.oom)
                *oom = 1;
}
