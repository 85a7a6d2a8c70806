/* Judgments worded from their catalog entries (judgment_words.h). */
#include "report/model/judgment_words.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/units.h"
#include "base/util.h"
#include "report/model/format.h"
#include "report/model/model.h"

/* One catalog entry per code: its sentence, and for the rig what to
 * change and rerun. */
static const struct {
        kp_s words, fix;
} entries[KP_J__COUNT] = {
        [KP_J_NONE] = { KP_S_COUNT, KP_S_COUNT },
        [KP_J_RUN_ABORTED] = { KP_S_J_RUN_ABORTED, KP_S_COUNT },
        [KP_J_RUN_FAILED] = { KP_S_J_RUN_FAILED, KP_S_COUNT },
        [KP_J_RUN_INCONCLUSIVE] = { KP_S_J_RUN_INCONCLUSIVE, KP_S_COUNT },
        [KP_J_RUN_INCOMPLETE] = { KP_S_J_RUN_INCOMPLETE, KP_S_COUNT },
        [KP_J_RUN_UNJUDGED] = { KP_S_J_RUN_UNJUDGED, KP_S_COUNT },
        [KP_J_RUN_NO_CRITERIA] = { KP_S_J_RUN_NO_CRITERIA, KP_S_COUNT },
        [KP_J_RUN_NONE_JUDGED] = { KP_S_J_RUN_NONE_JUDGED, KP_S_COUNT },
        [KP_J_RUN_CAP_NONE] = { KP_S_J_RUN_CAP_NONE, KP_S_COUNT },
        [KP_J_RUN_FIXED_SHORT] = { KP_S_J_RUN_FIXED_SHORT, KP_S_COUNT },
        [KP_J_RUN_CAP_SHORT] = { KP_S_J_RUN_CAP_SHORT, KP_S_COUNT },
        [KP_J_RUN_CAP_SHORT_TRIALS] = { KP_S_J_RUN_CAP_SHORT_TRIALS,
                                        KP_S_COUNT },
        [KP_J_RUN_CAP_AT_LEAST] = { KP_S_J_RUN_CAP_AT_LEAST, KP_S_COUNT },
        [KP_J_RUN_TRIALS] = { KP_S_J_RUN_TRIALS, KP_S_COUNT },
        [KP_J_RUN_PASS] = { KP_S_J_RUN_PASS, KP_S_COUNT },
        [KP_J_RUN_PASS_TARGET] = { KP_S_J_RUN_PASS_TARGET, KP_S_COUNT },
        [KP_J_RIG_CLIENT_CGROUP] = { KP_S_J_RIG_CLIENT_CGROUP,
                                     KP_S_J_FIX_CLIENT_CGROUP },
        [KP_J_RIG_CLIENT_AFFINITY] = { KP_S_J_RIG_CLIENT_AFFINITY,
                                       KP_S_J_FIX_CLIENT_AFFINITY },
        [KP_J_RIG_CLIENT_THREAD] = { KP_S_J_RIG_CLIENT_THREAD,
                                     KP_S_J_FIX_CLIENT_THREAD },
        [KP_J_RIG_HOST_SATURATED] = { KP_S_J_RIG_HOST_SATURATED,
                                      KP_S_J_FIX_HOST_SATURATED },
        [KP_J_RIG_BROKERS_ON_HOST] = { KP_S_J_RIG_BROKERS_ON_HOST,
                                       KP_S_J_FIX_BROKERS_ON_HOST },
        [KP_J_RIG_EMBEDDED] = { KP_S_J_RIG_EMBEDDED, KP_S_J_FIX_EMBEDDED },
        /* ---- checks ---- */
        /* (end of checks) */
        /* ---- the extrapolation ---- */
        [KP_J_ASSUME_TARGET] = { KP_S_J_ASSUME_TARGET, KP_S_COUNT },
        [KP_J_ASSUME_CAP_SUSTAINED] = { KP_S_J_ASSUME_CAP_SUSTAINED,
                                        KP_S_COUNT },
        [KP_J_ASSUME_CAP_TRIALS] = { KP_S_J_ASSUME_CAP_TRIALS, KP_S_COUNT },
        [KP_J_ASSUME_CAP_FIXED] = { KP_S_J_ASSUME_CAP_FIXED, KP_S_COUNT },
        [KP_J_ASSUME_CAP_NONE] = { KP_S_J_ASSUME_CAP_NONE, KP_S_COUNT },
        [KP_J_ASSUME_BURST] = { KP_S_J_ASSUME_BURST, KP_S_COUNT },
        [KP_J_ASSUME_PARTITIONS] = { KP_S_J_ASSUME_PARTITIONS, KP_S_COUNT },
        [KP_J_ASSUME_NETWORK] = { KP_S_J_ASSUME_NETWORK, KP_S_COUNT },
        [KP_J_ASSUME_DISK] = { KP_S_J_ASSUME_DISK, KP_S_COUNT },
        [KP_J_ASSUME_CATCH_UP] = { KP_S_J_ASSUME_CATCH_UP, KP_S_COUNT },
        [KP_J_ASSUME_DRAIN_BACKLOG] = { KP_S_J_ASSUME_DRAIN_BACKLOG,
                                        KP_S_COUNT },
        [KP_J_ASSUME_DRAIN_CONSUME] = { KP_S_J_ASSUME_DRAIN_CONSUME,
                                        KP_S_COUNT },
        [KP_J_ASSUME_STORAGE] = { KP_S_J_ASSUME_STORAGE, KP_S_COUNT },
        [KP_J_ASSUME_TRENDS] = { KP_S_J_ASSUME_TRENDS, KP_S_COUNT },
        [KP_J_ASSUME_EMBEDDED] = { KP_S_J_ASSUME_EMBEDDED, KP_S_COUNT },
        [KP_J_RISK_TREND_FAILS] = { KP_S_J_RISK_TREND_FAILS, KP_S_COUNT },
        [KP_J_RISK_TREND_CROSSES] = { KP_S_J_RISK_TREND_CROSSES, KP_S_COUNT },
        [KP_J_RISK_TRIALS] = { KP_S_J_RISK_TRIALS, KP_S_COUNT },
        [KP_J_RISK_NEVER_CATCH_UP] = { KP_S_J_RISK_NEVER_CATCH_UP, KP_S_COUNT },
        [KP_J_RISK_BELOW_PEAK] = { KP_S_J_RISK_BELOW_PEAK, KP_S_COUNT },
        /* (end of extrapolation) */
        /* ---- sweeps and parallel groups ---- */
        [KP_J_SWEEP_NONE_MEASURED] = { KP_S_J_SWEEP_NONE_MEASURED, KP_S_COUNT },
        [KP_J_SWEEP_NONE_PASSED] = { KP_S_J_SWEEP_NONE_PASSED, KP_S_COUNT },
        [KP_J_SWEEP_BEST_ONLY] = { KP_S_J_SWEEP_BEST_ONLY, KP_S_COUNT },
        [KP_J_SWEEP_BEST_AHEAD_RATE] = { KP_S_J_SWEEP_BEST_AHEAD_RATE,
                                         KP_S_COUNT },
        [KP_J_SWEEP_BEST_AHEAD_P95] = { KP_S_J_SWEEP_BEST_AHEAD_P95,
                                        KP_S_COUNT },
        [KP_J_SWEEP_BEST_BY_P95] = { KP_S_J_SWEEP_BEST_BY_P95, KP_S_COUNT },
        [KP_J_SWEEP_BEST_BY_RATE] = { KP_S_J_SWEEP_BEST_BY_RATE, KP_S_COUNT },
        [KP_J_SWEEP_ONCE_RATE] = { KP_S_J_SWEEP_ONCE_RATE, KP_S_COUNT },
        [KP_J_SWEEP_ONCE_P95] = { KP_S_J_SWEEP_ONCE_P95, KP_S_COUNT },
        [KP_J_SWEEP_TIE_RATE] = { KP_S_J_SWEEP_TIE_RATE, KP_S_COUNT },
        [KP_J_SWEEP_TIE_P95] = { KP_S_J_SWEEP_TIE_P95, KP_S_COUNT },
        [KP_J_SWEEP_NOISE] = { KP_S_J_SWEEP_NOISE, KP_S_COUNT },
        [KP_J_SWEEP_SPREAD_ONCE_RATE] = { KP_S_J_SWEEP_SPREAD_ONCE_RATE,
                                          KP_S_COUNT },
        [KP_J_SWEEP_ROW_SPREAD_ONCE_RATE] = { KP_S_J_SWEEP_ROW_SPREAD_ONCE_RATE,
                                              KP_S_COUNT },
        [KP_J_SWEEP_SPREAD_ONCE_P95] = { KP_S_J_SWEEP_SPREAD_ONCE_P95,
                                         KP_S_COUNT },
        [KP_J_SWEEP_WITHIN_RATE] = { KP_S_J_SWEEP_WITHIN_RATE, KP_S_COUNT },
        [KP_J_SWEEP_ROW_WITHIN_RATE] = { KP_S_J_SWEEP_ROW_WITHIN_RATE,
                                         KP_S_COUNT },
        [KP_J_SWEEP_WITHIN_P95] = { KP_S_J_SWEEP_WITHIN_P95, KP_S_COUNT },
        [KP_J_SWEEP_GAP_RATE] = { KP_S_J_SWEEP_GAP_RATE, KP_S_COUNT },
        [KP_J_SWEEP_GAP_RATE_MIB] = { KP_S_J_SWEEP_GAP_RATE_MIB, KP_S_COUNT },
        [KP_J_SWEEP_GAP_P95] = { KP_S_J_SWEEP_GAP_P95, KP_S_COUNT },
        [KP_J_SWEEP_PLATEAU] = { KP_S_J_SWEEP_PLATEAU, KP_S_COUNT },
        [KP_J_SWEEP_P95_EVERY] = { KP_S_J_SWEEP_P95_EVERY, KP_S_COUNT },
        [KP_J_SWEEP_P95_ENDS] = { KP_S_J_SWEEP_P95_ENDS, KP_S_COUNT },
        [KP_J_SWEEP_P95_STEP] = { KP_S_J_SWEEP_P95_STEP, KP_S_COUNT },
        [KP_J_SWEEP_SHORTFALL] = { KP_S_J_SWEEP_SHORTFALL, KP_S_COUNT },
        [KP_J_SWEEP_SHORT] = { KP_S_J_SWEEP_SHORT, KP_S_COUNT },
        [KP_J_SWEEP_NOT_PASS] = { KP_S_J_SWEEP_NOT_PASS, KP_S_COUNT },
        [KP_J_SWEEP_FIG_RATE_ONCE] = { KP_S_J_SWEEP_FIG_RATE_ONCE, KP_S_COUNT },
        [KP_J_SWEEP_FIG_P95_ONCE] = { KP_S_J_SWEEP_FIG_P95_ONCE, KP_S_COUNT },
        [KP_J_SWEEP_FIG_RATE] = { KP_S_J_SWEEP_FIG_RATE, KP_S_COUNT },
        [KP_J_SWEEP_FIG_P95] = { KP_S_J_SWEEP_FIG_P95, KP_S_COUNT },
        [KP_J_SWEEP_NOISE_POINT] = { KP_S_J_SWEEP_NOISE_POINT, KP_S_COUNT },
        [KP_J_SWEEP_NOISE_FLOOR] = { KP_S_J_SWEEP_NOISE_FLOOR, KP_S_COUNT },
        [KP_J_SWEEP_TIE_NOISE] = { KP_S_J_SWEEP_TIE_NOISE, KP_S_COUNT },
        [KP_J_SWEEP_ITEM_RATE] = { KP_S_J_SWEEP_ITEM_RATE, KP_S_COUNT },
        [KP_J_SWEEP_ITEM_P95] = { KP_S_J_SWEEP_ITEM_P95, KP_S_COUNT },
        [KP_J_SWEEP_ITEM_VERDICT] = { KP_S_J_SWEEP_ITEM_VERDICT, KP_S_COUNT },
        [KP_J_SWEEP_ITEM_VERDICT_RUNS] = { KP_S_J_SWEEP_ITEM_VERDICT_RUNS,
                                           KP_S_COUNT },
        [KP_J_SWEEP_ITEM_MORE] = { KP_S_J_SWEEP_ITEM_MORE, KP_S_COUNT },
        [KP_J_SWEEP_ALL_POINTS] = { KP_S_J_SWEEP_ALL_POINTS, KP_S_COUNT },
        [KP_J_SWEEP_LEAD_TIED_HIGH] = { KP_S_J_SWEEP_LEAD_TIED_HIGH,
                                        KP_S_COUNT },
        [KP_J_SWEEP_LEAD_TIED_LOW] = { KP_S_J_SWEEP_LEAD_TIED_LOW, KP_S_COUNT },
        [KP_J_SWEEP_ROW] = { KP_S_J_SWEEP_ROW, KP_S_COUNT },
        [KP_J_SWEEP_PAIR_RATE] = { KP_S_J_SWEEP_PAIR_RATE, KP_S_COUNT },
        [KP_J_SWEEP_PAIR_MIB] = { KP_S_J_SWEEP_PAIR_MIB, KP_S_COUNT },
        [KP_J_SWEEP_PAIR_P95] = { KP_S_J_SWEEP_PAIR_P95, KP_S_COUNT },
        [KP_J_SWEEP_ROSE] = { KP_S_J_SWEEP_ROSE, KP_S_COUNT },
        [KP_J_SWEEP_FELL] = { KP_S_J_SWEEP_FELL, KP_S_COUNT },
        [KP_J_SWEEP_STEP_ONE] = { KP_S_J_SWEEP_STEP_ONE, KP_S_COUNT },
        [KP_J_SWEEP_STEP_FIRST] = { KP_S_J_SWEEP_STEP_FIRST, KP_S_COUNT },
        [KP_J_SWEEP_SECONDS] = { KP_S_J_SWEEP_SECONDS, KP_S_COUNT },
        [KP_J_SWEEP_SECONDS_RANGE] = { KP_S_J_SWEEP_SECONDS_RANGE, KP_S_COUNT },
        /* (end of sweeps) */
        /* ---- the capacity model ---- */
        /* (end of sizing) */
        /* ---- tier reasons ---- */
        [KP_J_TIER_ABORTED] = { KP_S_J_TIER_ABORTED, KP_S_COUNT },
        [KP_J_TIER_INTERRUPTED] = { KP_S_J_TIER_INTERRUPTED, KP_S_COUNT },
        [KP_J_TIER_UNDELIVERED] = { KP_S_J_TIER_UNDELIVERED, KP_S_COUNT },
        [KP_J_TIER_UNDELIVERED_CODES] = { KP_S_J_TIER_UNDELIVERED_CODES,
                                          KP_S_COUNT },
        [KP_J_TIER_CONSUMER_TIMEOUT] = { KP_S_J_TIER_CONSUMER_TIMEOUT,
                                         KP_S_COUNT },
        [KP_J_TIER_NOT_READ_BACK] = { KP_S_J_TIER_NOT_READ_BACK, KP_S_COUNT },
        [KP_J_TIER_LOST] = { KP_S_J_TIER_LOST, KP_S_COUNT },
        [KP_J_TIER_CONSUME_ERROR] = { KP_S_J_TIER_CONSUME_ERROR, KP_S_COUNT },
        [KP_J_TIER_PRODUCE_ERROR] = { KP_S_J_TIER_PRODUCE_ERROR, KP_S_COUNT },
        [KP_J_TIER_OFFSETS] = { KP_S_J_TIER_OFFSETS, KP_S_COUNT },
        [KP_J_TIER_ERROR] = { KP_S_J_TIER_ERROR, KP_S_COUNT },
        [KP_J_TIER_NO_AGENT] = { KP_S_J_TIER_NO_AGENT, KP_S_COUNT },
        [KP_J_TIER_AGENT_LOST] = { KP_S_J_TIER_AGENT_LOST, KP_S_COUNT },
        [KP_J_TIER_AGENT_ERROR] = { KP_S_J_TIER_AGENT_ERROR, KP_S_COUNT },
        [KP_J_TIER_NOT_RUN_AGENT_LOST] = { KP_S_J_TIER_NOT_RUN_AGENT_LOST,
                                           KP_S_COUNT },
        [KP_J_TIER_SEARCH_NO_RATE] = { KP_S_J_TIER_SEARCH_NO_RATE, KP_S_COUNT },
        [KP_J_TIER_SEARCH_UNFINISHED] = { KP_S_J_TIER_SEARCH_UNFINISHED,
                                          KP_S_COUNT },
};

kp_s kp_judgment_key(kp_jcode code)
{
        return (unsigned)code < KP_J__COUNT && entries[code].words
                   ? entries[code].words
                   : KP_S_COUNT;
}

kp_s kp_judgment_fix_key(kp_jcode code)
{
        return (unsigned)code < KP_J__COUNT && entries[code].fix
                   ? entries[code].fix
                   : KP_S_COUNT;
}

/* A comparison's machine name ("<=") as the reports show it ("≤"). */
static const char *op_symbol(const char *op)
{
        static const struct {
                const char *op, *symbol;
        } ops[] = { { "<=", "≤" }, { "<", "<" }, { ">=", "≥" }, { ">", ">" } };
        for (size_t i = 0; op && i < KP_ARRAY_LEN(ops); i++)
                if (strcmp(op, ops[i].op) == 0)
                        return ops[i].symbol;
        return op ? op : "";
}

const char *kp_judgment_figure_text(kp_lang l, const kp_judgment *j, size_t i,
                                    char *out, size_t size)
{
        const kp_jfigure *f = &j->fig[i];
        const char *u = f->unit;
        if (strcmp(u, "name") == 0) {
                snprintf(out, size, "%s", f->text ? f->text : "");
        } else if (strcmp(u, "metric") == 0) {
                snprintf(out, size, "%s",
                         f->text ? kp_rm_metric_words_in(l, f->text) : "");
        } else if (strcmp(u, "op") == 0) {
                snprintf(out, size, "%s", op_symbol(f->text));
        } else if (!isfinite(f->value)) {
                snprintf(out, size, "%s", kp_tr(l, KP_S_J_NOT_KNOWN));
        } else if (strcmp(f->name, "projected") == 0 ||
                   strcmp(f->name, "threshold") == 0) {
                /* a metric's value, in its own unit, as the trend table
                 * shows it */
                kp_rfmt_metric(out, size, u, f->value,
                               strcmp(f->name, "threshold") == 0);
        } else if (strcmp(u, "count") == 0) {
                kp_fmt_count(out, size, (uint64_t)(fabs(f->value) + 0.5));
        } else if (strcmp(u, "msg/s") == 0) {
                kp_rfmt_rate(out, size, f->value);
        } else if (strcmp(u, "share") == 0) {
                snprintf(out, size, "%.0f%%", f->value * 100.0);
        } else if (strcmp(u, "ms") == 0) {
                kp_rfmt_ms(out, size, f->value);
        } else if (strcmp(u, "bytes") == 0) {
                kp_fmt_bytes(out, size, f->value);
        } else if (strcmp(u, "bytes/s") == 0) {
                char b[64];
                snprintf(out, size, "%s/s",
                         kp_fmt_bytes(b, sizeof(b), f->value));
        } else if (strcmp(u, "duration") == 0) {
                kp_fmt_duration(out, size, f->value);
        } else if (strcmp(u, "number") == 0) {
                kp_rfmt_plain(out, size, f->value);
        } else if (strcmp(u, "cores") == 0) {
                snprintf(out, size, "%.3g", f->value);
        } else {
                snprintf(out, size, "%.2f", f->value); /* x, s */
        }
        return out;
}

/* fmt with each "%s" replaced by the next figure of j (from *next), and
 * "%%" by "%", appended to buf. */
static void lay(kp_lang l, const char *fmt, const kp_judgment *j, size_t *next,
                kp_buf *buf)
{
        char fig[128];
        for (const char *p = fmt; *p; p++) {
                if (p[0] == '%' && p[1] == 's') {
                        if (*next < j->n_fig)
                                kp_buf_puts(buf, kp_judgment_figure_text(
                                                     l, j, (*next)++, fig,
                                                     sizeof(fig)));
                        p++;
                } else if (p[0] == '%' && p[1] == '%') {
                        kp_buf_putc(buf, '%');
                        p++;
                } else {
                        kp_buf_putc(buf, *p);
                }
        }
}

static char *finish(kp_buf *buf)
{
        char *s;
        if (buf->oom || !buf->s) {
                kp_buf_free(buf);
                return NULL;
        }
        s = buf->s;
        buf->s = NULL;
        return s;
}

char *kp_judgment_words(kp_lang l, const kp_judgment *j)
{
        kp_s key = kp_judgment_key(j->code);
        kp_buf buf = { 0 };
        size_t next = 0;
        if (key == KP_S_COUNT)
                return NULL;
        if (j->tier && j->phase) {
                kp_judgment subject;
                size_t none = 0;
                kp_judgment_init(&subject, KP_J_NONE, KP_SUBJ_PHASE);
                kp_judgment_name(&subject, "tier", j->tier);
                kp_judgment_name(&subject, "phase",
                                 kp_tr(l, strcmp(j->phase, "consume") == 0
                                              ? KP_S_J_PHASE_CONSUME
                                              : KP_S_J_PHASE_PRODUCE));
                lay(l, kp_tr(l, KP_S_J_SUBJECT_PHASE), &subject, &none, &buf);
        }
        lay(l, kp_tr(l, key), j, &next, &buf);
        if (j->host) {
                kp_judgment host;
                size_t none = 0;
                kp_judgment_init(&host, KP_J_NONE, KP_SUBJ_HOST);
                kp_judgment_name(&host, "host", j->host);
                lay(l, kp_tr(l, KP_S_J_ON_HOST), &host, &none, &buf);
        }
        return finish(&buf);
}

char *kp_judgment_fix_words(kp_lang l, const kp_judgment *j)
{
        kp_s key = kp_judgment_fix_key(j->code);
        kp_buf buf = { 0 };
        size_t next = 0;
        if (key == KP_S_COUNT)
                return NULL;
        lay(l, kp_tr(l, key), j, &next, &buf);
        return finish(&buf);
}
