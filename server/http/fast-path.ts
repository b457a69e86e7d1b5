import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from '../logger';
import type { CachedAnswer } from './cached-answer';
import { isFresh } from './conditional-request';
import { type ContentEncoding, preferredEncodingOf } from './content-encoding';
import { cspNonce } from './csp-nonce';
import { logAnswered, requestIdOf } from './request-logging';
import { HSTS, NONCE_PLACEHOLDER } from './security-headers';

/** A cached answer for this request, if it has one it may be given (its own rules: anonymous, fresh, …). */
export type AnswerLookup = (req: IncomingMessage) => CachedAnswer | undefined;

/** Flat header list, names and values alternating, as `res.writeHead` takes it. */
type HeaderList = string[];

/**
 * Every header of one encoding of a prepared answer, in the order Express sends them, the request
 * id's value left empty (index 1); with HSTS and without, for a 200 and for a 304.
 */
interface Variant {
  ok: { plain: HeaderList; hsts: HeaderList };
  notModified: { plain: HeaderList; hsts: HeaderList };
  etag: string;
  body: Buffer;
}

interface Prepared {
  /** Where a fresh nonce goes, for answers without fixed script sources: the CSP's value index and its text around the nonce. */
  nonce?: { at: number; before: string; after: string };
  variants: Record<ContentEncoding, Variant>;
}

export interface FastPathOptions {
  lookups: readonly AnswerLookup[];
  /** `fixedSecurityHeaders()`: what the security middleware sets, the nonce left open. */
  securityHeaders: readonly (readonly [string, string])[];
  /** Whether this request's answer carries HSTS (production, over HTTPS), as the middleware decides. */
  hsts: (req: IncomingMessage) => boolean;
  /**
   * A `Set-Cookie` this request's answer carries, if any, sent right after the request id as the
   * middleware after request logging sends it: the candidate's source tags of a tagged landing
   * (server/application/landing-source.ts), whose page is still the cached one.
   */
  cookie?: (req: IncomingMessage) => string | undefined;
  logger: Logger;
}

/** The `Vary` of `headers` with `field` added, as `res.vary()` adds it (appended to an existing one). */
function withVary(headers: readonly (readonly [string, string])[], field: string): HeaderList {
  const list = headers.flatMap(([name, value]) => [name, value]);
  const at = list.findIndex((value, index) => index % 2 === 0 && value.toLowerCase() === 'vary');
  if (at === -1) list.push('Vary', field);
  else list[at + 1] = `${list[at + 1]}, ${field}`;
  return list;
}

function prepare(answer: CachedAnswer, securityHeaders: FastPathOptions['securityHeaders']): Prepared {
  const nonceSource = `'nonce-${NONCE_PLACEHOLDER}'`;
  const head = ['X-Request-Id', '', ...securityHeaders.flatMap(([name, value]) => [name, value])];
  const cspAt = head.indexOf('Content-Security-Policy') + 1;
  const policy = cspAt > 0 ? head[cspAt] : undefined;
  let nonce: Prepared['nonce'];
  if (policy !== undefined && answer.scriptSources) {
    head[cspAt] = policy.replace(nonceSource, answer.scriptSources.join(' '));
  } else if (policy !== undefined) {
    const [before = '', after = ''] = policy.split(nonceSource);
    nonce = { at: cspAt, before: `${before}'nonce-`, after: `'${after}` };
  }
  const withHsts = [...head, 'Strict-Transport-Security', HSTS];
  const routeHeaders = withVary(answer.headers, 'Accept-Encoding');
  const variant = (encoding: ContentEncoding): Variant => {
    const etag = `"${answer.body.hash}-${encoding}"`;
    const body = answer.body[encoding === 'br' ? 'brotli' : 'gzip'];
    const notModified = [...routeHeaders, 'ETag', etag];
    const ok = [
      ...notModified,
      'Content-Type',
      answer.contentType,
      'Content-Encoding',
      encoding,
      'Content-Length',
      String(body.length),
    ];
    return {
      etag,
      body,
      ok: { plain: [...head, ...ok], hsts: [...withHsts, ...ok] },
      notModified: { plain: [...head, ...notModified], hsts: [...withHsts, ...notModified] },
    };
  };
  return { nonce, variants: { br: variant('br'), gzip: variant('gzip') } };
}

/**
 * Answers what is already cached (anonymous pages, blog answers) before Express runs: no router,
 * no middleware, no session, no negotiation or header computed per request. Every header is
 * computed once per cached answer from the same sources the middleware uses (the same helmet
 * configuration, the same route headers), so the answer is the one Express would send
 * (tests/integration/fast-path.test.ts compares them header by header); each request still gets
 * its request id, its access-log line, HSTS when due and, for answers without fixed script
 * sources, a fresh CSP nonce.
 *
 * Returns false, having touched nothing, for what it does not answer: not a GET or HEAD, no
 * cached answer, a client that takes neither Brotli nor gzip (Express decodes the body for it).
 */
export function createFastPath(options: FastPathOptions): (req: IncomingMessage, res: ServerResponse) => boolean {
  // An answer's log line holds only its id, method, path, status and time: nothing the logger's
  // redaction looks for, whose pass over each line took half of the line's cost.
  const accessLog = options.logger.child({}, { redact: [] });
  const preparedAnswers = new WeakMap<CachedAnswer, Prepared>();
  const preparedFor = (answer: CachedAnswer) => {
    let prepared = preparedAnswers.get(answer);
    if (!prepared) preparedAnswers.set(answer, (prepared = prepare(answer, options.securityHeaders)));
    return prepared;
  };
  const lookUp = (req: IncomingMessage) => {
    for (const lookup of options.lookups) {
      const answer = lookup(req);
      if (answer) return answer;
    }
    return undefined;
  };

  return (req, res) => {
    const startedAt = Date.now();
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const encoding = preferredEncodingOf(req);
    if (!encoding) return false;
    const answer = lookUp(req);
    if (!answer) return false;

    const prepared = preparedFor(answer);
    const variant = prepared.variants[encoding];
    const id = requestIdOf(req);
    const fresh = isFresh(req.headers, variant.etag);
    const templates = fresh ? variant.notModified : variant.ok;
    // One copy of the prepared list per request, with its two per-request values filled in.
    const headers = (options.hsts(req) ? templates.hsts : templates.plain).slice();
    headers[1] = id;
    if (prepared.nonce) headers[prepared.nonce.at] = prepared.nonce.before + cspNonce() + prepared.nonce.after;
    const cookie = options.cookie?.(req);
    if (cookie) headers.splice(2, 0, 'Set-Cookie', cookie);
    res.writeHead(fresh ? 304 : 200, headers);
    if (fresh || req.method === 'HEAD') res.end();
    else res.end(variant.body);
    logAnswered(accessLog, req, res, id, startedAt);
    return true;
  };
}
