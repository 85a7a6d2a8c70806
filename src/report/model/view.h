/*
 * view: building the cJSON views that templates render (report_md.c,
 * compare.c). Each helper records a failed allocation in the builder and
 * carries on, so that a view is built in one pass and checked once.
 */
#ifndef KP_VIEW_H
#define KP_VIEW_H

#include <math.h>

#include <cjson/cJSON.h>

typedef struct kp_vb {
        int oom;
} kp_vb;

static inline cJSON *chk(kp_vb *b, cJSON *it)
{
        if (!it)
                b->oom = 1;
        return it;
}

static inline cJSON *put_str(kp_vb *b, cJSON *o, const char *key, const char *s)
{
        return chk(b, cJSON_AddStringToObject(o, key, s ? s : ""));
}

/* A number, or null when it is not finite (JSON has no NaN). */
static inline cJSON *put_num(kp_vb *b, cJSON *o, const char *key, double v)
{
        if (!isfinite(v))
                return chk(b, cJSON_AddNullToObject(o, key));
        return chk(b, cJSON_AddNumberToObject(o, key, v));
}

static inline cJSON *put_bool(kp_vb *b, cJSON *o, const char *key, int v)
{
        return chk(b, cJSON_AddBoolToObject(o, key, v != 0));
}

static inline cJSON *put_obj(kp_vb *b, cJSON *o, const char *key)
{
        return chk(b, cJSON_AddObjectToObject(o, key));
}

static inline cJSON *put_arr(kp_vb *b, cJSON *o, const char *key)
{
        return chk(b, cJSON_AddArrayToObject(o, key));
}

/* A new object appended to array a (NULL, and nothing leaked, when a is
 * NULL or memory runs out). */
static inline cJSON *push_obj(kp_vb *b, cJSON *a)
{
        cJSON *o = chk(b, cJSON_CreateObject());
        if (o && !cJSON_AddItemToArray(a, o)) {
                cJSON_Delete(o);
                b->oom = 1;
                return NULL;
        }
        return o;
}

static inline void push_str(kp_vb *b, cJSON *a, const char *s)
{
        cJSON *it = chk(b, cJSON_CreateString(s ? s : ""));
        if (it && !cJSON_AddItemToArray(a, it)) {
                cJSON_Delete(it);
                b->oom = 1;
        }
}

#endif
