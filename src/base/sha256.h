/*
 * sha256: FIPS 180-4 SHA-256, for the plan and results fingerprints shown
 * in reports (so a signed report can be tied to the exact files).
 */
#ifndef KP_SHA256_H
#define KP_SHA256_H

#include <stddef.h>
#include <stdint.h>

typedef struct kp_sha256 {
        uint32_t h[8];
        uint64_t len;
        unsigned char block[64];
        size_t fill;
} kp_sha256;

void kp_sha256_init(kp_sha256 *c);
void kp_sha256_update(kp_sha256 *c, const void *data, size_t n);
/* Writes 64 lowercase hex digits and a NUL into hex. */
void kp_sha256_final_hex(kp_sha256 *c, char hex[65]);
/* One shot. */
void kp_sha256_hex(const void *data, size_t n, char hex[65]);
/* Of a whole regular file of at most max_bytes (util.h kp_read_file, and
 * its sentences). Returns 0, or -1 with errstr set. */
int kp_sha256_file(const char *path, size_t max_bytes, char hex[65],
                   char *errstr, size_t errstr_size);

#endif
