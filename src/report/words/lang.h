/*
 * lang: the report's words in every language, one catalog per language
 * (lang_en.c, lang_zh_CN.c), looked up by key. The workbook, the charts
 * and the report model take every word a person reads from here; the
 * Markdown takes its words from the template of its language.
 *
 * A string with printf conversions takes the same arguments, in the same
 * order, in every language (tests/unit/test_lang.c checks that, and that
 * no key is missing in any catalog). The comment of such a key says what
 * the arguments are.
 */
#ifndef KP_REPORT_LANG_H
#define KP_REPORT_LANG_H

#include "base/langtag.h"

/* Every key, once: X(NAME) makes KP_S_NAME. Keep the groups; add a key
 * to its group, then its string to every catalog. */
#define KP_S_KEYS(X)                                                           \
        /* ---- the Markdown ---- */                                           \
        X(MD_TEMPLATE) /* the bundled template of the language */              \
        /* ---- the workbook ---- */                                           \
        X(XL_SHEET_SUMMARY) /* sheet names: at most 31 characters, none of     \
                               []:*?/ */                                       \
        X(XL_SHEET_SCENARIOS)                                                  \
        X(XL_SHEET_PRODUCE)                                                    \
        X(XL_SHEET_CONSUME)                                                    \
        X(XL_SHEET_CAPACITY)                                                   \
        X(XL_SHEET_SWEEPS)                                                     \
        X(XL_SHEET_WORKLOADS)                                                  \
        X(XL_SHEET_SERIES)                                                     \
        X(XL_SHEET_EXTRAP)                                                     \
        X(XL_SHEET_ENV)                                                        \
        X(XL_SHEET_SIGNOFF)                                                    \
        X(XL_SHEET_TIME)                                                       \
        X(XL_FONT)        /* the font of every cell and chart */               \
        X(XL_FOOTER)      /* page footer, before the plan's name */            \
        X(XL_FOOTER_PAGE) /* page footer, right (&P page, &N pages) */         \
        X(XL_PASS)        /* verdict words */                                  \
        X(XL_FAIL)                                                             \
        X(XL_INCOMPLETE)                                                       \
        X(XL_INCONCLUSIVE)                                                     \
        X(XL_NA)                                                               \
        X(XL_N_A) /* a number that is not finite */                            \
        X(XL_UNLIMITED)                                                        \
        X(XL_EMBEDDED_WARNING)                                                 \
        X(XL_CRITERIA_NOT_MET)                                                 \
        X(XL_THE_TARGET) /* before the plan's target question */               \
        X(XL_ANSWERS)                                                          \
        X(XL_PRODUCE)                                                          \
        X(XL_CONSUME)                                                          \
        X(XL_MESSAGES)                                                         \
        X(XL_RECORD_B)                                                         \
        X(XL_TARGET_RATE)                                                      \
        X(XL_ACHIEVED)                                                         \
        X(XL_P95_MS)                                                           \
        X(XL_VERDICT)                                                          \
        X(XL_SECONDS)                                                          \
        X(XL_TIER_EVENT) /* a cluster event: tier, what happened */            \
        X(XL_CLUSTER_EVENTS)                                                   \
        X(XL_KEY_RISKS)                                                        \
        X(XL_NONE_IDENTIFIED)                                                  \
        X(XL_DETAILS_SWEEPS)                                                   \
        X(XL_DETAILS)                                                          \
        X(XL_PROTECTED)                                                        \
        X(XL_S_MESSAGES)                                                       \
        X(XL_R_SENT)                                                           \
        X(XL_R_DELIVERED)                                                      \
        X(XL_R_FAILED)                                                         \
        X(XL_R_UNDELIVERED)                                                    \
        X(XL_R_WARMUP)                                                         \
        X(XL_R_MEASURED)                                                       \
        X(XL_R_ERRORS)                                                         \
        X(XL_R_ERROR_RATIO)                                                    \
        X(XL_S_RATE)                                                           \
        X(XL_R_ACHIEVED_RATE)                                                  \
        X(XL_R_RATE_RATIO)                                                     \
        X(XL_R_THROUGHPUT)                                                     \
        X(XL_R_BYTES)                                                          \
        X(XL_R_DURATION)                                                       \
        X(XL_R_TOTAL)                                                          \
        X(XL_S_LATENCY)                                                        \
        X(XL_R_SAMPLES)                                                        \
        X(XL_R_MIN)                                                            \
        X(XL_R_AVG)                                                            \
        X(XL_R_STDDEV)                                                         \
        X(XL_R_P50)                                                            \
        X(XL_R_P99)                                                            \
        X(XL_R_P999)                                                           \
        X(XL_R_MAX)                                                            \
        X(XL_S_SERVICE)                                                        \
        X(XL_S_SEARCH)                                                         \
        X(XL_R_SUSTAINED)                                                      \
        X(XL_R_HIGHEST)                                                        \
        X(XL_S_DRAIN)                                                          \
        X(XL_R_DRAIN_RATE)                                                     \
        X(XL_R_CATCH_UP)                                                       \
        X(XL_R_EXPECTED)                                                       \
        X(XL_R_CONSUMED)                                                       \
        X(XL_R_MISSING)                                                        \
        X(XL_R_COMPLETENESS)                                                   \
        X(XL_R_LOST)                                                           \
        X(XL_R_DUPLICATES)                                                     \
        X(XL_R_UNACKED)                                                        \
        X(XL_R_CBYTES)                                                         \
        X(XL_R_CMIB)                                                           \
        X(XL_S_TIME)                                                           \
        X(XL_R_CDURATION)                                                      \
        X(XL_R_JOIN)                                                           \
        X(XL_R_FETCH)                                                          \
        X(XL_S_THROUGHPUT)                                                     \
        X(XL_S_E2E)                                                            \
        X(XL_MEASURE)                                                          \
        X(XL_CATALOG_METRIC)                                                   \
        X(XL_METRIC)                                                           \
        X(XL_TIER)                                                             \
        X(XL_CRITERION_UNIT)                                                   \
        X(XL_THRESHOLD)                                                        \
        X(XL_VALUE)                                                            \
        X(XL_MARGIN)                                                           \
        X(XL_NOTE)                                                             \
        X(XL_CRITERIA_CHECKS)                                                  \
        X(XL_CRITERIA_CHECKS_NOTE)                                             \
        X(XL_NO_CRITERIA_HERE)                                                 \
        X(XL_CLIENT_DEFAULTS)                                                  \
        X(XL_YES)                                                              \
        X(XL_NO)                                                               \
        X(XL_NO_CAPS)                                                          \
        X(XL_BROKER_DEFAULT)                                                   \
        X(XL_SC_MESSAGES)                                                      \
        X(XL_TARGET_RATE_MSGS)                                                 \
        X(XL_RECORD_BYTES)                                                     \
        X(XL_SC_PAYLOAD)                                                       \
        X(XL_SC_KEYS)                                                          \
        X(XL_SC_HEADERS)                                                       \
        X(XL_SC_WARMUP_MSGS)                                                   \
        X(XL_SC_WARMUP_S)                                                      \
        X(XL_SC_INTERVAL)                                                      \
        X(XL_SC_DRAIN)                                                         \
        X(XL_SC_PRODUCERS)                                                     \
        X(XL_SC_PRODUCER_PROPS)                                                \
        X(XL_SC_CONSUME)                                                       \
        X(XL_SC_CONSUMERS)                                                     \
        X(XL_SC_GROUP)                                                         \
        X(XL_SC_FETCH)                                                         \
        X(XL_SC_TIMEOUT)                                                       \
        X(XL_SC_CONSUMER_PROPS)                                                \
        X(XL_TOPIC)                                                            \
        X(XL_PARTITIONS)                                                       \
        X(XL_RF)                                                               \
        X(XL_SC_SWEEPS)                                                        \
        X(XL_SC_SWEEP_POINT)                                                   \
        X(XL_SC_PARALLEL)                                                      \
        X(XL_BROKER_DEFAULTS)                                                  \
        X(XL_TOPIC_PLAN)                                                       \
        X(XL_CREATED_WHEN_MISSING)                                             \
        X(XL_TOPIC_CONFIG)                                                     \
        X(XL_DEFINITION)                                                       \
        X(XL_CRITERION)                                                        \
        X(XL_APPLIES_TO)                                                       \
        X(XL_PASS_CRITERIA)                                                    \
        X(XL_NO_CRITERIA)                                                      \
        X(XL_SCENARIOS_NOTE)                                                   \
        X(XL_PARAMETER)                                                        \
        X(XL_PLAN_KEY)                                                         \
        X(XL_PHASE)                                                            \
        X(XL_TIER_STATUS)                                                      \
        X(XL_CONSUME_STARTED)                                                  \
        X(XL_PRODUCE_STARTED)                                                  \
        X(XL_PAYLOAD_FILE)                                                     \
        X(XL_COUNTS_RECONCILE)                                                 \
        X(XL_ERRORS_BY_CODE)                                                   \
        X(XL_CODE_MESSAGES) /* an error code */                                \
        X(XL_ANY_CODE)                                                         \
        X(XL_PRODUCE_NOTE)                                                     \
        X(XL_CONSUMERS)                                                        \
        X(XL_STOPPED_TIMEOUT)                                                  \
        X(XL_CONSUME_NOTE)                                                     \
        X(XL_CLOCK_SKEW) /* tier, hosts, skew ms, share, e2e p50 ms */         \
        X(XL_PROP_SUBJECT)                                                     \
        X(XL_PROP_KEYWORDS)                                                    \
        X(XL_PROP_CATEGORY)                                                    \
        X(XL_PROP_COMMENTS) /* the verdict, kplan's version, the run ID */     \
        X(XL_PROP_SHA)      /* the SHA-256 of results.json */                  \
        X(XL_PROP_END)                                                         \
        X(XL_VALUE_PLAIN)                                                      \
        X(XL_UNIT)                                                             \
        X(XL_X_POINTS)                                                         \
        X(XL_X_A)                                                              \
        X(XL_X_B)                                                              \
        X(XL_X_PROJECTED)                                                      \
        X(XL_X_CROSSES)                                                        \
        X(XL_X_TRENDS)                                                         \
        X(XL_X_TRENDS_NOTE)                                                    \
        X(XL_X_NO_TREND)                                                       \
        X(XL_NONE)                                                             \
        X(XL_X_TITLE)                                                          \
        X(XL_X_NO_TARGET)                                                      \
        X(XL_X_INPUTS)                                                         \
        X(XL_X_INPUT)                                                          \
        X(XL_X_DERIVED)                                                        \
        X(XL_X_DERIVED_FIG)                                                    \
        X(XL_X_ASSUMPTIONS)                                                    \
        X(XL_NONE_DOT)                                                         \
        X(XL_X_RISKS)                                                          \
        X(XL_E_PROPERTY)                                                       \
        X(XL_E_BROKER_SETTING)                                                 \
        X(XL_E_BS_EMBEDDED)                                                    \
        X(XL_E_BS_NOT_READ)                                                    \
        X(XL_E_BS_TITLE) /* the broker the settings come from */               \
        X(XL_E_THE_BROKER)                                                     \
        X(XL_E_DECIDES)                                                        \
        X(XL_E_BROKER_ID)                                                      \
        X(XL_E_HOST)                                                           \
        X(XL_E_PORT)                                                           \
        X(XL_E_CLUSTER)                                                        \
        X(XL_E_BOOTSTRAP)                                                      \
        X(XL_E_EMBEDDED_BOOT)                                                  \
        X(XL_E_EMBEDDED)                                                       \
        X(XL_E_EMBEDDED_YES)                                                   \
        X(XL_E_CLUSTER_ID)                                                     \
        X(XL_E_NOT_KNOWN)                                                      \
        X(XL_E_CONTROLLER)                                                     \
        X(XL_E_RELEASE)                                                        \
        X(XL_E_API)                                                            \
        X(XL_NF_OVER)                                                          \
        X(XL_NF_UNDER)                                                         \
        X(XL_E_RELEASE_DECLARED)                                               \
        X(XL_H_TITLE)                                                          \
        X(XL_H_HOSTS)                                                          \
        X(XL_H_COUNT)                                                          \
        X(XL_H_CORES)                                                          \
        X(XL_H_MEMORY)                                                         \
        X(XL_H_DISKS)                                                          \
        X(XL_H_OS)                                                             \
        X(XL_C_DIFFER)                                                         \
        X(XL_C_SETTING)                                                        \
        X(XL_C_KIND)                                                           \
        X(XL_C_BROKER_SETTINGS)                                                \
        X(XL_E_NO_BROKERS)                                                     \
        X(XL_E_WARNINGS)                                                       \
        X(XL_E_PARTITION)                                                      \
        X(XL_E_LEADER)                                                         \
        X(XL_E_REPLICAS)                                                       \
        X(XL_E_ISR)                                                            \
        X(XL_E_TOPIC) /* the topic's name */                                   \
        X(XL_E_CREATED)                                                        \
        X(XL_E_TOPIC_CONFIG)                                                   \
        X(XL_E_NOT_DESCRIBED)                                                  \
        X(XL_E_LAYOUT)                                                         \
        X(XL_E_PRODUCER_DEFAULTS)                                              \
        X(XL_E_CONSUMER_DEFAULTS)                                              \
        X(XL_E_CLIENT_CONFIG)                                                  \
        X(XL_E_NO_CLIENT_CONFIG)                                               \
        X(XL_E_CLIENT_SETTINGS)                                                \
        X(XL_E_CS_DEFAULTS)                                                    \
        X(XL_E_CS_WHY)                                                         \
        X(XL_E_CS_DEFAULT)                                                     \
        X(XL_E_CS_TIERS)                                                       \
        X(XL_E_CS_ALL)                                                         \
        X(XL_E_CS_PER_TIER)                                                    \
        X(XL_E_CS_PRODUCERS)                                                   \
        X(XL_E_CS_CONSUMERS)                                                   \
        X(XL_E_CLIENT_HOST)                                                    \
        X(XL_E_HOSTNAME)                                                       \
        X(XL_E_OS)                                                             \
        X(XL_E_CPU)                                                            \
        X(XL_E_CPUS)                                                           \
        X(XL_E_MEMORY)                                                         \
        X(XL_E_AGENTS)                                                         \
        X(XL_E_AGENT)      /* the agent's name */                              \
        X(XL_E_AGENT_LINE) /* host, kplan version, librdkafka version, clock   \
                              offset, round trip, the lost prefix, when lost   \
                            */                                                 \
        X(XL_E_LOST)                                                           \
        X(XL_E_SOFTWARE)                                                       \
        X(XL_E_KPLAN)                                                          \
        X(XL_E_LIBRDKAFKA)                                                     \
        X(XL_E_PLAN_FILE)                                                      \
        X(XL_E_PLAN_SHA)                                                       \
        X(XL_E_RESULTS_SHA)                                                    \
        X(XL_E_NOT_COMPUTED)                                                   \
        X(XL_E_PLAN)                                                           \
        X(XL_E_RUN_ID)                                                         \
        X(XL_E_RUN_STARTED)                                                    \
        X(XL_E_RUN_FINISHED)                                                   \
        X(XL_E_RUN_STATUS)                                                     \
        X(XL_E_COMMAND)                                                        \
        X(XL_E_OVERRIDES)                                                      \
        X(XL_E_NOTE)                                                           \
        X(XL_SO_PROMPT) /* the three decision words */                         \
        X(XL_SO_DECISION)                                                      \
        X(XL_SO_DECISION_ERROR)                                                \
        X(XL_SO_DATE)                                                          \
        X(XL_SO_DATE_PROMPT)                                                   \
        X(XL_SO_DATE_ERROR)                                                    \
        X(XL_SO_ROLE)                                                          \
        X(XL_SO_NAME)                                                          \
        X(XL_SO_CONDITIONS)                                                    \
        X(XL_SO_SIGNATURE)                                                     \
        X(XL_SO_COMMENT)                                                       \
        X(XL_SO_STATEMENT) /* the verdict, the plan's name, the run ID */      \
        X(XL_SO_NO_RUN_ID)                                                     \
        X(XL_SO_SHA) /* the SHA-256 of results.json */                         \
        X(XL_SO_PREPARED_BY)                                                   \
        X(XL_SO_NOT_NAMED)                                                     \
        X(XL_SO_EDITABLE)                                                      \
        X(XL_APPROVED) /* sign-off decisions: kp_rm_decisions in English */    \
        X(XL_APPROVED_IF)                                                      \
        X(XL_REJECTED)                                                         \
        X(XL_C_RATES) /* the lowest and the highest rate */                    \
        X(XL_C_RATES_TRIED)                                                    \
        X(XL_C_EACH_TRIAL)                                                     \
        X(XL_C_SOAK)                                                           \
        X(XL_C_NO_SOAK_NOTE)                                                   \
        X(XL_C_JUDGED_BY)                                                      \
        X(XL_C_CRITERIA)                                                       \
        X(XL_C_PASSES)                                                         \
        X(XL_C_PASSES_WHEN) /* the share of its rate a trial achieves, % */    \
        X(XL_C_ENDED)                                                          \
        X(XL_C_WARMUP)                                                         \
        X(XL_C_REPEATED)                                                       \
        X(XL_C_RUN)                                                            \
        X(XL_C_RATE)                                                           \
        X(XL_C_P95_SERVICE)                                                    \
        X(XL_C_ERRORS)                                                         \
        X(XL_C_RESULT)                                                         \
        X(XL_C_WHY)                                                            \
        X(XL_C_SEARCH_TIER) /* the tier's name */                              \
        X(XL_C_AT_CRITERIA)                                                    \
        X(XL_C_SUSTAINED)                                                      \
        X(XL_C_NO_SOAK_HELD)                                                   \
        X(XL_C_NO_SOAK)                                                        \
        X(XL_C_DRAIN_TIER) /* the tier's name */                               \
        X(XL_C_STARTED_AFTER)                                                  \
        X(XL_C_CAUGHT_UNDER)                                                   \
        X(XL_C_CAUGHT_AFTER)                                                   \
        X(XL_C_READ_UNTIL)                                                     \
        X(XL_C_NOT_MEASURED)                                                   \
        X(XL_C_STOPPED_NOTE)                                                   \
        X(XL_C_NOTE)                                                           \
        X(XL_T_T)                                                              \
        X(XL_T_ERRORS)                                                         \
        X(XL_T_NO_SNAPSHOTS)                                                   \
        X(XL_T_NOT_RUN_DOT)                                                    \
        X(XL_T_PERCENTILE)                                                     \
        X(XL_T_CORRECTED_MS)                                                   \
        X(XL_T_SERVICE_MS)                                                     \
        X(XL_T_E2E_MS)                                                         \
        X(XL_T_DISTRIBUTION)                                                   \
        X(XL_T_SINCE) /* the phase: T_PRODUCE_PHASE or T_CONSUME_PHASE */      \
        X(XL_T_PRODUCE_PHASE)                                                  \
        X(XL_T_CONSUME_PHASE)                                                  \
        X(XL_T_CORRECTED)                                                      \
        X(XL_T_SERVICE)                                                        \
        X(XL_T_E2E)                                                            \
        X(XL_T_LATENCY_MS)                                                     \
        X(XL_T_DELIVERED)                                                      \
        X(XL_T_CONSUMED)                                                       \
        X(XL_T_TIER) /* the tier's name */                                     \
        X(XL_T_PRODUCE_NOTE)                                                   \
        X(XL_T_NOTE_SEP)                                                       \
        X(XL_T_CONSUME_NOTE)                                                   \
        X(XL_T_PRODUCE_IV)                                                     \
        X(XL_T_CONSUME_IV)                                                     \
        X(XL_T_CONSUME_IV_NO_E2E)                                              \
        X(XL_T_PRODUCE_TPUT) /* the tier's name */                             \
        X(XL_T_PRODUCE_LAT)  /* the tier's name */                             \
        X(XL_T_CONSUME_TPUT) /* the tier's name */                             \
        X(XL_T_E2E_LAT)      /* the tier's name */                             \
        X(XL_T_BY_PCT)       /* the tier's name */                             \
        X(XL_T_ACH_PRODUCE)                                                    \
        X(XL_T_P95_CORRECTED)                                                  \
        X(XL_T_P95_E2E)                                                        \
        X(XL_T_COMPARISON)                                                     \
        X(XL_T_NOT_RUN)                                                        \
        X(XL_T_TITLE)                                                          \
        X(XL_T_NOTE)                                                           \
        X(XL_T_MAX) /* a series: the highest latency of each interval */       \
        /* ---- the workbook: where the time went (report_xlsx_client.c) ----  \
         */                                                                    \
        X(XL_TW_NOTE)                                                          \
        X(XL_TW_PRODUCE)                                                       \
        X(XL_TW_CONSUME)                                                       \
        X(XL_TW_HOST) /* the load host's name */                               \
        X(XL_TW_NOT_RECORDED)                                                  \
        X(XL_TW_STAGE)                                                         \
        X(XL_TW_CLIENT)                                                        \
        X(XL_TW_BEFORE_SHARE)                                                  \
        X(XL_TW_CPU)                                                           \
        X(XL_TW_CPU_THREAD)                                                    \
        X(XL_TW_CPU_WAIT)                                                      \
        X(XL_TW_BATCH)                                                         \
        X(XL_TW_IN_FLIGHT)                                                     \
        X(XL_TW_IN_FLIGHT_LIMIT)                                               \
        X(XL_TW_WAITING)                                                       \
        X(XL_TW_QUEUE_FULL)                                                    \
        X(XL_TW_FETCHQ)                                                        \
        X(XL_TW_LAG)                                                           \
        X(XL_TW_SAMPLES)                                                       \
        X(XL_TW_BROKER)                                                        \
        X(XL_TW_REQUESTS)                                                      \
        X(XL_TW_RTT_P95S_MEAN) /* a broker's mean of per-second p95s */        \
        X(XL_TW_RTT_HIGHEST)   /* its longest round trip */                    \
        /* the stage table's columns: the mean, a true p95 of the phase,       \
         * the mean and the highest of the per-second p95s */                  \
        X(XL_TW_COL_MEAN)                                                      \
        X(XL_TW_COL_P95)                                                       \
        X(XL_TW_COL_P95S_MEAN)                                                 \
        X(XL_TW_COL_P95S_HIGH)                                                 \
        X(XL_TW_THROTTLE)                                                      \
        X(XL_TW_IN_FLIGHT_MOST)                                                \
        X(XL_TW_LIMIT_PRODUCE) /* the limit in words */                        \
        X(XL_TW_LIMIT_CONSUME) /* the limit in words */                        \
        X(XL_TW_INTERVALS)                                                     \
        X(XL_TW_MERGED) /* intervals per row */                                \
        X(XL_TW_I_SCHED)                                                       \
        X(XL_TW_I_QUEUE)                                                       \
        X(XL_TW_I_SEND)                                                        \
        X(XL_TW_I_RTT)                                                         \
        X(XL_TW_I_FETCH)                                                       \
        X(XL_TW_I_CPU)                                                         \
        X(XL_TW_I_THREAD)                                                      \
        X(XL_TW_I_WAIT)                                                        \
        X(XL_TW_I_IN_FLIGHT)                                                   \
        X(XL_TW_I_WAITING)                                                     \
        X(XL_TW_I_BATCH)                                                       \
        X(XL_TW_I_REQUESTS)                                                    \
        X(XL_TW_I_FETCHQ)                                                      \
        X(XL_TW_I_LAG)                                                         \
        X(XL_TW_TIER_HOST)    /* the tier, the load host */                    \
        X(XL_TW_CHART_STAGES) /* the tier (XL_TW_TIER_HOST with several hosts) \
                               */                                              \
        X(XL_TW_CHART_CPU) /* the tier (XL_TW_TIER_HOST with several hosts) */ \
        X(XL_TW_Y_STAGES)                                                      \
        X(XL_TW_Y_CORES)                                                       \
        X(XL_TW_S_SCHED)                                                       \
        X(XL_TW_S_QUEUE)                                                       \
        X(XL_TW_S_SEND)                                                        \
        X(XL_TW_S_RTT)                                                         \
        X(XL_TW_S_PROCESS)                                                     \
        X(XL_TW_S_THREAD)                                                      \
        X(XL_TW_S_WAIT)                                                        \
        X(XL_TW_SIDE_PRODUCE) /* the brokers' account beside the client */     \
        X(XL_TW_SIDE_FETCH)                                                    \
        X(XL_TW_SIDE_RTT)                                                      \
        X(XL_TW_SIDE_FETCH_RTT)                                                \
        X(XL_TW_SIDE_QUEUE)                                                    \
        X(XL_TW_SIDE_P_LOCAL)                                                  \
        X(XL_TW_SIDE_P_REMOTE)                                                 \
        X(XL_TW_SIDE_F_LOCAL)                                                  \
        X(XL_TW_SIDE_F_REMOTE)                                                 \
        X(XL_TW_SIDE_SEND)                                                     \
        X(XL_TW_SIDE_SUM)                                                      \
        X(XL_TW_SIDE_THROTTLE)                                                 \
        X(XL_W_RUNS)                                                           \
        X(XL_W_PRODUCED_FOR)                                                   \
        X(XL_W_PRODUCE_MEDIAN)                                                 \
        X(XL_W_LOWEST)                                                         \
        X(XL_W_HIGHEST)                                                        \
        X(XL_W_PRODUCE_MIBPS)                                                  \
        X(XL_W_P50_CORRECTED)                                                  \
        X(XL_W_P95_MEDIAN)                                                     \
        X(XL_W_P95_LOW)                                                        \
        X(XL_W_P95_HIGH)                                                       \
        X(XL_W_P99_CORRECTED)                                                  \
        X(XL_W_ERRORS_ALL)                                                     \
        X(XL_W_BEST)                                                           \
        X(XL_W_POINT)                                                          \
        X(XL_W_BEST_WORD)                                                      \
        X(XL_W_TIE)                                                            \
        X(XL_W_PRODUCE_MSGS)                                                   \
        X(XL_W_LOWEST_RUN)                                                     \
        X(XL_W_HIGHEST_RUN)                                                    \
        X(XL_W_P95_LOWEST)                                                     \
        X(XL_W_P95_HIGHEST)                                                    \
        X(XL_W_BYTES)                                                          \
        X(XL_W_LAT_TITLE)  /* the sweep's group, its parameter */              \
        X(XL_W_TPUT_TITLE) /* the sweep's group, its parameter */              \
        X(XL_W_LAT_AXIS)                                                       \
        X(XL_W_RATE_AXIS)                                                      \
        X(XL_W_HEAD2) /* the sweep's group, its two parameters */              \
        X(XL_W_HEAD)  /* the sweep's group, its parameter */                   \
        X(XL_W_NO_FINDINGS)                                                    \
        X(XL_W_GRID)                                                           \
        X(XL_W_NOTE)                                                           \
        X(XL_W_NO_CRITERIA)                                                    \
        X(XL_W_WORKLOAD)                                                       \
        X(XL_W_COMPLETENESS)                                                   \
        X(XL_W_GROUP) /* the group's name */                                   \
        X(XL_W_AGGREGATE)                                                      \
        X(XL_W_NO_AGGREGATE)                                                   \
        X(XL_W_AGGREGATE_NOTE)                                                 \
        X(XL_W_TITLE)                                                          \
        X(XL_W_WL_NOTE)                                                        \
        X(XL_TRIAL_PASS) /* a capacity trial's result */                       \
        X(XL_TRIAL_FAIL)                                                       \
        X(XL_K_SHEET)                                                          \
        X(XL_K_NOTE) /* the regression threshold ("10%") */                    \
        X(XL_K_RESULTS)                                                        \
        X(XL_K_STARTED)                                                        \
        X(XL_K_RUN_A)                                                          \
        X(XL_K_RUN_B)                                                          \
        X(XL_K_SHOWN_ONLY)                                                     \
        X(XL_K_BETTER)                                                         \
        X(XL_K_CHANGE)                                                         \
        X(XL_K_GATED)                                                          \
        X(XL_K_EMBEDDED)                                                       \
        X(XL_K_TITLE)                                                          \
        X(XL_K_REGRESSION)                                                     \
        X(XL_K_NO_REGRESSION)                                                  \
        X(XL_K_INCOMPLETE) /* the comparison did not judge everything */       \
        X(XL_K_EVERY)                                                          \
        X(XL_K_NOT_COMPARED)                                                   \
        X(XL_K_ALL_A_IN_B)                                                     \
        X(XL_K_ONLY_A)                                                         \
        X(XL_K_ALL_B_IN_A)                                                     \
        X(XL_K_ONLY_B)                                                         \
        X(XL_K_PROP_TITLE)                                                     \
        X(XL_K_PROP_SUBJECT)                                                   \
        X(XL_K_PROP_KEYWORDS)                                                  \
        /* ---- the report model and the charts ---- */                        \
        /* RM_<metric>: a catalog metric in words (KP_M_<metric>) */           \
        X(RM_PRODUCE_RATE)                                                     \
        X(RM_PRODUCE_RATE_RATIO)                                               \
        X(RM_PRODUCE_MIBPS)                                                    \
        X(RM_PRODUCE_LAT_AVG)                                                  \
        X(RM_PRODUCE_LAT_P50)                                                  \
        X(RM_PRODUCE_LAT_P95)                                                  \
        X(RM_PRODUCE_LAT_P99)                                                  \
        X(RM_PRODUCE_LAT_P999)                                                 \
        X(RM_PRODUCE_LAT_MAX)                                                  \
        X(RM_PRODUCE_SVC_AVG)                                                  \
        X(RM_PRODUCE_SVC_P50)                                                  \
        X(RM_PRODUCE_SVC_P95)                                                  \
        X(RM_PRODUCE_SVC_P99)                                                  \
        X(RM_PRODUCE_SVC_P999)                                                 \
        X(RM_PRODUCE_SVC_MAX)                                                  \
        X(RM_PRODUCE_ERRORS)                                                   \
        X(RM_PRODUCE_ERROR_RATIO)                                              \
        X(RM_CONSUME_RATE)                                                     \
        X(RM_CONSUME_MIBPS)                                                    \
        X(RM_CONSUME_FETCH_RATE)                                               \
        X(RM_CONSUME_FETCH_MIBPS)                                              \
        X(RM_CONSUME_REBALANCE_MS)                                             \
        X(RM_CONSUME_COMPLETENESS)                                             \
        X(RM_CONSUME_MISSING)                                                  \
        X(RM_CONSUME_DUPLICATES)                                               \
        X(RM_E2E_AVG)                                                          \
        X(RM_E2E_P50)                                                          \
        X(RM_E2E_P95)                                                          \
        X(RM_E2E_P99)                                                          \
        X(RM_E2E_P999)                                                         \
        X(RM_E2E_MAX)                                                          \
        X(RM_CAPACITY_RATE)                                                    \
        X(RM_CAPACITY_FOUND)                                                   \
        X(RM_DRAIN_RATE)                                                       \
        X(RM_DRAIN_CATCH_UP)                                                   \
        /* RM_DEF_<metric>: what a catalog metric measures, one phrase */      \
        /* without a final stop; in English the catalog's (plan/metrics.c) */  \
        X(RM_DEF_PRODUCE_RATE)                                                 \
        X(RM_DEF_PRODUCE_RATE_RATIO)                                           \
        X(RM_DEF_PRODUCE_MIBPS)                                                \
        X(RM_DEF_PRODUCE_LAT_AVG)                                              \
        X(RM_DEF_PRODUCE_LAT_P50)                                              \
        X(RM_DEF_PRODUCE_LAT_P95)                                              \
        X(RM_DEF_PRODUCE_LAT_P99)                                              \
        X(RM_DEF_PRODUCE_LAT_P999)                                             \
        X(RM_DEF_PRODUCE_LAT_MAX)                                              \
        X(RM_DEF_PRODUCE_SVC_AVG)                                              \
        X(RM_DEF_PRODUCE_SVC_P50)                                              \
        X(RM_DEF_PRODUCE_SVC_P95)                                              \
        X(RM_DEF_PRODUCE_SVC_P99)                                              \
        X(RM_DEF_PRODUCE_SVC_P999)                                             \
        X(RM_DEF_PRODUCE_SVC_MAX)                                              \
        X(RM_DEF_PRODUCE_ERRORS)                                               \
        X(RM_DEF_PRODUCE_ERROR_RATIO)                                          \
        X(RM_DEF_CONSUME_RATE)                                                 \
        X(RM_DEF_CONSUME_MIBPS)                                                \
        X(RM_DEF_CONSUME_FETCH_RATE)                                           \
        X(RM_DEF_CONSUME_FETCH_MIBPS)                                          \
        X(RM_DEF_CONSUME_REBALANCE_MS)                                         \
        X(RM_DEF_CONSUME_COMPLETENESS)                                         \
        X(RM_DEF_CONSUME_MISSING)                                              \
        X(RM_DEF_CONSUME_DUPLICATES)                                           \
        X(RM_DEF_E2E_AVG)                                                      \
        X(RM_DEF_E2E_P50)                                                      \
        X(RM_DEF_E2E_P95)                                                      \
        X(RM_DEF_E2E_P99)                                                      \
        X(RM_DEF_E2E_P999)                                                     \
        X(RM_DEF_E2E_MAX)                                                      \
        X(RM_DEF_CAPACITY_RATE)                                                \
        X(RM_DEF_CAPACITY_FOUND)                                               \
        X(RM_DEF_DRAIN_RATE)                                                   \
        X(RM_DEF_DRAIN_CATCH_UP)                                               \
        X(CHART_RUNS) /* a sweep chart's title: %d runs per point */           \
        /* the same for latency: %d runs, %s CHART_BARS or CHART_P95_BARS */   \
        X(CHART_LAT_RUNS)                                                      \
        X(CHART_BARS)                                                          \
        X(CHART_P95_BARS)                                                      \
        X(CHART_TIERS_RATE_TITLE)                                              \
        X(CHART_TIERS_RATE_ALT)                                                \
        X(CHART_TIERS_P95_TITLE)                                               \
        X(CHART_TIERS_P95_ALT)                                                 \
        X(CHART_THROUGHPUT_TITLE) /* %s the tier */                            \
        X(CHART_THROUGHPUT_ALT)   /* %s the tier */                            \
        X(CHART_LATENCY_TITLE)    /* %s the tier */                            \
        X(CHART_LATENCY_ALT)      /* %s the tier */                            \
        /* %s the parameter, %s the sweep, %s CHART_RUNS or "" */              \
        X(CHART_SWEEP_RATE_TITLE)                                              \
        /* %s the parameter, %s the sweep, %s CHART_RUNS or "" */              \
        X(CHART_SWEEP_RATE_ALT)                                                \
        /* %s the parameter, %s the sweep, %s CHART_LAT_RUNS or "" */          \
        X(CHART_SWEEP_LAT_TITLE)                                               \
        /* %s the parameter, %s the sweep, %s CHART_SWEEP_LAT_ALT_RUNS or */   \
        /* "" */                                                               \
        X(CHART_SWEEP_LAT_ALT)                                                 \
        X(CHART_SWEEP_LAT_ALT_RUNS)                                            \
        X(CHART_KNEE_TITLE)  /* %s the tier */                                 \
        X(CHART_KNEE_ALT)    /* %s the tier */                                 \
        X(CHART_RATES_TITLE) /* %s the tier */                                 \
        X(CHART_RATES_ALT)   /* %s the tier */                                 \
        X(CHART_DIST_TITLE)  /* %s the tier */                                 \
        X(CHART_DIST_ALT)    /* %s the tier */                                 \
        X(CHART_Y_THROUGHPUT)                                                  \
        X(CHART_Y_THROUGHPUT_LOG)                                              \
        X(CHART_Y_P95)                                                         \
        X(CHART_Y_CORRECTED)                                                   \
        X(CHART_Y_LATENCY)                                                     \
        X(CHART_Y_PRODUCE_RATE)                                                \
        X(CHART_Y_ACHIEVED)                                                    \
        X(CHART_X_SECONDS)                                                     \
        X(CHART_X_PERCENTILE)                                                  \
        X(CHART_X_TRIAL_RATE)                                                  \
        X(CHART_X_BYTES) /* after a sweep's parameter record_size */           \
        X(CHART_S_PRODUCE_ACHIEVED)                                            \
        X(CHART_S_CONSUME_FETCH)                                               \
        X(CHART_S_PRODUCE)                                                     \
        X(CHART_S_CONSUME)                                                     \
        /* %s the tier */                                                      \
        X(CHART_CLIENT_TIME_TITLE)                                             \
        /* %s the tier */                                                      \
        X(CHART_CLIENT_TIME_ALT)                                               \
        /* %s the tier */                                                      \
        X(CHART_CLIENT_CPU_TITLE)                                              \
        /* %s the tier */                                                      \
        X(CHART_CLIENT_CPU_ALT)                                                \
        X(CHART_Y_STAGE_P95)                                                   \
        X(CHART_Y_CORES)                                                       \
        X(CHART_S_SCHED)                                                       \
        X(CHART_S_QUEUE)                                                       \
        X(CHART_S_SEND)                                                        \
        X(CHART_S_RTT)                                                         \
        X(CHART_S_PROCESS)                                                     \
        X(CHART_S_THREAD)                                                      \
        X(CHART_S_WAIT)                                                        \
        X(CHART_S_CORRECTED)                                                   \
        X(CHART_S_SERVICE)                                                     \
        X(CHART_S_E2E)                                                         \
        /* a percentile series: %s its name, %s the maximum in ms */           \
        X(CHART_S_MAX)                                                         \
        X(CHART_S_P95_CORRECTED)                                               \
        X(CHART_S_P95_SERVICE)                                                 \
        X(CHART_S_ACHIEVED)                                                    \
        X(CHART_S_TARGET)                                                      \
        X(CHART_SUSTAINABLE)                                                   \
        X(CHART_REQUIRED_PEAK) /* %s the rate */                               \
        X(CHART_P95_JUDGED)    /* %s the tiers left out */                     \
        X(CHART_FAILS)                                                         \
        X(CHART_OF_TARGET) /* %s the operator, %s the share, %s the rate */    \
        X(CHART_TARGET)    /* %s the rate */                                   \
        X(CHART_EV_LEFT)   /* %d the broker */                                 \
        X(CHART_EV_BACK)   /* %d the broker */                                 \
        X(CHART_EV_LEADERS)                                                    \
        X(CHART_EV_NO_LEADER)                                                  \
        X(CHART_EV_UNREACHABLE)                                                \
        X(CHART_BEST)                                                          \
        X(CHART_FOUND)     /* %s the rate */                                   \
        X(RM_VERDICT_PASS) /* verdicts */                                      \
        X(RM_VERDICT_FAIL)                                                     \
        X(RM_VERDICT_INCOMPLETE)                                               \
        X(RM_VERDICT_NA)                                                       \
        X(RM_VERDICT_INCONCLUSIVE)                                             \
        X(RM_TRIAL_PASS) /* a capacity search trial that met the criteria */   \
        X(RM_STATUS_PENDING) /* a tier's state */                              \
        X(RM_STATUS_COMPLETE)                                                  \
        X(RM_STATUS_INCOMPLETE)                                                \
        X(RM_STATUS_INTERRUPTED)                                               \
        X(RM_STATUS_FAILED)                                                    \
        X(RM_OP_LE) /* a criterion's operator in words */                      \
        X(RM_OP_LT)                                                            \
        X(RM_OP_GE)                                                            \
        X(RM_OP_GT)                                                            \
        X(RM_EV_BROKER_LEFT)   /* cluster events: %d the broker */             \
        X(RM_EV_BROKER_JOINED) /* %d the broker */                             \
        X(RM_EV_LEADER_MOVED)  /* %s the partition (RM_EV_PARTITION ...) */    \
        X(RM_EV_LEADERS_MOVED) /* %s the partitions */                         \
        X(RM_EV_LEADER_LOST)   /* %s the partition */                          \
        X(RM_EV_LEADERS_LOST)  /* %s the partitions */                         \
        X(RM_EV_ISR_FELL) /* %s the partitions, %d the in-sync replicas */     \
        X(RM_EV_ISR_GREW) /* %s the partitions, %d the in-sync replicas */     \
        X(RM_EV_UNREACHABLE)                                                   \
        X(RM_EV_REACHABLE)                                                     \
        X(RM_EV_SEEN)            /* %.1f seconds into the tier */              \
        X(RM_EV_PHASE)           /* %s RM_PHASE_PRODUCE or RM_PHASE_CONSUME */ \
        X(RM_EV_SEP)             /* between two events */                      \
        X(RM_EV_PARTITIONS_MANY) /* %zu partitions */                          \
        X(RM_EV_PARTITION)       /* before one partition number */             \
        X(RM_EV_PARTITIONS)      /* before several partition numbers */        \
        X(RM_EV_AND)             /* before the last partition number */        \
        X(RM_EV_COMMA)           /* between partition numbers */               \
        X(RM_PHASE_PRODUCE)                                                    \
        X(RM_PHASE_CONSUME)                                                    \
        X(RM_MARGIN) /* a check's comment: %.6g the margin, %s its unit */     \
        X(RM_NOT_MEASURED) /* a value a check has not got */                   \
        /* %s seconds, %s RM_STALL_DELIVERIES or RM_STALL_READS, %s when */    \
        X(RM_STALL)                                                            \
        X(RM_STALL_DELIVERIES)                                                 \
        X(RM_STALL_READS)                                                      \
        X(RM_CAUSE_MORE_EVENTS) /* %zu the other events */                     \
        /* %s the first fault, %s RM_CAUSE_MORE_FAULTS or "" */                \
        X(RM_CAUSE_FAULT)                                                      \
        X(RM_CAUSE_MORE_FAULTS)                                                \
        X(RM_CAUSE_BEHIND) /* %s the share of the target rate achieved */      \
        /* ---- where the time went (model_client.c) ---- */                   \
        X(TW_STAGE_SCHED)                                                      \
        X(TW_STAGE_QUEUE)                                                      \
        X(TW_STAGE_SEND)                                                       \
        X(TW_STAGE_RTT)                                                        \
        X(TW_STAGE_FETCH)                                                      \
        X(TW_STAGE_TOTAL)                                                      \
        /* the load host of a one-process run */                               \
        X(TW_THIS_HOST)                                                        \
        X(TW_CLIENTS_PRODUCERS)                                                \
        X(TW_CLIENTS_CONSUMERS)                                                \
        X(TW_DEFAULTS_JAVA)                                                    \
        X(TW_DEFAULTS_LIBRDKAFKA)                                              \
        /* why a client property has its value */                              \
        X(TW_WHY_UNKNOWN)                                                      \
        X(TW_WHY_PLAN)                                                         \
        X(TW_WHY_COMMAND_LINE)                                                 \
        X(TW_WHY_JAVA_NODELAY)                                                 \
        X(TW_WHY_JAVA_IN_FLIGHT)                                               \
        X(TW_WHY_JAVA_TIMEOUT)                                                 \
        X(TW_WHY_JAVA_PARTITIONER)                                             \
        X(TW_WHY_JAVA_ISOLATION)                                               \
        X(TW_WHY_BOUNDED_MEMORY)                                               \
        X(TW_WHY_EMBEDDED_SPREAD)                                              \
        X(TW_WHY_STATISTICS)                                                   \
        X(TW_WHY_NO_AUTO_CREATE)                                               \
        X(TW_WHY_OWN_OFFSETS)                                                  \
        X(TW_WHY_START_OFFSET)                                                 \
        X(TW_WHY_GROUP)                                                        \
        X(TW_WHY_FETCH_SIZE)                                                   \
        X(TW_WHY_TRANSACTIONS)                                                 \
        X(TW_WHY_LIBRDKAFKA)                                                   \
        /* %s the load host */                                                 \
        X(TW_ON_HOST)                                                          \
        /* %s the busiest thread, %s its share of a core */                    \
        X(TW_CLIENT_CPU)                                                       \
        /* %s the cgroup's quota in cores, %s the share of its periods         \
         * throttled, %s the cores used */                                     \
        X(TW_CLIENT_CPU_CGROUP)                                                \
        /* %s the cores used, %d the CPUs its affinity allows */               \
        X(TW_CLIENT_CPU_AFFINITY)                                              \
        /* %d the broker, %d slow intervals it was slow in, %d of them, %s its \
         * per-second round trip p95 in ms (mean over those), %s the others'   \
         */                                                                    \
        X(TW_BROKER_INTERVALS)                                                 \
        /* %d the broker, %s its queue + local time in ms, %s the others' */   \
        X(TW_BROKER_OWN)                                                       \
        /* %s the highest remote time in ms */                                 \
        X(TW_REPLICATION)                                                      \
        /* %s the host's CPU busy share */                                     \
        X(TW_HOST)                                                             \
        /* %s the margin (times), %s what the figures are (TW_STAT_*), %s      \
         * behind schedule, %s client queue, %s waiting to be sent, %s round   \
         * trip, in ms */                                                      \
        X(TW_UNDETERMINED)                                                     \
        /* %d statistics intervals with requests, %d the fewest a cause needs  \
         */                                                                    \
        X(TW_UNDETERMINED_SAMPLES)                                             \
        /* what the stages' figures are: their means; the means of their       \
         * per-second p95s (older results) */                                  \
        X(TW_STAT_MEAN)                                                        \
        X(TW_STAT_MEAN_P95S)                                                   \
        /* after a sentence with the cause's figure: %s its share of the mean  \
         * of a message's way, %s that mean in ms */                           \
        X(TW_SHARE_OF_MEAN)                                                    \
        /* %s the client's side in ms, %s the mean of a message's way in ms,   \
         * %s the share */                                                     \
        X(TW_CLIENT_SIDE_OF_MEAN)                                              \
        /* %s the phase's p95 in ms, beside a figure that is no share */       \
        X(TW_BESIDE_P95)                                                       \
        /* %s the next stage (XL_TW_S_*), %s its ms, %s the margin (times) */  \
        X(TW_NEXT_STAGE)                                                       \
        /* %s the broker on the load client's own host */                      \
        X(TW_SHARED_HOST)                                                      \
        /* %s the host's CPU busy share */                                     \
        X(TW_SATURATED_HOST)                                                   \
        /* %s messages per batch, %s requests waiting per broker, %s the       \
         * requests' own wait in ms, %s what it is (TW_STAT_*) */              \
        X(TW_CLIENT_REQUESTS)                                                  \
        /* %s ms behind the schedule (p95), %s requests in flight at most, %s  \
         * allowed */                                                          \
        X(TW_CLIENT_SCHEDULE)                                                  \
        /* after a limit of the load client */                                 \
        X(TW_NOT_EVIDENCE)                                                     \
        X(TW_FIX_CPU)                                                          \
        X(TW_FIX_REQUESTS)                                                     \
        X(TW_FIX_SCHEDULE)                                                     \
        X(TW_FIX_CONSUMERS)                                                    \
        /* %s ms per request, %d the broker */                                 \
        X(TW_THROTTLE)                                                         \
        /* %s the round trip in ms, %s what it is (TW_STAT_*), %d the broker   \
         */                                                                    \
        X(TW_ROUND_TRIP)                                                       \
        /* the same, no broker known: %s ms, %s what it is (TW_STAT_*) */      \
        X(TW_ROUND_TRIP_ANY)                                                   \
        /* %s the round trip p95 in ms, %d the broker, %s requests in flight,  \
         * the client's limit */                                               \
        X(TW_ROUND_TRIP_WAIT)                                                  \
        /* %d the broker, %s its longest round trip in ms */                   \
        X(TW_BROKER_STOOD_OUT)                                                 \
        /* %s messages fetched and waiting */                                  \
        X(TW_CONSUMERS)                                                        \
        /* %s the fetch round trip in ms, %s what it is (TW_STAT_*), %d the    \
         * broker */                                                           \
        X(TW_FETCH)                                                            \
        /* %s the limit in words, of the produce phase; of the consume         \
         * phase */                                                            \
        X(TW_WHERE)                                                            \
        X(TW_WHERE_CONSUME)                                                    \
        X(TW_BROKERS_SAY) /* %s what the brokers' metrics name */              \
        /* the brokers' own account of a request beside the round trip:        \
         * %s the broker, %s the client's round trip p95 in ms, %s the         \
         * broker's parts added up in ms, %s the largest part in ms, %s        \
         * what the request did in it (TW_SIDE_QUEUE ...) */                   \
        X(TW_SIDE_RTT)                                                         \
        X(TW_SIDE_FETCH_RTT) /* the same for a fetch */                        \
        /* %s the broker, %s its parts added up, %s the largest part in ms,    \
         * %s what the request did in it */                                    \
        X(TW_SIDE_NO_RTT)                                                      \
        X(TW_SIDE_QUEUE)                                                       \
        X(TW_SIDE_SEND)                                                        \
        X(TW_SIDE_P_LOCAL)                                                     \
        X(TW_SIDE_P_REMOTE)                                                    \
        X(TW_SIDE_F_LOCAL)                                                     \
        X(TW_SIDE_F_REMOTE)                                                    \
        X(TW_SIDE_UNAVAILABLE) /* %s why */                                    \
        X(TW_SIDE_NOT_ASKED)                                                   \
        X(TW_SIDE_MISSING) /* %s the query in words, %s why it has nothing */  \
        X(TW_SIDE_SEP)     /* between two of those */                          \
        /* a criterion not met: %s the tier, %s the metric in words */         \
        X(RM_REASON_TIER)                                                      \
        /* %s the value, %s the limit, %s the distance, %s RM_REASON_OVER */   \
        /* or _UNDER */                                                        \
        X(RM_REASON_VALUE)                                                     \
        X(RM_REASON_OVER)                                                      \
        X(RM_REASON_UNDER)                                                     \
        /* %s the limit, %s RM_COLON or "", %s the note */                     \
        X(RM_REASON_NOT_MEASURED)                                              \
        /* the same for a rate measured over too short a window */             \
        X(RM_REASON_NOT_JUDGED)                                                \
        X(RM_REASON_CAUSE) /* %s the cause */                                  \
        /* %s the broker on the load host, %s the tiers */                     \
        X(RM_EVIDENCE_SHARED)                                                  \
        X(RM_EVIDENCE_SATURATED) /* %s the tiers */                            \
        X(RM_COLON)                                                            \
        /* sign-off decisions, the same in every format */                     \
        X(RM_DECISION_APPROVED)                                                \
        X(RM_DECISION_CONDITIONS)                                              \
        X(RM_DECISION_REJECTED)                                                \
        X(RM_CONDITIONS_NOTE) /* %s RM_DECISION_CONDITIONS */                  \
        /* a check that fails: %s how far the value is over its limit */       \
        X(RM_MARGIN_OVER)                                                      \
        X(RM_MARGIN_UNDER) /* %s how far the value is under its limit */       \
        X(RM_GATE) /* a check for a CI gate (JUnit): %s the metric in words,   \
                      %s the value, %s the operator, %s the limit, %s the      \
                      margin in words */                                       \
        X(RM_GATE_PCT) /* the same, then %s the margin in percent */           \
        /* the front page's answers: the word each begins with */              \
        X(RM_ANS_YES)                                                          \
        X(RM_ANS_NO)                                                           \
        X(RM_ANS_NOT_SHOWN)                                                    \
        X(RM_ANS_NOT_MEASURED)                                                 \
        X(RM_ANS_NOT_JUDGED)                                                   \
        X(RM_ANS_ESTIMATE)                                                     \
        X(RM_ANS_NOT_ASKED)                                                    \
        X(RM_Q_THROUGHPUT) /* the questions the answers answer */              \
        X(RM_Q_LATENCY)                                                        \
        X(RM_Q_COMPLETENESS)                                                   \
        X(RM_Q_STORAGE)                                                        \
        X(RM_ANS_NO_TARGET)                                                    \
        X(RM_ANS_BURST)   /* %s the burst rate, %s its tier */                 \
        X(RM_ANS_TP_NONE) /* %s the required peak, %s RM_ANS_BURST or "" */    \
        /* %s RM_ANS_YES or _NO, %s the rate, %s the tier, %s the peak, */     \
        /* %s the headroom */                                                  \
        X(RM_VR_ABORTED) /* %s the tier, %s the metric in words, %s the        \
                            operator, %s the limit, %s the value that          \
                            stopped it, %s how long the tier ran, %s its       \
                            schedule */                                        \
        X(RM_VR_ABORTED_UNLIMITED) /* the same without the schedule */         \
        X(RM_VR_FAILED)            /* %zu failed, %zu tiers */                 \
        X(RM_VR_INCOMPLETE)        /* %zu incomplete, %zu tiers */             \
        X(RM_VR_UNJUDGED) /* %zu unjudged, %zu checks, %s metric, %s tier,     \
                             %s why */                                         \
        X(RM_VR_NO_CRITERIA)                                                   \
        /* ---- one label a metric, for every table and the terminal ---- */   \
        X(RM_X_HEADROOM_VALUE)  /* %s the headroom: "3.46" */                  \
        X(RM_COL_CONSUME_RATE)  /* consume.msgs_per_sec */                     \
        X(RM_COL_CONSUME_MIBPS) /* consume.mib_per_sec */                      \
        X(RM_COL_FETCH_RATE)    /* consume.fetch_msgs_per_sec */               \
        X(RM_COL_FETCH_MIBPS)   /* consume.fetch_mib_per_sec */                \
        X(RM_VR_NONE_JUDGED)                                                   \
        X(RM_VR_CAP_NONE)        /* %s peak */                                 \
        X(RM_VR_CAP_FIXED_SHORT) /* %s held, %s peak */                        \
        X(RM_VR_CAP_SHORT)       /* %s held, %s how, %s peak, %.2f headroom */ \
        X(RM_VR_SUSTAINED)                                                     \
        X(RM_VR_IN_TRIALS)                                                     \
        X(RM_VR_TRIALS) /* %s held, %.1f headroom */                           \
        X(RM_VR_PASS)   /* %s the target fits, or "" */                        \
        X(RM_VR_TARGET_FITS)                                                   \
        X(RM_AT_LEAST) /* %s a rate or a headroom that is a lower bound */     \
        X(RM_ANS_TP_SUSTAINED)                                                 \
        /* %s RM_ANS_NOT_SHOWN or _NO, %s the tier, %s the rate, %s the */     \
        /* peak, %s the headroom */                                            \
        X(RM_ANS_TP_TRIALS)                                                    \
        /* %s the tier, %s the rate, %s the peak, %s the headroom */           \
        X(RM_ANS_TP_FIXED_YES)                                                 \
        /* %s the rate, %s the tier, %s the peak, %s the headroom, %s */       \
        /* RM_ANS_BURST or "" */                                               \
        X(RM_ANS_TP_FIXED_SHORT)                                               \
        /* the brokers needed after the throughput answer: */                  \
        X(RM_ANS_TP_JOIN) /* %s the answer, %s the brokers needed */           \
        X(RM_AT_MOST)     /* %s a broker count that is an upper bound */       \
        /* %d the model's count, %s the resource that runs out first, */       \
        /* %d with one down */                                                 \
        X(RM_ANS_TP_MODEL)                                                     \
        /* %s the brokers tested ("3 brokers"), %s the estimate, %d the */     \
        /* replication factor, %s with one down: alone, and beside the */      \
        /* model's */                                                          \
        X(RM_ANS_TP_ESTIMATE)                                                  \
        X(RM_ANS_TP_ESTIMATE_BESIDE)                                           \
        /* %s the rate, %s the tier, %s the peak, %s the p95 with its */       \
        /* unit */                                                             \
        X(RM_ANS_LAT_SUSTAINED)                                                \
        /* %s the peak, %s the fastest tier, %s its rate, %s its p95 */        \
        X(RM_ANS_LAT_BELOW)                                                    \
        X(RM_ANS_LAT_NONE) /* %s the peak */                                   \
        /* %s RM_ANS_YES or _NO, %s the rate, %s the tier, %s the peak, */     \
        /* %s the p95, %s RM_ANS_WITHIN or _OUTSIDE */                         \
        X(RM_ANS_LAT_TIER)                                                     \
        X(RM_ANS_WITHIN)                                                       \
        X(RM_ANS_OUTSIDE)                                                      \
        /* %s the rate, %s the tier, %s the peak, %s the p95 */                \
        X(RM_ANS_LAT_UNJUDGED)                                                 \
        X(RM_ANS_COMP_NONE)                                                    \
        /* %s RM_ANS_THE_TIER or _EVERY_TIER, %s the messages read */          \
        X(RM_ANS_COMP_ALL)                                                     \
        X(RM_ANS_THE_TIER)                                                     \
        X(RM_ANS_EVERY_TIER)                                                   \
        /* %s the tier, %s its completeness, %s the messages missing */        \
        X(RM_ANS_COMP_SHORT)                                                   \
        /* %s the storage per broker, %s the brokers ("3 brokers") */          \
        X(RM_ANS_STORAGE_PER)                                                  \
        /* %s the storage, %s the retention, %d the replication factor, */     \
        /* %s the overhead, %s RM_ANS_STORAGE_PER or "" */                     \
        X(RM_ANS_STORAGE)                                                      \
        /* %s the messages, %s the window, %s the peak rate */                 \
        X(RM_FRONT_TARGET)                                                     \
        X(RM_X_DAYS) /* units of the extrapolation's lines */                  \
        X(RM_X_MESSAGES)                                                       \
        X(RM_X_TIMES_AVERAGE)                                                  \
        X(RM_X_BYTES)                                                          \
        X(RM_X_COPIES)                                                         \
        X(RM_X_OF_RAW)                                                         \
        X(RM_X_GROUPS)                                                         \
        X(RM_X_PARTITIONS_UNIT)                                                \
        /* the extrapolation's inputs: labels and notes */                     \
        X(RM_X_IN_MESSAGES)                                                    \
        X(RM_X_IN_WINDOW)                                                      \
        X(RM_X_IN_PEAK)                                                        \
        X(RM_X_IN_PEAK_NOTE)                                                   \
        X(RM_X_IN_RECORD)                                                      \
        X(RM_X_IN_RF)                                                          \
        X(RM_X_IN_RETENTION)                                                   \
        X(RM_X_IN_OVERHEAD)                                                    \
        X(RM_X_IN_OVERHEAD_NOTE)                                               \
        X(RM_X_IN_OUTAGE)                                                      \
        X(RM_X_IN_OUTAGE_NOTE)                                                 \
        X(RM_X_IN_GROUPS)                                                      \
        X(RM_X_IN_GROUPS_NOTE)                                                 \
        X(RM_X_CAP_SUSTAINED) /* what the capacity rests on: %s the tier */    \
        X(RM_X_CAP_TRIALS)    /* %s the tier */                                \
        X(RM_X_CAP_FIXED)     /* %s the tier */                                \
        X(RM_X_CAP_NONE)                                                       \
        /* the capacity in words (kp_rm_extrap.capacity_words) */              \
        X(RM_X_CAPW_NONE)                                                      \
        X(RM_X_CAPW_SUSTAINED)                                                 \
        X(RM_X_CAPW_TRIALS)                                                    \
        X(RM_X_CAPW_FIXED)                                                     \
        X(RM_X_CAPW_BELOW)                                                     \
        /* the extrapolation's derived lines: labels and notes */              \
        X(RM_X_AVG)                                                            \
        X(RM_X_AVG_NOTE)                                                       \
        X(RM_X_PEAK)                                                           \
        X(RM_X_PEAK_NOTE)                                                      \
        X(RM_X_CAPACITY)                                                       \
        X(RM_X_RESTS)                                                          \
        X(RM_X_RESTS_SUSTAINED)                                                \
        X(RM_X_RESTS_NOTE)                                                     \
        X(RM_X_HEADROOM)                                                       \
        X(RM_X_HEADROOM_NOTE)                                                  \
        X(RM_X_BURST_NOTE) /* %s the unlimited tier */                         \
        X(RM_X_BURST_NONE)                                                     \
        X(RM_X_BURST)                                                          \
        /* %.1f msg/s per partition, %s the tier, %d its partitions */         \
        X(RM_X_PARTITIONS_NOTE)                                                \
        X(RM_X_NO_CAPACITY)                                                    \
        X(RM_X_PARTITIONS)                                                     \
        X(RM_X_NET_IN_NOTE) /* %s RM_X_BROKER or RM_X_BROKERS */               \
        X(RM_X_BROKER)      /* %d brokers: one */                              \
        X(RM_X_BROKERS)     /* %d brokers: not one */                          \
        X(RM_X_NET_IN)                                                         \
        X(RM_X_NET_OUT_NOTE) /* %s RM_X_BROKER or RM_X_BROKERS */              \
        X(RM_X_NET_OUT)                                                        \
        X(RM_X_CONSUME_NOTE) /* %s the tier */                                 \
        X(RM_X_NO_CONSUME)                                                     \
        X(RM_X_CONSUME)                                                        \
        X(RM_X_NOT_KNOWN)                                                      \
        X(RM_X_INGEST_NOTE) /* %s the time */                                  \
        X(RM_X_INGEST)                                                         \
        /* %s the time, %s RM_X_BY_DRAIN or RM_X_BY_CONSUME */                 \
        X(RM_X_DRAIN_NOTE)                                                     \
        X(RM_X_BY_DRAIN)                                                       \
        X(RM_X_BY_CONSUME)                                                     \
        X(RM_X_DRAIN_TIME)                                                     \
        X(RM_X_BEHIND_NOTE) /* %s the backlog tier */                          \
        X(RM_X_NO_BACKLOG)                                                     \
        X(RM_X_BEHIND)                                                         \
        X(RM_X_CATCH_UP_NOTE) /* %s the time */                                \
        X(RM_X_NEVER)                                                          \
        X(RM_X_NO_DRAIN)                                                       \
        X(RM_X_CATCH_UP)                                                       \
        X(RM_X_RAW)                                                            \
        X(RM_X_RAW_NOTE)                                                       \
        X(RM_X_WITH_OVERHEAD)                                                  \
        X(RM_X_WITH_OVERHEAD_NOTE)                                             \
        X(RM_X_PER_BROKER_NOTE) /* %s RM_X_BROKER or RM_X_BROKERS */           \
        X(RM_X_PER_BROKER)                                                     \
        X(RM_X_CAPW_UNDER)       /* %s the capacity search's lowest rate */    \
        X(RM_X_TREND_BELOW_ZERO) /* a trend's projection and verdict */        \
        X(RM_X_TREND_FAILS)                                                    \
        X(RM_X_TREND_WEAK) /* %.2f the fit's R² */                            \
        X(RM_X_TREND_NONE)                                                     \
        X(RM_X_TREND_CROSSES)                                                  \
        X(RM_X_TREND_WITHIN)                                                   \
        X(RM_X_NEVER_SHORT) /* a catch-up that never happens */                \
        /* RM_XU_<CODE>: an extrapolation figure's kp_x_unknown, in words */   \
        X(RM_XU_NO_CAPACITY)                                                   \
        X(RM_XU_NO_PARTITIONS)                                                 \
        X(RM_XU_NO_UNLIMITED_TIER)                                             \
        X(RM_XU_NO_BURST)                                                      \
        X(RM_XU_NO_BACKLOG_READ)                                               \
        X(RM_XU_NO_BACKLOG_TIER)                                               \
        X(RM_XU_NOT_DRAINED)                                                   \
        X(RM_XU_NO_BROKERS)                                                    \
        X(RM_XU_LOOPBACK) /* the brokers' network, kp_x_unknown too */         \
        /* RM_ENV_<SETTING>: what a broker setting decides */                  \
        X(RM_ENV_NUM_NETWORK_THREADS)                                          \
        X(RM_ENV_NUM_IO_THREADS)                                               \
        X(RM_ENV_NUM_REPLICA_FETCHERS)                                         \
        X(RM_ENV_QUEUED_MAX_REQUESTS)                                          \
        X(RM_ENV_LOG_DIRS)                                                     \
        X(RM_ENV_LOG_FLUSH_INTERVAL_MESSAGES)                                  \
        X(RM_ENV_LOG_FLUSH_INTERVAL_MS)                                        \
        X(RM_ENV_LOG_SEGMENT_BYTES)                                            \
        X(RM_ENV_LOG_RETENTION_HOURS)                                          \
        X(RM_ENV_LOG_RETENTION_MS)                                             \
        X(RM_ENV_LOG_RETENTION_BYTES)                                          \
        X(RM_ENV_DEFAULT_REPLICATION_FACTOR)                                   \
        X(RM_ENV_MIN_INSYNC_REPLICAS)                                          \
        X(RM_ENV_NUM_PARTITIONS)                                               \
        X(RM_ENV_AUTO_CREATE_TOPICS_ENABLE)                                    \
        X(RM_ENV_UNCLEAN_LEADER_ELECTION_ENABLE)                               \
        X(RM_ENV_MESSAGE_MAX_BYTES)                                            \
        X(RM_ENV_COMPRESSION_TYPE)                                             \
        X(RM_ENV_SOCKET_SEND_BUFFER_BYTES)                                     \
        X(RM_ENV_SOCKET_RECEIVE_BUFFER_BYTES)                                  \
        X(RM_ENV_SOCKET_REQUEST_MAX_BYTES)                                     \
        /* log.dirs: %s the value, %zu its directories (1) */                  \
        X(RM_ENV_DIRECTORY)                                                    \
        X(RM_ENV_DIRECTORIES) /* %zu how many directories */                   \
        X(RM_ENV_NEVER_FLUSH) /* %s the value */                               \
        /* %s the release line, %s%s what it rests on */                       \
        X(RM_ENV_RELEASE_FROM)                                                 \
        X(RM_ENV_RELEASE_4_PLUS) /* %d the lowest Fetch version */             \
        X(RM_ENV_RELEASE_DISAGREES)                                            \
        X(RM_ENV_HOSTS_EMBEDDED)                                               \
        X(RM_ENV_HOSTS_COUNT) /* %d hosts, %s plural, %zu brokers, %s plural   \
                               */                                              \
        X(RM_ENV_BROKER)      /* the broker the settings were read from */     \
        X(RM_ENV_APIS)        /* %zu the broker's APIs */                      \
        X(RM_SEARCH_RANGE)    /* a capacity search's rate: %s from, %s to */   \
        X(RM_SEARCH)    /* a capacity search's rate, in a number column */     \
        X(RM_UNLIMITED) /* a tier without a rate limit */                      \
        X(RM_FROM_PAYLOAD)                                                     \
        X(RM_KEYS_NONE) /* a tier's message keys */                            \
        /* %s RM_KEYS_RANDOM or RM_KEYS_ROUND_ROBIN, %llu the keys */          \
        X(RM_KEYS)                                                             \
        X(RM_KEYS_RANDOM)                                                      \
        X(RM_KEYS_ROUND_ROBIN)                                                 \
        X(RM_GROUP_PER_RUN)                                                    \
        X(RM_CLIENT_DEFAULT)                                                   \
        X(RM_TRIAL) /* the kinds of a capacity search's runs */                \
        X(RM_SOAK)                                                             \
        X(RM_FINAL_RUN)                                                        \
        X(RM_TRIAL_LABEL)   /* %s RM_TRIAL or RM_SOAK, %zu its number */       \
        X(RM_N_MESSAGES)    /* %s a count of messages */                       \
        X(RM_JUDGED_SEARCH) /* what judges a capacity search's trials */       \
        X(RM_JUDGED_PLAN)                                                      \
        X(RM_NEVER_CAUGHT_UP)                                                  \
        X(RM_BELOW_PEAK) /* %s RM_EV_SEP after the tier's note, or "" */       \
        X(RM_EVERY_TIER)                                                       \
        X(RM_AGGREGATE)                                                        \
        X(RM_REHEARSAL) /* %g the scale, %g its percentage */                  \
        X(RM_EMBEDDED_WARNING)                                                 \
        X(RM_EMULATED_HOSTS) /* beside the answers: cluster.emulated_hosts */  \
        X(RM_RUN_COMPLETE)   /* a run's status */                              \
        X(RM_RUN_RUNNING)                                                      \
        X(RM_RUN_INTERRUPTED)                                                  \
        X(RM_RUN_FAILED)                                                       \
        X(RM_RUN_STOPPED) /* stopped by an abort criterion */                  \
        X(RM_RUN_UNKNOWN)                                                      \
        /* %zu intervals, %s s each, %zu rows, %zu intervals per row */        \
        X(RM_ROWS_MERGED)                                                      \
        X(RM_SEARCH_BELOW_FROM) /* how a capacity search ended: %s its lowest  \
                                   rate */                                     \
        X(RM_SEARCH_AT_BOUND)   /* %s its upper bound */                       \
        X(RM_SEARCH_WIDE) /* %d trials, %s the highest rate that held, %s the  \
                             lowest that failed */                             \
        X(RM_SEARCH_HELD) /* %s held, %s failed, %g the precision in percent   \
                           */                                                  \
        X(RM_SEARCH_UNFINISHED)                                                \
        X(RM_SEARCH_BELOW_TWICE) /* %s its lowest rate: failed twice */        \
        /* %s RM_TRIAL, %zu its number; %s RM_TRIAL, %zu the trial it          \
         * repeats */                                                          \
        X(RM_TRIAL_REPEAT_LABEL)                                               \
        X(RM_SEARCH_WARMUP) /* %s rate, %s how long, %s messages */            \
        /* %s the lowest rate, %zu the trial that failed, %zu its repeat */    \
        X(RM_SEARCH_REPEAT_PASSED)                                             \
        X(RM_SEARCH_REPEAT_FAILED)                                             \
        X(RM_LIST_SEP)       /* between the items of a list */                 \
        X(RM_NOTE_UNLIMITED) /* why a check is N/A or incomplete */            \
        X(RM_NOTE_E2E_AFTER)                                                   \
        X(RM_NOTE_NOT_MEASURED)                                                \
        X(RM_NOTE_NOT_COMPLETE)                                                \
        X(RM_NOTE_NO_CONSUMER)                                                 \
        X(RM_NOTE_NOT_SEARCH)                                                  \
        X(RM_NOTE_NO_SOAK)                                                     \
        X(RM_NOTE_NOT_BACKLOG)                                                 \
        X(RM_NOTE_AGGREGATE)                                                   \
        X(RM_NOTE_NAMED) /* %s: why the metric is never measured there */      \
        X(RM_NOTE_NO_MEASURED)                                                 \
        X(RM_NOTE_PRODUCE_NOT_RUN)                                             \
        X(RM_NOTE_CONSUME_NOT_RUN)                                             \
        X(RM_NOTE_NOTHING_SENT)                                                \
        X(RM_NOTE_BY_OFFSET)                                                   \
        X(RM_NOTE_NOT_FOUND)                                                   \
        X(RM_NOTE_NOT_SUSTAINED)                                               \
        X(RM_NOTE_NOT_DRAINED)                                                 \
        X(RM_HEADLINE)     /* %s messages, %s window, %s peak, %s RM_HL_*, %s  \
                              RM_HL_BURST or "" */                             \
        X(RM_HL_SUSTAINED) /* %s the capacity, %s the headroom */              \
        X(RM_HL_TRIALS)    /* %s the capacity, %s the headroom */              \
        X(RM_HL_FIXED)     /* %s the capacity, %s the headroom */              \
        X(RM_HL_BELOW)     /* %s the search's lowest rate */                   \
        X(RM_HL_NONE)                                                          \
        /* ---- the brokers' side (model_brokers.c) ---- */                    \
        X(XL_SHEET_BROKERS) /* sheet name */                                   \
        X(BK_TITLE)                                                            \
        X(BK_QUERY) /* table headers */                                        \
        X(BK_UNIT)                                                             \
        X(BK_BROKER) /* %s the broker label's value */                         \
        X(BK_MEAN)                                                             \
        X(BK_MAX)                                                              \
        X(BK_NOTE)                                                             \
        X(BK_Q_PROCESS_CPU) /* the default queries in words */                 \
        X(BK_Q_HOST_CPU)                                                       \
        X(BK_Q_BYTES_IN)                                                       \
        X(BK_Q_BYTES_OUT)                                                      \
        X(BK_Q_REPL_IN)                                                        \
        X(BK_Q_MESSAGES_IN)                                                    \
        X(BK_Q_DISK_WRITE)                                                     \
        X(BK_Q_DISK_IO)                                                        \
        X(BK_Q_NETWORK)                                                        \
        X(BK_Q_HANDLER_IDLE)                                                   \
        X(BK_Q_NETWORK_IDLE)                                                   \
        X(BK_Q_P_QUEUE)                                                        \
        X(BK_Q_P_LOCAL)                                                        \
        X(BK_Q_P_REMOTE)                                                       \
        X(BK_Q_P_SEND)                                                         \
        X(BK_Q_F_QUEUE)                                                        \
        X(BK_Q_F_LOCAL)                                                        \
        X(BK_Q_F_REMOTE)                                                       \
        X(BK_Q_F_SEND)                                                         \
        X(BK_Q_THROTTLE)                                                       \
        X(BK_Q_UNDER_REPL)                                                     \
        X(BK_Q_ISR_SHRINKS)                                                    \
        X(BK_Q_CONTROLLER)                                                     \
        X(BK_Q_BROKER_ID)                                                      \
        X(BK_UNAVAILABLE) /* %s why */                                         \
        X(BK_NO_SERIES)                                                        \
        X(BK_QUERY_FAILED)      /* %s the server's words */                    \
        X(BK_INCONSISTENT_CELL) /* %s the figure, marked */                    \
        /* %s broker, %s its own Produce ms, %s the client's round trip */     \
        X(BK_INCONSISTENT)                                                     \
        X(BK_WINDOW) /* %s seconds, %s start (UTC), %s step seconds */         \
        X(BK_TRIALS) /* %zu search windows, %zu of them not available */       \
        X(BK_LIMIT_NONE)                                                       \
        X(BK_LIMIT_THROTTLED)   /* %s ms, %s broker */                         \
        X(BK_LIMIT_HANDLERS)    /* %s percent, %s broker */                    \
        X(BK_LIMIT_NETWORK)     /* %s percent, %s broker */                    \
        X(BK_LIMIT_CPU)         /* %s percent, %s broker */                    \
        X(BK_LIMIT_DISK)        /* %s percent, %s broker */                    \
        X(BK_LIMIT_REPLICATION) /* %s percent, %s broker */                    \
        X(BK_LIMIT_SILENT)      /* %s broker */                                \
        X(BK_RES_CPU)           /* resources of the extrapolation */           \
        X(BK_RES_DISK)                                                         \
        X(BK_RES_NETWORK)                                                      \
        X(BK_FIT)        /* %s intercept, %s + or −, %s |slope| */           \
        X(BK_FIT_BPS)    /* the same in MiB/s */                               \
        X(BK_CEILING_AT) /* %s ceiling, %s rate */                             \
        X(BK_CEILING_NEVER)                                                    \
        X(BK_CEILING_UNKNOWN)                                                  \
        X(BK_TOO_FEW) /* %zu points */                                         \
        X(BK_WEAK)    /* %s R² */                                             \
        X(BK_FIRST)   /* %s resource, %s ceiling, %s rate */                   \
        X(BK_FIRST_NONE)                                                       \
        X(BK_PEAK_OUT)      /* %s peak rate, %s use */                         \
        X(BK_PEAK_OK)       /* %s peak rate, %s use */                         \
        X(BK_AGREE)         /* %s search rate */                               \
        X(BK_SEARCH_LOWER)  /* %s search rate */                               \
        X(BK_SEARCH_HIGHER) /* %s search rate */                               \
        X(BK_SEARCH_ONLY)   /* %s search rate */                               \
        X(BK_NO_SEARCH)                                                        \
        X(BK_AT_BOUND)                                                         \
        X(BK_ASSUME_POINTS)                                                    \
        X(BK_ASSUME_LINEAR) /* %s the highest rate measured */                 \
        X(BK_ASSUME_WHAT)                                                      \
        X(BK_ASSUME_CEILING) /* %s ceiling */                                  \
        X(BK_CHART_TITLE)    /* %s the tier, %s the query in words */          \
        X(BK_CHART_ALT)      /* %s the query in words, %s the tier */          \
        X(BK_WINDOW_H)       /* workbook labels */                             \
        X(BK_LIMIT_H)                                                          \
        X(BK_UTIL_TITLE)                                                       \
        X(BK_RESOURCE) /* table headers */                                     \
        X(BK_POINTS)                                                           \
        X(BK_FIT_H)                                                            \
        X(BK_CEILING_RATE)                                                     \
        X(BK_AT_PEAK_H)                                                        \
        X(BK_RESULT)                                                           \
        X(RM_HL_BURST) /* %s the burst rate */                                 \
        /* ---- unknown figures, rate windows, what a verdict judged ---- */   \
        /* what an end's error is: a round trip, the statistics interval, */   \
        /* the clock's grain, the grain when no round trip was recorded */     \
        X(RM_RATE_END_RTT)                                                     \
        X(RM_RATE_END_INTERVAL)                                                \
        X(RM_RATE_END_GRAIN)                                                   \
        X(RM_RATE_END_UNRECORDED)                                              \
        /* as RM_NOTE_WITHIN_ERROR, when the window may be empty: no */        \
        /* highest rate (%s the lowest in place of the two) */                 \
        X(RM_NOTE_WITHIN_ERROR_OPEN)                                           \
        /* %s the rate with its unit, %s the window, %s each end's error, */   \
        /* %s what that error is (RM_RATE_END_*), %s the lowest and %s the */  \
        /* highest rate its ends allow */                                      \
        X(RM_NOTE_WITHIN_ERROR) /* a rate whose limit is within its error */   \
        X(RM_NOT_ASKED)         /* a figure the plan asks for nothing of */    \
        X(RM_NOT_APPLICABLE)    /* a figure that has no meaning here */        \
        X(RM_NOT_JUDGED)        /* a figure beside a verdict, no criterion */  \
        X(RM_X_NO_BROKERS)      /* network, storage per broker: no count */    \
        X(RM_X_NO_BURST_TIER)   /* burst: no unlimited-rate tier */            \
        X(RM_TIER_REASONS)      /* %s the tier, %s its criteria not met */     \
        X(RM_TIER_CAUSE)        /* %s the tier's causes, each once */          \
        X(BK_NAME_ID_HOST)      /* %d the broker id, %s its host */            \
        X(BK_NAME_NOT_IDENTIFIED)       /* %s the label: no node id */         \
        X(TW_CLIENT_SCHEDULE_NO_FLIGHT) /* %s ms late (p95), %s the client's   \
                                           limit of requests in flight */      \
        X(TW_UNDETERMINED_NO_STAGES)                                           \
        X(BK_H_MEAN)             /* %s the broker (BK_NAME_*): table header */ \
        X(BK_H_MAX)              /* %s the broker: table header */             \
        X(BK_CAPTION)            /* %s the tier: the caption of its table */   \
        X(RM_SIGNOFF_MEANS_PASS) /* %s x4: the four decisions */               \
        X(RM_SIGNOFF_MEANS_FAIL) /* %s x4: the four decisions */               \
        X(RM_SIGNOFF_MEANS_INCOMPLETE) /* %s x4: the four decisions */         \
        X(RM_RISK_HOST)      /* %s the evidence note (RM_EVIDENCE_*) */        \
        X(XL_SO_REPORT_DATE) /* sign-off sheet label */                        \
        X(XL_SO_MEANING)     /* sign-off sheet label */                        \
        X(XL_SO_BLANK)       /* a line to fill in by hand */                   \
        X(RM_PP)             /* %s a number of percentage points */            \
        /* ---- criteria per window ---- */                                    \
        X(CHART_S_WINDOW)                                                      \
        X(CHART_WINDOWS_ALT)                                                   \
        X(CHART_WINDOWS_TITLE)                                                 \
        /* ---- charts: paced and full-speed rates, limits, captions ---- */   \
        X(CHART_TIERS_FULL_TITLE)                                              \
        X(CHART_TIERS_FULL_ALT)                                                \
        X(CHART_S_CONSUME_DURING)                                              \
        X(CHART_S_PRODUCE_UNLIMITED)                                           \
        X(CHART_REF_OF_TARGET) /* %s the operator, %s the share */             \
        X(CHART_REF_TARGET)                                                    \
        X(CHART_CAP_SEE)      /* %s the findings */                            \
        X(CHART_CAP_FAIL)     /* %s the limit, %s the tiers */                 \
        X(CHART_CAP_MET)      /* %s the limit, %s the tiers */                 \
        X(CHART_CAP_UNJUDGED) /* %s the limit, %s the tiers */                 \
        X(CHART_CAP_AND)      /* between two tiers of a list */                \
        X(CHART_CAP_END)      /* after a caption that is the alt text */       \
        X(CHART_CAP_SEP)      /* between two findings of a caption */          \
        X(CHART_E2E_ALT)      /* %s the tier */                                \
        X(XL_T_LIMITS_OF)     /* %s the chart's title */                       \
        X(RM_WINDOW_NONE)                                                      \
        X(RM_WINDOW_SUMMARY)                                                   \
        X(XL_SHEET_WINDOWS)                                                    \
        X(XL_WIN_FROM)                                                         \
        X(XL_WIN_LIMIT)                                                        \
        X(XL_WIN_START)                                                        \
        X(XL_WIN_TITLE)                                                        \
        X(XL_WIN_TO)                                                           \
        X(XL_WIN_VALUE)                                                        \
        /* ---- a resumed run's attempts (model_env.c) ---- */                 \
        X(XL_E_ATTEMPTS)                                                       \
        X(XL_E_ATTEMPT)      /* %s the attempt's number */                     \
        X(XL_E_ATTEMPT_LINE) /* %s start, end, how, tiers, cut */              \
        X(RM_ATT_KILLED)                                                       \
        X(RM_ATT_INTERRUPTED)                                                  \
        X(RM_ATT_COMPLETE)                                                     \
        X(RM_ATT_NONE)                                                         \
        X(RM_ATT_CUT)     /* %s tier, its start, its messages */               \
        X(RM_ATT_SENT)    /* %s sent, %s delivered */                          \
        X(RM_ATT_WRITTEN) /* %s written */                                     \
        X(RM_ATT_UNKNOWN)                                                      \
        /* ---- the capacity model (sizing) ---- */                            \
        X(SZ_BASIS)                                                            \
        X(SZ_FRONT_TOPIC)                                                      \
        X(SZ_GAP_AGREES)                                                       \
        X(SZ_GAP_CLIENT)                                                       \
        X(SZ_GAP_CRITERIA)                                                     \
        X(SZ_GAP_HIGHER)                                                       \
        X(SZ_GAP_UNMEASURED)                                                   \
        X(SZ_H_CAPACITY)                                                       \
        X(SZ_H_CEILING)                                                        \
        X(SZ_H_ERROR)                                                          \
        X(SZ_H_FIT)                                                            \
        X(SZ_H_NOTE)                                                           \
        X(SZ_H_R2)                                                             \
        X(SZ_H_RESOURCE)                                                       \
        X(SZ_H_THRESHOLD)                                                      \
        X(SZ_MEASURED)                                                         \
        X(SZ_RES_CPU)                                                          \
        X(SZ_RES_DISK_SPACE)                                                   \
        X(SZ_RES_DISK_WRITE)                                                   \
        X(SZ_RES_NET_IN)                                                       \
        X(SZ_RES_NET_OUT)                                                      \
        X(SZ_R_FEW_POINTS)                                                     \
        X(SZ_R_FLAT)                                                           \
        X(SZ_R_IDLE_ABOVE)                                                     \
        X(SZ_R_NO_CAPACITY)                                                    \
        X(SZ_R_NO_CEILING)                                                     \
        X(SZ_R_NO_METRICS)                                                     \
        X(SZ_R_NO_TARGET)                                                      \
        X(SZ_R_SHARED_HOST)                                                    \
        X(SZ_R_WEAK)                                                           \
        X(SZ_SENTENCE)                                                         \
        X(SZ_SENTENCE_NO_TARGET)                                               \
        X(SZ_SOURCE_SEARCH)                                                    \
        X(SZ_SOURCE_UNLIMITED)                                                 \
        X(SZ_TITLE)                                                            \
        X(SZ_CORES) /* %s a number of cores */                                 \
        X(SZ_CORES_UNIT)                                                       \
        X(SZ_FIT_BROKER)                                                       \
        X(SZ_REQUESTS)                                                         \
        X(SZ_BATCHING_NOTE) /* %s batch_slope */                               \
        X(SZ_LINE)          /* %s why the straight line */                     \
        X(SZ_L_NO_BATCHES)                                                     \
        X(SZ_L_FEW_POINTS)                                                     \
        X(SZ_L_BATCH_FLAT)                                                     \
        X(SZ_L_REQUESTS_FLAT)                                                  \
        X(SZ_L_SINGULAR)                                                       \
        X(SZ_L_NEGATIVE_C)                                                     \
        X(SZ_L_NEGATIVE_B)                                                     \
        /* ---- what a verdict judged ---- */                                  \
        X(RM_COL_FETCH_SECONDS)                                                \
        X(RM_COL_SECONDS)                                                      \
        X(XL_MARKED)                                                           \
        X(XL_NF_MARK)                                                          \
        X(XL_NF_PP) /* the number format of percentage points */               \
        /* ---- the glossary, and the tables' titles ---- */                   \
        X(GL_TIER)                                                             \
        X(GL_TIER_M)                                                           \
        X(GL_PCT)                                                              \
        X(GL_PCT_M)                                                            \
        X(GL_PERSEC)                                                           \
        X(GL_PERSEC_M)                                                         \
        X(GL_ACKS)                                                             \
        X(GL_ACKS_M)                                                           \
        X(GL_CORRECTED)                                                        \
        X(GL_CORRECTED_M)                                                      \
        X(GL_SERVICE)                                                          \
        X(GL_SERVICE_M)                                                        \
        X(GL_RTT)                                                              \
        X(GL_RTT_M)                                                            \
        X(GL_IN_FLIGHT)                                                        \
        X(GL_IN_FLIGHT_M)                                                      \
        X(GL_ISR)                                                              \
        X(GL_ISR_M)                                                            \
        X(GL_RF)                                                               \
        X(GL_RF_M)                                                             \
        X(GL_PP)                                                               \
        X(GL_PP_M)                                                             \
        X(GL_MIB)                                                              \
        X(GL_MIB_M)                                                            \
        X(GL_MSGS)                                                             \
        X(GL_MSGS_M)                                                           \
        X(GL_MARGIN)                                                           \
        X(GL_MARGIN_M)                                                         \
        X(GL_HEADROOM)                                                         \
        X(GL_HEADROOM_M)                                                       \
        X(GL_BROKER)                                                           \
        X(GL_BROKER_M)                                                         \
        X(GL_H_TERM)                                                           \
        X(GL_H_MEANING)                                                        \
        X(XL_GLOSSARY)                                                         \
        X(XL_NO_EVIDENCE) /* %s the evidence note */                           \
        X(XL_TT_PRODUCE)                                                       \
        X(XL_TT_CONSUME)                                                       \
        X(XL_TT_SCENARIOS)                                                     \
        X(XL_TT_PRODUCE_T)                                                     \
        X(XL_TT_CONSUME_T)                                                     \
        X(XL_TT_STAGES_P)                                                      \
        X(XL_TT_STAGES_C)                                                      \
        X(XL_TT_BROKERS_P)                                                     \
        X(XL_TT_BROKERS_C)                                                     \
        X(XL_TT_ENV_BROKERS)                                                   \
        X(XL_TT_APPROVERS)                                                     \
        X(XL_TT_TRIALS)                                                        \
        /* ---- INCONCLUSIVE and the sign-off ---- */                          \
        X(RM_DECISION_NOT_VALID) /* the fourth sign-off decision */            \
        X(RM_DECISION_LINE)      /* %s the decision, %s its definition         \
                                    (RM_DECISION_DEF_*) */                     \
        X(RM_DECISION_DEF_APPROVED)                                            \
        X(RM_DECISION_DEF_CONDITIONS)                                          \
        X(RM_DECISION_DEF_REJECTED)                                            \
        X(RM_DECISION_DEF_NOT_VALID)                                           \
        X(RM_SIGNOFF_MEANS_INCONCLUSIVE) /* %s the decision Test not valid */  \
        X(RM_SIGNED_FOR) /* %s bootstrap servers, %s Kafka release, %s         \
                            brokers, %s run id, %s date */                     \
        X(RM_SIGNED_FOR_EMBEDDED) /* %s run id, %s date */                     \
        X(XL_NOT_VALID)           /* sign-off decision */                      \
        X(XL_RERUN)               /* %s what to change */                      \
        X(RM_VERDICT_STORED) /* %s the kplan that wrote results.json, %s the   \
                                verdict it stored, %s the verdict now */       \
        X(RM_ANS_LAT_RIG) /* %s the rate, %s the tier, %s the peak, %s its p95 \
                           */                                                  \
        /* ---- judgments (evaluate/judgment.h,                                \
         * report/model/judgment_words.c): one per code, a %s per figure in    \
         * the record's order ---- */                                          \
        X(J_BECAUSE)       /* between a verdict and the record behind it */    \
        X(J_NOT_KNOWN)     /* a figure that was not measured */                \
        X(J_PHASE_PRODUCE) /* the phase in a judgment's subject */             \
        X(J_PHASE_CONSUME)                                                     \
        X(J_SUBJECT_PHASE)    /* %s the tier, %s the phase (J_PHASE_*) */      \
        X(J_ON_HOST)          /* %s the load host */                           \
        X(J_RUN_ABORTED)      /* %s the tier */                                \
        X(J_RUN_FAILED)       /* %s failed, %s tiers */                        \
        X(J_RUN_INCONCLUSIVE) /* %s inconclusive, %s tiers; the first tier's   \
                                 record follows */                             \
        X(J_RUN_INCOMPLETE)   /* %s incomplete, %s tiers */                    \
        X(J_RUN_UNJUDGED)     /* %s unjudged, %s checks, %s metric, %s tier */ \
        X(J_RUN_NO_CRITERIA)                                                   \
        X(J_RUN_NONE_JUDGED)                                                   \
        X(J_RUN_CAP_NONE)    /* %s the required peak */                        \
        X(J_RUN_FIXED_SHORT) /* %s held, %s the required peak */               \
        X(J_RUN_CAP_SHORT)   /* %s capacity, %s the required peak, %s headroom \
                              */                                               \
        X(J_RUN_CAP_SHORT_TRIALS) /* %s capacity, %s the required peak, %s     \
                                     headroom */                               \
        X(J_RUN_CAP_AT_LEAST)     /* %s capacity, %s the required peak, %s the \
                                     tier */                                   \
        X(J_RUN_TRIALS)           /* %s capacity, %s headroom */               \
        X(J_RUN_PASS)                                                          \
        X(J_RUN_PASS_TARGET)                                                   \
        X(J_RIG_CLIENT_CGROUP)   /* %s cores used, %s its quota, %s throttled, \
                                    %s the limit */                            \
        X(J_RIG_CLIENT_AFFINITY) /* %s cores used, %s CPUs allowed */          \
        X(J_RIG_CLIENT_THREAD)   /* %s the thread, %s busy, %s the limit */    \
        X(J_RIG_HOST_SATURATED)  /* %s busy, %s the limit */                   \
        X(J_RIG_BROKERS_ON_HOST) /* %s the broker's address */                 \
        X(J_RIG_EMBEDDED)                                                      \
        X(J_FIX_CLIENT_CGROUP) /* what to change and rerun (no arguments) */   \
        X(J_FIX_CLIENT_AFFINITY)                                               \
        X(J_FIX_CLIENT_THREAD)                                                 \
        X(J_FIX_HOST_SATURATED)                                                \
        X(J_FIX_BROKERS_ON_HOST)                                               \
        X(J_FIX_EMBEDDED)                                                      \
        /* ---- judgments: checks ---- */                                      \
        /* a tier an abort criterion stopped: the metric, its limit ("<=       \
         * 10 ms"), the value and its unit, (the time on the wrong side,       \
         * ROLLING only), when and of what schedule (or ABORT_UNLIMITED) */    \
        X(RM_NOTE_ABORT_COUNT)                                                 \
        X(RM_NOTE_ABORT_ROLLING)                                               \
        X(RM_NOTE_ABORT_LAST) /* ROLLING, the time not recorded */             \
        X(RM_NOTE_ABORT_UNLIMITED)                                             \
        /* a capacity trial's failed rules (evaluate/capacity.h), "; "         \
         * between: UNDELIVERED lost, sent (%llu); UNDER_RATE achieved,        \
         * min share in %, rate; CRITERION metric, value, " " and unit         \
         * ("" for a ratio), the criterion's symbol, threshold, " " and        \
         * unit; WINDOWS as CRITERION with the window (s), windows failed      \
         * and judged after the value */                                       \
        X(RM_CAP_NOTHING)                                                      \
        X(RM_CAP_UNDELIVERED)                                                  \
        X(RM_CAP_UNDER_RATE)                                                   \
        X(RM_CAP_CRITERION)                                                    \
        X(RM_CAP_WINDOWS)                                                      \
        X(RM_CAP_SEP)                                                          \
        /* kplan compare: why a tier has no metric compared                    \
         * (kp_compare_gap), and why broker settings were not compared         \
         * (%s: the run, "A" or "B") */                                        \
        X(CV_GAP_NEITHER)                                                      \
        X(CV_GAP_IN_A)                                                         \
        X(CV_GAP_IN_B)                                                         \
        X(CV_GAP_NOT_BOTH)                                                     \
        X(CV_NO_SETTINGS)                                                      \
        /* (end of checks) */                                                  \
        /* ---- judgments: the extrapolation ---- */                           \
        X(J_ASSUME_TARGET) /* %s messages, %s window, %s average, %s factor,   \
                              %s peak */                                       \
        X(J_ASSUME_CAP_SUSTAINED) /* %s the tier, %s the rate */               \
        X(J_ASSUME_CAP_TRIALS)    /* %s the tier, %s the rate */               \
        X(J_ASSUME_CAP_FIXED)     /* %s the tier, %s the rate */               \
        X(J_ASSUME_CAP_NONE)                                                   \
        X(J_ASSUME_BURST)      /* %s the tier, %s its rate */                  \
        X(J_ASSUME_PARTITIONS) /* %s tier, %s partitions, %s rate, %s each, %s \
                                  needed */                                    \
        X(J_ASSUME_NETWORK) /* %s brokers, %s in, %s RF, %s out, %s groups, %s \
                               size */                                         \
        X(J_ASSUME_DISK) /* %s in all, %s per broker, %s brokers, %s retention \
                          */                                                   \
        X(J_ASSUME_CATCH_UP)      /* %s tier, %s drain, %s peak, %s outage, %s \
                                     catch-up */                               \
        X(J_ASSUME_DRAIN_BACKLOG) /* %s the tier, %s its rate */               \
        X(J_ASSUME_DRAIN_CONSUME) /* %s the tier, %s its rate */               \
        X(J_ASSUME_STORAGE) /* %s size, %s RF, %s retention, %s, %s overhead,  \
                               %s */                                           \
        X(J_ASSUME_TRENDS)  /* %s tiers, %s messages, %s the least R² */      \
        X(J_ASSUME_EMBEDDED)                                                   \
        X(J_RISK_TREND_FAILS)    /* %s the metric, %s op, %s threshold */      \
        X(J_RISK_TREND_CROSSES)  /* %s metric, %s projected, %s tiers, %s R², \
                                    %s %s */                                   \
        X(J_RISK_TRIALS)         /* %s the tier */                             \
        X(J_RISK_NEVER_CATCH_UP) /* %s the tier, %s its drain, %s the peak */  \
        X(J_RISK_BELOW_PEAK)     /* %s the tier, %s its rate, %s the peak */   \
        /* (end of extrapolation) */                                           \
        /* ---- judgments: sweeps and parallel groups ---- */                  \
        X(J_SWEEP_NONE_MEASURED)        /* 0 figures */                        \
        X(J_SWEEP_NONE_PASSED)          /* 0 figures */                        \
        X(J_SWEEP_BEST_ONLY)            /* 2 figures */                        \
        X(J_SWEEP_BEST_AHEAD_RATE)      /* 6 figures */                        \
        X(J_SWEEP_BEST_AHEAD_P95)       /* 6 figures */                        \
        X(J_SWEEP_BEST_BY_P95)          /* 3 figures */                        \
        X(J_SWEEP_BEST_BY_RATE)         /* 3 figures */                        \
        X(J_SWEEP_ONCE_RATE)            /* 2 figures */                        \
        X(J_SWEEP_ONCE_P95)             /* 2 figures */                        \
        X(J_SWEEP_TIE_RATE)             /* 4 figures */                        \
        X(J_SWEEP_TIE_P95)              /* 4 figures */                        \
        X(J_SWEEP_NOISE)                /* 6 figures */                        \
        X(J_SWEEP_SPREAD_ONCE_RATE)     /* 4 figures */                        \
        X(J_SWEEP_ROW_SPREAD_ONCE_RATE) /* 5 figures */                        \
        X(J_SWEEP_SPREAD_ONCE_P95)      /* 5 figures */                        \
        X(J_SWEEP_WITHIN_RATE)          /* 7 figures */                        \
        X(J_SWEEP_ROW_WITHIN_RATE)      /* 8 figures */                        \
        X(J_SWEEP_WITHIN_P95)           /* 8 figures */                        \
        X(J_SWEEP_GAP_RATE)             /* 7 figures */                        \
        X(J_SWEEP_GAP_RATE_MIB)         /* 8 figures */                        \
        X(J_SWEEP_GAP_P95)              /* 7 figures */                        \
        X(J_SWEEP_PLATEAU)              /* 4 figures */                        \
        X(J_SWEEP_P95_EVERY)            /* 6 figures */                        \
        X(J_SWEEP_P95_ENDS)             /* 5 figures */                        \
        X(J_SWEEP_P95_STEP)             /* 6 figures */                        \
        X(J_SWEEP_SHORTFALL)            /* 4 figures */                        \
        X(J_SWEEP_SHORT)                /* 5 figures */                        \
        X(J_SWEEP_NOT_PASS)             /* 3 figures */                        \
        X(J_SWEEP_FIG_RATE_ONCE)        /* 2 figures */                        \
        X(J_SWEEP_FIG_P95_ONCE)         /* 2 figures */                        \
        X(J_SWEEP_FIG_RATE)             /* 5 figures */                        \
        X(J_SWEEP_FIG_P95)              /* 5 figures */                        \
        X(J_SWEEP_NOISE_POINT)          /* 2 figures */                        \
        X(J_SWEEP_NOISE_FLOOR)          /* 1 figures */                        \
        X(J_SWEEP_TIE_NOISE)            /* 2 figures */                        \
        X(J_SWEEP_ITEM_RATE)            /* 2 figures */                        \
        X(J_SWEEP_ITEM_P95)             /* 2 figures */                        \
        X(J_SWEEP_ITEM_VERDICT)         /* 2 figures */                        \
        X(J_SWEEP_ITEM_VERDICT_RUNS)    /* 4 figures */                        \
        X(J_SWEEP_ITEM_MORE)            /* 1 figures */                        \
        X(J_SWEEP_ALL_POINTS)           /* 1 figures */                        \
        X(J_SWEEP_LEAD_TIED_HIGH)       /* 1 figures */                        \
        X(J_SWEEP_LEAD_TIED_LOW)        /* 1 figures */                        \
        X(J_SWEEP_ROW)                  /* 2 figures */                        \
        X(J_SWEEP_PAIR_RATE)            /* 2 figures */                        \
        X(J_SWEEP_PAIR_MIB)             /* 2 figures */                        \
        X(J_SWEEP_PAIR_P95)             /* 2 figures */                        \
        X(J_SWEEP_ROSE)                 /* 0 figures */                        \
        X(J_SWEEP_FELL)                 /* 0 figures */                        \
        X(J_SWEEP_STEP_ONE)             /* 2 figures */                        \
        X(J_SWEEP_STEP_FIRST)           /* 4 figures */                        \
        X(J_SWEEP_SECONDS)              /* 1 figures */                        \
        X(J_SWEEP_SECONDS_RANGE)        /* 2 figures */                        \
        X(J_SWEEP_LIST_SEP)             /* joins a list of parts */            \
        X(J_SWEEP_LIST_SEP_GRID)        /* joins a list of parts */            \
        X(J_SWEEP_LIST_AND)             /* joins a list of parts */            \
        /* (end of sweeps) */                                                  \
        /* ---- judgments: the capacity model ---- */                          \
        X(SZ_R_NO_BROKERS)   /* no tier has the brokers' metrics */            \
        X(SW_RULE_BEST_RATE) /* a sweep's best point, rate first */            \
        X(SW_RULE_BEST_P95)  /* a sweep's best point, p95 first */             \
        X(SW_RULE_NOISE)     /* when two points differ beyond the noise */     \
        /* (end of sizing) */                                                  \
        /* ---- tier reasons (results/tier_reason.h) ---- */                   \
        X(J_TIER_ABORTED) /* %s the criterion, %s its value, %s seconds in */  \
        X(J_TIER_INTERRUPTED)       /* %s sent, %s planned */                  \
        X(J_TIER_UNDELIVERED)       /* %s failed, %s undelivered */            \
        X(J_TIER_UNDELIVERED_CODES) /* %s failed, %s their codes, %s           \
                                       undelivered */                          \
        X(J_TIER_CONSUMER_TIMEOUT)  /* %s seconds, %s read, %s expected */     \
        X(J_TIER_NOT_READ_BACK)     /* %s messages */                          \
        X(J_TIER_LOST)              /* %s messages */                          \
        X(J_TIER_CONSUME_ERROR)     /* %s the error */                         \
        X(J_TIER_PRODUCE_ERROR)     /* %s the error */                         \
        X(J_TIER_OFFSETS)           /* %s the error */                         \
        X(J_TIER_ERROR)             /* %s the error */                         \
        X(J_TIER_NO_AGENT)                                                     \
        X(J_TIER_AGENT_LOST)  /* %s the agent, %s the phase, %s seconds */     \
        X(J_TIER_AGENT_ERROR) /* %s the agent, %s the error */                 \
        X(J_TIER_NOT_RUN_AGENT_LOST) /* %s the agents, %s the tier */          \
        X(J_TIER_SEARCH_NO_RATE)     /* %s msg/s, the search's first rate */   \
        X(J_TIER_SEARCH_UNFINISHED)

typedef enum kp_s {
#define KP_S_ENUM(name) KP_S_##name,
        KP_S_KEYS(KP_S_ENUM)
#undef KP_S_ENUM
            KP_S_COUNT
} kp_s;

/* The string of key in language l: never NULL (a key missing from a
 * catalog reads as the English, which test_lang.c forbids). */
const char *kp_tr(kp_lang l, kp_s key);

/* The string of key in l's own catalog, or NULL when it has none (for
 * tests: kp_tr falls back to English). */
const char *kp_catalog_word(kp_lang l, kp_s key);

/* The catalogs, indexed by kp_s, each language in two parts: the words
 * of where the time went and of the brokers' side (TW_, XL_TW_, BK_) and
 * the glossary (GL_) in lang_*_client.c, the rest in lang_*.c. A key has its
 * string in one of the two. */
extern const char *const kp_catalog_en[KP_S_COUNT];
extern const char *const kp_catalog_en_client[KP_S_COUNT];
extern const char *const kp_catalog_zh_cn[KP_S_COUNT];
extern const char *const kp_catalog_zh_cn_client[KP_S_COUNT];
/* The third part of each: the judgments (the J_ keys), INCONCLUSIVE and
 * the sign-off's decisions, in lang_*_judge.c. */
extern const char *const kp_catalog_en_judge[KP_S_COUNT];
extern const char *const kp_catalog_zh_cn_judge[KP_S_COUNT];

/* The name of key ("KP_S_MD_TEMPLATE"), for test messages. */
const char *kp_s_name(kp_s key);

#endif
