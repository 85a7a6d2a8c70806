/* kafka/clientconf: client property values checked by librdkafka, at
 * the place the plan wrote them. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "kafka/clientconf.h"
#include "plan/plan.h"

static kp_plan *parse(const char *text)
{
        kp_plan_opts opts = { 0 };
        kp_plan *p = NULL;
        char err[1024] = "";
        if (kp_plan_parse(text, strlen(text), "t.json", ".", &opts, &p, err,
                          sizeof(err)) != 0)
                fail_msg("parse: %s", err);
        return p;
}

/* The error of checking text's values must start with want. */
static void check_fails(const char *text, const char *want)
{
        kp_plan *p = parse(text);
        char err[1024] = "";
        int rc = kp_clientconf_check_plan(p, err, sizeof(err));
        kp_plan_destroy(p);
        if (rc == 0)
                fail_msg("accepted, expected: %s", want);
        if (strncmp(err, want, strlen(want)) != 0)
                fail_msg("expected \"%s...\", got \"%s\"", want, err);
}

static void test_value(void **state)
{
        char err[512];
        (void)state;
        assert_int_equal(
            kp_clientconf_check_value("acks", "all", err, sizeof(err)), 0);
        assert_int_equal(
            kp_clientconf_check_value("linger.ms", "5", err, sizeof(err)), 0);
        assert_int_equal(
            kp_clientconf_check_value("acks", "some", err, sizeof(err)), -1);
        assert_non_null(strstr(err, "Invalid value"));
        assert_non_null(strstr(err, "\"some\""));
        /* Out of librdkafka's range: its own sentence names the range. */
        assert_int_equal(
            kp_clientconf_check_value("linger.ms", "-5", err, sizeof(err)), -1);
        if (!strstr(err, "-5") && !strstr(err, "range"))
                fail_msg("no value or range in \"%s\"", err);
}

/* The place of the value in the plan: file:line:column and JSON path. */
static void test_plan_sites(void **state)
{
        (void)state;
        check_fails("{\"name\": \"x\", \"tiers\": [{\"name\": \"s\", "
                    "\"messages\": 1, \"rate\": 1,\n"
                    "  \"sweep\": {\"acks\": [\"1\", \"some\"]}}]}",
                    "t.json:2:27: tiers[0].sweep.acks[1]: Invalid value");
        check_fails("{\"name\": \"x\", \"tiers\": [{\"name\": \"s\", "
                    "\"messages\": 1, \"rate\": 1,\n"
                    "  \"producer\": {\"linger.ms\": \"soon\"}}]}",
                    "t.json:2:29: tiers[0].producer[\"linger.ms\"]: ");
        check_fails(
            "{\"name\": \"x\", \"cluster\": {\"config\": "
            "{\"socket.timeout.ms\": \"soon\"}},\n"
            "\"tiers\": [{\"name\": \"s\", \"messages\": 1, \"rate\": 1}]}",
            "t.json:1:59: cluster.config[\"socket.timeout.ms\"]: ");
}

static void test_plan_ok(void **state)
{
        kp_plan *p;
        char err[512] = "";
        (void)state;
        p = parse("{\"name\": \"x\", \"tiers\": [{\"name\": \"s\", "
                  "\"messages\": 1, \"rate\": 1, \"producer\": "
                  "{\"acks\": \"all\", \"linger.ms\": 5},\n"
                  "  \"sweep\": {\"compression.type\": [\"none\", "
                  "\"lz4\"]}}]}");
        assert_true(p->n_props >= 3);
        assert_int_equal(kp_clientconf_check_plan(p, err, sizeof(err)), 0);
        kp_plan_destroy(p);
}

int main(void)
{
        const struct CMUnitTest tests[] = {
                cmocka_unit_test(test_value),
                cmocka_unit_test(test_plan_sites),
                cmocka_unit_test(test_plan_ok),
        };
        return cmocka_run_group_tests(tests, NULL, NULL);
}
