#include "evaluate/window_checks.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "base/util.h"
#include "evaluate/metric_value.h"
#include "plan/criterion.h"

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
                    kp_metric_consumes(m->id) != consume ||
                    !kp_criterion_selects(c, t))
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
        return kp_windows_find(kp_metric_consumes(id) ? &tr->consume.windows
                                                      : &tr->produce.windows,
                               window_us);
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
                if (kp_metric_window_value(&s->v[i], id, target_rate, &v))
                        continue;
                out->values[i] = v;
                out->judged++;
                if (!kp_metric_holds(cmp, v, threshold))
                        out->failed++;
                m = kp_metric_margin(cmp, v, threshold);
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
