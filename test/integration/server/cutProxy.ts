// A TCP proxy that can be cut: while cut, every connection through it is reset and new ones are refused at once,
// as a network partition in front of a server would look to its client.
import { connect, createServer } from 'node:net';
import type { AddressInfo, Socket } from 'node:net';

/** The running proxy. */
export interface CutProxy {
  port: number;
  cut(): void;
  restore(): void;
  close(): Promise<void>;
}

/** Starts a proxy on a free loopback port to `host:port`. */
export async function startCutProxy(host: string, port: number): Promise<CutProxy> {
  let isCut = false;
  const open = new Set<Socket>();
  const server = createServer((client) => {
    if (isCut) {
      client.resetAndDestroy();
      return;
    }
    const upstream = connect(port, host);
    for (const socket of [client, upstream]) {
      open.add(socket);
      socket.on('close', () => open.delete(socket));
      socket.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return {
    port: (server.address() as AddressInfo).port,
    cut() {
      isCut = true;
      for (const socket of open) socket.resetAndDestroy();
    },
    restore() {
      isCut = false;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of open) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
