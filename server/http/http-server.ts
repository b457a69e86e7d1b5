import http, { type RequestListener } from 'node:http';
import type { Environment } from '../config';
import { connectionShares } from './connection-shares';
import { shareConnectionsAmongClients } from './connections-per-client';

type ConnectionLimits = Pick<
  Environment,
  | 'HEADERS_TIMEOUT_MS'
  | 'REQUEST_TIMEOUT_MS'
  | 'KEEP_ALIVE_TIMEOUT_MS'
  | 'MAX_CONNECTIONS'
  | 'MAX_CONNECTIONS_PER_ADDRESS'
>;

/**
 * The HTTP server around the app, with the limits that keep slow or many clients from holding
 * it: a request whose headers (or whole body) are not in by the deadline is answered 408 and
 * its connection closed; connections over the cap, or over one client's share of it (a share
 * that shrinks as the server fills, with slots kept for new clients and the machine's own
 * probes), are dropped as they arrive.
 */
export function createHttpServer(app: RequestListener, limits: ConnectionLimits): http.Server {
  const server = http.createServer(
    {
      headersTimeout: limits.HEADERS_TIMEOUT_MS,
      requestTimeout: limits.REQUEST_TIMEOUT_MS,
      // Node looks for expired requests at this interval (30 s by default), which would let a
      // 20 s deadline run to 50 s.
      connectionsCheckingInterval: Math.min(1_000, limits.HEADERS_TIMEOUT_MS),
    },
    app,
  );
  server.keepAliveTimeout = limits.KEEP_ALIVE_TIMEOUT_MS;
  // With a limit per address, the shares count every connection and keep to the cap themselves.
  // Without one (behind a proxy, every connection comes from its address), Node drops what is over the cap.
  if (limits.MAX_CONNECTIONS_PER_ADDRESS < limits.MAX_CONNECTIONS)
    shareConnectionsAmongClients(server, connectionShares(limits.MAX_CONNECTIONS, limits.MAX_CONNECTIONS_PER_ADDRESS));
  else server.maxConnections = limits.MAX_CONNECTIONS;
  return server;
}
