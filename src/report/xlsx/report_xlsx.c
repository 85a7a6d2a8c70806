/*
 * The acceptance workbook (report/xlsx/report_xlsx.h): its properties, the
 * Summary, Scenarios, Produce and Consume sheets, and the order of every
 * sheet. Sheets are written in the order stakeholders read them. The
 * tier sheets are transposed: one row per metric, one column per tier,
 * so that a few tiers print on one page and a metric compares across
 * tiers at a glance.
 */
#include "report/xlsx/report_xlsx.h"

#include <math.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "report/xlsx/report_xlsx_priv.h"

#define SUM_LAST 9  /* Summary: columns A..J */
#define TCOL0    2  /* tier sheets: first tier column (A label, B metric) */
#define TIER_W   21 /* a tier column: an ISO timestamp fits */

/* A target rate: a number, or "unlimited" right-aligned. */
static void put_rate(xw *x, lxw_worksheet *ws, lxw_row_t row, lxw_col_t col,
                     const kp_rm_cell *c)
{
        if (c->fmt == KP_RM_TEXT || !c->text)
                xl_put_str(x, ws, row, col,
                           c->text && *c->text ? c->text
                                               : xl_tr(x, KP_S_XL_UNLIMITED),
                           x->f.right);
        else
                xl_put_num(x, ws, row, col, c->raw,
                           x->f.cell[c->fmt][ST_PLAIN]);
}

/* A catalog metric of a tier: "n/a" in grey when it does not apply,
 * else its number in format nf, coloured by its criteria. */
static void put_metric(xw *x, lxw_worksheet *ws, lxw_row_t row, lxw_col_t col,
                       const kp_rm_cell *c, kp_rm_fmt nf)
{
        if (!isfinite(c->raw) && c->state == ST_NA)
                xl_put_str(x, ws, row, col, c->text, x->f.cell[NF_TEXT][ST_NA]);
        else
                xl_put_cell(x, ws, row, col, c, nf);
}

/* ---- 1. Summary -------------------------------------------------------- */

static lxw_row_t summary_header(xw *x, lxw_worksheet *ws, lxw_row_t row)
{
        const kp_rmodel *m = x->m;

        if (m->embedded) {
                xl_put_merged(x, ws, row, 0, SUM_LAST,
                              xl_tr(x, KP_S_XL_EMBEDDED_WARNING), x->f.warn);
                xl_set_row(x, ws, row, 36);
                row++;
        }
        if (m->rehearsal) {
                xl_put_merged(x, ws, row, 0, SUM_LAST, m->rehearsal_note,
                              x->f.warn);
                xl_set_row(x, ws, row, 36);
                row++;
        }
        xl_put_merged(x, ws, row, 0, SUM_LAST, m->plan_title, x->f.title);
        xl_set_row(x, ws, row, 30);
        return row + 1;
}

/* A line across the Summary at row: text, through the catalog's format
 * key when it is not KP_S_COUNT, its height fitted. Returns the next
 * row. */
static lxw_row_t summary_line(xw *x, lxw_worksheet *ws, lxw_row_t row, kp_s key,
                              const char *text, lxw_format *fmt)
{
        kp_buf t = { 0 };
        if (key != KP_S_COUNT)
                kp_buf_printf(&t, xl_tr(x, key), text);
        if (t.oom)
                x->oom = 1;
        xl_put_merged(x, ws, row, 0, SUM_LAST, t.s ? t.s : text, fmt);
        xl_fit_row(x, ws, row, t.s ? t.s : text, 160, 15);
        kp_buf_free(&t);
        return row + 1;
}

/* The verdict first, then the criteria it was not met by. */
static lxw_row_t summary_verdict(xw *x, lxw_worksheet *ws, lxw_row_t row)
{
        const kp_rmodel *m = x->m;
        const kp_rm_front *f = &m->front;
        xl_put_merged(x, ws, row, 0, 1,
                      xl_verdict(x, m->verdict, m->verdict_text),
                      x->f.big[kp_rm_state_of(m->verdict)]);
        xl_put_merged(x, ws, row, 2, SUM_LAST, m->verdict_reason, x->f.reason);
        xl_set_row(x, ws, row, 40);
        row++;
        /* Under the verdict, as on the Markdown's front page: no
         * evidence about the cluster, what to change and rerun, an older
         * results.json's own verdict, what a signer signs for. */
        if (m->evidence_note && *m->evidence_note)
                row = summary_line(x, ws, row, KP_S_XL_NO_EVIDENCE,
                                   m->evidence_note, x->f.warn);
        if (m->verdict_fix)
                row = summary_line(x, ws, row, KP_S_XL_RERUN, m->verdict_fix,
                                   x->f.warn);
        if (m->verdict_stored)
                row = summary_line(x, ws, row, KP_S_COUNT, m->verdict_stored,
                                   x->f.warn);
        if (m->signed_for)
                row = summary_line(x, ws, row, KP_S_COUNT, m->signed_for,
                                   x->f.kv_wrap);
        row++;
        if (f->n_reasons == 0)
                return row;
        xl_put_h2(x, ws, row, SUM_LAST, xl_tr(x, KP_S_XL_CRITERIA_NOT_MET));
        row++;
        /* One row per tier: its criteria, then its cause once; the
         * tier's worst state colours it. */
        for (size_t i = 0; i < f->n_by_tier; i++, row++) {
                const kp_rm_reason_tier *g = &f->by_tier[i];
                kp_rm_state st = ST_PLAIN;
                kp_buf t = { 0 };
                char *text;
                for (size_t k = 0; k < g->n; k++) {
                        kp_rm_state s = f->reasons[g->reasons[k]].value.state;
                        if (s == KP_RM_FAIL || st == ST_PLAIN)
                                st = s;
                }
                kp_buf_puts(&t, g->criteria ? g->criteria : "");
                if (g->cause && *g->cause)
                        kp_buf_printf(&t, xl_tr(x, KP_S_RM_TIER_CAUSE),
                                      g->cause);
                text = t.oom ? NULL : t.s;
                if (t.oom)
                        kp_buf_free(&t);
                xl_put_str(x, ws, row, 0, g->tier,
                           x->f.cell[NF_TEXT][ST_PLAIN]);
                xl_put_merged(x, ws, row, 1, SUM_LAST, text ? text : g->line,
                              x->f.cell[NF_TEXT][st]);
                xl_fit_row(x, ws, row, text ? text : g->line, 140, 14);
                free(text);
        }
        return row + 1;
}

/* One sentence per question of the target. */
static lxw_row_t summary_answers(xw *x, lxw_worksheet *ws, lxw_row_t row)
{
        const kp_rmodel *m = x->m;
        const kp_rm_front *f = &m->front;
        char h[320];
        snprintf(h, sizeof(h), "%s%s",
                 xl_tr(x, *f->target ? KP_S_XL_THE_TARGET : KP_S_XL_ANSWERS),
                 f->target);
        xl_put_h2(x, ws, row, SUM_LAST, h);
        row++;
        for (int q = 0; q < KP_RM__QUESTIONS; q++, row++) {
                const kp_rm_answer *a = &f->answers[q];
                xl_put_str(x, ws, row, 0, a->topic, x->f.label);
                xl_put_str(x, ws, row, 1, a->word, x->f.verdict[a->state]);
                xl_put_merged(x, ws, row, 2, SUM_LAST, a->sentence,
                              x->f.kv_wrap);
                xl_fit_row(x, ws, row, a->sentence, 125, 14);
        }
        /* Emulated hosts: what the answers are about, beside them, as a
         * note (not a warning: it is no fault of the run). */
        if (*f->emulated_hosts) {
                xl_put_merged(x, ws, row, 0, SUM_LAST, f->emulated_hosts,
                              x->f.note);
                xl_fit_row(x, ws, row, f->emulated_hosts, 168, 14);
                row++;
        }
        return row + 1;
}

/* The seed-shaped tables: what was produced and what was read back. */
static lxw_row_t summary_tables(xw *x, lxw_worksheet *ws, lxw_row_t row)
{
        const kp_rm_front *fr = &x->m->front;
        char h[4][160];
        const char *const phdr[] = {
                xl_tr(x, KP_S_XL_PRODUCE),
                xl_tr(x, KP_S_XL_MESSAGES),
                xl_tr(x, KP_S_XL_RECORD_B),
                xl_tr(x, KP_S_XL_TARGET_RATE),
                xl_marked(x, h[0], sizeof(h[0]), xl_tr(x, KP_S_XL_ACHIEVED),
                          fr->rate_mark),
                xl_marked(x, h[1], sizeof(h[1]), xl_tr(x, KP_S_XL_P95_MS),
                          fr->p95_mark),
                xl_tr(x, KP_S_XL_VERDICT),
        };
        const char *const chdr[] = {
                xl_tr(x, KP_S_XL_CONSUME),
                xl_tr(x, KP_S_XL_MESSAGES),
                "MiB",
                xl_marked(x, h[2], sizeof(h[2]), fr->consume_mibps_label,
                          fr->c_mibps_mark),
                xl_marked(x, h[3], sizeof(h[3]), fr->consume_rate_label,
                          fr->c_rate_mark),
                fr->consume_seconds_label,
        };
        const kp_rmodel *m = x->m;
        const fmts *f = &x->f;
        lxw_format *txt = f->cell[NF_TEXT][ST_PLAIN];
        if (m->has_produce) {
                xl_put_merged(x, ws, row++, 0, 6, xl_tr(x, KP_S_XL_TT_PRODUCE),
                              f->label);
                xl_put_header(x, ws, row, 0, phdr, KP_ARRAY_LEN(phdr));
                xl_set_row(x, ws, row, 30);
                row++;
                for (size_t i = 0; i < m->front.n_rows; i++) {
                        const kp_rm_front_row *r = &m->front.rows[i];
                        if (!r->produced)
                                continue;
                        xl_put_str(x, ws, row, 0, r->name, txt);
                        xl_fit_row(x, ws, row, r->name, 24, 13);
                        xl_put_cell(x, ws, row, 1, &r->messages, NF_INT);
                        if (r->first->has_spec)
                                xl_put_cell(x, ws, row, 2, &r->record_bytes,
                                            NF_INT);
                        else
                                xl_put_str(x, ws, row, 2, "", txt);
                        put_rate(x, ws, row, 3, &r->target_rate);
                        xl_put_cell(x, ws, row, 4, &r->rate, KP_RM__FMTS);
                        xl_put_cell(x, ws, row, 5, &r->p95, KP_RM__FMTS);
                        xl_put_str(x, ws, row, 6,
                                   xl_verdict(x, r->verdict, r->verdict_text),
                                   f->verdict[kp_rm_state_of(r->verdict)]);
                        row++;
                }
                row++;
        }
        if (m->front.has_points) {
                xl_put_merged(x, ws, row++, 0, 6,
                              "A sweep point that ran more than once has one "
                              "row: the medians of its runs, whose figures "
                              "are on the Produce and Consume sheets.",
                              f->note);
                row++;
        }
        if (m->has_consume) {
                xl_put_merged(x, ws, row++, 0, 5, xl_tr(x, KP_S_XL_TT_CONSUME),
                              f->label);
                xl_put_header(x, ws, row, 0, chdr, KP_ARRAY_LEN(chdr));
                xl_set_row(x, ws, row, 30);
                row++;
                for (size_t i = 0; i < m->front.n_rows; i++) {
                        const kp_rm_front_row *r = &m->front.rows[i];
                        if (!r->consumed)
                                continue;
                        xl_put_str(x, ws, row, 0, r->name, txt);
                        xl_fit_row(x, ws, row, r->name, 24, 13);
                        xl_put_cell(x, ws, row, 1, &r->c_messages, NF_INT);
                        xl_put_cell(x, ws, row, 2, &r->mib, KP_RM__FMTS);
                        xl_put_cell(x, ws, row, 3, &r->mib_per_sec,
                                    KP_RM__FMTS);
                        xl_put_cell(x, ws, row, 4, &r->msgs_per_sec,
                                    KP_RM__FMTS);
                        xl_put_cell(x, ws, row, 5, &r->seconds, KP_RM__FMTS);
                        row++;
                }
                row++;
        }
        return row;
}

/* What the cluster did during the tiers (brokers, leaders, ISR), when
 * anything happened. */
static lxw_row_t summary_events(xw *x, lxw_worksheet *ws, lxw_row_t row)
{
        const kp_rmodel *m = x->m;
        char **items;
        size_t n = 0;
        if (m->n_events == 0)
                return row;
        items = calloc(m->n_events, sizeof(*items));
        if (!items) {
                x->oom = 1;
                return row;
        }
        for (size_t i = 0; i < m->n_events; i++) {
                kp_buf b = { 0 };
                kp_buf_printf(&b, xl_tr(x, KP_S_XL_TIER_EVENT),
                              m->events[i].tier, m->events[i].text);
                x->oom |= b.oom;
                if (b.s)
                        items[n++] = b.s;
        }
        xl_put_h2(x, ws, row, SUM_LAST, xl_tr(x, KP_S_XL_CLUSTER_EVENTS));
        row = xl_put_list(x, ws, row + 1, SUM_LAST, 168, items, n, "") + 1;
        for (size_t i = 0; i < n; i++)
                free(items[i]);
        free(items);
        return row;
}

static void sheet_summary(xw *x)
{
        static const double widths[] = {
                24, 13, 14, 14, 19, 19, 11, 13, 11, 40
        };
        const kp_rmodel *m = x->m;
        lxw_worksheet *ws =
            xl_open_sheet(x, SH_SUMMARY, widths, KP_ARRAY_LEN(widths), NULL);
        lxw_row_t row = 0;
        if (!ws)
                return;
        row = summary_header(x, ws, row);
        row = summary_verdict(x, ws, row);
        row = summary_answers(x, ws, row);
        row = summary_tables(x, ws, row);
        row = summary_events(x, ws, row);
        xl_put_h2(x, ws, row, SUM_LAST, xl_tr(x, KP_S_XL_KEY_RISKS));
        row++;
        row = xl_put_list(x, ws, row, SUM_LAST, 168, m->risks, m->n_risks,
                          xl_tr(x, KP_S_XL_NONE_IDENTIFIED));
        row++;
        xl_put_merged(x, ws, row, 0, SUM_LAST,
                      xl_tr(x, m->n_sweeps || m->n_groups
                                   ? KP_S_XL_DETAILS_SWEEPS
                                   : KP_S_XL_DETAILS),
                      x->f.note);
        xl_fit_row(x, ws, row, "", 168, 14);
        row++;
        xl_put_merged(x, ws, row, 0, SUM_LAST, xl_tr(x, KP_S_XL_PROTECTED),
                      x->f.note);
        worksheet_set_tab_color(ws, m->verdict == KP_PASS   ? 0x00B050
                                    : m->verdict == KP_FAIL ? 0xC00000
                                                            : 0xFFC000);
        worksheet_activate(ws);
        xl_sheet_finish(x, ws, 1);
}

/* ---- tier sheets (transposed): shared pieces ---------------------------- */

static void tier_sheet_head(xw *x, lxw_worksheet *ws, const char *title,
                            const char *subtitle, const char *caption,
                            lxw_row_t hdr_row, size_t min_cols)
{
        const kp_rmodel *m = x->m;
        size_t ncols = m->n_tiers > min_cols ? m->n_tiers : min_cols;
        size_t tcols = m->n_tiers > 3 ? m->n_tiers : 3;
        int lines = 1;
        xl_note_err(x, worksheet_set_column(ws, 0, 0, 40, NULL));
        xl_note_err(x, worksheet_set_column(ws, 1, 1, 31, NULL));
        xl_note_err(x, worksheet_set_column(ws, TCOL0,
                                            (lxw_col_t)(TCOL0 + ncols - 1),
                                            TIER_W, NULL));
        xl_put_str(x, ws, 0, 0, title, x->f.title);
        xl_set_row(x, ws, 0, 30);
        xl_put_merged(x, ws, 1, 0, (lxw_col_t)(TCOL0 + tcols - 1), subtitle,
                      x->f.subtitle);
        xl_fit_row(x, ws, 1, subtitle, 71 + TIER_W * (double)tcols, 14);
        /* The table's title, on the row above its header. */
        xl_put_merged(x, ws, hdr_row - 1, 0, (lxw_col_t)(TCOL0 + tcols - 1),
                      caption, x->f.label);
        xl_put_str(x, ws, hdr_row, 0, xl_tr(x, KP_S_XL_MEASURE), x->f.hdr);
        xl_put_str(x, ws, hdr_row, 1, xl_tr(x, KP_S_XL_CATALOG_METRIC),
                   x->f.hdr);
        for (size_t i = 0; i < m->n_tiers; i++) {
                int n = xl_row_lines(m->tiers[i].name, TIER_W);
                xl_put_str(x, ws, hdr_row, (lxw_col_t)(TCOL0 + i),
                           m->tiers[i].name, x->f.hdr);
                lines = n > lines ? n : lines;
        }
        xl_set_row(x, ws, hdr_row, 7 + 13.0 * lines);
        worksheet_freeze_panes(ws, hdr_row + 1, TCOL0);
}

static void section_row(xw *x, lxw_worksheet *ws, lxw_row_t row,
                        const char *label)
{
        size_t last = TCOL0 + x->m->n_tiers - 1;
        xl_put_str(x, ws, row, 0, label, x->f.group);
        for (lxw_col_t c = 1; c <= last; c++)
                xl_note_err(x, worksheet_write_blank(ws, row, c, x->f.group));
}

static void label_row(xw *x, lxw_worksheet *ws, lxw_row_t row,
                      const char *label, const char *metric)
{
        xl_put_str(x, ws, row, 0, label, x->f.rowlabel);
        xl_put_str(x, ws, row, 1, metric ? metric : "", x->f.catalog);
}

/* One row of a tier sheet: a figure of each tier's produce or consume
 * phase (offset of its cell in kp_rm_produce or kp_rm_consume), or a
 * catalog metric (so the cell shows what the criterion judged). */
enum vk { V_SECTION, V_CELL, V_METRIC };

typedef struct vrow {
        enum vk kind;
        kp_s label;
        size_t off;
        kp_metric_id id;
        kp_rm_fmt nf;
} vrow;

#define SEC(l)                                                                 \
        {                                                                      \
                V_SECTION, l, 0, KP_M__COUNT, NF_TEXT                          \
        }
#define PC(l, f, n)                                                            \
        {                                                                      \
                V_CELL, l, offsetof(kp_rm_produce, f), KP_M__COUNT, n          \
        }
#define CC(l, f, n)                                                            \
        {                                                                      \
                V_CELL, l, offsetof(kp_rm_consume, f), KP_M__COUNT, n          \
        }
#define MET(l, id, n)                                                          \
        {                                                                      \
                V_METRIC, l, 0, id, n                                          \
        }

/* A latency block: its section sec, then the samples, min, avg, stddev,
 * p50, p95, p99, p99.9 and max of the kp_rm_latency field f (CELL: PC or
 * CC), the catalog's figures by their ids, prefix M (KP_M_E2E: KP_M_E2E_AVG
 * and so on). */
#define LATENCY_ROWS(sec, CELL, f, M)                                          \
        SEC(sec), CELL(KP_S_XL_R_SAMPLES, f.count, NF_INT),                    \
            CELL(KP_S_XL_R_MIN, f.min, NF_MS),                                 \
            MET(KP_S_XL_R_AVG, M##_AVG, NF_MS),                                \
            CELL(KP_S_XL_R_STDDEV, f.stddev, NF_MS),                           \
            MET(KP_S_XL_R_P50, M##_P50, NF_MS),                                \
            MET(KP_S_XL_P95_MS, M##_P95, NF_MS),                               \
            MET(KP_S_XL_R_P99, M##_P99, NF_MS),                                \
            MET(KP_S_XL_R_P999, M##_P999, NF_MS),                              \
            MET(KP_S_XL_R_MAX, M##_MAX, NF_MS)

static void vrow_write(xw *x, lxw_worksheet *ws, lxw_row_t row, const vrow *v,
                       int consume)
{
        const kp_rmodel *m = x->m;
        const kp_metric *met =
            v->kind == V_METRIC ? kp_metric_get(v->id) : NULL;
        if (v->kind == V_SECTION) {
                section_row(x, ws, row, xl_tr(x, v->label));
                return;
        }
        label_row(x, ws, row, xl_tr(x, v->label), met ? met->name : NULL);
        for (size_t i = 0; i < m->n_tiers; i++) {
                const kp_rm_tier *t = &m->tiers[i];
                const char *base =
                    consume ? (const char *)&t->c : (const char *)&t->p;
                int ran = consume ? t->c.ran : t->p.ran;
                lxw_col_t col = (lxw_col_t)(TCOL0 + i);
                const kp_rm_cell *c;
                if (!ran) {
                        xl_put_str(x, ws, row, col, "",
                                   x->f.cell[NF_TEXT][ST_PLAIN]);
                        continue;
                }
                /* A catalog metric with the digits of its text (the
                 * model's format for it), as report.md shows it. */
                if (v->kind == V_METRIC) {
                        put_metric(x, ws, row, col, &t->metric[v->id],
                                   KP_RM__FMTS);
                        continue;
                }
                c = (const kp_rm_cell *)(const void *)(base + v->off);
                xl_put_num(x, ws, row, col, c->raw, x->f.cell[v->nf][ST_PLAIN]);
        }
}

/* The checks whose metric starts with prefix, as a table. */
static lxw_row_t criteria_block(xw *x, lxw_worksheet *ws, lxw_row_t row,
                                const char *prefix)
{
        const char *const hdr[] = {
                xl_tr(x, KP_S_XL_METRIC),         xl_tr(x, KP_S_XL_TIER),
                xl_tr(x, KP_S_XL_CRITERION_UNIT), xl_tr(x, KP_S_XL_THRESHOLD),
                xl_tr(x, KP_S_XL_VALUE),          xl_tr(x, KP_S_XL_MARGIN),
                xl_tr(x, KP_S_XL_VERDICT),        xl_tr(x, KP_S_XL_NOTE),
        };
        const kp_rmodel *m = x->m;
        size_t plen = strlen(prefix), n = 0;
        const fmts *f = &x->f;
        lxw_format *txt = f->cell[NF_TEXT][ST_PLAIN];

        xl_put_str(x, ws, row, 0, xl_tr(x, KP_S_XL_CRITERIA_CHECKS), f->h2);
        xl_set_row(x, ws, row, 22);
        row++;
        xl_put_merged(x, ws, row, 0, 7, xl_tr(x, KP_S_XL_CRITERIA_CHECKS_NOTE),
                      f->note);
        row++;
        xl_put_header(x, ws, row, 0, hdr, KP_ARRAY_LEN(hdr));
        row++;
        for (size_t i = 0; i < m->n_checks; i++) {
                const kp_rm_check *k = &m->checks[i];
                if (strncmp(k->metric, prefix, plen) != 0)
                        continue;
                xl_put_str(x, ws, row, 0, k->words, txt);
                xl_put_str(x, ws, row, 1, k->tier, txt);
                xl_put_check(x, ws, row, 2, k);
                xl_put_str(x, ws, row, 7, k->note ? k->note : "", txt);
                xl_fit_row(x, ws, row, k->note, TIER_W, 13);
                row++;
                n++;
        }
        if (n == 0) {
                xl_put_merged(x, ws, row, 0, 7,
                              xl_tr(x, KP_S_XL_NO_CRITERIA_HERE), f->note);
                row++;
        }
        return row;
}

/* ---- 2. Scenarios ----------------------------------------------------- */

typedef enum scen_field {
        S_MESSAGES,
        S_RATE,
        S_RECORD,
        S_PAYLOAD,
        S_KEYS,
        S_HEADERS,
        S_WARMUP_MSGS,
        S_WARMUP_S,
        S_INTERVAL,
        S_DRAIN,
        S_PRODUCERS,
        S_PRODUCER_PROPS,
        S_CONSUME,
        S_CONSUMERS,
        S_GROUP,
        S_FETCH,
        S_TIMEOUT,
        S_CONSUMER_PROPS,
        S_TOPIC,
        S_PARTITIONS,
        S_RF,
        S_SWEEP,
        S_PARALLEL
} scen_field;

/* Writes a text cell of a tier column and counts the lines it wraps to. */
static void scen_text(xw *x, lxw_worksheet *ws, lxw_row_t row, lxw_col_t col,
                      const char *s, int *lines)
{
        int n = xl_row_lines(s, TIER_W);
        xl_put_str(x, ws, row, col, s, x->f.cell[NF_TEXT][ST_PLAIN]);
        if (n > *lines)
                *lines = n;
}

/* A number of a tier column, or its text when it has none. */
static void scen_num(xw *x, lxw_worksheet *ws, lxw_row_t row, lxw_col_t col,
                     const kp_rm_cell *c, kp_rm_fmt nf, int *lines)
{
        if (c->fmt == KP_RM_TEXT)
                scen_text(x, ws, row, col, c->text, lines);
        else
                xl_put_num(x, ws, row, col, c->raw, x->f.cell[nf][ST_PLAIN]);
}

/* One parameter of one tier; *lines grows to the lines its text needs. */
static void scen_cell(xw *x, lxw_worksheet *ws, lxw_row_t row, lxw_col_t col,
                      const kp_rm_scenario *sc, scen_field fld, int *lines)
{
        lxw_format *num = x->f.cell[NF_INT][ST_PLAIN];
        switch (fld) {
        case S_MESSAGES:
                scen_num(x, ws, row, col, &sc->messages, NF_INT, lines);
                break;
        case S_RATE:
                put_rate(x, ws, row, col, &sc->rate_number);
                break;
        case S_RECORD:
                scen_num(x, ws, row, col, &sc->record_bytes, NF_INT, lines);
                break;
        case S_PAYLOAD:
                scen_text(x, ws, row, col, sc->payload_file, lines);
                break;
        case S_KEYS:
                scen_text(x, ws, row, col, sc->keys, lines);
                break;
        case S_HEADERS:
                scen_text(x, ws, row, col, sc->headers.lines, lines);
                break;
        case S_WARMUP_MSGS:
                scen_num(x, ws, row, col, &sc->warmup_count, NF_INT, lines);
                break;
        case S_WARMUP_S:
                scen_num(x, ws, row, col, &sc->warmup_s, NF_MS, lines);
                break;
        case S_INTERVAL:
                scen_num(x, ws, row, col, &sc->interval_s, NF_MS, lines);
                break;
        case S_DRAIN:
                scen_num(x, ws, row, col, &sc->drain_s, NF_MS, lines);
                break;
        case S_PRODUCERS:
                xl_put_num(x, ws, row, col, sc->producers, num);
                break;
        case S_PRODUCER_PROPS:
                scen_text(x, ws, row, col,
                          sc->producer.n ? sc->producer.lines
                                         : xl_tr(x, KP_S_XL_CLIENT_DEFAULTS),
                          lines);
                break;
        case S_CONSUME:
                scen_text(x, ws, row, col,
                          sc->consume ? xl_tr(x, KP_S_XL_YES)
                                      : xl_tr(x, KP_S_XL_NO),
                          lines);
                break;
        case S_CONSUMERS:
                xl_put_num(x, ws, row, col, sc->consumers, num);
                break;
        case S_GROUP:
                scen_text(x, ws, row, col, sc->group, lines);
                break;
        case S_FETCH:
                scen_num(x, ws, row, col, &sc->fetch_size, NF_INT, lines);
                break;
        case S_TIMEOUT:
                scen_num(x, ws, row, col, &sc->timeout_s, NF_MS, lines);
                break;
        case S_CONSUMER_PROPS:
                scen_text(x, ws, row, col,
                          sc->consumer.n ? sc->consumer.lines
                                         : xl_tr(x, KP_S_XL_CLIENT_DEFAULTS),
                          lines);
                break;
        case S_TOPIC:
                scen_text(x, ws, row, col, sc->topic, lines);
                break;
        case S_PARTITIONS:
                xl_put_num(x, ws, row, col, sc->partitions, num);
                break;
        case S_RF:
                if (sc->rf_default)
                        scen_text(x, ws, row, col,
                                  xl_tr(x, KP_S_XL_BROKER_DEFAULT), lines);
                else
                        xl_put_num(x, ws, row, col, sc->replication_factor,
                                   num);
                break;
        case S_SWEEP:
                scen_text(x, ws, row, col, sc->sweep_lines, lines);
                break;
        case S_PARALLEL:
                scen_text(x, ws, row, col, sc->parallel_group, lines);
                break;
        }
}

static lxw_row_t scenario_tiers(xw *x, lxw_worksheet *ws, lxw_row_t row)
{
        const struct {
                const char *section, *label, *key;
                scen_field fld;
        } rows[] = {
                { xl_tr(x, KP_S_XL_PRODUCE), xl_tr(x, KP_S_XL_SC_MESSAGES),
                  "messages", S_MESSAGES },
                { NULL, xl_tr(x, KP_S_XL_TARGET_RATE_MSGS), "rate", S_RATE },
                { NULL, xl_tr(x, KP_S_XL_RECORD_BYTES), "record_size",
                  S_RECORD },
                { NULL, xl_tr(x, KP_S_XL_SC_PAYLOAD), "payload_file",
                  S_PAYLOAD },
                { NULL, xl_tr(x, KP_S_XL_SC_KEYS), "keys", S_KEYS },
                { NULL, xl_tr(x, KP_S_XL_SC_HEADERS), "headers", S_HEADERS },
                { NULL, xl_tr(x, KP_S_XL_SC_WARMUP_MSGS), "warmup",
                  S_WARMUP_MSGS },
                { NULL, xl_tr(x, KP_S_XL_SC_WARMUP_S), "warmup", S_WARMUP_S },
                { NULL, xl_tr(x, KP_S_XL_SC_INTERVAL), "interval", S_INTERVAL },
                { NULL, xl_tr(x, KP_S_XL_SC_DRAIN), "drain_timeout", S_DRAIN },
                { NULL, xl_tr(x, KP_S_XL_SC_PRODUCERS), "producers",
                  S_PRODUCERS },
                { NULL, xl_tr(x, KP_S_XL_SC_PRODUCER_PROPS), "producer",
                  S_PRODUCER_PROPS },
                { xl_tr(x, KP_S_XL_CONSUME), xl_tr(x, KP_S_XL_SC_CONSUME),
                  "consumer.enabled", S_CONSUME },
                { NULL, xl_tr(x, KP_S_XL_SC_CONSUMERS), "consumer.consumers",
                  S_CONSUMERS },
                { NULL, xl_tr(x, KP_S_XL_SC_GROUP), "consumer.group", S_GROUP },
                { NULL, xl_tr(x, KP_S_XL_SC_FETCH), "consumer.fetch_size",
                  S_FETCH },
                { NULL, xl_tr(x, KP_S_XL_SC_TIMEOUT), "consumer.timeout",
                  S_TIMEOUT },
                { NULL, xl_tr(x, KP_S_XL_SC_CONSUMER_PROPS), "consumer.config",
                  S_CONSUMER_PROPS },
                { xl_tr(x, KP_S_XL_TOPIC), xl_tr(x, KP_S_XL_TOPIC),
                  "topic.name", S_TOPIC },
                { NULL, xl_tr(x, KP_S_XL_PARTITIONS), "topic.partitions",
                  S_PARTITIONS },
                { NULL, xl_tr(x, KP_S_XL_RF), "topic.replication_factor",
                  S_RF },
                { xl_tr(x, KP_S_XL_SC_SWEEPS), xl_tr(x, KP_S_XL_SC_SWEEP_POINT),
                  "sweep", S_SWEEP },
                { NULL, xl_tr(x, KP_S_XL_SC_PARALLEL), "workloads",
                  S_PARALLEL },
        };
        const kp_rmodel *m = x->m;
        const char *pending = NULL;

        for (size_t k = 0; k < KP_ARRAY_LEN(rows); k++) {
                scen_field fld = rows[k].fld;
                int lines = 1;
                if (rows[k].section)
                        pending = rows[k].section;
                /* Rows that no tier uses are left out. */
                if ((fld == S_PAYLOAD && !m->any_payload) ||
                    (fld == S_KEYS && !m->any_keys) ||
                    (fld == S_HEADERS && !m->any_headers) ||
                    (fld == S_SWEEP && !m->has_sweeps) ||
                    (fld == S_PARALLEL && !m->has_parallel))
                        continue;
                if (pending)
                        section_row(x, ws, row++, pending);
                pending = NULL;
                label_row(x, ws, row, rows[k].label, rows[k].key);
                for (size_t i = 0; i < m->n_tiers; i++)
                        if (m->tiers[i].has_spec)
                                scen_cell(x, ws, row, (lxw_col_t)(TCOL0 + i),
                                          &m->tiers[i].sc, fld, &lines);
                xl_set_lines(x, ws, row, lines, 13);
                row++;
        }
        return row + 1;
}

static lxw_row_t scenario_topic(xw *x, lxw_worksheet *ws, lxw_row_t row)
{
        const kp_rmodel *m = x->m;
        const char *config = m->plan_topic_config.n
                                 ? m->plan_topic_config.lines
                                 : xl_tr(x, KP_S_XL_BROKER_DEFAULTS);
        xl_put_str(x, ws, row, 0, xl_tr(x, KP_S_XL_TOPIC_PLAN), x->f.h2);
        xl_set_row(x, ws, row, 22);
        row++;
        xl_put_str(x, ws, row, 0, xl_tr(x, KP_S_XL_TOPIC), x->f.label);
        xl_put_str(x, ws, row++, 1, m->plan_topic, x->f.kv[NF_TEXT]);
        xl_put_str(x, ws, row, 0, xl_tr(x, KP_S_XL_PARTITIONS), x->f.label);
        xl_put_num(x, ws, row++, 1, m->plan_partitions, x->f.kv[NF_INT]);
        xl_put_str(x, ws, row, 0, xl_tr(x, KP_S_XL_RF), x->f.label);
        if (m->plan_rf > 0)
                xl_put_num(x, ws, row++, 1, m->plan_rf, x->f.kv[NF_INT]);
        else
                xl_put_str(x, ws, row++, 1, xl_tr(x, KP_S_XL_BROKER_DEFAULT),
                           x->f.kv[NF_TEXT]);
        xl_put_str(x, ws, row, 0, xl_tr(x, KP_S_XL_CREATED_WHEN_MISSING),
                   x->f.label);
        xl_put_str(x, ws, row++, 1,
                   m->plan_create ? xl_tr(x, KP_S_XL_YES)
                                  : xl_tr(x, KP_S_XL_NO),
                   x->f.kv[NF_TEXT]);
        xl_put_str(x, ws, row, 0, xl_tr(x, KP_S_XL_TOPIC_CONFIG), x->f.label);
        xl_put_str(x, ws, row, 1, config, x->f.kv_wrap);
        xl_fit_row(x, ws, row, m->plan_topic_config.lines, 30, 13);
        row++;
        return row + 1;
}

static lxw_row_t scenario_criteria(xw *x, lxw_worksheet *ws, lxw_row_t row)
{
        const char *const hdr[] = { xl_tr(x, KP_S_XL_METRIC),
                                    xl_tr(x, KP_S_XL_DEFINITION),
                                    xl_tr(x, KP_S_XL_CRITERION),
                                    xl_tr(x, KP_S_XL_THRESHOLD),
                                    xl_tr(x, KP_S_XL_APPLIES_TO) };
        const kp_rmodel *m = x->m;
        const fmts *f = &x->f;
        lxw_format *txt = f->cell[NF_TEXT][ST_PLAIN];
        xl_put_str(x, ws, row, 0, xl_tr(x, KP_S_XL_PASS_CRITERIA), f->h2);
        xl_set_row(x, ws, row, 22);
        row++;
        if (m->n_criteria == 0) {
                xl_put_str(x, ws, row, 0, xl_tr(x, KP_S_XL_NO_CRITERIA),
                           f->note);
                return row + 2;
        }
        xl_put_header(x, ws, row, 0, hdr, KP_ARRAY_LEN(hdr));
        row++;
        for (size_t i = 0; i < m->n_criteria; i++, row++) {
                const kp_rm_criterion *c = &m->criteria[i];
                xl_put_str(x, ws, row, 0, c->words, txt);
                xl_put_str(x, ws, row, 1, c->definition, txt);
                xl_fit_row(x, ws, row, c->definition, 31, 13);
                xl_put_strf(x, ws, row, 2, txt, "%s (%s)", c->op_symbol,
                            c->fmt_unit);
                xl_put_num(x, ws, row, 3, c->threshold.raw,
                           f->cell[c->threshold.fmt][ST_PLAIN]);
                xl_put_str(x, ws, row, 4, c->applies, txt);
        }
        return row + 1;
}

static void sheet_scenarios(xw *x)
{
        lxw_worksheet *ws = xl_add_sheet(x, SH_SCENARIOS);
        lxw_row_t row = 3;
        if (!ws)
                return;
        tier_sheet_head(x, ws, SH_SCENARIOS, xl_tr(x, KP_S_XL_SCENARIOS_NOTE),
                        xl_tr(x, KP_S_XL_TT_SCENARIOS), row, 5);
        xl_put_str(x, ws, row, 0, xl_tr(x, KP_S_XL_PARAMETER), x->f.hdr);
        xl_put_str(x, ws, row, 1, xl_tr(x, KP_S_XL_PLAN_KEY), x->f.hdr);
        row++;
        row = scenario_tiers(x, ws, row);
        row = scenario_topic(x, ws, row);
        scenario_criteria(x, ws, row);
        xl_sheet_finish(x, ws, 1);
}

/* ---- 3. Produce results ------------------------------------------------ */

static const vrow produce_rows[] = {
        SEC(KP_S_XL_S_MESSAGES),
        PC(KP_S_XL_R_SENT, sent, NF_INT),
        PC(KP_S_XL_R_DELIVERED, delivered, NF_INT),
        PC(KP_S_XL_R_FAILED, failed, NF_INT),
        PC(KP_S_XL_R_UNDELIVERED, undelivered, NF_INT),
        PC(KP_S_XL_R_WARMUP, warmup, NF_INT),
        PC(KP_S_XL_R_MEASURED, measured, NF_INT),
        MET(KP_S_XL_R_ERRORS, KP_M_PRODUCE_ERRORS, NF_INT),
        MET(KP_S_XL_R_ERROR_RATIO, KP_M_PRODUCE_ERROR_RATIO, NF_PCT),
        SEC(KP_S_XL_S_RATE),
        MET(KP_S_XL_R_ACHIEVED_RATE, KP_M_PRODUCE_RATE, NF_DEC1),
        MET(KP_S_XL_R_RATE_RATIO, KP_M_PRODUCE_RATE_RATIO, NF_RATIO),
        MET(KP_S_XL_R_THROUGHPUT, KP_M_PRODUCE_MIBPS, NF_DEC2),
        PC(KP_S_XL_R_BYTES, bytes, NF_INT),
        PC(KP_S_XL_R_DURATION, duration_s, NF_MS),
        PC(KP_S_XL_R_TOTAL, total_s, NF_MS),
        LATENCY_ROWS(KP_S_XL_S_LATENCY, PC, latency, KP_M_PRODUCE_LAT),
        LATENCY_ROWS(KP_S_XL_S_SERVICE, PC, service, KP_M_PRODUCE_SVC),
};

/* The first rows of a phase's sheet: each tier's status and when the
 * phase started. */
static lxw_row_t phase_rows(xw *x, lxw_worksheet *ws, lxw_row_t row,
                            int consume)
{
        const kp_rmodel *m = x->m;
        lxw_format *txt = x->f.cell[NF_TEXT][ST_PLAIN];
        section_row(x, ws, row++, xl_tr(x, KP_S_XL_PHASE));
        label_row(x, ws, row, xl_tr(x, KP_S_XL_TIER_STATUS), NULL);
        for (size_t i = 0; i < m->n_tiers; i++)
                xl_put_str(x, ws, row, (lxw_col_t)(TCOL0 + i),
                           m->tiers[i].status, txt);
        row++;
        label_row(x, ws, row,
                  consume ? xl_tr(x, KP_S_XL_CONSUME_STARTED)
                          : xl_tr(x, KP_S_XL_PRODUCE_STARTED),
                  NULL);
        for (size_t i = 0; i < m->n_tiers; i++)
                xl_put_stamp(x, ws, row, (lxw_col_t)(TCOL0 + i),
                             consume ? m->tiers[i].c.started_unix
                                     : m->tiers[i].p.started_unix,
                             consume ? m->tiers[i].c.started_iso
                                     : m->tiers[i].p.started_iso);
        return row + 1;
}

static const vrow search_rows[] = {
        SEC(KP_S_XL_S_SEARCH),
        MET(KP_S_XL_R_SUSTAINED, KP_M_CAPACITY_RATE, NF_DEC1),
        MET(KP_S_XL_R_HIGHEST, KP_M_CAPACITY_FOUND, NF_DEC1),
};

static const vrow drain_rows[] = {
        SEC(KP_S_XL_S_DRAIN),
        MET(KP_S_XL_R_DRAIN_RATE, KP_M_DRAIN_RATE, NF_DEC1),
        MET(KP_S_XL_R_CATCH_UP, KP_M_DRAIN_CATCH_UP, NF_MS),
};

/* The produce phase rows: status, start, record size, target rate and
 * whether the counts reconcile. */
static lxw_row_t produce_head_rows(xw *x, lxw_worksheet *ws, lxw_row_t row)
{
        const kp_rmodel *m = x->m;
        lxw_format *txt = x->f.cell[NF_TEXT][ST_PLAIN];
        static const kp_rm_cell unlimited = { 0 };
        row = phase_rows(x, ws, row, 0);
        label_row(x, ws, row, xl_tr(x, KP_S_XL_RECORD_BYTES), NULL);
        for (size_t i = 0; i < m->n_tiers; i++) {
                const kp_rm_tier *t = &m->tiers[i];
                if (t->has_spec && !t->sc.payload_file)
                        xl_put_num(x, ws, row, (lxw_col_t)(TCOL0 + i),
                                   t->sc.record_bytes.raw,
                                   x->f.cell[NF_INT][ST_PLAIN]);
                else
                        xl_put_str(x, ws, row, (lxw_col_t)(TCOL0 + i),
                                   xl_tr(x, KP_S_XL_PAYLOAD_FILE), txt);
        }
        row++;
        label_row(x, ws, row, xl_tr(x, KP_S_XL_TARGET_RATE_MSGS), NULL);
        for (size_t i = 0; i < m->n_tiers; i++) {
                const kp_rm_tier *t = &m->tiers[i];
                put_rate(x, ws, row, (lxw_col_t)(TCOL0 + i),
                         t->has_spec ? &t->sc.rate_number : &unlimited);
        }
        row++;
        label_row(x, ws, row, xl_tr(x, KP_S_XL_COUNTS_RECONCILE), NULL);
        for (size_t i = 0; i < m->n_tiers; i++) {
                const kp_rm_produce *p = &m->tiers[i].p;
                if (!p->ran)
                        xl_put_str(x, ws, row, (lxw_col_t)(TCOL0 + i), "", txt);
                else
                        xl_put_str(x, ws, row, (lxw_col_t)(TCOL0 + i),
                                   p->counts_reconcile
                                       ? xl_tr(x, KP_S_XL_YES)
                                       : xl_tr(x, KP_S_XL_NO_CAPS),
                                   x->f.verdict[p->counts_reconcile ? ST_PASS
                                                                    : ST_FAIL]);
        }
        xl_set_row(x, ws, row, 27);
        return row + 1;
}

static lxw_row_t produce_errors(xw *x, lxw_worksheet *ws, lxw_row_t row)
{
        const kp_rmodel *m = x->m;
        section_row(x, ws, row++, xl_tr(x, KP_S_XL_ERRORS_BY_CODE));
        for (size_t q = 0; q < m->n_error_codes; q++, row++) {
                xl_put_strf(x, ws, row, 0, x->f.rowlabel,
                            xl_tr(x, KP_S_XL_CODE_MESSAGES), m->error_codes[q]);
                xl_put_str(x, ws, row, 1, "", x->f.catalog);
                for (size_t t = 0; t < m->n_tiers; t++) {
                        const kp_rm_cell *c = &m->tiers[t].p.by_code[q];
                        xl_put_num(x, ws, row, (lxw_col_t)(TCOL0 + t), c->raw,
                                   x->f.cell[NF_INT][c->state]);
                }
        }
        if (m->n_error_codes == 0) {
                label_row(x, ws, row, xl_tr(x, KP_S_XL_ANY_CODE), NULL);
                for (size_t t = 0; t < m->n_tiers; t++) {
                        if (m->tiers[t].p.ran)
                                xl_put_num(x, ws, row, (lxw_col_t)(TCOL0 + t),
                                           0, x->f.cell[NF_INT][ST_PLAIN]);
                        else
                                xl_put_str(x, ws, row, (lxw_col_t)(TCOL0 + t),
                                           "", x->f.cell[NF_TEXT][ST_PLAIN]);
                }
                row++;
        }
        return row + 1;
}

static void sheet_produce(xw *x)
{
        lxw_worksheet *ws = xl_add_sheet(x, SH_PRODUCE);
        lxw_row_t row = 3;
        if (!ws)
                return;
        tier_sheet_head(x, ws, SH_PRODUCE, xl_tr(x, KP_S_XL_PRODUCE_NOTE),
                        xl_tr(x, KP_S_XL_TT_PRODUCE_T), row, 6);
        row++;
        row = produce_head_rows(x, ws, row);
        for (size_t i = 0; i < KP_ARRAY_LEN(produce_rows); i++)
                vrow_write(x, ws, row++, &produce_rows[i], 0);
        if (x->m->has_search)
                for (size_t i = 0; i < KP_ARRAY_LEN(search_rows); i++)
                        vrow_write(x, ws, row++, &search_rows[i], 0);
        row = produce_errors(x, ws, row + 1);
        criteria_block(x, ws, row, "produce.");
        xl_sheet_finish(x, ws, 1);
}

/* ---- 4. Consume results ------------------------------------------------ */

static const vrow consume_rows[] = {
        SEC(KP_S_XL_S_MESSAGES),
        CC(KP_S_XL_R_EXPECTED, expected, NF_INT),
        CC(KP_S_XL_R_CONSUMED, messages, NF_INT),
        MET(KP_S_XL_R_MISSING, KP_M_CONSUME_MISSING, NF_INT),
        MET(KP_S_XL_R_COMPLETENESS, KP_M_CONSUME_COMPLETENESS, NF_PCT),
        CC(KP_S_XL_R_LOST, lost, NF_INT),
        CC(KP_S_XL_R_DUPLICATES, duplicates, NF_INT),
        CC(KP_S_XL_R_UNACKED, unacked_read, NF_INT),
        CC(KP_S_XL_R_CBYTES, bytes, NF_INT),
        CC(KP_S_XL_R_CMIB, mib, NF_DEC2),
        SEC(KP_S_XL_S_TIME),
        CC(KP_S_XL_R_CDURATION, duration_s, NF_MS),
        CC(KP_S_XL_R_JOIN, join_s, NF_MS),
        CC(KP_S_XL_R_FETCH, fetch_s, NF_MS),
        SEC(KP_S_XL_S_THROUGHPUT),
        MET(KP_S_RM_COL_CONSUME_RATE, KP_M_CONSUME_RATE, NF_DEC1),
        MET(KP_S_RM_COL_CONSUME_MIBPS, KP_M_CONSUME_MIBPS, NF_DEC2),
        MET(KP_S_RM_COL_FETCH_RATE, KP_M_CONSUME_FETCH_RATE, NF_DEC1),
        MET(KP_S_RM_COL_FETCH_MIBPS, KP_M_CONSUME_FETCH_MIBPS, NF_DEC2),
        LATENCY_ROWS(KP_S_XL_S_E2E, CC, e2e, KP_M_E2E),
};

static lxw_row_t consume_head_rows(xw *x, lxw_worksheet *ws, lxw_row_t row)
{
        const kp_rmodel *m = x->m;
        lxw_format *txt = x->f.cell[NF_TEXT][ST_PLAIN];
        row = phase_rows(x, ws, row, 1);
        label_row(x, ws, row, xl_tr(x, KP_S_XL_CONSUMERS), NULL);
        for (size_t i = 0; i < m->n_tiers; i++) {
                const kp_rm_consume *c = &m->tiers[i].c;
                if (c->ran)
                        xl_put_num(x, ws, row, (lxw_col_t)(TCOL0 + i),
                                   c->consumers, x->f.cell[NF_INT][ST_PLAIN]);
                else
                        xl_put_str(x, ws, row, (lxw_col_t)(TCOL0 + i), "", txt);
        }
        row++;
        label_row(x, ws, row, xl_tr(x, KP_S_XL_STOPPED_TIMEOUT), NULL);
        for (size_t i = 0; i < m->n_tiers; i++) {
                const kp_rm_consume *c = &m->tiers[i].c;
                if (!c->ran)
                        xl_put_str(x, ws, row, (lxw_col_t)(TCOL0 + i), "", txt);
                else
                        xl_put_str(x, ws, row, (lxw_col_t)(TCOL0 + i),
                                   c->timed_out ? xl_tr(x, KP_S_XL_YES)
                                                : xl_tr(x, KP_S_XL_NO),
                                   c->timed_out ? x->f.verdict[ST_INC] : txt);
        }
        return row + 1;
}

static void sheet_consume(xw *x)
{
        lxw_worksheet *ws = xl_add_sheet(x, SH_CONSUME);
        lxw_row_t row = 3;
        if (!ws)
                return;
        tier_sheet_head(x, ws, SH_CONSUME, xl_tr(x, KP_S_XL_CONSUME_NOTE),
                        xl_tr(x, KP_S_XL_TT_CONSUME_T), row, 6);
        row++;
        row = consume_head_rows(x, ws, row);
        for (size_t i = 0; i < KP_ARRAY_LEN(consume_rows); i++)
                vrow_write(x, ws, row++, &consume_rows[i], 1);
        if (x->m->has_drain)
                for (size_t i = 0; i < KP_ARRAY_LEN(drain_rows); i++)
                        vrow_write(x, ws, row++, &drain_rows[i], 1);
        /* End-to-end latency read across hosts whose clocks may differ
         * by a large part of it (kplan run --agents). */
        for (size_t i = 0; i < x->m->n_tiers; i++) {
                const kp_rm_tier *t = &x->m->tiers[i];
                char s[512];
                if (!t->c.clock_skewed)
                        continue;
                snprintf(s, sizeof(s), xl_tr(x, KP_S_XL_CLOCK_SKEW), t->name,
                         t->c.clock_hosts, t->c.clock_skew_ms.text,
                         t->c.clock_share, t->c.e2e.p50.text);
                row++;
                xl_put_merged(x, ws, row, 0,
                              (lxw_col_t)(TCOL0 + x->m->n_tiers - 1), s,
                              x->f.warn_row);
                xl_fit_row(x, ws, row, s, 100, 13);
        }
        criteria_block(x, ws, row + 1, "consume.");
        xl_sheet_finish(x, ws, 1);
}

/* ---- the workbook ------------------------------------------------------- */

static void properties(xw *x)
{
        const kp_rmodel *m = x->m;
        const char *sha = m->env.results_sha256;
        lxw_doc_properties dp = { 0 };
        kp_buf comments = { 0 }, title = { 0 };

        kp_buf_puts(&title, xl_clean(x, m->plan_title));
        kp_buf_printf(&comments, xl_tr(x, KP_S_XL_PROP_COMMENTS),
                      xl_verdict(x, m->verdict, m->verdict_text),
                      *m->env.kplan_version ? m->env.kplan_version : "?",
                      *m->run_id ? m->run_id : "?");
        if (*sha)
                kp_buf_printf(&comments, xl_tr(x, KP_S_XL_PROP_SHA), sha);
        kp_buf_puts(&comments, xl_tr(x, KP_S_XL_PROP_END));
        if (title.oom || comments.oom) {
                x->oom = 1;
                goto out;
        }
        dp.title = title.s;
        dp.subject = (char *)xl_tr(x, KP_S_XL_PROP_SUBJECT);
        dp.author =
            strdup(*m->signoff.prepared_by ? xl_clean(x, m->signoff.prepared_by)
                                           : "kplan");
        dp.keywords = (char *)xl_tr(x, KP_S_XL_PROP_KEYWORDS);
        if (*m->signoff.company &&
            !(dp.company = strdup(xl_clean(x, m->signoff.company)))) {
                x->oom = 1;
                goto out;
        }
        dp.comments = comments.s;
        dp.category = (char *)xl_tr(x, KP_S_XL_PROP_CATEGORY);
        dp.status = (char *)xl_verdict(x, m->verdict, m->verdict_text);
        /* The run's finish time, so that the same results give the same
         * workbook. */
        dp.created = xlsx_utc_time(*m->run_finish_iso ? m->run_finish_iso
                                                      : m->run_start_iso);
        if (!dp.author) {
                x->oom = 1;
                goto out;
        }
        xl_note_err(x, workbook_set_properties(x->wb, &dp));
        xl_note_err(x, workbook_set_custom_property_string(
                           x->wb, "Plan", xl_clean(x, m->plan_name)));
        xl_note_err(x, workbook_set_custom_property_string(x->wb, "Verdict",
                                                           m->verdict_text));
        if (*sha)
                xl_note_err(x, workbook_set_custom_property_string(
                                   x->wb, "Results SHA-256", sha));
        if (*m->run_id)
                xl_note_err(x, workbook_set_custom_property_string(
                                   x->wb, "Run ID", xl_clean(x, m->run_id)));
        if (*m->env.kplan_version)
                xl_note_err(x, workbook_set_custom_property_string(
                                   x->wb, "kplan version",
                                   xl_clean(x, m->env.kplan_version)));
out:
        free(dp.author);
        free(dp.company);
        kp_buf_free(&title);
        kp_buf_free(&comments);
}

int kp_report_xlsx_write(const kp_rmodel *m, const char *path, char *errstr,
                         size_t errstr_size)
{
        xw x = { 0 };
        int ret = -1;

        if (!m || !path)
                return kp_err(errstr, errstr_size, "%s: no report to write",
                              path ? path : "workbook");
        x.m = m;
        x.lang = m->lang;
        x.footer = m->plan_name;
        if (xlsx_begin(&x, path, errstr, errstr_size))
                goto out;
        properties(&x);
        sheet_summary(&x);
        sheet_scenarios(&x);
        sheet_produce(&x);
        sheet_consume(&x);
        xlsx_sheet_time(&x);
        xlsx_sheet_capacity(&x);
        xlsx_sheet_brokers(&x);
        xlsx_sheet_sweeps(&x);
        xlsx_sheet_workloads(&x);
        xlsx_sheet_series(&x);
        xlsx_sheet_windows(&x);
        xlsx_sheet_extrap(&x);
        xlsx_sheet_env(&x);
        xlsx_sheet_signoff(&x);
        ret = xlsx_finish(&x, path, errstr, errstr_size);
out:
        xlsx_end(&x, ret != 0);
        return ret;
}
