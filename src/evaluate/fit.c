/* Least squares (evaluate/fit.h). */

#include <math.h>

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

int kp_fit_linear2(const double *x1, const double *x2, const double *y,
                   size_t n, double coef[3], double *r2)
{
        double m1 = 0, m2 = 0, my = 0;
        double s11 = 0, s22 = 0, s12 = 0, s1y = 0, s2y = 0, syy = 0, det;
        double ss_res = 0;
        coef[0] = coef[1] = coef[2] = *r2 = NAN;
        if (n < 3)
                return -1;
        for (size_t i = 0; i < n; i++) {
                m1 += x1[i];
                m2 += x2[i];
                my += y[i];
        }
        m1 /= (double)n;
        m2 /= (double)n;
        my /= (double)n;
        /* Centred sums: the intercept out of the way, a 2 x 2 system. */
        for (size_t i = 0; i < n; i++) {
                double d1 = x1[i] - m1, d2 = x2[i] - m2, dy = y[i] - my;
                s11 += d1 * d1;
                s22 += d2 * d2;
                s12 += d1 * d2;
                s1y += d1 * dy;
                s2y += d2 * dy;
                syy += dy * dy;
        }
        det = s11 * s22 - s12 * s12;
        if (!(s11 > 0) || !(s22 > 0) || det <= KP_FIT_SINGULAR * s11 * s22)
                return -1;
        coef[1] = (s1y * s22 - s2y * s12) / det;
        coef[2] = (s2y * s11 - s1y * s12) / det;
        coef[0] = my - coef[1] * m1 - coef[2] * m2;
        for (size_t i = 0; i < n; i++) {
                double e = y[i] - (coef[0] + coef[1] * x1[i] + coef[2] * x2[i]);
                ss_res += e * e;
        }
        *r2 = syy > 0 ? 1.0 - ss_res / syy : 1.0;
        return 0;
}
