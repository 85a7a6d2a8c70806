/* A tier's reason as a code and its figures (tier_reason.h). */
#include "results/tier_reason.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "base/util.h"
#include "results/fields.h"
#include "results/results.h"

static const char *const names[KP_TR__COUNT] = {
#define KP_TREASON_NAME(name, str) [KP_TR_##name] = str,
        KP_TREASONS(KP_TREASON_NAME)
#undef KP_TREASON_NAME
};

/* Each code's figures: machine name and unit, in the sentence's order. */
static const struct {
        const char *name, *unit;
} figures[KP_TR__COUNT][KP_TR_MAX_FIGURES] = {
        [KP_TR_ABORTED] = { { "criterion", "name" },
                            { "value", "name" },
                            { "at_s", "s" } },
        [KP_TR_INTERRUPTED] = { { "sent", "count" }, { "messages", "count" } },
        [KP_TR_UNDELIVERED] = { { "failed", "count" },
                                { "undelivered", "count" } },
        [KP_TR_UNDELIVERED_CODES] = { { "failed", "count" },
                                      { "errors", "name" },
                                      { "undelivered", "count" } },
        [KP_TR_CONSUMER_TIMEOUT] = { { "timeout_s", "s" },
                                     { "read", "count" },
                                     { "expected", "count" } },
        [KP_TR_NOT_READ_BACK] = { { "missing", "count" } },
        [KP_TR_LOST] = { { "missing", "count" } },
        [KP_TR_CONSUME_ERROR] = { { "error", "name" } },
        [KP_TR_PRODUCE_ERROR] = { { "error", "name" } },
        [KP_TR_OFFSETS] = { { "error", "name" } },
        [KP_TR_ERROR] = { { "error", "name" } },
        [KP_TR_AGENT_LOST] = { { "agent", "name" },
                               { "phase", "name" },
                               { "silent_s", "s" } },
        [KP_TR_AGENT_ERROR] = { { "agent", "name" }, { "error", "name" } },
        [KP_TR_NOT_RUN_AGENT_LOST] = { { "agents", "name" },
                                       { "tier", "name" } },
        [KP_TR_SEARCH_NO_RATE] = { { "from", "count" } },
};

const char *kp_treason_str(kp_treason c)
{
        return (unsigned)c < KP_TR__COUNT ? names[c] : "?";
}

kp_treason kp_treason_parse(const char *s)
{
        for (int c = 0; s && c < KP_TR__COUNT; c++)
                if (strcmp(names[c], s) == 0)
                        return (kp_treason)c;
        return KP_TR_NONE;
}

size_t kp_treason_figures(kp_treason code)
{
        size_t n = 0;
        while ((unsigned)code < KP_TR__COUNT && n < KP_TR_MAX_FIGURES &&
               figures[code][n].name)
                n++;
        return n;
}

const char *kp_treason_figure(kp_treason code, size_t i, const char **unit)
{
        if (i >= kp_treason_figures(code))
                return NULL;
        if (unit)
                *unit = figures[code][i].unit;
        return figures[code][i].name;
}

void kp_tier_reason_free(kp_tier_reason *r)
{
        for (size_t i = 0; i < KP_TR_MAX_FIGURES; i++)
                free(r->text[i]);
        memset(r, 0, sizeof(*r));
}

int kp_tier_reason_vset(kp_tier_reason *r, kp_treason code, va_list ap)
{
        size_t n = kp_treason_figures(code);
        kp_tier_reason_free(r);
        r->code = code;
        for (size_t i = 0; i < n; i++) {
                const char *unit = "";
                kp_treason_figure(code, i, &unit);
                r->value[i] = NAN;
                if (strcmp(unit, "name") == 0) {
                        const char *s = va_arg(ap, const char *);
                        r->text[i] = strdup(s ? s : "");
                        if (!r->text[i]) {
                                kp_tier_reason_free(r);
                                return -1;
                        }
                } else {
                        r->value[i] = va_arg(ap, double);
                }
        }
        r->n = n;
        return 0;
}

int kp_tier_reason_set(kp_tier_reason *r, kp_treason code, ...)
{
        va_list ap;
        int rc;
        va_start(ap, code);
        rc = kp_tier_reason_vset(r, code, ap);
        va_end(ap);
        return rc;
}

void kp_tier_result_reason_free(kp_tier_result *t)
{
        free(t->reason);
        t->reason = NULL;
        kp_tier_reason_free(&t->why);
}

void kp_tier_reason_to_json(cJSON *to, const kp_tier_result *t)
{
        const kp_tier_reason *r = &t->why;
        cJSON *f;
        kp_fields_add_str(to, "reason", t->reason);
        if (r->code == KP_TR_NONE)
                return;
        cJSON_AddStringToObject(to, "reason_code", kp_treason_str(r->code));
        f = cJSON_AddObjectToObject(to, "reason_figures");
        for (size_t i = 0; f && i < r->n; i++) {
                const char *unit = "",
                           *name = kp_treason_figure(r->code, i, &unit);
                if (r->text[i])
                        cJSON_AddStringToObject(f, name, r->text[i]);
                else if (isfinite(r->value[i]))
                        cJSON_AddNumberToObject(f, name, r->value[i]);
                else
                        cJSON_AddNullToObject(f, name);
        }
}

int kp_tier_reason_from_json(const cJSON *it, kp_tier_result *t)
{
        kp_tier_reason *r = &t->why;
        const cJSON *f = cJSON_GetObjectItemCaseSensitive(it, "reason_figures");
        kp_treason code = kp_treason_parse(kp_fields_str(it, "reason_code"));
        kp_tier_result_reason_free(t);
        if (kp_fields_str(it, "reason")) {
                t->reason = strdup(kp_fields_str(it, "reason"));
                if (!t->reason)
                        return -1;
        }
        r->code = code;
        r->n = kp_treason_figures(code);
        for (size_t i = 0; i < r->n; i++) {
                const char *unit = "",
                           *name = kp_treason_figure(code, i, &unit);
                const cJSON *v = cJSON_GetObjectItemCaseSensitive(f, name);
                r->value[i] = cJSON_IsNumber(v) ? v->valuedouble : NAN;
                if (strcmp(unit, "name") == 0 &&
                    !(r->text[i] =
                          strdup(cJSON_IsString(v) ? v->valuestring : ""))) {
                        kp_tier_result_reason_free(t);
                        return -1;
                }
        }
        return 0;
}
