/*
 * A catalog metric in the report's words (model.h): its name as a
 * sentence says it and what it measures, one catalog key each.
 */
#include <stddef.h>

#include "plan/metrics.h"
#include "report/model/model.h"
#include "report/words/lang.h"

/* A catalog metric in words, as a sentence names it: its key. */
static const kp_s metric_words[KP_M__COUNT] = {
        [KP_M_PRODUCE_RATE] = KP_S_RM_PRODUCE_RATE,
        [KP_M_PRODUCE_RATE_RATIO] = KP_S_RM_PRODUCE_RATE_RATIO,
        [KP_M_PRODUCE_MIBPS] = KP_S_RM_PRODUCE_MIBPS,
        [KP_M_PRODUCE_LAT_AVG] = KP_S_RM_PRODUCE_LAT_AVG,
        [KP_M_PRODUCE_LAT_P50] = KP_S_RM_PRODUCE_LAT_P50,
        [KP_M_PRODUCE_LAT_P95] = KP_S_RM_PRODUCE_LAT_P95,
        [KP_M_PRODUCE_LAT_P99] = KP_S_RM_PRODUCE_LAT_P99,
        [KP_M_PRODUCE_LAT_P999] = KP_S_RM_PRODUCE_LAT_P999,
        [KP_M_PRODUCE_LAT_MAX] = KP_S_RM_PRODUCE_LAT_MAX,
        [KP_M_PRODUCE_SVC_AVG] = KP_S_RM_PRODUCE_SVC_AVG,
        [KP_M_PRODUCE_SVC_P50] = KP_S_RM_PRODUCE_SVC_P50,
        [KP_M_PRODUCE_SVC_P95] = KP_S_RM_PRODUCE_SVC_P95,
        [KP_M_PRODUCE_SVC_P99] = KP_S_RM_PRODUCE_SVC_P99,
        [KP_M_PRODUCE_SVC_P999] = KP_S_RM_PRODUCE_SVC_P999,
        [KP_M_PRODUCE_SVC_MAX] = KP_S_RM_PRODUCE_SVC_MAX,
        [KP_M_PRODUCE_ERRORS] = KP_S_RM_PRODUCE_ERRORS,
        [KP_M_PRODUCE_ERROR_RATIO] = KP_S_RM_PRODUCE_ERROR_RATIO,
        [KP_M_CONSUME_RATE] = KP_S_RM_CONSUME_RATE,
        [KP_M_CONSUME_MIBPS] = KP_S_RM_CONSUME_MIBPS,
        [KP_M_CONSUME_FETCH_RATE] = KP_S_RM_CONSUME_FETCH_RATE,
        [KP_M_CONSUME_FETCH_MIBPS] = KP_S_RM_CONSUME_FETCH_MIBPS,
        [KP_M_CONSUME_REBALANCE_MS] = KP_S_RM_CONSUME_REBALANCE_MS,
        [KP_M_CONSUME_COMPLETENESS] = KP_S_RM_CONSUME_COMPLETENESS,
        [KP_M_CONSUME_MISSING] = KP_S_RM_CONSUME_MISSING,
        [KP_M_CONSUME_DUPLICATES] = KP_S_RM_CONSUME_DUPLICATES,
        [KP_M_E2E_AVG] = KP_S_RM_E2E_AVG,
        [KP_M_E2E_P50] = KP_S_RM_E2E_P50,
        [KP_M_E2E_P95] = KP_S_RM_E2E_P95,
        [KP_M_E2E_P99] = KP_S_RM_E2E_P99,
        [KP_M_E2E_P999] = KP_S_RM_E2E_P999,
        [KP_M_E2E_MAX] = KP_S_RM_E2E_MAX,
        [KP_M_CAPACITY_RATE] = KP_S_RM_CAPACITY_RATE,
        [KP_M_CAPACITY_FOUND] = KP_S_RM_CAPACITY_FOUND,
        [KP_M_DRAIN_RATE] = KP_S_RM_DRAIN_RATE,
        [KP_M_DRAIN_CATCH_UP] = KP_S_RM_DRAIN_CATCH_UP,
};

/* What a catalog metric measures: its key. */
static const kp_s metric_defs[KP_M__COUNT] = {
        [KP_M_PRODUCE_RATE] = KP_S_RM_DEF_PRODUCE_RATE,
        [KP_M_PRODUCE_RATE_RATIO] = KP_S_RM_DEF_PRODUCE_RATE_RATIO,
        [KP_M_PRODUCE_MIBPS] = KP_S_RM_DEF_PRODUCE_MIBPS,
        [KP_M_PRODUCE_LAT_AVG] = KP_S_RM_DEF_PRODUCE_LAT_AVG,
        [KP_M_PRODUCE_LAT_P50] = KP_S_RM_DEF_PRODUCE_LAT_P50,
        [KP_M_PRODUCE_LAT_P95] = KP_S_RM_DEF_PRODUCE_LAT_P95,
        [KP_M_PRODUCE_LAT_P99] = KP_S_RM_DEF_PRODUCE_LAT_P99,
        [KP_M_PRODUCE_LAT_P999] = KP_S_RM_DEF_PRODUCE_LAT_P999,
        [KP_M_PRODUCE_LAT_MAX] = KP_S_RM_DEF_PRODUCE_LAT_MAX,
        [KP_M_PRODUCE_SVC_AVG] = KP_S_RM_DEF_PRODUCE_SVC_AVG,
        [KP_M_PRODUCE_SVC_P50] = KP_S_RM_DEF_PRODUCE_SVC_P50,
        [KP_M_PRODUCE_SVC_P95] = KP_S_RM_DEF_PRODUCE_SVC_P95,
        [KP_M_PRODUCE_SVC_P99] = KP_S_RM_DEF_PRODUCE_SVC_P99,
        [KP_M_PRODUCE_SVC_P999] = KP_S_RM_DEF_PRODUCE_SVC_P999,
        [KP_M_PRODUCE_SVC_MAX] = KP_S_RM_DEF_PRODUCE_SVC_MAX,
        [KP_M_PRODUCE_ERRORS] = KP_S_RM_DEF_PRODUCE_ERRORS,
        [KP_M_PRODUCE_ERROR_RATIO] = KP_S_RM_DEF_PRODUCE_ERROR_RATIO,
        [KP_M_CONSUME_RATE] = KP_S_RM_DEF_CONSUME_RATE,
        [KP_M_CONSUME_MIBPS] = KP_S_RM_DEF_CONSUME_MIBPS,
        [KP_M_CONSUME_FETCH_RATE] = KP_S_RM_DEF_CONSUME_FETCH_RATE,
        [KP_M_CONSUME_FETCH_MIBPS] = KP_S_RM_DEF_CONSUME_FETCH_MIBPS,
        [KP_M_CONSUME_REBALANCE_MS] = KP_S_RM_DEF_CONSUME_REBALANCE_MS,
        [KP_M_CONSUME_COMPLETENESS] = KP_S_RM_DEF_CONSUME_COMPLETENESS,
        [KP_M_CONSUME_MISSING] = KP_S_RM_DEF_CONSUME_MISSING,
        [KP_M_CONSUME_DUPLICATES] = KP_S_RM_DEF_CONSUME_DUPLICATES,
        [KP_M_E2E_AVG] = KP_S_RM_DEF_E2E_AVG,
        [KP_M_E2E_P50] = KP_S_RM_DEF_E2E_P50,
        [KP_M_E2E_P95] = KP_S_RM_DEF_E2E_P95,
        [KP_M_E2E_P99] = KP_S_RM_DEF_E2E_P99,
        [KP_M_E2E_P999] = KP_S_RM_DEF_E2E_P999,
        [KP_M_E2E_MAX] = KP_S_RM_DEF_E2E_MAX,
        [KP_M_CAPACITY_RATE] = KP_S_RM_DEF_CAPACITY_RATE,
        [KP_M_CAPACITY_FOUND] = KP_S_RM_DEF_CAPACITY_FOUND,
        [KP_M_DRAIN_RATE] = KP_S_RM_DEF_DRAIN_RATE,
        [KP_M_DRAIN_CATCH_UP] = KP_S_RM_DEF_DRAIN_CATCH_UP,
};

kp_s kp_rm_metric_definition_key(int id)
{
        if (id < 0 || id >= KP_M__COUNT || !metric_defs[id])
                return KP_S_COUNT;
        return metric_defs[id];
}

const char *kp_rm_metric_definition_in(kp_lang lang, const char *metric)
{
        const kp_metric *m = kp_metric_find(metric);
        kp_s key = m ? kp_rm_metric_definition_key(m->id) : KP_S_COUNT;
        if (key == KP_S_COUNT)
                return m ? m->definition : "";
        return kp_tr(lang, key);
}

const char *kp_rm_metric_words_in(kp_lang lang, const char *metric)
{
        const kp_metric *m = kp_metric_find(metric);
        if (!m || !metric_words[m->id])
                return metric;
        return kp_tr(lang, metric_words[m->id]);
}

const char *kp_rm_metric_words(const char *metric)
{
        return kp_rm_metric_words_in(KP_LANG_EN, metric);
}
