/* kafka/stamp: the index field carries the warm-up mark, and reading it
 * back gives the message's index without it, so that a warm-up message
 * is still the tier's message (completeness) but its latency is left out
 * of the end-to-end histogram. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <string.h>

#include "kafka/stamp.h"

static void test_index_round_trip(void **state)
{
        const uint64_t idx[] = { 0, 1, 999, UINT64_C(1) << 40,
                                 KP_STAMP_WARMUP - 1 };
        (void)state;
        for (size_t i = 0; i < sizeof(idx) / sizeof(idx[0]); i++) {
                uint64_t seq = 12345;
                assert_int_equal(
                    kp_stamp_index_split(kp_stamp_index(idx[i], 1), &seq), 1);
                assert_int_equal(seq, idx[i]);
                seq = 12345;
                assert_int_equal(
                    kp_stamp_index_split(kp_stamp_index(idx[i], 0), &seq), 0);
                assert_int_equal(seq, idx[i]);
        }
        /* A measured message's field is its index, as before the mark. */
        assert_int_equal(kp_stamp_index(42, 0), 42);
        assert_int_equal(kp_stamp_index(42, 1), KP_STAMP_WARMUP | 42);
}

/* The mark travels in a payload stamp, beside the time and the run tag. */
static void test_payload(void **state)
{
        unsigned char p[KP_STAMP_LEN + 8] = { 0 };
        int64_t wall = 0;
        uint64_t v = 0, seq = 0;
        (void)state;
        kp_stamp_write_head(p, 7);
        kp_stamp_le64(p + 8, 1700000000000000ULL);
        kp_stamp_le64(p + 16, kp_stamp_index(31, 1));
        assert_int_equal(kp_stamp_from_payload(p, sizeof(p), 7, &wall, &v), 1);
        assert_int_equal(wall, 1700000000000000LL);
        assert_int_equal(kp_stamp_index_split(v, &seq), 1);
        assert_int_equal(seq, 31);
        kp_stamp_le64(p + 16, kp_stamp_index(32, 0));
        assert_int_equal(kp_stamp_from_payload(p, sizeof(p), 7, &wall, &v), 1);
        assert_int_equal(kp_stamp_index_split(v, &seq), 0);
        assert_int_equal(seq, 32);
        /* Another run's stamp is not read. */
        assert_int_equal(kp_stamp_from_payload(p, sizeof(p), 8, &wall, &v), 0);
}

/* And in the kplan-seq header of payload files and short records. */
static void test_header(void **state)
{
        unsigned char h[8];
        uint64_t v = 0, seq = 0;
        (void)state;
        kp_stamp_le64(h, kp_stamp_index(5, 1));
        assert_int_equal(kp_stamp_from_header(h, sizeof(h), &v), 1);
        assert_int_equal(kp_stamp_index_split(v, &seq), 1);
        assert_int_equal(seq, 5);
        assert_int_equal(kp_stamp_from_header(h, 7, &v), 0);
}

int main(void)
{
        const struct CMUnitTest tests[] = {
                cmocka_unit_test(test_index_round_trip),
                cmocka_unit_test(test_payload),
                cmocka_unit_test(test_header),
        };
        return cmocka_run_group_tests(tests, NULL, NULL);
}
