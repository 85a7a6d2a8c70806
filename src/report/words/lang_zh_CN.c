/*
 * lang_zh_CN: the report's words in Simplified Chinese. Keys and the
 * arguments of each string: report/words/lang.h. Terms as a Chinese platform
 * team uses them: 消息, 吞吐量, 延迟, 验收, 场景 (a tier), 判定标准
 * (a criterion), 委托单位 (the organisation the report is for).
 */
#include "report/words/lang.h"

/* Parts of the metric catalog's definitions (RM_DEF_<metric>). */
#define DEF_CORRECTED                                                          \
        "从消息按计划应当发送的时刻到收到其投递回执的"   \
        "生产延迟（已校正协调遗漏）"
#define DEF_SERVICE                                                                \
        "从消息交给客户端的时刻到收到其投递回执的生产延迟" \
        "（即 Kafka 的 ProducerPerformance 所报告的延迟）"
#define DEF_E2E "从消息中携带的生产时间戳到消费者收到该消息的端到端延迟"

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
        [KP_S_XL_SHEET_TIME] = "耗时分解",
        [KP_S_XL_FONT] = "Noto Sans CJK SC",
        [KP_S_XL_FOOTER] = "Kafka 验收报告：",
        [KP_S_XL_FOOTER_PAGE] = "第 &P 页，共 &N 页",
        [KP_S_XL_PASS] = "通过",
        [KP_S_XL_FAIL] = "不通过",
        [KP_S_XL_INCOMPLETE] = "未完成",
        [KP_S_XL_INCONCLUSIVE] = "无法判定",
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
        [KP_S_XL_R_JOIN] = "加入消费组：自开始至首次分配 (s)",
        [KP_S_XL_R_FETCH] = "拉取时间，时长减去入组时间 (s)",
        [KP_S_XL_S_THROUGHPUT] = "吞吐量",
        [KP_S_XL_S_E2E] = "端到端延迟，自生产时间戳至收到",
        [KP_S_XL_MEASURE] = "测量项",
        [KP_S_XL_CATALOG_METRIC] = "指标 ID",
        [KP_S_XL_METRIC] = "指标",
        [KP_S_XL_TIER] = "场景",
        [KP_S_XL_CRITERION_UNIT] = "判定标准（单位）",
        [KP_S_XL_THRESHOLD] = "阈值",
        [KP_S_XL_VALUE] = "实测值",
        [KP_S_XL_MARGIN] = "余量",
        [KP_S_XL_NOTE] = "备注",
        [KP_S_XL_CRITERIA_CHECKS] = "判定标准检查",
        [KP_S_XL_CRITERIA_CHECKS_NOTE] =
            "计划中的每条判定标准在其适用的每个场景上的判定。余量：实测值与阈值"
            "的距离，以指标单位计；不通过时注明超出阈值或低于阈值多少。上方着色"
            "的单元格给出相同的判定。",
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
        [KP_S_XL_PASS_CRITERIA] = "验收判定标准",
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
        [KP_S_XL_CLOCK_SKEW] =
            "时钟偏差：场景 %s 的端到端延迟跨 %d "
            "台主机读取，其时钟最多可能相差 "
            "%s ms，超过其 p50 的 %s（p50 为 %s ms）：该数值最多可能偏差这么多"
            "（见测试环境）。",
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
        [KP_S_XL_VALUE_PLAIN] = "值",
        [KP_S_XL_UNIT] = "单位",
        [KP_S_XL_X_POINTS] = "数据点",
        [KP_S_XL_X_A] = "a（截距）",
        [KP_S_XL_X_B] = "b（每十倍）",
        [KP_S_XL_X_PROJECTED] = "目标规模下的预测值",
        [KP_S_XL_X_CROSSES] = "是否超出阈值",
        [KP_S_XL_X_TRENDS] = "各容量场景间的趋势",
        [KP_S_XL_X_TRENDS_NOTE] =
            "最小二乘法：值 = a + b x "
            "log10(消息数)，基于固定速率的容量场景拟合，并外推到目标消息数。",
        [KP_S_XL_X_NO_TREND] = "完成的不同规模容量场景少于两个，无法拟合趋势。",
        [KP_S_XL_NONE] = "无",
        [KP_S_XL_X_TITLE] = "外推到目标规模",
        [KP_S_XL_X_NO_TARGET] = "计划未设目标规模，无从外推。请在计划中加入 "
                                "\"target\"，再用 kplan report 重新生成报告。",
        [KP_S_XL_X_INPUTS] = "目标（取自计划）",
        [KP_S_XL_X_INPUT] = "输入",
        [KP_S_XL_X_DERIVED] = "由测量结果推导",
        [KP_S_XL_X_DERIVED_FIG] = "推导数值",
        [KP_S_XL_X_ASSUMPTIONS] = "假设",
        [KP_S_XL_NONE_DOT] = "无。",
        [KP_S_XL_X_RISKS] = "风险",
        [KP_S_XL_E_PROPERTY] = "属性",
        [KP_S_XL_E_BROKER_SETTING] = "broker 配置项",
        [KP_S_XL_E_BS_EMBEDDED] = "broker 配置：无，内嵌集群没有 broker 配置。",
        [KP_S_XL_E_BS_NOT_READ] =
            "broker 配置：未读取（没有 broker 响应 DescribeConfigs）。",
        [KP_S_XL_E_BS_TITLE] = "broker 配置，按 %s 的报告（DescribeConfigs）",
        [KP_S_XL_E_THE_BROKER] = "broker",
        [KP_S_XL_E_DECIDES] = "影响",
        [KP_S_XL_E_BROKER_ID] = "Broker ID",
        [KP_S_XL_E_HOST] = "主机",
        [KP_S_XL_E_PORT] = "端口",
        [KP_S_XL_E_CLUSTER] = "集群",
        [KP_S_XL_E_BOOTSTRAP] = "引导服务器",
        [KP_S_XL_E_EMBEDDED_BOOT] = "内嵌（librdkafka 模拟集群）",
        [KP_S_XL_E_EMBEDDED] = "内嵌模拟集群",
        [KP_S_XL_E_EMBEDDED_YES] = "是：不能作为任何 Kafka 集群的证据",
        [KP_S_XL_E_CLUSTER_ID] = "集群 ID",
        [KP_S_XL_E_NOT_KNOWN] = "未知",
        [KP_S_XL_E_CONTROLLER] = "控制器（broker ID）",
        [KP_S_XL_E_RELEASE] = "Kafka 版本",
        [KP_S_XL_E_API] = "Broker API 版本",
        /* a negative margin's number format: %s is the number's code */
        [KP_S_XL_NF_OVER] = "\"超出阈值 \"%s",
        [KP_S_XL_NF_UNDER] = "\"低于阈值 \"%s",
        [KP_S_XL_E_RELEASE_DECLARED] = "Kafka 版本（声明）",
        [KP_S_XL_H_TITLE] = "Broker 主机：测试计划中的声明（未经测量）",
        [KP_S_XL_H_HOSTS] = "主机",
        [KP_S_XL_H_COUNT] = "数量",
        [KP_S_XL_H_CORES] = "CPU 核数",
        [KP_S_XL_H_MEMORY] = "内存",
        [KP_S_XL_H_DISKS] = "数据盘",
        [KP_S_XL_H_OS] = "操作系统",
        [KP_S_XL_C_DIFFER] = "不同的设置（可能的原因）",
        [KP_S_XL_C_SETTING] = "设置",
        [KP_S_XL_C_KIND] = "类别",
        [KP_S_XL_C_BROKER_SETTINGS] = "Broker 设置：%s。",
        [KP_S_XL_E_NO_BROKERS] = "结果中没有 broker 元数据。",
        [KP_S_XL_E_WARNINGS] = "警告",
        [KP_S_XL_E_PARTITION] = "分区",
        [KP_S_XL_E_LEADER] = "Leader",
        [KP_S_XL_E_REPLICAS] = "副本",
        [KP_S_XL_E_ISR] = "同步副本 (ISR)",
        [KP_S_XL_E_TOPIC] = "主题 %s",
        [KP_S_XL_E_CREATED] = "由本次运行创建",
        [KP_S_XL_E_TOPIC_CONFIG] = "集群描述的配置",
        [KP_S_XL_E_NOT_DESCRIBED] = "集群未提供描述。",
        [KP_S_XL_E_LAYOUT] = "分区布局",
        [KP_S_XL_E_PRODUCER_DEFAULTS] =
            "kplan 的生产者配置（位于场景的生产者配置之下）",
        [KP_S_XL_E_CONSUMER_DEFAULTS] =
            "kplan 的消费者配置（位于场景的消费者配置之下）",
        [KP_S_XL_E_CLIENT_CONFIG] = "客户端配置（实际生效，机密已隐去）",
        [KP_S_XL_E_NO_CLIENT_CONFIG] = "结果中没有客户端配置。",
        [KP_S_XL_E_CLIENT_SETTINGS] = "与 librdkafka 默认值不同的客户端配置",
        [KP_S_XL_E_CS_DEFAULTS] =
            "客户端默认值的起点（计划中的 cluster.client_defaults）",
        [KP_S_XL_E_CS_WHY] = "原因",
        [KP_S_XL_E_CS_DEFAULT] = "librdkafka 默认值",
        [KP_S_XL_E_CS_TIERS] = "场景",
        [KP_S_XL_E_CS_ALL] = "全部",
        [KP_S_XL_E_CS_PER_TIER] = "每个场景各自的",
        [KP_S_XL_E_CS_PRODUCERS] = "生产者",
        [KP_S_XL_E_CS_CONSUMERS] = "消费者",
        [KP_S_XL_E_CLIENT_HOST] = "客户端主机",
        [KP_S_XL_E_HOSTNAME] = "主机名",
        [KP_S_XL_E_OS] = "操作系统",
        [KP_S_XL_E_CPU] = "CPU",
        [KP_S_XL_E_CPUS] = "CPU 数",
        [KP_S_XL_E_MEMORY] = "内存 (bytes)",
        [KP_S_XL_E_AGENTS] = "压测主机（kplan 代理；与协调者的时钟偏差，ms）",
        [KP_S_XL_E_AGENT] = "代理 %s",
        [KP_S_XL_E_AGENT_LINE] =
            "%s，kplan %s，librdkafka %s，时钟偏差 %s ms（往返 %s ms）%s%s",
        [KP_S_XL_E_LOST] = "；失联：",
        [KP_S_XL_E_SOFTWARE] = "软件与指纹",
        [KP_S_XL_E_KPLAN] = "kplan 版本",
        [KP_S_XL_E_LIBRDKAFKA] = "librdkafka 版本",
        [KP_S_XL_E_PLAN_FILE] = "计划文件",
        [KP_S_XL_E_PLAN_SHA] = "计划 SHA-256",
        [KP_S_XL_E_RESULTS_SHA] = "结果 (results.json) SHA-256",
        [KP_S_XL_E_NOT_COMPUTED] = "未计算",
        [KP_S_XL_E_PLAN] = "计划",
        [KP_S_XL_E_RUN_ID] = "运行 ID",
        [KP_S_XL_E_RUN_STARTED] = "运行开始 (UTC)",
        [KP_S_XL_E_RUN_FINISHED] = "运行结束 (UTC)",
        [KP_S_XL_E_RUN_STATUS] = "运行状态",
        [KP_S_XL_E_COMMAND] = "命令行（机密已隐去）",
        [KP_S_XL_E_OVERRIDES] = "计划覆盖项（--set，在检查计划之前生效）",
        [KP_S_XL_E_NOTE] = "kplan "
                           "所见的集群、执行测量的客户端，以及将本工作簿与其计"
                           "划和结果相关联的指纹。",
        [KP_S_XL_SO_PROMPT] = "请选择%s、%s、%s或%s。",
        [KP_S_XL_SO_DECISION] = "审批决定",
        [KP_S_XL_SO_DECISION_ERROR] = "请从列出的决定中选择一项。",
        [KP_S_XL_SO_DATE] = "日期",
        [KP_S_XL_SO_DATE_PROMPT] = "作出决定的日期，例如 2026-12-01。",
        [KP_S_XL_SO_DATE_ERROR] = "请输入日期（yyyy-mm-dd）。",
        [KP_S_XL_SO_ROLE] = "角色",
        [KP_S_XL_SO_NAME] = "姓名",
        [KP_S_XL_SO_CONDITIONS] = "附加条件",
        [KP_S_XL_SO_SIGNATURE] = "签名",
        [KP_S_XL_SO_COMMENT] = "意见",
        [KP_S_XL_SO_STATEMENT] =
            "作出决定即认可判定（%s），以及本工作簿中关于计划 %s、运行 %s "
            "的证据",
        [KP_S_XL_SO_NO_RUN_ID] = "（无运行 ID）",
        [KP_S_XL_SO_SHA] = "，结果 SHA-256 %s",
        [KP_S_XL_SO_PREPARED_BY] = "编制人",
        [KP_S_XL_SO_NOT_NAMED] = "计划中未写明",
        [KP_S_XL_SO_EDITABLE] =
            "黄色单元格是本工作簿中唯一可编辑的单元格。每张工作表都设有防误改保"
            "护（无密码）：如需更正，请使用“审阅 > 撤消工作表保护”。",
        [KP_S_XL_APPROVED] = "批准",
        [KP_S_XL_APPROVED_IF] = "有条件批准",
        [KP_S_XL_REJECTED] = "拒绝",
        [KP_S_XL_C_RATES] = "%s 至 %s msg/s",
        [KP_S_XL_C_RATES_TRIED] = "尝试的速率",
        [KP_S_XL_C_EACH_TRIAL] = "每次试验",
        [KP_S_XL_C_SOAK] = "浸泡测试",
        [KP_S_XL_C_NO_SOAK_NOTE] = "无：找到的速率不称为可持续速率",
        [KP_S_XL_C_JUDGED_BY] = "判定依据",
        [KP_S_XL_C_CRITERIA] = "判定标准",
        [KP_S_XL_C_PASSES] = "试验通过的条件",
        [KP_S_XL_C_PASSES_WHEN] = "每条消息都已送达，实测速率至少达到其速率的 "
                                  "%d%%，且满足每条判定标准",
        [KP_S_XL_C_ENDED] = "结束方式",
        [KP_S_XL_C_WARMUP] = "预热",
        [KP_S_XL_C_REPEATED] = "最低速率试验两次",
        [KP_S_XL_C_RUN] = "轮次",
        [KP_S_XL_C_RATE] = "速率 (msg/s)",
        [KP_S_XL_C_P95_SERVICE] = "服务延迟 p95 (ms)",
        [KP_S_XL_C_ERRORS] = "错误（消息数）",
        [KP_S_XL_C_RESULT] = "结果",
        [KP_S_XL_C_WHY] = "失败原因",
        [KP_S_XL_C_SEARCH_TIER] = "容量搜索，场景 %s",
        [KP_S_XL_C_AT_CRITERIA] = "满足判定标准的容量（试验）",
        [KP_S_XL_C_SUSTAINED] = "可持续（经浸泡测试保持）",
        [KP_S_XL_C_NO_SOAK_HELD] = "浸泡测试未能保持",
        [KP_S_XL_C_NO_SOAK] = "未做浸泡测试",
        [KP_S_XL_C_DRAIN_TIER] = "积压消化，场景 %s",
        [KP_S_XL_C_STARTED_AFTER] = "消费者延后启动",
        [KP_S_XL_C_CAUGHT_UNDER] = "追平的判据：读取消息的滞后低于",
        [KP_S_XL_C_CAUGHT_AFTER] = "首次分配后追平用时",
        [KP_S_XL_C_READ_UNTIL] = "此前读取的消息数",
        [KP_S_XL_C_NOT_MEASURED] = "未测量",
        [KP_S_XL_C_STOPPED_NOTE] = "生产者在消费者追平之前已停止：消化在读到最"
                                   "后一条消息时结束，此时已无新消息写入。",
        [KP_S_XL_C_NOTE] =
            "容量搜索以开环方式在固定速率下运行试验：满足每条判定标准的最高速率"
            "即为满足判定标准的容量，只有经浸泡测试保持后才称为可持续。不限速的"
            "场景是突发测试，不代表容量。积压消化测量的是在生产者持续写入时消费"
            "者追平的速度。",
        [KP_S_XL_T_T] = "t (s)",
        [KP_S_XL_T_ERRORS] = "错误（消息数）",
        [KP_S_XL_T_NO_SNAPSHOTS] = "结果中没有区间快照。",
        [KP_S_XL_T_NOT_RUN_DOT] = "未运行。",
        [KP_S_XL_T_PERCENTILE] = "百分位 (%)",
        [KP_S_XL_T_CORRECTED_MS] = "校正延迟 (ms)",
        [KP_S_XL_T_SERVICE_MS] = "服务延迟 (ms)",
        [KP_S_XL_T_E2E_MS] = "端到端延迟 (ms)",
        [KP_S_XL_T_DISTRIBUTION] = "延迟分布（取自直方图）",
        [KP_S_XL_T_SINCE] = "自%s阶段开始的秒数",
        [KP_S_XL_T_PRODUCE_PHASE] = "生产",
        [KP_S_XL_T_CONSUME_PHASE] = "消费",
        [KP_S_XL_T_CORRECTED] = "校正延迟",
        [KP_S_XL_T_SERVICE] = "服务延迟",
        [KP_S_XL_T_E2E] = "端到端延迟",
        [KP_S_XL_T_LATENCY_MS] = "延迟 (ms)",
        [KP_S_XL_T_DELIVERED] = "已送达 (msg/s)",
        [KP_S_XL_T_CONSUMED] = "已消费 (msg/s)",
        [KP_S_XL_T_TIER] = "场景 %s",
        [KP_S_XL_T_PRODUCE_NOTE] = "生产：",
        [KP_S_XL_T_NOTE_SEP] = "。",
        [KP_S_XL_T_CONSUME_NOTE] = "消费：",
        [KP_S_XL_T_PRODUCE_IV] = "生产区间（校正延迟）",
        [KP_S_XL_T_CONSUME_IV] = "消费区间（端到端延迟）",
        [KP_S_XL_T_CONSUME_IV_NO_E2E] =
            "消费区间（无端到端延迟：在生产阶段之后读取）",
        [KP_S_XL_T_PRODUCE_TPUT] = "%s：生产吞吐量",
        [KP_S_XL_T_PRODUCE_LAT] = "%s：自计划发送时刻起的生产延迟",
        [KP_S_XL_T_CONSUME_TPUT] = "%s：消费吞吐量",
        [KP_S_XL_T_E2E_LAT] = "%s：端到端延迟",
        [KP_S_XL_T_BY_PCT] = "%s：各百分位的延迟",
        [KP_S_XL_T_ACH_PRODUCE] = "实测生产速率 (msg/s)",
        [KP_S_XL_T_P95_CORRECTED] = "校正延迟 p95 (ms)",
        [KP_S_XL_T_P95_E2E] = "端到端延迟 p95 (ms)",
        [KP_S_XL_T_COMPARISON] = "场景对比",
        [KP_S_XL_T_NOT_RUN] = "未运行",
        [KP_S_XL_T_TITLE] = "时间序列与图表",
        [KP_S_XL_T_NOTE] =
            "每个场景的区间快照（t：区间结束时刻，自阶段开始的秒数）。生产区间"
            "给出校正延迟（自计划发送时刻起），消费区间给出端到端延迟。分布由场"
            "景的直方图计算（p0 = 最小值，p100 = 最大值）。",
        [KP_S_XL_T_MAX] = "最大值",
        [KP_S_XL_W_RUNS] = "测量轮数",
        [KP_S_XL_W_PRODUCED_FOR] = "生产时长（s，中位数）",
        [KP_S_XL_W_PRODUCE_MEDIAN] = "生产，实测（msg/s，中位数）",
        [KP_S_XL_W_LOWEST] = "msg/s，最低一轮",
        [KP_S_XL_W_HIGHEST] = "msg/s，最高一轮",
        [KP_S_XL_W_PRODUCE_MIBPS] = "生产 (MiB/s)",
        [KP_S_XL_W_P50_CORRECTED] = "校正延迟 p50 (ms)",
        [KP_S_XL_W_P95_MEDIAN] = "校正延迟 p95（ms，中位数）",
        [KP_S_XL_W_P95_LOW] = "p95，最低一轮 (ms)",
        [KP_S_XL_W_P95_HIGH] = "p95，最高一轮 (ms)",
        [KP_S_XL_W_P99_CORRECTED] = "校正延迟 p99 (ms)",
        [KP_S_XL_W_ERRORS_ALL] = "错误（消息数，全部轮次）",
        [KP_S_XL_W_BEST] = "最佳",
        [KP_S_XL_W_POINT] = "扫描点（场景）",
        [KP_S_XL_W_BEST_WORD] = "最佳",
        [KP_S_XL_W_TIE] = "并列",
        [KP_S_XL_W_PRODUCE_MSGS] = "生产 (msg/s)",
        [KP_S_XL_W_LOWEST_RUN] = "最低一轮",
        [KP_S_XL_W_HIGHEST_RUN] = "最高一轮",
        [KP_S_XL_W_P95_LOWEST] = "p95，最低一轮",
        [KP_S_XL_W_P95_HIGHEST] = "p95，最高一轮",
        [KP_S_XL_W_BYTES] = " (bytes)",
        [KP_S_XL_W_LAT_TITLE] = "参数扫描 %s：生产延迟随 %s 的变化",
        [KP_S_XL_W_TPUT_TITLE] = "参数扫描 %s：吞吐量随 %s 的变化",
        [KP_S_XL_W_LAT_AXIS] = "校正延迟 (ms)",
        [KP_S_XL_W_RATE_AXIS] = "生产速率 (msg/s)",
        [KP_S_XL_W_HEAD2] = "参数扫描 %s：%s x %s",
        [KP_S_XL_W_HEAD] = "参数扫描 %s：%s",
        [KP_S_XL_W_NO_FINDINGS] = "无发现。",
        [KP_S_XL_W_GRID] = "以网格形式列出相同的扫描点，供图表使用：第二个参数"
                           "的每个取值一列。",
        [KP_S_XL_W_NOTE] =
            "每个参数扫描针对参数的每个取值（或两个参数的每种组合）运行一个场景"
            "，其他条件不变；每个扫描点按扫描的 repeat "
            "次数运行，所有扫描点的各轮交错进行；扫描点的数值取其各轮的中位数。"
            "两个扫描点之间的差异只有超出噪声才计入：噪声取任一扫描点两轮之间的"
            "最大变化，以及 kplan compare "
            "的默认阈值。最佳：在通过每条判定标准的扫描点中，中位生产速率最高且"
            "超出其他每个扫描点噪声的那一个（在噪声之内时：p95 "
            "低出噪声的那一个；否则为并列，不选最佳）；当所有扫描点都以固定速率"
            "运行时，以 p95 "
            "为先。除标注为服务延迟外，延迟均为校正延迟（自计划发送时刻起）。各"
            "项发现由其下方的表格计算得出。",
        [KP_S_XL_W_NO_CRITERIA] = "无判定标准",
        [KP_S_XL_W_WORKLOAD] = "负载",
        [KP_S_XL_W_COMPLETENESS] = "完整性",
        [KP_S_XL_W_GROUP] = "并行组 %s",
        [KP_S_XL_W_AGGREGATE] = "合计",
        [KP_S_XL_W_NO_AGGREGATE] =
            "没有判定标准对本组整体作判定（\"aggregate\": true）。",
        [KP_S_XL_W_AGGREGATE_NOTE] =
            "合计判定标准，对整组作判定：速率与计数相加，延迟直方图合并。",
        [KP_S_XL_W_TITLE] = "并行负载",
        [KP_S_XL_W_WL_NOTE] = "并行组内的负载同时运行：先同时进行生产阶段，再同"
                              "时进行消费阶段。合计行将速率、MiB/s "
                              "与错误相加，并合并延迟直方图，因此其百分位是本组"
                              "全部消息的百分位；其判定即合计判定标准的判定。",
        [KP_S_XL_TRIAL_PASS] = "通过",
        [KP_S_XL_TRIAL_FAIL] = "不通过",
        [KP_S_XL_K_SHEET] = "运行对比",
        [KP_S_XL_K_NOTE] =
            "运行 B 与运行 A "
            "逐场景对比（按名称匹配；并行组按其合计），涵盖两次"
            "运行都测量过的每个指标。回归是指某个计入判定的指标上 "
            "B 按该指标的方向比 A 差，且差距超过 A 的 %s。",
        [KP_S_XL_K_RESULTS] = "结果文件",
        [KP_S_XL_K_STARTED] = "开始时间 (UTC)",
        [KP_S_XL_K_RUN_A] = "运行 A（基线）",
        [KP_S_XL_K_RUN_B] = "运行 B（与 A 对比）",
        [KP_S_XL_K_SHOWN_ONLY] = "仅展示",
        [KP_S_XL_K_BETTER] = "更优方向",
        [KP_S_XL_K_CHANGE] = "变化",
        [KP_S_XL_K_GATED] = "计入判定",
        [KP_S_XL_K_EMBEDDED] = "警告：此处对比的运行中有测量 librdkafka "
                               "进程内模拟集群（内嵌集群）的，而非 Kafka "
                               "集群；其数据不能作为任何 Kafka 集群的证据。",
        [KP_S_XL_K_TITLE] = "运行对比",
        [KP_S_XL_K_REGRESSION] = "有回归",
        [KP_S_XL_K_NO_REGRESSION] = "无回归",
        [KP_S_XL_K_INCOMPLETE] = "对比未完成",
        [KP_S_XL_K_EVERY] = "全部对比指标",
        [KP_S_XL_K_NOT_COMPARED] = "未对比",
        [KP_S_XL_K_ALL_A_IN_B] = "A 的每个场景都在 B 中。",
        [KP_S_XL_K_ONLY_A] = "（以上：仅在 A 中）",
        [KP_S_XL_K_ALL_B_IN_A] = "B 的每个场景都在 A 中。",
        [KP_S_XL_K_ONLY_B] = "（以上：仅在 B 中）",
        [KP_S_XL_K_PROP_TITLE] = "kplan 运行对比",
        [KP_S_XL_K_PROP_SUBJECT] = "Kafka 验收运行对比",
        [KP_S_XL_K_PROP_KEYWORDS] = "Kafka, 对比, 回归, kplan",

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
        [KP_S_RM_DEF_PRODUCE_RATE] =
            "预热之后的投递速率，只计中间部分的投递，即按投递顺序"
            "在第 1 与第 99 百分位之间投递的消息数除以两者相隔的秒数"
            "（各生产者实例的时间窗口合并计算）",
        [KP_S_RM_DEF_PRODUCE_RATE_RATIO] =
            "produce.rate.achieved_msgs_per_sec 除以场景的目标速率（1.0 "
            "即恰好达到目标）；仅适用于固定速率的场景",
        [KP_S_RM_DEF_PRODUCE_MIBPS] =
            "预热之后每秒投递的键和值的字节数，1 MiB = 2^20 字节",
        [KP_S_RM_DEF_PRODUCE_LAT_AVG] = DEF_CORRECTED "的平均值，单位为毫秒",
        [KP_S_RM_DEF_PRODUCE_LAT_P50] =
            DEF_CORRECTED "的第 50 百分位数，单位为毫秒",
        [KP_S_RM_DEF_PRODUCE_LAT_P95] =
            DEF_CORRECTED "的第 95 百分位数，单位为毫秒",
        [KP_S_RM_DEF_PRODUCE_LAT_P99] =
            DEF_CORRECTED "的第 99 百分位数，单位为毫秒",
        [KP_S_RM_DEF_PRODUCE_LAT_P999] =
            DEF_CORRECTED "的第 99.9 百分位数，单位为毫秒",
        [KP_S_RM_DEF_PRODUCE_LAT_MAX] = DEF_CORRECTED "的最大值，单位为毫秒",
        [KP_S_RM_DEF_PRODUCE_SVC_AVG] = DEF_SERVICE "的平均值，单位为毫秒",
        [KP_S_RM_DEF_PRODUCE_SVC_P50] =
            DEF_SERVICE "的第 50 百分位数，单位为毫秒",
        [KP_S_RM_DEF_PRODUCE_SVC_P95] =
            DEF_SERVICE "的第 95 百分位数，单位为毫秒",
        [KP_S_RM_DEF_PRODUCE_SVC_P99] =
            DEF_SERVICE "的第 99 百分位数，单位为毫秒",
        [KP_S_RM_DEF_PRODUCE_SVC_P999] =
            DEF_SERVICE "的第 99.9 百分位数，单位为毫秒",
        [KP_S_RM_DEF_PRODUCE_SVC_MAX] = DEF_SERVICE "的最大值，单位为毫秒",
        [KP_S_RM_DEF_PRODUCE_ERRORS] =
            "投递失败的消息数，加上生产阶段结束时仍未投递的消息数（含预热）",
        [KP_S_RM_DEF_PRODUCE_ERROR_RATIO] = "produce.errors 除以已发送的消息数",
        [KP_S_RM_DEF_CONSUME_RATE] =
            "消费的消息数除以从消费者启动到收到最后一条消息的秒数，含加入消费组"
            "的时间（即 Kafka 的 nMsg.sec）",
        [KP_S_RM_DEF_CONSUME_MIBPS] =
            "在与 consume.msgs_per_sec 相同的时间内每秒消费的键和值的字节数"
            "（即 Kafka 的 MB.sec）",
        [KP_S_RM_DEF_CONSUME_FETCH_RATE] =
            "按拉取时间计的每秒消费消息数，不含加入消费组和再均衡的时间（即 "
            "Kafka 的 fetch.nMsg.sec）",
        [KP_S_RM_DEF_CONSUME_FETCH_MIBPS] = "按拉取时间计的每秒消费的键和值的字"
                                            "节数（即 Kafka 的 fetch.MB.sec）",
        [KP_S_RM_DEF_CONSUME_REBALANCE_MS] =
            "从消费者启动到首次分配到分区的毫秒数（即 Kafka 的 "
            "rebalance.time.ms）",
        [KP_S_RM_DEF_CONSUME_COMPLETENESS] =
            "消费到的该场景不重复消息数，除以其生产阶段投递的消息数（1.0 "
            "即每条消息都已读回）",
        [KP_S_RM_DEF_CONSUME_MISSING] =
            "该场景生产阶段已确认、但消费者停止前未读到的消息数（逐条计数时即为"
            "丢失的消息）",
        [KP_S_RM_DEF_CONSUME_DUPLICATES] =
            "因日志中存有不止一份（未启用幂等的生产者重试所致）而被读取不止一次"
            "的该场景消息数，按每条消息携带的序号计数",
        [KP_S_RM_DEF_E2E_AVG] = DEF_E2E "的平均值，单位为毫秒",
        [KP_S_RM_DEF_E2E_P50] = DEF_E2E "的第 50 百分位数，单位为毫秒",
        [KP_S_RM_DEF_E2E_P95] = DEF_E2E "的第 95 百分位数，单位为毫秒",
        [KP_S_RM_DEF_E2E_P99] = DEF_E2E "的第 99 百分位数，单位为毫秒",
        [KP_S_RM_DEF_E2E_P999] = DEF_E2E "的第 99.9 百分位数，单位为毫秒",
        [KP_S_RM_DEF_E2E_MAX] = DEF_E2E "的最大值，单位为毫秒",
        [KP_S_RM_DEF_CAPACITY_RATE] =
            "容量搜索的持续速率，即持续运行在满足全部搜索判定标准的情况下保持住"
            "的速率（没有持续运行或持续运行均未保持住时为未测得）",
        [KP_S_RM_DEF_CAPACITY_FOUND] =
            "容量搜索中满足全部搜索判定标准的最高试验速率（仅来自试验，未经"
            "持续运行验证）",
        [KP_S_RM_DEF_DRAIN_RATE] =
            "积压消费在落后期间的读取速率，即从消费者首次分配到分区起直到追平"
            "为止每秒读取的消息数",
        [KP_S_RM_DEF_DRAIN_CATCH_UP] =
            "从积压消费首次分配到分区起，直到其消费者只读到存在时间短于测试计划"
            " "
            "caught_up 界限的消息为止的秒数，期间生产者持续生产",
        [KP_S_CHART_RUNS] = "：%d 次运行的中位数，误差线为最低到最高",
        [KP_S_CHART_LAT_RUNS] = "：%d 次运行的中位数，%s为最低到最高",
        [KP_S_CHART_BARS] = "误差线",
        [KP_S_CHART_P95_BARS] = "p95 误差线",
        [KP_S_CHART_TIERS_RATE_TITLE] = "限速场景的吞吐量",
        [KP_S_CHART_TIERS_RATE_ALT] = "柱状图：各有目标速率的场景的实际生产速率"
                                      "，以及与生产同时读取的消费速率"
                                      "（msg/s），各自对照其限值",
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
        [KP_S_CHART_CLIENT_TIME_TITLE] =
            "场景 %s：耗时分解（各阶段的每秒 p95）",
        [KP_S_CHART_CLIENT_TIME_ALT] =
            "场景 %s 随时间变化的折线图：生产消息各阶段的每秒 "
            "p95（落后于计划、客户端队列、等待发送、往返），单位 ms",
        [KP_S_CHART_CLIENT_CPU_TITLE] = "场景 %s：负载客户端的 CPU",
        [KP_S_CHART_CLIENT_CPU_ALT] =
            "场景 %s 随时间变化的折线图：负载客户端使用的 "
            "CPU（核）：整个进程、最忙的线程、等待 CPU 的线程",
        [KP_S_CHART_Y_STAGE_P95] = "各阶段 p95（ms）",
        [KP_S_CHART_Y_CORES] = "CPU（核）",
        [KP_S_CHART_S_SCHED] = "落后于计划",
        [KP_S_CHART_S_QUEUE] = "客户端队列",
        [KP_S_CHART_S_SEND] = "等待发送",
        [KP_S_CHART_S_RTT] = "往返",
        [KP_S_CHART_S_PROCESS] = "进程",
        [KP_S_CHART_S_THREAD] = "最忙的线程",
        [KP_S_CHART_S_WAIT] = "等待 CPU",
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
        [KP_S_CHART_P95_JUDGED] =
            "延迟判定标准所评判场景的 p95 延迟（未显示：%s）",
        [KP_S_CHART_FAILS] = "未达到某项延迟判定标准",
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
        [KP_S_RM_VERDICT_INCONCLUSIVE] = "无法判定",
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
        [KP_S_RM_CAUSE_BEHIND] = "生产者跟不上目标速率：仅达到 %s",
        [KP_S_RM_REASON_TIER] = "场景 %s：%s ",
        [KP_S_RM_REASON_VALUE] = "实测 %s，阈值 %s（相差 %s，%s）",
        [KP_S_RM_REASON_OVER] = "超出阈值",
        [KP_S_RM_REASON_UNDER] = "低于阈值",
        [KP_S_RM_REASON_NOT_MEASURED] = "未测得，阈值 %s%s%s",
        [KP_S_RM_REASON_NOT_JUDGED] = "未判定，阈值 %s%s%s",
        [KP_S_RM_REASON_CAUSE] = "；原因：%s",
        [KP_S_RM_EVIDENCE_SHARED] =
            "broker 与负载客户端运行在同一主机上（broker %s），涉及场景：%s。"
            "这些场景测得的是该主机的表现，不能作为集群的证据。",
        [KP_S_RM_EVIDENCE_SATURATED] =
            "负载主机的 CPU 繁忙度达到 90%% 或更高，涉及场景：%s。"
            "这些场景不能作为集群的证据。",
        [KP_S_RM_COLON] = "：",
        [KP_S_RM_DECISION_APPROVED] = "批准",
        [KP_S_RM_DECISION_CONDITIONS] = "有条件批准",
        [KP_S_RM_DECISION_REJECTED] = "拒绝",
        [KP_S_RM_CONDITIONS_NOTE] = "选择“%"
                                    "s”时，请在“条件”栏写明集群承载该业务之前须"
                                    "完成的事项、负责人和期限。",
        [KP_S_RM_MARGIN_OVER] = "超出阈值 %s",
        [KP_S_RM_MARGIN_UNDER] = "低于阈值 %s",
        [KP_S_RM_GATE] = "%s %s，阈值 %s %s：%s",
        [KP_S_RM_GATE_PCT] = "%s %s，阈值 %s %s：%s（%s）",
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
        [KP_S_RM_VR_ABORTED] =
            "提前停止：场景 %s 已无法满足中止判定标准 %s %s %s（测得 %s），"
            "运行 %s 后停止（计划 %s）",
        [KP_S_RM_VR_ABORTED_UNLIMITED] =
            "提前停止：场景 %s 已无法满足中止判定标准 %s %s %s（测得 %s），"
            "运行 %s 后停止",
        [KP_S_RM_VR_FAILED] = "有 %zu 个场景未达到判定标准（共 %zu 个场景）",
        [KP_S_RM_VR_INCOMPLETE] = "有 %zu 个场景未完成（共 %zu 个场景）",
        [KP_S_RM_VR_UNJUDGED] = "有 %zu 项检查无法判定（共 %zu 项）；第一项："
                                "%s，场景 %s：%s",
        [KP_S_RM_X_HEADROOM_VALUE] = "%s 倍",
        [KP_S_RM_COL_CONSUME_RATE] = "含入组 msg/s",
        [KP_S_RM_COL_CONSUME_MIBPS] = "含入组 MiB/s",
        [KP_S_RM_COL_FETCH_RATE] = "拉取 msg/s",
        [KP_S_RM_COL_FETCH_MIBPS] = "拉取 MiB/s",
        [KP_S_RM_VR_NO_CRITERIA] = "测试计划没有判定标准：未作任何判定",
        [KP_S_RM_VR_NONE_JUDGED] =
            "没有任何判定标准对任何场景作出判定：所有检查均不适用",
        [KP_S_RM_VR_CAP_NONE] = "没有场景测得满足判定标准的速率，无法与目标峰值"
                                " %s msg/s 比较（请添加 "
                                "\"rate\": \"search\" 的容量搜索场景）",
        [KP_S_RM_VR_CAP_FIXED_SHORT] =
            "容量未得到证明：满足判定标准的速率至少为 %s msg/s，而目标峰值需要 "
            "%s "
            "msg/s（请添加 \"rate\": \"search\" 的容量搜索场景）",
        [KP_S_RM_VR_CAP_SHORT] = "满足判定标准的容量 %s msg/s%s 低于所需峰值 "
                                 "%s msg/s（余量 %.2f 倍）",
        [KP_S_RM_VR_SUSTAINED] = "（持续运行）",
        [KP_S_RM_VR_IN_TRIALS] = "（仅试验）",
        [KP_S_RM_VR_TRIALS] = "容量仅在试验中得到：%s msg/s "
                              "满足判定标准（峰值的 %.1f 倍），但未经持续"
                              "运行验证",
        [KP_S_RM_VR_PASS] = "所有场景均满足全部判定标准%s",
        [KP_S_RM_VR_TARGET_FITS] = "，且容量满足目标",
        [KP_S_RM_AT_LEAST] = "至少 %s",
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
        [KP_S_RM_ANS_TP_JOIN] = "%s；%s",
        [KP_S_RM_AT_MOST] = "至多 %s",
        [KP_S_RM_ANS_TP_MODEL] = "所需 Broker 数：容量模型为 %d 台（%s "
                                 "最先耗尽），考虑一台宕机则需 %d 台",
        [KP_S_RM_ANS_TP_ESTIMATE] =
            "所需 Broker 数：按所测 %s 的实测容量估算为 %s "
            "台（假设分区均衡、每台 Broker 的上限相同；不少于副本因子 "
            "%d），考虑一台宕机则需 %s 台",
        [KP_S_RM_ANS_TP_ESTIMATE_BESIDE] =
            "按所测 %s 的实测容量估算为 %s 台（假设分区均衡、每台 Broker "
            "的上限相同；不少于副本因子 %d），考虑一台宕机则需 %s 台",
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
        [KP_S_RM_X_DAYS] = "天",
        [KP_S_RM_X_MESSAGES] = "条消息",
        [KP_S_RM_X_TIMES_AVERAGE] = "× 平均速率",
        [KP_S_RM_X_BYTES] = "字节",
        [KP_S_RM_X_COPIES] = "份",
        [KP_S_RM_X_OF_RAW] = "（占原始数据）",
        [KP_S_RM_X_GROUPS] = "个消费组",
        [KP_S_RM_X_PARTITIONS_UNIT] = "个分区",
        [KP_S_RM_X_IN_MESSAGES] = "时间窗口内的目标消息量",
        [KP_S_RM_X_IN_WINDOW] = "时间窗口",
        [KP_S_RM_X_IN_PEAK] = "峰值系数",
        [KP_S_RM_X_IN_PEAK_NOTE] = "所需峰值速率 = 平均速率 × 峰值系数",
        [KP_S_RM_X_IN_RECORD] = "消息大小",
        [KP_S_RM_X_IN_RF] = "副本因子",
        [KP_S_RM_X_IN_RETENTION] = "保留时间",
        [KP_S_RM_X_IN_OVERHEAD] = "存储额外开销",
        [KP_S_RM_X_IN_OVERHEAD_NOTE] = "索引、批次头和日志段余量",
        [KP_S_RM_X_IN_OUTAGE] = "需追平的消费中断时长",
        [KP_S_RM_X_IN_OUTAGE_NOTE] = "按峰值速率计，期间生产者继续写入",
        [KP_S_RM_X_IN_GROUPS] = "消费组数",
        [KP_S_RM_X_IN_GROUPS_NOTE] = "每个消费组读取全部消息",
        [KP_S_RM_X_CAP_SUSTAINED] =
            "场景 %s：持续运行验证通过，满足全部搜索判定标准",
        [KP_S_RM_X_CAP_TRIALS] =
            "场景 %s：仅有短时试验，未经持续运行验证（非持续）",
        [KP_S_RM_X_CAP_FIXED] = "场景 %s，满足全部判定标准的固定速率：只是下限",
        [KP_S_RM_X_CAP_NONE] = "没有场景测得满足判定标准的速率",
        [KP_S_RM_X_CAPW_NONE] = "未测得",
        [KP_S_RM_X_CAPW_SUSTAINED] = "持续：经持续运行验证",
        [KP_S_RM_X_CAPW_TRIALS] = "仅有试验，非持续",
        [KP_S_RM_X_CAPW_FIXED] = "下限，来自固定速率场景",
        [KP_S_RM_X_CAPW_BELOW] = "低于容量搜索的最低速率",
        [KP_S_RM_X_AVG] = "所需平均速率",
        [KP_S_RM_X_AVG_NOTE] = "目标消息量 / 时间窗口",
        [KP_S_RM_X_PEAK] = "所需峰值速率",
        [KP_S_RM_X_PEAK_NOTE] = "平均速率 × 峰值系数",
        [KP_S_RM_X_CAPACITY] = "满足判定标准的容量",
        [KP_S_RM_X_RESTS] = "容量的依据",
        [KP_S_RM_X_RESTS_SUSTAINED] = "经持续运行验证：可持续",
        [KP_S_RM_X_RESTS_NOTE] = "只有满足判定标准的持续运行才能证明其可持续",
        [KP_S_RM_X_HEADROOM] = "余量",
        [KP_S_RM_X_HEADROOM_NOTE] =
            "满足判定标准的容量 / 所需峰值速率（不小于 1 表示能承受峰值）",
        [KP_S_RM_X_BURST_NOTE] =
            "不限速场景 %s：延迟不受约束，不算容量，不计入余量",
        [KP_S_RM_X_BURST_NONE] = "没有不限速场景",
        [KP_S_RM_X_BURST] = "突发吞吐量",
        [KP_S_RM_X_PARTITIONS_NOTE] =
            "峰值 / 每分区 %.1f msg/s（场景 %s，%d 个分区）",
        [KP_S_RM_X_NO_CAPACITY] = "未知：没有测得容量",
        [KP_S_RM_X_PARTITIONS] = "峰值所需分区数",
        [KP_S_RM_X_NET_IN_NOTE] = "峰值 × 消息大小 × 副本因子 / %s",
        [KP_S_RM_X_BROKER] = "%d 个 Broker",
        [KP_S_RM_X_BROKERS] = "%d 个 Broker",
        [KP_S_RM_X_NET_IN] = "每个 Broker 的入站流量",
        [KP_S_RM_X_NET_OUT_NOTE] =
            "峰值 × 消息大小 × (消费组数 + 副本因子 − 1) / %s",
        [KP_S_RM_X_NET_OUT] = "每个 Broker 的出站流量",
        [KP_S_RM_X_CONSUME_NOTE] = "最佳纯拉取消费速率，场景 %s",
        [KP_S_RM_X_NO_CONSUME] = "没有测得消费速率",
        [KP_S_RM_X_CONSUME] = "消费速率",
        [KP_S_RM_X_NOT_KNOWN] = "未知",
        [KP_S_RM_X_INGEST_NOTE] = "需 %s，按满足判定标准的容量计",
        [KP_S_RM_X_INGEST] = "写入目标消息量所需时间",
        [KP_S_RM_X_DRAIN_NOTE] = "需 %s，按%s计",
        [KP_S_RM_X_BY_DRAIN] = "积压消费速率",
        [KP_S_RM_X_BY_CONSUME] = "消费速率",
        [KP_S_RM_X_DRAIN_TIME] = "消费完目标消息量所需时间",
        [KP_S_RM_X_BEHIND_NOTE] = "落后时的读取速率，积压场景 %s",
        [KP_S_RM_X_NO_BACKLOG] = "没有测得积压消费",
        [KP_S_RM_X_BEHIND] = "落后时的消费速率",
        [KP_S_RM_X_CATCH_UP_NOTE] =
            "%s：中断时长 × 峰值 / (积压消费速率 − 峰值)",
        [KP_S_RM_X_NEVER] = "永远追不上：积压消费速率不高于峰值",
        [KP_S_RM_X_NO_DRAIN] = "未知：没有积压消费数据",
        [KP_S_RM_X_CATCH_UP] = "中断后的追平时间",
        [KP_S_RM_X_RAW] = "原始存储量",
        [KP_S_RM_X_RAW_NOTE] = "保留期内的消息数 × 消息大小 × 副本因子",
        [KP_S_RM_X_WITH_OVERHEAD] = "含额外开销的存储量",
        [KP_S_RM_X_WITH_OVERHEAD_NOTE] = "原始存储量 + 存储额外开销",
        [KP_S_RM_X_PER_BROKER_NOTE] =
            "每个 Broker 磁盘的最大占用，分区均匀分布在 %s上",
        [KP_S_RM_X_PER_BROKER] = "每个 Broker 的存储量",
        [KP_S_RM_X_CAPW_UNDER] =
            "低于 %s msg/s：容量搜索的最低速率已不满足判定标准",
        [KP_S_RM_X_TREND_BELOW_ZERO] = "无：拟合值低于零",
        [KP_S_RM_X_TREND_FAILS] = "实测场景已不满足判定标准",
        [KP_S_RM_X_TREND_WEAK] = "不确定（R² %.2f）",
        [KP_S_RM_X_TREND_NONE] = "无外推",
        [KP_S_RM_X_TREND_CROSSES] = "超出判定标准",
        [KP_S_RM_X_TREND_WITHIN] = "在判定标准内",
        [KP_S_RM_X_NEVER_SHORT] = "永远追不上",
        [KP_S_RM_ENV_NUM_NETWORK_THREADS] = "读取并应答请求的线程数",
        [KP_S_RM_ENV_NUM_IO_THREADS] = "处理请求磁盘操作的线程数",
        [KP_S_RM_ENV_NUM_REPLICA_FETCHERS] = "从每个 Leader 复制数据的线程数",
        [KP_S_RM_ENV_QUEUED_MAX_REQUESTS] = "网络线程停止读取前可排队的请求数",
        [KP_S_RM_ENV_LOG_DIRS] = "日志目录（磁盘）",
        [KP_S_RM_ENV_LOG_FLUSH_INTERVAL_MESSAGES] = "两次强制刷盘之间的消息数",
        [KP_S_RM_ENV_LOG_FLUSH_INTERVAL_MS] = "两次强制刷盘之间的毫秒数",
        [KP_S_RM_ENV_LOG_SEGMENT_BYTES] = "日志段大小",
        [KP_S_RM_ENV_LOG_RETENTION_HOURS] = "消息保留时长",
        [KP_S_RM_ENV_LOG_RETENTION_MS] = "消息保留时长",
        [KP_S_RM_ENV_LOG_RETENTION_BYTES] = "每个分区最多保留的数据量",
        [KP_S_RM_ENV_DEFAULT_REPLICATION_FACTOR] =
            "未指定副本因子时新建主题的副本因子",
        [KP_S_RM_ENV_MIN_INSYNC_REPLICAS] = "acks=all 时必须写入成功的副本数",
        [KP_S_RM_ENV_NUM_PARTITIONS] = "未指定分区数时新建主题的分区数",
        [KP_S_RM_ENV_AUTO_CREATE_TOPICS_ENABLE] = "首次使用时自动创建主题",
        [KP_S_RM_ENV_UNCLEAN_LEADER_ELECTION_ENABLE] =
            "允许不同步的副本成为 Leader（会丢数据）",
        [KP_S_RM_ENV_MESSAGE_MAX_BYTES] = "可接受的最大消息批次",
        [KP_S_RM_ENV_COMPRESSION_TYPE] = "Broker 存储时使用的压缩方式",
        [KP_S_RM_ENV_SOCKET_SEND_BUFFER_BYTES] = "Socket 发送缓冲区",
        [KP_S_RM_ENV_SOCKET_RECEIVE_BUFFER_BYTES] = "Socket 接收缓冲区",
        [KP_S_RM_ENV_SOCKET_REQUEST_MAX_BYTES] = "可接受的最大请求",
        [KP_S_RM_ENV_DIRECTORY] = "%zu 个目录",
        [KP_S_RM_ENV_DIRECTORIES] = "%zu 个目录",
        [KP_S_RM_ENV_NEVER_FLUSH] = "%s（从不强制刷盘：由操作系统刷盘）",
        [KP_S_RM_ENV_RELEASE_FROM] = "%s（由 %s%s 推断）",
        [KP_S_RM_ENV_RELEASE_4_PLUS] =
            "4.0 或更高（由 Fetch 自 v%d 起且无 "
            "inter.broker.protocol.version 推断，二者均始于 Kafka 4.0）",
        [KP_S_RM_ENV_RELEASE_DISAGREES] =
            "测试计划声明 Kafka %s，但 Broker 的 %s 指向 %s 版本："
            "两者不一致（升级期间协议版本可能被有意保持在旧版本）。",
        [KP_S_RM_ENV_HOSTS_EMBEDDED] =
            "本次运行使用嵌入式集群：声明的主机与之无关。",
        [KP_S_RM_ENV_HOSTS_COUNT] = "测试计划声明 %d 台 Broker "
                                    "主机%.0s；集群报告了 %zu 个 Broker%.0s。",
        [KP_S_RM_ENV_BROKER] = "Broker %d",
        [KP_S_RM_ENV_APIS] = "（共 %zu 个 API，完整列表见 results.json）",
        [KP_S_RM_SEARCH_RANGE] = "搜索 %s 至 %s msg/s",
        [KP_S_RM_SEARCH] = "搜索",
        [KP_S_RM_UNLIMITED] = "不限速",
        [KP_S_RM_FROM_PAYLOAD] = "来自载荷文件",
        [KP_S_RM_KEYS_NONE] = "无",
        [KP_S_RM_KEYS] = "%s，共 %llu 个 key",
        [KP_S_RM_KEYS_RANDOM] = "随机选取",
        [KP_S_RM_KEYS_ROUND_ROBIN] = "轮流选取",
        [KP_S_RM_GROUP_PER_RUN] = "每次运行生成",
        [KP_S_RM_CLIENT_DEFAULT] = "客户端默认值",
        [KP_S_RM_TRIAL] = "试验",
        [KP_S_RM_SOAK] = "持续运行",
        [KP_S_RM_FINAL_RUN] = "最终运行",
        [KP_S_RM_TRIAL_LABEL] = "%s %zu",
        [KP_S_RM_N_MESSAGES] = "%s 条消息",
        [KP_S_RM_JUDGED_SEARCH] = "搜索的判定标准",
        [KP_S_RM_JUDGED_PLAN] = "测试计划中作用于该场景的生产判定标准",
        [KP_S_RM_NEVER_CAUGHT_UP] = "从未追平",
        [KP_S_RM_BELOW_PEAK] = "%s低于所需峰值速率：不能证明能承受峰值",
        [KP_S_RM_EVERY_TIER] = "所有场景",
        [KP_S_RM_AGGREGATE] = "（并行组的合计值）",
        [KP_S_RM_REHEARSAL] =
            "预演：本次运行使用了 --scale "
            "%g：每个场景只发送了测试计划所定消息数的 "
            "%g%%。它是测试计划的预演，不能代替按计划完整运行。",
        [KP_S_RM_EMBEDDED_WARNING] =
            "本次运行测量的是 librdkafka 的进程内模拟集群（kplan "
            "嵌入模式），而不是 Kafka 集群：数据只反映 kplan "
            "在本机上的运行情况，不能作为任何集群的依据。",
        [KP_S_RM_EMULATED_HOSTS] =
            "这些主机是在同一台机器上仿真的（网络命名空间、cgroup CPU "
            "配额；共用一块磁盘、一个内核）：以上结论描述的是这个仿真集群。",
        [KP_S_RM_RUN_COMPLETE] = "已完成",
        [KP_S_RM_RUN_RUNNING] = "进行中",
        [KP_S_RM_RUN_INTERRUPTED] = "被中断",
        [KP_S_RM_RUN_FAILED] = "失败",
        [KP_S_RM_RUN_STOPPED] = "因中止判定标准而停止",
        [KP_S_RM_RUN_UNKNOWN] = "未知",
        [KP_S_RM_ROWS_MERGED] =
            "%zu 个 %s s 的统计区间合并为 %zu 行：每行合并 %zu "
            "个区间（速率按合并后的时长计算，延迟取其中最高值）；results.json "
            "保留全部区间",
        [KP_S_RM_SEARCH_BELOW_FROM] =
            "没有速率满足判定标准：第一次试验（%s msg/s）即未通过",
        [KP_S_RM_SEARCH_AT_BOUND] =
            "直到搜索上限 %s msg/s 都满足判定标准：容量至少为该值",
        [KP_S_RM_SEARCH_WIDE] = "进行 %d 次试验后停止，结果介于 %s 与 %s msg/s "
                                "之间，未达到要求的精度",
        [KP_S_RM_SEARCH_HELD] =
            "%s msg/s 满足判定标准而 %s msg/s 不满足，精度在 %g%% 以内",
        [KP_S_RM_SEARCH_UNFINISHED] = "搜索未完成",
        [KP_S_RM_SEARCH_BELOW_TWICE] = "没有速率满足判定标准：第一次试验（%s "
                                       "msg/s）未通过，重复一次仍未通过",
        [KP_S_RM_TRIAL_REPEAT_LABEL] = "%s %zu（重复%s %zu）",
        [KP_S_RM_SEARCH_WARMUP] =
            "第 1 次试验之前，搜索先以 %s msg/s 预热 %s（%s "
            "条消息）；预热不计入测量，这些消息不计入任何试验的数据。",
        [KP_S_RM_SEARCH_REPEAT_PASSED] =
            "最低速率 %s msg/s 试验了两次：试验 %zu 未通过，重复的试验 %zu "
            "通过，因此搜索按通过处理，从该速率继续。",
        [KP_S_RM_SEARCH_REPEAT_FAILED] =
            "最低速率 %s msg/s 试验了两次：试验 %zu 未通过，重复的试验 %zu "
            "也未通过，因此没有速率满足判定标准。",
        [KP_S_RM_LIST_SEP] = "、",
        [KP_S_RM_NOTE_UNLIMITED] = "不限速场景：没有目标速率可供比较",
        [KP_S_RM_NOTE_E2E_AFTER] =
            "端到端延迟只在消费模式 \"during\" "
            "下测量；该场景的消费者在生产阶段结束后才读取",
        [KP_S_RM_NOTE_NOT_MEASURED] = "该场景未测量此项",
        [KP_S_RM_NOTE_NOT_COMPLETE] = "该场景未完成",
        [KP_S_RM_NOTE_NO_CONSUMER] = "消费者已禁用：该场景没有消费阶段",
        [KP_S_RM_NOTE_NOT_SEARCH] = "不是容量搜索场景：只有容量搜索测量此项",
        [KP_S_RM_NOTE_NO_SOAK] =
            "容量搜索没有持续运行（soak）：任何速率都不会被认定为可持续",
        [KP_S_RM_NOTE_NOT_BACKLOG] = "不是积压消费场景：只有积压消费测量此项",
        [KP_S_RM_NOTE_AGGREGATE] = "汇总结果既没有容量搜索，也没有积压消费",
        [KP_S_RM_NOTE_NAMED] = "判定标准指定了该场景，但该场景从不测量此项：%s",
        [KP_S_RM_NOTE_NO_MEASURED] = "预热之后没有测量到任何消息",
        [KP_S_RM_NOTE_PRODUCE_NOT_RUN] = "生产阶段没有运行",
        [KP_S_RM_NOTE_CONSUME_NOT_RUN] = "消费阶段没有运行",
        [KP_S_RM_NOTE_NOTHING_SENT] = "没有发送任何消息",
        [KP_S_RM_NOTE_BY_OFFSET] =
            "消费者按偏移量而非逐条消息计数（该场景的偏移量"
            "中有不带本场景标记的消息）：重复消息数未知",
        [KP_S_RM_NOTE_NOT_FOUND] = "没有试验满足判定标准：未找到速率",
        [KP_S_RM_NOTE_NOT_SUSTAINED] =
            "没有持续运行在满足判定标准的速率上坚持下来：没有可持续的速率",
        [KP_S_RM_NOTE_NOT_DRAINED] = "消费者始终没有追上",
        [KP_S_RM_HEADLINE] = "目标 %s 条消息 / %s：所需峰值 %s msg/s；%s%s",
        [KP_S_RM_HL_SUSTAINED] =
            "满足判定标准的容量 %s msg/s（持续）；余量 %s 倍",
        [KP_S_RM_HL_TRIALS] =
            "满足判定标准的容量 %s msg/s（仅试验，非持续）；余量 %s 倍",
        [KP_S_RM_HL_FIXED] =
            "至少 %s msg/s 满足判定标准（固定速率，只是下限）；余量至少 %s 倍",
        [KP_S_RM_HL_BELOW] =
            "满足判定标准的容量低于 %s msg/s（容量搜索的最低速率已不满足）",
        [KP_S_RM_HL_NONE] = "满足判定标准的容量未测得",
        [KP_S_RM_HL_BURST] = "（突发 %s msg/s，延迟不受约束：不算容量）",
        /* ---- the brokers' side (model_brokers.c) ---- */
        [KP_S_XL_SHEET_BROKERS] = "Broker 指标",
        /* ---- unknown figures, rate windows, what a verdict judged ---- */
        [KP_S_RM_NOT_ASKED] = "未要求",
        [KP_S_RM_NOT_APPLICABLE] = "不适用",
        [KP_S_RM_NOT_JUDGED] = "未判定",
        [KP_S_RM_X_NO_BROKERS] = "Broker 数量未知：无从均分",
        [KP_S_RM_X_NO_BURST_TIER] = "没有以不限速率运行的场景",
        [KP_S_RM_TIER_REASONS] = "场景 %s：%s",
        [KP_S_RM_TIER_CAUSE] = "。原因：%s",
        [KP_S_RM_SIGNOFF_MEANS_PASS] =
            "“%s”表示依据本报告的证据，接受该集群承载附录 A.1 "
            "所述负载；“%s”表示满足所写条件（事项、负责人、期限）后接受；“%"
            "s”表示不接受；“%s”表示本次运行测到的是测试装置而非集群。",
        [KP_S_RM_SIGNOFF_MEANS_FAIL] =
            "本次结论为不通过：“%"
            "s”表示明知本报告开头列出的未满足判定标准仍接受该集群，风险由签字人"
            "承担；“%s”表示满足所写条件（事项、负责人、期限）后接受；“%"
            "s”表示退回修复并重新测试；“%"
            "s”表示本次运行测到的是测试装置而非集群。",
        [KP_S_RM_SIGNOFF_MEANS_INCOMPLETE] =
            "本次结论为未完成：“%"
            "s”表示在缺少这些测量的情况下接受该集群，风险由签字人承担；“%"
            "s”表示满足所写条件（事项、负责人、期限）后接受；“%"
            "s”表示等待完整的运行；“%s”表示本次运行测到的是测试装置而非集群。",
        [KP_S_RM_RISK_HOST] =
            "负载主机：%"
            "s依赖这些场景的结果之前，应在独立的主机上运行负载客户端。",
        [KP_S_XL_SO_REPORT_DATE] = "报告日期",
        [KP_S_XL_SO_MEANING] = "审批决定的含义",
        [KP_S_XL_SO_BLANK] = "________________（请填写）",
        [KP_S_RM_PP] = "%s 个百分点",
        /* ---- criteria per window (model_windows.c) ---- */
        [KP_S_CHART_TIERS_FULL_TITLE] = "全速吞吐量",
        [KP_S_CHART_TIERS_FULL_ALT] = "柱状图：各无目标速率场景的生产速率，以及"
                                      "读取积压消息的消费者的纯拉取速率"
                                      "（msg/s），各自对照其限值",
        [KP_S_CHART_S_CONSUME_DURING] = "消费，与生产同时",
        [KP_S_CHART_S_PRODUCE_UNLIMITED] = "生产，不限速",
        [KP_S_CHART_REF_OF_TARGET] = "生产速率 %s 该场景目标的 %s",
        [KP_S_CHART_REF_TARGET] = "该场景的目标速率",
        [KP_S_CHART_CAP_SEE] = "图中要点：%s。",
        [KP_S_CHART_CAP_FAIL] = "%s：%s 未达到",
        [KP_S_CHART_CAP_MET] = "%s：%s 达到",
        [KP_S_CHART_CAP_UNJUDGED] = "%s：%s 未评判",
        [KP_S_CHART_CAP_AND] = "、",
        [KP_S_CHART_CAP_END] = "。",
        [KP_S_CHART_CAP_SEP] = "；",
        [KP_S_CHART_E2E_ALT] =
            "折线图：场景 %s 消费阶段每个统计区间端到端延迟的 "
            "p50、p95、p99（ms）",
        [KP_S_XL_T_LIMITS_OF] = "%s：图中所画的阈值",
        [KP_S_CHART_WINDOWS_TITLE] = "%s，每 %s 窗口，场景 %s",
        [KP_S_CHART_WINDOWS_ALT] =
            "%s：每个 %s 窗口的值（场景 %s）与判定标准的限值",
        [KP_S_CHART_S_WINDOW] = "每个窗口",
        [KP_S_RM_WINDOW_SUMMARY] =
            "%zu / %zu 个窗口未通过（须有 %zu 个通过）；最差：%s，"
            "%s s 至 %s s（%s）",
        [KP_S_RM_WINDOW_NONE] = "没有可判定的窗口",
        [KP_S_XL_SHEET_WINDOWS] = "窗口判定",
        [KP_S_XL_WIN_TITLE] = "场景 %s：%s %s，每 %s 窗口",
        [KP_S_XL_WIN_FROM] = "起 (s)",
        [KP_S_XL_WIN_TO] = "止 (s)",
        [KP_S_XL_WIN_START] = "开始 (UTC)",
        [KP_S_XL_WIN_VALUE] = "值",
        [KP_S_XL_WIN_LIMIT] = "限值",
        /* ---- a resumed run's attempts (model_env.c) ---- */
        [KP_S_XL_E_ATTEMPTS] = "执行轮次（本次运行以 kplan run --resume 续跑）",
        [KP_S_XL_E_ATTEMPT] = "第 %s 轮",
        [KP_S_XL_E_ATTEMPT_LINE] =
            "%s 至 %s，%s；跑完的层级：%s；中断的层级：%s",
        [KP_S_RM_ATT_KILLED] = "未正常结束（被终止、崩溃或主机失联）",
        [KP_S_RM_ATT_INTERRUPTED] = "被中断（Ctrl-C）",
        [KP_S_RM_ATT_COMPLETE] = "完成",
        [KP_S_RM_ATT_NONE] = "无",
        [KP_S_RM_ATT_CUT] =
            "%s（开始于 %s；下一轮从头重跑；本轮已发的消息另行计数：%s）",
        [KP_S_RM_ATT_SENT] = "已发送 %s 条，已确认 %s 条",
        [KP_S_RM_ATT_WRITTEN] = "写入其主题 %s 条",
        [KP_S_RM_ATT_UNKNOWN] = "未知（内嵌集群随其进程结束）",
        /* ---- the capacity model (model_extrapolation.c) ---- */
        [KP_S_SZ_CORES] = "%s 核",
        [KP_S_SZ_CORES_UNIT] = "核",
        [KP_S_SZ_FIT_BROKER] = "Broker %s：%s",
        [KP_S_SZ_TITLE] = "容量模型",
        [KP_S_SZ_RES_CPU] = "CPU",
        [KP_S_SZ_RES_NET_IN] = "网络流入",
        [KP_S_SZ_RES_NET_OUT] = "网络流出",
        [KP_S_SZ_RES_DISK_WRITE] = "磁盘写入",
        [KP_S_SZ_RES_DISK_SPACE] = "磁盘空间",
        [KP_S_SZ_SENTENCE] =
            "目标峰值 %s msg/s 需要%s（与所测规格相同；%s 最先耗尽，%s "
            "msg/s，%d 台时）；考虑一台宕机则需 %d 台",
        [KP_S_SZ_SENTENCE_NO_TARGET] =
            "%s 最先耗尽：%s msg/s，%d 台同样的 Broker 时",
        [KP_S_SZ_BASIS] =
            "每项资源的用量按 Broker 逐台（所测 %s）对集群速率做"
            "最小二乘拟合（固定速率场景和搜索试验的各个窗口）；用量达到每台"
            "容量的阈值即为耗尽，表中为最先耗尽的一台"
            "（无一耗尽时为最忙的一台）。分区均衡时，"
            "N′ 台 Broker 每台的负载按 %d/N′ 缩放；"
            "一台宕机时其余 Broker 接管其分区，因此需多一台。",
        [KP_S_SZ_MEASURED] =
            "模型与实测对比：%s达到 %s msg/s（%d 台 Broker）；模型中 %s "
            "用满容量时为 %s msg/s：实测为模型的 %s。%s",
        [KP_S_SZ_SOURCE_SEARCH] = "容量搜索",
        [KP_S_SZ_SOURCE_UNLIMITED] = "不限速场景",
        [KP_S_SZ_GAP_AGREES] = "两者相差不到四分之一。",
        [KP_S_SZ_GAP_CRITERIA] =
            "搜索远未到资源上限即停止：判定标准中的延迟先达到限制。",
        [KP_S_SZ_GAP_CLIENT] = "实测的限制在压测客户端，而非 Broker。",
        [KP_S_SZ_GAP_UNMEASURED] =
            "模型未测量的因素先达到限制：请求处理线程、磁盘延迟、中间网络。",
        [KP_S_SZ_GAP_HIGHER] =
            "Broker 实际达到的速率高于直线所示：随速率增加批次变大，每条消息"
            "的开销下降，因此由低速率拟合的直线会低估。",
        [KP_S_SZ_H_RESOURCE] = "资源",
        [KP_S_SZ_H_CAPACITY] = "每台容量",
        [KP_S_SZ_H_FIT] = "所示 Broker 上的用量",
        [KP_S_SZ_H_R2] = "R²（点数）",
        [KP_S_SZ_H_ERROR] = "最大误差",
        [KP_S_SZ_H_THRESHOLD] = "阈值",
        [KP_S_SZ_H_CEILING] = "耗尽于",
        [KP_S_SZ_H_NOTE] = "说明",
        [KP_S_SZ_R_NO_METRICS] = "固定速率下未测得",
        [KP_S_SZ_R_FEW_POINTS] = "固定速率窗口少于 3 个",
        [KP_S_SZ_R_NO_CAPACITY] =
            "容量既未声明（cluster.hosts），也未从 node_exporter 读到",
        [KP_S_SZ_R_SHARED_HOST] = "多台 Broker 共用主机：主机指标不是单台 "
                                  "Broker 的",
        [KP_S_SZ_R_FLAT] = "不随速率增长",
        [KP_S_SZ_R_WEAK] = "拟合较弱（R² 低于 0.5）",
        [KP_S_SZ_R_IDLE_ABOVE] = "空载时已达阈值",
        [KP_S_SZ_R_NO_TARGET] = "需要测试计划的目标",
        [KP_S_SZ_R_NO_CEILING] = "没有资源得出上限",
        [KP_S_SZ_FRONT_TOPIC] = "所需 Broker 数",
        [KP_S_SZ_REQUESTS] = "请求/秒",
        [KP_S_SZ_BATCHING_NOTE] =
            "请求/秒 = 速率 / (1 + %s × 速率)，由客户端的每批消息数得出",
        [KP_S_SZ_LINE] = "直线拟合：%s",
        [KP_S_SZ_L_NO_BATCHES] = "客户端每批消息数已知的点少于 3 个",
        [KP_S_SZ_L_FEW_POINTS] = "点少于 4 个，不足以拟合 3 项",
        [KP_S_SZ_L_BATCH_FLAT] = "每批消息数不随速率增长",
        [KP_S_SZ_L_REQUESTS_FLAT] = "各点的请求/秒几乎不变",
        [KP_S_SZ_L_SINGULAR] = "请求/秒与速率同步变化，无法区分两者的开销",
        [KP_S_SZ_L_NEGATIVE_C] = "每个请求的开销拟合为负",
        [KP_S_SZ_L_NEGATIVE_B] = "每条消息的开销拟合为负或零",
        [KP_S_RM_COL_SECONDS] = "耗时（s）",
        [KP_S_RM_COL_FETCH_SECONDS] = "拉取耗时（s）",
        [KP_S_XL_NF_PP] = "0.00##\" 个百分点\"",
        /* ---- the tables' titles (the glossary: lang_*_client.c) ---- */
        [KP_S_XL_GLOSSARY] = "术语表：本报告中术语的含义",
        [KP_S_XL_NO_EVIDENCE] = "不能作为集群的证据。%s",
        [KP_S_XL_TT_PRODUCE] =
            "生产，按场景：实测速率与 p95 生产延迟，及判定标准对它们的判定",
        [KP_S_XL_TT_CONSUME] =
            "消费，按场景：读回的消息与消费速率，及判定标准对它们的判定",
        [KP_S_XL_TT_SCENARIOS] = "测试计划的场景：每列一个场景，按运行顺序",
        [KP_S_XL_TT_PRODUCE_T] = "生产结果：每行一项指标，每列一个场景",
        [KP_S_XL_TT_CONSUME_T] = "消费结果：每行一项指标，每列一个场景",
        [KP_S_XL_TT_STAGES_P] =
            "场景 %s：生产消息经过的各阶段（ms），右侧为负载客户端",
        [KP_S_XL_TT_STAGES_C] = "场景 %s：拉取往返（ms），右侧为消费者客户端",
        [KP_S_XL_TT_BROKERS_P] = "场景 %s：各 broker 的 Produce 请求及其往返",
        [KP_S_XL_TT_BROKERS_C] = "场景 %s：各 broker 的 Fetch 请求及其往返",
        [KP_S_XL_TT_ENV_BROKERS] = "各 broker 及其地址",
        [KP_S_XL_TT_APPROVERS] = "审批人：每人一行，待填写",
        [KP_S_XL_TT_TRIALS] = "容量搜索的各次试验，每次一行，按运行顺序",
        [KP_S_XL_NF_MARK] = "%s\"（%s）\"",
        [KP_S_XL_MARKED] = "%s（%s）",
};
