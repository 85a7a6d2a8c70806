/*
 * format: numbers, times and changes as every report shows them (the
 * report model holds these texts; writers do not format). Pure; each
 * function writes into out (always NUL-terminated) and returns it.
 * A value that is not finite is written "n/a".
 */
#ifndef KP_FORMAT_H
#define KP_FORMAT_H

#include <stddef.h>

#include "plan/plan.h"

/* v with `decimals` decimals and thousands separators: "1,234.5"; halves
 * round away from zero; no "-0.00". */
const char *kp_rfmt_fixed(char *out, size_t size, double v, int decimals);

/* As few decimals as the value needs (at most 6): values as the user
 * wrote them, "5", "0.99", "50,000". */
const char *kp_rfmt_plain(char *out, size_t size, double v);

/* Milliseconds: 3 decimals below 100 ms, 2 above. */
const char *kp_rfmt_ms(char *out, size_t size, double ms);

/* msg/s: one decimal below 10,000, whole messages above. */
const char *kp_rfmt_rate(char *out, size_t size, double v);

/* MiB and MiB/s: two decimals below 10, one above. */
const char *kp_rfmt_mib(char *out, size_t size, double v);

/* A ratio as a percentage: "100%", "99.99%", with more decimals when two
 * would round a value that is not exactly 100% (or 0%) to it. */
const char *kp_rfmt_pct(char *out, size_t size, double ratio);

/* The decimals kp_rfmt_pct shows ratio with (0, 2 or 3), or -1 when it
 * shows a bound ("> 99.999%") or "n/a": a spreadsheet cell then formats
 * the same number with the same digits. */
int kp_rfmt_pct_decimals(double ratio);

/* Percentage points, without the unit: two decimals, up to four where
 * the value has them ("0.99", "0.984", "0.0012"), the digits of a
 * spreadsheet's 0.00## format. */
const char *kp_rfmt_pp(char *out, size_t size, double pp);

/* Four significant digits, fixed notation (model coefficients). */
const char *kp_rfmt_sig(char *out, size_t size, double v);

/* A whole count: "10,000". */
const char *kp_rfmt_count(char *out, size_t size, double v);

/* A value in a catalog unit: "3.763 ms", "99.99%", "80,000 msg/s",
 * "4.77 MiB/s", "12"; plain: as few decimals as needed (thresholds). */
const char *kp_rfmt_metric(char *out, size_t size, const char *unit, double v,
                           int plain);

/* A margin with its sign; ratios in percentage points ("+0.99 pp",
 * kp_rfmt_pp). */
const char *kp_rfmt_margin(char *out, size_t size, const char *unit, double m);

/* "2026-11-30T10:00:00Z" -> "2026-11-30 10:00:00 UTC"; anything else as
 * it is. */
const char *kp_rfmt_stamp(char *out, size_t size, const char *iso);

/* Seconds since the epoch of an ISO 8601 UTC stamp, or -1. */
double kp_rfmt_parse_stamp(const char *iso);

/* The change from a to b in percent: "+12.3%", "-4.0%", "0.0%" (never
 * "-0.0%"), "0%" when both are 0, "from 0" when only a is. */
const char *kp_rfmt_change(char *out, size_t size, double a, double b);

/* "≤", "<", "≥", ">". */
const char *kp_rfmt_op_symbol(kp_cmp c);

#endif
