#include "base/pacer.h"

#include <math.h>

void kp_pacer_init(kp_pacer *p, int64_t t0_us, double rate)
{
        p->t0_us = t0_us;
        p->rate = (isfinite(rate) && rate > 0) ? rate : 0;
}

int kp_pacer_unlimited(const kp_pacer *p)
{
        return p->rate == 0;
}

int64_t kp_pacer_due_us(const kp_pacer *p, uint64_t i)
{
        /* long double keeps i * 1e6 exact far beyond 2^53 microseconds. */
        if (p->rate == 0)
                return p->t0_us;
        return p->t0_us + (int64_t)llroundl((long double)i * 1000000.0L /
                                            (long double)p->rate);
}

uint64_t kp_pacer_due_count(const kp_pacer *p, int64_t now_us)
{
        long double n;
        uint64_t k;
        if (p->rate == 0)
                return UINT64_MAX;
        if (now_us < p->t0_us)
                return 0;
        n = (long double)(now_us - p->t0_us) * (long double)p->rate /
            1000000.0L;
        k = (uint64_t)floorl(n) + 1;
        /* Rounding in due_us may put message k-1 a microsecond late or
         * message k a microsecond early; the schedule is the reference. */
        while (k > 0 && kp_pacer_due_us(p, k - 1) > now_us)
                k--;
        while (kp_pacer_due_us(p, k) <= now_us)
                k++;
        return k;
}
