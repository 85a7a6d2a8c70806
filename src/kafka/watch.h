/*
 * watch: what happens to the cluster during a tier.
 *
 * A thread asks the cluster for the metadata of the tier's topics every
 * interval and compares each answer with the one before: the brokers the
 * cluster lists (a broker that is fenced or shut down leaves the list),
 * the leader of every partition and the size of its in-sync replica set.
 * Every change becomes a kp_cluster_event with the time it was seen. The
 * time is when kplan saw the change, which can be seconds after its
 * cause: a broker that dies is listed until its session times out
 * (broker.session.timeout.ms, 9 s by default).
 */
#ifndef KP_WATCH_H
#define KP_WATCH_H

#include <stddef.h>

#include "kafka/cluster.h"
#include "results/results.h"

typedef struct kp_watch kp_watch;

/* Starts watching the topics (names borrowed, copied) of cluster c
 * (borrowed; must outlive the watch) every interval_ms (100 to 60,000).
 * The first answer is the reference; t = 0 is this call. Returns 0 and
 * sets *out (stop it with kp_watch_stop()), or -1 with a sentence in
 * errstr when the thread cannot start or memory runs out. */
int kp_watch_start(kp_cluster *c, const char *const *topics, size_t n_topics,
                   int interval_ms, kp_watch **out, char *errstr,
                   size_t errstr_size);

/* Events from now on belong to this phase ("produce", "consume"). */
void kp_watch_phase(kp_watch *w, const char *phase);

/* Stops the thread, appends what it saw to *events (in time order) and
 * frees w. NULL w is a no-op. Returns 0, or -1 when memory ran out while
 * events were recorded (those kept are still appended). */
int kp_watch_stop(kp_watch *w, kp_event_list *events);

#endif
