/*
 * clientstats: a phase's client statistics as they come in: librdkafka's
 * statistics documents (statistics.interval.ms, STATISTICS.md) of each of
 * the phase's client instances, and the process's CPU (base/cpu.h), made
 * into one point per interval of the phase (results/client.h) and, at the
 * end, the phase's totals.
 *
 * From a producer's documents: per broker the time messages spent in the
 * partition queue (int_latency), requests in the output buffer
 * (outbuf_latency), the round trip (rtt), throttle time, requests in
 * flight and waiting (waitresp_cnt, outbuf_cnt) and requests sent; per
 * topic the messages per batch (batchcnt); the client queue's fill
 * (msg_cnt of msg_max, msg_size of msg_size_max). From a consumer's: the
 * fetch round trip, pre-fetched messages (fetchq_cnt) and the lag
 * (consumer_lag) of its partitions.
 *
 * And the load host's own figures (base/cgroup.h, base/cpu.h): the
 * process's cgroup CPU quota and how much it throttled, the CPUs its
 * affinity allows, the host's CPU (the whole machine's, or on an
 * emulated host its cgroup's), per interval and over the phase; and
 * whether a broker's advertised address (from the documents) is this
 * host's own (base/localaddr.h).
 *
 * kp_cstats_add() may be called from any thread (librdkafka's stats_cb,
 * served by the instance's poll); the rest from one thread.
 */
#ifndef KP_CLIENTSTATS_H
#define KP_CLIENTSTATS_H

#include <stddef.h>
#include <stdint.h>

#include "base/hist.h"
#include "results/client.h"

typedef struct kp_cstats kp_cstats;

/* A collector for a phase; its CPU accounting starts now. emulated_host
 * not 0: this process runs on an emulated host (the plan's
 * cluster.emulated_hosts), and the host's CPU (host_cpu) is its cgroup's
 * CPU use over the wall time times its quota (kp_cgroup_busy()), NAN
 * when the cgroup has no quota or its use cannot be read; never the
 * machine's /proc/stat. Returns NULL when out of memory. Caller frees
 * with kp_cstats_destroy(). */
kp_cstats *kp_cstats_new(int emulated_host);
void kp_cstats_destroy(kp_cstats *cs);

/* One statistics document (JSON text, len bytes, not necessarily
 * terminated) of client instance k (0, 1, ...). A document that is not
 * librdkafka's statistics is counted and ignored. Returns 0, or -1 for
 * such a document. */
int kp_cstats_add(kp_cstats *cs, int k, const char *json, size_t len);

/* Closes the interval that ends at t_s seconds since the phase start
 * (dur_s long): its figures, the CPU used since the previous interval
 * and sched_p95_ms (kplan behind schedule, NAN: not measured) become a
 * point of out's series. Returns 0, or -1 when out of memory. */
int kp_cstats_interval(kp_cstats *cs, double t_s, double dur_s,
                       double sched_p95_ms, kp_client_stats *out);

/* The phase's totals into out (its series made by kp_cstats_interval()):
 * the broker table, the stage percentiles, CPU over the whole phase,
 * and, from sched (may be NULL), kplan's delay behind its schedule. */
void kp_cstats_finish(kp_cstats *cs, const kp_hist *sched,
                      kp_client_stats *out);

/* Of n brokers' round-trip p95s (ids[i], p95[i]) in an interval: the
 * slowest (-1: none) and its p95, and the median of the others' (NAN:
 * none). Pure. */
void kp_cstats_slow_broker(const int32_t *ids, const double *p95, size_t n,
                           int32_t *slow, double *slow_p95, double *others);

#endif
