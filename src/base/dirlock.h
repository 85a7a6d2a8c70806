/*
 * dirlock: one kplan at a time writes a report directory.
 *
 * kp_dirlock_take() takes DIR/.kplan.lock, an advisory lock of the whole
 * file (flock(2), exclusive, never waiting) and writes this process's
 * pid into it. The kernel drops the lock when its holder ends, however it
 * ends, so a lock left by a killed process is simply taken over: the
 * file left behind holds no lock. kp_dirlock_release() removes the file
 * and drops the lock.
 *
 * Removing a lock file races with a process that opened it just before:
 * that process would hold a lock on a file no longer in the directory
 * while a third makes a new one. So a taker checks, once it holds the
 * lock, that the file it locked is still the one at the path, and
 * starts again when it is not.
 *
 * The descriptor is close-on-exec: a child process never holds the lock.
 * Not thread-safe (flock locks belong to the open file, not the thread).
 */
#ifndef KP_DIRLOCK_H
#define KP_DIRLOCK_H

#include <stddef.h>

#define KP_DIRLOCK_NAME ".kplan.lock"

typedef struct kp_dirlock {
        int fd; /* -1 when not held */
        char path[4096];
} kp_dirlock;

/* The results of kp_dirlock_take(). */
enum {
        KP_DIRLOCK_TAKEN = 0, /* this process holds it */
        KP_DIRLOCK_HELD = 1,  /* another process does: *holder is its pid */
        KP_DIRLOCK_ERROR = -1 /* errstr says why (no such directory, ...) */
};

/* Takes DIR's lock. On KP_DIRLOCK_HELD, *holder is the holder's pid as
 * it wrote it (0 when it has not written it yet). */
int kp_dirlock_take(kp_dirlock *l, const char *dir, long *holder, char *errstr,
                    size_t errstr_size);
/* Removes the lock file and drops the lock; nothing when not held. */
void kp_dirlock_release(kp_dirlock *l);

#endif
