/*
 * model_priv: what the parts of the report model's builder share. Not a
 * public interface: only the report model's own files include it.
 *
 * The calls run one way, down: model.c (kp_rmodel_build) calls the parts
 * (model_<part>.c: each builds one part of kp_rmodel); the parts call
 * the words and the building blocks below them (model_builder.c,
 * model_words.c, metric_words.c, format.c, the *_words.c catalogs). A
 * part may use another part's helper, never one above it, and nothing
 * calls back into model.c.
 *
 * Every helper records a failed allocation in the builder (mb.oom) and
 * carries on, so that the model is built in one pass and checked once.
 */
#ifndef KP_REPORT_MODEL_PRIV_H
#define KP_REPORT_MODEL_PRIV_H

#include <stddef.h>
#include <stdint.h>

#include "base/util.h"
#include "evaluate/broker_side.h"
#include "report/words/lang.h"
#include "report/model/model.h"

typedef struct mb {
        int oom;
        kp_lang lang; /* the report's: every word comes from its catalog */
        const kp_results *r; /* the results the model is of (borrowed), or
                                NULL */
} mb;

/* The string of key in the builder's language (report/words/lang.h). */
#define MB_TR(b, key) kp_tr((b)->lang, KP_S_##key)

/* Building blocks (model_builder.c). */
char *mb_strdup(mb *b, const char *s); /* NULL s: "" */
char *mb_printf(mb *b, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));
char *mb_take(mb *b, kp_buf *s); /* the buffer's string, "" when empty */
void *mb_calloc(mb *b, size_t n, size_t size); /* n + 1 zeroed elements */
/* arr, of n elements of size bytes, grown by one zeroed element at
 * arr[n]; NULL (b->oom set, arr left as it was) when out of memory. */
void *mb_grow(mb *b, void *arr, size_t n, size_t size);

/* Cells (model.h): text only; a number with its text; a count; a value
 * through a formatter; the same but "" when v is not finite; a duration
 * in seconds ("3.1 s", raw seconds). */
void mb_cell_text(mb *b, kp_rm_cell *c, const char *text);
void mb_cell_num(mb *b, kp_rm_cell *c, const char *text, double raw,
                 kp_rm_fmt fmt);
void mb_cell_count(mb *b, kp_rm_cell *c, uint64_t n);
void mb_cell_fmt(mb *b, kp_rm_cell *c, double v,
                 const char *(*fmt)(char *, size_t, double), kp_rm_fmt kind);
void mb_cell_opt(mb *b, kp_rm_cell *c, double v,
                 const char *(*fmt)(char *, size_t, double), kp_rm_fmt kind);
void mb_cell_duration(mb *b, kp_rm_cell *c, double seconds);
void mb_cell_free(kp_rm_cell *c);
/* mb_cell_free() on each of the n cells c points to. */
void mb_cells_free(kp_rm_cell *const *c, size_t n);
/* Frees the n strings of s, then s. */
void mb_strs_free(char **s, size_t n);

void mb_kv_build(mb *b, kp_rm_kv *kv, const kp_kvlist *l);
void mb_kv_free(kp_rm_kv *kv);

/* The plan tier of results tier i (same index, checked by name). */
const kp_tier *mb_spec(const kp_results *r, size_t i);

/* The distinct values of a sweep's first (which 1) or second (2)
 * parameter, in plan order: the index of the first point with each
 * (*n of them; NULL, with b->oom, when memory runs out). Caller frees. */
size_t *mb_sweep_distinct(mb *b, const kp_sweep_eval *s, int which, size_t *n);

/* The spreadsheet format that shows v in a catalog unit ("msg/s",
 * "MiB/s", "ms", "ratio") with the digits kp_rfmt_metric gives it, for a
 * cell whose kind would be kind; kind itself for another unit or kind.
 * mb_cell_fmt() and mb_cell_opt() apply it to the formatters of those
 * units (kp_rfmt_rate, _mib, _ms, _pct). */
kp_rm_fmt mb_fmt_digits(const char *unit, double v, kp_rm_fmt kind);

/* The number format of a value in a catalog unit. */
kp_rm_fmt mb_fmt_for_unit(const char *unit);
/* "not judged" on c (kp_rm_cell.mark) when it was measured and no
 * criterion judged it (state plain, every check of it N/A, or a check
 * that could not judge it: incomplete). */
void mb_mark_unjudged(mb *b, kp_rm_cell *c);

/* Words in the builder's language (model_words.c): a verdict ("PASS"), a
 * tier's state ("complete"), an operator ("at most"), cluster events
 * ("broker 2 left, seen at t=1.0 s (produce phase)", "; " between them). */
const char *mb_verdict_words(const mb *b, kp_verdict v);
const char *mb_status_words(const mb *b, kp_tier_status s);
const char *mb_op_words(const mb *b, kp_cmp c);
void mb_event_words(const mb *b, const kp_cluster_event *ev, kp_buf *out);
void mb_events_words(const mb *b, const kp_event_list *l, kp_buf *out);
/* The broker's API versions and how many there are ("Produce v0–11, ...
 * (17 APIs in all, listed in results.json)"), appended to out. */
void mb_api_words(const mb *b, const kp_cluster_info *c, kp_buf *out);

/* model_tiers.c: results tier i as the reports show it (its plan tier
 * found by mb_spec()); freed by mb_tier_free(). */
void mb_tier_build(mb *b, const kp_results *r, const kp_evaluation *e, size_t i,
                   kp_rm_tier *t);
void mb_tier_free(kp_rm_tier *t);
void mb_extrap_build(mb *b, const kp_results *r, const kp_evaluation *e,
                     kp_rm_extrap *x);
void mb_extrap_free(kp_rm_extrap *x);
/* model_extrapolation.c: a resource of the capacity model (evaluate/sizing.h's
 * KP_SRES_*) in the report's language ("CPU"); "" out of range. */
const char *mb_sres_words(const mb *b, int res);
void mb_env_build(mb *b, const kp_results *r, const char *results_sha256,
                  kp_rm_env *env);
void mb_env_free(kp_rm_env *env);
/* A check of the model from an evaluation's check k (borrowed, as the
 * strings it points to), numbered index + 1; freed by mb_check_free(). */
void mb_check_build(mb *b, const kp_results *r, size_t index, const kp_check *k,
                    kp_rm_check *c);
void mb_check_free(kp_rm_check *c);
/* How the workbook formats a metric's values (its Produce and Consume
 * sheets, the checks). */
kp_rm_fmt mb_metric_fmt(kp_metric_id id);
/* Criterion i of the plan as the reports list it. */
void mb_criterion_build(mb *b, size_t i, const kp_criterion *cr,
                        kp_rm_criterion *c);
void mb_front_build(mb *b, kp_rmodel *m); /* after checks and extrap */
void mb_rows_build(mb *b, const kp_results *r, kp_rmodel *m);
void mb_rows_free(kp_rm_rows *x);
void mb_front_free(kp_rmodel *m);
void mb_charts_build(mb *b, const kp_results *r, const kp_evaluation *e,
                     kp_rmodel *m);
void mb_charts_free(kp_rmodel *m);
/* Where the time went (model_client.c): the tiers' kp_rm_time and
 * limits and the environment's client settings, after the tiers and the
 * environment; the charts' indexes once the charts are made. */
void mb_client_build(mb *b, const kp_results *r, const kp_evaluation *e,
                     kp_rmodel *m);
void mb_client_link_charts(mb *b, kp_rmodel *m);
void mb_client_free(kp_rmodel *m);
/* What limited a phase (evaluate/limits.h) in words: the limit and the
 * figures that show it; for the load client's, that the phase is no
 * evidence about the cluster and what would change it; with host, that a
 * shared or saturated load host makes it none (the front page says that
 * once, above its causes). "" for none. */
char *mb_limit_words(mb *b, const kp_limit *l, int host);
/* Chart parts (model_charts.c): a new series of c with room for cap
 * points (NULL beyond KP_RM_MAX_SERIES); the cluster events of t's
 * produce phase as markers, offset_s added to their times; what one
 * chart owns. */
kp_rm_series *mb_chart_series(mb *b, kp_rm_chart *c, const char *name,
                              size_t cap);
void mb_chart_events(mb *b, kp_rm_chart *c, const kp_tier_result *t,
                     double offset_s);
/* Sets c->caption from its limit lines and verdicts, else its alt text
 * (model_charts.c, kp_rm_chart.caption); call when c is complete. */
void mb_chart_caption(mb *b, kp_rm_chart *c);
void mb_chart_free(kp_rm_chart *c);
/* The chart of check k (index ci) judged per window, appended to m's
 * charts; NULL when out of memory (b->oom set). */
kp_rm_chart *mb_chart_windows(mb *b, kp_rmodel *m, size_t ci,
                              const kp_check *k);
/* model_windows.c: the criteria judged per window, after the charts. */
void mb_windows_build(mb *b, const kp_results *r, const kp_evaluation *e,
                      kp_rmodel *m);
void mb_windows_free(kp_rmodel *m);
void mb_sweeps_build(mb *b, const kp_results *r, const kp_evaluation *e,
                     kp_rmodel *m);
void mb_sweeps_free(kp_rmodel *m);
void mb_groups_build(mb *b, const kp_results *r, const kp_evaluation *e,
                     kp_rmodel *m);
void mb_groups_free(kp_rmodel *m);
/* model_brokers.c: the brokers' side; after the extrapolation. */
void mb_brokers_build(mb *b, const kp_results *r, const kp_evaluation *e,
                      kp_rmodel *m);
void mb_brokers_free(kp_rmodel *m);
/* What the brokers' own metrics say limited them (evaluate/
 * broker_side.h), in words with the figure and the broker. */
char *mb_blimit_words(mb *b, const kp_results *r, const kp_blimit *l);
/* A broker as a reader knows it: node (its node id, kp_bseries.node:
 * results/broker_map.h) with its host from the cluster's broker list, "2
 * (kafka-2)"; -1: not identified, with the series' label as Prometheus
 * gave it ("not identified (metrics labelled 127.0.0.1:7071)"). It
 * follows "broker " in a sentence. */
char *mb_broker_name(mb *b, const kp_results *r, int32_t node,
                     const char *label);
/* The node id of the broker a series label names in any tier of r
 * (kp_brokers_node), or -1. */
int32_t mb_broker_node(const kp_results *r, const char *label);
/* model_checks.c: the state and comment of the checks of catalog metric
 * id on tier (a tier's or a parallel group's name) onto c. */
void mb_judge(mb *b, const kp_evaluation *e, const char *tier, kp_metric_id id,
              kp_rm_cell *c);
/* The same by the metric's name, or of either of two (also, or NULL):
 * the worst verdict (FAIL, then INCOMPLETE, PASS, N/A) and a line
 * describing each check. */
void mb_judge_metric(mb *b, const kp_evaluation *e, const char *tier,
                     const char *metric, const char *also, kp_rm_cell *c);

/* The verdict's words (model_verdict.c): the rig's records in words for
 * each tier and each check it excused, and what to change and rerun
 * (kp_rmodel.verdict_fix); after the tiers and checks are built. */
void mb_rig_words_build(mb *b, const kp_evaluation *e, kp_rmodel *m);
/* kp_rmodel.signed_for; after the environment and the sign-off. */
void mb_signed_for_build(mb *b, kp_rmodel *m);
/* kp_rmodel.verdict_stored; after the verdict. */
void mb_stored_verdict_build(mb *b, kp_rmodel *m);

#endif
