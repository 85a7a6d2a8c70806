/*
 * faultspec: faults to inject into the embedded (mock) cluster, as a plan
 * or `kplan produce --fault` writes them (the timeline that applies them
 * is kafka/faults.h). A fault is written KIND=VALUE@START, times from the
 * start of a tier's produce phase:
 *
 *   rtt=20ms@0s[+10s]         every broker answers 20 ms late (for 10 s,
 *                             else to the end)
 *   down=2s@5s                every broker down for 2 s at 5 s
 *   down=2s@5s/1              broker 1 only
 *   error=Produce:NOT_ENOUGH_REPLICAS*50@3s
 *                             the next 50 Produce requests fail with
 *                             that error (Produce or Fetch)
 *
 * Only the embedded cluster takes faults; a real cluster is never touched.
 */
#ifndef KP_FAULTSPEC_H
#define KP_FAULTSPEC_H

#include <stddef.h>
#include <stdint.h>

typedef enum kp_fault_kind {
        KP_FAULT_RTT,
        KP_FAULT_DOWN,
        KP_FAULT_ERROR
} kp_fault_kind;

typedef struct kp_fault {
        kp_fault_kind kind;
        int64_t at_us, for_us; /* for_us 0: to the end (rtt) */
        int broker;            /* 0: every broker */
        int rtt_ms;
        int16_t api_key;   /* 0 Produce, 1 Fetch */
        char err_name[64]; /* librdkafka's error name: NOT_ENOUGH_REPLICAS */
        int count;
} kp_fault;

/* Parses one fault into *out. Returns 0, or -1 with a sentence saying
 * what was expected (the error name is checked against the librdkafka
 * kplan is built with). */
int kp_fault_parse(const char *spec, kp_fault *out, char *errstr,
                   size_t errstr_size);

#endif
