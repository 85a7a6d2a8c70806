/*
 * agents_json: results.json's "agents", the load hosts of a run with
 * several (kp_agent_info, results/results.h), read and written. The
 * merge of what they measured is results/agents.h.
 */
#ifndef KP_AGENTS_JSON_H
#define KP_AGENTS_JSON_H

#include <stddef.h>

#include <cjson/cJSON.h>

#include "results/results.h"

/* results.json's "agents": a new array (caller deletes), NULL when out
 * of memory. */
cJSON *kp_agents_json(const kp_agent_info *v, size_t n);
/* From results.json (a (NULL) or absent array: none). Returns 0, or -1
 * with a sentence. *v: caller frees with kp_agents_free(). */
int kp_agents_from(const cJSON *a, kp_agent_info **v, size_t *n, char *errstr,
                   size_t errstr_size);
/* Frees v[0..n) and v. NULL is a no-op. */
void kp_agents_free(kp_agent_info *v, size_t n);

#endif
