/* The brokers' side in the Markdown view (report/md/md_view.h). */

#include "report/md/md_view.h"
#include "report/model/view.h"

static void put_cell(kp_vb *b, cJSON *o, const char *key, const kp_rm_cell *c)
{
        put_str(b, o, key, c->text);
}

static void put_tier(kp_vb *b, cJSON *a, const kp_rm_btier *t)
{
        cJSON *o = push_obj(b, a), *names, *rows;
        put_str(b, o, "name", t->name);
        put_bool(b, o, "available", t->available);
        put_str(b, o, "unavailable", t->unavailable);
        put_str(b, o, "window", t->window);
        put_str(b, o, "trials_line", t->trials_line);
        put_bool(b, o, "has_limit", t->has_limit);
        put_str(b, o, "limit", t->limit);
        names = put_arr(b, o, "broker_names");
        for (size_t i = 0; names && i < t->n_brokers; i++)
                chk(b, cJSON_AddItemToArray(
                           names, cJSON_CreateString(t->names && t->names[i]
                                                         ? t->names[i]
                                                         : t->brokers[i]))
                           ? names
                           : NULL);
        names = put_arr(b, o, "charts");
        for (size_t i = 0; names && i < t->n_charts; i++) {
                cJSON *c = push_obj(b, names);
                put_str(b, c, "file", t->charts[i].file);
                put_str(b, c, "alt", t->charts[i].alt);
                put_str(b, c, "title", t->charts[i].title);
                put_str(b, c, "caption", t->charts[i].caption);
        }
        rows = put_arr(b, o, "rows");
        for (size_t i = 0; rows && i < t->n_rows; i++) {
                const kp_rm_brow *r = &t->rows[i];
                cJSON *ro = push_obj(b, rows), *cells;
                put_str(b, ro, "name", r->name);
                put_str(b, ro, "words", r->words);
                put_str(b, ro, "unit", r->unit);
                put_str(b, ro, "note", r->note);
                cells = put_arr(b, ro, "cells");
                for (size_t k = 0; cells && k < t->n_brokers; k++) {
                        cJSON *c = push_obj(b, cells);
                        put_str(b, c, "broker",
                                t->names && t->names[k] ? t->names[k]
                                                        : t->brokers[k]);
                        put_cell(b, c, "mean", &r->mean[k]);
                        put_cell(b, c, "max", &r->max[k]);
                }
        }
}

void kp_md_view_brokers(cJSON *v, const kp_rmodel *m, int *oom)
{
        const kp_rm_brokers *bk = &m->bk;
        kp_vb b = { 0 };
        cJSON *o = put_obj(&b, v, "brokers"), *a;
        put_bool(&b, o, "present", bk->present);
        if (!bk->present)
                goto out;
        put_str(&b, o, "url", bk->url);
        a = put_arr(&b, o, "tiers");
        for (size_t i = 0; a && i < bk->n_tiers; i++)
                put_tier(&b, a, &bk->tiers[i]);
        put_bool(&b, o, "has_util", bk->has_util);
        put_cell(&b, o, "ceiling", &bk->ceiling);
        a = put_arr(&b, o, "util");
        for (int k = 0; a && k < 3; k++) {
                const kp_rm_util *u = &bk->util[k];
                cJSON *uo = push_obj(&b, a);
                put_str(&b, uo, "resource", u->resource);
                put_str(&b, uo, "query", u->query);
                put_bool(&b, uo, "first", u->first);
                put_cell(&b, uo, "points", &u->points);
                put_cell(&b, uo, "r2", &u->r2);
                put_cell(&b, uo, "ceiling_rate", &u->ceiling_rate);
                put_cell(&b, uo, "peak_use", &u->peak_use);
                put_str(&b, uo, "fit", u->fit);
                put_str(&b, uo, "result", u->result);
        }
        put_str(&b, o, "first", bk->first);
        put_str(&b, o, "at_peak", bk->at_peak);
        put_str(&b, o, "search", bk->search);
        a = put_arr(&b, o, "assumptions");
        for (size_t i = 0; a && i < bk->n_assumptions; i++)
                chk(&b, cJSON_AddItemToArray(
                            a, cJSON_CreateString(bk->assumptions[i]))
                            ? a
                            : NULL);
out:
        if (b.oom)
                *oom = 1;
}
