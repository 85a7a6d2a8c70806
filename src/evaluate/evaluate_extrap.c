/* The extrapolation to the plan's target (evaluate/evaluate.h,
 * kp_extrapolation): the capacity at the criteria and the headroom it
 * leaves, the burst that is not capacity, the backlog drain, partitions,
 * network and storage per broker, and the trends across volume tiers. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/units.h"
#include "base/util.h"
#include "evaluate/capacity.h"
#include "evaluate/evaluation.h"
#include "evaluate/evaluate_priv.h"
#include "evaluate/fit.h"
#include "evaluate/metric_value.h"

static const kp_metric_id trend_metrics[] = {
        KP_M_PRODUCE_LAT_P95,    KP_M_PRODUCE_LAT_P99, KP_M_PRODUCE_SVC_P95,
        KP_M_PRODUCE_RATE_RATIO, KP_M_CONSUME_RATE,    KP_M_E2E_P95,
};

static int kv_equal(const kp_kvlist *a, const kp_kvlist *b)
{
        if (a->n != b->n)
                return 0;
        for (size_t i = 0; i < a->n; i++)
                if (strcmp(a->items[i].key, b->items[i].key) ||
                    strcmp(a->items[i].value, b->items[i].value))
                        return 0;
        return 1;
}

/* Two tiers that differ in volume alone: the same rate and settings. */
static int alike(const kp_tier *a, const kp_tier *b)
{
        return a->rate == b->rate && a->record_size == b->record_size &&
               a->producers == b->producers && a->payload == b->payload &&
               a->key_mode == b->key_mode && a->key_count == b->key_count &&
               a->partitions == b->partitions &&
               a->replication_factor == b->replication_factor &&
               !a->payload_file == !b->payload_file &&
               a->consume.enabled == b->consume.enabled &&
               a->consume.during == b->consume.during &&
               a->consume.consumers == b->consume.consumers &&
               a->consume.fetch_size == b->consume.fetch_size &&
               kv_equal(&a->producer, &b->producer) &&
               kv_equal(&a->consume.config, &b->consume.config);
}

/* A volume tier: a fixed rate, complete, alone (no sweep, workload,
 * search or backlog). */
static int volume_tier(const kp_results *r, size_t i)
{
        const kp_tier *t = &r->plan->tiers[i];
        return t->rate > 0 && !t->sweep_group && !t->parallel_group &&
               !t->search.present && !t->backlog.present &&
               r->tiers[i].status == KP_TIER_COMPLETE;
}

/* The volume tiers a trend is drawn from: the largest set of tiers alike
 * in everything but their volume, marked in use[]; the number of
 * distinct volumes among them. */
static size_t trend_tiers(const kp_results *r, int *use)
{
        size_t best = 0, best_lead = r->n_tiers;
        for (size_t i = 0; i < r->n_tiers; i++) {
                size_t distinct = 0;
                if (!volume_tier(r, i))
                        continue;
                for (size_t k = i; k < r->n_tiers; k++) {
                        int seen = 0;
                        if (!volume_tier(r, k) ||
                            !alike(&r->plan->tiers[i], &r->plan->tiers[k]))
                                continue;
                        for (size_t q = i; q < k && !seen; q++)
                                seen = volume_tier(r, q) &&
                                       alike(&r->plan->tiers[i],
                                             &r->plan->tiers[q]) &&
                                       r->plan->tiers[q].messages ==
                                           r->plan->tiers[k].messages;
                        distinct += !seen;
                }
                if (distinct > best) {
                        best = distinct;
                        best_lead = i;
                }
        }
        for (size_t k = 0; k < r->n_tiers; k++)
                use[k] = best_lead < r->n_tiers && volume_tier(r, k) &&
                         alike(&r->plan->tiers[best_lead], &r->plan->tiers[k]);
        return best;
}

/* The check of metric on tier, if any. */
static const kp_check *check_of(const kp_evaluation *e, const char *tier,
                                const char *metric)
{
        for (size_t i = 0; i < e->n_checks; i++)
                if (strcmp(e->checks[i].tier, tier) == 0 &&
                    strcmp(e->checks[i].metric, metric) == 0)
                        return &e->checks[i];
        return NULL;
}

/* A growing list of records (the assumptions, the risks). */
typedef struct jv {
        kp_judgment *v;
        size_t n;
} jv;

/* Appends a record of code about subject; NULL when memory runs out (the
 * list is left as it was). */
static kp_judgment *jv_add(jv *l, kp_jcode code, kp_subject subject)
{
        kp_judgment *v = realloc(l->v, (l->n + 1) * sizeof(*v));
        if (!v)
                return NULL;
        l->v = v;
        kp_judgment_init(&v[l->n], code, subject);
        return &v[l->n++];
}

/* A record about tier (borrowed): its subject, and its name the first
 * figure. */
static kp_judgment *jv_tier(jv *l, kp_jcode code, const char *tier)
{
        kp_judgment *j = jv_add(l, code, KP_SUBJ_TIER);
        if (j) {
                j->tier = tier;
                kp_judgment_name(j, "tier", tier);
        }
        return j;
}

/* The metric and its criterion as figures: the metric (worded by the
 * report model), the comparison and the threshold in the metric's unit. */
static void criterion_figures(kp_judgment *j, const kp_trend *tr)
{
        kp_jfigure *f = kp_judgment_name(j, "metric", tr->metric);
        if (f)
                f->unit = "metric";
        f = kp_judgment_name(j, "op", kp_cmp_str(tr->cmp));
        if (f)
                f->unit = "op";
        kp_judgment_num(j, "threshold", tr->unit, tr->threshold);
}

static int eval_trends(const kp_results *r, const kp_evaluation *e,
                       kp_extrapolation *x, jv *risks)
{
        const kp_plan *p = r->plan;
        size_t n_t = r->n_tiers;
        double *xs = calloc(n_t + 1, sizeof(double));
        double *ys = calloc(n_t + 1, sizeof(double));
        int *use = calloc(n_t + 1, sizeof(int));
        int ret = -1;
        if (!xs || !ys || !use)
                goto out;
        x->trends = calloc(KP_ARRAY_LEN(trend_metrics), sizeof(*x->trends));
        if (!x->trends)
                goto out;
        if (trend_tiers(r, use) < KP_TREND_MIN_POINTS) {
                ret = 0;
                goto out;
        }
        for (size_t m = 0; m < KP_ARRAY_LEN(trend_metrics); m++) {
                const kp_metric *met = kp_metric_get(trend_metrics[m]);
                kp_trend *tr = &x->trends[x->n_trends];
                size_t n = 0, distinct = 0;
                int fails = 0;
                double rate = 0;
                for (size_t i = 0; i < n_t; i++) {
                        const kp_tier *t = &p->tiers[i];
                        const kp_check *k;
                        double v;
                        /* A consumer that reads while the tier produces
                         * goes at the producer's pace. */
                        if (!use[i] ||
                            (met->id == KP_M_CONSUME_RATE &&
                             t->consume.during) ||
                            kp_metric_value(&r->tiers[i], t, met->id, &v))
                                continue;
                        k = check_of(e, t->name, met->name);
                        fails |= k && k->verdict == KP_FAIL;
                        rate = t->rate;
                        xs[n] = log10((double)t->messages);
                        ys[n] = v;
                        for (size_t q = 0; q < n; q++)
                                if (xs[q] == xs[n])
                                        goto dup;
                        distinct++;
                dup:
                        n++;
                }
                if (distinct < KP_TREND_MIN_POINTS)
                        continue;
                tr->metric = met->name;
                tr->unit = met->unit;
                tr->n_points = n;
                tr->rate = rate;
                kp_fit_linear(xs, ys, n, &tr->slope, &tr->intercept, &tr->r2);
                tr->projected = tr->intercept +
                                tr->slope * log10((double)p->target.messages);
                /* Latencies, rates and ratios cannot go below zero: a fit
                 * that does has no projection there (not a clamped 0). */
                tr->below_zero = tr->projected < 0;
                tr->weak = tr->r2 < KP_TREND_MIN_R2;
                tr->points_fail = fails;
                for (size_t c = 0; c < p->n_criteria; c++) {
                        if (strcmp(p->criteria[c].metric, met->name) != 0)
                                continue;
                        tr->has_threshold = 1;
                        tr->threshold = p->criteria[c].threshold;
                        tr->cmp = p->criteria[c].cmp;
                        tr->crosses =
                            fails || (!tr->below_zero &&
                                      !kp_metric_holds(tr->cmp, tr->projected,
                                                       tr->threshold));
                        break;
                }
                if (fails) {
                        kp_judgment *j =
                            jv_add(risks, KP_J_RISK_TREND_FAILS, KP_SUBJ_RUN);
                        if (!j)
                                goto out;
                        criterion_figures(j, tr);
                }
                if (!fails && tr->crosses && !tr->weak) {
                        kp_judgment *j =
                            jv_add(risks, KP_J_RISK_TREND_CROSSES, KP_SUBJ_RUN);
                        kp_jfigure *f;
                        if (!j)
                                goto out;
                        f = kp_judgment_name(j, "metric", tr->metric);
                        if (f)
                                f->unit = "metric";
                        kp_judgment_num(j, "projected", tr->unit,
                                        tr->projected);
                        kp_judgment_num(j, "points", "count", (double)n);
                        kp_judgment_num(j, "r2", "x", tr->r2);
                        f = kp_judgment_name(j, "op", kp_cmp_str(tr->cmp));
                        if (f)
                                f->unit = "op";
                        kp_judgment_num(j, "threshold", tr->unit,
                                        tr->threshold);
                }
                x->n_trends++;
        }
        ret = 0;
out:
        free(xs);
        free(ys);
        free(use);
        return ret;
}

/* The capacity at the criteria (see kp_capacity_kind) and the burst. */
static void capacity_of(const kp_results *r, const kp_evaluation *e,
                        kp_extrapolation *x)
{
        const kp_plan *p = r->plan;
        double found = 0;
        const char *found_tier = NULL;
        for (size_t i = 0; i < r->n_tiers; i++) {
                const kp_tier *t = &p->tiers[i];
                const kp_tier_result *tr = &r->tiers[i];
                const kp_produce_result *q = &tr->produce;
                if (t->search.present && tr->search.ran) {
                        if (tr->search.sustained_rate > x->sustainable_rate) {
                                x->sustainable_rate = tr->search.sustained_rate;
                                x->sustainable_tier = t->name;
                        }
                        if (tr->search.found_rate == 0 &&
                            tr->search.n_trials > 0 &&
                            !tr->search.trials[0].pass &&
                            (x->below_rate == 0 ||
                             t->search.from < x->below_rate)) {
                                x->below_rate = t->search.from;
                                x->below_tier = t->name;
                        }
                        if (tr->search.found_rate > found) {
                                found = tr->search.found_rate;
                                found_tier = t->name;
                        }
                        continue;
                }
                /* A tier stopped early or broken proves nothing. */
                if (!q->ran || !q->measured || q->failed || q->undelivered ||
                    tr->status == KP_TIER_INTERRUPTED ||
                    tr->status == KP_TIER_FAILED)
                        continue;
                /* A rate over too short a window is not one. */
                if (!kp_rate_window_judged(q->duration_s, t->interval_us))
                        continue;
                if (kp_tier_unlimited(t) && q->achieved_rate > x->burst_rate) {
                        x->burst_rate = q->achieved_rate;
                        x->burst_tier = t->name;
                }
        }
        if (x->sustainable_rate > 0) {
                x->capacity_kind = KP_CAP_SUSTAINED;
                return;
        }
        if (found > 0) {
                x->capacity_kind = KP_CAP_TRIALS;
                x->sustainable_rate = found;
                x->sustainable_tier = found_tier;
                return;
        }
        /* A fixed rate held with every criterion met: a lower bound. */
        for (size_t i = 0; i < r->n_tiers; i++) {
                const kp_tier *t = &p->tiers[i];
                const kp_produce_result *q = &r->tiers[i].produce;
                if (t->rate <= 0 || t->parallel_group || !q->ran ||
                    !q->measured || q->failed || q->undelivered ||
                    r->tiers[i].status != KP_TIER_COMPLETE || i >= e->n_tiers ||
                    !kp_rate_window_judged(q->duration_s, t->interval_us) ||
                    e->tiers[i].verdict != KP_PASS ||
                    !kp_capacity_latency_judged(p, t))
                        continue;
                if (q->achieved_rate > x->sustainable_rate) {
                        x->sustainable_rate = q->achieved_rate;
                        x->sustainable_tier = t->name;
                }
        }
        if (x->sustainable_rate > 0)
                x->capacity_kind = KP_CAP_FIXED;
        if (x->capacity_kind != KP_CAP_NONE)
                x->below_rate = 0, x->below_tier = NULL;
        x->sustainable_lower_bound = x->capacity_kind == KP_CAP_FIXED;
}

/* The partitions of the capacity tier's topic. */
static int capacity_partitions(const kp_results *r, const char *tier)
{
        const kp_tier *t = kp_plan_tier(r->plan, tier);
        const kp_topic_info *ti;
        if (!t)
                return 0;
        ti = kp_results_topic(r, t->topic);
        return ti && ti->partitions > 0 ? ti->partitions : t->partitions;
}

/* The backlog drains: the best read rate while behind. */
static void drain_of(const kp_results *r, kp_extrapolation *x)
{
        for (size_t i = 0; i < r->n_tiers; i++) {
                double v;
                if (kp_metric_value(&r->tiers[i], &r->plan->tiers[i],
                                    KP_M_DRAIN_RATE, &v) == 0 &&
                    kp_rate_window_judged(r->tiers[i].consume.caught_up_s,
                                          r->plan->tiers[i].interval_us) &&
                    v > x->drain_rate) {
                        x->drain_rate = v;
                        x->drain_tier = r->plan->tiers[i].name;
                }
        }
}

/* The capacity's assumption (and for trials its risk), and the burst's. */
static int capacity_records(const kp_extrapolation *x, jv *assume, jv *risks)
{
        static const kp_jcode kinds[] = {
                [KP_CAP_NONE] = KP_J_ASSUME_CAP_NONE,
                [KP_CAP_SUSTAINED] = KP_J_ASSUME_CAP_SUSTAINED,
                [KP_CAP_TRIALS] = KP_J_ASSUME_CAP_TRIALS,
                [KP_CAP_FIXED] = KP_J_ASSUME_CAP_FIXED,
        };
        kp_judgment *j;
        if (x->capacity_kind == KP_CAP_NONE) {
                if (!jv_add(assume, KP_J_ASSUME_CAP_NONE, KP_SUBJ_RUN))
                        return -1;
        } else {
                j = jv_tier(assume, kinds[x->capacity_kind],
                            x->sustainable_tier);
                if (!j)
                        return -1;
                kp_judgment_num(j, "capacity", "msg/s", x->sustainable_rate);
        }
        if (x->capacity_kind == KP_CAP_TRIALS &&
            !jv_tier(risks, KP_J_RISK_TRIALS, x->sustainable_tier))
                return -1;
        if (x->burst_rate > 0) {
                j = jv_tier(assume, KP_J_ASSUME_BURST, x->burst_tier);
                if (!j)
                        return -1;
                kp_judgment_num(j, "burst", "msg/s", x->burst_rate);
        }
        return 0;
}

/* Partitions, network and disk per broker, the outage's catch-up. */
static int sizing_records(const kp_results *r, const kp_extrapolation *x,
                          jv *assume, jv *risks)
{
        const kp_target *t = &r->plan->target;
        kp_judgment *j;
        if (x->partitions_needed > 0) {
                j = jv_tier(assume, KP_J_ASSUME_PARTITIONS,
                            x->sustainable_tier);
                if (!j)
                        return -1;
                kp_judgment_num(j, "partitions", "count",
                                x->capacity_partitions);
                kp_judgment_num(j, "capacity", "msg/s", x->sustainable_rate);
                kp_judgment_num(j, "per_partition", "msg/s", x->partition_rate);
                kp_judgment_num(j, "partitions_needed", "count",
                                x->partitions_needed);
        }
        if (x->brokers > 0) {
                j = jv_add(assume, KP_J_ASSUME_NETWORK, KP_SUBJ_RUN);
                if (!j)
                        return -1;
                kp_judgment_num(j, "brokers", "count", x->brokers);
                kp_judgment_num(j, "in_per_broker", "bytes/s",
                                x->net_in_per_broker);
                kp_judgment_num(j, "replication_factor", "count",
                                t->replication_factor);
                kp_judgment_num(j, "out_per_broker", "bytes/s",
                                x->net_out_per_broker);
                kp_judgment_num(j, "consumer_groups", "count",
                                t->consumer_groups);
                kp_judgment_num(j, "record_size", "bytes",
                                (double)t->record_size);
                j = jv_add(assume, KP_J_ASSUME_DISK, KP_SUBJ_RUN);
                if (!j)
                        return -1;
                kp_judgment_num(j, "storage_with_overhead", "bytes",
                                x->storage_with_overhead);
                kp_judgment_num(j, "per_broker", "bytes",
                                x->storage_per_broker);
                kp_judgment_num(j, "brokers", "count", x->brokers);
                kp_judgment_num(j, "retention", "duration",
                                (double)t->retention_us / 1e6);
        }
        if (x->drain_rate > 0) {
                int never = !(x->outage_catch_up_s > 0);
                j = jv_tier(never ? risks : assume,
                            never ? KP_J_RISK_NEVER_CATCH_UP
                                  : KP_J_ASSUME_CATCH_UP,
                            x->drain_tier);
                if (!j)
                        return -1;
                kp_judgment_num(j, "drain", "msg/s", x->drain_rate);
                kp_judgment_num(j, "required_peak", "msg/s",
                                x->required_peak_rate);
                if (!never) {
                        kp_judgment_num(j, "outage", "duration", x->outage_s);
                        kp_judgment_num(j, "catch_up", "duration",
                                        x->outage_catch_up_s);
                }
        }
        return 0;
}

static int plan_has_unlimited(const kp_plan *p)
{
        for (size_t i = 0; i < p->n_tiers; i++)
                if (kp_tier_unlimited(&p->tiers[i]))
                        return 1;
        return 0;
}

static int plan_has_backlog(const kp_plan *p)
{
        for (size_t i = 0; i < p->n_tiers; i++)
                if (p->tiers[i].backlog.present)
                        return 1;
        return 0;
}

/* A figure *v that is not known: NaN, with why in *u. */
static void known_or(int known, double *v, kp_x_unknown *u, kp_x_unknown why)
{
        if (known)
                return;
        *u = why;
        *v = NAN;
}

/* Every figure nothing measured: NaN (a count 0) with its reason, never
 * a 0 that reads as a measurement. */
static void unknowns_mark(const kp_plan *p, kp_extrapolation *x)
{
        known_or(x->capacity_kind != KP_CAP_NONE && x->sustainable_rate > 0,
                 &x->sustainable_rate, &x->sustainable_unknown,
                 KP_X_NO_CAPACITY);
        known_or(!x->sustainable_unknown && x->headroom > 0, &x->headroom,
                 &x->headroom_unknown, KP_X_NO_CAPACITY);
        known_or(!x->sustainable_unknown && x->ingest_s > 0, &x->ingest_s,
                 &x->ingest_unknown, KP_X_NO_CAPACITY);
        known_or(x->burst_rate > 0, &x->burst_rate, &x->burst_unknown,
                 plan_has_unlimited(p) ? KP_X_NO_BURST
                                       : KP_X_NO_UNLIMITED_TIER);
        known_or(x->consume_rate > 0, &x->consume_rate, &x->consume_unknown,
                 KP_X_NO_BACKLOG_READ);
        known_or(x->drain_s > 0, &x->drain_s, &x->drain_s_unknown,
                 KP_X_NO_BACKLOG_READ);
        known_or(x->drain_rate > 0, &x->drain_rate, &x->drain_rate_unknown,
                 plan_has_backlog(p) ? KP_X_NOT_DRAINED : KP_X_NO_BACKLOG_TIER);
        if (x->drain_rate_unknown)
                x->catch_up_unknown = x->drain_rate_unknown;
        else if (!(x->outage_catch_up_s > 0))
                x->catch_up_unknown = KP_X_NOT_ABOVE_PEAK;
        if (x->catch_up_unknown)
                x->outage_catch_up_s = NAN;
        if (x->partitions_needed <= 0) {
                x->partitions_unknown = x->sustainable_unknown
                                            ? KP_X_NO_CAPACITY
                                            : KP_X_NO_PARTITIONS;
                x->partitions_needed = 0;
                x->partition_rate = NAN;
        }
        if (x->brokers <= 0) {
                x->brokers_unknown = KP_X_NO_BROKERS;
                x->brokers = 0;
                x->net_in_per_broker = x->net_out_per_broker = NAN;
                x->storage_per_broker = NAN;
        }
}

const char *kp_x_unknown_str(kp_x_unknown u)
{
        switch (u) {
        case KP_X_KNOWN:
                break;
        case KP_X_NO_CAPACITY:
                return "no_capacity";
        case KP_X_NO_PARTITIONS:
                return "no_partitions";
        case KP_X_NO_UNLIMITED_TIER:
                return "no_unlimited_tier";
        case KP_X_NO_BURST:
                return "no_burst";
        case KP_X_NO_BACKLOG_READ:
                return "no_backlog_read";
        case KP_X_NO_BACKLOG_TIER:
                return "no_backlog_tier";
        case KP_X_NOT_DRAINED:
                return "not_drained";
        case KP_X_NOT_ABOVE_PEAK:
                return "drain_not_above_peak";
        case KP_X_NO_BROKERS:
                return "no_brokers";
        case KP_X_LOOPBACK:
                return "loopback";
        }
        return "";
}

int ev_extrapolate(const kp_results *r, kp_evaluation *e)
{
        const kp_plan *p = r->plan;
        const kp_target *t = &p->target;
        kp_extrapolation *x = &e->x;
        jv assume = { 0 }, risks = { 0 };
        kp_judgment *j;
        int ret = -1;
        /* Without a target, only what the figures describe. */
        if (!t->present)
                goto embedded;
        x->present = 1;
        x->required_avg_rate = kp_target_avg_rate(t);
        x->required_peak_rate = kp_target_peak_rate(t);
        x->storage_bytes =
            kp_target_storage_bytes(t, &x->storage_with_overhead);
        capacity_of(r, e, x);
        if (x->sustainable_rate > 0 && x->required_peak_rate > 0)
                x->headroom = x->sustainable_rate / x->required_peak_rate;
        for (size_t i = 0; i < r->n_tiers; i++) {
                const kp_consume_result *q = &r->tiers[i].consume;
                /* Only a read of a backlog: a consumer that read while
                 * its producer ran (mode "during") went at the
                 * producer's pace. A backlog tier's rate is the
                 * drain's, below. */
                if (q->ran && !q->timed_out && !q->backlog && !q->during &&
                    !p->tiers[i].consume.during &&
                    r->tiers[i].status != KP_TIER_INTERRUPTED &&
                    kp_rate_window_judged(q->fetch_s,
                                          p->tiers[i].interval_us) &&
                    q->fetch_msgs_per_sec > x->consume_rate) {
                        x->consume_rate = q->fetch_msgs_per_sec;
                        x->consume_tier = p->tiers[i].name;
                }
        }
        if (x->sustainable_rate > 0)
                x->ingest_s = (double)t->messages / x->sustainable_rate;
        drain_of(r, x);
        /* The faster of the best fetch-only read of a tier's messages and
         * a backlog drain's read while behind: both read a backlog. */
        if (x->drain_rate > x->consume_rate)
                x->drain_s = (double)t->messages / x->drain_rate;
        else if (x->consume_rate > 0)
                x->drain_s = (double)t->messages / x->consume_rate;
        x->outage_s = (double)t->outage_us / 1e6;
        if (x->drain_rate > 0)
                x->outage_catch_up_s =
                    x->drain_rate > x->required_peak_rate
                        ? x->outage_s * x->required_peak_rate /
                              (x->drain_rate - x->required_peak_rate)
                        : -1;
        if (x->sustainable_tier) {
                x->capacity_partitions =
                    capacity_partitions(r, x->sustainable_tier);
                if (x->capacity_partitions > 0) {
                        x->partition_rate =
                            x->sustainable_rate / x->capacity_partitions;
                        x->partitions_needed = (int)ceil(x->required_peak_rate /
                                                         x->partition_rate);
                }
        }
        x->brokers = (int)r->cluster.n_brokers;
        if (x->brokers > 0) {
                double ingress = x->required_peak_rate * (double)t->record_size;
                x->net_in_per_broker =
                    ingress * t->replication_factor / x->brokers;
                x->net_out_per_broker =
                    ingress * (t->consumer_groups + t->replication_factor - 1) /
                    x->brokers;
                x->storage_per_broker = x->storage_with_overhead / x->brokers;
        }

        /* In the order the reports give them. */
        j = jv_add(&assume, KP_J_ASSUME_TARGET, KP_SUBJ_RUN);
        if (!j)
                goto out;
        kp_judgment_num(j, "messages", "count", (double)t->messages);
        kp_judgment_num(j, "window", "duration", (double)t->window_us / 1e6);
        kp_judgment_num(j, "required_avg", "msg/s", x->required_avg_rate);
        kp_judgment_num(j, "peak_factor", "number", t->peak_factor);
        kp_judgment_num(j, "required_peak", "msg/s", x->required_peak_rate);
        if (eval_trends(r, e, x, &risks) ||
            capacity_records(x, &assume, &risks) ||
            sizing_records(r, x, &assume, &risks))
                goto out;
        /* Draining the target: the faster of a backlog drain's read while
         * behind and the best fetch-only read (drain_s above). */
        if (x->drain_rate > x->consume_rate || x->consume_rate > 0) {
                int backlog = x->drain_rate > x->consume_rate;
                j = jv_tier(&assume,
                            backlog ? KP_J_ASSUME_DRAIN_BACKLOG
                                    : KP_J_ASSUME_DRAIN_CONSUME,
                            backlog ? x->drain_tier : x->consume_tier);
                if (!j)
                        goto out;
                kp_judgment_num(j, "rate", "msg/s",
                                backlog ? x->drain_rate : x->consume_rate);
        }
        j = jv_add(&assume, KP_J_ASSUME_STORAGE, KP_SUBJ_RUN);
        if (!j)
                goto out;
        kp_judgment_num(j, "record_size", "bytes", (double)t->record_size);
        kp_judgment_num(j, "replication_factor", "count",
                        t->replication_factor);
        kp_judgment_num(j, "retention", "duration",
                        (double)t->retention_us / 1e6);
        kp_judgment_num(j, "storage", "bytes", x->storage_bytes);
        kp_judgment_num(j, "overhead", "share", t->storage_overhead);
        kp_judgment_num(j, "storage_with_overhead", "bytes",
                        x->storage_with_overhead);
        if (x->n_trends) {
                j = jv_add(&assume, KP_J_ASSUME_TRENDS, KP_SUBJ_RUN);
                if (!j)
                        goto out;
                kp_judgment_num(j, "min_points", "count", KP_TREND_MIN_POINTS);
                kp_judgment_num(j, "messages", "count", (double)t->messages);
                kp_judgment_num(j, "min_r2", "x", KP_TREND_MIN_R2);
        }
        for (size_t i = 0; i < e->n_tiers && i < r->n_tiers; i++) {
                if (!e->tiers[i].below_peak)
                        continue;
                j = jv_tier(&risks, KP_J_RISK_BELOW_PEAK, e->tiers[i].name);
                if (!j)
                        goto out;
                kp_judgment_num(j, "rate", "msg/s", p->tiers[i].rate);
                kp_judgment_num(j, "required_peak", "msg/s",
                                x->required_peak_rate);
        }
        unknowns_mark(p, x);
embedded:
        if (r->cluster.embedded &&
            !jv_add(&assume, KP_J_ASSUME_EMBEDDED, KP_SUBJ_RUN))
                goto out;
        x->assumptions = assume.v;
        x->n_assumptions = assume.n;
        e->risks = risks.v;
        e->n_risks = risks.n;
        assume.v = risks.v = NULL;
        ret = 0;
out:
        free(assume.v);
        free(risks.v);
        return ret;
}
