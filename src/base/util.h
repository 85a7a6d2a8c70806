/*
 * util: clocks, error strings, a growable string buffer, careful file I/O.
 *
 * Every function that can fail for a reason the user can act on writes a
 * sentence into (errstr, errstr_size) and returns -1; 0 on success.
 */
#ifndef KP_UTIL_H
#define KP_UTIL_H

#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#define KP_ARRAY_LEN(a) (sizeof(a) / sizeof((a)[0]))

/* Exit codes (design.md): stable, documented in kplan.1. */
enum {
        KP_EXIT_PASS = 0,   /* every criterion passed */
        KP_EXIT_FAIL = 1,   /* a criterion failed or the run was incomplete */
        KP_EXIT_USAGE = 2,  /* usage or plan error: nothing ran */
        KP_EXIT_RUNTIME = 3 /* could not reach the cluster, runtime failure */
};

/* Microseconds from CLOCK_MONOTONIC: for every duration. */
int64_t kp_now_us(void);
/* Microseconds since the Unix epoch: only for timestamps shown to people
 * and for the production timestamp carried in messages. */
int64_t kp_wall_us(void);
/* Sleep until the monotonic time deadline_us (returns at once if past). */
void kp_sleep_until_us(int64_t deadline_us);

/* Formats into errstr (always NUL-terminated) and returns -1, so a failing
 * function can end with `return kp_err(errstr, size, "...", ...)`. */
/* The median of v[0..n), sorting v in place; NAN when n is 0. */
double kp_median(double *v, size_t n);

int kp_err(char *errstr, size_t errstr_size, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

/* Growable NUL-terminated string. Zero-initialise, append, then take .s
 * (caller frees) or kp_buf_free(). On allocation failure .oom is set and
 * later appends do nothing; check it once at the end. */
typedef struct kp_buf {
        char *s;
        size_t len, cap;
        int oom;
} kp_buf;

void kp_buf_append(kp_buf *b, const char *s, size_t n);
void kp_buf_puts(kp_buf *b, const char *s);
void kp_buf_putc(kp_buf *b, char c);
void kp_buf_printf(kp_buf *b, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));
void kp_buf_vprintf(kp_buf *b, const char *fmt, va_list ap);
void kp_buf_free(kp_buf *b);

/* Reads a whole regular file. Refuses directories, FIFOs, devices and
 * files larger than max_bytes, each with its own sentence naming the path.
 * On success *data (caller frees, NUL-terminated) and *len are set. */
int kp_read_file(const char *path, size_t max_bytes, char **data, size_t *len,
                 char *errstr, size_t errstr_size);

/* Writes data to path atomically: a temporary file in the same directory,
 * fsync, rename. Every write error (full disk, permission) is reported;
 * the target is never left truncated. */
int kp_write_file_atomic(const char *path, const void *data, size_t len,
                         char *errstr, size_t errstr_size);

/* mkdir -p. */
int kp_mkdir_p(const char *path, char *errstr, size_t errstr_size);

/* Path helpers. kp_path_join returns a malloc'd "dir/name" (caller frees);
 * a name that is already absolute is returned as is. kp_dirname returns a
 * malloc'd directory of path ("." for a bare name). NULL on OOM. */
char *kp_path_join(const char *dir, const char *name);
char *kp_dirname(const char *path);

/* Decimal with thousands separators: 100000000 -> "100,000,000". */
const char *kp_fmt_count(char *out, size_t out_size, uint64_t n);

/* Duration for people: "37 min 30 s", "2 h 05 min", "850 ms". */
const char *kp_fmt_duration(char *out, size_t out_size, double seconds);

/* UTC timestamps: "2026-11-30T04:03:04Z" (iso) and "20261130T040304Z"
 * (compact, for directory names). */
const char *kp_fmt_utc_iso(char *out, size_t out_size, int64_t wall_us);
const char *kp_fmt_utc_compact(char *out, size_t out_size, int64_t wall_us);

/* Levenshtein distance, capped: returns cap+1 when larger. */
int kp_edit_distance(const char *a, const char *b, int cap);

/* The nearest of some names to a mistyped one, for a "did you mean"
 * hint. kp_nearest_start(key, limit) begins a search for key (borrowed);
 * kp_nearest_offer() weighs one candidate (borrowed): it becomes .best
 * when its edit distance to key is below limit and below every earlier
 * candidate's (the first of equals wins). .best is NULL when no
 * candidate came near enough. */
typedef struct kp_nearest {
        const char *key;
        const char *best;
        int best_d;
} kp_nearest;
kp_nearest kp_nearest_start(const char *key, int limit);
void kp_nearest_offer(kp_nearest *n, const char *candidate);

/* strdup that is NULL-safe. */
char *kp_strdup0(const char *s);

#endif
