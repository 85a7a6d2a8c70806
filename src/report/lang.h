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
