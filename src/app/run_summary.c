/*
 * run_summary: the end of kplan run on the terminal (the summary table,
 * rendered from the report model) and its --junit file.
 */
#include "app/run_summary.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#include "app/cli.h"
#include "base/util.h"
#include "evaluate/evaluate.h"
#include "report/junit.h"
#include "report/model/judgment_words.h"
#include "report/words/lang.h"

/* --junit FILE: the checks for a CI system (report/junit.h). */
int kp_run_write_junit(const kp_rmodel *m, const char *path)
{
        kp_buf doc = { 0 };
        int rc;
        kp_junit_run(m, &doc);
        rc = kp_cli_write_junit("run", path, &doc);
        if (!rc)
                printf("junit     %s\n", path);
        return rc;
}

/* The summary table, rendered from the report model. */
void kp_run_print_summary(const kp_rmodel *m, const kp_reports_paths *paths,
                          int wrote)
{
        /* The consume rate by its one label (report/words/lang.h), in the
         * terminal's English. */
        const char *fetch = kp_tr(KP_LANG_EN, KP_S_RM_COL_FETCH_RATE);
        char *why;
        printf("\n%-26s %14s %10s %10s %10s %14s %9s  %s\n", "tier",
               "produce msg/s", "target", "p95 ms", "p95 svc", fetch,
               "complete", "verdict");
        for (size_t i = 0; i < m->n_tiers; i++) {
                const kp_rm_tier *t = &m->tiers[i];
                char target[32], cons[32];
                if (t->search.ran)
                        snprintf(target, sizeof(target), "%.0f",
                                 t->p.target_rate.raw);
                else if (t->has_spec && !t->sc.unlimited)
                        snprintf(target, sizeof(target), "%.0f",
                                 t->sc.rate_number.raw);
                else
                        snprintf(target, sizeof(target), "unlimited");
                /* No fetch time (never assigned): not known, not 0. */
                if (t->c.ran && isfinite(t->c.fetch_msgs_per_sec.raw))
                        snprintf(cons, sizeof(cons), "%.0f",
                                 t->c.fetch_msgs_per_sec.raw);
                else if (t->c.ran)
                        snprintf(cons, sizeof(cons), "n/a");
                else
                        snprintf(cons, sizeof(cons), "-");
                printf("%-26.26s %14.1f %10s %10.3f %10.3f %14s %9s  %s\n",
                       t->name, t->p.achieved_rate.raw, target,
                       t->p.latency.p95.raw, t->p.service.p95.raw, cons,
                       t->c.ran ? t->c.completeness.text : "-",
                       t->verdict_text[0] ? kp_verdict_str(t->verdict) : "");
        }
        printf("(p95 ms: latency from the due time; p95 svc: from hand-off "
               "to the client; %s: consume rate over fetch time, the group "
               "join excluded)\n",
               fetch);
        for (size_t i = 0; i < m->n_tiers; i++) {
                const kp_rm_search *sr = &m->tiers[i].search;
                /* results.json's English note, as the rest of the
                 * terminal. */
                const char *note = m->r->tiers[m->tiers[i].index].search.note;
                if (!sr->ran)
                        continue;
                printf("search %s: %s; %s%s%s\n", m->tiers[i].name,
                       note ? note : "", sr->has_sustained ? "sustained " : "",
                       sr->has_sustained ? sr->sustained.text
                       : sr->soaked      ? "no soak held it"
                                         : "no soak: not sustained",
                       sr->has_sustained ? " msg/s" : "");
        }
        for (size_t i = 0; i < m->n_checks; i++) {
                const kp_rm_check *k = &m->checks[i];
                if (k->verdict != KP_FAIL)
                        continue;
                printf("FAIL %s: %s = %.4g %s, criterion %s %g\n", k->tier,
                       k->metric, k->value.raw, k->unit, k->op,
                       k->threshold_number);
        }
        /* The extrapolation in one line, as the reports word it. */
        if (m->headline && *m->headline)
                printf("\n%s\n", m->headline);
        /* The terminal speaks English whatever the reports' language. */
        for (size_t i = 0; i < m->e->n_risks; i++) {
                char *w = kp_judgment_words(KP_LANG_EN, &m->e->risks[i]);
                if (w)
                        printf("risk: %s\n", w);
                free(w);
        }
        why = kp_rm_verdict_words(KP_LANG_EN, m->r, m->e, NULL);
        printf("\nverdict: %s (%s)\n", kp_verdict_str(m->verdict),
               why ? why : "");
        free(why);
        if (m->embedded)
                printf("(embedded mock cluster: not evidence about any Kafka "
                       "cluster)\n");
        printf("\nresults   %s\n", paths->results);
        if (wrote)
                printf("workbook  %s\nreport    %s\n", paths->xlsx, paths->md);
}
