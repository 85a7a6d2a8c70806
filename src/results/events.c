/* Cluster events: the list a tier keeps, its kinds' names as
 * results.json writes them, and the events in words, as the reports and
 * the terminal say them. */
#include "results/results.h"

#include <stdlib.h>
#include <string.h>

#include "base/util.h"

static const char *const event_names[] = {
        [KP_EV_BROKER_LEFT] = "broker_left",
        [KP_EV_BROKER_JOINED] = "broker_joined",
        [KP_EV_LEADERS_MOVED] = "leaders_moved",
        [KP_EV_NO_LEADER] = "no_leader",
        [KP_EV_ISR_SHRANK] = "isr_shrank",
        [KP_EV_ISR_GREW] = "isr_grew",
        [KP_EV_UNREACHABLE] = "unreachable",
        [KP_EV_REACHABLE] = "reachable",
};

const char *kp_event_kind_str(kp_event_kind k)
{
        return (size_t)k < KP_ARRAY_LEN(event_names) ? event_names[k] : "?";
}

int kp_event_kind_parse(const char *s)
{
        for (size_t i = 0; s && i < KP_ARRAY_LEN(event_names); i++)
                if (strcmp(s, event_names[i]) == 0)
                        return (int)i;
        return -1;
}

int kp_events_push(kp_event_list *l, const kp_cluster_event *ev)
{
        kp_cluster_event *v = realloc(l->v, (l->n + 1) * sizeof(*v)), *e;
        if (!v)
                return -1;
        l->v = v;
        e = &v[l->n];
        *e = *ev;
        e->topic = kp_strdup0(ev->topic);
        e->partitions = calloc(ev->n_partitions + 1, sizeof(*e->partitions));
        if ((ev->topic && !e->topic) || !e->partitions) {
                free(e->topic);
                free(e->partitions);
                return -1;
        }
        if (ev->n_partitions)
                memcpy(e->partitions, ev->partitions,
                       ev->n_partitions * sizeof(*e->partitions));
        l->n++;
        return 0;
}

void kp_events_free(kp_event_list *l)
{
        for (size_t i = 0; i < l->n; i++) {
                free(l->v[i].topic);
                free(l->v[i].partitions);
        }
        free(l->v);
        l->v = NULL;
        l->n = 0;
}

/* "partition 3", "partitions 2 and 4", "partitions 0, 1 and 5", or "6
 * partitions" past eight of them. */
static void partitions_words(const kp_cluster_event *ev, kp_buf *out)
{
        size_t n = ev->n_partitions;
        if (n > 8) {
                kp_buf_printf(out, "%zu partitions", n);
                return;
        }
        kp_buf_puts(out, n == 1 ? "partition " : "partitions ");
        for (size_t i = 0; i < n; i++)
                kp_buf_printf(out, "%s%d",
                              i == 0       ? ""
                              : i + 1 == n ? " and "
                                           : ", ",
                              ev->partitions[i]);
}

void kp_event_describe(const kp_cluster_event *ev, kp_buf *out)
{
        switch (ev->kind) {
        case KP_EV_BROKER_LEFT:
                kp_buf_printf(out, "broker %d left", ev->broker);
                break;
        case KP_EV_BROKER_JOINED:
                kp_buf_printf(out, "broker %d joined", ev->broker);
                break;
        case KP_EV_LEADERS_MOVED:
        case KP_EV_NO_LEADER:
                kp_buf_puts(out, ev->n_partitions == 1 ? "the leader of "
                                                       : "the leaders of ");
                partitions_words(ev, out);
                kp_buf_puts(out, ev->kind == KP_EV_LEADERS_MOVED
                                     ? " moved"
                                     : (ev->n_partitions == 1
                                            ? " was lost (no leader)"
                                            : " were lost (no leader)"));
                break;
        case KP_EV_ISR_SHRANK:
        case KP_EV_ISR_GREW:
                kp_buf_puts(out, "the in-sync replicas of ");
                partitions_words(ev, out);
                kp_buf_printf(out, " %s to %d",
                              ev->kind == KP_EV_ISR_SHRANK ? "fell" : "grew",
                              ev->isr);
                break;
        case KP_EV_UNREACHABLE:
                kp_buf_puts(out, "no broker answered");
                break;
        case KP_EV_REACHABLE:
                kp_buf_puts(out, "the cluster answered again");
                break;
        }
        /* When kplan saw it, which can be seconds after the cause (a
         * dead broker is listed until its session times out). */
        kp_buf_printf(out, ", seen at t=%.1f s", ev->t_s);
        if (ev->phase[0])
                kp_buf_printf(out, " (%s phase)", ev->phase);
}

void kp_events_describe(const kp_event_list *l, kp_buf *out)
{
        for (size_t i = 0; i < l->n; i++) {
                if (i)
                        kp_buf_puts(out, "; ");
                kp_event_describe(&l->v[i], out);
        }
}
