#!/usr/bin/python3
"""tcp-relay.py LISTEN_HOST TARGET_HOST PORT...: relays TCP connections on
LISTEN_HOST:PORT to TARGET_HOST:PORT, for every PORT, until killed or for
at most 15 minutes; prints the peer address of every connection.

tests/kafka/test_agents.sh runs one in each agent's network namespace
(127.0.0.1 there to the namespace's veth peer) and one outside (the veth
address to 127.0.0.1), so that an agent in its own namespace, with its
own address, reaches the test broker at the address it advertises."""
import asyncio
import sys


async def pipe(reader, writer):
    try:
        while True:
            data = await reader.read(65536)
            if not data:
                break
            writer.write(data)
            await writer.drain()
    except (ConnectionError, OSError):
        pass
    finally:
        try:
            writer.close()
        except (ConnectionError, OSError):
            pass


def handler(target, port):
    async def handle(reader, writer):
        peer = writer.get_extra_info("peername")
        print("connection from", peer[0] if peer else "?", flush=True)
        try:
            tr, tw = await asyncio.open_connection(target, port)
        except OSError:
            writer.close()
            return
        await asyncio.gather(pipe(reader, tw), pipe(tr, writer))
    return handle


async def main():
    listen, target, ports = sys.argv[1], sys.argv[2], sys.argv[3:]
    servers = [await asyncio.start_server(handler(target, int(p)), listen,
                                          int(p), reuse_address=True)
               for p in ports]
    print("relaying", listen, "->", target, " ".join(ports), flush=True)
    try:
        await asyncio.wait_for(
            asyncio.gather(*(s.serve_forever() for s in servers)), 900)
    except asyncio.TimeoutError:
        pass


asyncio.run(main())
