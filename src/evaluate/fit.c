/* Least squares (evaluate/fit.h). */

#include "evaluate/fit.h"

void kp_fit_linear(const double *x, const double *y, size_t n, double *slope,
                   double *icept, double *r2)
{
        double sx = 0, sy = 0, sxx = 0, sxy = 0, syy = 0, d;
        for (size_t i = 0; i < n; i++) {
                sx += x[i];
                sy += y[i];
                sxx += x[i] * x[i];
                sxy += x[i] * y[i];
                syy += y[i] * y[i];
        }
        d = (double)n * sxx - sx * sx;
        if (n < 2 || d == 0) {
                *slope = 0;
                *icept = n ? sy / (double)n : 0;
                *r2 = 0;
                return;
        }
        *slope = ((double)n * sxy - sx * sy) / d;
        *icept = (sy - *slope * sx) / (double)n;
        {
                double ss_tot = syy - sy * sy / (double)n, ss_res = 0;
                for (size_t i = 0; i < n; i++) {
                        double e = y[i] - (*icept + *slope * x[i]);
                        ss_res += e * e;
                }
                *r2 = ss_tot > 0 ? 1.0 - ss_res / ss_tot : 1.0;
        }
}
