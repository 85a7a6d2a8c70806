#include "evaluate/evaluation.h"

#include <stdlib.h>

const char *kp_check_why_str(kp_check_why why)
{
        switch (why) {
        case KP_WHY_JUDGED:
                return "";
        case KP_WHY_MISFIT:
                return "misfit";
        case KP_WHY_TIER:
                return "tier_incomplete";
        case KP_WHY_NO_MEASURED:
                return "no_measured";
        case KP_WHY_NOT_RUN:
                return "not_run";
        case KP_WHY_NOTHING_SENT:
                return "nothing_sent";
        case KP_WHY_BY_OFFSET:
                return "by_offset";
        case KP_WHY_NOT_FOUND:
                return "not_found";
        case KP_WHY_NOT_SUSTAINED:
                return "not_sustained";
        case KP_WHY_NOT_DRAINED:
                return "not_drained";
        case KP_WHY_WITHIN_ERROR:
                return "within_error";
        }
        return "";
}

double kp_target_avg_rate(const kp_target *t)
{
        if (!t->present || t->window_us <= 0)
                return 0;
        return (double)t->messages / ((double)t->window_us / 1e6);
}

double kp_target_peak_rate(const kp_target *t)
{
        return kp_target_avg_rate(t) * t->peak_factor;
}

double kp_target_storage_bytes(const kp_target *t, double *with_overhead)
{
        double windows, bytes;
        if (!t->present || t->window_us <= 0) {
                if (with_overhead)
                        *with_overhead = 0;
                return 0;
        }
        windows = (double)t->retention_us / (double)t->window_us;
        bytes = (double)t->messages * windows * (double)t->record_size *
                (double)t->replication_factor;
        if (with_overhead)
                *with_overhead = bytes * (1.0 + t->storage_overhead);
        return bytes;
}

/* ---- freeing the record ---------------------------------------------------
 */

void kp_group_aggregate_free(kp_tier_result *agg)
{
        if (!agg)
                return;
        kp_hist_destroy(agg->produce.hist_latency);
        kp_hist_destroy(agg->produce.hist_service);
        kp_hist_destroy(agg->consume.hist_e2e);
}

void kp_evaluation_destroy(kp_evaluation *e)
{
        if (!e)
                return;
        for (size_t i = 0; i < e->n_checks; i++) {
                free(e->checks[i].tier);
                free(e->checks[i].win_end_s);
                free(e->checks[i].win_dur_s);
                free(e->checks[i].win_value);
        }
        free(e->checks);
        free(e->tiers);
        free(e->x.trends);
        free(e->x.assumptions);
        free(e->risks);
        for (size_t i = 0; i < e->n_sweeps; i++) {
                for (size_t k = 0; k < e->sweeps[i].n_findings; k++)
                        free(e->sweeps[i].findings[k].parts);
                free(e->sweeps[i].findings);
                for (size_t k = 0; k < e->sweeps[i].n_points; k++)
                        free(e->sweeps[i].points[k].runs);
                free(e->sweeps[i].points);
        }
        free(e->sweeps);
        for (size_t i = 0; i < e->n_groups; i++) {
                free(e->groups[i].tiers);
                kp_group_aggregate_free(&e->groups[i].agg);
        }
        free(e->groups);
        free(e);
}
