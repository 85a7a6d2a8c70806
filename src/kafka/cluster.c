#include "kafka/cluster.h"

#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/utsname.h>
#include <unistd.h>

#include "base/util.h"
#include "kafka/clientconf.h"

struct kp_cluster {
        char *bootstrap;
        kp_client_defaults defaults; /* java or librdkafka */
        kp_kvlist client;
        kp_kvlist force;     /* wins over every layer (kplan run -X) */
        rd_kafka_t *admin;   /* metadata, admin ops, offsets */
        rd_kafka_t *mock_rk; /* owns the mock cluster */
        rd_kafka_mock_cluster_t *mock;
        /* The first fatal-looking client error seen by the admin handle
         * (authentication, all brokers down), for a clear message. */
        char first_error[512];
        rd_kafka_resp_err_t first_err;
        /* The first broker's ApiVersions, read from librdkafka's
         * "feature" debug lines (its only report of them). */
        pthread_mutex_t api_mu;
        kp_api_version *apis;
        size_t n_apis;
        int apis_done;
        char api_broker[128];
};

static void admin_error_cb(rd_kafka_t *rk, int err, const char *reason,
                           void *opaque)
{
        kp_cluster *c = opaque;
        (void)rk;
        if (c->first_err)
                return;
        if (err == RD_KAFKA_RESP_ERR__AUTHENTICATION ||
            err == RD_KAFKA_RESP_ERR__ALL_BROKERS_DOWN ||
            err == RD_KAFKA_RESP_ERR__RESOLVE ||
            err == RD_KAFKA_RESP_ERR__SSL || err == RD_KAFKA_RESP_ERR__FATAL) {
                c->first_err = (rd_kafka_resp_err_t)err;
                snprintf(c->first_error, sizeof(c->first_error), "%s", reason);
        }
}

/* librdkafka's own log lines would interleave with kplan's output; the
 * admin handle's errors surface through error_cb instead. */
static void quiet_log(const rd_kafka_t *rk, int level, const char *fac,
                      const char *buf)
{
        (void)rk;
        (void)level;
        (void)fac;
        (void)buf;
}

/* "...:   ApiKey Produce (0) Versions 0..11" lines of the first broker
 * that answers; its "Broker API support:" line starts the block. */
static void admin_log(const rd_kafka_t *rk, int level, const char *fac,
                      const char *buf)
{
        kp_cluster *c = rd_kafka_opaque(rk);
        const char *p;
        kp_api_version v;
        char broker[128];
        size_t blen;
        (void)level;
        if (strcmp(fac, "APIVERSION") != 0)
                return;
        /* "[thrd:...]: BROKER: text", BROKER being host:port/id. */
        p = strstr(buf, "]: ");
        if (!p)
                return;
        p += 3;
        {
                const char *end = strstr(p, ": ");
                if (!end)
                        return;
                blen = (size_t)(end - p);
                if (blen >= sizeof(broker))
                        return;
                memcpy(broker, p, blen);
                broker[blen] = '\0';
                p = end + 2;
        }
        pthread_mutex_lock(&c->api_mu);
        if (strstr(p, "Broker API support:")) {
                if (!c->api_broker[0] && !c->apis_done)
                        snprintf(c->api_broker, sizeof(c->api_broker), "%s",
                                 broker);
                else if (strcmp(c->api_broker, broker) == 0)
                        c->apis_done = 1;
        } else if (!c->apis_done && strcmp(c->api_broker, broker) == 0 &&
                   sscanf(p, " ApiKey %39s (%d) Versions %d..%d", v.name,
                          &v.key, &v.min, &v.max) == 4) {
                kp_api_version *nv =
                    realloc(c->apis, (c->n_apis + 1) * sizeof(*nv));
                if (nv) {
                        c->apis = nv;
                        c->apis[c->n_apis++] = v;
                }
        }
        pthread_mutex_unlock(&c->api_mu);
}

/* One layer of a client's configuration: its properties and who set
 * them (why_each: per key, for kplan's layers; else why). */
typedef struct layer {
        const kp_kvlist *props;
        kp_setting_why why;
        const kp_kvlist *why_each;
} layer;

/* Who set each property (its librdkafka name -> kp_setting_why_str()):
 * the last layer that names it, by any of its names. */
static int who_set(const layer *l, size_t n, kp_kvlist *who)
{
        for (size_t i = 0; i < n; i++) {
                const kp_kvlist *p = l[i].props;
                for (size_t k = 0; p && k < p->n; k++) {
                        const char *w =
                            l[i].why_each
                                ? kp_kv_get(l[i].why_each, p->items[k].key)
                                : NULL;
                        if (kp_kv_set(who,
                                      kp_clientprops_canonical(p->items[k].key),
                                      w ? w : kp_setting_why_str(l[i].why)))
                                return -1;
                }
        }
        return 0;
}

void kp_cluster_set_client_defaults(kp_cluster *c, kp_client_defaults mode)
{
        c->defaults = mode;
}

kp_client_defaults kp_cluster_client_defaults(const kp_cluster *c)
{
        return c->defaults;
}

rd_kafka_t *kp_cluster_client_new(const kp_cluster *c, rd_kafka_type_t type,
                                  rd_kafka_conf_t *conf, const kp_kvlist *who,
                                  kp_client_settings *settings, char *errstr,
                                  size_t errstr_size)
{
        char rderr[512];
        rd_kafka_t *rk = rd_kafka_new(type, conf, rderr, sizeof(rderr));
        if (!rk) {
                rd_kafka_conf_destroy(conf);
                kp_err(errstr, errstr_size, "cannot create a %s: %s",
                       type == RD_KAFKA_CONSUMER ? "consumer" : "producer",
                       rderr);
                return NULL;
        }
        if (settings && kp_clientconf_settings(rd_kafka_conf(rk), who,
                                               c->defaults, settings)) {
                rd_kafka_destroy(rk);
                kp_err(errstr, errstr_size, "out of memory");
                return NULL;
        }
        return rk;
}

int kp_cluster_client_conf(const kp_cluster *c, const kp_client_want *w,
                           rd_kafka_conf_t **out, kp_kvlist *who, char *errstr,
                           size_t errstr_size)
{
        kp_kvlist defs = { 0 }, why = { 0 }, boot = { 0 }, last = { 0 },
                  lastwhy = { 0 };
        const kp_kvlist *user[8];
        const kp_kvlist *lists[16];
        layer l[16];
        size_t nu = 0, nl = 0;
        int ret = -1, bad;
        *out = NULL;
        user[nu++] = &c->client;
        if (w->kplan)
                user[nu++] = w->kplan;
        for (size_t i = 0; i < w->n_plan && nu < KP_ARRAY_LEN(user) - 2; i++)
                user[nu++] = w->plan[i];
        if (w->over)
                user[nu++] = w->over;
        user[nu++] = &c->force;
        switch (w->kind) {
        case KP_CLIENT_PRODUCER:
                bad = kp_clientdefaults_producer(
                    c->defaults, kp_cluster_embedded(c), w->stats_ms, user, nu,
                    &defs, &why);
                break;
        case KP_CLIENT_CONSUMER:
                bad = kp_clientdefaults_consumer(c->defaults, w->stats_ms,
                                                 w->from_latest, user, nu,
                                                 &defs, &why);
                break;
        default:
                bad = kp_clientdefaults_all(c->defaults, user, nu, &defs, &why);
                break;
        }
        /* Whatever the layers say, no request of this client lets a
         * broker auto-create a topic (a metadata request for a missing
         * topic would otherwise make it with the broker's defaults). */
        if (bad || kp_kv_set(&boot, "bootstrap.servers", c->bootstrap) ||
            kp_kv_set(&last, KP_NO_AUTO_CREATE, "false") ||
            kp_kv_set(&lastwhy, KP_NO_AUTO_CREATE,
                      kp_setting_why_str(KP_WHY_NO_AUTO_CREATE))) {
                kp_err(errstr, errstr_size, "out of memory");
                goto out;
        }
        l[nl++] = (layer){ &defs, KP_WHY_UNKNOWN, &why };
        l[nl++] = (layer){ &c->client, KP_WHY_PLAN, NULL };
        l[nl++] = (layer){ &boot, KP_WHY_PLAN, NULL };
        if (w->kplan)
                l[nl++] = (layer){ w->kplan, KP_WHY_UNKNOWN, w->kplan_why };
        for (size_t i = 0; i < w->n_plan && nl < KP_ARRAY_LEN(l) - 3; i++)
                l[nl++] = (layer){ w->plan[i], KP_WHY_PLAN, NULL };
        if (w->over)
                l[nl++] = (layer){ w->over, KP_WHY_UNKNOWN, w->over_why };
        l[nl++] = (layer){ &c->force, KP_WHY_COMMAND_LINE, NULL };
        l[nl++] = (layer){ &last, KP_WHY_NO_AUTO_CREATE, &lastwhy };
        for (size_t i = 0; i < nl; i++)
                lists[i] = l[i].props;
        if (kp_clientconf_build(out, lists, nl, errstr, errstr_size))
                goto out;
        if (who && who_set(l, nl, who)) {
                rd_kafka_conf_destroy(*out);
                *out = NULL;
                kp_err(errstr, errstr_size, "out of memory");
                goto out;
        }
        rd_kafka_conf_set_log_cb(*out, quiet_log);
        ret = 0;
out:
        kp_kv_free(&defs);
        kp_kv_free(&why);
        kp_kv_free(&boot);
        kp_kv_free(&last);
        kp_kv_free(&lastwhy);
        return ret;
}

int kp_cluster_conf(const kp_cluster *c, const kp_kvlist *const *overrides,
                    size_t n_overrides, rd_kafka_conf_t **out, char *errstr,
                    size_t errstr_size)
{
        kp_client_want w = { 0 };
        w.kind = KP_CLIENT_ANY;
        w.plan = overrides;
        w.n_plan = n_overrides;
        return kp_cluster_client_conf(c, &w, out, NULL, errstr, errstr_size);
}

static int open_mock(kp_cluster *c, char *errstr, size_t errstr_size)
{
        rd_kafka_conf_t *conf = rd_kafka_conf_new();
        char rderr[512];
        const char *boot;
        rd_kafka_conf_set_log_cb(conf, quiet_log);
        c->mock_rk =
            rd_kafka_new(RD_KAFKA_PRODUCER, conf, rderr, sizeof(rderr));
        if (!c->mock_rk) {
                rd_kafka_conf_destroy(conf);
                return kp_err(errstr, errstr_size,
                              "cannot start the embedded cluster: %s", rderr);
        }
        c->mock = rd_kafka_mock_cluster_new(c->mock_rk, KP_EMBEDDED_BROKERS);
        if (!c->mock)
                return kp_err(errstr, errstr_size,
                              "cannot start the embedded cluster (librdkafka "
                              "mock cluster)");
        boot = rd_kafka_mock_cluster_bootstraps(c->mock);
        c->bootstrap = strdup(boot);
        if (!c->bootstrap)
                return kp_err(errstr, errstr_size, "out of memory");
        return 0;
}

int kp_cluster_open(const char *bootstrap, const kp_kvlist *client,
                    int timeout_ms, kp_cluster **out, char *errstr,
                    size_t errstr_size)
{
        kp_cluster *c = calloc(1, sizeof(*c));
        rd_kafka_conf_t *conf = NULL;
        const struct rd_kafka_metadata *md = NULL;
        rd_kafka_resp_err_t err;
        char rderr[512];
        int64_t deadline;

        *out = NULL;
        if (!c)
                return kp_err(errstr, errstr_size, "out of memory");
        pthread_mutex_init(&c->api_mu, NULL);
        if (client && kp_kv_merge(&c->client, client)) {
                kp_err(errstr, errstr_size, "out of memory");
                goto fail;
        }
        if (bootstrap) {
                c->bootstrap = strdup(bootstrap);
                if (!c->bootstrap) {
                        kp_err(errstr, errstr_size, "out of memory");
                        goto fail;
                }
        } else if (open_mock(c, errstr, errstr_size)) {
                goto fail;
        }
        if (kp_cluster_conf(c, NULL, 0, &conf, errstr, errstr_size))
                goto fail;
        rd_kafka_conf_set_opaque(conf, c);
        rd_kafka_conf_set_error_cb(conf, admin_error_cb);
        /* The broker's API versions come only through this debug
         * context; its lines go to admin_log, never to the terminal. */
        rd_kafka_conf_set(conf, "debug", "feature", rderr, sizeof(rderr));
        rd_kafka_conf_set_log_cb(conf, admin_log);
        c->admin = rd_kafka_new(RD_KAFKA_PRODUCER, conf, rderr, sizeof(rderr));
        if (!c->admin) {
                rd_kafka_conf_destroy(conf);
                kp_err(errstr, errstr_size, "cannot create a client: %s",
                       rderr);
                goto fail;
        }
        /* Ask in short slices so that an authentication failure or "all
         * brokers down" ends the wait at once instead of at the timeout. */
        deadline = kp_now_us() + (int64_t)timeout_ms * 1000;
        for (;;) {
                err = rd_kafka_metadata(c->admin, 0, NULL, &md, 1000);
                rd_kafka_poll(c->admin, 0);
                if (err == RD_KAFKA_RESP_ERR_NO_ERROR)
                        break;
                if (c->first_err == RD_KAFKA_RESP_ERR__AUTHENTICATION ||
                    c->first_err == RD_KAFKA_RESP_ERR__SSL ||
                    c->first_err == RD_KAFKA_RESP_ERR__FATAL ||
                    kp_now_us() >= deadline) {
                        kp_err(
                            errstr, errstr_size,
                            "cannot reach the cluster at %s: %s%s%s",
                            c->bootstrap,
                            c->first_err ? c->first_error
                                         : rd_kafka_err2str(err),
                            c->first_err == RD_KAFKA_RESP_ERR__AUTHENTICATION
                                ? " (check sasl.username, sasl.password "
                                  "and sasl.mechanism)"
                                : "",
                            c->first_err ==
                                        RD_KAFKA_RESP_ERR__ALL_BROKERS_DOWN ||
                                    c->first_err == 0
                                ? " (is a broker listening there, and "
                                  "is security.protocol right?)"
                                : "");
                        goto fail;
                }
        }
        rd_kafka_metadata_destroy(md);
        *out = c;
        return 0;
fail:
        kp_cluster_close(c);
        return -1;
}

void kp_cluster_close(kp_cluster *c)
{
        if (!c)
                return;
        if (c->admin)
                rd_kafka_destroy(c->admin);
        if (c->mock)
                rd_kafka_mock_cluster_destroy(c->mock);
        if (c->mock_rk)
                rd_kafka_destroy(c->mock_rk);
        pthread_mutex_destroy(&c->api_mu);
        free(c->apis);
        kp_kv_free(&c->client);
        kp_kv_free(&c->force);
        free(c->bootstrap);
        free(c);
}

int kp_cluster_set_overrides(kp_cluster *c, const kp_kvlist *force)
{
        return kp_kv_merge(&c->force, force);
}

int kp_cluster_embedded(const kp_cluster *c)
{
        return c->mock != NULL;
}

const char *kp_cluster_bootstrap(const kp_cluster *c)
{
        return c->bootstrap;
}

rd_kafka_mock_cluster_t *kp_cluster_mock(const kp_cluster *c)
{
        return c->mock;
}

int kp_cluster_warn(kp_cluster_info *info, const char *fmt, ...)
{
        char *s, **v;
        va_list ap;
        int n;
        va_start(ap, fmt);
        n = vasprintf(&s, fmt, ap);
        va_end(ap);
        if (n < 0)
                return -1;
        v = realloc(info->warnings, (info->n_warnings + 1) * sizeof(*v));
        if (!v) {
                free(s);
                return -1;
        }
        info->warnings = v;
        info->warnings[info->n_warnings++] = s;
        return 0;
}

static int metadata_of(kp_cluster *c, const char *topic, int timeout_ms,
                       const struct rd_kafka_metadata **md,
                       const struct rd_kafka_metadata_topic **mt, char *errstr,
                       size_t errstr_size)
{
        rd_kafka_topic_t *rkt = rd_kafka_topic_new(c->admin, topic, NULL);
        rd_kafka_resp_err_t err;
        *mt = NULL;
        *md = NULL;
        if (!rkt)
                return kp_err(errstr, errstr_size, "%s: bad topic name", topic);
        err = rd_kafka_metadata(c->admin, 0, rkt, md, timeout_ms);
        rd_kafka_topic_destroy(rkt);
        if (err) {
                *md = NULL;
                return kp_err(errstr, errstr_size, "metadata for topic %s: %s",
                              topic, rd_kafka_err2str(err));
        }
        if ((*md)->topic_cnt == 1 && !(*md)->topics[0].err)
                *mt = &(*md)->topics[0];
        return 0;
}

/* Metadata of one topic; *mt points into *md (caller destroys md). A
 * missing topic gives *mt NULL and 0. */
static int topic_metadata(kp_cluster *c, const char *topic,
                          const struct rd_kafka_metadata **md,
                          const struct rd_kafka_metadata_topic **mt,
                          char *errstr, size_t errstr_size)
{
        return metadata_of(c, topic, 10000, md, mt, errstr, errstr_size);
}

int kp_cluster_topic_metadata(kp_cluster *c, const char *topic,
                              const struct rd_kafka_metadata **md,
                              const struct rd_kafka_metadata_topic **mt,
                              int timeout_ms)
{
        char ignored[256];
        return metadata_of(c, topic, timeout_ms, md, mt, ignored,
                           sizeof(ignored));
}

static int fill_layout(const struct rd_kafka_metadata_topic *mt,
                       kp_topic_info *info)
{
        info->partitions = mt->partition_cnt;
        info->parts =
            calloc((size_t)mt->partition_cnt + 1, sizeof(*info->parts));
        if (!info->parts)
                return -1;
        info->n_parts = (size_t)mt->partition_cnt;
        info->replication_factor =
            mt->partition_cnt > 0 ? mt->partitions[0].replica_cnt : 0;
        for (int i = 0; i < mt->partition_cnt; i++) {
                const rd_kafka_metadata_partition_t *p = &mt->partitions[i];
                kp_partition_info *pi =
                    &info->parts[p->id < mt->partition_cnt ? p->id : i];
                pi->id = p->id;
                pi->leader = p->leader;
                pi->n_replicas = (size_t)p->replica_cnt;
                pi->n_isr = (size_t)p->isr_cnt;
                pi->replicas = calloc((size_t)p->replica_cnt + 1, 4);
                pi->isr = calloc((size_t)p->isr_cnt + 1, 4);
                if (!pi->replicas || !pi->isr)
                        return -1;
                memcpy(pi->replicas, p->replicas,
                       (size_t)p->replica_cnt * sizeof(int32_t));
                memcpy(pi->isr, p->isrs, (size_t)p->isr_cnt * sizeof(int32_t));
        }
        return 0;
}

/* Waits for an admin result event of the given type, bounded. */
static rd_kafka_event_t *admin_wait(rd_kafka_queue_t *q, int timeout_ms)
{
        return rd_kafka_queue_poll(q, timeout_ms);
}

/* Creates the topic. Returns 0 when this call created it, 1 when it
 * existed already (made meanwhile by someone else), -1 on error. */
static int create_topic(kp_cluster *c, const kp_topic_want *w, char *errstr,
                        size_t errstr_size)
{
        rd_kafka_NewTopic_t *nt;
        rd_kafka_queue_t *q;
        rd_kafka_event_t *ev;
        const rd_kafka_CreateTopics_result_t *res;
        const rd_kafka_topic_result_t **tr;
        rd_kafka_resp_err_t err;
        size_t n;
        char rderr[512];
        int ret = -1;

        if (c->mock) {
                /* The mock has no CreateTopics API; it does not replicate. */
                int rf = w->replication_factor;
                err = rd_kafka_mock_topic_create(
                    c->mock, w->name, w->partitions,
                    rf > 0 && rf <= KP_EMBEDDED_BROKERS ? rf : 1);
                if (err == RD_KAFKA_RESP_ERR_TOPIC_ALREADY_EXISTS)
                        return 1;
                if (err)
                        return kp_err(errstr, errstr_size,
                                      "cannot create topic %s on the "
                                      "embedded cluster: %s",
                                      w->name, rd_kafka_err2str(err));
                return 0;
        }
        nt = rd_kafka_NewTopic_new(w->name, w->partitions,
                                   w->replication_factor, rderr, sizeof(rderr));
        if (!nt)
                return kp_err(errstr, errstr_size, "topic %s: %s", w->name,
                              rderr);
        for (size_t i = 0; w->config && i < w->config->n; i++) {
                if (rd_kafka_NewTopic_set_config(nt, w->config->items[i].key,
                                                 w->config->items[i].value)) {
                        kp_err(errstr, errstr_size, "topic %s: config %s",
                               w->name, w->config->items[i].key);
                        rd_kafka_NewTopic_destroy(nt);
                        return -1;
                }
        }
        q = rd_kafka_queue_new(c->admin);
        rd_kafka_CreateTopics(c->admin, &nt, 1, NULL, q);
        ev = admin_wait(q, 30000);
        rd_kafka_NewTopic_destroy(nt);
        if (!ev) {
                kp_err(errstr, errstr_size,
                       "creating topic %s: no answer within 30 s", w->name);
                goto out;
        }
        if (rd_kafka_event_error(ev)) {
                kp_err(errstr, errstr_size, "creating topic %s: %s", w->name,
                       rd_kafka_event_error_string(ev));
                goto out;
        }
        res = rd_kafka_event_CreateTopics_result(ev);
        tr = rd_kafka_CreateTopics_result_topics(res, &n);
        err = n == 1 ? rd_kafka_topic_result_error(tr[0])
                     : RD_KAFKA_RESP_ERR_NO_ERROR;
        if (err == RD_KAFKA_RESP_ERR_TOPIC_ALREADY_EXISTS) {
                /* Not ours: it is checked against the plan like any
                 * topic that was found. */
                ret = 1;
                goto out;
        }
        if (err) {
                kp_err(errstr, errstr_size, "creating topic %s: %s", w->name,
                       rd_kafka_topic_result_error_string(tr[0])
                           ? rd_kafka_topic_result_error_string(tr[0])
                           : rd_kafka_err2str(err));
                goto out;
        }
        ret = 0;
out:
        if (ev)
                rd_kafka_event_destroy(ev);
        rd_kafka_queue_destroy(q);
        return ret;
}

/* Topic configuration as the cluster describes it. Into shown: the
 * entries that are not defaults, a few that matter for acceptance either
 * way, and every key of want (the plan's); into all (may be NULL): every
 * entry. A topic just created may not be known yet to the broker that
 * answers: asked again for up to 10 s. Sensitive values are never kept.
 * Returns 0, or -1 with errstr when the cluster gave no answer. */
static int describe_topic_config(kp_cluster *c, const char *topic,
                                 const kp_kvlist *want, kp_kvlist *shown,
                                 kp_kvlist *all, char *errstr,
                                 size_t errstr_size)
{
        static const char *always[] = {
                "retention.ms",  "min.insync.replicas", "cleanup.policy",
                "segment.bytes", "max.message.bytes",   "compression.type"
        };
        int64_t deadline = kp_now_us() + 10LL * 1000000;
        char why[512] = "no answer";
        for (;;) {
                rd_kafka_ConfigResource_t *cr =
                    rd_kafka_ConfigResource_new(RD_KAFKA_RESOURCE_TOPIC, topic);
                rd_kafka_queue_t *q = rd_kafka_queue_new(c->admin);
                rd_kafka_event_t *ev;
                const rd_kafka_ConfigResource_t **rs = NULL;
                size_t n_rs = 0, n_e;
                rd_kafka_DescribeConfigs(c->admin, &cr, 1, NULL, q);
                ev = admin_wait(q, 10000);
                rd_kafka_ConfigResource_destroy(cr);
                if (ev && rd_kafka_event_error(ev))
                        snprintf(why, sizeof(why), "%s",
                                 rd_kafka_event_error_string(ev));
                else if (ev)
                        rs = rd_kafka_DescribeConfigs_result_resources(
                            rd_kafka_event_DescribeConfigs_result(ev), &n_rs);
                if (n_rs == 1 && rd_kafka_ConfigResource_error(rs[0]))
                        snprintf(why, sizeof(why), "%s",
                                 rd_kafka_ConfigResource_error_string(rs[0]));
                else if (n_rs == 1) {
                        const rd_kafka_ConfigEntry_t **es =
                            rd_kafka_ConfigResource_configs(rs[0], &n_e);
                        for (size_t i = 0; i < n_e; i++) {
                                const char *name =
                                    rd_kafka_ConfigEntry_name(es[i]);
                                const char *val =
                                    rd_kafka_ConfigEntry_value(es[i]);
                                int keep =
                                    !rd_kafka_ConfigEntry_is_default(es[i]) ||
                                    (want && kp_kv_get(want, name));
                                if (!val ||
                                    rd_kafka_ConfigEntry_is_sensitive(es[i]))
                                        continue;
                                for (size_t k = 0; k < KP_ARRAY_LEN(always);
                                     k++)
                                        if (strcmp(name, always[k]) == 0)
                                                keep = 1;
                                if ((keep && kp_kv_set(shown, name, val)) ||
                                    (all && kp_kv_set(all, name, val))) {
                                        rd_kafka_event_destroy(ev);
                                        rd_kafka_queue_destroy(q);
                                        return kp_err(errstr, errstr_size,
                                                      "out of memory");
                                }
                        }
                        rd_kafka_event_destroy(ev);
                        rd_kafka_queue_destroy(q);
                        return 0;
                }
                if (ev)
                        rd_kafka_event_destroy(ev);
                rd_kafka_queue_destroy(q);
                if (kp_now_us() + 500000 > deadline)
                        return kp_err(errstr, errstr_size,
                                      "the configuration of topic %s could "
                                      "not be read (DescribeConfigs: %s)",
                                      topic, why);
                usleep(500000);
        }
}

/* Appends "; " and a difference to b. */
static void differ(kp_buf *b, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));

static void differ(kp_buf *b, const char *fmt, ...)
{
        va_list ap;
        char s[512];
        va_start(ap, fmt);
        vsnprintf(s, sizeof(s), fmt, ap);
        va_end(ap);
        if (b->len)
                kp_buf_puts(b, "; ");
        kp_buf_puts(b, s);
}

/* The differences between the topic as read back and as wanted, as one
 * sentence into b (empty when none). all: its every config entry. */
static void topic_differences(const kp_cluster *c, const kp_topic_want *w,
                              const kp_topic_info *info, const kp_kvlist *all,
                              kp_buf *b)
{
        if (info->partitions != w->partitions)
                differ(b, "partitions: the plan wants %d, the cluster has %d",
                       w->partitions, info->partitions);
        if (w->replication_factor > 0) {
                size_t n_bad = 0, first = 0;
                int have = 0;
                for (size_t k = 0; k < info->n_parts; k++) {
                        if ((int)info->parts[k].n_replicas ==
                            w->replication_factor)
                                continue;
                        if (!n_bad++) {
                                first = k;
                                have = (int)info->parts[k].n_replicas;
                        }
                }
                if (n_bad == info->n_parts && n_bad)
                        differ(b,
                               "replication factor: the plan wants %d, the "
                               "cluster has %d",
                               w->replication_factor, have);
                else if (n_bad)
                        differ(b,
                               "replication factor: the plan wants %d, "
                               "partition %d has %d replica%s (%zu of %zu "
                               "partitions differ)",
                               w->replication_factor, info->parts[first].id,
                               have, have == 1 ? "" : "s", n_bad,
                               info->n_parts);
        }
        for (size_t i = 0; !c->mock && w->config && i < w->config->n; i++) {
                const char *key = w->config->items[i].key;
                const char *want = w->config->items[i].value;
                const char *have = kp_kv_get(all, key);
                if (!have)
                        differ(b,
                               "%s: the plan wants %s, the cluster does not "
                               "know it",
                               key, want);
                else if (strcmp(have, want) != 0)
                        differ(b, "%s: the plan wants %s, the cluster has %s",
                               key, want, have);
        }
}

int kp_cluster_ensure_topic(kp_cluster *c, const kp_topic_want *w,
                            kp_topic_info *info, kp_cluster_info *warnings_to,
                            char *errstr, size_t errstr_size)
{
        const struct rd_kafka_metadata *md = NULL;
        const struct rd_kafka_metadata_topic *mt = NULL;
        kp_kvlist all = { 0 };
        kp_buf diff = { 0 };
        int ret = -1, ready, made;
        int64_t deadline;

        memset(info, 0, sizeof(*info));
        info->name = strdup(w->name);
        if (!info->name)
                return kp_err(errstr, errstr_size, "out of memory");
        /* Every handle has allow.auto.create.topics=false: asking a broker
         * for the metadata of a missing topic does not create it. The
         * mock ignores that flag and would make the topic with its own
         * partition count: there it is created first. */
        if (c->mock && w->create) {
                made = create_topic(c, w, errstr, errstr_size);
                if (made < 0)
                        goto out;
                info->created = made == 0;
        }
        if (topic_metadata(c, w->name, &md, &mt, errstr, errstr_size))
                goto out;
        if (!mt) {
                rd_kafka_metadata_destroy(md);
                md = NULL;
                if (!w->create) {
                        kp_err(errstr, errstr_size,
                               "topic %s does not exist and the plan says "
                               "\"create\": false",
                               w->name);
                        goto out;
                }
                made = create_topic(c, w, errstr, errstr_size);
                if (made < 0)
                        goto out;
                info->created = made == 0;
        }
        /* Wait until every partition has a leader (bounded). */
        deadline = kp_now_us() + 30LL * 1000000;
        for (;;) {
                if (!md &&
                    topic_metadata(c, w->name, &md, &mt, errstr, errstr_size))
                        goto out;
                ready = mt && mt->partition_cnt > 0;
                for (int i = 0; ready && i < mt->partition_cnt; i++)
                        if (mt->partitions[i].leader < 0 ||
                            mt->partitions[i].err)
                                ready = 0;
                if (ready)
                        break;
                rd_kafka_metadata_destroy(md);
                md = NULL;
                if (kp_now_us() > deadline) {
                        kp_err(errstr, errstr_size, "topic %s: %s after 30 s",
                               w->name,
                               mt ? "partitions have no leader"
                                  : "the cluster does not list it");
                        goto out;
                }
                usleep(200000);
        }
        if (fill_layout(mt, info)) {
                kp_err(errstr, errstr_size, "out of memory");
                goto out;
        }
        /* Read back what the plan names, whoever made the topic. */
        if (!c->mock &&
            describe_topic_config(c, w->name, w->config, &info->config, &all,
                                  errstr, errstr_size))
                goto out;
        if (c->mock && w->config && w->config->n &&
            kp_cluster_warn(warnings_to,
                            "topic %s: the embedded cluster has no topic "
                            "configuration; %zu setting%s of the plan "
                            "(%s=%s%s) not applied",
                            w->name, w->config->n,
                            w->config->n == 1 ? " is" : "s are",
                            w->config->items[0].key, w->config->items[0].value,
                            w->config->n > 1 ? ", ..." : ""))
                goto oom;
        topic_differences(c, w, info, &all, &diff);
        if (diff.oom)
                goto oom;
        if (diff.len && c->mock) {
                /* The mock is no evidence either way; say what it made. */
                if (kp_cluster_warn(warnings_to,
                                    "topic %s on the embedded "
                                    "cluster: %s",
                                    w->name, diff.s))
                        goto oom;
        } else if (diff.len && w->accept_existing && !info->created) {
                info->accepted = 1;
                if (kp_cluster_warn(warnings_to,
                                    "topic %s is used as the cluster has it "
                                    "(the plan says \"existing\": "
                                    "\"accept\"): %s",
                                    w->name, diff.s))
                        goto oom;
        } else if (diff.len) {
                kp_err(errstr, errstr_size,
                       "topic %s %s is not the plan's topic: %s. kplan "
                       "measures only the topic the plan describes: %s",
                       w->name, info->created ? "as created" : "on the cluster",
                       diff.s,
                       info->created
                           ? "the broker did not create it as asked"
                           : "delete it or name another topic, or set "
                             "topic.existing to \"accept\" to measure it "
                             "as it is");
                goto out;
        }
        ret = 0;
        goto out;
oom:
        kp_err(errstr, errstr_size, "out of memory");
out:
        if (ret)
                kp_topic_info_clear(info);
        rd_kafka_metadata_destroy(md);
        kp_kv_free(&all);
        kp_buf_free(&diff);
        return ret;
}
/* The broker settings kept in results.json: those that decide what a
 * test measures (threads, disks, flushing, replication defaults, sizes,
 * retention, socket buffers). */
static const char *const broker_settings[] = {
        "num.network.threads",
        "num.io.threads",
        "num.replica.fetchers",
        "queued.max.requests",
        "log.dirs",
        "log.flush.interval.messages",
        "log.flush.interval.ms",
        "log.segment.bytes",
        "log.retention.hours",
        "log.retention.ms",
        "log.retention.bytes",
        "default.replication.factor",
        "min.insync.replicas",
        "num.partitions",
        "auto.create.topics.enable",
        "unclean.leader.election.enable",
        "message.max.bytes",
        "compression.type",
        "socket.send.buffer.bytes",
        "socket.receive.buffer.bytes",
        "socket.request.max.bytes",
};

/* Keeps the broker settings of broker_settings[] that es has, in that
 * order. */
static void keep_broker_settings(const rd_kafka_ConfigEntry_t **es, size_t n,
                                 int32_t broker, kp_cluster_info *info)
{
        for (size_t k = 0; k < KP_ARRAY_LEN(broker_settings); k++) {
                for (size_t i = 0; i < n; i++) {
                        const char *val = rd_kafka_ConfigEntry_value(es[i]);
                        if (!val || strcmp(rd_kafka_ConfigEntry_name(es[i]),
                                           broker_settings[k]) != 0)
                                continue;
                        /* log.dirs: how many, not where (a host's
                         * paths are not what a test measures). */
                        char dirs[32];
                        if (strcmp(broker_settings[k], "log.dirs") == 0) {
                                snprintf(dirs, sizeof(dirs), "%zu",
                                         kp_log_dirs_count(val));
                                val = dirs;
                        }
                        if (kp_kv_set(&info->broker_config, broker_settings[k],
                                      val) == 0)
                                info->broker_config_id = broker;
                        break;
                }
        }
}

static void describe_broker_version(kp_cluster *c, int32_t broker,
                                    kp_cluster_info *info)
{
        rd_kafka_ConfigResource_t *cr;
        rd_kafka_queue_t *q;
        rd_kafka_event_t *ev;
        const rd_kafka_ConfigResource_t **rs;
        size_t n_rs, n_e;
        char id[16];
        if (c->mock)
                return;
        snprintf(id, sizeof(id), "%d", broker);
        cr = rd_kafka_ConfigResource_new(RD_KAFKA_RESOURCE_BROKER, id);
        q = rd_kafka_queue_new(c->admin);
        rd_kafka_DescribeConfigs(c->admin, &cr, 1, NULL, q);
        ev = admin_wait(q, 10000);
        rd_kafka_ConfigResource_destroy(cr);
        if (!ev || rd_kafka_event_error(ev))
                goto out;
        rs = rd_kafka_DescribeConfigs_result_resources(
            rd_kafka_event_DescribeConfigs_result(ev), &n_rs);
        if (n_rs != 1 || rd_kafka_ConfigResource_error(rs[0]))
                goto out;
        {
                const rd_kafka_ConfigEntry_t **es =
                    rd_kafka_ConfigResource_configs(rs[0], &n_e);
                for (size_t i = 0; i < n_e; i++) {
                        const char *name = rd_kafka_ConfigEntry_name(es[i]);
                        const char *val = rd_kafka_ConfigEntry_value(es[i]);
                        /* The protocol version the broker speaks:
                         * "3.9-IV0" for Kafka 3.9. */
                        if (val &&
                            strcmp(name, "inter.broker.protocol.version") ==
                                0 &&
                            !info->broker_version) {
                                if (asprintf(&info->broker_version,
                                             "%s %s (broker %d)", name, val,
                                             broker) < 0)
                                        info->broker_version = NULL;
                        }
                }
                kp_kv_free(&info->broker_config);
                info->broker_config_id = -1;
                keep_broker_settings(es, n_e, broker, info);
        }
out:
        if (ev)
                rd_kafka_event_destroy(ev);
        rd_kafka_queue_destroy(q);
}

int kp_cluster_describe(kp_cluster *c, kp_cluster_info *info, char *errstr,
                        size_t errstr_size)
{
        const struct rd_kafka_metadata *md;
        rd_kafka_resp_err_t err =
            rd_kafka_metadata(c->admin, 0, NULL, &md, 10000);
        char *id;
        if (err)
                return kp_err(errstr, errstr_size, "cluster metadata: %s",
                              rd_kafka_err2str(err));
        info->embedded = c->mock != NULL;
        free(info->bootstrap);
        info->bootstrap = strdup(c->bootstrap);
        free(info->brokers);
        info->brokers =
            calloc((size_t)md->broker_cnt + 1, sizeof(*info->brokers));
        if (!info->brokers || !info->bootstrap) {
                rd_kafka_metadata_destroy(md);
                return kp_err(errstr, errstr_size, "out of memory");
        }
        info->n_brokers = (size_t)md->broker_cnt;
        for (int i = 0; i < md->broker_cnt; i++) {
                info->brokers[i].id = md->brokers[i].id;
                info->brokers[i].host = strdup(md->brokers[i].host);
                info->brokers[i].port = md->brokers[i].port;
        }
        rd_kafka_metadata_destroy(md);
        id = rd_kafka_clusterid(c->admin, 5000);
        if (id) {
                free(info->cluster_id);
                info->cluster_id = strdup(id);
                rd_kafka_mem_free(c->admin, id);
        }
        info->controller_id = rd_kafka_controllerid(c->admin, 5000);
        pthread_mutex_lock(&c->api_mu);
        free(info->apis);
        info->apis = NULL;
        info->n_apis = 0;
        if (c->n_apis) {
                info->apis = malloc(c->n_apis * sizeof(*info->apis));
                if (info->apis) {
                        memcpy(info->apis, c->apis,
                               c->n_apis * sizeof(*info->apis));
                        info->n_apis = c->n_apis;
                }
        }
        pthread_mutex_unlock(&c->api_mu);
        if (c->mock) {
                free(info->broker_version);
                info->broker_version =
                    strdup("librdkafka mock cluster (embedded)");
        } else if (info->n_brokers > 0) {
                describe_broker_version(c,
                                        info->controller_id >= 0
                                            ? info->controller_id
                                            : info->brokers[0].id,
                                        info);
        }
        return 0;
}

int kp_cluster_partition_count(kp_cluster *c, const char *topic, int *n,
                               char *errstr, size_t errstr_size)
{
        const struct rd_kafka_metadata *md = NULL;
        const struct rd_kafka_metadata_topic *mt;
        if (topic_metadata(c, topic, &md, &mt, errstr, errstr_size))
                return -1;
        if (!mt) {
                rd_kafka_metadata_destroy(md);
                return kp_err(errstr, errstr_size, "topic %s does not exist",
                              topic);
        }
        *n = mt->partition_cnt;
        rd_kafka_metadata_destroy(md);
        return 0;
}

/* rd_kafka_query_watermark_offsets() waits forever when the leader's
 * broker is down (librdkafka before 2.3.0, issue #2588): a broker that
 * dies mid-run would hang the run. rd_kafka_offsets_for_times() with
 * RD_KAFKA_OFFSET_END sends the same ListOffsets request, for every
 * partition at once, and keeps its timeout. A leader that just moved is
 * not known to the client until its metadata is refreshed, and a request
 * to the old leader waits for the whole timeout: so each attempt is short
 * and follows a metadata refresh, and attempts go on until the bound. */
#define KP_WATERMARKS_TIMEOUT_MS 30000
#define KP_WATERMARKS_ATTEMPT_MS 3000

int kp_cluster_high_watermarks(kp_cluster *c, const char *topic, int n,
                               int64_t *high, char *errstr, size_t errstr_size)
{
        int64_t deadline = kp_now_us() + KP_WATERMARKS_TIMEOUT_MS * 1000LL;
        rd_kafka_topic_partition_list_t *l;
        rd_kafka_resp_err_t err = RD_KAFKA_RESP_ERR_NO_ERROR;
        int bad = -1, ret = -1, leaderless = -1;
        if (n <= 0)
                return 0;
        l = rd_kafka_topic_partition_list_new(n);
        for (int i = 0; i < n; i++)
                rd_kafka_topic_partition_list_add(l, topic, i);
        for (int attempt = 0;; attempt++) {
                if (attempt > 0) {
                        /* Learn where the leaders are now. */
                        const struct rd_kafka_metadata *md = NULL;
                        const struct rd_kafka_metadata_topic *mt = NULL;
                        char ignored[256];
                        leaderless = -1;
                        if (topic_metadata(c, topic, &md, &mt, ignored,
                                           sizeof(ignored)) == 0 &&
                            mt)
                                for (int i = 0; i < mt->partition_cnt; i++)
                                        if (mt->partitions[i].leader < 0 &&
                                            leaderless < 0)
                                                leaderless =
                                                    mt->partitions[i].id;
                        rd_kafka_metadata_destroy(md);
                }
                for (int i = 0; i < n; i++) {
                        l->elems[i].offset = RD_KAFKA_OFFSET_END;
                        l->elems[i].err = RD_KAFKA_RESP_ERR_NO_ERROR;
                }
                err = rd_kafka_offsets_for_times(c->admin, l,
                                                 KP_WATERMARKS_ATTEMPT_MS);
                bad = -1;
                for (int i = 0; !err && i < n && bad < 0; i++)
                        if (l->elems[i].err || l->elems[i].offset < 0)
                                bad = i;
                if (!err && bad < 0)
                        break;
                if (kp_now_us() + 500000 >= deadline)
                        goto out;
                usleep(500000);
        }
        for (int i = 0; i < n; i++)
                high[l->elems[i].partition] = l->elems[i].offset;
        ret = 0;
out:
        if (ret && leaderless >= 0)
                kp_err(errstr, errstr_size,
                       "partition %d of %s had no leader for %d s: its "
                       "offsets could not be read",
                       leaderless, topic, KP_WATERMARKS_TIMEOUT_MS / 1000);
        else if (ret && err)
                kp_err(errstr, errstr_size,
                       "offsets of %s: %s (no answer within %d s)", topic,
                       rd_kafka_err2str(err), KP_WATERMARKS_TIMEOUT_MS / 1000);
        else if (ret)
                kp_err(errstr, errstr_size, "offsets of %s [%d]: %s", topic,
                       l->elems[bad].partition,
                       l->elems[bad].err ? rd_kafka_err2str(l->elems[bad].err)
                                         : "no offset");
        rd_kafka_topic_partition_list_destroy(l);
        return ret;
}

static char *first_line_value(const char *path, const char *key)
{
        FILE *fp = fopen(path, "r");
        char line[512], *out = NULL;
        size_t klen = strlen(key);
        if (!fp)
                return NULL;
        while (fgets(line, sizeof(line), fp)) {
                char *v;
                if (strncmp(line, key, klen) != 0)
                        continue;
                v = strchr(line, key[klen - 1] == '=' ? '=' : ':');
                if (!v)
                        continue;
                v++;
                while (*v == ' ' || *v == '\t' || *v == '"')
                        v++;
                v[strcspn(v, "\"\n")] = '\0';
                out = strdup(v);
                break;
        }
        fclose(fp);
        return out;
}

void kp_host_collect(kp_host_info *h)
{
        struct utsname u;
        char name[256];
        char *distro;
        long pages = sysconf(_SC_PHYS_PAGES), psize = sysconf(_SC_PAGESIZE);
        if (gethostname(name, sizeof(name)) == 0) {
                name[sizeof(name) - 1] = '\0';
                h->hostname = strdup(name);
        }
        distro = first_line_value("/etc/os-release", "PRETTY_NAME=");
        if (uname(&u) == 0 &&
            asprintf(&h->os, "%s %s %s%s%s%s", u.sysname, u.release, u.machine,
                     distro ? " (" : "", distro ? distro : "",
                     distro ? ")" : "") < 0)
                h->os = NULL;
        free(distro);
        h->cpu_model = first_line_value("/proc/cpuinfo", "model name");
        h->cpus = (int)sysconf(_SC_NPROCESSORS_ONLN);
        h->memory_bytes =
            pages > 0 && psize > 0 ? (uint64_t)pages * (uint64_t)psize : 0;
}
