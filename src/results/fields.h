/*
 * fields: the field tables results.json is read and written with, one
 * line per scalar field of a struct, both directions. Private to the
 * results layer (results.c, client.c, ...).
 */
#ifndef KP_FIELDS_H
#define KP_FIELDS_H

#include <stddef.h>

#include <cjson/cJSON.h>

/* KP_F_STAMP: a char[32] ISO 8601 time stamp. */
typedef enum kp_ftype {
        KP_F_DBL,
        KP_F_U64,
        KP_F_I64,
        KP_F_INT,
        KP_F_BOOL,
        KP_F_STAMP
} kp_ftype;

typedef struct kp_field {
        const char *name;
        kp_ftype type;
        size_t off;
} kp_field;

#define KP_FD(s, f, t)                                                         \
        {                                                                      \
#f, t, offsetof(s, f)                                          \
        }

/* A double as JSON: a number, or null when it is not finite (a rate
 * over zero seconds), which reads back as 0. NULL when out of memory. */
cJSON *kp_fields_num(double v);

/* A JSON number as an int in [lo, hi], or dflt when it is missing, not
 * a number, not whole or out of range. */
int kp_fields_int(const cJSON *v, int lo, int hi, int dflt);

/* Adds the n fields f of the struct at base to the object o. */
void kp_fields_put(cJSON *o, const void *base, const kp_field *f, size_t n);

/* Reads the n fields f of the object o into the struct at base: every
 * field must be there, of its type and in range (integers exact in a
 * double, doubles finite). Returns 0, or -1 with where.name and what
 * was wrong. */
int kp_fields_get(const cJSON *o, void *base, const kp_field *f, size_t n,
                  const char *where, char *errstr, size_t errstr_size);

/* The string member key of o (borrowed), or NULL. */
const char *kp_fields_str(const cJSON *o, const char *key);

/* Adds s (or null) as member key of o. */
void kp_fields_add_str(cJSON *o, const char *key, const char *s);

#endif
