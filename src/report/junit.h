/*
 * junit: a run's criteria and a comparison's figures as a JUnit XML
 * report, the file CI systems (GitLab, Jenkins) read as they read any
 * test report: <testsuites>, one <testsuite> per tier, one <testcase> per
 * check, with <failure>, <error> and <skipped>, counted in the
 * attributes, escaped for XML and in UTF-8 (docs/ci.md).
 *
 * A writer: every figure and sentence comes from the report model
 * (report/model/model.h) or compare's model (report/model/compare_view.h); it
 * lays them out and counts what it lays out, nothing else.
 */
#ifndef KP_JUNIT_H
#define KP_JUNIT_H

#include <stddef.h>

#include "base/util.h"
#include "report/model/compare_view.h"
#include "report/model/model.h"

/* kplan run: one testsuite per tier (its checks in the order of the
 * criteria, then aggregate checks under their group's name), a testcase
 * per check: FAIL a <failure> whose message is the check's gate line
 * (value, limit, margin), INCOMPLETE an <error> with why, NA <skipped>
 * with why. Then a testsuite "verdict" with one testcase, the run's
 * verdict: a <failure> with its reason unless PASS, so that the report
 * fails when the exit code does. m is borrowed. Appends the document to
 * out (kp_buf_free() frees it). */
void kp_junit_run(const kp_rmodel *m, kp_buf *out);

/* kplan compare: one testsuite per compared tier, a testcase per
 * compared figure: a regression a <failure> whose message is the row's
 * gate line (A, B, change), the others pass; a tier not compared is one
 * <skipped> testcase with the reason, a tier of A missing in B one
 * <error>. m is borrowed. Appends the document to out. */
void kp_junit_compare(const kp_cmodel *m, kp_buf *out);

/* Writes document doc (from one of the above) to path atomically.
 * Returns 0, or -1 with a sentence naming the file. */
int kp_junit_write(const char *path, const kp_buf *doc, char *errstr,
                   size_t errstr_size);

#endif
