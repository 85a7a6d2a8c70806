#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cjson/cJSON.h>

#include "base/mustache.h"
#include "base/util.h"

/* Partials of a spec case, or of a targeted test: a JSON object mapping
 * names to template text. */
static const char *json_partial(void *opaque, const char *name, size_t *len)
{
        const cJSON *partials = opaque;
        const cJSON *p = cJSON_GetObjectItemCaseSensitive(partials, name);

        if (!cJSON_IsString(p))
                return NULL;
        *len = strlen(p->valuestring);
        return p->valuestring;
}

/* Renders tmpl against the JSON text view_json with the JSON object
 * partials_json as partials. Returns the render result; *out holds the
 * output (caller frees) and errstr the error. */
static int render_json(const char *tmpl, const char *view_json,
                       const char *partials_json,
                       void (*escape)(kp_buf *, const char *, size_t),
                       kp_buf *out, char *errstr, size_t errstr_size)
{
        cJSON *view = cJSON_Parse(view_json);
        cJSON *partials = cJSON_Parse(partials_json ? partials_json : "{}");
        kp_mustache_opts opts = { 0 };
        int rc;

        assert_non_null(view);
        assert_non_null(partials);
        opts.partial = json_partial;
        opts.opaque = partials;
        opts.escape = escape;
        opts.name = "t.mustache";
        errstr[0] = '\0';
        rc = kp_mustache_render(tmpl, strlen(tmpl), view, &opts, out, errstr,
                                errstr_size);
        cJSON_Delete(view);
        cJSON_Delete(partials);
        return rc;
}

/* Expects tmpl to render to exactly expected. */
static void check_render(const char *tmpl, const char *view_json,
                         const char *partials_json, const char *expected)
{
        char errstr[512];
        kp_buf out = { 0 };
        int rc = render_json(tmpl, view_json, partials_json, NULL, &out, errstr,
                             sizeof(errstr));

        if (rc != 0)
                fail_msg("render of \"%s\" failed: %s", tmpl, errstr);
        assert_string_equal(out.s ? out.s : "", expected);
        kp_buf_free(&out);
}

/* Expects tmpl to fail with exactly the message expected. */
static void check_error(const char *tmpl, const char *view_json,
                        const char *partials_json, const char *expected)
{
        char errstr[512];
        kp_buf out = { 0 };
        int rc = render_json(tmpl, view_json, partials_json, NULL, &out, errstr,
                             sizeof(errstr));

        assert_int_equal(rc, -1);
        assert_string_equal(errstr, expected);
        kp_buf_free(&out);
}

/* ------------------------------------------------------ specification */

static void print_escaped(const char *label, const char *s)
{
        printf("    %s: \"", label);
        for (; *s; s++) {
                if (*s == '\n')
                        printf("\\n");
                else if (*s == '\r')
                        printf("\\r");
                else if (*s == '\t')
                        printf("\\t");
                else
                        putchar(*s);
        }
        printf("\"\n");
}

/* Runs one spec case; returns 1 when the output matches exactly. */
static int run_case(const char *file, const cJSON *tc)
{
        const cJSON *name = cJSON_GetObjectItemCaseSensitive(tc, "name");
        const cJSON *data = cJSON_GetObjectItemCaseSensitive(tc, "data");
        const cJSON *tmpl = cJSON_GetObjectItemCaseSensitive(tc, "template");
        const cJSON *expected =
            cJSON_GetObjectItemCaseSensitive(tc, "expected");
        kp_mustache_opts opts = { 0 };
        kp_buf out = { 0 };
        char errstr[512] = "";
        const char *got;
        int rc, ok;

        assert_true(cJSON_IsString(name));
        assert_true(cJSON_IsString(tmpl));
        assert_true(cJSON_IsString(expected));
        opts.partial = json_partial;
        opts.opaque = cJSON_GetObjectItemCaseSensitive(tc, "partials");
        opts.name = name->valuestring;
        rc = kp_mustache_render(tmpl->valuestring, strlen(tmpl->valuestring),
                                data, &opts, &out, errstr, sizeof(errstr));
        got = out.s ? out.s : "";
        ok = rc == 0 && out.len == strlen(expected->valuestring) &&
             memcmp(got, expected->valuestring, out.len) == 0;
        if (!ok) {
                printf("mustache spec: %s: FAILED \"%s\"\n", file,
                       name->valuestring);
                print_escaped("template", tmpl->valuestring);
                print_escaped("expected", expected->valuestring);
                if (rc == 0)
                        print_escaped("got     ", got);
                else
                        printf("    error: %s\n", errstr);
        }
        kp_buf_free(&out);
        return ok;
}

static int cmp_names(const void *a, const void *b)
{
        return strcmp(*(char *const *)a, *(char *const *)b);
}

static void test_spec(void **state)
{
        static const char *const required[] = {
                "comments.json", "delimiters.json", "interpolation.json",
                "inverted.json", "partials.json",   "sections.json",
        };
        const char *dir = getenv("KP_MUSTACHE_SPEC_DIR");
        char *names[64];
        size_t nnames = 0, i, k, len;
        int total = 0, passed = 0, file_total, file_passed, seen;
        char errstr[512];
        struct dirent *de;
        const cJSON *tc;
        cJSON *doc;
        char *path, *text;
        DIR *d;

        (void)state;
        if (!dir || !*dir)
                dir = "tests/mustache-spec";
        d = opendir(dir);
        if (!d)
                fail_msg("cannot open the spec directory %s (run from the "
                         "repository root or set KP_MUSTACHE_SPEC_DIR)",
                         dir);
        while ((de = readdir(d)) != NULL) {
                len = strlen(de->d_name);
                if (len > 5 && strcmp(de->d_name + len - 5, ".json") == 0 &&
                    nnames < KP_ARRAY_LEN(names))
                        names[nnames++] = kp_strdup0(de->d_name);
        }
        closedir(d);
        qsort(names, nnames, sizeof(names[0]), cmp_names);

        for (k = 0; k < KP_ARRAY_LEN(required); k++) {
                seen = 0;
                for (i = 0; i < nnames; i++)
                        seen |= strcmp(names[i], required[k]) == 0;
                if (!seen)
                        fail_msg("spec file %s/%s is missing", dir,
                                 required[k]);
        }

        for (i = 0; i < nnames; i++) {
                path = kp_path_join(dir, names[i]);
                assert_non_null(path);
                if (kp_read_file(path, 1 << 22, &text, &len, errstr,
                                 sizeof(errstr)) != 0)
                        fail_msg("%s", errstr);
                doc = cJSON_ParseWithLength(text, len);
                if (!doc)
                        fail_msg("%s: not valid JSON", path);
                file_total = file_passed = 0;
                cJSON_ArrayForEach(
                    tc, cJSON_GetObjectItemCaseSensitive(doc, "tests"))
                {
                        file_total++;
                        file_passed += run_case(names[i], tc);
                }
                printf("mustache spec: %s: %d/%d cases passed\n", names[i],
                       file_passed, file_total);
                if (file_total == 0)
                        fail_msg("%s: no test cases", path);
                total += file_total;
                passed += file_passed;
                cJSON_Delete(doc);
                free(text);
                free(path);
                free(names[i]);
        }
        printf("mustache spec: %d/%d cases passed\n", passed, total);
        assert_int_equal(passed, total);
}

/* ------------------------------------------------------------- errors */

static void test_error_unclosed_section(void **state)
{
        char errstr[512];
        kp_buf out = { 0 };
        kp_mustache_opts opts = { 0 };
        const char *tmpl = "# Report\n\n    {{#tiers}}\n| a |\n";
        cJSON *view = cJSON_Parse("{\"tiers\": [1]}");

        (void)state;
        opts.name = "report.md.mustache";
        assert_int_equal(kp_mustache_render(tmpl, strlen(tmpl), view, &opts,
                                            &out, errstr, sizeof(errstr)),
                         -1);
        assert_string_equal(errstr, "report.md.mustache:3:5: section "
                                    "\"tiers\" opened here is never closed");
        kp_buf_free(&out);
        cJSON_Delete(view);

        /* The innermost section left open is the one reported. */
        check_error("{{#a}}\n{{^b}}\n", "{}", NULL,
                    "t.mustache:2:1: section \"b\" opened here is never "
                    "closed");
}

static void test_error_mismatched_close(void **state)
{
        (void)state;
        check_error("{{#a}}\n  x {{/b}}\n", "{}", NULL,
                    "t.mustache:2:5: closing tag \"{{/b}}\" does not match "
                    "section \"a\" opened at 1:1");
        check_error("text\n{{/a}}", "{}", NULL,
                    "t.mustache:2:1: closing tag \"{{/a}}\" has no section "
                    "to close");
}

static void test_error_unclosed_tag(void **state)
{
        (void)state;
        check_error("Hello {{name\nand more", "{}", NULL,
                    "t.mustache:1:7: tag \"{{name\" is never closed: "
                    "expected \"}}\"");
        check_error("a {{{name}}", "{}", NULL,
                    "t.mustache:1:3: tag \"{{{name}}\" is never closed: "
                    "expected \"}}}\"");
        /* Columns count characters, not bytes. */
        check_error("\xc3\xa9t\xc3\xa9 {{x", "{}", NULL,
                    "t.mustache:1:5: tag \"{{x\" is never closed: expected "
                    "\"}}\"");
}

static void test_error_empty_and_unsupported_tags(void **state)
{
        (void)state;
        check_error("a\n {{ }}", "{}", NULL,
                    "t.mustache:2:2: empty tag \"{{ }}\": expected a name");
        check_error("{{#}}{{/}}", "{}", NULL,
                    "t.mustache:1:1: empty tag \"{{#}}\": expected a name");
        check_error("{{>}}", "{}", NULL,
                    "t.mustache:1:1: empty tag \"{{>}}\": expected the name "
                    "of a partial");
        check_error("{{a..b}}", "{}", NULL,
                    "t.mustache:1:1: tag \"{{a..b}}\" has an empty part in "
                    "its dotted name");
        check_error("{{$block}}x{{/block}}", "{}", NULL,
                    "t.mustache:1:1: unsupported tag \"{{$block}}\": "
                    "template inheritance is not supported");
}

static void test_error_bad_delimiter(void **state)
{
        (void)state;
        check_error("x\n{{=<%=}}", "{}", NULL,
                    "t.mustache:2:1: bad delimiter tag \"{{=<%=}}\": "
                    "expected two delimiters without spaces or '=' "
                    "separated by a space, like {{=<% %>=}}");
        check_error("{{=<% %> x=}}", "{}", NULL,
                    "t.mustache:1:1: bad delimiter tag \"{{=<% %> x=}}\": "
                    "expected two delimiters without spaces or '=' "
                    "separated by a space, like {{=<% %>=}}");
        /* After a change, the new delimiters are the ones expected. */
        check_error("{{=<% %>=}}\n<%name", "{}", NULL,
                    "t.mustache:2:1: tag \"<%name\" is never closed: "
                    "expected \"%>\"");
}

static void test_error_partial_recursion(void **state)
{
        char errstr[512];
        kp_buf out = { 0 };
        const char *prefix = "node:1:1: partials nested more than 32 deep";
        const char *suffix = "(in a partial included at t.mustache:2:1)";

        (void)state;
        assert_int_equal(render_json("x\n{{>node}}", "{}",
                                     "{\"node\": \"{{>node}}\"}", NULL, &out,
                                     errstr, sizeof(errstr)),
                         -1);
        assert_int_equal(KP_MUSTACHE_MAX_PARTIAL_DEPTH, 32);
        assert_memory_equal(errstr, prefix, strlen(prefix));
        assert_true(strlen(errstr) > strlen(suffix));
        assert_string_equal(errstr + strlen(errstr) - strlen(suffix), suffix);
        kp_buf_free(&out);

        /* Recursion that the data ends is fine. */
        check_render("{{>node}}",
                     "{\"n\": 1, \"kids\": [{\"n\": 2, \"kids\": [{\"n\": 3, "
                     "\"kids\": []}]}]}",
                     "{\"node\": \"({{n}}{{#kids}}{{>node}}{{/kids}})\"}",
                     "(1(2(3)))");
}

static void test_error_inside_partial(void **state)
{
        (void)state;
        check_error("a {{>row}}", "{}", "{\"row\": \"x\\n{{#cells}}\"}",
                    "row:2:1: section \"cells\" opened here is never closed "
                    "(in a partial included at t.mustache:1:3)");
}

static void test_error_nesting_limit(void **state)
{
        kp_buf tmpl = { 0 };
        kp_buf out = { 0 };
        char errstr[512], expected[128];
        int i;

        (void)state;
        /* Too deep in one template: rejected while parsing. */
        for (i = 0; i < KP_MUSTACHE_MAX_DEPTH + 1; i++)
                kp_buf_puts(&tmpl, "{{#a}}");
        for (i = 0; i < KP_MUSTACHE_MAX_DEPTH + 1; i++)
                kp_buf_puts(&tmpl, "{{/a}}");
        assert_false(tmpl.oom);
        assert_int_equal(render_json(tmpl.s, "{\"a\": {}}", NULL, NULL, &out,
                                     errstr, sizeof(errstr)),
                         -1);
        snprintf(expected, sizeof(expected),
                 "t.mustache:1:%d: sections nested more than %d deep",
                 KP_MUSTACHE_MAX_DEPTH * 6 + 1, KP_MUSTACHE_MAX_DEPTH);
        assert_string_equal(errstr, expected);
        kp_buf_free(&out);
        kp_buf_free(&tmpl);

        /* Within limits per template, too deep across partials: stopped
         * while rendering, before either limit's stack runs out. */
        assert_int_equal(
            render_json("{{>p}}", "{\"a\": {}}",
                        "{\"p\": \"{{#a}}{{#a}}{{#a}}{{#a}}{{#a}}{{>p}}"
                        "{{/a}}{{/a}}{{/a}}{{/a}}{{/a}}\"}",
                        NULL, &out, errstr, sizeof(errstr)),
            -1);
        snprintf(expected, sizeof(expected),
                 "sections and partials nested more than %d deep",
                 KP_MUSTACHE_MAX_DEPTH);
        assert_non_null(strstr(errstr, expected));
        kp_buf_free(&out);
}

static void test_error_interpolating_a_list(void **state)
{
        (void)state;
        check_error("\n\n{{tiers}}", "{\"tiers\": [1, 2]}", NULL,
                    "t.mustache:3:1: \"tiers\" is a list, not a string or "
                    "number: use a section {{#tiers}}...{{/tiers}} to "
                    "render its content");
}

/* -------------------------------------------------------------- values */

static void test_numbers(void **state)
{
        (void)state;
        check_render("{{a}} {{b}} {{c}} {{d}} {{e}} {{f}} {{g}} {{h}}",
                     "{\"a\": 1.5, \"b\": 85, \"c\": 0.1, \"d\": -3, "
                     "\"e\": 1e20, \"f\": 123456789012, \"g\": 2.5e-7, "
                     "\"h\": 99.95}",
                     NULL, "1.5 85 0.1 -3 1e+20 123456789012 2.5e-07 99.95");
}

static void test_truthiness(void **state)
{
        (void)state;
        check_render("[{{#s}}s{{/s}}{{^s}}!s{{/s}}]"
                     "[{{#z}}z={{z}}{{/z}}]"
                     "[{{#o}}o{{/o}}]"
                     "[{{t}} {{f}}]",
                     "{\"s\": \"\", \"z\": 0, \"o\": {}, \"t\": true, "
                     "\"f\": false}",
                     NULL, "[!s][z=0][o][true false]");
}

static void test_null_opts_and_view(void **state)
{
        char errstr[128];
        kp_buf out = { 0 };
        const char *tmpl = "<{{x}}|{{>p}}|{{^x}}none{{/x}}>";

        (void)state;
        assert_int_equal(kp_mustache_render(tmpl, strlen(tmpl), NULL, NULL,
                                            &out, errstr, sizeof(errstr)),
                         0);
        assert_string_equal(out.s, "<||none>");
        kp_buf_free(&out);

        /* Errors without a name use "template". */
        assert_int_equal(kp_mustache_render("{{x", 3, NULL, NULL, &out, errstr,
                                            sizeof(errstr)),
                         -1);
        assert_string_equal(errstr, "template:1:1: tag \"{{x\" is never "
                                    "closed: expected \"}}\"");
        kp_buf_free(&out);
}

/* Counts its calls in *(int *)opaque; the text of a partial is its name. */
static const char *counting_partial(void *opaque, const char *name, size_t *len)
{
        (*(int *)opaque)++;
        *len = strlen(name);
        return name;
}

static void test_partial_loaded_once(void **state)
{
        char errstr[128];
        kp_buf out = { 0 };
        kp_mustache_opts opts = { 0 };
        const char *tmpl = "{{#l}}{{>ab}}{{>c}}{{/l}}";
        cJSON *view = cJSON_Parse("{\"l\": [1, 2, 3]}");
        int loads = 0;

        (void)state;
        opts.partial = counting_partial;
        opts.opaque = &loads;
        assert_int_equal(kp_mustache_render(tmpl, strlen(tmpl), view, &opts,
                                            &out, errstr, sizeof(errstr)),
                         0);
        assert_string_equal(out.s, "abcabcabc");
        assert_int_equal(loads, 2);
        kp_buf_free(&out);
        cJSON_Delete(view);
}

static void test_partial_indentation_nested(void **state)
{
        (void)state;
        /* A standalone partial inside a standalone partial is indented by
         * both; an inline one by neither. */
        check_render("  {{>outer}}\n", "{\"v\": \"1\\n2\"}",
                     "{\"outer\": \"o\\n  {{>inner}}\\nx {{>inner}}\\n\", "
                     "\"inner\": \"i\\n{{v}}\\n\"}",
                     "  o\n    i\n    1\n2\n  x i\n1\n2\n\n");
}

/* ------------------------------------------------------------ escaping */

static void test_escape_markdown(void **state)
{
        kp_buf out = { 0 };
        const char *in = "a|b <i> & c\nd\r\ne\rf 1,234.5 ms _x_ *y* `z` \\ #";

        (void)state;
        kp_mustache_escape_markdown(&out, in, strlen(in));
        assert_string_equal(out.s, "a\\|b &lt;i&gt; &amp; c d e f 1,234.5 ms "
                                   "_x_ *y* `z` \\ #");
        kp_buf_free(&out);

        /* As the escape callback, for a table row. */
        {
                char errstr[128];
                assert_int_equal(render_json("| {{name}} | {{{name}}} |",
                                             "{\"name\": \"a|b\\nc\"}", NULL,
                                             kp_mustache_escape_markdown, &out,
                                             errstr, sizeof(errstr)),
                                 0);
                assert_string_equal(out.s, "| a\\|b c | a|b\nc |");
                kp_buf_free(&out);
        }
}

static void test_escape_html(void **state)
{
        kp_buf out = { 0 };
        const char *in = "<a href=\"x\">&'</a>";

        (void)state;
        kp_mustache_escape_html(&out, in, strlen(in));
        assert_string_equal(out.s,
                            "&lt;a href=&quot;x&quot;&gt;&amp;'&lt;/a&gt;");
        kp_buf_free(&out);
}

int main(void)
{
        const struct CMUnitTest tests[] = {
                cmocka_unit_test(test_spec),
                cmocka_unit_test(test_error_unclosed_section),
                cmocka_unit_test(test_error_mismatched_close),
                cmocka_unit_test(test_error_unclosed_tag),
                cmocka_unit_test(test_error_empty_and_unsupported_tags),
                cmocka_unit_test(test_error_bad_delimiter),
                cmocka_unit_test(test_error_partial_recursion),
                cmocka_unit_test(test_error_inside_partial),
                cmocka_unit_test(test_error_nesting_limit),
                cmocka_unit_test(test_error_interpolating_a_list),
                cmocka_unit_test(test_numbers),
                cmocka_unit_test(test_truthiness),
                cmocka_unit_test(test_null_opts_and_view),
                cmocka_unit_test(test_partial_loaded_once),
                cmocka_unit_test(test_partial_indentation_nested),
                cmocka_unit_test(test_escape_markdown),
                cmocka_unit_test(test_escape_html),
        };
        return cmocka_run_group_tests(tests, NULL, NULL);
}
