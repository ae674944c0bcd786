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
