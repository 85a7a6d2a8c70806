/* tcp-relay LISTEN_HOST TARGET_HOST PORT...: relays TCP connections on
 * LISTEN_HOST:PORT to TARGET_HOST:PORT, for every PORT, until SIGTERM or
 * SIGINT, or for at most 15 minutes; prints the peer address of every
 * connection ("connection from ADDR") and, once it listens on every port,
 * "relaying LISTEN -> TARGET PORT...".
 *
 * tests/kafka/test_agents.sh runs one in each agent's network namespace
 * (127.0.0.1 there to the namespace's veth peer) and one outside (the veth
 * address to 127.0.0.1), so that an agent in its own namespace, with its
 * own address, reaches the test broker at the address it advertises.
 *
 * One thread, epoll, non-blocking sockets, TCP_NODELAY on both sides: a
 * byte read is written on at once, so the relay adds a hop's latency and
 * no batching of its own. Each direction has one buffer; while it holds
 * bytes the peer has not taken, that direction reads no more. An end of
 * stream is passed on (shutdown of the peer's writing side) once the
 * buffer is written. A connection closes when both directions have ended,
 * on any error, or on a hang-up once what was read from that socket is
 * written on. */
#include <errno.h>
#include <netdb.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/epoll.h>
#include <sys/socket.h>
#include <unistd.h>

#define LIFETIME_S 900
#define BUF_SIZE   65536
#define MAX_PORTS  16

struct conn;

/* One socket of a connection, and what was read from it and not yet
 * written to the other socket. */
struct side {
        struct conn *c;
        int idx; /* 0: the client, 1: the target; -1: a listener */
        int fd;
        unsigned events; /* the epoll interest set now */
        char buf[BUF_SIZE];
        size_t off, len;
        int eof;  /* read end of stream */
        int done; /* end of stream passed on to the other socket */
};

struct conn {
        struct side s[2];
        int connecting; /* the target's connect() is in progress */
        int closed;     /* sockets closed, freed after this batch */
        struct conn *next_closed;
};

struct listener {
        struct side side; /* idx -1; only fd is used */
        struct sockaddr_storage target;
        socklen_t target_len;
};

static volatile sig_atomic_t stop;
static int ep;
static struct conn *closed; /* to free once the batch of events is done */

static void on_signal(int sig)
{
        (void)sig;
        stop = 1;
}

static int resolve(const char *host, int port, int passive,
                   struct sockaddr_storage *out, socklen_t *len)
{
        struct addrinfo hints, *res;
        char service[16];
        int rc;

        memset(&hints, 0, sizeof hints);
        hints.ai_family = AF_UNSPEC;
        hints.ai_socktype = SOCK_STREAM;
        hints.ai_flags = passive ? AI_PASSIVE : 0;
        snprintf(service, sizeof service, "%d", port);
        rc = getaddrinfo(host, service, &hints, &res);
        if (rc != 0) {
                fprintf(stderr, "tcp-relay: %s: %s\n", host, gai_strerror(rc));
                return -1;
        }
        memcpy(out, res->ai_addr, res->ai_addrlen);
        *len = res->ai_addrlen;
        freeaddrinfo(res);
        return 0;
}

static void nodelay(int fd)
{
        int one = 1;

        setsockopt(fd, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
}

/* The interest set of side i: readable while its buffer is empty and no
 * end of stream was read; writable while the other side holds bytes for
 * it, or while it connects. */
static void update(struct conn *c, int i)
{
        struct side *s = &c->s[i], *o = &c->s[1 - i];
        struct epoll_event ev;
        unsigned want = 0;

        if (c->connecting) {
                want = i == 1 ? EPOLLOUT : 0;
        } else {
                if (!s->eof && s->len == 0)
                        want |= EPOLLIN;
                if (o->len > 0)
                        want |= EPOLLOUT;
        }
        if (want == s->events)
                return;
        s->events = want;
        memset(&ev, 0, sizeof ev);
        ev.events = want;
        ev.data.ptr = s;
        epoll_ctl(ep, EPOLL_CTL_MOD, s->fd, &ev);
}

/* Later events of the same batch may name c: it is freed after it. */
static void conn_close(struct conn *c)
{
        close(c->s[0].fd);
        close(c->s[1].fd);
        c->closed = 1;
        c->next_closed = closed;
        closed = c;
}

/* Writes what side i read to the other socket; passes an end of stream
 * on once everything is written. Returns -1 on a write error. */
static int flush(struct conn *c, int i)
{
        struct side *s = &c->s[i], *o = &c->s[1 - i];

        while (s->len > 0) {
                ssize_t n = send(o->fd, s->buf + s->off, s->len, MSG_NOSIGNAL);
                if (n < 0) {
                        if (errno == EINTR)
                                continue;
                        if (errno == EAGAIN || errno == EWOULDBLOCK)
                                return 0;
                        return -1;
                }
                s->off += (size_t)n;
                s->len -= (size_t)n;
        }
        s->off = 0;
        if (s->eof && !s->done) {
                shutdown(o->fd, SHUT_WR);
                s->done = 1;
        }
        return 0;
}

/* Reads from side i (its buffer is empty) and writes on at once. */
static int pump(struct conn *c, int i)
{
        struct side *s = &c->s[i];
        ssize_t n;

        do
                n = recv(s->fd, s->buf, sizeof s->buf, 0);
        while (n < 0 && errno == EINTR);
        if (n < 0)
                return errno == EAGAIN || errno == EWOULDBLOCK ? 0 : -1;
        if (n == 0)
                s->eof = 1;
        s->off = 0;
        s->len = (size_t)n;
        return flush(c, i);
}

static void conn_event(struct side *s, unsigned events)
{
        struct conn *c = s->c;
        int i = s->idx;

        if (c->closed)
                return;
        if (events & EPOLLERR)
                goto close;
        if (c->connecting) {
                int err = 0;
                socklen_t len = sizeof err;

                /* The client, waited on for nothing meanwhile, hung up. */
                if (i == 0)
                        goto close;
                if (getsockopt(s->fd, SOL_SOCKET, SO_ERROR, &err, &len) < 0 ||
                    err != 0)
                        goto close;
                c->connecting = 0;
                update(c, 0);
                update(c, 1);
                return;
        }
        if ((events & EPOLLIN) && s->len == 0 && !s->eof) {
                if (pump(c, i) < 0)
                        goto close;
        } else if ((events & EPOLLHUP) && s->len == 0) {
                /* Nothing more to read from this one, nothing of it left
                 * to write on, and it takes no more. */
                goto close;
        }
        if ((events & EPOLLOUT) && flush(c, 1 - i) < 0)
                goto close;
        if (c->s[0].done && c->s[1].done)
                goto close;
        update(c, 0);
        update(c, 1);
        return;
close:
        conn_close(c);
}

static void accept_one(struct listener *l)
{
        struct sockaddr_storage peer;
        socklen_t plen = sizeof peer;
        char host[NI_MAXHOST];
        struct epoll_event ev;
        struct conn *c;
        int cfd, tfd, rc;

        cfd = accept4(l->side.fd, (struct sockaddr *)&peer, &plen,
                      SOCK_NONBLOCK | SOCK_CLOEXEC);
        if (cfd < 0)
                return;
        if (getnameinfo((struct sockaddr *)&peer, plen, host, sizeof host, NULL,
                        0, NI_NUMERICHOST) != 0)
                snprintf(host, sizeof host, "?");
        printf("connection from %s\n", host);
        fflush(stdout);
        nodelay(cfd);
        tfd = socket(l->target.ss_family,
                     SOCK_STREAM | SOCK_NONBLOCK | SOCK_CLOEXEC, 0);
        if (tfd < 0) {
                close(cfd);
                return;
        }
        nodelay(tfd);
        rc = connect(tfd, (struct sockaddr *)&l->target, l->target_len);
        if (rc < 0 && errno != EINPROGRESS) {
                close(cfd);
                close(tfd);
                return;
        }
        c = calloc(1, sizeof *c);
        if (c == NULL) {
                close(cfd);
                close(tfd);
                return;
        }
        c->s[0] = (struct side){ .c = c, .idx = 0, .fd = cfd };
        c->s[1] = (struct side){ .c = c, .idx = 1, .fd = tfd };
        c->connecting = rc < 0;
        for (int i = 0; i < 2; i++) {
                memset(&ev, 0, sizeof ev);
                ev.data.ptr = &c->s[i];
                epoll_ctl(ep, EPOLL_CTL_ADD, c->s[i].fd, &ev);
                update(c, i);
        }
}

int main(int argc, char **argv)
{
        static struct listener ls[MAX_PORTS];
        struct epoll_event evs[64];
        struct sigaction sa;
        int nports = argc - 3;

        if (argc < 4 || nports > MAX_PORTS) {
                fprintf(stderr,
                        "usage: tcp-relay LISTEN_HOST TARGET_HOST "
                        "PORT... (at most %d ports)\n",
                        MAX_PORTS);
                return 2;
        }
        memset(&sa, 0, sizeof sa);
        sa.sa_handler = on_signal; /* no SA_RESTART: epoll_wait returns */
        sigaction(SIGTERM, &sa, NULL);
        sigaction(SIGINT, &sa, NULL);
        sigaction(SIGALRM, &sa, NULL);
        signal(SIGPIPE, SIG_IGN);
        alarm(LIFETIME_S);

        ep = epoll_create1(EPOLL_CLOEXEC);
        if (ep < 0) {
                perror("tcp-relay: epoll_create1");
                return 1;
        }
        for (int k = 0; k < nports; k++) {
                struct sockaddr_storage addr;
                socklen_t alen;
                struct epoll_event ev;
                int port = atoi(argv[3 + k]), one = 1, fd;

                if (port <= 0 || port > 65535) {
                        fprintf(stderr, "tcp-relay: bad port %s\n",
                                argv[3 + k]);
                        return 2;
                }
                if (resolve(argv[1], port, 1, &addr, &alen) < 0 ||
                    resolve(argv[2], port, 0, &ls[k].target,
                            &ls[k].target_len) < 0)
                        return 1;
                fd = socket(addr.ss_family,
                            SOCK_STREAM | SOCK_NONBLOCK | SOCK_CLOEXEC, 0);
                if (fd < 0 ||
                    setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &one, sizeof one) <
                        0 ||
                    bind(fd, (struct sockaddr *)&addr, alen) < 0 ||
                    listen(fd, 128) < 0) {
                        fprintf(stderr, "tcp-relay: %s:%d: %s\n", argv[1], port,
                                strerror(errno));
                        return 1;
                }
                ls[k].side = (struct side){ .idx = -1, .fd = fd };
                memset(&ev, 0, sizeof ev);
                ev.events = EPOLLIN;
                ev.data.ptr = &ls[k].side;
                epoll_ctl(ep, EPOLL_CTL_ADD, fd, &ev);
        }
        printf("relaying %s -> %s", argv[1], argv[2]);
        for (int k = 0; k < nports; k++)
                printf(" %s", argv[3 + k]);
        printf("\n");
        fflush(stdout);

        while (!stop) {
                int n = epoll_wait(ep, evs, 64, 1000);

                for (int e = 0; e < n; e++) {
                        struct side *s = evs[e].data.ptr;

                        if (s->idx < 0) {
                                accept_one((struct listener *)s);
                                continue;
                        }
                        conn_event(s, evs[e].events);
                }
                while (closed != NULL) {
                        struct conn *c = closed;

                        closed = c->next_closed;
                        free(c);
                }
        }
        return 0;
}
