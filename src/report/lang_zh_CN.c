/*
 * lang_zh_CN: the report's words in Simplified Chinese. Keys and the
 * arguments of each string: report/lang.h. Terms as a Chinese platform
 * team uses them: 消息, 吞吐量, 延迟, 验收, 场景 (a tier), 判定标准
 * (a criterion), 委托单位 (the organisation the report is for).
 */
#include "report/lang.h"

const char *const kp_catalog_zh_cn[KP_S_COUNT] = {
        /* ---- the Markdown ---- */
        [KP_S_MD_TEMPLATE] = "report.zh-CN.md.mustache",

        /* ---- the workbook ---- */

        /* ---- the report model and the charts ---- */
};
