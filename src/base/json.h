/*
 * json: strict JSON parsing with positions, in front of cJSON.
 *
 * cJSON reports neither where a syntax error is nor what was expected, and
 * it silently keeps duplicate keys. kp_json_parse() first scans the text
 * itself: a syntax error becomes "name:line:column: expected ..., found
 * ...", a duplicate key is an error, and the line:column of every value
 * is remembered by its path (tiers[2].rate) so that later semantic errors
 * can point at the place too.
 */
#ifndef KP_JSON_H
#define KP_JSON_H

#include <stddef.h>

#include <cjson/cJSON.h>

typedef struct kp_json_doc kp_json_doc;

/* Parses text (len bytes; need not be NUL-terminated). name is used in
 * messages (the file name). On success *out is a new document (caller
 * frees with kp_json_doc_destroy()). */
int kp_json_parse(const char *text, size_t len, const char *name,
                  kp_json_doc **out, char *errstr, size_t errstr_size);
void kp_json_doc_destroy(kp_json_doc *d);

/* The parsed tree, borrowed from the document. */
cJSON *kp_json_root(const kp_json_doc *d);
/* Takes the tree out of the document: the caller now owns it. */
cJSON *kp_json_detach(kp_json_doc *d);

/* Line and column (1-based) of the value at path, or 0 when unknown. */
int kp_json_where(const kp_json_doc *d, const char *path, int *line, int *col);

/* Child paths: parent.key (or parent["key"] when key is not a plain
 * identifier; just key at the root) and parent[i]. */
void kp_json_path_key(char *out, size_t out_size, const char *parent,
                      const char *key);
void kp_json_path_index(char *out, size_t out_size, const char *parent,
                        size_t i);

#endif
