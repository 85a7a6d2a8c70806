/*
 * lang_zh_CN_client: the report's words in Simplified Chinese for where
 * the time went (the load client's own account, its settings) and for
 * the brokers' side (their metrics from Prometheus, the extrapolation
 * from what they used). Keys and the arguments of each string:
 * report/words/lang.h; terms as in lang_zh_CN.c.
 */
#include "report/words/lang.h"

const char *const kp_catalog_zh_cn_client[KP_S_COUNT] = {
        [KP_S_XL_TW_NOTE] =
            "按场景与负载主机列出：消息的时间在负载客户端内部花在哪里（librdkaf"
            "ka 统计，每个统计区间一次）、客户端使用的 "
            "CPU，以及每个阶段的瓶颈。各阶段的均值之和即一条消息全程的均值；"
            "p95 取自 kplan 自身的直方图，librdkafka 的每秒 p95 "
            "按其本来含义列出（其均值与最高值），而不作为本阶段的 "
            "p95。瓶颈在负载客户端时，该阶段不能作为集群的证据。各项"
            "数值的定义见 docs/metrics.md#where-the-time-went。",
        [KP_S_XL_TW_PRODUCE] = "生产阶段",
        [KP_S_XL_TW_CONSUME] = "消费阶段",
        [KP_S_XL_TW_HOST] = "负载主机 %s",
        [KP_S_XL_TW_NOT_RECORDED] =
            "负载客户端在此阶段没有记录统计：无法得出耗时分解。",
        [KP_S_XL_TW_STAGE] = "消息经过的阶段",
        [KP_S_XL_TW_CLIENT] = "负载客户端",
        [KP_S_XL_TW_BEFORE_SHARE] =
            "均值中客户端一侧的占比（前三个阶段的均值占四个阶段均值之和）",
        [KP_S_XL_TW_CPU] = "进程 CPU，核（平均）",
        [KP_S_XL_TW_CPU_THREAD] =
            "最忙的线程，占一个核的比例（最高的统计区间）",
        [KP_S_XL_TW_CPU_WAIT] = "等待 CPU 的线程数（平均）",
        [KP_S_XL_TW_BATCH] = "每批消息数（平均）",
        [KP_S_XL_TW_IN_FLIGHT] = "发往一个 broker 的在途请求（最多）",
        [KP_S_XL_TW_IN_FLIGHT_LIMIT] = "客户端每个连接的在途请求上限",
        [KP_S_XL_TW_WAITING] = "每个 broker 等待中的请求，在途或未发出（平均）",
        [KP_S_XL_TW_QUEUE_FULL] = "客户端队列的占用（最高）",
        [KP_S_XL_TW_FETCHQ] = "已拉取、等待消费者处理的消息（最多）",
        [KP_S_XL_TW_LAG] = "消费延迟（lag），各分区之和（最多）",
        [KP_S_XL_TW_SAMPLES] = "统计次数",
        [KP_S_XL_TW_BROKER] = "Broker",
        [KP_S_XL_TW_REQUESTS] = "请求数",
        [KP_S_XL_TW_RTT_P95S_MEAN] = "往返，每秒 p95 的均值 (ms)",
        [KP_S_XL_TW_RTT_HIGHEST] = "往返，最长 (ms)",
        [KP_S_XL_TW_COL_MEAN] = "均值 (ms)",
        [KP_S_XL_TW_COL_P95] = "本阶段的 p95 (ms)",
        [KP_S_XL_TW_COL_P95S_MEAN] = "每秒 p95 的均值 (ms)",
        [KP_S_XL_TW_COL_P95S_HIGH] = "最高的每秒 p95 (ms)",
        [KP_S_XL_TW_THROTTLE] = "限流 (ms)",
        [KP_S_XL_TW_IN_FLIGHT_MOST] = "在途请求（最多）",
        [KP_S_XL_TW_LIMIT_PRODUCE] = "生产阶段的瓶颈：%s。",
        [KP_S_XL_TW_LIMIT_CONSUME] = "消费阶段的瓶颈：%s。",
        [KP_S_XL_TW_INTERVALS] = "负载客户端的各统计区间",
        [KP_S_XL_TW_MERGED] = "每行最多合并本阶段的 %d "
                              "个统计区间：序列长度有上限，相邻区间会合并（p95 "
                              "与最高值取较大者，均值按时间加权）。",
        [KP_S_XL_TW_I_SCHED] = "落后于计划，本区间的 p95 (ms)",
        [KP_S_XL_TW_I_QUEUE] = "客户端队列，每秒 p95 (ms)",
        [KP_S_XL_TW_I_SEND] = "等待发送，每秒 p95 (ms)",
        [KP_S_XL_TW_I_RTT] = "往返，每秒 p95 (ms)",
        [KP_S_XL_TW_I_FETCH] = "拉取往返，每秒 p95 (ms)",
        [KP_S_XL_TW_I_CPU] = "CPU，进程（核）",
        [KP_S_XL_TW_I_THREAD] = "CPU，最忙的线程（核）",
        [KP_S_XL_TW_I_WAIT] = "等待 CPU 的线程数",
        [KP_S_XL_TW_I_IN_FLIGHT] = "在途请求（最多）",
        [KP_S_XL_TW_I_WAITING] = "等待中的请求（最多）",
        [KP_S_XL_TW_I_BATCH] = "每批消息数",
        [KP_S_XL_TW_I_REQUESTS] = "发出的请求数",
        [KP_S_XL_TW_I_FETCHQ] = "已拉取、等待处理（条）",
        [KP_S_XL_TW_I_LAG] = "消费延迟（条）",
        [KP_S_XL_TW_TIER_HOST] = "%s（%s）",
        [KP_S_XL_TW_CHART_STAGES] = "场景 %s：耗时分解（各阶段的每秒 p95）",
        [KP_S_XL_TW_CHART_CPU] = "场景 %s：负载客户端的 CPU",
        [KP_S_XL_TW_Y_STAGES] = "各阶段的每秒 p95 (ms)",
        [KP_S_XL_TW_Y_CORES] = "CPU（核）",
        [KP_S_XL_TW_S_SCHED] = "落后于计划",
        [KP_S_XL_TW_S_QUEUE] = "客户端队列",
        [KP_S_XL_TW_S_SEND] = "等待发送",
        [KP_S_XL_TW_S_RTT] = "往返",
        [KP_S_XL_TW_S_PROCESS] = "进程",
        [KP_S_XL_TW_S_THREAD] = "最忙的线程",
        [KP_S_XL_TW_S_WAIT] = "等待 CPU",
        [KP_S_XL_TW_SIDE_PRODUCE] =
            "Broker 自身对 Produce 请求的计时（Prometheus）：各部分在本场景"
            "窗口内的均值与最大值，与客户端到该 broker 的往返并列",
        [KP_S_XL_TW_SIDE_FETCH] =
            "Broker 自身对 Fetch 请求的计时（Prometheus）：各部分在本场景"
            "窗口内的均值与最大值，与客户端到该 broker 的拉取往返并列",
        [KP_S_XL_TW_SIDE_RTT] = "客户端往返，每秒 p95 的均值（ms）",
        [KP_S_XL_TW_SIDE_FETCH_RTT] = "客户端拉取往返，每秒 p95 的均值（ms）",
        [KP_S_XL_TW_SIDE_QUEUE] = "请求排队（ms）",
        [KP_S_XL_TW_SIDE_P_LOCAL] = "本地：写日志（ms）",
        [KP_S_XL_TW_SIDE_P_REMOTE] = "远程：等待副本（ms）",
        [KP_S_XL_TW_SIDE_F_LOCAL] = "本地：读日志（ms）",
        [KP_S_XL_TW_SIDE_F_REMOTE] = "远程：等待数据（ms）",
        [KP_S_XL_TW_SIDE_SEND] = "响应发送（ms）",
        [KP_S_XL_TW_SIDE_SUM] = "Broker 合计，均值（ms）",
        [KP_S_XL_TW_SIDE_THROTTLE] = "配额限流，均值（ms）",
        [KP_S_TW_STAGE_SCHED] = "落后于计划（应发时刻到交给客户端）",
        [KP_S_TW_STAGE_QUEUE] = "客户端队列（librdkafka，含 linger）",
        [KP_S_TW_STAGE_SEND] = "等待发送（请求已组好，未发出）",
        [KP_S_TW_STAGE_RTT] = "往返（网络与 broker）",
        [KP_S_TW_STAGE_FETCH] = "拉取往返（网络与 broker）",
        [KP_S_TW_STAGE_TOTAL] = "校正延迟（自应发时刻起）",
        [KP_S_TW_THIS_HOST] = "本机",
        [KP_S_TW_CLIENTS_PRODUCERS] = "生产者",
        [KP_S_TW_CLIENTS_CONSUMERS] = "消费者",
        [KP_S_TW_DEFAULTS_JAVA] = "Kafka Java 客户端的默认值（凡 librdkafka "
                                  "默认值会改变集群负载之处；java）",
        [KP_S_TW_DEFAULTS_LIBRDKAFKA] = "librdkafka 自身的默认值（librdkafka）",
        [KP_S_TW_WHY_UNKNOWN] = "未知",
        [KP_S_TW_WHY_PLAN] = "计划或命令的客户端属性",
        [KP_S_TW_WHY_COMMAND_LINE] = "命令行 -X",
        [KP_S_TW_WHY_JAVA_NODELAY] = "Java 客户端：始终 TCP_NODELAY",
        [KP_S_TW_WHY_JAVA_IN_FLIGHT] = "Java 客户端：每个连接最多 5 个在途请求",
        [KP_S_TW_WHY_JAVA_TIMEOUT] = "Java 客户端：消息 2 分钟后判为失败",
        [KP_S_TW_WHY_JAVA_PARTITIONER] = "Java 客户端：按键 murmur2 分区",
        [KP_S_TW_WHY_JAVA_ISOLATION] = "Java 客户端：读取未提交的记录",
        [KP_S_TW_WHY_BOUNDED_MEMORY] = "kplan：客户端最多缓冲 32 MiB",
        [KP_S_TW_WHY_EMBEDDED_SPREAD] = "kplan：在内嵌集群上均匀分布无键消息",
        [KP_S_TW_WHY_STATISTICS] = "kplan：librdkafka 统计，用于耗时分解",
        [KP_S_TW_WHY_NO_AUTO_CREATE] = "kplan：不让 broker 自动创建主题",
        [KP_S_TW_WHY_OWN_OFFSETS] = "kplan：只读本场景的位移，不提交",
        [KP_S_TW_WHY_START_OFFSET] = "kplan：新消费组从本场景的消息开始",
        [KP_S_TW_WHY_GROUP] = "kplan：本场景的消费组",
        [KP_S_TW_WHY_FETCH_SIZE] = "计划的 consumer.fetch_size",
        [KP_S_TW_WHY_TRANSACTIONS] = "--transactional-id",
        [KP_S_TW_WHY_LIBRDKAFKA] = "librdkafka 因其他设置而调整",
        [KP_S_TW_ON_HOST] = "（负载主机 %s）",
        [KP_S_TW_CLIENT_CPU] = "瓶颈在负载客户端：最忙的线程（%s）占用 %s 个核",
        [KP_S_TW_CLIENT_CPU_CGROUP] =
            "瓶颈在负载客户端：其 cgroup 的 CPU 配额为 %s 个核，%s "
            "的调度周期被限流（实际使用 %s 个核）",
        [KP_S_TW_CLIENT_CPU_AFFINITY] =
            "瓶颈在负载客户端：它使用了 %s 个核，而它只能运行在 %d 个 CPU 上",
        [KP_S_TW_BROKER_INTERVALS] =
            "broker %d：在决定 p95 的区间中，有 %d 个（共 %d 个）其每秒往返 "
            "p95 平均为 %s ms，而其他 broker 为 %s ms",
        [KP_S_TW_BROKER_OWN] =
            "broker %d：本时间窗内其自身 Produce 请求的排队与本地处理时间为 %s "
            "ms，而其他 broker 为 %s ms（acks=all 时其他 leader 要等待这个 "
            "follower）",
        [KP_S_TW_REPLICATION] =
            "复制：本时间窗内 broker 等待 follower 的平均时间最高为每个请求 %s "
            "ms（remote 时间）",
        [KP_S_TW_HOST] =
            "负载主机的 CPU 繁忙度为 %s：负载客户端在等待被其他进程占用的 CPU",
        [KP_S_TW_UNDETERMINED] =
            "未能确定：没有哪个阶段达到下一个阶段的 %s 倍（各阶段的%s："
            "落后于计划 %s ms，客户端队列 %s ms，等待发送 %s ms，往返 %s ms）",
        [KP_S_TW_UNDETERMINED_SAMPLES] =
            "未能确定：只有 %d 个统计区间有请求，少于判定原因所需的 %d 个",
        [KP_S_TW_STAT_MEAN] = "均值",
        [KP_S_TW_STAT_MEAN_P95S] = "每秒 p95 的均值",
        [KP_S_TW_SHARE_OF_MEAN] = "；占一条消息全程均值的 %s（均值 %s ms）",
        [KP_S_TW_CLIENT_SIDE_OF_MEAN] =
            "；客户端一侧 %s ms，一条消息全程均值 %s ms，占 %s",
        [KP_S_TW_BESIDE_P95] = "；本阶段的 p95 为 %s ms",
        [KP_S_TW_NEXT_STAGE] =
            "；下一个阶段为%s，%s ms（认定原因需达到其 %s 倍）",
        [KP_S_TW_SHARED_HOST] =
            "；本场景不能作为集群的证据：broker 与负载客户端在同一主机上"
            "（broker %s）",
        [KP_S_TW_SATURATED_HOST] =
            "；本场景不能作为集群的证据：负载主机的 CPU 繁忙度为 %s",
        [KP_S_TW_CLIENT_REQUESTS] =
            "瓶颈在负载客户端：每批 %s 条消息，每个 broker 有 %s "
            "个请求在等待；其请求等待发送与应答共 %s ms（%s）",
        [KP_S_TW_CLIENT_SCHEDULE] =
            "瓶颈在负载客户端：交出消息比计划晚 %s ms（p95），在途请求最多 %s "
            "个（允许 %s 个）",
        [KP_S_TW_NOT_EVIDENCE] = "；无法据此判断集群是否达标",
        [KP_S_TW_FIX_CPU] =
            "；请给负载客户端更多 CPU，或把负载分到更多负载主机（kplan agent）",
        [KP_S_TW_FIX_REQUESTS] = "；请调大 linger.ms 或调小 "
                                 "max.in.flight.requests.per.connection（Java "
                                 "客户端为 5：client_defaults java）",
        [KP_S_TW_FIX_SCHEDULE] =
            "；请增加生产者（场景的 producers）或使用更快的负载主机",
        [KP_S_TW_FIX_CONSUMERS] = "；请增加消费者或负载主机",
        [KP_S_TW_THROTTLE] =
            "broker 对客户端限流（配额）：每个请求 %s ms，以 broker %d 最多",
        [KP_S_TW_ROUND_TRIP] =
            "到 broker 的往返（网络与 broker）：%s ms（%s），broker %d 最长",
        [KP_S_TW_ROUND_TRIP_ANY] =
            "到 broker 的往返（网络与 broker）：%s ms（%s）",
        [KP_S_TW_ROUND_TRIP_WAIT] =
            "到 broker 的往返（网络与 broker）：p95 %s ms，broker %d "
            "最长；客户端以 %s 个在途请求（其上限）等待应答",
        [KP_S_TW_BROKER_STOOD_OUT] =
            "到 broker %d 的往返：最长一次应答耗时 %s ms，远长于其他 "
            "broker（该 broker 暂停或发生故障转移）",
        [KP_S_TW_CONSUMERS] = "瓶颈在消费者：有 %s 条已拉取的消息在等待处理",
        [KP_S_TW_FETCH] = "拉取：拉取往返 %s ms（%s），broker %d "
                          "最长（没有新数据时拉取最多等待 fetch.wait.max.ms）",
        [KP_S_TW_WHERE] = "生产阶段：%s",
        [KP_S_TW_WHERE_CONSUME] = "消费阶段：%s",
        [KP_S_TW_BROKERS_SAY] = "broker 自身指标：%s",
        [KP_S_TW_SIDE_RTT] = "到 broker %s 的往返（每秒 p95 的均值 %s "
                             "ms）中，broker 自身平均占 %s ms，"
                             "其中 %s ms 用于%s。",
        [KP_S_TW_SIDE_FETCH_RTT] = "到 broker %s 的拉取往返（每秒 p95 的均值 "
                                   "%s ms）中，broker 自身平均占 %s "
                                   "ms，其中 %s ms 用于%s。",
        [KP_S_TW_SIDE_NO_RTT] =
            "broker %s 自身平均每个请求占 %s ms，其中 %s ms 用于%s；"
            "客户端没有测得到它的往返。",
        [KP_S_TW_SIDE_QUEUE] = "等待请求处理线程（请求排队）",
        [KP_S_TW_SIDE_SEND] = "发送响应（响应发送）",
        [KP_S_TW_SIDE_P_LOCAL] = "写入 leader 的日志（本地）",
        [KP_S_TW_SIDE_P_REMOTE] = "等待副本同步（远程）",
        [KP_S_TW_SIDE_F_LOCAL] = "读取日志（本地）",
        [KP_S_TW_SIDE_F_REMOTE] = "等待新数据（远程）",
        [KP_S_TW_SIDE_UNAVAILABLE] = "broker 自身指标：不可用（%s）",
        [KP_S_TW_SIDE_NOT_ASKED] = "未查询",
        [KP_S_TW_SIDE_MISSING] = "%s：%s",
        [KP_S_TW_SIDE_SEP] = "；",
        [KP_S_BK_TITLE] = "测试期间的 Broker",
        [KP_S_BK_QUERY] = "查询",
        [KP_S_BK_UNIT] = "单位",
        [KP_S_BK_BROKER] = "broker %s",
        [KP_S_BK_MEAN] = "均值",
        [KP_S_BK_MAX] = "最大值",
        [KP_S_BK_NOTE] = "说明",
        [KP_S_BK_Q_PROCESS_CPU] = "进程 CPU",
        [KP_S_BK_Q_HOST_CPU] = "主机 CPU",
        [KP_S_BK_Q_BYTES_IN] = "客户端写入字节",
        [KP_S_BK_Q_BYTES_OUT] = "发往客户端字节",
        [KP_S_BK_Q_REPL_IN] = "副本同步写入字节",
        [KP_S_BK_Q_MESSAGES_IN] = "写入消息",
        [KP_S_BK_Q_DISK_WRITE] = "磁盘写入",
        [KP_S_BK_Q_DISK_IO] = "磁盘 I/O 时间（最忙磁盘）",
        [KP_S_BK_Q_NETWORK] = "网络收发",
        [KP_S_BK_Q_HANDLER_IDLE] = "请求处理线程空闲",
        [KP_S_BK_Q_NETWORK_IDLE] = "网络线程空闲",
        [KP_S_BK_Q_P_QUEUE] = "Produce：请求排队",
        [KP_S_BK_Q_P_LOCAL] = "Produce：本地（leader 写入）",
        [KP_S_BK_Q_P_REMOTE] = "Produce：远程（等待副本）",
        [KP_S_BK_Q_P_SEND] = "Produce：响应发送",
        [KP_S_BK_Q_F_QUEUE] = "Fetch：请求排队",
        [KP_S_BK_Q_F_LOCAL] = "Fetch：本地（读日志）",
        [KP_S_BK_Q_F_REMOTE] = "Fetch：远程（等待数据）",
        [KP_S_BK_Q_F_SEND] = "Fetch：响应发送",
        [KP_S_BK_Q_THROTTLE] = "Produce 配额限流",
        [KP_S_BK_Q_UNDER_REPL] = "副本不足的分区",
        [KP_S_BK_Q_ISR_SHRINKS] = "ISR 收缩",
        [KP_S_BK_Q_CONTROLLER] = "活跃控制器",
        [KP_S_BK_Q_BROKER_ID] = "节点 ID（app-info）",
        [KP_S_BK_UNAVAILABLE] = "Broker 指标：不可用（%s）",
        [KP_S_BK_NO_SERIES] = "无序列（不是 0：Prometheus 没有这项数据）",
        [KP_S_BK_QUERY_FAILED] = "查询失败：%s",
        [KP_S_BK_INCONSISTENT_CELL] = "%s（不一致）",
        [KP_S_BK_INCONSISTENT] =
            "broker %s：其自身处理一个 Produce 请求的时间 %s ms "
            "高于客户端到它的"
            "往返时间（每秒 p95 的均值 %s "
            "ms），这不可能：数据不一致，不作为任何原因",
        [KP_S_BK_WINDOW] = "%s 秒，自 %s 起，步长 %s 秒",
        [KP_S_BK_TRIALS] = "已查询 %zu 个搜索试验窗口（%zu 个不可用）",
        [KP_S_BK_LIMIT_NONE] =
            "未达到 Broker 的任何限制（请求处理线程与网络线程忙碌低于 "
            "90%%，无配额限流，主机 CPU 与磁盘低于 90%%，等待副本低于 Produce "
            "时间的一半）",
        [KP_S_BK_LIMIT_THROTTLED] =
            "被配额限流：每个 Produce 请求 %s ms（broker %s）",
        [KP_S_BK_LIMIT_HANDLERS] = "请求处理线程 %s%% 忙碌（broker %s）",
        [KP_S_BK_LIMIT_NETWORK] = "网络线程 %s%% 忙碌（broker %s）",
        [KP_S_BK_LIMIT_CPU] = "主机 CPU %s%% 忙碌（broker %s）",
        [KP_S_BK_LIMIT_DISK] = "磁盘 %s%% 的时间在做 I/O（broker %s）",
        [KP_S_BK_LIMIT_REPLICATION] =
            "等待副本占 Produce 时间的 %s%%（broker %s）",
        [KP_S_BK_LIMIT_SILENT] =
            "无法判断：broker %s 在该窗口内没有任何指标（其指标导出器未应答，"
            "CPU 配额很小的 Broker 可能如此）；缺失的指标不是零",
        [KP_S_BK_RES_CPU] = "主机 CPU",
        [KP_S_BK_RES_DISK] = "磁盘 I/O 时间",
        [KP_S_BK_RES_NETWORK] = "网络",
        [KP_S_BK_FIT] = "使用率 = %s%% %s 每 1,000 msg/s %s%%",
        [KP_S_BK_FIT_BPS] = "使用量 = %s MiB/s %s 每 1,000 msg/s %s MiB/s",
        [KP_S_BK_CEILING_AT] = "达到 %s：%s msg/s",
        [KP_S_BK_CEILING_NEVER] = "无上限速率：使用率不随速率增长",
        [KP_S_BK_CEILING_UNKNOWN] =
            "无上限速率：计划未给出 network_bps（链路带宽）",
        [KP_S_BK_TOO_FEW] = "%zu 个点：拟合至少需要 3 个固定速率的场景或试验",
        [KP_S_BK_WEAK] = "不确定（R² %s，低于 0.5）",
        [KP_S_BK_FIRST] = "%s 最先达到 %s 上限，在 %s msg/s。",
        [KP_S_BK_FIRST_NONE] = "没有资源的拟合给出上限速率。",
        [KP_S_BK_PEAK_OUT] =
            "在目标峰值 %s msg/s 时将达到 %s%%：峰值之前即耗尽。",
        [KP_S_BK_PEAK_OK] = "在目标峰值 %s msg/s 时将达到 %s%%，低于上限。",
        [KP_S_BK_AGREE] =
            "速率搜索得到 %s msg/s，与该速率相差不超过 25%%：两者一致。",
        [KP_S_BK_SEARCH_LOWER] = "速率搜索得到 %s "
                                 "msg/"
                                 "s，更低：先起限制作用的是别的因素（判定标准下"
                                 "的延迟、负载客户端，或此处未测量的资源）。",
        [KP_S_BK_SEARCH_HIGHER] = "速率搜索在 %s msg/s "
                                  "时仍满足判定标准，高于该速率：上限是规划余量"
                                  "，而不是判定标准失败之处。",
        [KP_S_BK_SEARCH_ONLY] =
            "速率搜索得到 %s msg/s；没有资源的拟合给出可与之比较的上限速率。",
        [KP_S_BK_NO_SEARCH] = "没有速率搜索得出可供比较的容量。",
        [KP_S_BK_AT_BOUND] = "（搜索止于其最高速率：只是下限）",
        [KP_S_BK_ASSUME_POINTS] =
            "每个点是一个以固定速率运行的场景或搜索试验：客户端达到的速率，以及"
            "该场景生产阶段（试验则为其整个窗口）内最忙 broker "
            "的平均使用率，取自 Prometheus 的回答。",
        [KP_S_BK_ASSUME_LINEAR] =
            "使用率随速率线性增长：最小二乘直线，R² "
            "表示其吻合程度；超出所测最高速率（%s msg/s）的上限速率是外推。",
        [KP_S_BK_ASSUME_WHAT] =
            "CPU 为主机全部核心的忙碌占比（node_exporter），磁盘为最忙磁盘做 "
            "I/O 的时间占比，网络为每个 broker 收发的字节相对计划中 "
            "network_bps 的占比。",
        [KP_S_BK_ASSUME_CEILING] = "上限为每项资源的 "
                                   "%s（cluster.prometheus.ceiling_"
                                   "pct）：为故障切换和突发留出的余量。假定其他"
                                   " broker 与最忙的 broker 同样增长。",
        [KP_S_BK_CHART_TITLE] = "场景 %s：每个 broker 的%s",
        [KP_S_BK_CHART_ALT] =
            "每个 broker 的%s（场景 %s），标出该场景的集群事件",
        [KP_S_BK_WINDOW_H] = "时间窗口",
        [KP_S_BK_LIMIT_H] = "Broker 是否构成限制",
        [KP_S_BK_UTIL_TITLE] = "基于资源使用率的外推",
        [KP_S_BK_RESOURCE] = "资源",
        [KP_S_BK_POINTS] = "点数",
        [KP_S_BK_FIT_H] = "拟合",
        [KP_S_BK_CEILING_RATE] = "上限速率（msg/s）",
        [KP_S_BK_AT_PEAK_H] = "峰值时使用率",
        [KP_S_BK_RESULT] = "结果",
        [KP_S_BK_NAME_ID_HOST] = "%d（%s）",
        [KP_S_BK_NAME_NOT_IDENTIFIED] = "未识别（指标标签为 %s）",
        [KP_S_TW_CLIENT_SCHEDULE_NO_FLIGHT] =
            "瓶颈在负载客户端：交出消息比计划晚 %s ms（p95），在途请求上限 %s "
            "个（实际在途请求数未记录）",
        [KP_S_TW_UNDETERMINED_NO_STAGES] =
            "未能确定：没有数据能表明原因（p95 各阶段未全部记录）",
        [KP_S_BK_H_MEAN] = "broker %s：场景窗口内均值",
        [KP_S_BK_H_MAX] = "broker %s：窗口内最高点",
        [KP_S_BK_CAPTION] = "场景 %s：各 broker 在场景窗口内的自身指标",
        /* ---- the glossary (kp_rmodel.glossary) ---- */
        [KP_S_GL_TIER] = "场景",
        [KP_S_GL_TIER_M] =
            "测试计划中的一步：以一个速率（或客户端能接受的最快速度）、一组客户"
            "端配置生产一定数量的消息，然后读回。",
        [KP_S_GL_PCT] = "p50、p95、p99",
        [KP_S_GL_PCT_M] = "50%、95% 或 99% 的消息不超过的值：p95 为 5 ms "
                          "表示每 20 条消息中有 1 条超过 5 ms。",
        [KP_S_GL_PERSEC] = "每秒 p95",
        [KP_S_GL_PERSEC_M] =
            "负载客户端内部某一阶段在 librdkafka 的一个统计窗口（一秒或更短）"
            "内的 p95。它们在一个阶段内的均值不是该阶段的 p95，不同阶段的百分"
            "位数也不能相加：一个阶段的分量看其均值。",
        [KP_S_GL_ACKS] = "acks=all",
        [KP_S_GL_ACKS_M] =
            "生产者配置：broker 只有在所有同步副本都写入消息后才确认。",
        [KP_S_GL_CORRECTED] = "校正延迟",
        [KP_S_GL_CORRECTED_M] =
            "从消息按计划应发送的时刻到收到确认的时间：包含生产者晚发送时消息的"
            "等待。所有延迟判定标准都以它为准。",
        [KP_S_GL_SERVICE] = "服务延迟",
        [KP_S_GL_SERVICE_M] =
            "从生产者实际发送消息到收到确认的时间：不含发送前的等待。",
        [KP_S_GL_RTT] = "往返",
        [KP_S_GL_RTT_M] =
            "请求离开客户端到 broker 的应答到达的时间：网络与 broker 之和。",
        [KP_S_GL_IN_FLIGHT] = "在途请求",
        [KP_S_GL_IN_FLIGHT_M] = "已发往 broker、尚未收到应答的请求。",
        [KP_S_GL_ISR] = "ISR（同步副本）",
        [KP_S_GL_ISR_M] = "与分区 leader 保持同步的副本。",
        [KP_S_GL_RF] = "副本因子",
        [KP_S_GL_RF_M] = "集群为每个分区保存的副本数量。",
        [KP_S_GL_PP] = "百分点",
        [KP_S_GL_PP_M] = "两个百分比之差（99.98% 比 99% 高 0.98 个百分点）。",
        [KP_S_GL_MIB] = "MiB、MiB/s",
        [KP_S_GL_MIB_M] = "2^20 = 1,048,576 字节，以及每秒这么多字节。",
        [KP_S_GL_MSGS] = "msg/s",
        [KP_S_GL_MSGS_M] = "每秒消息数。",
        [KP_S_GL_MARGIN] = "余量",
        [KP_S_GL_MARGIN_M] = "实测值与判定标准阈值的距离，单位与判定标准相同。",
        [KP_S_GL_HEADROOM] = "容量余量",
        [KP_S_GL_HEADROOM_M] = "满足全部判定标准的速率除以目标峰值速率。",
        [KP_S_GL_BROKER] = "broker",
        [KP_S_GL_BROKER_M] = "集群中的一台 Kafka 服务器，以其 ID 标识。",
        [KP_S_GL_H_TERM] = "术语",
        [KP_S_GL_H_MEANING] = "含义",
};
