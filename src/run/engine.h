/*
 * engine: a run, from a parsed plan to a written results.json (kplan
 * run, docs/plan.md): the run's directory, the cluster and its topics,
 * every tier in turn (in this process or on agents, coord.h; a capacity
 * search, capacity_search.h; parallel groups, backlog drains, abort
 * criteria), the brokers' windows after each (broker_windows.h), the live
 * metrics (live_metrics.h), and results.json after every tier so that a
 * killed run can be resumed (resume.h).
 *
 * The engine writes no report and no sentence of its own: the command
 * hands it the English of the codes it stores (words.h) and the function
 * that writes results.json (which also carries the evaluation's words),
 * and writes the reports once the engine is done.
 */
#ifndef KP_RUN_ENGINE_H
#define KP_RUN_ENGINE_H

#include <stddef.h>

#include "base/props.h"
#include "plan/plan.h"
#include "results/results.h"
#include "run/coord.h"
#include "run/live_metrics.h"
#include "run/words.h"

/* Writes r's results.json into dir (r and dir borrowed). Returns 0, or
 * -1 with a sentence in errstr. */
typedef int (*kp_engine_save_fn)(void *ctx, const kp_results *r,
                                 const char *dir, char *errstr,
                                 size_t errstr_size);

typedef struct kp_engine_opts {
        const char *out;        /* --out DIR, or NULL: reports/NAME-STAMP */
        const char *resume;     /* --resume DIR, or NULL */
        const kp_kvlist *extra; /* -X key=value, bootstrap.servers taken out */
        int quiet;              /* no progress on stderr */
        kp_coord_opts agents;   /* agents.agents > 0: the load runs on them */
        const kp_run_words *words; /* the English of every code stored */
        kp_engine_save_fn save;    /* results.json, with save_ctx */
        void *save_ctx;
} kp_engine_opts;

typedef struct kp_engine kp_engine;

/* A run of plan (borrowed, outlives the engine) with the options o
 * (copied; what its pointers point to is borrowed and outlives the
 * engine). resumed: with o->resume, the run's results
 * (kp_run_resume_load(); taken over), else NULL. cmdline: the command
 * line as stored, redacted (taken over; may be NULL). live: the live
 * metrics (borrowed, may be NULL). Returns 0 and *out (caller frees with
 * kp_engine_destroy()), or -1 when memory runs out (resumed and cmdline
 * are freed). */
int kp_engine_new(kp_plan *plan, kp_results *resumed, char *cmdline,
                  kp_live *live, const kp_engine_opts *o, kp_engine **out);

/* Before the first tier: the run's directory (made and checked
 * writable, or the resumed run's; taken for this process until
 * kp_engine_destroy(), base/dirlock.h), the cluster (connected, described,
 * its topics made or checked; a resumed run's checked against its
 * results), the plan's broker map, the first results.json, the brokers'
 * metrics, the signal handlers and the agents. Progress on stderr.
 * Returns 0, or an exit code with a sentence in errstr: KP_EXIT_USAGE
 * for a directory another kplan holds (its pid said) and for a broker
 * map that names a broker the cluster does not have, KP_EXIT_RUNTIME
 * otherwise. */
int kp_engine_start(kp_engine *e, char *errstr, size_t errstr_size);

/* Runs the plan's tiers not run yet, writing results.json after each,
 * until the last, a signal, an abort criterion with "run" or an agent
 * lost with "on_loss": "stop"; then the run's status and its end.
 * Returns 0, or -1 with a sentence in errstr when results.json could not
 * be written (the run then ends there). */
int kp_engine_run(kp_engine *e, char *errstr, size_t errstr_size);

/* The run's results (borrowed: the engine's), NULL before
 * kp_engine_start() made them. */
const kp_results *kp_engine_results(const kp_engine *e);

/* The run's directory ("" before kp_engine_start()). */
const char *kp_engine_dir(const kp_engine *e);

/* 1 when a signal stopped the run (SIGINT or SIGTERM), else 0. */
int kp_engine_signalled(const kp_engine *e);

/* 1 when the run was stopped by the user alone, not by an abort
 * criterion nor by a lost agent: it can be resumed. */
int kp_engine_interrupted(const kp_engine *e);

/* Closes the agents, the brokers' metrics and the cluster, and frees e;
 * a run that stopped before its first results.json leaves no directory
 * behind. NULL is a no-op. */
void kp_engine_destroy(kp_engine *e);

#endif
