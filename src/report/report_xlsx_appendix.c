/* The workbook's Extrapolation, Environment and Sign-off sheets
 * (report/report_xlsx_priv.h). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "report/report_xlsx_priv.h"

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
        const char *hdr[] = { first, "Value", "Unit" };
        xl_put_h2(x, ws, row, EX_LAST, title);
        row++;
        xl_put_header(x, ws, row, 0, hdr, 3);
        xl_put_merged(x, ws, row, 3, EX_LAST, "Note", x->f.hdr);
        row++;
        for (size_t i = 0; i < n; i++)
                ex_line(x, ws, row++, &lines[i]);
        return row + 1;
}

static lxw_row_t ex_trends(xw *x, lxw_worksheet *ws, lxw_row_t row)
{
        static const char *const hdr[] = {
                "Metric",
                "Unit",
                "Points",
                "a (intercept)",
                "b (per decade)",
                "R\xC2\xB2",
                "Projected at target",
                "Criterion",
                "Threshold",
                "Crosses the threshold",
        };
        const kp_rm_extrap *ex = &x->m->x;
        const fmts *f = &x->f;
        lxw_format *txt = f->cell[NF_TEXT][ST_PLAIN];
        xl_put_h2(x, ws, row, EX_LAST, "Trends across the volume tiers");
        row++;
        xl_put_merged(x, ws, row, 0, EX_LAST,
                      "Least squares: value = a + b x log10(messages), fitted "
                      "over the fixed-rate volume tiers and projected to the "
                      "target messages.",
                      f->note);
        row++;
        if (ex->n_trends == 0) {
                xl_put_merged(x, ws, row, 0, EX_LAST,
                              "Fewer than two volume tiers of different sizes "
                              "completed: no trend can be fitted.",
                              f->note);
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
                        xl_put_str(x, ws, row, 9, t->crosses ? "yes" : "no",
                                   f->verdict[s]);
                } else {
                        xl_put_str(x, ws, row, 7, "none", txt);
                        xl_put_str(x, ws, row, 8, "", txt);
                        xl_put_str(x, ws, row, 9, "", txt);
                }
        }
        return row + 1;
}

void xlsx_sheet_extrap(xw *x)
{
        static const double widths[] = {
                34, 18, 11, 15, 15, 9, 14, 10, 11, 13
        };
        const kp_rmodel *m = x->m;
        lxw_worksheet *ws = xl_add_sheet(x, SH_EXTRAP);
        lxw_row_t row = 2;
        if (!ws)
                return;
        xl_set_cols(x, ws, widths, KP_ARRAY_LEN(widths));
        xl_put_str(x, ws, 0, 0, "Extrapolation to the target volume",
                   x->f.title);
        xl_set_row(x, ws, 0, 30);
        if (!m->has_target || !m->x.present) {
                xl_put_merged(x, ws, 1, 0, EX_LAST,
                              "The plan sets no target volume: nothing to "
                              "extrapolate to. Add a \"target\" to the plan "
                              "and rebuild the reports with kplan report.",
                              x->f.subtitle);
        } else {
                xl_put_merged(x, ws, 1, 0, EX_LAST, m->headline, x->f.reason);
                xl_set_row(x, ws, 1, 24);
                xl_fit_row(x, ws, 1, m->headline, 140, 18);
                worksheet_freeze_panes(ws, 2, 0);
                row = ex_lines(x, ws, row + 1, "Target (from the plan)",
                               "Input", m->x.inputs, KP_RM_INPUTS);
                row = ex_lines(x, ws, row, "Derived from the measurements",
                               "Derived figure", m->x.lines, KP_RM_LINES);
                row = ex_trends(x, ws, row);
        }
        xl_put_h2(x, ws, row, EX_LAST, "Assumptions");
        row++;
        row = xl_put_list(x, ws, row, EX_LAST, 145, m->x.assumptions,
                          m->x.n_assumptions, "None.");
        row++;
        xl_put_h2(x, ws, row, EX_LAST, "Risks");
        row++;
        xl_put_list(x, ws, row, EX_LAST, 145, m->x.risks, m->x.n_risks,
                    "None identified.");
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
        static const char *const hdr[] = { "Property", "Value" };
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
        static const char *const hdr[] = { "Broker setting", "Value" };
        const kp_rm_env *c = &x->m->env;
        lxw_format *txt = x->f.cell[NF_TEXT][ST_PLAIN];
        if (!c->n_broker_settings) {
                xl_put_merged(x, ws, row++, 0, ENV_LAST,
                              c->embedded
                                  ? "Broker settings: none, the embedded "
                                    "cluster has no broker configuration."
                                  : "Broker settings: not read (no "
                                    "DescribeConfigs answer for a broker).",
                              x->f.note);
                return row + 1;
        }
        {
                kp_buf t = { 0 };
                kp_buf_printf(&t,
                              "Broker settings, as %s reports them "
                              "(DescribeConfigs)",
                              *c->broker_settings_from ? c->broker_settings_from
                                                       : "the broker");
                xl_put_merged(x, ws, row++, 0, ENV_LAST, t.s ? t.s : "",
                              x->f.label);
                if (t.oom)
                        x->oom = 1;
                kp_buf_free(&t);
        }
        xl_put_header(x, ws, row, 0, hdr, 2);
        xl_put_merged(x, ws, row, 2, ENV_LAST, "What it decides", x->f.hdr);
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
        static const char *const items[] = { "CPU cores", "Memory",
                                             "Data disks", "Operating system",
                                             "Kafka release" };
        const kp_rm_env *c = &x->m->env;
        const fmts *f = &x->f;
        lxw_format *txt = f->cell[NF_TEXT][ST_PLAIN];
        const char *notes[] = { c->release_note, c->hosts_note };
        if (!c->n_hosts)
                return row;
        xl_put_merged(x, ws, row++, 0, ENV_LAST,
                      "Broker hosts, declared in the plan (not measured)",
                      f->label);
        for (size_t b0 = 0; b0 < c->n_hosts; b0 += HOSTS_PER_BLOCK) {
                size_t n = c->n_hosts - b0 < HOSTS_PER_BLOCK ? c->n_hosts - b0
                                                             : HOSTS_PER_BLOCK;
                xl_put_str(x, ws, row, 0, "Hosts", f->hdr);
                for (size_t k = 0; k < n; k++) {
                        const kp_rm_host *h = &c->hosts[b0 + k];
                        xl_put_str(x, ws, row, (lxw_col_t)(k + 1),
                                   *h->name ? h->name : "-", f->hdr);
                }
                row++;
                xl_put_str(x, ws, row, 0, "Count", f->rowlabel);
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
        static const char *const bhdr[] = { "Broker ID", "Host", "Port" };
        const kp_rm_env *c = &x->m->env;
        const fmts *f = &x->f;
        row = env_heading(x, ws, row, "Cluster");
        xl_put_kv(x, ws, row++, ENV_LAST, "Bootstrap servers",
                  c->embedded ? "embedded (librdkafka mock cluster)"
                              : c->bootstrap,
                  90);
        xl_put_kv(x, ws, row++, ENV_LAST, "Embedded mock cluster",
                  c->embedded ? "yes: no evidence about any Kafka cluster"
                              : "no",
                  90);
        xl_put_kv(x, ws, row++, ENV_LAST, "Cluster ID",
                  *c->cluster_id ? c->cluster_id : "not known", 90);
        if (c->controller_id >= 0)
                xl_put_kv_num(x, ws, row++, "Controller (broker ID)",
                              c->controller_id, NF_GEN);
        else
                xl_put_kv(x, ws, row++, ENV_LAST, "Controller (broker ID)",
                          "not known", 90);
        xl_put_kv(x, ws, row++, ENV_LAST, "Kafka release",
                  *c->kafka_release ? c->kafka_release : "not known", 90);
        if (*c->declared_kafka)
                xl_put_kv(x, ws, row++, ENV_LAST, "Kafka release (declared)",
                          c->declared_kafka, 90);
        if (*c->api_versions)
                xl_put_kv(x, ws, row++, ENV_LAST, "Broker API versions",
                          c->api_versions, 90);
        row++;
        if (c->n_brokers) {
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
                              "No broker metadata in the results.", f->note);
        }
        row++;
        row = env_hosts(x, ws, row);
        row = env_broker_settings(x, ws, row);
        if (c->n_warnings) {
                xl_put_merged(x, ws, row++, 0, ENV_LAST, "Warnings", f->label);
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
        static const char *const phdr[] = { "Partition", "Leader", "Replicas",
                                            "In-sync replicas" };
        const kp_rm_env *c = &x->m->env;
        const fmts *f = &x->f;
        for (size_t i = 0; i < c->n_topics; i++) {
                const kp_rm_topic *t = &c->topics[i];
                char h[320];
                snprintf(h, sizeof(h), "Topic %s", *t->name ? t->name : "?");
                row = env_heading(x, ws, row, h);
                xl_put_kv_num(x, ws, row++, "Partitions", t->partitions,
                              NF_INT);
                xl_put_kv_num(x, ws, row++, "Replication factor",
                              t->replication_factor, NF_INT);
                xl_put_kv(x, ws, row++, ENV_LAST, "Created by this run",
                          t->created ? "yes" : "no", 90);
                row++;
                xl_put_merged(x, ws, row++, 0, ENV_LAST,
                              "Configuration as described by the cluster",
                              f->label);
                row = env_kvtable(x, ws, row, &t->config,
                                  "Not described by the cluster.");
                row++;
                if (t->n_layout == 0)
                        continue;
                xl_put_merged(x, ws, row++, 0, ENV_LAST, "Partition layout",
                              f->label);
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
        static const char *const title[] = {
                "kplan's producer settings (under a tier's producer "
                "settings)",
                "kplan's consumer settings (under a tier's consumer "
                "settings)",
        };
        const kp_rm_env *e = &x->m->env;
        const kp_rm_kv *l[] = { &e->producer_defaults, &e->consumer_defaults };
        row = env_heading(x, ws, row,
                          "Client configuration (effective, secrets "
                          "redacted)");
        row = env_kvtable(x, ws, row, &e->client_config,
                          "No client configuration in the results.");
        row++;
        for (size_t i = 0; i < KP_ARRAY_LEN(l); i++) {
                if (!l[i]->n)
                        continue;
                row = env_heading(x, ws, row, title[i]);
                row = env_kvtable(x, ws, row, l[i], "");
                row++;
        }
        row = env_heading(x, ws, row, "Client host");
        xl_put_kv(x, ws, row++, ENV_LAST, "Hostname", e->hostname, 90);
        xl_put_kv(x, ws, row++, ENV_LAST, "Operating system", e->os, 90);
        xl_put_kv(x, ws, row++, ENV_LAST, "CPU", e->cpu_model, 90);
        xl_put_kv_num(x, ws, row++, "CPUs", e->cpus, NF_INT);
        xl_put_kv_num(x, ws, row, "Memory (bytes)", e->memory.raw, NF_INT);
        xl_put_str(x, ws, row++, 2, e->memory.text, x->f.note);
        row++;
        for (size_t i = 0; i < e->n_agents; i++) {
                const kp_rm_agent *g = &e->agents[i];
                char h[300], v[600];
                if (i == 0)
                        row = env_heading(x, ws, row,
                                          "Load hosts (kplan agents; clock "
                                          "offset to the coordinator, ms)");
                snprintf(h, sizeof(h), "Agent %s", g->name);
                snprintf(v, sizeof(v),
                         "%s, kplan %s, librdkafka %s, clock offset %s ms "
                         "(round trip %s ms)%s%s",
                         g->host, g->kplan_version, g->librdkafka_version,
                         g->clock_offset.text, g->round_trip.text,
                         *g->lost ? "; LOST: " : "", g->lost);
                xl_put_kv(x, ws, row++, ENV_LAST, h, v, 90);
                if (i + 1 == e->n_agents)
                        row++;
        }
        row = env_heading(x, ws, row, "Software and fingerprints");
        xl_put_kv(x, ws, row++, ENV_LAST, "kplan version", e->kplan_version,
                  90);
        xl_put_kv(x, ws, row++, ENV_LAST, "librdkafka version",
                  e->librdkafka_version, 90);
        xl_put_kv(x, ws, row++, ENV_LAST, "Plan file", e->plan_path, 90);
        xl_put_kv(x, ws, row++, ENV_LAST, "Plan SHA-256", e->plan_sha256, 90);
        xl_put_kv(x, ws, row++, ENV_LAST, "Results (results.json) SHA-256",
                  *e->results_sha256 ? e->results_sha256 : "not computed", 90);
        xl_put_kv(x, ws, row++, ENV_LAST, "Plan", x->m->plan_name, 90);
        xl_put_kv(x, ws, row++, ENV_LAST, "Run ID", x->m->run_id, 90);
        xl_put_kv_stamp(x, ws, row++, ENV_LAST, "Run started (UTC)",
                        x->m->run_start_unix, x->m->run_start_iso);
        xl_put_kv_stamp(x, ws, row++, ENV_LAST, "Run finished (UTC)",
                        x->m->run_finish_unix, x->m->run_finish_iso);
        xl_put_kv(x, ws, row++, ENV_LAST, "Run status", x->m->run_status_line,
                  90);
        xl_put_kv(x, ws, row++, ENV_LAST, "Command line (secrets redacted)",
                  e->command_line, 90);
        if (e->n_overrides)
                xl_put_kv(x, ws, row++, ENV_LAST,
                          "Plan overrides (--set, applied before the plan "
                          "was checked)",
                          e->overrides_text, 90);
        return row;
}

void xlsx_sheet_env(xw *x)
{
        static const double widths[] = { 32, 40, 20, 20, 12 };
        lxw_worksheet *ws = xl_add_sheet(x, SH_ENV);
        lxw_row_t row = 2;
        if (!ws)
                return;
        xl_set_cols(x, ws, widths, KP_ARRAY_LEN(widths));
        xl_put_str(x, ws, 0, 0, "Environment", x->f.title);
        xl_set_row(x, ws, 0, 30);
        xl_put_merged(x, ws, 1, 0, ENV_LAST,
                      "The cluster as kplan found it, the client that measured "
                      "it, and the fingerprints that tie this workbook to its "
                      "plan and results.",
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
                decisions[i] = kp_rm_decisions[i];
        decisions[KP_RM_DECISIONS] = NULL;
        snprintf(prompt, sizeof(prompt), "Choose %s, %s or %s.",
                 kp_rm_decisions[0], kp_rm_decisions[1], kp_rm_decisions[2]);
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
        dv.input_title = "Decision";
        dv.input_message = prompt;
        dv.error_title = "Decision";
        dv.error_message = "Choose one of the listed decisions.";
        xl_note_err(x, worksheet_data_validation_cell(ws, row, 2, &dv));

        dd.validate = LXW_VALIDATION_TYPE_DATE;
        dd.criteria = LXW_VALIDATION_CRITERIA_GREATER_THAN_OR_EQUAL_TO;
        dd.value_datetime.year = 2000;
        dd.value_datetime.month = 1;
        dd.value_datetime.day = 1;
        dd.input_title = "Date";
        dd.input_message = "Date of the decision, e.g. 2026-12-01.";
        dd.error_title = "Date";
        dd.error_message = "Enter a date (yyyy-mm-dd).";
        xl_note_err(x, worksheet_data_validation_cell(ws, row, 4, &dd));
}

void xlsx_sheet_signoff(xw *x)
{
        static const double widths[] = { 22, 22, 26, 44, 13, 24, 32 };
        static const char *const hdr[] = { "Role",       "Name", "Decision",
                                           "Conditions", "Date", "Signature",
                                           "Comment" };
        const kp_rmodel *m = x->m;
        const kp_rm_signoff *so = &m->signoff;
        lxw_worksheet *ws = xl_add_sheet(x, SH_SIGNOFF);
        lxw_row_t row = 2, first;
        kp_buf b = { 0 };
        if (!ws)
                return;
        xl_set_cols(x, ws, widths, KP_ARRAY_LEN(widths));
        xl_put_str(x, ws, 0, 0, "Sign-off", x->f.title);
        xl_set_row(x, ws, 0, 30);
        kp_buf_printf(&b,
                      "A decision accepts the verdict (%s) and the evidence "
                      "in this workbook for plan %s, run %s",
                      m->verdict_text, m->plan_name,
                      *m->run_id ? m->run_id : "(no run id)");
        if (*m->env.results_sha256)
                kp_buf_printf(&b, ", results SHA-256 %s",
                              m->env.results_sha256);
        kp_buf_puts(&b, ".");
        xl_put_merged(x, ws, 1, 0, 6, b.s, x->f.subtitle);
        xl_fit_row(x, ws, 1, b.s, 150, 14);
        if (b.oom)
                x->oom = 1;
        kp_buf_free(&b);
        xl_put_str(x, ws, row, 0, "Prepared by", x->f.label);
        xl_put_merged(x, ws, row, 1, 6,
                      *so->prepared_by ? so->prepared_by
                                       : "not named in the plan",
                      x->f.kv_wrap);
        row++;
        xl_put_kv_stamp(x, ws, row, 6, "Run finished (UTC)", m->run_finish_unix,
                        m->run_finish_iso);
        row += 2;
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
                snprintf(value, sizeof(value), "\"%s\"", kp_rm_decisions[i]);
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
        xl_put_merged(x, ws, row, 0, 6,
                      "Yellow cells are the only editable cells of this "
                      "workbook. Every sheet is protected without a password "
                      "against accidental edits: Review > Unprotect Sheet "
                      "allows a correction.",
                      x->f.note);
        xl_fit_row(x, ws, row, "", 150, 14);
        worksheet_set_selection(ws, first, 2, first, 2);
        xl_sheet_finish(x, ws, 1);
}
