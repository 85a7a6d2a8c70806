/*
 * The report model's small words in the report's language: verdicts,
 * tier states, comparison operators, cluster events and the broker's
 * APIs (model_priv.h).
 * The same words as the lower layers' English ones (kp_verdict_str(),
 * kp_cmp_words(), kp_event_describe()) when the language is English.
 */
#include "report/model/model_priv.h"

#include <string.h>

static const kp_s verdict_keys[] = {
        [KP_PASS] = KP_S_RM_VERDICT_PASS,
        [KP_FAIL] = KP_S_RM_VERDICT_FAIL,
        [KP_INCOMPLETE] = KP_S_RM_VERDICT_INCOMPLETE,
        [KP_NA] = KP_S_RM_VERDICT_NA,
        [KP_INCONCLUSIVE] = KP_S_RM_VERDICT_INCONCLUSIVE,
};

static const kp_s status_keys[] = {
        [KP_TIER_PENDING] = KP_S_RM_STATUS_PENDING,
        [KP_TIER_COMPLETE] = KP_S_RM_STATUS_COMPLETE,
        [KP_TIER_INCOMPLETE] = KP_S_RM_STATUS_INCOMPLETE,
        [KP_TIER_INTERRUPTED] = KP_S_RM_STATUS_INTERRUPTED,
        [KP_TIER_FAILED] = KP_S_RM_STATUS_FAILED,
};

static const kp_s op_keys[] = {
        [KP_CMP_LE] = KP_S_RM_OP_LE,
        [KP_CMP_LT] = KP_S_RM_OP_LT,
        [KP_CMP_GE] = KP_S_RM_OP_GE,
        [KP_CMP_GT] = KP_S_RM_OP_GT,
};

/* The words of entry v of a table of n keys; "?" for none. */
static const char *words_of(const mb *b, const kp_s *keys, size_t n, int v)
{
        if (v < 0 || (size_t)v >= n || !keys[v])
                return "?";
        return kp_tr(b->lang, keys[v]);
}

const char *mb_verdict_words(const mb *b, kp_verdict v)
{
        return words_of(b, verdict_keys, KP_ARRAY_LEN(verdict_keys), (int)v);
}

const char *mb_status_words(const mb *b, kp_tier_status s)
{
        return words_of(b, status_keys, KP_ARRAY_LEN(status_keys), (int)s);
}

const char *mb_op_words(const mb *b, kp_cmp c)
{
        return words_of(b, op_keys, KP_ARRAY_LEN(op_keys), (int)c);
}

/* "partition 3", "partitions 2 and 4", "partitions 0, 1 and 5", or "6
 * partitions" past eight of them. */
static void partitions_words(const mb *b, const kp_cluster_event *ev,
                             kp_buf *out)
{
        size_t n = ev->n_partitions;
        if (n > 8) {
                kp_buf_printf(out, MB_TR(b, RM_EV_PARTITIONS_MANY), n);
                return;
        }
        kp_buf_puts(out, n == 1 ? MB_TR(b, RM_EV_PARTITION)
                                : MB_TR(b, RM_EV_PARTITIONS));
        for (size_t i = 0; i < n; i++)
                kp_buf_printf(out, "%s%d",
                              i == 0       ? ""
                              : i + 1 == n ? MB_TR(b, RM_EV_AND)
                                           : MB_TR(b, RM_EV_COMMA),
                              ev->partitions[i]);
}

static const char *phase_words(const mb *b, const char *phase)
{
        if (!strcmp(phase, "produce"))
                return MB_TR(b, RM_PHASE_PRODUCE);
        if (!strcmp(phase, "consume"))
                return MB_TR(b, RM_PHASE_CONSUME);
        return phase;
}

void mb_event_words(const mb *b, const kp_cluster_event *ev, kp_buf *out)
{
        kp_buf parts = { 0 };
        int one = ev->n_partitions == 1;
        switch (ev->kind) {
        case KP_EV_BROKER_LEFT:
                kp_buf_printf(out, MB_TR(b, RM_EV_BROKER_LEFT), ev->broker);
                break;
        case KP_EV_BROKER_JOINED:
                kp_buf_printf(out, MB_TR(b, RM_EV_BROKER_JOINED), ev->broker);
                break;
        case KP_EV_LEADERS_MOVED:
        case KP_EV_NO_LEADER:
                partitions_words(b, ev, &parts);
                kp_buf_printf(out,
                              ev->kind == KP_EV_LEADERS_MOVED
                                  ? (one ? MB_TR(b, RM_EV_LEADER_MOVED)
                                         : MB_TR(b, RM_EV_LEADERS_MOVED))
                                  : (one ? MB_TR(b, RM_EV_LEADER_LOST)
                                         : MB_TR(b, RM_EV_LEADERS_LOST)),
                              parts.s ? parts.s : "");
                break;
        case KP_EV_ISR_SHRANK:
        case KP_EV_ISR_GREW:
                partitions_words(b, ev, &parts);
                kp_buf_printf(out,
                              ev->kind == KP_EV_ISR_SHRANK
                                  ? MB_TR(b, RM_EV_ISR_FELL)
                                  : MB_TR(b, RM_EV_ISR_GREW),
                              parts.s ? parts.s : "", ev->isr);
                break;
        case KP_EV_UNREACHABLE:
                kp_buf_puts(out, MB_TR(b, RM_EV_UNREACHABLE));
                break;
        case KP_EV_REACHABLE:
                kp_buf_puts(out, MB_TR(b, RM_EV_REACHABLE));
                break;
        }
        out->oom |= parts.oom;
        kp_buf_free(&parts);
        /* When kplan saw it, which can be seconds after the cause (a
         * dead broker is listed until its session times out). */
        kp_buf_printf(out, MB_TR(b, RM_EV_SEEN), ev->t_s);
        if (ev->phase[0])
                kp_buf_printf(out, MB_TR(b, RM_EV_PHASE),
                              phase_words(b, ev->phase));
}

void mb_events_words(const mb *b, const kp_event_list *l, kp_buf *out)
{
        for (size_t i = 0; i < l->n; i++) {
                if (i)
                        kp_buf_puts(out, MB_TR(b, RM_EV_SEP));
                mb_event_words(b, &l->v[i], out);
        }
}

void mb_api_words(const mb *b, const kp_cluster_info *c, kp_buf *out)
{
        kp_api_summary(c, out);
        if (c->n_apis)
                kp_buf_printf(out, MB_TR(b, RM_ENV_APIS), c->n_apis);
}
