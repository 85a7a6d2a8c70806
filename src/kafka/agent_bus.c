#include "kafka/agent_bus.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/util.h"

struct kp_agent_bus {
        rd_kafka_t *prod, *cons;
        rd_kafka_topic_t *out;
        char *write_topic;
        kp_agent_foreign foreign; /* the latest skipped, if seen */
        int foreign_seen;
};

/* The bus topics: one partition, short retention, room for a phase
 * result with its histograms and message bitset. */
static int ensure(kp_cluster *c, const char *name, char *errstr,
                  size_t errstr_size)
{
        kp_kvlist cfg = { 0 };
        kp_topic_want w = { 0 };
        kp_topic_info info = { 0 };
        kp_cluster_info scratch = { 0 };
        int ret;
        if (kp_kv_set(&cfg, "retention.ms", "3600000") ||
            kp_kv_set(&cfg, "max.message.bytes", "33554432")) {
                kp_kv_free(&cfg);
                return kp_err(errstr, errstr_size, "out of memory");
        }
        w.name = name;
        w.partitions = 1;
        w.replication_factor = -1;
        w.config = &cfg;
        w.create = 1;
        w.accept_existing = 1;
        ret = kp_cluster_ensure_topic(c, &w, &info, &scratch, errstr,
                                      errstr_size);
        kp_topic_info_clear(&info);
        for (size_t i = 0; i < scratch.n_warnings; i++)
                free(scratch.warnings[i]);
        free(scratch.warnings);
        kp_kv_free(&cfg);
        return ret;
}

static rd_kafka_t *client(kp_cluster *c, rd_kafka_type_t type,
                          const kp_kvlist *props, char *errstr,
                          size_t errstr_size)
{
        const kp_kvlist *layers[1] = { props };
        rd_kafka_conf_t *conf;
        rd_kafka_t *rk;
        char rderr[512];
        if (kp_cluster_conf(c, layers, 1, &conf, errstr, errstr_size))
                return NULL;
        rk = rd_kafka_new(type, conf, rderr, sizeof(rderr));
        if (!rk) {
                rd_kafka_conf_destroy(conf);
                kp_err(errstr, errstr_size, "cannot create a client: %s",
                       rderr);
        }
        return rk;
}

int kp_agent_bus_open(kp_cluster *c, const char *control_topic,
                      const char *results_topic, int coordinator,
                      kp_agent_bus **out, char *errstr, size_t errstr_size)
{
        kp_agent_bus *b = calloc(1, sizeof(*b));
        kp_kvlist pp = { 0 }, cp = { 0 };
        const char *rt = coordinator ? results_topic : control_topic;
        rd_kafka_topic_partition_list_t *l = NULL;
        int64_t lo = 0, hi = 0;
        rd_kafka_resp_err_t err;
        int ret = -1;
        *out = NULL;
        if (!b)
                return kp_err(errstr, errstr_size, "out of memory");
        if (ensure(c, control_topic, errstr, errstr_size) ||
            ensure(c, results_topic, errstr, errstr_size))
                goto out;
        b->write_topic = strdup(coordinator ? control_topic : results_topic);
        if (!b->write_topic || kp_kv_set(&pp, "linger.ms", "2") ||
            kp_kv_set(&pp, "compression.codec", "lz4") ||
            kp_kv_set(&pp, "message.max.bytes", "33554432") ||
            kp_kv_set(&pp, "acks", "all") ||
            kp_kv_set(&cp, "group.id", "kplan-agent-bus") ||
            kp_kv_set(&cp, "enable.auto.commit", "false") ||
            kp_kv_set(&cp, "fetch.wait.max.ms", "20") ||
            kp_kv_set(&cp, "fetch.max.bytes", "67108864") ||
            kp_kv_set(&cp, "max.partition.fetch.bytes", "33554432") ||
            kp_kv_set(&cp, "receive.message.max.bytes", "67109864")) {
                kp_err(errstr, errstr_size, "out of memory");
                goto out;
        }
        b->prod = client(c, RD_KAFKA_PRODUCER, &pp, errstr, errstr_size);
        if (!b->prod)
                goto out;
        b->out = rd_kafka_topic_new(b->prod, b->write_topic, NULL);
        b->cons = client(c, RD_KAFKA_CONSUMER, &cp, errstr, errstr_size);
        if (!b->cons || !b->out)
                goto out;
        /* From the end as it is now: an explicit offset, so that nothing
         * sent after this call is missed while "end" is resolved. */
        err = rd_kafka_query_watermark_offsets(b->cons, rt, 0, &lo, &hi, 15000);
        if (err) {
                kp_err(errstr, errstr_size,
                       "cannot read the end of topic %s: %s", rt,
                       rd_kafka_err2str(err));
                goto out;
        }
        l = rd_kafka_topic_partition_list_new(1);
        rd_kafka_topic_partition_list_add(l, rt, 0)->offset = hi;
        err = rd_kafka_assign(b->cons, l);
        rd_kafka_topic_partition_list_destroy(l);
        if (err) {
                kp_err(errstr, errstr_size, "cannot read topic %s: %s", rt,
                       rd_kafka_err2str(err));
                goto out;
        }
        ret = 0;
out:
        kp_kv_free(&pp);
        kp_kv_free(&cp);
        if (ret)
                kp_agent_bus_close(b);
        else
                *out = b;
        return ret;
}

void kp_agent_bus_close(kp_agent_bus *b)
{
        if (!b)
                return;
        if (b->prod)
                rd_kafka_flush(b->prod, 5000);
        if (b->out)
                rd_kafka_topic_destroy(b->out);
        if (b->prod)
                rd_kafka_destroy(b->prod);
        if (b->cons) {
                rd_kafka_consumer_close(b->cons);
                rd_kafka_destroy(b->cons);
        }
        free(b->write_topic);
        free(b);
}

int kp_agent_bus_send(kp_agent_bus *b, cJSON *msg, char *errstr,
                      size_t errstr_size)
{
        char *text;
        int rc;
        cJSON_DeleteItemFromObjectCaseSensitive(msg, "kplan_agent");
        cJSON_DeleteItemFromObjectCaseSensitive(msg, "sent_us");
        cJSON_AddNumberToObject(msg, "kplan_agent", KP_AGENT_PROTOCOL);
        cJSON_AddNumberToObject(msg, "sent_us", (double)kp_wall_us());
        text = cJSON_PrintUnformatted(msg);
        if (!text)
                return kp_err(errstr, errstr_size, "out of memory");
        for (int tries = 0;; tries++) {
                rc = rd_kafka_produce(b->out, 0, RD_KAFKA_MSG_F_FREE, text,
                                      strlen(text), NULL, 0, NULL);
                if (rc == 0 ||
                    rd_kafka_last_error() != RD_KAFKA_RESP_ERR__QUEUE_FULL ||
                    tries > 100)
                        break;
                rd_kafka_poll(b->prod, 50);
        }
        if (rc) {
                rd_kafka_resp_err_t e = rd_kafka_last_error();
                free(text);
                return kp_err(errstr, errstr_size,
                              "cannot send to topic %s: %s", b->write_topic,
                              rd_kafka_err2str(e));
        }
        /* Control messages are few and waited for: out now. */
        rd_kafka_poll(b->prod, 0);
        rd_kafka_flush(b->prod, 2000);
        return 0;
}

const char *kp_agent_bus_str(const cJSON *o, const char *k)
{
        const cJSON *v = cJSON_GetObjectItemCaseSensitive(o, k);
        return cJSON_IsString(v) ? v->valuestring : "";
}

double kp_agent_bus_num(const cJSON *o, const char *k)
{
        const cJSON *v = cJSON_GetObjectItemCaseSensitive(o, k);
        return cJSON_IsNumber(v) ? v->valuedouble : 0;
}

static void copy_str(char *to, size_t size, const cJSON *o, const char *k)
{
        snprintf(to, size, "%s", kp_agent_bus_str(o, k));
}

static void note_foreign(kp_agent_bus *b, const cJSON *j, int version)
{
        b->foreign.version = version;
        copy_str(b->foreign.type, sizeof(b->foreign.type), j, "type");
        copy_str(b->foreign.run, sizeof(b->foreign.run), j, "run");
        copy_str(b->foreign.agent, sizeof(b->foreign.agent), j, "agent");
        b->foreign_seen = 1;
}

int kp_agent_bus_foreign(kp_agent_bus *b, kp_agent_foreign *out)
{
        if (!b->foreign_seen)
                return 0;
        *out = b->foreign;
        b->foreign_seen = 0;
        return 1;
}

cJSON *kp_agent_bus_recv(kp_agent_bus *b, int timeout_ms)
{
        int64_t end = kp_now_us() + (int64_t)timeout_ms * 1000;
        rd_kafka_poll(b->prod, 0);
        for (;;) {
                int64_t left = (end - kp_now_us()) / 1000;
                rd_kafka_message_t *m =
                    rd_kafka_consumer_poll(b->cons, left > 0 ? (int)left : 0);
                cJSON *j = NULL, *v;
                if (m && !m->err && m->payload)
                        j = cJSON_ParseWithLength(m->payload, m->len);
                if (m)
                        rd_kafka_message_destroy(m);
                v = j ? cJSON_GetObjectItemCaseSensitive(j, "kplan_agent")
                      : NULL;
                if (j && cJSON_IsObject(j) && cJSON_IsNumber(v) &&
                    v->valueint == KP_AGENT_PROTOCOL &&
                    cJSON_IsString(cJSON_GetObjectItemCaseSensitive(j, "run")))
                        return j;
                if (j && cJSON_IsObject(j) && cJSON_IsNumber(v))
                        note_foreign(b, j, v->valueint);
                cJSON_Delete(j);
                if (!m && kp_now_us() >= end)
                        return NULL;
        }
}
