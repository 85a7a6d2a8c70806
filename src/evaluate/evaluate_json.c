/* The evaluation as results.json carries it (kp_evaluation_to_json()). */
#include "evaluate/evaluation.h"

#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/units.h"
#include "base/util.h"
#include "evaluate/evaluate_priv.h"
#include "evaluate/metric_value.h"
#include "plan/promql.h"

static cJSON *num_or_null(double v)
{
        return isfinite(v) ? cJSON_CreateNumber(v) : cJSON_CreateNull();
}

/* A rate check's rate and the rates its window's ends allow
 * (docs/metrics.md, "A rate is judged with its uncertainty"):
 * rate_high null when the window may be empty. */
static void rate_put(cJSON *c, const kp_rate_bounds *b)
{
        cJSON_AddItemToObject(c, "rate_value", num_or_null(b->value));
        cJSON_AddItemToObject(c, "rate_low", num_or_null(b->low));
        cJSON_AddItemToObject(c, "rate_high", num_or_null(b->high));
        cJSON_AddItemToObject(c, "rate_window_s", num_or_null(b->window_s));
        cJSON_AddItemToObject(c, "rate_end_error_s",
                              num_or_null(b->end_error_s));
        cJSON_AddStringToObject(c, "rate_end_error_from",
                                kp_rate_end_str(b->end));
}

/* The extrapolation's figures that have no value, each with its reason:
 * { "headroom": "no_capacity", ... } (docs/metrics.md, "Extrapolation"). */
static cJSON *unknown_json(const kp_extrapolation *x)
{
        const struct {
                const char *field;
                kp_x_unknown why;
        } f[] = {
                { "sustainable_msgs_per_sec", x->sustainable_unknown },
                { "headroom", x->headroom_unknown },
                { "burst_msgs_per_sec", x->burst_unknown },
                { "backlog_drain_msgs_per_sec", x->drain_rate_unknown },
                { "outage_catch_up_s", x->catch_up_unknown },
                { "partitions_needed", x->partitions_unknown },
                { "brokers", x->brokers_unknown },
                { "network_in_per_broker_bytes_per_s", x->brokers_unknown },
                { "network_out_per_broker_bytes_per_s", x->brokers_unknown },
                { "storage_per_broker_bytes", x->brokers_unknown },
                { "consume_msgs_per_sec", x->consume_unknown },
                { "ingest_s", x->ingest_unknown },
                { "drain_s", x->drain_s_unknown },
        };
        cJSON *o = cJSON_CreateObject();
        for (size_t i = 0; o && i < KP_ARRAY_LEN(f); i++)
                if (f[i].why != KP_X_KNOWN)
                        cJSON_AddStringToObject(o, f[i].field,
                                                kp_x_unknown_str(f[i].why));
        return o;
}

/* A check per window: how its windows went, and every window's value. */
static cJSON *window_json(const kp_check *k)
{
        cJSON *w = cJSON_CreateObject(), *a;
        if (!w)
                return NULL;
        cJSON_AddNumberToObject(w, "window_s", k->window_s);
        cJSON_AddNumberToObject(w, "windows", k->windows_share);
        cJSON_AddStringToObject(w, "phase", k->phase);
        cJSON_AddNumberToObject(w, "judged", (double)k->windows_judged);
        cJSON_AddNumberToObject(w, "failed", (double)k->windows_failed);
        cJSON_AddNumberToObject(w, "needed", (double)k->windows_needed);
        if (k->has_value) {
                cJSON_AddNumberToObject(w, "worst_end_s", k->worst_end_s);
                cJSON_AddNumberToObject(w, "worst_dur_s", k->worst_dur_s);
                if (k->worst_at[0])
                        cJSON_AddStringToObject(w, "worst_at", k->worst_at);
        }
        a = cJSON_AddArrayToObject(w, "points");
        for (size_t i = 0; a && i < k->n_win; i++) {
                cJSON *p = cJSON_CreateObject();
                if (!p)
                        break;
                cJSON_AddNumberToObject(p, "end_s", k->win_end_s[i]);
                cJSON_AddNumberToObject(p, "dur_s", k->win_dur_s[i]);
                cJSON_AddItemToObject(p, "value", num_or_null(k->win_value[i]));
                cJSON_AddItemToArray(a, p);
        }
        return w;
}

static void add_num(cJSON *o, const char *key, double v)
{
        cJSON_AddItemToObject(o, key, num_or_null(v));
}

/* A measure over the runs: key (the median), key_min, key_max and
 * noise_key (the point's noise in percent). */
static void add_stat(cJSON *o, const char *key, const char *noise_key,
                     const kp_sweep_stat *st)
{
        char k[96];
        add_num(o, key, st->median);
        snprintf(k, sizeof(k), "%s_min", key);
        add_num(o, k, st->min);
        snprintf(k, sizeof(k), "%s_max", key);
        add_num(o, k, st->max);
        add_num(o, noise_key, st->noise_pct);
}

/* A finding: its record, with its parts, each with its slot. */
static cJSON *finding_json(const kp_sweep_finding *f)
{
        cJSON *o = kp_judgment_to_json(&f->j), *parts;
        if (!o)
                return NULL;
        parts = cJSON_AddArrayToObject(o, "parts");
        for (size_t k = 0; parts && k < f->n_parts; k++) {
                cJSON *p = kp_judgment_to_json(&f->parts[k].j);
                if (!p)
                        break;
                cJSON_AddNumberToObject(p, "slot", (double)f->parts[k].slot);
                cJSON_AddItemToArray(parts, p);
        }
        return o;
}

static cJSON *sweep_json(const kp_sweep_eval *s, const kp_evaluation *e)
{
        cJSON *o = cJSON_CreateObject(), *a;
        if (!o)
                return NULL;
        cJSON_AddStringToObject(o, "group", s->group);
        cJSON_AddStringToObject(o, "param", s->param);
        if (s->param2)
                cJSON_AddStringToObject(o, "param2", s->param2);
        cJSON_AddStringToObject(o, "goal",
                                s->goal == KP_GOAL_THROUGHPUT ? "throughput"
                                                              : "latency");
        cJSON_AddNumberToObject(o, "runs", (double)s->runs);
        cJSON_AddNumberToObject(o, "noise_floor_pct", s->noise_floor_pct);
        /* The rules by name (docs/templates.md); their words are the
         * report model's, added beside them by the writer of
         * results.json. */
        cJSON_AddStringToObject(
            o, "best_rule",
            s->goal == KP_GOAL_THROUGHPUT ? "rate_then_p95" : "p95_then_rate");
        cJSON_AddStringToObject(o, "noise_rule", "largest_change_between_runs");
        if (s->best < s->n_points)
                cJSON_AddStringToObject(o, "best", s->points[s->best].name);
        else
                cJSON_AddNullToObject(o, "best");
        cJSON_AddBoolToObject(o, "tie", s->tie);
        a = cJSON_AddArrayToObject(o, "points");
        for (size_t i = 0; a && i < s->n_points; i++) {
                const kp_sweep_point *p = &s->points[i];
                cJSON *q = cJSON_CreateObject(), *runs;
                if (!q)
                        break;
                cJSON_AddStringToObject(q, "tier", p->name);
                cJSON_AddStringToObject(q, "value", p->value);
                if (p->value2)
                        cJSON_AddStringToObject(q, "value2", p->value2);
                runs = cJSON_AddArrayToObject(q, "runs");
                for (size_t k = 0; runs && k < p->n_runs; k++)
                        if (p->runs[k] < e->n_tiers)
                                cJSON_AddItemToArray(
                                    runs, cJSON_CreateString(
                                              e->tiers[p->runs[k]].name));
                cJSON_AddNumberToObject(q, "runs_measured",
                                        (double)p->n_measured);
                add_stat(q, "produce_msgs_per_sec",
                         "produce_msgs_per_sec_noise_pct", &p->rate_runs);
                add_num(q, "produce_mib_per_sec", p->mib_per_sec);
                add_num(q, "latency_p50_ms", p->p50_ms);
                add_stat(q, "latency_p95_ms", "latency_p95_noise_pct",
                         &p->p95_runs);
                add_num(q, "latency_p99_ms", p->p99_ms);
                add_num(q, "service_latency_p95_ms", p->service_p95_ms);
                add_num(q, "consume_fetch_msgs_per_sec", p->fetch_rate);
                add_num(q, "errors", p->errors);
                add_num(q, "produce_duration_s", p->duration_s);
                cJSON_AddBoolToObject(q, "short", p->short_run);
                cJSON_AddStringToObject(q, "verdict",
                                        kp_verdict_str(p->verdict));
                cJSON_AddBoolToObject(q, "best", p->best);
                cJSON_AddBoolToObject(q, "tied", p->tied);
                cJSON_AddItemToArray(a, q);
        }
        a = cJSON_AddArrayToObject(o, "findings");
        for (size_t i = 0; a && i < s->n_findings; i++)
                cJSON_AddItemToArray(a, finding_json(&s->findings[i]));
        return o;
}

static cJSON *latency_json(const kp_latency *l)
{
        cJSON *o = cJSON_CreateObject();
        if (!o || l->count == 0)
                return o;
        cJSON_AddNumberToObject(o, "p50_ms", l->p50_ms);
        cJSON_AddNumberToObject(o, "p95_ms", l->p95_ms);
        cJSON_AddNumberToObject(o, "p99_ms", l->p99_ms);
        cJSON_AddNumberToObject(o, "max_ms", l->max_ms);
        return o;
}

static cJSON *group_json(const kp_group_eval *g, const kp_evaluation *e)
{
        const kp_produce_result *p = &g->agg.produce;
        const kp_consume_result *c = &g->agg.consume;
        cJSON *o = cJSON_CreateObject(), *a, *x;
        if (!o)
                return NULL;
        cJSON_AddStringToObject(o, "name", g->name);
        a = cJSON_AddArrayToObject(o, "workloads");
        for (size_t i = 0; a && i < g->n_tiers; i++)
                if (g->tiers[i] < e->n_tiers)
                        cJSON_AddItemToArray(
                            a, cJSON_CreateString(e->tiers[g->tiers[i]].name));
        cJSON_AddStringToObject(o, "status", kp_tier_status_str(g->agg.status));
        cJSON_AddStringToObject(o, "verdict", kp_verdict_str(g->verdict));
        x = cJSON_AddObjectToObject(o, "produce");
        if (x && p->ran) {
                cJSON_AddNumberToObject(x, "target_msgs_per_sec",
                                        g->target_rate);
                cJSON_AddNumberToObject(x, "achieved_msgs_per_sec",
                                        p->achieved_rate);
                cJSON_AddNumberToObject(x, "mib_per_sec", p->mib_per_sec);
                cJSON_AddNumberToObject(x, "sent", (double)p->sent);
                cJSON_AddNumberToObject(x, "delivered", (double)p->delivered);
                cJSON_AddNumberToObject(x, "errors",
                                        (double)(p->failed + p->undelivered));
                cJSON_AddItemToObject(x, "latency_ms",
                                      latency_json(&p->latency));
                cJSON_AddItemToObject(x, "service_latency_ms",
                                      latency_json(&p->service));
        }
        x = cJSON_AddObjectToObject(o, "consume");
        if (x && c->ran) {
                cJSON_AddNumberToObject(x, "messages", (double)c->messages);
                cJSON_AddNumberToObject(x, "fetch_msgs_per_sec",
                                        c->fetch_msgs_per_sec);
                cJSON_AddNumberToObject(x, "completeness", c->completeness);
                cJSON_AddNumberToObject(x, "missing", (double)c->missing);
                cJSON_AddItemToObject(x, "e2e_latency_ms",
                                      latency_json(&c->e2e));
        }
        return o;
}

/* What limited a phase (evaluate/limits.h), in results.json's
 * evaluation: its kind, whether it is the load client's, the load host
 * and the broker it names. Nothing for a phase without statistics. */
static const char *const gap_words[] = {
        [KP_GAP_NONE] = "none",
        [KP_GAP_AGREES] = "agrees",
        [KP_GAP_CRITERIA] = "criteria",
        [KP_GAP_CLIENT] = "client",
        [KP_GAP_UNMEASURED] = "unmeasured",
        [KP_GAP_HIGHER] = "higher",
};

static void add_reason(cJSON *o, kp_sizing_reason r)
{
        if (r != KP_SZR_NONE)
                cJSON_AddStringToObject(o, "reason", kp_sizing_reason_str(r));
}

/* evaluation.sizing.measured_estimate: the broker count from the
 * measured capacity (sizing.h's kp_sizing_estimate), null when not
 * known. */
static void estimate_json(cJSON *o, const kp_sizing_estimate *x)
{
        cJSON *m;
        if (x->brokers <= 0) {
                cJSON_AddNullToObject(o, "measured_estimate");
                return;
        }
        m = cJSON_AddObjectToObject(o, "measured_estimate");
        if (!m)
                return;
        cJSON_AddNumberToObject(m, "brokers", x->brokers);
        cJSON_AddNumberToObject(m, "brokers_one_down", x->brokers_one_down);
        add_num(m, "capacity_msgs_per_sec", x->capacity);
        add_num(m, "peak_msgs_per_sec", x->peak_rate);
        cJSON_AddNumberToObject(m, "tested_brokers", x->tested_brokers);
}

/* evaluation.sizing (docs/metrics.md, "How big a cluster the target
 * needs"). */
static cJSON *sizing_json(const kp_evaluation *e)
{
        const kp_sizing *s = &e->sizing;
        cJSON *o = cJSON_CreateObject(), *a, *m;
        if (!o)
                return NULL;
        if (!e->sizing_present) {
                cJSON_AddNullToObject(o, "brokers");
                add_reason(o, KP_SZR_NO_BROKERS);
                estimate_json(o, &s->estimate);
                return o;
        }
        cJSON_AddNumberToObject(o, "brokers", s->brokers);
        cJSON_AddBoolToObject(o, "shared_hosts", e->sizing_shared_hosts);
        a = cJSON_AddArrayToObject(o, "resources");
        for (int k = 0; a && k < KP_SRES_N; k++) {
                const kp_sizing_res *r = &s->res[k];
                cJSON *it = cJSON_CreateObject();
                if (!it)
                        break;
                cJSON_AddStringToObject(it, "name", kp_sres_name(k));
                cJSON_AddStringToObject(it, "unit", kp_sizing_unit(k));
                add_num(it, "capacity", r->capacity);
                /* The broker the fit is of: the first to run out, else
                 * the busiest (sizing.h). */
                if (r->broker[0])
                        cJSON_AddStringToObject(it, "broker", r->broker);
                else
                        cJSON_AddNullToObject(it, "broker");
                add_num(it, "intercept", r->intercept);
                add_num(it, "slope", r->slope);
                add_num(it, "r2", r->r2);
                cJSON_AddNumberToObject(it, "points", (double)r->points);
                add_num(it, "error_pct", r->error_pct);
                cJSON_AddNumberToObject(it, "threshold", r->threshold);
                add_num(it, "ceiling_rate", r->ceiling_rate);
                add_num(it, "full_rate", r->full_rate);
                add_reason(it, r->reason);
                /* The form (sizing.h): "batching" adds requests_slope x
                 * requests/s, requests/s = rate / (1 + batch_slope x
                 * rate); model_reason says why the CPU's is a line. */
                cJSON_AddStringToObject(it, "model",
                                        r->batching ? "batching" : "line");
                add_num(it, "requests_slope", r->requests_slope);
                add_num(it, "batch_slope", r->batch_slope);
                add_num(it, "line_r2", r->line_r2);
                add_num(it, "line_error_pct", r->line_error_pct);
                if (r->line_why != KP_SZL_NONE)
                        cJSON_AddStringToObject(
                            it, "model_reason",
                            kp_sizing_line_why_str(r->line_why));
                cJSON_AddItemToArray(a, it);
        }
        if (s->first >= 0)
                cJSON_AddStringToObject(o, "first", kp_sres_name(s->first));
        else
                cJSON_AddNullToObject(o, "first");
        add_num(o, "ceiling_rate", s->ceiling_rate);
        add_num(o, "peak_rate", s->peak_rate > 0 ? s->peak_rate : NAN);
        add_num(o, "brokers_needed",
                s->brokers_needed ? s->brokers_needed : NAN);
        add_num(o, "brokers_needed_one_down",
                s->brokers_needed ? s->brokers_needed_one_down : NAN);
        add_reason(o, s->reason);
        m = cJSON_AddObjectToObject(o, "measured");
        if (m) {
                add_num(m, "rate",
                        s->measured_rate > 0 ? s->measured_rate : NAN);
                if (s->measured_rate > 0)
                        cJSON_AddStringToObject(
                            m, "source",
                            s->measured_search ? "search" : "unlimited");
                else
                        cJSON_AddNullToObject(m, "source");
                add_num(m, "model_rate", s->model_rate);
                add_num(m, "ratio", s->ratio);
                cJSON_AddStringToObject(m, "gap", gap_words[s->gap]);
        }
        estimate_json(o, &s->estimate);
        return o;
}

/* A stall (evaluate/stall.h), absent when there is none. */
static void stall_put(cJSON *t, const char *key, const kp_stall *s)
{
        cJSON *o;
        if (!s->found)
                return;
        o = cJSON_AddObjectToObject(t, key);
        if (!o)
                return;
        add_num(o, "at_s", s->at_s);
        add_num(o, "duration_s", s->duration_s);
        cJSON_AddNumberToObject(o, "intervals", (double)s->intervals);
        add_num(o, "expected_msgs_per_sec", s->expected);
}

static void limit_put(cJSON *t, const char *key, const kp_limit *l)
{
        cJSON *o;
        if (l->kind == KP_LIMIT_NONE)
                return;
        o = cJSON_AddObjectToObject(t, key);
        if (!o)
                return;
        cJSON_AddStringToObject(o, "kind", kp_limit_kind_str(l->kind));
        cJSON_AddBoolToObject(o, "client", l->client);
        if (l->source)
                cJSON_AddStringToObject(o, "source", l->source);
        if (l->broker >= 0)
                cJSON_AddNumberToObject(o, "broker", l->broker);
        /* The figures the rules read (docs/metrics.md), null when not
         * recorded. */
        add_num(o, "cpu", l->cpu);
        add_num(o, "cpu_thread", l->cpu_thread);
        add_num(o, "cpu_wait", l->cpu_wait);
        add_num(o, "msgs_per_batch", l->msgs_per_batch);
        add_num(o, "waiting", l->waiting);
        add_num(o, "throttle_ms", l->throttle_ms);
        add_num(o, "p95_ms", l->p95_ms);
        /* The stages as the rules compared them: their means (or, in
         * older results, the means of their per-second p95s), the
         * mean of a message's way, the cause's own figure and its share
         * of that mean (means add up; percentiles do not). */
        cJSON_AddNumberToObject(o, "samples", l->samples);
        cJSON_AddStringToObject(o, "stages_by",
                                l->by_means ? "mean" : "mean-of-p95s");
        for (int k = 0; k < KP_STAGE__COUNT; k++) {
                char name[32];
                if (!isfinite(l->stage_ms[k]))
                        continue;
                snprintf(name, sizeof(name), "%s_ms", kp_limit_stage_str(k));
                add_num(o, name, l->stage_ms[k]);
        }
        add_num(o, "mean_ms", l->mean_ms);
        add_num(o, "client_share_of_mean", l->client_share);
        add_num(o, "cause_ms", l->part_ms);
        add_num(o, "share_of_mean", l->share);
        if (l->kind == KP_LIMIT_UNDETERMINED)
                cJSON_AddStringToObject(o, "undetermined",
                                        kp_limit_undet_str(l->undet));
        if (l->next_stage != KP_STAGE_NONE &&
            (l->kind == KP_LIMIT_CLIENT_REQUESTS ||
             l->kind == KP_LIMIT_ROUND_TRIP || l->kind == KP_LIMIT_HOST ||
             l->kind == KP_LIMIT_REPLICATION || l->undet == KP_UNDET_MARGIN)) {
                add_num(o, "margin_top_ms", l->top_ms);
                cJSON_AddStringToObject(o, "margin_next",
                                        kp_limit_stage_str(l->next_stage));
                add_num(o, "margin_next_ms", l->next_ms);
        }
        if (l->cpu_limit != KP_CPU_LIMIT_NONE)
                cJSON_AddStringToObject(o, "cpu_limit",
                                        kp_cpu_limit_str(l->cpu_limit));
        add_num(o, "cgroup_quota_cores", l->cg_quota_cores);
        add_num(o, "cgroup_throttled", l->cg_throttled);
        if (l->kind == KP_LIMIT_BROKER) {
                cJSON_AddStringToObject(
                    o, "seen",
                    l->seen == KP_SEEN_OWN_TIME ? "own-time" : "intervals");
                add_num(o, "broker_ms", l->broker_ms);
                add_num(o, "others_ms", l->others_ms);
                if (l->seen == KP_SEEN_INTERVALS) {
                        cJSON_AddNumberToObject(o, "slow_intervals",
                                                l->slow_intervals);
                        cJSON_AddNumberToObject(o, "of_intervals", l->slow_of);
                }
        }
        if (l->kind == KP_LIMIT_REPLICATION)
                add_num(o, "remote_ms", l->remote_ms);
        /* The host: the phase is no evidence about the cluster on a host
         * the brokers share, or whose CPU was saturated. */
        cJSON_AddBoolToObject(o, "host_shared", l->host_shared);
        if (l->host_shared && l->local_broker && *l->local_broker)
                cJSON_AddStringToObject(o, "local_broker", l->local_broker);
        cJSON_AddBoolToObject(o, "host_saturated", l->host_saturated);
        add_num(o, "host_cpu", l->host_cpu);
        cJSON_AddBoolToObject(o, "cluster_evidence", kp_limit_is_evidence(l));
}

/* results.json's name of what a tier lacks to measure a metric. */
static const char *misfit_str(kp_misfit m)
{
        switch (m) {
        case KP_MISFIT_UNLIMITED:
                return "unlimited_rate";
        case KP_MISFIT_NO_CONSUMER:
                return "no_consumer";
        case KP_MISFIT_AFTER:
                return "consumers_after";
        case KP_MISFIT_NOT_SEARCH:
                return "not_search";
        case KP_MISFIT_NO_SOAK:
                return "no_soak";
        case KP_MISFIT_NOT_BACKLOG:
                return "not_backlog";
        case KP_MISFIT_AGGREGATE:
                return "aggregate";
        case KP_FITS:
                break;
        }
        return "fits";
}

/* A tier's verdict, its rig's record, limits and stalls. */
static cJSON *tier_json(const kp_tier_eval *te)
{
        cJSON *t = cJSON_CreateObject();
        if (!t)
                return NULL;
        cJSON_AddStringToObject(t, "name", te->name);
        cJSON_AddStringToObject(t, "verdict", kp_verdict_str(te->verdict));
        cJSON_AddBoolToObject(t, "below_required_peak", te->below_peak);
        if (te->rig.code != KP_J_NONE)
                cJSON_AddItemToObject(t, "rig", kp_judgment_to_json(&te->rig));
        limit_put(t, "produce_limit", &te->produce_limit);
        limit_put(t, "consume_limit", &te->consume_limit);
        stall_put(t, "produce_stall", &te->produce_stall);
        stall_put(t, "consume_stall", &te->consume_stall);
        return t;
}

/* One check: its figures, verdict and why it was not judged. */
static cJSON *check_json(const kp_check *k)
{
        cJSON *c = cJSON_CreateObject();
        if (!c)
                return NULL;
        cJSON_AddStringToObject(c, "tier", k->tier);
        cJSON_AddStringToObject(c, "metric", k->metric);
        cJSON_AddStringToObject(c, "unit", k->unit);
        cJSON_AddStringToObject(c, "op", kp_cmp_str(k->cmp));
        cJSON_AddNumberToObject(c, "threshold", k->threshold);
        if (!k->has_value) {
                cJSON_AddNullToObject(c, "value");
                cJSON_AddNullToObject(c, "margin");
        } else {
                cJSON_AddItemToObject(c, "value", num_or_null(k->value));
                cJSON_AddItemToObject(c, "margin", num_or_null(k->margin));
                cJSON_AddItemToObject(c, "margin_pct",
                                      num_or_null(k->margin_pct));
        }
        cJSON_AddStringToObject(c, "verdict", kp_verdict_str(k->verdict));
        if (k->rig_limited)
                cJSON_AddBoolToObject(c, "rig_limited", 1);
        if (k->why != KP_WHY_JUDGED)
                cJSON_AddStringToObject(c, "why", kp_check_why_str(k->why));
        if (k->why == KP_WHY_MISFIT)
                cJSON_AddStringToObject(c, "misfit", misfit_str(k->misfit));
        if (k->aborted)
                cJSON_AddBoolToObject(c, "aborted", 1);
        if (k->has_rate)
                rate_put(c, &k->rate);
        if (k->windowed)
                cJSON_AddItemToObject(c, "window", window_json(k));
        return c;
}

/* A trend across tiers, as least squares against log10(messages). */
static cJSON *trend_json(const kp_trend *t)
{
        cJSON *to = cJSON_CreateObject();
        if (!to)
                return NULL;
        cJSON_AddStringToObject(to, "metric", t->metric);
        cJSON_AddStringToObject(to, "unit", t->unit);
        /* value = a + b * log10(messages), by least
         * squares */
        cJSON_AddStringToObject(to, "model", "least_squares_log10");
        cJSON_AddNumberToObject(to, "points", (double)t->n_points);
        cJSON_AddNumberToObject(to, "a", t->intercept);
        cJSON_AddNumberToObject(to, "b", t->slope);
        cJSON_AddNumberToObject(to, "r2", t->r2);
        cJSON_AddItemToObject(to, "projected", num_or_null(t->projected));
        if (t->has_threshold) {
                cJSON_AddStringToObject(to, "op", kp_cmp_str(t->cmp));
                cJSON_AddNumberToObject(to, "threshold", t->threshold);
        }
        cJSON_AddBoolToObject(to, "crosses_threshold", t->crosses);
        cJSON_AddBoolToObject(to, "below_zero", t->below_zero);
        cJSON_AddBoolToObject(to, "inconclusive", t->weak);
        cJSON_AddBoolToObject(to, "measured_points_fail", t->points_fail);
        return to;
}

/* The extrapolation's figures, an unknown one null with its reason in
 * "unknown", and its trends; into x (a target is present). */
static void extrapolation_put(cJSON *x, const kp_extrapolation *ex)
{
        cJSON *a;
        cJSON_AddNumberToObject(x, "required_avg_msgs_per_sec",
                                ex->required_avg_rate);
        cJSON_AddNumberToObject(x, "required_peak_msgs_per_sec",
                                ex->required_peak_rate);
        cJSON_AddItemToObject(x, "sustainable_msgs_per_sec",
                              num_or_null(ex->sustainable_rate));
        cJSON_AddBoolToObject(x, "sustainable_is_lower_bound",
                              ex->sustainable_lower_bound);
        if (ex->sustainable_tier)
                cJSON_AddStringToObject(x, "sustainable_tier",
                                        ex->sustainable_tier);
        cJSON_AddStringToObject(
            x, "capacity",
            ex->capacity_kind == KP_CAP_SUSTAINED ? "sustained"
            : ex->capacity_kind == KP_CAP_TRIALS  ? "trials"
            : ex->capacity_kind == KP_CAP_FIXED   ? "fixed_rate"
                                                  : "none");
        if (ex->below_rate > 0)
                cJSON_AddNumberToObject(x, "capacity_below_msgs_per_sec",
                                        ex->below_rate);
        cJSON_AddItemToObject(x, "headroom", num_or_null(ex->headroom));
        cJSON_AddItemToObject(x, "burst_msgs_per_sec",
                              num_or_null(ex->burst_rate));
        if (ex->burst_tier)
                cJSON_AddStringToObject(x, "burst_tier", ex->burst_tier);
        cJSON_AddItemToObject(x, "backlog_drain_msgs_per_sec",
                              num_or_null(ex->drain_rate));
        if (ex->drain_tier)
                cJSON_AddStringToObject(x, "backlog_drain_tier",
                                        ex->drain_tier);
        cJSON_AddNumberToObject(x, "outage_s", ex->outage_s);
        cJSON_AddItemToObject(x, "outage_catch_up_s",
                              num_or_null(ex->outage_catch_up_s));
        cJSON_AddItemToObject(x, "partitions_needed",
                              ex->partitions_unknown
                                  ? cJSON_CreateNull()
                                  : cJSON_CreateNumber(ex->partitions_needed));
        cJSON_AddItemToObject(x, "brokers",
                              ex->brokers_unknown
                                  ? cJSON_CreateNull()
                                  : cJSON_CreateNumber(ex->brokers));
        cJSON_AddItemToObject(x, "network_in_per_broker_bytes_per_s",
                              num_or_null(ex->net_in_per_broker));
        cJSON_AddItemToObject(x, "network_out_per_broker_bytes_per_s",
                              num_or_null(ex->net_out_per_broker));
        cJSON_AddItemToObject(x, "storage_per_broker_bytes",
                              num_or_null(ex->storage_per_broker));
        cJSON_AddItemToObject(x, "consume_msgs_per_sec",
                              num_or_null(ex->consume_rate));
        if (ex->consume_tier)
                cJSON_AddStringToObject(x, "consume_tier", ex->consume_tier);
        cJSON_AddItemToObject(x, "ingest_s", num_or_null(ex->ingest_s));
        cJSON_AddItemToObject(x, "drain_s", num_or_null(ex->drain_s));
        cJSON_AddItemToObject(x, "unknown", unknown_json(ex));
        cJSON_AddNumberToObject(x, "storage_bytes", ex->storage_bytes);
        cJSON_AddNumberToObject(x, "storage_with_overhead_bytes",
                                ex->storage_with_overhead);
        a = cJSON_AddArrayToObject(x, "trends");
        for (size_t i = 0; a && i < ex->n_trends; i++)
                cJSON_AddItemToArray(a, trend_json(&ex->trends[i]));
}

cJSON *kp_evaluation_to_json(const kp_evaluation *e)
{
        cJSON *o = cJSON_CreateObject(), *a, *x;
        if (!o)
                return NULL;
        cJSON_AddStringToObject(o, "verdict", kp_verdict_str(e->verdict));
        /* Why, as a record; its English words ("verdict_reason") are the
         * report model's, added by the writer of results.json. */
        cJSON_AddItemToObject(o, "verdict_record",
                              kp_judgment_to_json(&e->run));
        if (e->verdict == KP_INCONCLUSIVE && e->rig_tier &&
            e->rig_tier <= e->n_tiers)
                cJSON_AddItemToObject(
                    o, "inconclusive",
                    kp_judgment_to_json(&e->tiers[e->rig_tier - 1].rig));
        a = cJSON_AddArrayToObject(o, "tiers");
        for (size_t i = 0; a && i < e->n_tiers; i++)
                cJSON_AddItemToArray(a, tier_json(&e->tiers[i]));
        a = cJSON_AddArrayToObject(o, "checks");
        for (size_t i = 0; a && i < e->n_checks; i++)
                cJSON_AddItemToArray(a, check_json(&e->checks[i]));
        x = cJSON_AddObjectToObject(o, "extrapolation");
        if (x && e->x.present)
                extrapolation_put(x, &e->x);
        if (x)
                cJSON_AddItemToObject(
                    x, "assumptions",
                    kp_judgments_to_json(e->x.assumptions, e->x.n_assumptions));
        cJSON_AddItemToObject(o, "sizing", sizing_json(e));
        /* The brokers' figures that cannot be measured here, with why:
         * { "network_bytes": "loopback" }, else {}. */
        x = cJSON_AddObjectToObject(o, "brokers_unknown");
        if (x && e->broker_network_unknown)
                cJSON_AddStringToObject(
                    x, KP_PQ_NETWORK_BYTES,
                    kp_x_unknown_str(e->broker_network_unknown));
        cJSON_AddItemToObject(o, "risks",
                              kp_judgments_to_json(e->risks, e->n_risks));
        a = cJSON_AddArrayToObject(o, "sweeps");
        for (size_t i = 0; a && i < e->n_sweeps; i++)
                cJSON_AddItemToArray(a, sweep_json(&e->sweeps[i], e));
        a = cJSON_AddArrayToObject(o, "groups");
        for (size_t i = 0; a && i < e->n_groups; i++)
                cJSON_AddItemToArray(a, group_json(&e->groups[i], e));
        return o;
}
