import type { Server } from 'node:net';
import { clientOf } from './client-address';

/**
 * Drops a connection as it arrives when its client (server/http/client-address.ts) already holds
 * `max`: one address opening slow sockets (slowloris) would otherwise take every slot of
 * MAX_CONNECTIONS, and other visitors and the health probes would get nothing. Counted at the
 * socket, before a byte is read: a slow client never sends the headers a request-level limit
 * would need.
 */
export function limitConnectionsPerClient(server: Server, max: number): void {
  const open = new Map<string, number>();
  server.on('connection', (socket) => {
    const client = clientOf(socket.remoteAddress);
    const count = (open.get(client) ?? 0) + 1;
    if (count > max) {
      socket.destroy();
      return;
    }
    open.set(client, count);
    socket.once('close', () => {
      const left = (open.get(client) ?? 1) - 1;
      if (left > 0) open.set(client, left);
      else open.delete(client);
    });
  });
}
