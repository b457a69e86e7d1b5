import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';

/** Express's compiled `trust proxy` setting (`app.get('trust proxy fn')`). */
export type TrustProxy = (address: string | undefined, hop: number) => boolean;

/** A header's comma-separated entries (Node joins repeated ones into one string; the type allows a list). */
function entriesOf(header: string | string[] | undefined): string[] {
  const joined = Array.isArray(header) ? header.join(',') : (header ?? '');
  return joined
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/**
 * How many proxies in front of this server are trusted, walking X-Forwarded-For from the right
 * as Express's `req.ip` does (proxy-addr): the socket's peer, then each address it forwarded for,
 * while the trust setting trusts it. At least one: the peer is trusted when this is asked.
 */
function trustedProxies(req: IncomingMessage, trust: TrustProxy): number {
  const addresses = [req.socket.remoteAddress, ...entriesOf(req.headers['x-forwarded-for']).reverse()];
  let hops = 0;
  while (hops < addresses.length - 1 && trust(addresses[hops], hops)) hops++;
  return Math.max(1, hops);
}

/**
 * The scheme the client used: the socket's own, or, from a trusted proxy, X-Forwarded-Proto's
 * entry written by the outermost trusted proxy. Express's `req.protocol` takes the leftmost
 * entry, which the client itself wrote when its proxy appends to the header (a spoofed
 * `https`): with one proxy trusted (`TRUST_PROXY=1`), its own entry is the last.
 */
export function requestProtocol(req: IncomingMessage, trust: TrustProxy): 'http' | 'https' {
  const own = (req.socket as Partial<TLSSocket>).encrypted ? 'https' : 'http';
  if (!trust(req.socket.remoteAddress, 0)) return own;
  const forwarded = entriesOf(req.headers['x-forwarded-proto']);
  if (forwarded.length === 0) return own;
  const entry = forwarded[Math.max(0, forwarded.length - trustedProxies(req, trust))] ?? own;
  return entry.toLowerCase() === 'https' ? 'https' : 'http';
}

/** Express's `req.secure`, with the scheme read as `requestProtocol` does, for a request Express has not seen. */
export function isSecureRequest(req: IncomingMessage, trust: TrustProxy): boolean {
  return requestProtocol(req, trust) === 'https';
}
