/*
 * lang_en_judge: the words of kplan's judgments in English: the J_ keys (one
 * per judgment code, report/model/judgment_words.c), an INCONCLUSIVE
 * verdict, the sign-off's decisions, figures not known (with why) and
 * rates judged with their error. Keys and the arguments of each string:
 * report/words/lang.h.
 */
#include "report/words/lang.h"

const char *const kp_catalog_en_judge[KP_S_COUNT] = {
        [KP_S_RM_DECISION_NOT_VALID] = "Test not valid",
        [KP_S_RM_DECISION_LINE] = "%s: %s",
        [KP_S_RM_DECISION_DEF_APPROVED] =
            "the cluster is accepted for the workload of appendix A.1 on this "
            "evidence",
        [KP_S_RM_DECISION_DEF_CONDITIONS] =
            "the cluster is accepted once the conditions written (what, who, "
            "when) are met",
        [KP_S_RM_DECISION_DEF_REJECTED] =
            "the cluster is not accepted: it is sent back to be fixed and "
            "tested again",
        [KP_S_RM_DECISION_DEF_NOT_VALID] =
            "the run measured the test rig, not the cluster: it is no evidence "
            "either way, and the test is run again with the change named on "
            "the front page",
        [KP_S_RM_SIGNOFF_MEANS_INCONCLUSIVE] =
            "On this INCONCLUSIVE, the test rig, not the cluster, was the "
            "limit: the run is no evidence about the cluster, so \"%s\" is the "
            "decision it supports; approving or rejecting the cluster needs "
            "the run again with the change named at the top.",
        [KP_S_RM_SIGNED_FOR] =
            "Signed for: %s (Kafka %s, brokers: %s), run %s, %s",
        [KP_S_RM_SIGNED_FOR_EMBEDDED] =
            "Signed for: no cluster (the embedded mock cluster), run %s, %s",
        [KP_S_XL_NOT_VALID] = "Test not valid",
        [KP_S_RM_VERDICT_STORED] =
            "This results.json was written by kplan %s with the verdict %s; "
            "evaluated again by the rules of this kplan, it is %s (the verdict "
            "above). The file is unchanged.",
        [KP_S_RM_ANS_LAT_RIG] =
            "Not shown: at %s msg/s (tier %s, at or above the required peak of "
            "%s msg/s) p95 produce latency was %s, outside its criterion, but "
            "the test rig, not the cluster, was the limit (INCONCLUSIVE)",
        [KP_S_XL_RERUN] = "What to change and rerun: %s",
        /* ---- judgments ---- */
        [KP_S_J_BECAUSE] = ": ",
        [KP_S_J_NOT_KNOWN] = "not known",
        [KP_S_J_PHASE_PRODUCE] = "produce",
        [KP_S_J_PHASE_CONSUME] = "consume",
        [KP_S_J_SUBJECT_PHASE] = "tier %s, %s phase: ",
        [KP_S_J_ON_HOST] = " (load host %s)",
        [KP_S_J_RUN_ABORTED] = "tier %s stopped early on an abort criterion",
        [KP_S_J_RUN_FAILED] = "%s of %s tiers failed a criterion",
        [KP_S_J_RUN_INCONCLUSIVE] =
            "%s of %s tiers failed a rate or latency criterion while the test "
            "rig, not the cluster, was the limit; the first",
        [KP_S_J_RUN_INCOMPLETE] = "%s of %s tiers did not complete",
        [KP_S_J_RUN_UNJUDGED] =
            "%s of %s checks could not be judged; the first: %s on %s",
        [KP_S_J_RUN_NO_CRITERIA] =
            "the plan has no criteria: nothing was judged",
        [KP_S_J_RUN_NONE_JUDGED] =
            "no criterion judged any tier: every check was N/A",
        [KP_S_J_RUN_CAP_NONE] =
            "no tier measured a rate that met the criteria, to compare with "
            "the target's peak of %s msg/s (add a tier with \"rate\": "
            "\"search\")",
        [KP_S_J_RUN_FIXED_SHORT] =
            "capacity not demonstrated: at least %s msg/s held at the "
            "criteria, the target needs %s msg/s at peak (add a tier with "
            "\"rate\": \"search\")",
        [KP_S_J_RUN_CAP_SHORT] =
            "the capacity at the criteria, %s msg/s sustained, is below the "
            "required peak of %s msg/s (headroom %sx)",
        [KP_S_J_RUN_CAP_SHORT_TRIALS] =
            "the capacity at the criteria, %s msg/s in trials, is below the "
            "required peak of %s msg/s (headroom %sx)",
        [KP_S_J_RUN_CAP_AT_LEAST] =
            "the capacity at the criteria is at least %s msg/s, below the "
            "required peak of %s msg/s, and the test rig, not the cluster, was "
            "the limit of tier %s: the capacity is not shown; change the rig "
            "and rerun",
        [KP_S_J_RUN_TRIALS] = "capacity found in trials only: %s msg/s met the "
                              "criteria (%sx the peak), but no soak held it",
        [KP_S_J_RUN_PASS] = "every tier met every criterion",
        [KP_S_J_RUN_PASS_TARGET] =
            "every tier met every criterion and the target fits",
        [KP_S_J_RIG_CLIENT_CGROUP] =
            "the load client was held by its cgroup: %s of its %s cores used, "
            "throttled in %s of its periods (a limit from %s)",
        [KP_S_J_RIG_CLIENT_AFFINITY] =
            "the load client used %s cores of the %s CPUs its affinity allows",
        [KP_S_J_RIG_CLIENT_THREAD] = "the load client's thread %s was busy %s "
                                     "of a core (a limit from %s)",
        [KP_S_J_RIG_HOST_SATURATED] =
            "the load host's CPU was %s busy (a limit from %s): the client "
            "waited for CPUs that others used",
        [KP_S_J_RIG_BROKERS_ON_HOST] =
            "a broker ran on the load client's own host (broker %s): the two "
            "shared its CPUs",
        [KP_S_J_RIG_EMBEDDED] = "the brokers were librdkafka's in-process mock "
                                "cluster, inside the load client",
        [KP_S_J_FIX_CLIENT_CGROUP] =
            "Give the load client more CPU (raise its cgroup's quota, or run "
            "it outside that cgroup) and rerun",
        [KP_S_J_FIX_CLIENT_AFFINITY] =
            "Let the load client run on more CPUs (its CPU affinity) and rerun",
        [KP_S_J_FIX_CLIENT_THREAD] =
            "Spread the load over more producer instances or load hosts "
            "(\"instances\", kplan agent) so that no client thread is at a "
            "full core, and rerun",
        [KP_S_J_FIX_HOST_SATURATED] =
            "Run the load client on a host of its own, or stop what else runs "
            "there, and rerun",
        [KP_S_J_FIX_BROKERS_ON_HOST] =
            "Run the load client on a host that runs no broker, and rerun",
        [KP_S_J_FIX_EMBEDDED] =
            "Run the plan against a Kafka cluster (\"cluster\": "
            "{\"bootstrap.servers\": ...}) from a load host of its own",
        /* ---- unknown figures and rates judged with their error ---- */
        [KP_S_RM_XU_NO_CAPACITY] = "not measured: no rate met the criteria",
        [KP_S_RM_XU_NO_PARTITIONS] =
            "not known: the capacity tier's partition count is not known",
        [KP_S_RM_XU_NO_UNLIMITED_TIER] =
            "not asked: no tier ran at an unlimited rate",
        [KP_S_RM_XU_NO_BURST] = "not measured: no unlimited-rate tier "
                                "delivered every message over a window long "
                                "enough to judge",
        [KP_S_RM_XU_NO_BACKLOG_READ] = "not measured: no tier read a backlog",
        [KP_S_RM_XU_NO_BACKLOG_TIER] =
            "not asked: the plan has no backlog tier",
        [KP_S_RM_XU_NOT_DRAINED] =
            "not measured: no backlog tier caught up in a window long enough",
        [KP_S_RM_XU_LOOPBACK] = "not measured: traffic on loopback",
        [KP_S_RM_XU_NO_BROKERS] =
            "not known: the number of brokers is not known",
        [KP_S_RM_NOTE_WITHIN_ERROR] =
            "%s over %s, each end known to %s (%s): %s to %s, a range "
            "that holds the limit",
        [KP_S_RM_NOTE_WITHIN_ERROR_OPEN] =
            "%s over %s, each end known to %s (%s): anything from %s up, "
            "a range that holds the limit",
        [KP_S_RM_RATE_END_RTT] = "one round trip of the client",
        [KP_S_RM_RATE_END_INTERVAL] =
            "the statistics interval: no round trip was recorded",
        [KP_S_RM_RATE_END_GRAIN] = "the clock's grain",
        [KP_S_RM_RATE_END_UNRECORDED] =
            "the clock's grain: no round trip was recorded",
        /* ---- checks ---- */
        /* (end of checks) */
        /* ---- the extrapolation ---- */
        /* (end of extrapolation) */
        /* ---- sweeps and parallel groups ---- */
        /* (end of sweeps) */
        /* ---- the capacity model ---- */
        [KP_S_SZ_R_NO_BROKERS] =
            "no tier has the brokers' metrics (cluster.prometheus)",
        [KP_S_SW_RULE_BEST_RATE] =
            "among the points that passed every criterion, the highest median "
            "produce.rate.achieved_msgs_per_sec, ahead of every other by more "
            "than the noise; when some are within the noise of it, the one of "
            "them with a lower median produce.latency.p95_ms than all the "
            "others beyond the noise; else none (a tie)",
        [KP_S_SW_RULE_BEST_P95] =
            "among the points that passed every criterion, the lowest median "
            "produce.latency.p95_ms, ahead of every other by more than the "
            "noise; when some are within the noise of it, the one of them with "
            "a higher median produce.rate.achieved_msgs_per_sec than all the "
            "others beyond the noise; else none (a tie)",
        [KP_S_SW_RULE_NOISE] =
            "a point's noise is the largest change between two of its runs, in "
            "percent, as kplan compare computes a change; two points differ "
            "when the worse is worse than the better by more than the larger "
            "noise of the two and more than noise_floor_pct",
        /* (end of sizing) */
        /* ---- tier reasons ---- */
        [KP_S_J_TIER_ABORTED] = "stopped early by the abort criterion %s: %s, "
                                "%s s into the produce phase",
        [KP_S_J_TIER_INTERRUPTED] =
            "interrupted by the user after %s of %s messages were sent",
        [KP_S_J_TIER_UNDELIVERED] =
            "not every message was delivered: %s failed, %s undelivered when "
            "the drain timeout ended",
        [KP_S_J_TIER_UNDELIVERED_CODES] =
            "not every message was delivered: %s failed (%s), %s undelivered "
            "when the drain timeout ended",
        [KP_S_J_TIER_CONSUMER_TIMEOUT] =
            "the consumer received no message for %s s and stopped with %s of "
            "%s messages",
        [KP_S_J_TIER_NOT_READ_BACK] =
            "%s acknowledged messages were not read back",
        [KP_S_J_TIER_LOST] = "%s acknowledged messages were not read back "
                             "(lost: checked message by message)",
        [KP_S_J_TIER_CONSUME_ERROR] = "consume phase: %s",
        [KP_S_J_TIER_PRODUCE_ERROR] = "produce phase: %s",
        [KP_S_J_TIER_OFFSETS] = "the offsets after the produce phase could not "
                                "be read (%s): nothing was read back",
        [KP_S_J_TIER_ERROR] = "the tier could not run: %s",
        [KP_S_J_TIER_NO_AGENT] = "no agent is left in the run",
        [KP_S_J_TIER_AGENT_LOST] =
            "agent %s stopped heartbeating during the %s phase (silent for %s "
            "s); what it had reported is kept",
        [KP_S_J_TIER_AGENT_ERROR] =
            "agent %s: %s; what it had reported is kept",
        [KP_S_J_TIER_NOT_RUN_AGENT_LOST] =
            "not run: agent %s was lost in tier %s, and the plan's "
            "agents.on_loss is \"stop\"",
        [KP_S_J_TIER_SEARCH_NO_RATE] =
            "No rate met the criteria: the first trial, at %s msg/s, failed, "
            "and so did its repeat",
        [KP_S_J_TIER_SEARCH_UNFINISHED] = "The search did not finish",
};
