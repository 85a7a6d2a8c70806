/* The report model's interval tables (model.h, kp_rm_rows): each tier's
 * interval series as the workbook lists it, bounded in length. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "report/model/format.h"
#include "report/model/model_priv.h"

/* Merges n intervals from v into one row: counts and seconds add up, the
 * rates are those of the merged time, the latencies the highest of the
 * merged intervals (a bound, never an average of percentiles). */
static kp_interval merge(const kp_interval *v, size_t n)
{
        kp_interval o = { 0 };
        double mib = 0;
        o.p50_ms = o.p95_ms = o.p99_ms = o.max_ms = -INFINITY;
        for (size_t i = 0; i < n; i++) {
                o.dur_s += v[i].dur_s;
                o.msgs += v[i].msgs;
                o.errors += v[i].errors;
                mib += v[i].mib_per_sec * v[i].dur_s;
                o.p50_ms = fmax(o.p50_ms, v[i].p50_ms);
                o.p95_ms = fmax(o.p95_ms, v[i].p95_ms);
                o.p99_ms = fmax(o.p99_ms, v[i].p99_ms);
                o.max_ms = fmax(o.max_ms, v[i].max_ms);
        }
        o.t_s = v[n - 1].t_s;
        o.msgs_per_sec = o.dur_s > 0 ? (double)o.msgs / o.dur_s : 0;
        o.mib_per_sec = o.dur_s > 0 ? mib / o.dur_s : 0;
        return o;
}

static void rows_build(mb *b, const kp_interval_list *l, int latency,
                       kp_rm_rows *x)
{
        size_t n = l ? l->n : 0;
        x->merge =
            n > KP_RM_MAX_ROWS ? (n + KP_RM_MAX_ROWS - 1) / KP_RM_MAX_ROWS : 1;
        x->latency = latency;
        x->total = n;
        x->v =
            mb_calloc(b, n ? (n + x->merge - 1) / x->merge : 0, sizeof(*x->v));
        for (size_t i = 0; x->v && i < n; i += x->merge) {
                size_t k = n - i < x->merge ? n - i : x->merge;
                kp_interval *o = &x->v[x->n++];
                *o = merge(&l->v[i], k);
                if (!latency)
                        o->p50_ms = o->p95_ms = o->p99_ms = o->max_ms = NAN;
        }
        if (x->merge > 1) {
                char s[64];
                kp_rfmt_fixed(s, sizeof(s), n ? l->v[0].dur_s : 0, 1);
                x->note = mb_printf(b, MB_TR(b, RM_ROWS_MERGED), n, s, x->n,
                                    x->merge);
        } else {
                x->note = mb_strdup(b, "");
        }
}

void mb_rows_build(mb *b, const kp_results *r, kp_rmodel *m)
{
        for (size_t i = 0; i < m->n_tiers && i < r->n_tiers; i++) {
                const kp_tier_result *tr = &r->tiers[i];
                kp_rm_tier *t = &m->tiers[i];
                rows_build(b, tr->produce.ran ? &tr->produce.intervals : NULL,
                           1, &t->p_rows);
                /* A consumer that read after the produce phase measured
                 * no end-to-end latency: no 0 ms in its rows. */
                rows_build(b, tr->consume.ran ? &tr->consume.intervals : NULL,
                           tr->consume.e2e.count > 0, &t->c_rows);
        }
}

void mb_rows_free(kp_rm_rows *x)
{
        free(x->v);
        free(x->note);
}
