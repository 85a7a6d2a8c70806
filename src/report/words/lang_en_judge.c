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
            "rig, not the cluster, was the limit (the first: tier %s)",
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
        [KP_S_J_ASSUME_TARGET] =
            "The target is %s messages per %s; the required peak rate is the "
            "average rate (%s msg/s) times the peak factor %s: %s msg/s.",
        [KP_S_J_ASSUME_CAP_SUSTAINED] =
            "The capacity is the rate tier %s held for its soak with every "
            "search criterion met (%s msg/s), at that tier's record size and "
            "client settings; other settings give other rates.",
        [KP_S_J_ASSUME_CAP_TRIALS] =
            "The capacity is the highest rate tier %s's trials held with every "
            "search criterion met (%s msg/s); it was not held for a soak, so "
            "it is not called sustained.",
        [KP_S_J_ASSUME_CAP_FIXED] =
            "No capacity search ran, so the capacity is only known to be at "
            "least the highest fixed rate that met every criterion (%s: %s "
            "msg/s): a lower bound.",
        [KP_S_J_ASSUME_CAP_NONE] =
            "No tier measured a rate that met the criteria: the capacity is "
            "not known (add a tier with \"rate\": \"search\").",
        [KP_S_J_ASSUME_BURST] =
            "Tier %s ran at an unlimited rate: %s msg/s is burst throughput, "
            "its latency not bounded by any criterion, so it is not capacity "
            "and the headroom does not use it.",
        [KP_S_J_ASSUME_PARTITIONS] =
            "Partitions: tier %s held its rate over %s partitions (%s msg/s), "
            "%s msg/s each; the peak needs %s at that rate per partition, if "
            "throughput grows with partitions as far as that (the brokers' "
            "disks and network may stop it sooner).",
        [KP_S_J_ASSUME_NETWORK] =
            "Network at the peak, per broker (brokers: %s): in %s (ingress x "
            "replication factor %s / brokers), out %s (ingress x (consumer "
            "groups %s + replication factor - 1) / brokers), with %s records "
            "and no compression.",
        [KP_S_J_ASSUME_DISK] =
            "Disk: %s with overhead in all, %s per broker (brokers: %s) when "
            "the partitions spread evenly: the most each broker's disks fill "
            "to with the retention of %s.",
        [KP_S_J_ASSUME_CATCH_UP] =
            "Backlog: tier %s's consumers read %s msg/s while behind; after a "
            "consumer outage at the peak (%s msg/s) of %s they catch up in %s: "
            "outage x peak / (drain rate - peak), the producers going on at "
            "the peak.",
        [KP_S_J_ASSUME_DRAIN_BACKLOG] =
            "Draining the target volume uses the backlog drain's rate (%s: %s "
            "msg/s, read while behind) with the tier's consumer count.",
        [KP_S_J_ASSUME_DRAIN_CONSUME] =
            "Draining the target volume uses the best fetch-only consume rate "
            "measured (%s: %s msg/s) with the tier's consumer count; group "
            "joins are not included.",
        [KP_S_J_ASSUME_STORAGE] =
            "Storage counts %s records times replication factor %s over a "
            "retention of %s (%s), plus %s for indexes, batch headers and "
            "segment slack: %s. Compression is not taken into account.",
        [KP_S_J_ASSUME_TRENDS] =
            "Trends are least-squares fits of each metric against "
            "log10(messages) over at least %s tiers that differ only in "
            "volume, projected to %s messages; a fit with R² below %s is "
            "inconclusive and a metric that fails in the measured tiers is "
            "never shown as safe, if the cluster behaves at the target volume "
            "as within the measured range.",
        [KP_S_J_ASSUME_EMBEDDED] =
            "This run measured librdkafka's in-process mock cluster, not a "
            "Kafka cluster: its figures describe kplan on this host and are no "
            "evidence about any cluster.",
        [KP_S_J_RISK_TREND_FAILS] =
            "%s already fails its criterion %s %s in the measured volume "
            "tiers: no volume makes it pass.",
        [KP_S_J_RISK_TREND_CROSSES] =
            "%s projects to %s at the target volume (least squares over %s "
            "tiers, R² %s), beyond the criterion %s %s.",
        [KP_S_J_RISK_TRIALS] =
            "The capacity rests on short trials (tier %s): no soak held it; "
            "add search.soak before relying on it.",
        [KP_S_J_RISK_NEVER_CATCH_UP] =
            "Backlog: tier %s's consumers read %s msg/s while behind, not more "
            "than the peak of %s msg/s: after a consumer outage at the peak "
            "they never catch up.",
        [KP_S_J_RISK_BELOW_PEAK] =
            "Tier %s ran at %s msg/s, below the required peak of %s msg/s: it "
            "does not prove the peak.",
        /* (end of extrapolation) */
        /* ---- sweeps and parallel groups ---- */
        /* (end of sweeps) */
        /* ---- the capacity model ---- */
        /* (end of sizing) */
};
