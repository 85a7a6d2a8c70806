#include "base/signals.h"

#include <string.h>

static volatile sig_atomic_t stop_flag;

static void on_signal(int sig)
{
        if (stop_flag) {
                signal(sig, SIG_DFL);
                raise(sig);
                return;
        }
        stop_flag = 1;
}

volatile sig_atomic_t *kp_signals_install(void)
{
        struct sigaction sa;
        memset(&sa, 0, sizeof(sa));
        sa.sa_handler = on_signal;
        sigemptyset(&sa.sa_mask);
        sigaction(SIGINT, &sa, NULL);
        sigaction(SIGTERM, &sa, NULL);
        signal(SIGPIPE, SIG_IGN);
        return &stop_flag;
}
