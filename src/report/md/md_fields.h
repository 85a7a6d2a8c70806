/*
 * md_fields: the Markdown view (md_view.h) described as tables, one per
 * report model struct, and the one walker that turns a struct and its
 * table into view keys. A table row names a template key, what kind of
 * field it shows and where the field sits (offsetof); the macros below
 * check the field's C type at compile time, so that a row cannot read a
 * field as what it is not. A table ends with a row whose key is NULL.
 */
#ifndef KP_REPORT_MD_FIELDS_H
#define KP_REPORT_MD_FIELDS_H

#include <stddef.h>

#include <cjson/cJSON.h>

#include "report/model/model.h"
#include "report/model/view.h"

typedef enum kp_vf_kind {
        KP_VF_STR,       /* const char *, NULL shown as "" */
        KP_VF_STR_SET,   /* const char *, the key left out when NULL */
        KP_VF_NUM,       /* double */
        KP_VF_INT,       /* int, as a number */
        KP_VF_SIZE,      /* size_t, as a number */
        KP_VF_BOOL,      /* int, as a boolean */
        KP_VF_ANY,       /* size_t count, as a boolean: count > 0 */
        KP_VF_IS,        /* an enum, as a boolean: == arg */
        KP_VF_CELL,      /* kp_rm_cell: key (its text), key_raw (its number) */
        KP_VF_MARKED,    /* a cell as KP_VF_CELL, and key_mark (its mark) */
        KP_VF_TEXT,      /* kp_rm_cell: its text only */
        KP_VF_KV,        /* kp_rm_kv: an array of {key, value} */
        KP_VF_OBJ,       /* a struct at off: an object, by sub */
        KP_VF_INLINE,    /* a struct at off: its keys in this object, by sub */
        KP_VF_LIST,      /* a pointer to structs, the size_t count at arg: an
                            array of objects by sub; a struct whose int at
                            when - 1 is 0 is left out (when 0: none is) */
        KP_VF_ROWS,      /* structs in place, the size_t count at arg */
        KP_VF_ARRAY,     /* arg structs in place */
        KP_VF_STRS,      /* char **, the size_t count at arg: strings */
        KP_VF_STRA,      /* arg strings in place */
        KP_VF_CHART,     /* size_t index into the model's charts: an object
                            with present, and file, title, alt, caption */
        KP_VF_STOP,      /* no more keys in this object when the int at off
                            is 0 */
        KP_VF_STOP_NULL, /* no more keys when the pointer at off is NULL */
        KP_VF_POS,       /* the struct's 1-based position in its array */
        KP_VF_FN         /* fn does it */
} kp_vf_kind;

struct kp_vf;

/* Where the walker is: the model (for what a field indexes) and the
 * struct's position in its array (0 outside one). */
typedef struct kp_vf_at {
        const kp_rmodel *m;
        size_t pos;
} kp_vf_at;

/* A row that no kind serves: puts what it shows into o, from the struct
 * at base (its own row f gives the key and the offset). */
typedef void (*kp_vf_fn)(kp_vb *b, cJSON *o, const struct kp_vf *f,
                         const void *base, const kp_vf_at *at);

typedef struct kp_vf {
        const char *key;
        kp_vf_kind kind;
        size_t off;
        size_t arg;  /* a count's offset, a number, or an enum value */
        size_t size; /* an array's element size */
        const struct kp_vf *sub;
        size_t when; /* KP_VF_LIST: offset + 1 of the int that keeps one */
        kp_vf_fn fn;
} kp_vf;

/* Puts the keys of table t for the struct at base into object o. */
void kp_vf_put(kp_vb *b, cJSON *o, const kp_vf *t, const void *base,
               const kp_vf_at *at);

/* A cell as KP_VF_CELL puts it, for a row that no table describes. */
void kp_vf_cell(kp_vb *b, cJSON *o, const char *key, const kp_rm_cell *c);

/* The offset of T's field f, checked to be of one of the types listed
 * (a _Generic association list, each type mapped to 0). */
#define KP_VF_OFF(T, f, ...)                                                   \
        (offsetof(T, f) + 0 * sizeof(_Generic(((T *)0)->f, __VA_ARGS__)))
#define KP_VF_TSTR  char * : 0, const char * : 0
#define KP_VF_TSTRS char ** : 0, char *const * : 0, const char ** : 0

#define VF_S(k, T, f)                                                          \
        {                                                                      \
                k, KP_VF_STR, KP_VF_OFF(T, f, KP_VF_TSTR), 0, 0, 0, 0, 0       \
        }
#define VF_S_SET(k, T, f)                                                      \
        {                                                                      \
                k, KP_VF_STR_SET, KP_VF_OFF(T, f, KP_VF_TSTR), 0, 0, 0, 0, 0   \
        }
/* A number: double, int or size_t. */
#define VF_N(k, T, f)                                                          \
        {                                                                      \
                k,                                                             \
                    _Generic(((T *)0)->f, double                               \
                             : KP_VF_NUM, int                                  \
                             : KP_VF_INT, size_t                               \
                             : KP_VF_SIZE),                                    \
                    offsetof(T, f), 0, 0, 0, 0, 0                              \
        }
#define VF_B(k, T, f)                                                          \
        {                                                                      \
                k, KP_VF_BOOL, KP_VF_OFF(T, f, int : 0), 0, 0, 0, 0, 0         \
        }
#define VF_ANY(k, T, f)                                                        \
        {                                                                      \
                k, KP_VF_ANY, KP_VF_OFF(T, f, size_t : 0), 0, 0, 0, 0, 0       \
        }
#define VF_IS(k, T, f, v)                                                      \
        {                                                                      \
                k, KP_VF_IS,                                                   \
                    offsetof(T, f) +                                           \
                        0 * sizeof(char[sizeof(((T *)0)->f) == sizeof(int)     \
                                            ? 1                                \
                                            : -1]),                            \
                    (size_t)(v), 0, 0, 0, 0                                    \
        }
#define VF_CELL_(k, kind, T, f)                                                \
        {                                                                      \
                k, kind, KP_VF_OFF(T, f, kp_rm_cell : 0), 0, 0, 0, 0, 0        \
        }
#define VF_C(k, T, f) VF_CELL_(k, KP_VF_CELL, T, f)
#define VF_M(k, T, f) VF_CELL_(k, KP_VF_MARKED, T, f)
#define VF_T(k, T, f) VF_CELL_(k, KP_VF_TEXT, T, f)
#define VF_KV(k, T, f)                                                         \
        {                                                                      \
                k, KP_VF_KV, KP_VF_OFF(T, f, kp_rm_kv : 0), 0, 0, 0, 0, 0      \
        }
#define VF_OBJ(k, T, f, E, sub)                                                \
        {                                                                      \
                k, KP_VF_OBJ, KP_VF_OFF(T, f, E : 0), 0, 0, sub, 0, 0          \
        }
/* An object of keys from T itself (an empty field path: offset 0). */
#define VF_SELF(k, sub)                                                        \
        {                                                                      \
                k, KP_VF_OBJ, 0, 0, 0, sub, 0, 0                               \
        }
/* The keys of another table of the same struct, in this object. */
#define VF_ALSO(sub)                                                           \
        {                                                                      \
                "", KP_VF_INLINE, 0, 0, 0, sub, 0, 0                           \
        }
#define VF_INLINE(T, f, E, sub)                                                \
        {                                                                      \
                "", KP_VF_INLINE, KP_VF_OFF(T, f, E : 0), 0, 0, sub, 0, 0      \
        }
#define VF_LIST_(k, T, f, n, E, sub, when)                                     \
        {                                                                      \
                k, KP_VF_LIST, KP_VF_OFF(T, f, E * : 0, const E * : 0),        \
                    KP_VF_OFF(T, n, size_t : 0), sizeof(E), sub, when, 0       \
        }
#define VF_LIST(k, T, f, n, E, sub) VF_LIST_(k, T, f, n, E, sub, 0)
/* Only the structs whose int field w is not 0. */
#define VF_LIST_IF(k, T, f, n, E, sub, w)                                      \
        VF_LIST_(k, T, f, n, E, sub, KP_VF_OFF(E, w, int : 0) + 1)
#define VF_ROWS(k, T, f, n, E, sub)                                            \
        {                                                                      \
                k, KP_VF_ROWS, KP_VF_OFF(T, f, E * : 0),                       \
                    KP_VF_OFF(T, n, size_t : 0), sizeof(E), sub, 0, 0          \
        }
#define VF_ARRAY(k, T, f, E, sub)                                              \
        {                                                                      \
                k, KP_VF_ARRAY, KP_VF_OFF(T, f, E * : 0),                      \
                    sizeof(((T *)0)->f) / sizeof(E), sizeof(E), sub, 0, 0      \
        }
#define VF_STRS(k, T, f, n)                                                    \
        {                                                                      \
                k, KP_VF_STRS, KP_VF_OFF(T, f, KP_VF_TSTRS),                   \
                    KP_VF_OFF(T, n, size_t : 0), 0, 0, 0, 0                    \
        }
#define VF_STRA(k, T, f)                                                       \
        {                                                                      \
                k, KP_VF_STRA, KP_VF_OFF(T, f, KP_VF_TSTRS),                   \
                    sizeof(((T *)0)->f) / sizeof(((T *)0)->f[0]), 0, 0, 0, 0   \
        }
#define VF_CHART(k, T, f)                                                      \
        {                                                                      \
                k, KP_VF_CHART, KP_VF_OFF(T, f, size_t : 0), 0, 0, 0, 0, 0     \
        }
#define VF_STOP(T, f)                                                          \
        {                                                                      \
                "", KP_VF_STOP, KP_VF_OFF(T, f, int : 0), 0, 0, 0, 0, 0        \
        }
#define VF_STOP_NULL(T, f)                                                     \
        {                                                                      \
                "", KP_VF_STOP_NULL, KP_VF_OFF(T, f, KP_VF_TSTR), 0, 0, 0, 0,  \
                    0                                                          \
        }
#define VF_POS(k)                                                              \
        {                                                                      \
                k, KP_VF_POS, 0, 0, 0, 0, 0, 0                                 \
        }
/* fn, given the offset of T's field f (f checked to exist). */
#define VF_FN(k, T, f, fn)                                                     \
        {                                                                      \
                k, KP_VF_FN, offsetof(T, f), 0, 0, 0, 0, fn                    \
        }
/* The verdict words of a row: verdict (its text), pass, fail,
 * incomplete, inconclusive. */
#define VF_VERDICT(T, v, text)                                                 \
        VF_S("verdict", T, text), VF_IS("pass", T, v, KP_PASS),                \
            VF_IS("fail", T, v, KP_FAIL),                                      \
            VF_IS("incomplete", T, v, KP_INCOMPLETE),                          \
            VF_IS("inconclusive", T, v, KP_INCONCLUSIVE)
#define VF_END                                                                 \
        {                                                                      \
                0                                                              \
        }

/* A chart's file, title, alt text and caption, the keys every chart of
 * the view has (KP_VF_CHART's, and VF_ALSO in a chart's own table). */
extern const kp_vf kp_vf_chart_head[];

#endif
