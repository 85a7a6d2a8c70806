/*
 * A hand-made run with sweeps and a parallel group, for the report tests
 * (test_report_md, test_report_xlsx): every number is set here, so the
 * reports are the same on every machine. Include once per test program,
 * after cmocka.h.
 */
#ifndef KP_TEST_SWEEP_FIXTURE_H
#define KP_TEST_SWEEP_FIXTURE_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/hist.h"
#include "base/util.h"
#include "plan/plan.h"
#include "results/results.h"

/* Three sweeps (acks; a linger.ms x batch.size grid; batch.size, whose
 * points are a tie within their noise), each point run three times, and
 * a parallel group of two workloads judged as a whole. Every number is
 * set here, so the report is the same on every machine. */
static const char SWEEP_PLAN[] =
    "{\"name\": \"sweeps\", \"title\": \"Sweeps and workloads (golden "
    "report)\",\n"
    " \"cluster\": {\"bootstrap.servers\": \"127.0.0.1:39092\"},\n"
    " \"topic\": {\"name\": \"kplan-sweeps\", \"partitions\": 6, "
    "\"replication_factor\": 1},\n"
    " \"defaults\": {\"messages\": \"100k\", \"rate\": \"unlimited\", "
    "\"record_size\": 1000, \"producer\": {\"acks\": \"all\"}},\n"
    " \"tiers\": [\n"
    "  {\"name\": \"acks\", \"messages\": \"400k\", \"repeat\": 3,\n"
    "   \"sweep\": {\"acks\": [\"1\", \"all\"]}},\n"
    "  {\"name\": \"batching\", \"repeat\": 3, \"sweep\": {\"linger.ms\": "
    "[0, 5], \"batch.size\": [16384, 65536]}},\n"
    "  {\"name\": \"batch\", \"messages\": \"400k\", \"repeat\": 3,\n"
    "   \"sweep\": {\"batch.size\": [32768, 131072]}},\n"
    "  {\"name\": \"peak\", \"workloads\": [\n"
    "    {\"name\": \"orders\", \"messages\": \"60k\", \"rate\": 1000},\n"
    "    {\"name\": \"clicks\", \"messages\": \"300k\", \"rate\": "
    "5000, \"record_size\": 200}]}],\n"
    " \"criteria\": [\n"
    "  {\"metric\": \"produce.errors\", \"op\": \"<=\", \"threshold\": "
    "0},\n"
    "  {\"metric\": \"produce.latency.p95_ms\", \"op\": \"<=\", "
    "\"threshold\": 20, \"tiers\": [\"batching\"]},\n"
    "  {\"metric\": \"produce.rate.achieved_msgs_per_sec\", \"op\": "
    "\">=\", \"threshold\": 5900, \"tiers\": [\"peak\"], "
    "\"aggregate\": true}],\n"
    " \"signoff\": {\"prepared_by\": \"Capacity team\", \"company\": "
    "\"Example Ltd & Co\"}}\n";

/* One tier's produce and consume results: rate (msg/s), p95 of the
 * corrected latency (ms; the histogram holds 1,000 values around it) and
 * the fetch-only consume rate. */
static void fill_tier(kp_tier_result *t, const kp_tier *spec, double rate,
                      double p95_ms, double fetch)
{
        kp_produce_result *p = &t->produce;
        kp_consume_result *c = &t->consume;
        uint64_t n = spec->messages;
        t->status = KP_TIER_COMPLETE;
        p->ran = 1;
        snprintf(p->started_at, sizeof(p->started_at), "2026-11-30T10:00:00Z");
        p->target_rate = spec->rate;
        p->sent = p->delivered = p->measured = n;
        p->bytes = n * spec->record_size;
        p->achieved_rate = rate;
        p->duration_s = (double)n / rate;
        p->total_s = p->duration_s + 0.5;
        p->mib_per_sec = rate * (double)spec->record_size / 1048576.0;
        p->hist_latency = kp_hist_new();
        p->hist_service = kp_hist_new();
        assert_non_null(p->hist_latency);
        assert_non_null(p->hist_service);
        for (int i = 0; i < 1000; i++) {
                /* 50% at 0.5 x p95, 45% between, 5% above. */
                double f = i < 500   ? 0.5
                           : i < 950 ? 0.5 + (i - 500) / 900.0
                                     : 1.0 + (i - 950) / 250.0;
                int64_t us = (int64_t)(p95_ms * 1000 * f);
                kp_hist_record(p->hist_latency, us);
                kp_hist_record(p->hist_service, us * 9 / 10);
        }
        kp_latency_from_hist(&p->latency, p->hist_latency);
        kp_latency_from_hist(&p->service, p->hist_service);
        for (int i = 0; i < 3; i++) {
                kp_interval iv = { 0 };
                iv.t_s = i + 1;
                iv.dur_s = 1;
                iv.msgs = (uint64_t)rate;
                iv.msgs_per_sec = rate * (0.99 + 0.01 * i);
                iv.mib_per_sec =
                    iv.msgs_per_sec * (double)spec->record_size / 1048576.0;
                iv.p50_ms = p->latency.p50_ms;
                iv.p95_ms = p->latency.p95_ms * (0.95 + 0.05 * i);
                iv.p99_ms = p->latency.p99_ms;
                iv.max_ms = p->latency.max_ms;
                assert_int_equal(kp_interval_push(&p->intervals, &iv), 0);
                iv.msgs = (uint64_t)fetch;
                iv.msgs_per_sec = i ? fetch : 0;
                iv.p50_ms = iv.p95_ms = iv.p99_ms = iv.max_ms = 3000 + i;
                assert_int_equal(kp_interval_push(&t->consume.intervals, &iv),
                                 0);
        }
        c->ran = 1;
        c->hist_e2e = kp_hist_new();
        assert_non_null(c->hist_e2e);
        for (int i = 0; i < 1000; i++)
                kp_hist_record(c->hist_e2e, 3000000 + (int64_t)i * 1000);
        kp_latency_from_hist(&c->e2e, c->hist_e2e);
        snprintf(c->started_at, sizeof(c->started_at), "2026-11-30T10:00:30Z");
        c->consumers = 1;
        c->expected = c->messages = n;
        c->bytes = n * spec->record_size;
        c->completeness = 1;
        c->rebalance_ms = 3000;
        c->fetch_msgs_per_sec = fetch;
        c->fetch_mib_per_sec = fetch * (double)spec->record_size / 1048576.0;
        c->fetch_s = (double)n / fetch;
        c->duration_s = c->fetch_s + 3;
        c->msgs_per_sec = (double)n / c->duration_s;
        c->mib_per_sec =
            c->msgs_per_sec * (double)spec->record_size / 1048576.0;
}

static kp_results *sweep_results(void)
{
        /* Per point: the rate and p95 of each of its three runs (a
         * workload runs once: its first figures), the fetch rate. */
        static const struct {
                const char *tier;
                double rate[3], p95[3], fetch;
        } v[] = {
                { "acks acks=1",
                  { 59000, 61000, 62500 },
                  { 9.5, 9.1, 10.4 },
                  480000 },
                { "acks acks=all",
                  { 42000, 43500, 41000 },
                  { 14.2, 15.0, 13.6 },
                  470000 },
                { "batching linger.ms=0 batch.size=16384",
                  { 38000, 36500, 39000 },
                  { 8.1, 8.6, 7.9 },
                  450000 },
                { "batching linger.ms=0 batch.size=65536",
                  { 39000, 40500, 41500 },
                  { 8.4, 8.2, 8.9 },
                  455000 },
                { "batching linger.ms=5 batch.size=16384",
                  { 48000, 52000, 55000 },
                  { 12.3, 11.8, 13.0 },
                  460000 },
                { "batching linger.ms=5 batch.size=65536",
                  { 57500, 50500, 60000 },
                  { 23.0, 21.5, 26.0 },
                  470000 },
                { "batch batch.size=32768",
                  { 30000, 34000, 31000 },
                  { 10.0, 11.0, 10.5 },
                  400000 },
                { "batch batch.size=131072",
                  { 33000, 29000, 32500 },
                  { 10.4, 10.8, 10.2 },
                  410000 },
                { "peak/orders", { 999.5 }, { 4.2 }, 90000 },
                { "peak/clicks", { 4998.0 }, { 6.8 }, 210000 },
        };
        kp_plan_opts opts = { 0 };
        kp_plan *plan = NULL;
        kp_results *r = NULL;
        char err[1024] = "";
        if (kp_plan_parse(SWEEP_PLAN, strlen(SWEEP_PLAN), "sweeps.json", ".",
                          &opts, &plan, err, sizeof(err)))
                fail_msg("sweep plan: %s", err);
        if (kp_results_new(plan, &r, err, sizeof(err)))
                fail_msg("%s", err);
        kp_plan_destroy(plan);
        r->kplan_version = strdup("0.1.0");
        r->librdkafka_version = strdup("2.0.2");
        r->run_id = strdup("sweeps-20261130T100000Z");
        r->command_line = strdup("kplan run sweeps.json");
        snprintf(r->started_at, sizeof(r->started_at), "2026-11-30T10:00:00Z");
        snprintf(r->finished_at, sizeof(r->finished_at),
                 "2026-11-30T10:05:00Z");
        free(r->status);
        r->status = strdup("complete");
        assert_int_equal(kp_kv_set(&r->producer_defaults,
                                   "queue.buffering.max.kbytes", "32768"),
                         0);
        assert_int_equal(
            kp_kv_set(&r->consumer_defaults, "enable.auto.commit", "false"), 0);
        assert_int_equal(r->n_tiers, 8 * 3 + 2);
        for (size_t i = 0; i < KP_ARRAY_LEN(v); i++) {
                int runs = v[i].rate[1] > 0 ? 3 : 1;
                for (int k = 0; k < runs; k++) {
                        char name[128];
                        kp_tier_result *t;
                        if (runs > 1)
                                snprintf(name, sizeof(name), "%s #%d",
                                         v[i].tier, k + 1);
                        else
                                snprintf(name, sizeof(name), "%s", v[i].tier);
                        t = kp_results_tier(r, name);
                        if (!t)
                                fail_msg("no tier %s", name);
                        fill_tier(t, kp_plan_tier(r->plan, name), v[i].rate[k],
                                  v[i].p95[k], v[i].fetch);
                }
        }
        return r;
}

#endif
