/* plan/plan_prom.c and plan/promql.c: cluster.prometheus, checked
 * without connecting, and the queries it expands to. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "base/props.h"
#include "plan/plan.h"
#include "plan/promql.h"

static const char *env(void *opaque, const char *name)
{
        (void)opaque;
        if (strcmp(name, "PROM_TOKEN") == 0)
                return "s3cr3t-token";
        if (strcmp(name, "PROM_USER") == 0)
                return "kplan";
        if (strcmp(name, "PROM_PASS") == 0)
                return "hunter2";
        return NULL;
}

/* A plan whose cluster.prometheus is prom (JSON text). */
static int parse(const char *prom, kp_plan **out, char *err, size_t n)
{
        char text[4096];
        kp_plan_opts o = { 0 };
        o.getenv_fn = env;
        snprintf(text, sizeof(text),
                 "{\"name\": \"p\", \"cluster\": {\"bootstrap.servers\": "
                 "\"k:9092\", \"prometheus\": %s}, \"topic\": {\"name\": "
                 "\"t\", \"partitions\": 3}, \"tiers\": [{\"name\": \"a\", "
                 "\"messages\": 1000, \"rate\": 100}]}",
                 prom);
        return kp_plan_parse(text, strlen(text), "p.json", ".", &o, out, err,
                             n);
}

static void bad(const char *prom, const char *want)
{
        kp_plan *p = NULL;
        char err[1024] = "";
        assert_int_equal(parse(prom, &p, err, sizeof(err)), -1);
        assert_null(p);
        if (!strstr(err, want))
                fail_msg("%s: expected \"%s\" in \"%s\"", prom, want, err);
        /* A credential never reaches an error. */
        assert_null(strstr(err, "s3cr3t"));
        assert_null(strstr(err, "hunter2"));
}

static void test_defaults(void **state)
{
        kp_plan *p = NULL;
        char err[1024] = "";
        (void)state;
        assert_int_equal(
            parse("{\"url\": \"http://prom:9090/\"}", &p, err, sizeof(err)), 0);
        assert_non_null(p->prometheus);
        assert_string_equal(p->prometheus->url, "http://prom:9090");
        assert_int_equal(p->prometheus->auth, KP_PROM_AUTH_NONE);
        assert_string_equal(p->prometheus->label, "instance");
        assert_string_equal(p->prometheus->selector, "");
        assert_int_equal(p->prometheus->timeout_us, 10000000);
        assert_true(p->prometheus->ceiling_pct == 70);
        assert_int_equal(p->prometheus->defaults, 1);
        kp_plan_destroy(p);
}

static void test_full(void **state)
{
        kp_plan *p = NULL;
        char err[1024] = "", *src;
        (void)state;
        assert_int_equal(
            parse("{\"url\": \"https://prom.example:9090/prefix\", "
                  "\"auth\": {\"bearer_token\": \"${PROM_TOKEN}\"}, "
                  "\"selector\": \"{job=\\\"kafka\\\",env=\\\"a}b\\\"}\", "
                  "\"node_selector\": \"{job=\\\"node\\\"}\", "
                  "\"label\": \"broker\", \"timeout\": \"2s\", "
                  "\"window\": \"5s\", \"scrape_interval\": \"1s\", "
                  "\"ceiling_pct\": 80, \"network_bps\": \"125MiB\", "
                  "\"queries\": [{\"name\": \"host_cpu\", \"promql\": "
                  "\"up{$SEL}\", \"unit\": \"%\"}, {\"name\": \"gc\", "
                  "\"promql\": \"rate(gc{$SEL}[$W])\"}]}",
                  &p, err, sizeof(err)),
            0);
        assert_int_equal(p->prometheus->auth, KP_PROM_AUTH_BEARER);
        assert_string_equal(p->prometheus->token_env, "PROM_TOKEN");
        assert_string_equal(p->prometheus->selector,
                            "job=\"kafka\",env=\"a}b\"");
        assert_string_equal(p->prometheus->label, "broker");
        assert_int_equal(p->prometheus->timeout_us, 2000000);
        assert_int_equal(p->prometheus->network_bps, 125ULL << 20);
        assert_int_equal(p->prometheus->n_queries, 2);
        assert_string_equal(p->prometheus->queries[1].unit, "");
        /* The stored plan holds no credential. */
        src = cJSON_PrintUnformatted(p->source);
        assert_null(strstr(src, "s3cr3t"));
        free(src);
        kp_plan_destroy(p);

        assert_int_equal(
            parse("{\"url\": \"http://p:9090\", \"auth\": {\"username\": "
                  "\"${PROM_USER}\", \"password\": \"${PROM_PASS}\"}}",
                  &p, err, sizeof(err)),
            0);
        assert_int_equal(p->prometheus->auth, KP_PROM_AUTH_BASIC);
        assert_string_equal(p->prometheus->user_env, "PROM_USER");
        assert_string_equal(p->prometheus->password_env, "PROM_PASS");
        src = cJSON_PrintUnformatted(p->source);
        assert_null(strstr(src, "hunter2"));
        assert_non_null(strstr(src, "\"username\":\"[redacted]\""));
        free(src);
        kp_plan_destroy(p);
}

static void test_bad(void **state)
{
        (void)state;
        bad("{}", "missing required key \"url\"");
        bad("{\"url\": \"prom:9090\"}", "expected an http:// or https:// URL");
        bad("{\"url\": \"http://u:pw@prom:9090\"}", "without credentials");
        bad("{\"url\": \"http://p\", \"auth\": {\"bearer_token\": "
            "\"s3cr3t-token\"}}",
            "cluster.prometheus.auth.bearer_token: expected a reference to an "
            "environment variable");
        bad("{\"url\": \"http://p\", \"auth\": {\"username\": "
            "\"${PROM_USER}\"}}",
            "both \"username\" and \"password\"");
        bad("{\"url\": \"http://p\", \"auth\": {\"bearer_token\": "
            "\"${NOT_SET}\"}}",
            "NOT_SET");
        bad("{\"url\": \"http://p\", \"selector\": \"job=\\\"kafka\\\"\"}",
            "expected a label selector such as {job=\"kafka\"}");
        bad("{\"url\": \"http://p\", \"selector\": \"{job=\\\"kafka}\"}",
            "closed quotes");
        bad("{\"url\": \"http://p\", \"timeout\": \"0s\"}",
            "cluster.prometheus.timeout");
        bad("{\"url\": \"http://p\", \"ceiling_pct\": 120}",
            "expected a number from 1 to 100");
        bad("{\"url\": \"http://p\", \"queries\": [{\"name\": \"Bad-Name\", "
            "\"promql\": \"up\"}]}",
            "lower-case letters");
        bad("{\"url\": \"http://p\", \"queries\": [{\"name\": \"a\", "
            "\"promql\": \"up\"}, {\"name\": \"a\", \"promql\": \"up\"}]}",
            "a second query named \"a\"");
        bad("{\"url\": \"http://p\", \"defaults\": false}", "leaves no query");
        bad("{\"url\": \"http://p\", \"urls\": 1}", "did you mean");
}

/* cluster.prometheus.brokers: the plan's map of label values to node
 * ids (results/broker_map.h). */
static void test_broker_map(void **state)
{
        kp_plan *p = NULL;
        char err[1024] = "";
        (void)state;
        assert_int_equal(parse("{\"url\": \"http://prom:9090\", "
                               "\"brokers\": {\"kafka-1:7071\": 1, "
                               "\"kafka-1:9100\": 1, \"kafka-2:7071\": 0}}",
                               &p, err, sizeof(err)),
                         0);
        assert_int_equal(p->prometheus->n_brokers, 3);
        assert_string_equal(p->prometheus->brokers[0].label, "kafka-1:7071");
        assert_int_equal(p->prometheus->brokers[1].node, 1);
        assert_int_equal(p->prometheus->brokers[2].node, 0);
        kp_plan_destroy(p);
        bad("{\"url\": \"http://p:9090\", \"brokers\": [1]}",
            "cluster.prometheus.brokers: expected an object");
        bad("{\"url\": \"http://p:9090\", \"brokers\": {\"a\": -1}}",
            "expected a broker's node id, a whole number from 0 to "
            "2147483647, got -1");
        bad("{\"url\": \"http://p:9090\", \"brokers\": {\"a\": 1e12}}",
            "expected a broker's node id");
        bad("{\"url\": \"http://p:9090\", \"brokers\": {\"a\": \"1\"}}",
            "expected a broker's node id");
        bad("{\"url\": \"http://p:9090\", \"brokers\": {\"\": 1}}",
            "expected a label value of 1 to 256 characters");
}

static void test_expand(void **state)
{
        kp_prom_conf c = { 0 };
        char *s;
        (void)state;
        c.selector = "job=\"kafka\"";
        c.node_selector = "";
        c.label = "instance";
        s = kp_promql_expand("sum by ($BY) (rate(x{$SEL,a=\"b\"}[$W])) + "
                             "y{$NODE,mode=\"idle\"} + z{$NODE}",
                             &c, 5, 0, 0);
        assert_string_equal(s, "sum by (instance) (rate(x{job=\"kafka\","
                               "a=\"b\"}[5s])) + y{mode=\"idle\"} + z{}");
        free(s);
        /* The window: its length in whole milliseconds, its two ends. */
        s = kp_promql_expand("rate(x{$SEL}[$D] @ $END) - y @ $START", &c, 5,
                             1700000000.25, 1700000012.5);
        assert_string_equal(s, "rate(x{job=\"kafka\"}[12250ms] @ "
                               "1700000012.500) - y @ 1700000000.250");
        free(s);
        /* A window of nothing is still a duration PromQL accepts. */
        s = kp_promql_expand("[$D]", &c, 5, 10, 10);
        assert_string_equal(s, "[1ms]");
        free(s);
}

static void test_window_forms(void **state)
{
        kp_prom_conf c = { 0 };
        size_t n;
        const kp_promql *d = kp_promql_defaults(&n);
        const kp_promql *rt = kp_promql_default("produce_remote_ms");
        const kp_promql *cpu = kp_promql_default("process_cpu");
        char *s;
        (void)state;
        c.selector = "";
        c.node_selector = "";
        c.label = "instance";
        /* Every default has a window form, pinned to the window's end. */
        for (size_t i = 0; i < n; i++) {
                assert_non_null(d[i].window);
                assert_non_null(strstr(d[i].window, "@ $END"));
                assert_null(strstr(d[i].window, "$W"));
        }
        /* A request time's: the rise of the sum (Mean x Count) over the
         * rise of the count, over exactly the window; its points likewise
         * over the rate range before each, never a lifetime mean. Not
         * increase(), which takes a dip of Mean x Count (Mean and Count
         * are read one after the other) for a restart. */
        assert_non_null(strstr(rt->window, "kafka_network_requestmetrics_"
                                           "time_ms_count{"));
        assert_non_null(strstr(rt->window, "max_over_time(("));
        assert_non_null(strstr(rt->window, "min_over_time(("));
        assert_non_null(strstr(rt->window, "[$D:1s] @ $END"));
        assert_null(strstr(rt->window, "increase("));
        assert_non_null(strstr(rt->promql, " offset $W"));
        /* A rate: over exactly the window. */
        assert_non_null(
            strstr(kp_promql_default("bytes_in")->window, "[$D] @ $END"));
        /* Without a selector, only the targets with Kafka's metrics are
         * brokers: the process CPU of another exporter is not one. */
        s = kp_promql_expand(cpu->promql, &c, 5, 0, 10);
        assert_non_null(strstr(s, "process_cpu_seconds_total{}"));
        assert_non_null(strstr(s, " and on(job, instance) kafka_server_"));
        free(s);
        assert_non_null(strstr(cpu->window, " and on(job, instance) kafka_"));
}

static void test_list(void **state)
{
        kp_prom_query qs[2] = { { "host_cpu", "my_cpu{$SEL}", "%" },
                                { "gc_ms", "gc{$SEL}", "ms" } };
        kp_prom_conf c = { 0 };
        size_t n, nd;
        kp_promql *l;
        (void)state;
        kp_promql_defaults(&nd);
        c.defaults = 1;
        c.queries = qs;
        c.n_queries = 2;
        l = kp_promql_list(&c, &n);
        assert_int_equal(n, nd + 1);
        /* host_cpu replaced in place, keeping what it is used for. */
        for (size_t i = 0; i < n; i++)
                if (strcmp(l[i].name, "host_cpu") == 0) {
                        assert_string_equal(l[i].promql, "my_cpu{$SEL}");
                        assert_int_equal(l[i].use, KP_PQ_CPU);
                        /* The default's window form is not the plan's. */
                        assert_null(l[i].window);
                }
        assert_string_equal(l[n - 1].name, "gc_ms");
        free(l);
        c.defaults = 0;
        l = kp_promql_list(&c, &n);
        assert_int_equal(n, 2);
        assert_int_equal(l[0].use, KP_PQ_CPU);
        free(l);
        /* Every default names its unit and uses only known placeholders. */
        for (size_t i = 0; i < nd; i++) {
                const kp_promql *d = &kp_promql_defaults(&n)[i];
                assert_non_null(d->unit);
                assert_null(strstr(d->promql, "{{"));
                assert_ptr_equal(kp_promql_default(d->name), d);
        }
}

/* Emulated hosts (cluster.emulated_hosts): node_exporter's CPU is the
 * whole machine's, so the default host_cpu is not asked; a plan's own
 * host_cpu (a host's cgroup figure) is, and the other defaults are. */
static void test_list_emulated_hosts(void **state)
{
        kp_prom_query mine = { "host_cpu", "cg_cpu{$SEL}", "%" };
        kp_prom_conf c = { 0 };
        size_t n, nd, cpu = 0, idle = 0;
        kp_promql *l;
        (void)state;
        kp_promql_defaults(&nd);
        c.defaults = 1;
        c.emulated_hosts = 1;
        l = kp_promql_list(&c, &n);
        assert_int_equal(n, nd - 1);
        for (size_t i = 0; i < n; i++) {
                assert_string_not_equal(l[i].name, KP_PQ_HOST_CPU);
                assert_int_not_equal(l[i].use, KP_PQ_CPU);
                idle += strcmp(l[i].name, KP_PQ_HANDLER_IDLE) == 0;
        }
        assert_int_equal(idle, 1);
        free(l);
        c.queries = &mine;
        c.n_queries = 1;
        l = kp_promql_list(&c, &n);
        assert_int_equal(n, nd);
        for (size_t i = 0; i < n; i++)
                if (strcmp(l[i].name, KP_PQ_HOST_CPU) == 0) {
                        assert_string_equal(l[i].promql, "cg_cpu{$SEL}");
                        assert_int_equal(l[i].use, KP_PQ_CPU);
                        cpu++;
                }
        assert_int_equal(cpu, 1);
        free(l);
        /* Without the defaults: the plan's own, as without emulation. */
        c.defaults = 0;
        l = kp_promql_list(&c, &n);
        assert_int_equal(n, 1);
        assert_string_equal(l[0].name, KP_PQ_HOST_CPU);
        free(l);
}

int main(void)
{
        const struct CMUnitTest tests[] = {
                cmocka_unit_test(test_defaults),
                cmocka_unit_test(test_list_emulated_hosts),
                cmocka_unit_test(test_full),
                cmocka_unit_test(test_bad),
                cmocka_unit_test(test_expand),
                cmocka_unit_test(test_broker_map),
                cmocka_unit_test(test_list),
                cmocka_unit_test(test_window_forms),
        };
        return cmocka_run_group_tests(tests, NULL, NULL);
}
