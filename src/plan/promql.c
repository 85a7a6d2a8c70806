/* The queries kplan asks Prometheus about the brokers (plan/promql.h). */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/util.h"
#include "plan/promql.h"

#define RT(req, part)                                                          \
        "max by ($BY) "                                                        \
        "(kafka_network_requestmetrics_time_ms{$SEL,request=\"" req            \
        "\",part=\"" part "\"})"

static const kp_promql catalog[] = {
        { "process_cpu",
          "sum by ($BY) (rate(process_cpu_seconds_total{$SEL}[$W]))", "cores",
          KP_PQ_OTHER },
        { KP_PQ_HOST_CPU,
          "100 * (1 - avg by ($BY) "
          "(rate(node_cpu_seconds_total{$NODE,mode=\"idle\"}[$W])))",
          "%", KP_PQ_CPU },
        { KP_PQ_BYTES_IN,
          "sum by ($BY) "
          "(rate(kafka_server_brokertopicmetrics_bytesin_total{$SEL}[$W]))",
          "B/s", KP_PQ_OTHER },
        { "bytes_out",
          "sum by ($BY) "
          "(rate(kafka_server_brokertopicmetrics_bytesout_total{$SEL}[$W]))",
          "B/s", KP_PQ_OTHER },
        { "replication_bytes_in",
          "sum by ($BY) (rate(kafka_server_brokertopicmetrics_"
          "replicationbytesin_total{$SEL}[$W]))",
          "B/s", KP_PQ_OTHER },
        { "messages_in",
          "sum by ($BY) "
          "(rate(kafka_server_brokertopicmetrics_messagesin_total{$SEL}[$W]))",
          "msg/s", KP_PQ_OTHER },
        { "disk_write_bytes",
          "sum by ($BY) (rate(node_disk_written_bytes_total{$NODE}[$W]))",
          "B/s", KP_PQ_OTHER },
        { KP_PQ_DISK_IO,
          "100 * max by ($BY) "
          "(rate(node_disk_io_time_seconds_total{$NODE}[$W]))",
          "%", KP_PQ_DISK },
        { KP_PQ_NETWORK_BYTES,
          "sum by ($BY) "
          "(rate(node_network_receive_bytes_total{$NODE,device!=\"lo\"}[$W]) "
          "+ "
          "rate(node_network_transmit_bytes_total{$NODE,device!=\"lo\"}[$W]))",
          "B/s", KP_PQ_NETWORK },
        { KP_PQ_HANDLER_IDLE,
          "clamp_max(100 * avg by ($BY) (rate(kafka_server_"
          "kafkarequesthandlerpool_requesthandleravgidlepercent_total{$SEL}"
          "[$W])) / 1e9, 100)",
          "%", KP_PQ_OTHER },
        { KP_PQ_NETWORK_IDLE,
          "100 * avg by ($BY) "
          "(kafka_network_socketserver_networkprocessoravgidlepercent{$SEL})",
          "%", KP_PQ_OTHER },
        { KP_PQ_PRODUCE_QUEUE, RT("Produce", "RequestQueue"), "ms",
          KP_PQ_OTHER },
        { KP_PQ_PRODUCE_LOCAL, RT("Produce", "Local"), "ms", KP_PQ_OTHER },
        { KP_PQ_PRODUCE_REMOTE, RT("Produce", "Remote"), "ms", KP_PQ_OTHER },
        { KP_PQ_PRODUCE_SEND, RT("Produce", "ResponseSend"), "ms",
          KP_PQ_OTHER },
        { "fetch_queue_ms", RT("FetchConsumer", "RequestQueue"), "ms",
          KP_PQ_OTHER },
        { "fetch_local_ms", RT("FetchConsumer", "Local"), "ms", KP_PQ_OTHER },
        { "fetch_remote_ms", RT("FetchConsumer", "Remote"), "ms", KP_PQ_OTHER },
        { "fetch_send_ms", RT("FetchConsumer", "ResponseSend"), "ms",
          KP_PQ_OTHER },
        { KP_PQ_PRODUCE_THROTTLE,
          "max by ($BY) "
          "(kafka_server_quota_throttle_time_ms{$SEL,request=\"Produce\"})",
          "ms", KP_PQ_OTHER },
        { KP_PQ_UNDER_REPLICATED,
          "sum by ($BY) "
          "(kafka_server_replicamanager_underreplicatedpartitions{$SEL})",
          "partitions", KP_PQ_OTHER },
        { "isr_shrinks",
          "sum by ($BY) "
          "(rate(kafka_server_replicamanager_isrshrinks_total{$SEL}[$W]))",
          "/s", KP_PQ_OTHER },
        { "active_controller",
          "sum by ($BY) "
          "(kafka_controller_kafkacontroller_activecontrollercount{$SEL})",
          "", KP_PQ_OTHER },
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
                out[k] = catalog[i];
                if (q) {
                        out[k].promql = q->promql;
                        out[k].unit = q->unit;
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
                       double window_s)
{
        kp_buf b = { 0 };
        char w[32];
        snprintf(w, sizeof(w), "%.0fs", window_s < 1 ? 1 : window_s);
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
