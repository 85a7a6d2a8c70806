/*
 * promql: the queries kplan asks Prometheus about the brokers
 * (docs/brokers.md, docs/metrics.md "The brokers' side"). The default
 * catalog fits the Prometheus JMX exporter on each broker with the
 * configuration kplan ships (docs/jmx-exporter.yml) and node_exporter on
 * each broker's host; a plan's cluster.prometheus.queries add to it or
 * replace a default of the same name.
 *
 * A query is PromQL with placeholders, expanded before it is sent:
 *   $SEL   the plan's selector of the brokers' series (job="kafka")
 *   $NODE  the plan's selector of their hosts' node_exporter series
 *   $BY    the label naming a broker (instance)
 *   $W     the rate() window (5s, 1m)
 *   $D     the window's length as a PromQL duration (12345ms)
 *   $DS    the same in seconds, a number (12.345)
 *   $START the window's start, Unix seconds (1700000000.123)
 *   $END   the window's end, Unix seconds
 * An empty selector leaves nothing, and the comma after it goes too:
 * {$SEL,name="x"} becomes {name="x"}.
 *
 * A default query has two forms: promql, a range query whose points
 * chart the window, and window, an instant query (at the window's end,
 * every selector pinned with PromQL's @ modifier) whose answer is the
 * figure of exactly the window: a counter's rate over [$START, $END], a
 * request time's sum over its count between the two ends, a gauge's
 * mean over the samples inside (docs/brokers.md). A plan's own query
 * has no window form: its figure is the mean of its points.
 */
#ifndef KP_PROMQL_H
#define KP_PROMQL_H

#include <stddef.h>

#include "plan/plan.h"

/* What the utilization extrapolation reads a query as. */
typedef enum kp_promql_use {
        KP_PQ_OTHER,
        KP_PQ_CPU,     /* host CPU busy, % of all cores */
        KP_PQ_DISK,    /* busiest disk's I/O time, % of the wall time */
        KP_PQ_NETWORK, /* bytes/s received + sent by the host */
} kp_promql_use;

typedef struct kp_promql {
        const char *name;
        const char *promql; /* with placeholders */
        const char *unit;
        kp_promql_use use;
        const char *window; /* the window's figure, an instant query; or
                               NULL: the mean of the points */
} kp_promql;

/* The names of the default queries the evaluation reads. */
#define KP_PQ_HOST_CPU         "host_cpu"
#define KP_PQ_DISK_IO          "disk_io_time"
#define KP_PQ_NETWORK_BYTES    "network_bytes"
#define KP_PQ_BYTES_IN         "bytes_in"
#define KP_PQ_HANDLER_IDLE     "request_handler_idle"
#define KP_PQ_NETWORK_IDLE     "network_processor_idle"
#define KP_PQ_PRODUCE_QUEUE    "produce_queue_ms"
#define KP_PQ_PRODUCE_LOCAL    "produce_local_ms"
#define KP_PQ_PRODUCE_REMOTE   "produce_remote_ms"
#define KP_PQ_PRODUCE_SEND     "produce_send_ms"
#define KP_PQ_PRODUCE_THROTTLE "produce_throttle_ms"
#define KP_PQ_UNDER_REPLICATED "under_replicated"
#define KP_PQ_REPLICATION_OUT  "replication_bytes_out"
#define KP_PQ_LOG_GROWTH       "log_growth"
#define KP_PQ_HOST_CORES       "host_cores"
#define KP_PQ_HOST_LINK        "host_link"
#define KP_PQ_BROKER_ID        "broker_id"

/* The default catalog, in the order the reports show it; *n gets its
 * length. Static storage. */
const kp_promql *kp_promql_defaults(size_t *n);

/* The default query with that name, or NULL. */
const kp_promql *kp_promql_default(const char *name);

/* The queries a run asks, for conf: the defaults (unless conf says
 * "defaults": false), a plan query replacing the default of its name,
 * then the plan's other queries. With conf->emulated_hosts (the plan's
 * cluster.emulated_hosts) the default host_cpu is left out, as
 * node_exporter's CPU is the whole machine's: its figure is not
 * measured, unless the plan gives a host_cpu query of its own. Each entry is
 * borrowed from conf or from the catalog (a plan query keeps the use of the
 * default it replaces, but no window form: that was written for the default's
 * PromQL). Returns a new array (caller frees with free()) and *n, or
 * NULL when memory runs out. */
kp_promql *kp_promql_list(const kp_prom_conf *conf, size_t *n);

/* Expands the placeholders of promql for conf, rate window window_s
 * (seconds, whole seconds at least 1) and the window [start_s, end_s]
 * (Unix seconds; $D is end_s - start_s in whole milliseconds, at least
 * 1 ms), into a new string (caller frees), or NULL when memory runs
 * out. */
char *kp_promql_expand(const char *promql, const kp_prom_conf *conf,
                       double window_s, double start_s, double end_s);

#endif
