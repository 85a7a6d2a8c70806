#include "report/junit.h"

#include <stdio.h>
#include <string.h>

/* Text for an XML attribute or element: the five entities escaped,
 * control characters XML 1.0 cannot carry dropped (a tab, a newline and
 * a carriage return stay, as character references in an attribute);
 * every other byte, UTF-8 included, as it is. */
static void esc(kp_buf *b, const char *s)
{
        for (const unsigned char *p = (const unsigned char *)(s ? s : ""); *p;
             p++) {
                switch (*p) {
                case '&':
                        kp_buf_puts(b, "&amp;");
                        break;
                case '<':
                        kp_buf_puts(b, "&lt;");
                        break;
                case '>':
                        kp_buf_puts(b, "&gt;");
                        break;
                case '"':
                        kp_buf_puts(b, "&quot;");
                        break;
                case '\'':
                        kp_buf_puts(b, "&apos;");
                        break;
                case '\t':
                case '\n':
                case '\r':
                        kp_buf_printf(b, "&#%d;", *p);
                        break;
                default:
                        if (*p >= 0x20)
                                kp_buf_putc(b, (char)*p);
                }
        }
}

/* One testcase: kind NULL passes, else "failure", "error" or
 * "skipped" with message msg. */
typedef struct jcase {
        const char *classname, *name, *kind, *type, *msg;
} jcase;

static void put_case(kp_buf *b, const jcase *c)
{
        kp_buf_puts(b, "    <testcase classname=\"");
        esc(b, c->classname);
        kp_buf_puts(b, "\" name=\"");
        esc(b, c->name);
        if (!c->kind) {
                kp_buf_puts(b, "\"/>\n");
                return;
        }
        kp_buf_printf(b, "\">\n      <%s", c->kind);
        if (c->type) {
                kp_buf_puts(b, " type=\"");
                esc(b, c->type);
                kp_buf_puts(b, "\"");
        }
        kp_buf_puts(b, " message=\"");
        esc(b, c->msg);
        kp_buf_puts(b, "\"/>\n    </testcase>\n");
}

typedef struct jcount {
        size_t tests, failures, errors, skipped;
} jcount;

static void count(jcount *n, const jcase *c)
{
        n->tests++;
        if (!c->kind)
                return;
        if (!strcmp(c->kind, "failure"))
                n->failures++;
        else if (!strcmp(c->kind, "error"))
                n->errors++;
        else
                n->skipped++;
}

/* An opening tag (tag: "<name", indented) with its name and counts. */
static void open_counted(kp_buf *b, const char *tag, const char *name,
                         const jcount *n)
{
        kp_buf_printf(b, "%s name=\"", tag);
        esc(b, name);
        kp_buf_printf(b,
                      "\" tests=\"%zu\" failures=\"%zu\" errors=\"%zu\" "
                      "skipped=\"%zu\">\n",
                      n->tests, n->failures, n->errors, n->skipped);
}

static void open_suite(kp_buf *b, const char *name, const jcount *n)
{
        open_counted(b, "  <testsuite", name, n);
}

static void open_doc(kp_buf *b, const char *name, const jcount *n)
{
        kp_buf_puts(b, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
        open_counted(b, "<testsuites", name, n);
}

/* ---- kplan run ---------------------------------------------------------- */

static void check_case(const kp_rm_check *k, char *name, size_t name_size,
                       jcase *c)
{
        snprintf(name, name_size, "%s %s %s", k->metric, k->op,
                 k->threshold.text ? k->threshold.text : "");
        c->classname = k->tier;
        c->name = name;
        c->type = kp_verdict_str(k->verdict);
        c->kind = NULL;
        c->msg = NULL;
        switch (k->verdict) {
        case KP_FAIL:
                if (k->rig_words) {
                        /* The rig was the limit: not a failure of the
                         * cluster (its tier is INCONCLUSIVE). */
                        c->kind = "skipped";
                        c->type = kp_verdict_str(KP_INCONCLUSIVE);
                        c->msg = k->rig_words;
                        break;
                }
                c->kind = "failure";
                c->msg = k->gate;
                break;
        case KP_INCOMPLETE:
                c->kind = "error";
                c->msg = k->note ? k->note : k->verdict_text;
                break;
        case KP_NA:
                c->kind = "skipped";
                c->type = NULL;
                c->msg = k->note ? k->note : k->verdict_text;
                break;
        default:
                break;
        }
}

/* The suites in order: the tiers of the results, then the names checks
 * judge that are no tier (parallel groups' aggregates). */
static int suite_seen(const kp_rmodel *m, size_t upto, const char *name)
{
        for (size_t i = 0; i < m->n_tiers; i++)
                if (!strcmp(m->tiers[i].name, name))
                        return 1;
        for (size_t i = 0; i < upto; i++)
                if (!strcmp(m->checks[i].tier, name))
                        return 1;
        return 0;
}

static void run_suite(const kp_rmodel *m, const char *suite, kp_buf *body,
                      jcount *all)
{
        jcount n = { 0 };
        char name[512];
        jcase c;
        for (size_t i = 0; i < m->n_checks; i++)
                if (!strcmp(m->checks[i].tier, suite)) {
                        check_case(&m->checks[i], name, sizeof(name), &c);
                        count(&n, &c);
                }
        if (!n.tests)
                return;
        open_suite(body, suite, &n);
        for (size_t i = 0; i < m->n_checks; i++)
                if (!strcmp(m->checks[i].tier, suite)) {
                        check_case(&m->checks[i], name, sizeof(name), &c);
                        put_case(body, &c);
                }
        kp_buf_puts(body, "  </testsuite>\n");
        all->tests += n.tests;
        all->failures += n.failures;
        all->errors += n.errors;
        all->skipped += n.skipped;
}

void kp_junit_run(const kp_rmodel *m, kp_buf *out)
{
        kp_buf body = { 0 };
        jcount all = { 0 }, one = { 0 };
        jcase v = { "verdict", "verdict", NULL, NULL, NULL };
        char title[512];
        for (size_t i = 0; i < m->n_tiers; i++)
                run_suite(m, m->tiers[i].name, &body, &all);
        for (size_t i = 0; i < m->n_checks; i++)
                if (!suite_seen(m, i, m->checks[i].tier))
                        run_suite(m, m->checks[i].tier, &body, &all);
        if (m->verdict != KP_PASS) {
                /* INCONCLUSIVE: skipped with its reason, not a failure;
                 * kplan's exit code is 1 all the same. */
                v.kind = m->verdict == KP_INCONCLUSIVE ? "skipped" : "failure";
                v.type = kp_verdict_str(m->verdict);
                v.msg = m->verdict_reason;
        }
        count(&one, &v);
        open_suite(&body, "verdict", &one);
        put_case(&body, &v);
        kp_buf_puts(&body, "  </testsuite>\n");
        all.tests += one.tests;
        all.failures += one.failures;
        all.skipped += one.skipped;
        snprintf(title, sizeof(title), "kplan run %s", m->plan_name);
        open_doc(out, title, &all);
        if (body.s)
                kp_buf_puts(out, body.s);
        kp_buf_puts(out, "</testsuites>\n");
        kp_buf_free(&body);
}

/* ---- kplan compare ------------------------------------------------------ */

static void row_case(const kp_cv_tier *t, const kp_cv_row *r, jcase *c)
{
        c->classname = t->name;
        c->name = r->metric;
        c->kind = r->regression ? "failure" : NULL;
        c->type = r->regression ? r->result : NULL;
        c->msg = r->gate;
}

void kp_junit_compare(const kp_cmodel *m, kp_buf *out)
{
        kp_buf body = { 0 };
        jcount all = { 0 };
        char title[512];
        for (size_t i = 0; i < m->n_tiers; i++) {
                const kp_cv_tier *t = &m->tiers[i];
                jcount n = { 0 };
                jcase c = { t->name, "compared", "skipped", NULL, t->note };
                if (t->compared && t->n_rows) {
                        for (size_t k = 0; k < t->n_rows; k++) {
                                row_case(t, &t->rows[k], &c);
                                count(&n, &c);
                        }
                } else {
                        count(&n, &c);
                }
                open_suite(&body, t->name, &n);
                if (t->compared && t->n_rows) {
                        for (size_t k = 0; k < t->n_rows; k++) {
                                row_case(t, &t->rows[k], &c);
                                put_case(&body, &c);
                        }
                } else {
                        put_case(&body, &c);
                }
                kp_buf_puts(&body, "  </testsuite>\n");
                all.tests += n.tests;
                all.failures += n.failures;
                all.skipped += n.skipped;
        }
        for (size_t i = 0; i < m->n_only_a; i++) {
                jcount n = { 0 };
                jcase c = { m->only_a[i], "compared", "error", "missing in B",
                            m->only_a_note };
                count(&n, &c);
                open_suite(&body, m->only_a[i], &n);
                put_case(&body, &c);
                kp_buf_puts(&body, "  </testsuite>\n");
                all.tests++;
                all.errors++;
        }
        snprintf(title, sizeof(title), "kplan compare %s %s", m->a.path,
                 m->b.path);
        open_doc(out, title, &all);
        if (body.s)
                kp_buf_puts(out, body.s);
        kp_buf_puts(out, "</testsuites>\n");
        kp_buf_free(&body);
}

int kp_junit_write(const char *path, const kp_buf *doc, char *errstr,
                   size_t errstr_size)
{
        if (!doc->s || doc->oom)
                return kp_err(errstr, errstr_size, "%s: out of memory", path);
        return kp_write_file_atomic(path, doc->s, doc->len, errstr,
                                    errstr_size);
}
