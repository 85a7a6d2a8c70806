/*
 * Hand-made runs for the evaluation and comparison tests: a results
 * model for a plan, every tier pending until the test sets its figures.
 * Include once per test program, after cmocka.h.
 */
#ifndef KP_TEST_HAND_MADE_H
#define KP_TEST_HAND_MADE_H

#include <string.h>

#include "evaluate/evaluate.h"
#include "model/results.h"
#include "plan/plan.h"

/* The results model of a plan: text when path is NULL, else the file. */
static kp_results *plan_run(const char *path, const char *text)
{
        kp_plan_opts opts = { 0 };
        kp_plan *p = NULL;
        kp_results *r = NULL;
        char err[1024] = "";
        if (path ? kp_plan_load(path, &opts, &p, err, sizeof(err))
                 : kp_plan_parse(text, strlen(text), "t.json", ".", &opts, &p,
                                 err, sizeof(err)))
                fail_msg("plan: %s", err);
        if (kp_results_new(p, &r, err, sizeof(err)))
                fail_msg("results: %s", err);
        kp_plan_destroy(p);
        return r;
}

/* A results model for a plan written inline. */
static kp_results *new_run(const char *plan_json)
{
        return plan_run(NULL, plan_json);
}

static kp_tier_result *tier(kp_results *r, const char *name)
{
        kp_tier_result *t = kp_results_tier(r, name);
        if (!t)
                fail_msg("no tier \"%s\"", name);
        return t;
}

static kp_evaluation *evaluate(const kp_results *r)
{
        kp_evaluation *e = NULL;
        char err[512] = "";
        if (kp_evaluate(r, &e, err, sizeof(err)))
                fail_msg("evaluate: %s", err);
        return e;
}

#endif
