/*
 * lang: looking up the report's words in the catalog of a language.
 */
#include "report/words/lang.h"

#include <stddef.h>

static const char *const names[KP_S_COUNT] = {
#define KP_S_NAME(name) [KP_S_##name] = "KP_S_" #name,
        KP_S_KEYS(KP_S_NAME)
#undef KP_S_NAME
};

const char *kp_catalog_word(kp_lang l, kp_s key)
{
        const char *const *main = kp_catalog_en,
                          *const *client = kp_catalog_en_client,
                          *const *judge = kp_catalog_en_judge;
        if (key < 0 || key >= KP_S_COUNT)
                return NULL;
        if (l == KP_LANG_ZH_CN) {
                main = kp_catalog_zh_cn;
                client = kp_catalog_zh_cn_client;
                judge = kp_catalog_zh_cn_judge;
        }
        return main[key] ? main[key] : client[key] ? client[key] : judge[key];
}

const char *kp_tr(kp_lang l, kp_s key)
{
        const char *s;
        if (key < 0 || key >= KP_S_COUNT)
                return "";
        s = kp_catalog_word(l, key);
        if (!s)
                s = kp_catalog_word(KP_LANG_EN, key);
        return s ? s : "";
}

const char *kp_s_name(kp_s key)
{
        return key >= 0 && key < KP_S_COUNT ? names[key] : "?";
}
