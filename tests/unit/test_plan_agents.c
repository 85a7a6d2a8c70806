/* The plan's "agents" section (kplan run --agents): plan/plan.c. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "plan/plan.h"

/* A plan with the given "agents" member (NULL: none). */
static int parse(const char *agents, kp_plan **out, char *err, size_t err_size)
{
        char text[1024];
        kp_plan_opts o = { 0 };
        snprintf(text, sizeof(text),
                 "{\"name\": \"p\",\n"
                 " \"tiers\": [{\"name\": \"a\", \"messages\": 100, "
                 "\"rate\": 10}]%s%s\n}\n",
                 agents ? ",\n \"agents\": " : "", agents ? agents : "");
        *out = NULL;
        return kp_plan_parse(text, strlen(text), "plan.json", ".", &o, out, err,
                             err_size);
}

static void test_on_loss(void **state)
{
        kp_plan *p = NULL;
        char err[512] = "";
        (void)state;
        assert_int_equal(parse(NULL, &p, err, sizeof(err)), 0);
        assert_int_equal(p->agents_stop_on_loss, 0);
        kp_plan_destroy(p);
        assert_int_equal(parse("{}", &p, err, sizeof(err)), 0);
        assert_int_equal(p->agents_stop_on_loss, 0);
        kp_plan_destroy(p);
        assert_int_equal(
            parse("{\"on_loss\": \"continue\"}", &p, err, sizeof(err)), 0);
        assert_int_equal(p->agents_stop_on_loss, 0);
        kp_plan_destroy(p);
        assert_int_equal(parse("{\"on_loss\": \"stop\"}", &p, err, sizeof(err)),
                         0);
        assert_int_equal(p->agents_stop_on_loss, 1);
        /* The stored plan copy reads back the same. */
        {
                kp_plan *q = NULL;
                assert_int_equal(
                    kp_plan_from_source(p->source, &q, err, sizeof(err)), 0);
                assert_int_equal(q->agents_stop_on_loss, 1);
                kp_plan_destroy(q);
        }
        kp_plan_destroy(p);
}

static void bad(const char *agents, const char *want)
{
        kp_plan *p = NULL;
        char err[512] = "";
        assert_int_equal(parse(agents, &p, err, sizeof(err)), -1);
        assert_null(p);
        if (!strstr(err, want))
                fail_msg("%s: expected \"%s\" in \"%s\"", agents, want, err);
}

static void test_on_loss_errors(void **state)
{
        (void)state;
        bad("{\"on_loss\": \"abort\"}",
            "agents.on_loss: expected \"continue\" (the next tiers run on "
            "the agents that are left) or \"stop\" (no further tier runs), "
            "got \"abort\"");
        bad("{\"on_loss\": true}", "agents.on_loss: expected \"continue\"");
        bad("{\"on_loss\": \"Stop\"}", "got \"Stop\"");
        bad("{\"on_los\": \"stop\"}",
            "unknown key \"on_los\" (did you mean \"on_loss\"?)");
        bad("\"stop\"", "agents: expected an object");
        /* The file and line are named. */
        bad("{\"on_loss\": 1}", "plan.json:3:");
}

int main(void)
{
        const struct CMUnitTest tests[] = {
                cmocka_unit_test(test_on_loss),
                cmocka_unit_test(test_on_loss_errors),
        };
        return cmocka_run_group_tests(tests, NULL, NULL);
}
