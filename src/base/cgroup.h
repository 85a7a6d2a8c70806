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

/* The process's cgroup as found at kp_cgroup_open(). */
typedef struct kp_cgroup {
        int ok; /* 0: no cpu cgroup readable here */
        int v2;
        char dir[640]; /* the folder measured: the tightest quota's */
        double quota;  /* cores, NAN: no quota */
} kp_cgroup;

/* Finds the process's cgroup and its (tightest) quota now. Never fails:
 * cg->ok 0 when nothing could be read. */
void kp_cgroup_open(kp_cgroup *cg);

/* A sample of cg's cpu.stat (out->ok 0 when it could not be read). */
void kp_cgroup_read(const kp_cgroup *cg, kp_cgroup_stat *out);

#endif
