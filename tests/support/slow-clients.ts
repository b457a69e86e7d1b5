import { connect, type Socket } from 'node:net';

/**
 * Slow sockets (slowloris) from several addresses: each sends the start of a request's headers
 * and never ends them. Loopback has all of 127.0.0.0/8, so each address is another client to the
 * server.
 */
export interface SlowSockets {
  /** How many the server has closed (dropped as they arrived, or cut off). */
  closed(): number;
  /** How many of `addresses` were opened in all. */
  opened: number;
  destroy(): void;
}

/**
 * Opens `perAddress` slow sockets to `port` from each of `addresses`, one address after another,
 * each address's batch connected before the next begins: the listen backlog never overflows, so
 * the server takes them in this order, and a client that connects afterwards comes after all of them.
 */
export async function openSlowSockets(
  port: number,
  addresses: readonly string[],
  perAddress: number,
): Promise<SlowSockets> {
  const sockets: Socket[] = [];
  let closed = 0;
  for (const localAddress of addresses) {
    const batch = Array.from({ length: perAddress }, () => {
      const socket = connect({ port, host: '127.0.0.1', localAddress });
      sockets.push(socket);
      // A dropped socket may be reset: an outcome, not a failure.
      socket.on('error', () => {});
      socket.once('close', () => closed++);
      socket.write('GET / HTTP/1.1\r\nHost: localhost\r\nX-Slow: ');
      return new Promise<void>((resolve) => {
        socket.once('connect', () => resolve());
        socket.once('close', () => resolve());
      });
    });
    await Promise.all(batch);
  }
  return {
    closed: () => closed,
    opened: sockets.length,
    destroy: () => {
      for (const socket of sockets) socket.destroy();
    },
  };
}

/** What a one-request connection received: the status line, or '' when it was dropped unanswered. */
export interface Answer {
  statusLine: string;
  /** From the connect call to the connection's close. */
  ms: number;
}

/** `GET path` on a connection of its own from `localAddress`, read to its close. */
export function askFrom(port: number, localAddress: string, path: string): Promise<Answer> {
  const startedAt = performance.now();
  const socket = connect({ port, host: '127.0.0.1', localAddress });
  let received = '';
  socket.on('error', () => {});
  socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
  socket.write(`GET ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
  return new Promise((resolve) =>
    socket.once('close', () =>
      resolve({ statusLine: received.split('\r\n', 1)[0] ?? '', ms: performance.now() - startedAt }),
    ),
  );
}
