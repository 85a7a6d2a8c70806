/*
 * report_write: the reports of a results model and its evaluation, as
 * kp_reports_write() makes them (the report model built once, then
 * rendered), for the tests of the writers.
 */
#ifndef KP_TEST_REPORT_WRITE_H
#define KP_TEST_REPORT_WRITE_H

#include "report/model/compare_view.h"
#include "report/model/model.h"
#include "report/md/report_md.h"
#include "report/xlsx/report_xlsx.h"

static inline int md_write(const kp_results *r, const kp_evaluation *e,
                           const char *tmpl, const char *sha, const char *dir,
                           char *err, size_t err_size)
{
        kp_report_md_opts o = { tmpl };
        kp_rmodel *m = NULL;
        int rc;
        if (kp_rmodel_build(r, e, sha, &m) != 0)
                return -1;
        rc = kp_report_md_write(m, &o, dir, err, err_size);
        kp_rmodel_destroy(m);
        return rc;
}

/* A missing r or e is passed on as a missing model. */
static inline int xlsx_write(const kp_results *r, const kp_evaluation *e,
                             const char *sha, const char *path, char *err,
                             size_t err_size)
{
        kp_rmodel *m = NULL;
        int rc;
        if (r && e && kp_rmodel_build(r, e, sha, &m) != 0)
                return -1;
        rc = kp_report_xlsx_write(m, path, err, err_size);
        kp_rmodel_destroy(m);
        return rc;
}

static inline int compare_xlsx_write(const kp_comparison *c,
                                     const kp_results *a, const kp_results *b,
                                     const char *path_a, const char *path_b,
                                     const char *path, char *err,
                                     size_t err_size)
{
        kp_cmodel *m = NULL;
        int rc;
        if (kp_cmodel_build(c, a, b, path_a, path_b, &m) != 0)
                return -1;
        rc = kp_compare_xlsx_write(m, path, err, err_size);
        kp_cmodel_destroy(m);
        return rc;
}

static inline cJSON *compare_view(const kp_comparison *c, const kp_results *a,
                                  const kp_results *b, const char *path_a,
                                  const char *path_b)
{
        kp_cmodel *m = NULL;
        cJSON *v;
        if (kp_cmodel_build(c, a, b, path_a, path_b, &m) != 0)
                return NULL;
        v = kp_compare_view(m);
        kp_cmodel_destroy(m);
        return v;
}

#endif
