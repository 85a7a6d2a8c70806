/*
 * The catalogs of the report's words: every key in every language, the
 * same printf arguments in the same order, every metric's definition
 * in every language, and the language tags; and one term per concept:
 * no term of docs/terms.md's en column, nor a word of its "not" column,
 * in a zh-CN output (the zh-CN catalogs, which the workbook and the
 * charts take their words from, and the golden zh-CN reports).
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <cmocka.h>
#include <cjson/cJSON.h>
#include <stdlib.h>

#include "base/langtag.h"
#include "base/util.h"
#include "plan/metrics.h"
#include "report/words/lang.h"
#include "report/model/model.h"

/* The printf conversions of s, one letter each after its flags, width,
 * precision and length ("%s %.1f %zu" gives "s f u"); "%%" is not one. */
static void conversions(const char *s, char *out, size_t n)
{
        size_t k = 0;
        for (; *s; s++) {
                if (*s != '%')
                        continue;
                s++;
                if (*s == '%')
                        continue;
                while (*s && strchr("-+ #0123456789.*'hlLqjzt", *s)) {
                        if (*s == '*' && k + 1 < n)
                                out[k++] = '*';
                        s++;
                }
                if (!*s)
                        break;
                if (k + 1 < n)
                        out[k++] = *s;
        }
        out[k] = '\0';
}

static void every_key_in_every_catalog(void **state)
{
        (void)state;
        for (int l = 0; l < KP_LANG_COUNT; l++) {
                for (int k = 0; k < KP_S_COUNT; k++) {
                        const char *c = kp_catalog_word((kp_lang)l, (kp_s)k);
                        if (!c || !*c)
                                fail_msg("%s: %s has no string",
                                         kp_lang_tag((kp_lang)l),
                                         kp_s_name((kp_s)k));
                }
        }
        /* A key has its string in one part of a catalog only. */
        for (int k = 0; k < KP_S_COUNT; k++) {
                if (!!kp_catalog_en[k] + !!kp_catalog_en_client[k] +
                        !!kp_catalog_en_judge[k] >
                    1)
                        fail_msg("en: %s in two of lang_en.c, "
                                 "lang_en_client.c and lang_en_judge.c",
                                 kp_s_name((kp_s)k));
                if (!!kp_catalog_zh_cn[k] + !!kp_catalog_zh_cn_client[k] +
                        !!kp_catalog_zh_cn_judge[k] >
                    1)
                        fail_msg("zh-CN: %s in two of lang_zh_CN.c, "
                                 "lang_zh_CN_client.c and lang_zh_CN_judge.c",
                                 kp_s_name((kp_s)k));
        }
}

/* Whether key is a metric's definition: a phrase, never a printf format
 * (the English of one holds "98% of"). */
static int is_definition(int key)
{
        for (int id = 0; id < KP_M__COUNT; id++)
                if ((int)kp_rm_metric_definition_key(id) == key)
                        return 1;
        return 0;
}

static void same_arguments_in_every_language(void **state)
{
        (void)state;
        for (int k = 0; k < KP_S_COUNT; k++) {
                char en[64], other[64];
                /* The glossary's words are phrases too ("50%, 95%"). */
                if (is_definition(k) ||
                    (k >= KP_S_GL_TIER && k <= KP_S_GL_BROKER_M))
                        continue;
                conversions(kp_catalog_word(KP_LANG_EN, (kp_s)k), en,
                            sizeof(en));
                for (int l = 1; l < KP_LANG_COUNT; l++) {
                        const char *s = kp_catalog_word((kp_lang)l, (kp_s)k);
                        conversions(s ? s : "", other, sizeof(other));
                        if (strcmp(en, other) != 0)
                                fail_msg("%s: printf conversions \"%s\" in "
                                         "en, \"%s\" in %s",
                                         kp_s_name((kp_s)k), en, other,
                                         kp_lang_tag((kp_lang)l));
                }
        }
}

/* Every metric of the catalog has its own definition key: in English
 * the catalog's definition word for word, in every other language a
 * translation of it (not the English); the model gives it by name. */
static void every_metric_defined_in_every_language(void **state)
{
        (void)state;
        for (int id = 0; id < KP_M__COUNT; id++) {
                const kp_metric *m = kp_metric_get((kp_metric_id)id);
                kp_s key = kp_rm_metric_definition_key(id);
                assert_non_null(m);
                if (key == KP_S_COUNT)
                        fail_msg("%s has no definition key", m->name);
                for (int other = 0; other < id; other++)
                        if (kp_rm_metric_definition_key(other) == key)
                                fail_msg(
                                    "%s and %s share %s", m->name,
                                    kp_metric_get((kp_metric_id)other)->name,
                                    kp_s_name(key));
                if (strcmp(kp_catalog_word(KP_LANG_EN, key), m->definition) !=
                    0)
                        fail_msg("%s: %s is not the catalog's definition "
                                 "\"%s\"",
                                 m->name, kp_s_name(key), m->definition);
                for (int l = 0; l < KP_LANG_COUNT; l++) {
                        const char *s = kp_catalog_word((kp_lang)l, key);
                        if (l != KP_LANG_EN &&
                            (!s ||
                             !strcmp(s, kp_catalog_word(KP_LANG_EN, key))))
                                fail_msg("%s: %s is not translated",
                                         kp_lang_tag((kp_lang)l),
                                         kp_s_name(key));
                        assert_string_equal(
                            kp_rm_metric_definition_in((kp_lang)l, m->name), s);
                }
        }
        assert_int_equal(kp_rm_metric_definition_key(-1), KP_S_COUNT);
        assert_int_equal(kp_rm_metric_definition_key(KP_M__COUNT), KP_S_COUNT);
        assert_string_equal(
            kp_rm_metric_definition_in(KP_LANG_ZH_CN, "no.such_metric"), "");
}

static void conversions_are_read_right(void **state)
{
        char got[16];
        (void)state;
        conversions("%s at %.1f%% and %zu, %-*d", got, sizeof(got));
        assert_string_equal(got, "sfu*d");
}

static void lookup_and_names(void **state)
{
        (void)state;
        assert_string_equal(kp_tr(KP_LANG_EN, KP_S_MD_TEMPLATE),
                            "report.md.mustache");
        assert_string_equal(kp_tr(KP_LANG_ZH_CN, KP_S_MD_TEMPLATE),
                            "report.zh-CN.md.mustache");
        assert_string_equal(kp_tr(KP_LANG_EN, KP_S_COUNT), "");
        assert_string_equal(kp_s_name(KP_S_MD_TEMPLATE), "KP_S_MD_TEMPLATE");
}

static void tags(void **state)
{
        kp_lang l = KP_LANG_COUNT;
        char all[64] = "";
        (void)state;
        assert_int_equal(kp_lang_parse("zh-CN", &l), 0);
        assert_int_equal(l, KP_LANG_ZH_CN);
        assert_int_equal(kp_lang_parse("zh_cn", &l), 0);
        assert_int_equal(l, KP_LANG_ZH_CN);
        assert_int_equal(kp_lang_parse("EN", &l), 0);
        assert_int_equal(l, KP_LANG_EN);
        assert_int_equal(kp_lang_parse("zh", &l), -1);
        assert_int_equal(kp_lang_parse("english", &l), -1);
        assert_int_equal(kp_lang_parse("", &l), -1);
        assert_int_equal(kp_lang_parse(NULL, &l), -1);
        /* The list in error messages names every language, in order. */
        for (int i = 0; i < KP_LANG_COUNT; i++)
                snprintf(all + strlen(all), sizeof(all) - strlen(all), "%s%s",
                         i ? ", " : "", kp_lang_tag((kp_lang)i));
        assert_string_equal(kp_lang_tags(), all);
}

/* ---- one term per concept (docs/terms.md) ----------------------------- */

#define TERMS_MD  "docs/terms.md"
#define MAX_TERMS 128

typedef struct term {
        char en[64], zh[64], not_zh[64];
} term;

static char *slurp(const char *path)
{
        char *data = NULL, err[256];
        size_t n = 0;
        if (kp_read_file(path, 64u << 20, &data, &n, err, sizeof(err)))
                fail_msg("%s: %s", path, err);
        return data;
}

/* A cell of a Markdown table row, trimmed; p past its closing "|". */
static const char *cell(const char *p, char *out, size_t n)
{
        const char *end = strchr(p, '|'), *nl = strchr(p, '\n');
        size_t k;
        if (!end || (nl && nl < end))
                return NULL;
        while (*p == ' ')
                p++;
        k = (size_t)(end - p);
        while (k && p[k - 1] == ' ')
                k--;
        snprintf(out, n, "%.*s", (int)(k < n ? k : n - 1), p);
        return end + 1;
}

/* The rows of the table under "| en | zh-CN | not |". */
static size_t read_terms(term *t, size_t cap)
{
        char *md = slurp(TERMS_MD);
        const char *p = strstr(md, "| en | zh-CN | not |");
        size_t n = 0;
        assert_non_null(p);
        p = strchr(p, '\n');
        p = p ? strchr(p + 1, '\n') : NULL; /* past the rule */
        while (p && p[1] == '|' && n < cap) {
                const char *q = p + 2;
                q = cell(q, t[n].en, sizeof(t[n].en));
                q = q ? cell(q, t[n].zh, sizeof(t[n].zh)) : NULL;
                q = q ? cell(q, t[n].not_zh, sizeof(t[n].not_zh)) : NULL;
                assert_non_null(q);
                n++;
                p = strchr(p + 1, '\n');
        }
        free(md);
        return n;
}

static int word_char(char c)
{
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
               (c >= '0' && c <= '9') || c == '_' || c == '.' || c == '=' ||
               c == '-' || c == '/' || c == '`';
}

/* Where en appears in s as a word of its own, any case: not inside a
 * name such as "num.partitions" or "tiers[]"; NULL when it does not. */
static const char *find_word(const char *s, const char *en)
{
        size_t n = strlen(en);
        for (const char *p = s; *p; p++) {
                if (strncasecmp(p, en, n) != 0)
                        continue;
                if ((p == s || !word_char(p[-1])) && !word_char(p[n]))
                        return p;
        }
        return NULL;
}

/* A term to look for in zh-CN outputs: its zh-CN differs from it. */
static int foreign(const term *t)
{
        return strcmp(t->en, t->zh) != 0;
}

static void check_text(const term *t, size_t n, const char *what,
                       const char *text, int *bad)
{
        for (size_t i = 0; i < n; i++) {
                const char *at =
                    foreign(&t[i]) ? find_word(text, t[i].en) : NULL;
                if (at) {
                        fprintf(stderr, "%s: \"%s\" (zh-CN: %s): %.60s\n", what,
                                t[i].en, t[i].zh, at);
                        (*bad)++;
                }
                if (*t[i].not_zh && strstr(text, t[i].not_zh)) {
                        fprintf(stderr, "%s: \"%s\" (say %s)\n", what,
                                t[i].not_zh, t[i].zh);
                        (*bad)++;
                }
        }
}

static void terms_table_reads(void **state)
{
        term t[MAX_TERMS];
        size_t n;
        (void)state;
        n = read_terms(t, MAX_TERMS);
        assert_true(n >= 20);
        assert_string_equal(t[0].en, "tier");
        assert_string_equal(t[0].zh, "场景");
        assert_string_equal(t[0].not_zh, "阶梯");
        /* The finder sees a word, never a part of a name. */
        assert_non_null(find_word("the Tier 10k", "tier"));
        assert_null(find_word("tiers[]", "tier"));
        assert_null(find_word("num.partitions", "partitions"));
        assert_non_null(find_word("6 partitions,", "partitions"));
}

static void no_english_term_in_zh_catalogs(void **state)
{
        term t[MAX_TERMS];
        size_t n = read_terms(t, MAX_TERMS);
        int bad = 0;
        (void)state;
        for (int k = 0; k < KP_S_COUNT; k++) {
                const char *s = kp_catalog_word(KP_LANG_ZH_CN, (kp_s)k);
                if (s && k != KP_S_MD_TEMPLATE)
                        check_text(t, n, kp_s_name((kp_s)k), s, &bad);
        }
        if (bad)
                fail_msg("%d English terms or old words in the zh-CN catalogs "
                         "(docs/terms.md)",
                         bad);
}

/* Every string value of a plan, longest first, cut out of text: the
 * plan's own words (its title, tiers, topic) are not the report's. */
static void collect(const cJSON *j, char **v, size_t *n, size_t cap)
{
        const cJSON *c;
        if (cJSON_IsString(j) && *n < cap && strlen(j->valuestring) > 1)
                v[(*n)++] = j->valuestring;
        cJSON_ArrayForEach(c, j) collect(c, v, n, cap);
}

static int longer(const void *a, const void *b)
{
        size_t x = strlen(*(char *const *)a), y = strlen(*(char *const *)b);
        return x < y ? 1 : x > y ? -1 : 0;
}

static void blank(char *text, const char *s)
{
        size_t n = strlen(s);
        for (char *p = strstr(text, s); p; p = strstr(p + n, s))
                memset(p, ' ', n);
}

/* text without code spans, the plan's words, and the lines that quote
 * the tool's own English (marked 工具原文). */
static void strip(char *text, const char *plan_json)
{
        cJSON *plan = cJSON_Parse(plan_json);
        char *v[512];
        size_t n = 0;
        for (char *p = strchr(text, '`'); p; p = strchr(p, '`')) {
                char *e = strchr(p + 1, '`');
                if (!e)
                        break;
                memset(p, ' ', (size_t)(e - p + 1));
                p = e + 1;
        }
        if (plan) {
                collect(plan, v, &n, KP_ARRAY_LEN(v));
                qsort(v, n, sizeof(*v), longer);
                for (size_t i = 0; i < n; i++)
                        blank(text, v[i]);
        }
        cJSON_Delete(plan);
}

static void no_english_term_in_zh_golden(void **state)
{
        static const char *const golden[] = {
                "tests/golden/report-3tier.zh-CN.md",
                "tests/golden/report-sweeps.zh-CN.md",
        };
        term t[MAX_TERMS];
        size_t n = read_terms(t, MAX_TERMS);
        char *plan = slurp("tests/fixtures/plan-3tier.json");
        int bad = 0;
        (void)state;
        for (size_t g = 0; g < KP_ARRAY_LEN(golden); g++) {
                char *md = slurp(golden[g]);
                char *line = md;
                int quoted = 0;
                strip(md, plan);
                /* Line by line: the tool's own English (the cluster's
                 * warnings, a sweep's findings) is quoted as such, in a
                 * list under a line that says so (工具原文, 英文原文). */
                while (line && *line) {
                        char *nl = strchr(line, '\n');
                        if (nl)
                                *nl = '\0';
                        if (strstr(line, "原文"))
                                quoted = 1;
                        else if (quoted && *line && strncmp(line, "- ", 2))
                                quoted = 0;
                        if (!quoted)
                                check_text(t, n, golden[g], line, &bad);
                        line = nl ? nl + 1 : NULL;
                }
                free(md);
        }
        free(plan);
        if (bad)
                fail_msg("%d English terms or old words in the golden zh-CN "
                         "reports (docs/terms.md)",
                         bad);
}

int main(void)
{
        const struct CMUnitTest tests[] = {
                cmocka_unit_test(every_key_in_every_catalog),
                cmocka_unit_test(same_arguments_in_every_language),
                cmocka_unit_test(every_metric_defined_in_every_language),
                cmocka_unit_test(conversions_are_read_right),
                cmocka_unit_test(lookup_and_names),
                cmocka_unit_test(tags),
                cmocka_unit_test(terms_table_reads),
                cmocka_unit_test(no_english_term_in_zh_catalogs),
                cmocka_unit_test(no_english_term_in_zh_golden),
        };
        return cmocka_run_group_tests(tests, NULL, NULL);
}
