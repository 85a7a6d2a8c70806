/*
 * The catalogs of the report's words: every key in every language, the
 * same printf arguments in the same order, every metric's definition
 * in every language, and the language tags.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <cmocka.h>

#include "base/lang.h"
#include "plan/metrics.h"
#include "report/lang.h"
#include "report/model.h"

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
        /* A key has its string in one part of a catalog, not both. */
        for (int k = 0; k < KP_S_COUNT; k++) {
                if (kp_catalog_en[k] && kp_catalog_en_client[k])
                        fail_msg("en: %s in lang_en.c and lang_en_client.c",
                                 kp_s_name((kp_s)k));
                if (kp_catalog_zh_cn[k] && kp_catalog_zh_cn_client[k])
                        fail_msg("zh-CN: %s in lang_zh_CN.c and "
                                 "lang_zh_CN_client.c",
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
                if (is_definition(k))
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

int main(void)
{
        const struct CMUnitTest tests[] = {
                cmocka_unit_test(every_key_in_every_catalog),
                cmocka_unit_test(same_arguments_in_every_language),
                cmocka_unit_test(every_metric_defined_in_every_language),
                cmocka_unit_test(conversions_are_read_right),
                cmocka_unit_test(lookup_and_names),
                cmocka_unit_test(tags),
        };
        return cmocka_run_group_tests(tests, NULL, NULL);
}
