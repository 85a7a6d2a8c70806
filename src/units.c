#include "units.h"

#include <ctype.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "util.h"

/* Parses a non-negative decimal number ("12", "1.5", "1_000") and returns
 * a pointer to what follows, or NULL. Underscores between digits are
 * allowed as digit separators, as in 100_000_000. */
static const char *parse_decimal(const char *s, double *out)
{
        char digits[64];
        size_t n = 0;
        int seen_digit = 0, seen_dot = 0;
        while (*s == ' ')
                s++;
        for (; *s; s++) {
                if (isdigit((unsigned char)*s)) {
                        seen_digit = 1;
                } else if (*s == '.' && !seen_dot) {
                        seen_dot = 1;
                } else if (*s == '_' && seen_digit &&
                           isdigit((unsigned char)s[1])) {
                        continue;
                } else {
                        break;
                }
                if (n + 1 >= sizeof(digits))
                        return NULL;
                digits[n++] = *s;
        }
        digits[n] = '\0';
        if (!seen_digit)
                return NULL;
        *out = strtod(digits, NULL);
        while (*s == ' ')
                s++;
        return s;
}

typedef struct unit {
        const char *name;
        double factor;
} unit;

/* Number followed by one of the units (or none, factor 1 when
 * bare_ok). Result must be an integer in [0, 2^53]. */
static int parse_with_units(const char *s, const unit *units, size_t n_units,
                            int bare_ok, int case_sensitive, double *out)
{
        double v;
        const char *rest = parse_decimal(s, &v);
        if (!rest)
                return -1;
        if (*rest == '\0') {
                if (!bare_ok)
                        return -1;
                *out = v;
                return 0;
        }
        for (size_t i = 0; i < n_units; i++) {
                int eq = case_sensitive ? strcmp(rest, units[i].name)
                                        : strcasecmp(rest, units[i].name);
                if (eq == 0) {
                        *out = v * units[i].factor;
                        return 0;
                }
        }
        return -1;
}

static int exact_uint(double v, uint64_t *out)
{
        double r = floor(v + 0.5);
        if (!isfinite(v) || v < 0 || v > (double)KP_MAX_EXACT ||
            fabs(v - r) > 1e-6 * (r > 1 ? r : 1))
                return -1;
        *out = (uint64_t)r;
        return 0;
}

int kp_parse_count(const char *s, uint64_t *out, char *errstr,
                   size_t errstr_size)
{
        static const unit units[] = { { "k", 1e3 }, { "K", 1e3 },
                                      { "M", 1e6 }, { "G", 1e9 } };
        double v;
        if (parse_with_units(s, units, KP_ARRAY_LEN(units), 1, 1, &v) ||
            exact_uint(v, out))
                return kp_err(errstr, errstr_size,
                              "expected a whole count such as 100000, "
                              "\"100k\" or \"10M\" (at most 2^53)");
        return 0;
}

int kp_parse_size(const char *s, uint64_t *out, char *errstr,
                  size_t errstr_size)
{
        static const unit units[] = {
                { "B", 1 },
                { "KB", 1e3 },
                { "kB", 1e3 },
                { "MB", 1e6 },
                { "GB", 1e9 },
                { "KiB", 1024.0 },
                { "MiB", 1048576.0 },
                { "GiB", 1073741824.0 },
        };
        double v;
        if (parse_with_units(s, units, KP_ARRAY_LEN(units), 1, 1, &v) ||
            exact_uint(v, out))
                return kp_err(errstr, errstr_size,
                              "expected a size in bytes such as 1000, "
                              "\"1KB\" (1000 B) or \"1KiB\" (1024 B)");
        return 0;
}

int kp_parse_duration_us(const char *s, int64_t *out, char *errstr,
                         size_t errstr_size)
{
        static const unit units[] = {
                { "us", 1 },       { "ms", 1e3 },     { "s", 1e6 },
                { "m", 60e6 },     { "min", 60e6 },   { "h", 3600e6 },
                { "d", 86400e6 },
        };
        double v;
        uint64_t u;
        /* A bare number is seconds. */
        if (parse_with_units(s, units, KP_ARRAY_LEN(units), 0, 1, &v) != 0) {
                if (parse_with_units(s, units, 0, 1, 1, &v) != 0)
                        goto bad;
                v *= 1e6;
        }
        if (exact_uint(floor(v), &u) || u > 100ULL * 365 * 86400000000ULL)
                goto bad;
        *out = (int64_t)u;
        return 0;
bad:
        return kp_err(errstr, errstr_size,
                      "expected a duration such as \"500ms\", \"30s\", "
                      "\"5m\", \"24h\" or \"7d\"");
}

int kp_parse_rate(const char *s, double *out, char *errstr,
                  size_t errstr_size)
{
        static const unit units[] = {
                { "/s", 1 },   { "k", 1e3 },   { "k/s", 1e3 }, { "K", 1e3 },
                { "K/s", 1e3 }, { "M", 1e6 },  { "M/s", 1e6 },
        };
        double v;
        if (strcasecmp(s, "unlimited") == 0) {
                *out = 0;
                return 0;
        }
        if (parse_with_units(s, units, KP_ARRAY_LEN(units), 1, 1, &v) ||
            !(v > 0) || v > 1e9)
                return kp_err(errstr, errstr_size,
                              "expected a positive rate in messages per "
                              "second (such as 5000 or \"5k\") or "
                              "\"unlimited\"");
        *out = v;
        return 0;
}

const char *kp_fmt_bytes(char *out, size_t out_size, double bytes)
{
        static const char *names[] = { "KiB", "MiB", "GiB", "TiB", "PiB" };
        double v = bytes;
        int i    = -1;
        if (bytes < 1024) {
                char n[32];
                snprintf(out, out_size, "%s B",
                         kp_fmt_count(n, sizeof(n), (uint64_t)bytes));
                return out;
        }
        while (v >= 1024 && i + 1 < (int)KP_ARRAY_LEN(names)) {
                v /= 1024;
                i++;
        }
        snprintf(out, out_size, v < 10 ? "%.2f %s" : v < 100 ? "%.1f %s"
                                                              : "%.0f %s",
                 v, names[i]);
        return out;
}
