#include "evaluate.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "util.h"

const char *kp_verdict_str(kp_verdict v)
{
        switch (v) {
        case KP_PASS:
                return "PASS";
        case KP_FAIL:
                return "FAIL";
        case KP_INCOMPLETE:
                return "INCOMPLETE";
        case KP_NA:
                return "N/A";
        }
        return "?";
}

int kp_verdict_exit(kp_verdict v)
{
        return v == KP_PASS ? KP_EXIT_PASS : KP_EXIT_FAIL;
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
        bytes   = (double)t->messages * windows * (double)t->record_size *
                (double)t->replication_factor;
        if (with_overhead)
                *with_overhead = bytes * (1.0 + t->storage_overhead);
        return bytes;
}
