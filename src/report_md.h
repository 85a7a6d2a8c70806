/*
 * report_md: the Markdown acceptance report, rendered from a Mustache
 * template under templates/ with a view built from the results model and
 * its evaluation, and the SVG charts it links to.
 */
#ifndef KP_REPORT_MD_H
#define KP_REPORT_MD_H

#include <stddef.h>

#include <cjson/cJSON.h>

#include "evaluate.h"
#include "results.h"

/* Returned for a broken template (line:column in errstr): a usage error,
 * unlike -1 (could not write). */
#define KP_REPORT_ETEMPLATE (-2)

#define KP_REPORT_DEFAULT_TEMPLATE "report.md.mustache"

typedef struct kp_report_md_opts {
        /* A template file, or a bundled template's name; NULL: the plan's
         * "report.template", else KP_REPORT_DEFAULT_TEMPLATE. */
        const char *template_path;
        /* Hex SHA-256 of results.json, shown in the report, or NULL. */
        const char *results_sha256;
} kp_report_md_opts;

/* Writes out_dir/report.md and out_dir/charts/ *.svg (names listed in the
 * view). Returns 0, -1 (I/O, errstr names the file) or
 * KP_REPORT_ETEMPLATE. */
int kp_report_md_write(const kp_results *r, const kp_evaluation *e,
                       const kp_report_md_opts *opts, const char *out_dir,
                       char *errstr, size_t errstr_size);

/* Checks, before a run, that the template a run would use (tmpl_spec,
 * else the plan's, else the default) exists and parses, partials
 * included: rendered against an empty view. Returns 0 or -1 with
 * file:line:column in errstr. */
int kp_report_md_check(const kp_plan *plan, const char *tmpl_spec, char *errstr,
                       size_t errstr_size);

/* The view the templates see (documented in docs/templates.md). New tree,
 * caller deletes. */
cJSON *kp_report_view(const kp_results *r, const kp_evaluation *e,
                      const char *results_sha256);

/* Renders the template spec (a file, or a bundled template's name) with
 * view (borrowed) into the file out_path, written atomically; partials
 * and escaping as for report.md. Returns 0, -1 (I/O, errstr names the
 * file) or KP_REPORT_ETEMPLATE. */
int kp_report_md_render(const char *spec, const cJSON *view,
                        const char *out_path, char *errstr, size_t errstr_size);

/* A metric value as the reports show it, in its catalog unit: "3.763 ms",
 * "99.99%", "80,000 msg/s", "4.77 MiB/s", "12 messages". */
const char *kp_report_fmt_metric(char *out, size_t size, const char *unit,
                                 double v);

/* Where bundled templates live: $KPLAN_TEMPLATES, else templates/ next to
 * the source tree the binary was built in (../templates from build/), else
 * the installed share/kplan/templates. Writes the directory into out. */
int kp_templates_dir(char *out, size_t out_size);

#endif
