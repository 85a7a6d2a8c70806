#include "run/tier_spec.h"

#include <string.h>

void kp_tier_produce_spec(const kp_tier *t, uint32_t run_tag, int emulated_host,
                          kp_produce_spec *s)
{
        memset(s, 0, sizeof(*s));
        s->topic = t->topic;
        s->messages = t->messages;
        s->rate = t->rate;
        s->record_size = t->record_size;
        s->payload_file = t->payload_file;
        s->payload_delimiter = t->payload_delimiter;
        s->payload = t->payload;
        s->seed = t->seed;
        s->key_mode = t->key_mode;
        s->key_count = t->key_count;
        s->headers = &t->headers;
        s->warmup_messages = t->warmup_messages;
        s->warmup_us = t->warmup_us;
        s->producers = t->producers;
        s->producer_conf = &t->producer;
        s->interval_us = t->interval_us;
        s->drain_timeout_us = t->drain_timeout_us;
        s->run_tag = run_tag;
        s->emulated_host = emulated_host;
}
