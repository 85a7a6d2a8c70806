#include "run/status.h"

#include <stdlib.h>
#include <string.h>

const char *kp_run_status_name(kp_run_status st)
{
        switch (st) {
        case KP_RUN_RUNNING:
                return "running";
        case KP_RUN_COMPLETE:
                return "complete";
        case KP_RUN_INTERRUPTED:
                return "interrupted";
        case KP_RUN_STOPPED:
                return "stopped";
        case KP_RUN_INCOMPLETE:
                return "incomplete";
        }
        return "running";
}

void kp_run_status_set(kp_results *r, kp_run_status st, char *reason)
{
        free(r->status);
        r->status = strdup(kp_run_status_name(st));
        free(r->status_reason);
        r->status_reason = reason;
}
