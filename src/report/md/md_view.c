/* The Markdown view (report/md/md_view.h): the report model's fields as
 * template keys, by the tables of md_fields.h, one per model struct. */

#include "report/md/md_view.h"

#include <string.h>

#include "report/md/md_fields.h"

#define ROW(T, base) ((const T *)(base))

/* One boolean per status word, so that a translated template can word
 * each status itself. */
static void status_is(kp_vb *b, cJSON *o, const kp_vf *f, const void *base,
                      const kp_vf_at *at)
{
        static const char *const words[] = { "pending",     "running",
                                             "complete",    "incomplete",
                                             "interrupted", "failed" };
        const char *status =
            *(const char *const *)(const void *)((const char *)base + f->off);
        cJSON *x = put_obj(b, o, f->key);
        (void)at;
        for (size_t i = 0; i < KP_ARRAY_LEN(words); i++)
                put_bool(b, x, words[i], status && !strcmp(status, words[i]));
}

static void lang_tag(kp_vb *b, cJSON *o, const kp_vf *f, const void *base,
                     const kp_vf_at *at)
{
        (void)base;
        put_str(b, o, f->key, kp_lang_tag(at->m->lang));
}

/* A table's column marks (kp_rm_sweep.col_mark): one key per column,
 * "not judged" or "". */
static void col_marks(kp_vb *b, cJSON *o, const kp_vf *f, const void *base,
                      const kp_vf_at *at)
{
        static const char *const key[KP_RM__COLS] = {
                "rate",    "mib_per_sec", "p50",        "p95",
                "p99",     "service_p95", "fetch_rate", "errors",
                "e2e_p95", "completeness"
        };
        const char *const *mark =
            (const char *const *)(const void *)((const char *)base + f->off);
        cJSON *x = put_obj(b, o, f->key);
        (void)at;
        for (int k = 0; x && k < KP_RM__COLS; k++)
                put_str(b, x, key[k], mark[k]);
}

/* ---- the run and its verdict ------------------------------------------ */

static void checks_other(kp_vb *b, cJSON *o, const kp_vf *f, const void *base,
                         const kp_vf_at *at)
{
        const kp_rmodel *m = base;
        (void)at;
        put_num(b, o, f->key,
                (double)(m->n_checks - m->checks_passed - m->checks_failed));
}

static const kp_vf labels_view[] = {
        VF_S("consume_rate", kp_rmodel, labels.consume_rate),
        VF_S("consume_mibps", kp_rmodel, labels.consume_mibps),
        VF_S("fetch_rate", kp_rmodel, labels.fetch_rate),
        VF_S("fetch_mibps", kp_rmodel, labels.fetch_mibps), VF_END
};

static const kp_vf plan_view[] = { VF_S("name", kp_rmodel, plan_name),
                                   VF_S("title", kp_rmodel, plan_title),
                                   VF_S("description", kp_rmodel,
                                        plan_description),
                                   VF_S("path", kp_rmodel, plan_path),
                                   VF_S("sha256", kp_rmodel, plan_sha256),
                                   VF_N("tiers", kp_rmodel, n_tiers),
                                   VF_C("messages", kp_rmodel, plan_messages),
                                   VF_END };

static const kp_vf run_view[] = {
        VF_S("id", kp_rmodel, run_id),
        VF_S("start", kp_rmodel, run_start),
        VF_S("finish", kp_rmodel, run_finish),
        VF_S("start_iso", kp_rmodel, run_start_iso),
        VF_S("finish_iso", kp_rmodel, run_finish_iso),
        VF_S("duration", kp_rmodel, run_duration),
        VF_S("status", kp_rmodel, run_status),
        VF_S("status_reason", kp_rmodel, run_status_reason),
        VF_FN("status_is", kp_rmodel, run_status, status_is),
        VF_END
};

static const kp_vf verdict_view[] = {
        VF_S("text", kp_rmodel, verdict_text),
        VF_S("reason", kp_rmodel, verdict_reason),
        VF_S("headline", kp_rmodel, headline),
        VF_IS("pass", kp_rmodel, verdict, KP_PASS),
        VF_IS("fail", kp_rmodel, verdict, KP_FAIL),
        VF_IS("incomplete", kp_rmodel, verdict, KP_INCOMPLETE),
        VF_IS("inconclusive", kp_rmodel, verdict, KP_INCONCLUSIVE),
        VF_S("fix", kp_rmodel, verdict_fix),
        VF_S("signed_for", kp_rmodel, signed_for),
        VF_S("stored", kp_rmodel, verdict_stored),
        VF_N("tiers_inconclusive", kp_rmodel, tiers_inconclusive),
        VF_B("cluster_shown", kp_rmodel, cluster_cause_shown),
        VF_S("evidence", kp_rmodel, evidence_note),
        VF_N("tiers_total", kp_rmodel, n_tiers),
        VF_N("tiers_passed", kp_rmodel, tiers_passed),
        VF_N("tiers_failed", kp_rmodel, tiers_failed),
        VF_N("tiers_incomplete", kp_rmodel, tiers_incomplete),
        VF_N("checks_total", kp_rmodel, n_checks),
        VF_N("checks_passed", kp_rmodel, checks_passed),
        VF_N("checks_failed", kp_rmodel, checks_failed),
        VF_FN("checks_other", kp_rmodel, n_checks, checks_other),
        VF_ANY("has_failed_tiers", kp_rmodel, tiers_failed),
        VF_ANY("has_incomplete_tiers", kp_rmodel, tiers_incomplete),
        VF_B("capacity_short", kp_rmodel, capacity_short),
        VF_B("aborted", kp_rmodel, aborted),
        VF_END
};

static const kp_vf event_view[] = { VF_S("tier", kp_rm_event_line, tier),
                                    VF_S("text", kp_rm_event_line, text),
                                    VF_N("count", kp_rm_event_line, count),
                                    VF_END };

/* ---- the plan's tiers as planned, and as they ran ---------------------- */

static const kp_vf scenario_view[] = {
        VF_STOP_NULL(kp_rm_tier, sc.messages.text), /* no plan tier */
        VF_POS("index"),
        VF_S("name", kp_rm_tier, name),
        VF_S("topic", kp_rm_tier, sc.topic),
        VF_C("messages", kp_rm_tier, sc.messages),
        VF_B("unlimited", kp_rm_tier, sc.unlimited),
        VF_C("rate", kp_rm_tier, sc.rate),
        VF_C("record_size", kp_rm_tier, sc.record_size),
        VF_S("payload_file", kp_rm_tier, sc.payload_file),
        VF_B("has_warmup", kp_rm_tier, sc.has_warmup),
        VF_S("warmup_messages", kp_rm_tier, sc.warmup_messages),
        VF_S("warmup_time", kp_rm_tier, sc.warmup_time),
        VF_N("producers", kp_rm_tier, sc.producers),
        VF_S("producer_settings", kp_rm_tier, sc.producer.summary),
        VF_B("consume", kp_rm_tier, sc.consume),
        VF_N("consumers", kp_rm_tier, sc.consumers),
        VF_S("consumer_settings", kp_rm_tier, sc.consumer.summary),
        VF_S("partitions", kp_rm_tier, sc.partitions_text),
        VF_B("rf_default", kp_rm_tier, sc.rf_default),
        VF_S("replication_factor", kp_rm_tier, sc.rf_text),
        VF_S("interval", kp_rm_tier, sc.interval),
        VF_S("sweep", kp_rm_tier, sc.sweep),
        VF_S("sweep_group", kp_rm_tier, sc.sweep_group),
        VF_S("parallel_group", kp_rm_tier, sc.parallel_group),
        VF_END
};

static const kp_vf latency_view[] = { VF_B("measured", kp_rm_latency, measured),
                                      VF_C("count", kp_rm_latency, count),
                                      VF_C("min", kp_rm_latency, min),
                                      VF_C("avg", kp_rm_latency, avg),
                                      VF_C("p50", kp_rm_latency, p50),
                                      VF_C("p95", kp_rm_latency, p95),
                                      VF_C("p99", kp_rm_latency, p99),
                                      VF_C("p999", kp_rm_latency, p999),
                                      VF_C("max", kp_rm_latency, max),
                                      VF_C("stddev", kp_rm_latency, stddev),
                                      VF_END };

/* The brokers' own account of a request beside the client's round trip
 * (model_client.c): present only where the plan asked Prometheus. A part
 * is present where its broker has a series. */
static void part_present(kp_vb *b, cJSON *o, const kp_vf *f, const void *base,
                         const kp_vf_at *at)
{
        const kp_rm_side_part *p = base;
        (void)at;
        put_bool(b, o, f->key, p->mean.text && *p->mean.text);
}

static const kp_vf side_part_view[] = {
        VF_FN("present", kp_rm_side_part, mean, part_present),
        VF_C("mean", kp_rm_side_part, mean), VF_C("max", kp_rm_side_part, max),
        VF_END
};

static const kp_vf side_row_view[] = {
        VF_C("broker", kp_rm_side_row, broker),
        VF_S("label", kp_rm_side_row, label),
        VF_C("rtt_p95", kp_rm_side_row, rtt_p95),
        VF_ARRAY("parts", kp_rm_side_row, parts, kp_rm_side_part,
                 side_part_view),
        VF_C("sum", kp_rm_side_row, sum),
        VF_C("throttle", kp_rm_side_row, throttle),
        VF_END
};

static const kp_vf side_view[] = { VF_B("asked", kp_rm_side, asked),
                                   VF_B("available", kp_rm_side, available),
                                   VF_S("unavailable", kp_rm_side, unavailable),
                                   VF_B("has_throttle", kp_rm_side,
                                        has_throttle),
                                   VF_S("words", kp_rm_side, words),
                                   VF_S("note", kp_rm_side, note),
                                   VF_LIST("rows", kp_rm_side, rows, n_rows,
                                           kp_rm_side_row, side_row_view),
                                   VF_END };

static const kp_vf stage_view[] = { VF_S("name", kp_rm_stage, name),
                                    VF_C("mean", kp_rm_stage, mean),
                                    VF_C("p95", kp_rm_stage, p95),
                                    VF_C("p95s_mean", kp_rm_stage, p95s_mean),
                                    VF_C("p95s_high", kp_rm_stage, p95s_high),
                                    VF_END };

static const kp_vf client_broker_view[] = {
        VF_C("id", kp_rm_client_broker, id),
        VF_C("requests", kp_rm_client_broker, requests),
        VF_C("rtt_p95s_mean", kp_rm_client_broker, rtt_p95s_mean),
        VF_C("rtt_max", kp_rm_client_broker, rtt_max),
        VF_C("throttle", kp_rm_client_broker, throttle),
        VF_C("in_flight", kp_rm_client_broker, in_flight),
        VF_END
};

/* Where a phase's time went, one entry per load host (model_client.c). */
static const kp_vf time_view[] = {
        VF_S("source", kp_rm_time, source),
        VF_B("named", kp_rm_time, named),
        VF_B("recorded", kp_rm_time, recorded),
        VF_ROWS("stages", kp_rm_time, stages, n_stages, kp_rm_stage,
                stage_view),
        VF_C("before_share", kp_rm_time, before_share),
        VF_C("cpu", kp_rm_time, cpu),
        VF_C("cpu_thread", kp_rm_time, cpu_thread),
        VF_S("thread", kp_rm_time, thread),
        VF_C("cpu_wait", kp_rm_time, cpu_wait),
        VF_C("msgs_per_batch", kp_rm_time, msgs_per_batch),
        VF_C("in_flight", kp_rm_time, in_flight),
        VF_C("in_flight_limit", kp_rm_time, in_flight_limit),
        VF_C("waiting", kp_rm_time, waiting),
        VF_C("queue_full", kp_rm_time, queue_full),
        VF_C("fetchq", kp_rm_time, fetchq),
        VF_C("lag", kp_rm_time, lag),
        VF_C("samples", kp_rm_time, samples),
        VF_ANY("has_brokers", kp_rm_time, n_brokers),
        VF_LIST("brokers", kp_rm_time, brokers, n_brokers, kp_rm_client_broker,
                client_broker_view),
        VF_OBJ("side", kp_rm_time, side, kp_rm_side, side_view),
        VF_CHART("chart_time", kp_rm_time, chart_time),
        VF_CHART("chart_cpu", kp_rm_time, chart_cpu),
        VF_END
};

/* The produce errors: a code and its count a row. */
static void produce_errors(kp_vb *b, cJSON *o, const kp_vf *f, const void *base,
                           const kp_vf_at *at)
{
        const kp_rm_produce *p = &ROW(kp_rm_tier, base)->p;
        cJSON *errs = put_arr(b, o, f->key);
        (void)at;
        for (size_t k = 0; errs && k < p->n_errors; k++) {
                cJSON *e = push_obj(b, errs);
                put_str(b, e, "code", p->error_codes[k]);
                kp_vf_cell(b, e, "count", &p->error_counts[k]);
        }
}

static const kp_vf produce_view[] = {
        VF_S("tier", kp_rm_tier, name),
        VF_S("started", kp_rm_tier, p.started),
        VF_C("sent", kp_rm_tier, p.sent),
        VF_C("delivered", kp_rm_tier, p.delivered),
        VF_C("failed", kp_rm_tier, p.failed),
        VF_C("undelivered", kp_rm_tier, p.undelivered),
        VF_C("warmup", kp_rm_tier, p.warmup),
        VF_C("measured", kp_rm_tier, p.measured),
        VF_B("counts_reconcile", kp_rm_tier, p.counts_reconcile),
        VF_C("mib", kp_rm_tier, p.mib),
        VF_B("unlimited", kp_rm_tier, p.unlimited),
        VF_C("target_rate", kp_rm_tier, p.target_rate),
        VF_C("achieved_rate", kp_rm_tier, p.achieved_rate),
        VF_C("ratio", kp_rm_tier, p.ratio),
        VF_C("mib_per_sec", kp_rm_tier, p.mib_per_sec),
        VF_C("duration", kp_rm_tier, p.duration),
        VF_C("total", kp_rm_tier, p.total),
        VF_OBJ("latency", kp_rm_tier, p.latency, kp_rm_latency, latency_view),
        VF_OBJ("service", kp_rm_tier, p.service, kp_rm_latency, latency_view),
        VF_ANY("has_errors", kp_rm_tier, p.n_errors),
        VF_FN("errors", kp_rm_tier, p.error_codes, produce_errors),
        VF_B("has_time", kp_rm_tier, p_has_time),
        VF_S("limit", kp_rm_tier, p_limit),
        VF_B("limit_client", kp_rm_tier, p_limit_client),
        VF_S("limit_kind", kp_rm_tier, p_limit_kind),
        VF_LIST("time", kp_rm_tier, p_time, n_p_time, kp_rm_time, time_view),
        VF_END
};

static const kp_vf consume_view[] = {
        VF_S("tier", kp_rm_tier, name),
        VF_S("started", kp_rm_tier, c.started),
        VF_N("consumers", kp_rm_tier, c.consumers),
        VF_C("expected", kp_rm_tier, c.expected),
        VF_C("messages", kp_rm_tier, c.messages),
        VF_C("mib", kp_rm_tier, c.mib),
        VF_C("mib_per_sec", kp_rm_tier, c.mib_per_sec),
        VF_C("msgs_per_sec", kp_rm_tier, c.msgs_per_sec),
        VF_C("duration", kp_rm_tier, c.duration),
        VF_C("join_ms", kp_rm_tier, c.join_ms),
        VF_C("fetch_time", kp_rm_tier, c.fetch_time),
        VF_C("fetch_mib_per_sec", kp_rm_tier, c.fetch_mib_per_sec),
        VF_C("fetch_msgs_per_sec", kp_rm_tier, c.fetch_msgs_per_sec),
        VF_OBJ("e2e", kp_rm_tier, c.e2e, kp_rm_latency, latency_view),
        VF_S("mode", kp_rm_tier, c.mode),
        VF_B("during", kp_rm_tier, c.during),
        VF_C("completeness", kp_rm_tier, c.completeness),
        VF_C("missing", kp_rm_tier, c.missing),
        VF_B("identity", kp_rm_tier, c.identity),
        VF_C("lost", kp_rm_tier, c.lost),
        VF_C("duplicates", kp_rm_tier, c.duplicates),
        VF_C("unacked_read", kp_rm_tier, c.unacked_read),
        VF_C("distinct", kp_rm_tier, c.distinct),
        VF_B("timed_out", kp_rm_tier, c.timed_out),
        VF_B("stopped", kp_rm_tier, c.stopped),
        VF_B("complete", kp_rm_tier, c.complete),
        VF_N("clock_hosts", kp_rm_tier, c.clock_hosts),
        VF_B("clock_skewed", kp_rm_tier, c.clock_skewed),
        VF_C("clock_skew_ms", kp_rm_tier, c.clock_skew_ms),
        VF_S("clock_share", kp_rm_tier, c.clock_share),
        VF_B("has_time", kp_rm_tier, c_has_time),
        VF_S("limit", kp_rm_tier, c_limit),
        VF_B("limit_client", kp_rm_tier, c_limit_client),
        VF_S("limit_kind", kp_rm_tier, c_limit_kind),
        VF_LIST("time", kp_rm_tier, c_time, n_c_time, kp_rm_time, time_view),
        VF_END
};

/* ---- criteria and checks ------------------------------------------------ */

static const kp_vf check_view[] = {
        VF_N("index", kp_rm_check, index),
        VF_S("tier", kp_rm_check, tier),
        VF_S("metric", kp_rm_check, metric),
        VF_S("words", kp_rm_check, words),
        VF_S("definition", kp_rm_check, definition),
        VF_S("unit", kp_rm_check, unit),
        VF_S("op", kp_rm_check, op),
        VF_S("op_symbol", kp_rm_check, op_symbol),
        VF_S("op_words", kp_rm_check, op_words),
        VF_C("threshold", kp_rm_check, threshold),
        VF_B("has_value", kp_rm_check, has_value),
        VF_C("value", kp_rm_check, value),
        VF_C("margin", kp_rm_check, margin),
        VF_C("margin_pct", kp_rm_check, margin_pct),
        VF_S("margin_words", kp_rm_check, margin_words),
        VF_S("margin_abs", kp_rm_check, margin_abs),
        VF_S("margin_pct_abs", kp_rm_check, margin_pct_abs),
        VF_IS("margin_spare", kp_rm_check, margin_side, KP_RM_MARGIN_SPARE),
        VF_IS("margin_at", kp_rm_check, margin_side, KP_RM_MARGIN_AT),
        VF_IS("margin_over", kp_rm_check, margin_side, KP_RM_MARGIN_OVER),
        VF_IS("margin_under", kp_rm_check, margin_side, KP_RM_MARGIN_UNDER),
        VF_S("verdict", kp_rm_check, verdict_text),
        VF_IS("pass", kp_rm_check, verdict, KP_PASS),
        VF_IS("fail", kp_rm_check, verdict, KP_FAIL),
        VF_IS("incomplete", kp_rm_check, verdict, KP_INCOMPLETE),
        VF_IS("na", kp_rm_check, verdict, KP_NA),
        VF_S("note", kp_rm_check, note),
        VF_B("na_unlimited", kp_rm_check, na_unlimited),
        VF_END
};

/* Checks picked by their index into the model's checks. */
static void put_picked(kp_vb *b, cJSON *a, const kp_rmodel *m,
                       const size_t *pick, size_t n)
{
        for (size_t i = 0; a && i < n; i++)
                kp_vf_put(b, push_obj(b, a), check_view, &m->checks[pick[i]],
                          &(kp_vf_at){ m, i + 1 });
}

static void failed_checks(kp_vb *b, cJSON *o, const kp_vf *f, const void *base,
                          const kp_vf_at *at)
{
        const kp_rmodel *m = base;
        put_picked(b, put_arr(b, o, f->key), at->m, m->failed_checks,
                   m->n_failed_checks);
}

static const kp_vf criterion_view[] = {
        VF_N("index", kp_rm_criterion, index),
        VF_S("metric", kp_rm_criterion, metric),
        VF_S("words", kp_rm_criterion, words),
        VF_S("definition", kp_rm_criterion, definition),
        VF_S("unit", kp_rm_criterion, unit),
        VF_S("op", kp_rm_criterion, op),
        VF_S("op_symbol", kp_rm_criterion, op_symbol),
        VF_S("op_words", kp_rm_criterion, op_words),
        VF_C("threshold", kp_rm_criterion, threshold),
        VF_B("all_tiers", kp_rm_criterion, all_tiers),
        VF_S("tiers", kp_rm_criterion, tiers),
        VF_B("aggregate", kp_rm_criterion, aggregate),
        VF_END
};

/* A tier without a rate is shown as unlimited. */
static void tier_unlimited(kp_vb *b, cJSON *o, const kp_vf *f, const void *base,
                           const kp_vf_at *at)
{
        const kp_rm_tier *t = base;
        (void)at;
        put_bool(b, o, f->key, !t->sc.rate.text || t->sc.unlimited);
}

static void tier_rate(kp_vb *b, cJSON *o, const kp_vf *f, const void *base,
                      const kp_vf_at *at)
{
        const kp_rm_tier *t = base;
        (void)at;
        put_str(b, o, f->key, t->sc.rate.text ? t->sc.rate.text : "unlimited");
}

static const kp_vf tier_view[] = {
        VF_S("name", kp_rm_tier, name),
        VF_S("status", kp_rm_tier, status),
        VF_S("status_text", kp_rm_tier, status_text),
        VF_FN("status_is", kp_rm_tier, status, status_is),
        VF_S("reason", kp_rm_tier, reason),
        VF_VERDICT(kp_rm_tier, verdict, verdict_text),
        VF_B("below_peak", kp_rm_tier, below_peak),
        VF_FN("unlimited", kp_rm_tier, sc.unlimited, tier_unlimited),
        VF_FN("rate", kp_rm_tier, sc.rate, tier_rate),
        VF_S("note", kp_rm_tier, note),
        VF_N("checks", kp_rm_tier, checks),
        VF_N("checks_failed", kp_rm_tier, checks_failed),
        VF_END
};

/* The tiers the evaluation judged. */
static void tiers(kp_vb *b, cJSON *o, const kp_vf *f, const void *base,
                  const kp_vf_at *at)
{
        const kp_rmodel *m = base;
        cJSON *a = put_arr(b, o, f->key);
        for (size_t i = 0; a && i < m->n_tiers && i < m->e->n_tiers; i++)
                kp_vf_put(b, push_obj(b, a), tier_view, &m->tiers[i],
                          &(kp_vf_at){ at->m, i + 1 });
}

/* ---- capacity searches and backlog drains ------------------------------ */

static const kp_vf trial_view[] = { VF_S("label", kp_rm_trial, label),
                                    VF_S("kind", kp_rm_trial, kind_text),
                                    VF_C("rate", kp_rm_trial, rate),
                                    VF_C("achieved", kp_rm_trial, achieved),
                                    VF_C("p50", kp_rm_trial, p50),
                                    VF_C("p95", kp_rm_trial, p95),
                                    VF_C("p99", kp_rm_trial, p99),
                                    VF_C("service_p95", kp_rm_trial,
                                         service_p95),
                                    VF_C("errors", kp_rm_trial, errors),
                                    VF_B("pass", kp_rm_trial, pass),
                                    VF_S("verdict", kp_rm_trial, verdict_text),
                                    VF_S("why", kp_rm_trial, why),
                                    VF_ANY("repeat", kp_rm_trial, repeat_of),
                                    VF_END };

static const kp_vf search_view[] = {
        VF_S("tier", kp_rm_tier, name),
        VF_C("from", kp_rm_tier, search.from),
        VF_C("to", kp_rm_tier, search.to),
        VF_C("found", kp_rm_tier, search.found),
        VF_C("sustained", kp_rm_tier, search.sustained),
        VF_B("has_found", kp_rm_tier, search.has_found),
        VF_B("has_sustained", kp_rm_tier, search.has_sustained),
        VF_B("at_bound", kp_rm_tier, search.at_bound),
        VF_B("soaked", kp_rm_tier, search.soaked),
        VF_S("trial_length", kp_rm_tier, search.trial_length),
        VF_S("soak_length", kp_rm_tier, search.soak_length),
        VF_S("criteria", kp_rm_tier, search.criteria),
        VF_S("judged_by", kp_rm_tier, search.judged_by),
        VF_S("note", kp_rm_tier, search.note),
        VF_B("warmed", kp_rm_tier, search.warmed),
        VF_S("warmup_text", kp_rm_tier, search.warmup_text),
        VF_B("repeated", kp_rm_tier, search.repeated),
        VF_B("repeat_passed", kp_rm_tier, search.repeat_passed),
        VF_S("repeat_text", kp_rm_tier, search.repeat_text),
        VF_LIST("trials", kp_rm_tier, search.trials, search.n_trials,
                kp_rm_trial, trial_view),
        VF_CHART("chart_latency", kp_rm_tier, search.chart_knee),
        VF_CHART("chart_rates", kp_rm_tier, search.chart_rates),
        VF_END
};

static const kp_vf drain_view[] = {
        VF_S("tier", kp_rm_tier, name),
        VF_B("drained", kp_rm_tier, drain.drained),
        VF_B("producers_stopped", kp_rm_tier, drain.producers_stopped),
        VF_C("pause", kp_rm_tier, drain.pause),
        VF_C("start_delay", kp_rm_tier, drain.start_delay),
        VF_C("caught_up", kp_rm_tier, drain.caught_up),
        VF_C("catch_up", kp_rm_tier, drain.catch_up),
        VF_C("rate", kp_rm_tier, drain.rate),
        VF_C("messages", kp_rm_tier, drain.messages),
        VF_END
};

/* ---- the target and what it takes -------------------------------------- */

static const kp_vf target_view[] = {
        VF_C("messages", kp_rm_extrap, t_messages),
        VF_C("window", kp_rm_extrap, t_window),
        VF_C("peak_factor", kp_rm_extrap, t_peak_factor),
        VF_C("record_size", kp_rm_extrap, t_record_size),
        VF_N("replication_factor", kp_rm_extrap, t_replication_factor),
        VF_C("retention", kp_rm_extrap, t_retention),
        VF_C("storage_overhead", kp_rm_extrap, t_storage_overhead),
        VF_END
};

static const kp_vf trend_view[] = {
        VF_S("metric", kp_rm_trend, metric),
        VF_S("unit", kp_rm_trend, unit),
        VF_N("points", kp_rm_trend, points),
        VF_N("intercept", kp_rm_trend, intercept),
        VF_N("slope", kp_rm_trend, slope),
        VF_S("fit", kp_rm_trend, fit),
        VF_C("r2", kp_rm_trend, r2),
        VF_C("projected", kp_rm_trend, projected),
        VF_B("has_threshold", kp_rm_trend, has_threshold),
        VF_S("criterion", kp_rm_trend, criterion),
        VF_B("crosses", kp_rm_trend, crosses),
        VF_B("few_points", kp_rm_trend, few_points),
        VF_B("weak", kp_rm_trend, weak),
        VF_B("below_zero", kp_rm_trend, below_zero),
        VF_B("points_fail", kp_rm_trend, points_fail),
        VF_S("verdict", kp_rm_trend, verdict),
        VF_END
};

static const kp_vf sizing_view[] = {
        VF_S("name", kp_rm_sizing_row, name),
        VF_B("first", kp_rm_sizing_row, first),
        VF_S("capacity", kp_rm_sizing_row, capacity),
        VF_S("fit", kp_rm_sizing_row, fit),
        VF_S("r2", kp_rm_sizing_row, r2),
        VF_S("error", kp_rm_sizing_row, error),
        VF_S("threshold", kp_rm_sizing_row, threshold),
        VF_S("ceiling", kp_rm_sizing_row, ceiling),
        VF_S("note", kp_rm_sizing_row, note),
        VF_END
};

static const kp_vf extrapolation_view[] = {
        VF_B("present", kp_rm_extrap, present),
        VF_C("required_avg_rate", kp_rm_extrap, required_avg_rate),
        VF_C("required_peak_rate", kp_rm_extrap, required_peak_rate),
        VF_C("sustainable_rate", kp_rm_extrap, sustainable_rate),
        VF_S("sustainable_tier", kp_rm_extrap, sustainable_tier),
        VF_B("sustainable_lower_bound", kp_rm_extrap, sustainable_lower_bound),
        VF_C("headroom", kp_rm_extrap, headroom),
        VF_S("headroom_number", kp_rm_extrap, headroom_number),
        VF_S("headroom_words", kp_rm_extrap, headroom_words),
        VF_B("headroom_ok", kp_rm_extrap, headroom_ok),
        VF_C("consume_rate", kp_rm_extrap, consume_rate),
        VF_S("consume_tier", kp_rm_extrap, consume_tier),
        VF_S("consume_rate_words", kp_rm_extrap, consume_rate_words),
        VF_C("ingest_time", kp_rm_extrap, ingest_time),
        VF_C("drain_time", kp_rm_extrap, drain_time),
        VF_C("storage", kp_rm_extrap, storage),
        VF_C("storage_with_overhead", kp_rm_extrap, storage_with_overhead),
        VF_LIST("trends", kp_rm_extrap, trends, n_trends, kp_rm_trend,
                trend_view),
        VF_B("trends_few_points", kp_rm_extrap, trends_few_points),
        VF_S("capacity_kind", kp_rm_extrap, capacity_kind),
        VF_S("capacity_words", kp_rm_extrap, capacity_words),
        VF_B("cap_sustained", kp_rm_extrap, cap_sustained),
        VF_B("cap_trials", kp_rm_extrap, cap_trials),
        VF_B("cap_fixed", kp_rm_extrap, cap_fixed),
        VF_B("cap_none", kp_rm_extrap, cap_none),
        VF_C("burst_rate", kp_rm_extrap, burst_rate),
        VF_S("burst_tier", kp_rm_extrap, burst_tier),
        VF_B("has_burst", kp_rm_extrap, has_burst),
        VF_C("drain_rate", kp_rm_extrap, drain_rate),
        VF_S("drain_tier", kp_rm_extrap, drain_tier),
        VF_B("has_drain", kp_rm_extrap, has_drain),
        VF_C("outage", kp_rm_extrap, outage),
        VF_C("outage_catch_up", kp_rm_extrap, outage_catch_up),
        VF_B("outage_never", kp_rm_extrap, outage_never),
        VF_C("partitions_needed", kp_rm_extrap, partitions_needed),
        VF_C("partition_rate", kp_rm_extrap, partition_rate),
        VF_B("has_partitions", kp_rm_extrap, has_partitions),
        VF_N("capacity_partitions", kp_rm_extrap, capacity_partitions),
        VF_N("brokers", kp_rm_extrap, brokers),
        VF_B("has_brokers", kp_rm_extrap, has_brokers),
        VF_S("brokers_text", kp_rm_extrap, brokers_text),
        VF_C("network_in", kp_rm_extrap, net_in),
        VF_C("network_out", kp_rm_extrap, net_out),
        VF_C("storage_per_broker", kp_rm_extrap, storage_per_broker),
        VF_STRS("assumptions", kp_rm_extrap, assumptions, n_assumptions),
        VF_STRS("risks", kp_rm_extrap, risks, n_risks),
        VF_B("has_sizing", kp_rm_extrap, has_sizing),
        VF_S_SET("sizing_sentence", kp_rm_extrap, sizing_sentence),
        VF_S_SET("sizing_basis", kp_rm_extrap, sizing_basis),
        VF_S_SET("sizing_measured", kp_rm_extrap, sizing_measured),
        VF_LIST("sizing", kp_rm_extrap, sizing_rows, n_sizing_rows,
                kp_rm_sizing_row, sizing_view),
        VF_END
};

/* ---- the environment ---------------------------------------------------- */

static const kp_vf host_row_view[] = {
        VF_S("name", kp_rm_host, name),   VF_N("count", kp_rm_host, count),
        VF_S("cores", kp_rm_host, cores), VF_S("memory", kp_rm_host, memory),
        VF_S("disks", kp_rm_host, disks), VF_S("os", kp_rm_host, os),
        VF_S("kafka", kp_rm_host, kafka), VF_END
};

static const kp_vf setting_view[] = { VF_S("name", kp_rm_setting, name),
                                      VF_S("value", kp_rm_setting, value),
                                      VF_S("about", kp_rm_setting, about),
                                      VF_END };

static const kp_vf broker_view[] = { VF_S("id", kp_rm_broker, id),
                                     VF_S("host", kp_rm_broker, host),
                                     VF_S("port", kp_rm_broker, port),
                                     VF_S("address", kp_rm_broker, address),
                                     VF_B("controller", kp_rm_broker,
                                          controller),
                                     VF_END };

static const kp_vf cluster_view[] = {
        VF_B("embedded", kp_rm_env, embedded),
        VF_S("bootstrap", kp_rm_env, bootstrap),
        VF_S("cluster_id", kp_rm_env, cluster_id),
        VF_S("controller", kp_rm_env, controller),
        VF_S("broker_version", kp_rm_env, broker_version),
        VF_S("kafka_release", kp_rm_env, kafka_release),
        VF_S("kafka_release_line", kp_rm_env, kafka_release_line),
        VF_S("kafka_release_basis", kp_rm_env, kafka_release_basis),
        VF_ANY("has_hosts", kp_rm_env, n_hosts),
        VF_N("declared_hosts", kp_rm_env, declared_hosts),
        VF_LIST("hosts", kp_rm_env, hosts, n_hosts, kp_rm_host, host_row_view),
        VF_S("declared_kafka", kp_rm_env, declared_kafka),
        VF_B("release_disagrees", kp_rm_env, release_disagrees),
        VF_S("release_note", kp_rm_env, release_note),
        VF_S("hosts_note", kp_rm_env, hosts_note),
        VF_ANY("has_broker_settings", kp_rm_env, n_broker_settings),
        VF_S("broker_settings_from", kp_rm_env, broker_settings_from),
        VF_LIST("broker_settings", kp_rm_env, broker_settings,
                n_broker_settings, kp_rm_setting, setting_view),
        VF_S("api_versions", kp_rm_env, api_versions),
        VF_N("broker_count", kp_rm_env, n_brokers),
        VF_ANY("has_brokers", kp_rm_env, n_brokers),
        VF_LIST("brokers", kp_rm_env, brokers, n_brokers, kp_rm_broker,
                broker_view),
        VF_END
};

static const kp_vf partition_view[] = {
        VF_S("partition", kp_rm_partition, partition),
        VF_S("leader", kp_rm_partition, leader),
        VF_S("replicas", kp_rm_partition, replicas),
        VF_S("isr", kp_rm_partition, isr),
        VF_B("under_replicated", kp_rm_partition, under_replicated),
        VF_END
};

static const kp_vf topic_view[] = {
        VF_S("name", kp_rm_topic, name),
        VF_N("partitions", kp_rm_topic, partitions),
        VF_N("replication_factor", kp_rm_topic, replication_factor),
        VF_B("created", kp_rm_topic, created),
        VF_ANY("has_config", kp_rm_topic, config.n),
        VF_KV("config", kp_rm_topic, config),
        VF_S("config_text", kp_rm_topic, config.summary),
        VF_ANY("has_layout", kp_rm_topic, n_layout),
        VF_LIST("layout", kp_rm_topic, layout, n_layout, kp_rm_partition,
                partition_view),
        VF_END
};

static const kp_vf client_setting_view[] = {
        VF_S("clients", kp_rm_client_setting, clients),
        VF_S("key", kp_rm_client_setting, key),
        VF_S("value", kp_rm_client_setting, value),
        VF_S("rd_default", kp_rm_client_setting, rd_default),
        VF_S("why", kp_rm_client_setting, why),
        VF_S("why_code", kp_rm_client_setting, why_code),
        VF_B("kplan", kp_rm_client_setting, kplan),
        VF_S("tiers", kp_rm_client_setting, tiers),
        VF_END
};

static const kp_vf load_host_view[] = {
        VF_S("hostname", kp_rm_env, hostname),   VF_S("os", kp_rm_env, os),
        VF_S("cpu_model", kp_rm_env, cpu_model), VF_N("cpus", kp_rm_env, cpus),
        VF_C("memory", kp_rm_env, memory),       VF_END
};

static const kp_vf agent_view[] = {
        VF_S("name", kp_rm_agent, name),
        VF_S("host", kp_rm_agent, host),
        VF_S("kplan_version", kp_rm_agent, kplan_version),
        VF_S("librdkafka_version", kp_rm_agent, librdkafka_version),
        VF_C("clock_offset_ms", kp_rm_agent, clock_offset),
        VF_C("round_trip_ms", kp_rm_agent, round_trip),
        VF_S("lost", kp_rm_agent, lost),
        VF_END
};

static const kp_vf attempt_view[] = {
        VF_N("number", kp_rm_attempt, number),
        VF_S("started_at", kp_rm_attempt, started_at),
        VF_S("finished_at", kp_rm_attempt, finished_at),
        VF_S("ended", kp_rm_attempt, ended),
        VF_S("tiers", kp_rm_attempt, tiers),
        VF_S("cut", kp_rm_attempt, cut),
        VF_END
};

static const kp_vf environment_view[] = {
        VF_SELF("cluster", cluster_view),
        VF_LIST("topics", kp_rm_env, topics, n_topics, kp_rm_topic, topic_view),
        VF_STRS("warnings", kp_rm_env, warnings, n_warnings),
        VF_KV("client_config", kp_rm_env, client_config),
        VF_KV("producer_defaults", kp_rm_env, producer_defaults),
        VF_KV("consumer_defaults", kp_rm_env, consumer_defaults),
        VF_B("has_role_defaults", kp_rm_env, has_role_defaults),
        VF_S("client_defaults", kp_rm_env, client_defaults),
        VF_ANY("has_client_settings", kp_rm_env, n_client_settings),
        VF_B("client_settings_tiers", kp_rm_env, client_settings_tiers),
        VF_LIST("client_settings", kp_rm_env, client_settings,
                n_client_settings, kp_rm_client_setting, client_setting_view),
        VF_SELF("host", load_host_view),
        VF_S("kplan_version", kp_rm_env, kplan_version),
        VF_S("librdkafka_version", kp_rm_env, librdkafka_version),
        VF_S("command_line", kp_rm_env, command_line),
        VF_ANY("has_overrides", kp_rm_env, n_overrides),
        VF_STRS("overrides", kp_rm_env, overrides, n_overrides),
        VF_S("plan_path", kp_rm_env, plan_path),
        VF_S("plan_sha256", kp_rm_env, plan_sha256),
        VF_S("results_sha256", kp_rm_env, results_sha256),
        VF_S("rebuild_command", kp_rm_env, rebuild_command),
        VF_ANY("has_agents", kp_rm_env, n_agents),
        VF_C("max_skew_ms", kp_rm_env, max_skew),
        VF_C("skew_bound_ms", kp_rm_env, skew_bound),
        VF_LIST("agents", kp_rm_env, agents, n_agents, kp_rm_agent, agent_view),
        VF_ANY("has_attempts", kp_rm_env, n_attempts),
        VF_LIST("attempts", kp_rm_env, attempts, n_attempts, kp_rm_attempt,
                attempt_view),
        VF_END
};

/* ---- the sign-off -------------------------------------------------------- */

static const kp_vf approver_view[] = {
        VF_S("role", kp_rm_approver, role), VF_S("name", kp_rm_approver, name),
        VF_B("has_name", kp_rm_approver, has_name), VF_END
};

static const kp_vf signoff_view[] = {
        VF_S("prepared_by", kp_rm_signoff, prepared_by),
        VF_S("company", kp_rm_signoff, company),
        VF_S("decision_choices", kp_rm_signoff, choices),
        VF_S("conditions_note", kp_rm_signoff, conditions_note),
        VF_S("conditional", kp_rm_signoff, decisions[1]),
        VF_STRA("decisions", kp_rm_signoff, decisions),
        VF_LIST("approvers", kp_rm_signoff, approvers, n_approvers,
                kp_rm_approver, approver_view),
        VF_S("date", kp_rm_signoff, date),
        VF_S("meaning", kp_rm_signoff, meaning),
        VF_STRA("definitions", kp_rm_signoff, definitions),
        VF_END
};

/* ---- charts ---------------------------------------------------------------
 */

static const kp_vf chart_view[] = { VF_ALSO(kp_vf_chart_head),
                                    VF_S("kind", kp_rm_chart, kind_name),
                                    VF_END };

static const kp_vf chart_kind_view[] = {
        VF_S("tier_events", kp_rm_chart, tier_events), VF_END
};

static const kp_vf chart_is_view[] = {
        VF_B("first_of_tier", kp_rm_chart, first_of_tier),
        VF_IS("is_tiers_throughput", kp_rm_chart, kind, KP_CH_TIERS_RATE),
        VF_IS("is_tiers_latency", kp_rm_chart, kind, KP_CH_TIERS_P95),
        VF_IS("is_throughput", kp_rm_chart, kind, KP_CH_THROUGHPUT),
        VF_IS("is_latency", kp_rm_chart, kind, KP_CH_LATENCY),
        VF_IS("is_distribution", kp_rm_chart, kind, KP_CH_DISTRIBUTION),
        VF_END
};

/* The charts of the report's own section: sweep and search charts are
 * listed with their sweep and their search, the load client's with where
 * its tier's time went, the windows' with their criterion. */
static void charts(kp_vb *b, cJSON *v, const kp_vf *f, const void *base,
                   const kp_vf_at *at)
{
        const kp_rmodel *m = base;
        cJSON *a = put_arr(b, v, f->key);
        for (size_t i = 0; a && i < m->n_charts; i++) {
                const kp_rm_chart *c = &m->charts[i];
                int per_tier = c->kind == KP_CH_THROUGHPUT ||
                               c->kind == KP_CH_LATENCY ||
                               c->kind == KP_CH_DISTRIBUTION;
                cJSON *o;
                if (c->kind == KP_CH_SWEEP_RATE || c->kind == KP_CH_SWEEP_LAT ||
                    c->kind == KP_CH_SEARCH_KNEE ||
                    c->kind == KP_CH_SEARCH_RATES ||
                    c->kind == KP_CH_CLIENT_TIME ||
                    c->kind == KP_CH_CLIENT_CPU || c->kind == KP_CH_WINDOWS)
                        continue;
                o = push_obj(b, a);
                kp_vf_put(b, o, chart_view, c, at);
                put_str(b, o, "tier", per_tier ? m->tiers[c->tier].name : "");
                kp_vf_put(b, o, chart_kind_view, c, at);
                put_bool(b, o, "comparison", !per_tier);
                kp_vf_put(b, o, chart_is_view, c, at);
        }
}

/* ---- sweeps and parallel groups ----------------------------------------- */

static const kp_vf point_view[] = {
        VF_S("tier", kp_rm_point, tier),
        VF_S("value", kp_rm_point, value),
        VF_S("value2", kp_rm_point, value2),
        VF_S("label", kp_rm_point, label),
        VF_B("produced", kp_rm_point, produced),
        VF_B("consumed", kp_rm_point, consumed),
        VF_M("rate", kp_rm_point, rate),
        VF_M("mib_per_sec", kp_rm_point, mib_per_sec),
        VF_M("p50", kp_rm_point, p50),
        VF_M("p95", kp_rm_point, p95),
        VF_M("p99", kp_rm_point, p99),
        VF_M("service_p95", kp_rm_point, service_p95),
        VF_M("fetch_rate", kp_rm_point, fetch_rate),
        VF_M("errors", kp_rm_point, errors),
        VF_C("runs", kp_rm_point, runs),
        VF_B("ranged", kp_rm_point, ranged),
        VF_C("rate_min", kp_rm_point, rate_min),
        VF_C("rate_max", kp_rm_point, rate_max),
        VF_S("rate_range", kp_rm_point, rate_range),
        VF_C("rate_noise", kp_rm_point, rate_noise),
        VF_C("p95_min", kp_rm_point, p95_min),
        VF_C("p95_max", kp_rm_point, p95_max),
        VF_S("p95_range", kp_rm_point, p95_range),
        VF_C("p95_noise", kp_rm_point, p95_noise),
        VF_C("duration", kp_rm_point, duration),
        VF_B("short", kp_rm_point, short_run),
        VF_VERDICT(kp_rm_point, verdict, verdict_text),
        VF_B("best", kp_rm_point, best),
        VF_B("tied", kp_rm_point, tied),
        VF_END
};

static const kp_vf sweep_chart_view[] = {
        VF_ALSO(kp_vf_chart_head),
        VF_IS("is_throughput", kp_rm_chart, kind, KP_CH_SWEEP_RATE),
        VF_IS("is_latency", kp_rm_chart, kind, KP_CH_SWEEP_LAT), VF_END
};

static void sweep_charts(kp_vb *b, cJSON *o, const kp_vf *f, const void *base,
                         const kp_vf_at *at)
{
        const kp_rm_sweep *s = base;
        cJSON *ch = put_arr(b, o, f->key);
        for (size_t k = 0; ch && k < s->n_charts; k++)
                kp_vf_put(b, push_obj(b, ch), sweep_chart_view,
                          &at->m->charts[s->charts[k]], at);
}

static const kp_vf sweep_view[] = {
        VF_S("group", kp_rm_sweep, group),
        VF_S("param", kp_rm_sweep, param),
        VF_S("param2", kp_rm_sweep, param2),
        VF_B("grid", kp_rm_sweep, grid),
        VF_N("points_total", kp_rm_sweep, n_points),
        VF_S("goal", kp_rm_sweep, goal),
        VF_B("by_throughput", kp_rm_sweep, by_throughput),
        VF_IS("by_latency", kp_rm_sweep, by_throughput, 0),
        VF_B("has_best", kp_rm_sweep, has_best),
        VF_B("tie", kp_rm_sweep, tie),
        VF_N("runs", kp_rm_sweep, runs),
        VF_B("repeated", kp_rm_sweep, repeated),
        VF_C("noise_floor", kp_rm_sweep, noise_floor),
        VF_B("has_short", kp_rm_sweep, has_short),
        VF_C("short_limit", kp_rm_sweep, short_limit),
        VF_S("best", kp_rm_sweep, best),
        VF_S("best_label", kp_rm_sweep, best_label),
        VF_FN("marks", kp_rm_sweep, col_mark, col_marks),
        VF_LIST("points", kp_rm_sweep, points, n_points, kp_rm_point,
                point_view),
        VF_ANY("has_findings", kp_rm_sweep, n_findings),
        VF_STRS("findings", kp_rm_sweep, findings, n_findings),
        VF_FN("charts", kp_rm_sweep, charts, sweep_charts),
        VF_END
};

static const kp_vf group_row_view[] = {
        VF_S("name", kp_rm_group_row, name),
        VF_S("topic", kp_rm_group_row, topic),
        VF_S("status", kp_rm_group_row, status),
        VF_B("unlimited", kp_rm_group_row, unlimited),
        VF_C("target_rate", kp_rm_group_row, target_rate),
        VF_B("produced", kp_rm_group_row, produced),
        VF_M("rate", kp_rm_group_row, rate),
        VF_M("mib_per_sec", kp_rm_group_row, mib_per_sec),
        VF_M("p50", kp_rm_group_row, p50),
        VF_M("p95", kp_rm_group_row, p95),
        VF_M("p99", kp_rm_group_row, p99),
        VF_M("service_p95", kp_rm_group_row, service_p95),
        VF_M("errors", kp_rm_group_row, errors),
        VF_B("consumed", kp_rm_group_row, consumed),
        VF_M("fetch_rate", kp_rm_group_row, fetch_rate),
        VF_M("e2e_p95", kp_rm_group_row, e2e_p95),
        VF_M("completeness", kp_rm_group_row, completeness),
        VF_VERDICT(kp_rm_group_row, verdict, verdict_text),
        VF_END
};

static const kp_vf aggregate_view[] = { VF_ALSO(group_row_view),
                                        VF_B("na", kp_rm_group_row, na),
                                        VF_END };

static void group_checks(kp_vb *b, cJSON *o, const kp_vf *f, const void *base,
                         const kp_vf_at *at)
{
        const kp_rm_group *g = base;
        put_picked(b, put_arr(b, o, f->key), at->m, g->checks, g->n_checks);
}

static const kp_vf group_view[] = {
        VF_S("name", kp_rm_group, name),
        VF_N("workloads_total", kp_rm_group, n_workloads),
        VF_FN("marks", kp_rm_group, col_mark, col_marks),
        VF_VERDICT(kp_rm_group, verdict, verdict_text),
        VF_LIST("workloads", kp_rm_group, workloads, n_workloads,
                kp_rm_group_row, group_row_view),
        VF_FN("checks", kp_rm_group, checks, group_checks),
        VF_ANY("has_checks", kp_rm_group, n_checks),
        VF_OBJ("aggregate", kp_rm_group, aggregate, kp_rm_group_row,
               aggregate_view),
        VF_END
};

/* The glossary: a term and its meaning a row (kp_rmodel.glossary). */
static const kp_vf term_view[] = { VF_S("term", kp_rm_term, term),
                                   VF_S("meaning", kp_rm_term, meaning),
                                   VF_END };

/* ---- the front page ------------------------------------------------------ */

static const kp_vf reason_view[] = { VF_S("tier", kp_rm_reason, tier),
                                     VF_S("metric", kp_rm_reason, metric),
                                     VF_S("words", kp_rm_reason, words),
                                     VF_B("measured", kp_rm_reason, measured),
                                     VF_C("value", kp_rm_reason, value),
                                     VF_C("limit", kp_rm_reason, limit),
                                     VF_B("over", kp_rm_reason, over),
                                     VF_S("excess", kp_rm_reason, excess),
                                     VF_S("cause", kp_rm_reason, cause),
                                     VF_S("line", kp_rm_reason, line),
                                     VF_S("brief", kp_rm_reason, brief),
                                     VF_END };

static const kp_vf reason_tier_view[] = {
        VF_S("tier", kp_rm_reason_tier, tier),
        VF_S("criteria", kp_rm_reason_tier, criteria),
        VF_S("cause", kp_rm_reason_tier, cause),
        VF_S("line", kp_rm_reason_tier, line), VF_END
};

/* An object whose one key, the string at f's offset, is true: "is" the
 * answer's key, "basis_is" its basis. */
static void one_true(kp_vb *b, cJSON *o, const kp_vf *f, const void *base,
                     const kp_vf_at *at)
{
        const char *key =
            *(const char *const *)(const void *)((const char *)base + f->off);
        (void)at;
        put_bool(b, put_obj(b, o, f->key), key, 1);
}

static const kp_vf answer_view[] = {
        VF_S("key", kp_rm_answer, key),
        VF_S("topic", kp_rm_answer, topic),
        VF_S("word", kp_rm_answer, word),
        VF_IS("yes", kp_rm_answer, reply, KP_RM_YES),
        VF_IS("no", kp_rm_answer, reply, KP_RM_NO),
        VF_IS("unsettled", kp_rm_answer, reply, KP_RM_UNSETTLED),
        VF_C("figure", kp_rm_answer, figure),
        VF_S("sentence", kp_rm_answer, sentence),
        VF_S("basis", kp_rm_answer, basis),
        VF_B("at_least", kp_rm_answer, at_least),
        VF_S("tier", kp_rm_answer, tier),
        VF_C("rate", kp_rm_answer, rate),
        VF_C("count", kp_rm_answer, count),
        VF_C("disks", kp_rm_answer, disks),
        VF_C("disks_share", kp_rm_answer, disks_share),
        VF_S("brokers", kp_rm_answer, brokers),
        VF_N("model_brokers", kp_rm_answer, model_brokers),
        VF_N("model_one_down", kp_rm_answer, model_one_down),
        VF_N("estimate_brokers", kp_rm_answer, estimate_brokers),
        VF_N("estimate_one_down", kp_rm_answer, estimate_one_down),
        VF_N("estimate_tested", kp_rm_answer, estimate_tested),
        VF_FN("is", kp_rm_answer, key, one_true),
        VF_FN("basis_is", kp_rm_answer, basis, one_true),
        VF_END
};

static const kp_vf front_check_view[] = {
        VF_ALSO(check_view), VF_N("runs", kp_rm_check, runs),
        VF_N("runs_not_pass", kp_rm_check, runs_not_pass),
        VF_ANY("of_runs", kp_rm_check, runs), VF_END
};

static void front_unlimited(kp_vb *b, cJSON *o, const kp_vf *f,
                            const void *base, const kp_vf_at *at)
{
        const kp_rm_front_row *r = base;
        (void)at;
        put_bool(b, o, f->key, r->first->p.unlimited);
}

static const kp_vf front_produce_view[] = {
        VF_S("tier", kp_rm_front_row, name),
        VF_N("runs", kp_rm_front_row, runs),
        VF_C("messages", kp_rm_front_row, messages),
        VF_C("record_size", kp_rm_front_row, record_size),
        VF_C("target_rate", kp_rm_front_row, target_rate),
        VF_FN("unlimited", kp_rm_front_row, first, front_unlimited),
        VF_M("achieved_rate", kp_rm_front_row, rate),
        VF_M("p95", kp_rm_front_row, p95),
        VF_VERDICT(kp_rm_front_row, verdict, verdict_text),
        VF_END
};

static const kp_vf front_consume_view[] = {
        VF_S("tier", kp_rm_front_row, name),
        VF_N("runs", kp_rm_front_row, runs),
        VF_C("messages", kp_rm_front_row, c_messages),
        VF_C("mib", kp_rm_front_row, mib),
        VF_M("mib_per_sec", kp_rm_front_row, mib_per_sec),
        VF_M("msgs_per_sec", kp_rm_front_row, msgs_per_sec),
        VF_C("seconds", kp_rm_front_row, seconds),
        VF_END
};

/* The front page: the criteria not met with their causes, one answer
 * per question of the target, and the seed-shaped tables. */
static const kp_vf front_view[] = {
        VF_S("target", kp_rm_front, target),
        VF_ANY("has_reasons", kp_rm_front, n_reasons),
        VF_LIST("reasons", kp_rm_front, reasons, n_reasons, kp_rm_reason,
                reason_view),
        VF_LIST("by_tier", kp_rm_front, by_tier, n_by_tier, kp_rm_reason_tier,
                reason_tier_view),
        VF_ARRAY("answers", kp_rm_front, answers, kp_rm_answer, answer_view),
        VF_S("emulated_hosts", kp_rm_front, emulated_hosts),
        VF_B("has_points", kp_rm_front, has_points),
        VF_LIST("checks", kp_rm_front, checks, n_checks, kp_rm_check,
                front_check_view),
        VF_LIST_IF("produce", kp_rm_front, rows, n_rows, kp_rm_front_row,
                   front_produce_view, produced),
        VF_LIST_IF("consume", kp_rm_front, rows, n_rows, kp_rm_front_row,
                   front_consume_view, consumed),
        VF_B("consume_fetch", kp_rm_front, consume_fetch),
        VF_S("consume_rate_label", kp_rm_front, consume_rate_label),
        VF_S("consume_mibps_label", kp_rm_front, consume_mibps_label),
        VF_S("consume_seconds_label", kp_rm_front, consume_seconds_label),
        VF_S("rate_mark", kp_rm_front, rate_mark),
        VF_S("p95_mark", kp_rm_front, p95_mark),
        VF_S("consume_rate_mark", kp_rm_front, c_rate_mark),
        VF_S("consume_mibps_mark", kp_rm_front, c_mibps_mark),
        VF_END
};

/* ---- the whole view -------------------------------------------------------
 */

static const kp_vf model_view[] = {
        /* the run */
        VF_B("embedded", kp_rmodel, embedded),
        VF_FN("lang", kp_rmodel, lang, lang_tag),
        VF_S("embedded_warning", kp_rmodel, embedded_warning),
        VF_B("rehearsal", kp_rmodel, rehearsal),
        VF_S("rehearsal_percent", kp_rmodel, rehearsal_percent),
        VF_S("rehearsal_scale", kp_rmodel, rehearsal_scale),
        VF_SELF("labels", labels_view), VF_SELF("plan", plan_view),
        VF_SELF("run", run_view), VF_SELF("verdict", verdict_view),
        VF_LIST("cluster_events", kp_rmodel, events, n_events, kp_rm_event_line,
                event_view),
        VF_ANY("has_cluster_events", kp_rmodel, n_events),
        VF_OBJ("front", kp_rmodel, front, kp_rm_front, front_view),
        /* what there is */
        VF_B("has_description", kp_rmodel, has_description),
        VF_B("has_target", kp_rmodel, has_target),
        VF_B("has_criteria", kp_rmodel, has_criteria),
        VF_ANY("has_failed_checks", kp_rmodel, n_failed_checks),
        VF_B("has_risks", kp_rmodel, has_risks),
        VF_S("host_risk", kp_rmodel, host_risk),
        VF_STRS("risks", kp_rmodel, risks, n_risks),
        VF_B("has_assumptions", kp_rmodel, has_assumptions),
        VF_B("has_trends", kp_rmodel, has_trends),
        VF_B("has_sweeps", kp_rmodel, has_sweeps),
        VF_B("has_parallel", kp_rmodel, has_parallel),
        VF_B("has_produce", kp_rmodel, has_produce),
        VF_B("has_consume", kp_rmodel, has_consume),
        VF_B("has_e2e", kp_rmodel, has_e2e),
        VF_B("has_consume_after", kp_rmodel, has_consume_after),
        VF_B("has_produce_errors", kp_rmodel, has_produce_errors),
        VF_B("has_incomplete_tiers", kp_rmodel, has_incomplete_tiers),
        VF_ANY("has_charts", kp_rmodel, n_charts),
        VF_B("has_client_time", kp_rmodel, has_time),
        VF_B("has_cluster_warnings", kp_rmodel, has_cluster_warnings),
        VF_B("has_approvers", kp_rmodel, has_approvers),
        /* the tiers */
        VF_LIST("scenarios", kp_rmodel, tiers, n_tiers, kp_rm_tier,
                scenario_view),
        VF_LIST_IF("produce", kp_rmodel, tiers, n_tiers, kp_rm_tier,
                   produce_view, p.ran),
        VF_LIST_IF("consume", kp_rmodel, tiers, n_tiers, kp_rm_tier,
                   consume_view, c.ran),
        VF_LIST("criteria", kp_rmodel, criteria, n_criteria, kp_rm_criterion,
                criterion_view),
        VF_LIST("checks", kp_rmodel, checks, n_checks, kp_rm_check, check_view),
        VF_FN("failed_checks", kp_rmodel, failed_checks, failed_checks),
        VF_FN("tiers", kp_rmodel, tiers, tiers),
        /* capacity */
        VF_OBJ("target", kp_rmodel, x, kp_rm_extrap, target_view),
        VF_OBJ("extrapolation", kp_rmodel, x, kp_rm_extrap, extrapolation_view),
        VF_LIST_IF("searches", kp_rmodel, tiers, n_tiers, kp_rm_tier,
                   search_view, search.ran),
        VF_B("has_search", kp_rmodel, has_search),
        VF_LIST_IF("drains", kp_rmodel, tiers, n_tiers, kp_rm_tier, drain_view,
                   drain.present),
        VF_B("has_drain", kp_rmodel, has_drain),
        /* the rest */
        VF_OBJ("environment", kp_rmodel, env, kp_rm_env, environment_view),
        VF_OBJ("signoff", kp_rmodel, signoff, kp_rm_signoff, signoff_view),
        VF_FN("charts", kp_rmodel, charts, charts),
        VF_LIST("sweeps", kp_rmodel, sweeps, n_sweeps, kp_rm_sweep, sweep_view),
        VF_LIST("groups", kp_rmodel, groups, n_groups, kp_rm_group, group_view),
        VF_ARRAY("glossary", kp_rmodel, glossary, kp_rm_term, term_view), VF_END
};

cJSON *kp_md_view(const kp_rmodel *m)
{
        cJSON *v = cJSON_CreateObject();
        kp_vb b = { 0 };
        kp_vf_at at = { m, 0 };
        if (!v)
                return NULL;
        kp_vf_put(&b, v, model_view, m, &at);
        kp_md_view_brokers(v, m, &b.oom);
        kp_md_view_windows(v, m, &b.oom);
        if (b.oom) {
                cJSON_Delete(v);
                return NULL;
        }
        return v;
}
