/*
 * agent_bus: how kplan agents and their coordinator (kplan run --agents
 * N) talk: through two topics of the cluster under test, no other
 * listener.
 *
 *   control topic  coordinator -> agents (calls, the roster, each tier's
 *                  commands, the coordinator's heartbeat)
 *   results topic  agents -> coordinator (joins, heartbeats, intervals,
 *                  each phase's result with exact histograms)
 *
 * Each has one partition (so each reader sees one order) and is created
 * when missing with a short retention (retention.ms 1 h) and room for a
 * phase result (max.message.bytes 32 MiB); an existing one is used as it
 * is. A bus reads its topic from where that topic ended when it was
 * opened: nothing older is ever read. Every message is a JSON object
 * that carries "kplan_agent" (the protocol version) and "run" (the run
 * ID; "" for an agent not in a run); reading agrees on neither, the
 * caller filters.
 *
 * Messages never carry client properties: each side connects with its
 * own local configuration.
 */
#ifndef KP_AGENT_BUS_H
#define KP_AGENT_BUS_H

#include <stddef.h>

#include <cjson/cJSON.h>

#include "kafka/cluster.h"

/* The protocol's version: 2 since interval histograms and consumer mode
 * "during". Messages of another version are not read. */
#define KP_AGENT_PROTOCOL      2
#define KP_AGENT_CONTROL_TOPIC "kplan-control"
#define KP_AGENT_RESULTS_TOPIC "kplan-results"

typedef struct kp_agent_bus kp_agent_bus;

/* Opens the bus on cluster c (borrowed, outlives the bus): creates the
 * topics when missing, a producer for the topic this side writes
 * (coordinator: control; agent: results) and a reader of the other.
 * Returns 0 and *out (caller closes with kp_agent_bus_close()), or -1
 * with a sentence naming the topic and what failed. */
int kp_agent_bus_open(kp_cluster *c, const char *control_topic,
                      const char *results_topic, int coordinator,
                      kp_agent_bus **out, char *errstr, size_t errstr_size);

/* Flushes what is queued (at most 5 s) and closes. NULL is a no-op. */
void kp_agent_bus_close(kp_agent_bus *b);

/* Sends msg (borrowed) to the topic this side writes, adding
 * "kplan_agent" and "sent_us" (wall clock). Thread-safe. Returns 0, or
 * -1 with a sentence when it cannot be queued. */
int kp_agent_bus_send(kp_agent_bus *b, cJSON *msg, char *errstr,
                      size_t errstr_size);

/* The next message of the topic this side reads, waiting at most
 * timeout_ms: a new object (caller deletes) that is a kplan agent
 * message of this protocol, or NULL when none came (other messages are
 * skipped). One reader thread at a time. */
cJSON *kp_agent_bus_recv(kp_agent_bus *b, int timeout_ms);

/* A message of another protocol version that recv skipped: a kplan of
 * another release on the same topics. */
typedef struct kp_agent_foreign {
        int version;
        char type[16], run[256], agent[128];
} kp_agent_foreign;

/* 1 and *out when recv skipped such a message since the last call (the
 * latest of them), else 0. Same thread as recv. */
int kp_agent_bus_foreign(kp_agent_bus *b, kp_agent_foreign *out);

/* A message's string member k (borrowed from o), or "" when it is
 * missing or not a string. */
const char *kp_agent_bus_str(const cJSON *o, const char *k);

/* A message's number member k, or 0 when it is missing or not a
 * number. */
double kp_agent_bus_num(const cJSON *o, const char *k);

#endif
