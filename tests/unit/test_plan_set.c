/* Plan overrides (kplan run --set PATH=VALUE): plan/plan_set.c. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "plan/plan.h"

static const char plan_text[] =
    "{\n"
    "  \"name\": \"p\",\n"
    "  \"cluster\": {\"bootstrap.servers\": \"a:9092\"},\n"
    "  \"topic\": {\"name\": \"t\", \"partitions\": 6, "
    "\"replication_factor\": 3},\n"
    "  \"defaults\": {\"producer\": {\"acks\": \"all\"}},\n"
    "  \"tiers\": [\n"
    "    {\"name\": \"1M\", \"messages\": \"1M\", \"rate\": 1000},\n"
    "    {\"name\": \"10M\", \"messages\": \"10M\", \"rate\": 5000}\n"
    "  ],\n"
    "  \"criteria\": [{\"metric\": \"produce.latency.p95_ms\", \"op\": "
    "\"<=\", \"threshold\": 50}]\n"
    "}\n";

static int parse_with(const char *const *sets, size_t n, kp_plan **out,
                      char *err, size_t err_size)
{
        kp_plan_opts o = { 0 };
        o.sets = sets;
        o.n_sets = n;
        return kp_plan_parse(plan_text, strlen(plan_text), "plan.json", ".", &o,
                             out, err, err_size);
}

static void test_set_values(void **state)
{
        static const char *const sets[] = {
                "topic.replication_factor=1",
                "tiers[10M].messages=2M",
                "tiers[0].rate=unlimited",
                "defaults.producer.linger.ms=5",
                "cluster.bootstrap.servers=b:9092,c:9092",
                "topic.config[\"retention.ms\"]=3600000",
                "target.messages=100M",
        };
        kp_plan *p = NULL;
        char err[1024] = "";
        (void)state;
        assert_int_equal(parse_with(sets, 7, &p, err, sizeof(err)), 0);
        assert_int_equal(p->replication_factor, 1);
        assert_int_equal(p->tiers[1].messages, 2000000);
        /* A value that is not JSON is a string, as in the file. */
        assert_true(p->tiers[0].rate == 0);
        assert_string_equal(kp_kv_get(&p->tiers[0].producer, "linger.ms"), "5");
        assert_string_equal(kp_kv_get(&p->tiers[0].producer, "acks"), "all");
        assert_string_equal(p->bootstrap, "b:9092,c:9092");
        assert_string_equal(kp_kv_get(&p->topic_config, "retention.ms"),
                            "3600000");
        /* A missing object is created. */
        assert_true(p->target.present);
        assert_int_equal(p->target.messages, 100000000);
        /* Recorded as typed; the stored plan has them applied. */
        assert_int_equal(p->n_overrides, 7);
        assert_string_equal(p->overrides[1], "tiers[10M].messages=2M");
        assert_string_equal(
            cJSON_GetObjectItem(
                cJSON_GetArrayItem(cJSON_GetObjectItem(p->source, "tiers"), 1),
                "messages")
                ->valuestring,
            "2M");
        kp_plan_destroy(p);
}

static void test_set_order_and_json(void **state)
{
        /* Later overrides win; a JSON value replaces a whole object. */
        static const char *const sets[] = {
                "topic.partitions=3",
                "topic.partitions=12",
                "tiers[1M]={\"name\": \"small\", \"messages\": 10, "
                "\"rate\": 10}",
        };
        kp_plan *p = NULL;
        char err[1024] = "";
        (void)state;
        assert_int_equal(parse_with(sets, 3, &p, err, sizeof(err)), 0);
        assert_int_equal(p->partitions, 12);
        assert_string_equal(p->tiers[0].name, "small");
        assert_int_equal(p->tiers[0].messages, 10);
        kp_plan_destroy(p);
}

static void expect_error(const char *set, const char *want)
{
        const char *sets[1] = { set };
        kp_plan *p = NULL;
        char err[1024] = "";
        int rc = parse_with(sets, 1, &p, err, sizeof(err));
        if (rc == 0 || !strstr(err, want)) {
                print_error("--set %s: rc %d, error \"%s\", wanted \"%s\"\n",
                            set, rc, err, want);
                fail();
        }
        assert_null(p);
}

static void test_set_errors(void **state)
{
        (void)state;
        /* Checked as the file is, with the path it set and the override. */
        expect_error("tiers[10M].messages=ten",
                     "plan.json: tiers[1].messages (--set "
                     "tiers[10M].messages=ten): expected a whole count");
        expect_error("topic.partitons=3",
                     "topic.partitons (--set topic.partitons=3): unknown key "
                     "\"partitons\" (did you mean \"partitions\"?)");
        expect_error("topic.replication_factor=0",
                     "topic.replication_factor (--set "
                     "topic.replication_factor=0)");
        /* Paths that select nothing. */
        expect_error("tiers[100M].messages=1",
                     "--set tiers[100M].messages=1: tiers has no element "
                     "100M (its names: 1M, 10M)");
        expect_error("tiers[5].messages=1", "tiers has no element 5");
        expect_error("tiers.rate=4", "tiers is an array");
        expect_error("name.x=4", "name is a value, not an object");
        expect_error("topic.name=1", "topic.name (--set topic.name=1)");
        expect_error("tiers[0=1", "\"[\" without \"]\"");
        expect_error("=5", "expected PATH=VALUE");
        expect_error("novalue", "expected PATH=VALUE");
}

static void test_set_secret_redacted(void **state)
{
        static const char *const sets[] = {
                "cluster.config.sasl.password=hunter2",
        };
        const char *bad[1] = { "cluster.config.sasl.password=" };
        kp_plan *p = NULL;
        char err[1024] = "";
        char *src;
        (void)state;
        assert_int_equal(parse_with(sets, 1, &p, err, sizeof(err)), 0);
        assert_string_equal(p->overrides[0],
                            "cluster.config.sasl.password=[redacted]");
        src = cJSON_PrintUnformatted(p->source);
        assert_null(strstr(src, "hunter2"));
        free(src);
        kp_plan_destroy(p);
        /* Nor in an error. */
        bad[0] = "cluster.config.sasl.password.x.y=hunter2";
        p = NULL;
        assert_int_not_equal(parse_with(bad, 1, &p, err, sizeof(err)), 0);
        assert_null(strstr(err, "hunter2"));
}

static void test_set_offline_ignored(void **state)
{
        static const char *const sets[] = { "topic.partitions=3" };
        kp_plan_opts o = { 0 };
        kp_plan *p = NULL;
        char err[512];
        (void)state;
        o.offline = 1;
        o.sets = sets;
        o.n_sets = 1;
        assert_int_equal(kp_plan_parse(plan_text, strlen(plan_text), "x", ".",
                                       &o, &p, err, sizeof(err)),
                         0);
        assert_int_equal(p->partitions, 6);
        assert_int_equal(p->n_overrides, 0);
        kp_plan_destroy(p);
}

int main(void)
{
        const struct CMUnitTest tests[] = {
                cmocka_unit_test(test_set_values),
                cmocka_unit_test(test_set_order_and_json),
                cmocka_unit_test(test_set_errors),
                cmocka_unit_test(test_set_secret_redacted),
                cmocka_unit_test(test_set_offline_ignored),
        };
        return cmocka_run_group_tests_name("plan_set", tests, NULL, NULL);
}
