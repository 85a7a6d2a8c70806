/* prom/promclient.c and prom/collect.c against a tiny HTTP server in the
 * test (127.0.0.1, a port of the kernel's choosing) that answers as
 * Prometheus does, or fails as it can: no series, PromQL errors, HTTP
 * errors, answers too slow for the time limit, nobody listening. */
#include <arpa/inet.h>
#include <math.h>
#include <netinet/in.h>
#include <pthread.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>
#include <cmocka.h>

#include "plan/plan.h"
#include "prom/collect.h"
#include "prom/promclient.h"
#include "results/brokers.h"

typedef struct server {
        int fd, port;
        pthread_t th;
        int status;          /* HTTP status to answer */
        const char *body;    /* and body */
        const char *instant; /* body for an instant query, if not NULL */
        int instants;        /* instant queries answered */
        int delay_ms;        /* before answering */
        int requests;        /* answered so far */
        char last[8192];     /* the last request, headers and form */
} server;

static void *serve(void *opaque)
{
        server *s = opaque;
        for (;;) {
                int c = accept(s->fd, NULL, NULL);
                char buf[8192];
                size_t len = 0;
                char *hend, *cl;
                size_t need;
                if (c < 0)
                        return NULL;
                for (;;) {
                        ssize_t r = read(c, buf + len, sizeof(buf) - 1 - len);
                        if (r <= 0)
                                break;
                        len += (size_t)r;
                        buf[len] = '\0';
                        hend = strstr(buf, "\r\n\r\n");
                        if (!hend)
                                continue;
                        cl = strcasestr(buf, "Content-Length:");
                        need = (size_t)(hend + 4 - buf) +
                               (cl ? strtoul(cl + 15, NULL, 10) : 0);
                        if (len >= need)
                                break;
                }
                memcpy(s->last, buf, len + 1);
                if (s->delay_ms)
                        usleep((useconds_t)s->delay_ms * 1000);
                {
                        int inst = s->instant &&
                                   strncmp(buf, "POST /api/v1/query ", 19) == 0;
                        const char *body = inst ? s->instant : s->body;
                        s->instants += inst;
                        /* Counted before the answer goes out: the client
                         * goes on as soon as it has it, and a count made
                         * after would race its next reset. */
                        s->requests++;
                        dprintf(c,
                                "HTTP/1.1 %d X\r\nContent-Type: "
                                "application/json\r\nContent-Length: "
                                "%zu\r\nConnection: close\r\n\r\n%s",
                                s->status, strlen(body), body);
                }
                close(c);
        }
}

static void start(server *s)
{
        struct sockaddr_in a = { 0 };
        socklen_t al = sizeof(a);
        a.sin_family = AF_INET;
        a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
        s->fd = socket(AF_INET, SOCK_STREAM, 0);
        assert_true(s->fd >= 0);
        assert_int_equal(bind(s->fd, (struct sockaddr *)&a, sizeof(a)), 0);
        assert_int_equal(listen(s->fd, 8), 0);
        getsockname(s->fd, (struct sockaddr *)&a, &al);
        s->port = ntohs(a.sin_port);
        pthread_create(&s->th, NULL, serve, s);
}

static void stop(server *s)
{
        shutdown(s->fd, SHUT_RDWR);
        close(s->fd);
        pthread_join(s->th, NULL);
}

static const char *env(void *opaque, const char *name)
{
        (void)opaque;
        return strcmp(name, "PROM_TOKEN") == 0 ? "tok-123" : NULL;
}

static char url[64];

static kp_prom_conf conf(const server *s)
{
        kp_prom_conf c = { 0 };
        snprintf(url, sizeof(url), "http://127.0.0.1:%d", s->port);
        c.url = url;
        c.label = "instance";
        c.selector = "job=\"kafka\"";
        c.node_selector = "";
        c.timeout_us = 500000;
        c.window_us = 5000000;
        c.defaults = 1;
        return c;
}

static const char matrix[] =
    "{\"status\":\"success\",\"data\":{\"resultType\":\"matrix\","
    "\"result\":[{\"metric\":{\"instance\":\"broker-1\"},\"values\":"
    "[[1000,\"10\"],[1001,\"20\"],[1002,\"NaN\"],[1003,\"30\"]]},"
    "{\"metric\":{\"instance\":\"broker-2\"},\"values\":[[1000,\"5\"]]}]}}";

static void test_parse(void **state)
{
        server s = { .status = 200, .body = matrix };
        kp_prom_conf c;
        kp_promclient *pc = NULL;
        kp_brokers *b = kp_brokers_new("u");
        kp_bquery *q;
        char err[512];
        (void)state;
        start(&s);
        c = conf(&s);
        c.auth = KP_PROM_AUTH_BEARER;
        c.token_env = "PROM_TOKEN";
        assert_int_equal(
            kp_promclient_new(&c, env, NULL, &pc, err, sizeof(err)), 0);
        q = kp_bwindow_add_query(kp_brokers_add_window(b), "bytes_in", "sum(x)",
                                 "B/s");
        assert_int_equal(kp_promclient_range(pc, q->promql, 1000, 1003, 1, 1000,
                                             q, err, sizeof(err)),
                         0);
        assert_int_equal(q->n_series, 2);
        assert_string_equal(q->series[0].broker, "broker-1");
        assert_int_equal(q->series[0].n_total, 3); /* NaN not a point */
        assert_true(q->series[0].mean == 20);
        assert_true(q->series[0].max == 30);
        assert_true(q->series[0].t_s[2] == 3);
        /* The request: POST query_range, the query escaped, the token. */
        assert_non_null(strstr(s.last, "POST /api/v1/query_range"));
        assert_non_null(strstr(s.last, "query=sum%28x%29&start=1000.000"));
        assert_non_null(strstr(s.last, "Authorization: Bearer tok-123"));
        kp_promclient_destroy(pc);
        stop(&s);
        kp_brokers_destroy(b);
}

static void test_no_series_and_errors(void **state)
{
        char err[512];
        kp_bquery *q;
        const char none[] = "{\"status\":\"success\",\"data\":{\"resultType\":"
                            "\"matrix\",\"result\":[]}}";
        const char bad[] = "{\"status\":\"error\",\"errorType\":\"bad_data\","
                           "\"error\":\"parse error at char 5\"}";
        kp_brokers *b = kp_brokers_new("u");
        (void)state;
        q = kp_bwindow_add_query(kp_brokers_add_window(b), "gc", "gc{", "");
        assert_int_equal(kp_promclient_parse(none, strlen(none), 200,
                                             "instance", 0, "http://p", q, err,
                                             sizeof(err)),
                         0);
        assert_int_equal(q->n_series, 0);
        assert_int_equal(kp_promclient_parse(bad, strlen(bad), 400, "instance",
                                             0, "http://p", q, err,
                                             sizeof(err)),
                         KP_PROM_EQUERY);
        assert_string_equal(q->error, "bad_data: parse error at char 5");
        assert_non_null(strstr(err, "refused the query gc (gc{)"));
        assert_int_equal(kp_promclient_parse("<html>", 6, 502, "instance", 0,
                                             "http://p", q, err, sizeof(err)),
                         -1);
        assert_non_null(strstr(err, "answered HTTP 502"));
        assert_int_equal(kp_promclient_parse("{}", 2, 200, "instance", 0,
                                             "http://p", q, err, sizeof(err)),
                         -1);
        assert_non_null(strstr(err, "did not answer query_range as "
                                    "Prometheus does"));
        kp_brokers_destroy(b);
}

static const char vector[] =
    "{\"status\":\"success\",\"data\":{\"resultType\":\"vector\","
    "\"result\":[{\"metric\":{\"instance\":\"broker-1\"},\"value\":"
    "[1030,\"17.5\"]},{\"metric\":{\"instance\":\"broker-3\"},"
    "\"value\":[1030,\"2\"]},{\"metric\":{\"instance\":\"broker-2\"},"
    "\"value\":[1030,\"NaN\"]}]}}";

static void test_window(void **state)
{
        server s = { .status = 200, .body = matrix, .instant = vector };
        kp_prom_query mine = { "gc_ms", "gc{$SEL}", "ms" };
        kp_prom_conf c;
        kp_promclient *pc = NULL;
        kp_brokers *b = kp_brokers_new("u");
        kp_bwindow *w;
        const kp_bquery *q;
        char err[512];
        (void)state;
        start(&s);
        c = conf(&s);
        c.queries = &mine;
        c.n_queries = 1;
        assert_int_equal(
            kp_promclient_new(&c, NULL, NULL, &pc, err, sizeof(err)), 0);
        w = kp_brokers_add_window(b);
        w->start_s = 1000;
        w->end_s = 1030;
        w->step_s = 1;
        assert_int_equal(kp_collect_window(pc, &c, w, err, sizeof(err)), 0);
        /* Every default asked twice (its points and its window figure),
         * the plan's own query once. */
        assert_int_equal(s.instants, (int)w->n_queries - 1);
        assert_int_equal(s.requests, 2 * (int)w->n_queries - 1);
        q = kp_bwindow_query(w, "bytes_in");
        assert_non_null(q->window_promql);
        assert_non_null(strstr(q->window_promql, "[30000ms] @ 1030.000"));
        /* The window figure from the instant answer; broker-2's NaN is
         * not known, never 0; broker-3 had no points but has a figure. */
        assert_int_equal(q->n_series, 3);
        assert_true(q->series[0].window == 17.5);
        assert_true(q->series[0].mean == 20);
        assert_true(isnan(q->series[1].window));
        assert_string_equal(q->series[2].broker, "broker-3");
        assert_int_equal(q->series[2].n, 0);
        assert_true(q->series[2].window == 2);
        /* A plan's own query: the mean of its points, asked from a
         * rate range (5 s) after the window's start. */
        q = kp_bwindow_query(w, "gc_ms");
        assert_null(q->window_promql);
        assert_true(q->series[0].window == 20);
        assert_non_null(strstr(s.last, "start=1005.000&end=1030.000"));
        kp_promclient_destroy(pc);
        stop(&s);
        kp_brokers_destroy(b);
}

static void test_window_short(void **state)
{
        server s = { .status = 200, .body = matrix, .instant = vector };
        kp_prom_conf c;
        kp_promclient *pc = NULL;
        kp_brokers *b = kp_brokers_new("u");
        kp_bwindow *w;
        const kp_bquery *q;
        char err[512];
        (void)state;
        start(&s);
        c = conf(&s);
        assert_int_equal(
            kp_promclient_new(&c, NULL, NULL, &pc, err, sizeof(err)), 0);
        /* Shorter than the rate range: no points asked, the figures
         * still are. */
        w = kp_brokers_add_window(b);
        w->start_s = 1000;
        w->end_s = 1003;
        w->step_s = 1;
        assert_int_equal(kp_collect_window(pc, &c, w, err, sizeof(err)), 0);
        assert_int_equal(s.requests, (int)w->n_queries);
        assert_int_equal(s.instants, (int)w->n_queries);
        q = kp_bwindow_query(w, "host_cpu");
        assert_int_equal(q->n_series, 3);
        assert_int_equal(q->series[0].n_total, 0);
        assert_true(q->series[0].window == 17.5);
        kp_promclient_destroy(pc);
        stop(&s);
        kp_brokers_destroy(b);
}

static void test_range_start(void **state)
{
        server s = { .status = 200, .body = matrix };
        kp_prom_conf c;
        kp_promclient *pc = NULL;
        kp_brokers *b = kp_brokers_new("u");
        kp_bquery *q;
        char err[512];
        (void)state;
        start(&s);
        c = conf(&s);
        assert_int_equal(
            kp_promclient_new(&c, NULL, NULL, &pc, err, sizeof(err)), 0);
        q = kp_bwindow_add_query(kp_brokers_add_window(b), "x", "x", "");
        /* Asked from 1005, times from 995: the window's start. */
        assert_int_equal(kp_promclient_range(pc, "x", 1005, 1010, 1, 995, q,
                                             err, sizeof(err)),
                         0);
        assert_non_null(strstr(s.last, "start=1005.000&end=1010.000"));
        assert_true(q->series[0].t_s[0] == 5);
        kp_promclient_destroy(pc);
        stop(&s);
        kp_brokers_destroy(b);
}

static void test_collect_faults(void **state)
{
        server s = { .status = 200, .body = matrix };
        kp_prom_conf c;
        kp_promclient *pc = NULL;
        kp_brokers *b = kp_brokers_new("u");
        kp_bwindow *w;
        char err[512];
        (void)state;
        start(&s);
        c = conf(&s);
        assert_int_equal(
            kp_promclient_new(&c, NULL, NULL, &pc, err, sizeof(err)), 0);
        /* Every default query asked, each with its PromQL as sent. */
        w = kp_brokers_add_window(b);
        w->start_s = 1000;
        w->end_s = 1030;
        w->step_s = 1;
        /* Instant queries answered with a matrix: not as Prometheus
         * does; the window says so. */
        assert_int_equal(kp_collect_window(pc, &c, w, err, sizeof(err)), -1);
        assert_non_null(strstr(w->unavailable, "did not answer query as"));
        s.instant = vector;
        w = kp_brokers_add_window(b);
        w->start_s = 1000;
        w->end_s = 1030;
        w->step_s = 1;
        s.requests = 0;
        assert_int_equal(kp_collect_window(pc, &c, w, err, sizeof(err)), 0);
        assert_true(w->n_queries > 10);
        assert_int_equal(s.requests, 2 * (int)w->n_queries);
        assert_non_null(strstr(w->queries[0].promql, "job=\"kafka\""));
        assert_null(w->unavailable);
        /* Slow: the time limit, and the window says why. */
        s.delay_ms = 1500;
        w = kp_brokers_add_window(b);
        w->step_s = 1;
        assert_int_equal(kp_collect_window(pc, &c, w, err, sizeof(err)), -1);
        assert_non_null(strstr(w->unavailable, "did not answer within 0.5 s"));
        /* No further query asked, and the one not answered not kept. */
        assert_int_equal(w->n_queries, 0);
        usleep(1200000);
        /* An HTTP error. */
        s.delay_ms = 0;
        s.status = 503;
        s.body = "busy";
        w = kp_brokers_add_window(b);
        assert_int_equal(kp_collect_window(pc, &c, w, err, sizeof(err)), -1);
        assert_non_null(strstr(w->unavailable, "answered HTTP 503"));
        kp_promclient_destroy(pc);
        stop(&s);
        /* Nobody listening any more. */
        assert_int_equal(
            kp_promclient_new(&c, NULL, NULL, &pc, err, sizeof(err)), 0);
        w = kp_brokers_add_window(b);
        assert_int_equal(kp_collect_window(pc, &c, w, err, sizeof(err)), -1);
        assert_non_null(strstr(w->unavailable, "could not be asked"));
        assert_non_null(strstr(w->unavailable, url));
        kp_promclient_destroy(pc);
        kp_brokers_destroy(b);
}

static void test_credentials_missing(void **state)
{
        server s = { .status = 200, .body = matrix };
        kp_prom_conf c;
        kp_promclient *pc = NULL;
        kp_brokers *b = kp_brokers_new("u");
        kp_bwindow *w = kp_brokers_add_window(b);
        char err[512];
        (void)state;
        start(&s);
        c = conf(&s);
        c.auth = KP_PROM_AUTH_BEARER;
        c.token_env = "KP_TEST_UNSET_TOKEN";
        assert_int_equal(
            kp_promclient_new(&c, env, NULL, &pc, err, sizeof(err)), 0);
        assert_int_equal(kp_collect_window(pc, &c, w, err, sizeof(err)), -1);
        assert_non_null(strstr(err, "KP_TEST_UNSET_TOKEN"));
        assert_int_equal(s.requests, 0);
        kp_promclient_destroy(pc);
        stop(&s);
        kp_brokers_destroy(b);
}

int main(void)
{
        const struct CMUnitTest tests[] = {
                cmocka_unit_test(test_parse),
                cmocka_unit_test(test_no_series_and_errors),
                cmocka_unit_test(test_collect_faults),
                cmocka_unit_test(test_window),
                cmocka_unit_test(test_window_short),
                cmocka_unit_test(test_range_start),
                cmocka_unit_test(test_credentials_missing),
        };
        return cmocka_run_group_tests(tests, NULL, NULL);
}
