#include "base/progress.h"

#include <stdlib.h>
#include <string.h>
#include <unistd.h>

void kp_progress_init(kp_progress *p, FILE *fp, const char *label)
{
        const char *mode = getenv("KPLAN_PROGRESS");
        memset(p, 0, sizeof(*p));
        p->fp = fp;
        p->tty = isatty(fileno(fp)) && !(mode && strcmp(mode, "lines") == 0);
        snprintf(p->label, sizeof(p->label), "%s", label);
}

static void fmt_eta(char *out, size_t n, double s)
{
        long t = (long)(s + 0.5);
        if (s < 0)
                snprintf(out, n, "--:--");
        else if (t >= 3600)
                snprintf(out, n, "%ld:%02ld:%02ld", t / 3600, t / 60 % 60,
                         t % 60);
        else
                snprintf(out, n, "%ld:%02ld", t / 60, t % 60);
}

void kp_progress_update(kp_progress *p, double fraction, double eta_s,
                        const char *text)
{
        char eta[32];
        fmt_eta(eta, sizeof(eta), eta_s);
        if (!p->tty) {
                if (fraction >= 0)
                        fprintf(p->fp, "%s %5.1f%% %s ETA %s\n", p->label,
                                fraction * 100, text, eta);
                else
                        fprintf(p->fp, "%s %s\n", p->label, text);
                fflush(p->fp);
                return;
        }
        {
                char bar[32];
                int width = 24, fill;
                if (fraction < 0)
                        fraction = 0;
                if (fraction > 1)
                        fraction = 1;
                fill = (int)(fraction * width + 0.5);
                for (int i = 0; i < width; i++)
                        bar[i] = i < fill ? '#' : '-';
                bar[width] = '\0';
                fprintf(p->fp, "\r\033[K%s [%s] %5.1f%%  %s  ETA %s", p->label,
                        bar, fraction * 100, text, eta);
                fflush(p->fp);
                p->drawn = 1;
        }
}

void kp_progress_done(kp_progress *p)
{
        if (p->tty && p->drawn) {
                fputc('\n', p->fp);
                fflush(p->fp);
        }
        p->drawn = 0;
}
