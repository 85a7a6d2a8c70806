/* Judgments worded from their catalog entries (judgment_words.h). */
#include "report/model/judgment_words.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/units.h"
#include "base/util.h"
#include "report/model/format.h"
#include "report/model/model.h"

/* One catalog entry per code: code X's sentence is the key J_X, made
 * from the code list itself so that a code without its sentence does not
 * build. KP_J_NONE has none. */
static const kp_s words_keys[KP_J__COUNT] = {
#define KP_S_J_NONE          KP_S_COUNT
#define WORDS_KEY(name, str) [KP_J_##name] = KP_S_J_##name,
        KP_JCODES(WORDS_KEY)
#undef WORDS_KEY
#undef KP_S_J_NONE
};

/* For the rig, what to change and rerun. */
static const struct {
        kp_jcode code;
        kp_s fix;
} fixes[] = {
        { KP_J_RIG_CLIENT_CGROUP, KP_S_J_FIX_CLIENT_CGROUP },
        { KP_J_RIG_CLIENT_AFFINITY, KP_S_J_FIX_CLIENT_AFFINITY },
        { KP_J_RIG_CLIENT_THREAD, KP_S_J_FIX_CLIENT_THREAD },
        { KP_J_RIG_HOST_SATURATED, KP_S_J_FIX_HOST_SATURATED },
        { KP_J_RIG_BROKERS_ON_HOST, KP_S_J_FIX_BROKERS_ON_HOST },
        { KP_J_RIG_EMBEDDED, KP_S_J_FIX_EMBEDDED },
};

kp_s kp_judgment_key(kp_jcode code)
{
        return (unsigned)code < KP_J__COUNT ? words_keys[code] : KP_S_COUNT;
}

kp_s kp_judgment_fix_key(kp_jcode code)
{
        for (size_t i = 0; i < KP_ARRAY_LEN(fixes); i++)
                if (fixes[i].code == code)
                        return fixes[i].fix;
        return KP_S_COUNT;
}

/* A comparison's machine name ("<=") as the reports show it ("≤"). */
static const char *op_symbol(const char *op)
{
        static const struct {
                const char *op, *symbol;
        } ops[] = { { "<=", "≤" }, { "<", "<" }, { ">=", "≥" }, { ">", ">" } };
        for (size_t i = 0; op && i < KP_ARRAY_LEN(ops); i++)
                if (strcmp(op, ops[i].op) == 0)
                        return ops[i].symbol;
        return op ? op : "";
}

const char *kp_judgment_figure_text(kp_lang l, const kp_judgment *j, size_t i,
                                    char *out, size_t size)
{
        const kp_jfigure *f = &j->fig[i];
        const char *u = f->unit;
        if (strcmp(u, "name") == 0) {
                snprintf(out, size, "%s", f->text ? f->text : "");
        } else if (strcmp(u, "metric") == 0) {
                snprintf(out, size, "%s",
                         f->text ? kp_rm_metric_words_in(l, f->text) : "");
        } else if (strcmp(u, "op") == 0) {
                snprintf(out, size, "%s", op_symbol(f->text));
        } else if (!isfinite(f->value)) {
                snprintf(out, size, "%s", kp_tr(l, KP_S_J_NOT_KNOWN));
        } else if (strcmp(f->name, "projected") == 0 ||
                   strcmp(f->name, "threshold") == 0) {
                /* a metric's value, in its own unit, as the trend table
                 * shows it */
                kp_rfmt_metric(out, size, u, f->value,
                               strcmp(f->name, "threshold") == 0);
        } else if (strcmp(u, "count") == 0) {
                kp_fmt_count(out, size, (uint64_t)(fabs(f->value) + 0.5));
        } else if (strcmp(u, "msg/s") == 0) {
                kp_rfmt_rate(out, size, f->value);
        } else if (strcmp(u, "share") == 0) {
                snprintf(out, size, "%.0f%%", f->value * 100.0);
        } else if (strcmp(u, "ms") == 0) {
                kp_rfmt_ms(out, size, f->value);
        } else if (strcmp(u, "bytes") == 0) {
                kp_fmt_bytes(out, size, f->value);
        } else if (strcmp(u, "bytes/s") == 0) {
                char b[64];
                snprintf(out, size, "%s/s",
                         kp_fmt_bytes(b, sizeof(b), f->value));
        } else if (strcmp(u, "duration") == 0) {
                kp_fmt_duration(out, size, f->value);
        } else if (strcmp(u, "number") == 0) {
                kp_rfmt_plain(out, size, f->value);
        } else if (strcmp(u, "cores") == 0) {
                snprintf(out, size, "%.3g", f->value);
        } else {
                snprintf(out, size, "%.2f", f->value); /* x, s */
        }
        return out;
}

/* fmt with each "%s" replaced by the next figure of j (from *next), and
 * "%%" by "%", appended to buf. */
static void lay(kp_lang l, const char *fmt, const kp_judgment *j, size_t *next,
                kp_buf *buf)
{
        char fig[128];
        for (const char *p = fmt; *p; p++) {
                if (p[0] == '%' && p[1] == 's') {
                        if (*next < j->n_fig)
                                kp_buf_puts(buf, kp_judgment_figure_text(
                                                     l, j, (*next)++, fig,
                                                     sizeof(fig)));
                        p++;
                } else if (p[0] == '%' && p[1] == '%') {
                        kp_buf_putc(buf, '%');
                        p++;
                } else {
                        kp_buf_putc(buf, *p);
                }
        }
}

static char *finish(kp_buf *buf)
{
        char *s;
        if (buf->oom || !buf->s) {
                kp_buf_free(buf);
                return NULL;
        }
        s = buf->s;
        buf->s = NULL;
        return s;
}

/* key's sentence with j's figures laid in, after j's subject and before
 * its host when with_subject; NULL for KP_S_COUNT or out of memory. */
static char *worded(kp_lang l, kp_s key, const kp_judgment *j, int with_subject)
{
        kp_buf buf = { 0 };
        size_t next = 0;
        if (key == KP_S_COUNT)
                return NULL;
        if (with_subject && j->tier && j->phase) {
                kp_judgment subject;
                size_t none = 0;
                kp_judgment_init(&subject, KP_J_NONE, KP_SUBJ_PHASE);
                kp_judgment_name(&subject, "tier", j->tier);
                kp_judgment_name(&subject, "phase",
                                 kp_tr(l, strcmp(j->phase, "consume") == 0
                                              ? KP_S_J_PHASE_CONSUME
                                              : KP_S_J_PHASE_PRODUCE));
                lay(l, kp_tr(l, KP_S_J_SUBJECT_PHASE), &subject, &none, &buf);
        }
        lay(l, kp_tr(l, key), j, &next, &buf);
        if (with_subject && j->host) {
                kp_judgment host;
                size_t none = 0;
                kp_judgment_init(&host, KP_J_NONE, KP_SUBJ_HOST);
                kp_judgment_name(&host, "host", j->host);
                lay(l, kp_tr(l, KP_S_J_ON_HOST), &host, &none, &buf);
        }
        return finish(&buf);
}

char *kp_judgment_words(kp_lang l, const kp_judgment *j)
{
        return worded(l, kp_judgment_key(j->code), j, 1);
}

char *kp_judgment_fix_words(kp_lang l, const kp_judgment *j)
{
        return worded(l, kp_judgment_fix_key(j->code), j, 0);
}
