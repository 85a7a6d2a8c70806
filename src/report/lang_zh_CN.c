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
        [KP_S_RM_VERDICT_PASS] = "通过",
        [KP_S_RM_VERDICT_FAIL] = "不通过",
        [KP_S_RM_VERDICT_INCOMPLETE] = "未完成",
        [KP_S_RM_VERDICT_NA] = "不适用",
        [KP_S_RM_TRIAL_PASS] = "通过",
        [KP_S_RM_STATUS_PENDING] = "未运行",
        [KP_S_RM_STATUS_COMPLETE] = "已完成",
        [KP_S_RM_STATUS_INCOMPLETE] = "未完成",
        [KP_S_RM_STATUS_INTERRUPTED] = "被中断",
        [KP_S_RM_STATUS_FAILED] = "失败",
        [KP_S_RM_OP_LE] = "不高于",
        [KP_S_RM_OP_LT] = "低于",
        [KP_S_RM_OP_GE] = "不低于",
        [KP_S_RM_OP_GT] = "高于",
        [KP_S_RM_EV_BROKER_LEFT] = "Broker %d 离开集群",
        [KP_S_RM_EV_BROKER_JOINED] = "Broker %d 重新加入集群",
        [KP_S_RM_EV_LEADER_MOVED] = "%s的 Leader 发生迁移",
        [KP_S_RM_EV_LEADERS_MOVED] = "%s的 Leader 发生迁移",
        [KP_S_RM_EV_LEADER_LOST] = "%s失去 Leader（无 Leader）",
        [KP_S_RM_EV_LEADERS_LOST] = "%s失去 Leader（无 Leader）",
        [KP_S_RM_EV_ISR_FELL] = "%s的同步副本（ISR）减少到 %d 个",
        [KP_S_RM_EV_ISR_GREW] = "%s的同步副本（ISR）增加到 %d 个",
        [KP_S_RM_EV_UNREACHABLE] = "没有 Broker 响应",
        [KP_S_RM_EV_REACHABLE] = "集群恢复响应",
        [KP_S_RM_EV_SEEN] = "，于 t=%.1f s 观测到",
        [KP_S_RM_EV_PHASE] = "（%s阶段）",
        [KP_S_RM_EV_SEP] = "；",
        [KP_S_RM_EV_PARTITIONS_MANY] = "%zu 个分区",
        [KP_S_RM_EV_PARTITION] = "分区 ",
        [KP_S_RM_EV_PARTITIONS] = "分区 ",
        [KP_S_RM_EV_AND] = " 和 ",
        [KP_S_RM_EV_COMMA] = "、",
        [KP_S_RM_PHASE_PRODUCE] = "生产",
        [KP_S_RM_PHASE_CONSUME] = "消费",
        [KP_S_RM_MARGIN] = "（余量 %.6g %s）",
        [KP_S_RM_NOT_MEASURED] = "未测得",
        [KP_S_RM_STALL] = "%s s 的%s停顿，始于 t=%s s",
        [KP_S_RM_STALL_DELIVERIES] = "投递",
        [KP_S_RM_STALL_READS] = "读取",
        [KP_S_RM_CAUSE_MORE_EVENTS] = "（另有 %zu 个集群事件）",
        [KP_S_RM_CAUSE_FAULT] = "测试计划注入了故障 %s%s",
        [KP_S_RM_CAUSE_MORE_FAULTS] = " 等多个故障",
        [KP_S_RM_REASON_TIER] = "场景 %s：%s ",
        [KP_S_RM_REASON_VALUE] = "实测 %s，阈值 %s（相差 %s，%s）",
        [KP_S_RM_REASON_OVER] = "超出阈值",
        [KP_S_RM_REASON_UNDER] = "低于阈值",
        [KP_S_RM_REASON_NOT_MEASURED] = "未测得，阈值 %s%s%s",
        [KP_S_RM_REASON_CAUSE] = "；原因：%s",
        [KP_S_RM_COLON] = "：",
        [KP_S_RM_DECISION_APPROVED] = "批准",
        [KP_S_RM_DECISION_CONDITIONS] = "有条件批准",
        [KP_S_RM_DECISION_REJECTED] = "拒绝",
        [KP_S_RM_CONDITIONS_NOTE] = "选择“%"
                                    "s”时，请在“条件”栏写明集群承载该业务之前须"
                                    "完成的事项、负责人和期限。",
        [KP_S_RM_MARGIN_OVER] = "超出阈值 %s",
        [KP_S_RM_MARGIN_UNDER] = "低于阈值 %s",
        [KP_S_RM_ANS_YES] = "是",
        [KP_S_RM_ANS_NO] = "否",
        [KP_S_RM_ANS_NOT_SHOWN] = "未证明",
        [KP_S_RM_ANS_NOT_MEASURED] = "未测量",
        [KP_S_RM_ANS_NOT_JUDGED] = "未判定",
        [KP_S_RM_ANS_ESTIMATE] = "估算",
        [KP_S_RM_ANS_NOT_ASKED] = "未涉及",
        [KP_S_RM_Q_THROUGHPUT] = "吞吐量",
        [KP_S_RM_Q_LATENCY] = "峰值速率下的延迟",
        [KP_S_RM_Q_COMPLETENESS] = "完整性",
        [KP_S_RM_Q_STORAGE] = "存储",
        [KP_S_RM_ANS_NO_TARGET] = "未涉及：测试计划未设置业务目标",
        [KP_S_RM_ANS_BURST] =
            "；突发吞吐量 %s msg/s（场景 %s）的延迟不受约束，不算容量",
        [KP_S_RM_ANS_TP_NONE] = "未证明：没有场景在满足判定标准时测得速率，无法"
                                "与所需峰值 %s msg/s 比较%s",
        [KP_S_RM_ANS_TP_SUSTAINED] =
            "%s：%s msg/s 在持续运行中满足判定标准（场景 %s），所需峰值 %s "
            "msg/s：余量 %s",
        [KP_S_RM_ANS_TP_TRIALS] = "%s：场景 %s 的试验在 %s msg/s "
                                  "以内满足判定标准，但未经持续运行验证；所需峰"
                                  "值 %s msg/s（余量 %s，非持续）",
        [KP_S_RM_ANS_TP_FIXED_YES] =
            "是：场景 %s 以固定速率 %s msg/s 满足全部判定标准，不低于所需峰值 "
            "%s msg/s：余量至少 %s",
        [KP_S_RM_ANS_TP_FIXED_SHORT] =
            "未证明：满足全部判定标准的最高固定速率 %s msg/s（场景 "
            "%s）低于所需峰值 %s msg/s（余量至少 %s）%s",
        [KP_S_RM_ANS_LAT_SUSTAINED] =
            "是：持续容量 %s msg/s（场景 %s，高于所需峰值 %s msg/s）下 p95 "
            "生产延迟为 %s，满足搜索的全部判定标准",
        [KP_S_RM_ANS_LAT_BELOW] =
            "未测量：没有固定速率场景达到所需峰值 %s msg/s；最快的场景 %s（%s "
            "msg/s）p95 生产延迟为 %s ms",
        [KP_S_RM_ANS_LAT_NONE] =
            "未测量：没有固定速率场景达到所需峰值 %s msg/s",
        [KP_S_RM_ANS_LAT_TIER] = "%s：在 %s msg/s（场景 %s，不低于所需峰值 %s "
                                 "msg/s）下 p95 生产延迟为 %s，%s判定标准",
        [KP_S_RM_ANS_WITHIN] = "满足",
        [KP_S_RM_ANS_OUTSIDE] = "超出",
        [KP_S_RM_ANS_LAT_UNJUDGED] =
            "未判定：在 %s msg/s（场景 %s，不低于所需峰值 %s msg/s）下 p95 "
            "生产延迟为 %s，但没有判定标准约束它",
        [KP_S_RM_ANS_COMP_NONE] = "未测量：没有场景读回消息",
        [KP_S_RM_ANS_COMP_ALL] =
            "是：%s读回了所有成功投递的消息，共 %s 条，无缺失",
        [KP_S_RM_ANS_THE_TIER] = "该场景",
        [KP_S_RM_ANS_EVERY_TIER] = "每个场景",
        [KP_S_RM_ANS_COMP_SHORT] =
            "否：场景 %s 只读回了成功投递消息的 %s；共缺失 %s 条消息",
        [KP_S_RM_ANS_STORAGE_PER] = "，每个 Broker %s（%s）",
        [KP_S_RM_ANS_STORAGE] =
            "估算：共需 %s（保留期 %s，副本因子 %d，额外开销 "
            "%s）%s；测试计划未声明磁盘容量，无法判断是否够用",
        [KP_S_RM_FRONT_TARGET] = "%s 条消息 / %s，峰值 %s msg/s",
};
