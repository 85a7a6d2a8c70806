/* plan/plan_inputs.c: the local checks of what a command line names. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <cmocka.h>

#include "plan/plan.h"

static void bad_topic(const char *t, const char *want)
{
        char err[256] = "";
        assert_int_equal(kp_topic_name_check(t, err, sizeof(err)), -1);
        if (!strstr(err, want))
                fail_msg("\"%s\": expected \"%s\" in \"%s\"", t, want, err);
}

static void test_topic_names(void **state)
{
        char err[256], name[251];
        (void)state;
        assert_int_equal(kp_topic_name_check("kplan.t-1_x", err, sizeof(err)),
                         0);
        memset(name, 'a', 249);
        name[249] = '\0';
        assert_int_equal(kp_topic_name_check(name, err, sizeof(err)), 0);
        name[249] = 'a';
        name[250] = '\0';
        bad_topic(name, "at most 249 characters, got 250");
        bad_topic("", "cannot be empty");
        bad_topic(".", "Kafka does not allow \".\" or \"..\"");
        bad_topic("..", "Kafka does not allow");
        bad_topic("a b", "has ' '");
        bad_topic("a/b", "has '/'");
        bad_topic("caf\xc3\xa9", "holds only letters");
}

static void bad_boot(const char *b, const char *want)
{
        char err[256] = "";
        assert_int_equal(kp_bootstrap_check(b, err, sizeof(err)), -1);
        if (!strstr(err, want))
                fail_msg("\"%s\": expected \"%s\" in \"%s\"", b, want, err);
}

static void test_bootstrap(void **state)
{
        static const char *const good[] = {
                "localhost:9092", "a:1,b:65535", " a:9092 , b:9093 ", "broker",
                "SSL://k1:9093",  "[::1]:9092",  "[fe80::1]",
        };
        char err[256];
        (void)state;
        for (size_t i = 0; i < sizeof(good) / sizeof(*good); i++)
                if (kp_bootstrap_check(good[i], err, sizeof(err)))
                        fail_msg("\"%s\": %s", good[i], err);
        bad_boot("", "the bootstrap list is empty");
        bad_boot("   ", "the bootstrap list is empty");
        bad_boot(",", "an empty entry");
        bad_boot("a:9092,,b:9092", "an empty entry");
        bad_boot("a:9092,", "an empty entry");
        bad_boot("a:0", "expected a port from 1 to 65535");
        bad_boot("a:65536", "expected a port from 1 to 65535");
        bad_boot("a:", "no port after ':'");
        bad_boot("a:x1", "expected a port");
        bad_boot(":9092", "names no host");
        bad_boot("SSL://", "names no host");
        bad_boot("a b:9092", "is not host:port");
        bad_boot("[::1", "[address]:port");
        bad_boot("[::1]9092", "expected :port after ]");
}

static void test_payload_files(void **state)
{
        char dir[] = "/tmp/kplan-inputs-XXXXXX", path[64], err[512];
        FILE *fp;
        (void)state;
        assert_non_null(mkdtemp(dir));
        snprintf(path, sizeof(path), "%s/p.txt", dir);
        assert_int_equal(kp_payload_file_check(path, NULL, err, sizeof(err)),
                         -1);
        assert_non_null(strstr(err, "cannot open"));
        fp = fopen(path, "w");
        assert_non_null(fp);
        fclose(fp);
        assert_int_equal(kp_payload_file_check(path, NULL, err, sizeof(err)),
                         -1);
        assert_non_null(strstr(err, "is empty"));
        fp = fopen(path, "w");
        fputs("\n\n||", fp);
        fclose(fp);
        assert_int_equal(kp_payload_file_check(path, "\n", err, sizeof(err)),
                         0); /* "||" is a record between newlines */
        assert_int_equal(kp_payload_file_check(path, "||", err, sizeof(err)),
                         0); /* "\n\n" is one before "||" */
        fp = fopen(path, "w");
        fputs("||||", fp);
        fclose(fp);
        assert_int_equal(kp_payload_file_check(path, "||", err, sizeof(err)),
                         -1);
        assert_non_null(strstr(err, "holds no record: only delimiters"));
        unlink(path);
        rmdir(dir);
}

int main(void)
{
        const struct CMUnitTest tests[] = {
                cmocka_unit_test(test_topic_names),
                cmocka_unit_test(test_bootstrap),
                cmocka_unit_test(test_payload_files),
        };
        return cmocka_run_group_tests_name("plan_inputs", tests, NULL, NULL);
}
