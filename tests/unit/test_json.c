#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <cmocka.h>

#include "base/json.h"

#define ANY_VALUE                                                              \
        "expected a value (an object, array, string, number, true, false "     \
        "or null)"

/* Parses text (len bytes) as "p.json"; fails the test on error. */
static kp_json_doc *parse_len(const char *text, size_t len)
{
        kp_json_doc *d = NULL;
        char err[512] = "";
        if (kp_json_parse(text, len, "p.json", &d, err, sizeof(err)) != 0)
                fail_msg("unexpected error: %s", err);
        assert_non_null(d);
        return d;
}

static kp_json_doc *parse(const char *text)
{
        return parse_len(text, strlen(text));
}

static void fails_len(const char *text, size_t len, const char *want)
{
        kp_json_doc *d = (kp_json_doc *)&d; /* must be reset to NULL */
        char err[512] = "";
        if (kp_json_parse(text, len, "p.json", &d, err, sizeof(err)) == 0) {
                kp_json_doc_destroy(d);
                fail_msg("accepted %s, expected: %s", text, want);
        }
        assert_null(d);
        assert_string_equal(err, want);
}

static void fails(const char *text, const char *want)
{
        fails_len(text, strlen(text), want);
}

static void where_is(const kp_json_doc *d, const char *path, int line, int col)
{
        int l = -1, c = -1;
        if (!kp_json_where(d, path, &l, &c))
                fail_msg("no position for path %s", path);
        if (l != line || c != col)
                fail_msg("%s: expected %d:%d, got %d:%d", path, line, col, l,
                         c);
}

static void test_parse_tree(void **state)
{
        kp_json_doc *d;
        cJSON *root, *a;
        (void)state;
        d = parse("{\"name\": \"x\", \"n\": [1, 2.5, -3e2], \"ok\": true, "
                  "\"none\": null, \"o\": {}}");
        root = kp_json_root(d);
        assert_true(cJSON_IsObject(root));
        assert_string_equal(
            cJSON_GetObjectItemCaseSensitive(root, "name")->valuestring, "x");
        a = cJSON_GetObjectItemCaseSensitive(root, "n");
        assert_int_equal(cJSON_GetArraySize(a), 3);
        assert_true(cJSON_GetArrayItem(a, 1)->valuedouble == 2.5);
        assert_true(cJSON_GetArrayItem(a, 2)->valuedouble == -300);
        assert_true(cJSON_IsTrue(cJSON_GetObjectItemCaseSensitive(root, "ok")));
        assert_true(
            cJSON_IsNull(cJSON_GetObjectItemCaseSensitive(root, "none")));
        /* Detaching hands the tree over; the document forgets it. */
        root = kp_json_detach(d);
        assert_non_null(root);
        assert_null(kp_json_root(d));
        kp_json_doc_destroy(d);
        assert_string_equal(
            cJSON_GetObjectItemCaseSensitive(root, "name")->valuestring, "x");
        cJSON_Delete(root);
        kp_json_doc_destroy(NULL);
}

static void test_parse_scalars_and_len(void **state)
{
        static const char buf[] = "{\"a\": 1}this is not read";
        kp_json_doc *d;
        (void)state;
        d = parse("[0, -0, 0.5, 0e1, 1E+2, 1e-2, -12.75, \"\", \"\\u00e9\"]");
        assert_int_equal(cJSON_GetArraySize(kp_json_root(d)), 9);
        kp_json_doc_destroy(d);
        d = parse("\"just a string\"");
        assert_true(cJSON_IsString(kp_json_root(d)));
        kp_json_doc_destroy(d);
        /* Only len bytes count: no NUL terminator needed. */
        d = parse_len(buf, 8);
        assert_true(cJSON_GetObjectItemCaseSensitive(kp_json_root(d), "a")
                        ->valuedouble == 1);
        kp_json_doc_destroy(d);
}

static void test_where(void **state)
{
        kp_json_doc *d;
        int l = 7, c = 7;
        (void)state;
        d = parse("{\n"
                  "  \"name\": \"x\",\n"
                  "  \"cluster\": {\"bootstrap.servers\": \"b:9092\"},\n"
                  "  \"tiers\": [\n"
                  "    {\"name\": \"a\", \"rate\": 10},\n"
                  "    {\"name\": \"b\",\n"
                  "     \"producer\": {\"linger.ms\": 5, \"acks\": \"all\"}}\n"
                  "  ],\n"
                  "\t\"1st\": [[], [true, [null]]],\n"
                  "  \"with space\": 1, \"\": 2, \"_ok\": 3\n"
                  "}\n");
        where_is(d, "", 1, 1);
        where_is(d, "name", 2, 11);
        where_is(d, "cluster", 3, 14);
        where_is(d, "cluster[\"bootstrap.servers\"]", 3, 36);
        where_is(d, "tiers", 4, 12);
        where_is(d, "tiers[0]", 5, 5);
        where_is(d, "tiers[0].name", 5, 14);
        where_is(d, "tiers[0].rate", 5, 27);
        where_is(d, "tiers[1]", 6, 5);
        where_is(d, "tiers[1].producer", 7, 18);
        where_is(d, "tiers[1].producer[\"linger.ms\"]", 7, 32);
        where_is(d, "tiers[1].producer.acks", 7, 43);
        /* A tab is one column. */
        where_is(d, "[\"1st\"]", 9, 9);
        where_is(d, "[\"1st\"][0]", 9, 10);
        where_is(d, "[\"1st\"][1]", 9, 14);
        where_is(d, "[\"1st\"][1][1][0]", 9, 22);
        where_is(d, "[\"with space\"]", 10, 17);
        where_is(d, "[\"\"]", 10, 24);
        where_is(d, "_ok", 10, 34);
        /* Unknown paths, and the plain form of keys that need brackets. */
        assert_int_equal(kp_json_where(d, "tiers[2]", &l, &c), 0);
        assert_int_equal(kp_json_where(d, "cluster.bootstrap.servers", &l, &c),
                         0);
        assert_int_equal(kp_json_where(d, "1st", &l, &c), 0);
        assert_int_equal(kp_json_where(d, ".name", &l, &c), 0);
        assert_int_equal(l, 7);
        assert_int_equal(c, 7);
        assert_int_equal(kp_json_where(NULL, "name", &l, &c), 0);
        kp_json_doc_destroy(d);
}

static void test_where_counts_characters(void **state)
{
        kp_json_doc *d;
        (void)state;
        /* Columns count characters, not bytes: é, € and U+1F600 are one
         * column each. */
        d = parse("[\"\xC3\xA9\xE2\x82\xAC\xF0\x9F\x98\x80\", 1]");
        where_is(d, "[1]", 1, 9);
        kp_json_doc_destroy(d);
        fails("[\"\xC3\xA9\xE2\x82\xAC\xF0\x9F\x98\x80\", x]",
              "p.json:1:9: " ANY_VALUE ", found 'x'");
        /* CRLF line ends: the CR is the last column of its line. */
        d = parse("{\r\n  \"a\": 1,\r\n  \"b\": 2\r\n}");
        where_is(d, "a", 2, 8);
        where_is(d, "b", 3, 8);
        kp_json_doc_destroy(d);
}

static void test_paths(void **state)
{
        char p[128];
        (void)state;
        kp_json_path_key(p, sizeof(p), "", "tiers");
        assert_string_equal(p, "tiers");
        kp_json_path_key(p, sizeof(p), "tiers[0]", "rate");
        assert_string_equal(p, "tiers[0].rate");
        kp_json_path_key(p, sizeof(p), "cluster", "bootstrap.servers");
        assert_string_equal(p, "cluster[\"bootstrap.servers\"]");
        kp_json_path_key(p, sizeof(p), "", "a.b");
        assert_string_equal(p, "[\"a.b\"]");
        kp_json_path_key(p, sizeof(p), "x", "1st");
        assert_string_equal(p, "x[\"1st\"]");
        kp_json_path_key(p, sizeof(p), "x", "a1_b");
        assert_string_equal(p, "x.a1_b");
        kp_json_path_key(p, sizeof(p), "x", "");
        assert_string_equal(p, "x[\"\"]");
        kp_json_path_key(p, sizeof(p), "x", "with-dash");
        assert_string_equal(p, "x[\"with-dash\"]");
        kp_json_path_index(p, sizeof(p), "tiers", 12);
        assert_string_equal(p, "tiers[12]");
        kp_json_path_index(p, sizeof(p), "", 0);
        assert_string_equal(p, "[0]");
        kp_json_path_index(p, sizeof(p), "a[1]", 2);
        assert_string_equal(p, "a[1][2]");
        /* Truncated, never overflowing. */
        kp_json_path_key(p, 6, "abcdef", "ghi");
        assert_string_equal(p, "abcde");
}

static void test_syntax_errors(void **state)
{
        (void)state;
        fails("{\"a\": 1 \"b\": 2}",
              "p.json:1:9: expected ',' or '}' after the value of \"a\", "
              "found '\"'");
        fails("{\"a\" 1}", "p.json:1:6: expected ':' after \"a\", found '1'");
        fails("{\"a\": 1,}",
              "p.json:1:9: expected a \"key\" after ',' (trailing commas are "
              "not allowed), found '}'");
        fails("[1, 2,]", "p.json:1:7: expected a value after ',' (trailing "
                         "commas are not allowed)");
        fails("[1 2]", "p.json:1:4: expected ',' or ']' after an array "
                       "element, found '2'");
        fails("{\"a\": [1, 2}", "p.json:1:12: expected ',' or ']' after an "
                                "array element, found '}'");
        fails("{\"a\": 1", "p.json:1:8: expected ',' or '}' after the value "
                           "of \"a\", found the end of the file");
        fails("{\"a\":", "p.json:1:6: expected a value, found the end of "
                         "the file");
        fails("{1: 2}", "p.json:1:2: expected a \"key\" or '}', found '1'");
        fails("{'a': 1}", "p.json:1:2: expected a \"key\" or '}', found '''");
        fails("{\"a\": 'x'}",
              "p.json:1:7: strings must use double quotes, found '\\''");
        fails("{\n  // a comment\n  \"a\": 1\n}",
              "p.json:2:3: expected a \"key\" or '}', found '/' (comments "
              "are not allowed in JSON)");
        fails("[/* no */ 1]", "p.json:1:2: comments are not allowed in JSON");
        fails("", "p.json:1:1: the file is empty, expected a JSON object");
        fails(" \n\t\r\n ",
              "p.json:1:1: the file is empty, expected a JSON object");
        fails("\x01", "p.json:1:1: " ANY_VALUE ", found byte 0x01");
        fails("[tru]", "p.json:1:2: " ANY_VALUE ", found 't'");
        fails("{\"a\": None}", "p.json:1:7: " ANY_VALUE ", found 'N'");
        fails("[NaN]", "p.json:1:2: NaN and Infinity are not JSON numbers");
        fails("[1, Infinity]",
              "p.json:1:5: NaN and Infinity are not JSON numbers");
        fails("[-Infinity]", "p.json:1:2: expected a value, found '-'");
}

static void test_string_errors(void **state)
{
        (void)state;
        fails("{\"a\": \"abc",
              "p.json:1:7: unterminated string: expected a closing '\"'");
        fails("{\n  \"a\": \"ab\ncd\"}",
              "p.json:2:11: line break inside a string: is the closing "
              "'\"' missing? (write line breaks in text as \\n)");
        fails("[\"a\tb\"]", "p.json:1:4: control character in a string: "
                            "write line breaks as \\n and tabs as \\t");
        fails("[\"a\\xb\"]", "p.json:1:4: bad escape in a string: expected "
                             "one of \\\" \\\\ \\/ \\b \\f \\n \\r \\t "
                             "\\uXXXX");
        fails("[\"\\u12G4\"]",
              "p.json:1:3: bad \\u escape: expected 4 hex digits");
        fails("[\"\\u12\"]",
              "p.json:1:3: bad \\u escape: expected 4 hex digits");
        fails("[\"a\\u0000b\"]",
              "p.json:1:4: \\u0000 is not allowed in strings");
        fails("{\"k\\u0000\": 1}",
              "p.json:1:4: \\u0000 is not allowed in strings");
}

static void test_invalid_utf8(void **state)
{
        (void)state;
        fails("[\"\xC3\x28\"]",
              "p.json:1:3: invalid UTF-8 byte 0xC3: is this a text file?");
        /* Overlong "/" */
        fails("[\"\xC0\xAF\"]",
              "p.json:1:3: invalid UTF-8 byte 0xC0: is this a text file?");
        /* A UTF-16 surrogate encoded as UTF-8. */
        fails("[\"\xED\xA0\x80\"]",
              "p.json:1:3: invalid UTF-8 byte 0xED: is this a text file?");
        /* Beyond U+10FFFF. */
        fails("[\"\xF4\x90\x80\x80\"]",
              "p.json:1:3: invalid UTF-8 byte 0xF4: is this a text file?");
        /* A lone continuation byte, and Latin-1 text. */
        fails("[\"ok \x80\"]",
              "p.json:1:6: invalid UTF-8 byte 0x80: is this a text file?");
        fails("{\"caf\xE9\": 1}",
              "p.json:1:6: invalid UTF-8 byte 0xE9: is this a text file?");
        /* Cut short by the end of the input. */
        fails("\"\xE2\x82",
              "p.json:1:2: invalid UTF-8 byte 0xE2: is this a text file?");
}

static void test_numbers(void **state)
{
        (void)state;
        fails("[01]", "p.json:1:2: numbers must not have leading zeros");
        fails("{\"n\": 007}",
              "p.json:1:7: numbers must not have leading zeros");
        fails("[-01]", "p.json:1:2: numbers must not have leading zeros");
        fails("[1.]", "p.json:1:4: expected a digit after '.', found ']'");
        fails("[1.e5]", "p.json:1:4: expected a digit after '.', found 'e'");
        fails("[1e]", "p.json:1:4: expected a digit in the exponent, found "
                      "']'");
        fails("[1e+]", "p.json:1:5: expected a digit in the exponent, found "
                       "']'");
        fails("[.5]", "p.json:1:2: " ANY_VALUE ", found '.'");
        fails("[+1]", "p.json:1:2: " ANY_VALUE ", found '+'");
        fails("[0x10]", "p.json:1:3: expected ',' or ']' after an array "
                        "element, found 'x'");
        fails("[1,000]", "p.json:1:4: numbers must not have leading zeros");
}

static void test_trailing_garbage(void **state)
{
        (void)state;
        fails("{} x", "p.json:1:4: expected the end of the file after the "
                      "JSON value, found 'x'");
        fails("{}\n}", "p.json:2:1: expected the end of the file after the "
                       "JSON value, found '}'");
        fails("{}{}", "p.json:1:3: expected the end of the file after the "
                      "JSON value, found '{'");
        fails("[1]\n\n  // end", "p.json:3:3: expected the end of the file "
                                 "after the JSON value, found '/'");
        fails_len("{}\0", 3,
                  "p.json:1:3: expected the end of the file after "
                  "the JSON value, found byte 0x00");
        fails("truex", "p.json:1:5: expected the end of the file after the "
                       "JSON value, found 'x'");
}

static void test_duplicate_keys(void **state)
{
        kp_json_doc *d;
        (void)state;
        fails("{\n  \"a\": 1,\n  \"b\": 2,\n  \"a\": 3\n}",
              "p.json:4:3: duplicate key \"a\" (first given at line 2, "
              "column 3)");
        /* The same key after decoding escapes is the same key. */
        fails("{\"a\": 1, \"\\u0061\": 2}",
              "p.json:1:10: duplicate key \"a\" (first given at line 1, "
              "column 2)");
        fails("{\"t\": [{\"x\": 1}, {\"x\": 1, \"y\": {}, \"x\": 2}]}",
              "p.json:1:36: duplicate key \"x\" (first given at line 1, "
              "column 19)");
        /* The same key in different objects, or differing in case, is
         * fine. */
        d = parse("{\"x\": {\"x\": 1}, \"y\": {\"x\": 2}, \"X\": 3}");
        where_is(d, "x.x", 1, 13);
        where_is(d, "y.x", 1, 28);
        where_is(d, "X", 1, 37);
        kp_json_doc_destroy(d);
}

static void test_depth_limit(void **state)
{
        char text[400];
        kp_json_doc *d;
        size_t n = 0;
        (void)state;
        /* 65 nested arrays: the root and 64 levels below it. */
        for (int i = 0; i < 65; i++)
                text[n++] = '[';
        for (int i = 0; i < 65; i++)
                text[n++] = ']';
        d = parse_len(text, n);
        kp_json_doc_destroy(d);
        n = 0;
        for (int i = 0; i < 66; i++)
                text[n++] = '[';
        for (int i = 0; i < 66; i++)
                text[n++] = ']';
        fails_len(text, n, "p.json:1:66: nested deeper than 64 levels");
        /* Objects count the same way. */
        n = 0;
        for (int i = 0; i < 66; i++) {
                memcpy(text + n, "{\"a\":", 5);
                n += 5;
        }
        text[n++] = '1';
        for (int i = 0; i < 66; i++)
                text[n++] = '}';
        fails_len(text, n, "p.json:1:326: nested deeper than 64 levels");
}

static void test_bom(void **state)
{
        kp_json_doc *d;
        (void)state;
        d = parse("\xEF\xBB\xBF{\"a\": 1}");
        assert_true(cJSON_GetObjectItemCaseSensitive(kp_json_root(d), "a")
                        ->valuedouble == 1);
        kp_json_doc_destroy(d);
        d = parse("\xEF\xBB\xBF\n{\"a\": 1}");
        where_is(d, "a", 2, 7);
        kp_json_doc_destroy(d);
        fails("\xEF\xBB\xBF",
              "p.json:1:1: the file is empty, expected a JSON object");
        /* Only at the start. */
        fails("{\"a\": \xEF\xBB\xBF 1}",
              "p.json:1:7: " ANY_VALUE ", found byte 0xEF");
}

static void test_bom_bug_column(void **state)
{
        kp_json_doc *d;
        int l = 0, c = 0;
        /* Regression: where_of() counts the byte order mark as a column, so on
         * the first line of a file with a BOM every column is one too
         * high: "\xEF\xBB\xBF{\"a\" 1}" reports 1:7 for the '1' that an
         * editor shows at column 6, and the value of "a" in
         * "\xEF\xBB\xBF{\"a\": 1}" is placed at 1:8 instead of 1:7. */
        (void)state;
        d = parse("\xEF\xBB\xBF{\"a\": 1}");
        kp_json_where(d, "a", &l, &c);
        kp_json_doc_destroy(d);
        assert_int_equal(l, 1);
        assert_int_equal(c, 7);
        fails("\xEF\xBB\xBF{\"a\" 1}",
              "p.json:1:6: expected ':' after \"a\", found '1'");
}

static void test_lone_surrogate_bug(void **state)
{
        /* Regression: the scanner accepts any \uXXXX, but cJSON rejects a lone
         * UTF-16 surrogate, so "\"\\uD800\"" fails with "p.json: cannot
         * parse (out of memory?)": no line:column and a wrong cause. The
         * scanner should reject it itself, at 1:2. */
        char err[512] = "";
        kp_json_doc *d = NULL;
        int rc;
        (void)state;
        rc = kp_json_parse("\"\\uD800\"", 8, "p.json", &d, err, sizeof(err));
        kp_json_doc_destroy(d);
        assert_int_equal(rc, -1);
        if (strncmp(err, "p.json:1:2: ", 12) != 0 ||
            strstr(err, "out of memory"))
                fail_msg("expected an error at p.json:1:2, got: %s", err);
}

int main(void)
{
        const struct CMUnitTest tests[] = {
                cmocka_unit_test(test_parse_tree),
                cmocka_unit_test(test_parse_scalars_and_len),
                cmocka_unit_test(test_where),
                cmocka_unit_test(test_where_counts_characters),
                cmocka_unit_test(test_paths),
                cmocka_unit_test(test_syntax_errors),
                cmocka_unit_test(test_string_errors),
                cmocka_unit_test(test_invalid_utf8),
                cmocka_unit_test(test_numbers),
                cmocka_unit_test(test_trailing_garbage),
                cmocka_unit_test(test_duplicate_keys),
                cmocka_unit_test(test_depth_limit),
                cmocka_unit_test(test_bom),
                cmocka_unit_test(test_bom_bug_column),
                cmocka_unit_test(test_lone_surrogate_bug),
        };
        return cmocka_run_group_tests_name("json", tests, NULL, NULL);
}
