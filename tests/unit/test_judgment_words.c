/* report/model/judgment_words: every judgment code has its catalog entry
 * in every language, and each language carries the record's figures,
 * all of them (design.md, "Judgments as data, worded once"). */
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "evaluate/judgment.h"
#include "report/model/judgment_words.h"

/* The "%s" in s: the figures its code's sentence takes. */
static size_t arity(const char *s)
{
        size_t n = 0;
        for (const char *p = s; *p; p++) {
                if (p[0] == '%' && p[1] == '%') {
                        p++;
                } else if (p[0] == '%') {
                        if (p[1] != 's')
                                fail_msg("\"%s\": a judgment's sentence takes "
                                         "%%s only",
                                         s);
                        n++;
                        p++;
                }
        }
        return n;
}

/* A record of code with n figures, each a different value of a
 * different unit, so that every figure's text is its own. */
static void sample(kp_judgment *j, kp_jcode code, size_t n)
{
        static const char *const units[] = { "count", "msg/s", "share",
                                             "cores", "x",     "name" };
        static const char *const names[] = {
                "alpha-tier", "beta-host", "gamma", "delta", "eps", "zeta"
        };
        kp_judgment_init(j, code, KP_SUBJ_PHASE);
        j->tier = "t9";
        j->phase = "consume";
        j->host = "loadgen-7";
        for (size_t i = 0; i < n; i++) {
                const char *u = units[i % (sizeof(units) / sizeof(units[0]))];
                if (strcmp(u, "name") == 0)
                        kp_judgment_name(j, "n", names[i]);
                else
                        kp_judgment_num(j, "v", u, 1234.0 + 1111.0 * (double)i);
        }
}

static void every_code_every_language(void **state)
{
        (void)state;
        for (int c = 1; c < KP_J__COUNT; c++) {
                kp_s key = kp_judgment_key((kp_jcode)c);
                size_t n;
                kp_judgment j;
                char *words[KP_LANG_COUNT];
                if (key == KP_S_COUNT)
                        fail_msg("%s has no catalog entry",
                                 kp_jcode_str((kp_jcode)c));
                n = arity(kp_tr(KP_LANG_EN, key));
                assert_true(n <= KP_J_MAX_FIGURES);
                sample(&j, (kp_jcode)c, n);
                for (int l = 0; l < KP_LANG_COUNT; l++) {
                        const char *w = kp_catalog_word((kp_lang)l, key);
                        if (!w || arity(w) != n)
                                fail_msg("%s: %s takes %zu figures in en, "
                                         "%zu in %s",
                                         kp_jcode_str((kp_jcode)c),
                                         kp_s_name(key), n, w ? arity(w) : 0,
                                         kp_lang_tag((kp_lang)l));
                        words[l] = kp_judgment_words((kp_lang)l, &j);
                        assert_non_null(words[l]);
                }
                /* Every figure, as it is shown, in every language. */
                for (size_t i = 0; i < n; i++) {
                        for (int l = 0; l < KP_LANG_COUNT; l++) {
                                char f[128];
                                kp_judgment_figure_text((kp_lang)l, &j, i, f,
                                                        sizeof(f));
                                if (!strstr(words[l], f))
                                        fail_msg("%s in %s: figure %zu (%s) "
                                                 "missing from \"%s\"",
                                                 kp_jcode_str((kp_jcode)c),
                                                 kp_lang_tag((kp_lang)l), i, f,
                                                 words[l]);
                        }
                }
                /* The subject: the tier and the load host, in each. */
                for (int l = 0; l < KP_LANG_COUNT; l++) {
                        assert_non_null(strstr(words[l], "t9"));
                        assert_non_null(strstr(words[l], "loadgen-7"));
                }
                /* Languages differ: no catalog copies the English. */
                assert_string_not_equal(words[0], words[1]);
                for (int l = 0; l < KP_LANG_COUNT; l++)
                        free(words[l]);
        }
}

/* The rig's codes, and only they, say what to change and rerun; the
 * advice takes no figure, in every language. */
static void rig_codes_have_a_fix(void **state)
{
        (void)state;
        for (int c = 1; c < KP_J__COUNT; c++) {
                int rig = strncmp(kp_jcode_str((kp_jcode)c), "rig.", 4) == 0;
                kp_s fix = kp_judgment_fix_key((kp_jcode)c);
                assert_int_equal(fix != KP_S_COUNT, rig);
                if (!rig)
                        continue;
                for (int l = 0; l < KP_LANG_COUNT; l++)
                        assert_int_equal(
                            arity(kp_catalog_word((kp_lang)l, fix)), 0);
        }
}

/* An unknown figure reads "not known", never 0. */
static void unknown_is_not_zero(void **state)
{
        kp_judgment j;
        char *w;
        (void)state;
        kp_judgment_init(&j, KP_J_RUN_CAP_NONE, KP_SUBJ_RUN);
        kp_judgment_num(&j, "required_peak", "msg/s", NAN);
        w = kp_judgment_words(KP_LANG_EN, &j);
        assert_non_null(strstr(w, "peak of not known msg/s"));
        free(w);
        w = kp_judgment_words(KP_LANG_ZH_CN, &j);
        assert_non_null(strstr(w, "未知"));
        free(w);
}

/* The machine names are unique and read back. */
static void codes_round_trip(void **state)
{
        (void)state;
        for (int c = 0; c < KP_J__COUNT; c++)
                assert_int_equal(kp_jcode_parse(kp_jcode_str((kp_jcode)c)), c);
        assert_int_equal(kp_jcode_parse("no.such-code"), KP_J_NONE);
}

int main(void)
{
        const struct CMUnitTest tests[] = {
                cmocka_unit_test(every_code_every_language),
                cmocka_unit_test(rig_codes_have_a_fix),
                cmocka_unit_test(unknown_is_not_zero),
                cmocka_unit_test(codes_round_trip),
        };
        return cmocka_run_group_tests(tests, NULL, NULL);
}
