/* results/broker_map.c: which broker a Prometheus series is about, from
 * label sets as the exporters give them (instance = the exporter's
 * host:port), the cluster's metadata and the plan's map. */
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "plan/promql.h"
#include "results/broker_map.h"

/* Three brokers on one host (the test cluster's metadata). */
static kp_broker_info one_host[3] = { { 1, (char *)"127.0.0.1", 39112 },
                                      { 2, (char *)"127.0.0.1", 39122 },
                                      { 3, (char *)"127.0.0.1", 39132 } };
/* Three brokers on three hosts. */
static kp_broker_info three_hosts[3] = { { 1, (char *)"kafka-1", 9092 },
                                         { 2, (char *)"kafka-2", 9092 },
                                         { 3, (char *)"kafka-3", 9092 } };

static const char *const EXPORTERS[3] = { "127.0.0.1:7071", "127.0.0.1:7072",
                                          "127.0.0.1:7073" };

/* A series of query name labelled label in w, its window figure v. */
static void series(kp_bwindow *w, const char *name, const char *label, double v)
{
        kp_bquery *q = (kp_bquery *)kp_bwindow_query(w, name);
        double t[1] = { 0 }, y[1] = { v };
        if (!q)
                q = kp_bwindow_add_query(w, name, "q", "");
        assert_non_null(q);
        assert_int_equal(kp_bquery_add_series(q, label, t, y, 1), 0);
        q->series[q->n_series - 1].window = v;
}

/* A tier window: each exporter's host CPU, and node_exporter's, with
 * the exporters' app-info ids when app_info. */
static kp_brokers *recorded(int app_info)
{
        kp_brokers *b = kp_brokers_new("http://127.0.0.1:39190");
        kp_bwindow *w = kp_brokers_add_window(b);
        w->trial = -1;
        for (int k = 0; k < 3; k++) {
                series(w, "process_cpu", EXPORTERS[k], 0.1 * (k + 1));
                if (app_info)
                        series(w, KP_PQ_BROKER_ID, EXPORTERS[k], k + 1);
        }
        series(w, "host_cpu", "127.0.0.1:39191", 40);
        return b;
}

static void app_info_names_exporters(void **state)
{
        kp_cluster_info cl = { .brokers = one_host, .n_brokers = 3 };
        kp_brokers *b = recorded(1);
        const kp_bwindow *w = kp_brokers_tier_window(b);
        const kp_bquery *q = kp_bwindow_query(w, "process_cpu");
        (void)state;
        kp_broker_map_apply(b, &cl, NULL, 0);
        for (int k = 0; k < 3; k++) {
                assert_int_equal(q->series[k].node, k + 1);
                assert_int_equal(q->series[k].node_from, KP_BNODE_APP_INFO);
                assert_int_equal(kp_bwindow_node(w, EXPORTERS[k]), k + 1);
                assert_int_equal(kp_brokers_node(b, EXPORTERS[k]), k + 1);
        }
        /* node_exporter's host, shared by three brokers: not identified,
         * and its raw label kept. */
        q = kp_bwindow_query(w, "host_cpu");
        assert_int_equal(q->series[0].node, -1);
        assert_int_equal(q->series[0].node_from, KP_BNODE_NOT_IDENTIFIED);
        assert_string_equal(q->series[0].broker, "127.0.0.1:39191");
        kp_brokers_destroy(b);
}

static void no_app_info_one_host(void **state)
{
        kp_cluster_info cl = { .brokers = one_host, .n_brokers = 3 };
        kp_brokers *b = recorded(0);
        const kp_bwindow *w = kp_brokers_tier_window(b);
        kp_bnode_from f;
        (void)state;
        kp_broker_map_apply(b, &cl, NULL, 0);
        for (int k = 0; k < 3; k++)
                assert_int_equal(kp_bwindow_node(w, EXPORTERS[k]), -1);
        /* Never a number read out of the address, older file or not. */
        assert_int_equal(
            kp_broker_map_node(&cl, NULL, w, "127.0.0.1:7071", 1, &f), -1);
        assert_int_equal(f, KP_BNODE_NOT_IDENTIFIED);
        /* An app-info id the metadata does not have names no one. */
        series((kp_bwindow *)w, KP_PQ_BROKER_ID, "127.0.0.1:7071", 7);
        assert_int_equal(
            kp_broker_map_node(&cl, NULL, w, "127.0.0.1:7071", 0, &f), -1);
        kp_brokers_destroy(b);
}

static void plan_map_wins(void **state)
{
        kp_cluster_info cl = { .brokers = one_host, .n_brokers = 3 };
        kp_prom_broker map[2] = { { (char *)"127.0.0.1:7071", 3 },
                                  { (char *)"127.0.0.1:39191", 2 } };
        kp_prom_conf pc = { .brokers = map, .n_brokers = 2 };
        kp_brokers *b = recorded(1);
        const kp_bwindow *w = kp_brokers_tier_window(b);
        kp_bnode_from f;
        char err[256];
        (void)state;
        kp_broker_map_apply(b, &cl, &pc, 0);
        /* The plan's word over the app-info's. */
        assert_int_equal(kp_bwindow_node(w, "127.0.0.1:7071"), 3);
        assert_int_equal(
            kp_bwindow_query(w, "process_cpu")->series[0].node_from,
            KP_BNODE_PLAN);
        assert_int_equal(kp_bwindow_node(w, "127.0.0.1:7072"), 2);
        assert_int_equal(kp_bwindow_node(w, "127.0.0.1:39191"), 2);
        assert_int_equal(kp_broker_map_check(&pc, &cl, err, sizeof(err)), 0);
        /* An id the cluster does not have: a plan error, and no name. */
        map[1].node = 9;
        assert_int_equal(kp_broker_map_check(&pc, &cl, err, sizeof(err)), -1);
        assert_string_equal(err, "cluster.prometheus.brokers.127.0.0.1:39191: "
                                 "node id 9 is not a broker of the cluster "
                                 "(its node ids: 1, 2, 3)");
        assert_int_equal(
            kp_broker_map_node(&cl, &pc, w, "127.0.0.1:39191", 0, &f), -1);
        assert_int_equal(f, KP_BNODE_NOT_IDENTIFIED);
        kp_brokers_destroy(b);
}

static void by_address(void **state)
{
        kp_cluster_info cl = { .brokers = three_hosts, .n_brokers = 3 };
        kp_bnode_from f;
        (void)state;
        /* One broker on the label's host: the JMX exporter's port and
         * node_exporter's alike. */
        assert_int_equal(
            kp_broker_map_node(&cl, NULL, NULL, "kafka-2:7071", 0, &f), 2);
        assert_int_equal(f, KP_BNODE_ADDRESS);
        assert_int_equal(
            kp_broker_map_node(&cl, NULL, NULL, "kafka-3:9100", 0, &f), 3);
        assert_int_equal(kp_broker_map_node(&cl, NULL, NULL, "kafka-1", 0, &f),
                         1);
        assert_int_equal(
            kp_broker_map_node(&cl, NULL, NULL, "kafka-9:7071", 0, &f), -1);
        /* A prefix is not the host. */
        assert_int_equal(
            kp_broker_map_node(&cl, NULL, NULL, "kafka-10:7071", 0, &f), -1);
        /* Two brokers on one host: its exact host:port only. */
        cl.brokers = one_host;
        assert_int_equal(
            kp_broker_map_node(&cl, NULL, NULL, "127.0.0.1:39122", 0, &f), 2);
        assert_int_equal(f, KP_BNODE_ADDRESS);
        assert_int_equal(
            kp_broker_map_node(&cl, NULL, NULL, "127.0.0.1", 0, &f), -1);
        /* IPv6, in brackets with a port, or bare. */
        {
                kp_broker_info v6[2] = { { 4, (char *)"::1", 9092 },
                                         { 5, (char *)"10.0.0.5", 9092 } };
                cl.brokers = v6;
                cl.n_brokers = 2;
                assert_int_equal(
                    kp_broker_map_node(&cl, NULL, NULL, "[::1]:7071", 0, &f),
                    4);
                assert_int_equal(
                    kp_broker_map_node(&cl, NULL, NULL, "::1", 0, &f), 4);
        }
}

/* A label that is a node id names that broker only in a file written
 * before the mapping was recorded (the test harness relabelled
 * instance so); in a new run only the plan's map can say so. */
static void label_is_id_only_older(void **state)
{
        kp_cluster_info cl = { .brokers = one_host, .n_brokers = 3 };
        kp_prom_broker map[1] = { { (char *)"2", 2 } };
        kp_prom_conf pc = { .brokers = map, .n_brokers = 1 };
        kp_bnode_from f;
        (void)state;
        assert_int_equal(kp_broker_map_node(&cl, NULL, NULL, "2", 0, &f), -1);
        assert_int_equal(kp_broker_map_node(&cl, NULL, NULL, "2", 1, &f), 2);
        assert_int_equal(f, KP_BNODE_LABEL);
        assert_int_equal(kp_broker_map_node(&cl, &pc, NULL, "2", 0, &f), 2);
        assert_int_equal(f, KP_BNODE_PLAN);
        assert_int_equal(kp_broker_map_node(&cl, NULL, NULL, "7", 1, &f), -1);
        assert_int_equal(kp_broker_map_node(&cl, NULL, NULL, "-1", 1, &f), -1);
        assert_int_equal(kp_broker_map_node(&cl, NULL, NULL, "", 1, &f), -1);
}

/* results.json keeps the mapping; a file without it is mapped when
 * loaded; a malformed one is refused. */
static void json(void **state)
{
        kp_cluster_info cl = { .brokers = one_host, .n_brokers = 3 };
        kp_brokers *b = recorded(1), *back = NULL;
        cJSON *j, *s;
        char err[512];
        (void)state;
        kp_broker_map_apply(b, &cl, NULL, 0);
        j = kp_brokers_json(b);
        assert_non_null(j);
        s = cJSON_GetArrayItem(
            cJSON_GetObjectItem(
                cJSON_GetArrayItem(
                    cJSON_GetObjectItem(
                        cJSON_GetArrayItem(cJSON_GetObjectItem(j, "windows"),
                                           0),
                        "queries"),
                    0),
                "series"),
            1);
        assert_int_equal(cJSON_GetObjectItem(s, "node_id")->valueint, 2);
        assert_string_equal(cJSON_GetObjectItem(s, "node_id_from")->valuestring,
                            "app_info");
        assert_int_equal(kp_brokers_from(j, "b", &back, err, sizeof(err)), 0);
        assert_int_equal(kp_brokers_node(back, "127.0.0.1:7072"), 2);
        assert_int_equal(
            kp_bwindow_query(kp_brokers_tier_window(back), "host_cpu")
                ->series[0]
                .node_from,
            KP_BNODE_NOT_IDENTIFIED);
        kp_brokers_destroy(back);
        /* Not identified: null, with the reason. */
        s = cJSON_GetArrayItem(
            cJSON_GetObjectItem(
                cJSON_GetArrayItem(
                    cJSON_GetObjectItem(
                        cJSON_GetArrayItem(cJSON_GetObjectItem(j, "windows"),
                                           0),
                        "queries"),
                    2),
                "series"),
            0);
        assert_true(cJSON_IsNull(cJSON_GetObjectItem(s, "node_id")));
        assert_string_equal(cJSON_GetObjectItem(s, "node_id_from")->valuestring,
                            "not_identified");
        /* An unknown rule is refused. */
        cJSON_ReplaceItemInObject(s, "node_id_from", cJSON_CreateString("x"));
        assert_int_equal(kp_brokers_from(j, "b", &back, err, sizeof(err)), -1);
        assert_non_null(strstr(err, "node_id_from"));
        /* Without the mapping (an older file): unmapped until applied. */
        cJSON_DeleteItemFromObject(s, "node_id_from");
        cJSON_DeleteItemFromObject(s, "node_id");
        assert_int_equal(kp_brokers_from(j, "b", &back, err, sizeof(err)), 0);
        assert_int_equal(
            kp_bwindow_query(kp_brokers_tier_window(back), "host_cpu")
                ->series[0]
                .node_from,
            KP_BNODE_UNMAPPED);
        kp_brokers_destroy(back);
        cJSON_Delete(j);
        kp_brokers_destroy(b);
}

int main(void)
{
        const struct CMUnitTest tests[] = {
                cmocka_unit_test(app_info_names_exporters),
                cmocka_unit_test(no_app_info_one_host),
                cmocka_unit_test(plan_map_wins),
                cmocka_unit_test(by_address),
                cmocka_unit_test(label_is_id_only_older),
                cmocka_unit_test(json),
        };
        return cmocka_run_group_tests(tests, NULL, NULL);
}
