/* The plan's declared broker hosts, cluster.hosts (plan/plan_priv.h). */

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "base/units.h"
#include "plan/plan_priv.h"

#define MAX_HOST_ENTRIES 100
#define MAX_HOSTS        1000

/* A Kafka release as its project numbers them: "3.9", "3.9.0", and a
 * vendor suffix such as "7.6.1-ccs". */
static int release_ok(const char *s)
{
        int parts = 0;
        for (;;) {
                size_t n = 0;
                while (isdigit((unsigned char)s[n]))
                        n++;
                if (n == 0 || n > 4)
                        return 0;
                s += n;
                parts++;
                if (*s != '.' || parts == 4)
                        break;
                s++;
        }
        if (parts < 2)
                return 0;
        if (!*s)
                return 1;
        if ((*s != '-' && *s != '+') || !s[1] || strlen(s) > 33)
                return 0;
        for (s++; *s; s++)
                if (!isalnum((unsigned char)*s) && *s != '.' && *s != '-' &&
                    *s != '+' && *s != '_')
                        return 0;
        return 1;
}

/* A link in bit/s: a count such as "10G" (10 Gbit/s). */
static int get_network(const rd *r, const cJSON *it, const char *ip,
                       uint64_t *out)
{
        char kp[PATH_LEN], text[128], why[256];
        const cJSON *v = pr_member(it, "network", kp, ip);
        if (!v)
                return 0;
        if (pr_as_text(r, v, kp,
                       "expected a link speed in bit/s such as \"10G\"", text,
                       sizeof(text)))
                return -1;
        if (kp_parse_count(text, out, why, sizeof(why)) || *out < 1000000 ||
            *out > 10000000000000ULL)
                return pr_bad_value(r, kp, v,
                                    "expected a link speed in bit/s from "
                                    "\"1M\" to \"10T\", such as \"10G\" "
                                    "(10 Gbit/s, no unit)");
        return 0;
}

static int parse_host(const rd *r, const cJSON *it, const char *ip,
                      kp_host_decl *h)
{
        static const char *const keys[] = {
                "name",  "count",     "cores",           "memory",
                "disks", "disk_size", "disk_type",       "os",
                "kafka", "network",   "disk_throughput", NULL
        };
        char kp[PATH_LEN];
        const cJSON *v;
        h->count = 1;
        if (pr_want_object(r, it, ip) || pr_check_keys(r, it, ip, keys) ||
            pr_get_string(r, it, ip, "name", 0, &h->name) ||
            pr_get_int(r, it, ip, "count", 1, MAX_HOSTS, &h->count) ||
            pr_get_number(r, it, ip, "cores", 0.01, 100000, &h->cores) ||
            pr_get_size(r, it, ip, "memory", 1ULL << 20, 1ULL << 50,
                        &h->memory) ||
            pr_get_int(r, it, ip, "disks", 1, 1000, &h->disks) ||
            pr_get_size(r, it, ip, "disk_size", 1ULL << 20, 1ULL << 53,
                        &h->disk_size) ||
            pr_get_string(r, it, ip, "disk_type", 0, &h->disk_type) ||
            pr_get_string(r, it, ip, "os", 0, &h->os) ||
            pr_get_string(r, it, ip, "kafka", 0, &h->kafka) ||
            get_network(r, it, ip, &h->network) ||
            pr_get_size(r, it, ip, "disk_throughput", 1ULL << 20, 1ULL << 50,
                        &h->disk_throughput))
                return -1;
        if (h->name &&
            (!h->name[strspn(h->name, " \t")] || strlen(h->name) > 64)) {
                v = pr_member(it, "name", kp, ip);
                return pr_bad_value(r, kp, v,
                                    "expected a name of 1 to 64 characters, "
                                    "not blank");
        }
        if ((h->disk_type && !*h->disk_type) || (h->os && !*h->os)) {
                v = pr_member(it, h->os && !*h->os ? "os" : "disk_type", kp,
                              ip);
                return pr_bad_value(r, kp, v, "expected a non-empty string");
        }
        if (h->kafka && !release_ok(h->kafka)) {
                v = pr_member(it, "kafka", kp, ip);
                return pr_bad_value(r, kp, v,
                                    "expected a Kafka release such as "
                                    "\"3.9.0\" (numbers joined by dots, an "
                                    "optional suffix such as \"-ccs\")");
        }
        if (!h->cores && !h->memory && !h->disks && !h->disk_size &&
            !h->disk_type && !h->os && !h->kafka && !h->network &&
            !h->disk_throughput)
                return pr_perr(r, ip,
                               "declares nothing about the host: give at "
                               "least one of cores, memory, disks, "
                               "disk_size, disk_type, os, kafka, network, "
                               "disk_throughput");
        return 0;
}

int pr_parse_hosts(const rd *r, const cJSON *cluster, const char *parent,
                   kp_plan *p)
{
        char path[PATH_LEN];
        const cJSON *arr = pr_member(cluster, "hosts", path, parent), *it;
        size_t i = 0;
        long total = 0;
        if (!arr)
                return 0;
        p->hosts = pr_array_items(r, arr, path, 1, MAX_HOST_ENTRIES,
                                  "expected an array of 1 to 100 host "
                                  "entries, such as [{\"count\": 3, "
                                  "\"cores\": 16, \"memory\": \"64GiB\"}]",
                                  sizeof(*p->hosts));
        if (!p->hosts)
                return -1;
        cJSON_ArrayForEach(it, arr)
        {
                char ip[PATH_LEN];
                kp_host_decl *h = &p->hosts[p->n_hosts++];
                kp_json_path_index(ip, sizeof(ip), path, i++);
                if (parse_host(r, it, ip, h))
                        return -1;
                total += h->count;
        }
        if (total > MAX_HOSTS)
                return pr_perr(r, path, "declares %ld hosts in all; at most %d",
                               total, MAX_HOSTS);
        return 0;
}

void pr_hosts_free(kp_plan *p)
{
        for (size_t i = 0; i < p->n_hosts; i++) {
                free(p->hosts[i].name);
                free(p->hosts[i].disk_type);
                free(p->hosts[i].os);
                free(p->hosts[i].kafka);
        }
        free(p->hosts);
        p->hosts = NULL;
        p->n_hosts = 0;
}
