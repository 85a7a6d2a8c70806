/* The words of results.json's codes that are not records (code_words.h). */
#include "report/model/code_words.h"

#include "report/words/lang.h"

static const kp_s reason_words[KP_SZR__COUNT] = {
        [KP_SZR_NO_METRICS] = KP_S_SZ_R_NO_METRICS,
        [KP_SZR_FEW_POINTS] = KP_S_SZ_R_FEW_POINTS,
        [KP_SZR_NO_CAPACITY] = KP_S_SZ_R_NO_CAPACITY,
        [KP_SZR_SHARED_HOST] = KP_S_SZ_R_SHARED_HOST,
        [KP_SZR_FLAT] = KP_S_SZ_R_FLAT,
        [KP_SZR_WEAK] = KP_S_SZ_R_WEAK,
        [KP_SZR_IDLE_ABOVE] = KP_S_SZ_R_IDLE_ABOVE,
        [KP_SZR_NO_TARGET] = KP_S_SZ_R_NO_TARGET,
        [KP_SZR_NO_CEILING] = KP_S_SZ_R_NO_CEILING,
        [KP_SZR_NO_BROKERS] = KP_S_SZ_R_NO_BROKERS,
};

static const kp_s line_words[KP_SZL__COUNT] = {
        [KP_SZL_NO_BATCHES] = KP_S_SZ_L_NO_BATCHES,
        [KP_SZL_FEW_POINTS] = KP_S_SZ_L_FEW_POINTS,
        [KP_SZL_BATCH_FLAT] = KP_S_SZ_L_BATCH_FLAT,
        [KP_SZL_REQUESTS_FLAT] = KP_S_SZ_L_REQUESTS_FLAT,
        [KP_SZL_SINGULAR] = KP_S_SZ_L_SINGULAR,
        [KP_SZL_NEGATIVE_C] = KP_S_SZ_L_NEGATIVE_C,
        [KP_SZL_NEGATIVE_B] = KP_S_SZ_L_NEGATIVE_B,
};

const char *kp_sizing_reason_words(kp_lang l, kp_sizing_reason r)
{
        return r > KP_SZR_NONE && r < KP_SZR__COUNT && reason_words[r]
                   ? kp_tr(l, reason_words[r])
                   : "";
}

const char *kp_sizing_line_words(kp_lang l, kp_sizing_line_why w)
{
        return w > KP_SZL_NONE && w < KP_SZL__COUNT && line_words[w]
                   ? kp_tr(l, line_words[w])
                   : "";
}

const char *kp_sweep_best_rule_words(kp_lang l, kp_sweep_goal goal)
{
        return kp_tr(l, goal == KP_GOAL_THROUGHPUT ? KP_S_SW_RULE_BEST_RATE
                                                   : KP_S_SW_RULE_BEST_P95);
}

const char *kp_sweep_noise_rule_words(kp_lang l)
{
        return kp_tr(l, KP_S_SW_RULE_NOISE);
}
