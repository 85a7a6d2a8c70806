/* The workbook's Where the time went sheet (report/xlsx/report_xlsx_priv.h):
 * per tier, phase and load host, the stages of a message inside the load
 * client, its CPU and requests, the brokers as it saw them, the brokers'
 * own account of a request beside its round trip, and what limited the
 * phase (the model's kp_rm_time), then the client's points
 * per interval and two charts over time drawn from them. The Environment
 * sheet's table of client settings is here too. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#include "report/xlsx/report_xlsx_priv.h"

#define TW_LAST  11 /* twelve columns */
#define TW_W     12.5
#define TW_FIG   7 /* the figures' table: label over 7..9, value, note */
#define TW_CHART 6 /* the second chart's column */

/* A number of a table, or a blank cell where it was not measured. */
static void put_opt(xw *x, lxw_worksheet *ws, lxw_row_t row, lxw_col_t col,
                    double v, kp_rm_fmt nf)
{
        if (isfinite(v))
                xl_put_num(x, ws, row, col, v, x->f.cell[nf][ST_PLAIN]);
        else
                xl_put_str(x, ws, row, col, "", x->f.cell[NF_TEXT][ST_PLAIN]);
}

/* A model cell, blank where it was not measured. */
static void put_cellv(xw *x, lxw_worksheet *ws, lxw_row_t row, lxw_col_t col,
                      const kp_rm_cell *c)
{
        put_opt(x, ws, row, col, c->raw, c->fmt);
}

/* The stages of a message (a table of five columns from column 0), each
 * figure under a header that says what it is. */
static lxw_row_t stage_table(xw *x, lxw_worksheet *ws, lxw_row_t row,
                             const kp_rm_time *t)
{
        const fmts *f = &x->f;
        xl_put_merged(x, ws, row, 0, 2, xl_tr(x, KP_S_XL_TW_STAGE), f->hdr);
        xl_put_str(x, ws, row, 3, xl_tr(x, KP_S_XL_TW_COL_MEAN), f->hdr);
        xl_put_str(x, ws, row, 4, xl_tr(x, KP_S_XL_TW_COL_P95), f->hdr);
        xl_put_str(x, ws, row, 5, xl_tr(x, KP_S_XL_TW_COL_P95S_MEAN), f->hdr);
        xl_put_str(x, ws, row, 6, xl_tr(x, KP_S_XL_TW_COL_P95S_HIGH), f->hdr);
        xl_set_row(x, ws, row, 30);
        row++;
        for (size_t i = 0; i < t->n_stages; i++, row++) {
                const kp_rm_stage *s = &t->stages[i];
                xl_put_merged(x, ws, row, 0, 2, s->name, f->rowlabel);
                xl_fit_row(x, ws, row, s->name, 3 * TW_W, 13);
                put_cellv(x, ws, row, 3, &s->mean);
                put_cellv(x, ws, row, 4, &s->p95);
                put_cellv(x, ws, row, 5, &s->p95s_mean);
                put_cellv(x, ws, row, 6, &s->p95s_high);
        }
        return row;
}

/* One row of the figures' table, left out where the figure was not
 * measured; note (may be NULL) beside the value. The row is made as tall
 * as the stage table's row beside it needs. */
static lxw_row_t figure(xw *x, lxw_worksheet *ws, lxw_row_t row, kp_s label,
                        const kp_rm_cell *c, const char *note,
                        const char *beside)
{
        const char *l = xl_tr(x, label);
        int a, b;
        if (!isfinite(c->raw))
                return row;
        xl_put_merged(x, ws, row, TW_FIG, TW_FIG + 2, l, x->f.rowlabel);
        put_cellv(x, ws, row, TW_FIG + 3, c);
        xl_put_str(x, ws, row, TW_FIG + 4, note ? note : "",
                   x->f.cell[NF_TEXT][ST_PLAIN]);
        a = xl_row_lines(l, 3 * TW_W);
        b = beside ? xl_row_lines(beside, 3 * TW_W) : 1;
        xl_set_lines(x, ws, row, a > b ? a : b, 13);
        return row + 1;
}

/* The figures of a host's phase beside its stage table (from row top):
 * returns the row after the longer of the two. */
static lxw_row_t figures(xw *x, lxw_worksheet *ws, lxw_row_t top,
                         lxw_row_t stages_end, const kp_rm_time *t)
{
        lxw_row_t row = top;
        /* The stage beside a figure's row, for its height. */
#define BESIDE(r)                                                              \
        ((r) > top && (r) < stages_end && (size_t)((r)-top - 1) < t->n_stages  \
             ? t->stages[(r)-top - 1].name                                     \
             : NULL)
        xl_put_merged(x, ws, row, TW_FIG, TW_FIG + 2,
                      xl_tr(x, KP_S_XL_TW_CLIENT), x->f.hdr);
        xl_put_str(x, ws, row, TW_FIG + 3, xl_tr(x, KP_S_XL_VALUE_PLAIN),
                   x->f.hdr);
        xl_put_str(x, ws, row, TW_FIG + 4, "", x->f.hdr);
        row++;
        if (t->produce)
                row = figure(x, ws, row, KP_S_XL_TW_BEFORE_SHARE,
                             &t->before_share, NULL, BESIDE(row));
        row = figure(x, ws, row, KP_S_XL_TW_CPU, &t->cpu, NULL, BESIDE(row));
        row = figure(x, ws, row, KP_S_XL_TW_CPU_THREAD, &t->cpu_thread,
                     t->thread, BESIDE(row));
        row = figure(x, ws, row, KP_S_XL_TW_CPU_WAIT, &t->cpu_wait, NULL,
                     BESIDE(row));
        if (t->produce) {
                row = figure(x, ws, row, KP_S_XL_TW_BATCH, &t->msgs_per_batch,
                             NULL, BESIDE(row));
                row = figure(x, ws, row, KP_S_XL_TW_IN_FLIGHT, &t->in_flight,
                             NULL, BESIDE(row));
                row = figure(x, ws, row, KP_S_XL_TW_IN_FLIGHT_LIMIT,
                             &t->in_flight_limit, NULL, BESIDE(row));
                row = figure(x, ws, row, KP_S_XL_TW_WAITING, &t->waiting, NULL,
                             BESIDE(row));
                row = figure(x, ws, row, KP_S_XL_TW_QUEUE_FULL, &t->queue_full,
                             NULL, BESIDE(row));
        } else {
                row = figure(x, ws, row, KP_S_XL_TW_FETCHQ, &t->fetchq, NULL,
                             BESIDE(row));
                row = figure(x, ws, row, KP_S_XL_TW_LAG, &t->lag, NULL,
                             BESIDE(row));
        }
        row = figure(x, ws, row, KP_S_XL_TW_SAMPLES, &t->samples, NULL,
                     BESIDE(row));
#undef BESIDE
        return row > stages_end ? row : stages_end;
}

/* The brokers as the host's client saw them. */
static lxw_row_t broker_table(xw *x, lxw_worksheet *ws, lxw_row_t row,
                              const kp_rm_tier *tier, const kp_rm_time *t)
{
        char h[256];
        const char *const hdr[] = {
                xl_tr(x, KP_S_XL_TW_BROKER),
                xl_tr(x, KP_S_XL_TW_REQUESTS),
                xl_tr(x, KP_S_XL_TW_RTT_P95S_MEAN),
                xl_tr(x, KP_S_XL_TW_RTT_HIGHEST),
                xl_tr(x, KP_S_XL_TW_THROTTLE),
                xl_tr(x, KP_S_XL_TW_IN_FLIGHT_MOST),
        };
        if (!t->n_brokers)
                return row;
        snprintf(
            h, sizeof(h),
            xl_tr(x, t->produce ? KP_S_XL_TT_BROKERS_P : KP_S_XL_TT_BROKERS_C),
            tier->name);
        xl_put_merged(x, ws, row++, 0, TW_LAST, h, x->f.label);
        xl_put_header(x, ws, row, 0, hdr, KP_ARRAY_LEN(hdr));
        xl_set_row(x, ws, row, 30);
        row++;
        for (size_t i = 0; i < t->n_brokers; i++, row++) {
                const kp_rm_client_broker *b = &t->brokers[i];
                xl_put_num(x, ws, row, 0, b->id.raw, x->f.center_num);
                put_cellv(x, ws, row, 1, &b->requests);
                put_cellv(x, ws, row, 2, &b->rtt_p95s_mean);
                put_cellv(x, ws, row, 3, &b->rtt_max);
                put_cellv(x, ws, row, 4, &b->throttle);
                put_cellv(x, ws, row, 5, &b->in_flight);
        }
        return row;
}

/* The brokers' own account of a request beside the client's round trip
 * (kp_rm_side): a title, two header rows (a part over its mean and max),
 * a row per broker, the sentence and what was left blank; or the
 * sentence saying the metrics are not available. Nothing when the plan
 * asked no Prometheus. */
static lxw_row_t side_table(xw *x, lxw_worksheet *ws, lxw_row_t row,
                            const kp_rm_time *t)
{
        const kp_rm_side *sd = &t->side;
        const fmts *f = &x->f;
        const kp_s parts[2][KP_RM_SIDE_PARTS] = {
                { KP_S_XL_TW_SIDE_QUEUE, KP_S_XL_TW_SIDE_F_LOCAL,
                  KP_S_XL_TW_SIDE_F_REMOTE, KP_S_XL_TW_SIDE_SEND },
                { KP_S_XL_TW_SIDE_QUEUE, KP_S_XL_TW_SIDE_P_LOCAL,
                  KP_S_XL_TW_SIDE_P_REMOTE, KP_S_XL_TW_SIDE_SEND },
        };
        const char *title = xl_tr(x, t->produce ? KP_S_XL_TW_SIDE_PRODUCE
                                                : KP_S_XL_TW_SIDE_FETCH);
        lxw_col_t last = sd->has_throttle ? 11 : 10;
        if (!sd->asked)
                return row;
        if (!sd->available) {
                xl_put_merged(x, ws, row, 0, TW_LAST, sd->unavailable, f->note);
                xl_fit_row(x, ws, row, sd->unavailable, (TW_LAST + 1) * TW_W,
                           13);
                return row + 2;
        }
        xl_put_merged(x, ws, row, 0, TW_LAST, title, f->label);
        xl_fit_row(x, ws, row, title, (TW_LAST + 1) * TW_W, 14);
        row++;
        for (lxw_col_t c = 0; c <= last; c++)
                xl_put_str(x, ws, row + 1, c, "", f->hdr);
        xl_put_str(x, ws, row, 0, xl_tr(x, KP_S_XL_TW_BROKER), f->hdr);
        xl_put_str(x, ws, row, 1,
                   xl_tr(x, t->produce ? KP_S_XL_TW_SIDE_RTT
                                       : KP_S_XL_TW_SIDE_FETCH_RTT),
                   f->hdr);
        for (int k = 0; k < KP_RM_SIDE_PARTS; k++) {
                lxw_col_t c = (lxw_col_t)(2 + 2 * k);
                xl_put_merged(x, ws, row, c, c + 1,
                              xl_tr(x, parts[t->produce][k]), f->hdr);
                xl_put_str(x, ws, row + 1, c, xl_tr(x, KP_S_BK_MEAN), f->hdr);
                xl_put_str(x, ws, row + 1, c + 1, xl_tr(x, KP_S_BK_MAX),
                           f->hdr);
        }
        xl_put_str(x, ws, row, 10, xl_tr(x, KP_S_XL_TW_SIDE_SUM), f->hdr);
        if (sd->has_throttle)
                xl_put_str(x, ws, row, 11, xl_tr(x, KP_S_XL_TW_SIDE_THROTTLE),
                           f->hdr);
        xl_set_row(x, ws, row, 30);
        row += 2;
        for (size_t i = 0; i < sd->n_rows; i++, row++) {
                const kp_rm_side_row *r = &sd->rows[i];
                if (*r->label) {
                        char b[160];
                        snprintf(b, sizeof(b), "%s (%s)", r->broker.text,
                                 r->label);
                        xl_put_str(x, ws, row, 0, b, f->center);
                } else if (isfinite(r->broker.raw))
                        xl_put_num(x, ws, row, 0, r->broker.raw, f->center_num);
                else
                        xl_put_str(x, ws, row, 0, r->broker.text, f->center);
                put_cellv(x, ws, row, 1, &r->rtt_p95);
                for (int k = 0; k < KP_RM_SIDE_PARTS; k++) {
                        put_cellv(x, ws, row, (lxw_col_t)(2 + 2 * k),
                                  &r->parts[k].mean);
                        put_cellv(x, ws, row, (lxw_col_t)(3 + 2 * k),
                                  &r->parts[k].max);
                }
                put_cellv(x, ws, row, 10, &r->sum);
                if (sd->has_throttle)
                        put_cellv(x, ws, row, 11, &r->throttle);
        }
        if (*sd->words) {
                xl_put_merged(x, ws, row, 0, TW_LAST, sd->words, f->kv_wrap);
                xl_fit_row(x, ws, row, sd->words, (TW_LAST + 1) * TW_W, 14);
                row++;
        }
        if (*sd->note) {
                xl_put_merged(x, ws, row, 0, TW_LAST, sd->note, f->note);
                xl_fit_row(x, ws, row, sd->note, (TW_LAST + 1) * TW_W, 13);
                row++;
        }
        return row + 1;
}

/* A column of the interval table: its header and the offset of its
 * figure in kp_client_point (a double), or (size_t)-1 for the requests
 * (a count), and its format. */
typedef struct icol {
        kp_s hdr;
        size_t off;
        kp_rm_fmt nf;
} icol;

#define PT(f) offsetof(kp_client_point, f)
#define REQ   ((size_t)-1)

static const icol produce_cols[] = {
        { KP_S_XL_T_T, PT(t_s), NF_MS },
        { KP_S_XL_TW_I_SCHED, PT(sched_p95_ms), NF_MS },
        { KP_S_XL_TW_I_QUEUE, PT(queue_p95_ms), NF_MS },
        { KP_S_XL_TW_I_SEND, PT(send_p95_ms), NF_MS },
        { KP_S_XL_TW_I_RTT, PT(rtt_p95_ms), NF_MS },
        { KP_S_XL_TW_I_CPU, PT(cpu), NF_DEC2 },
        { KP_S_XL_TW_I_THREAD, PT(cpu_thread), NF_DEC2 },
        { KP_S_XL_TW_I_WAIT, PT(cpu_wait), NF_DEC2 },
        { KP_S_XL_TW_I_IN_FLIGHT, PT(in_flight), NF_INT },
        { KP_S_XL_TW_I_WAITING, PT(waiting), NF_INT },
        { KP_S_XL_TW_I_BATCH, PT(msgs_per_batch), NF_DEC1 },
        { KP_S_XL_TW_I_REQUESTS, REQ, NF_INT },
};

static const icol consume_cols[] = {
        { KP_S_XL_T_T, PT(t_s), NF_MS },
        { KP_S_XL_TW_I_FETCH, PT(rtt_p95_ms), NF_MS },
        { KP_S_XL_TW_I_CPU, PT(cpu), NF_DEC2 },
        { KP_S_XL_TW_I_THREAD, PT(cpu_thread), NF_DEC2 },
        { KP_S_XL_TW_I_WAIT, PT(cpu_wait), NF_DEC2 },
        { KP_S_XL_TW_I_FETCHQ, PT(fetchq_msgs), NF_INT },
        { KP_S_XL_TW_I_LAG, PT(lag_msgs), NF_INT },
        { KP_S_XL_TW_I_REQUESTS, REQ, NF_INT },
};

/* The columns of the stage p95s and of the CPU in produce_cols. */
static const int stage_cols[] = { 1, 2, 3, 4 };
static const int cpu_cols[] = { 5, 6, 7 };

/* The client's points, one row each (the series as results.json bounds
 * it); *first is set to the first row of numbers. */
static lxw_row_t interval_table(xw *x, lxw_worksheet *ws, lxw_row_t row,
                                const kp_rm_time *t, lxw_row_t *first)
{
        const kp_client_stats *st = t->stats;
        const icol *cols = t->produce ? produce_cols : consume_cols;
        size_t nc = t->produce ? KP_ARRAY_LEN(produce_cols)
                               : KP_ARRAY_LEN(consume_cols);
        const fmts *f = &x->f;
        xl_put_merged(x, ws, row, 0, (lxw_col_t)(nc - 1),
                      xl_tr(x, KP_S_XL_TW_INTERVALS), f->group);
        row++;
        if (st->per_point > 1) {
                char note[256];
                snprintf(note, sizeof(note), xl_tr(x, KP_S_XL_TW_MERGED),
                         st->per_point);
                xl_put_merged(x, ws, row, 0, TW_LAST, note, f->note);
                xl_fit_row(x, ws, row, note, (TW_LAST + 1) * TW_W, 13);
                row++;
        }
        for (size_t c = 0; c < nc; c++)
                xl_put_str(x, ws, row, (lxw_col_t)c, xl_tr(x, cols[c].hdr),
                           f->hdr);
        xl_set_row(x, ws, row, 42);
        row++;
        *first = row;
        for (size_t i = 0; i < st->n; i++, row++) {
                const kp_client_point *p = &st->v[i];
                for (size_t c = 0; c < nc; c++) {
                        double v =
                            cols[c].off == REQ
                                ? (double)p->requests
                                : *(const double *)(const void *)((const char *)
                                                                      p +
                                                                  cols[c].off);
                        put_opt(x, ws, row, (lxw_col_t)c, v, cols[c].nf);
                }
        }
        return row;
}

/* A chart over time of the interval table's columns ycols (n rows from
 * first). */
static lxw_chart *time_chart(xw *x, const char *title, const char *yname,
                             lxw_row_t first, size_t n, const int *ycols,
                             const kp_s *names, size_t nseries)
{
        char xname[96];
        lxw_chart *c;
        snprintf(xname, sizeof(xname), xl_tr(x, KP_S_XL_T_SINCE),
                 xl_tr(x, KP_S_XL_T_PRODUCE_PHASE));
        c = xl_new_chart(x, LXW_CHART_SCATTER_STRAIGHT, title, xname, yname);
        for (size_t i = 0; c && i < nseries; i++)
                if (xl_add_series(
                        x, c, SH_TIME, first, (lxw_row_t)(first + n - 1), 0,
                        (lxw_col_t)ycols[i], xl_tr(x, names[i]), i, n <= 30))
                        break;
        if (c)
                xl_time_axes(c);
        return c;
}

/* The two charts of a host's produce phase over time, side by side at
 * row, from its interval table, each with the model's caption under it
 * (row + CHART_ROWS). */
static void host_charts(xw *x, lxw_worksheet *ws, lxw_row_t row,
                        const kp_rm_tier *tier, const kp_rm_time *t,
                        lxw_row_t first)
{
        static const kp_s stage_names[] = { KP_S_XL_TW_S_SCHED,
                                            KP_S_XL_TW_S_QUEUE,
                                            KP_S_XL_TW_S_SEND,
                                            KP_S_XL_TW_S_RTT };
        static const kp_s cpu_names[] = { KP_S_XL_TW_S_PROCESS,
                                          KP_S_XL_TW_S_THREAD,
                                          KP_S_XL_TW_S_WAIT };
        char name[256], title[320];
        lxw_chart *c;
        if (t->named)
                snprintf(name, sizeof(name), xl_tr(x, KP_S_XL_TW_TIER_HOST),
                         tier->name, t->source);
        else
                snprintf(name, sizeof(name), "%s", tier->name);
        snprintf(title, sizeof(title), xl_tr(x, KP_S_XL_TW_CHART_STAGES), name);
        c = time_chart(x, title, xl_tr(x, KP_S_XL_TW_Y_STAGES), first,
                       t->stats->n, stage_cols, stage_names,
                       KP_ARRAY_LEN(stage_names));
        xl_insert_chart(x, ws, row, 0, c, 0, 1, title);
        snprintf(title, sizeof(title), xl_tr(x, KP_S_XL_TW_CHART_CPU), name);
        c = time_chart(x, title, xl_tr(x, KP_S_XL_TW_Y_CORES), first,
                       t->stats->n, cpu_cols, cpu_names,
                       KP_ARRAY_LEN(cpu_names));
        xl_insert_chart(x, ws, row, TW_CHART, c, 10, 1, title);
        {
                lxw_row_t cap = row + CHART_ROWS;
                int a = xl_put_caption(x, ws, cap, 0, TW_CHART - 1,
                                       TW_CHART * TW_W, t->caption_time);
                int b = xl_put_caption(x, ws, cap, TW_CHART, TW_LAST,
                                       (TW_LAST + 1 - TW_CHART) * TW_W,
                                       t->caption_cpu);
                xl_set_lines(x, ws, cap, a > b ? a : b, 13);
        }
}

/* One load host's phase: its stages and figures side by side, its
 * brokers, then (produce) the two charts and its points per interval. */
static lxw_row_t host_block(xw *x, lxw_worksheet *ws, lxw_row_t row,
                            const kp_rm_tier *tier, const kp_rm_time *t)
{
        lxw_row_t stages_end, first = 0, charts = 0;
        int chart = t->produce && t->stats && t->stats->n > 1;
        if (t->named) {
                char h[256];
                snprintf(h, sizeof(h), xl_tr(x, KP_S_XL_TW_HOST), t->source);
                xl_put_merged(x, ws, row, 0, TW_LAST, h, x->f.label);
                row++;
        }
        if (!t->recorded) {
                xl_put_merged(x, ws, row, 0, TW_LAST,
                              xl_tr(x, KP_S_XL_TW_NOT_RECORDED), x->f.note);
                return row + 2;
        }
        {
                char h[256];
                snprintf(h, sizeof(h),
                         xl_tr(x, t->produce ? KP_S_XL_TT_STAGES_P
                                             : KP_S_XL_TT_STAGES_C),
                         tier->name);
                xl_put_merged(x, ws, row++, 0, TW_LAST, h, x->f.label);
        }
        stages_end = stage_table(x, ws, row, t);
        row = figures(x, ws, row, stages_end, t) + 1;
        row = broker_table(x, ws, row, tier, t) + 1;
        row = side_table(x, ws, row, t);
        if (chart) {
                charts = row;
                row += CHART_ROWS + 2; /* the charts, their captions */
        }
        if (t->stats && t->stats->n)
                row = interval_table(x, ws, row, t, &first) + 1;
        if (chart)
                host_charts(x, ws, charts, tier, t, first);
        return row;
}

/* A phase of a tier: what limited it, then each load host's block. */
static lxw_row_t phase_block(xw *x, lxw_worksheet *ws, lxw_row_t row,
                             const kp_rm_tier *tier, int produce)
{
        const kp_rm_time *v = produce ? tier->p_time : tier->c_time;
        size_t n = produce ? tier->n_p_time : tier->n_c_time;
        int has = produce ? tier->p_has_time : tier->c_has_time;
        const char *limit = produce ? tier->p_limit : tier->c_limit;
        int client = produce ? tier->p_limit_client : tier->c_limit_client;
        xl_put_merged(
            x, ws, row, 0, TW_LAST,
            xl_tr(x, produce ? KP_S_XL_TW_PRODUCE : KP_S_XL_TW_CONSUME),
            x->f.group);
        row++;
        if (!has) {
                xl_put_merged(x, ws, row, 0, TW_LAST,
                              xl_tr(x, KP_S_XL_TW_NOT_RECORDED), x->f.note);
                return row + 2;
        }
        if (limit && *limit) {
                char s[2048];
                snprintf(s, sizeof(s),
                         xl_tr(x, produce ? KP_S_XL_TW_LIMIT_PRODUCE
                                          : KP_S_XL_TW_LIMIT_CONSUME),
                         limit);
                xl_put_merged(x, ws, row, 0, TW_LAST, s,
                              client ? x->f.warn_row : x->f.kv_wrap);
                xl_fit_row(x, ws, row, s, (TW_LAST + 1) * TW_W, 14);
                row += 2;
        }
        for (size_t k = 0; k < n; k++)
                row = host_block(x, ws, row, tier, &v[k]);
        return row;
}

void xlsx_sheet_time(xw *x)
{
        const kp_rmodel *m = x->m;
        lxw_worksheet *ws;
        lxw_row_t row = 3, *breaks;
        size_t nb = 0;
        if (!m->has_time)
                return;
        ws = xl_add_sheet(x, SH_TIME);
        if (!ws)
                return;
        xl_note_err(x, worksheet_set_column(ws, 0, TW_LAST, TW_W, NULL));
        xl_put_str(x, ws, 0, 0, SH_TIME, x->f.title);
        xl_set_row(x, ws, 0, 30);
        xl_put_merged(x, ws, 1, 0, TW_LAST, xl_tr(x, KP_S_XL_TW_NOTE),
                      x->f.subtitle);
        xl_fit_row(x, ws, 1, xl_tr(x, KP_S_XL_TW_NOTE), (TW_LAST + 1) * TW_W,
                   14);
        /* Each tier on its own printed page(s). */
        breaks = calloc(m->n_tiers + 1, sizeof(*breaks));
        if (!breaks) {
                x->oom = 1;
                return;
        }
        for (size_t i = 0; i < m->n_tiers; i++) {
                const kp_rm_tier *t = &m->tiers[i];
                char h[256];
                if (!t->p.ran && !t->c.ran)
                        continue;
                if (nb > 0 && nb < LXW_BREAKS_MAX)
                        breaks[nb - 1] = row;
                nb++;
                snprintf(h, sizeof(h), xl_tr(x, KP_S_XL_T_TIER), t->name);
                xl_put_h2(x, ws, row, TW_LAST, h);
                row += 2;
                if (t->p.ran)
                        row = phase_block(x, ws, row, t, 1);
                if (t->c.ran)
                        row = phase_block(x, ws, row, t, 0);
                row++;
        }
        if (nb > 1)
                xl_note_err(x, worksheet_set_h_pagebreaks(ws, breaks));
        free(breaks);
        xl_sheet_finish(x, ws, 1);
}

/* ---- the Environment sheet's client settings ---------------------------- */

lxw_row_t xlsx_env_client_settings(xw *x, lxw_worksheet *ws, lxw_row_t row,
                                   lxw_col_t last)
{
        const char *const hdr[] = { xl_tr(x, KP_S_XL_E_PROPERTY),
                                    xl_tr(x, KP_S_XL_E_CS_WHY),
                                    xl_tr(x, KP_S_XL_VALUE_PLAIN),
                                    xl_tr(x, KP_S_XL_E_CS_DEFAULT),
                                    xl_tr(x, KP_S_XL_E_CS_TIERS) };
        const kp_rm_env *e = &x->m->env;
        const fmts *f = &x->f;
        lxw_format *txt = f->cell[NF_TEXT][ST_PLAIN];
        if (!e->n_client_settings)
                return row;
        xl_put_h2(x, ws, row, last, xl_tr(x, KP_S_XL_E_CLIENT_SETTINGS));
        row++;
        if (*e->client_defaults) {
                const char *l = xl_tr(x, KP_S_XL_E_CS_DEFAULTS);
                int a = xl_row_lines(l, 32),
                    b = xl_row_lines(e->client_defaults, 90);
                xl_put_kv(x, ws, row, last, l, e->client_defaults, 90);
                xl_set_lines(x, ws, row++, a > b ? a : b, 15);
        }
        xl_put_header(x, ws, row, 0, hdr, KP_ARRAY_LEN(hdr));
        row++;
        for (size_t i = 0; i < e->n_client_settings; i++, row++) {
                const kp_rm_client_setting *s = &e->client_settings[i];
                int lines;
                /* The producers' rows, then the consumers'. */
                if (i == 0 ||
                    s->consumers != e->client_settings[i - 1].consumers)
                        xl_put_merged(x, ws, row++, 0, last,
                                      xl_tr(x, s->consumers
                                                   ? KP_S_XL_E_CS_CONSUMERS
                                                   : KP_S_XL_E_CS_PRODUCERS),
                                      f->group);
                xl_put_str(x, ws, row, 0, s->key, txt);
                xl_put_str(x, ws, row, 1, s->why, txt);
                if (*s->value)
                        xl_put_value(x, ws, row, 2, s->value, txt, f->left_num);
                else
                        xl_put_str(x, ws, row, 2,
                                   xl_tr(x, KP_S_XL_E_CS_PER_TIER), txt);
                xl_put_value(x, ws, row, 3, s->rd_default, txt, f->left_num);
                xl_put_str(x, ws, row, 4,
                           *s->tiers ? s->tiers : xl_tr(x, KP_S_XL_E_CS_ALL),
                           txt);
                lines = xl_row_lines(s->why, 40);
                if (xl_row_lines(s->tiers, 12) > lines)
                        lines = xl_row_lines(s->tiers, 12);
                xl_set_lines(x, ws, row, lines, 13);
        }
        return row + 1;
}
