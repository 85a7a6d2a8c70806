/* Local checks of command-line inputs (plan.h): topic names, bootstrap
 * lists, payload files. */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/util.h"
#include "plan/plan.h"
#include "plan/plan_priv.h"

int kp_topic_name_check(const char *name, char *errstr, size_t errstr_size)
{
        size_t n = strlen(name);
        if (n == 0)
                return kp_err(errstr, errstr_size,
                              "a topic name cannot be empty");
        if (n > 249)
                return kp_err(errstr, errstr_size,
                              "a topic name is at most 249 characters, got "
                              "%zu",
                              n);
        if (strcmp(name, ".") == 0 || strcmp(name, "..") == 0)
                return kp_err(errstr, errstr_size,
                              "Kafka does not allow \".\" or \"..\" as a "
                              "topic name, got \"%s\"",
                              name);
        for (const char *p = name; *p; p++)
                if (!isalnum((unsigned char)*p) && *p != '.' && *p != '_' &&
                    *p != '-')
                        return kp_err(errstr, errstr_size,
                                      "a topic name holds only letters, "
                                      "digits, '.', '_' and '-'; \"%.60s\" "
                                      "has '%c'",
                                      name, *p);
        return 0;
}

/* One entry of a bootstrap list, s[0..n). */
static int entry_check(const char *s, size_t n, const char *list, char *errstr,
                       size_t errstr_size)
{
        const char *end = s + n, *host, *colon = NULL, *sep;
        char entry[256];
        snprintf(entry, sizeof(entry), "%.*s", (int)(n < 255 ? n : 255), s);
        sep = strstr(entry, "://");
        host = sep ? s + (sep - entry) + 3 : s;
        if (host >= end)
                return kp_err(errstr, errstr_size,
                              "bootstrap list \"%s\": \"%s\" names no host",
                              list, entry);
        if (*host == '[') {
                const char *close = memchr(host, ']', (size_t)(end - host));
                if (!close || close == host + 1)
                        return kp_err(errstr, errstr_size,
                                      "bootstrap list \"%s\": \"%s\": an IPv6 "
                                      "host is written [address]:port",
                                      list, entry);
                colon = close + 1 < end && close[1] == ':' ? close + 1 : NULL;
                if (close + 1 < end && !colon)
                        return kp_err(errstr, errstr_size,
                                      "bootstrap list \"%s\": \"%s\": "
                                      "expected :port after ]",
                                      list, entry);
        } else {
                for (const char *p = host; p < end; p++)
                        if (*p == ':')
                                colon = p;
                if (colon == host)
                        return kp_err(errstr, errstr_size,
                                      "bootstrap list \"%s\": \"%s\" names "
                                      "no host",
                                      list, entry);
                for (const char *p = host; p < (colon ? colon : end); p++)
                        if (isspace((unsigned char)*p) || *p == '/')
                                return kp_err(errstr, errstr_size,
                                              "bootstrap list \"%s\": \"%s\" "
                                              "is not host:port",
                                              list, entry);
        }
        if (colon) {
                long port = 0;
                const char *p = colon + 1;
                if (p == end)
                        return kp_err(errstr, errstr_size,
                                      "bootstrap list \"%s\": \"%s\": no port "
                                      "after ':'",
                                      list, entry);
                for (; p < end; p++) {
                        if (!isdigit((unsigned char)*p) || port > 65535)
                                break;
                        port = port * 10 + (*p - '0');
                }
                if (p != end || port < 1 || port > 65535)
                        return kp_err(errstr, errstr_size,
                                      "bootstrap list \"%s\": \"%s\": expected "
                                      "a port from 1 to 65535",
                                      list, entry);
        }
        return 0;
}

int kp_bootstrap_check(const char *list, char *errstr, size_t errstr_size)
{
        const char *p = list;
        int any = 0;
        for (;;) {
                const char *e = strchr(p, ',');
                const char *a = p, *b = e ? e : p + strlen(p);
                while (a < b && isspace((unsigned char)*a))
                        a++;
                while (b > a && isspace((unsigned char)b[-1]))
                        b--;
                if (a == b)
                        return kp_err(errstr, errstr_size,
                                      any || e ? "bootstrap list \"%s\": an "
                                                 "empty entry (host:port "
                                                 "expected between the "
                                                 "commas)"
                                               : "the bootstrap list is "
                                                 "empty%s: give host:port "
                                                 "(for the embedded cluster, "
                                                 "give no bootstrap server)",
                                      any || e ? list : "");
                if (entry_check(a, (size_t)(b - a), list, errstr, errstr_size))
                        return -1;
                any = 1;
                if (!e)
                        return 0;
                p = e + 1;
        }
}

int kp_payload_file_check(const char *path, const char *delim, char *errstr,
                          size_t errstr_size)
{
        char *data = NULL, why[512];
        size_t len, dlen;
        const char *p, *end;
        int ret = -1;
        if (!delim || !*delim)
                delim = "\n";
        dlen = strlen(delim);
        if (kp_read_file(path, 1ULL << 30, &data, &len, why, sizeof(why)))
                return kp_err(errstr, errstr_size, "%s", why);
        if (len == 0) {
                kp_err(errstr, errstr_size, "%s is empty: no payload to send",
                       path);
                goto out;
        }
        for (p = data, end = data + len; p < end;) {
                const char *q = memmem(p, (size_t)(end - p), delim, dlen);
                if ((q ? q : end) > p) {
                        ret = 0;
                        goto out;
                }
                p = q ? q + dlen : end;
        }
        kp_err(errstr, errstr_size,
               "%s holds no record: only delimiters (\"%s\")", path,
               strcmp(delim, "\n") == 0 ? "\\n" : delim);
out:
        free(data);
        return ret;
}
