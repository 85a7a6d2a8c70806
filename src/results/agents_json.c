#include "results/agents_json.h"

#include <stdlib.h>
#include <string.h>

#include "base/util.h"
#include "results/fields.h"

cJSON *kp_agents_json(const kp_agent_info *v, size_t n)
{
        cJSON *a = cJSON_CreateArray();
        for (size_t i = 0; a && i < n; i++) {
                cJSON *o = cJSON_CreateObject();
                if (!o)
                        break;
                kp_fields_add_str(o, "name", v[i].name);
                kp_fields_add_str(o, "host", v[i].host);
                kp_fields_add_str(o, "kplan_version", v[i].kplan_version);
                kp_fields_add_str(o, "librdkafka_version",
                                  v[i].librdkafka_version);
                cJSON_AddNumberToObject(o, "clock_offset_ms",
                                        v[i].clock_offset_ms);
                cJSON_AddNumberToObject(o, "round_trip_ms", v[i].round_trip_ms);
                kp_fields_add_str(o, "lost", v[i].lost);
                cJSON_AddItemToArray(a, o);
        }
        return a;
}

static char *str_of(const cJSON *o, const char *key)
{
        const char *s = kp_fields_str(o, key);
        return s ? strdup(s) : NULL;
}

static double num_of(const cJSON *o, const char *key)
{
        const cJSON *v = cJSON_GetObjectItemCaseSensitive(o, key);
        return cJSON_IsNumber(v) ? v->valuedouble : 0;
}

int kp_agents_from(const cJSON *a, kp_agent_info **v, size_t *n, char *errstr,
                   size_t errstr_size)
{
        const cJSON *it;
        size_t i = 0, cnt;
        *v = NULL;
        *n = 0;
        if (!a || cJSON_IsNull(a))
                return 0;
        if (!cJSON_IsArray(a))
                return kp_err(errstr, errstr_size, "agents: expected an array");
        cnt = (size_t)cJSON_GetArraySize(a);
        if (!cnt)
                return 0;
        *v = calloc(cnt, sizeof(**v));
        if (!*v)
                return kp_err(errstr, errstr_size, "out of memory");
        cJSON_ArrayForEach(it, a)
        {
                kp_agent_info *g = &(*v)[i++];
                if (!cJSON_IsObject(it) ||
                    !cJSON_IsString(
                        cJSON_GetObjectItemCaseSensitive(it, "name"))) {
                        kp_agents_free(*v, cnt);
                        *v = NULL;
                        return kp_err(errstr, errstr_size,
                                      "agents[%zu]: expected an object with "
                                      "a name",
                                      i - 1);
                }
                g->name = str_of(it, "name");
                g->host = str_of(it, "host");
                g->kplan_version = str_of(it, "kplan_version");
                g->librdkafka_version = str_of(it, "librdkafka_version");
                g->lost = str_of(it, "lost");
                g->clock_offset_ms = num_of(it, "clock_offset_ms");
                g->round_trip_ms = num_of(it, "round_trip_ms");
        }
        *n = cnt;
        return 0;
}

void kp_agents_free(kp_agent_info *v, size_t n)
{
        for (size_t i = 0; v && i < n; i++) {
                free(v[i].name);
                free(v[i].host);
                free(v[i].kplan_version);
                free(v[i].librdkafka_version);
                free(v[i].lost);
        }
        free(v);
}
