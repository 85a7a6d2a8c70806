/* The brokers' metrics of one window (prom/collect.h). */

#include "prom/collect.h"

#include <stdlib.h>
#include <string.h>

#include "base/util.h"
#include "plan/promql.h"

int kp_collect_window(kp_promclient *c, const kp_prom_conf *conf, kp_bwindow *w,
                      char *errstr, size_t errstr_size)
{
        size_t n = 0;
        kp_promql *qs = kp_promql_list(conf, &n);
        double window_s = (double)conf->window_us / 1e6;
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
        for (size_t i = 0; i < n; i++) {
                char *promql = kp_promql_expand(qs[i].promql, conf, window_s);
                kp_bquery *q = promql ? kp_bwindow_add_query(w, qs[i].name,
                                                             promql, qs[i].unit)
                                      : NULL;
                int r;
                free(promql);
                if (!q) {
                        kp_err(errstr, errstr_size, "out of memory");
                        goto out;
                }
                r = kp_promclient_range(c, q->promql, w->start_s, w->end_s,
                                        w->step_s, q, why, sizeof(why));
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
