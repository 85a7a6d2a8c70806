#include "evaluate/window_checks.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "base/util.h"
#include "evaluate/evaluate_priv.h"

/* A consume.* metric (judged on the consume phase's windows). */
static int of_consume(kp_metric_id id)
{
        return id >= KP_M_CONSUME_RATE && id <= KP_M_E2E_MAX;
}

static void add_len(int64_t *out, size_t max, size_t *n, int64_t us)
{
        for (size_t i = 0; i < *n; i++)
                if (out[i] == us)
                        return;
        if (*n < max)
                out[(*n)++] = us;
}

size_t kp_windows_wanted(const kp_plan *p, const kp_tier *t, int consume,
                         int64_t *out, size_t max)
{
        size_t n = 0;
        for (size_t i = 0; i < p->n_criteria; i++) {
                const kp_criterion *c = &p->criteria[i];
                const kp_metric *m = kp_metric_find(c->metric);
                if (!c->window_us || c->aggregate || !m ||
                    of_consume(m->id) != consume || !kp_criterion_selects(c, t))
                        continue;
                add_len(out, max, &n, c->window_us);
        }
        for (size_t i = 0; !consume && i < t->search.n_criteria; i++)
                if (t->search.criteria[i].window_us)
                        add_len(out, max, &n, t->search.criteria[i].window_us);
        return n;
}

const kp_window_series *kp_windows_of(const kp_tier_result *tr, kp_metric_id id,
                                      int64_t window_us)
{
        return kp_windows_find(of_consume(id) ? &tr->consume.windows
                                              : &tr->produce.windows,
                               window_us);
}

static int lat(const kp_window_lat *l, kp_metric_id first, kp_metric_id id,
               double *v)
{
        if (!l->count)
                return -1;
        switch (id - first) {
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

int kp_window_value(const kp_window *w, kp_metric_id id, double target_rate,
                    double *v)
{
        /* A window of the warm-up alone (no measured latency) is not
         * judged, whatever the metric: its rate is the client's start. */
        if (!of_consume(id) && !w->latency.count)
                return -1;
        switch (id) {
        case KP_M_PRODUCE_RATE:
        case KP_M_CONSUME_RATE:
                if (w->dur_s <= 0)
                        return -1;
                *v = w->msgs_per_sec;
                return 0;
        case KP_M_PRODUCE_MIBPS:
        case KP_M_CONSUME_MIBPS:
                if (w->dur_s <= 0)
                        return -1;
                *v = w->mib_per_sec;
                return 0;
        case KP_M_PRODUCE_RATE_RATIO:
                if (w->dur_s <= 0 || target_rate <= 0)
                        return -1;
                *v = w->msgs_per_sec / target_rate;
                return 0;
        case KP_M_PRODUCE_LAT_AVG:
        case KP_M_PRODUCE_LAT_P50:
        case KP_M_PRODUCE_LAT_P95:
        case KP_M_PRODUCE_LAT_P99:
        case KP_M_PRODUCE_LAT_P999:
        case KP_M_PRODUCE_LAT_MAX:
                return lat(&w->latency, KP_M_PRODUCE_LAT_AVG, id, v);
        case KP_M_PRODUCE_SVC_AVG:
        case KP_M_PRODUCE_SVC_P50:
        case KP_M_PRODUCE_SVC_P95:
        case KP_M_PRODUCE_SVC_P99:
        case KP_M_PRODUCE_SVC_P999:
        case KP_M_PRODUCE_SVC_MAX:
                return lat(&w->service, KP_M_PRODUCE_SVC_AVG, id, v);
        case KP_M_E2E_AVG:
        case KP_M_E2E_P50:
        case KP_M_E2E_P95:
        case KP_M_E2E_P99:
        case KP_M_E2E_P999:
        case KP_M_E2E_MAX:
                return lat(&w->latency, KP_M_E2E_AVG, id, v);
        default:
                return -1;
        }
}

static double margin(kp_cmp cmp, double v, double th)
{
        return (cmp == KP_CMP_LE || cmp == KP_CMP_LT) ? th - v : v - th;
}

int kp_window_judge(const kp_window_series *s, kp_metric_id id,
                    double target_rate, kp_cmp cmp, double threshold,
                    double share, kp_window_verdict *out)
{
        double worst_margin = INFINITY;
        memset(out, 0, sizeof(*out));
        if (!s || !s->n)
                return 0;
        out->values = malloc(s->n * sizeof(*out->values));
        if (!out->values)
                return -1;
        out->n_values = s->n;
        for (size_t i = 0; i < s->n; i++) {
                double v, m;
                out->values[i] = NAN;
                if (kp_window_value(&s->v[i], id, target_rate, &v))
                        continue;
                out->values[i] = v;
                out->judged++;
                if (!ev_passes(cmp, v, threshold))
                        out->failed++;
                m = margin(cmp, v, threshold);
                if (m < worst_margin) {
                        worst_margin = m;
                        out->worst = i;
                        out->worst_value = v;
                }
        }
        if (!out->judged)
                return 0;
        /* The share in whole windows, rounded down: 0.9 of 6 windows is
         * 5 (5.4); at least one window must hold. */
        out->needed = share > 0
                          ? (size_t)floor(share * (double)out->judged + 1e-9)
                          : out->judged;
        if (out->needed < 1)
                out->needed = 1;
        out->pass = out->judged - out->failed >= out->needed;
        return 0;
}

const char *kp_window_start_utc(const char *started_at, double end_s,
                                double dur_s, char *out, size_t n)
{
        struct tm tm;
        time_t t0;
        out[0] = '\0';
        memset(&tm, 0, sizeof(tm));
        if (!started_at ||
            sscanf(started_at, "%d-%d-%dT%d:%d:%d", &tm.tm_year, &tm.tm_mon,
                   &tm.tm_mday, &tm.tm_hour, &tm.tm_min, &tm.tm_sec) != 6)
                return out;
        tm.tm_year -= 1900;
        tm.tm_mon -= 1;
        t0 = timegm(&tm);
        if (t0 == (time_t)-1)
                return out;
        return kp_fmt_utc_iso(
            out, n, ((int64_t)t0 + (int64_t)llround(end_s - dur_s)) * 1000000);
}
