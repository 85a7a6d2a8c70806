/*
 * broker_map: which broker a Prometheus series is about, by its node id
 * (docs/brokers.md, "Which broker a series is"). A broker is named by
 * its node id from the cluster's metadata, never by a number read out
 * of an address. The one mapping every part of kplan reads (through
 * kp_bseries.node): made once, when a tier's windows are collected, or
 * when an older results.json that has none is loaded. Pure.
 *
 * A series' label value (the plan's broker label, "instance" unless it
 * says otherwise) names a broker by the first of these that does:
 *
 *  1. the plan's map, cluster.prometheus.brokers: {"<label>": <node id>};
 *  2. the broker's own metrics: the window's broker_id query
 *     (KP_PQ_BROKER_ID: the JMX exporter's kafka_server_broker_id, whose
 *     value is the id of the broker's app-info MBean) for that label, a
 *     whole number that is a node id of the metadata;
 *  3. its address: a label "host:port" equal to one broker's host and
 *     port, else a label whose host (without the port) is the host of
 *     exactly one broker of the metadata;
 *  4. only for series of results written before this mapping existed
 *     (kp_bseries.node_from KP_BNODE_UNMAPPED when loaded): a label that
 *     is exactly a node id of the metadata, which is how those runs'
 *     labels were set (relabelled to the node id).
 * Else the broker is not identified (-1, KP_BNODE_NOT_IDENTIFIED).
 *
 * The metadata's node ids bound every rule: an id the metadata does not
 * have names no broker, unless the metadata lists no broker at all
 * (then rules 1 and 2 are taken as they are).
 */
#ifndef KP_BROKER_MAP_H
#define KP_BROKER_MAP_H

#include <stddef.h>
#include <stdint.h>

#include "plan/plan.h"
#include "results/brokers.h"
#include "results/results.h"

/* The node id label names in window w (which holds the broker_id query
 * when it was asked; NULL: none), by the rules above; older: rule 4
 * applies. cl: the cluster's metadata (borrowed); pc: the plan's
 * cluster.prometheus, or NULL. *from (may be NULL) gets the rule.
 * Returns the node id, or -1 (KP_BNODE_NOT_IDENTIFIED). */
int32_t kp_broker_map_node(const kp_cluster_info *cl, const kp_prom_conf *pc,
                           const kp_bwindow *w, const char *label, int older,
                           kp_bnode_from *from);

/* Maps every series of b whose node_from is KP_BNODE_UNMAPPED, each by
 * its own window; older as above. b NULL: nothing. */
void kp_broker_map_apply(kp_brokers *b, const kp_cluster_info *cl,
                         const kp_prom_conf *pc, int older);

/* Checks the plan's map against the cluster's metadata, once connected:
 * every node id it gives is one of the metadata's (a metadata without
 * brokers checks nothing). Returns 0, or -1 with a sentence naming the
 * entry, the id and the ids the cluster has. */
int kp_broker_map_check(const kp_prom_conf *pc, const kp_cluster_info *cl,
                        char *errstr, size_t errstr_size);

#endif
