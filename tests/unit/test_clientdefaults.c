/* plan/clientdefaults: kplan's client settings under the plan's. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <string.h>

#include <cmocka.h>

#include "plan/clientdefaults.h"
#include "plan/clientprops.h"

static void producer_java_parity(void **state)
{
        kp_kvlist out = { 0 }, why = { 0 };
        (void)state;
        assert_int_equal(kp_clientdefaults_producer(KP_CLIENT_DEFAULTS_JAVA, 0,
                                                    1000, NULL, 0, &out, &why),
                         0);
        assert_string_equal(
            kp_kv_get(&out, "max.in.flight.requests.per.connection"), "5");
        assert_string_equal(
            kp_kv_get(&why, "max.in.flight.requests.per.connection"),
            "java-in-flight");
        /* librdkafka sends a request per partition: its own batch.size
         * stays (16 KiB would carry less per request than the Java
         * client's multi-partition requests). */
        assert_null(kp_kv_get(&out, "batch.size"));
        assert_string_equal(kp_kv_get(&out, "message.timeout.ms"), "120000");
        assert_string_equal(kp_kv_get(&out, "partitioner"), "murmur2_random");
        assert_string_equal(kp_kv_get(&out, "socket.nagle.disable"), "true");
        assert_string_equal(kp_kv_get(&out, "queue.buffering.max.kbytes"),
                            "32768");
        assert_string_equal(kp_kv_get(&out, "statistics.interval.ms"), "1000");
        /* Idempotence is left as librdkafka has it (off): its cost in
         * librdkafka 2.0.2 would make the client the limit. */
        assert_null(kp_kv_get(&out, "enable.idempotence"));
        /* Only the embedded cluster spreads keyless messages. */
        assert_null(kp_kv_get(&out, "sticky.partitioning.linger.ms"));
        kp_kv_free(&out);
        kp_kv_free(&why);
}

static void producer_librdkafka_keeps_its_own(void **state)
{
        kp_kvlist out = { 0 }, why = { 0 };
        (void)state;
        assert_int_equal(
            kp_clientdefaults_producer(KP_CLIENT_DEFAULTS_LIBRDKAFKA, 1, 0,
                                       NULL, 0, &out, &why),
            0);
        assert_null(kp_kv_get(&out, "max.in.flight.requests.per.connection"));
        assert_null(kp_kv_get(&out, "batch.size"));
        assert_null(kp_kv_get(&out, "socket.nagle.disable"));
        assert_null(kp_kv_get(&out, "statistics.interval.ms"));
        /* kplan's own needs stay. */
        assert_string_equal(kp_kv_get(&out, "queue.buffering.max.kbytes"),
                            "32768");
        assert_string_equal(kp_kv_get(&out, "sticky.partitioning.linger.ms"),
                            "0");
        assert_string_equal(kp_kv_get(&why, "sticky.partitioning.linger.ms"),
                            "embedded-spread");
        kp_kv_free(&out);
        kp_kv_free(&why);
}

/* A property the user sets, under any of its names, is the user's. */
static void user_wins_by_any_name(void **state)
{
        kp_kvlist user = { 0 }, txn = { 0 }, out = { 0 };
        const kp_kvlist *layers[2] = { &user, &txn };
        (void)state;
        kp_kv_set(&user, "max.in.flight", "1000000");
        kp_kv_set(&user, "batch.size", "1000000");
        kp_kv_set(&txn, "transactional.id", "t1");
        assert_int_equal(kp_clientdefaults_producer(KP_CLIENT_DEFAULTS_JAVA, 0,
                                                    1000, layers, 2, &out,
                                                    NULL),
                         0);
        assert_null(kp_kv_get(&out, "max.in.flight.requests.per.connection"));
        assert_null(kp_kv_get(&out, "batch.size"));
        /* A transactional producer's timeout follows the transaction's. */
        assert_null(kp_kv_get(&out, "message.timeout.ms"));
        assert_string_equal(kp_clientdefaults_user(layers, 2,
                                                   "max.in.flight."
                                                   "requests.per."
                                                   "connection"),
                            "1000000");
        kp_kv_free(&user);
        kp_kv_free(&txn);
        kp_kv_free(&out);
}

static void consumer_java_parity(void **state)
{
        kp_kvlist out = { 0 }, why = { 0 }, user = { 0 };
        const kp_kvlist *layers[1] = { &user };
        (void)state;
        assert_int_equal(kp_clientdefaults_consumer(KP_CLIENT_DEFAULTS_JAVA,
                                                    500, 1, NULL, 0, &out,
                                                    &why),
                         0);
        assert_string_equal(kp_kv_get(&out, "isolation.level"),
                            "read_uncommitted");
        assert_string_equal(kp_kv_get(&out, "auto.offset.reset"), "latest");
        assert_string_equal(kp_kv_get(&out, "enable.auto.commit"), "false");
        assert_string_equal(kp_kv_get(&why, "enable.auto.commit"),
                            "own-offsets");
        assert_string_equal(kp_kv_get(&out, "statistics.interval.ms"), "500");
        kp_kv_free(&out);
        kp_kv_free(&why);
        kp_kv_set(&user, "isolation.level", "read_committed");
        assert_int_equal(kp_clientdefaults_consumer(KP_CLIENT_DEFAULTS_JAVA, 0,
                                                    0, layers, 1, &out, NULL),
                         0);
        assert_null(kp_kv_get(&out, "isolation.level"));
        assert_string_equal(kp_kv_get(&out, "auto.offset.reset"), "earliest");
        kp_kv_free(&out);
        kp_kv_free(&user);
}

static void names_and_intervals(void **state)
{
        kp_client_defaults m;
        (void)state;
        assert_int_equal(kp_client_defaults_parse("librdkafka", &m), 0);
        assert_int_equal(m, KP_CLIENT_DEFAULTS_LIBRDKAFKA);
        assert_string_equal(kp_client_defaults_str(m), "librdkafka");
        assert_int_equal(kp_client_defaults_parse("java", &m), 0);
        assert_int_equal(m, KP_CLIENT_DEFAULTS_JAVA);
        assert_int_equal(kp_client_defaults_parse("Java", &m), -1);
        assert_int_equal(kp_client_defaults_parse("", &m), -1);
        for (int w = 0; w < KP_WHY__COUNT; w++)
                assert_int_equal(
                    kp_setting_why_parse(kp_setting_why_str((kp_setting_why)w)),
                    w);
        assert_int_equal(kp_setting_why_parse("no such"), KP_WHY_UNKNOWN);
        assert_true(kp_setting_why_java(KP_WHY_JAVA_IN_FLIGHT));
        assert_false(kp_setting_why_java(KP_WHY_BOUNDED_MEMORY));
        assert_int_equal(kp_clientdefaults_stats_ms(5000000), 1000);
        assert_int_equal(kp_clientdefaults_stats_ms(250000), 250);
        assert_int_equal(kp_clientdefaults_stats_ms(10000), 100);
        /* librdkafka's own table: aliases and defaults. */
        assert_string_equal(kp_clientprops_canonical("linger.ms"),
                            "queue.buffering.max.ms");
        assert_string_equal(kp_clientprops_rd_default("max.in.flight"),
                            "1000000");
        assert_true(kp_clientprops_same("acks", "request.required.acks"));
        assert_false(kp_clientprops_same("acks", "batch.size"));
}

int main(void)
{
        const struct CMUnitTest tests[] = {
                cmocka_unit_test(producer_java_parity),
                cmocka_unit_test(producer_librdkafka_keeps_its_own),
                cmocka_unit_test(user_wins_by_any_name),
                cmocka_unit_test(consumer_java_parity),
                cmocka_unit_test(names_and_intervals),
        };
        return cmocka_run_group_tests(tests, NULL, NULL);
}
