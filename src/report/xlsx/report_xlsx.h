/*
 * report_xlsx: the acceptance workbook and the comparison workbook
 * (libxlsxwriter). Both render a model and compute nothing: the report's
 * (report/model/model.h) or the comparison's (report/model/compare_view.h).
 */
#ifndef KP_REPORT_XLSX_H
#define KP_REPORT_XLSX_H

#include <stddef.h>

#include "report/model/compare_view.h"
#include "report/model/model.h"

/* Writes the workbook of report model m to path, replaced atomically (a
 * temporary file next to it, synced, then renamed; on failure the old
 * file is left as it was). The same model gives the same bytes: the
 * workbook's creation time is the run's finish time. Returns 0, or -1
 * with a sentence naming the file in errstr (a full disk, a directory
 * that cannot be written, memory). */
int kp_report_xlsx_write(const kp_rmodel *m, const char *path, char *errstr,
                         size_t errstr_size);

/* Writes the workbook of comparison model c (kplan compare --out): one
 * sheet, every metric compared, the regressions marked. Replaced
 * atomically as above. Returns 0, or -1 with a sentence naming the file. */
int kp_compare_xlsx_write(const kp_cmodel *c, const char *path, char *errstr,
                          size_t errstr_size);

#endif
