/*
 * lang_en_client: the report's words in English for where the time went
 * (the load client's own account, its settings) and for the brokers'
 * side (their metrics from Prometheus, the extrapolation from what they
 * used). Keys and the arguments of each string: report/words/lang.h.
 */
#include "report/words/lang.h"

const char *const kp_catalog_en_client[KP_S_COUNT] = {
        [KP_S_XL_TW_NOTE] =
            "Per tier and load host: where a message's time went inside the "
            "load client (librdkafka's statistics, every interval of the tier) "
            "and the CPU the client used, and what limited each phase. Each "
            "stage's mean adds up to the mean of a message's way; its p95 is "
            "of kplan's own histogram, and librdkafka's per-second p95s are "
            "shown as such (their mean and the highest), not as the phase's "
            "p95. A limit of the load client means the phase is no evidence "
            "about the "
            "cluster. docs/metrics.md, \"Where the time went\", defines each "
            "figure.",
        [KP_S_XL_TW_PRODUCE] = "Produce phase",
        [KP_S_XL_TW_CONSUME] = "Consume phase",
        [KP_S_XL_TW_HOST] = "Load host %s",
        [KP_S_XL_TW_NOT_RECORDED] =
            "The load client recorded no statistics in this phase: where its "
            "time went is not known.",
        [KP_S_XL_TW_STAGE] = "Stage of a message",
        [KP_S_XL_TW_CLIENT] = "The load client",
        [KP_S_XL_TW_BEFORE_SHARE] =
            "The client's side of the mean (the first three stages' means "
            "over all four)",
        [KP_S_XL_TW_CPU] = "CPU of the process, cores (mean)",
        [KP_S_XL_TW_CPU_THREAD] =
            "Busiest thread, share of a core (highest interval)",
        [KP_S_XL_TW_CPU_WAIT] = "Threads waiting for a CPU (mean)",
        [KP_S_XL_TW_BATCH] = "Messages per batch (mean)",
        [KP_S_XL_TW_IN_FLIGHT] = "Requests in flight to a broker (most)",
        [KP_S_XL_TW_IN_FLIGHT_LIMIT] =
            "The client's limit of requests in flight per connection",
        [KP_S_XL_TW_WAITING] =
            "Requests waiting per broker, in flight or unsent (mean)",
        [KP_S_XL_TW_QUEUE_FULL] = "The client queue's fill (most)",
        [KP_S_XL_TW_FETCHQ] =
            "Fetched messages waiting for the consumers (most)",
        [KP_S_XL_TW_LAG] = "Lag, summed over the partitions (most)",
        [KP_S_XL_TW_SAMPLES] = "Statistics taken",
        [KP_S_XL_TW_BROKER] = "Broker",
        [KP_S_XL_TW_REQUESTS] = "Requests",
        [KP_S_XL_TW_RTT_P95S_MEAN] =
            "Round trip, mean of the per-second p95s (ms)",
        [KP_S_XL_TW_RTT_HIGHEST] = "Round trip, longest (ms)",
        [KP_S_XL_TW_COL_MEAN] = "Mean (ms)",
        [KP_S_XL_TW_COL_P95] = "p95 of the phase (ms)",
        [KP_S_XL_TW_COL_P95S_MEAN] = "Mean of the per-second p95s (ms)",
        [KP_S_XL_TW_COL_P95S_HIGH] = "Highest per-second p95 (ms)",
        [KP_S_XL_TW_THROTTLE] = "Throttle (ms)",
        [KP_S_XL_TW_IN_FLIGHT_MOST] = "In flight (most)",
        [KP_S_XL_TW_LIMIT_PRODUCE] = "What limited the produce phase: %s.",
        [KP_S_XL_TW_LIMIT_CONSUME] = "What limited the consume phase: %s.",
        [KP_S_XL_TW_INTERVALS] = "The load client per interval",
        [KP_S_XL_TW_MERGED] =
            "Each row merges up to %d intervals of the phase: the series is "
            "bounded, so neighbouring intervals are merged (p95s and highest "
            "figures the higher, means weighted by time).",
        [KP_S_XL_TW_I_SCHED] = "Behind schedule, the interval's p95 (ms)",
        [KP_S_XL_TW_I_QUEUE] = "Client queue, per-second p95 (ms)",
        [KP_S_XL_TW_I_SEND] = "Waiting to be sent, per-second p95 (ms)",
        [KP_S_XL_TW_I_RTT] = "Round trip, per-second p95 (ms)",
        [KP_S_XL_TW_I_FETCH] = "Fetch round trip, per-second p95 (ms)",
        [KP_S_XL_TW_I_CPU] = "CPU, process (cores)",
        [KP_S_XL_TW_I_THREAD] = "CPU, busiest thread (cores)",
        [KP_S_XL_TW_I_WAIT] = "Threads waiting for a CPU",
        [KP_S_XL_TW_I_IN_FLIGHT] = "Requests in flight (most)",
        [KP_S_XL_TW_I_WAITING] = "Requests waiting (most)",
        [KP_S_XL_TW_I_BATCH] = "Messages per batch",
        [KP_S_XL_TW_I_REQUESTS] = "Requests sent",
        [KP_S_XL_TW_I_FETCHQ] = "Fetched, waiting (messages)",
        [KP_S_XL_TW_I_LAG] = "Lag (messages)",
        [KP_S_XL_TW_TIER_HOST] = "%s on %s",
        [KP_S_XL_TW_CHART_STAGES] =
            "Tier %s: where the time went (per-second p95 of each stage)",
        [KP_S_XL_TW_CHART_CPU] = "Tier %s: the load client's CPU",
        [KP_S_XL_TW_Y_STAGES] = "per-second p95 of each stage (ms)",
        [KP_S_XL_TW_Y_CORES] = "CPU (cores)",
        [KP_S_XL_TW_S_SCHED] = "behind schedule",
        [KP_S_XL_TW_S_QUEUE] = "client queue",
        [KP_S_XL_TW_S_SEND] = "waiting to be sent",
        [KP_S_XL_TW_S_RTT] = "round trip",
        [KP_S_XL_TW_S_PROCESS] = "process",
        [KP_S_XL_TW_S_THREAD] = "busiest thread",
        [KP_S_XL_TW_S_WAIT] = "waiting for a CPU",
        [KP_S_XL_TW_SIDE_PRODUCE] =
            "The brokers' own account of a Produce request (Prometheus): the "
            "mean and the max of each part over the tier's window, beside the "
            "client's round trip to the broker",
        [KP_S_XL_TW_SIDE_FETCH] =
            "The brokers' own account of a Fetch request (Prometheus): the "
            "mean and the max of each part over the tier's window, beside the "
            "client's fetch round trip to the broker",
        [KP_S_XL_TW_SIDE_RTT] =
            "Client round trip, mean of the per-second p95s (ms)",
        [KP_S_XL_TW_SIDE_FETCH_RTT] =
            "Client fetch round trip, mean of the per-second p95s (ms)",
        [KP_S_XL_TW_SIDE_QUEUE] = "Request queue (ms)",
        [KP_S_XL_TW_SIDE_P_LOCAL] = "Local: log append (ms)",
        [KP_S_XL_TW_SIDE_P_REMOTE] = "Remote: followers (ms)",
        [KP_S_XL_TW_SIDE_F_LOCAL] = "Local: log read (ms)",
        [KP_S_XL_TW_SIDE_F_REMOTE] = "Remote: waiting for data (ms)",
        [KP_S_XL_TW_SIDE_SEND] = "Response send (ms)",
        [KP_S_XL_TW_SIDE_SUM] = "The broker in all, mean (ms)",
        [KP_S_XL_TW_SIDE_THROTTLE] = "Quota throttle, mean (ms)",
        [KP_S_TW_STAGE_SCHED] = "behind schedule (due time to hand-off)",
        [KP_S_TW_STAGE_QUEUE] = "client queue (librdkafka, linger included)",
        [KP_S_TW_STAGE_SEND] = "waiting to be sent (request built, not sent)",
        [KP_S_TW_STAGE_RTT] = "round trip (network and broker)",
        [KP_S_TW_STAGE_FETCH] = "fetch round trip (network and broker)",
        [KP_S_TW_STAGE_TOTAL] = "corrected latency (from the due time)",
        [KP_S_TW_THIS_HOST] = "this host",
        [KP_S_TW_CLIENTS_PRODUCERS] = "producers",
        [KP_S_TW_CLIENTS_CONSUMERS] = "consumers",
        [KP_S_TW_DEFAULTS_JAVA] = "Kafka's Java client's, where librdkafka's "
                                  "would load the cluster otherwise (java)",
        [KP_S_TW_DEFAULTS_LIBRDKAFKA] = "librdkafka's own (librdkafka)",
        [KP_S_TW_WHY_UNKNOWN] = "not known",
        [KP_S_TW_WHY_PLAN] = "the plan or the command's client properties",
        [KP_S_TW_WHY_COMMAND_LINE] = "-X on the command line",
        [KP_S_TW_WHY_JAVA_NODELAY] = "Java client: TCP_NODELAY, always",
        [KP_S_TW_WHY_JAVA_IN_FLIGHT] =
            "Java client: at most 5 requests in flight per connection",
        [KP_S_TW_WHY_JAVA_TIMEOUT] =
            "Java client: a message fails after 2 minutes",
        [KP_S_TW_WHY_JAVA_PARTITIONER] =
            "Java client: murmur2 partitioning by key",
        [KP_S_TW_WHY_JAVA_ISOLATION] = "Java client: reads uncommitted records",
        [KP_S_TW_WHY_BOUNDED_MEMORY] =
            "kplan: the client buffers at most 32 MiB",
        [KP_S_TW_WHY_EMBEDDED_SPREAD] =
            "kplan: spreads keyless messages over the embedded cluster",
        [KP_S_TW_WHY_STATISTICS] =
            "kplan: librdkafka's statistics, for where the time went",
        [KP_S_TW_WHY_NO_AUTO_CREATE] = "kplan: no broker auto-creates a topic",
        [KP_S_TW_WHY_OWN_OFFSETS] =
            "kplan: reads its tier's own offsets, commits nothing",
        [KP_S_TW_WHY_START_OFFSET] =
            "kplan: a new group starts at the tier's messages",
        [KP_S_TW_WHY_GROUP] = "kplan: the tier's consumer group",
        [KP_S_TW_WHY_FETCH_SIZE] = "the plan's consumer.fetch_size",
        [KP_S_TW_WHY_TRANSACTIONS] = "--transactional-id",
        [KP_S_TW_WHY_LIBRDKAFKA] = "librdkafka, because of another setting",
        [KP_S_TW_ON_HOST] = " (load host %s)",
        [KP_S_TW_CLIENT_CPU] = "the load client was the limit: its busiest "
                               "thread (%s) used %s of a core",
        [KP_S_TW_CLIENT_CPU_CGROUP] =
            "the load client was the limit: its cgroup's CPU quota of %s "
            "cores throttled it in %s of its periods (it used %s cores)",
        [KP_S_TW_CLIENT_CPU_AFFINITY] =
            "the load client was the limit: it used %s cores of the %d CPUs "
            "it may run on",
        [KP_S_TW_BROKER_INTERVALS] =
            "broker %d: in %d of the %d intervals that made the p95, its "
            "per-second round-trip p95 averaged %s ms against %s ms on the "
            "other brokers",
        [KP_S_TW_BROKER_OWN] =
            "broker %d: its own Produce queue and local time in the window "
            "was %s ms against %s ms on the other brokers (at acks=all the "
            "other leaders wait for it as a follower)",
        [KP_S_TW_REPLICATION] =
            "replication: the brokers waited up to %s ms a request on "
            "average for their followers in the window (remote time)",
        [KP_S_TW_HOST] = "the load host's CPU was %s busy: the load client "
                         "waited for CPUs that other processes used",
        [KP_S_TW_UNDETERMINED] =
            "not determined: no stage stands out by %s times the next (%s "
            "of each stage: behind schedule %s ms, client queue %s ms, "
            "waiting to be sent %s ms, round trip %s ms)",
        [KP_S_TW_UNDETERMINED_SAMPLES] =
            "not determined: %d statistics intervals had requests in them, "
            "fewer than the %d a cause needs",
        [KP_S_TW_STAT_MEAN] = "mean",
        [KP_S_TW_STAT_MEAN_P95S] = "mean of the per-second p95s",
        [KP_S_TW_SHARE_OF_MEAN] = "; %s of the %s ms mean of a message's way",
        [KP_S_TW_CLIENT_SIDE_OF_MEAN] =
            "; the client's side %s ms of the %s ms mean of a message's way "
            "(%s)",
        [KP_S_TW_BESIDE_P95] = "; the phase's p95 was %s ms",
        [KP_S_TW_NEXT_STAGE] =
            "; the next stage, %s, %s ms (a cause needs %s times it)",
        [KP_S_TW_SHARED_HOST] =
            "; the tier is no evidence about the cluster: the brokers run on "
            "the load client's own host (broker %s)",
        [KP_S_TW_SATURATED_HOST] = "; the tier is no evidence about the "
                                   "cluster: the load host's CPU was %s busy",
        [KP_S_TW_CLIENT_REQUESTS] =
            "the load client was the limit: %s messages per batch, %s requests "
            "waiting per broker; its requests waited %s ms (%s) to be sent "
            "and answered",
        [KP_S_TW_CLIENT_SCHEDULE] =
            "the load client was the limit: it handed messages over %s ms late "
            "(p95, behind its schedule) with at most %s of %s requests in "
            "flight",
        [KP_S_TW_NOT_EVIDENCE] =
            "; this shows nothing about whether the cluster meets the plan",
        [KP_S_TW_FIX_CPU] = "; give the load client more CPU, or spread the "
                            "load over more load hosts (kplan agent)",
        [KP_S_TW_FIX_REQUESTS] =
            "; raise linger.ms or lower max.in.flight.requests.per.connection "
            "(the Java client's 5: client_defaults java)",
        [KP_S_TW_FIX_SCHEDULE] =
            "; add producers (the tier's producers) or use a faster load host",
        [KP_S_TW_FIX_CONSUMERS] = "; add consumers, or more load hosts",
        [KP_S_TW_THROTTLE] = "the brokers throttled the client (a quota): %s "
                             "ms per request, most on broker %d",
        [KP_S_TW_ROUND_TRIP] =
            "the round trip to the brokers (network and brokers): %s ms "
            "(%s), the longest on broker %d",
        [KP_S_TW_ROUND_TRIP_ANY] =
            "the round trip to the brokers (network and brokers): %s ms (%s)",
        [KP_S_TW_ROUND_TRIP_WAIT] =
            "the round trip to the brokers (network and brokers): p95 %s ms, "
            "the longest on broker %d; the client waited for their answers "
            "with %s requests in flight, its limit",
        [KP_S_TW_BROKER_STOOD_OUT] =
            "the round trip to broker %d: its longest answer took %s ms, far "
            "longer than the other brokers' (a pause or a failover on that "
            "broker)",
        [KP_S_TW_CONSUMERS] = "the consumers were the limit: %s messages "
                              "fetched and waiting for them",
        [KP_S_TW_FETCH] = "fetching: the fetch round trip, %s ms (%s), the "
                          "longest on broker %d (a fetch waits up to "
                          "fetch.wait.max.ms when there is nothing new)",
        [KP_S_TW_WHERE] = "in the produce phase, %s",
        [KP_S_TW_WHERE_CONSUME] = "in the consume phase, %s",
        [KP_S_TW_BROKERS_SAY] = "the brokers' own metrics: %s",
        [KP_S_TW_SIDE_RTT] =
            "Of the round trip to broker %s (mean of the per-second p95s "
            "%s ms), the broker itself "
            "accounts for %s ms on average: %s ms %s.",
        [KP_S_TW_SIDE_FETCH_RTT] =
            "Of the fetch round trip to broker %s (mean of the per-second "
            "p95s %s ms), the broker "
            "itself accounts for %s ms on average: %s ms %s.",
        [KP_S_TW_SIDE_NO_RTT] =
            "Broker %s itself accounts for %s ms of a request on average, %s "
            "ms of it %s; the client measured no round trip to it.",
        [KP_S_TW_SIDE_QUEUE] = "waiting for a request handler (request queue)",
        [KP_S_TW_SIDE_SEND] = "sending the response (response send)",
        [KP_S_TW_SIDE_P_LOCAL] = "writing to the leader's log (local)",
        [KP_S_TW_SIDE_P_REMOTE] = "waiting for the followers (remote)",
        [KP_S_TW_SIDE_F_LOCAL] = "reading the log (local)",
        [KP_S_TW_SIDE_F_REMOTE] = "waiting for new data (remote)",
        [KP_S_TW_SIDE_UNAVAILABLE] = "The brokers' own metrics: not available "
                                     "(%s)",
        [KP_S_TW_SIDE_NOT_ASKED] = "not asked",
        [KP_S_TW_SIDE_MISSING] = "%s: %s",
        [KP_S_TW_SIDE_SEP] = "; ",
        [KP_S_BK_TITLE] = "Brokers during the test",
        [KP_S_BK_QUERY] = "Query",
        [KP_S_BK_UNIT] = "Unit",
        [KP_S_BK_BROKER] = "broker %s",
        [KP_S_BK_MEAN] = "mean",
        [KP_S_BK_MAX] = "max",
        [KP_S_BK_NOTE] = "Note",
        [KP_S_BK_Q_PROCESS_CPU] = "process CPU",
        [KP_S_BK_Q_HOST_CPU] = "host CPU",
        [KP_S_BK_Q_BYTES_IN] = "bytes in from clients",
        [KP_S_BK_Q_BYTES_OUT] = "bytes out to clients",
        [KP_S_BK_Q_REPL_IN] = "bytes in from replication",
        [KP_S_BK_Q_MESSAGES_IN] = "messages in",
        [KP_S_BK_Q_DISK_WRITE] = "disk writes",
        [KP_S_BK_Q_DISK_IO] = "disk I/O time (busiest disk)",
        [KP_S_BK_Q_NETWORK] = "network received + sent",
        [KP_S_BK_Q_HANDLER_IDLE] = "request handlers idle",
        [KP_S_BK_Q_NETWORK_IDLE] = "network threads idle",
        [KP_S_BK_Q_P_QUEUE] = "Produce: request queue",
        [KP_S_BK_Q_P_LOCAL] = "Produce: local (leader write)",
        [KP_S_BK_Q_P_REMOTE] = "Produce: remote (replication wait)",
        [KP_S_BK_Q_P_SEND] = "Produce: response send",
        [KP_S_BK_Q_F_QUEUE] = "Fetch: request queue",
        [KP_S_BK_Q_F_LOCAL] = "Fetch: local (log read)",
        [KP_S_BK_Q_F_REMOTE] = "Fetch: remote (waiting for data)",
        [KP_S_BK_Q_F_SEND] = "Fetch: response send",
        [KP_S_BK_Q_THROTTLE] = "Produce quota throttle",
        [KP_S_BK_Q_UNDER_REPL] = "under-replicated partitions",
        [KP_S_BK_Q_ISR_SHRINKS] = "ISR shrinks",
        [KP_S_BK_Q_CONTROLLER] = "active controller",
        [KP_S_BK_Q_BROKER_ID] = "node id (app-info)",
        [KP_S_BK_UNAVAILABLE] = "broker metrics: not available (%s)",
        [KP_S_BK_NO_SERIES] = "no series (not 0: Prometheus has no such data)",
        [KP_S_BK_QUERY_FAILED] = "query failed: %s",
        [KP_S_BK_INCONSISTENT_CELL] = "%s (inconsistent)",
        [KP_S_BK_INCONSISTENT] =
            "broker %s: its own time of a Produce request, %s ms, is above "
            "the client's round trip to it (mean of the per-second p95s %s "
            "ms), which cannot be: "
            "inconsistent, and the cause of nothing",
        [KP_S_BK_WINDOW] = "%s s from %s, step %s s",
        [KP_S_BK_TRIALS] = "%zu search trial windows asked (%zu not available)",
        [KP_S_BK_LIMIT_NONE] =
            "no broker limit reached (request handlers and network threads "
            "under 90%% busy, no quota throttling, host CPU and disk under "
            "90%%, "
            "replication wait under half of the Produce time)",
        [KP_S_BK_LIMIT_THROTTLED] =
            "throttled by a quota: %s ms per Produce request on broker %s",
        [KP_S_BK_LIMIT_HANDLERS] = "request handlers %s%% busy on broker %s",
        [KP_S_BK_LIMIT_NETWORK] = "network threads %s%% busy on broker %s",
        [KP_S_BK_LIMIT_CPU] = "host CPU %s%% busy on broker %s",
        [KP_S_BK_LIMIT_DISK] = "disk doing I/O %s%% of the time on broker %s",
        [KP_S_BK_LIMIT_REPLICATION] =
            "replication wait %s%% of Produce time on broker %s",
        [KP_S_BK_LIMIT_SILENT] =
            "not shown: broker %s gave no figure in the window (its "
            "metrics exporter did not answer, as a broker held to a small "
            "CPU budget may not); a missing figure is not a zero",
        [KP_S_BK_RES_CPU] = "host CPU",
        [KP_S_BK_RES_DISK] = "disk I/O time",
        [KP_S_BK_RES_NETWORK] = "network",
        [KP_S_BK_FIT] = "use = %s%% %s %s%% per 1,000 msg/s",
        [KP_S_BK_FIT_BPS] = "use = %s MiB/s %s %s MiB/s per 1,000 msg/s",
        [KP_S_BK_CEILING_AT] = "reaches %s at %s msg/s",
        [KP_S_BK_CEILING_NEVER] =
            "no ceiling rate: use does not grow with the rate",
        [KP_S_BK_CEILING_UNKNOWN] = "no ceiling rate: the plan gives no "
                                    "network_bps (the link's bandwidth)",
        [KP_S_BK_TOO_FEW] =
            "%zu points: a fit needs at least 3 fixed-rate tiers or trials",
        [KP_S_BK_WEAK] = "inconclusive (R² %s, under 0.5)",
        [KP_S_BK_FIRST] = "%s reaches the %s ceiling first, at %s msg/s.",
        [KP_S_BK_FIRST_NONE] = "No resource's fit gives a ceiling rate.",
        [KP_S_BK_PEAK_OUT] = "At the target's peak of %s msg/s it would be at "
                             "%s%%: it runs out before the peak.",
        [KP_S_BK_PEAK_OK] = "At the target's peak of %s msg/s it would be at "
                            "%s%%, under the ceiling.",
        [KP_S_BK_AGREE] = "The rate search found %s msg/s, within 25%% of that "
                          "rate: the two agree.",
        [KP_S_BK_SEARCH_LOWER] =
            "The rate search found %s msg/s, lower: something else limits "
            "first (latency at the criteria, the load client, or a resource "
            "not measured here).",
        [KP_S_BK_SEARCH_HIGHER] =
            "The rate search held the criteria at %s msg/s, above that rate: "
            "the ceiling is a margin for planning, not where the criteria "
            "fail.",
        [KP_S_BK_SEARCH_ONLY] = "The rate search found %s msg/s; no resource's "
                                "fit gives a ceiling rate to compare it with.",
        [KP_S_BK_NO_SEARCH] =
            "No rate search found a capacity to compare with.",
        [KP_S_BK_AT_BOUND] =
            " (the search stopped at its highest rate: a lower bound)",
        [KP_S_BK_ASSUME_POINTS] =
            "Each point is one tier or search trial that ran at a fixed rate: "
            "the rate the client achieved, and the busiest broker's mean use "
            "over the tier's produce phase (a trial's whole window), as "
            "Prometheus answered for it.",
        [KP_S_BK_ASSUME_LINEAR] =
            "Use grows linearly with the rate: a least-squares line, R² says "
            "how well it holds; a ceiling rate beyond the highest rate "
            "measured (%s msg/s) is an extrapolation.",
        [KP_S_BK_ASSUME_WHAT] =
            "CPU is the host's busy share of all its cores (node_exporter), "
            "disk the busiest disk's share of time doing I/O, network the "
            "bytes received and sent against the plan's network_bps per "
            "broker.",
        [KP_S_BK_ASSUME_CEILING] =
            "The ceiling is %s of each resource "
            "(cluster.prometheus.ceiling_pct): a margin for failover and "
            "spikes. The other brokers are assumed to grow as the busiest one "
            "does.",
        [KP_S_BK_CHART_TITLE] = "Tier %s: %s per broker",
        [KP_S_BK_CHART_ALT] =
            "%s of each broker over tier %s, the tier's cluster events marked",
        [KP_S_BK_WINDOW_H] = "Window",
        [KP_S_BK_LIMIT_H] = "Brokers as a limit",
        [KP_S_BK_UTIL_TITLE] = "Extrapolation from utilization",
        [KP_S_BK_RESOURCE] = "Resource",
        [KP_S_BK_POINTS] = "Points",
        [KP_S_BK_FIT_H] = "Fit",
        [KP_S_BK_CEILING_RATE] = "Ceiling rate (msg/s)",
        [KP_S_BK_AT_PEAK_H] = "Use at the peak",
        [KP_S_BK_RESULT] = "Result",
        [KP_S_BK_NAME_ID_HOST] = "%d (%s)",
        [KP_S_BK_NAME_NOT_IDENTIFIED] = "not identified (metrics labelled %s)",
        [KP_S_TW_CLIENT_SCHEDULE_NO_FLIGHT] =
            "the load client was the limit: it handed messages over %s ms late "
            "(p95, behind its schedule), with a limit of %s requests in flight "
            "(how many were in flight was not recorded)",
        [KP_S_TW_UNDETERMINED_NO_STAGES] =
            "not determined: no figure shows a cause (the p95's stages were "
            "not all recorded)",
        [KP_S_BK_H_MEAN] = "Broker %s: mean over the tier's window",
        [KP_S_BK_H_MAX] = "Broker %s: highest point in the window",
        [KP_S_BK_CAPTION] = "Tier %s: the brokers' own metrics over the tier's "
                            "window, per broker",
        /* ---- the glossary (kp_rmodel.glossary) ---- */
        [KP_S_GL_TIER] = "Tier",
        [KP_S_GL_TIER_M] =
            "One step of the plan: a number of messages produced at one rate "
            "(or as fast as the client takes them) with one set of client "
            "settings, then read back.",
        [KP_S_GL_PCT] = "p50, p95, p99",
        [KP_S_GL_PCT_M] =
            "The value that 50%, 95% or 99% of the messages stayed at or "
            "under: p95 5 ms means that 1 message in 20 took longer than 5 ms.",
        [KP_S_GL_PERSEC] = "Per-second p95",
        [KP_S_GL_PERSEC_M] =
            "The p95 of one of librdkafka's statistics windows (a second or "
            "less) of a stage inside the load client. Their mean over a "
            "phase is not the phase's p95, and percentiles of different "
            "stages do not add up: a stage's weight is its mean.",
        [KP_S_GL_ACKS] = "acks=all",
        [KP_S_GL_ACKS_M] =
            "The producer's setting under which a broker acknowledges a "
            "message only once every in-sync replica has it.",
        [KP_S_GL_CORRECTED] = "Corrected latency",
        [KP_S_GL_CORRECTED_M] =
            "The time from when a message was due by the schedule to its "
            "acknowledgement: it counts the wait of a message that the "
            "producer sent late. Every latency criterion judges it.",
        [KP_S_GL_SERVICE] = "Service latency",
        [KP_S_GL_SERVICE_M] =
            "The time from when the producer actually sent a message to its "
            "acknowledgement: it leaves out the wait before sending.",
        [KP_S_GL_RTT] = "Round trip",
        [KP_S_GL_RTT_M] =
            "The time from a request leaving the client to the broker's answer "
            "arriving: the network and the broker together.",
        [KP_S_GL_IN_FLIGHT] = "In flight",
        [KP_S_GL_IN_FLIGHT_M] =
            "Requests sent to a broker and not yet answered.",
        [KP_S_GL_ISR] = "ISR",
        [KP_S_GL_ISR_M] = "In-sync replicas: the copies of a partition that "
                          "are up to date with its leader.",
        [KP_S_GL_RF] = "Replication factor (RF)",
        [KP_S_GL_RF_M] = "How many copies of each partition the cluster keeps.",
        [KP_S_GL_PP] = "pp",
        [KP_S_GL_PP_M] = "Percentage points: the difference between two "
                         "percentages (99.98% is 0.98 pp above 99%).",
        [KP_S_GL_MIB] = "MiB, MiB/s",
        [KP_S_GL_MIB_M] = "2^20 = 1,048,576 bytes, and that many per second.",
        [KP_S_GL_MSGS] = "msg/s",
        [KP_S_GL_MSGS_M] = "Messages per second.",
        [KP_S_GL_MARGIN] = "Margin",
        [KP_S_GL_MARGIN_M] = "How far a measured value is from its criterion's "
                             "limit, in the criterion's unit.",
        [KP_S_GL_HEADROOM] = "Headroom",
        [KP_S_GL_HEADROOM_M] = "The rate that met every criterion divided by "
                               "the target's peak rate.",
        [KP_S_GL_BROKER] = "Broker",
        [KP_S_GL_BROKER_M] = "A Kafka server of the cluster, named by its id.",
        [KP_S_GL_H_TERM] = "Term",
        [KP_S_GL_H_MEANING] = "Meaning",
};
