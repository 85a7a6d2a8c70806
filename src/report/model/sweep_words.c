/* A sweep's findings worded (sweep_words.h). */
#include "report/model/sweep_words.h"

#include <stdlib.h>
#include <string.h>

#include "base/util.h"
#include "report/model/judgment_words.h"

/* A part's words: its sentence, or a point's label (KP_J_NONE). */
static char *part_words(kp_lang l, const kp_judgment *j)
{
        if (j->code == KP_J_NONE)
                return strdup(j->n_fig && j->fig[0].text ? j->fig[0].text : "");
        return kp_judgment_words(l, j);
}

/* The parts of f in slot, joined as a list; a new string, or NULL when
 * memory runs out. A list whose items hold ", " (a grid's labels) is
 * joined with the language's "; ". */
static char *slot_words(kp_lang l, const kp_sweep_finding *f, size_t slot)
{
        char **w = calloc(f->n_parts + 1, sizeof(*w));
        size_t n = 0;
        int bad = !w, grid = 0;
        kp_buf b = { 0 };
        for (size_t k = 0; !bad && k < f->n_parts; k++) {
                if (f->parts[k].slot != slot)
                        continue;
                w[n] = part_words(l, &f->parts[k].j);
                bad = !w[n];
                grid |= !bad && strstr(w[n], ", ") != NULL;
                n++;
        }
        kp_buf_puts(&b, "");
        for (size_t k = 0; !bad && k < n; k++) {
                if (k > 0)
                        kp_buf_puts(
                            &b,
                            kp_tr(l, k + 1 < n
                                         ? (grid ? KP_S_J_SWEEP_LIST_SEP_GRID
                                                 : KP_S_J_SWEEP_LIST_SEP)
                                         : KP_S_J_SWEEP_LIST_AND));
                kp_buf_puts(&b, w[k]);
        }
        for (size_t k = 0; w && k < n; k++)
                free(w[k]);
        free(w);
        if (bad || b.oom) {
                kp_buf_free(&b);
                return NULL;
        }
        return b.s;
}

char *kp_sweep_finding_words(kp_lang l, const kp_sweep_finding *f)
{
        kp_judgment j = f->j;
        char *text[KP_J_MAX_FIGURES] = { NULL };
        char *out = NULL;
        size_t slot = 0;
        int bad = 0;
        for (size_t i = 0; !bad && i < j.n_fig; i++) {
                if (strcmp(j.fig[i].unit, "name") != 0 || j.fig[i].text)
                        continue;
                text[i] = slot_words(l, f, slot++);
                bad = !text[i];
                j.fig[i].text = text[i];
        }
        if (!bad)
                out = kp_judgment_words(l, &j);
        for (size_t i = 0; i < KP_J_MAX_FIGURES; i++)
                free(text[i]);
        return out;
}
