#include "base/localaddr.h"

#include <arpa/inet.h>
#include <ifaddrs.h>
#include <netdb.h>
#include <netinet/in.h>
#include <stdio.h>
#include <string.h>
#include <sys/socket.h>

void kp_addrs_add(kp_addrs *a, const char *addr)
{
        if (a->n < KP_LOCALADDR_MAX)
                snprintf(a->v[a->n++], KP_LOCALADDR_LEN, "%s", addr);
}

/* addr as 16 bytes (an IPv4 address IPv4-mapped), its scope left out.
 * 0, or -1 when it is not a numeric address. */
static int bytes_of(const char *addr, unsigned char out[16])
{
        char buf[KP_LOCALADDR_LEN];
        struct in_addr v4;
        snprintf(buf, sizeof(buf), "%s", addr);
        buf[strcspn(buf, "%")] = '\0';
        if (inet_pton(AF_INET, buf, &v4) == 1) {
                memset(out, 0, 10);
                out[10] = out[11] = 0xff;
                memcpy(out + 12, &v4, 4);
                return 0;
        }
        return inet_pton(AF_INET6, buf, out) == 1 ? 0 : -1;
}

int kp_localaddr_loopback(const char *addr)
{
        static const unsigned char one[16] = { [15] = 1 };
        static const unsigned char mapped[12] = { [10] = 0xff, [11] = 0xff };
        unsigned char b[16];
        if (bytes_of(addr, b))
                return 0;
        return memcmp(b, one, 16) == 0 ||
               (memcmp(b, mapped, 12) == 0 && b[12] == 127);
}

int kp_localaddr_match(const kp_addrs *addrs, const kp_addrs *local)
{
        for (size_t i = 0; i < addrs->n; i++) {
                unsigned char a[16], l[16];
                if (bytes_of(addrs->v[i], a))
                        continue;
                if (kp_localaddr_loopback(addrs->v[i]))
                        return (int)i;
                for (size_t k = 0; local && k < local->n; k++)
                        if (bytes_of(local->v[k], l) == 0 &&
                            memcmp(a, l, 16) == 0)
                                return (int)i;
        }
        return -1;
}

/* A socket address as numeric text into out (KP_LOCALADDR_LEN). */
static int numeric(const struct sockaddr *sa, char *out)
{
        socklen_t len = sa->sa_family == AF_INET6
                            ? (socklen_t)sizeof(struct sockaddr_in6)
                            : (socklen_t)sizeof(struct sockaddr_in);
        return getnameinfo(sa, len, out, KP_LOCALADDR_LEN, NULL, 0,
                           NI_NUMERICHOST) == 0
                   ? 0
                   : -1;
}

int kp_localaddr_list(kp_addrs *out)
{
        struct ifaddrs *ifs, *i;
        out->n = 0;
        if (getifaddrs(&ifs) != 0)
                return -1;
        for (i = ifs; i; i = i->ifa_next) {
                char buf[KP_LOCALADDR_LEN];
                if (!i->ifa_addr || (i->ifa_addr->sa_family != AF_INET &&
                                     i->ifa_addr->sa_family != AF_INET6))
                        continue;
                if (numeric(i->ifa_addr, buf) == 0)
                        kp_addrs_add(out, buf);
        }
        freeifaddrs(ifs);
        return 0;
}

int kp_localaddr_resolve(const char *host, kp_addrs *out)
{
        struct addrinfo hints, *res, *r;
        out->n = 0;
        memset(&hints, 0, sizeof(hints));
        hints.ai_family = AF_UNSPEC;
        hints.ai_socktype = SOCK_STREAM;
        if (getaddrinfo(host, NULL, &hints, &res) != 0)
                return -1;
        for (r = res; r; r = r->ai_next) {
                char buf[KP_LOCALADDR_LEN];
                if ((r->ai_family == AF_INET || r->ai_family == AF_INET6) &&
                    numeric(r->ai_addr, buf) == 0)
                        kp_addrs_add(out, buf);
        }
        freeaddrinfo(res);
        return out->n ? 0 : -1;
}
