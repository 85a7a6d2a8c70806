/*
 * agents: a run with several load hosts (kplan agent, kplan run --agents
 * N) as results.json holds it, and the exact merge of what the hosts
 * measured into one tier result.
 *
 * Pure: no clocks, no Kafka. The coordinator (app) gathers each agent's
 * phase result (kafka/agent_proto.h) and merges here:
 *   - counts add; histograms merge bucket by bucket (hist.h), so the
 *     merged percentiles are those of every message of every host;
 *   - the agents start together (a common wall-clock start), so each
 *     phase's window is the longest agent's, and rates are the summed
 *     counts over it (never a sum of rates: hosts that took turns would
 *     add up to a rate nobody measured); at a fixed rate the produce
 *     window is at least the schedule's (measured messages / rate, from
 *     the common start), so agents that started late and caught up
 *     never make a merged rate above the plan's;
 *   - interval series merge by their index: the agents' intervals share
 *     the common start's grid. Counts and rates add; an interval's
 *     percentiles are the highest agent's (an upper bound), unless the
 *     agents' interval histograms are known: then those of their merge
 *     (kp_agents_interval_percentiles());
 *   - completeness comes from the union of the messages every consumer
 *     read (by index), against the union of those acknowledged.
 */
#ifndef KP_AGENTS_H
#define KP_AGENTS_H

#include <stddef.h>

#include <cjson/cJSON.h>

#include "base/bitset.h"
#include "results/results.h"

/* Merges the produce phases parts[0..n) (borrowed; NULL entries are
 * skipped: an agent that reported nothing) into out, which must be
 * zeroed; its histograms are new. Partition ranges are not merged (the
 * coordinator reads them from the cluster). Returns 0, or -1 when out of
 * memory. */
int kp_agents_merge_produce(const kp_produce_result *const *parts, size_t n,
                            kp_produce_result *out);

/* The same for consume phases; partitions merge by partition number
 * (start the lowest, end the highest, consumed added). Accounting is
 * left for kp_agents_account(). */
int kp_agents_merge_consume(const kp_consume_result *const *parts, size_t n,
                            kp_consume_result *out);

/* A backlog drain's fields of the merged consume phase out, after
 * kp_agents_account(): the group has caught up when its last consumer
 * has (a consumer that read nothing holds nothing back), having read
 * what each had read by then. A consumer that did not catch up while the
 * producers ran ends the drain at its last message when the group read
 * every message (producers_stopped, as in one process); otherwise the
 * drain did not catch up. */
void kp_agents_merge_backlog(const kp_consume_result *const *parts, size_t n,
                             kp_consume_result *out);

/* Completeness of a merged consume phase c from what the consumers read:
 * seen[0..n) (borrowed, NULL skipped, all of acked's size) and, when
 * every agent's acknowledgements are known, acked (borrowed; NULL: by
 * offset, against c->expected). dups_within is the sum of the agents'
 * own duplicate counts; a message read on two hosts is one more.
 * Returns 0, or -1 when out of memory. */
int kp_agents_account(kp_consume_result *c, const kp_bitset *acked,
                      const kp_bitset *const *seen, size_t n,
                      uint64_t dups_within);

/* One part's interval series and, when known, the histogram of each of
 * its intervals (hist[k] for list->v[k], k < n_hist; NULL: unknown).
 * All borrowed. */
typedef struct kp_agent_intervals {
        const kp_interval_list *list;
        kp_hist *const *hist;
        size_t n_hist;
} kp_agent_intervals;

/* out: the series merged from parts[0..n) (kp_agents_merge_produce(),
 * by index). Sets interval k's p50, p95, p99 and max to those of the
 * merge of every part's histogram of its interval k, so that they are
 * the percentiles of every message of that interval on every host. An
 * interval of which some part has no histogram keeps its upper bound.
 * Returns the number of intervals made exact, or -1 when out of
 * memory. */
int kp_agents_interval_percentiles(kp_interval_list *out,
                                   const kp_agent_intervals *parts, size_t n);

/* How far the clocks of two of the agents v[0..n) may differ, in ms:
 * over every pair, the difference of their offsets to the coordinator
 * plus the error of both estimates (each at most half its round trip).
 * 0 with fewer than 2 agents: one host's messages meet one clock. */
double kp_agents_clock_skew_ms(const kp_agent_info *v, size_t n);

/* The share of the end-to-end p50 that a clock skew may reach before the
 * figure is flagged. */
#define KP_AGENTS_SKEW_SHARE 0.10

/* For consume phase c, its end-to-end latency measured on the hosts of
 * agents v[0..n) (mode "during"): sets c->e2e_hosts (n),
 * c->e2e_skew_ms (kp_agents_clock_skew_ms()) and c->e2e_skewed, which
 * is 1 when the skew is more than KP_AGENTS_SKEW_SHARE of c's
 * end-to-end p50 (any skew, for a p50 of 0). Nothing measured (no
 * end-to-end count): never flagged. */
void kp_agents_flag_e2e(kp_consume_result *c, const kp_agent_info *v, size_t n);

#endif
