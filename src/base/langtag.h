/*
 * langtag: the languages the reports are written in. A language is named
 * by its tag, as in a plan ("report": { "lang": "zh-CN" }) or on the
 * command line (--lang zh-CN); the strings of each live in the report's
 * catalogs (report/words/lang.h).
 */
#ifndef KP_LANGTAG_H
#define KP_LANGTAG_H

typedef enum kp_lang {
        KP_LANG_EN,    /* English, the default */
        KP_LANG_ZH_CN, /* Simplified Chinese */
        KP_LANG_COUNT
} kp_lang;

/* 0 and *out for a known tag ("en", "zh-CN"; case-insensitive, "_" for
 * "-" accepted), -1 otherwise. */
int kp_lang_parse(const char *tag, kp_lang *out);

/* The tag of l ("en", "zh-CN"). */
const char *kp_lang_tag(kp_lang l);

/* Every tag, for an error message: "en, zh-CN". */
const char *kp_lang_tags(void);

#endif
