/*
 * coord: the coordinator of a run with several load hosts (kplan run
 * --agents N): waits for N agents on the control topic (kafka/
 * agent_bus.h), runs each tier on them and merges what they measured into
 * the tier's result (results/agents.h). Used by the engine alone.
 */
#ifndef KP_RUN_COORD_H
#define KP_RUN_COORD_H

#include <signal.h>
#include <stddef.h>
#include <stdint.h>

#include "kafka/cluster.h"
#include "plan/plan.h"
#include "results/results.h"
#include "run/words.h"

typedef struct kp_coord_opts {
        int agents;         /* N, 1 or more */
        double wait_s;      /* for the N agents to come */
        double heartbeat_s; /* an agent silent this long is lost */
        const char *control_topic, *results_topic;
        int quiet;
        /* The English of a tier's reason (borrowed; the engine's). */
        const kp_run_words *words;
} kp_coord_opts;

typedef struct kp_coord kp_coord;

/* Why plan cannot run on agents (a sentence into errstr, -1), or 0. */
int kp_coord_check_plan(const kp_plan *plan, char *errstr, size_t errstr_size);

/* Opens the bus on c (borrowed) and waits for o->agents agents to join
 * run r->run_id; lists them in r->agents. Returns 0 and *out (caller
 * closes with kp_coord_close()), or -1 with a sentence naming the agents
 * that came. *stop (a signal) ends the wait. */
int kp_coord_open(kp_cluster *c, const kp_coord_opts *o, uint32_t run_tag,
                  kp_results *r, volatile sig_atomic_t *stop, kp_coord **out,
                  char *errstr, size_t errstr_size);

/* Runs tier t (a tier of the plan, or one run of a capacity search at a
 * fixed rate) on the agents into tr (pending), from the topic's
 * partitions ti (borrowed). Every call is its own run on the agents,
 * numbered in the messages that concern it. A lost agent makes the tier
 * incomplete with its name, keeping what it had reported. Returns 0, or
 * -1 when the tier could not run (errstr; tr then says why). */
int kp_coord_tier(kp_coord *co, const kp_tier *t, kp_tier_result *tr,
                  const kp_topic_info *ti, volatile sig_atomic_t *stop,
                  char *errstr, size_t errstr_size);

/* After a tier: when an agent was lost in it (in any of a capacity
 * search's runs; with "stop" the first loss ends the run, so none was
 * lost before) and plan says "agents":
 * {"on_loss": "stop"}, marks the pending tiers from next on as not run
 * (their reason says why), sets the run's status to "incomplete" with a
 * reason naming the agent and the tiers, and returns 1: run no further
 * tier. Otherwise 0, nothing changed. */
int kp_coord_stop_on_loss(kp_coord *co, const kp_plan *plan, size_t next);

/* Tells the agents the run is over and closes. NULL is a no-op. */
void kp_coord_close(kp_coord *co);

#endif
