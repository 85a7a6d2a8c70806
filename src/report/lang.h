/*
 * lang: the report's words in every language, one catalog per language
 * (lang_en.c, lang_zh_CN.c), looked up by key. The workbook, the charts
 * and the report model take every word a person reads from here; the
 * Markdown takes its words from the template of its language.
 *
 * A string with printf conversions takes the same arguments, in the same
 * order, in every language (tests/unit/test_lang.c checks that, and that
 * no key is missing in any catalog). The comment of such a key says what
 * the arguments are.
 */
#ifndef KP_REPORT_LANG_H
#define KP_REPORT_LANG_H

#include "base/lang.h"

/* Every key, once: X(NAME) makes KP_S_NAME. Keep the groups; add a key
 * to its group, then its string to every catalog. */
#define KP_S_KEYS(X)                                                           \
        /* ---- the Markdown ---- */                                           \
        X(MD_TEMPLATE) /* the bundled template of the language */              \
        /* ---- the workbook ---- */                                           \
        /* ---- the report model and the charts ---- */

typedef enum kp_s {
#define KP_S_ENUM(name) KP_S_##name,
        KP_S_KEYS(KP_S_ENUM)
#undef KP_S_ENUM
            KP_S_COUNT
} kp_s;

/* The string of key in language l: never NULL (a key missing from a
 * catalog reads as the English, which test_lang.c forbids). */
const char *kp_tr(kp_lang l, kp_s key);

/* The catalog of l, KP_S_COUNT entries indexed by kp_s (for tests). */
const char *const *kp_catalog(kp_lang l);

/* The catalogs, indexed by kp_s. */
extern const char *const kp_catalog_en[KP_S_COUNT];
extern const char *const kp_catalog_zh_cn[KP_S_COUNT];

/* The name of key ("KP_S_MD_TEMPLATE"), for test messages. */
const char *kp_s_name(kp_s key);

#endif
