/* The workbook's Extrapolation, Environment and Sign-off sheets
 * (report/xlsx/report_xlsx_priv.h). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "report/xlsx/report_xlsx_priv.h"

/* ---- Extrapolation --------------------------------------------------------
 */

#define EX_LAST 9

/* A line of the inputs or derived figures: label, value, unit, note. */
static void ex_line(xw *x, lxw_worksheet *ws, lxw_row_t row,
                    const kp_rm_line *l)
{
        const kp_rm_cell *v = &l->value;
        xl_put_str(x, ws, row, 0, l->label, x->f.rowlabel);
        if (v->fmt == KP_RM_TEXT)
                xl_put_str(x, ws, row, 1, v->text, x->f.verdict[v->state]);
        else
                xl_put_num(x, ws, row, 1, v->raw, x->f.cell[v->fmt][v->state]);
        xl_put_str(x, ws, row, 2, l->unit, x->f.cell[NF_TEXT][ST_PLAIN]);
        xl_put_merged(x, ws, row, 3, EX_LAST, l->note,
                      x->f.cell[NF_TEXT][ST_PLAIN]);
        xl_fit_row(x, ws, row, l->note, 80, 13);
}

static lxw_row_t ex_lines(xw *x, lxw_worksheet *ws, lxw_row_t row,
                          const char *title, const char *first,
                          const kp_rm_line *lines, size_t n)
{
        const char *hdr[] = { first, xl_tr(x, KP_S_XL_VALUE_PLAIN),
                              xl_tr(x, KP_S_XL_UNIT) };
        xl_put_h2(x, ws, row, EX_LAST, title);
        row++;
        xl_put_header(x, ws, row, 0, hdr, 3);
        xl_put_merged(x, ws, row, 3, EX_LAST, xl_tr(x, KP_S_XL_NOTE), x->f.hdr);
        row++;
        for (size_t i = 0; i < n; i++)
                ex_line(x, ws, row++, &lines[i]);
        return row + 1;
}

static lxw_row_t ex_trends(xw *x, lxw_worksheet *ws, lxw_row_t row)
{
        const char *const hdr[] = {
                xl_tr(x, KP_S_XL_METRIC),      xl_tr(x, KP_S_XL_UNIT),
                xl_tr(x, KP_S_XL_X_POINTS),    xl_tr(x, KP_S_XL_X_A),
                xl_tr(x, KP_S_XL_X_B),         "R\xC2\xB2",
                xl_tr(x, KP_S_XL_X_PROJECTED), xl_tr(x, KP_S_XL_CRITERION),
                xl_tr(x, KP_S_XL_THRESHOLD),   xl_tr(x, KP_S_XL_X_CROSSES),
        };
        const kp_rm_extrap *ex = &x->m->x;
        const fmts *f = &x->f;
        lxw_format *txt = f->cell[NF_TEXT][ST_PLAIN];
        xl_put_h2(x, ws, row, EX_LAST, xl_tr(x, KP_S_XL_X_TRENDS));
        row++;
        xl_put_merged(x, ws, row, 0, EX_LAST, xl_tr(x, KP_S_XL_X_TRENDS_NOTE),
                      f->note);
        row++;
        if (ex->n_trends == 0) {
                xl_put_merged(x, ws, row, 0, EX_LAST,
                              xl_tr(x, KP_S_XL_X_NO_TREND), f->note);
                return row + 2;
        }
        xl_put_header(x, ws, row, 0, hdr, KP_ARRAY_LEN(hdr));
        xl_set_row(x, ws, row, 30);
        row++;
        for (size_t i = 0; i < ex->n_trends; i++, row++) {
                const kp_rm_trend *t = &ex->trends[i];
                kp_rm_state s = t->projected.state;
                xl_put_str(x, ws, row, 0, t->metric, txt);
                xl_put_str(x, ws, row, 1, t->unit, txt);
                xl_put_num(x, ws, row, 2, (double)t->points,
                           f->cell[NF_INT][ST_PLAIN]);
                xl_put_num(x, ws, row, 3, t->intercept,
                           f->cell[NF_COEF][ST_PLAIN]);
                xl_put_num(x, ws, row, 4, t->slope, f->cell[NF_COEF][ST_PLAIN]);
                xl_put_num(x, ws, row, 5, t->r2.raw,
                           f->cell[NF_RATIO][ST_PLAIN]);
                xl_put_num(x, ws, row, 6, t->projected.raw,
                           f->cell[t->projected.fmt][s]);
                if (t->has_threshold) {
                        xl_put_str(x, ws, row, 7, t->op, txt);
                        xl_put_num(x, ws, row, 8, t->threshold_number,
                                   f->cell[NF_GEN][ST_PLAIN]);
                        xl_put_str(x, ws, row, 9,
                                   t->crosses ? xl_tr(x, KP_S_XL_YES)
                                              : xl_tr(x, KP_S_XL_NO),
                                   f->verdict[s]);
                } else {
                        xl_put_str(x, ws, row, 7, xl_tr(x, KP_S_XL_NONE), txt);
                        xl_put_str(x, ws, row, 8, "", txt);
                        xl_put_str(x, ws, row, 9, "", txt);
                }
        }
        return row + 1;
}

/* The capacity model: how it is made, a row per resource, the brokers
 * needed and the model beside a measurement. */
static lxw_row_t ex_sizing(xw *x, lxw_worksheet *ws, lxw_row_t row)
{
        const char *const hdr[] = {
                xl_tr(x, KP_S_SZ_H_RESOURCE), xl_tr(x, KP_S_SZ_H_CAPACITY),
                xl_tr(x, KP_S_SZ_H_FIT),      xl_tr(x, KP_S_SZ_H_R2),
                xl_tr(x, KP_S_SZ_H_ERROR),    xl_tr(x, KP_S_SZ_H_THRESHOLD),
                xl_tr(x, KP_S_SZ_H_CEILING),  xl_tr(x, KP_S_SZ_H_NOTE),
        };
        const kp_rm_extrap *ex = &x->m->x;
        lxw_format *txt = x->f.cell[NF_TEXT][ST_PLAIN];
        if (!ex->has_sizing)
                return row;
        xl_put_h2(x, ws, row, EX_LAST, xl_tr(x, KP_S_SZ_TITLE));
        row++;
        xl_put_merged(x, ws, row, 0, EX_LAST, ex->sizing_basis, x->f.note);
        xl_fit_row(x, ws, row, ex->sizing_basis, 140, 15);
        row++;
        /* The fit (column 2, 11 wide) and the note (7 to the last,
         * merged) wrap; each row is as tall as the longer. */
        xl_put_header(x, ws, row, 0, hdr, KP_ARRAY_LEN(hdr) - 1);
        xl_put_merged(x, ws, row, 7, EX_LAST, hdr[7], x->f.hdr);
        xl_set_lines(x, ws, row, xl_row_lines(hdr[2], 11), 13);
        row++;
        for (size_t i = 0; i < ex->n_sizing_rows; i++, row++) {
                const kp_rm_sizing_row *w = &ex->sizing_rows[i];
                const char *v[] = { w->name,  w->capacity,  w->fit,    w->r2,
                                    w->error, w->threshold, w->ceiling };
                int lines = xl_row_lines(w->fit, 11),
                    nl = xl_row_lines(w->note, 34);
                for (size_t k = 0; k < KP_ARRAY_LEN(v); k++)
                        if (k == 5)
                                xl_put_num(x, ws, row, 5, w->threshold_raw,
                                           x->f.cell[NF_PCT][ST_PLAIN]);
                        else
                                xl_put_str(x, ws, row, (lxw_col_t)k, v[k],
                                           w->first && k == 0 ? x->f.label
                                           : k == 2           ? x->f.kv_wrap
                                                              : txt);
                xl_put_merged(x, ws, row, 7, EX_LAST, w->note, x->f.kv_wrap);
                xl_set_lines(x, ws, row, lines > nl ? lines : nl, 13);
        }
        if (ex->sizing_sentence) {
                xl_put_merged(x, ws, row, 0, EX_LAST, ex->sizing_sentence,
                              x->f.label);
                row++;
        }
        if (ex->sizing_measured) {
                xl_put_merged(x, ws, row, 0, EX_LAST, ex->sizing_measured,
                              x->f.note);
                xl_fit_row(x, ws, row, ex->sizing_measured, 140, 15);
                row++;
        }
        return row + 1;
}

void xlsx_sheet_extrap(xw *x)
{
        static const double widths[] = {
                34, 18, 11, 15, 15, 9, 14, 10, 11, 13
        };
        const kp_rmodel *m = x->m;
        lxw_worksheet *ws =
            xl_open_sheet(x, SH_EXTRAP, widths, KP_ARRAY_LEN(widths),
                          xl_tr(x, KP_S_XL_X_TITLE));
        lxw_row_t row = 2;
        if (!ws)
                return;
        if (!m->has_target || !m->x.present) {
                xl_put_merged(x, ws, 1, 0, EX_LAST,
                              xl_tr(x, KP_S_XL_X_NO_TARGET), x->f.subtitle);
        } else {
                xl_put_merged(x, ws, 1, 0, EX_LAST, m->headline, x->f.reason);
                xl_set_row(x, ws, 1, 24);
                xl_fit_row(x, ws, 1, m->headline, 140, 18);
                worksheet_freeze_panes(ws, 2, 0);
                row = ex_lines(x, ws, row + 1, xl_tr(x, KP_S_XL_X_INPUTS),
                               xl_tr(x, KP_S_XL_X_INPUT), m->x.inputs,
                               KP_RM_INPUTS);
                row = ex_lines(x, ws, row, xl_tr(x, KP_S_XL_X_DERIVED),
                               xl_tr(x, KP_S_XL_X_DERIVED_FIG), m->x.lines,
                               KP_RM_LINES);
                row = ex_trends(x, ws, row);
        }
        row = ex_sizing(x, ws, row);
        xl_put_h2(x, ws, row, EX_LAST, xl_tr(x, KP_S_XL_X_ASSUMPTIONS));
        row++;
        row = xl_put_list(x, ws, row, EX_LAST, 145, m->x.assumptions,
                          m->x.n_assumptions, xl_tr(x, KP_S_XL_NONE_DOT));
        row++;
        xl_put_h2(x, ws, row, EX_LAST, xl_tr(x, KP_S_XL_X_RISKS));
        row++;
        xl_put_list(x, ws, row, EX_LAST, 145, m->risks, m->n_risks,
                    xl_tr(x, KP_S_XL_NONE_IDENTIFIED));
        xl_sheet_finish(x, ws, 1);
}

/* ---- Environment ------------------------------------------------------------
 */

#define ENV_LAST 4

static lxw_row_t env_heading(xw *x, lxw_worksheet *ws, lxw_row_t row,
                             const char *text)
{
        xl_put_h2(x, ws, row, ENV_LAST, text);
        return row + 1;
}

static lxw_row_t env_kvtable(xw *x, lxw_worksheet *ws, lxw_row_t row,
                             const kp_rm_kv *l, const char *empty)
{
        const char *const hdr[] = { xl_tr(x, KP_S_XL_E_PROPERTY),
                                    xl_tr(x, KP_S_XL_VALUE_PLAIN) };
        if (l->n == 0) {
                xl_put_merged(x, ws, row, 0, ENV_LAST, empty, x->f.note);
                return row + 1;
        }
        xl_put_header(x, ws, row, 0, hdr, 2);
        row++;
        for (size_t i = 0; i < l->n; i++, row++) {
                xl_put_str(x, ws, row, 0, l->keys[i],
                           x->f.cell[NF_TEXT][ST_PLAIN]);
                xl_put_value(x, ws, row, 1, l->values[i],
                             x->f.cell[NF_TEXT][ST_PLAIN], x->f.left_num);
                xl_fit_row(x, ws, row, l->values[i], 50, 13);
        }
        return row;
}

/* The broker's own settings that decide a test, as DescribeConfigs gave
 * them. */
static lxw_row_t env_broker_settings(xw *x, lxw_worksheet *ws, lxw_row_t row)
{
        const char *const hdr[] = { xl_tr(x, KP_S_XL_E_BROKER_SETTING),
                                    xl_tr(x, KP_S_XL_VALUE_PLAIN) };
        const kp_rm_env *c = &x->m->env;
        lxw_format *txt = x->f.cell[NF_TEXT][ST_PLAIN];
        if (!c->n_broker_settings) {
                xl_put_merged(x, ws, row++, 0, ENV_LAST,
                              c->embedded ? xl_tr(x, KP_S_XL_E_BS_EMBEDDED)
                                          : xl_tr(x, KP_S_XL_E_BS_NOT_READ),
                              x->f.note);
                return row + 1;
        }
        {
                kp_buf t = { 0 };
                kp_buf_printf(&t, xl_tr(x, KP_S_XL_E_BS_TITLE),
                              *c->broker_settings_from
                                  ? c->broker_settings_from
                                  : xl_tr(x, KP_S_XL_E_THE_BROKER));
                xl_put_merged(x, ws, row++, 0, ENV_LAST, t.s ? t.s : "",
                              x->f.label);
                if (t.oom)
                        x->oom = 1;
                kp_buf_free(&t);
        }
        xl_put_header(x, ws, row, 0, hdr, 2);
        xl_put_merged(x, ws, row, 2, ENV_LAST, xl_tr(x, KP_S_XL_E_DECIDES),
                      x->f.hdr);
        row++;
        for (size_t i = 0; i < c->n_broker_settings; i++, row++) {
                const kp_rm_setting *s = &c->broker_settings[i];
                xl_put_str(x, ws, row, 0, s->name, txt);
                xl_put_value(x, ws, row, 1, s->value, txt, x->f.left_num);
                xl_put_merged(x, ws, row, 2, ENV_LAST, s->about, txt);
                xl_fit_row(x, ws, row, s->value, 40, 13);
        }
        return row + 1;
}

/* The broker hosts as the plan declares them: the plan's word, marked
 * so, with what disagrees with the cluster. One column per entry, three
 * entries to a block, as the sheet is five columns wide. */
#define HOSTS_PER_BLOCK 3

static lxw_row_t env_hosts(xw *x, lxw_worksheet *ws, lxw_row_t row)
{
        const char *const items[] = { xl_tr(x, KP_S_XL_H_CORES),
                                      xl_tr(x, KP_S_XL_H_MEMORY),
                                      xl_tr(x, KP_S_XL_H_DISKS),
                                      xl_tr(x, KP_S_XL_H_OS),
                                      xl_tr(x, KP_S_XL_E_RELEASE) };
        const kp_rm_env *c = &x->m->env;
        const fmts *f = &x->f;
        lxw_format *txt = f->cell[NF_TEXT][ST_PLAIN];
        const char *notes[] = { c->release_note, c->hosts_note };
        if (!c->n_hosts)
                return row;
        xl_put_merged(x, ws, row++, 0, ENV_LAST, xl_tr(x, KP_S_XL_H_TITLE),
                      f->label);
        for (size_t b0 = 0; b0 < c->n_hosts; b0 += HOSTS_PER_BLOCK) {
                size_t n = c->n_hosts - b0 < HOSTS_PER_BLOCK ? c->n_hosts - b0
                                                             : HOSTS_PER_BLOCK;
                xl_put_str(x, ws, row, 0, xl_tr(x, KP_S_XL_H_HOSTS), f->hdr);
                for (size_t k = 0; k < n; k++) {
                        const kp_rm_host *h = &c->hosts[b0 + k];
                        xl_put_str(x, ws, row, (lxw_col_t)(k + 1),
                                   *h->name ? h->name : "-", f->hdr);
                }
                row++;
                xl_put_str(x, ws, row, 0, xl_tr(x, KP_S_XL_H_COUNT),
                           f->rowlabel);
                for (size_t k = 0; k < n; k++)
                        xl_put_num(x, ws, row, (lxw_col_t)(k + 1),
                                   c->hosts[b0 + k].count, f->left_num);
                row++;
                for (size_t i = 0; i < KP_ARRAY_LEN(items); i++, row++) {
                        xl_put_str(x, ws, row, 0, items[i], f->rowlabel);
                        for (size_t k = 0; k < n; k++) {
                                const kp_rm_host *h = &c->hosts[b0 + k];
                                const char *v[] = { h->cores, h->memory,
                                                    h->disks, h->os, h->kafka };
                                lxw_col_t col = (lxw_col_t)(k + 1);
                                if (i == 0 && h->cores_number)
                                        xl_put_num(x, ws, row, col,
                                                   h->cores_number,
                                                   f->left_num);
                                else
                                        xl_put_str(x, ws, row, col, v[i], txt);
                        }
                }
        }
        for (size_t i = 0; i < KP_ARRAY_LEN(notes); i++) {
                if (!*notes[i])
                        continue;
                xl_put_merged(x, ws, row, 0, ENV_LAST, notes[i], f->warn_row);
                xl_fit_row(x, ws, row++, notes[i], 120, 13);
        }
        return row + 1;
}

static lxw_row_t env_cluster(xw *x, lxw_worksheet *ws, lxw_row_t row)
{
        const char *const bhdr[] = { xl_tr(x, KP_S_XL_E_BROKER_ID),
                                     xl_tr(x, KP_S_XL_E_HOST),
                                     xl_tr(x, KP_S_XL_E_PORT) };
        const kp_rm_env *c = &x->m->env;
        const fmts *f = &x->f;
        row = env_heading(x, ws, row, xl_tr(x, KP_S_XL_E_CLUSTER));
        xl_put_kv(
            x, ws, row++, ENV_LAST, xl_tr(x, KP_S_XL_E_BOOTSTRAP),
            c->embedded ? xl_tr(x, KP_S_XL_E_EMBEDDED_BOOT) : c->bootstrap, 90);
        xl_put_kv(x, ws, row++, ENV_LAST, xl_tr(x, KP_S_XL_E_EMBEDDED),
                  c->embedded ? xl_tr(x, KP_S_XL_E_EMBEDDED_YES)
                              : xl_tr(x, KP_S_XL_NO),
                  90);
        xl_put_kv(
            x, ws, row++, ENV_LAST, xl_tr(x, KP_S_XL_E_CLUSTER_ID),
            *c->cluster_id ? c->cluster_id : xl_tr(x, KP_S_XL_E_NOT_KNOWN), 90);
        if (c->controller_id >= 0)
                xl_put_kv_num(x, ws, row++, xl_tr(x, KP_S_XL_E_CONTROLLER),
                              c->controller_id, NF_GEN);
        else
                xl_put_kv(x, ws, row++, ENV_LAST,
                          xl_tr(x, KP_S_XL_E_CONTROLLER),
                          xl_tr(x, KP_S_XL_E_NOT_KNOWN), 90);
        xl_put_kv(x, ws, row++, ENV_LAST, xl_tr(x, KP_S_XL_E_RELEASE),
                  *c->kafka_release ? c->kafka_release
                                    : xl_tr(x, KP_S_XL_E_NOT_KNOWN),
                  90);
        if (*c->declared_kafka)
                xl_put_kv(x, ws, row++, ENV_LAST,
                          xl_tr(x, KP_S_XL_E_RELEASE_DECLARED),
                          c->declared_kafka, 90);
        if (*c->api_versions)
                xl_put_kv(x, ws, row++, ENV_LAST, xl_tr(x, KP_S_XL_E_API),
                          c->api_versions, 90);
        row++;
        if (c->n_brokers) {
                xl_put_merged(x, ws, row++, 0, ENV_LAST,
                              xl_tr(x, KP_S_XL_TT_ENV_BROKERS), f->label);
                xl_put_header(x, ws, row, 0, bhdr, 3);
                row++;
                for (size_t i = 0; i < c->n_brokers; i++, row++) {
                        xl_put_num(x, ws, row, 0, c->brokers[i].id_number,
                                   f->center_num);
                        xl_put_str(x, ws, row, 1, c->brokers[i].host,
                                   f->center);
                        xl_put_num(x, ws, row, 2, c->brokers[i].port_number,
                                   f->center_num);
                }
        } else {
                xl_put_merged(x, ws, row++, 0, ENV_LAST,
                              xl_tr(x, KP_S_XL_E_NO_BROKERS), f->note);
        }
        row++;
        row = env_hosts(x, ws, row);
        row = env_broker_settings(x, ws, row);
        if (c->n_warnings) {
                xl_put_merged(x, ws, row++, 0, ENV_LAST,
                              xl_tr(x, KP_S_XL_E_WARNINGS), f->label);
                for (size_t i = 0; i < c->n_warnings; i++, row++) {
                        xl_put_merged(x, ws, row, 0, ENV_LAST, c->warnings[i],
                                      f->warn_row);
                        xl_fit_row(x, ws, row, c->warnings[i], 120, 13);
                }
                row++;
        }
        return row;
}

static lxw_row_t env_topics(xw *x, lxw_worksheet *ws, lxw_row_t row)
{
        const char *const phdr[] = { xl_tr(x, KP_S_XL_E_PARTITION),
                                     xl_tr(x, KP_S_XL_E_LEADER),
                                     xl_tr(x, KP_S_XL_E_REPLICAS),
                                     xl_tr(x, KP_S_XL_E_ISR) };
        const kp_rm_env *c = &x->m->env;
        const fmts *f = &x->f;
        for (size_t i = 0; i < c->n_topics; i++) {
                const kp_rm_topic *t = &c->topics[i];
                char h[320];
                snprintf(h, sizeof(h), xl_tr(x, KP_S_XL_E_TOPIC),
                         *t->name ? t->name : "?");
                row = env_heading(x, ws, row, h);
                xl_put_kv_num(x, ws, row++, xl_tr(x, KP_S_XL_PARTITIONS),
                              t->partitions, NF_INT);
                xl_put_kv_num(x, ws, row++, xl_tr(x, KP_S_XL_RF),
                              t->replication_factor, NF_INT);
                xl_put_kv(x, ws, row++, ENV_LAST, xl_tr(x, KP_S_XL_E_CREATED),
                          t->created ? xl_tr(x, KP_S_XL_YES)
                                     : xl_tr(x, KP_S_XL_NO),
                          90);
                row++;
                xl_put_merged(x, ws, row++, 0, ENV_LAST,
                              xl_tr(x, KP_S_XL_E_TOPIC_CONFIG), f->label);
                row = env_kvtable(x, ws, row, &t->config,
                                  xl_tr(x, KP_S_XL_E_NOT_DESCRIBED));
                row++;
                if (t->n_layout == 0)
                        continue;
                xl_put_merged(x, ws, row++, 0, ENV_LAST,
                              xl_tr(x, KP_S_XL_E_LAYOUT), f->label);
                xl_put_header(x, ws, row, 0, phdr, 4);
                row++;
                for (size_t k = 0; k < t->n_layout; k++, row++) {
                        const kp_rm_partition *p = &t->layout[k];
                        lxw_format *it = p->under_replicated
                                             ? f->verdict[ST_INC]
                                             : f->center;
                        lxw_format *in = p->under_replicated
                                             ? f->verdict[ST_INC]
                                             : f->center_num;
                        xl_put_num(x, ws, row, 0, p->id_number, f->center_num);
                        xl_put_num(x, ws, row, 1, p->leader_number,
                                   f->center_num);
                        xl_put_value(x, ws, row, 2, p->replicas, f->center,
                                     f->center_num);
                        xl_put_value(x, ws, row, 3, p->isr, it, in);
                }
                row++;
        }
        return row;
}

static lxw_row_t env_client(xw *x, lxw_worksheet *ws, lxw_row_t row)
{
        const char *const title[] = {
                xl_tr(x, KP_S_XL_E_PRODUCER_DEFAULTS),
                xl_tr(x, KP_S_XL_E_CONSUMER_DEFAULTS),
        };
        const kp_rm_env *e = &x->m->env;
        const kp_rm_kv *l[] = { &e->producer_defaults, &e->consumer_defaults };
        row = env_heading(x, ws, row, xl_tr(x, KP_S_XL_E_CLIENT_CONFIG));
        row = env_kvtable(x, ws, row, &e->client_config,
                          xl_tr(x, KP_S_XL_E_NO_CLIENT_CONFIG));
        row++;
        for (size_t i = 0; i < KP_ARRAY_LEN(l); i++) {
                if (!l[i]->n)
                        continue;
                row = env_heading(x, ws, row, title[i]);
                row = env_kvtable(x, ws, row, l[i], "");
                row++;
        }
        row = xlsx_env_client_settings(x, ws, row, ENV_LAST);
        row = env_heading(x, ws, row, xl_tr(x, KP_S_XL_E_CLIENT_HOST));
        xl_put_kv(x, ws, row++, ENV_LAST, xl_tr(x, KP_S_XL_E_HOSTNAME),
                  e->hostname, 90);
        xl_put_kv(x, ws, row++, ENV_LAST, xl_tr(x, KP_S_XL_E_OS), e->os, 90);
        xl_put_kv(x, ws, row++, ENV_LAST, xl_tr(x, KP_S_XL_E_CPU), e->cpu_model,
                  90);
        xl_put_kv_num(x, ws, row++, xl_tr(x, KP_S_XL_E_CPUS), e->cpus, NF_INT);
        xl_put_kv_num(x, ws, row, xl_tr(x, KP_S_XL_E_MEMORY), e->memory.raw,
                      NF_INT);
        xl_put_str(x, ws, row++, 2, e->memory.text, x->f.note);
        row++;
        for (size_t i = 0; i < e->n_agents; i++) {
                const kp_rm_agent *g = &e->agents[i];
                char h[300], v[600];
                if (i == 0)
                        row =
                            env_heading(x, ws, row, xl_tr(x, KP_S_XL_E_AGENTS));
                snprintf(h, sizeof(h), xl_tr(x, KP_S_XL_E_AGENT), g->name);
                snprintf(v, sizeof(v), xl_tr(x, KP_S_XL_E_AGENT_LINE), g->host,
                         g->kplan_version, g->librdkafka_version,
                         g->clock_offset.text, g->round_trip.text,
                         *g->lost ? xl_tr(x, KP_S_XL_E_LOST) : "", g->lost);
                xl_put_kv(x, ws, row++, ENV_LAST, h, v, 90);
                if (i + 1 == e->n_agents)
                        row++;
        }
        for (size_t i = 0; i < e->n_attempts; i++) {
                const kp_rm_attempt *t = &e->attempts[i];
                char h[64], n[16], v[2048];
                if (i == 0)
                        row = env_heading(x, ws, row,
                                          xl_tr(x, KP_S_XL_E_ATTEMPTS));
                snprintf(n, sizeof(n), "%d", t->number);
                snprintf(h, sizeof(h), xl_tr(x, KP_S_XL_E_ATTEMPT), n);
                snprintf(v, sizeof(v), xl_tr(x, KP_S_XL_E_ATTEMPT_LINE),
                         t->started_at, *t->finished_at ? t->finished_at : "-",
                         t->ended, t->tiers, t->cut);
                xl_put_kv(x, ws, row++, ENV_LAST, h, v, 90);
                if (i + 1 == e->n_attempts)
                        row++;
        }
        const xl_kv software[] = {
                { xl_tr(x, KP_S_XL_E_KPLAN), e->kplan_version },
                { xl_tr(x, KP_S_XL_E_LIBRDKAFKA), e->librdkafka_version },
                { xl_tr(x, KP_S_XL_E_PLAN_FILE), e->plan_path },
                { xl_tr(x, KP_S_XL_E_PLAN_SHA), e->plan_sha256 },
                { xl_tr(x, KP_S_XL_E_RESULTS_SHA),
                  *e->results_sha256 ? e->results_sha256
                                     : xl_tr(x, KP_S_XL_E_NOT_COMPUTED) },
                { xl_tr(x, KP_S_XL_E_PLAN), x->m->plan_name },
                { xl_tr(x, KP_S_XL_E_RUN_ID), x->m->run_id },
        };
        const xl_kv how[] = {
                { xl_tr(x, KP_S_XL_E_RUN_STATUS), x->m->run_status_line },
                { xl_tr(x, KP_S_XL_E_COMMAND), e->command_line },
                { e->n_overrides ? xl_tr(x, KP_S_XL_E_OVERRIDES) : NULL,
                  e->overrides_text },
        };
        row = env_heading(x, ws, row, xl_tr(x, KP_S_XL_E_SOFTWARE));
        row = xl_put_kvs(x, ws, row, ENV_LAST, software, KP_ARRAY_LEN(software),
                         90);
        xl_put_kv_stamp(x, ws, row++, ENV_LAST, xl_tr(x, KP_S_XL_E_RUN_STARTED),
                        x->m->run_start_unix, x->m->run_start_iso);
        xl_put_kv_stamp(x, ws, row++, ENV_LAST,
                        xl_tr(x, KP_S_XL_E_RUN_FINISHED), x->m->run_finish_unix,
                        x->m->run_finish_iso);
        return xl_put_kvs(x, ws, row, ENV_LAST, how, KP_ARRAY_LEN(how), 90);
}

void xlsx_sheet_env(xw *x)
{
        static const double widths[] = { 32, 40, 20, 20, 12 };
        lxw_worksheet *ws =
            xl_open_sheet(x, SH_ENV, widths, KP_ARRAY_LEN(widths), SH_ENV);
        lxw_row_t row = 2;
        if (!ws)
                return;
        xl_put_merged(x, ws, 1, 0, ENV_LAST, xl_tr(x, KP_S_XL_E_NOTE),
                      x->f.subtitle);
        row = env_cluster(x, ws, row + 1);
        row = env_topics(x, ws, row);
        env_client(x, ws, row);
        xl_sheet_finish(x, ws, 0);
}

/* ---- Sign-off
 * ---------------------------------------------------------------- */

static void signoff_row(xw *x, lxw_worksheet *ws, lxw_row_t row,
                        const char *role, const char *name)
{
        const char *decisions[KP_RM_DECISIONS + 1];
        char prompt[160];
        lxw_data_validation dv = { 0 };
        lxw_data_validation dd = { 0 };
        const fmts *f = &x->f;

        for (size_t i = 0; i < KP_RM_DECISIONS; i++)
                decisions[i] = xl_decision(x, i);
        decisions[KP_RM_DECISIONS] = NULL;
        snprintf(prompt, sizeof(prompt), xl_tr(x, KP_S_XL_SO_PROMPT),
                 xl_decision(x, 0), xl_decision(x, 1), xl_decision(x, 2),
                 xl_decision(x, 3));
        if (role && *role)
                xl_put_str(x, ws, row, 0, role, f->cell[NF_TEXT][ST_PLAIN]);
        else
                xl_put_str(x, ws, row, 0, "", f->in_text);
        if (name && *name)
                xl_put_str(x, ws, row, 1, name, f->cell[NF_TEXT][ST_PLAIN]);
        else
                xl_put_str(x, ws, row, 1, "", f->in_text);
        xl_put_str(x, ws, row, 2, "", f->in_list);
        xl_put_str(x, ws, row, 3, "", f->in_text); /* conditions */
        xl_put_str(x, ws, row, 4, "", f->in_date);
        xl_put_str(x, ws, row, 5, "", f->in_text);
        xl_put_str(x, ws, row, 6, "", f->in_text);
        xl_set_row(x, ws, row, 48);

        dv.validate = LXW_VALIDATION_TYPE_LIST;
        dv.value_list = (char **)decisions;
        dv.input_title = (char *)xl_tr(x, KP_S_XL_SO_DECISION);
        dv.input_message = prompt;
        dv.error_title = (char *)xl_tr(x, KP_S_XL_SO_DECISION);
        dv.error_message = (char *)xl_tr(x, KP_S_XL_SO_DECISION_ERROR);
        xl_note_err(x, worksheet_data_validation_cell(ws, row, 2, &dv));

        dd.validate = LXW_VALIDATION_TYPE_DATE;
        dd.criteria = LXW_VALIDATION_CRITERIA_GREATER_THAN_OR_EQUAL_TO;
        dd.value_datetime.year = 2000;
        dd.value_datetime.month = 1;
        dd.value_datetime.day = 1;
        dd.input_title = (char *)xl_tr(x, KP_S_XL_SO_DATE);
        dd.input_message = (char *)xl_tr(x, KP_S_XL_SO_DATE_PROMPT);
        dd.error_title = (char *)xl_tr(x, KP_S_XL_SO_DATE);
        dd.error_message = (char *)xl_tr(x, KP_S_XL_SO_DATE_ERROR);
        xl_note_err(x, worksheet_data_validation_cell(ws, row, 4, &dd));
}

/* The glossary under the sign-off, from the model's words (the
 * Markdown's appendix has the same): a term and its meaning a row. */
static void signoff_glossary(xw *x, lxw_worksheet *ws, lxw_row_t row)
{
        const char *const hdr[] = { xl_tr(x, KP_S_GL_H_TERM),
                                    xl_tr(x, KP_S_GL_H_MEANING) };
        xl_put_h2(x, ws, row++, 6, xl_tr(x, KP_S_XL_GLOSSARY));
        xl_put_header(x, ws, row, 0, hdr, 1);
        xl_put_merged(x, ws, row, 1, 6, hdr[1], x->f.hdr);
        row++;
        for (size_t i = 0; i < KP_RM_GLOSSARY; i++, row++) {
                const kp_rm_term *t = &x->m->glossary[i];
                xl_put_str(x, ws, row, 0, t->term, x->f.label);
                xl_put_merged(x, ws, row, 1, 6, t->meaning, x->f.kv_wrap);
                xl_fit_row(x, ws, row, t->meaning, 170, 14);
        }
}

void xlsx_sheet_signoff(xw *x)
{
        static const double widths[] = { 22, 22, 26, 44, 13, 24, 32 };
        const char *const hdr[] = {
                xl_tr(x, KP_S_XL_SO_ROLE),     xl_tr(x, KP_S_XL_SO_NAME),
                xl_tr(x, KP_S_XL_SO_DECISION), xl_tr(x, KP_S_XL_SO_CONDITIONS),
                xl_tr(x, KP_S_XL_SO_DATE),     xl_tr(x, KP_S_XL_SO_SIGNATURE),
                xl_tr(x, KP_S_XL_SO_COMMENT)
        };
        const kp_rmodel *m = x->m;
        const kp_rm_signoff *so = &m->signoff;
        lxw_worksheet *ws = xl_open_sheet(x, SH_SIGNOFF, widths,
                                          KP_ARRAY_LEN(widths), SH_SIGNOFF);
        lxw_row_t row = 2, first;
        kp_buf b = { 0 };
        if (!ws)
                return;
        kp_buf_printf(&b, xl_tr(x, KP_S_XL_SO_STATEMENT),
                      xl_verdict(x, m->verdict, m->verdict_text), m->plan_name,
                      *m->run_id ? m->run_id : xl_tr(x, KP_S_XL_SO_NO_RUN_ID));
        if (*m->env.results_sha256)
                kp_buf_printf(&b, xl_tr(x, KP_S_XL_SO_SHA),
                              m->env.results_sha256);
        kp_buf_puts(&b, xl_tr(x, KP_S_XL_PROP_END));
        xl_put_merged(x, ws, 1, 0, 6, b.s, x->f.subtitle);
        xl_fit_row(x, ws, 1, b.s, 150, 14);
        if (b.oom)
                x->oom = 1;
        kp_buf_free(&b);
        xl_put_str(x, ws, row, 0, xl_tr(x, KP_S_XL_SO_REPORT_DATE), x->f.label);
        xl_put_merged(x, ws, row, 1, 6, so->date, x->f.kv_wrap);
        row++;
        xl_put_str(x, ws, row, 0, xl_tr(x, KP_S_XL_SO_PREPARED_BY), x->f.label);
        xl_put_merged(x, ws, row, 1, 6,
                      *so->prepared_by ? so->prepared_by
                                       : xl_tr(x, KP_S_XL_SO_BLANK),
                      *so->prepared_by ? x->f.kv_wrap : x->f.in_text);
        row++;
        xl_put_kv_stamp(x, ws, row, 6, xl_tr(x, KP_S_XL_E_RUN_FINISHED),
                        m->run_finish_unix, m->run_finish_iso);
        row++;
        xl_put_str(x, ws, row, 0, xl_tr(x, KP_S_XL_SO_MEANING), x->f.label);
        xl_put_merged(x, ws, row, 1, 6, so->meaning, x->f.kv_wrap);
        xl_fit_row(x, ws, row, so->meaning, 130, 14);
        row++;
        /* Each decision in one line. */
        for (size_t i = 0; i < KP_RM_DECISIONS; i++, row++) {
                const char *d = so->definitions[i] ? so->definitions[i] : "";
                xl_put_merged(x, ws, row, 1, 6, d, x->f.kv_wrap);
                xl_fit_row(x, ws, row, d, 130, 14);
        }
        row++;
        xl_put_merged(x, ws, row - 1, 0, 6, xl_tr(x, KP_S_XL_TT_APPROVERS),
                      x->f.label);
        xl_put_header(x, ws, row, 0, hdr, KP_ARRAY_LEN(hdr));
        xl_set_row(x, ws, row, 20);
        row++;
        first = row;
        for (size_t i = 0; i < so->n_approvers; i++, row++)
                signoff_row(x, ws, row, so->approvers[i].role,
                            so->approvers[i].name);
        if (so->n_approvers == 0) {
                /* No approvers in the plan: rows to fill in by hand. */
                for (int i = 0; i < 3; i++, row++)
                        signoff_row(x, ws, row, NULL, NULL);
        }
        for (size_t i = 0; i < 3 && row > first; i++) {
                lxw_conditional_format cf = { 0 };
                char value[96];
                snprintf(value, sizeof(value), "\"%s\"", xl_decision(x, i));
                cf.type = LXW_CONDITIONAL_TYPE_CELL;
                cf.criteria = LXW_CONDITIONAL_CRITERIA_EQUAL_TO;
                cf.value_string = value;
                cf.format = x->f.dxf[i];
                xl_note_err(x, worksheet_conditional_format_range(
                                   ws, first, 2, row - 1, 2, &cf));
        }
        row++;
        xl_put_merged(x, ws, row, 0, 6, so->conditions_note, x->f.note);
        xl_fit_row(x, ws, row, so->conditions_note, 150, 14);
        row++;
        xl_put_merged(x, ws, row, 0, 6, xl_tr(x, KP_S_XL_SO_EDITABLE),
                      x->f.note);
        xl_fit_row(x, ws, row, "", 150, 14);
        signoff_glossary(x, ws, row + 2);
        worksheet_set_selection(ws, first, 2, first, 2);
        xl_sheet_finish(x, ws, 1);
}
