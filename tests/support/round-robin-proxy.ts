import { once } from 'node:events';
import { type AddressInfo } from 'node:net';
import { createServer, request as forward, type IncomingMessage, type ServerResponse } from 'node:http';

/**
 * A reverse proxy on loopback that sends each request to the next of its replicas in turn, as a
 * load balancer does: a replica that refuses the connection (down) is skipped for the next, and a
 * request lost on a replica that died while answering it gets `502`, which a browser shows and its
 * user retries. `replace(i, url)` puts a replica (back) in its place. As Caddy in front of
 * compose.yaml's replicas does for a client it does not trust, it tells the replica the client's
 * address in `X-Forwarded-For`, replacing whatever the client wrote there.
 */
export async function startRoundRobinProxy(urls: readonly string[]) {
  const replicas = [...urls];
  let next = 0;
  const counts = { forwarded: 0, refused: 0, lost: 0 };

  function send(req: IncomingMessage, body: Buffer, res: ServerResponse, tried = 0): void {
    const live = replicas;
    if (tried >= live.length || live.length === 0) {
      counts.lost++;
      res.writeHead(502).end('no replica answered');
      return;
    }
    const target = new URL(live[next++ % live.length]!);
    const upstream = forward(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, 'x-forwarded-for': req.socket.remoteAddress, 'x-forwarded-proto': 'http' },
      },
      (answer) => {
        counts.forwarded++;
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
        answer.on('error', () => res.destroy());
      },
    );
    upstream.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ECONNREFUSED') {
        counts.refused++;
        send(req, body, res, tried + 1);
      } else if (!res.headersSent) {
        counts.lost++;
        res.writeHead(502).end('the replica went away');
      } else res.destroy();
    });
    upstream.end(body);
  }

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => send(req, Buffer.concat(chunks), res));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    counts,
    replace(index: number, url: string) {
      replicas[index] = url;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
