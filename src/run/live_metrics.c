#include "run/live_metrics.h"

#include <errno.h>
#include <math.h>
#include <netdb.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>

#include <microhttpd.h>

#include "base/util.h"
#include "evaluate/evaluate.h"
#include "results/live_text.h"

struct kp_live {
        pthread_mutex_t mu;
        kp_live_snap snap; /* under mu */
        struct MHD_Daemon *d;
};

/* ---- the server --------------------------------------------------------- */

static enum MHD_Result reply(struct MHD_Connection *conn, unsigned int code,
                             const char *type, char *body, size_t len)
{
        struct MHD_Response *rsp =
            MHD_create_response_from_buffer(len, body, MHD_RESPMEM_MUST_FREE);
        enum MHD_Result ret;
        if (!rsp) {
                free(body);
                return MHD_NO;
        }
        MHD_add_response_header(rsp, MHD_HTTP_HEADER_CONTENT_TYPE, type);
        ret = MHD_queue_response(conn, code, rsp);
        MHD_destroy_response(rsp);
        return ret;
}

static enum MHD_Result answer(void *cls, struct MHD_Connection *conn,
                              const char *url, const char *method,
                              const char *version, const char *upload_data,
                              size_t *upload_data_size, void **con_cls)
{
        kp_live *l = cls;
        kp_buf b = { 0 };
        (void)version;
        (void)upload_data;
        (void)con_cls;
        if (*upload_data_size)
                return MHD_NO; /* a body: not a scrape */
        if (strcmp(method, "GET") != 0 && strcmp(method, "HEAD") != 0) {
                kp_buf_puts(&b, "only GET /metrics\n");
                return b.oom ? MHD_NO
                             : reply(conn, MHD_HTTP_METHOD_NOT_ALLOWED,
                                     "text/plain; charset=utf-8", b.s, b.len);
        }
        if (strcmp(url, "/metrics") != 0) {
                kp_buf_puts(&b, "kplan serves its live metrics at /metrics\n");
                return b.oom ? MHD_NO
                             : reply(conn, MHD_HTTP_NOT_FOUND,
                                     "text/plain; charset=utf-8", b.s, b.len);
        }
        pthread_mutex_lock(&l->mu);
        kp_live_text(&l->snap, &b);
        pthread_mutex_unlock(&l->mu);
        if (b.oom) {
                kp_buf_free(&b);
                return MHD_NO;
        }
        return reply(conn, MHD_HTTP_OK,
                     "text/plain; version=0.0.4; charset=utf-8", b.s, b.len);
}

/* A socket listening on host:port, or -1 with the reason. */
static int listen_on(const char *listen_addr, char *errstr, size_t errstr_size)
{
        char host[256], port_s[16], why[512];
        int port, fd = -1, one = 1, rc;
        struct addrinfo hints = { 0 }, *ai = NULL;
        if (kp_listen_check(listen_addr, host, sizeof(host), &port, why,
                            sizeof(why)))
                return kp_err(errstr, errstr_size, "metrics listen address %s",
                              why);
        snprintf(port_s, sizeof(port_s), "%d", port);
        hints.ai_family = AF_UNSPEC;
        hints.ai_socktype = SOCK_STREAM;
        hints.ai_flags = AI_PASSIVE;
        rc = getaddrinfo(host, port_s, &hints, &ai);
        if (rc)
                return kp_err(errstr, errstr_size,
                              "metrics listen address %s: %s", listen_addr,
                              gai_strerror(rc));
        fd = socket(ai->ai_family, SOCK_STREAM | SOCK_CLOEXEC, 0);
        if (fd < 0 ||
            setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &one, sizeof(one)) ||
            bind(fd, ai->ai_addr, ai->ai_addrlen) || listen(fd, 16)) {
                kp_err(errstr, errstr_size,
                       "cannot serve the live metrics on %s: %s", listen_addr,
                       strerror(errno));
                if (fd >= 0)
                        close(fd);
                fd = -1;
        }
        freeaddrinfo(ai);
        return fd;
}

int kp_live_open(const char *listen_addr, const kp_plan *plan,
                 const char *agent, const char *version, kp_live **out,
                 char *errstr, size_t errstr_size)
{
        kp_live *l;
        int fd;
        *out = NULL;
        if (!listen_addr)
                return 0;
        l = calloc(1, sizeof(*l));
        if (!l || kp_live_snap_init(&l->snap, plan)) {
                if (l)
                        kp_live_snap_free(&l->snap);
                free(l);
                return kp_err(errstr, errstr_size, "out of memory");
        }
        pthread_mutex_init(&l->mu, NULL);
        snprintf(l->snap.agent, sizeof(l->snap.agent), "%s",
                 agent ? agent : "");
        snprintf(l->snap.version, sizeof(l->snap.version), "%s",
                 version ? version : "");
        fd = listen_on(listen_addr, errstr, errstr_size);
        if (fd < 0)
                goto fail;
        /* One thread polls every connection: a scrape is small and
         * rare. The daemon owns fd from here and closes it when it
         * stops. */
        l->d = MHD_start_daemon(
            MHD_USE_INTERNAL_POLLING_THREAD | MHD_USE_POLL, 0, NULL, NULL,
            answer, l, MHD_OPTION_LISTEN_SOCKET, fd,
            MHD_OPTION_CONNECTION_LIMIT, (unsigned int)16,
            MHD_OPTION_CONNECTION_TIMEOUT, (unsigned int)10, MHD_OPTION_END);
        if (!l->d) {
                close(fd);
                kp_err(errstr, errstr_size,
                       "cannot serve the live metrics on %s: the HTTP "
                       "server did not start",
                       listen_addr);
                goto fail;
        }
        *out = l;
        return 0;
fail:
        kp_live_snap_free(&l->snap);
        pthread_mutex_destroy(&l->mu);
        free(l);
        return -1;
}

void kp_live_close(kp_live *l)
{
        if (!l)
                return;
        MHD_stop_daemon(l->d);
        kp_live_snap_free(&l->snap);
        pthread_mutex_destroy(&l->mu);
        free(l);
}

void kp_live_run(kp_live *l, const char *run_id)
{
        if (!l)
                return;
        pthread_mutex_lock(&l->mu);
        snprintf(l->snap.run_id, sizeof(l->snap.run_id), "%s",
                 run_id ? run_id : "");
        pthread_mutex_unlock(&l->mu);
}

/* ---- what the run tells -------------------------------------------------- */

/* The newest point of c's first series (this process's), or NULL. */
static const kp_client_point *newest(const kp_client *c)
{
        if (!c || c->n_stats == 0 || c->stats[0].n == 0)
                return NULL;
        return &c->stats[0].v[c->stats[0].n - 1];
}

void kp_live_produce(kp_live *l, const kp_tier *t, const kp_interval *iv,
                     const kp_produce_live *pl, const kp_client *c)
{
        kp_live_buckets lat;
        kp_live_tier *lt;
        const kp_client_point *p = newest(c);
        if (!l)
                return;
        /* The buckets outside the lock: a scrape never waits for them. */
        kp_live_buckets_fill(&lat, pl->so_far);
        pthread_mutex_lock(&l->mu);
        lt = kp_live_snap_tier(&l->snap, t->name);
        if (lt) {
                lt->phase = KP_LIVE_PRODUCE;
                lt->target = pl->target;
                lt->sent = pl->sent;
                lt->delivered = pl->delivered;
                lt->failed = pl->failed;
                lt->produce_rate = iv->msgs_per_sec;
                lt->produce_bytes_s = iv->mib_per_sec * 1048576.0;
                lt->latency = lat;
                lt->has_latency = 1;
                if (p) {
                        lt->producer = *p;
                        lt->has_producer = 1;
                }
        }
        for (size_t i = 0; i < l->snap.n_crit; i++)
                if (strcmp(l->snap.crit[i].tier, t->name) == 0)
                        kp_live_judge(&l->snap.crit[i], pl->so_far, pl->failed);
        pthread_mutex_unlock(&l->mu);
}

void kp_live_consume(kp_live *l, const kp_tier *t, const kp_interval *iv,
                     const kp_consume_live *cl, const kp_client *c)
{
        kp_live_tier *lt;
        const kp_client_point *p = newest(c);
        if (!l)
                return;
        pthread_mutex_lock(&l->mu);
        lt = kp_live_snap_tier(&l->snap, t->name);
        if (lt) {
                /* Consumers reading during the produce phase: the tier
                 * is still producing. */
                if (lt->phase != KP_LIVE_PRODUCE || t->consume.during == 0)
                        lt->phase = KP_LIVE_CONSUME;
                lt->consumed = cl->consumed;
                lt->consume_target = cl->target;
                lt->consume_rate = iv->msgs_per_sec;
                if (p) {
                        lt->consumer = *p;
                        lt->has_consumer = 1;
                }
        }
        pthread_mutex_unlock(&l->mu);
}

void kp_live_tiers_start(kp_live *l, const kp_plan *p, size_t first,
                         size_t last)
{
        if (!l)
                return;
        pthread_mutex_lock(&l->mu);
        for (size_t i = first; i < last && i < p->n_tiers; i++) {
                kp_live_tier *lt =
                    kp_live_snap_tier(&l->snap, p->tiers[i].name);
                if (lt && lt->phase == KP_LIVE_PENDING)
                        lt->phase = KP_LIVE_PRODUCE;
        }
        pthread_mutex_unlock(&l->mu);
}

void kp_live_tier_done(kp_live *l, const kp_tier *t, const kp_tier_result *tr)
{
        kp_live_buckets lat;
        kp_live_tier *lt;
        const kp_produce_result *p = &tr->produce;
        if (!l)
                return;
        if (p->hist_latency)
                kp_live_buckets_fill(&lat, p->hist_latency);
        pthread_mutex_lock(&l->mu);
        lt = kp_live_snap_tier(&l->snap, t->name);
        if (lt && p->ran) {
                lt->phase = KP_LIVE_DONE;
                lt->sent = p->sent > lt->sent ? p->sent : lt->sent;
                lt->delivered =
                    p->delivered > lt->delivered ? p->delivered : lt->delivered;
                lt->failed = p->failed > lt->failed ? p->failed : lt->failed;
                if (tr->consume.ran && tr->consume.messages > lt->consumed)
                        lt->consumed = tr->consume.messages;
                if (p->hist_latency) {
                        lt->latency = lat;
                        lt->has_latency = 1;
                }
        }
        pthread_mutex_unlock(&l->mu);
}

void kp_live_tiers_done(kp_live *l, const kp_results *r, size_t first,
                        size_t last)
{
        kp_evaluation *e = NULL;
        char err[256];
        if (!l)
                return;
        for (size_t i = first; i < last && i < r->n_tiers; i++)
                if (r->plan && i < r->plan->n_tiers)
                        kp_live_tier_done(l, &r->plan->tiers[i], &r->tiers[i]);
        /* The report's own judgement of every check so far. */
        if (kp_evaluate(r, &e, err, sizeof(err)))
                return;
        pthread_mutex_lock(&l->mu);
        for (size_t i = 0; i < e->n_checks; i++) {
                const kp_check *k = &e->checks[i];
                const kp_criterion *cr;
                kp_live_crit *c;
                int done = 0;
                if (!r->plan || k->criterion >= r->plan->n_criteria)
                        continue;
                /* Only the tiers over: the others stay as judged live. */
                for (size_t t = first; t < last && t < r->n_tiers; t++)
                        if (strcmp(r->tiers[t].name, k->tier) == 0 ||
                            (r->plan->tiers[t].parallel_group &&
                             strcmp(r->plan->tiers[t].parallel_group,
                                    k->tier) == 0))
                                done = 1;
                if (!done)
                        continue;
                cr = &r->plan->criteria[k->criterion];
                c = kp_live_snap_crit(&l->snap, k->criterion, k->metric,
                                      cr->cmp, cr->threshold, k->tier);
                if (!c)
                        break;
                c->final = 1;
                c->state = k->verdict == KP_PASS   ? 1
                           : k->verdict == KP_FAIL ? 0
                                                   : -1;
                c->has_value = k->has_value;
                c->value = k->value;
        }
        pthread_mutex_unlock(&l->mu);
        kp_evaluation_destroy(e);
}
