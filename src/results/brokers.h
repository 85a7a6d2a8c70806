/*
 * brokers: the brokers' own metrics of a tier, as Prometheus answered
 * them (results.json tiers[].brokers; docs/brokers.md). A part of the
 * results model kept in a module of its own.
 *
 * A tier holds one window for its whole run and one per capacity-search
 * trial or soak. Each window holds every query asked, with the PromQL
 * as sent, its unit, and per broker a series of points bounded in
 * number (KP_BROKERS_MAX_POINTS: a longer series keeps every k-th
 * point), with the mean and maximum of every point the server returned.
 * A query that returned no series has none and says so; one that failed
 * has its error. Nothing here is a count or a verdict of the client's
 * own measurements, and nothing changes one.
 */
#ifndef KP_BROKERS_H
#define KP_BROKERS_H

#include <stddef.h>
#include <stdint.h>

#include <cjson/cJSON.h>

#define KP_BROKERS_MAX_POINTS  240 /* points kept per series */
#define KP_BROKERS_MAX_SERIES  32  /* series kept per query */
#define KP_BROKERS_MAX_QUERIES 96  /* queries per window */
#define KP_BROKERS_MAX_WINDOWS 256 /* windows per tier */
#define KP_BROKERS_TRIAL_POINTS                                                \
        12 /* points kept per series of a search                               \
              trial's window: its mean and max                                 \
              are what the reports use */

/* Which rule named the broker of a series' label (results/broker_map.h;
 * results.json "node_id_from"). */
typedef enum kp_bnode_from {
        KP_BNODE_UNMAPPED = 0,   /* not mapped yet: never written */
        KP_BNODE_NOT_IDENTIFIED, /* no rule names one broker */
        KP_BNODE_PLAN,           /* cluster.prometheus.brokers */
        KP_BNODE_APP_INFO,       /* the target's own app-info id */
        KP_BNODE_ADDRESS,        /* the host (and port) of one broker */
        KP_BNODE_LABEL,          /* results written before the mapping:
                                    a label that is a node id */
} kp_bnode_from;

/* "plan", "app_info", ... as results.json holds it; "" for UNMAPPED. */
const char *kp_bnode_from_str(kp_bnode_from f);

/* One broker's series of one query. t_s: seconds since the window's
 * start. mean and max are over the n_total points the server returned
 * (n of them kept), NAN (null in results.json) when it returned none. window is
 * the figure of exactly the window [start_s, end_s] (a counter's increase over
 * it divided by its length, a request time's sum over its count between the two
 * ends, a gauge's mean over the points inside it: docs/brokers.md), NAN when
 * not known; it, never mean, is the tier's figure. */
typedef struct kp_bseries {
        char *broker; /* the value of the plan's broker label, as
                         Prometheus gave it, for display: which
                         broker it is, is node */
        int32_t node; /* the broker's node id, -1 when not identified */
        kp_bnode_from node_from; /* the rule that gave node */
        double *t_s, *v;
        size_t n;
        size_t n_total;
        double mean, max;
        double window;
} kp_bseries;

typedef struct kp_bquery {
        char *name;          /* "host_cpu" */
        char *promql;        /* as sent */
        char *window_promql; /* the window figure's instant query as sent,
                                or NULL (the mean of the points) */
        char *unit;          /* "%" */
        char *error;         /* why it has no answer, or NULL */
        kp_bseries *series;
        size_t n_series;
} kp_bquery;

typedef struct kp_bwindow {
        int trial;      /* -1: the tier's whole run; else the index of
                           the search trial (or soak) in tiers[].search */
        double start_s; /* Unix seconds: the window asked */
        double end_s;
        double step_s;        /* the tier's interval */
        char asked_at[32];    /* UTC, ISO 8601, when it was asked */
        double rate;          /* the fixed rate produced, msg/s; 0 unlimited */
        double achieved_rate; /* msg/s measured by the client */
        double mib_per_sec;   /* produced, measured by the client */
        /* Why the window has nothing (Prometheus unreachable, slow, an
         * HTTP error), in words, without credentials; else NULL. */
        char *unavailable;
        kp_bquery *queries;
        size_t n_queries;
} kp_bwindow;

typedef struct kp_brokers {
        char *url; /* the server asked, without credentials */
        kp_bwindow *windows;
        size_t n_windows;
} kp_brokers;

/* A new empty record for url (copied). NULL when memory runs out.
 * Caller frees with kp_brokers_destroy(); destroy(NULL) does nothing. */
kp_brokers *kp_brokers_new(const char *url);
void kp_brokers_destroy(kp_brokers *b);

/* Appends a new zeroed window (trial -1) and returns it, borrowed from
 * b, valid until the next append; NULL when memory runs out or b holds
 * KP_BROKERS_MAX_WINDOWS already. */
kp_bwindow *kp_brokers_add_window(kp_brokers *b);

/* Appends a query (name, promql and unit copied) to w and returns it,
 * borrowed; NULL when memory runs out or w is full. */
kp_bquery *kp_bwindow_add_query(kp_bwindow *w, const char *name,
                                const char *promql, const char *unit);

/* Removes w's last query (one never answered). */
void kp_bwindow_drop_last(kp_bwindow *w);

/* Adds broker's series of n points (t_s, v borrowed: copied) to q,
 * keeping every k-th point when n exceeds KP_BROKERS_MAX_POINTS, the
 * mean and max over all n. Non-finite values are skipped. The series'
 * window figure is NAN until the caller sets it. Returns 0, 1 when q is
 * full (the series is not kept), -1 when memory runs out. */
int kp_bquery_add_series(kp_bquery *q, const char *broker, const double *t_s,
                         const double *v, size_t n);

/* Keeps at most max points (at least 2) of every series of w, every
 * k-th one; the means, maxima and point counts stay those of all the
 * points Prometheus returned. */
void kp_bwindow_thin(kp_bwindow *w, size_t max);

/* The node id of the broker that label names in w (the mapping of
 * results/broker_map.h, made when the window was collected or loaded), or
 * -1 when it is not identified or w has no series of that label. */
int32_t kp_bwindow_node(const kp_bwindow *w, const char *label);
/* The same over every window of b, the tier's own first. */
int32_t kp_brokers_node(const kp_brokers *b, const char *label);

/* The window of a tier's whole run (trial -1), or NULL. */
const kp_bwindow *kp_brokers_tier_window(const kp_brokers *b);
/* The query of w with that name, or NULL. */
const kp_bquery *kp_bwindow_query(const kp_bwindow *w, const char *name);

/* As results.json holds it (new tree; NULL when memory runs out). */
cJSON *kp_brokers_json(const kp_brokers *b);
/* From results.json. Returns 0 with *out a new record, or -1 with a
 * sentence naming where (the JSON path given) and what was wrong. A
 * series without "window" (older results) or with null has NAN; one
 * without "node_id_from" (older results) is KP_BNODE_UNMAPPED, for
 * kp_broker_map_apply() to map. */
int kp_brokers_from(const cJSON *o, const char *where, kp_brokers **out,
                    char *errstr, size_t errstr_size);

#endif
