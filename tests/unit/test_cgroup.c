/* base/cgroup: the process's cgroup, its mount, its CPU quota and its
 * throttling, from file texts recorded on cgroup v1 and v2 hosts. */
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "base/cgroup.h"

/* A v1 host (this project's test machine): cpu and cpuacct mounted
 * apart, a v2 hierarchy beside them without the cpu controller. */
static const char v1_self[] = "9:name=systemd:/\n"
                              "8:pids:/\n"
                              "4:memory:/process_api/691b2a0a\n"
                              "3:cpuset:/\n"
                              "2:cpuacct:/\n"
                              "1:cpu:/kplan-test\n"
                              "0::/\n";
static const char v1_mountinfo[] =
    "31 23 0:28 / /sys/fs/cgroup rw,relatime - tmpfs tmpfs rw,mode=755\n"
    "32 31 0:29 / /sys/fs/cgroup/cpu rw,relatime - cgroup cgroup rw,cpu\n"
    "33 31 0:30 / /sys/fs/cgroup/cpuacct rw,relatime - cgroup cgroup "
    "rw,cpuacct\n"
    "34 31 0:31 / /sys/fs/cgroup/cpuset rw,relatime - cgroup cgroup "
    "rw,cpuset\n"
    "41 31 0:38 / /sys/fs/cgroup/unified rw,relatime - cgroup2 cgroup2 rw\n";

/* A Docker container on v1 without a cgroup namespace: the mount's root
 * is the container's cgroup. */
static const char docker_self[] =
    "12:cpu,cpuacct:/docker/4f1c2e\n11:memory:/docker/4f1c2e\n";
static const char docker_mountinfo[] =
    "700 690 0:44 / / rw,relatime master:300 - overlay overlay rw\n"
    "712 711 0:29 /docker/4f1c2e /sys/fs/cgroup/cpu,cpuacct "
    "ro,nosuid,nodev,noexec,relatime master:12 - cgroup cgroup "
    "rw,cpu,cpuacct\n";

/* A Kubernetes pod on v2 (systemd driver). */
static const char v2_self[] =
    "0::/kubepods.slice/kubepods-burstable.slice/cri-containerd-9a.scope\n";
static const char v2_mountinfo[] =
    "1394 1393 0:300 / / rw,relatime - overlay overlay rw\n"
    "1405 1394 0:27 / /sys/fs/cgroup ro,nosuid,nodev,noexec,relatime - "
    "cgroup2 cgroup2 rw,nsdelegate,memory_recursiveprot\n";

static void self_and_mount(void **state)
{
        kp_cgroup_ref r;
        char dir[256];
        (void)state;
        assert_int_equal(kp_cgroup_parse_self(v1_self, &r), 0);
        assert_int_equal(r.v2, 0);
        assert_string_equal(r.path, "/kplan-test");
        assert_int_equal(
            kp_cgroup_parse_mount(v1_mountinfo, &r, dir, sizeof(dir)), 0);
        assert_string_equal(dir, "/sys/fs/cgroup/cpu/kplan-test");
        /* The root cgroup is the mount point itself. */
        assert_int_equal(kp_cgroup_parse_self("2:cpuacct:/x\n1:cpu:/\n", &r),
                         0);
        assert_int_equal(
            kp_cgroup_parse_mount(v1_mountinfo, &r, dir, sizeof(dir)), 0);
        assert_string_equal(dir, "/sys/fs/cgroup/cpu");

        assert_int_equal(kp_cgroup_parse_self(docker_self, &r), 0);
        assert_int_equal(r.v2, 0);
        assert_string_equal(r.path, "/docker/4f1c2e");
        assert_int_equal(
            kp_cgroup_parse_mount(docker_mountinfo, &r, dir, sizeof(dir)), 0);
        assert_string_equal(dir, "/sys/fs/cgroup/cpu,cpuacct");

        assert_int_equal(kp_cgroup_parse_self(v2_self, &r), 0);
        assert_int_equal(r.v2, 1);
        assert_int_equal(
            kp_cgroup_parse_mount(v2_mountinfo, &r, dir, sizeof(dir)), 0);
        assert_string_equal(dir, "/sys/fs/cgroup/kubepods.slice/"
                                 "kubepods-burstable.slice/"
                                 "cri-containerd-9a.scope");

        /* No cpu controller, nor a v2 line: none. cpuacct and cpuset are
         * not cpu. */
        assert_int_equal(kp_cgroup_parse_self("2:cpuacct:/\n3:cpuset:/\n", &r),
                         -1);
        assert_int_equal(kp_cgroup_parse_self("", &r), -1);
        /* Not mounted here, or a folder too long for dir. */
        assert_int_equal(kp_cgroup_parse_self(v2_self, &r), 0);
        assert_int_equal(
            kp_cgroup_parse_mount(docker_mountinfo, &r, dir, sizeof(dir)), -1);
        assert_int_equal(kp_cgroup_parse_mount(v2_mountinfo, &r, dir, 20), -1);
}

static void quota(void **state)
{
        (void)state;
        /* v1: 3 ms per 100 ms. */
        assert_true(fabs(kp_cgroup_parse_quota_v1("3000\n", "100000\n") -
                         0.03) < 1e-12);
        assert_true(fabs(kp_cgroup_parse_quota_v1("150000\n", "100000\n") -
                         1.5) < 1e-12);
        assert_true(isnan(kp_cgroup_parse_quota_v1("-1\n", "100000\n")));
        assert_true(isnan(kp_cgroup_parse_quota_v1("", "100000\n")));
        assert_true(isnan(kp_cgroup_parse_quota_v1("3000\n", "0\n")));
        /* v2. */
        assert_true(isnan(kp_cgroup_parse_quota_v2("max 100000\n")));
        assert_true(fabs(kp_cgroup_parse_quota_v2("50000 100000\n") - 0.5) <
                    1e-12);
        assert_true(fabs(kp_cgroup_parse_quota_v2("200000 100000\n") - 2) <
                    1e-12);
        assert_true(isnan(kp_cgroup_parse_quota_v2("50000\n")));
        assert_true(isnan(kp_cgroup_parse_quota_v2("")));
        assert_true(isnan(kp_cgroup_parse_quota_v2(NULL)));
}

static void stat_and_between(void **state)
{
        /* v1: throttled_time in ns. */
        static const char v1_a[] = "nr_periods 100\n"
                                   "nr_throttled 10\n"
                                   "throttled_time 2000000000\n"
                                   "nr_bursts 0\n"
                                   "burst_time 0\n";
        static const char v1_b[] = "nr_periods 300\n"
                                   "nr_throttled 160\n"
                                   "throttled_time 9500000000\n"
                                   "nr_bursts 0\n"
                                   "burst_time 0\n";
        /* v2: throttled_usec, beside the usage counters. */
        static const char v2_a[] = "usage_usec 1000\nuser_usec 600\n"
                                   "system_usec 400\nnr_periods 10\n"
                                   "nr_throttled 0\nthrottled_usec 0\n";
        static const char v2_b[] = "usage_usec 9000\nuser_usec 6000\n"
                                   "system_usec 3000\nnr_periods 20\n"
                                   "nr_throttled 5\nthrottled_usec 250000\n";
        kp_cgroup_stat a, b;
        double share, secs;
        (void)state;
        assert_int_equal(kp_cgroup_parse_stat(v1_a, 0, &a), 0);
        assert_int_equal(kp_cgroup_parse_stat(v1_b, 0, &b), 0);
        assert_int_equal(b.nr_periods, 300);
        assert_int_equal(b.nr_throttled, 160);
        kp_cgroup_between(&a, &b, &share, &secs);
        assert_true(fabs(share - 0.75) < 1e-12);
        assert_true(fabs(secs - 7.5) < 1e-9);

        assert_int_equal(kp_cgroup_parse_stat(v2_a, 1, &a), 0);
        assert_int_equal(kp_cgroup_parse_stat(v2_b, 1, &b), 0);
        kp_cgroup_between(&a, &b, &share, &secs);
        assert_true(fabs(share - 0.5) < 1e-12);
        assert_true(fabs(secs - 0.25) < 1e-12);
        /* v2's text read as v1's lacks throttled_time. */
        assert_int_equal(kp_cgroup_parse_stat(v2_a, 0, &a), -1);
        assert_int_equal(a.ok, 0);
        kp_cgroup_between(&a, &b, &share, &secs);
        assert_true(isnan(share) && isnan(secs));

        /* No quota: no period elapses, nothing is throttled. */
        assert_int_equal(kp_cgroup_parse_stat("nr_periods 0\nnr_throttled 0\n"
                                              "throttled_time 0\n",
                                              0, &a),
                         0);
        b = a;
        kp_cgroup_between(&a, &b, &share, &secs);
        assert_true(share == 0 && secs == 0);
        /* A counter that went back (another cgroup): not known. */
        assert_int_equal(kp_cgroup_parse_stat(v1_b, 0, &a), 0);
        assert_int_equal(kp_cgroup_parse_stat(v1_a, 0, &b), 0);
        kp_cgroup_between(&a, &b, &share, &secs);
        assert_true(isnan(share) && isnan(secs));
}

/* An emulated host on v1: cpu and cpuacct mounted apart, the process in
 * the same group in both (the cpu line first, as the kernel may write
 * them in any order). */
static const char emu_self[] = "12:pids:/\n"
                               "4:cpu:/kp-client\n"
                               "3:cpuacct:/kp-client\n"
                               "0::/\n";

/* Where the CPU use of the measured cgroup is counted. */
static void acct_folder(void **state)
{
        kp_cgroup_ref r;
        char dir[256];
        (void)state;
        assert_int_equal(kp_cgroup_parse_self(emu_self, &r), 0);
        assert_string_equal(r.path, "/kp-client");
        assert_int_equal(
            kp_cgroup_parse_acct(emu_self, v1_mountinfo, &r, dir, sizeof(dir)),
            0);
        assert_string_equal(dir, "/sys/fs/cgroup/cpuacct/kp-client");
        /* A parent's quota: its path in the cpuacct hierarchy. */
        snprintf(r.path, sizeof(r.path), "/");
        assert_int_equal(
            kp_cgroup_parse_acct(emu_self, v1_mountinfo, &r, dir, sizeof(dir)),
            0);
        assert_string_equal(dir, "/sys/fs/cgroup/cpuacct");
        /* cpu and cpuacct mounted together (a container's view). */
        assert_int_equal(kp_cgroup_parse_self(docker_self, &r), 0);
        assert_int_equal(kp_cgroup_parse_acct(docker_self, docker_mountinfo, &r,
                                              dir, sizeof(dir)),
                         0);
        assert_string_equal(dir, "/sys/fs/cgroup/cpu,cpuacct");
        /* The process in another cpuacct group than its cpu one
         * (cpuacct:/ beside cpu:/kplan-test): its usage there would be
         * another group's. */
        assert_int_equal(kp_cgroup_parse_self(v1_self, &r), 0);
        assert_int_equal(
            kp_cgroup_parse_acct(v1_self, v1_mountinfo, &r, dir, sizeof(dir)),
            -1);
        /* No cpuacct mounted. */
        assert_int_equal(kp_cgroup_parse_self(emu_self, &r), 0);
        assert_int_equal(kp_cgroup_parse_acct(emu_self,
                                              "32 31 0:29 / /sys/fs/cgroup/cpu "
                                              "rw - cgroup cgroup rw,cpu\n",
                                              &r, dir, sizeof(dir)),
                         -1);
        /* v2: the cgroup's own folder (cpu.stat). */
        assert_int_equal(kp_cgroup_parse_self(v2_self, &r), 0);
        assert_int_equal(
            kp_cgroup_parse_acct(v2_self, v2_mountinfo, &r, dir, sizeof(dir)),
            0);
        assert_string_equal(dir, "/sys/fs/cgroup/kubepods.slice/"
                                 "kubepods-burstable.slice/"
                                 "cri-containerd-9a.scope");
}

static void usage_and_busy(void **state)
{
        kp_cgroup_usage a = { 1, 1000000, 0 }, b = { 1, 0, 0 };
        double s;
        (void)state;
        /* v1's cpuacct.usage: nanoseconds. */
        assert_int_equal(kp_cgroup_parse_usage_v1("2500000000\n", &s), 0);
        assert_true(fabs(s - 2.5) < 1e-12);
        assert_int_equal(kp_cgroup_parse_usage_v1("0\n", &s), 0);
        assert_true(s == 0);
        assert_int_equal(kp_cgroup_parse_usage_v1("", &s), -1);
        assert_true(isnan(s));
        assert_int_equal(kp_cgroup_parse_usage_v1("max\n", &s), -1);
        assert_int_equal(kp_cgroup_parse_usage_v1("-5\n", &s), -1);
        assert_int_equal(kp_cgroup_parse_usage_v1(NULL, &s), -1);
        /* v2's cpu.stat: usage_usec, whatever its place. */
        assert_int_equal(kp_cgroup_parse_usage_v2("usage_usec 1500000\n"
                                                  "user_usec 1000000\n"
                                                  "system_usec 500000\n",
                                                  &s),
                         0);
        assert_true(fabs(s - 1.5) < 1e-12);
        assert_int_equal(kp_cgroup_parse_usage_v2("nr_periods 3\n"
                                                  "usage_usec 250\n",
                                                  &s),
                         0);
        assert_true(fabs(s - 0.00025) < 1e-15);
        /* v1's cpu.stat has no usage. */
        assert_int_equal(kp_cgroup_parse_usage_v2("nr_periods 100\n"
                                                  "nr_throttled 10\n"
                                                  "throttled_time 2000\n",
                                                  &s),
                         -1);
        assert_true(isnan(s));
        assert_int_equal(kp_cgroup_parse_usage_v2("", &s), -1);

        /* 0.3 CPU seconds over 2 s of a 0.5-core quota: 30% busy. */
        a.cpu_s = 10;
        b.at_us = a.at_us + 2000000;
        b.cpu_s = 10.3;
        assert_true(fabs(kp_cgroup_busy(&a, &b, 0.5) - 0.3) < 1e-9);
        /* Over 2 cores, 7.5%. */
        assert_true(fabs(kp_cgroup_busy(&a, &b, 2) - 0.075) < 1e-9);
        /* Past the quota by the samples' skew: at the quota. */
        b.cpu_s = 11.05;
        assert_true(kp_cgroup_busy(&a, &b, 0.5) == 1);
        /* Not measured: no quota, a sample not read, no time between
         * them, the counter gone back. */
        b.cpu_s = 10.3;
        assert_true(isnan(kp_cgroup_busy(&a, &b, NAN)));
        assert_true(isnan(kp_cgroup_busy(&a, &b, 0)));
        b.ok = 0;
        assert_true(isnan(kp_cgroup_busy(&a, &b, 0.5)));
        b.ok = 1;
        b.at_us = a.at_us;
        assert_true(isnan(kp_cgroup_busy(&a, &b, 0.5)));
        b.at_us = a.at_us + 2000000;
        b.cpu_s = 9.9;
        assert_true(isnan(kp_cgroup_busy(&a, &b, 0.5)));
        /* Nothing used: 0, measured. */
        b.cpu_s = a.cpu_s;
        assert_true(kp_cgroup_busy(&a, &b, 0.5) == 0);
}

/* On this host, whatever its cgroups: the reading never fails, and what
 * it found is sane. */
static void live(void **state)
{
        kp_cgroup cg;
        kp_cgroup_stat s;
        kp_cgroup_usage u;
        (void)state;
        kp_cgroup_open(&cg);
        kp_cgroup_read(&cg, &s);
        kp_cgroup_read_usage(&cg, &u);
        if (!cg.ok) {
                assert_int_equal(s.ok, 0);
                assert_int_equal(u.ok, 0);
                return;
        }
        assert_true(cg.dir[0] == '/');
        assert_true(isnan(cg.quota) || cg.quota > 0);
        assert_true(s.nr_throttled <= s.nr_periods || !s.ok);
        assert_true(cg.acct[0] == '/' || (cg.acct[0] == '\0' && !u.ok));
        assert_true(!u.ok || u.cpu_s >= 0);
}

int main(void)
{
        const struct CMUnitTest tests[] = {
                cmocka_unit_test(self_and_mount),
                cmocka_unit_test(quota),
                cmocka_unit_test(stat_and_between),
                cmocka_unit_test(acct_folder),
                cmocka_unit_test(usage_and_busy),
                cmocka_unit_test(live),
        };
        return cmocka_run_group_tests(tests, NULL, NULL);
}
