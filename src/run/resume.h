/*
 * resume: kplan run --resume DIR, which continues a run that was
 * killed or interrupted (docs/plan.md, "Resuming a run"), and what every
 * run keeps for it: a copy of the plan file (DIR/plan.json, the bytes its
 * SHA-256 in results.json is of) and its attempts (results/attempts.h),
 * written before and after every tier.
 *
 * A resumed run is the same run: the same plan (the copy, parsed again
 * with the environment and the run's overrides, and refused when the
 * plan file or what it reads as has changed), the same run id, the same
 * topics (refused when the cluster's no longer match). The tiers that
 * ran to their end are kept as results.json has them, byte for byte; the
 * others run again from their start, in a new attempt with its own run
 * tag, so that its consumers count only its own messages.
 */
#ifndef KP_RUN_RESUME_H
#define KP_RUN_RESUME_H

#include <stddef.h>

#include "base/props.h"
#include "kafka/cluster.h"
#include "plan/plan.h"
#include "results/results.h"

/* The plan copy's name in a run's directory. */
#define KP_RUN_PLAN_COPY "plan.json"

/* Writes dir/plan.json: the bytes of the plan file p was read from
 * (p->path), which must still have p->sha256; none when the plan writes
 * a secret client property out (never stored: --resume then reads the
 * plan file, which must be unchanged). Returns 0, or -1 with a
 * sentence. */
int kp_run_resume_keep_plan(const kp_plan *p, const char *dir, char *errstr,
                            size_t errstr_size);

/* Loads the run in dir for --resume. sets (borrowed, n_sets): the
 * command line's --set options; none: the run's own overrides again.
 * Returns 0 with *plan (the plan copy parsed again: caller frees with
 * kp_plan_destroy()) and *r (the run's results, its finished tiers kept
 * as written: caller frees with kp_results_destroy()) when there is
 * something to run; otherwise -1 with what happened printed on stderr
 * (or, for a run already over, stdout) and *rc the exit code: the
 * verdict's for a run that is over, 2 for a directory that is not a run
 * or a plan that changed. */
int kp_run_resume_load(const char *dir, const char *const *sets, size_t n_sets,
                       kp_plan **plan, kp_results **r, int *rc);

/* Refuses (-1 with a sentence; a usage error, exit 2) client properties
 * or a bootstrap that differ from the run's: plan's (its -X
 * bootstrap.servers applied) and extra (the other -X options). */
int kp_run_resume_check_client(const kp_plan *plan, const kp_kvlist *extra,
                               const kp_results *r, char *errstr,
                               size_t errstr_size);

/* Connected to c: refuses (-1 with a sentence; exit 3) another cluster
 * (its id) or a topic of the run that is gone or no longer has the
 * partitions and replicas read back before the first tier (the embedded
 * cluster, new in every process, gets them made again). Then records how
 * the last attempt ended (a cut tier's messages written, from the
 * offsets, on a real cluster) and makes every tier to run again pending.
 * Returns 0. */
int kp_run_resume_cluster(kp_cluster *c, kp_results *r, const kp_plan *plan,
                          char *errstr, size_t errstr_size);

/* Before the plan's tiers [first, last) start: each in the current
 * (last) attempt's cut, with its topic's high watermarks. Returns 0, or
 * -1 with a sentence. */
int kp_run_resume_mark(kp_cluster *c, kp_results *r, size_t first, size_t last,
                       char *errstr, size_t errstr_size);

/* After they ran: each that ran to its end moves to the attempt's tiers;
 * an interrupted one stays in its cut with what it had sent and
 * delivered. Returns 0, or -1 when out of memory. */
int kp_run_resume_settle(kp_results *r, size_t first, size_t last);

#endif
