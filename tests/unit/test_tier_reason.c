/* results/tier_reason and report/model/tier_reason_words: a tier's reason
 * is a code with its figures; every code is worded in every language
 * with the same figures, results.json keeps the code, its figures and the
 * English words, and an older file's words still show as they are. */
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include <cjson/cJSON.h>

#include "report/model/judgment_words.h"
#include "report/model/tier_reason_words.h"
#include "results/results.h"
#include "results/tier_reason.h"

/* A reason of code with figures that differ from each other. */
static void sample(kp_tier_result *t, kp_treason code)
{
        static const char *const texts[] = { "MSG_TIMED_OUT 3", "agent-b",
                                             "Broker: Unknown topic" };
        kp_tier_reason *r = &t->why;
        kp_tier_reason_free(r);
        r->code = code;
        r->n = kp_treason_figures(code);
        for (size_t i = 0; i < r->n; i++) {
                const char *unit;
                kp_treason_figure(code, i, &unit);
                r->value[i] = NAN;
                if (strcmp(unit, "name") == 0)
                        r->text[i] = strdup(texts[i]);
                else
                        r->value[i] = 1234.0 + 1111.0 * (double)i;
        }
}

/* Every code: a judgment code, a sentence in each language that takes
 * its figures, every figure shown in each, and the languages differ. */
static void every_code_every_language(void **state)
{
        kp_tier_result t;
        (void)state;
        memset(&t, 0, sizeof(t));
        for (int c = 1; c < KP_TR__COUNT; c++) {
                kp_judgment j;
                char *w[KP_LANG_COUNT];
                sample(&t, (kp_treason)c);
                assert_int_not_equal(kp_tier_reason_jcode((kp_treason)c),
                                     KP_J_NONE);
                assert_int_equal(
                    kp_treason_parse(kp_treason_str((kp_treason)c)), c);
                kp_tier_reason_record(&t.why, &j);
                assert_int_equal(j.n_fig, t.why.n);
                for (int l = 0; l < KP_LANG_COUNT; l++) {
                        w[l] = kp_tier_reason_words((kp_lang)l, &t);
                        assert_non_null(w[l]);
                        for (size_t i = 0; i < j.n_fig; i++) {
                                char f[128];
                                kp_judgment_figure_text((kp_lang)l, &j, i, f,
                                                        sizeof(f));
                                if (!strstr(w[l], f))
                                        fail_msg("%s in %s: figure %zu (%s) "
                                                 "missing from \"%s\"",
                                                 kp_treason_str((kp_treason)c),
                                                 kp_lang_tag((kp_lang)l), i, f,
                                                 w[l]);
                        }
                }
                assert_string_not_equal(w[KP_LANG_EN], w[KP_LANG_ZH_CN]);
                for (int l = 0; l < KP_LANG_COUNT; l++)
                        free(w[l]);
        }
        kp_tier_result_reason_free(&t);
}

/* The English the user reads, as before: counts and codes. */
static void english_as_before(void **state)
{
        kp_tier_result t;
        char *w;
        (void)state;
        memset(&t, 0, sizeof(t));
        assert_int_equal(kp_tier_reason_set(&t.why, KP_TR_UNDELIVERED_CODES,
                                            3.0, "MSG_TIMED_OUT 3", 0.0),
                         0);
        w = kp_tier_reason_words(KP_LANG_EN, &t);
        assert_string_equal(w, "not every message was delivered: 3 failed "
                               "(MSG_TIMED_OUT 3), 0 undelivered when the "
                               "drain timeout ended");
        free(w);
        w = kp_tier_reason_words(KP_LANG_ZH_CN, &t);
        assert_non_null(strstr(w, "3 条投递失败（MSG_TIMED_OUT 3）"));
        free(w);
        assert_int_equal(kp_tier_reason_set(&t.why, KP_TR_LOST, 12.0), 0);
        w = kp_tier_reason_words(KP_LANG_EN, &t);
        assert_string_equal(w, "12 acknowledged messages were not read back "
                               "(lost: checked message by message)");
        free(w);
        assert_int_equal(
            kp_tier_reason_set(&t.why, KP_TR_PRODUCE_ERROR, (const char *)NULL),
            0);
        assert_string_equal(t.why.text[0], "");
        kp_tier_result_reason_free(&t);
}

/* results.json keeps the code, its figures (an unknown one null) and
 * the English words, and reads them back. */
static void json_round_trip(void **state)
{
        kp_tier_result t, back;
        cJSON *o = cJSON_CreateObject(), *f;
        (void)state;
        memset(&t, 0, sizeof(t));
        memset(&back, 0, sizeof(back));
        assert_int_equal(kp_tier_reason_set(&t.why, KP_TR_CONSUMER_TIMEOUT,
                                            30.0, 700.0, NAN),
                         0);
        t.reason = kp_tier_reason_words(KP_LANG_EN, &t);
        kp_tier_reason_to_json(o, &t);
        assert_string_equal(
            cJSON_GetObjectItemCaseSensitive(o, "reason_code")->valuestring,
            "consumer-timeout");
        assert_non_null(
            strstr(cJSON_GetObjectItemCaseSensitive(o, "reason")->valuestring,
                   "the consumer received no message for 30.00 s"));
        f = cJSON_GetObjectItemCaseSensitive(o, "reason_figures");
        assert_int_equal(
            (int)cJSON_GetObjectItemCaseSensitive(f, "read")->valuedouble, 700);
        assert_true(
            cJSON_IsNull(cJSON_GetObjectItemCaseSensitive(f, "expected")));
        assert_int_equal(kp_tier_reason_from_json(o, &back), 0);
        assert_int_equal(back.why.code, KP_TR_CONSUMER_TIMEOUT);
        assert_int_equal(back.why.n, 3);
        assert_true(back.why.value[0] == 30.0 && back.why.value[1] == 700.0);
        assert_true(isnan(back.why.value[2]));
        assert_string_equal(back.reason, t.reason);
        kp_tier_result_reason_free(&t);
        kp_tier_result_reason_free(&back);
        cJSON_Delete(o);
}

/* A file written before codes has only the words: they load, and every
 * language shows them as they are. */
static void older_file_words_as_they_are(void **state)
{
        kp_tier_result t;
        cJSON *o = cJSON_Parse("{\"reason\": \"produce phase: no records\"}");
        char *w;
        (void)state;
        memset(&t, 0, sizeof(t));
        assert_int_equal(kp_tier_reason_from_json(o, &t), 0);
        assert_int_equal(t.why.code, KP_TR_NONE);
        w = kp_tier_reason_words(KP_LANG_ZH_CN, &t);
        assert_string_equal(w, "produce phase: no records");
        free(w);
        kp_tier_result_reason_free(&t);
        cJSON_Delete(o);
        /* No reason: none, not an empty sentence. */
        o = cJSON_Parse("{\"reason\": null}");
        assert_int_equal(kp_tier_reason_from_json(o, &t), 0);
        assert_null(kp_tier_reason_words(KP_LANG_EN, &t));
        cJSON_Delete(o);
}

int main(void)
{
        const struct CMUnitTest tests[] = {
                cmocka_unit_test(every_code_every_language),
                cmocka_unit_test(english_as_before),
                cmocka_unit_test(json_round_trip),
                cmocka_unit_test(older_file_words_as_they_are),
        };
        return cmocka_run_group_tests(tests, NULL, NULL);
}
