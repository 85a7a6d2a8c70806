/*
 * compare_view: the model of kplan compare's reports, built once from a
 * comparison (evaluate/compare.h) and its two runs, with every text the
 * terminal, compare.md and compare.xlsx show: A, B, B - A, B / A and the
 * change, worded once. kp_compare_view() is the view the compare template
 * sees (docs/compare.md).
 */
#ifndef KP_COMPARE_VIEW_H
#define KP_COMPARE_VIEW_H

#include <stddef.h>

#include <cjson/cJSON.h>

#include "evaluate/compare.h"
#include "report/model/model.h"

typedef struct kp_cv_row {
        const char *tier, *metric, *unit; /* borrowed */
        const char *direction;            /* "higher", "lower" */
        char *a, *b, *delta;              /* "3.763 ms", "+0.5 ms" */
        char *ratio;                      /* "1.034", "" when A is 0 */
        char *change;                     /* "+12.3%", "0.0%", "from 0" */
        double a_raw, b_raw, delta_raw, ratio_raw, worse_pct;
        /* B - A as a fraction of |A| for a percentage format; NaN when A
         * is 0 (change_word says what then). */
        double change_frac;
        const char *change_word; /* "no change", "from 0", or NULL */
        kp_rm_fmt fmt;           /* of A, B and B - A */
        int worse, better, gated, regression;
        int worse_not_gated; /* worse than the threshold, not gated */
        const char *result;  /* "REGRESSION", "better", "worse", "same" */
        /* The row in one line, as a CI gate's failure says it (JUnit):
         * "B 7.2 ms against A 5.1 ms: +41.2%, worse than A by more than
         * the 10% threshold". */
        char *gate;
} kp_cv_row;

typedef struct kp_cv_tier {
        const char *name, *sweep_group, *note; /* borrowed; may be NULL */
        /* Why no metric was compared, as a code ("neither", "run_a",
         * "run_b", "not_both"; "" when some was); note is its words. */
        const char *gap;
        int aggregate, compared;
        /* A sweep point that ran more than once in A or B, compared by
         * the medians of its runs: "medians of 3 runs in A and 3 in B",
         * else "". */
        char *runs;
        size_t n_regressions;
        kp_cv_row *rows;
        size_t n_rows;
        /* Not judged: no metric compared, or gated metrics A measured and
         * B did not. why_unjudged: "not measured in run B", "not
         * measured in B: consume.completeness", or "". */
        int unjudged;
        char *why_unjudged;
} kp_cv_tier;

typedef struct kp_cv_run {
        const char *path, *run_id, *plan, *plan_sha256; /* borrowed */
        const char *started, *finished, *status, *cluster, *kplan_version;
        int embedded;
        size_t tiers;
} kp_cv_run;

/* A setting that differs between the runs (evaluate/compare.h,
 * kp_compare_diff), a possible cause of their differences. */
typedef struct kp_cv_diff {
        const char *kind;         /* "broker setting", "declared hosts",
                                     "broker version (inferred)" */
        const char *name, *a, *b; /* borrowed from the comparison */
} kp_cv_diff;

typedef struct kp_cmodel {
        kp_cv_run a, b;
        int embedded, same_plan;
        kp_lang lang; /* the workbook's language: that of run B's plan */
        const char *embedded_runs; /* "A and B", "A", "B", or "" */
        char *threshold, *min_ms;  /* "10%", "5 ms" */
        double threshold_raw, min_ms_raw;
        size_t n_regressions, tiers_compared;
        kp_compare_verdict outcome;
        const char *verdict_word; /* "REGRESSION", "INCOMPLETE", "no
                                     regression" */
        char *verdict;            /* "REGRESSION: 2 metrics of B worse ..." */
        char *verdict_line; /* the workbook's: "2 metrics of B worse ..." */
        /* What was not judged, in one sentence ("tier z of A is not in B;
         * tier y: not measured in run B"), or "" when everything was. */
        int incomplete;
        char *incomplete_line;
        kp_cv_tier *tiers;
        size_t n_tiers;
        size_t n_regression_rows; /* rows flagged, over every tier */
        char **only_a, **only_b;  /* borrowed */
        size_t n_only_a, n_only_b;
        const char *only_a_note; /* what a tier only in A is (static) */
        /* The settings that differ, and a sentence that says what they
         * are to the figures ("3 settings differ between the runs: ...");
         * "" when none does. *diffs_note: why broker settings were not
         * compared, in the model's language (diffs_note_own), or "". */
        kp_cv_diff *diffs;
        size_t n_diffs;
        char *causes;
        const char *diffs_note;
        char *diffs_note_own;
        /* The run with no broker settings ("A", "B"), or "". */
        const char *settings_missing;
} kp_cmodel;

/* Builds the model of comparison c (borrowed) of runs a and b (borrowed;
 * paths as given). All must outlive the model. Returns 0 and *out (free
 * with kp_cmodel_destroy()), or -1 when memory runs out. */
int kp_cmodel_build(const kp_comparison *c, const kp_results *a,
                    const kp_results *b, const char *path_a, const char *path_b,
                    kp_cmodel **out);
void kp_cmodel_destroy(kp_cmodel *m);

/* The view templates/compare.md.mustache sees (docs/compare.md). New
 * tree, caller deletes; NULL when memory runs out. */
cJSON *kp_compare_view(const kp_cmodel *m);

#endif
