/*
 * topicconfig: Kafka's topic-level configurations, for the check of a
 * plan's "topic": {"config"} before anything connects (docs/plan.md,
 * "topic").
 *
 * The names, types and valid ranges are Apache Kafka's own (its
 * LogConfig definition), from release 3.9 to 4.4: a name that only one
 * of them knows is accepted, and a range that changed between them is
 * checked at its widest, so a plan written for either line passes here
 * and the cluster has the last word. Pure, no I/O.
 */
#ifndef KP_TOPICCONFIG_H
#define KP_TOPICCONFIG_H

#include <stddef.h>

/* Checks one topic config: name is one of Kafka's topic-level configs
 * and value has its type (a whole number in the config's range, a
 * decimal, true or false, one of its words) where Kafka's type is known.
 * Returns 0, or -1 with a sentence in errstr that names the config, what
 * was expected and what was found, and suggests the closest name for an
 * unknown one ("did you mean \"min.insync.replicas\"?"). */
int kp_topicconfig_check(const char *name, const char *value, char *errstr,
                         size_t errstr_size);

/* 1 when name is a topic-level config of Kafka 3.9 to 4.4, else 0. */
int kp_topicconfig_known(const char *name);

#endif
