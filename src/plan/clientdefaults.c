#include "plan/clientdefaults.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/util.h"
#include "plan/clientprops.h"

static const char *const why_names[KP_WHY__COUNT] = {
        [KP_WHY_UNKNOWN] = "unknown",
        [KP_WHY_PLAN] = "plan",
        [KP_WHY_COMMAND_LINE] = "command-line",
        [KP_WHY_JAVA_NODELAY] = "java-nodelay",
        [KP_WHY_JAVA_IN_FLIGHT] = "java-in-flight",
        [KP_WHY_JAVA_TIMEOUT] = "java-delivery-timeout",
        [KP_WHY_JAVA_PARTITIONER] = "java-partitioner",
        [KP_WHY_JAVA_ISOLATION] = "java-isolation",
        [KP_WHY_BOUNDED_MEMORY] = "bounded-memory",
        [KP_WHY_EMBEDDED_SPREAD] = "embedded-spread",
        [KP_WHY_STATISTICS] = "statistics",
        [KP_WHY_NO_AUTO_CREATE] = "no-auto-create",
        [KP_WHY_OWN_OFFSETS] = "own-offsets",
        [KP_WHY_START_OFFSET] = "start-offset",
        [KP_WHY_GROUP] = "group",
        [KP_WHY_FETCH_SIZE] = "fetch-size",
        [KP_WHY_TRANSACTIONS] = "transactions",
        [KP_WHY_LIBRDKAFKA] = "librdkafka",
};

const char *kp_setting_why_str(kp_setting_why w)
{
        if ((int)w < 0 || w >= KP_WHY__COUNT)
                return why_names[KP_WHY_UNKNOWN];
        return why_names[w];
}

kp_setting_why kp_setting_why_parse(const char *s)
{
        for (int i = 0; s && i < KP_WHY__COUNT; i++)
                if (strcmp(why_names[i], s) == 0)
                        return (kp_setting_why)i;
        return KP_WHY_UNKNOWN;
}

int kp_setting_why_java(kp_setting_why w)
{
        return w >= KP_WHY_JAVA_NODELAY && w <= KP_WHY_JAVA_ISOLATION;
}

const char *kp_client_defaults_str(kp_client_defaults m)
{
        return m == KP_CLIENT_DEFAULTS_LIBRDKAFKA ? "librdkafka" : "java";
}

int kp_client_defaults_parse(const char *s, kp_client_defaults *m)
{
        if (s && strcmp(s, "java") == 0)
                *m = KP_CLIENT_DEFAULTS_JAVA;
        else if (s && strcmp(s, "librdkafka") == 0)
                *m = KP_CLIENT_DEFAULTS_LIBRDKAFKA;
        else
                return -1;
        return 0;
}

const char *kp_clientdefaults_user(const kp_kvlist *const *user, size_t n_user,
                                   const char *key)
{
        const char *found = NULL;
        for (size_t i = 0; i < n_user; i++) {
                const kp_kvlist *l = user[i];
                for (size_t k = 0; l && k < l->n; k++)
                        if (kp_clientprops_same(l->items[k].key, key))
                                found = l->items[k].value;
        }
        return found;
}

int64_t kp_clientdefaults_stats_ms(int64_t interval_us)
{
        int64_t ms = interval_us / 1000;
        if (ms > 1000)
                ms = 1000;
        if (ms < 100)
                ms = 100;
        return ms;
}

typedef struct adder {
        const kp_kvlist *const *user;
        size_t n_user;
        kp_kvlist *out, *why;
        int oom;
} adder;

/* key=value for reason w, unless a user layer sets key. */
static void add(adder *a, const char *key, const char *value, kp_setting_why w)
{
        if (kp_clientdefaults_user(a->user, a->n_user, key))
                return;
        if (kp_kv_set(a->out, key, value) ||
            (a->why && kp_kv_set(a->why, key, kp_setting_why_str(w))))
                a->oom = 1;
}

/* statistics.interval.ms when the run reads the clients' statistics. */
static void add_statistics(adder *a, int64_t stats_ms)
{
        char v[32];
        if (stats_ms <= 0)
                return;
        snprintf(v, sizeof(v), "%lld", (long long)stats_ms);
        add(a, "statistics.interval.ms", v, KP_WHY_STATISTICS);
}

int kp_clientdefaults_all(kp_client_defaults mode, const kp_kvlist *const *user,
                          size_t n_user, kp_kvlist *out, kp_kvlist *why)
{
        adder a = { user, n_user, out, why, 0 };
        /* TCP_NODELAY, as Kafka's Java client always sets it: with Nagle
         * on, a small request can wait 40 ms for a delayed ACK. */
        if (mode == KP_CLIENT_DEFAULTS_JAVA)
                add(&a, "socket.nagle.disable", "true", KP_WHY_JAVA_NODELAY);
        return a.oom ? -1 : 0;
}

int kp_clientdefaults_producer(kp_client_defaults mode, int embedded,
                               int64_t stats_ms, const kp_kvlist *const *user,
                               size_t n_user, kp_kvlist *out, kp_kvlist *why)
{
        adder a = { user, n_user, out, why, 0 };
        const char *txn =
            kp_clientdefaults_user(user, n_user, "transactional.id");
        if (kp_clientdefaults_all(mode, user, n_user, out, why))
                return -1;
        /* The client buffers at most 32 MiB, as the Java producer does
         * (buffer.memory), instead of librdkafka's 1 GiB: a test's memory
         * stays small and bounded whatever the record size. */
        add(&a, "queue.buffering.max.kbytes", "32768", KP_WHY_BOUNDED_MEMORY);
        /* The embedded cluster keeps about 5 MiB per partition: keyless
         * messages are spread evenly instead of sticking to one
         * partition for a while. */
        if (embedded)
                add(&a, "sticky.partitioning.linger.ms", "0",
                    KP_WHY_EMBEDDED_SPREAD);
        add_statistics(&a, stats_ms);
        if (mode != KP_CLIENT_DEFAULTS_JAVA)
                return a.oom ? -1 : 0;
        /* librdkafka allows 1,000,000 requests in flight per connection;
         * at linger.ms 0 every message becomes a request of its own, and
         * the brokers, which answer a connection's requests one at a time,
         * fall behind the client's own pipeline. The Java producer allows
         * 5, so messages batch behind them. */
        add(&a, "max.in.flight.requests.per.connection", "5",
            KP_WHY_JAVA_IN_FLIGHT);
        /* Not enable.idempotence nor batch.size: the Java producer is
         * idempotent and batches at most 16 KiB per partition by default,
         * but at the parity benchmark's rates neither changed the rate,
         * the p95 or the client's CPU beyond noise (docs/benchmarks.md,
         * "client defaults"), so the brokers see the same load either
         * way; and librdkafka 2.0.2 builds a request per partition where
         * the Java client puts every partition a broker leads into one,
         * so 16 KiB would not give the Java client's requests anyway.
         * librdkafka's values are kept; a plan that wants others sets
         * them. */
        /* A message fails after 2 minutes, as the Java producer's
         * delivery.timeout.ms, instead of 5. A transactional producer's
         * follows transaction.timeout.ms (librdkafka's rule). */
        if (!txn)
                add(&a, "message.timeout.ms", "120000", KP_WHY_JAVA_TIMEOUT);
        /* A key goes to the partition the Java producer would choose
         * (murmur2); keyless messages spread. */
        add(&a, "partitioner", "murmur2_random", KP_WHY_JAVA_PARTITIONER);
        return a.oom ? -1 : 0;
}

int kp_clientdefaults_consumer(kp_client_defaults mode, int64_t stats_ms,
                               int from_latest, const kp_kvlist *const *user,
                               size_t n_user, kp_kvlist *out, kp_kvlist *why)
{
        adder a = { user, n_user, out, why, 0 };
        if (kp_clientdefaults_all(mode, user, n_user, out, why))
                return -1;
        /* kplan tracks what it read itself: nothing is committed or
         * stored, and a group without a committed offset starts at the
         * earliest one (a tier's own start offsets are assigned). */
        add(&a, "enable.auto.commit", "false", KP_WHY_OWN_OFFSETS);
        add(&a, "enable.auto.offset.store", "false", KP_WHY_OWN_OFFSETS);
        add(&a, "auto.offset.reset", from_latest ? "latest" : "earliest",
            KP_WHY_START_OFFSET);
        add_statistics(&a, stats_ms);
        /* The Java consumer (and Kafka's consumer perf tool) reads
         * uncommitted records; librdkafka stops at the last stable
         * offset. */
        if (mode == KP_CLIENT_DEFAULTS_JAVA)
                add(&a, "isolation.level", "read_uncommitted",
                    KP_WHY_JAVA_ISOLATION);
        return a.oom ? -1 : 0;
}
