/* The report model's sweeps and parallel groups (model.h, kp_rm_sweep,
 * kp_rm_group): their tables as every report lays them out. */
#include <math.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "report/model/format.h"
#include "report/model/model_priv.h"
#include "report/model/sweep_words.h"

/* The state and comment of a point's metric, onto a cell of its row:
 * the worst state of its runs' (FAIL before INCOMPLETE before PASS),
 * with the comment of the run that has it. */
static void judged_as(mb *b, kp_rm_cell *c, const kp_rmodel *m,
                      const kp_sweep_point *p, kp_metric_id id)
{
        static const int rank[KP_RM__STATES] = { 0, 1, 3, 2, 0 };
        const kp_rm_cell *worst = NULL;
        if (!isfinite(c->raw))
                return;
        for (size_t k = 0; k < p->n_runs; k++) {
                const kp_rm_cell *src;
                if (p->runs[k] >= m->n_tiers)
                        continue;
                src = &m->tiers[p->runs[k]].metric[id];
                if (src->state == KP_RM_NA)
                        continue;
                if (!worst || rank[src->state] > rank[worst->state])
                        worst = src;
        }
        if (!worst)
                return;
        c->state = worst->state;
        if (worst->comment)
                c->comment = mb_strdup(b, worst->comment);
}

/* The column of cells c[0..n): "not judged" once, in its header
 * (*col_mark), when some figure of it was measured and none was judged;
 * the cells then lose their own marks. */
static void column_mark(mb *b, kp_rm_cell *const *c, size_t n,
                        const char **col_mark)
{
        size_t measured = 0, marked = 0;
        for (size_t i = 0; i < n; i++) {
                measured += isfinite(c[i]->raw) != 0;
                marked += c[i]->mark != NULL;
        }
        if (measured == 0 || marked < measured)
                return;
        *col_mark = MB_TR(b, RM_NOT_JUDGED);
        for (size_t i = 0; i < n; i++)
                c[i]->mark = NULL;
}

/* The offset of each kp_rm_col's cell in a sweep point and in a group
 * row (SIZE_MAX: not a column of that table). */
static const size_t point_col[KP_RM__COLS] = {
        offsetof(kp_rm_point, rate),
        offsetof(kp_rm_point, mib_per_sec),
        offsetof(kp_rm_point, p50),
        offsetof(kp_rm_point, p95),
        offsetof(kp_rm_point, p99),
        offsetof(kp_rm_point, service_p95),
        offsetof(kp_rm_point, fetch_rate),
        offsetof(kp_rm_point, errors),
        SIZE_MAX,
        SIZE_MAX
};
static const size_t group_col[KP_RM__COLS] = {
        offsetof(kp_rm_group_row, rate),
        offsetof(kp_rm_group_row, mib_per_sec),
        offsetof(kp_rm_group_row, p50),
        offsetof(kp_rm_group_row, p95),
        offsetof(kp_rm_group_row, p99),
        offsetof(kp_rm_group_row, service_p95),
        offsetof(kp_rm_group_row, fetch_rate),
        offsetof(kp_rm_group_row, errors),
        offsetof(kp_rm_group_row, e2e_p95),
        offsetof(kp_rm_group_row, completeness)
};

/* Every column of the rows row[0..n) by column_mark. */
static void columns_mark(mb *b, void *const *row, size_t n, const size_t *off,
                         const char **col_mark)
{
        kp_rm_cell **c = mb_calloc(b, n ? n : 1, sizeof(*c));
        if (!c)
                return;
        for (int k = 0; k < KP_RM__COLS; k++) {
                if (off[k] == SIZE_MAX)
                        continue;
                for (size_t i = 0; i < n; i++)
                        c[i] = (kp_rm_cell *)((char *)row[i] + off[k]);
                column_mark(b, c, n, &col_mark[k]);
        }
        free(c);
}

size_t *mb_sweep_distinct(mb *b, const kp_sweep_eval *s, int which, size_t *n)
{
        size_t *v = mb_calloc(b, s->n_points, sizeof(*v));
        *n = 0;
        for (size_t i = 0; v && i < s->n_points; i++) {
                int seen = 0;
                for (size_t k = 0; k < *n && !seen; k++)
                        seen = strcmp(which == 2 ? s->points[v[k]].value2
                                                 : s->points[v[k]].value,
                                      which == 2 ? s->points[i].value2
                                                 : s->points[i].value) == 0;
                if (!seen)
                        v[(*n)++] = i;
        }
        return v;
}

static void point_build(mb *b, const kp_rmodel *m, const kp_sweep_eval *s,
                        const kp_sweep_point *p, kp_rm_point *x)
{
        char runs[48];
        x->tier = p->name;
        x->value = p->value ? p->value : "";
        x->value2 = p->value2 ? p->value2 : "";
        if (s->param2)
                x->label = mb_printf(b, "%s=%s, %s=%s", s->param, x->value,
                                     s->param2, x->value2);
        else
                x->label = mb_printf(b, "%s=%s", s->param, x->value);
        x->x = p->x;
        x->x2 = p->x2;
        x->produced = p->produced;
        x->consumed = p->consumed;
        x->best = p->best;
        x->tied = p->tied;
        mb_cell_opt(b, &x->rate, p->rate, kp_rfmt_rate, KP_RM_DEC1);
        mb_cell_opt(b, &x->mib_per_sec, p->mib_per_sec, kp_rfmt_mib,
                    KP_RM_DEC2);
        mb_cell_opt(b, &x->p50, p->p50_ms, kp_rfmt_ms, KP_RM_MS);
        mb_cell_opt(b, &x->p95, p->p95_ms, kp_rfmt_ms, KP_RM_MS);
        mb_cell_opt(b, &x->p99, p->p99_ms, kp_rfmt_ms, KP_RM_MS);
        mb_cell_opt(b, &x->service_p95, p->service_p95_ms, kp_rfmt_ms,
                    KP_RM_MS);
        mb_cell_opt(b, &x->fetch_rate, p->fetch_rate, kp_rfmt_rate, KP_RM_DEC1);
        mb_cell_opt(b, &x->errors, p->errors, kp_rfmt_count, KP_RM_INT);
        if (p->n_measured == p->n_runs)
                snprintf(runs, sizeof(runs), "%zu", p->n_measured);
        else
                snprintf(runs, sizeof(runs), "%zu of %zu", p->n_measured,
                         p->n_runs);
        mb_cell_num(b, &x->runs, runs, (double)p->n_measured, KP_RM_INT);
        x->ranged = p->n_measured >= 2;
        mb_cell_opt(b, &x->rate_min, p->rate_runs.min, kp_rfmt_rate,
                    KP_RM_DEC1);
        mb_cell_opt(b, &x->rate_max, p->rate_runs.max, kp_rfmt_rate,
                    KP_RM_DEC1);
        mb_cell_opt(b, &x->rate_noise, p->rate_runs.noise_pct / 100,
                    kp_rfmt_pct, KP_RM_PCT);
        mb_cell_opt(b, &x->p95_min, p->p95_runs.min, kp_rfmt_ms, KP_RM_MS);
        mb_cell_opt(b, &x->p95_max, p->p95_runs.max, kp_rfmt_ms, KP_RM_MS);
        mb_cell_opt(b, &x->p95_noise, p->p95_runs.noise_pct / 100, kp_rfmt_pct,
                    KP_RM_PCT);
        x->rate_range = x->ranged ? mb_printf(b, "%s–%s", x->rate_min.text,
                                              x->rate_max.text)
                                  : mb_strdup(b, "");
        x->p95_range =
            x->ranged ? mb_printf(b, "%s–%s", x->p95_min.text, x->p95_max.text)
                      : mb_strdup(b, "");
        if (isfinite(p->duration_s))
                mb_cell_duration(b, &x->duration, p->duration_s);
        else
                mb_cell_opt(b, &x->duration, NAN, kp_rfmt_ms, KP_RM_MS);
        x->short_run = p->short_run;
        judged_as(b, &x->rate, m, p, KP_M_PRODUCE_RATE);
        judged_as(b, &x->mib_per_sec, m, p, KP_M_PRODUCE_MIBPS);
        judged_as(b, &x->p50, m, p, KP_M_PRODUCE_LAT_P50);
        judged_as(b, &x->p95, m, p, KP_M_PRODUCE_LAT_P95);
        judged_as(b, &x->p99, m, p, KP_M_PRODUCE_LAT_P99);
        judged_as(b, &x->service_p95, m, p, KP_M_PRODUCE_SVC_P95);
        judged_as(b, &x->fetch_rate, m, p, KP_M_CONSUME_FETCH_RATE);
        judged_as(b, &x->errors, m, p, KP_M_PRODUCE_ERRORS);
        {
                /* PASS never stands beside a figure nothing judged. */
                kp_rm_cell *c[] = { &x->rate,       &x->mib_per_sec,
                                    &x->p50,        &x->p95,
                                    &x->p99,        &x->service_p95,
                                    &x->fetch_rate, &x->errors };
                for (size_t i = 0; i < KP_ARRAY_LEN(c); i++)
                        mb_mark_unjudged(b, c[i]);
        }
        x->verdict = p->verdict;
        x->verdict_text = mb_verdict_words(b, p->verdict);
}

static void point_free(kp_rm_point *x)
{
        kp_rm_cell *c[] = { &x->rate,       &x->mib_per_sec, &x->p50,
                            &x->p95,        &x->p99,         &x->service_p95,
                            &x->fetch_rate, &x->errors,      &x->runs,
                            &x->rate_min,   &x->rate_max,    &x->rate_noise,
                            &x->p95_min,    &x->p95_max,     &x->p95_noise,
                            &x->duration };
        free(x->label);
        free(x->rate_range);
        free(x->p95_range);
        mb_cells_free(c, KP_ARRAY_LEN(c));
}

static void sweep_build(mb *b, const kp_rmodel *m, const kp_sweep_eval *s,
                        size_t si, kp_rm_sweep *x)
{
        x->group = s->group;
        x->param = s->param;
        x->param2 = s->param2 ? s->param2 : "";
        x->grid = s->param2 != NULL;
        x->numeric = s->numeric;
        x->numeric2 = s->numeric2;
        x->goal = s->goal == KP_GOAL_THROUGHPUT ? "throughput" : "latency";
        x->by_throughput = s->goal == KP_GOAL_THROUGHPUT;
        x->has_best = s->best < s->n_points;
        x->tie = s->tie;
        x->runs = s->runs;
        x->repeated = s->runs >= 2;
        mb_cell_fmt(b, &x->noise_floor, s->noise_floor_pct / 100, kp_rfmt_pct,
                    KP_RM_PCT);
        x->has_short = s->n_short > 0;
        mb_cell_duration(b, &x->short_limit, KP_SWEEP_SHORT_S);
        x->best = x->has_best ? s->points[s->best].name : "";
        if (x->has_best && s->param2)
                x->best_label = mb_printf(b, "%s=%s, %s=%s", s->param,
                                          s->points[s->best].value, s->param2,
                                          s->points[s->best].value2);
        else if (x->has_best)
                x->best_label =
                    mb_printf(b, "%s=%s", s->param, s->points[s->best].value);
        else
                x->best_label = mb_strdup(b, "");
        x->best_point = x->has_best ? s->best : s->n_points;
        x->points = mb_calloc(b, s->n_points, sizeof(*x->points));
        for (size_t k = 0; x->points && k < s->n_points; k++) {
                point_build(b, m, s, &s->points[k], &x->points[k]);
                x->n_points = k + 1;
        }
        {
                void **rows = mb_calloc(b, x->n_points + 1, sizeof(*rows));
                for (size_t k = 0; rows && k < x->n_points; k++)
                        rows[k] = &x->points[k];
                if (rows)
                        columns_mark(b, rows, x->n_points, point_col,
                                     x->col_mark);
                free(rows);
        }
        x->findings = mb_calloc(b, s->n_findings + 1, sizeof(*x->findings));
        for (size_t k = 0; x->findings && k < s->n_findings; k++) {
                x->findings[k] =
                    kp_sweep_finding_words(b->lang, &s->findings[k]);
                if (!x->findings[k])
                        b->oom = 1;
                else
                        x->n_findings++;
        }
        x->row_point = mb_sweep_distinct(b, s, 1, &x->n_rows);
        if (x->grid) {
                x->col_point = mb_sweep_distinct(b, s, 2, &x->n_cols);
        } else {
                x->n_cols = 1;
                x->col_point = mb_calloc(b, 1, sizeof(*x->col_point));
        }
        for (size_t r = 0; x->has_best && x->row_point && r < x->n_rows; r++)
                if (!strcmp(s->points[x->row_point[r]].value,
                            s->points[s->best].value))
                        x->best_row = r;
        x->cell = mb_calloc(b, x->n_rows * x->n_cols, sizeof(*x->cell));
        for (size_t r = 0;
             x->cell && x->row_point && x->col_point && r < x->n_rows; r++)
                for (size_t c = 0; c < x->n_cols; c++) {
                        const kp_sweep_point *rp = &s->points[x->row_point[r]];
                        const kp_sweep_point *cp = &s->points[x->col_point[c]];
                        size_t found = s->n_points;
                        for (size_t q = 0;
                             q < s->n_points && found == s->n_points; q++)
                                if (!strcmp(s->points[q].value, rp->value) &&
                                    (!x->grid ||
                                     !strcmp(s->points[q].value2, cp->value2)))
                                        found = q;
                        x->cell[r * x->n_cols + c] = found;
                }
        x->charts = mb_calloc(b, m->n_charts, sizeof(*x->charts));
        for (size_t k = 0; x->charts && k < m->n_charts; k++) {
                const kp_rm_chart *c = &m->charts[k];
                if ((c->kind == KP_CH_SWEEP_RATE ||
                     c->kind == KP_CH_SWEEP_LAT) &&
                    c->sweep && strcmp(c->sweep, s->group) == 0)
                        x->charts[x->n_charts++] = k;
        }
        (void)si;
}

void mb_sweeps_build(mb *b, const kp_results *r, const kp_evaluation *e,
                     kp_rmodel *m)
{
        (void)r;
        m->sweeps = mb_calloc(b, e->n_sweeps, sizeof(*m->sweeps));
        for (size_t i = 0; m->sweeps && i < e->n_sweeps; i++) {
                sweep_build(b, m, &e->sweeps[i], i, &m->sweeps[i]);
                m->n_sweeps = i + 1;
        }
}

void mb_sweeps_free(kp_rmodel *m)
{
        for (size_t i = 0; i < m->n_sweeps; i++) {
                kp_rm_sweep *s = &m->sweeps[i];
                free(s->best_label);
                mb_strs_free(s->findings, s->n_findings);
                mb_cell_free(&s->noise_floor);
                mb_cell_free(&s->short_limit);
                for (size_t k = 0; k < s->n_points; k++)
                        point_free(&s->points[k]);
                free(s->points);
                free(s->row_point);
                free(s->col_point);
                free(s->cell);
                free(s->charts);
        }
        free(m->sweeps);
}

/* ---- parallel groups ------------------------------------------------------
 */

/* One row of a parallel group's table: a workload, or the aggregate. */
static void group_row(mb *b, const kp_evaluation *e, kp_rm_group_row *x,
                      const char *name, const char *topic,
                      const kp_tier_result *tr, double target_rate)
{
        const kp_produce_result *p = &tr->produce;
        const kp_consume_result *c = &tr->consume;
        char s[64];
        x->name = name;
        x->topic = topic ? topic : "";
        x->status = kp_tier_status_str(tr->status);
        x->unlimited = target_rate <= 0;
        mb_cell_num(b, &x->target_rate,
                    target_rate > 0 ? kp_rfmt_plain(s, sizeof(s), target_rate)
                                    : MB_TR(b, RM_UNLIMITED),
                    target_rate,
                    target_rate <= 0                    ? KP_RM_TEXT
                    : target_rate == floor(target_rate) ? KP_RM_INT
                                                        : KP_RM_DEC1);
        x->produced = p->ran && p->measured > 0;
        mb_cell_opt(b, &x->rate, x->produced ? p->achieved_rate : NAN,
                    kp_rfmt_rate, KP_RM_DEC1);
        mb_cell_opt(b, &x->mib_per_sec, x->produced ? p->mib_per_sec : NAN,
                    kp_rfmt_mib, KP_RM_DEC2);
        mb_cell_opt(b, &x->p50, p->latency.count ? p->latency.p50_ms : NAN,
                    kp_rfmt_ms, KP_RM_MS);
        mb_cell_opt(b, &x->p95, p->latency.count ? p->latency.p95_ms : NAN,
                    kp_rfmt_ms, KP_RM_MS);
        mb_cell_opt(b, &x->p99, p->latency.count ? p->latency.p99_ms : NAN,
                    kp_rfmt_ms, KP_RM_MS);
        mb_cell_opt(b, &x->service_p95,
                    p->service.count ? p->service.p95_ms : NAN, kp_rfmt_ms,
                    KP_RM_MS);
        mb_cell_opt(b, &x->errors,
                    p->ran ? (double)(p->failed + p->undelivered) : NAN,
                    kp_rfmt_count, KP_RM_INT);
        x->consumed = c->ran;
        mb_cell_opt(b, &x->fetch_rate, c->ran ? c->fetch_msgs_per_sec : NAN,
                    kp_rfmt_rate, KP_RM_DEC1);
        mb_cell_opt(b, &x->e2e_p95, c->e2e.count ? c->e2e.p95_ms : NAN,
                    kp_rfmt_ms, KP_RM_MS);
        mb_cell_opt(b, &x->completeness, c->ran ? c->completeness : NAN,
                    kp_rfmt_pct, KP_RM_PCT);
        {
                /* Each figure judged by the checks on the workload's tier
                 * (the aggregate's: on the group); "not judged" where
                 * none did, so PASS never stands beside it. */
                struct {
                        kp_rm_cell *c;
                        kp_metric_id id;
                } j[] = { { &x->rate, KP_M_PRODUCE_RATE },
                          { &x->mib_per_sec, KP_M_PRODUCE_MIBPS },
                          { &x->p50, KP_M_PRODUCE_LAT_P50 },
                          { &x->p95, KP_M_PRODUCE_LAT_P95 },
                          { &x->p99, KP_M_PRODUCE_LAT_P99 },
                          { &x->service_p95, KP_M_PRODUCE_SVC_P95 },
                          { &x->errors, KP_M_PRODUCE_ERRORS },
                          { &x->fetch_rate, KP_M_CONSUME_FETCH_RATE },
                          { &x->e2e_p95, KP_M_E2E_P95 },
                          { &x->completeness, KP_M_CONSUME_COMPLETENESS } };
                for (size_t i = 0; i < KP_ARRAY_LEN(j); i++) {
                        mb_judge(b, e, name, j[i].id, j[i].c);
                        mb_mark_unjudged(b, j[i].c);
                }
        }
        if (x->errors.raw > 0 &&
            (x->errors.state == KP_RM_PLAIN || x->errors.state == KP_RM_NA)) {
                x->errors.state = KP_RM_FAIL;
                x->errors.mark = NULL;
        }
}

static void group_row_free(kp_rm_group_row *x)
{
        kp_rm_cell *c[] = { &x->target_rate, &x->rate,        &x->mib_per_sec,
                            &x->p50,         &x->p95,         &x->p99,
                            &x->service_p95, &x->errors,      &x->fetch_rate,
                            &x->e2e_p95,     &x->completeness };
        mb_cells_free(c, KP_ARRAY_LEN(c));
}

/* The column marks of a group: over its workloads and its aggregate. */
static void group_marks(mb *b, kp_rm_group *g)
{
        size_t n = g->n_workloads + 1;
        void **rows = mb_calloc(b, n, sizeof(*rows));
        if (!rows)
                return;
        for (size_t i = 0; i < g->n_workloads; i++)
                rows[i] = &g->workloads[i];
        rows[n - 1] = &g->aggregate;
        columns_mark(b, rows, n, group_col, g->col_mark);
        free(rows);
}

void mb_groups_build(mb *b, const kp_results *r, const kp_evaluation *e,
                     kp_rmodel *m)
{
        m->groups = mb_calloc(b, e->n_groups, sizeof(*m->groups));
        for (size_t i = 0; m->groups && i < e->n_groups; i++) {
                const kp_group_eval *g = &e->groups[i];
                kp_rm_group *x = &m->groups[i];
                kp_verdict av = KP_NA;
                x->name = g->name;
                x->verdict = g->verdict;
                x->verdict_text = mb_verdict_words(b, g->verdict);
                x->workloads = mb_calloc(b, g->n_tiers, sizeof(*x->workloads));
                for (size_t k = 0; x->workloads && k < g->n_tiers; k++) {
                        size_t ti = g->tiers[k];
                        const kp_tier *t = mb_spec(r, ti);
                        kp_rm_group_row *row = &x->workloads[k];
                        group_row(b, e, row, r->tiers[ti].name,
                                  r->tiers[ti].topic ? r->tiers[ti].topic
                                                     : (t ? t->topic : ""),
                                  &r->tiers[ti], t ? t->rate : 0);
                        row->verdict = ti < e->n_tiers ? e->tiers[ti].verdict
                                                       : KP_INCOMPLETE;
                        row->verdict_text = mb_verdict_words(b, row->verdict);
                        x->n_workloads = k + 1;
                }
                x->checks = mb_calloc(b, e->n_checks, sizeof(*x->checks));
                for (size_t k = 0; x->checks && k < e->n_checks; k++) {
                        const kp_check *c = &e->checks[k];
                        if (strcmp(c->tier, g->name) != 0)
                                continue;
                        x->checks[x->n_checks++] = k;
                        if (kp_verdict_rank(c->verdict) > kp_verdict_rank(av))
                                av = c->verdict;
                }
                group_row(b, e, &x->aggregate, g->name, "", &g->agg,
                          g->target_rate);
                x->aggregate.verdict = av;
                x->aggregate.verdict_text = mb_verdict_words(b, av);
                x->aggregate.na = x->n_checks == 0;
                group_marks(b, x);
                m->n_groups = i + 1;
        }
}

void mb_groups_free(kp_rmodel *m)
{
        for (size_t i = 0; i < m->n_groups; i++) {
                kp_rm_group *g = &m->groups[i];
                for (size_t k = 0; k < g->n_workloads; k++)
                        group_row_free(&g->workloads[k]);
                free(g->workloads);
                free(g->checks);
                group_row_free(&g->aggregate);
        }
        free(m->groups);
}
