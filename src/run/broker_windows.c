/* The brokers' own metrics during a run (run/broker_windows.h). */

#include "run/broker_windows.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/util.h"
#include "prom/collect.h"
#include "prom/promclient.h"
#include "results/broker_map.h"

struct kp_run_brokers {
        const kp_prom_conf *conf;
        kp_promclient *client;
        kp_brokers *search; /* a search's trial windows, or NULL */
        int trial;          /* the next trial's index */
        int quiet;
};

int kp_run_brokers_open(const kp_plan *plan, int quiet, kp_run_brokers **out,
                        char *errstr, size_t errstr_size)
{
        kp_run_brokers *rb;
        *out = NULL;
        if (!plan->prometheus)
                return 0;
        rb = calloc(1, sizeof(*rb));
        if (!rb)
                return kp_err(errstr, errstr_size, "out of memory");
        rb->conf = plan->prometheus;
        rb->quiet = quiet;
        if (kp_promclient_new(rb->conf, NULL, NULL, &rb->client, errstr,
                              errstr_size)) {
                free(rb);
                return -1;
        }
        *out = rb;
        return 0;
}

void kp_run_brokers_close(kp_run_brokers *rb)
{
        if (!rb)
                return;
        kp_promclient_destroy(rb->client);
        kp_brokers_destroy(rb->search);
        free(rb);
}

void kp_run_brokers_search_begin(kp_run_brokers *rb)
{
        if (!rb)
                return;
        kp_brokers_destroy(rb->search);
        rb->search = kp_brokers_new(rb->conf->url);
        rb->trial = 0;
}

/* Asks for one window of b: [start_us, now], the tier's interval the
 * step, after the last scrape of the window has had its time. */
static void ask(kp_run_brokers *rb, kp_brokers *b, const kp_tier *t,
                const kp_tier_result *tr, int trial, double rate,
                int64_t start_us)
{
        int64_t end_us = kp_wall_us();
        kp_bwindow *w;
        char err[1024];
        int rc;
        if (!b)
                return;
        w = kp_brokers_add_window(b);
        if (!w)
                return;
        kp_sleep_until_us(kp_now_us() + rb->conf->scrape_us);
        w->trial = trial;
        w->start_s = (double)start_us / 1e6;
        w->end_s = (double)end_us / 1e6;
        w->step_s = t->interval_us > 0 ? (double)t->interval_us / 1e6 : 1;
        w->rate = rate;
        w->achieved_rate = tr->produce.achieved_rate;
        w->mib_per_sec = tr->produce.mib_per_sec;
        kp_fmt_utc_iso(w->asked_at, sizeof(w->asked_at), kp_wall_us());
        rc = kp_collect_window(rb->client, rb->conf, w, err, sizeof(err));
        /* A trial's mean and max are what the reports use: its series
         * stay short, so that a long search keeps results.json small. */
        if (trial >= 0)
                kp_bwindow_thin(w, KP_BROKERS_TRIAL_POINTS);
        if (rc || err[0])
                fprintf(stderr,
                        "kplan: warning: broker metrics of %s%s: %s%s\n",
                        t->name, trial >= 0 ? " (a search run)" : "", err,
                        w->unavailable ? "; the run goes on without them" : "");
}

void kp_run_brokers_trial(kp_run_brokers *rb, const kp_tier *t,
                          const kp_tier_result *tr, int64_t start_us)
{
        if (!rb)
                return;
        ask(rb, rb->search, t, tr, rb->trial++, t->rate, start_us);
}

void kp_run_brokers_tier(kp_run_brokers *rb, const kp_tier *t,
                         kp_tier_result *tr, const kp_cluster_info *cl,
                         int64_t start_us)
{
        kp_brokers *b;
        if (!rb)
                return;
        b = rb->search ? rb->search : kp_brokers_new(rb->conf->url);
        rb->search = NULL;
        ask(rb, b, t, tr, -1, t->search.present ? 0 : t->rate, start_us);
        kp_broker_map_apply(b, cl, rb->conf, 0);
        kp_brokers_destroy(tr->brokers);
        tr->brokers = b;
}
