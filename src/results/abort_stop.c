/* results.json's tier "abort": a tier stopped by an abort criterion
 * (results/results.h, kp_abort_stop). */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/util.h"
#include "results/results.h"

cJSON *kp_abort_stop_json(const kp_abort_stop *a)
{
        cJSON *o = cJSON_CreateObject();
        if (!o)
                return NULL;
        cJSON_AddNumberToObject(o, "criterion", (double)a->criterion);
        cJSON_AddStringToObject(o, "scope", a->run ? "run" : "tier");
        cJSON_AddNumberToObject(o, "value", a->value);
        cJSON_AddNumberToObject(o, "at_s", a->at_s);
        cJSON_AddNumberToObject(o, "planned_s", a->planned_s);
        if (isfinite(a->for_s))
                cJSON_AddNumberToObject(o, "for_s", a->for_s);
        cJSON_AddStringToObject(o, "at", a->at);
        cJSON_AddStringToObject(o, "reason", a->reason ? a->reason : "");
        return o;
}

static int num(const cJSON *o, const char *key, double *out)
{
        const cJSON *v = cJSON_GetObjectItemCaseSensitive(o, key);
        if (!cJSON_IsNumber(v))
                return -1;
        *out = v->valuedouble;
        return 0;
}

int kp_abort_stop_from(const cJSON *o, kp_abort_stop *a, const char *where,
                       char *errstr, size_t errstr_size)
{
        const cJSON *at, *reason, *scope, *for_s;
        double crit;
        if (!o || cJSON_IsNull(o))
                return 0;
        at = cJSON_GetObjectItemCaseSensitive(o, "at");
        reason = cJSON_GetObjectItemCaseSensitive(o, "reason");
        scope = cJSON_GetObjectItemCaseSensitive(o, "scope");
        if (!cJSON_IsObject(o) || num(o, "criterion", &crit) || crit < 0 ||
            num(o, "value", &a->value) || num(o, "at_s", &a->at_s) ||
            num(o, "planned_s", &a->planned_s) || !cJSON_IsString(at) ||
            !cJSON_IsString(reason) || !cJSON_IsString(scope))
                return kp_err(errstr, errstr_size,
                              "%s: expected an object with criterion, scope, "
                              "value, at_s, planned_s, at and reason",
                              where);
        for_s = cJSON_GetObjectItemCaseSensitive(o, "for_s");
        a->for_s = cJSON_IsNumber(for_s) ? for_s->valuedouble : NAN;
        a->criterion = (size_t)crit;
        a->run = strcmp(scope->valuestring, "run") == 0;
        snprintf(a->at, sizeof(a->at), "%s", at->valuestring);
        a->reason = strdup(reason->valuestring);
        if (!a->reason)
                return kp_err(errstr, errstr_size, "out of memory");
        a->stopped = 1;
        return 0;
}

void kp_abort_stop_free(kp_abort_stop *a)
{
        free(a->reason);
        memset(a, 0, sizeof(*a));
}
