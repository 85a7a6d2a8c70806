#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "kafka/agent_proto.h"

/* A tier on the control topic: what the agents need, never a connection
 * setting or a secret, even when the plan sets one on the tier. */
static void test_tier_carries_no_secret(void **st)
{
        kp_tier t = { 0 }, back = { 0 };
        cJSON *j;
        char *text, err[256];
        (void)st;
        t.name = "t1";
        t.topic = "load";
        t.messages = 30000;
        t.rate = 3000;
        t.record_size = 100;
        t.producers = 2;
        t.interval_us = 1000000;
        t.warmup_messages = 300;
        t.consume.enabled = 1;
        t.consume.consumers = 1;
        t.consume.timeout_us = 20000000;
        kp_kv_set(&t.producer, "acks", "all");
        kp_kv_set(&t.producer, "linger.ms", "5");
        kp_kv_set(&t.producer, "sasl.password", "hunter2-producer");
        kp_kv_set(&t.producer, "ssl.key.password", "hunter2-key");
        kp_kv_set(&t.producer, "bootstrap.servers", "elsewhere:9092");
        kp_kv_set(&t.consume.config, "sasl.username", "someone");
        kp_kv_set(&t.consume.config, "security.protocol", "SASL_SSL");
        kp_kv_set(&t.consume.config, "fetch.min.bytes", "1");
        kp_kv_set(&t.headers, "h", "v");
        j = kp_agent_tier_json(&t);
        assert_non_null(j);
        text = cJSON_PrintUnformatted(j);
        assert_null(strstr(text, "hunter2"));
        assert_null(strstr(text, "sasl."));
        assert_null(strstr(text, "ssl."));
        assert_null(strstr(text, "security.protocol"));
        assert_null(strstr(text, "elsewhere"));
        assert_int_equal(kp_agent_tier_from(j, &back, err, sizeof(err)), 0);
        assert_string_equal(back.name, "t1");
        assert_string_equal(back.topic, "load");
        assert_int_equal(back.messages, 30000);
        assert_true(back.rate == 3000);
        assert_int_equal(back.producers, 2);
        assert_int_equal(back.warmup_messages, 300);
        assert_int_equal(back.consume.timeout_us, 20000000);
        assert_string_equal(kp_kv_get(&back.producer, "acks"), "all");
        assert_string_equal(kp_kv_get(&back.producer, "linger.ms"), "5");
        assert_null(kp_kv_get(&back.producer, "sasl.password"));
        assert_string_equal(kp_kv_get(&back.consume.config, "fetch.min.bytes"),
                            "1");
        assert_int_equal(back.consume.config.n, 1);
        assert_string_equal(kp_kv_get(&back.headers, "h"), "v");
        free(text);
        kp_agent_tier_clear(&back);
        /* A field that is not a number is refused, naming it. */
        cJSON_ReplaceItemInObject(j, "producers", cJSON_CreateString("2"));
        assert_int_equal(kp_agent_tier_from(j, &back, err, sizeof(err)), -1);
        assert_non_null(strstr(err, "producers"));
        kp_agent_tier_clear(&back);
        cJSON_Delete(j);
        kp_kv_free(&t.producer);
        kp_kv_free(&t.consume.config);
        kp_kv_free(&t.headers);
}

/* A payload file travels as the coordinator's path and delimiter (each
 * agent reads its own copy); no payload file, no such fields. */
static void test_tier_payload_file(void **st)
{
        kp_tier t = { 0 }, back = { 0 };
        cJSON *j;
        char err[256];
        (void)st;
        t.name = "t1";
        t.topic = "load";
        t.messages = 10;
        t.producers = 1;
        t.interval_us = 1000000;
        j = kp_agent_tier_json(&t);
        assert_null(cJSON_GetObjectItemCaseSensitive(j, "payload_file"));
        assert_int_equal(kp_agent_tier_from(j, &back, err, sizeof(err)), 0);
        assert_null(back.payload_file);
        kp_agent_tier_clear(&back);
        cJSON_Delete(j);
        t.payload_file = "/data/orders.jsonl";
        t.payload_delimiter = "\n--\n";
        j = kp_agent_tier_json(&t);
        assert_int_equal(kp_agent_tier_from(j, &back, err, sizeof(err)), 0);
        assert_string_equal(back.payload_file, "/data/orders.jsonl");
        assert_string_equal(back.payload_delimiter, "\n--\n");
        kp_agent_tier_clear(&back);
        cJSON_Delete(j);
        /* The default delimiter is said, not left to the agent. */
        t.payload_delimiter = NULL;
        j = kp_agent_tier_json(&t);
        assert_int_equal(kp_agent_tier_from(j, &back, err, sizeof(err)), 0);
        assert_string_equal(back.payload_delimiter, "\n");
        kp_agent_tier_clear(&back);
        cJSON_Delete(j);
}

/* An interval from an agent reads back field for field at the
 * coordinator, counts as whole numbers; what is missing reads as 0. */
static void test_interval_round_trip(void **st)
{
        kp_interval iv = { .t_s = 12.5,
                           .dur_s = 1.0,
                           .msgs = 4000,
                           .errors = 3,
                           .msgs_per_sec = 4000.0,
                           .mib_per_sec = 3.9,
                           .p50_ms = 1.25,
                           .p95_ms = 7.5,
                           .p99_ms = 9.75,
                           .max_ms = 31.0 };
        kp_interval back = { 0 }, none;
        cJSON *j = kp_agent_interval_json(&iv);
        (void)st;
        assert_non_null(j);
        assert_int_equal(cJSON_GetArraySize(j), 10);
        assert_true(cJSON_IsNumber(cJSON_GetObjectItem(j, "msgs_per_sec")));
        kp_agent_interval_from(j, &back);
        assert_memory_equal(&iv, &back, sizeof(iv));
        cJSON_DeleteItemFromObject(j, "p95_ms");
        kp_agent_interval_from(j, &back);
        assert_true(back.p95_ms == 0);
        assert_int_equal(back.msgs, 4000);
        memset(&none, 0xff, sizeof(none));
        kp_agent_interval_from(NULL, &none);
        assert_true(none.t_s == 0 && none.msgs == 0 && none.max_ms == 0);
        cJSON_Delete(j);
}

int main(void)
{
        const struct CMUnitTest tests[] = {
                cmocka_unit_test(test_tier_carries_no_secret),
                cmocka_unit_test(test_tier_payload_file),
                cmocka_unit_test(test_interval_round_trip),
        };
        return cmocka_run_group_tests_name("agent_proto", tests, NULL, NULL);
}
