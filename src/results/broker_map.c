/* Which broker a Prometheus series is about (results/broker_map.h). */

#include "results/broker_map.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/util.h"
#include "plan/promql.h"

static int is_node(const kp_cluster_info *cl, double id)
{
        for (size_t i = 0; i < cl->n_brokers; i++)
                if (cl->brokers[i].id == id)
                        return 1;
        return 0;
}

/* A node id the metadata allows: any when it lists no broker. */
static int allowed(const kp_cluster_info *cl, double id)
{
        return isfinite(id) && id >= 0 && id <= INT32_MAX && id == floor(id) &&
               (cl->n_brokers == 0 || is_node(cl, id));
}

static int32_t by_plan(const kp_cluster_info *cl, const kp_prom_conf *pc,
                       const char *label)
{
        for (size_t i = 0; pc && i < pc->n_brokers; i++)
                if (!strcmp(pc->brokers[i].label, label))
                        return allowed(cl, pc->brokers[i].node)
                                   ? pc->brokers[i].node
                                   : -1;
        return -1;
}

static int32_t by_app_info(const kp_cluster_info *cl, const kp_bwindow *w,
                           const char *label)
{
        const kp_bquery *q = kp_bwindow_query(w, KP_PQ_BROKER_ID);
        for (size_t i = 0; q && !q->error && i < q->n_series; i++)
                if (!strcmp(q->series[i].broker, label))
                        return allowed(cl, q->series[i].window)
                                   ? (int32_t)q->series[i].window
                                   : -1;
        return -1;
}

/* The host of a label and its port (-1: none): "host:port",
 * "[v6]:port", or a host alone (a bare IPv6 address has no port). */
static size_t split(const char *label, const char **host, long *port)
{
        const char *colon = strrchr(label, ':'), *end;
        *host = label;
        *port = -1;
        if (label[0] == '[') {
                end = strchr(label, ']');
                if (!end)
                        return strlen(label);
                *host = label + 1;
                if (end[1] == ':')
                        *port = strtol(end + 2, NULL, 10);
                return (size_t)(end - label - 1);
        }
        if (!colon || strchr(label, ':') != colon)
                return strlen(label);
        *port = strtol(colon + 1, NULL, 10);
        return (size_t)(colon - label);
}

static int32_t by_address(const kp_cluster_info *cl, const char *label)
{
        const char *host;
        long port;
        size_t n = split(label, &host, &port), hits = 0;
        int32_t hit = -1;
        for (size_t i = 0; i < cl->n_brokers; i++) {
                const kp_broker_info *bi = &cl->brokers[i];
                if (!bi->host || strlen(bi->host) != n ||
                    strncmp(bi->host, host, n))
                        continue;
                if (port >= 0 && bi->port == port)
                        return bi->id;
                hit = bi->id;
                hits++;
        }
        return hits == 1 ? hit : -1;
}

static int32_t by_label(const kp_cluster_info *cl, const char *label)
{
        char *end;
        long id;
        if (!*label || *label == '-' || *label == '+' || *label == ' ')
                return -1;
        id = strtol(label, &end, 10);
        return !*end && is_node(cl, (double)id) ? (int32_t)id : -1;
}

int32_t kp_broker_map_node(const kp_cluster_info *cl, const kp_prom_conf *pc,
                           const kp_bwindow *w, const char *label, int older,
                           kp_bnode_from *from)
{
        kp_bnode_from f = KP_BNODE_PLAN;
        int32_t id = -1;
        if (!label || !*label)
                goto done;
        id = by_plan(cl, pc, label);
        if (id < 0) {
                id = by_app_info(cl, w, label);
                f = KP_BNODE_APP_INFO;
        }
        if (id < 0) {
                id = by_address(cl, label);
                f = KP_BNODE_ADDRESS;
        }
        if (id < 0 && older) {
                id = by_label(cl, label);
                f = KP_BNODE_LABEL;
        }
done:
        if (id < 0)
                f = KP_BNODE_NOT_IDENTIFIED;
        if (from)
                *from = f;
        return id;
}

void kp_broker_map_apply(kp_brokers *b, const kp_cluster_info *cl,
                         const kp_prom_conf *pc, int older)
{
        for (size_t i = 0; b && i < b->n_windows; i++) {
                kp_bwindow *w = &b->windows[i];
                for (size_t k = 0; k < w->n_queries; k++)
                        for (size_t j = 0; j < w->queries[k].n_series; j++) {
                                kp_bseries *s = &w->queries[k].series[j];
                                if (s->node_from != KP_BNODE_UNMAPPED)
                                        continue;
                                s->node = kp_broker_map_node(
                                    cl, pc, w, s->broker, older, &s->node_from);
                        }
        }
}

int kp_broker_map_check(const kp_prom_conf *pc, const kp_cluster_info *cl,
                        char *errstr, size_t errstr_size)
{
        char ids[256] = "";
        size_t n = 0;
        for (size_t i = 0; pc && cl->n_brokers && i < pc->n_brokers; i++) {
                if (is_node(cl, pc->brokers[i].node))
                        continue;
                for (size_t k = 0; k < cl->n_brokers && n + 16 < sizeof(ids);
                     k++)
                        n += (size_t)snprintf(ids + n, sizeof(ids) - n, "%s%d",
                                              k ? ", " : "",
                                              (int)cl->brokers[k].id);
                return kp_err(errstr, errstr_size,
                              "cluster.prometheus.brokers.%s: node id %d is "
                              "not a broker of the cluster (its node ids: %s)",
                              pc->brokers[i].label, (int)pc->brokers[i].node,
                              ids);
        }
        return 0;
}
