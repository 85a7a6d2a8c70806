/* report/model/model_brokers.c and its writers: the brokers' side of the report
 * model from hand-made broker series, in both languages, and the
 * Markdown and the workbook that lay it out. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "base/util.h"
#include "report/model/model.h"
#include "report/md/report_md.h"
#include "report/xlsx/report_xlsx.h"
#include "results/broker_map.h"

#include "hand_made.h"

static const char PLAN[] =
    "{\"name\": \"b\", \"tiers\": [\n"
    " {\"name\": \"t1\", \"messages\": 1000, \"rate\": 1000},\n"
    " {\"name\": \"t2\", \"messages\": 2000, \"rate\": 2000},\n"
    " {\"name\": \"t3\", \"messages\": 3000, \"rate\": 3000},\n"
    " {\"name\": \"t4\", \"messages\": 4000, \"rate\": 4000}],\n"
    " \"target\": {\"messages\": \"432M\", \"window\": \"24h\"},\n"
    " \"criteria\": [{\"metric\": \"produce.latency.p95_ms\", \"op\": "
    "\"<=\", \"threshold\": 50}]}\n";

static void flat(kp_bwindow *w, const char *name, const char *unit,
                 const double *v3)
{
        kp_bquery *q = kp_bwindow_add_query(w, name, "q", unit);
        double t[2] = { 0, 1 };
        assert_non_null(q);
        for (int k = 0; k < 3; k++) {
                double v[2] = { v3[k], v3[k] };
                char b[8] = { (char)('1' + k), 0 };
                if (!isnan(v3[k]))
                        assert_int_equal(kp_bquery_add_series(q, b, t, v, 2),
                                         0);
                if (!isnan(v3[k]))
                        q->series[q->n_series - 1].window = v3[k];
        }
}

static kp_results *run(void)
{
        kp_results *r = new_run(PLAN);
        for (int i = 0; i < 4; i++) {
                kp_tier_result *t = tier(r, r->plan->tiers[i].name);
                kp_bwindow *w;
                double rate = 1000.0 * (i + 1);
                t->status = KP_TIER_COMPLETE;
                t->produce.ran = 1;
                t->produce.achieved_rate = rate;
                t->produce.target_rate = rate;
                t->produce.duration_s = 1;
                t->brokers = kp_brokers_new("http://prom:9090");
                w = kp_brokers_add_window(t->brokers);
                w->start_s = 1764496800;
                w->end_s = 1764496830;
                w->step_s = 1;
                w->rate = w->achieved_rate = rate;
                if (i == 3) {
                        w->unavailable = strdup("Prometheus at "
                                                "http://prom:9090 did not "
                                                "answer within 2.0 s");
                        continue;
                }
                /* CPU 10 points per 1,000 msg/s on broker 2. */
                flat(w, "host_cpu", "%", (double[]){ 5, 10.0 * (i + 1), 3 });
                flat(w, "disk_io_time", "%", (double[]){ 1 + i, 2, 1 });
                flat(w, "network_bytes", "B/s",
                     (double[]){ 1048576.0 * (i + 1), 1, 1 });
                flat(w, "request_handler_idle", "%",
                     (double[]){ 90, i == 2 ? 4 : 60, 90 });
                flat(w, "under_replicated", "partitions",
                     (double[]){ NAN, NAN, NAN });
                /* Each target's own app-info id: brokers 1, 2, 3. */
                flat(w, "broker_id", "", (double[]){ 1, 2, 3 });
                kp_broker_map_apply(t->brokers, &r->cluster, NULL, 0);
        }
        return r;
}

static void test_model(void **state)
{
        kp_results *r = run();
        kp_evaluation *e = evaluate(r);
        kp_rmodel *m = NULL;
        const kp_rm_brokers *bk;
        (void)state;
        assert_int_equal(kp_rmodel_build(r, e, NULL, &m), 0);
        bk = &m->bk;
        assert_true(bk->present);
        assert_string_equal(bk->url, "http://prom:9090");
        assert_int_equal(bk->n_tiers, 4);
        /* The table: a column per broker, bytes/s as MiB/s. */
        assert_int_equal(bk->tiers[0].n_brokers, 3);
        assert_string_equal(bk->tiers[0].rows[0].words, "host CPU");
        assert_string_equal(bk->tiers[0].rows[0].mean[1].text, "10.0");
        assert_string_equal(bk->tiers[1].rows[2].unit, "MiB/s");
        assert_string_equal(bk->tiers[1].rows[2].mean[0].text, "2.00");
        /* No series: said, never 0. */
        assert_string_equal(bk->tiers[0].rows[4].mean[0].text, "");
        assert_non_null(strstr(bk->tiers[0].rows[4].note, "no series"));
        /* Charts over the window: a series per broker. */
        assert_int_equal(bk->tiers[0].n_charts, 1); /* bytes_in not asked */
        assert_string_equal(bk->tiers[0].charts[0].file,
                            "charts/brokers-1-host_cpu.svg");
        assert_string_equal(bk->tiers[0].charts[0].title,
                            "Tier t1: host CPU per broker");
        assert_int_equal(bk->tiers[0].charts[0].n_series, 3);
        assert_int_equal(bk->tiers[3].n_charts, 0);
        /* The limit, with its figure. */
        assert_false(bk->tiers[0].has_limit);
        assert_true(bk->tiers[2].has_limit);
        assert_string_equal(bk->tiers[2].limit,
                            "request handlers 96% busy on broker 2");
        /* Prometheus did not answer for t4. */
        assert_false(bk->tiers[3].available);
        assert_string_equal(bk->tiers[3].unavailable,
                            "broker metrics: not available (Prometheus at "
                            "http://prom:9090 did not answer within 2.0 s)");
        /* The extrapolation: CPU 10% per 1,000 msg/s reaches 70% at
         * 7,000 msg/s, before the peak of 5,000? No: after it. */
        assert_true(bk->has_util);
        assert_string_equal(bk->util[0].points.text, "3");
        assert_string_equal(bk->util[0].fit,
                            "use = 0.00% + 10.00% per 1,000 msg/s");
        assert_string_equal(bk->util[0].result, "reaches 70% at 7,000 msg/s");
        assert_true(bk->util[0].first);
        assert_non_null(strstr(bk->util[2].result, "network_bps"));
        assert_string_equal(bk->first, "host CPU reaches the 70% ceiling "
                                       "first, at 7,000 msg/s.");
        assert_string_equal(bk->at_peak, "At the target's peak of 5,000 "
                                         "msg/s it would be at 50.0%, under "
                                         "the ceiling.");
        assert_string_equal(bk->search, "No rate search found a capacity to "
                                        "compare with.");
        assert_int_equal(bk->n_assumptions, 4);
        kp_rmodel_destroy(m);
        /* In Chinese. */
        r->plan->lang = KP_LANG_ZH_CN;
        assert_int_equal(kp_rmodel_build(r, e, NULL, &m), 0);
        assert_string_equal(m->bk.tiers[0].rows[0].words, "主机 CPU");
        assert_string_equal(m->bk.tiers[2].limit,
                            "请求处理线程 96% 忙碌（broker 2）");
        assert_non_null(strstr(m->bk.tiers[3].unavailable, "不可用"));
        kp_rmodel_destroy(m);
        kp_evaluation_destroy(e);
        kp_results_destroy(r);
}

static void test_writers(void **state)
{
        kp_results *r = run();
        kp_evaluation *e = evaluate(r);
        kp_rmodel *m = NULL;
        char dir[] = "/tmp/kplan-bk.XXXXXX", path[256], err[512], *md;
        size_t len;
        kp_report_md_opts o = { 0 };
        (void)state;
        assert_non_null(mkdtemp(dir));
        assert_int_equal(kp_rmodel_build(r, e, NULL, &m), 0);
        o.template_path = "templates/report.md.mustache";
        assert_int_equal(kp_report_md_write(m, &o, dir, err, sizeof(err)), 0);
        snprintf(path, sizeof(path), "%s/report.md", dir);
        assert_int_equal(
            kp_read_file(path, 1 << 24, &md, &len, err, sizeof(err)), 0);
        assert_non_null(strstr(md, "### A.6 Brokers during the test"));
        assert_non_null(strstr(md, "| host CPU | % | 5.0 | 5.0 | 10.0 | "
                                   "10.0 | 3.0 | 3.0 |  |"));
        assert_non_null(
            strstr(md, "Brokers as a limit: **request handlers 96% busy on "
                       "broker 2**."));
        assert_non_null(strstr(md, "broker metrics: not available ("));
        assert_non_null(strstr(md, "#### Extrapolation from utilization"));
        assert_non_null(strstr(md, "(charts/brokers-1-host_cpu.svg)"));
        free(md);
        snprintf(path, sizeof(path), "%s/charts/brokers-1-host_cpu.svg", dir);
        assert_int_equal(access(path, R_OK), 0);
        snprintf(path, sizeof(path), "%s/report.xlsx", dir);
        assert_int_equal(kp_report_xlsx_write(m, path, err, sizeof(err)), 0);
        assert_int_equal(access(path, R_OK), 0);
        kp_rmodel_destroy(m);
        kp_evaluation_destroy(e);
        kp_results_destroy(r);
        snprintf(path, sizeof(path), "rm -rf '%s'", dir);
        assert_int_equal(system(path), 0);
}

/* One series of query name for broker label, flat at v. */
static void one(kp_bwindow *w, const char *name, const char *label, double v,
                double peak)
{
        kp_bquery *q = (kp_bquery *)kp_bwindow_query(w, name);
        double t[3] = { 0, 1, 2 }, y[3] = { v - (peak - v), v, peak };
        if (!q)
                q = kp_bwindow_add_query(w, name, "q", "ms");
        assert_non_null(q);
        assert_int_equal(kp_bquery_add_series(q, label, t, y, 3), 0);
        q->series[q->n_series - 1].window = v;
}

/* A tier whose client saw brokers 1, 2 and 3 (hosts kafka-1..3), and
 * whose brokers' metrics are labelled "1" (broker 1 by the plan's map),
 * "kafka-2:7071" (the host of one broker, with a port) and "kafka-9" (no
 * broker the client saw); broker 3 has no series, broker 1 no remote
 * time. */
static kp_results *side_run(void)
{
        kp_results *r = new_run(PLAN);
        kp_tier_result *t = tier(r, "t1");
        kp_client_stats *st;
        kp_bwindow *w;
        static const double rtt[] = { 12, 48, 30 };
        t->status = KP_TIER_COMPLETE;
        t->produce.ran = 1;
        t->produce.achieved_rate = t->produce.target_rate = 1000;
        t->produce.duration_s = 1;
        st = kp_client_add_stats(&t->produce.client, NULL);
        assert_non_null(st);
        st->samples = 10;
        st->rtt_p95_ms = 40;
        st->sched_p95_ms = st->queue_p95_ms = st->send_p95_ms = 1;
        st->brokers = calloc(3, sizeof(*st->brokers));
        st->n_brokers = 3;
        r->cluster.brokers = calloc(3, sizeof(*r->cluster.brokers));
        r->cluster.n_brokers = 3;
        for (int i = 0; i < 3; i++) {
                char h[32];
                st->brokers[i].id = i + 1;
                st->brokers[i].requests = 100;
                st->brokers[i].rtt_p95_ms = rtt[i];
                snprintf(h, sizeof(h), "kafka-%d", i + 1);
                r->cluster.brokers[i].id = i + 1;
                r->cluster.brokers[i].host = strdup(h);
                r->cluster.brokers[i].port = 9092;
        }
        t->brokers = kp_brokers_new("http://prom:9090");
        w = kp_brokers_add_window(t->brokers);
        w->start_s = 1764496800;
        w->end_s = 1764496830;
        w->step_s = 1;
        one(w, "produce_queue_ms", "1", 0.5, 1);
        one(w, "produce_local_ms", "1", 2, 3);
        one(w, "produce_send_ms", "1", 0.1, 0.2);
        one(w, "produce_queue_ms", "kafka-2:7071", 2, 4);
        one(w, "produce_local_ms", "kafka-2:7071", 3, 5);
        one(w, "produce_remote_ms", "kafka-2:7071", 26, 40);
        one(w, "produce_send_ms", "kafka-2:7071", 0.25, 0.5);
        one(w, "produce_queue_ms", "kafka-9", 1, 1);
        one(w, "produce_local_ms", "kafka-9", 1, 1);
        one(w, "produce_remote_ms", "kafka-9", 1, 1);
        one(w, "produce_send_ms", "kafka-9", 1, 1);
        /* Throttle: asked, no series. */
        assert_non_null(
            kp_bwindow_add_query(w, "produce_throttle_ms", "q", "ms"));
        {
                kp_prom_broker one_map = { (char *)"1", 1 };
                kp_prom_conf pc = { 0 };
                pc.brokers = &one_map;
                pc.n_brokers = 1;
                kp_broker_map_apply(t->brokers, &r->cluster, &pc, 0);
        }
        return r;
}

static void test_side(void **state)
{
        kp_results *r = side_run();
        kp_evaluation *e = evaluate(r);
        kp_rmodel *m = NULL;
        const kp_rm_side *sd;
        (void)state;
        assert_int_equal(kp_rmodel_build(r, e, NULL, &m), 0);
        assert_int_equal(m->tiers[0].n_p_time, 1);
        sd = &m->tiers[0].p_time[0].side;
        assert_true(sd->asked);
        assert_true(sd->available);
        assert_string_equal(sd->unavailable, "");
        /* The client's three brokers, each beside its label, then the
         * label that names none of them. */
        assert_int_equal(sd->n_rows, 4);
        assert_string_equal(sd->rows[0].broker.text, "1");
        assert_string_equal(sd->rows[0].label, "");
        assert_string_equal(sd->rows[1].broker.text, "2");
        assert_string_equal(sd->rows[1].label, "kafka-2:7071");
        assert_string_equal(sd->rows[1].rtt_p95.text, "48.000");
        assert_string_equal(sd->rows[1].parts[2].mean.text, "26.000");
        assert_string_equal(sd->rows[1].parts[2].max.text, "40.000");
        /* The sum of the four means: 2 + 3 + 26 + 0.25. */
        assert_true(fabs(sd->rows[1].sum.raw - 31.25) < 1e-9);
        assert_string_equal(sd->rows[1].sum.text, "31.250");
        /* Broker 1 has no remote series: blank, never 0, and no sum. */
        assert_string_equal(sd->rows[0].parts[2].mean.text, "");
        assert_true(isnan(sd->rows[0].parts[2].mean.raw));
        assert_string_equal(sd->rows[0].sum.text, "");
        assert_string_equal(sd->rows[0].parts[1].mean.text, "2.000");
        /* Broker 3 has no series at all. */
        assert_string_equal(sd->rows[2].broker.text, "3");
        assert_string_equal(sd->rows[2].parts[0].mean.text, "");
        assert_string_equal(sd->rows[3].broker.text, "kafka-9");
        assert_string_equal(sd->rows[3].rtt_p95.text, "");
        assert_string_equal(sd->rows[3].sum.text, "4.000");
        /* No throttle series: no column, and said. */
        assert_false(sd->has_throttle);
        assert_non_null(strstr(sd->note, "Produce quota throttle: no series"));
        /* The longest round trip with all four parts: broker 2. */
        assert_string_equal(sd->words,
                            "Of the round trip to broker 2 (mean of the "
                            "per-second p95s 48.000 ms), "
                            "the broker itself accounts for 31.250 ms on "
                            "average: 26.000 ms waiting for the followers "
                            "(remote).");
        /* The consume phase did not run: nothing. */
        assert_int_equal(m->tiers[0].n_c_time, 0);
        /* A tier without broker metrics shows nothing of them. */
        kp_rmodel_destroy(m);
        /* In Chinese. */
        r->plan->lang = KP_LANG_ZH_CN;
        assert_int_equal(kp_rmodel_build(r, e, NULL, &m), 0);
        assert_string_equal(
            m->tiers[0].p_time[0].side.words,
            "到 broker 2 的往返（每秒 p95 的均值 48.000 ms）中，broker "
            "自身平均占 31.250 ms，其中 26.000 ms "
            "用于等待副本同步（远程）。");
        kp_rmodel_destroy(m);
        /* Prometheus did not answer: said, with why. */
        free(r->tiers[0].brokers->windows[0].unavailable);
        r->tiers[0].brokers->windows[0].unavailable =
            strdup("Prometheus at http://prom:9090 did not answer");
        r->plan->lang = KP_LANG_EN;
        assert_int_equal(kp_rmodel_build(r, e, NULL, &m), 0);
        sd = &m->tiers[0].p_time[0].side;
        assert_true(sd->asked);
        assert_false(sd->available);
        assert_int_equal(sd->n_rows, 0);
        assert_string_equal(sd->unavailable,
                            "The brokers' own metrics: not available "
                            "(Prometheus at http://prom:9090 did not answer)");
        kp_rmodel_destroy(m);
        /* The plan asked no Prometheus: nothing at all. */
        kp_brokers_destroy(r->tiers[0].brokers);
        r->tiers[0].brokers = NULL;
        assert_int_equal(kp_rmodel_build(r, e, NULL, &m), 0);
        sd = &m->tiers[0].p_time[0].side;
        assert_false(sd->asked);
        assert_string_equal(sd->unavailable, "");
        assert_string_equal(sd->words, "");
        kp_rmodel_destroy(m);
        kp_evaluation_destroy(e);
        kp_results_destroy(r);
}

/* Every figure shown is the window's, never the points' mean; a
 * broker's own Produce time above the client's round trip is marked
 * inconsistent, in the brokers' table and beside the round trip. */
static void test_side_window(void **state)
{
        kp_results *r = side_run();
        kp_bwindow *w = &r->tiers[0].brokers->windows[0];
        kp_evaluation *e;
        kp_rmodel *m = NULL;
        const kp_rm_side *sd;
        const kp_rm_btier *bt;
        kp_bquery *q;
        (void)state;
        /* Broker 1's local time: points around 2 ms, window 2.5 ms. */
        q = (kp_bquery *)kp_bwindow_query(w, "produce_local_ms");
        q->series[0].window = 2.5;
        /* Broker 1's remote time: 30 ms of its own against a 12 ms
         * round trip (0.5 + 2.5 + 30 + 0.1 = 33.1 > 1.5 x 12 + 1). */
        one(w, "produce_remote_ms", "1", 30, 30);
        e = evaluate(r);
        assert_int_equal(kp_rmodel_build(r, e, NULL, &m), 0);
        sd = &m->tiers[0].p_time[0].side;
        assert_string_equal(sd->rows[0].parts[1].mean.text, "2.500");
        assert_true(fabs(sd->rows[0].sum.raw - 33.1) < 1e-9);
        assert_string_equal(sd->rows[0].sum.text, "33.100 (inconsistent)");
        assert_non_null(strstr(sd->note, "broker 1: its own time of a Produce "
                                         "request, 33.100 ms, is above the "
                                         "client's round trip to it (mean of "
                                         "the per-second p95s 12.000 ms)"));
        /* Broker 2 (31.25 ms in 48 ms) is consistent and unmarked. */
        assert_string_equal(sd->rows[1].sum.text, "31.250");
        /* The brokers' table: the window figure, marked on the Produce
         * parts of broker 1 (its label is its id), said in the note. */
        bt = &m->bk.tiers[0];
        assert_string_equal(bt->brokers[0], "1");
        /* Each named by its node id (the plan's map, the host of one
         * broker), or not identified: never a number read from it. */
        assert_int_equal(bt->n_brokers, 3);
        for (size_t i = 0; i < bt->n_brokers; i++) {
                const char *want = !strcmp(bt->brokers[i], "1") ? "1 (kafka-1)"
                                   : !strcmp(bt->brokers[i], "kafka-2:7071")
                                       ? "2 (kafka-2)"
                                       : "not identified "
                                         "(metrics labelled "
                                         "kafka-9)";
                assert_string_equal(bt->names[i], want);
        }
        for (size_t i = 0; i < bt->n_rows; i++) {
                if (!strcmp(bt->rows[i].name, "produce_local_ms"))
                        assert_string_equal(bt->rows[i].mean[0].text,
                                            "2.500 (inconsistent)");
                if (!strcmp(bt->rows[i].name, "produce_queue_ms"))
                        assert_non_null(
                            strstr(bt->rows[i].note, "inconsistent"));
        }
        kp_rmodel_destroy(m);
        /* In Chinese. */
        r->plan->lang = KP_LANG_ZH_CN;
        assert_int_equal(kp_rmodel_build(r, e, NULL, &m), 0);
        assert_string_equal(m->tiers[0].p_time[0].side.rows[0].sum.text,
                            "33.100（不一致）");
        for (size_t i = 0; i < m->bk.tiers[0].n_brokers; i++)
                if (!strcmp(m->bk.tiers[0].brokers[i], "kafka-9"))
                        assert_string_equal(m->bk.tiers[0].names[i],
                                            "未识别（指标标签为 kafka-9）");
        kp_rmodel_destroy(m);
        kp_evaluation_destroy(e);
        kp_results_destroy(r);
}

static void test_side_writers(void **state)
{
        kp_results *r = side_run();
        kp_evaluation *e = evaluate(r);
        kp_rmodel *m = NULL;
        char dir[] = "/tmp/kplan-side.XXXXXX", path[256], err[512], *md;
        size_t len;
        kp_report_md_opts o = { 0 };
        (void)state;
        assert_non_null(mkdtemp(dir));
        assert_int_equal(kp_rmodel_build(r, e, NULL, &m), 0);
        o.template_path = "templates/report.md.mustache";
        assert_int_equal(kp_report_md_write(m, &o, dir, err, sizeof(err)), 0);
        snprintf(path, sizeof(path), "%s/report.md", dir);
        assert_int_equal(
            kp_read_file(path, 1 << 24, &md, &len, err, sizeof(err)), 0);
        /* One value per cell: each part's mean, then its highest
         * point. */
        assert_non_null(strstr(md, "| 2 (kafka-2:7071) | 48.000 | 2.000 | "
                                   "4.000 | 3.000 | 5.000 | 26.000 | 40.000 "
                                   "| 0.250 | 0.500 | 31.250 |\n"));
        /* A part with no series is blank, not "0". */
        assert_non_null(strstr(md, "| 1 | 12.000 | 0.500 | 1.000 | 2.000 | "
                                   "3.000 |  |  | 0.100 | 0.200 |  |\n"));
        assert_null(strstr(md, "0 / "));
        assert_non_null(strstr(
            md, "\nOf the round trip to broker 2 (mean of the per-second p95s "
                "48.000 ms)"));
        assert_non_null(
            strstr(md, "\nMissing: Produce quota throttle: no series"));
        free(md);
        snprintf(path, sizeof(path), "%s/report.xlsx", dir);
        assert_int_equal(kp_report_xlsx_write(m, path, err, sizeof(err)), 0);
        kp_rmodel_destroy(m);
        kp_evaluation_destroy(e);
        kp_results_destroy(r);
        snprintf(path, sizeof(path), "rm -rf '%s'", dir);
        assert_int_equal(system(path), 0);
}

/* Brokers on loopback: node_exporter's network figures (devices other
 * than lo) cannot see their traffic. The row says "not measured" with
 * the reason, in both languages, and results.json names it, never the
 * 0 (here the noise) Prometheus returned. */
static void test_loopback(void **state)
{
        static const char *const hosts[] = { "127.0.0.1", "localhost",
                                             "[::1]" };
        kp_results *r = run();
        kp_evaluation *e;
        kp_rmodel *m = NULL;
        const kp_rm_brow *row;
        cJSON *j;
        const cJSON *u;
        (void)state;
        r->cluster.brokers = calloc(3, sizeof(*r->cluster.brokers));
        assert_non_null(r->cluster.brokers);
        r->cluster.n_brokers = 3;
        for (int i = 0; i < 3; i++) {
                r->cluster.brokers[i].id = i + 1;
                r->cluster.brokers[i].host = strdup(hosts[i]);
                r->cluster.brokers[i].port = 9092;
        }
        e = evaluate(r);
        assert_int_equal(e->broker_network_unknown, KP_X_LOOPBACK);
        j = kp_evaluation_to_json(e);
        u = cJSON_GetObjectItemCaseSensitive(
            cJSON_GetObjectItemCaseSensitive(j, "brokers_unknown"),
            "network_bytes");
        assert_true(cJSON_IsString(u));
        assert_string_equal(u->valuestring, "loopback");
        cJSON_Delete(j);
        assert_int_equal(kp_rmodel_build(r, e, NULL, &m), 0);
        row = &m->bk.tiers[1].rows[2];
        assert_string_equal(row->name, "network_bytes");
        assert_string_equal(row->mean[0].text, "not measured");
        assert_true(isnan(row->mean[0].raw));
        assert_string_equal(row->max[2].text, "not measured");
        assert_string_equal(row->note, "not measured: traffic on loopback");
        /* The other rows keep their figures. */
        assert_string_equal(m->bk.tiers[0].rows[0].mean[1].text, "10.0");
        kp_rmodel_destroy(m);
        r->plan->lang = KP_LANG_ZH_CN;
        assert_int_equal(kp_rmodel_build(r, e, NULL, &m), 0);
        row = &m->bk.tiers[1].rows[2];
        assert_string_equal(row->mean[0].text, "未测得");
        assert_string_equal(row->note, "未测得：流量走环回接口");
        kp_rmodel_destroy(m);
        kp_evaluation_destroy(e);

        /* A broker elsewhere: traffic crosses a device, it is measured. */
        r->plan->lang = KP_LANG_EN;
        free(r->cluster.brokers[2].host);
        r->cluster.brokers[2].host = strdup("10.0.0.3");
        e = evaluate(r);
        assert_int_equal(e->broker_network_unknown, KP_X_KNOWN);
        assert_int_equal(kp_rmodel_build(r, e, NULL, &m), 0);
        row = &m->bk.tiers[1].rows[2];
        assert_string_equal(row->mean[0].text, "2.00");
        assert_string_equal(row->note, "");
        kp_rmodel_destroy(m);
        kp_evaluation_destroy(e);
        kp_results_destroy(r);
}

int main(void)
{
        const struct CMUnitTest tests[] = {
                cmocka_unit_test(test_model),
                cmocka_unit_test(test_writers),
                cmocka_unit_test(test_side),
                cmocka_unit_test(test_side_writers),
                cmocka_unit_test(test_side_window),
                cmocka_unit_test(test_loopback),
        };
        return cmocka_run_group_tests(tests, NULL, NULL);
}
