import type { Request, Response } from 'express';
import { type CompressedBody, sendCompressed } from './compressed-body';

/**
 * An answer kept ready to send many times (a cached page, a cached blog answer): its body
 * compressed once, and what the route says about it. Sent by Express through `sendCachedAnswer`,
 * or without Express by the fast path (server/http/fast-path.ts); both read these fields only,
 * which is what keeps their responses the same.
 */
export interface CachedAnswer {
  body: CompressedBody;
  /** As Express's `res.type()` writes it, charset included. */
  contentType: string;
  /** The route's headers, in the order it sets them; a `Vary` is merged as `res.vary()` merges. */
  headers: readonly (readonly [name: string, value: string])[];
  /**
   * CSP script sources that replace the response's nonce (a page's inline script hashes: a page
   * sent to many visitors cannot reuse one nonce). Without them, the answer keeps a fresh nonce.
   */
  scriptSources?: readonly string[];
}

/** Sends `answer` through Express (after the middleware set its headers), or a 304. */
export function sendCachedAnswer(req: Request, res: Response, answer: CachedAnswer): void {
  for (const [name, value] of answer.headers) {
    if (name === 'Vary') res.vary(value);
    else res.set(name, value);
  }
  const policy = res.getHeader('Content-Security-Policy');
  const nonce = res.locals.cspNonce;
  if (answer.scriptSources && typeof policy === 'string' && nonce)
    res.setHeader('Content-Security-Policy', policy.replace(`'nonce-${nonce}'`, answer.scriptSources.join(' ')));
  sendCompressed(req, res, answer.body, answer.contentType);
}
