// A TCP proxy in front of the database, so a test can take the database away (every connection cut, new ones
// refused) and bring it back, without touching the server other tests share.
import { createServer, Socket, type Server } from 'node:net';

export interface TcpProxy {
  port: number;
  /** The URL `target` with its host and port replaced by the proxy's. */
  url(target: string): string;
  /** The outage: open connections are cut and new ones refused until `restore`. */
  cut(): void;
  restore(): void;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let down = false;
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    if (down) {
      client.destroy();
      return;
    }
    const upstream = new Socket();
    sockets.add(client);
    sockets.add(upstream);
    const drop = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    upstream.connect(target.port, target.host, () => {
      client.pipe(upstream);
      upstream.pipe(client);
    });
    client.on('error', drop);
    upstream.on('error', drop);
    client.on('close', drop);
    upstream.on('close', drop);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    port,
    url(targetUrl) {
      const parsed = new URL(targetUrl);
      parsed.hostname = '127.0.0.1';
      parsed.port = String(port);
      return parsed.toString();
    },
    cut() {
      down = true;
      for (const socket of sockets) socket.destroy();
      sockets.clear();
    },
    restore() {
      down = false;
    },
    close: () => new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    }),
  };
}
