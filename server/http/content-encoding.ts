import type { IncomingMessage } from 'node:http';
import express, { type Request } from 'express';

export type ContentEncoding = 'br' | 'gzip';

/**
 * The best of `available` (Brotli before gzip) that the request accepts, or undefined for the
 * uncompressed body. Our order, not the header's: browsers list gzip first at equal weight.
 */
export function preferredEncoding(req: Request, available: readonly ContentEncoding[]): ContentEncoding | undefined {
  return (['br', 'gzip'] as const).find(
    (encoding) => available.includes(encoding) && req.acceptsEncodings(encoding) === encoding,
  );
}

/** Distinct Accept-Encoding values are few (one per browser family); more than this is someone playing. */
const MAX_REMEMBERED = 100;
const choices = new Map<string | undefined, ContentEncoding | undefined>();

/**
 * `preferredEncoding(req, ['br', 'gzip'])` for a request that is not (yet) an Express request,
 * remembered per Accept-Encoding value: negotiation parses the header each time, a look-up does not.
 * Express's own negotiation decides (through `express.request`), so both always agree.
 */
export function preferredEncodingOf(req: IncomingMessage): ContentEncoding | undefined {
  const header = req.headers['accept-encoding'];
  if (choices.has(header)) return choices.get(header);
  if (choices.size >= MAX_REMEMBERED) choices.clear();
  const negotiating = Object.create(express.request, { headers: { value: { 'accept-encoding': header } } }) as Request;
  const choice = preferredEncoding(negotiating, ['br', 'gzip']);
  choices.set(header, choice);
  return choice;
}
