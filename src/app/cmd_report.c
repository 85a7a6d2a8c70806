/*
 * kplan report RESULTS.json: rebuilds the workbook and the Markdown report
 * (and its charts) from saved results, without talking to Kafka.
 */
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "app/cli.h"
#include "app/options.h"
#include "base/dirlock.h"
#include "base/sha256.h"
#include "base/util.h"
#include "report/md/report_md.h"
#include "report/reports.h"

static int same_dir(const char *a, const char *b)
{
        char *ra = realpath(a, NULL), *rb = realpath(b, NULL);
        int same = ra && rb && strcmp(ra, rb) == 0;
        free(ra);
        free(rb);
        return same;
}

static void help(void)
{
        printf(
            "Usage: kplan report [--lang LANG] [--template FILE] [--out DIR] "
            "RESULTS\n"
            "\n"
            "Rebuilds report.xlsx, report.md and the charts from a saved "
            "results.json\n"
            "(RESULTS may also be the report directory holding it). "
            "Nothing connects to\n"
            "Kafka; the criteria and the extrapolation are evaluated "
            "again from the results.\n"
            "\n"
            "      --lang LANG      the reports' language: en or zh-CN; "
            "default: the\n"
            "                       language the report set was written "
            "in (its\n"
            "                       report-set.json), else the plan's "
            "(\"report\":\n"
            "                       {\"lang\"}), else en\n"
            "  -t, --template FILE  Markdown template (a file, or a "
            "bundled name such as\n"
            "                       report.zh-CN.md.mustache); default: "
            "the plan's, else\n"
            "                       the language's bundled template\n"
            "  -o, --out DIR        where to write (default: the "
            "directory of RESULTS);\n"
            "                       results.json is copied there byte for "
            "byte\n"
            "\n"
            "Exit 0 when the verdict is PASS, 1 when it is FAIL or "
            "INCOMPLETE, 2 for a\n"
            "usage error, a broken template or a RESULTS file that is not "
            "valid "
            "results,\n3 when a file cannot be read or written.\n");
}

/* The command's options, as parsed. */
typedef struct report_opts {
        const char *lang; /* NULL: the language the set was written in */
        kp_lang lang_id;
        const char *out; /* NULL: next to RESULTS */
        const char *template_path;
} report_opts;

static int opt_lang(void *field, const char *arg, const char *v)
{
        report_opts *o = field;
        (void)arg;
        if (kp_lang_parse(v, &o->lang_id))
                return kp_usage_error("report",
                                      "--lang: expected one of %s, got \"%s\"",
                                      kp_lang_tags(), v);
        o->lang = v;
        return KP_OPTS_GO_ON;
}

static int opt_out(void *field, const char *arg, const char *v)
{
        report_opts *o = field;
        (void)arg;
        if (!*v)
                return kp_usage_error("report", "--out needs a directory");
        o->out = v;
        return KP_OPTS_GO_ON;
}

static const kp_opt report_table[] = {
        { "--help", 'h', KP_OPT_HELP, NULL, 0 },
        { "--template", 't', KP_OPT_VALUE, NULL,
          offsetof(report_opts, template_path) },
        { "--out", 'o', KP_OPT_VALUE, opt_out, 0 },
        { "--lang", 0, KP_OPT_VALUE, opt_lang, 0 },
};

static const kp_opts_table report_opts_table = { "report", report_table,
                                                 KP_ARRAY_LEN(report_table),
                                                 help };

/* One kplan at a time writes a report directory, and a run holds its
 * own until it ends (base/dirlock.h): writing into it then is refused.
 * A directory not made yet is held by nobody, and one where the lock
 * cannot be made is written as before (the write says why it fails).
 * Returns 0, or KP_EXIT_USAGE with the error printed. */
static int take_out_dir(const char *out, kp_dirlock *lock)
{
        long holder = 0;
        char err[2048];
        struct stat st;
        if (stat(out, &st) != 0 || !S_ISDIR(st.st_mode))
                return 0;
        if (kp_dirlock_take(lock, out, &holder, err, sizeof(err)) !=
            KP_DIRLOCK_HELD)
                return 0;
        fprintf(stderr,
                "kplan report: %s is being written by another kplan (pid "
                "%ld): wait for it to end, or write elsewhere with --out\n",
                out, holder);
        return KP_EXIT_USAGE;
}

int kp_cmd_report(int argc, char **argv)
{
        report_opts o = { NULL, KP_LANG_EN, NULL, NULL };
        const char *lang, *out;
        kp_lang lang_id;
        char *src_dir = NULL, *src_file = NULL;
        struct stat st;
        kp_results *r = NULL;
        kp_evaluation *e = NULL;
        char *why = NULL;
        kp_reports_opts ro = { 0 };
        kp_reports_paths paths;
        kp_dirlock lock = { .fd = -1 };
        char err[2048];
        int first = 0, rc = KP_EXIT_RUNTIME, wr;

        wr = kp_opts_getopt(&report_opts_table, argc, argv, &o, &first);
        if (wr != KP_OPTS_GO_ON)
                return wr;
        lang = o.lang;
        lang_id = o.lang_id;
        out = o.out;
        ro.template_path = o.template_path;
        if (first != argc - 1)
                return kp_usage_error("report",
                                      "expected exactly one RESULTS file");
        wr = kp_results_load(argv[first], &r, err, sizeof(err));
        if (wr) {
                fprintf(stderr, "kplan report: %s\n", err);
                return wr == KP_RESULTS_EINVALID ? KP_EXIT_USAGE
                                                 : KP_EXIT_RUNTIME;
        }
        /* RESULTS is a file or a report directory; the reports go next
         * to it unless --out says otherwise. */
        src_dir = stat(argv[first], &st) == 0 && S_ISDIR(st.st_mode)
                      ? strdup(argv[first])
                      : kp_dirname(argv[first]);
        src_file = stat(argv[first], &st) == 0 && S_ISDIR(st.st_mode)
                       ? kp_path_join(argv[first], "results.json")
                       : strdup(argv[first]);
        if (!src_dir || !src_file) {
                fprintf(stderr, "kplan report: out of memory\n");
                goto done;
        }
        if (lang) {
                r->plan->lang = lang_id;
        } else {
                /* The language the set was written in: its record, when
                 * it was written from these very results; else the
                 * run's (the plan's). */
                char sha[65];
                kp_lang kept;
                int got =
                    kp_sha256_file(src_file, 1ULL << 31, sha, err, sizeof(err))
                        ? -1
                        : kp_reports_recorded_lang(src_dir, sha, &kept, err,
                                                   sizeof(err));
                if (got < 0)
                        fprintf(stderr,
                                "kplan report: warning: %s; the reports are "
                                "in the plan's language\n",
                                err);
                if (got == 1) {
                        r->plan->lang = kept;
                        printf("language %s, as the report set in %s was "
                               "written (" KP_REPORT_SET_FILE "; --lang to "
                               "change it)\n",
                               kp_lang_tag(kept), src_dir);
                }
        }
        if (!out)
                out = src_dir;
        /* results.json is never rewritten: it stays where it is, or is
         * copied byte for byte into a different directory. */
        if (same_dir(out, src_dir))
                ro.skip_results = 1;
        else
                ro.results_copy = src_file;
        if (take_out_dir(out, &lock)) {
                rc = KP_EXIT_USAGE;
                goto done;
        }
        wr = kp_reports_write(r, out, &ro, &paths, &e, NULL, err, sizeof(err));
        if (wr == KP_REPORT_ETEMPLATE) {
                fprintf(stderr, "kplan report: %s\n", err);
                rc = KP_EXIT_USAGE;
                goto done;
        }
        if (wr) {
                fprintf(stderr, "kplan report: %s\n", err);
                goto done;
        }
        why = kp_rm_verdict_words(KP_LANG_EN, r, e, NULL);
        printf("verdict  %s: %s\n", kp_verdict_str(e->verdict), why ? why : "");
        free(why);
        printf("results  %s\nworkbook %s\nreport   %s\n", paths.results,
               paths.xlsx, paths.md);
        rc = kp_verdict_exit(e->verdict);
done:
        kp_dirlock_release(&lock);
        kp_evaluation_destroy(e);
        kp_results_destroy(r);
        free(src_dir);
        free(src_file);
        return rc;
}
