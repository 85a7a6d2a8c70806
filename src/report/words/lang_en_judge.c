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
        [KP_S_RM_NOTE_ABORT_COUNT] =
            "abort criterion %s %s: %s %s so far can no longer pass; the tier "
            "stopped after %s of its %s schedule",
        [KP_S_RM_NOTE_ABORT_ROLLING] =
            "abort criterion %s %s: %s %s in the last interval, on the wrong "
            "side of the limit for %s; the tier stopped after %s of its %s "
            "schedule",
        [KP_S_RM_NOTE_ABORT_LAST] =
            "abort criterion %s %s: %s %s in the last interval, on the wrong "
            "side of the limit; the tier stopped after %s of its %s schedule",
        [KP_S_RM_NOTE_ABORT_UNLIMITED] = "unlimited-rate",
        [KP_S_RM_CAP_NOTHING] = "nothing was measured",
        [KP_S_RM_CAP_UNDELIVERED] = "%llu of %llu messages not delivered",
        [KP_S_RM_CAP_UNDER_RATE] =
            "achieved %.1f msg/s, under %g%% of %.0f msg/s",
        [KP_S_RM_CAP_CRITERION] = "%s %.4g%s%s, criterion %s %g%s%s",
        [KP_S_RM_CAP_WINDOWS] =
            "%s %.4g%s%s in its worst %gs window (%zu of %zu windows "
            "failed), criterion %s %g%s%s",
        [KP_S_RM_CAP_SEP] = "; ",
        [KP_S_CV_GAP_NEITHER] = "not measured in either run",
        [KP_S_CV_GAP_IN_A] = "not measured in run A",
        [KP_S_CV_GAP_IN_B] = "not measured in run B",
        [KP_S_CV_GAP_NOT_BOTH] = "no metric measured in both runs",
        [KP_S_CV_NO_SETTINGS] =
            "run %s has no broker settings (the embedded cluster, or no "
            "broker answered DescribeConfigs), so they are not compared",
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
        [KP_S_J_SWEEP_NONE_MEASURED] =
            "No point of the sweep measured a produce rate.",
        [KP_S_J_SWEEP_NONE_PASSED] =
            "No point passed every criterion, so none is marked best.",
        [KP_S_J_SWEEP_BEST_ONLY] =
            "Best: %s, %s: the only point that passed every criterion.",
        [KP_S_J_SWEEP_BEST_AHEAD_RATE] =
            "Best: %s, %s: ahead of every other point that passed every "
            "criterion by more than the noise; the closest, %s (%s msg/s), is "
            "%s lower, against a noise of %s.",
        [KP_S_J_SWEEP_BEST_AHEAD_P95] =
            "Best: %s, %s: ahead of every other point that passed every "
            "criterion by more than the noise; the closest, %s (%s ms), is %s "
            "higher, against a noise of %s.",
        [KP_S_J_SWEEP_BEST_BY_P95] =
            "Best: %s, %s: its throughput is within the noise of %s, and its "
            "p95 latency is lower than theirs by more than the noise.",
        [KP_S_J_SWEEP_BEST_BY_RATE] =
            "Best: %s, %s: its p95 latency is within the noise of %s, and its "
            "throughput is higher than theirs by more than the noise.",
        [KP_S_J_SWEEP_ONCE_RATE] =
            "Each point ran once, so kplan cannot tell a difference between "
            "points from noise and marks none best: %s had the highest "
            "throughput, %s msg/s. Run each point several times (\"repeat\": 3 "
            "or more) to measure the noise.",
        [KP_S_J_SWEEP_ONCE_P95] =
            "Each point ran once, so kplan cannot tell a difference between "
            "points from noise and marks none best: %s had the lowest p95 "
            "latency, %s ms. Run each point several times (\"repeat\": 3 or "
            "more) to measure the noise.",
        [KP_S_J_SWEEP_TIE_RATE] =
            "No single best point: %s had the highest median throughput, %s "
            "msg/s; within the noise of it%s: %s; and p95 latency sets none of "
            "them apart either: a tie.",
        [KP_S_J_SWEEP_TIE_P95] =
            "No single best point: %s had the lowest median p95 latency, %s "
            "ms; within the noise of it%s: %s; and throughput sets none of "
            "them apart either: a tie.",
        [KP_S_J_SWEEP_NOISE] =
            "Noise: each point ran %s times, interleaved with the other "
            "points; two runs of one point differed by up to %s in throughput "
            "(%s) and %s in p95 latency (%s). The figures are medians of the "
            "runs, and a difference between two points counts only when it is "
            "beyond the larger noise of the two and beyond %s, the default "
            "threshold of kplan compare.",
        [KP_S_J_SWEEP_SPREAD_ONCE_RATE] =
            "Throughput ranged from %s msg/s (%s) to %s msg/s (%s); with one "
            "run per point kplan cannot tell that from noise.",
        [KP_S_J_SWEEP_ROW_SPREAD_ONCE_RATE] =
            "%sthroughput ranged from %s msg/s (%s) to %s msg/s (%s); with one "
            "run per point kplan cannot tell that from noise.",
        [KP_S_J_SWEEP_SPREAD_ONCE_P95] =
            "%sp95 latency ranged from %s ms (%s) to %s ms (%s); with one run "
            "per point kplan cannot tell that from noise.",
        [KP_S_J_SWEEP_WITHIN_RATE] =
            "Throughput was a tie within noise across %s: medians from %s "
            "msg/s (%s) to %s msg/s (%s), %s apart, within the noise of %s.",
        [KP_S_J_SWEEP_ROW_WITHIN_RATE] =
            "%sthroughput was a tie within noise across %s: medians from %s "
            "msg/s (%s) to %s msg/s (%s), %s apart, within the noise of %s.",
        [KP_S_J_SWEEP_WITHIN_P95] =
            "%sp95 latency was a tie within noise across %s: medians from %s "
            "ms (%s) to %s ms (%s), %s apart, within the noise of %s.",
        [KP_S_J_SWEEP_GAP_RATE] =
            "%s%s gave %sx the throughput of %s: medians of %s, beyond the "
            "noise of %s; p95 latency was %s.",
        [KP_S_J_SWEEP_GAP_RATE_MIB] =
            "%s%s gave %sx the throughput of %s in msg/s and %s MiB/s: medians "
            "of %s, beyond the noise of %s; p95 latency was %s.",
        [KP_S_J_SWEEP_GAP_P95] =
            "%s%s gave the lowest p95 latency, %s ms, and %s the highest, %s "
            "ms (%sx): medians, beyond the noise of %s.",
        [KP_S_J_SWEEP_PLATEAU] =
            "Beyond %s, throughput gained no more than the noise: a median of "
            "%s msg/s there, at most %s msg/s up to %s.",
        [KP_S_J_SWEEP_P95_EVERY] =
            "p95 latency %s at every step of %s by more than the noise, from a "
            "median of %s ms at %s to %s ms at %s.",
        [KP_S_J_SWEEP_P95_ENDS] =
            "p95 latency %s from a median of %s ms at %s to %s ms at %s, "
            "beyond the noise; no single step between them was beyond it.",
        [KP_S_J_SWEEP_P95_STEP] =
            "p95 latency %s from a median of %s ms at %s to %s ms at %s, "
            "beyond the noise; %s it moved by no more than the noise.",
        [KP_S_J_SWEEP_SHORTFALL] = "At %s the producer did not hold the target "
                                   "rate: %s of %s msg/s (%s).",
        [KP_S_J_SWEEP_SHORT] =
            "Short runs: %s produced for %s (the median of the runs), less "
            "than %s s; so short a run measures the client's start and the "
            "host's scheduling as much as the cluster. At these rates about %s "
            "messages per point would make every run %s s long.",
        [KP_S_J_SWEEP_NOT_PASS] =
            "%s of %s points did not pass every criterion: %s.",
        [KP_S_J_SWEEP_FIG_RATE_ONCE] =
            "%s msg/s with a p95 latency of %s ms (one run)",
        [KP_S_J_SWEEP_FIG_P95_ONCE] =
            "a p95 latency of %s ms at %s msg/s (one run)",
        [KP_S_J_SWEEP_FIG_RATE] = "a median of %s msg/s (%s to %s over %s "
                                  "runs) with a p95 latency of %s ms",
        [KP_S_J_SWEEP_FIG_P95] = "a median p95 latency of %s ms (%s to %s ms "
                                 "over %s runs) at %s msg/s",
        [KP_S_J_SWEEP_NOISE_POINT] =
            "%s (two runs of %s differed by that much)",
        [KP_S_J_SWEEP_NOISE_FLOOR] =
            "%s (the default threshold of kplan compare; no two runs of either "
            "point differed by more)",
        [KP_S_J_SWEEP_TIE_NOISE] = " (two runs of %s differed by %s)",
        [KP_S_J_SWEEP_ITEM_RATE] = "%s (%s msg/s)",
        [KP_S_J_SWEEP_ITEM_P95] = "%s (%s ms)",
        [KP_S_J_SWEEP_ITEM_VERDICT] = "%s (%s)",
        [KP_S_J_SWEEP_ITEM_VERDICT_RUNS] = "%s (%s in %s of %s runs)",
        [KP_S_J_SWEEP_ITEM_MORE] = "%s more",
        [KP_S_J_SWEEP_ALL_POINTS] = "all %s points",
        [KP_S_J_SWEEP_LEAD_TIED_HIGH] = "%s, the highest median of the tie,",
        [KP_S_J_SWEEP_LEAD_TIED_LOW] = "%s, the lowest median of the tie,",
        [KP_S_J_SWEEP_ROW] = "With %s=%s, ",
        [KP_S_J_SWEEP_PAIR_RATE] = "%s against %s msg/s",
        [KP_S_J_SWEEP_PAIR_MIB] = "%s against %s",
        [KP_S_J_SWEEP_PAIR_P95] = "%s ms against %s ms",
        [KP_S_J_SWEEP_ROSE] = "rose",
        [KP_S_J_SWEEP_FELL] = "fell",
        [KP_S_J_SWEEP_STEP_ONE] = "from %s to %s",
        [KP_S_J_SWEEP_STEP_FIRST] =
            "at %s of its %s steps (the first from %s to %s)",
        [KP_S_J_SWEEP_SECONDS] = "%s s",
        [KP_S_J_SWEEP_SECONDS_RANGE] = "%s to %s s",
        [KP_S_J_SWEEP_LIST_SEP] = ", ",
        [KP_S_J_SWEEP_LIST_SEP_GRID] = "; ",
        [KP_S_J_SWEEP_LIST_AND] = " and ",
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
