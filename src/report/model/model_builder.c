/*
 * The report model builder's building blocks (model_priv.h): memory and
 * strings that record a failure in the builder and carry on, cells and
 * their number formats, key=value lists, a results tier's plan tier. The
 * parts of the model stand on these; these call no part.
 */
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/units.h"
#include "base/util.h"
#include "report/model/format.h"
#include "report/model/model_priv.h"

kp_rm_state kp_rm_state_of(kp_verdict v)
{
        switch (v) {
        case KP_PASS:
                return KP_RM_PASS;
        case KP_FAIL:
                return KP_RM_FAIL;
        case KP_INCOMPLETE:
                return KP_RM_INCOMPLETE;
        case KP_NA:
                return KP_RM_NA;
        case KP_INCONCLUSIVE:
                return KP_RM_INCOMPLETE; /* unsettled, as INCOMPLETE */
        }
        return KP_RM_PLAIN;
}

char *mb_strdup(mb *b, const char *s)
{
        char *d = strdup(s ? s : "");
        if (!d)
                b->oom = 1;
        return d;
}

char *mb_printf(mb *b, const char *fmt, ...)
{
        va_list ap;
        char *s;
        int n;
        va_start(ap, fmt);
        n = vasprintf(&s, fmt, ap);
        va_end(ap);
        if (n < 0) {
                b->oom = 1;
                return NULL;
        }
        return s;
}

char *mb_take(mb *b, kp_buf *s)
{
        if (s->oom) {
                b->oom = 1;
                kp_buf_free(s);
                return NULL;
        }
        return s->s ? s->s : mb_strdup(b, "");
}

void *mb_calloc(mb *b, size_t n, size_t size)
{
        void *p = calloc(n + 1, size);
        if (!p)
                b->oom = 1;
        return p;
}

void *mb_grow(mb *b, void *arr, size_t n, size_t size)
{
        char *v = realloc(arr, (n + 1) * size);
        if (!v) {
                b->oom = 1;
                return NULL;
        }
        memset(v + n * size, 0, size);
        return v;
}

void mb_cell_text(mb *b, kp_rm_cell *c, const char *text)
{
        c->text = mb_strdup(b, text);
        c->raw = NAN;
        c->fmt = KP_RM_TEXT;
}

void mb_cell_num(mb *b, kp_rm_cell *c, const char *text, double raw,
                 kp_rm_fmt fmt)
{
        c->text = mb_strdup(b, text);
        c->raw = raw;
        c->fmt = fmt;
}

void mb_cell_count(mb *b, kp_rm_cell *c, uint64_t n)
{
        char s[64];
        mb_cell_num(b, c, kp_fmt_count(s, sizeof(s), n), (double)n, KP_RM_INT);
}

kp_rm_fmt mb_fmt_digits(const char *unit, double v, kp_rm_fmt kind)
{
        if (!isfinite(v))
                return kind;
        if (kind == KP_RM_DEC1 && strcmp(unit, "msg/s") == 0)
                return fabs(v) < 10000 ? KP_RM_DEC1 : KP_RM_INT;
        if (kind == KP_RM_DEC2 && strcmp(unit, "MiB/s") == 0)
                return fabs(v) < 10 ? KP_RM_DEC2 : KP_RM_DEC1;
        if (kind == KP_RM_MS && strcmp(unit, "ms") == 0)
                return fabs(v) < 100 ? KP_RM_MS : KP_RM_DEC2;
        if ((kind == KP_RM_PCT || kind == KP_RM_RATIO) &&
            strcmp(unit, "ratio") == 0) {
                switch (kp_rfmt_pct_decimals(v)) {
                case 0:
                        return KP_RM_PCT0;
                case 2:
                        return KP_RM_PCT2;
                case 3:
                        return KP_RM_PCT3;
                default:
                        return KP_RM_PCT;
                }
        }
        return kind;
}

/* The unit whose digits formatter fmt gives (mb_fmt_digits), or "". */
static const char *unit_of(const char *(*fmt)(char *, size_t, double))
{
        return fmt == kp_rfmt_rate  ? "msg/s"
               : fmt == kp_rfmt_mib ? "MiB/s"
               : fmt == kp_rfmt_ms  ? "ms"
               : fmt == kp_rfmt_pct ? "ratio"
                                    : "";
}

void mb_cell_fmt(mb *b, kp_rm_cell *c, double v,
                 const char *(*fmt)(char *, size_t, double), kp_rm_fmt kind)
{
        char s[96];
        mb_cell_num(b, c, fmt(s, sizeof(s), v), v,
                    mb_fmt_digits(unit_of(fmt), v, kind));
}

void mb_cell_opt(mb *b, kp_rm_cell *c, double v,
                 const char *(*fmt)(char *, size_t, double), kp_rm_fmt kind)
{
        char s[96];
        if (isfinite(v))
                mb_cell_num(b, c, fmt(s, sizeof(s), v), v,
                            mb_fmt_digits(unit_of(fmt), v, kind));
        else
                mb_cell_num(b, c, "", NAN, kind);
}

void mb_cell_duration(mb *b, kp_rm_cell *c, double seconds)
{
        char s[64];
        mb_cell_num(b, c, kp_fmt_duration(s, sizeof(s), seconds), seconds,
                    KP_RM_MS);
}

void mb_cell_free(kp_rm_cell *c)
{
        free(c->text);
        free(c->comment);
}

void mb_cells_free(kp_rm_cell *const *c, size_t n)
{
        for (size_t i = 0; i < n; i++)
                mb_cell_free(c[i]);
}

void mb_strs_free(char **s, size_t n)
{
        for (size_t i = 0; s && i < n; i++)
                free(s[i]);
        free(s);
}

void mb_kv_build(mb *b, kp_rm_kv *kv, const kp_kvlist *l)
{
        kp_buf sum = { 0 }, lines = { 0 };
        kv->keys = mb_calloc(b, l->n, sizeof(*kv->keys));
        kv->values = mb_calloc(b, l->n, sizeof(*kv->values));
        for (size_t i = 0; kv->keys && kv->values && i < l->n; i++) {
                const char *v = kp_redact(l->items[i].key, l->items[i].value);
                kv->keys[i] = mb_strdup(b, l->items[i].key);
                kv->values[i] = mb_strdup(b, v);
                kp_buf_printf(&sum, "%s%s=%s", i ? ", " : "", l->items[i].key,
                              v);
                kp_buf_printf(&lines, "%s%s=%s", i ? "\n" : "", l->items[i].key,
                              v);
                kv->n = i + 1;
        }
        kv->summary = mb_take(b, &sum);
        kv->lines = mb_take(b, &lines);
}

void mb_kv_free(kp_rm_kv *kv)
{
        for (size_t i = 0; i < kv->n; i++) {
                free(kv->keys[i]);
                free(kv->values[i]);
        }
        free(kv->keys);
        free(kv->values);
        free(kv->summary);
        free(kv->lines);
}

const kp_tier *mb_spec(const kp_results *r, size_t i)
{
        if (i < r->plan->n_tiers &&
            strcmp(r->plan->tiers[i].name, r->tiers[i].name) == 0)
                return &r->plan->tiers[i];
        return kp_plan_tier(r->plan, r->tiers[i].name);
}

/* The number format for a value in a catalog unit. */
kp_rm_fmt mb_fmt_for_unit(const char *unit)
{
        if (strcmp(unit, "ms") == 0)
                return KP_RM_MS;
        if (strcmp(unit, "ratio") == 0)
                return KP_RM_RATIO;
        if (strcmp(unit, "messages") == 0)
                return KP_RM_INT;
        if (strcmp(unit, "MiB/s") == 0)
                return KP_RM_DEC2;
        return KP_RM_DEC1;
}

void mb_mark_unjudged(mb *b, kp_rm_cell *c)
{
        /* INCOMPLETE: a criterion asked for it and could not judge it (a
         * rate over less than 1 s), so its number stands unjudged too. */
        if ((c->state == KP_RM_PLAIN || c->state == KP_RM_NA ||
             c->state == KP_RM_INCOMPLETE) &&
            isfinite(c->raw))
                c->mark = MB_TR(b, RM_NOT_JUDGED);
}
