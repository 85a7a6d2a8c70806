/*
 * chart: a chart of the report model (report/model/model.h) drawn as a
 * standalone SVG document (report/draw/svg.h), for the Markdown report. The
 * chart holds every series, line and mark; this only draws them.
 */
#ifndef KP_CHART_H
#define KP_CHART_H

#include <stddef.h>

#include "base/util.h"
#include "report/model/model.h"

/* Appends the SVG of c (borrowed) to *out. Returns 0, or -1 with a
 * sentence naming the chart's file in errstr (out of memory, a mark
 * outside the chart). */
int kp_chart_svg(const kp_rm_chart *c, kp_buf *out, char *errstr,
                 size_t errstr_size);

#endif
