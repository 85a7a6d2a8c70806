/*
 * faults: the timeline that applies faults (plan/faultspec.h) to the
 * embedded (mock) cluster during a tier, for tests and demonstrations of
 * how kplan reports them. Only the embedded cluster takes faults; a real
 * cluster is never touched.
 */
#ifndef KP_FAULTS_H
#define KP_FAULTS_H

#include <stddef.h>

#include "kafka/cluster.h"
#include "plan/faultspec.h"

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
