/*
 * kplan compare A B: two runs side by side from their results.json, with
 * the regressions of B against A (docs/compare.md). Nothing connects to
 * Kafka.
 */
#include <getopt.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "app/cli.h"
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
        char err[1024];
        int rc;
        kp_junit_compare(m, &doc);
        rc = kp_junit_write(path, &doc, err, sizeof(err));
        kp_buf_free(&doc);
        if (rc)
                fprintf(stderr, "kplan compare: --junit: %s\n", err);
        return rc;
}

int kp_cmd_compare(int argc, char **argv)
{
        static const struct option opts[] = {
                { "help", no_argument, 0, 'h' },
                { "threshold", required_argument, 0, 'P' },
                { "metric", required_argument, 0, 'm' },
                { "out", required_argument, 0, 'o' },
                { "template", required_argument, 0, 't' },
                { "min-ms", required_argument, 0, 'M' },
                { "junit", required_argument, 0, 'J' },
                { 0, 0, 0, 0 }
        };
        kp_compare_opts co = { 0 };
        double pct;
        const char **metrics = NULL, *out = NULL, *tmpl = NULL, *junit = NULL;
        size_t n_metrics = 0;
        kp_results *a = NULL, *b = NULL;
        kp_comparison *cmp = NULL;
        kp_cmodel *cm = NULL;
        char err[2048];
        int c, rc = KP_EXIT_USAGE;

        optind = 1;
        while ((c = getopt_long(argc, argv, "ht:m:o:", opts, NULL)) != -1) {
                switch (c) {
                case 'h':
                        help();
                        rc = KP_EXIT_PASS;
                        goto done;
                case 'P':
                        if (parse_pct(optarg, &co.threshold_pct)) {
                                rc = kp_usage_error(
                                    "compare",
                                    "--threshold: expected a percentage "
                                    "above 0 and at most 1000 (\"10\" or "
                                    "\"10%%\"), got \"%s\"",
                                    optarg);
                                goto done;
                        }
                        break;
                case 'm': {
                        const char **v =
                            realloc(metrics, (n_metrics + 1) * sizeof(*v));
                        if (!v) {
                                fprintf(stderr, "kplan compare: out of "
                                                "memory\n");
                                rc = KP_EXIT_RUNTIME;
                                goto done;
                        }
                        metrics = v;
                        metrics[n_metrics++] = optarg;
                        break;
                }
                case 'o':
                        out = optarg;
                        break;
                case 't':
                        /* -t is --template, as in kplan run and report; it
                         * was --threshold here once: a percentage that
                         * names no file is refused, not read as one. */
                        if (parse_pct(optarg, &pct) == 0 &&
                            access(optarg, F_OK) != 0) {
                                rc = kp_usage_error(
                                    "compare",
                                    "-t is --template (as in kplan run and "
                                    "report), and \"%s\" is no template "
                                    "file: for the threshold write "
                                    "--threshold %s",
                                    optarg, optarg);
                                goto done;
                        }
                        tmpl = optarg;
                        break;
                case 'J':
                        if (!*optarg) {
                                rc = kp_usage_error("compare",
                                                    "--junit: expected a file "
                                                    "name, got an empty "
                                                    "string");
                                goto done;
                        }
                        junit = optarg;
                        break;
                case 'M': {
                        char *end;
                        co.min_ms = strtod(optarg, &end);
                        if (end == optarg || *end || !isfinite(co.min_ms) ||
                            co.min_ms < 0 || co.min_ms > 3600000) {
                                rc = kp_usage_error(
                                    "compare",
                                    "--min-ms: expected milliseconds, 0 or "
                                    "more, got \"%s\"",
                                    optarg);
                                goto done;
                        }
                        co.min_ms_given = 1;
                        break;
                }
                default:
                        rc = kp_usage_error("compare", "bad option");
                        goto done;
                }
        }
        if (optind != argc - 2) {
                rc = kp_usage_error("compare",
                                    "expected two runs, A and B (results.json "
                                    "files or report directories), got %d",
                                    argc - optind);
                goto done;
        }
        co.metrics = metrics;
        co.n_metrics = n_metrics;
        for (size_t i = 0; i < n_metrics; i++)
                if (!kp_metric_find(metrics[i])) {
                        const char *s = kp_metric_suggest(metrics[i]);
                        if (s)
                                rc = kp_usage_error(
                                    "compare",
                                    "--metric: unknown metric \"%s\" (did "
                                    "you mean \"%s\"?)",
                                    metrics[i], s);
                        else
                                rc = kp_usage_error(
                                    "compare",
                                    "--metric: unknown metric \"%s\" "
                                    "(kplan metrics lists them)",
                                    metrics[i]);
                        goto done;
                }
        rc = KP_EXIT_RUNTIME;
        {
                int la = kp_results_load(argv[optind], &a, err, sizeof(err));
                int lb = la ? 0
                            : kp_results_load(argv[optind + 1], &b, err,
                                              sizeof(err));
                if (la || lb) {
                        fprintf(stderr, "kplan compare: %s\n", err);
                        if ((la ? la : lb) == KP_RESULTS_EINVALID)
                                rc = KP_EXIT_USAGE;
                        goto done;
                }
        }
        if (kp_compare(a, b, &co, &cmp, err, sizeof(err))) {
                fprintf(stderr, "kplan compare: %s\n", err);
                goto done;
        }
        if (kp_cmodel_build(cmp, a, b, argv[optind], argv[optind + 1], &cm)) {
                fprintf(stderr, "kplan compare: out of memory\n");
                goto done;
        }
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
        if (out) {
                int w = write_outputs(cm, out, tmpl);
                if (w) {
                        rc = w;
                        goto done;
                }
        }
        if (junit && write_junit(cm, junit)) {
                rc = KP_EXIT_RUNTIME;
                goto done;
        }
        /* Fails closed: a regression, or anything not judged. */
        rc = cmp->verdict == KP_COMPARE_NO_REGRESSION ? KP_EXIT_PASS
                                                      : KP_EXIT_FAIL;
done:
        kp_cmodel_destroy(cm);
        kp_comparison_destroy(cmp);
        kp_results_destroy(a);
        kp_results_destroy(b);
        free(metrics);
        return rc;
}
