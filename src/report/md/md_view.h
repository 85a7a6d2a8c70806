/*
 * md_view: the view the Markdown templates see (docs/templates.md), made
 * from the report model. Every key is a model field as it is: the view
 * names and arranges, it computes nothing. A cell (kp_rm_cell) becomes
 * two keys: "key" (its text) and "key_raw" (its number, null when none).
 */
#ifndef KP_REPORT_MD_VIEW_H
#define KP_REPORT_MD_VIEW_H

#include <cjson/cJSON.h>

#include "report/model/model.h"

/* The view of m (borrowed; the view copies what it shows). Returns a new
 * tree (caller frees with cJSON_Delete()), or NULL when memory runs out. */
cJSON *kp_md_view(const kp_rmodel *m);

/* The "brokers" object of that view (md_view_brokers.c): the brokers'
 * side, m->bk, as it is. Added to v; a failed allocation sets *oom. */
void kp_md_view_brokers(cJSON *v, const kp_rmodel *m, int *oom);

/* "window_checks" and "has_window_checks" of that view
 * (md_view_windows.c): the criteria judged per window, m->wchecks. */
void kp_md_view_windows(cJSON *v, const kp_rmodel *m, int *oom);

#endif
