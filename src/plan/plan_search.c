/* The capacity search and the backlog drain of a tier (plan/plan.h,
 * kp_search and kp_backlog; docs/plan.md, "capacity" and "backlog"). */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/json.h"
#include "base/units.h"
#include "base/util.h"
#include "plan/metrics.h"
#include "plan/plan.h"
#include "plan/plan_priv.h"

static const char *const search_keys[] = { "from",      "to",     "growth",
                                           "precision", "trial",  "max_trials",
                                           "min_ratio", "soak",   "backoff",
                                           "max_soaks", "warmup", "criteria",
                                           NULL };

static const char *const backlog_keys[] = { "pause", "caught_up", NULL };

static const char *const criterion_keys[] = { "metric", "op",      "threshold",
                                              "window", "windows", NULL };

int pr_search_defaults(kp_search *s)
{
        s->growth = 2;
        s->precision = 0.05;
        s->trial_us = 10LL * 1000000;
        s->max_trials = 12;
        s->min_ratio = 0.98;
        s->backoff = 0.9;
        s->max_soaks = 3;
        s->warmup_us = -1;
        return 0;
}

/* "trial": a duration with its unit ("10s") or a message count. */
static int get_trial(const rd *r, const cJSON *obj, const char *parent,
                     kp_search *s)
{
        char path[PATH_LEN], text[128], why[256];
        const cJSON *v = pr_member(obj, "trial", path, parent);
        uint64_t n;
        int64_t us;
        if (!v)
                return 0;
        if (pr_as_text(r, v, path,
                       "expected a duration (\"10s\") or a message count", text,
                       sizeof(text)))
                return -1;
        if (cJSON_IsString(v) && strpbrk(text, "abcdefghijklmnopqrstuvwxyz") &&
            kp_parse_duration_us(text, &us, why, sizeof(why)) == 0) {
                if (us < 1000000 || us > 3600LL * 1000000)
                        return pr_bad_value(r, path, v,
                                            "expected a trial of 1 s to 1 h");
                s->trial_us = us;
                s->trial_messages = 0;
                return 0;
        }
        if (kp_parse_count(text, &n, why, sizeof(why)) == 0 && n >= 100 &&
            n <= 1000000000ULL) {
                s->trial_messages = n;
                s->trial_us = 0;
                return 0;
        }
        return pr_bad_value(r, path, v,
                            "expected a duration with its unit (\"10s\") or "
                            "a message count of 100 to 1,000,000,000");
}

/* "criteria": what judges a trial, produce.* metrics only. */
static int get_criteria(const rd *r, const cJSON *obj, const char *parent,
                        kp_search *s)
{
        char path[PATH_LEN];
        const cJSON *arr = pr_member(obj, "criteria", path, parent), *it;
        size_t i = 0;
        if (!arr)
                return 0;
        s->criteria = pr_array_items(r, arr, path, 1, 20,
                                     "expected an array of 1 to 20 criteria",
                                     sizeof(*s->criteria));
        if (!s->criteria)
                return -1;
        cJSON_ArrayForEach(it, arr)
        {
                char cp[PATH_LEN], mp[PATH_LEN], op[PATH_LEN];
                kp_criterion *c = &s->criteria[s->n_criteria];
                const cJSON *m, *o;
                const kp_metric *met;
                kp_json_path_index(cp, sizeof(cp), path, i++);
                if (pr_want_object(r, it, cp) ||
                    pr_check_keys(r, it, cp, criterion_keys))
                        return -1;
                m = pr_member(it, "metric", mp, cp);
                o = pr_member(it, "op", op, cp);
                if (!m || !o ||
                    !cJSON_GetObjectItemCaseSensitive(it, "threshold"))
                        return pr_perr(r, cp,
                                       "a criterion needs \"metric\", \"op\" "
                                       "and \"threshold\"");
                met = cJSON_IsString(m) ? kp_metric_find(m->valuestring) : NULL;
                if (!met || strncmp(met->name, "produce.", 8) != 0)
                        return pr_bad_value(r, mp, m,
                                            "expected a produce.* metric (a "
                                            "trial only produces)");
                if (!cJSON_IsString(o) || pr_parse_cmp(o->valuestring, &c->cmp))
                        return pr_bad_value(r, op, o,
                                            "expected one of \"<=\", \"<\", "
                                            "\">=\", \">\"");
                c->metric = strdup(met->name);
                s->n_criteria++;
                if (!c->metric)
                        return pr_perr(r, cp, "out of memory");
                if (pr_get_number(r, it, cp, "threshold", -1e15, 1e15,
                                  &c->threshold) ||
                    pr_check_threshold(r, cp, met, c->threshold) ||
                    pr_parse_window(r, it, cp, met, c))
                        return -1;
        }
        return 0;
}

static int get_search_rate(const rd *r, const cJSON *obj, const char *parent,
                           const char *key, double *out)
{
        int given = 0;
        char path[PATH_LEN];
        const cJSON *v = pr_member(obj, key, path, parent);
        if (pr_get_rate(r, obj, parent, key, out, &given))
                return -1;
        if (given && *out <= 0)
                return pr_bad_value(r, path, v,
                                    "expected a rate " KP_RATE_RANGE
                                    " (a search tries fixed rates, not "
                                    "\"unlimited\")");
        return 0;
}

int pr_parse_search(const rd *r, const cJSON *obj, const char *parent,
                    kp_tier *t)
{
        char path[PATH_LEN];
        const cJSON *v = pr_member(obj, "search", path, parent);
        kp_search *s = &t->search;
        if (!v)
                return pr_perr(r, parent,
                               "\"rate\": \"search\" needs a \"search\" "
                               "object with at least \"from\" and \"to\" "
                               "(msg/s)");
        if (pr_want_object(r, v, path) ||
            pr_check_keys(r, v, path, search_keys))
                return -1;
        if (get_search_rate(r, v, path, "from", &s->from) ||
            get_search_rate(r, v, path, "to", &s->to) ||
            pr_get_number(r, v, path, "growth", 1.1, 10, &s->growth) ||
            pr_get_number(r, v, path, "precision", 0.001, 0.5, &s->precision) ||
            get_trial(r, v, path, s) ||
            pr_get_int(r, v, path, "max_trials", 2, 100, &s->max_trials) ||
            pr_get_number(r, v, path, "min_ratio", 0.5, 1, &s->min_ratio) ||
            pr_get_duration(r, v, path, "soak", 1000000, 24LL * 3600 * 1000000,
                            &s->soak_us) ||
            pr_get_number(r, v, path, "backoff", 0.5, 0.99, &s->backoff) ||
            pr_get_int(r, v, path, "max_soaks", 1, 10, &s->max_soaks) ||
            pr_get_duration(r, v, path, "warmup", 0, 600LL * 1000000,
                            &s->warmup_us) ||
            get_criteria(r, v, path, s))
                return -1;
        if (s->from <= 0 || s->to <= 0)
                return pr_perr(r, path,
                               "a search needs \"from\" and \"to\": the "
                               "lowest and highest rates to try, in msg/s");
        if (s->to < s->from) {
                char tp[PATH_LEN];
                kp_json_path_key(tp, sizeof(tp), path, "to");
                return pr_perr(r, tp,
                               "\"to\" (%g msg/s) is below \"from\" (%g "
                               "msg/s)",
                               s->to, s->from);
        }
        s->present = 1;
        return 0;
}

int pr_parse_backlog(const rd *r, const cJSON *obj, const char *parent,
                     kp_tier *t)
{
        char path[PATH_LEN];
        const cJSON *v = pr_member(obj, "backlog", path, parent);
        kp_backlog *b = &t->backlog;
        if (!v)
                return 0;
        b->caught_up_us = 1000000;
        if (pr_want_object(r, v, path) ||
            pr_check_keys(r, v, path, backlog_keys) ||
            pr_get_duration(r, v, path, "pause", 1000000, 24LL * 3600 * 1000000,
                            &b->pause_us) ||
            pr_get_duration(r, v, path, "caught_up", 10000, 600LL * 1000000,
                            &b->caught_up_us))
                return -1;
        if (b->pause_us <= 0)
                return pr_perr(r, path,
                               "a backlog needs \"pause\": how long the "
                               "consumers wait while the producers build "
                               "the backlog, such as \"30s\"");
        b->present = 1;
        return 0;
}

void pr_search_free(kp_search *s)
{
        for (size_t i = 0; i < s->n_criteria; i++)
                free(s->criteria[i].metric);
        free(s->criteria);
        s->criteria = NULL;
        s->n_criteria = 0;
}

int pr_search_copy(kp_search *dst, const kp_search *src)
{
        *dst = *src;
        dst->criteria = NULL;
        dst->n_criteria = 0;
        if (!src->n_criteria)
                return 0;
        dst->criteria = calloc(src->n_criteria, sizeof(*dst->criteria));
        if (!dst->criteria)
                return -1;
        for (size_t i = 0; i < src->n_criteria; i++) {
                dst->criteria[i] = src->criteria[i];
                dst->criteria[i].metric = strdup(src->criteria[i].metric);
                dst->criteria[i].tiers = NULL;
                dst->criteria[i].n_tiers = 0;
                if (!dst->criteria[i].metric)
                        return -1;
                dst->n_criteria++;
        }
        return 0;
}

/* ---- public ---------------------------------------------------------- */

int kp_tier_unlimited(const kp_tier *t)
{
        return t->rate <= 0 && !t->search.present;
}

/* A trial's or a soak's warm-up: the tier's, else a second of messages
 * (at most a fifth of them). */
static double warmup_s(const kp_tier *t, double rate, double messages)
{
        if (t->warmup_us > 0)
                return (double)t->warmup_us / 1e6;
        if (t->warmup_messages > 0)
                return (double)t->warmup_messages / rate;
        return fmin(1.0, messages / rate / 5);
}

double kp_search_warmup_seconds(const kp_tier *t)
{
        const kp_search *s = &t->search;
        double trial, tier = 0;
        if (!s->present || s->from <= 0)
                return 0;
        if (s->warmup_us >= 0)
                return (double)s->warmup_us / 1e6;
        trial = s->trial_messages ? (double)s->trial_messages / s->from
                                  : (double)s->trial_us / 1e6;
        if (t->warmup_us > 0)
                tier = (double)t->warmup_us / 1e6;
        else if (t->warmup_messages > 0)
                tier = (double)t->warmup_messages / s->from;
        return fmax(fmin(trial, KP_SEARCH_WARMUP_MAX_S), tier);
}

double kp_tier_max_run_messages(const kp_tier *t)
{
        const kp_search *s = &t->search;
        double trial, soak, run, warm;
        if (!s->present)
                return (double)t->messages;
        trial = s->trial_messages ? (double)s->trial_messages
                                  : s->to * (double)s->trial_us / 1e6;
        soak = s->to * (double)s->soak_us / 1e6;
        run = trial > soak ? trial : soak;
        run += s->to * warmup_s(t, s->to, run);
        /* The warm-up before trial 1 is a run of its own. */
        warm = ceil(s->from * kp_search_warmup_seconds(t));
        return run > warm ? run : warm;
}

double kp_search_worst_seconds(const kp_tier *t)
{
        const kp_search *s = &t->search;
        double trial, soak, total;
        if (!s->present)
                return 0;
        trial = s->trial_messages ? (double)s->trial_messages / s->from
                                  : (double)s->trial_us / 1e6;
        /* max_trials, the repeat of a failure at the lowest rate and the
         * warm-up before them. */
        total = (s->max_trials + 1) *
                    (trial + warmup_s(t, s->from, trial * s->from)) +
                kp_search_warmup_seconds(t);
        soak = (double)s->soak_us / 1e6;
        if (soak > 0)
                total += s->max_soaks *
                         (soak + warmup_s(t, s->from, soak * s->from));
        return total;
}
