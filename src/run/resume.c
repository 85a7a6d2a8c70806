/*
 * kplan run --resume DIR (resume.h): the run's plan copy, the checks
 * that it is the same run against the same cluster, and its attempts.
 */
#include "run/resume.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "base/json.h"
#include "base/props.h"
#include "base/sha256.h"
#include "base/util.h"
#include "evaluate/evaluate.h"
#include "kafka/clientconf.h"

#define RESULTS_MAX (512 * 1024 * 1024)

/* Whether some member of j, at any depth, is a secret client property
 * (sasl.password, ssl.key.password, ...) written out rather than taken
 * from the environment ("${NAME}"). */
static int inline_secret(const cJSON *j)
{
        const cJSON *x;
        cJSON_ArrayForEach(x, j)
        {
                if (x->string && kp_is_secret_key(x->string) &&
                    cJSON_IsString(x) && strncmp(x->valuestring, "${", 2) != 0)
                        return 1;
                if ((cJSON_IsObject(x) || cJSON_IsArray(x)) && inline_secret(x))
                        return 1;
        }
        return 0;
}

int kp_run_resume_keep_plan(const kp_plan *p, const char *dir, char *errstr,
                            size_t errstr_size)
{
        char *text = NULL, *copy = NULL, sha[65];
        size_t len;
        int ret = -1;
        if (kp_read_file(p->path, KP_PLAN_MAX_BYTES, &text, &len, errstr,
                         errstr_size))
                return -1;
        kp_sha256_hex(text, len, sha);
        if (strcmp(sha, p->sha256) != 0) {
                kp_err(errstr, errstr_size,
                       "%s changed while the run started: start it again",
                       p->path);
                goto out;
        }
        /* A secret written in the plan is stored nowhere else: --resume
         * then reads the plan file itself, checked by its SHA-256. */
        {
                cJSON *j = cJSON_ParseWithLength(text, len);
                int secret = !j || inline_secret(j);
                cJSON_Delete(j);
                if (secret) {
                        ret = 0;
                        goto out;
                }
        }
        copy = kp_path_join(dir, KP_RUN_PLAN_COPY);
        if (!copy) {
                kp_err(errstr, errstr_size, "out of memory");
                goto out;
        }
        ret = kp_write_file_atomic(copy, text, len, errstr, errstr_size);
out:
        free(copy);
        free(text);
        return ret;
}

/* The first place where a and b differ, as a JSON path, into path. */
static void first_diff(const cJSON *a, const cJSON *b, char *path, size_t size)
{
        const cJSON *x;
        size_t i = 0;
        char sub[512];
        if (!a || !b || (cJSON_IsObject(a) != cJSON_IsObject(b)) ||
            (cJSON_IsArray(a) != cJSON_IsArray(b)))
                return;
        if (cJSON_IsArray(a) && cJSON_GetArraySize(a) != cJSON_GetArraySize(b))
                return;
        cJSON_ArrayForEach(x, a)
        {
                const cJSON *y =
                    cJSON_IsObject(a)
                        ? cJSON_GetObjectItemCaseSensitive(b, x->string)
                        : cJSON_GetArrayItem(b, (int)i);
                if (!y || !cJSON_Compare(x, y, 1)) {
                        if (cJSON_IsObject(a))
                                kp_json_path_key(sub, sizeof(sub), path,
                                                 x->string);
                        else
                                kp_json_path_index(sub, sizeof(sub), path, i);
                        snprintf(path, size, "%s", sub);
                        if (y)
                                first_diff(x, y, path, size);
                        return;
                }
                i++;
        }
        /* A key of b that a lacks. */
        cJSON_ArrayForEach(x, b)
        {
                if (cJSON_IsObject(b) &&
                    !cJSON_GetObjectItemCaseSensitive(a, x->string)) {
                        kp_json_path_key(sub, sizeof(sub), path, x->string);
                        snprintf(path, size, "%s", sub);
                        return;
                }
        }
}

/* The resumed plan's warnings, as every command prints a plan's. */
static void warn(void *opaque, const char *msg)
{
        (void)opaque;
        fprintf(stderr, "kplan: warning: %s\n", msg);
}

/* A run already over: what it was, and its verdict's exit code. */
static int over(const char *dir, const kp_results *r)
{
        kp_evaluation *e = NULL;
        char err[512];
        int rc = KP_EXIT_FAIL;
        if (kp_evaluate(r, &e, err, sizeof(err)) == 0) {
                printf("kplan run: the run in %s is %s (verdict %s): "
                       "nothing to resume\n",
                       dir, r->status, kp_verdict_str(e->verdict));
                rc = kp_verdict_exit(e->verdict);
        } else {
                printf("kplan run: the run in %s is %s: nothing to resume "
                       "(%s)\n",
                       dir, r->status, err);
        }
        kp_evaluation_destroy(e);
        return rc;
}

/* The run's overrides again, unless one holds a secret, never stored. */
static int stored_sets(const kp_results *r, const char *const **sets,
                       size_t *n_sets, const char *dir)
{
        for (size_t i = 0; i < r->plan->n_overrides; i++)
                if (strstr(r->plan->overrides[i], KP_REDACTED)) {
                        fprintf(stderr,
                                "kplan run: --resume %s: the run had --set "
                                "%s, whose secret is never stored: give "
                                "every --set option of the run again\n",
                                dir, r->plan->overrides[i]);
                        return -1;
                }
        *sets = (const char *const *)r->plan->overrides;
        *n_sets = r->plan->n_overrides;
        return 0;
}

static int is_finished(kp_tier_status s)
{
        return s == KP_TIER_COMPLETE || s == KP_TIER_INCOMPLETE ||
               s == KP_TIER_FAILED;
}

/* The plan copy in dir, checked against the run's SHA-256 and against the
 * plan file where the run read it, parsed again as the run did. */
static int plan_again(const char *dir, const kp_results *r, const cJSON *source,
                      const char *const *sets, size_t n_sets, kp_plan **out)
{
        kp_plan_opts opts = { 0 };
        char *copy = kp_path_join(dir, KP_RUN_PLAN_COPY), *text = NULL,
             *pdir = NULL, err[1024], sha[65], now[65], path[512] = "";
        size_t len;
        int ret = -1;
        *out = NULL;
        if (!copy) {
                fprintf(stderr, "kplan run: out of memory\n");
                goto out;
        }
        /* No copy: the plan writes a secret out, which the run keeps
         * nowhere; the plan file itself, unchanged, is read again. */
        if (access(copy, F_OK) != 0 && r->plan_path &&
            access(r->plan_path, R_OK) == 0) {
                free(copy);
                copy = strdup(r->plan_path);
                if (!copy) {
                        fprintf(stderr, "kplan run: out of memory\n");
                        goto out;
                }
        }
        if (kp_read_file(copy, KP_PLAN_MAX_BYTES, &text, &len, err,
                         sizeof(err))) {
                fprintf(stderr,
                        "kplan run: --resume %s: no plan copy (%s) and no "
                        "plan file at %s: a run whose plan writes a secret "
                        "out keeps no copy and needs its plan file, "
                        "unchanged; a run of an older kplan cannot be "
                        "resumed\n",
                        dir, KP_RUN_PLAN_COPY,
                        r->plan_path ? r->plan_path : "its path");
                goto out;
        }
        kp_sha256_hex(text, len, sha);
        if (strcmp(sha, r->plan_sha256) != 0) {
                fprintf(stderr,
                        "kplan run: --resume %s: its plan copy %s has "
                        "changed since the run started (SHA-256 %.12s..., "
                        "the run's %.12s...)\n",
                        dir, copy, sha, r->plan_sha256);
                goto out;
        }
        if (r->plan_path && access(r->plan_path, R_OK) == 0 &&
            kp_sha256_file(r->plan_path, KP_PLAN_MAX_BYTES, now, err,
                           sizeof(err)) == 0 &&
            strcmp(now, r->plan_sha256) != 0) {
                fprintf(stderr,
                        "kplan run: --resume %s: the plan %s has changed "
                        "since the run started (SHA-256 %.12s..., the "
                        "run's %.12s...): a resumed run runs the plan it "
                        "started with; restore the file, or start a new "
                        "run\n",
                        dir, r->plan_path, now, r->plan_sha256);
                goto out;
        }
        /* Relative paths in it resolve from where the plan file was. */
        pdir = kp_dirname(r->plan_path ? r->plan_path : copy);
        opts.warn = warn;
        opts.sets = sets;
        opts.n_sets = n_sets;
        if (!pdir ||
            kp_plan_parse(text, len, r->plan_path ? r->plan_path : copy, pdir,
                          &opts, out, err, sizeof(err)) ||
            kp_clientconf_check_plan(*out, err, sizeof(err)) ||
            (r->plan->scale != 1 &&
             kp_plan_scale(*out, r->plan->scale, err, sizeof(err)))) {
                fprintf(stderr, "kplan run: --resume %s: %s\n", dir,
                        pdir ? err : "out of memory");
                goto out;
        }
        if (!cJSON_Compare((*out)->source, source, 1)) {
                first_diff((*out)->source, source, path, sizeof(path));
                fprintf(stderr,
                        "kplan run: --resume %s: the plan reads differently "
                        "from the plan as run (at %s): an environment "
                        "variable it uses, or an override, is not what it "
                        "was\n",
                        dir, *path ? path : "its top");
                goto out;
        }
        ret = 0;
out:
        if (ret) {
                kp_plan_destroy(*out);
                *out = NULL;
        }
        free(copy);
        free(text);
        free(pdir);
        return ret;
}

int kp_run_resume_load(const char *dir, const char *const *sets, size_t n_sets,
                       kp_plan **plan, kp_results **r, int *rc)
{
        char *file = kp_path_join(dir, "results.json"), *text = NULL, err[1024];
        size_t len;
        kp_json_doc *doc = NULL;
        const cJSON *tiers, *it;
        size_t i = 0;
        int ret = -1;
        *plan = NULL;
        *r = NULL;
        *rc = KP_EXIT_USAGE;
        if (!file ||
            kp_read_file(file, RESULTS_MAX, &text, &len, err, sizeof(err))) {
                fprintf(stderr,
                        "kplan run: --resume %s: not a kplan run "
                        "directory: %s\n",
                        dir, file ? err : "out of memory");
                goto out;
        }
        if (kp_json_parse(text, len, file, &doc, err, sizeof(err)) ||
            kp_results_from_json(kp_json_root(doc), r, err, sizeof(err))) {
                fprintf(stderr,
                        "kplan run: --resume %s: not a kplan run "
                        "directory: %s: %s\n",
                        dir, file, err);
                goto out;
        }
        if (strcmp((*r)->status, "running") != 0 &&
            strcmp((*r)->status, "interrupted") != 0) {
                *rc = over(dir, *r);
                goto out;
        }
        if (!n_sets && stored_sets(*r, &sets, &n_sets, dir))
                goto out;
        if (plan_again(
                dir, *r,
                cJSON_GetObjectItemCaseSensitive(
                    cJSON_GetObjectItemCaseSensitive(kp_json_root(doc), "plan"),
                    "source"),
                sets, n_sets, plan))
                goto out;
        /* The tiers that ran to their end, as written. */
        tiers = cJSON_GetObjectItemCaseSensitive(kp_json_root(doc), "tiers");
        cJSON_ArrayForEach(it, tiers)
        {
                if (i < (*r)->n_tiers && is_finished((*r)->tiers[i].status)) {
                        (*r)->tiers[i].kept = cJSON_Duplicate(it, 1);
                        if (!(*r)->tiers[i].kept) {
                                fprintf(stderr, "kplan run: out of memory\n");
                                goto out;
                        }
                }
                i++;
        }
        ret = 0;
out:
        if (ret) {
                kp_plan_destroy(*plan);
                *plan = NULL;
                kp_results_destroy(*r);
                *r = NULL;
        }
        kp_json_doc_destroy(doc);
        free(text);
        free(file);
        return ret;
}

int kp_run_resume_check_client(const kp_plan *plan, const kp_kvlist *extra,
                               const kp_results *r, char *errstr,
                               size_t errstr_size)
{
        kp_kvlist now = { 0 };
        int ret = -1;
        if (r->cluster.embedded != (plan->bootstrap == NULL) ||
            (plan->bootstrap && r->cluster.bootstrap &&
             strcmp(plan->bootstrap, r->cluster.bootstrap) != 0))
                return kp_err(errstr, errstr_size,
                              "the run was against %s; this would connect "
                              "to %s",
                              r->cluster.embedded    ? "the embedded cluster"
                              : r->cluster.bootstrap ? r->cluster.bootstrap
                                                     : "a Kafka cluster",
                              plan->bootstrap ? plan->bootstrap
                                              : "the embedded cluster");
        /* As the run stored them (engine.c): redacted. */
        for (size_t i = 0; i < plan->client.n; i++)
                kp_kv_set(&now, plan->client.items[i].key,
                          kp_redact(plan->client.items[i].key,
                                    plan->client.items[i].value));
        for (size_t i = 0; i < extra->n; i++)
                kp_kv_set(
                    &now, extra->items[i].key,
                    kp_redact(extra->items[i].key, extra->items[i].value));
        kp_kv_unset(&now, "bootstrap.servers");
        for (size_t i = 0; i < r->client_config.n; i++) {
                const char *k = r->client_config.items[i].key,
                           *v = kp_kv_get(&now, k);
                if (strcmp(k, "bootstrap.servers") == 0)
                        continue;
                if (!v || strcmp(v, r->client_config.items[i].value) != 0) {
                        kp_err(errstr, errstr_size,
                               "the client property %s was %s in the run, "
                               "%s now: give the -X options the run was "
                               "started with",
                               k, r->client_config.items[i].value,
                               v ? v : "not set");
                        goto out;
                }
        }
        for (size_t i = 0; i < now.n; i++)
                if (!kp_kv_get(&r->client_config, now.items[i].key)) {
                        kp_err(errstr, errstr_size,
                               "the client property %s was not set in the "
                               "run, %s now",
                               now.items[i].key, now.items[i].value);
                        goto out;
                }
        ret = 0;
out:
        kp_kv_free(&now);
        return ret;
}

/* The messages topic gained since start (the last attempt's, read back
 * now), or -1 when they cannot be read. */
static int64_t written_since(kp_cluster *c, const kp_attempt_cut *x)
{
        int64_t *high = calloc(x->n_start + 1, sizeof(*high)), n = 0;
        char err[256];
        if (!high || !x->topic ||
            kp_cluster_high_watermarks(c, x->topic, (int)x->n_start, high, err,
                                       sizeof(err))) {
                free(high);
                return -1;
        }
        for (size_t p = 0; p < x->n_start; p++)
                if (high[p] > x->start[p])
                        n += high[p] - x->start[p];
        free(high);
        return n;
}

/* How the last attempt ended, and which tiers run again. */
static void settle_last(kp_cluster *c, kp_results *r)
{
        kp_attempt *last =
            r->n_attempts ? &r->attempts[r->n_attempts - 1] : NULL;
        if (last && strcmp(last->status, "running") == 0)
                kp_attempt_set_status(last, "killed");
        for (size_t i = 0; last && i < last->n_cut; i++) {
                kp_attempt_cut *x = &last->cut[i];
                if (x->written < 0 && x->n_start && !r->cluster.embedded)
                        x->written = written_since(c, x);
        }
        for (size_t i = 0; i < r->n_tiers;) {
                const kp_tier *t = &r->plan->tiers[i];
                size_t end = i + 1;
                int again = 0;
                while (t->parallel_group && end < r->n_tiers &&
                       r->plan->tiers[end].parallel_group &&
                       strcmp(r->plan->tiers[end].parallel_group,
                              t->parallel_group) == 0)
                        end++;
                for (size_t k = i; k < end; k++)
                        if (!is_finished(r->tiers[k].status))
                                again = 1;
                for (size_t k = i; again && k < end; k++) {
                        kp_tier_result *tr = &r->tiers[k];
                        kp_attempt_cut *x =
                            last ? kp_attempt_cut_of(last, tr->name) : NULL;
                        if (x && tr->status == KP_TIER_INTERRUPTED &&
                            tr->produce.ran) {
                                x->sent = (int64_t)tr->produce.sent;
                                x->delivered = (int64_t)tr->produce.delivered;
                        }
                        kp_tier_result_reset(tr);
                }
                i = end;
        }
}

int kp_run_resume_cluster(kp_cluster *c, kp_results *r, const kp_plan *plan,
                          char *errstr, size_t errstr_size)
{
        kp_cluster_info now = { 0 };
        int ret = -1;
        now.controller_id = -1;
        if (kp_cluster_describe(c, &now, errstr, errstr_size))
                goto out;
        if (!r->cluster.embedded && r->cluster.cluster_id && now.cluster_id &&
            strcmp(r->cluster.cluster_id, now.cluster_id) != 0) {
                kp_err(errstr, errstr_size,
                       "%s is not the run's cluster: its id is %s, the "
                       "run's was %s",
                       r->cluster.bootstrap, now.cluster_id,
                       r->cluster.cluster_id);
                goto out;
        }
        for (size_t i = 0; i < r->cluster.n_topics; i++) {
                const kp_topic_info *was = &r->cluster.topics[i];
                kp_topic_want w = { 0 };
                kp_topic_info is = { 0 };
                char why[1024];
                w.name = was->name;
                w.partitions = was->partitions;
                w.replication_factor = was->replication_factor;
                w.config = &plan->topic_config;
                /* The embedded cluster is new: its topic too. */
                w.create = r->cluster.embedded;
                w.accept_existing = was->accepted;
                if (kp_cluster_ensure_topic(c, &w, &is, &now, why,
                                            sizeof(why))) {
                        kp_err(errstr, errstr_size,
                               "the run's topic %s no longer matches what "
                               "it read back before its first tier: %s",
                               was->name, why);
                        goto out;
                }
                if (is.partitions != was->partitions) {
                        kp_err(errstr, errstr_size,
                               "the run's topic %s has %d partitions; it "
                               "had %d before the run's first tier",
                               was->name, is.partitions, was->partitions);
                        kp_topic_info_clear(&is);
                        goto out;
                }
                kp_topic_info_clear(&is);
        }
        settle_last(c, r);
        ret = 0;
out:
        free(now.bootstrap);
        free(now.cluster_id);
        free(now.broker_version);
        kp_kv_free(&now.broker_config);
        free(now.apis);
        for (size_t i = 0; i < now.n_brokers; i++)
                free(now.brokers[i].host);
        free(now.brokers);
        for (size_t i = 0; i < now.n_topics; i++)
                kp_topic_info_clear(&now.topics[i]);
        free(now.topics);
        for (size_t i = 0; i < now.n_warnings; i++)
                free(now.warnings[i]);
        free(now.warnings);
        return ret;
}

int kp_run_resume_mark(kp_cluster *c, kp_results *r, size_t first, size_t last,
                       char *errstr, size_t errstr_size)
{
        kp_attempt *a = &r->attempts[r->n_attempts - 1];
        char at[32];
        kp_fmt_utc_iso(at, sizeof(at), kp_wall_us());
        for (size_t i = first; i < last; i++) {
                const kp_tier_result *tr = &r->tiers[i];
                const kp_topic_info *ti = kp_results_topic(r, tr->topic);
                int64_t *high = NULL;
                size_t n = ti ? (size_t)ti->partitions : 0;
                char err[256];
                if (n) {
                        high = calloc(n, sizeof(*high));
                        if (!high)
                                return kp_err(errstr, errstr_size,
                                              "out of memory");
                        /* Unknown offsets only lose the count of what a
                         * killed attempt wrote. */
                        if (kp_cluster_high_watermarks(c, tr->topic, (int)n,
                                                       high, err, sizeof(err)))
                                n = 0;
                }
                if (kp_attempt_cut_add(a, tr->name, tr->topic, at, high, n)) {
                        free(high);
                        return kp_err(errstr, errstr_size, "out of memory");
                }
                free(high);
        }
        return 0;
}

int kp_run_resume_settle(kp_results *r, size_t first, size_t last)
{
        kp_attempt *a = &r->attempts[r->n_attempts - 1];
        for (size_t i = first; i < last; i++) {
                const kp_tier_result *tr = &r->tiers[i];
                kp_attempt_cut *x = kp_attempt_cut_of(a, tr->name);
                if (tr->status == KP_TIER_INTERRUPTED ||
                    tr->status == KP_TIER_PENDING) {
                        if (x && tr->produce.ran) {
                                x->sent = (int64_t)tr->produce.sent;
                                x->delivered = (int64_t)tr->produce.delivered;
                        }
                        continue;
                }
                if (kp_attempt_tier_done(a, tr->name))
                        return -1;
        }
        return 0;
}
