/*
 * metric_value: the value of a catalog metric (plan/metrics.h) for one
 * tier's results: what criteria judge, trends fit, comparisons compare
 * and reports show. Pure.
 */
#ifndef KP_METRIC_VALUE_H
#define KP_METRIC_VALUE_H

#include "model/results.h"
#include "plan/metrics.h"
#include "plan/plan.h"

/* The value of metric id for tier result tr (spec: its plan tier). Returns
 * 0 and sets *value, or -1 when the metric does not apply (a rate ratio
 * on an unlimited tier, consume metrics when the consume phase did not
 * run). */
int kp_metric_value(const kp_tier_result *tr, const kp_tier *spec,
                    kp_metric_id id, double *value);

#endif
