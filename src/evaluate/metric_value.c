#include "evaluate/metric_value.h"

#include <math.h>
#include <string.h>

/* The statistic stat of latency summary l, in milliseconds. */
static int latency_stat(const kp_latency *l, kp_metric_stat stat, double *v)
{
        if (l->count == 0)
                return -1;
        switch (stat) {
        case KP_STAT_AVG:
                *v = l->avg_ms;
                break;
        case KP_STAT_P50:
                *v = l->p50_ms;
                break;
        case KP_STAT_P95:
                *v = l->p95_ms;
                break;
        case KP_STAT_P99:
                *v = l->p99_ms;
                break;
        case KP_STAT_P999:
                *v = l->p999_ms;
                break;
        case KP_STAT_MAX:
                *v = l->max_ms;
                break;
        }
        return 0;
}

/* A window's latency summary as a phase's. */
static kp_latency of_window(const kp_window_lat *w)
{
        kp_latency l = { .count = w->count,
                         .avg_ms = w->avg_ms,
                         .p50_ms = w->p50_ms,
                         .p95_ms = w->p95_ms,
                         .p99_ms = w->p99_ms,
                         .p999_ms = w->p999_ms,
                         .max_ms = w->max_ms };
        return l;
}

/* *out = v when the figure is known (ok): 0, else -1. */
static int known(int ok, double v, double *out)
{
        if (!ok)
                return -1;
        *out = v;
        return 0;
}

int kp_metric_value(const kp_tier_result *tr, const kp_tier *spec,
                    kp_metric_id id, double *value)
{
        const kp_produce_result *p = &tr->produce;
        const kp_consume_result *c = &tr->consume;
        const kp_metric *m = kp_metric_get(id);
        if (!m)
                return -1;
        if (m->phase == KP_PHASE_PRODUCE && !p->ran)
                return -1;
        if ((m->phase == KP_PHASE_CONSUME || m->phase == KP_PHASE_E2E) &&
            !c->ran)
                return -1;
        switch (m->latency) {
        case KP_LAT_CORRECTED:
                return latency_stat(&p->latency, m->stat, value);
        case KP_LAT_SERVICE:
                return latency_stat(&p->service, m->stat, value);
        case KP_LAT_E2E:
                return latency_stat(&c->e2e, m->stat, value);
        case KP_LAT_NONE:
                break;
        }
        switch (id) {
        case KP_M_PRODUCE_RATE:
                *value = p->achieved_rate;
                return p->measured ? 0 : -1;
        case KP_M_PRODUCE_RATE_RATIO:
                /* A capacity search's tier: against the rate it last ran. */
                if (spec && spec->search.present && p->target_rate > 0 &&
                    p->measured) {
                        *value = p->achieved_rate / p->target_rate;
                        return 0;
                }
                if (!spec || spec->rate <= 0 || !p->measured)
                        return -1;
                *value = p->achieved_rate / spec->rate;
                return 0;
        case KP_M_PRODUCE_MIBPS:
                *value = p->mib_per_sec;
                return p->measured ? 0 : -1;
        case KP_M_PRODUCE_ERRORS:
                return known(1, (double)(p->failed + p->undelivered), value);
        case KP_M_PRODUCE_ERROR_RATIO:
                if (p->sent == 0)
                        return -1;
                *value = (double)(p->failed + p->undelivered) / (double)p->sent;
                return 0;
        case KP_M_CONSUME_RATE:
                return known(1, c->msgs_per_sec, value);
        case KP_M_CONSUME_MIBPS:
                return known(1, c->mib_per_sec, value);
        /* Never assigned: no join that ended, no fetch time. */
        case KP_M_CONSUME_FETCH_RATE:
                return known(kp_consume_assigned(c), c->fetch_msgs_per_sec,
                             value);
        case KP_M_CONSUME_FETCH_MIBPS:
                return known(kp_consume_assigned(c), c->fetch_mib_per_sec,
                             value);
        case KP_M_CONSUME_REBALANCE_MS:
                return known(kp_consume_assigned(c), c->rebalance_ms, value);
        /* Stopped before reading every message: not known. */
        case KP_M_CONSUME_COMPLETENESS:
                return known(kp_consume_counted(c), c->completeness, value);
        case KP_M_CONSUME_MISSING:
                return known(kp_consume_counted(c), (double)c->missing, value);
        /* Counted by offset: not known. */
        case KP_M_CONSUME_DUPLICATES:
                return known(c->identity, (double)c->duplicates, value);
        case KP_M_CAPACITY_RATE:
                return known(tr->search.ran && tr->search.sustained_rate > 0,
                             tr->search.sustained_rate, value);
        case KP_M_CAPACITY_FOUND:
                return known(tr->search.ran && tr->search.found_rate > 0,
                             tr->search.found_rate, value);
        case KP_M_DRAIN_RATE:
                if (!c->ran || !c->backlog || !c->drained ||
                    c->caught_up_s <= 0)
                        return -1;
                *value = (double)c->caught_up_messages / c->caught_up_s;
                return 0;
        case KP_M_DRAIN_CATCH_UP:
                return known(c->ran && c->backlog && c->drained, c->caught_up_s,
                             value);
        default:
                /* The latencies, read above. */
                return -1;
        }
}

int kp_metric_window_value(const kp_window *w, kp_metric_id id,
                           double target_rate, double *v)
{
        const kp_metric *m = kp_metric_get(id);
        kp_latency l;
        /* A window of the warm-up alone (no measured latency) is not
         * judged, whatever the metric: its rate is the client's start. */
        if (!m || !m->windowed ||
            (!kp_metric_consumes(id) && !w->latency.count))
                return -1;
        if (m->latency != KP_LAT_NONE) {
                l = of_window(m->latency == KP_LAT_SERVICE ? &w->service
                                                           : &w->latency);
                return latency_stat(&l, m->stat, v);
        }
        if (w->dur_s <= 0)
                return -1;
        switch (id) {
        case KP_M_PRODUCE_RATE:
        case KP_M_CONSUME_RATE:
                *v = w->msgs_per_sec;
                return 0;
        case KP_M_PRODUCE_MIBPS:
        case KP_M_CONSUME_MIBPS:
                *v = w->mib_per_sec;
                return 0;
        case KP_M_PRODUCE_RATE_RATIO:
                if (target_rate <= 0)
                        return -1;
                *v = w->msgs_per_sec / target_rate;
                return 0;
        default:
                return -1;
        }
}

int kp_metric_worse(const kp_metric *m, double a, double b,
                    double threshold_pct, double min_ms, double *worse_pct)
{
        double worse = m->higher_is_better ? a - b : b - a, pct;
        if (a == 0)
                pct = worse > 0 ? INFINITY : worse < 0 ? -INFINITY : 0;
        else
                pct = worse / fabs(a) * 100.0;
        if (worse_pct)
                *worse_pct = pct;
        if (strcmp(m->unit, "ms") == 0 && worse <= min_ms)
                return 0;
        return pct > threshold_pct;
}

int kp_metric_rate_window(const kp_tier_result *tr, kp_metric_id id,
                          double *window_s)
{
        const kp_metric *m = kp_metric_get(id);
        switch (m ? m->over : KP_OVER_NONE) {
        case KP_OVER_PRODUCE:
                *window_s = tr->produce.duration_s;
                return 1;
        case KP_OVER_CONSUME:
                *window_s = tr->consume.duration_s;
                return 1;
        case KP_OVER_FETCH:
                *window_s = tr->consume.fetch_s;
                return 1;
        case KP_OVER_DRAIN:
                *window_s = tr->consume.caught_up_s;
                return 1;
        case KP_OVER_NONE:
                break;
        }
        return 0;
}

int kp_rate_window_judged(double window_s, int64_t interval_us)
{
        if (!(window_s >= KP_RATE_MIN_WINDOW_S))
                return 0;
        /* Two snapshots: the window reaches past the first interval. */
        return interval_us <= 0 || window_s > (double)interval_us / 1e6;
}

void kp_rate_bounds_set(kp_rate_bounds *b, double value, double window_s,
                        double end_error_s)
{
        b->value = value;
        b->window_s = window_s;
        b->end_error_s = end_error_s;
        if (!(window_s > 0)) {
                b->low = 0;
                b->high = INFINITY;
                return;
        }
        b->low = value * window_s / (window_s + 2 * end_error_s);
        b->high = window_s > 2 * end_error_s
                      ? value * window_s / (window_s - 2 * end_error_s)
                      : INFINITY;
}

const char *kp_rate_end_str(kp_rate_end e)
{
        switch (e) {
        case KP_RATE_END_RTT:
                return "round_trip";
        case KP_RATE_END_GRAIN:
                return "clock";
        case KP_RATE_END_INTERVAL:
                return "interval";
        case KP_RATE_END_UNRECORDED:
                return "unrecorded";
        }
        return "";
}

double kp_rate_end_error_s(const kp_client *c, int64_t interval_us,
                           double window_s, kp_rate_end *what)
{
        double rtt_ms = NAN, d;
        kp_rate_end w;
        for (size_t i = 0; c && i < c->n_stats; i++) {
                double v = c->stats[i].rtt_p95_ms;
                if (isfinite(v) && v >= 0 && !(v <= rtt_ms))
                        rtt_ms = v;
        }
        if (isfinite(rtt_ms)) {
                d = rtt_ms / 1000.0;
                w = KP_RATE_END_RTT;
        } else if (!kp_rate_window_judged(window_s, interval_us)) {
                d = interval_us > 0 ? (double)interval_us / 1e6 : 1.0;
                w = KP_RATE_END_INTERVAL;
        } else {
                d = KP_RATE_CLOCK_GRAIN_S;
                w = KP_RATE_END_UNRECORDED;
        }
        if (!(d > KP_RATE_CLOCK_GRAIN_S) && w != KP_RATE_END_UNRECORDED) {
                d = KP_RATE_CLOCK_GRAIN_S;
                w = KP_RATE_END_GRAIN;
        }
        if (what)
                *what = w;
        return d;
}

int kp_metric_rate_bounds(const kp_tier_result *tr, kp_metric_id id,
                          double value, int64_t interval_us, kp_rate_bounds *b)
{
        double window_s;
        const kp_client *c =
            kp_metric_consumes(id) ? &tr->consume.client : &tr->produce.client;
        if (!kp_metric_rate_window(tr, id, &window_s))
                return 0;
        kp_rate_bounds_set(
            b, value, window_s,
            kp_rate_end_error_s(c, interval_us, window_s, &b->end));
        return 1;
}

int kp_rate_decides(const kp_rate_bounds *b, kp_cmp cmp, double threshold)
{
        /* Under an upper limit the highest rate is the worst, over a
         * lower one the lowest. */
        const int upper = cmp == KP_CMP_LE || cmp == KP_CMP_LT;
        if (kp_metric_holds(cmp, upper ? b->high : b->low, threshold))
                return 1;
        if (!kp_metric_holds(cmp, upper ? b->low : b->high, threshold))
                return 0;
        return -1;
}
