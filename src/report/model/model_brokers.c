/* The brokers' side of the report model (report/model/model.h, kp_rm_brokers):
 * per tier the "Brokers during the test" table, the window figure
 * (kp_bseries.window, shown as the mean) and the max of the points per
 * broker of every query, whether the brokers were a limit, and the
 * extrapolation from utilization, every sentence in the report's
 * language. */

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "evaluate/broker_side.h"
#include "plan/promql.h"
#include "report/model/format.h"
#include "report/model/model_priv.h"

static const struct {
        const char *name;
        kp_s words;
} query_words[] = {
        { "process_cpu", KP_S_BK_Q_PROCESS_CPU },
        { "host_cpu", KP_S_BK_Q_HOST_CPU },
        { "bytes_in", KP_S_BK_Q_BYTES_IN },
        { "bytes_out", KP_S_BK_Q_BYTES_OUT },
        { "replication_bytes_in", KP_S_BK_Q_REPL_IN },
        { "messages_in", KP_S_BK_Q_MESSAGES_IN },
        { "disk_write_bytes", KP_S_BK_Q_DISK_WRITE },
        { "disk_io_time", KP_S_BK_Q_DISK_IO },
        { "network_bytes", KP_S_BK_Q_NETWORK },
        { "request_handler_idle", KP_S_BK_Q_HANDLER_IDLE },
        { "network_processor_idle", KP_S_BK_Q_NETWORK_IDLE },
        { "produce_queue_ms", KP_S_BK_Q_P_QUEUE },
        { "produce_local_ms", KP_S_BK_Q_P_LOCAL },
        { "produce_remote_ms", KP_S_BK_Q_P_REMOTE },
        { "produce_send_ms", KP_S_BK_Q_P_SEND },
        { "fetch_queue_ms", KP_S_BK_Q_F_QUEUE },
        { "fetch_local_ms", KP_S_BK_Q_F_LOCAL },
        { "fetch_remote_ms", KP_S_BK_Q_F_REMOTE },
        { "fetch_send_ms", KP_S_BK_Q_F_SEND },
        { "produce_throttle_ms", KP_S_BK_Q_THROTTLE },
        { "under_replicated", KP_S_BK_Q_UNDER_REPL },
        { "isr_shrinks", KP_S_BK_Q_ISR_SHRINKS },
        { "active_controller", KP_S_BK_Q_CONTROLLER },
        { "broker_id", KP_S_BK_Q_BROKER_ID },
};

static const char *words_of(const mb *b, const char *name)
{
        for (size_t i = 0; i < KP_ARRAY_LEN(query_words); i++)
                if (strcmp(query_words[i].name, name) == 0)
                        return kp_tr(b->lang, query_words[i].words);
        return name;
}

/* A value in display units: bytes/s as MiB/s; the rest as the query's
 * unit says. */
static void value_cell(mb *b, kp_rm_cell *c, const char *unit, double v)
{
        char t[64];
        if (strcmp(unit, "B/s") == 0)
                mb_cell_num(b, c, kp_rfmt_fixed(t, sizeof(t), v / 1048576, 2),
                            v / 1048576, KP_RM_DEC2);
        else if (strcmp(unit, "%") == 0)
                mb_cell_num(b, c, kp_rfmt_fixed(t, sizeof(t), v, 1), v,
                            KP_RM_DEC1);
        else if (strcmp(unit, "ms") == 0)
                mb_cell_num(b, c, kp_rfmt_fixed(t, sizeof(t), v, 3), v,
                            KP_RM_MS);
        else
                mb_cell_num(b, c, kp_rfmt_sig(t, sizeof(t), v), v, KP_RM_GEN);
}

static int cmp_str(const void *a, const void *b)
{
        const char *x = *(char *const *)a, *y = *(char *const *)b;
        /* Broker ids in numeric order: "2" before "10". */
        if (strlen(x) != strlen(y))
                return strlen(x) < strlen(y) ? -1 : 1;
        return strcmp(x, y);
}

/* Every broker that some query has a series of, sorted. */
static void brokers_of(mb *b, const kp_bwindow *w, kp_rm_btier *bt)
{
        size_t cap = 0;
        for (size_t i = 0; i < w->n_queries; i++)
                cap += w->queries[i].n_series;
        bt->brokers = mb_calloc(b, cap, sizeof(char *));
        for (size_t i = 0; bt->brokers && i < w->n_queries; i++)
                for (size_t k = 0; k < w->queries[i].n_series; k++) {
                        const char *id = w->queries[i].series[k].broker;
                        size_t j = 0;
                        while (j < bt->n_brokers && strcmp(bt->brokers[j], id))
                                j++;
                        if (j == bt->n_brokers)
                                bt->brokers[bt->n_brokers++] = mb_strdup(b, id);
                }
        if (bt->n_brokers)
                qsort(bt->brokers, bt->n_brokers, sizeof(char *), cmp_str);
}

/* Whether query name is a part of the Produce time. */
static int produce_part(const char *name)
{
        return !strcmp(name, KP_PQ_PRODUCE_QUEUE) ||
               !strcmp(name, KP_PQ_PRODUCE_LOCAL) ||
               !strcmp(name, KP_PQ_PRODUCE_REMOTE) ||
               !strcmp(name, KP_PQ_PRODUCE_SEND);
}

/* Marks c's figure inconsistent (kp_broker_side_consistent). */
static void mark_inconsistent(mb *b, kp_rm_cell *c)
{
        char *t = mb_printf(b, MB_TR(b, BK_INCONSISTENT_CELL),
                            c->text ? c->text : "");
        if (!t)
                return;
        free(c->text);
        c->text = t;
}

/* The row's note, then the sentence of each broker whose Produce time
 * is inconsistent with the client's round trip. */
static void inconsistent_note(mb *b, const kp_tier_result *tr,
                              const kp_bwindow *w, kp_rm_btier *bt,
                              kp_rm_brow *row)
{
        for (size_t k = 0; k < bt->n_brokers; k++) {
                const char *id = bt->brokers[k];
                char own[32], rtt[32], *n, *all;
                if (kp_broker_side_consistent(tr, id))
                        continue;
                n = mb_printf(
                    b, MB_TR(b, BK_INCONSISTENT),
                    bt->names && bt->names[k] ? bt->names[k] : id,
                    kp_rfmt_fixed(own, sizeof(own),
                                  kp_broker_side_produce_ms(w, id), 3),
                    kp_rfmt_fixed(rtt, sizeof(rtt),
                                  kp_broker_side_client_rtt_ms(tr, id), 3));
                all = n ? mb_printf(b, "%s%s%s", row->note,
                                    *row->note ? "; " : "", n)
                        : NULL;
                free(n);
                if (!all)
                        return;
                free(row->note);
                row->note = all;
        }
}

/* A row whose figures cannot be measured here (the network on
 * loopback): "not measured" in every cell, the reason in the note. */
static void row_unknown(mb *b, kp_rm_btier *bt, kp_rm_brow *row,
                        kp_x_unknown why)
{
        free(row->note);
        row->note =
            mb_strdup(b, why == KP_X_LOOPBACK ? MB_TR(b, RM_XU_LOOPBACK)
                                              : MB_TR(b, RM_NOT_MEASURED));
        for (size_t k = 0; row->mean && row->max && k < bt->n_brokers; k++) {
                mb_cell_free(&row->mean[k]);
                mb_cell_free(&row->max[k]);
                mb_cell_text(b, &row->mean[k], MB_TR(b, RM_NOT_MEASURED));
                mb_cell_text(b, &row->max[k], MB_TR(b, RM_NOT_MEASURED));
        }
}

static void row_build(mb *b, const kp_tier_result *tr, const kp_bwindow *w,
                      const kp_bquery *q, kp_rm_btier *bt, kp_rm_brow *row,
                      kp_x_unknown net)
{
        int part = produce_part(q->name);
        row->name = q->name;
        row->words = words_of(b, q->name);
        row->unit =
            mb_strdup(b, strcmp(q->unit, "B/s") == 0 ? "MiB/s" : q->unit);
        row->mean = mb_calloc(b, bt->n_brokers, sizeof(kp_rm_cell));
        row->max = mb_calloc(b, bt->n_brokers, sizeof(kp_rm_cell));
        if (q->error)
                row->note = mb_printf(b, MB_TR(b, BK_QUERY_FAILED), q->error);
        else if (!q->n_series)
                row->note = mb_printf(b, "%s", MB_TR(b, BK_NO_SERIES));
        else
                row->note = mb_strdup(b, "");
        for (size_t k = 0; row->mean && row->max && k < bt->n_brokers; k++) {
                const kp_bseries *s = NULL;
                for (size_t j = 0; j < q->n_series; j++)
                        if (strcmp(q->series[j].broker, bt->brokers[k]) == 0)
                                s = &q->series[j];
                if (!s || !isfinite(s->window)) {
                        mb_cell_text(b, &row->mean[k], "");
                        row->mean[k].raw = NAN;
                } else {
                        value_cell(b, &row->mean[k], q->unit, s->window);
                        if (part &&
                            !kp_broker_side_consistent(tr, bt->brokers[k]))
                                mark_inconsistent(b, &row->mean[k]);
                }
                if (!s || !s->n_total) {
                        mb_cell_text(b, &row->max[k], "");
                        row->max[k].raw = NAN;
                } else {
                        value_cell(b, &row->max[k], q->unit, s->max);
                }
        }
        if (part && row->note && !strcmp(q->name, KP_PQ_PRODUCE_QUEUE))
                inconsistent_note(b, tr, w, bt, row);
        if (net && !q->error && !strcmp(q->name, KP_PQ_NETWORK_BYTES))
                row_unknown(b, bt, row, net);
}

static const kp_broker_info *broker_info(const kp_results *r, int32_t node)
{
        for (size_t i = 0; r && i < r->cluster.n_brokers; i++)
                if (r->cluster.brokers[i].id == node)
                        return &r->cluster.brokers[i];
        return NULL;
}

int32_t mb_broker_node(const kp_results *r, const char *label)
{
        int32_t id = -1;
        for (size_t i = 0; r && id < 0 && i < r->n_tiers; i++)
                id = kp_brokers_node(r->tiers[i].brokers, label);
        return id;
}

char *mb_broker_name(mb *b, const kp_results *r, int32_t node,
                     const char *label)
{
        const kp_broker_info *bi = broker_info(r, node);
        if (node >= 0 && bi && bi->host && *bi->host)
                return mb_printf(b, MB_TR(b, BK_NAME_ID_HOST), (int)node,
                                 bi->host);
        if (node >= 0)
                return mb_printf(b, "%d", (int)node);
        return mb_printf(b, MB_TR(b, BK_NAME_NOT_IDENTIFIED),
                         label && *label ? label : "?");
}

/* The sentence of each kind of broker limit: its figure, then the broker
 * (KP_BLIMIT_SILENT: the broker alone). */
static const kp_s blimit_keys[] = {
        [KP_BLIMIT_THROTTLED] = KP_S_BK_LIMIT_THROTTLED,
        [KP_BLIMIT_HANDLERS] = KP_S_BK_LIMIT_HANDLERS,
        [KP_BLIMIT_NETWORK] = KP_S_BK_LIMIT_NETWORK,
        [KP_BLIMIT_CPU] = KP_S_BK_LIMIT_CPU,
        [KP_BLIMIT_DISK] = KP_S_BK_LIMIT_DISK,
        [KP_BLIMIT_REPLICATION] = KP_S_BK_LIMIT_REPLICATION,
        [KP_BLIMIT_SILENT] = KP_S_BK_LIMIT_SILENT,
};

char *mb_blimit_words(mb *b, const kp_results *r, const kp_blimit *l)
{
        char f[32], *who, *s;
        const char *fmt;
        if ((size_t)l->kind >= KP_ARRAY_LEN(blimit_keys) ||
            !blimit_keys[l->kind])
                /* A format without conversions: its "%%" is a percent
                 * sign (the "" only keeps the compiler's format check
                 * quiet). */
                return mb_printf(b, MB_TR(b, BK_LIMIT_NONE), "");
        kp_rfmt_fixed(f, sizeof(f), l->figure, l->figure < 10 ? 1 : 0);
        who = mb_broker_name(b, r, l->node, l->broker);
        fmt = kp_tr(b->lang, blimit_keys[l->kind]);
        s = l->kind == KP_BLIMIT_SILENT ? mb_printf(b, fmt, who)
                                        : mb_printf(b, fmt, f, who);
        free(who);
        return s;
}

/* The queries charted over each tier's window. */
static const char *const charted[] = { "host_cpu", "bytes_in" };

/* A chart of query name over w, a series per broker, the tier's cluster
 * events marked at their time in the window. */
static void chart_build(mb *b, const kp_tier_result *tr, const kp_bwindow *w,
                        size_t index, const char *name, kp_rm_btier *bt)
{
        const kp_bquery *q = kp_bwindow_query(w, name);
        int bps = q && strcmp(q->unit, "B/s") == 0;
        double start =
            tr->produce.ran ? kp_rfmt_parse_stamp(tr->produce.started_at) : -1;
        kp_rm_chart *c;
        size_t points = 0;
        for (size_t i = 0; q && !q->error && i < q->n_series; i++)
                points += q->series[i].n;
        if (!points || points < 2 * q->n_series)
                return;
        c = &bt->charts[bt->n_charts++];
        c->kind = KP_CH_THROUGHPUT;
        c->kind_name = "brokers";
        c->tier = index;
        c->axis = KP_AX_LINE;
        c->file = mb_printf(b, "charts/brokers-%zu-%s.svg", index + 1, name);
        c->title =
            mb_printf(b, MB_TR(b, BK_CHART_TITLE), tr->name, words_of(b, name));
        c->alt =
            mb_printf(b, MB_TR(b, BK_CHART_ALT), words_of(b, name), tr->name);
        c->x_label = mb_strdup(b, MB_TR(b, CHART_X_SECONDS));
        c->y_label =
            mb_printf(b, "%s (%s)", words_of(b, name), bps ? "MiB/s" : q->unit);
        for (size_t i = 0; i < q->n_series; i++) {
                const kp_bseries *se = &q->series[i];
                char who[160];
                kp_rm_series *s;
                const char *known = se->broker;
                for (size_t k = 0; bt->names && k < bt->n_brokers; k++)
                        if (!strcmp(bt->brokers[k], se->broker) && bt->names[k])
                                known = bt->names[k];
                snprintf(who, sizeof(who), MB_TR(b, BK_BROKER), known);
                s = mb_chart_series(b, c, who, se->n);
                for (size_t k = 0; s && s->x && s->y && k < se->n; k++) {
                        s->x[s->n] = se->t_s[k];
                        s->y[s->n++] = bps ? se->v[k] / 1048576 : se->v[k];
                }
        }
        /* Events are timed from the produce phase's start. */
        mb_chart_events(b, c, tr, start >= 0 ? start - w->start_s : 0);
        mb_chart_caption(b, c);
}

static void tier_build(mb *b, const kp_results *r, const kp_evaluation *e,
                       const kp_tier_result *tr, size_t index, kp_rm_btier *bt)
{
        const kp_bwindow *w = kp_brokers_tier_window(tr->brokers);
        kp_blimit l;
        char d[32], st[32], when[40];
        bt->tier = index;
        bt->name = tr->name;
        for (size_t i = 0; i < tr->brokers->n_windows; i++)
                if (tr->brokers->windows[i].trial >= 0) {
                        bt->trials++;
                        bt->trials_unavailable +=
                            tr->brokers->windows[i].unavailable != NULL;
                }
        bt->trials_line = bt->trials
                              ? mb_printf(b, MB_TR(b, BK_TRIALS), bt->trials,
                                          bt->trials_unavailable)
                              : mb_strdup(b, "");
        if (!w || w->unavailable) {
                bt->unavailable =
                    mb_printf(b, MB_TR(b, BK_UNAVAILABLE),
                              w ? w->unavailable : MB_TR(b, BK_NO_SERIES));
                bt->window = mb_strdup(b, "");
                bt->limit = mb_strdup(b, "");
                return;
        }
        bt->available = 1;
        bt->unavailable = mb_strdup(b, "");
        kp_fmt_utc_iso(when, sizeof(when), (int64_t)(w->start_s * 1e6));
        bt->window =
            mb_printf(b, MB_TR(b, BK_WINDOW),
                      kp_rfmt_fixed(d, sizeof(d), w->end_s - w->start_s, 1),
                      when, kp_rfmt_plain(st, sizeof(st), w->step_s));
        brokers_of(b, w, bt);
        bt->names = mb_calloc(b, bt->n_brokers, sizeof(char *));
        for (size_t i = 0; bt->names && i < bt->n_brokers; i++)
                bt->names[i] = mb_broker_name(
                    b, r, kp_bwindow_node(w, bt->brokers[i]), bt->brokers[i]);
        bt->rows = mb_calloc(b, w->n_queries, sizeof(*bt->rows));
        for (size_t i = 0; bt->rows && i < w->n_queries; i++) {
                row_build(b, tr, w, &w->queries[i], bt, &bt->rows[i],
                          e->broker_network_unknown);
                bt->n_rows = i + 1;
        }
        bt->has_limit = kp_broker_side_tier_limit(tr, &l);
        bt->limit = mb_blimit_words(b, r, &l);
        bt->charts = mb_calloc(b, KP_ARRAY_LEN(charted), sizeof(*bt->charts));
        for (size_t i = 0; bt->charts && i < KP_ARRAY_LEN(charted); i++)
                chart_build(b, tr, w, index, charted[i], bt);
}

/* ---- the extrapolation from utilization ------------------------------- */

static void util_build(mb *b, const kp_util_extrap *x, int k, kp_rm_util *u)
{
        const kp_util_fit *f = &x->fits[k];
        static const kp_s res[] = { KP_S_BK_RES_CPU, KP_S_BK_RES_DISK,
                                    KP_S_BK_RES_NETWORK };
        char s1[32], s2[32], c[32], rt[32];
        int bps = f->res == KP_UTIL_NETWORK && !f->capacity_known;
        const char *sign = f->slope < 0 ? "−" : "+";
        u->resource = kp_tr(b->lang, res[k]);
        u->query = f->query;
        u->first = x->first == k;
        mb_cell_count(b, &u->points, f->n_points);
        mb_cell_opt(b, &u->max_rate, f->n_points ? f->max_rate : NAN,
                    kp_rfmt_rate, KP_RM_DEC1);
        mb_cell_opt(b, &u->max_use,
                    f->n_points
                        ? (bps ? f->max_use_pct / 1048576 : f->max_use_pct)
                        : NAN,
                    kp_rfmt_sig, KP_RM_GEN);
        mb_cell_opt(b, &u->r2, f->fitted ? f->r2 : NAN, kp_rfmt_sig,
                    KP_RM_COEF);
        mb_cell_opt(b, &u->ceiling_rate,
                    f->ceiling_rate > 0 ? f->ceiling_rate : NAN, kp_rfmt_rate,
                    KP_RM_DEC1);
        mb_cell_opt(b, &u->peak_use,
                    f->fitted && x->peak_rate > 0 && f->capacity_known
                        ? f->peak_use_pct
                        : NAN,
                    kp_rfmt_sig, KP_RM_GEN);
        kp_rfmt_pct(c, sizeof(c), x->ceiling_pct / 100);
        if (!f->fitted) {
                u->fit = mb_strdup(b, "");
                u->result = mb_printf(b, MB_TR(b, BK_TOO_FEW), f->n_points);
                return;
        }
        if (bps)
                u->fit = mb_printf(
                    b, MB_TR(b, BK_FIT_BPS),
                    kp_rfmt_sig(s1, sizeof(s1), f->intercept / 1048576), sign,
                    kp_rfmt_sig(s2, sizeof(s2),
                                fabs(f->slope) * 1000 / 1048576));
        else
                u->fit = mb_printf(
                    b, MB_TR(b, BK_FIT),
                    kp_rfmt_fixed(s1, sizeof(s1), f->intercept, 2), sign,
                    kp_rfmt_fixed(s2, sizeof(s2), fabs(f->slope) * 1000, 2));
        kp_rfmt_sig(s1, sizeof(s1), f->r2);
        if (f->weak)
                u->result = mb_printf(b, MB_TR(b, BK_WEAK), s1);
        else if (!f->capacity_known)
                u->result = mb_printf(b, "%s", MB_TR(b, BK_CEILING_UNKNOWN));
        else if (f->ceiling_rate <= 0)
                u->result = mb_printf(b, "%s", MB_TR(b, BK_CEILING_NEVER));
        else
                u->result =
                    mb_printf(b, MB_TR(b, BK_CEILING_AT), c,
                              kp_rfmt_count(rt, sizeof(rt), f->ceiling_rate));
}

/* How the search's capacity stands to the brokers' ceiling, with the
 * search's rate (KP_UTIL_NO_SEARCH: BK_NO_SEARCH, without it). */
static const kp_s agree_keys[] = {
        [KP_UTIL_NO_CEILING] = KP_S_BK_SEARCH_ONLY,
        [KP_UTIL_AGREES] = KP_S_BK_AGREE,
        [KP_UTIL_SEARCH_LOWER] = KP_S_BK_SEARCH_LOWER,
        [KP_UTIL_SEARCH_HIGHER] = KP_S_BK_SEARCH_HIGHER,
};

static void util_sentences(mb *b, const kp_util_extrap *x, kp_rm_brokers *bk)
{
        char c[32], r1[32], r2[32], hi = 0;
        double max_rate = 0;
        kp_rfmt_pct(c, sizeof(c), x->ceiling_pct / 100);
        if (x->first >= 0) {
                const kp_util_fit *f = &x->fits[x->first];
                bk->first = mb_printf(
                    b, MB_TR(b, BK_FIRST), bk->util[x->first].resource, c,
                    kp_rfmt_count(r1, sizeof(r1), f->ceiling_rate));
                bk->at_peak =
                    x->peak_rate > 0
                        ? mb_printf(
                              b,
                              x->runs_out_at_peak ? MB_TR(b, BK_PEAK_OUT)
                                                  : MB_TR(b, BK_PEAK_OK),
                              kp_rfmt_count(r1, sizeof(r1), x->peak_rate),
                              kp_rfmt_fixed(r2, sizeof(r2), f->peak_use_pct, 1))
                        : mb_strdup(b, "");
        } else {
                bk->first = mb_printf(b, "%s", MB_TR(b, BK_FIRST_NONE));
                bk->at_peak = mb_strdup(b, "");
        }
        kp_rfmt_count(r1, sizeof(r1), x->search_rate);
        if ((size_t)x->agree < KP_ARRAY_LEN(agree_keys) && agree_keys[x->agree])
                bk->search =
                    mb_printf(b, kp_tr(b->lang, agree_keys[x->agree]), r1);
        else
                bk->search = mb_printf(b, "%s", MB_TR(b, BK_NO_SEARCH));
        if (x->search_rate > 0 && x->search_at_bound)
                bk->search =
                    mb_printf(b, "%s%s", bk->search, MB_TR(b, BK_AT_BOUND));
        (void)hi;
        for (int k = 0; k < KP_UTIL_N; k++)
                if (x->fits[k].max_rate > max_rate)
                        max_rate = x->fits[k].max_rate;
        bk->assumptions = mb_calloc(b, 4, sizeof(char *));
        if (!bk->assumptions)
                return;
        bk->assumptions[0] = mb_printf(b, "%s", MB_TR(b, BK_ASSUME_POINTS));
        bk->assumptions[1] = mb_printf(b, MB_TR(b, BK_ASSUME_LINEAR),
                                       kp_rfmt_count(r1, sizeof(r1), max_rate));
        bk->assumptions[2] = mb_printf(b, "%s", MB_TR(b, BK_ASSUME_WHAT));
        bk->assumptions[3] = mb_printf(b, MB_TR(b, BK_ASSUME_CEILING), c);
        bk->n_assumptions = 4;
}

void mb_brokers_build(mb *b, const kp_results *r, const kp_evaluation *e,
                      kp_rmodel *m)
{
        kp_rm_brokers *bk = &m->bk;
        kp_util_extrap x;
        char c[32];
        size_t n = 0;
        for (size_t i = 0; i < r->n_tiers; i++)
                n += r->tiers[i].brokers != NULL;
        if (!n)
                return;
        bk->present = 1;
        for (size_t i = 0; i < r->n_tiers && !bk->url; i++)
                if (r->tiers[i].brokers)
                        bk->url = r->tiers[i].brokers->url;
        bk->tiers = mb_calloc(b, n, sizeof(*bk->tiers));
        for (size_t i = 0; bk->tiers && i < r->n_tiers; i++)
                if (r->tiers[i].brokers)
                        tier_build(b, r, e, &r->tiers[i], i,
                                   &bk->tiers[bk->n_tiers++]);
        if (kp_broker_side_extrapolate(
                r, e->x.present ? e->x.required_peak_rate : 0, &x)) {
                b->oom = 1;
                return;
        }
        mb_cell_num(b, &bk->ceiling,
                    kp_rfmt_pct(c, sizeof(c), x.ceiling_pct / 100),
                    x.ceiling_pct / 100, KP_RM_PCT);
        for (int k = 0; k < KP_UTIL_N; k++) {
                util_build(b, &x, k, &bk->util[k]);
                bk->has_util |= x.fits[k].fitted;
        }
        util_sentences(b, &x, bk);
}

void mb_brokers_free(kp_rmodel *m)
{
        kp_rm_brokers *bk = &m->bk;
        for (size_t i = 0; i < bk->n_tiers; i++) {
                kp_rm_btier *bt = &bk->tiers[i];
                for (size_t k = 0; k < bt->n_rows; k++) {
                        for (size_t j = 0; j < bt->n_brokers; j++) {
                                if (bt->rows[k].mean)
                                        mb_cell_free(&bt->rows[k].mean[j]);
                                if (bt->rows[k].max)
                                        mb_cell_free(&bt->rows[k].max[j]);
                        }
                        free(bt->rows[k].mean);
                        free(bt->rows[k].max);
                        free(bt->rows[k].unit);
                        free(bt->rows[k].note);
                }
                free(bt->rows);
                for (size_t j = 0; j < bt->n_brokers; j++) {
                        free(bt->brokers[j]);
                        if (bt->names)
                                free(bt->names[j]);
                }
                free(bt->brokers);
                free(bt->names);
                free(bt->unavailable);
                free(bt->window);
                free(bt->limit);
                free(bt->trials_line);
                for (size_t k = 0; k < bt->n_charts; k++)
                        mb_chart_free(&bt->charts[k]);
                free(bt->charts);
        }
        free(bk->tiers);
        for (int k = 0; k < KP_UTIL_N; k++) {
                kp_rm_util *u = &bk->util[k];
                mb_cell_free(&u->points);
                mb_cell_free(&u->r2);
                mb_cell_free(&u->ceiling_rate);
                mb_cell_free(&u->peak_use);
                mb_cell_free(&u->max_rate);
                mb_cell_free(&u->max_use);
                free(u->fit);
                free(u->result);
        }
        mb_cell_free(&bk->ceiling);
        free(bk->first);
        free(bk->at_peak);
        free(bk->search);
        mb_strs_free(bk->assumptions, bk->n_assumptions);
        memset(bk, 0, sizeof(*bk));
}
