/*
 * capacity_search: a capacity search (a tier whose rate is "search"): trials
 * at rising rates judged by evaluate/capacity.h, bisection, then the
 * soaks or the final run at the rate found. Where a run goes (this
 * process, or the agents of kplan run --agents) is the caller's: each run
 * is a fixed-rate tier handed to a callback. Used by the engine alone.
 */
#ifndef KP_RUN_CAPACITY_SEARCH_H
#define KP_RUN_CAPACITY_SEARCH_H

#include <signal.h>
#include <stddef.h>

#include "plan/plan.h"
#include "results/results.h"
#include "run/words.h"

/* Runs one run of a search: run (borrowed, valid for the call) is the
 * plan's tier at one fixed rate, its search off, its message count and
 * warm-up those of the trial; tr (pending) receives its result, judged
 * as a tier's (status and reason). final is k >= 1 for the k-th soak
 * or the final run (with the tier's consume phase, and its result line),
 * 0 for a trial (run->consume.enabled is then 0), KP_SEARCH_WARMUP for
 * the warm-up before trial 1 (no consume phase, no warm-up of its own:
 * nothing of it is measured, and it is no trial: the brokers' side keeps
 * no window for it). ctx is the caller's. Returns 0, or -1 with a
 * sentence in errstr when the run could not be made. */
#define KP_SEARCH_WARMUP (-1)
typedef int (*kp_search_run_fn)(void *ctx, const kp_tier *run, int final,
                                kp_tier_result *tr, char *errstr,
                                size_t errstr_size);

/* Runs tier t of plan p (both borrowed), a capacity search, into tr:
 * the warm-up at its lowest rate (kp_search_warmup_seconds(), recorded
 * in tr->search.warmup), every trial through run (judged by
 * kp_capacity_judge(), a failure at the lowest rate tried repeated once,
 * all recorded in tr->search), then the final run or the soaks at the
 * rate found, which are the tier's result; when no rate held, the last
 * trial (the repeat at the lowest rate) is.
 * words (borrowed) gives the English of a failed trial and of the tier's
 * reason. *stop (a signal) ends it between runs. quiet: no progress lines
 * on stderr. Returns 0, or -1 when a run could not be made (errstr). */
int kp_run_search(const kp_plan *p, const kp_tier *t, kp_tier_result *tr,
                  kp_search_run_fn run, void *ctx, const kp_run_words *words,
                  volatile sig_atomic_t *stop, int quiet, char *errstr,
                  size_t errstr_size);

#endif
