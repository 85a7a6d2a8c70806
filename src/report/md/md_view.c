#include "report/md/md_view.h"

#include <stdio.h>
#include <string.h>

#include "report/model/view.h"

/* A cell as key (its text) and key_raw (its number). */
static void put_cell(kp_vb *b, cJSON *o, const char *key, const kp_rm_cell *c)
{
        char k[96];
        put_str(b, o, key, c->text);
        snprintf(k, sizeof(k), "%s_raw", key);
        put_num(b, o, k, c->raw);
}

/* A cell as put_cell() puts it, and key_mark: what the table says beside
 * it ("not judged"), or "" (kp_rm_cell.mark). */
static void put_marked(kp_vb *b, cJSON *o, const char *key, const kp_rm_cell *c)
{
        char k[96];
        put_cell(b, o, key, c);
        snprintf(k, sizeof(k), "%s_mark", key);
        put_str(b, o, k, c->mark);
}

/* One boolean per status word, so that a translated template can word
 * each status itself. */
static void put_status_is(kp_vb *b, cJSON *o, const char *status)
{
        static const char *const words[] = { "pending",     "running",
                                             "complete",    "incomplete",
                                             "interrupted", "failed" };
        cJSON *x = put_obj(b, o, "status_is");
        for (size_t i = 0; i < KP_ARRAY_LEN(words); i++)
                put_bool(b, x, words[i], status && !strcmp(status, words[i]));
}

static void put_latency(kp_vb *b, cJSON *o, const char *key,
                        const kp_rm_latency *l)
{
        cJSON *x = put_obj(b, o, key);
        put_bool(b, x, "measured", l->measured);
        put_cell(b, x, "count", &l->count);
        put_cell(b, x, "min", &l->min);
        put_cell(b, x, "avg", &l->avg);
        put_cell(b, x, "p50", &l->p50);
        put_cell(b, x, "p95", &l->p95);
        put_cell(b, x, "p99", &l->p99);
        put_cell(b, x, "p999", &l->p999);
        put_cell(b, x, "max", &l->max);
        put_cell(b, x, "stddev", &l->stddev);
}

static void put_kv_rows(kp_vb *b, cJSON *o, const char *key, const kp_rm_kv *kv)
{
        cJSON *a = put_arr(b, o, key);
        for (size_t i = 0; a && i < kv->n; i++) {
                cJSON *row = push_obj(b, a);
                put_str(b, row, "key", kv->keys[i]);
                put_str(b, row, "value", kv->values[i]);
        }
}

static void put_verdict_words(kp_vb *b, cJSON *o, kp_verdict v,
                              const char *text)
{
        put_str(b, o, "verdict", text);
        put_bool(b, o, "pass", v == KP_PASS);
        put_bool(b, o, "fail", v == KP_FAIL);
        put_bool(b, o, "incomplete", v == KP_INCOMPLETE);
        put_bool(b, o, "inconclusive", v == KP_INCONCLUSIVE);
}

static void put_meta(kp_vb *b, cJSON *v, const kp_rmodel *m)
{
        cJSON *o;
        put_bool(b, v, "embedded", m->embedded);
        put_str(b, v, "lang", kp_lang_tag(m->lang));
        put_str(b, v, "embedded_warning", m->embedded_warning);
        put_bool(b, v, "rehearsal", m->rehearsal);
        put_str(b, v, "rehearsal_percent", m->rehearsal_percent);
        put_str(b, v, "rehearsal_scale", m->rehearsal_scale);
        o = put_obj(b, v, "labels");
        put_str(b, o, "consume_rate", m->labels.consume_rate);
        put_str(b, o, "consume_mibps", m->labels.consume_mibps);
        put_str(b, o, "fetch_rate", m->labels.fetch_rate);
        put_str(b, o, "fetch_mibps", m->labels.fetch_mibps);
        o = put_obj(b, v, "plan");
        put_str(b, o, "name", m->plan_name);
        put_str(b, o, "title", m->plan_title);
        put_str(b, o, "description", m->plan_description);
        put_str(b, o, "path", m->plan_path);
        put_str(b, o, "sha256", m->plan_sha256);
        put_num(b, o, "tiers", (double)m->n_tiers);
        put_cell(b, o, "messages", &m->plan_messages);
        o = put_obj(b, v, "run");
        put_str(b, o, "id", m->run_id);
        put_str(b, o, "start", m->run_start);
        put_str(b, o, "finish", m->run_finish);
        put_str(b, o, "start_iso", m->run_start_iso);
        put_str(b, o, "finish_iso", m->run_finish_iso);
        put_str(b, o, "duration", m->run_duration);
        put_str(b, o, "status", m->run_status);
        put_str(b, o, "status_reason", m->run_status_reason);
        put_status_is(b, o, m->run_status);
}

static void put_verdict(kp_vb *b, cJSON *v, const kp_rmodel *m)
{
        cJSON *o = put_obj(b, v, "verdict");
        put_str(b, o, "text", m->verdict_text);
        put_str(b, o, "reason", m->verdict_reason);
        put_str(b, o, "headline", m->headline);
        put_bool(b, o, "pass", m->verdict == KP_PASS);
        put_bool(b, o, "fail", m->verdict == KP_FAIL);
        put_bool(b, o, "incomplete", m->verdict == KP_INCOMPLETE);
        put_bool(b, o, "inconclusive", m->verdict == KP_INCONCLUSIVE);
        put_str(b, o, "fix", m->verdict_fix ? m->verdict_fix : "");
        put_str(b, o, "signed_for", m->signed_for ? m->signed_for : "");
        put_str(b, o, "stored", m->verdict_stored ? m->verdict_stored : "");
        put_num(b, o, "tiers_inconclusive", (double)m->tiers_inconclusive);
        put_bool(b, o, "cluster_shown", m->cluster_cause_shown);
        put_str(b, o, "evidence", m->evidence_note ? m->evidence_note : "");
        put_num(b, o, "tiers_total", (double)m->n_tiers);
        put_num(b, o, "tiers_passed", (double)m->tiers_passed);
        put_num(b, o, "tiers_failed", (double)m->tiers_failed);
        put_num(b, o, "tiers_incomplete", (double)m->tiers_incomplete);
        put_num(b, o, "checks_total", (double)m->n_checks);
        put_num(b, o, "checks_passed", (double)m->checks_passed);
        put_num(b, o, "checks_failed", (double)m->checks_failed);
        put_num(b, o, "checks_other",
                (double)(m->n_checks - m->checks_passed - m->checks_failed));
        put_bool(b, o, "has_failed_tiers", m->tiers_failed > 0);
        put_bool(b, o, "has_incomplete_tiers", m->tiers_incomplete > 0);
        put_bool(b, o, "capacity_short", m->capacity_short);
        put_bool(b, o, "aborted", m->aborted);
}

static void put_scenarios(kp_vb *b, cJSON *v, const kp_rmodel *m)
{
        cJSON *a = put_arr(b, v, "scenarios");
        for (size_t i = 0; a && i < m->n_tiers; i++) {
                const kp_rm_tier *t = &m->tiers[i];
                const kp_rm_scenario *s = &t->sc;
                cJSON *o = push_obj(b, a);
                if (!s->messages.text)
                        continue; /* no plan tier */
                put_num(b, o, "index", (double)(i + 1));
                put_str(b, o, "name", t->name);
                put_str(b, o, "topic", s->topic);
                put_cell(b, o, "messages", &s->messages);
                put_bool(b, o, "unlimited", s->unlimited);
                put_cell(b, o, "rate", &s->rate);
                put_cell(b, o, "record_size", &s->record_size);
                put_str(b, o, "payload_file", s->payload_file);
                put_bool(b, o, "has_warmup", s->has_warmup);
                put_str(b, o, "warmup_messages", s->warmup_messages);
                put_str(b, o, "warmup_time", s->warmup_time);
                put_num(b, o, "producers", s->producers);
                put_str(b, o, "producer_settings", s->producer.summary);
                put_bool(b, o, "consume", s->consume);
                put_num(b, o, "consumers", s->consumers);
                put_str(b, o, "consumer_settings", s->consumer.summary);
                put_str(b, o, "partitions", s->partitions_text);
                put_bool(b, o, "rf_default", s->rf_default);
                put_str(b, o, "replication_factor", s->rf_text);
                put_str(b, o, "interval", s->interval);
                put_str(b, o, "sweep", s->sweep);
                put_str(b, o, "sweep_group", s->sweep_group);
                put_str(b, o, "parallel_group", s->parallel_group);
        }
}

static void put_chart_ref(kp_vb *b, cJSON *o, const char *key,
                          const kp_rmodel *m, size_t k)
{
        cJSON *c = put_obj(b, o, key);
        put_bool(b, c, "present", k < m->n_charts);
        if (k >= m->n_charts)
                return;
        put_str(b, c, "file", m->charts[k].file);
        put_str(b, c, "title", m->charts[k].title);
        put_str(b, c, "alt", m->charts[k].alt);
        put_str(b, c, "caption", m->charts[k].caption);
}

/* The brokers' own account of a request beside the client's round trip
 * (model_client.c): present only where the plan asked Prometheus. A part
 * is present where its broker has a series. */
static void put_side(kp_vb *b, cJSON *x, const kp_rm_side *sd)
{
        cJSON *o = put_obj(b, x, "side"), *rows;
        put_bool(b, o, "asked", sd->asked);
        put_bool(b, o, "available", sd->available);
        put_str(b, o, "unavailable", sd->unavailable);
        put_bool(b, o, "has_throttle", sd->has_throttle);
        put_str(b, o, "words", sd->words);
        put_str(b, o, "note", sd->note);
        rows = put_arr(b, o, "rows");
        for (size_t i = 0; rows && i < sd->n_rows; i++) {
                const kp_rm_side_row *r = &sd->rows[i];
                cJSON *y = push_obj(b, rows), *parts;
                put_cell(b, y, "broker", &r->broker);
                put_str(b, y, "label", r->label);
                put_cell(b, y, "rtt_p95", &r->rtt_p95);
                parts = put_arr(b, y, "parts");
                for (int k = 0; parts && k < KP_RM_SIDE_PARTS; k++) {
                        cJSON *z = push_obj(b, parts);
                        put_bool(b, z, "present",
                                 r->parts[k].mean.text &&
                                     *r->parts[k].mean.text);
                        put_cell(b, z, "mean", &r->parts[k].mean);
                        put_cell(b, z, "max", &r->parts[k].max);
                }
                put_cell(b, y, "sum", &r->sum);
                put_cell(b, y, "throttle", &r->throttle);
        }
}

/* Where a phase's time went, one entry per load host, and what limited
 * the phase (model_client.c). */
static void put_time(kp_vb *b, cJSON *o, const kp_rmodel *m,
                     const kp_rm_time *v, size_t n, int has_time,
                     const char *limit, int limit_client, const char *kind)
{
        cJSON *a;
        put_bool(b, o, "has_time", has_time);
        put_str(b, o, "limit", limit);
        put_bool(b, o, "limit_client", limit_client);
        put_str(b, o, "limit_kind", kind);
        a = put_arr(b, o, "time");
        for (size_t k = 0; a && k < n; k++) {
                const kp_rm_time *t = &v[k];
                cJSON *x = push_obj(b, a), *st, *br;
                put_str(b, x, "source", t->source);
                put_bool(b, x, "named", t->named);
                put_bool(b, x, "recorded", t->recorded);
                st = put_arr(b, x, "stages");
                for (size_t i = 0; st && i < t->n_stages; i++) {
                        cJSON *y = push_obj(b, st);
                        put_str(b, y, "name", t->stages[i].name);
                        put_cell(b, y, "mean", &t->stages[i].mean);
                        put_cell(b, y, "p95", &t->stages[i].p95);
                        put_cell(b, y, "p95s_mean", &t->stages[i].p95s_mean);
                        put_cell(b, y, "p95s_high", &t->stages[i].p95s_high);
                }
                put_cell(b, x, "before_share", &t->before_share);
                put_cell(b, x, "cpu", &t->cpu);
                put_cell(b, x, "cpu_thread", &t->cpu_thread);
                put_str(b, x, "thread", t->thread);
                put_cell(b, x, "cpu_wait", &t->cpu_wait);
                put_cell(b, x, "msgs_per_batch", &t->msgs_per_batch);
                put_cell(b, x, "in_flight", &t->in_flight);
                put_cell(b, x, "in_flight_limit", &t->in_flight_limit);
                put_cell(b, x, "waiting", &t->waiting);
                put_cell(b, x, "queue_full", &t->queue_full);
                put_cell(b, x, "fetchq", &t->fetchq);
                put_cell(b, x, "lag", &t->lag);
                put_cell(b, x, "samples", &t->samples);
                put_bool(b, x, "has_brokers", t->n_brokers > 0);
                br = put_arr(b, x, "brokers");
                for (size_t i = 0; br && i < t->n_brokers; i++) {
                        const kp_rm_client_broker *c = &t->brokers[i];
                        cJSON *y = push_obj(b, br);
                        put_cell(b, y, "id", &c->id);
                        put_cell(b, y, "requests", &c->requests);
                        put_cell(b, y, "rtt_p95s_mean", &c->rtt_p95s_mean);
                        put_cell(b, y, "rtt_max", &c->rtt_max);
                        put_cell(b, y, "throttle", &c->throttle);
                        put_cell(b, y, "in_flight", &c->in_flight);
                }
                put_side(b, x, &t->side);
                put_chart_ref(b, x, "chart_time", m, t->chart_time);
                put_chart_ref(b, x, "chart_cpu", m, t->chart_cpu);
        }
}

static void put_produce(kp_vb *b, cJSON *v, const kp_rmodel *m)
{
        cJSON *a = put_arr(b, v, "produce");
        for (size_t i = 0; a && i < m->n_tiers; i++) {
                const kp_rm_produce *p = &m->tiers[i].p;
                cJSON *o, *errs;
                if (!p->ran)
                        continue;
                o = push_obj(b, a);
                put_str(b, o, "tier", m->tiers[i].name);
                put_str(b, o, "started", p->started);
                put_cell(b, o, "sent", &p->sent);
                put_cell(b, o, "delivered", &p->delivered);
                put_cell(b, o, "failed", &p->failed);
                put_cell(b, o, "undelivered", &p->undelivered);
                put_cell(b, o, "warmup", &p->warmup);
                put_cell(b, o, "measured", &p->measured);
                put_bool(b, o, "counts_reconcile", p->counts_reconcile);
                put_cell(b, o, "mib", &p->mib);
                put_bool(b, o, "unlimited", p->unlimited);
                put_cell(b, o, "target_rate", &p->target_rate);
                put_cell(b, o, "achieved_rate", &p->achieved_rate);
                put_cell(b, o, "ratio", &p->ratio);
                put_cell(b, o, "mib_per_sec", &p->mib_per_sec);
                put_cell(b, o, "duration", &p->duration);
                put_cell(b, o, "total", &p->total);
                put_latency(b, o, "latency", &p->latency);
                put_latency(b, o, "service", &p->service);
                put_bool(b, o, "has_errors", p->n_errors > 0);
                errs = put_arr(b, o, "errors");
                for (size_t k = 0; errs && k < p->n_errors; k++) {
                        cJSON *e = push_obj(b, errs);
                        put_str(b, e, "code", p->error_codes[k]);
                        put_cell(b, e, "count", &p->error_counts[k]);
                }
                put_time(b, o, m, m->tiers[i].p_time, m->tiers[i].n_p_time,
                         m->tiers[i].p_has_time, m->tiers[i].p_limit,
                         m->tiers[i].p_limit_client, m->tiers[i].p_limit_kind);
        }
}

static void put_consume(kp_vb *b, cJSON *v, const kp_rmodel *m)
{
        cJSON *a = put_arr(b, v, "consume");
        for (size_t i = 0; a && i < m->n_tiers; i++) {
                const kp_rm_consume *c = &m->tiers[i].c;
                cJSON *o;
                if (!c->ran)
                        continue;
                o = push_obj(b, a);
                put_str(b, o, "tier", m->tiers[i].name);
                put_str(b, o, "started", c->started);
                put_num(b, o, "consumers", c->consumers);
                put_cell(b, o, "expected", &c->expected);
                put_cell(b, o, "messages", &c->messages);
                put_cell(b, o, "mib", &c->mib);
                put_cell(b, o, "mib_per_sec", &c->mib_per_sec);
                put_cell(b, o, "msgs_per_sec", &c->msgs_per_sec);
                put_cell(b, o, "duration", &c->duration);
                put_cell(b, o, "join_ms", &c->join_ms);
                put_cell(b, o, "fetch_time", &c->fetch_time);
                put_cell(b, o, "fetch_mib_per_sec", &c->fetch_mib_per_sec);
                put_cell(b, o, "fetch_msgs_per_sec", &c->fetch_msgs_per_sec);
                put_latency(b, o, "e2e", &c->e2e);
                put_str(b, o, "mode", c->mode);
                put_bool(b, o, "during", c->during);
                put_cell(b, o, "completeness", &c->completeness);
                put_cell(b, o, "missing", &c->missing);
                put_bool(b, o, "identity", c->identity);
                put_cell(b, o, "lost", &c->lost);
                put_cell(b, o, "duplicates", &c->duplicates);
                put_cell(b, o, "unacked_read", &c->unacked_read);
                put_cell(b, o, "distinct", &c->distinct);
                put_bool(b, o, "timed_out", c->timed_out);
                put_bool(b, o, "stopped", c->stopped);
                put_bool(b, o, "complete", c->complete);
                put_num(b, o, "clock_hosts", c->clock_hosts);
                put_bool(b, o, "clock_skewed", c->clock_skewed);
                put_cell(b, o, "clock_skew_ms", &c->clock_skew_ms);
                put_str(b, o, "clock_share", c->clock_share);
                put_time(b, o, m, m->tiers[i].c_time, m->tiers[i].n_c_time,
                         m->tiers[i].c_has_time, m->tiers[i].c_limit,
                         m->tiers[i].c_limit_client, m->tiers[i].c_limit_kind);
        }
}

static void put_events(kp_vb *b, cJSON *v, const kp_rmodel *m)
{
        cJSON *a = put_arr(b, v, "cluster_events");
        for (size_t i = 0; a && i < m->n_events; i++) {
                cJSON *o = push_obj(b, a);
                put_str(b, o, "tier", m->events[i].tier);
                put_str(b, o, "text", m->events[i].text);
                put_num(b, o, "count", (double)m->events[i].count);
        }
        put_bool(b, v, "has_cluster_events", m->n_events > 0);
}

static void put_check_row(kp_vb *b, cJSON *o, const kp_rm_check *c)
{
        put_num(b, o, "index", (double)c->index);
        put_str(b, o, "tier", c->tier);
        put_str(b, o, "metric", c->metric);
        put_str(b, o, "words", c->words);
        put_str(b, o, "definition", c->definition);
        put_str(b, o, "unit", c->unit);
        put_str(b, o, "op", c->op);
        put_str(b, o, "op_symbol", c->op_symbol);
        put_str(b, o, "op_words", c->op_words);
        put_cell(b, o, "threshold", &c->threshold);
        put_bool(b, o, "has_value", c->has_value);
        put_cell(b, o, "value", &c->value);
        put_cell(b, o, "margin", &c->margin);
        put_cell(b, o, "margin_pct", &c->margin_pct);
        put_str(b, o, "margin_words", c->margin_words);
        put_str(b, o, "margin_abs", c->margin_abs);
        put_str(b, o, "margin_pct_abs", c->margin_pct_abs);
        put_bool(b, o, "margin_spare", c->margin_side == KP_RM_MARGIN_SPARE);
        put_bool(b, o, "margin_at", c->margin_side == KP_RM_MARGIN_AT);
        put_bool(b, o, "margin_over", c->margin_side == KP_RM_MARGIN_OVER);
        put_bool(b, o, "margin_under", c->margin_side == KP_RM_MARGIN_UNDER);
        put_str(b, o, "verdict", c->verdict_text);
        put_bool(b, o, "pass", c->verdict == KP_PASS);
        put_bool(b, o, "fail", c->verdict == KP_FAIL);
        put_bool(b, o, "incomplete", c->verdict == KP_INCOMPLETE);
        put_bool(b, o, "na", c->verdict == KP_NA);
        put_str(b, o, "note", c->note);
        put_bool(b, o, "na_unlimited", c->na_unlimited);
}

static void put_checks(kp_vb *b, cJSON *v, const kp_rmodel *m)
{
        cJSON *a = put_arr(b, v, "checks"), *f = put_arr(b, v, "failed_checks");
        for (size_t i = 0; a && i < m->n_checks; i++)
                put_check_row(b, push_obj(b, a), &m->checks[i]);
        for (size_t i = 0; f && i < m->n_failed_checks; i++)
                put_check_row(b, push_obj(b, f),
                              &m->checks[m->failed_checks[i]]);
}

static void put_criteria(kp_vb *b, cJSON *v, const kp_rmodel *m)
{
        cJSON *a = put_arr(b, v, "criteria");
        for (size_t i = 0; a && i < m->n_criteria; i++) {
                const kp_rm_criterion *c = &m->criteria[i];
                cJSON *o = push_obj(b, a);
                put_num(b, o, "index", (double)c->index);
                put_str(b, o, "metric", c->metric);
                put_str(b, o, "words", c->words);
                put_str(b, o, "definition", c->definition);
                put_str(b, o, "unit", c->unit);
                put_str(b, o, "op", c->op);
                put_str(b, o, "op_symbol", c->op_symbol);
                put_str(b, o, "op_words", c->op_words);
                put_cell(b, o, "threshold", &c->threshold);
                put_bool(b, o, "all_tiers", c->all_tiers);
                put_str(b, o, "tiers", c->tiers);
                put_bool(b, o, "aggregate", c->aggregate);
        }
}

static void put_tiers(kp_vb *b, cJSON *v, const kp_rmodel *m)
{
        cJSON *a = put_arr(b, v, "tiers");
        for (size_t i = 0; a && i < m->n_tiers && i < m->e->n_tiers; i++) {
                const kp_rm_tier *t = &m->tiers[i];
                cJSON *o = push_obj(b, a);
                put_str(b, o, "name", t->name);
                put_str(b, o, "status", t->status);
                put_str(b, o, "status_text", t->status_text);
                put_status_is(b, o, t->status);
                put_str(b, o, "reason", t->reason);
                put_verdict_words(b, o, t->verdict, t->verdict_text);
                put_bool(b, o, "below_peak", t->below_peak);
                put_bool(b, o, "unlimited",
                         !t->sc.rate.text || t->sc.unlimited);
                put_str(b, o, "rate",
                        t->sc.rate.text ? t->sc.rate.text : "unlimited");
                put_str(b, o, "note", t->note);
                put_num(b, o, "checks", (double)t->checks);
                put_num(b, o, "checks_failed", (double)t->checks_failed);
        }
}

/* Capacity searches and backlog drains. */
static void put_capacity(kp_vb *b, cJSON *v, const kp_rmodel *m)
{
        cJSON *a = put_arr(b, v, "searches"), *d;
        for (size_t i = 0; a && i < m->n_tiers; i++) {
                const kp_rm_search *s = &m->tiers[i].search;
                cJSON *o, *tr;
                if (!s->ran)
                        continue;
                o = push_obj(b, a);
                put_str(b, o, "tier", m->tiers[i].name);
                put_cell(b, o, "from", &s->from);
                put_cell(b, o, "to", &s->to);
                put_cell(b, o, "found", &s->found);
                put_cell(b, o, "sustained", &s->sustained);
                put_bool(b, o, "has_found", s->has_found);
                put_bool(b, o, "has_sustained", s->has_sustained);
                put_bool(b, o, "at_bound", s->at_bound);
                put_bool(b, o, "soaked", s->soaked);
                put_str(b, o, "trial_length", s->trial_length);
                put_str(b, o, "soak_length", s->soak_length);
                put_str(b, o, "criteria", s->criteria);
                put_str(b, o, "judged_by", s->judged_by);
                put_str(b, o, "note", s->note);
                put_bool(b, o, "warmed", s->warmed);
                put_str(b, o, "warmup_text", s->warmup_text);
                put_bool(b, o, "repeated", s->repeated);
                put_bool(b, o, "repeat_passed", s->repeat_passed);
                put_str(b, o, "repeat_text", s->repeat_text);
                tr = put_arr(b, o, "trials");
                for (size_t k = 0; tr && k < s->n_trials; k++) {
                        const kp_rm_trial *t = &s->trials[k];
                        cJSON *x = push_obj(b, tr);
                        put_str(b, x, "label", t->label);
                        put_str(b, x, "kind", t->kind_text);
                        put_cell(b, x, "rate", &t->rate);
                        put_cell(b, x, "achieved", &t->achieved);
                        put_cell(b, x, "p50", &t->p50);
                        put_cell(b, x, "p95", &t->p95);
                        put_cell(b, x, "p99", &t->p99);
                        put_cell(b, x, "service_p95", &t->service_p95);
                        put_cell(b, x, "errors", &t->errors);
                        put_bool(b, x, "pass", t->pass);
                        put_str(b, x, "verdict", t->verdict_text);
                        put_str(b, x, "why", t->why);
                        put_bool(b, x, "repeat", t->repeat_of > 0);
                }
                put_chart_ref(b, o, "chart_latency", m, s->chart_knee);
                put_chart_ref(b, o, "chart_rates", m, s->chart_rates);
        }
        put_bool(b, v, "has_search", m->has_search);
        d = put_arr(b, v, "drains");
        for (size_t i = 0; d && i < m->n_tiers; i++) {
                const kp_rm_drain *x = &m->tiers[i].drain;
                cJSON *o;
                if (!x->present)
                        continue;
                o = push_obj(b, d);
                put_str(b, o, "tier", m->tiers[i].name);
                put_bool(b, o, "drained", x->drained);
                put_bool(b, o, "producers_stopped", x->producers_stopped);
                put_cell(b, o, "pause", &x->pause);
                put_cell(b, o, "start_delay", &x->start_delay);
                put_cell(b, o, "caught_up", &x->caught_up);
                put_cell(b, o, "catch_up", &x->catch_up);
                put_cell(b, o, "rate", &x->rate);
                put_cell(b, o, "messages", &x->messages);
        }
        put_bool(b, v, "has_drain", m->has_drain);
}

static void put_extrapolation(kp_vb *b, cJSON *v, const kp_rmodel *m)
{
        const kp_rm_extrap *x = &m->x;
        cJSON *o = put_obj(b, v, "target"), *a;
        put_cell(b, o, "messages", &x->t_messages);
        put_cell(b, o, "window", &x->t_window);
        put_cell(b, o, "peak_factor", &x->t_peak_factor);
        put_cell(b, o, "record_size", &x->t_record_size);
        put_num(b, o, "replication_factor", x->t_replication_factor);
        put_cell(b, o, "retention", &x->t_retention);
        put_cell(b, o, "storage_overhead", &x->t_storage_overhead);
        o = put_obj(b, v, "extrapolation");
        put_bool(b, o, "present", x->present);
        put_cell(b, o, "required_avg_rate", &x->required_avg_rate);
        put_cell(b, o, "required_peak_rate", &x->required_peak_rate);
        put_cell(b, o, "sustainable_rate", &x->sustainable_rate);
        put_str(b, o, "sustainable_tier", x->sustainable_tier);
        put_bool(b, o, "sustainable_lower_bound", x->sustainable_lower_bound);
        put_cell(b, o, "headroom", &x->headroom);
        put_str(b, o, "headroom_number", x->headroom_number);
        put_str(b, o, "headroom_words", x->headroom_words);
        put_bool(b, o, "headroom_ok", x->headroom_ok);
        put_cell(b, o, "consume_rate", &x->consume_rate);
        put_str(b, o, "consume_tier", x->consume_tier);
        put_str(b, o, "consume_rate_words", x->consume_rate_words);
        put_cell(b, o, "ingest_time", &x->ingest_time);
        put_cell(b, o, "drain_time", &x->drain_time);
        put_cell(b, o, "storage", &x->storage);
        put_cell(b, o, "storage_with_overhead", &x->storage_with_overhead);
        a = put_arr(b, o, "trends");
        for (size_t i = 0; a && i < x->n_trends; i++) {
                const kp_rm_trend *t = &x->trends[i];
                cJSON *to = push_obj(b, a);
                put_str(b, to, "metric", t->metric);
                put_str(b, to, "unit", t->unit);
                put_num(b, to, "points", (double)t->points);
                put_num(b, to, "intercept", t->intercept);
                put_num(b, to, "slope", t->slope);
                put_str(b, to, "fit", t->fit);
                put_cell(b, to, "r2", &t->r2);
                put_cell(b, to, "projected", &t->projected);
                put_bool(b, to, "has_threshold", t->has_threshold);
                put_str(b, to, "criterion", t->criterion);
                put_bool(b, to, "crosses", t->crosses);
                put_bool(b, to, "few_points", t->few_points);
                put_bool(b, to, "weak", t->weak);
                put_bool(b, to, "below_zero", t->below_zero);
                put_bool(b, to, "points_fail", t->points_fail);
                put_str(b, to, "verdict", t->verdict);
        }
        put_bool(b, o, "trends_few_points", x->trends_few_points);
        put_str(b, o, "capacity_kind", x->capacity_kind);
        put_str(b, o, "capacity_words", x->capacity_words);
        put_bool(b, o, "cap_sustained", x->cap_sustained);
        put_bool(b, o, "cap_trials", x->cap_trials);
        put_bool(b, o, "cap_fixed", x->cap_fixed);
        put_bool(b, o, "cap_none", x->cap_none);
        put_cell(b, o, "burst_rate", &x->burst_rate);
        put_str(b, o, "burst_tier", x->burst_tier);
        put_bool(b, o, "has_burst", x->has_burst);
        put_cell(b, o, "drain_rate", &x->drain_rate);
        put_str(b, o, "drain_tier", x->drain_tier);
        put_bool(b, o, "has_drain", x->has_drain);
        put_cell(b, o, "outage", &x->outage);
        put_cell(b, o, "outage_catch_up", &x->outage_catch_up);
        put_bool(b, o, "outage_never", x->outage_never);
        put_cell(b, o, "partitions_needed", &x->partitions_needed);
        put_cell(b, o, "partition_rate", &x->partition_rate);
        put_bool(b, o, "has_partitions", x->has_partitions);
        put_num(b, o, "capacity_partitions", x->capacity_partitions);
        put_num(b, o, "brokers", x->brokers);
        put_bool(b, o, "has_brokers", x->has_brokers);
        put_str(b, o, "brokers_text", x->brokers_text);
        put_cell(b, o, "network_in", &x->net_in);
        put_cell(b, o, "network_out", &x->net_out);
        put_cell(b, o, "storage_per_broker", &x->storage_per_broker);
        a = put_arr(b, o, "assumptions");
        for (size_t i = 0; a && i < x->n_assumptions; i++)
                push_str(b, a, x->assumptions[i]);
        a = put_arr(b, o, "risks");
        for (size_t i = 0; a && i < x->n_risks; i++)
                push_str(b, a, x->risks[i]);
        put_bool(b, o, "has_sizing", x->has_sizing);
        if (x->sizing_sentence)
                put_str(b, o, "sizing_sentence", x->sizing_sentence);
        if (x->sizing_basis)
                put_str(b, o, "sizing_basis", x->sizing_basis);
        if (x->sizing_measured)
                put_str(b, o, "sizing_measured", x->sizing_measured);
        a = put_arr(b, o, "sizing");
        for (size_t i = 0; a && i < x->n_sizing_rows; i++) {
                const kp_rm_sizing_row *w = &x->sizing_rows[i];
                cJSON *to = push_obj(b, a);
                put_str(b, to, "name", w->name);
                put_bool(b, to, "first", w->first);
                put_str(b, to, "capacity", w->capacity);
                put_str(b, to, "fit", w->fit);
                put_str(b, to, "r2", w->r2);
                put_str(b, to, "error", w->error);
                put_str(b, to, "threshold", w->threshold);
                put_str(b, to, "ceiling", w->ceiling);
                put_str(b, to, "note", w->note);
        }
}

static void put_environment(kp_vb *b, cJSON *v, const kp_rmodel *m)
{
        const kp_rm_env *env = &m->env;
        cJSON *o = put_obj(b, v, "environment"), *cl, *a, *h;
        cl = put_obj(b, o, "cluster");
        put_bool(b, cl, "embedded", env->embedded);
        put_str(b, cl, "bootstrap", env->bootstrap);
        put_str(b, cl, "cluster_id", env->cluster_id);
        put_str(b, cl, "controller", env->controller);
        put_str(b, cl, "broker_version", env->broker_version);
        put_str(b, cl, "kafka_release", env->kafka_release);
        put_str(b, cl, "kafka_release_line", env->kafka_release_line);
        put_str(b, cl, "kafka_release_basis", env->kafka_release_basis);
        put_bool(b, cl, "has_hosts", env->n_hosts > 0);
        put_num(b, cl, "declared_hosts", env->declared_hosts);
        a = put_arr(b, cl, "hosts");
        for (size_t i = 0; a && i < env->n_hosts; i++) {
                const kp_rm_host *ho = &env->hosts[i];
                cJSON *row = push_obj(b, a);
                put_str(b, row, "name", ho->name);
                put_num(b, row, "count", ho->count);
                put_str(b, row, "cores", ho->cores);
                put_str(b, row, "memory", ho->memory);
                put_str(b, row, "disks", ho->disks);
                put_str(b, row, "os", ho->os);
                put_str(b, row, "kafka", ho->kafka);
        }
        put_str(b, cl, "declared_kafka", env->declared_kafka);
        put_bool(b, cl, "release_disagrees", env->release_disagrees);
        put_str(b, cl, "release_note", env->release_note);
        put_str(b, cl, "hosts_note", env->hosts_note);
        put_bool(b, cl, "has_broker_settings", env->n_broker_settings > 0);
        put_str(b, cl, "broker_settings_from", env->broker_settings_from);
        a = put_arr(b, cl, "broker_settings");
        for (size_t i = 0; a && i < env->n_broker_settings; i++) {
                const kp_rm_setting *s = &env->broker_settings[i];
                cJSON *row = push_obj(b, a);
                put_str(b, row, "name", s->name);
                put_str(b, row, "value", s->value);
                put_str(b, row, "about", s->about);
        }
        put_str(b, cl, "api_versions", env->api_versions);
        put_num(b, cl, "broker_count", (double)env->n_brokers);
        put_bool(b, cl, "has_brokers", env->n_brokers > 0);
        a = put_arr(b, cl, "brokers");
        for (size_t i = 0; a && i < env->n_brokers; i++) {
                const kp_rm_broker *br = &env->brokers[i];
                cJSON *row = push_obj(b, a);
                put_str(b, row, "id", br->id);
                put_str(b, row, "host", br->host);
                put_str(b, row, "port", br->port);
                put_str(b, row, "address", br->address);
                put_bool(b, row, "controller", br->controller);
        }
        a = put_arr(b, o, "topics");
        for (size_t i = 0; a && i < env->n_topics; i++) {
                const kp_rm_topic *t = &env->topics[i];
                cJSON *to = push_obj(b, a), *la;
                put_str(b, to, "name", t->name);
                put_num(b, to, "partitions", t->partitions);
                put_num(b, to, "replication_factor", t->replication_factor);
                put_bool(b, to, "created", t->created);
                put_bool(b, to, "has_config", t->config.n > 0);
                put_kv_rows(b, to, "config", &t->config);
                put_str(b, to, "config_text", t->config.summary);
                put_bool(b, to, "has_layout", t->n_layout > 0);
                la = put_arr(b, to, "layout");
                for (size_t k = 0; la && k < t->n_layout; k++) {
                        const kp_rm_partition *p = &t->layout[k];
                        cJSON *row = push_obj(b, la);
                        put_str(b, row, "partition", p->partition);
                        put_str(b, row, "leader", p->leader);
                        put_str(b, row, "replicas", p->replicas);
                        put_str(b, row, "isr", p->isr);
                        put_bool(b, row, "under_replicated",
                                 p->under_replicated);
                }
        }
        a = put_arr(b, o, "warnings");
        for (size_t i = 0; a && i < env->n_warnings; i++)
                push_str(b, a, env->warnings[i]);
        put_kv_rows(b, o, "client_config", &env->client_config);
        put_kv_rows(b, o, "producer_defaults", &env->producer_defaults);
        put_kv_rows(b, o, "consumer_defaults", &env->consumer_defaults);
        put_bool(b, o, "has_role_defaults", env->has_role_defaults);
        put_str(b, o, "client_defaults", env->client_defaults);
        put_bool(b, o, "has_client_settings", env->n_client_settings > 0);
        put_bool(b, o, "client_settings_tiers", env->client_settings_tiers);
        a = put_arr(b, o, "client_settings");
        for (size_t i = 0; a && i < env->n_client_settings; i++) {
                const kp_rm_client_setting *s = &env->client_settings[i];
                cJSON *row = push_obj(b, a);
                put_str(b, row, "clients", s->clients);
                put_str(b, row, "key", s->key);
                put_str(b, row, "value", s->value);
                put_str(b, row, "rd_default", s->rd_default);
                put_str(b, row, "why", s->why);
                put_str(b, row, "why_code", s->why_code);
                put_bool(b, row, "kplan", s->kplan);
                put_str(b, row, "tiers", s->tiers);
        }
        h = put_obj(b, o, "host");
        put_str(b, h, "hostname", env->hostname);
        put_str(b, h, "os", env->os);
        put_str(b, h, "cpu_model", env->cpu_model);
        put_num(b, h, "cpus", env->cpus);
        put_cell(b, h, "memory", &env->memory);
        put_str(b, o, "kplan_version", env->kplan_version);
        put_str(b, o, "librdkafka_version", env->librdkafka_version);
        put_str(b, o, "command_line", env->command_line);
        put_bool(b, o, "has_overrides", env->n_overrides > 0);
        a = put_arr(b, o, "overrides");
        for (size_t i = 0; a && i < env->n_overrides; i++)
                push_str(b, a, env->overrides[i]);
        put_str(b, o, "plan_path", env->plan_path);
        put_str(b, o, "plan_sha256", env->plan_sha256);
        put_str(b, o, "results_sha256", env->results_sha256);
        put_str(b, o, "rebuild_command", env->rebuild_command);
        put_bool(b, o, "has_agents", env->n_agents > 0);
        put_cell(b, o, "max_skew_ms", &env->max_skew);
        put_cell(b, o, "skew_bound_ms", &env->skew_bound);
        a = put_arr(b, o, "agents");
        for (size_t i = 0; a && i < env->n_agents; i++) {
                const kp_rm_agent *g = &env->agents[i];
                cJSON *row = push_obj(b, a);
                put_str(b, row, "name", g->name);
                put_str(b, row, "host", g->host);
                put_str(b, row, "kplan_version", g->kplan_version);
                put_str(b, row, "librdkafka_version", g->librdkafka_version);
                put_cell(b, row, "clock_offset_ms", &g->clock_offset);
                put_cell(b, row, "round_trip_ms", &g->round_trip);
                put_str(b, row, "lost", g->lost);
        }
        put_bool(b, o, "has_attempts", env->n_attempts > 0);
        a = put_arr(b, o, "attempts");
        for (size_t i = 0; a && i < env->n_attempts; i++) {
                const kp_rm_attempt *t = &env->attempts[i];
                cJSON *row = push_obj(b, a);
                put_num(b, row, "number", t->number);
                put_str(b, row, "started_at", t->started_at);
                put_str(b, row, "finished_at", t->finished_at);
                put_str(b, row, "ended", t->ended);
                put_str(b, row, "tiers", t->tiers);
                put_str(b, row, "cut", t->cut);
        }
}

static void put_signoff(kp_vb *b, cJSON *v, const kp_rmodel *m)
{
        cJSON *o = put_obj(b, v, "signoff"), *a;
        put_str(b, o, "prepared_by", m->signoff.prepared_by);
        put_str(b, o, "company", m->signoff.company);
        put_str(b, o, "decision_choices", m->signoff.choices);
        put_str(b, o, "conditions_note", m->signoff.conditions_note);
        put_str(b, o, "conditional", m->signoff.decisions[1]);
        a = put_arr(b, o, "decisions");
        for (size_t i = 0; a && i < KP_RM_DECISIONS; i++) {
                cJSON *d = chk(b, cJSON_CreateString(m->signoff.decisions[i]));
                if (d && !cJSON_AddItemToArray(a, d)) {
                        cJSON_Delete(d);
                        b->oom = 1;
                }
        }
        a = put_arr(b, o, "approvers");
        for (size_t i = 0; a && i < m->signoff.n_approvers; i++) {
                const kp_rm_approver *ap = &m->signoff.approvers[i];
                cJSON *row = push_obj(b, a);
                put_str(b, row, "role", ap->role);
                put_str(b, row, "name", ap->name);
                put_bool(b, row, "has_name", ap->has_name);
        }
        put_str(b, o, "date", m->signoff.date);
        put_str(b, o, "meaning", m->signoff.meaning);
        a = put_arr(b, o, "definitions");
        for (size_t i = 0; a && i < KP_RM_DECISIONS; i++)
                push_str(b, a,
                         m->signoff.definitions[i] ? m->signoff.definitions[i]
                                                   : "");
}

static void put_charts(kp_vb *b, cJSON *v, const kp_rmodel *m)
{
        cJSON *a = put_arr(b, v, "charts");
        for (size_t i = 0; a && i < m->n_charts; i++) {
                const kp_rm_chart *c = &m->charts[i];
                int per_tier = c->kind == KP_CH_THROUGHPUT ||
                               c->kind == KP_CH_LATENCY ||
                               c->kind == KP_CH_DISTRIBUTION;
                cJSON *o;
                /* Sweep and search charts are listed with their sweep
                 * and their search, the load client's with where its
                 * tier's time went. */
                if (c->kind == KP_CH_SWEEP_RATE || c->kind == KP_CH_SWEEP_LAT ||
                    c->kind == KP_CH_SEARCH_KNEE ||
                    c->kind == KP_CH_SEARCH_RATES ||
                    c->kind == KP_CH_CLIENT_TIME ||
                    c->kind == KP_CH_CLIENT_CPU || c->kind == KP_CH_WINDOWS)
                        continue;
                o = push_obj(b, a);
                put_str(b, o, "title", c->title);
                put_str(b, o, "file", c->file);
                put_str(b, o, "alt", c->alt);
                put_str(b, o, "caption", c->caption);
                put_str(b, o, "kind", c->kind_name);
                put_str(b, o, "tier", per_tier ? m->tiers[c->tier].name : "");
                put_str(b, o, "tier_events", c->tier_events);
                put_bool(b, o, "comparison", !per_tier);
                put_bool(b, o, "first_of_tier", c->first_of_tier);
                put_bool(b, o, "is_tiers_throughput",
                         c->kind == KP_CH_TIERS_RATE);
                put_bool(b, o, "is_tiers_latency", c->kind == KP_CH_TIERS_P95);
                put_bool(b, o, "is_throughput", c->kind == KP_CH_THROUGHPUT);
                put_bool(b, o, "is_latency", c->kind == KP_CH_LATENCY);
                put_bool(b, o, "is_distribution",
                         c->kind == KP_CH_DISTRIBUTION);
        }
}

/* A table's column marks (kp_rm_sweep.col_mark): "marks", one key per
 * column, "not judged" or "". */
static void put_col_marks(kp_vb *b, cJSON *o, const char *const *mark)
{
        static const char *const key[KP_RM__COLS] = {
                "rate",    "mib_per_sec", "p50",        "p95",
                "p99",     "service_p95", "fetch_rate", "errors",
                "e2e_p95", "completeness"
        };
        cJSON *x = put_obj(b, o, "marks");
        for (int k = 0; x && k < KP_RM__COLS; k++)
                put_str(b, x, key[k], mark[k]);
}

static void put_sweeps(kp_vb *b, cJSON *v, const kp_rmodel *m)
{
        cJSON *a = put_arr(b, v, "sweeps");
        for (size_t i = 0; a && i < m->n_sweeps; i++) {
                const kp_rm_sweep *s = &m->sweeps[i];
                cJSON *o = push_obj(b, a), *pts, *f, *ch;
                put_str(b, o, "group", s->group);
                put_str(b, o, "param", s->param);
                put_str(b, o, "param2", s->param2);
                put_bool(b, o, "grid", s->grid);
                put_num(b, o, "points_total", (double)s->n_points);
                put_str(b, o, "goal", s->goal);
                put_bool(b, o, "by_throughput", s->by_throughput);
                put_bool(b, o, "by_latency", !s->by_throughput);
                put_bool(b, o, "has_best", s->has_best);
                put_bool(b, o, "tie", s->tie);
                put_num(b, o, "runs", (double)s->runs);
                put_bool(b, o, "repeated", s->repeated);
                put_cell(b, o, "noise_floor", &s->noise_floor);
                put_bool(b, o, "has_short", s->has_short);
                put_cell(b, o, "short_limit", &s->short_limit);
                put_str(b, o, "best", s->best);
                put_str(b, o, "best_label", s->best_label);
                put_col_marks(b, o, s->col_mark);
                pts = put_arr(b, o, "points");
                for (size_t k = 0; pts && k < s->n_points; k++) {
                        const kp_rm_point *p = &s->points[k];
                        cJSON *po = push_obj(b, pts);
                        put_str(b, po, "tier", p->tier);
                        put_str(b, po, "value", p->value);
                        put_str(b, po, "value2", p->value2);
                        put_str(b, po, "label", p->label);
                        put_bool(b, po, "produced", p->produced);
                        put_bool(b, po, "consumed", p->consumed);
                        put_marked(b, po, "rate", &p->rate);
                        put_marked(b, po, "mib_per_sec", &p->mib_per_sec);
                        put_marked(b, po, "p50", &p->p50);
                        put_marked(b, po, "p95", &p->p95);
                        put_marked(b, po, "p99", &p->p99);
                        put_marked(b, po, "service_p95", &p->service_p95);
                        put_marked(b, po, "fetch_rate", &p->fetch_rate);
                        put_marked(b, po, "errors", &p->errors);
                        put_cell(b, po, "runs", &p->runs);
                        put_bool(b, po, "ranged", p->ranged);
                        put_cell(b, po, "rate_min", &p->rate_min);
                        put_cell(b, po, "rate_max", &p->rate_max);
                        put_str(b, po, "rate_range", p->rate_range);
                        put_cell(b, po, "rate_noise", &p->rate_noise);
                        put_cell(b, po, "p95_min", &p->p95_min);
                        put_cell(b, po, "p95_max", &p->p95_max);
                        put_str(b, po, "p95_range", p->p95_range);
                        put_cell(b, po, "p95_noise", &p->p95_noise);
                        put_cell(b, po, "duration", &p->duration);
                        put_bool(b, po, "short", p->short_run);
                        put_verdict_words(b, po, p->verdict, p->verdict_text);
                        put_bool(b, po, "best", p->best);
                        put_bool(b, po, "tied", p->tied);
                }
                put_bool(b, o, "has_findings", s->n_findings > 0);
                f = put_arr(b, o, "findings");
                for (size_t k = 0; f && k < s->n_findings; k++)
                        push_str(b, f, s->findings[k]);
                ch = put_arr(b, o, "charts");
                for (size_t k = 0; ch && k < s->n_charts; k++) {
                        const kp_rm_chart *c = &m->charts[s->charts[k]];
                        cJSON *co = push_obj(b, ch);
                        put_str(b, co, "title", c->title);
                        put_str(b, co, "file", c->file);
                        put_str(b, co, "alt", c->alt);
                        put_str(b, co, "caption", c->caption);
                        put_bool(b, co, "is_throughput",
                                 c->kind == KP_CH_SWEEP_RATE);
                        put_bool(b, co, "is_latency",
                                 c->kind == KP_CH_SWEEP_LAT);
                }
        }
}

static void put_group_row(kp_vb *b, cJSON *o, const kp_rm_group_row *r)
{
        put_str(b, o, "name", r->name);
        put_str(b, o, "topic", r->topic);
        put_str(b, o, "status", r->status);
        put_bool(b, o, "unlimited", r->unlimited);
        put_cell(b, o, "target_rate", &r->target_rate);
        put_bool(b, o, "produced", r->produced);
        put_marked(b, o, "rate", &r->rate);
        put_marked(b, o, "mib_per_sec", &r->mib_per_sec);
        put_marked(b, o, "p50", &r->p50);
        put_marked(b, o, "p95", &r->p95);
        put_marked(b, o, "p99", &r->p99);
        put_marked(b, o, "service_p95", &r->service_p95);
        put_marked(b, o, "errors", &r->errors);
        put_bool(b, o, "consumed", r->consumed);
        put_marked(b, o, "fetch_rate", &r->fetch_rate);
        put_marked(b, o, "e2e_p95", &r->e2e_p95);
        put_marked(b, o, "completeness", &r->completeness);
        put_verdict_words(b, o, r->verdict, r->verdict_text);
}

/* The glossary: a term and its meaning a row (kp_rmodel.glossary). */
static void put_glossary(kp_vb *b, cJSON *v, const kp_rmodel *m)
{
        cJSON *a = put_arr(b, v, "glossary");
        for (size_t i = 0; a && i < KP_RM_GLOSSARY; i++) {
                cJSON *o = push_obj(b, a);
                put_str(b, o, "term", m->glossary[i].term);
                put_str(b, o, "meaning", m->glossary[i].meaning);
        }
}

static void put_groups(kp_vb *b, cJSON *v, const kp_rmodel *m)
{
        cJSON *a = put_arr(b, v, "groups");
        for (size_t i = 0; a && i < m->n_groups; i++) {
                const kp_rm_group *g = &m->groups[i];
                cJSON *o = push_obj(b, a), *w, *ch, *agg;
                put_str(b, o, "name", g->name);
                put_num(b, o, "workloads_total", (double)g->n_workloads);
                put_col_marks(b, o, g->col_mark);
                put_verdict_words(b, o, g->verdict, g->verdict_text);
                w = put_arr(b, o, "workloads");
                for (size_t k = 0; w && k < g->n_workloads; k++)
                        put_group_row(b, push_obj(b, w), &g->workloads[k]);
                ch = put_arr(b, o, "checks");
                for (size_t k = 0; ch && k < g->n_checks; k++)
                        put_check_row(b, push_obj(b, ch),
                                      &m->checks[g->checks[k]]);
                put_bool(b, o, "has_checks", g->n_checks > 0);
                agg = put_obj(b, o, "aggregate");
                put_group_row(b, agg, &g->aggregate);
                put_bool(b, agg, "na", g->aggregate.na);
        }
}

/* The front page: the criteria not met with their causes, one answer
 * per question of the target, and the seed-shaped tables. */
static void put_front(kp_vb *b, cJSON *v, const kp_rmodel *m)
{
        const kp_rm_front *f = &m->front;
        cJSON *o = put_obj(b, v, "front"), *a;
        put_str(b, o, "target", f->target);
        put_bool(b, o, "has_reasons", f->n_reasons > 0);
        a = put_arr(b, o, "reasons");
        for (size_t i = 0; a && i < f->n_reasons; i++) {
                const kp_rm_reason *r = &f->reasons[i];
                cJSON *x = push_obj(b, a);
                put_str(b, x, "tier", r->tier);
                put_str(b, x, "metric", r->metric);
                put_str(b, x, "words", r->words);
                put_bool(b, x, "measured", r->measured);
                put_cell(b, x, "value", &r->value);
                put_cell(b, x, "limit", &r->limit);
                put_bool(b, x, "over", r->over);
                put_str(b, x, "excess", r->excess);
                put_str(b, x, "cause", r->cause);
                put_str(b, x, "line", r->line);
                put_str(b, x, "brief", r->brief);
        }
        a = put_arr(b, o, "by_tier");
        for (size_t i = 0; a && i < f->n_by_tier; i++) {
                const kp_rm_reason_tier *g = &f->by_tier[i];
                cJSON *x = push_obj(b, a);
                put_str(b, x, "tier", g->tier);
                put_str(b, x, "criteria", g->criteria);
                put_str(b, x, "cause", g->cause);
                put_str(b, x, "line", g->line);
        }
        a = put_arr(b, o, "answers");
        for (int q = 0; a && q < KP_RM__QUESTIONS; q++) {
                const kp_rm_answer *an = &f->answers[q];
                cJSON *x = push_obj(b, a), *is;
                put_str(b, x, "key", an->key);
                put_str(b, x, "topic", an->topic);
                put_str(b, x, "word", an->word);
                put_bool(b, x, "yes", an->reply == KP_RM_YES);
                put_bool(b, x, "no", an->reply == KP_RM_NO);
                put_bool(b, x, "unsettled", an->reply == KP_RM_UNSETTLED);
                put_cell(b, x, "figure", &an->figure);
                put_str(b, x, "sentence", an->sentence);
                put_str(b, x, "basis", an->basis);
                put_bool(b, x, "at_least", an->at_least);
                put_str(b, x, "tier", an->tier);
                put_cell(b, x, "rate", &an->rate);
                put_cell(b, x, "count", &an->count);
                put_cell(b, x, "disks", &an->disks);
                put_cell(b, x, "disks_share", &an->disks_share);
                put_str(b, x, "brokers", an->brokers);
                put_num(b, x, "model_brokers", an->model_brokers);
                put_num(b, x, "model_one_down", an->model_one_down);
                put_num(b, x, "estimate_brokers", an->estimate_brokers);
                put_num(b, x, "estimate_one_down", an->estimate_one_down);
                put_num(b, x, "estimate_tested", an->estimate_tested);
                is = put_obj(b, x, "is");
                put_bool(b, is, an->key, 1);
                is = put_obj(b, x, "basis_is");
                put_bool(b, is, an->basis, 1);
        }
        put_str(b, o, "emulated_hosts", f->emulated_hosts);
        put_bool(b, o, "has_points", f->has_points);
        a = put_arr(b, o, "checks");
        for (size_t i = 0; a && i < f->n_checks; i++) {
                cJSON *x = push_obj(b, a);
                put_check_row(b, x, &f->checks[i]);
                put_num(b, x, "runs", (double)f->checks[i].runs);
                put_num(b, x, "runs_not_pass",
                        (double)f->checks[i].runs_not_pass);
                put_bool(b, x, "of_runs", f->checks[i].runs > 0);
        }
        a = put_arr(b, o, "produce");
        for (size_t i = 0; a && i < f->n_rows; i++) {
                const kp_rm_front_row *r = &f->rows[i];
                cJSON *x;
                if (!r->produced)
                        continue;
                x = push_obj(b, a);
                put_str(b, x, "tier", r->name);
                put_num(b, x, "runs", (double)r->runs);
                put_cell(b, x, "messages", &r->messages);
                put_cell(b, x, "record_size", &r->record_size);
                put_cell(b, x, "target_rate", &r->target_rate);
                put_bool(b, x, "unlimited", r->first->p.unlimited);
                put_marked(b, x, "achieved_rate", &r->rate);
                put_marked(b, x, "p95", &r->p95);
                put_verdict_words(b, x, r->verdict, r->verdict_text);
        }
        a = put_arr(b, o, "consume");
        for (size_t i = 0; a && i < f->n_rows; i++) {
                const kp_rm_front_row *r = &f->rows[i];
                cJSON *x;
                if (!r->consumed)
                        continue;
                x = push_obj(b, a);
                put_str(b, x, "tier", r->name);
                put_num(b, x, "runs", (double)r->runs);
                put_cell(b, x, "messages", &r->c_messages);
                put_cell(b, x, "mib", &r->mib);
                put_marked(b, x, "mib_per_sec", &r->mib_per_sec);
                put_marked(b, x, "msgs_per_sec", &r->msgs_per_sec);
                put_cell(b, x, "seconds", &r->seconds);
        }
        put_bool(b, o, "consume_fetch", f->consume_fetch);
        put_str(b, o, "consume_rate_label", f->consume_rate_label);
        put_str(b, o, "consume_mibps_label", f->consume_mibps_label);
        put_str(b, o, "consume_seconds_label", f->consume_seconds_label);
        put_str(b, o, "rate_mark", f->rate_mark);
        put_str(b, o, "p95_mark", f->p95_mark);
        put_str(b, o, "consume_rate_mark", f->c_rate_mark);
        put_str(b, o, "consume_mibps_mark", f->c_mibps_mark);
}

cJSON *kp_md_view(const kp_rmodel *m)
{
        cJSON *v = cJSON_CreateObject();
        kp_vb b = { 0 };
        if (!v)
                return NULL;
        put_meta(&b, v, m);
        put_verdict(&b, v, m);
        put_events(&b, v, m);
        put_front(&b, v, m);
        put_bool(&b, v, "has_description", m->has_description);
        put_bool(&b, v, "has_target", m->has_target);
        put_bool(&b, v, "has_criteria", m->has_criteria);
        put_bool(&b, v, "has_failed_checks", m->n_failed_checks > 0);
        put_bool(&b, v, "has_risks", m->has_risks);
        {
                cJSON *a;
                put_str(&b, v, "host_risk", m->host_risk ? m->host_risk : "");
                a = put_arr(&b, v, "risks");
                for (size_t i = 0; a && i < m->n_risks; i++)
                        push_str(&b, a, m->risks[i]);
        }
        put_bool(&b, v, "has_assumptions", m->has_assumptions);
        put_bool(&b, v, "has_trends", m->has_trends);
        put_bool(&b, v, "has_sweeps", m->has_sweeps);
        put_bool(&b, v, "has_parallel", m->has_parallel);
        put_bool(&b, v, "has_produce", m->has_produce);
        put_bool(&b, v, "has_consume", m->has_consume);
        put_bool(&b, v, "has_e2e", m->has_e2e);
        put_bool(&b, v, "has_consume_after", m->has_consume_after);
        put_bool(&b, v, "has_produce_errors", m->has_produce_errors);
        put_bool(&b, v, "has_incomplete_tiers", m->has_incomplete_tiers);
        put_bool(&b, v, "has_charts", m->n_charts > 0);
        put_bool(&b, v, "has_client_time", m->has_time);
        put_bool(&b, v, "has_cluster_warnings", m->has_cluster_warnings);
        put_bool(&b, v, "has_approvers", m->has_approvers);
        put_scenarios(&b, v, m);
        put_produce(&b, v, m);
        put_consume(&b, v, m);
        put_criteria(&b, v, m);
        put_checks(&b, v, m);
        put_tiers(&b, v, m);
        put_extrapolation(&b, v, m);
        put_capacity(&b, v, m);
        put_environment(&b, v, m);
        put_signoff(&b, v, m);
        put_charts(&b, v, m);
        put_sweeps(&b, v, m);
        put_groups(&b, v, m);
        put_glossary(&b, v, m);
        kp_md_view_brokers(v, m, &b.oom);
        kp_md_view_windows(v, m, &b.oom);
        if (b.oom) {
                cJSON_Delete(v);
                return NULL;
        }
        return v;
}
