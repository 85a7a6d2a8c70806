/*
 * report_md: the Markdown acceptance report, rendered from a Mustache
 * template under templates/ with the view of the report model
 * (report/md/md_view.h), and the SVG charts it links to (report/draw/chart.h).
 */
#ifndef KP_REPORT_MD_H
#define KP_REPORT_MD_H

#include <stddef.h>

#include <cjson/cJSON.h>

#include "evaluate/evaluate.h"
#include "report/model/model.h"
#include "results/results.h"

/* Returned for a broken template (line:column in errstr): a usage error,
 * unlike -1 (could not write). */
#define KP_REPORT_ETEMPLATE (-2)

#define KP_REPORT_DEFAULT_TEMPLATE "report.md.mustache"

typedef struct kp_report_md_opts {
        /* A template file, or a bundled template's name; NULL: the plan's
         * "report.template", else the bundled template of the report's
         * language (KP_REPORT_DEFAULT_TEMPLATE in English). */
        const char *template_path;
} kp_report_md_opts;

/* Writes out_dir/report.md and out_dir/charts/ *.svg (names in the model)
 * from the report model m (borrowed). Returns 0, -1 (I/O, errstr names
 * the file) or KP_REPORT_ETEMPLATE. */
int kp_report_md_write(const kp_rmodel *m, const kp_report_md_opts *opts,
                       const char *out_dir, char *errstr, size_t errstr_size);

/* Checks, before a run, that the template a run would use (tmpl_spec,
 * else the plan's, else the default) exists and parses, partials
 * included: rendered against an empty view. Returns 0 or -1 with
 * file:line:column in errstr. */
int kp_report_md_check(const kp_plan *plan, const char *tmpl_spec, char *errstr,
                       size_t errstr_size);

/* The view the templates see (documented in docs/templates.md) of the
 * model of r and e: kp_rmodel_build() then kp_md_view(). New tree, caller
 * deletes; NULL when memory runs out. */
cJSON *kp_report_view(const kp_results *r, const kp_evaluation *e,
                      const char *results_sha256);

/* Renders the template spec (a file, or a bundled template's name) with
 * view (borrowed) into the file out_path, written atomically; partials
 * and escaping as for report.md. Returns 0, -1 (I/O, errstr names the
 * file) or KP_REPORT_ETEMPLATE. */
int kp_report_md_render(const char *spec, const cJSON *view,
                        const char *out_path, char *errstr, size_t errstr_size);

/* Where bundled templates live: $KPLAN_TEMPLATES, else templates/ next to
 * the source tree the binary was built in (../templates from build/), else
 * the installed share/kplan/templates. Writes the directory into out. */
int kp_templates_dir(char *out, size_t out_size);

#endif
