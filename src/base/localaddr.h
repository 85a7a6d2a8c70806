/*
 * localaddr: whether an address is this host's own: loopback
 * (127.0.0.0/8, ::1) or an address of one of its interfaces. Used to
 * tell that a broker runs on the load client's own host.
 *
 * Addresses are numeric text ("10.0.0.5", "fe80::1%eth0"); an
 * IPv4-mapped IPv6 address is its IPv4 one, and a scope ("%eth0") is
 * left out of the comparison. kp_localaddr_match() is pure; the others
 * ask the system.
 */
#ifndef KP_LOCALADDR_H
#define KP_LOCALADDR_H

#include <stddef.h>

#define KP_LOCALADDR_MAX 64
#define KP_LOCALADDR_LEN 64

/* A list of numeric addresses. */
typedef struct kp_addrs {
        char v[KP_LOCALADDR_MAX][KP_LOCALADDR_LEN];
        size_t n;
} kp_addrs;

/* Appends addr (cut to KP_LOCALADDR_LEN) unless the list is full. */
void kp_addrs_add(kp_addrs *a, const char *addr);

/* 1 when addr is a loopback address, 0 when not or not an address. */
int kp_localaddr_loopback(const char *addr);

/* The index of the first of addrs that is loopback or one of local's, or
 * -1 when none is. */
int kp_localaddr_match(const kp_addrs *addrs, const kp_addrs *local);

/* This host's interface addresses (getifaddrs) into out. 0, or -1 when
 * they cannot be listed. */
int kp_localaddr_list(kp_addrs *out);

/* host's addresses (getaddrinfo: a name or a numeric address) into out.
 * 0, or -1 when it does not resolve. */
int kp_localaddr_resolve(const char *host, kp_addrs *out);

#endif
