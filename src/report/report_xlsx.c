/*
 * The acceptance workbook (report/report_xlsx.h): its properties, the
 * Summary, Scenarios, Produce and Consume sheets, and the order of every
 * sheet. Sheets are written in the order stakeholders read them. The
 * tier sheets are transposed: one row per metric, one column per tier,
 * so that a few tiers print on one page and a metric compares across
 * tiers at a glance.
 */
#include "report/report_xlsx.h"

#include <math.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "report/report_xlsx_priv.h"

#define SUM_LAST 9  /* Summary: columns A..J */
#define TCOL0    2  /* tier sheets: first tier column (A label, B metric) */
#define TIER_W   21 /* a tier column: an ISO timestamp fits */

/* A target rate: a number, or "unlimited" right-aligned. */
static void put_rate(xw *x, lxw_worksheet *ws, lxw_row_t row, lxw_col_t col,
                     const kp_rm_cell *c)
{
        if (c->fmt == KP_RM_TEXT || !c->text)
                xl_put_str(x, ws, row, col,
                           c->text && *c->text ? c->text : "unlimited",
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
                              "WARNING: this run measured librdkafka's "
                              "in-process mock cluster (the embedded cluster), "
                              "not a Kafka cluster. Its figures describe kplan "
                              "on this host and are no evidence about any "
                              "Kafka cluster.",
                              x->f.warn);
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

/* The verdict first, then the criteria it was not met by. */
static lxw_row_t summary_verdict(xw *x, lxw_worksheet *ws, lxw_row_t row)
{
        const kp_rmodel *m = x->m;
        const kp_rm_front *f = &m->front;
        xl_put_merged(x, ws, row, 0, 1, m->verdict_text,
                      x->f.big[kp_rm_state_of(m->verdict)]);
        xl_put_merged(x, ws, row, 2, SUM_LAST, m->verdict_reason, x->f.reason);
        xl_set_row(x, ws, row, 40);
        row += 2;
        if (f->n_reasons == 0)
                return row;
        xl_put_h2(x, ws, row, SUM_LAST, "Criteria not met");
        row++;
        for (size_t i = 0; i < f->n_reasons; i++, row++) {
                const kp_rm_reason *r = &f->reasons[i];
                xl_put_str(x, ws, row, 0, r->tier,
                           x->f.cell[NF_TEXT][ST_PLAIN]);
                xl_put_merged(x, ws, row, 1, SUM_LAST, r->line,
                              x->f.cell[NF_TEXT][r->value.state]);
                xl_fit_row(x, ws, row, r->line, 140, 14);
        }
        return row + 1;
}

/* One sentence per question of the target. */
static lxw_row_t summary_answers(xw *x, lxw_worksheet *ws, lxw_row_t row)
{
        const kp_rmodel *m = x->m;
        const kp_rm_front *f = &m->front;
        char h[320];
        snprintf(h, sizeof(h), "%s%s", *f->target ? "The target: " : "Answers",
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
        return row + 1;
}

/* The seed-shaped tables: what was produced and what was read back. */
static lxw_row_t summary_tables(xw *x, lxw_worksheet *ws, lxw_row_t row)
{
        static const char *const phdr[] = {
                "Produce",        "Messages",         "Record size (B)",
                "Target (msg/s)", "Achieved (msg/s)", "p95 (ms)",
                "Verdict",
        };
        static const char *const chdr[] = {
                "Consume", "Messages", "MiB", "MiB/s", "msg/s", "Seconds",
        };
        const kp_rmodel *m = x->m;
        const fmts *f = &x->f;
        lxw_format *txt = f->cell[NF_TEXT][ST_PLAIN];
        if (m->has_produce) {
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
                        xl_put_cell(x, ws, row, 4, &r->rate, NF_DEC1);
                        xl_put_cell(x, ws, row, 5, &r->p95, NF_MS);
                        xl_put_str(x, ws, row, 6, r->verdict_text,
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
                        xl_put_cell(x, ws, row, 2, &r->mib, NF_DEC2);
                        xl_put_cell(x, ws, row, 3, &r->mib_per_sec, NF_DEC2);
                        xl_put_cell(x, ws, row, 4, &r->msgs_per_sec, NF_DEC1);
                        xl_put_cell(x, ws, row, 5, &r->seconds, NF_MS);
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
                kp_buf_printf(&b, "Tier %s: %s", m->events[i].tier,
                              m->events[i].text);
                x->oom |= b.oom;
                if (b.s)
                        items[n++] = b.s;
        }
        xl_put_h2(
            x, ws, row, SUM_LAST,
            "Cluster events (seen in the cluster's metadata, about once a "
            "second)");
        row = xl_put_list(x, ws, row + 1, SUM_LAST, 168, items, n, "") + 1;
        for (size_t i = 0; i < n; i++)
                free(items[i]);
        free(items);
        return row;
}

static void sheet_summary(xw *x)
{
        static const double widths[] = {
                24, 13, 14, 14, 15, 11, 11, 13, 11, 40
        };
        const kp_rmodel *m = x->m;
        lxw_worksheet *ws = xl_add_sheet(x, SH_SUMMARY);
        lxw_row_t row = 0;
        if (!ws)
                return;
        xl_set_cols(x, ws, widths, KP_ARRAY_LEN(widths));
        row = summary_header(x, ws, row);
        row = summary_verdict(x, ws, row);
        row = summary_answers(x, ws, row);
        row = summary_tables(x, ws, row);
        row = summary_events(x, ws, row);
        xl_put_h2(x, ws, row, SUM_LAST, "Key risks");
        row++;
        row = xl_put_list(x, ws, row, SUM_LAST, 168, m->x.risks, m->x.n_risks,
                          "None identified.");
        row++;
        xl_put_merged(
            x, ws, row, 0, SUM_LAST,
            m->n_sweeps || m->n_groups
                ? "Details: Scenarios (what ran), Produce and Consume "
                  "results (per tier, with every criterion), Sweeps "
                  "and Workloads (each sweep and parallel group as a "
                  "whole, when the plan has them), Time series "
                  "(charts), Extrapolation (assumptions), Environment "
                  "(cluster, client, versions, run and fingerprints), "
                  "Sign-off."
                : "Details: Scenarios (what ran), Produce and Consume "
                  "results (per tier, with every criterion), Time "
                  "series (charts), Extrapolation (assumptions), "
                  "Environment (cluster, client, versions, run and "
                  "fingerprints), Sign-off.",
            x->f.note);
        xl_fit_row(x, ws, row, "", 168, 14);
        row++;
        xl_put_merged(x, ws, row, 0, SUM_LAST,
                      "Every sheet is protected against accidental edits, "
                      "without a password: Review > Unprotect Sheet allows a "
                      "correction. Only the sign-off cells are editable.",
                      x->f.note);
        worksheet_set_tab_color(ws, m->verdict == KP_PASS   ? 0x00B050
                                    : m->verdict == KP_FAIL ? 0xC00000
                                                            : 0xFFC000);
        worksheet_activate(ws);
        xl_sheet_finish(x, ws, 1);
}

/* ---- tier sheets (transposed): shared pieces ---------------------------- */

static void tier_sheet_head(xw *x, lxw_worksheet *ws, const char *title,
                            const char *subtitle, lxw_row_t hdr_row,
                            size_t min_cols)
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
        xl_put_str(x, ws, hdr_row, 0, "Measure", x->f.hdr);
        xl_put_str(x, ws, hdr_row, 1, "Catalog metric", x->f.hdr);
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
        const char *label;
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

static void vrow_write(xw *x, lxw_worksheet *ws, lxw_row_t row, const vrow *v,
                       int consume)
{
        const kp_rmodel *m = x->m;
        const kp_metric *met =
            v->kind == V_METRIC ? kp_metric_get(v->id) : NULL;
        if (v->kind == V_SECTION) {
                section_row(x, ws, row, v->label);
                return;
        }
        label_row(x, ws, row, v->label, met ? met->name : NULL);
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
                if (v->kind == V_METRIC) {
                        put_metric(x, ws, row, col, &t->metric[v->id], v->nf);
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
        static const char *const hdr[] = {
                "Metric", "Tier",   "Criterion (unit)", "Threshold",
                "Value",  "Margin", "Verdict",          "Note",
        };
        const kp_rmodel *m = x->m;
        size_t plen = strlen(prefix), n = 0;
        const fmts *f = &x->f;
        lxw_format *txt = f->cell[NF_TEXT][ST_PLAIN];

        xl_put_str(x, ws, row, 0, "Criteria checks", f->h2);
        xl_set_row(x, ws, row, 22);
        row++;
        xl_put_merged(x, ws, row, 0, 7,
                      "Each criterion of the plan judged on each tier it "
                      "applies to. Margin: how far the value is from the "
                      "limit, in the metric's unit; a failure says how far "
                      "over or under the limit. The coloured cells above "
                      "carry the same verdicts.",
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
                              "The plan has no criteria on these metrics.",
                              f->note);
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
                                         : "(client defaults)",
                          lines);
                break;
        case S_CONSUME:
                scen_text(x, ws, row, col, sc->consume ? "yes" : "no", lines);
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
                                         : "(client defaults)",
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
                        scen_text(x, ws, row, col, "broker default", lines);
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
        static const struct {
                const char *section, *label, *key;
                scen_field fld;
        } rows[] = {
                { "Produce", "Messages (warm-up included)", "messages",
                  S_MESSAGES },
                { NULL, "Target rate (msg/s)", "rate", S_RATE },
                { NULL, "Record size (bytes)", "record_size", S_RECORD },
                { NULL, "Payload file", "payload_file", S_PAYLOAD },
                { NULL, "Keys", "keys", S_KEYS },
                { NULL, "Headers", "headers", S_HEADERS },
                { NULL, "Warm-up (messages)", "warmup", S_WARMUP_MSGS },
                { NULL, "Warm-up (s)", "warmup", S_WARMUP_S },
                { NULL, "Snapshot interval (s)", "interval", S_INTERVAL },
                { NULL, "Drain timeout (s)", "drain_timeout", S_DRAIN },
                { NULL, "Producer instances", "producers", S_PRODUCERS },
                { NULL, "Producer properties", "producer", S_PRODUCER_PROPS },
                { "Consume", "Consume phase", "consumer.enabled", S_CONSUME },
                { NULL, "Consumers in the group", "consumer.consumers",
                  S_CONSUMERS },
                { NULL, "Consumer group", "consumer.group", S_GROUP },
                { NULL, "Fetch size, max.partition.fetch.bytes (bytes)",
                  "consumer.fetch_size", S_FETCH },
                { NULL, "No-message timeout (s)", "consumer.timeout",
                  S_TIMEOUT },
                { NULL, "Consumer properties", "consumer.config",
                  S_CONSUMER_PROPS },
                { "Topic", "Topic", "topic.name", S_TOPIC },
                { NULL, "Partitions", "topic.partitions", S_PARTITIONS },
                { NULL, "Replication factor", "topic.replication_factor",
                  S_RF },
                { "Sweeps and workloads", "Sweep point", "sweep", S_SWEEP },
                { NULL, "Parallel group", "workloads", S_PARALLEL },
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
        const char *config = m->plan_topic_config.n ? m->plan_topic_config.lines
                                                    : "(broker defaults)";
        xl_put_str(x, ws, row, 0, "Topic (plan)", x->f.h2);
        xl_set_row(x, ws, row, 22);
        row++;
        xl_put_str(x, ws, row, 0, "Topic", x->f.label);
        xl_put_str(x, ws, row++, 1, m->plan_topic, x->f.kv[NF_TEXT]);
        xl_put_str(x, ws, row, 0, "Partitions", x->f.label);
        xl_put_num(x, ws, row++, 1, m->plan_partitions, x->f.kv[NF_INT]);
        xl_put_str(x, ws, row, 0, "Replication factor", x->f.label);
        if (m->plan_rf > 0)
                xl_put_num(x, ws, row++, 1, m->plan_rf, x->f.kv[NF_INT]);
        else
                xl_put_str(x, ws, row++, 1, "broker default", x->f.kv[NF_TEXT]);
        xl_put_str(x, ws, row, 0, "Created by kplan when missing", x->f.label);
        xl_put_str(x, ws, row++, 1, m->plan_create ? "yes" : "no",
                   x->f.kv[NF_TEXT]);
        xl_put_str(x, ws, row, 0, "Topic configuration", x->f.label);
        xl_put_str(x, ws, row, 1, config, x->f.kv_wrap);
        xl_fit_row(x, ws, row, m->plan_topic_config.lines, 30, 13);
        row++;
        return row + 1;
}

static lxw_row_t scenario_criteria(xw *x, lxw_worksheet *ws, lxw_row_t row)
{
        static const char *const hdr[] = { "Metric", "Definition", "Criterion",
                                           "Threshold", "Applies to" };
        const kp_rmodel *m = x->m;
        const fmts *f = &x->f;
        lxw_format *txt = f->cell[NF_TEXT][ST_PLAIN];
        xl_put_str(x, ws, row, 0, "Pass criteria", f->h2);
        xl_set_row(x, ws, row, 22);
        row++;
        if (m->n_criteria == 0) {
                xl_put_str(x, ws, row, 0, "The plan sets no criteria.",
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
                           f->cell[c->value_fmt][ST_PLAIN]);
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
        tier_sheet_head(x, ws, "Scenarios",
                        "The plan's tiers as run, in order: one column per "
                        "tier. Client properties are shown with secrets "
                        "redacted.",
                        row, 5);
        xl_put_str(x, ws, row, 0, "Parameter", x->f.hdr);
        xl_put_str(x, ws, row, 1, "Plan key", x->f.hdr);
        row++;
        row = scenario_tiers(x, ws, row);
        row = scenario_topic(x, ws, row);
        scenario_criteria(x, ws, row);
        xl_sheet_finish(x, ws, 1);
}

/* ---- 3. Produce results ------------------------------------------------ */

static const vrow produce_rows[] = {
        SEC("Messages"),
        PC("Sent (handed to the client, warm-up included)", sent, NF_INT),
        PC("Delivered", delivered, NF_INT),
        PC("Failed", failed, NF_INT),
        PC("Undelivered (still queued at the end)", undelivered, NF_INT),
        PC("Warm-up (delivered, excluded from statistics)", warmup, NF_INT),
        PC("Measured (in the statistics)", measured, NF_INT),
        MET("Errors (failed + undelivered)", KP_M_PRODUCE_ERRORS, NF_INT),
        MET("Error ratio (%)", KP_M_PRODUCE_ERROR_RATIO, NF_PCT),
        SEC("Rate"),
        MET("Achieved rate (msg/s)", KP_M_PRODUCE_RATE, NF_DEC1),
        MET("Achieved / target rate", KP_M_PRODUCE_RATE_RATIO, NF_RATIO),
        MET("Throughput (MiB/s)", KP_M_PRODUCE_MIBPS, NF_DEC2),
        PC("Measured bytes, key + value (bytes)", bytes, NF_INT),
        PC("Measured duration (s)", duration_s, NF_MS),
        PC("Phase total, warm-up and drain included (s)", total_s, NF_MS),
        SEC("Latency from the due time, coordinated omission corrected"),
        PC("Samples", latency.count, NF_INT),
        PC("min (ms)", latency.min, NF_MS),
        MET("avg (ms)", KP_M_PRODUCE_LAT_AVG, NF_MS),
        PC("stddev (ms)", latency.stddev, NF_MS),
        MET("p50 (ms)", KP_M_PRODUCE_LAT_P50, NF_MS),
        MET("p95 (ms)", KP_M_PRODUCE_LAT_P95, NF_MS),
        MET("p99 (ms)", KP_M_PRODUCE_LAT_P99, NF_MS),
        MET("p99.9 (ms)", KP_M_PRODUCE_LAT_P999, NF_MS),
        MET("max (ms)", KP_M_PRODUCE_LAT_MAX, NF_MS),
        SEC("Service latency, from hand-off to the client (as Kafka's tool)"),
        PC("Samples", service.count, NF_INT),
        PC("min (ms)", service.min, NF_MS),
        MET("avg (ms)", KP_M_PRODUCE_SVC_AVG, NF_MS),
        PC("stddev (ms)", service.stddev, NF_MS),
        MET("p50 (ms)", KP_M_PRODUCE_SVC_P50, NF_MS),
        MET("p95 (ms)", KP_M_PRODUCE_SVC_P95, NF_MS),
        MET("p99 (ms)", KP_M_PRODUCE_SVC_P99, NF_MS),
        MET("p99.9 (ms)", KP_M_PRODUCE_SVC_P999, NF_MS),
        MET("max (ms)", KP_M_PRODUCE_SVC_MAX, NF_MS),
};

/* The first rows of a phase's sheet: each tier's status and when the
 * phase started. */
static lxw_row_t phase_rows(xw *x, lxw_worksheet *ws, lxw_row_t row,
                            int consume)
{
        const kp_rmodel *m = x->m;
        lxw_format *txt = x->f.cell[NF_TEXT][ST_PLAIN];
        section_row(x, ws, row++, "Phase");
        label_row(x, ws, row, "Tier status", NULL);
        for (size_t i = 0; i < m->n_tiers; i++)
                xl_put_str(x, ws, row, (lxw_col_t)(TCOL0 + i),
                           m->tiers[i].status, txt);
        row++;
        label_row(x, ws, row,
                  consume ? "Consume started (UTC)" : "Produce started (UTC)",
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
        SEC("Capacity search (the Capacity sheet has the trials)"),
        MET("Sustained rate (held for the soak) (msg/s)", KP_M_CAPACITY_RATE,
            NF_DEC1),
        MET("Highest passing trial rate (msg/s)", KP_M_CAPACITY_FOUND, NF_DEC1),
};

static const vrow drain_rows[] = {
        SEC("Backlog drain"),
        MET("Drain rate while behind (msg/s)", KP_M_DRAIN_RATE, NF_DEC1),
        MET("Caught up after the first assignment (s)", KP_M_DRAIN_CATCH_UP,
            NF_MS),
};

/* The produce phase rows: status, start, record size, target rate and
 * whether the counts reconcile. */
static lxw_row_t produce_head_rows(xw *x, lxw_worksheet *ws, lxw_row_t row)
{
        const kp_rmodel *m = x->m;
        lxw_format *txt = x->f.cell[NF_TEXT][ST_PLAIN];
        static const kp_rm_cell unlimited = { 0 };
        row = phase_rows(x, ws, row, 0);
        label_row(x, ws, row, "Record size (bytes)", NULL);
        for (size_t i = 0; i < m->n_tiers; i++) {
                const kp_rm_tier *t = &m->tiers[i];
                if (t->has_spec && !t->sc.payload_file)
                        xl_put_num(x, ws, row, (lxw_col_t)(TCOL0 + i),
                                   t->sc.record_bytes.raw,
                                   x->f.cell[NF_INT][ST_PLAIN]);
                else
                        xl_put_str(x, ws, row, (lxw_col_t)(TCOL0 + i),
                                   "payload file", txt);
        }
        row++;
        label_row(x, ws, row, "Target rate (msg/s)", NULL);
        for (size_t i = 0; i < m->n_tiers; i++) {
                const kp_rm_tier *t = &m->tiers[i];
                put_rate(x, ws, row, (lxw_col_t)(TCOL0 + i),
                         t->has_spec ? &t->sc.rate_number : &unlimited);
        }
        row++;
        label_row(x, ws, row,
                  "Counts reconcile (sent = delivered + failed "
                  "+ undelivered)",
                  NULL);
        for (size_t i = 0; i < m->n_tiers; i++) {
                const kp_rm_produce *p = &m->tiers[i].p;
                if (!p->ran)
                        xl_put_str(x, ws, row, (lxw_col_t)(TCOL0 + i), "", txt);
                else
                        xl_put_str(x, ws, row, (lxw_col_t)(TCOL0 + i),
                                   p->counts_reconcile ? "yes" : "NO",
                                   x->f.verdict[p->counts_reconcile ? ST_PASS
                                                                    : ST_FAIL]);
        }
        xl_set_row(x, ws, row, 27);
        return row + 1;
}

static lxw_row_t produce_errors(xw *x, lxw_worksheet *ws, lxw_row_t row)
{
        const kp_rmodel *m = x->m;
        section_row(x, ws, row++, "Delivery errors by librdkafka error code");
        for (size_t q = 0; q < m->n_error_codes; q++, row++) {
                xl_put_strf(x, ws, row, 0, x->f.rowlabel, "%s (messages)",
                            m->error_codes[q]);
                xl_put_str(x, ws, row, 1, "", x->f.catalog);
                for (size_t t = 0; t < m->n_tiers; t++) {
                        const kp_rm_cell *c = &m->tiers[t].p.by_code[q];
                        xl_put_num(x, ws, row, (lxw_col_t)(TCOL0 + t), c->raw,
                                   x->f.cell[NF_INT][c->state]);
                }
        }
        if (m->n_error_codes == 0) {
                label_row(x, ws, row, "Any error code (messages)", NULL);
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
        tier_sheet_head(x, ws, "Produce results",
                        "Corrected latency runs from the moment a message was "
                        "due by the open-loop schedule (queueing behind a "
                        "stall included, as wrk2); service latency from the "
                        "hand-off to the client (what Kafka's "
                        "kafka-producer-perf-test reports). Statistics "
                        "exclude the warm-up. MiB = 2^20 bytes. Coloured "
                        "cells are judged by a criterion (hover for the "
                        "comment); see Criteria checks below.",
                        row, 6);
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
        SEC("Messages"),
        CC("Expected (delivered in the produce phase)", expected, NF_INT),
        CC("Consumed (in the tier's offset ranges)", messages, NF_INT),
        MET("Missing (messages)", KP_M_CONSUME_MISSING, NF_INT),
        MET("Completeness (%)", KP_M_CONSUME_COMPLETENESS, NF_PCT),
        CC("Lost: acknowledged, never read (by message)", lost, NF_INT),
        CC("Read twice: written to the log twice (by message)", duplicates,
           NF_INT),
        CC("Read although never acknowledged (by message)", unacked_read,
           NF_INT),
        CC("Consumed, key + value (bytes)", bytes, NF_INT),
        CC("Consumed (MiB)", mib, NF_DEC2),
        SEC("Time"),
        CC("Duration, start to last message (s)", duration_s, NF_MS),
        CC("Rebalance: start to first assignment (s)", join_s, NF_MS),
        CC("Fetch time, duration minus the join (s)", fetch_s, NF_MS),
        SEC("Throughput"),
        MET("Rate, group join included (msg/s)", KP_M_CONSUME_RATE, NF_DEC1),
        MET("Throughput, group join included (MiB/s)", KP_M_CONSUME_MIBPS,
            NF_DEC2),
        MET("Fetch-only rate (msg/s)", KP_M_CONSUME_FETCH_RATE, NF_DEC1),
        MET("Fetch-only throughput (MiB/s)", KP_M_CONSUME_FETCH_MIBPS, NF_DEC2),
        SEC("End-to-end latency, production timestamp to receipt"),
        CC("Samples", e2e.count, NF_INT),
        CC("min (ms)", e2e.min, NF_MS),
        MET("avg (ms)", KP_M_E2E_AVG, NF_MS),
        CC("stddev (ms)", e2e.stddev, NF_MS),
        MET("p50 (ms)", KP_M_E2E_P50, NF_MS),
        MET("p95 (ms)", KP_M_E2E_P95, NF_MS),
        MET("p99 (ms)", KP_M_E2E_P99, NF_MS),
        MET("p99.9 (ms)", KP_M_E2E_P999, NF_MS),
        MET("max (ms)", KP_M_E2E_MAX, NF_MS),
};

static lxw_row_t consume_head_rows(xw *x, lxw_worksheet *ws, lxw_row_t row)
{
        const kp_rmodel *m = x->m;
        lxw_format *txt = x->f.cell[NF_TEXT][ST_PLAIN];
        row = phase_rows(x, ws, row, 1);
        label_row(x, ws, row, "Consumers", NULL);
        for (size_t i = 0; i < m->n_tiers; i++) {
                const kp_rm_consume *c = &m->tiers[i].c;
                if (c->ran)
                        xl_put_num(x, ws, row, (lxw_col_t)(TCOL0 + i),
                                   c->consumers, x->f.cell[NF_INT][ST_PLAIN]);
                else
                        xl_put_str(x, ws, row, (lxw_col_t)(TCOL0 + i), "", txt);
        }
        row++;
        label_row(x, ws, row, "Stopped by the no-message timeout", NULL);
        for (size_t i = 0; i < m->n_tiers; i++) {
                const kp_rm_consume *c = &m->tiers[i].c;
                if (!c->ran)
                        xl_put_str(x, ws, row, (lxw_col_t)(TCOL0 + i), "", txt);
                else
                        xl_put_str(x, ws, row, (lxw_col_t)(TCOL0 + i),
                                   c->timed_out ? "yes" : "no",
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
        tier_sheet_head(x, ws, "Consume results",
                        "Each tier's messages read back by a consumer group "
                        "from the tier's own offset ranges. Rates with the "
                        "group join included match Kafka's nMsg.sec; "
                        "fetch-only rates exclude the join (fetch.nMsg.sec). "
                        "End-to-end latency runs from the production "
                        "timestamp in the message to its receipt.",
                        row, 6);
        row++;
        row = consume_head_rows(x, ws, row);
        for (size_t i = 0; i < KP_ARRAY_LEN(consume_rows); i++)
                vrow_write(x, ws, row++, &consume_rows[i], 1);
        if (x->m->has_drain)
                for (size_t i = 0; i < KP_ARRAY_LEN(drain_rows); i++)
                        vrow_write(x, ws, row++, &drain_rows[i], 1);
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
        kp_buf_printf(&comments,
                      "Verdict %s. Built by kplan %s from the results of run "
                      "%s",
                      m->verdict_text,
                      *m->env.kplan_version ? m->env.kplan_version : "?",
                      *m->run_id ? m->run_id : "?");
        if (*sha)
                kp_buf_printf(&comments, " (results.json SHA-256 %s)", sha);
        kp_buf_puts(&comments, ".");
        if (title.oom || comments.oom) {
                x->oom = 1;
                goto out;
        }
        dp.title = title.s;
        dp.subject = "Kafka acceptance and capacity test report";
        dp.author =
            strdup(*m->signoff.prepared_by ? xl_clean(x, m->signoff.prepared_by)
                                           : "kplan");
        dp.keywords = "Kafka, acceptance, capacity, kplan";
        if (*m->signoff.company &&
            !(dp.company = strdup(xl_clean(x, m->signoff.company)))) {
                x->oom = 1;
                goto out;
        }
        dp.comments = comments.s;
        dp.category = "Acceptance test report";
        dp.status = (char *)m->verdict_text;
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
        x.footer = m->plan_name;
        if (xlsx_begin(&x, path, errstr, errstr_size))
                goto out;
        properties(&x);
        sheet_summary(&x);
        sheet_scenarios(&x);
        sheet_produce(&x);
        sheet_consume(&x);
        xlsx_sheet_capacity(&x);
        xlsx_sheet_sweeps(&x);
        xlsx_sheet_workloads(&x);
        xlsx_sheet_series(&x);
        xlsx_sheet_extrap(&x);
        xlsx_sheet_env(&x);
        xlsx_sheet_signoff(&x);
        ret = xlsx_finish(&x, path, errstr, errstr_size);
out:
        xlsx_end(&x, ret != 0);
        return ret;
}
