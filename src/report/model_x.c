/* The report model's target and extrapolation (model.h, kp_rm_extrap). */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/units.h"
#include "report/format.h"
#include "report/model_priv.h"

#define TIB 1099511627776.0
#define GIB 1073741824.0
#define MIB 1048576.0

/* A duration as a number in a readable unit: 7 days, 24 h, 90 s. */
static void duration_unit(int64_t us, double *v, const char **unit)
{
        int64_t s = us / 1000000;
        if (us % 1000000 == 0 && s % 86400 == 0 && s >= 86400) {
                *v = (double)s / 86400;
                *unit = "days";
        } else if (us % 1000000 == 0 && s % 3600 == 0 && s >= 3600) {
                *v = (double)s / 3600;
                *unit = "h";
        } else if (us % 1000000 == 0 && s % 60 == 0 && s >= 60) {
                *v = (double)s / 60;
                *unit = "min";
        } else {
                *v = (double)us / 1e6;
                *unit = "s";
        }
}

/* A byte count in the binary unit that keeps it readable: MiB, GiB or
 * TiB, as the rest of the report writes sizes. */
static void binary_unit(double bytes, double *v, const char **unit)
{
        double a = fabs(bytes);
        if (a >= TIB) {
                *v = bytes / TIB;
                *unit = "TiB";
        } else if (a >= GIB) {
                *v = bytes / GIB;
                *unit = "GiB";
        } else {
                *v = bytes / MIB;
                *unit = "MiB";
        }
}

static void line(mb *b, kp_rm_line *l, const char *label, double v,
                 kp_rm_fmt fmt, const char *unit, const char *note)
{
        l->label = label;
        l->unit = unit;
        mb_cell_num(b, &l->value, "", v, fmt);
        l->note = mb_strdup(b, note ? note : "");
}

static void inputs_build(mb *b, const kp_target *t, kp_rm_extrap *x)
{
        double v;
        const char *unit;
        line(b, &x->inputs[0], "Target messages per window",
             (double)t->messages, KP_RM_INT, "messages", NULL);
        duration_unit(t->window_us, &v, &unit);
        line(b, &x->inputs[1], "Window", v, KP_RM_GEN, unit, NULL);
        line(b, &x->inputs[2], "Peak factor", t->peak_factor, KP_RM_GEN,
             "x average", "required peak rate = average rate x peak factor");
        line(b, &x->inputs[3], "Record size", (double)t->record_size, KP_RM_INT,
             "bytes", NULL);
        line(b, &x->inputs[4], "Replication factor", t->replication_factor,
             KP_RM_INT, "copies", NULL);
        duration_unit(t->retention_us, &v, &unit);
        line(b, &x->inputs[5], "Retention", v, KP_RM_GEN, unit, NULL);
        line(b, &x->inputs[6], "Storage overhead", t->storage_overhead,
             KP_RM_PCT, "of raw", "indexes, batch headers and segment slack");
        duration_unit(t->outage_us, &v, &unit);
        line(b, &x->inputs[7], "Consumer outage to catch up after", v,
             KP_RM_GEN, unit, "at the peak rate, the producers going on");
        line(b, &x->inputs[8], "Consumer groups", t->consumer_groups, KP_RM_INT,
             "groups", "each reads every message");
}

/* The capacity line's note: what it rests on, in words. */
static const char *capacity_note(const kp_extrapolation *ex, char *out,
                                 size_t size)
{
        switch (ex->capacity_kind) {
        case KP_CAP_SUSTAINED:
                snprintf(out, size,
                         "tier %s: a soak held it with every search "
                         "criterion met",
                         ex->sustainable_tier);
                break;
        case KP_CAP_TRIALS:
                snprintf(out, size,
                         "tier %s: trials only, no soak held it (not "
                         "sustained)",
                         ex->sustainable_tier);
                break;
        case KP_CAP_FIXED:
                snprintf(out, size,
                         "tier %s, a fixed rate that met every criterion: "
                         "a lower bound",
                         ex->sustainable_tier);
                break;
        default:
                snprintf(out, size,
                         "no tier measured a rate that met the criteria");
                break;
        }
        return out;
}

static const char *const capacity_kinds[] = { "none", "sustained", "trials",
                                              "fixed_rate" };
static const char *const capacity_words[] = {
        "not measured", "sustained, a soak held it",
        "trials only, not sustained", "a lower bound, from a fixed rate"
};

static void lines_build(mb *b, const kp_extrapolation *ex, kp_rm_extrap *x)
{
        char a[64], note[256];
        kp_rm_line *l = x->lines;
        const char *unit;
        double v;
        line(b, l++, "Required average rate", ex->required_avg_rate, KP_RM_DEC1,
             "msg/s", "target messages / window");
        line(b, l++, "Required peak rate", ex->required_peak_rate, KP_RM_DEC1,
             "msg/s", "average x peak factor");
        line(b, l++, "Capacity at the criteria", ex->sustainable_rate,
             KP_RM_DEC1, "msg/s", capacity_note(ex, note, sizeof(note)));
        line(b, l, "What the capacity rests on", NAN, KP_RM_TEXT, "",
             ex->capacity_kind == KP_CAP_SUSTAINED
                 ? "held for the soak: sustained"
                 : "only a soak that holds the criteria makes it sustained");
        free(l->value.text);
        l->value.text = mb_strdup(
            b, ex->below_rate > 0 ? "under the capacity search's lowest rate"
                                  : capacity_words[ex->capacity_kind]);
        l->value.state = ex->capacity_kind == KP_CAP_SUSTAINED
                             ? KP_RM_PASS
                             : KP_RM_INCOMPLETE;
        l++;
        line(b, l, "Headroom", ex->headroom, KP_RM_X, "",
             "capacity at the criteria / required peak rate (1 or more: the "
             "peak fits)");
        /* The one judgement of "headroom >= 1" for every report. */
        l->value.state = ex->sustainable_rate <= 0 ? KP_RM_PLAIN
                         : ex->headroom >= 1       ? KP_RM_PASS
                                                   : KP_RM_FAIL;
        l++;
        if (ex->burst_rate > 0)
                snprintf(note, sizeof(note),
                         "tier %s, unlimited rate: latency not bounded, not "
                         "capacity, not in the headroom",
                         ex->burst_tier);
        else
                snprintf(note, sizeof(note), "no unlimited-rate tier");
        line(b, l++, "Burst throughput", ex->burst_rate, KP_RM_DEC1, "msg/s",
             note);
        if (ex->partitions_needed > 0)
                snprintf(note, sizeof(note),
                         "peak / %.1f msg/s per partition (tier %s, %d "
                         "partitions)",
                         ex->partition_rate, ex->sustainable_tier,
                         ex->capacity_partitions);
        else
                snprintf(note, sizeof(note), "not known: no capacity measured");
        line(b, l++, "Partitions needed at the peak", ex->partitions_needed,
             KP_RM_INT, "partitions", note);
        snprintf(note, sizeof(note),
                 "peak x record size x replication factor / %d broker%s",
                 ex->brokers, ex->brokers == 1 ? "" : "s");
        line(b, l++, "Network in, per broker", ex->net_in_per_broker / MIB,
             KP_RM_DEC2, "MiB/s", note);
        snprintf(note, sizeof(note),
                 "peak x record size x (consumer groups + replication "
                 "factor - 1) / %d broker%s",
                 ex->brokers, ex->brokers == 1 ? "" : "s");
        line(b, l++, "Network out, per broker", ex->net_out_per_broker / MIB,
             KP_RM_DEC2, "MiB/s", note);
        snprintf(note, sizeof(note), "%s%s",
                 ex->consume_tier ? "best fetch-only rate, tier "
                                  : "no consume rate measured",
                 ex->consume_tier ? ex->consume_tier : "");
        line(b, l++, "Consume rate", ex->consume_rate, KP_RM_DEC1, "msg/s",
             note);
        snprintf(note, sizeof(note), "%s at the capacity",
                 ex->ingest_s > 0 ? kp_fmt_duration(a, sizeof(a), ex->ingest_s)
                                  : "not known");
        line(b, l++, "Time to ingest the target volume", ex->ingest_s,
             KP_RM_DEC1, "s", note);
        snprintf(note, sizeof(note), "%s at the %s",
                 ex->drain_s > 0 ? kp_fmt_duration(a, sizeof(a), ex->drain_s)
                                 : "not known",
                 ex->drain_rate > ex->consume_rate ? "backlog drain's rate"
                                                   : "consume rate");
        line(b, l++, "Time to drain the target volume", ex->drain_s, KP_RM_DEC1,
             "s", note);
        snprintf(note, sizeof(note), "%s%s",
                 ex->drain_tier ? "read while behind, backlog tier "
                                : "no backlog drain measured",
                 ex->drain_tier ? ex->drain_tier : "");
        line(b, l++, "Drain rate while behind", ex->drain_rate, KP_RM_DEC1,
             "msg/s", note);
        if (ex->outage_catch_up_s > 0)
                snprintf(note, sizeof(note),
                         "%s: outage x peak / (drain rate - peak)",
                         kp_fmt_duration(a, sizeof(a), ex->outage_catch_up_s));
        else if (ex->outage_catch_up_s < 0)
                snprintf(note, sizeof(note),
                         "never: the drain rate does not exceed the peak");
        else
                snprintf(note, sizeof(note), "not known: no backlog drain");
        line(b, l, "Catch-up after the outage",
             ex->outage_catch_up_s > 0 ? ex->outage_catch_up_s : NAN,
             KP_RM_DEC1, "s", note);
        if (ex->outage_catch_up_s < 0)
                l->value.state = KP_RM_FAIL;
        l++;
        binary_unit(ex->storage_bytes, &v, &unit);
        line(b, l++, "Storage, raw", v, KP_RM_DEC2, unit,
             "messages over the retention x record size x replication "
             "factor");
        binary_unit(ex->storage_with_overhead, &v, &unit);
        line(b, l++, "Storage with overhead", v, KP_RM_DEC2, unit,
             "raw + storage overhead");
        snprintf(note, sizeof(note),
                 "the most each broker's disks fill to, the partitions "
                 "spread evenly over %d broker%s",
                 ex->brokers, ex->brokers == 1 ? "" : "s");
        binary_unit(ex->storage_per_broker, &v, &unit);
        line(b, l, "Storage per broker", v, KP_RM_DEC2, unit, note);
}

static void trend_build(mb *b, const kp_trend *t, kp_rm_trend *x)
{
        char s[128], a[64], k[64];
        x->metric = t->metric;
        x->unit = t->unit;
        x->points = t->n_points;
        x->intercept = t->intercept;
        x->slope = t->slope;
        kp_rfmt_sig(a, sizeof(a), t->intercept);
        kp_rfmt_sig(k, sizeof(k), fabs(t->slope));
        x->fit = mb_printf(b, "%s %s %s × log10(messages)", a,
                           t->slope < 0 ? "-" : "+", k);
        mb_cell_num(b, &x->r2, kp_rfmt_fixed(s, sizeof(s), t->r2, 3), t->r2,
                    KP_RM_RATIO);
        mb_cell_num(b, &x->projected,
                    kp_rfmt_metric(s, sizeof(s), t->unit, t->projected, 0),
                    t->projected, mb_fmt_for_unit(t->unit));
        x->has_threshold = t->has_threshold;
        x->op = t->has_threshold ? kp_cmp_str(t->cmp) : NULL;
        x->threshold_number = t->threshold;
        if (t->has_threshold) {
                char th[96];
                kp_rfmt_metric(th, sizeof(th), t->unit, t->threshold, 1);
                x->criterion =
                    mb_printf(b, "%s %s", kp_rfmt_op_symbol(t->cmp), th);
        } else {
                x->criterion = mb_strdup(b, "");
        }
        x->crosses = t->crosses;
        x->few_points = t->n_points < 3;
        x->weak = t->weak;
        x->below_zero = t->below_zero;
        x->points_fail = t->points_fail;
        if (t->below_zero) {
                free(x->projected.text);
                x->projected.text =
                    mb_strdup(b, "none: the fit goes below zero");
                x->projected.raw = NAN;
        }
        /* Never "within" a criterion that a measured point fails, nor on
         * a fit that explains little. */
        if (t->points_fail)
                x->verdict = mb_strdup(b, "fails already in the measured "
                                          "tiers");
        else if (t->weak)
                x->verdict = mb_printf(b, "inconclusive (R² %.2f)", t->r2);
        else if (t->below_zero)
                x->verdict = mb_strdup(b, "no projection");
        else if (t->has_threshold)
                x->verdict = mb_strdup(b, t->crosses ? "crosses the criterion"
                                                     : "within the criterion");
        else
                x->verdict = mb_strdup(b, "");
        x->projected.state = t->points_fail ? KP_RM_FAIL
                             : t->weak || t->below_zero || !t->has_threshold
                                 ? KP_RM_PLAIN
                             : t->crosses ? KP_RM_FAIL
                                          : KP_RM_PASS;
}

void mb_extrap_build(mb *b, const kp_results *r, const kp_evaluation *e,
                     kp_rm_extrap *x)
{
        const kp_extrapolation *ex = &e->x;
        const kp_target *t = &r->plan->target;
        char s[128], n[64], a[32];
        x->present = ex->present;
        mb_cell_count(b, &x->t_messages, t->messages);
        mb_cell_num(b, &x->t_window,
                    kp_fmt_duration(s, sizeof(s), (double)t->window_us / 1e6),
                    (double)t->window_us / 1e6, KP_RM_GEN);
        mb_cell_fmt(b, &x->t_peak_factor, t->peak_factor, kp_rfmt_plain,
                    KP_RM_GEN);
        mb_cell_num(b, &x->t_record_size,
                    kp_fmt_bytes(s, sizeof(s), (double)t->record_size),
                    (double)t->record_size, KP_RM_INT);
        x->t_replication_factor = t->replication_factor;
        mb_cell_num(
            b, &x->t_retention,
            kp_fmt_duration(s, sizeof(s), (double)t->retention_us / 1e6),
            (double)t->retention_us / 1e6, KP_RM_GEN);
        mb_cell_fmt(b, &x->t_storage_overhead, t->storage_overhead, kp_rfmt_pct,
                    KP_RM_PCT);
        mb_cell_fmt(b, &x->required_avg_rate, ex->required_avg_rate,
                    kp_rfmt_rate, KP_RM_DEC1);
        mb_cell_fmt(b, &x->required_peak_rate, ex->required_peak_rate,
                    kp_rfmt_rate, KP_RM_DEC1);
        mb_cell_fmt(b, &x->sustainable_rate, ex->sustainable_rate, kp_rfmt_rate,
                    KP_RM_DEC1);
        x->sustainable_tier = ex->sustainable_tier ? ex->sustainable_tier : "";
        x->sustainable_lower_bound = ex->sustainable_lower_bound;
        snprintf(s, sizeof(s), "%s×",
                 kp_rfmt_fixed(n, sizeof(n), ex->headroom,
                               ex->headroom < 10 ? 2 : 1));
        mb_cell_num(b, &x->headroom, ex->sustainable_rate > 0 ? s : "",
                    ex->headroom, KP_RM_X);
        x->headroom_number = mb_strdup(b, ex->sustainable_rate > 0 ? n : "");
        x->headroom_ok = ex->headroom >= 1;
        mb_cell_fmt(b, &x->consume_rate, ex->consume_rate, kp_rfmt_rate,
                    KP_RM_DEC1);
        x->consume_tier = ex->consume_tier ? ex->consume_tier : "";
        x->capacity_kind = capacity_kinds[ex->capacity_kind];
        x->capacity_words =
            ex->below_rate > 0
                ? mb_printf(
                      b,
                      "under %s msg/s: the capacity search's lowest "
                      "rate failed the criteria",
                      kp_fmt_count(a, sizeof(a), (uint64_t)ex->below_rate))
                : mb_strdup(b, capacity_words[ex->capacity_kind]);
        x->cap_sustained = ex->capacity_kind == KP_CAP_SUSTAINED;
        x->cap_trials = ex->capacity_kind == KP_CAP_TRIALS;
        x->cap_fixed = ex->capacity_kind == KP_CAP_FIXED;
        x->cap_none = ex->capacity_kind == KP_CAP_NONE;
        mb_cell_fmt(b, &x->burst_rate, ex->burst_rate, kp_rfmt_rate,
                    KP_RM_DEC1);
        x->burst_tier = ex->burst_tier ? ex->burst_tier : "";
        x->has_burst = ex->burst_rate > 0;
        mb_cell_fmt(b, &x->drain_rate, ex->drain_rate, kp_rfmt_rate,
                    KP_RM_DEC1);
        x->drain_tier = ex->drain_tier ? ex->drain_tier : "";
        x->has_drain = ex->drain_rate > 0;
        x->outage_never = ex->outage_catch_up_s < 0;
        mb_cell_num(b, &x->outage, kp_fmt_duration(s, sizeof(s), ex->outage_s),
                    ex->outage_s, KP_RM_DEC1);
        mb_cell_num(b, &x->outage_catch_up,
                    ex->outage_catch_up_s > 0
                        ? kp_fmt_duration(s, sizeof(s), ex->outage_catch_up_s)
                    : ex->outage_catch_up_s < 0 ? "never"
                                                : "",
                    ex->outage_catch_up_s, KP_RM_DEC1);
        x->has_partitions = ex->partitions_needed > 0;
        x->capacity_partitions = ex->capacity_partitions;
        mb_cell_count(
            b, &x->partitions_needed,
            (uint64_t)(ex->partitions_needed > 0 ? ex->partitions_needed : 0));
        mb_cell_fmt(b, &x->partition_rate, ex->partition_rate, kp_rfmt_rate,
                    KP_RM_DEC1);
        x->brokers = ex->brokers;
        x->brokers_text = mb_printf(b, "%d broker%s", ex->brokers,
                                    ex->brokers == 1 ? "" : "s");
        snprintf(s, sizeof(s), "%s/s",
                 kp_fmt_bytes(n, sizeof(n), ex->net_in_per_broker));
        mb_cell_num(b, &x->net_in, s, ex->net_in_per_broker / MIB, KP_RM_DEC2);
        snprintf(s, sizeof(s), "%s/s",
                 kp_fmt_bytes(n, sizeof(n), ex->net_out_per_broker));
        mb_cell_num(b, &x->net_out, s, ex->net_out_per_broker / MIB,
                    KP_RM_DEC2);
        mb_cell_num(b, &x->storage_per_broker,
                    kp_fmt_bytes(s, sizeof(s), ex->storage_per_broker),
                    ex->storage_per_broker, KP_RM_INT);

        mb_cell_num(
            b, &x->ingest_time,
            ex->ingest_s > 0 ? kp_fmt_duration(s, sizeof(s), ex->ingest_s) : "",
            ex->ingest_s, KP_RM_DEC1);
        mb_cell_num(b, &x->drain_time,
                    ex->drain_s > 0 ? kp_fmt_duration(s, sizeof(s), ex->drain_s)
                                    : "",
                    ex->drain_s, KP_RM_DEC1);
        mb_cell_num(b, &x->storage,
                    kp_fmt_bytes(s, sizeof(s), ex->storage_bytes),
                    ex->storage_bytes, KP_RM_INT);
        mb_cell_num(b, &x->storage_with_overhead,
                    kp_fmt_bytes(s, sizeof(s), ex->storage_with_overhead),
                    ex->storage_with_overhead, KP_RM_INT);
        inputs_build(b, t, x);
        lines_build(b, ex, x);
        x->trends = mb_calloc(b, ex->n_trends, sizeof(*x->trends));
        for (size_t i = 0; x->trends && i < ex->n_trends; i++) {
                trend_build(b, &ex->trends[i], &x->trends[i]);
                x->trends_few_points |= ex->trends[i].n_points < 3;
                x->n_trends = i + 1;
        }
        x->assumptions = ex->assumptions;
        x->n_assumptions = ex->n_assumptions;
        x->risks = e->risks;
        x->n_risks = e->n_risks;
}

void mb_extrap_free(kp_rm_extrap *x)
{
        kp_rm_cell *more[] = { &x->burst_rate,
                               &x->drain_rate,
                               &x->outage,
                               &x->outage_catch_up,
                               &x->partitions_needed,
                               &x->partition_rate,
                               &x->net_in,
                               &x->net_out,
                               &x->storage_per_broker };
        kp_rm_cell *c[] = { &x->t_messages,           &x->t_window,
                            &x->t_peak_factor,        &x->t_record_size,
                            &x->t_retention,          &x->t_storage_overhead,
                            &x->required_avg_rate,    &x->required_peak_rate,
                            &x->sustainable_rate,     &x->headroom,
                            &x->consume_rate,         &x->ingest_time,
                            &x->drain_time,           &x->storage,
                            &x->storage_with_overhead };
        for (size_t i = 0; i < KP_ARRAY_LEN(c); i++)
                mb_cell_free(c[i]);
        for (size_t i = 0; i < KP_ARRAY_LEN(more); i++)
                mb_cell_free(more[i]);
        free(x->headroom_number);
        free(x->capacity_words);
        free(x->brokers_text);
        for (size_t i = 0; i < KP_RM_INPUTS; i++) {
                mb_cell_free(&x->inputs[i].value);
                free(x->inputs[i].note);
        }
        for (size_t i = 0; i < KP_RM_LINES; i++) {
                mb_cell_free(&x->lines[i].value);
                free(x->lines[i].note);
        }
        for (size_t i = 0; i < x->n_trends; i++) {
                free(x->trends[i].fit);
                mb_cell_free(&x->trends[i].r2);
                mb_cell_free(&x->trends[i].projected);
                free(x->trends[i].criterion);
                free(x->trends[i].verdict);
        }
        free(x->trends);
}
