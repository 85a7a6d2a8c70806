/*
 * The workbook writer: it writes a complete workbook for the fixture (a
 * zip package with every sheet, the charts and the custom properties),
 * replaces an existing file atomically, leaves nothing behind when it
 * cannot write, and copes with models that are incomplete or odd.
 *
 * The content of the workbook is checked cell by cell against
 * results.json by tests/xlsx/check_workbook.py. For that script this
 * program also has a writing mode:
 *
 *     test_report_xlsx --write RESULTS.json OUT.xlsx [LANG]
 *     test_report_xlsx --write-compare A.json B.json OUT.xlsx [LANG]
 *     test_report_xlsx --catalog
 *
 * --catalog prints the workbook's words (the keys KP_S_XL_*), one key a
 * line: its name, then its string in each language (en first), separated
 * by tabs, for check_workbook_lang.py.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <dirent.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include <zlib.h>
#include <cmocka.h>

#include "base/sha256.h"
#include "base/util.h"
#include "evaluate/compare.h"
#include "evaluate/evaluate.h"
#include "plan/plan.h"
#include "report/reports.h"
#include "report/words/lang.h"
#include "report/xlsx/report_xlsx.h"
#include "results/client.h"
#include "results/results.h"

#include "report_write.h"
#include "sweep_fixture.h"

#define FIXTURE      "tests/fixtures/results-3tier.json"
#define PLAN_FIXTURE "tests/fixtures/plan-3tier.json"
#define FIXTURE_SHA                                                            \
        "0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef"

typedef struct fx {
        kp_results *r;
        kp_evaluation *e;
        char dir[64];
        char path[128];
} fx;

static void evaluate(fx *f)
{
        char err[512] = "";
        kp_evaluation_destroy(f->e);
        f->e = NULL;
        if (kp_evaluate(f->r, &f->e, err, sizeof(err)) != 0)
                fail_msg("kp_evaluate: %s", err);
}

static int setup(void **state)
{
        fx *f = calloc(1, sizeof(*f));
        char err[512] = "";
        if (!f)
                return -1;
        if (kp_results_load(FIXTURE, &f->r, err, sizeof(err)) != 0) {
                fprintf(stderr, "%s\n", err);
                free(f);
                return -1;
        }
        evaluate(f);
        snprintf(f->dir, sizeof(f->dir), "/tmp/kp-xlsx-XXXXXX");
        if (!mkdtemp(f->dir))
                return -1;
        snprintf(f->path, sizeof(f->path), "%s/report.xlsx", f->dir);
        *state = f;
        return 0;
}

static void remove_tree(const char *dir)
{
        DIR *d = opendir(dir);
        struct dirent *de;
        char p[512];
        if (!d)
                return;
        while ((de = readdir(d)) != NULL) {
                struct stat st;
                if (!strcmp(de->d_name, ".") || !strcmp(de->d_name, ".."))
                        continue;
                snprintf(p, sizeof(p), "%s/%s", dir, de->d_name);
                if (lstat(p, &st) == 0 && S_ISDIR(st.st_mode))
                        remove_tree(p);
                else
                        unlink(p);
        }
        closedir(d);
        rmdir(dir);
}

static int teardown(void **state)
{
        fx *f = *state;
        remove_tree(f->dir);
        kp_evaluation_destroy(f->e);
        kp_results_destroy(f->r);
        free(f);
        return 0;
}

/* Number of entries in dir (temporary files left behind show up here). */
static int entries(const char *dir)
{
        DIR *d = opendir(dir);
        struct dirent *de;
        int n = 0;
        assert_non_null(d);
        while ((de = readdir(d)) != NULL)
                if (strcmp(de->d_name, ".") && strcmp(de->d_name, ".."))
                        n++;
        closedir(d);
        return n;
}

/* The file's bytes; the zip's local headers carry part names in clear. */
static char *slurp(const char *path, size_t *len)
{
        char err[512] = "", *data = NULL;
        if (kp_read_file(path, 64 << 20, &data, len, err, sizeof(err)))
                fail_msg("%s", err);
        return data;
}

static int has_part(const char *data, size_t len, const char *name)
{
        return memmem(data, len, name, strlen(name)) != NULL;
}

static uint32_t le32(const unsigned char *p)
{
        return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 |
               (uint32_t)p[3] << 24;
}

static uint16_t le16(const unsigned char *p)
{
        return (uint16_t)(p[0] | p[1] << 8);
}

/* The uncompressed bytes of one part of the package (NUL-terminated,
 * caller frees), found through the zip's central directory. */
static char *zip_part(const char *data, size_t len, const char *name)
{
        const unsigned char *z = (const unsigned char *)data, *c;
        size_t eocd = len >= 22 ? len - 22 : 0, off;
        unsigned entries;
        while (eocd > 0 && le32(z + eocd) != 0x06054b50)
                eocd--;
        assert_int_equal(le32(z + eocd), 0x06054b50);
        entries = le16(z + eocd + 10);
        off = le32(z + eocd + 16);
        for (unsigned i = 0; i < entries; i++) {
                size_t nlen, elen, clen, ulen, lh;
                c = z + off;
                assert_int_equal(le32(c), 0x02014b50);
                clen = le32(c + 20);
                ulen = le32(c + 24);
                nlen = le16(c + 28);
                elen = le16(c + 30);
                lh = le32(c + 42);
                if (nlen == strlen(name) && memcmp(c + 46, name, nlen) == 0) {
                        const unsigned char *l = z + lh;
                        z_stream zs = { 0 };
                        char *out = calloc(1, ulen + 1);
                        assert_non_null(out);
                        assert_int_equal(le32(l), 0x04034b50);
                        assert_int_equal(le16(c + 10), 8); /* deflate */
                        zs.next_in = (unsigned char *)l + 30 + le16(l + 26) +
                                     le16(l + 28);
                        zs.avail_in = (uInt)clen;
                        zs.next_out = (unsigned char *)out;
                        zs.avail_out = (uInt)ulen;
                        assert_int_equal(inflateInit2(&zs, -15), Z_OK);
                        assert_int_equal(inflate(&zs, Z_FINISH), Z_STREAM_END);
                        inflateEnd(&zs);
                        return out;
                }
                off += 46 + nlen + elen + le16(c + 32);
        }
        fail_msg("no part %s in the package", name);
        return NULL;
}

/* A part of the workbook at path, uncompressed (caller frees). */
static char *part_of(const char *path, const char *name)
{
        size_t len;
        char *data = slurp(path, &len), *part = zip_part(data, len, name);
        free(data);
        return part;
}

/* A whole workbook of n sheets (the fixture's ten: its tier 100k's
 * client recorded where its time went, and it has the brokers' own
 * metrics), with charts or without. */
static void assert_workbook_of(const char *path, int n, int charts)
{
        static const char *const parts[] = {
                "xl/workbook.xml",          "xl/worksheets/sheet1.xml",
                "xl/worksheets/sheet8.xml", "xl/charts/chart1.xml",
                "xl/drawings/drawing1.xml", "docProps/custom.xml",
                "docProps/core.xml",
        };
        char last[64], beyond[64];
        size_t len;
        char *data = slurp(path, &len);
        snprintf(last, sizeof(last), "xl/worksheets/sheet%d.xml", n);
        snprintf(beyond, sizeof(beyond), "xl/worksheets/sheet%d.xml", n + 1);
        assert_true(has_part(data, len, last));
        assert_false(has_part(data, len, beyond));
        assert_true(len > 4096);
        assert_memory_equal(data, "PK\x03\x04", 4);
        for (size_t i = 0; i < KP_ARRAY_LEN(parts); i++)
                if (!has_part(data, len, parts[i]) &&
                    (charts || (!strstr(parts[i], "chart") &&
                                !strstr(parts[i], "drawing"))))
                        fail_msg("%s: no part %s in the package", path,
                                 parts[i]);
        free(data);
}

static void assert_workbook(const char *path)
{
        assert_workbook_of(path, 10, 1);
}

static void test_fixture_workbook(void **state)
{
        fx *f = *state;
        char err[512] = "";
        int64_t t0 = kp_now_us();
        int rc = xlsx_write(f->r, f->e, FIXTURE_SHA, f->path, err, sizeof(err));
        double ms = (double)(kp_now_us() - t0) / 1000.0;
        if (rc != 0)
                fail_msg("kp_report_xlsx_write: %s", err);
        /* Reported, not asserted: sanitizer builds are slow. */
        print_message("report_xlsx: wrote the 3-tier fixture workbook in "
                      "%.1f ms\n",
                      ms);
        assert_workbook(f->path);
        assert_int_equal(entries(f->dir), 1);
}

static void test_chart_count(void **state)
{
        fx *f = *state;
        char err[512] = "", name[64];
        size_t len, n = 0;
        char *data;
        assert_int_equal(
            xlsx_write(f->r, f->e, NULL, f->path, err, sizeof(err)), 0);
        data = slurp(f->path, &len);
        for (size_t i = 1; i < 64; i++) {
                snprintf(name, sizeof(name), "xl/charts/chart%zu.xml", i);
                if (has_part(data, len, name))
                        n = i;
        }
        /* Three tier comparisons (the paced rates, the rates at full
         * speed, the p95s), and per tier produce and consume
         * throughput and latency over time and the percentile spectrum;
         * no end-to-end latency chart for the two tiers whose consumer
         * read after the produce phase (100k, capacity): no flat 0 ms.
         * Where the time went: tier 100k's stages and CPU over time. */
        assert_int_equal(n, 3 + 5 * f->r->n_tiers - 2 + 2);
        free(data);
}

static void test_replaces_existing_file(void **state)
{
        fx *f = *state;
        char err[512] = "";
        FILE *fp = fopen(f->path, "w");
        assert_non_null(fp);
        fputs("not a workbook", fp);
        fclose(fp);
        assert_int_equal(
            xlsx_write(f->r, f->e, FIXTURE_SHA, f->path, err, sizeof(err)), 0);
        assert_workbook(f->path);
        assert_int_equal(entries(f->dir), 1);
}

static void test_missing_directory(void **state)
{
        fx *f = *state;
        char err[512] = "", path[256], missing[160];
        snprintf(missing, sizeof(missing), "%s/no-such-dir", f->dir);
        snprintf(path, sizeof(path), "%s/report.xlsx", missing);
        assert_int_equal(xlsx_write(f->r, f->e, NULL, path, err, sizeof(err)),
                         -1);
        if (!strstr(err, path))
                fail_msg("error does not name %s: %s", path, err);
        assert_int_equal(access(missing, F_OK), -1);
        assert_int_equal(entries(f->dir), 0);
}

static void test_path_is_a_directory(void **state)
{
        fx *f = *state;
        char err[512] = "";
        assert_int_equal(mkdir(f->path, 0755), 0);
        assert_int_equal(
            xlsx_write(f->r, f->e, NULL, f->path, err, sizeof(err)), -1);
        if (!strstr(err, f->path))
                fail_msg("error does not name %s: %s", f->path, err);
        /* The directory is untouched and no temporary file is left. */
        assert_int_equal(entries(f->dir), 1);
        assert_int_equal(entries(f->path), 0);
}

static void test_no_evaluation(void **state)
{
        fx *f = *state;
        char err[512] = "";
        assert_int_equal(
            xlsx_write(f->r, NULL, NULL, f->path, err, sizeof(err)), -1);
        assert_non_null(strstr(err, f->path));
        assert_int_equal(entries(f->dir), 0);
}

/* A run stopped early: tiers pending, nothing measured, an embedded
 * cluster; and text that is not valid UTF-8 or holds control bytes. */
static void test_incomplete_run(void **state)
{
        fx *f = *state;
        char err[512] = "";
        kp_plan *plan = NULL;
        kp_results *r = NULL;
        kp_evaluation *e = NULL;
        if (kp_plan_load(PLAN_FIXTURE, NULL, &plan, err, sizeof(err)))
                fail_msg("%s", err);
        if (kp_results_new(plan, &r, err, sizeof(err)))
                fail_msg("%s", err);
        kp_plan_destroy(plan);
        r->cluster.embedded = 1;
        free(r->plan->title);
        r->plan->title = strdup("Stopped \xff\xfe run \x01\x07 \xe6\xb5\x8b");
        assert_non_null(r->plan->title);
        if (kp_evaluate(r, &e, err, sizeof(err)))
                fail_msg("%s", err);
        assert_int_equal(e->verdict, KP_INCOMPLETE);
        if (xlsx_write(r, e, NULL, f->path, err, sizeof(err)))
                fail_msg("%s", err);
        /* Nothing ran: no sheet of where the time went, and no chart
         * (the model has none to draw). */
        assert_workbook_of(f->path, 8, 0);
        kp_evaluation_destroy(e);
        kp_results_destroy(r);
}

/* Values that are not numbers (a rate over nothing) must not reach the
 * sheet XML as "nan" or "inf", which Excel refuses to open. */
static void test_non_finite_values(void **state)
{
        fx *f = *state;
        char err[512] = "", name[64];
        kp_produce_result *p = &f->r->tiers[0].produce;
        p->achieved_rate = NAN;
        p->latency.p95_ms = INFINITY;
        p->intervals.v[0].msgs_per_sec = NAN;
        f->r->tiers[0].consume.completeness = NAN;
        evaluate(f);
        if (xlsx_write(f->r, f->e, NULL, f->path, err, sizeof(err)))
                fail_msg("%s", err);
        for (int i = 1; i <= 8; i++) {
                char *xml;
                snprintf(name, sizeof(name), "xl/worksheets/sheet%d.xml", i);
                xml = part_of(f->path, name);
                /* Any <v> that does not start like a number. */
                for (const char *v = strstr(xml, "<v>"); v;
                     v = strstr(v + 3, "<v>")) {
                        char c = v[3] == '-' ? v[4] : v[3];
                        if (!(c >= '0' && c <= '9'))
                                fail_msg("%s holds a value that is not a "
                                         "number: %.12s",
                                         name, v);
                }
                free(xml);
        }
}

/* The text of cell A1 of the first sheet: its shared string. */
static char *summary_a1(const char *path)
{
        char *sheet = part_of(path, "xl/worksheets/sheet1.xml");
        char *strings = part_of(path, "xl/sharedStrings.xml");
        char *c = strstr(sheet, "<c r=\"A1\""), *si = strings, *end, *text;
        long idx;
        assert_non_null(c);
        assert_non_null(strstr(c, "t=\"s\""));
        idx = strtol(strstr(c, "<v>") + 3, NULL, 10);
        for (long i = 0; si && i <= idx; i++)
                si = strstr(si + 1, "<si>");
        assert_non_null(si);
        si = strstr(si, "<t");
        si = strchr(si, '>') + 1;
        end = strstr(si, "</t>");
        assert_non_null(end);
        text = strndup(si, (size_t)(end - si));
        free(sheet);
        free(strings);
        return text;
}

/* The first row of an embedded run warns that it measured the mock; a
 * real cluster's report starts with its title. */
static void test_embedded_warning(void **state)
{
        fx *f = *state;
        char err[512] = "", *a1;
        for (int embedded = 0; embedded < 2; embedded++) {
                f->r->cluster.embedded = embedded;
                evaluate(f);
                if (xlsx_write(f->r, f->e, NULL, f->path, err, sizeof(err)))
                        fail_msg("%s", err);
                a1 = summary_a1(f->path);
                if (embedded) {
                        assert_non_null(strstr(a1, "mock cluster"));
                        assert_non_null(strstr(a1, "no evidence"));
                } else {
                        assert_string_equal(a1, f->r->plan->title);
                }
                free(a1);
        }
}

/* Emulated hosts are said on the Summary, beside the answers, in the
 * workbook's language, and only when the hosts were emulated. */
static void test_emulated_hosts(void **state)
{
        fx *f = *state;
        char err[512] = "", *strings;
        const char *said[] = { "The hosts were emulated on one machine",
                               "这些主机是在同一台机器上仿真的" };
        for (int zh = 0; zh < 2; zh++) {
                f->r->plan->lang = zh ? KP_LANG_ZH_CN : KP_LANG_EN;
                for (int emulated = 0; emulated < 2; emulated++) {
                        f->r->cluster.emulated_hosts = emulated;
                        evaluate(f);
                        if (xlsx_write(f->r, f->e, NULL, f->path, err,
                                       sizeof(err)))
                                fail_msg("%s", err);
                        strings = part_of(f->path, "xl/sharedStrings.xml");
                        if (emulated)
                                assert_non_null(strstr(strings, said[zh]));
                        else
                                assert_null(strstr(strings, said[zh]));
                        free(strings);
                }
        }
        f->r->cluster.emulated_hosts = 0;
        f->r->plan->lang = KP_LANG_EN;
}

/* End-to-end latency read across agents whose clocks may differ by a
 * large part of it is flagged on the Consume results sheet, and only
 * then. */
static void test_clock_skew_note(void **state)
{
        fx *f = *state;
        char err[512] = "", *strings;
        kp_consume_result *c = &f->r->tiers[0].consume;
        for (int skewed = 0; skewed < 2; skewed++) {
                c->during = 1;
                c->e2e_hosts = 3;
                c->e2e_skew_ms = 10.732;
                c->e2e_skewed = skewed;
                evaluate(f);
                if (xlsx_write(f->r, f->e, NULL, f->path, err, sizeof(err)))
                        fail_msg("%s", err);
                strings = part_of(f->path, "xl/sharedStrings.xml");
                if (skewed) {
                        assert_non_null(strstr(strings, "Clock skew: tier "));
                        assert_non_null(strstr(strings, "across 3 hosts"));
                        assert_non_null(strstr(strings, "up to 10.732 ms"));
                } else {
                        assert_null(strstr(strings, "Clock skew"));
                }
                free(strings);
        }
}

/* Where the time went: a sheet of its own after the consume results
 * when some tier's load client recorded statistics (the fixture's tier
 * 100k), with its tables, the limit in words and two charts over time
 * drawn from its interval table; none for results without them. The
 * Environment sheet lists the client settings that differ from
 * librdkafka's defaults. */
static void test_time_sheet(void **state)
{
        fx *f = *state;
        char err[512] = "", *book, *strs, *chart;
        kp_tier_result *t = &f->r->tiers[1];
        if (xlsx_write(f->r, f->e, NULL, f->path, err, sizeof(err)))
                fail_msg("%s", err);
        book = part_of(f->path, "xl/workbook.xml");
        strs = part_of(f->path, "xl/sharedStrings.xml");
        assert_non_null(strstr(book, "<sheet name=\"Consume results\" "
                                     "sheetId=\"4\""));
        assert_non_null(strstr(book, "<sheet name=\"Where the time went\" "
                                     "sheetId=\"5\""));
        assert_non_null(strstr(strs, "What limited the produce phase: the "
                                     "round trip to the brokers"));
        /* Two intervals of the consume phase had fetch requests in
         * them: too few for a cause. */
        assert_non_null(strstr(strs, "What limited the consume phase: not "
                                     "determined: 2 statistics intervals"));
        assert_non_null(strstr(strs, "<t>Mean of the per-second p95s "
                                     "(ms)</t>"));
        assert_non_null(strstr(strs, "<t>Stage of a message</t>"));
        assert_non_null(strstr(strs, "<t>The load client per interval</t>"));
        assert_non_null(strstr(strs, "<t>rdk:broker1</t>"));
        /* Tiers 10k and capacity recorded nothing: said, not zeros. */
        assert_non_null(strstr(strs, "The load client recorded no statistics "
                                     "in this phase"));
        /* The Environment's table. */
        assert_non_null(strstr(strs, "Client settings that differ from "
                                     "librdkafka's defaults"));
        assert_non_null(strstr(strs, "max.in.flight.requests.per.connection"));
        assert_non_null(strstr(strs, "Java client: at most 5 requests in "
                                     "flight per connection"));
        /* The sheet's first chart reads its own interval table. */
        chart = part_of(f->path, "xl/charts/chart1.xml");
        assert_non_null(strstr(chart, "Tier 100k: where the time went"));
        assert_non_null(strstr(chart, "'Where the time went'!$B$"));
        free(chart);
        free(book);
        free(strs);
        /* Without the client's statistics (older results): no sheet. */
        kp_client_free(&t->produce.client);
        kp_client_free(&t->consume.client);
        evaluate(f);
        if (xlsx_write(f->r, f->e, NULL, f->path, err, sizeof(err)))
                fail_msg("%s", err);
        book = part_of(f->path, "xl/workbook.xml");
        strs = part_of(f->path, "xl/sharedStrings.xml");
        assert_null(strstr(book, "Where the time went"));
        assert_null(strstr(strs, "Client settings that differ"));
        free(book);
        free(strs);
}

/* Secrets never reach the workbook, even if the model holds one. */
static void test_secrets_redacted(void **state)
{
        fx *f = *state;
        char err[512] = "", *strings;
        assert_int_equal(
            kp_kv_set(&f->r->client_config, "sasl.password", "s3cr3t-in-model"),
            0);
        assert_int_equal(kp_kv_set(&f->r->plan->tiers[0].producer,
                                   "ssl.key.password", "tier-s3cr3t"),
                         0);
        if (xlsx_write(f->r, f->e, NULL, f->path, err, sizeof(err)))
                fail_msg("%s", err);
        strings = part_of(f->path, "xl/sharedStrings.xml");
        assert_null(strstr(strings, "s3cr3t"));
        assert_non_null(strstr(strings, KP_REDACTED));
        free(strings);
}

/* A run with sweeps and a parallel group: the Sweeps and Workloads sheets
 * come after the consume results, with two native charts per sweep. */
static void test_sweep_workbook(void **state)
{
        fx *f = *state;
        kp_results *r = sweep_results();
        kp_evaluation *e = NULL;
        char err[512] = "", *wbx, *data;
        size_t len, n = 0;
        const char *sw, *wl, *co, *ts;
        if (kp_evaluate(r, &e, err, sizeof(err)))
                fail_msg("%s", err);
        if (xlsx_write(r, e, NULL, f->path, err, sizeof(err)))
                fail_msg("kp_report_xlsx_write: %s", err);
        wbx = part_of(f->path, "xl/workbook.xml");
        co = strstr(wbx, "name=\"Consume results\"");
        sw = strstr(wbx, "name=\"Sweeps\"");
        wl = strstr(wbx, "name=\"Workloads\"");
        ts = strstr(wbx, "name=\"Time series\"");
        assert_non_null(co);
        assert_non_null(sw);
        assert_non_null(wl);
        assert_non_null(ts);
        assert_true(co < sw && sw < wl && wl < ts);
        free(wbx);
        /* Sheet 5 is Sweeps: its findings are shared strings. */
        wbx = part_of(f->path, "xl/sharedStrings.xml");
        assert_non_null(strstr(wbx, "Best: linger.ms=5, batch.size=16384"));
        assert_non_null(strstr(wbx, "Sweep batching: linger.ms x batch.size"));
        assert_non_null(strstr(wbx, "Parallel group peak"));
        free(wbx);
        data = slurp(f->path, &len);
        for (size_t i = 1; i < 512; i++) {
                char name[64];
                snprintf(name, sizeof(name), "xl/charts/chart%zu.xml", i);
                if (has_part(data, len, name))
                        n = i;
        }
        /* Two per sweep, and the charts of Time series (three by tier:
         * paced, full speed, p95). */
        assert_int_equal(n, 2 * 3 + 3 + 5 * r->n_tiers);
        free(data);
        /* The first two sweep charts read the Sweeps sheet. */
        wbx = part_of(f->path, "xl/charts/chart1.xml");
        assert_non_null(strstr(wbx, "Sweeps!"));
        /* acks is not a number: columns, one per value. */
        assert_non_null(strstr(wbx, "<c:barChart>"));
        free(wbx);
        /* linger.ms is: a scatter line. */
        wbx = part_of(f->path, "xl/charts/chart3.xml");
        assert_non_null(strstr(wbx, "<c:scatterChart>"));
        free(wbx);
        kp_evaluation_destroy(e);
        kp_results_destroy(r);
}

/* The comparison workbook: one protected sheet, the regressions marked. */
static void test_compare_workbook(void **state)
{
        fx *f = *state;
        kp_results *b = sweep_results(), *a = sweep_results();
        kp_comparison *c = NULL;
        char err[512] = "", *sheet, *strs;
        kp_tier_result *t = kp_results_tier(b, "peak/orders");
        assert_non_null(t);
        t->produce.achieved_rate = 700; /* fell behind its 1,000 msg/s */
        assert_int_equal(kp_compare(a, b, NULL, &c, err, sizeof(err)), 0);
        assert_true(c->n_regressions >= 1);
        if (compare_xlsx_write(c, a, b, "a/results.json", "b/results.json",
                               f->path, err, sizeof(err)))
                fail_msg("kp_compare_xlsx_write: %s", err);
        assert_int_equal(entries(f->dir), 1);
        strs = part_of(f->path, "xl/sharedStrings.xml");
        assert_non_null(strstr(strs, "REGRESSION"));
        assert_non_null(strstr(strs, "produce.rate.achieved_msgs_per_sec"));
        assert_non_null(strstr(strs, "b/results.json"));
        free(strs);
        sheet = part_of(f->path, "xl/worksheets/sheet1.xml");
        assert_non_null(strstr(sheet, "<sheetProtection"));
        assert_non_null(strstr(sheet, "<autoFilter"));
        /* A is 999.5 msg/s and B 700, as numbers. */
        assert_non_null(strstr(sheet, "<v>999.5</v>"));
        assert_non_null(strstr(sheet, "<v>700</v>"));
        free(sheet);
        /* A path that cannot be written: an error naming it, nothing
         * left behind. */
        assert_int_equal(compare_xlsx_write(c, a, b, "a", "b",
                                            "/nonexistent-dir/c.xlsx", err,
                                            sizeof(err)),
                         -1);
        assert_non_null(strstr(err, "/nonexistent-dir/c.xlsx"));
        kp_comparison_destroy(c);
        kp_results_destroy(a);
        kp_results_destroy(b);
}

/* The length of UTF-8 text s in characters. */
static size_t utf8_chars(const char *s)
{
        size_t n = 0;
        for (; *s; s++)
                if (((unsigned char)*s & 0xC0) != 0x80)
                        n++;
        return n;
}

/* Every language's sheet names are valid in Excel (at most 31
 * characters, none of []:*?/\) and distinct. */
static void test_sheet_names(void **state)
{
        static const kp_s sheets[] = {
                KP_S_XL_SHEET_SUMMARY,   KP_S_XL_SHEET_SCENARIOS,
                KP_S_XL_SHEET_PRODUCE,   KP_S_XL_SHEET_CONSUME,
                KP_S_XL_SHEET_CAPACITY,  KP_S_XL_SHEET_SWEEPS,
                KP_S_XL_SHEET_WORKLOADS, KP_S_XL_SHEET_SERIES,
                KP_S_XL_SHEET_EXTRAP,    KP_S_XL_SHEET_ENV,
                KP_S_XL_SHEET_SIGNOFF,   KP_S_XL_SHEET_TIME,
                KP_S_XL_K_SHEET,
        };
        (void)state;
        for (int l = 0; l < KP_LANG_COUNT; l++) {
                for (size_t i = 0; i < KP_ARRAY_LEN(sheets); i++) {
                        const char *n = kp_tr((kp_lang)l, sheets[i]);
                        if (!*n || utf8_chars(n) > 31 || strpbrk(n, "[]:*?/\\"))
                                fail_msg("%s: %s \"%s\" is no sheet name",
                                         kp_lang_tag((kp_lang)l),
                                         kp_s_name(sheets[i]), n);
                        for (size_t k = 0; k < i; k++)
                                if (strcmp(n, kp_tr((kp_lang)l, sheets[k])) ==
                                        0 &&
                                    sheets[i] != KP_S_XL_K_SHEET)
                                        fail_msg("%s: two sheets named %s",
                                                 kp_lang_tag((kp_lang)l), n);
                }
        }
}

/* The English decision words are the model's, which the sign-off
 * conditions sentence names. */
static void test_decisions_are_the_models(void **state)
{
        (void)state;
        assert_string_equal(kp_tr(KP_LANG_EN, KP_S_XL_APPROVED),
                            kp_rm_decisions[0]);
        assert_string_equal(kp_tr(KP_LANG_EN, KP_S_XL_APPROVED_IF),
                            kp_rm_decisions[1]);
        assert_string_equal(kp_tr(KP_LANG_EN, KP_S_XL_REJECTED),
                            kp_rm_decisions[2]);
}

/* A plan in zh-CN gives a Chinese workbook: sheet names, the verdict,
 * the sign-off's decisions and a font with CJK glyphs. */
static void test_chinese_workbook(void **state)
{
        fx *f = *state;
        char err[512] = "", *book, *strs, *styles, *signoff;
        f->r->plan->lang = KP_LANG_ZH_CN;
        if (xlsx_write(f->r, f->e, FIXTURE_SHA, f->path, err, sizeof(err)))
                fail_msg("%s", err);
        assert_workbook(f->path);
        book = part_of(f->path, "xl/workbook.xml");
        strs = part_of(f->path, "xl/sharedStrings.xml");
        styles = part_of(f->path, "xl/styles.xml");
        signoff = part_of(f->path, "xl/worksheets/sheet10.xml"); /* the last */
        assert_non_null(strstr(book, "name=\"摘要\""));
        assert_non_null(strstr(book, "name=\"耗时分解\""));
        assert_non_null(strstr(book, "name=\"签署\""));
        assert_null(strstr(book, "name=\"Summary\""));
        assert_int_equal(f->e->verdict, KP_FAIL);
        assert_non_null(strstr(strs, "<t>不通过</t>"));
        assert_null(strstr(strs, "<t>FAIL</t>"));
        assert_non_null(strstr(strs, "未满足的判定标准"));
        assert_non_null(strstr(styles, "<name val=\"Noto Sans CJK SC\"/>"));
        assert_non_null(strstr(signoff, "\"批准,有条件批准,拒绝,测试无效\""));
        free(book);
        free(strs);
        free(styles);
        free(signoff);
}

/* The comparison workbook speaks the language of run B's plan. */
static void test_chinese_compare_workbook(void **state)
{
        fx *f = *state;
        kp_results *b = sweep_results(), *a = sweep_results();
        kp_comparison *c = NULL;
        char err[512] = "", *book, *strs;
        kp_tier_result *t = kp_results_tier(b, "peak/orders");
        assert_non_null(t);
        t->produce.achieved_rate = 700;
        b->plan->lang = KP_LANG_ZH_CN;
        assert_int_equal(kp_compare(a, b, NULL, &c, err, sizeof(err)), 0);
        if (compare_xlsx_write(c, a, b, "a/results.json", "b/results.json",
                               f->path, err, sizeof(err)))
                fail_msg("kp_compare_xlsx_write: %s", err);
        book = part_of(f->path, "xl/workbook.xml");
        strs = part_of(f->path, "xl/sharedStrings.xml");
        assert_non_null(strstr(book, "name=\"运行对比\""));
        assert_non_null(strstr(strs, "<t>有回归</t>"));
        free(book);
        free(strs);
        kp_comparison_destroy(c);
        kp_results_destroy(a);
        kp_results_destroy(b);
}

/* --write-sweeps RESULTS OUT: the hand-made sweep run as results.json
 * (with its evaluation) and its workbook, for check_workbook.py. */
static int write_sweeps_mode(const char *results, const char *out)
{
        char err[1024] = "", sha[65], *text = NULL;
        size_t len;
        kp_results *r = sweep_results();
        kp_evaluation *e = NULL;
        cJSON *ej = NULL;
        int rc = 1;
        if (kp_evaluate(r, &e, err, sizeof(err)))
                goto out;
        ej = kp_reports_evaluation_json(r, e);
        if (!ej || kp_results_save(r, ej, results, err, sizeof(err)) ||
            kp_read_file(results, 1U << 30, &text, &len, err, sizeof(err)))
                goto out;
        kp_sha256_hex(text, len, sha);
        if (xlsx_write(r, e, sha, out, err, sizeof(err)))
                goto out;
        rc = 0;
out:
        if (rc)
                fprintf(stderr, "test_report_xlsx: %s\n", err);
        free(text);
        cJSON_Delete(ej);
        kp_evaluation_destroy(e);
        kp_results_destroy(r);
        return rc;
}

/* --resave RESULTS: RESULTS saved again with an evaluation made anew, as
 * kplan run would write it (for a copy whose results a test changed). */
static int resave_mode(const char *results)
{
        char err[1024] = "";
        kp_results *r = NULL;
        kp_evaluation *e = NULL;
        cJSON *ej = NULL;
        int rc = 1;
        if (kp_results_load(results, &r, err, sizeof(err)) ||
            kp_evaluate(r, &e, err, sizeof(err)))
                goto out;
        ej = kp_reports_evaluation_json(r, e);
        if (!ej || kp_results_save(r, ej, results, err, sizeof(err)))
                goto out;
        rc = 0;
out:
        if (rc)
                fprintf(stderr, "test_report_xlsx: %s\n",
                        err[0] ? err : "out of memory");
        cJSON_Delete(ej);
        kp_evaluation_destroy(e);
        kp_results_destroy(r);
        return rc;
}

/* --write RESULTS OUT [LANG]: the workbook for tests/xlsx/
 * check_workbook.py, in LANG (default: the plan's). */
static int write_mode(const char *results, const char *out, const char *tag)
{
        char err[1024] = "", sha[65], *text = NULL;
        size_t len;
        kp_results *r = NULL;
        kp_evaluation *e = NULL;
        kp_rmodel *m = NULL;
        kp_lang lang = KP_LANG_EN;
        int rc = 1;
        if (tag && kp_lang_parse(tag, &lang) != 0) {
                snprintf(err, sizeof(err), "unknown language %s (%s)", tag,
                         kp_lang_tags());
                goto out;
        }
        if (kp_read_file(results, 1U << 30, &text, &len, err, sizeof(err)) ||
            kp_results_load(results, &r, err, sizeof(err)) ||
            kp_evaluate(r, &e, err, sizeof(err)))
                goto out;
        kp_sha256_hex(text, len, sha);
        /* The model in the language too, as kplan report builds it. */
        if (tag)
                r->plan->lang = lang;
        if (kp_rmodel_build(r, e, sha, &m) != 0) {
                snprintf(err, sizeof(err), "out of memory");
                goto out;
        }
        if (kp_report_xlsx_write(m, out, err, sizeof(err)))
                goto out;
        rc = 0;
out:
        if (rc)
                fprintf(stderr, "test_report_xlsx: %s\n", err);
        free(text);
        kp_rmodel_destroy(m);
        kp_evaluation_destroy(e);
        kp_results_destroy(r);
        return rc;
}

/* --write-compare A B OUT [LANG]: the comparison workbook of run B with
 * run A, in LANG (default: that of B's plan). */
static int write_compare_mode(const char *pa, const char *pb, const char *out,
                              const char *tag)
{
        char err[1024] = "";
        kp_results *a = NULL, *b = NULL;
        kp_comparison *c = NULL;
        kp_lang lang = KP_LANG_EN;
        int rc = 1;
        if (tag && kp_lang_parse(tag, &lang) != 0) {
                snprintf(err, sizeof(err), "unknown language %s (%s)", tag,
                         kp_lang_tags());
                goto out;
        }
        if (kp_results_load(pa, &a, err, sizeof(err)) ||
            kp_results_load(pb, &b, err, sizeof(err)))
                goto out;
        if (tag)
                b->plan->lang = lang;
        if (kp_compare(a, b, NULL, &c, err, sizeof(err)) ||
            compare_xlsx_write(c, a, b, pa, pb, out, err, sizeof(err)))
                goto out;
        rc = 0;
out:
        if (rc)
                fprintf(stderr, "test_report_xlsx: %s\n", err);
        kp_comparison_destroy(c);
        kp_results_destroy(a);
        kp_results_destroy(b);
        return rc;
}

/* --catalog: the workbook's words in every language. */
static int catalog_mode(void)
{
        for (int k = 0; k < KP_S_COUNT; k++) {
                const char *name = kp_s_name((kp_s)k);
                if (strncmp(name, "KP_S_XL_", 8) != 0)
                        continue;
                printf("%s", name);
                for (int l = 0; l < KP_LANG_COUNT; l++)
                        printf("\t%s", kp_tr((kp_lang)l, (kp_s)k));
                printf("\n");
        }
        return 0;
}

int main(int argc, char **argv)
{
        const struct CMUnitTest tests[] = {
                cmocka_unit_test_setup_teardown(test_fixture_workbook, setup,
                                                teardown),
                cmocka_unit_test_setup_teardown(test_chart_count, setup,
                                                teardown),
                cmocka_unit_test_setup_teardown(test_replaces_existing_file,
                                                setup, teardown),
                cmocka_unit_test_setup_teardown(test_missing_directory, setup,
                                                teardown),
                cmocka_unit_test_setup_teardown(test_path_is_a_directory, setup,
                                                teardown),
                cmocka_unit_test_setup_teardown(test_no_evaluation, setup,
                                                teardown),
                cmocka_unit_test_setup_teardown(test_incomplete_run, setup,
                                                teardown),
                cmocka_unit_test_setup_teardown(test_non_finite_values, setup,
                                                teardown),
                cmocka_unit_test_setup_teardown(test_clock_skew_note, setup,
                                                teardown),
                cmocka_unit_test_setup_teardown(test_embedded_warning, setup,
                                                teardown),
                cmocka_unit_test_setup_teardown(test_emulated_hosts, setup,
                                                teardown),
                cmocka_unit_test_setup_teardown(test_secrets_redacted, setup,
                                                teardown),
                cmocka_unit_test_setup_teardown(test_time_sheet, setup,
                                                teardown),
                cmocka_unit_test_setup_teardown(test_sweep_workbook, setup,
                                                teardown),
                cmocka_unit_test_setup_teardown(test_compare_workbook, setup,
                                                teardown),
                cmocka_unit_test(test_sheet_names),
                cmocka_unit_test(test_decisions_are_the_models),
                cmocka_unit_test_setup_teardown(test_chinese_workbook, setup,
                                                teardown),
                cmocka_unit_test_setup_teardown(test_chinese_compare_workbook,
                                                setup, teardown),
        };
        if ((argc == 4 || argc == 5) && strcmp(argv[1], "--write") == 0)
                return write_mode(argv[2], argv[3], argc == 5 ? argv[4] : NULL);
        if ((argc == 5 || argc == 6) && strcmp(argv[1], "--write-compare") == 0)
                return write_compare_mode(argv[2], argv[3], argv[4],
                                          argc == 6 ? argv[5] : NULL);
        if (argc == 3 && strcmp(argv[1], "--resave") == 0)
                return resave_mode(argv[2]);
        if (argc == 2 && strcmp(argv[1], "--catalog") == 0)
                return catalog_mode();
        if (argc == 4 && strcmp(argv[1], "--write-sweeps") == 0)
                return write_sweeps_mode(argv[2], argv[3]);
        return cmocka_run_group_tests_name("report_xlsx", tests, NULL, NULL);
}
