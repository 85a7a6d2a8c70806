/*
 * tier_spec: a tier's produce phase as kafka/producer.h takes it, the
 * same for a tier run in this process (tier_run.c) and for an agent's
 * share of it (agent_loop.c).
 */
#ifndef KP_RUN_TIER_SPEC_H
#define KP_RUN_TIER_SPEC_H

#include <stdint.h>

#include "kafka/producer.h"
#include "plan/plan.h"

/* Fills s with what tier t (borrowed, outlives s) says of its produce
 * phase, with run_tag (the messages' stamp) and emulated_host (the
 * plan's cluster.emulated_hosts); the rest zero: no windows, no
 * acknowledged set, the whole tier (no agent's share). */
void kp_tier_produce_spec(const kp_tier *t, uint32_t run_tag, int emulated_host,
                          kp_produce_spec *s);

#endif
