/* The capacity model's inputs from a results model (evaluate/sizing.h,
 * kp_evaluation.sizing): per window that ran at a fixed rate, the
 * cluster's rate and each broker's use of each resource; each
 * resource's capacity per broker, declared or read from node_exporter;
 * and a measured rate to set beside the model's, with the broker count
 * it gives on its own (kp_sizing_estimate). */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "base/util.h"
#include "evaluate/broker_side.h"
#include "evaluate/evaluation.h"
#include "evaluate/evaluate_priv.h"
#include "evaluate/limits.h"
#include "evaluate/sizing.h"
#include "plan/promql.h"

/* The queries each resource adds up per broker (NULL-ended). */
static const char *const q_cpu[] = { "process_cpu", NULL };
static const char *const q_in[] = { KP_PQ_BYTES_IN, "replication_bytes_in",
                                    NULL };
static const char *const q_out[] = { "bytes_out", KP_PQ_REPLICATION_OUT, NULL };
static const char *const q_disk[] = { "disk_write_bytes", NULL };
static const char *const q_space[] = { KP_PQ_LOG_GROWTH, NULL };
static const char *const *const queries[KP_SRES_N] = { q_cpu, q_in, q_out,
                                                       q_disk, q_space };
/* The index of label id among the n names; n when not there. */
static size_t name_at(const char *const *names, size_t n, const char *id)
{
        size_t m = 0;
        while (m < n && strcmp(names[m], id) != 0)
                m++;
        return m;
}

/* The brokers (series labels) of the first query of any resource in
 * any window of r, each once, into *names (allocated; the labels are
 * r's). Returns how many, or (size_t)-1 when out of memory. */
static size_t broker_names(const kp_results *r, const char ***names)
{
        size_t n = 0, cap = 0;
        *names = NULL;
        for (size_t i = 0; i < r->n_tiers; i++) {
                const kp_brokers *b = r->tiers[i].brokers;
                for (size_t w = 0; b && w < b->n_windows; w++)
                        for (int k = 0; k < KP_SRES_N; k++) {
                                const kp_bquery *q = kp_bwindow_query(
                                    &b->windows[w], queries[k][0]);
                                for (size_t j = 0;
                                     q && !q->error && j < q->n_series; j++) {
                                        const char *id = q->series[j].broker;
                                        if (name_at(*names, n, id) < n)
                                                continue;
                                        if (n == cap) {
                                                size_t c2 = cap ? 2 * cap : 8;
                                                const char **g = realloc(
                                                    *names, c2 * sizeof(*g));
                                                if (!g)
                                                        return (size_t)-1;
                                                *names = g;
                                                cap = c2;
                                        }
                                        (*names)[n++] = id;
                                }
                        }
        }
        return n;
}

/* Each broker's use of res in window w of tier tr, into row[b] for
 * broker names[b] (NAN where not known): per broker (series label), the
 * sum of the resource's queries' phase figures. The first query must be
 * known for a broker; a missing later one counts 0 (no replication, one
 * broker). Returns how many brokers have a figure. */
static size_t per_broker(const kp_tier_result *tr, const kp_bwindow *w, int res,
                         const char *const *names, size_t nb, double *row)
{
        const kp_bquery *q0 = kp_bwindow_query(w, queries[res][0]);
        size_t known = 0;
        for (size_t b = 0; b < nb; b++)
                row[b] = NAN;
        for (size_t i = 0; q0 && !q0->error && i < q0->n_series; i++) {
                const kp_bseries *s = &q0->series[i];
                double v = kp_broker_side_phase_value(tr, w, s);
                size_t at = name_at(names, nb, s->broker);
                if (at == nb || !isfinite(v))
                        continue;
                for (size_t k = 1; queries[res][k]; k++) {
                        const kp_bquery *q =
                            kp_bwindow_query(w, queries[res][k]);
                        for (size_t j = 0; q && !q->error && j < q->n_series;
                             j++)
                                if (strcmp(q->series[j].broker, s->broker) ==
                                    0) {
                                        double u = kp_broker_side_phase_value(
                                            tr, w, &q->series[j]);
                                        if (isfinite(u))
                                                v += u;
                                }
                }
                if (isnan(row[at]))
                        known++;
                row[at] = v;
        }
        return known;
}

/* The client's messages per batch in window w of tier tr: over a tier's
 * whole run, its produce phase's, weighted over the load hosts by their
 * seconds; NAN for a search trial's window (the phase's figure mixes its
 * trials) or when not recorded. */
static double batch_of(const kp_tier_result *tr, const kp_bwindow *w)
{
        const kp_client *c = &tr->produce.client;
        double sum = 0, secs = 0;
        if (w->trial >= 0)
                return NAN;
        for (size_t i = 0; i < c->n_stats; i++) {
                const kp_client_stats *st = &c->stats[i];
                double s = st->wall_s > 0 ? st->wall_s : 1;
                if (!isfinite(st->msgs_per_batch) || st->msgs_per_batch <= 0)
                        continue;
                sum += st->msgs_per_batch * s;
                secs += s;
        }
        return secs > 0 ? sum / secs : NAN;
}

/* The lowest window figure of query name over the windows of r: a
 * host's cores or link as node_exporter has them; 0 when none. */
static double node_figure(const kp_results *r, const char *name)
{
        double best = 0;
        for (size_t i = 0; i < r->n_tiers; i++) {
                const kp_brokers *b = r->tiers[i].brokers;
                for (size_t k = 0; b && k < b->n_windows; k++) {
                        const kp_bquery *q =
                            kp_bwindow_query(&b->windows[k], name);
                        for (size_t j = 0; q && !q->error && j < q->n_series;
                             j++) {
                                double v = q->series[j].window;
                                if (isfinite(v) && v > 0 &&
                                    (best == 0 || v < best))
                                        best = v;
                        }
                }
        }
        return best;
}

/* The smallest declared figure among the host entries that declare it:
 * the busiest broker's host is taken to be the smallest. */
static double declared(const kp_plan *p, int res)
{
        double best = 0;
        for (size_t i = 0; i < p->n_hosts; i++) {
                const kp_host_decl *h = &p->hosts[i];
                double v = 0;
                switch (res) {
                case KP_SRES_CPU:
                        v = h->cores;
                        break;
                case KP_SRES_NET_IN:
                case KP_SRES_NET_OUT:
                        v = (double)h->network / 8;
                        break;
                case KP_SRES_DISK_WRITE:
                        v = (double)h->disk_throughput;
                        break;
                default:
                        v = (double)h->disk_size * (h->disks ? h->disks : 1);
                        break;
                }
                if (v > 0 && (best == 0 || v < best))
                        best = v;
        }
        return best;
}

/* Whether two brokers of the cluster have the same host. */
static int hosts_shared(const kp_cluster_info *c)
{
        for (size_t i = 0; i < c->n_brokers; i++)
                for (size_t k = i + 1; k < c->n_brokers; k++)
                        if (c->brokers[i].host && c->brokers[k].host &&
                            strcmp(c->brokers[i].host, c->brokers[k].host) == 0)
                                return 1;
        return 0;
}

/* The brokers holding a replica of a topic a fixed-rate tier wrote to;
 * the cluster's count when not known. */
static int tested_brokers(const kp_results *r)
{
        int32_t ids[256];
        size_t n = 0;
        for (size_t t = 0; t < r->cluster.n_topics; t++) {
                const kp_topic_info *ti = &r->cluster.topics[t];
                int used = 0;
                for (size_t i = 0; i < r->n_tiers && !used; i++)
                        used = r->plan->tiers[i].topic &&
                               strcmp(r->plan->tiers[i].topic, ti->name) == 0;
                for (size_t p = 0; used && p < ti->n_parts; p++)
                        for (size_t k = 0; k < ti->parts[p].n_replicas; k++) {
                                int32_t id = ti->parts[p].replicas[k];
                                size_t j = 0;
                                while (j < n && ids[j] != id)
                                        j++;
                                if (j == n && n < KP_ARRAY_LEN(ids))
                                        ids[n++] = id;
                        }
        }
        if (n > 0)
                return (int)n;
        return r->cluster.n_brokers > 0 ? (int)r->cluster.n_brokers : 1;
}

/* The measured rate for the tested size: the capacity search's, else
 * the best unlimited tier's, with whether its load client was the
 * limit. */
static void measured_of(const kp_results *r, const kp_extrapolation *x,
                        kp_sizing_input *in)
{
        double best = 0;
        size_t at = r->n_tiers;
        if (x->capacity_kind == KP_CAP_SUSTAINED ||
            x->capacity_kind == KP_CAP_TRIALS) {
                in->measured_rate = x->sustainable_rate;
                in->measured_search = 1;
                return;
        }
        for (size_t i = 0; i < r->n_tiers; i++) {
                const kp_produce_result *q = &r->tiers[i].produce;
                if (!kp_tier_unlimited(&r->plan->tiers[i]) || !q->ran ||
                    !q->measured || q->failed || q->undelivered ||
                    r->tiers[i].status != KP_TIER_COMPLETE)
                        continue;
                if (q->achieved_rate > best) {
                        best = q->achieved_rate;
                        at = i;
                }
        }
        if (at < r->n_tiers) {
                kp_limit l;
                kp_limit_of_produce(&r->tiers[at].produce, r->tiers[at].brokers,
                                    r->cluster.emulated_hosts, &l);
                in->measured_rate = best;
                in->measured_client = l.client;
        }
}

int ev_sizing(const kp_results *r, kp_evaluation *e)
{
        const kp_plan *p = r->plan;
        const kp_target *t = &p->target;
        kp_sizing_input in;
        double *xs = NULL, *ys = NULL, *batch = NULL, *row = NULL;
        const char **names = NULL;
        size_t max = 0, nb;
        int shared = hosts_shared(&r->cluster), ret = -1;
        double retention_s = t->present ? (double)t->retention_us / 1e6 : 0;
        memset(&in, 0, sizeof(in));
        in.brokers = tested_brokers(r);
        in.peak_rate = t->present ? kp_target_peak_rate(t) : 0;
        in.min_brokers = t->present ? t->replication_factor : 1;
        measured_of(r, &e->x, &in);
        /* The estimate from the measured capacity needs no broker's
         * figure: it is there whether or not the model is. */
        kp_sizing_estimate_of(&in, &e->sizing.estimate);
        for (size_t i = 0; i < r->n_tiers; i++)
                if (r->tiers[i].brokers)
                        max += r->tiers[i].brokers->n_windows;
        if (max == 0)
                return 0;
        nb = broker_names(r, &names);
        if (nb == (size_t)-1)
                goto out;
        if (nb == 0)
                nb = 1; /* no broker's figure: every point is NAN */
        xs = calloc(max * KP_SRES_N, sizeof(double));
        ys = calloc(max * nb * KP_SRES_N, sizeof(double));
        batch = calloc(max, sizeof(double));
        row = calloc(nb, sizeof(double));
        if (!xs || !ys || !batch || !row)
                goto out;
        for (int k = 0; k < KP_SRES_N; k++) {
                kp_sizing_res_in *ri = &in.res[k];
                double *use = ys + (size_t)k * max * nb;
                ri->rate = xs + (size_t)k * max;
                ri->use = use;
                ri->n_brokers = nb;
                ri->names = names;
                ri->threshold = kp_target_threshold(t, k);
                ri->capacity = declared(p, k);
                /* The CPU's batching term (sizing.h). */
                if (k == KP_SRES_CPU)
                        ri->batch = batch;
                if (ri->capacity <= 0 && !shared && k == KP_SRES_CPU)
                        ri->capacity = node_figure(r, KP_PQ_HOST_CORES);
                if (ri->capacity <= 0 && !shared &&
                    (k == KP_SRES_NET_IN || k == KP_SRES_NET_OUT))
                        ri->capacity = node_figure(r, KP_PQ_HOST_LINK);
                if (ri->capacity <= 0)
                        ri->reason = shared && k != KP_SRES_DISK_SPACE
                                         ? KP_SZR_SHARED_HOST
                                         : KP_SZR_NO_CAPACITY;
                /* A host's disk writes, on a host brokers share, are no
                 * broker's; nor is log growth worth a fit without a
                 * retention to hold it for. */
                if (k == KP_SRES_DISK_WRITE && shared) {
                        ri->reason = KP_SZR_SHARED_HOST;
                        continue;
                }
                if (k == KP_SRES_DISK_SPACE && retention_s <= 0) {
                        ri->reason = KP_SZR_NO_TARGET;
                        continue;
                }
                /* Broker b's use at point i goes to use[b x max + i]
                 * first, then the rows close up to n (sizing.h). */
                for (size_t i = 0; i < r->n_tiers; i++) {
                        const kp_brokers *b = r->tiers[i].brokers;
                        for (size_t w = 0; b && w < b->n_windows; w++) {
                                const kp_bwindow *bw = &b->windows[w];
                                if (bw->unavailable || bw->rate <= 0 ||
                                    bw->achieved_rate <= 0)
                                        continue;
                                if (!per_broker(&r->tiers[i], bw, k, names, nb,
                                                row))
                                        continue;
                                for (size_t m = 0; m < nb; m++) {
                                        double u = row[m];
                                        /* Bytes held: growth over the
                                         * retention, with the overhead. */
                                        if (k == KP_SRES_DISK_SPACE)
                                                u *= retention_s *
                                                     (1 + t->storage_overhead);
                                        use[m * max + ri->n] = u;
                                }
                                if (k == KP_SRES_CPU)
                                        batch[ri->n] =
                                            batch_of(&r->tiers[i], bw);
                                xs[(size_t)k * max + ri->n] = bw->achieved_rate;
                                ri->n++;
                        }
                }
                for (size_t m = 1; m < nb; m++)
                        memmove(use + m * ri->n, use + m * max,
                                ri->n * sizeof(*use));
        }
        kp_sizing_model(&in, &e->sizing);
        e->sizing_present = 1;
        e->sizing_shared_hosts = shared;
        ret = 0;
out:
        free(xs);
        free(ys);
        free(batch);
        free(row);
        free(names);
        return ret;
}
