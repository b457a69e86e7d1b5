import express, { type Express } from 'express';
import { requestProtocol, type TrustProxy } from './request-protocol';

/**
 * Sets Express's `trust proxy` from TRUST_PROXY (a hop count, or a named range) and returns its
 * compiled test. Express's req.protocol (and req.secure, and express-session's Secure cookie,
 * which read it) takes the leftmost X-Forwarded-Proto, which the client writes itself when its
 * proxy appends: the entry of the proxy TRUST_PROXY trusts is read instead (request-protocol.ts).
 */
export function trustProxies(app: Express, trustProxy: string | undefined): TrustProxy {
  if (trustProxy) app.set('trust proxy', /^\d+$/.test(trustProxy) ? Number(trustProxy) : trustProxy);
  const trust = app.get('trust proxy fn') as TrustProxy;
  Object.defineProperty(app.request, 'protocol', {
    configurable: true,
    enumerable: true,
    get(this: express.Request) {
      return requestProtocol(this, trust);
    },
  });
  return trust;
}
