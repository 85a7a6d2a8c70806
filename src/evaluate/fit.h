/*
 * fit: a straight line through points by least squares, shared by the
 * trends across tiers (evaluate_extrap.c) and the utilization
 * extrapolation (broker_side.c). Pure.
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

#endif
