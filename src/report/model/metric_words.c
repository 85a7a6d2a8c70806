/*
 * A catalog metric in the report's words (model.h): its name as a
 * sentence says it and what it measures, one catalog key each.
 */
#include <stddef.h>

#include "plan/metrics.h"
#include "report/model/model.h"
#include "report/words/lang.h"

/* A catalog metric's keys: its words, as a sentence names it
 * (RM_<metric>), and what it measures (RM_DEF_<metric>). */
#define METRIC(id) [KP_M_##id] = { KP_S_RM_##id, KP_S_RM_DEF_##id }
static const struct {
        kp_s words, definition;
} metric_keys[KP_M__COUNT] = {
        METRIC(PRODUCE_RATE),
        METRIC(PRODUCE_RATE_RATIO),
        METRIC(PRODUCE_MIBPS),
        METRIC(PRODUCE_LAT_AVG),
        METRIC(PRODUCE_LAT_P50),
        METRIC(PRODUCE_LAT_P95),
        METRIC(PRODUCE_LAT_P99),
        METRIC(PRODUCE_LAT_P999),
        METRIC(PRODUCE_LAT_MAX),
        METRIC(PRODUCE_SVC_AVG),
        METRIC(PRODUCE_SVC_P50),
        METRIC(PRODUCE_SVC_P95),
        METRIC(PRODUCE_SVC_P99),
        METRIC(PRODUCE_SVC_P999),
        METRIC(PRODUCE_SVC_MAX),
        METRIC(PRODUCE_ERRORS),
        METRIC(PRODUCE_ERROR_RATIO),
        METRIC(CONSUME_RATE),
        METRIC(CONSUME_MIBPS),
        METRIC(CONSUME_FETCH_RATE),
        METRIC(CONSUME_FETCH_MIBPS),
        METRIC(CONSUME_REBALANCE_MS),
        METRIC(CONSUME_COMPLETENESS),
        METRIC(CONSUME_MISSING),
        METRIC(CONSUME_DUPLICATES),
        METRIC(E2E_AVG),
        METRIC(E2E_P50),
        METRIC(E2E_P95),
        METRIC(E2E_P99),
        METRIC(E2E_P999),
        METRIC(E2E_MAX),
        METRIC(CAPACITY_RATE),
        METRIC(CAPACITY_FOUND),
        METRIC(DRAIN_RATE),
        METRIC(DRAIN_CATCH_UP),
};
#undef METRIC

kp_s kp_rm_metric_definition_key(int id)
{
        if (id < 0 || id >= KP_M__COUNT || !metric_keys[id].definition)
                return KP_S_COUNT;
        return metric_keys[id].definition;
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
        if (!m || !metric_keys[m->id].words)
                return metric;
        return kp_tr(lang, metric_keys[m->id].words);
}

const char *kp_rm_metric_words(const char *metric)
{
        return kp_rm_metric_words_in(KP_LANG_EN, metric);
}
