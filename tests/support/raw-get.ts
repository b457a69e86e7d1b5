import type { Express } from 'express';
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A GET whose body is kept as the server sent it (supertest would decode a compressed one). */
export async function rawGet(app: Express, path: string, headers: Record<string, string>) {
  const server = app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  try {
    const { port } = server.address() as AddressInfo;
    const [response] = (await once(http.get({ host: '127.0.0.1', port, path, headers }), 'response')) as [
      http.IncomingMessage,
    ];
    const chunks: Buffer[] = [];
    for await (const chunk of response) chunks.push(chunk as Buffer);
    return { status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks) };
  } finally {
    server.close();
  }
}
