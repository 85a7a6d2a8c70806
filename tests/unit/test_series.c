/* results/series: a phase's series stays within its bound at any length;
 * a folded bucket's figures are those of the messages it holds (its
 * percentiles within base/chist's 1/32 of those of the same messages in
 * a base/hist); its buckets tile the phase; a short series is kept as
 * it was pushed; a day of one-second intervals makes a small
 * results.json. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "base/chist.h"
#include "base/hist.h"
#include "plan/plan.h"
#include "results/results.h"
#include "results/series.h"

#define DAY      86400
#define PATTERNS 64
#define PER_IV   20 /* values an interval holds */

/* The latencies of interval i: one of PATTERNS small sets, which
 * changes every few minutes and from second to second, a few with a
 * spike, so that buckets differ and a p95 is not a p50. */
static int pattern_of(size_t i)
{
        return (int)((i / 600 + (i % 7) * 5) % PATTERNS);
}

static int64_t value_of(int p, int j)
{
        if (p % 16 == 0 && j == PER_IV - 1)
                return 200000 + 1000 * p;
        return 1000 + 37 * p * j + 13 * j * j;
}

typedef struct fixture {
        kp_hist *pat[PATTERNS];
} fixture;

static void patterns_new(fixture *f)
{
        for (int p = 0; p < PATTERNS; p++) {
                f->pat[p] = kp_hist_new();
                assert_non_null(f->pat[p]);
                for (int j = 0; j < PER_IV; j++)
                        kp_hist_record(f->pat[p], value_of(p, j));
        }
}

static void patterns_free(fixture *f)
{
        for (int p = 0; p < PATTERNS; p++)
                kp_hist_destroy(f->pat[p]);
}

static kp_interval interval_of(const fixture *f, size_t i)
{
        kp_interval iv = { 0 };
        const kp_hist *h = f->pat[pattern_of(i)];
        iv.t_s = (double)(i + 1);
        iv.dur_s = 1.0;
        iv.msgs = PER_IV;
        iv.errors = i % 3 == 0;
        iv.msgs_per_sec = PER_IV;
        iv.mib_per_sec = 0.5;
        iv.p50_ms = (double)kp_hist_percentile(h, 50) / 1000.0;
        iv.p95_ms = (double)kp_hist_percentile(h, 95) / 1000.0;
        iv.p99_ms = (double)kp_hist_percentile(h, 99) / 1000.0;
        iv.max_ms = (double)kp_hist_max(h) / 1000.0;
        iv.min_ms = (double)kp_hist_min(h) / 1000.0;
        iv.mean_ms = kp_hist_mean(h) / 1000.0;
        return iv;
}

/* Pushes n intervals to l through a series, checking the bound at each
 * push. */
static void push_all(const fixture *f, kp_interval_list *l, size_t n)
{
        kp_series *s = kp_series_new(l);
        assert_non_null(s);
        for (size_t i = 0; i < n; i++) {
                kp_interval iv = interval_of(f, i);
                assert_int_equal(kp_series_push(s, &iv, f->pat[pattern_of(i)]),
                                 0);
                if (l->n > KP_SERIES_BOUND)
                        fail_msg("%zu buckets after %zu intervals", l->n,
                                 i + 1);
        }
        kp_series_destroy(s);
}

/* A percentile of the bucket (ms) against the same of its messages in
 * a base/hist (us): never below, above by at most 1/32. */
static void assert_within(double got_ms, int64_t want_us, const char *what,
                          size_t b)
{
        double got = got_ms * 1000.0, want = (double)want_us;
        if (got < want - 1e-6 || got > want * (1.0 + 1.0 / 32.0) + 1e-6)
                fail_msg("bucket %zu: %s %.0f us, of its messages %.0f us", b,
                         what, got, want);
}

/* 86,400 one-second intervals: 675 buckets of 128 s; each holds its
 * intervals' messages and errors, tiles the day, and its percentiles
 * are those of the merged histograms of its intervals. */
static void test_day(void **state)
{
        fixture f;
        kp_interval_list l = { 0 };
        kp_hist *ref = kp_hist_new();
        size_t first = 0;
        uint64_t msgs = 0;
        (void)state;
        assert_non_null(ref);
        patterns_new(&f);
        push_all(&f, &l, DAY);
        assert_int_equal(l.per, 128);
        assert_int_equal(l.n, DAY / 128);
        for (size_t b = 0; b < l.n; b++) {
                const kp_interval *v = &l.v[b];
                uint64_t errors = 0;
                double start = b ? l.v[b - 1].t_s : 0.0;
                assert_int_equal(v->intervals, 128);
                assert_true(fabs(v->t_s - v->dur_s - start) < 1e-6);
                uint64_t cnt[PATTERNS] = { 0 };
                kp_hist_reset(ref);
                for (size_t i = first; i < first + v->intervals; i++) {
                        cnt[pattern_of(i)]++;
                        errors += i % 3 == 0;
                }
                for (int q = 0; q < PATTERNS; q++)
                        for (int j = 0; cnt[q] && j < PER_IV; j++)
                                kp_hist_record_n(ref, value_of(q, j), cnt[q]);
                assert_int_equal(v->msgs, PER_IV * v->intervals);
                assert_int_equal(v->errors, errors);
                assert_true(fabs(v->msgs_per_sec - PER_IV) < 1e-9);
                assert_true(fabs(v->mib_per_sec - 0.5) < 1e-9);
                assert_within(v->p50_ms, kp_hist_percentile(ref, 50), "p50", b);
                assert_within(v->p95_ms, kp_hist_percentile(ref, 95), "p95", b);
                assert_within(v->p99_ms, kp_hist_percentile(ref, 99), "p99", b);
                assert_true(
                    fabs(v->min_ms * 1000.0 - (double)kp_hist_min(ref)) < 1e-6);
                assert_true(
                    fabs(v->max_ms * 1000.0 - (double)kp_hist_max(ref)) < 1e-6);
                assert_true(fabs(v->mean_ms * 1000.0 - kp_hist_mean(ref)) <
                            1e-3);
                first += v->intervals;
                msgs += v->msgs;
        }
        assert_int_equal(first, DAY);
        assert_int_equal(msgs, (uint64_t)PER_IV * DAY);
        assert_true(l.v[l.n - 1].t_s == (double)DAY);
        free(l.v);
        kp_hist_destroy(ref);
        patterns_free(&f);
}

/* A length that is not a multiple of the buckets' leaves a last bucket
 * that holds fewer, its end the phase's end. */
static void test_partial_last(void **state)
{
        fixture f;
        kp_interval_list l = { 0 };
        size_t n = KP_SERIES_BOUND * 3 + 5, held = 0;
        (void)state;
        patterns_new(&f);
        push_all(&f, &l, n);
        assert_int_equal(l.per, 4);
        for (size_t b = 0; b < l.n; b++)
                held += l.v[b].intervals;
        assert_int_equal(held, n);
        assert_int_equal(l.v[l.n - 1].intervals, 1);
        assert_true(l.v[l.n - 1].t_s == (double)n);
        free(l.v);
        patterns_free(&f);
}

/* Under the bound every interval is kept as it was pushed, and the
 * series is not marked folded: results.json stays as it was. */
static void test_short_kept(void **state)
{
        fixture f;
        kp_interval_list l = { 0 };
        (void)state;
        patterns_new(&f);
        push_all(&f, &l, KP_SERIES_BOUND);
        assert_int_equal(l.n, KP_SERIES_BOUND);
        assert_true(l.per <= 1);
        for (size_t i = 0; i < l.n; i++) {
                kp_interval want = interval_of(&f, i);
                assert_memory_equal(&l.v[i], &want, sizeof(want));
        }
        free(l.v);
        patterns_free(&f);
}

/* The coarse histogram: exact below 32 us, 1/32 above, never below the
 * value it holds; p0 and p100 exact. */
static void test_chist(void **state)
{
        kp_chist h;
        (void)state;
        kp_chist_reset(&h);
        assert_int_equal(kp_chist_percentile(&h, 50), 0);
        for (int64_t v = 0; v < 32; v++)
                kp_chist_record_n(&h, v, 1);
        assert_int_equal(kp_chist_percentile(&h, 50), 15);
        for (int64_t v = 33; v < KP_HIST_MAX_US; v = v * 3 + 1) {
                kp_chist_reset(&h);
                kp_chist_record_n(&h, 1, 1);
                kp_chist_record_n(&h, v, 1);
                kp_chist_record_n(&h, KP_HIST_MAX_US + 5, 1);
                int64_t got = kp_chist_percentile(&h, 50);
                assert_true(got >= v);
                assert_true((double)(got - v) <= (double)v / 32.0);
                assert_int_equal(kp_chist_percentile(&h, 0), 1);
                assert_int_equal(kp_chist_percentile(&h, 100), KP_HIST_MAX_US);
        }
}

static const char PLAN[] =
    "{\"name\": \"soak\", \"topic\": {\"name\": \"t1\", \"partitions\": "
    "3},\n"
    " \"tiers\": [{\"name\": \"day\", \"messages\": 1728000, \"rate\": "
    "20}]}\n";

/* A day's tier, produced and read back: results.json under 5 MB, and its
 * folded buckets read back as they were written. */
static void test_json_size(void **state)
{
        fixture f;
        kp_plan_opts opts = { 0 };
        kp_plan *p = NULL;
        kp_results *r = NULL, *back = NULL;
        char dir[] = "/tmp/kplan-series-XXXXXX", path[64], err[512] = "";
        struct stat st;
        kp_interval_list *pl, *bl;
        (void)state;
        patterns_new(&f);
        if (kp_plan_parse(PLAN, strlen(PLAN), "t.json", ".", &opts, &p, err,
                          sizeof(err)) ||
            kp_results_new(p, &r, err, sizeof(err)))
                fail_msg("%s", err);
        r->tiers[0].produce.ran = 1;
        r->tiers[0].consume.ran = 1;
        push_all(&f, &r->tiers[0].produce.intervals, DAY);
        {
                kp_interval_list *cl = &r->tiers[0].consume.intervals;
                const kp_interval_list *pr = &r->tiers[0].produce.intervals;
                cl->v = malloc(pr->n * sizeof(*cl->v));
                assert_non_null(cl->v);
                memcpy(cl->v, pr->v, pr->n * sizeof(*cl->v));
                cl->n = cl->cap = pr->n;
                cl->per = pr->per;
        }
        assert_non_null(mkdtemp(dir));
        snprintf(path, sizeof(path), "%s/results.json", dir);
        if (kp_results_save(r, NULL, path, err, sizeof(err)))
                fail_msg("%s", err);
        assert_int_equal(stat(path, &st), 0);
        if (st.st_size >= 5 * 1000 * 1000)
                fail_msg("results.json of a day: %lld bytes",
                         (long long)st.st_size);
        if (kp_results_load(path, &back, err, sizeof(err)))
                fail_msg("%s", err);
        pl = &r->tiers[0].produce.intervals;
        bl = &back->tiers[0].produce.intervals;
        assert_int_equal(bl->n, pl->n);
        assert_int_equal(bl->per, pl->per);
        for (size_t i = 0; i < pl->n; i++) {
                assert_int_equal(bl->v[i].intervals, pl->v[i].intervals);
                assert_true(fabs(bl->v[i].min_ms - pl->v[i].min_ms) < 1e-9);
                assert_true(fabs(bl->v[i].mean_ms - pl->v[i].mean_ms) < 1e-6);
                assert_true(fabs(bl->v[i].p95_ms - pl->v[i].p95_ms) < 1e-9);
        }
        unlink(path);
        rmdir(dir);
        kp_results_destroy(back);
        kp_results_destroy(r);
        kp_plan_destroy(p);
        patterns_free(&f);
}

int main(void)
{
        const struct CMUnitTest tests[] = {
                cmocka_unit_test(test_chist),
                cmocka_unit_test(test_short_kept),
                cmocka_unit_test(test_partial_last),
                cmocka_unit_test(test_day),
                cmocka_unit_test(test_json_size),
        };
        return cmocka_run_group_tests(tests, NULL, NULL);
}
