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
        [KP_S_RM_NOTE_ABORT_COUNT] =
            "中止判定标准 %s %s：至今 %s %s，已不可能达标；该场景运行 %s "
            "后停止（计划时长 %s）",
        [KP_S_RM_NOTE_ABORT_ROLLING] =
            "中止判定标准 %s %s：最近一个间隔为 %s %s，越过限值已持续 %s；"
            "该场景运行 %s 后停止（计划时长 %s）",
        [KP_S_RM_NOTE_ABORT_LAST] =
            "中止判定标准 %s %s：最近一个间隔为 %s %s，越过限值；该场景运行 "
            "%s 后停止（计划时长 %s）",
        [KP_S_RM_NOTE_ABORT_UNLIMITED] = "不限速率",
        [KP_S_RM_CAP_NOTHING] = "没有测量到任何数据",
        [KP_S_RM_CAP_UNDELIVERED] = "%llu 条消息未送达（共发送 %llu 条）",
        [KP_S_RM_CAP_UNDER_RATE] =
            "实际速率 %.1f msg/s，低于目标的 %g%%（目标 %.0f msg/s）",
        [KP_S_RM_CAP_CRITERION] = "%s 为 %.4g%s%s，判定标准 %s %g%s%s",
        [KP_S_RM_CAP_WINDOWS] =
            "%s 为 %.4g%s%s（最差的 %gs 窗口；%zu 个窗口未达标，共 %zu "
            "个），判定标准 %s %g%s%s",
        [KP_S_RM_CAP_SEP] = "；",
        [KP_S_CV_GAP_NEITHER] = "两次运行都没有测量",
        [KP_S_CV_GAP_IN_A] = "运行 A 没有测量",
        [KP_S_CV_GAP_IN_B] = "运行 B 没有测量",
        [KP_S_CV_GAP_NOT_BOTH] = "没有两次运行都测量到的指标",
        [KP_S_CV_NO_SETTINGS] =
            "运行 %s 没有 broker 配置（内嵌集群，或没有 broker 响应 "
            "DescribeConfigs），因此不比较 broker 配置",
        /* (end of checks) */
        /* ---- the extrapolation ---- */
        [KP_S_J_ASSUME_TARGET] =
            "目标为 %s 条消息 / %s；所需峰值速率为平均速率（%s "
            "msg/s）乘以峰值系数 %s，即 %s msg/s。",
        [KP_S_J_ASSUME_CAP_SUSTAINED] =
            "容量取场景 %s 持续运行时满足全部搜索判定标准的速率（%s "
            "msg/s），对应该场景的消息大小和客户端配置；其他配置下速率会不同。",
        [KP_S_J_ASSUME_CAP_TRIALS] =
            "容量取场景 %s 的试验中满足全部搜索判定标准的最高速率（%s "
            "msg/s）；该速率未经持续运行验证，因此不能称为可持续。",
        [KP_S_J_ASSUME_CAP_FIXED] =
            "没有运行容量搜索，因此容量只能确定为满足全部判定标准的最高固定速率"
            "（%s：%s msg/s）以上，这是一个下限。",
        [KP_S_J_ASSUME_CAP_NONE] = "没有场景测得满足判定标准的速率：容量未知（"
                                   "请添加 \"rate\": \"search\" 的场景）。",
        [KP_S_J_ASSUME_BURST] = "场景 %s 不限速运行：%s msg/s "
                                "是突发吞吐量，其延迟不受任何判定标准约束，因"
                                "此不算容量，余量计算也不使用它。",
        [KP_S_J_ASSUME_PARTITIONS] =
            "分区数：场景 %s 在 %s 个分区上达到 %s msg/s，即每分区 %s "
            "msg/s；峰值按此需要 %s 个分区，前提是吞吐量随分区数增长（Broker "
            "的磁盘和网络可能更早成为瓶颈）。",
        [KP_S_J_ASSUME_NETWORK] =
            "峰值时每个 Broker（共 %s 个）的网络流量：入站 %s（入口流量 × "
            "副本因子 %s / Broker 数），出站 %s（入口流量 × (消费组数 %s + "
            "副本因子 − 1) / Broker 数），按 %s 的消息、不压缩计算。",
        [KP_S_J_ASSUME_DISK] =
            "磁盘：含额外开销共 %s，分区均匀分布时每个 Broker %s（共 %s "
            "个）：保留期 %s 内每个 Broker 磁盘的最大占用。",
        [KP_S_J_ASSUME_CATCH_UP] =
            "积压：场景 %s 的消费者在落后时读取 %s msg/s；峰值时（%s "
            "msg/s）消费中断 %s 后需 %s 追上：中断时长 × 峰值 / (积压消费速率 "
            "− 峰值)，期间生产者按峰值继续写入。",
        [KP_S_J_ASSUME_DRAIN_BACKLOG] =
            "消费完目标消息量的时间按积压消费的速率（%s：%s "
            "msg/s，在落后时读取）和该场景的消费者数量计算。",
        [KP_S_J_ASSUME_DRAIN_CONSUME] =
            "消费完目标消息量的时间按测得的最佳纯拉取消费速率（%s：%s "
            "msg/s）和该场景的消费者数量计算，不含加入消费组的时间。",
        [KP_S_J_ASSUME_STORAGE] =
            "存储量按 %s 的消息 × 副本因子 %s × 保留时间 %s 计算（%s），另加 "
            "%s 用于索引、批次头和日志段余量，共 %s。未考虑压缩。",
        [KP_S_J_ASSUME_TRENDS] =
            "趋势是各指标对 log10(消息数) 在至少 %s "
            "个仅消息量不同的场景上的最小二乘拟合，并外推到 %s 条消息；R² 低于 "
            "%s 的拟合视为不确定，实测场景已不满足的指标不会显示为安全；前提是"
            "集群在目标量级下的表现与实测范围内一致。",
        [KP_S_J_ASSUME_EMBEDDED] =
            "本次测量的是 librdkafka 的进程内模拟集群，而不是 Kafka "
            "集群：数据只反映 kplan "
            "在本机上的运行情况，不能作为任何集群的依据。",
        [KP_S_J_RISK_TREND_FAILS] = "%s 在实测的消息量场景中已不满足判定标准 "
                                    "%s %s：任何消息量下都不会通过。",
        [KP_S_J_RISK_TREND_CROSSES] =
            "%s 按趋势外推到目标量级为 %s（基于 %s 个场景的最小二乘拟合，R² "
            "%s），超出判定标准 %s %s。",
        [KP_S_J_RISK_TRIALS] =
            "容量仅来自场景 %s "
            "的短时试验：没有持续运行验证；依赖该数值前请设置 search.soak。",
        [KP_S_J_RISK_NEVER_CATCH_UP] =
            "积压：场景 %s 的消费者落后时只能读取 %s msg/s，不超过峰值 %s "
            "msg/s：峰值时发生消费中断后永远追不上。",
        [KP_S_J_RISK_BELOW_PEAK] =
            "场景 %s 以 %s msg/s 运行，低于所需峰值速率 %s "
            "msg/s，不能证明系统能承受峰值。",
        /* (end of extrapolation) */
        /* ---- sweeps and parallel groups ---- */
        [KP_S_J_SWEEP_NONE_MEASURED] = "扫描中没有任何扫描点测得生产速率。",
        [KP_S_J_SWEEP_NONE_PASSED] =
            "没有扫描点通过全部判定标准，因此不标记最佳点。",
        [KP_S_J_SWEEP_BEST_ONLY] =
            "最佳：%s，%s：唯一通过全部判定标准的扫描点。",
        [KP_S_J_SWEEP_BEST_AHEAD_RATE] =
            "最佳：%s，%"
            "s：领先其他每个通过全部判定标准的扫描点，差距超出噪声；最接近的 "
            "%s（%s 条/秒）低 %s，噪声为 %s。",
        [KP_S_J_SWEEP_BEST_AHEAD_P95] =
            "最佳：%s，%"
            "s：领先其他每个通过全部判定标准的扫描点，差距超出噪声；最接近的 "
            "%s（%s 毫秒）高 %s，噪声为 %s。",
        [KP_S_J_SWEEP_BEST_BY_P95] =
            "最佳：%s，%s：其吞吐量与 %s 相差在噪声之内，而其 p95 "
            "延迟低于它们，差距超出噪声。",
        [KP_S_J_SWEEP_BEST_BY_RATE] =
            "最佳：%s，%s：其 p95 延迟与 %s "
            "相差在噪声之内，而其吞吐量高于它们，差距超出噪声。",
        [KP_S_J_SWEEP_ONCE_RATE] =
            "每个扫描点只运行了一次，kplan "
            "无法区分扫描点之间的差异与噪声，因此不标记最佳点：%s "
            "的吞吐量最高，为 %s 条/秒。请将每个扫描点运行多次（\"repeat\": 3 "
            "或更多）以测量噪声。",
        [KP_S_J_SWEEP_ONCE_P95] =
            "每个扫描点只运行了一次，kplan "
            "无法区分扫描点之间的差异与噪声，因此不标记最佳点：%s 的 p95 "
            "延迟最低，为 %s 毫秒。请将每个扫描点运行多次（\"repeat\": 3 "
            "或更多）以测量噪声。",
        [KP_S_J_SWEEP_TIE_RATE] =
            "没有唯一的最佳点：%s 的吞吐量中位数最高，为 %s "
            "条/秒；在其噪声之内%s：%s；p95 延迟也无法将它们区分开：并列。",
        [KP_S_J_SWEEP_TIE_P95] =
            "没有唯一的最佳点：%s 的 p95 延迟中位数最低，为 %s "
            "毫秒；在其噪声之内%s：%s；吞吐量也无法将它们区分开：并列。",
        [KP_S_J_SWEEP_NOISE] =
            "噪声：每个扫描点与其他扫描点交错运行了 %s "
            "次；同一扫描点的两次运行之间，吞吐量最多相差 %s（%s），p95 "
            "延迟最多相差 "
            "%s（%"
            "s）。数值均为各次运行的中位数；两个扫描点之间的差异，只有超出两者"
            "中较大的噪声、并超出 kplan compare 的默认阈值 %s 时才计入。",
        [KP_S_J_SWEEP_SPREAD_ONCE_RATE] =
            "吞吐量从 %s 条/秒（%s）到 %s "
            "条/秒（%s）不等；每个扫描点只运行一次，kplan 无法将其与噪声区分。",
        [KP_S_J_SWEEP_ROW_SPREAD_ONCE_RATE] =
            "%s吞吐量从 %s 条/秒（%s）到 %s "
            "条/秒（%s）不等；每个扫描点只运行一次，kplan 无法将其与噪声区分。",
        [KP_S_J_SWEEP_SPREAD_ONCE_P95] =
            "%sp95 延迟从 %s 毫秒（%s）到 %s "
            "毫秒（%s）不等；每个扫描点只运行一次，kplan 无法将其与噪声区分。",
        [KP_S_J_SWEEP_WITHIN_RATE] =
            "在 %s 的各取值之间，吞吐量在噪声之内并列：中位数从 %s "
            "条/秒（%s）到 %s 条/秒（%s），相差 %s，未超出噪声 %s。",
        [KP_S_J_SWEEP_ROW_WITHIN_RATE] =
            "%s在 %s 的各取值之间，吞吐量在噪声之内并列：中位数从 %s "
            "条/秒（%s）到 %s 条/秒（%s），相差 %s，未超出噪声 %s。",
        [KP_S_J_SWEEP_WITHIN_P95] =
            "%s在 %s 的各取值之间，p95 延迟在噪声之内并列：中位数从 %s "
            "毫秒（%s）到 %s 毫秒（%s），相差 %s，未超出噪声 %s。",
        [KP_S_J_SWEEP_GAP_RATE] = "%s%s 的吞吐量为 %s 倍（相对 %s）：中位数为 "
                                  "%s，超出噪声 %s；p95 延迟为 %s。",
        [KP_S_J_SWEEP_GAP_RATE_MIB] =
            "%s%s 的吞吐量为 %s 倍（相对 %s，按条/秒计），MiB/s 为 "
            "%s：中位数为 %s，超出噪声 %s；p95 延迟为 %s。",
        [KP_S_J_SWEEP_GAP_P95] =
            "%s%s 的 p95 延迟最低，为 %s 毫秒，%s 最高，为 %s 毫秒（%s "
            "倍）：均为中位数，超出噪声 %s。",
        [KP_S_J_SWEEP_PLATEAU] =
            "超过 %s 后，吞吐量的增长不超过噪声：该处中位数为 %s "
            "条/秒，其后最多为 %s 条/秒（直到 %s）。",
        [KP_S_J_SWEEP_P95_EVERY] =
            "p95 延迟逐步%s（%s 的每一步都超出噪声）：中位数从 %s "
            "毫秒（%s）变为 %s 毫秒（%s）。",
        [KP_S_J_SWEEP_P95_ENDS] =
            "p95 延迟%s，中位数从 %s 毫秒（%s）变为 %s "
            "毫秒（%s），超出噪声；但其间没有任何一步超出噪声。",
        [KP_S_J_SWEEP_P95_STEP] = "p95 延迟%s，中位数从 %s 毫秒（%s）变为 %s "
                                  "毫秒（%s），超出噪声；%s其变化不超过噪声。",
        [KP_S_J_SWEEP_SHORTFALL] =
            "在 %s，生产者未能保持目标速率：%s / %s 条/秒（%s）。",
        [KP_S_J_SWEEP_SHORT] =
            "运行过短：%s 的生产时长为 %s（各次运行的中位数），不足 %s "
            "秒；如此短的运行所测得的，客户端启动和主机调度的影响与集群本身一样"
            "多。按这些速率，每个扫描点约需 %s 条消息，才能使每次运行达到 %s "
            "秒。",
        [KP_S_J_SWEEP_NOT_PASS] =
            "%s 个扫描点（共 %s 个）未通过全部判定标准：%s。",
        [KP_S_J_SWEEP_FIG_RATE_ONCE] = "%s 条/秒，p95 延迟 %s 毫秒（一次运行）",
        [KP_S_J_SWEEP_FIG_P95_ONCE] =
            "p95 延迟 %s 毫秒，速率 %s 条/秒（一次运行）",
        [KP_S_J_SWEEP_FIG_RATE] =
            "中位数 %s 条/秒（%s 至 %s，共 %s 次运行），p95 延迟 %s 毫秒",
        [KP_S_J_SWEEP_FIG_P95] = "p95 延迟中位数 %s 毫秒（%s 至 %s 毫秒，共 %s "
                                 "次运行），速率 %s 条/秒",
        [KP_S_J_SWEEP_NOISE_POINT] = "%s（%s 的两次运行相差如此之多）",
        [KP_S_J_SWEEP_NOISE_FLOOR] =
            "%s（kplan compare "
            "的默认阈值；两个扫描点各自的任意两次运行相差都不超过此值）",
        [KP_S_J_SWEEP_TIE_NOISE] = "（%s 的两次运行相差 %s）",
        [KP_S_J_SWEEP_ITEM_RATE] = "%s（%s 条/秒）",
        [KP_S_J_SWEEP_ITEM_P95] = "%s（%s 毫秒）",
        [KP_S_J_SWEEP_ITEM_VERDICT] = "%s（%s）",
        [KP_S_J_SWEEP_ITEM_VERDICT_RUNS] = "%s（%s，%s/%s 次运行）",
        [KP_S_J_SWEEP_ITEM_MORE] = "另外 %s 个",
        [KP_S_J_SWEEP_ALL_POINTS] = "全部 %s 个扫描点",
        [KP_S_J_SWEEP_LEAD_TIED_HIGH] = "%s（并列者中中位数最高）",
        [KP_S_J_SWEEP_LEAD_TIED_LOW] = "%s（并列者中中位数最低）",
        [KP_S_J_SWEEP_ROW] = "当 %s=%s 时，",
        [KP_S_J_SWEEP_PAIR_RATE] = "%s 对 %s 条/秒",
        [KP_S_J_SWEEP_PAIR_MIB] = "%s 对 %s",
        [KP_S_J_SWEEP_PAIR_P95] = "%s 毫秒对 %s 毫秒",
        [KP_S_J_SWEEP_ROSE] = "上升",
        [KP_S_J_SWEEP_FELL] = "下降",
        [KP_S_J_SWEEP_STEP_ONE] = "从 %s 到 %s",
        [KP_S_J_SWEEP_STEP_FIRST] = "有 %s 步（共 %s 步；第一步从 %s 到 %s）",
        [KP_S_J_SWEEP_SECONDS] = "%s 秒",
        [KP_S_J_SWEEP_SECONDS_RANGE] = "%s 至 %s 秒",
        [KP_S_J_SWEEP_LIST_SEP] = "、",
        [KP_S_J_SWEEP_LIST_SEP_GRID] = "；",
        [KP_S_J_SWEEP_LIST_AND] = "和",
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
