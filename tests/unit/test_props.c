#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <cmocka.h>

#include "base/props.h"
#include "base/sha256.h"

/* ---- .properties ------------------------------------------------------ */

/* Parses text (strlen) into a fresh list; fails the test on error. */
static void parse_ok(const char *text, kp_kvlist *out)
{
        char err[256] = "";
        memset(out, 0, sizeof(*out));
        if (kp_props_parse(text, strlen(text), "client.properties", out, err,
                           sizeof(err)) != 0)
                fail_msg("unexpected error: %s", err);
}

static void parse_fails(const char *text, size_t len, const char *want)
{
        kp_kvlist l = { 0 };
        char err[256] = "";
        assert_int_equal(kp_props_parse(text, len, "client.properties", &l, err,
                                        sizeof(err)),
                         -1);
        assert_string_equal(err, want);
        kp_kv_free(&l);
}

static void assert_entry(const kp_kvlist *l, size_t i, const char *key,
                         const char *value)
{
        if (i >= l->n)
                fail_msg("expected an entry %zu (%s), the list has %zu", i, key,
                         l->n);
        assert_string_equal(l->items[i].key, key);
        assert_string_equal(l->items[i].value, value);
}

static void test_props_separators(void **state)
{
        kp_kvlist l;
        (void)state;
        parse_ok("a=1\n"
                 "b:2\n"
                 "c 3\n"
                 "d = 4\n"
                 "e : 5\n"
                 "f\t\t6\n"
                 "  g=7\n"
                 "h==8\n"
                 "i=a=b:c d\n"
                 "j  value with spaces  \n",
                 &l);
        assert_int_equal(l.n, 10);
        assert_entry(&l, 0, "a", "1");
        assert_entry(&l, 1, "b", "2");
        assert_entry(&l, 2, "c", "3");
        assert_entry(&l, 3, "d", "4");
        assert_entry(&l, 4, "e", "5");
        assert_entry(&l, 5, "f", "6");
        assert_entry(&l, 6, "g", "7");
        /* Only the first separator is one: the rest is value. */
        assert_entry(&l, 7, "h", "=8");
        assert_entry(&l, 8, "i", "a=b:c d");
        /* Java keeps trailing whitespace in values. */
        assert_entry(&l, 9, "j", "value with spaces  ");
        kp_kv_free(&l);
}

static void test_props_comments(void **state)
{
        kp_kvlist l;
        (void)state;
        parse_ok("# a comment\n"
                 "! another comment\n"
                 "   # indented\n"
                 "\t! indented too\n"
                 "\n"
                 "   \t\n"
                 "x=#not a comment\n"
                 "y=value # kept\n",
                 &l);
        assert_int_equal(l.n, 2);
        assert_entry(&l, 0, "x", "#not a comment");
        assert_entry(&l, 1, "y", "value # kept");
        kp_kv_free(&l);
}

static void test_props_comment_backslash(void **state)
{
        kp_kvlist l;
        (void)state;
        /* A comment ending in a backslash does not continue: the next
         * line is a property of its own, with LF and CRLF alike. */
        parse_ok("# ends with a backslash \\\n"
                 "next=1\n"
                 "! this one too \\\r\n"
                 "after=2\r\n",
                 &l);
        assert_int_equal(l.n, 2);
        assert_entry(&l, 0, "next", "1");
        assert_entry(&l, 1, "after", "2");
        kp_kv_free(&l);
}

static void test_props_continuations(void **state)
{
        kp_kvlist l;
        (void)state;
        parse_ok("list=a,\\\n"
                 "     b,\\\n"
                 "\t c\n"
                 "crlf=one \\\r\n"
                 "  two\r\n"
                 "even=a\\\\\n"
                 "next=b\n"
                 "odd=a\\\\\\\n"
                 " c\n"
                 "key\\\n"
                 "  split=v\n",
                 &l);
        assert_int_equal(l.n, 6);
        assert_entry(&l, 0, "list", "a,b,c");
        assert_entry(&l, 1, "crlf", "one two");
        /* An escaped backslash at the end of a line is not a
         * continuation. */
        assert_entry(&l, 2, "even", "a\\");
        assert_entry(&l, 3, "next", "b");
        assert_entry(&l, 4, "odd", "a\\c");
        assert_entry(&l, 5, "keysplit", "v");
        kp_kv_free(&l);
}

static void test_props_escapes(void **state)
{
        kp_kvlist l;
        (void)state;
        parse_ok("tab=a\\tb\n"
                 "nl=a\\nb\n"
                 "cr=a\\rb\n"
                 "ff=a\\fb\n"
                 "bs=a\\\\b\n"
                 "other=\\q\\#\\!\n"
                 "my\\ key\\=x\\:y=v\n"
                 "u=\\u00e9t\\u00E9 \\u20ac \\u0041\n",
                 &l);
        assert_int_equal(l.n, 8);
        assert_entry(&l, 0, "tab", "a\tb");
        assert_entry(&l, 1, "nl", "a\nb");
        assert_entry(&l, 2, "cr", "a\rb");
        assert_entry(&l, 3, "ff", "a\fb");
        assert_entry(&l, 4, "bs", "a\\b");
        assert_entry(&l, 5, "other", "q#!");
        assert_entry(&l, 6, "my key=x:y", "v");
        assert_entry(&l, 7, "u", "\xC3\xA9t\xC3\xA9 \xE2\x82\xAC A");
        kp_kv_free(&l);
}

static void test_props_crlf_and_cr(void **state)
{
        kp_kvlist l;
        (void)state;
        parse_ok("a=1\r\nb = 2\r\n\r\n# c\r\nc:3\r\n", &l);
        assert_int_equal(l.n, 3);
        assert_entry(&l, 0, "a", "1");
        assert_entry(&l, 1, "b", "2");
        assert_entry(&l, 2, "c", "3");
        kp_kv_free(&l);
        /* Old Mac line ends: a lone CR ends a line too. */
        parse_ok("x=1\ry=2\r", &l);
        assert_int_equal(l.n, 2);
        assert_entry(&l, 0, "x", "1");
        assert_entry(&l, 1, "y", "2");
        kp_kv_free(&l);
}

static void test_props_empty_values(void **state)
{
        kp_kvlist l;
        (void)state;
        parse_ok("empty=\n"
                 "bare\n"
                 "spaces =   \n"
                 "colon:\n",
                 &l);
        assert_int_equal(l.n, 4);
        assert_entry(&l, 0, "empty", "");
        assert_entry(&l, 1, "bare", "");
        assert_entry(&l, 2, "spaces", "");
        assert_entry(&l, 3, "colon", "");
        kp_kv_free(&l);
        parse_ok("", &l);
        assert_int_equal(l.n, 0);
        kp_kv_free(&l);
}

static void test_props_duplicates_and_append(void **state)
{
        kp_kvlist l = { 0 };
        char err[256] = "";
        const char *more = "b=3\nc=4\n";
        (void)state;
        parse_ok("a=1\nb=2\na=5\n", &l);
        /* The last value wins, in the place of the first. */
        assert_int_equal(l.n, 2);
        assert_entry(&l, 0, "a", "5");
        assert_entry(&l, 1, "b", "2");
        /* Parsing appends to what the list already holds. */
        assert_int_equal(
            kp_props_parse(more, strlen(more), "more", &l, err, sizeof(err)),
            0);
        assert_int_equal(l.n, 3);
        assert_entry(&l, 1, "b", "3");
        assert_entry(&l, 2, "c", "4");
        kp_kv_free(&l);
}

static void test_props_errors(void **state)
{
        static const char nul[] = "a=1\nb=x\0y\n";
        (void)state;
        parse_fails(nul, sizeof(nul) - 1,
                    "client.properties: contains NUL bytes, expected a text "
                    ".properties file");
        parse_fails("a=\\u12\n", 7,
                    "client.properties:1: malformed \\uXXXX escape");
        parse_fails("a=\\u12zz\n", 9,
                    "client.properties:1: malformed \\uXXXX escape");
        /* The line number is where the logical line starts, counting the
         * physical lines of continuations and comments before it. */
        {
                const char *t = "# one\n"
                                "a=1,\\\n"
                                "  2\n"
                                "\r\n"
                                "b=\\u00\n";
                parse_fails(t, strlen(t),
                            "client.properties:5: malformed \\uXXXX escape");
        }
        {
                const char *t = "ok=1\n"
                                "bad=first\\\n"
                                "  \\uXYZW\n";
                parse_fails(t, strlen(t),
                            "client.properties:2: malformed \\uXXXX escape");
        }
}

/* Copies the value of key and frees the list, so that a failing check
 * leaves nothing behind for the leak checker. */
static void first_value(kp_kvlist *l, const char *key, char *out, size_t n)
{
        const char *v = kp_kv_get(l, key);
        snprintf(out, n, "%s", v ? v : "(missing)");
        kp_kv_free(l);
}

static void test_props_bug_formfeed_separator(void **state)
{
        kp_kvlist l;
        char got[64];
        /* Regression: the header lists \f as whitespace, and a form feed does
         * separate key from value, but "key\f=value" keeps the '=' in the
         * value ("=value") where Java reads "value": the separator
         * skipping in parse_logical_line() only knows ' ' and '\t'. */
        (void)state;
        parse_ok("key\f=value\n", &l);
        first_value(&l, "key", got, sizeof(got));
        assert_string_equal(got, "value");
}

static void test_props_bug_surrogate_pair(void **state)
{
        kp_kvlist l;
        char got[64];
        /* Regression: a character outside the BMP is written as a \uXXXX
         * surrogate pair (native2ascii, Java's Properties.store); each half
         * is encoded as a 3-byte sequence (ED A0 BD ED B8 80, invalid
         * UTF-8) instead of the 4-byte F0 9F 98 80 for U+1F600. */
        (void)state;
        parse_ok("x=\\uD83D\\uDE00\n", &l);
        first_value(&l, "x", got, sizeof(got));
        assert_string_equal(got, "\xF0\x9F\x98\x80");
}

static void test_props_bug_escaped_nul(void **state)
{
        kp_kvlist l = { 0 };
        char err[256] = "";
        const char *t = "sasl.password=ab\\u0000cd\n";
        int rc;
        /* Regression: NUL bytes are rejected, but the escape \u0000 silently
         * truncates the value: "ab\u0000cd" is stored as "ab". */
        (void)state;
        rc = kp_props_parse(t, strlen(t), "client.properties", &l, err,
                            sizeof(err));
        kp_kv_free(&l);
        assert_int_equal(rc, -1);
}

/* A file in TMPDIR holding text; the caller unlinks path. */
static void temp_file(char *path, size_t n, const char *text)
{
        const char *dir = getenv("TMPDIR");
        int fd;
        snprintf(path, n, "%s/kplan-props-XXXXXX", dir && *dir ? dir : "/tmp");
        fd = mkstemp(path);
        assert_true(fd >= 0);
        assert_int_equal(write(fd, text, strlen(text)), (ssize_t)strlen(text));
        assert_int_equal(close(fd), 0);
}

static void test_props_load(void **state)
{
        char path[512], err[512] = "", want[600];
        kp_kvlist l = { 0 };
        (void)state;
        temp_file(path, sizeof(path),
                  "bootstrap.servers=broker:9093\n"
                  "security.protocol = SASL_SSL\n");
        assert_int_equal(kp_props_load(path, &l, err, sizeof(err)), 0);
        assert_int_equal(l.n, 2);
        assert_string_equal(kp_kv_get(&l, "bootstrap.servers"), "broker:9093");
        assert_string_equal(kp_kv_get(&l, "security.protocol"), "SASL_SSL");
        kp_kv_free(&l);
        assert_int_equal(unlink(path), 0);
        /* Gone: the error names the file. */
        assert_int_equal(kp_props_load(path, &l, err, sizeof(err)), -1);
        snprintf(want, sizeof(want),
                 "%s: cannot open: No such file or directory", path);
        assert_string_equal(err, want);
        assert_int_equal(l.n, 0);
}

/* ---- key/value lists -------------------------------------------------- */

static void test_kv_operations(void **state)
{
        kp_kvlist l = { 0 }, src = { 0 };
        char key[32], val[32];
        (void)state;
        assert_null(kp_kv_get(&l, "a"));
        kp_kv_unset(&l, "a"); /* empty list: nothing to do */
        assert_int_equal(kp_kv_set(&l, "a", "1"), 0);
        assert_int_equal(kp_kv_set(&l, "b", "2"), 0);
        assert_int_equal(kp_kv_set(&l, "c", "3"), 0);
        assert_int_equal(l.n, 3);
        /* Replacing keeps the place. */
        assert_int_equal(kp_kv_set(&l, "a", "one"), 0);
        assert_int_equal(l.n, 3);
        assert_entry(&l, 0, "a", "one");
        assert_string_equal(kp_kv_get(&l, "b"), "2");
        assert_null(kp_kv_get(&l, "B"));
        /* Removing from the middle keeps the order of the rest. */
        kp_kv_unset(&l, "b");
        assert_int_equal(l.n, 2);
        assert_entry(&l, 0, "a", "one");
        assert_entry(&l, 1, "c", "3");
        assert_null(kp_kv_get(&l, "b"));
        kp_kv_unset(&l, "nope");
        assert_int_equal(l.n, 2);
        kp_kv_unset(&l, "c");
        assert_int_equal(l.n, 1);
        /* Merge: existing keys overridden in place, new ones appended. */
        assert_int_equal(kp_kv_set(&src, "x", "10"), 0);
        assert_int_equal(kp_kv_set(&src, "a", "override"), 0);
        assert_int_equal(kp_kv_set(&src, "empty", ""), 0);
        assert_int_equal(kp_kv_merge(&l, &src), 0);
        assert_int_equal(l.n, 3);
        assert_entry(&l, 0, "a", "override");
        assert_entry(&l, 1, "x", "10");
        assert_entry(&l, 2, "empty", "");
        /* The source is copied, not shared. */
        kp_kv_free(&src);
        assert_null(src.items);
        assert_int_equal(src.n, 0);
        assert_string_equal(kp_kv_get(&l, "x"), "10");
        /* Growth beyond the first allocation. */
        for (int i = 0; i < 100; i++) {
                snprintf(key, sizeof(key), "k%d", i);
                snprintf(val, sizeof(val), "v%d", i * 7);
                assert_int_equal(kp_kv_set(&l, key, val), 0);
        }
        assert_int_equal(l.n, 103);
        assert_string_equal(kp_kv_get(&l, "k0"), "v0");
        assert_string_equal(kp_kv_get(&l, "k99"), "v693");
        assert_entry(&l, 3, "k0", "v0");
        assert_entry(&l, 102, "k99", "v693");
        kp_kv_free(&l);
        assert_null(l.items);
        assert_int_equal(l.n, 0);
        assert_int_equal(l.cap, 0);
        kp_kv_free(&l); /* a freed list can be freed again */
}

/* ---- ${VAR} expansion ------------------------------------------------- */

typedef struct fake_env {
        const char *const *vars; /* name, value, name, value, ..., NULL */
        int calls;
        char last[64];
} fake_env;

static const char *fake_getenv(void *opaque, const char *name)
{
        fake_env *e = opaque;
        e->calls++;
        snprintf(e->last, sizeof(e->last), "%s", name);
        for (size_t i = 0; e->vars[i]; i += 2)
                if (strcmp(e->vars[i], name) == 0)
                        return e->vars[i + 1];
        return NULL;
}

static const char *const env_vars[] = { "HOST",  "broker1", "PORT", "9092",
                                        "EMPTY", "",        "_X1",  "under",
                                        "PW",    "p$ss}",   NULL };

static void expands_to(const char *s, const char *want)
{
        fake_env env = { env_vars, 0, "" };
        char *out = NULL;
        char err[256] = "";
        if (kp_env_expand(s, fake_getenv, &env, &out, err, sizeof(err)) != 0)
                fail_msg("\"%s\": unexpected error: %s", s, err);
        assert_non_null(out);
        assert_string_equal(out, want);
        free(out);
}

static void expand_fails(const char *s, const char *want)
{
        fake_env env = { env_vars, 0, "" };
        char *out = (char *)"untouched";
        char err[256] = "";
        assert_int_equal(
            kp_env_expand(s, fake_getenv, &env, &out, err, sizeof(err)), -1);
        assert_null(out);
        assert_string_equal(err, want);
}

static void test_env_expand(void **state)
{
        fake_env env = { env_vars, 0, "" };
        char *out = NULL;
        char err[256];
        (void)state;
        expands_to("", "");
        expands_to("plain text", "plain text");
        expands_to("${HOST}", "broker1");
        expands_to("${HOST}:${PORT}", "broker1:9092");
        expands_to("pre-${HOST}-post", "pre-broker1-post");
        expands_to("${_X1}", "under");
        expands_to("${MISSING:-localhost:9092}", "localhost:9092");
        expands_to("${MISSING:-}", "");
        expands_to("${MISSING:-a:-b}", "a:-b");
        expands_to("${HOST:-fallback}", "broker1");
        expands_to("${EMPTY}", "");
        expands_to("$$", "$");
        expands_to("$${HOST}", "${HOST}");
        expands_to("$$$${HOST}", "$${HOST}");
        expands_to("$$${HOST}", "$broker1");
        expands_to("cost $5 and $HOST", "cost $5 and $HOST");
        expands_to("trailing $", "trailing $");
        /* A value is inserted as is, never expanded again. */
        expands_to("${PW}", "p$ss}");
        /* The callback is asked for the exact name, with its opaque. */
        assert_int_equal(kp_env_expand("${PORT:-1}", fake_getenv, &env, &out,
                                       err, sizeof(err)),
                         0);
        assert_string_equal(out, "9092");
        assert_int_equal(env.calls, 1);
        assert_string_equal(env.last, "PORT");
        free(out);
        /* No variable reference: no lookup. */
        env.calls = 0;
        assert_int_equal(kp_env_expand("$$ and $x", fake_getenv, &env, &out,
                                       err, sizeof(err)),
                         0);
        assert_int_equal(env.calls, 0);
        free(out);
}

static void test_env_expand_errors(void **state)
{
        char name[300];
        char ref[310];
        (void)state;
        expand_fails("${MISSING}",
                     "environment variable MISSING is not set (use "
                     "${MISSING:-default} for a default)");
        expand_fails("${HOST}:${NOPE}",
                     "environment variable NOPE is not set (use "
                     "${NOPE:-default} for a default)");
        expand_fails("${HOST", "unclosed \"${\": expected ${NAME} or "
                               "${NAME:-default}");
        expand_fails("x ${", "unclosed \"${\": expected ${NAME} or "
                             "${NAME:-default}");
        expand_fails("${}", "bad variable reference: expected ${NAME} or "
                            "${NAME:-default}");
        expand_fails("${:-x}", "bad variable reference: expected ${NAME} or "
                               "${NAME:-default}");
        expand_fails("${BAD-NAME}",
                     "bad variable name \"BAD-NAME\": letters, digits and _ "
                     "only");
        expand_fails("${A B:-x}",
                     "bad variable name \"A B\": letters, digits and _ only");
        expand_fails("${a.b}",
                     "bad variable name \"a.b\": letters, digits and _ only");
        memset(name, 'N', 256);
        name[256] = '\0';
        snprintf(ref, sizeof(ref), "${%s}", name);
        expand_fails(ref, "bad variable reference: expected ${NAME} or "
                          "${NAME:-default}");
}

/* ---- secrets ---------------------------------------------------------- */

static void test_secrets(void **state)
{
        static const char *const secret[] = {
                "sasl.password",         "ssl.key.password",
                "ssl.keystore.password", "ssl.truststore.password",
                "sasl.jaas.config",      "sasl.oauthbearer.client.secret",
                "ssl.key.pem",           "SASL.PASSWORD",
                "Sasl.Jaas.Config",
        };
        static const char *const plain[] = {
                "bootstrap.servers",
                "sasl.username",
                "sasl.mechanism",
                "security.protocol",
                "ssl.key.location",
                "ssl.ca.location",
                "linger.ms",
                "acks",
                "",
        };
        const char *v = "value";
        (void)state;
        for (size_t i = 0; i < sizeof(secret) / sizeof(secret[0]); i++) {
                if (!kp_is_secret_key(secret[i]))
                        fail_msg("\"%s\" should be a secret", secret[i]);
                assert_string_equal(kp_redact(secret[i], "hunter2"),
                                    KP_REDACTED);
        }
        for (size_t i = 0; i < sizeof(plain) / sizeof(plain[0]); i++) {
                if (kp_is_secret_key(plain[i]))
                        fail_msg("\"%s\" should not be a secret", plain[i]);
                /* Not a copy: the value itself. */
                assert_ptr_equal(kp_redact(plain[i], v), v);
        }
        assert_string_equal(KP_REDACTED, "[redacted]");
}

/* ---- SHA-256 ---------------------------------------------------------- */

static void sha_is(const void *data, size_t n, const char *want)
{
        char hex[65];
        memset(hex, 'x', sizeof(hex));
        kp_sha256_hex(data, n, hex);
        assert_int_equal(strlen(hex), 64);
        assert_string_equal(hex, want);
}

static void test_sha256_vectors(void **state)
{
        (void)state;
        sha_is("", 0,
               "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b8"
               "55");
        sha_is("abc", 3,
               "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015"
               "ad");
        sha_is("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq", 56,
               "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06"
               "c1");
        sha_is("abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklm"
               "noijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu",
               112,
               "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9"
               "d1");
}

static void test_sha256_padding_boundaries(void **state)
{
        /* 55 bytes fit the length in the same block, 56 do not; 64 fill a
         * block exactly. */
        static const struct {
                size_t n;
                const char *hex;
        } v[] = {
                { 55, "9f4390f8d30c2dd92ec9f095b65e2b9ae9b0a925a5258e241c9f1e"
                      "910f734318" },
                { 56, "b35439a4ac6f0948b6d6f9e3c6af0f5f590ce20f1bde7090ef7970"
                      "686ec6738a" },
                { 63, "7d3e74a05d7db15bce4ad9ec0658ea98e3f06eeecf16b4c6fff2da"
                      "457ddc2f34" },
                { 64, "ffe054fe7ae0cb6dc65c3af9b61d5209f439851db43d0ba5997337"
                      "df154668eb" },
                { 65, "635361c48bb9eab14198e76ea8ab7f1a41685d6ad62aa9146d301d"
                      "4f17eb0ae0" },
        };
        char a[65];
        (void)state;
        memset(a, 'a', sizeof(a));
        for (size_t i = 0; i < sizeof(v) / sizeof(v[0]); i++)
                sha_is(a, v[i].n, v[i].hex);
}

static void test_sha256_million_a(void **state)
{
        static const char *want = "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a4"
                                  "97200e046d39ccc7112cd0";
        const size_t n = 1000000;
        char *a = malloc(n);
        char hex[65];
        kp_sha256 c;
        size_t done = 0, step = 1;
        (void)state;
        assert_non_null(a);
        memset(a, 'a', n);
        sha_is(a, n, want);
        /* The same bytes fed in uneven pieces. */
        kp_sha256_init(&c);
        while (done < n) {
                size_t take = step < n - done ? step : n - done;
                kp_sha256_update(&c, a + done, take);
                done += take;
                step = step % 131 + 7;
        }
        kp_sha256_final_hex(&c, hex);
        assert_string_equal(hex, want);
        free(a);
}

int main(void)
{
        const struct CMUnitTest tests[] = {
                cmocka_unit_test(test_props_separators),
                cmocka_unit_test(test_props_comments),
                cmocka_unit_test(test_props_comment_backslash),
                cmocka_unit_test(test_props_continuations),
                cmocka_unit_test(test_props_escapes),
                cmocka_unit_test(test_props_crlf_and_cr),
                cmocka_unit_test(test_props_empty_values),
                cmocka_unit_test(test_props_duplicates_and_append),
                cmocka_unit_test(test_props_errors),
                cmocka_unit_test(test_props_bug_formfeed_separator),
                cmocka_unit_test(test_props_bug_surrogate_pair),
                cmocka_unit_test(test_props_bug_escaped_nul),
                cmocka_unit_test(test_props_load),
                cmocka_unit_test(test_kv_operations),
                cmocka_unit_test(test_env_expand),
                cmocka_unit_test(test_env_expand_errors),
                cmocka_unit_test(test_secrets),
                cmocka_unit_test(test_sha256_vectors),
                cmocka_unit_test(test_sha256_padding_boundaries),
                cmocka_unit_test(test_sha256_million_a),
        };
        return cmocka_run_group_tests_name("props", tests, NULL, NULL);
}
