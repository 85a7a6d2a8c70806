/*
 * units: the quantities a person writes in a plan or on a command line.
 *
 *   counts     1000, "100k", "10M", "1.5G"    k = 10^3, M = 10^6, G = 10^9
 *   sizes      1000, "1000B", "1KB", "1KiB"   KB/MB/GB = 10^3/10^6/10^9
 *                                             KiB/MiB/GiB = 2^10/2^20/2^30
 *   durations  "500ms", "30s", "5m", "24h", "7d"  (a bare number: seconds)
 *   rates      2000, "5k", "5000/s", "5k/s", "unlimited"   messages/second
 *
 * Every result is exact and at most 2^53. On error the functions return -1
 * and write what was expected (without the offending value: the caller
 * names the place and the value).
 */
#ifndef KP_UNITS_H
#define KP_UNITS_H

#include <stddef.h>
#include <stdint.h>

#define KP_MAX_EXACT 9007199254740992ULL /* 2^53 */

int kp_parse_count(const char *s, uint64_t *out, char *errstr,
                   size_t errstr_size);
int kp_parse_size(const char *s, uint64_t *out, char *errstr,
                  size_t errstr_size);
int kp_parse_duration_us(const char *s, int64_t *out, char *errstr,
                         size_t errstr_size);
/* A rate in messages per second, kept to 0.001 msg/s: from 0.001 to 10^9,
 * or "unlimited" (*out = 0). KP_RATE_RANGE says the range in words for
 * every message about a rate. */
#define KP_RATE_RANGE "from 0.001 to 1,000,000,000 msg/s"
int kp_parse_rate(const char *s, double *out, char *errstr, size_t errstr_size);

/* Sizes for people: "1,000 B", "1.00 KiB", "95.4 MiB", "2.73 TiB"
 * (three significant digits, the unit chosen after rounding). */
const char *kp_fmt_bytes(char *out, size_t out_size, double bytes);

#endif
