/*
 * The Markdown view's table walker (report/md/md_fields.h): each kind of
 * row puts the keys it says, a list leaves out what its "if" field rules
 * out, and a stop row ends an object. The view itself is checked by
 * test_report_md's golden files.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include <cjson/cJSON.h>

#include "report/md/md_fields.h"

typedef struct item {
        int keep;
        const char *name;
        kp_rm_cell size;
} item;

typedef struct thing {
        int present;
        const char *title;
        const char *maybe;
        double ratio;
        int count;
        size_t n_items;
        item *items;
        kp_verdict verdict;
        kp_rm_cell cell;
        char **words;
        size_t n_words;
        const char *fixed[2];
} thing;

static const kp_vf item_view[] = { VF_POS("index"), VF_S("name", item, name),
                                   VF_M("size", item, size), VF_END };

static const kp_vf thing_view[] = { VF_B("present", thing, present),
                                    VF_STOP(thing, present),
                                    VF_S("title", thing, title),
                                    VF_S_SET("maybe", thing, maybe),
                                    VF_N("ratio", thing, ratio),
                                    VF_N("count", thing, count),
                                    VF_N("items_total", thing, n_items),
                                    VF_ANY("has_items", thing, n_items),
                                    VF_LIST_IF("items", thing, items, n_items,
                                               item, item_view, keep),
                                    VF_VERDICT(thing, verdict, title),
                                    VF_C("cell", thing, cell),
                                    VF_T("cell_text", thing, cell),
                                    VF_STRS("words", thing, words, n_words),
                                    VF_STRA("fixed", thing, fixed),
                                    VF_END };

static cJSON *walk(const thing *t)
{
        cJSON *o = cJSON_CreateObject();
        kp_vb b = { 0 };
        kp_vf_at at = { NULL, 0 };
        assert_non_null(o);
        kp_vf_put(&b, o, thing_view, t, &at);
        assert_false(b.oom);
        return o;
}

static const char *str(const cJSON *o, const char *key)
{
        const cJSON *it = cJSON_GetObjectItemCaseSensitive(o, key);
        assert_true(cJSON_IsString(it));
        return it->valuestring;
}

static void test_kinds(void **state)
{
        char *words[] = { "one", NULL };
        item items[] = { { 1, "a", { "1 B", 1.0, 0, 0, NULL, "not judged" } },
                         { 0, "b", { 0 } },
                         { 1, "c", { "3 B", 3.0, 0, 0, NULL, NULL } } };
        thing t = { 1,     "T",     NULL,  0.5,   7, 3,
                    items, KP_FAIL, { 0 }, words, 2, { "x", NULL } };
        cJSON *o, *a, *e;
        (void)state;
        t.cell.text = "2.0 s";
        t.cell.raw = NAN;
        o = walk(&t);
        assert_string_equal(str(o, "title"), "T");
        /* A NULL string is "", except where the key is left out. */
        assert_null(cJSON_GetObjectItem(o, "maybe"));
        assert_true(cJSON_GetObjectItem(o, "ratio")->valuedouble == 0.5);
        assert_int_equal(cJSON_GetObjectItem(o, "count")->valueint, 7);
        assert_int_equal(cJSON_GetObjectItem(o, "items_total")->valueint, 3);
        assert_true(cJSON_IsTrue(cJSON_GetObjectItem(o, "has_items")));
        /* The list leaves out b; a position is in the model's array. */
        a = cJSON_GetObjectItem(o, "items");
        assert_int_equal(cJSON_GetArraySize(a), 2);
        e = cJSON_GetArrayItem(a, 1);
        assert_string_equal(str(e, "name"), "c");
        assert_int_equal(cJSON_GetObjectItem(e, "index")->valueint, 3);
        assert_string_equal(str(e, "size"), "3 B");
        assert_int_equal(cJSON_GetObjectItem(e, "size_raw")->valueint, 3);
        assert_string_equal(str(e, "size_mark"), "");
        assert_string_equal(str(cJSON_GetArrayItem(a, 0), "size_mark"),
                            "not judged");
        /* The verdict words. */
        assert_string_equal(str(o, "verdict"), "T");
        assert_true(cJSON_IsTrue(cJSON_GetObjectItem(o, "fail")));
        assert_true(cJSON_IsFalse(cJSON_GetObjectItem(o, "pass")));
        assert_true(cJSON_IsFalse(cJSON_GetObjectItem(o, "incomplete")));
        /* A cell: its text, and its number or null. */
        assert_string_equal(str(o, "cell"), "2.0 s");
        assert_true(cJSON_IsNull(cJSON_GetObjectItem(o, "cell_raw")));
        assert_string_equal(str(o, "cell_text"), "2.0 s");
        assert_null(cJSON_GetObjectItem(o, "cell_text_raw"));
        /* Strings, a NULL one as "". */
        a = cJSON_GetObjectItem(o, "words");
        assert_int_equal(cJSON_GetArraySize(a), 2);
        assert_string_equal(cJSON_GetArrayItem(a, 1)->valuestring, "");
        a = cJSON_GetObjectItem(o, "fixed");
        assert_int_equal(cJSON_GetArraySize(a), 2);
        assert_string_equal(cJSON_GetArrayItem(a, 0)->valuestring, "x");
        cJSON_Delete(o);

        t.maybe = "here";
        o = walk(&t);
        assert_string_equal(str(o, "maybe"), "here");
        cJSON_Delete(o);
}

/* A stop row ends the object: nothing after it is put. */
static void test_stop(void **state)
{
        thing t = { 0 };
        cJSON *o;
        (void)state;
        t.title = "T";
        o = walk(&t);
        assert_true(cJSON_IsFalse(cJSON_GetObjectItem(o, "present")));
        assert_int_equal(cJSON_GetArraySize(o), 1);
        cJSON_Delete(o);
}

int main(void)
{
        const struct CMUnitTest tests[] = {
                cmocka_unit_test(test_kinds),
                cmocka_unit_test(test_stop),
        };
        return cmocka_run_group_tests(tests, NULL, NULL);
}
