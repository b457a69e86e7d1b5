import type { IncomingMessage } from 'node:http';
import { requestProtocol, type TrustProxy } from './request-protocol';

/** A Host header as a browser sends one: a name or an IPv6 address in brackets, and a port. */
const hostPattern = /^(?:[A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/**
 * The origin absolute URLs are written with: PUBLIC_URL, or without it this request's own (its
 * protocol as TRUST_PROXY lets the server see it, and its Host; a malformed Host is `localhost`).
 * What is written with a request's own origin is that client's alone: the page cache keys such
 * pages by it (server/pages/page-cache.ts), so no Host a stranger sends reaches another visitor.
 */
export function requestOrigin(req: IncomingMessage, publicUrl: string | undefined, trust: TrustProxy): string {
  if (publicUrl) return publicUrl;
  const host = req.headers.host ?? '';
  return `${requestProtocol(req, trust)}://${hostPattern.test(host) ? host : 'localhost'}`;
}
