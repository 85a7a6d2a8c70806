/*
 * progress: progress on stderr. On a terminal, one line redrawn in place:
 * a bar with percent, rate, p95 so far and ETA. Otherwise plain lines,
 * one per call, so that logs of long runs stay readable.
 */
#ifndef KP_PROGRESS_H
#define KP_PROGRESS_H

#include <stdio.h>

typedef struct kp_progress {
        FILE *fp;
        int tty;
        int drawn; /* a bar is on the current line */
        char label[64];
} kp_progress;

/* fp is borrowed. Set KPLAN_PROGRESS=lines to force plain lines. */
void kp_progress_init(kp_progress *p, FILE *fp, const char *label);
/* fraction in [0, 1] (negative: unknown); eta_s < 0: unknown; text: the
 * rest of the line (rate, latency). */
void kp_progress_update(kp_progress *p, double fraction, double eta_s,
                        const char *text);
/* Ends the bar line (a newline on a terminal). */
void kp_progress_done(kp_progress *p);

#endif
