/* Judgments as records (judgment.h). */
#include "evaluate/judgment.h"

#include <math.h>
#include <string.h>

static const char *const code_names[KP_J__COUNT] = {
#define KP_JCODE_NAME(name, str) [KP_J_##name] = str,
        KP_JCODES(KP_JCODE_NAME)
#undef KP_JCODE_NAME
};

const char *kp_jcode_str(kp_jcode c)
{
        return (unsigned)c < KP_J__COUNT ? code_names[c] : "?";
}

kp_jcode kp_jcode_parse(const char *s)
{
        for (int c = 0; s && c < KP_J__COUNT; c++)
                if (strcmp(code_names[c], s) == 0)
                        return (kp_jcode)c;
        return KP_J_NONE;
}

const char *kp_strength_str(kp_strength s)
{
        switch (s) {
        case KP_STRENGTH_SHOWN:
                return "shown";
        case KP_STRENGTH_SUGGESTED:
                return "suggested";
        case KP_STRENGTH_NOT_DETERMINED:
                return "not-determined";
        }
        return "?";
}

const char *kp_subject_str(kp_subject s)
{
        switch (s) {
        case KP_SUBJ_RUN:
                return "run";
        case KP_SUBJ_TIER:
                return "tier";
        case KP_SUBJ_PHASE:
                return "phase";
        case KP_SUBJ_BROKER:
                return "broker";
        case KP_SUBJ_CLIENT:
                return "client";
        case KP_SUBJ_HOST:
                return "host";
        }
        return "?";
}

void kp_judgment_init(kp_judgment *j, kp_jcode code, kp_subject subject)
{
        memset(j, 0, sizeof(*j));
        j->code = code;
        j->subject = subject;
        j->broker = -1;
        j->strength = KP_STRENGTH_SHOWN;
}

static kp_jfigure *add(kp_judgment *j, const char *name, const char *unit)
{
        kp_jfigure *f;
        if (j->n_fig >= KP_J_MAX_FIGURES)
                return NULL;
        f = &j->fig[j->n_fig++];
        memset(f, 0, sizeof(*f));
        f->name = name;
        f->unit = unit;
        f->value = NAN;
        f->start_s = f->end_s = NAN;
        f->samples = -1;
        return f;
}

kp_jfigure *kp_judgment_num(kp_judgment *j, const char *name, const char *unit,
                            double value)
{
        kp_jfigure *f = add(j, name, unit);
        if (f)
                f->value = value;
        return f;
}

kp_jfigure *kp_judgment_name(kp_judgment *j, const char *name, const char *text)
{
        kp_jfigure *f = add(j, name, "name");
        if (f)
                f->text = text;
        return f;
}

static void add_num(cJSON *o, const char *key, double v)
{
        if (isfinite(v))
                cJSON_AddNumberToObject(o, key, v);
        else
                cJSON_AddNullToObject(o, key);
}

static cJSON *figure_json(const kp_jfigure *f)
{
        cJSON *o = cJSON_CreateObject();
        if (!o)
                return NULL;
        cJSON_AddStringToObject(o, "name", f->name);
        cJSON_AddStringToObject(o, "unit", f->unit);
        if (f->text)
                cJSON_AddStringToObject(o, "text", f->text);
        else
                add_num(o, "value", f->value);
        if (isfinite(f->start_s) && isfinite(f->end_s)) {
                cJSON *w = cJSON_AddArrayToObject(o, "window");
                if (w) {
                        cJSON_AddItemToArray(w, cJSON_CreateNumber(f->start_s));
                        cJSON_AddItemToArray(w, cJSON_CreateNumber(f->end_s));
                }
        }
        if (f->samples >= 0)
                cJSON_AddNumberToObject(o, "samples", (double)f->samples);
        return o;
}

cJSON *kp_judgments_to_json(const kp_judgment *v, size_t n)
{
        cJSON *a = cJSON_CreateArray();
        for (size_t i = 0; a && i < n; i++) {
                cJSON *o = kp_judgment_to_json(&v[i]);
                if (!o) {
                        cJSON_Delete(a);
                        return NULL;
                }
                cJSON_AddItemToArray(a, o);
        }
        return a;
}

cJSON *kp_judgment_to_json(const kp_judgment *j)
{
        cJSON *o = cJSON_CreateObject(), *s, *figs;
        if (!o)
                return NULL;
        cJSON_AddStringToObject(o, "code", kp_jcode_str(j->code));
        cJSON_AddStringToObject(o, "strength", kp_strength_str(j->strength));
        s = cJSON_AddObjectToObject(o, "subject");
        if (s) {
                cJSON_AddStringToObject(s, "kind", kp_subject_str(j->subject));
                if (j->tier)
                        cJSON_AddStringToObject(s, "tier", j->tier);
                if (j->phase)
                        cJSON_AddStringToObject(s, "phase", j->phase);
                if (j->broker >= 0)
                        cJSON_AddNumberToObject(s, "broker", j->broker);
                if (j->host)
                        cJSON_AddStringToObject(s, "host", j->host);
        }
        figs = cJSON_AddArrayToObject(o, "figures");
        for (size_t i = 0; figs && i < j->n_fig; i++)
                cJSON_AddItemToArray(figs, figure_json(&j->fig[i]));
        if (!s || !figs) {
                cJSON_Delete(o);
                return NULL;
        }
        return o;
}
