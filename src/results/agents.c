#include "results/agents.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "base/util.h"

/* *most becomes v where v is higher (a NaN v never is). */
static void keep_max(double *most, double v)
{
        if (v > *most)
                *most = v;
}

/* msgs messages and bytes bytes over s seconds, as msg/s and MiB/s;
 * the rates are left as they are unless s is above 0. */
static void per_second(double *msgs_per_sec, double *mib_per_sec, uint64_t msgs,
                       uint64_t bytes, double s)
{
        if (!(s > 0))
                return;
        *msgs_per_sec = (double)msgs / s;
        *mib_per_sec = (double)bytes / s / 1048576.0;
}

/* Interval k of every part, added: counts and rates add, percentiles are
 * the highest part's. */
static int merge_intervals(const kp_interval_list *const *ls, size_t n,
                           kp_interval_list *out)
{
        size_t most = 0;
        for (size_t i = 0; i < n; i++)
                if (ls[i] && ls[i]->n > most)
                        most = ls[i]->n;
        for (size_t k = 0; k < most; k++) {
                kp_interval iv = { 0 };
                for (size_t i = 0; i < n; i++) {
                        const kp_interval *v;
                        if (!ls[i] || k >= ls[i]->n)
                                continue;
                        v = &ls[i]->v[k];
                        keep_max(&iv.t_s, v->t_s);
                        keep_max(&iv.dur_s, v->dur_s);
                        iv.msgs += v->msgs;
                        iv.errors += v->errors;
                        iv.msgs_per_sec += v->msgs_per_sec;
                        iv.mib_per_sec += v->mib_per_sec;
                        keep_max(&iv.p50_ms, v->p50_ms);
                        keep_max(&iv.p95_ms, v->p95_ms);
                        keep_max(&iv.p99_ms, v->p99_ms);
                        keep_max(&iv.max_ms, v->max_ms);
                }
                if (kp_interval_push(out, &iv))
                        return -1;
        }
        return 0;
}

/* The earliest of the parts' ISO 8601 start times (they sort as text). */
static void earliest(char *dst, const char *src)
{
        if (src[0] && (!dst[0] || strcmp(src, dst) < 0))
                memcpy(dst, src, 32);
}

int kp_agents_merge_produce(const kp_produce_result *const *parts, size_t n,
                            kp_produce_result *out)
{
        const kp_interval_list *ls[256];
        if (n > 256)
                return -1;
        out->hist_latency = kp_hist_new();
        out->hist_service = kp_hist_new();
        if (!out->hist_latency || !out->hist_service)
                return -1;
        for (size_t i = 0; i < n; i++) {
                const kp_produce_result *p = parts[i];
                ls[i] = p ? &p->intervals : NULL;
                if (!p)
                        continue;
                out->ran = 1;
                earliest(out->started_at, p->started_at);
                keep_max(&out->duration_s, p->duration_s);
                keep_max(&out->total_s, p->total_s);
                out->target_rate = p->target_rate;
                out->sent += p->sent;
                out->delivered += p->delivered;
                out->failed += p->failed;
                out->undelivered += p->undelivered;
                out->warmup += p->warmup;
                out->measured += p->measured;
                out->bytes += p->bytes;
                for (size_t e = 0; e < p->errors.n; e++)
                        if (kp_error_add(&out->errors, p->errors.v[e].code,
                                         p->errors.v[e].count))
                                return -1;
                if (p->hist_latency)
                        kp_hist_merge(out->hist_latency, p->hist_latency);
                if (p->hist_service)
                        kp_hist_merge(out->hist_service, p->hist_service);
        }
        /* The agents share one open-loop schedule from the common start:
         * its measured messages were due over measured / rate seconds.
         * An agent that started late and caught up measures a shorter
         * window of its own; the merged window is never shorter than
         * the schedule's, so the merged rate never exceeds the plan's. */
        if (out->target_rate > 0 && out->measured) {
                double sched_s = (double)out->measured / out->target_rate;
                keep_max(&out->duration_s, sched_s);
        }
        per_second(&out->achieved_rate, &out->mib_per_sec, out->measured,
                   out->bytes, out->duration_s);
        kp_latency_from_hist(&out->latency, out->hist_latency);
        kp_latency_from_hist(&out->service, out->hist_service);
        return merge_intervals(ls, n, &out->intervals);
}

static int merge_partitions(kp_consume_result *out, const kp_consume_result *c)
{
        for (size_t k = 0; k < c->n_partitions; k++) {
                const kp_partition_range *r = &c->partitions[k];
                kp_partition_range *d = NULL, *v;
                for (size_t j = 0; j < out->n_partitions; j++)
                        if (out->partitions[j].partition == r->partition)
                                d = &out->partitions[j];
                if (!d) {
                        v = realloc(out->partitions,
                                    (out->n_partitions + 1) * sizeof(*v));
                        if (!v)
                                return -1;
                        out->partitions = v;
                        d = &v[out->n_partitions++];
                        *d = *r;
                        d->consumed = 0;
                }
                if (r->start < d->start)
                        d->start = r->start;
                if (r->end > d->end)
                        d->end = r->end;
                d->consumed += r->consumed;
        }
        return 0;
}

int kp_agents_merge_consume(const kp_consume_result *const *parts, size_t n,
                            kp_consume_result *out)
{
        const kp_interval_list *ls[256];
        if (n > 256)
                return -1;
        out->hist_e2e = kp_hist_new();
        if (!out->hist_e2e)
                return -1;
        for (size_t i = 0; i < n; i++) {
                const kp_consume_result *c = parts[i];
                ls[i] = c ? &c->intervals : NULL;
                if (!c)
                        continue;
                out->ran = 1;
                earliest(out->started_at, c->started_at);
                out->messages += c->messages;
                out->bytes += c->bytes;
                out->consumers += c->consumers;
                out->timed_out |= c->timed_out;
                out->stopped |= c->stopped;
                out->during |= c->during;
                keep_max(&out->duration_s, c->duration_s);
                keep_max(&out->rebalance_ms, c->rebalance_ms);
                if (c->hist_e2e)
                        kp_hist_merge(out->hist_e2e, c->hist_e2e);
                out->e2e_warmup += c->e2e_warmup;
                if (c->first_msg_s > 0 && (out->first_msg_s <= 0 ||
                                           c->first_msg_s < out->first_msg_s))
                        out->first_msg_s = c->first_msg_s;
                if (merge_partitions(out, c))
                        return -1;
        }
        kp_latency_from_hist(&out->e2e, out->hist_e2e);
        out->fetch_s = out->duration_s - out->rebalance_ms / 1000.0;
        per_second(&out->msgs_per_sec, &out->mib_per_sec, out->messages,
                   out->bytes, out->duration_s);
        per_second(&out->fetch_msgs_per_sec, &out->fetch_mib_per_sec,
                   out->messages, out->bytes, out->fetch_s);
        return merge_intervals(ls, n, &out->intervals);
}

int kp_agents_account(kp_consume_result *c, const kp_bitset *acked,
                      const kp_bitset *const *seen, size_t n,
                      uint64_t dups_within)
{
        kp_bitset *all = NULL;
        uint64_t reads = 0, size = acked ? kp_bitset_size(acked) : 0;
        for (size_t i = 0; i < n; i++) {
                if (!seen[i])
                        continue;
                if (!all && kp_bitset_new(kp_bitset_size(seen[i]), &all))
                        return -1;
                if (kp_bitset_or(all, seen[i]))
                        goto fail;
                reads += kp_bitset_count(seen[i]);
        }
        c->distinct = all ? kp_bitset_count(all) : 0;
        c->duplicates = dups_within + (reads - c->distinct);
        if (acked && (!all || kp_bitset_size(all) == size)) {
                uint64_t a = kp_bitset_count(acked);
                c->identity = 1;
                c->lost = kp_bitset_count_and_not(acked, all);
                c->unacked_read = all ? kp_bitset_count_and_not(all, acked) : 0;
                c->missing = c->lost;
                c->completeness = a ? (double)(a - c->lost) / (double)a : 1.0;
        } else {
                uint64_t got =
                    c->distinct < c->expected ? c->distinct : c->expected;
                c->identity = 0;
                c->missing = c->expected - got;
                c->completeness =
                    c->expected ? (double)got / (double)c->expected : 1.0;
        }
        kp_bitset_destroy(all);
        return 0;
fail:
        kp_bitset_destroy(all);
        return -1;
}

double kp_agents_clock_skew_ms(const kp_agent_info *v, size_t n)
{
        double most = 0;
        for (size_t i = 0; i < n; i++)
                for (size_t j = i + 1; j < n; j++) {
                        double d =
                            fabs(v[i].clock_offset_ms - v[j].clock_offset_ms) +
                            v[i].round_trip_ms / 2 + v[j].round_trip_ms / 2;
                        if (d > most)
                                most = d;
                }
        return most;
}

void kp_agents_flag_e2e(kp_consume_result *c, const kp_agent_info *v, size_t n)
{
        c->e2e_hosts = (int)n;
        c->e2e_skew_ms = kp_agents_clock_skew_ms(v, n);
        c->e2e_skewed = c->e2e.count > 0 && c->e2e_skew_ms > 0 &&
                        c->e2e_skew_ms > KP_AGENTS_SKEW_SHARE * c->e2e.p50_ms;
}

int kp_agents_interval_percentiles(kp_interval_list *out,
                                   const kp_agent_intervals *parts, size_t n)
{
        kp_hist *h = kp_hist_new();
        int exact = 0;
        if (!h)
                return -1;
        for (size_t k = 0; k < out->n; k++) {
                kp_interval *iv = &out->v[k];
                int known = 1;
                kp_hist_reset(h);
                for (size_t i = 0; i < n && known; i++) {
                        const kp_agent_intervals *p = &parts[i];
                        if (!p->list || k >= p->list->n)
                                continue;
                        if (k >= p->n_hist || !p->hist[k])
                                known = 0;
                        else
                                kp_hist_merge(h, p->hist[k]);
                }
                if (!known)
                        continue;
                iv->p50_ms = (double)kp_hist_percentile(h, 50) / 1000.0;
                iv->p95_ms = (double)kp_hist_percentile(h, 95) / 1000.0;
                iv->p99_ms = (double)kp_hist_percentile(h, 99) / 1000.0;
                iv->max_ms = (double)kp_hist_max(h) / 1000.0;
                exact++;
        }
        kp_hist_destroy(h);
        return exact;
}

/* What consumer c had read at 'at' s after its first assignment, by its
 * intervals (their resolution, as in one process); without intervals,
 * what it had read at its own catch-up. */
static uint64_t read_by(const kp_consume_result *c, double at, uint64_t dflt)
{
        double upto = c->rebalance_ms / 1000.0 + at + 1e-6;
        uint64_t n = 0;
        if (!c->intervals.n)
                return dflt;
        for (size_t k = 0; k < c->intervals.n; k++)
                if (c->intervals.v[k].t_s <= upto)
                        n += c->intervals.v[k].msgs;
        return n;
}

void kp_agents_merge_backlog(const kp_consume_result *const *parts, size_t n,
                             kp_consume_result *out)
{
        int any = 0, all = 1, stopped = 0;
        double at = 0;
        uint64_t by = 0;
        for (size_t i = 0; i < n; i++) {
                const kp_consume_result *c = parts[i];
                double mine;
                if (!c || !c->backlog)
                        continue;
                out->backlog = 1;
                keep_max(&out->start_delay_s, c->start_delay_s);
                if (c->messages == 0)
                        continue; /* no partition: holds nothing back */
                any = 1;
                if (c->drained && !c->producers_stopped) {
                        mine = c->caught_up_s;
                } else {
                        /* Not caught up while the producers ran: at its
                         * last message, if the group read every one. */
                        mine = c->duration_s - c->rebalance_ms / 1000.0;
                        stopped = 1;
                        all &= out->missing == 0 && out->expected > 0;
                }
                keep_max(&at, mine);
        }
        out->drained = any && all;
        out->producers_stopped = out->drained && stopped;
        out->caught_up_s = out->drained ? (at > 0 ? at : 0) : 0;
        /* The group's reads until it caught up: every consumer's, at
         * that time. */
        for (size_t i = 0; out->drained && i < n; i++) {
                const kp_consume_result *c = parts[i];
                if (c && c->backlog && c->messages)
                        by += read_by(c, at,
                                      c->drained && !c->producers_stopped
                                          ? c->caught_up_messages
                                          : c->messages);
        }
        out->caught_up_messages = by;
}
