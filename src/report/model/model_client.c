/*
 * The report model's load client (model.h, kp_rm_time and
 * kp_rm_client_setting): where each phase's time went, on each load
 * host, with the brokers' own account of a request beside the client's
 * round trip (kp_rm_side), what limited it in words, and the client
 * properties in effect that differ from librdkafka's defaults.
 */
#include <math.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/util.h"
#include "evaluate/broker_side.h"
#include "evaluate/limits.h"
#include "report/model/format.h"
#include "report/model/model_priv.h"
#include "results/brokers.h"

static const kp_s why_words[KP_WHY__COUNT] = {
        [KP_WHY_UNKNOWN] = KP_S_TW_WHY_UNKNOWN,
        [KP_WHY_PLAN] = KP_S_TW_WHY_PLAN,
        [KP_WHY_COMMAND_LINE] = KP_S_TW_WHY_COMMAND_LINE,
        [KP_WHY_JAVA_NODELAY] = KP_S_TW_WHY_JAVA_NODELAY,
        [KP_WHY_JAVA_IN_FLIGHT] = KP_S_TW_WHY_JAVA_IN_FLIGHT,
        [KP_WHY_JAVA_TIMEOUT] = KP_S_TW_WHY_JAVA_TIMEOUT,
        [KP_WHY_JAVA_PARTITIONER] = KP_S_TW_WHY_JAVA_PARTITIONER,
        [KP_WHY_JAVA_ISOLATION] = KP_S_TW_WHY_JAVA_ISOLATION,
        [KP_WHY_BOUNDED_MEMORY] = KP_S_TW_WHY_BOUNDED_MEMORY,
        [KP_WHY_EMBEDDED_SPREAD] = KP_S_TW_WHY_EMBEDDED_SPREAD,
        [KP_WHY_STATISTICS] = KP_S_TW_WHY_STATISTICS,
        [KP_WHY_NO_AUTO_CREATE] = KP_S_TW_WHY_NO_AUTO_CREATE,
        [KP_WHY_OWN_OFFSETS] = KP_S_TW_WHY_OWN_OFFSETS,
        [KP_WHY_START_OFFSET] = KP_S_TW_WHY_START_OFFSET,
        [KP_WHY_GROUP] = KP_S_TW_WHY_GROUP,
        [KP_WHY_FETCH_SIZE] = KP_S_TW_WHY_FETCH_SIZE,
        [KP_WHY_TRANSACTIONS] = KP_S_TW_WHY_TRANSACTIONS,
        [KP_WHY_LIBRDKAFKA] = KP_S_TW_WHY_LIBRDKAFKA,
};

static const char *ms_or_empty(char *s, size_t n, double v)
{
        return kp_rfmt_ms(s, n, v);
}

static const char *cores(char *s, size_t n, double v)
{
        return kp_rfmt_fixed(s, n, v, 2);
}

static const char *one_dec(char *s, size_t n, double v)
{
        return kp_rfmt_fixed(s, n, v, 1);
}

/* The highest per-second p95 of a stage over the points (merged points
 * keep the higher), NAN when none was recorded. */
static double high_of(const kp_client_stats *st, size_t off)
{
        double top = NAN;
        for (size_t i = 0; i < st->n; i++) {
                double v = *(const double *)((const char *)&st->v[i] + off);
                if (isfinite(v) && !(v <= top))
                        top = v;
        }
        return top;
}

static void stage(mb *b, kp_rm_stage *x, kp_s name, double mean, double p95,
                  double p95s_mean, double p95s_high)
{
        x->name = kp_tr(b->lang, name);
        mb_cell_opt(b, &x->mean, mean, ms_or_empty, KP_RM_MS);
        mb_cell_opt(b, &x->p95, p95, ms_or_empty, KP_RM_MS);
        mb_cell_opt(b, &x->p95s_mean, p95s_mean, ms_or_empty, KP_RM_MS);
        mb_cell_opt(b, &x->p95s_high, p95s_high, ms_or_empty, KP_RM_MS);
}

/* ---- the brokers' account beside the round trip ------------------------ */

/* The parts of a request as the brokers time them, in kp_rm_side_part
 * order, for a produce phase and a consume phase. */
static const char *const side_queries[2][KP_RM_SIDE_PARTS] = {
        { "fetch_queue_ms", "fetch_local_ms", "fetch_remote_ms",
          "fetch_send_ms" },
        { "produce_queue_ms", "produce_local_ms", "produce_remote_ms",
          "produce_send_ms" },
};
static const kp_s side_query_words[2][KP_RM_SIDE_PARTS] = {
        { KP_S_BK_Q_F_QUEUE, KP_S_BK_Q_F_LOCAL, KP_S_BK_Q_F_REMOTE,
          KP_S_BK_Q_F_SEND },
        { KP_S_BK_Q_P_QUEUE, KP_S_BK_Q_P_LOCAL, KP_S_BK_Q_P_REMOTE,
          KP_S_BK_Q_P_SEND },
};
/* What a request does in each part, for the sentence. */
static const kp_s side_part_words[2][KP_RM_SIDE_PARTS] = {
        { KP_S_TW_SIDE_QUEUE, KP_S_TW_SIDE_F_LOCAL, KP_S_TW_SIDE_F_REMOTE,
          KP_S_TW_SIDE_SEND },
        { KP_S_TW_SIDE_QUEUE, KP_S_TW_SIDE_P_LOCAL, KP_S_TW_SIDE_P_REMOTE,
          KP_S_TW_SIDE_SEND },
};
#define SIDE_THROTTLE "produce_throttle_ms"

static int side_cmp(const void *a, const void *b)
{
        const char *x = *(const char *const *)a, *y = *(const char *const *)b;
        /* Numeric labels in numeric order: "2" before "10". */
        if (strlen(x) != strlen(y))
                return strlen(x) < strlen(y) ? -1 : 1;
        return strcmp(x, y);
}

static const kp_bseries *side_series(const kp_bquery *q, const char *label)
{
        for (size_t i = 0; q && !q->error && i < q->n_series; i++)
                if (!strcmp(q->series[i].broker, label) &&
                    isfinite(q->series[i].window))
                        return &q->series[i];
        return NULL;
}

/* The row of label (NULL: none) beside a broker the client saw (NULL:
 * none), from the window figures. Returns 1 when the broker's own
 * Produce time is inconsistent with the client's round trip (its sum
 * marked so), else 0. */
static int side_row(mb *b, const kp_bquery *const *q, const kp_bquery *thr,
                    const kp_client_broker *cb, const char *label, int produce,
                    kp_rm_side_row *x)
{
        double sum = 0;
        int all = label != NULL;
        char id[16] = "";
        if (cb) {
                snprintf(id, sizeof(id), "%d", (int)cb->id);
                mb_cell_num(b, &x->broker, id, (double)cb->id, KP_RM_GEN);
                mb_cell_opt(b, &x->rtt_p95, cb->rtt_p95_ms, ms_or_empty,
                            KP_RM_MS);
        } else {
                mb_cell_text(b, &x->broker, label);
                mb_cell_opt(b, &x->rtt_p95, NAN, ms_or_empty, KP_RM_MS);
        }
        x->label = label && cb && strcmp(label, id) ? label : "";
        for (int k = 0; k < KP_RM_SIDE_PARTS; k++) {
                const kp_bseries *s = label ? side_series(q[k], label) : NULL;
                mb_cell_opt(b, &x->parts[k].mean, s ? s->window : NAN,
                            ms_or_empty, KP_RM_MS);
                mb_cell_opt(b, &x->parts[k].max, s && s->n_total ? s->max : NAN,
                            ms_or_empty, KP_RM_MS);
                all &= s != NULL;
                sum += s ? s->window : 0;
        }
        mb_cell_opt(b, &x->sum, all ? sum : NAN, ms_or_empty, KP_RM_MS);
        {
                const kp_bseries *s = label ? side_series(thr, label) : NULL;
                mb_cell_opt(b, &x->throttle, s ? s->window : NAN, ms_or_empty,
                            KP_RM_MS);
        }
        if (produce && all && cb &&
            !kp_broker_side_fits_rtt(sum, cb->rtt_p95_ms)) {
                char *t = mb_printf(b, MB_TR(b, BK_INCONSISTENT_CELL),
                                    x->sum.text ? x->sum.text : "");
                if (t) {
                        free(x->sum.text);
                        x->sum.text = t;
                }
                return 1;
        }
        return 0;
}

/* A query the table shows that has nothing: "Produce: remote (...): no
 * series (...)", appended to s. */
static void side_missing(mb *b, kp_buf *s, const kp_bquery *q, kp_s words)
{
        const char *why;
        char *f = NULL;
        if (q && !q->error && q->n_series)
                return;
        if (!q)
                why = MB_TR(b, TW_SIDE_NOT_ASKED);
        else if (q->error)
                why = f = mb_printf(b, MB_TR(b, BK_QUERY_FAILED), q->error);
        else
                why = MB_TR(b, BK_NO_SERIES);
        if (s->len)
                kp_buf_puts(s, MB_TR(b, TW_SIDE_SEP));
        kp_buf_printf(s, MB_TR(b, TW_SIDE_MISSING), kp_tr(b->lang, words), why);
        free(f);
}

/* The sentence: the broker with the longest round trip p95 among those
 * with all four parts (else the one whose parts add up to most), how
 * much of a request the broker itself accounts for, and its largest
 * part. */
static char *side_words(mb *b, const kp_rm_side *sd, int produce)
{
        const kp_rm_side_row *best = NULL;
        char rtt[32], sum[32], part[32];
        int k = 0;
        for (size_t i = 0; i < sd->n_rows; i++) {
                const kp_rm_side_row *x = &sd->rows[i];
                if (!isfinite(x->sum.raw) ||
                    (produce &&
                     !kp_broker_side_fits_rtt(x->sum.raw, x->rtt_p95.raw)))
                        continue;
                if (!best ||
                    (isfinite(x->rtt_p95.raw) &&
                     (!isfinite(best->rtt_p95.raw) ||
                      x->rtt_p95.raw > best->rtt_p95.raw)) ||
                    (!isfinite(x->rtt_p95.raw) &&
                     !isfinite(best->rtt_p95.raw) &&
                     x->sum.raw > best->sum.raw))
                        best = x;
        }
        if (!best)
                return mb_strdup(b, "");
        for (int j = 1; j < KP_RM_SIDE_PARTS; j++)
                if (best->parts[j].mean.raw > best->parts[k].mean.raw)
                        k = j;
        kp_rfmt_ms(sum, sizeof(sum), best->sum.raw);
        kp_rfmt_ms(part, sizeof(part), best->parts[k].mean.raw);
        if (!isfinite(best->rtt_p95.raw))
                return mb_printf(b, MB_TR(b, TW_SIDE_NO_RTT), best->broker.text,
                                 sum, part,
                                 kp_tr(b->lang, side_part_words[produce][k]));
        kp_rfmt_ms(rtt, sizeof(rtt), best->rtt_p95.raw);
        return mb_printf(
            b, produce ? MB_TR(b, TW_SIDE_RTT) : MB_TR(b, TW_SIDE_FETCH_RTT),
            best->broker.text, rtt, sum, part,
            kp_tr(b->lang, side_part_words[produce][k]));
}

static void side_build(mb *b, const kp_tier_result *tr,
                       const kp_client_stats *st, int produce, kp_rm_side *sd)
{
        const kp_bwindow *w = tr ? kp_brokers_tier_window(tr->brokers) : NULL;
        const kp_bquery *q[KP_RM_SIDE_PARTS], *thr = NULL;
        const char **labels;
        char *used;
        size_t n_labels = 0, cap = 0;
        const char *failed = NULL;
        kp_buf note = { 0 };
        sd->words = mb_strdup(b, "");
        sd->note = mb_strdup(b, "");
        if (!tr || !tr->brokers) {
                sd->unavailable = mb_strdup(b, "");
                return;
        }
        sd->asked = 1;
        if (!w || w->unavailable) {
                sd->unavailable =
                    mb_printf(b, MB_TR(b, TW_SIDE_UNAVAILABLE),
                              w ? w->unavailable : MB_TR(b, BK_NO_SERIES));
                return;
        }
        for (int k = 0; k < KP_RM_SIDE_PARTS; k++) {
                q[k] = kp_bwindow_query(w, side_queries[produce][k]);
                cap += q[k] && !q[k]->error ? q[k]->n_series : 0;
                if (q[k] && q[k]->error && !failed)
                        failed = q[k]->error;
        }
        if (produce && (thr = kp_bwindow_query(w, SIDE_THROTTLE)) != NULL &&
            !thr->error)
                cap += thr->n_series;
        /* Every broker label some part has a series of, sorted. */
        labels = mb_calloc(b, cap, sizeof(*labels));
        used = mb_calloc(b, cap, 1);
        for (int k = 0; labels && k < KP_RM_SIDE_PARTS; k++)
                for (size_t i = 0; q[k] && !q[k]->error && i < q[k]->n_series;
                     i++) {
                        const char *l = q[k]->series[i].broker;
                        size_t j = 0;
                        while (j < n_labels && strcmp(labels[j], l))
                                j++;
                        if (j == n_labels && isfinite(q[k]->series[i].window))
                                labels[n_labels++] = l;
                }
        if (!n_labels || !used) {
                char *why =
                    failed ? mb_printf(b, MB_TR(b, BK_QUERY_FAILED), failed)
                           : mb_strdup(b, MB_TR(b, BK_NO_SERIES));
                sd->unavailable =
                    mb_printf(b, MB_TR(b, TW_SIDE_UNAVAILABLE), why);
                free(why);
                free(labels);
                free(used);
                return;
        }
        qsort(labels, n_labels, sizeof(*labels), side_cmp);
        sd->available = 1;
        sd->unavailable = mb_strdup(b, "");
        sd->rows = mb_calloc(b, st->n_brokers + n_labels, sizeof(*sd->rows));
        /* The brokers the client saw, each beside its label; then the
         * labels that name none of them. */
        for (size_t i = 0; sd->rows && i < st->n_brokers; i++) {
                const char *l = NULL;
                for (size_t j = 0; !l && j < n_labels; j++)
                        if (!used[j] && kp_bwindow_node(w, labels[j]) ==
                                            st->brokers[i].id) {
                                l = labels[j];
                                used[j] = 1;
                        }
                if (side_row(b, q, thr, &st->brokers[i], l, produce,
                             &sd->rows[sd->n_rows])) {
                        const kp_rm_side_row *x = &sd->rows[sd->n_rows];
                        char own[32], rtt[32];
                        char *n = mb_printf(
                            b, MB_TR(b, BK_INCONSISTENT), x->broker.text,
                            kp_rfmt_fixed(own, sizeof(own), x->sum.raw, 3),
                            kp_rfmt_fixed(rtt, sizeof(rtt), x->rtt_p95.raw, 3));
                        if (note.len)
                                kp_buf_puts(&note, MB_TR(b, TW_SIDE_SEP));
                        kp_buf_puts(&note, n ? n : "");
                        free(n);
                }
                sd->n_rows++;
        }
        for (size_t j = 0; sd->rows && j < n_labels; j++)
                if (!used[j])
                        side_row(b, q, thr, NULL, labels[j], produce,
                                 &sd->rows[sd->n_rows++]);
        for (size_t i = 0; produce && i < sd->n_rows; i++)
                sd->has_throttle |= isfinite(sd->rows[i].throttle.raw);
        for (int k = 0; k < KP_RM_SIDE_PARTS; k++)
                side_missing(b, &note, q[k], side_query_words[produce][k]);
        if (produce)
                side_missing(b, &note, thr, KP_S_BK_Q_THROTTLE);
        free(sd->note);
        sd->note = mb_take(b, &note);
        free(sd->words);
        sd->words = side_words(b, sd, produce);
        free(labels);
        free(used);
}

static void side_free(kp_rm_side *sd)
{
        for (size_t i = 0; i < sd->n_rows; i++) {
                kp_rm_side_row *x = &sd->rows[i];
                mb_cell_free(&x->broker);
                mb_cell_free(&x->rtt_p95);
                for (int k = 0; k < KP_RM_SIDE_PARTS; k++) {
                        mb_cell_free(&x->parts[k].mean);
                        mb_cell_free(&x->parts[k].max);
                }
                mb_cell_free(&x->sum);
                mb_cell_free(&x->throttle);
        }
        free(sd->rows);
        free(sd->unavailable);
        free(sd->words);
        free(sd->note);
}

static void time_build(mb *b, const kp_tier_result *tr,
                       const kp_client_stats *st, const kp_latency *total,
                       int produce, kp_rm_time *t)
{
        const double means[4] = { st->sched_mean_ms, st->queue_mean_ms,
                                  st->send_mean_ms, st->rtt_mean_ms };
        double client = 0, all = 0;
        int known = 1;
        t->source = st->source ? st->source : MB_TR(b, TW_THIS_HOST);
        t->named = st->source != NULL;
        t->recorded = st->samples > 0 || st->n > 0;
        t->produce = produce;
        t->stats = st;
        if (produce) {
                /* kplan's own stage: a p95 of its histogram; librdkafka's:
                 * figures of its per-second windows, named so. */
                stage(b, &t->stages[t->n_stages++], KP_S_TW_STAGE_SCHED,
                      st->sched_mean_ms, st->sched_p95_ms, NAN,
                      high_of(st, offsetof(kp_client_point, sched_p95_ms)));
                stage(b, &t->stages[t->n_stages++], KP_S_TW_STAGE_QUEUE,
                      st->queue_mean_ms, NAN, st->queue_p95_ms,
                      high_of(st, offsetof(kp_client_point, queue_p95_ms)));
                stage(b, &t->stages[t->n_stages++], KP_S_TW_STAGE_SEND,
                      st->send_mean_ms, NAN, st->send_p95_ms,
                      high_of(st, offsetof(kp_client_point, send_p95_ms)));
                stage(b, &t->stages[t->n_stages++], KP_S_TW_STAGE_RTT,
                      st->rtt_mean_ms, NAN, st->rtt_p95_ms,
                      high_of(st, offsetof(kp_client_point, rtt_p95_ms)));
                if (total && total->count)
                        stage(b, &t->stages[t->n_stages++], KP_S_TW_STAGE_TOTAL,
                              total->avg_ms, total->p95_ms, NAN, NAN);
                /* Means add up: the client's side over all four. */
                for (size_t i = 0; i < 4; i++) {
                        known &= isfinite(means[i]);
                        all += isfinite(means[i]) ? means[i] : 0;
                        client += i < 3 && isfinite(means[i]) ? means[i] : 0;
                }
                if (known && all > 0)
                        mb_cell_fmt(b, &t->before_share, client / all,
                                    kp_rfmt_pct, KP_RM_PCT);
                else
                        mb_cell_num(b, &t->before_share, "", NAN, KP_RM_PCT);
        } else {
                stage(b, &t->stages[t->n_stages++], KP_S_TW_STAGE_FETCH,
                      st->rtt_mean_ms, NAN, st->rtt_p95_ms,
                      high_of(st, offsetof(kp_client_point, rtt_p95_ms)));
                mb_cell_num(b, &t->before_share, "", NAN, KP_RM_PCT);
        }
        mb_cell_opt(b, &t->cpu, st->wall_s > 0 ? st->cpu_s / st->wall_s : NAN,
                    cores, KP_RM_DEC2);
        mb_cell_opt(b, &t->cpu_thread, st->cpu_thread_max, cores, KP_RM_DEC2);
        mb_cell_opt(b, &t->cpu_wait, st->cpu_wait, cores, KP_RM_DEC2);
        t->thread = st->thread;
        mb_cell_opt(b, &t->msgs_per_batch, st->msgs_per_batch, one_dec,
                    KP_RM_DEC1);
        mb_cell_opt(b, &t->in_flight, st->in_flight_max, kp_rfmt_count,
                    KP_RM_INT);
        mb_cell_opt(b, &t->in_flight_limit,
                    produce && st->max_in_flight > 0 ? (double)st->max_in_flight
                                                     : NAN,
                    kp_rfmt_count, KP_RM_INT);
        mb_cell_opt(b, &t->waiting, st->waiting_mean, one_dec, KP_RM_DEC1);
        mb_cell_opt(b, &t->queue_full, st->queue_full_max, kp_rfmt_pct,
                    KP_RM_PCT);
        mb_cell_opt(b, &t->fetchq, produce ? NAN : st->fetchq_max,
                    kp_rfmt_count, KP_RM_INT);
        mb_cell_opt(b, &t->lag, produce ? NAN : st->lag_max, kp_rfmt_count,
                    KP_RM_INT);
        mb_cell_count(b, &t->samples, (uint64_t)st->samples);
        t->brokers = mb_calloc(b, st->n_brokers, sizeof(*t->brokers));
        for (size_t i = 0; t->brokers && i < st->n_brokers; i++) {
                const kp_client_broker *s = &st->brokers[i];
                kp_rm_client_broker *x = &t->brokers[t->n_brokers++];
                /* An id, not a count: "1001", never "1,001". */
                char id[16];
                snprintf(id, sizeof(id), "%d", (int)s->id);
                mb_cell_num(b, &x->id, id, (double)s->id, KP_RM_GEN);
                mb_cell_count(b, &x->requests, s->requests);
                mb_cell_opt(b, &x->rtt_p95s_mean, s->rtt_p95_ms, ms_or_empty,
                            KP_RM_MS);
                mb_cell_opt(b, &x->rtt_max, s->rtt_max_ms, ms_or_empty,
                            KP_RM_MS);
                mb_cell_opt(b, &x->throttle, s->throttle_ms, ms_or_empty,
                            KP_RM_MS);
                mb_cell_opt(b, &x->in_flight, s->in_flight_max, kp_rfmt_count,
                            KP_RM_INT);
        }
        side_build(b, tr, st, produce, &t->side);
}

static void time_free(kp_rm_time *t)
{
        for (size_t i = 0; i < t->n_stages; i++) {
                mb_cell_free(&t->stages[i].mean);
                mb_cell_free(&t->stages[i].p95);
                mb_cell_free(&t->stages[i].p95s_mean);
                mb_cell_free(&t->stages[i].p95s_high);
        }
        mb_cell_free(&t->before_share);
        mb_cell_free(&t->cpu);
        mb_cell_free(&t->cpu_thread);
        mb_cell_free(&t->cpu_wait);
        mb_cell_free(&t->msgs_per_batch);
        mb_cell_free(&t->in_flight);
        mb_cell_free(&t->in_flight_limit);
        mb_cell_free(&t->waiting);
        mb_cell_free(&t->queue_full);
        mb_cell_free(&t->fetchq);
        mb_cell_free(&t->lag);
        mb_cell_free(&t->samples);
        for (size_t i = 0; i < t->n_brokers; i++) {
                kp_rm_client_broker *x = &t->brokers[i];
                mb_cell_free(&x->id);
                mb_cell_free(&x->requests);
                mb_cell_free(&x->rtt_p95s_mean);
                mb_cell_free(&x->rtt_max);
                mb_cell_free(&x->throttle);
                mb_cell_free(&x->in_flight);
        }
        free(t->brokers);
        side_free(&t->side);
        free(t->caption_time);
        free(t->caption_cpu);
}

/* What the stages' figures of l are, in words. */
static const char *stat_words(mb *b, const kp_limit *l)
{
        return l->by_means ? MB_TR(b, TW_STAT_MEAN)
                           : MB_TR(b, TW_STAT_MEAN_P95S);
}

static const kp_s stage_short[KP_STAGE__COUNT] = {
        [KP_STAGE_SCHED] = KP_S_XL_TW_S_SCHED,
        [KP_STAGE_QUEUE] = KP_S_XL_TW_S_QUEUE,
        [KP_STAGE_SEND] = KP_S_XL_TW_S_SEND,
        [KP_STAGE_RTT] = KP_S_XL_TW_S_RTT,
};

/* The figure a named cause rests on, beside its sentence: its share of
 * the mean of a message's way (means add up), else the phase's p95
 * beside it without a share; and for a cause named by the margin, the
 * next stage it stood out against. */
static void cause_figures(mb *b, kp_buf *s, const kp_limit *l)
{
        char a[64], c[64], d[64];
        int side = l->kind == KP_LIMIT_CLIENT_CPU || l->kind == KP_LIMIT_HOST;
        if (isfinite(l->share) && isfinite(l->part_ms) &&
            isfinite(l->mean_ms) && side)
                kp_buf_printf(s, MB_TR(b, TW_CLIENT_SIDE_OF_MEAN),
                              kp_rfmt_ms(a, sizeof(a), l->part_ms),
                              kp_rfmt_ms(c, sizeof(c), l->mean_ms),
                              kp_rfmt_pct(d, sizeof(d), l->share));
        else if (isfinite(l->share) && isfinite(l->mean_ms))
                kp_buf_printf(s, MB_TR(b, TW_SHARE_OF_MEAN),
                              kp_rfmt_pct(a, sizeof(a), l->share),
                              kp_rfmt_ms(c, sizeof(c), l->mean_ms));
        else if (isfinite(l->p95_ms) && l->p95_ms > 0)
                kp_buf_printf(s, MB_TR(b, TW_BESIDE_P95),
                              kp_rfmt_ms(a, sizeof(a), l->p95_ms));
        if ((l->kind == KP_LIMIT_CLIENT_REQUESTS ||
             l->kind == KP_LIMIT_ROUND_TRIP || l->kind == KP_LIMIT_HOST ||
             l->kind == KP_LIMIT_REPLICATION) &&
            l->next_stage >= 0 && l->next_stage < KP_STAGE__COUNT &&
            isfinite(l->next_ms))
                kp_buf_printf(s, MB_TR(b, TW_NEXT_STAGE),
                              kp_tr(b->lang, stage_short[l->next_stage]),
                              kp_rfmt_ms(a, sizeof(a), l->next_ms),
                              kp_rfmt_fixed(c, sizeof(c), KP_LIMIT_MARGIN, 1));
}

/* Not determined, with the figures: why, and the stages as compared. */
static void undetermined_words(mb *b, kp_buf *s, const kp_limit *l)
{
        char a[64], c[64], d[64], e[64], f[64];
        switch (l->undet) {
        case KP_UNDET_SAMPLES:
                kp_buf_printf(s, MB_TR(b, TW_UNDETERMINED_SAMPLES), l->samples,
                              KP_LIMIT_MIN_SAMPLES);
                return;
        case KP_UNDET_MARGIN:
                kp_buf_printf(
                    s, MB_TR(b, TW_UNDETERMINED),
                    kp_rfmt_fixed(a, sizeof(a), KP_LIMIT_MARGIN, 1),
                    stat_words(b, l),
                    kp_rfmt_ms(c, sizeof(c), l->stage_ms[KP_STAGE_SCHED]),
                    kp_rfmt_ms(d, sizeof(d), l->stage_ms[KP_STAGE_QUEUE]),
                    kp_rfmt_ms(e, sizeof(e), l->stage_ms[KP_STAGE_SEND]),
                    kp_rfmt_ms(f, sizeof(f), l->stage_ms[KP_STAGE_RTT]));
                return;
        case KP_UNDET_NO_STAGES:
        case KP_UNDET_NONE:
                break;
        }
        kp_buf_puts(s, MB_TR(b, TW_UNDETERMINED_NO_STAGES));
}

/* What limited a phase, in words, with the figures that show it; a limit
 * of the load client says that the phase is no evidence about the
 * cluster and what would change it. "" when nothing was recorded. */
char *mb_limit_words(mb *b, const kp_limit *l, int host)
{
        kp_buf s = { 0 };
        char a[64], c[64], d[64];
        switch (l->kind) {
        case KP_LIMIT_NONE:
        case KP_LIMIT__COUNT:
                return mb_strdup(b, "");
        case KP_LIMIT_CLIENT_CPU:
                if (l->cpu_limit == KP_CPU_LIMIT_CGROUP)
                        kp_buf_printf(
                            &s, MB_TR(b, TW_CLIENT_CPU_CGROUP),
                            kp_rfmt_fixed(a, sizeof(a), l->cg_quota_cores, 2),
                            kp_rfmt_pct(c, sizeof(c), l->cg_throttled),
                            kp_rfmt_fixed(d, sizeof(d), l->cpu, 2));
                else if (l->cpu_limit == KP_CPU_LIMIT_AFFINITY)
                        kp_buf_printf(&s, MB_TR(b, TW_CLIENT_CPU_AFFINITY),
                                      kp_rfmt_fixed(a, sizeof(a), l->cpu, 2),
                                      l->affinity_cpus);
                else
                        kp_buf_printf(
                            &s, MB_TR(b, TW_CLIENT_CPU),
                            l->thread && *l->thread ? l->thread : "?",
                            kp_rfmt_fixed(a, sizeof(a), l->cpu_thread, 2));
                break;
        case KP_LIMIT_CLIENT_REQUESTS:
                kp_buf_printf(&s, MB_TR(b, TW_CLIENT_REQUESTS),
                              kp_rfmt_fixed(a, sizeof(a), l->msgs_per_batch, 1),
                              kp_rfmt_count(c, sizeof(c), round(l->waiting)),
                              kp_rfmt_ms(d, sizeof(d), l->part_ms),
                              stat_words(b, l));
                break;
        case KP_LIMIT_CLIENT_SCHEDULE:
                /* No "n/a" inside a sentence: a figure not recorded is
                 * said in words. */
                if (!isfinite(l->in_flight_max)) {
                        kp_buf_printf(&s,
                                      MB_TR(b, TW_CLIENT_SCHEDULE_NO_FLIGHT),
                                      kp_rfmt_ms(a, sizeof(a), l->sched_p95_ms),
                                      kp_rfmt_count(d, sizeof(d),
                                                    (double)l->max_in_flight));
                        break;
                }
                kp_buf_printf(
                    &s, MB_TR(b, TW_CLIENT_SCHEDULE),
                    kp_rfmt_ms(a, sizeof(a), l->sched_p95_ms),
                    kp_rfmt_count(c, sizeof(c), l->in_flight_max),
                    kp_rfmt_count(d, sizeof(d), (double)l->max_in_flight));
                break;
        case KP_LIMIT_THROTTLE:
                kp_buf_printf(&s, MB_TR(b, TW_THROTTLE),
                              kp_rfmt_ms(a, sizeof(a), l->throttle_ms),
                              (int)l->broker);
                break;
        case KP_LIMIT_BROKER:
                if (l->seen == KP_SEEN_OWN_TIME)
                        kp_buf_printf(&s, MB_TR(b, TW_BROKER_OWN),
                                      (int)l->broker,
                                      kp_rfmt_ms(a, sizeof(a), l->broker_ms),
                                      kp_rfmt_ms(c, sizeof(c), l->others_ms));
                else
                        kp_buf_printf(&s, MB_TR(b, TW_BROKER_INTERVALS),
                                      (int)l->broker, l->slow_intervals,
                                      l->slow_of,
                                      kp_rfmt_ms(a, sizeof(a), l->broker_ms),
                                      kp_rfmt_ms(c, sizeof(c), l->others_ms));
                break;
        case KP_LIMIT_REPLICATION:
                kp_buf_printf(&s, MB_TR(b, TW_REPLICATION),
                              kp_rfmt_ms(a, sizeof(a), l->remote_ms));
                break;
        case KP_LIMIT_ROUND_TRIP:
                if (l->broker >= 0)
                        kp_buf_printf(&s, MB_TR(b, TW_ROUND_TRIP),
                                      kp_rfmt_ms(a, sizeof(a), l->part_ms),
                                      stat_words(b, l), (int)l->broker);
                else
                        kp_buf_printf(&s, MB_TR(b, TW_ROUND_TRIP_ANY),
                                      kp_rfmt_ms(a, sizeof(a), l->part_ms),
                                      stat_words(b, l));
                break;
        case KP_LIMIT_HOST:
                kp_buf_printf(&s, MB_TR(b, TW_HOST),
                              kp_rfmt_pct(a, sizeof(a), l->host_cpu));
                break;
        case KP_LIMIT_UNDETERMINED:
                undetermined_words(b, &s, l);
                break;
        case KP_LIMIT_CONSUMERS:
                kp_buf_printf(&s, MB_TR(b, TW_CONSUMERS),
                              kp_rfmt_count(a, sizeof(a), l->fetchq));
                break;
        case KP_LIMIT_FETCH:
                kp_buf_printf(&s, MB_TR(b, TW_FETCH),
                              kp_rfmt_ms(a, sizeof(a), l->part_ms),
                              stat_words(b, l), (int)l->broker);
                break;
        }
        if (l->kind != KP_LIMIT_UNDETERMINED)
                cause_figures(b, &s, l);
        if (l->source)
                kp_buf_printf(&s, MB_TR(b, TW_ON_HOST), l->source);
        if (l->client) {
                kp_buf_puts(&s, MB_TR(b, TW_NOT_EVIDENCE));
                kp_buf_puts(&s, l->kind == KP_LIMIT_CLIENT_CPU
                                    ? MB_TR(b, TW_FIX_CPU)
                                : l->kind == KP_LIMIT_CLIENT_REQUESTS
                                    ? MB_TR(b, TW_FIX_REQUESTS)
                                : l->kind == KP_LIMIT_CONSUMERS
                                    ? MB_TR(b, TW_FIX_CONSUMERS)
                                    : MB_TR(b, TW_FIX_SCHEDULE));
        }
        if (!host)
                return mb_take(b, &s);
        if (l->host_shared)
                kp_buf_printf(&s, MB_TR(b, TW_SHARED_HOST),
                              l->local_broker && *l->local_broker
                                  ? l->local_broker
                                  : "?");
        else if (l->host_saturated)
                kp_buf_printf(&s, MB_TR(b, TW_SATURATED_HOST),
                              kp_rfmt_pct(a, sizeof(a), l->host_cpu));
        return mb_take(b, &s);
}

/* The union of every tier's settings of one kind of client: one row per
 * property and value, with the tiers it applies to when not all. */
static void settings_rows(mb *b, const kp_results *r, int produce,
                          kp_rm_env *env)
{
        size_t n_with = 0;
        for (size_t i = 0; i < r->n_tiers; i++) {
                const kp_client *c = produce ? &r->tiers[i].produce.client
                                             : &r->tiers[i].consume.client;
                n_with += c->settings.n > 0;
        }
        for (size_t i = 0; i < r->n_tiers; i++) {
                const kp_client *c = produce ? &r->tiers[i].produce.client
                                             : &r->tiers[i].consume.client;
                for (size_t k = 0; k < c->settings.n; k++) {
                        const kp_client_setting *s = &c->settings.v[k];
                        kp_rm_client_setting *row = NULL, *v;
                        const char *clients =
                            produce ? MB_TR(b, TW_CLIENTS_PRODUCERS)
                                    : MB_TR(b, TW_CLIENTS_CONSUMERS);
                        /* group.id is the tier's own: one row says so. */
                        int per_tier = s->why == KP_WHY_GROUP;
                        for (size_t j = 0; j < env->n_client_settings; j++) {
                                kp_rm_client_setting *x =
                                    &env->client_settings[j];
                                if (x->clients == clients &&
                                    !strcmp(x->key, s->key) &&
                                    (per_tier || !strcmp(x->value, s->value)))
                                        row = x;
                        }
                        if (row) {
                                char *t = mb_printf(b, "%s%s%s", row->tiers,
                                                    *row->tiers ? ", " : "",
                                                    r->tiers[i].name);
                                free(row->tiers);
                                row->tiers = t;
                                continue;
                        }
                        v = mb_grow(b, env->client_settings,
                                    env->n_client_settings, sizeof(*v));
                        if (!v)
                                return;
                        env->client_settings = v;
                        row = &v[env->n_client_settings++];
                        row->clients = clients;
                        row->consumers = !produce;
                        row->key = s->key;
                        row->value = per_tier ? "" : s->value;
                        row->rd_default = s->rd_default;
                        row->why_code = kp_setting_why_str(s->why);
                        row->why = kp_tr(b->lang, why_words[s->why]
                                                      ? why_words[s->why]
                                                      : KP_S_TW_WHY_UNKNOWN);
                        row->kplan = s->why != KP_WHY_PLAN &&
                                     s->why != KP_WHY_COMMAND_LINE &&
                                     s->why != KP_WHY_UNKNOWN &&
                                     s->why != KP_WHY_LIBRDKAFKA &&
                                     s->why != KP_WHY_FETCH_SIZE;
                        row->tiers = mb_strdup(b, r->tiers[i].name);
                }
        }
        /* A row in every tier that has such clients needs no list. */
        for (size_t j = 0; j < env->n_client_settings; j++) {
                kp_rm_client_setting *x = &env->client_settings[j];
                size_t n = *x->tiers ? 1 : 0;
                const char *clients = produce ? MB_TR(b, TW_CLIENTS_PRODUCERS)
                                              : MB_TR(b, TW_CLIENTS_CONSUMERS);
                if (x->clients != clients)
                        continue;
                for (const char *p = x->tiers; *p; p++)
                        n += p[0] == ',' && p[1] == ' ';
                if (n == n_with && n_with > 0) {
                        free(x->tiers);
                        x->tiers = mb_strdup(b, "");
                }
                if (x->tiers && *x->tiers)
                        env->client_settings_tiers = 1;
        }
}

static const char *defaults_of(const kp_results *r)
{
        for (size_t i = 0; i < r->n_tiers; i++) {
                if (r->tiers[i].produce.client.settings.defaults)
                        return r->tiers[i].produce.client.settings.defaults;
                if (r->tiers[i].consume.client.settings.defaults)
                        return r->tiers[i].consume.client.settings.defaults;
        }
        return NULL;
}

void mb_client_build(mb *b, const kp_results *r, const kp_evaluation *e,
                     kp_rmodel *m)
{
        const char *d = defaults_of(r);
        for (size_t i = 0; i < m->n_tiers; i++) {
                kp_rm_tier *t = &m->tiers[i];
                const kp_tier_result *tr = &r->tiers[i];
                const kp_tier_eval *te = i < e->n_tiers ? &e->tiers[i] : NULL;
                t->p_time = mb_calloc(b, tr->produce.client.n_stats,
                                      sizeof(*t->p_time));
                for (size_t k = 0; t->p_time && k < tr->produce.client.n_stats;
                     k++)
                        time_build(b, tr, &tr->produce.client.stats[k],
                                   &tr->produce.latency, 1,
                                   &t->p_time[t->n_p_time++]);
                t->c_time = mb_calloc(b, tr->consume.client.n_stats,
                                      sizeof(*t->c_time));
                for (size_t k = 0; t->c_time && k < tr->consume.client.n_stats;
                     k++)
                        time_build(b, tr, &tr->consume.client.stats[k], NULL, 0,
                                   &t->c_time[t->n_c_time++]);
                for (size_t k = 0; k < t->n_p_time; k++)
                        t->p_has_time |= t->p_time[k].recorded;
                for (size_t k = 0; k < t->n_c_time; k++)
                        t->c_has_time |= t->c_time[k].recorded;
                m->has_time |= t->p_has_time || t->c_has_time;
                t->p_limit = te ? mb_limit_words(b, &te->produce_limit, 1)
                                : mb_strdup(b, "");
                t->c_limit = te ? mb_limit_words(b, &te->consume_limit, 1)
                                : mb_strdup(b, "");
                t->p_limit_client = te && te->produce_limit.client;
                t->c_limit_client = te && te->consume_limit.client;
                t->p_limit_kind =
                    te && te->produce_limit.kind != KP_LIMIT_NONE
                        ? kp_limit_kind_str(te->produce_limit.kind)
                        : "";
                t->c_limit_kind =
                    te && te->consume_limit.kind != KP_LIMIT_NONE
                        ? kp_limit_kind_str(te->consume_limit.kind)
                        : "";
        }
        m->env.client_defaults = !d ? ""
                                 : !strcmp(d, "librdkafka")
                                     ? MB_TR(b, TW_DEFAULTS_LIBRDKAFKA)
                                     : MB_TR(b, TW_DEFAULTS_JAVA);
        settings_rows(b, r, 1, &m->env);
        settings_rows(b, r, 0, &m->env);
}

/* A caption that says what a chart shows: its alt text of name, a
 * sentence. */
static char *alt_caption(mb *b, const char *alt, const char *name)
{
        char *a = mb_printf(b, alt, name);
        char *c = mb_printf(b, "%s%s", a ? a : "", MB_TR(b, CHART_CAP_END));
        free(a);
        return c;
}

/* The captions of host t's charts (kp_rm_time.caption_time and
 * caption_cpu): the model's charts' where it has them (the first host),
 * else the same words naming the host. */
static void host_captions(mb *b, const kp_rmodel *m, const char *tier,
                          kp_rm_time *t)
{
        char name[256];
        if (!t->produce || !t->stats || t->stats->n < 2) {
                t->caption_time = mb_strdup(b, "");
                t->caption_cpu = mb_strdup(b, "");
                return;
        }
        if (t->chart_time < m->n_charts && t->chart_cpu < m->n_charts) {
                t->caption_time =
                    mb_strdup(b, m->charts[t->chart_time].caption);
                t->caption_cpu = mb_strdup(b, m->charts[t->chart_cpu].caption);
                return;
        }
        snprintf(name, sizeof(name), MB_TR(b, XL_TW_TIER_HOST), tier,
                 t->source);
        t->caption_time = alt_caption(b, MB_TR(b, CHART_CLIENT_TIME_ALT), name);
        t->caption_cpu = alt_caption(b, MB_TR(b, CHART_CLIENT_CPU_ALT), name);
}

void mb_client_link_charts(mb *b, kp_rmodel *m)
{
        for (size_t i = 0; i < m->n_tiers; i++) {
                kp_rm_tier *t = &m->tiers[i];
                for (size_t k = 0; k < t->n_p_time; k++)
                        t->p_time[k].chart_time = t->p_time[k].chart_cpu =
                            m->n_charts;
                for (size_t k = 0; k < t->n_c_time; k++)
                        t->c_time[k].chart_time = t->c_time[k].chart_cpu =
                            m->n_charts;
        }
        for (size_t k = 0; k < m->n_charts; k++) {
                const kp_rm_chart *c = &m->charts[k];
                kp_rm_tier *t;
                if (c->tier >= m->n_tiers || !m->tiers[c->tier].n_p_time)
                        continue;
                t = &m->tiers[c->tier];
                if (c->kind == KP_CH_CLIENT_TIME)
                        t->p_time[0].chart_time = k;
                else if (c->kind == KP_CH_CLIENT_CPU)
                        t->p_time[0].chart_cpu = k;
        }
        for (size_t i = 0; i < m->n_tiers; i++) {
                kp_rm_tier *t = &m->tiers[i];
                for (size_t k = 0; k < t->n_p_time; k++)
                        host_captions(b, m, t->name, &t->p_time[k]);
                for (size_t k = 0; k < t->n_c_time; k++)
                        host_captions(b, m, t->name, &t->c_time[k]);
        }
}

void mb_client_free(kp_rmodel *m)
{
        for (size_t i = 0; i < m->n_tiers; i++) {
                kp_rm_tier *t = &m->tiers[i];
                for (size_t k = 0; k < t->n_p_time; k++)
                        time_free(&t->p_time[k]);
                for (size_t k = 0; k < t->n_c_time; k++)
                        time_free(&t->c_time[k]);
                free(t->p_time);
                free(t->c_time);
                free(t->p_limit);
                free(t->c_limit);
        }
        for (size_t j = 0; j < m->env.n_client_settings; j++)
                free(m->env.client_settings[j].tiers);
        free(m->env.client_settings);
}
