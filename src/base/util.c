#include "base/util.h"

#include <errno.h>
#include <fcntl.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

int64_t kp_now_us(void)
{
        struct timespec ts;
        clock_gettime(CLOCK_MONOTONIC, &ts);
        return (int64_t)ts.tv_sec * 1000000 + ts.tv_nsec / 1000;
}

int64_t kp_wall_us(void)
{
        struct timespec ts;
        clock_gettime(CLOCK_REALTIME, &ts);
        return (int64_t)ts.tv_sec * 1000000 + ts.tv_nsec / 1000;
}

void kp_sleep_until_us(int64_t deadline_us)
{
        struct timespec ts;
        ts.tv_sec = (time_t)(deadline_us / 1000000);
        ts.tv_nsec = (long)(deadline_us % 1000000) * 1000;
        while (clock_nanosleep(CLOCK_MONOTONIC, TIMER_ABSTIME, &ts, NULL) ==
               EINTR)
                ;
}

int kp_err(char *errstr, size_t errstr_size, const char *fmt, ...)
{
        va_list ap;
        if (errstr && errstr_size) {
                va_start(ap, fmt);
                vsnprintf(errstr, errstr_size, fmt, ap);
                va_end(ap);
        }
        return -1;
}

static int buf_reserve(kp_buf *b, size_t extra)
{
        size_t need, cap;
        char *s;
        if (b->oom)
                return -1;
        need = b->len + extra + 1;
        if (need <= b->cap)
                return 0;
        cap = b->cap ? b->cap : 256;
        while (cap < need)
                cap *= 2;
        s = realloc(b->s, cap);
        if (!s) {
                b->oom = 1;
                return -1;
        }
        b->s = s;
        b->cap = cap;
        return 0;
}

void kp_buf_append(kp_buf *b, const char *s, size_t n)
{
        if (buf_reserve(b, n))
                return;
        memcpy(b->s + b->len, s, n);
        b->len += n;
        b->s[b->len] = '\0';
}

void kp_buf_puts(kp_buf *b, const char *s)
{
        kp_buf_append(b, s, strlen(s));
}

void kp_buf_putc(kp_buf *b, char c)
{
        kp_buf_append(b, &c, 1);
}

void kp_buf_vprintf(kp_buf *b, const char *fmt, va_list ap)
{
        va_list ap2;
        int n;
        va_copy(ap2, ap);
        n = vsnprintf(NULL, 0, fmt, ap2);
        va_end(ap2);
        if (n < 0 || buf_reserve(b, (size_t)n))
                return;
        vsnprintf(b->s + b->len, (size_t)n + 1, fmt, ap);
        b->len += (size_t)n;
}

void kp_buf_printf(kp_buf *b, const char *fmt, ...)
{
        va_list ap;
        va_start(ap, fmt);
        kp_buf_vprintf(b, fmt, ap);
        va_end(ap);
}

void kp_buf_free(kp_buf *b)
{
        free(b->s);
        memset(b, 0, sizeof(*b));
}

int kp_read_file(const char *path, size_t max_bytes, char **data, size_t *len,
                 char *errstr, size_t errstr_size)
{
        struct stat st;
        char *buf = NULL;
        size_t cap, n = 0;
        ssize_t r;
        int fd, ret = -1;

        *data = NULL;
        *len = 0;
        /* O_NONBLOCK so that opening a FIFO without a writer does not
         * block; the type check below rejects it anyway. */
        fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC);
        if (fd < 0)
                return kp_err(errstr, errstr_size, "%s: cannot open: %s", path,
                              strerror(errno));
        if (fstat(fd, &st) != 0) {
                kp_err(errstr, errstr_size, "%s: cannot stat: %s", path,
                       strerror(errno));
                goto out;
        }
        if (S_ISDIR(st.st_mode)) {
                kp_err(errstr, errstr_size,
                       "%s: is a directory, expected a file", path);
                goto out;
        }
        if (!S_ISREG(st.st_mode)) {
                kp_err(errstr, errstr_size,
                       "%s: is not a regular file (a FIFO, socket or "
                       "device), expected a file",
                       path);
                goto out;
        }
        if ((uint64_t)st.st_size > max_bytes) {
                kp_err(errstr, errstr_size,
                       "%s: is %lld bytes, larger than the limit of %zu "
                       "bytes",
                       path, (long long)st.st_size, max_bytes);
                goto out;
        }
        cap = (size_t)st.st_size + 1;
        buf = malloc(cap);
        if (!buf) {
                kp_err(errstr, errstr_size, "%s: out of memory", path);
                goto out;
        }
        for (;;) {
                if (n + 1 >= cap) {
                        /* The file grew while we read it. */
                        if (cap > max_bytes) {
                                kp_err(errstr, errstr_size,
                                       "%s: grew beyond the limit of %zu "
                                       "bytes while being read",
                                       path, max_bytes);
                                goto out;
                        }
                        char *nb = realloc(buf, cap * 2);
                        if (!nb) {
                                kp_err(errstr, errstr_size, "%s: out of memory",
                                       path);
                                goto out;
                        }
                        buf = nb;
                        cap *= 2;
                }
                r = read(fd, buf + n, cap - n - 1);
                if (r < 0) {
                        if (errno == EINTR)
                                continue;
                        kp_err(errstr, errstr_size, "%s: read error: %s", path,
                               strerror(errno));
                        goto out;
                }
                if (r == 0)
                        break;
                n += (size_t)r;
        }
        buf[n] = '\0';
        *data = buf;
        *len = n;
        buf = NULL;
        ret = 0;
out:
        free(buf);
        close(fd);
        return ret;
}

int kp_write_file_atomic(const char *path, const void *data, size_t len,
                         char *errstr, size_t errstr_size)
{
        char *tmp = NULL;
        const char *p = data;
        size_t left = len;
        int fd = -1, ret = -1;

        if (asprintf(&tmp, "%s.tmp.%ld", path, (long)getpid()) < 0) {
                tmp = NULL;
                return kp_err(errstr, errstr_size, "%s: out of memory", path);
        }
        fd = open(tmp, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
        if (fd < 0) {
                kp_err(errstr, errstr_size, "%s: cannot create: %s", tmp,
                       strerror(errno));
                goto out;
        }
        while (left > 0) {
                ssize_t w = write(fd, p, left);
                if (w < 0) {
                        if (errno == EINTR)
                                continue;
                        kp_err(errstr, errstr_size, "%s: write error: %s", path,
                               strerror(errno));
                        goto out;
                }
                p += w;
                left -= (size_t)w;
        }
        if (fsync(fd) != 0) {
                kp_err(errstr, errstr_size, "%s: write error: %s", path,
                       strerror(errno));
                goto out;
        }
        if (close(fd) != 0) {
                fd = -1;
                kp_err(errstr, errstr_size, "%s: write error: %s", path,
                       strerror(errno));
                goto out;
        }
        fd = -1;
        if (rename(tmp, path) != 0) {
                kp_err(errstr, errstr_size, "%s: cannot rename into place: %s",
                       path, strerror(errno));
                goto out;
        }
        ret = 0;
out:
        if (fd >= 0)
                close(fd);
        if (ret != 0 && tmp)
                unlink(tmp);
        free(tmp);
        return ret;
}

int kp_mkdir_p(const char *path, char *errstr, size_t errstr_size)
{
        char *p, *s = strdup(path);
        struct stat st;
        int ret = -1;
        if (!s)
                return kp_err(errstr, errstr_size, "out of memory");
        for (p = s + 1;; p++) {
                char c = *p;
                if (c != '/' && c != '\0')
                        continue;
                *p = '\0';
                if (mkdir(s, 0755) != 0 && errno != EEXIST) {
                        kp_err(errstr, errstr_size,
                               "%s: cannot create directory: %s", s,
                               strerror(errno));
                        goto out;
                }
                *p = c;
                if (c == '\0')
                        break;
        }
        if (stat(path, &st) != 0 || !S_ISDIR(st.st_mode)) {
                kp_err(errstr, errstr_size, "%s: exists and is not a directory",
                       path);
                goto out;
        }
        ret = 0;
out:
        free(s);
        return ret;
}

char *kp_path_join(const char *dir, const char *name)
{
        char *out;
        if (name[0] == '/' || !dir || !*dir)
                return strdup(name);
        if (asprintf(&out, "%s/%s", dir, name) < 0)
                return NULL;
        return out;
}

char *kp_dirname(const char *path)
{
        const char *slash = strrchr(path, '/');
        if (!slash)
                return strdup(".");
        if (slash == path)
                return strdup("/");
        return strndup(path, (size_t)(slash - path));
}

const char *kp_fmt_count(char *out, size_t out_size, uint64_t n)
{
        char digits[32];
        int len =
            snprintf(digits, sizeof(digits), "%llu", (unsigned long long)n);
        size_t o = 0;
        for (int i = 0; i < len && o + 2 < out_size; i++) {
                if (i > 0 && (len - i) % 3 == 0)
                        out[o++] = ',';
                out[o++] = digits[i];
        }
        out[o] = '\0';
        return out;
}

const char *kp_fmt_duration(char *out, size_t out_size, double seconds)
{
        /* Each unit is chosen by the value as it will be printed: 0.9996 s
         * is "1.0 s", not "1000 ms". */
        double ms = round(seconds * 1000.0), tenths = round(seconds * 10.0);
        long s, m;
        if (ms < 1000.0) {
                snprintf(out, out_size, "%.0f ms", ms);
                return out;
        }
        if (tenths < 600.0) {
                snprintf(out, out_size, "%.1f s", tenths / 10.0);
                return out;
        }
        s = (long)round(seconds);
        if (s < 3600) {
                if (s % 60 == 0)
                        snprintf(out, out_size, "%ld min", s / 60);
                else
                        snprintf(out, out_size, "%ld min %02ld s", s / 60,
                                 s % 60);
                return out;
        }
        m = (long)round(seconds / 60.0);
        if (m % 1440 == 0 && m > 2880)
                snprintf(out, out_size, "%ld d", m / 1440);
        else if (m % 60 == 0)
                snprintf(out, out_size, "%ld h", m / 60);
        else
                snprintf(out, out_size, "%ld h %02ld min", m / 60, m % 60);
        return out;
}

static const char *fmt_utc(char *out, size_t out_size, int64_t wall_us,
                           const char *fmt)
{
        time_t t = (time_t)(wall_us / 1000000);
        struct tm tm;
        gmtime_r(&t, &tm);
        strftime(out, out_size, fmt, &tm);
        return out;
}

const char *kp_fmt_utc_iso(char *out, size_t out_size, int64_t wall_us)
{
        return fmt_utc(out, out_size, wall_us, "%Y-%m-%dT%H:%M:%SZ");
}

const char *kp_fmt_utc_compact(char *out, size_t out_size, int64_t wall_us)
{
        return fmt_utc(out, out_size, wall_us, "%Y%m%dT%H%M%SZ");
}

kp_nearest kp_nearest_start(const char *key, int limit)
{
        kp_nearest n = { key, NULL, limit };
        return n;
}

void kp_nearest_offer(kp_nearest *n, const char *candidate)
{
        int d = kp_edit_distance(n->key, candidate, n->best_d);
        if (d < n->best_d) {
                n->best_d = d;
                n->best = candidate;
        }
}

int kp_edit_distance(const char *a, const char *b, int cap)
{
        size_t la = strlen(a), lb = strlen(b);
        int row[64], best;
        if (lb >= KP_ARRAY_LEN(row) || la >= 64)
                return cap + 1;
        for (size_t j = 0; j <= lb; j++)
                row[j] = (int)j;
        for (size_t i = 1; i <= la; i++) {
                int prev = row[0];
                row[0] = (int)i;
                best = row[0];
                for (size_t j = 1; j <= lb; j++) {
                        int cur = row[j];
                        int sub = prev + (a[i - 1] != b[j - 1]);
                        int del = row[j] + 1;
                        int ins = row[j - 1] + 1;
                        row[j] = sub < del ? sub : del;
                        if (ins < row[j])
                                row[j] = ins;
                        if (row[j] < best)
                                best = row[j];
                        prev = cur;
                }
                if (best > cap)
                        return cap + 1;
        }
        return row[lb] > cap ? cap + 1 : row[lb];
}

char *kp_strdup0(const char *s)
{
        return s ? strdup(s) : NULL;
}

static int cmp_double(const void *a, const void *b)
{
        double x = *(const double *)a, y = *(const double *)b;
        return x < y ? -1 : x > y;
}

double kp_median(double *v, size_t n)
{
        if (n == 0)
                return NAN;
        qsort(v, n, sizeof(*v), cmp_double);
        return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}
