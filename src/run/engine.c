/*
 * engine: a run from a parsed plan to a written results.json (engine.h).
 * The tiers themselves run in tier_run.c, on the agents (coord.c) or in
 * a capacity search (capacity_search.c).
 */
#include "run/engine.h"

#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <librdkafka/rdkafka.h>

#include "base/signals.h"
#include "base/util.h"
#include "results/broker_map.h"
#include "run/capacity_search.h"
#include "run/engine_priv.h"
#include "run/resume.h"
#include "run/status.h"
#include "version.h"

/* ---- output directory and run facts ----------------------------------- */

static int make_out_dir(runner *rn, char *errstr, size_t errstr_size)
{
        char stamp[32];
        if (rn->o->out) {
                if (access(rn->o->out, F_OK) == 0) {
                        char probe[4096];
                        snprintf(probe, sizeof(probe), "%s/results.json",
                                 rn->o->out);
                        if (access(probe, F_OK) == 0)
                                return kp_err(errstr, errstr_size,
                                              "%s already holds a "
                                              "results.json: reports are "
                                              "never overwritten (choose "
                                              "another --out)",
                                              rn->o->out);
                }
                snprintf(rn->out_dir, sizeof(rn->out_dir), "%s", rn->o->out);
        } else {
                kp_fmt_utc_compact(stamp, sizeof(stamp), kp_wall_us());
                snprintf(rn->out_dir, sizeof(rn->out_dir), "reports/%s-%s",
                         rn->plan->name, stamp);
                for (int i = 2; access(rn->out_dir, F_OK) == 0 && i < 1000; i++)
                        snprintf(rn->out_dir, sizeof(rn->out_dir),
                                 "reports/%s-%s-%d", rn->plan->name, stamp, i);
        }
        rn->made_dir = access(rn->out_dir, F_OK) != 0;
        if (kp_mkdir_p(rn->out_dir, errstr, errstr_size))
                return -1;
        /* Fail now, not after an hour of load, if it is not writable. */
        {
                char probe[4200];
                snprintf(probe, sizeof(probe), "%s/.kplan-write-check",
                         rn->out_dir);
                if (kp_write_file_atomic(probe, "ok\n", 3, errstr, errstr_size))
                        return -1;
                unlink(probe);
        }
        return 0;
}

/* cmdline: the command line as typed (takes ownership). */
static void fill_run_facts(runner *rn, char *cmdline)
{
        kp_results *r = rn->r;
        char stamp[32];
        r->kplan_version = strdup(KP_VERSION);
        r->librdkafka_version = strdup(rd_kafka_version_str());
        kp_fmt_utc_iso(r->started_at, sizeof(r->started_at), kp_wall_us());
        kp_fmt_utc_compact(stamp, sizeof(stamp), kp_wall_us());
        if (asprintf(&r->run_id, "%s-%s-%08x", rn->plan->name, stamp,
                     rn->run_tag) < 0)
                r->run_id = NULL;
        r->command_line = cmdline;
        kp_host_collect(&r->host);
        /* The client properties the plan and the command line give every
         * client, as stored: redacted. What each phase's clients ran with
         * (kplan's own settings included) is in the phase's "client". */
        for (size_t i = 0; i < rn->plan->client.n; i++)
                kp_kv_set(&r->client_config, rn->plan->client.items[i].key,
                          kp_redact(rn->plan->client.items[i].key,
                                    rn->plan->client.items[i].value));
        for (size_t i = 0; i < rn->o->extra->n; i++)
                kp_kv_set(&r->client_config, rn->o->extra->items[i].key,
                          kp_redact(rn->o->extra->items[i].key,
                                    rn->o->extra->items[i].value));
        kp_kv_set(&r->client_config, "bootstrap.servers",
                  kp_cluster_bootstrap(rn->c));
}

/* results.json, through the command's writer. */
static int save(runner *rn, char *errstr, size_t errstr_size)
{
        if (rn->o->save(rn->o->save_ctx, rn->r, rn->out_dir, errstr,
                        errstr_size))
                return -1;
        rn->saved = 1;
        return 0;
}

/* Creates or checks every topic the tiers use. */
static int prepare_topics(runner *rn, char *errstr, size_t errstr_size)
{
        kp_plan *p = rn->plan;
        kp_cluster_info *ci = &rn->r->cluster;
        for (size_t i = 0; i < p->n_tiers; i++) {
                const kp_tier *t = &p->tiers[i];
                kp_topic_info *v;
                int seen = 0;
                for (size_t k = 0; k < ci->n_topics; k++)
                        if (strcmp(ci->topics[k].name, t->topic) == 0)
                                seen = 1;
                if (seen)
                        continue;
                v = realloc(ci->topics, (ci->n_topics + 1) * sizeof(*v));
                if (!v)
                        return kp_err(errstr, errstr_size, "out of memory");
                kp_topic_want w = { 0 };
                ci->topics = v;
                w.name = t->topic;
                w.partitions = t->partitions;
                w.replication_factor = t->replication_factor;
                w.config = &p->topic_config;
                w.create = p->create;
                w.accept_existing = p->accept_existing;
                if (kp_cluster_ensure_topic(rn->c, &w,
                                            &ci->topics[ci->n_topics], ci,
                                            errstr, errstr_size))
                        return -1;
                ci->n_topics++;
        }
        return 0;
}

/* ---- a capacity search: capacity_search.c drives it --------------------- */

/* One run of a search (kp_search_run_fn): in this process, or split
 * across the agents exactly as an ordinary tier. A soak after the first
 * reads in a group of its own: the embedded cluster keeps a group whose
 * last member left joining for the session timeout (45 s), and a soak in
 * the group the one before it left would wait out that timeout. */
static int search_run(void *ctx, const kp_tier *run, int final,
                      kp_tier_result *tr, char *errstr, size_t errstr_size)
{
        runner *rn = ctx;
        kp_tier again;
        char group[512];
        const kp_tier *ts[1] = { run };
        kp_tier_result *trs[1] = { tr };
        int rc = 0;
        int64_t t0 = kp_wall_us();
        if (final > 1 && !run->consume.group) {
                again = *run;
                snprintf(group, sizeof(group), "kplan-%s-%08x-soak%d",
                         run->name, rn->run_tag, final);
                again.consume.group = group;
                ts[0] = run = &again;
        }
        rn->quiet_header = 1;
        rn->quiet_result = final <= 0;
        rn->searching = 1;
        if (rn->coord)
                en_run_on_agents(rn, run, tr);
        else
                rc = en_run_jobs(rn, ts, trs, 1, errstr, errstr_size);
        rn->quiet_header = rn->quiet_result = rn->searching = 0;
        /* The warm-up is no trial: the brokers' windows are the trials'. */
        if (final != KP_SEARCH_WARMUP)
                kp_run_brokers_trial(rn->brokers, run, tr, t0);
        return rc;
}

/* ---- the start ----------------------------------------------------------- */

int kp_engine_new(kp_plan *plan, kp_results *resumed, char *cmdline,
                  kp_live *live, const kp_engine_opts *o, kp_engine **out)
{
        runner *rn = calloc(1, sizeof(*rn));
        *out = NULL;
        if (!rn) {
                kp_results_destroy(resumed);
                free(cmdline);
                return -1;
        }
        rn->opts = *o;
        rn->opts.agents.words = o->words;
        rn->o = &rn->opts;
        rn->plan = plan;
        rn->r = resumed;
        rn->cmdline = cmdline;
        rn->live = live;
        rn->lock.fd = -1;
        *out = rn;
        return 0;
}

/* Takes the run's directory (base/dirlock.h): held by another kplan,
 * the run is refused before it connects. Returns 0, or an exit code
 * with a sentence in errstr. */
static int lock_dir(runner *rn, char *errstr, size_t errstr_size)
{
        long holder = 0;
        int rc = kp_dirlock_take(&rn->lock, rn->out_dir, &holder, errstr,
                                 errstr_size);
        if (rc == KP_DIRLOCK_TAKEN)
                return 0;
        if (rc == KP_DIRLOCK_ERROR)
                return KP_EXIT_RUNTIME;
        kp_err(errstr, errstr_size,
               "%s is being written by another kplan (pid %ld): one run at a "
               "time in a report directory",
               rn->out_dir, holder);
        return KP_EXIT_USAGE;
}

/* The run's directory, taken: the resumed run's, or a new one with the
 * plan's copy in it. Returns 0, or an exit code with a sentence in
 * errstr. */
static int start_dir(runner *rn, char *errstr, size_t errstr_size)
{
        int rc;
        if (rn->o->resume) {
                snprintf(rn->out_dir, sizeof(rn->out_dir), "%s", rn->o->resume);
                rn->saved = 1;
                return lock_dir(rn, errstr, errstr_size);
        }
        if (make_out_dir(rn, errstr, errstr_size))
                return KP_EXIT_RUNTIME;
        rc = lock_dir(rn, errstr, errstr_size);
        if (rc)
                return rc;
        if (kp_run_resume_keep_plan(rn->plan, rn->out_dir, errstr, errstr_size))
                return KP_EXIT_RUNTIME;
        return 0;
}

static int connect_cluster(runner *rn, char *errstr, size_t errstr_size)
{
        if (!rn->o->quiet)
                fprintf(stderr, "connecting to %s\n",
                        rn->plan->bootstrap ? rn->plan->bootstrap
                                            : "the embedded cluster");
        if (kp_cluster_open(rn->plan->bootstrap, &rn->plan->client, 15000,
                            &rn->c, errstr, errstr_size))
                return -1;
        if (kp_cluster_set_overrides(rn->c, rn->o->extra))
                return kp_err(errstr, errstr_size, "out of memory");
        kp_cluster_set_client_defaults(rn->c, rn->plan->client_defaults);
        return 0;
}

/* The run's results: a resumed run's facts stay and its cluster is
 * checked; a new run's are made, with the cluster and its topics. */
static int start_results(runner *rn, char *errstr, size_t errstr_size)
{
        if (rn->o->resume) {
                char why[2048];
                if (kp_run_resume_cluster(rn->c, rn->r, rn->plan, why,
                                          sizeof(why)))
                        return kp_err(errstr, errstr_size, "--resume %s: %s",
                                      rn->o->resume, why);
                kp_run_status_set(rn->r, KP_RUN_RUNNING, NULL);
                rn->r->finished_at[0] = '\0';
                return 0;
        }
        if (kp_results_new(rn->plan, &rn->r, errstr, errstr_size))
                return -1;
        fill_run_facts(rn, rn->cmdline);
        rn->cmdline = NULL;
        if (kp_cluster_describe(rn->c, &rn->r->cluster, errstr, errstr_size) ||
            prepare_topics(rn, errstr, errstr_size))
                return -1;
        return 0;
}

/* The attempt this process makes, in results.json's attempts. */
static int begin_attempt(runner *rn, char *errstr, size_t errstr_size)
{
        char at[32];
        kp_fmt_utc_iso(at, sizeof(at), kp_wall_us());
        if (kp_attempts_begin(&rn->r->attempts, &rn->r->n_attempts, at,
                              rn->run_tag))
                return kp_err(errstr, errstr_size, "out of memory");
        return 0;
}

int kp_engine_start(kp_engine *rn, char *errstr, size_t errstr_size)
{
        char why[2048];
        int rc = start_dir(rn, errstr, errstr_size);
        if (rc)
                return rc;
        rn->run_tag = (uint32_t)(kp_wall_us() ^ ((int64_t)getpid() << 16));
        rn->line_every_s = 10;
        if (connect_cluster(rn, errstr, errstr_size) ||
            start_results(rn, errstr, errstr_size))
                return KP_EXIT_RUNTIME;
        /* The plan's broker map names brokers the cluster has: a plan
         * error, found before any tier runs. */
        if (kp_broker_map_check(rn->plan->prometheus, &rn->r->cluster, why,
                                sizeof(why))) {
                kp_err(errstr, errstr_size, "%s: %s", rn->plan->path, why);
                return KP_EXIT_USAGE;
        }
        kp_live_run(rn->live, rn->r->run_id);
        if (begin_attempt(rn, errstr, errstr_size))
                return KP_EXIT_RUNTIME;
        for (size_t i = 0; i < rn->r->cluster.n_warnings; i++)
                fprintf(stderr, "kplan: warning: %s\n",
                        rn->r->cluster.warnings[i]);
        if (save(rn, errstr, errstr_size))
                return KP_EXIT_RUNTIME;
        if (!rn->o->quiet)
                fprintf(stderr, "writing to %s\n", rn->out_dir);
        if (kp_run_brokers_open(rn->plan, rn->o->quiet, &rn->brokers, errstr,
                                errstr_size))
                return KP_EXIT_RUNTIME;
        rn->stop = kp_signals_install();
        if (rn->o->agents.agents &&
            kp_coord_open(rn->c, &rn->o->agents, rn->run_tag, rn->r, rn->stop,
                          &rn->coord, errstr, errstr_size))
                return KP_EXIT_RUNTIME;
        return 0;
}

/* ---- the tiers ----------------------------------------------------------- */

/* The end of the parallel group that starts at tier i (i + 1 for a tier
 * alone). */
static size_t group_end(const kp_plan *p, size_t i)
{
        size_t end = i + 1;
        const char *g = p->tiers[i].parallel_group;
        while (g && end < p->n_tiers && p->tiers[end].parallel_group &&
               strcmp(p->tiers[end].parallel_group, g) == 0)
                end++;
        return end;
}

/* Runs the plan's tiers [i, end): a search, on the agents, or here; then
 * the brokers' windows, a lost agent, an abort that stops the run. */
static void run_group(runner *rn, size_t i, size_t end, int64_t t0,
                      char *errstr, size_t errstr_size)
{
        kp_plan *p = rn->plan;
        kp_results *r = rn->r;
        kp_live_tiers_start(rn->live, p, i, end);
        if (p->tiers[i].search.present)
                kp_run_brokers_search_begin(rn->brokers);
        if (p->tiers[i].search.present)
                kp_run_search(p, &p->tiers[i], &r->tiers[i], search_run, rn,
                              rn->o->words, rn->stop, rn->o->quiet, errstr,
                              errstr_size);
        else if (rn->coord)
                en_run_on_agents(rn, &p->tiers[i], &r->tiers[i]);
        else
                en_run_tiers(rn, i, end, errstr, errstr_size);
        for (size_t k = i; k < end && !*rn->stop; k++)
                kp_run_brokers_tier(rn->brokers, &p->tiers[k], &r->tiers[k],
                                    &r->cluster, t0);
        if (rn->coord && !*rn->stop && kp_coord_stop_on_loss(rn->coord, p, end))
                rn->lost_stop = 1;
        for (size_t k = i; k < end && !rn->abort_stop; k++)
                if (r->tiers[k].abort.stopped && r->tiers[k].abort.run)
                        rn->abort_stop = &r->tiers[k];
        kp_live_tiers_done(rn->live, r, i, end);
}

/* The run's status once its tiers are over, and its attempt's end. */
static void finish(runner *rn)
{
        kp_results *r = rn->r;
        kp_attempt *a;
        if (rn->abort_stop)
                /* "abort": true: the tiers after it stay pending. */
                kp_run_status_set(r, KP_RUN_STOPPED,
                                  kp_strdup0(rn->abort_stop->abort.reason));
        else if (!rn->lost_stop && *rn->stop)
                kp_run_status_set(r, KP_RUN_INTERRUPTED,
                                  strdup("stopped by the user (SIGINT "
                                         "or SIGTERM)"));
        else if (!rn->lost_stop)
                kp_run_status_set(r, KP_RUN_COMPLETE, NULL);
        kp_fmt_utc_iso(r->finished_at, sizeof(r->finished_at), kp_wall_us());
        a = &r->attempts[r->n_attempts - 1];
        memcpy(a->finished_at, r->finished_at, sizeof(a->finished_at));
        if (r->status)
                kp_attempt_set_status(a, r->status);
}

int kp_engine_run(kp_engine *rn, char *errstr, size_t errstr_size)
{
        for (size_t i = 0; i < rn->plan->n_tiers && !*rn->stop;) {
                size_t end = group_end(rn->plan, i);
                int64_t t0 = kp_wall_us();
                /* Run to its end by an earlier attempt (--resume). */
                if (rn->r->tiers[i].status != KP_TIER_PENDING) {
                        i = end;
                        continue;
                }
                /* A run killed in these tiers leaves them in its
                 * attempt's cut (resume.h). */
                if (kp_run_resume_mark(rn->c, rn->r, i, end, errstr,
                                       errstr_size) ||
                    save(rn, errstr, errstr_size))
                        return -1;
                run_group(rn, i, end, t0, errstr, errstr_size);
                /* A crash now loses nothing before this point. */
                if (kp_run_resume_settle(rn->r, i, end) ||
                    save(rn, errstr, errstr_size))
                        return -1;
                i = rn->lost_stop || rn->abort_stop ? rn->plan->n_tiers : end;
        }
        finish(rn);
        kp_coord_close(rn->coord);
        rn->coord = NULL;
        return 0;
}

/* ---- the end ------------------------------------------------------------- */

const kp_results *kp_engine_results(const kp_engine *e)
{
        return e->r;
}

const char *kp_engine_dir(const kp_engine *e)
{
        return e->out_dir;
}

int kp_engine_signalled(const kp_engine *e)
{
        return e->stop && *e->stop;
}

int kp_engine_interrupted(const kp_engine *e)
{
        return kp_engine_signalled(e) && !e->lost_stop && !e->abort_stop;
}

void kp_engine_destroy(kp_engine *rn)
{
        if (!rn)
                return;
        /* A run that stopped before its first results.json leaves no
         * report directory behind: its plan copy goes, and rmdir removes
         * only an empty one. */
        kp_dirlock_release(&rn->lock);
        if (rn->made_dir && !rn->saved) {
                char copy[4200];
                snprintf(copy, sizeof(copy), "%s/%s", rn->out_dir,
                         KP_RUN_PLAN_COPY);
                unlink(copy);
                rmdir(rn->out_dir);
        }
        kp_coord_close(rn->coord);
        kp_run_brokers_close(rn->brokers);
        kp_results_destroy(rn->r);
        kp_cluster_close(rn->c);
        free(rn->cmdline);
        free(rn);
}
