/*
 * agent_loop: a load host for kplan run --agents N (kplan agent). It
 * waits on the control topic for a coordinator (run/coord.h), joins its
 * run, runs its share of every tier and sends what it measured to the
 * results topic (kafka/agent_bus.h). It connects with its own
 * properties: nothing about the connection comes over the control topic.
 */
#ifndef KP_RUN_AGENT_LOOP_H
#define KP_RUN_AGENT_LOOP_H

#include <stddef.h>

#include "kafka/cluster.h"
#include "run/live_metrics.h"

typedef struct kp_agent_opts {
        const char *name;          /* 1 to 100 characters */
        const char *control_topic; /* two different names */
        const char *results_topic;
        const char *payload_dir; /* a directory of payload files, or NULL */
        double coord_timeout_s;  /* a coordinator silent this long is lost */
        int once;                /* serve one run, then return */
        int quiet;               /* no progress lines on stderr */
} kp_agent_opts;

/* Serves runs as agent o->name (o and what it points to borrowed) on c
 * (borrowed, connected), its live metrics into live (borrowed, may be
 * NULL), until a signal (SIGINT, SIGTERM) or, with o->once, the end of
 * one run. Returns 0, or -1 with a sentence in errstr when the control
 * topic cannot be read or a thread cannot start. */
int kp_agent_loop_run(kp_cluster *c, const kp_agent_opts *o, kp_live *live,
                      char *errstr, size_t errstr_size);

#endif
