import { createServer, connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

export interface TcpProxy {
  port: number;
  /** While on, the server's bytes to clients are thrown away (lost acknowledgements). */
  swallowReplies(on: boolean): void;
  /** While on, the target is unreachable: open connections are cut and new ones reset at once. */
  cut(on: boolean): void;
  close(): Promise<void>;
}

/**
 * A loopback TCP relay to `targetPort` that a test can make lossy: with replies swallowed, the
 * server still receives and processes everything but the client never hears back, which is what
 * a connection dying between the server's commit and its acknowledgement looks like.
 */
export async function startProxy(targetPort: number): Promise<TcpProxy> {
  let swallow = false;
  let down = false;
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    if (down) return void client.destroy();
    const upstream = connect(targetPort, '127.0.0.1');
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
      s.on('error', () => {});
    }
    client.on('data', (d) => upstream.write(d));
    upstream.on('data', (d) => {
      if (!swallow) client.write(d);
    });
    // Either side ending ends the other: clients notice a dead server at once.
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    swallowReplies(on) {
      swallow = on;
    },
    cut(on) {
      down = on;
      if (on) for (const s of sockets) s.destroy();
    },
    close() {
      for (const s of sockets) s.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

export interface TcpBalancer {
  port: number;
  close(): Promise<void>;
}

/**
 * A loopback load balancer in front of several server processes: each new connection goes to the
 * next target in turn, and to the one after if that one refuses (a stopped process), as a health-
 * checking balancer would send people to the processes that are up.
 */
export async function startBalancer(targetPorts: number[]): Promise<TcpBalancer> {
  let next = 0;
  const sockets = new Set<Socket>();
  const track = (s: Socket) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
    s.on('error', () => {});
  };
  const server = createServer((client) => {
    track(client);
    client.pause();
    const tryTarget = (attempt: number) => {
      if (attempt >= targetPorts.length) return void client.destroy();
      const port = targetPorts[(next + attempt) % targetPorts.length]!;
      const upstream = connect(port, '127.0.0.1');
      upstream.once('error', () => tryTarget(attempt + 1));
      upstream.once('connect', () => {
        track(upstream);
        next = (next + attempt + 1) % targetPorts.length;
        client.pipe(upstream);
        upstream.pipe(client);
        client.resume();
        client.on('close', () => upstream.destroy());
        upstream.on('close', () => client.destroy());
      });
    };
    tryTarget(0);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close() {
      for (const s of sockets) s.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
