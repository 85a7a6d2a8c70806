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
        [KP_S_XL_SHEET_SUMMARY] = "摘要",
        [KP_S_XL_SHEET_SCENARIOS] = "场景",
        [KP_S_XL_SHEET_PRODUCE] = "生产结果",
        [KP_S_XL_SHEET_CONSUME] = "消费结果",
        [KP_S_XL_SHEET_CAPACITY] = "容量",
        [KP_S_XL_SHEET_SWEEPS] = "参数扫描",
        [KP_S_XL_SHEET_WORKLOADS] = "并行负载",
        [KP_S_XL_SHEET_SERIES] = "时间序列",
        [KP_S_XL_SHEET_EXTRAP] = "外推",
        [KP_S_XL_SHEET_ENV] = "测试环境",
        [KP_S_XL_SHEET_SIGNOFF] = "签署",
        [KP_S_XL_FONT] = "Noto Sans CJK SC",
        [KP_S_XL_FOOTER] = "Kafka 验收报告：",
        [KP_S_XL_FOOTER_PAGE] = "第 &P 页，共 &N 页",
        [KP_S_XL_PASS] = "通过",
        [KP_S_XL_FAIL] = "不通过",
        [KP_S_XL_INCOMPLETE] = "未完成",
        [KP_S_XL_NA] = "不适用",
        [KP_S_XL_N_A] = "不适用",
        [KP_S_XL_UNLIMITED] = "不限速",
        [KP_S_XL_EMBEDDED_WARNING] =
            "警告：本次运行测量的是 librdkafka "
            "进程内的模拟集群（内嵌集群），而非 Kafka 集群。其数据只反映 kplan "
            "在本机上的表现，不能作为任何 Kafka 集群的证据。",
        [KP_S_XL_CRITERIA_NOT_MET] = "未满足的判定标准",
        [KP_S_XL_THE_TARGET] = "验收目标：",
        [KP_S_XL_ANSWERS] = "结论速览",
        [KP_S_XL_PRODUCE] = "生产",
        [KP_S_XL_CONSUME] = "消费",
        [KP_S_XL_MESSAGES] = "消息数",
        [KP_S_XL_RECORD_B] = "消息大小 (B)",
        [KP_S_XL_TARGET_RATE] = "目标速率 (msg/s)",
        [KP_S_XL_ACHIEVED] = "实测速率 (msg/s)",
        [KP_S_XL_P95_MS] = "p95 (ms)",
        [KP_S_XL_VERDICT] = "判定",
        [KP_S_XL_SECONDS] = "耗时 (s)",
        [KP_S_XL_TIER_EVENT] = "场景 %s：%s",
        [KP_S_XL_CLUSTER_EVENTS] = "集群事件（取自集群元数据，约每秒查看一次）",
        [KP_S_XL_KEY_RISKS] = "主要风险",
        [KP_S_XL_NONE_IDENTIFIED] = "未发现。",
        [KP_S_XL_DETAILS_SWEEPS] =
            "详细内容：场景（运行了什么）、生产结果与消费结果（按场景，含每条判"
            "定标准）、参数扫描与并行负载（计划含扫描或并行组时，按整体汇总）、"
            "时间序列（图表）、外推（假设）、测试环境（集群、客户端、版本、运行"
            "与指纹）、签署。",
        [KP_S_XL_DETAILS] =
            "详细内容：场景（运行了什么）、生产结果与消费结果（按场景，含每条判"
            "定标准）、时间序列（图表）、外推（假设）、测试环境（集群、客户端、"
            "版本、运行与指纹）、签署。",
        [KP_S_XL_PROTECTED] =
            "每张工作表都设有防误改保护（无密码）：如需更正，请使用“审阅 > "
            "撤消工作表保护”。只有签署单元格可以编辑。",
        [KP_S_XL_S_MESSAGES] = "消息",
        [KP_S_XL_R_SENT] = "已发送（交给客户端，含预热）",
        [KP_S_XL_R_DELIVERED] = "已送达",
        [KP_S_XL_R_FAILED] = "失败",
        [KP_S_XL_R_UNDELIVERED] = "未送达（结束时仍在队列中）",
        [KP_S_XL_R_WARMUP] = "预热（已送达，不计入统计）",
        [KP_S_XL_R_MEASURED] = "计入统计",
        [KP_S_XL_R_ERRORS] = "错误（失败 + 未送达）",
        [KP_S_XL_R_ERROR_RATIO] = "错误率 (%)",
        [KP_S_XL_S_RATE] = "速率",
        [KP_S_XL_R_ACHIEVED_RATE] = "实测速率 (msg/s)",
        [KP_S_XL_R_RATE_RATIO] = "实测速率 / 目标速率",
        [KP_S_XL_R_THROUGHPUT] = "吞吐量 (MiB/s)",
        [KP_S_XL_R_BYTES] = "计入统计的字节数，键 + 值 (bytes)",
        [KP_S_XL_R_DURATION] = "计入统计的时长 (s)",
        [KP_S_XL_R_TOTAL] = "阶段总时长，含预热与排空 (s)",
        [KP_S_XL_S_LATENCY] = "自计划发送时刻起的延迟（已校正协调遗漏）",
        [KP_S_XL_R_SAMPLES] = "样本数",
        [KP_S_XL_R_MIN] = "最小值 (ms)",
        [KP_S_XL_R_AVG] = "平均值 (ms)",
        [KP_S_XL_R_STDDEV] = "标准差 (ms)",
        [KP_S_XL_R_P50] = "p50 (ms)",
        [KP_S_XL_R_P99] = "p99 (ms)",
        [KP_S_XL_R_P999] = "p99.9 (ms)",
        [KP_S_XL_R_MAX] = "最大值 (ms)",
        [KP_S_XL_S_SERVICE] =
            "服务延迟，自交给客户端起（与 Kafka 自带工具一致）",
        [KP_S_XL_S_SEARCH] = "容量搜索（各次试验见“容量”工作表）",
        [KP_S_XL_R_SUSTAINED] = "可持续速率（经浸泡测试保持）(msg/s)",
        [KP_S_XL_R_HIGHEST] = "通过试验的最高速率 (msg/s)",
        [KP_S_XL_S_DRAIN] = "积压消化",
        [KP_S_XL_R_DRAIN_RATE] = "落后时的消化速率 (msg/s)",
        [KP_S_XL_R_CATCH_UP] = "首次分配后追平用时 (s)",
        [KP_S_XL_R_EXPECTED] = "应收（生产阶段已送达）",
        [KP_S_XL_R_CONSUMED] = "已消费（在本场景的位移范围内）",
        [KP_S_XL_R_MISSING] = "缺失（消息数）",
        [KP_S_XL_R_COMPLETENESS] = "完整性 (%)",
        [KP_S_XL_R_LOST] = "丢失：已确认但从未读到（按消息）",
        [KP_S_XL_R_DUPLICATES] = "重复读取：在日志中写入了两次（按消息）",
        [KP_S_XL_R_UNACKED] = "未确认却被读到（按消息）",
        [KP_S_XL_R_CBYTES] = "已消费，键 + 值 (bytes)",
        [KP_S_XL_R_CMIB] = "已消费 (MiB)",
        [KP_S_XL_S_TIME] = "时间",
        [KP_S_XL_R_CDURATION] = "时长，自开始至最后一条消息 (s)",
        [KP_S_XL_R_JOIN] = "再均衡：自开始至首次分配 (s)",
        [KP_S_XL_R_FETCH] = "拉取时间，时长减去入组时间 (s)",
        [KP_S_XL_S_THROUGHPUT] = "吞吐量",
        [KP_S_XL_R_CRATE] = "速率，含入组 (msg/s)",
        [KP_S_XL_R_CMIBPS] = "吞吐量，含入组 (MiB/s)",
        [KP_S_XL_R_FRATE] = "仅拉取速率 (msg/s)",
        [KP_S_XL_R_FMIBPS] = "仅拉取吞吐量 (MiB/s)",
        [KP_S_XL_S_E2E] = "端到端延迟，自生产时间戳至收到",
        [KP_S_XL_MEASURE] = "指标",
        [KP_S_XL_CATALOG_METRIC] = "目录指标",
        [KP_S_XL_METRIC] = "指标",
        [KP_S_XL_TIER] = "场景",
        [KP_S_XL_CRITERION_UNIT] = "判定标准（单位）",
        [KP_S_XL_THRESHOLD] = "阈值",
        [KP_S_XL_VALUE] = "实测值",
        [KP_S_XL_MARGIN] = "余量",
        [KP_S_XL_NOTE] = "备注",
        [KP_S_XL_CRITERIA_CHECKS] = "判定标准检查",
        [KP_S_XL_CRITERIA_CHECKS_NOTE] =
            "计划中的每条判定标准在其适用的每个场景上的判定。余量：以指标单位计"
            "的剩余空间（为负即超出阈值，不通过）。上方着色的单元格给出相同的判"
            "定。",
        [KP_S_XL_NO_CRITERIA_HERE] = "计划对这些指标未设判定标准。",
        [KP_S_XL_CLIENT_DEFAULTS] = "（客户端默认值）",
        [KP_S_XL_YES] = "是",
        [KP_S_XL_NO] = "否",
        [KP_S_XL_NO_CAPS] = "否",
        [KP_S_XL_BROKER_DEFAULT] = "broker 默认值",
        [KP_S_XL_SC_MESSAGES] = "消息数（含预热）",
        [KP_S_XL_TARGET_RATE_MSGS] = "目标速率 (msg/s)",
        [KP_S_XL_RECORD_BYTES] = "消息大小 (bytes)",
        [KP_S_XL_SC_PAYLOAD] = "负载文件",
        [KP_S_XL_SC_KEYS] = "消息键",
        [KP_S_XL_SC_HEADERS] = "消息头",
        [KP_S_XL_SC_WARMUP_MSGS] = "预热（消息数）",
        [KP_S_XL_SC_WARMUP_S] = "预热 (s)",
        [KP_S_XL_SC_INTERVAL] = "快照间隔 (s)",
        [KP_S_XL_SC_DRAIN] = "排空超时 (s)",
        [KP_S_XL_SC_PRODUCERS] = "生产者实例数",
        [KP_S_XL_SC_PRODUCER_PROPS] = "生产者属性",
        [KP_S_XL_SC_CONSUME] = "消费阶段",
        [KP_S_XL_SC_CONSUMERS] = "消费组内的消费者数",
        [KP_S_XL_SC_GROUP] = "消费组",
        [KP_S_XL_SC_FETCH] = "拉取大小，max.partition.fetch.bytes (bytes)",
        [KP_S_XL_SC_TIMEOUT] = "无消息超时 (s)",
        [KP_S_XL_SC_CONSUMER_PROPS] = "消费者属性",
        [KP_S_XL_TOPIC] = "主题",
        [KP_S_XL_PARTITIONS] = "分区数",
        [KP_S_XL_RF] = "副本因子",
        [KP_S_XL_SC_SWEEPS] = "参数扫描与并行负载",
        [KP_S_XL_SC_SWEEP_POINT] = "扫描点",
        [KP_S_XL_SC_PARALLEL] = "并行组",
        [KP_S_XL_BROKER_DEFAULTS] = "（broker 默认值）",
        [KP_S_XL_TOPIC_PLAN] = "主题（计划）",
        [KP_S_XL_CREATED_WHEN_MISSING] = "不存在时由 kplan 创建",
        [KP_S_XL_TOPIC_CONFIG] = "主题配置",
        [KP_S_XL_DEFINITION] = "定义",
        [KP_S_XL_CRITERION] = "判定标准",
        [KP_S_XL_APPLIES_TO] = "适用范围",
        [KP_S_XL_PASS_CRITERIA] = "通过的判定标准",
        [KP_S_XL_NO_CRITERIA] = "计划未设判定标准。",
        [KP_S_XL_SCENARIOS_NOTE] = "计划中各场景按运行顺序排列，每个场景一列。"
                                   "客户端属性中的机密已隐去。",
        [KP_S_XL_PARAMETER] = "参数",
        [KP_S_XL_PLAN_KEY] = "计划字段",
        [KP_S_XL_PHASE] = "阶段",
        [KP_S_XL_TIER_STATUS] = "场景状态",
        [KP_S_XL_CONSUME_STARTED] = "消费开始时间 (UTC)",
        [KP_S_XL_PRODUCE_STARTED] = "生产开始时间 (UTC)",
        [KP_S_XL_PAYLOAD_FILE] = "负载文件",
        [KP_S_XL_COUNTS_RECONCILE] =
            "计数对账（已发送 = 已送达 + 失败 + 未送达）",
        [KP_S_XL_ERRORS_BY_CODE] = "按 librdkafka 错误码统计的投递错误",
        [KP_S_XL_CODE_MESSAGES] = "%s（消息数）",
        [KP_S_XL_ANY_CODE] = "任何错误码（消息数）",
        [KP_S_XL_PRODUCE_NOTE] =
            "校正延迟自开环计划中消息应发送的时刻算起（含停顿期间的排队，与 "
            "wrk2 相同）；服务延迟自交给客户端时算起（即 Kafka 的 "
            "kafka-producer-perf-test 所报告的延迟）。统计不含预热。MiB = 2^20 "
            "字节。着色单元格由判定标准判定（悬停可见批注）；详见下方“判定标准"
            "检查”。",
        [KP_S_XL_CONSUMERS] = "消费者数",
        [KP_S_XL_STOPPED_TIMEOUT] = "因无消息超时而停止",
        [KP_S_XL_CONSUME_NOTE] =
            "每个场景的消息由消费组从该场景自己的位移范围读回。含入组的速率对应"
            " Kafka 的 "
            "nMsg.sec；仅拉取速率不含入组（fetch.nMsg."
            "sec）。端到端延迟自消息中的生产时间戳算起，至收到为止。",
        [KP_S_XL_PROP_SUBJECT] = "Kafka 验收与容量测试报告",
        [KP_S_XL_PROP_KEYWORDS] = "Kafka, 验收, 容量, kplan",
        [KP_S_XL_PROP_CATEGORY] = "验收测试报告",
        [KP_S_XL_PROP_COMMENTS] =
            "判定：%s。由 kplan %s 根据运行 %s 的结果生成",
        [KP_S_XL_PROP_SHA] = "（results.json SHA-256 %s）",
        [KP_S_XL_PROP_END] = "。",

        /* ---- the report model and the charts ---- */
};
