/*
 * plan/topicconfig.c: a plan's topic configs against Kafka's topic-level
 * configs, by name ("did you mean") and by type, where Kafka's type is
 * known; and the plan checks around them (plan.c): min.insync.replicas
 * above the replication factor with acks=all.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "plan/plan.h"
#include "plan/topicconfig.h"

static void good(const char *name, const char *value)
{
        char err[512] = "";
        if (kp_topicconfig_check(name, value, err, sizeof(err)))
                fail_msg("%s=%s refused: %s", name, value, err);
}

static void bad(const char *name, const char *value, const char *want)
{
        char err[512] = "";
        if (kp_topicconfig_check(name, value, err, sizeof(err)) == 0)
                fail_msg("%s=%s accepted, expected: %s", name, value, want);
        if (strcmp(err, want) != 0)
                fail_msg("%s=%s:\n  expected %s\n  got      %s", name, value,
                         want, err);
}

static void test_names(void **state)
{
        (void)state;
        assert_true(kp_topicconfig_known("min.insync.replicas"));
        assert_true(kp_topicconfig_known("retention.ms"));
        /* Known to one release line only: accepted. */
        assert_true(kp_topicconfig_known("message.downconversion.enable"));
        assert_true(kp_topicconfig_known("remote.copy.lag.ms"));
        /* Broker settings are not topic configs. */
        assert_false(kp_topicconfig_known("log.retention.ms"));
        bad("min.insync.replica", "2",
            "unknown topic config \"min.insync.replica\" (did you mean "
            "\"min.insync.replicas\"?)");
        bad("retention.msec", "1000",
            "unknown topic config \"retention.msec\" (did you mean "
            "\"retention.ms\"?)");
        bad("num.io.threads", "8",
            "unknown topic config \"num.io.threads\": not one of Kafka's "
            "topic-level configs (docs/plan.md, \"topic\")");
}

static void test_types(void **state)
{
        (void)state;
        good("retention.ms", "86400000");
        good("retention.ms", "-1");
        good("retention.ms", " 3600000 ");
        good("retention.bytes", "-1");
        good("min.insync.replicas", "2");
        good("min.cleanable.dirty.ratio", "0.5");
        good("unclean.leader.election.enable", "FALSE");
        good("compression.type", "lz4");
        good("cleanup.policy", "compact, delete");
        good("compression.gzip.level", "-1");
        good("message.format.version", "3.0-IV1");
        good("leader.replication.throttled.replicas", "*");
        bad("retention.ms", "forever",
            "topic config \"retention.ms\": expected a whole number from -1 "
            "(-1: no limit), got \"forever\"");
        bad("retention.ms", "-2",
            "topic config \"retention.ms\": expected a whole number from -1 "
            "(-1: no limit), got \"-2\"");
        bad("retention.ms", "7d",
            "topic config \"retention.ms\": expected a whole number from -1 "
            "(-1: no limit), got \"7d\"");
        bad("min.insync.replicas", "0",
            "topic config \"min.insync.replicas\": expected a whole number "
            "from 1 to 2147483647, got \"0\"");
        bad("min.insync.replicas", "3000000000",
            "topic config \"min.insync.replicas\": expected a whole number "
            "from 1 to 2147483647, got \"3000000000\"");
        bad("compression.gzip.level", "0",
            "topic config \"compression.gzip.level\": expected a whole "
            "number from 1 to 9 or -1 (-1: gzip's default), got \"0\"");
        bad("min.cleanable.dirty.ratio", "50%",
            "topic config \"min.cleanable.dirty.ratio\": expected a number "
            "from 0 to 1, got \"50%\"");
        bad("preallocate", "yes",
            "topic config \"preallocate\": expected true or false, got "
            "\"yes\"");
        bad("compression.type", "LZ4",
            "topic config \"compression.type\": expected one of "
            "\"uncompressed\", \"zstd\", \"lz4\", \"snappy\", \"gzip\", "
            "\"producer\", got \"LZ4\"");
        bad("cleanup.policy", "compact,remove",
            "topic config \"cleanup.policy\": expected a comma-separated list "
            "of \"compact\", \"delete\", got \"compact,remove\"");
        bad("max.message.bytes", "",
            "topic config \"max.message.bytes\": expected a whole number from "
            "0 to 2147483647, got \"\"");
}

static int parse(const char *text, char *err, size_t n)
{
        kp_plan_opts opts = { 0 };
        kp_plan *p = NULL;
        int rc =
            kp_plan_parse(text, strlen(text), "t.json", ".", &opts, &p, err, n);
        kp_plan_destroy(p);
        return rc;
}

#define TOPIC(rf, config)                                                      \
        "{\"name\": \"x\", \"cluster\": {\"bootstrap.servers\": \"b:9092\"},"  \
        " \"topic\": {\"replication_factor\": " rf ", \"config\": " config     \
        "},"

/* The plan names the config and its value, with its path. */
static void test_in_plans(void **state)
{
        char err[1024];
        (void)state;
        assert_int_equal(
            parse(TOPIC("3",
                        "{\"min.insync.replica\": \"2\"}") " \"tiers\": "
                                                           "[{\"name\": \"a\", "
                                                           "\"messages\": 10, "
                                                           "\"rate\": 1}]}",
                  err, sizeof(err)),
            -1);
        assert_non_null(strstr(err, "topic.config[\"min.insync.replica\"]: "
                                    "unknown topic config "
                                    "\"min.insync.replica\" (did you mean "
                                    "\"min.insync.replicas\"?)"));
        assert_int_equal(
            parse(TOPIC("3",
                        "{\"retention.ms\": \"forever\"}") " \"tiers\": "
                                                           "[{\"name\": \"a\", "
                                                           "\"messages\": 10, "
                                                           "\"rate\": 1}]}",
                  err, sizeof(err)),
            -1);
        assert_non_null(strstr(err, "topic.config[\"retention.ms\"]: topic "
                                    "config \"retention.ms\": expected a "
                                    "whole number from -1"));
}

/* min.insync.replicas above the replication factor fails every acks=all
 * write: refused when a tier writes with acks=all (librdkafka's default
 * too); acks=1 writes pass, and the broker's default factor is not
 * known here. */
static void test_min_isr(void **state)
{
        char err[1024];
        (void)state;
        assert_int_equal(
            parse(
                TOPIC(
                    "1",
                    "{\"min.insync.replicas\": \"2\"}") " \"defaults\": "
                                                        "{\"producer\": "
                                                        "{\"acks\": \"all\"}},"
                                                        " \"tiers\": "
                                                        "[{\"name\": \"a\", "
                                                        "\"messages\": 10, "
                                                        "\"rate\": 1}]}",
                err, sizeof(err)),
            -1);
        assert_non_null(strstr(err, "topic.config[\"min.insync.replicas\"]: 2 "
                                    "is above the replication factor 1 of "
                                    "the topic tier \"a\" writes to with "
                                    "acks=all: every write would fail with "
                                    "NOT_ENOUGH_REPLICAS (expected at most "
                                    "1, or a higher replication factor)"));
        assert_int_equal(
            parse(
                TOPIC(
                    "1",
                    "{\"min.insync.replicas\": 2}") " \"tiers\": [{\"name\": "
                                                    "\"a\", \"messages\": 10, "
                                                    "\"rate\": 1}]}",
                err, sizeof(err)),
            -1);
        assert_non_null(strstr(err, "acks=all (librdkafka's default)"));
        assert_int_equal(
            parse(
                TOPIC(
                    "1",
                    "{\"min.insync.replicas\": 2}") " \"tiers\": [{\"name\": "
                                                    "\"a\", \"messages\": 10, "
                                                    "\"rate\": 1, "
                                                    "\"producer\": {\"acks\": "
                                                    "\"1\"}}]}",
                err, sizeof(err)),
            0);
        assert_int_equal(
            parse(
                TOPIC("2", "{\"min.insync.replicas\": 2}") " \"tiers\": "
                                                           "[{\"name\": \"a\", "
                                                           "\"messages\": 10, "
                                                           "\"rate\": 1}]}",
                err, sizeof(err)),
            0);
        /* A sweep of the replication factor: the point at 1 is refused. */
        assert_int_equal(
            parse(
                TOPIC(
                    "3",
                    "{\"min.insync.replicas\": 2}") " \"tiers\": [{\"name\": "
                                                    "\"rf\", \"messages\": 10, "
                                                    "\"rate\": 1, \"repeat\": "
                                                    "1, \"sweep\": "
                                                    "{\"replication_factor\": "
                                                    "[3, 1]}}]}",
                err, sizeof(err)),
            -1);
        assert_non_null(strstr(err, "replication factor 1 of the topic tier "
                                    "\"rf replication_factor=1\""));
}

int main(void)
{
        const struct CMUnitTest tests[] = {
                cmocka_unit_test(test_names),
                cmocka_unit_test(test_types),
                cmocka_unit_test(test_in_plans),
                cmocka_unit_test(test_min_isr),
        };
        return cmocka_run_group_tests(tests, NULL, NULL);
}
