import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as pause } from 'node:timers/promises';

export interface TricklingProxy {
  url: string;
  close(): Promise<void>;
}

/**
 * A loopback proxy in front of `siteUrl` that sends every HTML document in pieces of `pieceBytes`
 * with `pauseMs` between them (other files whole): the browser parses, and may paint, each part of
 * a page as a slow mobile network would hand it over. Headers pass as the site sent them, less
 * the encoding and length of a body it re-sends unencoded.
 */
export async function startTricklingProxy(siteUrl: string, pieceBytes = 200, pauseMs = 20): Promise<TricklingProxy> {
  const server: Server = createServer((req, res) => {
    void (async () => {
      const upstream = await fetch(new URL(req.url ?? '/', siteUrl), {
        headers: { 'accept-encoding': 'identity', cookie: req.headers.cookie ?? '' },
        redirect: 'manual',
      });
      const body = Buffer.from(await upstream.arrayBuffer());
      const headers = Object.fromEntries(
        [...upstream.headers].filter(
          ([name]) => !['content-encoding', 'content-length', 'transfer-encoding'].includes(name),
        ),
      );
      res.writeHead(upstream.status, headers);
      if (!String(upstream.headers.get('content-type')).startsWith('text/html')) return void res.end(body);
      for (let at = 0; at < body.length; at += pieceBytes) {
        res.write(body.subarray(at, at + pieceBytes));
        await pause(pauseMs);
      }
      res.end();
    })().catch((error: unknown) => res.destroy(error as Error));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
