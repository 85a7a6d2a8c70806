/*
 * engine_priv: what the engine (engine.c) shares with the tiers it runs
 * in this process (tier_run.c). No other module includes it.
 */
#ifndef KP_RUN_ENGINE_PRIV_H
#define KP_RUN_ENGINE_PRIV_H

#include <signal.h>
#include <stdint.h>

#include "base/dirlock.h"
#include "base/progress.h"
#include "kafka/cluster.h"
#include "run/broker_windows.h"
#include "run/engine.h"

typedef struct kp_engine runner;

struct kp_engine {
        kp_engine_opts opts;
        const kp_engine_opts *o; /* &opts */
        kp_plan *plan;
        kp_results *r;
        kp_cluster *c;
        kp_coord *coord; /* --agents: the load runs on them */
        char out_dir[4096];
        kp_dirlock lock; /* out_dir's: one run at a time writes it */
        char *cmdline;
        volatile sig_atomic_t *stop;
        uint32_t run_tag;
        kp_progress bar;
        int64_t last_line_us;
        double line_every_s;
        int made_dir;     /* out_dir was made by this run */
        int saved;        /* a results.json has been written */
        int quiet_header; /* a search run: its own header line */
        int quiet_result; /* a search trial: its own result line */
        int searching;    /* a capacity search's run: never stopped
                             by an abort criterion */
        int lost_stop;    /* an agent lost, "on_loss": "stop" */
        const kp_tier_result *abort_stop; /* an abort with "run" */
        kp_run_brokers *brokers;          /* cluster.prometheus, or NULL */
        kp_live *live;                    /* --metrics-listen, or NULL */
};

/* Runs the tiers ts (results into trs) at the same time (a parallel
 * group), or one tier (n == 1), in this process. Returns 0, or -1 with a
 * sentence when the tiers could not start; a tier that failed says so in
 * its result. */
int en_run_jobs(runner *rn, const kp_tier *const *ts,
                kp_tier_result *const *trs, size_t n, char *errstr,
                size_t errstr_size);

/* Runs the plan's tiers [first, last) in this process: a parallel group
 * or one tier. */
int en_run_tiers(runner *rn, size_t first, size_t last, char *errstr,
                 size_t errstr_size);

/* Tier t on the agents (--agents), into tr: a tier of the plan, or one
 * run of a capacity search. */
void en_run_on_agents(runner *rn, const kp_tier *t, kp_tier_result *tr);

#endif
