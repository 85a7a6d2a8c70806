/* The queries kplan asks Prometheus about the brokers (plan/promql.h). */

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/util.h"
#include "plan/promql.h"

#define RT_SEL(name, req, part)                                                \
        name "{$SEL,request=\"" req "\",part=\"" part "\"}"
#define RT_MEAN(req, part)                                                     \
        RT_SEL("kafka_network_requestmetrics_time_ms", req, part)
#define RT_COUNT(req, part)                                                    \
        RT_SEL("kafka_network_requestmetrics_time_ms_count", req, part)

/* A request time, of its window only: the time of the window's requests
 * over their count, from the histogram's Mean x Count (its sum) and its
 * Count. A point: over the $W before it (Mean x Count and Count, each
 * less its value $W earlier). The window figure: how far each rose
 * inside exactly the window ($D ending at $END), its highest sample less
 * its lowest, both over the same samples, so that a window whose first
 * samples Prometheus lacks (it started during the window) still has one.
 * Not increase(): the exporter reads Mean and Count one after the other,
 * so Mean x Count can dip by a request's share between two scrapes, and
 * increase() takes any dip for a restart and adds the whole lifetime sum
 * (a send time's window mean above every point of its series). A broker
 * that served no such request in the window has none. */
/* clang-format off */
#define RT_SUM(req, part) "(" RT_MEAN(req, part) " * " RT_COUNT(req, part) ")"
#define RT_AGO(req, part)                                                      \
        "(" RT_MEAN(req, part) " offset $W * " RT_COUNT(req, part) " offset $W)"
#define RT(req, part)                                                          \
        "sum by ($BY) (" RT_SUM(req, part) " - " RT_AGO(req, part) ") / "      \
        "(sum by ($BY) (" RT_COUNT(req, part) " - "                            \
        RT_COUNT(req, part) " offset $W) > 0)"
#define SPAN(x)                                                                \
        "(max_over_time(" x "[$D:1s] @ $END) - "                               \
        "min_over_time(" x "[$D:1s] @ $END))"
#define RTW(req, part)                                                         \
        "sum by ($BY) " SPAN(RT_SUM(req, part)) " / "                          \
        "(sum by ($BY) " SPAN(RT_COUNT(req, part)) " > 0)"
/* clang-format on */

/* A counter's rate: at each step over the $W before it, and over exactly
 * the window ($D ending at $END). */
#define RATE(sel)  "rate(" sel "[$W])"
#define RATEW(sel) "rate(" sel "[$D] @ $END)"
/* A gauge's mean over the window, of its values that are numbers: a
 * quota's throttle time is NaN until the sensor has a sample, and one
 * NaN would make the whole mean NaN. */
#define AVGW(sel) "avg_over_time((" sel " >= 0)[$D:1s] @ $END)"

/* The JVM's own process metrics come with every Java agent and every
 * exporter (node_exporter's too): only the targets that serve Kafka's
 * metrics are brokers. */
#define KAFKA_TARGET                                                           \
        " and on(job, instance) "                                              \
        "kafka_server_brokertopicmetrics_bytesin_total{$SEL}"

#define BTM(m) "kafka_server_brokertopicmetrics_" m "_total{$SEL}"
#define HANDLER_IDLE                                                           \
        "kafka_server_kafkarequesthandlerpool_requesthandleravgidlepercent_"   \
        "total{$SEL}"
#define NET_IDLE                                                               \
        "kafka_network_socketserver_networkprocessoravgidlepercent{$SEL}"
#define NET_RX   "node_network_receive_bytes_total{$NODE,device!=\"lo\"}"
#define NET_TX   "node_network_transmit_bytes_total{$NODE,device!=\"lo\"}"
#define THROTTLE "kafka_server_quota_throttle_time_ms{$SEL,request=\"Produce\"}"
#define URP      "kafka_server_replicamanager_underreplicatedpartitions{$SEL}"
#define ISR      "kafka_server_replicamanager_isrshrinks_total{$SEL}"
#define CTRL     "kafka_controller_kafkacontroller_activecontrollercount{$SEL}"

/* The broker's node id, which the exporter gives as the value of
 * kafka.server:type=app-info,id=N (docs/jmx-exporter.yml). A target
 * that answers with two ids names no one broker: the window figure
 * keeps it only where the lowest and highest agree. */
#define APP_INFO "kafka_server_broker_id{$SEL}"

#define SUM(x)     "sum by ($BY) (" x ")"
#define LOG_SIZE   "kafka_log_log_size{$SEL}"
#define NODE_IDLE  "node_cpu_seconds_total{$NODE,mode=\"idle\"}"
#define NODE_SPEED "node_network_speed_bytes{$NODE,device!=\"lo\"}"

static const kp_promql catalog[] = {
        { "process_cpu",
          SUM(RATE("process_cpu_seconds_total{$SEL}") KAFKA_TARGET), "cores",
          KP_PQ_OTHER,
          SUM(RATEW("process_cpu_seconds_total{$SEL}") KAFKA_TARGET
              " @ $END") },
        { KP_PQ_HOST_CPU,
          "100 * (1 - avg by ($BY) "
          "(" RATE("node_cpu_seconds_total{$NODE,mode=\"idle\"}") "))",
          "%", KP_PQ_CPU,
          "100 * (1 - avg by ($BY) "
          "(" RATEW("node_cpu_seconds_total{$NODE,mode=\"idle\"}") "))" },
        { KP_PQ_BYTES_IN, SUM(RATE(BTM("bytesin"))), "B/s", KP_PQ_OTHER,
          SUM(RATEW(BTM("bytesin"))) },
        { "bytes_out", SUM(RATE(BTM("bytesout"))), "B/s", KP_PQ_OTHER,
          SUM(RATEW(BTM("bytesout"))) },
        { "replication_bytes_in", SUM(RATE(BTM("replicationbytesin"))), "B/s",
          KP_PQ_OTHER, SUM(RATEW(BTM("replicationbytesin"))) },
        { "messages_in", SUM(RATE(BTM("messagesin"))), "msg/s", KP_PQ_OTHER,
          SUM(RATEW(BTM("messagesin"))) },
        { "disk_write_bytes", SUM(RATE("node_disk_written_bytes_total{$NODE}")),
          "B/s", KP_PQ_OTHER,
          SUM(RATEW("node_disk_written_bytes_total{$NODE}")) },
        { KP_PQ_DISK_IO,
          "100 * max by ($BY) (" RATE(
              "node_disk_io_time_seconds_total{$NODE}") ")",
          "%", KP_PQ_DISK,
          "100 * max by ($BY) (" RATEW(
              "node_disk_io_time_seconds_total{$NODE}") ")" },
        { KP_PQ_NETWORK_BYTES, SUM(RATE(NET_RX) " + " RATE(NET_TX)), "B/s",
          KP_PQ_NETWORK, SUM(RATEW(NET_RX) " + " RATEW(NET_TX)) },
        { KP_PQ_HANDLER_IDLE,
          "clamp_max(100 * avg by ($BY) (" RATE(HANDLER_IDLE) ") / 1e9, 100)",
          "%", KP_PQ_OTHER,
          "clamp_max(100 * avg by ($BY) (" RATEW(
              HANDLER_IDLE) ") / 1e9, 100)" },
        { KP_PQ_NETWORK_IDLE, "100 * avg by ($BY) (" NET_IDLE ")", "%",
          KP_PQ_OTHER, "100 * avg by ($BY) (" AVGW(NET_IDLE) ")" },
        { KP_PQ_PRODUCE_QUEUE, RT("Produce", "RequestQueue"), "ms", KP_PQ_OTHER,
          RTW("Produce", "RequestQueue") },
        { KP_PQ_PRODUCE_LOCAL, RT("Produce", "Local"), "ms", KP_PQ_OTHER,
          RTW("Produce", "Local") },
        { KP_PQ_PRODUCE_REMOTE, RT("Produce", "Remote"), "ms", KP_PQ_OTHER,
          RTW("Produce", "Remote") },
        { KP_PQ_PRODUCE_SEND, RT("Produce", "ResponseSend"), "ms", KP_PQ_OTHER,
          RTW("Produce", "ResponseSend") },
        { "fetch_queue_ms", RT("FetchConsumer", "RequestQueue"), "ms",
          KP_PQ_OTHER, RTW("FetchConsumer", "RequestQueue") },
        { "fetch_local_ms", RT("FetchConsumer", "Local"), "ms", KP_PQ_OTHER,
          RTW("FetchConsumer", "Local") },
        { "fetch_remote_ms", RT("FetchConsumer", "Remote"), "ms", KP_PQ_OTHER,
          RTW("FetchConsumer", "Remote") },
        { "fetch_send_ms", RT("FetchConsumer", "ResponseSend"), "ms",
          KP_PQ_OTHER, RTW("FetchConsumer", "ResponseSend") },
        { KP_PQ_PRODUCE_THROTTLE, "max by ($BY) (" THROTTLE ")", "ms",
          KP_PQ_OTHER, "max by ($BY) (" AVGW(THROTTLE) ")" },
        { KP_PQ_UNDER_REPLICATED, SUM(URP), "partitions", KP_PQ_OTHER,
          SUM(AVGW(URP)) },
        { "isr_shrinks", SUM(RATE(ISR)), "/s", KP_PQ_OTHER, SUM(RATEW(ISR)) },
        { "active_controller", SUM(CTRL), "", KP_PQ_OTHER, SUM(AVGW(CTRL)) },
        /* Which broker a target is (results/broker_map.h). */
        { KP_PQ_BROKER_ID, "max by ($BY) (" APP_INFO ")", "", KP_PQ_OTHER,
          "max by ($BY) (" APP_INFO " @ $END) == "
          "min by ($BY) (" APP_INFO " @ $END)" },
        /* The capacity model's (evaluate/sizing.h): bytes sent to
         * followers, the logs' growth, and the hosts' own cores and
         * links where the plan declares none. */
        { KP_PQ_REPLICATION_OUT, SUM(RATE(BTM("replicationbytesout"))), "B/s",
          KP_PQ_OTHER, SUM(RATEW(BTM("replicationbytesout"))) },
        { KP_PQ_LOG_GROWTH, SUM("deriv(" LOG_SIZE "[$W])"), "B/s", KP_PQ_OTHER,
          "(" SUM(LOG_SIZE " @ $END") " - " SUM(LOG_SIZE " @ $START") ") / "
                                                                      "$DS" },
        { KP_PQ_HOST_CORES, "count by ($BY) (" NODE_IDLE ")", "cores",
          KP_PQ_OTHER, "count by ($BY) (" NODE_IDLE " @ $END)" },
        { KP_PQ_HOST_LINK, "max by ($BY) (" NODE_SPEED " > 0)", "B/s",
          KP_PQ_OTHER, "max by ($BY) (" NODE_SPEED " @ $END > 0)" },
};

const kp_promql *kp_promql_defaults(size_t *n)
{
        *n = KP_ARRAY_LEN(catalog);
        return catalog;
}

const kp_promql *kp_promql_default(const char *name)
{
        for (size_t i = 0; i < KP_ARRAY_LEN(catalog); i++)
                if (strcmp(catalog[i].name, name) == 0)
                        return &catalog[i];
        return NULL;
}

static const kp_prom_query *plan_query(const kp_prom_conf *c, const char *name)
{
        for (size_t i = 0; i < c->n_queries; i++)
                if (strcmp(c->queries[i].name, name) == 0)
                        return &c->queries[i];
        return NULL;
}

kp_promql *kp_promql_list(const kp_prom_conf *conf, size_t *n)
{
        kp_promql *out =
            calloc(KP_ARRAY_LEN(catalog) + conf->n_queries + 1, sizeof(*out));
        size_t k = 0;
        *n = 0;
        if (!out)
                return NULL;
        for (size_t i = 0; conf->defaults && i < KP_ARRAY_LEN(catalog); i++) {
                const kp_prom_query *q = plan_query(conf, catalog[i].name);
                /* Emulated hosts: node_exporter's CPU is the machine's,
                 * not a host's. A plan's own host_cpu stays. */
                if (conf->emulated_hosts && !q &&
                    strcmp(catalog[i].name, KP_PQ_HOST_CPU) == 0)
                        continue;
                out[k] = catalog[i];
                if (q) {
                        out[k].promql = q->promql;
                        out[k].unit = q->unit;
                        out[k].window = NULL;
                }
                k++;
        }
        for (size_t i = 0; i < conf->n_queries; i++) {
                const kp_prom_query *q = &conf->queries[i];
                const kp_promql *d = kp_promql_default(q->name);
                if (d && conf->defaults)
                        continue; /* replaced above */
                out[k].name = q->name;
                out[k].promql = q->promql;
                out[k].unit = q->unit;
                out[k].use = d ? d->use : KP_PQ_OTHER;
                k++;
        }
        *n = k;
        return out;
}

/* Appends a selector's matchers; an empty one takes the comma after it
 * away. *s points at the placeholder's end and moves past the comma. */
static void matchers(kp_buf *b, const char *sel, const char **s)
{
        if (*sel)
                kp_buf_puts(b, sel);
        else if (**s == ',')
                (*s)++;
}

char *kp_promql_expand(const char *promql, const kp_prom_conf *conf,
                       double window_s, double start_s, double end_s)
{
        kp_buf b = { 0 };
        char w[32], d[32], ds[32], t0[32], t1[32];
        double d_ms = floor((end_s - start_s) * 1000 + 0.5);
        snprintf(w, sizeof(w), "%.0fs", window_s < 1 ? 1 : window_s);
        snprintf(d, sizeof(d), "%.0fms", d_ms < 1 ? 1 : d_ms);
        snprintf(ds, sizeof(ds), "%.3f", (d_ms < 1 ? 1 : d_ms) / 1000);
        snprintf(t0, sizeof(t0), "%.3f", start_s);
        snprintf(t1, sizeof(t1), "%.3f", end_s);
        for (const char *s = promql; *s;) {
                if (strncmp(s, "$SEL", 4) == 0) {
                        s += 4;
                        matchers(&b, conf->selector, &s);
                } else if (strncmp(s, "$NODE", 5) == 0) {
                        s += 5;
                        matchers(&b, conf->node_selector, &s);
                } else if (strncmp(s, "$BY", 3) == 0) {
                        s += 3;
                        kp_buf_puts(&b, conf->label);
                } else if (strncmp(s, "$W", 2) == 0) {
                        s += 2;
                        kp_buf_puts(&b, w);
                } else if (strncmp(s, "$DS", 3) == 0) {
                        s += 3;
                        kp_buf_puts(&b, ds);
                } else if (strncmp(s, "$D", 2) == 0) {
                        s += 2;
                        kp_buf_puts(&b, d);
                } else if (strncmp(s, "$START", 6) == 0) {
                        s += 6;
                        kp_buf_puts(&b, t0);
                } else if (strncmp(s, "$END", 4) == 0) {
                        s += 4;
                        kp_buf_puts(&b, t1);
                } else {
                        kp_buf_putc(&b, *s++);
                }
        }
        if (b.oom || !b.s) {
                kp_buf_free(&b);
                return NULL;
        }
        return b.s;
}
