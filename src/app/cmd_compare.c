/*
 * kplan compare A B: two runs side by side from their results.json, with
 * the regressions of B against A (docs/compare.md). Nothing connects to
 * Kafka.
 */
#include <math.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "app/cli.h"
#include "app/options.h"
#include "base/util.h"
#include "evaluate/compare.h"
#include "report/model/compare_view.h"
#include "report/junit.h"
#include "report/md/report_md.h"
#include "report/xlsx/report_xlsx.h"

#define COMPARE_TEMPLATE "compare.md.mustache"

static void help(void)
{
        printf("Usage: kplan compare [--threshold PCT] [--metric NAME]... "
               "[--out DIR] [-t FILE] A B\n"
               "\n"
               "Compares run B with run A (each a results.json or the "
               "report directory\n"
               "holding one): tier by tier and sweep point by sweep point, "
               "matched by name,\n"
               "and parallel groups through their aggregates, every catalog "
               "metric both\n"
               "runs measured: A, B, B - A, B / A and the change. B is a "
               "regression where\n"
               "a gated metric is worse than in A, in the metric's "
               "direction, by more\n"
               "than the threshold. A tier of A missing in B is not judged; "
               "tiers only in B\n"
               "are listed, not compared.\n"
               "\n"
               "      --threshold PCT  percent of A by which B may be worse "
               "(default %g)\n"
               "      --min-ms MS      a latency must also be worse by more "
               "than this many\n"
               "                       ms to be a regression (default %g; "
               "0: no minimum)\n"
               "  -m, --metric NAME    compare and gate only this catalog "
               "metric; may be\n"
               "                       repeated (default: every metric, "
               "the gated ones\n"
               "                       of docs/compare.md flag "
               "regressions)\n"
               "  -o, --out DIR        also write DIR/compare.md and "
               "DIR/compare.xlsx\n"
               "  -t, --template FILE  Markdown template, as for kplan run and "
               "report (default:\n"
               "                       the bundled " COMPARE_TEMPLATE ")\n"
               "      --junit FILE     also write the compared figures as a "
               "JUnit XML report\n"
               "                       for CI, one test case each "
               "(docs/ci.md)\n"
               "\n"
               "Exit 0 when every tier of A was compared in B and no "
               "regression is flagged;\n"
               "1 when one is, or when something was not judged (a tier of "
               "A missing in B\n"
               "or not measured there, a gated metric B did not measure, "
               "no tier in\n"
               "common: INCOMPLETE); 2 for a usage error or an input that is "
               "not kplan\n"
               "results; 3 when an input cannot be read or an output cannot "
               "be written.\n",
               KP_COMPARE_DEFAULT_THRESHOLD, KP_COMPARE_DEFAULT_MIN_MS);
}

/* "10", "10%", "2.5": a percentage above 0 and at most 1000. */
static int parse_pct(const char *s, double *out)
{
        char *end;
        double v = strtod(s, &end);
        if (end == s)
                return -1;
        if (*end == '%')
                end++;
        if (*end || !isfinite(v) || v <= 0 || v > 1000)
                return -1;
        *out = v;
        return 0;
}

static void print_run(const char *tag, const kp_cv_run *r)
{
        printf("%s  %s: run %s, plan %s, %s, started %s\n", tag, r->path,
               *r->run_id ? r->run_id : "?", r->plan,
               *r->cluster ? r->cluster : "?",
               r->started[0] ? r->started : "?");
}

static void print_table(const kp_cmodel *m)
{
        for (size_t i = 0; i < m->n_tiers; i++) {
                const kp_cv_tier *t = &m->tiers[i];
                printf("\n%s %s", t->aggregate ? "parallel group" : "tier",
                       t->name);
                if (t->aggregate)
                        printf(" (aggregate)");
                if (t->runs && *t->runs)
                        printf(" (%s)", t->runs);
                if (!t->compared) {
                        printf(": %s\n", t->why_unjudged);
                        continue;
                }
                printf("\n  %-36s %18s %18s %18s %7s %8s\n", "metric", "A", "B",
                       "B - A", "B/A", "change");
                for (size_t k = 0; k < t->n_rows; k++) {
                        const kp_cv_row *r = &t->rows[k];
                        printf("  %-36s %18s %18s %18s %7s %8s%s\n", r->metric,
                               r->a, r->b, r->delta, *r->ratio ? r->ratio : "-",
                               r->change,
                               r->regression        ? "  REGRESSION"
                               : r->worse_not_gated ? "  (worse; not gated)"
                                                    : "");
                }
        }
}

static void print_summary(const kp_cmodel *m)
{
        if (m->n_only_a) {
                printf("\nonly in A (not compared):");
                for (size_t i = 0; i < m->n_only_a; i++)
                        printf("%s %s", i ? "," : "", m->only_a[i]);
                printf("\n");
        }
        if (m->n_only_b) {
                printf("%sonly in B (not compared):", m->n_only_a ? "" : "\n");
                for (size_t i = 0; i < m->n_only_b; i++)
                        printf("%s %s", i ? "," : "", m->only_b[i]);
                printf("\n");
        }
        printf("\n");
        for (size_t i = 0; i < m->n_tiers; i++) {
                const kp_cv_tier *t = &m->tiers[i];
                for (size_t k = 0; k < t->n_rows; k++) {
                        const kp_cv_row *r = &t->rows[k];
                        if (!r->regression)
                                continue;
                        printf("regression  %s: %s %s -> %s (%s, %s is "
                               "better)\n",
                               t->name, r->metric, r->a, r->b, r->change,
                               r->direction);
                }
        }
        for (size_t i = 0; i < m->n_tiers; i++)
                if (m->tiers[i].unjudged)
                        printf("not judged  %s: %s\n", m->tiers[i].name,
                               m->tiers[i].why_unjudged);
        if (m->n_only_a)
                printf("not judged  %zu tier%s of A not in B\n", m->n_only_a,
                       m->n_only_a == 1 ? "" : "s");
        if (!m->n_tiers)
                printf("not judged  no tier of run A is in run B: nothing "
                       "was compared\n");
        for (size_t i = 0; i < m->n_diffs; i++)
                printf("differs  %s %s: %s -> %s\n", m->diffs[i].kind,
                       m->diffs[i].name, m->diffs[i].a, m->diffs[i].b);
        if (*m->causes)
                printf("causes   %s\n", m->causes);
        printf("verdict  %s\n", m->verdict);
}

static int write_outputs(const kp_cmodel *m, const char *dir, const char *tmpl)
{
        char err[2048];
        char *md = kp_path_join(dir, "compare.md");
        char *xl = kp_path_join(dir, "compare.xlsx");
        cJSON *view = kp_compare_view(m);
        int rc = KP_EXIT_RUNTIME, w;
        if (!md || !xl || !view) {
                fprintf(stderr, "kplan compare: out of memory\n");
                goto out;
        }
        if (kp_mkdir_p(dir, err, sizeof(err))) {
                fprintf(stderr, "kplan compare: %s\n", err);
                goto out;
        }
        w = kp_report_md_render(tmpl ? tmpl : COMPARE_TEMPLATE, view, md, err,
                                sizeof(err));
        if (w) {
                fprintf(stderr, "kplan compare: %s\n", err);
                rc = w == KP_REPORT_ETEMPLATE ? KP_EXIT_USAGE : KP_EXIT_RUNTIME;
                goto out;
        }
        if (kp_compare_xlsx_write(m, xl, err, sizeof(err))) {
                fprintf(stderr, "kplan compare: %s\n", err);
                goto out;
        }
        printf("report   %s\nworkbook %s\n", md, xl);
        rc = 0;
out:
        cJSON_Delete(view);
        free(md);
        free(xl);
        return rc;
}

/* --junit FILE: the compared figures for a CI system (report/junit.h). */
static int write_junit(const kp_cmodel *m, const char *path)
{
        kp_buf doc = { 0 };
        kp_junit_compare(m, &doc);
        return kp_cli_write_junit("compare", path, &doc);
}

/* The command's options, as parsed. */
typedef struct compare_opts {
        kp_compare_opts co;
        const char **metrics; /* argv's; the array freed by the command */
        size_t n_metrics;
        const char *out, *tmpl, *junit;
} compare_opts;

static int opt_threshold(void *field, const char *arg, const char *v)
{
        compare_opts *o = field;
        (void)arg;
        if (parse_pct(v, &o->co.threshold_pct))
                return kp_usage_error("compare",
                                      "--threshold: expected a percentage "
                                      "above 0 and at most 1000 (\"10\" or "
                                      "\"10%%\"), got \"%s\"",
                                      v);
        return KP_OPTS_GO_ON;
}

static int opt_metric(void *field, const char *arg, const char *v)
{
        compare_opts *o = field;
        const char **m = realloc(o->metrics, (o->n_metrics + 1) * sizeof(*m));
        (void)arg;
        if (!m) {
                fprintf(stderr, "kplan compare: out of memory\n");
                return KP_EXIT_RUNTIME;
        }
        o->metrics = m;
        o->metrics[o->n_metrics++] = v;
        return KP_OPTS_GO_ON;
}

static int opt_template(void *field, const char *arg, const char *v)
{
        compare_opts *o = field;
        double pct;
        (void)arg;
        /* -t is --template, as in kplan run and report; it was
         * --threshold here once: a percentage that names no file is
         * refused, not read as one. */
        if (parse_pct(v, &pct) == 0 && access(v, F_OK) != 0)
                return kp_usage_error("compare",
                                      "-t is --template (as in kplan run and "
                                      "report), and \"%s\" is no template "
                                      "file: for the threshold write "
                                      "--threshold %s",
                                      v, v);
        o->tmpl = v;
        return KP_OPTS_GO_ON;
}

static int opt_junit(void *field, const char *arg, const char *v)
{
        compare_opts *o = field;
        (void)arg;
        if (!*v)
                return kp_usage_error("compare", "--junit: expected a file "
                                                 "name, got an empty string");
        o->junit = v;
        return KP_OPTS_GO_ON;
}

static int opt_min_ms(void *field, const char *arg, const char *v)
{
        compare_opts *o = field;
        char *end;
        (void)arg;
        o->co.min_ms = strtod(v, &end);
        if (end == v || *end || !isfinite(o->co.min_ms) || o->co.min_ms < 0 ||
            o->co.min_ms > 3600000)
                return kp_usage_error("compare",
                                      "--min-ms: expected milliseconds, 0 or "
                                      "more, got \"%s\"",
                                      v);
        o->co.min_ms_given = 1;
        return KP_OPTS_GO_ON;
}

static const kp_opt compare_table[] = {
        { "--help", 'h', KP_OPT_HELP, NULL, 0 },
        { "--threshold", 0, KP_OPT_VALUE, opt_threshold, 0 },
        { "--metric", 'm', KP_OPT_VALUE, opt_metric, 0 },
        { "--out", 'o', KP_OPT_VALUE, NULL, offsetof(compare_opts, out) },
        { "--template", 't', KP_OPT_VALUE, opt_template, 0 },
        { "--min-ms", 0, KP_OPT_VALUE, opt_min_ms, 0 },
        { "--junit", 0, KP_OPT_VALUE, opt_junit, 0 },
};

static const kp_opts_table compare_opts_table = { "compare", compare_table,
                                                  KP_ARRAY_LEN(compare_table),
                                                  help };

/* Every --metric names one of the catalog. */
static int check_metrics(const compare_opts *o)
{
        for (size_t i = 0; i < o->n_metrics; i++) {
                const char *s;
                if (kp_metric_find(o->metrics[i]))
                        continue;
                s = kp_metric_suggest(o->metrics[i]);
                if (s)
                        return kp_usage_error("compare",
                                              "--metric: unknown metric "
                                              "\"%s\" (did you mean \"%s\"?)",
                                              o->metrics[i], s);
                return kp_usage_error("compare",
                                      "--metric: unknown metric \"%s\" "
                                      "(kplan metrics lists them)",
                                      o->metrics[i]);
        }
        return KP_OPTS_GO_ON;
}

/* Runs A and B: an exit code with the error printed, or KP_OPTS_GO_ON. */
static int load_runs(const char *pa, const char *pb, kp_results **a,
                     kp_results **b)
{
        char err[2048];
        int la = kp_results_load(pa, a, err, sizeof(err));
        int lb = la ? 0 : kp_results_load(pb, b, err, sizeof(err));
        if (!la && !lb)
                return KP_OPTS_GO_ON;
        fprintf(stderr, "kplan compare: %s\n", err);
        return (la ? la : lb) == KP_RESULTS_EINVALID ? KP_EXIT_USAGE
                                                     : KP_EXIT_RUNTIME;
}

/* The comparison on the terminal, then the files asked for; the exit
 * code. */
static int show(const compare_opts *o, const kp_comparison *cmp,
                const kp_cmodel *cm)
{
        if (cm->embedded)
                printf("EMBEDDED CLUSTER: run %s measured librdkafka's mock "
                       "cluster: no evidence about any Kafka cluster\n",
                       cm->embedded_runs);
        print_run("A", &cm->a);
        print_run("B", &cm->b);
        printf("threshold %s: a gated metric of B worse than A by more "
               "than this (a latency also by more than %s) is a "
               "regression\n",
               cm->threshold, cm->min_ms);
        print_table(cm);
        print_summary(cm);
        if (o->out) {
                int w = write_outputs(cm, o->out, o->tmpl);
                if (w)
                        return w;
        }
        if (o->junit && write_junit(cm, o->junit))
                return KP_EXIT_RUNTIME;
        /* Fails closed: a regression, or anything not judged. */
        return cmp->verdict == KP_COMPARE_NO_REGRESSION ? KP_EXIT_PASS
                                                        : KP_EXIT_FAIL;
}

int kp_cmd_compare(int argc, char **argv)
{
        compare_opts o = { 0 };
        kp_results *a = NULL, *b = NULL;
        kp_comparison *cmp = NULL;
        kp_cmodel *cm = NULL;
        char err[2048];
        int first = 0;
        int rc = kp_opts_getopt(&compare_opts_table, argc, argv, &o, &first);

        if (rc != KP_OPTS_GO_ON)
                goto done;
        if (first != argc - 2) {
                rc = kp_usage_error("compare",
                                    "expected two runs, A and B (results.json "
                                    "files or report directories), got %d",
                                    argc - first);
                goto done;
        }
        o.co.metrics = o.metrics;
        o.co.n_metrics = o.n_metrics;
        rc = check_metrics(&o);
        if (rc == KP_OPTS_GO_ON)
                rc = load_runs(argv[first], argv[first + 1], &a, &b);
        if (rc != KP_OPTS_GO_ON)
                goto done;
        rc = KP_EXIT_RUNTIME;
        if (kp_compare(a, b, &o.co, &cmp, err, sizeof(err))) {
                fprintf(stderr, "kplan compare: %s\n", err);
                goto done;
        }
        if (kp_cmodel_build(cmp, a, b, argv[first], argv[first + 1], &cm)) {
                fprintf(stderr, "kplan compare: out of memory\n");
                goto done;
        }
        rc = show(&o, cmp, cm);
done:
        kp_cmodel_destroy(cm);
        kp_comparison_destroy(cmp);
        kp_results_destroy(a);
        kp_results_destroy(b);
        free(o.metrics);
        return rc;
}
