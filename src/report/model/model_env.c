/* The report model's environment (model.h, kp_rm_env). */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/units.h"
#include "report/model/model_priv.h"
#include "results/agents.h"

static char *ids(mb *b, const int32_t *v, size_t n)
{
        kp_buf s = { 0 };
        for (size_t i = 0; i < n; i++)
                kp_buf_printf(&s, "%s%d", i ? ", " : "", (int)v[i]);
        return mb_take(b, &s);
}

static void topic_build(mb *b, const kp_topic_info *t, kp_rm_topic *x)
{
        x->name = t->name ? t->name : "";
        x->partitions = t->partitions;
        x->replication_factor = t->replication_factor;
        x->created = t->created;
        x->accepted = t->accepted;
        mb_kv_build(b, &x->config, &t->config);
        x->layout = mb_calloc(b, t->n_parts, sizeof(*x->layout));
        for (size_t i = 0; x->layout && i < t->n_parts; i++) {
                const kp_partition_info *p = &t->parts[i];
                kp_rm_partition *l = &x->layout[i];
                l->partition = mb_printf(b, "%d", (int)p->id);
                l->leader = p->leader >= 0 ? mb_printf(b, "%d", (int)p->leader)
                                           : mb_strdup(b, "");
                l->replicas = ids(b, p->replicas, p->n_replicas);
                l->isr = ids(b, p->isr, p->n_isr);
                l->id_number = p->id;
                l->leader_number = p->leader;
                l->under_replicated = p->n_isr < p->n_replicas;
                x->n_layout = i + 1;
        }
}

static void agents_build(mb *b, const kp_results *r, kp_rm_env *env)
{
        double skew = 0;
        char s[64];
        env->agents = mb_calloc(b, r->n_agents, sizeof(*env->agents));
        for (size_t i = 0; env->agents && i < r->n_agents; i++) {
                const kp_agent_info *g = &r->agents[i];
                kp_rm_agent *x = &env->agents[i];
                x->name = g->name ? g->name : "";
                x->host = g->host ? g->host : "";
                x->kplan_version = g->kplan_version ? g->kplan_version : "";
                x->librdkafka_version =
                    g->librdkafka_version ? g->librdkafka_version : "";
                x->lost = g->lost ? g->lost : "";
                snprintf(s, sizeof(s), "%+.3f", g->clock_offset_ms);
                mb_cell_num(b, &x->clock_offset, s, g->clock_offset_ms,
                            KP_RM_MS);
                snprintf(s, sizeof(s), "%.3f", g->round_trip_ms);
                mb_cell_num(b, &x->round_trip, s, g->round_trip_ms, KP_RM_MS);
                if (fabs(g->clock_offset_ms) > skew)
                        skew = fabs(g->clock_offset_ms);
                env->n_agents = i + 1;
        }
        snprintf(s, sizeof(s), "%.3f", skew);
        mb_cell_num(b, &env->max_skew, s, skew, KP_RM_MS);
        skew = kp_agents_clock_skew_ms(r->agents, r->n_agents);
        snprintf(s, sizeof(s), "%.3f", skew);
        mb_cell_num(b, &env->skew_bound, s, skew, KP_RM_MS);
}

/* A count of a cut tier, or the words for one not known. */
static void cut_messages(mb *b, const kp_attempt_cut *x, kp_buf *out)
{
        char a[32], d[32];
        int any = 0;
        if (x->sent >= 0 && x->delivered >= 0) {
                kp_buf_printf(
                    out, MB_TR(b, RM_ATT_SENT),
                    kp_fmt_count(a, sizeof(a), (uint64_t)x->sent),
                    kp_fmt_count(d, sizeof(d), (uint64_t)x->delivered));
                any = 1;
        }
        if (x->written >= 0) {
                kp_buf_puts(out, any ? "; " : "");
                kp_buf_printf(out, MB_TR(b, RM_ATT_WRITTEN),
                              kp_fmt_count(a, sizeof(a), (uint64_t)x->written));
                any = 1;
        }
        if (!any)
                kp_buf_puts(out, MB_TR(b, RM_ATT_UNKNOWN));
}

static void attempts_build(mb *b, const kp_results *r, kp_rm_env *env)
{
        if (r->n_attempts < 2)
                return;
        env->attempts = mb_calloc(b, r->n_attempts, sizeof(*env->attempts));
        for (size_t i = 0; env->attempts && i < r->n_attempts; i++) {
                const kp_attempt *a = &r->attempts[i];
                kp_rm_attempt *x = &env->attempts[i];
                kp_buf t = { 0 }, c = { 0 };
                x->number = (int)i + 1;
                x->started_at = a->started_at;
                x->finished_at = a->finished_at;
                if (!a->status || strcmp(a->status, "killed") == 0 ||
                    strcmp(a->status, "running") == 0)
                        x->ended = MB_TR(b, RM_ATT_KILLED);
                else if (strcmp(a->status, "interrupted") == 0)
                        x->ended = MB_TR(b, RM_ATT_INTERRUPTED);
                else if (strcmp(a->status, "complete") == 0)
                        x->ended = MB_TR(b, RM_ATT_COMPLETE);
                else
                        x->ended = a->status;
                for (size_t k = 0; k < a->n_tiers; k++)
                        kp_buf_printf(&t, "%s%s", k ? ", " : "", a->tiers[k]);
                for (size_t k = 0; k < a->n_cut; k++) {
                        kp_buf m = { 0 };
                        cut_messages(b, &a->cut[k], &m);
                        kp_buf_printf(&c, "%s", k ? "; " : "");
                        kp_buf_printf(&c, MB_TR(b, RM_ATT_CUT), a->cut[k].tier,
                                      a->cut[k].started_at, m.s ? m.s : "");
                        kp_buf_free(&m);
                }
                x->tiers =
                    t.s ? mb_take(b, &t) : mb_strdup(b, MB_TR(b, RM_ATT_NONE));
                x->cut =
                    c.s ? mb_take(b, &c) : mb_strdup(b, MB_TR(b, RM_ATT_NONE));
                env->n_attempts = i + 1;
        }
}

/* What each broker setting kplan keeps decides, in a few words. */
static const struct {
        const char *name;
        kp_s about;
} setting_about[] = {
        { "num.network.threads", KP_S_RM_ENV_NUM_NETWORK_THREADS },
        { "num.io.threads", KP_S_RM_ENV_NUM_IO_THREADS },
        { "num.replica.fetchers", KP_S_RM_ENV_NUM_REPLICA_FETCHERS },
        { "queued.max.requests", KP_S_RM_ENV_QUEUED_MAX_REQUESTS },
        { "log.dirs", KP_S_RM_ENV_LOG_DIRS },
        { "log.flush.interval.messages",
          KP_S_RM_ENV_LOG_FLUSH_INTERVAL_MESSAGES },
        { "log.flush.interval.ms", KP_S_RM_ENV_LOG_FLUSH_INTERVAL_MS },
        { "log.segment.bytes", KP_S_RM_ENV_LOG_SEGMENT_BYTES },
        { "log.retention.hours", KP_S_RM_ENV_LOG_RETENTION_HOURS },
        { "log.retention.ms", KP_S_RM_ENV_LOG_RETENTION_MS },
        { "log.retention.bytes", KP_S_RM_ENV_LOG_RETENTION_BYTES },
        { "default.replication.factor",
          KP_S_RM_ENV_DEFAULT_REPLICATION_FACTOR },
        { "min.insync.replicas", KP_S_RM_ENV_MIN_INSYNC_REPLICAS },
        { "num.partitions", KP_S_RM_ENV_NUM_PARTITIONS },
        { "auto.create.topics.enable", KP_S_RM_ENV_AUTO_CREATE_TOPICS_ENABLE },
        { "unclean.leader.election.enable",
          KP_S_RM_ENV_UNCLEAN_LEADER_ELECTION_ENABLE },
        { "message.max.bytes", KP_S_RM_ENV_MESSAGE_MAX_BYTES },
        { "compression.type", KP_S_RM_ENV_COMPRESSION_TYPE },
        { "socket.send.buffer.bytes", KP_S_RM_ENV_SOCKET_SEND_BUFFER_BYTES },
        { "socket.receive.buffer.bytes",
          KP_S_RM_ENV_SOCKET_RECEIVE_BUFFER_BYTES },
        { "socket.request.max.bytes", KP_S_RM_ENV_SOCKET_REQUEST_MAX_BYTES },
};

static const char *about(const mb *b, const char *name)
{
        for (size_t i = 0; i < KP_ARRAY_LEN(setting_about); i++)
                if (strcmp(setting_about[i].name, name) == 0)
                        return kp_tr(b->lang, setting_about[i].about);
        return "";
}

/* A setting's value, with what a reader would otherwise work out:
 * how many log directories, that Long.MAX_VALUE means never. */
static char *setting_value(mb *b, const char *name, const char *v)
{
        if (strcmp(name, "log.dirs") == 0) {
                size_t n = kp_log_dirs_count(v);
                return mb_printf(b,
                                 n == 1 ? MB_TR(b, RM_ENV_DIRECTORY)
                                        : MB_TR(b, RM_ENV_DIRECTORIES),
                                 n);
        }
        if (strncmp(name, "log.flush.interval.", 19) == 0 &&
            strcmp(v, "9223372036854775807") == 0)
                return mb_printf(b, MB_TR(b, RM_ENV_NEVER_FLUSH), v);
        return mb_strdup(b, v);
}

/* Kafka 4.0 or later, where the brokers do not say their release: their
 * settings were read but hold no inter.broker.protocol.version (4.0
 * removed it), and Fetch starts at v4 (4.0 removed v0 to v3, KIP-896;
 * Kafka 3.x and other brokers still answer from v0). Returns the lowest
 * Fetch version, or 0 when the two do not both hold. */
static int kafka4_fetch_min(const kp_cluster_info *c)
{
        if (c->embedded || c->broker_config.n == 0)
                return 0;
        for (size_t i = 0; i < c->n_apis; i++)
                if (c->apis[i].key == 1)
                        return c->apis[i].min >= 4 ? c->apis[i].min : 0;
        return 0;
}

/* The release from "inter.broker.protocol.version 3.9-IV0 (broker 1)":
 * the protocol names the release line, not the patch release, and says
 * so; without it, "4.0 or later" where kafka4_fetch_min() allows. Anything
 * else (the embedded cluster) stands as it is. */
static void release_build(mb *b, const kp_cluster_info *c, kp_rm_env *env)
{
        static const char key[] = "inter.broker.protocol.version ";
        const char *bv = c->broker_version;
        char ver[32] = "", line[32];
        size_t n;
        int fetch_min = bv && *bv ? 0 : kafka4_fetch_min(c);
        if (fetch_min) {
                /* No line to hold a declared release against. */
                env->kafka_release =
                    mb_printf(b, MB_TR(b, RM_ENV_RELEASE_4_PLUS), fetch_min);
                env->kafka_release_line = mb_strdup(b, "");
                env->kafka_release_basis = mb_strdup(b, "");
                return;
        }
        if (!bv || !*bv) {
                env->kafka_release = mb_strdup(b, "");
                env->kafka_release_line = mb_strdup(b, "");
                env->kafka_release_basis = mb_strdup(b, "");
                return;
        }
        if (strncmp(bv, key, sizeof(key) - 1) != 0 ||
            sscanf(bv + sizeof(key) - 1, "%31s", ver) != 1) {
                env->kafka_release = mb_strdup(b, bv);
                env->kafka_release_line = mb_strdup(b, bv);
                env->kafka_release_basis = mb_strdup(b, "");
                return;
        }
        n = strcspn(ver, "-");
        snprintf(line, sizeof(line), "%.*s", (int)n, ver);
        env->kafka_release_line = mb_strdup(b, line);
        env->kafka_release_basis = mb_printf(b, "%s%s", key, ver);
        env->kafka_release =
            mb_printf(b, MB_TR(b, RM_ENV_RELEASE_FROM), line, key, ver);
}

/* A size as a vendor sells it: binary when it is a whole number of
 * GiB ("64 GiB"), else decimal ("1.92 TB"). */
static char *size_text(mb *b, uint64_t v)
{
        static const char *const dec[] = { "B", "KB", "MB", "GB", "TB", "PB" };
        static const char *const bin[] = { "B",   "KiB", "MiB",
                                           "GiB", "TiB", "PiB" };
        const char *const *u = v % (1ULL << 30) == 0 ? bin : dec;
        double step = u == bin ? 1024 : 1000, x = (double)v;
        size_t i = 0;
        while (x >= step && i + 1 < 6) {
                x /= step;
                i++;
        }
        return mb_printf(b, "%.*f %s", x == floor(x) ? 0 : 2, x, u[i]);
}

/* Whether a declared release ("3.9.0") is of the release line ("3.9"). */
static int same_line(const char *declared, const char *line)
{
        size_t n = strlen(line);
        return strncmp(declared, line, n) == 0 &&
               (declared[n] == '\0' || declared[n] == '.' ||
                declared[n] == '-');
}

static int declared_before(const kp_plan *p, size_t i, const char *kafka)
{
        for (size_t k = 0; k < i; k++)
                if (p->hosts[k].kafka && strcmp(p->hosts[k].kafka, kafka) == 0)
                        return 1;
        return 0;
}

static void hosts_build(mb *b, const kp_results *r, kp_rm_env *env)
{
        const kp_plan *p = r->plan;
        kp_buf rel = { 0 };
        const char *other = NULL;
        env->hosts = mb_calloc(b, p ? p->n_hosts : 0, sizeof(*env->hosts));
        for (size_t i = 0; p && env->hosts && i < p->n_hosts; i++) {
                const kp_host_decl *h = &p->hosts[i];
                kp_rm_host *x = &env->hosts[i];
                kp_buf d = { 0 };
                x->name = h->name ? h->name : "";
                x->count = h->count;
                x->cores_number = h->cores;
                x->cores =
                    h->cores ? mb_printf(b, "%g", h->cores) : mb_strdup(b, "");
                x->memory =
                    h->memory ? size_text(b, h->memory) : mb_strdup(b, "");
                if (h->disks)
                        kp_buf_printf(&d, "%d", h->disks);
                if (h->disk_size) {
                        char *t = size_text(b, h->disk_size);
                        kp_buf_printf(&d, "%s%s", h->disks ? " x " : "", t);
                        free(t);
                }
                if (h->disk_type)
                        kp_buf_printf(&d, "%s%s", d.len ? " " : "",
                                      h->disk_type);
                x->disks = mb_take(b, &d);
                x->os = h->os ? h->os : "";
                x->kafka = h->kafka ? h->kafka : "";
                env->declared_hosts += h->count;
                if (h->kafka && !declared_before(p, i, h->kafka))
                        kp_buf_printf(&rel, "%s%s", rel.len ? ", " : "",
                                      h->kafka);
                if (h->kafka && *env->kafka_release_basis &&
                    !same_line(h->kafka, env->kafka_release_line) && !other)
                        other = h->kafka;
                env->n_hosts = i + 1;
        }
        env->declared_kafka = mb_take(b, &rel);
        env->release_disagrees = other != NULL;
        env->release_note =
            other ? mb_printf(b, MB_TR(b, RM_ENV_RELEASE_DISAGREES), other,
                              env->kafka_release_basis, env->kafka_release_line)
                  : mb_strdup(b, "");
        if (env->n_hosts && env->embedded) {
                env->hosts_note = mb_strdup(b, MB_TR(b, RM_ENV_HOSTS_EMBEDDED));
                return;
        }
        env->hosts_note =
            env->n_hosts && env->n_brokers &&
                    (size_t)env->declared_hosts != env->n_brokers
                ? mb_printf(b, MB_TR(b, RM_ENV_HOSTS_COUNT),
                            env->declared_hosts,
                            env->declared_hosts == 1 ? "" : "s", env->n_brokers,
                            env->n_brokers == 1 ? "" : "s")
                : mb_strdup(b, "");
}

void mb_env_build(mb *b, const kp_results *r, const char *results_sha256,
                  kp_rm_env *env)
{
        const kp_cluster_info *c = &r->cluster;
        char s[64];
        kp_buf apis = { 0 };
        env->embedded = c->embedded;
        env->bootstrap = c->bootstrap ? c->bootstrap : "";
        env->cluster_id = c->cluster_id ? c->cluster_id : "";
        env->controller_id = c->controller_id;
        env->controller = c->controller_id >= 0
                              ? mb_printf(b, "%d", (int)c->controller_id)
                              : mb_strdup(b, "");
        env->broker_version = c->broker_version ? c->broker_version : "";
        release_build(b, c, env);
        env->broker_settings =
            mb_calloc(b, c->broker_config.n, sizeof(*env->broker_settings));
        for (size_t i = 0; env->broker_settings && i < c->broker_config.n;
             i++) {
                const kp_kv *kv = &c->broker_config.items[i];
                env->broker_settings[i].name = kv->key;
                env->broker_settings[i].value =
                    setting_value(b, kv->key, kv->value);
                env->broker_settings[i].about = about(b, kv->key);
                env->n_broker_settings = i + 1;
        }
        env->broker_settings_from =
            c->broker_config.n && c->broker_config_id >= 0
                ? mb_printf(b, MB_TR(b, RM_ENV_BROKER),
                            (int)c->broker_config_id)
                : mb_strdup(b, "");
        mb_api_words(b, c, &apis);
        env->api_versions = mb_take(b, &apis);
        env->brokers = mb_calloc(b, c->n_brokers, sizeof(*env->brokers));
        for (size_t i = 0; env->brokers && i < c->n_brokers; i++) {
                const kp_broker_info *br = &c->brokers[i];
                kp_rm_broker *x = &env->brokers[i];
                x->id = mb_printf(b, "%d", (int)br->id);
                x->host = mb_strdup(b, br->host);
                x->port = mb_printf(b, "%d", br->port);
                x->address =
                    mb_printf(b, "%s:%d", br->host ? br->host : "", br->port);
                x->id_number = br->id;
                x->port_number = br->port;
                x->controller = br->id == c->controller_id;
                env->n_brokers = i + 1;
        }
        hosts_build(b, r, env);
        env->topics = mb_calloc(b, c->n_topics, sizeof(*env->topics));
        for (size_t i = 0; env->topics && i < c->n_topics; i++) {
                topic_build(b, &c->topics[i], &env->topics[i]);
                env->n_topics = i + 1;
        }
        env->warnings = c->warnings;
        env->n_warnings = c->n_warnings;
        mb_kv_build(b, &env->client_config, &r->client_config);
        mb_kv_build(b, &env->producer_defaults, &r->producer_defaults);
        mb_kv_build(b, &env->consumer_defaults, &r->consumer_defaults);
        env->has_role_defaults =
            r->producer_defaults.n || r->consumer_defaults.n;
        env->hostname = r->host.hostname ? r->host.hostname : "";
        env->os = r->host.os ? r->host.os : "";
        env->cpu_model = r->host.cpu_model ? r->host.cpu_model : "";
        env->cpus = r->host.cpus;
        mb_cell_num(
            b, &env->memory,
            r->host.memory_bytes
                ? kp_fmt_bytes(s, sizeof(s), (double)r->host.memory_bytes)
                : "",
            (double)r->host.memory_bytes, KP_RM_INT);
        env->kplan_version = r->kplan_version ? r->kplan_version : "";
        env->librdkafka_version =
            r->librdkafka_version ? r->librdkafka_version : "";
        env->command_line = r->command_line ? r->command_line : "";
        env->overrides = r->plan->overrides;
        env->n_overrides = r->plan->n_overrides;
        {
                kp_buf o = { 0 };
                for (size_t i = 0; i < env->n_overrides; i++)
                        kp_buf_printf(&o, "%s%s", i ? "; " : "",
                                      env->overrides[i]);
                env->overrides_text = o.s ? mb_take(b, &o) : mb_strdup(b, "");
        }
        env->plan_path = r->plan_path ? r->plan_path : "";
        env->plan_sha256 = r->plan_sha256;
        env->results_sha256 = results_sha256 ? results_sha256 : "";
        env->rebuild_command = mb_printf(
            b, "kplan report --lang %s results.json", kp_lang_tag(b->lang));
        agents_build(b, r, env);
        attempts_build(b, r, env);
}

void mb_env_free(kp_rm_env *env)
{
        free(env->rebuild_command);
        free(env->controller);
        free(env->api_versions);
        free(env->overrides_text);
        free(env->kafka_release);
        free(env->kafka_release_line);
        free(env->kafka_release_basis);
        for (size_t i = 0; i < env->n_hosts; i++) {
                free(env->hosts[i].cores);
                free(env->hosts[i].memory);
                free(env->hosts[i].disks);
        }
        free(env->hosts);
        free(env->declared_kafka);
        free(env->release_note);
        free(env->hosts_note);
        for (size_t i = 0; i < env->n_broker_settings; i++)
                free(env->broker_settings[i].value);
        free(env->broker_settings);
        free(env->broker_settings_from);
        for (size_t i = 0; i < env->n_brokers; i++) {
                free(env->brokers[i].id);
                free(env->brokers[i].host);
                free(env->brokers[i].port);
                free(env->brokers[i].address);
        }
        free(env->brokers);
        for (size_t i = 0; i < env->n_topics; i++) {
                kp_rm_topic *t = &env->topics[i];
                mb_kv_free(&t->config);
                for (size_t k = 0; k < t->n_layout; k++) {
                        free(t->layout[k].partition);
                        free(t->layout[k].leader);
                        free(t->layout[k].replicas);
                        free(t->layout[k].isr);
                }
                free(t->layout);
        }
        free(env->topics);
        mb_kv_free(&env->client_config);
        mb_kv_free(&env->producer_defaults);
        mb_kv_free(&env->consumer_defaults);
        mb_cell_free(&env->memory);
        for (size_t i = 0; i < env->n_agents; i++) {
                mb_cell_free(&env->agents[i].clock_offset);
                mb_cell_free(&env->agents[i].round_trip);
        }
        free(env->agents);
        mb_cell_free(&env->max_skew);
        mb_cell_free(&env->skew_bound);
        for (size_t i = 0; i < env->n_attempts; i++) {
                free(env->attempts[i].tiers);
                free(env->attempts[i].cut);
        }
        free(env->attempts);
}
