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

#include "base/lang.h"

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
        X(XL_FONT)        /* the font of every cell and chart */               \
        X(XL_FOOTER)      /* page footer, before the plan's name */            \
        X(XL_FOOTER_PAGE) /* page footer, right (&P page, &N pages) */         \
        X(XL_PASS)        /* verdict words */                                  \
        X(XL_FAIL)                                                             \
        X(XL_INCOMPLETE)                                                       \
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
        X(XL_R_CRATE)                                                          \
        X(XL_R_CMIBPS)                                                         \
        X(XL_R_FRATE)                                                          \
        X(XL_R_FMIBPS)                                                         \
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
        X(XL_T_LIMIT_MS)                                                       \
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
        X(XL_T_LIMIT)                                                          \
        X(XL_T_CONSUME_TPUT) /* the tier's name */                             \
        X(XL_T_E2E_LAT)      /* the tier's name */                             \
        X(XL_T_BY_PCT)       /* the tier's name */                             \
        X(XL_T_P95_OF)       /* the series' name */                            \
        X(XL_T_ACH_PRODUCE)                                                    \
        X(XL_T_FETCH)                                                          \
        X(XL_T_P95_CORRECTED)                                                  \
        X(XL_T_P95_E2E)                                                        \
        X(XL_T_PRODUCE_ACH)                                                    \
        X(XL_T_CONSUME_FETCH)                                                  \
        X(XL_T_COMPARISON)                                                     \
        X(XL_T_NOT_RUN)                                                        \
        X(XL_T_TPUT_BY_TIER)                                                   \
        X(XL_T_TITLE)                                                          \
        X(XL_T_NOTE)                                                           \
        X(XL_T_MAX) /* a series: the highest latency of each interval */       \
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
        X(XL_K_EVERY)                                                          \
        X(XL_K_NOT_COMPARED)                                                   \
        X(XL_K_ALL_A_IN_B)                                                     \
        X(XL_K_ONLY_A)                                                         \
        X(XL_K_ALL_B_IN_A)                                                     \
        X(XL_K_ONLY_B)                                                         \
        X(XL_K_PROP_TITLE)                                                     \
        X(XL_K_PROP_SUBJECT)                                                   \
        X(XL_K_PROP_KEYWORDS)                                                  \
        /* ---- the report model and the charts ---- */

typedef enum kp_s {
#define KP_S_ENUM(name) KP_S_##name,
        KP_S_KEYS(KP_S_ENUM)
#undef KP_S_ENUM
            KP_S_COUNT
} kp_s;

/* The string of key in language l: never NULL (a key missing from a
 * catalog reads as the English, which test_lang.c forbids). */
const char *kp_tr(kp_lang l, kp_s key);

/* The catalog of l, KP_S_COUNT entries indexed by kp_s (for tests). */
const char *const *kp_catalog(kp_lang l);

/* The catalogs, indexed by kp_s. */
extern const char *const kp_catalog_en[KP_S_COUNT];
extern const char *const kp_catalog_zh_cn[KP_S_COUNT];

/* The name of key ("KP_S_MD_TEMPLATE"), for test messages. */
const char *kp_s_name(kp_s key);

#endif
