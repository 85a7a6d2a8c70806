#include "report/model/format.h"

#include <math.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

/* v with `decimals` decimals and thousands separators: "1,234.5". */
const char *kp_rfmt_fixed(char *out, size_t size, double v, int decimals)
{
        char raw[64];
        const char *p = raw, *dot;
        size_t o = 0, ilen;

        if (!isfinite(v)) {
                snprintf(out, size, "n/a");
                return out;
        }
        /* Halves round away from zero, as people (and the evaluation's
         * headline) do; printf would round 61234.5 to even. */
        {
                double scale = pow(10, decimals), sv = v * scale;
                if (fabs(sv) < 1e15)
                        v = round(sv) / scale;
        }
        snprintf(raw, sizeof(raw), "%.*f", decimals, v);
        /* No "-0.00": a value that rounds to zero has no sign. */
        if (raw[0] == '-' && strspn(raw + 1, "0.") == strlen(raw + 1))
                p = raw + 1;
        if (*p == '-' && o + 1 < size) {
                out[o++] = '-';
                p++;
        }
        dot = strchr(p, '.');
        ilen = dot ? (size_t)(dot - p) : strlen(p);
        for (size_t i = 0; i < ilen && o + 2 < size; i++) {
                if (i > 0 && (ilen - i) % 3 == 0)
                        out[o++] = ',';
                out[o++] = p[i];
        }
        for (; dot && *dot && o + 1 < size; dot++)
                out[o++] = *dot;
        out[o] = '\0';
        return out;
}

/* As few decimals as the value needs (at most 6): thresholds and plan
 * values read as the user wrote them, "5", "0.99", "50,000". */
const char *kp_rfmt_plain(char *out, size_t size, double v)
{
        int d;
        for (d = 0; d < 6; d++) {
                double s = pow(10, d);
                if (fabs(round(v * s) / s - v) <= 1e-9 * fmax(1, fabs(v)))
                        break;
        }
        return kp_rfmt_fixed(out, size, v, d);
}

/* Milliseconds: three decimals (microsecond resolution) below 100 ms,
 * two above. */
const char *kp_rfmt_ms(char *out, size_t size, double ms)
{
        return kp_rfmt_fixed(out, size, ms, fabs(ms) < 100 ? 3 : 2);
}

/* msg/s: one decimal below 10,000 (999.9 shows a shortfall), whole
 * messages above. */
const char *kp_rfmt_rate(char *out, size_t size, double v)
{
        return kp_rfmt_fixed(out, size, v, fabs(v) < 10000 ? 1 : 0);
}

/* MiB and MiB/s: two decimals below 10, one above. */
const char *kp_rfmt_mib(char *out, size_t size, double v)
{
        return kp_rfmt_fixed(out, size, v, fabs(v) < 10 ? 2 : 1);
}

/* The decimals kp_rfmt_pct shows ratio with: 0 for a whole percentage,
 * else 2, up to three when two would round a value that is not exactly
 * 100% (or 0%) to it; -1 past that (a bound, "> 99.999%"), or when the
 * ratio is not finite. */
int kp_rfmt_pct_decimals(double ratio)
{
        double pct = ratio * 100;
        if (!isfinite(pct))
                return -1;
        if (fabs(pct - round(pct)) < 1e-9)
                return 0;
        for (int d = 2; d <= 3; d++) {
                double s = pow(10, d), r = round(pct * s) / s;
                if (r != 100 && r != 0 && r != -100)
                        return d;
        }
        return -1;
}

/* A ratio as a percentage: "100%", "99.99%"; up to three decimals when
 * two would round a value that is not exactly 100% (or 0%) to it, and
 * past that a bound ("> 99.999%", "< 0.001%"), never "99.999999%". */
const char *kp_rfmt_pct(char *out, size_t size, double ratio)
{
        double pct = ratio * 100;
        char num[64];
        int d = kp_rfmt_pct_decimals(ratio);
        if (!isfinite(pct)) {
                snprintf(out, size, "n/a");
                return out;
        }
        if (d < 0) {
                double r = round(pct * 1000) / 1000;
                snprintf(out, size, "%s%s%%",
                         r == 0 ? (pct > 0 ? "< " : "> -")
                                : (r > 0 ? "> " : "< -"),
                         r == 0 ? "0.001" : "99.999");
                return out;
        }
        snprintf(out, size, "%s%%", kp_rfmt_fixed(num, sizeof(num), pct, d));
        return out;
}

/* Percentage points: two decimals, up to four where the value has them
 * (trailing zeros past the second dropped), as a spreadsheet's
 * 0.00## shows it: "0.99", "0.984", "0.0012". */
const char *kp_rfmt_pp(char *out, size_t size, double pp)
{
        char *dot;
        size_t n;
        kp_rfmt_fixed(out, size, pp, 4);
        dot = strchr(out, '.');
        if (!dot)
                return out;
        n = strlen(out);
        while (n > (size_t)(dot - out) + 3 && out[n - 1] == '0')
                out[--n] = '\0';
        /* No "-0.00": a value that rounds to zero has no sign. */
        if (out[0] == '-' && strspn(out + 1, "0.") == strlen(out + 1))
                memmove(out, out + 1, strlen(out));
        return out;
}

/* Four significant digits, fixed notation: model coefficients. */
const char *kp_rfmt_sig(char *out, size_t size, double v)
{
        int d = 3;
        if (v != 0 && isfinite(v))
                d = 3 - (int)floor(log10(fabs(v)));
        return kp_rfmt_fixed(out, size, v, d < 0 ? 0 : d > 9 ? 9 : d);
}

const char *kp_rfmt_count(char *out, size_t size, double v)
{
        return kp_rfmt_fixed(out, size, v, 0);
}

/* A metric value in its unit ("3.763 ms", "99.99%", "80,000 msg/s");
 * plain: as few decimals as needed (thresholds). */
const char *kp_rfmt_metric(char *out, size_t size, const char *unit, double v,
                           int plain)
{
        char n[64];
        if (strcmp(unit, "ratio") == 0)
                return kp_rfmt_pct(out, size, v);
        if (strcmp(unit, "messages") == 0) {
                snprintf(out, size, "%s",
                         plain ? kp_rfmt_plain(n, sizeof(n), v)
                               : kp_rfmt_count(n, sizeof(n), v));
                return out;
        }
        if (plain)
                kp_rfmt_plain(n, sizeof(n), v);
        else if (strcmp(unit, "ms") == 0)
                kp_rfmt_ms(n, sizeof(n), v);
        else if (strcmp(unit, "msg/s") == 0)
                kp_rfmt_rate(n, sizeof(n), v);
        else if (strcmp(unit, "MiB/s") == 0)
                kp_rfmt_mib(n, sizeof(n), v);
        else
                kp_rfmt_plain(n, sizeof(n), v);
        snprintf(out, size, "%s %s", n, unit);
        return out;
}

/* A margin with its sign; ratios in percentage points. */
const char *kp_rfmt_margin(char *out, size_t size, const char *unit, double m)
{
        char n[96];
        if (strcmp(unit, "ratio") == 0) {
                kp_rfmt_pp(n, sizeof(n), m * 100);
                snprintf(out, size, "%s%s pp", m > 0 ? "+" : "", n);
                return out;
        }
        kp_rfmt_metric(n, sizeof(n), unit, m, 0);
        snprintf(out, size, "%s%s", m > 0 ? "+" : "", n);
        return out;
}

/* "2026-11-30T10:00:00Z" -> "2026-11-30 10:00:00 UTC"; anything else as
 * is. */
const char *kp_rfmt_stamp(char *out, size_t size, const char *iso)
{
        size_t n = strlen(iso);
        if (n == 20 && iso[10] == 'T' && iso[19] == 'Z')
                snprintf(out, size, "%.10s %.8s UTC", iso, iso + 11);
        else
                snprintf(out, size, "%s", iso);
        return out;
}

/* Seconds since the epoch of an ISO 8601 UTC stamp, or -1. */
double kp_rfmt_parse_stamp(const char *iso)
{
        struct tm tm;
        memset(&tm, 0, sizeof(tm));
        if (sscanf(iso, "%4d-%2d-%2dT%2d:%2d:%2dZ", &tm.tm_year, &tm.tm_mon,
                   &tm.tm_mday, &tm.tm_hour, &tm.tm_min, &tm.tm_sec) != 6)
                return -1;
        tm.tm_year -= 1900;
        tm.tm_mon -= 1;
        return (double)timegm(&tm);
}

/* The change from a to b in percent, with its sign: "+12.3%", "-4.0%",
 * "0.0%" (never "-0.0%"), "0%" when both are 0, "from 0" when only a is. */
const char *kp_rfmt_change(char *out, size_t size, double a, double b)
{
        double pct;
        if (a == 0) {
                snprintf(out, size, b == 0 ? "0%%" : "from 0");
                return out;
        }
        pct = (b - a) / fabs(a) * 100.0;
        snprintf(out, size, "%s%.1f%%", pct > 0 ? "+" : "", pct);
        if (strcmp(out, "-0.0%") == 0 || strcmp(out, "+0.0%") == 0)
                snprintf(out, size, "0.0%%");
        return out;
}

const char *kp_rfmt_op_symbol(kp_cmp c)
{
        switch (c) {
        case KP_CMP_LE:
                return "≤";
        case KP_CMP_LT:
                return "<";
        case KP_CMP_GE:
                return "≥";
        case KP_CMP_GT:
                return ">";
        }
        return "?";
}
