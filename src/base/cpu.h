/*
 * cpu: how much CPU this process and each of its threads used, and how
 * long its threads waited for a CPU, from the kernel's accounting
 * (getrusage, and /proc/self/task/TID/schedstat: time on a CPU and time
 * runnable but waiting on a run queue, which also grows while a CPU
 * quota throttles the process).
 *
 * Two samples make an interval's figures, in cores: CPU seconds per
 * second of wall time.
 *
 * And the host's: how busy all its CPUs were (/proc/stat), and how many
 * CPUs the process may run on (sched_getaffinity).
 */
#ifndef KP_CPU_H
#define KP_CPU_H

#include <stddef.h>
#include <stdint.h>

#define KP_CPU_MAX_THREADS 128

typedef struct kp_cpu_thread {
        int tid;
        char name[16]; /* as the kernel has it: "rdk:broker2" */
        double on_s;   /* on a CPU */
        double wait_s; /* runnable, waiting for a CPU */
} kp_cpu_thread;

typedef struct kp_cpu_sample {
        int64_t at_us;    /* monotonic */
        double proc_s;    /* user + system, the whole process */
        int have_threads; /* 0: no /proc schedstat here */
        kp_cpu_thread t[KP_CPU_MAX_THREADS];
        size_t n;
} kp_cpu_sample;

/* Takes a sample now. Never fails: what cannot be read is left out. */
void kp_cpu_read(kp_cpu_sample *s);

/* Between samples a and b (a first): cores used by the process, by its
 * busiest thread (its name into name, cut to name_size), and threads
 * waiting for a CPU on average. A thread is matched by its id; one that
 * started in between counts from 0. Figures not known are NAN. */
void kp_cpu_between(const kp_cpu_sample *a, const kp_cpu_sample *b,
                    double *cores, double *thread_cores, char *name,
                    size_t name_size, double *wait);

/* The host's CPU time counters (/proc/stat's first line, in ticks). */
typedef struct kp_cpu_host {
        int ok;             /* 0: not read */
        double total, idle; /* idle: idle + iowait */
} kp_cpu_host;

/* /proc/stat's text ("cpu  user nice system idle iowait irq softirq
 * steal ...") into out. 0, or -1 (out->ok 0) when its first line is not
 * that. */
int kp_cpu_host_parse(const char *text, kp_cpu_host *out);

/* A sample of the host's counters now (out->ok 0: not readable). */
void kp_cpu_host_read(kp_cpu_host *out);

/* The host's busy share between samples a and b (a first), 0..1 of all
 * its CPUs: 1 - idle / total. NAN when not known (either not read, no
 * tick between them). */
double kp_cpu_host_busy(const kp_cpu_host *a, const kp_cpu_host *b);

/* The CPUs the process's affinity mask allows, or 0 when not known. */
int kp_cpu_affinity(void);

#endif
