#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "base/bitset.h"
#include "base/hist.h"
#include "results/agents.h"
#include "results/agents_json.h"

/* A value drawn so that the histograms have many buckets: mostly a few
 * milliseconds, a tail to seconds. */
static int64_t draw(uint64_t *s)
{
        double u;
        *s = *s * 6364136223846793005ULL + 1442695040888963407ULL;
        u = (double)(*s >> 11) / 9007199254740992.0;
        return (int64_t)(800 + 4000 * -log(1 - u * 0.999999)) +
               (u > 0.99 ? 900000 : 0);
}

/* What an agent sends: its result through results.json's form and back,
 * the path the coordinator reads. */
static void wire(kp_produce_result *p)
{
        cJSON *j = kp_produce_result_json(p);
        kp_produce_result back = { 0 };
        char err[256];
        assert_non_null(j);
        assert_int_equal(
            kp_produce_result_from(j, &back, "r", err, sizeof(err)), 0);
        cJSON_Delete(j);
        kp_produce_result_free(p);
        *p = back;
}

static char *hist_text(const kp_hist *h)
{
        cJSON *j = kp_hist_to_json(h);
        char *s = cJSON_PrintUnformatted(j);
        cJSON_Delete(j);
        return s;
}

/* The merge of three agents' shares (messages i = k mod 3) is the
 * histogram of every message: bucket for bucket, count, min, max, sum. */
static void test_merged_histogram_is_the_union(void **st)
{
        kp_produce_result a[3], m = { 0 };
        const kp_produce_result *parts[3] = { &a[0], &a[1], &a[2] };
        kp_hist *all = kp_hist_new(), *all_svc = kp_hist_new();
        uint64_t seed = 42, n = 90001;
        char *x, *y;
        (void)st;
        memset(a, 0, sizeof(a));
        for (int k = 0; k < 3; k++) {
                a[k].ran = 1;
                a[k].hist_latency = kp_hist_new();
                a[k].hist_service = kp_hist_new();
                /* 90,001 messages over 10 s need a rate above 9,000:
                 * the schedule (9 s) is shorter than the agents'
                 * windows, which stand. */
                a[k].target_rate = 10000;
        }
        for (uint64_t i = 0; i < n; i++) {
                int64_t v = draw(&seed), s = v / 3;
                kp_produce_result *p = &a[i % 3];
                kp_hist_record(p->hist_latency, v);
                kp_hist_record(p->hist_service, s);
                kp_hist_record(all, v);
                kp_hist_record(all_svc, s);
                p->sent++;
                p->delivered++;
                p->measured++;
                p->bytes += 100;
        }
        for (int k = 0; k < 3; k++) {
                kp_interval iv = { .t_s = 1.0,
                                   .dur_s = 1.0,
                                   .msgs = 1000,
                                   .msgs_per_sec = 1000,
                                   .mib_per_sec = 0.1,
                                   .p50_ms = 1,
                                   .p95_ms = 2 + k,
                                   .p99_ms = 3,
                                   .max_ms = 4 };
                a[k].duration_s = 10.0 - 0.01 * k;
                kp_interval_push(&a[k].intervals, &iv);
                kp_error_add(&a[k].errors, "MSG_TIMED_OUT", (uint64_t)k);
                kp_latency_from_hist(&a[k].latency, a[k].hist_latency);
                wire(&a[k]);
        }
        assert_int_equal(kp_agents_merge_produce(parts, 3, &m), 0);
        x = hist_text(m.hist_latency);
        y = hist_text(all);
        assert_string_equal(x, y);
        free(x);
        free(y);
        x = hist_text(m.hist_service);
        y = hist_text(all_svc);
        assert_string_equal(x, y);
        free(x);
        free(y);
        assert_int_equal(m.delivered, n);
        assert_int_equal(m.measured, n);
        assert_int_equal(m.bytes, n * 100);
        assert_int_equal(m.latency.count, n);
        /* The union's percentiles, not an average of the agents'. */
        assert_true(m.latency.p95_ms ==
                    (double)kp_hist_percentile(all, 95) / 1000.0);
        assert_true(m.latency.p99_ms ==
                    (double)kp_hist_percentile(all, 99) / 1000.0);
        /* Over the longest agent's window. */
        assert_true(fabs(m.achieved_rate - (double)n / 10.0) < 1e-9);
        assert_int_equal(kp_error_total(&m.errors), 0 + 1 + 2);
        assert_int_equal(m.intervals.n, 1);
        assert_int_equal(m.intervals.v[0].msgs, 3000);
        assert_true(m.intervals.v[0].p95_ms == 4); /* the highest agent's */
        for (int k = 0; k < 3; k++)
                kp_produce_result_free(&a[k]);
        kp_produce_result_free(&m);
        kp_hist_destroy(all);
        kp_hist_destroy(all_svc);
}

/* Agents that start late catch up: the open-loop schedule sends their
 * late messages at once, and each agent's own window (the central 98% of
 * its deliveries) is shorter than the schedule. Worked by hand: 30,000
 * messages at 3,000 msg/s on 2 agents are due over 10 s from the common
 * start; both started 0.2 s late, delivered their 15,000 each and
 * measured a window of 9.8 s. Divided by that window the merged rate
 * would be 30,000 / 9.8 = 3,061.2 msg/s, above the plan's 3,000; divided
 * by the schedule's 10 s it is 3,000.0, and 30,000 x 100 B / 10 s =
 * 0.2861 MiB/s. Agents slower than the schedule (12 s) keep their own
 * window: 2,500 msg/s. An unlimited tier has no schedule to hold to. */
static void test_late_agents_rate(void **st)
{
        kp_produce_result a[2], m = { 0 };
        const kp_produce_result *parts[2] = { &a[0], &a[1] };
        (void)st;
        memset(a, 0, sizeof(a));
        for (int k = 0; k < 2; k++) {
                a[k].ran = 1;
                a[k].target_rate = 3000;
                a[k].sent = a[k].delivered = a[k].measured = 15000;
                a[k].bytes = 15000 * 100;
                a[k].duration_s = 9.8;
                a[k].achieved_rate = 15000 / 9.8;
        }
        assert_int_equal(kp_agents_merge_produce(parts, 2, &m), 0);
        assert_true(fabs(m.duration_s - 10.0) < 1e-9);
        assert_true(fabs(m.achieved_rate - 3000.0) < 1e-9);
        assert_true(m.achieved_rate <= m.target_rate);
        assert_true(fabs(m.mib_per_sec - 3000000.0 / 10 / 1048576) < 1e-12);
        kp_produce_result_free(&m);

        memset(&m, 0, sizeof(m));
        a[0].duration_s = 12;
        assert_int_equal(kp_agents_merge_produce(parts, 2, &m), 0);
        assert_true(fabs(m.achieved_rate - 2500.0) < 1e-9);
        kp_produce_result_free(&m);

        memset(&m, 0, sizeof(m));
        a[0].duration_s = a[1].duration_s = 9.8;
        a[0].target_rate = a[1].target_rate = 0;
        assert_int_equal(kp_agents_merge_produce(parts, 2, &m), 0);
        assert_true(fabs(m.achieved_rate - 30000 / 9.8) < 1e-9);
        kp_produce_result_free(&m);
}

/* An agent that reported nothing (lost before its first interval) is
 * skipped; the others still add. */
static void test_merge_skips_missing(void **st)
{
        kp_produce_result a = { 0 }, m = { 0 };
        const kp_produce_result *parts[2] = { &a, NULL };
        (void)st;
        a.ran = 1;
        a.delivered = a.measured = 10;
        a.duration_s = 2;
        assert_int_equal(kp_agents_merge_produce(parts, 2, &m), 0);
        assert_int_equal(m.delivered, 10);
        assert_true(m.achieved_rate == 5);
        kp_produce_result_free(&m);
}

static kp_bitset *bits(uint64_t n)
{
        kp_bitset *b;
        assert_int_equal(kp_bitset_new(n, &b), 0);
        return b;
}

/* Completeness from the union of the consumers' receipts: a message
 * read on one host only counts, one read on two hosts is a duplicate,
 * one read by no host is lost. */
static void test_union_of_receipts(void **st)
{
        const uint64_t n = 1000;
        kp_bitset *acked = bits(n), *s0 = bits(n), *s1 = bits(n);
        const kp_bitset *seen[3] = { s0, NULL, s1 };
        kp_consume_result c[2], m = { 0 };
        const kp_consume_result *parts[2] = { &c[0], &c[1] };
        (void)st;
        memset(c, 0, sizeof(c));
        for (uint64_t i = 0; i < n; i++) {
                if (i != 5) /* failed: never acknowledged */
                        kp_bitset_set(acked, i);
                if (i % 2 == 0)
                        kp_bitset_set(s0, i);
                else if (i != 7) /* lost */
                        kp_bitset_set(s1, i);
        }
        kp_bitset_set(s1, 10); /* read on both hosts */
        for (int k = 0; k < 2; k++) {
                c[k].ran = 1;
                c[k].messages = kp_bitset_count(k ? s1 : s0);
                c[k].duration_s = 4 + k;
                c[k].rebalance_ms = 1000;
                c[k].consumers = 1;
                c[k].timed_out = k; /* the second had nothing left */
        }
        assert_int_equal(kp_agents_merge_consume(parts, 2, &m), 0);
        m.expected = n - 1;
        assert_int_equal(kp_agents_account(&m, acked, seen, 3, 2), 0);
        assert_int_equal(m.identity, 1);
        assert_int_equal(m.distinct, n - 1);   /* all but 7 */
        assert_int_equal(m.lost, 1);           /* 7 */
        assert_int_equal(m.unacked_read, 1);   /* 5 */
        assert_int_equal(m.duplicates, 2 + 1); /* within + across */
        assert_int_equal(m.missing, 1);
        assert_true(fabs(m.completeness - 998.0 / 999.0) < 1e-12);
        assert_int_equal(m.consumers, 2);
        assert_true(m.duration_s == 5);
        assert_true(fabs(m.fetch_s - 4) < 1e-12);
        /* Without every agent's acknowledgements: by the expected count. */
        assert_int_equal(kp_agents_account(&m, NULL, seen, 3, 0), 0);
        assert_int_equal(m.identity, 0);
        assert_int_equal(m.missing, 0); /* 999 distinct of 999 */
        kp_consume_result_free(&m);
        kp_bitset_destroy(acked);
        kp_bitset_destroy(s0);
        kp_bitset_destroy(s1);
}

static void test_bitset_text(void **st)
{
        uint64_t sizes[] = { 1, 7, 8, 9, 63, 64, 65, 1003 };
        (void)st;
        for (size_t k = 0; k < sizeof(sizes) / sizeof(sizes[0]); k++) {
                uint64_t n = sizes[k], seed = n;
                kp_bitset *b = bits(n), *back = NULL;
                char *s;
                for (uint64_t i = 0; i < n; i++) {
                        seed = seed * 6364136223846793005ULL + 1;
                        if (seed >> 63)
                                kp_bitset_set(b, i);
                }
                s = kp_bitset_encode(b);
                assert_non_null(s);
                assert_int_equal(kp_bitset_decode(s, n, &back), 0);
                assert_int_equal(kp_bitset_count(back), kp_bitset_count(b));
                assert_int_equal(kp_bitset_count_and_not(b, back), 0);
                assert_int_equal(kp_bitset_count_and_not(back, b), 0);
                kp_bitset_destroy(back);
                /* The wrong size, or not base64: refused. */
                assert_int_equal(kp_bitset_decode(s, n + 64, &back), -1);
                s[0] = '*';
                assert_int_equal(kp_bitset_decode(s, n, &back), -1);
                free(s);
                kp_bitset_destroy(b);
        }
}

static void test_agents_json(void **st)
{
        kp_agent_info a[2] = {
                { "a1", "h1", "v1", "2.0.2", -1.5, 0.8, NULL },
                { "a2", "h2", "v1", "2.0.2", 2.25, 1.1,
                  "stopped heartbeating in tier t (produce phase)" },
        };
        kp_agent_info *back = NULL;
        size_t n = 0;
        char err[128];
        cJSON *j = kp_agents_json(a, 2);
        (void)st;
        assert_int_equal(kp_agents_from(j, &back, &n, err, sizeof(err)), 0);
        assert_int_equal(n, 2);
        assert_string_equal(back[1].name, "a2");
        assert_string_equal(back[1].lost, a[1].lost);
        assert_null(back[0].lost);
        assert_true(back[0].clock_offset_ms == -1.5);
        assert_true(back[1].round_trip_ms == 1.1);
        kp_agents_free(back, n);
        cJSON_Delete(j);
        j = cJSON_Parse("[{\"host\":\"x\"}]");
        assert_int_equal(kp_agents_from(j, &back, &n, err, sizeof(err)), -1);
        cJSON_Delete(j);
}

/* Interval percentiles from the agents' interval histograms: those of
 * the union of every agent's messages of that interval, which the
 * highest agent's (the upper bound without them) is not. The agents'
 * histograms travel in the form they are sent in. Agents take different
 * loads so that their percentiles differ; the last interval of agent 2
 * has no histogram: that interval keeps its upper bound. */
static void test_interval_percentiles_are_the_union(void **st)
{
        enum { A = 3, K = 4 };
        kp_produce_result a[A], m = { 0 };
        const kp_produce_result *parts[A] = { &a[0], &a[1], &a[2] };
        kp_hist *h[A][K], *all[K];
        kp_agent_intervals ai[A];
        uint64_t seed = 7;
        int differs = 0;
        (void)st;
        memset(a, 0, sizeof(a));
        for (int k = 0; k < K; k++)
                all[k] = kp_hist_new();
        for (int i = 0; i < A; i++) {
                a[i].ran = 1;
                for (int k = 0; k < K; k++) {
                        kp_interval iv = { 0 };
                        kp_hist *back = NULL;
                        cJSON *j;
                        char err[256];
                        h[i][k] = kp_hist_new();
                        /* Agent i is slower by i ms in interval k > 0. */
                        for (int n = 0; n < 2000 + 500 * i; n++) {
                                int64_t v =
                                    draw(&seed) + (k > 0 ? 1000 * i * k : 0);
                                kp_hist_record(h[i][k], v);
                                kp_hist_record(all[k], v);
                        }
                        iv.t_s = k + 1;
                        iv.dur_s = 1;
                        iv.msgs = kp_hist_count(h[i][k]);
                        iv.p50_ms = kp_hist_percentile(h[i][k], 50) / 1e3;
                        iv.p95_ms = kp_hist_percentile(h[i][k], 95) / 1e3;
                        iv.p99_ms = kp_hist_percentile(h[i][k], 99) / 1e3;
                        iv.max_ms = kp_hist_max(h[i][k]) / 1e3;
                        kp_interval_push(&a[i].intervals, &iv);
                        j = kp_hist_to_json(h[i][k]);
                        assert_int_equal(
                            kp_hist_from_json(j, &back, err, sizeof(err)), 0);
                        cJSON_Delete(j);
                        kp_hist_destroy(h[i][k]);
                        h[i][k] = back;
                }
                ai[i].list = &a[i].intervals;
                ai[i].hist = h[i];
                ai[i].n_hist = i == 2 ? K - 1 : K;
        }
        assert_int_equal(kp_agents_merge_produce(parts, A, &m), 0);
        assert_int_equal(m.intervals.n, K);
        assert_int_equal(kp_agents_interval_percentiles(&m.intervals, ai, A),
                         K - 1);
        for (int k = 0; k < K - 1; k++) {
                const kp_interval *v = &m.intervals.v[k];
                double hi95 = 0;
                assert_int_equal(v->msgs, kp_hist_count(all[k]));
                assert_true(v->p50_ms == kp_hist_percentile(all[k], 50) / 1e3);
                assert_true(v->p95_ms == kp_hist_percentile(all[k], 95) / 1e3);
                assert_true(v->p99_ms == kp_hist_percentile(all[k], 99) / 1e3);
                assert_true(v->max_ms == kp_hist_max(all[k]) / 1e3);
                for (int i = 0; i < A; i++)
                        if (a[i].intervals.v[k].p95_ms > hi95)
                                hi95 = a[i].intervals.v[k].p95_ms;
                differs |= v->p95_ms != hi95;
        }
        /* The test means something: the union is not the highest agent. */
        assert_true(differs);
        /* Unknown for one agent: the upper bound stays. */
        assert_true(m.intervals.v[K - 1].p95_ms ==
                    a[2].intervals.v[K - 1].p95_ms);
        for (int i = 0; i < A; i++) {
                for (int k = 0; k < K; k++)
                        kp_hist_destroy(h[i][k]);
                kp_produce_result_free(&a[i]);
        }
        for (int k = 0; k < K; k++)
                kp_hist_destroy(all[k]);
        kp_produce_result_free(&m);
}

static kp_agent_info agent(double offset_ms, double round_trip_ms)
{
        kp_agent_info g = { 0 };
        g.clock_offset_ms = offset_ms;
        g.round_trip_ms = round_trip_ms;
        return g;
}

/* The skew bound: over every pair, their offsets' difference plus half
 * of each round trip. */
static void test_clock_skew(void **st)
{
        kp_agent_info v[3];
        (void)st;
        v[0] = agent(0.5, 1.0);
        v[1] = agent(-2.0, 3.0);
        v[2] = agent(1.0, 0.4);
        assert_true(kp_agents_clock_skew_ms(v, 0) == 0);
        /* One host: one clock stamps and reads. */
        assert_true(kp_agents_clock_skew_ms(v, 1) == 0);
        /* |0.5 + 2| + 0.5 + 1.5 */
        assert_true(fabs(kp_agents_clock_skew_ms(v, 2) - 4.5) < 1e-9);
        /* The pair (1, 2): |-2 - 1| + 1.5 + 0.2 = 4.7 */
        assert_true(fabs(kp_agents_clock_skew_ms(v, 3) - 4.7) < 1e-9);
}

/* Flagged when the skew is more than 10% of the end-to-end p50. */
static void test_e2e_flag(void **st)
{
        kp_agent_info v[2];
        kp_consume_result c = { 0 };
        (void)st;
        v[0] = agent(0, 1.0);
        v[1] = agent(5.0, 1.0); /* skew 6 ms */
        c.e2e.count = 1000;
        c.e2e.p50_ms = 100; /* 6 <= 10: not flagged */
        kp_agents_flag_e2e(&c, v, 2);
        assert_int_equal(c.e2e_hosts, 2);
        assert_true(fabs(c.e2e_skew_ms - 6.0) < 1e-9);
        assert_int_equal(c.e2e_skewed, 0);
        c.e2e.p50_ms = 60; /* 6 = 10% of 60: not more */
        kp_agents_flag_e2e(&c, v, 2);
        assert_int_equal(c.e2e_skewed, 0);
        c.e2e.p50_ms = 50; /* 6 > 5: flagged */
        kp_agents_flag_e2e(&c, v, 2);
        assert_int_equal(c.e2e_skewed, 1);
        c.e2e.p50_ms = 0;
        kp_agents_flag_e2e(&c, v, 2);
        assert_int_equal(c.e2e_skewed, 1);
        /* One host: no skew, whatever the p50. */
        c.e2e.p50_ms = 0.01;
        kp_agents_flag_e2e(&c, v, 1);
        assert_int_equal(c.e2e_hosts, 1);
        assert_int_equal(c.e2e_skewed, 0);
        /* Nothing measured: nothing to flag. */
        c.e2e.count = 0;
        c.e2e.p50_ms = 0;
        kp_agents_flag_e2e(&c, v, 2);
        assert_int_equal(c.e2e_skewed, 0);
}

/* The flag travels through results.json, and only for agent runs. */
static void test_e2e_flag_json(void **st)
{
        kp_consume_result c = { 0 }, back = { 0 };
        cJSON *j;
        char err[256];
        (void)st;
        j = kp_consume_result_json(&c);
        assert_null(cJSON_GetObjectItem(j, "e2e_clock"));
        cJSON_Delete(j);
        c.e2e_hosts = 3;
        c.e2e_skew_ms = 7.25;
        c.e2e_skewed = 1;
        j = kp_consume_result_json(&c);
        assert_non_null(cJSON_GetObjectItem(j, "e2e_clock"));
        assert_int_equal(
            kp_consume_result_from(j, &back, "c", err, sizeof(err)), 0);
        assert_int_equal(back.e2e_hosts, 3);
        assert_true(back.e2e_skew_ms == 7.25);
        assert_int_equal(back.e2e_skewed, 1);
        cJSON_Delete(j);
        kp_consume_result_free(&back);
}

/* Intervals of a consumer: (end s since its start, messages) pairs. */
static void give_intervals(kp_consume_result *c, const double *v, size_t n)
{
        for (size_t i = 0; i < n; i += 2) {
                kp_interval iv = { 0 };
                iv.t_s = v[i];
                iv.msgs = (uint64_t)v[i + 1];
                assert_int_equal(kp_interval_push(&c->intervals, &iv), 0);
        }
}

/* A backlog drain on 3 hosts, worked out by hand: the group caught up
 * when its last consumer did, having read what every consumer had read
 * by then (by their intervals); a consumer with no partition holds
 * nothing back; one that caught up only when the producers stopped ends
 * the drain at its last message if the group read every message, and
 * otherwise the drain never caught up. */
static void test_backlog_merge(void **st)
{
        kp_consume_result a = { 0 }, b = { 0 }, idle = { 0 }, out = { 0 };
        const kp_consume_result *parts[] = { &a, &b, &idle };
        /* Both assigned 3 s after their start; a caught up 1.5 s after
         * (at 4.5 s: 2,000 + 1,000 read), b 2.5 s after (at 5.5 s). */
        const double av[] = { 4.0, 2000, 4.5, 1000, 5.0,
                              500, 6.0,  500, 7.0,  1000 };
        const double bv[] = { 4.0, 1500, 5.0, 1500, 5.5, 500, 7.0, 500 };
        (void)st;
        a.backlog = b.backlog = idle.backlog = 1;
        a.start_delay_s = 2.01;
        b.start_delay_s = 2.03;
        idle.start_delay_s = 2.02;
        give_intervals(&a, av, 10);
        give_intervals(&b, bv, 8);
        a.messages = 5000;
        b.messages = 4000;
        a.rebalance_ms = b.rebalance_ms = 3000;
        a.duration_s = b.duration_s = 7.0;
        a.drained = b.drained = 1;
        a.caught_up_s = 1.5;
        a.caught_up_messages = 3000;
        b.caught_up_s = 2.5;
        b.caught_up_messages = 3500;
        out.expected = 9000;
        kp_agents_merge_backlog(parts, 3, &out);
        assert_int_equal(out.backlog, 1);
        assert_int_equal(out.drained, 1);
        assert_int_equal(out.producers_stopped, 0);
        assert_true(out.caught_up_s == 2.5);
        /* At 5.5 s: a 2,000 + 1,000 + 500, b 1,500 + 1,500 + 500. */
        assert_int_equal(out.caught_up_messages, 7000);
        assert_true(out.start_delay_s == 2.03);

        /* b caught up only with the producers stopped (its own rule
         * cannot see the group's reads): at its last message, 4.0 s
         * after its first assignment, the group having read them all. */
        memset(&out, 0, sizeof(out));
        b.drained = 0;
        b.caught_up_s = 0;
        b.caught_up_messages = 0;
        out.expected = 9000;
        kp_agents_merge_backlog(parts, 3, &out);
        assert_int_equal(out.drained, 1);
        assert_int_equal(out.producers_stopped, 1);
        assert_true(out.caught_up_s == 4.0);
        assert_int_equal(out.caught_up_messages, 9000);

        /* ...but with messages missing it never caught up. */
        memset(&out, 0, sizeof(out));
        out.expected = 9000;
        out.missing = 12;
        kp_agents_merge_backlog(parts, 3, &out);
        assert_int_equal(out.backlog, 1);
        assert_int_equal(out.drained, 0);
        assert_int_equal(out.producers_stopped, 0);
        assert_true(out.caught_up_s == 0);
        assert_int_equal(out.caught_up_messages, 0);
        free(a.intervals.v);
        free(b.intervals.v);
}

int main(void)
{
        const struct CMUnitTest tests[] = {
                cmocka_unit_test(test_merged_histogram_is_the_union),
                cmocka_unit_test(test_merge_skips_missing),
                cmocka_unit_test(test_late_agents_rate),
                cmocka_unit_test(test_union_of_receipts),
                cmocka_unit_test(test_bitset_text),
                cmocka_unit_test(test_agents_json),
                cmocka_unit_test(test_interval_percentiles_are_the_union),
                cmocka_unit_test(test_clock_skew),
                cmocka_unit_test(test_e2e_flag),
                cmocka_unit_test(test_e2e_flag_json),
                cmocka_unit_test(test_backlog_merge),
        };
        return cmocka_run_group_tests_name("agents", tests, NULL, NULL);
}
