#include "report/reports.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "base/langtag.h"
#include "base/sha256.h"
#include "base/util.h"
#include "report/hlog.h"
#include "report/model/code_words.h"
#include "report/model/judgment_words.h"
#include "report/model/sweep_words.h"
#include "report/md/report_md.h"
#include "report/xlsx/report_xlsx.h"

/* out_dir/KP_REPORT_SET_FILE: the reports' language and the results they
 * show. */
static int write_set_record(const char *out_dir, kp_lang lang, const char *sha,
                            char *errstr, size_t errstr_size)
{
        cJSON *o = cJSON_CreateObject();
        char *path = kp_path_join(out_dir, KP_REPORT_SET_FILE), *text = NULL;
        int ret = -1;
        if (!o || !path ||
            !cJSON_AddStringToObject(o, "lang", kp_lang_tag(lang)) ||
            !cJSON_AddStringToObject(o, "results_sha256", sha)) {
                kp_err(errstr, errstr_size, "out of memory");
                goto out;
        }
        text = cJSON_Print(o);
        if (!text) {
                kp_err(errstr, errstr_size, "out of memory");
                goto out;
        }
        ret =
            kp_write_file_atomic(path, text, strlen(text), errstr, errstr_size);
out:
        free(text);
        free(path);
        cJSON_Delete(o);
        return ret;
}

int kp_reports_recorded_lang(const char *dir, const char *results_sha256,
                             kp_lang *lang, char *errstr, size_t errstr_size)
{
        char *path = kp_path_join(dir, KP_REPORT_SET_FILE), *text = NULL;
        const cJSON *l, *s;
        cJSON *o = NULL;
        size_t len;
        int ret = 0;
        if (!path)
                return kp_err(errstr, errstr_size, "out of memory");
        if (access(path, F_OK) != 0)
                goto out;
        if (kp_read_file(path, 64 * 1024, &text, &len, errstr, errstr_size)) {
                ret = -1;
                goto out;
        }
        o = cJSON_ParseWithLength(text, len);
        if (!cJSON_IsObject(o)) {
                ret = kp_err(errstr, errstr_size,
                             "%s: expected a JSON object with \"lang\" and "
                             "\"results_sha256\"",
                             path);
                goto out;
        }
        l = cJSON_GetObjectItemCaseSensitive(o, "lang");
        s = cJSON_GetObjectItemCaseSensitive(o, "results_sha256");
        if (cJSON_IsString(l) && cJSON_IsString(s) &&
            strcmp(s->valuestring, results_sha256) == 0 &&
            kp_lang_parse(l->valuestring, lang) == 0)
                ret = 1;
out:
        cJSON_Delete(o);
        free(text);
        free(path);
        return ret;
}

/* A record's English beside it in results.json: "text", and for the
 * rig "fix" (what to change and rerun). Returns -1 when memory runs
 * out. */
static int put_words(cJSON *o, const kp_judgment *j)
{
        char *text = kp_judgment_words(KP_LANG_EN, j);
        char *fix = kp_judgment_fix_words(KP_LANG_EN, j);
        int bad = !o || !text;
        if (!bad)
                bad = !cJSON_AddStringToObject(o, "text", text);
        if (!bad && fix)
                bad = !cJSON_AddStringToObject(o, "fix", fix);
        free(text);
        free(fix);
        return bad ? -1 : 0;
}

/* The English words of n records beside each of them in arr (a JSON array
 * written by kp_judgments_to_json() from the same records). Returns -1
 * when memory runs out or arr does not hold n objects. */
static int put_words_array(cJSON *arr, const kp_judgment *v, size_t n)
{
        if (!cJSON_IsArray(arr) || (size_t)cJSON_GetArraySize(arr) != n)
                return -1;
        for (size_t i = 0; i < n; i++)
                if (put_words(cJSON_GetArrayItem(arr, (int)i), &v[i]))
                        return -1;
        return 0;
}

/* The English of a code beside it: o's key_text = words, when o has key
 * and words are not empty. Returns -1 when memory runs out. */
static int put_code_words(cJSON *o, const char *key, const char *words)
{
        char k[64];
        if (!cJSON_IsObject(o) || !cJSON_GetObjectItemCaseSensitive(o, key) ||
            !*words)
                return 0;
        snprintf(k, sizeof(k), "%s_text", key);
        return cJSON_AddStringToObject(o, k, words) ? 0 : -1;
}

/* The English of the capacity model's reasons (evaluation.sizing's
 * "reason" and each resource's "reason" and "model_reason"), beside
 * their codes. Returns -1 when memory runs out. */
static int put_sizing_words(cJSON *ej, const kp_evaluation *e)
{
        const kp_sizing *s = &e->sizing;
        cJSON *sz = cJSON_GetObjectItemCaseSensitive(ej, "sizing");
        cJSON *res = cJSON_GetObjectItemCaseSensitive(sz, "resources");
        int bad = put_code_words(
            sz, "reason",
            kp_sizing_reason_words(
                KP_LANG_EN, e->sizing_present ? s->reason : KP_SZR_NO_BROKERS));
        for (int k = 0; !bad && e->sizing_present && k < KP_SRES_N; k++) {
                cJSON *it = cJSON_GetArrayItem(res, k);
                bad = put_code_words(it, "reason",
                                     kp_sizing_reason_words(
                                         KP_LANG_EN, s->res[k].reason)) ||
                      put_code_words(
                          it, "model_reason",
                          kp_sizing_line_words(KP_LANG_EN, s->res[k].line_why));
        }
        return bad ? -1 : 0;
}

/* The English of each sweep's rules ("best_rule", "noise_rule") beside
 * their codes. Returns -1 when memory runs out. */
static int put_sweep_words(cJSON *ej, const kp_evaluation *e)
{
        cJSON *sweeps = cJSON_GetObjectItemCaseSensitive(ej, "sweeps");
        int bad = 0;
        for (size_t i = 0; !bad && i < e->n_sweeps; i++) {
                cJSON *w = cJSON_GetArrayItem(sweeps, (int)i);
                bad = put_code_words(w, "best_rule",
                                     kp_sweep_best_rule_words(
                                         KP_LANG_EN, e->sweeps[i].goal)) ||
                      put_code_words(w, "noise_rule",
                                     kp_sweep_noise_rule_words(KP_LANG_EN));
        }
        return bad ? -1 : 0;
}

/* Each sweep's findings with their English words beside them ("text":
 * the sentence with its parts laid in). Returns -1 when memory runs out
 * or the JSON does not hold the findings. */
static int put_sweep_findings(cJSON *ej, const kp_evaluation *e)
{
        cJSON *sweeps = cJSON_GetObjectItemCaseSensitive(ej, "sweeps");
        for (size_t i = 0; i < e->n_sweeps; i++) {
                const kp_sweep_eval *s = &e->sweeps[i];
                cJSON *f = cJSON_GetObjectItemCaseSensitive(
                    cJSON_GetArrayItem(sweeps, (int)i), "findings");
                if (!cJSON_IsArray(f) ||
                    (size_t)cJSON_GetArraySize(f) != s->n_findings)
                        return -1;
                for (size_t k = 0; k < s->n_findings; k++) {
                        char *text =
                            kp_sweep_finding_words(KP_LANG_EN, &s->findings[k]);
                        int bad = !text || !cJSON_AddStringToObject(
                                               cJSON_GetArrayItem(f, (int)k),
                                               "text", text);
                        free(text);
                        if (bad)
                                return -1;
                }
        }
        return 0;
}

/* Each tier's and each check's "note", in English, beside its codes:
 * a tier's is the run's reason it did not complete; a check's the
 * report model's words of its why (kp_rm_check_note()). */
static int put_notes(const kp_results *r, const kp_evaluation *e, cJSON *ej)
{
        cJSON *tiers = cJSON_GetObjectItemCaseSensitive(ej, "tiers");
        cJSON *checks = cJSON_GetObjectItemCaseSensitive(ej, "checks");
        for (size_t i = 0; i < e->n_tiers && i < r->n_tiers; i++) {
                const kp_tier_result *tr = &r->tiers[i];
                cJSON *t = cJSON_GetArrayItem(tiers, (int)i);
                if (tr->status == KP_TIER_COMPLETE)
                        continue;
                if (!t || !cJSON_AddStringToObject(
                              t, "note",
                              tr->reason ? tr->reason
                                         : kp_tier_status_str(tr->status)))
                        return -1;
        }
        for (size_t i = 0; i < e->n_checks; i++) {
                cJSON *c = cJSON_GetArrayItem(checks, (int)i);
                char *note;
                if (e->checks[i].why == KP_WHY_JUDGED && !e->checks[i].aborted)
                        continue;
                note = kp_rm_check_note(KP_LANG_EN, r, &e->checks[i]);
                if (!c || !note || !cJSON_AddStringToObject(c, "note", note)) {
                        free(note);
                        return -1;
                }
                free(note);
        }
        return 0;
}

cJSON *kp_reports_evaluation_json(const kp_results *r, const kp_evaluation *e)
{
        cJSON *ej = kp_evaluation_to_json(e), *tiers;
        char *why;
        int bad = !ej;
        if (bad)
                return NULL;
        why = kp_rm_verdict_words(KP_LANG_EN, r, e, NULL);
        bad = !why || !cJSON_AddStringToObject(ej, "verdict_reason", why);
        free(why);
        if (!bad)
                bad = put_words(
                    cJSON_GetObjectItemCaseSensitive(ej, "verdict_record"),
                    &e->run);
        if (!bad && e->verdict == KP_INCONCLUSIVE && e->rig_tier)
                bad = put_words(
                    cJSON_GetObjectItemCaseSensitive(ej, "inconclusive"),
                    &e->tiers[e->rig_tier - 1].rig);
        if (!bad)
                bad = put_words_array(
                    cJSON_GetObjectItemCaseSensitive(
                        cJSON_GetObjectItemCaseSensitive(ej, "extrapolation"),
                        "assumptions"),
                    e->x.assumptions, e->x.n_assumptions);
        if (!bad)
                bad = put_words_array(
                    cJSON_GetObjectItemCaseSensitive(ej, "risks"), e->risks,
                    e->n_risks);
        tiers = cJSON_GetObjectItemCaseSensitive(ej, "tiers");
        for (size_t i = 0; !bad && i < e->n_tiers; i++)
                if (e->tiers[i].rig.code != KP_J_NONE)
                        bad = put_words(
                            cJSON_GetObjectItemCaseSensitive(
                                cJSON_GetArrayItem(tiers, (int)i), "rig"),
                            &e->tiers[i].rig);
        if (!bad)
                bad = put_sizing_words(ej, e);
        if (!bad)
                bad = put_sweep_findings(ej, e);
        if (!bad)
                bad = put_sweep_words(ej, e);
        if (!bad)
                bad = put_notes(r, e, ej);
        if (bad) {
                cJSON_Delete(ej);
                return NULL;
        }
        return ej;
}

int kp_reports_write(const kp_results *r, const char *out_dir,
                     const kp_reports_opts *opts, kp_reports_paths *paths,
                     kp_evaluation **eval_out, kp_rmodel **model_out,
                     char *errstr, size_t errstr_size)
{
        static const kp_reports_opts defaults;
        kp_evaluation *e = NULL;
        kp_rmodel *m = NULL;
        cJSON *ej = NULL;
        char *text = NULL, sha[65];
        size_t len;
        kp_report_md_opts mo = { 0 };
        int ret = -1;

        if (!opts)
                opts = &defaults;
        if (eval_out)
                *eval_out = NULL;
        if (model_out)
                *model_out = NULL;
        snprintf(paths->results, sizeof(paths->results), "%s/results.json",
                 out_dir);
        snprintf(paths->xlsx, sizeof(paths->xlsx), "%s/report.xlsx", out_dir);
        snprintf(paths->md, sizeof(paths->md), "%s/report.md", out_dir);
        if (kp_mkdir_p(out_dir, errstr, errstr_size) ||
            kp_evaluate(r, &e, errstr, errstr_size))
                goto out;
        if (opts->results_copy) {
                /* The same bytes, never a re-serialization: a number read
                 * and written again may differ in its last digit. */
                if (kp_read_file(opts->results_copy, 1ULL << 31, &text, &len,
                                 errstr, errstr_size) ||
                    kp_write_file_atomic(paths->results, text, len, errstr,
                                         errstr_size))
                        goto out;
                free(text);
                text = NULL;
        } else if (!opts->skip_results) {
                ej = kp_reports_evaluation_json(r, e);
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
        if (kp_sha256_file(paths->results, 1ULL << 31, sha, errstr,
                           errstr_size))
                goto out;
        /* One model for every report. */
        if (kp_rmodel_build(r, e, sha, &m) != 0) {
                kp_err(errstr, errstr_size, "out of memory");
                goto out;
        }
        /* The Markdown report first: a broken template is found before
         * anything else is written. */
        mo.template_path = opts->template_path;
        ret = kp_report_md_write(m, &mo, out_dir, errstr, errstr_size);
        if (ret)
                goto out;
        ret = kp_report_xlsx_write(m, paths->xlsx, errstr, errstr_size);
        if (ret)
                goto out;
        /* The latency histograms for HdrHistogram's tools. */
        ret =
            kp_hlog_write_results(r, out_dir, errstr, errstr_size) < 0 ? -1 : 0;
        if (ret)
                goto out;
        /* The language this set was written in, for kplan report. */
        ret =
            write_set_record(out_dir, r->plan->lang, sha, errstr, errstr_size);
        if (ret)
                goto out;
done:
        if (model_out && eval_out) {
                *model_out = m;
                m = NULL;
        }
        if (eval_out) {
                *eval_out = e;
                e = NULL;
        }
out:
        kp_rmodel_destroy(m);
        free(text);
        cJSON_Delete(ej);
        kp_evaluation_destroy(e);
        return ret;
}
