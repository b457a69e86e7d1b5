import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';

/** Express's compiled `trust proxy` setting (`app.get('trust proxy fn')`). */
export type TrustProxy = (address: string | undefined, hop: number) => boolean;

/**
 * Express 5's `req.secure` for a request Express has not seen: HTTPS when the socket is TLS or,
 * from a trusted proxy, when the first X-Forwarded-Proto says so.
 */
export function isSecureRequest(req: IncomingMessage, trust: TrustProxy): boolean {
  const own = (req.socket as Partial<TLSSocket>).encrypted ? 'https' : 'http';
  if (!trust(req.socket.remoteAddress, 0)) return own === 'https';
  // Node joins repeated X-Forwarded-Proto headers into one string; the type allows a list.
  const forwarded = req.headers['x-forwarded-proto'];
  const header = (Array.isArray(forwarded) ? forwarded.join(',') : forwarded) || own;
  const comma = header.indexOf(',');
  return (comma === -1 ? header : header.slice(0, comma)).trim() === 'https';
}
