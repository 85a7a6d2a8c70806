/*
 * libFuzzer target: parses the input as plan text, once as `kplan run`
 * does (every ${VAR} set to "1", relative files resolved from a directory
 * that does not exist) and once offline, as `kplan report` parses the
 * plan copy stored in results.json.
 *
 * Beyond "no crash, no leak": a failure always comes with a sentence, and
 * the plan copy of a plan that parses parses again offline (otherwise
 * `kplan report` could not read the results of a run that worked).
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "plan/plan.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static void broken(const char *what)
{
        fprintf(stderr, "fuzz_plan: broken contract: %s\n", what);
        abort();
}

static const char *fixed_getenv(void *opaque, const char *name)
{
        (void)opaque;
        (void)name;
        return "1";
}

static void discard(void *opaque, const char *msg)
{
        (void)opaque;
        (void)msg;
}

/* errstr starts without a NUL, as a caller's stack buffer may: a failure
 * that writes no sentence leaves it unterminated. */
static int has_sentence(const char *errstr, size_t n)
{
        return memchr(errstr, '\0', n) && errstr[0] != '\0';
}

/* Parses once; returns the plan or NULL, and checks the error contract. */
static kp_plan *parse(const uint8_t *data, size_t size, int offline)
{
        kp_plan_opts opts = { 0 };
        kp_plan *p = NULL;
        char errstr[1024];
        int rc;

        opts.getenv_fn = fixed_getenv;
        opts.warn = discard;
        opts.offline = offline;
        memset(errstr, 'X', sizeof(errstr));
        rc = kp_plan_parse((const char *)data, size, "fuzz.json",
                           "/nonexistent", &opts, &p, errstr, sizeof(errstr));
        if (rc == 0 && !p)
                broken("kp_plan_parse returned 0 without a plan");
        if (rc != 0 && p)
                broken("kp_plan_parse failed but returned a plan");
        if (rc != 0 && !has_sentence(errstr, sizeof(errstr)))
                broken("kp_plan_parse failed without an error message");
        return p;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
        kp_plan *p = parse(data, size, 0);
        char errstr[1024];

        if (p) {
                kp_plan *copy = NULL;

                if (kp_plan_from_source(p->source, &copy, errstr,
                                        sizeof(errstr)) != 0) {
                        fprintf(stderr, "fuzz_plan: %s\n", errstr);
                        broken("the plan copy of a valid plan does not parse");
                }
                if (copy->n_tiers != p->n_tiers)
                        broken("the plan copy has another number of tiers");
                kp_plan_destroy(copy);
                kp_plan_destroy(p);
        }
        kp_plan_destroy(parse(data, size, 1));
        return 0;
}
