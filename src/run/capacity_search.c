#include "run/capacity_search.h"

#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/util.h"
#include "evaluate/capacity.h"

/* How long a trial at rate lasts, in seconds (its warm-up aside). */
static double trial_seconds(const kp_search *s, double rate)
{
        return s->trial_messages ? (double)s->trial_messages / rate
                                 : (double)s->trial_us / 1e6;
}

/* What drives the runs. */
typedef struct search_ctx {
        kp_search_run_fn run;
        void *ctx;
        int quiet;
        const kp_run_words *words;
        const kp_plan *plan;
        const kp_tier *t;
        volatile sig_atomic_t *stop;
} search_ctx;

/* One run of a search: tier t at a fixed rate for secs seconds (plus its
 * warm-up), into tr; the consume phase only for the final run or a soak
 * (final: its number, from 1). */
static int search_run(const search_ctx *sc, const kp_tier *t, double rate,
                      double secs, int final, kp_tier_result *tr, char *errstr,
                      size_t errstr_size)
{
        /* A shallow copy, read only: the plan's tier at this rate. */
        kp_tier run = *t;
        double warm_s = fmin(1.0, secs / 5);
        run.rate = rate;
        run.search.present = 0;
        if (t->warmup_us > 0) {
                run.messages =
                    (uint64_t)ceil(rate * (secs + (double)t->warmup_us / 1e6));
        } else if (t->warmup_messages > 0) {
                run.messages = (uint64_t)ceil(rate * secs) + t->warmup_messages;
        } else {
                run.warmup_messages = (uint64_t)ceil(rate * warm_s);
                run.messages = (uint64_t)ceil(rate * (secs + warm_s));
        }
        if (!final)
                run.consume.enabled = 0;
        return sc->run(sc->ctx, &run, final, tr, errstr, errstr_size);
}

/* The warm-up before trial 1: the tier at the search's lowest rate for
 * secs seconds, every message unmeasured (no warm-up of its own, no
 * consume phase), into tr; what it did into w. Its figures are no
 * trial's. */
static int search_warmup(const search_ctx *sc, const kp_tier *t, double rate,
                         double secs, kp_tier_result *tr, kp_search_warmup *w,
                         char *errstr, size_t errstr_size)
{
        kp_tier run = *t;
        char a[32], b[32];
        run.rate = rate;
        run.search.present = 0;
        run.messages = (uint64_t)ceil(rate * secs);
        run.warmup_messages = 0;
        run.warmup_us = 0;
        run.consume.enabled = 0;
        if (!sc->quiet)
                fprintf(stderr,
                        "  %s: warm-up at %s msg/s for %s, not measured\n",
                        t->name, kp_fmt_count(a, sizeof(a), (uint64_t)rate),
                        kp_fmt_duration(b, sizeof(b), secs));
        if (sc->run(sc->ctx, &run, KP_SEARCH_WARMUP, tr, errstr, errstr_size))
                return -1;
        w->ran = 1;
        w->rate = rate;
        w->messages = tr->produce.ran ? tr->produce.sent : 0;
        w->seconds = tr->produce.ran && tr->produce.duration_s > 0
                         ? tr->produce.duration_s
                         : secs;
        return 0;
}

/* What a trial (or a soak, or the final run) recorded. */
static void search_record(kp_search_result *sr, int kind, double rate,
                          const kp_produce_result *p, int pass, const char *why,
                          int repeat_of)
{
        kp_search_trial t = { 0 };
        t.soak = kind;
        t.repeat_of = repeat_of;
        t.rate = rate;
        t.achieved_rate = p->achieved_rate;
        t.duration_s = p->duration_s;
        t.sent = p->sent;
        t.delivered = p->delivered;
        t.failed = p->failed;
        t.undelivered = p->undelivered;
        t.latency = p->latency;
        t.service = p->service;
        t.pass = pass;
        t.why = pass ? NULL : (char *)why;
        if (kp_search_push(sr, &t))
                fprintf(stderr, "kplan: warning: out of memory recording a "
                                "trial of the capacity search\n");
}

static void search_line(int quiet, const kp_tier *t, const char *what,
                        double rate, const kp_produce_result *p, int pass,
                        const char *why)
{
        char a[32];
        if (quiet)
                return;
        fprintf(
            stderr,
            "  %s: %s at %s msg/s: %s, achieved %.1f msg/s, p95 %.3f ms%s%s\n",
            t->name, what, kp_fmt_count(a, sizeof(a), (uint64_t)rate),
            pass ? "pass" : "FAIL", p->achieved_rate, p->latency.p95_ms,
            pass ? "" : ": ", pass ? "" : why);
}

/* kp_capacity_judge(), with the rules a failed trial broke in the
 * report model's English in why (results.json's trial "why"). */
static int judge(const search_ctx *sc, const kp_produce_result *res,
                 double rate, char *why, size_t why_size)
{
        kp_capacity_fail fails[KP_CAPACITY_MAX_FAILS];
        size_t n;
        char *words;
        int pass = kp_capacity_judge(sc->plan, sc->t, res, rate, fails,
                                     KP_CAPACITY_MAX_FAILS, &n);
        words = pass ? NULL : sc->words->capacity(fails, n);
        snprintf(why, why_size, "%s", words ? words : "");
        free(words);
        return pass;
}

/* The trials, rising then bisecting, each recorded in sr; the last one's
 * result is left in scratch. Returns 0, or -1 when a run could not be
 * made (errstr). */
static int search_trials(const search_ctx *sc, kp_capacity *cs,
                         kp_tier_result *scratch, kp_search_result *sr,
                         char *errstr, size_t errstr_size)
{
        const kp_tier *t = sc->t;
        const kp_search *sp = &t->search;
        char why[256];
        while (cs->next > 0 && !*sc->stop) {
                double rate = cs->next;
                int pass, repeat_of = cs->repeat_of;
                char what[64];
                kp_tier_result_reset(scratch);
                if (search_run(sc, t, rate, trial_seconds(sp, rate), 0, scratch,
                               errstr, errstr_size))
                        return -1;
                if (*sc->stop)
                        break;
                pass = scratch->status == KP_TIER_COMPLETE &&
                       judge(sc, &scratch->produce, rate, why, sizeof(why));
                if (scratch->status != KP_TIER_COMPLETE)
                        snprintf(why, sizeof(why), "%s",
                                 scratch->reason
                                     ? scratch->reason
                                     : "the trial did not complete");
                if (repeat_of)
                        snprintf(what, sizeof(what),
                                 "trial %d (trial %d again)", cs->trials + 1,
                                 repeat_of);
                else
                        snprintf(what, sizeof(what), "trial %d",
                                 cs->trials + 1);
                search_line(sc->quiet, t, what, rate, &scratch->produce, pass,
                            why);
                search_record(sr, 0, rate, &scratch->produce, pass, why,
                              repeat_of);
                kp_capacity_record(cs, pass);
                if (!sc->quiet && cs->repeat_of)
                        fprintf(stderr,
                                "  %s: the lowest rate tried failed: trying "
                                "it once more before saying no rate holds\n",
                                t->name);
                else if (!sc->quiet && repeat_of && pass)
                        fprintf(stderr,
                                "  %s: the repeat passed: the search goes on "
                                "from it\n",
                                t->name);
        }
        return 0;
}

/* The soaks (or the final run) from the rate found, rate, backing off
 * after each that fails, into tr, each recorded in sr. Returns 0, or -1
 * when a run could not be made (errstr). */
static int search_soaks(const search_ctx *sc, double rate, kp_tier_result *tr,
                        kp_search_result *sr, char *errstr, size_t errstr_size)
{
        const kp_tier *t = sc->t;
        const kp_search *sp = &t->search;
        int soaks = sp->soak_us ? sp->max_soaks : 1;
        double secs =
            sp->soak_us ? (double)sp->soak_us / 1e6 : trial_seconds(sp, rate);
        char why[256], a[32], b[32];
        for (int k = 0; k < soaks && !*sc->stop; k++) {
                int pass;
                kp_tier_result_reset(tr);
                if (!sc->quiet)
                        fprintf(stderr, "tier %s: %s at %s msg/s for %s\n",
                                t->name, sp->soak_us ? "soak" : "final run",
                                kp_fmt_count(a, sizeof(a), (uint64_t)rate),
                                kp_fmt_duration(b, sizeof(b), secs));
                if (search_run(sc, t, rate, secs, k + 1, tr, errstr,
                               errstr_size))
                        return -1;
                /* The rate is judged on the produce phase; what the
                 * consume phase found (lost messages, a timeout) is the
                 * tier's, judged by its criteria. */
                pass = tr->status != KP_TIER_FAILED &&
                       tr->status != KP_TIER_INTERRUPTED &&
                       judge(sc, &tr->produce, rate, why, sizeof(why));
                if (tr->status == KP_TIER_FAILED ||
                    tr->status == KP_TIER_INTERRUPTED)
                        snprintf(why, sizeof(why), "%s",
                                 tr->reason ? tr->reason
                                            : "it did not complete");
                search_line(sc->quiet, t, sp->soak_us ? "soak" : "final run",
                            rate, &tr->produce, pass, why);
                search_record(sr, sp->soak_us ? 1 : 2, rate, &tr->produce, pass,
                              why, 0);
                if (pass) {
                        if (sp->soak_us)
                                sr->sustained_rate = rate;
                        break;
                }
                rate = round(rate * sp->backoff);
        }
        return 0;
}

/* What the search found, in a sentence (results.json's search "note"). */
static void search_note(const kp_search *sp, const kp_capacity *cs, char *note,
                        size_t note_size)
{
        char a[32], b[32];
        if (cs->below_from)
                snprintf(note, note_size,
                         "No rate met the criteria: the first trial, at %s "
                         "msg/s, failed, and so did its repeat",
                         kp_fmt_count(a, sizeof(a), (uint64_t)sp->from));
        else if (cs->at_bound)
                snprintf(note, note_size,
                         "The criteria held up to the search's upper bound, "
                         "%s msg/s: the capacity is at least that",
                         kp_fmt_count(a, sizeof(a), (uint64_t)sp->to));
        else if (cs->hi > 0 && cs->lo > 0 &&
                 (cs->hi - cs->lo) / cs->lo > sp->precision)
                snprintf(note, note_size,
                         "Stopped after %d trials between %s and %s msg/s, "
                         "wider than the precision asked",
                         cs->trials,
                         kp_fmt_count(a, sizeof(a), (uint64_t)cs->lo),
                         kp_fmt_count(b, sizeof(b), (uint64_t)cs->hi));
        else if (cs->lo > 0)
                snprintf(note, note_size,
                         "%s msg/s held the criteria and %s msg/s did not, "
                         "within %g%%",
                         kp_fmt_count(a, sizeof(a), (uint64_t)cs->lo),
                         kp_fmt_count(b, sizeof(b), (uint64_t)cs->hi),
                         sp->precision * 100);
        else
                snprintf(note, note_size, "The search did not finish");
}

int kp_run_search(const kp_plan *p, const kp_tier *t, kp_tier_result *tr,
                  kp_search_run_fn run, void *ctx, const kp_run_words *words,
                  volatile sig_atomic_t *stop, int quiet, char *errstr,
                  size_t errstr_size)
{
        const kp_search *sp = &t->search;
        const search_ctx sc = { run, ctx, quiet, words, p, t, stop };
        kp_tier_result scratch;
        kp_search_result sr = { 0 };
        kp_capacity cs;
        char a[32], b[32], note[512];
        int ret = 0;
        memset(&scratch, 0, sizeof(scratch));
        kp_capacity_begin(&cs, sp);
        if (!quiet)
                fprintf(stderr,
                        "tier %s: capacity search from %s to %s msg/s, at "
                        "most %d trials\n",
                        t->name, kp_fmt_count(a, sizeof(a), (uint64_t)sp->from),
                        kp_fmt_count(b, sizeof(b), (uint64_t)sp->to),
                        sp->max_trials);
        /* A cold cluster (new topic, idle brokers, a new producer) would
         * fail trial 1 for being first: it warms up at that rate first. */
        if (kp_search_warmup_seconds(t) > 0 && cs.next > 0 && !*stop &&
            search_warmup(&sc, t, cs.next, kp_search_warmup_seconds(t),
                          &scratch, &sr.warmup, errstr, errstr_size))
                ret = -1;
        if (ret == 0)
                ret =
                    search_trials(&sc, &cs, &scratch, &sr, errstr, errstr_size);
        /* No rate met the criteria: the last trial, the repeat at the
         * search's lowest rate, is what the tier measured, and it is judged
         * by the criteria like any tier (a FAIL with its cause, not a
         * gap). */
        if (cs.below_from && ret == 0 && !*stop &&
            scratch.status == KP_TIER_COMPLETE) {
                kp_produce_result keep = tr->produce;
                tr->produce = scratch.produce;
                scratch.produce = keep;
                tr->status = KP_TIER_COMPLETE;
        }
        kp_tier_result_reset(&scratch);
        sr.found_rate = cs.lo;
        sr.at_bound = cs.at_bound;
        if (ret == 0 && cs.lo > 0 && !*stop)
                ret = search_soaks(&sc, cs.lo, tr, &sr, errstr, errstr_size);
        search_note(sp, &cs, note, sizeof(note));
        sr.note = strdup(note);
        sr.ran = 1;
        if (cs.lo == 0 && tr->status == KP_TIER_PENDING && !*stop && ret == 0) {
                if (cs.below_from)
                        kp_run_set_reason(words, tr, KP_TIER_INCOMPLETE,
                                          KP_TR_SEARCH_NO_RATE, sp->from);
                else
                        kp_run_set_reason(words, tr, KP_TIER_INCOMPLETE,
                                          KP_TR_SEARCH_UNFINISHED);
        }
        kp_search_result_free(&tr->search);
        tr->search = sr;
        return ret;
}
