/*
 * kplan validate PLAN: checks a plan without connecting and prints what
 * would run.
 */
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app/cli.h"
#include "app/options.h"
#include "base/units.h"
#include "base/util.h"
#include "evaluate/evaluate.h"
#include "plan/criterion.h"
#include "plan/metrics.h"
#include "plan/promql.h"

static const char *rate_str(char *out, size_t n, double rate)
{
        char c[32];
        if (rate <= 0)
                snprintf(out, n, "unlimited");
        else if (rate == (double)(uint64_t)rate)
                snprintf(out, n, "%s msg/s",
                         kp_fmt_count(c, sizeof(c), (uint64_t)rate));
        else
                snprintf(out, n, "%.2f msg/s", rate);
        return out;
}

static const char *criterion_tiers(const kp_criterion *c, char *out, size_t n)
{
        size_t o = 0;
        if (c->n_tiers == 0) {
                snprintf(out, n, "every tier");
                return out;
        }
        o += (size_t)snprintf(out, n, "tier%s ", c->n_tiers > 1 ? "s" : "");
        for (size_t i = 0; i < c->n_tiers && o < n; i++)
                o += (size_t)snprintf(out + o, n - o, "%s%s", i ? ", " : "",
                                      c->tiers[i]);
        return out;
}

/* The tiers a criterion selects and cannot judge: N/A there, by the
 * plan (a criterion that names a tier it cannot judge is an error). */
static void print_misfits(FILE *fp, const kp_plan *p, const kp_criterion *c)
{
        size_t selected = 0, n = 0;
        char why[512];
        for (size_t i = 0; i < p->n_tiers; i++) {
                const kp_tier *t = &p->tiers[i];
                kp_misfit m;
                if (!kp_criterion_selects(c, t) ||
                    (c->aggregate && !t->parallel_group))
                        continue;
                selected++;
                m = kp_criterion_misfit(p, c, t);
                if (m == KP_FITS)
                        continue;
                if (n++ < 3)
                        fprintf(fp, "      N/A on %s: %s\n", t->name,
                                kp_misfit_words(m, c, t, why, sizeof(why)));
        }
        if (n > 3)
                fprintf(fp, "      N/A on %zu more tiers\n", n - 3);
        if (n)
                fprintf(fp, "      judges %zu of the %zu tiers it selects\n",
                        selected - n, selected);
}

/* A capacity search as validate shows it: the rates it tries, how each
 * trial is judged, the soak and the longest it can take. */
static void print_search(FILE *fp, const kp_plan *p, const kp_tier *t)
{
        const kp_search *s = &t->search;
        char a[64], b[64], c[64], d[48];
        size_t n = 0;
        if (s->trial_messages)
                snprintf(c, sizeof(c), "%s messages",
                         kp_fmt_count(d, sizeof(d), s->trial_messages));
        else
                kp_fmt_duration(c, sizeof(c), (double)s->trial_us / 1e6);
        fprintf(fp,
                "      search: %s to %s, x%g until a trial fails, then "
                "bisected to within %g%%; at most %d trials of %s\n",
                rate_str(a, sizeof(a), s->from), rate_str(b, sizeof(b), s->to),
                s->growth, s->precision * 100, s->max_trials, c);
        if (kp_search_warmup_seconds(t) > 0)
                fprintf(
                    fp,
                    "      before trial 1: a warm-up of %s at %s, not "
                    "measured\n",
                    kp_fmt_duration(d, sizeof(d), kp_search_warmup_seconds(t)),
                    rate_str(a, sizeof(a), s->from));
        else
                fprintf(fp, "      no warm-up before trial 1 (search.warmup "
                            "is 0)\n");
        fprintf(fp, "      a trial that fails at the lowest rate tried runs "
                    "once more before no rate holds\n");
        fprintf(fp,
                "      a trial passes with every message delivered, %g%% "
                "of its rate achieved and",
                s->min_ratio * 100);
        if (s->n_criteria) {
                for (size_t k = 0; k < s->n_criteria; k++)
                        fprintf(fp, "%s %s %s %g", k ? "," : "",
                                s->criteria[k].metric,
                                kp_cmp_str(s->criteria[k].cmp),
                                s->criteria[k].threshold);
                fprintf(fp, " (the search's criteria)\n");
        } else {
                for (size_t k = 0; k < p->n_criteria; k++) {
                        const kp_criterion *cr = &p->criteria[k];
                        if (!kp_criterion_selects(cr, t) ||
                            strncmp(cr->metric, "produce.", 8))
                                continue;
                        fprintf(fp, "%s %s %s %g", n++ ? "," : "", cr->metric,
                                kp_cmp_str(cr->cmp), cr->threshold);
                }
                fprintf(fp, "%s\n",
                        n ? " (the plan's produce criteria)"
                          : " no criterion: add one, or the "
                            "search finds the rate the "
                            "producer keeps up with");
        }
        if (s->soak_us)
                fprintf(fp,
                        "      soak: the rate found held for %s (a failed "
                        "soak retries at x%g, at most %d soaks)\n",
                        kp_fmt_duration(a, sizeof(a), (double)s->soak_us / 1e6),
                        s->backoff, s->max_soaks);
        else
                fprintf(fp, "      no soak: the rate found is not called "
                            "sustained (add search.soak)\n");
}

/* Each sweep: its points and runs, and how long it produces. A run of
 * a fixed rate takes messages / rate; an unlimited one takes what the
 * cluster gives it, but a run shorter than KP_SWEEP_SHORT_S is flagged
 * in the findings, so the rate above which that happens is said. */
/* cluster.prometheus: where the brokers' metrics come from, and every
 * query a tier will ask (nothing connects). */
static void print_prometheus(FILE *fp, const kp_plan *p)
{
        const kp_prom_conf *pc = p->prometheus;
        kp_promql *qs;
        size_t n = 0;
        if (!pc)
                return;
        fprintf(fp,
                "brokers   Prometheus at %s%s, after each tier and search "
                "trial;\n          broker label \"%s\", request limit "
                "%.1f s, utilization ceiling %g%%\n",
                pc->url,
                pc->auth == KP_PROM_AUTH_BEARER  ? " (bearer token from the "
                                                   "environment)"
                : pc->auth == KP_PROM_AUTH_BASIC ? " (basic auth from the "
                                                   "environment)"
                                                 : "",
                pc->label, (double)pc->timeout_us / 1e6, pc->ceiling_pct);
        qs = kp_promql_list(pc, &n);
        for (size_t i = 0; qs && i < n; i++)
                fprintf(fp, "          query %-24s %s\n", qs[i].name,
                        qs[i].unit);
        free(qs);
}

static void print_sweeps(const kp_plan *p, FILE *fp)
{
        int header = 0;
        for (size_t i = 0; i < p->n_tiers; i++) {
                const kp_tier *t = &p->tiers[i];
                size_t points = 0, runs = 0, n_fixed = 0;
                uint64_t messages = 0, min_msgs = 0;
                double fixed_s = 0, shortest = 0;
                int seen = 0;
                char a[64], b[64], c[64], d[64];
                if (!t->sweep_group)
                        continue;
                for (size_t k = 0; k < i && !seen; k++)
                        seen = p->tiers[k].sweep_group &&
                               strcmp(p->tiers[k].sweep_group,
                                      t->sweep_group) == 0;
                if (seen)
                        continue;
                for (size_t k = i; k < p->n_tiers; k++) {
                        const kp_tier *q = &p->tiers[k];
                        if (!q->sweep_group ||
                            strcmp(q->sweep_group, t->sweep_group) != 0)
                                continue;
                        runs++;
                        points += q->sweep_run <= 1;
                        messages += q->messages;
                        if (!min_msgs || q->messages < min_msgs)
                                min_msgs = q->messages;
                        if (q->rate > 0) {
                                double sec = (double)q->messages / q->rate;
                                fixed_s += sec;
                                if (!n_fixed++ || sec < shortest)
                                        shortest = sec;
                        }
                }
                if (!header)
                        fprintf(fp, "\nsweeps\n");
                header = 1;
                fprintf(fp,
                        "  %s: %zu point%s (%s%s%s) x %d run%s = %zu tiers, "
                        "%s messages\n",
                        t->sweep_group, points, points == 1 ? "" : "s",
                        t->sweep_param ? t->sweep_param : "",
                        t->sweep_param2 ? " x " : "",
                        t->sweep_param2 ? t->sweep_param2 : "", t->sweep_runs,
                        t->sweep_runs == 1 ? "" : "s", runs,
                        kp_fmt_count(a, sizeof(a), messages));
                if (t->sweep_runs > 1)
                        fprintf(fp, "      runs interleaved: run 1 of every "
                                    "point, then run 2, ...\n");
                else
                        fprintf(fp, "      each point runs once: the findings "
                                    "cannot tell its differences from "
                                    "noise\n");
                if (n_fixed)
                        fprintf(fp, "      fixed-rate runs produce for %s\n",
                                kp_fmt_duration(b, sizeof(b), fixed_s));
                if (n_fixed && shortest < KP_SWEEP_SHORT_S)
                        fprintf(
                            fp,
                            "      short: a run produces for %s, less "
                            "than %s, and is flagged in the findings "
                            "(give the sweep more messages)\n",
                            kp_fmt_duration(b, sizeof(b), shortest),
                            kp_fmt_duration(c, sizeof(c), KP_SWEEP_SHORT_S));
                if (n_fixed < runs)
                        fprintf(fp,
                                "      unlimited-rate runs take what the "
                                "cluster gives: above %s msg/s a run of %s "
                                "messages produces for less than %s and is "
                                "flagged as short; %zu run%s of at least %s "
                                "produce for at least %s\n",
                                kp_fmt_count(a, sizeof(a),
                                             (uint64_t)((double)min_msgs /
                                                        KP_SWEEP_SHORT_S)),
                                kp_fmt_count(b, sizeof(b), min_msgs),
                                kp_fmt_duration(c, sizeof(c), KP_SWEEP_SHORT_S),
                                runs - n_fixed, runs - n_fixed == 1 ? "" : "s",
                                c,
                                kp_fmt_duration(d, sizeof(d),
                                                (double)(runs - n_fixed) *
                                                    KP_SWEEP_SHORT_S));
        }
}

/* The declared broker hosts, and whether they are emulated. */
static void print_hosts(FILE *fp, const kp_plan *p)
{
        char a[64];
        for (size_t i = 0; i < p->n_hosts; i++) {
                const kp_host_decl *h = &p->hosts[i];
                fprintf(fp, "%s %d host%s%s%s declared",
                        i ? "         " : "hosts    ", h->count,
                        h->count == 1 ? "" : "s", h->name ? " " : "",
                        h->name ? h->name : "");
                if (h->cores)
                        fprintf(fp, ", %g cores", h->cores);
                if (h->memory)
                        fprintf(fp, ", %s RAM",
                                kp_fmt_bytes(a, sizeof(a), (double)h->memory));
                if (h->disks)
                        fprintf(fp, ", %d disk%s", h->disks,
                                h->disks == 1 ? "" : "s");
                if (h->network)
                        fprintf(fp, ", %s bit/s link",
                                kp_fmt_count(a, sizeof(a), h->network));
                if (h->disk_throughput)
                        fprintf(fp, ", disks write %s/s",
                                kp_fmt_bytes(a, sizeof(a),
                                             (double)h->disk_throughput));
                if (h->os)
                        fprintf(fp, ", %s", h->os);
                if (h->kafka)
                        fprintf(fp, ", Kafka %s", h->kafka);
                fprintf(fp, "\n");
        }
        if (p->emulated_hosts)
                fprintf(fp, "hosts     emulated on one machine: a host's CPU "
                            "is its cgroup's or not measured\n"
                            "          (the load client's from its cpuacct "
                            "usage and quota; no default host_cpu query)\n");
}

/* The plan, the cluster, the hosts, Prometheus and the topic. */
static void print_head(const kp_plan *p, FILE *fp)
{
        char a[64];
        fprintf(fp, "plan      %s (sha256 %.16s)\n", p->path, p->sha256);
        fprintf(fp, "title     %s\n", p->title);
        for (size_t i = 0; i < p->n_overrides; i++)
                fprintf(fp, "%s --set %s\n", i ? "         " : "overrides",
                        p->overrides[i]);
        if (p->scale < 1)
                fprintf(fp,
                        "rehearsal --scale %g: every tier runs %g%% of its "
                        "messages\n",
                        p->scale, p->scale * 100);
        if (p->bootstrap) {
                const char *proto = kp_kv_get(&p->client, "security.protocol");
                fprintf(fp, "cluster   %s (%s, %zu client propert%s%s%s)\n",
                        p->bootstrap, proto ? proto : "PLAINTEXT", p->client.n,
                        p->client.n == 1 ? "y" : "ies",
                        p->properties_file ? ", from " : "",
                        p->properties_file ? p->properties_file : "");
        } else {
                fprintf(fp, "cluster   embedded: librdkafka's mock cluster, 3 "
                            "brokers inside the kplan process\n"
                            "          (a demo and a self-test: NOT evidence "
                            "about any Kafka cluster)\n");
        }
        print_hosts(fp, p);
        print_prometheus(fp, p);
        if (p->replication_factor > 0)
                snprintf(a, sizeof(a), "replication factor %d",
                         p->replication_factor);
        else
                snprintf(a, sizeof(a), "the broker's default replication");
        if (!p->bootstrap)
                snprintf(a, sizeof(a), "no replication on the mock");
        fprintf(fp, "topic     %s: %d partition%s, %s, %s\n", p->topic,
                p->partitions, p->partitions == 1 ? "" : "s", a,
                p->create ? "created if missing" : "must exist");
        for (size_t i = 0; i < p->topic_config.n; i++)
                fprintf(fp, "          %s=%s\n", p->topic_config.items[i].key,
                        p->topic_config.items[i].value);
}

/* A tier's line in the table, and what the tier adds below it. */
static void print_tier(const kp_plan *p, const kp_tier *t, size_t i, FILE *fp)
{
        char a[64], b[64], c[64];
        char size[32], est[48];
        if (t->payload_file)
                snprintf(size, sizeof(size), "file");
        else
                snprintf(size, sizeof(size), "%s B",
                         kp_fmt_count(a, sizeof(a), t->record_size));
        if (t->search.present) {
                char w[48];
                snprintf(
                    est, sizeof(est), "at most %s",
                    kp_fmt_duration(w, sizeof(w), kp_search_worst_seconds(t)));
        } else if (t->rate > 0) {
                kp_fmt_duration(est, sizeof(est),
                                (double)t->messages / t->rate);
        } else {
                snprintf(est, sizeof(est), "depends on the cluster");
        }
        fprintf(fp, "  %-3zu %-24s %14s %16s %10s %5d %5d  %s\n", i + 1,
                t->name,
                t->search.present ? "per trial"
                                  : kp_fmt_count(b, sizeof(b), t->messages),
                t->search.present ? "search" : rate_str(c, sizeof(c), t->rate),
                size, t->producers,
                t->consume.enabled ? t->consume.consumers : 0, est);
        if (t->search.present)
                print_search(fp, p, t);
        if (t->backlog.present)
                fprintf(fp,
                        "      backlog: the consumers start %s after "
                        "the producers and read while they go on; "
                        "caught up when reading messages under %s "
                        "old\n",
                        kp_fmt_duration(a, sizeof(a),
                                        (double)t->backlog.pause_us / 1e6),
                        kp_fmt_duration(b, sizeof(b),
                                        (double)t->backlog.caught_up_us / 1e6));
        if (t->warmup_messages)
                fprintf(fp,
                        "      warm-up: first %s messages "
                        "excluded from the statistics\n",
                        kp_fmt_count(a, sizeof(a), t->warmup_messages));
        if (t->warmup_us)
                fprintf(
                    fp,
                    "      warm-up: first %s excluded from "
                    "the statistics\n",
                    kp_fmt_duration(a, sizeof(a), (double)t->warmup_us / 1e6));
        if (t->producer.n) {
                fprintf(fp, "      producer:");
                for (size_t k = 0; k < t->producer.n; k++)
                        fprintf(fp, " %s=%s", t->producer.items[k].key,
                                kp_redact(t->producer.items[k].key,
                                          t->producer.items[k].value));
                fprintf(fp, "\n");
        }
        if (t->parallel_group)
                fprintf(fp,
                        "      runs at the same time as the other "
                        "workloads of \"%s\" (topic %s)\n",
                        t->parallel_group, t->topic);
        else if (t->topic && strcmp(t->topic, p->topic) != 0)
                fprintf(fp, "      topic %s (%d partition%s)\n", t->topic,
                        t->partitions, t->partitions == 1 ? "" : "s");
}

/* The messages, and the time the tiers take. */
static void print_total(const kp_plan *p, FILE *fp)
{
        char a[64], b[64];
        size_t n_unlimited = 0, n_search = 0;
        double fixed_s = kp_plan_fixed_seconds(p, &n_unlimited);
        fprintf(fp, "\ntotal     %s messages",
                kp_fmt_count(a, sizeof(a), kp_plan_total_messages(p)));
        for (size_t i = 0; i < p->n_tiers; i++)
                n_search += p->tiers[i].search.present;
        if (n_search)
                fprintf(fp, " and the capacity %s trials",
                        n_search > 1 ? "searches'" : "search's");
        if (fixed_s >= 60)
                fprintf(fp,
                        ";\n          %s produce for %s%s "
                        "(about %.0f min)",
                        n_search ? "the tiers" : "fixed-rate tiers",
                        n_search ? "at most " : "",
                        kp_fmt_duration(b, sizeof(b), fixed_s), fixed_s / 60.0);
        else if (fixed_s > 0)
                fprintf(fp, ";\n          %s produce for %s%s",
                        n_search ? "the tiers" : "fixed-rate tiers",
                        n_search ? "at most " : "",
                        kp_fmt_duration(b, sizeof(b), fixed_s));
        if (n_search)
                fprintf(fp, ",\n          capacity searches counted at their "
                            "longest (the warm-up, every trial and soak)");
        if (n_unlimited)
                fprintf(fp,
                        ";\n          %zu unlimited-rate tier%s: %s time "
                        "depends on the cluster",
                        n_unlimited, n_unlimited > 1 ? "s" : "",
                        n_unlimited > 1 ? "their" : "its");
        fprintf(fp, "\n          (consume phases, group joins and "
                    "deliveries add to this)\n");
}

/* A criterion in words, with its window and what does not fit it. */
static void print_criterion(const kp_plan *p, const kp_criterion *cr, FILE *fp)
{
        const kp_metric *m = kp_metric_find(cr->metric);
        char tiers[256];
        int ratio = m && strcmp(m->unit, "ratio") == 0;
        fprintf(fp, "  %-36s %-2s %-8g %s %g%s%s, on %s%s\n", cr->metric,
                kp_cmp_str(cr->cmp), cr->threshold, kp_cmp_words(cr->cmp),
                cr->threshold, ratio ? "" : " ", ratio ? "" : m->unit,
                criterion_tiers(cr, tiers, sizeof(tiers)),
                cr->aggregate ? " (aggregate)" : "");
        if (cr->window_us) {
                char w[32];
                kp_fmt_duration(w, sizeof(w), (double)cr->window_us / 1e6);
                if (cr->windows > 0 && cr->windows < 1)
                        fprintf(fp,
                                "      in each %s window: %g%% of "
                                "the windows must hold\n",
                                w, cr->windows * 100);
                else
                        fprintf(fp,
                                "      in each %s window: every "
                                "window must hold\n",
                                w);
        }
        print_misfits(fp, p, cr);
}

/* The target and what it requires; the sign-off. */
static void print_target(const kp_plan *p, FILE *fp)
{
        char a[64], b[64], c[64], d[64];
        fprintf(fp, "\ntarget    ");
        if (!p->target.present) {
                fprintf(fp, "none (no extrapolation)\n");
        } else {
                const kp_target *t = &p->target;
                double with_oh;
                double raw = kp_target_storage_bytes(t, &with_oh);
                fprintf(
                    fp, "%s messages per %s, peak factor %g\n",
                    kp_fmt_count(a, sizeof(a), t->messages),
                    kp_fmt_duration(b, sizeof(b), (double)t->window_us / 1e6),
                    t->peak_factor);
                fprintf(fp,
                        "          required: %.1f msg/s on average, "
                        "%.1f msg/s at peak\n",
                        kp_target_avg_rate(t), kp_target_peak_rate(t));
                fprintf(fp,
                        "          storage: %s over %s at %s B x RF %d "
                        "(%s with %.0f%% overhead)\n",
                        kp_fmt_bytes(c, sizeof(c), raw),
                        kp_fmt_duration(d, sizeof(d),
                                        (double)t->retention_us / 1e6),
                        kp_fmt_count(a, sizeof(a), t->record_size),
                        t->replication_factor,
                        kp_fmt_bytes(b, sizeof(b), with_oh),
                        t->storage_overhead * 100);
                fprintf(fp, "          capacity model thresholds:");
                for (int k = 0; k < KP_SRES_N; k++)
                        fprintf(fp, " %s %g%s", kp_sres_name(k),
                                kp_target_threshold(t, k),
                                k + 1 < KP_SRES_N ? "," : "\n");
        }
        if (p->prepared_by || p->company || p->n_approvers) {
                fprintf(fp, "\nsign-off  prepared by %s%s%s\n",
                        p->prepared_by ? p->prepared_by : "(not given)",
                        p->company ? " for " : "",
                        p->company ? p->company : "");
                for (size_t i = 0; i < p->n_approvers; i++)
                        fprintf(fp, "          %s: %s\n", p->approvers[i].role,
                                p->approvers[i].name ? p->approvers[i].name
                                                     : "(to be named)");
        }
}

void kp_plan_print_summary(const kp_plan *p, FILE *fp)
{
        print_head(p, fp);
        fprintf(fp, "\ntiers\n");
        fprintf(fp, "  %-3s %-24s %14s %16s %10s %5s %5s  %s\n", "#", "name",
                "messages", "rate", "record", "prod", "cons", "produce time");
        for (size_t i = 0; i < p->n_tiers; i++)
                print_tier(p, &p->tiers[i], i, fp);
        print_sweeps(p, fp);
        print_total(p, fp);
        fprintf(fp, "\ncriteria\n");
        if (p->n_criteria == 0)
                fprintf(fp, "  none: nothing is judged, so the run's verdict "
                            "is INCOMPLETE (exit 1)\n");
        for (size_t i = 0; i < p->n_criteria; i++)
                print_criterion(p, &p->criteria[i], fp);
        print_target(p, fp);
}

static void help(void)
{
        printf("Usage: kplan validate [--quiet] PLAN\n"
               "\n"
               "Checks PLAN without connecting to Kafka and prints what "
               "would run: the\n"
               "cluster, the topic, every tier with its estimated produce "
               "time, the\n"
               "criteria in words and the target.\n"
               "\n"
               "  -q, --quiet  print nothing, only the exit code\n"
               "  --scale F    as `kplan run --scale F` would run it: F (0 < "
               "F <= 1,\n"
               "               or 1%%) of every tier's messages\n"
               "  --set PATH=VALUE\n"
               "               override a plan field, as `kplan run --set` "
               "does\n"
               "               (repeatable; tiers[10M].messages=1M)\n"
               "\n"
               "Exit 0 when the plan is valid, 2 with the error "
               "(file:line:column or\n"
               "the JSON path) otherwise.\n");
}

/* The command's options, as parsed. */
typedef struct validate_opts {
        const char **sets; /* argv's; the array freed by the command */
        size_t n_sets;
        int quiet;
        double scale;
} validate_opts;

static int opt_scale(void *field, const char *arg, const char *v)
{
        validate_opts *o = field;
        char err[512];
        (void)arg;
        if (kp_plan_parse_scale(v, &o->scale, err, sizeof(err)))
                return kp_usage_error("validate", "--scale: %s", err);
        return KP_OPTS_GO_ON;
}

static int opt_set(void *field, const char *arg, const char *v)
{
        validate_opts *o = field;
        (void)arg;
        if (kp_cli_add_set("validate", v, &o->sets, &o->n_sets))
                return KP_EXIT_USAGE;
        return KP_OPTS_GO_ON;
}

static const kp_opt validate_table[] = {
        { "--help", 'h', KP_OPT_HELP, NULL, 0 },
        { "--quiet", 'q', KP_OPT_FLAG, NULL, offsetof(validate_opts, quiet) },
        { "--scale", 0, KP_OPT_VALUE, opt_scale, 0 },
        { "--set", 0, KP_OPT_VALUE, opt_set, 0 },
};

static const kp_opts_table validate_opts_table = { "validate", validate_table,
                                                   KP_ARRAY_LEN(validate_table),
                                                   help };

int kp_cmd_validate(int argc, char **argv)
{
        validate_opts o = { 0 };
        kp_plan *plan = NULL;
        char err[512];
        int first = 0;
        int rc = kp_opts_getopt(&validate_opts_table, argc, argv, &o, &first);
        if (rc != KP_OPTS_GO_ON)
                goto out;
        if (first != argc - 1) {
                rc = kp_usage_error("validate",
                                    "expected exactly one PLAN file");
                goto out;
        }
        rc = kp_cli_load_plan(argv[first], o.sets, o.n_sets, &plan);
        if (rc)
                goto out;
        if (o.scale > 0 && kp_plan_scale(plan, o.scale, err, sizeof(err))) {
                rc = kp_usage_error("validate", "--scale: %s", err);
                goto out;
        }
        if (!o.quiet) {
                kp_plan_print_summary(plan, stdout);
                printf("\nplan is valid\n");
        }
        rc = KP_EXIT_PASS;
out:
        kp_plan_destroy(plan);
        free(o.sets);
        return rc;
}
