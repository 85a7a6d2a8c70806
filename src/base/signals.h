/*
 * signals: the stop flag, the one mutable global (style.md). The first
 * SIGINT or SIGTERM sets it and the run winds down (results and reports
 * written); a second one ends the process at once.
 */
#ifndef KP_SIGNALS_H
#define KP_SIGNALS_H

#include <signal.h>

/* Installs the handlers and returns the flag (never NULL). */
volatile sig_atomic_t *kp_signals_install(void);

#endif
