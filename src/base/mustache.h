/*
 * mustache: renders a Mustache template against a cJSON view.
 *
 * Follows the Mustache specification (interpolation, sections, inverted
 * sections, comments, partials, set delimiters, standalone lines); lambdas
 * and template inheritance are not supported. Pure: no I/O, no globals;
 * partials come from a caller-supplied callback.
 */
#ifndef KP_MUSTACHE_H
#define KP_MUSTACHE_H

#include <stddef.h>

#include <cjson/cJSON.h>

#include "base/util.h"

/* Partials included from partials, at most this deep: a partial that
 * includes itself without a section that ends the recursion is an error,
 * not a stack overflow. */
#define KP_MUSTACHE_MAX_PARTIAL_DEPTH 32

/* Sections and partials open at the same time while rendering, and
 * sections nested inside one template, at most this deep. */
#define KP_MUSTACHE_MAX_DEPTH 128

typedef struct kp_mustache_opts {
        /* Returns the source of the partial called name (NUL-terminated,
         * borrowed for the duration of the call) and sets *len to its
         * length in bytes. The returned text is borrowed: it must stay
         * valid and unchanged until kp_mustache_render() returns. NULL
         * means the partial does not exist and renders as empty text.
         * Called at most once per distinct name per render. NULL callback:
         * every partial is empty. */
        const char *(*partial)(void *opaque, const char *name, size_t *len);
        /* Passed to partial() unchanged; borrowed, may be NULL. */
        void *opaque;
        /* Appends the escaped form of s[0..n) to out for {{name}} tags
         * (s is not NUL-terminated). NULL: kp_mustache_escape_html(). */
        void (*escape)(kp_buf *out, const char *s, size_t n);
        /* Template name used at the start of error messages, usually its
         * file name; borrowed, may be NULL ("template"). */
        const char *name;
} kp_mustache_opts;

/*
 * Renders tmpl[0..tmpl_len) (need not be NUL-terminated) against view and
 * appends the result to out. Returns 0, or -1 with a sentence in errstr
 * (always NUL-terminated when errstr_size > 0).
 *
 * All pointers are borrowed: tmpl, view, opts (may be NULL: no partials,
 * HTML escaping, name "template") and out, which the caller owns and frees
 * with kp_buf_free(). On error out may hold partial output; discard it.
 * view may be NULL, which renders every name as missing.
 *
 * Values: strings as is; numbers without a decimal point when integral
 * (85), otherwise in the shortest form that reads back as the same double
 * (1.21), with the decimal point of the C library's LC_NUMERIC locale
 * ("." unless the program calls setlocale()); true and false as words;
 * null and missing names as nothing.
 * Interpolating a list or an object is an error. Sections are skipped for
 * missing names, null, false, "" and []; they repeat for each element of
 * a non-empty list and render once, with the value as context, otherwise.
 *
 * Errors read "NAME:LINE:COLUMN: message", where LINE and COLUMN (1-based,
 * columns in characters) locate the opening of the offending tag. The
 * whole template is parsed before anything is rendered, so an unclosed
 * tag, a section never closed, a closing tag that does not match its
 * section, an empty or unsupported tag ({{$x}}, {{<x}}), a bad delimiter
 * tag and sections nested beyond KP_MUSTACHE_MAX_DEPTH are reported
 * whatever the view. While rendering: interpolating a list or an object,
 * and nesting beyond the limits above. A partial is parsed when first
 * rendered; an error inside it is located in the partial (NAME is the
 * partial's name) and says where the top-level template included it.
 */
int kp_mustache_render(const char *tmpl, size_t tmpl_len, const cJSON *view,
                       const kp_mustache_opts *opts, kp_buf *out, char *errstr,
                       size_t errstr_size);

/* HTML escaping as the Mustache specification requires: & < > " become
 * &amp; &lt; &gt; &quot;. Appends to out. */
void kp_mustache_escape_html(kp_buf *out, const char *s, size_t n);

/* Escaping for a Markdown table cell: | becomes \|, & < > become
 * entities, each line break (\n, \r\n or \r) a single space; every other
 * byte is kept so numbers and words stay readable. Appends to out. */
void kp_mustache_escape_markdown(kp_buf *out, const char *s, size_t n);

#endif
