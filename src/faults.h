/*
 * faults: faults injected into the embedded (mock) cluster on a timeline,
 * for tests and demonstrations of how kplan reports them. A fault is
 * written KIND=VALUE@START, times from the start of a tier's produce
 * phase:
 *
 *   rtt=20ms@0s[+10s]         every broker answers 20 ms late (for 10 s,
 *                             else to the end)
 *   down=2s@5s                every broker down for 2 s at 5 s
 *   down=2s@5s/1              broker 1 only
 *   error=Produce:NOT_ENOUGH_REPLICAS*50@3s
 *                             the next 50 Produce requests fail with
 *                             that error (Produce or Fetch)
 *
 * Only the embedded cluster takes faults; a real cluster is never touched.
 */
#ifndef KP_FAULTS_H
#define KP_FAULTS_H

#include <stddef.h>
#include <stdint.h>

#include "cluster.h"

typedef enum kp_fault_kind {
        KP_FAULT_RTT,
        KP_FAULT_DOWN,
        KP_FAULT_ERROR
} kp_fault_kind;

typedef struct kp_fault {
        kp_fault_kind kind;
        int64_t at_us, for_us; /* for_us 0: to the end (rtt) */
        int broker;            /* 0: every broker */
        int rtt_ms;
        int16_t api_key; /* 0 Produce, 1 Fetch */
        int err;         /* rd_kafka_resp_err_t */
        int count;
} kp_fault;

/* Parses one fault. On error -1 with what was expected. */
int kp_fault_parse(const char *spec, kp_fault *out, char *errstr,
                   size_t errstr_size);

typedef struct kp_faults kp_faults;

/* Starts applying faults[0..n) to the embedded cluster c on a timeline
 * from now; prints each one as it happens when announce is set. Returns
 * NULL (and nothing to stop) when n is 0. */
kp_faults *kp_faults_start(kp_cluster *c, const kp_fault *faults, size_t n,
                           int announce);
/* Stops the timeline, undoes what is still in force (brokers up, no
 * added RTT) and frees. NULL is a no-op. */
void kp_faults_stop(kp_faults *f);

#endif
