/*
 * run_summary: what kplan run prints when it ends, and its --junit file.
 */
#ifndef KP_RUN_SUMMARY_H
#define KP_RUN_SUMMARY_H

#include "report/model/model.h"
#include "report/reports.h"

/* Writes the checks of m as JUnit XML to path (report/junit.h) and says
 * so on stdout. Returns 0, or -1 with the error on stderr. */
int kp_run_write_junit(const kp_rmodel *m, const char *path);

/* The summary table on stdout, rendered from the report model (borrowed),
 * and the report files' paths; wrote: the workbook and the report were
 * written. */
void kp_run_print_summary(const kp_rmodel *m, const kp_reports_paths *paths,
                          int wrote);

#endif
