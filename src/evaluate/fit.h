/*
 * fit: a straight line through points by least squares, shared by the
 * trends across tiers (evaluate_extrap.c) and the utilization
 * extrapolation (broker_side.c); and a plane, y = a + b x1 + c x2, for
 * the capacity model's batching term (sizing.c). Pure.
 */
#ifndef KP_FIT_H
#define KP_FIT_H

#include <stddef.h>

/* y = *icept + *slope * x over the n points (x, y borrowed). *r2 is the
 * share of y's variance the line explains: 1 for a perfect fit (and for
 * points with no variance), 0 when n < 2 or every x is the same (then
 * the slope is 0 and the intercept the mean of y). */
void kp_fit_linear(const double *x, const double *y, size_t n, double *slope,
                   double *icept, double *r2);

/* y = coef[0] + coef[1] * x1 + coef[2] * x2 over the n points (all
 * borrowed), by least squares; *r2 as kp_fit_linear's. Returns 0; or -1,
 * coef and *r2 NAN, when the plane is not determined: n < 3, or x1 and
 * x2 (each less its mean) are proportional or one of them constant, to
 * within KP_FIT_SINGULAR of their spreads (the normal equations'
 * determinant over the product of their diagonal). */
#define KP_FIT_SINGULAR 1e-9
int kp_fit_linear2(const double *x1, const double *x2, const double *y,
                   size_t n, double coef[3], double *r2);

#endif
