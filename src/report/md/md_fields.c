/* The walker of the Markdown view's tables (report/md/md_fields.h). */

#include "report/md/md_fields.h"

#include <stdio.h>

#define AT(base, off, T)                                                       \
        ((const T *)(const void *)((const char *)(base) + (off)))

static void put_cell(kp_vb *b, cJSON *o, const char *key, const kp_rm_cell *c,
                     int marked)
{
        char k[96];
        put_str(b, o, key, c->text);
        snprintf(k, sizeof(k), "%s_raw", key);
        put_num(b, o, k, c->raw);
        if (!marked)
                return;
        snprintf(k, sizeof(k), "%s_mark", key);
        put_str(b, o, k, c->mark);
}

const kp_vf kp_vf_chart_head[] = { VF_S("file", kp_rm_chart, file),
                                   VF_S("title", kp_rm_chart, title),
                                   VF_S("alt", kp_rm_chart, alt),
                                   VF_S("caption", kp_rm_chart, caption),
                                   VF_END };

static void put_chart(kp_vb *b, cJSON *o, const char *key, const kp_vf_at *at,
                      size_t k)
{
        cJSON *c = put_obj(b, o, key);
        put_bool(b, c, "present", k < at->m->n_charts);
        if (k >= at->m->n_charts)
                return;
        kp_vf_put(b, c, kp_vf_chart_head, &at->m->charts[k], at);
}

static void put_kv(kp_vb *b, cJSON *o, const char *key, const kp_rm_kv *kv)
{
        cJSON *a = put_arr(b, o, key);
        for (size_t i = 0; a && i < kv->n; i++) {
                cJSON *row = push_obj(b, a);
                put_str(b, row, "key", kv->keys[i]);
                put_str(b, row, "value", kv->values[i]);
        }
}

void kp_vf_cell(kp_vb *b, cJSON *o, const char *key, const kp_rm_cell *c)
{
        put_cell(b, o, key, c, 0);
}

/* An array of n structs of size f->size from v, each an object by f->sub
 * (those whose int at f->when - 1 is 0 left out). */
static void put_structs(kp_vb *b, cJSON *o, const kp_vf *f, const char *v,
                        size_t n, const kp_vf_at *at)
{
        cJSON *a = put_arr(b, o, f->key);
        for (size_t i = 0; a && i < n; i++) {
                const char *e = v + i * f->size;
                kp_vf_at in = { at->m, i + 1 };
                if (f->when && !*AT(e, f->when - 1, int))
                        continue;
                kp_vf_put(b, push_obj(b, a), f->sub, e, &in);
        }
}

static void put_strings(kp_vb *b, cJSON *o, const char *key,
                        const char *const *s, size_t n)
{
        cJSON *a = put_arr(b, o, key);
        for (size_t i = 0; a && i < n; i++)
                push_str(b, a, s[i]);
}

/* Puts one row; returns 1 when the object has no more keys. */
static int put_one(kp_vb *b, cJSON *o, const kp_vf *f, const void *base,
                   const kp_vf_at *at)
{
        switch (f->kind) {
        case KP_VF_STR:
                put_str(b, o, f->key, *AT(base, f->off, const char *));
                break;
        case KP_VF_STR_SET:
                if (*AT(base, f->off, const char *))
                        put_str(b, o, f->key, *AT(base, f->off, const char *));
                break;
        case KP_VF_NUM:
                put_num(b, o, f->key, *AT(base, f->off, double));
                break;
        case KP_VF_INT:
                put_num(b, o, f->key, *AT(base, f->off, int));
                break;
        case KP_VF_SIZE:
                put_num(b, o, f->key, (double)*AT(base, f->off, size_t));
                break;
        case KP_VF_BOOL:
                put_bool(b, o, f->key, *AT(base, f->off, int));
                break;
        case KP_VF_ANY:
                put_bool(b, o, f->key, *AT(base, f->off, size_t) > 0);
                break;
        case KP_VF_IS:
                put_bool(b, o, f->key, *AT(base, f->off, int) == (int)f->arg);
                break;
        case KP_VF_CELL:
        case KP_VF_MARKED:
                put_cell(b, o, f->key, AT(base, f->off, kp_rm_cell),
                         f->kind == KP_VF_MARKED);
                break;
        case KP_VF_TEXT:
                put_str(b, o, f->key, AT(base, f->off, kp_rm_cell)->text);
                break;
        case KP_VF_KV:
                put_kv(b, o, f->key, AT(base, f->off, kp_rm_kv));
                break;
        case KP_VF_OBJ:
                kp_vf_put(b, put_obj(b, o, f->key), f->sub,
                          AT(base, f->off, char), at);
                break;
        case KP_VF_INLINE:
                kp_vf_put(b, o, f->sub, AT(base, f->off, char), at);
                break;
        case KP_VF_LIST:
                put_structs(b, o, f, *AT(base, f->off, const char *),
                            *AT(base, f->arg, size_t), at);
                break;
        case KP_VF_ROWS:
                put_structs(b, o, f, AT(base, f->off, char),
                            *AT(base, f->arg, size_t), at);
                break;
        case KP_VF_ARRAY:
                put_structs(b, o, f, AT(base, f->off, char), f->arg, at);
                break;
        case KP_VF_STRS:
                put_strings(b, o, f->key,
                            *AT(base, f->off, const char *const *),
                            *AT(base, f->arg, size_t));
                break;
        case KP_VF_STRA:
                put_strings(b, o, f->key, AT(base, f->off, const char *),
                            f->arg);
                break;
        case KP_VF_CHART:
                put_chart(b, o, f->key, at, *AT(base, f->off, size_t));
                break;
        case KP_VF_STOP:
                return !*AT(base, f->off, int);
        case KP_VF_STOP_NULL:
                return !*AT(base, f->off, const char *);
        case KP_VF_POS:
                put_num(b, o, f->key, (double)at->pos);
                break;
        case KP_VF_FN:
                f->fn(b, o, f, base, at);
                break;
        }
        return 0;
}

void kp_vf_put(kp_vb *b, cJSON *o, const kp_vf *t, const void *base,
               const kp_vf_at *at)
{
        if (!o)
                return;
        for (; t->key; t++)
                if (put_one(b, o, t, base, at))
                        return;
}
