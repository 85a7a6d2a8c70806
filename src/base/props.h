/*
 * props: key/value lists, Java-style .properties files, ${ENV}
 * substitution and the redaction of secrets.
 */
#ifndef KP_PROPS_H
#define KP_PROPS_H

#include <stddef.h>

#include "base/util.h"

/* An ordered list of key/value strings; kp_kv_set replaces an existing
 * key in place. Zero-initialise; free with kp_kv_free(). */
typedef struct kp_kv {
        char *key, *value;
} kp_kv;

typedef struct kp_kvlist {
        kp_kv *items;
        size_t n, cap;
} kp_kvlist;

/* Copies key and value. Returns 0, or -1 when out of memory. */
int kp_kv_set(kp_kvlist *l, const char *key, const char *value);
/* Borrowed pointer to the value, or NULL. */
const char *kp_kv_get(const kp_kvlist *l, const char *key);
/* Removes key if present. */
void kp_kv_unset(kp_kvlist *l, const char *key);
/* Appends (or overrides with) every entry of src. */
int kp_kv_merge(kp_kvlist *dst, const kp_kvlist *src);
void kp_kv_free(kp_kvlist *l);

/* Parses Java .properties text (key=value, key:value or key value;
 * # and ! comments; backslash line continuations; \t \n \r \f \uXXXX
 * escapes) into out (appending). Errors name "name:line". */
int kp_props_parse(const char *text, size_t len, const char *name,
                   kp_kvlist *out, char *errstr, size_t errstr_size);

/* Reads and parses a .properties file (at most 1 MiB). */
int kp_props_load(const char *path, kp_kvlist *out, char *errstr,
                  size_t errstr_size);

/* Environment lookup, so that tests can pass their own. */
typedef const char *(*kp_getenv_fn)(void *opaque, const char *name);

/* Expands ${VAR} and ${VAR:-default} in s; "$$" is a literal "$".
 * An unset variable without a default is an error naming it. On success
 * *out is malloc'd (caller frees). getenv_fn NULL means the process
 * environment. */
int kp_env_expand(const char *s, kp_getenv_fn getenv_fn, void *opaque,
                  char **out, char *errstr, size_t errstr_size);

/* 1 when a client or plan property holds a secret (sasl.password,
 * ssl.key.password, sasl.jaas.config, *.secret, ...). */
int kp_is_secret_key(const char *key);

/* What secrets are replaced with wherever kplan writes them. */
#define KP_REDACTED "[redacted]"

/* The value to show for key: KP_REDACTED for secrets, else the value. */
const char *kp_redact(const char *key, const char *value);

#endif
