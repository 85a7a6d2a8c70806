/*
 * The report model's front page (model.h, kp_rm_front): the criteria not
 * met, in words, with a cause where kplan can name one, and one sentence
 * per question the target asks.
 */
#include <math.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/units.h"
#include "base/util.h"
#include "report/model/format.h"
#include "report/model/model_priv.h"

static const kp_rm_tier *tier_named(const kp_rmodel *m, const char *name)
{
        for (size_t i = 0; name && i < m->n_tiers; i++)
                if (!strcmp(m->tiers[i].name, name))
                        return &m->tiers[i];
        return NULL;
}

/* A tier's stall (evaluate/stall.h) in words: "a 5.0 s stall in
 * deliveries at t=55.0 s"; NULL when there was none. A consumer's group
 * join is not one: it is the join, its own figure. */
static char *stall(mb *b, const kp_stall *st, const char *what)
{
        char d[64], t[64];
        if (!st->found)
                return NULL;
        kp_rfmt_fixed(d, sizeof(d), st->duration_s, 1);
        kp_rfmt_fixed(t, sizeof(t), st->at_s, 1);
        return mb_printf(b, MB_TR(b, RM_STALL), d, what, t);
}

/* a, then "; " and c (both taken; either may be NULL). */
static char *join_cause(mb *b, char *a, char *c)
{
        char *both;
        if (!a)
                return c;
        if (!c)
                return a;
        both = mb_printf(b, "%s%s%s", a, MB_TR(b, RM_EV_SEP), c);
        free(a);
        free(c);
        return both;
}

/* One cause of a failed check, where kplan can name one: what the
 * cluster did, a fault the plan injected, or a stall in the series; and
 * apart, in *brokers (NULL when none), what the brokers' own metrics
 * say, which the tiers' other checks often share. */
static char *cause_of(mb *b, const kp_rmodel *m, const kp_rm_check *c,
                      char **brokers)
{
        const kp_rm_tier *t = tier_named(m, c->tier);
        const kp_tier_result *tr;
        const kp_tier *spec;
        int consume = !strncmp(c->metric, "consume.", 8);
        char *s;
        *brokers = NULL;
        if (!t)
                return mb_strdup(b, "");
        tr = &m->r->tiers[t->index];
        spec = mb_spec(m->r, t->index);
        if (tr->events.n > 0) {
                kp_buf e = { 0 };
                mb_event_words(b, &tr->events.v[0], &e);
                if (tr->events.n > 1)
                        kp_buf_printf(&e, MB_TR(b, RM_CAUSE_MORE_EVENTS),
                                      tr->events.n - 1);
                return mb_take(b, &e);
        }
        if (spec && spec->n_faults > 0)
                return mb_printf(
                    b, MB_TR(b, RM_CAUSE_FAULT), spec->faults[0],
                    spec->n_faults > 1 ? MB_TR(b, RM_CAUSE_MORE_FAULTS) : "");
        if (consume)
                s = stall(b, &m->e->tiers[t->index].consume_stall,
                          MB_TR(b, RM_STALL_READS));
        else
                s = stall(b, &m->e->tiers[t->index].produce_stall,
                          MB_TR(b, RM_STALL_DELIVERIES));
        /* No stall: a fixed rate the producers fell behind (messages
         * waited to be sent, which every latency counts). */
        if (!s && strncmp(c->metric, "produce.rate.", 13) != 0 &&
            tr->produce.ran && tr->produce.target_rate > 0 &&
            tr->produce.achieved_rate < 0.9 * tr->produce.target_rate) {
                char p[32];
                kp_rfmt_pct(p, sizeof(p),
                            tr->produce.achieved_rate /
                                tr->produce.target_rate);
                s = mb_printf(b, MB_TR(b, RM_CAUSE_BEHIND), p);
        }
        /* Where the time went, from the load client's statistics: the
         * limit and the figure that shows it (evaluate/limits.h); then
         * what the brokers' own metrics say, when they name a limit
         * (evaluate/broker_side.h). */
        {
                const kp_limit *l = consume
                                        ? &m->e->tiers[t->index].consume_limit
                                        : &m->e->tiers[t->index].produce_limit;
                /* The host said once, above the causes (verdict.evidence,
                 * or the embedded cluster's warning). */
                char *lim = mb_limit_words(b, l, 0);
                kp_blimit bl;
                if (lim && *lim)
                        s = join_cause(
                            b, s,
                            mb_printf(b,
                                      consume ? MB_TR(b, TW_WHERE_CONSUME)
                                              : MB_TR(b, TW_WHERE),
                                      lim));
                free(lim);
                /* The brokers' own limit only where the client's figures
                 * named no cause of their own: replication is already
                 * weighed against the stages there. */
                if ((l->kind == KP_LIMIT_UNDETERMINED ||
                     l->kind == KP_LIMIT_ROUND_TRIP) &&
                    kp_broker_side_tier_limit(tr, &bl) &&
                    bl.kind != KP_BLIMIT_REPLICATION) {
                        char *w = mb_blimit_words(b, m->r, &bl);
                        *brokers =
                            mb_printf(b, MB_TR(b, TW_BROKERS_SAY), w ? w : "");
                        free(w);
                }
        }
        return s ? s : mb_strdup(b, "");
}

static void reason_build(mb *b, const kp_rmodel *m, size_t k, kp_rm_reason *x)
{
        const kp_rm_check *c = &m->checks[k];
        kp_buf l = { 0 };
        char s[128];
        x->check = k;
        x->tier = c->tier;
        x->metric = c->metric;
        x->words = kp_rm_metric_words_in(b->lang, c->metric);
        x->measured = c->has_value;
        if (c->has_value)
                mb_cell_num(b, &x->value, c->value.text, c->value.raw,
                            c->value_fmt);
        else
                mb_cell_text(b, &x->value, MB_TR(b, RM_NOT_MEASURED));
        x->value.state = kp_rm_state_of(c->verdict);
        snprintf(s, sizeof(s), "%s %s", c->op_symbol, c->threshold.text);
        mb_cell_num(b, &x->limit, s, c->threshold_number, c->value_fmt);
        x->over = c->has_value && c->value.raw > c->threshold_number;
        /* The margin's size as the criteria table words it (the
         * check's margin_abs: a ratio's in percentage points). */
        x->excess =
            mb_strdup(b, c->has_value && c->margin_abs ? c->margin_abs : "");
        x->own_cause = cause_of(b, m, c, &x->brokers_cause);
        x->cause = join_cause(
            b, *x->own_cause ? mb_strdup(b, x->own_cause) : NULL,
            x->brokers_cause ? mb_strdup(b, x->brokers_cause) : NULL);
        if (!x->cause)
                x->cause = mb_strdup(b, "");
        kp_buf_printf(&l, "%s ", x->words);
        if (c->has_value)
                kp_buf_printf(&l, MB_TR(b, RM_REASON_VALUE), x->value.text,
                              x->limit.text, x->excess,
                              x->over ? MB_TR(b, RM_REASON_OVER)
                                      : MB_TR(b, RM_REASON_UNDER));
        else
                kp_buf_printf(&l,
                              c->within_error
                                  ? MB_TR(b, RM_REASON_NOT_JUDGED)
                                  : MB_TR(b, RM_REASON_NOT_MEASURED),
                              x->limit.text, c->note ? MB_TR(b, RM_COLON) : "",
                              c->note ? c->note : "");
        x->brief = mb_take(b, &l);
        memset(&l, 0, sizeof(l)); /* taken: a new buffer for the line */
        kp_buf_printf(&l, MB_TR(b, RM_REASON_TIER), c->tier, x->words);
        kp_buf_puts(&l, x->brief ? x->brief + strlen(x->words) + 1 : "");
        if (x->cause && *x->cause)
                kp_buf_printf(&l, MB_TR(b, RM_REASON_CAUSE), x->cause);
        x->line = mb_take(b, &l);
}

/* Whether s is one of the n strings v (NULL ones skipped). */
static int among(char *const *v, size_t n, const char *s)
{
        for (size_t i = 0; i < n; i++)
                if (v[i] && !strcmp(v[i], s))
                        return 1;
        return 0;
}

/* The reasons of one tier: its criteria, then every distinct cause once
 * (the brokers' own metrics last, as in each reason). */
static void tier_reasons(mb *b, kp_rm_front *f, kp_rm_reason_tier *g)
{
        kp_buf cr = { 0 }, ca = { 0 }, l = { 0 };
        char **seen = mb_calloc(b, 2 * g->n, sizeof(char *));
        size_t n_seen = 0;
        if (!seen)
                return;
        for (size_t k = 0; k < g->n; k++) {
                const kp_rm_reason *r = &f->reasons[g->reasons[k]];
                if (k)
                        kp_buf_puts(&cr, MB_TR(b, RM_EV_SEP));
                kp_buf_puts(&cr, r->brief ? r->brief : "");
        }
        for (int pass = 0; pass < 2; pass++)
                for (size_t k = 0; k < g->n; k++) {
                        const kp_rm_reason *r = &f->reasons[g->reasons[k]];
                        char *c = pass ? r->brokers_cause : r->own_cause;
                        if (!c || !*c || among(seen, n_seen, c))
                                continue;
                        if (n_seen)
                                kp_buf_puts(&ca, MB_TR(b, RM_EV_SEP));
                        kp_buf_puts(&ca, c);
                        seen[n_seen++] = c;
                }
        free(seen);
        g->criteria = mb_take(b, &cr);
        g->cause = mb_take(b, &ca);
        kp_buf_printf(&l, MB_TR(b, RM_TIER_REASONS), g->tier,
                      g->criteria ? g->criteria : "");
        if (g->cause && *g->cause)
                kp_buf_printf(&l, MB_TR(b, RM_TIER_CAUSE), g->cause);
        g->line = mb_take(b, &l);
}

/* The reasons by tier, each tier once in the order its first comes. */
static void by_tier_build(mb *b, kp_rm_front *f)
{
        f->by_tier = mb_calloc(b, f->n_reasons, sizeof(*f->by_tier));
        for (size_t i = 0; f->by_tier && i < f->n_reasons; i++) {
                const char *t = f->reasons[i].tier ? f->reasons[i].tier : "";
                size_t k = 0;
                while (k < f->n_by_tier && strcmp(f->by_tier[k].tier, t))
                        k++;
                if (k == f->n_by_tier) {
                        kp_rm_reason_tier *g = &f->by_tier[f->n_by_tier++];
                        g->tier = t;
                        g->reasons = mb_calloc(b, f->n_reasons, sizeof(size_t));
                        if (!g->reasons)
                                return;
                }
                f->by_tier[k].reasons[f->by_tier[k].n++] = i;
        }
        for (size_t k = 0; f->by_tier && k < f->n_by_tier; k++)
                tier_reasons(b, f, &f->by_tier[k]);
}

/* ---- the answers ------------------------------------------------------- */

static void answer(mb *b, kp_rm_answer *a, kp_rm_reply reply, const char *word,
                   const kp_rm_cell *figure, char *sentence)
{
        a->reply = reply;
        a->word = word;
        a->state = reply == KP_RM_YES  ? KP_RM_PASS
                   : reply == KP_RM_NO ? KP_RM_FAIL
                                       : KP_RM_INCOMPLETE;
        if (figure)
                mb_cell_num(b, &a->figure, figure->text, figure->raw,
                            figure->fmt);
        else
                mb_cell_text(b, &a->figure, "");
        a->sentence = sentence ? sentence : mb_strdup(b, "");
}

/* What an answer rests on, in parts (kp_rm_answer.basis). */
static void parts(mb *b, kp_rm_answer *a, const char *basis, const char *tier,
                  const kp_rm_cell *rate, double count)
{
        char n[64];
        a->basis = basis;
        a->tier = tier ? tier : "";
        if (rate)
                mb_cell_num(b, &a->rate, rate->text, rate->raw, rate->fmt);
        else
                mb_cell_num(b, &a->rate, "", NAN, KP_RM_DEC1);
        if (isfinite(count))
                mb_cell_num(b, &a->count, kp_rfmt_count(n, sizeof(n), count),
                            count, KP_RM_INT);
        else
                mb_cell_num(b, &a->count, "", NAN, KP_RM_INT);
        mb_cell_free(&a->disks);
        mb_cell_free(&a->disks_share);
        mb_cell_num(b, &a->disks, "", NAN, KP_RM_INT);
        mb_cell_num(b, &a->disks_share, "", NAN, KP_RM_PCT);
}

static void no_target(mb *b, kp_rm_answer *a)
{
        parts(b, a, "no_target", NULL, NULL, NAN);
        answer(b, a, KP_RM_UNSETTLED, MB_TR(b, RM_ANS_NOT_ASKED), NULL,
               mb_strdup(b, MB_TR(b, RM_ANS_NO_TARGET)));
}

/* A broker count in words: "3", or "at most 3" when the capacity it
 * rests on is a lower bound. */
static char *count_words(mb *b, int n, int upper)
{
        char c[32];
        snprintf(c, sizeof(c), "%d", n);
        return upper ? mb_printf(b, MB_TR(b, RM_AT_MOST), c) : mb_strdup(b, c);
}

/* The brokers the target's peak needs (kp_rm_answer.brokers): the
 * capacity model's count when it answers, the estimate from the
 * measured capacity beside it or alone; "" when neither is known. A
 * search that passed at its highest rate (at_least) measured a lower
 * bound, so the estimate above the replication factor is an upper
 * bound. */
static void brokers_needed(mb *b, const kp_rmodel *m, kp_rm_answer *a)
{
        const kp_sizing *s = &m->e->sizing;
        const kp_sizing_estimate *x = &s->estimate;
        int rf = m->r->plan->target.replication_factor;
        char *model = NULL, *est = NULL, *n = NULL, *down = NULL, tested[64];
        if (m->e->sizing_present && s->brokers_needed > 0 && s->first >= 0) {
                a->model_brokers = s->brokers_needed;
                a->model_one_down = s->brokers_needed_one_down;
                model = mb_printf(b, MB_TR(b, RM_ANS_TP_MODEL),
                                  s->brokers_needed, mb_sres_words(b, s->first),
                                  s->brokers_needed_one_down);
        }
        if (x->brokers > 0) {
                /* Never fewer than the replication factor: a count held
                 * there is exact, bound or not. */
                int upper = a->at_least && x->brokers > rf;
                a->estimate_brokers = x->brokers;
                a->estimate_one_down = x->brokers_one_down;
                a->estimate_tested = x->tested_brokers;
                n = count_words(b, x->brokers, upper);
                down = count_words(b, x->brokers_one_down, upper);
                snprintf(tested, sizeof(tested),
                         x->tested_brokers == 1 ? MB_TR(b, RM_X_BROKER)
                                                : MB_TR(b, RM_X_BROKERS),
                         x->tested_brokers);
                est = mb_printf(b,
                                model ? MB_TR(b, RM_ANS_TP_ESTIMATE_BESIDE)
                                      : MB_TR(b, RM_ANS_TP_ESTIMATE),
                                tested, n, rf, down);
        }
        if (model && est)
                a->brokers = mb_printf(b, MB_TR(b, RM_ANS_TP_JOIN), model, est);
        else
                a->brokers = mb_strdup(b, model ? model : est ? est : "");
        if (a->brokers && *a->brokers) {
                char *all = mb_printf(b, MB_TR(b, RM_ANS_TP_JOIN), a->sentence,
                                      a->brokers);
                free(a->sentence);
                a->sentence = all;
        }
        free(model);
        free(est);
        free(n);
        free(down);
}

/* Does the capacity at the criteria cover the required peak? The one
 * sentence of the front page that says the headroom. */
static void throughput(mb *b, const kp_rmodel *m, kp_rm_answer *a)
{
        const kp_rm_extrap *x = &m->x;
        const char *peak = x->required_peak_rate.text;
        const char *burst_note = "";
        char *burst = NULL, *rate = NULL, *headroom = NULL;
        if (x->has_burst)
                burst = mb_printf(b, MB_TR(b, RM_ANS_BURST), x->burst_rate.text,
                                  x->burst_tier);
        burst_note = burst ? burst : "";
        /* A search that passed at its highest rate found no limit: the
         * rate it holds, and so the headroom, are lower bounds. */
        for (size_t i = 0; i < m->n_tiers && !x->cap_none; i++)
                if (!strcmp(m->tiers[i].name, x->sustainable_tier))
                        a->at_least = m->tiers[i].search.at_bound;
        if (a->at_least && (x->cap_sustained || x->cap_trials)) {
                rate = mb_printf(b, MB_TR(b, RM_AT_LEAST),
                                 x->sustainable_rate.text);
                headroom =
                    mb_printf(b, MB_TR(b, RM_AT_LEAST), x->headroom.text);
        }
        parts(b, a,
              x->cap_none        ? "none"
              : x->cap_sustained ? "sustained"
              : x->cap_trials    ? "trials"
                                 : "fixed",
              x->sustainable_tier, x->cap_none ? NULL : &x->sustainable_rate,
              NAN);
        if (x->cap_none) {
                answer(
                    b, a, KP_RM_UNSETTLED, MB_TR(b, RM_ANS_NOT_SHOWN), NULL,
                    mb_printf(b, MB_TR(b, RM_ANS_TP_NONE), peak, burst_note));
                brokers_needed(b, m, a);
                free(burst);
                return;
        }
        if (x->cap_sustained || x->cap_trials) {
                /* A capacity the trials did not settle shows no headroom,
                 * only its lack. */
                const char *word = !x->headroom_ok ? MB_TR(b, RM_ANS_NO)
                                   : x->cap_sustained
                                       ? MB_TR(b, RM_ANS_YES)
                                       : MB_TR(b, RM_ANS_NOT_SHOWN);
                const char *shown = rate ? rate : x->sustainable_rate.text;
                const char *room = headroom ? headroom : x->headroom.text;
                answer(b, a,
                       !x->headroom_ok    ? KP_RM_NO
                       : x->cap_sustained ? KP_RM_YES
                                          : KP_RM_UNSETTLED,
                       word, &x->sustainable_rate,
                       x->cap_sustained
                           ? mb_printf(b, MB_TR(b, RM_ANS_TP_SUSTAINED), word,
                                       shown, x->sustainable_tier, peak, room)
                           : mb_printf(b, MB_TR(b, RM_ANS_TP_TRIALS), word,
                                       x->sustainable_tier, shown, peak, room));
        } else if (x->headroom_ok)
                answer(b, a, KP_RM_YES, MB_TR(b, RM_ANS_YES),
                       &x->sustainable_rate,
                       mb_printf(b, MB_TR(b, RM_ANS_TP_FIXED_YES),
                                 x->sustainable_tier, x->sustainable_rate.text,
                                 peak, x->headroom.text));
        else
                answer(b, a, KP_RM_UNSETTLED, MB_TR(b, RM_ANS_NOT_SHOWN),
                       &x->sustainable_rate,
                       mb_printf(b, MB_TR(b, RM_ANS_TP_FIXED_SHORT),
                                 x->sustainable_rate.text, x->sustainable_tier,
                                 peak, x->headroom.text, burst_note));
        brokers_needed(b, m, a);
        free(burst);
        free(rate);
        free(headroom);
}

/* The p95 of the soak that made a search's sustained rate, or NaN. */
static double soak_p95(const kp_search_result *s)
{
        double v = NAN;
        for (size_t i = 0; i < s->n_trials; i++)
                if (s->trials[i].soak == 1 && s->trials[i].pass)
                        v = s->trials[i].latency.p95_ms;
        return v;
}

/* Is the latency within its criterion at the required peak rate? A
 * sustained capacity at or above the peak answers it (a soak holds every
 * search criterion); else the slowest fixed-rate tier at or above the
 * peak, judged by its p95 criterion. */
static void latency(mb *b, const kp_rmodel *m, kp_rm_answer *a)
{
        const kp_rm_extrap *x = &m->x;
        double peak = x->required_peak_rate.raw;
        const kp_rm_tier *at = NULL, *below = NULL;
        const kp_rm_tier *cap = tier_named(m, x->sustainable_tier);
        char p95[96];
        if (x->cap_sustained && x->headroom_ok && cap) {
                double v = soak_p95(&m->r->tiers[cap->index].search);
                char num[64];
                kp_rm_cell f = { .text = num, .raw = v, .fmt = KP_RM_MS };
                kp_rfmt_ms(num, sizeof(num), v);
                snprintf(p95, sizeof(p95), "%s ms", num);
                parts(b, a, "sustained", cap->name, &x->sustainable_rate, NAN);
                answer(b, a, KP_RM_YES, MB_TR(b, RM_ANS_YES), &f,
                       mb_printf(b, MB_TR(b, RM_ANS_LAT_SUSTAINED),
                                 x->sustainable_rate.text, cap->name,
                                 x->required_peak_rate.text, p95));
                return;
        }
        for (size_t i = 0; i < m->n_tiers; i++) {
                const kp_rm_tier *t = &m->tiers[i];
                double rate = t->p.target_rate.raw;
                if (!t->p.ran || t->search.ran || t->p.unlimited ||
                    !t->p.latency.measured)
                        continue;
                if (rate >= peak && (!at || rate < at->p.target_rate.raw))
                        at = t;
                if (rate < peak && (!below || rate > below->p.target_rate.raw))
                        below = t;
        }
        if (!at) {
                parts(b, a, below ? "below" : "none",
                      below ? below->name : NULL,
                      below ? &below->p.target_rate : NULL, NAN);
                if (below)
                        answer(b, a, KP_RM_UNSETTLED,
                               MB_TR(b, RM_ANS_NOT_MEASURED), &below->s_p95,
                               mb_printf(b, MB_TR(b, RM_ANS_LAT_BELOW),
                                         x->required_peak_rate.text,
                                         below->name, below->p.target_rate.text,
                                         below->s_p95.text));
                else
                        answer(b, a, KP_RM_UNSETTLED,
                               MB_TR(b, RM_ANS_NOT_MEASURED), NULL,
                               mb_printf(b, MB_TR(b, RM_ANS_LAT_NONE),
                                         x->required_peak_rate.text));
                return;
        }
        snprintf(p95, sizeof(p95), "%s ms", at->s_p95.text);
        parts(b, a,
              at->s_p95.state == KP_RM_FAIL && at->verdict == KP_INCONCLUSIVE
                  ? "rig"
              : at->s_p95.state == KP_RM_PASS || at->s_p95.state == KP_RM_FAIL
                  ? "tier"
                  : "unjudged",
              at->name, &at->p.target_rate, NAN);
        if (at->s_p95.state == KP_RM_FAIL && at->verdict == KP_INCONCLUSIVE) {
                /* It failed where the test rig, not the cluster, was the
                 * limit: the answer is not shown, not No. */
                answer(b, a, KP_RM_UNSETTLED, MB_TR(b, RM_ANS_NOT_SHOWN),
                       &at->s_p95,
                       mb_printf(b, MB_TR(b, RM_ANS_LAT_RIG),
                                 at->p.target_rate.text, at->name,
                                 x->required_peak_rate.text, p95));
        } else if (at->s_p95.state == KP_RM_PASS ||
                   at->s_p95.state == KP_RM_FAIL) {
                int ok = at->s_p95.state == KP_RM_PASS;
                const char *word =
                    ok ? MB_TR(b, RM_ANS_YES) : MB_TR(b, RM_ANS_NO);
                answer(b, a, ok ? KP_RM_YES : KP_RM_NO, word, &at->s_p95,
                       mb_printf(b, MB_TR(b, RM_ANS_LAT_TIER), word,
                                 at->p.target_rate.text, at->name,
                                 x->required_peak_rate.text, p95,
                                 ok ? MB_TR(b, RM_ANS_WITHIN)
                                    : MB_TR(b, RM_ANS_OUTSIDE)));
        } else {
                answer(b, a, KP_RM_UNSETTLED, MB_TR(b, RM_ANS_NOT_JUDGED),
                       &at->s_p95,
                       mb_printf(b, MB_TR(b, RM_ANS_LAT_UNJUDGED),
                                 at->p.target_rate.text, at->name,
                                 x->required_peak_rate.text, p95));
        }
}

/* Was every delivered message read back? */
static void completeness(mb *b, const kp_rmodel *m, kp_rm_answer *a)
{
        const kp_rm_tier *worst = NULL;
        uint64_t read = 0, missing = 0;
        size_t tiers = 0;
        int short_ = 0;
        char n[64], k[64];
        for (size_t i = 0; i < m->n_tiers; i++) {
                const kp_consume_result *c = &m->r->tiers[i].consume;
                /* Stopped before reading every message: not known. */
                if (!c->ran || !kp_consume_counted(c))
                        continue;
                tiers++;
                read += c->messages;
                /* missing is what the consumer counted; a tier that read
                 * fewer than expected without counting is short too. */
                missing += c->missing ? c->missing
                           : c->expected > c->messages
                               ? c->expected - c->messages
                               : 0;
                short_ |= c->completeness < 1;
                if (!worst ||
                    c->completeness <
                        m->r->tiers[worst->index].consume.completeness)
                        worst = &m->tiers[i];
        }
        if (!worst) {
                parts(b, a, "none", NULL, NULL, NAN);
                answer(b, a, KP_RM_UNSETTLED, MB_TR(b, RM_ANS_NOT_MEASURED),
                       NULL, mb_strdup(b, MB_TR(b, RM_ANS_COMP_NONE)));
                return;
        }
        kp_rfmt_count(n, sizeof(n), (double)read);
        if (missing == 0 && !short_ && worst->c.complete) {
                parts(b, a, "all", NULL, NULL, (double)read);
                answer(b, a, KP_RM_YES, MB_TR(b, RM_ANS_YES),
                       &worst->c.completeness,
                       mb_printf(b, MB_TR(b, RM_ANS_COMP_ALL),
                                 tiers == 1 ? MB_TR(b, RM_ANS_THE_TIER)
                                            : MB_TR(b, RM_ANS_EVERY_TIER),
                                 n));
        } else {
                parts(b, a, "short", worst->name, NULL, (double)missing);
                kp_rfmt_count(k, sizeof(k), (double)missing);
                answer(b, a, KP_RM_NO, MB_TR(b, RM_ANS_NO),
                       &worst->c.completeness,
                       mb_printf(b, MB_TR(b, RM_ANS_COMP_SHORT), worst->name,
                                 worst->c.completeness.text, k));
        }
}

/* How much disk the target needs: an estimate, since the plan declares
 * no disk size to hold it against. */
static void storage(mb *b, const kp_rmodel *m, kp_rm_answer *a)
{
        const kp_rm_extrap *x = &m->x;
        char *per = x->brokers > 0
                        ? mb_printf(b, MB_TR(b, RM_ANS_STORAGE_PER),
                                    x->storage_per_broker.text, x->brokers_text)
                        : NULL;
        const kp_plan *p = m->r->plan;
        double disks = p && p->n_hosts ? 0 : NAN;
        for (size_t i = 0; p && i < p->n_hosts; i++) {
                const kp_host_decl *h = &p->hosts[i];
                if (!h->disks || !h->disk_size)
                        disks = NAN; /* not every host says: not known */
                disks += (double)h->count * h->disks * (double)h->disk_size;
        }
        if (isfinite(disks) && disks > 0 &&
            isfinite(x->storage_with_overhead.raw)) {
                double share = x->storage_with_overhead.raw / disks;
                int fits = share <= 1;
                char t[64], sh[64];
                kp_rfmt_fixed(sh, sizeof(sh), share * 100, 1);
                kp_fmt_bytes(t, sizeof(t), disks);
                parts(b, a, "disks", NULL, NULL, NAN);
                mb_cell_free(&a->disks);
                mb_cell_free(&a->disks_share);
                mb_cell_num(b, &a->disks, t, disks, KP_RM_INT);
                strcat(sh, "%");
                mb_cell_num(b, &a->disks_share, sh, share, KP_RM_PCT);
                answer(b, a, fits ? KP_RM_YES : KP_RM_NO, fits ? "Yes" : "No",
                       &x->storage_with_overhead,
                       mb_printf(b,
                                 "%s: %s over a retention of %s (replication "
                                 "factor %d, %s overhead)%s, %s %s of the %s "
                                 "of declared data disks",
                                 fits ? "Yes" : "No",
                                 x->storage_with_overhead.text,
                                 x->t_retention.text, x->t_replication_factor,
                                 x->t_storage_overhead.text, per ? per : "",
                                 fits ? "fills" : "is", sh, t));
                free(per);
                return;
        }
        parts(b, a, "estimate", NULL, NULL, NAN);
        answer(b, a, KP_RM_UNSETTLED, MB_TR(b, RM_ANS_ESTIMATE),
               &x->storage_with_overhead,
               mb_printf(b, MB_TR(b, RM_ANS_STORAGE),
                         x->storage_with_overhead.text, x->t_retention.text,
                         x->t_replication_factor, x->t_storage_overhead.text,
                         per ? per : ""));
        free(per);
}

static void cell_copy(mb *b, kp_rm_cell *dst, const kp_rm_cell *src)
{
        mb_cell_num(b, dst, src->text, src->raw, src->fmt);
        dst->state = src->state;
        if (src->comment)
                dst->comment = mb_strdup(b, src->comment);
}

static int cmp_double(const void *a, const void *b)
{
        double x = *(const double *)a, y = *(const double *)b;
        return (x > y) - (x < y);
}

/* The median of v's n values (sorted in place); NaN when n is 0. */
static double median(double *v, size_t n)
{
        if (!n)
                return NAN;
        qsort(v, n, sizeof(*v), cmp_double);
        return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

/* The median of a figure over a point's runs that measured it (NaN
 * when none did); v: room for n values. */
static double runs_median(const kp_rmodel *m, const kp_sweep_point *p,
                          int consume, size_t off, double *v)
{
        size_t n = 0;
        for (size_t k = 0; k < p->n_runs; k++) {
                const kp_rm_tier *t;
                const kp_rm_cell *c;
                if (p->runs[k] >= m->n_tiers)
                        continue;
                t = &m->tiers[p->runs[k]];
                if (consume ? !t->c.ran : !t->p.ran)
                        continue;
                c = (const kp_rm_cell *)((const char *)t + off);
                if (isfinite(c->raw))
                        v[n++] = c->raw;
        }
        return median(v, n);
}

/* The worst state of a figure over a point's runs, onto c. */
static void worst_state(const kp_rmodel *m, const kp_sweep_point *p, size_t off,
                        kp_rm_cell *c)
{
        static const int rank[KP_RM__STATES] = { 0, 1, 3, 2, 0 };
        for (size_t k = 0; k < p->n_runs; k++) {
                const kp_rm_cell *r;
                if (p->runs[k] >= m->n_tiers)
                        continue;
                r = (const kp_rm_cell *)((const char *)&m->tiers[p->runs[k]] +
                                         off);
                if (r->state != KP_RM_NA && rank[r->state] > rank[c->state])
                        c->state = r->state;
        }
}

/* The sweep point that tier i is a run of, when it ran more than once. */
static const kp_sweep_point *point_of(const kp_rmodel *m, size_t i)
{
        for (size_t s = 0; m->e && s < m->e->n_sweeps; s++) {
                const kp_sweep_eval *sw = &m->e->sweeps[s];
                for (size_t k = 0; k < sw->n_points; k++) {
                        const kp_sweep_point *p = &sw->points[k];
                        if (p->n_runs < 2)
                                continue;
                        for (size_t r = 0; r < p->n_runs; r++)
                                if (p->runs[r] == i)
                                        return p;
                }
        }
        return NULL;
}

/* The judged form of a figure: the state and comment of the tier's
 * catalog metric id (kp_rm_tier.metric, as the checks judged it) onto c. */
static void judged_as(mb *b, const kp_rm_tier *t, kp_metric_id id,
                      kp_rm_cell *c)
{
        const kp_rm_cell *j = &t->metric[id];
        c->state = j->state;
        free(c->comment);
        c->comment = j->comment ? mb_strdup(b, j->comment) : NULL;
}

/* The consume table's figures of tier t: the fetch-only or the whole
 * phase's rates and seconds (kp_rm_front.consume_fetch), judged. */
static void consume_of_tier(mb *b, const kp_rmodel *m, const kp_rm_tier *t,
                            kp_rm_front_row *x)
{
        int fetch = m->front.consume_fetch;
        cell_copy(b, &x->mib_per_sec,
                  fetch ? &t->c.fetch_mib_per_sec : &t->c.mib_per_sec);
        cell_copy(b, &x->msgs_per_sec,
                  fetch ? &t->c.fetch_msgs_per_sec : &t->c.msgs_per_sec);
        judged_as(b, t, fetch ? KP_M_CONSUME_FETCH_MIBPS : KP_M_CONSUME_MIBPS,
                  &x->mib_per_sec);
        judged_as(b, t, fetch ? KP_M_CONSUME_FETCH_RATE : KP_M_CONSUME_RATE,
                  &x->msgs_per_sec);
        if (!t->c.ran)
                mb_cell_num(b, &x->seconds, "", NAN, KP_RM_MS);
        else
                mb_cell_opt(b, &x->seconds,
                            fetch ? t->c.fetch_s.raw : t->c.duration_s.raw,
                            kp_rfmt_ms, KP_RM_MS);
}

static void row_of_tier(mb *b, const kp_rmodel *m, size_t i, kp_rm_front_row *x)
{
        const kp_rm_tier *t = &m->tiers[i];
        x->name = t->name;
        x->runs = 1;
        x->first = t;
        x->produced = t->p.ran;
        x->consumed = t->c.ran;
        cell_copy(b, &x->messages, &t->p.delivered);
        cell_copy(b, &x->record_size, &t->sc.record_size);
        cell_copy(b, &x->record_bytes, &t->sc.record_bytes);
        cell_copy(b, &x->target_rate, &t->p.target_rate);
        cell_copy(b, &x->rate, &t->s_rate);
        cell_copy(b, &x->p95, &t->s_p95);
        cell_copy(b, &x->c_messages, &t->c.messages);
        cell_copy(b, &x->mib, &t->c.mib);
        consume_of_tier(b, m, t, x);
        x->verdict = t->verdict;
        x->verdict_text = t->verdict_text;
}

#define TIER_OFF(f) offsetof(kp_rm_tier, f)

static void row_of_point(mb *b, const kp_rmodel *m, const kp_sweep_point *p,
                         kp_rm_front_row *x, double *v)
{
        const kp_rm_tier *t = &m->tiers[p->runs[0]];
        size_t mib, mib_judged, rate, rate_judged;
        double secs;
        int fetch;
        x->name = p->name;
        x->runs = p->n_runs;
        x->first = t;
        x->produced = p->produced;
        x->consumed = p->consumed;
        cell_copy(b, &x->messages, &t->p.delivered);
        cell_copy(b, &x->record_size, &t->sc.record_size);
        cell_copy(b, &x->record_bytes, &t->sc.record_bytes);
        cell_copy(b, &x->target_rate, &t->p.target_rate);
        mb_cell_opt(b, &x->rate, p->rate, kp_rfmt_rate, KP_RM_DEC1);
        worst_state(m, p, TIER_OFF(s_rate), &x->rate);
        mb_cell_opt(b, &x->p95, p->p95_ms, kp_rfmt_ms, KP_RM_MS);
        worst_state(m, p, TIER_OFF(s_p95), &x->p95);
        cell_copy(b, &x->c_messages, &t->c.messages);
        cell_copy(b, &x->mib, &t->c.mib);
        /* The fetch-only figures or the whole phase's
         * (kp_rm_front.consume_fetch), judged as their metrics were. */
        fetch = m->front.consume_fetch;
        mib = fetch ? TIER_OFF(c.fetch_mib_per_sec) : TIER_OFF(c.mib_per_sec);
        mib_judged = fetch ? TIER_OFF(metric[KP_M_CONSUME_FETCH_MIBPS])
                           : TIER_OFF(metric[KP_M_CONSUME_MIBPS]);
        rate =
            fetch ? TIER_OFF(c.fetch_msgs_per_sec) : TIER_OFF(c.msgs_per_sec);
        rate_judged = fetch ? TIER_OFF(metric[KP_M_CONSUME_FETCH_RATE])
                            : TIER_OFF(metric[KP_M_CONSUME_RATE]);
        mb_cell_opt(b, &x->mib_per_sec, runs_median(m, p, 1, mib, v),
                    kp_rfmt_mib, KP_RM_DEC2);
        worst_state(m, p, mib_judged, &x->mib_per_sec);
        mb_cell_opt(b, &x->msgs_per_sec, runs_median(m, p, 1, rate, v),
                    kp_rfmt_rate, KP_RM_DEC1);
        worst_state(m, p, rate_judged, &x->msgs_per_sec);
        secs = runs_median(
            m, p, 1, fetch ? TIER_OFF(c.fetch_s) : TIER_OFF(c.duration_s), v);
        mb_cell_opt(b, &x->seconds, secs, kp_rfmt_ms, KP_RM_MS);
        x->verdict = p->verdict;
        x->verdict_text = kp_verdict_str(p->verdict);
}

/* Marks the figures of one column of the front tables (the cell at off
 * in each produced, or consumed, row) that no criterion judged; when
 * none was judged, the column's mark instead (returned), else NULL. */
static const char *column_mark(mb *b, kp_rm_front *f, int consume, size_t off)
{
        size_t rows = 0, marked = 0;
        for (size_t i = 0; i < f->n_rows; i++) {
                kp_rm_front_row *r = &f->rows[i];
                kp_rm_cell *c = (kp_rm_cell *)((char *)r + off);
                if (consume ? !r->consumed : !r->produced)
                        continue;
                rows++;
                mb_mark_unjudged(b, c);
                marked += c->mark != NULL || !isfinite(c->raw);
        }
        if (!rows || marked < rows)
                return NULL;
        for (size_t i = 0; i < f->n_rows; i++)
                ((kp_rm_cell *)((char *)&f->rows[i] + off))->mark = NULL;
        return MB_TR(b, RM_NOT_JUDGED);
}

/* Which consume rates the criteria judge (kp_rm_front.consume_fetch),
 * and the consume table's labels. */
static void consume_form(mb *b, kp_rmodel *m)
{
        kp_rm_front *f = &m->front;
        int fetch = 0, join = 0;
        for (size_t i = 0; m->e && i < m->e->n_checks; i++) {
                const kp_metric *k = kp_metric_find(m->e->checks[i].metric);
                if (!k)
                        continue;
                fetch |= k->id == KP_M_CONSUME_FETCH_RATE ||
                         k->id == KP_M_CONSUME_FETCH_MIBPS;
                join |=
                    k->id == KP_M_CONSUME_RATE || k->id == KP_M_CONSUME_MIBPS;
        }
        f->consume_fetch = fetch && !join;
        f->consume_rate_label =
            f->consume_fetch ? m->labels.fetch_rate : m->labels.consume_rate;
        f->consume_mibps_label =
            f->consume_fetch ? m->labels.fetch_mibps : m->labels.consume_mibps;
        f->consume_seconds_label = f->consume_fetch
                                       ? MB_TR(b, RM_COL_FETCH_SECONDS)
                                       : MB_TR(b, RM_COL_SECONDS);
}

static void rows_build(mb *b, kp_rmodel *m)
{
        kp_rm_front *f = &m->front;
        double *v = mb_calloc(b, m->n_tiers, sizeof(*v));
        consume_form(b, m);
        f->rows = mb_calloc(b, m->n_tiers, sizeof(*f->rows));
        for (size_t i = 0; v && f->rows && f->consume_seconds && i < m->n_tiers;
             i++) {
                const kp_sweep_point *p = point_of(m, i);
                if (p && p->runs[0] != i)
                        continue;
                if (p) {
                        row_of_point(b, m, p, &f->rows[f->n_rows], v);
                        f->has_points = 1;
                } else {
                        row_of_tier(b, m, i, &f->rows[f->n_rows]);
                }
                f->n_rows++;
        }
        free(v);
        f->rate_mark = column_mark(b, f, 0, offsetof(kp_rm_front_row, rate));
        f->p95_mark = column_mark(b, f, 0, offsetof(kp_rm_front_row, p95));
        f->c_mibps_mark =
            column_mark(b, f, 1, offsetof(kp_rm_front_row, mib_per_sec));
        f->c_rate_mark =
            column_mark(b, f, 1, offsetof(kp_rm_front_row, msgs_per_sec));
}

static size_t tier_index(const kp_rmodel *m, const char *name)
{
        for (size_t i = 0; i < m->n_tiers; i++)
                if (strcmp(m->tiers[i].name, name) == 0)
                        return i;
        return m->n_tiers;
}

static const kp_sweep_point *point_of_check(const kp_rmodel *m,
                                            const kp_check *k)
{
        size_t i = tier_index(m, k->tier);
        return i < m->n_tiers ? point_of(m, i) : NULL;
}

/* One check for a criterion over a point's runs: the median of their
 * values, the worst verdict (FAIL before INCOMPLETE before PASS). */
static void point_check(mb *b, const kp_rmodel *m, const kp_sweep_point *p,
                        const kp_check *first, size_t index, kp_rm_check *c,
                        double *v)
{
        kp_check k = *first;
        const kp_check *noted = NULL; /* the first run's check with a note */
        size_t n = 0, not_pass = 0;
        k.tier = (char *)p->name;
        for (size_t i = 0; i < m->e->n_checks; i++) {
                const kp_check *o = &m->e->checks[i];
                if (o->criterion != first->criterion ||
                    point_of_check(m, o) != p)
                        continue;
                if (o->has_value)
                        v[n++] = o->value;
                not_pass += o->verdict != KP_PASS;
                if (kp_verdict_rank(o->verdict) > kp_verdict_rank(k.verdict))
                        k.verdict = o->verdict;
                if (!noted && (o->why != KP_WHY_JUDGED || o->aborted))
                        noted = o;
        }
        k.has_value = n > 0;
        if (n) {
                k.value = median(v, n);
                k.margin = k.cmp == KP_CMP_LE || k.cmp == KP_CMP_LT
                               ? k.threshold - k.value
                               : k.value - k.threshold;
                k.margin_pct =
                    k.threshold != 0 ? k.margin / fabs(k.threshold) * 100 : 0;
        }
        mb_check_build(b, m->r, index, &k, c);
        /* The note is its own run's (its tier's reason, its abort). */
        if (noted) {
                free(c->note_own);
                c->note = c->note_own = kp_rm_check_note(b->lang, m->r, noted);
        }
        c->runs = p->n_runs;
        c->runs_not_pass = not_pass;
}

static void checks_build(mb *b, kp_rmodel *m)
{
        kp_rm_front *f = &m->front;
        double *v;
        if (!m->e)
                return;
        v = mb_calloc(b, m->e->n_checks, sizeof(*v));
        f->checks = mb_calloc(b, m->e->n_checks, sizeof(*f->checks));
        for (size_t i = 0; v && f->checks && i < m->e->n_checks; i++) {
                const kp_check *k = &m->e->checks[i];
                const kp_sweep_point *p = point_of_check(m, k);
                int seen = 0;
                for (size_t j = 0; p && j < i && !seen; j++)
                        seen = m->e->checks[j].criterion == k->criterion &&
                               point_of_check(m, &m->e->checks[j]) == p;
                if (seen)
                        continue;
                if (p)
                        point_check(b, m, p, k, f->n_checks,
                                    &f->checks[f->n_checks], v);
                else
                        mb_check_build(b, m->r, f->n_checks, k,
                                       &f->checks[f->n_checks]);
                f->n_checks++;
        }
        free(v);
}

/* The report's date and what a decision means for the verdict. */
static void signoff_words(mb *b, kp_rmodel *m)
{
        kp_rm_signoff *so = &m->signoff;
        const char *stamp = m->run_finish_iso && *m->run_finish_iso
                                ? m->run_finish_iso
                            : m->run_start_iso ? m->run_start_iso
                                               : "";
        so->date = mb_printf(b, "%.10s", stamp);
        if (m->verdict == KP_INCONCLUSIVE) {
                so->meaning =
                    mb_printf(b, MB_TR(b, RM_SIGNOFF_MEANS_INCONCLUSIVE),
                              MB_TR(b, RM_DECISION_NOT_VALID));
                return;
        }
        so->meaning = mb_printf(
            b,
            kp_tr(b->lang, m->verdict == KP_PASS ? KP_S_RM_SIGNOFF_MEANS_PASS
                           : m->verdict == KP_FAIL
                               ? KP_S_RM_SIGNOFF_MEANS_FAIL
                               : KP_S_RM_SIGNOFF_MEANS_INCOMPLETE),
            MB_TR(b, RM_DECISION_APPROVED), MB_TR(b, RM_DECISION_CONDITIONS),
            MB_TR(b, RM_DECISION_REJECTED), MB_TR(b, RM_DECISION_NOT_VALID));
}

/* The risks of section 3.2: a load host that the brokers shared or
 * that was saturated, then the extrapolation's. */
static void risks_build(mb *b, kp_rmodel *m)
{
        size_t n = 0;
        if (m->evidence_note && *m->evidence_note)
                m->host_risk =
                    mb_printf(b, MB_TR(b, RM_RISK_HOST), m->evidence_note);
        m->risks = mb_calloc(b, m->x.n_risks + 1, sizeof(char *));
        if (!m->risks)
                return;
        if (m->host_risk)
                m->risks[n++] = m->host_risk;
        for (size_t i = 0; i < m->x.n_risks; i++)
                m->risks[n++] = m->x.risks[i];
        m->n_risks = n;
        m->has_risks = n > 0;
}

void mb_front_build(mb *b, kp_rmodel *m)
{
        static const char *const keys[KP_RM__QUESTIONS] = {
                "throughput", "latency", "completeness", "storage"
        };
        const char *const topics[KP_RM__QUESTIONS] = {
                MB_TR(b, RM_Q_THROUGHPUT), MB_TR(b, RM_Q_LATENCY),
                MB_TR(b, RM_Q_COMPLETENESS), MB_TR(b, RM_Q_STORAGE)
        };
        kp_rm_front *f = &m->front;
        f->reasons = mb_calloc(b, m->n_failed_checks, sizeof(*f->reasons));
        for (size_t i = 0; f->reasons && i < m->n_failed_checks; i++) {
                reason_build(b, m, m->failed_checks[i], &f->reasons[i]);
                f->n_reasons = i + 1;
        }
        by_tier_build(b, f);
        for (int q = 0; q < KP_RM__QUESTIONS; q++) {
                f->answers[q].question = (kp_rm_question)q;
                f->answers[q].key = keys[q];
                f->answers[q].topic = topics[q];
        }
        if (m->x.present) {
                throughput(b, m, &f->answers[KP_RM_Q_THROUGHPUT]);
                latency(b, m, &f->answers[KP_RM_Q_LATENCY]);
                storage(b, m, &f->answers[KP_RM_Q_STORAGE]);
                f->target = mb_printf(b, MB_TR(b, RM_FRONT_TARGET),
                                      m->x.t_messages.text, m->x.t_window.text,
                                      m->x.required_peak_rate.text);
        } else {
                no_target(b, &f->answers[KP_RM_Q_THROUGHPUT]);
                no_target(b, &f->answers[KP_RM_Q_LATENCY]);
                no_target(b, &f->answers[KP_RM_Q_STORAGE]);
                f->target = mb_strdup(b, "");
        }
        completeness(b, m, &f->answers[KP_RM_Q_COMPLETENESS]);
        for (int q = 0; q < KP_RM__QUESTIONS; q++)
                if (!f->answers[q].brokers)
                        f->answers[q].brokers = mb_strdup(b, "");
        f->emulated_hosts =
            m->r->cluster.emulated_hosts ? MB_TR(b, RM_EMULATED_HOSTS) : "";
        f->consume_seconds =
            mb_calloc(b, m->n_tiers, sizeof(*f->consume_seconds));
        for (size_t i = 0; f->consume_seconds && i < m->n_tiers; i++) {
                const kp_rm_consume *c = &m->tiers[i].c;
                if (c->ran)
                        mb_cell_fmt(b, &f->consume_seconds[i],
                                    c->duration_s.raw, kp_rfmt_ms, KP_RM_MS);
                else
                        mb_cell_num(b, &f->consume_seconds[i], "", NAN,
                                    KP_RM_MS);
        }
        rows_build(b, m);
        checks_build(b, m);
        signoff_words(b, m);
        risks_build(b, m);
}

void mb_front_free(kp_rmodel *m)
{
        kp_rm_front *f = &m->front;
        free(m->signoff.date);
        free(m->signoff.meaning);
        free(m->host_risk);
        free(m->risks); /* the strings: host_risk and the extrapolation's */
        for (size_t i = 0; i < f->n_reasons; i++) {
                mb_cell_free(&f->reasons[i].value);
                mb_cell_free(&f->reasons[i].limit);
                free(f->reasons[i].excess);
                free(f->reasons[i].cause);
                free(f->reasons[i].own_cause);
                free(f->reasons[i].brokers_cause);
                free(f->reasons[i].brief);
                free(f->reasons[i].line);
        }
        free(f->reasons);
        for (size_t i = 0; i < f->n_by_tier; i++) {
                free(f->by_tier[i].reasons);
                free(f->by_tier[i].criteria);
                free(f->by_tier[i].cause);
                free(f->by_tier[i].line);
        }
        free(f->by_tier);
        for (int q = 0; q < KP_RM__QUESTIONS; q++) {
                mb_cell_free(&f->answers[q].figure);
                mb_cell_free(&f->answers[q].rate);
                mb_cell_free(&f->answers[q].count);
                mb_cell_free(&f->answers[q].disks);
                mb_cell_free(&f->answers[q].disks_share);
                free(f->answers[q].sentence);
                free(f->answers[q].brokers);
        }
        free(f->target);
        if (f->consume_seconds)
                for (size_t i = 0; i < m->n_tiers; i++)
                        mb_cell_free(&f->consume_seconds[i]);
        free(f->consume_seconds);
        for (size_t i = 0; f->rows && i < f->n_rows; i++) {
                kp_rm_front_row *x = &f->rows[i];
                kp_rm_cell *c[] = { &x->messages,     &x->record_size,
                                    &x->record_bytes, &x->target_rate,
                                    &x->rate,         &x->p95,
                                    &x->c_messages,   &x->mib,
                                    &x->mib_per_sec,  &x->msgs_per_sec,
                                    &x->seconds };
                mb_cells_free(c, KP_ARRAY_LEN(c));
        }
        free(f->rows);
        for (size_t i = 0; f->checks && i < f->n_checks; i++)
                mb_check_free(&f->checks[i]);
        free(f->checks);
}
