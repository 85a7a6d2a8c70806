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
        [KP_S_RM_PRODUCE_RATE] = "生产速率",
        [KP_S_RM_PRODUCE_RATE_RATIO] = "生产速率与目标速率之比",
        [KP_S_RM_PRODUCE_MIBPS] = "生产吞吐量",
        [KP_S_RM_PRODUCE_LAT_AVG] = "平均生产延迟",
        [KP_S_RM_PRODUCE_LAT_P50] = "生产延迟中位数",
        [KP_S_RM_PRODUCE_LAT_P95] = "p95 生产延迟",
        [KP_S_RM_PRODUCE_LAT_P99] = "p99 生产延迟",
        [KP_S_RM_PRODUCE_LAT_P999] = "p99.9 生产延迟",
        [KP_S_RM_PRODUCE_LAT_MAX] = "最大生产延迟",
        [KP_S_RM_PRODUCE_SVC_AVG] = "平均生产服务延迟",
        [KP_S_RM_PRODUCE_SVC_P50] = "生产服务延迟中位数",
        [KP_S_RM_PRODUCE_SVC_P95] = "p95 生产服务延迟",
        [KP_S_RM_PRODUCE_SVC_P99] = "p99 生产服务延迟",
        [KP_S_RM_PRODUCE_SVC_P999] = "p99.9 生产服务延迟",
        [KP_S_RM_PRODUCE_SVC_MAX] = "最大生产服务延迟",
        [KP_S_RM_PRODUCE_ERRORS] = "投递失败或未投递的消息数",
        [KP_S_RM_PRODUCE_ERROR_RATIO] = "未投递消息的占比",
        [KP_S_RM_CONSUME_RATE] = "消费速率",
        [KP_S_RM_CONSUME_MIBPS] = "消费吞吐量",
        [KP_S_RM_CONSUME_FETCH_RATE] = "纯拉取消费速率",
        [KP_S_RM_CONSUME_FETCH_MIBPS] = "纯拉取消费吞吐量",
        [KP_S_RM_CONSUME_REBALANCE_MS] = "加入消费组的时间",
        [KP_S_RM_CONSUME_COMPLETENESS] = "读回消息的占比",
        [KP_S_RM_CONSUME_MISSING] = "未读回的消息数",
        [KP_S_RM_CONSUME_DUPLICATES] = "重复读取的消息数",
        [KP_S_RM_E2E_AVG] = "平均端到端延迟",
        [KP_S_RM_E2E_P50] = "端到端延迟中位数",
        [KP_S_RM_E2E_P95] = "p95 端到端延迟",
        [KP_S_RM_E2E_P99] = "p99 端到端延迟",
        [KP_S_RM_E2E_P999] = "p99.9 端到端延迟",
        [KP_S_RM_E2E_MAX] = "最大端到端延迟",
        [KP_S_RM_CAPACITY_RATE] = "持续容量",
        [KP_S_RM_CAPACITY_FOUND] = "试验得出的容量",
        [KP_S_RM_DRAIN_RATE] = "积压消费速率",
        [KP_S_RM_DRAIN_CATCH_UP] = "积压追平时间",
        [KP_S_CHART_RUNS] = "：%d 次运行的中位数，误差线为最低到最高",
        [KP_S_CHART_LAT_RUNS] = "：%d 次运行的中位数，%s为最低到最高",
        [KP_S_CHART_BARS] = "误差线",
        [KP_S_CHART_P95_BARS] = "p95 误差线",
        [KP_S_CHART_TIERS_RATE_TITLE] = "各场景吞吐量",
        [KP_S_CHART_TIERS_RATE_ALT] =
            "柱状图：各场景的实际生产速率与纯拉取消费速率（msg/s）",
        [KP_S_CHART_TIERS_P95_TITLE] = "各场景 p95 延迟",
        [KP_S_CHART_TIERS_P95_ALT] =
            "柱状图：各场景生产校正延迟、服务延迟与端到端延迟的 p95（ms）",
        [KP_S_CHART_THROUGHPUT_TITLE] = "吞吐量随时间的变化，场景 %s",
        [KP_S_CHART_THROUGHPUT_ALT] =
            "折线图：场景 %s 各阶段每个统计区间的生产与消费速率（msg/s）",
        [KP_S_CHART_LATENCY_TITLE] = "生产延迟随时间的变化，场景 %s",
        [KP_S_CHART_LATENCY_ALT] =
            "折线图：场景 %s 每个统计区间生产校正延迟的 p50、p95、p99（ms）",
        [KP_S_CHART_SWEEP_RATE_TITLE] = "吞吐量随 %s 的变化，参数扫描 %s%s",
        [KP_S_CHART_SWEEP_RATE_ALT] =
            "图表：%s 各取值下的实际生产速率（msg/s），参数扫描 %s%s",
        [KP_S_CHART_SWEEP_LAT_TITLE] = "生产延迟随 %s 的变化，参数扫描 %s%s",
        [KP_S_CHART_SWEEP_LAT_ALT] =
            "图表：%s 各取值下的生产校正延迟（ms），参数扫描 %s%s",
        [KP_S_CHART_SWEEP_LAT_ALT_RUNS] =
            "；取各次运行的中位数，p95 的误差线为最低到最高的一次运行",
        [KP_S_CHART_KNEE_TITLE] = "延迟与速率的关系，容量搜索 %s",
        [KP_S_CHART_KNEE_ALT] =
            "折线图：容量搜索 %s 各试验速率（msg/s）下生产校正延迟与服务延迟的 "
            "p95（ms）",
        [KP_S_CHART_RATES_TITLE] = "实际速率与目标速率，容量搜索 %s",
        [KP_S_CHART_RATES_ALT] =
            "折线图：容量搜索 %s 每次试验的实际生产速率与目标速率（均为 "
            "msg/s）",
        [KP_S_CHART_DIST_TITLE] = "各百分位的延迟，场景 %s",
        [KP_S_CHART_DIST_ALT] =
            "百分位图：场景 %s "
            "从最小值到实测最高百分位的校正延迟、服务延迟与端到端延迟（ms）",
        [KP_S_CHART_Y_THROUGHPUT] = "吞吐量（msg/s）",
        [KP_S_CHART_Y_THROUGHPUT_LOG] = "吞吐量（msg/s，对数刻度）",
        [KP_S_CHART_Y_P95] = "p95 延迟（ms）",
        [KP_S_CHART_Y_CORRECTED] = "生产校正延迟（ms）",
        [KP_S_CHART_Y_LATENCY] = "延迟（ms）",
        [KP_S_CHART_Y_PRODUCE_RATE] = "生产速率（msg/s）",
        [KP_S_CHART_Y_ACHIEVED] = "实际速率（msg/s）",
        [KP_S_CHART_X_SECONDS] = "自阶段开始的秒数",
        [KP_S_CHART_X_PERCENTILE] = "百分位",
        [KP_S_CHART_X_TRIAL_RATE] = "试验速率（msg/s）",
        [KP_S_CHART_X_BYTES] = "（字节）",
        [KP_S_CHART_S_PRODUCE_ACHIEVED] = "生产，实际速率",
        [KP_S_CHART_S_CONSUME_FETCH] = "消费，仅计拉取",
        [KP_S_CHART_S_PRODUCE] = "生产",
        [KP_S_CHART_S_CONSUME] = "消费",
        [KP_S_CHART_S_CORRECTED] = "生产，校正延迟",
        [KP_S_CHART_S_SERVICE] = "生产，服务延迟",
        [KP_S_CHART_S_E2E] = "端到端",
        [KP_S_CHART_S_MAX] = "%s（最大 %s ms）",
        [KP_S_CHART_S_P95_CORRECTED] = "p95，校正延迟",
        [KP_S_CHART_S_P95_SERVICE] = "p95，服务延迟",
        [KP_S_CHART_S_ACHIEVED] = "实际速率",
        [KP_S_CHART_S_TARGET] = "目标速率",
        [KP_S_CHART_SUSTAINABLE] = "满足判定标准的速率",
        [KP_S_CHART_REQUIRED_PEAK] = "所需峰值 %s msg/s",
        [KP_S_CHART_P95_JUDGED] = "判定标准所评判场景的 p95 延迟（未显示：%s）",
        [KP_S_CHART_FAILS] = "未达到判定标准",
        [KP_S_CHART_OF_TARGET] = "%s 目标速率的 %s：%s msg/s",
        [KP_S_CHART_TARGET] = "目标 %s msg/s",
        [KP_S_CHART_EV_LEFT] = "Broker %d 离开",
        [KP_S_CHART_EV_BACK] = "Broker %d 恢复",
        [KP_S_CHART_EV_LEADERS] = "Leader 迁移",
        [KP_S_CHART_EV_NO_LEADER] = "无 Leader",
        [KP_S_CHART_EV_UNREACHABLE] = "集群不可达",
        [KP_S_CHART_BEST] = "最佳",
        [KP_S_CHART_FOUND] = "搜索结果 %s msg/s",
};
