/*
 * status: how a run stands, as results.json's "status" says it: running
 * while it runs, then complete, interrupted (by the user), stopped (by an
 * abort criterion) or incomplete (an agent lost, "on_loss": "stop").
 */
#ifndef KP_RUN_STATUS_H
#define KP_RUN_STATUS_H

#include "results/results.h"

typedef enum kp_run_status {
        KP_RUN_RUNNING,
        KP_RUN_COMPLETE,
        KP_RUN_INTERRUPTED,
        KP_RUN_STOPPED,
        KP_RUN_INCOMPLETE
} kp_run_status;

/* The status's name in results.json ("running", ...): a static string. */
const char *kp_run_status_name(kp_run_status st);

/* Sets r's status to st and its reason to reason (taken over; NULL for
 * none), freeing what they were. Out of memory, r->status is NULL. */
void kp_run_status_set(kp_results *r, kp_run_status st, char *reason);

#endif
