#include "evaluate/stall.h"

#include <string.h>

int kp_stall_find(const kp_interval_list *l, double expected, double from_s,
                  kp_stall *out)
{
        double run = 0, run_at = 0;
        size_t run_n = 0;
        memset(out, 0, sizeof(*out));
        if (!l || !(expected > 0))
                return 0;
        for (size_t i = 0; i < l->n; i++) {
                const kp_interval *iv = &l->v[i];
                if (iv->t_s - iv->dur_s < from_s) {
                        run = 0;
                        run_n = 0;
                        continue;
                }
                if (!(iv->msgs_per_sec < expected * KP_STALL_SHARE)) {
                        run = 0;
                        run_n = 0;
                        continue;
                }
                if (run_n == 0)
                        run_at = iv->t_s - iv->dur_s;
                run += iv->dur_s;
                run_n++;
                if (run > out->duration_s) {
                        out->duration_s = run;
                        out->at_s = run_at;
                        out->intervals = run_n;
                }
        }
        if (out->duration_s < KP_STALL_MIN_S) {
                memset(out, 0, sizeof(*out));
                return 0;
        }
        out->found = 1;
        out->expected = expected;
        return 1;
}

double kp_stall_consume_from(const kp_consume_result *c)
{
        double join_s = c->rebalance_ms / 1000.0;
        return c->first_msg_s > join_s ? c->first_msg_s : join_s;
}
