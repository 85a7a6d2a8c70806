/*
 * The report model's tiers (model.h, kp_rm_tier): each tier's scenario,
 * its produce and consume figures with their latencies and spectrum, the
 * summary row judged by the criteria, its search and its drain.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/units.h"
#include "base/util.h"
#include "evaluate/capacity.h"
#include "evaluate/metric_value.h"
#include "report/model/format.h"
#include "report/model/model_priv.h"
#include "report/model/tier_reason_words.h"
#include "results/agents.h"

const double kp_rm_spectrum_pcts[KP_RM_SPECTRUM] = {
        0, 50, 75, 90, 95, 99, 99.5, 99.9, 99.95, 99.99, 99.999, 100
};

/* ---- latency ------------------------------------------------------------ */

static void latency_build(mb *b, kp_rm_latency *x, const kp_latency *l)
{
        /* Without a sample there is no latency: "", never 0.000. */
        double no = l->count > 0 ? 0 : NAN;
        x->measured = l->count > 0;
        mb_cell_count(b, &x->count, l->count);
        mb_cell_opt(b, &x->min, l->min_ms + no, kp_rfmt_ms, KP_RM_MS);
        mb_cell_opt(b, &x->avg, l->avg_ms + no, kp_rfmt_ms, KP_RM_MS);
        mb_cell_opt(b, &x->p50, l->p50_ms + no, kp_rfmt_ms, KP_RM_MS);
        mb_cell_opt(b, &x->p95, l->p95_ms + no, kp_rfmt_ms, KP_RM_MS);
        mb_cell_opt(b, &x->p99, l->p99_ms + no, kp_rfmt_ms, KP_RM_MS);
        mb_cell_opt(b, &x->p999, l->p999_ms + no, kp_rfmt_ms, KP_RM_MS);
        mb_cell_opt(b, &x->max, l->max_ms + no, kp_rfmt_ms, KP_RM_MS);
        mb_cell_opt(b, &x->stddev, l->stddev_ms + no, kp_rfmt_ms, KP_RM_MS);
}

static void latency_free(kp_rm_latency *x)
{
        kp_rm_cell *c[] = { &x->count, &x->min,  &x->avg, &x->p50,   &x->p95,
                            &x->p99,   &x->p999, &x->max, &x->stddev };
        mb_cells_free(c, KP_ARRAY_LEN(c));
}

static void metrics_build(mb *b, const kp_results *r, const kp_evaluation *e,
                          size_t i, kp_rm_tier *t)
{
        const kp_tier_result *tr = &r->tiers[i];
        const kp_tier *spec = i < r->plan->n_tiers ? &r->plan->tiers[i] : NULL;
        for (int id = 0; id < KP_M__COUNT; id++) {
                const kp_metric *m = kp_metric_get((kp_metric_id)id);
                kp_rm_cell *c = &t->metric[id];
                double v;
                char s[96];
                if (kp_metric_value(tr, spec, (kp_metric_id)id, &v) != 0) {
                        mb_cell_num(b, c, "n/a", NAN, mb_metric_fmt(id));
                        c->state = KP_RM_NA;
                        continue;
                }
                mb_cell_num(
                    b, c, kp_rfmt_metric(s, sizeof(s), m->unit, v, 0), v,
                    mb_fmt_digits(m->unit, v, mb_metric_fmt((kp_metric_id)id)));
                mb_judge_metric(b, e, tr->name, m->name, NULL, c);
        }
}

/* ---- scenarios ------------------------------------------------------------
 */

static void scenario_build(mb *b, const kp_results *r, const kp_tier *t,
                           kp_rm_scenario *sc)
{
        char s[128];
        const kp_topic_info *ti = kp_results_topic(r, t->topic);
        kp_buf sb = { 0 };
        mb_cell_count(b, &sc->messages, t->messages);
        sc->unlimited = kp_tier_unlimited(t);
        if (t->search.present) {
                char f[40], to[40];
                kp_rfmt_plain(f, sizeof(f), t->search.from);
                kp_rfmt_plain(to, sizeof(to), t->search.to);
                snprintf(s, sizeof(s), MB_TR(b, RM_SEARCH_RANGE), f, to);
                mb_cell_num(b, &sc->rate, s, NAN, KP_RM_TEXT);
                mb_cell_text(b, &sc->rate_number, MB_TR(b, RM_SEARCH));
        } else if (t->rate > 0) {
                char n[64];
                snprintf(s, sizeof(s), "%s msg/s",
                         kp_rfmt_plain(n, sizeof(n), t->rate));
                mb_cell_num(b, &sc->rate, s, t->rate, KP_RM_TEXT);
                mb_cell_num(b, &sc->rate_number, n, t->rate,
                            t->rate == floor(t->rate) ? KP_RM_INT : KP_RM_DEC1);
        } else {
                mb_cell_num(b, &sc->rate, MB_TR(b, RM_UNLIMITED), t->rate,
                            KP_RM_TEXT);
                mb_cell_text(b, &sc->rate_number, MB_TR(b, RM_UNLIMITED));
        }
        mb_cell_num(b, &sc->record_size,
                    t->payload_file
                        ? ""
                        : kp_fmt_bytes(s, sizeof(s), (double)t->record_size),
                    (double)t->record_size, KP_RM_TEXT);
        if (t->payload_file)
                mb_cell_text(b, &sc->record_bytes, MB_TR(b, RM_FROM_PAYLOAD));
        else
                mb_cell_count(b, &sc->record_bytes, t->record_size);
        sc->payload_file = t->payload_file;
        if (t->key_mode == KP_KEYS_NONE)
                sc->keys = mb_strdup(b, MB_TR(b, RM_KEYS_NONE));
        else
                sc->keys = mb_printf(b, MB_TR(b, RM_KEYS),
                                     t->key_mode == KP_KEYS_RANDOM
                                         ? MB_TR(b, RM_KEYS_RANDOM)
                                         : MB_TR(b, RM_KEYS_ROUND_ROBIN),
                                     (unsigned long long)t->key_count);
        mb_kv_build(b, &sc->headers, &t->headers);
        sc->has_warmup = t->warmup_messages > 0 || t->warmup_us > 0;
        sc->warmup_messages =
            mb_strdup(b, t->warmup_messages
                             ? kp_fmt_count(s, sizeof(s), t->warmup_messages)
                             : "");
        sc->warmup_time = mb_strdup(
            b, t->warmup_us > 0
                   ? kp_fmt_duration(s, sizeof(s), (double)t->warmup_us / 1e6)
                   : "");
        mb_cell_count(b, &sc->warmup_count, t->warmup_messages);
        mb_cell_num(b, &sc->warmup_s, "", (double)t->warmup_us / 1e6, KP_RM_MS);
        mb_cell_num(b, &sc->interval_s, "", (double)t->interval_us / 1e6,
                    KP_RM_MS);
        mb_cell_num(b, &sc->drain_s, "", (double)t->drain_timeout_us / 1e6,
                    KP_RM_MS);
        sc->interval = mb_strdup(
            b, kp_fmt_duration(s, sizeof(s), (double)t->interval_us / 1e6));
        sc->producers = t->producers;
        mb_kv_build(b, &sc->producer, &t->producer);
        sc->consume = t->consume.enabled;
        sc->consumers = t->consume.consumers;
        sc->group = mb_strdup(b, t->consume.group ? t->consume.group
                                                  : MB_TR(b, RM_GROUP_PER_RUN));
        if (t->consume.fetch_size)
                mb_cell_count(b, &sc->fetch_size, t->consume.fetch_size);
        else
                mb_cell_text(b, &sc->fetch_size, MB_TR(b, RM_CLIENT_DEFAULT));
        mb_cell_num(b, &sc->timeout_s, "", (double)t->consume.timeout_us / 1e6,
                    KP_RM_MS);
        mb_kv_build(b, &sc->consumer, &t->consume.config);
        sc->topic = t->topic;
        /* The topic as the cluster had it, never the plan's wish (they
         * differ only when the plan accepts an existing topic as it is). */
        sc->partitions = ti ? ti->partitions : t->partitions;
        sc->replication_factor =
            ti ? ti->replication_factor : t->replication_factor;
        sc->rf_default = sc->replication_factor <= 0;
        sc->partitions_text = mb_strdup(
            b, sc->partitions > 0
                   ? kp_fmt_count(s, sizeof(s), (uint64_t)sc->partitions)
                   : "");
        sc->rf_text =
            mb_strdup(b, sc->replication_factor > 0
                             ? kp_fmt_count(s, sizeof(s),
                                            (uint64_t)sc->replication_factor)
                             : "");
        if (t->sweep_param && t->sweep_param2)
                sc->sweep = mb_printf(b, "%s=%s, %s=%s", t->sweep_param,
                                      t->sweep_value ? t->sweep_value : "",
                                      t->sweep_param2,
                                      t->sweep_value2 ? t->sweep_value2 : "");
        else if (t->sweep_param)
                sc->sweep = mb_printf(b, "%s=%s", t->sweep_param,
                                      t->sweep_value ? t->sweep_value : "");
        else
                sc->sweep = mb_strdup(b, "");
        if (t->sweep_group) {
                kp_buf_printf(&sb, "%s:\n%s=%s", t->sweep_group,
                              t->sweep_param ? t->sweep_param : "?",
                              t->sweep_value ? t->sweep_value : "?");
                if (t->sweep_param2)
                        kp_buf_printf(&sb, "\n%s=%s", t->sweep_param2,
                                      t->sweep_value2 ? t->sweep_value2 : "?");
        }
        sc->sweep_lines = mb_take(b, &sb);
        sc->sweep_group = t->sweep_group;
        sc->parallel_group = t->parallel_group;
}

static void scenario_free(kp_rm_scenario *sc)
{
        kp_rm_cell *c[] = { &sc->messages,     &sc->rate,
                            &sc->rate_number,  &sc->record_size,
                            &sc->record_bytes, &sc->warmup_count,
                            &sc->warmup_s,     &sc->interval_s,
                            &sc->drain_s,      &sc->fetch_size,
                            &sc->timeout_s };
        mb_cells_free(c, KP_ARRAY_LEN(c));
        free(sc->keys);
        mb_kv_free(&sc->headers);
        free(sc->warmup_messages);
        free(sc->warmup_time);
        free(sc->interval);
        mb_kv_free(&sc->producer);
        free(sc->group);
        mb_kv_free(&sc->consumer);
        free(sc->partitions_text);
        free(sc->rf_text);
        free(sc->sweep);
        free(sc->sweep_lines);
}

/* ---- produce and consume ---------------------------------------------------
 */

static void produce_build(mb *b, const kp_produce_result *p, kp_rm_produce *x)
{
        char s[128];
        double mib = (double)p->bytes / 1048576.0;
        x->ran = p->ran;
        x->started = mb_strdup(b, kp_rfmt_stamp(s, sizeof(s), p->started_at));
        x->started_iso = mb_strdup(b, p->ran ? p->started_at : "not run");
        x->started_unix = p->ran ? kp_rfmt_parse_stamp(p->started_at) : -1;
        mb_cell_count(b, &x->sent, p->sent);
        mb_cell_count(b, &x->delivered, p->delivered);
        mb_cell_count(b, &x->failed, p->failed);
        mb_cell_count(b, &x->undelivered, p->undelivered);
        mb_cell_count(b, &x->warmup, p->warmup);
        mb_cell_count(b, &x->measured, p->measured);
        x->counts_reconcile =
            p->sent == p->delivered + p->failed + p->undelivered;
        mb_cell_fmt(b, &x->mib, mib, kp_rfmt_mib, KP_RM_DEC2);
        mb_cell_count(b, &x->bytes, p->bytes);
        x->unlimited = p->target_rate <= 0;
        if (p->target_rate > 0)
                mb_cell_num(
                    b, &x->target_rate,
                    kp_rfmt_plain(s, sizeof(s), p->target_rate), p->target_rate,
                    p->target_rate == floor(p->target_rate) ? KP_RM_INT
                                                            : KP_RM_DEC1);
        else
                mb_cell_num(b, &x->target_rate, MB_TR(b, RM_UNLIMITED),
                            p->target_rate, KP_RM_TEXT);
        mb_cell_fmt(b, &x->achieved_rate, p->achieved_rate, kp_rfmt_rate,
                    KP_RM_DEC1);
        if (p->target_rate > 0 && p->measured)
                mb_cell_fmt(b, &x->ratio, p->achieved_rate / p->target_rate,
                            kp_rfmt_pct, KP_RM_PCT);
        else
                mb_cell_num(b, &x->ratio, "", NAN, KP_RM_PCT);
        mb_cell_fmt(b, &x->mib_per_sec, p->mib_per_sec, kp_rfmt_mib,
                    KP_RM_DEC2);
        mb_cell_duration(b, &x->duration, p->duration_s);
        mb_cell_duration(b, &x->total, p->total_s);
        mb_cell_num(b, &x->duration_s, "", p->duration_s, KP_RM_MS);
        mb_cell_num(b, &x->total_s, "", p->total_s, KP_RM_MS);
        latency_build(b, &x->latency, &p->latency);
        latency_build(b, &x->service, &p->service);
        x->error_codes = mb_calloc(b, p->errors.n, sizeof(*x->error_codes));
        x->error_counts = mb_calloc(b, p->errors.n, sizeof(*x->error_counts));
        for (size_t k = 0; x->error_codes && x->error_counts && k < p->errors.n;
             k++) {
                x->error_codes[k] = mb_strdup(b, p->errors.v[k].code);
                mb_cell_count(b, &x->error_counts[k], p->errors.v[k].count);
                x->n_errors = k + 1;
        }
}

static void produce_free(kp_rm_produce *x)
{
        kp_rm_cell *c[] = { &x->sent,          &x->delivered, &x->failed,
                            &x->undelivered,   &x->warmup,    &x->measured,
                            &x->mib,           &x->bytes,     &x->target_rate,
                            &x->achieved_rate, &x->ratio,     &x->mib_per_sec,
                            &x->duration,      &x->total,     &x->duration_s,
                            &x->total_s };
        mb_cells_free(c, KP_ARRAY_LEN(c));
        free(x->started);
        free(x->started_iso);
        latency_free(&x->latency);
        latency_free(&x->service);
        for (size_t k = 0; k < x->n_errors; k++) {
                free(x->error_codes[k]);
                mb_cell_free(&x->error_counts[k]);
        }
        free(x->error_codes);
        free(x->error_counts);
}

static void consume_build(mb *b, const kp_consume_result *c, kp_rm_consume *x)
{
        char s[128];
        double mib = (double)c->bytes / 1048576.0, nofetch;
        x->ran = c->ran;
        x->started = mb_strdup(b, kp_rfmt_stamp(s, sizeof(s), c->started_at));
        x->started_iso = mb_strdup(b, c->ran ? c->started_at : "not run");
        x->started_unix = c->ran ? kp_rfmt_parse_stamp(c->started_at) : -1;
        x->consumers = c->consumers;
        mb_cell_count(b, &x->expected, c->expected);
        mb_cell_count(b, &x->messages, c->messages);
        mb_cell_fmt(b, &x->mib, mib, kp_rfmt_mib, KP_RM_DEC2);
        mb_cell_count(b, &x->bytes, c->bytes);
        mb_cell_fmt(b, &x->mib_per_sec, c->mib_per_sec, kp_rfmt_mib,
                    KP_RM_DEC2);
        mb_cell_fmt(b, &x->msgs_per_sec, c->msgs_per_sec, kp_rfmt_rate,
                    KP_RM_DEC1);
        mb_cell_duration(b, &x->duration, c->duration_s);
        mb_cell_num(b, &x->duration_s, "", c->duration_s, KP_RM_MS);
        /* Never assigned: no join that ended, no fetch time: "". */
        nofetch = kp_consume_assigned(c) ? 0 : NAN;
        mb_cell_opt(b, &x->join_ms, c->rebalance_ms + nofetch, kp_rfmt_ms,
                    KP_RM_MS);
        mb_cell_num(b, &x->join_s, "", c->rebalance_ms / 1000.0 + nofetch,
                    KP_RM_MS);
        if (kp_consume_assigned(c))
                mb_cell_duration(b, &x->fetch_time, c->fetch_s);
        else
                mb_cell_num(b, &x->fetch_time, "", NAN, KP_RM_MS);
        mb_cell_num(b, &x->fetch_s, "", c->fetch_s + nofetch, KP_RM_MS);
        mb_cell_opt(b, &x->fetch_mib_per_sec, c->fetch_mib_per_sec + nofetch,
                    kp_rfmt_mib, KP_RM_DEC2);
        mb_cell_opt(b, &x->fetch_msgs_per_sec, c->fetch_msgs_per_sec + nofetch,
                    kp_rfmt_rate, KP_RM_DEC1);
        latency_build(b, &x->e2e, &c->e2e);
        x->mode = c->during ? "during" : "after";
        x->during = c->during;
        /* Stopped before every message was read: completeness not known,
         * and no message known to be missing or lost: "". */
        x->stopped = !kp_consume_counted(c);
        mb_cell_opt(b, &x->completeness,
                    c->completeness + (x->stopped ? NAN : 0), kp_rfmt_pct,
                    KP_RM_PCT);
        mb_cell_opt(b, &x->missing, x->stopped ? NAN : (double)c->missing,
                    kp_rfmt_count, KP_RM_INT);
        mb_cell_opt(b, &x->lost, x->stopped ? NAN : (double)c->lost,
                    kp_rfmt_count, KP_RM_INT);
        x->identity = c->identity;
        mb_cell_count(b, &x->distinct, c->distinct);
        mb_cell_count(b, &x->duplicates, c->duplicates);
        mb_cell_count(b, &x->unacked_read, c->unacked_read);
        x->timed_out = c->timed_out;
        x->complete = c->missing == 0 && c->expected > 0 && !c->timed_out;
        x->clock_hosts = c->e2e_hosts;
        x->clock_skewed = c->e2e_skewed;
        mb_cell_fmt(b, &x->clock_skew_ms, c->e2e_skew_ms, kp_rfmt_ms, KP_RM_MS);
        x->clock_share = mb_printf(b, "%g%%", KP_AGENTS_SKEW_SHARE * 100);
}

static void consume_free(kp_rm_consume *x)
{
        kp_rm_cell *c[] = { &x->expected,
                            &x->messages,
                            &x->mib,
                            &x->bytes,
                            &x->mib_per_sec,
                            &x->msgs_per_sec,
                            &x->duration,
                            &x->duration_s,
                            &x->join_ms,
                            &x->fetch_time,
                            &x->fetch_s,
                            &x->join_s,
                            &x->fetch_mib_per_sec,
                            &x->fetch_msgs_per_sec,
                            &x->completeness,
                            &x->missing,
                            &x->distinct,
                            &x->lost,
                            &x->duplicates,
                            &x->unacked_read,
                            &x->clock_skew_ms };
        mb_cells_free(c, KP_ARRAY_LEN(c));
        free(x->started);
        free(x->started_iso);
        free(x->clock_share);
        latency_free(&x->e2e);
}

/* The latency distribution at the table's percentiles, in ms. */
static void spectrum_build(const kp_tier_result *tr, kp_rm_tier *t)
{
        const kp_hist *h[3] = { tr->produce.hist_latency,
                                tr->produce.hist_service,
                                tr->consume.hist_e2e };
        for (int k = 0; k < 3; k++) {
                t->has_spectrum[k] = h[k] && kp_hist_count(h[k]) > 0;
                for (size_t i = 0; i < KP_RM_SPECTRUM; i++)
                        t->spectrum[i][k] =
                            t->has_spectrum[k]
                                ? (double)kp_hist_percentile(
                                      h[k], kp_rm_spectrum_pcts[i]) /
                                      1000.0
                                : NAN;
        }
}

/* ---- tiers ------------------------------------------------------------------
 */

/* A value of the summary's row, judged by the criteria on metric id. */
static void judged(mb *b, const kp_evaluation *e, const char *tier,
                   kp_metric_id id, kp_rm_cell *c, double v,
                   const char *(*fmt)(char *, size_t, double), kp_rm_fmt kind)
{
        mb_cell_fmt(b, c, v, fmt, kind);
        mb_judge(b, e, tier, id, c);
}

static void summary_build(mb *b, const kp_evaluation *e,
                          const kp_tier_result *tr, const kp_tier *spec,
                          kp_rm_tier *t)
{
        const kp_produce_result *p = &tr->produce;
        /* The achieved rate: judged by a criterion on it, or on it
         * against the target. */
        mb_cell_fmt(b, &t->s_rate, p->achieved_rate, kp_rfmt_rate, KP_RM_DEC1);
        mb_judge_metric(b, e, tr->name, kp_metric_get(KP_M_PRODUCE_RATE)->name,
                        spec && spec->rate > 0
                            ? kp_metric_get(KP_M_PRODUCE_RATE_RATIO)->name
                            : NULL,
                        &t->s_rate);
        judged(b, e, tr->name, KP_M_PRODUCE_LAT_P95, &t->s_p95,
               p->latency.p95_ms, kp_rfmt_ms, KP_RM_MS);
        judged(b, e, tr->name, KP_M_PRODUCE_SVC_P95, &t->s_service_p95,
               p->service.p95_ms, kp_rfmt_ms, KP_RM_MS);
        /* As the consume phase's cells: NaN where not known. */
        judged(b, e, tr->name, KP_M_CONSUME_FETCH_RATE, &t->s_fetch_rate,
               t->c.fetch_msgs_per_sec.raw, kp_rfmt_rate, KP_RM_DEC1);
        judged(b, e, tr->name, KP_M_CONSUME_COMPLETENESS, &t->s_completeness,
               t->c.completeness.raw, kp_rfmt_pct, KP_RM_PCT);
}

/* A capacity search's table and result (kp_rm_search). */
/* How a capacity search ended, in the builder's language: the sentence
 * kplan run stored in results.json (English), said again from the
 * trials, the search's bounds and its precision. */
static char *search_note(mb *b, const kp_search *sp, const kp_search_result *sr)
{
        double lo = sr->found_rate, hi = 0;
        int trials = 0, first_failed = 0, repeated = 0;
        char a[48], c[48];
        for (size_t i = 0; i < sr->n_trials; i++) {
                const kp_search_trial *t = &sr->trials[i];
                if (t->soak != 0)
                        continue;
                if (trials++ == 0 && !t->pass)
                        first_failed = 1;
                repeated |= t->repeat_of == 1;
                if (!t->pass && t->rate > lo && (hi == 0 || t->rate < hi))
                        hi = t->rate;
        }
        if (lo <= 0 && first_failed)
                return mb_printf(
                    b,
                    repeated ? MB_TR(b, RM_SEARCH_BELOW_TWICE)
                             : MB_TR(b, RM_SEARCH_BELOW_FROM),
                    kp_fmt_count(a, sizeof(a), (uint64_t)sp->from));
        if (sr->at_bound)
                return mb_printf(b, MB_TR(b, RM_SEARCH_AT_BOUND),
                                 kp_fmt_count(a, sizeof(a), (uint64_t)sp->to));
        kp_fmt_count(a, sizeof(a), (uint64_t)lo);
        kp_fmt_count(c, sizeof(c), (uint64_t)hi);
        if (hi > 0 && lo > 0 && (hi - lo) / lo > sp->precision)
                return mb_printf(b, MB_TR(b, RM_SEARCH_WIDE), trials, a, c);
        if (lo > 0)
                return mb_printf(b, MB_TR(b, RM_SEARCH_HELD), a, c,
                                 sp->precision * 100);
        return mb_strdup(b, MB_TR(b, RM_SEARCH_UNFINISHED));
}

static void search_build(mb *b, const kp_results *r, const kp_tier *spec,
                         const kp_tier_result *tr, kp_rm_search *x)
{
        const kp_search_result *sr = &tr->search;
        const kp_search *sp = spec ? &spec->search : NULL;
        const kp_criterion *cr[32];
        size_t nc, counts[3] = { 0 };
        kp_buf cb = { 0 };
        char s[96];
        const char *const kinds[] = { MB_TR(b, RM_TRIAL), MB_TR(b, RM_SOAK),
                                      MB_TR(b, RM_FINAL_RUN) };
        x->ran = sr->ran;
        if (!sr->ran || !sp)
                return;
        mb_cell_fmt(b, &x->from, sp->from, kp_rfmt_plain, KP_RM_INT);
        mb_cell_fmt(b, &x->to, sp->to, kp_rfmt_plain, KP_RM_INT);
        mb_cell_fmt(b, &x->found, sr->found_rate, kp_rfmt_plain, KP_RM_INT);
        mb_cell_fmt(b, &x->sustained, sr->sustained_rate, kp_rfmt_plain,
                    KP_RM_INT);
        x->has_found = sr->found_rate > 0;
        x->has_sustained = sr->sustained_rate > 0;
        x->found.state = x->has_found ? KP_RM_PASS : KP_RM_FAIL;
        x->sustained.state = x->has_sustained ? KP_RM_PASS
                             : sp->soak_us    ? KP_RM_FAIL
                                              : KP_RM_NA;
        x->at_bound = sr->at_bound;
        x->soaked = sp->soak_us > 0;
        if (sp->trial_messages)
                x->trial_length =
                    mb_printf(b, MB_TR(b, RM_N_MESSAGES),
                              kp_fmt_count(s, sizeof(s), sp->trial_messages));
        else
                x->trial_length =
                    mb_strdup(b, kp_fmt_duration(s, sizeof(s),
                                                 (double)sp->trial_us / 1e6));
        x->soak_length = mb_strdup(
            b, sp->soak_us
                   ? kp_fmt_duration(s, sizeof(s), (double)sp->soak_us / 1e6)
                   : "");
        nc = kp_capacity_criteria(r->plan, spec, cr, 32);
        for (size_t i = 0; i < nc; i++) {
                const kp_metric *m = kp_metric_find(cr[i]->metric);
                char th[64];
                kp_rfmt_metric(th, sizeof(th), m ? m->unit : "",
                               cr[i]->threshold, 1);
                /* English names the metric as the plan does; another
                 * language says it in words. */
                kp_buf_printf(
                    &cb, "%s%s %s %s", i ? MB_TR(b, RM_LIST_SEP) : "",
                    b->lang == KP_LANG_EN
                        ? cr[i]->metric
                        : kp_rm_metric_words_in(b->lang, cr[i]->metric),
                    kp_rfmt_op_symbol(cr[i]->cmp), th);
        }
        x->criteria = mb_take(b, &cb);
        x->judged_by = mb_strdup(b, sp->n_criteria ? MB_TR(b, RM_JUDGED_SEARCH)
                                                   : MB_TR(b, RM_JUDGED_PLAN));
        if (b->lang == KP_LANG_EN)
                x->note = mb_strdup(b, sr->note ? sr->note : "");
        else
                x->note = search_note(b, sp, sr);
        x->warmed = sr->warmup.ran;
        if (sr->warmup.ran) {
                char rt[48], d[48], n[48];
                x->warmup_text = mb_printf(
                    b, MB_TR(b, RM_SEARCH_WARMUP),
                    kp_fmt_count(rt, sizeof(rt), (uint64_t)sr->warmup.rate),
                    kp_fmt_duration(d, sizeof(d), sr->warmup.seconds),
                    kp_fmt_count(n, sizeof(n), sr->warmup.messages));
        } else {
                x->warmup_text = mb_strdup(b, "");
        }
        x->repeat_text = NULL;
        x->trials = mb_calloc(b, sr->n_trials, sizeof(*x->trials));
        for (size_t i = 0; x->trials && i < sr->n_trials; i++) {
                const kp_search_trial *t = &sr->trials[i];
                kp_rm_trial *y = &x->trials[i];
                int kind = t->soak >= 0 && t->soak <= 2 ? t->soak : 0;
                y->kind = kind;
                y->kind_text = kinds[kind];
                y->number = ++counts[kind];
                y->repeat_of = kind == 0 && t->repeat_of > 0 &&
                                       (size_t)t->repeat_of < y->number
                                   ? (size_t)t->repeat_of
                                   : 0;
                if (y->repeat_of)
                        y->label = mb_printf(b, MB_TR(b, RM_TRIAL_REPEAT_LABEL),
                                             kinds[0], y->number, kinds[0],
                                             y->repeat_of);
                else
                        y->label = kind == 2
                                       ? mb_strdup(b, MB_TR(b, RM_FINAL_RUN))
                                       : mb_printf(b, MB_TR(b, RM_TRIAL_LABEL),
                                                   kinds[kind], y->number);
                /* The lowest rate tried twice: said once, of the first
                 * repeat (a search repeats one failure at most). */
                if (y->repeat_of && !x->repeated) {
                        char rt[48];
                        x->repeated = 1;
                        x->repeat_passed = t->pass;
                        x->repeat_text = mb_printf(
                            b,
                            t->pass ? MB_TR(b, RM_SEARCH_REPEAT_PASSED)
                                    : MB_TR(b, RM_SEARCH_REPEAT_FAILED),
                            kp_fmt_count(rt, sizeof(rt), (uint64_t)t->rate),
                            y->repeat_of, y->number);
                }
                mb_cell_fmt(b, &y->rate, t->rate, kp_rfmt_plain, KP_RM_INT);
                mb_cell_fmt(b, &y->achieved, t->achieved_rate, kp_rfmt_rate,
                            KP_RM_DEC1);
                mb_cell_fmt(b, &y->p50, t->latency.p50_ms, kp_rfmt_ms,
                            KP_RM_MS);
                mb_cell_fmt(b, &y->p95, t->latency.p95_ms, kp_rfmt_ms,
                            KP_RM_MS);
                mb_cell_fmt(b, &y->p99, t->latency.p99_ms, kp_rfmt_ms,
                            KP_RM_MS);
                mb_cell_fmt(b, &y->service_p95, t->service.p95_ms, kp_rfmt_ms,
                            KP_RM_MS);
                mb_cell_count(b, &y->errors, t->failed + t->undelivered);
                if (t->failed + t->undelivered)
                        y->errors.state = KP_RM_FAIL;
                y->pass = t->pass;
                y->verdict_text = t->pass ? MB_TR(b, RM_TRIAL_PASS)
                                          : MB_TR(b, RM_VERDICT_FAIL);
                y->why = t->why ? t->why : "";
                x->n_trials = i + 1;
        }
        if (!x->repeat_text)
                x->repeat_text = mb_strdup(b, "");
}

static void search_free(kp_rm_search *x)
{
        kp_rm_cell *c[] = { &x->from, &x->to, &x->found, &x->sustained };
        mb_cells_free(c, KP_ARRAY_LEN(c));
        free(x->trial_length);
        free(x->soak_length);
        free(x->note);
        free(x->warmup_text);
        free(x->repeat_text);
        free(x->criteria);
        free(x->judged_by);
        for (size_t i = 0; i < x->n_trials; i++) {
                kp_rm_trial *y = &x->trials[i];
                kp_rm_cell *d[] = { &y->rate,  &y->achieved, &y->p50,
                                    &y->p95,   &y->p99,      &y->service_p95,
                                    &y->errors };
                free(y->label);
                mb_cells_free(d, KP_ARRAY_LEN(d));
        }
        free(x->trials);
}

/* A backlog drain's figures (kp_rm_drain). */
static void drain_build(mb *b, const kp_tier *spec, const kp_tier_result *tr,
                        kp_rm_drain *x)
{
        const kp_consume_result *c = &tr->consume;
        double v;
        x->present = c->ran && c->backlog;
        if (!x->present)
                return;
        x->drained = c->drained;
        x->producers_stopped = c->producers_stopped;
        mb_cell_duration(b, &x->pause,
                         spec ? (double)spec->backlog.pause_us / 1e6 : 0);
        mb_cell_duration(b, &x->start_delay, c->start_delay_s);
        mb_cell_duration(b, &x->caught_up,
                         spec ? (double)spec->backlog.caught_up_us / 1e6 : 0);
        if (c->drained)
                mb_cell_duration(b, &x->catch_up, c->caught_up_s);
        else
                mb_cell_text(b, &x->catch_up, MB_TR(b, RM_NEVER_CAUGHT_UP));
        if (kp_metric_value(tr, spec, KP_M_DRAIN_RATE, &v) == 0)
                mb_cell_fmt(b, &x->rate, v, kp_rfmt_rate, KP_RM_DEC1);
        else
                mb_cell_num(b, &x->rate, "", NAN, KP_RM_DEC1);
        mb_cell_count(b, &x->messages, c->caught_up_messages);
}

static void drain_free(kp_rm_drain *x)
{
        kp_rm_cell *c[] = { &x->pause, &x->start_delay, &x->catch_up,
                            &x->rate,  &x->messages,    &x->caught_up };
        mb_cells_free(c, KP_ARRAY_LEN(c));
}

void mb_tier_build(mb *b, const kp_results *r, const kp_evaluation *e, size_t i,
                   kp_rm_tier *t)
{
        const kp_tier_result *tr = &r->tiers[i];
        const kp_tier *spec = mb_spec(r, i);
        const kp_tier_eval *te = i < e->n_tiers ? &e->tiers[i] : NULL;
        kp_buf ev = { 0 }, note = { 0 };
        t->name = tr->name;
        t->topic = tr->topic ? tr->topic : (spec ? spec->topic : "");
        t->index = i;
        t->status = kp_tier_status_str(tr->status);
        t->status_text = mb_status_words(b, tr->status);
        t->reason = kp_tier_reason_words(b->lang, tr);
        t->verdict = te ? te->verdict : KP_INCOMPLETE;
        t->verdict_text = te ? mb_verdict_words(b, te->verdict) : "";
        t->below_peak = te ? te->below_peak : 0;
        /* How a tier that did not complete ended: its reason, else its
         * status. */
        t->note = tr->status == KP_TIER_COMPLETE ? NULL
                  : t->reason                    ? t->reason
                                                 : t->status_text;
        for (size_t k = 0; k < e->n_checks; k++) {
                if (strcmp(e->checks[k].tier, tr->name) != 0)
                        continue;
                t->checks++;
                t->checks_failed += e->checks[k].verdict == KP_FAIL;
        }
        if (t->note)
                kp_buf_puts(&note, t->note);
        if (t->below_peak)
                kp_buf_printf(&note, MB_TR(b, RM_BELOW_PEAK),
                              note.len ? MB_TR(b, RM_EV_SEP) : "");
        t->note_line = mb_take(b, &note);
        t->has_spec = spec != NULL;
        if (spec)
                scenario_build(b, r, spec, &t->sc);
        produce_build(b, &tr->produce, &t->p);
        consume_build(b, &tr->consume, &t->c);
        summary_build(b, e, tr, spec, t);
        metrics_build(b, r, e, i, t);
        mb_events_words(b, &tr->events, &ev);
        t->events = mb_take(b, &ev);
        t->n_events = tr->events.n;
        t->p_intervals = &tr->produce.intervals;
        t->c_intervals = &tr->consume.intervals;
        search_build(b, r, spec, tr, &t->search);
        drain_build(b, spec, tr, &t->drain);
        spectrum_build(tr, t);
}

void mb_tier_free(kp_rm_tier *t)
{
        free(t->reason);
        free(t->note_line);
        free(t->rig_words);
        free(t->rig_fix);
        scenario_free(&t->sc);
        produce_free(&t->p);
        consume_free(&t->c);
        for (int id = 0; id < KP_M__COUNT; id++)
                mb_cell_free(&t->metric[id]);
        mb_cell_free(&t->s_rate);
        mb_cell_free(&t->s_p95);
        mb_cell_free(&t->s_service_p95);
        mb_cell_free(&t->s_fetch_rate);
        mb_cell_free(&t->s_completeness);
        search_free(&t->search);
        drain_free(&t->drain);
        free(t->events);
        mb_rows_free(&t->p_rows);
        mb_rows_free(&t->c_rows);
        if (t->e2e_chart)
                mb_chart_free(t->e2e_chart);
        free(t->e2e_chart);
}
