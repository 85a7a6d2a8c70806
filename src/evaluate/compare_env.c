/* The settings that differ between two runs (evaluate/compare.h,
 * kp_compare_diff): a possible cause of the differences kplan compare
 * shows. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/units.h"
#include "base/util.h"
#include "evaluate/compare_priv.h"

static int diff_add(kp_comparison *c, kp_compare_diff_kind kind,
                    const char *name, const char *a, const char *b)
{
        kp_compare_diff *v = realloc(c->diffs, (c->n_diffs + 1) * sizeof(*v));
        kp_compare_diff *d;
        if (!v)
                return -1;
        c->diffs = v;
        d = &v[c->n_diffs];
        d->kind = kind;
        d->name = strdup(name);
        d->a = strdup(a ? a : "not set");
        d->b = strdup(b ? b : "not set");
        c->n_diffs++;
        return d->name && d->a && d->b ? 0 : -1;
}

/* log.dirs by its count of directories: the paths differ from host to
 * host, the count is what decides. */
static void dirs_count(const char *v, char *out, size_t n)
{
        snprintf(out, n, "%zu", kp_log_dirs_count(v));
}

static int setting_diff(kp_comparison *c, const char *key, const char *a,
                        const char *b)
{
        char da[32], db[32];
        if (strcmp(key, "log.dirs") == 0) {
                if (a)
                        dirs_count(a, da, sizeof(da));
                if (b)
                        dirs_count(b, db, sizeof(db));
                if (a && b && strcmp(da, db) == 0)
                        return 0;
                return diff_add(c, KP_DIFF_BROKER_SETTING, KP_DIFF_LOG_DIRS,
                                a ? da : NULL, b ? db : NULL);
        }
        if (a && b && strcmp(a, b) == 0)
                return 0;
        return diff_add(c, KP_DIFF_BROKER_SETTING, key, a, b);
}

static int settings_diff(kp_comparison *c, const kp_results *a,
                         const kp_results *b)
{
        const kp_kvlist *la = &a->cluster.broker_config;
        const kp_kvlist *lb = &b->cluster.broker_config;
        if (!la->n || !lb->n) {
                if (!la->n && !lb->n)
                        return 0;
                c->settings =
                    la->n ? KP_SETTINGS_NONE_IN_B : KP_SETTINGS_NONE_IN_A;
                return 0;
        }
        for (size_t i = 0; i < la->n; i++)
                if (setting_diff(c, la->items[i].key, la->items[i].value,
                                 kp_kv_get(lb, la->items[i].key)))
                        return -1;
        for (size_t i = 0; i < lb->n; i++)
                if (!kp_kv_get(la, lb->items[i].key) &&
                    setting_diff(c, lb->items[i].key, NULL, lb->items[i].value))
                        return -1;
        return 0;
}

/* One field of a run's declared hosts, over its entries: "16" for one
 * entry, "16; 8" for two; NULL when no entry declares it. */
enum {
        F_COUNT,
        F_CORES,
        F_MEMORY,
        F_DISKS,
        F_DISK_SIZE,
        F_DISK_TYPE,
        F_OS,
        F_KAFKA,
        F__N
};
static const char *const field_name[F__N] = { "hosts", "cores",     "memory",
                                              "disks", "disk_size", "disk_type",
                                              "os",    "kafka" };

static char *host_field(const kp_plan *p, int f, int *oom)
{
        kp_buf s = { 0 };
        int any = 0;
        long total = 0;
        for (size_t i = 0; p && i < p->n_hosts; i++) {
                const kp_host_decl *h = &p->hosts[i];
                char v[64] = "";
                switch (f) {
                case F_COUNT:
                        total += h->count;
                        continue;
                case F_CORES:
                        if (h->cores)
                                snprintf(v, sizeof(v), "%g", h->cores);
                        break;
                case F_MEMORY:
                        if (h->memory)
                                kp_fmt_bytes(v, sizeof(v), (double)h->memory);
                        break;
                case F_DISKS:
                        if (h->disks)
                                snprintf(v, sizeof(v), "%d", h->disks);
                        break;
                case F_DISK_SIZE:
                        if (h->disk_size)
                                kp_fmt_bytes(v, sizeof(v),
                                             (double)h->disk_size);
                        break;
                case F_DISK_TYPE:
                        snprintf(v, sizeof(v), "%s",
                                 h->disk_type ? h->disk_type : "");
                        break;
                case F_OS:
                        snprintf(v, sizeof(v), "%s", h->os ? h->os : "");
                        break;
                default:
                        snprintf(v, sizeof(v), "%s", h->kafka ? h->kafka : "");
                        break;
                }
                any |= *v != 0;
                kp_buf_printf(&s, "%s%s", i ? "; " : "", *v ? v : "-");
        }
        if (f == F_COUNT && p && p->n_hosts) {
                kp_buf_printf(&s, "%ld", total);
                any = 1;
        }
        if (s.oom)
                *oom = 1;
        if (!any) {
                kp_buf_free(&s);
                return NULL;
        }
        return s.s;
}

static int hosts_diff(kp_comparison *c, const kp_results *a,
                      const kp_results *b)
{
        int oom = 0, ret = 0;
        for (int f = 0; f < F__N && !ret; f++) {
                char *va = host_field(a->plan, f, &oom);
                char *vb = host_field(b->plan, f, &oom);
                if ((va || vb) && (!va || !vb || strcmp(va, vb) != 0))
                        ret = diff_add(c, KP_DIFF_HOSTS, field_name[f], va, vb);
                free(va);
                free(vb);
        }
        return ret || oom ? -1 : 0;
}

/* The brokers' version without the broker it was read from: "...
 * 3.9-IV0 (broker 1)" and "... 3.9-IV0 (broker 2)" are the same. */
static void version_text(const char *v, char *out, size_t n)
{
        const char *from = v ? strstr(v, " (broker ") : NULL;
        snprintf(out, n, "%.*s", from ? (int)(from - v) : (int)strlen(v), v);
}

int cmp_env_diffs(kp_comparison *c, const kp_results *a, const kp_results *b)
{
        const char *va = a->cluster.broker_version;
        const char *vb = b->cluster.broker_version;
        char ta[128] = "", tb[128] = "";
        if (settings_diff(c, a, b))
                return -1;
        if (va)
                version_text(va, ta, sizeof(ta));
        if (vb)
                version_text(vb, tb, sizeof(tb));
        if ((va || vb) && !a->cluster.embedded && !b->cluster.embedded &&
            (!va || !vb || strcmp(ta, tb) != 0) &&
            diff_add(c, KP_DIFF_KAFKA_RELEASE, "broker version", va ? ta : NULL,
                     vb ? tb : NULL))
                return -1;
        return hosts_diff(c, a, b);
}

void cmp_env_free(kp_comparison *c)
{
        for (size_t i = 0; i < c->n_diffs; i++) {
                free(c->diffs[i].name);
                free(c->diffs[i].a);
                free(c->diffs[i].b);
        }
        free(c->diffs);
}
