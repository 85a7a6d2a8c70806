/*
 * cgroup: the CPU limits the kernel puts on this process through its
 * cgroup (a container's or a pod's CPU limit): the CFS quota, and how
 * much of the time it was throttled by it.
 *
 * The process's cgroup is found from /proc/self/cgroup and the
 * controller's mount from /proc/self/mountinfo. cgroup v1: the cpu
 * controller's cpu.cfs_quota_us, cpu.cfs_period_us and cpu.stat
 * (nr_periods, nr_throttled, throttled_time in ns); v2 (the unified
 * hierarchy, used when no v1 cpu controller is there): cpu.max ("max
 * 100000" or "QUOTA PERIOD") and cpu.stat (nr_periods, nr_throttled,
 * throttled_usec). When the process's own cgroup has no quota, its
 * parents are asked, and the tightest quota found is the one measured.
 *
 * And how much CPU that cgroup used, all its processes together: v1's
 * cpuacct.usage (ns) in the cpuacct hierarchy, at the same cgroup path
 * (the process must be in the cpuacct group of its cpu group's path:
 * else the one there is another group); v2's usage_usec in cpu.stat.
 * Over the wall time times the quota, it is the share of its CPU budget
 * the cgroup used: an emulated host's CPU (the plan's
 * cluster.emulated_hosts), where /proc/stat would be the machine's.
 *
 * The parsers take the files' text and are pure; kp_cgroup_open() and
 * kp_cgroup_read() read the files.
 */
#ifndef KP_CGROUP_H
#define KP_CGROUP_H

#include <stddef.h>
#include <stdint.h>

/* The process's cgroup, as /proc/self/cgroup has it. */
typedef struct kp_cgroup_ref {
        int v2;         /* 0: cgroup v1's cpu controller; 1: v2 */
        char path[512]; /* the cgroup's path in its hierarchy: "/a/b" */
} kp_cgroup_ref;

/* The cpu cgroup of /proc/self/cgroup's text: v1's line whose
 * controllers include "cpu" ("4:cpu,cpuacct:/a"), else v2's "0::/a".
 * 0, or -1 when there is none. */
int kp_cgroup_parse_self(const char *text, kp_cgroup_ref *out);

/* From /proc/self/mountinfo's text, where the hierarchy of ref is
 * mounted (v1: a "cgroup" whose options include "cpu"; v2: "cgroup2"),
 * and the folder of ref's cgroup under it: the mount point joined with
 * ref's path less the mount's root ("/sys/fs/cgroup/cpu/a"). 0, or -1
 * when it is not mounted here or the folder does not fit dir_size. */
int kp_cgroup_parse_mount(const char *mountinfo, const kp_cgroup_ref *ref,
                          char *dir, size_t dir_size);

/* Where the CPU use of the cpu cgroup ref is counted (ref: a cgroup of
 * the process's cpu hierarchy, its own or a parent, as
 * kp_cgroup_parse_self() finds it), from /proc/self/cgroup's text
 * (self) and /proc/self/mountinfo's: v1, ref's path in the mount of a
 * "cgroup" whose options include "cpuacct" ("/sys/fs/cgroup/cpuacct/a"),
 * when self puts the process in the cpuacct cgroup of its cpu cgroup's
 * path; v2, ref's own folder (cpu.stat). 0, or -1 when there is none
 * (cpuacct not mounted, or the process's cpuacct cgroup is another). */
int kp_cgroup_parse_acct(const char *self, const char *mountinfo,
                         const kp_cgroup_ref *ref, char *dir, size_t dir_size);

/* The quota in cores from v1's cpu.cfs_quota_us and cpu.cfs_period_us
 * ("-1": none), or from v2's cpu.max ("max 100000": none; "50000
 * 100000": 0.5). NAN when there is none or the text is not one. */
double kp_cgroup_parse_quota_v1(const char *quota_us, const char *period_us);
double kp_cgroup_parse_quota_v2(const char *cpu_max);

/* cpu.stat's counters. */
typedef struct kp_cgroup_stat {
        int ok; /* 0: not read */
        uint64_t nr_periods, nr_throttled;
        double throttled_s;
} kp_cgroup_stat;

/* cpu.stat's text (v1: throttled_time in ns; v2: throttled_usec) into
 * out. 0, or -1 (out->ok 0) when nr_periods, nr_throttled or the
 * throttled time is missing. */
int kp_cgroup_parse_stat(const char *text, int v2, kp_cgroup_stat *out);

/* Between two samples (a first): the share of the CFS periods that were
 * throttled (0 when no period elapsed: without a quota nothing is
 * throttled), and the seconds throttled. NAN when either is not read or
 * a counter went back. */
void kp_cgroup_between(const kp_cgroup_stat *a, const kp_cgroup_stat *b,
                       double *share, double *secs);

/* The CPU seconds a cgroup used (all its processes), at a time. */
typedef struct kp_cgroup_usage {
        int ok;        /* 0: not read */
        int64_t at_us; /* monotonic (base/util.h kp_now_us()) */
        double cpu_s;
} kp_cgroup_usage;

/* v1's cpuacct.usage text (nanoseconds: "123456789\n") into *cpu_s in
 * seconds. 0, or -1 (*cpu_s NAN) when it is not a count. */
int kp_cgroup_parse_usage_v1(const char *text, double *cpu_s);

/* v2's cpu.stat text, its usage_usec, into *cpu_s in seconds. 0, or -1
 * (*cpu_s NAN) when it has none. */
int kp_cgroup_parse_usage_v2(const char *cpu_stat, double *cpu_s);

/* The share of its quota (quota cores, NAN: none) the cgroup used
 * between samples a and b (a first): CPU seconds over wall seconds
 * times quota, 0..1 (a use past the quota, the samples' skew, is 1).
 * NAN when not measured: either not read, no quota, no time between
 * them, or the counter went back (another cgroup). */
double kp_cgroup_busy(const kp_cgroup_usage *a, const kp_cgroup_usage *b,
                      double quota);

/* The process's cgroup as found at kp_cgroup_open(). */
typedef struct kp_cgroup {
        int ok; /* 0: no cpu cgroup readable here */
        int v2;
        char dir[640]; /* the folder measured: the tightest quota's */
        double quota;  /* cores, NAN: no quota */
        /* Where that cgroup's CPU use is counted (kp_cgroup_parse_acct:
         * v1 the cpuacct folder, v2 dir); "": nowhere readable. */
        char acct[640];
} kp_cgroup;

/* Finds the process's cgroup and its (tightest) quota now. Never fails:
 * cg->ok 0 when nothing could be read. */
void kp_cgroup_open(kp_cgroup *cg);

/* A sample of cg's cpu.stat (out->ok 0 when it could not be read). */
void kp_cgroup_read(const kp_cgroup *cg, kp_cgroup_stat *out);

/* A sample of the CPU use of cg's measured cgroup now, in cg->acct
 * (out->ok 0 when it could not be read). */
void kp_cgroup_read_usage(const kp_cgroup *cg, kp_cgroup_usage *out);

#endif
