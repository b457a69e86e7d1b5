import type { Server } from 'node:net';
import { clientOf, isThisMachine } from './client-address';
import { type ConnectionShares, type Slot, slotFor } from './connection-shares';

/**
 * Shares the server's connections among client addresses (server/http/connection-shares.ts),
 * dropping a connection as it arrives when its address has had its share: one address, or a
 * crowd of them, opening slow sockets (slowloris) would otherwise take every slot, and other
 * visitors and the health probes would get nothing. Counted at the socket, before a byte is read:
 * a slow client never sends the headers a request-level limit would need. These counts are the
 * cap on all connections too (Node's `maxConnections` stays unset: it would also count the
 * sockets dropped here until they have closed, and drop a probe during a burst).
 */
export function shareConnectionsAmongClients(server: Server, shares: ConnectionShares): void {
  const held = new Map<string, number>();
  const open: Record<Slot, number> = { shared: 0, machine: 0 };
  server.on('connection', (socket) => {
    const client = clientOf(socket.remoteAddress);
    const count = held.get(client) ?? 0;
    const slot = slotFor(shares, open, count, isThisMachine(socket.remoteAddress));
    if (!slot) {
      socket.destroy();
      return;
    }
    held.set(client, count + 1);
    open[slot]++;
    socket.once('close', () => {
      open[slot]--;
      const left = (held.get(client) ?? 1) - 1;
      if (left > 0) held.set(client, left);
      else held.delete(client);
    });
  });
}
