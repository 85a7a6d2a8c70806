#include "base/cpu.h"

#include <dirent.h>
#include <math.h>
#include <sched.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>

#include "base/util.h"

/* The first line of a small /proc file into buf; 0, or -1. */
static int read_line(const char *path, char *buf, size_t size)
{
        FILE *f = fopen(path, "r");
        int ok;
        if (!f)
                return -1;
        ok = fgets(buf, (int)size, f) != NULL;
        fclose(f);
        return ok ? 0 : -1;
}

void kp_cpu_read(kp_cpu_sample *s)
{
        struct rusage ru;
        DIR *d;
        struct dirent *e;
        s->at_us = kp_now_us();
        s->proc_s = NAN;
        s->n = 0;
        s->have_threads = 0;
        if (getrusage(RUSAGE_SELF, &ru) == 0)
                s->proc_s = (double)ru.ru_utime.tv_sec +
                            (double)ru.ru_utime.tv_usec / 1e6 +
                            (double)ru.ru_stime.tv_sec +
                            (double)ru.ru_stime.tv_usec / 1e6;
        d = opendir("/proc/self/task");
        if (!d)
                return;
        while ((e = readdir(d)) != NULL && s->n < KP_CPU_MAX_THREADS) {
                char path[128], line[128];
                unsigned long long on_ns, wait_ns;
                kp_cpu_thread *t = &s->t[s->n];
                int tid = atoi(e->d_name);
                if (tid <= 0)
                        continue;
                snprintf(path, sizeof(path), "/proc/self/task/%d/schedstat",
                         tid);
                if (read_line(path, line, sizeof(line)) ||
                    sscanf(line, "%llu %llu", &on_ns, &wait_ns) != 2)
                        continue;
                t->tid = tid;
                t->on_s = (double)on_ns / 1e9;
                t->wait_s = (double)wait_ns / 1e9;
                snprintf(path, sizeof(path), "/proc/self/task/%d/comm", tid);
                if (read_line(path, t->name, sizeof(t->name)))
                        t->name[0] = '\0';
                t->name[strcspn(t->name, "\n")] = '\0';
                s->n++;
                s->have_threads = 1;
        }
        closedir(d);
}

void kp_cpu_between(const kp_cpu_sample *a, const kp_cpu_sample *b,
                    double *cores, double *thread_cores, char *name,
                    size_t name_size, double *wait)
{
        double wall = (double)(b->at_us - a->at_us) / 1e6;
        double best = -1, waited = 0;
        *cores = *thread_cores = *wait = NAN;
        if (name_size)
                name[0] = '\0';
        if (!(wall > 0))
                return;
        if (!isnan(a->proc_s) && !isnan(b->proc_s))
                *cores = (b->proc_s - a->proc_s) / wall;
        if (!a->have_threads || !b->have_threads)
                return;
        for (size_t i = 0; i < b->n; i++) {
                const kp_cpu_thread *t = &b->t[i];
                double on = t->on_s, w = t->wait_s;
                for (size_t k = 0; k < a->n; k++) {
                        if (a->t[k].tid == t->tid) {
                                on -= a->t[k].on_s;
                                w -= a->t[k].wait_s;
                                break;
                        }
                }
                if (on > best) {
                        best = on;
                        if (name_size)
                                snprintf(name, name_size, "%s", t->name);
                }
                if (w > 0)
                        waited += w;
        }
        if (best >= 0)
                *thread_cores = best / wall;
        *wait = waited / wall;
}

int kp_cpu_host_parse(const char *text, kp_cpu_host *out)
{
        /* user nice system idle iowait irq softirq steal: guest and
         * guest_nice are in user and nice already. */
        unsigned long long v[8] = { 0 };
        int n;
        memset(out, 0, sizeof(*out));
        if (!text || strncmp(text, "cpu ", 4) != 0)
                return -1;
        n = sscanf(text + 4, "%llu %llu %llu %llu %llu %llu %llu %llu", &v[0],
                   &v[1], &v[2], &v[3], &v[4], &v[5], &v[6], &v[7]);
        if (n < 4)
                return -1;
        for (int i = 0; i < 8; i++)
                out->total += (double)v[i];
        out->idle = (double)v[3] + (double)v[4];
        out->ok = 1;
        return 0;
}

void kp_cpu_host_read(kp_cpu_host *out)
{
        char line[512];
        memset(out, 0, sizeof(*out));
        if (read_line("/proc/stat", line, sizeof(line)) == 0)
                kp_cpu_host_parse(line, out);
}

double kp_cpu_host_busy(const kp_cpu_host *a, const kp_cpu_host *b)
{
        double total, idle, busy;
        if (!a->ok || !b->ok)
                return NAN;
        total = b->total - a->total;
        idle = b->idle - a->idle;
        if (!(total > 0) || idle < 0)
                return NAN;
        busy = 1 - idle / total;
        return busy < 0 ? 0 : busy > 1 ? 1 : busy;
}

int kp_cpu_affinity(void)
{
        cpu_set_t set;
        int n;
        CPU_ZERO(&set);
        if (sched_getaffinity(0, sizeof(set), &set) != 0)
                return 0;
        n = CPU_COUNT(&set);
        return n > 0 ? n : 0;
}
