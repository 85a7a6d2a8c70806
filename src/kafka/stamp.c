#include "kafka/stamp.h"

#include <endian.h>
#include <string.h>

void kp_stamp_le64(unsigned char *p, uint64_t v)
{
        v = htole64(v);
        memcpy(p, &v, 8);
}

static uint64_t get_le64(const unsigned char *p)
{
        uint64_t v;
        memcpy(&v, p, 8);
        return le64toh(v);
}

void kp_stamp_write_head(unsigned char *p, uint32_t run_tag)
{
        memcpy(p, KP_STAMP_MAGIC, 4);
        p[4] = (unsigned char)run_tag;
        p[5] = (unsigned char)(run_tag >> 8);
        p[6] = (unsigned char)(run_tag >> 16);
        p[7] = (unsigned char)(run_tag >> 24);
}

int kp_stamp_from_payload(const void *payload, size_t len, uint32_t run_tag,
                          int64_t *wall_us, uint64_t *seq)
{
        const unsigned char *p = payload;
        uint32_t tag;
        if (!p || len < KP_STAMP_LEN || memcmp(p, KP_STAMP_MAGIC, 4) != 0)
                return 0;
        tag = (uint32_t)p[4] | (uint32_t)p[5] << 8 | (uint32_t)p[6] << 16 |
              (uint32_t)p[7] << 24;
        if (run_tag && tag != run_tag)
                return 0;
        *wall_us = (int64_t)get_le64(p + 8);
        if (seq)
                *seq = get_le64(p + 16);
        return 1;
}

int kp_stamp_from_header(const void *value, size_t len, uint64_t *v)
{
        if (!value || len != 8)
                return 0;
        *v = get_le64(value);
        return 1;
}

uint64_t kp_stamp_index(uint64_t g, int warm)
{
        return warm ? g | KP_STAMP_WARMUP : g & ~KP_STAMP_WARMUP;
}

int kp_stamp_index_split(uint64_t v, uint64_t *seq)
{
        *seq = v & ~KP_STAMP_WARMUP;
        return (v & KP_STAMP_WARMUP) != 0;
}
