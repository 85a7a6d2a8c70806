#include "report/hlog.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <zlib.h>

#include "base/util.h"

/* HdrHistogram's V2 encoding (its AbstractHistogram and
 * HistogramLogWriter define the format): a big-endian header of 40 bytes,
 * then the counts from index 0 to the last non-zero one as ZigZag LEB128
 * words, a run of zeros written as its negated length. The compressed
 * form is a second header (cookie, length) and the zlib stream of the
 * first. */
#define V2_COOKIE            0x1c849313u /* encoding, word size flag 0x10 */
#define V2_COMPRESSED_COOKIE 0x1c849314u
#define SIG_DIGITS           3
#define LOWEST               1
#define HIGHEST              ((int64_t)KP_HIST_MAX_US)

static void put32(unsigned char *p, uint32_t v)
{
        p[0] = (unsigned char)(v >> 24);
        p[1] = (unsigned char)(v >> 16);
        p[2] = (unsigned char)(v >> 8);
        p[3] = (unsigned char)v;
}

static void put64(unsigned char *p, uint64_t v)
{
        put32(p, (uint32_t)(v >> 32));
        put32(p + 4, (uint32_t)v);
}

/* The counts index of value v in HdrHistogram's layout for a lowest
 * discernible value of 1 and 2,048 sub-buckets (3 significant digits):
 * kplan's own layout (base/hist.c). */
static size_t hdr_index(int64_t v)
{
        uint64_t u = (uint64_t)v;
        int b = 63 - __builtin_clzll(u | 2047) - 10;
        uint64_t sub = u >> b;
        return ((size_t)(b + 1) << 10) + (size_t)(sub - 1024);
}

/* ZigZag, then LEB128 (at most 9 bytes; counts stay far below 2^56). */
static size_t put_zigzag(unsigned char *p, int64_t v)
{
        uint64_t z = ((uint64_t)v << 1) ^ (uint64_t)(v >> 63);
        size_t n = 0;
        while (z >= 0x80 && n < 8) {
                p[n++] = (unsigned char)(z | 0x80);
                z >>= 7;
        }
        p[n++] = (unsigned char)z;
        return n;
}

typedef struct counts {
        size_t *index;
        uint64_t *count;
        size_t n;
} counts;

static int collect(const kp_hist *h, counts *c)
{
        size_t cur = 0, cap = 0;
        kp_hist_bucket b;
        memset(c, 0, sizeof(*c));
        while (kp_hist_next(h, &cur, &b)) {
                if (c->n == cap) {
                        size_t nc = cap ? cap * 2 : 256;
                        size_t *i = realloc(c->index, nc * sizeof(*i));
                        uint64_t *k =
                            i ? realloc(c->count, nc * sizeof(*k)) : NULL;
                        if (i)
                                c->index = i;
                        if (!k)
                                return -1;
                        c->count = k;
                        cap = nc;
                }
                c->index[c->n] = hdr_index(b.lo_us);
                c->count[c->n++] = b.count;
        }
        return 0;
}

static const char b64[] =
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

static void put_base64(kp_buf *out, const unsigned char *p, size_t n)
{
        for (size_t i = 0; i < n; i += 3) {
                uint32_t v = (uint32_t)p[i] << 16;
                if (i + 1 < n)
                        v |= (uint32_t)p[i + 1] << 8;
                if (i + 2 < n)
                        v |= p[i + 2];
                kp_buf_putc(out, b64[(v >> 18) & 63]);
                kp_buf_putc(out, b64[(v >> 12) & 63]);
                kp_buf_putc(out, i + 1 < n ? b64[(v >> 6) & 63] : '=');
                kp_buf_putc(out, i + 2 < n ? b64[v & 63] : '=');
        }
}

int kp_hlog_encode(const kp_hist *h, kp_buf *out)
{
        counts c;
        unsigned char *raw = NULL, *z = NULL;
        size_t len = 40, next = 0;
        uLongf zlen;
        double one = 1.0;
        uint64_t bits;
        int ret = -1;

        if (collect(h, &c))
                goto out;
        /* Nine bytes a word at most, two words a bucket (a run of zeros
         * before it), and the empty histogram's single zero. */
        raw = malloc(40 + (c.n * 2 + 1) * 9);
        if (!raw)
                goto out;
        for (size_t i = 0; i < c.n; i++) {
                size_t zeros = c.index[i] - next;
                if (zeros == 1)
                        len += put_zigzag(raw + len, 0);
                else if (zeros > 1)
                        len += put_zigzag(raw + len, -(int64_t)zeros);
                len += put_zigzag(raw + len, (int64_t)c.count[i]);
                next = c.index[i] + 1;
        }
        if (c.n == 0)
                len += put_zigzag(raw + len, 0);
        put32(raw, V2_COOKIE);
        put32(raw + 4, (uint32_t)(len - 40));
        put32(raw + 8, 0); /* normalizing index offset */
        put32(raw + 12, SIG_DIGITS);
        put64(raw + 16, LOWEST);
        put64(raw + 24, (uint64_t)HIGHEST);
        memcpy(&bits, &one, sizeof(bits)); /* conversion ratio 1.0 */
        put64(raw + 32, bits);

        zlen = compressBound((uLong)len);
        z = malloc(8 + zlen);
        if (!z || compress2(z + 8, &zlen, raw, (uLong)len,
                            Z_DEFAULT_COMPRESSION) != Z_OK)
                goto out;
        put32(z, V2_COMPRESSED_COOKIE);
        put32(z + 4, (uint32_t)zlen);
        put_base64(out, z, 8 + zlen);
        ret = out->oom ? -1 : 0;
out:
        free(c.index);
        free(c.count);
        free(raw);
        free(z);
        return ret;
}

int kp_hlog_format(int64_t start_us, const kp_hist *const *hs,
                   const int64_t *start_us_each, const double *len_s, size_t n,
                   kp_buf *out)
{
        time_t t = (time_t)(start_us / 1000000);
        struct tm tm;
        char when[64];
        double base = (double)start_us / 1e6;
        gmtime_r(&t, &tm);
        strftime(when, sizeof(when), "%a %b %d %H:%M:%S UTC %Y", &tm);
        kp_buf_puts(out, "#[Histogram log format version 1.3]\n");
        kp_buf_printf(out, "#[StartTime: %.3f (seconds since epoch), %s]\n",
                      base, when);
        kp_buf_printf(out, "#[BaseTime: %.3f (seconds since epoch)]\n", base);
        kp_buf_puts(out, "\"StartTimestamp\",\"Interval_Length\","
                         "\"Interval_Max\",\"Interval_Compressed_"
                         "Histogram\"\n");
        for (size_t i = 0; i < n; i++) {
                double rel = (double)(start_us_each[i] - start_us) / 1e6;
                kp_buf_printf(out, "%.3f,%.3f,%.3f,", rel < 0 ? 0 : rel,
                              len_s[i] > 0 ? len_s[i] : 0,
                              (double)kp_hist_max(hs[i]) / 1000.0);
                if (kp_hlog_encode(hs[i], out))
                        return -1;
                kp_buf_putc(out, '\n');
        }
        return out->oom ? -1 : 0;
}

/* "2026-11-30T10:30:12Z" as microseconds since the epoch, or 0. */
static int64_t iso_us(const char *s)
{
        struct tm tm = { 0 };
        const char *end;
        if (!s || !*s)
                return 0;
        end = strptime(s, "%Y-%m-%dT%H:%M:%S", &tm);
        if (!end)
                return 0;
        return (int64_t)timegm(&tm) * 1000000;
}

static int write_one(const char *dir, const char *tier, const char *series,
                     int64_t run_us, int64_t start_us, double len_s,
                     const kp_hist *h, char *errstr, size_t errstr_size)
{
        kp_buf text = { 0 };
        char name[300], path[4400];
        size_t o = 0;
        int ret;
        for (const char *p = tier; *p && o + 1 < 200; p++)
                name[o++] = (char)(strchr("abcdefghijklmnopqrstuvwxyz"
                                          "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
                                          "0123456789._-+",
                                          *p)
                                       ? *p
                                       : '_');
        name[o] = '\0';
        snprintf(path, sizeof(path), "%s/%s.%s.hlog", dir, name, series);
        if (kp_hlog_format(run_us ? run_us : start_us, &h, &start_us, &len_s, 1,
                           &text)) {
                kp_buf_free(&text);
                return kp_err(errstr, errstr_size,
                              "%s: out of memory encoding the histogram", path);
        }
        ret = kp_write_file_atomic(path, text.s, text.len, errstr, errstr_size);
        kp_buf_free(&text);
        return ret;
}

int kp_hlog_write_results(const kp_results *r, const char *dir, char *errstr,
                          size_t errstr_size)
{
        int64_t run_us = iso_us(r->started_at);
        int n = 0;
        for (size_t i = 0; i < r->n_tiers; i++) {
                const kp_tier_result *t = &r->tiers[i];
                const kp_produce_result *p = &t->produce;
                const kp_consume_result *c = &t->consume;
                int64_t ps = iso_us(p->started_at), cs = iso_us(c->started_at);
                /* A tier's histograms: the phase's start and length. */
                const struct {
                        const char *series;
                        int ran;
                        const kp_hist *h;
                        int64_t start_us;
                        double len_s;
                } logs[] = {
                        { "produce-latency", p->ran, p->hist_latency, ps,
                          p->total_s },
                        { "produce-service", p->ran, p->hist_service, ps,
                          p->total_s },
                        { "consume-e2e", c->ran, c->hist_e2e, cs,
                          c->duration_s },
                };
                for (size_t k = 0; k < KP_ARRAY_LEN(logs); k++) {
                        if (!logs[k].ran || !logs[k].h ||
                            !kp_hist_count(logs[k].h))
                                continue;
                        if (write_one(dir, t->name, logs[k].series, run_us,
                                      logs[k].start_us, logs[k].len_s,
                                      logs[k].h, errstr, errstr_size))
                                return -1;
                        n++;
                }
        }
        return n;
}
