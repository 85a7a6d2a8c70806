#include "run/coord.h"

#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/sha256.h"
#include "base/util.h"
#include "kafka/agent_bus.h"
#include "kafka/agent_proto.h"
#include "results/agents.h"
#include "run/status.h"

/* An agent's intervals' own histograms, as they came, with their t_s;
 * NULL where one could not be read. */
typedef struct iv_hists {
        kp_hist **h;
        double *t;
        size_t n;
} iv_hists;

typedef struct member {
        kp_agent_info *info; /* in the results' agents */
        int alive;
        int64_t seen_us; /* its last message, monotonic */
        /* The tier in flight. */
        int share; /* its index among the tier's agents, -1: none */
        int produced, consumed;
        int joined;           /* mode "during": its consumers have partitions */
        char *error, *cerror; /* of its produce, consume phase */
        kp_produce_result pres, snap; /* its result; its last interval */
        kp_bitset *acked;
        kp_consume_result cres;
        kp_bitset *seen;
        int64_t *next;
        size_t n_next;
        iv_hists piv, civ; /* of its produce and consume intervals */
} member;

struct kp_coord {
        kp_cluster *c;
        kp_agent_bus *bus;
        kp_coord_opts o;
        kp_results *r;
        uint32_t run_tag;
        member *m;
        size_t n;
        int64_t next_beat_us;
        int tier;          /* the run in flight: its number */
        int runs;          /* tier runs so far (a search's trials each one) */
        const char *phase; /* "produce" or "consume" */
        const char *tier_name;
        kp_tier_reason lost; /* the first agent lost in the tier */
        kp_buf lost_who;     /* every agent lost in the run so far, by name:
                                "a3 (host-c), ..." */
        int ended;           /* "end" was sent */
};

int kp_coord_check_plan(const kp_plan *plan, char *errstr, size_t errstr_size)
{
        /* Faults are injected into the embedded cluster, and agents need a
         * real one: the two never meet. */
        for (size_t i = 0; i < plan->n_tiers; i++)
                if (plan->tiers[i].n_faults)
                        return kp_err(errstr, errstr_size,
                                      "tier %s: faults are injected only "
                                      "into the embedded cluster, and "
                                      "agents need a real one: a tier with "
                                      "faults cannot run on agents (run it "
                                      "without --agents)",
                                      plan->tiers[i].name);
        if (!plan->bootstrap)
                return kp_err(errstr, errstr_size,
                              "--agents needs a real cluster (the embedded "
                              "one lives inside this process): give "
                              "bootstrap.servers");
        for (size_t i = 0; i < plan->n_tiers; i++) {
                const kp_tier *t = &plan->tiers[i];
                const char *what =
                    t->parallel_group ? "parallel workloads" : NULL;
                if (what)
                        return kp_err(errstr, errstr_size,
                                      "tier %s: kplan does not run %s on "
                                      "agents yet (run it without --agents)",
                                      t->name, what);
        }
        return 0;
}

static cJSON *coord_msg(const kp_coord *co, const char *type)
{
        cJSON *m = cJSON_CreateObject();
        if (!m)
                return NULL;
        cJSON_AddStringToObject(m, "type", type);
        cJSON_AddStringToObject(m, "run", co->r->run_id);
        return m;
}

static void send_msg(kp_coord *co, cJSON *m)
{
        char err[512];
        if (m && kp_agent_bus_send(co->bus, m, err, sizeof(err)))
                fprintf(stderr, "kplan: warning: %s\n", err);
        cJSON_Delete(m);
}

static member *find(kp_coord *co, const char *name)
{
        for (size_t i = 0; i < co->n; i++)
                if (strcmp(co->m[i].info->name, name) == 0)
                        return &co->m[i];
        return NULL;
}

/* ---- waiting for the agents -------------------------------------------- */

typedef struct cand {
        char *name, *host, *kv, *lv;
        double best_rtt_us, offset_us;
} cand;

static void cands_free(cand *v, size_t n)
{
        for (size_t i = 0; i < n; i++) {
                free(v[i].name);
                free(v[i].host);
                free(v[i].kv);
                free(v[i].lv);
        }
        free(v);
}

/* A join: a new candidate, or a better clock estimate (the shortest
 * round trip) for one already seen. */
static int on_join(cand **v, size_t *n, const cJSON *m)
{
        double now = (double)kp_wall_us(),
               sent = kp_agent_bus_num(m, "coord_us");
        double rtt = now - sent, off;
        cand *c = NULL;
        if (!sent || rtt < 0 || !*kp_agent_bus_str(m, "agent"))
                return 0;
        off = kp_agent_bus_num(m, "agent_us") - (sent + rtt / 2);
        for (size_t i = 0; i < *n; i++)
                if (strcmp((*v)[i].name, kp_agent_bus_str(m, "agent")) == 0)
                        c = &(*v)[i];
        if (!c) {
                cand *nv = realloc(*v, (*n + 1) * sizeof(*nv));
                if (!nv)
                        return -1;
                *v = nv;
                c = &nv[(*n)++];
                memset(c, 0, sizeof(*c));
                c->name = strdup(kp_agent_bus_str(m, "agent"));
                c->host = strdup(kp_agent_bus_str(m, "host"));
                c->kv = strdup(kp_agent_bus_str(m, "kplan_version"));
                c->lv = strdup(kp_agent_bus_str(m, "librdkafka_version"));
                c->best_rtt_us = INFINITY;
        }
        if (rtt < c->best_rtt_us) {
                c->best_rtt_us = rtt;
                c->offset_us = off;
        }
        return 0;
}

/* Agents of another kplan release (another protocol version) seen on
 * the results topic while waiting: named once, never counted. */
typedef struct strangers {
        char names[16][128];
        size_t n;
        kp_buf said;
} strangers;

static void note_stranger(strangers *s, const kp_agent_foreign *f, int quiet)
{
        if (!*f->agent || s->n == 16)
                return;
        for (size_t i = 0; i < s->n; i++)
                if (strcmp(s->names[i], f->agent) == 0)
                        return;
        snprintf(s->names[s->n++], sizeof(s->names[0]), "%s", f->agent);
        kp_buf_printf(&s->said, "%s%s (agent protocol %d)",
                      s->said.s ? ", " : "", f->agent, f->version);
        if (!quiet)
                fprintf(stderr,
                        "kplan: warning: agent %s speaks agent protocol %d, "
                        "this kplan %d: not counted (run the same kplan "
                        "release on every host)\n",
                        f->agent, f->version, KP_AGENT_PROTOCOL);
}

int kp_coord_open(kp_cluster *c, const kp_coord_opts *o, uint32_t run_tag,
                  kp_results *r, volatile sig_atomic_t *stop, kp_coord **out,
                  char *errstr, size_t errstr_size)
{
        strangers strange = { 0 };
        kp_agent_foreign f;
        kp_coord *co = calloc(1, sizeof(*co));
        cand *cs = NULL;
        size_t ncs = 0;
        int64_t t0 = kp_now_us(), deadline = t0 + (int64_t)(o->wait_s * 1e6);
        int64_t next_call = 0, full_at = 0;
        int ret = -1;
        *out = NULL;
        if (!co)
                return kp_err(errstr, errstr_size, "out of memory");
        co->c = c;
        co->o = *o;
        co->r = r;
        co->run_tag = run_tag;
        if (kp_agent_bus_open(c, o->control_topic, o->results_topic, 1,
                              &co->bus, errstr, errstr_size))
                goto out;
        if (!o->quiet)
                fprintf(stderr,
                        "waiting up to %.0f s for %d agents on %s (run "
                        "`kplan agent --name NAME` on each load host)\n",
                        o->wait_s, o->agents, o->control_topic);
        /* Calls every second; once N have come, two more rounds refine
         * their clock estimates. */
        while (!*stop) {
                int64_t now = kp_now_us();
                cJSON *m;
                if ((int)ncs >= o->agents && !full_at)
                        full_at = now;
                if (full_at && now - full_at > 2100000)
                        break;
                if (!full_at && now > deadline)
                        break;
                if (now >= next_call) {
                        cJSON *call = coord_msg(co, "call");
                        if (call)
                                cJSON_AddNumberToObject(call, "coord_us",
                                                        (double)kp_wall_us());
                        send_msg(co, call);
                        next_call = now + 1000000;
                }
                m = kp_agent_bus_recv(co->bus, 200);
                if (kp_agent_bus_foreign(co->bus, &f))
                        note_stranger(&strange, &f, o->quiet);
                if (m && strcmp(kp_agent_bus_str(m, "type"), "join") == 0 &&
                    strcmp(kp_agent_bus_str(m, "run"), r->run_id) == 0 &&
                    on_join(&cs, &ncs, m)) {
                        cJSON_Delete(m);
                        kp_err(errstr, errstr_size, "out of memory");
                        goto out;
                }
                cJSON_Delete(m);
        }
        if ((int)ncs < o->agents) {
                kp_buf who = { 0 };
                for (size_t i = 0; i < ncs; i++)
                        kp_buf_printf(&who, "%s%s (%s)", i ? ", " : "",
                                      cs[i].name, cs[i].host);
                kp_err(errstr, errstr_size,
                       "%zu of %d agents came within %.0f s%s%s; start "
                       "`kplan agent --name NAME` on the others, against "
                       "the same cluster and control topic %s%s%s%s",
                       ncs, o->agents, o->wait_s, ncs ? ": " : "",
                       ncs ? who.s : "", o->control_topic,
                       strange.said.s ? "; of another kplan release, not "
                                        "counted: "
                                      : "",
                       strange.said.s ? strange.said.s : "",
                       strange.said.s ? " (run the same kplan release on "
                                        "every host)"
                                      : "");
                kp_buf_free(&who);
                goto out;
        }
        /* The first N to come. */
        r->agents = calloc(ncs, sizeof(*r->agents));
        co->m = calloc(ncs, sizeof(*co->m));
        if (!r->agents || !co->m) {
                kp_err(errstr, errstr_size, "out of memory");
                goto out;
        }
        {
                cJSON *roster = coord_msg(co, "roster");
                cJSON *list =
                    roster ? cJSON_AddArrayToObject(roster, "agents") : NULL;
                for (int i = 0; i < o->agents; i++) {
                        kp_agent_info *g = &r->agents[i];
                        cJSON *e = cJSON_CreateObject();
                        g->name = cs[i].name;
                        g->host = cs[i].host;
                        g->kplan_version = cs[i].kv;
                        g->librdkafka_version = cs[i].lv;
                        cs[i].name = cs[i].host = cs[i].kv = cs[i].lv = NULL;
                        g->clock_offset_ms = cs[i].offset_us / 1000.0;
                        g->round_trip_ms = cs[i].best_rtt_us / 1000.0;
                        co->m[i].info = g;
                        co->m[i].alive = 1;
                        co->m[i].seen_us = kp_now_us();
                        if (e) {
                                cJSON_AddStringToObject(e, "name", g->name);
                                cJSON_AddNumberToObject(e, "index", i);
                                cJSON_AddNumberToObject(e, "clock_offset_us",
                                                        cs[i].offset_us);
                                cJSON_AddItemToArray(list, e);
                        }
                        if (!o->quiet)
                                fprintf(stderr,
                                        "  agent %s on %s (kplan %s, "
                                        "librdkafka %s): clock offset "
                                        "%+.3f ms, round trip %.3f ms\n",
                                        g->name, g->host, g->kplan_version,
                                        g->librdkafka_version,
                                        g->clock_offset_ms, g->round_trip_ms);
                }
                r->n_agents = co->n = (size_t)o->agents;
                send_msg(co, roster);
        }
        ret = 0;
out:
        cands_free(cs, ncs);
        kp_buf_free(&strange.said);
        if (ret)
                kp_coord_close(co);
        else
                *out = co;
        return ret;
}

/* ---- one tier ---------------------------------------------------------- */

static void iv_hists_free(iv_hists *v)
{
        for (size_t i = 0; i < v->n; i++)
                kp_hist_destroy(v->h[i]);
        free(v->h);
        free(v->t);
        memset(v, 0, sizeof(*v));
}

static void member_reset(member *m)
{
        kp_produce_result_free(&m->pres);
        kp_produce_result_free(&m->snap);
        kp_consume_result_free(&m->cres);
        memset(&m->pres, 0, sizeof(m->pres));
        memset(&m->snap, 0, sizeof(m->snap));
        memset(&m->cres, 0, sizeof(m->cres));
        kp_bitset_destroy(m->acked);
        kp_bitset_destroy(m->seen);
        m->acked = m->seen = NULL;
        free(m->error);
        free(m->cerror);
        m->error = m->cerror = NULL;
        free(m->next);
        m->next = NULL;
        m->n_next = 0;
        iv_hists_free(&m->piv);
        iv_hists_free(&m->civ);
        m->produced = m->consumed = m->joined = 0;
        m->share = -1;
}

static void keep_interval_hist(iv_hists *v, double t_s, const cJSON *j)
{
        kp_hist **nv = realloc(v->h, (v->n + 1) * sizeof(*nv));
        double *nt;
        char why[256];
        if (!nv)
                return;
        v->h = nv;
        nt = realloc(v->t, (v->n + 1) * sizeof(*nt));
        if (!nt)
                return;
        v->t = nt;
        nv[v->n] = NULL;
        if (j && kp_hist_from_json(j, &nv[v->n], why, sizeof(why)))
                nv[v->n] = NULL;
        nt[v->n++] = t_s;
}

/* The interval percentiles of the merged series out: those of the union
 * of the agents' interval histograms, matched to each agent's intervals
 * by their time. lists[0..n) are the series merged, hs[i] the
 * histograms of lists[i]'s agent. */
static void exact_intervals(kp_interval_list *out,
                            const kp_interval_list *const *lists,
                            const iv_hists *const *hs, size_t n)
{
        kp_agent_intervals ai[256] = { { 0 } };
        kp_hist **al[256] = { 0 };
        for (size_t i = 0; i < n && i < 256; i++) {
                const kp_interval_list *l = lists[i];
                ai[i].list = l;
                ai[i].hist = NULL;
                ai[i].n_hist = 0;
                al[i] = calloc(l->n + 1, sizeof(*al[i]));
                if (!al[i])
                        continue;
                for (size_t k = 0; k < l->n; k++)
                        for (size_t j = 0; j < hs[i]->n; j++)
                                if (hs[i]->t[j] == l->v[k].t_s)
                                        al[i][k] = hs[i]->h[j];
                ai[i].hist = al[i];
                ai[i].n_hist = l->n;
        }
        if (kp_agents_interval_percentiles(out, ai, n) < 0)
                fprintf(stderr, "kplan: warning: out of memory: interval "
                                "percentiles are upper bounds\n");
        for (size_t i = 0; i < n && i < 256; i++)
                free(al[i]);
}

static void on_interval(member *m, const cJSON *msg)
{
        const cJSON *iv = cJSON_GetObjectItemCaseSensitive(msg, "interval");
        kp_hist *h = NULL;
        kp_interval v = { 0 };
        char why[256];
        m->snap.ran = 1;
        m->snap.sent = (uint64_t)kp_agent_bus_num(msg, "sent");
        m->snap.delivered = (uint64_t)kp_agent_bus_num(msg, "delivered");
        m->snap.failed = (uint64_t)kp_agent_bus_num(msg, "failed");
        if (kp_hist_from_json(
                cJSON_GetObjectItemCaseSensitive(msg, "latency_us"), &h, why,
                sizeof(why)) == 0) {
                kp_hist_destroy(m->snap.hist_latency);
                m->snap.hist_latency = h;
                m->snap.measured = kp_hist_count(h);
        }
        kp_agent_interval_from(iv, &v);
        kp_interval_push(&m->snap.intervals, &v);
        m->snap.duration_s = v.t_s;
        keep_interval_hist(
            &m->piv, v.t_s,
            cJSON_GetObjectItemCaseSensitive(msg, "interval_latency_us"));
}

static void set_error(char **to, const char *fmt, const char *a)
{
        char b[1024];
        snprintf(b, sizeof(b), fmt, a);
        free(*to);
        *to = strdup(b);
}

static void on_result(kp_coord *co, member *m, const cJSON *msg, int consume,
                      uint64_t messages)
{
        const cJSON *res = cJSON_GetObjectItemCaseSensitive(msg, "result");
        const char *bits = kp_agent_bus_str(msg, consume ? "seen" : "acked");
        char **error = consume ? &m->cerror : &m->error;
        char why[512];
        (void)co;
        if (consume)
                m->consumed = 1;
        else
                m->produced = 1;
        if (*kp_agent_bus_str(msg, "error")) {
                set_error(error, "%s", kp_agent_bus_str(msg, "error"));
                return;
        }
        if (consume ? kp_consume_result_from(res, &m->cres, "result", why,
                                             sizeof(why))
                    : kp_produce_result_from(res, &m->pres, "result", why,
                                             sizeof(why))) {
                set_error(error, "its result could not be read: %s", why);
                return;
        }
        if (kp_bitset_decode(bits, messages, consume ? &m->seen : &m->acked))
                set_error(error, "%s", "its message bitset could not be read");
}

static void on_beat(member *m, const cJSON *msg)
{
        const cJSON *next = cJSON_GetObjectItemCaseSensitive(msg, "next"), *it;
        size_t n = (size_t)cJSON_GetArraySize(next), i = 0;
        if (cJSON_IsTrue(cJSON_GetObjectItemCaseSensitive(msg, "joined")))
                m->joined = 1;
        if (!n)
                return;
        if (n != m->n_next) {
                free(m->next);
                m->next = calloc(n, sizeof(*m->next));
                m->n_next = m->next ? n : 0;
        }
        cJSON_ArrayForEach(it, next)
        {
                if (i < m->n_next)
                        m->next[i] = (int64_t)it->valuedouble;
                i++;
        }
}

/* The first agent lost in the tier, or whose phase failed (then what
 * it said): the tier's reason when the tier ends. */
static void lost(kp_coord *co, const member *m, kp_treason code, ...)
{
        char who[512];
        va_list ap;
        if (co->lost.code != KP_TR_NONE)
                return;
        snprintf(who, sizeof(who), "%s (%s)", m->info->name, m->info->host);
        va_start(ap, code);
        if (code == KP_TR_AGENT_LOST)
                (void)kp_tier_reason_set(&co->lost, code, who, co->phase,
                                         va_arg(ap, double));
        else
                (void)kp_tier_reason_set(&co->lost, code, who,
                                         va_arg(ap, const char *));
        va_end(ap);
}

/* Reads what came for at most 200 ms, sends the coordinator's heartbeat,
 * and finds the agents that went quiet. */
static void pump(kp_coord *co, uint64_t messages)
{
        int64_t now = kp_now_us();
        cJSON *msg;
        if (now >= co->next_beat_us) {
                send_msg(co, coord_msg(co, "beat"));
                co->next_beat_us = now + 1000000;
        }
        msg = kp_agent_bus_recv(co->bus, 200);
        if (msg && strcmp(kp_agent_bus_str(msg, "run"), co->r->run_id) == 0) {
                member *m = find(co, kp_agent_bus_str(msg, "agent"));
                const char *type = kp_agent_bus_str(msg, "type");
                int ours = (int)kp_agent_bus_num(msg, "tier") == co->tier;
                if (m && m->alive) {
                        m->seen_us = kp_now_us();
                        if (strcmp(type, "beat") == 0 && ours)
                                on_beat(m, msg);
                        else if (strcmp(type, "interval") == 0 && ours)
                                on_interval(m, msg);
                        else if (strcmp(type, "consume_interval") == 0 && ours)
                                keep_interval_hist(
                                    &m->civ, kp_agent_bus_num(msg, "t_s"),
                                    cJSON_GetObjectItemCaseSensitive(msg,
                                                                     "e2e_us"));
                        else if (strcmp(type, "produced") == 0 && ours)
                                on_result(co, m, msg, 0, messages);
                        else if (strcmp(type, "consumed") == 0 && ours)
                                on_result(co, m, msg, 1, messages);
                }
        }
        cJSON_Delete(msg);
        now = kp_now_us();
        for (size_t i = 0; i < co->n; i++) {
                member *m = &co->m[i];
                char b[512];
                double quiet_s = (double)(now - m->seen_us) / 1e6;
                if (!m->alive || quiet_s <= co->o.heartbeat_s)
                        continue;
                m->alive = 0;
                snprintf(b, sizeof(b),
                         "stopped heartbeating in tier %s (%s phase)",
                         co->tier_name, co->phase);
                free(m->info->lost);
                m->info->lost = strdup(b);
                lost(co, m, KP_TR_AGENT_LOST, quiet_s);
                kp_buf_printf(&co->lost_who, "%s%s (%s)",
                              co->lost_who.s ? ", " : "", m->info->name,
                              m->info->host);
                fprintf(stderr, "kplan: warning: agent %s (%s) %s\n",
                        m->info->name, m->info->host, b);
        }
}

static int waiting(const kp_coord *co, int consume)
{
        for (size_t i = 0; i < co->n; i++) {
                const member *m = &co->m[i];
                if (m->alive && m->share >= 0 &&
                    !(consume ? m->consumed : m->produced))
                        return 1;
        }
        return 0;
}

/* The tier's reason (kp_run_set_reason): the first stands. */
#define set_reason(tr, st, ...)                                                \
        do {                                                                   \
                if (!(tr)->reason)                                             \
                        kp_run_set_reason(co->o.words, (tr), (st),             \
                                          __VA_ARGS__);                        \
        } while (0)

/* The group's consumers have read every partition to its end: the
 * highest next offset any agent reported, per partition. */
static int all_read(const kp_coord *co, const kp_partition_range *r, size_t n)
{
        for (size_t p = 0; p < n; p++) {
                int64_t best = -1;
                if (r[p].end <= r[p].start)
                        continue;
                for (size_t i = 0; i < co->n; i++)
                        if ((size_t)r[p].partition < co->m[i].n_next &&
                            co->m[i].next[r[p].partition] > best)
                                best = co->m[i].next[r[p].partition];
                if (best < r[p].end)
                        return 0;
        }
        return 1;
}

/* The tier's consumer group: the plan's, or one of this run. */
static void group_name(const kp_coord *co, const kp_tier *t, char *g,
                       size_t size)
{
        if (t->consume.group)
                snprintf(g, size, "%s", t->consume.group);
        else
                snprintf(g, size, "kplan-%s-%08x", t->name, co->run_tag);
        for (; *g; g++)
                if (*g == ' ' || *g == '/')
                        *g = '_';
}

/* The hosts of the agents that had a share of the tier. */
static void flag_e2e(kp_coord *co, kp_consume_result *c)
{
        kp_agent_info v[256];
        size_t n = 0;
        for (size_t i = 0; i < co->n && n < 256; i++)
                if (co->m[i].share >= 0)
                        v[n++] = *co->m[i].info;
        kp_agents_flag_e2e(c, v, n);
}

static int consume_phase(kp_coord *co, const kp_tier *t, kp_tier_result *tr,
                         const kp_bitset *acked, volatile sig_atomic_t *stop)
{
        const kp_produce_result *p = &tr->produce;
        const kp_consume_result *parts[256];
        const kp_interval_list *lists[256];
        const iv_hists *hs[256];
        const kp_bitset *seen[256];
        uint64_t dups = 0;
        cJSON *cmd = coord_msg(co, "consume"), *rl;
        char group[512];
        int stop_sent = 0;
        size_t n = 0;
        group_name(co, t, group, sizeof(group));
        if (!cmd)
                return -1;
        co->phase = "consume";
        cJSON_AddNumberToObject(cmd, "tier", co->tier);
        cJSON_AddStringToObject(cmd, "group", group);
        cJSON_AddNumberToObject(cmd, "expected", (double)p->delivered);
        cJSON_AddNumberToObject(cmd, "run_tag", co->run_tag);
        rl = cJSON_AddArrayToObject(cmd, "ranges");
        for (size_t i = 0; rl && i < p->n_partitions; i++) {
                cJSON *e = cJSON_CreateObject();
                cJSON_AddNumberToObject(e, "partition",
                                        p->partitions[i].partition);
                cJSON_AddNumberToObject(e, "start",
                                        (double)p->partitions[i].start);
                cJSON_AddNumberToObject(e, "end", (double)p->partitions[i].end);
                cJSON_AddItemToArray(rl, e);
        }
        send_msg(co, cmd);
        while (waiting(co, 1)) {
                pump(co, t->messages);
                if (!stop_sent &&
                    (*stop || all_read(co, p->partitions, p->n_partitions))) {
                        cJSON *s = coord_msg(co, "consume_stop");
                        if (s)
                                cJSON_AddNumberToObject(s, "tier", co->tier);
                        send_msg(co, s);
                        stop_sent = 1;
                }
        }
        for (size_t i = 0; i < co->n && n < 256; i++) {
                member *m = &co->m[i];
                /* An agent whose consumers failed: the tier says so, and
                 * what they read is not counted (nor called read). */
                if (m->consumed && m->cerror)
                        lost(co, m, KP_TR_AGENT_ERROR, m->cerror);
                if (!m->consumed || m->cerror)
                        continue;
                parts[n] = &m->cres;
                lists[n] = &m->cres.intervals;
                hs[n] = &m->civ;
                seen[n++] = m->seen;
                dups += m->cres.duplicates;
        }
        if (kp_agents_merge_consume(parts, n, &tr->consume))
                return -1;
        /* Each agent's client: its settings and statistics, by name. */
        for (size_t i = 0; i < co->n; i++) {
                member *m = &co->m[i];
                if (m->consumed && !m->cerror &&
                    kp_client_merge(&tr->consume.client, &m->cres.client,
                                    m->info->name))
                        return -1;
        }
        exact_intervals(&tr->consume.intervals, lists, hs, n);
        tr->consume.ran = 1;
        tr->consume.expected = p->delivered;
        if (kp_agents_account(&tr->consume, acked, seen, n, dups))
                return -1;
        /* An agent that got no partition stops on the no-message timeout;
         * the group's read is what counts. */
        if (tr->consume.missing == 0)
                tr->consume.timed_out = 0;
        if (t->backlog.present)
                kp_agents_merge_backlog(parts, n, &tr->consume);
        if (tr->consume.during)
                flag_e2e(co, &tr->consume);
        return 0;
}

/* Mode "during": the tier command starts every agent's consumers from
 * the offsets before (n partitions); the load starts once all of them
 * have partitions (the group join is not end-to-end latency), or after
 * the tier's consumer timeout. */
static void add_during(kp_coord *co, const kp_tier *t, cJSON *cmd,
                       const int64_t *before, int n)
{
        cJSON *d = cJSON_AddObjectToObject(cmd, "during"), *rl;
        char group[512];
        group_name(co, t, group, sizeof(group));
        if (!d)
                return;
        cJSON_AddStringToObject(d, "group", group);
        /* A backlog drain: the consumers start the pause after the
         * common start, and say when they caught up. */
        if (t->backlog.present) {
                cJSON_AddNumberToObject(d, "pause_us",
                                        (double)t->backlog.pause_us);
                cJSON_AddNumberToObject(d, "caught_up_us",
                                        (double)t->backlog.caught_up_us);
        }
        rl = cJSON_AddArrayToObject(d, "ranges");
        for (int p = 0; rl && p < n; p++) {
                cJSON *e = cJSON_CreateObject();
                cJSON_AddNumberToObject(e, "partition", p);
                cJSON_AddNumberToObject(e, "start", (double)before[p]);
                cJSON_AddItemToArray(rl, e);
        }
}

/* Sends "go" once every agent's consumers have partitions; a backlog
 * drain's consumers start after the pause, so its load starts at once. */
static void wait_joined(kp_coord *co, const kp_tier *t,
                        volatile sig_atomic_t *stop)
{
        int64_t limit = kp_now_us() + t->consume.timeout_us;
        cJSON *go;
        while (!t->backlog.present && !*stop && kp_now_us() < limit) {
                int all = 1;
                for (size_t i = 0; i < co->n; i++) {
                        const member *m = &co->m[i];
                        if (m->alive && m->share >= 0 && !m->joined &&
                            !m->produced)
                                all = 0;
                }
                if (all)
                        break;
                pump(co, t->messages);
        }
        if (kp_now_us() >= limit)
                fprintf(stderr,
                        "kplan: warning: tier %s: not every agent's "
                        "consumer had partitions within the consumer "
                        "timeout; starting the load anyway\n",
                        t->name);
        go = coord_msg(co, "go");
        if (!go)
                return;
        cJSON_AddNumberToObject(go, "tier", co->tier);
        /* Time for every agent to make its producers. */
        cJSON_AddNumberToObject(go, "start_wall_us",
                                (double)(kp_wall_us() + 2000000));
        send_msg(co, go);
}

/* The tier command of t for its alive agents, or NULL (errstr says why:
 * out of memory, or the payload file could not be read). */
static cJSON *tier_cmd(kp_coord *co, const kp_tier *t, int alive, char *errstr,
                       size_t errstr_size)
{
        cJSON *cmd = coord_msg(co, "tier");
        if (!cmd) {
                kp_err(errstr, errstr_size, "out of memory");
                return NULL;
        }
        cJSON_AddNumberToObject(cmd, "tier", co->tier);
        cJSON_AddItemToObject(cmd, "spec", kp_agent_tier_json(t));
        /* Whose defaults the agents' clients start from: the plan's. */
        cJSON_AddStringToObject(
            cmd, "client_defaults",
            kp_client_defaults_str(kp_cluster_client_defaults(co->c)));
        cJSON_AddNumberToObject(cmd, "run_tag", co->run_tag);
        cJSON_AddNumberToObject(cmd, "of", alive);
        /* The load hosts are emulated hosts: their CPU is their cgroup's.
         * An agent that does not know the key measures the machine's,
         * and its statistics say so (host_cpu_of). */
        cJSON_AddBoolToObject(cmd, "emulated_hosts",
                              co->r->plan->emulated_hosts);
        /* A payload file: each agent reads its own copy, which must hold
         * these bytes. */
        if (t->payload_file) {
                char hex[65];
                if (kp_sha256_file(t->payload_file, 1ULL << 30, hex, errstr,
                                   errstr_size)) {
                        cJSON_Delete(cmd);
                        return NULL;
                }
                cJSON_AddStringToObject(cmd, "payload_sha256", hex);
        }
        return cmd;
}

/* The one "shares" of a tier's command: each agent alive, by name, and
 * its index. */
static void add_shares(kp_coord *co, cJSON *cmd)
{
        cJSON *shares = cJSON_AddArrayToObject(cmd, "shares");
        for (size_t i = 0; shares && i < co->n; i++) {
                cJSON *e;
                if (co->m[i].share < 0)
                        continue;
                e = cJSON_CreateObject();
                cJSON_AddStringToObject(e, "name", co->m[i].info->name);
                cJSON_AddNumberToObject(e, "index", co->m[i].share);
                cJSON_AddItemToArray(shares, e);
        }
}

/* The produce phase's result in tr from what the agents measured, and
 * into *acked (made here) the messages they had acknowledged;
 * *acked_whole becomes 0 when an agent's are missing. Returns 0, or -1
 * when memory runs out (errstr). */
static int merge_produced(kp_coord *co, const kp_tier *t, kp_tier_result *tr,
                          kp_bitset **acked, int *acked_whole, char *errstr,
                          size_t errstr_size)
{
        const kp_produce_result *parts[256];
        const kp_interval_list *lists[256];
        const iv_hists *hs[256];
        size_t np = 0;
        /* What every agent measured; of a lost one, its last interval. */
        for (size_t i = 0; i < co->n && np < 256; i++) {
                member *m = &co->m[i];
                if (m->share < 0)
                        continue;
                if (m->produced && !m->error) {
                        lists[np] = &m->pres.intervals;
                        hs[np] = &m->piv;
                        parts[np++] = &m->pres;
                        if (!*acked && kp_bitset_new(t->messages, acked)) {
                                return kp_err(errstr, errstr_size,
                                              "out of memory");
                        }
                        if (m->acked)
                                kp_bitset_or(*acked, m->acked);
                        continue;
                }
                *acked_whole = 0;
                if (m->snap.ran) {
                        m->snap.target_rate = t->rate;
                        lists[np] = &m->snap.intervals;
                        hs[np] = &m->piv;
                        parts[np++] = &m->snap;
                }
                if (m->error)
                        lost(co, m, KP_TR_AGENT_ERROR, m->error);
        }
        if (kp_agents_merge_produce(parts, np, &tr->produce))
                return kp_err(errstr, errstr_size, "out of memory");
        /* Each agent's client: its settings and statistics, by name (a
         * lost agent's never came). */
        for (size_t i = 0; i < co->n; i++) {
                member *m = &co->m[i];
                if (m->share >= 0 && m->produced && !m->error &&
                    kp_client_merge(&tr->produce.client, &m->pres.client,
                                    m->info->name))
                        return kp_err(errstr, errstr_size, "out of memory");
        }
        exact_intervals(&tr->produce.intervals, lists, hs, np);
        tr->produce.ran = 1;
        tr->produce.target_rate = t->rate;
        return 0;
}

int kp_coord_tier(kp_coord *co, const kp_tier *t, kp_tier_result *tr,
                  const kp_topic_info *ti, volatile sig_atomic_t *stop,
                  char *errstr, size_t errstr_size)
{
        int n_parts = ti ? ti->partitions : 0, alive = 0, ret = -1;
        /* A backlog drain reads during the produce phase too, from the
         * pause on. */
        int during =
            t->consume.enabled && (t->consume.during || t->backlog.present);
        int64_t *before = calloc((size_t)n_parts + 1, sizeof(*before));
        int64_t *after = calloc((size_t)n_parts + 1, sizeof(*after));
        kp_bitset *acked = NULL;
        int acked_whole = 1;
        cJSON *cmd = NULL;
        /* Every run its own number: a search's trials are runs of one
         * tier, and a late message of one is never taken for the next. */
        co->tier = co->runs++;
        co->tier_name = t->name;
        co->phase = "produce";
        /* lost_who is kept across runs: an agent lost in any trial of a
         * search stops the run after it (agents.on_loss "stop"). */
        kp_tier_reason_free(&co->lost);
        for (size_t i = 0; i < co->n; i++) {
                member_reset(&co->m[i]);
                if (co->m[i].alive)
                        co->m[i].share = alive++;
        }
        if (!before || !after) {
                kp_err(errstr, errstr_size, "out of memory");
                goto out;
        }
        if (!alive) {
                kp_err(errstr, errstr_size, "no agent is left in the run");
                set_reason(tr, KP_TIER_FAILED, KP_TR_NO_AGENT);
                goto out;
        }
        if (kp_cluster_high_watermarks(co->c, t->topic, n_parts, before, errstr,
                                       errstr_size))
                goto out;
        cmd = tier_cmd(co, t, alive, errstr, errstr_size);
        if (!cmd)
                goto out;
        if (during)
                add_during(co, t, cmd, before, n_parts);
        else /* Time for every agent to make its producers. */
                cJSON_AddNumberToObject(cmd, "start_wall_us",
                                        (double)(kp_wall_us() + 3000000));
        add_shares(co, cmd);
        send_msg(co, cmd);
        if (during)
                wait_joined(co, t, stop);
        while (waiting(co, 0)) {
                pump(co, t->messages);
                /* Ctrl-C: the agents stop sending, then report. */
                if (*stop && !co->ended) {
                        send_msg(co, coord_msg(co, "end"));
                        co->ended = 1;
                }
        }
        if (merge_produced(co, t, tr, &acked, &acked_whole, errstr,
                           errstr_size))
                goto out;
        if (kp_cluster_high_watermarks(co->c, t->topic, n_parts, after, errstr,
                                       errstr_size)) {
                set_reason(tr, KP_TIER_INCOMPLETE, KP_TR_OFFSETS, errstr);
                ret = 0;
                goto out;
        }
        tr->produce.partitions =
            calloc((size_t)n_parts + 1, sizeof(*tr->produce.partitions));
        if (!tr->produce.partitions) {
                kp_err(errstr, errstr_size, "out of memory");
                goto out;
        }
        tr->produce.n_partitions = (size_t)n_parts;
        for (int p = 0; p < n_parts; p++) {
                tr->produce.partitions[p].partition = p;
                tr->produce.partitions[p].start = before[p];
                tr->produce.partitions[p].end = after[p];
        }
        if (t->consume.enabled && !*stop &&
            consume_phase(co, t, tr, acked_whole ? acked : NULL, stop)) {
                kp_err(errstr, errstr_size, "out of memory");
                goto out;
        }
        ret = 0;
out:
        if (co->lost.code == KP_TR_AGENT_LOST)
                set_reason(tr, KP_TIER_INCOMPLETE, KP_TR_AGENT_LOST,
                           co->lost.text[0], co->lost.text[1],
                           co->lost.value[2]);
        else if (co->lost.code == KP_TR_AGENT_ERROR)
                set_reason(tr, KP_TIER_INCOMPLETE, KP_TR_AGENT_ERROR,
                           co->lost.text[0], co->lost.text[1]);
        kp_bitset_destroy(acked);
        free(before);
        free(after);
        return ret;
}

int kp_coord_stop_on_loss(kp_coord *co, const kp_plan *plan, size_t next)
{
        kp_results *r = co->r;
        kp_buf names = { 0 };
        size_t n = 0;
        if (!plan->agents_stop_on_loss || !co->lost_who.s || next >= r->n_tiers)
                return 0;
        for (size_t i = next; i < r->n_tiers; i++) {
                kp_tier_result *tr = &r->tiers[i];
                if (tr->status != KP_TIER_PENDING || tr->reason)
                        continue;
                /* Not run: it stays pending, with why. */
                kp_run_set_reason(co->o.words, tr, KP_TIER_PENDING,
                                  KP_TR_NOT_RUN_AGENT_LOST, co->lost_who.s,
                                  co->tier_name);
                kp_buf_printf(&names, "%s%s", n++ ? ", " : "", tr->name);
        }
        kp_run_status_set(r, KP_RUN_INCOMPLETE, NULL);
        if (asprintf(&r->status_reason,
                     "stopped after tier %s: agent %s was lost "
                     "(agents.on_loss \"stop\"); %zu tier%s not run: %s",
                     co->tier_name, co->lost_who.s, n, n == 1 ? "" : "s",
                     names.s ? names.s : "") < 0)
                r->status_reason = NULL;
        fprintf(stderr, "kplan: %s\n",
                r->status_reason ? r->status_reason : "stopped");
        kp_buf_free(&names);
        return 1;
}

void kp_coord_close(kp_coord *co)
{
        if (!co)
                return;
        if (co->bus && co->r && co->r->run_id && !co->ended)
                send_msg(co, coord_msg(co, "end"));
        for (size_t i = 0; i < co->n; i++)
                member_reset(&co->m[i]);
        free(co->m);
        kp_tier_reason_free(&co->lost);
        kp_buf_free(&co->lost_who);
        kp_agent_bus_close(co->bus);
        free(co);
}
