/*
 * The Markdown report: golden files for the bundled templates, the charts
 * it links, template lookup and errors, redaction, chart file names, and
 * the documentation of every field of the view.
 *
 * Run from the repository root (the Makefile and tests/run do). With
 * KP_UPDATE_GOLDEN=1 the golden tests rewrite tests/golden/ instead of
 * comparing; review the diff before keeping it.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include <ctype.h>
#include <dirent.h>
#include <ftw.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cjson/cJSON.h>

#include "base/hist.h"
#include "base/sha256.h"
#include "base/util.h"
#include "evaluate/evaluate.h"
#include "report/model/judgment_words.h"
#include "report/model/sweep_words.h"
#include "report/reports.h"
#include "report/words/lang.h"
#include "report/md/report_md.h"
#include "results/client.h"
#include "results/results.h"

#include "hand_made.h"
#include "report_write.h"
#include "sweep_fixture.h"

#define FIXTURE         "tests/fixtures/results-3tier.json"
#define GOLDEN_EN       "tests/golden/report-3tier.md"
#define GOLDEN_ZH       "tests/golden/report-3tier.zh-CN.md"
#define GOLDEN_SWEEP_EN "tests/golden/report-sweeps.md"
#define GOLDEN_SWEEP_ZH "tests/golden/report-sweeps.zh-CN.md"
#define DOCS            "docs/templates.md"
#define SECRET          "fixture-secret-never-shown"

/* ---- helpers ----------------------------------------------------------- */

typedef struct fixture {
        kp_results *r;
        kp_evaluation *e;
        char sha[65];
        char dir[PATH_MAX]; /* a fresh output directory */
} fixture;

static int rm_entry(const char *path, const struct stat *st, int flag,
                    struct FTW *ftw)
{
        (void)st;
        (void)flag;
        (void)ftw;
        return remove(path);
}

static char *slurp(const char *path, size_t *len)
{
        char *data = NULL, err[512];
        size_t n = 0;
        if (kp_read_file(path, 64u << 20, &data, &n, err, sizeof(err)))
                return NULL;
        if (len)
                *len = n;
        return data;
}

static int setup(void **state)
{
        fixture *f = calloc(1, sizeof(*f));
        const char *tmp = getenv("TMPDIR");
        char err[2048], cwd[PATH_MAX], tdir[PATH_MAX + 16];
        size_t len;
        char *text;

        assert_non_null(f);
        /* The bundled templates of this source tree, whatever the binary. */
        assert_non_null(getcwd(cwd, sizeof(cwd)));
        snprintf(tdir, sizeof(tdir), "%s/templates", cwd);
        setenv("KPLAN_TEMPLATES", tdir, 1);

        if (kp_results_load(FIXTURE, &f->r, err, sizeof(err)))
                fail_msg("%s (run the tests from the repository root)", err);
        if (kp_evaluate(f->r, &f->e, err, sizeof(err)))
                fail_msg("%s", err);
        text = slurp(FIXTURE, &len);
        assert_non_null(text);
        kp_sha256_hex(text, len, f->sha);
        free(text);
        snprintf(f->dir, sizeof(f->dir), "%s/kplan-test-report-XXXXXX",
                 tmp && *tmp ? tmp : "/tmp");
        assert_non_null(mkdtemp(f->dir));
        *state = f;
        return 0;
}

static int teardown(void **state)
{
        fixture *f = *state;
        nftw(f->dir, rm_entry, 16, FTW_DEPTH | FTW_PHYS);
        kp_evaluation_destroy(f->e);
        kp_results_destroy(f->r);
        free(f);
        return 0;
}

/* out_dir/name, in a static buffer per call site's needs. */
static const char *in_dir(char *buf, size_t size, const char *dir,
                          const char *name)
{
        snprintf(buf, size, "%s/%s", dir, name);
        return buf;
}

static int write_text(const char *path, const char *text)
{
        char err[512];
        return kp_write_file_atomic(path, text, strlen(text), err, sizeof(err));
}

/* Renders with template (NULL: the default) into f->dir; must succeed. */
static void render_ok(fixture *f, const char *tmpl)
{
        const char *o_tmpl = tmpl, *o_sha = f->sha;
        char err[2048] = "";
        int rc = md_write(f->r, f->e, o_tmpl, o_sha, f->dir, err, sizeof(err));
        if (rc != 0)
                fail_msg("md_write returned %d: %s", rc, err);
}

/* Compares out_dir/report.md with the golden file, byte for byte, or
 * rewrites the golden file when KP_UPDATE_GOLDEN=1. */
static void check_golden(const fixture *f, const char *golden)
{
        char path[PATH_MAX + 32], err[512];
        const char *upd = getenv("KP_UPDATE_GOLDEN");
        size_t got_len, want_len, line = 1, i;
        char *got =
            slurp(in_dir(path, sizeof(path), f->dir, "report.md"), &got_len);
        char *want;

        assert_non_null(got);
        if (upd && strcmp(upd, "1") == 0) {
                if (kp_write_file_atomic(golden, got, got_len, err,
                                         sizeof(err)))
                        fail_msg("%s", err);
                fprintf(stderr, "updated %s\n", golden);
                free(got);
                return;
        }
        want = slurp(golden, &want_len);
        if (!want)
                fail_msg("%s is missing: run with KP_UPDATE_GOLDEN=1", golden);
        for (i = 0; i < got_len && i < want_len && got[i] == want[i]; i++)
                line += got[i] == '\n';
        if (i != got_len || i != want_len) {
                const char *g = got + i, *w = want + i;
                while (g > got && g[-1] != '\n')
                        g--;
                while (w > want && w[-1] != '\n')
                        w--;
                fprintf(stderr,
                        "%s differs from the rendered report at line %zu:\n"
                        "  golden:   %.*s\n  rendered: %.*s\n"
                        "(KP_UPDATE_GOLDEN=1 rewrites it after review)\n",
                        golden, line, (int)strcspn(w, "\n"), w,
                        (int)strcspn(g, "\n"), g);
                free(got);
                free(want);
                fail();
        }
        free(got);
        free(want);
}

static int contains_file(const char *path, const char *needle)
{
        size_t len, n = strlen(needle);
        char *text = slurp(path, &len);
        int found = 0;
        assert_non_null(text);
        for (size_t i = 0; i + n <= len && !found; i++)
                found = memcmp(text + i, needle, n) == 0;
        free(text);
        return found;
}

/* Parses an SVG file with an independent XML parser: 1 if well-formed
 * with an <svg> root element. */
static int well_formed_svg(const char *path)
{
        char cmd[2 * PATH_MAX + 512];
        snprintf(cmd, sizeof(cmd),
                 "/usr/bin/python3 -c 'import sys, xml.etree.ElementTree as "
                 "E; r = E.parse(sys.argv[1]).getroot(); "
                 "sys.exit(0 if r.tag.endswith(\"svg\") else 1)' '%s'",
                 path);
        return system(cmd) == 0;
}

/* ---- golden files ---------------------------------------------------- */

static void test_golden_english(void **state)
{
        fixture *f = *state;
        render_ok(f, NULL);
        check_golden(f, GOLDEN_EN);
}

static void test_golden_chinese(void **state)
{
        fixture *f = *state;
        /* The plan's language, as kplan report --lang zh-CN sets it: the
         * model's words and the default template follow it. */
        f->r->plan->lang = KP_LANG_ZH_CN;
        render_ok(f, NULL);
        f->r->plan->lang = KP_LANG_EN;
        check_golden(f, GOLDEN_ZH);
}

/* The front page answers first: the verdict is the first line after the
 * title, the criteria not met and the answers follow before any section,
 * and the English report keeps to about 1,200 words before its appendix
 * (the golden files are the fixture's and the sweeps' reports). */
static size_t words_before_appendix(const char *md)
{
        const char *end = strstr(md, "\n## Appendix\n");
        size_t n = 0;
        int in_word = 0;
        if (!end)
                fail_msg("no appendix heading");
        for (const char *p = md; p < end; p++) {
                int sp = *p == ' ' || *p == '\n' || *p == '\t';
                n += !sp && !in_word;
                in_word = !sp;
        }
        return n;
}

static void test_front_first(void **state)
{
        const char *golden[] = { GOLDEN_EN, GOLDEN_SWEEP_EN };
        (void)state;
        for (size_t i = 0; i < KP_ARRAY_LEN(golden); i++) {
                char *md = slurp(golden[i], NULL);
                const char *title, *first, *answers, *section;
                assert_non_null(md);
                title = strstr(md, "\n# ");
                title = title ? title + 1 : md;
                first = strchr(title, '\n');
                assert_non_null(first);
                assert_true(!strncmp(first, "\n\n**Verdict:** **", 16));
                answers = strstr(md, "- **Throughput.** ");
                section = strstr(md, "\n## 1. ");
                assert_non_null(answers);
                assert_non_null(section);
                assert_true(answers < section);
                if (strstr(md, "Criteria not met:"))
                        assert_true(strstr(md, "Criteria not met:") < answers);
                /* The length goal holds for sweeps as well: a sweep
                 * point that ran three times has one row in the front
                 * tables and one per criterion, not one per run. The
                 * goal counts table cells too, and with them the "not
                 * judged" beside each figure that no criterion judged. */
                if (words_before_appendix(md) > 1250)
                        fail_msg("%s: %zu words before the appendix", golden[i],
                                 words_before_appendix(md));
                free(md);
        }
}

/* A run with sweeps and a parallel group, both templates. */
static void test_golden_sweeps(void **state)
{
        fixture *f = *state;
        kp_results *r = sweep_results();
        kp_evaluation *e = NULL;
        char err[1024] = "";
        const char *tmpl[] = { NULL, "report.zh-CN.md.mustache" };
        const char *golden[] = { GOLDEN_SWEEP_EN, GOLDEN_SWEEP_ZH };
        if (kp_evaluate(r, &e, err, sizeof(err)))
                fail_msg("%s", err);
        for (size_t i = 0; i < 2; i++) {
                const char *o_tmpl = tmpl[i], *o_sha = NULL;
                int rc;
                r->plan->lang = i ? KP_LANG_ZH_CN : KP_LANG_EN;
                rc = md_write(r, e, o_tmpl, o_sha, f->dir, err, sizeof(err));
                if (rc)
                        fail_msg("md_write: %s", err);
                check_golden(f, golden[i]);
        }
        kp_evaluation_destroy(e);
        kp_results_destroy(r);
}

/* The two charts of each sweep: written, well-formed, linked, the best
 * point marked; a grid has a series per value of its second parameter;
 * a categorical parameter gets bars. */
static void test_sweep_charts(void **state)
{
        fixture *f = *state;
        kp_results *r = sweep_results();
        kp_evaluation *e = NULL;
        const char *o_tmpl = NULL, *o_sha = NULL;
        char err[1024] = "", path[PATH_MAX + 64], *md;
        static const char *const files[] = {
                "charts/sweep-acks-throughput.svg",
                "charts/sweep-acks-latency.svg",
                "charts/sweep-batching-throughput.svg",
                "charts/sweep-batching-latency.svg",
        };
        cJSON *view, *sw, *ch;
        if (kp_evaluate(r, &e, err, sizeof(err)))
                fail_msg("%s", err);
        if (md_write(r, e, o_tmpl, o_sha, f->dir, err, sizeof(err)))
                fail_msg("%s", err);
        md = slurp(in_dir(path, sizeof(path), f->dir, "report.md"), NULL);
        assert_non_null(md);
        for (size_t i = 0; i < KP_ARRAY_LEN(files); i++) {
                char link[128];
                struct stat st;
                in_dir(path, sizeof(path), f->dir, files[i]);
                if (stat(path, &st) != 0)
                        fail_msg("%s was not written", files[i]);
                if (!well_formed_svg(path))
                        fail_msg("%s is not a well-formed SVG", files[i]);
                assert_true(contains_file(path, ">best<"));
                snprintf(link, sizeof(link), "](%s)", files[i]);
                if (!strstr(md, link))
                        fail_msg("report.md does not link %s", files[i]);
        }
        assert_true(
            contains_file(in_dir(path, sizeof(path), f->dir,
                                 "charts/sweep-batching-throughput.svg"),
                          "batch.size=65536"));
        assert_true(contains_file(
            in_dir(path, sizeof(path), f->dir, "charts/sweep-acks-latency.svg"),
            "<rect"));
        /* The p95 criterion of the batching sweep is drawn. */
        assert_true(contains_file(in_dir(path, sizeof(path), f->dir,
                                         "charts/sweep-batching-latency.svg"),
                                  "p95 produce latency ≤ 20 ms"));
        /* Sweep charts are listed with their sweep, not in charts[]. */
        view = kp_report_view(r, e, NULL);
        assert_non_null(view);
        ch = cJSON_GetObjectItem(view, "charts");
        for (int i = 0; i < cJSON_GetArraySize(ch); i++)
                assert_null(strstr(cJSON_GetStringValue(cJSON_GetObjectItem(
                                       cJSON_GetArrayItem(ch, i), "file")),
                                   "sweep-"));
        sw = cJSON_GetArrayItem(cJSON_GetObjectItem(view, "sweeps"), 1);
        assert_string_equal(
            cJSON_GetStringValue(cJSON_GetObjectItem(sw, "best")),
            "batching linger.ms=5 batch.size=16384");
        assert_int_equal(cJSON_GetArraySize(cJSON_GetObjectItem(sw, "charts")),
                         2);
        cJSON_Delete(view);
        /* The findings and the aggregate row are in the report. */
        assert_non_null(strstr(md, "- Best: linger.ms=5, batch.size=16384"));
        assert_non_null(
            strstr(md, "| **Aggregate** | | 6,000 | **5,997.5** |"));
        free(md);
        kp_evaluation_destroy(e);
        kp_results_destroy(r);
}

/* The first line says that an embedded run measured no cluster; without
 * it the first line is the title. */
static void test_first_line(void **state)
{
        fixture *f = *state;
        char path[PATH_MAX + 32];
        const char *tmpl[] = { NULL, "report.zh-CN.md.mustache" };
        const char *warn[] = { "> **Warning: embedded cluster.**",
                               "> **警告：本次使用嵌入式集群。**" };
        for (int embedded = 0; embedded < 2; embedded++) {
                f->r->cluster.embedded = embedded;
                for (size_t t = 0; t < 2; t++) {
                        char *md;
                        render_ok(f, tmpl[t]);
                        md = slurp(
                            in_dir(path, sizeof(path), f->dir, "report.md"),
                            NULL);
                        assert_non_null(md);
                        if (embedded)
                                assert_memory_equal(md, warn[t],
                                                    strlen(warn[t]));
                        else
                                assert_memory_equal(md, "# Fixture", 9);
                        free(md);
                }
        }
        f->r->cluster.embedded = 0;
}

/* Hosts emulated on one machine are said beside the answers, in both
 * templates, and only when they were; the front page keeps its length. */
static void test_emulated_hosts(void **state)
{
        fixture *f = *state;
        char path[PATH_MAX + 32];
        const char *tmpl[] = { NULL, "report.zh-CN.md.mustache" };
        const char *said[] = {
                "\n\n> The hosts were emulated on one machine (network "
                "namespaces, cgroup CPU budgets; one disk, one kernel): the "
                "answers describe that emulated cluster.\n\n",
                "\n\n> 这些主机是在同一台机器上仿真的（网络命名空间、cgroup "
                "CPU 配额；共用一块磁盘、一个内核）：以上结论描述的是这个仿真"
                "集群。\n\n"
        };
        const char *answers[] = { "- **Storage.** ", "- **存储：** " };
        const char *table[] = { "*Table: Produce per tier.*",
                                "*表：各场景的生产。*" };
        for (int emulated = 0; emulated < 2; emulated++) {
                f->r->cluster.emulated_hosts = emulated;
                for (size_t t = 0; t < 2; t++) {
                        char *md, *at;
                        f->r->plan->lang = t ? KP_LANG_ZH_CN : KP_LANG_EN;
                        render_ok(f, tmpl[t]);
                        md = slurp(
                            in_dir(path, sizeof(path), f->dir, "report.md"),
                            NULL);
                        assert_non_null(md);
                        at = strstr(md, said[t]);
                        if (!emulated) {
                                assert_null(
                                    strstr(md, t ? "仿真" : "emulated"));
                                free(md);
                                continue;
                        }
                        /* After the last answer, before the tables. */
                        assert_non_null(at);
                        assert_non_null(strstr(md, answers[t]));
                        assert_non_null(strstr(md, table[t]));
                        assert_true(strstr(md, answers[t]) < at);
                        assert_true(at < strstr(md, table[t]));
                        if (!t && words_before_appendix(md) > 1250)
                                fail_msg("%zu words before the appendix",
                                         words_before_appendix(md));
                        free(md);
                }
        }
        f->r->cluster.emulated_hosts = 0;
        f->r->plan->lang = KP_LANG_EN;
}

/* The throughput answer ends with the brokers the peak needs, in both
 * templates (the Chinese one words the answer from its parts), with the
 * same figures. */
static void test_brokers_needed(void **state)
{
        fixture *f = *state;
        kp_results *r = search_run(20000, 3, 3);
        kp_evaluation *e = evaluate(r);
        char path[PATH_MAX + 32], err[1024] = "";
        const char *tmpl[] = { NULL, "report.zh-CN.md.mustache" };
        const char *line[] = {
                "- **Throughput.** Yes: 20,000 msg/s held the criteria for "
                "the soak (tier cap) against a required peak of 3,472.2 "
                "msg/s: headroom 5.76×; brokers needed, estimated from the "
                "capacity measured on the 3 brokers tested: 3 (assuming the "
                "partitions balanced and the same limit per broker; never "
                "fewer than the replication factor, 3), 4 with one down.\n",
                "- **吞吐量：** 是：场景 cap 持续运行时 20,000 msg/s 满足判定"
                "标准，所需峰值 3,472.2 msg/s，余量 5.76 倍；所需 Broker 数："
                "按所测 3 个 Broker 的实测容量估算为 3 台（假设分区均衡、每台 "
                "Broker 的上限相同；不少于副本因子 3），考虑一台宕机则需 4 "
                "台。\n"
        };
        for (size_t t = 0; t < 2; t++) {
                char *md;
                r->plan->lang = t ? KP_LANG_ZH_CN : KP_LANG_EN;
                if (md_write(r, e, tmpl[t], NULL, f->dir, err, sizeof(err)))
                        fail_msg("%s", err);
                md = slurp(in_dir(path, sizeof(path), f->dir, "report.md"),
                           NULL);
                assert_non_null(md);
                if (!strstr(md, line[t]))
                        fail_msg("no throughput answer with the brokers "
                                 "needed in:\n%.2000s",
                                 md);
                free(md);
        }
        kp_evaluation_destroy(e);
        kp_results_destroy(r);
}

/* Where the time went on several load hosts (kplan run --agents): one
 * block per host, named; a host whose client recorded nothing says so in
 * one line, in both templates. */
static void test_time_hosts(void **state)
{
        fixture *f = *state;
        kp_client *c = &f->r->tiers[1].produce.client;
        char path[PATH_MAX + 32], err[512];
        const char *tmpl[] = { NULL, "report.zh-CN.md.mustache" };
        const char *named[] = { "Load host **loadgen-1**:\n",
                                "负载主机 **loadgen-1**：\n" };
        const char *none[] = {
                "Load host **loadgen-2**: its client recorded no statistics.\n",
                "负载主机 **loadgen-2**：其客户端没有记录统计。\n"
        };
        assert_int_equal(c->n_stats, 1);
        free(c->stats[0].source);
        c->stats[0].source = strdup("loadgen-1");
        assert_non_null(c->stats[0].source);
        assert_non_null(kp_client_add_stats(c, "loadgen-2"));
        kp_evaluation_destroy(f->e);
        if (kp_evaluate(f->r, &f->e, err, sizeof(err)))
                fail_msg("%s", err);
        for (size_t t = 0; t < 2; t++) {
                char *md, *a, *b, *stages;
                render_ok(f, tmpl[t]);
                md = slurp(in_dir(path, sizeof(path), f->dir, "report.md"),
                           NULL);
                assert_non_null(md);
                a = strstr(md, named[t]);
                b = strstr(md, none[t]);
                assert_non_null(a);
                assert_non_null(b);
                /* loadgen-1's tables come between the two. */
                stages = strstr(a, "| 0.050 |");
                assert_non_null(stages);
                assert_true(stages < b);
                free(md);
        }
}

/* ---- charts -------------------------------------------------------------- */

static void test_charts_exist_and_are_svg(void **state)
{
        fixture *f = *state;
        char path[PATH_MAX + 160];
        cJSON *view, *charts, *c;
        char *md;
        int n = 0;

        render_ok(f, NULL);
        view = kp_report_view(f->r, f->e, f->sha);
        assert_non_null(view);
        charts = cJSON_GetObjectItemCaseSensitive(view, "charts");
        /* Three comparisons (the paced rates, the rates at full speed,
         * the p95) and three charts for each of the three tiers. */
        assert_int_equal(cJSON_GetArraySize(charts), 3 + 3 * 3);
        md = slurp(in_dir(path, sizeof(path), f->dir, "report.md"), NULL);
        assert_non_null(md);
        cJSON_ArrayForEach(c, charts)
        {
                const char *file = cJSON_GetStringValue(
                    cJSON_GetObjectItemCaseSensitive(c, "file"));
                char link[256];
                struct stat st;
                assert_non_null(file);
                assert_memory_equal(file, "charts/", 7);
                in_dir(path, sizeof(path), f->dir, file);
                assert_int_equal(stat(path, &st), 0);
                assert_true(st.st_size > 500);
                if (!well_formed_svg(path))
                        fail_msg("%s is not a well-formed SVG", file);
                snprintf(link, sizeof(link), "](%s)", file);
                if (!strstr(md, link))
                        fail_msg("report.md does not link %s", file);
                n++;
        }
        assert_int_equal(n, 12);
        free(md);
        cJSON_Delete(view);

        /* Criteria thresholds are drawn where the chart shows the metric. */
        assert_true(contains_file(
            in_dir(path, sizeof(path), f->dir, "charts/tiers-latency.svg"),
            "p95 produce latency ≤ 5 ms"));
        assert_true(contains_file(
            in_dir(path, sizeof(path), f->dir, "charts/latency-100k.svg"),
            "p95 produce latency ≤ 5 ms"));
        assert_true(contains_file(
            in_dir(path, sizeof(path), f->dir, "charts/tiers-full-speed.svg"),
            "consume fetch rate ≥ 50,000 msg/s"));
        assert_true(contains_file(
            in_dir(path, sizeof(path), f->dir, "charts/throughput-100k.svg"),
            "≥ 99% of target: 4,950 msg/s"));
        /* The capacity tier has no latency criterion: no reference line. */
        assert_false(contains_file(
            in_dir(path, sizeof(path), f->dir, "charts/latency-capacity.svg"),
            "stroke-dasharray"));
}

/* Tier names may hold spaces, '=' and '/': the chart files get safe,
 * distinct names. */
static void test_chart_names_are_safe(void **state)
{
        fixture *f = *state;
        static const char *names[] = { "acks=all / linger 5",
                                       "acks=all/linger 5", "..Ünicode" };
        static const char *files[] = {
                "charts/throughput-acks-all-linger-5.svg",
                "charts/throughput-acks-all-linger-5-2.svg",
                "charts/throughput-nicode.svg"
        };
        char *saved[3], *saved_plan[3], path[PATH_MAX + 64];
        const char *saved_eval[3];
        for (size_t i = 0; i < 3; i++) {
                saved[i] = f->r->tiers[i].name;
                saved_plan[i] = f->r->plan->tiers[i].name;
                saved_eval[i] = f->e->tiers[i].name;
                f->r->tiers[i].name = (char *)names[i];
                f->r->plan->tiers[i].name = (char *)names[i];
                f->e->tiers[i].name = names[i];
        }
        render_ok(f, NULL);
        for (size_t i = 0; i < 3; i++) {
                f->r->tiers[i].name = saved[i];
                f->r->plan->tiers[i].name = saved_plan[i];
                f->e->tiers[i].name = saved_eval[i];
        }
        for (size_t i = 0; i < 3; i++) {
                struct stat st;
                in_dir(path, sizeof(path), f->dir, files[i]);
                if (stat(path, &st) != 0)
                        fail_msg("%s was not written", files[i]);
        }
}

/* ---- templates ------------------------------------------------------------
 */

static void test_user_template_by_path(void **state)
{
        fixture *f = *state;
        char tdir[PATH_MAX + 16], tmpl[PATH_MAX + 64], part[PATH_MAX + 64];
        char path[PATH_MAX + 32], *md;

        snprintf(tdir, sizeof(tdir), "%s/tpl", f->dir);
        assert_int_equal(mkdir(tdir, 0700), 0);
        in_dir(tmpl, sizeof(tmpl), tdir, "mine.mustache");
        in_dir(part, sizeof(part), tdir, "row.mustache");
        assert_int_equal(write_text(tmpl,
                                    "Verdict {{verdict.text}}\n"
                                    "{{#tiers}}\n{{> row}}\n{{/tiers}}\n"),
                         0);
        assert_int_equal(write_text(part, "* {{name}} | {{verdict}}\n"), 0);
        render_ok(f, tmpl);
        md = slurp(in_dir(path, sizeof(path), f->dir, "report.md"), NULL);
        assert_non_null(md);
        assert_string_equal(md, "Verdict FAIL\n"
                                "* 10k | PASS\n"
                                "* 100k | FAIL\n"
                                "* capacity | PASS\n");
        free(md);
}

/* {{var}} is escaped for a Markdown table cell; {{{var}}} is not. */
static void test_markdown_escaping(void **state)
{
        fixture *f = *state;
        char *saved = f->r->plan->title;
        char tmpl[PATH_MAX + 64], path[PATH_MAX + 32], *md;
        in_dir(tmpl, sizeof(tmpl), f->dir, "esc.mustache");
        assert_int_equal(write_text(tmpl, "| {{plan.title}} |\n"
                                          "{{{plan.title}}}\n"),
                         0);
        f->r->plan->title = (char *)"a|b <c> & d\ne";
        render_ok(f, tmpl);
        f->r->plan->title = saved;
        md = slurp(in_dir(path, sizeof(path), f->dir, "report.md"), NULL);
        assert_non_null(md);
        assert_string_equal(md, "| a\\|b &lt;c&gt; &amp; d e |\n"
                                "a|b <c> & d\ne\n");
        free(md);
}

/* The plan's "report": {"template": ...} is used when no template is
 * given; an explicit one wins. */
static void test_plan_template(void **state)
{
        fixture *f = *state;
        char tmpl[PATH_MAX + 64], path[PATH_MAX + 32], *md;
        in_dir(tmpl, sizeof(tmpl), f->dir, "plan.mustache");
        assert_int_equal(write_text(tmpl, "plan's {{plan.name}}\n"), 0);
        assert_null(f->r->plan->template);
        f->r->plan->template = tmpl;
        render_ok(f, NULL);
        md = slurp(in_dir(path, sizeof(path), f->dir, "report.md"), NULL);
        assert_string_equal(md, "plan's fixture\n");
        free(md);
        render_ok(f, "report.md.mustache");
        md = slurp(path, NULL);
        assert_memory_equal(md, "# Fixture", 9);
        free(md);
        f->r->plan->template = NULL;
}

static void test_broken_template(void **state)
{
        fixture *f = *state;
        char tmpl[PATH_MAX + 64], want[PATH_MAX + 96], path[PATH_MAX + 32];
        char err[2048] = "";
        const char *o_tmpl = NULL, *o_sha = f->sha;
        struct stat st;
        int rc;

        in_dir(tmpl, sizeof(tmpl), f->dir, "broken.mustache");
        assert_int_equal(write_text(tmpl, "# Report\n\n  {{#tiers}}\n"
                                          "- {{name}}\n"),
                         0);
        o_tmpl = tmpl;
        rc = md_write(f->r, f->e, o_tmpl, o_sha, f->dir, err, sizeof(err));
        assert_int_equal(rc, KP_REPORT_ETEMPLATE);
        /* file:line:column of the section that is never closed. */
        snprintf(want, sizeof(want), "%s:3:3: ", tmpl);
        if (strncmp(err, want, strlen(want)) != 0)
                fail_msg("expected \"%s...\", got \"%s\"", want, err);
        /* Nothing is written for a broken template. */
        assert_int_not_equal(
            stat(in_dir(path, sizeof(path), f->dir, "report.md"), &st), 0);
        assert_int_not_equal(
            stat(in_dir(path, sizeof(path), f->dir, "charts"), &st), 0);
}

static void test_missing_template_and_partial(void **state)
{
        fixture *f = *state;
        char tmpl[PATH_MAX + 64], err[2048] = "";
        const char *o_tmpl = "no-such-template.mustache", *o_sha = f->sha;
        int rc = md_write(f->r, f->e, o_tmpl, o_sha, f->dir, err, sizeof(err));
        assert_int_equal(rc, KP_REPORT_ETEMPLATE);
        assert_non_null(strstr(err, "no-such-template.mustache"));

        in_dir(tmpl, sizeof(tmpl), f->dir, "p.mustache");
        assert_int_equal(write_text(tmpl, "{{> nosuchpartial}}\n"), 0);
        o_tmpl = tmpl;
        rc = md_write(f->r, f->e, o_tmpl, o_sha, f->dir, err, sizeof(err));
        assert_int_equal(rc, KP_REPORT_ETEMPLATE);
        assert_non_null(strstr(err, "nosuchpartial"));
}

static void test_templates_dir(void **state)
{
        char dir[PATH_MAX], small[4];
        const char *saved = getenv("KPLAN_TEMPLATES");
        char *keep = saved ? strdup(saved) : NULL;
        (void)state;
        setenv("KPLAN_TEMPLATES", "/opt/custom/templates", 1);
        assert_int_equal(kp_templates_dir(dir, sizeof(dir)), 0);
        assert_string_equal(dir, "/opt/custom/templates");
        assert_int_equal(kp_templates_dir(small, sizeof(small)), -1);
        unsetenv("KPLAN_TEMPLATES");
        assert_int_equal(kp_templates_dir(dir, sizeof(dir)), 0);
        assert_true(strlen(dir) > strlen("/templates"));
        assert_string_equal(dir + strlen(dir) - strlen("/templates"),
                            "/templates");
        if (keep)
                setenv("KPLAN_TEMPLATES", keep, 1);
        free(keep);
}

/* ---- secrets ---------------------------------------------------------------
 */

static int scan_dir(const char *dir, const char *needle, int quiet)
{
        DIR *d = opendir(dir);
        struct dirent *de;
        int hits = 0;
        assert_non_null(d);
        while ((de = readdir(d))) {
                char path[PATH_MAX + 256];
                struct stat st;
                if (de->d_name[0] == '.')
                        continue;
                in_dir(path, sizeof(path), dir, de->d_name);
                assert_int_equal(stat(path, &st), 0);
                if (S_ISDIR(st.st_mode))
                        hits += scan_dir(path, needle, quiet);
                else if (contains_file(path, needle)) {
                        if (!quiet)
                                fprintf(stderr, "secret found in %s\n", path);
                        hits++;
                }
        }
        closedir(d);
        return hits;
}

/* ---- the report's language ------------------------------------------ */

static int word_char(char c)
{
        return isalnum((unsigned char)c) || c == '_' || c == '.' || c == '-';
}

/* Where en stands in text as words of its own, not inside a name such as
 * produce.latency.p95_ms; NULL when it does not. */
static const char *find_words(const char *text, const char *en)
{
        size_t n = strlen(en);
        for (const char *p = strstr(text, en); p; p = strstr(p + 1, en)) {
                int glued_before =
                    p > text && word_char(p[-1]) && word_char(en[0]);
                int glued_after = word_char(p[n]) && word_char(en[n - 1]);
                if (!glued_before && !glued_after)
                        return p;
        }
        return NULL;
}

/* The strings of the report model and the charts that a Chinese report
 * must not show in English: keys RM_* and CHART_* whose English differs
 * from their Chinese, at least 6 characters long, without printf
 * conversions (the words around them would not be found whole). */
static int english_only(kp_s k)
{
        const char *name = kp_s_name(k);
        const char *en = kp_catalog_word(KP_LANG_EN, (kp_s)k),
                   *zh = kp_catalog_word(KP_LANG_ZH_CN, (kp_s)k);
        if (strncmp(name, "KP_S_RM_", 8) && strncmp(name, "KP_S_CHART_", 11))
                return 0;
        return strcmp(en, zh) != 0 && strlen(en) >= 6 && !strchr(en, '%');
}

/* Blanks every occurrence of s in text. */
static void blank(char *text, const char *s)
{
        size_t n = strlen(s);
        for (char *p = n ? strstr(text, s) : NULL; p; p = strstr(p + n, s))
                memset(p, ' ', n);
}

/* English strings of english_only() keys in path, and a sweep's findings
 * in English: the count, each one named on stderr unless quiet. The
 * sentences a Chinese report quotes as the cluster wrote them, and says
 * so (its warnings), are left out. */
static int english_in_file(const char *path, const kp_results *r,
                           const kp_evaluation *e, int quiet)
{
        char *text = slurp(path, NULL);
        int hits = 0;
        assert_non_null(text);
        for (size_t i = 0; i < r->cluster.n_warnings; i++)
                blank(text, r->cluster.warnings[i]);
        for (size_t i = 0; i < e->n_sweeps; i++)
                for (size_t j = 0; j < e->sweeps[i].n_findings; j++) {
                        char *w = kp_sweep_finding_words(
                            KP_LANG_EN, &e->sweeps[i].findings[j]);
                        assert_non_null(w);
                        if (strstr(text, w)) {
                                hits++;
                                if (!quiet)
                                        fprintf(stderr,
                                                "%s: a finding in English: "
                                                "\"%.60s\"\n",
                                                path, w);
                        }
                        free(w);
                }
        for (int k = 0; k < KP_S_COUNT; k++) {
                const char *at;
                if (!english_only((kp_s)k))
                        continue;
                at = find_words(text, kp_catalog_word(KP_LANG_EN, (kp_s)k));
                if (!at)
                        continue;
                hits++;
                if (!quiet)
                        fprintf(stderr, "%s: %s \"%s\" in English: \"%.60s\"\n",
                                path, kp_s_name((kp_s)k),
                                kp_catalog_word(KP_LANG_EN, (kp_s)k),
                                at > text + 20 ? at - 20 : text);
        }
        free(text);
        return hits;
}

/* The report and every chart in dir: English strings found (see
 * english_in_file()), and charts without the CJK font fallback. */
static int english_in_report(const char *dir, const kp_results *r,
                             const kp_evaluation *e, int quiet,
                             int *no_cjk_font)
{
        char path[PATH_MAX + 256], charts[PATH_MAX + 32];
        int hits = english_in_file(in_dir(path, sizeof(path), dir, "report.md"),
                                   r, e, quiet);
        DIR *d = opendir(in_dir(charts, sizeof(charts), dir, "charts"));
        struct dirent *de;
        int svgs = 0;
        assert_non_null(d);
        *no_cjk_font = 0;
        while ((de = readdir(d))) {
                size_t n = strlen(de->d_name);
                if (n < 4 || strcmp(de->d_name + n - 4, ".svg"))
                        continue;
                in_dir(path, sizeof(path), charts, de->d_name);
                hits += english_in_file(path, r, e, quiet);
                *no_cjk_font += !contains_file(path, "'Noto Sans CJK SC'");
                svgs++;
        }
        closedir(d);
        assert_true(svgs > 0);
        return hits;
}

/* A zh-CN report (the plan's language, as kplan report --lang zh-CN sets
 * it) shows none of the report model's and the charts' strings in
 * English, and its charts name a CJK font; the English report of the
 * same run does show them, so the scan finds what it looks for. */
static void test_chinese_has_no_english(void **state)
{
        fixture *f = *state;
        kp_results *sw = sweep_results();
        kp_evaluation *se = NULL;
        char err[1024] = "";
        int no_font = 0;
        if (kp_evaluate(sw, &se, err, sizeof(err)))
                fail_msg("%s", err);

        f->r->plan->lang = KP_LANG_ZH_CN;
        render_ok(f, NULL);
        assert_int_equal(english_in_report(f->dir, f->r, f->e, 0, &no_font), 0);
        assert_int_equal(no_font, 0);

        sw->plan->lang = KP_LANG_ZH_CN;
        if (md_write(sw, se, NULL, NULL, f->dir, err, sizeof(err)))
                fail_msg("md_write: %s", err);
        assert_int_equal(english_in_report(f->dir, sw, se, 0, &no_font), 0);
        assert_int_equal(no_font, 0);

        f->r->plan->lang = KP_LANG_EN;
        render_ok(f, NULL);
        assert_true(english_in_report(f->dir, f->r, f->e, 1, &no_font) > 5);
        kp_evaluation_destroy(se);
        kp_results_destroy(sw);
}

/* Every figure of j (those with a text or a value: not the slots), as
 * language l shows it, is in w. */
static void figures_in(kp_lang l, const kp_judgment *j, const char *w)
{
        for (size_t i = 0; i < j->n_fig; i++) {
                char f[128];
                if (strcmp(j->fig[i].unit, "name") == 0 && !j->fig[i].text)
                        continue;
                kp_judgment_figure_text(l, j, i, f, sizeof(f));
                if (!strstr(w, f))
                        fail_msg("%s in %s: figure %s (%s) missing from "
                                 "\"%s\"",
                                 kp_jcode_str(j->code), kp_lang_tag(l),
                                 j->fig[i].name, f, w);
        }
}

/* A sweep's findings are records, worded from the catalog: English and
 * Chinese differ, and each carries every figure of the finding and of
 * its parts; results.json keeps the records, their parts with their
 * slots, and the English words beside them. */
static void test_sweep_findings_are_records(void **state)
{
        kp_results *r = sweep_results();
        kp_evaluation *e = NULL;
        char err[1024] = "";
        cJSON *ej, *sweeps;
        size_t n = 0;
        (void)state;
        if (kp_evaluate(r, &e, err, sizeof(err)))
                fail_msg("%s", err);
        ej = kp_reports_evaluation_json(r, e);
        assert_non_null(ej);
        sweeps = cJSON_GetObjectItemCaseSensitive(ej, "sweeps");
        for (size_t i = 0; i < e->n_sweeps; i++) {
                const kp_sweep_eval *s = &e->sweeps[i];
                cJSON *fj = cJSON_GetObjectItemCaseSensitive(
                    cJSON_GetArrayItem(sweeps, (int)i), "findings");
                assert_int_equal(cJSON_GetArraySize(fj), s->n_findings);
                for (size_t k = 0; k < s->n_findings; k++) {
                        const kp_sweep_finding *f = &s->findings[k];
                        cJSON *o = cJSON_GetArrayItem(fj, (int)k);
                        char *en = kp_sweep_finding_words(KP_LANG_EN, f);
                        char *zh = kp_sweep_finding_words(KP_LANG_ZH_CN, f);
                        assert_non_null(en);
                        assert_non_null(zh);
                        assert_string_not_equal(en, zh);
                        figures_in(KP_LANG_EN, &f->j, en);
                        figures_in(KP_LANG_ZH_CN, &f->j, zh);
                        for (size_t p = 0; p < f->n_parts; p++) {
                                figures_in(KP_LANG_EN, &f->parts[p].j, en);
                                figures_in(KP_LANG_ZH_CN, &f->parts[p].j, zh);
                        }
                        assert_string_equal(
                            cJSON_GetObjectItemCaseSensitive(o, "code")
                                ->valuestring,
                            kp_jcode_str(f->j.code));
                        assert_string_equal(
                            cJSON_GetObjectItemCaseSensitive(o, "text")
                                ->valuestring,
                            en);
                        assert_int_equal(
                            cJSON_GetArraySize(
                                cJSON_GetObjectItemCaseSensitive(o, "parts")),
                            f->n_parts);
                        free(en);
                        free(zh);
                        n++;
                }
        }
        /* The fixture's three sweeps: a best point, a grid, a tie. */
        assert_true(n >= 9);
        cJSON_Delete(ej);
        kp_evaluation_destroy(e);
        kp_results_destroy(r);
}

/* Even when secrets reach the model unredacted (the plan's client
 * properties, a tier's overrides, the effective client configuration), no
 * written file shows them. */
static void test_no_secret_written(void **state)
{
        fixture *f = *state;
        cJSON *view;
        char *text;

        assert_int_equal(
            kp_kv_set(&f->r->client_config, "sasl.password", SECRET), 0);
        assert_int_equal(kp_kv_set(&f->r->plan->tiers[0].producer,
                                   "ssl.key.password", SECRET),
                         0);
        assert_int_equal(
            kp_kv_set(&f->r->plan->tiers[1].consume.config, "sasl.jaas.config",
                      "org.apache.kafka.common.security.scram.ScramLoginModule "
                      "required username=\"kplan\" password=\"" SECRET "\";"),
            0);
        assert_int_equal(
            kp_kv_set(&f->r->plan->client, "sasl.password", SECRET), 0);
        assert_int_equal(
            kp_kv_set(&f->r->cluster.topics[0].config, "x.secret", SECRET), 0);

        view = kp_report_view(f->r, f->e, f->sha);
        assert_non_null(view);
        text = cJSON_PrintUnformatted(view);
        assert_non_null(text);
        assert_null(strstr(text, SECRET));
        /* The redacted keys are still listed. */
        assert_non_null(strstr(text, "ssl.key.password=[redacted]"));
        free(text);
        cJSON_Delete(view);

        render_ok(f, NULL);
        assert_int_equal(scan_dir(f->dir, SECRET, 0), 0);
        render_ok(f, "report.zh-CN.md.mustache");
        assert_int_equal(scan_dir(f->dir, SECRET, 0), 0);
        /* The scan does find a secret where there is one. */
        {
                char path[PATH_MAX + 32];
                assert_int_equal(write_text(in_dir(path, sizeof(path), f->dir,
                                                   "planted.txt"),
                                            "x " SECRET " y"),
                                 0);
                assert_int_equal(scan_dir(f->dir, SECRET, 1), 1);
                unlink(path);
        }
}

/* ---- the view and its documentation ---------------------------------- */

/* Every key path of the view ("produce[].latency.p95") appears in
 * docs/templates.md as `path`, by the conventions that document states:
 * x_raw is the raw twin of x, failed_checks[] rows have the fields of
 * checks[], and produce[].service and consume[].e2e those of
 * produce[].latency. */
static int documented(const char *path, const char *docs)
{
        static const struct {
                const char *from, *to;
        } alias[] = { { "failed_checks[]", "checks[]" },
                      { "produce[].service.", "produce[].latency." },
                      { "consume[].e2e.", "produce[].latency." },
                      { "groups[].checks[]", "checks[]" },
                      { "front.checks[]", "checks[]" },
                      { "consume[].time[]", "produce[].time[]" },
                      { "groups[].aggregate.", "groups[].workloads[]." } };
        char p[512], quoted[520];
        size_t n;
        snprintf(p, sizeof(p), "%s", path);
        n = strlen(p);
        if (n > 4 && strcmp(p + n - 4, "_raw") == 0)
                p[n - 4] = '\0';
        snprintf(quoted, sizeof(quoted), "`%s`", p);
        if (strstr(docs, quoted))
                return 1;
        snprintf(p, sizeof(p), "%s", path);
        for (size_t i = 0; i < KP_ARRAY_LEN(alias); i++) {
                size_t fl = strlen(alias[i].from);
                if (strncmp(p, alias[i].from, fl) == 0) {
                        char rest[512];
                        snprintf(rest, sizeof(rest), "%s", p + fl);
                        snprintf(p, sizeof(p), "%s%s", alias[i].to, rest);
                        break;
                }
        }
        n = strlen(p);
        if (n > 4 && strcmp(p + n - 4, "_raw") == 0)
                p[n - 4] = '\0';
        snprintf(quoted, sizeof(quoted), "`%s`", p);
        if (strstr(docs, quoted))
                return 1;
        fprintf(stderr, "undocumented: %s\n", path);
        return 0;
}

static int undocumented(const cJSON *node, const char *prefix, const char *docs)
{
        const cJSON *it;
        int missing = 0;
        if (cJSON_IsArray(node)) {
                char p[512];
                snprintf(p, sizeof(p), "%s[]", prefix);
                it = node->child;
                if (!it)
                        return !documented(p, docs);
                if (!cJSON_IsObject(it) && !cJSON_IsArray(it))
                        return !documented(p, docs);
                return undocumented(it, p, docs);
        }
        cJSON_ArrayForEach(it, node)
        {
                char p[512];
                snprintf(p, sizeof(p), "%s%s%s", prefix, *prefix ? "." : "",
                         it->string);
                if (cJSON_IsObject(it) || cJSON_IsArray(it))
                        missing += undocumented(it, p, docs);
                else
                        missing += !documented(p, docs);
        }
        return missing;
}

static void test_view_documented(void **state)
{
        fixture *f = *state;
        cJSON *view;
        char *docs = slurp(DOCS, NULL);
        kp_results *r = sweep_results();
        kp_evaluation *e = NULL;
        char err[512];
        assert_non_null(docs);
        /* The sweeps and groups of a run that has them. */
        if (kp_evaluate(r, &e, err, sizeof(err)))
                fail_msg("%s", err);
        view = kp_report_view(r, e, NULL);
        assert_non_null(view);
        assert_true(cJSON_GetArraySize(cJSON_GetObjectItem(view, "sweeps")) >
                    0);
        assert_true(cJSON_GetArraySize(cJSON_GetObjectItem(view, "groups")) >
                    0);
        assert_int_equal(
            undocumented(cJSON_GetObjectItem(view, "sweeps"), "sweeps", docs),
            0);
        assert_int_equal(
            undocumented(cJSON_GetObjectItem(view, "groups"), "groups", docs),
            0);
        cJSON_Delete(view);
        kp_evaluation_destroy(e);
        kp_results_destroy(r);
        /* An error count, so that the rows of produce[].errors[] exist. */
        assert_int_equal(kp_error_add(&f->r->tiers[0].produce.errors,
                                      "REQUEST_TIMED_OUT", 3),
                         0);
        view = kp_report_view(f->r, f->e, f->sha);
        assert_non_null(view);
        assert_int_equal(undocumented(view, "", docs), 0);
        /* Where the time went: the fixture's tier 100k (the second row)
         * has its client's statistics in both phases. */
        for (int k = 0; k < 2; k++) {
                const char *phase = k ? "consume" : "produce";
                cJSON *row =
                    cJSON_GetArrayItem(cJSON_GetObjectItem(view, phase), 1);
                cJSON *time = cJSON_GetObjectItem(row, "time");
                char prefix[32];
                assert_true(cJSON_IsTrue(cJSON_GetObjectItem(row, "has_time")));
                assert_int_equal(cJSON_GetArraySize(time), 1);
                snprintf(prefix, sizeof(prefix), "%s[].time", phase);
                assert_int_equal(undocumented(time, prefix, docs), 0);
        }
        cJSON_Delete(view);
        free(docs);
}

/* Numbers for people, and the raw values next to them. */
/* The Kafka release as the protocol version shows it, never as the
 * protocol version, and the broker's settings in the order kplan reads
 * them, with what a reader would otherwise work out. */
static void test_view_environment(void **state)
{
        fixture *f = *state;
        cJSON *v = kp_report_view(f->r, f->e, f->sha);
        const cJSON *cl, *set, *dirs, *flush;
        assert_non_null(v);
        cl = cJSON_GetObjectItem(cJSON_GetObjectItem(v, "environment"),
                                 "cluster");
        assert_string_equal(
            cJSON_GetStringValue(cJSON_GetObjectItem(cl, "kafka_release")),
            "3.9, inferred from inter.broker.protocol.version 3.9-IV0");
        assert_string_equal(
            cJSON_GetStringValue(cJSON_GetObjectItem(cl, "kafka_release_line")),
            "3.9");
        assert_true(
            cJSON_IsTrue(cJSON_GetObjectItem(cl, "has_broker_settings")));
        assert_string_equal(cJSON_GetStringValue(cJSON_GetObjectItem(
                                cl, "broker_settings_from")),
                            "broker 1");
        set = cJSON_GetObjectItem(cl, "broker_settings");
        assert_int_equal(cJSON_GetArraySize(set),
                         (int)f->r->cluster.broker_config.n);
        assert_string_equal(cJSON_GetStringValue(cJSON_GetObjectItem(
                                cJSON_GetArrayItem(set, 1), "name")),
                            "num.io.threads");
        /* Older results hold log.dirs' paths: the report gives their
         * count, never the host's paths; newer ones hold the count. */
        dirs = cJSON_GetArrayItem(set, 2);
        assert_string_equal(
            cJSON_GetStringValue(cJSON_GetObjectItem(dirs, "value")),
            "2 directories");
        flush = cJSON_GetArrayItem(set, 3);
        assert_non_null(
            strstr(cJSON_GetStringValue(cJSON_GetObjectItem(flush, "value")),
                   "(never: the OS flushes)"));
        cJSON_Delete(v);
}

static const char *release_of(fixture *f)
{
        static char got[512];
        cJSON *v = kp_report_view(f->r, f->e, f->sha);
        const cJSON *cl = cJSON_GetObjectItem(
            cJSON_GetObjectItem(v, "environment"), "cluster");
        snprintf(
            got, sizeof(got), "%s",
            cJSON_GetStringValue(cJSON_GetObjectItem(cl, "kafka_release")));
        cJSON_Delete(v);
        return got;
}

/* Kafka 4 has no inter.broker.protocol.version: "4.0 or later" where its
 * settings were read and Fetch starts at v4 (both since 4.0); a broker
 * that answers Fetch from v0 (3.x, or another kind of broker) stays "not
 * reported". */
static void test_view_release_kafka4(void **state)
{
        fixture *f = *state;
        free(f->r->cluster.broker_version);
        f->r->cluster.broker_version = NULL;
        assert_string_equal(release_of(f), "");
        for (size_t i = 0; i < f->r->cluster.n_apis; i++)
                if (f->r->cluster.apis[i].key == 1)
                        f->r->cluster.apis[i].min = 4;
        assert_string_equal(release_of(f),
                            "4.0 or later, inferred from Fetch starting at v4 "
                            "and no inter.broker.protocol.version (both since "
                            "Kafka 4.0)");
        /* Without the settings read, nothing to infer from. */
        kp_kv_free(&f->r->cluster.broker_config);
        assert_string_equal(release_of(f), "");
}

static const cJSON *storage_answer(const cJSON *v)
{
        const cJSON *a =
            cJSON_GetObjectItem(cJSON_GetObjectItem(v, "front"), "answers");
        return cJSON_GetArrayItem(a, 3);
}

/* With the data disks of its hosts declared, the storage answer is a yes
 * or a no: the estimate against their capacity. */
static void test_view_storage_disks(void **state)
{
        fixture *f = *state;
        kp_host_decl *h = &f->r->plan->hosts[0];
        cJSON *v = kp_report_view(f->r, f->e, f->sha);
        const cJSON *a = storage_answer(v);
        assert_string_equal(cJSON_GetStringValue(cJSON_GetObjectItem(a, "key")),
                            "storage");
        assert_string_equal(
            cJSON_GetStringValue(cJSON_GetObjectItem(a, "basis")), "disks");
        assert_true(cJSON_IsTrue(cJSON_GetObjectItem(a, "no")));
        assert_string_equal(
            cJSON_GetStringValue(cJSON_GetObjectItem(a, "disks")), "1.75 TiB");
        assert_non_null(
            strstr(cJSON_GetStringValue(cJSON_GetObjectItem(a, "sentence")),
                   "is 120.3% of the 1.75 TiB of declared data disks"));
        cJSON_Delete(v);
        h->disks = 8; /* 7.68 TB */
        v = kp_report_view(f->r, f->e, f->sha);
        a = storage_answer(v);
        assert_true(cJSON_IsTrue(cJSON_GetObjectItem(a, "yes")));
        assert_non_null(
            strstr(cJSON_GetStringValue(cJSON_GetObjectItem(a, "sentence")),
                   "fills 30.1% of the 6.98 TiB of declared data disks"));
        cJSON_Delete(v);
        /* A host without a disk size: not known, an estimate. */
        h->disk_size = 0;
        v = kp_report_view(f->r, f->e, f->sha);
        a = storage_answer(v);
        assert_string_equal(
            cJSON_GetStringValue(cJSON_GetObjectItem(a, "basis")), "estimate");
        cJSON_Delete(v);
        h->disks = 2;
        h->disk_size = 960000000000ULL;
}

static const char *check_str(const cJSON *v, int i, const char *key)
{
        const cJSON *k =
            cJSON_GetArrayItem(cJSON_GetObjectItem(v, "checks"), i);
        return cJSON_GetStringValue(cJSON_GetObjectItem(k, key));
}

/* A failed criterion's margin says how far over or under the limit the
 * value is, in the metric's unit; a percentage of the limit only where
 * it reads (within 1000%). */
static void test_view_margin_words(void **state)
{
        fixture *f = *state;
        kp_check *k = &f->e->checks[5]; /* consume fetch rate >= 50,000 */
        double was = k->margin, was_pct = k->margin_pct;
        cJSON *v = kp_report_view(f->r, f->e, f->sha);
        assert_non_null(v);
        assert_string_equal(check_str(v, 1, "margin_words"),
                            "0.043 ms over the limit");
        assert_string_equal(check_str(v, 1, "margin_abs"), "0.043 ms");
        assert_true(cJSON_IsTrue(cJSON_GetObjectItem(
            cJSON_GetArrayItem(cJSON_GetObjectItem(v, "checks"), 1),
            "margin_over")));
        assert_string_equal(check_str(v, 5, "margin_words"), "45,000 msg/s");
        assert_string_equal(check_str(v, 5, "margin_pct"), "+90.0%");
        cJSON_Delete(v);
        k->margin = -12000;
        k->margin_pct = -24;
        v = kp_report_view(f->r, f->e, f->sha);
        assert_string_equal(check_str(v, 5, "margin_words"),
                            "12,000 msg/s under the limit");
        assert_string_equal(check_str(v, 5, "margin_pct_abs"), "24.0%");
        cJSON_Delete(v);
        k->margin_pct = -6745.4;
        v = kp_report_view(f->r, f->e, f->sha);
        assert_string_equal(check_str(v, 5, "margin_pct"), "");
        assert_string_equal(check_str(v, 5, "margin_pct_abs"), "");
        cJSON_Delete(v);
        k->margin = was;
        k->margin_pct = was_pct;
}

static const char *cl_str(const cJSON *cl, const char *key)
{
        return cJSON_GetStringValue(cJSON_GetObjectItem(cl, key));
}

/* The broker hosts the plan declares, apart from what the cluster says:
 * a declared release of another line than the inferred one, and more
 * hosts than brokers, are said in a sentence. */
static void test_view_declared_hosts(void **state)
{
        fixture *f = *state;
        kp_host_decl *h = &f->r->plan->hosts[0];
        char *was = h->kafka;
        cJSON *v = kp_report_view(f->r, f->e, f->sha);
        const cJSON *cl, *row;
        assert_non_null(v);
        cl = cJSON_GetObjectItem(cJSON_GetObjectItem(v, "environment"),
                                 "cluster");
        assert_true(cJSON_IsTrue(cJSON_GetObjectItem(cl, "has_hosts")));
        row = cJSON_GetArrayItem(cJSON_GetObjectItem(cl, "hosts"), 0);
        assert_string_equal(cl_str(row, "name"), "kafka-1");
        assert_string_equal(cl_str(row, "cores"), "8");
        assert_string_equal(cl_str(row, "memory"), "32 GiB");
        assert_string_equal(cl_str(row, "disks"), "2 x 960 GB NVMe SSD");
        assert_string_equal(cl_str(row, "os"), "Debian 12");
        assert_string_equal(cl_str(cl, "declared_kafka"), "3.9.0");
        /* 3.9.0 is of the inferred line 3.9; one host, one broker. */
        assert_true(
            cJSON_IsFalse(cJSON_GetObjectItem(cl, "release_disagrees")));
        assert_string_equal(cl_str(cl, "release_note"), "");
        assert_string_equal(cl_str(cl, "hosts_note"), "");
        cJSON_Delete(v);

        h->kafka = "3.10.1";
        h->count = 3;
        v = kp_report_view(f->r, f->e, f->sha);
        h->kafka = was;
        h->count = 1;
        assert_non_null(v);
        cl = cJSON_GetObjectItem(cJSON_GetObjectItem(v, "environment"),
                                 "cluster");
        assert_true(cJSON_IsTrue(cJSON_GetObjectItem(cl, "release_disagrees")));
        assert_string_equal(
            cl_str(cl, "release_note"),
            "The plan declares Kafka 3.10.1, but the brokers' "
            "inter.broker.protocol.version 3.9-IV0 points to release 3.9: "
            "the two disagree (during an upgrade the protocol version may "
            "be held at an older release on purpose).");
        assert_string_equal(cl_str(cl, "hosts_note"),
                            "The plan declares 3 broker hosts; the cluster "
                            "reported 1 broker.");
        cJSON_Delete(v);
}

static void test_view_numbers(void **state)
{
        fixture *f = *state;
        cJSON *v = kp_report_view(f->r, f->e, f->sha);
        const cJSON *x, *p1, *c;
        assert_non_null(v);
        x = cJSON_GetObjectItemCaseSensitive(v, "extrapolation");
        /* 61234.5 rounds half away from zero, as the headline does. The
         * unlimited tier is a burst, not capacity: the capacity is the
         * fixed rate that met every criterion, a lower bound. */
        assert_string_equal(
            cJSON_GetStringValue(cJSON_GetObjectItem(x, "burst_rate")),
            "61,235");
        assert_true(cJSON_GetObjectItem(x, "burst_rate_raw")->valuedouble ==
                    61234.5);
        assert_string_equal(
            cJSON_GetStringValue(cJSON_GetObjectItem(x, "sustainable_rate")),
            "999.9");
        assert_string_equal(
            cJSON_GetStringValue(cJSON_GetObjectItem(x, "capacity_kind")),
            "fixed_rate");
        assert_string_equal(
            cJSON_GetStringValue(cJSON_GetObjectItem(x, "required_peak_rate")),
            "3,472.2");
        p1 = cJSON_GetArrayItem(cJSON_GetObjectItem(v, "produce"), 1);
        assert_string_equal(
            cJSON_GetStringValue(cJSON_GetObjectItem(p1, "ratio")), "99.98%");
        assert_string_equal(cJSON_GetStringValue(cJSON_GetObjectItem(
                                cJSON_GetObjectItem(p1, "latency"), "p95")),
                            "5.043");
        assert_string_equal(
            cJSON_GetStringValue(cJSON_GetObjectItem(p1, "mib_per_sec")),
            "4.77");
        c = cJSON_GetArrayItem(cJSON_GetObjectItem(v, "checks"), 1);
        assert_string_equal(
            cJSON_GetStringValue(cJSON_GetObjectItem(c, "margin")),
            "-0.043 ms");
        assert_true(cJSON_IsTrue(cJSON_GetObjectItem(c, "fail")));
        c = cJSON_GetArrayItem(cJSON_GetObjectItem(v, "checks"), 4);
        assert_true(cJSON_IsTrue(cJSON_GetObjectItem(c, "na_unlimited")));
        assert_string_equal(
            cJSON_GetStringValue(cJSON_GetObjectItem(
                cJSON_GetObjectItem(v, "environment"), "results_sha256")),
            f->sha);
        cJSON_Delete(v);
}

int main(void)
{
        const struct CMUnitTest tests[] = {
                cmocka_unit_test_setup_teardown(test_golden_english, setup,
                                                teardown),
                cmocka_unit_test(test_front_first),
                cmocka_unit_test_setup_teardown(test_time_hosts, setup,
                                                teardown),
                cmocka_unit_test_setup_teardown(test_golden_chinese, setup,
                                                teardown),
                cmocka_unit_test_setup_teardown(test_golden_sweeps, setup,
                                                teardown),
                cmocka_unit_test_setup_teardown(test_sweep_charts, setup,
                                                teardown),
                cmocka_unit_test_setup_teardown(test_emulated_hosts, setup,
                                                teardown),
                cmocka_unit_test_setup_teardown(test_brokers_needed, setup,
                                                teardown),
                cmocka_unit_test_setup_teardown(test_first_line, setup,
                                                teardown),
                cmocka_unit_test_setup_teardown(test_charts_exist_and_are_svg,
                                                setup, teardown),
                cmocka_unit_test_setup_teardown(test_chart_names_are_safe,
                                                setup, teardown),
                cmocka_unit_test_setup_teardown(test_user_template_by_path,
                                                setup, teardown),
                cmocka_unit_test_setup_teardown(test_markdown_escaping, setup,
                                                teardown),
                cmocka_unit_test_setup_teardown(test_plan_template, setup,
                                                teardown),
                cmocka_unit_test_setup_teardown(test_broken_template, setup,
                                                teardown),
                cmocka_unit_test_setup_teardown(
                    test_missing_template_and_partial, setup, teardown),
                cmocka_unit_test(test_templates_dir),
                cmocka_unit_test_setup_teardown(test_chinese_has_no_english,
                                                setup, teardown),
                cmocka_unit_test(test_sweep_findings_are_records),
                cmocka_unit_test_setup_teardown(test_no_secret_written, setup,
                                                teardown),
                cmocka_unit_test_setup_teardown(test_view_documented, setup,
                                                teardown),
                cmocka_unit_test_setup_teardown(test_view_declared_hosts, setup,
                                                teardown),
                cmocka_unit_test_setup_teardown(test_view_margin_words, setup,
                                                teardown),
                cmocka_unit_test_setup_teardown(test_view_storage_disks, setup,
                                                teardown),
                cmocka_unit_test_setup_teardown(test_view_environment, setup,
                                                teardown),
                cmocka_unit_test_setup_teardown(test_view_release_kafka4, setup,
                                                teardown),
                cmocka_unit_test_setup_teardown(test_view_numbers, setup,
                                                teardown),
        };
        return cmocka_run_group_tests(tests, NULL, NULL);
}
