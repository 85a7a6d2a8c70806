/*
 * report_xlsx: the acceptance workbook (libxlsxwriter). Reads only the
 * results model and its evaluation; every number comes from results.json.
 */
#ifndef KP_REPORT_XLSX_H
#define KP_REPORT_XLSX_H

#include <stddef.h>

#include "compare.h"
#include "evaluate.h"
#include "results.h"

/* Writes the workbook to path (replaced atomically). results_sha256 is the
 * hex SHA-256 of the results.json the workbook was made from (shown on
 * the Environment sheet and in the custom properties), or NULL. Returns 0,
 * or -1 with a sentence naming the file. */
int kp_report_xlsx_write(const kp_results *r, const kp_evaluation *e,
                         const char *results_sha256, const char *path,
                         char *errstr, size_t errstr_size);

/* Writes the workbook of a comparison of run b with run a (kplan compare
 * --out): one sheet, every metric compared, the regressions marked.
 * path_a and path_b are the inputs as given. Returns 0, or -1 with a
 * sentence naming the file. */
int kp_compare_xlsx_write(const kp_comparison *c, const kp_results *a,
                          const kp_results *b, const char *path_a,
                          const char *path_b, const char *path, char *errstr,
                          size_t errstr_size);

#endif
