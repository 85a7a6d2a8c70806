/* The brokers' metrics of one window (prom/collect.h). */

#include "prom/collect.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "base/util.h"
#include "plan/promql.h"

static kp_bseries *series_of(kp_bquery *q, const char *broker)
{
        for (size_t i = 0; i < q->n_series; i++)
                if (strcmp(q->series[i].broker, broker) == 0)
                        return &q->series[i];
        return NULL;
}

/* Sets the window figure of each of q's series from the instant answer
 * a (one point per broker); a broker the range query had no points for
 * (a window shorter than the rate range) gets a series of none with its
 * figure. Returns 0, or -1 when memory runs out. */
static int set_window(kp_bquery *q, const kp_bquery *a)
{
        for (size_t i = 0; i < a->n_series; i++) {
                const kp_bseries *from = &a->series[i];
                kp_bseries *s = series_of(q, from->broker);
                if (!s) {
                        int r = kp_bquery_add_series(q, from->broker, NULL,
                                                     NULL, 0);
                        if (r < 0)
                                return -1;
                        if (r)
                                continue; /* q is full */
                        s = &q->series[q->n_series - 1];
                }
                s->window = from->n_total ? from->mean : NAN;
        }
        return 0;
}

/* Asks q's window form (expanded) at the window's end. Returns as
 * kp_promclient_instant() does. */
static int ask_window(kp_promclient *c, kp_bquery *q, double end_s,
                      char *errstr, size_t errstr_size)
{
        kp_bwindow scratch = { 0 };
        kp_bquery *a =
            kp_bwindow_add_query(&scratch, q->name, q->window_promql, q->unit);
        int r;
        if (!a)
                return kp_err(errstr, errstr_size, "out of memory");
        r = kp_promclient_instant(c, q->window_promql, end_s, a, errstr,
                                  errstr_size);
        if (r == 0 && set_window(q, a))
                r = kp_err(errstr, errstr_size, "out of memory");
        kp_bwindow_drop_last(&scratch);
        free(scratch.queries);
        return r;
}

int kp_collect_window(kp_promclient *c, const kp_prom_conf *conf, kp_bwindow *w,
                      char *errstr, size_t errstr_size)
{
        size_t n = 0;
        kp_promql *qs = kp_promql_list(conf, &n);
        double window_s = (double)conf->window_us / 1e6, first_s;
        char why[1024];
        int rc = -1;
        if (errstr_size)
                errstr[0] = '\0';
        if (!qs) {
                kp_err(errstr, errstr_size, "out of memory");
                goto out;
        }
        if (window_s < 2 * w->step_s)
                window_s = 2 * w->step_s;
        window_s = window_s < 1 ? 1 : floor(window_s + 0.5);
        /* The first point whose rate range starts no earlier than the
         * window: every point is of the window alone. */
        first_s = w->start_s + window_s;
        for (size_t i = 0; i < n; i++) {
                char *promql = kp_promql_expand(qs[i].promql, conf, window_s,
                                                w->start_s, w->end_s);
                kp_bquery *q = promql ? kp_bwindow_add_query(w, qs[i].name,
                                                             promql, qs[i].unit)
                                      : NULL;
                int r = 0;
                free(promql);
                if (!q || (qs[i].window &&
                           !(q->window_promql =
                                 kp_promql_expand(qs[i].window, conf, window_s,
                                                  w->start_s, w->end_s)))) {
                        kp_err(errstr, errstr_size, "out of memory");
                        goto out;
                }
                if (first_s <= w->end_s)
                        r = kp_promclient_range(c, q->promql, first_s, w->end_s,
                                                w->step_s, w->start_s, q, why,
                                                sizeof(why));
                if (r == 0 && q->window_promql)
                        r = ask_window(c, q, w->end_s, why, sizeof(why));
                else if (r == 0)
                        /* A plan's own query: the mean of its points,
                         * every one inside the window. */
                        for (size_t k = 0; k < q->n_series; k++)
                                q->series[k].window = q->series[k].n_total
                                                          ? q->series[k].mean
                                                          : NAN;
                if (r == KP_PROM_EQUERY) {
                        if (!errstr[0])
                                kp_err(errstr, errstr_size, "%s", why);
                        continue;
                }
                if (r) {
                        /* Not answered: not a query without series. */
                        kp_bwindow_drop_last(w);
                        free(w->unavailable);
                        w->unavailable = strdup(why);
                        kp_err(errstr, errstr_size, "%s", why);
                        goto out;
                }
        }
        rc = 0;
out:
        free(qs);
        return rc;
}
