/*
 * lang_en: the report's words in English (the default). Keys and the
 * arguments of each string: report/lang.h.
 */
#include "report/lang.h"

const char *const kp_catalog_en[KP_S_COUNT] = {
        /* ---- the Markdown ---- */
        [KP_S_MD_TEMPLATE] = "report.md.mustache",

        /* ---- the workbook ---- */

        /* ---- the report model and the charts ---- */
};
