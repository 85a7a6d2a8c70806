/*
 * agent_proto: what a tier is on the control topic (kafka/agent_bus.h):
 * the settings an agent needs to run its share of a tier's produce and
 * consume phases, and nothing else.
 *
 * Connection settings never travel: client properties that name a
 * secret (props.h kp_is_secret_key), and any sasl.*, ssl.*,
 * security.protocol or bootstrap.servers, are left out of the tier's
 * producer and consumer overrides; each agent connects with its own.
 */
#ifndef KP_AGENT_PROTO_H
#define KP_AGENT_PROTO_H

#include <stddef.h>

#include <cjson/cJSON.h>

#include "plan/plan.h"
#include "results/results.h"

/* 1 when a client property is a connection setting that stays local. */
int kp_agent_prop_local(const char *key);

/* The tier t (borrowed) as a new JSON object (caller deletes), NULL when
 * out of memory. */
cJSON *kp_agent_tier_json(const kp_tier *t);

/* Fills t (zeroed by the caller) from what kp_agent_tier_json() wrote.
 * Returns 0, or -1 with a sentence naming the field. Caller frees what t
 * holds with kp_agent_tier_clear(), also after an error. */
int kp_agent_tier_from(const cJSON *o, kp_tier *t, char *errstr,
                       size_t errstr_size);
/* kp_tier_clear() (plan/plan.h): an agent's tier is a plan's tier. */
void kp_agent_tier_clear(kp_tier *t);

/* The interval iv (borrowed) as an agent sends it: a new JSON object
 * (caller deletes), NULL when out of memory. */
cJSON *kp_agent_interval_json(const kp_interval *iv);

/* Fills iv from what kp_agent_interval_json() wrote (o borrowed, may be
 * NULL): a field that is missing or not a number reads as 0. */
void kp_agent_interval_from(const cJSON *o, kp_interval *iv);

#endif
