/*
 * The catalogs of the report's words: every key in every language, the
 * same printf arguments in the same order, and the language tags.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <cmocka.h>

#include "base/lang.h"
#include "report/lang.h"

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
                const char *const *c = kp_catalog((kp_lang)l);
                for (int k = 0; k < KP_S_COUNT; k++)
                        if (!c[k] || !*c[k])
                                fail_msg("%s: %s has no string",
                                         kp_lang_tag((kp_lang)l),
                                         kp_s_name((kp_s)k));
        }
}

static void same_arguments_in_every_language(void **state)
{
        (void)state;
        for (int k = 0; k < KP_S_COUNT; k++) {
                char en[64], other[64];
                conversions(kp_catalog_en[k], en, sizeof(en));
                for (int l = 1; l < KP_LANG_COUNT; l++) {
                        const char *s = kp_catalog((kp_lang)l)[k];
                        conversions(s ? s : "", other, sizeof(other));
                        if (strcmp(en, other) != 0)
                                fail_msg("%s: printf conversions \"%s\" in "
                                         "en, \"%s\" in %s",
                                         kp_s_name((kp_s)k), en, other,
                                         kp_lang_tag((kp_lang)l));
                }
        }
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
                cmocka_unit_test(conversions_are_read_right),
                cmocka_unit_test(lookup_and_names),
                cmocka_unit_test(tags),
        };
        return cmocka_run_group_tests(tests, NULL, NULL);
}
