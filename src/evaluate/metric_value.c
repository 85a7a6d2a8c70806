#include "evaluate/metric_value.h"

#include <math.h>

static int latency_metric(const kp_latency *l, int which, double *v)
{
        if (l->count == 0)
                return -1;
        switch (which) {
        case 0:
                *v = l->avg_ms;
                break;
        case 1:
                *v = l->p50_ms;
                break;
        case 2:
                *v = l->p95_ms;
                break;
        case 3:
                *v = l->p99_ms;
                break;
        case 4:
                *v = l->p999_ms;
                break;
        default:
                *v = l->max_ms;
                break;
        }
        return 0;
}

int kp_metric_value(const kp_tier_result *tr, const kp_tier *spec,
                    kp_metric_id id, double *value)
{
        const kp_produce_result *p = &tr->produce;
        const kp_consume_result *c = &tr->consume;
        if (id <= KP_M_PRODUCE_ERROR_RATIO && !p->ran)
                return -1;
        if (id >= KP_M_CONSUME_RATE && id <= KP_M_E2E_MAX && !c->ran)
                return -1;
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
        case KP_M_PRODUCE_LAT_AVG:
        case KP_M_PRODUCE_LAT_P50:
        case KP_M_PRODUCE_LAT_P95:
        case KP_M_PRODUCE_LAT_P99:
        case KP_M_PRODUCE_LAT_P999:
        case KP_M_PRODUCE_LAT_MAX:
                return latency_metric(&p->latency,
                                      (int)(id - KP_M_PRODUCE_LAT_AVG), value);
        case KP_M_PRODUCE_SVC_AVG:
        case KP_M_PRODUCE_SVC_P50:
        case KP_M_PRODUCE_SVC_P95:
        case KP_M_PRODUCE_SVC_P99:
        case KP_M_PRODUCE_SVC_P999:
        case KP_M_PRODUCE_SVC_MAX:
                return latency_metric(&p->service,
                                      (int)(id - KP_M_PRODUCE_SVC_AVG), value);
        case KP_M_PRODUCE_ERRORS:
                *value = (double)(p->failed + p->undelivered);
                return 0;
        case KP_M_PRODUCE_ERROR_RATIO:
                if (p->sent == 0)
                        return -1;
                *value = (double)(p->failed + p->undelivered) / (double)p->sent;
                return 0;
        case KP_M_CONSUME_RATE:
                *value = c->msgs_per_sec;
                return 0;
        case KP_M_CONSUME_MIBPS:
                *value = c->mib_per_sec;
                return 0;
        /* Never assigned: no join that ended, no fetch time. */
        case KP_M_CONSUME_FETCH_RATE:
                if (!kp_consume_assigned(c))
                        return -1;
                *value = c->fetch_msgs_per_sec;
                return 0;
        case KP_M_CONSUME_FETCH_MIBPS:
                if (!kp_consume_assigned(c))
                        return -1;
                *value = c->fetch_mib_per_sec;
                return 0;
        case KP_M_CONSUME_REBALANCE_MS:
                if (!kp_consume_assigned(c))
                        return -1;
                *value = c->rebalance_ms;
                return 0;
        /* Stopped before reading every message: not known. */
        case KP_M_CONSUME_COMPLETENESS:
                if (!kp_consume_counted(c))
                        return -1;
                *value = c->completeness;
                return 0;
        case KP_M_CONSUME_MISSING:
                if (!kp_consume_counted(c))
                        return -1;
                *value = (double)c->missing;
                return 0;
        case KP_M_CONSUME_DUPLICATES:
                if (!c->identity)
                        return -1; /* counted by offset: not known */
                *value = (double)c->duplicates;
                return 0;
        case KP_M_E2E_AVG:
        case KP_M_E2E_P50:
        case KP_M_E2E_P95:
        case KP_M_E2E_P99:
        case KP_M_E2E_P999:
        case KP_M_E2E_MAX:
                return latency_metric(&c->e2e, (int)(id - KP_M_E2E_AVG), value);
        case KP_M_CAPACITY_RATE:
                if (!tr->search.ran || tr->search.sustained_rate <= 0)
                        return -1;
                *value = tr->search.sustained_rate;
                return 0;
        case KP_M_CAPACITY_FOUND:
                if (!tr->search.ran || tr->search.found_rate <= 0)
                        return -1;
                *value = tr->search.found_rate;
                return 0;
        case KP_M_DRAIN_RATE:
                if (!c->ran || !c->backlog || !c->drained ||
                    c->caught_up_s <= 0)
                        return -1;
                *value = (double)c->caught_up_messages / c->caught_up_s;
                return 0;
        case KP_M_DRAIN_CATCH_UP:
                if (!c->ran || !c->backlog || !c->drained)
                        return -1;
                *value = c->caught_up_s;
                return 0;
        case KP_M__COUNT:
                break;
        }
        return -1;
}

int kp_metric_rate_window(const kp_tier_result *tr, kp_metric_id id,
                          double *window_s)
{
        switch (id) {
        case KP_M_PRODUCE_RATE:
        case KP_M_PRODUCE_RATE_RATIO:
        case KP_M_PRODUCE_MIBPS:
                *window_s = tr->produce.duration_s;
                return 1;
        case KP_M_CONSUME_RATE:
        case KP_M_CONSUME_MIBPS:
                *window_s = tr->consume.duration_s;
                return 1;
        case KP_M_CONSUME_FETCH_RATE:
        case KP_M_CONSUME_FETCH_MIBPS:
                *window_s = tr->consume.fetch_s;
                return 1;
        case KP_M_DRAIN_RATE:
                *window_s = tr->consume.caught_up_s;
                return 1;
        default:
                return 0;
        }
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
        const kp_client *c = id <= KP_M_PRODUCE_ERROR_RATIO
                                 ? &tr->produce.client
                                 : &tr->consume.client;
        if (!kp_metric_rate_window(tr, id, &window_s))
                return 0;
        kp_rate_bounds_set(
            b, value, window_s,
            kp_rate_end_error_s(c, interval_us, window_s, &b->end));
        return 1;
}

/* Whether every rate from lo to hi meets "cmp th". */
static int all_meet(kp_cmp cmp, double th, double lo, double hi)
{
        switch (cmp) {
        case KP_CMP_LE:
                return hi <= th;
        case KP_CMP_LT:
                return hi < th;
        case KP_CMP_GE:
                return lo >= th;
        case KP_CMP_GT:
                return lo > th;
        }
        return 0;
}

/* Whether no rate from lo to hi meets "cmp th". */
static int none_meets(kp_cmp cmp, double th, double lo, double hi)
{
        switch (cmp) {
        case KP_CMP_LE:
                return lo > th;
        case KP_CMP_LT:
                return lo >= th;
        case KP_CMP_GE:
                return hi < th;
        case KP_CMP_GT:
                return hi <= th;
        }
        return 0;
}

int kp_rate_decides(const kp_rate_bounds *b, kp_cmp cmp, double threshold)
{
        if (all_meet(cmp, threshold, b->low, b->high))
                return 1;
        if (none_meets(cmp, threshold, b->low, b->high))
                return 0;
        return -1;
}
