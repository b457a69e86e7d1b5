import type { Server } from 'node:http';

/**
 * Stops accepting connections and resolves once every in-flight request has been answered.
 * `server.close()` closes only the keep-alive connections idle at that moment, so the ones
 * still busy are closed as they fall idle.
 */
export function closeServer(server: Server): Promise<void> {
  return new Promise((resolve, reject) => {
    const closeIdle = setInterval(() => server.closeIdleConnections(), 100);
    server.close((error) => {
      clearInterval(closeIdle);
      if (error) reject(error);
      else resolve();
    });
  });
}
