/*
 * langtag: the languages the reports are written in.
 */
#include "base/langtag.h"

#include <stddef.h>
#include <strings.h>

static const char *const tags[KP_LANG_COUNT] = {
        [KP_LANG_EN] = "en",
        [KP_LANG_ZH_CN] = "zh-CN",
};

int kp_lang_parse(const char *tag, kp_lang *out)
{
        if (!tag)
                return -1;
        for (int l = 0; l < KP_LANG_COUNT; l++) {
                const char *a = tag, *b = tags[l];
                while (
                    *a && *b &&
                    ((*a == '_' ? '-' : *a) == *b || strncasecmp(a, b, 1) == 0))
                        a++, b++;
                if (!*a && !*b) {
                        *out = (kp_lang)l;
                        return 0;
                }
        }
        return -1;
}

const char *kp_lang_tag(kp_lang l)
{
        return l >= 0 && l < KP_LANG_COUNT ? tags[l] : tags[KP_LANG_EN];
}

const char *kp_lang_tags(void)
{
        return "en, zh-CN";
}
