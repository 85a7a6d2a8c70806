#include "reports.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "report_md.h"
#include "report_xlsx.h"
#include "sha256.h"
#include "util.h"

int kp_reports_write(const kp_results *r, const char *out_dir,
                     const kp_reports_opts *opts, kp_reports_paths *paths,
                     kp_evaluation **eval_out, char *errstr, size_t errstr_size)
{
        static const kp_reports_opts defaults;
        kp_evaluation *e = NULL;
        cJSON *ej = NULL;
        char *text = NULL, sha[65];
        size_t len;
        kp_report_md_opts mo = { 0 };
        int ret = -1;

        if (!opts)
                opts = &defaults;
        if (eval_out)
                *eval_out = NULL;
        snprintf(paths->results, sizeof(paths->results), "%s/results.json",
                 out_dir);
        snprintf(paths->xlsx, sizeof(paths->xlsx), "%s/report.xlsx", out_dir);
        snprintf(paths->md, sizeof(paths->md), "%s/report.md", out_dir);
        if (kp_mkdir_p(out_dir, errstr, errstr_size) ||
            kp_evaluate(r, &e, errstr, errstr_size))
                goto out;
        if (!opts->skip_results) {
                ej = kp_evaluation_to_json(e);
                if (!ej) {
                        kp_err(errstr, errstr_size, "out of memory");
                        goto out;
                }
                if (kp_results_save(r, ej, paths->results, errstr, errstr_size))
                        goto out;
        }
        if (opts->results_only) {
                ret = 0;
                goto done;
        }
        /* The reports carry the fingerprint of the results they show. */
        if (kp_read_file(paths->results, 1ULL << 31, &text, &len, errstr,
                         errstr_size))
                goto out;
        kp_sha256_hex(text, len, sha);
        /* The Markdown report first: a broken template is found before
         * anything else is written. */
        mo.template_path = opts->template_path;
        mo.results_sha256 = sha;
        ret = kp_report_md_write(r, e, &mo, out_dir, errstr, errstr_size);
        if (ret)
                goto out;
        ret = kp_report_xlsx_write(r, e, sha, paths->xlsx, errstr, errstr_size);
        if (ret)
                goto out;
done:
        if (eval_out) {
                *eval_out = e;
                e = NULL;
        }
out:
        free(text);
        cJSON_Delete(ej);
        kp_evaluation_destroy(e);
        return ret;
}
