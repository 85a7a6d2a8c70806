#include "base/units.h"

#include <ctype.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "base/util.h"

/* A decimal number held exactly: value = mant / 10^scale. Underscores
 * between digits are separators, as in 100_000_000. */
typedef struct decimal {
        unsigned __int128 mant;
        int scale;
} decimal;

/* Parses "12", "1.5", "1_000" and returns a pointer to what follows
 * (spaces skipped), or NULL. */
static const char *parse_decimal(const char *s, decimal *d)
{
        int seen_digit = 0, seen_dot = 0;
        d->mant = 0;
        d->scale = 0;
        while (*s == ' ')
                s++;
        for (; *s; s++) {
                if (isdigit((unsigned char)*s)) {
                        /* Far beyond any limit checked later, and far
                         * from overflowing 128 bits. */
                        if (d->mant > (unsigned __int128)1 << 100)
                                return NULL;
                        d->mant = d->mant * 10 + (unsigned)(*s - '0');
                        if (seen_dot)
                                d->scale++;
                        seen_digit = 1;
                } else if (*s == '.' && !seen_dot) {
                        seen_dot = 1;
                } else if (*s == '_' && seen_digit &&
                           isdigit((unsigned char)s[1])) {
                        continue;
                } else {
                        break;
                }
        }
        if (!seen_digit || d->scale > 18)
                return NULL;
        while (*s == ' ')
                s++;
        return s;
}

typedef struct unit {
        const char *name;
        uint64_t factor;
} unit;

/* A number followed by one of the units, or by nothing (factor bare; 0:
 * a unit is required). *whole is the value times the factor rounded
 * down; *exact tells whether nothing was rounded away. */
static int parse_with_units(const char *s, const unit *units, size_t n_units,
                            uint64_t bare, unsigned __int128 *whole, int *exact)
{
        decimal d;
        uint64_t factor = 0;
        unsigned __int128 pow10 = 1, scaled;
        const char *rest = parse_decimal(s, &d);
        if (!rest)
                return -1;
        if (*rest == '\0') {
                factor = bare;
        } else {
                for (size_t i = 0; i < n_units; i++)
                        if (strcmp(rest, units[i].name) == 0)
                                factor = units[i].factor;
        }
        if (factor == 0)
                return -1;
        for (int i = 0; i < d.scale; i++)
                pow10 *= 10;
        scaled = d.mant * factor;
        *whole = scaled / pow10;
        *exact = scaled % pow10 == 0;
        return 0;
}

int kp_parse_count(const char *s, uint64_t *out, char *errstr,
                   size_t errstr_size)
{
        static const unit units[] = { { "k", 1000 },
                                      { "K", 1000 },
                                      { "M", 1000000 },
                                      { "G", 1000000000 } };
        unsigned __int128 v;
        int exact;
        if (parse_with_units(s, units, KP_ARRAY_LEN(units), 1, &v, &exact) ||
            !exact || v > KP_MAX_EXACT)
                return kp_err(errstr, errstr_size,
                              "expected a whole count such as 100000, "
                              "\"100k\" or \"10M\" (at most 2^53)");
        *out = (uint64_t)v;
        return 0;
}

int kp_parse_size(const char *s, uint64_t *out, char *errstr,
                  size_t errstr_size)
{
        static const unit units[] = {
                { "B", 1 },
                { "KB", 1000 },
                { "kB", 1000 },
                { "MB", 1000000 },
                { "GB", 1000000000 },
                { "KiB", 1024 },
                { "MiB", 1048576 },
                { "GiB", 1073741824 },
                /* Disks and host memory are sold in these. */
                { "TB", 1000000000000ULL },
                { "TiB", 1099511627776ULL },
        };
        unsigned __int128 v;
        int exact;
        if (parse_with_units(s, units, KP_ARRAY_LEN(units), 1, &v, &exact) ||
            !exact || v > KP_MAX_EXACT)
                return kp_err(errstr, errstr_size,
                              "expected a size in bytes such as 1000, "
                              "\"1KB\" (1000 B) or \"1KiB\" (1024 B)");
        *out = (uint64_t)v;
        return 0;
}

int kp_parse_duration_us(const char *s, int64_t *out, char *errstr,
                         size_t errstr_size)
{
        static const unit units[] = {
                { "us", 1 },
                { "ms", 1000 },
                { "s", 1000000 },
                { "m", 60000000 },
                { "min", 60000000 },
                { "h", 3600000000ULL },
                { "d", 86400000000ULL },
        };
        unsigned __int128 v;
        int exact;
        /* A bare number is seconds; below a microsecond is dropped. */
        if (parse_with_units(s, units, KP_ARRAY_LEN(units), 1000000, &v,
                             &exact) ||
            v > 100ULL * 365 * 86400000000ULL)
                return kp_err(errstr, errstr_size,
                              "expected a duration such as \"500ms\", "
                              "\"30s\", \"5m\", \"24h\" or \"7d\"");
        *out = (int64_t)v;
        return 0;
}

int kp_parse_rate(const char *s, double *out, char *errstr, size_t errstr_size)
{
        /* Factors in thousandths of a message per second, so that a rate
         * such as 0.5 msg/s is exact too. */
        static const unit units[] = {
                { "/s", 1000 },        { "k", 1000000 },   { "k/s", 1000000 },
                { "K", 1000000 },      { "K/s", 1000000 }, { "M", 1000000000 },
                { "M/s", 1000000000 },
        };
        unsigned __int128 v;
        int exact;
        if (strcasecmp(s, "unlimited") == 0) {
                *out = 0;
                return 0;
        }
        if (parse_with_units(s, units, KP_ARRAY_LEN(units), 1000, &v, &exact) ||
            v == 0 || v > (unsigned __int128)1000000000000ULL)
                return kp_err(errstr, errstr_size,
                              "expected a rate " KP_RATE_RANGE
                              " (such as 5000 or \"5k\") or \"unlimited\"");
        *out = (double)(uint64_t)v / 1000.0;
        return 0;
}

const char *kp_fmt_bytes(char *out, size_t out_size, double bytes)
{
        static const char *names[] = { "B", "KiB", "MiB", "GiB", "TiB", "PiB" };
        size_t i = 1;
        if (bytes < 1024) {
                char n[32];
                snprintf(out, out_size, "%s B",
                         kp_fmt_count(n, sizeof(n), (uint64_t)bytes));
                return out;
        }
        /* The unit is chosen by the value as printed, so that 1,048,575 B
         * is "1.00 MiB", not "1024 KiB". */
        for (;;) {
                double v = bytes, shown;
                for (size_t k = 0; k < i; k++)
                        v /= 1024;
                shown = v < 9.995   ? round(v * 100) / 100
                        : v < 99.95 ? round(v * 10) / 10
                                    : round(v);
                if (shown < 1024 || i + 1 >= KP_ARRAY_LEN(names)) {
                        snprintf(out, out_size,
                                 shown < 10    ? "%.2f %s"
                                 : shown < 100 ? "%.1f %s"
                                               : "%.0f %s",
                                 shown, names[i]);
                        return out;
                }
                i++;
        }
}
