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

/* On this host, whatever its cgroups: the reading never fails, and what
 * it found is sane. */
static void live(void **state)
{
        kp_cgroup cg;
        kp_cgroup_stat s;
        (void)state;
        kp_cgroup_open(&cg);
        kp_cgroup_read(&cg, &s);
        if (!cg.ok) {
                assert_int_equal(s.ok, 0);
                return;
        }
        assert_true(cg.dir[0] == '/');
        assert_true(isnan(cg.quota) || cg.quota > 0);
        assert_true(s.nr_throttled <= s.nr_periods || !s.ok);
}

int main(void)
{
        const struct CMUnitTest tests[] = {
                cmocka_unit_test(self_and_mount),
                cmocka_unit_test(quota),
                cmocka_unit_test(stat_and_between),
                cmocka_unit_test(live),
        };
        return cmocka_run_group_tests(tests, NULL, NULL);
}
