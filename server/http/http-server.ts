import http, { type RequestListener } from 'node:http';
import type { Config } from '../config';
import { limitConnectionsPerClient } from './connections-per-client';

type ConnectionLimits = Pick<
  Config,
  | 'HEADERS_TIMEOUT_MS'
  | 'REQUEST_TIMEOUT_MS'
  | 'KEEP_ALIVE_TIMEOUT_MS'
  | 'MAX_CONNECTIONS'
  | 'MAX_CONNECTIONS_PER_ADDRESS'
>;

/**
 * The HTTP server around the app, with the limits that keep slow or many clients from holding
 * it: a request whose headers (or whole body) are not in by the deadline is answered 408 and
 * its connection closed; connections over the cap, or over one client's share of it, are
 * dropped as they arrive.
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
  server.maxConnections = limits.MAX_CONNECTIONS;
  if (limits.MAX_CONNECTIONS_PER_ADDRESS < limits.MAX_CONNECTIONS)
    limitConnectionsPerClient(server, limits.MAX_CONNECTIONS_PER_ADDRESS);
  return server;
}
