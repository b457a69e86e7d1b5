import type { Express } from 'express';
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A request to `url` (GET unless said) whose body is kept as the server sent it (supertest and
 * fetch would decode a compressed one), with its headers as sent too (`rawHeaders`: names and
 * values in order).
 */
export async function rawRequest(url: string, headers: Record<string, string>, method = 'GET') {
  const [response] = (await once(http.request(url, { method, headers }).end(), 'response')) as [http.IncomingMessage];
  const chunks: Buffer[] = [];
  for await (const chunk of response) chunks.push(chunk as Buffer);
  return {
    status: response.statusCode,
    headers: response.headers,
    rawHeaders: response.rawHeaders,
    body: Buffer.concat(chunks),
  };
}

/** A raw GET of a path of `app`, served on a loopback port for the one request. */
export async function rawGet(app: Express, path: string, headers: Record<string, string>) {
  const server = app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  try {
    const { port } = server.address() as AddressInfo;
    return await rawRequest(`http://127.0.0.1:${port}${path}`, headers);
  } finally {
    server.close();
  }
}
