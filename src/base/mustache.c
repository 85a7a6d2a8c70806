#include "base/mustache.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum kp_mustache_node_type {
        KP_MUSTACHE_TEXT,     /* literal text */
        KP_MUSTACHE_INDENT,   /* start of a source line: the partial indent */
        KP_MUSTACHE_VAR,      /* {{name}} */
        KP_MUSTACHE_RAW,      /* {{{name}}} and {{&name}} */
        KP_MUSTACHE_SECTION,  /* {{#name}} */
        KP_MUSTACHE_INVERTED, /* {{^name}} */
        KP_MUSTACHE_PARTIAL   /* {{>name}} */
};

typedef struct kp_mustache_node {
        enum kp_mustache_node_type type;
        int standalone; /* partials: alone on their line */
        size_t pos;     /* offset of the tag opening, for error messages */
        const char *s;  /* text, or the tag name; points into the source */
        size_t n;
        const char *ind; /* standalone partials: whitespace before the tag */
        size_t ind_n;
        size_t end; /* sections: index one past the last body node */
} kp_mustache_node;

/* A parsed template. Nodes point into src, which is borrowed. */
typedef struct kp_mustache_tmpl {
        const char *name;
        const char *src;
        size_t len;
        kp_mustache_node *nodes;
        size_t n, cap;
} kp_mustache_tmpl;

typedef struct kp_mustache_partial {
        char *name; /* owned; NUL-terminated for the loader */
        size_t name_n;
        kp_mustache_tmpl t;
        struct kp_mustache_partial *next;
} kp_mustache_partial;

/* The indentation of a standalone partial is its own leading whitespace
 * after that of every standalone partial enclosing it: a chain on the C
 * stack, outermost first when emitted. */
typedef struct kp_mustache_indent {
        const struct kp_mustache_indent *parent;
        const char *s;
        size_t n;
} kp_mustache_indent;

typedef struct kp_mustache_ctx {
        const kp_mustache_opts *opts;
        void (*escape)(kp_buf *out, const char *s, size_t n);
        kp_buf *out;
        const kp_mustache_tmpl *top;
        kp_mustache_partial *partials;
        int depth;
        int partial_depth;
        /* Context stack: the view, then one entry per open section. */
        const cJSON *stack[KP_MUSTACHE_MAX_DEPTH + 1];
        int nstack;
        char *errstr;
        size_t errstr_size;
} kp_mustache_ctx;

static const char *value_kind(const cJSON *v)
{
        return cJSON_IsArray(v) ? "a list" : "an object";
}

/* Line and column (1-based) of src[pos]; columns count UTF-8 characters,
 * as editors show them. */
static void line_col(const kp_mustache_tmpl *t, size_t pos, size_t *line,
                     size_t *col)
{
        size_t i;

        *line = 1;
        *col = 1;
        for (i = 0; i < pos && i < t->len; i++) {
                if (t->src[i] == '\n') {
                        (*line)++;
                        *col = 1;
                } else if (((unsigned char)t->src[i] & 0xC0) != 0x80) {
                        (*col)++;
                }
        }
}

/* Writes "NAME:LINE:COLUMN: message" for the tag opening at pos. */
static int tmpl_err(char *errstr, size_t errstr_size, const kp_mustache_tmpl *t,
                    size_t pos, const char *fmt, ...)
    __attribute__((format(printf, 5, 6)));

static int tmpl_err(char *errstr, size_t errstr_size, const kp_mustache_tmpl *t,
                    size_t pos, const char *fmt, ...)
{
        size_t line, col, used;
        va_list ap;

        if (!errstr || !errstr_size)
                return -1;
        line_col(t, pos, &line, &col);
        snprintf(errstr, errstr_size, "%s:%zu:%zu: ", t->name, line, col);
        used = strlen(errstr);
        va_start(ap, fmt);
        vsnprintf(errstr + used, errstr_size - used, fmt, ap);
        va_end(ap);
        return -1;
}

/* Length of the tag text to quote in an error: up to the end of the line,
 * at most max bytes. */
static int quote_len(const char *s, size_t n, size_t max)
{
        size_t i;
        for (i = 0; i < n && i < max; i++) {
                if (s[i] == '\n' || s[i] == '\r' || s[i] == '\0')
                        break;
        }
        return (int)i;
}

static int is_blank(char c)
{
        return c == ' ' || c == '\t';
}

static int is_space(char c)
{
        return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' ||
               c == '\v';
}

/* ---------------------------------------------------------------- parse */

typedef struct kp_mustache_parser {
        kp_mustache_tmpl *t;
        const char *otag, *ctag;
        size_t otag_n, ctag_n;
        size_t open[KP_MUSTACHE_MAX_DEPTH]; /* node indices of open sections */
        int nopen;
        char *errstr;
        size_t errstr_size;
} kp_mustache_parser;

static int add_node(kp_mustache_parser *p, enum kp_mustache_node_type type,
                    size_t pos, const char *s, size_t n)
{
        kp_mustache_tmpl *t = p->t;
        kp_mustache_node *nodes, *node;
        size_t cap;

        if (t->n == t->cap) {
                cap = t->cap ? t->cap * 2 : 32;
                nodes = realloc(t->nodes, cap * sizeof(*nodes));
                if (!nodes)
                        return tmpl_err(p->errstr, p->errstr_size, t, pos,
                                        "out of memory while parsing");
                t->nodes = nodes;
                t->cap = cap;
        }
        node = &t->nodes[t->n++];
        memset(node, 0, sizeof(*node));
        node->type = type;
        node->pos = pos;
        node->s = s;
        node->n = n;
        return 0;
}

static int at_line_start(const kp_mustache_tmpl *t, size_t pos)
{
        return pos == 0 || t->src[pos - 1] == '\n';
}

/*
 * Adds src[a..b) as text. The specification indents a standalone partial
 * by prefixing each of its source lines before rendering; an INDENT node at
 * every line start does the same at render time, so one parse serves every
 * indentation. A line start at b gets one only when the tag that follows is
 * rendered on that line (indent_at_b): a standalone tag takes its line, and
 * the end of the source starts no line.
 */
static int add_text(kp_mustache_parser *p, size_t a, size_t b, int indent_at_b)
{
        const kp_mustache_tmpl *t = p->t;
        const char *nl;
        size_t e;

        for (;;) {
                if (at_line_start(t, a) && (a < b || indent_at_b) &&
                    add_node(p, KP_MUSTACHE_INDENT, a, NULL, 0))
                        return -1;
                if (a >= b)
                        return 0;
                nl = memchr(t->src + a, '\n', b - a);
                e = nl ? (size_t)(nl - t->src) + 1 : b;
                if (add_node(p, KP_MUSTACHE_TEXT, a, t->src + a, e - a))
                        return -1;
                a = e;
                if (!nl)
                        return 0;
        }
}

/* Finds the closing of a tag whose content starts at from: close_char
 * (when not 0) immediately followed by the closing delimiter. Returns the
 * offset of the end of the content, or (size_t)-1. */
static size_t find_close(const kp_mustache_parser *p, size_t from,
                         char close_char)
{
        const kp_mustache_tmpl *t = p->t;
        const char *hit;
        size_t q, s = from;

        while (s < t->len) {
                hit = memmem(t->src + s, t->len - s, p->ctag, p->ctag_n);
                if (!hit)
                        break;
                q = (size_t)(hit - t->src);
                if (!close_char)
                        return q;
                if (q > from && t->src[q - 1] == close_char)
                        return q - 1;
                s = q + 1;
        }
        return (size_t)-1;
}

static void trim(const char **s, size_t *n)
{
        while (*n && is_space(**s)) {
                (*s)++;
                (*n)--;
        }
        while (*n && is_space((*s)[*n - 1]))
                (*n)--;
}

/* A name is "." or dot-separated non-empty parts. */
static int check_name(kp_mustache_parser *p, size_t pos, const char *tag,
                      size_t tag_n, const char *s, size_t n)
{
        size_t i;
        int qn = quote_len(tag, tag_n, 60);

        if (n == 0)
                return tmpl_err(p->errstr, p->errstr_size, p->t, pos,
                                "empty tag \"%.*s\": expected a name", qn, tag);
        if (n == 1 && s[0] == '.')
                return 0;
        for (i = 0; i < n; i++) {
                if (s[i] == '.' && (i == 0 || i == n - 1 || s[i + 1] == '.'))
                        return tmpl_err(p->errstr, p->errstr_size, p->t, pos,
                                        "tag \"%.*s\" has an empty part in "
                                        "its dotted name",
                                        qn, tag);
        }
        return 0;
}

/* {{=<% %>=}}: two delimiters separated by whitespace, none containing
 * whitespace or '='. */
static int set_delimiters(kp_mustache_parser *p, size_t pos, const char *tag,
                          size_t tag_n, const char *s, size_t n)
{
        const char *o, *c;
        size_t on = 0, cn = 0;
        int qn = quote_len(tag, tag_n, 60);

        trim(&s, &n);
        o = s;
        while (on < n && !is_space(o[on]) && o[on] != '=')
                on++;
        s += on;
        n -= on;
        if (!n || !is_space(*s))
                goto bad;
        trim(&s, &n);
        c = s;
        while (cn < n && !is_space(c[cn]) && c[cn] != '=')
                cn++;
        if (on == 0 || cn == 0 || cn != n)
                goto bad;
        p->otag = o;
        p->otag_n = on;
        p->ctag = c;
        p->ctag_n = cn;
        return 0;
bad:
        return tmpl_err(p->errstr, p->errstr_size, p->t, pos,
                        "bad delimiter tag \"%.*s\": expected two delimiters "
                        "without spaces or '=' separated by a space, like "
                        "{{=<%% %%>=}}",
                        qn, tag);
}

/* A tag found by next_tag(). */
typedef struct kp_mustache_tag {
        size_t start, end; /* the tag; end past a standalone line's break */
        size_t ls;         /* where the blanks before it on its line start */
        const char *s;     /* the tag as written, s[0..n) */
        size_t n;
        const char *name; /* trimmed, name[0..name_n) */
        size_t name_n;
        char sigil; /* '#', '^', '/', '!', '>', '=', '{', '&', ... or '\0' */
        int qn;     /* how much of the tag an error quotes */
        int standalone;
} kp_mustache_tag;

/* The next tag at or after pos into *g: 1, 0 when there is none, -1
 * with the error set when it is never closed. */
static int next_tag(const kp_mustache_parser *p, size_t pos, kp_mustache_tag *g)
{
        const kp_mustache_tmpl *t = p->t;
        const char *hit =
            memmem(t->src + pos, t->len - pos, p->otag, p->otag_n);
        size_t q, e;
        char close_char;
        if (!hit)
                return 0;
        g->start = (size_t)(hit - t->src);
        q = g->start + p->otag_n;
        g->sigil = q < t->len ? t->src[q] : '\0';
        if (g->sigil == '\0' || !strchr("{&#^/!>=<$", g->sigil))
                g->sigil = '\0';
        else
                q++;
        close_char = g->sigil == '{' ? '}' : g->sigil == '=' ? '=' : '\0';
        e = find_close(p, q, close_char);
        g->s = t->src + g->start;
        if (e == (size_t)-1)
                return tmpl_err(p->errstr, p->errstr_size, t, g->start,
                                "tag \"%.*s\" is never closed: expected "
                                "\"%s%.*s\"",
                                quote_len(g->s, t->len - g->start, 40), g->s,
                                close_char == '}'   ? "}"
                                : close_char == '=' ? "="
                                                    : "",
                                (int)p->ctag_n, p->ctag);
        g->end = e + (close_char ? 1 : 0) + p->ctag_n;
        g->n = g->end - g->start;
        g->qn = quote_len(g->s, g->n, 60);
        g->name = t->src + q;
        g->name_n = e - q;
        trim(&g->name, &g->name_n);
        return 1;
}

/* A line holding nothing but tag g (not a variable) and blanks vanishes
 * from the output, line break included: g->standalone, g->end past the
 * break. pos: where the text before the tag starts. */
static void find_standalone(const kp_mustache_tmpl *t, size_t pos,
                            kp_mustache_tag *g)
{
        size_t e = g->end;
        g->standalone = 0;
        g->ls = g->start;
        if (!g->sigil || strchr("{&", g->sigil))
                return;
        while (g->ls > pos && is_blank(t->src[g->ls - 1]))
                g->ls--;
        while (e < t->len && is_blank(t->src[e]))
                e++;
        if (at_line_start(t, g->ls) &&
            (e == t->len || t->src[e] == '\n' ||
             (t->src[e] == '\r' && e + 1 < t->len && t->src[e + 1] == '\n'))) {
                g->standalone = 1;
                if (e < t->len)
                        e += t->src[e] == '\r' ? 2 : 1;
                g->end = e;
        }
}

static int add_partial(kp_mustache_parser *p, const kp_mustache_tag *g)
{
        kp_mustache_tmpl *t = p->t;
        kp_mustache_node *node;
        if (g->name_n == 0)
                return tmpl_err(p->errstr, p->errstr_size, t, g->start,
                                "empty tag \"%.*s\": expected the "
                                "name of a partial",
                                g->qn, g->s);
        if (add_node(p, KP_MUSTACHE_PARTIAL, g->start, g->name, g->name_n))
                return -1;
        node = &t->nodes[t->n - 1];
        node->standalone = g->standalone;
        node->ind = t->src + g->ls;
        node->ind_n = g->standalone ? g->start - g->ls : 0;
        return 0;
}

static int close_section(kp_mustache_parser *p, const kp_mustache_tag *g)
{
        kp_mustache_tmpl *t = p->t;
        kp_mustache_node *node;
        size_t line, col;
        if (check_name(p, g->start, g->s, g->n, g->name, g->name_n))
                return -1;
        if (p->nopen == 0)
                return tmpl_err(p->errstr, p->errstr_size, t, g->start,
                                "closing tag \"%.*s\" has no "
                                "section to close",
                                g->qn, g->s);
        node = &t->nodes[p->open[p->nopen - 1]];
        if (node->n != g->name_n || memcmp(node->s, g->name, g->name_n) != 0) {
                line_col(t, node->pos, &line, &col);
                return tmpl_err(p->errstr, p->errstr_size, t, g->start,
                                "closing tag \"%.*s\" does not "
                                "match section \"%.*s\" opened at "
                                "%zu:%zu",
                                g->qn, g->s, (int)node->n, node->s, line, col);
        }
        node->end = t->n;
        p->nopen--;
        return 0;
}

/* A variable, or a section that opens. */
static int add_name(kp_mustache_parser *p, const kp_mustache_tag *g)
{
        enum kp_mustache_node_type type = g->sigil == '#' ? KP_MUSTACHE_SECTION
                                          : g->sigil == '^'
                                              ? KP_MUSTACHE_INVERTED
                                          : g->sigil ? KP_MUSTACHE_RAW
                                                     : KP_MUSTACHE_VAR;
        int opens = type == KP_MUSTACHE_SECTION || type == KP_MUSTACHE_INVERTED;
        if (check_name(p, g->start, g->s, g->n, g->name, g->name_n))
                return -1;
        if (opens && p->nopen == KP_MUSTACHE_MAX_DEPTH)
                return tmpl_err(p->errstr, p->errstr_size, p->t, g->start,
                                "sections nested more than %d "
                                "deep",
                                KP_MUSTACHE_MAX_DEPTH);
        if (add_node(p, type, g->start, g->name, g->name_n))
                return -1;
        if (opens)
                p->open[p->nopen++] = p->t->n - 1;
        return 0;
}

static int add_tag(kp_mustache_parser *p, const kp_mustache_tag *g)
{
        switch (g->sigil) {
        case '!':
                return 0;
        case '=':
                return set_delimiters(p, g->start, g->s, g->n, g->name,
                                      g->name_n);
        case '<':
        case '$':
                return tmpl_err(p->errstr, p->errstr_size, p->t, g->start,
                                "unsupported tag \"%.*s\": template "
                                "inheritance is not supported",
                                g->qn, g->s);
        case '>':
                return add_partial(p, g);
        case '/':
                return close_section(p, g);
        default:
                return add_name(p, g);
        }
}

static int parse(kp_mustache_tmpl *t, char *errstr, size_t errstr_size)
{
        kp_mustache_parser p;
        kp_mustache_tag g;
        kp_mustache_node *node;
        size_t pos = 0;
        int found = 0;

        memset(&p, 0, sizeof(p));
        p.t = t;
        p.otag = "{{";
        p.otag_n = 2;
        p.ctag = "}}";
        p.ctag_n = 2;
        p.errstr = errstr;
        p.errstr_size = errstr_size;

        while (pos < t->len) {
                found = next_tag(&p, pos, &g);
                if (found <= 0)
                        break;
                find_standalone(t, pos, &g);
                if (add_text(&p, pos, g.standalone ? g.ls : g.start,
                             !g.standalone))
                        return -1;
                pos = g.end;
                if (add_tag(&p, &g))
                        return -1;
        }
        if (found < 0 || add_text(&p, pos, t->len, 0))
                return -1;
        if (p.nopen > 0) {
                node = &t->nodes[p.open[p.nopen - 1]];
                return tmpl_err(errstr, errstr_size, t, node->pos,
                                "section \"%.*s\" opened here is never closed",
                                (int)node->n, node->s);
        }
        return 0;
}

/* --------------------------------------------------------------- render */

static int find_key(const cJSON *obj, const char *s, size_t n,
                    const cJSON **found)
{
        const cJSON *c;

        if (!cJSON_IsObject(obj))
                return 0;
        for (c = obj->child; c; c = c->next) {
                if (c->string && strlen(c->string) == n &&
                    memcmp(c->string, s, n) == 0) {
                        *found = c;
                        return 1;
                }
        }
        return 0;
}

/* The first part of a dotted name is looked up from the innermost context
 * outwards; the other parts only inside what it found, so a broken chain
 * resolves to nothing rather than to a name further out. */
static const cJSON *lookup(const kp_mustache_ctx *r, const char *s, size_t n)
{
        const cJSON *v = NULL;
        const char *dot;
        size_t part;
        int i;

        if (n == 1 && s[0] == '.')
                return r->stack[r->nstack - 1];
        dot = memchr(s, '.', n);
        part = dot ? (size_t)(dot - s) : n;
        for (i = r->nstack - 1; i >= 0; i--) {
                if (find_key(r->stack[i], s, part, &v))
                        break;
        }
        if (i < 0)
                return NULL;
        while (dot) {
                s = dot + 1;
                n = n - part - 1;
                dot = memchr(s, '.', n);
                part = dot ? (size_t)(dot - s) : n;
                if (!find_key(v, s, part, &v))
                        return NULL;
        }
        return v;
}

static int is_falsey(const cJSON *v)
{
        return !v || cJSON_IsNull(v) || cJSON_IsFalse(v) ||
               cJSON_IsInvalid(v) || (cJSON_IsArray(v) && !v->child) ||
               (cJSON_IsString(v) && (!v->valuestring || !*v->valuestring));
}

/* Integral values print without a decimal point; others in the shortest
 * %g precision that reads back as the same double, so 1.21 stays "1.21"
 * instead of "1.2099999999999999". */
static void format_number(char *buf, size_t size, double d)
{
        int prec;

        /* The range test also keeps NaN and infinities out of the cast. */
        if (d > -1e17 && d < 1e17 && d == (double)(long long)d) {
                snprintf(buf, size, "%.0f", d);
                return;
        }
        for (prec = 15; prec < 17; prec++) {
                snprintf(buf, size, "%.*g", prec, d);
                if (strtod(buf, NULL) == d)
                        return;
        }
        snprintf(buf, size, "%.17g", d);
}

static void emit_indent(kp_buf *out, const kp_mustache_indent *in)
{
        if (!in)
                return;
        emit_indent(out, in->parent);
        kp_buf_append(out, in->s, in->n);
}

static int render(kp_mustache_ctx *r, const kp_mustache_tmpl *t, size_t from,
                  size_t to, const kp_mustache_indent *in);

static int interpolate(kp_mustache_ctx *r, const kp_mustache_tmpl *t,
                       const kp_mustache_node *node)
{
        const cJSON *v = lookup(r, node->s, node->n);
        const char *s;
        char num[64];

        if (!v || cJSON_IsNull(v) || cJSON_IsInvalid(v))
                return 0;
        if (cJSON_IsString(v)) {
                s = v->valuestring ? v->valuestring : "";
        } else if (cJSON_IsNumber(v)) {
                format_number(num, sizeof(num), v->valuedouble);
                s = num;
        } else if (cJSON_IsBool(v)) {
                s = cJSON_IsTrue(v) ? "true" : "false";
        } else {
                return tmpl_err(r->errstr, r->errstr_size, t, node->pos,
                                "\"%.*s\" is %s, not a string or number: "
                                "use a section {{#%.*s}}...{{/%.*s}} to "
                                "render its content",
                                (int)node->n, node->s, value_kind(v),
                                (int)node->n, node->s, (int)node->n, node->s);
        }
        if (node->type == KP_MUSTACHE_VAR)
                r->escape(r->out, s, strlen(s));
        else
                kp_buf_puts(r->out, s);
        return 0;
}

/* Every section and partial rendered is one level of C recursion and at
 * most one context on the stack; this keeps both bounded. */
static int too_deep(kp_mustache_ctx *r, const kp_mustache_tmpl *t,
                    const kp_mustache_node *node)
{
        if (r->depth < KP_MUSTACHE_MAX_DEPTH)
                return 0;
        return tmpl_err(r->errstr, r->errstr_size, t, node->pos,
                        "sections and partials nested more than %d deep",
                        KP_MUSTACHE_MAX_DEPTH);
}

static int section(kp_mustache_ctx *r, const kp_mustache_tmpl *t, size_t i,
                   const kp_mustache_indent *in)
{
        const kp_mustache_node *node = &t->nodes[i];
        const cJSON *v = lookup(r, node->s, node->n);
        const cJSON *item;
        int ret = -1;

        if (too_deep(r, t, node))
                goto out;
        if (node->type == KP_MUSTACHE_INVERTED) {
                ret = is_falsey(v) ? render(r, t, i + 1, node->end, in) : 0;
                goto out;
        }
        if (is_falsey(v)) {
                ret = 0;
                goto out;
        }
        if (cJSON_IsArray(v)) {
                for (item = v->child; item; item = item->next) {
                        r->stack[r->nstack++] = item;
                        ret = render(r, t, i + 1, node->end, in);
                        r->nstack--;
                        if (ret)
                                goto out;
                }
        } else {
                r->stack[r->nstack++] = v;
                ret = render(r, t, i + 1, node->end, in);
                r->nstack--;
        }
out:
        return ret;
}

/* Sets *pp to the partial called node's name, loading and parsing it on
 * first use. Returns -1 on failure; *in_partial tells whether the error
 * is located inside the partial rather than at the tag. */
static int load_partial(kp_mustache_ctx *r, const kp_mustache_tmpl *t,
                        const kp_mustache_node *node,
                        const kp_mustache_partial **pp, int *in_partial)
{
        kp_mustache_partial *p;
        const char *src = NULL;
        size_t len = 0;

        for (p = r->partials; p; p = p->next) {
                if (p->name_n == node->n &&
                    memcmp(p->name, node->s, node->n) == 0) {
                        *pp = p;
                        return 0;
                }
        }
        p = calloc(1, sizeof(*p));
        if (p)
                p->name = malloc(node->n + 1);
        if (!p || !p->name) {
                free(p);
                return tmpl_err(r->errstr, r->errstr_size, t, node->pos,
                                "out of memory loading partial \"%.*s\"",
                                (int)node->n, node->s);
        }
        /* Compared by length, so a name holding a NUL byte is still
         * loaded only once. */
        memcpy(p->name, node->s, node->n);
        p->name[node->n] = '\0';
        p->name_n = node->n;
        p->next = r->partials;
        r->partials = p;
        if (r->opts && r->opts->partial)
                src = r->opts->partial(r->opts->opaque, p->name, &len);
        p->t.name = p->name;
        p->t.src = src ? src : "";
        p->t.len = src ? len : 0;
        *in_partial = 1;
        if (parse(&p->t, r->errstr, r->errstr_size))
                return -1;
        *pp = p;
        return 0;
}

static int partial(kp_mustache_ctx *r, const kp_mustache_tmpl *t,
                   const kp_mustache_node *node, const kp_mustache_indent *in)
{
        kp_mustache_indent ind = { in, node->ind, node->ind_n };
        const kp_mustache_partial *p = NULL;
        size_t line, col, used;
        int ret = -1, in_partial = 0;

        if (too_deep(r, t, node))
                goto out;
        if (r->partial_depth >= KP_MUSTACHE_MAX_PARTIAL_DEPTH) {
                tmpl_err(r->errstr, r->errstr_size, t, node->pos,
                         "partials nested more than %d deep: does partial "
                         "\"%.*s\" include itself without a section that "
                         "ends the recursion?",
                         KP_MUSTACHE_MAX_PARTIAL_DEPTH, (int)node->n, node->s);
                goto out;
        }
        if (load_partial(r, t, node, &p, &in_partial))
                goto out;
        in_partial = 1;
        r->partial_depth++;
        /* An inline partial is not indented, not even by an enclosing
         * standalone partial: the specification indents source lines. */
        ret = render(r, &p->t, 0, p->t.n, node->standalone ? &ind : NULL);
        r->partial_depth--;
out:
        /* Errors inside partials name the partial; say where the outermost
         * one was included. */
        if (ret && in_partial && t == r->top && r->errstr && r->errstr_size) {
                used = strlen(r->errstr);
                line_col(t, node->pos, &line, &col);
                snprintf(r->errstr + used, r->errstr_size - used,
                         " (in a partial included at %s:%zu:%zu)", t->name,
                         line, col);
        }
        return ret;
}

static int render(kp_mustache_ctx *r, const kp_mustache_tmpl *t, size_t from,
                  size_t to, const kp_mustache_indent *in)
{
        const kp_mustache_node *node;
        size_t i = from;
        int ret = -1;

        r->depth++;
        while (i < to) {
                node = &t->nodes[i];
                switch (node->type) {
                case KP_MUSTACHE_TEXT:
                        kp_buf_append(r->out, node->s, node->n);
                        i++;
                        break;
                case KP_MUSTACHE_INDENT:
                        emit_indent(r->out, in);
                        i++;
                        break;
                case KP_MUSTACHE_VAR:
                case KP_MUSTACHE_RAW:
                        if (interpolate(r, t, node))
                                goto out;
                        i++;
                        break;
                case KP_MUSTACHE_SECTION:
                case KP_MUSTACHE_INVERTED:
                        if (section(r, t, i, in))
                                goto out;
                        i = node->end;
                        break;
                case KP_MUSTACHE_PARTIAL:
                        if (partial(r, t, node, in))
                                goto out;
                        i++;
                        break;
                }
                /* Stop early rather than render on into a buffer that
                 * already dropped output. */
                if (r->out->oom) {
                        kp_err(r->errstr, r->errstr_size,
                               "%s: out of memory while rendering",
                               r->top->name);
                        goto out;
                }
        }
        ret = 0;
out:
        r->depth--;
        return ret;
}

int kp_mustache_render(const char *tmpl, size_t tmpl_len, const cJSON *view,
                       const kp_mustache_opts *opts, kp_buf *out, char *errstr,
                       size_t errstr_size)
{
        kp_mustache_ctx r;
        kp_mustache_tmpl top;
        kp_mustache_partial *p;
        int ret = -1;

        memset(&top, 0, sizeof(top));
        top.name = opts && opts->name ? opts->name : "template";
        top.src = tmpl ? tmpl : "";
        top.len = tmpl ? tmpl_len : 0;
        memset(&r, 0, sizeof(r));
        r.opts = opts;
        r.escape =
            opts && opts->escape ? opts->escape : kp_mustache_escape_html;
        r.out = out;
        r.top = &top;
        r.stack[0] = view;
        r.nstack = 1;
        r.errstr = errstr;
        r.errstr_size = errstr_size;
        if (parse(&top, errstr, errstr_size))
                goto out;
        if (render(&r, &top, 0, top.n, NULL))
                goto out;
        if (out->oom) {
                kp_err(errstr, errstr_size, "%s: out of memory while rendering",
                       top.name);
                goto out;
        }
        ret = 0;
out:
        while (r.partials) {
                p = r.partials;
                r.partials = p->next;
                free(p->t.nodes);
                free(p->name);
                free(p);
        }
        free(top.nodes);
        return ret;
}

void kp_mustache_escape_html(kp_buf *out, const char *s, size_t n)
{
        size_t i, run = 0;
        const char *ent;

        for (i = 0; i < n; i++) {
                switch (s[i]) {
                case '&':
                        ent = "&amp;";
                        break;
                case '<':
                        ent = "&lt;";
                        break;
                case '>':
                        ent = "&gt;";
                        break;
                case '"':
                        ent = "&quot;";
                        break;
                default:
                        continue;
                }
                kp_buf_append(out, s + run, i - run);
                kp_buf_puts(out, ent);
                run = i + 1;
        }
        kp_buf_append(out, s + run, n - run);
}

void kp_mustache_escape_markdown(kp_buf *out, const char *s, size_t n)
{
        size_t i, run = 0;
        const char *rep;

        for (i = 0; i < n; i++) {
                switch (s[i]) {
                case '|':
                        rep = "\\|";
                        break;
                case '&':
                        rep = "&amp;";
                        break;
                case '<':
                        rep = "&lt;";
                        break;
                case '>':
                        rep = "&gt;";
                        break;
                case '\r':
                        /* \r\n is one line break, one space */
                        if (i + 1 < n && s[i + 1] == '\n') {
                                kp_buf_append(out, s + run, i - run);
                                run = i + 1;
                                continue;
                        }
                        rep = " ";
                        break;
                case '\n':
                        rep = " ";
                        break;
                default:
                        continue;
                }
                kp_buf_append(out, s + run, i - run);
                kp_buf_puts(out, rep);
                run = i + 1;
        }
        kp_buf_append(out, s + run, n - run);
}
