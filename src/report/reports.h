/*
 * reports: everything a run hands over, written in one place: the
 * evaluation, results.json (atomically), the workbook and the Markdown
 * report with its charts. Used by kplan run after every tier and at the
 * end, and by kplan report.
 */
#ifndef KP_REPORTS_H
#define KP_REPORTS_H

#include <stddef.h>

#include "evaluate/evaluate.h"
#include "report/model/model.h"
#include "results/results.h"

typedef struct kp_reports_opts {
        const char *template_path; /* NULL: the plan's or the default */
        int results_only;          /* write results.json only (mid-run) */
        int skip_results;          /* do not rewrite results.json */
        /* When not NULL: results.json is this file's bytes, copied as
         * they are (kplan report into another directory), so that its
         * SHA-256 stays the one quoted at sign-off. */
        const char *results_copy;
} kp_reports_opts;

typedef struct kp_reports_paths {
        char results[4096], xlsx[4096], md[4096];
} kp_reports_paths;

/* The record of a report set, next to its results.json: the language the
 * reports were written in, and the SHA-256 of the results.json they were
 * written from. kplan report keeps a set's language unless --lang says
 * otherwise; results.json, which it never rewrites, records only the
 * run's (the plan's "report": {"lang"}). */
#define KP_REPORT_SET_FILE "report-set.json"

/* Evaluates r, builds the report model once, writes the files into
 * out_dir and fills paths.
 *
 * eval_out, when not NULL, receives the evaluation (caller destroys it
 * with kp_evaluation_destroy()); model_out, when eval_out is not NULL
 * either, the report model (caller destroys it with kp_rmodel_destroy(),
 * before the evaluation it borrows). Both stay NULL on failure; the
 * model also when results_only is set.
 *
 * With the reports, out_dir/KP_REPORT_SET_FILE records their language
 * (r->plan->lang) and the SHA-256 of the results.json written.
 *
 * Returns 0, -1 (I/O error or memory, in errstr) or KP_REPORT_ETEMPLATE
 * (a broken template: nothing but results.json was written). */
/* results.json's evaluation: the records (kp_evaluation_to_json()), each
 * with its English words from the report model's catalog (judgment_words.h)
 * beside it, and the verdict's reason in English. A new tree, or NULL
 * when memory runs out. */
cJSON *kp_reports_evaluation_json(const kp_results *r, const kp_evaluation *e);

int kp_reports_write(const kp_results *r, const char *out_dir,
                     const kp_reports_opts *opts, kp_reports_paths *paths,
                     kp_evaluation **eval_out, kp_rmodel **model_out,
                     char *errstr, size_t errstr_size);

/* The language of the report set in dir, when its record names one and
 * was written from results whose SHA-256 is results_sha256 (a record left
 * next to another results.json says nothing about this one). Returns 1
 * and sets *lang; 0 when there is no such record (none, another results,
 * an unknown language); -1 when the record cannot be read or is not
 * JSON, with a sentence in errstr. */
int kp_reports_recorded_lang(const char *dir, const char *results_sha256,
                             kp_lang *lang, char *errstr, size_t errstr_size);

#endif
