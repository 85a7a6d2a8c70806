/*
 * fields: the field tables results.json is read and written with (one
 * line per scalar field, both directions), shared by the model's
 * modules (fields.h).
 */
#include "results/fields.h"

#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "base/util.h"

/* Doubles that are not finite (a rate over zero seconds) are written as
 * null, which JSON can hold, and read back as 0. */
cJSON *kp_fields_num(double v)
{
        return isfinite(v) ? cJSON_CreateNumber(v) : cJSON_CreateNull();
}

/* A JSON number as an int in [lo, hi], or dflt when it is missing, not
 * a number, not whole or out of range (a corrupt file must not become
 * undefined behaviour). */
int kp_fields_int(const cJSON *v, int lo, int hi, int dflt)
{
        double d;
        if (!cJSON_IsNumber(v))
                return dflt;
        d = v->valuedouble;
        if (!(d >= lo && d <= hi) || d != floor(d))
                return dflt;
        return (int)d;
}

void kp_fields_put(cJSON *o, const void *base, const kp_field *f, size_t n)
{
        const char *b = base;
        for (size_t i = 0; i < n; i++) {
                const void *p = b + f[i].off;
                switch (f[i].type) {
                case KP_F_DBL:
                        cJSON_AddItemToObject(
                            o, f[i].name, kp_fields_num(*(const double *)p));
                        break;
                case KP_F_I64:
                        cJSON_AddNumberToObject(o, f[i].name,
                                                (double)*(const int64_t *)p);
                        break;
                case KP_F_U64:
                        cJSON_AddNumberToObject(o, f[i].name,
                                                (double)*(const uint64_t *)p);
                        break;
                case KP_F_INT:
                        cJSON_AddNumberToObject(o, f[i].name, *(const int *)p);
                        break;
                case KP_F_BOOL:
                        cJSON_AddBoolToObject(o, f[i].name, *(const int *)p);
                        break;
                case KP_F_STAMP:
                        cJSON_AddStringToObject(o, f[i].name, (const char *)p);
                        break;
                }
        }
}

int kp_fields_get(const cJSON *o, void *base, const kp_field *f, size_t n,
                  const char *where, char *errstr, size_t errstr_size)
{
        char *b = base;
        if (!cJSON_IsObject(o))
                return kp_err(errstr, errstr_size, "%s: expected an object",
                              where);
        for (size_t i = 0; i < n; i++) {
                const cJSON *v = cJSON_GetObjectItemCaseSensitive(o, f[i].name);
                void *p = b + f[i].off;
                int ok;
                switch (f[i].type) {
                case KP_F_BOOL:
                        ok = cJSON_IsBool(v);
                        if (ok)
                                *(int *)p = cJSON_IsTrue(v);
                        break;
                case KP_F_STAMP:
                        ok = cJSON_IsString(v) && strlen(v->valuestring) < 32;
                        if (ok)
                                snprintf((char *)p, 32, "%s", v->valuestring);
                        break;
                default:
                        ok = cJSON_IsNumber(v) || cJSON_IsNull(v);
                        if (!ok)
                                break;
                        {
                                double d = cJSON_IsNull(v) ? 0 : v->valuedouble;
                                /* Integers within what JSON holds exactly,
                                 * doubles finite (null stands for a value
                                 * that was not finite). */
                                double lim = 9007199254740992.0;
                                if (f[i].type == KP_F_I64) {
                                        ok = d >= -lim && d <= lim;
                                        if (ok)
                                                *(int64_t *)p = (int64_t)d;
                                } else if (f[i].type == KP_F_DBL) {
                                        ok = isfinite(d);
                                        if (ok)
                                                *(double *)p = d;
                                } else if (f[i].type == KP_F_U64) {
                                        ok = d >= 0 && d <= lim;
                                        if (ok)
                                                *(uint64_t *)p = (uint64_t)d;
                                } else {
                                        ok = d >= INT32_MIN && d <= INT32_MAX;
                                        if (ok)
                                                *(int *)p = (int)d;
                                }
                        }
                        break;
                }
                if (!ok && cJSON_IsNumber(v) && f[i].type == KP_F_U64)
                        return kp_err(errstr, errstr_size,
                                      "%s.%s: expected a count from 0 to "
                                      "2^53, got %g",
                                      where, f[i].name, v->valuedouble);
                if (!ok && cJSON_IsNumber(v))
                        return kp_err(errstr, errstr_size,
                                      "%s.%s: expected a finite number in "
                                      "range, got %g",
                                      where, f[i].name, v->valuedouble);
                if (!ok)
                        return kp_err(errstr, errstr_size,
                                      "%s.%s: missing or of the wrong type",
                                      where, f[i].name);
        }
        return 0;
}

const char *kp_fields_str(const cJSON *o, const char *key)
{
        const cJSON *v = cJSON_GetObjectItemCaseSensitive(o, key);
        return cJSON_IsString(v) ? v->valuestring : NULL;
}

void kp_fields_add_str(cJSON *o, const char *key, const char *s)
{
        if (s)
                cJSON_AddStringToObject(o, key, s);
        else
                cJSON_AddNullToObject(o, key);
}
