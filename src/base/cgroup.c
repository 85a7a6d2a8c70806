#include "base/cgroup.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/util.h"

/* ---- parsing (pure) ------------------------------------------------------ */

/* Whether the comma-separated list s (len bytes) holds word. */
static int has_word(const char *s, size_t len, const char *word)
{
        size_t wl = strlen(word);
        const char *end = s + len;
        while (s < end) {
                const char *c = memchr(s, ',', (size_t)(end - s));
                size_t l = c ? (size_t)(c - s) : (size_t)(end - s);
                if (l == wl && memcmp(s, word, wl) == 0)
                        return 1;
                s += l + 1;
        }
        return 0;
}

/* The length of the line at s, without its newline. */
static size_t line_len(const char *s)
{
        return strcspn(s, "\n");
}

static int set_path(kp_cgroup_ref *out, const char *p, size_t len, int v2)
{
        if (len == 0 || p[0] != '/' || len >= sizeof(out->path))
                return -1;
        memcpy(out->path, p, len);
        out->path[len] = '\0';
        out->v2 = v2;
        return 0;
}

/* The cgroup of v1's controller ctl in /proc/self/cgroup's text, else
 * v2's when v2_too. 0, or -1. */
static int self_of(const char *text, const char *ctl, int v2_too,
                   kp_cgroup_ref *out)
{
        const char *s = text, *v2 = NULL;
        size_t v2_len = 0;
        memset(out, 0, sizeof(*out));
        while (s && *s) {
                size_t len = line_len(s);
                const char *c1 = memchr(s, ':', len), *c2;
                if (c1) {
                        c2 = memchr(c1 + 1, ':', len - (size_t)(c1 + 1 - s));
                        if (c2) {
                                size_t cl = (size_t)(c2 - c1 - 1);
                                const char *p = c2 + 1;
                                size_t pl = len - (size_t)(p - s);
                                if (cl == 0 && c1 - s == 1 && s[0] == '0') {
                                        v2 = p;
                                        v2_len = pl;
                                } else if (has_word(c1 + 1, cl, ctl)) {
                                        return set_path(out, p, pl, 0);
                                }
                        }
                }
                s += len;
                if (*s == '\n')
                        s++;
        }
        return v2 && v2_too ? set_path(out, v2, v2_len, 1) : -1;
}

int kp_cgroup_parse_self(const char *text, kp_cgroup_ref *out)
{
        return self_of(text, "cpu", 1, out);
}

/* The next space-separated field of the line [*s, end) into f (len). */
static int field(const char **s, const char *end, const char **f, size_t *len)
{
        while (*s < end && **s == ' ')
                (*s)++;
        if (*s >= end)
                return -1;
        *f = *s;
        while (*s < end && **s != ' ')
                (*s)++;
        *len = (size_t)(*s - *f);
        return 0;
}

/* kp_cgroup_parse_mount() for v1's controller ctl. */
static int mount_of(const char *mountinfo, const kp_cgroup_ref *ref,
                    const char *ctl, char *dir, size_t dir_size)
{
        const char *s = mountinfo, *mnt = NULL;
        size_t mnt_len = 0, root_len = 0;
        int holds = 0, n;
        while (s && *s) {
                size_t len = line_len(s);
                const char *end = s + len, *p = s, *f, *root, *m, *type, *src,
                           *opts;
                size_t fl, rl, ml, tl, sl, ol;
                int ok = 1, match, h;
                /* ID, parent, major:minor, root, mount point, options,
                 * optional fields up to "-", type, source, options. */
                for (int i = 0; ok && i < 3; i++)
                        ok = field(&p, end, &f, &fl) == 0;
                ok = ok && field(&p, end, &root, &rl) == 0 &&
                     field(&p, end, &m, &ml) == 0;
                while (ok && (ok = field(&p, end, &f, &fl) == 0) &&
                       !(fl == 1 && f[0] == '-'))
                        ;
                ok = ok && field(&p, end, &type, &tl) == 0 &&
                     field(&p, end, &src, &sl) == 0 &&
                     field(&p, end, &opts, &ol) == 0;
                s = *end ? end + 1 : end;
                if (!ok)
                        continue;
                match = ref->v2 ? tl == 7 && memcmp(type, "cgroup2", 7) == 0
                                : tl == 6 && memcmp(type, "cgroup", 6) == 0 &&
                                      has_word(opts, ol, ctl);
                if (!match)
                        continue;
                /* The root "/" holds every path; a deeper root (a
                 * container's view) the paths under it. The deepest that
                 * holds the path wins; else the first mount. */
                if (rl == 1 && root[0] == '/')
                        rl = 0;
                h = strncmp(ref->path, root, rl) == 0 &&
                    (ref->path[rl] == '\0' || ref->path[rl] == '/');
                if (!mnt || (h && (!holds || rl > root_len))) {
                        mnt = m;
                        mnt_len = ml;
                        root_len = rl;
                        holds = h;
                }
        }
        if (!mnt)
                return -1;
        {
                /* A path the mount's root does not hold (a view that
                 * hides it): the mount point itself. */
                const char *tail = holds ? ref->path + root_len : "";
                if (strcmp(tail, "/") == 0)
                        tail = "";
                n = snprintf(dir, dir_size, "%.*s%s", (int)mnt_len, mnt, tail);
        }
        return n < 0 || (size_t)n >= dir_size ? -1 : 0;
}

int kp_cgroup_parse_mount(const char *mountinfo, const kp_cgroup_ref *ref,
                          char *dir, size_t dir_size)
{
        return mount_of(mountinfo, ref, "cpu", dir, dir_size);
}

int kp_cgroup_parse_acct(const char *self, const char *mountinfo,
                         const kp_cgroup_ref *ref, char *dir, size_t dir_size)
{
        kp_cgroup_ref cpu, acct;
        if (ref->v2)
                return mount_of(mountinfo, ref, "", dir, dir_size);
        /* cpuacct counts the group the process is in there: the one of
         * its cpu cgroup only when both have the same path. */
        if (self_of(self, "cpu", 0, &cpu) ||
            self_of(self, "cpuacct", 0, &acct) ||
            strcmp(cpu.path, acct.path) != 0)
                return -1;
        return mount_of(mountinfo, ref, "cpuacct", dir, dir_size);
}

/* A whole number at the start of s (after spaces); 0, or -1. */
static int parse_ll(const char *s, long long *out)
{
        char *end;
        if (!s)
                return -1;
        *out = strtoll(s, &end, 10);
        return end == s ? -1 : 0;
}

double kp_cgroup_parse_quota_v1(const char *quota_us, const char *period_us)
{
        long long q, p;
        if (parse_ll(quota_us, &q) || parse_ll(period_us, &p) || q <= 0 ||
            p <= 0)
                return NAN;
        return (double)q / (double)p;
}

double kp_cgroup_parse_quota_v2(const char *cpu_max)
{
        long long q, p;
        char *end;
        if (!cpu_max)
                return NAN;
        while (*cpu_max == ' ')
                cpu_max++;
        if (strncmp(cpu_max, "max", 3) == 0)
                return NAN;
        q = strtoll(cpu_max, &end, 10);
        if (end == cpu_max || parse_ll(end, &p) || q <= 0 || p <= 0)
                return NAN;
        return (double)q / (double)p;
}

int kp_cgroup_parse_stat(const char *text, int v2, kp_cgroup_stat *out)
{
        const char *s = text;
        int have = 0;
        memset(out, 0, sizeof(*out));
        while (s && *s) {
                size_t len = line_len(s);
                char key[32];
                unsigned long long v;
                if (sscanf(s, "%31s %llu", key, &v) == 2) {
                        if (strcmp(key, "nr_periods") == 0) {
                                out->nr_periods = v;
                                have |= 1;
                        } else if (strcmp(key, "nr_throttled") == 0) {
                                out->nr_throttled = v;
                                have |= 2;
                        } else if (!v2 && strcmp(key, "throttled_time") == 0) {
                                out->throttled_s = (double)v / 1e9;
                                have |= 4;
                        } else if (v2 && strcmp(key, "throttled_usec") == 0) {
                                out->throttled_s = (double)v / 1e6;
                                have |= 4;
                        }
                }
                s += len;
                if (*s == '\n')
                        s++;
        }
        out->ok = have == 7;
        return out->ok ? 0 : -1;
}

void kp_cgroup_between(const kp_cgroup_stat *a, const kp_cgroup_stat *b,
                       double *share, double *secs)
{
        *share = *secs = NAN;
        if (!a->ok || !b->ok || b->nr_periods < a->nr_periods ||
            b->nr_throttled < a->nr_throttled ||
            b->throttled_s < a->throttled_s)
                return;
        *secs = b->throttled_s - a->throttled_s;
        *share = b->nr_periods > a->nr_periods
                     ? (double)(b->nr_throttled - a->nr_throttled) /
                           (double)(b->nr_periods - a->nr_periods)
                     : 0;
        if (*share > 1)
                *share = 1;
}

int kp_cgroup_parse_usage_v1(const char *text, double *cpu_s)
{
        long long ns;
        *cpu_s = NAN;
        if (parse_ll(text, &ns) || ns < 0)
                return -1;
        *cpu_s = (double)ns / 1e9;
        return 0;
}

int kp_cgroup_parse_usage_v2(const char *cpu_stat, double *cpu_s)
{
        const char *s = cpu_stat;
        *cpu_s = NAN;
        while (s && *s) {
                size_t len = line_len(s);
                unsigned long long v;
                if (strncmp(s, "usage_usec ", 11) == 0 &&
                    sscanf(s + 11, "%llu", &v) == 1) {
                        *cpu_s = (double)v / 1e6;
                        return 0;
                }
                s += len;
                if (*s == '\n')
                        s++;
        }
        return -1;
}

double kp_cgroup_busy(const kp_cgroup_usage *a, const kp_cgroup_usage *b,
                      double quota)
{
        double wall_s, share;
        if (!a->ok || !b->ok || !(quota > 0) || b->cpu_s < a->cpu_s ||
            b->at_us <= a->at_us)
                return NAN;
        wall_s = (double)(b->at_us - a->at_us) / 1e6;
        share = (b->cpu_s - a->cpu_s) / (wall_s * quota);
        /* A period's use may run past the quota by the samples' skew. */
        return share > 1 ? 1 : share;
}

/* ---- reading ------------------------------------------------------------- */

/* A small file's text into buf (cut to size); 0, or -1. */
static int read_text(const char *path, char *buf, size_t size)
{
        FILE *f = fopen(path, "r");
        size_t n;
        if (!f)
                return -1;
        n = fread(buf, 1, size - 1, f);
        buf[n] = '\0';
        fclose(f);
        return n > 0 ? 0 : -1;
}

/* The quota set on the cgroup folder dir, NAN: none or not readable. */
static double quota_of(const char *dir, int v2)
{
        char path[700], a[64], b[64];
        if (v2) {
                snprintf(path, sizeof(path), "%s/cpu.max", dir);
                return read_text(path, a, sizeof(a))
                           ? NAN
                           : kp_cgroup_parse_quota_v2(a);
        }
        snprintf(path, sizeof(path), "%s/cpu.cfs_quota_us", dir);
        if (read_text(path, a, sizeof(a)))
                return NAN;
        snprintf(path, sizeof(path), "%s/cpu.cfs_period_us", dir);
        if (read_text(path, b, sizeof(b)))
                return NAN;
        return kp_cgroup_parse_quota_v1(a, b);
}

/* The tightest quota from the folder cg->dir up to the hierarchy's root
 * folder (its first top_len bytes): into cg->dir and cg->quota. */
static void tightest(kp_cgroup *cg, size_t top_len)
{
        char dir[640];
        snprintf(dir, sizeof(dir), "%s", cg->dir);
        for (;;) {
                double q = quota_of(dir, cg->v2);
                char *slash;
                if (!isnan(q) && !(cg->quota <= q)) {
                        cg->quota = q;
                        snprintf(cg->dir, sizeof(cg->dir), "%s", dir);
                }
                if (strlen(dir) <= top_len)
                        break;
                slash = strrchr(dir, '/');
                if (!slash || (size_t)(slash - dir) < top_len)
                        break;
                *slash = '\0';
        }
}

/* Where the CPU use of the cgroup measured is counted (cg->acct): its
 * path is ref's less the up bytes of folders the walk went up. */
static void find_acct(kp_cgroup *cg, const char *self, const char *mi,
                      const kp_cgroup_ref *ref, size_t up)
{
        kp_cgroup_ref at = *ref;
        size_t len = strlen(at.path);
        if (up > len)
                return;
        at.path[len - up] = '\0';
        if (!at.path[0])
                snprintf(at.path, sizeof(at.path), "/");
        if (kp_cgroup_parse_acct(self, mi, &at, cg->acct, sizeof(cg->acct)))
                cg->acct[0] = '\0';
}

void kp_cgroup_open(kp_cgroup *cg)
{
        /* mountinfo lists every mount: a container's can be long. */
        static const size_t mi_size = 256 * 1024;
        char self[4096], *mi = malloc(mi_size), dir[640];
        kp_cgroup_ref ref, top;
        size_t start_len;
        memset(cg, 0, sizeof(*cg));
        cg->quota = NAN;
        if (!mi)
                return;
        if (read_text("/proc/self/cgroup", self, sizeof(self)) ||
            kp_cgroup_parse_self(self, &ref) ||
            read_text("/proc/self/mountinfo", mi, mi_size) ||
            kp_cgroup_parse_mount(mi, &ref, cg->dir, sizeof(cg->dir))) {
                free(mi);
                return;
        }
        /* The mount point: the folder of the hierarchy's root, where the
         * walk up the parents stops. */
        top = ref;
        snprintf(top.path, sizeof(top.path), "/");
        if (kp_cgroup_parse_mount(mi, &top, dir, sizeof(dir)) ||
            strncmp(cg->dir, dir, strlen(dir)) != 0)
                snprintf(dir, sizeof(dir), "%s", cg->dir);
        cg->ok = 1;
        cg->v2 = ref.v2;
        start_len = strlen(cg->dir);
        tightest(cg, strlen(dir));
        find_acct(cg, self, mi, &ref, start_len - strlen(cg->dir));
        free(mi);
}

void kp_cgroup_read(const kp_cgroup *cg, kp_cgroup_stat *out)
{
        char path[700], text[1024];
        memset(out, 0, sizeof(*out));
        if (!cg->ok)
                return;
        snprintf(path, sizeof(path), "%s/cpu.stat", cg->dir);
        if (read_text(path, text, sizeof(text)) == 0)
                kp_cgroup_parse_stat(text, cg->v2, out);
}

void kp_cgroup_read_usage(const kp_cgroup *cg, kp_cgroup_usage *out)
{
        char path[700], text[1024];
        memset(out, 0, sizeof(*out));
        out->cpu_s = NAN;
        if (!cg->ok || !cg->acct[0])
                return;
        snprintf(path, sizeof(path), "%s/%s", cg->acct,
                 cg->v2 ? "cpu.stat" : "cpuacct.usage");
        out->at_us = kp_now_us();
        if (read_text(path, text, sizeof(text)) == 0)
                out->ok =
                    (cg->v2 ? kp_cgroup_parse_usage_v2(text, &out->cpu_s)
                            : kp_cgroup_parse_usage_v1(text, &out->cpu_s)) == 0;
}
