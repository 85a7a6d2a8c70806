/* The report model's target and extrapolation (model.h, kp_rm_extrap). */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/units.h"
#include "report/model/code_words.h"
#include "report/model/format.h"
#include "report/model/judgment_words.h"
#include "report/model/model_priv.h"

#define TIB 1099511627776.0
#define GIB 1073741824.0
#define MIB 1048576.0

/* A duration as a number in a readable unit: 7 days, 24 h, 90 s. */
static void duration_unit(const mb *b, int64_t us, double *v, const char **unit)
{
        int64_t s = us / 1000000;
        if (us % 1000000 == 0 && s % 86400 == 0 && s >= 86400) {
                *v = (double)s / 86400;
                *unit = MB_TR(b, RM_X_DAYS);
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
        mb_cell_num(b, &l->value, "", v, mb_fmt_digits(unit, v, fmt));
        l->note = mb_strdup(b, note ? note : "");
}

/* Why a figure has no value (evaluate.h, kp_x_unknown), in words: "not
 * measured: no tier read a backlog". */
static const char *unknown_words(const mb *b, kp_x_unknown u)
{
        static const kp_s words[] = {
                [KP_X_KNOWN] = KP_S_RM_NOT_MEASURED,
                [KP_X_NO_CAPACITY] = KP_S_RM_XU_NO_CAPACITY,
                [KP_X_NO_PARTITIONS] = KP_S_RM_XU_NO_PARTITIONS,
                [KP_X_NO_UNLIMITED_TIER] = KP_S_RM_XU_NO_UNLIMITED_TIER,
                [KP_X_NO_BURST] = KP_S_RM_XU_NO_BURST,
                [KP_X_NO_BACKLOG_READ] = KP_S_RM_XU_NO_BACKLOG_READ,
                [KP_X_NO_BACKLOG_TIER] = KP_S_RM_XU_NO_BACKLOG_TIER,
                [KP_X_NOT_DRAINED] = KP_S_RM_XU_NOT_DRAINED,
                [KP_X_NOT_ABOVE_PEAK] = KP_S_RM_X_NEVER,
                [KP_X_NO_BROKERS] = KP_S_RM_XU_NO_BROKERS,
                [KP_X_LOOPBACK] = KP_S_RM_XU_LOOPBACK,
        };
        return kp_tr(b->lang, (size_t)u < KP_ARRAY_LEN(words)
                                  ? words[u]
                                  : KP_S_RM_NOT_MEASURED);
}

/* A figure the run cannot give: its reason in words in the value cell
 * ("not measured: no tier read a backlog"), never a 0 nor an empty
 * number. */
static void line_unknown(mb *b, kp_rm_line *l, kp_x_unknown u)
{
        free(l->value.text);
        l->value.text = mb_strdup(b, unknown_words(b, u));
        l->value.raw = NAN;
        l->value.fmt = KP_RM_TEXT;
        l->value.state = KP_RM_PLAIN;
        l->unit = "";
}

/* line(), or when u gives why the figure is not known, that in its stead. */
static void known_line(mb *b, kp_rm_line *l, kp_x_unknown u, const char *label,
                       double v, kp_rm_fmt fmt, const char *unit,
                       const char *note)
{
        line(b, l, label, v, fmt, unit, note);
        if (u != KP_X_KNOWN)
                line_unknown(b, l, u);
}

/* A rate cell of the extrapolation, or its reason in words. */
static void cell_rate(mb *b, kp_rm_cell *c, double v, kp_x_unknown u)
{
        if (u != KP_X_KNOWN)
                mb_cell_text(b, c, unknown_words(b, u));
        else
                mb_cell_fmt(b, c, v, kp_rfmt_rate, KP_RM_DEC1);
}

/* A duration in seconds, or why it is not known. */
static void cell_duration(mb *b, kp_rm_cell *c, double v, kp_x_unknown u)
{
        char s[64];
        if (u != KP_X_KNOWN)
                mb_cell_text(b, c, unknown_words(b, u));
        else
                mb_cell_num(b, c, kp_fmt_duration(s, sizeof(s), v), v,
                            KP_RM_DEC1);
}

static void inputs_build(mb *b, const kp_target *t, kp_rm_extrap *x)
{
        double v;
        const char *unit;
        line(b, &x->inputs[0], MB_TR(b, RM_X_IN_MESSAGES), (double)t->messages,
             KP_RM_INT, MB_TR(b, RM_X_MESSAGES), NULL);
        duration_unit(b, t->window_us, &v, &unit);
        line(b, &x->inputs[1], MB_TR(b, RM_X_IN_WINDOW), v, KP_RM_GEN, unit,
             NULL);
        line(b, &x->inputs[2], MB_TR(b, RM_X_IN_PEAK), t->peak_factor,
             KP_RM_GEN, MB_TR(b, RM_X_TIMES_AVERAGE),
             MB_TR(b, RM_X_IN_PEAK_NOTE));
        line(b, &x->inputs[3], MB_TR(b, RM_X_IN_RECORD), (double)t->record_size,
             KP_RM_INT, MB_TR(b, RM_X_BYTES), NULL);
        line(b, &x->inputs[4], MB_TR(b, RM_X_IN_RF), t->replication_factor,
             KP_RM_INT, MB_TR(b, RM_X_COPIES), NULL);
        duration_unit(b, t->retention_us, &v, &unit);
        line(b, &x->inputs[5], MB_TR(b, RM_X_IN_RETENTION), v, KP_RM_GEN, unit,
             NULL);
        line(b, &x->inputs[6], MB_TR(b, RM_X_IN_OVERHEAD), t->storage_overhead,
             KP_RM_PCT, MB_TR(b, RM_X_OF_RAW), MB_TR(b, RM_X_IN_OVERHEAD_NOTE));
        duration_unit(b, t->outage_us, &v, &unit);
        line(b, &x->inputs[7], MB_TR(b, RM_X_IN_OUTAGE), v, KP_RM_GEN, unit,
             MB_TR(b, RM_X_IN_OUTAGE_NOTE));
        line(b, &x->inputs[8], MB_TR(b, RM_X_IN_GROUPS), t->consumer_groups,
             KP_RM_INT, MB_TR(b, RM_X_GROUPS), MB_TR(b, RM_X_IN_GROUPS_NOTE));
}

/* A line's note into out: fmt with the tier s in it when has, else
 * none. Returns out. */
static const char *note_on(char *out, size_t size, int has, const char *fmt,
                           const char *s, const char *none)
{
        if (has)
                snprintf(out, size, fmt, s);
        else
                snprintf(out, size, "%s", none);
        return out;
}

/* The capacity line's note: what it rests on, in words. */
static const char *capacity_note(const mb *b, const kp_extrapolation *ex,
                                 char *out, size_t size)
{
        switch (ex->capacity_kind) {
        case KP_CAP_SUSTAINED:
                snprintf(out, size, MB_TR(b, RM_X_CAP_SUSTAINED),
                         ex->sustainable_tier);
                break;
        case KP_CAP_TRIALS:
                snprintf(out, size, MB_TR(b, RM_X_CAP_TRIALS),
                         ex->sustainable_tier);
                break;
        case KP_CAP_FIXED:
                snprintf(out, size, MB_TR(b, RM_X_CAP_FIXED),
                         ex->sustainable_tier);
                break;
        default:
                snprintf(out, size, "%s", MB_TR(b, RM_X_CAP_NONE));
                break;
        }
        return out;
}

static const char *const capacity_kinds[] = { "none", "sustained", "trials",
                                              "fixed_rate" };
static const kp_s capacity_words[] = { KP_S_RM_X_CAPW_NONE,
                                       KP_S_RM_X_CAPW_SUSTAINED,
                                       KP_S_RM_X_CAPW_TRIALS,
                                       KP_S_RM_X_CAPW_FIXED };

/* "3 brokers", "1 broker", in the builder's language. */
static const char *brokers_words(const mb *b, int n, char *out, size_t size)
{
        snprintf(out, size,
                 n == 1 ? MB_TR(b, RM_X_BROKER) : MB_TR(b, RM_X_BROKERS), n);
        return out;
}

static void lines_build(mb *b, const kp_extrapolation *ex, kp_rm_extrap *x)
{
        char a[64], note[256], brokers[64];
        kp_rm_line *l = x->lines;
        const char *unit;
        double v;
        brokers_words(b, ex->brokers, brokers, sizeof(brokers));
        line(b, l++, MB_TR(b, RM_X_AVG), ex->required_avg_rate, KP_RM_DEC1,
             "msg/s", MB_TR(b, RM_X_AVG_NOTE));
        line(b, l++, MB_TR(b, RM_X_PEAK), ex->required_peak_rate, KP_RM_DEC1,
             "msg/s", MB_TR(b, RM_X_PEAK_NOTE));
        known_line(b, l++, ex->sustainable_unknown, MB_TR(b, RM_X_CAPACITY),
                   ex->sustainable_rate, KP_RM_DEC1, "msg/s",
                   capacity_note(b, ex, note, sizeof(note)));
        line(b, l, MB_TR(b, RM_X_RESTS), NAN, KP_RM_TEXT, "",
             ex->capacity_kind == KP_CAP_SUSTAINED
                 ? MB_TR(b, RM_X_RESTS_SUSTAINED)
                 : MB_TR(b, RM_X_RESTS_NOTE));
        free(l->value.text);
        l->value.text = mb_strdup(
            b, ex->below_rate > 0
                   ? MB_TR(b, RM_X_CAPW_BELOW)
                   : kp_tr(b->lang, capacity_words[ex->capacity_kind]));
        l->value.state = ex->capacity_kind == KP_CAP_SUSTAINED
                             ? KP_RM_PASS
                             : KP_RM_INCOMPLETE;
        l++;
        line(b, l, MB_TR(b, RM_X_HEADROOM), ex->headroom, KP_RM_X, "",
             MB_TR(b, RM_X_HEADROOM_NOTE));
        /* The one judgement of "headroom >= 1" for every report. */
        l->value.state = ex->headroom_unknown ? KP_RM_PLAIN
                         : ex->headroom >= 1  ? KP_RM_PASS
                                              : KP_RM_FAIL;
        if (ex->headroom_unknown)
                line_unknown(b, l, ex->headroom_unknown);
        l++;
        known_line(b, l++, ex->burst_unknown, MB_TR(b, RM_X_BURST),
                   ex->burst_rate, KP_RM_DEC1, "msg/s",
                   note_on(note, sizeof(note), !ex->burst_unknown,
                           MB_TR(b, RM_X_BURST_NOTE), ex->burst_tier,
                           MB_TR(b, RM_X_BURST_NONE)));
        if (!ex->partitions_unknown)
                snprintf(note, sizeof(note), MB_TR(b, RM_X_PARTITIONS_NOTE),
                         ex->partition_rate, ex->sustainable_tier,
                         ex->capacity_partitions);
        else
                snprintf(note, sizeof(note), "%s", MB_TR(b, RM_X_NO_CAPACITY));
        known_line(b, l++, ex->partitions_unknown, MB_TR(b, RM_X_PARTITIONS),
                   ex->partitions_needed, KP_RM_INT,
                   MB_TR(b, RM_X_PARTITIONS_UNIT), note);
        snprintf(note, sizeof(note), MB_TR(b, RM_X_NET_IN_NOTE), brokers);
        known_line(b, l++, ex->brokers_unknown, MB_TR(b, RM_X_NET_IN),
                   ex->net_in_per_broker / MIB, KP_RM_DEC2, "MiB/s",
                   ex->brokers > 0 ? note : MB_TR(b, RM_X_NO_BROKERS));
        snprintf(note, sizeof(note), MB_TR(b, RM_X_NET_OUT_NOTE), brokers);
        known_line(b, l++, ex->brokers_unknown, MB_TR(b, RM_X_NET_OUT),
                   ex->net_out_per_broker / MIB, KP_RM_DEC2, "MiB/s",
                   ex->brokers > 0 ? note : MB_TR(b, RM_X_NO_BROKERS));
        known_line(b, l++, ex->consume_unknown, MB_TR(b, RM_X_CONSUME),
                   ex->consume_rate, KP_RM_DEC1, "msg/s",
                   note_on(note, sizeof(note), ex->consume_tier != NULL,
                           MB_TR(b, RM_X_CONSUME_NOTE), ex->consume_tier,
                           MB_TR(b, RM_X_NO_CONSUME)));
        snprintf(note, sizeof(note), MB_TR(b, RM_X_INGEST_NOTE),
                 !ex->ingest_unknown
                     ? kp_fmt_duration(a, sizeof(a), ex->ingest_s)
                     : MB_TR(b, RM_X_NOT_KNOWN));
        known_line(b, l++, ex->ingest_unknown, MB_TR(b, RM_X_INGEST),
                   ex->ingest_s, KP_RM_DEC1, "s", note);
        /* The drain's rate when it is the faster read of a backlog. */
        snprintf(note, sizeof(note), MB_TR(b, RM_X_DRAIN_NOTE),
                 !ex->drain_s_unknown
                     ? kp_fmt_duration(a, sizeof(a), ex->drain_s)
                     : MB_TR(b, RM_X_NOT_KNOWN),
                 !ex->drain_rate_unknown && (ex->consume_unknown ||
                                             ex->drain_rate > ex->consume_rate)
                     ? MB_TR(b, RM_X_BY_DRAIN)
                     : MB_TR(b, RM_X_BY_CONSUME));
        known_line(b, l++, ex->drain_s_unknown, MB_TR(b, RM_X_DRAIN_TIME),
                   ex->drain_s, KP_RM_DEC1, "s", note);
        known_line(b, l++, ex->drain_rate_unknown, MB_TR(b, RM_X_BEHIND),
                   ex->drain_rate, KP_RM_DEC1, "msg/s",
                   note_on(note, sizeof(note), ex->drain_tier != NULL,
                           MB_TR(b, RM_X_BEHIND_NOTE), ex->drain_tier,
                           MB_TR(b, RM_X_NO_BACKLOG)));
        if (!ex->catch_up_unknown)
                snprintf(note, sizeof(note), MB_TR(b, RM_X_CATCH_UP_NOTE),
                         kp_fmt_duration(a, sizeof(a), ex->outage_catch_up_s));
        else if (ex->catch_up_unknown == KP_X_NOT_ABOVE_PEAK)
                snprintf(note, sizeof(note), "%s", MB_TR(b, RM_X_NEVER));
        else
                snprintf(note, sizeof(note), "%s", MB_TR(b, RM_X_NO_DRAIN));
        line(b, l, MB_TR(b, RM_X_CATCH_UP), ex->outage_catch_up_s, KP_RM_DEC1,
             "s", note);
        if (ex->catch_up_unknown == KP_X_NOT_ABOVE_PEAK) {
                line_unknown(b, l, KP_X_KNOWN);
                free(l->value.text);
                l->value.text = mb_strdup(b, MB_TR(b, RM_X_NEVER_SHORT));
                l->value.state = KP_RM_FAIL;
        } else if (ex->catch_up_unknown) {
                line_unknown(b, l, ex->catch_up_unknown);
        }
        l++;
        binary_unit(ex->storage_bytes, &v, &unit);
        line(b, l++, MB_TR(b, RM_X_RAW), v, KP_RM_DEC2, unit,
             MB_TR(b, RM_X_RAW_NOTE));
        binary_unit(ex->storage_with_overhead, &v, &unit);
        line(b, l++, MB_TR(b, RM_X_WITH_OVERHEAD), v, KP_RM_DEC2, unit,
             MB_TR(b, RM_X_WITH_OVERHEAD_NOTE));
        snprintf(note, sizeof(note), MB_TR(b, RM_X_PER_BROKER_NOTE), brokers);
        binary_unit(ex->storage_per_broker, &v, &unit);
        line(b, l, MB_TR(b, RM_X_PER_BROKER), v, KP_RM_DEC2, unit,
             ex->brokers > 0 ? note : MB_TR(b, RM_X_NO_BROKERS));
        if (ex->brokers_unknown)
                line_unknown(b, l, ex->brokers_unknown);
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
                    mb_strdup(b, MB_TR(b, RM_X_TREND_BELOW_ZERO));
                x->projected.raw = NAN;
        }
        /* Never "within" a criterion that a measured point fails, nor on
         * a fit that explains little. */
        if (t->points_fail)
                x->verdict = mb_strdup(b, MB_TR(b, RM_X_TREND_FAILS));
        else if (t->weak)
                x->verdict = mb_printf(b, MB_TR(b, RM_X_TREND_WEAK), t->r2);
        else if (t->below_zero)
                x->verdict = mb_strdup(b, MB_TR(b, RM_X_TREND_NONE));
        else if (t->has_threshold)
                x->verdict =
                    mb_strdup(b, t->crosses ? MB_TR(b, RM_X_TREND_CROSSES)
                                            : MB_TR(b, RM_X_TREND_WITHIN));
        else
                x->verdict = mb_strdup(b, "");
        x->projected.state = t->points_fail ? KP_RM_FAIL
                             : t->weak || t->below_zero || !t->has_threshold
                                 ? KP_RM_PLAIN
                             : t->crosses ? KP_RM_FAIL
                                          : KP_RM_PASS;
}

/* n records worded in the builder's language, in their order (a failed
 * allocation leaves a NULL, counted by b->oom). */
static char **records_words(mb *b, const kp_judgment *v, size_t n)
{
        char **w = mb_calloc(b, n + 1, sizeof(*w));
        for (size_t i = 0; w && i < n; i++) {
                w[i] = kp_judgment_words(b->lang, &v[i]);
                if (!w[i])
                        b->oom = 1;
        }
        return w;
}

/* The extrapolation in one line in the builder's language: the
 * evaluation's headline (English) said from the same figures. */
static void headline_build(mb *b, const kp_extrapolation *ex, kp_rm_extrap *x)
{
        char cap[256] = "", burst[128] = "", n[48];
        switch (ex->capacity_kind) {
        case KP_CAP_SUSTAINED:
                snprintf(cap, sizeof(cap), MB_TR(b, RM_HL_SUSTAINED),
                         x->sustainable_rate.text, x->headroom_number);
                break;
        case KP_CAP_TRIALS:
                snprintf(cap, sizeof(cap), MB_TR(b, RM_HL_TRIALS),
                         x->sustainable_rate.text, x->headroom_number);
                break;
        case KP_CAP_FIXED:
                snprintf(cap, sizeof(cap), MB_TR(b, RM_HL_FIXED),
                         x->sustainable_rate.text, x->headroom_number);
                break;
        default:
                if (ex->below_rate > 0)
                        snprintf(cap, sizeof(cap), MB_TR(b, RM_HL_BELOW),
                                 kp_fmt_count(n, sizeof(n),
                                              (uint64_t)ex->below_rate));
                else
                        snprintf(cap, sizeof(cap), "%s", MB_TR(b, RM_HL_NONE));
                break;
        }
        if (x->has_burst)
                snprintf(burst, sizeof(burst), MB_TR(b, RM_HL_BURST),
                         x->burst_rate.text);
        x->headline =
            mb_printf(b, MB_TR(b, RM_HEADLINE), x->t_messages.text,
                      x->t_window.text, x->required_peak_rate.text, cap, burst);
}

/* ---- the capacity model (evaluate/sizing.h) ----------------------------- */

static const kp_s res_words[KP_SRES_N] = { KP_S_SZ_RES_CPU, KP_S_SZ_RES_NET_IN,
                                           KP_S_SZ_RES_NET_OUT,
                                           KP_S_SZ_RES_DISK_WRITE,
                                           KP_S_SZ_RES_DISK_SPACE };
const char *mb_sres_words(const mb *b, int res)
{
        return res >= 0 && res < KP_SRES_N ? kp_tr(b->lang, res_words[res])
                                           : "";
}

static const kp_s gap_words[] = {
        [KP_GAP_AGREES] = KP_S_SZ_GAP_AGREES,
        [KP_GAP_CRITERIA] = KP_S_SZ_GAP_CRITERIA,
        [KP_GAP_CLIENT] = KP_S_SZ_GAP_CLIENT,
        [KP_GAP_UNMEASURED] = KP_S_SZ_GAP_UNMEASURED,
        [KP_GAP_HIGHER] = KP_S_SZ_GAP_HIGHER,
};

/* An amount of res in its unit: "0.25 cores", "12.5 MiB/s", "1.00 TiB". */
static char *amount(mb *b, int res, double v)
{
        char n[48];
        if (!isfinite(v))
                return mb_strdup(b, "");
        if (res == KP_SRES_CPU) {
                snprintf(n, sizeof(n), "%.3g", v);
                return mb_printf(b, MB_TR(b, SZ_CORES), n);
        }
        kp_fmt_bytes(n, sizeof(n), v);
        return res == KP_SRES_DISK_SPACE ? mb_strdup(b, n)
                                         : mb_printf(b, "%s/s", n);
}

/* A row's note: why it has no ceiling, and for the CPU the form of a
 * fit it has (the batching term's requests/s, or why a straight line). */
static char *sizing_note(mb *b, const kp_sizing_res *o)
{
        const char *why = kp_sizing_reason_words(b->lang, o->reason);
        const char *line = kp_sizing_line_words(b->lang, o->line_why);
        char form[256] = "", k[32];
        if (isfinite(o->slope) && o->batching) {
                snprintf(k, sizeof(k), "%.3g", o->batch_slope);
                snprintf(form, sizeof(form), MB_TR(b, SZ_BATCHING_NOTE), k);
        } else if (isfinite(o->slope) && *line)
                snprintf(form, sizeof(form), MB_TR(b, SZ_LINE), line);
        return mb_printf(b, "%s%s%s", why, *why && *form ? "; " : "", form);
}

static void sizing_build(mb *b, const kp_results *r, const kp_evaluation *e,
                         kp_rm_extrap *x)
{
        const kp_sizing *s = &e->sizing;
        char peak[48], r1[48], r2[48], ratio[32];
        x->has_sizing = e->sizing_present;
        if (!x->has_sizing)
                return;
        {
                char bw[64];
                x->sizing_basis = mb_printf(
                    b, MB_TR(b, SZ_BASIS),
                    brokers_words(b, s->brokers, bw, sizeof(bw)), s->brokers);
        }
        x->sizing_rows = mb_calloc(b, KP_SRES_N, sizeof(*x->sizing_rows));
        for (int k = 0; x->sizing_rows && k < KP_SRES_N; k++) {
                const kp_sizing_res *o = &s->res[k];
                kp_rm_sizing_row *w = &x->sizing_rows[k];
                w->name = kp_tr(b->lang, res_words[k]);
                w->first = s->first == k;
                w->capacity = amount(b, k, o->capacity);
                w->fit =
                    !isfinite(o->slope) ? mb_strdup(b, "")
                    : o->batching
                        ? mb_printf(b, "%.4g + %.4g × rate + %.4g × %s (%s)",
                                    o->intercept, o->slope, o->requests_slope,
                                    MB_TR(b, SZ_REQUESTS),
                                    MB_TR(b, SZ_CORES_UNIT))
                        : mb_printf(b, "%.4g + %.4g × rate (%s)", o->intercept,
                                    o->slope,
                                    k == KP_SRES_CPU ? MB_TR(b, SZ_CORES_UNIT)
                                                     : kp_sizing_unit(k));
                /* Whose use it is: the first broker to run out, else
                 * the busiest (evaluate/sizing.h). */
                if (w->fit && w->fit[0] && o->broker[0]) {
                        char *bare = w->fit;
                        char *who = mb_broker_name(
                            b, r, mb_broker_node(r, o->broker), o->broker);
                        w->fit =
                            mb_printf(b, MB_TR(b, SZ_FIT_BROKER), who, bare);
                        free(who);
                        free(bare);
                }
                w->r2 = isfinite(o->r2)
                            ? mb_printf(b, "%.3f (%zu)", o->r2, o->points)
                            : mb_printf(b, "(%zu)", o->points);
                w->error = isfinite(o->error_pct)
                               ? mb_printf(b, "%.0f%%", o->error_pct)
                               : mb_strdup(b, "");
                w->threshold = mb_printf(b, "%.0f%%", o->threshold * 100);
                w->threshold_raw = o->threshold;
                w->ceiling =
                    isfinite(o->ceiling_rate)
                        ? mb_printf(b, "%s msg/s",
                                    kp_fmt_count(r1, sizeof(r1),
                                                 (uint64_t)o->ceiling_rate))
                        : mb_strdup(b, "");
                w->note = sizing_note(b, o);
                x->n_sizing_rows = (size_t)k + 1;
        }
        if (s->first >= 0 && s->brokers_needed > 0) {
                kp_fmt_count(peak, sizeof(peak), (uint64_t)s->peak_rate);
                char bw[64];
                x->sizing_sentence = mb_printf(
                    b, MB_TR(b, SZ_SENTENCE), peak,
                    brokers_words(b, s->brokers_needed, bw, sizeof(bw)),
                    kp_tr(b->lang, res_words[s->first]),
                    kp_fmt_count(r1, sizeof(r1), (uint64_t)s->ceiling_rate),
                    s->brokers, s->brokers_needed_one_down);
        } else if (s->first >= 0) {
                x->sizing_sentence = mb_printf(
                    b, MB_TR(b, SZ_SENTENCE_NO_TARGET),
                    kp_tr(b->lang, res_words[s->first]),
                    kp_fmt_count(r1, sizeof(r1), (uint64_t)s->ceiling_rate),
                    s->brokers);
        }
        if (s->gap != KP_GAP_NONE) {
                snprintf(ratio, sizeof(ratio), "%.2f×", s->ratio);
                x->sizing_measured = mb_printf(
                    b, MB_TR(b, SZ_MEASURED),
                    s->measured_search ? MB_TR(b, SZ_SOURCE_SEARCH)
                                       : MB_TR(b, SZ_SOURCE_UNLIMITED),
                    kp_fmt_count(r1, sizeof(r1), (uint64_t)s->measured_rate),
                    s->brokers, kp_tr(b->lang, res_words[s->first]),
                    kp_fmt_count(r2, sizeof(r2), (uint64_t)s->model_rate),
                    ratio, kp_tr(b->lang, gap_words[s->gap]));
        }
}

static void sizing_free(kp_rm_extrap *x)
{
        for (size_t i = 0; i < x->n_sizing_rows; i++) {
                kp_rm_sizing_row *w = &x->sizing_rows[i];
                free(w->capacity);
                free(w->fit);
                free(w->r2);
                free(w->error);
                free(w->threshold);
                free(w->ceiling);
                free(w->note);
        }
        free(x->sizing_rows);
        free(x->sizing_sentence);
        free(x->sizing_basis);
        free(x->sizing_measured);
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
        cell_rate(b, &x->sustainable_rate, ex->sustainable_rate,
                  ex->sustainable_unknown);
        x->sustainable_tier = ex->sustainable_tier ? ex->sustainable_tier : "";
        x->sustainable_lower_bound = ex->sustainable_lower_bound;
        snprintf(s, sizeof(s), "%s×",
                 kp_rfmt_fixed(n, sizeof(n), ex->headroom,
                               ex->headroom < 10 ? 2 : 1));
        if (!ex->headroom_unknown)
                mb_cell_num(b, &x->headroom, s, ex->headroom, KP_RM_X);
        else
                mb_cell_text(b, &x->headroom,
                             unknown_words(b, ex->headroom_unknown));
        x->headroom_number = mb_strdup(b, !ex->headroom_unknown ? n : "");
        x->headroom_words =
            !ex->headroom_unknown
                ? mb_printf(b, MB_TR(b, RM_X_HEADROOM_VALUE), n)
                : mb_strdup(b, unknown_words(b, ex->headroom_unknown));
        x->headroom_ok = !ex->headroom_unknown && ex->headroom >= 1;
        cell_rate(b, &x->consume_rate, ex->consume_rate, ex->consume_unknown);
        x->consume_tier = ex->consume_tier ? ex->consume_tier : "";
        x->consume_rate_words =
            !ex->consume_unknown
                ? mb_printf(b, "%s msg/s", x->consume_rate.text)
                : mb_strdup(b, unknown_words(b, ex->consume_unknown));
        x->capacity_kind = capacity_kinds[ex->capacity_kind];
        x->capacity_words =
            ex->below_rate > 0
                ? mb_printf(
                      b, MB_TR(b, RM_X_CAPW_UNDER),
                      kp_fmt_count(a, sizeof(a), (uint64_t)ex->below_rate))
                : mb_strdup(b,
                            kp_tr(b->lang, capacity_words[ex->capacity_kind]));
        x->cap_sustained = ex->capacity_kind == KP_CAP_SUSTAINED;
        x->cap_trials = ex->capacity_kind == KP_CAP_TRIALS;
        x->cap_fixed = ex->capacity_kind == KP_CAP_FIXED;
        x->cap_none = ex->capacity_kind == KP_CAP_NONE;
        cell_rate(b, &x->burst_rate, ex->burst_rate, ex->burst_unknown);
        x->burst_tier = ex->burst_tier ? ex->burst_tier : "";
        x->has_burst = !ex->burst_unknown;
        cell_rate(b, &x->drain_rate, ex->drain_rate, ex->drain_rate_unknown);
        x->drain_tier = ex->drain_tier ? ex->drain_tier : "";
        x->has_drain = !ex->drain_rate_unknown;
        x->outage_never = ex->catch_up_unknown == KP_X_NOT_ABOVE_PEAK;
        mb_cell_num(b, &x->outage, kp_fmt_duration(s, sizeof(s), ex->outage_s),
                    ex->outage_s, KP_RM_DEC1);
        if (x->outage_never)
                mb_cell_text(b, &x->outage_catch_up,
                             MB_TR(b, RM_X_NEVER_SHORT));
        else
                cell_duration(b, &x->outage_catch_up, ex->outage_catch_up_s,
                              ex->catch_up_unknown);
        x->has_partitions = !ex->partitions_unknown;
        x->capacity_partitions = ex->capacity_partitions;
        if (!ex->partitions_unknown)
                mb_cell_count(b, &x->partitions_needed,
                              (uint64_t)ex->partitions_needed);
        else
                mb_cell_text(b, &x->partitions_needed,
                             unknown_words(b, ex->partitions_unknown));
        cell_rate(b, &x->partition_rate, ex->partition_rate,
                  ex->partitions_unknown);
        x->brokers = ex->brokers;
        x->has_brokers = !ex->brokers_unknown;
        {
                char bw[64];
                x->brokers_text =
                    mb_strdup(b, brokers_words(b, ex->brokers, bw, sizeof(bw)));
        }
        if (!ex->brokers_unknown) {
                snprintf(s, sizeof(s), "%s/s",
                         kp_fmt_bytes(n, sizeof(n), ex->net_in_per_broker));
                mb_cell_num(b, &x->net_in, s, ex->net_in_per_broker / MIB,
                            KP_RM_DEC2);
                snprintf(s, sizeof(s), "%s/s",
                         kp_fmt_bytes(n, sizeof(n), ex->net_out_per_broker));
                mb_cell_num(b, &x->net_out, s, ex->net_out_per_broker / MIB,
                            KP_RM_DEC2);
                mb_cell_num(b, &x->storage_per_broker,
                            kp_fmt_bytes(s, sizeof(s), ex->storage_per_broker),
                            ex->storage_per_broker, KP_RM_INT);
        } else {
                const char *w = unknown_words(b, ex->brokers_unknown);
                mb_cell_text(b, &x->net_in, w);
                mb_cell_text(b, &x->net_out, w);
                mb_cell_text(b, &x->storage_per_broker, w);
        }

        cell_duration(b, &x->ingest_time, ex->ingest_s, ex->ingest_unknown);
        cell_duration(b, &x->drain_time, ex->drain_s, ex->drain_s_unknown);
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
        sizing_build(b, r, e, x);
        /* The evaluation's records worded in the builder's language,
         * English too (report/model/judgment_words.h). */
        x->risks = records_words(b, e->risks, e->n_risks);
        x->n_risks = x->risks ? e->n_risks : 0;
        /* Without a target too: the embedded cluster's. */
        x->assumptions = records_words(b, ex->assumptions, ex->n_assumptions);
        x->n_assumptions = x->assumptions ? ex->n_assumptions : 0;
        if (x->present)
                headline_build(b, ex, x);
}

void mb_extrap_free(kp_rm_extrap *x)
{
        sizing_free(x);
        free(x->headline);
        mb_strs_free(x->assumptions, x->n_assumptions);
        mb_strs_free(x->risks, x->n_risks);
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
        mb_cells_free(c, KP_ARRAY_LEN(c));
        mb_cells_free(more, KP_ARRAY_LEN(more));
        free(x->headroom_number);
        free(x->headroom_words);
        free(x->consume_rate_words);
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
