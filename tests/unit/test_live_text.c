#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "results/live_text.h"

/* The bounds are edges of kplan's histogram, ascending, from 100 us to
 * 100 s. */
static void test_bounds(void **state)
{
        int64_t b[KP_LIVE_MAX_BOUNDS];
        size_t n = kp_live_bounds(b);
        (void)state;
        assert_true(n > 20 && n <= KP_LIVE_MAX_BOUNDS);
        assert_int_equal(b[0], 100);
        assert_true(b[n - 1] <= 100000000 && b[n - 1] > 50000000);
        for (size_t i = 0; i < n; i++) {
                assert_int_equal(kp_hist_bucket_lo(b[i]), b[i]);
                if (i)
                        assert_true(b[i] > b[i - 1]);
        }
}

/* Prometheus's histogram_quantile(): linear inside the bucket where the
 * rank falls (the first bucket from 0). */
static double prom_quantile(const kp_live_buckets *h, const int64_t *bounds,
                            double q)
{
        double rank = q * (double)h->count;
        for (size_t i = 0; i < h->n; i++) {
                if ((double)h->cum[i] < rank)
                        continue;
                double lo = i ? (double)bounds[i - 1] : 0;
                double below = i ? (double)h->cum[i - 1] : 0;
                double in = (double)h->cum[i] - below;
                return lo + ((double)bounds[i] - lo) * (rank - below) / in;
        }
        return (double)bounds[h->n - 1];
}

/* Cumulative and monotone, +Inf = count, exact counts at the edges, and
 * a quantile that agrees with kplan's percentile within its bucket. */
static void test_buckets(void **state)
{
        int64_t b[KP_LIVE_MAX_BOUNDS];
        kp_hist *h = kp_hist_new();
        kp_live_buckets lb;
        uint64_t below_5ms = 0;
        double sum = 0;
        (void)state;
        kp_live_bounds(b);
        srand(7);
        for (int i = 0; i < 20000; i++) {
                /* 50 us .. about 200 ms, skewed low; and some beyond 100 s. */
                int64_t v = 50 + (int64_t)(pow((double)rand() / RAND_MAX, 3) *
                                           200000.0);
                if (i % 1000 == 0)
                        v = 150000000;
                kp_hist_record(h, v);
                below_5ms += v < 5000;
                sum += (double)v;
        }
        kp_live_buckets_fill(&lb, h);
        assert_int_equal(lb.count, 20000);
        for (size_t i = 1; i < lb.n; i++)
                assert_true(lb.cum[i] >= lb.cum[i - 1]);
        assert_true(lb.cum[lb.n - 1] <= lb.count);
        /* 20 values over the last bound: only in +Inf. */
        assert_int_equal(lb.count - lb.cum[lb.n - 1], 20);
        for (size_t i = 0; i < lb.n; i++)
                if (b[i] == 5000)
                        assert_int_equal(lb.cum[i], below_5ms);
        assert_true(fabs(lb.sum_s - sum / 1e6) < 1e-6 * sum / 1e6);
        for (int p = 50; p <= 95; p += 45) {
                double got = prom_quantile(&lb, b, p / 100.0);
                int64_t want = kp_hist_percentile(h, p);
                size_t k = 0;
                while (k < lb.n && b[k] <= want)
                        k++;
                /* Both in the same bound interval [b[k-1], b[k]]. */
                assert_true(k < lb.n);
                assert_true(got <= (double)b[k]);
                assert_true(got >= (k ? (double)b[k - 1] : 0));
        }
        kp_hist_destroy(h);
}

static const char *plan_json =
    "{\"kplan\": 1, \"name\": \"demo\", \"topic\": {\"name\": \"t\"},"
    " \"tiers\": [{\"name\": \"one\", \"messages\": 1000, \"rate\": 100},"
    "             {\"name\": \"two\", \"messages\": 2000, \"rate\": 100}],"
    " \"criteria\": [{\"metric\": \"produce.latency.p95_ms\", \"op\": \"<=\","
    "                 \"threshold\": 10},"
    "                {\"metric\": \"consume.completeness\", \"op\": \">=\","
    "                 \"threshold\": 1, \"tiers\": [\"two\"]}]}";

/* Every line is a comment, or a sample of a kplan_ series whose family
 * had HELP and TYPE lines before it. */
static void check_families(const char *text)
{
        char *copy = strdup(text), *save = NULL;
        char seen[64][96];
        size_t n_seen = 0;
        for (char *line = strtok_r(copy, "\n", &save); line;
             line = strtok_r(NULL, "\n", &save)) {
                char name[96];
                int found = 0;
                if (strncmp(line, "# HELP ", 7) == 0)
                        continue;
                if (strncmp(line, "# TYPE ", 7) == 0) {
                        sscanf(line + 7, "%95s", seen[n_seen++]);
                        continue;
                }
                assert_memory_equal(line, "kplan_", 6);
                sscanf(line, "%95[a-z0-9_]", name);
                for (size_t i = 0; i < n_seen; i++) {
                        size_t len = strlen(seen[i]);
                        if (strncmp(name, seen[i], len) == 0 &&
                            (name[len] == '\0' ||
                             strcmp(name + len, "_bucket") == 0 ||
                             strcmp(name + len, "_sum") == 0 ||
                             strcmp(name + len, "_count") == 0))
                                found = 1;
                }
                if (!found)
                        fail_msg("no TYPE line before: %s", line);
        }
        free(copy);
}

static void test_text(void **state)
{
        kp_plan *p = NULL;
        kp_live_snap s;
        kp_buf b = { 0 };
        kp_hist *h = kp_hist_new();
        char err[512];
        kp_live_tier *t;
        (void)state;
        if (kp_plan_parse(plan_json, strlen(plan_json), "demo.json", ".", NULL,
                          &p, err, sizeof(err)))
                fail_msg("%s", err);
        assert_int_equal(kp_live_snap_init(&s, p), 0);
        snprintf(s.run_id, sizeof(s.run_id), "demo-1");
        assert_int_equal(s.n_tiers, 2);
        /* p95 on both tiers, completeness on "two". */
        assert_int_equal(s.n_crit, 3);
        t = kp_live_snap_tier(&s, "one");
        assert_ptr_equal(t, &s.tiers[0]);
        t->phase = KP_LIVE_PRODUCE;
        t->sent = 120;
        t->delivered = 100;
        t->produce_rate = 99.5;
        for (int i = 0; i < 100; i++)
                kp_hist_record(h, 1000 + i * 100);
        kp_live_buckets_fill(&t->latency, h);
        t->has_latency = 1;
        t->producer.cpu = 0.25;
        t->has_producer = 1;
        for (size_t i = 0; i < s.n_crit; i++)
                if (strcmp(s.crit[i].tier, "one") == 0)
                        kp_live_judge(&s.crit[i], h, 0);
        kp_live_text(&s, &b);
        assert_false(b.oom);
        check_families(b.s);
        /* Labels plan, run_id, tier. */
        assert_non_null(strstr(b.s, "kplan_delivered_messages_total{plan="
                                    "\"demo\",run_id=\"demo-1\",tier="
                                    "\"one\"} 100\n"));
        assert_non_null(strstr(b.s, "# TYPE kplan_produce_latency_seconds "
                                    "histogram\n"));
        assert_non_null(strstr(b.s, "le=\"+Inf\"} 100\n"));
        assert_non_null(strstr(b.s, "kplan_produce_latency_seconds_count{plan="
                                    "\"demo\",run_id=\"demo-1\",tier="
                                    "\"one\"} 100\n"));
        assert_non_null(
            strstr(b.s, "kplan_client_cpu_cores{plan=\"demo\",run_id=\"demo-"
                        "1\",tier=\"one\",role=\"producer\"} 0.25\n"));
        /* p95 of 1.0 .. 10.9 ms is over 10 ms: fails, live. */
        assert_non_null(strstr(
            b.s, "kplan_criterion_pass{plan=\"demo\",run_id=\"demo-1\",tier="
                 "\"one\",criterion=\"0\",metric=\"produce.latency.p95_ms\","
                 "cmp=\"<=\"} 0\n"));
        /* Not judged yet: -1, and no value. */
        assert_non_null(strstr(b.s,
                               "tier=\"two\",criterion=\"1\",metric=\"consume."
                               "completeness\",cmp=\">=\"} -1\n"));
        assert_null(strstr(b.s, "kplan_criterion_value{plan=\"demo\",run_id="
                                "\"demo-1\",tier=\"two\""));
        /* A pending tier has a phase and no counts. */
        assert_non_null(strstr(b.s, "kplan_tier_phase{plan=\"demo\",run_id="
                                    "\"demo-1\",tier=\"two\"} 0\n"));
        assert_null(strstr(b.s, "kplan_produced_messages_total{plan=\"demo\","
                                "run_id=\"demo-1\",tier=\"two\""));
        /* A NAN rate is left out. */
        assert_null(strstr(b.s, "NaN"));
        kp_buf_free(&b);
        kp_live_snap_free(&s);
        kp_plan_destroy(p);
        kp_hist_destroy(h);
}

/* Escaping: backslash, quote and newline in a label value. */
static void test_escape(void **state)
{
        kp_live_snap s;
        kp_buf b = { 0 };
        (void)state;
        kp_live_snap_init(&s, NULL);
        snprintf(s.agent, sizeof(s.agent), "host\\1\n\"x\"");
        kp_live_snap_tier(&s, "t");
        kp_live_text(&s, &b);
        assert_non_null(strstr(b.s, "agent=\"host\\\\1\\n\\\"x\\\"\""));
        assert_null(strstr(b.s, "plan=")); /* an agent's: no plan */
        kp_buf_free(&b);
        kp_live_snap_free(&s);
}

int main(void)
{
        const struct CMUnitTest tests[] = {
                cmocka_unit_test(test_bounds),
                cmocka_unit_test(test_buckets),
                cmocka_unit_test(test_text),
                cmocka_unit_test(test_escape),
        };
        return cmocka_run_group_tests(tests, NULL, NULL);
}
