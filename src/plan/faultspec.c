#include "plan/faultspec.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/units.h"
#include "base/util.h"
#include "kp_rdtables.h"
#include "plan/plan.h"

/* An error name of the librdkafka kplan is built with. */
static int known_error(const char *name)
{
        for (size_t i = 0; kp_rd_errors[i]; i++)
                if (strcmp(kp_rd_errors[i], name) == 0)
                        return 1;
        return 0;
}

int kp_fault_parse(const char *spec, kp_fault *out, char *errstr,
                   size_t errstr_size)
{
        char buf[256], *eq, *at, *plus, *slash, *val, why[256];
        memset(out, 0, sizeof(*out));
        if (snprintf(buf, sizeof(buf), "%s", spec) >= (int)sizeof(buf))
                goto bad;
        eq = strchr(buf, '=');
        at = strrchr(buf, '@');
        if (!eq || !at || at < eq)
                goto bad;
        *eq = '\0';
        *at = '\0';
        val = eq + 1;
        slash = strchr(at + 1, '/');
        if (slash) {
                *slash = '\0';
                out->broker = atoi(slash + 1);
                if (out->broker < 1 || out->broker > KP_EMBEDDED_BROKERS)
                        return kp_err(errstr, errstr_size,
                                      "fault \"%s\": broker must be 1 to %d",
                                      spec, KP_EMBEDDED_BROKERS);
        }
        plus = strchr(at + 1, '+');
        if (plus) {
                *plus = '\0';
                if (kp_parse_duration_us(plus + 1, &out->for_us, why,
                                         sizeof(why)))
                        goto bad;
        }
        if (kp_parse_duration_us(at + 1, &out->at_us, why, sizeof(why)))
                goto bad;
        if (strcmp(buf, "rtt") == 0) {
                int64_t us;
                out->kind = KP_FAULT_RTT;
                if (kp_parse_duration_us(val, &us, why, sizeof(why)) ||
                    us > 600LL * 1000000)
                        goto bad;
                out->rtt_ms = (int)(us / 1000);
                return 0;
        }
        if (strcmp(buf, "down") == 0) {
                out->kind = KP_FAULT_DOWN;
                if (kp_parse_duration_us(val, &out->for_us, why, sizeof(why)) ||
                    out->for_us == 0)
                        goto bad;
                return 0;
        }
        if (strcmp(buf, "error") == 0) {
                char *colon = strchr(val, ':'), *star = strchr(val, '*');
                out->kind = KP_FAULT_ERROR;
                if (!colon)
                        goto bad;
                *colon = '\0';
                if (star)
                        *star = '\0';
                out->count = star ? atoi(star + 1) : 1;
                if (strcmp(val, "Produce") == 0)
                        out->api_key = 0;
                else if (strcmp(val, "Fetch") == 0)
                        out->api_key = 1;
                else
                        goto bad;
                if (out->count < 1 || out->count > 100000 ||
                    !known_error(colon + 1) ||
                    strlen(colon + 1) >= sizeof(out->err_name))
                        return kp_err(errstr, errstr_size,
                                      "fault \"%s\": expected a librdkafka "
                                      "error name such as "
                                      "NOT_ENOUGH_REPLICAS and a count "
                                      "from 1 to 100000",
                                      spec);
                snprintf(out->err_name, sizeof(out->err_name), "%s", colon + 1);
                return 0;
        }
bad:
        return kp_err(errstr, errstr_size,
                      "fault \"%s\": expected rtt=20ms@5s[+10s], "
                      "down=2s@5s[/BROKER] or "
                      "error=Produce|Fetch:ERROR_NAME*COUNT@5s",
                      spec);
}
