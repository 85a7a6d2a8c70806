#include "report/md/report_md.h"

#include <limits.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "base/mustache.h"
#include "base/util.h"
#include "report/draw/chart.h"
#include "report/words/lang.h"
#include "report/md/md_view.h"

#ifndef KP_DATADIR
#define KP_DATADIR "/usr/local/share/kplan"
#endif

#define TEMPLATE_MAX_BYTES (1024 * 1024)
#define SLUG_MAX           48

/* ---- templates --------------------------------------------------------- */

static int copy_out(char *out, size_t size, const char *s)
{
        if (!out || size == 0 || strlen(s) >= size)
                return -1;
        memcpy(out, s, strlen(s) + 1);
        return 0;
}

int kp_templates_dir(char *out, size_t out_size)
{
        /* The build tree (build/kplan, build/asan/kplan), then an
         * installed tree (PREFIX/bin/kplan with PREFIX/share/kplan), so
         * that an install works wherever PREFIX put it. */
        static const char *const ups[] = { "/../templates", "/../../templates",
                                           "/../share/kplan/templates" };
        const char *env = getenv("KPLAN_TEMPLATES");
        char exe[PATH_MAX], cand[PATH_MAX + 64], probe[PATH_MAX + 128];
        ssize_t n;

        if (env && *env)
                return copy_out(out, out_size, env);
        n = readlink("/proc/self/exe", exe, sizeof(exe) - 1);
        if (n > 0) {
                char *slash;
                exe[n] = '\0';
                slash = strrchr(exe, '/');
                if (slash)
                        *slash = '\0';
                for (size_t i = 0; slash && i < KP_ARRAY_LEN(ups); i++) {
                        char *real;
                        int ok;
                        snprintf(cand, sizeof(cand), "%s%s", exe, ups[i]);
                        snprintf(probe, sizeof(probe), "%s/%s", cand,
                                 KP_REPORT_DEFAULT_TEMPLATE);
                        if (access(probe, R_OK) != 0)
                                continue;
                        real = realpath(cand, NULL);
                        ok = copy_out(out, out_size, real ? real : cand);
                        free(real);
                        return ok;
                }
        }
        return copy_out(out, out_size, KP_DATADIR "/templates");
}

/* A template given as a path, or a bundled template's bare name. */
static char *template_path(const char *spec, char *errstr, size_t errstr_size)
{
        char dir[PATH_MAX];
        char *p;
        if (strchr(spec, '/') || access(spec, F_OK) == 0)
                p = strdup(spec);
        else if (kp_templates_dir(dir, sizeof(dir)))
                p = NULL;
        else
                p = kp_path_join(dir, spec);
        if (!p)
                kp_err(errstr, errstr_size,
                       "template %s: out of memory or path too long", spec);
        return p;
}

typedef struct partial_node {
        char *text;
        struct partial_node *next;
} partial_node;

typedef struct partial_ctx {
        const char *dir;
        partial_node *loaded;
        char err[1024]; /* the first partial that could not be loaded */
} partial_ctx;

/* Partials are files NAME.mustache next to the template; a missing one
 * is an error rather than the specification's empty text, so that a
 * misspelt name does not drop a section of the report unnoticed. */
static const char *load_partial(void *opaque, const char *name, size_t *len)
{
        partial_ctx *ctx = opaque;
        partial_node *node;
        char *file = NULL, *text = NULL, why[768];
        size_t n;
        if (ctx->err[0])
                return NULL;
        if (name[0] == '/' || strstr(name, "..")) {
                snprintf(ctx->err, sizeof(ctx->err),
                         "partial \"%s\": a partial names a file in the "
                         "template's directory (no \"/\" at the start, no "
                         "\"..\")",
                         name);
                return NULL;
        }
        if (asprintf(&file, "%s/%s.mustache", ctx->dir, name) < 0) {
                snprintf(ctx->err, sizeof(ctx->err), "out of memory");
                return NULL;
        }
        node = calloc(1, sizeof(*node));
        if (!node || kp_read_file(file, TEMPLATE_MAX_BYTES, &text, &n, why,
                                  sizeof(why))) {
                snprintf(ctx->err, sizeof(ctx->err), "partial \"%s\": %s", name,
                         node ? why : "out of memory");
                free(node);
                free(file);
                return NULL;
        }
        free(file);
        node->text = text;
        node->next = ctx->loaded;
        ctx->loaded = node;
        *len = n;
        return text;
}

/* Chart c into out_dir (its file name in the model). */
static int write_chart(const kp_rm_chart *c, const char *out_dir, char *errstr,
                       size_t errstr_size)
{
        kp_buf svg = { 0 };
        char *path = kp_path_join(out_dir, c->file);
        int rc = -1;
        if (!path)
                kp_err(errstr, errstr_size, "out of memory");
        else if (kp_chart_svg(c, &svg, errstr, errstr_size) == 0) {
                if (svg.oom)
                        kp_err(errstr, errstr_size, "%s: out of memory", path);
                else
                        rc = kp_write_file_atomic(path, svg.s, svg.len, errstr,
                                                  errstr_size);
        }
        free(path);
        kp_buf_free(&svg);
        return rc;
}

/* Every chart of the model into out_dir/charts/: the model's, then the
 * brokers' of each tier. */
static int write_charts(const kp_rmodel *m, const char *out_dir, char *errstr,
                        size_t errstr_size)
{
        char *dir = NULL;
        int ret = -1;
        size_t n = m->n_charts;
        for (size_t i = 0; i < m->bk.n_tiers; i++)
                n += m->bk.tiers[i].n_charts;
        if (n == 0)
                return 0;
        dir = kp_path_join(out_dir, "charts");
        if (!dir) {
                kp_err(errstr, errstr_size, "out of memory");
                goto out;
        }
        if (kp_mkdir_p(dir, errstr, errstr_size))
                goto out;
        for (size_t i = 0; i < m->n_charts; i++)
                if (write_chart(&m->charts[i], out_dir, errstr, errstr_size))
                        goto out;
        for (size_t i = 0; i < m->bk.n_tiers; i++)
                for (size_t k = 0; k < m->bk.tiers[i].n_charts; k++)
                        if (write_chart(&m->bk.tiers[i].charts[k], out_dir,
                                        errstr, errstr_size))
                                goto out;
        ret = 0;
out:
        free(dir);
        return ret;
}

/* Renders template spec (a file, or a bundled name) with view into *out,
 * partials from the template's directory. Returns 0; KP_REPORT_ETEMPLATE
 * for a template the user must fix (unreadable, broken, a partial
 * missing); -1 otherwise. out_name names the output in an out-of-memory
 * message. */
static int render_template(const char *spec, const cJSON *view,
                           const char *out_name, kp_buf *out, char *errstr,
                           size_t errstr_size)
{
        char *path = template_path(spec, errstr, errstr_size);
        char *tmpl = NULL, *tdir = NULL;
        size_t tlen;
        partial_ctx pc;
        kp_mustache_opts mo;
        int ret = -1;

        memset(&pc, 0, sizeof(pc));
        memset(&mo, 0, sizeof(mo));
        if (!path)
                goto out;
        /* A template that cannot be read is the user's to fix, like one
         * that does not parse. */
        if (kp_read_file(path, TEMPLATE_MAX_BYTES, &tmpl, &tlen, errstr,
                         errstr_size)) {
                if (strcmp(path, spec) != 0 && access(path, F_OK) != 0)
                        kp_err(errstr, errstr_size,
                               "template \"%s\": no such file, and no "
                               "bundled template of that name (looked for "
                               "%s)",
                               spec, path);
                ret = KP_REPORT_ETEMPLATE;
                goto out;
        }
        tdir = kp_dirname(path);
        if (!tdir) {
                kp_err(errstr, errstr_size, "out of memory");
                goto out;
        }
        pc.dir = tdir;
        mo.partial = load_partial;
        mo.opaque = &pc;
        mo.escape = kp_mustache_escape_markdown;
        mo.name = path;
        if (kp_mustache_render(tmpl, tlen, view, &mo, out, errstr,
                               errstr_size)) {
                ret = KP_REPORT_ETEMPLATE;
                goto out;
        }
        if (pc.err[0]) {
                kp_err(errstr, errstr_size, "%s: %s", path, pc.err);
                ret = KP_REPORT_ETEMPLATE;
                goto out;
        }
        if (out->oom) {
                kp_err(errstr, errstr_size, "%s: out of memory", out_name);
                goto out;
        }
        ret = 0;
out:
        while (pc.loaded) {
                partial_node *next = pc.loaded->next;
                free(pc.loaded->text);
                free(pc.loaded);
                pc.loaded = next;
        }
        free(tmpl);
        free(tdir);
        free(path);
        return ret;
}

int kp_report_md_write(const kp_rmodel *m, const kp_report_md_opts *opts,
                       const char *out_dir, char *errstr, size_t errstr_size)
{
        static const kp_report_md_opts defaults;
        const char *spec;
        char *md = NULL;
        cJSON *view = NULL;
        kp_buf out = { 0 };
        int ret = -1;

        if (!opts)
                opts = &defaults;
        spec = opts->template_path    ? opts->template_path
               : m->r->plan->template ? m->r->plan->template
                                      : kp_tr(m->lang, KP_S_MD_TEMPLATE);
        md = kp_path_join(out_dir, "report.md");
        view = kp_md_view(m);
        if (!md || !view) {
                kp_err(errstr, errstr_size,
                       "out of memory building the report view");
                goto out;
        }
        ret = render_template(spec, view, md, &out, errstr, errstr_size);
        /* Nothing is written until the template rendered. */
        if (ret == 0 && (kp_mkdir_p(out_dir, errstr, errstr_size) ||
                         write_charts(m, out_dir, errstr, errstr_size) ||
                         kp_write_file_atomic(md, out.s ? out.s : "", out.len,
                                              errstr, errstr_size)))
                ret = -1;
out:
        kp_buf_free(&out);
        cJSON_Delete(view);
        free(md);
        return ret;
}

cJSON *kp_report_view(const kp_results *r, const kp_evaluation *e,
                      const char *results_sha256)
{
        kp_rmodel *m = NULL;
        cJSON *v;
        if (kp_rmodel_build(r, e, results_sha256, &m))
                return NULL;
        v = kp_md_view(m);
        kp_rmodel_destroy(m);
        return v;
}

int kp_report_md_render(const char *spec, const cJSON *view,
                        const char *out_path, char *errstr, size_t errstr_size)
{
        kp_buf out = { 0 };
        int ret =
            render_template(spec, view, out_path, &out, errstr, errstr_size);
        if (ret == 0)
                ret = kp_write_file_atomic(out_path, out.s ? out.s : "",
                                           out.len, errstr, errstr_size);
        kp_buf_free(&out);
        return ret;
}

int kp_report_md_check(const kp_plan *plan, const char *tmpl_spec, char *errstr,
                       size_t errstr_size)
{
        const char *spec = tmpl_spec ? tmpl_spec
                           : plan->template
                               ? plan->template
                               : kp_tr(plan->lang, KP_S_MD_TEMPLATE);
        cJSON *view = cJSON_CreateObject();
        kp_buf out = { 0 };
        int ret = -1;

        if (!view)
                kp_err(errstr, errstr_size, "out of memory");
        else if (render_template(spec, view, "the template check", &out, errstr,
                                 errstr_size) == 0)
                ret = 0;
        kp_buf_free(&out);
        cJSON_Delete(view);
        return ret;
}
