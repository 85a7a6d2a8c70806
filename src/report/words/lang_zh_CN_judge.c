/*
 * lang_zh_CN_judge: the words of kplan's judgments in Chinese (zh-CN): the J_
 * keys (one per judgment code, report/model/judgment_words.c), an INCONCLUSIVE
 * verdict, the sign-off's decisions, figures not known (with why) and
 * rates judged with their error. Keys and the arguments of each string:
 * report/words/lang.h.
 */
#include "report/words/lang.h"

const char *const kp_catalog_zh_cn_judge[KP_S_COUNT] = {
        [KP_S_RM_DECISION_NOT_VALID] = "测试无效",
        [KP_S_RM_DECISION_LINE] = "%s：%s",
        [KP_S_RM_DECISION_DEF_APPROVED] =
            "依据本报告的证据，接受该集群承载附录 A.1 所述负载",
        [KP_S_RM_DECISION_DEF_CONDITIONS] =
            "满足所写条件（事项、负责人、期限）后接受该集群",
        [KP_S_RM_DECISION_DEF_REJECTED] = "不接受该集群：退回修复后重新测试",
        [KP_S_RM_DECISION_DEF_NOT_VALID] =
            "本次运行测到的是测试装置而非集群：不能作为任何一方的证据，须按首页"
            "所述调整后重新测试",
        [KP_S_RM_SIGNOFF_MEANS_INCONCLUSIVE] =
            "本次结论为无法判定：限制来自测试装置而非集群，本次运行不能作为集群"
            "的证据，因此它支持的决定是“%"
            "s”；批准或拒绝该集群须按报告开头所述调整后重新运行。",
        [KP_S_RM_SIGNED_FOR] =
            "签署对象：%s（Kafka %s，broker 数：%s），运行 %s，%s",
        [KP_S_RM_SIGNED_FOR_EMBEDDED] =
            "签署对象：无集群（嵌入式模拟集群），运行 %s，%s",
        [KP_S_XL_NOT_VALID] = "测试无效",
        [KP_S_RM_VERDICT_STORED] =
            "此 results.json 由 kplan %s 写入，当时的结论为 %s；按本版 kplan "
            "的规则重新评估，结论为 %s（即上方的结论）。该文件未作任何改动。",
        [KP_S_RM_ANS_LAT_RIG] =
            "未得到证明：在 %s msg/s（场景 %s，不低于所需峰值 %s msg/s）下 p95 "
            "生产延迟为 "
            "%s，超出判定标准，但当时的限制来自测试装置而非集群（无法判定）",
        [KP_S_XL_RERUN] = "需要调整并重新运行：%s",
        /* ---- judgments ---- */
        [KP_S_J_BECAUSE] = "：",
        [KP_S_J_NOT_KNOWN] = "未知",
        [KP_S_J_PHASE_PRODUCE] = "生产",
        [KP_S_J_PHASE_CONSUME] = "消费",
        [KP_S_J_SUBJECT_PHASE] = "场景 %s（%s阶段）：",
        [KP_S_J_ON_HOST] = "（负载主机 %s）",
        [KP_S_J_RUN_ABORTED] = "场景 %s 因中止判定标准提前停止",
        [KP_S_J_RUN_FAILED] = "有 %s 个场景未达到判定标准（共 %s 个场景）",
        [KP_S_J_RUN_INCONCLUSIVE] = "有 %s 个场景（共 %s "
                                    "个）未达到速率或延迟判定标准，而当时的限制"
                                    "来自测试装置而非集群；第一个",
        [KP_S_J_RUN_INCOMPLETE] = "有 %s 个场景未完成（共 %s 个场景）",
        [KP_S_J_RUN_UNJUDGED] =
            "有 %s 项检查无法判定（共 %s 项）；第一项：%s，场景 %s",
        [KP_S_J_RUN_NO_CRITERIA] = "测试计划没有判定标准：未作任何判定",
        [KP_S_J_RUN_NONE_JUDGED] =
            "没有任何判定标准对任何场景作出判定：所有检查均不适用",
        [KP_S_J_RUN_CAP_NONE] =
            "没有场景测得满足判定标准的速率，无法与目标峰值 %s msg/s "
            "比较（请添加 \"rate\": \"search\" 的容量搜索场景）",
        [KP_S_J_RUN_FIXED_SHORT] =
            "容量未得到证明：满足判定标准的速率至少为 %s msg/s，而目标峰值需要 "
            "%s msg/s（请添加 \"rate\": \"search\" 的容量搜索场景）",
        [KP_S_J_RUN_CAP_SHORT] =
            "满足判定标准的容量 %s msg/s（持续运行）低于所需峰值 %s "
            "msg/s（余量 %s 倍）",
        [KP_S_J_RUN_CAP_SHORT_TRIALS] =
            "满足判定标准的容量 %s msg/s（仅试验）低于所需峰值 %s msg/s（余量 "
            "%s 倍）",
        [KP_S_J_RUN_CAP_AT_LEAST] = "满足判定标准的容量至少为 %s "
                                    "msg/s，低于所需峰值 %s msg/s，而场景 %s "
                                    "的限制来自测试装置而非集群：容量未得到证明"
                                    "；请调整测试装置后重新运行",
        [KP_S_J_RUN_TRIALS] =
            "容量仅在试验中得到：%s msg/s 满足判定标准（峰值的 %s "
            "倍），但未经持续运行验证",
        [KP_S_J_RUN_PASS] = "所有场景均满足全部判定标准",
        [KP_S_J_RUN_PASS_TARGET] = "所有场景均满足全部判定标准，且容量满足目标",
        [KP_S_J_RIG_CLIENT_CGROUP] =
            "负载客户端受其 cgroup 限制：使用 %s 核（配额 %s 核），%s "
            "的调度周期被限流（判定界限 %s）",
        [KP_S_J_RIG_CLIENT_AFFINITY] =
            "负载客户端使用了 %s 核，而其 CPU 亲和性只允许 %s 个 CPU",
        [KP_S_J_RIG_CLIENT_THREAD] =
            "负载客户端的线程 %s 占用了一个核的 %s（判定界限 %s）",
        [KP_S_J_RIG_HOST_SATURATED] = "负载主机的 CPU 繁忙度为 %s（判定界限 "
                                      "%s）：客户端在等待被其他进程占用的 CPU",
        [KP_S_J_RIG_BROKERS_ON_HOST] =
            "有 broker 运行在负载客户端所在的主机上（broker "
            "%s）：两者共用该主机的 CPU",
        [KP_S_J_RIG_EMBEDDED] =
            "broker 是 librdkafka 的进程内模拟集群，运行在负载客户端之内",
        [KP_S_J_FIX_CLIENT_CGROUP] = "为负载客户端提供更多 CPU（提高其 cgroup "
                                     "配额，或在该 cgroup 之外运行）后重新运行",
        [KP_S_J_FIX_CLIENT_AFFINITY] =
            "允许负载客户端在更多 CPU 上运行（调整其 CPU 亲和性）后重新运行",
        [KP_S_J_FIX_CLIENT_THREAD] =
            "将负载分散到更多生产者实例或负载主机（\"instances\"、kplan "
            "agent），使客户端线程不再占满一个核，然后重新运行",
        [KP_S_J_FIX_HOST_SATURATED] = "在独占的主机上运行负载客户端，或停止该主"
                                      "机上的其他负载，然后重新运行",
        [KP_S_J_FIX_BROKERS_ON_HOST] =
            "在不运行 broker 的主机上运行负载客户端，然后重新运行",
        [KP_S_J_FIX_EMBEDDED] =
            "从独立的负载主机对 Kafka 集群运行该计划（\"cluster\": "
            "{\"bootstrap.servers\": ...}）",
        /* ---- unknown figures and rates judged with their error ---- */
        [KP_S_RM_XU_NO_CAPACITY] = "未测得：没有速率满足判定标准",
        [KP_S_RM_XU_NO_PARTITIONS] = "未知：容量场景的分区数未知",
        [KP_S_RM_XU_NO_UNLIMITED_TIER] = "未要求：没有以不限速率运行的场景",
        [KP_S_RM_XU_NO_BURST] =
            "未测得：没有不限速率的场景在足以判定的时间窗口内送达全部消息",
        [KP_S_RM_XU_NO_BACKLOG_READ] = "未测得：没有场景读取积压的消息",
        [KP_S_RM_XU_NO_BACKLOG_TIER] = "未要求：测试计划中没有积压消费场景",
        [KP_S_RM_XU_NOT_DRAINED] =
            "未测得：没有积压消费场景在足以判定的时间窗口内追平积压",
        [KP_S_RM_XU_LOOPBACK] = "未测得：流量走环回接口",
        [KP_S_RM_XU_NO_BROKERS] = "未知：Broker 数量未知",
        [KP_S_RM_NOTE_WITHIN_ERROR] =
            "%s，测于 %s，两端各可差 %s（%s）：速率在 %s 至 %s "
            "之间，阈值落在此范围内",
        [KP_S_RM_NOTE_WITHIN_ERROR_OPEN] =
            "%s，测于 %s，两端各可差 %s（%s）：速率可为 %s "
            "及以上任意值，阈值落在此范围内",
        [KP_S_RM_RATE_END_RTT] = "客户端的一次往返",
        [KP_S_RM_RATE_END_INTERVAL] = "统计间隔：未记录往返时间",
        [KP_S_RM_RATE_END_GRAIN] = "时钟精度",
        [KP_S_RM_RATE_END_UNRECORDED] = "时钟精度：未记录往返时间",
        /* ---- checks ---- */
        /* (end of checks) */
        /* ---- the extrapolation ---- */
        /* (end of extrapolation) */
        /* ---- sweeps and parallel groups ---- */
        /* (end of sweeps) */
        /* ---- the capacity model ---- */
        [KP_S_SZ_R_NO_BROKERS] =
            "没有任何场景有 Broker 指标（cluster.prometheus）",
        [KP_S_SW_RULE_BEST_RATE] =
            "在通过每条判定标准的扫描点中，取 "
            "produce.rate.achieved_msgs_per_sec 中位数最高、"
            "且领先其他每个扫描点超出噪声的那一个；"
            "若有扫描点在其噪声之内，则取其中 produce.latency.p95_ms "
            "中位数比其他所有扫描点都低且超出噪声的那一个；"
            "否则没有最佳（并列）",
        [KP_S_SW_RULE_BEST_P95] =
            "在通过每条判定标准的扫描点中，取 produce.latency.p95_ms "
            "中位数最低、且领先其他每个扫描点超出噪声的那一个；"
            "若有扫描点在其噪声之内，则取其中 "
            "produce.rate.achieved_msgs_per_sec "
            "中位数比其他所有扫描点都高且超出噪声的那一个；"
            "否则没有最佳（并列）",
        [KP_S_SW_RULE_NOISE] =
            "扫描点的噪声是其任意两轮之间的最大变化（百分比，"
            "按 kplan compare 计算变化的方式）；"
            "只有当较差者比较好者差的幅度既大于两者中较大的噪声、"
            "又大于 noise_floor_pct 时，两个扫描点才算不同",
        /* (end of sizing) */
        /* ---- tier reasons ---- */
        [KP_S_J_TIER_ABORTED] =
            "因中止条件 %s 提前停止：%s，发生在生产阶段开始后 %s s",
        [KP_S_J_TIER_INTERRUPTED] = "被用户中断：已发送 %s 条消息（共 %s 条）",
        [KP_S_J_TIER_UNDELIVERED] =
            "并非每条消息都已送达：%s 条投递失败，排空超时结束时仍有 %s "
            "条未投递",
        [KP_S_J_TIER_UNDELIVERED_CODES] =
            "并非每条消息都已送达：%s 条投递失败（%s），排空超时结束时仍有 %s "
            "条未投递",
        [KP_S_J_TIER_CONSUMER_TIMEOUT] =
            "消费者 %s s 内未收到任何消息，停止时已读 %s 条，应读 %s 条",
        [KP_S_J_TIER_NOT_READ_BACK] = "%s 条已确认的消息未被读回",
        [KP_S_J_TIER_LOST] =
            "%s 条已确认的消息未被读回（已丢失：逐条消息核对）",
        [KP_S_J_TIER_CONSUME_ERROR] = "消费阶段：%s",
        [KP_S_J_TIER_PRODUCE_ERROR] = "生产阶段：%s",
        [KP_S_J_TIER_OFFSETS] =
            "无法读取生产阶段之后的位点（%s）：未读回任何消息",
        [KP_S_J_TIER_ERROR] = "场景无法运行：%s",
        [KP_S_J_TIER_NO_AGENT] = "本次运行已没有可用的代理",
        [KP_S_J_TIER_AGENT_LOST] =
            "代理 %s 在 %s 阶段停止了心跳（静默 %s s）；其已上报的数据予以保留",
        [KP_S_J_TIER_AGENT_ERROR] = "代理 %s：%s；其已上报的数据予以保留",
        [KP_S_J_TIER_NOT_RUN_AGENT_LOST] =
            "未运行：代理 %s 在场景 %s 中丢失，且计划的 agents.on_loss 为 "
            "\"stop\"",
        [KP_S_J_TIER_SEARCH_NO_RATE] =
            "没有任何速率满足判定标准：首次试验（%s msg/s）失败，其重试也失败",
        [KP_S_J_TIER_SEARCH_UNFINISHED] = "速率搜索未完成",
};
