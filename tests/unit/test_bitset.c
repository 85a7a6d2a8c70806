#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <pthread.h>

#include "base/bitset.h"

static void test_set_test_count(void **state)
{
        kp_bitset *b = NULL;
        (void)state;
        assert_int_equal(kp_bitset_new(130, &b), 0);
        assert_int_equal(kp_bitset_size(b), 130);
        assert_int_equal(kp_bitset_count(b), 0);
        /* First set of a bit says 0, a repeat says 1: a duplicate. */
        assert_int_equal(kp_bitset_set(b, 0), 0);
        assert_int_equal(kp_bitset_set(b, 63), 0);
        assert_int_equal(kp_bitset_set(b, 64), 0);
        assert_int_equal(kp_bitset_set(b, 129), 0);
        assert_int_equal(kp_bitset_set(b, 64), 1);
        /* Out of range: ignored, never counted. */
        assert_int_equal(kp_bitset_set(b, 130), 0);
        assert_int_equal(kp_bitset_set(b, UINT64_MAX), 0);
        assert_true(kp_bitset_test(b, 63));
        assert_false(kp_bitset_test(b, 62));
        assert_false(kp_bitset_test(b, 130));
        assert_int_equal(kp_bitset_count(b), 4);
        kp_bitset_destroy(b);
        kp_bitset_destroy(NULL);
        assert_int_equal(kp_bitset_new(0, &b), -1);
        assert_null(b);
}

/* Lost = acknowledged and not read back; found unacknowledged = read back
 * and never acknowledged. */
static void test_and_not(void **state)
{
        kp_bitset *acked = NULL, *seen = NULL;
        (void)state;
        assert_int_equal(kp_bitset_new(1000, &acked), 0);
        assert_int_equal(kp_bitset_new(1000, &seen), 0);
        for (uint64_t i = 0; i < 1000; i++) {
                if (i % 10 != 3) /* 100 never acknowledged */
                        kp_bitset_set(acked, i);
                if (i < 990) /* the last 10 never read back */
                        kp_bitset_set(seen, i);
        }
        assert_int_equal(kp_bitset_count(acked), 900);
        assert_int_equal(kp_bitset_count(seen), 990);
        /* 990..999 acked but unread: 9 of them (993 is unacked). */
        assert_int_equal(kp_bitset_count_and_not(acked, seen), 9);
        /* unacked and read: the 99 with i % 10 == 3 below 990. */
        assert_int_equal(kp_bitset_count_and_not(seen, acked), 99);
        assert_int_equal(kp_bitset_count_and_not(seen, NULL), 990);
        kp_bitset_destroy(acked);
        kp_bitset_destroy(seen);
}

typedef struct half {
        kp_bitset *b;
        uint64_t from, dups;
} half;

static void *set_every_other(void *arg)
{
        half *h = arg;
        for (uint64_t i = h->from; i < kp_bitset_size(h->b); i += 2)
                h->dups += (uint64_t)kp_bitset_set(h->b, i);
        /* Every bit of this thread again: all duplicates. */
        for (uint64_t i = h->from; i < kp_bitset_size(h->b); i += 2)
                h->dups += (uint64_t)kp_bitset_set(h->b, i);
        return NULL;
}

/* Two threads setting neighbouring bits of the same words lose none. */
static void test_threads(void **state)
{
        kp_bitset *b = NULL;
        pthread_t t[2];
        half h[2];
        (void)state;
        assert_int_equal(kp_bitset_new(200001, &b), 0);
        for (int k = 0; k < 2; k++) {
                h[k].b = b;
                h[k].from = (uint64_t)k;
                h[k].dups = 0;
                assert_int_equal(
                    pthread_create(&t[k], NULL, set_every_other, &h[k]), 0);
        }
        for (int k = 0; k < 2; k++)
                pthread_join(t[k], NULL);
        assert_int_equal(kp_bitset_count(b), 200001);
        assert_int_equal(h[0].dups + h[1].dups, 200001);
        kp_bitset_destroy(b);
}

int main(void)
{
        const struct CMUnitTest tests[] = {
                cmocka_unit_test(test_set_test_count),
                cmocka_unit_test(test_and_not),
                cmocka_unit_test(test_threads),
        };
        return cmocka_run_group_tests_name("bitset", tests, NULL, NULL);
}
