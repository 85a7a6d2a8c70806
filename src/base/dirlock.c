/* dirlock: one kplan at a time writes a report directory (dirlock.h). */
#include "base/dirlock.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

/* The pid the holder wrote into the file, 0 when none yet. */
static long holder_pid(int fd)
{
        char buf[32];
        ssize_t n = pread(fd, buf, sizeof(buf) - 1, 0);
        if (n <= 0)
                return 0;
        buf[n] = '\0';
        return strtol(buf, NULL, 10);
}

/* Whether fd is still the file at path (not removed and made anew). */
static int still_there(int fd, const char *path)
{
        struct stat a, b;
        if (fstat(fd, &a) || stat(path, &b))
                return 0;
        return a.st_dev == b.st_dev && a.st_ino == b.st_ino;
}

static int write_pid(int fd)
{
        char buf[32];
        int n = snprintf(buf, sizeof(buf), "%ld\n", (long)getpid());
        if (ftruncate(fd, 0) || pwrite(fd, buf, (size_t)n, 0) != n)
                return -1;
        return 0;
}

int kp_dirlock_take(kp_dirlock *l, const char *dir, long *holder, char *errstr,
                    size_t errstr_size)
{
        l->fd = -1;
        *holder = 0;
        if ((size_t)snprintf(l->path, sizeof(l->path), "%s/%s", dir,
                             KP_DIRLOCK_NAME) >= sizeof(l->path)) {
                snprintf(errstr, errstr_size, "%s: path too long", dir);
                return KP_DIRLOCK_ERROR;
        }
        for (int tries = 0; tries < 100; tries++) {
                int fd = open(l->path, O_RDWR | O_CREAT | O_CLOEXEC, 0644);
                if (fd < 0) {
                        snprintf(errstr, errstr_size, "%s: %s", l->path,
                                 strerror(errno));
                        return KP_DIRLOCK_ERROR;
                }
                if (flock(fd, LOCK_EX | LOCK_NB)) {
                        int e = errno;
                        if (e == EWOULDBLOCK) {
                                *holder = holder_pid(fd);
                                close(fd);
                                return KP_DIRLOCK_HELD;
                        }
                        close(fd);
                        snprintf(errstr, errstr_size, "%s: %s", l->path,
                                 strerror(e));
                        return KP_DIRLOCK_ERROR;
                }
                if (!still_there(fd, l->path)) {
                        close(fd);
                        continue;
                }
                if (write_pid(fd)) {
                        snprintf(errstr, errstr_size, "%s: %s", l->path,
                                 strerror(errno));
                        close(fd);
                        return KP_DIRLOCK_ERROR;
                }
                l->fd = fd;
                return KP_DIRLOCK_TAKEN;
        }
        snprintf(errstr, errstr_size, "%s: removed and made anew too often",
                 l->path);
        return KP_DIRLOCK_ERROR;
}

void kp_dirlock_release(kp_dirlock *l)
{
        if (l->fd < 0)
                return;
        unlink(l->path);
        close(l->fd);
        l->fd = -1;
}
