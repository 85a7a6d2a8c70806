#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "base/dirlock.h"

static char dir[64];

static int setup(void **state)
{
        (void)state;
        snprintf(dir, sizeof(dir), "/tmp/kplan-dirlock.XXXXXX");
        return mkdtemp(dir) ? 0 : -1;
}

static int teardown(void **state)
{
        char p[128];
        (void)state;
        snprintf(p, sizeof(p), "%s/%s", dir, KP_DIRLOCK_NAME);
        unlink(p);
        return rmdir(dir);
}

static int lock_file_exists(void)
{
        char p[128];
        struct stat st;
        snprintf(p, sizeof(p), "%s/%s", dir, KP_DIRLOCK_NAME);
        return stat(p, &st) == 0;
}

/* A second taker is refused with the holder's pid; after the release
 * the file is gone and the lock can be taken again. */
static void test_take_held_release(void **state)
{
        kp_dirlock a, b;
        long holder = -1;
        char err[256];
        (void)state;
        assert_int_equal(kp_dirlock_take(&a, dir, &holder, err, sizeof(err)),
                         KP_DIRLOCK_TAKEN);
        assert_true(lock_file_exists());
        assert_int_equal(kp_dirlock_take(&b, dir, &holder, err, sizeof(err)),
                         KP_DIRLOCK_HELD);
        assert_int_equal(holder, (long)getpid());
        assert_int_equal(b.fd, -1);
        kp_dirlock_release(&a);
        assert_false(lock_file_exists());
        kp_dirlock_release(&a); /* twice: nothing */
        assert_int_equal(kp_dirlock_take(&b, dir, &holder, err, sizeof(err)),
                         KP_DIRLOCK_TAKEN);
        kp_dirlock_release(&b);
}

/* Another process holds it: refused with that process's pid; once that
 * process is killed (SIGKILL: no release, the file stays), the lock is
 * taken over. */
static void test_killed_holder_taken_over(void **state)
{
        int ready[2];
        char c = 0, err[256];
        long holder = 0;
        kp_dirlock l;
        (void)state;
        assert_int_equal(pipe(ready), 0);
        pid_t pid = fork();
        assert_true(pid >= 0);
        if (pid == 0) {
                kp_dirlock mine;
                long h;
                char e[256];
                int rc = kp_dirlock_take(&mine, dir, &h, e, sizeof(e));
                c = rc == KP_DIRLOCK_TAKEN ? 'y' : 'n';
                if (write(ready[1], &c, 1) != 1)
                        _exit(1);
                for (;;)
                        pause();
        }
        close(ready[1]);
        assert_int_equal(read(ready[0], &c, 1), 1);
        close(ready[0]);
        assert_int_equal(c, 'y');
        assert_int_equal(kp_dirlock_take(&l, dir, &holder, err, sizeof(err)),
                         KP_DIRLOCK_HELD);
        assert_int_equal(holder, (long)pid);
        kill(pid, SIGKILL);
        waitpid(pid, NULL, 0);
        assert_true(lock_file_exists());
        assert_int_equal(kp_dirlock_take(&l, dir, &holder, err, sizeof(err)),
                         KP_DIRLOCK_TAKEN);
        kp_dirlock_release(&l);
}

static void test_no_directory(void **state)
{
        kp_dirlock l;
        long holder = 0;
        char err[256];
        (void)state;
        assert_int_equal(kp_dirlock_take(&l, "/nonexistent/kplan", &holder, err,
                                         sizeof(err)),
                         KP_DIRLOCK_ERROR);
        assert_non_null(strstr(err, "/nonexistent/kplan/.kplan.lock"));
        assert_non_null(strstr(err, "No such file"));
}

int main(void)
{
        const struct CMUnitTest tests[] = {
                cmocka_unit_test(test_take_held_release),
                cmocka_unit_test(test_killed_holder_taken_over),
                cmocka_unit_test(test_no_directory),
        };
        return cmocka_run_group_tests_name("dirlock", tests, setup, teardown);
}
