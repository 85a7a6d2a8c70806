#include "base/props.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

int kp_kv_set(kp_kvlist *l, const char *key, const char *value)
{
        char *v = strdup(value), *k;
        if (!v)
                return -1;
        for (size_t i = 0; i < l->n; i++) {
                if (strcmp(l->items[i].key, key) == 0) {
                        free(l->items[i].value);
                        l->items[i].value = v;
                        return 0;
                }
        }
        if (l->n == l->cap) {
                size_t cap = l->cap ? l->cap * 2 : 8;
                kp_kv *items = realloc(l->items, cap * sizeof(*items));
                if (!items) {
                        free(v);
                        return -1;
                }
                l->items = items;
                l->cap = cap;
        }
        k = strdup(key);
        if (!k) {
                free(v);
                return -1;
        }
        l->items[l->n].key = k;
        l->items[l->n].value = v;
        l->n++;
        return 0;
}

const char *kp_kv_get(const kp_kvlist *l, const char *key)
{
        for (size_t i = 0; i < l->n; i++)
                if (strcmp(l->items[i].key, key) == 0)
                        return l->items[i].value;
        return NULL;
}

void kp_kv_unset(kp_kvlist *l, const char *key)
{
        for (size_t i = 0; i < l->n; i++) {
                if (strcmp(l->items[i].key, key) != 0)
                        continue;
                free(l->items[i].key);
                free(l->items[i].value);
                memmove(&l->items[i], &l->items[i + 1],
                        (l->n - i - 1) * sizeof(*l->items));
                l->n--;
                return;
        }
}

int kp_kv_merge(kp_kvlist *dst, const kp_kvlist *src)
{
        for (size_t i = 0; i < src->n; i++)
                if (kp_kv_set(dst, src->items[i].key, src->items[i].value))
                        return -1;
        return 0;
}

void kp_kv_free(kp_kvlist *l)
{
        for (size_t i = 0; i < l->n; i++) {
                free(l->items[i].key);
                free(l->items[i].value);
        }
        free(l->items);
        memset(l, 0, sizeof(*l));
}

static int hexval(char c)
{
        if (c >= '0' && c <= '9')
                return c - '0';
        if (c >= 'a' && c <= 'f')
                return c - 'a' + 10;
        if (c >= 'A' && c <= 'F')
                return c - 'A' + 10;
        return -1;
}

static int hex4(const char **p, const char *end, unsigned *out)
{
        unsigned v = 0;
        for (int i = 0; i < 4; i++) {
                int h = *p < end ? hexval(**p) : -1;
                if (h < 0)
                        return -1;
                v = v * 16 + (unsigned)h;
                (*p)++;
        }
        *out = v;
        return 0;
}

/* The code point of a \uXXXX escape whose "\u" is already read; a
 * UTF-16 pair (\uD83D\uDE00) makes one character. -1 when malformed, -2
 * for NUL. */
static int u_escape(const char **p, const char *end, unsigned *cp)
{
        unsigned lo;
        if (hex4(p, end, cp))
                return -1;
        if (*cp >= 0xD800 && *cp <= 0xDBFF) {
                if (end - *p < 2 || (*p)[0] != '\\' || (*p)[1] != 'u')
                        return -1;
                *p += 2;
                if (hex4(p, end, &lo) || lo < 0xDC00 || lo > 0xDFFF)
                        return -1;
                *cp = 0x10000 + ((*cp - 0xD800) << 10) + (lo - 0xDC00);
        } else if (*cp >= 0xDC00 && *cp <= 0xDFFF) {
                return -1;
        }
        return *cp == 0 ? -2 : 0;
}

static void put_utf8(kp_buf *b, unsigned cp)
{
        char u[4];
        if (cp < 0x80) {
                kp_buf_putc(b, (char)cp);
        } else if (cp < 0x800) {
                u[0] = (char)(0xC0 | (cp >> 6));
                u[1] = (char)(0x80 | (cp & 0x3F));
                kp_buf_append(b, u, 2);
        } else if (cp < 0x10000) {
                u[0] = (char)(0xE0 | (cp >> 12));
                u[1] = (char)(0x80 | ((cp >> 6) & 0x3F));
                u[2] = (char)(0x80 | (cp & 0x3F));
                kp_buf_append(b, u, 3);
        } else {
                u[0] = (char)(0xF0 | (cp >> 18));
                u[1] = (char)(0x80 | ((cp >> 12) & 0x3F));
                u[2] = (char)(0x80 | ((cp >> 6) & 0x3F));
                u[3] = (char)(0x80 | (cp & 0x3F));
                kp_buf_append(b, u, 4);
        }
}

/* One logical line (continuations joined, escapes resolved) split into
 * key and value at the first unescaped '=', ':' or whitespace. */
static int parse_logical_line(const char *p, const char *end, const char *name,
                              int lineno, kp_kvlist *out, char *errstr,
                              size_t errstr_size)
{
        kp_buf key = { 0 }, val = { 0 };
        kp_buf *cur = &key;
        int in_value = 0, ret = -1;

        while (p < end && (*p == ' ' || *p == '\t' || *p == '\f'))
                p++;
        while (p < end) {
                char c = *p++;
                if (c == '\\' && p == end)
                        break; /* a lone trailing backslash, as Java */
                if (c == '\\') {
                        char e = *p++;
                        if (e == '\n' || e == '\r') {
                                /* Continuation: skip the line break and the
                                 * next line's leading whitespace. */
                                if (e == '\r' && p < end && *p == '\n')
                                        p++;
                                while (p < end &&
                                       (*p == ' ' || *p == '\t' || *p == '\f'))
                                        p++;
                                continue;
                        }
                        if (e == 'u') {
                                unsigned cp;
                                int bad = u_escape(&p, end, &cp);
                                if (bad) {
                                        kp_err(errstr, errstr_size,
                                               bad == -2
                                                   ? "%s:%d: \\u0000 is not "
                                                     "allowed"
                                                   : "%s:%d: malformed "
                                                     "\\uXXXX escape",
                                               name, lineno);
                                        goto out;
                                }
                                put_utf8(cur, cp);
                                continue;
                        }
                        kp_buf_putc(cur, e == 't'   ? '\t'
                                         : e == 'n' ? '\n'
                                         : e == 'r' ? '\r'
                                         : e == 'f' ? '\f'
                                                    : e);
                        continue;
                }
                if (!in_value && (c == '=' || c == ':' || c == ' ' ||
                                  c == '\t' || c == '\f')) {
                        in_value = 1;
                        cur = &val;
                        /* "key = value": whitespace, then at most one
                         * separator, then whitespace. */
                        while (p < end &&
                               (*p == ' ' || *p == '\t' || *p == '\f'))
                                p++;
                        if ((c == ' ' || c == '\t' || c == '\f') && p < end &&
                            (*p == '=' || *p == ':'))
                                p++;
                        while (p < end &&
                               (*p == ' ' || *p == '\t' || *p == '\f'))
                                p++;
                        continue;
                }
                if (c == '\n' || c == '\r')
                        break;
                kp_buf_putc(cur, c);
        }
        if (key.oom || val.oom) {
                kp_err(errstr, errstr_size, "out of memory");
                goto out;
        }

        if (key.len == 0) {
                ret = 0;
                goto out;
        }
        if (kp_kv_set(out, key.s, val.s ? val.s : "")) {
                kp_err(errstr, errstr_size, "out of memory");
                goto out;
        }
        ret = 0;
out:
        kp_buf_free(&key);
        kp_buf_free(&val);
        return ret;
}

int kp_props_parse(const char *text, size_t len, const char *name,
                   kp_kvlist *out, char *errstr, size_t errstr_size)
{
        const char *p = text, *end = text + len;
        int lineno = 1;
        if (memchr(text, '\0', len))
                return kp_err(errstr, errstr_size,
                              "%s: contains NUL bytes, expected a text "
                              ".properties file",
                              name);
        while (p < end) {
                const char *start = p, *q;
                int first_line = lineno;
                int backslashes;
                const char *first = p;
                int comment;
                while (first < end &&
                       (*first == ' ' || *first == '\t' || *first == '\f'))
                        first++;
                /* Comment lines never continue onto the next line. */
                comment = first < end && (*first == '#' || *first == '!');
                /* Find the end of the logical line: a line break not
                 * preceded by an odd number of backslashes. */
                for (q = p; q < end; q++) {
                        if (*q != '\n' && *q != '\r')
                                continue;
                        if (comment) {
                                if (*q == '\r' && q + 1 < end && q[1] == '\n')
                                        q++;
                                break;
                        }
                        backslashes = 0;
                        for (const char *r = q - 1; r >= p && *r == '\\'; r--)
                                backslashes++;
                        if (*q == '\r' && q + 1 < end && q[1] == '\n')
                                q++;
                        if (backslashes % 2 == 0)
                                break;
                        lineno++;
                }
                p = q < end ? q + 1 : end;
                lineno++;
                while (start < q &&
                       (*start == ' ' || *start == '\t' || *start == '\f'))
                        start++;
                if (start >= q || *start == '#' || *start == '!' ||
                    *start == '\n' || *start == '\r')
                        continue;
                if (parse_logical_line(start, q, name, first_line, out, errstr,
                                       errstr_size))
                        return -1;
        }
        return 0;
}

int kp_props_load(const char *path, kp_kvlist *out, char *errstr,
                  size_t errstr_size)
{
        char *text;
        size_t len;
        int ret;
        if (kp_read_file(path, 1 << 20, &text, &len, errstr, errstr_size))
                return -1;
        ret = kp_props_parse(text, len, path, out, errstr, errstr_size);
        free(text);
        return ret;
}

static const char *process_getenv(void *opaque, const char *name)
{
        (void)opaque;
        return getenv(name);
}

int kp_env_expand(const char *s, kp_getenv_fn getenv_fn, void *opaque,
                  char **out, char *errstr, size_t errstr_size)
{
        kp_buf b = { 0 };
        int ret = -1;
        if (!getenv_fn)
                getenv_fn = process_getenv;
        *out = NULL;
        while (*s) {
                const char *close, *colon, *val;
                char var[256];
                size_t nlen;
                if (s[0] != '$' || (s[1] != '{' && s[1] != '$')) {
                        kp_buf_putc(&b, *s++);
                        continue;
                }
                if (s[1] == '$') {
                        kp_buf_putc(&b, '$');
                        s += 2;
                        continue;
                }
                close = strchr(s + 2, '}');
                if (!close) {
                        kp_err(errstr, errstr_size,
                               "unclosed \"${\": expected ${NAME} or "
                               "${NAME:-default}");
                        goto out;
                }
                colon = strstr(s + 2, ":-");
                if (colon && colon > close)
                        colon = NULL;
                nlen = (size_t)((colon ? colon : close) - (s + 2));
                if (nlen == 0 || nlen >= sizeof(var)) {
                        kp_err(errstr, errstr_size,
                               "bad variable reference: expected ${NAME} "
                               "or ${NAME:-default}");
                        goto out;
                }
                memcpy(var, s + 2, nlen);
                var[nlen] = '\0';
                for (size_t i = 0; i < nlen; i++) {
                        if (!isalnum((unsigned char)var[i]) && var[i] != '_') {
                                kp_err(errstr, errstr_size,
                                       "bad variable name \"%s\": letters, "
                                       "digits and _ only",
                                       var);
                                goto out;
                        }
                }
                val = getenv_fn(opaque, var);
                /* ${VAR:-default}, as in the shell: the default when VAR
                 * is unset or empty. */
                if (val && (*val || !colon)) {
                        kp_buf_puts(&b, val);
                } else if (colon) {
                        kp_buf_append(&b, colon + 2,
                                      (size_t)(close - (colon + 2)));
                } else {
                        kp_err(errstr, errstr_size,
                               "environment variable %s is not set (use "
                               "${%s:-default} for a default)",
                               var, var);
                        goto out;
                }
                s = close + 1;
        }
        kp_buf_putc(&b, '\0');
        if (b.oom) {
                kp_err(errstr, errstr_size, "out of memory");
                goto out;
        }
        *out = b.s;
        b.s = NULL;
        ret = 0;
out:
        kp_buf_free(&b);
        return ret;
}

int kp_is_secret_key(const char *key)
{
        static const char *words[] = {
                "password",          "secret", "jaas",
                "ssl.key.pem",       "token",  "credentials",
                "oauthbearer.config"
        };
        char lower[256];
        size_t i;
        for (i = 0; key[i] && i + 1 < sizeof(lower); i++)
                lower[i] = (char)tolower((unsigned char)key[i]);
        lower[i] = '\0';
        for (i = 0; i < KP_ARRAY_LEN(words); i++)
                if (strstr(lower, words[i]))
                        return 1;
        return 0;
}

const char *kp_redact(const char *key, const char *value)
{
        return kp_is_secret_key(key) ? KP_REDACTED : value;
}
