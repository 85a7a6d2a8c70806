#include "base/json.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/util.h"

#define MAX_DEPTH    64
#define PATH_MAX_LEN 512

typedef struct pos_entry {
        char *path;
        int line, col;
} pos_entry;

struct kp_json_doc {
        cJSON *root;
        pos_entry *pos;
        size_t n_pos, cap_pos;
};

typedef struct scanner {
        const char *s, *end, *p, *name;
        char *errstr;
        size_t errstr_size;
        kp_json_doc *doc;
        int failed;
        /* Cache of the last position computed: values are remembered in
         * ascending order, so counting resumes from there (linear, not
         * quadratic, in the size of the file). */
        const char *cache_at;
        int cache_line, cache_col;
} scanner;

static void where_of(const scanner *sc, const char *at, int *line, int *col)
{
        int l = 1, c = 1;
        const char *q = sc->s;
        if (sc->cache_at && sc->cache_at <= at) {
                q = sc->cache_at;
                l = sc->cache_line;
                c = sc->cache_col;
        }
        for (; q < at && q < sc->end; q++) {
                if (*q == '\n') {
                        l++;
                        c = 1;
                } else if (((unsigned char)*q & 0xC0) != 0x80) {
                        c++;
                }
        }
        *line = l;
        *col = c;
}

/* What is at p, for "found ..." in messages. */
static void describe(const scanner *sc, const char *p, char *out, size_t n)
{
        unsigned char c;
        if (p >= sc->end) {
                snprintf(out, n, "the end of the file");
                return;
        }
        c = (unsigned char)*p;
        if (c >= 0x20 && c < 0x7F)
                snprintf(out, n, "'%c'", c);
        else if (c == '\n')
                snprintf(out, n, "a line break");
        else
                snprintf(out, n, "byte 0x%02X", c);
}

static int fail_at(scanner *sc, const char *at, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

static int fail_at(scanner *sc, const char *at, const char *fmt, ...)
{
        char msg[256];
        int line, col;
        va_list ap;
        if (sc->failed)
                return -1;
        va_start(ap, fmt);
        vsnprintf(msg, sizeof(msg), fmt, ap);
        va_end(ap);
        where_of(sc, at, &line, &col);
        kp_err(sc->errstr, sc->errstr_size, "%s:%d:%d: %s", sc->name, line, col,
               msg);
        sc->failed = 1;
        return -1;
}

static int expected(scanner *sc, const char *what)
{
        char found[48];
        describe(sc, sc->p, found, sizeof(found));
        return fail_at(sc, sc->p, "expected %s, found %s%s", what, found,
                       sc->p < sc->end && *sc->p == '/'
                           ? " (comments are not allowed in JSON)"
                           : "");
}

static void skip_ws(scanner *sc)
{
        while (sc->p < sc->end && (*sc->p == ' ' || *sc->p == '\t' ||
                                   *sc->p == '\n' || *sc->p == '\r'))
                sc->p++;
}

static int remember(scanner *sc, const char *path, const char *at)
{
        kp_json_doc *d = sc->doc;
        if (d->n_pos == d->cap_pos) {
                size_t cap = d->cap_pos ? d->cap_pos * 2 : 64;
                pos_entry *p = realloc(d->pos, cap * sizeof(*p));
                if (!p)
                        return fail_at(sc, at, "out of memory");
                d->pos = p;
                d->cap_pos = cap;
        }
        d->pos[d->n_pos].path = strdup(path);
        if (!d->pos[d->n_pos].path)
                return fail_at(sc, at, "out of memory");
        where_of(sc, at, &d->pos[d->n_pos].line, &d->pos[d->n_pos].col);
        sc->cache_at = at;
        sc->cache_line = d->pos[d->n_pos].line;
        sc->cache_col = d->pos[d->n_pos].col;
        d->n_pos++;
        return 0;
}

/* Length of a valid UTF-8 sequence at p, or 0. */
static int utf8_len(const unsigned char *p, const unsigned char *end)
{
        int n;
        unsigned cp;
        if (p[0] < 0x80)
                return 1;
        if ((p[0] & 0xE0) == 0xC0) {
                n = 2;
                cp = p[0] & 0x1F;
        } else if ((p[0] & 0xF0) == 0xE0) {
                n = 3;
                cp = p[0] & 0x0F;
        } else if ((p[0] & 0xF8) == 0xF0) {
                n = 4;
                cp = p[0] & 0x07;
        } else {
                return 0;
        }
        if (end - p < n)
                return 0;
        for (int i = 1; i < n; i++) {
                if ((p[i] & 0xC0) != 0x80)
                        return 0;
                cp = (cp << 6) | (p[i] & 0x3F);
        }
        if ((n == 2 && cp < 0x80) || (n == 3 && cp < 0x800) ||
            (n == 4 && (cp < 0x10000 || cp > 0x10FFFF)) ||
            (cp >= 0xD800 && cp <= 0xDFFF))
                return 0;
        return n;
}

/* Reads "\uXXXX" at sc->p and returns the number, or -1 (reported). */
static long hex_escape(scanner *sc)
{
        long v = 0;
        for (int i = 2; i < 6; i++) {
                int c = sc->p + i < sc->end ? (unsigned char)sc->p[i] : 0;
                if (!isxdigit(c))
                        return fail_at(sc, sc->p,
                                       "bad \\u escape: expected 4 hex "
                                       "digits");
                v = v * 16 + (isdigit(c) ? c - '0' : (tolower(c) - 'a' + 10));
        }
        sc->p += 6;
        return v;
}

/* A \uXXXX escape at sc->p, and the low half of a surrogate pair after
 * it, appended to raw when it is not NULL. Surrogates come in pairs
 * (cJSON rejects a lone one without saying where). 0, or -1 with the
 * error set. */
static int unicode_escape(scanner *sc, kp_buf *raw)
{
        const char *at = sc->p;
        long cp = hex_escape(sc), lo = 0;
        int paired;
        if (cp < 0)
                return -1;
        if (cp >= 0xDC00 && cp <= 0xDFFF)
                return fail_at(sc, at, "\\u%04lX is a lone low surrogate", cp);
        if (cp >= 0xD800 && cp <= 0xDBFF) {
                paired =
                    sc->end - sc->p >= 2 && sc->p[0] == '\\' && sc->p[1] == 'u';
                if (paired) {
                        lo = hex_escape(sc);
                        if (lo < 0)
                                return -1;
                }
                if (!paired || lo < 0xDC00 || lo > 0xDFFF)
                        return fail_at(sc, at,
                                       "\\u%04lX must be followed by a low "
                                       "surrogate \\uDC00..\\uDFFF",
                                       cp);
        }
        if (cp == 0)
                return fail_at(sc, at, "\\u0000 is not allowed in strings");
        if (raw)
                kp_buf_append(raw, at, (size_t)(sc->p - at));
        return 0;
}

/* Scans a string at sc->p (which is '"'); copies its raw bytes (escapes
 * undecoded, enough to compare keys) into raw when given. */
static int scan_string(scanner *sc, kp_buf *raw)
{
        const char *start = sc->p;
        sc->p++;
        for (;;) {
                unsigned char c;
                int n;
                if (sc->p >= sc->end)
                        return fail_at(sc, start,
                                       "unterminated string: expected a "
                                       "closing '\"'");
                c = (unsigned char)*sc->p;
                if (c == '"') {
                        sc->p++;
                        return 0;
                }
                if (c == '\n' || c == '\r')
                        return fail_at(sc, sc->p,
                                       "line break inside a string: is the "
                                       "closing '\"' missing? (write line "
                                       "breaks in text as \\n)");
                if (c < 0x20)
                        return fail_at(sc, sc->p,
                                       "control character in a string: "
                                       "write line breaks as \\n and tabs "
                                       "as \\t");
                if (c == '\\') {
                        char e = sc->p + 1 < sc->end ? sc->p[1] : '\0';
                        if (e == 'u') {
                                if (unicode_escape(sc, raw))
                                        return -1;
                                continue;
                        }
                        if (!strchr("\"\\/bfnrt", e) || e == '\0')
                                return fail_at(sc, sc->p,
                                               "bad escape in a string: "
                                               "expected one of \\\" \\\\ "
                                               "\\/ \\b \\f \\n \\r \\t "
                                               "\\uXXXX");
                        if (raw)
                                kp_buf_append(raw, sc->p, 2);
                        sc->p += 2;
                        continue;
                }
                n = utf8_len((const unsigned char *)sc->p,
                             (const unsigned char *)sc->end);
                if (n == 0)
                        return fail_at(sc, sc->p,
                                       "invalid UTF-8 byte 0x%02X: is this "
                                       "a text file?",
                                       c);
                if (raw)
                        kp_buf_append(raw, sc->p, (size_t)n);
                sc->p += n;
        }
}

static int scan_number(scanner *sc)
{
        const char *start = sc->p;
        if (sc->p < sc->end && *sc->p == '-')
                sc->p++;
        if (sc->p >= sc->end || !isdigit((unsigned char)*sc->p)) {
                sc->p = start;
                return expected(sc, "a value");
        }
        if (*sc->p == '0' && sc->p + 1 < sc->end &&
            isdigit((unsigned char)sc->p[1]))
                return fail_at(sc, start,
                               "numbers must not have leading zeros");
        while (sc->p < sc->end && isdigit((unsigned char)*sc->p))
                sc->p++;
        if (sc->p < sc->end && *sc->p == '.') {
                sc->p++;
                if (sc->p >= sc->end || !isdigit((unsigned char)*sc->p))
                        return expected(sc, "a digit after '.'");
                while (sc->p < sc->end && isdigit((unsigned char)*sc->p))
                        sc->p++;
        }
        if (sc->p < sc->end && (*sc->p == 'e' || *sc->p == 'E')) {
                sc->p++;
                if (sc->p < sc->end && (*sc->p == '+' || *sc->p == '-'))
                        sc->p++;
                if (sc->p >= sc->end || !isdigit((unsigned char)*sc->p))
                        return expected(sc, "a digit in the exponent");
                while (sc->p < sc->end && isdigit((unsigned char)*sc->p))
                        sc->p++;
        }
        return 0;
}

static int literal(scanner *sc, const char *word)
{
        size_t n = strlen(word);
        if ((size_t)(sc->end - sc->p) >= n && memcmp(sc->p, word, n) == 0) {
                sc->p += n;
                return 0;
        }
        return -1;
}

static int scan_value(scanner *sc, const char *path, int depth);

static int scan_object(scanner *sc, const char *path, int depth)
{
        /* Keys seen so far, raw, NUL-separated, for duplicate detection. */
        typedef struct seen_key {
                char *raw;
                const char *at;
        } seen_key;
        seen_key *keys = NULL;
        size_t n_keys = 0;
        int ret = -1;

        sc->p++; /* '{' */
        skip_ws(sc);
        if (sc->p < sc->end && *sc->p == '}') {
                sc->p++;
                return 0;
        }
        for (;;) {
                kp_buf raw = { 0 };
                const char *key_at;
                char child[PATH_MAX_LEN];
                char *decoded;
                cJSON *tmp;
                skip_ws(sc);
                if (sc->p >= sc->end || *sc->p != '"') {
                        expected(sc, n_keys ? "a \"key\" after ',' "
                                              "(trailing commas are not "
                                              "allowed)"
                                            : "a \"key\" or '}'");
                        goto out;
                }
                key_at = sc->p;
                if (scan_string(sc, &raw)) {
                        kp_buf_free(&raw);
                        goto out;
                }
                /* Decode the key with cJSON itself so paths match. */
                tmp = cJSON_ParseWithLength(key_at, (size_t)(sc->p - key_at));
                decoded = tmp && cJSON_IsString(tmp) ? strdup(tmp->valuestring)
                                                     : strdup("?");
                cJSON_Delete(tmp);
                kp_buf_free(&raw);
                if (!decoded) {
                        fail_at(sc, key_at, "out of memory");
                        goto out;
                }
                for (size_t i = 0; i < n_keys; i++) {
                        if (strcmp(keys[i].raw, decoded) == 0) {
                                int l, c;
                                where_of(sc, keys[i].at, &l, &c);
                                fail_at(sc, key_at,
                                        "duplicate key \"%s\" (first given "
                                        "at line %d, column %d)",
                                        decoded, l, c);
                                free(decoded);
                                goto out;
                        }
                }
                {
                        seen_key *nk =
                            realloc(keys, (n_keys + 1) * sizeof(*keys));
                        if (!nk) {
                                free(decoded);
                                fail_at(sc, key_at, "out of memory");
                                goto out;
                        }
                        keys = nk;
                        keys[n_keys].raw = decoded;
                        keys[n_keys++].at = key_at;
                }
                kp_json_path_key(child, sizeof(child), path, decoded);
                skip_ws(sc);
                if (sc->p >= sc->end || *sc->p != ':') {
                        char what[300];
                        snprintf(what, sizeof(what), "':' after \"%s\"",
                                 decoded);
                        expected(sc, what);
                        goto out;
                }
                sc->p++;
                if (scan_value(sc, child, depth + 1))
                        goto out;
                skip_ws(sc);
                if (sc->p < sc->end && *sc->p == ',') {
                        sc->p++;
                        continue;
                }
                if (sc->p < sc->end && *sc->p == '}') {
                        sc->p++;
                        break;
                }
                {
                        char what[300];
                        snprintf(what, sizeof(what),
                                 "',' or '}' after the value of \"%s\"",
                                 decoded);
                        expected(sc, what);
                }
                goto out;
        }
        ret = 0;
out:
        for (size_t i = 0; i < n_keys; i++)
                free(keys[i].raw);
        free(keys);
        return ret;
}

static int scan_array(scanner *sc, const char *path, int depth)
{
        size_t i = 0;
        sc->p++; /* '[' */
        skip_ws(sc);
        if (sc->p < sc->end && *sc->p == ']') {
                sc->p++;
                return 0;
        }
        for (;; i++) {
                char child[PATH_MAX_LEN];
                kp_json_path_index(child, sizeof(child), path, i);
                skip_ws(sc);
                if (i > 0 && sc->p < sc->end && *sc->p == ']')
                        return fail_at(sc, sc->p,
                                       "expected a value after ',' "
                                       "(trailing commas are not allowed)");
                if (scan_value(sc, child, depth + 1))
                        return -1;
                skip_ws(sc);
                if (sc->p < sc->end && *sc->p == ',') {
                        sc->p++;
                        continue;
                }
                if (sc->p < sc->end && *sc->p == ']') {
                        sc->p++;
                        return 0;
                }
                return expected(sc, "',' or ']' after an array element");
        }
}

static int scan_value(scanner *sc, const char *path, int depth)
{
        char c;
        skip_ws(sc);
        if (depth > MAX_DEPTH)
                return fail_at(sc, sc->p, "nested deeper than %d levels",
                               MAX_DEPTH);
        if (sc->p >= sc->end)
                return expected(sc, "a value");
        if (remember(sc, path, sc->p))
                return -1;
        c = *sc->p;
        switch (c) {
        case '{':
                return scan_object(sc, path, depth);
        case '[':
                return scan_array(sc, path, depth);
        case '"':
                return scan_string(sc, NULL);
        case '/':
                return fail_at(sc, sc->p, "comments are not allowed in JSON");
        case '\'':
                return fail_at(sc, sc->p,
                               "strings must use double quotes, found "
                               "'\\''");
        default:
                break;
        }
        if (c == '-' || isdigit((unsigned char)c))
                return scan_number(sc);
        if (literal(sc, "true") == 0 || literal(sc, "false") == 0 ||
            literal(sc, "null") == 0)
                return 0;
        if (literal(sc, "NaN") == 0 || literal(sc, "Infinity") == 0) {
                sc->p -= c == 'N' ? 3 : 8;
                return fail_at(sc, sc->p,
                               "NaN and Infinity are not JSON numbers");
        }
        return expected(sc, "a value (an object, array, string, number, "
                            "true, false or null)");
}

int kp_json_parse(const char *text, size_t len, const char *name,
                  kp_json_doc **out, char *errstr, size_t errstr_size)
{
        scanner sc = { 0 };
        kp_json_doc *d = calloc(1, sizeof(*d));
        *out = NULL;
        if (!d)
                return kp_err(errstr, errstr_size, "out of memory");
        sc.s = sc.p = text;
        sc.end = text + len;
        sc.name = name;
        sc.errstr = errstr;
        sc.errstr_size = errstr_size;
        sc.doc = d;
        /* A UTF-8 byte order mark is tolerated, and not a column. */
        if (len >= 3 && memcmp(text, "\xEF\xBB\xBF", 3) == 0)
                sc.s = sc.p = text + 3;
        skip_ws(&sc);
        if (sc.p >= sc.end) {
                kp_err(errstr, errstr_size,
                       "%s:1:1: the file is empty, expected a JSON object",
                       name);
                goto fail;
        }
        if (scan_value(&sc, "", 0))
                goto fail;
        skip_ws(&sc);
        if (sc.p < sc.end) {
                char found[48];
                describe(&sc, sc.p, found, sizeof(found));
                fail_at(&sc, sc.p,
                        "expected the end of the file after the JSON "
                        "value, found %s",
                        found);
                goto fail;
        }
        d->root = cJSON_ParseWithLength(text, len);
        if (!d->root) {
                kp_err(errstr, errstr_size, "%s: cannot parse (out of memory?)",
                       name);
                goto fail;
        }
        *out = d;
        return 0;
fail:
        kp_json_doc_destroy(d);
        return -1;
}

void kp_json_doc_destroy(kp_json_doc *d)
{
        if (!d)
                return;
        for (size_t i = 0; i < d->n_pos; i++)
                free(d->pos[i].path);
        free(d->pos);
        cJSON_Delete(d->root);
        free(d);
}

cJSON *kp_json_root(const kp_json_doc *d)
{
        return d->root;
}

cJSON *kp_json_detach(kp_json_doc *d)
{
        cJSON *r = d->root;
        d->root = NULL;
        return r;
}

int kp_json_where(const kp_json_doc *d, const char *path, int *line, int *col)
{
        for (size_t i = 0; d && i < d->n_pos; i++) {
                if (strcmp(d->pos[i].path, path) == 0) {
                        *line = d->pos[i].line;
                        *col = d->pos[i].col;
                        return 1;
                }
        }
        return 0;
}

static int plain_identifier(const char *key)
{
        if (!*key || isdigit((unsigned char)*key))
                return 0;
        for (const char *p = key; *p; p++)
                if (!isalnum((unsigned char)*p) && *p != '_')
                        return 0;
        return 1;
}

void kp_json_path_key(char *out, size_t out_size, const char *parent,
                      const char *key)
{
        if (plain_identifier(key))
                snprintf(out, out_size, "%s%s%s", parent, *parent ? "." : "",
                         key);
        else
                snprintf(out, out_size, "%s[\"%s\"]", parent, key);
}

void kp_json_path_index(char *out, size_t out_size, const char *parent,
                        size_t i)
{
        snprintf(out, out_size, "%s[%zu]", parent, i);
}
